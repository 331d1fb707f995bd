"""`wumpus text --rules classic`: Yob's 1973 listing (seed 004), prompt for prompt."""

from __future__ import annotations

import pytest

from wumpus.engine import Game, Positions, Shoot
from wumpus.engine.rules.classic import BANNER, INSTRUCTIONS
from wumpus.text.lines import Setups

from .helpers import games, play, set_up, shortest_path

BLOCK_ROOM_2 = "\nBATS NEARBY!\nYOU ARE IN ROOM 2\nTUNNELS LEAD TO 1 3 10\n\n"
#: hunter in 2 with bats next door in 1 (and 11), pits in 7 and 20, the wumpus in 16
SAMPLE = Positions(2, 16, (7, 20), (1, 11))


def opening(answer: str = "N") -> str:
    return f"INSTRUCTIONS (Y-N)?{answer}\n" + BANNER + "\n"


def game_in_room_2(draws=()) -> Game:
    return set_up("classic", SAMPLE, draws)


def after_opening(lines, *made: Game) -> str:
    transcript = play(["N", *lines], new_game=games(*made))
    assert transcript.startswith(opening())
    return transcript[len(opening()):]


@pytest.mark.parametrize("answer", ["Y", "y", "", "YES", "MAYBE"])
def test_any_answer_but_n_shows_the_instructions_then_the_banner(answer):
    transcript = play([answer])
    assert transcript.startswith(f"INSTRUCTIONS (Y-N)?{answer}\n" + INSTRUCTIONS + "\n" + BANNER + "\n")


@pytest.mark.parametrize("answer", ["N", "n", "  N  "])
def test_n_skips_the_instructions_but_not_the_banner(answer):
    transcript = play([answer])
    assert "WELCOME TO 'HUNT THE WUMPUS'" not in transcript
    assert transcript.startswith(f"INSTRUCTIONS (Y-N)?{answer}\n" + BANNER + "\nHUNT THE WUMPUS\n")


def test_each_game_opens_with_the_title_and_gosub_2000():
    assert after_opening([], game_in_room_2()) == "HUNT THE WUMPUS\n" + BLOCK_ROOM_2 + "SHOOT OR MOVE (S-M)?\n"


def test_warnings_come_one_per_tunnel_in_the_listing_order():
    # wumpus, pit, pit, bats, bats: each warned once per tunnel that leads to it
    game = set_up("classic", Positions(1, 2, (5, 8), (3, 10)))
    text = after_opening([], game)
    assert "\nI SMELL A WUMPUS!\nI FEEL A DRAFT\nI FEEL A DRAFT\nYOU ARE IN ROOM 1\n" in text


@pytest.mark.parametrize("junk", ["X", "", "SM", "MOVE", "1", "Q"])
def test_shoot_or_move_asks_again_for_anything_but_s_or_m(junk):
    text = after_opening([junk, "m", "3"], game_in_room_2())
    assert BLOCK_ROOM_2 + f"SHOOT OR MOVE (S-M)?{junk}\nSHOOT OR MOVE (S-M)?m\nWHERE TO?3\n" in text


def test_a_room_without_a_tunnel_is_not_possible_and_where_to_follows_on_the_line():
    text = after_opening(["M", "4", "3"], game_in_room_2())
    assert "WHERE TO?4\nNOT POSSIBLE -WHERE TO?3\n\nYOU ARE IN ROOM 3\n" in text


@pytest.mark.parametrize("room", ["0", "21", "-3", "99999999999999999999999999", "9" * 1001, "-" + "9" * 5000])
def test_a_room_outside_the_cave_asks_again_without_a_word(room):
    text = after_opening(["M", room, "3"], game_in_room_2())
    assert f"WHERE TO?{room}\nWHERE TO?3\n\nYOU ARE IN ROOM 3\n" in text


def test_moving_to_your_own_room_is_allowed_and_takes_the_turn():
    text = after_opening(["M", "2"], game_in_room_2())
    assert "WHERE TO?2\n" + BLOCK_ROOM_2 + "SHOOT OR MOVE (S-M)?\n" in text


