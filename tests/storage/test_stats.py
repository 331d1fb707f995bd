"""Statistics over the history, and the ``wumpus stats`` command."""

import json
import subprocess
import sys

from wumpus.storage.history import Entry
from wumpus.storage.stats import report, sparkline, summarise


def entry(rules="classic", cave="dodecahedron", won=False, cause="pit", score=0, moves=5, seed=1):
    return Entry(rules, cave, seed, won, "wumpus_killed" if won else cause, moves, 1, score, "2026-01-01T00:00:00Z")


def test_summary_counts_wins_scores_and_causes():
    entries = [entry(won=True, score=90, moves=10), entry(cause="pit"), entry(cause="pit"), entry(cause="wumpus")]
    s = summarise(entries)
    assert (s.games, s.wins, s.win_rate, s.average_score) == (4, 1, 0.25, 22.5)
    assert s.causes == {"pit": 2, "wumpus": 1}
    assert [b.score for b in s.best] == [90]


def test_report_groups_by_ruleset_and_cave():
    entries = [entry(), entry(rules="tournament", won=True, score=80), entry(cave="moebius")]
    r = report(entries)
    assert set(r.groups) == {("classic", "dodecahedron"), ("tournament", "dodecahedron"), ("classic", "moebius")}
    assert r.overall.games == 3 and r.groups[("tournament", "dodecahedron")].wins == 1


def test_sparkline_marks_losses_and_scales_wins():
    assert sparkline([entry(), entry(won=True, score=100), entry(won=True, score=50)]) == "✗█▄"


def test_stats_command_prints_json(tmp_path):
    (tmp_path / "history.jsonl").write_text("\n".join(
        json.dumps(e.__dict__) for e in [entry(), entry(won=True, score=95)]) + "\nnot json\n")
    out = subprocess.run([sys.executable, "-m", "wumpus", "stats", "--json"], capture_output=True, text=True,
                         env={"WUMPUS_DATA_DIR": str(tmp_path), "PATH": ""}, check=True).stdout
    data = json.loads(out.strip().splitlines()[-1])
    assert data["overall"]["games"] == 2 and data["overall"]["wins"] == 1 and data["skipped_lines"] == 1


def test_stats_command_tables(tmp_path):
    (tmp_path / "history.jsonl").write_text(json.dumps(entry(won=True, score=95).__dict__) + "\n")
    out = subprocess.run([sys.executable, "-m", "wumpus", "stats"], capture_output=True, text=True,
                         env={"WUMPUS_DATA_DIR": str(tmp_path), "PATH": "", "COLUMNS": "100"}, check=True).stdout
    assert "your record" in out and "dodecahedron" in out and "Best games" in out


def test_stats_command_lists_a_given_up_game_among_the_games_lost_not_the_deaths(tmp_path):
    lines = [entry(cause="quit"), entry(cause="pit"), entry(won=True, score=95)]
    (tmp_path / "history.jsonl").write_text("".join(json.dumps(e.__dict__) + "\n" for e in lines))
    out = subprocess.run([sys.executable, "-m", "wumpus", "stats"], capture_output=True, text=True,
                         env={"WUMPUS_DATA_DIR": str(tmp_path), "PATH": "", "COLUMNS": "100"}, check=True).stdout
    assert "How games were lost" in out and "Deaths" not in out
    assert "gave up" in out and "fell into a pit" in out


def test_stats_command_prints_a_cave_named_in_square_brackets_as_named(tmp_path):
    lines = [json.dumps(entry(cave="Doom [/] [red]cave", won=True, score=90).__dict__),
             json.dumps(entry(cave="Doom [/] [red]cave").__dict__)]
    (tmp_path / "history.jsonl").write_text("\n".join(lines) + "\n")
    run = subprocess.run([sys.executable, "-m", "wumpus", "stats"], capture_output=True, text=True,
                         env={"WUMPUS_DATA_DIR": str(tmp_path), "PATH": "", "COLUMNS": "120"})
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("Doom [/] [red]cave") == 2  # the record and the best games


def run_stats(data_dir, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "wumpus", "stats", *args], capture_output=True, text=True,
                          env={"WUMPUS_DATA_DIR": str(data_dir), "PATH": "", "COLUMNS": "120",
                               "PYTHONIOENCODING": "utf-8"})


def test_stats_that_cannot_read_the_history_says_so_on_stderr_and_nothing_on_stdout(tmp_path):
    a_file = tmp_path / "afile"
    a_file.write_text("x\n")
    for args in (("--json",), ()):
        run = run_stats(a_file, *args)
        assert run.returncode == 2
        assert run.stdout == ""  # a script reading the JSON finds none, not words it cannot parse
        assert run.stderr.startswith(f"wumpus stats: could not read your history: the data folder {a_file}")


