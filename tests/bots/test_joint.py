"""The notes' odds where hazards move by one another, held against the engine's own dice.

From a known set-up, one action is played under thousands of seeds.  The games
are grouped by what the player was shown; within each group, how often each
hazard ended up in each room must match the odds the notes give after seeing
exactly that.  The engine's policies are the truth here: the notes only read
the models the rulesets declare.
"""

from __future__ import annotations

import math
from dataclasses import replace
import random
from collections import defaultdict

import numpy as np
import pytest

from wumpus.bots.knowledge import JOINT_ROOMS, Knowledge
from wumpus.bots.joint import Joint
from wumpus.engine import DODECAHEDRON, Cave, Game, IllegalAction, Positions
from wumpus.engine import events as ev
from wumpus.engine.actions import Move, Shoot
from wumpus.engine.rules import RULESETS, Ruleset
from wumpus.engine.rules.wump3 import RATES, Rates, wump3_hazards

# eight rooms, some tunnels one-way, one room with a loop and one listed twice
SMALL = Cave("small", {
    1: (2, 5, 8), 2: (3, 1, 6), 3: (4, 2, 7), 4: (5, 3, 3), 5: (1, 4, 6), 6: (7, 6, 2), 7: (8, 6, 3),
    8: (1, 7, 4),
})


def shown(game: Game, events) -> tuple:
    """What the player saw: the rooms walked and flown through, and every line the game said."""
    out = []
    for e in events:
        if isinstance(e, (ev.Entered, ev.Location, ev.ArrowEntered)):
            out.append((type(e).__name__, e.room))
        else:
            text = game.rules.messages.render(e, narrate=True)
            if text:
                out.append((type(e).__name__, text))
    return tuple(out)


def held_against_the_dice(rules: str, cave: Cave, starts, action, plays: int, *, joint=None,
                          least: int = 150) -> int:
    """Play ``action`` under ``plays`` seeds, each from one of ``starts`` (a set-up, or several
    set-ups alike but for what the player cannot tell apart, dealt in turn), and compare; the
    number of groups compared."""
    starts = [starts] if isinstance(starts, Positions) else list(starts)
    groups: dict[tuple, tuple] = {}
    for seed in range(plays):
        game = Game(cave, rules, seed, start=starts[seed % len(starts)])
        look = game.look()
        events = game.apply(action)
        if game.over:
            continue
        key = shown(game, look) + shown(game, events)
        groups.setdefault(key, (events, []))[1].append(game.positions)
    compared = 0
    for events, outcomes in groups.values():
        m = len(outcomes)
        if m < least:
            continue
        first = Game(cave, rules, 0, start=starts[0])
        notes = Knowledge(cave, first.rules, first.look(), joint=joint)
        notes.after((ev.Revealed(starts[0]),))
        if len(starts) > 1:
            notes.joint = _mixture(cave, starts)
        notes.after(events)
        assert notes.exact
        odds = notes.odds()
        for room in cave.rooms:
            for k, there in enumerate((
                sum(p.wumpus == room for p in outcomes),
                sum(room in p.pits for p in outcomes),
                sum(room in p.bats for p in outcomes),
            )):
                p = odds[room][k]
                f = there / m
                if p in (0.0, 1.0):
                    assert f == p, (room, k, p, f, m)
                else:
                    assert abs(f - p) <= 5 * math.sqrt(max(p * (1 - p), 1 / m) / m), (room, k, p, f, m)
        compared += 1
    return compared


def _mixture(cave: Cave, starts) -> Joint:
    """The notes' table for set-ups all alike likely."""
    index = {room: i for i, room in enumerate(cave.rooms)}
    pairs = Joint.known(cave, cave.rooms, 0, (0, 1), (0, 1)).pairs
    table = np.zeros((len(cave.rooms), pairs.k, pairs.k))
    for start in starts:
        table[index[start.wumpus], pairs.index(index[r] for r in start.pits),
              pairs.index(index[r] for r in start.bats)] += 1.0
    return Joint(cave, cave.rooms, table)


def test_gentle_a_bumped_wumpus_runs_to_a_room_without_bats_or_you():
    # the wumpus in 2, beside the hunter in 1; bats in 3 and 6, pits in 4 and 7
    start = Positions(1, 2, (4, 7), (3, 6))
    assert held_against_the_dice("gentle", SMALL, start, Move(2), 4000) >= 1


