"""The app plays ``fiend`` and ``wump3``: their events in the log, their ending's splash, honest notes."""

from __future__ import annotations

from wumpus.app.main import SPLASH_FOR_CAUSE
from wumpus.app.knowledge import frames_for
from wumpus.app.notes import NotesPanel
from wumpus.engine import events as ev

from .helpers import SIZE, log_text, make


async def test_wump3_announces_its_hazards_in_the_log_and_the_notes_say_they_are_a_guide():
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
        assert "Approximate: these rules move the pits and the bats in ways the notes do not follow" in notes


async def test_the_fiend_drops_the_wumpus_on_you_and_says_so():
    # seed 300: the hunter in 12 shoots into 11; the woken wumpus goes into bats and is dropped on him
    app = make(rules="fiend", seed=300)
    async with app.run_test(size=SIZE) as pilot:
        assert app.game.tunnels == (3, 11, 13)
        await pilot.press("s", "1", "1", "enter")  # through room 11
        assert app.game.over and app.game.cause == ev.WUMPUS_DROPPED
        text = log_text(app)
        assert "FLAP FLAP--SUPER BATS CARRY THE WUMPUS OFF!" in text
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
