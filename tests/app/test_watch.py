"""wumpus watch: a bot plays through the app's own engine calls, map and log."""

from __future__ import annotations

import os
import subprocess
import sys
import threading
import time

import pytest

from wumpus.app.knowledge import flight_path
from wumpus.app.mapview import CaveMap
from wumpus.app.messagelog import MessageLog
from wumpus.app.watch import watch_app
from wumpus.bots import Move, Shoot
from wumpus.caves import BUILTIN, load_cave
from wumpus.cli import main
from wumpus.engine import Positions
from wumpus.engine.events import BatSnatch

from ..bot_sources import LOOPS
from .helpers import log_text
from wumpus.engine.rules import RULESETS


async def until(pilot, condition, timeout: float = 30.0) -> None:
    """Let the app run until ``condition()`` holds: the bot thinks on a thread of its own."""
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            pytest.fail(f"still waiting after {timeout:g} s")
        await pilot.pause(0.02)


def failed_lines(app) -> list[str]:
    """The log's lines saying the bot failed."""
    return [line for line in app.query_one("#log", MessageLog).lines if line.startswith("✗ The bot failed")]


async def test_a_bot_plays_a_whole_game_on_screen():
    app = watch_app("random", delay=0.01, seed=12, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: app.game.over)
        assert len(app.game.actions) >= 1
        log = "\n".join(app.query_one("#log", MessageLog).lines)
        assert "— 1." in log
        roles = app.query_one("#map", CaveMap).room_roles
        assert roles[app.game.wumpus] in ("wumpus", "dead")


