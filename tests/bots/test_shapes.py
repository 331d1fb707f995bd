"""Recognising a built-in cave from the part explored, whatever its numbering."""

import random

import pytest

from wumpus.bots import get_bot, play_game
from wumpus.bots.shapes import library
from wumpus.caves import BUILTIN
from wumpus.engine import Game


def test_the_symmetries_of_the_dodecahedron_make_every_room_alike():
    shape = next(s for s in library() if s.name == "dodecahedron" and not s.ordered)
    assert len(shape.representatives) == 1


@pytest.mark.parametrize("name", ["lattice", "moebius", "torus", "dodecahedron"])
def test_tunnels_worked_out_from_a_shape_are_real(name):
    """Every tunnel the hunter infers without seeing it exists in the renumbered cave."""
    inferred = 0
    for seed in range(25):
        cave = BUILTIN[name].shuffled(random.Random(seed))[0]
        game = Game(cave, "tournament", seed)
        bot = get_bot("hunter", seed=seed)

        def check(obs, action):
            nonlocal inferred
            for room, others in bot.belief.hidden.items():
                for other in others:
                    assert other in cave.link_sets[room]
                    inferred += 1

        play_game(bot, game, on_turn=check)
    if name == "lattice":
        assert inferred > 0
