"""Rules at their corners: combinations the reference model's walks seldom reach, each held to its seed."""

from __future__ import annotations

import pytest

from wumpus.engine import DODECAHEDRON, Cave, IllegalAction, Positions
from wumpus.engine import events as ev

from .helpers import at, kinds, room_draw, scripted
from .test_reference import LOOPS


def test_a_gentle_wumpus_bumped_through_a_loop_tunnel_gives_no_smell():
    """Seed 000's check_for_baddies: `if wumpus == room1 ... print("I smell a Wumpus!") elif wumpus ==
    home:`: a hazard warns or acts, never both, even where a room's tunnel leads back into itself."""
    game = scripted("gentle", at(2, 1, pits=(1, 9), bats=(7, 8)), [0.24, room_draw(4, LOOPS)], cave=LOOPS)
    assert kinds(game.move(1)) == ["Entered", "WumpusFled", "FellInPit", "GameOver"]


def test_an_arrow_into_a_room_the_wumpus_shares_with_you_kills_the_wumpus():
    """Seed 001: "If the arrow hits the Wumpus, you win! If the arrow hits you, you lose." Its R command
    may put you in the wumpus's room; the arrow that comes back there hits him first."""
    game = scripted("teaching", at(1, 2))
    game.reset(Positions(5, 5, (19, 20), (17, 18), None))
    events = game.shoot([1, 5])
    assert ev.WumpusHit(5) in events and game.won


def test_the_tournament_wumpus_eats_you_before_the_pit_he_sits_in():
    """Seed 003's host checks the wumpus before the pits ("HE EATS YOU IF YOU ARE THERE"); a woken wumpus
    may walk into a pit's room."""
    game = scripted("tournament", at(1, 2, pits=(2, 16), bats=(17, 18)))
    assert kinds(game.move(2)) == ["Entered", "Eaten", "GameOver"]
    assert game.cause == ev.EATEN


def test_shots_do_not_count_toward_the_tournaments_hundred_moves():
    """Seed 003: "a score of 100 minus the number of moves taken. Shooting is free." One shot and 99
    moves leave the game going."""
    game = scripted("tournament", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.99])
    game.shoot([5])
    assert game.wumpus == 20
    for step in range(99):
        game.move(2 if step % 2 == 0 else 1)
    assert not game.over and game.moves == 99


def test_gentle_arrows_fly_up_to_five_rooms_and_no_more():
    """Seed 000: "These special arrows can fly around corners up to five rooms away" ("Number of rooms(1 - 5)")."""
    game = scripted("gentle", at(1, 20, pits=(15, 16), bats=(17, 18)))
    game.check_shot([2, 3, 4, 5, 6])
    with pytest.raises(IllegalAction) as refused:
        game.check_shot([2, 3, 4, 5, 6, 7])
    assert refused.value.reason == "path_length"


def test_a_room_is_drawn_by_its_number_whatever_order_the_cave_lists_its_rooms():
    """Seed 004: `DEF FNA(X)=INT(20*RND(0))+1`: a draw names a room by its number (the lowest for 0.0),
    not by where a cave file happens to list it."""
    backwards = Cave("listed backwards", dict(reversed(list(DODECAHEDRON.exits.items()))))
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(2, 18)), [0.0], cave=backwards)
    assert ev.BatSnatch(2, 1) in game.move(2)


@pytest.mark.parametrize("rules", ["spec", "gentle"])
def test_the_declared_chance_of_being_eaten_is_the_engines(rules):
    """The notes and hints reckon with the chance a bumped wumpus eats you as the ruleset declares it
    (seed 002's FR 15: 25%; seed 000's `if wake_wumpus > 25`: 75%); the engine's dice must agree."""
    from wumpus.engine.rules import get_ruleset

    (model,) = [getattr(policy, "model", None) for policy in get_ruleset(rules).entry_order
                if getattr(getattr(policy, "model", None), "hazard", None) == "wumpus"]
    eaten, tries = 0, 400
    for k in range(tries):
        draws = [(k + 0.5) / tries, *[0.37, 0.61, 0.13, 0.89] * 5]  # the first decides; the rest place a flight
        game = scripted(rules, at(1, 2, pits=(15, 16), bats=(17, 18)), draws)
        game.move(2)
        eaten += game.cause == ev.EATEN
    assert model.eats > 0.0 and eaten / tries == pytest.approx(model.eats, abs=1 / tries)
