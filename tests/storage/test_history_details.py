"""The history and the statistics at their corners: a game given up, a game's identity kept the same
from one version to the next, lines no game writes, and the figures and words ``wumpus stats`` shows."""

from __future__ import annotations

import json
import os
from dataclasses import replace

import pytest

from wumpus.cli import main
from wumpus.engine import Cave, Game
from wumpus.engine import events as ev
from wumpus.engine.seeds import game_rng
from wumpus.storage import reading
from wumpus.storage.history import (Entry, finished_before, game_identity, history_path, identity, parse_entry,
                                    read_history, record_game)
from wumpus.storage.stats import cause_label, played_again_line, share, sparkline, summarise


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "120")
    return tmp_path


def finished(seed: int = 4) -> Game:
    game = Game(None, "tournament", seed)
    while not game.over:
        game.move(game.tunnels[game.moves % len(game.tunnels)])
    return game


def line(**changes) -> dict:
    data = {"rules": "classic", "cave": "dodecahedron", "seed": 1, "won": True, "cause": ev.WUMPUS_KILLED,
            "moves": 9, "arrows_used": 1, "score": 90, "date": "2026-01-01T00:00:00Z"}
    return {**data, **changes}


def write(data_dir, *lines: dict) -> None:
    (data_dir / "history.jsonl").write_text("".join(json.dumps(x) + "\n" for x in lines), encoding="utf-8")


# -- the history ----------------------------------------------------------------------------------------------
def test_a_game_given_up_is_kept_as_it_stood_lost_as_quit_with_no_score():
    game = Game(None, "classic", 7)
    game.move(game.tunnels[0])
    game.move(game.tunnels[0]) if not game.over else None
    assert not game.over
    record_game(game, given_up=True, loaded=True)
    (entry,) = read_history().entries
    assert entry == Entry("classic", "dodecahedron", 7, False, ev.QUIT, game.moves, game.shots, 0, entry.date,
                          game_identity(game), True)
    assert entry.date.endswith("Z") and len(entry.date) == 20


def test_a_games_identity_from_before_plays_were_kept_is_the_same_in_every_version():
    """The history of an older wumpus holds this identity for a save it had no play for: a save of the same
    game, finished again here, must be known by it, or it would count twice."""
    record = Game(None, "classic", 7).record()
    assert identity(record) == "36ab4bce1d1b05bd"
    assert identity(replace(record, again=2)) == "1d7eb30f482d5fd8"  # the set-up dealt again is another game
    placed = replace(record, start=Game(None, "classic", 8).positions)
    assert identity(placed) not in (identity(record), identity(Game(None, "classic", 8).record()))


def test_a_game_rolled_by_a_random_source_of_its_own_has_no_identity():
    game = Game(None, "classic", 3, rng=game_rng(3))
    assert game_identity(game) is None
    assert finished_before(game) is False


def test_a_history_that_cannot_be_read_holds_no_earlier_finish(data_dir, monkeypatch):
    game = finished()
    record_game(game)
    assert finished_before(game) is True
    blocked = data_dir / "file"
    blocked.write_text("x")
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(blocked))
    assert finished_before(game) is False


def test_a_cave_that_only_carries_a_spec_is_kept_by_its_own_name():
    base = Game().cave
    cave = Cave("my-maze", base.exits, base.description, base.smell_distance, base.coords,
                {"spec": "random:rooms=20"})
    entry = record_game(finished_on(cave))
    assert entry.cave == "my-maze" and read_history().entries[0].cave == "my-maze"


def finished_on(cave: Cave) -> Game:
    game = Game(cave, "tournament", 4)
    while not game.over:
        game.move(game.tunnels[game.moves % len(game.tunnels)])
    return game


def test_the_history_is_read_up_to_its_own_limit_not_a_cave_files(data_dir, monkeypatch):
    record_game(finished())
    with monkeypatch.context() as patch:
        patch.setattr(reading.read_file, "__defaults__", (10,))  # a cave file's limit, as small as can be
        assert len(read_history().entries) == 1


def test_a_line_scoring_over_a_hundred_is_skipped():
    with pytest.raises(ValueError):
        parse_entry(json.dumps(line(score=101)))
    assert parse_entry(json.dumps(line(score=100))).score == 100


# -- the statistics ---------------------------------------------------------------------------------------------
def test_a_share_is_shown_whole_when_it_can_be_and_to_as_many_places_as_it_needs():
    assert share(0, 0) == "0%"
    assert share(1, 2) == "50%"
    assert share(1, 10_000) == "0.01%"
    assert share(9_999, 10_000) == "99.99%"


def test_an_ending_this_version_does_not_know_is_shown_in_words():
    assert cause_label("crushed_by_rocks") == "crushed by rocks"


def test_one_finish_played_again_is_said_in_the_singular():
    assert played_again_line(1) == "1 finish of a game played again from a save is left out: each game counts once, " \
                                   "at its first finish."
    assert played_again_line(2).startswith("2 finishes of games played again from a save are left out")


def test_no_games_average_no_score():
    assert summarise([]).average_score == 0.0


