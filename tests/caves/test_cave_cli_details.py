"""``wumpus caves`` line by line: its help, the list of caves, a cave shown, --toml and what it refuses."""

from __future__ import annotations

import re

import pytest

from wumpus.caves import ALIASES, BUILTIN, DESCRIPTIONS, load_cave
from wumpus.caves.drawing import drawing_for
from wumpus.caves.formats import parse_toml
from wumpus.cli import main

CUBE = """name = "cube"
description = "Eight rooms at the corners of a cube."
rooms = 8
smell_distance = 2

[tunnels]
1 = [2, 4, 5]
2 = [1, 3, 6]
3 = [2, 4, 7]
4 = [1, 3, 8]
5 = [1, 6, 8]
6 = [2, 5, 7]
7 = [3, 6]
8 = [4, 5, 7]
"""

SEED_REFUSED = "wumpus caves: --seed deals a random cave (random or random:rooms=N,tunnels=K,oneway=P): "


def flat(text: str) -> str:
    return " ".join(text.split())


def plain(text: str) -> list[str]:
    return [re.sub(r"\x1b\[[0-9;]*m", "", line) for line in text.splitlines()]


def test_the_help_says_what_the_command_does_and_what_each_option_is_for(capsys):
    with pytest.raises(SystemExit) as done:
        main(["caves", "--help"])
    assert done.value.code == 0
    text = flat(capsys.readouterr().out)
    assert text.startswith("usage: wumpus caves [-h] [--seed SEED] [--toml] [NAME|PATH] "
                           "List the built-in caves. Give a cave (a built-in name, a cave file or "
                           "random[:rooms=N,tunnels=K,oneway=P]) to see its map and tunnels. positional arguments:")
    assert "NAME|PATH a cave to show" in text
    assert "--seed SEED seed for a random cave" in text
    assert ("--toml print the cave in the cave-file format (a start for making your own; "
            "the dodecahedron when no cave is given)") in text


def list_lines(capsys, monkeypatch, columns: int) -> list[str]:
    monkeypatch.setenv("COLUMNS", str(columns))
    assert main(["caves"]) == 0
    return capsys.readouterr().out.splitlines()


def test_the_list_is_a_table_of_the_caves_under_a_title_and_a_rule(capsys, monkeypatch):
    lines = list_lines(capsys, monkeypatch, 80)
    assert lines[0].rstrip() == "Built-in caves"
    assert lines[1].strip() == ""
    assert lines[2].split() == ["cave", "rooms", "one-way", "description"]
    assert set(lines[3].strip()) == {"─"} and not lines[3].startswith("─")
    rows = lines[4:4 + len(BUILTIN)]
    assert [row.split()[0] for row in rows] == list(BUILTIN)
    rooms_end = lines[2].index("rooms") + len("rooms")
    oneway_at = lines[2].index("one-way")
    description_at = lines[2].index("description")
    for row, (name, cave) in zip(rows, BUILTIN.items()):
        assert row.startswith(f" {name} ")
        assert row[:rooms_end].endswith(f" {len(cave.rooms)}")  # numbers line up on the right, under 'rooms'
        assert row[oneway_at:description_at].strip() == ("all" if name == "lattice" else "no")
        assert row[description_at:].strip() == DESCRIPTIONS[name]
    assert lines[4 + len(BUILTIN)].strip() == ""
    assert not any("│" in line or "┃" in line for line in lines)


@pytest.mark.parametrize(("columns", "shown"), [(99, False), (120, True)])
def test_a_wide_terminal_gives_the_names_each_cave_also_goes_by(capsys, monkeypatch, columns, shown):
    lines = list_lines(capsys, monkeypatch, columns)
    assert lines[2].split() == ["cave", "rooms", "one-way", "description"] + (["also", "called"] if shown else [])
    if not shown:
        return
    at = lines[2].index("also called")
    for row, name in zip(lines[4:], BUILTIN):
        listed = [alias for alias in row[at:].strip().split(", ") if alias]
        assert sorted(listed) == sorted(alias for alias, target in ALIASES.items() if target == name)
        for alias in listed:  # each plays as the cave it is listed with
            assert load_cave(alias) is BUILTIN[name]


def test_the_names_caves_also_go_by_are_given_where_every_cave_still_fits_on_one_line(capsys, monkeypatch):
    widest = list_lines(capsys, monkeypatch, 200)
    assert "also called" in widest[2]
    full = len(widest[3])  # the rule under the header, as wide as the whole table
    for columns, shown in ((full, True), (full - 1, False)):
        lines = list_lines(capsys, monkeypatch, columns)
        assert ("also called" in lines[2]) is shown, columns
        assert [line.split()[0] for line in lines[4:4 + len(BUILTIN)]] == list(BUILTIN), columns
        assert lines[4 + len(BUILTIN)].strip() == "", columns


