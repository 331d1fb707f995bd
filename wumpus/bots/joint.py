"""Exact odds over every arrangement of the wumpus, the two pits and the two bats at once.

:class:`Joint` keeps one weight for every (wumpus room, pair of pit rooms, pair of
bat rooms): a table of ``n * K * K`` numbers for ``n`` rooms and ``K = n(n-1)/2``
pairs.  What the player sees multiplies the table by what it allows; where a rule
moves a hazard in a way that depends on where the others are (a wumpus that will
not walk into a pit, bats that fly to an empty room, pits that an earthquake moves
away from everything else), the table follows it exactly.  Only the rooms, pairs
and wumpus rooms still possible are kept, so the table shrinks as the game goes on.

The rules themselves come from the models the ruleset's policies declare
(:mod:`wumpus.engine.rules.base`): :class:`~wumpus.engine.rules.base.Redraw`,
:class:`~wumpus.engine.rules.base.Walk` and plain wumpus kernels.
"""

from __future__ import annotations

import os
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from functools import lru_cache
from itertools import permutations

# the tables are small: one thread works them out fastest, and leaves the other core to the screen
for _threads in ("OPENBLAS_NUM_THREADS", "OMP_NUM_THREADS", "MKL_NUM_THREADS"):
    os.environ.setdefault(_threads, "1")

import numpy as np  # noqa: E402

from wumpus.engine.cave import Cave
from wumpus.engine.rules.base import PlacementModel, Redraw, Walk

from .knowledge import placement_weight

#: the table is cut down to the rows still possible once they are at most this share of it
SHRINK_AT = 0.7


@dataclass(frozen=True)
class Scene:
    """Where the pieces a redraw may avoid are, as far as the player knows (room indices)."""

    hunter: int
    origin: int | None = None
    landing: int | None = None
    arrow: int | None = None


class _Pairs:
    """The unordered pairs of ``n`` rooms, numbered, with the rooms each holds."""

    def __init__(self, n: int) -> None:
        a, b = np.triu_indices(n, 1)
        self.n = n
        self.a, self.b = a, b
        self.k = len(a)
        has = np.zeros((self.k, n))
        has[np.arange(self.k), a] = 1.0
        has[np.arange(self.k), b] = 1.0
        self.has = has  # has[pair, room]: 1.0 when the pair holds the room
        self.of = np.full((n, n), -1, dtype=np.intp)
        self.of[a, b] = np.arange(self.k)
        self.of[b, a] = np.arange(self.k)
        self.shared = has @ has.T  # rooms two pairs share: 0, 1 or 2

    def index(self, rooms: Iterable[int]) -> int:
        x, y = rooms
        return int(self.of[x, y])


@lru_cache(maxsize=8)
def pairs_of(n: int) -> _Pairs:
    return _Pairs(n)


def _pattern(w_is_h, h_in_p, h_in_b, w_in_p, w_in_b, shared):
    return int(w_is_h) + 2 * int(h_in_p) + 4 * int(h_in_b) + 8 * int(w_in_p) + 16 * int(w_in_b) + 32 * int(shared)


@lru_cache(maxsize=32)
def _pattern_weights(model: PlacementModel, n: int) -> np.ndarray:
    """The start's weight for one arrangement of each pattern of shared rooms (hunter given)."""
    table = np.zeros(128)
    h = 0
    for w in range(6):
        for p in ((x, y) for x in range(6) for y in range(x + 1, 6)):
            for b in ((x, y) for x in range(6) for y in range(x + 1, 6)):
                code = _pattern(w == h, h in p, h in b, w in p, w in b, len(set(p) & set(b)))
                if table[code]:
                    continue
                total = 0.0
                for p1, p2 in permutations(p):
                    for b1, b2 in permutations(b):
                        total += placement_weight(model, n, {
                            "hunter": h, "wumpus": w, "pit1": p1, "pit2": p2, "bat1": b1, "bat2": b2})
                table[code] = total
    return table


