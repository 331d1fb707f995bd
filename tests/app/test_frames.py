"""A move is drawn without laying the screen out again, in one frame: the log, the status and the notes."""

from __future__ import annotations

from contextlib import asynccontextmanager, nullcontext

import pytest
from textual.app import App
from textual.content import Content
from textual.screen import Screen

from wumpus.app.mapview import CaveMap
from wumpus.app.messagelog import MessageLog
from wumpus.app.panels import PanelText
from wumpus.engine import Positions

from .helpers import QUIET, SIZE, make


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))


def spy(monkeypatch, cls, name: str) -> list[tuple]:
    """Every call of ``cls.name``, still made as before: (the instance, *its arguments)."""
    calls: list[tuple] = []
    real = getattr(cls, name)

    def seen(self, *args, **kwargs):
        calls.append((self, *args))
        return real(self, *args, **kwargs)

    monkeypatch.setattr(cls, name, seen)
    return calls


def rows_drawn(calls: list[tuple]) -> set[int]:
    """The rows a ``render_line`` spy saw drawn."""
    return {y for _, y in calls}


async def drawn_as_a_whole_repaint_draws(app, pilot, widget) -> None:
    """What was repainted bit by bit is what repainting ``widget`` whole draws."""
    shown = app.export_screenshot()
    widget.refresh()
    await pilot.pause()
    assert app.export_screenshot() == shown


@asynccontextmanager
async def a_full_log(word: str = "line", kind: str = "plain"):
    """A game whose log holds 40 messages of ``kind``, ``"{word} 0"`` to ``"{word} 39"``: more than it shows."""
    app = make(seed=1, start=QUIET)
    async with app.run_test(size=SIZE) as pilot:
        log = app.query_one("#log", MessageLog)
        for n in range(40):
            log.write(f"{word} {n}", kind)
        # the newest line is scrolled to once the log's new size is laid out: on a busy machine
        # that can take more than one pause (a test that scrolled back before it would be undone)
        for _ in range(50):
            await pilot.pause()
            if 0 < log.max_scroll_y == log.scroll_offset.y:
                break
        assert 0 < log.max_scroll_y == log.scroll_offset.y
        yield app, pilot, log


@pytest.fixture
def layouts(monkeypatch) -> list[tuple]:
    """Every full layout of a screen, as it happens."""
    return spy(monkeypatch, Screen, "_refresh_layout")


@pytest.mark.parametrize("notes", [False, True], ids=["notes-hidden", "notes-shown"])
async def test_a_move_lays_nothing_out_again(layouts, notes):
    app = make(seed=1, start=QUIET)
    async with app.run_test(size=SIZE) as pilot:
        if notes:
            await pilot.press("b")
        await pilot.press(*"1111111111")  # back and forth: the log fills past its height
        await pilot.pause()
        assert app.query_one("#log", MessageLog).show_vertical_scrollbar
        layouts.clear()
        for _ in range(4):
            await pilot.press("1")
            await pilot.pause()
        assert len(app.game.actions) == 14
        assert layouts == []


async def test_a_line_written_to_a_full_log_is_in_view_at_once():
    async with a_full_log() as (app, pilot, log):
        log.write("the newest line")  # no frame drawn yet
        assert log.scroll_offset.y == log.max_scroll_y > 0
        assert log.render_line(log.scrollable_content_region.height - 1).text.rstrip() == "the newest line"


async def test_a_batch_of_messages_is_settled_once_at_its_end():
    async with a_full_log() as (app, pilot, log):
        size, scroll = log.virtual_size, log.scroll_offset.y
        with log.batch():
            log.write("one")
            log.write("two")
            assert (log.virtual_size, log.scroll_offset.y) == (size, scroll)
        assert log.virtual_size.height == size.height + 2
        assert log.scroll_offset.y == log.max_scroll_y == scroll + 2
        assert log.render_line(log.scrollable_content_region.height - 1).text.rstrip() == "two"


async def test_a_move_settles_the_log_once(monkeypatch):
    settled = spy(monkeypatch, MessageLog, "_settle")
    app = make(seed=1, start=QUIET)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        lines = len(app.query_one("#log", MessageLog).lines)
        settled.clear()
        await pilot.press("1")
        assert len(app.query_one("#log", MessageLog).lines) >= lines + 3  # the turn, where you are, the tunnels
        assert len(settled) == 1


