"""Automatic cave pictures read back from the picture itself: every tunnel a line of touching cells
from one room's number to the other's, arrowheads pointing at the room a one-way tunnel leads to,
crossings marked, the picture as small as its rooms allow and the same every time."""

from __future__ import annotations

import math

import pytest

from wumpus.caves import BUILTIN, load_cave, parse_label_map, prepare_cave
from wumpus.caves.drawing import drawing_for
from wumpus.caves.layout import (
    HEIGHT, WIDTH, _arrow, _cross, _start_order, _straight_crossings, auto_drawing, bresenham, drawing_coords,
    line_chars, stress_layout,
)
from wumpus.caves.random_cave import RandomSpec, random_cave
from wumpus.engine import Cave

HEADS = "<>^v"


def cave_of(exits: dict[int, tuple[int, ...]], coords=None, **meta: str) -> Cave:
    return Cave("test", exits, "", 1, coords, meta)


def label_cells(drawing) -> dict[tuple[int, int], int]:
    return {(row, c): room for room, (row, col, wide) in drawing.labels.items() for c in range(col, col + wide)}


def touches(cell: tuple[int, int], drawing, room: int) -> bool:
    row, col, wide = drawing.labels[room]
    return abs(cell[0] - row) <= 1 and col - 1 <= cell[1] <= col + wide


def check_tunnels_join_their_rooms(cave: Cave, drawing, wraps: bool = False) -> None:
    """Each tunnel between two rooms is a chain of line characters, each touching the next (or, on a
    picture that wraps round, going off one edge and coming back by the opposite one), that starts
    beside one room's number and ends beside the other's."""
    numbers = label_cells(drawing)
    for a in cave.rooms:
        for b in cave.exits[a]:
            if a == b:
                continue
            cells = drawing.edges[(a, b)]
            assert set(cells) == set(drawing.edges[(b, a)])
            assert cells, (a, b)
            for r, c in cells:
                assert (r, c) not in numbers
                assert drawing.lines[r][c] in "-|/\\_+X" + HEADS, (a, b, r, c)
            for (r0, c0), (r1, c1) in zip(cells, cells[1:]):
                if wraps and {c0, c1} == {0, drawing.width - 1}:
                    continue  # out by one edge of the picture, in by the other
                if wraps and {r0, r1} == {0, drawing.height - 1}:
                    continue
                assert max(abs(r1 - r0), abs(c1 - c0)) == 1, (a, b, cells)
            ends = (cells[0], cells[-1])
            assert (touches(ends[0], drawing, a) and touches(ends[1], drawing, b)) or (
                touches(ends[0], drawing, b) and touches(ends[1], drawing, a)
            ), (a, b, ends, "\n".join(drawing.lines))


def points_at(drawing, cell: tuple[int, int], room: int) -> bool:
    """Whether the character at ``cell`` is an arrowhead pointing at the room's number."""
    r, c = cell
    row, col, wide = drawing.labels[room]
    return {">": col > c, "<": col + wide - 1 < c, "v": row > r, "^": row < r}.get(drawing.lines[r][c], False)


def check_arrowheads(cave: Cave, drawing) -> None:
    """A one-way tunnel has an arrowhead at its end beside the room it leads to, pointing at that room's
    number; every arrowhead in the picture is one of those (where tunnels share a cell, the head is drawn)."""
    heads = {}
    for a in cave.rooms:
        for b in cave.exits[a]:
            if a == b or a in cave.exit_sets[b]:
                continue
            cells = drawing.edges[(a, b)]
            ends = {end for end in (cells[0], cells[-1]) if touches(end, drawing, b)}
            pointing = [(r, c) for r, c in ends if points_at(drawing, (r, c), b)]
            assert pointing, (a, b, "\n".join(drawing.lines))
            heads[pointing[0]] = (a, b)
    drawn = {(r, c) for r, line in enumerate(drawing.lines) for c, ch in enumerate(line) if ch in HEADS}
    assert drawn == set(heads)