def test_teaching_bats_drop_you_in_an_unused_room_then_fly_to_another():
    start = Positions(1, 3, (4, 7), (2, 6), 8)  # the arrow lies in 8
    assert held_against_the_dice("teaching", SMALL, start, Move(2), 4000) >= 1
    start = Positions(1, 6, (6, 4), (5, 8))  # the wumpus shares a room with a pit
    assert held_against_the_dice("teaching", SMALL, start, Move(5), 4000) >= 1


def test_teaching_how_many_rooms_the_bats_may_use_tells_set_ups_apart():
    # the same to the player, but in the second the wumpus shares a room with a pit, leaving one
    # more room free: a drop into 5 is likelier from the first (1 in 2 against 1 in 3), and the bats'
    # new home is certain in the first (1), even odds in the second (1 or 3)
    starts = [Positions(1, 3, (4, 7), (2, 6), 8), Positions(1, 7, (4, 7), (2, 6), 8)]
    assert held_against_the_dice("teaching", SMALL, starts, Move(2), 8000) >= 2


@pytest.mark.parametrize("start", [
    Positions(1, 2, (3, 7), (6, 8)),  # he may balk at 3 or be carried on from 6
    Positions(1, 2, (5, 4), (3, 6)),  # bats in 3 carry him on to 7 only (4 is a pit)
    Positions(5, 1, (2, 3), (8, 4)),
])
def test_fiend_the_woken_wumpus_shies_from_pits_and_rides_bats(start):
    rooms = SMALL.exits[start.hunter]
    bump = Move(start.wumpus) if start.wumpus in rooms else None
    if bump is not None:
        # the player is not told whether he stepped, balked at a pit or rode the bats (the
        # listing never says where a woken wumpus went): the notes weigh every walk together,
        # and only what the player does see (a smell, or none) may split the games
        assert held_against_the_dice("fiend", SMALL, start, bump, 6000) >= 1
    away = next(r for r in SMALL.rooms if r not in (start.hunter, start.wumpus) and r in rooms)
    assert held_against_the_dice("fiend", SMALL, start, Shoot((away,)), 6000) >= 2


def test_wump3_earthquakes_move_the_pits_and_bats_migrate():
    start = Positions(1, 3, (4, 7), (2, 6))
    # a quiet turn, an earthquake, a migration (and both): grouped apart
    assert held_against_the_dice("wump3", SMALL, start, Move(5), 12000, least=300) >= 3
    start = Positions(5, 4, (6, 8), (3, 7))
    assert held_against_the_dice("wump3", SMALL, start, Shoot((1,)), 12000, least=300) >= 3


@pytest.mark.parametrize("rules", ["classic", "spec", "tournament", "teaching"])
def test_a_wumpus_that_wakes_by_a_kernel_is_followed_whole_or_hazard_by_hazard(rules):
    # teaching's wumpus goes to its lowest-numbered neighbour: from 3 that is 2, not the hunter's 1
    start = Positions(1, 3 if rules == "teaching" else 2, (4, 7), (5, 6))
    for joint in (True, False):
        assert held_against_the_dice(rules, SMALL, start, Shoot((8,)), 3000, joint=joint) >= 1


@pytest.mark.parametrize("rules", ["classic", "spec", "tournament"])
def test_the_whole_table_and_the_hazards_apart_give_the_same_odds(rules):
    """Two ways of working the same rules out: they must agree to rounding, move after move."""
    from wumpus.tournament.runner import make_cave

    compared = 0
    for seed in range(40):
        cave = make_cave(("dodecahedron", "random:oneway=0.3", "lattice")[seed % 3], seed, False)
        game = Game(cave, rules, seed)
        whole = Knowledge(cave, game.rules, game.look(), joint=True)
        apart = Knowledge(cave, game.rules, game.look(), joint=False)
        rng = random.Random(seed)
        for _ in range(30):
            if game.over:
                break
            a, b = whole.odds(), apart.odds()
            for room in cave.rooms:
                assert a[room] == pytest.approx(b[room], abs=1e-9)
            compared += 1
            try:
                if game.arrows and rng.random() < 0.25:
                    events = game.shoot([rng.choice(game.tunnels) for _ in range(rng.randint(1, 2))])
                else:
                    events = game.move(rng.choice(game.tunnels))
            except IllegalAction:
                continue
            whole.after(events)
            apart.after(events)
    assert compared > 150


