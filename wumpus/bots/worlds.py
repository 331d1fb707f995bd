"""Whole caves that agree with the part explored.

Under the competition's rules a bot sees only the rooms it stands in: each
one's exits and entrances.  Where the other tunnels go matters to what a smell
carried over more than one room says, and it is not seen.  :func:`complete`
draws one whole cave that agrees with everything seen:

* every room has as many exits as the rooms stood in have;
* a room stood in keeps exactly the exits and entrances seen, so no room other
  than its entrances has an exit into it;
* while every tunnel seen runs both ways, every tunnel does (a two-way cave);
  once a one-way tunnel has been seen, each tunnel still to be drawn runs both
  ways as often as the tunnels seen did.

:func:`within_odds` averages over many such caves: the chance that each room
lies within a number of tunnels of another.  The draws are seeded by what has
been seen, so the same knowledge always gives the same odds.
"""

from __future__ import annotations

import random

#: a room whose number cannot be told yet: rooms are numbered 0..N-1 in seed 003's own
#: host and 1..N here, so until room 0 or room N has been seen one of them is unknown
UNKNOWN_ROOM = -1
#: caves drawn to work out the odds of a smell at a distance
SAMPLES = 48
#: attempts at joining up one cave before giving up
TRIES = 60


def room_labels(belief) -> list[int]:
    """Every room of the cave, as far as its number can be told (see :data:`UNKNOWN_ROOM`)."""
    n = belief.total_rooms
    seen = belief.seen
    if 0 in seen:
        labels = list(range(n))
    elif n in seen:
        labels = list(range(1, n + 1))
    else:
        labels = [*range(1, n), UNKNOWN_ROOM]
    extra = sorted(r for r in seen if r not in labels)
    if extra:  # numbered some other way: the rooms seen, and stand-ins for the rest
        labels = sorted(seen) + [UNKNOWN_ROOM - k for k in range(max(0, n - len(seen)))]
    return labels


def exits_per_room(belief) -> int:
    """How many exits a room has, judging by the rooms stood in."""
    sizes = [len(set(e)) for e in belief.exits.values()]
    return round(sum(sizes) / len(sizes)) if sizes else 3


def two_way(belief, rooms=None) -> bool:
    """Whether every tunnel seen from ``rooms`` (by default every room stood in) runs both ways."""
    rooms = belief.visited if rooms is None else rooms
    return all(set(belief.exits[v]) == set(belief.entrances[v]) for v in rooms)


def complete(belief, labels: list[int], rng: random.Random) -> dict[int, tuple[int, ...]] | None:
    """One whole cave (room -> exits) that agrees with every room stood in, or None
    when none is found (a cave whose rooms do not all have the same number of exits)."""
    visited = belief.visited
    free = [r for r in labels if r not in visited]
    degree = exits_per_room(belief)
    # the rooms stood in that each other room must lead to: exactly its entrances
    forced = {r: [v for v in visited if r in belief.entrances[v]] for r in free}
    if any(len(ways) > degree for ways in forced.values()):
        return None
    joined = two_way(belief)
    both = 1.0 if joined else _share_both_ways(belief)
    for _ in range(TRIES):
        exits = _join(free, forced, degree, both, joined, rng)
        if exits is not None:
            for v in visited:
                exits[v] = list(belief.exits[v])
            return {r: tuple(ts) for r, ts in exits.items()}
    return None


def _share_both_ways(belief) -> float:
    ways = [t in belief.entrances[v] for v in belief.visited for t in belief.exits[v]]
    return sum(ways) / len(ways) if ways else 0.5


def _join(free, forced, degree, both, joined, rng) -> dict[int, list[int]] | None:
    """One try at giving every room not stood in its missing exits; None on a dead end."""
    exits = {r: list(forced[r]) for r in free}
    while True:
        open_rooms = [r for r in free if len(exits[r]) < degree]
        if not open_rooms:
            return exits
        most = max(degree - len(exits[r]) for r in open_rooms)
        a = rng.choice([r for r in open_rooms if degree - len(exits[r]) == most])
        if joined or rng.random() < both:
            partners = [b for b in open_rooms if b != a and b not in exits[a] and a not in exits[b]]
            if partners:
                b = rng.choice(partners)
                exits[a].append(b)
                exits[b].append(a)
                continue
            if joined:
                return None
        partners = [b for b in free if b != a and b not in exits[a]]
        if not partners:
            return None
        exits[a].append(rng.choice(partners))


def _links(exits: dict[int, tuple[int, ...]]) -> dict[int, set[int]]:
    links = {r: set(ts) for r, ts in exits.items()}
    for r, ts in exits.items():
        for t in ts:
            links[t].add(r)
    return links


def _within(links: dict[int, set[int]], room: int, distance: int) -> set[int]:
    reached = {room}
    edge = {room}
    for _ in range(distance):
        edge = {t for r in edge for t in links[r]} - reached
        if not edge:
            break
        reached |= edge
    reached.discard(room)
    return reached


def within_odds(belief, room: int, distance: int, samples: int = SAMPLES) -> tuple[dict[int, float], float] | None:
    """The chance that each room seen lies within ``distance`` tunnels of ``room`` (through
    exits and entrances), and the same chance for a room not seen yet; None when no whole
    cave agrees with what has been seen.  Only rooms within reach through tunnels seen
    are called certain."""
    labels = room_labels(belief)
    rng = random.Random(f"{room} {sorted(belief.visited)}")
    counts: dict[int, int] = {}
    for _ in range(samples):
        exits = complete(belief, labels, rng)
        if exits is None:
            return None
        for r in _within(_links(exits), room, distance):
            counts[r] = counts.get(r, 0) + 1
    # within reach through tunnels seen: certain; otherwise never quite certain either way,
    # since a handful of draws can miss a way of joining the cave that is rare but possible
    sure = _within({r: set(belief.known_links(r)) for r in belief.seen}, room, distance)
    odds = {r: 1.0 if r in sure else (counts.get(r, 0) + 0.5) / (samples + 1) for r in belief.seen if r != room}
    odds[room] = 0.0
    unseen = [r for r in labels if r not in belief.seen]
    in_unseen = (sum(counts.get(r, 0) for r in unseen) / len(unseen) + 0.5) / (samples + 1) if unseen else 0.0
    return odds, in_unseen
