"""`wumpus text` and `wumpus rules` from the command line: the cave asked for, saves named or given as files,
and the list of versions."""

from __future__ import annotations

import pytest

from wumpus.cli import main
from wumpus.engine import Game, Move
from wumpus.engine.rules import RULESETS
from wumpus.storage.saves import AUTOSAVE, record_for, save_game, save_path

from .helpers import cli_session


def session(monkeypatch, capsys, args, lines, *, terminal=False):
    return cli_session(monkeypatch, capsys, args, lines, terminal=terminal)


def tunnels_listed(out: str) -> dict[int, list[int]]:
    """The teaching version's P, for a cave other than its own: each room and its tunnels."""
    return {int(room): [int(t) for t in tunnels.split()]
            for room, tunnels in (line.split(":") for line in out.splitlines() if line.startswith("  "))}


# -- the cave ------------------------------------------------------------------------------------------------
def test_the_cave_named_is_the_cave_played(monkeypatch, capsys):
    from wumpus.caves import load_cave

    status, out, _ = session(monkeypatch, capsys, ["--rules", "teaching", "--cave", "moebius", "--seed", "4"], ["P", "X"])
    cave = load_cave("moebius", 4)
    assert status == 0
    assert tunnels_listed(out) == {room: list(cave.exits[room]) for room in cave.rooms}


def test_a_random_cave_is_the_same_for_the_same_seed(monkeypatch, capsys):
    args = ["--rules", "teaching", "--cave", "random:rooms=12", "--seed", "9"]
    first = session(monkeypatch, capsys, args, ["P", "X"])[1]
    second = session(monkeypatch, capsys, args, ["P", "X"])[1]
    assert len(tunnels_listed(first)) == 12
    assert first == second


def test_resume_in_another_cave_is_refused_and_names_the_games_own(monkeypatch, capsys):
    game = Game(rules="spec", seed=7)
    game.apply(Move(game.hunter if game.rules.may_stay else game.tunnels[0]))
    save_game(record_for(game), AUTOSAVE)
    status, out, err = session(monkeypatch, capsys, ["--resume", "--cave", "moebius"], [], terminal=True)
    assert (status, out) == (2, "")
    assert err == ("wumpus text: --resume goes on with your unfinished game, in the dodecahedron cave: "
                   "leave out --cave moebius (or --resume, to start a new game)\n")


# -- saves named or given as files -----------------------------------------------------------------------------
def a_saved_game() -> Game:
    game = Game(rules="spec", seed=7)
    game.apply(Move(game.tunnels[0]))
    return game


def test_a_save_given_as_a_file_is_named_as_the_file_and_a_save_by_its_name_in_quotes(monkeypatch, capsys, tmp_path):
    game = a_saved_game()
    save_game(record_for(game), "mine")
    file = tmp_path / "kept.json"
    file.write_bytes(save_path("mine").read_bytes())
    monkeypatch.chdir(tmp_path)
    said = {}
    bare = tmp_path / "kept"  # a file of no particular name, given by its path
    bare.write_bytes(file.read_bytes())
    for given in ("mine", "kept.json", str(file), str(bare)):
        status, _, err = session(monkeypatch, capsys, ["--load", given], ["q"])
        assert status == 0, err
        said[given] = err.splitlines()[0]
    assert said["mine"].startswith("wumpus: going on with the saved game 'mine': spec rules")
    assert said["kept.json"].startswith("wumpus: going on with the saved game kept.json: spec rules")
    assert said[str(file)].startswith(f"wumpus: going on with the saved game {file}: spec rules")
    assert said[str(bare)].startswith(f"wumpus: going on with the saved game {bare}: spec rules")


@pytest.mark.parametrize("notes", ["move 7", {"move_number": 5}])
def test_a_save_whose_dialogue_notes_are_damaged_still_goes_on(monkeypatch, capsys, notes):
    # a save is a file anyone can edit: notes that are not the words the line mode keeps (a string where
    # they are named, a number where a word is kept) are passed over
    import json

    game = Game(rules="teaching", seed=1)
    game.apply(Move(game.tunnels[0]))
    save_game(record_for(game), AUTOSAVE)
    path = save_path(AUTOSAVE)
    data = json.loads(path.read_text())
    data.setdefault("meta", {})["dialogue"] = notes
    path.write_text(json.dumps(data))
    status, out, err = session(monkeypatch, capsys, ["--resume"], ["x"], terminal=True)
    assert status == 0, err
    # one move made: the next is the second (a pipe's answers are not echoed)
    assert "\n2. Enter your move (or 'D' for directions): Exiting Program ...\n" in out


