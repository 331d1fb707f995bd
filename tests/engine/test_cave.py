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


def test_a_cave_keeps_its_tunnels_as_numbers_in_order():
    from wumpus.engine import Cave

    cave = Cave("typed", {"1": ["2", 2, "1"], 2: [1]})
    assert cave.exits == {1: (2, 2, 1), 2: (1,)}


def test_a_cave_that_cannot_be_played_says_why():
    import pytest

    from wumpus.engine import Cave, CaveError

    for exits, smell, why in (
        ({}, 1, "cave 'c' has no rooms"),
        ({1: (2,), 2: ()}, 1, "cave 'c': room 2 has no exit"),
        ({1: (2,), 2: (1,)}, 0, "cave 'c': smell distance must be at least 1"),
    ):
        with pytest.raises(CaveError) as refused:
            Cave("c", exits, smell_distance=smell)
        assert str(refused.value) == why


def test_relabelling_keeps_everything_but_the_numbers():
    from wumpus.engine import Cave

    cave = Cave("ring", {1: (2,), 2: (3,), 3: (1,)}, "Three in a ring.", 2,
                {1: (0.1, 0.2), 2: (0.3, 0.4), 3: (0.5, 0.6)}, {"author": "me"})
    moved = cave.relabel({1: 10, 2: 20, 3: 30})
    assert (moved.name, moved.exits, moved.description, moved.smell_distance, dict(moved.meta)) == (
        "ring", {10: (20,), 20: (30,), 30: (10,)}, "Three in a ring.", 2, {"author": "me"})
    assert moved.coords == {10: (0.1, 0.2), 20: (0.3, 0.4), 30: (0.5, 0.6)}
    assert cave.relabel({1: 3, 2: 1, 3: 2}, name="turned").name == "turned"
    assert Cave("bare", {1: (2,), 2: (1,)}).relabel({1: 2, 2: 1}).coords is None


def test_shuffling_can_give_every_order_one_draw_per_room_but_the_first():
    from wumpus.engine import Cave, ScriptedRandom, draw_for

    cave = Cave("ring", {1: (2,), 2: (3,), 3: (1,)})
    orders = set()
    for j2 in range(3):
        for j1 in range(2):
            rng = ScriptedRandom([draw_for(j2, 3), draw_for(j1, 2)])
            shuffled, mapping = cave.shuffled(rng)
            assert rng.remaining == 0
            assert sorted(mapping) == [1, 2, 3] and sorted(mapping.values()) == [1, 2, 3]
            assert shuffled.exits == {mapping[r]: (mapping[t],) for r, (t,) in cave.exits.items()}
            orders.add(tuple(mapping[r] for r in (1, 2, 3)))
    assert len(orders) == 6
