"""The hunter's belief at its corners: one-way tunnels, bigger caves, misses and odd rules."""

from fractions import Fraction
from itertools import combinations
from math import comb

import pytest

from wumpus.bots.api import Observation
from wumpus.bots.belief import Belief
from wumpus.bots.flight import Flight
from wumpus.engine import DODECAHEDRON

DODECA = DODECAHEDRON.exits  # 1: 2 5 8; 2: 1 3 10; 3: 2 4 12; 4: 3 5 14; 5: 1 4 6; 6: 5 7 15

# eight rooms, two exits each, most tunnels one-way: room 1 is entered from 3 and 4
ONE_WAY = {1: (2, 3), 2: (4, 5), 3: (1, 6), 4: (1, 7), 5: (3, 8), 6: (2, 7), 7: (8, 5), 8: (6, 4)}

# ten rooms in a ring, each joined to the two rooms either side of it (four tunnels a room)
RING = {r: tuple(sorted(((r - 1 + d) % 10) + 1 for d in (-2, -1, 1, 2))) for r in range(1, 11)}
# twelve rooms in a ring, each joined to the three rooms either side of it (six tunnels a room)
WIDE_RING = {r: tuple(sorted(((r - 1 + d) % 12) + 1 for d in (-3, -2, -1, 1, 2, 3))) for r in range(1, 13)}


def entrances_of(cave):
    return {r: tuple(sorted(v for v, ways in cave.items() if r in ways)) for r in cave}


def look(cave, room, pit=False, bats=False, wumpus=False, **kw):
    kw.setdefault("cave_rooms", len(cave))
    return Observation(room, tuple(cave[room]), entrances_of(cave)[room], pit, bats, wumpus, 5, **kw)


def walked(rules, cave, visited, warnings):
    belief = Belief(rules, len(cave))
    for i, room in enumerate(visited):
        if i:
            belief.entered(room)
        belief.observe(look(cave, room, *warnings[room]))
    return belief


def near(cave, room, both_ways):
    out = set(cave[room])
    if both_ways:
        out |= set(entrances_of(cave)[room])
    return out


def counted(cave, visited, warnings, both_ways):
    """Exact odds by counting every start (hunter, wumpus, two pits, two bats all apart) that
    agrees with the warnings felt, through exits only or through entrances too."""
    rooms = [r for r in cave if r not in visited]
    counts = {k: dict.fromkeys(cave, 0) for k in ("wumpus", "pit", "bats")}
    total = 0
    for pits in combinations(rooms, 2):
        for bats in combinations([r for r in rooms if r not in pits], 2):
            for w in rooms:
                if w in pits or w in bats:
                    continue
                if all((bool(near(cave, v, both_ways) & set(pits)), bool(near(cave, v, both_ways) & set(bats)),
                        w in near(cave, v, both_ways)) == warnings[v] for v in visited):
                    total += 1
                    counts["wumpus"][w] += 1
                    for p in pits:
                        counts["pit"][p] += 1
                    for b in bats:
                        counts["bats"][b] += 1
    return {k: {r: Fraction(c, total) for r, c in v.items()} for k, v in counts.items()}


def assert_counted(cave, rules, visited, warnings, both_ways):
    exact = counted(cave, visited, warnings, both_ways)
    belief = walked(rules, cave, visited, warnings)
    m = belief.marginals()
    for room in cave:
        for kind in ("wumpus", "pit", "bats"):
            if room in belief.seen:
                got = m[kind][room]
            else:
                got = m["unseen_wumpus_each" if kind == "wumpus" else f"unseen_{kind}"]
            assert got == pytest.approx(float(exact[kind][room]), abs=1e-12), (room, kind)


# -- odds against a count of every placement -----------------------------------------------------
@pytest.mark.parametrize("visited, warnings", [
    ([1], {1: (False, False, False)}),
    ([1], {1: (True, True, False)}),
    ([1, 2], {1: (False, True, False), 2: (True, False, False)}),
])
def test_with_warnings_through_exits_only_a_room_seen_as_an_entrance_is_like_one_not_seen(visited, warnings):
    """Under the classic rules a warning comes only through a room's exits: room 4, seen as
    a way into room 1, is told nothing of by room 1's warnings."""
    assert_counted(ONE_WAY, "classic", visited, warnings, both_ways=False)


