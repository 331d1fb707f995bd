"""Where the player's files are kept when WUMPUS_DATA_DIR is not set, and whether they outlast the game."""

from __future__ import annotations

import pytest

from wumpus.storage import FOR_THIS_VISIT, data_dir, data_lasts, folder_problem


@pytest.fixture
def default_folder(tmp_path, monkeypatch):
    """The default data folder, under a data home of this test's own (nothing is written there)."""
    monkeypatch.delenv("WUMPUS_DATA_DIR", raising=False)
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path))
    return tmp_path / "wumpus"


@pytest.mark.skipif(__import__("sys").platform != "linux", reason="the XDG data home is Linux's")
def test_the_default_data_folder_is_wumpus_in_the_data_home(default_folder):
    assert data_dir() == default_folder


@pytest.mark.skipif(__import__("sys").platform != "linux", reason="the XDG data home is Linux's")
def test_a_default_data_folder_that_is_a_file_says_how_to_choose_another(default_folder):
    default_folder.write_text("not a folder")
    assert folder_problem(default_folder / "saves") == (
        f"the default data folder {default_folder} is a file, not a folder. Move that file away, or set "
        "WUMPUS_DATA_DIR to a folder to keep your games in")


def test_the_data_outlasts_the_game_except_for_a_visitor(monkeypatch):
    monkeypatch.delenv(FOR_THIS_VISIT, raising=False)
    assert data_lasts() is True
    monkeypatch.setenv(FOR_THIS_VISIT, "1")
    assert data_lasts() is False
