"""`wumpus text` as a program: through a pipe, with its options, its errors and its signals."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from wumpus.caves import load_cave
from wumpus.cli import main
from wumpus.engine import Game
from wumpus.text.lines import Setups

from .helpers import shortest_path
from .test_robustness import junk_line

ROOT = Path(__file__).resolve().parents[2]


def wumpus_text(*args: str, stdin: bytes | str = b"", timeout: float = 60) -> subprocess.CompletedProcess:
    data = stdin.encode() if isinstance(stdin, str) else stdin
    return subprocess.run(
        [sys.executable, "-m", "wumpus", "text", *args], input=data, capture_output=True,
        timeout=timeout, cwd=ROOT, env={**os.environ, "PYTHONIOENCODING": "utf-8"},
    )


def test_a_whole_classic_game_through_a_pipe():
    seed = 12
    game = Game(load_cave(None, seed), "classic", seed)
    path = shortest_path(game, game.wumpus)
    calm = next(r for r in game.tunnels if r not in (game.wumpus, *game.pits, *game.bats))
    lines = ["N", "S", str(len(path)), *map(str, path), "Y", "M", "99", str(calm)]
    done = wumpus_text("--seed", str(seed), stdin="".join(f"{line}\n" for line in lines))
    out = done.stdout.decode()
    assert done.returncode == 0
    assert done.stderr == b""
    assert out.startswith("INSTRUCTIONS (Y-N)?\n      ATTENTION ALL WUMPUS LOVERS!!!!\n")
    assert out.count("HUNT THE WUMPUS\n") == 2
    assert f"YOU ARE IN ROOM {game.hunter}\n" in out.split("SAME SET-UP (Y-N)?")[1]
    assert "ROOM #?" * len(path) + "AHA! YOU GOT THE WUMPUS!\n" in out
    assert "HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!!\nSAME SET-UP (Y-N)?HUNT THE WUMPUS\n" in out
    assert out.endswith("SHOOT OR MOVE (S-M)?\n")


def test_the_one_line_example_from_the_issue():
    game = Game(load_cave(None, 1), "classic", 1)
    start = game.hunter
    game.move(2)
    assert game.hunter == 2 and not game.over  # seed 1 starts next to room 2, which is safe
    done = wumpus_text("--seed", "1", stdin="N\nM\n2\n")
    out = done.stdout.decode()
    assert done.returncode == 0 and done.stderr == b""
    assert out.startswith("INSTRUCTIONS (Y-N)?\n      ATTENTION ALL WUMPUS LOVERS!!!!\n")
    assert f"HUNT THE WUMPUS\n\nYOU ARE IN ROOM {start}\n" in out
    assert out.endswith(
        "SHOOT OR MOVE (S-M)?WHERE TO?\nBATS NEARBY!\nYOU ARE IN ROOM 2\nTUNNELS LEAD TO 1 3 10\n\n"
        "SHOOT OR MOVE (S-M)?\n"
    )


@pytest.mark.parametrize("rules", ["classic", "spec", "teaching", "tournament", "gentle"])
def test_each_ruleset_survives_junk_through_a_pipe(rules):
    rng = random.Random(f"pipe {rules}")
    lines = [junk_line(rng) for _ in range(300)]
    data = "\n".join(lines).encode("utf-8", "surrogatepass") + b"\n\xff\xfe\xc3(\x80 not utf-8\n"
    done = wumpus_text("--rules", rules, "--seed", "3", stdin=data)
    assert done.returncode == 0
    assert b"Traceback" not in done.stderr and done.stderr == b""


def test_an_unknown_cave_is_an_error_with_status_2():
    done = wumpus_text("--cave", "no-such-cave-anywhere", stdin="N\n")
    assert done.returncode == 2
    assert done.stderr.decode().startswith("wumpus: ")
    assert b"Traceback" not in done.stderr
    assert done.stdout == b""


def test_shuffled_labels_are_repeatable_per_seed():
    one = wumpus_text("--seed", "5", "--shuffle-labels", stdin="N\n")
    two = wumpus_text("--seed", "5", "--shuffle-labels", stdin="N\n")
    plain = wumpus_text("--seed", "5", stdin="N\n")
    assert one.returncode == 0 and one.stdout == two.stdout
    setups = Setups(load_cave(None, 5), "classic", 5, shuffle_labels=True)
    game = setups()
    tunnels = " ".join(map(str, game.tunnels))
    assert f"YOU ARE IN ROOM {game.hunter}\nTUNNELS LEAD TO {tunnels}\n" in one.stdout.decode()
    assert game.cave.exits != load_cave(None, 5).exits
    assert plain.stdout != one.stdout


def test_ctrl_c_says_goodbye_without_a_traceback():
    proc = subprocess.Popen(
        [sys.executable, "-m", "wumpus", "text", "--seed", "1"], stdin=subprocess.PIPE,
        stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
        # a test run started in the background inherits an ignored SIGINT: give Ctrl+C back its meaning
        preexec_fn=lambda: signal.signal(signal.SIGINT, signal.SIG_DFL),
    )
    try:
        proc.stdin.write(b"N\n")
        proc.stdin.flush()
        seen = b""
        deadline = time.monotonic() + 30
        while b"SHOOT OR MOVE (S-M)?" not in seen and time.monotonic() < deadline:
            seen += os.read(proc.stdout.fileno(), 4096)
        assert b"SHOOT OR MOVE (S-M)?" in seen
        proc.send_signal(signal.SIGINT)
        rest, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
    assert proc.returncode == 130
    assert (seen + rest).endswith(b"SHOOT OR MOVE (S-M)?\nGOODBYE\n")
    assert b"Traceback" not in err


def test_a_reader_that_goes_away_is_no_error():
    proc = subprocess.Popen(
        f"{sys.executable} -m wumpus text --rules spec --seed 1 | head -c 10",
        shell=True, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE, cwd=ROOT,
    )
    out, err = proc.communicate(b"h\n" * 2000, timeout=60)
    assert out == b"Hunt the W"
    assert b"Traceback" not in err and b"Exception" not in err


@pytest.mark.parametrize("command", [["text"], ["play"], ["tournament"], ["calibrate"], ["caves", "random"], ["bench"]])
def test_a_negative_seed_is_refused_with_a_reason(command, capsys):
    # Python's dice deal the same game for -5 as for 5: two seeds for one game would mislead
    with pytest.raises(SystemExit) as stop:
        main([*command, "--seed", "-5"])
    assert stop.value.code == 2
    assert "a seed is 0 or more, not -5" in capsys.readouterr().err


@pytest.mark.parametrize(("argv", "says"), [
    (["versions", "--help"], "there is no command 'versions'; the commands are play, text,"),
    (["txt"], "there is no command 'txt' (did you mean 'text'?)"),
])
def test_a_command_that_does_not_exist_is_refused_not_taken_for_the_game(argv, says, capsys):
    with pytest.raises(SystemExit) as stop:
        main(argv)
    out, err = capsys.readouterr()
    assert stop.value.code == 2 and says in err and "usage: wumpus play" not in out


def test_bench_says_on_standard_error_why_it_plays_no_games(capsys):
    assert main(["bench", "--games", "0"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "wumpus bench: --games must be from 1 to 10,000,000\n"


def test_an_absurd_number_of_games_is_refused_at_once_by_bench_and_calibrate(capsys):
    assert main(["bench", "--games", "99999999999"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == "wumpus bench: --games must be from 1 to 10,000,000\n"
    assert main(["calibrate", "--games", "200000", "--rules", "classic", "--rules", "gentle", "--cave", "beads",
                 "--cave", "torus", "--cave", "lattice"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err == ("wumpus calibrate: --games: at most 1,000,000 games in one run, on all rulesets "
                                 "and caves together (here 2 rulesets x 3 caves x 200,000)\n")


def test_bench_counts_one_game_as_one(capsys):
    assert main(["bench", "--games", "1"]) == 0
    assert capsys.readouterr().out.startswith("1 game (tournament) in ")
