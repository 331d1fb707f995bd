"""The 1973 listing (seed 004), rule by rule, under ``classic``."""

import pytest

from wumpus.engine import Game, IllegalAction
from wumpus.engine import events as ev

from .helpers import at, kinds, of_type, room_draw, scripted, snapshot


def test_setup_redraws_all_six_until_distinct():
    # lines 240-330: any clash sends the program back to draw all six again
    draws = [room_draw(r) for r in (1, 1, 3, 4, 5, 6)] + [room_draw(r) for r in (7, 8, 9, 10, 11, 12)]
    from wumpus.engine import ScriptedRandom

    game = Game(rules="classic", rng=ScriptedRandom(draws))
    assert game.positions == at(7, 8, pits=(9, 10), bats=(11, 12))


def test_setup_puts_six_things_in_six_rooms():
    for seed in range(500):
        s = Game(rules="classic", seed=seed).start
        assert len({s.hunter, s.wumpus, *s.pits, *s.bats}) == 6


def test_warnings_come_wumpus_then_pits_then_bats():
    game = scripted("classic", at(1, 8, pits=(5, 20), bats=(2, 19)))
    assert game.percepts() == (ev.WUMPUS, ev.PIT, ev.BATS)


def test_two_adjacent_pits_give_two_drafts():
    game = scripted("classic", at(1, 8, pits=(2, 5), bats=(19, 20)))
    assert game.percepts() == (ev.WUMPUS, ev.PIT, ev.PIT)


def test_two_adjacent_bat_rooms_give_two_warnings():
    game = scripted("classic", at(1, 20, pits=(18, 19), bats=(2, 8)))
    assert game.percepts() == (ev.BATS, ev.BATS)


def test_moving_to_your_own_room_is_allowed():
    game = scripted("classic", at(1, 20))
    events = game.move(1)
    assert events[0] == ev.StayedPut(1) and game.moves == 1 and game.hunter == 1


def test_moving_elsewhere_is_not_possible():
    game = scripted("classic", at(1, 20))
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.move(3)
    assert refused.value.text == "NOT POSSIBLE -"
    with pytest.raises(IllegalAction) as refused:
        game.move(21)
    assert refused.value.text == "" and refused.value.message  # line 4040 re-asks silently
    assert snapshot(game) == before


def test_bumping_the_wumpus_wakes_it_and_75_percent_it_moves():
    # FNC: INT(4*RND)+1; 1-3 take that tunnel, 4 stays.  0.1 -> tunnel 1 of room 2 = 1
    game = scripted("classic", at(1, 2, pits=(15, 16), bats=(17, 18)), [0.1])
    events = game.move(2)
    assert kinds(events)[:3] == ["Entered", "BumpedWumpus", "WumpusMoved"]
    assert ev.WumpusMoved(2, 1) in events and not game.over


def test_bumping_the_wumpus_25_percent_it_stays_and_eats_you():
    game = scripted("classic", at(1, 2, pits=(15, 16), bats=(17, 18)), [0.75])
    events = game.move(2)
    assert ev.WumpusStayed(2) in events and ev.Eaten(2) in events
    assert game.cause == ev.EATEN


def test_wumpus_check_comes_before_the_pit():
    # the wumpus may sit on a pit: you bump it, it lumbers off, then you fall
    game = scripted("classic", at(1, 2, pits=(2, 16), bats=(17, 18)), [0.6])
    events = game.move(2)
    assert kinds(events) == ["Entered", "BumpedWumpus", "WumpusMoved", "FellInPit", "GameOver"]


def test_bats_may_drop_you_into_a_pit():
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(2, 18)), [room_draw(15)])
    events = game.move(2)
    assert kinds(events) == ["Entered", "BatSnatch", "Entered", "FellInPit", "GameOver"]


def test_bats_may_drop_you_onto_the_wumpus():
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(2, 18)), [room_draw(20), 0.9])
    events = game.move(2)
    assert ev.BumpedWumpus(20) in events and game.cause == ev.EATEN


def test_bats_may_drop_you_back_among_bats():
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(2, 18)), [room_draw(2), room_draw(18), room_draw(11)])
    events = game.move(2)
    assert of_type(events, ev.BatSnatch) == [ev.BatSnatch(2, 2), ev.BatSnatch(2, 18), ev.BatSnatch(18, 11)]
    assert game.hunter == 11 and game.bats == [2, 18]


