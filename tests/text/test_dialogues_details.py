"""Details of each version's dialogue: numbers as the versions read them, and the answers each prompt takes."""

from __future__ import annotations

import pytest

from wumpus.engine import Game, Positions
from wumpus.text import dialogue_for
from wumpus.text.dialogues import Plain

from .helpers import games, play, session, set_up, shortest_path

CROOKED = "ARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM"
#: hunter in 2, the wumpus in 16, pits in 7 and 20, bats in 1 and 11 (as in seed 004's sample run)
YOB_START = Positions(2, 16, (7, 20), (1, 11))


def classic_shot(rooms: list[str]) -> tuple[str, Game]:
    """Seed 004's SHOOT with three rooms typed; the wumpus stays where he is after the miss."""
    game = set_up("classic", YOB_START, [0.9] * 12)
    text = play(["N", "S", "3", *rooms, "6"], new_game=games(game))
    return text, game


# -- classic: BASIC's INPUT reads numbers, line 3100 compares them -------------------------------------
def test_zero_with_any_exponent_is_zero_so_two_rooms_apart_it_is_too_crooked():
    # 3100 IF P(K) <> P(K-2) THEN 3115 / 3105 PRINT "ARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM"
    # 0E9999999999999999999 is zero however large its exponent, as 0 is
    text, game = classic_shot(["0", "1", "0E9999999999999999999"])
    assert f"ROOM #?0E9999999999999999999\n{CROOKED}\nROOM #?6\n" in text
    assert game.actions[0].rooms == (0, 1, 6)


@pytest.mark.parametrize("rooms", [
    ("1E-9999999999999999999", "1", "1E9999999999999999999"),  # a tiny number and a huge one
    ("1e-9999999999999999999", "1", "1e9999999999999999999"),  # the same in lower case
    ("-1E9999999999999999999", "1", "1E9999999999999999999"),  # a huge negative one and a huge positive one
    ("-610", "1", "2.5"),  # a whole number below zero and a number with a fraction
    ("-1" + "0" * 59, "1", "2.5"),  # a 60-digit number below zero and a number with a fraction
])
def test_numbers_that_differ_are_not_too_crooked_however_far_from_any_room(rooms):
    text, game = classic_shot(list(rooms))
    assert CROOKED not in text
    first, _, third = game.actions[0].rooms
    assert first != third


def test_two_numbers_too_small_to_be_told_apart_below_zero_are_the_same_number():
    # BASIC keeps no number that close to zero: both read as the same, and line 3100 refuses the second
    text, _ = classic_shot(["-1E-9999999999999999999", "1", "-2E-9999999999999999999"])
    assert f"ROOM #?-2E-9999999999999999999\n{CROOKED}\nROOM #?6\n" in text


# -- gentle: "Number of rooms(1 - 5) [0 - not shooting]" ---------------------------------------------------
def test_gentle_takes_five_rooms_for_the_arrow():
    # seed 000: if number_rooms in range(0, 6): ... arrow_path.insert(x, int(builtins.input("Room #%d " % x)))
    start = Positions(9, 20, (18, 6), (1, 3))
    _, text, _ = session(["s", "5", "10", "11", "12", "13", "14", "q"], "gentle",
                         new_game=games(set_up("gentle", start)))
    assert ("Number of rooms(1 - 5) [0 - not shooting]: 5\nRoom #1 10\nRoom #2 11\nRoom #3 12\nRoom #4 13\n"
            "Room #5 14\ntwaaaang!\n") in text


# -- teaching: R puts everything where the player says ---------------------------------------------------
TEACHING_START = Positions(13, 14, (18, 16), (4, 7))


def teaching(lines: list[str], game: Game | None = None) -> str:
    return play(lines, "teaching", new_game=games(game or set_up("teaching", TEACHING_START)))


def test_reset_with_arrow_minus_one_leaves_the_arrow_with_the_hunter():
    # seed 001: "(Remember arrow value of -1 means it is with the person.)"
    text = teaching(["r", "3 14 4 2 18 16 -1", "s", "1 2", "x"])
    assert "3 14 4 2 18 16 -1\n\nYou are in room 3." in text
    assert ("Enter the number of rooms (1..3) into which you want to shoot, followed by the rooms themselves: "
            "1 2\n") in text
    assert "Sorry, you can't shoot an arrow you don't have." not in text


