"""What the player of one game can know, worked out exactly from the ruleset's own data.

:class:`Knowledge` follows a game turn by turn through the events the player
was shown, and keeps a probability for every arrangement of the hazards that
agrees with them:

* the pits and the bats as weights over pairs of rooms;
* the wumpus as a table ``track[start][now]``: the chance of everything seen
  about the wumpus so far, had it started in ``start``, ending in ``now``;
* the starting arrangement's own odds, from the ruleset's placement draws,
  which tie the three together (the six rooms drawn apart, or not).

Every rule it uses is read from the ``model`` the ruleset's policies carry
(:mod:`wumpus.engine.rules.base`): how rooms are drawn, what the warnings
count, what entering a room does and in which order, where a bumped or woken
wumpus goes, where bats drop you.  A policy that cannot be followed exactly
(or has no model) makes :attr:`Knowledge.exact` false, and the odds are then
an honest approximation, never a certainty.

Where a rule moves one hazard in a way that depends on where the others are
(a wumpus that shies from pits, bats that fly to an empty room, an earthquake
that moves the pits away from everything else), the hazards can no longer be
kept apart, and :class:`wumpus.bots.joint.Joint` keeps every arrangement of
them together instead: exact, for caves of up to ``JOINT_ROOMS`` rooms.

The cave itself is known (the player has the map); rooms the player has not
seen named are reported together, as their average.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations, permutations

from wumpus.engine import events as ev
from wumpus.engine.cave import Cave
from wumpus.engine.rules.base import (
    BetweenTurnsModel,
    Draw,
    EncounterModel,
    PerceptModel,
    PlacementModel,
    Redraw,
    Ruleset,
    WakeModel,
    Walk,
)

#: the most rooms a cave may have for the hazards to be followed together (see :mod:`.joint`)
JOINT_ROOMS = 24

#: the classes of the wumpus's starting room against the pits and bats
_OUT, _P, _B, _PB = range(4)


def _couples(encounters: Sequence[EncounterModel], wake: WakeModel, between: BetweenTurnsModel | None) -> bool:
    """Whether some rule moves a hazard in a way that depends on where the others are."""
    for enc in encounters:
        if isinstance(enc.bump, (Walk, Redraw)) or enc.bats_move is not None:
            return True
        if enc.drop is not None and set(enc.drop.avoid) - {"origin"}:
            return True
    return isinstance(wake.kernel, Walk) or bool(between is not None and between.relocations)


def wake_model(rules: Ruleset) -> WakeModel | None:
    """What ``rules`` declare the wumpus a missed arrow wakes does; None where they do not say."""
    wake = getattr(rules.after_miss if rules.after_miss is not None else rules.wumpus_on_miss, "model", None)
    return wake if isinstance(wake, WakeModel) else None


def _dynamics(rules: Ruleset) -> tuple[list[EncounterModel], WakeModel, BetweenTurnsModel | None, list[str]]:
    """What ``rules`` declares happens on entering a room, after a miss and between turns,
    and the parts it leaves undescribed, in words."""
    gaps: list[str] = []
    encounters: list[EncounterModel] = []
    for policy in rules.entry_order:
        model = getattr(policy, "model", None)
        if isinstance(model, EncounterModel):
            encounters.append(model)
        else:
            gaps.append("something on entering a room is not described")
    wake = wake_model(rules) or WakeModel(None, exact=False)
    between = None
    if rules.between_turns is not None:
        between = getattr(rules.between_turns, "model", None)
        if not isinstance(between, BetweenTurnsModel):
            between = None
            gaps.append("what happens between turns is not described")
    return encounters, wake, between, gaps


def follows_together(cave: Cave, rules: Ruleset) -> bool:
    """Whether the notes for a game in ``cave`` under ``rules`` keep every arrangement of the
    hazards together (see :mod:`.joint`)."""
    encounters, wake, between, _ = _dynamics(rules)
    return len(cave.rooms) <= JOINT_ROOMS and _couples(encounters, wake, between)


def placement_weight(model: PlacementModel, rooms: int, where: dict[str, object]) -> float:
    """The chance of drawing exactly ``where`` (piece -> room), by the model's draws."""
    weight = 1.0
    for draw in model.draws:
        taken = {where[piece] for piece in draw.avoid}
        if where[draw.piece] in taken:
            return 0.0
        weight /= rooms - len(taken)
    return weight


