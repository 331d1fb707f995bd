"""``random``: seed 003's example player.

When the wumpus is smelled, shoot one random room joined to this one by an
exit or an entrance; otherwise move through a random exit.
"""

from __future__ import annotations

import random

from .api import Move, Observation, Shoot


class RandomBot:
    name = "random"

    def __init__(self, seed: int | None = None) -> None:
        self.seed = seed
        # a stream of its own: the game dealt by the same seed draws from random.Random(seed),
        # and sharing it would tie this player's choices to where the hazards are
        self.rng = random.Random(None if seed is None else f"random bot {seed}")

    def new_game(self) -> None:
        pass

    def act(self, observation: Observation) -> Move | Shoot:
        if observation.near_wumpus and observation.arrows > 0:
            return Shoot((self.rng.choice(observation.links),))
        return Move(self.rng.choice(observation.exits))
