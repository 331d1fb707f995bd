"""One visitor's game under ``wumpus serve``: ``python -m wumpus.serve.visitor play [OPTIONS]``.

Every browser tab gets a process of its own, and this makes that process's data folder a new,
empty one (``WUMPUS_DATA_DIR``), removed when the game ends: one visitor is never offered
another's unfinished game, and nobody's saves, history or statistics are mixed with another's
or with those of the user running the server.  ``wumpus serve --shared-data`` runs
``python -m wumpus play`` itself instead, in the server user's own data folder.
"""

from __future__ import annotations

import os
import sys
import tempfile
from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """``wumpus ARGV`` with a data folder of its own, which is gone when it returns."""
    from wumpus.cli import main as wumpus
    from wumpus.storage import FOR_THIS_VISIT

    argv = list(sys.argv[1:] if argv is None else argv)
    before = {name: os.environ.get(name) for name in ("WUMPUS_DATA_DIR", FOR_THIS_VISIT)}
    with tempfile.TemporaryDirectory(prefix="wumpus-visitor-") as folder:
        # the game says that what it keeps lasts only as long as the page
        os.environ.update({"WUMPUS_DATA_DIR": folder, FOR_THIS_VISIT: "1"})
        try:
            return wumpus(argv)
        finally:
            for name, value in before.items():
                if value is None:
                    os.environ.pop(name, None)
                else:
                    os.environ[name] = value


if __name__ == "__main__":
    raise SystemExit(main())