async def test_space_pauses_the_bot_and_full_stop_plays_one_turn():
    app = watch_app("random", delay=0.01, seed=12, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("space")
        done = len(app.game.actions)
        await pilot.pause(0.2)
        assert len(app.game.actions) == done
        await pilot.press("full_stop")
        await until(pilot, lambda: not app.thinking and (len(app.game.actions) > done or app.game.over))
        await pilot.pause(0.2)
        assert len(app.game.actions) == done + 1 or app.game.over


def test_an_unknown_bot_is_reported_without_a_traceback(capsys):
    assert main(["watch", "--bot", "no_such_module:Bot"]) == 2
    assert "no_such_module" in capsys.readouterr().err


LOADING_BOTS = {
    "ends_on_import": "import os\nos._exit(7)\n",
    "interrupts_on_import": "raise KeyboardInterrupt\n",
    "made_badly": (
        "import os\n"
        "class Ends:\n    def __init__(self): os._exit(6)\n"
        "class Interrupts:\n    def __init__(self): raise KeyboardInterrupt\n"
    ),
}


@pytest.mark.parametrize(("bot", "said"), [
    ("ends_on_import:X", "bot 'ends_on_import:X' ended the process as it was loaded (exit status 7)"),
    ("interrupts_on_import:X", "bot 'interrupts_on_import:X' failed as it was loaded: it raised KeyboardInterrupt"),
    ("made_badly:Ends", "bot 'made_badly:Ends' ended the process as it was loaded (exit status 6)"),
    ("made_badly:Interrupts", "bot 'made_badly:Interrupts' failed as it was loaded: it raised KeyboardInterrupt"),
])
def test_a_bot_that_would_end_the_viewer_as_it_is_loaded_is_named(tmp_path, bot, said):
    # its exit would end the viewer unsaid, its own KeyboardInterrupt would read as a Ctrl-C ("Goodbye.")
    for name, text in LOADING_BOTS.items():
        (tmp_path / f"{name}.py").write_text(text)
    env = {**os.environ, "PYTHONPATH": str(tmp_path), "WUMPUS_DATA_DIR": str(tmp_path / "data")}
    run = subprocess.run([sys.executable, "-m", "wumpus", "watch", "--bot", bot], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    assert (run.returncode, run.stdout) == (2, "")
    assert run.stderr == f"wumpus watch: {said}\n"


# -- speed -----------------------------------------------------------------------------------
@pytest.mark.parametrize(("rules", "counted"), [("classic", ""), ("tournament", " (its rooms counted from 0)")])
async def test_the_log_gives_the_hunters_reason_under_each_of_its_turns(rules, counted):
    """Under each turn's heading, the reason the hunter gave for it; where the bot counts the rooms from
    0 (the competition's host) and the map from 1, the log says so."""
    app = watch_app("hunter", delay=0.01, seed=10, animation=False, rules=rules)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: len(app.game.actions) >= 3 or app.game.over)
        await pilot.press("space")
        lines = app.query_one("#log", MessageLog).lines
    turns = [n for n, line in enumerate(lines) if line.startswith("— ")]
    assert len(turns) >= 3
    for n in turns:
        assert lines[n + 1].startswith(f"hunter{counted}: ")
        assert any(word in lines[n + 1] for word in ("Room", "Shoot", "way on"))


async def watch_random_bot_kin(tmp_path, monkeypatch, module: str, body: str, turns: int):
    """Watch ``module:Bot``, a random bot with ``body`` added to its class, for ``turns`` turns (or to the
    game's end); the app and its log's lines."""
    (tmp_path / f"{module}.py").write_text("from wumpus.bots.random_bot import RandomBot\n"
                                           f"class Bot(RandomBot):\n{body}")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    app = watch_app(f"{module}:Bot", delay=0.01, seed=12, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: len(app.game.actions) >= turns or app.game.over)
        return app, app.query_one("#log", MessageLog).lines


async def test_a_reason_a_bot_gave_for_one_turn_is_not_shown_under_the_next(tmp_path, monkeypatch):
    _, lines = await watch_random_bot_kin(tmp_path, monkeypatch, "sometimes", (
        "    turns = 0\n"
        "    def act(self, obs):\n"
        "        self.turns += 1\n"
        "        if self.turns == 1:\n"
        "            self.reason = 'my first turn'\n"
        "        return super().act(obs)\n"), turns=3)
    assert sum(line == "sometimes:Bot: my first turn" for line in lines) == 1


async def test_a_bot_whose_reason_cannot_be_read_plays_on_without_one(tmp_path, monkeypatch):
    app, lines = await watch_random_bot_kin(tmp_path, monkeypatch, "unreasonable", (
        "    @property\n"
        "    def reason(self):\n"
        "        raise RuntimeError('no reason')\n"), turns=2)
    assert app.failure is None
    assert not any(line.startswith("unreasonable:Bot") for line in lines)


async def test_plus_and_minus_change_the_speed_and_the_footer_says_so():
    from textual.widgets._footer import FooterKey

    from wumpus.app.watch import DEFAULT_SPEED, SPEEDS

    app = watch_app("random", seed=12, animation=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")
        assert app.speed == DEFAULT_SPEED
        await pilot.press("plus")
        assert app.speed == SPEEDS[SPEEDS.index(DEFAULT_SPEED) + 1]
        assert app._turn_timer._interval == pytest.approx(1 / app.speed)
        await pilot.press("minus", "minus")
        assert app.speed == SPEEDS[SPEEDS.index(DEFAULT_SPEED) - 1]
        assert "paused at 0.8 turns/s" in app.sub_title  # the title says so while it lasts, and the speed
        await pilot.press("space")
        assert "paused" not in app.sub_title and "0.8 turns/s" in app.sub_title
        await pilot.press("space")
        for _ in range(len(SPEEDS) + 2):
            await pilot.press("minus")
        assert app.speed == SPEEDS[0]
        keys = {key.key_display for key in app.screen.query(FooterKey)}
        assert {"+", "-", "b", "h"} <= keys


async def test_a_fast_bot_plays_many_turns_a_second_with_quick_animations():
    app = watch_app("random", speed=20, seed=12)
    async with app.run_test(size=(100, 32)) as pilot:
        assert app.frame_seconds <= 0.01
        for _ in range(100):
            if app.game.over or len(app.game.actions) >= 5:
                app.paused = True
                if not app.animating:
                    break
            await pilot.pause(0.05)
        assert app.game.over or len(app.game.actions) >= 5


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--speed", "0"], "--speed must be more than 0"),
        (["--delay", "-1"], "--delay cannot be negative"),
        (["--delay", "1e400"], "--delay must be a number of seconds from 0 to 3600"),
        (["--speed", "1e400"], "--speed must be a finite number of turns a second, at least one an hour (1/3600)"),
        (["--speed", "1e-300"], "--speed must be a finite number of turns a second, at least one an hour (1/3600)"),
    ],
)
def test_a_bad_speed_is_refused_plainly(argv, message, capsys):
    assert main(["watch", *argv]) == 2
    assert message in capsys.readouterr().err


