"""Seed 002's functional requirements FR 1-25, one test each, under ``spec``."""

from collections import Counter

import pytest

from wumpus.engine import DODECAHEDRON, Game, IllegalAction
from wumpus.engine import events as ev

from ..seeds import seed_lines
from .helpers import at, kinds, room_draw, scripted, snapshot

SEEDS = range(3000)

#: FR 1-25 as the seed words them (its lines 76-101)
FR = {int(line.split(".")[0]): line.split(". ", 1)[1] for line in seed_lines(2, 76, 101) if line.strip()}

#: the words of each requirement its tests hold the game to
QUOTES = {
    1: "20 caves spatially organized as a flattened dodecahedron", 2: "connect to 3 other caves",
    3: "the Wumpus is randomly assigned to a cave", 4: "a set of cave denizens",
    5: "a bat, a pit, the Wumpus, the Hunter, and an arrow", 6: "two bats are randomly assigned",
    7: "no cave shall contain two bats", 8: "two pits are randomly assigned",
    9: "no cave shall contain two pits", 10: "the Hunter is randomly assigned to a cave",
    11: "shall have no bat, pit, or Wumpus", 12: "the Hunter shall have 5 arrows",
    13: "carried to a different randomly-assigned cave", 14: "the game ended with a lost outcome",
    15: "(with 25% probability)", 16: "bat, then pit, then Wumpus",
    17: "the neighboring caves shall report the presence of any denizens",
    18: "enter a new cave connected to the Hunter's current cave", 19: "up to 5 caves long",
    20: "randomly choose a new cave connected to the arrow's current cave",
    21: "the game is over with a win outcome", 22: "the Hunter is considered shot",
    23: "move to a randomly chosen neighboring cave", 24: "removed from the set of arrows",
    25: "no more arrows, the game is over with a lost outcome",
}


def test_the_requirements_are_quoted_from_the_seed():
    assert sorted(FR) == list(range(1, 26))
    for number, words in QUOTES.items():
        assert words in FR[number], number
    tested = {int(name[len("test_fr"):][:2]) for name in globals() if name.startswith("test_fr")}
    assert tested == set(FR)


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
    # each kind of denizen is somewhere, and each makes itself known where it is
    game = scripted("spec", at(1, 2, pits=(8, 16), bats=(5, 7)), [room_draw(11)])
    assert game.positions == ev.Positions(1, 2, (8, 16), (5, 7), None)
    assert game.look()[:3] == (ev.Percept(ev.WUMPUS), ev.Percept(ev.PIT), ev.Percept(ev.BATS))
    assert game.shoot([5])[:2] == (ev.ArrowShot((5,), 4), ev.ArrowEntered(5))


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
    assert events[:3] == (ev.Entered(2), ev.BatSnatch(2, 9), ev.Entered(9))
    assert game.hunter == 9 and game.rng.remaining == 0
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
    # entering 1 (next to 2, 5 and 8) from 5: the wumpus in 2 and the pit in 8 report
    game = scripted("spec", at(5, 2, pits=(8, 16), bats=(17, 18)))
    assert game.move(1) == (ev.Entered(1), ev.Percept(ev.WUMPUS), ev.Percept(ev.PIT),
                            ev.Location(1, (2, 5, 8), 5))
    bats = scripted("spec", at(5, 20, pits=(15, 16), bats=(8, 18)))
    assert bats.move(1) == (ev.Entered(1), ev.Percept(ev.BATS), ev.Location(1, (2, 5, 8), 5))
    quiet = scripted("spec", at(5, 20, pits=(15, 16), bats=(17, 18)))
    assert quiet.move(1) == (ev.Entered(1), ev.Location(1, (2, 5, 8), 5))


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
    game = scripted("spec", at(1, 20, pits=(15, 16), bats=(17, 18)), [0.0, 0.0])
    for path in ([2, 3, 4, 5, 1, 2], []):
        with pytest.raises(IllegalAction) as refused:
            game.shoot(path)
        assert refused.value.reason == "path_length"
    assert game.arrows == 5
    one = game.shoot([2])
    assert one[:3] == (ev.ArrowShot((2,), 4), ev.ArrowEntered(2), ev.Missed(2))
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
