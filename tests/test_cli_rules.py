"""Every command takes a ruleset as the others do."""

from __future__ import annotations

import pytest

from wumpus.cli import main


@pytest.mark.parametrize("command", [["text"], ["play"], ["watch"], ["tournament"], ["calibrate"]])
def test_every_command_takes_a_ruleset_as_the_tournament_does(command):
    # in any case, and NAME+host-dice for --host-dice
    import wumpus.cli as cli
    from wumpus.engine.rules import get_ruleset

    parser = cli.build_parser()
    for word, ruleset in (("CLASSIC", "classic"), ("tournament+host-dice", "tournament+host-dice")):
        args, _ = parser.parse_known_args([*command, "--rules", word])
        cli.apply_host_dice(getattr(args, "_parser", parser), args)
        rules = args.rules if isinstance(args.rules, str) else args.rules[0]
        assert get_ruleset(rules).name == ruleset, (command, word)


@pytest.mark.parametrize("command", [["text"], ["play"], ["watch"]])
def test_what_is_no_ruleset_is_refused_naming_them_all(command, capsys):
    with pytest.raises(SystemExit) as stop:
        main([*command, "--rules", "bogus"])
    assert stop.value.code == 2
    assert ("argument --rules: unknown ruleset 'bogus' (known: classic, spec, teaching, tournament, gentle, fiend, "
            "wump3)") in capsys.readouterr().err
