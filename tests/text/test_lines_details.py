"""The games of one line-mode session, and the help the line mode and the list of versions give."""

from __future__ import annotations

import pytest

from wumpus.cli import main
from wumpus.engine import DODECAHEDRON
from wumpus.engine.seeds import next_seed
from wumpus.text.lines import Setups


def test_each_new_set_up_of_a_seeded_session_follows_from_the_one_before():
    # a seeded session is repeatable game after game: the third game's seed is the one after the second's
    setups = Setups(DODECAHEDRON, "classic", 5)
    seeds = [setups().seed for _ in range(3)]
    assert seeds == [5, next_seed(5), next_seed(next_seed(5))]
    assert len(set(seeds)) == 3


def test_a_session_without_a_seed_still_deals_every_game_from_one():
    # so that each game can be kept, and replayed, like any other
    setups = Setups(DODECAHEDRON, "classic")
    first, second = setups(), setups()
    assert first.seed is not None and second.seed == next_seed(first.seed)


def help_text(capsys, *argv: str) -> str:
    with pytest.raises(SystemExit) as stop:
        main([*argv, "--help"])
    assert stop.value.code == 0
    return " ".join(capsys.readouterr().out.split())


def test_the_line_modes_help_says_how_to_go_on_with_a_game_and_what_is_kept(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    text = help_text(capsys, "text")
    assert "[--resume | --load NAME|FILE]" in text
    assert "--resume go on with the unfinished game (played here or full-screen) in its own rules and cave; " \
           "if there is none, a new game starts" in text
    assert "--load NAME|FILE go on with a game saved under NAME (ctrl+s in the full-screen game, or a game set " \
           "aside, such as 'declined') or in FILE, in its own rules and cave" in text
    for words in ("Reads answers from standard input one line at a time", "End of input or Ctrl-C leaves the game",
                  "the save 'autosave'", "'wumpus text --resume' or 'wumpus --resume' goes on with it",
                  "the save 'declined'", "kept as 'autosave-2'", "is said on standard error."):
        assert words in text


def test_load_with_an_empty_name_is_refused(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["text", "--load", " "])
    assert stop.value.code == 2
    assert "argument --load: give the name of a save (ctrl+s in the game) or a file" in capsys.readouterr().err


def test_the_list_of_versions_help_names_its_one_argument(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    text = help_text(capsys, "rules")
    assert text.startswith("usage: wumpus rules [-h] [NAME] ")
    assert "List the versions of the game the rulesets play, and what sets each apart. " \
           "Give a ruleset's name to read that version's own instructions." in text
    assert "NAME a ruleset whose instructions to show" in text


def test_play_script_plays_the_lines_as_a_session_would_and_gives_the_transcript():
    from wumpus.text import play_script

    from .helpers import play

    assert play_script(["N", "M", "2"], rules="classic", seed=1) == play(["N", "M", "2"], "classic", seed=1)
    # the classic version unless another is named: seed 004's first question
    assert play_script(["N"], seed=3).startswith("INSTRUCTIONS (Y-N)?N\n")
    assert play_script(["m 2"], "spec", 1).startswith("Hunt the Wumpus\n")


def test_play_script_plays_in_the_cave_given_or_the_games_handed_to_it():
    from wumpus.caves import load_cave
    from wumpus.engine import Game
    from wumpus.text import play_script

    cave = load_cave("moebius", 2)
    text = play_script(["P", "X"], "teaching", 2, cave=cave)
    assert f"The tunnels of the {cave.name} cave, room by room:" in text
    game = Game(rules="gentle", seed=4)
    text = play_script(["q"], "gentle", new_game=lambda: game)
    assert f"You are in room: {game.hunter}\n" in text