@pytest.mark.parametrize("rules", ["gentle", "teaching", "fiend", "wump3"])
def test_rules_that_tie_the_hazards_together_are_followed_exactly_in_every_built_in_cave(rules):
    game = Game(DODECAHEDRON, rules, 3)
    notes = Knowledge(game.cave, game.rules, game.look())
    assert notes.joint is not None and notes.exact


@pytest.mark.parametrize("rules", ["gentle", "teaching", "fiend", "wump3"])
def test_in_a_cave_too_big_to_follow_whole_the_odds_are_honest_and_never_certain(rules):
    from wumpus.bots.insight import insight_for
    from wumpus.tournament.runner import make_cave

    cave = make_cave(f"random:rooms={JOINT_ROOMS + 6}", 5, False)
    for seed in range(40):
        game = Game(cave, rules, seed)
        rng = random.Random(seed)
        for _ in range(40):
            if game.over:
                break
            try:
                if game.arrows > 1 and rng.random() < 0.3:
                    game.shoot([rng.choice(game.tunnels)])
                else:
                    game.move(rng.choice(game.tunnels))
            except IllegalAction:
                continue
        if game.over:
            continue
        notes = insight_for(game)
        assert notes.knowledge.joint is None
        if not notes.exact:
            for room, odds in notes.all_odds.items():
                if room != game.hunter:
                    assert all(0.0 < p < 1.0 for p in (odds.wumpus, odds.pit, odds.bats))
                    assert (room == game.wumpus) or odds.wumpus < 1.0


def test_the_start_table_is_the_placement_drawn():
    """Every ruleset's start, arrangement by arrangement, from its declared draws: each arrangement
    is dealt by the ruleset's own placement policy as often as the table says."""
    for name, ruleset in RULESETS.items():
        start = Joint.at_start(SMALL, SMALL.rooms, ruleset.place.model, 0)
        table = start.t
        dealt: dict[tuple, int] = defaultdict(int)
        deals = 0
        rng = random.Random(name)
        while deals < 20000:
            p = ruleset.place(SMALL, rng)
            # placements never look at the tunnels, so swapping two rooms' names deals as likely a
            # set-up: swap the hunter's room with room 1
            swap = {p.hunter: 1, 1: p.hunter}
            deals += 1
            dealt[(swap.get(p.wumpus, p.wumpus), *(tuple(sorted(swap.get(r, r) for r in rooms))
                                                   for rooms in (p.pits, p.bats)))] += 1
        for (w, pits, bats), count in dealt.items():
            cell = table[w - 1, start.pairs.index((pits[0] - 1, pits[1] - 1)),
                         start.pairs.index((bats[0] - 1, bats[1] - 1))]
            assert cell > 0.0, (name, w, pits, bats)
            expected = cell * deals
            assert abs(count - expected) <= 5 * math.sqrt(expected) + 1, (name, w, pits, bats, count, expected)
        never = table.sum() - sum(
            table[w - 1, start.pairs.index((p[0] - 1, p[1] - 1)), start.pairs.index((b[0] - 1, b[1] - 1))]
            for w, p, b in dealt)
        assert never < 0.02, name  # what was never dealt is rare by the table too


# -- each way of moving a hazard, against a plain count of the rooms it may go to ------------------
PIECES = ("hunter", "wumpus", "pits", "bats", "arrow", "origin", "landing")


def _random_states(rng: random.Random, rooms, count: int) -> dict[tuple, float]:
    states = {}
    while len(states) < count:
        w = rng.choice(rooms)
        pits = tuple(sorted(rng.sample(rooms, 2)))
        bats = tuple(sorted(rng.sample(rooms, 2)))
        states[(w, pits, bats)] = rng.random()
    return states


def _table(cave: Cave, states: dict[tuple, float]) -> Joint:
    index = {room: i for i, room in enumerate(cave.rooms)}
    pairs = Joint.known(cave, cave.rooms, 0, (0, 1), (0, 1)).pairs
    table = np.zeros((len(cave.rooms), pairs.k, pairs.k))
    for (w, pits, bats), weight in states.items():
        table[index[w], pairs.index(index[r] for r in pits), pairs.index(index[r] for r in bats)] += weight
    joint = Joint(cave, cave.rooms, table)
    joint.t = table  # the weights as given
    return joint


def _read(cave: Cave, joint: Joint) -> dict[tuple, float]:
    rooms = cave.rooms
    out = {}
    for wi, pi, bi in zip(*np.nonzero(joint.t), strict=True):
        a, b = joint.pairs.a, joint.pairs.b
        key = (rooms[joint.wi[wi]], (rooms[a[joint.pi[pi]]], rooms[b[joint.pi[pi]]]),
               (rooms[a[joint.bi[bi]]], rooms[b[joint.bi[bi]]]))
        out[key] = float(joint.t[wi, pi, bi])
    return out


