"""Playing a bot against the engine: observations are built from the events the
engine returns and from the public structure of the current room only."""

from __future__ import annotations

import operator
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from wumpus.engine import Game, IllegalAction
from wumpus.engine import events as ev

from . import api
from .api import Move, Observation, Shoot

#: The host's name for how a game ended, by the engine's cause.
_MOVE_ENDINGS = {
    ev.FELL_IN_PIT: api.FELL_IN_PIT,
    ev.EATEN: api.MET_WUMPUS,
    ev.WUMPUS_DROPPED: api.MET_WUMPUS,
    ev.EXHAUSTED: api.EXHAUSTED,
}
_SHOT_ENDINGS = {
    ev.WUMPUS_KILLED: api.WUMPUS_KILLED,
    ev.OWN_ARROW: api.SHOT_SELF,
    ev.EATEN_AFTER_MISS: api.KILLED_BY_GROGGY_WUMPUS,
    ev.OUT_OF_ARROWS: api.OUT_OF_ARROWS,
    ev.EATEN: api.KILLED_BY_GROGGY_WUMPUS,
    ev.WUMPUS_DROPPED: api.KILLED_BY_GROGGY_WUMPUS,
}

#: How a game that the bot would not finish ends (not one of the engine's causes).
GAVE_UP = "gave_up"
#: the answers a bot may give in one game (refused ones too) before the game is given up
MAX_ACTIONS = 2000


class Numbering:
    """How a bot numbers the rooms of a cave: by the cave's own numbers, or (a ruleset whose
    host counts from 0, as seed 003's does) 0, 1, 2 ... in the order of those numbers."""

    def __init__(self, cave, from_zero: bool) -> None:
        labels = sorted(cave.rooms)
        self.from_zero = from_zero and labels != list(range(len(labels)))
        self._number = {label: n for n, label in enumerate(labels)}
        self._label = dict(enumerate(labels))
        #: what a number that names no room becomes: a number no room has, so the game
        #: refuses it as it refuses any room not in the cave
        self._nowhere = labels[0] - 1 if labels else -1

    def room(self, label: int) -> int:
        """The bot's number for the cave's room ``label``."""
        return self._number[label] if self.from_zero else label

    def rooms(self, labels) -> tuple[int, ...]:
        return tuple(self.room(r) for r in labels)

    def relabelled(self, cave):
        """``cave`` with its rooms numbered as the bot numbers them."""
        return cave.relabel({label: self.room(label) for label in cave.rooms}) if self.from_zero else cave

    def label(self, number):
        """The cave's room that the bot's ``number`` names: any whole number, NumPy's too, and a
        float with nothing after the point, as the host's ``in`` takes it (``True`` is no room, and
        anything else is passed on to be refused)."""
        if isinstance(number, bool):
            return self._nowhere
        try:
            hash(number)
        except TypeError:  # a list, say: in no room's exits, as the host's ``in`` finds it
            return self._nowhere
        if isinstance(number, float) and number.is_integer():
            number = int(number)
        if not self.from_zero:
            return number
        try:
            number = operator.index(number)
        except TypeError:
            return number
        return self._label.get(number, self._nowhere)

    def action(self, action):
        """The bot's ``Move`` or ``Shoot`` with the cave's room numbers (anything else as it is)."""
        if isinstance(action, Move):
            return Move(self.label(action.room))
        if isinstance(action, Shoot):
            return Shoot(tuple(self.label(r) for r in action.rooms))
        return action


#: the last numbering made, with its cave and rules (one tuple, read and replaced whole)
_last_numbering: tuple = (None, None, None)


def numbering(game: Game) -> Numbering:
    """How a bot playing ``game`` numbers its rooms."""
    global _last_numbering
    cave, rules = game.cave, game.rules
    last = _last_numbering
    if last[0] is cave and last[1] is rules:
        return last[2]
    made = Numbering(cave, rules.bots_count_from_zero)
    _last_numbering = (cave, rules, made)
    return made


