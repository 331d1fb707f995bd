"""First-game tips: at the first warning, the first chance to shoot and the first bat flight; off for good on asking."""

from __future__ import annotations

import json

from wumpus.app.tips import TIPS, first_games, tips_off_path
from wumpus.engine import Positions
from wumpus.engine import events as ev
from wumpus.storage.history import history_path

from .helpers import SIZE, log_text, make

#: hunter in 4; the wumpus in 2 and a pit in 12 (both beside room 3); bats in 16 and 17
NEAR = Positions(4, 2, (12, 20), (16, 17))


async def test_a_first_game_gives_each_tip_once_at_its_moment():
    assert first_games()
    app = make(seed=3, start=NEAR, tips=None)  # as a first start decides: no history, so tips on
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert TIPS["warning"] not in log_text(app)  # nothing felt in room 4
        await pilot.press("1")  # room 3: the wumpus and a pit one tunnel away
        await pilot.pause()
        log = log_text(app)
        assert log.count(TIPS["warning"]) == 1 and log.count(TIPS["shoot"]) == 1
        # the turn's own lines read as one block (both warnings, the room, its tunnels), then the tips
        lines = log.splitlines()
        turn = lines[lines.index("— 1. move 3 —"):]
        assert [line.startswith("Tip") for line in turn] == [False] * 6 + [True] * (len(turn) - 6), turn
        await pilot.press("2", "1")  # back to room 4 and in again: the same warnings, no tip again
        assert not app.game.over and app.game.hunter == 3
        await pilot.pause()
        log = log_text(app)
        assert log.count(TIPS["warning"]) == 1 and log.count(TIPS["shoot"]) == 1


async def test_the_first_bat_flight_brings_its_tip():
    app = make(seed=4, start=Positions(1, 20, (17, 16), (2, 13)), tips=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")  # into the bats' room
        await pilot.pause()
        assert "SNATCH" in log_text(app)
        assert TIPS["bats"] in log_text(app)


async def test_tips_turned_off_stay_off():
    app = make(seed=3, start=NEAR, tips=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("ctrl+t")
        await pilot.pause()
        assert "Tips are off" in log_text(app)
        await pilot.press("1")
        await pilot.pause()
        assert TIPS["warning"] not in log_text(app)
    assert tips_off_path().exists() and not first_games()
    app = make(seed=3, start=NEAR, tips=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        await pilot.pause()
        assert TIPS["warning"] not in log_text(app)


async def test_no_tips_once_a_game_is_finished():
    line = {"rules": "classic", "cave": "dodecahedron", "seed": 1, "won": False, "cause": "pit",
            "moves": 3, "arrows_used": 0, "score": 0, "date": "2026-01-01T00:00:00"}
    history_path().parent.mkdir(parents=True, exist_ok=True)
    history_path().write_text(json.dumps(line) + "\n", encoding="utf-8")
    assert not first_games()
    app = make(seed=3, start=NEAR, tips=None)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        await pilot.pause()
        assert TIPS["warning"] not in log_text(app)


async def test_finishing_the_first_game_ends_the_tips():
    app = make(seed=1, start=Positions(1, 2, (17, 16), (11, 13)), tips=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("s", "2", "enter", "enter")  # the wumpus shot: a finished game
        await pilot.pause()
        assert app.game.won and not app.tips.on
    assert not first_games()  # the history now holds it


async def test_no_tip_to_shoot_while_the_only_arrow_lies_on_the_floor():
    """Teaching has one arrow, which stays where it lands: smelling the wumpus then is no moment to
    be told to shoot."""
    app = make(seed=5, rules="teaching", tips=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert not app.game.over and TIPS["shoot"] not in log_text(app)
        await pilot.press("s", "9", "enter", "enter")
        await pilot.pause()
        game = app.game
        assert game.arrows == 0 and not game.over
        assert any(isinstance(e, ev.Percept) and e.hazard == ev.WUMPUS for e in game.look())
        assert TIPS["shoot"] not in log_text(app)


async def test_where_the_wumpus_is_smelled_further_off_the_tips_and_the_help_say_how_far():
    # a cave with a smell distance of 2, under the rules that smell by it: the wumpus in room 3 is
    # two tunnels from room 1 (through 2), and smelled there
    from textual.widgets import Static

    from wumpus.app.tips import FAR_TIPS
    from wumpus.engine import DODECAHEDRON, Cave

    far = Cave("far", DODECAHEDRON.exits, "", 2)
    app = make(seed=3, rules="tournament", cave=far, start=Positions(1, 3, (12, 20), (16, 17)), tips=True)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.game.percepts() == (ev.WUMPUS,)
        log = log_text(app)
        assert FAR_TIPS["warning"].format(reach=2) in log and FAR_TIPS["shoot"].format(reach=2) in log
        assert TIPS["warning"] not in log and "one tunnel away: [W]" not in log
        await pilot.press("question_mark")
        await pilot.pause()
        keys = str(app.screen.query_one("#help-keys", Static).render())
        assert "Warnings (the wumpus is within 2 tunnels, a pit or bats one tunnel away)" in keys
        assert "a hazard is one tunnel away" not in keys


async def test_where_every_hazard_is_one_tunnel_away_the_help_says_so():
    from textual.widgets import Static

    app = make(seed=3, rules="tournament")  # the dodecahedron's smell distance is 1
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("question_mark")
        await pilot.pause()
        assert "Warnings (a hazard is one tunnel away)" in str(app.screen.query_one("#help-keys", Static).render())