def test_in_a_narrow_terminal_the_caves_names_are_still_whole(capsys, monkeypatch):
    lines = list_lines(capsys, monkeypatch, 40)
    for name in BUILTIN:
        assert any(line.startswith(f" {name} ") for line in lines), name


def test_the_list_ends_with_how_to_play_a_cave_and_the_competition_maps(capsys, monkeypatch):
    lines = list_lines(capsys, monkeypatch, 200)
    at = lines.index("The AI competition's four map files, for --cave FILE:")
    assert lines[at - 1] == ""
    assert lines[at - 2] == ("Play one with --cave NAME; also --cave FILE (see 'Making your own cave' in README.md) "
                             "or --cave random[:rooms=N,tunnels=K,oneway=P].")
    assert lines[at - 3] == ""
    assert [line[:2] for line in lines[at + 1:]] == ["  "] * 4
    assert len(lines) == at + 5


def test_the_map_files_are_named_whole_whatever_their_folder_is_called(capsys, monkeypatch, tmp_path):
    import wumpus.assets

    real = wumpus.assets.assets_dir()
    folder = tmp_path / ("games [red] :fire: " + "x" * 60)
    folder.mkdir()
    (folder / "assets").symlink_to(real, target_is_directory=True)
    monkeypatch.setattr(wumpus.assets, "assets_dir", lambda: folder / "assets")
    lines = list_lines(capsys, monkeypatch, 60)
    at = lines.index("The AI competition's four map files, for --cave FILE:")
    paths = [line[2:] for line in lines[at + 1:]]
    assert paths == [str(folder / "assets" / "caves" / f"{name}-competition.txt")
                     for name in ("dodecahedron", "mobius", "risk", "waterslide")]
    for path in paths:
        assert len(load_cave(path).rooms) == 20


def write_cave(tmp_path, text: str = CUBE, name: str = "cube.toml") -> str:
    path = tmp_path / name
    path.write_text(text, encoding="utf-8")
    return str(path)


def test_a_cave_is_shown_as_its_name_its_figures_its_picture_and_its_tunnels(capsys, tmp_path):
    path = write_cave(tmp_path)
    assert main(["caves", path]) == 0
    lines = capsys.readouterr().out.splitlines()
    cave = load_cave(path)
    picture = [line.rstrip() for line in drawing_for(cave).lines]
    assert lines[0] == "cube: Eight rooms at the corners of a cube."
    assert lines[1] == "8 rooms, 2-3 tunnels each, one-way: 1 of 23 tunnels, smell distance 2"
    assert lines[2] == ""
    assert lines[3:3 + len(picture)] == picture
    assert lines[3 + len(picture)] == ""
    assert lines[4 + len(picture):] == ["  1: 2 4 5", "  2: 1 3 6", "  3: 2 4 7", "  4: 1 3 8",
                                        "  5: 1 6 8", "  6: 2 5 7", "  7: 3 6", "  8: 4 5 7"]


