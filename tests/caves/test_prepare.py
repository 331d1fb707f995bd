"""prepare_cave: the cave each game is played on, renumbered when asked."""

from __future__ import annotations

import pytest

from wumpus.caves import BUILTIN, load_cave, prepare_cave
from wumpus.caves.drawing import drawing_for


def test_without_shuffling_the_cave_is_untouched():
    cave = BUILTIN["moebius"]
    assert prepare_cave(cave, 1, False) is cave
    assert prepare_cave(cave, None, False) is cave


@pytest.mark.parametrize("name", list(BUILTIN) + ["random"])
def test_shuffling_renumbers_the_rooms_but_keeps_the_shape(name):
    cave = load_cave(name, 3)
    shuffled = prepare_cave(cave, 11, True)
    assert shuffled.rooms == cave.rooms
    assert shuffled.exits != cave.exits
    # some renumbering maps one cave onto the other: check degrees and loops are kept
    assert sorted(len(t) for t in shuffled.exits.values()) == sorted(len(t) for t in cave.exits.values())
    assert sum(r in shuffled.exits[r] for r in shuffled.rooms) == sum(r in cave.exits[r] for r in cave.rooms)
    assert shuffled.is_symmetric == cave.is_symmetric
    assert shuffled.strongly_connected
    assert shuffled.smell_distance == cave.smell_distance


def test_the_same_seed_gives_the_same_numbering_and_another_seed_another():
    cave = BUILTIN["dodecahedron"]
    first = prepare_cave(cave, 7, True)
    assert prepare_cave(cave, 7, True).exits == first.exits
    assert prepare_cave(cave, 8, True).exits != first.exits


def test_a_shuffled_cave_is_drawn_with_its_new_numbers():
    shuffled = prepare_cave(BUILTIN["dodecahedron"], 7, True)
    drawing = drawing_for(shuffled)
    assert set(drawing.labels) == set(shuffled.rooms)
    for room, (row, col, width) in drawing.labels.items():
        assert drawing.lines[row][col:col + width] == str(room)
    for room in shuffled.rooms:
        for t in shuffled.exits[room]:
            assert drawing.edges[(room, t)]


def test_the_hand_drawn_dodecahedron_is_kept_for_the_real_one_only():
    art = drawing_for(BUILTIN["dodecahedron"])
    shuffled = drawing_for(prepare_cave(BUILTIN["dodecahedron"], 7, True))
    assert art.lines != shuffled.lines