@pytest.mark.parametrize("visited, warnings", [
    ([1], {1: (False, False, True)}),
    ([1], {1: (True, False, False)}),
    ([1, 2], {1: (False, True, False), 2: (False, True, True)}),
])
def test_under_the_tournament_rules_a_warning_comes_through_entrances_too(visited, warnings):
    assert_counted(ONE_WAY, "tournament", visited, warnings, both_ways=True)


@pytest.mark.parametrize("visited, warnings", [
    ([1], {1: (True, True, True)}),
    ([1, 2], {1: (True, True, False), 2: (False, True, True)}),
])
def test_the_odds_are_exact_where_many_placements_fit(visited, warnings):
    """Four tunnels a room: many ways of placing the pits and the bats fit at once."""
    assert_counted(RING, "tournament", visited, warnings, both_ways=True)


def test_the_odds_are_exact_where_hundreds_of_placements_fit():
    """Six tunnels a room, every warning felt: hundreds of ways of placing the pits and bats."""
    assert_counted(WIDE_RING, "tournament", [1], {1: (True, True, True)}, both_ways=True)


def test_in_a_cave_too_big_to_pair_pits_with_bats_the_odds_still_count_the_rooms_not_seen():
    """Room 1 joined to 30 of 40 rooms, with every warning: the pits and the bats are worked
    out apart, which must still weigh how many ways the 9 rooms not seen can hold them."""
    n, ways = 40, 30
    belief = Belief("tournament", n)
    exits = tuple(range(2, ways + 2))
    belief.observe(Observation(1, exits, exits, True, True, True, 5, cave_rooms=n))
    m = belief.marginals()
    unseen = n - 1 - ways
    # pits alone, a pair of them among the 39 rooms with at least one beside room 1
    pairs = comb(ways + unseen, 2) - comb(unseen, 2)
    assert m["pit"][2] == pytest.approx((ways + unseen - 1) / pairs, rel=0.1)
    assert m["unseen_pit"] == pytest.approx(ways / pairs, rel=0.1)
    assert m["unseen_bats"] == pytest.approx(ways / pairs, rel=0.1)


def test_in_a_big_cave_no_pit_is_put_where_bats_were_met():
    n, ways = 60, 45
    belief = Belief("tournament", n)
    exits = tuple(range(2, ways + 2))
    belief.observe(Observation(1, exits, exits, True, True, True, 5, cave_rooms=n))
    belief.carried_from(2)
    belief.observe(Observation(50, (51, 52, 53), (51, 52, 53), False, False, False, 5, cave_rooms=n,
                               carried_by_bats=True))
    m = belief.marginals()
    assert m["bats"][2] == 1.0
    assert m["pit"][2] == 0.0


def test_a_cave_bigger_than_twenty_rooms_with_its_size_not_told():
    """Nobody said how big the cave is, and room 0 leads to 24 rooms: the cave has at least
    25, every one of them seen; the odds are still odds."""
    belief = Belief("tournament")
    exits = tuple(range(1, 25))
    belief.observe(Observation(0, exits, exits, True, True, True, 5))
    m = belief.marginals()
    assert belief.unseen == 0
    assert m["unseen_wumpus"] == 0.0
    assert sum(m["wumpus"].values()) == pytest.approx(1.0)
    assert sum(m["pit"].values()) == pytest.approx(2.0)
    assert sum(m["bats"].values()) == pytest.approx(2.0)
    assert all(0.0 <= p <= 1.0 for kind in ("wumpus", "pit", "bats") for p in m[kind].values())


def test_a_ruleset_this_program_does_not_know_is_taken_to_warn_both_ways():
    """The competition's own rules: a wumpus smelled in room 1 may be in a room that only
    leads into it."""
    belief = Belief("someone-elses-rules", 8)
    belief.observe(Observation(1, (2,), (3,), False, False, True, 5, cave_rooms=8))
    m = belief.marginals()
    assert m["wumpus"][3] == pytest.approx(0.5)
    assert m["wumpus"][2] == pytest.approx(0.5)


