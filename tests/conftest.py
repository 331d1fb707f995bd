"""Every test keeps its saves and history in its own temporary folder, never in the real home."""

import os

import pytest
from hypothesis import Phase, settings

# Under mutation testing a failing example is all that matters: skip shrinking it.
settings.register_profile("mutation", phases=[Phase.explicit, Phase.reuse, Phase.generate])
if os.environ.get("MUTANT_UNDER_TEST"):
    settings.load_profile("mutation")


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path_factory.mktemp("wumpus-data")))
