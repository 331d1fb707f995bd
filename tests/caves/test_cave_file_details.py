"""Cave files in detail: the exact message for each broken file, the exact text each writer writes."""

from __future__ import annotations

import pytest

from wumpus.caves import load_cave
from wumpus.caves.formats import load_file, parse_competition, parse_toml, to_competition, to_toml
from wumpus.engine import Cave, CaveError

from .test_formats import error_for, write

#: eight rooms on a ring, each joined both ways to its neighbours and to the room opposite
RING8 = {r: (r % 8 + 1, (r - 2) % 8 + 1, (r + 3) % 8 + 1) for r in range(1, 9)}


def map_text(exits, smell="1") -> str:
    return "\n".join([smell, str(len(exits)), *(f"{r} {' '.join(map(str, ts))}" for r, ts in exits.items())]) + "\n"


def tunnels(exits) -> str:
    return "".join(f"{r} = [{', '.join(map(str, ts))}]\n" for r, ts in exits.items())


# -- files that are no cave: the file named, and no line ------------------------------------------
def test_a_file_that_is_no_cave_is_named_without_a_line(tmp_path):
    assert error_for(tmp_path / "nowhere.txt") == f"{tmp_path / 'nowhere.txt'}: no such file"
    assert error_for(tmp_path) == f"{tmp_path}: is a folder, not a cave file"
    empty = write(tmp_path, "empty.toml", "\n \n")
    assert error_for(empty) == f"{empty}: is empty: a cave file lists rooms and their tunnels"


# -- the competition's map files --------------------------------------------------------------------
def test_a_map_file_that_ends_after_one_room_says_one_room(tmp_path):
    one = write(tmp_path, "one.txt", "1\n8\n1 2 8\n")
    assert error_for(one) == f"{one}: ends after 1 room; the tunnels of rooms 2-8 are missing"
    two = write(tmp_path, "two.txt", "1\n8\n1 2 8\n2 3 1\n")
    assert error_for(two) == f"{two}: ends after 2 rooms; the tunnels of rooms 3-8 are missing"


def test_a_cave_of_one_room_says_one_room(tmp_path):
    path = write(tmp_path, "alone.txt", "1\n1\n1 1\n")
    assert error_for(path) == (
        f"{path}: the cave has 1 room; a game needs at least 8 (a room each for the hunter, the wumpus, "
        "two pits and two bats, and two empty rooms to go to)")


@pytest.mark.parametrize(("word", "why"), [
    ("+1_0", "'+1_0' is not a whole number written in the digits 0-9"),
    ("-1_0", "'-1_0' is not a whole number written in the digits 0-9"),
    ("X1_0", "'X1_0' is not a whole number"),
])
def test_a_tunnel_that_is_not_a_number_says_why(tmp_path, word, why):
    exits = dict(RING8)
    exits[3] = (4, 2, word)
    path = write(tmp_path, "word.txt", map_text(exits))
    assert error_for(path) == f"{path}, line 5: {why} (a room number)"


def test_a_value_quoted_in_a_message_is_cut_only_past_forty_characters(tmp_path):
    fits = write(tmp_path, "fits.txt", map_text(RING8, smell="x" * 38))
    assert error_for(fits) == f"{fits}, line 1: '{'x' * 38}' is not a whole number (wumpus smell distance)"
    cut = write(tmp_path, "cut.txt", map_text(RING8, smell="x" * 39))
    assert error_for(cut) == f"{cut}, line 1: '{'x' * 36}... is not a whole number (wumpus smell distance)"


def two_rings(first: int, second: int) -> dict[int, tuple[int, ...]]:
    """Two one-way rings of rooms, the second out of reach of the first."""
    exits = {r: (r % first + 1,) for r in range(1, first + 1)}
    exits |= {first + i: (first + (i % second) + 1,) for i in range(1, second + 1)}
    return exits


def test_at_most_eight_rooms_out_of_reach_are_listed(tmp_path):
    eight = write(tmp_path, "eight.txt", map_text(two_rings(8, 8)))
    assert error_for(eight) == (f"{eight}, line 11: rooms 9, 10, 11, 12, 13, 14, 15, 16 cannot be reached from "
                                "room 1: every room must be reachable from every other")
    nine = write(tmp_path, "nine.txt", map_text(two_rings(8, 9)))
    assert error_for(nine) == (f"{nine}, line 11: rooms 9, 10, 11, 12, 13, 14, 15, 16, ... cannot be reached from "
                               "room 1: every room must be reachable from every other")


