"""A data folder that is a file: whatever writes or reads the history says so, and where the folder comes from."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from wumpus.engine import Game
from wumpus.storage import StorageError
from wumpus.storage.history import read_history, record_game

ROOT = Path(__file__).resolve().parents[2]


def finished() -> Game:
    game = Game(rules="tournament", seed=1)
    while not game.over:
        game.move(game.tunnels[game.moves % len(game.tunnels)])
    return game


@pytest.fixture
def a_file(tmp_path) -> Path:
    made = tmp_path / "afile"
    made.write_text("x\n")
    return made


def add_game() -> str:
    with pytest.raises(StorageError) as caught:
        record_game(finished())
    return str(caught.value)


def test_adding_a_game_when_the_data_folder_is_a_file_says_so(a_file, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(a_file))
    said = add_game()
    assert said == (f"could not add the game to your history: the data folder {a_file}, set by WUMPUS_DATA_DIR, "
                    "is a file, not a folder. Set WUMPUS_DATA_DIR to a folder, or move that file away")
    assert a_file.read_text() == "x\n"  # the file is left as it was


def test_adding_a_game_when_the_data_folder_lies_in_a_file_names_that_file(a_file, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(a_file / "data"))
    said = add_game()
    assert f"the data folder {a_file / 'data'}, set by WUMPUS_DATA_DIR, is inside {a_file}, " \
           "which is a file, not a folder" in said
    assert "Not a directory" not in said


def test_the_default_data_folder_that_is_a_file_is_called_the_default(a_file, monkeypatch):
    import platformdirs

    monkeypatch.delenv("WUMPUS_DATA_DIR")
    monkeypatch.setattr(platformdirs, "user_data_dir", lambda *args, **kwargs: str(a_file))
    said = add_game()
    assert f"the default data folder {a_file} is a file, not a folder" in said
    assert "set WUMPUS_DATA_DIR to a folder" in said
    assert "File exists" not in said


def test_reading_the_history_when_the_data_folder_is_a_file_says_the_same(a_file, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(a_file))
    with pytest.raises(StorageError) as caught:
        read_history()
    assert str(caught.value) == (f"could not read your history: the data folder {a_file}, set by WUMPUS_DATA_DIR, "
                                 "is a file, not a folder. Set WUMPUS_DATA_DIR to a folder, or move that file away")


def test_a_history_file_that_is_a_folder_is_named_as_one(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    (tmp_path / "history.jsonl").mkdir()
    said = add_game()
    assert said == (f"could not add the game to your history: {tmp_path / 'history.jsonl'} is a folder, not a file. "
                    "Move that folder away")


def test_wumpus_text_says_the_data_folder_is_a_file(a_file):
    done = subprocess.run(
        [sys.executable, "-m", "wumpus", "text", "--seed", "2"], input="N\nS\n1\n8\nN\n",
        capture_output=True, text=True, timeout=60, cwd=ROOT,
        env={**os.environ, "PYTHONIOENCODING": "utf-8", "WUMPUS_DATA_DIR": str(a_file)},
    )
    assert done.returncode == 0 and "YOU GOT THE WUMPUS" in done.stdout
    assert (f"could not add the game to your history: the data folder {a_file}, set by WUMPUS_DATA_DIR, "
            "is a file, not a folder") in done.stderr
    assert "File exists" not in done.stderr


def test_a_folder_in_the_data_folder_blocked_above_it_names_the_data_folder(a_file, monkeypatch):
    # the saves folder lies in the data folder, which lies in a file: it is WUMPUS_DATA_DIR to change,
    # not the file to move (it may be /dev/null)
    from wumpus.storage import data_dir, folder_problem

    monkeypatch.setenv("WUMPUS_DATA_DIR", str(a_file / "data"))
    assert folder_problem(data_dir() / "saves") == (
        f"the data folder {a_file / 'data'}, set by WUMPUS_DATA_DIR, is inside {a_file}, which is a file, not a "
        "folder. Set WUMPUS_DATA_DIR to a folder, or move that file away")
    # blocked within the data folder: that file is the one to move
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(a_file.parent))
    assert folder_problem(a_file / "saves") == (
        f"the folder {a_file / 'saves'} is inside {a_file}, which is a file, not a folder. Move that file away")


def test_a_data_folder_given_with_a_tilde_is_under_the_home_folder(monkeypatch, tmp_path):
    from wumpus.storage import data_dir

    monkeypatch.setenv("HOME", str(tmp_path))
    monkeypatch.setenv("WUMPUS_DATA_DIR", "~/w")  # as typed in quotes, which no shell expands
    assert data_dir() == tmp_path / "w"
