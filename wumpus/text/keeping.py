"""Keeping the game in progress between sessions of ``wumpus text``.

At a terminal the game in progress is kept after every turn as the save
``autosave``, the same record the full-screen game keeps, so Ctrl-C, the end of
input or a closed terminal lose nothing: ``wumpus text --resume`` (or
``wumpus --resume``) goes on with it.  A new game never overwrites an
unfinished one: at its first turn the unfinished game is set aside as the save
``declined`` (``declined-2`` and so on when that is taken), as the full-screen
game does when the player chooses not to resume.  A game read from a pipe is
its input script and is not kept, except the kept game itself, resumed with
``--resume``, which stays kept as it goes on.  While a session keeps its game
it holds the autosave, as the full-screen game does; a session that finds it
held by another running wumpus keeps its game as ``autosave-2`` (and so on).

Everything said here goes to standard error, one line at a time, never into
the game's own dialogue.
"""

from __future__ import annotations

import sys
from collections.abc import Callable, Mapping
from dataclasses import replace

from wumpus.engine import Cheat, Game, GameRecord, RecordError
from wumpus.storage import StorageError
from wumpus.storage.saves import (
    AUTOSAVE, check_record, claim_own_autosave, claim_save, describe, discard_save, keep_as_declined,
    keep_finished_game, load_save, orphaned_autosave, record_for, replayable, same_game, save_game,
    save_path, set_aside, set_aside_by_game,
)

#: where a save keeps what the line dialogue needs beside the game (a record's meta)
DIALOGUE_NOTES = "dialogue"

#: how to go on with the kept game, in either mode
RESUME = "'wumpus text --resume' (or 'wumpus --resume')"


def load_command(name: str) -> str:
    """How to go on with the game in save ``name``, in either mode."""
    return f"'wumpus text --load {name}' (or 'wumpus --load {name}')"

Warn = Callable[[str], None]


def warn(text: str) -> None:
    """One line on standard error; at a terminal, broken between words to fit it."""
    line = f"wumpus: {text}"
    if sys.stderr.isatty():
        import shutil

        line = fitted(line, shutil.get_terminal_size().columns)
    print(line, file=sys.stderr, flush=True)


def fitted(line: str, width: int) -> str:
    """``line`` broken between words into lines of at most ``width`` columns (the lines after the first
    set in by two), never inside a quoted command ('wumpus text --resume'), which a terminal would break
    anywhere."""
    import re
    import textwrap

    # a quotation stands apart from words ('wumpus text --resume'); an apostrophe (version's) is no quote
    kept = re.sub(r"(?<!\w)'[^']*'(?!\w)", lambda quoted: quoted.group().replace(" ", "\0"), line)
    lines = textwrap.wrap(kept, max(width - 1, 20), subsequent_indent="  ", break_long_words=False,
                          break_on_hyphens=False)
    return "\n".join(lines).replace("\0", " ")


def unfinished(say: Warn = warn) -> tuple[GameRecord, Game] | None:
    """The unfinished game kept as ``autosave``: its record and the game where it stands; None if there is none.

    A save that cannot be used is set aside (never deleted) and reported; a finished one is removed.
    """
    try:
        result = load_save(AUTOSAVE)
    except StorageError as exc:
        say(str(exc))
        return None
    if result.problem:
        say(result.problem)
        return None
    if result.record is None:
        return None
    record = replayable(result.record)
    try:
        game = check_record(record)
    except RecordError as exc:
        path = save_path(AUTOSAVE)
        aside = set_aside(path)
        say(f"the save {path.name} could not be used: {exc}" + (f"; it was kept as {aside}" if aside
                                                                 else "; it is left as it is"))
        return None
    if game.over:
        try:
            discard_save(AUTOSAVE)
        except StorageError as exc:
            say(str(exc))
        return None
    return record, game


