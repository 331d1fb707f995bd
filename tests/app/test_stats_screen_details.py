"""The statistics screen (t) word for word: the summary, the chart, the tables' headings and cells, the
lines for games left out and unreadable, and what it says with nothing to count."""

from __future__ import annotations

import json

from textual.widgets import DataTable, Static

from tests.app.helpers import SIZE, make
from wumpus.app.stats_screen import StatsScreen


def game(seed: int, score: int, won: bool = True, cause: str = "wumpus_killed", cave: str = "dodecahedron",
         rules: str = "classic", **marks) -> dict:
    return {"rules": rules, "cave": cave, "seed": seed, "won": won, "cause": cause,
            "moves": 10 + seed, "arrows_used": 1, "score": score, "date": f"2026-01-{seed % 28 + 1:02d}T12:00:00Z",
            **marks}


def lost(seed: int, cause: str = "pit", **kw) -> dict:
    return game(seed, 0, won=False, cause=cause, **kw)


def write(data_dir, *games: dict, extra: str = "") -> None:
    (data_dir / "history.jsonl").write_text("".join(json.dumps(g) + "\n" for g in games) + extra, encoding="utf-8")


async def shown(tmp_path, monkeypatch, *games: dict, extra: str = "", size=SIZE) -> dict:
    """What the statistics screen shows: each Static's text by id, each table's headings and rows."""
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    write(tmp_path, *games, extra=extra)
    app = make(seed=3)
    async with app.run_test(size=size) as pilot:
        await pilot.press("t")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, StatsScreen)
        out: dict = {"headings": [str(h.render()) for h in screen.query(".heading")]}
        scroll = screen.query_one("#stats")
        out["border"] = (scroll.border_title, scroll.border_subtitle)
        for static in screen.query(Static):
            if static.id and static.id.startswith("stats-") and not isinstance(static, DataTable):
                out[static.id] = str(static.render())
        for table in screen.query(DataTable):
            out[table.id] = {
                "columns": [str(c.label) for c in table.columns.values()],
                "widths": [c.width for c in table.columns.values()],
                "rows": [[str(cell) for cell in table.get_row_at(i)] for i in range(table.row_count)],
            }
    return out


async def test_three_games_word_for_word(tmp_path, monkeypatch):
    out = await shown(tmp_path, monkeypatch, game(1, 90), lost(2, "pit"), game(3, 100), lost(4, "bats"),
                      lost(5, "pit"))
    assert out["border"] == ("Your record", "Esc to close")
    assert out["stats-overall"] == "5 games, 2 won (40%), average score 38.0"
    assert out["stats-chart"] == "Last 5 games (oldest first; bar = score, ✗ = lost):  ▇✗█✗✗"
    assert out["headings"] == ["By rules and cave", "How games were lost", "Best games"]
    groups = out["stats-groups"]
    assert groups["columns"] == ["Rules", "Cave", "Games", "Won", "Win %", "Avg score", "Recent"]
    assert groups["widths"][1] == len("dodecahedron")
    assert groups["rows"] == [["classic", "dodecahedron", "5", "2", "40%", "38.0", "▇✗█✗✗"],
                              ["all", "", "5", "2", "40%", "38.0", "▇✗█✗✗"]]
    deaths = out["stats-deaths"]
    assert deaths["columns"] == ["Cause", "Games", "Share"]
    assert deaths["rows"] == [["fell into a pit", "2", "67%"], ["bats", "1", "33%"]]
    best = out["stats-best"]
    assert best["columns"] == ["Score", "Moves", "Rules", "Cave", "Seed", "Date"]
    assert best["rows"] == [["100", "13", "classic", "dodecahedron", "3", "2026-01-04"],
                            ["90", "11", "classic", "dodecahedron", "1", "2026-01-02"]]
    assert "stats-seed-notes" not in out and "stats-skipped" not in out
    assert "stats-played-again" not in out and "stats-by-hand" not in out


async def test_one_game_is_one_game(tmp_path, monkeypatch):
    out = await shown(tmp_path, monkeypatch, game(1, 90))
    assert out["stats-overall"] == "1 game, 1 won (100%), average score 90.0"
    assert out["stats-chart"] == "Last 1 game (oldest first; bar = score, ✗ = lost):  ▇"
    assert out["stats-deaths"] == "No game lost yet."


async def test_no_win_says_so_and_a_short_cave_keeps_its_column_four_wide(tmp_path, monkeypatch):
    out = await shown(tmp_path, monkeypatch, lost(1, "pit", cave="ab"), lost(2, "pit", cave="ab"))
    assert out["stats-overall"] == "2 games, 0 won (0%), average score 0.0"
    assert out["stats-best"] == "No games won yet."
    assert out["stats-deaths"]["rows"] == [["fell into a pit", "2", "100%"]]
    assert out["stats-groups"]["widths"][1] == 4


