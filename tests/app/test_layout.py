"""The screen's layout: every cave plays at 80x24 (a big one scrolls); small screens get a notice, big ones a bigger map."""

from __future__ import annotations

import pytest
from textual.widgets import Header, Static

from wumpus.app.mapview import CaveMap
from wumpus.app.messagelog import MessageLog
from wumpus.assets import asset_path
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


async def test_a_seed_too_long_for_the_header_beside_the_name_is_shown_whole_without_it():
    # a fresh seed has up to 19 digits: "Hunt the Wumpus — " gives way, never the seed's last digits
    app = make(seed=7806831264735756412)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        title = app.query_one(Header).query_one("HeaderTitle")
        text = str(title.render())
        assert text == "classic · dodecahedron · seed 7806831264735756412"
        assert title.size.width >= len(text)
        await pilot.resize_terminal(120, 30)
        await pilot.pause()
        assert str(title.render()) == "Hunt the Wumpus — classic · dodecahedron · seed 7806831264735756412"
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert str(title.render()) == text


async def test_a_seed_too_long_even_without_the_name_leaves_the_cave_to_the_status():
    # the host's dice on the competition's map: "tournament+host-dice · dodecahedron-competition · seed
    # 1234567890123456789" is 74 columns; the cave gives way, never the seed
    app = make(seed=1234567890123456789, rules="tournament+host-dice",
               cave=load_cave(str(asset_path("caves", "dodecahedron-competition.txt"))))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        title = app.query_one(Header).query_one("HeaderTitle")
        assert str(title.render()) == "tournament+host-dice · seed 1234567890123456789"
        await pilot.resize_terminal(100, 30)
        await pilot.pause()
        assert str(title.render()) == "tournament+host-dice · dodecahedron-competition · seed 1234567890123456789"


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


def shown(cave_map: CaveMap, room: int) -> bool:
    """The room's number is inside the part of the picture on screen."""
    view = cave_map.scrollable_content_region
    return view.contains_region(cave_map.room_region(room).translate(cave_map.region.offset))


BIG = ["random:rooms=60", "random:rooms=200,tunnels=4"]


@pytest.mark.parametrize("spec", BIG)
async def test_a_cave_too_big_to_draw_whole_plays_at_80x24_and_the_map_follows_the_hunter(spec):
    app = make(seed=5, cave=load_cave(spec, 5))
    assert app.minimum_size() == (80, 24)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert not app.has_class("-too-small")
        cave_map = app.query_one("#map", CaveMap)
        assert cave_map.scrolls and set(cave_map.drawing.labels) == set(app.game.cave.rooms)
        assert visible(app, cave_map) and visible(app, app.query_one("#legend"))
        for name in ("#status", "#log"):
            assert visible(app, app.query_one(name))
        rooms = []
        for _ in range(8):
            assert shown(cave_map, app.game.hunter)
            if app.game.over:
                break
            # a click on a tunnel's room that shows walks there, as on a whole map
            room = next(r for r in app.game.tunnels if shown(cave_map, r))
            await pilot.click(CaveMap, offset=cave_map.room_region(room).offset)
            await pilot.pause()
            rooms.append(room)
        assert len(rooms) >= 2 and app.game.moves == len(rooms)


async def test_a_cave_too_big_to_draw_whole_needs_a_standard_terminal():
    app = make(seed=5, cave=load_cave("random:rooms=200,tunnels=4", 5))
    async with app.run_test(size=(70, 20)) as pilot:
        await pilot.pause()
        assert app.has_class("-too-small")
        assert "Please enlarge the terminal to 80x24" in str(app.query_one("#too-small", Static).render())
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        assert not app.has_class("-too-small")
        assert shown(app.query_one("#map", CaveMap), app.game.hunter)