@pytest.mark.parametrize("junk", ["TEN", "", "٣", "1 2", "3.5.1", "E1", "."])
def test_a_number_that_is_not_one_gets_redo_from_start(junk):
    text = after_opening(["M", junk, "3"], game_in_room_2())
    assert f"WHERE TO?{junk}\n?REDO FROM START\n?3\n\nYOU ARE IN ROOM 3\n" in text


@pytest.mark.parametrize("three", ["3.0", "3.", "+3", "3E0", ".3E1", "30E-1", " 3.000 "])
def test_a_whole_number_written_as_basic_reads_numbers_is_that_room(three):
    text = after_opening(["M", three], game_in_room_2())
    assert f"WHERE TO?{three}\n\nYOU ARE IN ROOM 3\n" in text


@pytest.mark.parametrize("between", ["3.5", "2.5", "1.5", "19.99", "25E-1"])
def test_a_room_number_with_a_fraction_inside_the_cave_is_not_possible(between):
    text = after_opening(["M", between, "3"], game_in_room_2())
    assert f"WHERE TO?{between}\nNOT POSSIBLE -WHERE TO?3\n\nYOU ARE IN ROOM 3\n" in text


@pytest.mark.parametrize("outside", ["0.5", "20.5", "-2.5", "1E-70", "9E99999", "0E99", "-0.0", "1E9999999999999999999",
                                     "-1E9999999999999999999", "1E-9999999999999999999", "0E-9999999999999999999",
                                     pytest.param("9" * 1000 + "." + "9" * 1000 + "E" + "9" * 1000, id="3001-digits"),
                                     pytest.param("." + "0" * 5000 + "1", id="5002-digits")])
def test_a_room_number_with_a_fraction_outside_the_cave_asks_again_without_a_word(outside):
    text = after_opening(["M", outside, "3"], game_in_room_2())
    assert f"WHERE TO?{outside}\nWHERE TO?3\n\nYOU ARE IN ROOM 3\n" in text


def test_number_of_rooms_outside_1_to_5_asks_again():
    # the arrow goes 1, 5, 6: no wumpus there; the wumpus then stays (last quarter)
    game = game_in_room_2([0.9])
    text = after_opening(["S", "0", "6", "x", "3", "1", "5", "6"], game)
    assert (
        "SHOOT OR MOVE (S-M)?S\nNO. OF ROOMS(1-5)?0\nNO. OF ROOMS(1-5)?6\nNO. OF ROOMS(1-5)?x\n"
        "?REDO FROM START\n?3\nROOM #?1\nROOM #?5\nROOM #?6\nMISSED\n" in text
    )


def test_a_number_of_rooms_with_a_fraction_asks_for_the_whole_number_below_it():
    # FOR K=1 TO 2.5 runs K=1 and K=2: two rooms, 1 then 5; the wumpus stays (0.9)
    game = game_in_room_2([0.9])
    text = after_opening(["S", "2.5", "1", "5"], game)
    assert "NO. OF ROOMS(1-5)?2.5\nROOM #?1\nROOM #?5\nMISSED\n" in text
    assert game.actions == [Shoot((1, 5))]


def test_an_arrow_room_with_a_fraction_is_no_room_and_the_arrow_flies_on_at_random():
    # room 1, then 1.5: no tunnel leads there, so the arrow takes a random tunnel out of 1
    # (draw 0.0: the first, room 2, the hunter's own room)
    game = game_in_room_2([0.0])
    text = after_opening(["S", "2", "1", "1.5"], game)
    assert "ROOM #?1\nROOM #?1.5\nOUCH! ARROW GOT YOU!\n" in text
    (shot,) = game.actions
    assert shot.rooms[0] == 1 and shot.rooms[1] not in game.cave.rooms


def test_equal_fractions_two_rooms_apart_are_too_crooked_and_different_ones_are_not():
    game = game_in_room_2([0.9] * 12)
    text = after_opening(["S", "4", "1.5", "5", "1.5", "2.5", "6"], game)
    assert ("ROOM #?1.5\nROOM #?5\nROOM #?1.5\nARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM\n"
            "ROOM #?2.5\nROOM #?6\n") in text
    (shot,) = game.actions
    first, _, third, _ = shot.rooms
    assert first != third and first not in game.cave.rooms and third not in game.cave.rooms


