"""Automatic cave pictures: readable numbers, every tunnel drawn, within the map panel."""

from __future__ import annotations

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wumpus.assets import asset_path
from wumpus.caves import BUILTIN, load_cave
from wumpus.caves.drawing import drawing_for
from wumpus.caves.layout import HEIGHT, WIDTH, _cross, auto_drawing, bresenham, line_chars
from wumpus.caves.random_cave import RandomSpec, random_cave

LINE_CHARS = set("-|/\\_+X<>^vo ")


def check_drawing(cave, drawing, width=WIDTH, height=HEIGHT):
    assert drawing.width <= width and drawing.height <= height
    assert all(len(line) == drawing.width for line in drawing.lines)
    # every room's number appears once, where the labels say, untouched by lines
    assert set(drawing.labels) == set(cave.rooms)
    label_cells = {}
    for room, (row, col, wide) in drawing.labels.items():
        assert drawing.lines[row][col:col + wide] == str(room)
        for c in range(col, col + wide):
            assert (row, c) not in label_cells, f"labels {room} and {label_cells[(row, c)]} overlap"
            label_cells[(row, c)] = room
        # a number is never run into by a line's character on its own row
        left = drawing.lines[row][col - 1] if col else " "
        right = drawing.lines[row][col + wide] if col + wide < drawing.width else " "
        assert not left.isdigit() and not right.isdigit()
    # every other character is part of a line
    for r, line in enumerate(drawing.lines):
        for c, ch in enumerate(line):
            if (r, c) not in label_cells:
                assert ch in LINE_CHARS, (r, c, ch)
    # every tunnel has cells, none of them on a number
    for room in cave.rooms:
        for t in cave.exits[room]:
            cells = drawing.edges[(room, t)]
            assert cells, (room, t)
            for cell in cells:
                assert cell not in label_cells
                assert drawing.lines[cell[0]][cell[1]] != " "
    return label_cells


@pytest.mark.parametrize("name", [n for n in BUILTIN if n != "dodecahedron"])
def test_builtin_caves_get_a_tidy_picture(name):
    cave = BUILTIN[name]
    drawing = drawing_for(cave)
    label_cells = check_drawing(cave, drawing)
    # no tunnel runs through a room that is not one of its ends
    for (a, b), cells in drawing.edges.items():
        for r, c in cells:
            for dc in (-1, 1):
                owner = label_cells.get((r, c + dc))
                assert owner is None or owner in (a, b) or drawing.lines[r][c] in "|+X", (a, b, r, c)


def test_the_lattice_shows_which_way_each_tunnel_goes():
    cave = BUILTIN["lattice"]
    drawing = drawing_for(cave)
    heads = {ch for line in drawing.lines for ch in line if ch in "<>^v"}
    assert heads >= {"<", "v"}
    for room in cave.rooms:
        for t in cave.exits[room]:
            chars = [drawing.lines[r][c] for r, c in drawing.edges[(room, t)]]
            assert any(ch in "<>^v" for ch in chars), (room, t)


def test_two_way_caves_have_no_arrowheads():
    drawing = drawing_for(BUILTIN["beads"])
    assert not any(ch in "<>^v" for line in drawing.lines for ch in line)


def test_rooms_that_loop_back_are_marked_once_for_each_loop():
    cave = BUILTIN["dendrite"]
    drawing = drawing_for(cave)
    loops = [r for r in cave.rooms if r in cave.exits[r]]
    assert any(cave.exits[r].count(r) == 2 for r in loops)
    for room in loops:
        cells = drawing.edges[(room, room)]
        assert len(set(cells)) == cave.exits[room].count(room), room
        row, col, wide = drawing.labels[room]
        for cell in cells:
            assert drawing.lines[cell[0]][cell[1]] == "o"
            assert abs(cell[0] - row) <= 1 and col - 1 <= cell[1] <= col + wide


def test_the_competition_file_is_drawn_where_its_coordinates_say():
    cave = load_cave(str(asset_path("caves", "dodecahedron-competition.txt")))
    drawing = drawing_for(cave)
    check_drawing(cave, drawing)
    row = {room: drawing.labels[room][0] for room in cave.rooms}
    col = {room: drawing.labels[room][1] for room in cave.rooms}
    assert row[1] < row[8] < row[17] < row[16] < row[20] < row[13]  # y grows downwards
    assert col[5] < col[6] < col[17] < col[1] <= col[18] + 1 < col[10] < col[2]


def _slide_columns(drawing, rooms_of):
    """Where the water slide's rooms are: (rows of its three steps, columns of its steps)."""
    row = {room: drawing.labels[rooms_of(room)][0] for room in range(1, 21)}
    col = {room: drawing.labels[rooms_of(room)][1] for room in range(1, 21)}
    return row, col