# -- where an arrow is known to fly ----------------------------------------------------------------
def test_through_exits_only_an_arrow_flies_from_a_room_seen_only_along_tunnels_into_rooms_stood_in():
    """Classic rules: from room 4 (which leads into room 1) an arrow can fly to 1; from room 2
    (which room 1 leads into) nothing is known."""
    belief = walked("classic", ONE_WAY, [1], {1: (False, False, False)})
    assert belief.arrow_links(4) == {1}
    assert belief.arrow_links(3) == {1}
    assert belief.arrow_links(2) == set()
    assert belief.arrow_links(1) == {2, 3}


def test_a_tunnel_worked_out_from_the_caves_shape_carries_arrows():
    import random

    from wumpus.bots import get_bot, play_game
    from wumpus.caves import BUILTIN
    from wumpus.engine import Game

    checked = 0
    for seed in range(6):
        cave = BUILTIN["moebius"].shuffled(random.Random(seed))[0]
        game = Game(cave, "tournament", seed)
        bot = get_bot("hunter", seed=seed)

        def check(obs, action):
            nonlocal checked
            belief = bot.belief
            for room, others in belief.hidden.items():
                assert others <= belief.arrow_links(room)
                checked += 1

        play_game(bot, game, on_turn=check)
    assert checked > 0


def test_an_arrow_astray_from_a_room_seen_counts_on_as_many_tunnels_as_rooms_usually_have():
    """Rooms stood in have 4, 4 and 3 tunnels (3.7 on average, so 4 a room): an arrow named
    astray from room 3, seen but not stood in, comes back along its one known tunnel 1 time in 4."""
    cave = {1: (2, 3, 4, 5), 2: (1, 6, 7, 8), 6: (2, 9, 10)}
    belief = Belief("tournament", 20)
    for i, room in enumerate((1, 2, 6)):
        if i:
            belief.entered(room)
        belief.observe(Observation(room, cave[room], cave[room], False, False, False, 5, cave_rooms=20))
    flight = Flight(belief, belief.marginals(), 6)
    after = flight.step({3: 1.0}, 19)
    assert after[1] == pytest.approx(1 / 4)
    assert sum(after.values()) == pytest.approx(1.0)


# -- danger --------------------------------------------------------------------------------------
def test_the_danger_of_a_room_is_its_pit_and_its_wumpus_together():
    belief = walked("tournament", DODECA, [1], {1: (True, False, True)})
    m = belief.marginals()
    assert belief.danger(2) == pytest.approx(m["pit"][2] + m["wumpus"][2])
    assert m["pit"][2] > 0.0 and m["wumpus"][2] == pytest.approx(1 / 3)
    assert belief.danger(1) == 0.0
    # a room not seen: nothing smelled there, but it may hold a pit
    belief = walked("tournament", DODECA, [1], {1: (False, False, False)})
    m = belief.marginals()
    assert belief.danger(13) == pytest.approx(m["unseen_pit"] + m["unseen_wumpus_each"])
    assert m["unseen_wumpus_each"] == pytest.approx(1 / 16)


# -- bats that move, under rules where they do ----------------------------------------------------
def test_a_room_where_bats_were_met_is_free_of_them_once_stood_in():
    belief = walked("wump3", DODECA, [1], {1: (False, True, False)})
    belief.carried_from(2)
    belief.observe(look(DODECA, 10))
    assert belief.marginals()["bats"][2] == 1.0
    belief.entered(2)  # the bats have flown since
    belief.observe(look(DODECA, 2))
    assert belief.marginals()["bats"][2] == 0.0


def test_bats_met_in_a_room_stood_in_before_are_known_to_be_there():
    belief = walked("wump3", DODECA, [1, 2], {1: (False, False, False), 2: (False, False, False)})
    belief.entered(1)
    belief.observe(look(DODECA, 1, bats=True))  # bats have come to live beside room 1
    belief.carried_from(2)
    belief.observe(look(DODECA, 10, carried_by_bats=True))
    assert belief.marginals()["bats"][2] == 1.0


