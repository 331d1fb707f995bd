"""What the app says about saves and at a game's end: Save as's refusals, the set-up command and the
end screen's lines, word for word; every command given deals the very set-up of the game."""

from __future__ import annotations

import dataclasses
import json
import os
import shlex
import time
from pathlib import Path

import pytest

from wumpus.app.saving import (
    AUTOSAVE, _what_now, about_save, describe_new, end_detail, home_short, record_for, save_name_problem,
    setup_command, setup_seed, setup_where,
)
from wumpus.caves import load_cave, prepare_cave
from wumpus.cli import build_parser
from wumpus.engine import Game, GameRecord, Positions
from wumpus.engine.seeds import next_seed
from wumpus.storage.saves import save_game, saves_dir


def dealt_by(command: str) -> Game:
    """The game the command deals, as the line mode deals it from the command's options."""
    from wumpus.text.lines import Setups

    words = shlex.split(command)
    assert words[0] == "wumpus"
    args = build_parser().parse_args(["play", *words[1:]])
    return Setups(load_cave(args.cave, args.seed), args.rules, args.seed, shuffle_labels=args.shuffle_labels)()


def played(cave: str | None, rules: str, seed: int, shuffle: bool) -> Game:
    game = Game(prepare_cave(load_cave(cave, seed), seed, shuffle), rules, seed)
    game.move(game.tunnels[0])
    return game


@pytest.mark.parametrize(("cave", "rules", "seed", "shuffle", "command"), [
    (None, "classic", 3, False, "wumpus --rules classic --seed 3"),
    ("dodecahedron", "gentle", 5, True, "wumpus --rules gentle --seed 5 --shuffle-labels"),
    ("moebius", "classic", 3, True, "wumpus --rules classic --cave moebius --seed 3 --shuffle-labels"),
    ("random:rooms=30,tunnels=10", "tournament", 4, False,
     "wumpus --rules tournament --cave random:rooms=30,tunnels=10 --seed 4"),
])
def test_the_set_up_command_names_rules_cave_seed_and_shuffle_and_deals_that_set_up(cave, rules, seed, shuffle,
                                                                                      command):
    game = played(cave, rules, seed, shuffle)
    record = record_for(game)
    assert setup_command(record) == command
    assert setup_where(record) == "on any machine"
    dealt = dealt_by(command)
    assert (dealt.cave.exits, dealt.start, dealt.seed) == (game.cave.exits, game.start, game.seed)
    assert setup_seed(record) == seed


def test_a_set_up_dealt_again_under_later_seeds_is_found_up_to_64_seeds_back():
    first = Game(seed=17)
    later = 17
    for _ in range(64):
        later = next_seed(later)
    record = GameRecord(first.cave, "classic", later, (), first.start)
    assert setup_seed(record) == 17
    assert setup_command(record) == "wumpus --rules classic --seed 17"
    record = GameRecord(first.cave, "classic", next_seed(later), (), first.start)
    assert setup_seed(record) is None
    assert setup_command(record) is None


def test_a_record_of_no_set_up_of_its_own_is_dealt_by_its_seed():
    assert setup_seed(GameRecord(Game(seed=9).cave, "classic", 9, (), None)) == 9


def test_a_hand_placed_set_up_has_no_command_and_the_end_screen_offers_the_replay_instead():
    game = Game(seed=3, start=Positions(1, 20, (5, 16), (11, 13)))
    game.move(5)
    assert game.over
    assert setup_command(record_for(game)) is None
    assert end_detail(game, True).split("\n") == ["Score 0 · seed 3 · n new game · r same set-up again",
                                                  "Watch this game again: wumpus replay last"]
    assert end_detail(game, False) == "Score 0 · seed 3 · n new game · r same set-up again"


def test_the_end_screen_gives_the_command_that_deals_the_same_set_up_anywhere():
    game = Game(seed=4)
    while not game.over:
        game.move(game.tunnels[0])
    lines = end_detail(game, False).split("\n")
    assert lines == [f"Score {game.score} · seed 4 · n new game · r same set-up again",
                     "The same set-up anywhere: wumpus --rules classic --seed 4"]
    assert dealt_by(lines[1].split(": ", 1)[1]).start == game.start
    assert end_detail(game, True) == end_detail(game, False)


def write_ring(path, tunnels=(1, -1, 3)):
    path.write_text('name = "ring"\nrooms = 8\n[tunnels]\n' + "".join(
        f"{room} = [{', '.join(str((room - 1 + step) % 8 + 1) for step in tunnels)}]\n" for room in range(1, 9)),
        encoding="utf-8")


def test_a_cave_files_set_up_is_dealt_with_that_file_and_not_once_the_file_has_changed(tmp_path):
    write_ring(tmp_path / "ring.toml")
    game = played(str(tmp_path / "ring.toml"), "classic", 2, False)
    record = record_for(game)
    command = setup_command(record)
    assert command == shlex.join(["wumpus", "--rules", "classic", "--cave", str(tmp_path / "ring.toml"), "--seed", "2"])
    assert setup_where(record) == "with that cave file"
    assert end_detail(game, True).split("\n")[1] == f"The same set-up with that cave file: {command}"
    assert dealt_by(command).start == game.start
    write_ring(tmp_path / "ring.toml", tunnels=(1, -1, 4))
    assert load_cave(str(tmp_path / "ring.toml")).rooms == game.cave.rooms
    assert setup_command(record) is None
    assert end_detail(game, True).split("\n")[1] == "Watch this game again: wumpus replay last"