def test_an_autosave_that_cannot_be_read_is_not_taken_for_a_newer_wumpuss(monkeypatch, capsys):
    # beside it, a game kept under a name of its own: resuming does not go on with that one instead
    game = a_saved_game()
    save_game(record_for(game), "autosave-2")
    save_path(AUTOSAVE).mkdir(parents=True)
    status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["q"], terminal=True)
    assert status == 0
    assert "newer wumpus" not in err
    assert err.splitlines()[-1] == "wumpus: the unfinished game cannot be resumed: a new one starts"


# -- wumpus rules --------------------------------------------------------------------------------------------
def test_the_list_of_versions_has_its_title_at_the_left_and_its_two_columns_named(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["rules"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].rstrip() == "Versions of the game"
    header = next(line for line in lines if "rules" in line.split())
    assert header.rstrip().split(None, 1) == ["rules", "the version, and what sets it apart"]


def test_the_list_of_versions_ends_saying_how_to_play_one_and_read_its_instructions(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "120")
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    last = out.rstrip("\n").splitlines()[-1]
    assert last == "Play one with --rules NAME (full-screen or 'wumpus text'); 'wumpus rules NAME' shows its instructions."
    assert out.rstrip("\n").splitlines()[-2] == ""  # a blank line parts it from the table


def test_in_a_narrow_terminal_each_versions_name_stays_whole(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "40")
    assert main(["rules"]) == 0
    lines = capsys.readouterr().out.splitlines()
    # each name at the table's edge, one space in, as in the list at full width
    assert all(any(line.startswith(f" {name} ") for line in lines) for name in RULESETS)


def test_one_version_shows_its_summary_then_its_instructions_and_no_blank_line_after(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "200")
    ruleset = RULESETS["classic"]
    assert main(["rules", "classic"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == f"classic: {ruleset.title}"
    assert lines[1].rstrip() == ruleset.summary
    # the listing's last words of its instructions, line 1390: PRINT " PIT - 'I FEEL A DRAFT'"
    assert out.endswith(" PIT - 'I FEEL A DRAFT'\n")


def test_a_reader_that_goes_away_ends_the_game_quietly_with_status_0(tmp_path):
    import os
    import subprocess
    import sys

    proc = subprocess.Popen([sys.executable, "-m", "wumpus", "text", "--rules", "spec", "--seed", "1"],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env={**os.environ, "WUMPUS_DATA_DIR": str(tmp_path)})
    proc.stdout.close()  # nobody reads what the game prints
    _, err = proc.communicate(b"h\n" * 2000, timeout=60)
    assert (proc.returncode, err) == (0, b"")


def test_through_a_pipe_a_capital_x_leaves_the_teaching_version(monkeypatch, capsys):
    # seed 001: "7. Enter 'X' to exit the game." and, leaving, "Exiting Program ..."
    status, out, _ = session(monkeypatch, capsys, ["--rules", "teaching", "--seed", "1"], ["X", "m 2"])
    assert status == 0
    assert out.endswith("1. Enter your move (or 'D' for directions): Exiting Program ...\n")


def test_the_games_after_a_resumed_one_with_shuffled_labels_are_shuffled_too(monkeypatch, capsys):
    from wumpus.caves import load_cave, prepare_cave
    from wumpus.engine.seeds import next_seed

    base = load_cave("dodecahedron")
    seed = next(s for s in range(300) if (g := Game(prepare_cave(base, s, True), "classic", s)).start.wumpus in g.tunnels)
    game = Game(prepare_cave(base, seed, True), "classic", seed)
    save_game(record_for(game), AUTOSAVE)
    # resumed, the wumpus shot next door; then N to the same set-up: the next seed's game, its rooms shuffled
    status, out, _ = session(monkeypatch, capsys, ["--resume"], ["S", "1", str(game.start.wumpus), "N"],
                             terminal=True)
    after = Game(prepare_cave(base, next_seed(seed), True), "classic", next_seed(seed))
    plain = Game(prepare_cave(base, next_seed(seed), False), "classic", next_seed(seed))
    assert status == 0 and "AHA! YOU GOT THE WUMPUS!" in out
    said = " ".join(out.split("AHA! YOU GOT THE WUMPUS!", 1)[1].split())
    tunnels = "TUNNELS LEAD TO {} {} {}"
    assert f"YOU ARE IN ROOM {after.hunter} " + tunnels.format(*after.tunnels) in said
    assert plain.tunnels != after.tunnels
