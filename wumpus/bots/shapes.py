"""Recognising a known cave from the part explored, whatever its room numbers.

The hunter may know the SHAPES of the built-in caves and of the maps the AI
competition published (which room joins which, up to renumbering), never their
numbering in a game nor the hazards.  Given
the rooms stood in (their exits and entrances), :class:`Recogniser` finds
every way to place them on each known shape, and reports the tunnels between
rooms seen but not yet visited that every such placement agrees on.  Those
are tunnels the player has not seen but can aim an arrow through.

A match is trusted only once enough rooms have been explored, since a cave
not in the library can look like one for a while.  The order in which each
room lists its exits is part of the shape too (renumbering rooms keeps it) and
is tried first: a match in that order is trusted sooner, and sooner still once
the tunnels seen close a loop, which a cave not in the library seldom shows early.
"""

from __future__ import annotations

from collections import Counter
from functools import lru_cache
from itertools import permutations, product

from .worlds import two_way

#: placements beyond which a shape is not used (the explored part says too little yet)
LIMIT = 600
#: ways of fitting kept per shape, for following an arrow beyond the tunnels seen
FITS = 12


class Shape:
    """A cave's shape.  ``ordered``: the order in which each room lists its exits is
    part of it (renumbering rooms keeps that order)."""

    def __init__(self, cave, ordered: bool = False) -> None:
        self.name = cave.name
        self.ordered = ordered
        self.rooms = tuple(cave.rooms)
        self.links = {r: frozenset(ls) for r, ls in cave.links.items()}
        self.roles = {r: _roles(cave.exits[r], cave.entrances[r], ordered) for r in self.rooms}
        #: every room lists its exits in increasing order: a cave renumbered at random
        #: keeps some such order too, so the order says less about this shape
        self.sorted_exits = all(list(ts) == sorted(ts) for ts in cave.exits.values())
        self.signature = {r: tuple(sorted(self.roles[r].values())) for r in self.rooms}
        self.representatives = self._representatives()

    def _representatives(self) -> frozenset[int]:
        """One room of each class of rooms the shape's symmetries map onto each other.

        Placements that differ by a symmetry of the shape agree on every tunnel, so
        the first room explored need only be tried on these rooms."""
        order = [self.rooms[0]]
        seen = {self.rooms[0]}
        for room in order:
            for n in sorted(self.links[room]):
                if n not in seen:
                    seen.add(n)
                    order.append(n)
        if len(order) != len(self.rooms):
            return frozenset(self.rooms)
        symmetries = placements(self, order, self.roles, limit=5000, first=None)
        if symmetries is None:
            return frozenset(self.rooms)
        reps: list[int] = []
        covered: set[int] = set()
        for room in self.rooms:
            if room not in covered:
                reps.append(room)
                covered |= {phi[room] for phi in symmetries}
        return frozenset(reps)


#: the maps the AI competition (seed 003) shipped, in ``assets/caves/NAME-competition.txt``
#: (its standard dodecahedron lists the exits of ten rooms in another order than the built-in one)
COMPETITION_MAPS = ("dodecahedron", "mobius", "waterslide", "risk")


@lru_cache(maxsize=1)
def known_caves() -> tuple:
    """The caves whose shapes the hunter knows: the built-in caves and the competition's maps."""
    try:
        from wumpus.assets import asset_path
        from wumpus.caves import BUILTIN
        from wumpus.caves.formats import load_file
    except Exception:  # noqa: BLE001 - without the caves package there is nothing to recognise
        return ()
    maps = tuple(load_file(asset_path("caves", f"{name}-competition.txt")) for name in COMPETITION_MAPS)
    return (*BUILTIN.values(), *maps)


@lru_cache(maxsize=1)
def library() -> tuple[Shape, ...]:
    """The shapes of the caves the hunter knows (worked out once per process)."""
    caves = known_caves()
    return tuple(Shape(c, True) for c in caves) + tuple(Shape(c) for c in caves)


def _roles(exits, entrances, ordered: bool = False) -> dict[int, tuple]:
    """What each room joined to this one is to it: how it is reached by exits, and
    whether it is an entrance."""
    ents = set(entrances)
    if ordered:
        return {s: (tuple(i for i, e in enumerate(exits) if e == s), s in ents) for s in set(exits) | ents}
    counts = Counter(exits)
    return {s: (counts.get(s, 0), s in ents) for s in set(exits) | ents}


