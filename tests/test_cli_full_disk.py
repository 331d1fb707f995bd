"""Output to a full disk is said in a line, with no traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="needs /dev/full, a file that is always full")
@pytest.mark.parametrize("argv", [["caves"], ["text", "--seed", "1"], ["tournament", "--games", "2"], ["--help"],
                                  ["tournament", "--help"]])
def test_output_to_a_full_disk_is_said_in_a_line(argv, tmp_path):
    with open("/dev/full", "w") as full:
        done = subprocess.run([sys.executable, "-m", "wumpus", *argv], input="N\n", stdout=full,
                              stderr=subprocess.PIPE, text=True, timeout=60, cwd=ROOT,
                              env={**os.environ, "WUMPUS_DATA_DIR": str(tmp_path)})
    assert done.returncode == 1
    assert done.stderr.strip().splitlines() == ["wumpus: the output could not be written: No space left on device"]
