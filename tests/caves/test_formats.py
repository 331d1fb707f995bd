"""Cave files: both formats read, and every broken file gets a clear message."""

from __future__ import annotations

import tomllib

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from wumpus.assets import asset_path
from wumpus.caves import BUILTIN, load_cave
from wumpus.caves.formats import load_file, parse_competition, parse_toml, to_toml
from wumpus.cli import main
from wumpus.engine import Cave, CaveError

RING = {r: ((r % 10) + 1, ((r - 2) % 10) + 1, ((r + 4) % 10) + 1) for r in range(1, 11)}


def competition_text(exits=RING, smell="1", count=None, coords=True) -> str:
    lines = [smell, str(len(exits) if count is None else count)]
    lines += [f"{r} {' '.join(map(str, ts))}" for r, ts in exits.items()]
    if coords:
        lines += [f"{r} {r / 20:.2f} {r / 40:.2f}" for r in exits]
    return "\n".join(lines) + "\n"


def toml_text(exits=RING, head='name = "ring"\n') -> str:
    return head + "\n[tunnels]\n" + "".join(f"{r} = [{', '.join(map(str, ts))}]\n" for r, ts in exits.items())


def write(tmp_path, name, text):
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text, encoding="utf-8")
    return path


def error_for(path) -> str:
    with pytest.raises(CaveError) as info:
        load_cave(str(path))
    return str(info.value)


def test_a_good_competition_file_loads(tmp_path):
    cave = load_cave(str(write(tmp_path, "ring.txt", competition_text())))
    assert cave.exits == RING
    assert cave.name == "ring"
    assert cave.coords[4] == (0.2, 0.1)


def test_a_good_toml_file_loads(tmp_path):
    text = toml_text(head='name = "ring"\ndescription = "Ten rooms."\nrooms = 10\nsmell_distance = 2\n')
    cave = load_cave(str(write(tmp_path, "ring.toml", text)))
    assert cave.exits == RING
    assert (cave.name, cave.description, cave.smell_distance, cave.coords) == ("ring", "Ten rooms.", 2, None)


@pytest.mark.parametrize("name", list(BUILTIN))
def test_to_toml_round_trips(name):
    cave = BUILTIN[name]
    again = parse_toml(to_toml(cave), "x.toml")
    assert list(again.exits.items()) == list(cave.exits.items())
    assert again.coords == cave.coords
    assert again.meta.get("wrap") == cave.meta.get("wrap")


def broken_competition():
    bad_label = dict(RING)
    bad_label[3] = (2, 21, 4)
    return [
        ("unknown room", competition_text(bad_label), "line 5: room 21 is not in the cave (it has rooms 1-10)"),
        ("not a number", competition_text().replace("4 5 3 9", "4 5 x 9"), "line 6: 'x' is not a whole number"),
        ("smell not a number", competition_text(smell="far"), "line 1: 'far' is not a whole number"),
        # Python's int() reads both as numbers; a cave file is written in the digits 0-9
        ("underscore in a number", competition_text().replace("4 5 3 9", "4 5 3 1_0"),
         "line 6: '1_0' is not a whole number written in the digits 0-9"),
        ("other script's digits", competition_text().replace("4 5 3 9", "4 5 3 \uff19"),
         "line 6: '\uff19' is not a whole number written in the digits 0-9"),
        ("two smell distances", competition_text(smell="1 2"),
         "line 1: expected just the wumpus smell distance, found '1 2'"),
        ("duplicate room", competition_text().replace("\n3 4 2 8\n", "\n2 4 2 8\n"),
         "line 5: room 2 is listed twice (first on line 4)"),
        ("missing rooms", "1\n10\n1 2 10 6\n2 3 1 7\n", "the tunnels of rooms 3-10 are missing"),
        ("missing room", "1\n10\n" + "".join(f"{r} {' '.join(map(str, RING[r]))}\n" for r in range(1, 10)),
         "ends after 9 rooms; the tunnels of room 10 are missing"),
        ("no exit", competition_text().replace("\n5 6 4 10\n", "\n5\n"), "line 7: room 5 has no exit"),
        ("count too small for tunnels", competition_text(count=9), "line 3: room 10 is not in the cave"),
        ("missing positions", competition_text().rsplit("\n", 3)[0] + "\n", "line 20: the positions of rooms 9, 10 are missing"),
        ("position out of range", competition_text().replace("\n4 0.20 0.10", "\n4 1.20 0.10"),
         "line 16: position 1.20 is outside 0..1"),
        # float() reads all of these as numbers; a position is written in the digits 0-9
        ("position in another script's digits", competition_text().replace("\n4 0.20 0.10", "\n4 \uff10.20 0.10"),
         "line 16: '\uff10.20' is not a number written in the digits 0-9 (a position from 0 to 1)"),
        ("underscore in a position", competition_text().replace("\n4 0.20 0.10", "\n4 0.2_0 0.10"),
         "line 16: '0.2_0' is not a number written in the digits 0-9"),
        ("position not a number", competition_text().replace("\n4 0.20 0.10", "\n4 nan 0.10"),
         "line 16: 'nan' is not a number written in the digits 0-9"),
        ("too small", competition_text({1: (2,), 2: (3,), 3: (1,)}), "needs at least 8"),
    ]


