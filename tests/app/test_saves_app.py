"""Saving and resuming in the app, the history of finished games, and the statistics screen."""

from __future__ import annotations

import json

import pytest
from textual.widgets import DataTable, Input, Label, Static

from wumpus.app import saving
from wumpus.app.mapview import CaveMap
from wumpus.app.save_dialogs import ResumeScreen, SaveAsScreen, YesNoScreen
from wumpus.app.saving import record_for, setup_command
from wumpus.app.stats_screen import StatsScreen
from wumpus.cli import build_parser
from wumpus.engine import Game, GameRecord, Move, Shoot, next_seed
from wumpus.storage import StorageError
from wumpus.storage.history import read_history
from wumpus.storage.saves import load_save, save_game, save_path, saves_dir

from ..text.helpers import shortest_path
from .helpers import QUIET, SIZE, from_palette, log_text, make


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    return tmp_path




def notices(app) -> str:
    return "\n".join(n.message for n in app._notifications)


async def play_until_over(pilot) -> None:
    """Shoot into the first tunnel until the game ends (classic: at most five arrows)."""
    app = pilot.app
    for _ in range(10):
        if app.game.over:
            return
        await pilot.press("s", "2", "enter", "enter")
    assert app.game.over


async def quit_mid_game(seed: int = 8, keys: str = "121") -> tuple[Game, tuple, dict]:
    """Play a few moves, quit (y); the game as it was, its actions and the map's rooms."""
    app = make(seed=seed)
    async with app.run_test(size=SIZE) as pilot:
        for key in keys:
            if not app.game.over:
                await pilot.press(key)
        assert not app.game.over, "pick keys that leave the game running"
        roles = dict(app.query_one("#map", CaveMap).room_roles)
        await pilot.press("q", "y")
        await pilot.pause()
        assert not app.is_running
        return app.game, tuple(app.game.actions), roles


# -- save and resume ------------------------------------------------------------------------
async def test_quitting_mid_game_saves_and_the_next_start_resumes_the_exact_position():
    left, actions, roles = await quit_mid_game()
    assert save_path("autosave").exists()

    app = make(seed=1234)  # a different game would start
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("y")
        await pilot.pause()
        game = app.game
        assert tuple(game.actions) == actions
        assert (game.hunter, game.wumpus, game.pits, game.bats, game.arrows, game.seed) == (
            left.hunter, left.wumpus, left.pits, left.bats, left.arrows, left.seed)
        assert app.query_one("#map", CaveMap).room_roles == roles  # visited rooms, warnings, tunnels
        assert "Resumed after 3 turns" in log_text(app)
        await pilot.press("1")  # the game plays on from there
        assert len(app.game.actions) == 4


async def test_every_turn_is_saved_so_a_closed_terminal_loses_nothing():
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        assert not app.game.over
        saved = load_save().record
        assert saved is not None and list(saved.actions) == app.game.actions
        actions = list(app.game.actions)
    # the app went away without q (as when the terminal is closed): the next start offers the game
    again = make(seed=1234)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ResumeScreen)
        await pilot.press("y")
        await pilot.pause()
        assert again.game.actions == actions


async def test_a_turn_is_drawn_before_it_is_saved(monkeypatch):
    """Writing the save to disk waits for the frame that shows the turn; then it is written."""
    happened: list[tuple[str, int]] = []
    save_game_really = saving.save_game

    def save_game_seen(record, name="autosave"):
        happened.append(("saved", len(record.actions)))
        return save_game_really(record, name)

    monkeypatch.setattr(saving, "save_game", save_game_seen)
    app = make(seed=8)
    display = app._display

    def display_seen(screen, update):
        if update is not None:
            happened.append(("frame", len(app.game.actions)))
        display(screen, update)

    app._display = display_seen
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
        assert not app.game.over
    assert ("saved", 1) in happened
    assert happened.index(("frame", 1)) < happened.index(("saved", 1))
    assert list(load_save().record.actions) == app.game.actions


async def test_declining_starts_fresh_and_keeps_the_old_game_aside():
    _, actions, _ = await quit_mid_game()
    app = make(seed=1234)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("n")
        await pilot.pause()
        assert app.game.seed == 1234 and app.game.actions == []
    assert not save_path("autosave").exists()
    kept = load_save("declined").record
    assert kept is not None and kept.actions == actions


async def test_declining_twice_keeps_both_games_aside():
    kept = []
    for keys in ("121", "12"):
        _, actions, _ = await quit_mid_game(8, keys)
        app = make(seed=1234)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert isinstance(app.screen, ResumeScreen)
            aside = "declined" if not kept else "declined-2"
            assert f"the save '{aside}'" in app.screen.query_one(".question", Label).render().plain
            await pilot.press("n")
            await pilot.pause()
            assert f"kept as the save '{aside}'" in log_text(app)
        kept.append((aside, actions))
    for name, actions in kept:
        assert load_save(name).record.actions == actions


async def unfinished_and_another_saved() -> tuple[tuple, Game]:
    """An unfinished game (its actions) quit mid-game, and another game saved as 'other'."""
    _, actions, _ = await quit_mid_game(8)
    other = Game(None, "classic", 5)
    other.apply(Move(other.tunnels[0]))
    save_game(record_for(other), "other")
    return actions, other


async def test_loading_a_save_keeps_the_unfinished_game_aside_first():
    actions, _ = await unfinished_and_another_saved()
    app = make(seed=99, load="other")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == 5
        # the unfinished game gives way at the loaded game's first turn, not before
        assert "kept as the save" not in log_text(app) and load_save("autosave").record.actions == actions
        await pilot.press("2")
        await pilot.pause()
        assert "kept as the save 'declined'" in log_text(app)
    assert load_save("declined").record.actions == actions
    assert load_save("autosave").record.seed == 5


async def test_a_save_loaded_and_quit_at_once_leaves_the_unfinished_game_to_be_offered():
    actions, other = await unfinished_and_another_saved()
    app = make(seed=99, load="other")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert "The game stays in the save 'other'." in str(app.screen.query_one("#quit-question", Label).render())
        await pilot.press("y")
        await pilot.pause()
    assert load_save("autosave").record.actions == actions  # offered by the next wumpus, as before
    assert load_save("declined").record is None
    assert load_save("other").record.actions == tuple(other.actions)


async def test_loading_a_save_of_the_unfinished_game_itself_keeps_no_second_copy():
    _, actions, _ = await quit_mid_game(8)
    save_game(load_save("autosave").record, "mysave")  # ctrl+s, then q: both hold the same game
    app = make(seed=99, load="mysave")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert tuple(app.game.actions) == actions
        assert "kept as the save" not in log_text(app)
    assert load_save("declined").record is None
    assert load_save("autosave").record.actions == actions and load_save("mysave").record.actions == actions


# -- loading a save in the app (ctrl+o) --------------------------------------------------------
def finished_game_saved(name: str) -> Game:
    game = Game(None, "classic", 7)
    while not game.over:
        game.apply(Shoot((game.tunnels[0],)))
    save_game(record_for(game), name)
    return game


async def open_load_list(pilot):
    from wumpus.app.save_dialogs import LoadPicker

    await pilot.press("ctrl+o")
    await pilot.pause()
    assert isinstance(pilot.app.screen, LoadPicker)
    return pilot.app.screen


async def test_ctrl_o_goes_on_with_a_saved_game_and_keeps_the_game_under_way_aside_at_its_first_turn():
    other = Game(None, "classic", 5)
    other.apply(Move(other.tunnels[0]))
    save_game(record_for(other), "other")
    finished_game_saved("done")
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        under_way = tuple(app.game.actions)
        picker = await open_load_list(pilot)
        assert [name for name, _ in picker.entries] == ["other"]  # not this game's own save, not a finished one
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.seed == 5 and tuple(app.game.actions) == tuple(other.actions)
        assert load_save("autosave").record.actions == under_way  # until the loaded game's first turn
        await pilot.press("1")
        await pilot.pause()
        assert "kept as the save 'declined'" in log_text(app)
    assert load_save("declined").record.actions == under_way
    assert load_save("autosave").record.seed == 5 and len(load_save("autosave").record.actions) == 2
    assert load_save("other").record.actions == tuple(other.actions)  # the player's save is left as it was


async def test_a_game_loaded_with_ctrl_o_and_quit_at_once_leaves_the_game_under_way_to_be_offered():
    other = Game(None, "classic", 5)
    other.apply(Move(other.tunnels[0]))
    save_game(record_for(other), "other")
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        under_way = tuple(app.game.actions)
        await open_load_list(pilot)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.press("q", "y")
        await pilot.pause()
    assert load_save("autosave").record.actions == under_way
    assert load_save("declined").record is None


async def load_from_list(pilot, name: str) -> None:
    picker = await open_load_list(pilot)
    index = [entry for entry, _ in picker.entries].index(name)
    await pilot.press(*["down"] * index, "enter")
    await pilot.pause()


@pytest.mark.parametrize("second", ["beta", "alpha"])
async def test_two_loads_before_a_turn_still_keep_the_game_that_was_under_way(second):
    one_turn_saved("alpha", 5)
    beta = one_turn_saved("beta", 11)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        under_way = tuple(app.game.actions)
        await load_from_list(pilot, "alpha")
        await load_from_list(pilot, second)
        assert app.game.seed == (11 if second == "beta" else 5)
        await pilot.press("1")
        await pilot.pause()
    assert load_save("declined").record.actions == under_way
    assert load_save("declined-2").record is None  # the loaded games are still in their own saves
    assert load_save("autosave").record.seed == (beta.seed if second == "beta" else 5)


