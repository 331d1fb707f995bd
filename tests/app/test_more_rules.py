"""The app plays ``fiend`` and ``wump3``: their events in the log, their ending's splash, honest notes."""

from __future__ import annotations

from wumpus.app.main import SPLASH_FOR_CAUSE
from wumpus.app.knowledge import frames_for
from wumpus.app.notes import NotesPanel
from wumpus.bots.insight import insight_for
from wumpus.engine import events as ev

from .helpers import SIZE, log_text, make


async def test_wump3_announces_its_hazards_in_the_log_and_the_notes_follow_them():
    # seed 323: the hunter in 18 (tunnels 9 17 19); the first step, into 19, brings all three hazards
    app = make(rules="wump3", seed=323)
    async with app.run_test(size=SIZE) as pilot:
        assert app.game.tunnels == (9, 17, 19)
        await pilot.press("b", "3")
        text = log_text(app)
        for line in ("EARTHQUAKE! THE PITS HAVE MOVED!", "THE SUPER BATS HAVE MIGRATED!",
                     "ANAEROBIC TERMITES ATE AN ARROW! (4 LEFT)"):
            assert line in text
        assert app.game.arrows == 4
        notes = app.query_one("#notes", NotesPanel).text
        assert "Approximate" not in notes
        assert app.query_one("#notes", NotesPanel).border_title == "Hunter's notes"
        assert insight_for(app.game).exact
        # the earthquake moved both pits somewhere unseen: none can be beside the hunter (no draft)
        assert "Pits    unseen rooms only" in notes


async def test_in_a_cave_too_big_to_follow_whole_the_notes_say_which_rule_they_approximate():
    from wumpus.tournament.runner import make_cave

    # seed 25 on a 30-room random cave: the first step, down the first tunnel, brings an earthquake
    app = make(rules="wump3", seed=25, cave=make_cave("random:rooms=30", 25, False))
    async with app.run_test(size=(120, 40)) as pilot:
        await pilot.press("b", "1")
        assert "EARTHQUAKE! THE PITS HAVE MOVED!" in log_text(app)
        panel = app.query_one("#notes", NotesPanel)
        assert panel.border_title == "Hunter's notes · approximate"
        why = panel.query_one("#notes-inexact")
        assert why.display and str(why.render()) == (
            "Why approximate: hazards that move between turns are not followed exactly here.")


async def test_the_fiend_drops_the_wumpus_on_you_and_says_so():
    # seed 300: the hunter in 12 shoots into 11; the woken wumpus goes into bats and is dropped on him
    app = make(rules="fiend", seed=300)
    async with app.run_test(size=SIZE) as pilot:
        assert app.game.tunnels == (3, 11, 13)
        await pilot.press("s", "1", "1", "enter", "enter")  # through room 11 (its Enter confirms it), then fire
        assert app.game.over and app.game.cause == ev.WUMPUS_DROPPED
        text = log_text(app)
        # the wumpus's ride is not told (Yob's fiend would not see it); its end is
        assert "CARRY THE WUMPUS OFF" not in text
        assert "ZAP--SUPER BAT DROP! A WUMPUS LANDS IN YOUR CAVE!" in text


def test_every_ending_has_its_splash():
    from wumpus.app.splash import KINDS

    for cause in ev.CAUSES:
        assert SPLASH_FOR_CAUSE[cause] in KINDS, cause
    assert SPLASH_FOR_CAUSE[ev.WUMPUS_DROPPED] == "wumpus_dropped"


async def test_an_earthquake_makes_the_whole_map_tremble():
    app = make(rules="wump3", seed=323)
    async with app.run_test(size=SIZE):
        before = app.room_roles()
        events = app.game.move(19)
        frames = frames_for(app.game.cave, events, 18, before)
        every_room = {room: "path" for room in app.game.cave.rooms}
        assert [rooms for rooms, _ in frames] == [every_room, before[0], every_room, before[0]]
