"""``wumpus text [--rules NAME] [--cave NAME|PATH] [--seed N]``: play in plain lines."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import add_game_options

    add_game_options(parser)
    parser.epilog = (
        "Reads answers from standard input one line at a time and prints plain lines: "
        "it works in a terminal, through a pipe, over a serial line or with a screen reader. "
        "End of input or Ctrl-C leaves the game."
    )


def _terminal():
    """read and write for standard input and output."""
    import os
    import sys

    # a closed standard input reads as its end, a closed standard output takes the lines nowhere
    if sys.stdin is None:
        sys.stdin = open(os.devnull, encoding="utf-8")
    if sys.stdout is None:
        sys.stdout = open(os.devnull, "w", encoding="utf-8")
    for stream in (sys.stdin, sys.stdout):
        try:
            stream.reconfigure(errors="replace")
        except (AttributeError, ValueError, OSError):
            pass
    interactive = sys.stdin.isatty() and sys.stdout.isatty()
    if interactive:
        try:
            import readline  # noqa: F401  (line editing and history for input())
        except ImportError:
            pass

    def write(text: str) -> None:
        sys.stdout.write(text)
        sys.stdout.flush()

    def read(prompt: str) -> str:
        if interactive:
            return input(prompt)
        write(prompt)
        line = sys.stdin.readline()
        if not line:
            raise EOFError
        return line.rstrip("\r\n")

    def silence() -> None:
        # Output has gone (the reader closed the pipe): stop writing quietly.
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())

    return read, write, silence


def run(args: argparse.Namespace) -> int:
    import sys

    from wumpus.caves import load_cave
    from wumpus.engine import CaveError

    from .dialogues import dialogue_for
    from .lines import Setups

    try:
        cave = load_cave(args.cave, args.seed)
        setups = Setups(cave, args.rules, args.seed, shuffle_labels=args.shuffle_labels)
        game = setups()
    except CaveError as exc:
        print(f"wumpus: {exc}", file=sys.stderr)
        return 2
    first = [game]

    def new_game():
        return first.pop() if first else setups()

    read, write, silence = _terminal()
    dialogue = dialogue_for(args.rules)(new_game, read, write)
    dialogue.on_game_over = _keep_in_history
    try:
        return dialogue.run()
    except BrokenPipeError:
        silence()
        return 0


def _keep_in_history(game) -> None:
    """Add a finished game to the player's history and keep it as ``last``; if that fails, say so and play on."""
    import sys

    try:
        from wumpus.storage.saves import keep_finished

        _, problems = keep_finished(game)
    except (OSError, ImportError, ValueError) as exc:
        problems = [str(exc)]
    if problems:
        print(f"wumpus: this game was not added to your history or kept as 'last': {'; '.join(problems)}",
              file=sys.stderr)
