"""What a player could work out so far, for notes and hints in a front end.

Everything here comes from what the player has been shown (the events the
engine returned, and the map), never from where the hazards really are: the
odds are :class:`wumpus.bots.knowledge.Knowledge`'s, worked out from the
ruleset's own description of its rules.

>>> from wumpus.engine import Game
>>> game = Game(rules="tournament", seed=3)
>>> notes = insight_for(game)
>>> notes.odds[game.hunter].visited
True
>>> hint = notes.suggest()          # Suggestion(action=Move(...) or Shoot(...), reason="...")
"""

from __future__ import annotations

import threading
from collections import Counter
from dataclasses import dataclass
from functools import cached_property

from wumpus.engine import Game

from .api import Move, Shoot
from .knowledge import Knowledge

#: how close to certain the odds go when they are only an approximation
HONEST = 0.001


@dataclass(frozen=True)
class RoomOdds:
    """The chances of each hazard in one room, given what the player has seen."""

    wumpus: float
    pit: float
    bats: float
    visited: bool


@dataclass(frozen=True)
class Suggestion:
    action: Move | Shoot
    reason: str  # one line, e.g. "Room 7 is safe and unexplored"


def _honest(p: float) -> float:
    return min(max(p, HONEST), 1.0 - HONEST)


class Insight:
    """The notes for one moment of one game (never changed once made)."""

    def __init__(self, game: Game, knowledge: Knowledge, over: bool) -> None:
        self._game = game
        self.knowledge = knowledge
        self.over = over

    @property
    def exact(self) -> bool:
        """False when some rule of the game is only approximated (the odds are then never certain)."""
        return self.knowledge.exact

    @cached_property
    def all_odds(self) -> dict[int, RoomOdds]:
        """The odds of every room of the cave."""
        k = self.knowledge
        out = {}
        for room, (w, p, b) in k.odds().items():
            if not k.exact and room != k.hunter:
                w, p, b = _honest(w), _honest(p), _honest(b)
            out[room] = RoomOdds(w, p, b, room in k.visited)
        return out

    @cached_property
    def _apart(self) -> frozenset[int]:
        """The rooms not seen named whose odds stand out from the rest of them (as the notes
        write odds): they are shown one by one, like the rooms seen."""
        from .hints import percent

        every = self.all_odds
        rooms = sorted(r for r in every if r not in self.knowledge.seen)

        def written(room: int) -> tuple[str, str, str]:
            o = every[room]
            return percent(o.wumpus), percent(o.pit), percent(o.bats)

        shown = {room: written(room) for room in rooms}
        if not shown:
            return frozenset()
        common = Counter(shown.values()).most_common(1)[0][0]  # (the first met, on a tie)
        return frozenset(room for room, words in shown.items() if words != common)

    @cached_property
    def odds(self) -> dict[int, RoomOdds]:
        """Per known room (every room the player has seen named, and every other room whose odds
        stand out from the rest), the hazards' odds."""
        every = self.all_odds
        return {room: every[room] for room in sorted(self.knowledge.seen | self._apart)}

    @cached_property
    def unseen_odds(self) -> RoomOdds:
        """The odds shown for each room not in :attr:`odds` (their average: the notes write
        the same odds for every one of them)."""
        every = self.all_odds
        rooms = [r for r in every if r not in self.knowledge.seen and r not in self._apart]
        if not rooms:
            return RoomOdds(0.0, 0.0, 0.0, False)
        n = len(rooms)
        return RoomOdds(
            sum(every[r].wumpus for r in rooms) / n,
            sum(every[r].pit for r in rooms) / n,
            sum(every[r].bats for r in rooms) / n,
            False,
        )

    def shown(self, room: int) -> RoomOdds:
        """The odds the notes show for ``room``."""
        return self.odds.get(room, self.unseen_odds)

    def suggest(self) -> Suggestion | None:
        """The hint for this turn, with its reason; None once the game is over."""
        if self.over:
            return None
        from .hints import hint_for

        return hint_for(self._game, self)


#: the last notes worked out, per game set-up: (cave, actions seen, the replayed game, knowledge)
_CACHE: dict[tuple, tuple] = {}
_CACHE_SIZE = 16
#: one replay at a time: a game loaded in the app has its notes worked out on a thread of their own
_LOCK = threading.Lock()


def _knowledge(game: Game) -> tuple[Knowledge, bool]:
    start = game.start if game.start_given else None
    key = (id(game.cave), id(game.rules), game.rules.name, game.seed, start, game.again)
    actions = list(game.actions)
    with _LOCK:
        cached = _CACHE.get(key)
        fits = cached is not None and cached[0] is game.cave and cached[4] is game.rules
        if fits and actions[: len(cached[1])] == cached[1]:
            _, done, copy, knowledge, _ = cached
            if len(done) < len(actions):
                # the replayed game goes on where it stood (only this cache holds it); the knowledge
                # goes on as a copy, since the notes already handed out hold the one they were made from
                knowledge = knowledge.copy()
        else:
            done = []
            copy = Game(game.cave, game.rules, game.seed, start=start, again=game.again)
            knowledge = Knowledge(copy.cave, copy.rules, copy.look())
        try:
            for action in actions[len(done):]:
                if copy.over:
                    break
                knowledge.after(copy.apply(action))
        except BaseException:
            _CACHE.pop(key, None)  # the replayed game went part of the way: it no longer matches its entry
            raise
        if len(_CACHE) >= _CACHE_SIZE and key not in _CACHE:
            _CACHE.pop(next(iter(_CACHE)))
        _CACHE[key] = (game.cave, actions, copy, knowledge, game.rules)
        return knowledge, copy.over


def prepare(game: Game) -> None:
    """Load ahead what the notes for ``game`` will need, so that the first look at them is quick:
    for rules that move hazards by one another, the whole-table reasoning (and numpy)."""
    from .knowledge import PlacementModel, follows_together

    model = getattr(game.rules.place, "model", None)
    if follows_together(game.cave, game.rules) and isinstance(model, PlacementModel):
        from .joint import start_table

        start_table(model, len(game.cave.rooms), 0)


def insight_for(game: Game) -> Insight:
    """The notes a player of ``game`` could have made so far.

    The game is replayed from its seed and actions, and only what each turn
    showed the player is used; ``game`` itself is not changed.  A game given a
    random source of its own (``Game(..., rng=...)``) cannot be replayed so: it
    is a ``ValueError``.
    """
    if game.seed is None or not game.replayable:
        raise ValueError("a game rolled by a random source of its own cannot be replayed from its seed")
    knowledge, over = _knowledge(game)
    return Insight(game, knowledge, over or game.over)


__all__ = ["Insight", "RoomOdds", "Suggestion", "insight_for", "prepare"]
