"""What a player keeps between sessions: saved games and the history of finished ones.

Everything lives in the user data directory (``platformdirs``), or in
``$WUMPUS_DATA_DIR`` when that is set.  Every file is written atomically, so a
crash or a full disk never leaves half a file or loses the previous one.
"""

from __future__ import annotations

import os
from pathlib import Path


def data_dir() -> Path:
    override = os.environ.get("WUMPUS_DATA_DIR")
    if override:
        return Path(override)
    from platformdirs import user_data_dir

    return Path(user_data_dir("wumpus", appauthor=False))


class StorageError(Exception):
    """Something the player should hear about: a save that could not be read or written."""