def test_a_win_of_69_draws_the_bar_for_69_not_a_lower_one():
    won = Entry("classic", "dodecahedron", 1, True, ev.WUMPUS_KILLED, 9, 1, 69, "2026-01-01T00:00:00Z")
    assert sparkline([won]) == "▆"
    assert sparkline([won], plain=True) == "+"


def stats(capsys, *args: str) -> str:
    assert main(["stats", *args]) == 0
    return capsys.readouterr().out


def test_stats_json_gives_every_best_game_its_moves_rules_cave_and_date(data_dir, capsys):
    write(data_dir, line(score=91, moves=12, rules="tournament", cave="ring", date="2026-02-03T04:05:06Z"))
    (best,) = json.loads(stats(capsys, "--json"))["overall"]["best"]
    assert best == {"score": 91, "moves": 12, "rules": "tournament", "cave": "ring", "seed": 1,
                    "shuffle_labels": False, "again": 0, "date": "2026-02-03T04:05:06Z"}


def test_stats_that_cannot_read_the_history_says_so_and_fails(data_dir, monkeypatch, capsys):
    blocked = data_dir / "afile"
    blocked.write_text("x")
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(blocked))
    assert main(["stats"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"wumpus stats: could not read your history: the data folder {blocked}")


def test_stats_help_says_what_json_does(capsys):
    with pytest.raises(SystemExit):
        main(["stats", "--help"])
    assert "--json print one JSON object instead of tables" in " ".join(capsys.readouterr().out.split())


def cells(row: str) -> list[str]:
    return [cell.strip() for cell in row.replace("┃", "│").split("│")[1:-1]]


def test_stats_tables_show_the_record_the_losses_and_the_best_games(data_dir, capsys):
    write(data_dir, line(score=69, seed=11), line(won=False, cause=ev.FELL_IN_PIT, score=0, seed=12),
          line(rules="tournament", cave="ring", won=False, cause=ev.EATEN, score=0, seed=13),
          line(won=False, cause="crushed_by_rocks", score=0, seed=14))
    out = stats(capsys).splitlines()
    assert out[0].startswith("Hunt the Wumpus: your record")  # the titles stand at the left
    assert cells(out[2]) == ["rules", "cave", "games", "won", "win %", "avg", "recent"]
    assert cells(out[4]) == ["classic", "dodecahedron", "3", "1", "33%", "23.0", "▆✗✗"]
    assert cells(out[5]) == ["tournament", "ring", "1", "0", "0%", "0.0", "✗"]
    assert out[6].startswith("├")  # a line between the groups and the whole record
    assert cells(out[7]) == ["all", "", "4", "1", "25%", "17.2", "▆✗✗✗"]
    at = out.index(next(x for x in out if x.startswith("How games were lost")))
    assert cells(out[at + 2]) == ["cause", "games", "share"]
    assert [cells(x) for x in out[at + 4:at + 7]] == [["fell into a pit", "1", "33%"],
                                                     ["entered the wumpus's room", "1", "33%"],
                                                     ["crushed by rocks", "1", "33%"]]
    at = out.index(next(x for x in out if x.startswith("Best games")))
    assert cells(out[at + 2]) == ["score", "moves", "rules", "cave", "seed", "date"]
    assert cells(out[at + 4]) == ["69", "9", "classic", "dodecahedron", "11", "2026-01-01"]


def test_stats_on_a_terminal_without_blocks_draws_plain_and_never_fails_on_a_letter(data_dir, monkeypatch, capsys):
    import io
    import sys

    write(data_dir, line(score=69, cave="grotte-é"), line(won=False, cause=ev.FELL_IN_PIT, score=0, seed=2, cave="grotte-é"))
    raw = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding="ascii"))
    assert main(["stats"]) == 0
    sys.stdout.flush()
    out = raw.getvalue().decode("ascii").splitlines()
    row = next(x for x in out if "grotte" in x)
    assert "grotte-?" in row and row.split("|")[-2].strip() == "+x"
    assert next(x for x in out if x.startswith("| all")).split("|")[-2].strip() == "+x"


def test_stats_of_no_games_say_where_they_will_be_kept(data_dir, monkeypatch, capsys):
    assert " ".join(stats(capsys).split()) == f"No finished games yet. They will be kept in {history_path()}."
    real_access = os.access
    with monkeypatch.context() as patch:  # a folder that cannot be written to; the ones above it can
        patch.setattr(os, "access", lambda path, mode: path != data_dir and real_access(path, mode))
        said = " ".join(stats(capsys).split())
    assert said == (f"No finished games yet, and none can be kept in {history_path()}: that folder cannot be "
                    "written to (WUMPUS_DATA_DIR chooses another).")


def test_stats_say_where_the_lines_they_skipped_are(data_dir, capsys):
    write(data_dir, line())
    with open(data_dir / "history.jsonl", "a", encoding="utf-8") as handle:
        handle.write("{torn\n")
    assert f"1 unreadable line(s) in {history_path()} were skipped." in " ".join(stats(capsys).split())
