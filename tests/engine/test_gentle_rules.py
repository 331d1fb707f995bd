"""Seed 000's Python version, under ``gentle``."""

import pytest

from wumpus.engine import Game, IllegalAction
from wumpus.engine import events as ev

from .helpers import at, kinds, room_draw, scripted, snapshot


def test_start_keeps_the_hunter_off_every_hazard():
    for seed in range(1000):
        s = Game(rules="gentle", seed=seed).start
        assert s.bats[0] != s.bats[1] and s.pits[0] != s.pits[1]
        assert not set(s.pits) & set(s.bats)
        assert s.wumpus not in s.bats
        assert s.hunter not in (s.wumpus, *s.pits, *s.bats)


def test_warnings_come_wumpus_bats_pit():
    game = scripted("gentle", at(1, 2, pits=(5, 20), bats=(8, 19)))
    assert game.percepts() == (ev.WUMPUS, ev.BATS, ev.PIT)


def test_arrow_hits_the_wall_where_there_is_no_tunnel():
    game = scripted("gentle", at(1, 4, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([2, 4, 3])
    assert ev.ArrowHitWall(2, 4) in events and ev.Missed(2) in events
    assert [e.room for e in events if isinstance(e, ev.ArrowEntered)] == [2]
    assert game.messages.render(ev.Missed(2)) == "Smack right into the wall."
    # the full-screen log says where the arrow stopped: at the end of its path, or at a wall it has
    # named on a line of its own
    assert game.messages.render(ev.ArrowHitWall(2, 4), narrate=True) == (
        "No tunnel from room 2 to room 4: the arrow hits the wall.")
    assert game.messages.render(ev.Missed(2), narrate=True) == "The arrow stops in room 2: a miss."


def test_arrow_flies_its_path_and_kills():
    game = scripted("gentle", at(1, 4, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([2, 3, 4])
    assert ev.WumpusHit(4) in events and game.won


def test_the_wumpus_sleeps_through_a_miss():
    game = scripted("gentle", at(1, 20, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([2])
    assert kinds(events) == ["ArrowShot", "ArrowEntered", "Missed", "Location"]
    assert game.wumpus == 20


def test_no_arrows_left_is_no_loss_but_no_more_shooting():
    game = scripted("gentle", at(1, 20, pits=(15, 16), bats=(17, 18)))
    for _ in range(4):
        game.shoot([2])
    events = game.shoot([2])
    assert ev.OutOfArrows(0) in events and not game.over
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.shoot([2])
    assert refused.value.text == "You have already used your last arrow."
    assert snapshot(game) == before
    game.move(2)
    assert not game.over


def test_entering_the_wumpus_room_75_percent_eaten():
    game = scripted("gentle", at(1, 2, pits=(15, 16), bats=(17, 18)), [0.25])
    events = game.move(2)
    assert ev.Eaten(2) in events and game.cause == ev.EATEN


def test_entering_the_wumpus_room_25_percent_it_runs_off():
    # randint(1,100) <= 25 spares you; it runs to a room off the bats and off you
    game = scripted("gentle", at(1, 2, pits=(15, 16), bats=(17, 18)),
                    [0.24, room_draw(17), room_draw(2), room_draw(11)])
    events = game.move(2)
    assert ev.WumpusFled(2, 11) in events and not game.over


def test_the_25_draws_in_100_that_spare_you_end_just_below_a_quarter():
    # randint(1,100) is int(100 * draw) + 1: a draw of .2499 is 25, which spares you
    game = scripted("gentle", at(1, 2, pits=(15, 16), bats=(17, 18)), [0.2499, room_draw(11)])
    events = game.move(2)
    assert ev.WumpusFled(2, 11) in events and not game.over


def test_bats_drop_you_in_any_other_room_a_pit_not_spared():
    # seed 000: "you are randomly placed in another room ... a room with the Wumpus or even Pits"
    game = scripted("gentle", at(1, 20, pits=(3, 4), bats=(2, 9)), [room_draw(2), room_draw(3)])
    events = game.move(2)
    assert events[:3] == (ev.Entered(2), ev.BatSnatch(2, 3), ev.Entered(3))
    assert ev.FellInPit(3) in events and game.cause == ev.FELL_IN_PIT


def test_bats_may_drop_you_on_the_wumpus_or_into_the_other_bats():
    game = scripted("gentle", at(1, 20, pits=(15, 16), bats=(2, 9)), [room_draw(20), 0.5])
    events = game.move(2)
    assert ev.BatSnatch(2, 20) in events and ev.Eaten(20) in events  # 75% eats you
    game = scripted("gentle", at(1, 20, pits=(15, 16), bats=(2, 9)), [room_draw(9), room_draw(11)])
    events = game.move(2)
    assert [e for e in events if isinstance(e, ev.BatSnatch)] == [ev.BatSnatch(2, 9), ev.BatSnatch(9, 11)]
    assert game.hunter == 11 and not game.over


def test_staying_put_is_okay():
    game = scripted("gentle", at(1, 20, pits=(15, 16), bats=(17, 18)))
    events = game.move(1)
    assert events[0] == ev.StayedPut(1)
    assert game.messages.render(events[0]) == "Okay?"


def test_status_reads_like_the_blog():
    game = scripted("gentle", at(9, 20, pits=(15, 16), bats=(17, 18)))
    assert game.messages.render(game.look()[-1]) == (
        "You are in room: 9\nTunnels lead to rooms:  8 , 18 , 10\nYou have 5 arrows\n"
    )


def test_tunnels_are_listed_in_the_boards_order_where_the_board_has_the_room():
    from wumpus.engine.rules.gentle import BOARD, MESSAGES

    for room, order in BOARD.items():
        assert MESSAGES.listed(room, tuple(sorted(order))) == order
    # tunnels the board does not have for that room (another cave): as given
    assert MESSAGES.listed(1, (2, 3, 4)) == (2, 3, 4)
    assert MESSAGES.listed(21, (3, 1, 2)) == (3, 1, 2)
    game = Game(rules="gentle", seed=17)
    location = next(e for e in game.look() if isinstance(e, ev.Location))
    listed = ", ".join(str(r) for r in BOARD[game.hunter])
    assert game.messages.render(location).splitlines()[1].replace(" ", "") == f"Tunnelsleadtorooms:{listed.replace(' ', '')}"


def test_the_course_of_an_arrow_ends_at_the_first_wall():
    game = scripted("gentle", at(1, 20, pits=(15, 16), bats=(17, 18)))
    assert game.arrow_course([2, 3, 4]) == ((2, 3, 4), "flies")
    assert game.arrow_course([2, 9, 10]) == ((2,), "stops")  # no tunnel from 2 to 9
    assert game.arrow_course([9]) == ((), "stops")


# -- check_for_baddies: each kind's warning as it is checked -----------------------------------
def test_a_pit_is_told_after_the_warnings_of_the_wumpus_and_bats_checked_before_it():
    # room 2 (tunnels 1 3 10) holds a pit; the wumpus is in 3 and bats in 10, next door
    game = scripted("gentle", at(1, 3, pits=(2, 16), bats=(10, 18)))
    events = game.move(2)
    assert kinds(events) == ["Entered", "Percept", "Percept", "FellInPit", "GameOver"]
    assert [e.hazard for e in events if isinstance(e, ev.Percept)] == [ev.WUMPUS, ev.BATS]
    assert [game.messages.render(e) for e in events[1:4]] == [
        "I smell a Wumpus!", "Bats nearby....", "YYYIIIEEEE  FELL IN A PIT!!"]


def test_bats_strike_after_the_smell_of_the_wumpus_and_the_new_room_warns_of_its_own():
    # bats in 2 (next to the wumpus in 3) carry the hunter to 11, whose own warnings follow
    game = scripted("gentle", at(1, 3, pits=(15, 16), bats=(2, 18)), [room_draw(11)])
    events = game.move(2)
    assert events[:3] == (ev.Entered(2), ev.Percept(ev.WUMPUS), ev.BatSnatch(2, 11))
    assert game.hunter == 11
    assert events[3:] == (ev.Entered(11), *(ev.Percept(h) for h in game.percepts()), events[-1])
    assert isinstance(events[-1], ev.Location)


def test_a_wumpus_bumped_in_the_room_gives_no_smell_before_the_pit():
    # the wumpus in 2 runs off (to 20); the pit in 2 is then told with no warning before it
    game = scripted("gentle", at(1, 2, pits=(2, 16), bats=(17, 18)), [0.24, room_draw(20)])
    events = game.move(2)
    assert kinds(events) == ["Entered", "WumpusFled", "FellInPit", "GameOver"]


def test_a_room_with_nothing_in_it_gives_its_warnings_once_at_the_start_of_the_turn():
    game = scripted("gentle", at(1, 3, pits=(10, 16), bats=(17, 18)))
    events = game.move(2)
    assert kinds(events) == ["Entered", "Percept", "Percept", "Location"]
    assert [e.hazard for e in events if isinstance(e, ev.Percept)] == [ev.WUMPUS, ev.PIT]
