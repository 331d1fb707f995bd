"""``wumpus serve``: each visitor plays in a data folder of their own, unless ``--shared-data``."""

from __future__ import annotations

import os
import shlex
import sys

import pytest

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


def test_a_visitors_game_knows_what_it_keeps_lasts_only_while_the_page_is_open(monkeypatch, tmp_path):
    import wumpus.cli
    from wumpus.serve import visitor
    from wumpus.storage import FOR_THIS_VISIT, data_lasts

    monkeypatch.delenv(FOR_THIS_VISIT, raising=False)
    lasts = []
    monkeypatch.setattr(wumpus.cli, "main", lambda argv: lasts.append(data_lasts()) or 0)
    assert data_lasts()
    assert visitor.main(["play"]) == 0
    assert lasts == [False] and data_lasts()  # and as before once the visit is over


def test_serve_refuses_a_cave_no_game_can_be_played_in_before_serving(capsys, monkeypatch):
    from wumpus.cli import main

    monkeypatch.setattr("textual_serve.server.Server.serve", lambda self: pytest.fail("served"))
    assert main(["serve", "--cave", "nope", "--port", "8123"]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith("wumpus serve: ") and "nope" in err


def test_serve_on_a_port_in_use_says_so_before_claiming_to_serve(capsys, monkeypatch):
    import socket

    from wumpus.cli import main

    monkeypatch.setattr("textual_serve.server.Server.serve", lambda self: pytest.fail("served"))
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        port = busy.getsockname()[1]
        assert main(["serve", "--port", str(port)]) == 2
    out, err = capsys.readouterr()
    assert out == "" and err.startswith(f"wumpus serve: cannot listen on 127.0.0.1:{port}: ")


def test_serve_says_where_a_browser_finds_the_game():
    import socket

    from wumpus.serve.cli import where

    assert where("127.0.0.1", 8000) == "at http://127.0.0.1:8000"
    assert where("::1", 8080) == "at http://[::1]:8080"
    # 0.0.0.0 is no address a browser can open
    assert where("0.0.0.0", 8000) == (
        f"on every address of this machine, port 8000: for example http://{socket.gethostname()}:8000")
    assert where("::", 80).startswith("on every address of this machine, port 80:")


def test_a_page_connects_back_to_the_host_its_visitor_named_or_else_to_an_address_a_browser_can_open():
    import socket

    from wumpus.serve.server import GameServer, page_origin

    assert page_origin("http", "my_box:8000", "http://x:1") == "http://my_box:8000"
    assert page_origin("http", "[::1]:8000", "http://x:1") == "http://[::1]:8000"
    assert page_origin("http", "[::1", "http://x:1") == "http://x:1"  # no address: the fallback
    assert page_origin("http", None, "http://x:1") == "http://x:1"
    # served on every address, the fallback is this machine's name, never 0.0.0.0
    assert GameServer("true", "0.0.0.0", 8000, "t")._listening_on == f"http://{socket.gethostname()}:8000"
    assert GameServer("true", "127.0.0.1", 8000, "t")._listening_on == "http://127.0.0.1:8000"
