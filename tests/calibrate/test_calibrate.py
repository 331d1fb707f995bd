"""The notes' odds held against the truth: never a false certainty, under any ruleset."""

from __future__ import annotations

import json

import pytest

from wumpus.calibrate.cli import _count
from wumpus.calibrate.core import POLICIES, Tally, play
from wumpus.cli import main
from wumpus.engine.rules import RULESETS
from wumpus.tournament.runner import make_cave

CAVES = ("dodecahedron", "moebius", "lattice", "random:oneway=0.3")


@pytest.mark.parametrize("rules", [*RULESETS, "tournament+host-dice"])
def test_no_false_certainty_over_two_thousand_states(rules):
    tally = Tally()
    seed = 0
    while tally.states < 2000:
        cave = CAVES[seed % len(CAVES)]
        play(rules, make_cave(cave, seed, False), seed, POLICIES[(seed // len(CAVES)) % len(POLICIES)], tally)
        seed += 1
    assert tally.predictions == 3 * 20 * tally.states
    assert (tally.false_zero, tally.false_one) == (0, 0)
    # and the odds say something: better than calling every room by the base rate
    # (1 wumpus, 2 pits, 2 bats in 20 rooms)
    base = sum(p * (1 - p) for p in (1 / 20, 2 / 20, 2 / 20)) / 3
    assert tally.brier < 0.8 * base


def test_a_tally_counts_false_certainties_and_bins_by_tenths():
    tally = Tally()
    tally.add(0.0, True)
    tally.add(1.0, False)
    tally.add(0.25, True)
    tally.add(0.25, False)
    assert (tally.false_zero, tally.false_one, tally.predictions) == (1, 1, 4)
    assert tally.bins[2] == [2, 0.5, 1]
    assert tally.brier == pytest.approx((1 + 1 + 0.75**2 + 0.25**2) / 4)


def test_the_command_prints_json_per_ruleset_and_cave(capsys):
    assert main(["calibrate", "--rules", "gentle", "--cave", "dodecahedron", "--games", "2", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    total = data["gentle"]["total"]
    assert total["states"] == data["gentle"]["caves"]["dodecahedron"]["states"] > 0
    assert len(total["deciles"]) == 10
    assert total["false_zero"] == total["false_one"] == 0


def test_bad_options_get_a_message(capsys):
    assert main(["calibrate", "--rules", "nonsense"]) == 2
    assert "unknown ruleset" in capsys.readouterr().err
    assert main(["calibrate", "--games", "0"]) == 2


def test_the_figures_are_the_same_in_one_process_or_two(capsys):
    args = ["calibrate", "--rules", "teaching", "--cave", "moebius", "--games", "24", "--seed", "5", "--json"]
    assert main([*args, "--jobs", "1"]) == 0
    one = json.loads(capsys.readouterr().out)
    assert main([*args, "--jobs", "2"]) == 0
    two = json.loads(capsys.readouterr().out)
    assert one == two
    assert one["teaching"]["total"]["states"] > 50
    assert main([*args, "--jobs", "0"]) == 2
    assert "--jobs must be at least 1" in capsys.readouterr().err


def test_a_tenths_standard_error_counts_games_not_predictions():
    tally = Tally()
    for there in (True, False):  # two games, each saying 50% four times over the same room
        for _ in range(4):
            tally.add(0.5, there)
        tally.end_game()
    five = tally.deciles()[5]
    assert (five["n"], five["predicted"], five["observed"]) == (8, 0.5, 0.5)
    # the four predictions of a game count as one: (2**2 + 2**2) ** 0.5 / 8
    assert five["standard_error"] == pytest.approx(8 ** 0.5 / 8)
    merged = Tally()
    merged.merge(tally)
    merged.merge(tally)
    assert merged.deciles()[5]["standard_error"] == pytest.approx(16 ** 0.5 / 16)


def test_a_tenth_off_is_told_apart_from_chance_by_its_standard_error():
    """Odds of 45% for a hazard there half the time are 0.05 off: in 200 games that is
    within what chance does, in 20,000 it is not."""

    def tenth(games: int) -> dict:
        tally = Tally()
        for g in range(games):
            tally.add(0.45, g % 2 == 0)
            tally.end_game()
        return tally.deciles()[4]

    few, many = tenth(200), tenth(20000)
    assert few["off"] and many["off"]
    assert not few["beyond_chance"]
    assert many["beyond_chance"]
    assert not tenth(100)["off"]  # too few predictions to judge


def test_the_tables_fit_a_standard_terminal_and_agree_with_the_json(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    args = ["calibrate", "--rules", "classic", "--rules", "tournament", "--cave", "dodecahedron",
            "--cave", "random:oneway=0.3", "--games", "6", "--seed", "3"]
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(len(line) for line in lines) <= 80
    # every cave on one line, under its ruleset's line for all its caves together
    for rules in ("classic", "tournament"):
        at = next(i for i, line in enumerate(lines) if line.split()[:1] == [rules])
        total = data[rules]["total"]
        assert lines[at].split()[1:4] == [str(total["states"]), str(total["false_zero"]), str(total["false_one"])]
        for offset, cave in enumerate(("dodecahedron", "random:oneway=0.3"), start=1):
            assert lines[at + offset].split()[:2] == [cave, str(data[rules]["caves"][cave]["states"])]
    # the first tenth of each ruleset: observed less predicted, then how many predictions
    row = next(i for i, line in enumerate(lines) if line.split()[:1] == ["0.0-0.1"])
    for column, rules in enumerate(("classic", "tournament"), start=1):
        first = data[rules]["total"]["deciles"][0]
        off = first["observed"] - first["predicted"]
        assert lines[row].split()[column] == ("0.000" if abs(off) < 0.0005 else f"{off:+.3f}")
        assert first["n"] < 10_000
        assert lines[row + 1].split()[column - 1] == f"n={first['n']}"


def test_a_long_ruleset_name_stays_whole_in_a_standard_terminal(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    assert main(["calibrate", "--rules", "tournament+host-dice", "--games", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert any(line.split()[:1] == ["tournament+host-dice"] for line in lines)


def test_big_counts_are_shortened_to_fit_a_column():
    assert [_count(n) for n in (851, 9999, 10_000, 40_110, 999_499, 999_600, 33_462_300)] == [
        "851", "9999", "10k", "40k", "999k", "1.0M", "33.5M"]


def test_a_long_cave_path_folds_and_every_column_fits_a_standard_terminal(capsys, monkeypatch):
    from wumpus.assets import asset_path

    monkeypatch.setenv("COLUMNS", "80")
    path = str(asset_path("caves", "waterslide-competition.txt"))
    assert len(path) > 30
    assert main(["calibrate", "--rules", "classic", "--cave", path, "--cave", "lattice", "--games", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(len(line) for line in lines) <= 80
    header = " ".join(lines[2:4])
    assert all(word in header for word in ("states", "Brier", "tenths", "off", "inexact"))
    # the path, folded, is all there, under its ruleset
    at = next(i for i, line in enumerate(lines) if line.split()[:1] == ["classic"])
    folded = ""
    for line in lines[at + 1:]:
        if line.split()[:1] == ["lattice"]:
            break
        folded += line.split()[0]
    assert folded == path


def test_a_random_cave_is_named_by_the_settings_that_differ_from_the_defaults(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "80")
    spec = "random:rooms=20,tunnels=3,oneway=0.5"
    assert main(["calibrate", "--rules", "classic", "--cave", "dodecahedron", "--cave", spec, "--games", "1"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert max(len(line) for line in lines) <= 80
    assert any(line.split()[:1] == ["random:oneway=0.5"] for line in lines)  # one line, not folded
    assert not any("tunnels=3" in line or line.strip() == ".5" for line in lines)


def test_a_cave_file_named_with_brackets_is_printed_as_named(capsys, monkeypatch, tmp_path):
    from wumpus.assets import asset_path

    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.chdir(tmp_path)
    (tmp_path / "risk[b].txt").write_text(asset_path("caves", "risk-competition.txt").read_text())
    assert main(["calibrate", "--rules", "classic", "--cave", "risk[b].txt", "--cave", "lattice", "--games", "1"]) == 0
    assert "  risk[b].txt " in capsys.readouterr().out


def test_a_long_cave_name_stays_on_its_line_and_the_tenths_off_carry_the_tables_marks(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    args = ["calibrate", "--rules", "wump3", "--cave", "random:rooms=26,oneway=0.3", "--cave", "dodecahedron",
            "--games", "3", "--seed", "5"]
    assert main([*args, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert main(args) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    row = next(line for line in lines if line.split()[:1] == ["random:rooms=26,oneway=0.3"])
    total = data["wump3"]["caves"]["random:rooms=26,oneway=0.3"]
    off = [d for d in total["deciles"] if d["off"]]
    beyond = sum(d["beyond_chance"] for d in off)
    marks = " ".join(f"{n} {m}" for n, m in ((beyond, "✗"), (len(off) - beyond, "✗?")) if n) or "0"
    assert row.split()[1] == str(total["states"]) and f" {marks} " in row
    assert "inexact" in lines[3] and "approx" not in out
