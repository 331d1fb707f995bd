"""`wumpus text --rules spec|tournament`: plain English in each ruleset's own words."""

from __future__ import annotations

import pytest

from wumpus.engine import Positions, Shoot

from .helpers import games, session, set_up, shortest_path

START = Positions(1, 16, (12, 20), (3, 17))


def plain(rules, lines, *made):
    made = made or (set_up(rules, START, [0.0] * 20),)
    return session(lines, rules, new_game=games(*made))


def test_spec_opening():
    status, text, _ = plain("spec", [])
    assert status == 0
    assert text == (
        "Hunt the Wumpus\nType H for instructions or Q to quit.\n\n"
        "You are in cave 1.\nTunnels lead to caves 2 5 8.\nYou have 5 arrows.\n\n"
        "Move or shoot (M-S)? \n"
    )


def test_tournament_opening_shows_arrows_and_smell():
    _, text, _ = plain("tournament", [], set_up("tournament", Positions(1, 2, (12, 20), (19, 17))))
    assert text == (
        "HUNT THE WUMPUS\nTYPE H FOR INSTRUCTIONS OR Q TO QUIT.\n\n"
        "I SMELL A WUMPUS\nYOU ARE IN ROOM 1\nTUNNELS LEAD TO 2 5 8\nARROWS LEFT: 5\n\n"
        "SHOOT OR MOVE (S-M)? \n"
    )


@pytest.mark.parametrize("rules, junk, hint", [
    ("spec", "fly", "Type M to move, S to shoot, H for instructions or Q to quit."),
    ("spec", "", "Type M to move, S to shoot, H for instructions or Q to quit."),
    ("tournament", "123", "TYPE M TO MOVE, S TO SHOOT, H FOR INSTRUCTIONS OR Q TO QUIT."),
])
def test_an_unknown_action_gets_a_hint(rules, junk, hint):
    _, text, _ = plain(rules, [junk])
    assert text.endswith(f"{junk}\n{hint}\n" + text.splitlines()[-1] + "\n")


def test_moves_inline_or_asked_and_refusals_say_why():
    _, text, _ = plain("spec", ["m 7", "x", "2"])
    assert (
        "Move or shoot (M-S)? m 7\nNo tunnel leads from here to cave 7.\n"
        "Which cave? x\nType the number of a cave next to yours, or press Enter to choose again.\n"
        "Which cave? 2\n\nBats nearby!\nYou are in cave 2.\n"
    ) in text


def test_an_empty_answer_goes_back_to_the_action():
    _, text, _ = plain("spec", ["move", "", "shoot", "", "q"])
    assert (
        "Move or shoot (M-S)? move\nWhich cave? \nMove or shoot (M-S)? shoot\n"
        "Arrow path, up to 5 caves (e.g. 2 3 4): \nMove or shoot (M-S)? q\nGoodbye.\n"
    ) in text


@pytest.mark.parametrize("rules", ["spec", "tournament"])
def test_a_command_typed_where_rooms_are_asked_for_is_taken_as_one(rules):
    status, text, _ = plain(rules, ["m 7", "m 2", "shoot", "q"])
    game_text = text.split("\n")
    where, path = ("Which cave? ", "Arrow path, up to 5 caves (e.g. 2 3 4): ") if rules == "spec" else \
        ("WHERE TO? ", "ROOMS FOR THE ARROW (1-5, E.G. 2 3 4)? ")
    assert status == 0
    assert f"{where}m 2" in game_text and f"{path}q" in game_text
    assert "cave 2." in text or "ROOM 2" in text  # the move was made
    assert text.rstrip().endswith(("Goodbye.", "GOODBYE"))  # and Q quit, from the arrow's question


@pytest.mark.parametrize(("rules", "no"), [("spec", "q"), ("tournament", "QUIT")])
def test_q_at_play_again_is_no(rules, no):
    game = set_up(rules, START)
    path = " ".join(map(str, shortest_path(game, game.wumpus)))
    status, text, _ = plain(rules, [f"s {path}", no], game)
    assert status == 0 and text.rstrip().endswith(("Goodbye.", "GOODBYE"))
    assert "Please answer Y or N." not in text and "PLEASE ANSWER Y OR N." not in text


def test_tournament_refuses_a_crooked_path_for_free():
    game = set_up("tournament", START, [0.0] * 20)
    _, text, _ = plain("tournament", ["s 2 1", "2 3"], game)
    assert "SHOOT OR MOVE (S-M)? s 2 1\nARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM\nROOMS FOR THE ARROW" in text
    assert game.shots == 1 and game.actions == [Shoot((2, 3))]


@pytest.mark.parametrize("rules", ["spec", "tournament"])
def test_a_win_then_play_again_or_not(rules):
    game = set_up(rules, START)
    path = " ".join(map(str, shortest_path(game, game.wumpus)))
    second = set_up(rules, Positions(9, 16, (12, 20), (3, 17)))
    status, text, _ = plain(rules, [f"s {path}", "maybe", "y", "q"], game, second)
    won = {"spec": "You win! The wumpus is dead.", "tournament": "HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!! SCORE: 100"}
    again = {"spec": "Play again (Y-N)? ", "tournament": "PLAY AGAIN (Y-N)? "}
    hint = {"spec": "Please answer Y or N.", "tournament": "PLEASE ANSWER Y OR N."}
    assert status == 0
    assert f"{won[rules]}\n{again[rules]}maybe\n{hint[rules]}\n{again[rules]}y\n\n" in text
    assert "9" in text.split(again[rules] + "y\n")[1].splitlines()[1]


def test_no_to_play_again_says_goodbye():
    game = set_up("spec", Positions(1, 16, (2, 20), (3, 17)))
    status, text, _ = plain("spec", ["m 2", "n", "m 5"], game)
    assert status == 0
    assert text.endswith("You fall into a bottomless pit! You are dead.\nYou lose.\nPlay again (Y-N)? n\nGoodbye.\n")


def test_help_prints_the_instructions_and_the_status_again():
    _, text, _ = plain("spec", ["h"])
    assert 'Move or shoot (M-S)? h\nWelcome to "Hunt the Wumpus".' in text
    assert text.count("You are in cave 1.") == 2


@pytest.mark.parametrize(("rules", "seed"), [("spec", 2), ("tournament", 3)])
def test_the_instructions_own_words_fit_a_standard_terminal(rules, seed):
    # the lines the seed gives are printed as it gives them; the game's own, added after them, keep
    # within 80 columns, or a word would be left alone on the next line
    from wumpus.engine.rules import get_ruleset

    from ..seeds import seed_text

    given = {line.strip() for line in seed_text(seed).splitlines()}
    own = [line for line in get_ruleset(rules).messages.instructions.splitlines() if line.strip() not in given]
    assert len(own) >= 2
    assert max(len(line) for line in own) <= 80
