"""The gentle game against seed 000's own text: its program's words, instructions and sample output.

The seed's program prints tunnels in the order its board lists them, so the
sample is replayed on that board, read from the seed itself.
"""

from __future__ import annotations

import ast
import re

import pytest

from wumpus.engine import Cave, Game, Positions, ScriptedRandom, draw_for
from wumpus.engine.rules.gentle import INSTRUCTIONS, MESSAGES

from ..seeds import seed_lines, seed_text
from .helpers import games, play


def board() -> Cave:
    """The ``dodecahedron`` dictionary of the seed's board.py (lines 371-472)."""
    lines = seed_lines(0, 371, 472)
    rooms = ast.literal_eval("\n".join(lines).split("=", 1)[1])
    return Cave("seed 000 board", {room: (t["room1"], t["room2"], t["room3"]) for room, t in rooms.items()})


def printed_by(function: str) -> str:
    """What the seed program's ``function`` prints, when its prints are plain strings."""
    source = seed_text(0)
    body = source[source.index(f"def {function}("):].split("\n\n\n", 1)[0]
    calls = re.findall(r'^\s*print\((".*")\)$', body, flags=re.M)
    return "".join(ast.literal_eval(call) + "\n" for call in calls)


def every_printed_string() -> set[str]:
    """Every string literal the seed's program passes to print, each line separately."""
    found = set()
    for literal in re.findall(r'print\(("(?:[^"\\]|\\.)*")', seed_text(0)):
        found.update(ast.literal_eval(literal).split("\n"))
    return found


def test_the_seed_board_is_the_dodecahedron():
    from wumpus.engine import DODECAHEDRON

    assert board().exit_sets == DODECAHEDRON.exit_sets


def test_help_prints_what_the_seeds_instructions_function_prints():
    text = play(["h", "q"], "gentle")
    after = text[text.index("(S-M-H-Q): h\n") + len("(S-M-H-Q): h\n"):]
    assert after.startswith(printed_by("instructions"))
    assert INSTRUCTIONS.startswith("Instructions\n")


FIXED = ["Percept.wumpus", "Percept.bats", "Percept.pit", "Eaten", "WumpusFled", "BatSnatch", "FellInPit",
         "StayedPut", "ArrowShot", "OutOfArrows", "Missed", "WumpusHit", "ShotSelf", "GameOver.won",
         "GameOver.lost", "illegal.not_a_tunnel", "illegal.no_arrow", "quit"]


@pytest.mark.parametrize("key", FIXED)
def test_each_fixed_text_is_printed_by_the_seeds_program(key):
    assert set(MESSAGES.text[key].split("\n")) <= every_printed_string()


def test_the_sample_output():
    """Lines 11-33: room 9 with a pit next door, to 10, to 2 beside the bats, into the bats in 1.

    The sample stops being replayable at the snatch: its program prints "You are in room: 1"
    after it, because ``check_for_baddies`` sets ``home`` only in its own scope and the
    hunter is never carried.  The ruleset carries him, as the seed's text says bats do."""
    cave = board()
    start = Positions(9, 20, (18, 6), (1, 3))
    game = Game(cave, "gentle", rng=ScriptedRandom([draw_for(4, 20)]), start=start)
    ours = play(["m", "10", "m", "2", "m", "1"], "gentle", new_game=games(game))
    sample = "\n".join(seed_lines(0, 11, 33)) + "\n"
    assert ours.startswith(sample)
    assert seed_lines(0, 34, 34) == ["You are in room: 1"]  # where the seed's program leaves him
    assert ours[len(sample):].startswith("Bats nearby....\nI feel a draft....\nYou are in room: 5\n")


def test_the_program_lists_each_rooms_tunnels_in_its_boards_order():
    """Played on the dodecahedron itself (not the seed's board), the sample reads as the seed's:
    the tunnels are listed as the program's board lists them."""
    from wumpus.engine import DODECAHEDRON
    from wumpus.engine.rules.gentle import BOARD

    assert dict(board().exits) == BOARD
    start = Positions(9, 20, (18, 6), (1, 3))
    game = Game(DODECAHEDRON, "gentle", rng=ScriptedRandom([draw_for(4, 20)]), start=start)
    ours = play(["m", "10", "m", "2", "m", "1"], "gentle", new_game=games(game))
    assert ours.startswith("\n".join(seed_lines(0, 11, 33)) + "\n")
