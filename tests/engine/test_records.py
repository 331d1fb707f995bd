"""Game records: JSON with a format version that replays exactly."""

import json

import pytest

from wumpus.engine import Game, GameRecord, Positions, RecordError
from wumpus.engine.record import VERSION


def played(rules="classic", seed=99, steps=12):
    game = Game(rules=rules, seed=seed)
    for step in range(steps):
        if game.over:
            break
        if step == 3 and game.arrows:
            game.shoot([game.tunnels[1]])
        else:
            game.move(game.tunnels[step % len(game.tunnels)])
    return game


def test_record_round_trips_through_json():
    game = played()
    record = game.record()
    again = GameRecord.from_json(record.to_json())
    assert again.to_dict() == record.to_dict()
    assert json.loads(record.to_json())["version"] == 1  # what earlier readers read
    dealt_again = game.same_setup()
    dealt_again.apply(game.actions[0])
    data = json.loads(dealt_again.record().to_json())
    assert (data["version"], data["again"]) == (VERSION, 1)
    assert GameRecord.from_json(dealt_again.record().to_json()).to_dict() == dealt_again.record().to_dict()


@pytest.mark.parametrize("rules", ["classic", "spec", "teaching", "tournament", "gentle"])
def test_replay_reproduces_the_game(rules):
    game = played(rules, seed=7, steps=20)
    replayed, _ = GameRecord.from_json(game.record().to_json()).replay()
    assert replayed.positions == game.positions
    assert (replayed.over, replayed.won, replayed.cause, replayed.arrows) == (game.over, game.won, game.cause, game.arrows)


def test_same_setup_is_recorded_with_the_seed_that_deals_it():
    game = played(seed=5)
    again = game.same_setup()
    record = GameRecord.from_json(again.record().to_json())
    assert record.seed == 5
    assert record.new_game().positions == game.start


def test_same_setup_of_a_placed_start_is_recorded_with_its_start():
    placed = Game(seed=5, start=Positions(1, 20, (17, 16), (11, 13)))
    record = GameRecord.from_json(placed.same_setup().record().to_json())
    assert record.start == placed.start
    assert record.new_game().positions == placed.start


def test_reset_replays():
    game = Game(rules="teaching", seed=3)
    game.reset(Positions(3, 14, (18, 16), (4, 2), 2))
    game.move(4)
    replayed, _ = game.record().replay()
    assert replayed.positions == game.positions


@pytest.mark.parametrize("text, problem", [
    ("", "^the record is empty$"),
    ("  \n", "^the record is empty$"),
    ("{\"format\": \"wumpus-game-record\", \"version\": 1, \"rules\"", "not valid JSON"),
    ("root:x:0:0\n", r"^the record is not valid JSON \(at line 1, column 1: expecting value\)$"),
    ("{\n  \"format\": x}", r"^the record is not valid JSON \(at line 2, column 13: expecting value\)$"),
    ("[1, 2, 3]", "not a wumpus game record"),
    ("{\"format\": \"chess\"}", "not a wumpus game record"),
    ("{\"format\": \"wumpus-game-record\"}", "no format version"),
    ("{\"format\": \"wumpus-game-record\", \"version\": 99}", "version 99"),
    ("{\"format\": \"wumpus-game-record\", \"version\": 0}", "damaged: its format version is 0; versions begin at 1"),
    ("{\"format\": \"wumpus-game-record\", \"version\": true}", "damaged: its format version is true, not a whole"),
    ("{\"format\": \"wumpus-game-record\", \"version\": 1.0}", "damaged: its format version is 1.0, not a whole"),
    ("{\"format\": \"wumpus-game-record\", \"version\": 1, \"rules\": \"classic\"}", "damaged"),
])
def test_bad_records_are_refused_with_a_reason(text, problem):
    with pytest.raises(RecordError, match=problem):
        GameRecord.from_json(text)


@pytest.mark.parametrize("damage", [
    lambda data: data.update(seed=-1), lambda data: data["actions"].append(["move", -1]),
])
def test_a_record_with_a_number_too_long_to_read_is_refused(damage):
    data = played().record().to_dict()
    damage(data)
    assert json.dumps(data).count("-1") == 1
    text = json.dumps(data).replace("-1", "9" * 5000)  # Python reads no number of more than 4300 digits
    with pytest.raises(RecordError, match="a number of more than 4300 digits"):
        GameRecord.from_json(text)


