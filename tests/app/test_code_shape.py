"""The app's code stays readable: no function in ``wumpus/app`` runs past sixty lines."""

from __future__ import annotations

import ast
from pathlib import Path

APP = Path(__file__).resolve().parents[2] / "wumpus" / "app"
LONGEST = 60


def test_no_function_in_the_app_is_over_sixty_lines():
    long = []
    for path in sorted(APP.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = node.end_lineno - node.lineno + 1
                if lines > LONGEST:
                    long.append(f"{path.name}:{node.lineno} {node.name} ({lines} lines)")
    assert not long, long
