"""The machinery every line-mode dialogue shares.

A :class:`LineGame` talks through two plain functions: ``read(prompt)``
returns the player's next line (raising :class:`EOFError` when input ends)
and ``write(text)`` prints text exactly as given.  The terminal, a pipe, a
serial line and a test's list of lines all fit behind those two functions.
The engine decides everything; a dialogue only asks questions, hands the
answers to the engine and prints the events it returns in the ruleset's
words.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable, Mapping, Sequence
from decimal import Decimal, InvalidOperation

from wumpus.caves import prepare_cave
from wumpus.numbers import whole
from wumpus.engine import Cave, Game, IllegalAction
from wumpus.engine.seeds import fresh_seed, next_seed
from wumpus.engine import events as ev

Read = Callable[[str], str]
Write = Callable[[str], None]
NewGame = Callable[[], Game]

#: The events of the turn block every turn starts with (always last in an action's events).
STATUS_EVENTS = (ev.Percept, ev.Location)

_SEPARATORS = re.compile(r"[\s,]+")


def parse_int(text: str) -> int | None:
    """A whole number in plain ASCII digits, or None."""
    return whole(text)


#: a number as BASIC's INPUT reads one: digits with a point anywhere, an exponent after
_BASIC_NUMBER = re.compile(
    r"[+-]?(?P<digits>[0-9]+\.?[0-9]*|\.[0-9]+)(?P<exponent>E[+-]?[0-9]+)?", re.IGNORECASE)
#: whole numbers with more digits than this are kept as Decimals, with the fractions: no room has them (an arrow
#: aimed at one flies to a stand-in room, wumpus.engine.actions.NO_ROOM or below, which no number typed reaches)
WHOLE_DIGITS = 60


def parse_basic_number(text: str) -> int | Decimal | None:
    """A number as BASIC's numeric INPUT reads it ("4", "4.0", "1E1", ".5"), or None: an int when
    it is a whole number of at most :data:`WHOLE_DIGITS` digits, else its exact Decimal value (a
    number no room has), infinite when its exponent is beyond what a Decimal holds."""
    text = text.strip()
    match = _BASIC_NUMBER.fullmatch(text)
    if match is None:
        return None
    try:
        value = Decimal(text)
    except InvalidOperation:  # an exponent of more than 18 digits
        if not any(c in "123456789" for c in match.group("digits")):
            return 0
        if (match.group("exponent") or "").lstrip("E+e").startswith("-"):
            return Decimal(f"{text[0] if text[0] in '+-' else ''}1E-999999999999999999")
        return Decimal("-Infinity" if text.startswith("-") else "Infinity")
    if value.is_zero():
        return 0
    if value.adjusted() >= WHOLE_DIGITS or value != value.to_integral_value():
        return value
    return int(value)


def parse_ints(text: str) -> list[int] | None:
    """Whole numbers separated by spaces or commas; None if any piece is not one."""
    pieces = [p for p in _SEPARATORS.split(text.strip()) if p]
    numbers = [parse_int(p) for p in pieces]
    if any(n is None for n in numbers):
        return None
    return numbers  # type: ignore[return-value]


def split_command(text: str) -> tuple[str, str]:
    """``"m 12"`` -> ``("M", "12")``; ``"shoot 2 3"`` -> ``("SHOOT", "2 3")``; case folded."""
    text = text.strip()
    match = re.match(r"([A-Za-z]+|\?)\s*(.*)", text, re.DOTALL)
    if match is None:
        return "", text
    word, rest = match.groups()
    return word.upper(), rest.strip()


def split_status(events: Sequence) -> tuple[tuple, tuple]:
    """An action's events: what happened, then the next turn's warnings and location."""
    cut = len(events)
    while cut and isinstance(events[cut - 1], STATUS_EVENTS):
        cut -= 1
    return tuple(events[:cut]), tuple(events[cut:])


def refusal_to_shoot(game: Game) -> IllegalAction | None:
    """Why no arrow can be shot at all right now (asked of the engine), or None."""
    try:
        game.check_shot(())
    except IllegalAction as refusal:
        if refusal.reason in ("no_arrow", "game_over", "not_allowed"):
            return refusal
    return None


class Quit(Exception):
    """The player asked to leave."""


class Setups:
    """Makes the games of one session: the first from the session's seed, each
    new random set-up from a seed derived from it, so a seeded session is
    repeatable game after game."""

    def __init__(self, cave: Cave, rules: str, seed: int | None = None, *, shuffle_labels: bool = False) -> None:
        self.cave = cave
        self.rules = rules
        self.seed = fresh_seed() if seed is None else seed
        self.shuffle_labels = shuffle_labels
        self.count = 0

    def seed_for(self, index: int) -> int:
        """The seed of the session's game ``index`` (0 is the first): each the next of the one before."""
        seed = self.seed
        for _ in range(index):
            seed = next_seed(seed)
        return seed

    def __call__(self) -> Game:
        seed = self.seed_for(self.count)
        self.count += 1
        return Game(prepare_cave(self.cave, seed, self.shuffle_labels), self.rules, seed)