@pytest.mark.parametrize("action", [
    ["move", True], ["move", 3.0], ["move", "3"], ["shoot", "12"], ["shoot", [2, 3.0]], ["shoot", [False]],
    ["reset", ["1", 20, [17, 16], [11, 13], None]], ["reset", [1, 20, "17", [11, 13], None]],
    ["move", 12, 13], ["shoot", [2, 3], 4], ["cheat", 1],
])
def test_a_record_whose_action_names_a_room_otherwise_than_by_a_whole_number_is_damaged(action):
    # a hand-edited record: read as it stands it would play another game ("12" as rooms 1 and 2)
    data = played().record().to_dict()
    data["actions"].append(action)
    with pytest.raises(RecordError, match="damaged: not an action"):
        GameRecord.from_dict(data)


@pytest.mark.parametrize(("actions", "said"), [(None, "null"), ({"move": 3}, '{"move": 3}'), ("move 3", '"move 3"'),
                                                (7, "7")])
def test_a_record_whose_actions_are_no_list_is_damaged_in_words_of_the_game(actions, said):
    # as the file has them, not in Python's words ("'NoneType' object is not iterable")
    data = played().record().to_dict()
    data["actions"] = actions
    with pytest.raises(RecordError) as refused:
        GameRecord.from_dict(data)
    assert str(refused.value) == f"the record is damaged: its actions are {said}, not a list"


@pytest.mark.parametrize(("start", "said"), [("x", '"x"'), ([1, 2], "[1, 2]"), (5, "5")])
def test_a_record_whose_set_up_is_no_table_is_damaged_in_words_of_the_game(start, said):
    # not "string indices must be integers, not 'str'"
    data = played().record().to_dict()
    data["start"] = start
    with pytest.raises(RecordError) as refused:
        GameRecord.from_dict(data)
    assert str(refused.value) == f"the record is damaged: its set-up ('start') is {said}, not a table of rooms"


def test_a_record_saved_by_an_editor_that_marks_its_byte_order_reads_back():
    text = played().record().to_json()
    assert GameRecord.from_json("\ufeff" + text).to_json() == text


def test_a_record_nested_deeper_than_json_can_be_read_is_refused():
    with pytest.raises(RecordError, match="^the record is damaged: its brackets are nested too deeply to read$"):
        GameRecord.from_json("[" * 100_000 + "]" * 100_000)


def test_record_with_an_unknown_ruleset_is_damaged():
    data = played().record().to_dict()
    data["rules"] = "checkers"
    with pytest.raises(RecordError, match="damaged"):
        GameRecord.from_dict(data)


@pytest.mark.parametrize(("field", "text", "shown"), [
    ("name", "\x1b[2Jevil", "'\\x1b'"), ("name", "a\u202eb", "'\\u202e'"),
    ("description", "ring\x07", "'\\x07'"), ("description", "\x9b31m", "'\\x9b'"),
])
def test_a_record_whose_cave_holds_control_characters_is_refused(field, text, shown):
    """A record may come from another machine: its cave must not drive the terminal it is shown on."""
    data = played().record().to_dict()
    data["cave"][field] = text
    with pytest.raises(RecordError) as refused:
        GameRecord.from_dict(data)
    assert f"its {field} holds a control character ({shown})" in str(refused.value)
    assert not any(c in str(refused.value) for c in "\x1b\u202e\x07\x9b")


def test_a_description_may_hold_line_breaks_and_tabs_in_a_record():
    data = played().record().to_dict()
    data["cave"]["description"] = "one\n\ttwo"
    assert GameRecord.from_dict(data).cave.description == "one\n\ttwo"


@pytest.mark.parametrize("again", [-1, "2", 1.5, None, [1]])
def test_a_record_dealt_again_a_number_of_times_that_is_no_count_is_damaged(again):
    data = played().same_setup().record().to_dict()
    data["again"] = again
    with pytest.raises(RecordError, match=r"^the record is damaged: 'again' is "):
        GameRecord.from_dict(data)


def test_a_record_placed_by_hand_is_never_dealt_again():
    placed = Game(seed=5, start=Positions(1, 20, (17, 16), (11, 13)))
    data = placed.record().to_dict()
    data["again"] = 1
    with pytest.raises(RecordError, match="'again' is 1"):
        GameRecord.from_dict(data)
    data["again"] = 0
    assert GameRecord.from_dict(data).again == 0