def _free(rooms, avoid, state, where) -> list:
    """The rooms holding none of ``avoid``: counted plainly."""
    w, pits, bats = state
    taken = set()
    for piece in avoid:
        taken |= {"wumpus": {w}, "pits": set(pits), "bats": set(bats)}.get(piece, set())
        if piece in where and where[piece] is not None:
            taken.add(where[piece])
    return [r for r in rooms if r not in taken]


def _close(got: dict, want: dict) -> None:
    want = {k: v for k, v in want.items() if v > 0.0}
    assert set(got) == set(want)
    for key, value in want.items():
        assert got[key] == pytest.approx(value, rel=1e-9), key


@pytest.mark.parametrize("seed", range(6))
def test_each_redraw_spreads_a_piece_over_exactly_the_rooms_left_free(seed):
    from wumpus.bots.joint import Scene
    from wumpus.engine.rules.base import Redraw

    rng = random.Random(seed)
    cave = SMALL
    rooms = list(cave.rooms)
    index = {room: i for i, room in enumerate(rooms)}
    for _ in range(8):
        avoid = tuple(p for p in PIECES if rng.random() < 0.5)
        where = {"hunter": rng.choice(rooms), "origin": rng.choice(rooms), "landing": rng.choice(rooms),
                 "arrow": rng.choice([None, *rooms])}
        scene = Scene(*(None if where[k] is None else index[where[k]] for k in ("hunter", "origin", "landing", "arrow")))
        states = _random_states(rng, rooms, 12)
        redraw = Redraw(avoid)

        # the hunter dropped in the landing room
        joint = _table(cave, states)
        joint.dropped(redraw, scene)
        want = {}
        for state, weight in states.items():
            free = _free(rooms, avoid, state, where)
            want[state] = weight / len(free) if where["landing"] in free else 0.0
        _close(_read(cave, joint), want)

        # the wumpus goes elsewhere
        joint = _table(cave, states)
        joint.wumpus_redrawn(redraw, scene, None)
        want = defaultdict(float)
        for (w, pits, bats), weight in states.items():
            free = _free(rooms, tuple(p for p in avoid if p != "wumpus"), (w, pits, bats), where)
            for v in free:
                want[(v, pits, bats)] += weight / len(free)
        _close(_read(cave, joint), want)

        with_bats = tuple(dict.fromkeys((*avoid, "bats")))
        # one named colony flies off
        origin = where["origin"]
        snatched = {s: v for s, v in states.items() if origin in s[2]} or {(rooms[0], (rooms[1], rooms[2]), tuple(sorted((origin, rooms[3] if origin != rooms[3] else rooms[4])))): 1.0}
        joint = _table(cave, snatched)
        joint.colony_moves(Redraw(with_bats), scene, index[origin])
        want = defaultdict(float)
        for (w, pits, bats), weight in snatched.items():
            other = bats[0] if bats[1] == origin else bats[1]
            free = _free(rooms, with_bats, (w, pits, bats), where)
            for x in free:
                want[(w, pits, tuple(sorted((other, x))))] += weight / len(free)
        _close(_read(cave, joint), want)

        # either colony flies off
        joint = _table(cave, states)
        joint.a_colony_moves(Redraw(with_bats), scene)
        want = defaultdict(float)
        for (w, pits, bats), weight in states.items():
            free = _free(rooms, with_bats, (w, pits, bats), where)
            for stays in bats:
                for x in free:
                    want[(w, pits, tuple(sorted((stays, x))))] += weight / 2 / len(free)
        _close(_read(cave, joint), want)

        # both pits move, one after the other
        with_pits = tuple(dict.fromkeys((*avoid, "pits")))
        joint = _table(cave, states)
        joint.pits_move(Redraw(with_pits), scene)
        want = defaultdict(float)
        for (w, pits, bats), weight in states.items():
            free = _free(rooms, with_pits, (w, pits, bats), where)
            for x in free:
                for y in free:
                    if y != x:
                        want[(w, tuple(sorted((x, y))), bats)] += weight / len(free) / (len(free) - 1)
        _close(_read(cave, joint), want)


