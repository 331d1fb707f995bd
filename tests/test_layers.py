"""The layers hold: the import contracts in pyproject.toml, checked by import-linter."""

from __future__ import annotations

import os
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def contracts() -> list[dict]:
    with open(ROOT / "pyproject.toml", "rb") as f:
        return tomllib.load(f)["tool"]["importlinter"]["contracts"]


def test_the_contracts_name_the_layers():
    by_name = {c["name"]: c for c in contracts()}
    engine = by_name["The engine imports nothing of the project above it"]
    assert {"wumpus.app", "wumpus.text", "wumpus.bots", "wumpus.caves", "wumpus.storage"} <= set(
        engine["forbidden_modules"])
    below = by_name["Caves and storage import neither the app nor the line mode nor the bots"]
    assert set(below["source_modules"]) == {"wumpus.caves", "wumpus.storage"}
    apart = by_name["The app and the line mode do not import each other"]
    assert apart["type"] == "independence" and set(apart["modules"]) == {"wumpus.app", "wumpus.text"}


def test_every_import_contract_is_kept(capsys):
    from importlinter import cli  # in the test extra
    here = os.getcwd()
    os.chdir(ROOT)
    try:
        status = cli.lint_imports(no_cache=True, no_logo=True)
    finally:
        os.chdir(here)
    report = capsys.readouterr().out
    assert status == 0, report
    assert "BROKEN" not in report and f"{len(contracts())} kept, 0 broken" in report