@pytest.mark.parametrize("size", [None, (44, 19), (30, 13), (70, 30)])
def test_the_water_slide_is_drawn_as_its_own_picture_wrapping_round_not_from_the_files_coordinates(size):
    # drawn from the file's coordinates, its tunnels back to the start crossed the whole picture
    cave = load_cave(str(asset_path("caves", "waterslide-competition.txt")))
    drawing = drawing_for(cave) if size is None else drawing_for(cave, *size)
    check_drawing(cave, drawing, *(size or (WIDTH, HEIGHT)))
    row, col = _slide_columns(drawing, lambda room: room)
    steps = [(1, 2, 3), (4, 5, 6), (7, 8, 9), (10, 11, 12), (13, 14, 15), (16, 17, 18), (19, 20)]
    for step in steps:  # each step of the slide stands in one column, top to bottom
        assert len({col[r] + len(str(r)) // 2 for r in step}) == 1, step
        assert [row[r] for r in step] == sorted(row[r] for r in step)
    assert [col[s[0]] for s in steps] == sorted(col[s[0]] for s in steps)  # and the steps run left to right
    assert row[1] == row[4] == row[19] and row[3] == row[18] == row[20]
    # the way back to the start wraps round, on the rows of the rooms it joins, not across the picture: out
    # by the right edge and in by the left (at the sizes of the app's map, with a stub on each side)
    for a, b in ((19, 1), (20, 3), (17, 2)):
        cells = drawing.edges[(a, b)]
        assert {r for r, _ in cells} == {row[a]} == {row[b]}, (a, b)
        assert min(c for _, c in cells) == 0
        if size is None or size[0] >= 42:
            assert max(c for _, c in cells) == drawing.width - 1 > col[a] + len(str(a)), (a, b)
    assert not any(ch in "X+" for line in drawing.lines for ch in line[:col[16]])  # nothing crosses before 16


def test_a_renumbered_water_slide_keeps_its_picture_with_the_new_numbers():
    from wumpus.caves import parse_label_map, prepare_cave

    cave = load_cave(str(asset_path("caves", "waterslide-competition.txt")))
    plain = drawing_for(cave, 44, 19)
    shuffled = prepare_cave(cave, 7, True)
    mapping = parse_label_map(shuffled.meta["label_map"])
    assert mapping != {room: room for room in cave.rooms}
    drawing = drawing_for(shuffled, 44, 19)
    check_drawing(shuffled, drawing, 44, 19)
    assert all(drawing.labels[mapping[room]][:2] == plain.labels[room][:2] for room in cave.rooms)


def test_a_cave_of_another_shape_keeps_the_picture_its_own_coordinates_give():
    import math
    from dataclasses import replace

    from wumpus.caves.drawing import with_own_picture

    risk = load_cave(str(asset_path("caves", "risk-competition.txt")))
    assert with_own_picture(risk) is risk
    # a file of the slide's tunnels that places its rooms itself is drawn where it places them
    slide = load_cave(str(asset_path("caves", "waterslide-competition.txt")))
    mine = replace(slide, coords={room: (0.5 + 0.4 * math.cos(room / 3.2), 0.5 + 0.4 * math.sin(room / 3.2))
                                  for room in slide.rooms}, meta={"format": "toml"})
    assert with_own_picture(mine) is mine
    assert with_own_picture(replace(mine, coords=None)).coords == with_own_picture(slide).coords
    # one tunnel of the slide turned round is another shape
    slide = load_cave(str(asset_path("caves", "waterslide-competition.txt")))
    exits = dict(slide.exits)
    exits[17], exits[2] = (16, 18), (1, 3, 5, 17)
    other = replace(slide, exits=exits)
    assert with_own_picture(other) is other
    assert with_own_picture(slide).coords != slide.coords


@pytest.mark.parametrize("rooms", [8, 9, 12, 16, 20])
def test_a_ring_of_rooms_is_drawn_as_a_ring_with_no_tunnel_crossing_another(rooms):
    from wumpus.engine import Cave

    ring = Cave("ring", {r: (r % rooms + 1, (r - 2) % rooms + 1) for r in range(1, rooms + 1)}, "", 1, None, {})
    drawing = drawing_for(ring)
    check_drawing(ring, drawing)
    centre = {room: (row, col + (wide - 1) / 2) for room, (row, col, wide) in drawing.labels.items()}
    tunnels = [(r, r % rooms + 1) for r in range(1, rooms + 1)]
    crossing = [(a, b) for i, a in enumerate(tunnels) for b in tunnels[i + 1:]
                if not set(a) & set(b) and _cross((centre[a[0]], centre[a[1]]), (centre[b[0]], centre[b[1]]))]
    assert crossing == [], "\n".join(drawing.lines)


@settings(max_examples=8, deadline=None)
@given(seed=st.integers(0, 2**32), oneway=st.sampled_from([0.0, 0.3]))
def test_random_caves_of_twenty_rooms_fit_the_map_panel(seed, oneway):
    cave = random_cave(RandomSpec(20, 3, oneway), seed)
    check_drawing(cave, auto_drawing(cave))


def test_bigger_caves_get_a_bigger_picture():
    cave = random_cave(RandomSpec(40, 3, 0.0), 2)
    drawing = auto_drawing(cave)
    check_drawing(cave, drawing, width=90, height=30)
    assert drawing.width > WIDTH or drawing.height > HEIGHT


def test_the_picture_is_the_same_every_time():
    cave = random_cave(RandomSpec(), 5)
    again = random_cave(RandomSpec(), 5)
    assert auto_drawing(cave).lines == auto_drawing(again).lines


@given(a=st.tuples(st.integers(-30, 30), st.integers(-30, 30)), b=st.tuples(st.integers(-30, 30), st.integers(-30, 30)))
def test_bresenham_steps_one_cell_at_a_time(a, b):
    cells = bresenham(a, b)
    assert cells[0] == a and cells[-1] == b
    assert len(cells) == max(abs(a[0] - b[0]), abs(a[1] - b[1])) + 1
    for (r0, c0), (r1, c1) in zip(cells, cells[1:]):
        assert max(abs(r1 - r0), abs(c1 - c0)) == 1
    assert len(line_chars(cells)) == len(cells)


def test_line_characters_follow_the_slope():
    assert line_chars(bresenham((0, 0), (0, 5))) == ["-"] * 6
    assert line_chars(bresenham((0, 0), (4, 0))) == ["|"] * 5
    assert line_chars(bresenham((0, 0), (3, 3))) == ["\\"] * 4
    assert line_chars(bresenham((3, 0), (0, 3))) == ["/"] * 4
    shallow = "".join(line_chars(bresenham((0, 0), (2, 8))))
    assert set(shallow) == {"_", "\\"}


def test_every_tunnel_of_the_hand_drawn_dodecahedron_is_traced():
    cave = BUILTIN["dodecahedron"]
    drawing = drawing_for(cave)
    assert drawing.lines[0].strip() == "______18______"
    label_cells = {(row, c) for row, col, wide in drawing.labels.values() for c in range(col, col + wide)}
    seen: dict[tuple[int, int], tuple[int, int]] = {}
    for room in cave.rooms:
        for t in cave.exits[room]:
            cells = drawing.edges[(room, t)]
            assert set(cells) == set(drawing.edges[(t, room)])
            for r, c in cells:
                assert (r, c) not in label_cells
                assert drawing.lines[r][c] in "-_|/\\"
                pair = (min(room, t), max(room, t))
                assert seen.setdefault((r, c), pair) == pair, f"cell {(r, c)} in two tunnels"
    stroke_cells = {(r, c) for r, line in enumerate(drawing.lines) for c, ch in enumerate(line)
                    if ch != " " and (r, c) not in label_cells}
    assert set(seen) == stroke_cells


def test_a_dense_cave_is_bettered_within_a_bounded_amount_of_work(monkeypatch):
    """Each room's tunnels are checked against every tunnel for each slot it might move to: a cave
    of ten tunnels a room stops when the budget is spent (it took seconds), yet every room and
    tunnel is drawn; a cave of three tunnels a room gets all it asks for."""
    from wumpus.caves import layout

    spent: list[int] = []
    original = layout._Placement.improve

    def measured(self, *args, **kwargs):
        before = self.work
        original(self, *args, **kwargs)
        spent.append(self.work - before)

    monkeypatch.setattr(layout._Placement, "improve", measured)
    for rooms in (20, 60):
        layout._CACHE.clear()
        cave = random_cave(RandomSpec(rooms, 10, 0.0), 1)
        drawing = auto_drawing(cave)
        assert set(drawing.labels) == set(cave.rooms)
        # the budget is looked at before each slot tried: the last may go over it a little
        assert layout.DENSE_WORK <= spent[-1] <= 1.1 * layout.DENSE_WORK
        # drawn again at a given size, the layout is tidied within a budget of its own
        drawing_for(cave, 120, 40)
        assert spent[-1] <= 1.1 * layout.TIDY_WORK
    for rooms in (60, 200):
        layout._CACHE.clear()
        auto_drawing(random_cave(RandomSpec(rooms, 3, 0.0), 1))
        assert 0 < spent[-1] < layout.IMPROVE_WORK
