"""The hunter's odds against exact answers: by hand, and by counting every placement."""

import pytest

from wumpus.bots.api import Observation
from wumpus.bots.belief import Belief
from wumpus.engine import DODECAHEDRON

from .test_belief_details import counted

# a cube: rooms 1-8, each joined to the three rooms whose (room-1) differs in one bit
CUBE = {r + 1: tuple(sorted((r ^ b) + 1 for b in (1, 2, 4))) for r in range(8)}


def obs(cave, room, pit=False, bats=False, wumpus=False, **kw):
    return Observation(room, cave[room], cave[room], pit, bats, wumpus, 5, cave_rooms=len(cave), **kw)


def brute_force(cave, visited, warnings):
    """Exact odds by counting every start (hunter, wumpus, 2 pits, 2 bats distinct)
    that agrees with the warnings felt in each visited room, through its exits."""
    return counted(cave, visited, warnings, both_ways=False)


def belief_after(cave, visited, warnings):
    belief = Belief("tournament", len(cave))
    for i, room in enumerate(visited):
        if i:
            belief.entered(room)
        belief.observe(obs(cave, room, *warnings[room]))
    return belief


def test_a_draft_at_the_start_on_the_dodecahedron():
    """A draft in room 1: one of 2, 5, 8 has a pit; by hand, each has one with chance 5/14."""
    belief = belief_after(DODECAHEDRON.exits, [1], {1: (True, False, False)})
    m = belief.marginals()
    for room in (2, 5, 8):
        assert m["pit"][room] == pytest.approx(5 / 14)
        assert m["wumpus"][room] == 0.0
        assert m["bats"][room] == 0.0
    # the other 16 rooms share the rest: 2 - 3 * 5/14 pits, 1 wumpus, 2 bats
    assert m["unseen_pit"] == pytest.approx((2 - 15 / 14) / 16)
    assert m["unseen_wumpus_each"] == pytest.approx(1 / 16)
    assert m["unseen_bats"] == pytest.approx(2 / 16)


def test_a_smell_at_the_start_on_the_dodecahedron():
    belief = belief_after(DODECAHEDRON.exits, [1], {1: (False, False, True)})
    m = belief.marginals()
    assert [m["wumpus"][r] for r in (2, 5, 8)] == pytest.approx([1 / 3] * 3)
    assert m["unseen_wumpus"] == 0.0


def warnings_from(cave, visited, wumpus, pits, bats):
    return {v: (any(p in cave[v] for p in pits), any(b in cave[v] for b in bats), wumpus in cave[v])
            for v in visited}


# (rooms walked through, where the wumpus, pits and bats really are)
SITUATIONS = [
    ([1], 8, (2, 3), (5, 6)),
    ([1], 2, (3, 7), (5, 8)),
    ([1, 2], 3, (4, 6), (5, 7)),
    ([1, 2, 4], 8, (3, 5), (6, 7)),
    ([1, 3], 2, (5, 8), (4, 7)),
    ([1, 5, 6], 8, (2, 3), (4, 7)),
]


@pytest.mark.parametrize("visited, wumpus, pits, bats", SITUATIONS)
def test_odds_match_counting_every_placement(visited, wumpus, pits, bats):
    warnings = warnings_from(CUBE, visited, wumpus, pits, bats)
    exact = brute_force(CUBE, visited, warnings)
    belief = belief_after(CUBE, visited, warnings)
    m = belief.marginals()
    seen = belief.seen
    for room in CUBE:
        for kind in ("wumpus", "pit", "bats"):
            want = float(exact[kind][room])
            if room in seen:
                got = m[kind][room]
            else:
                got = m["unseen_wumpus_each" if kind == "wumpus" else f"unseen_{kind}"]
            assert got == pytest.approx(want, abs=1e-12), (room, kind)


def walk_to_six(cave):
    """Smell in 1; walk 2, 3, 4 (smell only in 4); bats in 14 carry the player to 6."""
    belief = Belief("tournament", 20)
    for room in (1, 2, 3, 4):
        if room != 1:
            belief.entered(room)
        belief.observe(obs(cave, room, wumpus=room in (1, 4)))
    belief.carried_from(14)
    belief.observe(obs(cave, 6, wumpus=True, carried_by_bats=True))
    return belief


def test_bats_are_known_where_they_carried_you():
    belief = walk_to_six(DODECAHEDRON.exits)
    m = belief.marginals()
    assert m["bats"][14] == 1.0
    assert m["pit"][14] == 0.0
    assert m["wumpus"][5] == pytest.approx(1.0)  # smelled from 1, 4 and 6: only 5 is next to all


@pytest.mark.parametrize("smelled, expected", [(True, {5: 1.0}), (False, {1: 0.5, 4: 0.5})])
def test_the_wumpus_wakes_after_a_miss(smelled, expected):
    """Room 5's exits (1, 4, 6) are all known.  After a miss it stays or takes one of
    them with 1/4 each; not 6 (the player lives); then the smell in 6 decides."""
    cave = DODECAHEDRON.exits
    belief = walk_to_six(cave)
    belief.shot([7])
    belief.observe(obs(cave, 6, wumpus=smelled, result="WUMPUS_MISSED"))
    m = belief.marginals()
    got = {r: p for r, p in m["wumpus"].items() if p > 1e-12}
    assert got.keys() == expected.keys()
    for room, p in expected.items():
        assert got[room] == pytest.approx(p)
    assert m["unseen_wumpus"] == 0.0


def test_a_woken_wumpus_may_walk_out_of_the_rooms_not_seen():
    """Start in room 1 (exits 2, 5, 8) with no warning: the wumpus is in one of the 16
    rooms not seen.  After a miss it may walk into a room next to the player: into 5
    only from 4 or 6, each holding it with 1/16, each sending it there with 1/4, so
    with 1/32 in all (the belief's estimate may differ a little: it does not know
    which rooms those are)."""
    cave = DODECAHEDRON.exits
    belief = Belief("tournament", cave_rooms=len(cave))
    belief.observe(obs(cave, 1))
    assert belief.marginals()["wumpus"][5] == 0.0
    belief.shot([2])
    m = belief.marginals()
    for room in (5, 8):
        assert m["wumpus"][room] == pytest.approx(1 / 32, rel=0.15)
    assert sum(m["wumpus"].values()) + m["unseen_wumpus"] == pytest.approx(1.0)
