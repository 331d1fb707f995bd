"""What a player can trust: the game is never thrown away, given away or dealt wrong behind their back."""

from __future__ import annotations

import pytest
from textual.widgets import Static

from wumpus.app.mapview import CaveMap
from wumpus.app.replay_screen import ReplayScreen
from wumpus.engine import Game

from .helpers import SIZE, from_palette, make


def replay_status(screen) -> str:
    return str(screen.query_one("#replay-status", Static).render()).replace("\u00a0", " ")  # as it reads


async def test_a_replay_during_a_game_shows_only_what_the_player_knew():
    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "R")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        game = app.game
        text = replay_status(screen)
        assert "Wumpus" not in text and "Pits" not in text and "Bats" not in text
        for step in (0, 1):
            await pilot.press("home" if step == 0 else "end")
            roles = screen.query_one("#replay-map", CaveMap).room_roles
            shown = {room for room, role in roles.items() if role in ("wumpus", "pit", "bats")}
            assert not shown, f"hazards {shown} shown at step {step}"
        assert str(game.wumpus) not in str(screen.query_one("#replay-legend", Static).render())


async def test_a_replay_of_a_finished_game_shows_the_hazards():
    app = make(seed=7)  # pits and bats dealt out of order: (14, 2) and (11, 8)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        game = app.game
        while not game.over:  # walk until something ends the game
            game_moves = game.moves
            await pilot.press("1")
            assert game.moves == game_moves + 1
        await pilot.pause()
        await pilot.press("R")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("home")
        text = replay_status(screen).replace("  ", " ")
        assert f"Wumpus {game.start.wumpus}" in text
        # in the order the end of the game lists them
        assert f"Pits {' '.join(map(str, sorted(game.start.pits)))}" in text
        assert f"Bats {' '.join(map(str, sorted(game.start.bats)))}" in text


def status_text(app) -> str:
    return str(app.query_one("#status", Static).render())


async def test_the_same_set_up_keeps_the_seed_that_deals_it():
    app = make(seed=82975464)
    async with app.run_test(size=SIZE) as pilot:
        start = app.game.start
        await pilot.press("r")
        await pilot.pause()
        assert app.game.seed == 82975464
        assert app.game.start == start
        assert "Seed 82975464" in status_text(app)
        assert Game(app.game.cave, app.game.rules, app.game.seed).start == start


def test_the_same_set_up_is_recorded_and_counted_under_its_own_seed():
    from wumpus.storage.history import read_history, record_game

    game = Game(seed=82975464).same_setup()
    while not game.over:  # classic: out of arrows is a loss
        game.shoot([game.tunnels[0]])
    record_game(game)
    assert [entry.seed for entry in read_history().entries] == [82975464]
    assert game.record().seed == 82975464


def dealt_by_text(rules: str, cave: str | None, seed: int, shuffle: bool) -> Game:
    from wumpus.caves import load_cave
    from wumpus.text.lines import Setups

    return Setups(load_cave(cave, seed), rules, seed, shuffle_labels=shuffle)()


def dealt_by_tournament(rules: str, cave: str | None, seed: int, shuffle: bool) -> Game:
    from wumpus.tournament.runner import make_cave

    return Game(make_cave(cave or "dodecahedron", seed, shuffle), rules, seed)


@pytest.mark.parametrize(("rules", "cave", "seed", "shuffle"), [
    ("tournament", None, 7, True),
    ("classic", "moebius", 3, True),
    ("classic", "random", 12, False),
    ("gentle", "torus", 5, True),
])
async def test_one_seed_deals_one_set_up_in_every_front_end(rules, cave, seed, shuffle):
    from wumpus.app.saving import record_for, setup_command
    from wumpus.app.watch import watch_app
    from wumpus.caves import load_cave

    app = make(seed=seed, rules=rules, cave=load_cave(cave, seed), shuffle_labels=shuffle)
    watched = watch_app("hunter", seed=seed, rules=rules, cave=load_cave(cave, seed), shuffle_labels=shuffle,
                        animation=False, splash=False)
    games = [app.game, watched.game, dealt_by_text(rules, cave, seed, shuffle),
             dealt_by_tournament(rules, cave, seed, shuffle)]
    for game in games:
        assert game.cave.exits == app.game.cave.exits
        assert (game.start, game.seed) == (app.game.start, app.game.seed)
    # the end screen's "same set-up anywhere" command names exactly these options
    command = setup_command(record_for(app.game))
    assert command is not None
    words = command.split()
    assert words[words.index("--seed") + 1] == str(seed)
    assert ("--shuffle-labels" in words) == shuffle
    assert words[words.index("--rules") + 1] == rules


