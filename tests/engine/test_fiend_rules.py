"""``fiend``: Yob's suggested variant (seed 004), rule by rule.

FR-F1  The woken wumpus picks a tunnel (together 75%) or staying (25%), as in the listing.
FR-F2  He never steps into a pit: a tunnel into a pit is refused and he stays.
FR-F3  Moving into bats, he is carried one room on, through a random tunnel of the bats' room
       that leads to no pit; the bats stay home; one room only, even into more bats.
FR-F4  If the bats dump him into your cave, he eats you (the ending ``wumpus_dropped``).
FR-F5  After that, if he is where you are, he eats you (bumped or after a miss).
FR-F6  Everything else is the 1973 listing's.
"""

import random

import pytest

from wumpus.caves import load_cave
from wumpus.engine import DODECAHEDRON, Cave, Game, draw_for, get_ruleset
from wumpus.engine import events as ev

from .helpers import at, kinds, of_type, room_draw, scripted

STAY = 0.9


def tunnel(room: int, to: int, cave=DODECAHEDRON) -> float:
    """The draw that makes the woken wumpus in ``room`` take the tunnel to ``to`` (Yob's line 3380)."""
    return draw_for(cave.exits[room].index(to), len(cave.exits[room])) * 0.75


def landing(bats_room: int, to: int, pits=(), cave=DODECAHEDRON) -> float:
    rooms = [r for r in cave.exits[bats_room] if r not in pits]
    return draw_for(rooms.index(to), len(rooms))


# hunter 11 (tunnels 10 12 19) shoots into 12 and misses; the wumpus sleeps in 1 (tunnels 2 5 8)
def miss(game):
    return game.shoot([12])


def test_fr_f1_a_woken_wumpus_moves_through_a_tunnel_or_stays():
    game = scripted("fiend", at(11, 1, pits=(15, 16), bats=(17, 18)), [tunnel(1, 5)])
    assert ev.WumpusMoved(1, 5) in miss(game) and game.wumpus == 5
    game = scripted("fiend", at(11, 1, pits=(15, 16), bats=(17, 18)), [STAY])
    assert ev.WumpusStayed(1) in miss(game) and game.wumpus == 1


def test_fr_f2_the_wumpus_refuses_a_tunnel_into_a_pit():
    game = scripted("fiend", at(11, 1, pits=(2, 16), bats=(17, 18)), [tunnel(1, 2)])
    events = miss(game)
    assert ev.WumpusBalked(1, 2) in events and game.wumpus == 1
    assert not of_type(events, ev.WumpusMoved)


def test_fr_f3_bats_carry_him_one_room_on():
    game = scripted("fiend", at(11, 1, pits=(15, 16), bats=(5, 18)), [tunnel(1, 5), landing(5, 4)])
    events = miss(game)
    assert kinds(events)[kinds(events).index("WumpusMoved"):][:2] == ["WumpusMoved", "WumpusCarried"]
    assert ev.WumpusCarried(5, 4) in events and game.wumpus == 4 and game.bats == [5, 18]


def test_fr_f3_bats_never_carry_him_into_a_pit():
    # room 5's tunnels are 1 4 6; with a pit in 4 the bats choose between 1 and 6
    game = scripted("fiend", at(11, 1, pits=(4, 16), bats=(5, 18)), [tunnel(1, 5), 0.99])
    assert ev.WumpusCarried(5, 6) in miss(game) and game.wumpus == 6


def test_fr_f3_bats_carry_him_only_one_room_even_into_more_bats():
    game = scripted("fiend", at(11, 1, pits=(15, 16), bats=(5, 4)), [tunnel(1, 5), landing(5, 4)])
    events = miss(game)
    assert of_type(events, ev.WumpusCarried) == [ev.WumpusCarried(5, 4)] and game.wumpus == 4


def test_fr_f3_bats_with_only_pits_around_them_leave_him():
    # the bats' room 2 leads only to the pits in 3 and 5
    cave = Cave("trap", {1: (2, 4), 2: (3, 5), 3: (4, 1), 4: (1, 6), 5: (6, 1), 6: (7, 8), 7: (8, 1), 8: (1, 2)})
    game = scripted("fiend", at(7, 1, pits=(3, 5), bats=(2, 8)), [tunnel(1, 2, cave)], cave=cave)
    events = game.shoot([8])
    assert ev.WumpusMoved(1, 2) in events and not of_type(events, ev.WumpusCarried) and game.wumpus == 2


def test_fr_f4_bats_may_dump_him_into_your_cave():
    # hunter 6 (tunnels 5 7 15) shoots into 7; the wumpus goes 1 -> 5 (bats) and is carried on to 6
    game = scripted("fiend", at(6, 1, pits=(15, 16), bats=(5, 18)), [tunnel(1, 5), landing(5, 6)])
    events = game.shoot([7])
    assert events[-3:] == (ev.WumpusCarried(5, 6), ev.WumpusDropped(6), ev.GameOver(False, ev.WUMPUS_DROPPED, 0, 0))
    assert game.cause == "wumpus_dropped" and game.wumpus == 6