@pytest.mark.parametrize(("what", "text", "expected"), broken_competition(), ids=[c[0] for c in broken_competition()])
def test_broken_competition_files_name_the_line_and_the_problem(tmp_path, what, text, expected):
    path = write(tmp_path, "broken.txt", text)
    message = error_for(path)
    assert message.startswith(str(path))
    assert expected in message


def test_unreachable_rooms_are_named(tmp_path):
    two_rings = {r: ((r % 4) + 1,) for r in range(1, 5)} | {r: (5 + (r - 4) % 4,) for r in range(5, 9)}
    message = error_for(write(tmp_path, "apart.txt", competition_text(two_rings, coords=False)))
    assert "line 7: rooms 5, 6, 7, 8 cannot be reached from room 1" in message


def test_a_room_with_no_way_back_is_named(tmp_path):
    exits = {r: ((r % 8) + 1,) for r in range(1, 9)}
    exits[9] = (1,)
    message = error_for(write(tmp_path, "trap.txt", competition_text(exits, coords=False)))
    assert "room 9 cannot be reached from room 1" in message
    exits = {r: ((r % 8) + 1,) for r in range(1, 9)}
    exits[4] = (5, 9)
    exits[9] = (9,)
    message = error_for(write(tmp_path, "pit.txt", competition_text(exits, coords=False)))
    assert "line 11: from room 9 there is no way back to room 1" in message


