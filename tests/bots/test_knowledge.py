"""The notes' knowledge: read from the rulesets' own data, side-effect free, honest when approximate."""

from __future__ import annotations

import dataclasses
import random

import pytest

from wumpus.bots.insight import insight_for
from wumpus.bots.knowledge import Knowledge
from wumpus.calibrate.core import POLICIES, Tally, play
from wumpus.engine import DODECAHEDRON, Game, IllegalAction, Positions
from wumpus.engine.rules import RULESETS, base, get_ruleset

#: every ruleset the game plays: the built-in ones, and the tournament's dealt with seed 003's host's dice
EVERY_RULESET = [*RULESETS, "tournament+host-dice"]


def walk(game: Game, seed: int, steps: int = 40, ask=None) -> None:
    rng = random.Random(seed)
    for _ in range(steps):
        if game.over:
            return
        if ask is not None:
            ask(game)
        try:
            if game.arrows and rng.random() < 0.2:
                game.shoot([rng.choice(game.cave.exits[game.hunter])])
            else:
                game.move(rng.choice(game.cave.exits[game.hunter]))
        except IllegalAction:
            return


def snapshot(game: Game):
    notes = insight_for(game)
    return notes.odds, notes.unseen_odds, notes.suggest()


@pytest.mark.parametrize("rules", list(RULESETS))
def test_asking_changes_nothing(rules):
    for seed in range(6):
        asked = Game(rules=rules, seed=seed)
        walk(asked, seed, ask=lambda g: (snapshot(g), snapshot(g)))
        quiet = Game(rules=rules, seed=seed)
        walk(quiet, seed)
        assert asked.actions == quiet.actions and asked.positions == quiet.positions
        if not quiet.over:
            assert snapshot(asked) == snapshot(quiet) == snapshot(quiet)


def test_the_odds_come_from_the_replay_not_from_a_remembered_game():
    game = Game(rules="classic", seed=4)
    walk(game, 4, steps=8)
    first = snapshot(game)
    fresh = Knowledge(game.cave, game.rules, Game(game.cave, game.rules, game.seed).look())
    replay = Game(game.cave, game.rules, game.seed)
    for action in game.actions:
        fresh.after(replay.apply(action))
    assert {r: (o.wumpus, o.pit, o.bats) for r, o in first[0].items()} == {
        r: fresh.odds()[r] for r in first[0]}


def test_a_new_ruleset_made_of_described_policies_gets_exact_notes():
    # bats first, then the wumpus, then the pit: no such game in the seeds, and nothing
    # in the notes names it
    odd = dataclasses.replace(
        RULESETS["classic"], name="backwards",
        entry_order=(base.bats_drop_you_anywhere, base.bump_wakes_wumpus, base.pit_is_fatal),
        wumpus_on_miss=base.moves_among_exits_or_stays,
    )
    tally = Tally()
    for seed in range(80):
        play(odd, DODECAHEDRON, seed, POLICIES[seed % len(POLICIES)], tally)
    assert tally.states > 500
    assert tally.inexact_states == 0
    assert (tally.false_zero, tally.false_one) == (0, 0)


def test_a_policy_the_notes_cannot_read_makes_them_approximate_and_never_certain():
    def wumpus_wanders(game):  # no model: what it does is not described
        return base.moves_to_random_exit(game)

    odd = dataclasses.replace(RULESETS["classic"], name="wandering", wumpus_on_miss=wumpus_wanders)
    game = Game(DODECAHEDRON, odd, 1, start=Positions(1, 20, (5, 16), (11, 13)))
    game.shoot([2])
    notes = insight_for(game)
    assert not notes.exact
    for room, odds in notes.all_odds.items():
        if room != game.hunter:
            assert all(0.0 < p < 1.0 for p in (odds.wumpus, odds.pit, odds.bats))


@pytest.mark.parametrize("rules", EVERY_RULESET)
def test_every_policy_of_the_built_in_rulesets_is_described(rules):
    ruleset = get_ruleset(rules)
    for policy in (ruleset.place, ruleset.percepts, ruleset.wumpus_on_miss, *ruleset.entry_order):
        assert hasattr(policy, "model"), policy.__name__