def fatal_first_step(name: str) -> int:
    """Save ``name``: a game one turn in whose next step, through the tunnel returned (1-based), falls into a pit."""
    for seed in range(1000):
        game = Game(None, "classic", seed)
        game.apply(Move(game.tunnels[0]))
        if game.over:
            continue
        for key, room in enumerate(game.tunnels, 1):
            if room in game.pits and room != game.wumpus and room not in game.bats:
                save_game(record_for(game), name)
                return key
    raise AssertionError("no such game in 1000 seeds")


async def test_a_loaded_game_lost_on_its_first_turn_then_another_load_keeps_the_game_under_way():
    fatal = fatal_first_step("doomed")
    one_turn_saved("alpha", 5)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        under_way = tuple(app.game.actions)
        await load_from_list(pilot, "doomed")
        await pilot.press(str(fatal))
        await pilot.pause()
        assert app.game.over and not app.game.won
        assert load_save("autosave").record.actions == under_way  # not kept aside yet, not lost
        await load_from_list(pilot, "alpha")
        await pilot.press("1")
        await pilot.pause()
    assert load_save("declined").record.actions == under_way


async def test_quitting_before_a_loaded_games_first_turn_says_the_game_under_way_is_offered_next_time():
    one_turn_saved("alpha", 5)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        under_way = tuple(app.game.actions)
        await load_from_list(pilot, "alpha")
        await pilot.press("q")
        await pilot.pause()
        question = str(app.screen.query_one("#quit-question", Label).render())
        assert "The game stays in the save 'alpha'." in question
        assert "The game you were playing before it is still the unfinished game: the next wumpus offers it." \
            in question
        await pilot.press("y")
        await pilot.pause()
    assert load_save("autosave").record.actions == under_way


async def test_a_save_refused_by_ctrl_o_is_not_held_and_one_played_elsewhere_is_not_listed():
    from wumpus.storage.saves import claim_save

    saves_dir().mkdir(parents=True, exist_ok=True)
    save_path("broken").write_text("{not json", encoding="utf-8")
    one_turn_saved("alpha", 5)
    elsewhere = claim_save("alpha")  # another wumpus plays it
    assert elsewhere is not None and elsewhere.held
    try:
        app = make(seed=8)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("1")
            await load_from_list(pilot, "broken")
            assert app.game.seed == 8
            again = claim_save("broken")  # free for another wumpus to open
            assert again is not None and again.held
            again.release()
            picker = await open_load_list(pilot)
            assert [name for name, _ in picker.entries] == ["broken"]
    finally:
        elsewhere.release()


async def test_ctrl_o_in_a_second_window_keeps_its_own_game_aside_and_leaves_the_first_windows_alone():
    from wumpus.storage.saves import claim_save

    first_windows = one_turn_saved("autosave", 13)  # the game the first window keeps as it goes
    first_window = claim_save("autosave")
    one_turn_saved("alpha", 5)
    try:
        app = make(seed=8)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("1", "2")
            own = app.keeper.own_save
            assert own != "autosave" and load_save(own).record.seed == 8
            under_way = tuple(app.game.actions)
            await load_from_list(pilot, "alpha")
            await pilot.press("1")
            await pilot.pause()
        assert load_save("declined").record.actions == under_way
        assert load_save(own).record.seed == 5
        assert load_save("autosave").record.actions == tuple(first_windows.actions)
    finally:
        first_window.release()


async def test_ctrl_o_with_nothing_to_load_says_so_and_esc_leaves_the_game_as_it_was():
    finished_game_saved("last")
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        picker = await open_load_list(pilot)
        assert picker.entries == []
        assert "No unfinished game is saved" in str(picker.query_one(".question", Label).render())
        await pilot.press("escape")
        await pilot.pause()
        assert app.game.seed == 8 and len(app.game.actions) == 1


async def test_a_damaged_save_chosen_with_ctrl_o_is_refused_and_the_game_goes_on():
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_path("broken").write_text("{not json", encoding="utf-8")
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        picker = await open_load_list(pilot)
        assert [name for name, _ in picker.entries] == ["broken"]
        await pilot.press("enter")
        await pilot.pause()
        assert app.game.seed == 8 and len(app.game.actions) == 1
        assert "The save broken.json could not be used: the record is not valid JSON" in notices(app)


async def test_a_bots_game_offers_no_load():
    from wumpus.app.watch import watch_app

    app = watch_app("random", delay=10, seed=4, animation=False)
    async with app.run_test(size=SIZE):
        assert app.check_action("load_saved", ()) is False


async def test_loading_a_save_that_is_not_there_leaves_the_unfinished_game_as_it_was():
    _, actions, _ = await quit_mid_game(8)
    app = make(seed=99, load="nosuch")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "There is no save" in notices(app) and "unfinished game, if any, is as it was" in notices(app)
        assert isinstance(app.screen, ResumeScreen)  # offered as on any start
    assert load_save("declined").record is None
    assert load_save("autosave").record.actions == actions


@pytest.mark.parametrize("name", ["last", "autosave", "declined", "LAST", "declined-2", "Declined-17"])
async def test_save_as_will_not_take_the_games_own_names(name):
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "ctrl+s", *name, "enter")
        await pilot.pause()
        assert isinstance(app.screen, SaveAsScreen)
        assert "the game's own save" in str(app.screen.query_one("#save-problem", Static).render())
    assert not save_path("last").exists()


async def test_what_save_as_said_of_a_name_goes_once_the_name_is_changed():
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "ctrl+s", *"last", "enter")
        await pilot.pause()
        problem = app.screen.query_one("#save-problem", Static)
        assert "the game's own save" in str(problem.render())
        await pilot.press("ctrl+u")
        await pilot.pause()
        assert str(problem.render()).strip() == ""
        await pilot.press(*"mine", "enter")
        await pilot.pause()
        assert not isinstance(app.screen, SaveAsScreen)
    assert save_path("mine").exists()


async def test_save_as_into_a_folder_that_is_not_there_stays_open_and_says_so(tmp_path):
    app = make(seed=8)
    path = tmp_path / "nodir" / "x.json"
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "ctrl+s", *str(path), "enter")
        await pilot.pause()
        assert isinstance(app.screen, SaveAsScreen)  # what is typed next still goes to the name
        assert f"There is no folder {tmp_path / 'nodir'}" in str(app.screen.query_one("#save-problem", Static).render())
    assert not path.parent.exists()


@pytest.mark.parametrize("how", ["resume", "load"])
async def test_the_title_names_the_rules_of_the_game_resumed_or_loaded(how):
    from wumpus.app.splash import SplashScreen
    from wumpus.engine.rules import get_ruleset

    kept = Game(rules="teaching", seed=11)
    kept.move(kept.tunnels[0])
    save_game(kept.record(), "autosave" if how == "resume" else "mine")
    app = make(seed=3, splash=True, **({"resume": "yes"} if how == "resume" else {"load": "mine"}))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, SplashScreen) and app.game.rules.name == "classic"
        detail = str(app.screen.query_one("#splash-detail", Static).render())
        assert get_ruleset("teaching").title in detail and get_ruleset("classic").title not in detail


async def test_the_title_names_no_other_windows_game_on_resume():
    from wumpus.app.splash import SplashScreen
    from wumpus.engine.rules import get_ruleset

    first = make(seed=5, rules="teaching")
    async with first.run_test(size=SIZE) as one:
        await one.press("1")
        await one.pause()
        assert load_save("autosave").record.rules == "teaching"
        second = make(seed=11, splash=True, resume="yes")  # the autosave is the first window's: not resumed here
        async with second.run_test(size=SIZE) as two:
            await two.pause()
            assert isinstance(second.screen, SplashScreen)
            detail = str(second.screen.query_one("#splash-detail", Static).render())
            assert get_ruleset("classic").title in detail and get_ruleset("teaching").title not in detail


async def test_in_a_terminal_too_small_for_it_the_welcome_back_question_scrolls_to_its_buttons():
    from textual.containers import Vertical
    from textual.widgets import Button

    _, actions, _ = await quit_mid_game()
    app = make(seed=1234)
    async with app.run_test(size=(40, 12)) as pilot:
        for _ in range(100):  # (the question comes up, then scrolls: on a busy machine that takes a while)
            await pilot.pause(0.05)
            if isinstance(app.screen, ResumeScreen) and app.screen.query_one(Vertical).region.contains_region(
                    app.screen.query_one("#yes", Button).region):
                break
        assert isinstance(app.screen, ResumeScreen)
        box, yes = app.screen.query_one(Vertical), app.screen.query_one("#yes", Button)
        assert box.scroll_y > 0 and box.region.contains_region(yes.region)
        await pilot.press("y")
        await pilot.pause()
        assert tuple(app.game.actions) == actions


async def test_the_offer_comes_after_the_title():
    await quit_mid_game()
    app = make(seed=1234, splash=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, ResumeScreen)  # the title is on show
        await pilot.press("x")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)


async def test_resume_option_resumes_without_asking():
    _, actions, _ = await quit_mid_game()
    assert build_parser().parse_args(["play", "--resume"]).resume
    app = make(seed=1234, resume="yes")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, ResumeScreen)
        assert tuple(app.game.actions) == actions


async def test_resume_option_with_nothing_saved_says_so_and_starts_fresh():
    app = make(seed=3, resume="yes")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.actions == [] and app.game.seed == 3
        assert "no unfinished game" in notices(app)
        assert "There is no unfinished game to resume: a new one starts." in log_text(app)  # where it stays


async def test_a_finished_save_is_not_offered_and_is_removed():
    game = Game(rules="classic", seed=5)
    while not game.over:
        game.shoot([game.tunnels[0]])
    save_game(game.record())
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, ResumeScreen)
        assert app.game.actions == []
    assert not save_path("autosave").exists()


