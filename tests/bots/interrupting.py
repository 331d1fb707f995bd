"""Ctrl-C for a command run in a process group of its own."""

from __future__ import annotations

import os
import signal
import subprocess


def interrupt(run: subprocess.Popen) -> bytes:
    """Send Ctrl-C to ``run``'s process group; what it wrote to standard error once it has ended
    (killed, should it not end within a minute)."""
    os.killpg(run.pid, signal.SIGINT)
    try:
        _, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    return err
