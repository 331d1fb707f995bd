"""wumpus watch in detail: the pace the options set, what + and - say, and what the options reach."""

from __future__ import annotations

import time

import pytest

from wumpus.app.watch import DEFAULT_SPEED, SPEEDS, watch_app
from wumpus.cli import main


async def settle(pilot) -> None:
    """Pause the bot and wait until it is not thinking and its last move has landed (a key pressed while a
    move flies only ends the flight)."""
    app = pilot.app
    app.paused = True
    deadline = time.monotonic() + 30
    while app.thinking or app.animating:
        if time.monotonic() > deadline:
            pytest.fail("the bot is still thinking")
        await pilot.pause(0.02)


def watched(monkeypatch, *argv: str):
    """Run ``wumpus watch`` with ``argv`` on a screen of 100x32, quitting with q as soon as it is up:
    the exit status, and the app as the watcher saw it before quitting (None when it never came up)."""
    from textual.app import App

    from wumpus.app import watching

    monkeypatch.setattr("wumpus.app.cli.without_terminal", lambda command="wumpus": None)
    seen = {}

    async def look_then_quit(pilot):
        app = pilot.app
        try:
            await pilot.pause()
            seen.update(title=app.sub_title)
            await settle(pilot)
            seen.update(app=app, seed=app.game.seed, rules=app.game.rules.name,
                        cave=app.game.cave.name, animation=app.animate_moves, bot=app.bot_name)
            await pilot.press("q")
        except BaseException as exc:
            seen["error"] = exc
            app.exit()

    run = App.run
    monkeypatch.setattr(watching.WatchApp, "run",
                        lambda app: run(app, headless=True, size=(100, 32), auto_pilot=look_then_quit))
    status = main(["watch", "--seed", "12", *argv])
    assert "error" not in seen, seen["error"]
    return status, seen


# -- the pace set on the command line ---------------------------------------------------------------
@pytest.mark.parametrize(("argv", "speed", "shown"), [
    ((), DEFAULT_SPEED, "1.25 turns/s"),
    (("--speed", "3"), 3.0, "3 turns/s"),
    (("--delay", "0.5"), 2.0, "2 turns/s"),
    (("--delay", "4"), 0.25, "0.25 turns/s"),
    # no pause at all: as fast as the screen keeps up, a hundred turns a second
    (("--delay", "0"), 100.0, "100 turns/s"),
    # the longest pause, an hour, and the slowest speed, one turn an hour, are both allowed
    (("--delay", "3600"), 1 / 3600, "1 turn/3600 s"),
    (("--speed", repr(1 / 3600)), 1 / 3600, "1 turn/3600 s"),
    # a pace that reads long in turns a second reads as a turn every so many seconds, or to two decimals
    (("--delay", "3"), 1 / 3, "1 turn/3 s"),
    (("--delay", "0.3"), 1 / 0.3, "3.33 turns/s"),
    # faster than a turn every hundredth of a second is not played: the title says what is
    (("--speed", "2500"), 100.0, "100 turns/s"),
])
def test_the_pace_asked_for_is_the_one_the_title_shows(monkeypatch, capsys, argv, speed, shown):
    status, seen = watched(monkeypatch, *argv)
    assert status == 0 and capsys.readouterr().err == ""
    assert seen["app"].speed == pytest.approx(speed)
    assert seen["title"].startswith(f"hunter {shown} · classic")


@pytest.mark.parametrize(("argv", "message"), [
    (("--delay", "3600.5"), "--delay must be a number of seconds from 0 to 3600"),
    (("--delay", "-0.5"), "--delay cannot be negative"),
    (("--speed", "-2"), "--speed must be more than 0 turns a second"),
    (("--speed", "0.0002777"), "--speed must be a finite number of turns a second, at least one an hour (1/3600)"),
])
def test_a_pace_just_out_of_range_is_refused_with_one_line(monkeypatch, capsys, argv, message):
    status, seen = watched(monkeypatch, *argv)
    assert status == 2 and not seen
    assert capsys.readouterr().err == f"wumpus watch: {message}\n"


def test_watch_app_turns_a_delay_into_turns_a_second():
    assert watch_app("random", delay=0.5, seed=1, animation=False).speed == 2.0
    assert watch_app("random", delay=0, seed=1, animation=False).speed == 100.0
    assert watch_app("random", speed=7, seed=1, animation=False).speed == 7
    assert watch_app("random", seed=1, animation=False).speed == DEFAULT_SPEED
    assert watch_app(seed=1, animation=False).bot_name == "hunter"


