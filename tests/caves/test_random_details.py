"""Random caves in detail: the settings read and refused word for word, the cave a seed deals, its one-way share."""

from __future__ import annotations

import pytest

from wumpus.caves import load_cave, same_cave_key
from wumpus.caves.random_cave import RandomSpec, check_spec, parse_spec, random_cave
from wumpus.engine import CaveError


def one_way_share(cave) -> float:
    ways = [(a, b) for a, exits in cave.exits.items() for b in exits]
    return sum(1 for a, b in ways if a not in cave.exits[b]) / len(ways)


# -- the cave a seed deals: a saved game's random cave is dealt again from its settings and seed, so a seed
# -- must deal the same cave in every version of the game
def test_a_seed_deals_the_same_two_way_cave_as_ever():
    cave = random_cave("random:rooms=8,tunnels=2", 1)
    assert cave.exits == {1: (4, 5), 2: (3, 5), 3: (2, 7), 4: (1, 8), 5: (1, 2), 6: (7, 8), 7: (3, 6), 8: (4, 6)}
    assert (cave.name, cave.smell_distance, cave.coords) == ("random", 1, None)
    assert cave.description == "A random cave: 8 rooms, 2 tunnels each (seed 1)."
    assert cave.meta == {"spec": "random:rooms=8,tunnels=2", "seed": "1"}


def test_a_seed_deals_the_same_cave_with_one_way_tunnels_as_ever():
    cave = random_cave("random:rooms=9,tunnels=3,oneway=0.5", 2)
    assert cave.exits == {1: (3, 6, 9), 2: (1, 3, 8), 3: (2, 4, 7), 4: (3, 7, 8), 5: (6, 8, 9), 6: (5, 7, 9),
                          7: (3, 4, 6), 8: (2, 4, 5), 9: (1, 6, 8)}
    assert cave.description == "A random cave: 9 rooms, 3 tunnels each, 19% of them one-way (seed 2)."
    assert cave.meta == {"spec": "random:rooms=9,tunnels=3,oneway=0.5", "seed": "2"}


def test_a_cave_of_the_most_rooms_and_tunnels_is_dealt_as_asked():
    cave = random_cave("random:rooms=200,tunnels=10,oneway=1", 4)
    assert cave.rooms == tuple(range(1, 201))
    assert all(len(set(cave.exits[r])) == 10 and r not in cave.exits[r] for r in cave.rooms)
    assert cave.strongly_connected


def test_without_a_seed_each_cave_is_new_and_says_no_seed():
    first, second = random_cave(RandomSpec()), random_cave(RandomSpec())
    assert first.exits != second.exits
    assert first.description == "A random cave: 20 rooms, 3 tunnels each."
    assert first.meta["seed"] == "None"


def test_the_one_way_share_grows_with_the_chance_asked_for():
    def mean_share(oneway: float) -> float:
        return sum(one_way_share(random_cave(RandomSpec(20, 3, oneway), seed)) for seed in range(30)) / 30

    none, tenth, half, every = mean_share(0.0), mean_share(0.1), mean_share(0.5), mean_share(1.0)
    assert none == 0.0
    assert 0.02 < tenth < 0.15 < 0.2 < half < 0.45 < 0.7 < every < 1.0


def test_a_share_of_one_way_tunnels_is_never_rounded_to_none_or_all():
    from wumpus.caves.random_cave import _one_way_share

    ring = {r: (r % 200 + 1, (r - 2) % 200 + 1) for r in range(1, 201)}  # 400 ways out, all two-way
    assert _one_way_share(ring) == ""
    one = dict(ring)
    one[1] = (2, 200, 100)  # one way of 401 is one-way
    assert _one_way_share(one) == "under 1%"
    pairs = {r: (r + 1 if r % 2 else r - 1,) for r in range(1, 99)}  # 98 ways, two-way
    assert _one_way_share({**pairs, 99: (99, 1)}) == "1%"  # and a loop, and one one-way of 100
    cycle = {r: (r % 199 + 1,) for r in range(1, 200)}  # every way one-way but the pair 1, 2: 198 of 200
    cycle[2] = (3, 1)
    assert _one_way_share(cycle) == "99%"
    cycle = {r: (r % 400 + 1,) for r in range(1, 401)}
    cycle[2] = (3, 1)
    assert _one_way_share(cycle) == "over 99%"
    assert _one_way_share({r: (r % 8 + 1,) for r in range(1, 9)}) == "100%"
    assert _one_way_share({1: (2,), 2: (1, 3), 3: (1,)}) == "50%"


