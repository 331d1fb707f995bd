"""Golden transcripts: whole sessions per ruleset with fixed seeds, compared byte for byte.

Each transcript reads like the terminal: every prompt followed by the line typed
to it.  When a change to the dialogue or the engine changes a transcript on
purpose, regenerate the files and read the diff before committing it:

    WUMPUS_REGENERATE_GOLDEN=1 .venv/bin/python -m pytest tests/text/test_golden.py
    git diff tests/text/golden/

Regenerating rewrites the files and skips the comparisons, so a run that
regenerates never passes by itself.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .helpers import games, play
from .test_teaching import LINES as SEED_001_LINES
from .test_teaching import transcript_game

GOLDEN = Path(__file__).parent / "golden"
REGENERATE = os.environ.get("WUMPUS_REGENERATE_GOLDEN") == "1"

#: name -> (ruleset, seed, the player's lines)
SESSIONS = {
    "classic": ("classic", 1, [
        "y", "M", "7", "x", "3", "S", "9", "3", "2", "1", "2", "5", "M", "12",
        "S", "5", "11", "19", "18", "17", "16", "Y", "M", "2", "M", "10", "M", "4", "M", "5",
        "M", "6", "N",
    ]),
    "teaching": ("teaching", 4, [
        "help", "m", "m 7", "m 18", "S 1 9", "s", "C", "4 1 2", "m 9", "p", "m 10", "s 9 1", "s", "2 2 1",
    ]),
    "gentle": ("gentle", 3, [
        "x", "m", "zz", "1", "m", "9", "s", "7", "0", "s", "2", "13", "15", "m", "1", "m", "2",
        "m", "3", "m", "12", "s", "2", "13", "12",
    ]),
    "spec": ("spec", 3, [
        "x", "", "m", "", "m 7", "8", "h", "s", "", "s 2 1 5", "s 1 3", "n",
    ]),
    "tournament": ("tournament", 3, [
        "x", "m 2", "s 1 2", "2 3", "m 9", "", "m 1", "m 8", "m 7", "s 17 18", "maybe", "y", "h", "q",
    ]),
    "fiend": ("fiend", 2769, [
        "N", "?", "S", "1", "3", "S", "1", "3", "M", "5", "N", "x", "M", "2",
    ]),
    "wump3": ("wump3", 323, [
        "Y", "M", "19", "M", "20", "S", "1", "19", "Y", "?", "S", "1", "19",
    ]),
}


def transcript(name: str) -> str:
    if name == "teaching_seed001":
        return play(SEED_001_LINES, "teaching", new_game=games(transcript_game()))
    rules, seed, lines = SESSIONS[name]
    return play(lines, rules, seed)


@pytest.mark.parametrize("name", [*SESSIONS, "teaching_seed001"])
def test_golden_transcript(name):
    path = GOLDEN / f"{name}.txt"
    text = transcript(name)
    if REGENERATE:
        path.write_text(text, encoding="utf-8")
        pytest.skip(f"regenerated {path.name}: review it with git diff")
    assert path.exists(), f"no golden file {path.name}: see this module's docstring"
    assert text == path.read_text(encoding="utf-8")


def test_the_golden_sessions_reach_the_end_of_a_game():
    endings = {
        "classic": "HA HA HA - YOU LOSE!",
        "teaching": "Exiting Program ...",
        "gentle": "Hee Hee - The Wumpus will getcha next time!!",
        "spec": "Goodbye.",
        "tournament": "SCORE: 96",
        "fiend": "ZAP--SUPER BAT DROP! A WUMPUS LANDS IN YOUR CAVE!\nHA HA HA - YOU LOSE!",
        "wump3": "TSK TSK TSK- WUMPUS GOT YOU!\nHA HA HA - YOU LOSE!",
    }
    for name, ending in endings.items():
        assert ending in transcript(name), name