def _truncated() -> str:
    game = Game(seed=2)
    game.move(game.tunnels[0])
    text = game.record().to_json()
    return text[: len(text) // 2]


@pytest.mark.parametrize(
    ("content", "why"),
    [
        ("{this is not json", "not valid JSON"),
        (_truncated(), "not valid JSON"),
        (json.dumps({"format": "something else"}), "not a wumpus game record"),
        (json.dumps({**json.loads(Game(seed=2).record().to_json()), "actions": [["move", 999]]}),
         "cannot be played again: the rules refuse turn 1, a move to room 999 (not a room)"),
    ],
    ids=["corrupt", "truncated", "foreign", "impossible-moves"],
)
async def test_a_bad_save_is_reported_kept_aside_and_a_new_game_starts(data_dir, content, why):
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_path("autosave").write_text(content, encoding="utf-8")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, ResumeScreen)
        assert app.game.seed == 3 and app.game.actions == []
        assert why in notices(app)
        assert "A new game starts" in notices(app)
        await pilot.press("1")
        assert app.game.moves == 1
    # the autosave now holds the new game, and the bad file sits aside untouched
    assert load_save().record.seed == 3
    aside = list(saves_dir().glob("autosave.bad-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == content


async def test_a_failed_save_on_quit_asks_before_losing_the_game(monkeypatch):
    def broken(record, name="autosave"):
        raise StorageError("could not save the game: No space left on device")

    monkeypatch.setattr(saving, "save_game", broken)
    app = make(start=QUIET, seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "q", "y")
        await pilot.pause()
        assert isinstance(app.screen, YesNoScreen)
        assert "No space left" in str(app.screen.query_one(".question").render())
        await pilot.press("n")
        await pilot.pause()
        assert app.is_running and app.game.moves == 1
        await pilot.press("q", "y", "y")
        await pilot.pause()
        assert not app.is_running


# -- named saves ---------------------------------------------------------------------------
async def test_save_as_asks_a_name_checks_it_and_the_save_loads_back():
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        actions = tuple(app.game.actions)
        await pilot.press("ctrl+s")
        assert isinstance(app.screen, SaveAsScreen)
        await pilot.press(*"no way!", "enter")
        assert isinstance(app.screen, SaveAsScreen)
        assert "not a save name" in str(app.screen.query_one("#save-problem", Static).render())
        app.screen.query_one(Input).value = ""
        await pilot.press(*"cave-one", "enter")
        await pilot.pause()
        assert not isinstance(app.screen, SaveAsScreen)
    assert load_save("cave-one").record.actions == actions

    assert build_parser().parse_args(["play", "--load", "cave-one"]).load == "cave-one"
    again = make(seed=99, load="cave-one")
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(again.screen, ResumeScreen)
        assert tuple(again.game.actions) == actions


async def test_save_as_is_in_the_command_palette():
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        await from_palette(pilot, "Save game as")
        assert isinstance(app.screen, SaveAsScreen)
        await pilot.press(*"from-palette", "enter")
        await pilot.pause()
    assert load_save("from-palette").record.actions == (Move(app.game.actions[0].room),)


async def test_loading_a_missing_save_says_so():
    app = make(seed=3, load="nothing-here")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "There is no save" in notices(app)
        assert app.game.seed == 3


async def test_a_notice_shows_a_path_with_square_brackets_as_written(tmp_path):
    from textual.widgets._toast import Toast

    missing = str(tmp_path / "no[/]where[b]" / "x.json")
    app = make(seed=3, load=missing)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        for _ in range(50):  # the notice is put up once the game is on screen
            await pilot.pause()
            if app.screen.query(Toast):
                break
        shown = [str(toast.render()) for toast in app.screen.query(Toast)]
        assert shown == [f"Save not loaded\nThere is no save {missing}. Your unfinished game, if any, is as it was."]
        await pilot.press("1")
        assert app.game.moves == 1


# -- finished games ----------------------------------------------------------------------------
async def test_a_finished_game_goes_into_the_history_and_last_json():
    app = make(seed=6)
    async with app.run_test(size=SIZE) as pilot:
        await play_until_over(pilot)
        game = app.game
        command = setup_command(record_for(game))
        assert command == f"wumpus --rules classic --seed {game.seed}"
        assert command in log_text(app)
    history = read_history().entries
    assert len(history) == 1
    entry = history[0]
    assert (entry.seed, entry.won, entry.cause, entry.score, entry.moves) == (
        game.seed, game.won, game.cause, game.score, game.moves)
    last = load_save("last").record
    assert last is not None and last.actions == tuple(game.actions)
    assert last.replay()[0].over


async def test_after_a_game_ends_the_replay_list_shows_it_once_and_an_older_last_game_still():
    from wumpus.app.save_dialogs import SavePicker

    save_game(record_for(Game(seed=9)), "last")  # a game finished earlier
    app = make(seed=6)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, SavePicker)
        assert [name for name, _ in app.screen.entries] == ["last"]  # nothing played yet
        await pilot.press("escape")
        await pilot.pause()
        await play_until_over(pilot)
        assert load_save("last").record.seed == 6  # this game is now the latest finished one
        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, SavePicker)
        assert [name for name, _ in app.screen.entries] == ["this game"]