def broken_toml():
    return [
        ("syntax", toml_text().replace("3 = [", "3 = [[", 1), "line 7: not a valid cave file: Unclosed array"),
        ("room with a point", toml_text().replace("4 = [5, 3, 9]", "4 = [5, 3, 9]\n4.5 = [2]"),
         "line 8: room 4.5: rooms are numbered with whole numbers"),
        ("room with a point first", toml_text().replace("4 = [5, 3, 9]", "4.5 = [2]\n4 = [5, 3, 9]"),
         "line 7: room 4.5: rooms are numbered with whole numbers"),
        ("room with a point alone", toml_text().replace("4 = [5, 3, 9]", "4.5 = [5, 3, 9]"),
         "line 7: room 4.5: rooms are numbered with whole numbers"),
        ("table twice", toml_text() + "[tunnels]\n", "line 14: not a valid cave file: a table given twice"),
        ("room twice", toml_text().replace("4 = [5, 3, 9]", "4 = [5, 3, 9]\n4 = [5, 3, 9]"),
         "line 8: room 4 is listed twice (first on line 7)"),
        ("setting twice", toml_text(head='name = "x"\nname = "y"\n'), "line 2: 'name' is given twice (first on line 1)"),
        ("blank name", toml_text(head='name = "   "\n'), "line 1: the name is blank: give the cave a name"),
        ("unknown room", toml_text().replace("4 = [5, 3, 9]", "4 = [5, 3, 21]"),
         "line 7: room 21 is not in the cave (it has rooms 1-10)"),
        ("not a number", toml_text().replace("4 = [5, 3, 9]", '4 = [5, "three", 9]'),
         "line 7: room 4: 'three' is not a room's number"),
        ("room key not a number", toml_text().replace("4 = [5, 3, 9]", "four = [5, 3, 9]"),
         "line 7: 'four' is not a whole number"),
        ("no exit", toml_text().replace("4 = [5, 3, 9]", "4 = []"), "line 7: room 4 has no exit"),
        ("missing rooms", toml_text(head='rooms = 12\n'), "the tunnels of rooms 11, 12 are missing (rooms = 12)"),
        ("missing room", toml_text(head='rooms = 11\n'), "line 3: the tunnels of room 11 are missing (rooms = 11)"),
        ("unknown key", toml_text(head='name = "x"\ntunels = 3\n'), "line 2: unknown setting 'tunels'"),
        ("no tunnels", 'name = "x"\n', "has no [tunnels] table"),
        ("bad smell", toml_text(head="smell_distance = 0\n"), "line 1: the smell distance must be a whole number"),
        ("smell as true", toml_text(head="smell_distance = true\n"), "must be a whole number, 1 or more, not true"),
        ("smell as a list", toml_text(head="smell_distance = [false, 2]\n"), "1 or more, not [false, 2]"),
        ("wrap without coords", toml_text(head="wrap = true\n"), "line 1: wrap = true needs a [coords] table"),
        ("bad coords", toml_text() + "[coords]\n1 = [0.5]\n", "line 15: room 1: a position is [x, y]"),
        ("missing coords", toml_text() + "[coords]\n1 = [0.5, 0.5]\n", "the positions of rooms 2-10 are missing"),
        ("missing coord", toml_text() + "[coords]\n" + "".join(f"{r} = [0.5, 0.5]\n" for r in range(1, 10)),
         "the positions of room 10 are missing"),
    ]


@pytest.mark.parametrize(("what", "text", "expected"), broken_toml(), ids=[c[0] for c in broken_toml()])
def test_broken_toml_files_name_the_line_and_the_problem(tmp_path, what, text, expected):
    path = write(tmp_path, "broken.toml", text)
    message = error_for(path)
    assert message.startswith(str(path))
    assert expected in message


def test_a_duplicate_room_in_toml_is_reported_at_its_line(tmp_path):
    text = toml_text().replace("4 = [5, 3, 9]", '"4" = [5, 3, 9]\n"04" = [5, 3, 9]')
    message = error_for(write(tmp_path, "dup.toml", text))
    assert "line 8: room 4 is listed twice (first on line 7)" in message


@pytest.mark.parametrize(
    ("name", "content", "expected"),
    [
        ("empty.txt", "", "is empty"),
        ("blank.toml", "  \n\n", "is empty"),
        ("binary.txt", b"\x00\x01\x02wumpus", "is not a text file"),
        ("latin1.txt", "1\n20\n".encode() + "caf\xe9".encode("latin-1"), "line 3: is not text"),
    ],
)
def test_files_that_are_not_caves(tmp_path, name, content, expected):
    message = error_for(write(tmp_path, name, content))
    assert expected in message


def test_missing_file_and_unknown_name(tmp_path):
    assert "no such file" in error_for(tmp_path / "nowhere.txt")
    with pytest.raises(CaveError, match="unknown cave 'icosahedron': the built-in caves are dodecahedron"):
        load_cave("icosahedron")
    assert "is a folder" in error_for(tmp_path)


def test_parsers_can_be_given_text_directly():
    assert parse_competition(competition_text(), "mem").exits == RING
    with pytest.raises(CaveError, match=r"^mem, line 2: "):
        parse_competition("1\ntwenty\n", "mem")


def test_the_caves_command_reports_a_broken_file_and_exits_2(tmp_path, capsys):
    path = write(tmp_path, "broken.txt", competition_text().replace("4 5 3 9", "4 5 3 99"))
    assert main(["caves", str(path)]) == 2
    err = capsys.readouterr().err
    assert f"{path}, line 6: room 99 is not in the cave (it has rooms 1-10)" in err
    assert "Traceback" not in err