# -- the native format ------------------------------------------------------------------------------
def gappy(count: int) -> dict[int, tuple[int, ...]]:
    """``count`` rooms numbered 2, 4, 6, ...: a two-way ring."""
    rooms = [2 * i for i in range(1, count + 1)]
    return {r: (rooms[(i + 1) % count], rooms[i - 1]) for i, r in enumerate(rooms)}


def test_the_rooms_of_a_cave_with_gaps_are_listed_up_to_twelve(tmp_path):
    exits = gappy(12)
    exits[2] = (4, 24, 99)
    twelve = write(tmp_path, "twelve.toml", "[tunnels]\n" + tunnels(exits))
    assert error_for(twelve) == (f"{twelve}, line 2: room 99 is not in the cave "
                                 "(it has rooms 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24)")
    exits = gappy(13)
    exits[2] = (4, 26, 99)
    thirteen = write(tmp_path, "thirteen.toml", "[tunnels]\n" + tunnels(exits))
    assert error_for(thirteen) == (f"{thirteen}, line 2: room 99 is not in the cave "
                                   "(it has rooms 2, 4, 6, 8, 10, 12, 14, 16, 18, 20, 22, 24, ...)")


@pytest.mark.parametrize(("text", "expected"), [
    # not next to each other: the room of the line TOML names, and where it was first
    ("[tunnels]\n1 = [2, 8, 4]\n4 = [5, 3, 8]\n5 = [6, 4, 1]\n4 = [5, 3, 8]\n", "line 5: room 4 is listed twice (first on line 3)"),
    # the first room of the table
    ("[tunnels]\n1 = [2, 8, 4]\n2 = [3, 1, 5]\n1 = [2, 8, 4]\n", "line 4: room 1 is listed twice (first on line 2)"),
    # just before the next table
    ("[tunnels]\n1 = [2, 8, 4]\n2 = [3, 1, 5]\n2 = [3, 1, 5]\n[coords]\n1 = [0.5, 0.5]\n",
     "line 4: room 2 is listed twice (first on line 3)"),
    # the same room in another table earlier is not the first time, even under an indented header
    ("[coords]\n1 = [0.5, 0.5]\n  [tunnels]\n2 = [3, 1, 5]\n1 = [2, 8, 4]\n1 = [2, 8, 4]\n",
     "line 6: room 1 is listed twice (first on line 5)"),
    ("[coords]\n1 = [0.5, 0.5]\n[tunnels]\n2 = [3, 1, 5]\n1 = [2, 8, 4]\n1 = [2, 8, 4]\n",
     "line 6: room 1 is listed twice (first on line 5)"),
])
def test_a_room_listed_twice_is_named_with_where_it_was_first(tmp_path, text, expected):
    path = write(tmp_path, "twice.toml", text)
    assert error_for(path) == f"{path}, {expected}"


def test_a_mistake_on_the_last_line_of_a_file_without_a_final_line_break_is_named_at_that_line(tmp_path):
    """TOML's reader says such a mistake is "at end of document": it is still named in the file's words, at
    its line (it was "not a valid cave file: Cannot overwrite a value (at end of document)")."""
    twice = write(tmp_path, "twice.toml", "[tunnels]\n1 = [2, 8, 4]\n2 = [3, 1, 5]\n2 = [3, 1, 5]")
    assert error_for(twice) == f"{twice}, line 4: room 2 is listed twice (first on line 3)"
    name = write(tmp_path, "name.toml", 'name = "x"\nname = "y"')
    assert error_for(name) == f"{name}, line 2: 'name' is given twice (first on line 1)"
    unclosed = write(tmp_path, "unclosed.toml", "[tunnels]\n1 = [2, 8, 4]\n2 = [3, 1, 5\n\n")
    assert error_for(unclosed) == f"{unclosed}, line 3: not a valid cave file: Unclosed array"


def test_a_room_listed_twice_within_one_line_is_reported_on_that_line_alone(tmp_path):
    path = write(tmp_path, "inline.toml", "tunnels = {1 = [2], 1 = [3]}\n")
    assert error_for(path) == f"{path}, line 1: room 1 is listed twice"
    other = write(tmp_path, "other.toml", 'tunnels = {1 = [2], 2 = [1]}\nrooms = {a = 1, "a" = 2}\n')
    assert error_for(other) == f"{other}, line 2: 'a' is given twice"