#: rulesets with a policy made by a factory, that policy made again here: what is checked is
#: the model the factory declares now, and the moves the policy it makes now plays
#: (with every turn's earthquake, or every turn's migration, too, so each is seen landing
#: in every room it may)
MADE = {
    "wump3": lambda ruleset: replace(ruleset, between_turns=wump3_hazards(RATES)),
    "wump3 quaking": lambda ruleset: replace(ruleset, between_turns=wump3_hazards(Rates(1.0, 0.0, 0.0))),
    "wump3 migrating": lambda ruleset: replace(ruleset, between_turns=wump3_hazards(Rates(0.0, 1.0, 0.0))),
}


def _ruleset(rules: str) -> Ruleset:
    return MADE.get(rules, lambda ruleset: ruleset)(RULESETS[rules.split()[0]])


def _declared(ruleset: Ruleset):
    """The redraws a ruleset declares, by the event that shows each: (event class, model, piece)."""
    from wumpus.engine.rules.base import Redraw

    out = []
    for policy in ruleset.entry_order:
        model = policy.model
        if isinstance(model.bump, Redraw):
            out.append((ev.WumpusFled, model.bump))
        if model.hazard == "bats":
            out.append((ev.BatSnatch, model.drop if model.drop is not None else Redraw(())))
        if model.bats_move is not None:
            out.append((ev.BatsMoved, model.bats_move))
    between = getattr(ruleset.between_turns, "model", None)
    for relocation in getattr(between, "relocations", ()):
        out.append((getattr(ev, relocation.event), relocation.redraw))
    return out


@pytest.mark.parametrize("rules", [*RULESETS, "wump3 quaking", "wump3 migrating"])
def test_each_declared_redraw_lands_where_the_engine_puts_it(rules):
    """The rooms a moved piece lands in, over many throws of the engine's dice, are exactly the
    rooms the declared model leaves free."""
    ruleset = _ruleset(rules)
    declared = _declared(ruleset)
    rng = random.Random(rules)
    rooms = list(SMALL.rooms)
    checked = 0
    for _ in range(30):
        hunter, wumpus, p1, p2, b1, b2, arrow = rng.sample(rooms, 7)
        start = Positions(hunter, rng.choice([wumpus, p1]), (p1, p2), (b1, b2),
                          arrow if ruleset.arrow_stays else None)
        for action in {Move(r) for r in SMALL.exits[hunter]}:
            landed: dict[tuple, set] = defaultdict(set)
            times: dict[tuple, int] = defaultdict(int)
            allowed: dict[tuple, set] = {}
            for seed in range(300):
                game = Game(SMALL, ruleset, seed, start=start)
                before = game.positions
                events = game.apply(action)
                entered = [e.room for e in events if isinstance(e, ev.Entered)]
                models = {kind: redraw for kind, redraw in declared}
                wumpus, pits, bats = before.wumpus, before.pits, before.bats
                snatch = None
                for e in events:
                    if isinstance(e, ev.BatSnatch):
                        snatch = e
                    redraw = models.get(type(e))
                    if redraw is not None:
                        where = {"hunter": entered[-1] if entered else before.hunter,
                                 "origin": snatch.origin if snatch else None,
                                 "landing": snatch.room if snatch else None, "arrow": before.arrow}
                        if isinstance(e, ev.WumpusFled):
                            where["hunter"] = e.origin
                        elif isinstance(e, (ev.BatSnatch, ev.BatsMoved)):
                            where["hunter"] = snatch.origin
                        key = (type(e).__name__, wumpus, tuple(sorted(pits)), tuple(sorted(bats)),
                               *(where[p] for p in sorted(where) if not (p == "landing" and e is snatch)))
                        allowed[key] = set(_free(rooms, redraw.avoid, (wumpus, pits, bats), where))
                        landed[key].update(e.rooms if isinstance(e, ev.Earthquake) else (e.room,))
                        times[key] += 1
                    # what moved, for the events after it
                    if isinstance(e, ev.WumpusFled):
                        wumpus = e.room
                    elif isinstance(e, ev.Earthquake):
                        pits = e.rooms
                    elif isinstance(e, (ev.BatsMigrated, ev.BatsMoved)):
                        bats = tuple(e.room if b == e.origin else b for b in bats)
            for key, rooms_landed in landed.items():
                assert rooms_landed <= allowed[key], (rules, start, action, key)
                if times[key] >= 20 * len(allowed[key]):  # every free room, all but surely
                    assert rooms_landed == allowed[key], (rules, start, action, key)
                checked += 1
    assert checked > 0 or not declared