@pytest.mark.parametrize("option", ["--delay", "--speed"])
@pytest.mark.parametrize("value", ["nan", "inf", "1_0", "\uff11", "0x10"])
def test_a_speed_not_written_in_the_digits_0_to_9_is_refused_plainly(option, value, capsys):
    # float() reads every one of these; none is a pace anyone types
    with pytest.raises(SystemExit) as stopped:
        main(["watch", option, value])
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option}: a number in the digits 0-9, not {value!r}" in err
    assert "Traceback" not in err


def test_speed_and_delay_cannot_both_be_given(capsys):
    with pytest.raises(SystemExit) as stopped:
        main(["watch", "--speed", "2", "--delay", "1"])
    assert stopped.value.code == 2
    assert "not allowed with" in capsys.readouterr().err


# -- every cave and ruleset, with the flights on ---------------------------------------------------
@pytest.mark.parametrize("rules", sorted(RULESETS))
@pytest.mark.parametrize("cave", sorted(BUILTIN))
async def test_the_hunter_plays_in_every_built_in_cave_under_every_ruleset(cave, rules):
    app = watch_app("hunter", speed=50, seed=5, rules=rules, cave=load_cave(cave, 5))
    app.paused = True  # until b is pressed: a key pressed while a move is flying only ends the flight
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("b")  # the notes follow every turn
        assert app.notes.shown
        app.paused = False
        for _ in range(300):
            if app.game.over or len(app.game.actions) >= 6:
                app.paused = True
                if not app.animating:
                    break
            await pilot.pause(0.02)
        assert app.game.over or len(app.game.actions) >= 6
        assert app.game.cave.name == cave
        notes = app.query_one("#notes").notes
        assert app.game.over or set(notes.odds) == set(app.game.cave.rooms)
        assert "— 1." in "\n".join(app.query_one("#log", MessageLog).lines)


class Script:
    """A bot that plays the given actions, then walks through its first tunnel."""

    def __init__(self, *actions) -> None:
        self.actions = list(actions)

    def new_game(self) -> None:
        pass

    def act(self, observation):
        return self.actions.pop(0) if self.actions else Move(observation.exits[0])


async def flights(app) -> list[dict[int, str]]:
    """Every picture the map showed while the bot's first action played out."""
    seen: list[dict[int, str]] = []
    app.paused = True
    async with app.run_test(size=(100, 32)) as pilot:
        cave_map = app.query_one("#map", CaveMap)
        show = cave_map.show

        def spy(rooms, edges=None):
            seen.append(dict(rooms))
            show(rooms, edges)

        cave_map.show = spy
        await pilot.press("full_stop")
        for _ in range(200):
            if app.game.actions and not app.animating:
                break
            await pilot.pause(0.02)
    return seen


async def test_the_bots_arrow_flies_room_by_room():
    app = watch_app("random", speed=5, seed=1, start=Positions(1, 20, (17, 16), (11, 13)))
    app.bot = Script(Shoot((2, 3)))
    seen = await flights(app)
    assert app.game.actions[0] == Shoot((2, 3))
    arrow_at = [next(room for room, role in rooms.items() if role == "arrow") for rooms in seen
                if "arrow" in rooms.values()]
    assert arrow_at[:2] == [2, 3]