def placements(shape: Shape, order, roles, limit: int = LIMIT, first=()):
    """Every map of the labels around the visited rooms in ``order`` onto ``shape``
    that keeps each visited room's exits and entrances; None when over ``limit``."""
    phi: dict[int, int] = {}
    used: set[int] = set()
    found: list[dict[int, int]] = []
    sigs = {v: tuple(sorted(roles[v].values())) for v in order}

    def extend(i: int) -> bool:
        if i == len(order):
            found.append(dict(phi))
            return len(found) > limit
        v = order[i]
        if v in phi:
            return place_links(i, v, phi[v])
        starts = shape.rooms if (i > 0 or first is None) else shape.representatives
        for s in starts:
            if s in used or shape.signature[s] != sigs[v]:
                continue
            phi[v] = s
            used.add(s)
            stop = place_links(i, v, s)
            del phi[v]
            used.discard(s)
            if stop:
                return True
        return False

    def place_links(i: int, v: int, s: int) -> bool:
        want = roles[v]
        have = shape.roles[s]
        free_labels: dict[tuple, list[int]] = {}
        for label, role in want.items():
            if label in phi:
                if have.get(phi[label]) != role:
                    return False
            else:
                free_labels.setdefault(role, []).append(label)
        images = {phi[label] for label in want if label in phi}
        free_rooms: dict[tuple, list[int]] = {}
        for room, role in have.items():
            if room in images:
                continue
            if room in used:
                return False  # that room already stands for a label not joined to v
            free_rooms.setdefault(role, []).append(room)
        if {k: len(x) for k, x in free_labels.items()} != {k: len(x) for k, x in free_rooms.items()}:
            return False
        groups = list(free_labels.items())
        for choice in product(*(permutations(free_rooms[role]) for role, _ in groups)):
            added = []
            for (role, labels), rooms in zip(groups, choice):
                for label, room in zip(labels, rooms):
                    phi[label] = room
                    used.add(room)
                    added.append(label)
            stop = extend(i + 1)
            for label in added:
                used.discard(phi.pop(label))
            if stop:
                return True
        return False

    if extend(0):
        return None
    return found