def test_a_caves_name_and_description_are_shown_as_written_emoji_codes_and_all(capsys, tmp_path):
    text = CUBE.replace('name = "cube"', 'name = "Lair :fire: of :skull:"').replace(
        "Eight rooms at the corners of a cube.", "Mind the :warning: sign.")
    assert main(["caves", write_cave(tmp_path, text, "lair.toml")]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "Lair :fire: of :skull:: Mind the :warning: sign."


def test_a_cave_whose_rooms_have_from_three_to_nine_tunnels_says_3_9(capsys, tmp_path):
    # a hub joined to every room of a ring of nine
    ring = list(range(2, 11))
    tunnels = {1: ring, **{room: [1, ring[i - 1], ring[(i + 1) % 9]] for i, room in enumerate(ring)}}
    text = 'name = "hub"\n[tunnels]\n' + "".join(f"{room} = {exits}\n" for room, exits in tunnels.items())
    assert main(["caves", write_cave(tmp_path, text, "hub.toml")]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[1] == "10 rooms, 3-9 tunnels each, one-way: no, smell distance 1"
    assert "  1: 2 3 4 5 6 7 8 9 10" in lines
    assert " 10: 1 9 2" in lines


def test_a_cave_that_cannot_be_read_is_said_in_one_line_and_shows_nothing(capsys, tmp_path):
    assert main(["caves", "nowhere"]) == 2
    out, err = capsys.readouterr()
    assert out == ""
    assert err.startswith("wumpus caves: unknown cave 'nowhere': the built-in caves are dodecahedron, ")
    assert err.endswith("\n") and err.count("\n") == 1
    broken = write_cave(tmp_path, CUBE.replace("8 = [4, 5, 7]", "8 = [4, 5, 9]"), "broken.toml")
    assert main(["caves", broken, "--toml"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"wumpus caves: {broken}, line ") and err.count("\n") == 1


def test_a_seed_without_a_cave_asks_for_a_random_one(capsys):
    assert main(["caves", "--seed", "5"]) == 2
    assert capsys.readouterr() == ("", SEED_REFUSED + "give one\n")
    assert main(["caves", "moebius", "--seed", "5", "--toml"]) == 2
    assert capsys.readouterr() == ("", SEED_REFUSED + "'moebius' is not one\n")


def test_a_seed_is_taken_for_a_random_cave_written_in_any_case_and_spacing(capsys):
    assert main(["caves", " Random ", "--seed", "3"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("random: A random cave: 20 rooms, 3 tunnels each (seed 3).\n")
    assert main(["caves", "random", "--seed", "3"]) == 0
    assert capsys.readouterr().out == out
    assert main(["caves", "RANDOM:rooms=10", "--seed", "3"]) == 0
    assert capsys.readouterr().out.startswith("random: A random cave: 10 rooms, 3 tunnels each (seed 3).\n")


def test_toml_without_a_cave_writes_the_dodecahedron(capsys):
    assert main(["caves", "--toml"]) == 0
    cave = parse_toml(capsys.readouterr().out, "out.toml")
    dodecahedron = BUILTIN["dodecahedron"]
    assert cave.name == "dodecahedron"
    assert cave.exits == dodecahedron.exits and cave.smell_distance == dodecahedron.smell_distance


def test_toml_of_a_built_in_cave_keeps_its_name_and_a_random_cave_unseeded_is_named_for_seed_0(capsys, tmp_path):
    assert main(["caves", "moebius", "--toml"]) == 0
    moebius = parse_toml(capsys.readouterr().out, "moebius.toml")
    assert moebius.name == "moebius" and moebius.exits == BUILTIN["moebius"].exits
    assert main(["caves", "random:rooms=10", "--toml"]) == 0
    path = write_cave(tmp_path, capsys.readouterr().out, "mine.toml")
    mine = load_cave(path)
    assert mine.name == "random cave, rooms=10, seed 0"
    assert mine.exits == load_cave("random:rooms=10", 0).exits


def wide_picture_in_a_terminal(capsys, monkeypatch, columns: int) -> tuple[list[str], list[str]]:
    drawing = drawing_for(load_cave("random:rooms=60", 0))
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setenv("COLUMNS", str(columns))
    assert main(["caves", "random:rooms=60"]) == 0
    return plain(capsys.readouterr().out), [line.rstrip() for line in drawing.lines]


def test_a_picture_just_as_wide_as_the_terminal_is_shown_whole_without_a_word(capsys, monkeypatch):
    width = drawing_for(load_cave("random:rooms=60", 0)).width
    out, picture = wide_picture_in_a_terminal(capsys, monkeypatch, width)
    assert not any(line.startswith("(the picture is") for line in out)
    assert out[2] == "" and out[3:3 + len(picture)] == picture


def test_a_picture_a_column_wider_than_the_terminal_says_so_before_it(capsys, monkeypatch):
    width = drawing_for(load_cave("random:rooms=60", 0)).width
    out, picture = wide_picture_in_a_terminal(capsys, monkeypatch, width - 1)
    assert out[2] == ""
    end = out.index("", 3)
    assert flat(" ".join(out[3:end])) == (f"(the picture is {width} columns wide and this terminal {width - 1}: its right "
                                    "side is cut off; a wider terminal shows it whole)")
    assert out[end + 1:end + 1 + len(picture)] == [line[:width - 1].rstrip() for line in picture]


def test_in_a_terminal_only_the_caves_name_and_the_lists_names_stand_out(capsys, monkeypatch, tmp_path):
    monkeypatch.setenv("FORCE_COLOR", "1")
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.setenv("COLUMNS", "120")
    assert main(["caves", write_cave(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "\x1b[1mcube\x1b[0m: Eight rooms at the corners of a cube."
    assert not any("\x1b" in line for line in lines[1:])
    assert main(["caves"]) == 0
    rows = capsys.readouterr().out.splitlines()[4:4 + len(BUILTIN)]
    for row, name in zip(rows, BUILTIN):
        assert row.startswith(f" \x1b[1m{name}")
        assert "\x1b[2m" + ", ".join(a for a, target in ALIASES.items() if target == name) in row
