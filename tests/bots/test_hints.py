"""Hints: they name the room they act on, quote the notes' own risk, and never walk into
danger when a move with none exists."""

from __future__ import annotations

import random

import pytest

from wumpus.bots.api import Move, Shoot
from wumpus.bots.hints import danger, hint_for, percent
from wumpus.bots.insight import insight_for
from wumpus.engine import Game, IllegalAction
from wumpus.engine import events as ev
from wumpus.engine.rules import RULESETS


def follow_hints(game: Game, limit: int = 150) -> list:
    """Play ``game`` to the end by its hints; the (hint, notes) of every turn."""
    seen = []
    while not game.over and len(game.actions) < limit:
        notes = insight_for(game)
        hint = notes.suggest()
        seen.append((hint, notes, game.hunter))
        if isinstance(hint.action, Move):
            game.move(hint.action.room)
        else:
            game.shoot(hint.action.rooms)
    return seen


def risk_onward(game: Game, notes, first: int, depth: int = 7) -> float:
    """The least chance of meeting a pit or the wumpus on a walk through ``first`` to a room not
    stood in yet (or the arrow to fetch), over every walk of up to ``depth`` rooms."""
    target = game.arrow_room if game.arrows == 0 and game.arrow_room is not None else None
    best = 1.0

    def walk(room: int, alive: float, steps: int, path: frozenset) -> None:
        nonlocal best
        alive *= 1.0 - danger(notes.shown(room))
        if alive <= 1.0 - best:
            return
        if room == target or (target is None and room not in notes.knowledge.visited):
            best = 1.0 - alive
            return
        if steps < depth:
            for nxt in game.cave.exits[room]:
                if nxt not in path:
                    walk(nxt, alive, steps + 1, path | {nxt})

    walk(first, 1.0, 1, frozenset({game.hunter, first}))
    return best


def test_seed_6_a_bumped_wumpus_may_have_gone_back_where_you_came_from():
    game = Game(seed=6)  # classic; the hunter in 16, the wumpus asleep in 17
    came_from = game.hunter
    events = game.move(game.tunnels[1])
    assert any(isinstance(e, ev.BumpedWumpus) for e in events)
    notes = insight_for(game)
    # it lumbered off into one of the three tunnels: the room just left is no safer than the others
    for room in game.tunnels:
        assert notes.odds[room].wumpus == pytest.approx(1 / 3)
    assert danger(notes.odds[came_from]) > 0
    hint = notes.suggest()
    assert hint.action != Move(came_from) or "safe" not in hint.reason
    turns = follow_hints(game)
    assert game.over and game.cause not in (ev.FELL_IN_PIT, ev.EATEN, ev.EATEN_AFTER_MISS)
    assert all(isinstance(h.action, Shoot) for h, _, _ in turns)


def test_seed_82975464_a_bump_does_not_wipe_out_what_is_known_of_the_pits():
    # the same set-up again (r after a lost game), as it was dealt when r drew a seed of its own
    game = Game(seed=8726878363565118487, start=Game(seed=82975464).start)
    for key in (3, 2, 1, 2, 1, 1, 2):
        events = game.move(game.tunnels[key - 1])
    assert any(isinstance(e, ev.BumpedWumpus) for e in events) and not game.over
    notes = insight_for(game)
    assert notes.odds[3].pit == 1.0 and notes.odds[15].pit == 1.0
    assert notes.odds[14].bats == 1.0 and notes.odds[1].bats == 1.0
    assert notes.unseen_odds.pit == 0.0
    assert sum(o.wumpus for o in notes.odds.values()) == pytest.approx(1.0)
    assert notes.suggest().action != Move(3)
    follow_hints(game)
    assert game.over and game.cause not in (ev.FELL_IN_PIT, ev.EATEN, ev.EATEN_AFTER_MISS)


@pytest.mark.parametrize("rules", list(RULESETS))
def test_hints_name_their_room_quote_the_notes_and_take_no_needless_risk(rules):
    checked = 0
    for seed in range(40):
        game = Game(rules=rules, seed=seed)
        rng = random.Random(seed)
        while not game.over and len(game.actions) < 60:
            notes = insight_for(game)
            hint = notes.suggest()
            if isinstance(hint.action, Move):
                room = hint.action.room
                odds = notes.shown(room)
                assert f"room {room} " in hint.reason.lower()
                risk = danger(odds)
                if risk > 0:
                    assert f"danger {percent(risk)}" in hint.reason
                    # a safe step leads on to unexplored rooms at no less risk than this one
                    onward = risk_onward(game, notes, room)
                    for m in game.cave.exits[game.hunter]:
                        if danger(notes.shown(m)) == 0:
                            assert risk_onward(game, notes, m) >= onward - 1e-9, (m, room)
                else:
                    assert "is safe" in hint.reason
            else:
                for room in hint.action.rooms:
                    assert str(room) in hint.reason
                hit = sum(notes.shown(r).wumpus for r in hint.action.rooms)
                assert hint.reason.endswith(f"with {percent(hit)}")
            checked += 1
            try:  # half the time the hint, else anywhere
                if rng.random() < 0.5:
                    if isinstance(hint.action, Move):
                        game.move(hint.action.room)
                    else:
                        game.shoot(hint.action.rooms)
                else:
                    game.move(rng.choice(game.cave.exits[game.hunter]))
            except IllegalAction:
                break
    assert checked > 200


def test_no_hint_once_the_game_is_over():
    game = Game(seed=6)
    game.shoot([game.tunnels[1]])  # the wumpus is in 17
    assert game.over
    assert insight_for(game).suggest() is None
    assert hint_for(game, insight_for(game)) is None


@pytest.mark.parametrize("cave_name", ["dodecahedron", "dendrite", "beads", "lattice"])
def test_following_the_hints_never_walks_in_circles(cave_name):
    """A player who does as told finishes the game: the hints never send them back and forth
    between rooms already explored while rooms not yet explored can still be reached."""
    from wumpus.tournament.runner import make_cave

    cave = make_cave(cave_name, 0, False)
    for seed in range(25):
        game = Game(cave, "classic", seed)
        follow_hints(game, limit=80)
        assert game.over, (cave_name, seed, [a.describe() for a in game.actions[-8:]])


def test_the_hint_heads_for_unexplored_rooms_the_way_without_bats():
    # dendrite, seed 1158: the hunter starts in 16 and explores 10 to 17 without stepping into
    # 19 or 20; back in 14 (tunnels 11 15 16), 15 leads on only to the bats felt from there, in 18,
    # and 16 to the safe, unexplored 19 and 20
    from wumpus.tournament.runner import make_cave

    game = Game(make_cave("dendrite", 1158, False), "classic", 1158)
    for room in (14, 11, 13, 12, 13, 11, 10, 11, 14, 15, 17, 15, 14):
        game.move(room)
    notes = insight_for(game)
    assert notes.odds[18].bats == 1.0 and notes.odds[19].pit == 0.0 and 19 not in notes.knowledge.visited
    assert notes.suggest().action == Move(16)
