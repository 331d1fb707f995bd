"""Seed 002's functional requirements FR 1-25, one test each, under ``spec``."""

from collections import Counter

import pytest

from wumpus.engine import DODECAHEDRON, Game, IllegalAction
from wumpus.engine import events as ev

from .helpers import at, kinds, room_draw, scripted, snapshot

SEEDS = range(3000)


@pytest.fixture(scope="module")
def starts():
    return [Game(rules="spec", seed=s).start for s in SEEDS]


def test_fr01_dungeon_has_20_caves_as_a_flattened_dodecahedron():
    cave = Game(rules="spec", seed=1).cave
    assert cave.rooms == tuple(range(1, 21))
    assert cave.is_symmetric
    edges = {frozenset((r, t)) for r in cave.rooms for t in cave.exits[r]}
    assert len(edges) == 30  # a dodecahedron has 20 vertices and 30 edges
    # every face of a dodecahedron is a pentagon: no triangles and no squares
    for r in cave.rooms:
        near = cave.exits[r]
        assert not any(b in cave.exit_sets[a] for a in near for b in near)
        for a in near:
            for b in near:
                if a != b:
                    assert cave.exit_sets[a] & cave.exit_sets[b] == {r}


def test_fr02_each_cave_connects_to_three_others():
    for room, tunnels in DODECAHEDRON.exits.items():
        assert len(set(tunnels)) == 3 and room not in tunnels


def test_fr03_wumpus_is_randomly_assigned(starts):
    assert {s.wumpus for s in starts} == set(range(1, 21))


def test_fr04_a_cave_holds_a_set_of_denizens(starts):
    # the wumpus may share a cave with a bat or a pit: a cave holds several denizens
    assert any(s.wumpus in s.bats or s.wumpus in s.pits for s in starts)
    assert any(set(s.bats) & set(s.pits) for s in starts)


def test_fr05_denizens_are_bats_pits_wumpus_hunter_and_arrow():
    assert ev.Positions._fields == ("hunter", "wumpus", "pits", "bats", "arrow")


def test_fr06_two_bats_are_randomly_assigned(starts):
    assert all(len(s.bats) == 2 for s in starts)
    assert {b for s in starts for b in s.bats} == set(range(1, 21))


def test_fr07_no_cave_starts_with_two_bats(starts):
    assert all(s.bats[0] != s.bats[1] for s in starts)


def test_fr08_two_pits_are_randomly_assigned(starts):
    assert all(len(s.pits) == 2 for s in starts)
    assert {p for s in starts for p in s.pits} == set(range(1, 21))


def test_fr09_no_cave_starts_with_two_pits(starts):
    assert all(s.pits[0] != s.pits[1] for s in starts)


def test_fr10_hunter_is_randomly_assigned(starts):
    assert {s.hunter for s in starts} == set(range(1, 21))


def test_fr11_hunter_starts_with_no_bat_pit_or_wumpus(starts):
    for s in starts:
        assert s.hunter not in (s.wumpus, *s.pits, *s.bats)


def test_fr12_hunter_starts_with_five_arrows():
    assert Game(rules="spec", seed=5).arrows == 5


def test_fr13_bat_carries_hunter_and_returns():
    # bats in 2; the first draw lands on 2 itself (refused: a *different* cave), the next on 9
    game = scripted("spec", at(1, 20, pits=(15, 16), bats=(2, 6)), [room_draw(2), room_draw(9)])
    events = game.move(2)
    assert ev.BatSnatch(2, 9) in events
    assert events.index(ev.BatSnatch(2, 9)) < events.index(ev.Entered(9))
    assert game.hunter == 9
    assert game.bats == [2, 6]  # the bat went home


def test_fr13_arrival_by_bat_counts_as_entering_the_new_cave():
    game = scripted("spec", at(1, 20, pits=(9, 16), bats=(2, 6)), [room_draw(9)])
    events = game.move(2)
    assert events[-2:] == (ev.FellInPit(9), ev.GameOver(False, ev.FELL_IN_PIT, 0, 1))


def test_fr14_pit_kills_and_loses():
    game = scripted("spec", at(1, 20, pits=(2, 16), bats=(6, 7)))
    events = game.move(2)
    assert ev.FellInPit(2) in events
    assert game.over and not game.won and game.cause == ev.FELL_IN_PIT


def test_fr15_wumpus_eats_with_25_percent():
    game = scripted("spec", at(1, 2, pits=(15, 16), bats=(6, 7)), [0.24])
    events = game.move(2)
    assert ev.Eaten(2) in events and game.cause == ev.EATEN


def test_fr15_wumpus_moves_to_a_random_neighbour_with_75_percent():
    # 0.25 is the first draw that spares you; then the wumpus takes its second tunnel (2 -> 3)
    game = scripted("spec", at(1, 2, pits=(15, 16), bats=(6, 7)), [0.25, 0.5])
    events = game.move(2)
    assert ev.WumpusMoved(2, 3) in events
    assert not game.over and game.wumpus == 3


