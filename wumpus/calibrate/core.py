"""Playing seeded games and scoring the notes' odds against the truth.

Before every action of every game, the odds the notes would show for every
room of the cave (wumpus, pit, bats) are compared with where the hazards
really are.  A room called 0% that holds the hazard, or 100% that does not,
is a false certainty; the Brier score is the mean squared gap between the
odds and what was there; predictions are also binned by tenths, so the odds
can be compared with how often the hazard was there.

Games are played by a mix of players, chosen by the game's seed: a random
walker, a walker that shoots often (misses wake the wumpus), a player
following the hints, and the hunter bot.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from wumpus.bots.insight import Insight
from wumpus.bots.knowledge import Knowledge
from wumpus.engine import Game, IllegalAction

#: the players, in the order game seeds cycle through them
POLICIES = ("walker", "shooter", "hints", "hunter")
#: actions after which a game with no move limit is left
LONGEST_GAME = 120
#: a decile with this many predictions must be within TOLERANCE of what was observed
DECILE_MIN = 200
TOLERANCE = 0.03
#: standard errors beyond TOLERANCE a decile must be off by before chance is an unlikely cause
CHANCE = 2.0


@dataclass
class Tally:
    states: int = 0
    inexact_states: int = 0
    predictions: int = 0
    false_zero: int = 0
    false_one: int = 0
    squared: float = 0.0
    #: per tenth of the odds: [predictions, sum of odds, times the hazard was there]
    bins: list = field(default_factory=lambda: [[0, 0.0, 0] for _ in range(10)])
    #: per tenth: the sum over games of (that game's hazards there less its odds) squared
    spread: list = field(default_factory=lambda: [0.0] * 10)
    _game: list = field(default_factory=lambda: [0.0] * 10, repr=False, compare=False)

    def add(self, p: float, there: bool) -> None:
        self.predictions += 1
        if p <= 0.0 and there:
            self.false_zero += 1
        elif p >= 1.0 and not there:
            self.false_one += 1
        self.squared += (p - there) ** 2
        k = min(int(p * 10), 9)
        b = self.bins[k]
        b[0] += 1
        b[1] += p
        b[2] += there
        self._game[k] += there - p

    def end_game(self) -> None:
        """One game's odds are all in: the predictions of a game hang together, so a tenth's
        standard error counts games, not predictions."""
        for k, gap in enumerate(self._game):
            self.spread[k] += gap * gap
        self._game = [0.0] * 10

    def merge(self, other: Tally) -> None:
        self.states += other.states
        self.inexact_states += other.inexact_states
        self.predictions += other.predictions
        self.false_zero += other.false_zero
        self.false_one += other.false_one
        self.squared += other.squared
        for mine, theirs in zip(self.bins, other.bins, strict=True):
            for k in range(3):
                mine[k] += theirs[k]
        self.spread = [a + b for a, b in zip(self.spread, other.spread, strict=True)]

    @property
    def brier(self) -> float:
        return self.squared / self.predictions if self.predictions else 0.0

    def deciles(self) -> list[dict]:
        out = []
        for k, (n, sp, st) in enumerate(self.bins):
            predicted = sp / n if n else 0.0
            observed = st / n if n else 0.0
            error = math.sqrt(self.spread[k]) / n if n else 0.0
            out.append({"decile": k, "n": n, "predicted": predicted, "observed": observed,
                        "standard_error": error,
                        "off": n >= DECILE_MIN and abs(predicted - observed) > TOLERANCE,
                        "beyond_chance": n >= DECILE_MIN
                        and abs(predicted - observed) > TOLERANCE + CHANCE * error})
        return out

    @property
    def deciles_off(self) -> int:
        return sum(d["off"] for d in self.deciles())

    def to_json(self) -> dict:
        return {
            "states": self.states, "inexact_states": self.inexact_states, "predictions": self.predictions,
            "false_zero": self.false_zero, "false_one": self.false_one, "brier": self.brier,
            "deciles_off": self.deciles_off, "deciles": self.deciles(),
        }


def _random_shot(game: Game, rng: random.Random) -> tuple[int, ...]:
    links = game.rules.arrow_links(game.cave)
    path = []
    room = game.hunter
    for _ in range(rng.randint(1, min(3, game.rules.max_path))):
        room = rng.choice(sorted(links[room]))
        path.append(room)
    return tuple(path)


def check(tally: Tally, game: Game, knowledge: Knowledge) -> None:
    """Hold the notes for this moment against the truth."""
    notes = Insight(game, knowledge, False)
    tally.states += 1
    tally.inexact_states += not knowledge.exact
    pits, bats = set(game.pits), set(game.bats)
    for room in game.cave.rooms:
        odds = notes.shown(room)
        tally.add(odds.wumpus, room == game.wumpus)
        tally.add(odds.pit, room in pits)
        tally.add(odds.bats, room in bats)


def play(rules: str, cave, seed: int, policy: str, tally: Tally) -> None:
    """Play one game with ``policy``, checking the notes before every action."""
    from wumpus.bots import play as bot_play
    from wumpus.bots.api import Move
    from wumpus.bots.hints import hint_for
    from wumpus.bots.hunter import Hunter

    game = Game(cave, rules, seed)
    rng = random.Random(f"calibrate {seed}")
    knowledge = Knowledge(game.cave, game.rules, game.look())
    hunter = obs = None
    if policy == "hunter":
        hunter = Hunter(seed)
        hunter.new_game()
        obs = bot_play.observe(game, game.look())
    shoot_chance = {"walker": 0.08, "shooter": 0.35}.get(policy, 0.0)
    for _ in range(LONGEST_GAME):
        if game.over:
            break
        check(tally, game, knowledge)
        if hunter is not None:
            action = bot_play.numbering(game).action(hunter.act(obs))
        elif policy == "hints" and rng.random() < 0.9:
            suggestion = hint_for(game, Insight(game, knowledge, False))
            action = suggestion.action if suggestion is not None else None
        elif game.arrows > 0 and rng.random() < shoot_chance:
            action = ("shoot", _random_shot(game, rng))
        else:
            action = Move(rng.choice(game.cave.exits[game.hunter]))
        try:
            if isinstance(action, Move):
                events = game.move(action.room)
                result, carried = bot_play.move_result(events)
            elif action is None:
                break
            else:
                path = action[1] if isinstance(action, tuple) else action.rooms
                events = game.shoot(path)
                result, carried = bot_play.shot_result(events), False
        except IllegalAction:
            if hunter is not None:
                obs = bot_play.observe(game, game.look(), "NOT_AN_EXIT", False)
            continue
        knowledge.after(events)
        if hunter is not None and not game.over:
            obs = bot_play.observe(game, events, result, carried)
    tally.end_game()


def _chunk(rules: str, cave_spec: str, seeds: range) -> Tally:
    from wumpus.tournament.runner import make_cave

    tally = Tally()
    for s in seeds:
        play(rules, make_cave(cave_spec, s, False), s, POLICIES[s % len(POLICIES)], tally)
    return tally


def calibrate(rules: str, cave_spec: str, games: int, seed: int, jobs: int = 1,
              progress: Callable[[int], None] | None = None) -> Tally:
    """Games ``seed`` .. ``seed + games - 1`` under ``rules`` on one cave (a random cave is made per game).

    ``jobs`` processes share the games; the tally is the same for any number of them.
    ``progress(n)`` is called as each batch of ``n`` games is done.
    """
    size = max(1, min(100, games // 16))  # the same batches for any number of processes
    chunks = [range(start, min(start + size, seed + games)) for start in range(seed, seed + games, size)]
    tally = Tally()
    if jobs <= 1 or len(chunks) < 2:
        for chunk in chunks:
            tally.merge(_chunk(rules, cave_spec, chunk))
            if progress:
                progress(len(chunk))
        return tally
    from wumpus.tournament.runner import worker_pool

    with worker_pool(jobs) as pool:
        futures = [pool.submit(_chunk, rules, cave_spec, chunk) for chunk in chunks]
        for future, chunk in zip(futures, chunks, strict=True):  # merged in seed order
            tally.merge(future.result())
            if progress:
                progress(len(chunk))
    return tally
