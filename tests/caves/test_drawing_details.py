"""Cave pictures: hand-made art, its numbers found and each tunnel followed stroke by stroke; and any\ncave's picture drawn to the box it is shown in."""

from __future__ import annotations

import math

import pytest

from wumpus.assets import asset_path
from wumpus.caves import BUILTIN, load_cave
from wumpus.caves.drawing import MIN_BOX, drawing_for, from_art, smallest_drawing, trace_edges, with_own_picture
from wumpus.caves.random_cave import RandomSpec, random_cave
from wumpus.engine import Cave


def cave_of(*tunnels: tuple[int, int]) -> Cave:
    """A two-way cave of these tunnels."""
    exits: dict[int, list[int]] = {}
    for a, b in tunnels:
        exits.setdefault(a, []).append(b)
        exits.setdefault(b, []).append(a)
    return Cave("art", {room: tuple(t) for room, t in exits.items()}, "", 1, None, {})


def traced(art: str, *tunnels: tuple[int, int]):
    drawing = from_art(art)
    return drawing, trace_edges(drawing, cave_of(*tunnels))


def test_the_numbers_of_hand_made_art_are_found_on_every_row_and_the_rows_padded_alike():
    drawing = from_art("12--3\n|\n7  100\n\n")
    assert drawing.labels == {12: (0, 0, 2), 3: (0, 4, 1), 7: (2, 0, 1), 100: (2, 3, 3)}
    assert drawing.lines == ("12--3 ", "|     ", "7  100")
    assert drawing.height == 3 and drawing.width == 6


@pytest.mark.parametrize(
    "art, cells",
    [
        ("1---2", [(0, 1), (0, 2), (0, 3)]),
        ("1\n|\n|\n2", [(1, 0), (2, 0)]),
        ("1\n \\\n  \\\n   2", [(1, 1), (2, 2)]),
        ("   2\n  /\n /\n1", [(2, 1), (1, 2)]),
        ("2\n \\\n  \\\n   1", [(2, 2), (1, 1)]),
        # a slope of steps joined by underscores, going down and going up
        ("1_\n  \\_2", [(0, 1), (1, 2), (1, 3)]),
        ("   _2\n1_/", [(1, 1), (1, 2), (0, 3)]),
        # a slanting stroke bends into an upright one below it
        ("1\n \\\n  |\n  2", [(1, 1), (2, 2)]),
        ("  1\n /\n|\n2", [(1, 1), (2, 0)]),
        ("1\n|\n \\\n  2", [(1, 0), (2, 1)]),
    ],
    ids=["level", "upright", "falling", "rising", "from-the-far-end", "steps-down", "steps-up", "bend-left",
         "bend-right", "bend-below"],
)
def test_a_tunnel_of_hand_made_art_is_followed_from_one_number_to_the_other(art, cells):
    drawing, edges = traced(art, (1, 2))
    assert edges[(1, 2)] == tuple(cells)
    assert edges[(2, 1)] == tuple(reversed(cells))
    for r, c in cells:
        assert drawing.lines[r][c] in "-_|/\\"


def test_two_tunnels_crossing_at_a_plus_are_each_followed_straight_through_it():
    art = (
        "  3\n"
        "  |\n"
        "1-+-2\n"
        "  |\n"
        "  4\n"
    )
    _, edges = traced(art, (1, 2), (3, 4))
    assert edges[(1, 2)] == ((2, 1), (2, 2), (2, 3))
    assert edges[(3, 4)] == ((1, 2), (2, 2), (3, 2))


def test_a_tunnel_may_bend_where_it_crosses_another():
    art = (
        "3\n"
        " \\\n"
        "1-+-2\n"
        " /\n"
        "4\n"
    )
    _, edges = traced(art, (1, 2), (3, 4))
    assert edges[(1, 2)] == ((2, 1), (2, 2), (2, 3))
    assert edges[(3, 4)] == ((1, 1), (2, 2), (3, 1))


def test_two_tunnels_crossing_at_an_x_are_each_followed_straight_through_it():
    art = (
        "1   3\n"
        " \\ /\n"
        "  X\n"
        " / \\\n"
        "4   2\n"
    )
    _, edges = traced(art, (1, 2), (3, 4))
    assert edges[(1, 2)] == ((1, 1), (2, 2), (3, 3))
    assert edges[(3, 4)] == ((1, 3), (2, 2), (3, 1))


