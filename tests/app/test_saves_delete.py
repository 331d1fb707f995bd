"""Deleting saves from the app's lists (Ctrl+O and R), and the order those lists show them in."""

from __future__ import annotations

import errno
import os
import pathlib
import time

import pytest
from textual.containers import Vertical
from textual.widgets import Label, OptionList, Static

from wumpus.app.save_dialogs import LoadPicker, SavePicker, YesNoScreen
from wumpus.app.saving import record_for
from wumpus.engine import Game, Move
from wumpus.storage import saves
from wumpus.storage.saves import claim_save, load_save, save_game, save_path, saves_dir

from .helpers import SIZE, make


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    return tmp_path


def saved(name: str, seed: int = 5, age: float = 0.0) -> Game:
    """A classic game one move in, saved under ``name``, its file written ``age`` seconds ago."""
    game = Game(None, "classic", seed)
    game.apply(Move(game.tunnels[0]))
    assert not game.over
    save_game(record_for(game), name)
    aged(name, age)
    return game


def aged(name: str, age: float) -> None:
    when = time.time() - age
    os.utime(save_path(name), (when, when))


def unreadable(name: str, age: float = 0.0) -> None:
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_path(name).write_text("{not json", encoding="utf-8")
    aged(name, age)


def problem(app) -> str:
    return str(app.screen.query_one("#save-problem", Static).render())


def names(screen) -> list[str]:
    return [name for name, _ in screen.entries]


async def open_list(pilot, key: str = "ctrl+o"):
    await pilot.press(key)
    await pilot.pause()
    assert isinstance(pilot.app.screen, LoadPicker if key == "ctrl+o" else SavePicker)
    return pilot.app.screen


async def highlight(pilot, screen, name: str) -> None:
    await pilot.press("home", *["down"] * names(screen).index(name))
    assert screen.query_one("#save-list", OptionList).highlighted == names(screen).index(name)


# -- the order ------------------------------------------------------------------------------------------
async def test_the_load_list_shows_the_games_newest_first_and_the_saves_that_cannot_be_read_after_them():
    unreadable("bad-action", age=10)  # newer than every game, and by name the first of all
    saved("alpha", 5, age=3000)
    saved("beta", 11, age=60)
    saved("declined", 13, age=600)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        picker = await open_list(pilot)
        assert names(picker) == ["beta", "declined", "alpha", "bad-action"]
        line = str(picker.query_one("#save-list", OptionList).get_option_at_index(0).prompt)
        assert line.startswith("beta  classic rules") and "· saved " in line


async def test_the_replay_list_puts_this_game_first_then_the_newest_save_and_the_unreadable_last():
    unreadable("corrupt", age=1)
    saved("old", 5, age=7200)
    saved("new", 11, age=5)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        picker = await open_list(pilot, "R")
        assert names(picker) == ["this game", "new", "old", "corrupt"]


# -- deleting ---------------------------------------------------------------------------------------------
async def test_delete_asks_first_and_yes_moves_the_save_into_the_deleted_folder():
    saved("alpha", 5, age=100)
    beta = saved("beta", 11, age=50)
    saved("gamma", 13, age=10)
    text = save_path("beta").read_text(encoding="utf-8")
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        picker = await open_list(pilot)
        assert picker.query_one(Vertical).border_subtitle == "Enter loads it · Del deletes · Esc cancels"
        await highlight(pilot, picker, "beta")
        await pilot.press("delete")
        await pilot.pause()
        question = app.screen
        assert isinstance(question, YesNoScreen)
        words = str(question.query_one(".question", Label).render())
        assert "Delete the save 'beta'?" in words and "1 turn played" in words and "deleted" in words
        assert app.focused.id == "no"  # Enter keeps it
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is picker
        assert names(picker) == ["gamma", "alpha"]  # read again from the folder
        assert "Deleted the save 'beta'" in problem(app) and "beta.json" in problem(app)
        listed = picker.query_one("#save-list", OptionList)
        assert app.focused is listed and listed.highlighted == 1  # on the save that followed it
    assert not save_path("beta").exists()
    assert (saves.deleted_dir() / "beta.json").read_text(encoding="utf-8") == text  # kept, as it was
    assert load_save(saves.deleted_dir() / "beta.json").record.actions == tuple(beta.actions)
    assert save_path("alpha").exists() and save_path("gamma").exists()


