"""Output whose reader has gone (``wumpus rules | head -1``) ends the command quietly, with status 0."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize("argv", [["rules"], ["rules", "classic"], ["caves"], ["stats"],
                                  ["tournament", "--bot", "random", "--games", "20"]])
def test_a_reader_that_goes_away_ends_the_command_quietly(argv, tmp_path):
    read, write = os.pipe()
    os.close(read)  # the reader has gone before the first line is written
    try:
        done = subprocess.run([sys.executable, "-m", "wumpus", *argv], stdout=write, stderr=subprocess.PIPE,
                              text=True, timeout=60, cwd=ROOT, env={**os.environ, "WUMPUS_DATA_DIR": str(tmp_path)})
    finally:
        os.close(write)
    assert (done.returncode, done.stderr) == (0, "")