class Recogniser:
    """Tunnels every placement of the explored part on a known shape agrees on."""

    #: rooms stood in (joined together) before a match is trusted; fewer when every
    #: tunnel seen is one-way, which a cave not in the library seldom shows, or when
    #: one shape alone fits with each room's exits in their order (fewer again when the
    #: tunnels seen close a loop, and fewest when some of them are one-way; later for a
    #: shape whose rooms list their exits in increasing order: a renumbered cave may too).
    #: Over seeds 0-499 with the labels shuffled, six rooms in order rather than four take
    #: 5% of random two-way caves for a known one rather than 8%; two rooms with a loop know
    #: the competition's water slide early enough to matter (75.6 points a game over seeds
    #: 0-999, 74.0 at four rooms)
    ROOMS = 8
    ONE_WAY_ROOMS = 1
    ORDERED_ROOMS = 6
    LOOP_ROOMS = 2
    TWO_WAY_LOOP_ROOMS = 4
    SORTED_ROOMS = 5

    def __init__(self, rooms: int | None) -> None:
        self.shapes = tuple(s for s in library() if rooms is None or len(s.rooms) == rooms)
        self._key = None
        self._result: dict[int, set[int]] = {}
        self.matches: list[str] = []
        #: (shape, label -> shape room) for the ways the explored part fits (a few at most)
        self.fits: list[tuple[Shape, dict[int, int]]] = []

    def hidden_links(self, belief) -> dict[int, set[int]]:
        """label -> labels it is certainly joined to, for tunnels not seen yet.

        A ride with bats leaves the rooms stood in in pieces: they are placed on the shape
        together (no two on one room), and when that says nothing, the piece the hunter
        stands in alone.  On the competition's Risk map, with the labels shuffled and the
        host's dice, that scores 0.26 +- 0.07 points a game more over seeds 0-3999 and
        0.37 +- 0.09 more over seeds 4000-7999 (paired); within 0.2 of the piece alone on
        the other competition maps and random caves over seeds 0-1999."""
        if not self.shapes or belief.room is None:
            return {}
        here = self._component(belief, belief.room)
        if len(here) < len(belief.visited):
            self._key = None  # the two are weighed in turn: nothing is kept between turns
            found = self._hidden(belief, self._pieces(belief, here))
            self._key = None
            if found:
                return found
        return self._hidden(belief, here)

    @classmethod
    def _pieces(cls, belief, here: list[int]) -> list[int]:
        """Every room stood in: the piece ``here`` first, then the others, each nearest first."""
        order = list(here)
        done = set(order)
        for v in sorted(belief.visited):
            if v not in done and v in belief.links:
                piece = cls._component(belief, v)
                order.extend(piece)
                done.update(piece)
        return order

    def _hidden(self, belief, order: list[int]) -> dict[int, set[int]]:
        one_way = all(not set(belief.exits[v]) & set(belief.entrances[v]) for v in order)
        looped = self._loops(belief, order) > 0
        # the order each room lists its exits in is telling (renumbering keeps it), so a
        # match in that order is trusted sooner; a cave not in the library seldom shows one
        if one_way:
            least = self.ONE_WAY_ROOMS
        elif looped:
            least = self.TWO_WAY_LOOP_ROOMS if two_way(belief, order) else self.LOOP_ROOMS
        else:
            least = self.ORDERED_ROOMS
        tries = [(True, least), (False, self.ROOMS)]
        tries = [ordered for ordered, least in tries if len(order) >= least]
        if not tries:
            self.fits = []
            return {}  # too little seen: a cave not in the library could look like one
        key = (tuple(order), belief.room)
        if key == self._key:
            return self._result
        self._key = key
        labels = set(order)
        for v in order:
            labels |= set(belief.links[v])
        open_labels = sorted(labels - set(order))
        pairs = None
        self.matches = []
        self.fits = []
        for ordered in tries:
            roles = {v: _roles(belief.exits[v], belief.entrances[v], ordered) for v in order}
            matched = []
            for shape in self.shapes:
                if shape.ordered != ordered:
                    continue
                found = placements(shape, order, roles)
                if found is None:
                    self._result = {}
                    self.matches = []
                    self.fits = []
                    return self._result  # too little seen to tell
                if found:
                    matched.append((shape, found))
            if ordered and not one_way and len(order) < self.ROOMS:
                # trusted early only when one shape fits, and later still for a shape
                # whose exits are in increasing order (a renumbered cave often is too)
                if len(matched) != 1 or (matched[0][0].sorted_exits and len(order) < self.SORTED_ROOMS):
                    continue
            for shape, found in matched:
                self.matches.append(shape.name)
                self.fits.extend((shape, phi) for phi in found[:FITS])
                for phi in found:
                    if pairs is None:
                        pairs = {(a, b) for i, a in enumerate(open_labels) for b in open_labels[i + 1:]
                                 if phi[b] in shape.links[phi[a]]}
                    else:
                        pairs = {(a, b) for a, b in pairs if phi[b] in shape.links[phi[a]]}
                    if not pairs:
                        break
            if self.matches:
                break
        result: dict[int, set[int]] = {}
        for a, b in pairs or ():
            result.setdefault(a, set()).add(b)
            result.setdefault(b, set()).add(a)
        self._result = result
        return result

    @staticmethod
    def _loops(belief, order: list[int]) -> int:
        """How many independent loops the tunnels seen around ``order`` close."""
        labels = set(order)
        pairs = set()
        for v in order:
            for t in belief.links[v]:
                labels.add(t)
                pairs.add((min(v, t), max(v, t)))
        return len(pairs) - len(labels) + 1

    @staticmethod
    def _component(belief, start: int) -> list[int]:
        """Visited rooms joined to ``start`` through visited rooms, nearest first."""
        order = [start]
        seen = {start}
        i = 0
        while i < len(order):
            v = order[i]
            i += 1
            for n in sorted(belief.links[v]):
                if n in belief.visited and n not in seen:
                    seen.add(n)
                    order.append(n)
        return order
