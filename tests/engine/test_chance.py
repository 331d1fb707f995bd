"""The injected sources of chance the rules draw from, and the seed chain of replayed set-ups."""

import pytest

from wumpus.engine import Game, Positions, ScriptedRandom, draw_for, pick
from wumpus.engine.game import next_seed


def test_scripted_draws_come_back_in_order_then_run_out_loudly():
    rng = ScriptedRandom([0.0, 0.5])
    rng.push(0.999)
    assert rng.remaining == 3
    assert [rng.random(), rng.random(), rng.random()] == [0.0, 0.5, 0.999]
    assert rng.remaining == 0
    with pytest.raises(LookupError, match="^the scripted random source has no draws left$"):
        rng.random()


@pytest.mark.parametrize("draw", [1.0, -0.01, 7])
def test_a_scripted_draw_outside_0_to_1_is_refused(draw):
    with pytest.raises(ValueError, match=r"^scripted draw .* is not in \[0, 1\)$"):
        ScriptedRandom([draw]).random()


def test_draw_for_makes_pick_choose_that_item():
    items = ["a", "b", "c"]
    assert [pick(ScriptedRandom([draw_for(i, 3)]), items) for i in range(3)] == items
    assert draw_for(0, 1) == 0.5 and draw_for(2, 4) == 0.625
    for index, count in ((3, 3), (-1, 3)):
        with pytest.raises(ValueError, match=f"^index {index} is not below {count}$"):
            draw_for(index, count)


def test_the_seed_chain_of_same_set_up_games():
    # a 64-bit linear congruential step, kept below 2**63
    assert next_seed(None) is None
    assert next_seed(0) == 1442695040888963407
    assert next_seed(1) == 7806831264735756412
    assert next_seed(2**63 - 1) == 4301930853896946210


def test_same_setup_dealt_by_a_seed_keeps_the_seed():
    from .test_invariants import LATTICE

    game = Game(LATTICE, "classic", seed=12)
    game.move(game.tunnels[0])
    again = game.same_setup()
    assert again.start == game.start and not again.start_given
    assert again.seed == 12 and again.arrows == 5 and again.moves == 0
    assert again.rules is game.rules and again.cave is game.cave


def test_same_setup_placed_by_hand_plays_on_under_the_next_seed():
    from .test_invariants import LATTICE

    start = Game(LATTICE, "classic", seed=5).start
    game = Game(LATTICE, "classic", seed=12, start=start)
    game.move(game.tunnels[0])
    again = game.same_setup()
    assert again.start == start and again.start_given
    assert again.seed == next_seed(12) and again.arrows == 5 and again.moves == 0


def test_a_game_names_its_rules_cave_seed_and_state():
    game = Game(rules="spec", seed=7, start=Positions(1, 2, (5, 16), (8, 7)))
    assert repr(game) == "<Game spec on dodecahedron seed=7 live>"
    game.move(5)
    assert repr(game) == "<Game spec on dodecahedron seed=7 over>"
