"""wumpus watch: a bot plays through the app's own engine calls, map and log."""

from __future__ import annotations

from wumpus.app.mapview import CaveMap
from wumpus.app.messagelog import MessageLog
from wumpus.app.watch import watch_app
from wumpus.cli import main


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