@pytest.mark.parametrize("key", ["n", "r"])
async def test_a_stray_new_game_key_asks_before_giving_up_the_game(key):
    from wumpus.app.save_dialogs import YesNoScreen

    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        game = app.game
        await pilot.press(key)
        await pilot.pause()
        assert isinstance(app.screen, YesNoScreen)
        await pilot.press("n")  # no: the game goes on where it was
        await pilot.pause()
        assert app.game is game and game.moves == 1
        await pilot.press(key, "y")
        await pilot.pause()
        assert app.game is not game and app.game.actions == []


async def test_a_new_game_before_the_first_move_or_after_the_end_does_not_ask():
    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        first = app.game
        await pilot.press("n")
        await pilot.pause()
        assert app.game is not first and app.screen is app.screen_stack[0]


async def test_the_palette_new_game_asks_during_a_game():
    from wumpus.app.save_dialogs import YesNoScreen

    app = make(seed=5)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        game = app.game
        await from_palette(pilot, "teaching rules")
        assert isinstance(app.screen, YesNoScreen)
        await pilot.press("n")
        await pilot.pause()
        assert app.game is game and app.game.rules.name == "classic"


async def test_the_go_to_room_prompt_takes_digits_only():
    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        game = app.game
        target = game.tunnels[0]
        await pilot.press("m", "n", "r", "b", "a", "c", "s", "q", "h")
        await pilot.pause()
        assert app.game is game and app.screen is app.screen_stack[0]
        assert not app.notes.shown
        assert app.entry == ""
        await pilot.press(*str(target), "enter")
        assert app.game.hunter == target


@pytest.mark.parametrize(("args", "instead"), [
    ([], "'wumpus text' plays in plain lines"),
    (["play", "--seed", "3"], "'wumpus text' plays in plain lines"),
    (["watch", "--seed", "3"], "'wumpus tournament --bot NAME'"),  # the line game shows no bot
    (["replay", "RECORD"], None),  # nothing steps through a game in lines
])
def test_without_a_terminal_the_app_says_so_and_stops_at_once(args, instead, tmp_path):
    import os
    import subprocess
    import sys
    from pathlib import Path

    from wumpus.engine import Game

    if "RECORD" in args:
        game = Game(rules="classic", seed=3)
        game.move(game.tunnels[0])
        (tmp_path / "game.json").write_text(game.record().to_json())
        args = [str(tmp_path / "game.json") if a == "RECORD" else a for a in args]
    env = {**os.environ, "WUMPUS_DATA_DIR": str(tmp_path / "data")}
    env.pop("TEXTUAL_DRIVER", None)
    done = subprocess.run([sys.executable, "-m", "wumpus", *args], stdin=subprocess.DEVNULL, capture_output=True,
                          text=True, timeout=30, cwd=Path(__file__).resolve().parents[2], env=env)
    assert done.returncode == 2
    assert done.stdout == ""
    lines = done.stderr.splitlines()
    assert len(lines) == 1 and "needs a terminal" in lines[0]
    if instead is None:
        assert lines[0].endswith("(standard input is not one).")
    else:
        assert instead in lines[0]
    if args and args[0] in ("watch", "replay"):
        assert "wumpus text" not in lines[0]  # which can neither show a bot nor replay a game


