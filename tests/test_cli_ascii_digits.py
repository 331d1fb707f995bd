"""Numbers on the command line take plain ASCII digits only, as the game's own answers do."""

from __future__ import annotations

import pytest

from wumpus.cli import main


@pytest.mark.parametrize("seed", ["１", "٣", "1_000", "²"])
@pytest.mark.parametrize("command", [["text"], ["play"], ["caves", "random"], ["tournament"]])
def test_a_seed_in_other_digits_is_refused_with_a_reason(command, seed, capsys):
    with pytest.raises(SystemExit) as stop:
        main([*command, "--seed", seed])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"argument --seed: a seed is a whole number, not {seed!r}" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("setting, kind", [
    ("rooms=２０", "is not a whole number"), ("tunnels=٣", "is not a whole number"),
    ("rooms=2_0", "is not a whole number"), ("oneway=０.５", "is not a number from 0 to 1"),
    ("oneway=0.2_5", "is not a number from 0 to 1"),
])
def test_a_random_cave_in_other_digits_is_refused_in_one_line(setting, kind, monkeypatch, capsys):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("N\n"))
    status = main(["text", "--seed", "1", "--cave", f"random:{setting}"])
    out, err = capsys.readouterr()
    key, value = setting.split("=")
    assert status == 2 and out == ""
    assert err == f"wumpus: random cave: {key}={value!r} {kind}\n"
    assert main(["caves", f"random:{setting}"]) == 2
    assert f"{key}={value!r} {kind}" in capsys.readouterr().err


@pytest.mark.parametrize("spec", [
    "random:rooms=+20", "random:oneway=.5", "random:oneway=1e-1", "random:rooms=30,tunnels=4",
])
def test_plain_ascii_numbers_still_make_a_random_cave(spec, monkeypatch, capsys):
    import io

    monkeypatch.setattr("sys.stdin", io.StringIO("N\n"))
    assert main(["text", "--seed", "0012", "--cave", spec]) == 0
    out, err = capsys.readouterr()
    assert out.startswith("INSTRUCTIONS (Y-N)?") and err == ""


@pytest.mark.parametrize("value", ["\uff11", "\u0663", "1_000", "2.0", "x"])
@pytest.mark.parametrize("command, option", [
    (["tournament"], "--games"), (["tournament"], "--jobs"), (["calibrate"], "--games"), (["calibrate"], "--jobs"),
    (["bench"], "--games"), (["serve"], "--port"),
])
def test_a_count_in_other_digits_is_refused_with_a_reason(command, option, value, capsys):
    # int() reads the first three as numbers
    with pytest.raises(SystemExit) as stop:
        main([*command, option, value])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert f"argument {option}: a whole number in the digits 0-9, not {value!r}" in err
    assert "Traceback" not in err


@pytest.mark.parametrize("value", ["nan", "1_0", "\uff11"])
def test_a_time_limit_in_other_digits_is_refused(value, capsys):
    with pytest.raises(SystemExit) as stop:
        main(["tournament", "--time-limit", value])
    assert stop.value.code == 2
    assert f"not a number of seconds (0 for no limit): {value!r}" in capsys.readouterr().err

