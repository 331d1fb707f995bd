"""Random caves, in the spirit of BSD's ``wump``: ``random[:rooms=N,tunnels=K,oneway=P]``.

Every room gets exactly K exits.  The rooms are first strung on a loop in a
random order (so every room can reach every other), then the remaining
tunnels join random pairs of rooms.  Each tunnel is one-way with probability
P; a two-way tunnel uses an exit of both its rooms.  The same seed always
makes the same cave.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from wumpus import numbers
from wumpus.engine import Cave, CaveError
from wumpus.engine.game import MIN_ROOMS

DEFAULT_ROOMS = 20
DEFAULT_TUNNELS = 3
MAX_ROOMS = 200
MAX_TUNNELS = 10
USAGE = "random[:rooms=N,tunnels=K,oneway=P]"


@dataclass(frozen=True)
class RandomSpec:
    rooms: int = DEFAULT_ROOMS
    tunnels: int = DEFAULT_TUNNELS
    oneway: float = 0.0

    def __str__(self) -> str:
        text = f"random:rooms={self.rooms},tunnels={self.tunnels}"
        return text + (f",oneway={self.oneway:g}" if self.oneway else "")

    @property
    def short(self) -> str:
        """The spec with only the settings that differ from the defaults: ``random:oneway=0.5``."""
        settings = [f"{name}={value}" for name, value, default in (
            ("rooms", self.rooms, DEFAULT_ROOMS), ("tunnels", self.tunnels, DEFAULT_TUNNELS),
            ("oneway", f"{self.oneway:g}", "0")) if value != default]
        return "random:" + ",".join(settings) if settings else "random"


def parse_spec(spec: str) -> RandomSpec:
    """``random`` or ``random:rooms=30,tunnels=4,oneway=0.2`` -> RandomSpec (checked)."""
    head, _, tail = spec.partition(":")
    if head.strip().lower() != "random":
        raise CaveError(f"{spec!r} is not a random cave ({USAGE})")
    values: dict[str, str] = {}
    for part in filter(None, (p.strip() for p in tail.split(","))):
        key, eq, value = part.partition("=")
        key = key.strip().lower()
        if not eq:
            raise CaveError(f"random cave: {part!r} should be setting=value ({USAGE})")
        if key not in ("rooms", "tunnels", "oneway"):
            raise CaveError(f"random cave: unknown setting {key!r} (the settings are rooms, tunnels and oneway)")
        if key in values:
            raise CaveError(f"random cave: {key} is given twice")
        values[key] = value.strip()

    def whole(key: str, default: int) -> int:
        if key not in values:
            return default
        number = numbers.whole(values[key])
        if number is None:
            raise CaveError(f"random cave: {key}={values[key]!r} is not a whole number")
        return number

    rooms = whole("rooms", DEFAULT_ROOMS)
    tunnels = whole("tunnels", DEFAULT_TUNNELS)
    oneway_text = values.get("oneway", "0")
    oneway = numbers.decimal(oneway_text)
    if oneway is None:
        raise CaveError(f"random cave: oneway={oneway_text!r} is not a number from 0 to 1")
    result = RandomSpec(rooms, tunnels, oneway)
    check_spec(result)
    return result


def check_spec(spec: RandomSpec) -> None:
    if not MIN_ROOMS <= spec.rooms <= MAX_ROOMS:
        raise CaveError(
            f"random cave: rooms={spec.rooms}; a random cave has {MIN_ROOMS} to {MAX_ROOMS} rooms (at least "
            f"{MIN_ROOMS}: a room each for the hunter, the wumpus, two pits and two bats, and two empty rooms to go "
            f"to; and at most {MAX_ROOMS})"
        )
    if not 2 <= spec.tunnels <= min(MAX_TUNNELS, spec.rooms - 1):
        raise CaveError(
            f"random cave: tunnels={spec.tunnels}; each room needs 2 to "
            f"{min(MAX_TUNNELS, spec.rooms - 1)} tunnels with {spec.rooms} rooms"
        )
    if not 0.0 <= spec.oneway <= 1.0:
        raise CaveError(f"random cave: oneway={spec.oneway:g} is a probability, from 0 to 1")
    if spec.oneway == 0.0 and (spec.rooms * spec.tunnels) % 2:
        raise CaveError(
            f"random cave: {spec.rooms} rooms with {spec.tunnels} two-way tunnels each cannot be joined up "
            f"(rooms x tunnels must be even); try rooms={spec.rooms + 1} or a oneway probability"
        )


def random_cave(spec: RandomSpec | str = RandomSpec(), seed: int | None = None) -> Cave:
    """A strongly connected random cave; the same spec and seed give the same cave."""
    if isinstance(spec, str):
        spec = parse_spec(spec)
    check_spec(spec)
    rng = random.Random(f"wumpus random cave {seed}") if seed is not None else random.Random()
    for _ in range(200):
        exits = _attempt(spec, rng)
        if exits is not None:
            break
    else:  # pragma: no cover - needs an astronomically unlucky seed
        raise CaveError(f"random cave: could not join up {spec} (try another seed)")
    description = f"A random cave: {spec.rooms} rooms, {spec.tunnels} tunnels each"
    share = _one_way_share(exits)
    if share:
        description += f", {share} of them one-way"
    description += f" (seed {seed})." if seed is not None else "."
    return Cave("random", exits, description, 1, None, {"spec": str(spec), "seed": str(seed)})


def _one_way_share(exits: dict[int, tuple[int, ...]]) -> str:
    """The share of the rooms' tunnels (each room's ways out) that are one-way, as the cave was made
    (not the chance asked for: a tunnel drawn one-way beside one the other way makes a two-way
    pair), never rounded to none or all; empty when none is one-way."""
    one_way = sum(1 for a, ways in exits.items() for b in ways if a not in exits[b])
    if not one_way:
        return ""
    share = 100 * one_way / sum(len(ways) for ways in exits.values())
    if 0 < share < 1:
        return "under 1%"
    if 99 < share < 100:
        return "over 99%"
    return f"{share:.0f}%"


def _attempt(spec: RandomSpec, rng: random.Random) -> dict[int, tuple[int, ...]] | None:
    n, k, p = spec.rooms, spec.tunnels, spec.oneway
    rooms = list(range(1, n + 1))
    order = rooms[:]
    rng.shuffle(order)
    exits: dict[int, list[int]] = {r: [] for r in rooms}

    def join(a: int, b: int, two_way: bool) -> None:
        exits[a].append(b)
        if two_way:
            exits[b].append(a)

    # the loop: every room reaches every other along it
    for i, a in enumerate(order):
        b = order[(i + 1) % n]
        two_way = rng.random() >= p and len(exits[b]) < k and a not in exits[b]
        join(a, b, two_way)
    # the rest: the room with the most free exits first, to a random partner
    while True:
        open_rooms = [r for r in rooms if len(exits[r]) < k]
        if not open_rooms:
            break
        most = max(k - len(exits[r]) for r in open_rooms)
        a = rng.choice([r for r in open_rooms if k - len(exits[r]) == most])
        one_way = rng.random() < p
        if not one_way:
            partners = [b for b in open_rooms if b != a and b not in exits[a] and a not in exits[b]]
            if partners:
                join(a, rng.choice(partners), True)
                continue
            if p == 0.0:
                return None
        partners = [b for b in rooms if b != a and b not in exits[a]]
        join(a, rng.choice(partners), False)
    return {r: tuple(sorted(ts)) for r, ts in exits.items()}