async def test_the_end_screen_shows_the_seed_and_the_set_up_command():
    from wumpus.app.splash import SplashScreen

    app = make(seed=6, splash=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("x")
        await play_until_over(pilot)
        await pilot.pause()
        assert isinstance(app.screen, SplashScreen)
        detail = str(app.screen.query_one("#splash-detail", Static).render())
        assert f"seed {app.game.seed}" in detail
        assert f"wumpus --rules classic --seed {app.game.seed}" in detail


async def test_after_a_resumed_game_ends_the_autosave_is_gone():
    await quit_mid_game(seed=6, keys="1")
    app = make(seed=1234, resume="yes")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == 6 and app.game.moves == 1
        await play_until_over(pilot)
    assert not save_path("autosave").exists()
    assert len(read_history().entries) == 1


# -- a game counts once: a save played again --------------------------------------------------
async def test_a_save_loaded_and_finished_twice_counts_once_and_the_second_load_says_so():
    from wumpus.app.saving import PLAYED_BEFORE
    from wumpus.storage.stats import report

    one_turn_saved("hunt1")
    first = make(seed=99, load="hunt1")
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert first.game.seed == 5 and PLAYED_BEFORE not in log_text(first)  # never finished before
        await play_until_over(pilot)
    again = make(seed=99, load="hunt1")  # the save is still there: the same game, from the same turn
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert again.game.seed == 5 and log_text(again).count(PLAYED_BEFORE) == 1
        await play_until_over(pilot)
        assert again.game.actions == first.game.actions  # the same moves end it the same way
        screen = await open_stats(pilot)
        assert str(screen.query_one("#stats-overall", Static).render()).startswith("1 game, ")
        assert str(screen.query_one("#stats-played-again", Static).render()) == (
            "1 finish of a game played again from a save is left out: each game counts once, at its first finish.")
    entries = read_history().entries
    assert [e.loaded for e in entries] == [True, True] and entries[0].game_id == entries[1].game_id
    result = report(entries)
    assert (result.overall.games, result.played_again) == (1, 1)


async def test_a_game_loaded_with_ctrl_o_that_was_finished_before_says_a_finish_will_not_count():
    from wumpus.app.saving import PLAYED_BEFORE
    from wumpus.storage.history import record_game

    saved = one_turn_saved("hunt1")
    while not saved.over:  # played on after the save, to its end
        saved.apply(Shoot((saved.tunnels[0],)))
    record_game(saved)
    one_turn_saved("other", 11)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await load_from_list(pilot, "other")
        assert PLAYED_BEFORE not in log_text(app)
        await load_from_list(pilot, "hunt1")
        assert app.game.seed == 5 and log_text(app).count(PLAYED_BEFORE) == 1


async def test_a_resumed_game_finished_for_the_first_time_counts():
    from wumpus.app.saving import PLAYED_BEFORE
    from wumpus.storage.stats import report

    await quit_mid_game(seed=6, keys="1")
    app = make(seed=1234, resume="yes")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == 6 and PLAYED_BEFORE not in log_text(app)
        await play_until_over(pilot)
    (entry,) = read_history().entries
    assert entry.loaded and entry.game_id is not None
    result = report(read_history().entries)
    assert (result.overall.games, result.played_again) == (1, 0)


async def test_a_game_dealt_fresh_again_with_its_seed_counts_each_time():
    from wumpus.storage.stats import report

    for _ in range(2):
        app = make(seed=6)  # wumpus --seed 6, twice
        async with app.run_test(size=SIZE) as pilot:
            await play_until_over(pilot)
    first, second = read_history().entries
    assert first.game_id != second.game_id and not first.loaded and not second.loaded
    # and a third time, left with q midway and resumed: a game of its own still, and its finish counts
    await quit_mid_game(seed=6, keys="1")
    app = make(seed=1234, resume="yes")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == 6 and app.game.actions
        assert "You finished this game before" not in log_text(app)
        await play_until_over(pilot)
    third = read_history().entries[-1]
    assert third.loaded and third.game_id not in (first.game_id, second.game_id)
    result = report(read_history().entries)
    assert (result.overall.games, result.played_again) == (3, 0)


async def test_a_bots_games_are_not_kept():
    from wumpus.app.watch import watch_app

    app = watch_app("random", delay=0.01, seed=4, animation=False)
    async with app.run_test(size=SIZE) as pilot:
        for _ in range(200):
            if app.game.over:
                break
            await pilot.pause(0.02)
        assert app.game.over
    assert read_history().entries == ()
    assert not saves_dir().exists()


def test_the_set_up_command_deals_the_same_set_up():
    from wumpus.caves import load_cave, prepare_cave

    cave = prepare_cave(load_cave("moebius"), 42, True)
    game = Game(cave, "tournament", 42)
    game.move(game.tunnels[0])
    command = setup_command(record_for(game))
    assert command == "wumpus --rules tournament --cave moebius --seed 42 --shuffle-labels"
    # "replay the same set-up" plays the same positions under the next seed: the command names the first
    again = Game(seed=17).same_setup().same_setup()
    assert setup_command(record_for(again)) == "wumpus --rules classic --seed 17"
    # records kept before a set-up dealt again kept its seed hold the start under a later seed
    first = Game(seed=17)
    older = GameRecord(first.cave, "classic", next_seed(next_seed(17)), (), first.start)
    assert setup_command(older) == "wumpus --rules classic --seed 17"
    # a hand-placed start comes from no seed: no command, rather than a wrong one
    assert setup_command(record_for(Game(seed=3, start=QUIET))) is None


def write_ring(folder):
    """A cave file ``ring.toml`` in ``folder`` (made): eight rooms, three two-way tunnels each."""
    folder.mkdir()
    (folder / "ring.toml").write_text(
        'name = "ring"\nrooms = 8\n[tunnels]\n'
        + "".join(f"{room} = [{room % 8 + 1}, {(room - 2) % 8 + 1}, {(room + 3) % 8 + 1}]\n" for room in range(1, 9)),
        encoding="utf-8")


def test_the_set_up_command_of_a_cave_file_named_from_here_works_from_any_folder(tmp_path, monkeypatch):
    """A cave file given by a path from the folder played in is named by its whole path, and the words
    say the command needs that file, not that it works on any machine."""
    import shlex

    from wumpus.app.saving import end_detail, setup_where
    from wumpus.caves import load_cave

    write_ring(tmp_path / "play")
    monkeypatch.chdir(tmp_path / "play")
    game = Game(load_cave("ring.toml"), "classic", 2)
    game.move(game.tunnels[0])
    command = setup_command(record_for(game))
    assert command == shlex.join(["wumpus", "--rules", "classic", "--cave", str(tmp_path / "play" / "ring.toml"),
                                  "--seed", "2"])
    assert setup_where(record_for(game)) == "with that cave file"
    assert "The same set-up with that cave file: wumpus" in end_detail(game, True)
    monkeypatch.chdir(tmp_path)
    assert Game(load_cave(shlex.split(command)[4]), "classic", 2).start == game.start
    assert setup_where(record_for(Game(seed=2))) == "on any machine"


def test_the_set_up_command_survives_the_folder_played_in_going(tmp_path, monkeypatch):
    """The cave file was named from a folder that is gone by the game's end (or the game is resumed
    from another): the command names the file by the whole path it had when the game began."""
    from wumpus.app.saving import end_detail
    from wumpus.caves import load_cave

    write_ring(tmp_path / "caves")
    (tmp_path / "play").mkdir()
    monkeypatch.chdir(tmp_path / "play")
    game = Game(load_cave("../caves/ring.toml"), "classic", 2)
    game.move(game.tunnels[0])
    (tmp_path / "play").rmdir()  # the folder played in, gone
    whole = str(tmp_path / "caves" / "ring.toml")
    assert setup_command(record_for(game)) == f"wumpus --rules classic --cave {whole} --seed 2"
    assert whole in end_detail(game, True)


def test_a_restored_record_keeps_its_renumbered_map():
    from wumpus.app.saving import replayable
    from wumpus.caves import load_cave, prepare_cave

    cave = prepare_cave(load_cave("dodecahedron"), 9, True)
    record = GameRecord.from_json(record_for(Game(cave, "classic", 9)).to_json())
    assert replayable(record).cave.meta["label_map"] == cave.meta["label_map"]


async def test_a_game_loaded_on_a_renumbered_random_cave_is_followed_by_renumbered_ones():
    from wumpus.caves import load_cave, prepare_cave

    cave = prepare_cave(load_cave("random:rooms=30,tunnels=3", 4), 4, True)
    game = Game(cave, "classic", 4)
    game.move(game.tunnels[0])
    save_game(record_for(game), "renumbered")
    app = make(seed=99, load="renumbered")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == 4 and app.shuffle_labels
        assert app.base_cave.meta["spec"] == cave.meta["spec"] and "label_map" not in app.base_cave.meta
        await pilot.press("n", "y")
        await pilot.pause()
        assert app.game.seed != 4 and app.game.cave.meta.get("label_map")


# -- statistics ------------------------------------------------------------------------------
HISTORY = [
    # rules, cave, seed, won, cause, moves, score, date
    ("classic", "dodecahedron", 1, True, "wumpus_killed", 9, 91, "2026-01-02T10:00:00Z"),
    ("classic", "dodecahedron", 2, False, "pit", 4, 0, "2026-01-03T10:00:00Z"),
    ("classic", "dodecahedron", 3, True, "wumpus_killed", 15, 85, "2026-01-04T10:00:00Z"),
    ("tournament", "moebius", 4, False, "wumpus", 7, 0, "2026-01-05T10:00:00Z"),
    ("tournament", "moebius", 5, False, "pit", 3, 0, "2026-01-06T10:00:00Z"),
    ("tournament", "moebius", 6, True, "wumpus_killed", 20, 40, "2026-01-07T10:00:00Z"),
    ("classic", "dodecahedron", 7, False, "out_of_arrows", 12, 0, "2026-01-08T10:00:00Z"),
]


def write_history(data_dir) -> None:
    lines = [
        json.dumps({"rules": r, "cave": c, "seed": s, "won": w, "cause": cause, "moves": m,
                    "arrows_used": 1, "score": score, "date": d})
        for r, c, s, w, cause, m, score, d in HISTORY
    ]
    (data_dir / "history.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")


def table_rows(table: DataTable) -> list[list[str]]:
    return [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)]


async def open_stats(pilot) -> StatsScreen:
    """Press t: the statistics screen."""
    await pilot.press("t")
    await pilot.pause()
    assert isinstance(pilot.app.screen, StatsScreen)
    return pilot.app.screen


async def test_stats_screen_shows_the_numbers_of_the_history(data_dir):
    write_history(data_dir)
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await open_stats(pilot)
        screen = app.screen
        games, wins = len(HISTORY), sum(1 for h in HISTORY if h[3])
        overall = str(screen.query_one("#stats-overall", Static).render())
        assert f"{games} games, {wins} won ({wins / games:.0%})" in overall
        assert f"average score {sum(h[6] for h in HISTORY) / games:.1f}" in overall
        rows = table_rows(screen.query_one("#stats-groups", DataTable))
        classic = [h for h in HISTORY if h[0] == "classic"]
        assert rows[0][:5] == ["classic", "dodecahedron", str(len(classic)), str(sum(h[3] for h in classic)),
                               f"{sum(h[3] for h in classic) / len(classic):.0%}"]
        assert rows[-1][0] == "all" and rows[-1][2] == str(games)
        deaths = dict((r[0], r[1]) for r in table_rows(screen.query_one("#stats-deaths", DataTable)))
        assert deaths == {"fell into a pit": "2", "entered the wumpus's room": "1", "ran out of arrows": "1"}
        best = table_rows(screen.query_one("#stats-best", DataTable))
        assert [r[0] for r in best] == ["91", "85", "40"]
        chart = str(screen.query_one("#stats-chart", Static).render())
        assert chart.rsplit(":", 1)[1].count("✗") == games - wins
        await pilot.press("escape")
        assert not isinstance(app.screen, StatsScreen)


async def test_stats_screen_shows_a_cave_named_in_square_brackets_as_named(data_dir):
    lines = [json.dumps({"rules": "classic", "cave": "Doom [/] [red]cave", "seed": 4, "won": won, "cause": cause,
                         "moves": 6, "arrows_used": 1, "score": score, "date": "2026-01-02T10:00:00Z"})
             for won, cause, score in ((True, "wumpus_killed", 94), (False, "pit", 0))]
    (data_dir / "history.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await open_stats(pilot)
        assert table_rows(app.screen.query_one("#stats-groups", DataTable))[0][:3] == [
            "classic", "Doom [/] [red]cave", "2"]
        assert table_rows(app.screen.query_one("#stats-best", DataTable))[0][3] == "Doom [/] [red]cave"


async def test_stats_screen_with_no_games_says_so():
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await open_stats(pilot)
        assert "No finished games yet" in str(app.screen.query_one("#stats-empty", Static).render())


#: lines of the history that are JSON but no game (a hand edit, another program): each crashed the screen
NOT_GAMES = [
    '{"foo": 1}',
    *(json.dumps({"rules": "classic", "cave": "dodecahedron", "seed": 9, "won": True, "cause": "wumpus_killed",
                  "moves": 9, "arrows_used": 1, "score": 91, "date": "2026-01-09T10:00:00Z", **bad})
      for bad in ({"score": "abc"}, {"score": None}, {"cave": 5}, {"cause": None, "won": False}, {"date": 5},
                  {"score": 500})),
]


async def test_stats_screen_skips_lines_that_are_no_game_and_says_so(data_dir):
    write_history(data_dir)
    with (data_dir / "history.jsonl").open("a", encoding="utf-8") as history:
        history.write("\n".join(NOT_GAMES) + "\n")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await open_stats(pilot)
        overall = str(app.screen.query_one("#stats-overall", Static).render())
        assert f"{len(HISTORY)} games" in overall
        skipped = str(app.screen.query_one("#stats-skipped", Static).render())
        assert f"{len(NOT_GAMES)} unreadable line(s)" in skipped


async def test_stats_screen_with_no_readable_game_says_lines_were_skipped(data_dir):
    (data_dir / "history.jsonl").write_text("\n".join(NOT_GAMES[:2]) + "\n", encoding="utf-8")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await open_stats(pilot)
        assert "No finished games yet" in str(app.screen.query_one("#stats-empty", Static).render())
        assert "2 unreadable line(s)" in str(app.screen.query_one("#stats-skipped", Static).render())


def test_stats_screen_snapshot(snap_compare, data_dir):
    write_history(data_dir)
    assert snap_compare(make(seed=3), press=["t"], terminal_size=SIZE)


async def test_a_data_folder_that_cannot_be_written_is_reported_not_fatal(tmp_path, monkeypatch):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(blocker / "data"))
    app = make(seed=6)
    async with app.run_test(size=SIZE) as pilot:
        await play_until_over(pilot)
        await pilot.pause()
        assert "could not add the game" in notices(app)
        await pilot.press("n", "1", "q", "y")
        await pilot.pause()
        assert isinstance(app.screen, YesNoScreen)  # the save failed: asked, not lost in silence
        await pilot.press("y")
        await pilot.pause()
        assert not app.is_running