# -- the other options reach the game ----------------------------------------------------------------
def test_the_options_choose_the_bot_the_game_and_the_animation(monkeypatch, capsys):
    status, seen = watched(monkeypatch)
    assert status == 0
    assert (seen["bot"], seen["seed"], seen["rules"], seen["animation"]) == ("hunter", 12, "classic", True)
    assert "seed 12" in seen["title"]
    status, seen = watched(monkeypatch, "--bot", "random", "--rules", "tournament", "--cave", "torus",
                           "--no-animation")
    assert status == 0 and capsys.readouterr().err == ""
    assert (seen["bot"], seen["seed"], seen["rules"], seen["cave"], seen["animation"]) == (
        "random", 12, "tournament", "torus", False)
    assert seen["title"].startswith("random 1.25 turns/s · tournament")


def test_shuffled_labels_reach_the_game(monkeypatch):
    status, seen = watched(monkeypatch, "--shuffle-labels")
    assert status == 0 and seen["app"].shuffle_labels
    status, seen = watched(monkeypatch)
    assert status == 0 and not seen["app"].shuffle_labels


def test_a_cave_that_cannot_be_read_is_refused_before_the_screen_comes_up(tmp_path, monkeypatch, capsys):
    status, seen = watched(monkeypatch, "--cave", str(tmp_path / "no_such_cave.txt"))
    assert status == 2 and not seen
    err = capsys.readouterr().err
    assert err.startswith("wumpus watch: ") and err.count("\n") == 1 and "no_such_cave" in err


def test_without_a_terminal_watch_says_so_and_what_plays_a_bot_without_one(capsys):
    # under the tests standard input is not a terminal
    assert main(["watch", "--seed", "12"]) == 2
    assert capsys.readouterr().err == (
        "wumpus watch: watching a bot play needs a terminal (standard input is not one); "
        "'wumpus tournament --bot NAME' plays a bot's games without one and tabulates them.\n")


HOST_PLAYER = """
class Player:
    def __init__(self, a_seed, map_file):
        pass

    def play(self):
        pass

    def status_callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
        pass
"""


def test_a_bot_written_for_the_competitions_host_is_sent_to_the_tournament(tmp_path, monkeypatch, capsys):
    (tmp_path / "host_player_bot.py").write_text(HOST_PLAYER)
    monkeypatch.syspath_prepend(str(tmp_path))
    status, seen = watched(monkeypatch, "--bot", "host_player_bot:Player")
    assert status == 2 and not seen  # the screen never came up
    assert capsys.readouterr().err == (
        "wumpus watch: 'host_player_bot:Player' is written for seed 003's own host, which plays a whole game "
        "in one call: 'wumpus tournament --bot' plays it, and watch plays bots that answer act(observation) "
        "a turn at a time\n")


def test_the_help_names_each_option_and_what_it_takes(capsys):
    with pytest.raises(SystemExit):
        main(["watch", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    for words in (
        "--bot NAME a built-in bot (random, hunter) or module:Class (default: hunter)",
        "--speed TURNS turns the bot plays a second (default: 1.25, at most 100; + and - change it while it plays)",
        "--delay SECONDS pause between the bot's turns instead (the same as --speed 1/SECONDS)",
        "--no-animation show the end of every move at once",
    ):
        assert words in said, words


# -- + and - say the speed in words ------------------------------------------------------------------
async def test_plus_and_minus_say_the_new_speed_in_words_and_where_it_stops():
    app = watch_app("random", seed=12, animation=False)
    notices: list[str] = []
    app.notify = lambda message, **how: notices.append(message)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("space")
        await pilot.press("plus")
        assert notices[-1] == "Speed: 2 turns a second"
        for _ in range(len(SPEEDS)):
            await pilot.press("plus")
        assert notices[-1] == "Speed: 20 turns a second (as fast as it goes)"
        await pilot.press("minus")
        assert notices[-1] == "Speed: 12 turns a second"
        for _ in range(len(SPEEDS)):
            await pilot.press("minus")
        assert notices[-1] == "Speed: 0.25 turns a second (as slow as it goes)"
        await pilot.press("plus")
        assert notices[-1] == "Speed: 0.5 turns a second"
        await settle(pilot)
