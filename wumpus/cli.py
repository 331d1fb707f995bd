"""The ``wumpus`` command: argparse front door to every mode.

Each subcommand lives in its own subpackage, in a module with two functions:
``configure(parser)`` adds its options, ``run(args) -> int`` runs it.  Those
modules import nothing heavy at configure time, so ``wumpus --help`` is quick.
"""

from __future__ import annotations

import argparse
import importlib
import sys
from collections.abc import Sequence

from wumpus.numbers import decimal, whole

#: subcommand -> (module, one-line help)
SUBCOMMANDS: dict[str, tuple[str, str]] = {
    "play": ("wumpus.app.cli", "play full-screen in the terminal (the default)"),
    "text": ("wumpus.text.cli", "play in plain lines, as each version's source has it"),
    "caves": ("wumpus.caves.cli", "list the built-in caves"),
    "rules": ("wumpus.text.versions", "list the versions of the game, or show one's instructions"),
    "bench": ("wumpus.bench.cli", "measure how many games per second the engine plays"),
    "tournament": ("wumpus.tournament.cli", "run a bot over many seeded games and tabulate its score"),
    "calibrate": ("wumpus.calibrate.cli", "measure the hunter's notes against where the hazards really were"),
    "watch": ("wumpus.app.watch", "watch a bot play in the full-screen app"),
    "replay": ("wumpus.app.replay", "step through a recorded game"),
    "stats": ("wumpus.storage.cli", "show how your finished games went"),
    "saves": ("wumpus.storage.saves_cli", "list your saved games, or delete ones you no longer want"),
    "serve": ("wumpus.serve.cli", "serve the game to a web browser"),
}


#: what ``--cave`` takes, in every subcommand that has it
CAVE_HELP = "a built-in cave (see 'wumpus caves'), a cave file, or random[:rooms=N,tunnels=K,oneway=P]"


def rules_help(default: str, *, several: bool = False) -> str:
    """``--rules``' help: the rulesets by name, and the default."""
    from wumpus.engine.rules import RULESETS

    repeat = "; repeat for several" if several else ""
    return f"which version to play: {', '.join(RULESETS)} (see 'wumpus rules'){repeat} (default: {default})"


def seed_number(text: str) -> int:
    """A seed as typed: a whole number in ASCII digits, 0 or more (a negative seed would deal its
    positive's game again)."""
    seed = whole(text)
    if seed is None:
        raise argparse.ArgumentTypeError(f"a seed is a whole number, not {text!r}")
    if seed < 0:
        raise argparse.ArgumentTypeError(f"a seed is 0 or more, not {seed}")
    return seed


def whole_number(text: str) -> int:
    """A count, a port or a number of processes as typed: a whole number in ASCII digits (``int``
    would also read ``1_000`` and other scripts' digits); the option checks its range."""
    number = whole(text)
    if number is None:
        raise argparse.ArgumentTypeError(f"a whole number in the digits 0-9, not {text!r}")
    return number


def decimal_number(text: str) -> float:
    """A time or a pace as typed: a number in ASCII digits (``float`` would also read ``nan``,
    ``inf``, ``1_0`` and other scripts' digits); the option checks its range."""
    number = decimal(text)
    if number is None:
        raise argparse.ArgumentTypeError(f"a number in the digits 0-9, not {text!r}")
    return number


def cave_spec(text: str) -> str:
    """``--cave``'s value: a built-in cave's name, a cave file or ``random[:...]``, not nothing."""
    if not text.strip():
        raise argparse.ArgumentTypeError("a cave is a built-in cave's name, a cave file or random[:...], "
                                         "not nothing ('wumpus caves' lists them)")
    return text


def save_name(text: str) -> str:
    """``--load``'s value: a save's name or a file, not nothing."""
    if not text.strip():
        raise argparse.ArgumentTypeError("give the name of a save (ctrl+s in the game) or a file")
    return text


