"""The whole table of arrangements at its corners, against plain counts of where the pieces go."""

from __future__ import annotations

from collections import defaultdict

import pytest

from wumpus.bots.joint import Joint, Scene
from wumpus.engine import Cave
from wumpus.engine.rules.base import Redraw, _kernel_75_25
from wumpus.engine.rules.fiend import FIEND_WALK

# eight rooms; room 4 lists its tunnel to 3 twice, and room 8's tunnels all lead to 6 and 7
CAVE = Cave("corners", {
    1: (2, 5, 8), 2: (3, 1, 6), 3: (4, 2, 7), 4: (5, 3, 3), 5: (1, 4, 6), 6: (7, 5, 2), 7: (8, 6, 3),
    8: (6, 7, 7),
})
ROOMS = CAVE.rooms
IX = {room: i for i, room in enumerate(ROOMS)}


def known(wumpus, pits, bats) -> Joint:
    return Joint.known(CAVE, ROOMS, IX[wumpus], [IX[r] for r in pits], [IX[r] for r in bats])


def wumpus_odds(joint: Joint) -> dict[int, float]:
    wum, _, _ = joint.odds()
    return {ROOMS[i]: p for i, p in enumerate(wum) if p > 1e-12}


def walked_plainly(w, pits, bats) -> dict[int, float]:
    """Where the fiend's woken wumpus ends up, as the walk's rules say it in words."""
    out: dict[int, float] = defaultdict(float)
    for room, q in FIEND_WALK.step(CAVE, w):
        if room in pits:  # it will not go into a pit: it stays
            out[w] += q
        elif room in bats and room != w:  # carried one tunnel on, to a room with no pit
            ways = [t for t in CAVE.exits[room] if t not in pits]
            if not ways:
                out[room] += q
            for t in ways:
                out[t] += q / len(ways)
        else:
            out[room] += q
    return {r: p for r, p in out.items() if p > 1e-12}


@pytest.mark.parametrize("w, pits, bats", [
    (5, (2, 8), (4, 7)),  # bats in 4 carry it to 5, or to 3 along either of two tunnels
    (1, (6, 7), (2, 8)),  # bats in 8 can take it nowhere: every tunnel of 8 leads to a pit
    (6, (1, 3), (5, 7)),
    (4, (1, 6), (4, 7)),  # carried here before, it shares a room with bats: staying, it stays
])
def test_the_fiends_walk_is_followed_tunnel_by_tunnel(w, pits, bats):
    joint = known(w, pits, bats)
    joint.wumpus_walks(FIEND_WALK, lambda events: True)
    assert wumpus_odds(joint) == pytest.approx(walked_plainly(w, pits, bats))


def test_what_the_player_saw_of_a_wumpus_moved_by_a_kernel_is_kept_to():
    kernel = _kernel_75_25  # three exits, 1/4 each, or it stays (1/4)
    moved = known(5, (2, 8), (3, 7))
    moved.wumpus_moves(kernel, True, None)
    assert wumpus_odds(moved) == pytest.approx({1: 1 / 3, 4: 1 / 3, 6: 1 / 3})
    stayed = known(5, (2, 8), (3, 7))
    stayed.wumpus_moves(kernel, False, None)
    assert wumpus_odds(stayed) == pytest.approx({5: 1.0})
    went = known(5, (2, 8), (3, 7))
    went.wumpus_moves(kernel, None, IX[6])
    assert wumpus_odds(went) == pytest.approx({6: 1.0})


def test_pits_moved_after_the_table_was_cut_down_by_one_pair_go_to_every_room_left_free():
    """The wumpus in 1, the bats in 7 and 8, the pits any pair but 2 and 3, alike: cut down to
    those, the table has every pair of pits but one.  Both pits move: a plain count."""
    import numpy as np

    joint = known(1, (2, 3), (7, 8))
    pairs = joint.pairs
    joint.t = np.zeros_like(joint.t)
    joint.t[IX[1], :, pairs.index((IX[7], IX[8]))] = 1.0
    joint.t[IX[1], pairs.index((IX[2], IX[3])), :] = 0.0
    assert joint.odds() is not None
    assert len(joint.pi) == pairs.k - 1  # cut down
    joint.pits_move(Redraw(("wumpus", "pits", "bats")), Scene(IX[5]))
    _, pit, _ = joint.odds()
    want: dict[int, float] = defaultdict(float)
    olds = [(a, b) for a in ROOMS for b in ROOMS if a < b and {a, b} != {2, 3}]
    for old in olds:
        free = [r for r in ROOMS if r not in (1, 7, 8, *old)]
        for r in free:
            want[r] += 2 / len(free) / len(olds)
    for room in ROOMS:
        assert pit[IX[room]] == pytest.approx(want[room]), room


def test_pits_moved_after_the_table_was_cut_down_go_to_every_room_left_free():
    """The wumpus known to be in 1 and the pits known not to be in 2 and 3 (the table is cut down
    to the arrangements left: the old pits are a pair of 2, 3, 4 and 6 but not 2 and 3, each pair
    alike); then both pits move (an earthquake), each to a room holding none of the wumpus, the bats,
    the old pits nor the pit drawn before: a pair of the three rooms of 2-6 the old pits left."""
    start = Joint.at_start(CAVE, ROOMS, _placement(), IX[5])
    start.wumpus_where(lambda j: j == IX[1])
    start.pits_where(lambda pair: set(pair) != {IX[2], IX[3]})
    start.bats_where(lambda pair: set(pair) == {IX[7], IX[8]})
    assert start.odds() is not None
    start.pits_move(Redraw(("wumpus", "pits", "bats")), Scene(IX[5]))
    _, pit, bats = start.odds()
    # room 5 is never an old pit; 2 and 3 are in 2 of the 5 old pairs, 4 and 6 in 3 of them
    want = {1: 0.0, 2: 2 / 5, 3: 2 / 5, 4: 4 / 15, 5: 2 / 3, 6: 4 / 15, 7: 0.0, 8: 0.0}
    for room in ROOMS:
        assert pit[IX[room]] == pytest.approx(want[room]), room
    assert bats[IX[7]] == pytest.approx(1.0)


def _placement():
    from wumpus.engine.rules import RULESETS

    return RULESETS["tournament"].place.model
