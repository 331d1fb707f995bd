"""Whole caves drawn to agree with the part explored, and a smell carried over two tunnels."""

import random
from dataclasses import replace

import pytest

from wumpus.bots.belief import Belief
from wumpus.bots.play import move_result, numbering, observe
from wumpus.bots.worlds import UNKNOWN_ROOM, complete, room_labels, within_odds
from wumpus.caves import load_cave, prepare_cave
from wumpus.engine import DODECAHEDRON, Game

CAVES = ["dodecahedron", "lattice", "moebius", "random:rooms=20,tunnels=3",
         "random:rooms=20,tunnels=3,oneway=0.5"]


def far_smelling(cave, distance=2):
    return replace(cave, smell_distance=distance)


def explore(cave, seed, steps, belief=None):
    """Walk at random (away from the wumpus and the pits, so the walk goes on), feeding a
    belief what the player sees; returns the belief and the game."""
    game = Game(cave, "tournament", seed)
    rng = random.Random(seed)
    belief = belief or Belief("tournament", len(cave.rooms))
    belief.observe(observe(game, game.look()))
    for _ in range(steps):
        ways = [r for r in cave.exits[game.hunter] if r != game.wumpus and r not in game.pits]
        if not ways:
            break
        room = rng.choice(ways)
        events = game.move(room)
        if game.over:
            break
        result, carried = move_result(events)
        mine = numbering(game).room(room)  # as the bot numbers it
        if carried:
            belief.carried_from(mine)
        else:
            belief.entered(mine)
        belief.observe(observe(game, events, result, carried))
    return belief, game


@pytest.mark.parametrize("spec", CAVES)
def test_a_drawn_cave_keeps_everything_seen(spec):
    for seed in range(12):
        cave = prepare_cave(load_cave(spec, seed), seed, True)
        belief, game = explore(cave, seed, steps=seed % 7)
        cave = numbering(game).relabelled(cave)  # as the bot numbers its rooms
        labels = room_labels(belief)
        assert set(cave.rooms) - {0, 20} <= set(labels)
        drawn = complete(belief, labels, random.Random(seed))
        assert drawn is not None
        assert set(drawn) == set(labels)
        entrances = {r: set() for r in drawn}
        for room, exits in drawn.items():
            assert len(exits) == 3 and len(set(exits)) == 3 and room not in exits
            for t in exits:
                entrances[t].add(room)
        for room in belief.visited:
            assert drawn[room] == tuple(cave.exits[room])
            assert entrances[room] == set(cave.entrances[room])
        if all(set(cave.exits[v]) == set(cave.entrances[v]) for v in belief.visited):
            assert all(room in drawn[t] for room, exits in drawn.items() for t in exits)


def test_the_room_numbers_not_seen_yet():
    belief, _ = explore(DODECAHEDRON, 1, steps=0)  # the bot numbers the rooms 0 to 19
    labels = room_labels(belief)
    assert len(labels) == 20
    if 0 not in belief.seen:
        assert UNKNOWN_ROOM in labels and 0 not in labels and 20 not in labels
    classic = Game(DODECAHEDRON, "classic", 1)  # numbered 1 to 20, as the cave numbers them
    ones = Belief("classic", 20)
    ones.observe(observe(classic, classic.look()))
    if 20 not in ones.seen:
        assert UNKNOWN_ROOM in room_labels(ones) and 20 not in room_labels(ones)


def test_rooms_reached_through_tunnels_seen_are_certain_and_no_other_room_is():
    """On the dodecahedron's first turn, smelling two tunnels away: the three rooms next
    door are within reach for sure; rooms further on only perhaps; the hunter's own room never."""
    belief, game = explore(far_smelling(DODECAHEDRON), 3, steps=0)
    here = numbering(game).room(game.hunter)
    odds, unseen = within_odds(belief, here, 2)
    for room in numbering(game).relabelled(DODECAHEDRON).exits[here]:
        assert odds[room] == 1.0
    assert odds[here] == 0.0
    assert 0.0 < unseen < 1.0
    # six of the sixteen rooms not seen are two tunnels away on a cave with no triangles
    assert unseen == pytest.approx(6 / 16, abs=0.08)


def odds_of_the_real_room(belief, game):
    m = belief.marginals()
    wumpus = numbering(game).room(game.wumpus)
    if wumpus in m["wumpus"]:
        return m["wumpus"][wumpus]
    return m["unseen_wumpus_each"]


def test_a_smell_two_tunnels_away_points_at_the_wumpus():
    """Walking a dodecahedron whose wumpus is smelled two tunnels away: the odds the hunter's
    belief gives the room the wumpus is really in are never nothing, and once smelled they
    are well above an even share of the rooms it could be in."""
    smelled = []
    for seed in range(40):
        cave = prepare_cave(far_smelling(DODECAHEDRON), seed, True)
        belief, game = explore(cave, seed, steps=3)
        assert odds_of_the_real_room(belief, game) > 0.0
        seen = numbering(game).relabelled(cave)
        if any(v in seen.smell_sets[numbering(game).room(game.wumpus)] for v in belief.visited):
            smelled.append(odds_of_the_real_room(belief, game) * (20 - len(belief.visited)))
    assert len(smelled) >= 20
    # an even share over the rooms not stood in would make this 1
    assert sum(smelled) / len(smelled) > 2.5

