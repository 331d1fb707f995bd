"""The built-in caves: their data, their shape, and the names they answer to."""

from __future__ import annotations

import pytest

from wumpus.assets import asset_path
from wumpus.caves import ALIASES, BUILTIN, BUILTIN_ORDER, find_builtin, load_cave
from wumpus.caves.formats import load_file, parse_toml
from wumpus.engine import DODECAHEDRON

NAMES = ["dodecahedron", "moebius", "beads", "torus", "dendrite", "lattice"]


def test_the_six_caves_are_built_in_in_order():
    assert list(BUILTIN) == NAMES
    assert BUILTIN_ORDER == tuple(NAMES)


@pytest.mark.parametrize("name", NAMES)
def test_every_builtin_cave_is_playable(name):
    cave = load_cave(name)
    assert cave is BUILTIN[name]
    assert cave.rooms == tuple(range(1, 21))
    assert all(len(cave.exits[r]) == 3 for r in cave.rooms)
    assert cave.strongly_connected


@pytest.mark.parametrize("name", ["dodecahedron", "moebius", "beads", "torus", "dendrite"])
def test_two_way_caves_are_symmetric(name):
    cave = BUILTIN[name]
    assert cave.is_symmetric
    for room in cave.rooms:
        for t in cave.exits[room]:
            assert room in cave.exits[t]


def test_the_lattice_is_one_way_everywhere():
    cave = BUILTIN["lattice"]
    assert not cave.is_symmetric
    for room in cave.rooms:
        assert len(set(cave.exits[room])) == 3
        assert len(cave.entrances[room]) == 3
        for t in cave.exits[room]:
            assert room not in cave.exits[t], (room, t)


def test_the_dendrite_has_rooms_that_loop_back_to_themselves():
    cave = BUILTIN["dendrite"]
    loops = [r for r in cave.rooms if r in cave.exits[r]]
    assert loops == [1, 2, 3, 4, 8, 12, 17, 18, 19, 20]
    assert cave.exits[1] == (1, 1, 5)
    assert cave.exits[9] == (8, 8, 10)


def test_the_dodecahedron_file_is_yobs_listing_in_order():
    text = asset_path("caves", "dodecahedron.toml").read_text(encoding="utf-8")
    cave = parse_toml(text, "dodecahedron.toml")
    assert list(cave.exits.items()) == list(DODECAHEDRON.exits.items())
    assert BUILTIN["dodecahedron"] is DODECAHEDRON
    assert load_cave(None) is DODECAHEDRON
    assert load_cave("") is DODECAHEDRON


def test_the_moebius_strip_matches_yobs_table():
    cave = BUILTIN["moebius"]
    assert cave.exits[1] == (20, 2, 3)
    assert cave.exits[19] == (17, 20, 2)
    assert cave.exits[20] == (18, 19, 1)


@pytest.mark.parametrize(("alias", "name"), [("mobius", "moebius"), ("Möbius", "moebius"), ("hex", "torus"),
                                             ("string-of-beads", "beads"), ("ONE-WAY", "lattice"), (" Lattice ", "lattice")])
def test_aliases_and_any_case_find_the_cave(alias, name):
    assert find_builtin(alias) is BUILTIN[name]
    assert load_cave(alias) is BUILTIN[name]


def test_aliases_point_at_builtin_caves():
    assert ALIASES
    assert set(ALIASES.values()) <= set(BUILTIN)
    assert not set(ALIASES) & set(BUILTIN)


def test_the_competition_sample_is_the_dodecahedron_with_its_smell_distance_and_coords():
    cave = load_file(asset_path("caves", "dodecahedron-competition.txt"))
    assert cave.smell_distance == 1
    assert cave.rooms == tuple(range(1, 21))
    assert cave.exits[3] == (2, 12, 4)  # the file's order, as is
    assert cave.link_sets == DODECAHEDRON.link_sets
    assert cave.coords[1] == (0.5, 0.10)
    assert cave.coords[20] == (0.5, 0.70)
    assert len(cave.coords) == 20


def test_a_competition_file_keeps_a_longer_smell_distance(tmp_path):
    text = asset_path("caves", "dodecahedron-competition.txt").read_text(encoding="utf-8")
    path = tmp_path / "far.txt"
    path.write_text("3" + text[1:], encoding="utf-8")
    cave = load_cave(str(path))
    assert cave.smell_distance == 3
    assert cave.within(1, cave.smell_distance) >= cave.within(1, 1)
