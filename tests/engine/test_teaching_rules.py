"""Seed 001's course assignment, under ``teaching``."""

from dataclasses import replace

import pytest

from wumpus.engine import Game, IllegalAction, ScriptedRandom, get_ruleset
from wumpus.engine import events as ev

from .helpers import at, kinds, room_draw, scripted, snapshot


def test_placement_order_bats_pits_wumpus_person_each_unused():
    draws = [room_draw(r) for r in (3, 3, 4, 5, 4, 6, 7, 8)]
    game = Game(rules="teaching", rng=ScriptedRandom(draws))
    assert game.positions == at(8, 7, pits=(5, 6), bats=(3, 4))


def test_every_start_uses_six_rooms():
    for seed in range(300):
        s = Game(rules="teaching", seed=seed).start
        assert len({s.hunter, s.wumpus, *s.pits, *s.bats}) == 6 and s.arrow is None


def test_one_arrow_only():
    game = scripted("teaching", at(1, 20, pits=(15, 16), bats=(17, 18)))
    assert game.arrows == 1
    game.shoot([2])
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.shoot([5])
    assert refused.value.reason == "no_arrow"
    assert refused.value.text == "Sorry, you can't shoot an arrow you don't have.  Go find it."
    assert snapshot(game) == before and not game.over