def test_arrow_through_tunnels_hits_the_wumpus():
    game = scripted("classic", at(1, 3, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([2, 3])
    assert kinds(events) == ["ArrowShot", "ArrowEntered", "ArrowEntered", "WumpusHit", "GameOver"]
    assert game.won


def test_arrow_deflection_continues_the_flight():
    # no tunnel 1 -> 3: FNB picks tunnel 1 of room 1 (room 2); from 2 the flight goes on to 3
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.0, 0.9])
    events = game.shoot([3, 3])
    assert ev.ArrowDeflected(1, 3, 2) in events
    assert [e.room for e in of_type(events, ev.ArrowEntered)] == [2, 3]
    assert ev.Missed(3) in events


def test_arrow_may_be_aimed_at_any_number():
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.5, 0.9])
    events = game.shoot([99])
    assert ev.ArrowDeflected(1, 99, 5) in events


def test_arrows_are_not_that_crooked():
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)))
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.shoot([2, 3, 2])
    assert refused.value.reason == "too_crooked"
    assert refused.value.text == "ARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM"
    assert snapshot(game) == before


def test_second_room_back_into_your_own_room_is_allowed_and_hits_you():
    # line 3095 checks only from the third room on, so 2 then 1 flies back at you
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([2, 1])
    assert ev.ShotSelf(1) in events and game.cause == ev.OWN_ARROW


def test_path_length_is_one_to_five():
    game = scripted("classic", at(1, 20))
    for path in ([], [2, 3, 4, 5, 6, 7]):
        with pytest.raises(IllegalAction) as refused:
            game.shoot(path)
        assert refused.value.reason == "path_length"


def test_miss_wakes_the_wumpus_75_25():
    stays = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.8])
    assert ev.WumpusStayed(20) in stays.shoot([2])
    moves = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.3])
    assert ev.WumpusMoved(20, 16) in moves.shoot([2])


def test_miss_then_warnings_and_location_again():
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.8])
    events = game.shoot([2])
    assert kinds(events) == ["ArrowShot", "ArrowEntered", "Missed", "WumpusStayed", "Location"]
    assert events[-1] == ev.Location(1, (2, 5, 8), 4)


def test_woken_wumpus_walking_into_you_eats_you():
    game = scripted("classic", at(13, 20, pits=(15, 16), bats=(17, 18)), [0.0])
    events = game.shoot([12])
    assert events[-2:] == (ev.Eaten(13), ev.GameOver(False, ev.EATEN_AFTER_MISS, 0, 0))


def test_running_out_of_arrows_loses():
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.9] * 5)
    for _ in range(4):
        game.shoot([2])
    events = game.shoot([2])
    assert kinds(events)[-4:] == ["Missed", "WumpusStayed", "OutOfArrows", "GameOver"]
    assert game.cause == ev.OUT_OF_ARROWS


def test_a_finished_game_accepts_nothing():
    game = scripted("classic", at(1, 2, pits=(15, 16), bats=(17, 18)))
    game.shoot([2])
    for action in (lambda: game.move(2), lambda: game.shoot([5])):
        with pytest.raises(IllegalAction) as refused:
            action()
        assert refused.value.reason == "game_over"


def test_same_setup_restores_positions_and_arrows():
    game = Game(rules="classic", seed=11)
    start = game.start
    while not game.over:
        game.shoot([game.tunnels[0]])
    again = game.same_setup()
    assert again.positions == start and again.arrows == 5 and not again.over
    assert again.same_setup().positions == start


def test_catalog_speaks_the_listing():
    msgs = Game(rules="classic", seed=1).messages
    assert msgs.render(ev.FellInPit(3)) == "YYYYIIIIIIIIII . . . FELL IN PIT"
    assert msgs.render(ev.Location(2, (1, 3, 10), 5)) == "YOU ARE IN ROOM 2\nTUNNELS LEAD TO 1 3 10"
    assert msgs.render(ev.GameOver(False, ev.FELL_IN_PIT, 0, 1)) == "HA HA HA - YOU LOSE!"
    assert msgs.render(ev.GameOver(True, ev.WUMPUS_KILLED, 99, 1)) == "HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!!"
    assert msgs.render(ev.ArrowEntered(3)) is None
    # the listing never says where an arrow went (it may have veered at random), nor the app's log
    assert msgs.render(ev.ArrowEntered(3), narrate=True) is None
    assert msgs.render(ev.ArrowShot((3, 4), 4), narrate=True) == "TWANG! THE ARROW IS AIMED AT 3 4"