def ring(rooms: int, oneway: bool = False) -> Cave:
    if oneway:
        return cave_of({r: (r % rooms + 1,) for r in range(1, rooms + 1)})
    return cave_of({r: (r % rooms + 1, (r - 2) % rooms + 1) for r in range(1, rooms + 1)})


CAVES = {
    "one-way ring": ring(6, oneway=True),
    "one-way ring of twelve": ring(12, oneway=True),
    "loops and a triangle": cave_of({1: (2, 3, 1), 2: (1, 3), 3: (1, 2, 4), 4: (3, 4, 4)}),
    "lattice": BUILTIN["lattice"],
    "random, some one-way": random_cave(RandomSpec(20, 3, 0.4), 7),
}


@pytest.mark.parametrize("name", CAVES)
def test_every_tunnel_is_a_line_of_touching_cells_from_one_rooms_number_to_the_others(name):
    cave = CAVES[name]
    drawing = auto_drawing(cave)
    check_tunnels_join_their_rooms(cave, drawing, wraps=cave.meta.get("wrap") == "yes")
    check_arrowheads(cave, drawing)


def test_a_tunnel_one_way_in_both_directions_is_drawn_once_without_arrowheads():
    cave = cave_of({1: (2, 3), 2: (3,), 3: (1, 2)})
    drawing = auto_drawing(cave)
    check_tunnels_join_their_rooms(cave, drawing)
    check_arrowheads(cave, drawing)
    assert sum(ch in HEADS for ch in "".join(drawing.lines)) == 1  # 1 to 2 only: 2 and 3 lead to each other


def test_the_picture_has_no_empty_border_and_fits_the_size_asked():
    for cave in CAVES.values():
        for size in ((WIDTH, HEIGHT), (40, 15), (90, 31)):
            drawing = auto_drawing(cave, *size)
            assert drawing.width <= size[0] and drawing.height <= size[1]
            assert drawing.lines[0].strip() and drawing.lines[-1].strip()
            assert any(line[0] != " " for line in drawing.lines)
            assert any(line[-1] != " " for line in drawing.lines)
            assert all(len(line) == drawing.width for line in drawing.lines)
            for room, (row, col, wide) in drawing.labels.items():
                assert drawing.lines[row][col:col + wide] == str(room)


def cross_cave(slanted: bool) -> Cave:
    """Two tunnels that cannot help crossing: the rooms are placed by the cave file."""
    if slanted:
        coords = {1: (0.0, 0.0), 2: (1.0, 1.0), 3: (1.0, 0.0), 4: (0.0, 1.0)}
    else:
        coords = {1: (0.0, 0.5), 2: (1.0, 0.5), 3: (0.5, 0.0), 4: (0.5, 1.0)}
    return cave_of({1: (2,), 2: (1,), 3: (4,), 4: (3,)}, coords)


@pytest.mark.parametrize("slanted, mark", [(True, "X"), (False, "+")])
def test_two_tunnels_crossing_meet_at_an_x_when_both_slant_and_at_a_plus_otherwise(slanted, mark):
    cave = cross_cave(slanted)
    drawing = auto_drawing(cave, 21, 11)
    one, other = set(drawing.edges[(1, 2)]), set(drawing.edges[(3, 4)])
    (r, c), = one & other
    assert drawing.lines[r][c] == mark
    assert sum(line.count("X") + line.count("+") for line in drawing.lines) == 1
    check_tunnels_join_their_rooms(cave, drawing)


def test_the_same_cave_gets_the_same_picture_even_when_drawn_afresh():
    from wumpus.caves import layout

    cave = random_cave(RandomSpec(16, 3, 0.3), 12)
    first = auto_drawing(cave)
    layout._CACHE.clear()
    again = auto_drawing(random_cave(RandomSpec(16, 3, 0.3), 12))
    assert again is not first
    assert (again.lines, dict(again.labels), dict(again.edges)) == (first.lines, dict(first.labels), dict(first.edges))


