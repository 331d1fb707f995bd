"""The benchmark scripts answer a mistyped option with a usage message, not a traceback."""

import subprocess
import sys
from pathlib import Path

import pytest

from .bot_sources import LOOPS

ROOT = Path(__file__).resolve().parents[1]


@pytest.mark.parametrize(
    ("script", "args", "says"),
    [
        ("bench_hunter.py", ["--cave", "risk"], "unknown cave 'risk'"),
        ("bench_hunter.py", ["--rules", "nope"], "unknown ruleset 'nope'"),
        ("bench_hunter.py", ["--bot", "nope"], "unknown bot 'nope'"),
        ("bench_hunter.py", ["--games", "0"], "at least 1"),
        ("bench_notes.py", ["--caves", "risk"], "invalid choice: 'risk'"),
        ("bench_notes.py", ["--moves", "0"], "at least 1"),
        ("bench_replay.py", ["--turns", "0"], "at least 1"),
    ],
)
def test_bad_option_is_a_usage_error(script, args, says):
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / script), *args],
                            capture_output=True, text=True, cwd=ROOT, timeout=120)
    assert result.returncode == 2
    assert says in result.stderr
    assert "Traceback" not in result.stderr
    assert result.stdout == ""


FAILING_BOTS = """
class Raises:
    def new_game(self):
        pass

    def act(self, observation):
        raise ValueError("boom")
""" + LOOPS


@pytest.mark.parametrize(("bot", "says"), [
    ("Raises", "bench_hunter.py: bot 'failing_bots:Raises' failed: ValueError: boom at failing_bots.py line 7 "
               "(game 0, seed 0, cave dodecahedron)"),
    ("Loops", "bench_hunter.py: bot 'failing_bots:Loops' took more than 0.5 s to answer "
              "(game 0, seed 0, cave dodecahedron)"),
])
def test_a_failing_bot_stops_the_bench_with_one_line_as_the_tournament_says_it(tmp_path, bot, says):
    (tmp_path / "failing_bots.py").write_text(FAILING_BOTS)
    result = subprocess.run([sys.executable, str(ROOT / "scripts" / "bench_hunter.py"), "--bot", f"failing_bots:{bot}",
                             "--games", "2", "--cave", "dodecahedron", "--no-shuffle", "--time-limit", "0.5"],
                            capture_output=True, text=True, cwd=tmp_path, timeout=120)
    assert (result.returncode, result.stderr) == (1, says + "\n")