@pytest.mark.parametrize(
    "art",
    [
        "1 2",  # a gap
        "1\n-\n2",  # a level stroke does not lead up or down
        "1|2",  # nor an upright one sideways
        "   2\n1-/",  # a slash meets a level stroke beside it only as an underscore
        "1\\-2",
        "1\n \\\n2",  # a falling stroke leads down to the right, not down to the left
        "  1\n /\n  2",
    ],
    ids=["gap", "level-upright", "upright-level", "dash-slash", "backslash-dash", "falling-wrong-way",
         "rising-wrong-way"],
)
def test_strokes_that_do_not_meet_are_no_tunnel(art):
    _, edges = traced(art, (1, 2))
    assert (1, 2) not in edges and (2, 1) not in edges


def test_the_nearest_of_two_ways_between_two_numbers_is_the_tunnel():
    art = (
        "1---2\n"
        "|   |\n"
        "|   |\n"
        "-----\n"
    )
    _, edges = traced(art, (1, 2))
    assert edges[(1, 2)] == ((0, 1), (0, 2), (0, 3))


def test_a_tunnel_the_art_does_not_draw_is_left_out_and_the_others_still_followed():
    _, edges = traced("1 2--3\n|\n4--5", (1, 2), (1, 4), (2, 3), (4, 5))
    assert set(edges) == {(1, 4), (4, 1), (2, 3), (3, 2), (4, 5), (5, 4)}


@pytest.mark.parametrize(
    "art, cells",
    [
        # a rising line passing the end of a level stroke, and a falling one
        ("   2\n -/\n /\n1", [(2, 1), (1, 2)]),
        ("2\n \\-\n  \\\n   1", [(2, 2), (1, 1)]),
        # passing beside another room's number
        ("1\n \\\n 3\\\n   2", [(1, 1), (2, 2)]),
        ("   1\n  /\n /3\n2", [(1, 2), (2, 1)]),
        ("1\n|3\n|\n2", [(1, 0), (2, 0)]),
    ],
)
def test_a_tunnel_is_followed_past_strokes_and_numbers_beside_it_that_are_not_its_own(art, cells):
    _, edges = traced(art, (1, 2), (3, 3))
    assert edges[(1, 2)] == tuple(cells)


def test_a_tunnel_to_a_room_the_art_does_not_show_is_left_out():
    drawing = from_art("1--2")
    edges = trace_edges(drawing, cave_of((1, 2), (2, 3)))
    assert set(edges) == {(1, 2), (2, 1)}


def proportions(drawing) -> dict[int, tuple[float, float]]:
    """Where each room's number is, as fractions of the picture's width and height."""
    return {room: ((col + (wide - 1) / 2) / (drawing.width - 1), row / (drawing.height - 1))
            for room, (row, col, wide) in drawing.labels.items()}


# -- pictures drawn to a box --------------------------------------------------------------------
def test_an_automatic_picture_is_drawn_to_fit_any_box_big_enough_for_its_smallest_picture():
    cave = BUILTIN["moebius"]
    smallest = smallest_drawing(cave)
    assert smallest.width <= MIN_BOX[0] and smallest.height <= MIN_BOX[1]
    for width, height in ((MIN_BOX[0], MIN_BOX[1]), (45, 17), (64, 22), (100, 40), (200, 30), (40, 60)):
        drawing = drawing_for(cave, width, height)
        assert drawing.width <= width and drawing.height <= height, (width, height)
        assert set(drawing.labels) == set(cave.rooms)
    # a box too small for it gets the smallest picture, which then does not fit
    assert drawing_for(cave, 10, 5).lines == smallest.lines
    assert drawing_for(cave, MIN_BOX[0] - 1, 40).lines == smallest.lines
    assert drawing_for(cave, 200, MIN_BOX[1] - 1).lines == smallest.lines


