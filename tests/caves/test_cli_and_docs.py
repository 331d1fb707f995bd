"""``wumpus caves``, and the cave in the README's "Making your own cave"."""

from __future__ import annotations

import re
from pathlib import Path

from wumpus.assets import asset_path
from wumpus.caves import BUILTIN, load_cave
from wumpus.caves.cli import list_caves
from wumpus.caves.formats import parse_toml
from wumpus.cli import main

README = Path(__file__).resolve().parents[2] / "README.md"


def test_the_list_names_every_builtin_cave_with_its_size_and_one_way_ness(capsys):
    assert main(["caves"]) == 0
    out = capsys.readouterr().out
    for name, rooms, oneway, description, _aliases in list_caves():
        line = next(line for line in out.splitlines() if line.strip().startswith(name + " "))
        assert rooms in line and oneway in line
        assert description.split()[0] in line
    rows = {row[0]: row for row in list_caves()}
    assert set(rows) == set(BUILTIN)
    assert rows["lattice"][2] == "all"
    assert rows["dodecahedron"][2] == "no"


def test_the_list_gives_the_competition_map_files_as_paths_that_play(capsys):
    from wumpus.caves import load_cave

    assert main(["caves"]) == 0
    out = capsys.readouterr().out
    listed = [line.strip() for line in out.split("for --cave FILE:\n", 1)[1].splitlines() if line.strip()]
    assert [Path(path).name for path in listed] == [
        f"{name}-competition.txt" for name in ("dodecahedron", "mobius", "risk", "waterslide")]
    for path in listed:
        cave = load_cave(path, 0)
        assert len(cave.rooms) == 20 and all(len(cave.exits[room]) == 3 for room in cave.rooms)


def test_showing_a_cave_prints_its_map_and_tunnels(capsys):
    assert main(["caves", "dendrite"]) == 0
    out = capsys.readouterr().out
    assert "dendrite" in out and "20 rooms, 3 tunnels each, one-way: no" in out
    assert re.search(r"^\s+1: 1 1 5$", out, re.M)


def test_a_seed_for_a_cave_that_is_not_random_is_refused(capsys):
    # it would be ignored: the player would think the seed changed something
    for args in (["dodecahedron", "--seed", "4"], ["--seed", "5"], ["--toml", "--seed", "5"]):
        assert main(["caves", *args]) == 2, args
        err = capsys.readouterr().err
        assert err.startswith("wumpus caves: --seed deals a random cave (random or random:rooms=N,"), args
    assert "'dodecahedron' is not one" in (main(["caves", "dodecahedron", "--seed", "4"]), capsys.readouterr().err)[1]
    assert main(["caves", "RANDOM:rooms=8", "--seed", "3"]) == 0
    assert "(seed 3)" in capsys.readouterr().out


