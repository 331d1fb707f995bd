"""A best game's seed deals it again: the history keeps what else its deal needs (shuffled labels, the
times its set-up was dealt again), and the statistics mark such a seed and say what the mark means."""

from __future__ import annotations

import json

import pytest

from tests.app.helpers import SIZE, make
from wumpus.app.stats_screen import StatsScreen
from wumpus.caves import load_cave, prepare_cave
from wumpus.cli import main
from wumpus.engine import Game
from wumpus.storage.history import Entry, parse_entry, read_history, record_game


def shot_from_next_door(make_game, seeds=range(500)) -> Game:
    """The first game of these seeds whose wumpus is next to the hunter's start, won by one arrow."""
    for seed in seeds:
        game = make_game(seed)
        if game.start.wumpus in game.tunnels:
            game.shoot([game.start.wumpus])
            assert game.won
            return game
    raise AssertionError("no seed puts the wumpus next door")


def shuffled_game(seed: int) -> Game:
    return Game(prepare_cave(load_cave("dodecahedron", seed), seed, True), "classic", seed)


def twice_again(seed: int) -> Game:
    return Game(None, "classic", seed).same_setup().same_setup()


def dealt_as_the_statistics_say(entry: Entry) -> Game:
    """The game a player gets from an entry's rules, cave and seed, with --shuffle-labels where the seed is
    marked '*', and r pressed N times where it is marked 'rN'."""
    game = Game(prepare_cave(load_cave(entry.cave, entry.seed), entry.seed, entry.shuffled), entry.rules, entry.seed)
    for _ in range(entry.again):
        game = game.same_setup()
    return game


@pytest.mark.parametrize("make_game", [shuffled_game, twice_again])
def test_the_history_keeps_what_deals_a_game_again_besides_its_seed(tmp_path, make_game):
    game = shot_from_next_door(make_game)
    entry = record_game(game, tmp_path / "history.jsonl")
    assert read_history(tmp_path / "history.jsonl").entries == (entry,)
    assert (entry.shuffled, entry.again) == ((True, 0) if make_game is shuffled_game else (False, 2))
    dealt = dealt_as_the_statistics_say(entry)
    assert dealt.cave.exits == game.cave.exits and dealt.start == game.start
    assert dealt.shoot([game.start.wumpus]) == game.record().replay()[1][0]  # the same luck too
    plain = Game(prepare_cave(load_cave(entry.cave, entry.seed), entry.seed, False), entry.rules, entry.seed)
    if make_game is shuffled_game:
        assert plain.cave.exits != game.cave.exits  # the seed alone deals another game: hence the mark
    else:
        assert plain.start == game.start and plain.rng.random() != dealt.rng.random()


def test_a_game_dealt_plainly_keeps_no_mark():
    entry = Entry.of(shot_from_next_door(lambda seed: Game(None, "classic", seed)))
    assert (entry.shuffled, entry.again) == (False, 0)


@pytest.mark.parametrize("bad", [{"again": -1}, {"again": "2"}, {"again": True}, {"shuffled": 1},
                                 {"shuffled": "yes"}])
def test_a_line_with_a_mark_the_game_never_writes_is_no_game(bad):
    line = {"rules": "classic", "cave": "dodecahedron", "seed": 3, "won": True, "cause": "wumpus_killed", "moves": 2,
            "arrows_used": 1, "score": 98, "date": "2026-01-01T00:00:00Z", **bad}
    with pytest.raises(ValueError):
        parse_entry(json.dumps(line))


#: what the line under the best games says an "rN" mark means
NOTE_AGAIN = "rN: the seed's set-up dealt again N times (r, or Y to SAME SET-UP in lines)"


def history(data_dir, *games: dict) -> None:
    (data_dir / "history.jsonl").write_text("".join(json.dumps(g) + "\n" for g in games), encoding="utf-8")


def win(seed: int, score: int, **marks) -> dict:
    return {"rules": "classic", "cave": "dodecahedron", "seed": seed, "won": True, "cause": "wumpus_killed",
            "moves": 100 - score, "arrows_used": 1, "score": score, "date": "2026-01-01T00:00:00Z", **marks}


def seed_cells(out: list[str]) -> list[list[str]]:
    """The seed cell of each row of the best games' table printed, a list of its lines."""
    best = out[next(i for i, line in enumerate(out) if "Best games" in line):]
    cells: list[list[str]] = []
    for line in best:
        parts = line.split("│")
        if len(parts) != 8:
            continue
        if parts[1].strip():  # a score: a new row
            cells.append([])
        if parts[5].strip():
            cells[-1].append(parts[5].strip())
    return cells