async def test_save_as_takes_a_path_only_when_it_ends_in_json(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        await pilot.press("ctrl+s")
        await pilot.press(*"my/bad name", "enter")
        assert isinstance(app.screen, SaveAsScreen)
        assert "nor a file path ending in .json" in str(app.screen.query_one("#save-problem", Static).render())
        assert not (tmp_path / "my").exists()
        app.screen.query_one(Input).value = ""
        (tmp_path / "kept").mkdir()
        await pilot.press(*"kept/mine.json", "enter")
        await pilot.pause()
        assert not isinstance(app.screen, SaveAsScreen)
        told = notices(app)
    assert load_save(tmp_path / "kept" / "mine.json").record.actions == tuple(app.game.actions)
    assert f"wumpus --load {tmp_path / 'kept' / 'mine.json'}" in told


async def test_a_loaded_game_has_its_notes_worked_out_before_the_first_key():
    from wumpus.bots import insight

    game = Game(None, "wump3", 5)
    while len(game.actions) < 12 and not game.over:
        game.apply(Move(game.tunnels[len(game.actions) % len(game.tunnels)]))
    save_game(record_for(game), "long-one")
    insight._CACHE.clear()
    app = make(seed=99, load="long-one")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await app.workers.wait_for_complete()
        cached = [entry for entry in insight._CACHE.values() if entry[0] is app.game.cave]
        assert cached and cached[0][1] == list(app.game.actions)


def test_load_with_no_name_is_refused_with_a_reason(capsys):
    with pytest.raises(SystemExit) as stop:
        build_parser().parse_args(["play", "--load", ""])
    assert stop.value.code == 2
    assert "--load: give the name of a save" in capsys.readouterr().err


# -- a game given up ---------------------------------------------------------------------------
@pytest.mark.parametrize("keys", [("n", "y"), ("r", "y")], ids=["new-game", "same-set-up"])
async def test_a_game_given_up_is_never_offered_again(keys):
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        await pilot.pause()
        given_up = tuple(app.game.actions)
        assert load_save().record.actions == given_up
        await pilot.press(*keys)  # "Give it up"
        await pilot.pause()
        assert app.game.actions == []
        assert not save_path("autosave").exists()
    # the terminal closed before a move in the fresh game: nothing to offer
    again = make(seed=1234)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(again.screen, ResumeScreen)
        assert again.game.seed == 1234 and again.game.actions == []


@pytest.mark.parametrize("how", ["saved", "loaded"])
async def test_a_game_given_up_that_a_save_of_the_players_keeps_is_not_counted(how):
    """Saved as 'mine' (or loaded from it), the game given up is not lost: it stays in that save, to be
    finished and counted then, and the question says so rather than counting it twice."""
    from wumpus.storage.history import read_history

    if how == "loaded":
        saved_after_a_move("mine")
    app = make(seed=8, load="mine" if how == "loaded" else None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1")
        if how == "saved":
            await pilot.press("ctrl+s", *"mine", "enter")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        # loaded after a move, then a move more: the save holds the game as it was a turn ago
        said = ("It stays in your save 'mine', and your statistics do not count it." if how == "saved" else
                "It stays in your save 'mine' as it was 1 turn ago, and your statistics do not count it.")
        assert said in app.screen.question
        await pilot.press("y")
        await pilot.pause()
        assert app.game.actions == []
    assert read_history().entries == ()
    assert len(load_save("mine").record.actions) == 1


async def test_a_game_given_up_counts_in_the_statistics_as_given_up():
    """A game given up for another is lost as given up, so that the statistics cannot be kept clean by
    leaving every game going badly; one the player goes on with counts nothing yet."""
    from wumpus.storage.history import read_history
    from wumpus.storage.stats import summarise

    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert "Your statistics count it as given up." in app.screen.question
        await pilot.press("escape")  # "Keep playing"
        await pilot.pause()
        assert read_history().entries == ()
        await pilot.press("2", "n", "y")
        await pilot.pause()
        assert app.game.actions == []
    (entry,) = read_history().entries
    assert (entry.won, entry.cause, entry.moves, entry.score, entry.seed) == (False, "quit", 2, 0, 8)
    summary = summarise(read_history().entries)
    assert (summary.games, summary.wins, summary.causes) == (1, 0, {"quit": 1})



async def test_a_resumed_game_given_up_is_not_offered_again_but_the_fresh_one_once_played_is():
    await quit_mid_game(8, "12")
    app = make(seed=1234, resume="yes")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == 8 and app.game.moves == 2
        await pilot.press("n", "y")
        await pilot.pause()
        assert not save_path("autosave").exists()
        await pilot.press("1")
        await pilot.pause()
        fresh = tuple(app.game.actions)
    again = make(seed=99)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ResumeScreen)
        await pilot.press("y")
        await pilot.pause()
        assert tuple(again.game.actions) == fresh and again.game.seed != 8


async def test_keeping_a_game_after_a_dialog_leaves_its_save_alone():
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "n", "n")  # "Keep playing"
        await pilot.pause()
        assert app.game.moves == 1
        await pilot.press("ctrl+s", "escape", "?", "escape")
        await pilot.pause()
        assert load_save().record.actions == tuple(app.game.actions)


# -- Save as over a save that is there ---------------------------------------------------------
async def test_save_as_asks_before_replacing_a_save_and_keeps_it_on_no():
    older = Game(None, "tournament", 5)
    older.apply(Move(older.tunnels[0]))
    save_game(record_for(older), "Good.one_1")
    before = save_path("Good.one_1").read_bytes()
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2", "ctrl+s", *"Good.one_1", "enter")
        await pilot.pause()
        assert isinstance(app.screen, YesNoScreen)
        question = str(app.screen.query_one(".question", Label).render())
        assert "already a save 'Good.one_1'" in question
        assert "tournament rules, dodecahedron cave, 1 turn" in question and "saved on 20" in question
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, SaveAsScreen)  # the dialog stays, with the name typed
        assert app.screen.query_one(Input).value == "Good.one_1"
        assert "Not saved" in str(app.screen.query_one("#save-problem", Static).render())
        assert save_path("Good.one_1").read_bytes() == before
        assert "Saved as" not in notices(app)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, YesNoScreen)
        await pilot.press("y")
        await pilot.pause()
        assert not isinstance(app.screen, (YesNoScreen, SaveAsScreen))
        # the file and the command to load it, each on its own line
        from wumpus.app.saving import home_short

        where = home_short(save_path("Good.one_1"))
        assert f"Saved as {where}\nLoad it with: wumpus --load Good.one_1" in notices(app)
    assert load_save("Good.one_1").record.actions == tuple(app.game.actions)