def test_a_wumpus_woken_by_a_rule_the_notes_cannot_read_may_be_anywhere_after_a_miss():
    """Not "he sleeps on": a wumpus smelled from where nobody thought he could be is never at <1%."""
    def wumpus_wanders(game):  # no model: what it does is not described
        return base.moves_to_random_exit(game)

    odd = dataclasses.replace(RULESETS["classic"], name="wandering", wumpus_on_miss=wumpus_wanders)
    for seed in range(40):
        game = Game(DODECAHEDRON, odd, seed)
        walk(game, seed, steps=30)
        if game.over:
            continue
        notes = insight_for(game)
        assert sum(o.wumpus for o in notes.all_odds.values()) == pytest.approx(1.0, abs=0.03)
        assert notes.all_odds[game.wumpus].wumpus > 0.01


def test_the_host_dice_are_followed_exactly_and_a_hint_after_his_move_does_not_walk_into_him():
    """Seed 003's host moves a missed wumpus with its own dice: the notes follow him."""
    from wumpus.bots.api import Move, Shoot

    game = Game(None, "tournament+host-dice", 3)
    for action in (Move(7), Move(17), Move(16), Shoot((17,)), Shoot((17,)), Move(15)):
        game.apply(action)
    assert (game.hunter, game.wumpus, game.over) == (15, 6, False)
    notes = insight_for(game)
    assert notes.exact
    assert sum(o.wumpus for o in notes.all_odds.values()) == pytest.approx(1.0)
    assert notes.all_odds[6].wumpus == pytest.approx(0.5)
    hint = notes.suggest()
    assert hint.action != Move(6)
    game.apply(hint.action)
    assert game.cause != "wumpus"


def _pattern(hunter, wumpus, pits, bats):
    """How the six pieces share rooms: what the notes' odds depend on."""
    return (wumpus in pits, wumpus in bats, len(set(pits) & set(bats)), hunter in (wumpus, *pits, *bats))


@pytest.mark.parametrize("rules", EVERY_RULESET)
def test_the_placement_described_is_the_placement_drawn(rules):
    """Deals by the declared draws share rooms as often as deals by the placement policy."""
    from collections import Counter

    ruleset = get_ruleset(rules)
    deals = 20000
    dealt = Counter()
    described = Counter()
    rng = random.Random(7)
    rooms = DODECAHEDRON.rooms
    for seed in range(deals):
        p = ruleset.place(DODECAHEDRON, random.Random(seed))
        dealt[_pattern(p.hunter, p.wumpus, p.pits, p.bats)] += 1
        where = {}
        for draw in ruleset.place.model.draws:
            taken = {where[piece] for piece in draw.avoid}
            where[draw.piece] = rng.choice([r for r in rooms if r not in taken])
        described[_pattern(where["hunter"], where["wumpus"], (where["pit1"], where["pit2"]),
                           (where["bat1"], where["bat2"]))] += 1
    assert set(dealt) == set(described)
    for key in dealt:
        assert abs(dealt[key] - described[key]) / deals < 0.015, key


def _followed_apart() -> list[str]:
    """The rulesets whose hazards the notes follow one by one (the others are followed together)."""
    return [name for name in RULESETS
            if Knowledge(DODECAHEDRON, RULESETS[name], Game(DODECAHEDRON, name, 0).look()).joint is None]


@pytest.mark.parametrize("rules", _followed_apart())
def test_the_sums_room_by_room_match_every_pair_of_pits_against_every_pair_of_bats(rules):
    from wumpus.tournament.runner import make_cave

    compared = 0
    for seed in range(24):
        game = Game(make_cave(("dodecahedron", "random:oneway=0.3", "lattice")[seed % 3], seed, False), rules, seed)
        k = Knowledge(game.cave, game.rules, game.look())
        rng = random.Random(seed)
        for _ in range(30):
            if game.over or not k.coupled:
                break
            R = [sum(row) for row in k.track]
            fast = k._joint(R, list(k.pits.items()), list(k.bats.items()))
            plain = k._joint_plain(R, list(k.pits.items()), list(k.bats.items()))
            assert (fast is None) == (plain is None)
            if fast is not None:
                for a, b in zip(fast, plain, strict=True):
                    assert a == pytest.approx(b, abs=1e-9)
                compared += 1
            try:
                if game.arrows and rng.random() < 0.2:
                    events = game.shoot([rng.choice(game.cave.exits[game.hunter])])
                else:
                    events = game.move(rng.choice(game.cave.exits[game.hunter]))
            except IllegalAction:
                continue
            k.after(events)
    assert compared > 100
