"""`wumpus text --rules teaching`: the course program's commands and its transcript (seed 001)."""

from __future__ import annotations

import pytest

from wumpus.engine import Positions, draw_for

from ..seeds import seed_lines
from .helpers import collapse, games, play, session, set_up

#: the seed's sample session: its lines 17 and 19 (line 18 between them is blank)
SEED_001 = "\n".join(seed_lines(1, 17, 19))

#: the positions the seed's transcript starts from (its cheat table shows them)
START = Positions(13, 14, (18, 16), (4, 7))
#: the transcript's bat flight: the hunter to room 9, then the bats to room 1
BAT_FLIGHT = [draw_for(9 - 1, 20), draw_for(1 - 1, 20)]
LINES = ["d", "P", "m 12", "M 3", "c", "r", "3 14 4 2 18 16 2", "s", "m 2", "m 10", "m 2", "s", "3 3 4 14"]
FROM_R = "3. Enter your move (or 'D' for directions): r"


def transcript_game():
    return set_up("teaching", START, BAT_FLIGHT)


def play_the_transcript():
    return session(LINES, "teaching", new_game=games(transcript_game()))


def test_the_seed_001_transcript_from_its_r_command_on():
    status, text, _ = play_the_transcript()
    ours = collapse(text)
    theirs = collapse(SEED_001)
    assert status == 0
    assert theirs.count(FROM_R) == 1 and ours.count(FROM_R) == 1
    assert ours[ours.index(FROM_R):] == theirs[theirs.index(FROM_R):]


def test_the_whole_seed_001_transcript():
    _, text, _ = play_the_transcript()
    assert collapse(text) == collapse(SEED_001)


def gap_after(words: str) -> int:
    """The run of spaces after ``words`` in seed 001's transcript.  The page it was taken from turned each
    line break into 9 of them (and a blank line into 10), and kept a line's own indent after that."""
    at = SEED_001.index(words) + len(words)
    return len(SEED_001[at:]) - len(SEED_001[at:].lstrip(" \xa0"))


@pytest.mark.parametrize(("words", "gap", "ours"), [
    ("3 14 4 2 18 16 2", 10, "3 14 4 2 18 16 2\n\nYou are in room 3."),  # a blank line after the positions
    ("directions): d", 9 + 7, "directions): d\n       ______18______\n"),  # the maze straight after D
    ("directions): P", 9 + 7, "directions): P\n       ______18______\n"),  # ... and after P
    ("following rooms:", 9, "following rooms:\nPlayer"),  # no space at the end of the cheat's lines
    ("Pit2 Arrow", 9 + 3, "Pit2 Arrow\n   3"),
])
def test_the_seed_001_transcript_breaks_its_lines_where_the_program_did(words, gap, ours):
    _, text, _ = play_the_transcript()
    assert gap_after(words) == gap
    assert ours in text


def test_the_location_line_carries_the_warnings():
    text = play([], "teaching", new_game=games(set_up("teaching", Positions(3, 2, (12, 18), (4, 7)))))
    assert text == (
        "You are in room 3. You smell a stench. You feel a draft. You hear rustling of bat wings.\n\n"
        "1. Enter your move (or 'D' for directions): \n"
    )


def prompts(text: str) -> list[int]:
    return [int(line.split(".")[0]) for line in text.splitlines() if ". Enter your move" in line]


def test_the_move_number_counts_m_and_s_commands_only():
    game = set_up("teaching", Positions(13, 14, (18, 16), (4, 7), arrow=10))
    lines = ["d", "p", "c", "r", "13 14 4 7 18 16 10", "s", "m 12", "m 7", "m", "zz", "s 9 1", "m 13"]
    text = play(lines, "teaching", new_game=games(game))
    # d p c r leave it at 1; s (refused: no arrow) -> 2; m 12 -> 3; m 7 (refused) -> 4;
    # "m" and "zz" are not commands and do not count; s 9 1 (no arrow) -> 5; m 13 -> 6
    assert prompts(text) == [1, 1, 1, 1, 1, 2, 3, 4, 4, 4, 5, 6]


@pytest.mark.parametrize("command", ["x", "X", " x "])
def test_x_exits(command):
    status, text, script = session([command, "m 12"], "teaching", new_game=games(transcript_game()))
    assert status == 0
    assert text.endswith(f"{command}\nExiting Program ...\n")
    assert script.answered == 1