# -- the wumpus after a miss ----------------------------------------------------------------------
def smelled_in_one():
    return walked("tournament", DODECA, [1], {1: (False, False, True)})


def test_an_arrow_that_hit_changes_nothing():
    belief = smelled_in_one()
    before = belief.marginals()
    belief.shot([2], missed=False)
    assert belief.misses == 0
    assert belief.marginals() == before


def test_a_room_an_arrow_flew_through_is_less_likely_to_hold_the_wumpus_than_the_others():
    """Smelled in room 1: 2, 5 or 8.  An arrow through 2 misses: the wumpus was in 5 or 8
    and wakes; it may walk anywhere, but only by chance into 2."""
    belief = smelled_in_one()
    belief.shot([2])
    belief.observe(look(DODECA, 1, wumpus=True, result="WUMPUS_MISSED"))
    m = belief.marginals()
    assert m["wumpus"][2] < m["wumpus"][5] / 2
    assert m["wumpus"][5] == pytest.approx(m["wumpus"][8])


def test_bats_met_after_a_miss_say_the_wumpus_is_not_in_their_room():
    belief = smelled_in_one()
    belief.shot([2])
    belief.observe(look(DODECA, 1, wumpus=True, result="WUMPUS_MISSED"))
    belief.carried_from(5)
    belief.observe(look(DODECA, 10, carried_by_bats=True))
    m = belief.marginals()
    assert m["wumpus"][5] == 0.0
    assert sum(m["wumpus"].values()) + m["unseen_wumpus"] == pytest.approx(1.0)


def test_a_woken_wumpus_never_walks_into_a_room_stood_in_through_a_tunnel_nobody_knows():
    """Nothing warned in rooms 1 and 2: the wumpus is in a room not seen.  An arrow from 2
    misses and it wakes; every tunnel into room 1 (from 2, 5 and 8) is known, and none of
    those rooms held it, so it is not in room 1 now."""
    belief = walked("tournament", DODECA, [1, 2], {1: (False, False, False), 2: (False, False, False)})
    belief.shot([3])
    m = belief.marginals()
    assert m["wumpus"][1] == 0.0
    assert sum(m["wumpus"].values()) + m["unseen_wumpus"] == pytest.approx(1.0)


def test_what_a_miss_would_leave_a_smell_or_none_as_the_woken_wumpus_may_go():
    """Smelled in room 1 (2, 5 or 8); an arrow through 2 would miss, so it is in 5 or 8 and
    wakes: it stays (1 in 4: smelled again), walks into room 1 (1 in 4: the hunter is eaten,
    not counted) or on (1 in 2) into rooms further off, so a smell after the miss is
    likelier than 1 in 3 only by the rooms the belief cannot rule out."""
    belief = smelled_in_one()
    m = belief.marginals()
    outcomes = belief.after_miss([2], 1, m)
    assert sum(chance for chance, _ in outcomes) == pytest.approx(1.0)
    smell, none = outcomes
    assert 1 / 3 <= smell[0] < 1 / 2
    assert smell[1]["unseen_wumpus"] == 0.0
    assert none[1]["unseen_wumpus"] > 0.5
    for chance, odds in outcomes:
        assert odds["wumpus"][1] == 0.0
        assert sum(odds["wumpus"].values()) + odds["unseen_wumpus"] == pytest.approx(1.0)


# -- smells that do not fit -----------------------------------------------------------------------
def test_a_smell_that_fits_no_room_left_starts_the_wumpus_afresh_where_this_smell_points():
    """Smelled in 1 (2, 5 or 8), none in 2, then smelled in 3 (beside 2, 4 and 12): no room fits
    all three (a wumpus that moves unseen, under other rules), so the last smell decides."""
    belief = walked("tournament", DODECA, [1, 2, 3],
                    {1: (False, False, True), 2: (False, False, False), 3: (False, False, True)})
    m = belief.marginals()
    assert m["wumpus"][4] == pytest.approx(0.5)
    assert m["wumpus"][12] == pytest.approx(0.5)


