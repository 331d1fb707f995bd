"""No input of any kind crashes the line mode; end of input and Ctrl-C leave cleanly."""

from __future__ import annotations

import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from wumpus.engine import DODECAHEDRON, RULESETS
from wumpus.text import Script, dialogue_for
from wumpus.text.lines import Setups

from .helpers import session

#: answers each dialogue understands, so that games get somewhere between the junk
COMMANDS = [
    "S", "M", "s", "m", "Y", "N", "y", "n", "H", "Q", "X", "D", "P", "C", "R", "?",
    "m 2", "M 5", "s 1 2", "s 3 3 4 14", "S 1", "help", "move", "shoot", "yes", "no",
    "3 14 4 2 18 16 2", "1 2 3 4 5 6 -1", "0", "-1",
]
NASTY = [
    "", " ", "\t", "\r", "\x00", "\x1b[2J", "\x7f", "\x08\x08", "\x0c", "\u2028", "\u200b", "\ufeff",
    "é", "ñ", "٣", "१२", "𝟙", "🦇🕳️", "\U0010ffff", "\ud800", "Ｍ", "ｓ", "İ", "ß",
    "9" * 5000, "-" + "9" * 300, "1e400", "0x10", "inf", "nan", "1_000", "+3", "3.0", "2,3", "1 , 2",
    "%s%s%n", "{0}", "{room}", "\\n", "'; DROP TABLE", "M" * 10000, " ".join(["1"] * 2000),
]


def junk_line(rng: random.Random) -> str:
    roll = rng.random()
    if roll < 0.35:
        return rng.choice(COMMANDS)
    if roll < 0.65:
        return str(rng.randint(-3, 23))
    if roll < 0.8:
        return rng.choice(NASTY)
    if roll < 0.9:
        return "".join(chr(rng.randint(0, 0x2FFF)) for _ in range(rng.randint(0, 12)))
    return " ".join(str(rng.randint(-5, 25)) for _ in range(rng.randint(0, 8)))


def play_all(lines: list[str], rules: str, seed: int) -> int:
    """Play session after session until every line has been read; the sessions played."""
    sessions = 0
    while lines:
        status, text, script = session(lines, rules, seed + sessions)
        assert status == 0
        assert isinstance(text, str)
        lines = lines[script.answered:] if script.answered else lines[1:]
        sessions += 1
    return sessions


@pytest.mark.parametrize("rules", list(RULESETS))
def test_thousands_of_random_lines(rules):
    rng = random.Random(f"fuzz {rules}")
    lines = [junk_line(rng) for _ in range(4000)]
    assert play_all(lines, rules, seed=11) >= 1


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(list(RULESETS)),
    seed=st.integers(0, 10_000),
    lines=st.lists(st.one_of(st.text(max_size=30), st.sampled_from(COMMANDS), st.integers().map(str),
                             st.sampled_from(NASTY)), max_size=80),
)
def test_any_lines_at_all(rules, seed, lines):
    status, text, _ = session(lines, rules, seed)
    assert status == 0
    assert text.endswith("\n")


@pytest.mark.parametrize("rules", list(RULESETS))
def test_end_of_input_at_any_prompt_exits_with_0_and_ends_the_line(rules):
    rng = random.Random(f"eof {rules}")
    lines = [junk_line(rng) for _ in range(60)]
    for cut in range(len(lines) + 1):
        status, text, script = session(lines[:cut], rules, seed=4)
        assert status == 0
        assert text.endswith("\n")


GOODBYES = {"classic": "GOODBYE", "teaching": "Exiting Program ...", "gentle": "Good Bye.",
            "spec": "Goodbye.", "tournament": "GOODBYE", "fiend": "GOODBYE", "wump3": "GOODBYE"}


@pytest.mark.parametrize("rules", list(RULESETS))
def test_ctrl_c_says_goodbye(rules):
    lines = ["N", "M"] if rules == "classic" else ["m 2"]
    script = Script(lines)
    answered = iter(range(len(lines)))

    def read(prompt):
        if next(answered, None) is None:
            script.write(prompt)
            raise KeyboardInterrupt
        return script.read(prompt)

    status = dialogue_for(rules)(Setups(DODECAHEDRON, rules, 2), read, script.write).run()
    assert status == 130
    assert script.transcript.endswith("\n" + GOODBYES[rules] + "\n")


@pytest.mark.skipif(not hasattr(__import__("os"), "fork"), reason="closes a descriptor before the program starts")
@pytest.mark.parametrize("closed", [0, 1], ids=["stdin", "stdout"])
def test_a_closed_standard_input_or_output_leaves_quietly(closed, tmp_path):
    import os
    import subprocess
    import sys

    # as a shell's <&- or >&- does: the program starts with the descriptor closed
    run = subprocess.run([sys.executable, "-m", "wumpus", "text", "--seed", "5"],
                         stdin=None, stdout=None if closed else subprocess.PIPE,
                         stderr=subprocess.PIPE, input=b"N\nM\n" if closed else None, timeout=60,
                         preexec_fn=lambda: os.close(closed), env={**os.environ, "WUMPUS_DATA_DIR": str(tmp_path)})
    assert (run.returncode, run.stderr) == (0, b"")
    if not closed:
        assert b"INSTRUCTIONS" in run.stdout