def test_a_cave_drawn_again_at_the_same_size_is_not_laid_out_again():
    cave = random_cave(RandomSpec(16, 3, 0.0), 3)
    assert auto_drawing(cave) is auto_drawing(cave)
    assert auto_drawing(cave, 40, 15) is auto_drawing(cave, 40, 15)
    assert auto_drawing(cave, 40, 15) is not auto_drawing(cave, 40, 17)


@pytest.mark.parametrize("rooms", [8, 20, 46, 80])
def test_a_cave_of_more_than_twenty_rooms_gets_a_page_grown_with_its_rooms_in_the_map_panels_shape(rooms):
    from wumpus.caves.layout import _size_for

    width, height = _size_for(random_cave(RandomSpec(rooms, 3, 0.0), 1))
    grow = max(1.0, math.sqrt(rooms / 20))
    assert WIDTH * grow - 1 < width <= WIDTH * grow
    assert HEIGHT * grow - 1 < height <= HEIGHT * grow + 1
    assert height % 2 == 1  # numbers sit on every other row, from the top row to the bottom one


def check_loop_marks(cave: Cave, drawing) -> None:
    """A room's loops are each an ``o`` beside its number, on no other room's number or tunnel."""
    for room in cave.rooms:
        loops = cave.exits[room].count(room)
        if not loops:
            assert (room, room) not in drawing.edges
            continue
        cells = drawing.edges[(room, room)]
        assert len(set(cells)) == loops, (room, "\n".join(drawing.lines))
        row, col, wide = drawing.labels[room]
        for r, c in cells:
            assert drawing.lines[r][c] == "o"
            assert abs(r - row) <= 1 and col - 1 <= c <= col + wide


def test_a_room_of_many_loops_has_a_mark_for_each_all_round_its_number():
    cave = cave_of({10: (11, 10, 10, 10, 10, 10), 11: (10, 12), 12: (11,)})
    drawing = auto_drawing(cave)
    check_loop_marks(cave, drawing)
    check_tunnels_join_their_rooms(cave, drawing)


def test_rooms_in_the_corners_of_the_picture_have_their_loops_marked_inside_it():
    corners = {10: (0.0, 0.0), 11: (1.0, 0.0), 12: (1.0, 1.0), 13: (0.0, 1.0)}
    cave = cave_of({10: (11, 10, 10), 11: (12, 11, 11), 12: (13, 12, 12), 13: (10, 13, 13)}, corners)
    for size in ((WIDTH, HEIGHT), (24, 9)):
        drawing = auto_drawing(cave, *size)
        assert drawing.labels[10][:2] == (0, 0) and drawing.labels[12][0] == drawing.height - 1
        check_loop_marks(cave, drawing)
        check_tunnels_join_their_rooms(cave, drawing)
        check_arrowheads(cave, drawing)


# -- where rooms are put ------------------------------------------------------------------------
def test_a_layout_spreads_the_rooms_over_the_whole_page_and_the_same_every_time():
    cave = random_cave(RandomSpec(20, 3, 0.0), 4)
    pos = stress_layout(cave)
    assert set(pos) == set(cave.rooms)
    xs = [x for x, _ in pos.values()]
    ys = [y for _, y in pos.values()]
    assert min(xs) == 0 and max(xs) == pytest.approx(1) and min(ys) == 0 and max(ys) == pytest.approx(1)
    assert stress_layout(cave) == pos


def test_rooms_a_tunnel_apart_are_laid_out_nearer_than_rooms_far_apart():
    cave = ring(12)
    pos = stress_layout(cave)

    def gap(a, b):
        return math.hypot(pos[a][0] - pos[b][0], (pos[a][1] - pos[b][1]) * HEIGHT * 2 / WIDTH)

    for a in cave.rooms:
        opposite = (a + 5) % 12 + 1
        for b in cave.exits[a]:
            assert gap(a, b) < gap(a, opposite) / 2


