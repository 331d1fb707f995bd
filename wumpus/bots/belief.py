"""What a player can know: the cave as explored so far and the odds of every hazard.

:class:`Belief` is fed observations (and the player's own actions) and keeps:

* the explored cave: for every room stood in, its exits and entrances;
* the warnings felt in each of those rooms;
* the rooms bats are known to live in (bats carried you from there);
* a probability for the wumpus in every room, updated as it is smelled or
  not, as rooms are entered safely, as arrows miss (the arrow's rooms are
  empty) and as it wakes after a miss (it moves uniformly among its exits or
  stays).

Pits and bats never move (under the tournament rules), so their odds are
worked out afresh each time by exact enumeration of every placement of the
two pits and the two bats that agrees with the warnings, with the rooms not
seen yet counted together (they are alike: no warning can involve them).
Until the first missed arrow, the wumpus is enumerated jointly with them (the
six starting rooms are distinct); after it, the wumpus's odds are carried
forward on their own.

Rooms not yet seen are not named: their total is ``unseen_wumpus`` and each
of them has the per-room odds given by ``unseen_pit`` / ``unseen_bats`` /
``unseen_wumpus_each``.
"""

from __future__ import annotations

from itertools import combinations
from math import comb

from .api import Observation
from .worlds import within_odds

DEFAULT_ROOMS = 20
#: pairs of (pit placement, bat placement) beyond which they are worked out apart
PAIR_LIMIT = 20000


def _sensed_both_ways(rules: str) -> bool:
    """Whether the ruleset's warnings are felt through entrances as well as exits."""
    from wumpus.engine.rules import get_ruleset

    try:
        model = getattr(get_ruleset(rules).percepts, "model", None)
    except KeyError:  # a ruleset this program does not know: the competition's, as the API's default
        return True
    return bool(getattr(model, "both_ways", False))


