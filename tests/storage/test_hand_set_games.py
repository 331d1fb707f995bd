"""A game whose set-up the player placed by hand (the teaching version's R, or a save's own set-up) or was
shown (its C) is kept in the history but left out of the statistics: its score was not won against what
its seed dealt, and the seed would not deal it again."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.app.helpers import SIZE, make
from wumpus.app.stats_screen import StatsScreen
from wumpus.cli import main
from wumpus.engine import Cheat, Game, GameRecord, Positions, Reset
from wumpus.storage.history import Entry, parse_entry, read_history, record_game
from wumpus.storage.stats import report

LEFT_OUT_ONE = "1 game whose set-up was placed by hand (R) or shown (C) is left out: the statistics count games " \
    "played as dealt."


def next_door(game: Game) -> int:
    """A room next to the hunter's, where a set-up placed by hand puts the wumpus."""
    return sorted(game.tunnels)[0]


def placed_and_shot(seed: int = 5) -> Game:
    game = Game(None, "teaching", seed)
    hunter = game.start.hunter
    wumpus = next_door(game)
    free = [r for r in sorted(game.cave.rooms) if r not in (hunter, wumpus)]
    game.apply(Reset(Positions(hunter, wumpus, (free[0], free[1]), (free[2], free[3]), None)))
    game.shoot([wumpus])
    assert game.won and game.moves == 0 and game.score == 100
    return game


def shown_and_shot(seeds=range(200)) -> Game:
    """A teaching game whose player asked where everything is (C), then shot the wumpus next door."""
    for seed in seeds:
        game = Game(None, "teaching", seed)
        if game.start.wumpus in game.tunnels:
            game.apply(Cheat())
            game.shoot([game.start.wumpus])
            assert game.won
            return game
    raise AssertionError("no seed puts the wumpus next door")


def dealt_and_shot(seeds=range(200)) -> Game:
    for seed in seeds:
        game = Game(None, "teaching", seed)
        if game.start.wumpus in game.tunnels:
            game.shoot([game.start.wumpus])
            assert game.won
            return game
    raise AssertionError("no seed puts the wumpus next door")


def test_the_history_keeps_how_a_game_was_set_up():
    placed, shown, dealt = Entry.of(placed_and_shot()), Entry.of(shown_and_shot()), Entry.of(dealt_and_shot())
    assert (placed.placed, placed.looked) == (True, False)
    assert (shown.placed, shown.looked) == (False, True)
    assert (dealt.placed, dealt.looked) == (False, False)


def test_only_a_game_dealt_and_unseen_counts():
    from wumpus.storage.history import counts

    assert [counts(g) for g in (placed_and_shot(), shown_and_shot(), dealt_and_shot())] == [False, False, True]


def test_a_set_up_a_save_holds_is_placed_by_hand():
    dealt = Game(None, "classic", 3)
    data = dealt.record().to_dict()
    free = [r for r in sorted(dealt.cave.rooms) if r not in (dealt.start.hunter, next_door(dealt))]
    data["start"] = {"hunter": dealt.start.hunter, "wumpus": next_door(dealt), "pits": free[:2], "bats": free[2:4],
                     "arrow": None}
    game = GameRecord.from_dict(data).replay()[0]
    game.shoot([next_door(dealt)])
    assert game.won
    assert Entry.of(game).placed and not Entry.of(dealt_and_shot()).placed


@pytest.mark.parametrize("bad", [{"placed": 1}, {"looked": "yes"}, {"placed": "true"}])
def test_a_line_with_a_set_up_mark_the_game_never_writes_is_no_game(bad):
    line = {"rules": "teaching", "cave": "dodecahedron", "seed": 3, "won": True, "cause": "wumpus_killed", "moves": 0,
            "arrows_used": 1, "score": 100, "date": "2026-01-01T00:00:00Z", **bad}
    with pytest.raises(ValueError):
        parse_entry(json.dumps(line))


def test_the_statistics_leave_out_a_game_set_up_or_shown_by_hand(tmp_path):
    path = tmp_path / "history.jsonl"
    fair = dealt_and_shot()
    for game in (placed_and_shot(), fair, shown_and_shot()):
        record_game(game, path)
    entries = read_history(path).entries
    assert len(entries) == 3  # kept, not lost
    result = report(entries)
    assert (result.overall.games, result.overall.wins, result.by_hand, result.played_again) == (1, 1, 2, 0)
    assert [(e.seed, e.score) for e in result.overall.best] == [(fair.seed, fair.score)]
    assert result.to_dict()["set_up_or_shown_by_hand"] == 2