def test_a_ring_is_started_round_its_circle_in_depth_first_order_and_outwards_in_breadth_first():
    cave = ring(8)
    assert _start_order(cave, depth_first=True) == [1, 2, 3, 4, 5, 6, 7, 8]
    assert _start_order(cave, depth_first=False) == [1, 2, 8, 3, 7, 4, 6, 5]


def test_the_start_order_reaches_rooms_no_tunnel_joins_to_the_first():
    cave = cave_of({1: (2,), 2: (1,), 3: (4, 5), 4: (3,), 5: (3,), 6: (6,)})
    for depth_first in (True, False):
        order = _start_order(cave, depth_first)
        assert sorted(order) == list(cave.rooms)
        assert order[:2] == [1, 2] and order[-1] == 6


def test_a_ring_laid_out_from_its_depth_first_start_has_no_tunnel_crossing_another():
    for rooms in (6, 10, 14):
        cave = ring(rooms)
        assert _straight_crossings(cave, stress_layout(cave)) == 0


def test_crossings_are_counted_between_tunnels_with_no_room_in_common():
    square = cave_of({1: (2, 3, 4), 2: (1, 3, 4), 3: (1, 2, 4), 4: (1, 2, 3)})
    corners = {1: (0.0, 0.0), 2: (1.0, 0.0), 3: (1.0, 1.0), 4: (0.0, 1.0)}
    assert _straight_crossings(square, corners) == 1  # the two diagonals
    bent = {**corners, 4: (0.2, 0.2)}  # room 4 inside the triangle of the others: nothing crosses
    assert _straight_crossings(square, bent) == 0
    assert _straight_crossings(ring(4), corners) == 0
    assert _straight_crossings(ring(4), {1: (0.0, 0.0), 2: (1.0, 1.0), 3: (1.0, 0.0), 4: (0.0, 1.0)}) == 1


def test_two_strokes_cross_only_when_each_passes_through_the_others_line():
    assert _cross(((0, 0), (4, 4)), ((0, 4), (4, 0)))
    assert _cross(((2, 0), (2, 8)), ((0, 4), (5, 4)))
    assert not _cross(((0, 0), (4, 4)), ((4, 4), (8, 0)))  # sharing an end
    assert not _cross(((0, 0), (0, 8)), ((0, 4), (5, 4)))  # one ends on the other
    assert not _cross(((0, 4), (5, 4)), ((0, 0), (0, 8)))
    assert not _cross(((0, 0), (0, 8)), ((1, 0), (1, 8)))  # side by side
    assert not _cross(((0, 0), (4, 4)), ((0, 5), (3, 8)))  # apart
    assert not _cross(((0, 0), (4, 4)), ((5, 5), (9, 0)))  # on from one another's ends
    assert not _cross(((0, 0), (2, 2)), ((0, 8), (4, 4)))  # pointing at it, stopping short


def test_a_big_cave_is_laid_out_from_one_start_only(monkeypatch):
    from wumpus.caves import layout

    started: list[int] = []
    real = layout._smacof

    def counted(cave, order, iterations):
        started.append(len(order))
        return real(cave, order, 2)

    monkeypatch.setattr(layout, "_smacof", counted)
    stress_layout(random_cave(RandomSpec(64, 3, 0.0), 1))
    assert started == [64, 64]
    started.clear()
    stress_layout(random_cave(RandomSpec(66, 3, 0.0), 1))
    assert started == [66]


