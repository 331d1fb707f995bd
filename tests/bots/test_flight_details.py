"""The flight of an arrow sent past the tunnels seen, at its corners."""

import pytest

from wumpus.bots.api import Observation
from wumpus.bots.belief import Belief
from wumpus.bots.flight import UNSEEN, Flight


def walked(cave, rooms, n=20):
    belief = Belief("tournament", n)
    for i, room in enumerate(rooms):
        if i:
            belief.entered(room)
        belief.observe(Observation(room, cave[room], cave[room], False, False, False, 5, cave_rooms=n))
    return belief


def test_no_unknown_tunnel_leads_into_a_room_stood_in():
    """Room 1 has four tunnels, room 2 two (three a room, as rooms go here).  Every tunnel of a
    room stood in is known: an arrow named astray from room 3 (seen from 1 only) comes back to 1
    along its known tunnel, or goes on into rooms not stood in, never into 2."""
    cave = {1: (2, 3, 4, 5), 2: (1, 6)}
    belief = walked(cave, [1, 2])
    assert belief.typical_links() == 3
    flight = Flight(belief, belief.marginals(), 2)
    after = flight.step({3: 1.0}, 19)
    assert after[1] == pytest.approx(1 / 3)
    assert 2 not in after
    assert sum(after.values()) == pytest.approx(1.0)
    assert after[UNSEEN] > 0.0


def test_a_room_seen_with_more_known_tunnels_than_most_sends_an_arrow_down_each_alike():
    """Rooms 1, 2, 3 and 11 (stood in, three tunnels each) all lead to 9, seen but not stood in:
    9 has four known tunnels, more than rooms usually have, so an arrow named astray from 9
    takes one of those, 1 in 4 each."""
    cave = {1: (9, 4, 5), 2: (9, 6, 7), 3: (9, 8, 10), 11: (9, 12, 13)}
    belief = walked(cave, [1, 2, 3, 11])
    flight = Flight(belief, belief.marginals(), 11)
    after = flight.step({9: 1.0}, 19)
    assert after == pytest.approx({1: 1 / 4, 2: 1 / 4, 3: 1 / 4, 11: 1 / 4})


def test_the_sure_part_of_a_stray_shot_never_passes_through_the_hunters_room():
    """Rooms 1, 2 and 3 are joined in a ring: from 2, by 1 and 3, a path could come round to 2."""
    cave = {1: (2, 3, 4), 2: (1, 3, 5), 3: (1, 2, 6)}
    belief = walked(cave, [1, 2, 3])
    flight = Flight(belief, belief.marginals(), 2)
    paths = flight.prefixes(4, 40)
    assert paths
    for path in paths:
        assert 2 not in path