def test_fr16_bat_comes_before_pit():
    game = scripted("spec", at(1, 20, pits=(2, 16), bats=(2, 6)), [room_draw(11)])
    events = game.move(2)
    assert ev.FellInPit(2) not in events and game.hunter == 11 and not game.over


def test_fr16_pit_comes_before_wumpus():
    game = scripted("spec", at(1, 2, pits=(2, 16), bats=(6, 7)))
    events = game.move(2)
    assert kinds(events)[:2] == ["Entered", "FellInPit"]
    assert not any(isinstance(e, (ev.BumpedWumpus, ev.Eaten)) for e in events)


def test_fr17_neighbouring_caves_report_their_denizens():
    game = scripted("spec", at(1, 2, pits=(5, 16), bats=(8, 7)))
    assert set(game.percepts()) == {ev.WUMPUS, ev.PIT, ev.BATS}
    quiet = scripted("spec", at(1, 20, pits=(15, 16), bats=(17, 18)))
    assert quiet.percepts() == ()


def test_fr18_hunter_enters_a_connected_cave_and_no_other():
    game = scripted("spec", at(1, 20, pits=(15, 16), bats=(17, 18)))
    before = snapshot(game)
    with pytest.raises(IllegalAction) as refused:
        game.move(3)
    assert refused.value.reason == "not_a_tunnel"
    assert snapshot(game) == before
    with pytest.raises(IllegalAction):
        game.move(1)  # staying put is not a move in the requirements
    events = game.move(5)
    assert events[0] == ev.Entered(5) and game.hunter == 5


def test_fr19_arrow_flies_through_up_to_five_caves():
    game = scripted("spec", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.0])
    with pytest.raises(IllegalAction) as refused:
        game.shoot([2, 3, 4, 5, 1, 2])
    assert refused.value.reason == "path_length"
    events = game.shoot([2, 3, 4, 5, 6])
    assert [e.room for e in events if isinstance(e, ev.ArrowEntered)] == [2, 3, 4, 5, 6]


def test_fr20_unreachable_cave_sends_the_arrow_to_a_random_connected_cave():
    # from 1 there is no tunnel to 3: the draw picks 1's third tunnel, 8; the flight goes on to 9
    game = scripted("spec", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.9, 0.0])
    events = game.shoot([3, 9])
    assert ev.ArrowDeflected(1, 3, 8) in events
    assert [e.room for e in events if isinstance(e, ev.ArrowEntered)] == [8, 9]


def test_fr21_arrow_entering_the_wumpus_cave_wins():
    game = scripted("spec", at(1, 3, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([2, 3, 4])
    assert ev.WumpusHit(3) in events and game.won and game.cause == ev.WUMPUS_KILLED
    assert ev.ArrowEntered(4) not in events


def test_fr22_arrow_entering_the_hunter_cave_loses():
    game = scripted("spec", at(1, 20, pits=(15, 16), bats=(17, 18)))
    events = game.shoot([2, 1])
    assert ev.ShotSelf(1) in events and game.over and game.cause == ev.OWN_ARROW


def test_fr23_missed_arrow_wakes_the_wumpus_which_always_moves():
    for draw, expected in ((0.0, 13), (0.5, 16), (0.99, 19)):
        game = scripted("spec", at(1, 20, pits=(15, 6), bats=(17, 18)), [draw])
        events = game.shoot([2])
        assert ev.Missed(2) in events and ev.WumpusMoved(20, expected) in events


def test_fr23_wumpus_moving_into_the_hunter_eats_him():
    game = scripted("spec", at(13, 20, pits=(15, 6), bats=(17, 18)), [0.0])
    events = game.shoot([12])
    assert ev.Eaten(13) in events and game.cause == ev.EATEN_AFTER_MISS


def test_fr24_spent_arrow_leaves_the_quiver_and_the_dungeon():
    game = scripted("spec", at(1, 20, pits=(15, 6), bats=(17, 18)), [0.5])
    events = game.shoot([2])
    assert game.arrows == 4 and game.arrow_room is None
    assert ev.ArrowShot((2,), 4) in events


def test_fr25_no_arrows_left_loses():
    # the wumpus wanders 20 -> 13 -> 20 -> ... (13's third tunnel leads back); we shoot at 8
    game = scripted("spec", at(1, 20, pits=(15, 6), bats=(17, 18)), [0.0, 0.9, 0.0, 0.9, 0.0])
    for _ in range(4):
        game.shoot([8])
    assert not game.over and game.arrows == 1
    events = game.shoot([8])
    assert events[-2:] == (ev.OutOfArrows(0), ev.GameOver(False, ev.OUT_OF_ARROWS, 0, 0))
    with pytest.raises(IllegalAction) as refused:
        game.shoot([8])
    assert refused.value.reason == "game_over"


def test_spec_start_positions_are_spread_fairly(starts):
    counts = Counter(s.hunter for s in starts)
    assert min(counts.values()) > 0.5 * len(starts) / 20