async def test_a_finished_game_saved_with_ctrl_s_is_to_be_watched_again_not_loaded():
    app = make(seed=6)
    async with app.run_test(size=SIZE) as pilot:
        await play_until_over(pilot)
        await pilot.press("ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveAsScreen)
        await pilot.press(*"ended", "enter")
        await pilot.pause()
        assert "Watch it again with: wumpus replay ended" in notices(app)
        assert "wumpus --load" not in notices(app)
    assert load_save("ended").record.actions == tuple(app.game.actions)


# -- the game's own saves, however they are named ----------------------------------------------
@pytest.mark.parametrize(("name", "how"), [
    ("last", "full-path"), ("autosave", "roundabout-path"), ("declined", "from-the-saves-folder"),
    ("declined-2", "full-path"), ("autosave-2", "full-path"),
])
async def test_save_as_will_not_take_the_games_own_saves_by_their_path(tmp_path, monkeypatch, name, how):
    kept = Game(rules="classic", seed=5)
    kept.move(kept.tunnels[0])
    save_game(kept.record(), name)
    before = save_path(name).read_bytes()
    typed = {"full-path": str(saves_dir() / f"{name}.json"),
             "roundabout-path": str(saves_dir() / ".." / "saves" / f"{name}.json"),
             "from-the-saves-folder": f"{name}.json"}[how]
    monkeypatch.chdir(saves_dir() if how == "from-the-saves-folder" else tmp_path)
    app = make(seed=8, resume="no")  # the app itself leaves every save alone
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+s", *typed, "enter")
        await pilot.pause()
        assert isinstance(app.screen, SaveAsScreen)
        assert "the game's own save" in str(app.screen.query_one("#save-problem", Static).render())
    assert save_path(name).read_bytes() == before


# -- a game that cannot be kept at its end -------------------------------------------------------
async def test_a_finished_game_that_cannot_be_kept_stays_in_the_autosave(monkeypatch):
    from wumpus.storage import history, saves

    write = saves.write_text_atomically

    def full_disk_for_last(path, text):
        if path.name == "last.json":
            raise OSError(28, "No space left on device")
        write(path, text)

    def full_disk(path, line):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(saves, "write_text_atomically", full_disk_for_last)
    monkeypatch.setattr(history, "append_line_locked", full_disk)
    app = make(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        await play_until_over(pilot)
        await pilot.pause()
        game = app.game
        assert len(game.actions) > 1
        told = notices(app)
        assert "could not add the game" in told and "could not save the game" in told
        assert f"still in {save_path('autosave')}" in told and "the next wumpus offers to resume it" in told
        kept = load_save().record
        assert kept is not None and kept.actions == tuple(game.actions[:-1])
        # the next game does not write over it
        await pilot.press("n", "2")
        await pilot.pause()
        assert not app.game.over
        assert load_save().record.actions == kept.actions
        assert load_save("autosave-2").record.actions == tuple(app.game.actions)
        assert "kept as the save 'autosave-2'" in log_text(app)
    again = make(seed=1234)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ResumeScreen)
        await pilot.press("y")
        await pilot.pause()
        assert tuple(again.game.actions) == kept.actions


# -- a save from a newer wumpus ------------------------------------------------------------------
def newer_autosave() -> bytes:
    """An autosave from a newer wumpus (format version 99); its bytes."""
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_path("autosave").write_text(newer_record(99), encoding="utf-8")
    return save_path("autosave").read_bytes()


def newer_record(version: int = 3) -> str:
    game = Game(seed=2)
    game.move(game.tunnels[0])
    return json.dumps({**json.loads(game.record().to_json()), "version": version})


@pytest.mark.parametrize("version", [3, 99])
async def test_an_autosave_from_a_newer_wumpus_is_refused_and_left_as_it_is(version):
    saves_dir().mkdir(parents=True, exist_ok=True)
    save_path("autosave").write_text(newer_record(version), encoding="utf-8")
    before = save_path("autosave").read_bytes()
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not isinstance(app.screen, ResumeScreen)
        assert "made by a newer wumpus" in notices(app) and "A new game starts" in notices(app)
        await pilot.press("1", "2")
        await pilot.pause()
        assert "kept as the save 'autosave-2'" in log_text(app) and "wumpus --load autosave-2" in log_text(app)
        assert load_save("autosave-2").record.actions == tuple(app.game.actions)
    assert save_path("autosave").read_bytes() == before
    assert not list(saves_dir().glob("*.bad-*"))


async def test_loading_a_damaged_save_you_named_is_refused_and_leaves_it_under_its_name():
    _, actions, _ = await quit_mid_game(8)
    data = json.loads(Game(seed=2).record().to_json())
    data["start"] = {"hunter": 1, "wumpus": 1, "pits": [2, 3], "bats": [4, 6], "arrow": None}
    save_path("mysave").write_text(json.dumps(data), encoding="utf-8")
    before = save_path("mysave").read_bytes()
    app = make(seed=3, load="mysave")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        said = notices(app)
        assert "The save mysave.json could not be used: the record is damaged: its set-up puts you and the wumpus " \
               "in room 1, a set-up the classic rules never deal; it is left as it is." in said
    assert save_path("mysave").read_bytes() == before
    assert not list(saves_dir().glob("*.bad-*"))
    assert load_save("autosave").record.actions == actions


async def test_loading_a_save_from_a_newer_wumpus_is_refused_and_leaves_it_as_it_is():
    _, actions, _ = await quit_mid_game(8)
    save_path("future").write_text(newer_record(99), encoding="utf-8")
    before = save_path("future").read_bytes()
    app = make(seed=3, load="future")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "made by a newer wumpus" in notices(app)
        assert app.game.seed != 2
    assert save_path("future").read_bytes() == before
    assert not list(saves_dir().glob("*.bad-*"))
    assert load_save("autosave").record.actions == actions


# -- the replay picker ------------------------------------------------------------------------------
async def test_the_replay_picker_lists_saves_newest_first_then_by_name_and_hides_only_saves_set_aside():
    # (the game's own saves are set aside when damaged; one the player named is left as it is)
    import os

    record = Game(seed=5).record()
    for name in ("declined-2", "declined", "declined-10", "my.bad-idea"):
        save_game(record, name)
        os.utime(save_path(name), (1_700_000_000, 1_700_000_000))  # saved at the same moment: by name
    os.utime(save_path("my.bad-idea"), (1_700_000_100, 1_700_000_100))  # the newest
    save_path("corrupt").write_text("{not json", encoding="utf-8")
    save_game(record, "autosave.bad-20260102-101500")  # set aside by the game
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("R")
        await pilot.pause()
        assert [name for name, _ in app.screen.entries] == [
            "my.bad-idea", "declined", "declined-2", "declined-10", "corrupt"]
        await pilot.press("end", "enter")  # the damaged one, after the games
        await pilot.pause()
        problem = str(app.screen.query_one("#save-problem", Static).render())
        assert "corrupt.json could not be used" in problem and "it is left as it is" in problem
        # a save the player named stays under its name, and in the list
        assert [name for name, _ in app.screen.entries][-1] == "corrupt"
        assert save_path("corrupt").read_text(encoding="utf-8") == "{not json"
        assert not list(saves_dir().glob("corrupt.bad-*.json"))


async def test_save_as_takes_a_name_with_bad_in_it_but_not_a_name_the_game_sets_aside():
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "ctrl+s", *"x.bad-20260102-101500", "enter")
        await pilot.pause()
        assert isinstance(app.screen, SaveAsScreen)
        assert "the game's own save" in str(app.screen.query_one("#save-problem", Static).render())
        app.screen.query_one(Input).value = ""
        await pilot.press(*"my.bad-idea", "enter")
        await pilot.pause()
        assert not isinstance(app.screen, SaveAsScreen)
        await pilot.press("R")
        await pilot.pause()
        assert [name for name, _ in app.screen.entries] == ["this game", "my.bad-idea"]


# -- the resume offer and the command line ----------------------------------------------------------
async def test_the_resume_offer_names_both_games_and_new_game_is_the_one_asked_for():
    left, _, _ = await quit_mid_game(8)
    app = make(seed=11, rules="teaching")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        question = str(app.screen.query_one(".question", Label).render())
        assert f"Resume (y): classic rules, dodecahedron cave, 3 turns played, in room {left.hunter}." in question
        assert "New game (n): teaching rules, dodecahedron cave, seed 11." in question
        await pilot.press("n")
        await pilot.pause()
        assert (app.game.rules.name, app.game.seed, app.game.actions) == ("teaching", 11, [])
        await pilot.press("1")
        await pilot.pause()
    assert load_save("autosave").record.rules == "teaching"
    assert load_save("declined").record.rules == "classic"


# -- two windows at once ------------------------------------------------------------------------------
async def test_a_second_window_neither_offers_nor_writes_over_the_game_of_the_first():
    first = make(seed=3)
    async with first.run_test(size=SIZE) as one:
        await one.press("1")
        await one.pause()
        second = make(seed=11)
        async with second.run_test(size=SIZE) as two:
            await two.pause()
            assert not isinstance(second.screen, ResumeScreen)
            assert "being played in another wumpus window" in notices(second)
            await two.press("1")
            await two.pause()
            assert "kept as the save 'autosave-2'" in log_text(second)
            assert "wumpus --load autosave-2" in log_text(second)
            await two.press("2")
            await two.pause()
            await one.press("2")
            await one.pause()
            assert load_save("autosave").record.actions == tuple(first.game.actions)
            assert load_save("autosave-2").record.actions == tuple(second.game.actions)
            assert not save_path("declined").exists()
            assert log_text(second).count("kept as the save 'autosave-2'") == 1
            mine = tuple(second.game.actions)
            await two.press("q")
            await two.pause()
            assert "Quit? The game is kept as the save 'autosave-2' (wumpus --load autosave-2)." in \
                str(second.screen.query_one("#quit-question", Label).render())
            await two.press("y")
            await two.pause()
        assert load_save("autosave-2").record.actions == mine
        ones = tuple(first.game.actions)
    # with both windows closed, the next start offers the first window's game; the second's loads by name
    third = make(seed=99)
    async with third.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(third.screen, ResumeScreen)
        await pilot.press("y")
        await pilot.pause()
        assert tuple(third.game.actions) == ones
    fourth = make(seed=99, load="autosave-2")
    async with fourth.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert tuple(fourth.game.actions) == mine and fourth.game.seed == 11
        await pilot.press("1")
        await pilot.pause()
    # loaded by name, the second window's game is kept as the autosave from its next turn: no copy stays
    assert not save_path("autosave-2").exists()
    assert load_save("autosave").record.actions == (*mine, Move(fourth.game.actions[-1].room))


async def test_a_second_windows_game_left_when_it_closed_is_offered_to_the_next_start():
    kept = Game(rules="classic", seed=11)
    kept.move(kept.tunnels[0])
    save_game(kept.record(), "autosave-2")  # no autosave: the first window's game is over or gone
    app = make(seed=99)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("y")
        await pilot.pause()
        assert tuple(app.game.actions) == tuple(kept.actions) and app.game.seed == 11
        assert ("The unfinished game a closed window kept as the save 'autosave-2' is now the save 'autosave' "
                "(wumpus --load autosave).") in log_text(app)
    assert not save_path("autosave-2").exists()
    assert load_save("autosave").record.actions == tuple(kept.actions)


