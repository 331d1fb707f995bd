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


def test_stats_command_prints_a_cave_named_in_square_brackets_as_named(tmp_path):
    lines = [json.dumps(entry(cave="Doom [/] [red]cave", won=True, score=90).__dict__),
             json.dumps(entry(cave="Doom [/] [red]cave").__dict__)]
    (tmp_path / "history.jsonl").write_text("\n".join(lines) + "\n")
    run = subprocess.run([sys.executable, "-m", "wumpus", "stats"], capture_output=True, text=True,
                         env={"WUMPUS_DATA_DIR": str(tmp_path), "PATH": "", "COLUMNS": "120"})
    assert run.returncode == 0, run.stderr
    assert run.stdout.count("Doom [/] [red]cave") == 2  # the record and the best games
