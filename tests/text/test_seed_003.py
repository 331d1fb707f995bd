"""The tournament rules' instructions against seed 003's own text (lines 26-74 of its README)."""

import re

from wumpus.engine.rules.tournament import INSTRUCTIONS

from ..seeds import seed_lines


def test_the_instructions_are_the_seeds_word_for_word_then_the_score():
    # the seed's page sets the program's words off by four spaces: the lines set off further, and the
    # blank lines, are the program's own
    seed = [re.sub(r"^ {1,4}", "", line.rstrip()) for line in seed_lines(3, 26, 74)]
    ours = INSTRUCTIONS.splitlines()
    assert ours[:len(seed)] == seed and seed[0] == "WELCOME TO 'HUNT THE WUMPUS'"
    seed = [line.strip() for line in seed if line.strip()]
    ours = [line.strip() for line in ours if line.strip()]
    # what the competition's host adds to Yob's game, said where the game can say it
    assert ours[len(seed):] == [
        "SCORE: A WIN SCORES 100 MINUS THE MOVES TAKEN; GETTING KILLED SCORES 0.",
        "SHOOTING IS FREE. AFTER 100 MOVES YOU ARE EXHAUSTED AND LOSE.",
    ]
