"""Caves and game records as plain data: exactly what is written, and exactly what is read back."""

import dataclasses

import pytest

from wumpus.engine import Cave, CaveError, Game, GameRecord, Positions, RecordError

SMALL = Cave("eight", {1: (2, 1, 5), 2: (3, 3), 3: (4,), 4: (5,), 5: (6,), 6: (7,), 7: (8,), 8: (1,)},
             "Eight rooms, a loop in 1 and a tunnel listed twice.", smell_distance=2,
             coords={r: (r / 10, 1 - r / 10) for r in range(1, 9)})
SMALL_DATA = {
    "name": "eight",
    "exits": {"1": [2, 1, 5], "2": [3, 3], "3": [4], "4": [5], "5": [6], "6": [7], "7": [8], "8": [1]},
    "smell_distance": 2,
    "description": "Eight rooms, a loop in 1 and a tunnel listed twice.",
    "coords": {str(r): [r / 10, 1 - r / 10] for r in range(1, 9)},
}


def test_a_cave_is_written_as_plain_data():
    assert SMALL.to_dict() == SMALL_DATA
    bare = Cave("bare", {1: (2,), 2: (1,)})
    assert bare.to_dict() == {"name": "bare", "exits": {"1": [2], "2": [1]}, "smell_distance": 1}


def test_a_cave_is_read_back_field_for_field():
    cave = Cave.from_dict(SMALL_DATA)
    assert (cave.name, cave.exits, cave.description, cave.smell_distance) == (
        SMALL.name, SMALL.exits, SMALL.description, SMALL.smell_distance)
    assert cave.coords == {r: (r / 10, 1 - r / 10) for r in range(1, 9)}
    bare = Cave.from_dict({"name": 7, "exits": {"1": ["2"], "2": [1]}})
    assert (bare.name, bare.exits, bare.description, bare.smell_distance, bare.coords) == (
        "7", {1: (2,), 2: (1,)}, "", 1, None)


@pytest.mark.parametrize("data", [
    {"exits": {"1": [2], "2": [1]}},
    {"name": "x"},
    {"name": "x", "exits": [[2], [1]]},
    {"name": "x", "exits": {"one": [2]}},
    {"name": "x", "exits": {"1": [2], "2": [1]}, "smell_distance": "far"},
    {"name": "x", "exits": {"1": [2], "2": [1]}, "coords": {"1": [0.5]}},
    {"name": "x", "exits": {"1": [2], "2": [1]}, "coords": {"1": [float("inf"), 0.5], "2": [0.5, 0.5]}},
    {"name": "x", "exits": {"1": [2], "2": [1]}, "coords": {"1": [0.5, float("nan")], "2": [0.5, 0.5]}},
    {"name": "x", "exits": {"1": [2], "2": [1.5]}},
    [1, 2],
])
def test_a_damaged_cave_is_refused_as_not_a_cave(data):
    with pytest.raises(CaveError, match="^not a cave description: "):
        Cave.from_dict(data)


def test_a_cave_that_breaks_the_rules_says_which_rule():
    with pytest.raises(CaveError) as refused:
        Cave.from_dict({"name": "x", "exits": {"1": [2]}})
    assert str(refused.value) == "cave 'x': room 1 leads to unknown room 2"


def recorded() -> GameRecord:
    game = Game(rules="teaching", seed=4, start=Positions(3, 14, (18, 16), (4, 7)))
    game.move(2)
    game.shoot([1])
    game.reset(Positions(3, 14, (18, 16), (4, 7), 10))
    game.reset(Positions(3, 14, (18, 16), (4, 7), None))
    return dataclasses.replace(game.record(), meta={"player": "ann"})


def test_a_record_is_written_with_every_field():
    data = recorded().to_dict()
    assert {k: v for k, v in data.items() if k not in ("cave", "actions")} == {
        "format": "wumpus-game-record", "version": 1, "rules": "teaching", "seed": 4,
        "start": {"hunter": 3, "wumpus": 14, "pits": [18, 16], "bats": [4, 7], "arrow": None},
        "meta": {"player": "ann"},
    }
    assert data["cave"] == recorded().cave.to_dict()
    assert len(data["actions"]) == 4


