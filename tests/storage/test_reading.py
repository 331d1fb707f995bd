"""Files the player names are read only when they are ordinary files of a sensible size: a device,
a pipe or an endless file is refused at once, in plain words, never read for ever."""

import os
import subprocess
import sys
from pathlib import Path

import pytest

from wumpus.storage.reading import read_file

ROOT = Path(__file__).resolve().parents[2]
endless = pytest.mark.skipif(not Path("/dev/zero").exists(), reason="needs /dev/zero")


def test_an_ordinary_file_is_read_whole(tmp_path):
    path = tmp_path / "cave.toml"
    path.write_bytes(b"x" * 3_000_000)
    assert read_file(path) == b"x" * 3_000_000


def test_a_file_over_the_limit_is_refused(tmp_path):
    path = tmp_path / "cave.toml"
    path.write_bytes(b"x" * 2_000)
    assert read_file(path, limit=2_000) == b"x" * 2_000
    with pytest.raises(OSError, match="more than any cave or saved game needs"):
        read_file(path, limit=1_999)


def test_a_folder_and_a_missing_file_raise_what_their_readers_expect(tmp_path):
    with pytest.raises(IsADirectoryError):
        read_file(tmp_path)
    with pytest.raises(FileNotFoundError):
        read_file(tmp_path / "none.toml")


@endless
def test_a_device_is_refused_without_reading_it():
    with pytest.raises(OSError, match="not an ordinary file"):
        read_file("/dev/zero")


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_named_pipe_is_refused_without_waiting_for_a_writer(tmp_path):
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    with pytest.raises(OSError, match="not an ordinary file"):
        read_file(fifo)


@endless
@pytest.mark.parametrize("args", [["caves", "/dev/zero"], ["text", "--cave", "/dev/zero"],
                                  ["replay", "/dev/zero"], ["text", "--load", "/dev/zero"]])
def test_wumpus_refuses_an_endless_file_at_once(args, tmp_path):
    result = subprocess.run([sys.executable, "-m", "wumpus", *args], capture_output=True, text=True, cwd=ROOT,
                            timeout=60, stdin=subprocess.DEVNULL, env={**os.environ, "WUMPUS_DATA_DIR": str(tmp_path)})
    assert result.returncode != 0
    assert "/dev/zero" in result.stderr and "not an ordinary file: a device, a pipe or a socket" in result.stderr
    assert "Traceback" not in result.stderr
