"""Keys typed ahead, in one burst, as a quick player types them: each is used for what the player could
see when they typed it, or not at all.  :func:`type_ahead` sends every key of a burst before the app
handles the first, as a terminal delivers them."""

from __future__ import annotations

import pytest
from textual import events
from textual.command import CommandPalette

from wumpus.app.save_dialogs import ResumeScreen, SaveAsScreen
from wumpus.app.splash import SplashScreen
from wumpus.engine import Positions, next_seed
from wumpus.storage.saves import save_path

from .helpers import QUIET, SIZE, log_text, make, type_ahead
from .test_saves_app import quit_mid_game

NOT_USED = "the keys typed before you could see it were not used."


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    return tmp_path


async def test_a_second_enter_in_the_palette_runs_its_command_once_and_the_game_goes_on():
    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+p")
        await pilot.pause()
        await type_ahead(pilot, *"new game with the gentle rules", "enter", "enter")
        await pilot.pause(0.5)
        assert app.is_running and not isinstance(app.screen, CommandPalette)
        assert app.game.rules.name == "gentle" and app.game.seed == next_seed(11)  # one new game, not two
        await pilot.press("1")
        assert app.game.moves == 1


async def test_keys_typed_with_the_answer_to_welcome_back_are_not_played_in_the_game_resumed(reaction):
    _, actions, _ = await quit_mid_game()
    app = make(seed=1234)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert isinstance(app.screen, ResumeScreen)
        await type_ahead(pilot, "y", "1", "2")
        await pilot.pause(0.2)
        assert tuple(app.game.actions) == actions
        assert f"You are in room {app.game.hunter} of the game resumed: {NOT_USED}" in log_text(app)
        await pilot.pause(reaction)
        await pilot.press("1")
        assert len(app.game.actions) == len(actions) + 1


async def test_keys_typed_with_new_game_at_welcome_back_are_not_played_in_it(reaction):
    await quit_mid_game()
    app = make(seed=1234)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await type_ahead(pilot, "n", "1", "2", "3")
        await pilot.pause(0.2)
        assert app.game.seed == 1234 and app.game.actions == []
        assert f"This is a new game: {NOT_USED}" in log_text(app)


@pytest.mark.parametrize(("first", "burst", "said"), [
    ("1", ("n", "y", "1"), "This is a new game"),  # a game under way: n asks first
    ("1", ("r", "y", "1"), "This is the same set-up again"),
])
async def test_keys_typed_with_a_new_game_are_not_played_in_it(reaction, first, burst, said):
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press(first)
        before = app.game
        await type_ahead(pilot, *burst)
        await pilot.pause(0.2)
        assert app.game is not before and app.game.actions == []
        assert f"{said}: {NOT_USED}" in log_text(app)


async def test_keys_typed_with_n_after_a_finished_game_are_not_played_in_the_next(reaction):
    app = make(seed=4, start=Positions(1, 2, (17, 16), (11, 13)))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "enter")
        assert app.game.won
        await type_ahead(pilot, "n", "1")
        await pilot.pause(0.2)
        assert app.game.actions == [] and not app.game.over


async def test_the_end_screen_takes_no_key_until_the_player_can_have_seen_it(monkeypatch):
    monkeypatch.setattr("wumpus.app.main.KEY_REACTION", 1.5)
    app = make(seed=4, splash=True, start=Positions(1, 2, (17, 16), (11, 13)))
    async with app.run_test(size=SIZE) as pilot:
        while isinstance(app.screen, SplashScreen):  # the title takes any key at once
            await pilot.press("space")
            await pilot.pause()
        await pilot.press("s", "2", "enter", "enter")
        first = app.game
        await pilot.pause()
        assert first.won and isinstance(app.screen, SplashScreen)
        await pilot.press("n")  # typed on the heels of the shot: meant for the game, not the end screen
        await pilot.pause()
        assert isinstance(app.screen, SplashScreen) and app.game is first
        await pilot.pause(1.5)
        await pilot.press("n")
        await pilot.pause()
        assert not isinstance(app.screen, SplashScreen) and app.game is not first


async def test_a_save_is_named_with_the_keys_typed_before_enter_only(data_dir):
    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "ctrl+s")
        await pilot.pause()
        assert isinstance(app.screen, SaveAsScreen)
        await type_ahead(pilot, "k", "e", "e", "p", "enter", "2")
        await pilot.pause(0.2)
        assert save_path("keep").exists() and not save_path("keep2").exists()
        assert not isinstance(app.screen, SaveAsScreen)


async def test_s_without_an_arrow_to_shoot_says_so_and_the_keys_after_it_do_not_walk(reaction):
    app = make(rules="gentle", seed=1, start=QUIET)
    async with app.run_test(size=SIZE) as pilot:
        while app.game.arrows:
            await pilot.press("s", "2", "enter", "enter")
        game = app.game
        assert game.cannot_be_won() and not game.over
        moves = game.moves
        await type_ahead(pilot, "s", "s", "1", "0", "enter", "enter")
        await pilot.pause(0.2)
        assert game.moves == moves
        log = log_text(app)
        assert log.count("✗ You have already used your last arrow.") == 1  # the version's own words, once
        assert log.count("No arrow was shot: the keys typed after it were not used.") == 1


async def test_keys_typed_before_an_earthquake_moved_the_pits_are_not_played(reaction):
    app = make(rules="wump3", seed=15)
    async with app.run_test(size=SIZE) as pilot:
        await type_ahead(pilot, "1", "2", "3")
        await pilot.pause(0.2)
        game = app.game
        assert "EARTHQUAKE" in log_text(app).upper(), "pick a seed whose first move brings an earthquake"
        assert len(game.actions) == 1
        assert f"The pits have moved: {NOT_USED}" in log_text(app)



async def test_an_enter_typed_on_the_heels_of_the_palettes_chooses_nothing_in_the_list_it_opens():
    from wumpus.app.save_dialogs import SavePicker

    app = make(seed=8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        await pilot.press("ctrl+p")
        await pilot.pause()
        await type_ahead(pilot, *"replay a saved")
        await pilot.pause(0.5)
        first, second = (events.Key("enter", "\r") for _ in range(2))  # typed together...
        for key in (first, second):
            key.set_sender(app)
        app._driver.send_message(first)
        for _ in range(100):  # (as long as it takes a busy machine to open the list)
            await pilot.pause(0.05)
            if isinstance(app.screen, SavePicker):
                break
        assert isinstance(app.screen, SavePicker)
        app._driver.send_message(second)  # ...the second reaching the list the first opened
        await pilot.pause()
        assert isinstance(app.screen, SavePicker)  # still to be chosen from
        await pilot.press("enter")  # once seen, Enter takes the highlighted game
        await pilot.pause()
        assert not isinstance(app.screen, SavePicker)
