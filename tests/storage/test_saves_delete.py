"""Deleting saves (moved into the saves folder's 'deleted' folder, never lost), the order saves are listed
in, and ``wumpus saves``."""

from __future__ import annotations

import errno
import os
import pathlib

import pytest

from wumpus.cli import main
from wumpus.engine import Game, Move
from wumpus.engine.record import FORMAT
from wumpus.storage import StorageError, saves
from wumpus.storage.saves import claim_save, load_save, record_for, save_game, save_names, save_path, saves_dir


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    return tmp_path


def saved(name: str, seed: int = 5, when: float = 1_700_000_000) -> Game:
    game = Game(None, "classic", seed)
    game.apply(Move(game.tunnels[0]))
    save_game(record_for(game), name)
    os.utime(save_path(name), (when, when))
    return game


def unreadable(name: str, when: float = 1_700_000_000) -> None:
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_path(name).write_text("{not json", encoding="utf-8")
    os.utime(save_path(name), (when, when))


# -- the order ----------------------------------------------------------------------------------------------
def test_the_games_are_listed_newest_first_and_the_saves_that_cannot_be_used_after_them():
    unreadable("bad-action", when=1_700_000_900)  # the newest file, and first by name
    saves_dir().joinpath("future.json").write_text(f'{{"format": "{FORMAT}", "version": 999}}', encoding="utf-8")
    os.utime(save_path("future"), (1_700_000_000, 1_700_000_000))
    saved("declined", when=1_700_000_100)
    saved("declined-2", when=1_700_000_300)
    saved("declined-10", when=1_700_000_300)  # saved at the same moment as declined-2: by name, after it
    saved("mine", when=1_700_000_200)
    listed = saves.list_saves()
    assert [s.name for s in listed] == ["declined-2", "declined-10", "mine", "declined", "bad-action", "future"]
    assert [s.usable for s in listed] == [True] * 4 + [False] * 2
    assert listed[-2].about == "(cannot be read)" and listed[-1].about == "(from a newer wumpus)"
    assert listed[0].saved_at == 1_700_000_300 and "1 turn played" in listed[0].about
    assert [s.name for s in saves.list_saves(lambda name: name.startswith("declined"))] == [
        "declined-2", "declined-10", "declined"]


# -- deleting -----------------------------------------------------------------------------------------------
def test_a_deleted_save_is_moved_into_the_deleted_folder_as_it_was_and_is_no_longer_listed():
    game = saved("declined-3")
    text = save_path("declined-3").read_bytes()
    moved = saves.delete_save("declined-3")
    assert moved == saves.deleted_dir() / "declined-3.json" and moved.read_bytes() == text
    assert not save_path("declined-3").exists() and save_names() == []
    assert load_save(moved).record.actions == tuple(game.actions)  # a save again, once moved back


def test_a_save_deleted_again_under_the_same_name_never_writes_over_the_one_deleted_before():
    saved("declined", seed=5)
    first = saves.delete_save("declined")
    saved("declined", seed=11)
    second = saves.delete_save("declined")
    assert first != second and first.exists() and second.exists()
    assert second.parent == saves.deleted_dir() and second.name.startswith("declined.")
    assert {load_save(p).record.seed for p in (first, second)} == {5, 11}


def test_a_save_a_running_wumpus_holds_is_not_deleted():
    saved("autosave")
    held = claim_save("autosave")  # the game a running wumpus keeps after every turn
    try:
        with pytest.raises(StorageError, match="the game being played in a running wumpus"):
            saves.delete_save("autosave")
    finally:
        held.release()
    assert save_path("autosave").exists() and not saves.deleted_dir().exists()
    saves.delete_save("autosave")  # once that wumpus has ended, it may be
    assert not save_path("autosave").exists()


@pytest.mark.parametrize("given", ["../outside", "/tmp/outside.json", "outside.json", "", ".hidden"])
def test_nothing_outside_the_saves_folder_is_deleted(tmp_path, given):
    outside = tmp_path / "outside.json"
    saved("outside")
    outside.write_text("not a save of the folder", encoding="utf-8")
    with pytest.raises(StorageError):
        saves.delete_save(given)
    assert outside.read_text(encoding="utf-8") == "not a save of the folder" and save_path("outside").exists()


def test_a_missing_save_or_one_gone_while_it_was_deleted_is_said():
    with pytest.raises(StorageError, match="there is no save 'nothing'"):
        saves.delete_save("nothing")
    saved("alpha")
    rename = pathlib.Path.rename

    def gone_first(self, target):
        os.unlink(self)  # another wumpus took it meanwhile
        return rename(self, target)

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(pathlib.Path, "rename", gone_first)
        with pytest.raises(StorageError, match="there is no save 'alpha' any more"):
            saves.delete_save("alpha")


def test_a_saves_folder_that_cannot_be_written_to_is_said_and_the_save_stays(monkeypatch):
    saved("alpha")

    def refused(self, target):
        raise PermissionError(errno.EACCES, "Permission denied")

    monkeypatch.setattr(pathlib.Path, "rename", refused)
    with pytest.raises(StorageError, match=r"could not delete the save 'alpha': Permission denied .*; it is left as it is"):
        saves.delete_save("alpha")
    assert save_path("alpha").exists()


# -- wumpus saves -------------------------------------------------------------------------------------------
def test_wumpus_saves_lists_the_games_newest_first_and_the_unreadable_last(capsys):
    assert main(["saves"]) == 0
    assert "No saved games in" in capsys.readouterr().out
    unreadable("bad-action", when=1_700_000_900)
    saved("old", when=1_700_000_100)
    saved("new", when=1_700_000_500)
    assert main(["saves"]) == 0
    out = capsys.readouterr().out
    assert out.index("new ") < out.index("old ") < out.index("bad-action")
    assert "(cannot be read)" in out and "wumpus saves --delete NAME" in out


def test_wumpus_saves_delete_moves_the_saves_named_and_says_what_it_could_not(capsys):
    saved("declined")
    saved("declined-2")
    assert main(["saves", "--delete", "declined", "declined-2"]) == 0
    out = capsys.readouterr().out
    assert f"Deleted the save 'declined': moved to {saves.deleted_dir() / 'declined.json'}" in out
    assert "Deleted the save 'declined-2'" in out
    assert save_names() == []
    saved("mine")
    held = claim_save("mine")
    try:
        assert main(["saves", "--delete", "mine", "nothing"]) == 2
    finally:
        held.release()
    err = capsys.readouterr().err
    assert "wumpus saves: the save 'mine' is the game being played in a running wumpus" in err
    assert "wumpus saves: there is no save 'nothing'" in err and "Traceback" not in err
    assert save_path("mine").exists()


def test_wumpus_saves_delete_says_how_to_have_back_what_it_moved_even_when_another_name_fails(capsys):
    saved("old")
    assert main(["saves", "--delete", "old", "nothing"]) == 2
    out = capsys.readouterr().out
    assert "Deleted the save 'old'" in out and "is a save again" in out
    assert main(["saves", "--delete", "nothing"]) == 2
    assert "is a save again" not in capsys.readouterr().out  # nothing moved: nothing to have back