# -- absurd numbers and nesting: a clear message, never a traceback, a hang or a huge allocation
def absurd_files():
    hex_room = "0x" + "f" * 5000
    return [
        ("toml room with an underscore", toml_text().replace("1 = [2, 10, 6]", "1_0 = [2, 10, 6]"),
         "line 4: '1_0' is not a whole number written in the digits 0-9"),
        ("toml room far too large", toml_text().replace("1 = [2, 10, 6]", "99999999999999999999999 = [2, 10, 6]"),
         "line 4: room 99999999999999999999999: rooms are numbered from 0 or 1 up to at most 9999"),
        ("toml room too large to list", toml_text().replace("1 = [2, 10, 6]", "9999999999 = [2, 10, 6]"),
         "line 4: room 9999999999: rooms are numbered from 0 or 1 up to at most 9999"),
        ("toml room beyond the count",
         toml_text(head="rooms = 10\n").replace("1 = [2, 10, 6]", "9999999999 = [2, 10, 6]"),
         "line 4: room 9999999999 is not in the cave (it has rooms 1-10)"),
        ("toml tunnel far too large", toml_text().replace("4 = [5, 3, 9]", "4 = [5, 3, 99999999999999999999999]"),
         "line 7: room 99999999999999999999999 is not in the cave (it has rooms 1-10)"),
        ("toml tunnel in hex", toml_text().replace("4 = [5, 3, 9]", f"4 = [5, 3, {hex_room}]"),
         "line 7: room 0xfffffffff"),
        ("toml number too long to read", toml_text().replace("4 = [5, 3, 9]", f"4 = [5, 3, {'9' * 5000}]"),
         "line 7: not a valid cave file: a number far too long to read"),
        ("toml room key too long to read", toml_text().replace("4 = [5, 3, 9]", f"{'9' * 5000} = [5, 3, 9]"),
         f"line 7: '{'9' * 36}... is far too large a number (rooms are numbered)"),
        ("toml position room", toml_text() + "[coords]\n99999999999999999999999 = [0.5, 0.5]\n",
         "line 15: room 99999999999999999999999 is not in the cave (it has rooms 1-10)"),
        ("toml position in hex", toml_text() + f"[coords]\n1 = [{hex_room}, 0]\n", "line 15: room 1: position [0xfff"),
        ("toml smell in hex", toml_text(head=f"smell_distance = {hex_room}\n"), "line 1: the smell distance 0xfff"),
        ("toml rooms in hex", toml_text(head=f"rooms = {hex_room}\n"), "line 1: rooms must be the number of rooms"),
        ("nested arrays", "a = " + "[" * 100_000 + "]" * 100_000 + "\n",
         "not a valid cave file: arrays or tables nested far too deeply"),
        ("dotted key", 'name = "x"\n' + "a." * 100_000 + "b = 1\n",
         "line 2: not a valid cave file: a key of far too many dotted parts"),
        ("competition tunnel far too large", competition_text().replace("4 5 3 9", "4 5 3 9999999999"),
         "line 6: room 9999999999 is not in the cave (it has rooms 1-10)"),
        ("competition room far too large", competition_text().replace("\n4 5 3 9", "\n99999999999999999999999 5 3 9"),
         "line 6: room 99999999999999999999999 is not in the cave (it has rooms 1-10)"),
        ("competition number too long to read", competition_text().replace("4 5 3 9", "4 5 3 " + "9" * 5000),
         f"line 6: '{'9' * 36}... is far too large a number (a room number)"),
    ]


@pytest.mark.parametrize(("what", "text", "expected"), absurd_files(), ids=[c[0] for c in absurd_files()])
def test_absurd_numbers_and_nesting_get_a_short_clear_message(tmp_path, what, text, expected):
    path = write(tmp_path, "absurd.toml" if what.startswith(("toml", "nested", "dotted")) else "absurd.txt", text)
    message = error_for(path)
    assert message.startswith(str(path))
    assert expected in message
    assert "\n" not in message and len(message) < len(str(path)) + 160


