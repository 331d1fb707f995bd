"""The engine is pure: importing it must not pull in the terminal libraries."""

import subprocess
import sys

import pytest


@pytest.mark.parametrize("module", ["wumpus", "wumpus.engine", "wumpus.caves", "wumpus.bench.cli"])
def test_engine_imports_no_terminal_library(module):
    code = (
        f"import sys, {module}\n"
        "loaded = sorted(m for m in ('textual', 'rich') if m in sys.modules)\n"
        "print(','.join(loaded))\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.strip() == "", f"{module} imported {result.stdout.strip()}"


def test_engine_uses_no_global_random():
    """No module of the engine calls the random module's shared generator."""
    import ast
    from pathlib import Path

    import wumpus.engine

    root = Path(wumpus.engine.__file__).parent
    shared = {"random", "randint", "choice", "shuffle", "randrange", "sample", "uniform", "seed"}
    for path in root.rglob("*.py"):
        tree = ast.parse(path.read_text())
        for node in ast.walk(tree):
            if isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and node.value.id == "random":
                assert node.attr not in shared, f"{path.name} calls random.{node.attr}"
            if isinstance(node, ast.ImportFrom) and node.module == "random":
                raise AssertionError(f"{path.name} imports names from random")


def test_the_app_and_the_notes_load_numpy_only_when_a_game_needs_it():
    code = (
        "import sys, wumpus.app.main, wumpus.bots.insight\n"
        "from wumpus.engine import Game\n"
        "wumpus.bots.insight.insight_for(Game(rules='classic', seed=1)).all_odds\n"
        "before = 'numpy' in sys.modules\n"
        "wumpus.bots.insight.insight_for(Game(rules='fiend', seed=1)).all_odds\n"
        "print(before, 'numpy' in sys.modules)\n"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert result.stdout.split() == ["False", "True"]
