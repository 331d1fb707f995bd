"""The built-in caves in detail: Yob's Wumpus II tunnels exactly, in his order, and their descriptions."""

from __future__ import annotations

import pytest

from wumpus.caves import BUILTIN, DESCRIPTIONS, find_builtin

#: Gregory Yob's Wumpus II caves (Creative Computing), room:exits in his order, from the public listings
YOB = {
    "dodecahedron": "1:2,5,8 2:1,3,10 3:2,4,12 4:3,5,14 5:1,4,6 6:5,7,15 7:6,8,17 8:1,7,9 9:8,10,18 10:2,9,11 11:10,12,19 12:3,11,13 13:12,14,20 14:4,13,15 15:6,14,16 16:15,17,20 17:7,16,18 18:9,17,19 19:11,18,20 20:13,16,19",
    "moebius": "1:20,2,3 2:19,1,4 3:1,4,5 4:2,3,6 5:3,6,7 6:4,5,8 7:5,8,9 8:6,7,10 9:7,10,11 10:8,9,12 11:9,12,13 12:10,11,14 13:11,14,15 14:12,13,16 15:13,16,17 16:14,15,18 17:15,18,19 18:16,17,20 19:17,20,2 20:18,19,1",
    "beads": "1:2,3,20 2:1,3,4 3:1,2,4 4:2,3,5 5:4,6,7 6:5,7,8 7:5,6,8 8:6,7,9 9:8,10,11 10:9,11,12 11:9,10,12 12:10,11,13 13:12,14,15 14:13,15,16 15:13,14,16 16:14,15,17 17:16,18,19 18:17,19,20 19:17,18,20 20:1,18,19",
    "torus": "1:10,6,17 2:6,7,18 3:7,8,19 4:8,9,20 5:9,10,16 6:15,2,1 7:11,3,2 8:12,4,3 9:13,5,4 10:14,1,5 11:20,16,7 12:16,17,8 13:17,18,9 14:18,19,10 15:19,20,6 16:5,12,11 17:1,13,12 18:2,14,13 19:3,15,14 20:4,11,15",
    "dendrite": "1:1,1,5 2:2,2,5 3:3,3,6 4:4,4,6 5:1,2,7 6:3,4,7 7:5,6,10 8:8,9,9 9:8,8,10 10:7,9,11 11:10,13,14 12:12,13,13 13:11,12,12 14:11,15,16 15:14,17,18 16:14,19,20 17:15,17,17 18:15,18,18 19:16,19,19 20:16,20,20",
    "lattice": "1:4,8,5 2:1,5,6 3:2,6,7 4:3,7,8 5:8,12,9 6:5,9,10 7:6,10,11 8:7,11,12 9:12,16,13 10:9,13,14 11:10,14,15 12:11,15,16 13:16,20,17 14:13,17,18 15:14,18,19 16:15,19,20 17:20,4,1 18:17,1,2 19:18,2,3 20:19,3,4",
}


@pytest.mark.parametrize("name", list(YOB))
def test_each_built_in_cave_has_yobs_tunnels_in_his_order(name):
    listed = {int(room): tuple(map(int, exits.split(","))) for room, exits in
              (entry.split(":") for entry in YOB[name].split())}
    assert list(BUILTIN[name].exits.items()) == list(listed.items())


def test_each_built_in_cave_is_described_by_its_own_file():
    assert DESCRIPTIONS == {
        "dodecahedron": "Yob's original: a squashed dodecahedron.",
        "moebius": "A ladder given a half twist, ends joined.",
        "beads": "Five knots of four rooms strung on a loop.",
        "torus": "A hexagonal net wrapped round a doughnut.",
        "dendrite": "A tree whose twigs loop back to themselves.",
        "lattice": "Every tunnel one-way: no way straight back.",
    }
    # the dodecahedron is the engine's own, described as the engine describes it
    assert all(BUILTIN[name].description == DESCRIPTIONS[name] for name in BUILTIN if name != "dodecahedron")


def test_a_built_in_cave_is_found_by_an_alias_in_any_case():
    assert find_builtin(" Hex-Network ") is BUILTIN["torus"]
    assert find_builtin("MÖBIUS") is BUILTIN["moebius"]
    assert find_builtin("One-Way") is BUILTIN["lattice"]