class Belief:
    def __init__(self, rules: str = "tournament", cave_rooms: int | None = None, smell_distance: int = 1,
                 recognise: bool = False) -> None:
        self.rules = rules
        self.both_ways = _sensed_both_ways(rules)
        self.cave_rooms = cave_rooms
        self.smell_distance = smell_distance
        self.exits: dict[int, tuple[int, ...]] = {}
        self.entrances: dict[int, tuple[int, ...]] = {}
        self.links: dict[int, frozenset[int]] = {}  # rooms warnings and arrows reach, per visited room
        self.seen: set[int] = set()
        self.visited: set[int] = set()
        self.near_pit: dict[int, bool] = {}
        self.near_bats: dict[int, bool] = {}
        self.bat_rooms: set[int] = set()
        self.start: int | None = None
        self.room: int | None = None
        self.misses = 0
        # the wumpus: weights over seen rooms, and the total weight of the unseen ones
        self.wumpus: dict[int, float] = {}
        self.unseen_wumpus = 1.0
        self._marginals = None
        # tunnels not seen but certain, from recognising a known cave's shape
        self.recognise = recognise and self.both_ways
        self.hidden: dict[int, set[int]] = {}
        self._recogniser = None

    # -- the cave as known ------------------------------------------------------
    @property
    def total_rooms(self) -> int:
        return max(self.cave_rooms or DEFAULT_ROOMS, len(self.seen))

    @property
    def unseen(self) -> int:
        return self.total_rooms - len(self.seen)

    def frontier(self) -> set[int]:
        return self.seen - self.visited

    def typical_links(self) -> int:
        """How many rooms a room is usually joined to, judging by the rooms stood in."""
        if not self.links:
            return 3
        return round(sum(len(ls) for ls in self.links.values()) / len(self.links))

    def known_links(self, room: int) -> set[int]:
        """Rooms known to be joined to ``room`` (as warnings and arrows count joins)."""
        if room in self.links:
            return set(self.links[room])
        return {v for v, ls in self.links.items() if room in ls}

    def arrow_links(self, room: int) -> set[int]:
        """Rooms an arrow is known to fly to from ``room``."""
        if self.both_ways:
            return self.known_links(room) | self.hidden.get(room, set())
        if room in self.exits:
            return set(self.exits[room])
        return {v for v, ents in self.entrances.items() if room in ents}

    def _see(self, rooms) -> None:
        new = [r for r in dict.fromkeys(rooms) if r not in self.seen]
        if not new:
            return
        unseen = self.unseen
        share = self.unseen_wumpus / unseen if unseen > 0 else 0.0
        for r in new:
            self.seen.add(r)
            self.wumpus[r] = share
        self.unseen_wumpus = max(0.0, self.unseen_wumpus - share * len(new)) if self.unseen > 0 else 0.0

    # -- feeding it ----------------------------------------------------------
    def observe(self, obs: Observation) -> None:
        """Take in one turn's observation (after :meth:`moved` / :meth:`shot` for the action that led to it)."""
        self._marginals = None
        if self.cave_rooms is None and obs.cave_rooms:
            self.cave_rooms = obs.cave_rooms
        self.smell_distance = obs.smell_distance or 1
        room = obs.room
        if self.start is None:
            self.start = room
            self._see([room])
            self.wumpus[room] = 0.0
        self._see([room, *obs.exits, *obs.entrances])
        self.room = room
        self.visited.add(room)
        self.exits[room] = tuple(obs.exits)
        self.entrances[room] = tuple(obs.entrances)
        sense = set(obs.exits) | (set(obs.entrances) if self.both_ways else set())
        self.links[room] = frozenset(sense)
        self.near_pit[room] = obs.near_pit
        self.near_bats[room] = obs.near_bats
        self.bat_rooms.discard(room)
        if self.recognise:
            if self._recogniser is None:
                from .shapes import Recogniser

                self._recogniser = Recogniser(self.cave_rooms)
            self.hidden = self._recogniser.hidden_links(self)
        # the wumpus is not here (or we would not be seeing anything)
        self.wumpus[room] = 0.0
        self._smell(room, obs.near_wumpus)

    def carried_from(self, room: int) -> None:
        """Bats carried the player away on entering ``room``: bats live there, no wumpus."""
        self._see([room])
        self.bat_rooms.add(room)
        self.wumpus[room] = 0.0

    def shot(self, path, missed: bool = True) -> None:
        """An arrow flew along ``path`` (known links only) and missed: the wumpus wakes."""
        if not missed:
            return
        self._marginals = None
        if self.misses == 0:
            joint = self.marginals()
            self.wumpus = dict(joint["wumpus"])
            self.unseen_wumpus = joint["unseen_wumpus"]
        self.misses += 1
        for r in path:
            if r in self.wumpus:
                self.wumpus[r] = 0.0
        self._wake()
        if self.room is not None:
            self.wumpus[self.room] = 0.0
        self._marginals = None

    def _smell(self, room: int, smelled: bool) -> None:
        if self.both_ways and self.smell_distance > 1:
            odds = within_odds(self, room, self.smell_distance)
            if odds is not None:
                self._smell_far(odds, smelled)
                return
        region, unsure = self.smell_region(room)
        total = 0.0
        for r in self.wumpus:
            inside = r in region
            if smelled and not inside and not (unsure and r not in self.visited):
                self.wumpus[r] = 0.0
            elif not smelled and inside:
                self.wumpus[r] = 0.0
            total += self.wumpus[r]
        if smelled and not unsure:
            self.unseen_wumpus = 0.0
        total += self.unseen_wumpus
        if total <= 0.0:
            # the model was wrong somewhere (another ruleset's wumpus): start the wumpus afresh
            candidates = [r for r in self.seen if r not in self.visited and (r in region) == smelled]
            if not candidates and not smelled:
                candidates = [r for r in self.seen if r not in self.visited and r not in region]
            for r in self.wumpus:
                self.wumpus[r] = 1.0 if r in candidates else 0.0
            self.unseen_wumpus = 0.0 if smelled else float(self.unseen)
            if not candidates and self.unseen_wumpus == 0.0:
                for r in self.frontier():
                    self.wumpus[r] = 1.0

    def _smell_far(self, odds: tuple[dict[int, float], float], smelled: bool) -> None:
        """A smell (or none) carried over more than one tunnel, when where the tunnels
        beyond the rooms stood in go is not known: each room weighed by the chance that
        it lies within smelling distance (see :func:`.worlds.within_odds`)."""
        inside, unseen_inside = odds
        total = 0.0
        for r in self.wumpus:
            p = inside.get(r, 0.0)
            self.wumpus[r] *= p if smelled else 1.0 - p
            total += self.wumpus[r]
        self.unseen_wumpus *= unseen_inside if smelled else 1.0 - unseen_inside
        total += self.unseen_wumpus
        if total <= 0.0:
            # the model was wrong somewhere: start the wumpus afresh among the rooms that fit
            for r in self.wumpus:
                fits = inside.get(r, 0.0) > 0.0 if smelled else inside.get(r, 0.0) < 1.0
                self.wumpus[r] = 1.0 if fits and r not in self.visited else 0.0
            self.unseen_wumpus = float(self.unseen) * (unseen_inside if smelled else 1.0 - unseen_inside)

    def smell_region(self, room: int) -> tuple[set[int], bool]:
        """Rooms known to be within smell of ``room``, and whether unknown rooms may be too."""
        d = self.smell_distance if self.both_ways else 1
        if d <= 1:
            return set(self.links.get(room, ())), False
        seen = set()
        frontier = {room}
        unsure = False
        for step in range(d):
            nxt = set()
            for r in frontier:
                if r in self.links:
                    nxt |= self.links[r]
                elif step < d:
                    unsure = True
                    nxt |= self.known_links(r)
            nxt -= seen
            if not nxt:
                break  # nothing further within reach
            seen |= nxt
            frontier = nxt
        return seen, unsure

    def _wake(self) -> None:
        """The wumpus moves uniformly among its exits or stays."""
        self.wumpus, self.unseen_wumpus = self.woken(self.wumpus, self.unseen_wumpus)

    def woken(self, wumpus: dict[int, float], unseen_wumpus: float) -> tuple[dict[int, float], float]:
        """Where a wumpus with weights ``wumpus`` (seen rooms) and ``unseen_wumpus`` (the
        rooms not seen) is once it wakes and moves uniformly among its exits or stays."""
        known_degree = [len(e) for e in self.exits.values()]
        degree = round(sum(known_degree) / len(known_degree)) if known_degree else 3
        new = {r: 0.0 for r in wumpus}
        unknown_mass = 0.0
        for r, m in wumpus.items():
            if m <= 0.0:
                continue
            if r in self.exits:
                ways = self.exits[r]
                share = m / (len(ways) + 1)
                new[r] += share
                for t in ways:
                    new[t] = new.get(t, 0.0) + share
            else:
                known = [v for v, ents in self.entrances.items() if r in ents]
                n = max(degree, len(known))
                share = m / (n + 1)
                new[r] += share
                for t in known:
                    new[t] = new.get(t, 0.0) + share
                unknown_mass += share * (n - len(known))
        open_rooms = [r for r in new if r not in self.visited]
        unseen_wumpus = self._come_out(new, open_rooms, degree, unseen_wumpus)
        # where unexplored tunnels lead is unknown: spread over the rooms not stood in
        weight = len(open_rooms) + self.unseen
        if weight > 0:
            for r in open_rooms:
                new[r] += unknown_mass / weight
            unseen_wumpus += unknown_mass * self.unseen / weight
        return new, unseen_wumpus

    def _come_out(self, new: dict, open_rooms: list[int], degree: int, unseen_wumpus: float) -> float:
        """A wumpus in a room not seen yet may walk out into a seen room not stood in,
        through one of that room's entrances not known yet (every entrance of a room
        stood in is known, so it cannot walk straight into one).  Returns the weight
        left in the rooms not seen."""
        if unseen_wumpus <= 0.0 or self.unseen <= 0:
            return unseen_wumpus
        ways_in = {}
        for r in open_rooms:
            known = sum(1 for ways in self.exits.values() if r in ways)
            ways_in[r] = max(0, degree - known)
        total = sum(ways_in.values()) + self.unseen * degree
        if total <= 0:
            return unseen_wumpus
        moving = unseen_wumpus * degree / (degree + 1)
        out = 0.0
        for r, n in ways_in.items():
            if n:
                share = moving * n / total
                new[r] += share
                out += share
        return max(0.0, unseen_wumpus - out)

    def after_miss(self, path, room: int, m: dict) -> list[tuple[float, dict]]:
        """What an arrow shot from ``room`` through ``path`` would leave if it missed: the
        wumpus woken (and not in ``room``), then smelled in ``room`` or not.  For each of
        those, (its chance, the odds as :meth:`marginals` gives them, pits and bats
        unchanged from ``m``)."""
        if self.misses == 0:
            wumpus, unseen_w = dict(m["wumpus"]), m["unseen_wumpus"]
        else:
            wumpus, unseen_w = dict(self.wumpus), self.unseen_wumpus
        for r in path:
            if r in wumpus:
                wumpus[r] = 0.0
        wumpus, unseen_w = self.woken(wumpus, unseen_w)
        wumpus[room] = 0.0
        total = sum(wumpus.values()) + unseen_w
        if total <= 0.0:
            return []
        region, unsure = self.smell_region(room)
        if unsure or room not in self.links:
            splits = [(wumpus, unseen_w)]
        else:
            near = {r: p for r, p in wumpus.items() if r in region}
            far = {r: p for r, p in wumpus.items() if r not in region}
            splits = [(near, 0.0), (far, unseen_w)]
        unseen = self.unseen
        out = []
        for weights, u in splits:
            mass = sum(weights.values()) + u
            if mass <= 1e-12:
                continue
            odds = dict(m)
            odds["wumpus"] = {r: weights.get(r, 0.0) / mass for r in m["wumpus"]}
            odds["unseen_wumpus"] = u / mass
            odds["unseen_wumpus_each"] = u / mass / unseen if unseen else 0.0
            out.append((mass / total, odds))
        return out

    def entered(self, room: int) -> None:
        """The player entered ``room`` and lived: no wumpus there now."""
        self._see([room])
        self.wumpus[room] = 0.0

    # -- the odds ----------------------------------------------------------------
    def marginals(self) -> dict:
        """Per-room probabilities: ``pit``, ``bats``, ``wumpus`` (dicts over seen rooms) and the
        per-room odds for a room not seen yet (``unseen_pit``, ``unseen_bats``,
        ``unseen_wumpus_each``; ``unseen_wumpus`` is their total for the wumpus)."""
        if self._marginals is None:
            self._marginals = self._compute()
        return self._marginals

    def _configs(self, candidates: list[int], observed: dict[int, bool], required: set[int]):
        """Every (set of seen rooms, count in unseen rooms) for a pair of one hazard."""
        unseen = self.unseen
        out = []
        checks = [(self.links[v], flag) for v, flag in observed.items() if v in self.links]

        def ok(rooms: tuple[int, ...]) -> bool:
            if not required.issubset(rooms):
                return False
            for ls, flag in checks:
                if (not ls.isdisjoint(rooms)) != flag:
                    return False
            return True

        for pair in combinations(candidates, 2):
            if ok(pair):
                out.append((frozenset(pair), 0))
        if unseen >= 1:
            for r in candidates:
                if ok((r,)):
                    out.append((frozenset((r,)), 1))
        if unseen >= 2 and ok(()):
            out.append((frozenset(), 2))
        return out

    def _compute(self) -> dict:
        unseen = self.unseen
        open_rooms = sorted(self.seen - self.visited)
        pit_rooms = [r for r in open_rooms if r not in self.bat_rooms]
        pits = self._configs(pit_rooms, self.near_pit, set())
        bats = self._configs(open_rooms, self.near_bats, set(self.bat_rooms))
        if not pits:  # warnings that do not fit the tournament rules: keep only what is certain
            pits = self._configs(pit_rooms, {}, set())
        if not bats:
            bats = self._configs(open_rooms, {}, set(self.bat_rooms) if len(self.bat_rooms) <= 2 else set())
        if len(pits) * len(bats) > PAIR_LIMIT:
            return self._compute_apart(open_rooms, pits, bats)
        coupled = self.misses == 0
        w = {r: self.wumpus.get(r, 0.0) for r in open_rooms}
        w_each = self.unseen_wumpus / unseen if unseen > 0 else 0.0
        w_total = sum(w.values()) + self.unseen_wumpus
        pit_p = dict.fromkeys(open_rooms, 0.0)
        bat_p = dict.fromkeys(open_rooms, 0.0)
        blocked = dict.fromkeys(open_rooms, 0.0)  # weight of placements with a pit or bats in the room
        pit_unseen = bat_unseen = unseen_w = 0.0
        z = f_total = 0.0
        for pset, pk in pits:
            for bset, bk in bats:
                if not pset.isdisjoint(bset) or pk + bk > unseen:
                    continue
                f = comb(unseen, pk) * comb(unseen - pk, bk)
                if coupled:
                    g = w_total - sum(w[r] for r in pset) - sum(w[r] for r in bset) - (pk + bk) * w_each
                    if g <= 1e-15:
                        continue
                else:
                    g = 1.0
                fg = f * g
                z += fg
                f_total += f
                for r in pset:
                    pit_p[r] += fg
                    blocked[r] += f
                for r in bset:
                    bat_p[r] += fg
                    blocked[r] += f
                pit_unseen += fg * pk
                bat_unseen += fg * bk
                unseen_w += f * w_each * (unseen - pk - bk)
        result: dict = {"pit": {}, "bats": {}, "wumpus": {}}
        if z <= 0.0:
            z = 1.0
        for r in open_rooms:
            result["pit"][r] = pit_p[r] / z
            result["bats"][r] = bat_p[r] / z
        for r in self.visited:
            result["pit"][r] = 0.0
            result["bats"][r] = 1.0 if r in self.bat_rooms else 0.0
        # the wumpus
        if coupled:
            ws = {r: w[r] * (f_total - blocked[r]) for r in open_rooms}
            total = z
        else:
            ws = dict(w)
            unseen_w = self.unseen_wumpus
            total = sum(self.wumpus.values()) + unseen_w
        if total <= 0.0:
            total = 1.0
        result["wumpus"] = {r: ws[r] / total for r in open_rooms}
        for r in self.visited:
            result["wumpus"][r] = 0.0 if coupled else self.wumpus.get(r, 0.0) / total
        result["unseen_wumpus"] = unseen_w / total
        result["unseen_wumpus_each"] = (unseen_w / total / unseen) if unseen else 0.0
        result["unseen_pit"] = (pit_unseen / z / unseen) if unseen else 0.0
        result["unseen_bats"] = (bat_unseen / z / unseen) if unseen else 0.0
        return result

    def _compute_apart(self, open_rooms, pits, bats) -> dict:
        """The odds when a big cave leaves too many placements to pair up: pits, bats
        and the wumpus each on their own (rooms they share are not excluded)."""
        unseen = self.unseen
        result: dict = {}
        for kind, configs in (("pit", pits), ("bats", bats)):
            odds = dict.fromkeys(open_rooms, 0.0)
            in_unseen = total = 0.0
            for rooms, k in configs:
                f = comb(unseen, k)
                total += f
                in_unseen += f * k
                for r in rooms:
                    odds[r] += f
            total = total or 1.0
            result[kind] = {r: v / total for r, v in odds.items()}
            result[f"unseen_{kind}"] = in_unseen / total / unseen if unseen else 0.0
            for r in self.visited:
                result[kind][r] = 1.0 if kind == "bats" and r in self.bat_rooms else 0.0
        total = sum(self.wumpus.values()) + self.unseen_wumpus or 1.0
        result["wumpus"] = {r: self.wumpus.get(r, 0.0) / total for r in self.seen}
        result["unseen_wumpus"] = self.unseen_wumpus / total
        result["unseen_wumpus_each"] = result["unseen_wumpus"] / unseen if unseen else 0.0
        return result

    def danger(self, room: int) -> float:
        """The chance that entering ``room`` kills at once (wumpus or pit)."""
        m = self.marginals()
        if room in m["pit"]:
            return min(1.0, m["pit"][room] + m["wumpus"].get(room, 0.0))
        return min(1.0, m["unseen_pit"] + m["unseen_wumpus_each"])
