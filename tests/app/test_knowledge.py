"""What the player knows, without a screen: learned from events, shown on the map, read in the log."""

from __future__ import annotations

from wumpus.app.knowledge import Knowledge, frames_for, log_lines, room_roles
from wumpus.engine import Game, Positions
from wumpus.engine import events as ev

#: hunter in room 1 (tunnels 2 5 8); a pit in room 3, next to 2; the wumpus in 20; bats in 11 and 13
NEAR_A_PIT = Positions(1, 20, (3, 16), (11, 13))


def test_knowledge_follows_the_events_and_the_map_keeps_the_hazards_hidden():
    game = Game(seed=1, start=NEAR_A_PIT)
    known = Knowledge.at_start(game)
    known.learn(game.move(2))
    assert known.visited == {1, 2} and known.warned == {2}
    rooms, edges = room_roles(game, known)
    assert rooms[2] == "hunter" and rooms[1] == "tunnel" and rooms[10] == "tunnel"
    assert {rooms.get(r) for r in (3, 16, 20, 11, 13)} <= {None, "tunnel", "tunnel-warned"}
    assert all(role == "tunnel-line" for role in edges.values())


def test_the_log_reads_warnings_with_their_tags():
    game = Game(seed=1, start=NEAR_A_PIT)
    lines = log_lines(game.move(2), game.messages)
    assert any(kind == "warning-pit" and text.startswith("[P] ") for text, kind in lines)


def test_an_arrows_flight_is_drawn_room_by_room():
    game = Game(seed=1, start=NEAR_A_PIT)
    known = Knowledge.at_start(game)
    before = room_roles(game, known)
    events = game.shoot([2, 3])
    frames = frames_for(game.cave, events, 1, before)
    assert [f[0].get(2) for f in frames][:1] == ["arrow"]
    assert frames[1][0][3] == "arrow" and frames[1][0][2] == "path"


def test_an_arrow_that_veers_where_the_rules_keep_it_hidden_is_drawn_only_as_far_as_the_rooms_named():
    # classic: no tunnel from 2 to 9, so the arrow veers at random there, and Yob's game never says where
    game = Game(seed=1, start=NEAR_A_PIT)
    known = Knowledge.at_start(game)
    before = room_roles(game, known)
    events = game.shoot([2, 9])
    flown = [e.room for e in events if isinstance(e, ev.ArrowEntered)]
    assert flown[0] == 2 and len(flown) > 1 and any(isinstance(e, ev.ArrowDeflected) for e in events)
    frames = frames_for(game.cave, events, 1, before, game.rules)
    assert len(frames) == 1 and frames[0][0][2] == "arrow"
    # told nothing of the rules, every room the arrow entered is drawn
    assert len(frames_for(game.cave, events, 1, before)) == len(flown)
