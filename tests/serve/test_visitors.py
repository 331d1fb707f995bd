"""``wumpus serve``: each visitor plays in a data folder of their own, unless ``--shared-data``."""

from __future__ import annotations

import os
import shlex
import sys

from wumpus.cli import build_parser


def served(*argv: str) -> list[str]:
    from wumpus.serve.cli import game_command

    return shlex.split(game_command(build_parser().parse_args(["serve", *argv])))


def test_each_visitor_runs_the_game_in_a_data_folder_of_their_own():
    assert served("--seed", "3", "--rules", "spec") == [
        sys.executable, "-m", "wumpus.serve.visitor", "play", "--rules", "spec", "--seed", "3"]


def test_shared_data_runs_the_game_in_the_server_users_data_folder():
    assert served("--shared-data")[:4] == [sys.executable, "-m", "wumpus", "play"]


def test_a_visitors_folder_is_new_and_empty_and_gone_when_the_game_ends(monkeypatch, tmp_path):
    import wumpus.cli
    from wumpus.serve import visitor

    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    (tmp_path / "saves").mkdir()  # the server user's own games
    seen = []

    def game(argv):
        folder = os.environ["WUMPUS_DATA_DIR"]
        seen.append((list(argv), folder, os.listdir(folder)))
        open(os.path.join(folder, "autosave.json"), "w").close()
        return 0

    monkeypatch.setattr(wumpus.cli, "main", game)
    assert visitor.main(["play", "--seed", "3"]) == 0
    assert visitor.main(["play"]) == 0
    (first_argv, first, first_files), (_, second, second_files) = seen
    assert first_argv == ["play", "--seed", "3"]
    assert first != second and str(tmp_path) not in (first, second)
    assert first_files == second_files == []  # the first visitor's autosave is not the second's
    assert not os.path.exists(first) and not os.path.exists(second)
    assert os.environ["WUMPUS_DATA_DIR"] == str(tmp_path)