def test_a_save_of_a_game_shown_by_hand_finished_again_is_not_counted_either(tmp_path):
    path = tmp_path / "history.jsonl"
    from wumpus.storage.history import adopt_play
    from wumpus.storage.saves import record_for

    shown = shown_and_shot()
    saved = record_for(shown)  # every save of the game keeps its play
    record_game(shown, path)
    again = GameRecord.from_dict(saved.to_dict()).replay()[0]
    adopt_play(again, saved)
    record_game(again, path, loaded=True)
    result = report(read_history(path).entries)
    assert (result.overall.games, result.by_hand, result.played_again) == (0, 1, 1)


def test_wumpus_stats_says_why_a_game_is_left_out(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "160")
    record_game(placed_and_shot(), tmp_path / "history.jsonl")
    assert main(["stats"]) == 0
    assert capsys.readouterr().out.splitlines() == ["No games counted yet.", LEFT_OUT_ONE]
    fair = dealt_and_shot()
    record_game(placed_and_shot(7), tmp_path / "history.jsonl")
    record_game(fair, tmp_path / "history.jsonl")
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    best = out[out.index("Best games"):].splitlines()
    seeds = [parts[5].strip() for parts in (line.split("│") for line in best) if len(parts) == 8]
    assert seeds == [str(fair.seed)] and fair.seed not in (5, 7)
    assert out.splitlines()[-1] == LEFT_OUT_ONE.replace("1 game", "2 games").replace(" is left", " are left")
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert (data["overall"]["games"], data["set_up_or_shown_by_hand"]) == (1, 2)


async def test_the_stats_screen_says_why_a_game_is_left_out(tmp_path, monkeypatch):
    from textual.widgets import Static

    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    record_game(placed_and_shot(), tmp_path / "history.jsonl")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        said = str(app.screen.query_one("#stats-empty", Static).render())
        assert not app.screen.query("#stats-best")
    assert said.splitlines() == ["No games counted yet.", "", LEFT_OUT_ONE]


def test_a_game_placed_by_hand_in_lines_is_kept_and_left_out(tmp_path, monkeypatch, capsys):
    game = Game(None, "teaching", 5)
    hunter, wumpus = game.start.hunter, next_door(game)
    free = [r for r in sorted(game.cave.rooms) if r not in (hunter, wumpus)]
    answers = f"R\n{hunter} {wumpus} {free[0]} {free[1]} {free[2]} {free[3]} -1\nS 1 {wumpus}\n"
    done = subprocess.run([sys.executable, "-m", "wumpus", "text", "--rules", "teaching", "--seed", "5"], input=answers,
                          capture_output=True, text=True, timeout=60, cwd=Path(__file__).resolve().parents[2],
                          env={**os.environ, "PYTHONIOENCODING": "utf-8", "WUMPUS_DATA_DIR": str(tmp_path)})
    assert done.returncode == 0 and "Wumpus has just been pierced by your deadly arrow!" in done.stdout
    (entry,) = read_history(tmp_path / "history.jsonl").entries
    assert (entry.won, entry.score, entry.placed) == (True, 100, True)
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "160")
    assert main(["stats"]) == 0
    assert capsys.readouterr().out.splitlines() == ["No games counted yet.", LEFT_OUT_ONE]


async def test_giving_up_a_game_set_up_by_hand_says_the_statistics_leave_it_out(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    dealt = Game(None, "teaching", 4)
    hunter = dealt.start.hunter
    free = [r for r in sorted(dealt.cave.rooms) if r != hunter and r not in dealt.tunnels]
    start = Positions(hunter, free[0], (free[1], free[2]), (free[3], free[4]), None)
    app = make(seed=4, rules="teaching", start=start)
    async with app.run_test(size=SIZE) as pilot:
        assert app.game.start == start
        await pilot.press("1")  # the first tunnel: no hazard is next to the start
        await pilot.pause()
        await pilot.press("n")
        await pilot.pause()
        assert app.screen.question.splitlines()[-1] == (
            "Your history keeps it as given up; your statistics leave it out (set up or shown by hand).")
        await pilot.press("y")
        await pilot.pause()
    (entry,) = read_history(tmp_path / "history.jsonl").entries
    assert (entry.cause, entry.placed) == ("quit", True)
    assert report([entry]).overall.games == 0


async def test_the_stats_screen_counts_the_games_dealt_and_says_why_one_is_left_out(tmp_path, monkeypatch):
    from textual.widgets import DataTable, Static

    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    fair = dealt_and_shot()
    for game in (placed_and_shot(7), fair):
        record_game(game, tmp_path / "history.jsonl")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        said = str(app.screen.query_one("#stats-by-hand", Static).render())
        best = app.screen.query_one("#stats-best", DataTable)
        seeds = [str(best.get_row_at(i)[4]) for i in range(best.row_count)]
    assert said == LEFT_OUT_ONE and seeds == [str(fair.seed)]
