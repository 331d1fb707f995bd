"""Hints with a last arrow that stays where it falls (teaching): the way it flies, and where from, is
chosen so that a miss leaves it where it can be picked up again, not in a pit nor under the wumpus."""

from __future__ import annotations

import math
import re

from wumpus.bots import hints
from wumpus.bots.api import Move, Shoot
from wumpus.bots.hints import arrow_out_of_reach, hint_for, percent
from wumpus.bots.insight import insight_for
from wumpus.engine import Game

#: teaching, seed 634, played by the hints up to a turn in room 14 with the one arrow in hand
SEED_634 = (Shoot((6, 15, 16)), Move(6), Move(7), Move(8), Move(7), Move(17), Move(16), Move(15), Move(14))


def _seed_634() -> Game:
    game = Game(rules="teaching", seed=634)
    for action in SEED_634:
        game.apply(action)
    return game


def test_teaching_a_last_arrow_shot_before_a_risky_walk_flies_on_past_the_risky_room_it_aims_at():
    # teaching, seed 82, the first turn: a draft in 16, and the wumpus one time in three in 20, one of
    # the rooms the draft comes from.  An arrow into 20 alone would, if it missed, lie in a room then
    # likelier than not to hold the pit; flown on into 19 it is as likely to hit, and lies where a pit
    # is no likelier than anywhere else
    game = Game(rules="teaching", seed=82)
    notes = insight_for(game)
    assert game.hunter == 16 and game.arrows == 1 and round(notes.shown(20).wumpus, 3) == 0.333
    hint = hint_for(game, notes)
    assert hint.action == Shoot((20, 19))
    assert hint.reason == ("Shoot 20 19: every way to a room not explored yet that leads on takes a risk of 34% or "
                           "more, and a 33% chance the wumpus is in room 20")
    assert notes.shown(19).pit < notes.shown(20).pit
    assert hints.fetchable(game, notes, (20, 19)) > hints.fetchable(game, notes, (20,))


def test_teaching_where_the_wumpus_a_miss_wakes_goes_is_the_rules_own():
    # seed 634 in room 14: the wumpus is in 2 (40%), 3, 10 or 11 (20% each).  An arrow through 4 3 2
    # that misses leaves him in 10 or 11, and he moves to his lowest neighbour: from 10 into 2, where
    # the arrow lies (an even room, where he eats whoever walks in), from 11 into 10
    game = _seed_634()
    notes = insight_for(game)
    assert {room: round(notes.shown(room).wumpus, 3) for room in game.cave.rooms if notes.shown(room).wumpus} == {
        2: 0.4, 3: 0.2, 10: 0.2, 11: 0.2}
    assert {room: round(p, 9) for room, p in hints.woken_goes(game, notes, (4, 3, 2)).items()} == {2: 0.5, 10: 0.5}
    assert round(hints.fetchable(game, notes, (4, 3, 2)), 9) == round((1.0 - notes.shown(2).pit) * 0.5, 9)
    # shot from room 11 instead (as a shot from another room is weighed), the wumpus is not there: he is
    # in 10, and goes into 2
    assert {room: round(p, 9) for room, p in hints.woken_goes(game, notes, (4, 3, 2), here=11).items()} == {2: 1.0}
    assert round(hints.fetchable(game, notes, (4, 3, 2), here=11), 9) == 0.0


def test_teaching_a_last_arrow_a_miss_would_leave_under_the_wumpus_is_shot_from_a_safe_room_next_door():
    # seed 634 in room 14: a shot through 4 3 2 hits 60% of the time; its miss sends the wumpus (in
    # 10) into 2, onto the arrow, for good.  From 4, next door and safe, an arrow through 3 2 10 hits
    # 80% of the time
    game = _seed_634()
    notes = insight_for(game)
    hint = hint_for(game, notes)
    assert hint.action == Move(4)
    assert hint.reason == ("Room 4 is safe, and from it your last arrow can fly through 3 2 10: an 80% chance the "
                           "wumpus is in one of rooms 3, 2, 10, against a 60% from here")
    four = notes.shown(4)
    assert four.pit == four.wumpus == four.bats == 0.0
    # the shot from here would have lost the arrow, and with it the game
    lost = Game(rules="teaching", seed=634)
    for action in SEED_634:
        lost.apply(action)
    lost.shoot((4, 3, 2))
    assert not lost.over and lost.arrow_room == lost.wumpus == 2
    while not lost.over and (given := hint_for(lost, insight_for(lost))) is not None:
        lost.apply(given.action)
    assert not lost.won and arrow_out_of_reach(lost, insight_for(lost))
    # the hints, followed, shoot from 4 and win
    game.apply(hint.action)
    after = hint_for(game, insight_for(game))
    assert after.action == Shoot((3, 2, 10))
    while not game.over and (hint := hint_for(game, insight_for(game))) is not None:
        game.apply(hint.action)
    assert game.won


def test_teaching_a_step_to_shoot_from_next_door_is_safe_and_quotes_the_notes():
    # over many games played by the hints: a step next door to shoot from there goes into a room the
    # notes say is safe, quotes the chance of the shot from there as the notes sum it, and no game
    # walks on for ever
    stepped = 0
    for seed in range(600, 700):
        game = Game(rules="teaching", seed=seed)
        while not game.over and len(game.actions) < 150 and (hint := hint_for(game, (notes := insight_for(game)))):
            if isinstance(hint.action, Move) and "from it your last arrow can fly through" in hint.reason:
                stepped += 1
                room = hint.action.room
                odds = notes.shown(room)
                assert odds.pit == odds.wumpus == odds.bats == 0.0, (seed, hint.reason)
                found = re.match(rf"Room {room} is safe, and from it your last arrow can fly through ([0-9 ]+): an? "
                                 r"(\S+) chance", hint.reason)
                assert found, hint.reason
                path = tuple(map(int, found[1].split()))
                assert found[2] == percent(math.fsum(notes.shown(r).wumpus for r in path)), hint.reason
            game.apply(hint.action)
        assert game.over or hint is None, seed
    assert stepped >= 3, stepped
