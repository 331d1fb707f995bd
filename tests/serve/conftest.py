"""What the serve tests share: a ``wumpus serve`` started on a free port for the test."""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time

import pytest


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture
def server(serving):
    """The address of a ``wumpus serve`` started for the test."""
    return serving[0]


@pytest.fixture
def serve_options() -> tuple[str, ...]:
    """Options of the test's ``wumpus serve`` beyond its port and game (a test may parametrize them)."""
    return ()


@pytest.fixture
def serving(tmp_path, serve_options):
    """A ``wumpus serve`` started for the test: its address and its process (output piped)."""
    port = free_port()
    env = {**os.environ, "WUMPUS_DATA_DIR": str(tmp_path)}
    process = subprocess.Popen(
        [sys.executable, "-m", "wumpus", "serve", "--port", str(port), "--seed", "3", "--no-animation",
         *serve_options],
        stdout=subprocess.PIPE, stderr=subprocess.STDOUT, env=env,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection(("127.0.0.1", port), timeout=0.5).close()
                break
            except OSError:
                assert process.poll() is None, process.stdout.read().decode(errors="replace")
                assert time.monotonic() < deadline, f"wumpus serve did not listen on port {port}"
                time.sleep(0.1)
        yield f"http://127.0.0.1:{port}", process
    finally:
        process.terminate()
        try:
            process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            process.kill()
            process.wait()