async def test_the_bats_carry_the_bot_across_the_map():
    app = watch_app("random", speed=5, seed=4, start=Positions(1, 20, (17, 16), (2, 13)))
    app.bot = Script(Move(2))
    seen = await flights(app)
    assert app.game.actions[0] == Move(2)
    snatch = next(e for e in app.game.record().replay()[1][0] if isinstance(e, BatSnatch))
    bat_rooms = [room for rooms in seen for room, role in rooms.items() if role == "bat"]
    assert bat_rooms == flight_path(app.game.cave, snatch.origin, snatch.room)
    assert len(bat_rooms) >= 2


# -- a bot that fails, or never answers -------------------------------------------------------------
def throw(exc: BaseException):
    raise exc


class Bot:
    """A bot made of the given ``act(observation)`` and ``new_game()``."""

    def __init__(self, act, new_game=lambda: None) -> None:
        self.act = act
        self.new_game = new_game


@pytest.mark.parametrize(
    ("bot", "said"),
    [
        (Bot(lambda seen: throw(ValueError("boom in act"))), "ValueError: boom in act"),
        (Bot(lambda seen: Move(seen.exits[0]), lambda: throw(RuntimeError("boom in new_game"))),
         "RuntimeError: boom in new_game"),
        (Bot(lambda seen: sys.exit(3)), "SystemExit: 3"),
        (Bot(lambda seen: Shoot(7)), "TypeError: 'int' object is not iterable"),
        # an arrow path the engine cannot take: no rooms made up of it
        (Bot(lambda seen: Shoot("12")),
         "TypeError: Shoot takes the arrow's rooms as a list of whole numbers, not '12'"),
        # not an action at all: the tournament counts it a failure too
        (Bot(lambda seen: "north"), "TypeError: the bot answered 'north', which is not a move or a shot"),
    ],
    ids=["act", "new_game", "sys.exit", "Shoot(7)", "Shoot(str)", "not an action"],
)
async def test_a_bot_that_fails_is_stopped_with_one_line_and_no_traceback(bot, said):
    app = watch_app("random", speed=20, seed=12, animation=False)
    app.bot = bot
    notices = []
    app.notify = lambda message, **how: notices.append((message, how.get("severity")))
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: not app.is_running or failed_lines(app))
        assert app.is_running  # the app goes on
        failed = failed_lines(app)
        assert len(failed) == 1 and failed[0].startswith(f"✗ The bot failed: {said}")
        assert app.failure == said
        log = app.query_one("#log", MessageLog).lines
        assert not any("Traceback" in line for line in log)
        assert notices[-1][0].startswith(f"The bot failed: {said}") and notices[-1][1] == "error"
        assert "stopped" in app.sub_title
        # it plays no more, and the app goes on: space does not wake it, q quits
        played = len(app.game.actions)
        await pilot.press("space")
        await pilot.pause(0.3)
        assert app.is_running and len(app.game.actions) == played and not app.thinking
        # nor is a game dealt that nobody would play: n and r are dimmed, and the palette offers none
        game = app.game
        await pilot.press("n", "r")
        await pilot.pause(0.1)
        assert app.game is game
        assert app.check_action("new_game", ()) is None and app.check_action("replay", ()) is None
        from wumpus.app.palette import GameCommands

        titles = [title for title, _, _ in GameCommands(app.screen)._entries()]
        assert not [title for title in titles if title.startswith("New game")]
        await pilot.press("q")
    assert app.return_code == 2


class Spins:
    """A bot whose act() spins as a bot caught in a loop would: until let go (or for 8 s at most, so
    that an app that waits for it does not wait for ever)."""

    def __init__(self) -> None:
        self.spinning = threading.Event()
        self.let_go = threading.Event()
        self.answered = threading.Event()

    def new_game(self) -> None:
        pass

    def act(self, observation):
        self.spinning.set()
        deadline = time.monotonic() + 8
        while not self.let_go.is_set() and time.monotonic() < deadline:
            pass
        self.answered.set()
        return Move(observation.exits[0])


async def test_a_bot_that_never_answers_leaves_the_screen_and_its_keys_working():
    app = watch_app("random", speed=20, seed=3, animation=False)
    app.bot = bot = Spins()
    try:
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, bot.spinning.is_set)
            assert not bot.answered.is_set()  # the screen went on while the bot thought
            await pilot.press("minus")  # its keys are heard
            assert app.speed < 20
            asked = time.monotonic()
            await pilot.press("q")
        assert time.monotonic() - asked < 5 and not bot.answered.is_set()
        assert app.return_code == 0 and app.failure is None
    finally:
        bot.let_go.set()


