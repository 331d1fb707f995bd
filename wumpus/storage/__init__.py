"""What a player keeps between sessions: saved games and the history of finished ones.

Everything lives in the user data directory (``platformdirs``), or in
``$WUMPUS_DATA_DIR`` when that is set.  Every file is written atomically, so a
crash or a full disk never leaves half a file or loses the previous one.
"""

from __future__ import annotations

import os
from pathlib import Path


#: set (by ``wumpus serve`` for each visitor) when the data folder is removed as the game ends
FOR_THIS_VISIT = "WUMPUS_DATA_FOR_THIS_VISIT"


def data_lasts() -> bool:
    """Whether what is kept in the data folder outlasts this game: not for a visitor to ``wumpus
    serve``, whose folder goes with the browser page."""
    return not os.environ.get(FOR_THIS_VISIT)


def data_dir() -> Path:
    override = os.environ.get("WUMPUS_DATA_DIR")
    if override:
        return Path(override).expanduser()  # "~/w" given in quotes is the home folder's w, not ./~/w
    from platformdirs import user_data_dir

    return Path(user_data_dir("wumpus", appauthor=False))


def folder_problem(folder: Path) -> str | None:
    """Why ``folder`` cannot hold the player's files when it, or a folder it lies in, is a file; else None.

    When ``folder`` is the data folder the words say where it comes from (``WUMPUS_DATA_DIR`` or the
    default), so the player knows what to change.
    """
    folder = Path(folder)
    blocker = next((place for place in (folder, *folder.parents) if os.path.exists(place)), None)
    if blocker is None or os.path.isdir(blocker):
        return None
    data = data_dir()
    if data in folder.parents and (blocker == data or blocker in data.parents):
        folder = data  # a folder within the data folder, blocked at it or above it: the data folder is what to change
    if folder != data:
        what, remedy = f"the folder {folder}", "Move that file away"
    elif os.environ.get("WUMPUS_DATA_DIR"):
        what, remedy = (f"the data folder {folder}, set by WUMPUS_DATA_DIR,",
                        "Set WUMPUS_DATA_DIR to a folder, or move that file away")
    else:
        what, remedy = (f"the default data folder {folder}",
                        "Move that file away, or set WUMPUS_DATA_DIR to a folder to keep your games in")
    if blocker == folder:
        return f"{what} is a file, not a folder. {remedy}"
    return f"{what} is inside {blocker}, which is a file, not a folder. {remedy}"


class StorageError(Exception):
    """Something the player should hear about: a save that could not be read or written."""