def test_fr_f4_bumped_he_may_be_dumped_straight_back_onto_you():
    game = scripted("fiend", at(2, 1, pits=(15, 16), bats=(5, 18)), [tunnel(1, 5), landing(5, 1)])
    events = game.move(1)
    assert events == (ev.Entered(1), ev.BumpedWumpus(1), ev.WumpusMoved(1, 5), ev.WumpusCarried(5, 1),
                      ev.WumpusDropped(1), ev.GameOver(False, ev.WUMPUS_DROPPED, 0, 1))


def test_fr_f5_bumped_he_refuses_a_pit_and_so_eats_you():
    game = scripted("fiend", at(2, 1, pits=(5, 16), bats=(17, 18)), [tunnel(1, 5)])
    events = game.move(1)
    assert kinds(events) == ["Entered", "BumpedWumpus", "WumpusBalked", "Eaten", "GameOver"]
    assert game.cause == ev.EATEN


def test_fr_f5_after_a_miss_he_walks_into_you():
    # hunter 2 (tunnels 1 3 10) shoots 3 4 5 ... into 3; the wumpus in 1 takes the tunnel to 2
    game = scripted("fiend", at(2, 1, pits=(15, 16), bats=(17, 18)), [tunnel(1, 2)])
    events = game.shoot([3])
    assert kinds(events)[-3:] == ["WumpusMoved", "Eaten", "GameOver"] and game.cause == ev.EATEN_AFTER_MISS


def test_fr_f6_the_rest_is_the_listing():
    fiend, classic = get_ruleset("fiend"), get_ruleset("classic")
    assert fiend.entry_order[1:] == classic.entry_order[1:]
    for field in ("place", "percepts", "reroute", "arrow_links", "arrows", "max_path", "may_stay",
                  "lose_when_out_of_arrows"):
        assert getattr(fiend, field) == getattr(classic, field), field
    # the hunter's bats are the listing's: any room at all, pits included
    game = scripted("fiend", at(1, 20, pits=(15, 16), bats=(2, 18)), [room_draw(15)])
    assert game.move(2)[-1] == ev.GameOver(False, ev.FELL_IN_PIT, 0, 1)


def test_the_catalog_speaks_in_the_1973_voice():
    msgs = get_ruleset("fiend").messages
    assert msgs.render(ev.WumpusDropped(6)) == "ZAP--SUPER BAT DROP! A WUMPUS LANDS IN YOUR CAVE!"
    # where the woken wumpus went stays unsaid, as in the listing: a pit turning him back, bats
    # carrying him off (only being dropped on you is felt)
    assert msgs.render(ev.WumpusCarried(5, 6), narrate=True) is None
    assert msgs.render(ev.WumpusBalked(1, 2), narrate=True) is None
    assert "AVOIDS PITS" in msgs.instructions and "ONE ROOM ON" in msgs.instructions


def _wake_often(rng, game):
    """A player that shoots a one-room arrow half the time (each miss wakes the wumpus)."""
    if game.arrows > 1 and rng.random() < 0.5:
        return game.shoot([rng.choice(game.tunnels)])
    return game.move(rng.choice(game.tunnels))


@pytest.mark.parametrize("cave_name", ["dodecahedron", "moebius", "random:oneway=0.3"])
def test_property_the_fiends_wumpus_is_never_in_a_pit(cave_name):
    seen = set()
    for seed in range(3000 if cave_name == "dodecahedron" else 1000):
        game = Game(load_cave(cave_name, seed), "fiend", seed)
        rng = random.Random(~seed)
        assert game.wumpus not in game.pits
        while not game.over:
            events = _wake_often(rng, game)
            seen.update(type(e).__name__ for e in events)
            assert game.wumpus not in game.pits, f"seed {seed}: {events}"
    # the property was put to the test: he met pits and bats and was dropped on a hunter
    assert {"WumpusBalked", "WumpusCarried", "WumpusDropped"} <= seen


def test_a_bot_is_told_a_dropped_wumpus_in_the_hosts_words():
    from wumpus.bots import api
    from wumpus.bots.play import move_result, shot_result

    game = scripted("fiend", at(6, 1, pits=(15, 16), bats=(5, 18)), [tunnel(1, 5), landing(5, 6)])
    assert shot_result(game.shoot([7])) == api.KILLED_BY_GROGGY_WUMPUS
    game = scripted("fiend", at(2, 1, pits=(15, 16), bats=(5, 18)), [tunnel(1, 5), landing(5, 1)])
    assert move_result(game.move(1)) == (api.MET_WUMPUS, False)
