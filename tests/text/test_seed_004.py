"""The classic game against seed 004's own text: its BASIC listing and its sample run.

The seed is a scan of a magazine page, so a few of its characters are misread.
Each misprint the comparison puts right is listed here with the seed's line.
"""

from __future__ import annotations

import pytest

from wumpus.engine import Game
from wumpus.engine.rules.classic import INSTRUCTIONS, MESSAGES

from ..seeds import listing_line, printed, seed_lines
from .helpers import collapse, games, play
from .test_classic import SAMPLE

#: listing statements that are misread in the scan: (line, as scanned, as the program has it)
LISTING_MISPRINTS = {
    "4160": ('"... OOPSI! BUMPED A WUMPUS!"', '"... OOPS! BUMPED A WUMPUS!"'),
}

#: each of the classic catalog's fixed texts and the listing line that prints it
PRINTED_AT = {
    "title": "0375", "Percept.wumpus": "2060", "Percept.pit": "2080", "Percept.bats": "2100",
    "BumpedWumpus": "4160", "BatSnatch": "4280", "FellInPit": "4230", "Missed": "3220",
    "WumpusHit": "3310", "ShotSelf": "3350", "Eaten": "3420", "GameOver.won": "0550",
    "GameOver.lost": "0520", "prompt.instructions": "0020", "prompt.action": "2510",
    "prompt.where": "4020", "prompt.rooms": "3040", "prompt.room": "3080",
    "prompt.same_setup": "0590", "illegal.not_a_tunnel": "4100", "illegal.too_crooked": "3105",
}


def statement(number: str) -> str:
    text = listing_line(number)
    if number in LISTING_MISPRINTS:
        scanned, meant = LISTING_MISPRINTS[number]
        assert scanned in text, f"the misprint on listing line {number} is gone: drop it from the list"
        text = text.replace(scanned, meant)
    return text


@pytest.mark.parametrize(("key", "number"), sorted(PRINTED_AT.items()))
def test_each_fixed_text_is_what_the_listing_prints(key, number):
    said = printed(statement(number).split(";")[0])  # PRINT "X"; keeps the cursor on the line
    if number == "4020":  # PRINT "WHERE TO?";: the one prompt that prints its own question mark
        said = said.removesuffix("?")
    assert MESSAGES.text[key] == said


def test_the_instructions_are_lines_1010_to_1390():
    # line 1400's empty PRINT is the blank line the dialogue puts after the instructions
    numbers = [f"{n:04d}" for n in range(1010, 1400, 10)]
    assert INSTRUCTIONS.splitlines() == [printed(statement(n)) for n in numbers]


#: the sample run's misprints: (seed line, as scanned, as the program prints it)
SAMPLE_RUN_MISPRINTS = [
    (91, "BATS NEAREY!", "BATS NEARBY!"),
    (102, "SUPER EAT SNATCH", "SUPER BAT SNATCH"),
    (104, "YYYIIIIIEEEEE", "YYYYIIIIIIIIII"),  # the cry as listing line 4230 prints it
    (114, "SUPERBATS", ""),  # lines 114-116: a note written in the margin
    (115, "PUT ME IN A", ""),
    (116, "PIT SOMEWHERE'S", ""),
    (118, "BATS NEAREY!", "BATS NEARBY!"),
    (120, "YOU ARE IN ROOM 3", "YOU ARE IN ROOM 2"),  # the same set-up starts in room 2
    (130, "more", ""),
    (154, "YYYYIIIEEEE", "YYYYIIIIIIIIII"),
]
#: the sample run, from the first game's banner to the win
FIRST, LAST = 89, 188
#: a seed whose first game's bat flight drops the hunter in room 7 (a pit) and whose third
#: game's flight drops him in room 14, as in the sample run
SAMPLE_SEED = 36


def sample_run() -> str:
    lines = seed_lines(4, FIRST, LAST)
    for number, scanned, meant in SAMPLE_RUN_MISPRINTS:
        assert scanned in lines[number - FIRST], f"seed 004 line {number} no longer reads {scanned!r}"
        lines[number - FIRST] = lines[number - FIRST].replace(scanned, meant)
    return collapse("\n".join(lines))


def test_the_seed_004_sample_run():
    """Three games on one set-up: bats into a pit; a walk into the other pit; a win."""
    first = Game(rules="classic", seed=SAMPLE_SEED, start=SAMPLE)
    typed = ["N", "M", "1", "Y", "M", "3", "M", "4", "M", "5", "M", "6", "M", "7", "Y",
             "M", "10", "M", "11", "M", "15", "S", "1", "16"]
    ours = collapse(play(typed, new_game=games(first)))
    start = ours.index("HUNT THE WUMPUS")
    end = ours.index("TIME!!") + len("TIME!!")
    # what was typed follows the prompt's question mark at once, as in the sample
    assert ours[start:end] == sample_run()
