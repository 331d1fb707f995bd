"""The screen's layout: every cave plays at 80x24, small screens get one notice, big ones a bigger map."""

from __future__ import annotations

import pytest
from textual.widgets import Header, Static

from wumpus.app.mapview import CaveMap
from wumpus.app.messagelog import MessageLog
from wumpus.caves import BUILTIN, load_cave

from .helpers import make

CAVES = [*BUILTIN, "random", "random:rooms=12", "random:rooms=20,tunnels=4", "random:rooms=16,oneway=0.3"]


def visible(app, widget) -> bool:
    """The widget is on screen, whole, with room for its content."""
    region = widget.region
    return widget.display and region.area > 0 and app.screen.region.contains_region(region)


@pytest.mark.parametrize("spec", CAVES)
async def test_every_cave_plays_at_80x24_with_map_status_and_log(spec):
    app = make(seed=5, cave=load_cave(spec, 5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.has_class("-too-small")
        cave_map = app.query_one("#map", CaveMap)
        # the whole picture is drawn, not cut at the panel's edge
        assert cave_map.size.width >= cave_map.drawing.width
        assert cave_map.size.height >= cave_map.drawing.height
        assert visible(app, cave_map)
        assert set(cave_map.drawing.labels) == set(app.game.cave.rooms)
        for name in ("#legend", "#status", "#log"):
            assert visible(app, app.query_one(name))
        assert app.query_one("#log", MessageLog).size.height >= 5
        status = app.query_one("#status", Static)
        assert status.size.height >= len(str(status.render()).splitlines())


@pytest.mark.parametrize("spec", ["dodecahedron", "moebius"])
async def test_small_screens_get_the_same_notice_at_start_and_on_resize(spec):
    cave = load_cave(spec, 5)
    notices = []
    for start, splash in (((60, 18), True), ((60, 18), False), ((100, 32), False)):
        app = make(seed=5, cave=cave, splash=splash)
        async with app.run_test(size=start) as pilot:
            await pilot.pause()
            if splash:
                await pilot.press("x")  # the title goes
                await pilot.pause()
            if start == (100, 32):
                assert not app.has_class("-too-small")
                await pilot.resize_terminal(60, 18)
                await pilot.pause()
            assert app.has_class("-too-small")
            assert not app.query_one("#body").display
            notice = app.query_one("#too-small", Static)
            assert notice.display and visible(app, notice)
            notices.append(str(notice.render()))
            # just big enough: playable, the whole map drawn
            need_w, need_h = app.minimum_size()
            await pilot.resize_terminal(need_w, need_h)
            await pilot.pause()
            assert not app.has_class("-too-small")
            cave_map = app.query_one("#map", CaveMap)
            assert cave_map.size.width >= cave_map.drawing.width
            assert cave_map.size.height >= cave_map.drawing.height
            assert visible(app, app.query_one("#legend"))
            await pilot.resize_terminal(need_w - 1, need_h)
            await pilot.pause()
            assert app.has_class("-too-small")
    assert len(set(notices)) == 1
    assert f"Please enlarge the terminal to {need_w}x{need_h}" in notices[0]
    assert need_w <= 80 and need_h <= 24


@pytest.mark.parametrize("spec", ["dodecahedron", "moebius", "torus", "random"])
async def test_the_map_grows_with_the_screen(spec):
    app = make(seed=5, cave=load_cave(spec, 5))
    sizes = []
    async with app.run_test(size=(80, 24)) as pilot:
        for size in ((80, 24), (120, 40), (160, 50)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
            cave_map = app.query_one("#map", CaveMap)
            drawing = cave_map.drawing
            assert cave_map.size.width >= drawing.width and cave_map.size.height >= drawing.height
            assert set(drawing.labels) == set(app.game.cave.rooms)
            sizes.append((drawing.width, drawing.height))
            if size != (80, 24):  # a big screen goes mostly to the map
                assert app.query_one("#left").size.width >= size[0] * 0.4
        await pilot.press("1")  # and a turn is drawn on the picture in use
        await pilot.pause()
        assert app.query_one("#map", CaveMap).room_roles[app.game.hunter] == "hunter"
    (w1, h1), (w2, h2), (w3, h3) = sizes
    assert w2 > w1 and h2 > h1
    assert w3 >= w2 and h3 >= h2 and (w3, h3) != (w2, h2)


async def test_the_header_names_rules_cave_and_seed_uncut_at_80_columns():
    app = make(seed=123456, cave=load_cave("moebius", 1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.sub_title == "classic · moebius · seed 123456"
        title = app.query_one(Header).query_one("HeaderTitle")
        text = str(title.render())
        assert text == "Hunt the Wumpus — classic · moebius · seed 123456"
        assert title.size.width >= len(text)


@pytest.mark.parametrize("size", [(80, 24), (120, 40), (160, 50)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("spec", list(BUILTIN))
def test_snapshot_of_every_cave(spec, size, snap_compare):
    assert snap_compare(make(seed=3, cave=load_cave(spec, 3)), terminal_size=size)


async def test_the_status_panel_grows_with_its_lines():
    from wumpus.engine import Positions

    # no warnings at first (one line says so), then two: the panel shows every line
    app = make(seed=3, start=Positions(4, 2, (12, 20), (16, 17)))
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        status = app.query_one("#status", Static)
        assert "No warnings here." in str(status.render())
        before = len(str(status.render()).splitlines())
        await pilot.press("1")  # into room 3: the wumpus in 2 and a pit in 12
        await pilot.pause()
        lines = str(status.render()).splitlines()
        assert any("[W]" in line for line in lines) and any("[P]" in line for line in lines)
        assert len(lines) == before + 1
        assert status.content_size.height >= len(lines)