def test_a_line_numbered_from_the_top_of_a_file_that_starts_with_blank_lines(tmp_path):
    deep = write(tmp_path, "deep.toml", '\n\nname = "x"\n' + "a." * 40 + 'b = 1\n[tunnels]\n1 = [2]\n2 = [1]\n')
    assert error_for(deep) == f"{deep}, line 4: not a valid cave file: a key of far too many dotted parts"
    pointed = write(tmp_path, "pointed.toml", "\n[tunnels]\n1 = [2]\n1.5 = [2]\n2 = [1]\n")
    assert error_for(pointed) == f"{pointed}, line 4: room 1.5: rooms are numbered with whole numbers"
    long = write(tmp_path, "long.toml", "\n[tunnels]\n1 = [2]\n2 = [" + "9" * 5000 + "]\n3 = [1]\n")
    assert error_for(long) == f"{long}, line 4: not a valid cave file: a number far too long to read"


def test_a_list_holding_a_number_too_long_to_show_is_called_a_list(tmp_path):
    path = write(tmp_path, "hexlist.toml", f"smell_distance = [0x{'f' * 5000}]\n[tunnels]\n" + tunnels(RING8))
    assert error_for(path) == f"{path}, line 1: the smell distance must be a whole number, 1 or more, not a list"


@pytest.mark.parametrize(("head", "expected"), [
    ("name = 5\n", "line 1: the name must be some text in quotes"),
    ('description = ["a"]\n', "line 1: the description must be some text in quotes"),
    ('aliases = "one"\n', 'line 1: aliases must be a list of names, like ["one", "two"]'),
    ("wrap = 1\n", "line 1: wrap is true or false, not 1"),
    ("rooms = 0\n", "line 1: rooms must be the number of rooms, from 1 to 999, not 0"),
    ("rooms = true\n", "line 1: rooms must be the number of rooms, from 1 to 999, not true"),
    ('\nsize = 8\n', "line 2: unknown setting 'size' (a cave file has name, aliases, description, rooms, "
                    "smell_distance, wrap, tunnels, coords)"),
])
def test_a_setting_of_the_wrong_kind_is_named_exactly(tmp_path, head, expected):
    path = write(tmp_path, "kind.toml", head + "[tunnels]\n" + tunnels(RING8))
    assert error_for(path) == f"{path}, {expected}"


def test_a_file_without_tunnels_or_nested_too_deeply_gets_the_whole_message(tmp_path):
    bare = write(tmp_path, "bare.toml", 'name = "x"\n')
    assert error_for(bare) == (f"{bare}: has no [tunnels] table: list each room's tunnels as "
                               "'room = [room, room, ...]'")
    nested = write(tmp_path, "nested.toml", "a = " + "[" * 5000 + "]" * 5000 + "\n")
    assert error_for(nested) == f"{nested}: not a valid cave file: arrays or tables nested far too deeply"


def test_tunnels_written_as_dotted_keys_are_found_at_their_first_line(tmp_path):
    path = write(tmp_path, "dotted.toml", 'name = "x"\nrooms = 9\n'
                 + "".join(f"tunnels.{r} = [{', '.join(map(str, ts))}]\n" for r, ts in RING8.items()))
    assert error_for(path) == f"{path}, line 3: the tunnels of room 9 are missing (rooms = 9)"


def test_the_parsers_name_what_they_are_given_when_not_told():
    cave = parse_toml("[tunnels]\n" + tunnels(RING8))
    assert (cave.name, cave.meta["source"]) == ("cave", "<cave>")
    with pytest.raises(CaveError) as info:
        parse_toml("[tunnels]\n")
    assert str(info.value) == "<cave>, line 1: the [tunnels] table is empty: list each room's tunnels as 'room = [room, ...]'"
    cave = parse_competition(map_text(RING8))
    assert (cave.name, cave.meta["source"], cave.description) == ("map", "<map>", "A map file from <map>.")


# -- writing ----------------------------------------------------------------------------------------
def test_to_toml_writes_the_whole_file():
    cave = Cave("ring", RING8, "Eight rooms.", 2, {r: (0.0 if r < 5 else 1.0, 0.125 * (r - 1)) for r in RING8})
    assert to_toml(cave) == (
        'name = "ring"\ndescription = "Eight rooms."\nrooms = 8\nsmell_distance = 2\n'
        "\n# room = [the rooms its tunnels lead to]\n[tunnels]\n" + tunnels(RING8)
        + "\n# room = [x, y], where to draw it (0..1, y grows downwards)\n[coords]\n"
        "1 = [0, 0]\n2 = [0, 0.125]\n3 = [0, 0.25]\n4 = [0, 0.375]\n"
        "5 = [1, 0.5]\n6 = [1, 0.625]\n7 = [1, 0.75]\n8 = [1, 0.875]\n"
    )