def test_the_rooms_a_message_lists_may_be_far_apart():
    from wumpus.caves.formats import _describe_rooms

    assert _describe_rooms([1, 2, 10**22]) == "rooms 1, 2, 10000000000000000000000"
    assert _describe_rooms([10**22 + 2, 10**22, 10**22 + 1]) == "rooms 10000000000000000000000-10000000000000000000002"
    assert _describe_rooms(range(3, 40)) == "rooms 3-39"


# -- writing: what --toml writes reads back as the same cave --------------------------------
#: the characters that turn text right to left, which the cave reader refuses
RIGHT_TO_LEFT = "\u061c\u200e\u200f\u202a\u202b\u202c\u202d\u202e\u2066\u2067\u2068\u2069"
#: text the cave reader takes: any character but a control one (surrogates are not text)
plain = st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters=RIGHT_TO_LEFT)
#: and with the characters TOML must escape, and the line breaks and tabs a description may hold
descriptive = st.one_of(plain, st.sampled_from('"\\\n\t'))
#: anything at all, control characters too
anything = st.characters(blacklist_categories=("Cs",))


@settings(max_examples=200, deadline=None)
@given(name=st.text(anything), description=st.text(anything))
def test_to_toml_writes_any_name_and_description_as_valid_toml(name, description):
    cave = Cave(name, RING, description)
    data = tomllib.loads(to_toml(cave))
    assert data["name"] == name
    assert data.get("description", "") == description


@settings(max_examples=200, deadline=None)
@given(
    name=st.text(st.one_of(plain, st.sampled_from('"\\')), min_size=1, max_size=40).map(str.strip).filter(bool),
    description=st.text(descriptive).map(str.strip),
    smell=st.integers(1, 10**30),
    coords=st.lists(st.tuples(st.floats(0, 1), st.floats(0, 1)), min_size=10, max_size=10) | st.none(),
)
def test_a_written_cave_reads_back_the_same(name, description, smell, coords):
    cave = Cave(name, RING, description, smell, coords and dict(zip(RING, coords)))
    again = parse_toml(to_toml(cave), "again.toml")
    assert (again.name, again.description, again.smell_distance) == (name, description, smell)
    assert list(again.exits.items()) == list(cave.exits.items())
    assert again.coords == cave.coords


def test_a_multi_line_description_survives_caves_toml(tmp_path, capsys):
    text = toml_text(head='name = "there \\"quoted\\" \\\\ back"\ndescription = """\nOne line,\n\tthen another."""\n')
    path = write(tmp_path, "lines.toml", text)
    assert main(["caves", str(path), "--toml"]) == 0
    out = write(tmp_path, "out.toml", capsys.readouterr().out)
    again = load_cave(str(out))
    assert again.name == 'there "quoted" \\ back'
    assert again.description == "One line,\n\tthen another."
    assert again.exits == RING
    assert main(["caves", str(out)]) == 0
    assert "One line," in capsys.readouterr().out


# -- control characters: a cave file cannot drive the user's terminal ------------------------
@pytest.mark.parametrize(
    ("head", "expected"),
    [
        ('name = "a\\u001b[31mred"\n',
         "line 1: the name holds a control character ('\\x1b'): a name is one line of text"),
        ('name = "two\\nlines"\n', "line 1: the name holds a control character ('\\n')"),
        ('name = """\none\ntwo"""\n', "line 1: the name holds a control character ('\\n')"),
        ('name = "bell\\u0007"\n', "line 1: the name holds a control character ('\\x07')"),
        ('name = "csi\\u009b31m"\n', "line 1: the name holds a control character ('\\x9b')"),
        ('name = "x"\ndescription = "a\\u001b]0;title\\u0007"\n',
         "line 2: the description holds a control character ('\\x1b'): only line breaks and tabs may be in it"),
        ('name = "x"\ndescription = "over\\rwritten"\n', "line 2: the description holds a control character ('\\r')"),
        ('name = "x"\naliases = ["a\\u001bb"]\n', "line 2: the alias 'a\\x1bb' holds a control character"),
        ('name = "evil\\u202egpj.exe"\n', "line 1: the name holds a control character ('\\u202e')"),
        ('name = "x"\ndescription = "a \\u2067b\\u2069 c"\n',
         "line 2: the description holds a control character ('\\u2067')"),
        ('name = "x"\naliases = ["\\u200fab"]\n', "line 2: the alias '\\u200fab' holds a control character"),
    ],
    ids=["escape in name", "line break in name", "multi-line name", "bell in name", "C1 control in name",
         "escape in description", "carriage return in description", "escape in alias",
         "right-to-left override in name", "right-to-left isolate in description", "right-to-left mark in alias"],
)
def test_control_characters_in_the_name_or_description_are_refused(tmp_path, head, expected):
    message = error_for(write(tmp_path, "escape.toml", toml_text(head=head)))
    assert expected in message
    assert "\x1b" not in message and "\x07" not in message and "\x9b" not in message
    assert not any(c in message for c in "\u202e\u2067\u200f")