@pytest.mark.parametrize("answer", ["n", "escape", "enter"])
async def test_delete_answered_no_keeps_the_save(answer):
    saved("alpha")
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        picker = await open_list(pilot)
        await pilot.press("d")
        await pilot.pause()
        assert isinstance(app.screen, YesNoScreen)
        await pilot.press(answer)
        await pilot.pause()
        assert app.screen is picker and names(picker) == ["alpha"]
        assert "The save 'alpha' is kept." in problem(app)
    assert save_path("alpha").exists() and not saves.deleted_dir().exists()


async def test_an_unreadable_save_is_deleted_from_the_replay_list_and_the_last_save_leaves_the_list_empty():
    unreadable("bad-action")
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        picker = await open_list(pilot, "R")
        assert names(picker) == ["bad-action"]
        await pilot.press("d")
        await pilot.pause()
        assert "Delete the save 'bad-action'?" in str(app.screen.query_one(".question", Label).render())
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is picker and names(picker) == []
        assert "No saved games yet" in str(picker.query_one(".question", Label).render())
        assert picker.query_one(Vertical).border_subtitle == "Esc closes"
        assert "Deleted the save 'bad-action'" in problem(app)
    assert not save_path("bad-action").exists()
    assert (saves.deleted_dir() / "bad-action.json").read_text(encoding="utf-8") == "{not json"


async def test_a_save_of_that_name_deleted_before_is_never_written_over():
    saved("alpha", 5)
    saves.deleted_dir().mkdir(parents=True)
    (saves.deleted_dir() / "alpha.json").write_text("deleted before", encoding="utf-8")
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await open_list(pilot, "R")
        await pilot.press("d", "y")
        await pilot.pause()
    assert (saves.deleted_dir() / "alpha.json").read_text(encoding="utf-8") == "deleted before"
    assert len(list(saves.deleted_dir().glob("alpha.*.json"))) == 1


# -- what is never deleted ------------------------------------------------------------------------------
async def test_the_save_a_game_being_played_here_was_loaded_from_is_not_deleted():
    saved("alpha", 5)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        picker = await open_list(pilot)
        await pilot.press("enter")  # alpha's game is on; alpha alone holds it until its first turn
        await pilot.pause()
        assert app.game.seed == 5
        for key in ("ctrl+o", "R"):
            picker = await open_list(pilot, key)
            await highlight(pilot, picker, "alpha")
            await pilot.press("d")
            await pilot.pause()
            assert app.screen is picker  # nothing asked
            assert "The save 'alpha' is not deleted: it holds the game being played here." in problem(app)
            await pilot.press("escape")
            await pilot.pause()
    assert save_path("alpha").exists()


async def test_the_apps_own_save_and_another_windows_are_not_deleted():
    saved("autosave", 3)  # the game another window keeps as it goes
    other_window = claim_save("autosave")
    try:
        app = make(seed=8)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("1")
            await pilot.pause()
            own = app.keeper.own_save
            assert own == "autosave-2" and save_path(own).exists()
            picker = await open_list(pilot, "R")
            await highlight(pilot, picker, "autosave")
            await pilot.press("delete")
            await pilot.pause()
            assert "not deleted: it is the game being played in another wumpus window" in problem(app)
            await pilot.press("home", "d")  # this game: no save of its own to delete
            await pilot.pause()
            assert "This game is the one on screen, not a save" in problem(app)
            assert app.keeper.save_in_use(own) == "it holds the game under way, kept after every turn"
        assert save_path("autosave").exists()
    finally:
        other_window.release()


async def test_the_apps_own_save_listed_before_a_turn_is_not_deleted():
    saved("autosave", 3)  # not looked at (resume 'no'): the save this app keeps its game in from its first turn
    app = make(seed=8, resume="no")
    async with app.run_test(size=SIZE) as pilot:
        picker = await open_list(pilot, "R")
        assert names(picker) == ["autosave"]
        await pilot.press("delete")
        await pilot.pause()
        assert app.screen is picker
        assert "The save 'autosave' is not deleted: it holds the game under way, kept after every turn." \
            in problem(app)
    assert save_path("autosave").exists()