def test_to_toml_gives_no_room_count_to_a_cave_not_numbered_from_one():
    from_zero = {r - 1: tuple(t - 1 for t in ts) for r, ts in RING8.items()}
    text = to_toml(Cave("zero", from_zero))
    assert "rooms =" not in text
    assert parse_toml(text).exits == from_zero
    gaps = {r + 1: tuple(t + 1 for t in ts) for r, ts in RING8.items()}
    assert "rooms =" not in to_toml(Cave("gaps", gaps))


def test_to_toml_escapes_what_cannot_be_printed_in_the_shortest_form():
    text = to_toml(Cave("a\x1bb", RING8, "x\uffffy\U000e0001z"))
    assert text.startswith('name = "a\\u001bb"\ndescription = "x\\uffffy\\U000e0001z"\n')


def test_to_competition_writes_the_map_file_the_competition_reads(tmp_path):
    # rooms numbered from 0: numbered 1 to 8 in the cave's order; positions stretched to 0..1
    from_zero = {r: ((r + 1) % 8, (r + 7) % 8) for r in range(8)}
    coords = {r: (0.2 if r < 4 else 0.6, 0.25 + 0.1 * (r % 4)) for r in range(8)}
    text = to_competition(Cave("zero", from_zero, "", 2, coords))
    assert text == (
        "2\n8\n1 2 8\n2 3 1\n3 4 2\n4 5 3\n5 6 4\n6 7 5\n7 8 6\n8 1 7\n"
        "1 0.0000 0.0000\n2 0.0000 0.3333\n3 0.0000 0.6667\n4 0.0000 1.0000\n"
        "5 1.0000 0.0000\n6 1.0000 0.3333\n7 1.0000 0.6667\n8 1.0000 1.0000\n"
    )
    again = load_file(write(tmp_path, "zero.txt", text))
    assert again.exits == {r + 1: tuple(t + 1 for t in ts) for r, ts in from_zero.items()}
    assert again.smell_distance == 2


def test_to_competition_keeps_rooms_numbered_from_one_in_any_order():
    order = [8, 1, 2, 3, 4, 5, 6, 7]
    cave = Cave("ring", {r: RING8[r] for r in order}, "", 1, {r: (0.5, r / 8) for r in order})
    lines = to_competition(cave).splitlines()
    assert lines[:3] == ["1", "8", "8 1 7 4"]
    # every room at the same x: it is drawn in the middle
    assert lines[10] == "8 0.5000 1.0000" and lines[11] == "1 0.5000 0.0000"
    assert parse_competition(to_competition(cave)).exits == RING8
    assert to_competition(Cave("ring", RING8)) == map_text(RING8)


