"""What a player could work out so far, for notes and hints in a front end.

Everything here comes from what the player has been shown (the events the
engine returned and the public structure of each room the player stood in),
never from where the hazards really are.

>>> from wumpus.engine import Game
>>> game = Game(rules="tournament", seed=3)
>>> notes = insight_for(game)
>>> notes.odds[game.hunter].visited
True
>>> hint = notes.suggest()          # Suggestion(action=Move(...) or Shoot(...), reason="...")
"""

from __future__ import annotations

from dataclasses import dataclass

from wumpus.engine import Game

from .api import Move, Observation, Shoot
from .hunter import Hunter
from .play import move_result, observe, shot_result


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


class Insight:
    """Follows one game turn by turn, the way the player saw it."""

    def __init__(self) -> None:
        self.hunter = Hunter(seed=0)
        self.observation: Observation | None = None

    def see(self, observation: Observation) -> None:
        """Take in the next turn (after :meth:`did` for the action that led to it)."""
        self.hunter.update(observation)
        self.observation = observation

    def did(self, action: Move | Shoot) -> None:
        """The player's action this turn (before its resulting observation)."""
        self.hunter.last = action

    @property
    def belief(self):
        return self.hunter.belief

    @property
    def odds(self) -> dict[int, RoomOdds]:
        """Per known room (every room the player has seen named), the hazards' odds."""
        belief = self.hunter.belief
        if belief is None:
            return {}
        m = belief.marginals()
        return {
            r: RoomOdds(m["wumpus"].get(r, 0.0), m["pit"].get(r, 0.0), m["bats"].get(r, 0.0), r in belief.visited)
            for r in sorted(belief.seen)
        }

    @property
    def unseen_odds(self) -> RoomOdds:
        """The odds for each room the player has not seen named yet (they are all alike)."""
        belief = self.hunter.belief
        if belief is None:
            return RoomOdds(0.0, 0.0, 0.0, False)
        m = belief.marginals()
        return RoomOdds(m["unseen_wumpus_each"], m["unseen_pit"], m["unseen_bats"], False)

    def suggest(self) -> Suggestion | None:
        """The hunter bot's choice for this turn, with its reason; None once the game is over."""
        if self.observation is None or self.hunter.belief is None:
            return None
        action, reason = self.hunter.choose(self.hunter.belief, self.observation)
        return Suggestion(action, reason)


def insight_for(game: Game) -> Insight:
    """The notes a player of ``game`` could have made so far.

    The game is replayed from its seed and actions, and only what each turn
    showed the player is used; ``game`` itself is not changed.
    """
    if game.seed is None:
        raise ValueError("a game driven by a scripted random source cannot be replayed")
    copy = Game(game.cave, game.rules, game.seed, start=game.start if game.start_given else None)
    notes = Insight()
    notes.see(observe(copy, copy.look()))
    for action in game.actions:
        if copy.over:
            break
        if isinstance(action, Move):
            notes.did(action)
            events = copy.move(action.room)
            result, carried = move_result(events)
        elif isinstance(action, Shoot):
            notes.did(action)
            events = copy.shoot(action.rooms)
            result, carried = shot_result(events), False
        else:  # a reset or other testing command: start the notes afresh
            events = copy.apply(action)
            notes = Insight()
            notes.see(observe(copy, copy.look()))
            continue
        if copy.over:
            notes.observation = None
            break
        notes.see(observe(copy, events, result, carried))
    return notes


__all__ = ["Insight", "RoomOdds", "Suggestion", "insight_for"]