async def test_the_chart_shows_the_last_twenty_and_each_group_its_last_ten(tmp_path, monkeypatch):
    games = [lost(i) if i % 2 else game(i, 100) for i in range(25)]
    out = await shown(tmp_path, monkeypatch, *games)
    last20 = "".join("✗" if i % 2 else "█" for i in range(5, 25))
    assert out["stats-chart"] == f"Last 20 games (oldest first; bar = score, ✗ = lost):  {last20}"
    assert [row[-1] for row in out["stats-groups"]["rows"]] == [last20[-10:], last20[-10:]]
    assert out["stats-overall"] == "25 games, 13 won (52%), average score 52.0"


async def test_a_group_for_each_rules_and_cave_then_all(tmp_path, monkeypatch):
    out = await shown(tmp_path, monkeypatch, game(1, 80, rules="tournament", cave="cube"), lost(2), game(3, 60))
    assert out["stats-groups"]["rows"] == [
        ["classic", "dodecahedron", "2", "1", "50%", "30.0", "✗▅"],
        ["tournament", "cube", "1", "1", "100%", "80.0", "▆"],
        ["all", "", "3", "2", "67%", "46.7", "▆✗▅"],
    ]


async def test_the_best_games_marks_and_their_notes(tmp_path, monkeypatch):
    out = await shown(tmp_path, monkeypatch, game(11, 99, shuffled=True), game(42, 98, again=2))
    assert [row[4] for row in out["stats-best"]["rows"]] == ["11*", "42\nr2"]
    assert out["stats-seed-notes"].splitlines() == [
        "* with --shuffle-labels", "rN: the seed's set-up dealt again N times (r, or Y to SAME SET-UP in lines)"]


async def test_games_left_out_beside_the_tables(tmp_path, monkeypatch):
    out = await shown(tmp_path, monkeypatch, game(1, 90, game_id="ab"), game(1, 90, game_id="ab", loaded=True),
                      game(2, 95, placed=True), game(3, 95, looked=True))
    assert out["stats-overall"] == "1 game, 1 won (100%), average score 90.0"
    assert out["stats-played-again"] == ("1 finish of a game played again from a save is left out: each game counts "
                                         "once, at its first finish.")
    assert out["stats-by-hand"] == ("2 games whose set-up was placed by hand (R) or shown (C) are left out: the "
                                    "statistics count games played as dealt.")


async def test_only_games_left_out_says_none_is_counted_and_why(tmp_path, monkeypatch):
    out = await shown(tmp_path, monkeypatch, game(2, 95, placed=True))
    assert out["stats-empty"] == ("No games counted yet.\n\n1 game whose set-up was placed by hand (R) or shown (C) "
                                  "is left out: the statistics count games played as dealt.")
    assert "stats-overall" not in out and "stats-groups" not in out


async def test_no_games_says_where_they_will_be_kept_and_unreadable_lines_are_counted(tmp_path, monkeypatch):
    out = await shown(tmp_path, monkeypatch, extra="not a game\n")
    path = tmp_path / "history.jsonl"
    assert out["stats-empty"] == (f"No finished games yet.\n\nEvery game you finish is kept in\n{path}\nand counted "
                                  "here: win rate, average score, how games were lost, your best games.")
    assert out["stats-skipped"] == f"1 unreadable line(s) in {path} were skipped."
    assert out["headings"] == [out["stats-skipped"]]


async def test_a_cave_name_longer_than_its_column_wraps_at_eighteen(tmp_path, monkeypatch):
    cave = "random:rooms=24,tunnels=3,oneway=0.5"
    out = await shown(tmp_path, monkeypatch, game(1, 90, cave=cave))
    assert out["stats-groups"]["widths"][1] == 18
    assert out["stats-groups"]["rows"][0][1] == "random:rooms=24,\ntunnels=3,\noneway=0.5"
    assert out["stats-best"]["widths"][3] == 18
    assert out["stats-best"]["rows"][0][3] == "random:rooms=24,\ntunnels=3,\noneway=0.5"


async def test_no_games_on_a_visit_says_they_are_kept_while_the_page_is_open(tmp_path, monkeypatch):
    from wumpus.storage import FOR_THIS_VISIT

    monkeypatch.setenv(FOR_THIS_VISIT, "1")
    out = await shown(tmp_path, monkeypatch)
    assert out["stats-empty"] == ("No finished games yet.\n\nEvery game you finish while this page is open is kept\n"
                                  "and counted here: win rate, average score, how games were lost, your best games.")


async def test_a_short_cave_name_keeps_the_best_games_cave_column_four_wide(tmp_path, monkeypatch):
    out = await shown(tmp_path, monkeypatch, game(1, 90, cave="ab"))
    assert out["stats-best"]["widths"][3] == 4
    assert out["stats-best"]["rows"][0][3] == "ab"