# -- every way a file can be broken, with its whole message ------------------------------------------
POS = "".join(f"{r} 0.{r} 0.5\n" for r in RING8)
T = "[tunnels]\n" + tunnels(RING8)
BROKEN = {
 "toml": [
  ("table twice", T + "[tunnels]\n",
   'line 10: not a valid cave file: a table given twice'),
  ("inline then table", "tunnels = {1 = [2]}\n[tunnels]\n2 = [1]\n",
   'line 2: not a valid cave file: a table given twice'),
  ("blank name", 'name = " "\n' + T,
   'line 1: the name is blank: give the cave a name of some letters or digits'),
  ("name too long", f'name = "{"n" * 41}"\n' + T,
   'line 1: the name is 41 characters long: a name has at most 40 (the description can say more)'),
  ("escape in name", 'name = "a\\u001bb"\n' + T,
   "line 1: the name holds a control character ('\\x1b'): a name is one line of text"),
  ("escape in description", 'description = "a\\u0007b"\n' + T,
   "line 1: the description holds a control character ('\\x07'): only line breaks and tabs may be in it"),
  ("alias not text", 'aliases = ["a", 1]\n' + T,
   'line 1: aliases must be a list of names, like ["one", "two"]'),
  ("escape in alias", 'aliases = ["ok", "a\\u001bb"]\n' + T,
   "line 1: the alias 'a\\x1bb' holds a control character: an alias is one word"),
  ("smell zero", "smell_distance = 0\n" + T,
   'line 1: the smell distance must be a whole number, 1 or more, not 0'),
  ("smell text", 'smell_distance = "2"\n' + T,
   "line 1: the smell distance must be a whole number, 1 or more, not '2'"),
  ("smell huge hex", f"smell_distance = 0x{'f' * 5000}\n" + T,
   'line 1: the smell distance 0xfffffffffffffffffffffffffffffffffff... is far too large'),
  ("rooms too many", "rooms = 1000\n" + T,
   'line 1: rooms must be the number of rooms, from 1 to 999, not 1000'),
  ("rooms a float", "rooms = 8.0\n" + T,
   'line 1: rooms must be the number of rooms, from 1 to 999, not 8.0'),
  ("tunnels not a table", "tunnels = 5\n",
   "line 1: tunnels must be a table: a [tunnels] line, then 'room = [room, room, ...]' lines"),
  ("room key a word", "[tunnels]\nfour = [1]\n" + tunnels(RING8),
   "line 2: 'four' is not a whole number (rooms are numbered)"),
  ("room negative", '[tunnels]\n"-1" = [2]\n' + tunnels(RING8),
   'line 2: room -1: rooms are numbered from 0 or 1 up'),
  ("room zero with a count", 'rooms = 8\n[tunnels]\n0 = [1]\n' + tunnels(RING8),
   'line 3: room 0 is not in the cave (it has rooms 1-8)'),
  ("room beyond the count", 'rooms = 7\n[tunnels]\n' + tunnels(RING8),
   'line 10: room 8 is not in the cave (it has rooms 1-7)'),
  ("room twice written two ways", '[tunnels]\n' + tunnels(RING8) + '"04" = [5]\n',
   'line 10: room 4 is listed twice (first on line 5)'),
  ("tunnels not a list", '[tunnels]\n' + tunnels(RING8).replace("3 = [4, 2, 7]", "3 = true"),
   'line 4: room 3: tunnels are a list of rooms, like [2, 5, 8]'),
  ("tunnel a word", '[tunnels]\n' + tunnels(RING8).replace("3 = [4, 2, 7]", '3 = [4, "two", 6]'),
   "line 4: room 3: 'two' is not a room's number (a whole number: the room its tunnel leads to)"),
  ("tunnel true", '[tunnels]\n' + tunnels(RING8).replace("3 = [4, 2, 7]", '3 = [4, true, 6]'),
   "line 4: room 3: true is not a room's number (a whole number: the room its tunnel leads to)"),
  ("tunnel a float", '[tunnels]\n' + tunnels(RING8).replace("3 = [4, 2, 7]", '3 = [4, 2.0, 6]'),
   "line 4: room 3: 2.0 is not a room's number (a whole number: the room its tunnel leads to)"),
  ("no exit", '[tunnels]\n' + tunnels(RING8).replace("3 = [4, 2, 7]", '3 = []'),
   'line 4: room 3 has no exit: every room needs at least one tunnel out'),
  ("tunnel to a missing room", '[tunnels]\n' + tunnels(RING8).replace("3 = [4, 2, 7]", '3 = [4, 2, 9]'),
   'line 4: room 9 is not in the cave (it has rooms 1-8)'),
  ("coords not a table", "coords = 5\n" + T,
   "line 1: coords must be a table: a [coords] line, then 'room = [x, y]' lines"),
  ("coords room a word", T + "[coords]\nx = [0.5, 0.5]\n",
   "line 11: 'x' is not a whole number (rooms are numbered)"),
  ("coords room missing", T + "[coords]\n9 = [0.5, 0.5]\n",
   'line 11: room 9 is not in the cave (it has rooms 1-8)'),
  ("position one number", T + "[coords]\n1 = [0.5]\n",
   'line 11: room 1: a position is [x, y], two numbers from 0 to 1'),
  ("position three numbers", T + "[coords]\n1 = [0.5, 0.5, 0.5]\n",
   'line 11: room 1: a position is [x, y], two numbers from 0 to 1'),
  ("position text", T + '[coords]\n1 = ["a", 0.5]\n',
   'line 11: room 1: a position is [x, y], two numbers from 0 to 1'),
  ("position true", T + '[coords]\n1 = [true, 0.5]\n',
   'line 11: room 1: a position is [x, y], two numbers from 0 to 1'),
  ("position a number", T + '[coords]\n1 = 0.5\n',
   'line 11: room 1: a position is [x, y], two numbers from 0 to 1'),
  ("position outside", T + '[coords]\n1 = [1.5, 0.5]\n',
   'line 11: room 1: position [1.5, 0.5] is outside 0..1'),
  ("position below", T + '[coords]\n1 = [0.5, -0.25]\n',
   'line 11: room 1: position [0.5, -0.25] is outside 0..1'),
  ("positions missing", T + '[coords]\n1 = [0.5, 0.5]\n',
   'line 10: the positions of rooms 2-8 are missing'),
  ("wrap no coords", 'wrap = true\n' + T,
   'line 1: wrap = true needs a [coords] table (the picture that wraps round)'),
  ("unreachable", "[tunnels]\n" + tunnels({**{r: (r % 4 + 1,) for r in range(1, 5)}, **{r: (r % 4 + 5,) for r in range(5, 9)}}),
   'line 6: rooms 5, 6, 7, 8 cannot be reached from room 1: every room must be reachable from every other'),
  ("no way back", "[tunnels]\n" + tunnels({**{r: (r % 8 + 1,) for r in range(1, 9)}, 4: (5, 9), 9: (9,)}),
   'line 10: from room 9 there is no way back to room 1: every room must be reachable from every other'),
  ("too small", "[tunnels]\n1 = [2]\n2 = [1]\n",
   ': the cave has 2 rooms; a game needs at least 8 (a room each for the hunter, the wumpus, two pits and two bats, and two empty rooms to go to)'),
  ("too many rooms", "[tunnels]\n" + tunnels({r: (r % 1000 + 1,) for r in range(1, 1001)}),
   'line 1: too many rooms (1000; at most 999)'),
 ],
 "txt": [
  ("only a comment", "# nothing\n\n",
   ': is empty: a map file starts with the smell distance and the room count'),
  ("smell zero", map_text(RING8, "0"),
   'line 1: the smell distance must be 1 or more, not 0'),
  ("ends after smell", "1\n# rooms?\n",
   ': ends after the smell distance: the room count is missing'),
  ("count zero", "1\n0\n",
   'line 2: the room count must be between 1 and 999, not 0'),
  ("count too many", "1\n1000\n",
   'line 2: the room count must be between 1 and 999, not 1000'),
  ("count two words", "1\n8 9\n",
   "line 2: expected just the room count, found '8 9'"),
  ("count a word", "1\neight\n",
   "line 2: 'eight' is not a whole number (room count)"),
  ("room listed twice", map_text(RING8).replace("\n3 4 2 7\n", "\n2 4 2 6\n"),
   'line 5: room 2 is listed twice (first on line 4) in the tunnel lines'),
  ("position among tunnels", "1\n8\n1 2 8 4\n2 3 1 5\n3 0.5 0.5\n",
   'line 5: this looks like a position line, but the tunnels of 8 rooms come first (found 2)'),
  ("room label missing", map_text(RING8).replace("\n3 4 2 7\n", "\n9 4 2 6\n"),
   'line 5: room 9 is not in the cave (it has rooms 1-8)'),
  ("text after positions", map_text(RING8) + POS + "9 x y\n",
   "line 19: unexpected text after the 8 room positions: '9 x y'"),
  ("position line short", map_text(RING8) + POS.replace("3 0.3 0.5", "3 0.3"),
   "line 13: a position line is 'room x y'; found '3 0.3'"),
  ("position twice", map_text(RING8) + POS.replace("3 0.3 0.5", "2 0.3 0.5"),
   'line 13: room 2 is listed twice (first on line 12) in the position lines'),
  ("position room missing", map_text(RING8) + POS.replace("3 0.3 0.5", "9 0.3 0.5"),
   'line 13: room 9 is not in the cave (it has rooms 1-8)'),
  ("position below", map_text(RING8) + POS.replace("3 0.3 0.5", "3 -0.3 0.5"),
   'line 13: position -0.3 is outside 0..1'),
  ("positions missing", map_text(RING8) + "1 0.5 0.5\n# the rest?\n",
   'line 11: the positions of rooms 2-8 are missing'),
  ("no exit", map_text(RING8).replace("\n3 4 2 7\n", "\n3\n"),
   'line 5: room 3 has no exit: every room needs at least one tunnel out'),
  ("tunnel a word", map_text(RING8).replace("\n3 4 2 7\n", "\n3 4 two 6\n"),
   "line 5: 'two' is not a whole number (a room number)"),
  ("toml text in a .toml", map_text(RING8),
   "line 1: not a valid cave file: Expected '=' after a key in a key/value pair"),
 ],
}


