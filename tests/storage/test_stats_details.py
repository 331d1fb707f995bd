"""What ``wumpus stats`` tells a player: the empty
record in JSON, rounding, how many best games and in which order, the order of the tables, and which
games the recent chart shows."""

from __future__ import annotations

import json
import time

import pytest

from wumpus.cli import main
from wumpus.storage.history import Entry
from wumpus.storage.stats import sparkline, summarise


def game(rules="classic", cave="dodecahedron", won=True, score=90, moves=9, seed=1, cause=None,
         date="2026-01-01T00:00:00Z") -> dict:
    return {"rules": rules, "cave": cave, "seed": seed, "won": won,
            "cause": cause or ("wumpus_killed" if won else "pit"), "moves": moves, "arrows_used": 1,
            "score": score if won else 0, "date": date}


def write(data_dir, *games: dict) -> None:
    (data_dir / "history.jsonl").write_text("".join(json.dumps(g) + "\n" for g in games), encoding="utf-8")


def stats(data_dir, monkeypatch, capsys, *args: str) -> str:
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(data_dir))
    monkeypatch.setenv("COLUMNS", "120")
    assert main(["stats", *args]) == 0
    return capsys.readouterr().out


def test_stats_json_of_no_games_gives_a_win_rate_of_nothing(tmp_path, monkeypatch, capsys):
    data = json.loads(stats(tmp_path, monkeypatch, capsys, "--json"))
    assert data["overall"]["games"] == 0
    assert data["overall"]["win_rate"] == 0.0  # no games is no wins, not every game won


def test_stats_json_keeps_the_win_rate_to_four_places_and_the_average_to_two(tmp_path, monkeypatch, capsys):
    write(tmp_path, game(score=91, seed=1), game(score=92, seed=2), game(won=False, seed=3))
    data = json.loads(stats(tmp_path, monkeypatch, capsys, "--json"))
    assert data["overall"]["win_rate"] == 0.6667
    assert data["overall"]["average_score"] == 61.0
    write(tmp_path, game(score=91, seed=1), game(score=92, seed=2), game(score=92, seed=3))
    assert json.loads(stats(tmp_path, monkeypatch, capsys, "--json"))["overall"]["average_score"] == 91.67


def test_the_best_games_are_the_five_best(tmp_path, monkeypatch, capsys):
    write(tmp_path, *(game(score=90 + n, seed=n) for n in range(7)))
    data = json.loads(stats(tmp_path, monkeypatch, capsys, "--json"))
    assert [b["score"] for b in data["overall"]["best"]] == [96, 95, 94, 93, 92]


def test_of_two_best_games_with_the_same_score_the_earlier_comes_first(tmp_path, monkeypatch, capsys):
    # the history is kept in the order games end, but an old line may come after a newer one
    write(tmp_path, game(score=95, seed=2, moves=7, date="2026-03-01T00:00:00Z"),
          game(score=95, seed=1, moves=12, date="2026-01-01T00:00:00Z"))
    data = json.loads(stats(tmp_path, monkeypatch, capsys, "--json"))
    assert [b["seed"] for b in data["overall"]["best"]] == [1, 2]


def test_the_deaths_table_lists_the_commonest_death_first(tmp_path, monkeypatch, capsys):
    write(tmp_path, game(won=False, cause="pit", seed=1),
          *(game(won=False, cause="out_of_arrows", seed=n) for n in range(2, 5)))
    out = stats(tmp_path, monkeypatch, capsys)
    assert out.index("ran out of arrows") < out.index("fell into a pit")
    data = json.loads(stats(tmp_path, monkeypatch, capsys, "--json"))
    assert list(data["overall"]["causes"]) == ["out_of_arrows", "pit"]


def test_the_record_lists_rules_and_caves_in_alphabetical_order(tmp_path, monkeypatch, capsys):
    write(tmp_path, game(rules="tournament", seed=1), game(rules="classic", cave="moebius", seed=2),
          game(rules="classic", seed=3))
    out = stats(tmp_path, monkeypatch, capsys)
    assert out.index("dodecahedron") < out.index("moebius") < out.index("tournament")
    data = json.loads(stats(tmp_path, monkeypatch, capsys, "--json"))
    assert [(g["rules"], g["cave"]) for g in data["groups"]] == [
        ("classic", "dodecahedron"), ("classic", "moebius"), ("tournament", "dodecahedron")]


def test_the_recent_chart_shows_the_latest_games(tmp_path, monkeypatch, capsys):
    # fifteen losses, then ten wins: the last ten games were all won
    write(tmp_path, *(game(won=False, seed=n) for n in range(15)), *(game(score=100, seed=n) for n in range(15, 25)))
    out = stats(tmp_path, monkeypatch, capsys)
    assert "│ ██████████ │" in out and "✗" not in out


def test_the_summary_keeps_the_last_twenty_games_for_the_chart():
    entries = [Entry("classic", "dodecahedron", n, True, "wumpus_killed", 5, 1, n, "2026-01-01T00:00:00Z")
               for n in range(30)]
    assert [e.seed for e in summarise(entries).recent] == list(range(10, 30))  # the screen's chart: 20 games


def test_a_win_with_a_low_score_still_draws_the_lowest_bar_not_a_gap():
    won_low = Entry("classic", "dodecahedron", 1, True, "wumpus_killed", 90, 5, 3, "2026-01-01T00:00:00Z")
    assert sparkline([won_low]) == "▁"
    assert sparkline([won_low], plain=True) == "."


def test_a_share_too_small_or_too_near_all_for_three_decimals_never_reads_0_or_100_percent():
    from wumpus.storage.stats import share

    assert share(1, 300) == "0.3%" and share(299, 300) == "99.7%"
    assert share(1, 1_000_000) == "under 0.001%"
    assert share(999_999, 1_000_000) == "over 99.999%"
    assert share(0, 1_000_000) == "0%" and share(1_000_000, 1_000_000) == "100%"


@pytest.fixture
def west_of_greenwich(monkeypatch):
    # Pago Pago keeps eleven hours behind Greenwich: an evening there is the next morning in UTC
    monkeypatch.setenv("TZ", "Pacific/Pago_Pago")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_a_best_game_is_dated_by_the_players_own_calendar_as_the_saves_are(tmp_path, monkeypatch, capsys,
                                                                            west_of_greenwich):
    # won at 22:00 on the last evening of 2025 in Pago Pago, which the history keeps as 09:00 on New Year's Day
    write(tmp_path, game(score=97, seed=4, date="2026-01-01T09:00:00Z"))
    out = stats(tmp_path, monkeypatch, capsys)
    assert "2025-12-31" in out and "2026-01-01" not in out
    assert json.loads(stats(tmp_path, monkeypatch, capsys, "--json"))["overall"]["best"][0]["date"] == \
        "2026-01-01T09:00:00Z"  # scripts read the stamp as it is kept, with its zone


def test_a_best_game_dated_in_a_shape_the_game_never_writes_shows_its_date_as_written(tmp_path, monkeypatch,
                                                                                     capsys, west_of_greenwich):
    write(tmp_path, game(score=97, seed=4, date="2026-01-01 by hand"))
    assert "2026-01-01" in stats(tmp_path, monkeypatch, capsys)