async def test_a_long_decision_is_shown_on_screen(monkeypatch):
    from wumpus.app import watching

    monkeypatch.setattr(watching, "SLOW", 0.1)  # "still thinking" after 0.1 s rather than 2
    app = watch_app("random", speed=20, seed=3, animation=False)
    app.bot = bot = Spins()
    try:
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: "still thinking" in app.sub_title)
            log = app.query_one("#log", MessageLog).lines
            assert sum("still thinking" in line for line in log) == 1
            bot.let_go.set()
            await until(pilot, lambda: len(app.game.actions) >= 1)
            assert "still thinking" not in app.sub_title
    finally:
        bot.let_go.set()


async def test_ctrl_c_quits_even_while_the_bot_thinks():
    app = watch_app("random", speed=20, seed=3, animation=False)
    app.bot = bot = Spins()
    try:
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, bot.spinning.is_set)
            await pilot.press("question_mark")  # over the help screen too
            await pilot.press("ctrl+c")
            await until(pilot, lambda: not app.is_running, timeout=5)
        assert not bot.answered.is_set()
    finally:
        bot.let_go.set()


def test_a_bot_stuck_for_ever_does_not_keep_the_program_from_ending():
    script = """
import asyncio
from wumpus.app.watch import watch_app
from wumpus.bots import Move
""" + LOOPS + """
async def main():
    app = watch_app("random", speed=20, seed=3, animation=False)
    app.bot = Loops()
    async with app.run_test(size=(100, 32)) as pilot:
        while not app.thinking:
            await pilot.pause(0.02)
        await pilot.pause(0.2)
        await pilot.press("q")
    print("closed", flush=True)

asyncio.run(main())
"""
    done = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True, timeout=120)
    assert (done.returncode, done.stdout.strip()) == (0, "closed"), done.stderr


STUCK_WATCH = """
import sys
from textual.app import App
import wumpus.app.cli
from wumpus.app import watching
from wumpus.cli import main

class Loops:
    def new_game(self):
        pass

    def act(self, observation):
        while True:
            print("still here")

async def quit_while_it_thinks(pilot):
    while not pilot.app.thinking:
        await pilot.pause(0.02)
    await pilot.pause(0.3)
    await pilot.press("q")

wumpus.app.cli.without_terminal = lambda command="wumpus": None
run = App.run
watching.WatchApp.run = lambda app: run(app, headless=True, size=(100, 32), auto_pilot=quit_while_it_thinks)
sys.exit(main(["watch", "--bot", "__main__:Loops", "--speed", "20", "--no-animation"]))
"""