def start_table(model: PlacementModel, n: int, hunter: int) -> np.ndarray:
    """The odds of every arrangement at the start, the hunter being in ``hunter``."""
    pairs = pairs_of(n)
    has = pairs.has > 0
    w = np.arange(n)
    code = (
        (w == hunter)[:, None, None] * 1
        + has[:, hunter][None, :, None] * 2
        + has[:, hunter][None, None, :] * 4
        + has.T[:, :, None] * 8
        + has.T[:, None, :] * 16
        + pairs.shared.astype(np.intp)[None] * 32
    )
    return _pattern_weights(model, n)[code]


class Joint:
    """The weight of every arrangement of the hazards that fits what the player has seen."""

    def __init__(self, cave: Cave, rooms: Sequence[int], table: np.ndarray) -> None:
        n = len(rooms)
        self.n = n
        self.pairs = pairs_of(n)
        self.index = index = {room: i for i, room in enumerate(rooms)}
        self.exits = [[index[t] for t in cave.exits[room]] for room in rooms]
        self.rooms = tuple(rooms)
        self.cave = cave
        self.wi = np.arange(n)
        self.pi = np.arange(self.pairs.k)
        self.bi = np.arange(self.pairs.k)
        total = table.sum()
        self.t = table / total if total > 0.0 else table

    @classmethod
    def at_start(cls, cave: Cave, rooms: Sequence[int], model: PlacementModel, hunter: int) -> Joint:
        return cls(cave, rooms, start_table(model, len(rooms), hunter))

    @classmethod
    def known(cls, cave: Cave, rooms: Sequence[int], wumpus: int, pits: Sequence[int], bats: Sequence[int]) -> Joint:
        n = len(rooms)
        pairs = pairs_of(n)
        table = np.zeros((n, pairs.k, pairs.k))
        table[wumpus, pairs.index(pits), pairs.index(bats)] = 1.0
        return cls(cave, rooms, table)

    def copy(self) -> Joint:
        other = object.__new__(Joint)
        other.__dict__.update(self.__dict__)
        other.t = self.t.copy()
        return other

    # -- the table, whole or cut down ------------------------------------------------
    def _whole(self, wumpus: bool = False, pits: bool = False, bats: bool = False) -> None:
        """Spread the table back over every wumpus room / pair of pits / pair of bats asked for."""
        n, k = self.n, self.pairs.k
        if wumpus and len(self.wi) < n:
            full = np.zeros((n, *self.t.shape[1:]))
            full[self.wi] = self.t
            self.t, self.wi = full, np.arange(n)
        if pits and len(self.pi) < k:
            full = np.zeros((self.t.shape[0], k, self.t.shape[2]))
            full[:, self.pi] = self.t
            self.t, self.pi = full, np.arange(k)
        if bats and len(self.bi) < k:
            full = np.zeros((*self.t.shape[:2], k))
            full[:, :, self.bi] = self.t
            self.t, self.bi = full, np.arange(k)

    def _shrink(self, w_mass: np.ndarray, p_mass: np.ndarray, b_mass: np.ndarray) -> None:
        keep_w, keep_p, keep_b = w_mass > 0.0, p_mass > 0.0, b_mass > 0.0
        kept = keep_w.sum() * keep_p.sum() * keep_b.sum()
        if kept > SHRINK_AT * self.t.size or kept == 0:
            return
        self.t = self.t[np.ix_(keep_w, keep_p, keep_b)]
        self.wi, self.pi, self.bi = self.wi[keep_w], self.pi[keep_p], self.bi[keep_b]

    # -- what was seen -----------------------------------------------------------------
    def wumpus_where(self, keep: Callable[[int], bool]) -> None:
        mask = np.array([keep(int(j)) for j in self.wi], dtype=float)
        self.t *= mask[:, None, None]

    def pits_where(self, keep: Callable[[tuple[int, int]], bool]) -> None:
        a, b = self.pairs.a, self.pairs.b
        mask = np.array([keep((int(a[q]), int(b[q]))) for q in self.pi], dtype=float)
        self.t *= mask[None, :, None]

    def bats_where(self, keep: Callable[[tuple[int, int]], bool]) -> None:
        a, b = self.pairs.a, self.pairs.b
        mask = np.array([keep((int(a[q]), int(b[q]))) for q in self.bi], dtype=float)
        self.t *= mask[None, None, :]

    # -- pieces, as arrays over the table --------------------------------------------------
    def _holds(self, piece: str, room: int) -> np.ndarray:
        """1.0 where ``piece`` ("pits", "bats" or "wumpus") is in ``room``, shaped to multiply the table."""
        if piece == "pits":
            return self.pairs.has[self.pi, room][None, :, None]
        if piece == "bats":
            return self.pairs.has[self.bi, room][None, None, :]
        if piece == "wumpus":
            return (self.wi == room).astype(float)[:, None, None]
        raise ValueError(f"no such piece: {piece!r}")

    @staticmethod
    def _fixed(avoid: Sequence[str], scene: Scene) -> list[int]:
        rooms = {"hunter": scene.hunter, "origin": scene.origin, "landing": scene.landing, "arrow": scene.arrow}
        return sorted({rooms[p] for p in avoid if p in rooms and rooms[p] is not None})

    def _taken(self, avoid: Sequence[str], scene: Scene) -> tuple[list[int], np.ndarray]:
        """The rooms named in ``avoid`` that the player knows, and how many rooms the pieces of
        ``avoid`` hold in all, arrangement by arrangement (shaped to multiply the table)."""
        fixed = self._fixed(avoid, scene)
        has = self.pairs.has
        size = np.full((1, 1, 1), float(len(fixed)))
        if "pits" in avoid:
            size = size + (2.0 - has[self.pi][:, fixed].sum(axis=1))[None, :, None]
        if "bats" in avoid:
            size = size + (2.0 - has[self.bi][:, fixed].sum(axis=1))[None, None, :]
            if "pits" in avoid:  # rooms holding both, not counted twice (nor again if known)
                both = self.pairs.shared[np.ix_(self.pi, self.bi)].copy()
                for f in fixed:
                    both -= np.outer(has[self.pi, f], has[self.bi, f])
                size = size - both[None]
        if "wumpus" in avoid:
            free = np.array([0.0 if j in fixed else 1.0 for j in self.wi])[:, None, None]
            if "pits" in avoid:
                free = free * (1.0 - has[self.pi][:, self.wi].T[:, :, None])
            if "bats" in avoid:
                free = free * (1.0 - has[self.bi][:, self.wi].T[:, None, :])
            size = size + free
        return fixed, size

    def _allowed(self, room: int, avoid: Sequence[str], fixed: Sequence[int]) -> np.ndarray:
        """1.0 where ``room`` holds none of the moving pieces of ``avoid`` and is not in ``fixed``."""
        out = np.full((1, 1, 1), 0.0 if room in fixed else 1.0)
        for piece in ("pits", "bats", "wumpus"):
            if piece in avoid:
                out = out * (1.0 - self._holds(piece, room))
        return out

    # -- what the rules do ------------------------------------------------------------------
    def wumpus_moves(self, kernel: Callable, moved: bool | None, to: int | None) -> None:
        """The wumpus goes by a plain kernel; ``moved`` / ``to`` are what the player saw of it."""
        n = self.n
        step = np.zeros((len(self.wi), n))
        for row, j in enumerate(self.wi):
            for room, p in kernel(self.cave, self.rooms[j]):
                d = self.index[room]
                if moved is not None and (d != j) != moved:
                    continue
                if to is not None and d != to:
                    continue
                step[row, d] += p
        rows = self.t.shape[0]
        self.t = (step.T @ self.t.reshape(rows, -1)).reshape(n, *self.t.shape[1:])
        self.wi = np.arange(n)

    def _in_rooms(self, pieces: Sequence[str]) -> np.ndarray:
        """For every room: 1.0 where it holds one of ``pieces`` ("pits", "bats"); shaped (room, pits, bats)."""
        free = np.ones((self.n, 1, 1))
        if "pits" in pieces:
            free = free * (1.0 - self.pairs.has[self.pi].T)[:, :, None]
        if "bats" in pieces:
            free = free * (1.0 - self.pairs.has[self.bi].T)[:, None, :]
        return 1.0 - free

    def wumpus_walks(self, walk: Walk, fits: Callable[[frozenset[str]], bool]) -> None:
        """The wumpus's :class:`Walk`.  ``fits(events)`` says whether a way it could have gone,
        named by the events it makes, agrees with what the player saw."""
        n = self.n
        rows = len(self.wi)
        step = np.zeros((rows, n))  # step[w, t]: the chance of heading for t, not staying
        stay = np.zeros(rows)
        for row, j in enumerate(self.wi):
            for room, q in walk.step(self.cave, self.rooms[j]):
                t = self.index[room]
                if t == j:
                    stay[row] += q
                else:
                    step[row, t] += q
        shape = self.t.shape[1:]
        flat = self.t.reshape(rows, -1)
        out = np.zeros((n, *shape))
        if fits(frozenset({"WumpusStayed"})):
            out[self.wi] += self.t * stay[:, None, None]
        refused = self._in_rooms(walk.refuses)  # (room, pits, bats)
        if fits(frozenset({"WumpusBalked"})) and refused.any():
            balk = (step @ refused.reshape(n, -1)).reshape(rows, *refused.shape[1:])
            out[self.wi] += self.t * balk
        heading = (step.T @ flat).reshape(n, *shape)  # by the room headed for
        going = heading * (1.0 - refused)
        if walk.carried_by is None:
            if fits(frozenset({"WumpusMoved"})):
                out += going
            self.t, self.wi = out, np.arange(n)
            return
        lifted = going * self._in_rooms((walk.carried_by,))
        free = 1.0 - self._in_rooms(walk.carry_avoids)  # (room, ...): a landing the wumpus may take
        tunnels = np.zeros((n, n))  # tunnels[t, e]: how many tunnels lead from t to e
        for t in range(n):
            for e in self.exits[t]:
                tunnels[t, e] += 1.0
        ways = (tunnels @ free.reshape(n, -1)).reshape(n, *free.shape[1:])  # landings open from each room
        if fits(frozenset({"WumpusMoved"})):
            out += going - lifted + lifted * (ways == 0.0)
        if fits(frozenset({"WumpusMoved", "WumpusCarried"})):
            share = lifted * np.divide(1.0, ways, out=np.zeros(ways.shape), where=ways > 0.0)
            out += (tunnels.T @ share.reshape(n, -1)).reshape(n, *shape) * free
        self.t, self.wi = out, np.arange(n)

    def wumpus_redrawn(self, redraw: Redraw, scene: Scene, to: int | None) -> None:
        """The wumpus goes to a room drawn among those holding none of ``redraw.avoid``."""
        avoid = tuple(p for p in redraw.avoid if p != "wumpus")
        fixed, size = self._taken(avoid, scene)
        share = self.t.sum(axis=0, keepdims=True) / np.maximum(self.n - size, 1.0)
        out = np.zeros((self.n, *self.t.shape[1:]))
        for v in range(self.n):
            if to is None or v == to:
                out[v] = (share * self._allowed(v, avoid, fixed))[0]
        self.t = out
        self.wi = np.arange(self.n)

    def dropped(self, redraw: Redraw | None, scene: Scene) -> None:
        """Bats dropped the hunter in ``scene.landing``, drawn among the rooms holding none of
        ``redraw.avoid`` (None: any room): the chance of that very room, arrangement by arrangement."""
        if redraw is None:
            return
        fixed, size = self._taken(redraw.avoid, scene)
        self.t *= self._allowed(scene.landing, redraw.avoid, fixed) / np.maximum(self.n - size, 1.0)

    def _free_rooms(self, avoid: Sequence[str], fixed: Sequence[int]) -> np.ndarray:
        """For every room: 1.0 where it holds neither the wumpus nor a pit (those of them ``avoid``
        names) and is not in ``fixed``; shaped (wumpus, pits, room)."""
        n = self.n
        out = np.ones((1, 1, n))
        out[0, 0, list(fixed)] = 0.0
        if "pits" in avoid:
            out = out * (1.0 - self.pairs.has[self.pi])[None, :, :]
        if "wumpus" in avoid:
            out = out * (self.wi[:, None] != np.arange(n)[None, :])[:, None, :]
        return out

    def _onto(self, staying: np.ndarray, free: np.ndarray) -> np.ndarray:
        """Bats that stay in one room while the other colony flies to a free room, as a table by pair:
        ``staying[.., r]`` is the weight of the colony in ``r`` staying, ``free[.., x]`` whether ``x``
        may be flown to."""
        a, b = self.pairs.a, self.pairs.b
        return staying[:, :, a] * free[:, :, b] + staying[:, :, b] * free[:, :, a]

    def colony_moves(self, redraw: Redraw, scene: Scene, origin: int) -> None:
        """The bats of ``origin`` fly to a room drawn among those holding none of ``redraw.avoid``
        (which names the bats: they never land on the other colony, nor stay)."""
        self._whole(bats=True)
        fixed, size = self._taken(redraw.avoid, scene)
        weight = self.t / np.maximum(self.n - size, 1.0)
        free = self._free_rooms(redraw.avoid, fixed)
        free = free * (np.arange(self.n) != origin)
        of = self.pairs.of[origin].copy()
        of[origin] = 0
        staying = weight[:, :, of]  # by the other colony's room
        staying[:, :, origin] = 0.0
        self.t = self._onto(staying, free)

    def a_colony_moves(self, redraw: Redraw, scene: Scene) -> None:
        """One of the two colonies, either alike, flies to a room drawn among those holding none
        of ``redraw.avoid`` (which names the bats: it never lands on the other colony, nor stays)."""
        self._whole(bats=True)
        fixed, size = self._taken(redraw.avoid, scene)
        half = 0.5 * self.t / np.maximum(self.n - size, 1.0)
        free = self._free_rooms(redraw.avoid, fixed)
        rows = half.shape[0] * half.shape[1]
        # the weight of every pair holding each room, less the pair the colonies would end up in
        holding = (half.reshape(rows, -1) @ self.pairs.has).reshape(*half.shape[:2], self.n)
        a, b = self.pairs.a, self.pairs.b
        out = (holding[:, :, a] - half) * free[:, :, b] + (holding[:, :, b] - half) * free[:, :, a]
        out[out <= 1e-12 * half.sum()] = 0.0  # what the sums leave of nothing, rounded away
        self.t = out

    def pits_move(self, redraw: Redraw, scene: Scene) -> None:
        """Both pits move, one after the other, each to a room drawn among those holding none of
        ``redraw.avoid`` (which names the pits: the old pits' rooms too) nor the pit drawn before it."""
        self._whole(pits=True)
        fixed, size = self._taken(redraw.avoid, scene)
        free = self.n - size
        c = self.t * np.divide(2.0, free * (free - 1.0), out=np.zeros(np.broadcast(free, self.t).shape),
                               where=free > 1.0)
        has = self.pairs.has
        total = c.sum(axis=1, keepdims=True)
        # the weight of the old pairs holding each room: (wumpus, bats, room)
        by_room = np.matmul(c.transpose(0, 2, 1), has).transpose(0, 2, 1)
        apart = c - by_room[:, self.pairs.a, :]
        apart -= by_room[:, self.pairs.b, :]
        apart += total
        apart[apart <= 1e-12 * total] = 0.0  # what the sums leave of nothing, rounded away
        blocked = np.zeros(self.n)
        blocked[list(fixed)] = 1.0
        apart *= (has @ blocked == 0.0)[None, :, None]
        if "wumpus" in redraw.avoid:
            apart *= 1.0 - has[:, self.wi].T[:, :, None]
        if "bats" in redraw.avoid:
            apart *= (self.pairs.shared[:, self.bi] == 0)[None]
        self.t = apart

    # -- the odds ----------------------------------------------------------------------------
    def odds(self) -> tuple[list[float], list[float], list[float]] | None:
        """For every room: the chances of the wumpus, a pit and bats there (None if nothing fits)."""
        t = self.t
        w_mass = t.sum(axis=(1, 2))
        total = w_mass.sum()
        if not total > 0.0:
            return None
        p_mass = t.sum(axis=(0, 2))
        b_mass = t.sum(axis=(0, 1))
        n = self.n
        wum = np.zeros(n)
        wum[self.wi] = w_mass / total
        pit = (p_mass / total) @ self.pairs.has[self.pi]
        bats = (b_mass / total) @ self.pairs.has[self.bi]
        if total < 1e-200:
            self.t = t / total
        self._shrink(w_mass, p_mass, b_mass)
        return wum.tolist(), pit.tolist(), bats.tolist()


__all__ = ["Joint", "Scene", "pairs_of", "start_table"]