class LineGame:
    """A ruleset's dialogue in plain lines.  Subclasses write :meth:`play`."""

    #: said when the player breaks off with Ctrl-C, if the catalog has no "quit" text
    goodbye = "Goodbye."
    #: the short hints printed when an answer cannot be understood (per dialogue)
    hints: dict[str, str] = {}
    #: called with each game as it ends (``wumpus text`` adds it to the player's history)
    on_game_over: Callable[[Game], None] | None = None
    #: called with the game after each action, before its events are printed (``wumpus text`` keeps it)
    on_turn: Callable[[Game], None] | None = None
    #: called once an action's events and the next status are printed
    on_shown: Callable[[], None] | None = None

    def __init__(self, new_game: NewGame, read: Read, write: Write, *, resumed: bool = False,
                 notes: Mapping[str, str] | None = None) -> None:
        self.new_game = new_game
        self._read = read
        self._write = write
        self.game: Game | None = None
        #: the first game is one already under way: no opening, it goes on from where it stands
        self.resumed = resumed
        #: what the dialogue kept beside that game (:meth:`kept_notes`)
        self.resumed_notes: Mapping[str, str] = notes or {}

    def kept_notes(self) -> dict[str, str]:
        """What the dialogue needs beside the game itself to go on with it after a resume (kept
        with the game's save)."""
        return {}

    # -- running -------------------------------------------------------------
    def run(self) -> int:
        """Play until the player leaves or input ends; the exit status."""
        try:
            self.play()
        except Quit:
            return 0
        except EOFError:
            self.write("\n")
            return 0
        except KeyboardInterrupt:
            self.write("\n" + self.goodbye_text() + "\n")
            return 130
        return 0

    def play(self) -> None:
        raise NotImplementedError

    def start(self, game: Game | None = None) -> Game:
        self.game = self.new_game() if game is None else game
        return self.game

    def goodbye_text(self) -> str:
        game = self.game
        if game is not None and game.messages.has("quit"):
            return game.messages.say("quit")
        return self.goodbye

    # -- the conversation -------------------------------------------------------
    @property
    def messages(self):
        assert self.game is not None
        return self.game.messages

    def text(self, key: str, **fields) -> str:
        return self.messages.say(key, **fields)

    def write(self, text: str) -> None:
        self._write(text)

    def say(self, text: str = "") -> None:
        self._write(text + "\n")

    def say_all(self, lines: Iterable[str | None]) -> None:
        for line in lines:
            if line is not None:
                self.say(line)

    def ask(self, prompt: str) -> str:
        """The player's answer, surrounding spaces removed."""
        return self._read(prompt).strip()

    def hint(self, key: str) -> None:
        text = self.hints.get(key)
        if text:
            self.say(text)

    # -- events -----------------------------------------------------------------------
    def render(self, event) -> str | None:
        return self.messages.render(event)

    def show(self, events: Sequence) -> None:
        """What happened, in the ruleset's words, then the next turn's status."""
        happened, status = split_status(events)
        if self.on_turn is not None:
            self.on_turn(self.game)
        self.say_all(self.render(e) for e in happened)
        if status:
            self.show_status(status)
        if self.on_shown is not None:
            self.on_shown()
        if self.on_game_over is not None and any(isinstance(e, ev.GameOver) for e in happened):
            self.on_game_over(self.game)

    def show_status(self, status: Sequence) -> None:
        """The warnings and the location; each dialogue lays them out its own way."""
        self.say_all(self.render(e) for e in status)