def test_wumpus_watch_ends_at_once_when_quit_while_its_bot_is_stuck():
    done = subprocess.run([sys.executable, "-c", STUCK_WATCH], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Traceback" not in done.stderr and "Fatal" not in done.stderr


BUGGY_BOT = """
class Raises:
    def new_game(self):
        pass

    def act(self, observation):
        raise ValueError("boom in act")


class Ends:
    def new_game(self):
        pass

    def act(self, observation):
        import os
        os._exit(3)
"""


@pytest.mark.parametrize(("bot", "said"), [
    ("Raises", "ValueError: boom in act"),
    ("Ends", "it called os._exit(3), which would have ended the program"),
])
def test_quitting_after_the_bot_failed_exits_2_with_one_line(tmp_path, monkeypatch, capsys, bot, said):
    from textual.app import App

    from wumpus.app import watching

    (tmp_path / "watch_buggy_bot.py").write_text(BUGGY_BOT)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setattr("wumpus.app.cli.without_terminal", lambda command="wumpus": None)

    async def watch_then_quit(pilot):
        await until(pilot, lambda: not pilot.app.is_running or failed_lines(pilot.app))
        await pilot.press("q")

    run = App.run
    monkeypatch.setattr(watching.WatchApp, "run",
                        lambda app: run(app, headless=True, size=(100, 32), auto_pilot=watch_then_quit))
    assert main(["watch", "--bot", f"watch_buggy_bot:{bot}", "--speed", "20", "--no-animation"]) == 2
    told = capsys.readouterr()
    assert told.err == f"wumpus watch: bot 'watch_buggy_bot:{bot}' failed: {said}\n"
    assert "Traceback" not in told.out


async def test_the_same_seed_plays_the_same_game():
    games = []
    for _ in range(2):
        app = watch_app("hunter", delay=0.01, seed=21, animation=False)
        async with app.run_test(size=(100, 32)) as pilot:
            await until(pilot, lambda: app.game.over or len(app.game.actions) >= 12)
            app.paused = True
            await until(pilot, lambda: not app.thinking)
        games.append(app.game.actions[:12])
    assert games[0] == games[1] and len(games[0]) >= 1


async def test_an_answer_that_comes_after_a_new_game_began_is_not_played_in_it():
    gate = threading.Event()
    heard = []

    def act(observation):
        heard.append(observation)
        gate.wait(10)  # the first answer waits until the new game has begun
        return Move(observation.exits[0])

    app = watch_app("random", speed=20, seed=3, animation=False)
    app.bot = bot = Bot(act, lambda: heard.append("new game"))
    app.make_bot = lambda seed: bot  # (the same bot made for the new game)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: app.thinking)
        await pilot.press("n")  # a new game while the bot thinks about the first one
        gate.set()
        await until(pilot, lambda: len(app.game.actions) >= 1)
        app.paused = True
        await until(pilot, lambda: not app.thinking)
        assert app.game.seed != 3
        assert heard[0] == heard[2] == "new game"  # told of the new game before it is asked about it
        assert app.game.actions[0] == Move(heard[3].exits[0])
        assert not any(line.startswith("✗") for line in app.query_one("#log", MessageLog).lines)


async def test_the_palette_offers_no_command_the_watcher_cannot_use():
    from wumpus.app.palette import GameCommands

    app = watch_app("random", delay=10, seed=12, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        titles = [title for title, _, _ in GameCommands(app.screen)._entries()]
        assert "Shoot an arrow" not in titles and "Go to a room by number" not in titles
        assert "Show or hide the hunter's notes" in titles


async def test_the_watchers_header_fits_100_columns():
    app = watch_app("hunter", delay=10, seed=11, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        await pilot.press("space")
        await pilot.pause()
        assert "seed 11" in app.sub_title and "paused" in app.sub_title
        await pilot.press("space")
        # at the usual speed, with a seed of ten digits, the header fits: its icon and margins take 16 columns
        longest = app.sub_title.replace("seed 11", "seed 2030154426")
        assert len(f"{app.title} — {longest}") <= 100 - 16


async def test_the_watchers_opening_names_the_watchers_keys_not_the_players():
    app = watch_app("random", seed=12, animation=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("space")  # paused: the opening stays as it was written
        await pilot.pause()
        log = " ".join(log_text(app).split())
    assert "Walk with" not in log and "shoot with s" not in log
    assert ("The random bot is playing: space pauses it, . plays one turn, + and - change its speed, b and h show "
            "the notes and a hint, q quits.") in log


async def test_a_bot_that_never_finishes_a_game_gives_it_up_as_a_tournament_would(tmp_path, monkeypatch):
    import wumpus.app.watching as watching

    monkeypatch.setattr(watching, "MAX_ACTIONS", 30)  # (a tournament's 2,000, made short)
    (tmp_path / "nowhere.py").write_text("from wumpus.bots import Move\n"
                                         "class Bot:\n"
                                         "    def new_game(self):\n        pass\n"
                                         "    def act(self, obs):\n        return Move(999)\n")
    monkeypatch.chdir(tmp_path)
    monkeypatch.syspath_prepend(str(tmp_path))
    app = watch_app("nowhere:Bot", delay=0.01, seed=12, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: app.failure is not None)
        log = " ".join(log_text(app).split())
        assert "answered 30 times in one game without finishing it, and gives it up, as a tournament would" in log
        assert not app.game.actions and not app.game.over  # every answer refused, and the game stands


async def first_moves(app, pilot, count: int = 12):
    """The first ``count`` actions of the game on screen (fewer if it ends), the bot paused after."""
    await until(pilot, lambda: app.game.over or len(app.game.actions) >= count)
    app.paused = True
    await until(pilot, lambda: not app.thinking)
    return app.game.actions[:count]


async def test_a_game_watched_after_n_plays_again_from_its_seed():
    # as in a tournament, each game is played by a bot made from that game's seed
    app = watch_app("random", delay=0.01, seed=25, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await first_moves(app, pilot, 2)
        await pilot.press("n")
        app.paused = False
        seed = app.game.seed
        assert seed != 25
        watched = await first_moves(app, pilot)
    again = watch_app("random", delay=0.01, seed=seed, animation=False)
    async with again.run_test(size=(100, 32)) as pilot:
        assert await first_moves(again, pilot) == watched and len(watched) >= 2


async def test_a_game_watched_without_a_seed_plays_again_from_the_seed_it_shows(monkeypatch):
    import wumpus.engine.seeds

    monkeypatch.setattr(wumpus.engine.seeds, "fresh_seed", lambda: 25)  # (a seed whose game lasts a while)
    app = watch_app("random", delay=0.01, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        watched = await first_moves(app, pilot)
        assert f"seed {app.game.seed}" in app.sub_title
    again = watch_app("random", delay=0.01, seed=app.game.seed, animation=False)
    async with again.run_test(size=(100, 32)) as pilot:
        assert await first_moves(again, pilot) == watched and len(watched) >= 2


async def test_a_click_on_the_map_does_not_walk_the_bots_hunter():
    app = watch_app("random", delay=10, seed=12, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.press("space")  # paused
        await until(pilot, lambda: not app.thinking)
        played = len(app.game.actions)
        room = app.game.tunnels[0]
        await pilot.click(CaveMap, offset=app.query_one("#map", CaveMap).room_region(room).offset)
        await pilot.pause(0.1)
        assert len(app.game.actions) == played  # the bot plays; the watcher's clicks are not its moves


async def test_the_help_lists_the_watchers_keys_not_the_players():
    from textual.widgets import Static

    app = watch_app("hunter", delay=10, seed=12, animation=False)
    async with app.run_test(size=(100, 60)) as pilot:
        await pilot.press("space", "question_mark")
        await pilot.pause(0.2)
        keys = str(app.screen.query_one("#help-keys", Static).render())
    lines = [" ".join(line.split()) for line in keys.splitlines()]
    assert "space pause the bot, or let it play on" in lines and "+ - faster or slower (the title shows the speed)" in lines
    assert "q quit" in lines and "t your statistics: your own games, none of the bot's" in lines
    assert not [line for line in lines if "every finished game is kept" in line]
    # the player's keys, which here are the bot's or do nothing
    for players in ("1 2 3 walk", "s aim an arrow", "m 14 Enter", "click a room", "ctrl+o", "wumpus --resume"):
        assert not [line for line in lines if line.startswith(players) or players in line], players
    assert "Reading the map" in lines and "b the hunter's notes: the odds of the wumpus, a pit and" in lines


async def test_at_the_end_the_status_says_the_bot_won_or_lost_and_space_pauses_no_next_game():
    from textual.widgets import Static

    app = watch_app("random", delay=0.01, seed=12, animation=False)
    notices = []
    app.notify = lambda message, **how: notices.append(message)
    async with app.run_test(size=(100, 32)) as pilot:
        await until(pilot, lambda: app.game.over)
        await pilot.pause()
        headline = str(app.query_one("#status", Static).render()).splitlines()[0]
        assert headline.startswith("The bot won!" if app.game.won else "The bot lost.")
        await pilot.press("space")
        assert not app.paused and notices[-1] == "The game is over: n deals a new one, q quits."
        await pilot.press("n")
        await until(pilot, lambda: len(app.game.actions) >= 1)  # the next game is played, not held back