def test_a_description_may_hold_line_breaks_and_tabs(tmp_path):
    text = toml_text(head='name = "x"\ndescription = """\nOne\n\ttwo\r\nthree"""\n')
    assert load_cave(str(write(tmp_path, "lines.toml", text))).description == "One\n\ttwo\nthree"


def test_the_caves_command_never_prints_a_cave_files_escape_codes(tmp_path, capsys):
    path = write(tmp_path, "red.toml", toml_text(head='name = "a\\u001b[31mred"\n'))
    assert main(["caves", str(path)]) == 2
    out, err = capsys.readouterr()
    assert "\x1b" not in out + err and "line 1: the name holds a control character" in err
    named = write(tmp_path, "a\x1b[31mred.txt", competition_text())
    assert main(["caves", str(named)]) == 0
    out = capsys.readouterr().out
    assert "\x1b" not in out and "a\\x1b[31mred" in out


ASSET_CAVES = sorted(p.name for p in asset_path("caves", "").iterdir() if p.suffix in (".toml", ".txt"))


@pytest.mark.parametrize("name", ASSET_CAVES)
def test_every_cave_file_in_the_assets_loads_and_round_trips(name):
    cave = load_file(asset_path("caves", name))
    again = parse_toml(to_toml(cave), "again.toml")
    assert (again.name, again.description, again.smell_distance) == (cave.name, cave.description, cave.smell_distance)
    assert again.exits == cave.exits and again.coords == cave.coords


@pytest.mark.parametrize("char", RIGHT_TO_LEFT)
def test_every_right_to_left_character_is_refused_in_a_name(tmp_path, char):
    message = error_for(write(tmp_path, "rtl.toml", toml_text(head=f'name = "a{char}b"\n')))
    assert "line 1: the name holds a control character" in message and char not in message


def test_a_room_numbered_past_9999_is_named_on_its_own_line(tmp_path):
    """The room the file numbers too high is named at the line that numbers it, however the key is written."""
    for text, line in [
        (toml_text().replace("10 = [", "10000 = [", 1), 13),
        (toml_text().replace("10 = [", '"10000" = [', 1), 13),
        ('name = "ring"\n' + "".join(f"tunnels.{r} = [{', '.join(map(str, ts))}]\n" for r, ts in RING.items())
         .replace("tunnels.10 =", "tunnels.10000 ="), 11),
    ]:
        message = error_for(write(tmp_path, "far.toml", text))
        assert message.endswith(f"far.toml, line {line}: room 10000: rooms are numbered from 0 or 1 up to at most 9999")


def test_a_cave_name_has_at_most_forty_characters(tmp_path):
    """The name is shown in the header, the status and the score tables: a name of thousands of
    characters would push everything else off the screen."""
    from wumpus.caves import load_cave
    from wumpus.caves.formats import MAX_NAME
    from wumpus.engine import DODECAHEDRON, CaveError

    tunnels = "\n".join(f"{room} = {list(DODECAHEDRON.exits[room])}" for room in DODECAHEDRON.rooms)
    for length in (MAX_NAME, MAX_NAME + 1, 5000):
        path = tmp_path / f"named{length}.toml"
        path.write_text(f'name = "{"x" * length}"\n[tunnels]\n{tunnels}\n')
        if length <= MAX_NAME:
            assert load_cave(str(path)).name == "x" * length
        else:
            with pytest.raises(CaveError, match=rf"line 1: the name is {length} characters long: a name has at most 40"):
                load_cave(str(path))
    # a cave named after its long file name: the name is cut to fit
    path = tmp_path / f"{'y' * 60}.toml"
    path.write_text(f"[tunnels]\n{tunnels}\n")
    assert load_cave(str(path)).name == "y" * MAX_NAME