def test_a_cave_of_no_known_source_has_no_command():
    cave = dataclasses.replace(load_cave("moebius", 3), name="mine", meta={})
    game = Game(cave, "classic", 3)
    assert setup_command(record_for(game)) is None
    assert setup_where(record_for(game)) == "on any machine"


def test_a_cave_claiming_a_built_in_name_with_other_tunnels_has_no_command():
    moebius = load_cave("moebius", 3)
    cave = dataclasses.replace(load_cave("dodecahedron", 3), name="moebius", meta=dict(moebius.meta))
    assert cave.exits != moebius.exits
    assert setup_command(record_for(Game(cave, "classic", 3))) is None


def test_a_new_game_is_described_by_rules_cave_and_seed():
    assert describe_new(Game(load_cave("moebius", 3), "gentle", 3)) == "gentle rules, moebius cave, seed 3"


def test_what_happens_when_a_save_could_not_be_opened():
    assert _what_now(AUTOSAVE) == " A new game starts."
    assert _what_now("mine") == " Your unfinished game, if any, is as it was."


@pytest.mark.parametrize(("name", "problem"), [
    ("", "Type a name first (or Esc to cancel)."),
    ("autosave", "'autosave' is the game's own save (the unfinished game, kept after every turn): "
                 "choose another name."),
    ("Last", "'Last' is the game's own save (the latest finished game, to replay): choose another name."),
    ("declined-3", "'declined-3' is the game's own save (an unfinished game you chose not to resume): "
                   "choose another name."),
    ("a/b", "'a/b' is neither a save name (letters, digits, '-', '_' or '.') nor a file path ending in .json."),
    ("a\\b", "'a\\\\b' is neither a save name (letters, digits, '-', '_' or '.') nor a file path ending in .json."),
    ("-dash", "'-dash' is not a save name: a name is 1 to 64 letters, digits, '-', '_' or '.', beginning with a letter "
              "or digit"),
    ("mine", None),
    ("My.Game-2", None),
])
def test_save_as_takes_a_name_or_says_why_not(name, problem):
    assert save_name_problem(name) == problem


def test_save_as_refuses_the_file_of_the_games_own_save_however_it_is_written():
    own = saves_dir() / "autosave.json"
    assert save_name_problem(str(own)) == (f"{own} is the file of the game's own save 'autosave' "
                                           "(the unfinished game, kept after every turn): choose another name.")
    upper = saves_dir() / "LAST.JSON"
    assert save_name_problem(str(upper)).startswith(f"{upper} is the file of the game's own save 'LAST' (")
    assert save_name_problem(str(saves_dir() / "mine.json")) is None


def test_save_as_takes_a_file_in_a_folder_that_is_there(tmp_path):
    assert save_name_problem(str(tmp_path / "game.json")) is None
    assert save_name_problem(str(tmp_path / "GAME.JSON")) is None
    (tmp_path / "folder.json").mkdir()
    assert save_name_problem(str(tmp_path / "folder.json")) == (
        f"{tmp_path / 'folder.json'} is a folder: give the name of a file in it, ending in .json.")
    assert save_name_problem(str(tmp_path / "gone" / "game.json")) == (
        f"There is no folder {tmp_path / 'gone'}: give a file in a folder that is there.")
    assert save_name_problem(str(tmp_path / "autosave.json")) is None


def test_save_as_takes_a_name_before_the_saves_folder_is_made():
    assert not saves_dir().exists()
    assert save_name_problem("mine") is None
    assert save_name_problem(str(saves_dir() / "mine.json")) is None


def test_a_path_is_shown_from_the_home_folder_when_it_is_in_it(tmp_path, monkeypatch):
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    assert home_short(home / "saves" / "mine.json") == os.path.join("~", "saves", "mine.json")
    assert home_short(tmp_path / "elsewhere.json") == str((tmp_path / "elsewhere.json").resolve())


def stamped(path, when=time.mktime((2024, 5, 6, 7, 8, 0, 0, 0, -1))) -> str:
    os.utime(path, (when, when))
    return "2024-05-06 07:08"


def test_a_save_is_told_of_by_its_game_and_when_it_was_saved():
    game = Game(seed=3, start=Positions(1, 20, (17, 16), (11, 13)))
    game.move(2)
    path = save_game(record_for(game), "mine")
    stamp = stamped(path)
    assert about_save(path) == f"classic rules, dodecahedron cave, 1 turn played, in room 2, saved on {stamp}"


def test_a_save_that_cannot_be_read_or_played_is_told_of_as_such(tmp_path):
    assert about_save(tmp_path / "none.json") == "a file that could not be read (No such file or directory)"
    binary = tmp_path / "binary.json"
    binary.write_bytes(b"\xff\xfe\x00")
    assert about_save(binary) == "a file that is not a game record (it is not text)"
    newer = tmp_path / "newer.json"
    newer.write_text(json.dumps({"format": "wumpus-game-record", "version": 10**6}))
    stamp = stamped(newer)
    assert about_save(newer) == f"a game saved by a newer wumpus, on {stamp}"
    junk = tmp_path / "junk.json"
    junk.write_text("{}")
    stamp = stamped(junk)
    assert about_save(junk) == ("a file that is no game this wumpus can play (not a wumpus game record), "
                                f"saved on {stamp}")


def test_a_path_given_from_the_folder_played_in_is_shown_whole_from_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    (home / "saves").mkdir(parents=True)
    monkeypatch.setenv("HOME", str(home))
    monkeypatch.chdir(home / "saves")
    assert home_short(Path("mine.json")) == os.path.join("~", "saves", "mine.json")