def _prior_table(model: PlacementModel, rooms: int) -> dict[int, tuple[float, float, float, float] | None]:
    """For k rooms shared by the pits and the bats, the starting odds with the wumpus
    outside them, with a pit only, with bats only, with both (hunter elsewhere)."""
    layouts = {0: (("a", "b"), ("c", "d")), 1: (("a", "b"), ("b", "c")), 2: (("a", "b"), ("a", "b"))}
    table: dict[int, tuple[float, float, float, float] | None] = {}
    for k, (pits, bats) in layouts.items():
        ps, bs = set(pits), set(bats)
        where_for = {
            _OUT: "w",
            _P: next((r for r in pits if r not in bs), None),
            _B: next((r for r in bats if r not in ps), None),
            _PB: next((r for r in pits if r in bs), None),
        }
        row = []
        for cls in (_OUT, _P, _B, _PB):
            wumpus = where_for[cls]
            if wumpus is None:
                row.append(0.0)
                continue
            total = 0.0
            for p1, p2 in permutations(pits):
                for b1, b2 in permutations(bats):
                    total += placement_weight(model, rooms, {
                        "hunter": "h", "wumpus": wumpus, "pit1": p1, "pit2": p2, "bat1": b1, "bat2": b2})
            row.append(total)
        table[k] = tuple(row) if any(row) else None  # type: ignore[assignment]
    return table


#: what each kind of hazard does to the one who walks in on it: the events that tell it did something
_ACTS = {
    ev.WUMPUS: (ev.BumpedWumpus, ev.WumpusFled, ev.WumpusMoved, ev.WumpusStayed, ev.Eaten),
    ev.PIT: (ev.FellInPit,),
    ev.BATS: (ev.BatSnatch,),
}

_DISTINCT = PlacementModel(tuple(
    Draw(piece, prior) for piece, prior in (
        ("hunter", ()), ("wumpus", ("hunter",)), ("pit1", ("hunter", "wumpus")),
        ("pit2", ("hunter", "wumpus", "pit1")), ("bat1", ("hunter", "wumpus", "pit1", "pit2")),
        ("bat2", ("hunter", "wumpus", "pit1", "pit2", "bat1")),
    )
))


