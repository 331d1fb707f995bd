"""``wumpus text [--rules NAME] [--cave NAME|PATH] [--seed N]``: play in plain lines."""

from __future__ import annotations

import argparse


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import add_game_options

    add_game_options(parser)
    # None: no --rules was given (the default ruleset, or the resumed game's own)
    parser.set_defaults(rules=None)
    from wumpus.cli import save_name

    which = parser.add_mutually_exclusive_group()
    which.add_argument(
        "--resume", action="store_true",
        help="go on with the unfinished game (played here or full-screen) in its own rules and cave; "
        "if there is none, a new game starts",
    )
    which.add_argument(
        "--load", metavar="NAME|FILE", default=None, type=save_name,
        help="go on with a game saved under NAME (ctrl+s in the full-screen game, or a game set aside, "
        "such as 'declined') or in FILE, in its own rules and cave",
    )
    parser.epilog = (
        "Reads answers from standard input one line at a time and prints plain lines: "
        "it works in a terminal, through a pipe, over a serial line or with a screen reader. "
        "End of input or Ctrl-C leaves the game. It plays in the version's own words, adding only what it must "
        "say of its own (how to answer again after a typo, where a game is kept, and a goodbye on Ctrl-C: the "
        "version's own words for quitting, or GOODBYE in the BASIC versions, which have none): the "
        "hunter's notes and hints (b and h) are in the full-screen game. "
        "At a terminal the game in progress is kept after every turn (the save 'autosave', as the "
        "full-screen game keeps it), so leaving, or closing the terminal, loses nothing: "
        "'wumpus text --resume' or 'wumpus --resume' goes on with it. A new game's first turn sets an "
        "unfinished game aside as the save 'declined' ('wumpus text --load declined' goes on with it). "
        "A game loaded with --load is kept the same way, as 'autosave', from its first turn here; the save it "
        "came from is left as it was, unless it is one the game set aside itself ('declined'...), which goes "
        "once its game is kept. "
        "Through a pipe the input is the whole game and nothing is kept, except a game resumed with "
        "--resume, which is kept as it goes on. While another wumpus plays the unfinished game, a game here is "
        "kept as 'autosave-2'. What is kept, and how to go on, is said on standard error."
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


def _at_terminal() -> bool:
    """Whether the player types at a terminal (then the game in progress is kept after every turn)."""
    import sys

    try:
        return sys.stdin is not None and sys.stdin.isatty()
    except (AttributeError, ValueError, OSError):
        return False


def run(args: argparse.Namespace) -> int:
    import sys

    from wumpus.caves import load_cave
    from wumpus.engine import CaveError
    from wumpus.engine.rules import DEFAULT

    from .keeping import Keeper

    rules_given = args.rules is not None
    args.rules = args.rules or DEFAULT
    try:
        cave = load_cave(args.cave, args.seed)
    except CaveError as exc:
        print(f"wumpus: {exc}", file=sys.stderr)
        return 2
    keeper = Keeper(_at_terminal())
    try:
        return _play(args, rules_given, cave, keeper)
    finally:
        keeper.release()


def _play(args: argparse.Namespace, rules_given: bool, cave, keeper) -> int:
    import sys

    from wumpus.cli import disagreement
    from wumpus.engine import CaveError
    from wumpus.storage import StorageError
    from wumpus.storage.saves import AUTOSAVE, adopt_orphaned_autosave, playable_save, save_path

    from .dialogues import dialogue_for
    from .keeping import DIALOGUE_NOTES, describe, unfinished, warn
    from .lines import Setups

    kept = None
    asked = "--load" if args.load is not None else "--resume"  # what the player typed
    if args.load is not None and _is_autosave(args.load):
        # the unfinished game's own save: gone on with as --resume does, once it is sure it can be
        if not keeper.claim_autosave():
            print(f"wumpus text: the save '{AUTOSAVE}' is the game being played in another wumpus: it is left "
                  "to that one", file=sys.stderr)
            return 2
        try:
            playable_save(AUTOSAVE)
        except StorageError as exc:
            print(f"wumpus text: {exc}", file=sys.stderr)
            return 2
        args.resume, args.load = True, None
    if args.load is not None:
        loaded = _loaded(args.load, keeper)
        if isinstance(loaded, str):
            print(f"wumpus text: {loaded}", file=sys.stderr)
            return 2
        kept = loaded
    elif args.resume:
        if not keeper.claim_autosave():
            warn("the unfinished game is being played in another wumpus, so it is not resumed here: "
                 "a new game starts" if save_path(AUTOSAVE).exists()
                 else "there is no unfinished game to resume: a new one starts")
        else:
            try:
                adopted = adopt_orphaned_autosave()  # a second window's game, left when it closed
            except (StorageError, OSError):
                adopted = None
            if adopted:  # the command that window gave for it no longer finds it: say where it went
                warn(f"the unfinished game a closed window kept as the save '{adopted}' is now the save "
                     f"'{AUTOSAVE}'")
            kept = unfinished(keeper.tell_once)
            if kept is None and _newer_autosave():
                kept = keeper.adopt_own()
                if kept is not None:
                    warn(f"the save '{AUTOSAVE}' holds a game from a newer wumpus, left as it is: this "
                         f"version's own unfinished game, kept as '{keeper.own}', is the one resumed")
            if kept is None:
                warn("the unfinished game cannot be resumed: a new one starts" if save_path(AUTOSAVE).exists()
                     else "there is no unfinished game to resume: a new one starts")
    try:
        if kept is not None:
            record, game = kept
            refusal = disagreement(args, rules_given, cave, record, asked)
            if refusal:
                print(f"wumpus text: {refusal}", file=sys.stderr)
                return 2
            setups = _setups_after(record)
            if args.load is None:
                keeper.resume(game)
                warn(f"going on with your unfinished game: {describe(record, game)}")
            else:
                keeper.load(game, args.load)
                unkept = ("" if keeper.terminal else " (read from a pipe: the save is left as it was, and a game "
                                                     "finished here still goes into your history)")
                warn(f"going on with the saved game {_shown(args.load)}: {describe(record, game)}{unkept}")
            keeper.played_before(game)
        else:
            setups = Setups(cave, args.rules, args.seed, shuffle_labels=args.shuffle_labels)
            game = setups()
    except CaveError as exc:
        print(f"wumpus: {exc}", file=sys.stderr)
        return 2
    first = [game]

    def new_game():
        return first.pop() if first else setups()

    read, write, silence = _terminal()
    notes = kept[0].meta.get(DIALOGUE_NOTES) if kept is not None else None
    # a save is a file anyone can edit: of its notes, only words kept under a name are read
    notes = ({name: words for name, words in notes.items() if isinstance(name, str) and isinstance(words, str)}
             if isinstance(notes, dict) else None)
    dialogue = dialogue_for(game.rules.name)(new_game, read, write, resumed=kept is not None, notes=notes)
    # what keeping the turn has to say waits until the turn is printed, so as not to break into it
    held: list[str] = []

    def keep(game) -> None:
        said, keeper.say = keeper.say, held.append
        try:
            keeper.after_turn(game, dialogue.kept_notes())
        finally:
            keeper.say = said

    def shown() -> None:
        while held:
            keeper.say(held.pop(0))

    dialogue.on_turn = keep
    dialogue.on_shown = shown
    dialogue.on_game_over = keeper.game_over
    try:
        status = dialogue.run()
    except BrokenPipeError:
        silence()
        return 0
    keeper.leaving(dialogue.game)
    return status


def _newer_autosave() -> bool:
    """Whether the autosave holds a game from a newer wumpus than this one."""
    from wumpus.storage import StorageError
    from wumpus.storage.reading import read_file
    from wumpus.storage.saves import AUTOSAVE, newer_version, save_path

    try:
        return newer_version(read_file(save_path(AUTOSAVE)).decode("utf-8")) is not None
    except (OSError, UnicodeDecodeError, StorageError):
        return False


def _is_autosave(name: str) -> bool:
    """Whether ``--load NAME`` names the unfinished game's own save ('autosave', or its file)."""
    from wumpus.storage import StorageError
    from wumpus.storage.saves import AUTOSAVE, save_path

    try:
        return save_path(name).resolve() == save_path(AUTOSAVE).resolve()
    except (StorageError, OSError):
        return False


def _shown(name: str) -> str:
    """A save's name as said to the player: a bare name in quotes, a file as it was given."""
    return name if "/" in name or "\\" in name or name.endswith(".json") else f"'{name}'"


def _loaded(name: str, keeper):
    """The game saved under ``name`` (or in that file), where it stands: (record, game); or why it
    cannot be played on, for the player.  A save in the saves folder is held while its game is played here,
    so that no other wumpus goes on with the same game meanwhile; a damaged one is set aside."""
    from wumpus.storage import StorageError
    from wumpus.storage.saves import claim_to_play

    try:
        claimed = claim_to_play(name)
    except StorageError as exc:
        return str(exc)
    if claimed.held is not None:
        keeper.hold(claimed.held)
    return claimed.record, claimed.game


def _setups_after(record):
    """The games that follow a resumed one: in its cave and rules, from the seed after its own."""
    from wumpus.caves import session_cave
    from wumpus.engine.seeds import next_seed

    from .lines import Setups

    base, shuffle = session_cave(record.cave)
    return Setups(base, record.rules, next_seed(record.seed), shuffle_labels=shuffle)