async def test_while_one_window_plays_on_the_game_a_closed_second_window_left_is_offered_to_a_third():
    first = make(seed=3)
    async with first.run_test(size=SIZE) as one:
        await one.press("1")
        await one.pause()
        left = saved_after_a_move("autosave-2")  # a second window's game, left when it closed
        third = make(seed=99)
        async with third.run_test(size=SIZE) as three:
            await three.pause()
            assert isinstance(third.screen, ResumeScreen)
            asked = third.screen.question  # said in the question, where no notice covers it
            assert "autosave-2" in asked and "another wumpus window" in asked and "autosave-2" not in notices(third)
            await three.press("y")
            await three.pause()
            assert tuple(third.game.actions) == tuple(left.actions) and third.game.seed == 11
            await three.press("1")
            await three.pause()
            # played on where it was kept; the first window's game is left to it
            assert load_save("autosave-2").record.actions == tuple(third.game.actions)
            assert load_save("autosave").record.actions == tuple(first.game.actions)
            assert not save_path("autosave-3").exists()


async def test_a_closed_windows_game_declined_beside_a_running_window_is_kept_and_the_running_ones_left():
    first = make(seed=3)
    async with first.run_test(size=SIZE) as one:
        await one.press("1")
        await one.pause()
        left = saved_after_a_move("autosave-2")
        third = make(seed=99, resume="yes")  # --resume takes it at once
        async with third.run_test(size=SIZE) as three:
            await three.pause()
            assert tuple(third.game.actions) == tuple(left.actions)
        fourth = make(seed=99)
        async with fourth.run_test(size=SIZE) as four:
            await four.pause()
            assert isinstance(fourth.screen, ResumeScreen)
            await four.press("n")
            await four.pause()
            assert "kept as the save 'declined'" in log_text(fourth)
        assert load_save("declined").record.actions == tuple(left.actions)
        assert load_save("autosave").record.actions == tuple(first.game.actions)


async def test_declining_the_own_game_beside_a_newer_wumpuss_autosave_leaves_that_autosave_alone():
    before = newer_autosave()
    mine = one_turn_saved("autosave-2")
    app = make(seed=99)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("n")
        await pilot.pause()
        assert "kept as the save 'declined'" in log_text(app)
    assert save_path("autosave").read_bytes() == before
    assert load_save("declined").record.actions == tuple(mine.actions)


async def test_loading_a_save_beside_a_newer_wumpuss_autosave_keeps_the_own_unfinished_game():
    newer_autosave()
    mine = one_turn_saved("autosave-2")
    one_turn_saved("other", seed=7)
    app = make(seed=99, load="other")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == 7
        await pilot.press("1")
        await pilot.pause()
        assert "kept as the save 'declined'" in log_text(app)
    assert load_save("declined").record.actions == tuple(mine.actions)
    assert load_save("autosave-2").record.seed == 7


def saved_after_a_move(name: str) -> Game:
    """A classic game one move in (seed 11), saved as ``name``."""
    kept = Game(rules="classic", seed=11)
    kept.move(kept.tunnels[0])
    save_game(kept.record(), name)
    return kept


async def test_a_declined_game_loaded_and_given_up_leaves_no_copy_to_play_again():
    kept = saved_after_a_move("declined-2")
    app = make(seed=99, load="declined-2")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert tuple(app.game.actions) == tuple(kept.actions)
        await pilot.press("n", "y")  # a new game: the loaded one given up
        await pilot.pause()
        assert app.game.seed != 11
    assert not save_path("declined-2").exists()


def test_a_saves_turns_count_moves_and_shots_not_a_cheat():
    from wumpus.engine import Cheat
    from wumpus.storage.saves import describe

    game = Game(rules="teaching", seed=3)
    game.apply(Cheat())
    game.move(game.tunnels[0])
    assert ", 1 turn played, " in describe(game.record())


async def test_beside_an_autosave_from_a_newer_wumpus_this_versions_own_unfinished_game_is_offered():
    before = newer_autosave()
    first = make(seed=3)
    async with first.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1", "2")
        await pilot.pause()
        played = tuple(first.game.actions)
    assert load_save("autosave-2").record.actions == played
    again = make(seed=4)
    async with again.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(again.screen, ResumeScreen)
        asked = again.screen.question  # said in the question, where no notice covers it
        assert "autosave-2" in asked and "newer wumpus" in asked and "newer wumpus" not in notices(again)
        await pilot.press("y")
        await pilot.pause()
        assert tuple(again.game.actions) == played
        await pilot.press("3")
        await pilot.pause()
        # kept where it was found, not in yet another save beside it
        assert load_save("autosave-2").record.actions == tuple(again.game.actions)
    assert not save_path("autosave-3").exists()
    assert save_path("autosave").read_bytes() == before


async def test_escape_at_the_welcome_back_question_plays_the_unfinished_game_on():
    _, actions, _ = await quit_mid_game()
    app = make(seed=1234)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ResumeScreen)
        assert tuple(app.game.actions) == actions
    assert not save_path("declined").exists()


# -- wumpus --load: a save that cannot be played on stops before the game opens -------------------
def one_turn_saved(name: str, seed: int = 5) -> Game:
    """A classic game one move in, saved under ``name``."""
    game = Game(None, "classic", seed)
    game.apply(Move(game.tunnels[0]))
    save_game(record_for(game), name)
    return game


