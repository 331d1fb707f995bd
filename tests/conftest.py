"""Every test keeps its saves and history in its own temporary folder, never in the real home."""

import pytest


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path_factory.mktemp("wumpus-data")))