def test_a_bigger_box_gets_a_bigger_picture_of_the_same_shape():
    cave = BUILTIN["moebius"]
    small, big = drawing_for(cave, 40, 15), drawing_for(cave, 100, 40)
    assert big.width > small.width and big.height > small.height

    before, after = proportions(small), proportions(big)
    for room in cave.rooms:
        assert after[room] == pytest.approx(before[room], abs=0.2), room


def test_a_box_a_cell_or_two_bigger_keeps_the_picture_drawn_already():
    cave = BUILTIN["moebius"]
    drawing = drawing_for(cave, 58, 21)
    assert drawing_for(cave, 59, 21) is drawing and drawing_for(cave, 58, 22) is drawing
    assert drawing_for(cave, 66, 25) is not drawing


def test_the_dodecahedron_keeps_its_art_until_the_box_has_room_for_a_bigger_picture_of_it():
    cave = BUILTIN["dodecahedron"]
    art = drawing_for(cave)
    assert drawing_for(cave, art.width + 11, art.height + 20) is art
    assert drawing_for(cave, art.width + 30, art.height + 7) is art
    for width, height in ((art.width + 12, art.height + 8), (120, 45)):
        bigger = drawing_for(cave, width, height)
        assert bigger is not art
        assert art.width < bigger.width <= width and art.height < bigger.height <= height
        for room in cave.rooms:
            for t in cave.exits[room]:
                assert bigger.edges[(room, t)]
        # the art's shape: each room where the art has it, in proportion to the picture's size
        before, after = proportions(art), proportions(bigger)
        for room in cave.rooms:
            assert after[room][0] == pytest.approx(before[room][0], abs=0.2), room
            assert after[room][1] == pytest.approx(before[room][1], abs=0.1), room


def test_a_renumbered_cave_whose_label_map_does_not_fit_is_drawn_as_it_is():
    from dataclasses import replace

    slide = load_cave(str(asset_path("caves", "waterslide-competition.txt")))
    broken = replace(slide, meta={**slide.meta, "label_map": "1:2 2:1"})
    assert with_own_picture(broken) is broken


def test_a_cave_of_more_rooms_has_a_smallest_picture_grown_with_its_rooms():
    cave = random_cave(RandomSpec(40, 3, 0.0), 1)
    smallest = smallest_drawing(cave)
    grow = math.sqrt(40 / 20)
    assert MIN_BOX[0] < smallest.width <= MIN_BOX[0] * grow
    assert smallest.height <= MIN_BOX[1] * grow + 1
    assert set(smallest.labels) == set(cave.rooms)


def test_a_cave_that_names_its_hand_made_art_is_drawn_with_it_at_every_size():
    from dataclasses import replace

    art = drawing_for(BUILTIN["dodecahedron"])
    cave = replace(BUILTIN["dodecahedron"], name="my dodecahedron", meta={"art": "dodecahedron.txt"})
    for drawing in (drawing_for(cave), drawing_for(cave, 200, 80), smallest_drawing(cave)):
        assert drawing.lines == art.lines and drawing.labels == art.labels
        assert drawing.edges[(1, 2)] == art.edges[(1, 2)]
    # without its name the dodecahedron is laid out like any other cave
    plain = replace(cave, meta={})
    assert drawing_for(plain).lines != art.lines


@pytest.mark.parametrize("size", [None, (60, 24)])
def test_a_renumbered_cave_keeps_the_shape_of_its_picture_at_every_size(size):
    from wumpus.caves import parse_label_map, prepare_cave

    cave = BUILTIN["moebius"]
    shuffled = prepare_cave(cave, 5, True)
    mapping = parse_label_map(shuffled.meta["label_map"])
    before = proportions(drawing_for(cave) if size is None else drawing_for(cave, *size))
    after = proportions(drawing_for(shuffled) if size is None else drawing_for(shuffled, *size))
    for room in cave.rooms:
        assert after[mapping[room]] == pytest.approx(before[room], abs=0.1), room


def test_four_times_the_rooms_needs_a_smallest_box_twice_as_wide_and_twice_as_tall():
    from wumpus.caves.drawing import _min_box

    assert _min_box(random_cave(RandomSpec(20, 3, 0.0), 1)) == MIN_BOX
    assert _min_box(random_cave(RandomSpec(80, 3, 0.0), 1)) == (2 * MIN_BOX[0], 2 * MIN_BOX[1] + 1)