def test_toml_export_of_a_random_cave_reloads(capsys, tmp_path):
    assert main(["caves", "random:rooms=12,tunnels=3", "--seed", "4", "--toml"]) == 0
    path = tmp_path / "r.toml"
    path.write_text(capsys.readouterr().out, encoding="utf-8")
    assert main(["caves", str(path)]) == 0
    assert "12 rooms" in capsys.readouterr().out
    # a name of its own, not a random cave's, which tells it from the 20-room cave of the same seed
    assert load_cave(str(path)).name == "random cave, rooms=12, seed 4"
    assert main(["caves", "random", "--seed", "4", "--toml"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == 'name = "random cave, seed 4"'
    assert main(["caves", "random:rooms=12,tunnels=4,oneway=0.25", "--seed", "4", "--toml"]) == 0
    assert capsys.readouterr().out.splitlines()[0] == 'name = "random cave, rooms=12,tunnels=4,oneway=0.25, seed 4"'


def test_the_readme_cave_is_a_valid_cave():
    text = README.read_text(encoding="utf-8")
    section = text.split("## Making your own cave", 1)[1]
    block = re.search(r"```toml\n(.*?)```", section, re.S).group(1)
    cave = parse_toml(block, "README.md")
    assert cave.name == "cube" and len(cave.rooms) == 8
    assert cave.exits[7] == (3, 6)
    assert not cave.is_symmetric and cave.strongly_connected
    assert cave.coords[1] == (0.25, 0.0)


BROKEN = "1\n20\n1 2 5 8\n2 1 3 21\n"


def test_every_front_end_reports_a_broken_cave_and_exits_2(tmp_path, capsys):
    import importlib

    from wumpus.cli import SUBCOMMANDS

    path = tmp_path / "broken.txt"
    path.write_text(BROKEN, encoding="utf-8")
    for command in ("text", "play", "tournament"):
        importlib.import_module(SUBCOMMANDS[command][0])
        assert main([command, "--cave", str(path), "--seed", "1"]) == 2, command
        err = capsys.readouterr().err
        assert f"{path}, line 4: room 21 is not in the cave (it has rooms 1-20)" in err, (command, err)
        assert "Traceback" not in err
    assert main(["--cave", str(path)]) == 2
    assert "line 4: room 21" in capsys.readouterr().err


def test_a_cave_named_in_square_brackets_is_shown_as_named(capsys, tmp_path, monkeypatch):
    text = asset_path("caves", "dodecahedron.toml").read_text(encoding="utf-8")
    text = re.sub(r'(?m)^name = .*$', 'name = "Doom [/] [red]cave"', text)
    text = re.sub(r'(?m)^description = .*$', 'description = "A [bold]cave[/bold]."', text)
    monkeypatch.chdir(tmp_path)
    (tmp_path / "doom[b].toml").write_text(text, encoding="utf-8")
    assert main(["caves", "doom[b].toml"]) == 0
    assert capsys.readouterr().out.startswith("Doom [/] [red]cave: A [bold]cave[/bold].\n")
    assert main(["tournament", "--games", "1", "--cave", "doom[b].toml"]) == 0
    assert "doom[b].toml" in capsys.readouterr().out


def test_a_smell_distance_beyond_the_cave_plays_like_the_whole_cave(tmp_path):
    import subprocess
    import sys

    from wumpus.caves import load_cave

    ring = "".join(f"{r} {r % 8 + 1} {(r - 2) % 8 + 1} {(r + 3) % 8 + 1}\n" for r in range(1, 9))
    far = tmp_path / "far.txt"
    far.write_text(f"1000000000000\n8\n{ring}", encoding="utf-8")
    near = tmp_path / "near.txt"
    near.write_text(f"8\n8\n{ring}", encoding="utf-8")
    cave, whole = load_cave(str(far)), load_cave(str(near))
    assert cave.smell_distance == 10**12 and cave.exits == whole.exits
    for room in whole.rooms:
        assert whole.within(room, 8) >= set(whole.rooms) - {room}
    # the game, and the hunter that smells that far, go on at once rather than counting to the distance
    for args in (["text", "--rules", "tournament", "--seed", "1"], ["tournament", "--games", "3", "--rules", "tournament"]):
        run = subprocess.run([sys.executable, "-m", "wumpus", *args, "--cave", str(far)], stdin=subprocess.DEVNULL,
                             capture_output=True, text=True, timeout=120)
        assert run.returncode == 0, run.stderr


def test_the_palette_describes_each_cave_as_wumpus_caves_does():
    from wumpus import WumpusApp
    from wumpus.caves.cli import list_caves

    listed = {name: description for name, _, _, description, _ in list_caves()}
    offered = dict(WumpusApp(splash=False).cave_choices())
    assert offered.pop("random").startswith("20 rooms, 3 tunnels each, joined at random anew for every game")
    assert offered == listed


def test_a_cave_with_no_description_is_shown_by_its_name_alone(capsys, tmp_path):
    path = tmp_path / "plain.toml"
    cube = {1: (2, 4, 5), 2: (1, 3, 6), 3: (2, 4, 7), 4: (1, 3, 8), 5: (1, 6, 8), 6: (2, 5, 7), 7: (3, 6, 8),
            8: (4, 5, 7)}
    tunnels = "".join(f"{room} = {list(exits)}\n" for room, exits in cube.items())
    path.write_text(f'name = "plain"\nrooms = 8\nsmell_distance = 1\n[tunnels]\n{tunnels}', encoding="utf-8")
    assert main(["caves", str(path)]) == 0
    assert capsys.readouterr().out.splitlines()[0] == "plain"


def test_a_cave_of_one_tunnel_a_room_is_said_so(capsys, tmp_path):
    path = tmp_path / "ring.toml"
    path.write_text('name = "ring"\nrooms = 8\n[tunnels]\n'
                    + "".join(f"{room} = [{room % 8 + 1}]\n" for room in range(1, 9)), encoding="utf-8")
    assert main(["caves", str(path)]) == 0
    assert "8 rooms, 1 tunnel each, one-way: all" in capsys.readouterr().out


def test_a_picture_wider_than_the_page_is_never_wrapped(capsys, monkeypatch):
    from wumpus.caves import load_cave
    from wumpus.caves.drawing import drawing_for

    drawing = drawing_for(load_cave("random:rooms=60", 0))
    assert drawing.width > 80
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["caves", "random:rooms=60"]) == 0  # to a pipe or a file: whole
    out = capsys.readouterr().out.splitlines()
    start = out.index(drawing.lines[0].rstrip())
    assert out[start:start + drawing.height] == [line.rstrip() for line in drawing.lines]
    monkeypatch.setenv("FORCE_COLOR", "1")  # a terminal of 80 columns: the left part, and a word on it
    monkeypatch.setenv("NO_COLOR", "1")
    assert main(["caves", "random:rooms=60"]) == 0
    out = [re.sub(r"\x1b\[[0-9;]*m", "", line) for line in capsys.readouterr().out.splitlines()]
    assert f"(the picture is {drawing.width} columns wide and this terminal 80: its right side is cut off;" in out
    start = out.index(drawing.lines[0][:80].rstrip())
    assert out[start:start + drawing.height] == [line[:80].rstrip() for line in drawing.lines]


def test_a_cave_with_some_tunnels_one_way_says_how_many(capsys):
    from wumpus.caves import load_cave

    cave = load_cave("random:oneway=1", 0)
    one = sum(1 for r in cave.rooms for t in cave.exit_sets[r] if r not in cave.exit_sets[t])
    total = sum(len(cave.exit_sets[r]) for r in cave.rooms)
    assert 0 < one < total
    assert main(["caves", "random:oneway=1"]) == 0
    out = capsys.readouterr().out
    assert f"one-way: {one} of {total} tunnels" in out
    assert f"{round(100 * one / total)}% of them one-way" in out


def test_the_tunnel_list_keeps_its_colons_in_one_column_however_long_the_room_numbers(capsys, tmp_path):
    # a ring of eight rooms, numbered from one to four digits, each joined to the rooms beside it
    order = [0, 5, 12, 70, 99, 700, 1200, 7000]
    rings = {room: (order[i - 1], order[(i + 1) % len(order)]) for i, room in enumerate(order)}
    text = 'name = "wide numbers"\n[tunnels]\n' + "".join(
        f"{room} = [{', '.join(map(str, exits))}]\n" for room, exits in rings.items())
    (tmp_path / "wide.toml").write_text(text, encoding="utf-8")
    assert main(["caves", str(tmp_path / "wide.toml")]) == 0
    listed = [line for line in capsys.readouterr().out.splitlines() if re.match(r"^\s*\d+: ", line)]
    assert [line.split(":")[0].strip() for line in listed] == [str(room) for room in sorted(rings)]
    assert {line.index(":") for line in listed} == {4}


def test_the_water_slide_exported_as_toml_is_drawn_as_the_map_file_is(capsys, tmp_path):
    from wumpus.caves.drawing import drawing_for

    slide = str(asset_path("caves", "waterslide-competition.txt"))
    assert main(["caves", slide, "--toml"]) == 0
    exported = tmp_path / "slide.toml"
    exported.write_text(capsys.readouterr().out, encoding="utf-8")
    assert "wrap = true" in exported.read_text(encoding="utf-8")
    assert drawing_for(load_cave(str(exported)), 42, 19).lines == drawing_for(load_cave(slide), 42, 19).lines
