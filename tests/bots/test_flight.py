"""The flight model of an arrow sent on past the tunnels seen."""

import pytest

from wumpus.bots.api import Observation
from wumpus.bots.belief import Belief
from wumpus.bots.flight import UNSEEN, Flight
from wumpus.bots.hunter import Hunter
from wumpus.engine import DODECAHEDRON

CAVE = DODECAHEDRON.exits  # 1: 2 5 8; 2: 1 3 10; 5: 1 4 6; 8: 1 7 9


def standing_in_room_one(rules="tournament"):
    belief = Belief(rules, 20)
    belief.observe(Observation(1, CAVE[1], CAVE[1], False, False, False, 5, cave_rooms=20))
    return belief, belief.marginals()


def standing_in_room_two_after_one(rules="tournament"):
    belief, _ = standing_in_room_one(rules)
    belief.entered(2)
    belief.observe(Observation(2, CAVE[2], CAVE[2], False, False, False, 5, cave_rooms=20))
    return belief, belief.marginals()


def test_an_arrow_named_into_a_known_tunnel_goes_there():
    belief, m = standing_in_room_one()
    flight = Flight(belief, m, 1)
    assert flight.step({1: 1.0}, 2) == {2: 1.0}


def test_an_arrow_named_astray_from_a_room_stood_in_takes_one_of_its_tunnels():
    belief, m = standing_in_room_one()
    flight = Flight(belief, m, 1)
    assert flight.step({1: 1.0}, 3) == pytest.approx({2: 1 / 3, 5: 1 / 3, 8: 1 / 3})


def test_an_arrow_named_astray_from_a_room_seen_may_come_back_or_go_on():
    """Room 2 is seen from 1, not stood in: one of its three tunnels is known (back to
    1); the other two lead to rooms not stood in: 5 and 8 (two unknown tunnels each)
    or the 16 rooms not seen (three tunnels each)."""
    belief, m = standing_in_room_one()
    flight = Flight(belief, m, 1)
    after = flight.step({2: 1.0}, 7)
    open_elsewhere = 2 + 2 + 16 * 3
    assert after[1] == pytest.approx(1 / 3)
    assert after[5] == pytest.approx(2 / 3 * 2 / open_elsewhere)
    assert after[8] == pytest.approx(2 / 3 * 2 / open_elsewhere)
    assert after[UNSEEN] == pytest.approx(2 / 3 * 48 / open_elsewhere)
    assert sum(after.values()) == pytest.approx(1.0)


def test_the_arrow_is_somewhere_after_every_step():
    belief, m = standing_in_room_one()
    flight = Flight(belief, m, 1)
    spread = {1: 1.0}
    for label in (5, 17, 3, 9, 12):
        spread = flight.step(spread, label)
        assert sum(spread.values()) == pytest.approx(1.0)
        assert all(p >= 0.0 for p in spread.values())


def test_no_shot_from_the_first_room_comes_back_rarely_enough():
    """From room 1, an arrow named astray from 2, 5 or 8 comes back with chance 1/3."""
    belief, m = standing_in_room_one()
    assert Flight(belief, m, 1).shot(5, most_risk=0.3) is None
    assert Flight(belief, m, 1).shot(5, most_risk=0.34) is not None


def test_a_shot_into_the_unknown_starts_in_known_tunnels_and_rarely_comes_back():
    """From 2, with 1 stood in too: through 1 to 5 or 8, then astray (back to 1 at worst)."""
    belief, m = standing_in_room_two_after_one()
    flight = Flight(belief, m, 2)
    shot = flight.shot(5, most_risk=0.05)
    assert shot is not None
    path, sure, p_hit, p_back = shot
    assert 3 <= len(path) <= 5
    assert path[: len(sure)] == sure and sure[:2] in ((1, 5), (1, 8))
    assert all(1 <= r <= 20 for r in path) and 2 not in path
    assert all(a != b for a, b in zip(path, path[2:]))  # no A-B-A: the rules forbid it
    assert 0.0 < p_hit < 1.0
    assert 0.0 <= p_back <= 0.05
    # replaying the flight gives the same chance of coming home
    spread, back = {sure[-1]: 1.0}, 0.0
    for label in path[len(sure):]:
        spread = flight.step(spread, label)
        back += spread.pop(2, 0.0)
    assert back == pytest.approx(p_back)


def test_no_stray_shot_when_the_wumpus_cannot_be_in_rooms_not_seen():
    belief = Belief("tournament", 20)
    belief.observe(Observation(1, CAVE[1], CAVE[1], False, False, True, 5, cave_rooms=20))
    m = belief.marginals()
    assert m["unseen_wumpus"] == 0.0
    assert Flight(belief, m, 1).shot(5) is None


def test_stray_arrows_are_aimed_only_where_they_fly_on_at_random():
    """Only the tournament rules send an arrow named astray on to a random neighbour."""
    hunter = Hunter(seed=1)
    for rules, expected in (("tournament", True), ("classic", False)):
        belief, m = standing_in_room_two_after_one(rules)
        assert (hunter.straying_shot(belief, m, 2, 5) is not None) == expected


def test_weighing_a_shot_in_a_cave_of_hundreds_of_rooms_stops_at_its_budget():
    """In a cave of 200 rooms of 10 one-way tunnels each, every room stood in shows some twenty
    more; weighing every stray shot there would take minutes a turn.  The weighing stops once
    :data:`~wumpus.bots.flight.WORK` ways have been followed, with the best shot found by then."""
    from wumpus.bots import play_game
    from wumpus.bots.flight import WORK
    from wumpus.caves import load_cave
    from wumpus.engine import Game

    hunter = Hunter(2)
    game = Game(load_cave("random:rooms=200,tunnels=10,oneway=1", 2), "tournament", 2)
    rooms = []
    play_game(hunter, game, max_actions=3, on_turn=lambda obs, action: rooms.append(obs.room))
    belief = hunter.belief  # as it was for the third turn's choice
    assert len(belief.visited) == 3 and len(belief.seen) > 40
    flight = Flight(belief, belief.marginals(), rooms[-1])
    shot = flight.shot(5, most_risk=1.0)
    assert WORK < flight.work < 2 * WORK
    path, sure, p_hit, p_back = shot
    assert path[:len(sure)] == sure and 0.0 < p_hit <= 1.0 and 0.0 <= p_back <= 1.0
