"""``wumpus rules``: the versions listed, and one version's own instructions."""

from __future__ import annotations

from wumpus.cli import main
from wumpus.engine.rules import RULESETS


def test_every_ruleset_is_listed_with_its_title_in_a_standard_terminal(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["rules"]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert max(len(line) for line in lines) <= 80
    names = [line.split()[0] for line in lines if line[:1] == " " and line.split()[:1] and line.split()[0] in RULESETS]
    assert names == list(RULESETS)
    for ruleset in RULESETS.values():
        assert ruleset.title in out


def test_one_ruleset_shows_its_own_instructions(capsys):
    assert main(["rules", "tournament"]) == 0
    out = capsys.readouterr().out
    assert out.startswith("tournament: Hunt the Wumpus (AI competition)")
    assert RULESETS["tournament"].messages.instructions.strip() in out
    assert main(["rules", "Classic"]) == 0
    assert "THE WUMPUS LIVES IN A CAVE OF 20 ROOMS" in capsys.readouterr().out


def test_an_unknown_ruleset_is_refused_with_the_names_there_are(capsys):
    assert main(["rules", "nope"]) == 2
    captured = capsys.readouterr()
    assert captured.out == ""
    assert captured.err == ("wumpus rules: there is no ruleset 'nope' (the rulesets: "
                            + ", ".join(RULESETS) + ")\n")


def test_a_word_too_many_is_refused_with_the_commands_own_usage(capsys):
    import pytest

    with pytest.raises(SystemExit) as stop:
        main(["rules", "classic", "extra"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert err.startswith("usage: wumpus rules") and "unrecognized arguments: extra" in err
