"""The notes where the odds are only an approximation."""

import random

from wumpus.bots.insight import insight_for
from wumpus.bots.knowledge import JOINT_ROOMS
from wumpus.engine import Game, IllegalAction


def test_approximate_notes_are_never_certain_except_of_the_room_the_player_stands_in():
    from wumpus.tournament.runner import make_cave

    cave = make_cave(f"random:rooms={JOINT_ROOMS + 6}", 5, False)
    checked = 0
    for seed in range(20):
        game = Game(cave, "gentle", seed)
        rng = random.Random(seed)
        for _ in range(15):
            if game.over:
                break
            try:
                game.move(rng.choice(game.tunnels))
            except IllegalAction:
                continue
        if game.over:
            continue
        notes = insight_for(game)
        if notes.exact:
            continue
        here = notes.all_odds[game.hunter]
        assert (here.wumpus, here.pit, here.bats) == (0.0, 0.0, 0.0)
        assert here.visited
        for room, odds in notes.all_odds.items():
            if room != game.hunter:
                assert all(0.0 < p < 1.0 for p in (odds.wumpus, odds.pit, odds.bats))
        checked += 1
    assert checked > 0