class Keeper:
    """Keeps the session's game in progress as ``autosave``, and each finished game in the history.

    ``terminal``: the player types at a terminal, so every game is kept as it goes.  While the
    session runs it holds the autosave, as the full-screen game does: another wumpus started
    meanwhile neither resumes nor writes over the game played here.  When another running wumpus
    holds it, or it cannot be made free, the session keeps its game under a name of its own
    (``autosave-2``...) and says so.
    """

    def __init__(self, terminal: bool, say: Warn = warn) -> None:
        self.terminal = terminal
        self.say = say
        #: the kept game, when the session goes on with it (kept as it goes on, even from a pipe)
        self.resumed: Game | None = None
        #: the save this session keeps its game in (None until first needed)
        self.own: str | None = None
        #: the own save holds this session's game
        self.holding = False
        self._claims: list = []
        self._why_own: str | None = None  # why the game is kept under a name of its own, until said
        self._failed = False
        self._saved: tuple[Game, int, dict | None] | None = None
        #: the game the own save was made free for (an unfinished game there set aside)
        self._room_for: Game | None = None
        #: a save the game set aside itself ('declined'...) whose game was loaded: it goes once that game is kept
        self._taken_over: str | None = None
        #: the loaded game's record as it was loaded: an unfinished game that is the same is not kept twice
        self._loaded: GameRecord | None = None
        self._loaded_game: Game | None = None
        #: the claim on the save the game was loaded from, let go once that game is over or given up
        self._loaded_claim = None
        self._told: set[str] = set()  # what has been said of the saves, said once a session

    def tell_once(self, text: str) -> None:
        """Say what is wrong with a save, unless this session has said it already."""
        if text not in self._told:
            self._told.add(text)
            self.say(text)

    # -- holding the autosave ----------------------------------------------------------------
    def claim_autosave(self) -> bool:
        """Hold the autosave for this session; False when another running wumpus holds it."""
        if self.own is not None:
            return self.own == AUTOSAVE
        try:
            claim = claim_save(AUTOSAVE)
        except StorageError:
            claim = False  # no lock can be made here (nor, most likely, any save): as when alone
        if claim is None:
            self._keep_own("another wumpus running now keeps its game as 'autosave'")
            return False
        if claim:
            self._claims.append(claim)
        self.own = AUTOSAVE
        return True

    def adopt_own(self) -> tuple[GameRecord, Game] | None:
        """Beside an autosave this wumpus cannot read (a newer wumpus's): the unfinished game it kept
        under a name of its own (``autosave-2``...) that no running wumpus holds, kept there from now
        on; None when there is none."""
        try:
            found = orphaned_autosave()
        except (StorageError, OSError):
            return None
        if found is None:
            return None
        name, held = found
        try:
            result = load_save(name)
            game = None if result.problem or result.record is None else check_record(replayable(result.record))
        except (StorageError, RecordError):
            game = None
        if game is None or game.over:
            held.release()
            return None
        self._claims.append(held)
        self.own = name
        return replayable(result.record), game

    def _keep_own(self, why: str) -> None:
        """From now on keep the game under a save name no other game has ('autosave-2'...)."""
        name, claim = claim_own_autosave()
        if claim is not None:
            self._claims.append(claim)
        self.own, self._why_own, self.holding = name, why, False

    def hold(self, claim) -> None:
        """Hold ``claim`` on the save a game is loaded from while that game is played here."""
        self._loaded_claim = claim

    def release(self) -> None:
        """Give back the saves this session held (the session is over)."""
        for claim in self._claims:
            claim.release()
        self._claims.clear()
        self._let_go_of_loaded()

    def _let_go_of_loaded(self) -> None:
        claim, self._loaded_claim = self._loaded_claim, None
        if claim is not None:
            claim.release()

    # -- every turn ---------------------------------------------------------------------------
    def resume(self, game: Game) -> None:
        """The session goes on with the kept game (its autosave claimed)."""
        self.resumed = game
        self.holding = True
        self._saved = (game, len(game.actions), None)
        self._room_for = game

    def played_before(self, game: Game) -> None:
        """Said of a game gone on with from a save (resumed or loaded): when the history holds a finish of
        it already, that a finish here does not count in the statistics."""
        from wumpus.storage.history import PLAYED_BEFORE, finished_before

        if finished_before(game):
            self.say(PLAYED_BEFORE)

    def load(self, game: Game, name: str) -> None:
        """The session goes on with a game loaded from save ``name``: kept from its first turn here as any
        new game is; if the game set that save aside itself ('declined'...), the save goes once the game is
        kept (or over)."""
        self._taken_over = set_aside_by_game(name)
        self._loaded = record_for(game)
        self._loaded_game = game

    def _drop_taken_over(self) -> None:
        name, self._taken_over = self._taken_over, None
        if name is None or name == self.own:
            return
        try:
            discard_save(name)
        except StorageError as exc:
            self.say(str(exc))

    def keeps(self, game: Game) -> bool:
        return game.seed is not None and (self.terminal or game is self.resumed)

    def after_turn(self, game: Game, notes: Mapping[str, str] | None = None) -> None:
        """Keep the game as it now stands (before its turn is printed); a finished one is no longer kept.
        ``notes``: what the dialogue keeps beside it (see ``LineGame.kept_notes``)."""
        if self._loaded_claim is not None and (game.over or game is not self._loaded_game):
            self._let_go_of_loaded()  # another wumpus may go on with that save now
        if not self.keeps(game):
            return
        if game.over:
            return  # kept as it stood before its last turn until it is kept finished (game_over)

        notes = dict(notes or {})
        if all(isinstance(action, Cheat) for action in game.actions) or self._saved == (game, len(game.actions), notes):
            return  # nothing played yet (a look at the cheat's table changes nothing)
        self.claim_autosave()
        if self._room_for is not game:
            if not self.holding and self.own == AUTOSAVE:
                why = self._make_room()
                if why is not None:
                    self._keep_own(why)
            self._room_for = game
        assert self.own is not None
        record = record_for(game)
        if notes:
            record = replace(record, meta={**record.meta, DIALOGUE_NOTES: notes})
        try:
            save_game(record, self.own)
        except (StorageError, RecordError) as exc:
            if not self._failed:
                self.say(f"{exc}; the game goes on, but is not being kept")
            self._failed = True
            return
        self._failed = False
        self.holding = True
        self._saved = (game, len(game.actions), notes)
        self._drop_taken_over()
        if self._why_own:
            self.say(f"{self._why_own}, so this game is kept as the save '{self.own}': "
                     f"{load_command(self.own)} goes on with it")
            self._why_own = None

    def _drop_copy_of_loaded(self) -> None:
        """The loaded game is over before a turn of it was kept here: the unfinished game kept, when it is
        this very game as it was loaded (left there for the game to go on in), goes too, or it would be
        offered again as unfinished."""
        if self._loaded is None or not self.claim_autosave():
            return
        kept = unfinished(self.tell_once)
        if kept is None or not same_game(kept[0], self._loaded):
            return
        try:
            discard_save(AUTOSAVE)
        except StorageError as exc:
            self.say(str(exc))

    def _make_room(self) -> str | None:
        """Before a new game is first kept: an unfinished game already kept is moved to a save of its own.
        Why the autosave cannot take this game (and must not be overwritten), or None when it can."""
        kept = unfinished(self.tell_once)
        if kept is None:
            if not save_path(AUTOSAVE).exists():
                return None
            return "the save 'autosave' cannot be read here, and is left as it is"
        record, game = kept
        if self._loaded is not None and same_game(record, self._loaded):
            return None  # the game loaded is this very game: it goes on, kept in its place
        try:
            aside = keep_as_declined(record)
        except StorageError as exc:
            return f"the unfinished game ({describe(record, game)}) could not be set aside: {exc}"
        self.say(f"the unfinished game ({describe(record, game)}) is kept as the save '{aside}': "
                 f"{load_command(aside)} goes on with it")
        return None

    def game_over(self, game: Game) -> None:
        """Add a finished game to the player's history and keep it as ``last``; if that fails, say so and play on.
        Until the game is kept as ``last``, the save it was kept in turn by turn stays: then it goes."""
        try:
            kept = keep_finished_game(game, loaded=game is self.resumed or game is self._loaded_game)
        except (OSError, ValueError) as exc:
            self.say(f"this game was not added to your history or kept as 'last': {exc}")
            kept = None
        else:
            if kept.problems:
                self.say(f"this game was not {kept.what_failed() or 'kept'}: {'; '.join(kept.problems)}")
        if not self.keeps(game):
            return
        if kept is None or kept.last is None:
            if self.holding and self.own is not None:
                how = RESUME if self.own == AUTOSAVE else load_command(self.own)
                self.say(f"the game, as it stood before its last turn, is still in {save_path(self.own)}: "
                         f"{how} goes on with it")
                self._keep_own(f"the save '{self.own}' holds a game that could not be kept")
            return
        if self.holding and self.own is not None:
            self.holding = False
            try:
                discard_save(self.own)
            except StorageError as exc:
                self.say(str(exc))
        elif game is self._loaded_game:
            self._drop_copy_of_loaded()
        self._drop_taken_over()

    def leaving(self, game: Game | None) -> None:
        """The player leaves: if the game in progress is kept, say how to go on with it."""
        if game is not None and not game.over and self.holding and not self._failed \
                and self._saved is not None and self._saved[0] is game:
            how = RESUME if self.own == AUTOSAVE else load_command(self.own)
            self.say(f"your game is kept: {how} goes on with it")