def test_arrow_ends_in_the_final_room_and_is_picked_up_there():
    game = scripted("teaching", at(1, 20, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([2, 3])
    assert ev.ArrowLanded(3) in events and game.arrow_room == 3 and game.arrows == 0
    game.move(2)
    events = game.move(3)
    assert ev.ArrowPickedUp(3) in events and game.arrows == 1 and game.arrow_room is None


def test_a_picked_up_arrow_joins_those_still_carried():
    # the assignment has one arrow; a ruleset made from it with two (its data) counts both
    two = replace(get_ruleset("teaching"), arrows=2)
    game = Game(None, two, rng=ScriptedRandom(()), start=at(1, 20, pits=(15, 16), bats=(17, 18)))
    game.shoot([2])
    assert (game.arrows, game.arrow_room) == (1, 2)
    events = game.move(2)
    assert ev.ArrowPickedUp(2) in events and game.arrows == 2 and events[-1].arrows == 2


def test_arrow_ricochets_to_the_lowest_numbered_neighbour():
    game = scripted("teaching", at(5, 20, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([3, 2])
    # no tunnel 5 -> 3: to the lowest of 1, 4, 6; then 1 -> 2 is a tunnel
    assert ev.ArrowRicocheted(5, 3, 1) in events
    assert [e.room for e in events if isinstance(e, ev.ArrowEntered)] == [1, 2]


def test_shooting_always_moves_the_wumpus_to_its_lowest_neighbour():
    game = scripted("teaching", at(1, 20, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([2])
    assert ev.WumpusMoved(20, 13) in events


def test_path_is_one_to_three_rooms():
    game = scripted("teaching", at(1, 20, pits=(15, 16), bats=(17, 18)))
    with pytest.raises(IllegalAction) as refused:
        game.shoot([2, 3, 4, 5])
    assert refused.value.reason == "path_length"


def test_entering_the_wumpus_in_an_odd_room_it_moves_to_its_lowest_neighbour():
    game = scripted("teaching", at(4, 5, pits=(15, 16), bats=(17, 18)))
    events = game.move(5)
    assert ev.WumpusMoved(5, 1) in events and not game.over


def test_entering_the_wumpus_in_an_even_room_it_stays_and_snaps_your_neck():
    game = scripted("teaching", at(1, 2, pits=(15, 16), bats=(17, 18)))
    events = game.move(2)
    assert kinds(events) == ["Entered", "BumpedWumpus", "WumpusStayed", "Eaten", "GameOver"]


def test_odd_room_wumpus_moving_onto_you_still_kills():
    # wumpus in 9 (odd) moves to its lowest neighbour 8... you came from 8, now in 9: safe
    game = scripted("teaching", at(8, 9, pits=(15, 16), bats=(17, 18)))
    game.move(9)
    assert not game.over and game.wumpus == 8


def test_bats_carry_you_to_an_unused_room_then_fly_to_a_new_one():
    # to 9; then the bats draw 2 (where they came from: refused), 9 (you: refused), 3
    game = scripted("teaching", at(3, 14, pits=(18, 16), bats=(4, 2), arrow=None),
                    [room_draw(9), room_draw(2), room_draw(9), room_draw(1)])
    events = game.move(2)
    assert events[:4] == (ev.Entered(2), ev.BatSnatch(2, 9), ev.BatsMoved(2, 1), ev.Entered(9))
    assert game.bats == [4, 1]


def test_bats_avoid_rooms_in_use_when_dropping_you():
    game = scripted("teaching", at(3, 14, pits=(18, 16), bats=(4, 2), arrow=10),
                    [room_draw(14), room_draw(10), room_draw(18), room_draw(11), room_draw(12)])
    events = game.move(2)
    assert ev.BatSnatch(2, 11) in events and game.hunter == 11


def test_reset_places_everything_and_the_arrow():
    game = scripted("teaching", at(13, 14, pits=(18, 16), bats=(4, 7)))
    events = game.reset(ev.Positions(3, 14, (18, 16), (4, 2), 2))
    assert events[0] == ev.PositionsReset(ev.Positions(3, 14, (18, 16), (4, 2), 2))
    assert game.arrows == 0 and game.arrow_room == 2
    assert events[-1] == ev.Location(3, (2, 4, 12), 0)


def test_cheat_reveals_positions():
    game = scripted("teaching", at(3, 14, pits=(18, 16), bats=(4, 7)))
    assert game.cheat() == (ev.Revealed(ev.Positions(3, 14, (18, 16), (4, 7), None)),)


def test_reset_and_cheat_belong_to_teaching_only():
    game = scripted("classic", at(3, 14))
    for action in (game.cheat, lambda: game.reset(at(1, 2))):
        with pytest.raises(IllegalAction) as refused:
            action()
        assert refused.value.reason == "not_allowed"


def test_the_transcript_game_from_its_reset():
    """The seed's transcript, from its R command to the winning shot."""
    game = scripted("teaching", at(3, 14, pits=(18, 16), bats=(4, 7)),
                    [room_draw(9), room_draw(1)])
    game.reset(ev.Positions(3, 14, (18, 16), (4, 2), 2))
    assert game.percepts() == (ev.BATS,)
    with pytest.raises(IllegalAction):
        game.shoot([2])
    events = game.move(2)
    assert ev.BatSnatch(2, 9) in events and game.percepts() == (ev.PIT,)
    assert game.move(10)[-1] == ev.Location(10, (2, 9, 11), 0)
    events = game.move(2)
    assert ev.ArrowPickedUp(2) in events and game.percepts() == (ev.BATS,)
    events = game.shoot([3, 4, 14])
    assert ev.WumpusHit(14) in events and game.won


def test_the_cheat_is_recorded_and_narrated_with_where_everything_is():
    from wumpus.engine import Cheat

    game = Game(rules="teaching", seed=3)
    (shown,) = game.apply(Cheat())
    p = game.positions
    assert game.actions == [Cheat()]
    assert game.messages.render(shown, narrate=True) == (
        f"Cheating! The Wumpus is in room {p.wumpus}, the bats in rooms {p.bats[0]} and {p.bats[1]}, "
        f"the pits in rooms {p.pits[0]} and {p.pits[1]}.")


def test_the_course_of_an_arrow_is_told_before_it_flies_ricochets_and_all():
    game = scripted("teaching", at(13, 20, pits=(15, 16), bats=(17, 18)))
    # 13 leads to 12 14 20: no tunnel to 5, so the arrow glances off into 12, and 3 is 12's tunnel
    assert game.arrow_course([5, 3]) == ((12, 3), "flies")
    assert game.arrow_course([12, 1]) == ((12, 3), "flies")  # 12 to 1: none either, into 3
