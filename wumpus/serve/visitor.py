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

    argv = list(sys.argv[1:] if argv is None else argv)
    before = os.environ.get("WUMPUS_DATA_DIR")
    with tempfile.TemporaryDirectory(prefix="wumpus-visitor-") as folder:
        os.environ["WUMPUS_DATA_DIR"] = folder
        try:
            return wumpus(argv)
        finally:
            if before is None:
                os.environ.pop("WUMPUS_DATA_DIR", None)
            else:
                os.environ["WUMPUS_DATA_DIR"] = before


if __name__ == "__main__":
    raise SystemExit(main())