def ruleset_name(text: str) -> str:
    """``--rules``' value as the tournament takes it too: a ruleset's name in any case, or
    ``NAME+host-dice`` (the same as ``--host-dice``)."""
    from wumpus.engine.rules import get_ruleset

    try:
        get_ruleset(text)
    except KeyError as exc:
        raise argparse.ArgumentTypeError(f"{exc.args[0]} ('wumpus rules' says what each is)") from None
    return text.strip().lower()


def add_game_options(parser: argparse.ArgumentParser) -> None:
    """The options every way of playing shares."""
    from wumpus.engine.rules import DEFAULT

    parser.add_argument(
        "--rules", default=DEFAULT, type=ruleset_name, metavar="NAME", help=rules_help(DEFAULT),
    )
    add_host_dice_option(parser)
    parser.add_argument("--cave", type=cave_spec, default=None, metavar="NAME|PATH", help=CAVE_HELP)
    parser.add_argument("--seed", type=seed_number, default=None, help="seed for a repeatable game")
    parser.add_argument(
        "--shuffle-labels", action="store_true", help="renumber the rooms at random for each game",
    )


def add_host_dice_option(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--host-dice", action="store_true",
        help="with --rules tournament: deal and roll exactly as seed 003's host does for the same seed "
        "(on the competition's standard map unless --cave is given)",
    )


def host_standard_map() -> str:
    """The map seed 003's host plays by default: its dodecahedron, each room's exits in the
    file's order, which the host's dice follow (the built-in dodecahedron lists them sorted)."""
    from wumpus.assets import asset_path

    return str(asset_path("caves", "dodecahedron-competition.txt"))


def apply_host_dice(parser: argparse.ArgumentParser, args: argparse.Namespace) -> None:
    """``--host-dice`` makes ``args.rules`` the ruleset NAME+host-dice (or stops with a clear message).
    ``--rules NAME+host-dice``, as the tables and records name it, is the same as ``--host-dice``."""
    rules = getattr(args, "rules", None)
    suffix = "+host-dice"
    if isinstance(rules, str) and rules.lower().endswith(suffix):
        args.rules, args.host_dice = rules[: -len(suffix)], True
    if not getattr(args, "host_dice", False):
        return
    from wumpus.engine.rules import DEFAULT, get_ruleset

    try:
        # no --rules given is the default ruleset
        args.rules = get_ruleset(f"{args.rules or DEFAULT}+host-dice").name
    except KeyError as exc:
        parser.error(f"--host-dice: {exc.args[0]}")
    if hasattr(args, "cave") and not args.cave:
        args.cave = [host_standard_map()] if _appends(parser, "cave") else host_standard_map()


def _appends(parser: argparse.ArgumentParser, dest: str) -> bool:
    """Whether ``parser``'s option ``dest`` collects a list (``action="append"``)."""
    return any(a.dest == dest and isinstance(a, argparse._AppendAction) for a in parser._actions)


def rules_options(name: str) -> list[str]:
    """The command-line words that choose ruleset ``name`` (``tournament+host-dice`` -> ``--rules
    tournament --host-dice``)."""
    plain, plus, option = name.partition("+")
    return ["--rules", plain, *([f"--{option}"] if plus else [])]


def disagreement(args: argparse.Namespace, rules_given: bool, cave, record, given: str = "--resume") -> str | None:
    """Why the options given with ``given`` (--resume or --load) do not fit the game it goes on with;
    None if they do."""
    which = "your unfinished game" if given == "--resume" else "the saved game"

    def differs(option: str, what: str) -> str:
        return f"{given} goes on with {which}, {what}: leave out {option} (or {given}, to start a new game)"

    if rules_given and args.rules != record.rules:
        return differs(" ".join(rules_options(args.rules)), f"played by the {record.rules} rules")
    if args.seed is not None and args.seed != record.seed:
        return differs(f"--seed {args.seed}", f"dealt from seed {record.seed}")
    if args.cave and cave.name != record.cave.name:
        return differs(f"--cave {args.cave}", f"in the {record.cave.name} cave")
    if args.shuffle_labels and not record.cave.meta.get("label_map"):
        return differs("--shuffle-labels", "its rooms numbered as they are")
    return None


def _load(name: str):
    return importlib.import_module(SUBCOMMANDS[name][0])


