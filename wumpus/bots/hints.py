"""The hint: one action for this turn, with a reason that quotes the notes' own odds.

A hint never walks into danger (a pit or the wumpus possible) when a move
with no danger leads on at no more risk, names the room it acts on, and
states the risk as the notes show it.  It shoots when the arrow's rooms more likely than not hold
the wumpus (or, with arrows to spare, at least one time in three); otherwise
it walks the safest way towards the nearest room not yet explored (or to the
arrow lying on the floor, when it is the only one).
"""

from __future__ import annotations

import heapq
import math
from typing import TYPE_CHECKING

from wumpus.engine import Game, IllegalAction

from .api import Move, Shoot

if TYPE_CHECKING:
    from .insight import Insight, RoomOdds, Suggestion

#: the longest arrow path a hint considers
LONGEST_HINT_PATH = 3


def percent(p: float) -> str:
    """A chance as a whole percentage, as the notes write it; 0% and 100% only when certain."""
    if p <= 0.0:
        return "0%"
    if p >= 1.0:
        return "100%"
    if p < 0.005:
        return "<1%"
    if p > 0.995:
        return ">99%"
    return f"{math.floor(p * 100 + 0.5 + 1e-9)}%"


def danger(odds: RoomOdds) -> float:
    return min(1.0, odds.pit + odds.wumpus)


def risk_text(room: int, odds: RoomOdds) -> str:
    """``room 7: danger 12% (pit 10%, wumpus 2%)``, or why it is safe."""
    d = danger(odds)
    if d <= 0.0:
        text = f"room {room} is safe: no pit or wumpus can be there"
    else:
        parts = [f"{name} {percent(p)}" for name, p in (("pit", odds.pit), ("wumpus", odds.wumpus)) if p > 0.0]
        text = f"room {room} has danger {percent(d)} ({', '.join(parts)})"
    if odds.bats > 0.0:
        text += f"; bats {percent(odds.bats)}"
    return text


def _paths(game: Game, links, start: int, longest: int):
    """Arrow paths (rooms after the hunter's) along the arrow's tunnels, never back into the hunter."""
    stack = [(start, ())]
    while stack:
        room, path = stack.pop()
        if path:
            yield path
        if len(path) >= longest:
            continue
        for nxt in sorted(links[room]):
            if nxt == start or nxt in path:
                continue
            stack.append((nxt, (*path, nxt)))


def _best_shot(game: Game, insight: Insight) -> tuple[tuple[int, ...], float] | None:
    if game.arrows <= 0:
        return None
    links = game.rules.arrow_links(game.cave)
    longest = min(game.rules.max_path, LONGEST_HINT_PATH)
    best = None
    for path in _paths(game, links, game.hunter, longest):
        hit = sum(insight.shown(r).wumpus for r in path)
        if best is None or hit > best[1] + 1e-12 or (abs(hit - best[1]) <= 1e-12 and len(path) < len(best[0])):
            try:
                game.check_shot(path)
            except IllegalAction:
                continue
            best = (path, hit)
    return best


def _route_to_goal(game: Game, insight: Insight, start: int) -> tuple[float, float, int]:
    """The safest way to the goal through ``start``, as (risk, bats, steps): the risk is the chance
    of meeting a pit or the wumpus on the way (counted as -log of coming through), the bats how
    many bats the way may meet.  The goal is the arrow lying on the floor when there is no other
    to shoot, else the nearest room not stood in; (inf, inf, 0) when no way leads there."""
    visited = insight.knowledge.visited
    fetch = game.arrow_room if game.arrows == 0 else None

    def cost(room: int, risk: float, bats: float, steps: int) -> tuple[float, float, int] | None:
        odds = insight.shown(room)
        d = danger(odds)
        return None if d >= 1.0 else (risk - math.log1p(-d), bats + odds.bats, steps + 1)

    first = cost(start, 0.0, 0.0, 0)
    if first is None:
        return math.inf, math.inf, 0
    best: dict[int, tuple[float, float, int]] = {start: first}
    queue = [(*first, start)]
    while queue:
        risk, bats, steps, room = heapq.heappop(queue)
        if best[room] < (risk, bats, steps):
            continue
        if room == fetch or (fetch is None and room not in visited):
            return risk, bats, steps
        for nxt in game.cave.exits[room]:
            way = cost(nxt, risk, bats, steps)
            if way is not None and way < best.get(nxt, (math.inf, math.inf, 0)):
                best[nxt] = way
                heapq.heappush(queue, (*way, nxt))
    return math.inf, math.inf, 0


def _rooms(path) -> str:
    return f"room {path[0]}" if len(path) == 1 else "rooms " + ", ".join(str(r) for r in path)


def hint_for(game: Game, insight: Insight) -> Suggestion | None:
    """The hint for ``game`` now, from ``insight`` (the notes for the same moment)."""
    from .insight import Suggestion

    if game.over:
        return None
    shot = _best_shot(game, insight)
    spare = game.arrows > 1
    if shot is not None and (shot[1] > 0.5 or (spare and shot[1] >= 1 / 3 - 1e-9)):
        path, hit = shot
        return Suggestion(Shoot(path), f"Shoot {' '.join(map(str, path))}: the wumpus is in {_rooms(path)} with {percent(hit)}")
    moves = [room for room in dict.fromkeys(game.cave.exits[game.hunter]) if room != game.hunter]
    if not moves:
        return None
    routes = {m: _route_to_goal(game, insight, m) for m in moves}
    if shot is not None and all(math.isinf(way[0]) for way in routes.values()) and shot[1] > 0.0:
        # nowhere left to explore: the best shot there is
        path, hit = shot
        return Suggestion(Shoot(path), f"Shoot {' '.join(map(str, path))}: no way on is left to explore, "
                          f"and the wumpus is in {_rooms(path)} with {percent(hit)}")

    def rank(m: int):
        # the least dangerous way on first: a safe step that only leads back to the same risk
        # is no better than taking that risk now
        odds = insight.shown(m)
        risk, bats, steps = routes[m]
        if math.isinf(risk):
            return (math.inf, math.inf, 0, danger(odds), odds.bats, m)
        return (round(risk, 9), round(bats, 9), steps, danger(odds), odds.bats, m)

    room = min(moves, key=rank)
    odds = insight.shown(room)
    text = risk_text(room, odds)
    if danger(odds) > 0.0:
        text += ", the least dangerous way on"
    elif game.arrows == 0 and game.arrow_room is not None:
        text += f", on the way to your arrow in room {game.arrow_room}"
    elif room not in insight.knowledge.visited:
        text += ", and not explored yet"
    else:
        text += ", on the way to rooms not explored yet"
    return Suggestion(Move(room), text[0].upper() + text[1:])


__all__ = ["hint_for", "percent", "risk_text"]
