"""Small builders for engine tests: set-ups by hand, chance by script."""

from __future__ import annotations

from wumpus.engine import DODECAHEDRON, Cave, Game, Positions, ScriptedRandom, draw_for


def at(hunter, wumpus, pits=(19, 20), bats=(17, 18), arrow=None) -> Positions:
    return Positions(hunter, wumpus, tuple(pits), tuple(bats), arrow)


def room_draw(room: int, cave: Cave = DODECAHEDRON) -> float:
    """The draw that makes a uniform room choice (BASIC's FNA) land on ``room``."""
    return draw_for(cave.rooms.index(room), len(cave.rooms))


def scripted(rules: str, start: Positions, draws=(), cave: Cave = DODECAHEDRON) -> Game:
    return Game(cave, rules, rng=ScriptedRandom(draws), start=start)


def kinds(events) -> list[str]:
    return [type(e).__name__ for e in events]


def of_type(events, cls) -> list:
    return [e for e in events if isinstance(e, cls)]


def snapshot(game: Game) -> tuple:
    """Everything an illegal action must leave as it was."""
    return (game.positions, game.arrows, game.moves, game.shots, game.over, game.won,
            game.cause, len(game.actions))