@pytest.mark.parametrize(("kind", "what", "text", "expected"),
                         [(kind, *case) for kind, cases in BROKEN.items() for case in cases],
                         ids=[f"{kind}: {case[0]}" for kind, cases in BROKEN.items() for case in cases])
def test_each_broken_file_gets_its_whole_message(tmp_path, kind, what, text, expected):
    path = write(tmp_path, f"broken.{'toml' if kind == 'toml' or what.startswith('toml') else 'txt'}", text)
    where = f"{path}, " if expected.startswith("line ") else f"{path}"
    assert error_for(path) == where + expected


# -- good files: exactly the cave they describe -----------------------------------------------------
def test_a_map_file_with_comments_and_blank_lines_loads_exactly(tmp_path):
    text = ("# a ring\n2  # smell\n\n8\n" + "".join(f"{r} {' '.join(map(str, ts))}  # room {r}\n" for r, ts in RING8.items())
            + "\n" + "".join(f"{r} {r / 8:g} {1 - r / 8:g}\n" for r in RING8))
    path = write(tmp_path, "ring.map", "\ufeff" + text)
    cave = load_cave(str(path))
    assert list(cave.exits.items()) == list(RING8.items())
    assert cave.coords == {r: (r / 8, 1 - r / 8) for r in RING8}
    assert (cave.name, cave.description, cave.smell_distance) == ("ring", "A map file from ring.map.", 2)
    assert cave.meta == {"source": str(path.resolve()), "format": "competition"}
    assert load_cave(str(write(tmp_path, "bare.txt", map_text(RING8)))).coords is None


