"""How the app looks, screen by screen (pytest-textual-snapshot; fixed seeds, sizes, no animation).

Update with ``pytest tests/app/test_snapshots.py --snapshot-update`` and look at every changed SVG.
"""

from __future__ import annotations

from wumpus.engine import Positions

from .helpers import QUIET, SIZE, make


def test_title(snap_compare):
    assert snap_compare(make(seed=3, splash=True), terminal_size=SIZE)


def test_fresh_game(snap_compare):
    assert snap_compare(make(seed=3), terminal_size=SIZE)


def test_fresh_game_80x24(snap_compare):
    assert snap_compare(make(seed=3), terminal_size=(80, 24))


def test_after_a_move(snap_compare):
    assert snap_compare(make(seed=3), press=["1"], terminal_size=SIZE)


def test_warning_wumpus(snap_compare):
    assert snap_compare(make(start=Positions(1, 2, (17, 16), (11, 13)), seed=1), terminal_size=SIZE)


def test_warning_pit(snap_compare):
    assert snap_compare(make(start=Positions(1, 20, (5, 16), (11, 13)), seed=1), terminal_size=SIZE)


def test_warning_bats(snap_compare):
    assert snap_compare(make(start=Positions(1, 20, (17, 16), (8, 13)), seed=1), terminal_size=SIZE)


def test_bat_snatch(snap_compare):
    app = make(start=Positions(1, 20, (17, 16), (2, 13)), seed=4)
    assert snap_compare(app, press=["1"], terminal_size=SIZE)


def test_picker_mid_path(snap_compare):
    assert snap_compare(make(start=QUIET, seed=1), press=["s", "2", "enter", "3"], terminal_size=SIZE)


def test_picker_too_crooked(snap_compare):
    assert snap_compare(make(start=QUIET, seed=1), press=["s", "2", "enter", "3", "2", "enter"], terminal_size=SIZE)


def test_picker_without_an_arrow(snap_compare):
    app = make(rules="teaching", start=QUIET, seed=1)
    assert snap_compare(app, press=["s", "2", "enter", "enter", "s"], terminal_size=SIZE)


def test_game_won_map_revealed(snap_compare):
    app = make(start=Positions(1, 2, (17, 16), (11, 13)), seed=1)
    assert snap_compare(app, press=["s", "2", "enter", "enter"], terminal_size=SIZE)


def test_splash_won(snap_compare):
    app = make(start=Positions(1, 2, (17, 16), (11, 13)), seed=1, splash=True)
    assert snap_compare(app, press=["x", "s", "2", "enter", "enter"], terminal_size=SIZE)


def test_splash_pit(snap_compare):
    app = make(start=Positions(1, 20, (2, 16), (11, 13)), seed=1, splash=True)
    assert snap_compare(app, press=["x", "1"], terminal_size=SIZE)


def test_splash_wumpus(snap_compare):
    app = make(rules="tournament", start=Positions(1, 2, (17, 16), (11, 13)), seed=1, splash=True)
    assert snap_compare(app, press=["x", "1"], terminal_size=SIZE)


def test_splash_own_arrow(snap_compare):
    app = make(start=QUIET, seed=1, splash=True)
    assert snap_compare(app, press=["x", "s", "2", "enter", "3", "4", "5", "1", "enter", "f"], terminal_size=SIZE)


def test_splash_out_of_arrows(snap_compare):
    app = make(start=QUIET, seed=0, splash=True)
    assert snap_compare(app, press=["x", *(["s", "2", "enter", "enter"] * 5)], terminal_size=SIZE)


def test_help(snap_compare):
    assert snap_compare(make(seed=3), press=["question_mark"], terminal_size=SIZE)


def test_quit_dialog(snap_compare):
    assert snap_compare(make(start=QUIET, seed=1), press=["1", "q"], terminal_size=SIZE)


def test_too_small(snap_compare):
    assert snap_compare(make(seed=3), terminal_size=(50, 16))


def test_light_theme_mid_game(snap_compare):
    async def light(pilot):
        pilot.app.theme = "textual-light"

    assert snap_compare(make(seed=7), press=["1", "1", "1"], terminal_size=SIZE, run_before=light)
