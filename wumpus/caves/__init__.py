"""Caves: the built-in ones, cave files, and random caves.

``load_cave(spec, seed=None)`` turns what a user typed after ``--cave`` into a
:class:`wumpus.engine.Cave`, or raises :class:`wumpus.engine.CaveError` with a
message that names the file, the line and what is wrong.
"""

from __future__ import annotations

from wumpus.engine import DODECAHEDRON, Cave, CaveError

BUILTIN: dict[str, Cave] = {DODECAHEDRON.name: DODECAHEDRON}


def load_cave(spec: str | None, seed: int | None = None) -> Cave:
    if spec is None or spec == "":
        return DODECAHEDRON
    if spec in BUILTIN:
        return BUILTIN[spec]
    raise CaveError(f"unknown cave {spec!r}")