def test_reset_with_the_arrow_in_room_1_puts_it_there():
    # seed 001: after "3 14 4 2 18 16 2" the arrow lies in room 2, and S says
    # "Sorry, you can't shoot an arrow you don't have.  Go find it."
    text = teaching(["r", "3 14 4 2 18 16 1", "c", "s", "x"])
    assert "Player Wumpus Bats1 Bats2 Pit1 Pit2 Arrow\n   3     14      4     2   18   16     1\n" in text
    assert "Sorry, you can't shoot an arrow you don't have.  Go find it.\n" in text


def test_reset_with_an_arrow_in_no_room_is_refused():
    text = teaching(["r", "3 14 4 2 18 16 -2", "x"])
    assert "3 14 4 2 18 16 -2\nInvalid move.  Please retry.\nYou are in room 13." in text


def resumed_teaching(game: Game, notes: dict | None) -> str:
    from wumpus.text import Script
    from wumpus.text.dialogues import Teaching

    script = Script(["x"])
    Teaching(lambda: game, script.read, script.write, resumed=True, notes=notes).run()
    return script.transcript


def walked(rooms: list[int]) -> Game:
    from wumpus.engine import Move

    game = set_up("teaching", TEACHING_START)
    for room in rooms:
        game.apply(Move(room))
    return game


@pytest.mark.parametrize("notes", [None, {}, {"move_number": "oops"}, {"move_number": "2"}])
def test_a_resumed_teaching_game_numbers_its_next_move_after_the_moves_made(notes):
    # two moves made (13 -> 12 -> 11): the next prompt is the third, as seed 001 counts them
    text = resumed_teaching(walked([12, 11]), notes)
    assert text.startswith("You are in room 11.")
    assert "3. Enter your move (or 'D' for directions): x\n" in text


def test_a_resumed_teaching_game_goes_on_from_a_higher_kept_number():
    text = resumed_teaching(walked([12, 11]), {"move_number": "5"})
    assert "5. Enter your move (or 'D' for directions): x\n" in text


def test_the_map_of_another_cave_names_that_cave():
    from wumpus.caves import load_cave

    cave = load_cave("moebius", 7)
    text = play(["P", "X"], "teaching", new_game=games(Game(cave, "teaching", 7)))
    drawing = text.split("(or 'D' for directions): P\n", 1)[1]
    assert drawing.splitlines()[0] == f"The tunnels of the {cave.name} cave, room by room:"


# -- spec and tournament ----------------------------------------------------------------------------------
PLAIN_START = Positions(1, 16, (12, 20), (3, 17))


@pytest.mark.parametrize(("rules", "hint"), [
    ("spec", "Type 1 to 5 cave numbers, such as 2 3 4, or press Enter to choose again."),
    ("tournament", "TYPE 1 TO 5 ROOM NUMBERS, SUCH AS 2 3 4, OR PRESS ENTER TO CHOOSE AGAIN."),
])
def test_an_arrow_path_that_is_not_numbers_gets_a_hint_naming_the_longest_path(rules, hint):
    # both versions shoot an arrow through up to five rooms (RULESETS: "up to 5", "1-5")
    _, text, _ = session(["s", "two", "q"], rules, new_game=games(set_up(rules, PLAIN_START)))
    assert f"two\n{hint}\n" in text


@pytest.mark.parametrize(("yes", "no"), [("yes", "no"), ("YES", "NO"), ("Yes", "No")])
def test_play_again_takes_yes_and_no_as_words(yes, no):
    first = set_up("spec", PLAIN_START)
    second = set_up("spec", PLAIN_START)
    path = " ".join(map(str, shortest_path(first, first.wumpus)))
    status, text, _ = session([f"s {path}", yes, f"s {path}", no, "m 2"], "spec", new_game=games(first, second))
    assert status == 0
    assert text.count("You win! The wumpus is dead.") == 2
    assert "Please answer Y or N." not in text
    assert text.endswith(f"Play again (Y-N)? {no}\nGoodbye.\n")


def test_a_ruleset_without_a_dialogue_of_its_own_speaks_the_plain_one():
    assert dialogue_for("no-such-version") is Plain
