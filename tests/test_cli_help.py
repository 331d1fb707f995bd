"""``wumpus --help`` names the full-screen game's own options."""

from __future__ import annotations

import pytest

from wumpus.cli import main


def test_top_level_help_lists_the_play_options(capsys):
    with pytest.raises(SystemExit):
        main(["--help"])
    out = capsys.readouterr().out
    tail = out[out.index("opens the full-screen game"):]
    for option in ("--seed", "--rules", "--cave", "--resume", "--load", "--no-animation"):
        assert option in tail
    assert tail.count("--help") == 0


def subcommand_helps() -> dict[str, str]:
    import argparse

    from wumpus.cli import build_parser

    parser = build_parser()
    (subparsers,) = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    return {name: sub.format_help() for name, sub in subparsers.choices.items()}


def test_the_subcommands_help_alike():
    """The same option is written the same way everywhere: every --cave takes NAME|PATH (a built-in
    cave, a file or a random cave: all load through one function), every --rules lists the rulesets,
    and every default is written '(default: X)'."""
    import re

    from wumpus.engine.rules import RULESETS

    helps = subcommand_helps()
    for name, text in helps.items():
        flat = " ".join(text.split())
        assert not re.search(r"\(default [^:]", flat), name
        if "--cave" in text:
            assert "--cave NAME|PATH" in text and "a cave file, or random[:rooms=N" in flat, name
        if "--rules NAME" in text:
            assert ", ".join(RULESETS) in flat, name
    assert {"tournament", "calibrate", "play", "text", "watch", "serve"} <= {n for n, t in helps.items()
                                                                            if "--rules NAME" in t}


@pytest.mark.parametrize("stage", ["build_parser", "apply_host_dice"])
def test_ctrl_c_while_the_command_is_still_loading_says_goodbye(monkeypatch, capsys, stage):
    import wumpus.cli as cli

    def interrupted(*args, **kwargs):
        raise KeyboardInterrupt

    monkeypatch.setattr(cli, stage, interrupted)
    assert cli.main(["text"]) == 130
    captured = capsys.readouterr()
    assert captured.err == "\nGoodbye.\n"
    assert captured.out == ""


def test_ctrl_c_while_the_command_line_itself_loads_says_goodbye(monkeypatch, capsys):
    import builtins
    import sys

    from wumpus.__main__ import run

    real_import = builtins.__import__

    def interrupted(name, *args, **kwargs):
        if name == "wumpus.cli":
            raise KeyboardInterrupt
        return real_import(name, *args, **kwargs)

    monkeypatch.delitem(sys.modules, "wumpus.cli")
    monkeypatch.setattr(builtins, "__import__", interrupted)
    assert run() == 130
    assert capsys.readouterr().err == "\nGoodbye.\n"


def test_the_wumpus_command_runs_the_command_line(monkeypatch, capsys):
    import sys

    from wumpus.__main__ import run

    monkeypatch.setattr(sys, "argv", ["wumpus", "caves"])
    assert run() == 0
    assert "Built-in caves" in capsys.readouterr().out