class Knowledge:
    """The odds of every hazard in every room, from what one player has seen."""

    def __init__(self, cave: Cave, rules: Ruleset, events: Sequence, *, joint: bool | None = None) -> None:
        """Start from the events of the first look (the warnings and the start room).

        ``joint``: follow every arrangement of the hazards together (True), hazard by hazard
        (False), or whichever the rules need (None).
        """
        self.cave = cave
        self.rules = rules
        self.rooms: tuple[int, ...] = tuple(cave.rooms)
        self.index = {room: i for i, room in enumerate(self.rooms)}
        self.exact = True
        self.inexact_because: list[str] = []
        place = getattr(rules.place, "model", None)
        if not isinstance(place, PlacementModel):
            place = _DISTINCT
            self._inexact("its placement is not described")
        self.place = place
        self.prior = _prior_table(place, len(self.rooms))
        percepts = getattr(rules.percepts, "model", None)
        if not isinstance(percepts, PerceptModel):
            percepts = PerceptModel()
            self._inexact("its warnings are not described")
        self.percepts = percepts
        self.encounters, wake, between, gaps = _dynamics(rules)
        for gap in gaps:
            self._inexact(gap)
        self.wake = wake
        self.between = between
        if joint is None:
            joint = _couples(self.encounters, wake, between) and len(self.rooms) <= JOINT_ROOMS
        self.use_joint = joint
        self.joint = None
        self.wumpus_room_shown = rules.messages.tells("WumpusMoved", "room")
        self.seen: set[int] = set()
        #: whether the wumpus may have moved since the set-up (woken by a miss, or bumped)
        self.woken = False
        self.visited: set[int] = set()
        self.hunter: int | None = None
        self.arrow: int | None = None  # an arrow lying on the floor, where the player saw it land
        self.coupled = True  # the start's odds tie the hazards together
        self._odds: tuple | None = None
        location = next(e for e in reversed(list(events)) if isinstance(e, ev.Location))
        self._start_afresh(location.room)
        self._look(events)

    # -- state -------------------------------------------------------------------------
    def _start_afresh(self, hunter: int) -> None:
        n = len(self.rooms)
        h = self.index[hunter]
        self.start_index = h
        self.hunter = hunter
        self._odds = None
        if self.use_joint:
            from .joint import Joint

            self.joint = Joint.at_start(self.cave, self.rooms, self.place, h)
            self.coupled = False
            return
        others = [i for i in range(n) if i != h]
        self.pits: dict[tuple[int, int], float] = {pair: 1.0 for pair in combinations(others, 2)}
        self.bats: dict[tuple[int, int], float] = dict(self.pits)
        self.track: list[list[float]] = [[0.0] * n for _ in range(n)]
        for i in others:
            self.track[i][i] = 1.0
        self.coupled = True

    def _know(self, positions: ev.Positions) -> None:
        """Everything is shown (a reset typed in, or the positions revealed)."""
        n = len(self.rooms)
        ix = self.index
        pits = tuple(sorted(ix[p] for p in positions.pits))
        bats = tuple(sorted(ix[b] for b in positions.bats))
        w = ix[positions.wumpus]
        self.hunter = positions.hunter
        self.arrow = positions.arrow
        self._odds = None
        if self.use_joint:
            from .joint import Joint

            self.joint = Joint.known(self.cave, self.rooms, w, pits, bats)
            return
        self.pits = {pits: 1.0}  # type: ignore[dict-item]
        self.bats = {bats: 1.0}  # type: ignore[dict-item]
        self.track = [[0.0] * n for _ in range(n)]
        self.track[w][w] = 1.0
        self.coupled = False

    def copy(self) -> Knowledge:
        other = object.__new__(Knowledge)
        other.__dict__.update(self.__dict__)
        other.inexact_because = list(self.inexact_because)
        other.seen = set(self.seen)
        other.visited = set(self.visited)
        if self.joint is not None:
            other.joint = self.joint.copy()
        else:
            other.pits = dict(self.pits)
            other.bats = dict(self.bats)
            other.track = [list(row) for row in self.track]
        return other

    def _inexact(self, why: str) -> None:
        self.exact = False
        if why not in self.inexact_because:
            self.inexact_because.append(why)

    # -- what was seen ---------------------------------------------------------------------
    def _pits_where(self, keep) -> None:
        self._odds = None
        if self.joint is not None:
            self.joint.pits_where(keep)
            return
        self.pits = {pair: w for pair, w in self.pits.items() if keep(pair)}

    def _bats_where(self, keep) -> None:
        self._odds = None
        if self.joint is not None:
            self.joint.bats_where(keep)
            return
        self.bats = {pair: w for pair, w in self.bats.items() if keep(pair)}

    def _wumpus_where(self, keep) -> None:
        self._odds = None
        if self.joint is not None:
            self.joint.wumpus_where(keep)
            return
        for row in self.track:
            for j in range(len(row)):
                if row[j] and not keep(j):
                    row[j] = 0.0

    def _wumpus_moves(self, kernel, moved: bool | None, to: int | None) -> None:
        """The wumpus goes by ``kernel``; ``moved`` / ``to`` are what the player saw of it."""
        self._odds = None
        if self.joint is not None:
            self.joint.wumpus_moves(kernel, moved, to)
            return
        n = len(self.rooms)
        cave = self.cave
        rooms = self.rooms
        ix = self.index
        steps: dict[int, list[tuple[int, float]]] = {}
        new = [[0.0] * n for _ in range(n)]
        for s, row in enumerate(self.track):
            for j, mass in enumerate(row):
                if not mass:
                    continue
                if j not in steps:
                    options = []
                    for room, p in kernel(cave, rooms[j]):
                        d = ix[room]
                        if moved is not None and (d != j) != moved:
                            continue
                        if to is not None and d != to:
                            continue
                        options.append((d, p))
                    steps[j] = options
                target = new[s]
                for d, p in steps[j]:
                    target[d] += mass * p
        self.track = new

    def _wakes(self, model, seen: Sequence, hunter: int) -> None:
        """The wumpus wakes and goes by ``model`` (a kernel, a :class:`Walk` or a :class:`Redraw`);
        ``seen`` is what the player was shown of it, ``hunter`` the room the player is in."""
        self.woken = True
        kinds = {type(e).__name__ for e in seen if self.rules.messages.tells(type(e).__name__)}
        moved = next((e for e in seen if isinstance(e, (ev.WumpusMoved, ev.WumpusFled))
                      and type(e).__name__ in kinds), None)
        to = None
        if moved is not None and self.rules.messages.tells(type(moved).__name__, "room"):
            to = self.index[moved.room]
        if isinstance(model, Walk):
            if self.joint is None:
                self._roams("a woken wumpus's walk among the hazards is not followed exactly here")
                return
            walked = {"WumpusStayed", "WumpusBalked", "WumpusMoved", "WumpusCarried"}
            told = {k for k in kinds & walked if self.rules.messages.tells(k)}

            def fits(made: frozenset[str]) -> bool:
                return {k for k in made if self.rules.messages.tells(k)} == told

            self.joint.wumpus_walks(model, fits)
            if not self.over:  # a walk that ends where you are is the end of you
                self._wumpus_where(lambda j: j != hunter)
            self._odds = None
            return
        if isinstance(model, Redraw):
            if self.joint is None:
                self._roams("where a bumped wumpus runs is not followed exactly here")
                return
            self.joint.wumpus_redrawn(model, self._scene(hunter), to)
            self._odds = None
            return
        went = None
        if moved is not None:
            went = True
        elif "WumpusStayed" in kinds:
            went = False
        self._wumpus_moves(model, went, to)

    def _roams(self, why: str) -> None:
        """Hazard by hazard, a wumpus that moves by the other hazards is taken to be anywhere."""
        self.woken = True
        self._inexact(why)
        n = len(self.rooms)
        self._wumpus_moves(lambda cave, room: [(r, 1 / n) for r in self.rooms], None, None)

    def _scene(self, hunter: int, origin: int | None = None, landing: int | None = None):
        from .joint import Scene

        arrow = self.index[self.arrow] if self.arrow is not None else None
        return Scene(hunter=hunter, origin=origin, landing=landing, arrow=arrow)

    def _warnings(self, room: int, events: Sequence, only: Sequence[str] | None = None) -> None:
        """The warnings given in ``room`` (``only`` those kinds, when just those were checked)."""
        model = self.percepts
        cave = self.cave
        ix = self.index
        counts = {ev.WUMPUS: 0, ev.PIT: 0, ev.BATS: 0}
        for e in events:
            if isinstance(e, ev.Percept):
                counts[e.hazard] += 1
        if model.counted:
            tunnels = [ix[t] for t in cave.exits[room]]

            def count(pair) -> int:
                return sum(1 for t in tunnels if t in pair)

            self._pits_where(lambda pair: count(pair) == counts[ev.PIT])
            self._bats_where(lambda pair: count(pair) == counts[ev.BATS])
            self._wumpus_where(lambda j: tunnels.count(j) == counts[ev.WUMPUS])
            return
        near = {ix[t] for t in (cave.link_sets if model.both_ways else cave.exit_sets)[room]}
        smell = {ix[t] for t in cave.smell_sets[room]} if model.smell_from_cave else near
        pit, bats, wumpus = (counts[h] > 0 for h in (ev.PIT, ev.BATS, ev.WUMPUS))
        if only is None or ev.PIT in only:
            self._pits_where(lambda pair: (pair[0] in near or pair[1] in near) == pit)
        if only is None or ev.BATS in only:
            self._bats_where(lambda pair: (pair[0] in near or pair[1] in near) == bats)
        if only is None or ev.WUMPUS in only:
            self._wumpus_where(lambda j: (j in smell) == wumpus)

    def _look(self, events: Sequence) -> None:
        location = next((e for e in reversed(list(events)) if isinstance(e, ev.Location)), None)
        if location is None:
            return
        room = location.room
        self.hunter = room
        self.visited.add(room)
        self.seen.add(room)
        self.seen.update(self.cave.exits[room])
        self.seen.update(self.cave.entrances[room])
        self._warnings(room, ev.in_last_room(list(events)))

    def _entered(self, room: int, seen: Sequence) -> bool:
        """Entering ``room`` showed ``seen`` (up to the next room entered); True if carried on."""
        i = self.index[room]
        self.hunter = room
        self.seen.add(room)
        kinds = {type(e) for e in seen}
        for checked, enc in enumerate(self.encounters):
            if enc.hazard == "wumpus":
                bump_told = [kind for kind in (ev.BumpedWumpus, ev.WumpusFled)
                             if self.rules.messages.tells(kind.__name__)]
                if ev.Eaten in kinds:
                    pass
                elif any(kind in kinds for kind in bump_told):
                    self._wumpus_where(lambda j: j == i)
                    if enc.bump is not None:
                        self._wakes(enc.bump, seen, i)
                    if not enc.exact:
                        self._inexact("where a bumped wumpus runs is not followed exactly")
                    if enc.stays_eats:  # alive: he did not stay here
                        self._wumpus_where(lambda j: j != i)
                elif bump_told or enc.bump is None:
                    # the rules would have told of him, or he would have eaten you: he was not here
                    self._wumpus_where(lambda j: j != i)
                else:
                    # the rules never tell you walked in on him: he may have been here, and gone
                    self._bumped_unseen(enc, i)
                    if enc.stays_eats:
                        self._wumpus_where(lambda j: j != i)
            elif enc.hazard == "pit":
                if ev.FellInPit in kinds:
                    self._pits_where(lambda pair: i in pair)
                    return False  # the end: nothing after it happened
                self._pits_where(lambda pair: i not in pair)
            elif enc.hazard == "bats":
                snatch = next((e for e in seen if isinstance(e, ev.BatSnatch)), None)
                if snatch is None:
                    self._bats_where(lambda pair: i not in pair)
                    continue
                self._bats_where(lambda pair: i in pair)
                if self.rules.warns_as_it_checks:  # the warnings given here before the bats struck
                    # of the kinds checked before them that did nothing here (one that did gives no warning)
                    quiet = [e.hazard for e in self.encounters[:checked] if e.hazard in _ACTS
                             and not any(isinstance(x, _ACTS[e.hazard]) for x in seen)]
                    self._warnings(room, seen[:list(seen).index(snatch)], only=quiet)
                self._snatched(enc, i, self.index[snatch.room], seen)
                if not enc.exact:
                    self._inexact("where bats go is not followed exactly")
                return True
            elif enc.hazard == "arrow" and ev.ArrowPickedUp in kinds:
                self.arrow = None
        return False

    def _bumped_unseen(self, enc: EncounterModel, i: int) -> None:
        """The player walked into room ``i`` and was told nothing of the wumpus: where he was,
        he went as the rules say a bumped wumpus goes (if they say so by a kernel), elsewhere
        he slept on."""
        self.woken = True
        bump = enc.bump
        if bump is None or isinstance(bump, (Walk, Redraw)) or not enc.exact:
            self._roams("a bumped wumpus the player is not told of is not followed exactly here")
            return
        room_i = self.rooms[i]

        def kernel(cave, room):
            return bump(cave, room) if room == room_i else [(room, 1.0)]

        self._wumpus_moves(kernel, None, None)

    def _snatched(self, enc: EncounterModel, origin: int, land: int, seen: Sequence) -> None:
        """Bats in ``origin`` carried the player to ``land`` (and then, perhaps, flew off)."""
        if self.joint is not None:
            scene = self._scene(origin, origin, land)
            self.joint.dropped(enc.drop, scene)
            if enc.bats_move is not None:
                self.joint.colony_moves(enc.bats_move, scene, origin)
                flown = next((e for e in seen if isinstance(e, ev.BatsMoved)), None)
                if flown is not None and self.rules.messages.tells("BatsMoved", "room"):
                    new = self.index[flown.room]
                    self._bats_where(lambda pair: new in pair)
            self._odds = None
            return
        avoids = set(enc.drop.avoid) if enc.drop is not None else set()
        if avoids - {"origin"}:
            self._inexact("where bats drop you is not followed exactly here")
        if "bats" in avoids:
            self._bats_where(lambda pair: land not in pair)
        if "pits" in avoids:
            self._pits_where(lambda pair: land not in pair)
        if "wumpus" in avoids:
            self._wumpus_where(lambda j: j != land)
        if enc.bats_move is not None:
            self._inexact("where bats fly after a snatch is not followed exactly here")
            self._decouple()
            self._bats_fly_from(origin, land)

    def _decouple(self) -> None:
        """Keep only each hazard's own odds (its pairs' weights, the wumpus's rooms now),
        forgetting how the start tied them together: needed once hazards move in ways
        the start says nothing about, and an approximation from then on."""
        if not self.coupled:
            return
        n = len(self.rooms)
        R = [sum(row) for row in self.track]
        joint = self._joint(R, list(self.pits.items()), list(self.bats.items()))
        if joint is None:
            return
        wum = joint[0]
        pit_pairs, bat_pairs = self._pair_weights
        self.pits = {pair: w for pair, w in pit_pairs.items() if w > 0.0}
        self.bats = {pair: w for pair, w in bat_pairs.items() if w > 0.0}
        self.track = [[0.0] * n for _ in range(n)]
        for j, p in enumerate(wum):
            if p > 0.0:
                self.track[j][j] = p
        self.coupled = False
        self._odds = None

    def _bats_fly_from(self, home: int, land: int) -> None:
        """The bats of ``home`` fly to a new room, not theirs, the other bats', yours
        or where you landed (nor, unfollowed here, a pit's or the wumpus's)."""
        n = len(self.rooms)
        new: dict[tuple[int, int], float] = {}
        for (a, b), w in self.bats.items():
            other = b if a == home else a
            options = [r for r in range(n) if r not in (home, other, land)]
            share = w / len(options)
            for r in options:
                pair = (other, r) if other < r else (r, other)
                new[pair] = new.get(pair, 0.0) + share
        self.bats = new
        self._odds = None

    def _relocated(self, events: Sequence) -> None:
        """Hazards that moved between turns, as the ruleset's model says (the player saw the events)."""
        if self.between is None:
            return
        h = self.index[self.hunter]
        for e in events:
            for relocation in self.between.relocations:
                if type(e).__name__ != relocation.event:
                    continue
                self._odds = None
                if self.joint is not None:
                    if relocation.piece == "pits":
                        self.joint.pits_move(relocation.redraw, self._scene(h))
                    else:
                        self.joint.a_colony_moves(relocation.redraw, self._scene(h))
                    continue
                self._inexact("hazards that move between turns are not followed exactly here")
                self._decouple()
                n = len(self.rooms)
                spread = {pair: 1.0 for pair in combinations([r for r in range(n) if r != h], 2)}
                if relocation.piece == "pits":
                    self.pits = spread
                else:
                    self.bats = spread

    # -- turns -------------------------------------------------------------------------------
    def after(self, events: Sequence) -> None:
        """Take in everything one action showed the player (its events, in order)."""
        events = list(events)
        self._odds = None
        if any(isinstance(e, ev.GameOver) for e in events):
            self.over = True
        for e in events:
            if isinstance(e, (ev.Revealed, ev.PositionsReset)):
                self._know(e.positions)
                if isinstance(e, ev.PositionsReset):
                    self._look(events)
                return
        if any(isinstance(e, ev.ArrowShot) for e in events):
            self._shot(events)
        else:
            entered = [k for k, e in enumerate(events) if isinstance(e, ev.Entered)]
            for n, k in enumerate(entered):
                end = entered[n + 1] if n + 1 < len(entered) else len(events)
                self._entered(events[k].room, events[k + 1:end])
        if not self.over:
            self._relocated(events)
        self._look(events)
        for e in events:  # a room a message named (where the wumpus went, where the arrow lies)
            room = getattr(e, "room", None)
            if room in self.index and self.rules.messages.tells(type(e).__name__, "room"):
                self.seen.add(room)

    over = False

    def _shot(self, events: Sequence) -> None:
        ix = self.index
        hit = any(isinstance(x, ev.WumpusHit) for x in events)
        # the rooms the arrow flew through are the ones the player named, until it veers off them
        # where no tunnel led; after that, only what the rules tell of its flight
        told = self.rules.messages.tells("ArrowEntered", "room")
        astray = False
        for e in events:
            veered = isinstance(e, (ev.ArrowDeflected, ev.ArrowRicocheted))
            if veered and not self.rules.messages.tells(type(e).__name__, "room"):
                astray = True
            if isinstance(e, ev.ArrowEntered):
                if astray and not told:
                    continue
                self.seen.add(e.room)
                if not hit:
                    j = ix[e.room]
                    self._wumpus_where(lambda w: w != j)
            elif isinstance(e, ev.ArrowLanded):
                self.arrow = e.room
        if not any(isinstance(e, ev.Missed) for e in events):
            return
        here = ix[self.hunter]
        if self.wake.kernel is None:
            if not self.wake.exact:  # he may have gone anywhere
                self._roams("the wumpus after a miss is not described")
                if not self.over:
                    self._wumpus_where(lambda j: j != here)
            return
        if not self.wake.exact:
            self._inexact("the wumpus after a miss is not described")
        self._wakes(self.wake.kernel, events, here)
        if not self.over:  # a wumpus that wakes into your room eats you
            self._wumpus_where(lambda j: j != here)

    # -- the odds -------------------------------------------------------------------------------
    def _compute(self) -> tuple[list[float], list[float], list[float]]:
        if self.joint is not None:
            odds = self.joint.odds()
            if odds is None:
                self._inexact("what was seen does not fit the rules as described")
                n = len(self.rooms)
                return [1 / n] * n, [2 / n] * n, [2 / n] * n
            return odds
        n = len(self.rooms)
        track = self.track
        R = [sum(row) for row in track]
        pits = list(self.pits.items())
        bats = list(self.bats.items())
        if not self.coupled:
            pit_w = [0.0] * n
            bat_w = [0.0] * n
            total = sum(R)
            pz = sum(w for _, w in pits) or 1.0
            bz = sum(w for _, w in bats) or 1.0
            for (a, b), w in pits:
                pit_w[a] += w / pz
                pit_w[b] += w / pz
            for (a, b), w in bats:
                bat_w[a] += w / bz
                bat_w[b] += w / bz
            wz = total or 1.0
            wum = [sum(row[j] for row in track) / wz for j in range(n)]
            return wum, pit_w, bat_w
        joint = self._joint(R, pits, bats)
        if joint is None:
            self._inexact("what was seen does not fit the rules as described")
            return self._apart(R, pits, bats)
        return joint

    def _finish(self, R, s_out, delta, z, pit_w, bat_w):
        n = len(self.rooms)
        if z <= 0.0:
            return None
        coef = [s_out + delta[i] for i in range(n)]
        coef[self.start_index] = 0.0
        wum = [0.0] * n
        for i, row in enumerate(self.track):
            c = coef[i]
            if c:
                for j, m in enumerate(row):
                    if m:
                        wum[j] += c * m
        return [x / z for x in wum], [x / z for x in pit_w], [x / z for x in bat_w]

    def _joint(self, R, pits, bats):
        """The odds over every (pits, bats, wumpus's start) arrangement, summed pair by pair of
        pits with the bats' pairs gathered room by room (what :meth:`_joint_plain` does, faster)."""
        n = len(self.rooms)
        h = self.start_index
        r_all = sum(R) - R[h]
        g0, g1, g2 = self.prior[0], self.prior[1], self.prior[2]
        pit_w = [0.0] * n
        bat_w = [0.0] * n
        delta = [0.0] * n
        s_out = 0.0
        z = 0.0
        #: the weight of each pair of pits and of bats (for :meth:`_decouple`)
        self._pair_weights = pit_pairs, bat_pairs = {}, {}
        # bats gathered: in total, by room, and the pair itself (lb, lb * R(B))
        l_tot = m_tot = 0.0
        l_room = [0.0] * n
        m_room = [0.0] * n
        for pair, lb in bats:
            s, t = pair
            rb = lb * (R[s] + R[t])
            l_tot += lb
            m_tot += rb
            l_room[s] += lb
            l_room[t] += lb
            m_room[s] += rb
            m_room[t] += rb
        bat_dict = self.bats
        # per pair of bats: the pits gathered the same way (for the bats' own odds)
        k_tot = n_tot = 0.0
        k_room = [0.0] * n
        n_room = [0.0] * n
        for (p, q), lp in pits:
            rp = lp * (R[p] + R[q])
            k_tot += lp
            n_tot += rp
            k_room[p] += lp
            k_room[q] += lp
            n_room[p] += rp
            n_room[q] += rp
        pit_dict = self.pits
        if g0 is not None:
            go, gp, gb, _ = g0
            for pair, lp in pits:
                p, q = pair
                rp = R[p] + R[q]
                same = bat_dict.get(pair, 0.0)
                l0 = l_tot - l_room[p] - l_room[q] + same
                if l0 <= 0.0:
                    continue
                m0 = m_tot - m_room[p] - m_room[q] + same * rp
                weight = lp * ((go * (r_all - rp) + gp * rp) * l0 + (gb - go) * m0)
                pit_pairs[pair] = pit_pairs.get(pair, 0.0) + weight
                z += weight
                pit_w[p] += weight
                pit_w[q] += weight
                d = lp * (gp - go) * l0
                delta[p] += d
                delta[q] += d
                s_out += lp * go * l0
            for pair, lb in bats:
                s, t = pair
                rb = R[s] + R[t]
                same = pit_dict.get(pair, 0.0)
                k0 = k_tot - k_room[s] - k_room[t] + same
                if k0 <= 0.0:
                    continue
                n0 = n_tot - n_room[s] - n_room[t] + same * rb
                weight = lb * ((go * (r_all - rb) + gb * rb) * k0 + (gp - go) * n0)
                bat_pairs[pair] = bat_pairs.get(pair, 0.0) + weight
                bat_w[s] += weight
                bat_w[t] += weight
                d = lb * (gb - go) * k0
                delta[s] += d
                delta[t] += d
        if g1 is not None:  # a pit and bats share one room
            go, gp, gb, gpb = g1
            for pair, lp in pits:
                same = bat_dict.get(pair, 0.0)
                for x, other in (pair, pair[::-1]):
                    l1 = l_room[x] - same
                    if l1 <= 0.0:
                        continue
                    m1 = m_room[x] - l_room[x] * R[x] - same * R[other]
                    c = go * (r_all - R[other] - R[x]) + gp * R[other] + gpb * R[x]
                    weight = lp * (c * l1 + (gb - go) * m1)
                    pit_pairs[pair] = pit_pairs.get(pair, 0.0) + weight
                    z += weight
                    pit_w[x] += weight
                    pit_w[other] += weight
                    delta[other] += lp * l1 * (gp - go)
                    delta[x] += lp * l1 * (gpb - go)
                    s_out += lp * l1 * go
            for pair, lb in bats:
                same = pit_dict.get(pair, 0.0)
                for x, other in (pair, pair[::-1]):
                    k1 = k_room[x] - same
                    if k1 <= 0.0:
                        continue
                    n1 = n_room[x] - k_room[x] * R[x] - same * R[other]
                    c = go * (r_all - R[other] - R[x]) + gb * R[other] + gpb * R[x]
                    weight = lb * (c * k1 + (gp - go) * n1)
                    bat_pairs[pair] = bat_pairs.get(pair, 0.0) + weight
                    bat_w[x] += weight
                    bat_w[other] += weight
                    delta[other] += lb * k1 * (gb - go)
        if g2 is not None:  # the pits and the bats in the same two rooms
            go, _, _, gpb = g2
            for pair, lp in pits:
                lb = bat_dict.get(pair, 0.0)
                if not lb:
                    continue
                p, q = pair
                w = lp * lb
                weight = w * (go * (r_all - R[p] - R[q]) + gpb * (R[p] + R[q]))
                pit_pairs[pair] = pit_pairs.get(pair, 0.0) + weight
                bat_pairs[pair] = bat_pairs.get(pair, 0.0) + weight
                z += weight
                for x in pair:
                    pit_w[x] += weight
                    bat_w[x] += weight
                    delta[x] += w * (gpb - go)
                s_out += w * go
        return self._finish(R, s_out, delta, z, pit_w, bat_w)

    def _joint_plain(self, R, pits, bats):
        """The same odds as :meth:`_joint`, every pair of pits against every pair of bats."""
        n = len(self.rooms)
        h = self.start_index
        pit_w = [0.0] * n
        bat_w = [0.0] * n
        delta = [0.0] * n
        s_out = 0.0
        z = 0.0
        prior = self.prior
        r_all = sum(R) - R[h]
        g0, g1, g2 = prior[0], prior[1], prior[2]
        for (p, q), lp in pits:
            rp = R[p] + R[q]
            for (s, t), lb in bats:
                shared = (s == p or s == q) + (t == p or t == q)
                if shared == 0:
                    if g0 is None:
                        continue
                    go, gp, gb, _ = g0
                    w = lp * lb
                    rb = R[s] + R[t]
                    weight = w * (go * (r_all - rp - rb) + gp * rp + gb * rb)
                    if weight <= 0.0:
                        continue
                    dp = w * (gp - go)
                    db = w * (gb - go)
                    delta[p] += dp
                    delta[q] += dp
                    delta[s] += db
                    delta[t] += db
                else:
                    g = g1 if shared == 1 else g2
                    if g is None:
                        continue
                    go = g[_OUT]
                    w = lp * lb
                    union = {p: _P, q: _P}
                    for x in (s, t):
                        union[x] = _PB if x in union else _B
                    inside = sum(g[cls] * R[x] for x, cls in union.items())
                    weight = w * (go * (r_all - sum(R[x] for x in union)) + inside)
                    if weight <= 0.0:
                        continue
                    for x, cls in union.items():
                        delta[x] += w * (g[cls] - go)
                s_out += w * go
                z += weight
                pit_w[p] += weight
                pit_w[q] += weight
                bat_w[s] += weight
                bat_w[t] += weight
        return self._finish(R, s_out, delta, z, pit_w, bat_w)

    def _apart(self, R, pits, bats):
        """Each hazard on its own, ignoring how the start ties them (an approximation)."""
        n = len(self.rooms)
        out = []
        for pairs in (pits, bats):
            total = sum(w for _, w in pairs) or 1.0
            odds = [0.0] * n
            for (a, b), w in pairs:
                odds[a] += w / total
                odds[b] += w / total
            out.append(odds)
        total = sum(R) or 1.0
        wum = [sum(row[j] for row in self.track) / total for j in range(n)]
        return wum, out[0], out[1]

    def odds(self) -> dict[int, tuple[float, float, float]]:
        """For every room: the chances of (wumpus, pit, bats) there now."""
        if self._odds is None:
            wum, pit, bats = self._compute()
            self._odds = {room: (_settled(wum[i]), _settled(pit[i]), _settled(bats[i]))
                          for i, room in enumerate(self.rooms)}
        return self._odds  # type: ignore[return-value]


#: odds this close to 0 or 1 are what the sums leave of a certainty
ROUNDING = 1e-12


def _settled(p: float) -> float:
    if p < ROUNDING:
        return 0.0
    if p > 1.0 - ROUNDING:
        return 1.0
    return p


__all__ = ["Knowledge"]
