"""`wumpus text --rules gentle`: the blog version's prompts and messages (seed 000)."""

from __future__ import annotations

import pytest

from wumpus.engine import Positions

from .helpers import games, play, session, set_up

ACTION = "Shoot, Move, Help, or Quit (S-M-H-Q): "
#: the seed's sample starts in room 9 with a pit next door (in 18)
START = Positions(9, 20, (18, 6), (1, 3))
STATUS_9 = "I feel a draft....\nYou are in room: 9\nTunnels lead to rooms:  8 , 18 , 10\nYou have 5 arrows\n\n"


def gentle(lines, start=START, draws=()):
    return session(lines, "gentle", new_game=games(set_up("gentle", start, draws)))


def test_the_title_then_the_status_block_as_in_the_sample():
    status, text, _ = gentle([])
    assert status == 0
    assert text == "Wumpus\n\n" + STATUS_9 + ACTION + "\n"


def test_a_move_prints_the_new_status_block():
    _, text, _ = gentle(["m", "10"])
    assert f"{ACTION}m\nWhere To: 10\nYou are in room: 10\nTunnels lead to rooms:  9 , 2 , 11\n" in text


def test_the_sample_bat_snatch():
    # from 2 into the bats in 1: dropped in 5 (a safe room), bats in 1 next door again
    _, text, _ = gentle(["m", "10", "m", "2", "m", "1"], draws=[4.5 / 20])
    assert (
        "Where To: 2\nBats nearby....\nYou are in room: 2\n" in text
        and "Where To: 1\nZAP -- Super Bat Snatch! Elsewhereville for you!!\n" in text
        and "You are in room: 5\n" in text
    )


def test_your_own_room_is_okay_and_a_far_room_is_where():
    _, text, _ = gentle(["m", "9", "m", "12", "m", "8"])
    assert f"Where To: 9\nOkay?\n{STATUS_9}{ACTION}m\nWhere To: 12\nWhere?\n{ACTION}m\nWhere To: 8\n" in text


@pytest.mark.parametrize("junk", ["x", "", "move", "shoot 1"])
def test_an_unknown_action_asks_again_silently(junk):
    _, text, _ = gentle([junk, "q"])
    assert text.endswith(f"{ACTION}{junk}\n{ACTION}q\nGood Bye.\n")


def test_where_to_wants_a_number():
    _, text, _ = gentle(["m", "ten", "10"])
    assert "Where To: ten\nPlease type a number.\nWhere To: 10\nYou are in room: 10\n" in text


def test_a_number_of_more_digits_than_are_read_is_no_cave_not_no_number():
    _, text, _ = gentle(["m", "9" * 5000, "10"])
    assert f"Where To: {'9' * 5000}\nNo cave has a number that long.\nWhere To: 10\nYou are in room: 10\n" in text


def test_zero_rooms_means_not_shooting():
    _, text, _ = gentle(["s", "7", "-1", "0", "q"])
    rooms = "Number of rooms(1 - 5) [0 - not shooting]: "
    assert f"{ACTION}s\n{rooms}7\n{rooms}-1\n{rooms}0\n{STATUS_9}{ACTION}q\n" in text


def test_an_arrow_into_a_wall_and_the_last_arrow():
    shot = ["s", "1", "12"]  # no tunnel from 9 to 12: the arrow hits the wall
    _, text, _ = gentle(shot * 6 + ["q"])
    rooms = "Number of rooms(1 - 5) [0 - not shooting]: "
    assert f"{rooms}1\nRoom #1 12\ntwaaaang!\nSmack right into the wall.\n" in text
    assert "You have 1 arrows\n" in text
    assert "twaaaang!\nYou have used you last arrow.\nSmack right into the wall.\n" in text
    assert text.endswith(f"{ACTION}s\nYou have already used your last arrow.\n{ACTION}1\n{ACTION}12\n{ACTION}q\nGood Bye.\n")


def test_a_winning_arrow_path():
    _, text, _ = gentle(["s", "2", "10", "11"], start=Positions(9, 11, (18, 6), (1, 3)))
    assert (
        "Room #1 10\nRoom #2 11\ntwaaaang!\nThe arrow is entering room # 10 \nThe arrow is entering room # 11 \n"
        "You hear a howl in the distance.\nYou killed the Wumpus.\nHee Hee - The Wumpus will getcha next time!!\n"
    ) in text
    assert text.endswith("getcha next time!!\n")


def test_help_and_quit():
    status, text, script = gentle(["h", "q", "m"])
    assert status == 0 and script.answered == 2
    assert f"{ACTION}h\nInstructions\nThe dreaded Wumpus" in text
    assert text.endswith(f"shoot yourself, you lose.\n\n{STATUS_9}{ACTION}q\nGood Bye.\n")


def test_falling_in_a_pit_ends_the_program():
    status, text, script = gentle(["m", "18", "m"])
    assert status == 0 and script.answered == 2
    assert text.endswith("Where To: 18\nYYYIIIEEEE  FELL IN A PIT!!\nGame Over.\n")


def test_the_title_is_followed_by_a_blank_line():
    assert play([], "gentle", seed=3).startswith("Wumpus\n\n")