# -- the settings ----------------------------------------------------------------------------------
def test_the_settings_are_written_back_in_full_and_in_short():
    assert str(RandomSpec()) == "random:rooms=20,tunnels=3"
    assert str(RandomSpec(30, 4, 0.25)) == "random:rooms=30,tunnels=4,oneway=0.25"
    assert str(RandomSpec(20, 3, 1.0)) == "random:rooms=20,tunnels=3,oneway=1"
    assert RandomSpec().short == "random"
    assert RandomSpec(oneway=0.5).short == "random:oneway=0.5"
    assert RandomSpec(30, 4).short == "random:rooms=30,tunnels=4"
    assert RandomSpec(20, 3, 1.0).short == "random:oneway=1"


def test_settings_are_read_in_any_case_with_spaces_around_them():
    assert parse_spec(" Random : ROOMS = 30 , Tunnels=4, ,oneway= .5 ") == RandomSpec(30, 4, 0.5)
    assert parse_spec("random:") == RandomSpec()
    assert same_cave_key("random:tunnels=3") == same_cave_key("RANDOM:rooms=20") == ("random", RandomSpec())


@pytest.mark.parametrize("spec", ["random:rooms=8,tunnels=2", "random:rooms=200,tunnels=10", "random:rooms=11,tunnels=10",
                                  "random:rooms=9,tunnels=3,oneway=0.5", "random:oneway=0", "random:oneway=1",
                                  "random:rooms=8,tunnels=7"])
def test_the_limits_of_each_setting_are_allowed(spec):
    cave = load_cave(spec, 3)
    settings = parse_spec(spec)
    assert len(cave.rooms) == settings.rooms and {len(e) for e in cave.exits.values()} == {settings.tunnels}


@pytest.mark.parametrize(("spec", "message"), [
    ("randomly", "'randomly' is not a random cave (random[:rooms=N,tunnels=K,oneway=P])"),
    ("random:rooms", "random cave: 'rooms' should be setting=value (random[:rooms=N,tunnels=K,oneway=P])"),
    ("random:Size=9", "random cave: unknown setting 'size' (the settings are rooms, tunnels and oneway)"),
    ("random:rooms=9,ROOMS=10", "random cave: rooms is given twice"),
    ("random:tunnels=3,tunnels=3", "random cave: tunnels is given twice"),
    ("random:oneway=0,oneway=0", "random cave: oneway is given twice"),
    ("random:rooms=1_0", "random cave: rooms='1_0' is not a whole number"),
    ("random:rooms = x ", "random cave: rooms='x' is not a whole number"),
    ("random:tunnels=three", "random cave: tunnels='three' is not a whole number"),
    ("random:oneway=half", "random cave: oneway='half' is not a number from 0 to 1"),
    ("random:rooms=7", "random cave: rooms=7; a random cave has 8 to 200 rooms (at least 8: a room each for the "
                       "hunter, the wumpus, two pits and two bats, and two empty rooms to go to; and at most 200)"),
    ("random:rooms=201", "random cave: rooms=201; a random cave has 8 to 200 rooms"),
    ("random:rooms=8,tunnels=8", "random cave: tunnels=8; each room needs 2 to 7 tunnels with 8 rooms"),
    ("random:rooms=30,tunnels=11", "random cave: tunnels=11; each room needs 2 to 10 tunnels with 30 rooms"),
    ("random:tunnels=1", "random cave: tunnels=1; each room needs 2 to 10 tunnels with 20 rooms"),
    ("random:oneway=1.01", "random cave: oneway=1.01 is a probability, from 0 to 1"),
    ("random:oneway=-0.1", "random cave: oneway=-0.1 is a probability, from 0 to 1"),
    ("random:rooms=9,tunnels=3", "random cave: 9 rooms with 3 two-way tunnels each cannot be joined up "
                                 "(rooms x tunnels must be even); try rooms=10 or a oneway probability"),
])
def test_each_bad_setting_gets_its_own_whole_message(spec, message):
    with pytest.raises(CaveError) as info:
        parse_spec(spec)
    assert str(info.value).startswith(message)
    if message.startswith("random cave: rooms=7"):
        assert str(info.value) == message


def test_settings_made_in_code_are_checked_too():
    with pytest.raises(CaveError, match=r"^random cave: rooms=5; a random cave has 8 to 200 rooms"):
        random_cave(RandomSpec(5, 2, 0.0), 1)
    with pytest.raises(CaveError, match=r"^random cave: 21 rooms with 3 two-way tunnels each cannot be joined up"):
        check_spec(RandomSpec(21, 3, 0.0))
    check_spec(RandomSpec(21, 3, 0.1))  # one-way tunnels may leave an exit over