def test_a_native_file_loads_exactly(tmp_path):
    text = ('name = "  Ring  "\naliases = ["loop", "O"]\ndescription = """\n  Eight rooms.\n"""\nsmell_distance = 3\n'
            "wrap = true\n[tunnels]\n" + tunnels(RING8).replace("1 = [2, 8, 5]", "1 = 2").replace("2 = [3, 1, 6]", "2 = [3, 1]")
            + "[coords]\n" + "".join(f"{r} = [{r % 2}, 0.5]\n" for r in RING8))
    path = write(tmp_path, "ring.toml", text)
    cave = load_cave(str(path))
    assert cave.exits == {**RING8, 1: (2,), 2: (3, 1)}
    assert (cave.name, cave.description, cave.smell_distance) == ("Ring", "Eight rooms.", 3)
    assert cave.coords == {r: (float(r % 2), 0.5) for r in RING8} and all(type(x) is float for x, _ in cave.coords.values())
    assert cave.meta == {"source": str(path.resolve()), "format": "toml", "aliases": "loop O", "wrap": "yes"}
    plain = load_cave(str(write(tmp_path, "plain.toml", "[tunnels]\n" + tunnels(RING8))))
    assert (plain.name, plain.description, plain.smell_distance, plain.coords) == ("plain", "", 1, None)
    assert set(plain.meta) == {"source", "format"}


def test_the_format_is_chosen_by_the_content_but_a_toml_file_is_always_native(tmp_path):
    assert load_cave(str(write(tmp_path, "native.txt", "[tunnels]\n" + tunnels(RING8)))).meta["format"] == "toml"
    assert load_cave(str(write(tmp_path, "tunnels.txt", "tunnels.1 = [2]\n" + "".join(
        f"tunnels.{r} = [{r % 8 + 1}]\n" for r in range(2, 9))))).meta["format"] == "toml"
    shouted = write(tmp_path, "MAP.TOML", map_text(RING8))
    assert error_for(shouted) == f"{shouted}, line 1: not a valid cave file: Expected '=' after a key in a key/value pair"


def test_a_cave_named_after_its_file_is_named_in_printable_characters_and_at_most_forty(tmp_path):
    cave = load_cave(str(write(tmp_path, "a\x07b.txt", map_text(RING8))))
    assert cave.name == "a\\x07b"
    cave = load_cave(str(write(tmp_path, "a\x07" + "c" * 50 + ".txt", map_text(RING8))))
    assert cave.name == "a\\x07" + "c" * 35
