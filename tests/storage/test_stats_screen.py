"""The app's statistics screen (t): causes in the same plain words as ``wumpus stats``; a data folder that is a file."""

from __future__ import annotations

import json
import time

from textual.widgets import DataTable

from tests.app.helpers import SIZE, make
from wumpus.app.stats_screen import StatsScreen
from wumpus.storage.stats import cause_label


def lost(cause: str, seed: int) -> str:
    return json.dumps({"rules": "classic", "cave": "dodecahedron", "seed": seed, "won": False, "cause": cause,
                       "moves": 3, "arrows_used": 1, "score": 0, "date": "2026-01-01T00:00:00Z"})


async def test_the_stats_screen_names_causes_as_wumpus_stats_does(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    causes = ["groggy_wumpus", "groggy_wumpus", "pit", "own_arrow", "[/]bats"]
    (tmp_path / "history.jsonl").write_text("\n".join(lost(c, i) for i, c in enumerate(causes)) + "\n")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert isinstance(app.screen, StatsScreen)
        table = app.screen.query_one("#stats-deaths", DataTable)
        rows = {str(table.get_row_at(i)[0]): str(table.get_row_at(i)[1]) for i in range(table.row_count)}
    assert rows == {"the wumpus woke and came to you": "2", "fell into a pit": "1", "shot by your own arrow": "1",
                    "[/]bats": "1"}
    assert rows.keys() == {cause_label(c) for c in causes}


async def test_the_stats_screen_heads_a_given_up_game_as_a_game_lost_not_a_death(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    (tmp_path / "history.jsonl").write_text(lost("quit", 1) + "\n")
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        headings = [str(h.render()) for h in app.screen.query(".heading")]
        table = app.screen.query_one("#stats-deaths", DataTable)
        rows = [str(table.get_row_at(i)[0]) for i in range(table.row_count)]
    assert "How games were lost" in headings and not any("death" in h.lower() for h in headings)
    assert rows == ["gave up"]


async def test_the_stats_screen_says_the_data_folder_is_a_file(tmp_path, monkeypatch):
    a_file = tmp_path / "afile"
    a_file.write_text("x\n")
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(a_file))
    app = make(seed=3)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("t")
        await pilot.pause()
        assert not isinstance(app.screen, StatsScreen)
        said = "\n".join(n.message for n in app._notifications)
    assert f"the data folder {a_file}, set by WUMPUS_DATA_DIR, is a file, not a folder" in said


def won(cave: str, seed: int) -> str:
    return json.dumps({"rules": "tournament", "cave": cave, "seed": seed, "won": True, "cause": "wumpus_killed",
                       "moves": 3, "arrows_used": 1, "score": 97, "date": "2026-01-01T00:00:00Z"})


async def test_a_long_cave_name_wraps_and_the_tables_fit_80_columns(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    cave = "random:rooms=24,tunnels=3,oneway=0.5"
    (tmp_path / "history.jsonl").write_text(won(cave, 1) + "\n" + lost("pit", 2).replace("classic", "tournament")
                                             .replace("dodecahedron", cave) + "\n")
    app = make(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        for name, column in (("#stats-groups", 1), ("#stats-best", 3)):
            table = app.screen.query_one(name, DataTable)
            assert table.virtual_size.width <= table.size.width, name  # no column off the edge
            assert table.get_row_at(0)[column].plain.replace("\n", "") == cave  # the whole name, wrapped
            assert table.rows[table.coordinate_to_cell_key((0, 0)).row_key].height > 1


async def test_a_long_seed_with_its_marks_leaves_the_best_games_within_80_columns(tmp_path, monkeypatch):
    # the largest seed, shuffled and dealt again 12 times, on a random cave named by its settings: the
    # cave's column gives way, and the date is whole
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    line = json.loads(won("random:rooms=60,tunnels=9", 2**63 - 1))
    line.update(rules="tournament", shuffled=True, again=12)
    # five of them: the screen is taller than 24 rows, and its scroll bar takes two columns
    (tmp_path / "history.jsonl").write_text((json.dumps(line) + "\n") * 5)
    app = make(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        table = app.screen.query_one("#stats-best", DataTable)
        assert table.virtual_size.width <= table.size.width  # no column off the edge
        scroller = app.screen.query_one("#stats")
        assert scroller.max_scroll_y > 0 and scroller.max_scroll_x == 0
        row = table.get_row_at(0)
        assert row[3].plain == "random:rooms=60,\ntunnels=9" and row[4].plain == "9223372036854775807*\nr12"
        assert row[5].plain == "2026-01-01"


async def test_a_date_written_as_markup_is_shown_as_it_is(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    (tmp_path / "history.jsonl").write_text(won("dodecahedron", 1).replace('"2026-01-01', '"[/]2026-01-01') + "\n")
    app = make(seed=3)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("t")
        await pilot.pause()
        table = app.screen.query_one("#stats-best", DataTable)
        assert table.get_row_at(0)[5].plain == "[/]2026-01"


async def test_the_stats_screen_dates_a_best_game_by_the_players_own_calendar(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    # won at 22:00 on the last evening of 2025 in Pago Pago, eleven hours behind Greenwich
    monkeypatch.setenv("TZ", "Pacific/Pago_Pago")
    time.tzset()
    won = json.dumps({"rules": "classic", "cave": "dodecahedron", "seed": 4, "won": True, "cause": "wumpus_killed",
                      "moves": 3, "arrows_used": 1, "score": 97, "date": "2026-01-01T09:00:00Z"})
    (tmp_path / "history.jsonl").write_text(won + "\n")
    try:
        app = make(seed=3)
        async with app.run_test(size=SIZE) as pilot:
            await pilot.press("t")
            await pilot.pause()
            table = app.screen.query_one("#stats-best", DataTable)
            row = [str(cell) for cell in table.get_row_at(0)]
    finally:
        monkeypatch.undo()
        time.tzset()
    assert row[-1] == "2025-12-31"