def test_wumpus_stats_marks_a_seed_that_deals_the_game_only_with_more_and_says_how(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "80")
    history(tmp_path, win(11, 99, shuffled=True), win(42, 98, again=2), win(7, 97),
            win(5, 96, shuffled=True, again=1))
    assert main(["stats"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert seed_cells(out) == [["11*"], ["42", "r2"], ["7"], ["5*", "r1"]]
    assert [line.strip() for line in out[-2:]] == [
        "* with --shuffle-labels", NOTE_AGAIN]
    assert main(["stats", "--json"]) == 0
    best_json = json.loads(capsys.readouterr().out)["overall"]["best"]
    assert [(g["seed"], g["shuffle_labels"], g["again"]) for g in best_json] == [
        (11, True, 0), (42, False, 2), (7, False, 0), (5, True, 1)]


def test_wumpus_stats_with_no_marked_seed_explains_no_mark(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    history(tmp_path, win(7, 97))
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "--shuffle-labels" not in out and "rN" not in out


async def test_the_stats_screen_marks_the_seeds_as_wumpus_stats_does(tmp_path, monkeypatch):
    from textual.widgets import DataTable, Static

    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    history(tmp_path, win(11, 99, shuffled=True), win(42, 98, again=2), win(7, 97))
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        table = app.screen.query_one("#stats-best", DataTable)
        seeds = [str(table.get_row_at(i)[4]) for i in range(table.row_count)]
        notes = str(app.screen.query_one("#stats-seed-notes", Static).render())
    assert seeds == ["11*", "42\nr2", "7"]
    assert notes.splitlines() == ["* with --shuffle-labels",
                                  NOTE_AGAIN]


def test_a_set_up_dealt_again_in_lines_is_marked_as_the_line_mode_deals_it(tmp_path, monkeypatch, capsys):
    import os
    import subprocess
    import sys
    from pathlib import Path

    # classic, seed 2: the wumpus is in 8, next to the hunter's 9; shot at once, then SAME SET-UP: Y, shot again
    game = Game(None, "classic", 2)
    assert game.start.wumpus == 8 and 8 in game.tunnels
    done = subprocess.run([sys.executable, "-m", "wumpus", "text", "--seed", "2"], input="N\nS\n1\n8\nY\nS\n1\n8\n",
                          capture_output=True, text=True, timeout=60, cwd=Path(__file__).resolve().parents[2],
                          env={**os.environ, "PYTHONIOENCODING": "utf-8", "WUMPUS_DATA_DIR": str(tmp_path)})
    assert done.returncode == 0 and done.stdout.count("AHA! YOU GOT THE WUMPUS!") == 2
    entries = read_history(tmp_path / "history.jsonl").entries
    assert [(e.seed, e.again) for e in entries] == [(2, 0), (2, 1)]
    assert dealt_as_the_statistics_say(entries[1]).rng.random() == game.same_setup().rng.random()
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    assert main(["stats"]) == 0
    out = [line.strip() for line in capsys.readouterr().out.splitlines()]
    assert seed_cells(out) == [["2"], ["2", "r1"]]  # the same score: the earlier game first
    # the line says how the line mode deals a set-up again, as well as the full-screen game's r
    assert out[-1] == NOTE_AGAIN


def test_wumpus_stats_at_80_columns_breaks_a_long_cave_name_between_its_settings_beside_a_long_seed(
        tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "80")
    line = win(2**63 - 1, 99, shuffled=True, again=12)
    history(tmp_path, {**line, "rules": "tournament", "cave": "random:rooms=60,tunnels=9"})
    assert main(["stats"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert max(map(len, out)) <= 80
    assert seed_cells(out) == [["9223372036854775807*", "r12"]]
    best = out[next(i for i, text in enumerate(out) if "Best games" in text):]
    caves = [parts[4].strip() for parts in (text.split("│") for text in best) if len(parts) == 8 and parts[4].strip()]
    assert caves == ["random:", "rooms=60,", "tunnels=9"]  # broken after its ':' and ',', never inside a word


def test_wumpus_stats_shows_a_cave_named_with_an_emoji_code_as_written(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "120")
    history(tmp_path, {**win(7, 97), "cave": "lair:fire:"})
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert out.count("lair:fire:") == 2 and "\N{FIRE}" not in out  # its record and its best game