async def test_the_arrow_picker_and_the_replay_scroll_a_big_cave_within_the_screen():
    from wumpus.app.replay_screen import ReplayScreen
    from wumpus.app.screens import ArrowPicker

    app = make(seed=5, cave=load_cave("random:rooms=120", 5))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ArrowPicker)
        picker_map = app.screen.query_one("#picker-map", CaveMap)
        assert picker_map.scrolls and app.screen.region.contains_region(picker_map.region)
        assert visible(app, app.screen.query_one("#picker-side"))
        assert shown(picker_map, app.game.hunter)
        await pilot.press("escape")
        await pilot.press("1")
        await pilot.pause()
        app.push_screen(ReplayScreen(app.game.record(), animation=False, reveal=False))
        await pilot.pause()
        replay_map = app.screen.query_one("#replay-map", CaveMap)
        assert replay_map.scrolls and app.screen.region.contains_region(replay_map.region)
        assert visible(app, app.screen.query_one("#replay-status"))


def test_snapshot_of_a_cave_too_big_to_draw_whole_at_80x24(snap_compare):
    assert snap_compare(make(seed=3, cave=load_cave("random:rooms=60", 3)), terminal_size=(80, 24))


async def test_the_arrow_pickers_keys_work_when_the_map_scrolls():
    from wumpus.app.screens import ArrowPicker

    app = make(seed=3, cave=load_cave("random:rooms=60", 3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert app.query_one("#map", CaveMap).scrolls and app.focused is None
        await pilot.press("s")
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, ArrowPicker) and picker.query_one("#picker-map", CaveMap).scrolls
        assert not isinstance(app.focused, CaveMap)
        first, second = picker._items()[:2]
        await pilot.press("down", "enter")  # the second room offered, not the first
        await pilot.pause()
        assert picker.path == [second] and second != first


async def test_no_key_plays_while_the_screen_is_too_small_to_show_the_game():
    app = make(seed=7)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.resize_terminal(60, 18)
        await pilot.pause()
        assert app.has_class("-too-small")
        await pilot.press("1", "2", "3", "s", "m", "n", "b")
        await pilot.pause()
        assert app.game.moves == 0 and not app.game.actions and app.screen is app.screen_stack[0]
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.press("1")
        assert app.game.moves == 1


def footer_keys_whole(app) -> bool:
    """Every key the screen's footer offers shows whole, none cut at the screen's edge."""
    from textual.widgets._footer import FooterKey

    keys = list(app.screen.query(FooterKey))
    return bool(keys) and all(app.screen.region.contains_region(key.region) for key in keys)


@pytest.mark.parametrize("spec", list(BUILTIN))
async def test_at_the_smallest_size_accepted_the_arrow_pickers_map_and_every_key_show_whole(spec):
    from wumpus.app.screens import ArrowPicker

    app = make(seed=6, cave=load_cave(spec, 6))
    async with app.run_test(size=(80, 24)) as pilot:
        need_w, need_h = app.minimum_size()
        assert need_w <= 80 and need_h <= 24
        await pilot.resize_terminal(need_w, need_h)
        await pilot.pause()
        assert not app.has_class("-too-small")
        assert footer_keys_whole(app)
        await pilot.press("s")
        await pilot.pause()
        assert isinstance(app.screen, ArrowPicker)
        picker_map = app.screen.query_one("#picker-map", CaveMap)
        assert not picker_map.scrolls and picker_map.size.width >= picker_map.drawing.width
        assert visible(app, app.screen.query_one("#picker-side"))
        assert footer_keys_whole(app)


async def test_a_screen_too_narrow_for_the_keys_asks_for_the_width_that_shows_them():
    app = make(seed=6)
    async with app.run_test(size=(63, 24)) as pilot:  # room for the map, not for the footer's keys
        await pilot.pause()
        assert app.has_class("-too-small")
        need_w, _ = app.minimum_size()
        assert need_w > 63
        assert f"Please enlarge the terminal to {need_w}x24" in str(app.query_one("#too-small", Static).render())


@pytest.mark.parametrize("cave", sorted(BUILTIN))
async def test_every_cave_asks_for_a_standard_terminals_height_at_least(cave):
    """The status, the notes and the messages need 24 rows whatever the cave's map does."""
    app = make(seed=6, cave=BUILTIN[cave])
    async with app.run_test(size=(80, 20)) as pilot:
        await pilot.pause()
        assert app.minimum_size()[1] == 24
        assert app.has_class("-too-small")


async def test_a_number_cut_by_the_edge_of_a_scrolling_map_never_shows_in_part():
    import re

    app = make(seed=3, cave=load_cave("random:rooms=60", 3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        cave_map = app.query_one("#map", CaveMap)
        assert cave_map.scrolls
        drawing = cave_map.drawing
        starts = {(row, col): room for room, (row, col, _) in drawing.labels.items()}
        cuts = 0
        for x in range(int(cave_map.max_scroll_x) + 1):
            cave_map.scroll_to(x=x, y=0, animate=False, immediate=True)
            ox, oy = cave_map._origin
            for y in range(cave_map.scrollable_content_region.height):
                line = cave_map.render_line(y).text
                cuts += line.count("…")
                for number in re.finditer(r"\d+", line):
                    # every number on screen is a whole room's number, where the picture has it
                    assert starts.get((y - oy, number.start() - ox)) == int(number.group()), (x, y, line)
        assert cuts  # the edge did cut numbers, and they showed as …


@pytest.mark.parametrize("spec", ["moebius", "torus", "lattice"])
async def test_the_arrow_pickers_map_shows_whole_wherever_the_games_does(spec):
    # at these widths the game's picture fills the columns the status panel leaves it, to the last one
    from wumpus.app.screens import ArrowPicker

    app = make(seed=6, cave=load_cave(spec, 6))
    async with app.run_test(size=(80, 24)) as pilot:
        for width in (74, 78, 82):
            await pilot.resize_terminal(width, 24)
            await pilot.pause()
            cave_map = app.query_one("#map", CaveMap)
            assert not cave_map.scrolls
            await pilot.press("s")
            await pilot.pause()
            assert isinstance(app.screen, ArrowPicker)
            picker_map = app.screen.query_one("#picker-map", CaveMap)
            assert picker_map.drawing is cave_map.drawing
            assert not picker_map.scrolls, width
            await pilot.press("escape")
            await pilot.pause()


@pytest.mark.parametrize("spec", ["dodecahedron", "random:rooms=60"])
async def test_a_terminal_shrunk_to_almost_nothing_and_back_keeps_the_game(spec):
    app = make(seed=1, cave=load_cave(spec, 1))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        await pilot.press("b")
        for size in ((30, 8), (100, 30), (20, 5), (80, 24), (10, 3), (1, 1), (80, 24)):
            await pilot.resize_terminal(*size)
            await pilot.pause()
        assert app.is_running and app.return_code is None
        assert not app.has_class("-too-small")
        await pilot.press("1")
        await pilot.pause()
        assert len(app.game.actions) == 1


async def test_a_scrolling_map_shows_the_rooms_you_can_walk_to_when_they_fit_with_yours():
    # seed 3: the game starts in room 15, on the picture's bottom edge, its tunnels' rooms further up
    app = make(seed=3, cave=load_cave("random:rooms=60", 3))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        cave_map = app.query_one("#map", CaveMap)
        assert cave_map.scrolls
        rooms = [app.game.hunter, *app.game.tunnels]
        labels = cave_map.drawing.labels
        rows = [labels[r][0] for r in rooms]
        cols = [labels[r][1] for r in rooms]
        view = cave_map.scrollable_content_region
        if max(rows) - min(rows) + 4 <= view.height and max(cols) - min(cols) + 16 <= view.width:
            assert all(shown(cave_map, r) for r in rooms)
        else:
            assert shown(cave_map, app.game.hunter)


@pytest.mark.parametrize("played", [False, True], ids=["nothing played", "a game under way"])
async def test_on_a_terminal_too_small_for_the_game_its_questions_show_whole(played):
    from textual.widgets import Button

    app = make(seed=5)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        if played:
            await pilot.press("1")
        await pilot.resize_terminal(40, 10)
        await pilot.pause()
        assert app.has_class("-too-small")
        # the way on from a terminal too small to play in: the quit question, every line and both
        # buttons on screen
        await pilot.press("q")
        await pilot.pause()
        dialog = app.screen
        assert dialog is not app.screen_stack[0]
        for widget in (*dialog.query(Button), *dialog.query("Label, Static")):
            assert dialog.region.contains_region(widget.region), widget
            assert widget.region.width >= len(str(widget.render()).splitlines()[0]), widget
        assert len(dialog.query(Button)) == 2