@pytest.mark.parametrize(("rules", "start", "says"), [
    ("classic", Positions(1, 1, (2, 3), (4, 6)), "puts you and the wumpus in room 1"),
    ("classic", Positions(1, 7, (2, 2), (4, 6)), "puts a pit and the other pit in room 2"),
    ("classic", Positions(1, 7, (2, 3), (3, 6)), "puts the other pit and bats in room 3"),
    ("tournament", Positions(5, 7, (2, 3), (4, 5)), "puts you and the other bats in room 5"),
    ("spec", Positions(1, 7, (2, 3, 9), (4, 6)), "has 3 pits where 2 are dealt"),
    ("spec", Positions(1, 7, (2, 3), (4,)), "has 1 room of bats where 2 are dealt"),
    ("classic", Positions(1, 7, (2,), (4, 6)), "has 1 pit where 2 are dealt"),
    ("classic", Positions(1, 7, (2, 3), (4, 6, 8)), "has 3 rooms of bats where 2 are dealt"),
    ("gentle", Positions(1, 4, (2, 3), (4, 6)), "puts bats and the wumpus in room 4"),
])
def test_a_set_up_the_rules_never_deal_is_damaged(rules, start, says):
    # the notes reason from how the rules deal: a set-up they never deal would make them lie
    data = GameRecord(Game().cave, rules, 5, (), start).to_dict()
    with pytest.raises(RecordError) as refused:
        GameRecord.from_dict(data)
    assert str(refused.value) == f"the record is damaged: its set-up {says}, a set-up the {rules} rules never deal"


@pytest.mark.parametrize(("rules", "start"), [
    ("spec", Positions(1, 4, (2, 4), (4, 6))),  # the wumpus, a pit and bats may share a room
    ("gentle", Positions(1, 2, (2, 3), (4, 6))),  # the wumpus may sit in a pit
    ("classic", Positions(1, 20, (17, 16), (11, 13))),
])
def test_a_set_up_the_rules_may_deal_reads_back(rules, start):
    record = GameRecord.from_dict(GameRecord(Game().cave, rules, 5, (), start).to_dict())
    assert record.new_game().positions == start


@pytest.mark.parametrize(("where", "value", "says"), [
    (("seed",), None, "its seed is null, not a whole number"),
    (("seed",), "abc", 'its seed is "abc", not a whole number'),
    (("seed",), 2.5, "its seed is 2.5, not a whole number"),
    (("seed",), True, "its seed is true, not a whole number"),
    (("start", "hunter"), "x" * 40, 'its hunter\'s room is "' + "x" * 28 + "…, not a whole number"),
    (("start", "pits"), [1, None], "its pit's room is null, not a whole number"),
    (("start", "arrow"), [3], "its arrow's room is [3], not a whole number"),
    (("meta",), ["x"], "its notes ('meta') are [\"x\"], not a table"),
    (("start", "wumpus"), "w", 'its wumpus\'s room is "w", not a whole number'),
    (("start", "bats"), [2, "b"], 'its bats\' room is "b", not a whole number'),
    (("seed",), {1, 2}, "its seed is {1, 2}, not a whole number"),  # no JSON value: as Python writes it
    (("seed",), "s" * 28, 'its seed is "' + "s" * 28 + '", not a whole number'),  # 30 characters, whole
    (("seed",), "s" * 29, 'its seed is "' + "s" * 28 + "…, not a whole number"),  # 31: cut to 29 and …
    (("seed",), -5, "its seed is -5; a seed is 0 or more"),
    (("cave",), "nosuchcave", 'not a cave description: it is "nosuchcave", not a table'),
    (("cave",), [1, 2], "not a cave description: it is [1, 2], not a table"),
    (("cave", "exits"), 5, "not a cave description: its exits are 5, not a table of rooms"),
    (("cave", "exits", "1"), 5, "not a cave description: room 1's exits are 5, not a list"),
    # JSON reads 1e999 and Infinity as an infinite float, which no whole number is; a fraction is
    # never cut to the whole number it starts with (that would be another cave)
    (("cave", "smell_distance"), float("inf"), "not a cave description: its smell distance (Infinity) is not a "
                                               "whole number"),
    (("cave", "smell_distance"), 2.7, "not a cave description: its smell distance (2.7) is not a whole number"),
    (("cave", "exits", "1"), [1e999, 5, 8], "not a cave description: an exit of room 1 (Infinity) is not a "
                                           "whole number"),
    (("cave", "exits", "1"), [2.9, 5, 8], "not a cave description: an exit of room 1 (2.9) is not a whole number"),
    (("cave", "exits", "1"), [True, 5, 8], "not a cave description: an exit of room 1 (true) is not a whole number"),
])
def test_a_damaged_field_is_named_in_plain_words(where, value, says):
    data = Game(rules="teaching", seed=5, start=Positions(1, 20, (17, 16), (11, 13), 4)).record().to_dict()
    holder = data
    for key in where[:-1]:
        holder = holder[key]
    holder[where[-1]] = value
    with pytest.raises(RecordError) as refused:
        GameRecord.from_dict(data)
    assert str(refused.value) == f"the record is damaged: {says}"


def test_a_seed_written_as_its_digits_is_read():
    data = played().record().to_dict()
    data["seed"] = str(data["seed"])
    assert GameRecord.from_dict(data).seed == played().seed
