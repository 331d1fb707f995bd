"""What a cave derives from its tunnels: entrances, links, reach."""

from wumpus.engine import DODECAHEDRON, Cave

#: a one-way ring of eight rooms, and the same ring with room 8 a dead end you can enter but not leave by the ring
RING = {r: (r % 8 + 1,) for r in range(1, 9)}


def test_dodecahedron_is_symmetric_and_strongly_connected():
    assert DODECAHEDRON.is_symmetric and DODECAHEDRON.strongly_connected


def test_one_way_ring_is_strongly_connected_but_not_symmetric():
    cave = Cave("ring", RING)
    assert cave.strongly_connected and not cave.is_symmetric
    assert cave.entrances[1] == (8,) and cave.links[1] == (2, 8)


def test_a_room_you_cannot_leave_breaks_strong_connection():
    cave = Cave("trap", {**RING, 8: (8,)})
    assert not cave.strongly_connected
    assert cave.reachable_from(1) == set(range(1, 9))
    assert cave.reachable_from(1, backwards=True) == {1}


def test_a_room_nobody_can_enter_breaks_strong_connection():
    cave = Cave("island", {**RING, 8: (1,), 7: (1,)})  # nothing leads into 8
    assert not cave.strongly_connected
