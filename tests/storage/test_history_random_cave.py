"""A random cave is kept with its settings, so its seed deals the game again; old "random" lines still read."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

from wumpus.caves import load_cave
from wumpus.cli import main
from wumpus.engine import Game
from wumpus.storage.history import Entry, read_history, record_game

ROOT = Path(__file__).resolve().parents[2]


def finish(game: Game) -> Game:
    while not game.over:
        game.shoot([game.tunnels[0]])
    return game


def test_a_random_cave_is_kept_with_what_deals_it_again(tmp_path):
    game = finish(Game(load_cave("random:rooms=60,tunnels=3", 5), "classic", 5))
    entry = record_game(game, tmp_path / "history.jsonl")
    assert entry.cave == "random:rooms=60,tunnels=3"
    assert read_history(tmp_path / "history.jsonl").entries == (entry,)
    again = Game(load_cave(entry.cave, entry.seed), entry.rules, entry.seed)  # what --cave and --seed deal
    assert again.cave.exits == game.cave.exits and again.start == game.start


def test_random_alone_is_kept_with_the_settings_it_stood_for():
    game = finish(Game(load_cave("random", 8), "classic", 8))
    assert Entry.of(game).cave == "random:rooms=20,tunnels=3"
    one_way = finish(Game(load_cave("random:rooms=30,tunnels=4,oneway=0.2", 8), "classic", 8))
    assert Entry.of(one_way).cave == "random:rooms=30,tunnels=4,oneway=0.2"


def test_a_built_in_cave_is_kept_by_its_name():
    assert Entry.of(finish(Game(load_cave("moebius", 3), "classic", 3))).cave == "moebius"
    assert Entry.of(finish(Game(seed=3))).cave == "dodecahedron"


def test_wumpus_text_keeps_the_random_cave_it_dealt(tmp_path):
    done = subprocess.run(
        [sys.executable, "-m", "wumpus", "text", "--cave", "random:rooms=60,tunnels=3", "--seed", "5"],
        input="N\n" + "S\n1\n5\n" * 5 + "N\n", capture_output=True, text=True, timeout=60, cwd=ROOT,
        env={**os.environ, "PYTHONIOENCODING": "utf-8", "WUMPUS_DATA_DIR": str(tmp_path)},
    )
    assert done.returncode == 0, done.stderr
    kept = [json.loads(line) for line in (tmp_path / "history.jsonl").read_text().splitlines()]
    assert [(k["cave"], k["seed"]) for k in kept] == [("random:rooms=60,tunnels=3", 5)]


def test_an_old_line_that_says_only_random_is_still_read_and_shown(tmp_path, monkeypatch, capsys):
    old = {"rules": "classic", "cave": "random", "seed": 7, "won": True, "cause": "wumpus_killed", "moves": 4,
           "arrows_used": 1, "score": 96, "date": "2025-06-01T00:00:00Z"}
    new = {**old, "cave": "random:rooms=60,tunnels=3", "seed": 8}
    (tmp_path / "history.jsonl").write_text(f"{json.dumps(old)}\n{json.dumps(new)}\n", encoding="utf-8")
    history = read_history(tmp_path / "history.jsonl")
    assert [e.cave for e in history.entries] == ["random", "random:rooms=60,tunnels=3"] and history.skipped == 0
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "120")
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "│ classic │ random                    │     1 │" in out
    assert "│    96 │     4 │ classic │ random:rooms=60,tunnels=3 │    8 │ 2025-06-01 │" in out