def test_stats_json_prints_one_json_object_and_nothing_else(tmp_path):
    (tmp_path / "history.jsonl").write_text(json.dumps(entry(won=True, score=95).__dict__) + "\nnot json\n")
    run = run_stats(tmp_path, "--json")
    assert run.returncode == 0 and run.stderr == ""
    assert json.loads(run.stdout)["skipped_lines"] == 1


def test_every_way_a_game_ends_has_its_own_plain_label():
    from wumpus.engine import events as ev
    from wumpus.storage.stats import CAUSE_LABELS

    assert set(ev.CAUSES) | {ev.QUIT} <= set(CAUSE_LABELS)
    labels = list(CAUSE_LABELS.values())
    assert len(set(labels)) == len(labels)  # no two ways of dying read the same
    assert not any("_" in label or "groggy" in label for label in labels)


def test_stats_names_a_cause_in_plain_words_and_json_keeps_its_name(tmp_path):
    lost = [entry(cause="groggy_wumpus"), entry(cause="groggy_wumpus"), entry(cause="wumpus"),
            entry(cause="wumpus_dropped"), entry(cause="someday_new")]
    (tmp_path / "history.jsonl").write_text("\n".join(json.dumps(e.__dict__) for e in lost) + "\n")
    out = run_stats(tmp_path).stdout
    assert "│ the wumpus woke and came to you │     2 │   40% │" in out
    assert "│ entered the wumpus's room       │     1 │   20% │" in out
    assert "│ bats dropped the wumpus on you  │     1 │   20% │" in out
    assert "│ someday new " in out  # a cause a later version added: as written
    assert "groggy" not in out
    data = json.loads(run_stats(tmp_path, "--json").stdout)
    assert data["overall"]["causes"] == {"groggy_wumpus": 2, "wumpus": 1, "wumpus_dropped": 1, "someday_new": 1}


def test_stats_json_gives_every_best_game_its_rules_cave_and_seed(tmp_path):
    wins = [entry(rules="tournament", cave="random:rooms=60,tunnels=3", won=True, score=95, seed=11),
            entry(won=True, score=90, seed=12)]
    (tmp_path / "history.jsonl").write_text("\n".join(json.dumps(e.__dict__) for e in wins) + "\n")
    data = json.loads(run_stats(tmp_path, "--json").stdout)
    expected = [{"rules": "tournament", "cave": "random:rooms=60,tunnels=3", "seed": 11},
                {"rules": "classic", "cave": "dodecahedron", "seed": 12}]
    assert [{k: b[k] for k in ("rules", "cave", "seed")} for b in data["overall"]["best"]] == expected
    for group in data["groups"]:
        for best in group["best"]:
            assert (best["rules"], best["cave"]) == (group["rules"], group["cave"]) and best["seed"] in (11, 12)


def test_stats_on_a_terminal_without_blocks_or_crosses_draws_in_plain_characters(tmp_path):
    games = [entry(cave="Höhle"), entry(cave="Höhle", won=True, score=100), entry(won=True, score=50)]
    (tmp_path / "history.jsonl").write_text("\n".join(json.dumps(e.__dict__) for e in games) + "\n",
                                            encoding="utf-8")
    run = subprocess.run([sys.executable, "-m", "wumpus", "stats"], capture_output=True, text=True, encoding="ascii",
                         errors="strict", env={"WUMPUS_DATA_DIR": str(tmp_path), "PATH": "", "COLUMNS": "100",
                                               "PYTHONIOENCODING": "ascii"})
    assert run.returncode == 0 and run.stderr == ""
    assert "| classic | H?hle        |     2 |   1 |   50% | 50.0 | x@     |" in run.stdout
    assert "| all     |              |     3 |   2 |   67% | 50.0 | x@-    |" in run.stdout
    assert sparkline([entry(), entry(won=True, score=100), entry(won=True, score=50)], plain=True) == "x@-"


def test_stats_with_no_games_in_a_folder_that_cannot_be_written_says_none_can_be_kept(tmp_path, monkeypatch, capsys):
    import os

    from wumpus.cli import main

    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("COLUMNS", "200")
    assert main(["stats"]) == 0
    assert "They will be kept in" in capsys.readouterr().out  # a folder to be made where files can be written
    real_access = os.access
    monkeypatch.setattr(os, "access", lambda path, mode, **kw: False if mode & os.W_OK else real_access(path, mode))
    assert main(["stats"]) == 0
    out = " ".join(capsys.readouterr().out.split())
    assert "No finished games yet, and none can be kept in" in out and "cannot be written to" in out
    assert "They will be kept" not in out
