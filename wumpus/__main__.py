"""``python -m wumpus`` and the ``wumpus`` command.

The command line is loaded inside :func:`run`, so that Ctrl-C pressed while it is still
loading says goodbye in one line, as it does once the game has started.
"""

import sys


def run() -> int:
    try:
        from wumpus.cli import main
    except KeyboardInterrupt:
        print("\nGoodbye.", file=sys.stderr)
        return 130
    return main()


if __name__ == "__main__":
    raise SystemExit(run())