# -- lines and arrowheads ------------------------------------------------------------------------
def line_reads_as_one_stroke(cells, drawn) -> None:
    """Each step of a line is drawn so the eye follows it: a slanting step has a stroke leaning its way
    at one of its two cells, a level step in a slanting line an underscore, and the whole line leans
    one way only; where a steep line goes straight down at a cell, or a shallow one straight along,
    the stroke there is upright or level."""
    (r0, c0), (r1, c1) = cells[0], cells[-1]
    if r0 == r1:
        assert set(drawn) == {"-"}
        return
    if c0 == c1:
        assert set(drawn) == {"|"}
        return
    lean = "\\" if (r1 - r0) * (c1 - c0) > 0 else "/"
    assert set(drawn) <= {lean, "_", "|"}, (cells, drawn)
    steep = abs(r1 - r0) > abs(c1 - c0)
    for i, ((ra, ca), (rb, cb)) in enumerate(zip(cells, cells[1:])):
        pair = (drawn[i], drawn[i + 1])
        if ra != rb and ca != cb:
            assert lean in pair, (cells, drawn, i)
        elif ra == rb:
            assert "_" in pair, (cells, drawn, i)
    for i in range(1, len(cells) - 1):
        before, here, after = cells[i - 1], cells[i], cells[i + 1]
        if steep and before[1] == here[1] == after[1]:
            assert drawn[i] == "|", (cells, drawn, i)
        if not steep and before[0] == here[0] == after[0]:
            assert drawn[i] == "_", (cells, drawn, i)


def test_every_straight_line_reads_as_one_stroke_whichever_way_it_goes():
    for dr in range(-6, 7):
        for dc in range(-13, 14):
            if (dr, dc) == (0, 0):
                continue
            cells = bresenham((10, 20), (10 + dr, 20 + dc))
            drawn = line_chars(cells)
            assert len(drawn) == len(cells)
            line_reads_as_one_stroke(cells, drawn)


@pytest.mark.parametrize(
    "cell, towards, head",
    [
        ((5, 5), (5, 9), ">"), ((5, 5), (5, 1), "<"), ((5, 5), (9, 5), "v"), ((5, 5), (1, 5), "^"),
        ((5, 5), (6, 9), ">"), ((5, 5), (4, 1), "<"), ((5, 5), (8, 6), "v"), ((5, 5), (2, 4), "^"),
        ((5, 5), (7, 7), "v"), ((5, 5), (3, 3), "^"),
        # right beside the room
        ((5, 5), (5, 6), ">"), ((5, 5), (5, 4), "<"), ((5, 5), (6, 5), "v"), ((5, 5), (4, 5), "^"),
    ],
)
def test_an_arrowhead_points_the_way_its_line_arrives(cell, towards, head):
    assert _arrow(cell, towards) == head


# -- renumbered caves ----------------------------------------------------------------------------
@pytest.mark.parametrize("seed", [2, 3, 5])
def test_a_renumbered_cave_puts_each_new_number_where_its_room_is_in_the_original_picture(seed):
    cave = load_cave("random", seed)
    shuffled = prepare_cave(cave, seed, True)
    mapping = parse_label_map(shuffled.meta["label_map"])
    assert any(new != old for old, new in mapping.items())
    before = drawing_coords(cave)
    after = drawing_coords(shuffled)
    for room in cave.rooms:
        assert after[mapping[room]] == pytest.approx(before[room], abs=0.1), room
    drawing = drawing_for(shuffled)
    check_tunnels_join_their_rooms(shuffled, drawing)
    check_arrowheads(shuffled, drawing)


def test_where_rooms_sit_is_read_from_the_picture_as_fractions_of_its_size():
    cave = BUILTIN["moebius"]
    drawing = drawing_for(cave)
    coords = drawing_coords(cave)
    assert set(coords) == set(cave.rooms)
    for room, (x, y) in coords.items():
        row, col, wide = drawing.labels[room]
        assert 0 <= x <= 1 and 0 <= y <= 1
        assert y == pytest.approx(row / (drawing.height - 1))
        assert x == pytest.approx((col + (wide - 1) / 2) / (drawing.width - 1))
    assert min(y for _, y in coords.values()) == 0 and max(y for _, y in coords.values()) == 1
