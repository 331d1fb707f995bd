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