@pytest.mark.parametrize("key", ["n", "r", "x"])
async def test_the_end_screen_keys_do_what_it_offers(key):
    from wumpus.app.splash import SplashScreen
    from wumpus.engine import Positions

    app = make(seed=4, splash=True, start=Positions(1, 2, (17, 16), (11, 13)))
    async with app.run_test(size=SIZE) as pilot:
        while isinstance(app.screen, SplashScreen):  # the title
            await pilot.press("space")
            await pilot.pause()
        await pilot.press("s", "2", "enter", "enter")  # room 2 (Enter takes the 2), then fire: the wumpus is there
        await pilot.pause()
        first = app.game
        assert first.won
        assert isinstance(app.screen, SplashScreen)
        assert "n new game" in app.screen.detail and "r same set-up again" in app.screen.detail
        await pilot.press(key)
        await pilot.pause()
        assert not isinstance(app.screen, SplashScreen)
        if key == "x":
            assert app.game is first
        else:
            assert app.game is not first and app.game.actions == [] and not app.game.over
            assert (app.game.start == first.start) == (key == "r")


async def test_the_palette_has_one_quit_and_it_asks():
    from textual.command import CommandList

    from wumpus.app.screens import QuitScreen

    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "ctrl+p")
        await pilot.pause()
        await pilot.press(*"quit")
        await pilot.pause(0.5)
        options = app.screen.query_one(CommandList)
        titles = [str(options.get_option_at_index(i).prompt).split("\n")[0] for i in range(options.option_count)]
        assert [t for t in titles if t.strip() == "Quit"] == ["Quit"]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, QuitScreen)
        assert app.is_running


async def test_the_palette_leaves_the_keys_to_the_games_help():
    """Textual's key panel would list every binding, the prompt's Enter and each tunnel key up to 9
    among them, and squeeze the status into a few columns: the game's help lists the keys instead."""
    from textual.command import CommandList

    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "ctrl+p")
        await pilot.pause()
        await pilot.pause(0.5)
        options = app.screen.query_one(CommandList)
        titles = [str(options.get_option_at_index(i).prompt).split("\n")[0].strip()
                  for i in range(options.option_count)]
        assert "Help: the keys and the rules" in titles and "Theme" in titles
        assert "Keys" not in titles


async def test_a_resumed_game_opens_its_messages_at_the_latest_turn():
    from wumpus.app.messagelog import MessageLog
    from wumpus.engine import Positions
    from wumpus.storage.saves import save_game, record_for

    game = Game(seed=1, start=Positions(1, 20, (17, 16), (11, 13)))
    for _ in range(8):  # back and forth between rooms 1 and 2, far from every hazard
        game.move(2 if game.hunter == 1 else 1)
    save_game(record_for(game), "autosave")
    for resume in ("yes", "ask"):
        app = make(seed=5, resume=resume)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.pause()
            if resume == "ask":
                await pilot.press("y")
            await pilot.pause()
            await pilot.pause()
            assert app.game.moves == 8
            log = app.query_one("#log", MessageLog)
            assert log.max_scroll_y > 0, "the messages should more than fill the log"
            assert log.scroll_offset.y == log.max_scroll_y
            await pilot.press("pageup")
            await pilot.pause()
            assert log.scroll_offset.y < log.max_scroll_y  # the player can still read back
            await pilot.press("pagedown", "pagedown", "pagedown")
            await pilot.pause()
            assert log.scroll_offset.y == log.max_scroll_y


def test_a_game_served_to_a_browser_is_not_refused_for_want_of_a_terminal(monkeypatch):
    import io
    import sys

    from wumpus.app.cli import without_terminal

    monkeypatch.setattr(sys, "stdin", io.StringIO(""))
    monkeypatch.delenv("TEXTUAL_DRIVER", raising=False)
    assert without_terminal() == 2
    monkeypatch.setenv("TEXTUAL_DRIVER", "textual.drivers.web_driver:WebDriver")  # as wumpus serve runs it
    assert without_terminal() is None