def test_cheat_shows_where_the_arrow_lies_once_shot():
    game = set_up("teaching", START)
    text = play(["s 1 12", "c"], "teaching", new_game=games(game))
    assert "Your arrow clatters to the floor of room 12.\n" in text
    # the shot woke the wumpus: 14 -> its lowest neighbour, 4
    assert "Player Wumpus Bats1 Bats2 Pit1 Pit2 Arrow\n  13      4      4     7   18   16    12\n" in text


def test_shooting_on_one_line_or_after_the_prompt_is_the_same():
    one_line = play(["s 2 14 15"], "teaching", new_game=games(set_up("teaching", START)))
    two_lines = play(["s", "2 14 15"], "teaching", new_game=games(set_up("teaching", START)))
    assert "Wumpus has just been pierced by your deadly arrow!" in one_line
    assert one_line.split("Wumpus has just")[1] == two_lines.split("Wumpus has just")[1]


@pytest.mark.parametrize("answer", ["4 1 2", "1 12 13", "", "three", "0"])
def test_a_path_that_does_not_add_up_is_refused(answer):
    text = play(["s", answer], "teaching", new_game=games(set_up("teaching", START)))
    assert "Enter the number of rooms" in text
    assert "Invalid move.  Please retry.\n" in text or "Sorry, the arrow can only fly" in text
    assert "clatters" not in text


@pytest.mark.parametrize("answer", ["1 2 3", "3 14 4 2 18 16 99", "a b c d e f g", ""])
def test_a_bad_reset_changes_nothing(answer):
    game = set_up("teaching", START)
    text = play(["r", answer], "teaching", new_game=games(game))
    assert "Invalid move.  Please retry.\n" in text
    assert game.positions == START


def test_the_end_of_a_game_exits_the_program():
    game = set_up("teaching", Positions(17, 14, (18, 16), (4, 7)))
    status, text, script = session(["m 18", "m 9"], "teaching", new_game=games(game))
    assert status == 0
    assert text.endswith("m 18\nAaaaaaaaahhhhhh....\n    You fall into a pit and die.\n\nExiting Program ...\n")
    assert script.answered == 1


@pytest.mark.parametrize("spec", ["moebius", "random:rooms=12", "dodecahedron-shuffled"])
def test_the_map_is_the_cave_being_played(spec):
    from wumpus.caves import load_cave, prepare_cave
    from wumpus.engine import Game

    cave = prepare_cave(load_cave("dodecahedron"), 7, True) if spec == "dodecahedron-shuffled" else load_cave(spec, 7)
    game = Game(cave, "teaching", 7)
    text = play(["P", "R", "X"], "teaching", new_game=games(game))
    listed = {int(room): [int(t) for t in tunnels.split()]
              for room, tunnels in (line.split(":") for line in text.splitlines() if line.startswith("  "))}
    assert listed == {room: list(cave.exits[room]) for room in cave.rooms}
    assert "16---------------20" not in text  # not the program's own dodecahedron
    rooms = sorted(cave.rooms)
    assert f"Enter the 7 room locations ({rooms[0]}..{rooms[-1]})" in text


def test_the_map_of_the_programs_own_cave_is_its_drawing():
    text = play(["P", "X"], "teaching")
    assert "16---------------20" in text and "room by room" not in text


@pytest.mark.parametrize("spec", ["moebius", "random:rooms=12", "dodecahedron-shuffled", "dodecahedron"])
def test_the_map_is_parted_from_the_next_turn_by_a_blank_line_on_every_cave(spec):
    # seed 001's transcript: P prints the drawing, a blank line, then "You are in room 13."
    from wumpus.caves import load_cave, prepare_cave
    from wumpus.engine import Game

    cave = prepare_cave(load_cave("dodecahedron"), 7, True) if spec == "dodecahedron-shuffled" else load_cave(spec, 7)
    game = Game(cave, "teaching", 7)
    status = f"You are in room {game.hunter}."
    text = play(["P", "X"], "teaching", new_game=games(game))
    after_prompt = text.split("(or 'D' for directions): P\n", 1)[1]
    drawing, rest = after_prompt.split(f"\n\n{status}", 1)
    assert drawing.strip() and "\n\n" not in drawing.strip("\n")
    assert "Good luck!" not in drawing  # the program's P prints the map alone
    expected_last = (str(max(cave.rooms)) if spec != "dodecahedron" else "16---------------20")
    assert drawing.rstrip().splitlines()[-1].strip().startswith(expected_last)