def observe(game: Game, events: Sequence, result: str = api.START, carried: bool = False) -> Observation:
    """The observation for the turn that ``events`` (ending with a Location) opens, with the
    rooms numbered as the bot numbers them (:func:`numbering`)."""
    near = {e.hazard for e in ev.in_last_room(events) if isinstance(e, ev.Percept)}
    location = next((e for e in reversed(events) if isinstance(e, ev.Location)), None)
    if location is None:
        location = ev.Location(game.hunter, game.tunnels, game.arrows)
    rules = game.rules
    cave = game.cave
    seat = numbering(game)
    return Observation(
        room=seat.room(location.room),
        exits=seat.rooms(location.tunnels),
        entrances=seat.rooms(cave.entrances[location.room]),
        near_pit=ev.PIT in near,
        near_bats=ev.BATS in near,
        near_wumpus=ev.WUMPUS in near,
        arrows=location.arrows,
        result=result,
        carried_by_bats=carried,
        moves=game.moves,
        rules=rules.family,
        max_path=rules.max_path,
        smell_distance=rules.smell_reach(cave),
        cave_rooms=len(cave.rooms),
    )


def move_result(events: Sequence) -> tuple[str, bool]:
    carried = any(isinstance(e, ev.BatSnatch) for e in events)
    for e in events:
        if isinstance(e, ev.GameOver):
            return _MOVE_ENDINGS.get(e.cause, e.cause.upper()), carried
    return api.MOVE_SUCCESSFUL, carried


def shot_result(events: Sequence) -> str:
    for e in events:
        if isinstance(e, ev.GameOver):
            return _SHOT_ENDINGS.get(e.cause, e.cause.upper())
    return api.WUMPUS_MISSED


@dataclass
class Outcome:
    """How one game went."""

    won: bool
    cause: str
    score: int
    moves: int
    shots: int
    refused: int
    #: the refused actions by the engine's reason (``not_a_tunnel``, ``too_crooked``...), most first
    refusals: tuple[tuple[str, int], ...] = ()


def _act_of(bot) -> str:
    """The bot's own ``act`` method by name, ``module.Class.act()`` (through a wrapper that names the bot
    it wraps as ``__wrapped__``), for a message about its answer."""
    cls = type(getattr(bot, "__wrapped__", None) or bot)
    module = "" if cls.__module__ in ("__main__", "builtins") else f"{cls.__module__}."
    return f"{module}{cls.__qualname__}.act()"


def play_game(bot: api.Bot, game: Game, *, strict: bool = False, max_actions: int = MAX_ACTIONS,
              on_turn=None) -> Outcome:
    """Let ``bot`` play ``game`` to the end.

    A refused action (not an exit, too crooked, ...) costs nothing and the bot
    is asked again, as seed 003's host does; with ``strict`` it raises
    :class:`IllegalAction` instead.  A game still running after ``max_actions``
    actions (possible under rulesets with no move limit) is lost as ``gave_up``.
    ``on_turn(observation, action)`` is called before each action is played.
    """
    bot.new_game()
    obs = observe(game, game.look())
    refused: Counter[str] = Counter()
    for _ in range(max_actions):
        if game.over:
            break
        action = bot.act(obs)
        if on_turn is not None:
            on_turn(obs, action)
        action = numbering(game).action(action)
        try:
            if isinstance(action, Move):
                events = game.apply(action)
                result, carried = move_result(events)
            elif isinstance(action, Shoot):
                events = game.apply(action)
                result, carried = shot_result(events), False
            else:
                raise api.BotError(f"{_act_of(bot)} answered {action!r}: a bot must answer Move(room) "
                                   "or Shoot(rooms)")
        except IllegalAction as exc:
            if strict:
                raise
            refused[exc.reason] += 1
            result = api.TOO_CROOKED if exc.reason == "too_crooked" else api.NOT_AN_EXIT
            obs = observe(game, game.look(), result, False)
            continue
        if not game.over:
            obs = observe(game, events, result, carried)
    return outcome_of(game, refused)


def outcome_of(game: Game, refused: Counter[str]) -> Outcome:
    """How ``game`` went, with the actions the rules refused by reason; a game still going is
    lost as ``gave_up``."""
    said = (sum(refused.values()), tuple(refused.most_common()))
    if not game.over:
        return Outcome(False, GAVE_UP, 0, game.moves, game.shots, *said)
    return Outcome(game.won, game.cause or "", game.score, game.moves, game.shots, *said)
