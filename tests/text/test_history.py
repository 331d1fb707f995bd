"""`wumpus text` keeps every finished game in the player's history, and never stumbles when it cannot."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from wumpus.storage.history import read_history

ROOT = Path(__file__).resolve().parents[2]
#: the tournament rules, seed 1: four moves, then five arrows into the first tunnel; out of arrows, then "no"
LOSING = "n\n" + "".join(f"m\n{room}\n" for room in (2, 3, 4, 5)) + "s\n1\n2\n" * 5 + "n\n"


def play(data_dir: Path | str) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "wumpus", "text", "--rules", "tournament", "--seed", "1"], input=LOSING,
        capture_output=True, text=True, timeout=60, cwd=ROOT,
        env={**os.environ, "PYTHONIOENCODING": "utf-8", "WUMPUS_DATA_DIR": str(data_dir)},
    )


def test_a_finished_game_goes_into_the_history(tmp_path):
    done = play(tmp_path)
    assert done.returncode == 0 and done.stderr == ""
    assert "YOU LOSE" in done.stdout
    entries = read_history(tmp_path / "history.jsonl").entries
    assert len(entries) == 1
    entry = entries[0]
    assert (entry.rules, entry.seed, entry.won, entry.cause) == ("tournament", 1, False, "out_of_arrows")


def test_a_finished_game_is_kept_as_last_for_replay(tmp_path):
    from wumpus.storage.saves import LAST, load_save

    done = play(tmp_path)
    assert done.returncode == 0 and done.stderr == ""
    record = load_save(tmp_path / "saves" / f"{LAST}.json").record
    assert record is not None
    assert (record.rules, record.seed) == ("tournament", 1)
    game, _ = record.replay()
    assert game.over and game.cause == "out_of_arrows"


def test_a_history_that_cannot_be_written_costs_one_line_on_stderr(tmp_path):
    blocker = tmp_path / "a-file"
    blocker.write_text("not a folder")
    done = play(blocker / "data")
    assert done.returncode == 0
    assert "YOU LOSE" in done.stdout
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wumpus: this game was not added to your history")
    assert "Traceback" not in done.stderr


def test_when_only_last_cannot_be_written_the_line_says_only_that(tmp_path):
    (tmp_path / "saves" / "last.json").mkdir(parents=True)
    done = play(tmp_path)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wumpus: this game was not kept as 'last': ")
    assert len(read_history(tmp_path / "history.jsonl").entries) == 1  # the history has it


def test_when_only_the_history_cannot_be_written_the_line_says_only_that(tmp_path):
    from wumpus.storage.saves import load_save

    (tmp_path / "history.jsonl").mkdir(parents=True)
    done = play(tmp_path)
    assert done.returncode == 0 and "Traceback" not in done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("wumpus: this game was not added to your history: ")
    assert load_save(tmp_path / "saves" / "last.json").record.seed == 1  # 'last' has it