class Parser(argparse.ArgumentParser):
    """argparse's parser, except that help and usage that cannot be written (a full disk) fail as
    any other output does, rather than going nowhere with the command said to have succeeded."""

    def _print_message(self, message: str, file=None) -> None:
        if message:
            (file or sys.stderr).write(message)


def build_parser() -> argparse.ArgumentParser:
    parser = Parser(
        prog="wumpus",
        description="Hunt the Wumpus: Yob's 1973 game and every version after it.",
        epilog="With no subcommand, 'wumpus' opens the full-screen game.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    subparsers = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name, (module_name, help_text) in SUBCOMMANDS.items():
        try:
            module = importlib.import_module(module_name)
        except ModuleNotFoundError as exc:
            if exc.name and module_name.startswith(exc.name):
                continue
            raise
        sub = subparsers.add_parser(name, help=help_text, description=help_text)
        module.configure(sub)
        sub.set_defaults(_run=module.run, _parser=sub)
        if name == "play":
            parser.epilog = _play_options(sub)
    return parser


def _play_options(play: argparse.ArgumentParser) -> str:
    """The top-level help's closing lines: the full-screen game's own options, as ``wumpus play --help`` gives them."""
    text = play.format_help()
    lines = text[text.index("\n\n", text.index("options:") - 2):].strip("\n").splitlines()[1:]
    kept, skip = [], False
    for line in lines:
        if line.lstrip().startswith("-h, --help"):
            skip = True
            continue
        if skip and line.startswith(" " * 6) and not line.lstrip().startswith("-"):
            continue  # the rest of the help option's own words
        skip = False
        kept.append(line)
    return "With no subcommand, 'wumpus' opens the full-screen game; its options:\n" + "\n".join(kept)


def quiet_output() -> None:
    """Standard output's reader has gone (or its disk is full): what is left in this process's
    buffer goes nowhere, rather than failing again (with a message on standard error) as the
    process ends."""
    import os

    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def main(argv: Sequence[str] | None = None) -> int:
    """Run the command line ``argv``; Ctrl-C at any point, even while the parts are still being
    loaded, says goodbye in one line (exit status 130) rather than with a traceback."""
    try:
        try:
            return _main(argv)
        finally:  # what was written goes out now, where a failure to write it can still be said (--help too)
            if sys.stdout is not None:
                sys.stdout.flush()
    except KeyboardInterrupt:
        print("\nGoodbye.", file=sys.stderr)
        return 130
    except BrokenPipeError:  # the output's reader went away (``| head``): nothing more to say
        quiet_output()
        return 0
    except OSError as exc:
        import errno

        if exc.errno not in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO):
            raise
        # a full disk (or a failing one) under the output: said in a line, and what is left of the
        # output goes nowhere rather than failing again as the process ends
        quiet_output()
        print(f"wumpus: {exc.filename or 'the output'} could not be written: {exc.strerror}", file=sys.stderr)
        return 1


def _main(argv: Sequence[str] | None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    parser = build_parser()
    known = {a for a in SUBCOMMANDS}
    if argv and not argv[0].startswith("-") and argv[0] not in known:
        import difflib

        close = difflib.get_close_matches(argv[0], sorted(known), n=1)
        maybe = f" (did you mean '{close[0]}'?)" if close else ""
        parser.error(f"there is no command '{argv[0]}'{maybe}; the commands are {', '.join(SUBCOMMANDS)}, "
                     "and 'wumpus --help' says what each does")
    if not argv or (argv[0] not in known and argv[0] not in ("-h", "--help")):
        argv = ["play", *argv]
    args, extra = parser.parse_known_args(argv)
    if extra:  # said by the subcommand's own parser, with its own usage
        getattr(args, "_parser", parser).error(f"unrecognized arguments: {' '.join(extra)}")
    apply_host_dice(getattr(args, "_parser", parser), args)
    run = getattr(args, "_run", None)
    if run is None:
        parser.print_help()
        return 0
    return int(run(args) or 0)


if __name__ == "__main__":
    raise SystemExit(main())