# -- trouble ----------------------------------------------------------------------------------------------
async def test_a_folder_that_cannot_be_written_to_is_said_plainly_and_the_save_stays(monkeypatch):
    saved("alpha")
    rename = pathlib.Path.rename

    def refused(self, target):
        if pathlib.Path(target).parent.name == "deleted":
            raise PermissionError(errno.EACCES, "Permission denied")
        return rename(self, target)

    monkeypatch.setattr(pathlib.Path, "rename", refused)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        picker = await open_list(pilot)
        await pilot.press("d", "y")
        await pilot.pause()
        assert app.screen is picker and names(picker) == ["alpha"]
        said = problem(app)
        assert said.startswith("Could not delete the save 'alpha': Permission denied") and \
            "it is left as it is." in said
        assert "Traceback" not in said
    assert save_path("alpha").exists()


async def test_a_save_gone_while_the_question_was_asked_is_said_and_unlisted():
    saved("alpha", 5, age=10)
    saved("beta", 11)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        picker = await open_list(pilot)
        assert names(picker) == ["beta", "alpha"]
        await pilot.press("d")
        await pilot.pause()
        save_path("beta").unlink()  # another wumpus took it meanwhile
        await pilot.press("y")
        await pilot.pause()
        assert app.screen is picker and names(picker) == ["alpha"]
        assert problem(app).startswith("There is no save 'beta'")


# -- at 80x24 ---------------------------------------------------------------------------------------------
async def test_with_a_long_list_at_80x24_the_words_above_it_and_under_it_stay_in_sight():
    for n in range(2, 14):
        saved(f"declined-{n}", 40 + n, age=n)
    unreadable("bad-action", age=0)
    app = make(seed=8)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("1")
        picker = await open_list(pilot)
        box = picker.query_one(Vertical)
        explanation = picker.query_one(".question", Label)
        assert "The game under way is kept" in str(explanation.render())

        def in_sight(widget) -> bool:
            return box.region.contains_region(widget.region) and widget.region.height > 0

        assert in_sight(explanation) and box.scroll_y == 0
        await pilot.press("end", "delete", "y")  # the unreadable one, last
        await pilot.pause()
        await pilot.pause()
        said = picker.query_one("#save-problem", Static)
        assert "Deleted the save 'bad-action'" in problem(app) and said.region.height >= 2
        assert in_sight(explanation) and in_sight(said) and box.scroll_y == 0
        # the line now highlighted, the last, is in sight in the shortened list: the next key acts on it
        listed = picker.query_one(OptionList)
        assert listed.highlighted == listed.option_count - 1
        top, lines = listed._index_to_line[listed.highlighted], listed._heights[listed.highlighted]
        assert listed.scroll_y <= top and top + lines <= listed.scroll_y + listed.scrollable_content_region.height, (
            top, lines, listed.scroll_y, listed.scrollable_content_region.height)


@pytest.mark.parametrize("key", ["ctrl+o", "R"])
async def test_a_file_whose_name_no_save_has_is_left_out_of_the_lists(key):
    # "my game" is no save's name (no space in one): no save can be loaded, watched or deleted by it
    saved("kept")
    (saves_dir() / "my game.json").write_text("{}", encoding="utf-8")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        screen = await open_list(pilot, key)
        assert "my game" not in names(screen) and "kept" in names(screen)
        await pilot.press("end", "d")  # the last line of the list
        await pilot.pause()
        assert app.is_running
    assert (saves_dir() / "my game.json").exists()


async def test_the_help_says_that_del_deletes_a_save_in_both_lists():
    """The lists' delete key, named on the help page under the two keys that open the lists."""
    from wumpus.app.save_dialogs import _SaveList

    keys = next(binding.key for binding in _SaveList.BINDINGS if binding.action == "delete_save")
    assert "delete" in keys.split(",")
    app = make(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        lines = str(app.screen.query_one("#help-keys", Static).render()).splitlines()
    for key in ("ctrl+o", "R"):
        at = next(i for i, line in enumerate(lines) if line.startswith(f"  {key} "))
        told = " ".join(lines[at:at + 2])
        assert "Del in the list deletes" in told, key