def test_a_record_is_read_back_to_the_same_game():
    original = recorded()
    data = original.to_dict()
    again = GameRecord.from_dict(data)
    assert again.to_dict() == data
    assert (again.rules, again.seed, again.start, dict(again.meta)) == ("teaching", 4, original.start, {"player": "ann"})
    ours, events = again.replay()
    theirs, expected = original.replay()
    assert events == expected and ours.positions == theirs.positions and ours.arrows == theirs.arrows


@pytest.mark.parametrize(("table", "key"), [("exits", "01"), ("exits", " 1"), ("coords", "01")])
def test_a_room_listed_twice_under_two_spellings_of_its_number_is_refused_not_taken_over(table, key):
    data = {**SMALL_DATA, "exits": dict(SMALL_DATA["exits"]), "coords": {str(r): [0.5, 0.5] for r in range(1, 9)}}
    data[table][key] = [0.1, 0.9] if table == "coords" else [8]
    with pytest.raises(CaveError, match=f'^not a cave description: room 1 is listed twice \\("1" and "{key}"\\)$'):
        Cave.from_dict(data)
    del data[table]["1"]
    assert Cave.from_dict(data).exits[1] == ((8,) if table == "exits" else SMALL.exits[1])  # one spelling: room 1


def test_a_record_reads_numbers_written_as_text_and_needs_no_start_or_meta():
    data = recorded().to_dict()
    data["seed"] = "4"
    data["rules"] = " Teaching "
    data["start"]["hunter"] = "3"
    data["start"]["arrow"] = "2"
    del data["meta"]
    again = GameRecord.from_dict(data)
    assert (again.seed, again.rules, again.start.hunter, again.start.arrow, dict(again.meta)) == (
        4, "teaching", 3, 2, {})
    del data["start"]
    assert GameRecord.from_dict(data).start is None


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d.pop("version"), "^the record has no format version$"),
    (lambda d: d.update(version="1"), '^the record is damaged: its format version is "1", not a whole number$'),
    (lambda d: d.update(version=3), "^the record is format version 3; this wumpus reads up to 2$"),
    (lambda d: d.update(format="wumpus-game-recording"), "^not a wumpus game record$"),
    (lambda d: d["actions"].append(["fly", 3]), "^the record is damaged: unknown action \"fly\"$"),
    (lambda d: d.update(seed="four"), "^the record is damaged: "),
    (lambda d: d.pop("cave"), "^the record is damaged: it has no 'cave'$"),
    (lambda d: d.pop("rules"), "^the record is damaged: it has no 'rules'$"),
    (lambda d: d.update(rules="nosuch"),
     "^the record is damaged: unknown ruleset 'nosuch' \\(known: classic, spec, teaching, tournament, gentle, "
     "fiend, wump3\\)$"),
    (lambda d: d.update(rules="classic+dice"), "^the record is damaged: unknown option 'dice' in ruleset "),
    (lambda d: d["actions"].append(["move"]), "^the record is damaged: "),
])
def test_a_bad_record_says_what_is_wrong(change, message):
    data = recorded().to_dict()
    change(data)
    with pytest.raises(RecordError, match=message):
        GameRecord.from_dict(data)


def test_a_game_with_scripted_chance_cannot_be_recorded():
    from wumpus.engine import ScriptedRandom

    game = Game(rules="classic", rng=ScriptedRandom(), start=Positions(1, 20, (17, 16), (11, 13)))
    with pytest.raises(RecordError, match="^a game rolled by a random source of its own cannot be recorded$"):
        game.record()


def test_a_game_with_a_seed_and_a_random_source_of_its_own_cannot_be_recorded():
    """Its seed would deal another game: the record would replay something else."""
    import random

    game = Game(rules="tournament", seed=5, rng=random.Random(999))
    with pytest.raises(RecordError, match="^a game rolled by a random source of its own cannot be recorded$"):
        game.record()


@pytest.mark.parametrize(("data", "missing"), [({"exits": {"1": [2], "2": [1]}}, "name"), ({"name": "x"}, "exits")])
def test_a_cave_with_a_part_missing_names_the_part(data, missing):
    with pytest.raises(CaveError, match=f"^not a cave description: it has no '{missing}'$"):
        Cave.from_dict(data)