@pytest.mark.parametrize("text, says", [
    ("garbage", "the save {name} could not be used: the record is not valid JSON"),
    ("", "the save {name} could not be used: the record is empty"),
])
def test_load_of_a_file_that_is_no_game_says_why_and_opens_nothing(monkeypatch, capsys, tmp_path, text, says):
    from wumpus.cli import main

    monkeypatch.setattr("wumpus.app.cli.without_terminal", lambda command="wumpus": None)
    opened = []
    monkeypatch.setattr("wumpus.app.main.WumpusApp.run", lambda self, *a, **k: opened.append(self))
    bad = tmp_path / "bad.json"
    bad.write_text(text, encoding="utf-8")
    assert main(["--load", str(bad)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("wumpus: " + says.format(name=bad)) and err.count("\n") == 1  # the file, as given
    assert not opened and bad.read_text(encoding="utf-8") == text  # a file of the player's own stays where it is


def test_load_of_a_missing_or_finished_save_says_why_and_opens_nothing(monkeypatch, capsys):
    from wumpus.cli import main
    from wumpus.storage.saves import saves_dir

    monkeypatch.setattr("wumpus.app.cli.without_terminal", lambda command="wumpus": None)
    opened = []
    monkeypatch.setattr("wumpus.app.main.WumpusApp.run", lambda self, *a, **k: opened.append(self))
    won = Game(rules="classic", seed=12)
    won.apply(Shoot(shortest_path(won, won.wumpus)))
    assert won.won
    save_game(record_for(won), "won")
    save_game(record_for(won), "last")  # the last finished game, which is replayed, never gone on with
    assert main(["--load", "nothing"]) == 2
    assert capsys.readouterr().err == f"wumpus: there is no save {saves_dir() / 'nothing.json'} (the saves there are: won)\n"
    assert main(["--load", "won"]) == 2
    assert capsys.readouterr().err == "wumpus: that game is over: 'wumpus replay won' steps through it\n"
    assert not opened


def test_load_refuses_a_save_another_wumpus_plays_and_options_that_do_not_fit(monkeypatch, capsys):
    from wumpus.cli import main
    from wumpus.storage.saves import claim_save

    monkeypatch.setattr("wumpus.app.cli.without_terminal", lambda command="wumpus": None)
    opened = []
    monkeypatch.setattr("wumpus.app.main.WumpusApp.run", lambda self, *a, **k: opened.append(self))
    one_turn_saved("autosave-2")
    other = claim_save("autosave-2")  # a second window keeps its game there
    try:
        assert main(["--load", "autosave-2"]) == 2
    finally:
        other.release()
    assert capsys.readouterr().err == ("wumpus: the save 'autosave-2' is the game being played in another wumpus: "
                                       "it is left to that one\n")
    assert main(["--load", "autosave-2", "--rules", "spec"]) == 2
    assert capsys.readouterr().err == ("wumpus: --load goes on with the saved game, played by the classic rules: "
                                       "leave out --rules spec (or --load, to start a new game)\n")
    assert not opened
    assert main(["--load", "autosave-2"]) == 0 and len(opened) == 1  # nothing in the way: the game opens
    with pytest.raises(SystemExit) as stop:
        main(["--load", "autosave-2", "--resume"])
    assert stop.value.code == 2 and "not allowed with argument" in capsys.readouterr().err


def test_load_autosave_is_checked_as_any_save_is(monkeypatch, capsys):
    from wumpus.cli import main

    monkeypatch.setattr("wumpus.app.cli.without_terminal", lambda command="wumpus": None)
    monkeypatch.setattr("wumpus.app.main.WumpusApp.run", lambda self, *a, **k: None)
    assert main(["--load", "autosave"]) == 2
    assert capsys.readouterr().err.startswith("wumpus: there is no save ")
    won = Game(rules="classic", seed=12)
    won.apply(Shoot(shortest_path(won, won.wumpus)))
    save_game(record_for(won), "autosave")
    assert main(["--load", "autosave"]) == 2
    assert capsys.readouterr().err == "wumpus: that game is over: 'wumpus replay autosave' steps through it\n"
    assert load_save("autosave").record is not None  # kept, not thrown away


async def test_a_save_loaded_from_the_menu_while_another_window_plays_it_is_left_to_that_window():
    from wumpus.storage.saves import claim_save

    game = one_turn_saved("autosave-2")
    other = claim_save("autosave-2")
    try:
        app = make(seed=99, load="autosave-2")
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            assert app.game.seed != 5
            assert "being played in another wumpus window" in notices(app)
    finally:
        other.release()
    assert load_save("autosave-2").record.actions == tuple(game.actions)


def test_the_save_loaded_is_held_from_the_check_on(monkeypatch, capsys):
    from wumpus.cli import main
    from wumpus.storage.saves import claim_save

    monkeypatch.setattr("wumpus.app.cli.without_terminal", lambda command="wumpus": None)
    seen = []
    monkeypatch.setattr("wumpus.app.main.WumpusApp.run", lambda self, *a, **k: seen.append(claim_save("mine")))
    one_turn_saved("mine")
    assert main(["--load", "mine"]) == 0
    assert seen == [None]  # while the game runs (its title on screen too), no other wumpus takes it


async def test_a_loaded_game_given_up_lets_its_save_go():
    from wumpus.storage.saves import claim_save

    one_turn_saved("mine")
    app = make(seed=99, load="mine")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == 5 and claim_save("mine") is None
        await pilot.press("n", "y")  # give it up for a new game
        await pilot.pause()
        assert app.game.seed != 5
        other = claim_save("mine")
        assert other is not None
        other.release()


async def test_a_set_aside_game_loaded_by_its_file_goes_once_kept():
    one_turn_saved("declined")
    app = make(seed=99, load=str(save_path("declined")))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("1")
        await pilot.pause()
    assert not save_path("declined").exists() and len(load_save("autosave").record.actions) == 2


async def test_load_autosave_held_from_the_check_on_is_the_apps_own_unfinished_game():
    from wumpus.storage.saves import claim_save

    game = one_turn_saved("autosave")
    app = make(seed=99, load="autosave")
    app.keeper.hold("autosave", claim_save("autosave"))  # as wumpus --load autosave holds it from its check
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == game.seed and app.keeper.owns_autosave
        assert "another wumpus" not in notices(app)
        await pilot.press("1")
        await pilot.pause()
    assert len(load_save("autosave").record.actions) == 2 and not save_path("autosave-2").exists()


@pytest.mark.parametrize("name", ["mysave", "declined-2"])
async def test_a_loaded_game_quit_before_a_turn_stays_in_its_save_alone(name):
    kept = saved_after_a_move(name)
    app = make(seed=99, load=name)
    messages = []
    leave = app.exit
    app.exit = lambda *args, message=None, **kwargs: (messages.append(str(message)), leave(*args, **kwargs))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert tuple(app.game.actions) == tuple(kept.actions)
        await pilot.press("q", "y")
        await pilot.pause()
        assert not app.is_running
    said = " ".join(messages)
    assert f"Your game is still in the save '{name}': wumpus --load {name} goes on with it." in said
    assert load_save(name).record.actions == tuple(kept.actions)
    assert not save_path("autosave").exists()  # no second copy to be offered as the unfinished game


async def test_a_loaded_game_quit_after_a_turn_is_kept_as_the_unfinished_game():
    kept = saved_after_a_move("mysave")
    app = make(seed=99, load="mysave")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("m")
        for key in str(app.game.tunnels[0]):
            await pilot.press(key)
        await pilot.press("enter")
        await pilot.pause()
        assert len(app.game.actions) == 2
        await pilot.press("q", "y")
        await pilot.pause()
    assert len(load_save("autosave").record.actions) == 2
    assert load_save("mysave").record.actions == tuple(kept.actions)


async def test_a_loaded_game_won_on_its_first_turn_is_not_offered_again_as_unfinished():
    for seed in range(200):
        game = Game(rules="classic", seed=seed)
        safe = [r for r in game.tunnels if r not in game.pits and r not in game.bats and r != game.wumpus]
        if safe:
            game.move(safe[0])
            if not game.over and game.wumpus in game.tunnels:
                break
    save_game(game.record(), "autosave")  # ctrl+s, then q: both hold the same game
    save_game(game.record(), "mysave")
    app = make(seed=99, load="mysave")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert tuple(app.game.actions) == tuple(game.actions)
        await pilot.press("s", *str(game.wumpus), "enter", "enter")
        await pilot.pause()
        assert app.game.won
    assert not save_path("autosave").exists()  # its copy as the unfinished game went with the win
    assert load_save("mysave").record.actions == tuple(game.actions)
    assert load_save("last").record is not None


async def test_the_quit_question_never_promises_a_save_that_failed(monkeypatch):
    from wumpus.app.screens import QuitScreen

    def fails(*args, **kwargs):
        raise StorageError("could not save: Read-only file system")

    monkeypatch.setattr(saving, "save_game", fails)
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        await pilot.pause()
        await pilot.press("q")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        question = str(app.screen.query_one("#quit-question", Label).render())
        assert "saved for next time" not in question
        assert "could not be saved after the last turn" in question
        await pilot.press("y")
        await pilot.pause()
        assert isinstance(app.screen, YesNoScreen) and app.is_running  # and it says so before quitting


async def test_keys_typed_just_before_the_resume_question_came_up_answer_nothing(monkeypatch):
    """A big cave takes a moment to draw: the question of the unfinished game comes up after the new
    game is on screen, and keys typed for the game meanwhile are not taken as its answer."""
    from wumpus.app import save_dialogs

    class Clock:
        now = 1000.0

        def monotonic(self) -> float:
            return self.now

    clock = Clock()  # the dialog's clock, stopped: the test's pace is not the player's
    monkeypatch.setattr(save_dialogs, "time", clock)
    monkeypatch.setattr(save_dialogs, "FIRST_LOOK", 0.5)
    older = Game(None, "classic", 5)
    older.apply(Move(older.tunnels[0]))
    save_game(record_for(older), "autosave")
    app = make(seed=8, resume="ask")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await pilot.press("enter", "y", "n")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)  # no answer yet
        clock.now += 0.25
        await pilot.press("n")
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        clock.now += 0.25  # half a second after the question came up: the answer is taken
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, ResumeScreen) and app.game.seed == 8


async def test_a_save_loaded_before_its_first_turn_says_so():
    save_game(Game(rules="classic", seed=5).record(), "fresh")
    app = make(seed=99, load="fresh")
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.seed == 5 and not app.game.actions
        log = log_text(app)
        assert "Resumed before its first turn: the hunt begins." in log and "after 0 turns" not in log


def test_a_saved_file_under_home_is_named_from_the_home_folder(tmp_path, monkeypatch):
    from pathlib import Path

    from wumpus.app.saving import home_short

    monkeypatch.setenv("HOME", str(tmp_path))
    assert home_short(tmp_path / "saves" / "a.json") == str(Path("~") / "saves" / "a.json")
    assert home_short(Path("/elsewhere/a.json")) == "/elsewhere/a.json"


@pytest.mark.parametrize("resume", ["ask", "yes"])
async def test_an_autosave_that_cannot_be_read_is_left_as_it_is_and_the_game_kept_beside_it(resume):
    # a file too big to read here (or one this user may not read) may still be had: never written over
    saves_dir().mkdir(parents=True, exist_ok=True)
    with open(save_path("autosave"), "wb") as big:
        big.truncate(65 * 2**20)
    app = make(seed=3, resume=resume)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert "Could not read" in notices(app) and "A new game starts" in notices(app)
        await pilot.press("1", "2")
        await pilot.pause()
        assert "This game is kept as the save 'autosave-2' after every turn, since the save 'autosave' cannot be " \
               "read here, and is left as it is" in " ".join(log_text(app).split())
        assert load_save("autosave-2").record.actions == tuple(app.game.actions)
    assert save_path("autosave").stat().st_size == 65 * 2**20


async def test_a_game_in_the_browser_never_says_its_saves_outlast_the_page(monkeypatch):
    """Under wumpus serve each visitor's data folder goes with the page: the game says so, and never
    promises a save to come back to."""
    from wumpus.app.stats_screen import StatsScreen
    from wumpus.storage import FOR_THIS_VISIT

    monkeypatch.setenv(FOR_THIS_VISIT, "1")
    app = make(seed=8)
    async with app.run_test(size=SIZE, notifications=True) as pilot:
        await pilot.pause()
        assert "your saves and statistics last only while this page is open" in log_text(app)
        await pilot.press("1")
        await pilot.press("ctrl+s", *"mine", "enter")
        await pilot.pause()
        said = " ".join(n.message for n in app._notifications)
        assert "It lasts while this page is open: Ctrl+O goes on with it" in said and "wumpus --load" not in said
        assert app.keeper.on_quitting() == ("This game ends here: what a game in the browser keeps lasts only while "
                                            "its page is open.")
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        text = str(app.screen.query_one("#stats-empty").render())
        assert "while this page is open" in text and "kept in\n" not in text


async def test_stats_screen_breaks_a_long_cave_name_after_a_dash_or_comma_not_in_a_word(data_dir):
    lines = [json.dumps({"rules": "tournament", "cave": cave, "seed": 4, "won": True, "cause": "wumpus_killed",
                         "moves": 6, "arrows_used": 1, "score": 94, "date": "2026-01-02T10:00:00Z"})
             for cave in ("waterslide-competition", "random:rooms=60,tunnels=9")]
    (data_dir / "history.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    app = make(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await open_stats(pilot)
        caves = [row[1] for row in table_rows(app.screen.query_one("#stats-groups", DataTable))[:2]]
        best = sorted(row[3] for row in table_rows(app.screen.query_one("#stats-best", DataTable)))
    assert sorted(caves) == best == ["random:rooms=60,\ntunnels=9", "waterslide-\ncompetition"]
