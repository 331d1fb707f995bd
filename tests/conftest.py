"""Every test keeps its saves and history in its own temporary folder, never in the real home."""

import os

import pytest
from hypothesis import Phase, settings

# Under mutation testing a failing example is all that matters: skip shrinking it.  mutmut
# names its step in MUTANT_UNDER_TEST from the start (empty while it collects the tests its
# workers are forked from), and the profile must be loaded before the test modules make
# their own settings.
settings.register_profile("mutation", phases=[Phase.explicit, Phase.reuse, Phase.generate])
if "MUTANT_UNDER_TEST" in os.environ:
    settings.load_profile("mutation")


@pytest.fixture(autouse=True)
def _private_data_dir(tmp_path_factory, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path_factory.mktemp("wumpus-data")))
