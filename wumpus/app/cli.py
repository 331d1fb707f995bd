"""``wumpus`` / ``wumpus play``: the full-screen game."""

from __future__ import annotations

import argparse
import os
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import add_game_options, save_name

    add_game_options(parser)
    # None: no --rules was given (the default ruleset, or the loaded game's own)
    parser.set_defaults(rules=None)
    parser.add_argument(
        "--no-animation", action="store_true",
        help="show the end of every move at once (no flying arrows, bats or animated splashes)",
    )
    which = parser.add_mutually_exclusive_group()
    which.add_argument("--resume", action="store_true",
                       help="go on with the game you left unfinished, without asking")
    which.add_argument("--load", metavar="NAME|FILE", default=None, type=save_name,
                       help="go on with a game saved under NAME (ctrl+s in the game) or in FILE, in its own "
                       "rules and cave")


#: command -> (what needs the terminal, what can be used without one: None when nothing can)
_WITHOUT_TERMINAL: dict[str, tuple[str, str | None]] = {
    "wumpus": ("the full-screen game", "'wumpus text' plays in plain lines"),
    "wumpus watch": ("watching a bot play", "'wumpus tournament --bot NAME' plays a bot's games without one "
                     "and tabulates them"),
    "wumpus replay": ("stepping through a recorded game", None),
}


def without_terminal(command: str = "wumpus") -> int | None:
    """Exit status 2, and one line saying why, when standard input is not a terminal; else None.

    The line names what ``command`` needs the terminal for and, where there is one, what plays
    without it (``wumpus text`` for the game; nothing replays a game or shows a bot in lines).

    The full-screen game reads keys from a terminal: from a pipe, a file or a script it would
    draw escape codes and wait for keys that never come.  A Textual driver named in
    ``TEXTUAL_DRIVER`` (``wumpus serve`` runs each game under the web driver, over a pipe)
    brings its own way in, so it is let through.
    """
    if os.environ.get("TEXTUAL_DRIVER"):
        return None
    try:
        interactive = sys.stdin is not None and sys.stdin.isatty()
    except (AttributeError, ValueError, OSError):
        interactive = False
    if interactive:
        return None
    what, instead = _WITHOUT_TERMINAL.get(command, _WITHOUT_TERMINAL["wumpus"])
    print(f"{command}: {what} needs a terminal (standard input is not one)"
          + (f"; {instead}." if instead else "."), file=sys.stderr)
    return 2


def cannot_draw_here() -> str | None:
    """Why the full-screen game cannot be drawn in this terminal, with the way to play instead; None if it can."""
    if os.environ.get("TERM", "").lower() != "dumb":
        return None
    return (
        "wumpus: this terminal (TERM=dumb) cannot draw the full-screen game.\n"
        "Play in plain lines instead, which a screen reader can follow:\n"
        "    wumpus text    (with the same --rules, --cave and --seed)"
    )


def run(args: argparse.Namespace) -> int:
    refusal = cannot_draw_here()
    if refusal:
        print(refusal, file=sys.stderr)
        return 2

    from wumpus.caves import load_cave
    from wumpus.engine import CaveError

    try:
        cave = load_cave(args.cave, args.seed)
    except (CaveError, OSError) as exc:
        print(f"wumpus: {exc}", file=sys.stderr)
        return 2
    refused = without_terminal()
    if refused is not None:
        return refused
    problem, held = _load_problem(args, cave)
    if problem:
        print(f"wumpus: {problem}", file=sys.stderr)
        return 2
    from wumpus.engine.rules import DEFAULT

    args.rules = args.rules or DEFAULT

    from wumpus.app.main import WumpusApp

    try:
        app = WumpusApp(
            seed=args.seed, rules=args.rules, cave=cave, animation=not args.no_animation,
            shuffle_labels=getattr(args, "shuffle_labels", False),
            resume="yes" if getattr(args, "resume", False) else "ask", load=getattr(args, "load", None),
        )
    except (CaveError, ValueError) as exc:
        print(f"wumpus: {exc}", file=sys.stderr)
        return 2
    if held is not None:
        app.keeper.hold(*held)  # held from the check on, so that no other wumpus takes it meanwhile
    app.run()
    return app.return_code or 0  # 1 when the app stopped on an error (Textual has shown it)


def _load_problem(args: argparse.Namespace, cave) -> tuple[str | None, tuple | None]:
    """Why the game ``--load`` names cannot be played on here (there is no such save, it is damaged,
    made by a newer wumpus, over, being played in another wumpus, or the options given do not fit it),
    said before the game opens, or None; and the save's name and the claim on it, held from here on
    when the save is one in the saves folder."""
    name = getattr(args, "load", None)
    if name is None:
        return None, None
    from wumpus.cli import disagreement
    from wumpus.storage import StorageError
    from wumpus.storage.saves import claim_to_play

    try:
        claimed = claim_to_play(name)
    except StorageError as exc:
        return str(exc), None
    refusal = disagreement(args, args.rules is not None, cave, claimed.record, "--load")
    if refusal or claimed.held is None:
        if claimed.held is not None:
            claimed.held.release()
        return refusal, None
    return None, (claimed.name, claimed.held)