async def test_a_log_scrolled_back_comes_to_the_newest_line_when_one_is_written():
    async with a_full_log() as (app, pilot, log):
        log.scroll_messages(-1)
        await pilot.pause()
        assert log.scroll_offset.y < log.max_scroll_y
        log.write("the newest line")
        await pilot.pause()
        assert log.scroll_offset.y == log.max_scroll_y


@pytest.mark.parametrize("batched", [False, True])
async def test_the_oldest_messages_go_with_their_wrapped_rows(batched):
    """Written one by one or in a batch (a replay of thousands of turns writes them in one), the log
    keeps the newest messages, wrapped."""
    app = make(seed=1, start=QUIET)
    async with app.run_test(size=SIZE) as pilot:
        log = app.query_one("#log", MessageLog)
        log.max_entries = 30
        long = "a message long enough to wrap over more than one row of the log, " * 3
        for n in range(20):
            log.write(f"{n} {long if n % 3 == 0 else 'short'}")
        with log.batch() if batched else nullcontext():
            for n in range(20, 150):
                log.write(f"{n} {long if n % 3 == 0 else 'short'}")
            assert len(log.entries) <= 2 * log.max_entries
        assert log.lines == [f"{n} {long if n % 3 == 0 else 'short'}" for n in range(120, 150)]
        rows = [row for text, kind in log.entries for row in log._wrap(text, kind)]
        assert log._rows == rows and len(rows) > 30
        await pilot.pause()
        bottom = log.scrollable_content_region.height - 1
        assert log.render_line(bottom).text.rstrip() == rows[-1][0]


class OnePanel(App):
    CSS = "#panel { width: 12; height: auto; border: round white; }"

    def compose(self):
        yield PanelText(id="panel")

    def on_mount(self) -> None:
        self.query_one(PanelText).show(Content("one\ntwo"))


async def test_a_panel_grows_when_its_lines_wrap_to_more_rows(layouts):
    app = OnePanel()
    async with app.run_test(size=(40, 10)) as pilot:
        panel = app.query_one(PanelText)
        await pilot.pause()
        assert panel.content_size.height == 2
        layouts.clear()
        panel.show(Content("six\nsix"))  # as many rows: drawn without a new layout
        await pilot.pause()
        assert panel.content_size.height == 2 and layouts == []
        panel.show(Content("one\ntwo three four five"))  # as many lines, but the second wraps
        await pilot.pause()
        assert panel.content_size.height == 3
        assert layouts


async def test_a_panel_repaints_only_the_lines_that_change(monkeypatch):
    drawn = spy(monkeypatch, PanelText, "render_line")
    app = OnePanel()
    async with app.run_test(size=(40, 10)) as pilot:
        panel = app.query_one(PanelText)
        panel.show(Content("a\nb\nc\nd"))
        await pilot.pause()
        for lines, changed in ((["a", "B", "c", "d"], {1}), (["a", "B", "c", "d"], set()),
                               ([Content("a"), Content.from_markup("[b]B[/b]"), "C", "D"], {1, 2, 3})):
            drawn.clear()
            panel.show(Content("\n").join(Content(line) if isinstance(line, str) else line for line in lines))
            await pilot.pause()
            assert rows_drawn(drawn) == changed
            await drawn_as_a_whole_repaint_draws(app, pilot, panel)


#: hunter in room 1 (tunnels 2 5 8) feels a draft (a pit in 5); wumpus, other pit and bats far away
DRAFT = Positions(1, 20, (5, 16), (11, 13))


async def test_new_notes_repaint_only_the_rows_of_the_map_they_change(monkeypatch):
    drawn = spy(monkeypatch, CaveMap, "render_line")
    app = make(seed=1, start=DRAFT)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("b")
        cave_map = app.query_one("#map", CaveMap)
        for key in "123":  # rooms 2, 3, 10: each step changes the odds of some rooms
            marks = dict(cave_map.marks)
            await pilot.pause()
            drawn.clear()
            await pilot.press(key)
            await pilot.pause()
            assert cave_map.marks != marks
            assert 0 < len(rows_drawn(drawn)) < cave_map.size.height
            await drawn_as_a_whole_repaint_draws(app, pilot, cave_map)


async def test_the_log_is_drawn_in_a_new_theme_s_colours():
    async with a_full_log("note", "note") as (app, pilot, log):
        bottom = log.scrollable_content_region.height - 1
        before = list(log.render_line(bottom))
        assert before[0].text.startswith("note 39")
        app.theme = "textual-light"
        await pilot.pause()
        after = list(log.render_line(bottom))
        assert "".join(s.text for s in after) == "".join(s.text for s in before)
        assert [s.style for s in after] != [s.style for s in before]
