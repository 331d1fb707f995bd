"""The benchmark scripts answer a mistyped option with a usage message, not a traceback."""

import subprocess
import sys
from pathlib import Path

import pytest

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
