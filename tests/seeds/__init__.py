"""The five source documents the game is built from, as given, and a way to read them."""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).parent


def seed_text(number: int) -> str:
    """The whole text of seed ``number`` (0-4)."""
    (path,) = HERE.glob(f"{number:03d}_*.txt")
    return path.read_text(encoding="utf-8")


def seed_lines(number: int, first: int, last: int) -> list[str]:
    """Lines ``first`` to ``last`` of a seed, numbered from 1 as an editor shows them."""
    return seed_text(number).splitlines()[first - 1:last]


def listing_line(number: str) -> str:
    """The statement of seed 004's BASIC listing with this line number, e.g. "4230"."""
    (line,) = [s for s in seed_text(4).splitlines() if s.startswith(number + " ")]
    return line[len(number) + 1:]


def printed(statement: str) -> str:
    """What a BASIC PRINT statement prints: ``PRINT "X"`` gives X, a bare PRINT an empty line."""
    assert statement.startswith("PRINT"), statement
    rest = statement[len("PRINT"):].strip()
    return rest.strip('"')