def test_a_cave_file_under_a_built_in_caves_name_must_be_that_cave(tmp_path):
    # its games would be counted, shown and dealt again as the built-in cave's
    exported = to_toml(load_cave("moebius"))
    same = write(tmp_path, "same.toml", exported)
    assert load_cave(str(same)).exits == load_cave("moebius").exits
    edited = write(tmp_path, "mine.toml", exported.replace("1 = [20, 2, 3]", "1 = [20, 3, 2]", 1))
    assert load_cave(str(edited)).name == "moebius"  # the same tunnels, listed in another order
    edited = write(tmp_path, "mine2.toml", exported.replace('name = "moebius"', 'name = "Tree"')
                   .replace("1 = [20, 2, 3]", "1 = [20, 2]", 1).replace("3 = [", "3 = [1, ", 1))
    assert f"{edited}: 'Tree' is the name of a built-in cave (dendrite), and these tunnels are not its: " \
           "give this cave a name of its own (its name = line)" == error_for(edited)
    # a map file is named after the file: the competition's own mobius.txt plays as it is
    mobius = write(tmp_path, "mobius.txt", asset_path("caves", "mobius-competition.txt").read_text())
    assert load_cave(str(mobius)).name == "mobius"


@pytest.mark.parametrize(("file", "named", "how"), [
    ("mine.toml", "random", "its name = line"),
    ("mine.toml", "Random:rooms=30", "its name = line"),
    ("random.txt", None, "the map file's own name"),
])
def test_a_cave_file_cannot_go_by_the_name_of_random_caves(tmp_path, file, named, how):
    # its games would be counted and shown among the random caves', and dealt again as one of them
    if named is None:
        text = asset_path("caves", "mobius-competition.txt").read_text()
    else:
        text = to_toml(load_cave("moebius")).replace('name = "moebius"', f'name = "{named}"')
    path = write(tmp_path, file, text)
    shown = named or "random"
    assert error_for(path) == f"{path}: {shown!r} is what random caves are called: give this cave a name of its " \
                              f"own ({how})"


@pytest.mark.parametrize("spec", ["file", "random:rooms=30,tunnels=3,oneway=0.3", "moebius", "dodecahedron"])
def test_the_games_after_a_renumbered_one_are_dealt_from_its_cave_renumbered_afresh(tmp_path, spec):
    """A game resumed on a renumbered cave: the session's next games are renumbered too, from the cave as it
    was before (a file's cave, a random cave's settings, a built-in cave)."""
    from wumpus.caves import prepare_cave, session_cave
    from wumpus.engine import Game, GameRecord
    from wumpus.storage.saves import record_for, replayable

    if spec == "file":
        spec = str(write(tmp_path, "ring.toml", "name = \"ring\"\nrooms = 8\n[tunnels]\n" + "".join(
            f"{room} = [{room % 8 + 1}, {(room - 2) % 8 + 1}, {(room + 3) % 8 + 1}]\n" for room in range(1, 9))))
    base = load_cave(spec, 7)
    played = prepare_cave(base, 7, True)
    record = replayable(GameRecord.from_json(record_for(Game(played, "classic", 7)).to_json()))
    again, shuffle = session_cave(record.cave)
    assert shuffle and "label_map" not in again.meta
    if not spec.startswith("random"):
        assert again.exits == base.exits
    nxt = prepare_cave(again, 8, shuffle)
    assert nxt.meta.get("label_map")
    if not spec.startswith("random"):
        assert nxt.exits != again.exits and sorted(nxt.exits) == sorted(again.exits)
    assert session_cave(base) == (base, False)
    # the line mode's session after a resume deals them so (the full-screen game's: tests/app)
    from wumpus.text.cli import _setups_after

    setups = _setups_after(record)
    assert setups.shuffle_labels and setups.cave.exits == again.exits