def test_the_course_of_an_arrow_is_told_up_to_where_the_dice_decide():
    game = Game(rules="classic", seed=1)
    here = game.hunter
    a = game.cave.exits[here][0]
    far = next(r for r in game.cave.rooms if r not in game.cave.exits[a] and r not in (here, a))
    assert game.arrow_course([a]) == ((a,), "flies")
    assert game.arrow_course([a, far, a]) == ((a,), "dice")


def test_where_an_arrow_may_veer_is_told_with_its_chances():
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)))
    assert game.veer_chances([2, 9]) == {1: 1 / 3, 3: 1 / 3, 10: 1 / 3}  # from 2, which has no tunnel to 9
    assert game.veer_chances([2, 3]) == {}  # through tunnels all the way


def test_an_arrow_aimed_from_your_own_room_where_no_tunnel_leads_veers_from_there():
    game = scripted("classic", at(1, 20, pits=(15, 16), bats=(17, 18)))
    assert game.veer_chances([9]) == {2: 1 / 3, 5: 1 / 3, 8: 1 / 3}


@pytest.mark.parametrize("rules", ["teaching", "gentle"])
def test_rules_that_roll_no_dice_for_an_arrow_give_no_veer_chances(rules):
    game = scripted(rules, at(1, 20, pits=(15, 16), bats=(17, 18)))
    assert game.veer_chances([9]) == {} and game.veer_chances([2, 9]) == {}


@pytest.mark.parametrize("rules", ["classic", "spec", "tournament", "fiend", "wump3"])
@pytest.mark.parametrize("path", [(20, 8), (8, 20, 7), (10, 8, 9), (8, 18, 10, 12)])
def test_the_chance_an_arrow_comes_back_to_you_is_what_its_flights_do(rules, path):
    # from 9, with the wumpus in 14, five tunnels away, where no arrow of up to four rooms can meet him
    start = at(9, 14, pits=(4, 15), bats=(6, 17))
    chance = Game(rules=rules, seed=0, start=start).own_arrow_chance(path)
    flights = 2000
    back = 0
    for seed in range(flights):
        game = Game(rules=rules, seed=seed, start=start)
        events = game.shoot(path)
        assert not of_type(events, ev.WumpusHit)
        back += bool(of_type(events, ev.ShotSelf))
    assert abs(back / flights - chance) < 4 * (chance * (1 - chance) / flights) ** 0.5 + 1e-9
    assert (chance == 0) == (back == 0)


def test_the_chance_an_arrow_comes_back_is_told_without_rolling_or_changing_anything():
    game = scripted("classic", at(9, 14, pits=(4, 15), bats=(6, 17)))
    before = snapshot(game)
    assert game.own_arrow_chance([20, 8]) == pytest.approx(1 / 3)  # veers into 8, 10 or 18; then, none
    assert game.own_arrow_chance([10, 8, 9]) == pytest.approx(1 / 3)  # joined to 8, veers on
    assert game.own_arrow_chance([8, 7, 6]) == 0.0  # through tunnels all the way
    assert snapshot(game) == before
    teaching = scripted("teaching", at(9, 20, pits=(15, 16), bats=(11, 13)))
    assert teaching.own_arrow_chance([18, 1]) == 1.0  # 18 has no tunnel to 1: it glances off into 9
    gentle = scripted("gentle", at(9, 20, pits=(15, 16), bats=(11, 13)))
    assert gentle.own_arrow_chance([20, 8]) == 0.0  # the wall ends it


def test_rules_whose_dice_for_an_arrow_are_not_described_tell_no_chance_of_it_coming_back():
    from dataclasses import replace

    from wumpus.engine.rules import base, get_ruleset

    def veer(game, room, intended):  # a veer of its own, with no word of the rooms it draws among
        return base.deflect_to_random_exit(game, room, intended)

    rules = replace(get_ruleset("classic"), reroute=veer)
    game = Game(rules=rules, seed=0, start=at(9, 14, pits=(4, 15), bats=(6, 17)))
    assert game.own_arrow_chance([20, 8]) is None
    assert game.own_arrow_chance([8, 7, 6]) == 0.0  # through tunnels all the way: no dice to describe


def test_moves_and_shots_are_turns_and_a_reset_or_a_cheat_is_none():
    from wumpus.engine import Cheat, Move, Reset, Shoot

    game = scripted("teaching", at(9, 20, pits=(15, 16), bats=(11, 13)))
    game.apply(Move(8))
    game.apply(Cheat())
    game.apply(Shoot((7,)))
    game.apply(Reset(at(9, 20, pits=(15, 16), bats=(11, 13))))
    assert len(game.actions) == 4 and game.turns == 2
