"""A --cave of nothing is refused, not taken for the default cave."""

from __future__ import annotations

import pytest

from wumpus.cli import main


@pytest.mark.parametrize("argv", [
    ["text", "--cave", ""], ["--cave", "  "], ["caves", ""], ["caves", "   "], ["calibrate", "--cave", ""],
    ["tournament", "--cave", "", "--games", "1"], ["watch", "--cave", ""],
])
def test_a_blank_cave_is_refused_in_a_line(argv, capsys):
    with pytest.raises(SystemExit) as stopped:
        main(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err
    assert "a cave is a built-in cave's name, a cave file or random[:...], not nothing" in err
    assert "Traceback" not in err
