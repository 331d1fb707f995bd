"""Cave files in detail: the exact message for each broken file, the exact text each writer writes."""

from __future__ import annotations

import pytest

from wumpus.caves import load_cave
from wumpus.engine import CaveError

#: eight rooms on a ring, each joined both ways to its neighbours and to the room opposite
RING8 = {r: (r % 8 + 1, (r - 2) % 8 + 1, (r + 3) % 8 + 1) for r in range(1, 9)}


def write(tmp_path, name, text):
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return path


def error_for(path) -> str:
    with pytest.raises(CaveError) as info:
        load_cave(str(path))
    return str(info.value)


def map_text(exits, smell="1") -> str:
    return "\n".join([smell, str(len(exits)), *(f"{r} {' '.join(map(str, ts))}" for r, ts in exits.items())]) + "\n"


def tunnels(exits) -> str:
    return "".join(f"{r} = [{', '.join(map(str, ts))}]\n" for r, ts in exits.items())


def test_a_mistake_on_the_last_line_of_a_file_without_a_final_line_break_is_named_at_that_line(tmp_path):
    """TOML's reader says such a mistake is "at end of document": it is still named in the file's words, at
    its line (it was "not a valid cave file: Cannot overwrite a value (at end of document)")."""
    twice = write(tmp_path, "twice.toml", "[tunnels]\n1 = [2, 8, 4]\n2 = [3, 1, 5]\n2 = [3, 1, 5]")
    assert error_for(twice) == f"{twice}, line 4: room 2 is listed twice (first on line 3)"
    name = write(tmp_path, "name.toml", 'name = "x"\nname = "y"')
    assert error_for(name) == f"{name}, line 2: 'name' is given twice (first on line 1)"
    unclosed = write(tmp_path, "unclosed.toml", "[tunnels]\n1 = [2, 8, 4]\n2 = [3, 1, 5\n\n")
    assert error_for(unclosed) == f"{unclosed}, line 3: not a valid cave file: Unclosed array"
