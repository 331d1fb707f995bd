"""wumpus watch: a bot plays through the app's own engine calls, map and log."""

from __future__ import annotations

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
from wumpus.engine.rules import RULESETS


async def test_a_bot_plays_a_whole_game_on_screen():
    app = watch_app("random", delay=0.01, seed=12, animation=False)
    async with app.run_test(size=(100, 32)) as pilot:
        for _ in range(300):
            if app.game.over:
                break
            await pilot.pause(0.02)
        assert app.game.over
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
        assert len(app.game.actions) == done + 1 or app.game.over


def test_an_unknown_bot_is_reported_without_a_traceback(capsys):
    assert main(["watch", "--bot", "no_such_module:Bot"]) == 2
    assert "no_such_module" in capsys.readouterr().err


# -- speed -----------------------------------------------------------------------------------
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
        assert "0.8 turns a second" in app.sub_title
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
    ],
)
def test_a_bad_speed_is_refused_plainly(argv, message, capsys):
    assert main(["watch", *argv]) == 2
    assert message in capsys.readouterr().err


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
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("b")  # the notes follow every turn
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