# -- a smell carried over two tunnels -------------------------------------------------------------
def test_no_smell_over_two_tunnels_rules_out_the_rooms_beside():
    belief = Belief("tournament", 20)
    belief.observe(Observation(1, DODECA[1], DODECA[1], False, False, False, 5, cave_rooms=20, smell_distance=2))
    m = belief.marginals()
    for room in DODECA[1]:
        assert m["wumpus"][room] == 0.0
    assert m["unseen_wumpus"] == pytest.approx(1.0)


def test_the_rooms_within_smell_of_a_room_count_tunnels_through_rooms_not_stood_in():
    """Smell reaches two tunnels.  From room 1 (stood in) through 2 (seen, not stood in) to 3
    (where bats left the hunter): 3 is within smell of 1, and what lies beyond 5 and 8 is not known."""
    belief = Belief("tournament", 20)
    belief.observe(Observation(1, DODECA[1], DODECA[1], False, False, False, 5, cave_rooms=20, smell_distance=2))
    belief.carried_from(14)
    belief.observe(Observation(3, DODECA[3], DODECA[3], False, False, False, 5, cave_rooms=20, smell_distance=2,
                               carried_by_bats=True))
    region, unsure = belief.smell_region(1)
    assert region >= {2, 5, 8, 3}
    assert unsure


def test_a_woken_wumpus_may_stay_where_it_was_even_in_a_room_stood_in():
    """Room 5 smelled from 1, 4 and 6; an arrow misses and no smell follows in 6: the wumpus
    walked to 1 or 4 (rooms stood in).  Another arrow misses: from 1 or 4 it stays or takes
    one of their three tunnels (all known), 1 in 4 each; not 5, since 6 smells nothing."""
    cave = DODECA
    belief = Belief("tournament", 20)
    for room in (1, 2, 3, 4):
        if room != 1:
            belief.entered(room)
        belief.observe(look(cave, room, wumpus=room in (1, 4)))
    belief.carried_from(14)
    belief.observe(look(cave, 6, wumpus=True, carried_by_bats=True))
    belief.shot([7])
    belief.observe(look(cave, 6, result="WUMPUS_MISSED"))
    assert {r for r, p in belief.marginals()["wumpus"].items() if p > 1e-12} == {1, 4}
    belief.shot([7])
    belief.observe(look(cave, 6, result="WUMPUS_MISSED"))
    m = belief.marginals()
    got = {r: p for r, p in m["wumpus"].items() if p > 1e-12}
    assert got == pytest.approx({1: 1 / 6, 2: 1 / 6, 8: 1 / 6, 4: 1 / 6, 3: 1 / 6, 14: 1 / 6})
    assert m["unseen_wumpus"] == pytest.approx(0.0, abs=1e-12)


def test_a_woken_wumpus_in_a_room_with_more_tunnels_than_most_takes_any_of_them_alike():
    """Room 10 has four tunnels (to 1, 4, 7 and 11), the rooms stood in three each.  Smelled from
    all four of its neighbours, the wumpus is in 10; an arrow from 11 misses, and no smell
    follows: it left 10 for 1, 4 or 7, each as likely."""
    cave = {1: (10, 2, 3), 2: (1, 4, 5), 4: (10, 2, 6), 6: (4, 7, 8), 7: (10, 6, 9), 9: (7, 11, 12),
            11: (10, 9, 13)}
    belief = Belief("tournament", 20)
    for i, room in enumerate((1, 2, 4, 6, 7, 9, 11)):
        if i:
            belief.entered(room)
        belief.observe(Observation(room, cave[room], cave[room], False, False, 10 in cave[room], 5,
                                   cave_rooms=20))
    assert belief.marginals()["wumpus"][10] == pytest.approx(1.0)
    belief.shot([13])
    belief.observe(Observation(11, cave[11], cave[11], False, False, False, 5, cave_rooms=20,
                               result="WUMPUS_MISSED"))
    m = belief.marginals()
    assert all(p >= 0.0 for p in m["wumpus"].values()) and m["unseen_wumpus"] >= 0.0
    for room in (1, 4, 7):
        assert m["wumpus"][room] == pytest.approx(1 / 3)