@pytest.mark.parametrize("rooms", [("2.5", "1", "0"), ("0", "1", "2.5"), ("-1E99", "1", "-1E98"),
                                   ("1E99", "1", "1E9999999999999999999")])
def test_numbers_that_are_no_room_two_apart_are_crooked_only_when_they_are_equal(rooms):
    game = game_in_room_2([0.9] * 12)
    text = after_opening(["S", "3", *rooms], game)
    assert "CROOKED" not in text
    (shot,) = game.actions
    assert shot.rooms[0] != shot.rooms[2]


def test_a_huge_number_as_a_room_is_no_room_and_equal_ones_two_apart_are_crooked():
    game = game_in_room_2([0.9] * 12)
    text = after_opening(["S", "3", "1E99", "1", "1.0E99", "5"], game)
    assert "ROOM #?1.0E99\nARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM\nROOM #?5\n" in text


def test_a_room_equal_to_the_one_two_before_is_refused_and_asked_again():
    game = game_in_room_2([0.9])
    text = after_opening(["S", "3", "1", "5", "1", "6"], game)
    assert (
        "ROOM #?1\nROOM #?5\nROOM #?1\nARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM\nROOM #?6\nMISSED\n"
        in text
    )
    assert game.actions == [Shoot((1, 5, 6))]


def test_a_hit_wins_and_asks_same_set_up():
    game = game_in_room_2()
    path = shortest_path(game, game.wumpus)
    text = after_opening(["S", str(len(path)), *map(str, path)], game)
    assert text.endswith(
        "AHA! YOU GOT THE WUMPUS!\nHEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!!\nSAME SET-UP (Y-N)?\n"
    )


def test_bumping_the_wumpus_wakes_him():
    # into 16's neighbour 15 first, then into 16: the wumpus wakes and stays (draw 0.9): eaten
    game = set_up("classic", Positions(15, 16, (7, 20), (1, 11)), [0.9])
    text = after_opening(["M", "16"], game)
    assert "WHERE TO?16\n... OOPS! BUMPED A WUMPUS!\nTSK TSK TSK- WUMPUS GOT YOU!\nHA HA HA - YOU LOSE!\n" in text


def test_same_set_up_y_keeps_the_positions_and_anything_else_draws_new_ones():
    setups = Setups(Game(rules="classic", seed=5).cave, "classic", 5)
    first = Game(rules="classic", seed=5)
    # lose at once by shooting yourself: a five-room loop back into your own room
    loop = _loop_through_hunter(first)
    lose = ["S", "5", *map(str, loop)]
    text = play(["N", *lose, "Y", *lose, "N"], seed=5)
    games_played = text.split("HUNT THE WUMPUS\n")[1:]
    assert len(games_played) == 3
    assert games_played[0].count("OUCH! ARROW GOT YOU!") == 1
    assert _first_room(games_played[1]) == first.hunter
    assert _first_room(games_played[2]) == Game(rules="classic", seed=setups.seed_for(1)).hunter


def test_a_seeded_session_is_repeatable_across_new_set_ups():
    first = Game(rules="classic", seed=8)
    lose = ["S", "5", *map(str, _loop_through_hunter(first))]
    lines = ["N", *lose, "N", "M", "1", "M", "2", "M", "3"]
    assert play(lines, seed=8) == play(lines, seed=8)
    assert Setups(first.cave, "classic", 8).seed_for(1) != 8


def _loop_through_hunter(game: Game) -> list[int]:
    """Five rooms round a face of the dodecahedron, ending in the hunter's room."""
    exits = game.cave.exits
    start = game.hunter
    for a in exits[start]:
        for b in exits[a]:
            for c in exits[b]:
                for d in exits[c]:
                    if start in exits[d] and len({start, a, b, c, d}) == 5:
                        path = [a, b, c, d, start]
                        if game.wumpus not in path:
                            return path
    raise AssertionError("no five-room loop")


def _first_room(text: str) -> int:
    line = next(line for line in text.splitlines() if line.startswith("YOU ARE IN ROOM "))
    return int(line.removeprefix("YOU ARE IN ROOM "))
