"""Automatic ASCII pictures of any cave.

The rooms are placed first (where the cave file puts them, or by a stress
layout that keeps rooms as far apart on the page as they are in the cave),
then snapped to a grid of label slots and nudged until no tunnel runs through
another room's number, tunnels cross as little as they can and stay short.
Tunnels are drawn as straight lines of ``- | / \\ _`` (``+`` or ``X`` where
two cross); a one-way tunnel has an arrowhead (``> < ^ v``) next to the room
it leads to; a tunnel that loops back to its own room is a small ``o``
beside it; two tunnels between the same two rooms are one line.  A cave file may ask for a picture that wraps round like a torus
(``wrap = true``): then a tunnel between rooms more than half the picture
apart is drawn leaving by one edge and coming back in by the opposite one.

Everything is deterministic: the same cave always gives the same picture.
"""

from __future__ import annotations

import math
import random
from collections.abc import Mapping
from dataclasses import replace

from wumpus.engine import Cave

from .drawing import CaveDrawing

#: the picture size for a cave of up to 20 rooms (the app's map panel)
WIDTH = 58
HEIGHT = 19
LOOP = "o"
#: above this many rooms a cave is laid out with less work (the work grows with the square of the
#: rooms): fewer layout steps and one round of tidying, so that a big cave is drawn in seconds
BIG_CAVE = 64
#: the most work spent bettering a cave's layout, in tunnel strokes looked at (see :data:`CROSS_WORK`):
#: about two seconds.  A cave of three tunnels a room gets all it asks for up to 200 rooms
IMPROVE_WORK = 6_000_000
#: ... for a cave of more than :data:`DENSE` tunnels a room, whose picture stays a tangle however
#: long it is bettered: under a second
DENSE_WORK = 2_000_000
#: ... and tidying a layout when it is drawn at another size (each time the terminal's size
#: changes): about half a second
TIDY_WORK = 1_500_000
#: above this many tunnels a room, a cave is bettered as a big one is: each room moved once
#: more after its first try, one slot at a time
DENSE = 4
#: what checking two strokes for a crossing costs, against stepping past a stroke that cannot cross
CROSS_WORK = 10
#: what a cell of tunnel length costs, against a room's distance from where the layout put it
LENGTH_WEIGHT = 0.3
STRESS_PULL = 0.01

Cell = tuple[int, int]


# -- a continuous layout ---------------------------------------------------------------------
def _pairs(cave: Cave) -> list[tuple[int, int]]:
    """The rooms joined by a tunnel either way, once each, loops left out."""
    seen: set[tuple[int, int]] = set()
    for a in cave.rooms:
        for b in cave.exits[a]:
            if a != b:
                seen.add((min(a, b), max(a, b)))
    return sorted(seen)


def _distances(cave: Cave) -> dict[int, dict[int, int]]:
    out: dict[int, dict[int, int]] = {}
    for start in cave.rooms:
        dist = {start: 0}
        frontier = [start]
        while frontier:
            nxt = []
            for r in frontier:
                for t in cave.links[r]:
                    if t not in dist:
                        dist[t] = dist[r] + 1
                        nxt.append(t)
            frontier = nxt
        out[start] = dist
    return out


def _start_order(cave: Cave, depth_first: bool) -> list[int]:
    """The rooms in the order they start round a circle: breadth-first from the first room, or
    depth-first (each room beside the one it was reached from, so that a ring starts as a ring)."""
    order: list[int] = []
    placed: set[int] = set()
    for start in cave.rooms:
        if start in placed:
            continue
        if depth_first:
            stack = [start]
            while stack:
                r = stack.pop()
                if r in placed:
                    continue
                placed.add(r)
                order.append(r)
                stack.extend(t for t in sorted(cave.links[r], reverse=True) if t not in placed)
            continue
        queue = [start]
        placed.add(start)
        order.append(start)
        while queue:
            r = queue.pop(0)
            for t in cave.links[r]:
                if t not in placed:
                    placed.add(t)
                    order.append(t)
                    queue.append(t)
    return order


def _straight_crossings(cave: Cave, pos: Mapping[int, tuple[float, float]]) -> int:
    """How many pairs of tunnels drawn as straight lines between these positions (on a page of the
    picture's shape) cross."""
    at = {r: (y * HEIGHT, x * WIDTH) for r, (x, y) in pos.items()}
    pairs = _pairs(cave)
    return sum(
        1 for i, a in enumerate(pairs) for b in pairs[i + 1:]
        if not set(a) & set(b) and _cross((at[a[0]], at[a[1]]), (at[b[0]], at[b[1]]))
    )


def stress_layout(cave: Cave, iterations: int = 300) -> dict[int, tuple[float, float]]:
    """Positions in 0..1 whose distances follow the tunnel distances (SMACOF), from the rooms started
    round a circle in breadth-first order, or in depth-first order where that ends with fewer tunnels
    crossing (a ring, which breadth-first order twists into an 8).  A cave of more than
    :data:`BIG_CAVE` rooms, laid out in fewer steps to save time, is laid out once, breadth-first."""
    first = _smacof(cave, _start_order(cave, depth_first=False), iterations)
    if len(cave.rooms) > BIG_CAVE:
        return first
    other = _smacof(cave, _start_order(cave, depth_first=True), iterations)
    return other if _straight_crossings(cave, other) < _straight_crossings(cave, first) else first


def _smacof(cave: Cave, order: list[int], iterations: int) -> dict[int, tuple[float, float]]:
    rooms = list(cave.rooms)
    n = len(rooms)
    dist = _distances(cave)
    far = max((d for row in dist.values() for d in row.values()), default=1) + 1
    pos = {r: [math.cos(2 * math.pi * i / n) * n / 6, math.sin(2 * math.pi * i / n) * n / 6] for i, r in enumerate(order)}
    d = {a: {b: dist[a].get(b, far) for b in rooms} for a in rooms}
    if n > BIG_CAVE:
        iterations = max(2, round(iterations * (BIG_CAVE / n) ** 2))
    for _ in range(iterations):
        new = {}
        for a in rooms:
            sx = sy = sw = 0.0
            pa = pos[a]
            for b in rooms:
                if a == b:
                    continue
                dab = d[a][b]
                w = dab ** -2
                pb = pos[b]
                dx, dy = pa[0] - pb[0], pa[1] - pb[1]
                norm = math.hypot(dx, dy) or 1e-9
                sx += w * (pb[0] + dab * dx / norm)
                sy += w * (pb[1] + dab * dy / norm)
                sw += w
            new[a] = [sx / sw, sy / sw]
        pos = new
    # turn the longest extent horizontal (the page is wider than tall)
    cx = sum(p[0] for p in pos.values()) / n
    cy = sum(p[1] for p in pos.values()) / n
    sxx = sum((p[0] - cx) ** 2 for p in pos.values())
    syy = sum((p[1] - cy) ** 2 for p in pos.values())
    sxy = sum((p[0] - cx) * (p[1] - cy) for p in pos.values())
    angle = 0.5 * math.atan2(2 * sxy, sxx - syy)
    c, s = math.cos(-angle), math.sin(-angle)
    turned = {r: ((p[0] - cx) * c - (p[1] - cy) * s, (p[0] - cx) * s + (p[1] - cy) * c) for r, p in pos.items()}
    return _normalise(turned)


def _normalise(pos: Mapping[int, tuple[float, float]]) -> dict[int, tuple[float, float]]:
    xs = [p[0] for p in pos.values()]
    ys = [p[1] for p in pos.values()]
    spanx = (max(xs) - min(xs)) or 1.0
    spany = (max(ys) - min(ys)) or 1.0
    return {r: ((p[0] - min(xs)) / spanx, (p[1] - min(ys)) / spany) for r, p in pos.items()}


# -- lines on a character grid --------------------------------------------------------------
def bresenham(a: Cell, b: Cell) -> list[Cell]:
    """The cells (row, col) of a straight line from ``a`` to ``b``, both included."""
    (r0, c0), (r1, c1) = a, b
    dr, dc = abs(r1 - r0), abs(c1 - c0)
    sr = 1 if r1 >= r0 else -1
    sc = 1 if c1 >= c0 else -1
    err = dc - dr
    cells = [(r0, c0)]
    r, c = r0, c0
    while (r, c) != (r1, c1):
        e2 = 2 * err
        if e2 > -dr:
            err -= dr
            c += sc
        if e2 < dc:
            err += dc
            r += sr
        cells.append((r, c))
    return cells


def line_chars(cells: list[Cell]) -> list[str]:
    """Characters for the cells of a straight line (ends included).

    Level lines are ``-``, upright ones ``|``; a line between rises and falls
    in steps joined by ``_`` so that it reads as one stroke: ``\\_`` going
    down, ``_/`` going up.
    """
    if len(cells) < 2:
        return ["-"] * len(cells)
    flip = cells[-1][1] < cells[0][1]
    ordered = cells[::-1] if flip else cells
    dr = ordered[-1][0] - ordered[0][0]
    dc = ordered[-1][1] - ordered[0][1]
    out = []
    for i, (r, c) in enumerate(ordered):
        prev = ordered[i - 1] if i else None
        nxt = ordered[i + 1] if i + 1 < len(ordered) else None
        if dr == 0:
            ch = "-"
        elif dc == 0:
            ch = "|"
        elif dc > abs(dr):  # shallow: one cell per column
            if dr > 0:
                ch = "\\" if prev is not None and prev[0] != r else "_"
            else:
                ch = "/" if nxt is not None and nxt[0] != r else "_"
        elif dc == abs(dr):
            ch = "\\" if dr > 0 else "/"
        else:  # steep: one cell per row
            moved = (prev is not None and prev[1] != c) or (prev is None and nxt is not None and nxt[1] != c)
            ch = ("\\" if dr > 0 else "/") if moved else "|"
        out.append(ch)
    return out[::-1] if flip else out


def _arrow(cell: Cell, towards: Cell) -> str:
    dr = towards[0] - cell[0]
    dc = towards[1] - cell[1]
    if abs(dc) >= 2 * abs(dr):
        return ">" if dc > 0 else "<"
    return "v" if dr > 0 else "^"


# -- placing rooms on the grid ------------------------------------------------------------------
class _Placement:
    """Rooms on label slots, and the cost of the picture they make."""

    def __init__(
        self, cave: Cave, width: int, height: int, target: Mapping[int, tuple[float, float]], pull: float,
        wrap: bool = False,
    ):
        self.cave = cave
        self.wrap = wrap
        self.width = width
        self.height = height
        self.pairs = _pairs(cave)
        self.wide = {r: len(str(r)) for r in cave.rooms}
        w = max(self.wide.values())
        self.step_c = w + 2
        self.step_r = 2
        # a wrapping picture tiles the plane: its last row and column sit one
        # step before the first ones come round again, with a row between them
        # to draw the tunnels that go over the edge
        self.period_r = (height - 1) // 2 * 2 if wrap else height - 1
        self.slots = [
            (row, col)
            for row in range(0, self.period_r if wrap else height, self.step_r)
            for col in range(0, width - w + 1, self.step_c)
        ]
        self.period_c = width if wrap else width - w
        self.target = {r: (y * self.period_r, x * self.period_c) for r, (x, y) in target.items()}
        self.pull = pull
        self.by_room: dict[int, list[tuple[int, int]]] = {r: [] for r in cave.rooms}
        for pair in self.pairs:
            self.by_room[pair[0]].append(pair)
            self.by_room[pair[1]].append(pair)
        self.pos: dict[int, Cell] = {}
        self.label_at: dict[Cell, int] = {}
        self._path_cache: dict = {}
        self._seg_cache: dict = {}
        self.occ: dict[Cell, int] = {}
        self.counting = False
        #: the cost checks done so far, in strokes stepped past (see :data:`CROSS_WORK`)
        self.work = 0
        self._greedy()
        for room in cave.rooms:
            self._place(room, self.pos[room])
        for pair in self.pairs:
            for cell in self._cells(pair):
                self.occ[cell] = self.occ.get(cell, 0) + 1
        self.counting = True

    # geometry
    def centre(self, room: int) -> Cell:
        row, col = self.pos[room]
        return row, col + (self.wide[room] - 1) // 2

    def area(self, room: int) -> list[Cell]:
        row, col = self.pos[room]
        return [(row, c) for c in range(col - 1, col + self.wide[room] + 1)]

    def segments(self, pair: tuple[int, int]) -> list[tuple[Cell, Cell]]:
        """The straight strokes of a tunnel: one, or on a wrapping picture two
        (out by one edge of the picture, back in by the opposite one)."""
        a, b = pair
        key = (pair, self.pos[a], self.pos[b])
        hit = self._seg_cache.get(key)
        if hit is None:
            hit = self._seg_cache[key] = self._segments(pair)
        return hit

    def _segments(self, pair: tuple[int, int]) -> list[tuple[Cell, Cell]]:
        a, b = pair
        ra, ca = self.centre(a)
        rb, cb = self.centre(b)
        if not self.wrap:
            return [((ra, ca), (rb, cb))]
        shift_r = shift_c = 0
        if abs(rb - ra) > self.period_r / 2:
            shift_r = -self.period_r if rb > ra else self.period_r
        if abs(cb - ca) > self.period_c / 2:
            shift_c = -self.period_c if cb > ca else self.period_c
        if not shift_r and not shift_c:
            return [((ra, ca), (rb, cb))]
        return [((ra, ca), (rb + shift_r, cb + shift_c)), ((ra - shift_r, ca - shift_c), (rb, cb))]

    def inside(self, cell: Cell) -> bool:
        return 0 <= cell[0] < self.height and 0 <= cell[1] < self.width

    def path(self, pair: tuple[int, int]) -> list[Cell]:
        a, b = pair
        ra, ca = self.pos[a]
        rb, cb = self.pos[b]
        out = []
        for start, end in self.segments(pair):
            for r, c in bresenham(start, end):
                if not self.inside((r, c)):
                    continue
                if (r == ra and ca <= c < ca + self.wide[a]) or (r == rb and cb <= c < cb + self.wide[b]):
                    continue
                out.append((r, c))
        return out

    def _greedy(self) -> None:
        free = set(self.slots)
        rooms = sorted(self.cave.rooms, key=lambda r: (abs(self.target[r][0] - (self.height - 1) / 2) + abs(self.target[r][1] - self.width / 2) / 2, r))
        for room in rooms:
            ty, tx = self.target[room]
            best = min(free, key=lambda s: ((s[0] - ty) * 2) ** 2 + (s[1] - tx) ** 2 + s[0] * 1e-6 + s[1] * 1e-9)
            free.discard(best)
            self.pos[room] = best

    # cost: every term that depends on where a set of rooms is
    def _cells(self, pair: tuple[int, int]) -> frozenset[Cell]:
        a, b = pair
        key = (pair, self.pos[a], self.pos[b])
        hit = self._path_cache.get(key)
        if hit is None:
            hit = self._path_cache[key] = frozenset(self.path(pair))
        return hit

    def _count(self, rooms: tuple[int, ...], sign: int) -> None:
        """Add (or take away) the tunnels of these rooms from the count of tunnels per cell."""
        if not self.counting:
            return
        occ = self.occ
        for pair in {pair for r in rooms for pair in self.by_room[r]}:
            for cell in self._cells(pair):
                occ[cell] = occ.get(cell, 0) + sign

    def _place(self, room: int, slot: Cell) -> None:
        self._count((room,), -1)
        for cell in self.area(room):
            if self.label_at.get(cell) == room:
                del self.label_at[cell]
        self.pos[room] = slot
        for cell in self.area(room):
            self.label_at[cell] = room
        self._count((room,), 1)

    def _swap(self, a: int, b: int) -> None:
        self._count((a, b), -1)
        for room in (a, b):
            for cell in self.area(room):
                if self.label_at.get(cell) == room:
                    del self.label_at[cell]
        self.pos[a], self.pos[b] = self.pos[b], self.pos[a]
        for room in (a, b):
            for cell in self.area(room):
                self.label_at[cell] = room
        self._count((a, b), 1)

    def _pull(self, room: int) -> float:
        ty, tx = self.target[room]
        row, col = self.pos[room]
        return self.pull * (((row - ty) * 2) ** 2 + (col - tx) ** 2)

    def _edge_cost(self, pair: tuple[int, int]) -> float:
        a, b = pair
        (ra, ca), (rb, cb) = self.segments(pair)[0]
        dr, dc = abs(ra - rb), abs(ca - cb)
        cost = math.hypot(2 * dr, dc) * LENGTH_WEIGHT
        cells = self._cells(pair)
        label_at = self.label_at
        hits = sum(1 for cell in cells if label_at.get(cell, a) not in pair)
        cost += 60.0 * hits
        if not cells:
            cost += 40.0
        # level, upright and diagonal lines read best
        if dr and dc and dr != dc:
            cost += 2.0 * min(abs(dr - dc), min(dr, dc)) / max(dr, dc)
        return cost

    def local_cost(self, rooms: tuple[int, ...]) -> float:
        total = sum(self._pull(r) for r in rooms)
        work = 0
        touching = sorted({pair for r in rooms for pair in self.by_room[r]})
        touching_set = set(touching)
        strokes = [(other, seg) for other in self.pairs for seg in self.segments(other)]
        for pair in touching:
            total += self._edge_cost(pair)
            # tunnels drawn over one another cannot be told apart
            occ = self.occ
            total += 3.0 * sum(occ.get(cell, 1) - 1 for cell in self._cells(pair))
            a0, a1 = pair
            crossed: set[tuple[int, int]] = set()
            for seg in self.segments(pair):
                (pr, pc), (qr, qc) = seg
                lo_r, hi_r = (pr, qr) if pr < qr else (qr, pr)
                lo_c, hi_c = (pc, qc) if pc < qc else (qc, pc)
                work += len(strokes)
                for other, ((rr, rc), (sr, sc)) in strokes:
                    if (rr < lo_r and sr < lo_r) or (rr > hi_r and sr > hi_r):
                        continue
                    if (rc < lo_c and sc < lo_c) or (rc > hi_c and sc > hi_c):
                        continue
                    if a0 in other or a1 in other or other in crossed:
                        continue
                    if other in touching_set and other <= pair:
                        continue
                    work += CROSS_WORK
                    if _cross(seg, ((rr, rc), (sr, sc))):
                        crossed.add(other)
            total += 12.0 * len(crossed)
        areas = [set(self.area(r)) for r in rooms]
        for pair in self.pairs:
            if pair in touching_set:
                continue
            cells = self._cells(pair)
            for area in areas:
                total += 60.0 * len(cells & area)
        self.work += work + len(self.pairs) * len(areas)
        return total

    def blocked_tunnels(self) -> int:
        """How many tunnels run through a room's number that is not one of their ends."""
        return sum(
            1 for pair in self.pairs
            if any(self.label_at.get(cell, pair[0]) not in pair for cell in self._cells(pair))
        )

    def cost(self) -> float:
        return self.local_cost(tuple(self.cave.rooms))

    def improve(self, rounds: int, rng: random.Random, reach: int = 2, budget: float = IMPROVE_WORK) -> None:
        """Move rooms to nearby free slots, and swap joined rooms, while that makes the picture
        better; at most ``budget`` work (:data:`IMPROVE_WORK`: a dense or big cave stops sooner)."""
        rooms = list(self.cave.rooms)
        until = self.work + budget
        for round_no in range(rounds):
            far = reach if round_no == 0 else 1
            reach_r, reach_c = far * self.step_r, far * self.step_c
            improved = False
            rng.shuffle(rooms)
            for room in rooms:
                if self.work >= until:
                    return
                here = self.pos[room]
                taken = set(self.pos.values())
                near = [
                    s for s in self.slots
                    if s not in taken and abs(s[0] - here[0]) <= reach_r and abs(s[1] - here[1]) <= reach_c
                ]
                base = self.local_cost((room,))
                best, best_slot = base, here
                for slot in near:
                    if self.work >= until:
                        break
                    self._place(room, slot)
                    c = self.local_cost((room,))
                    if c < best - 1e-9:
                        best, best_slot = c, slot
                self._place(room, best_slot)
                improved |= best_slot != here
                # a swap with a room it is joined to
                for other in self.cave.links[room]:
                    if other == room or self.work >= until:
                        continue
                    both = (room, other)
                    before = self.local_cost(both)
                    self._swap(room, other)
                    if self.local_cost(both) < before - 1e-9:
                        improved = True
                    else:
                        self._swap(room, other)
            if not improved:
                break


def _orient(p: Cell, q: Cell, r: Cell) -> int:
    v = (q[1] - p[1]) * (r[0] - p[0]) - (q[0] - p[0]) * (r[1] - p[1])
    return (v > 0) - (v < 0)


def _cross(s: tuple[Cell, Cell], t: tuple[Cell, Cell]) -> bool:
    a, b = s
    c, d = t
    if (
        max(a[0], b[0]) < min(c[0], d[0]) or max(c[0], d[0]) < min(a[0], b[0])
        or max(a[1], b[1]) < min(c[1], d[1]) or max(c[1], d[1]) < min(a[1], b[1])
    ):
        return False
    o1, o2, o3, o4 = _orient(a, b, c), _orient(a, b, d), _orient(c, d, a), _orient(c, d, b)
    return o1 * o2 < 0 and o3 * o4 < 0


# -- the picture --------------------------------------------------------------------------------------
def _size_for(cave: Cave) -> tuple[int, int]:
    n = len(cave.rooms)
    if n <= 20:
        return WIDTH, HEIGHT
    grow = math.sqrt(n / 20)
    return int(WIDTH * grow), int(HEIGHT * grow) | 1


def auto_drawing(cave: Cave, width: int | None = None, height: int | None = None) -> CaveDrawing:
    """An ASCII picture of any cave, with its labels and tunnel cells."""
    if width is None or height is None:
        width, height = _size_for(cave)
    key = (
        tuple((r, cave.exits[r]) for r in cave.rooms),
        None if cave.coords is None else tuple(sorted(cave.coords.items())),
        cave.meta.get("wrap"),
        width,
        height,
    )
    return _drawing(cave, key)


_CACHE: dict = {}


def _drawing(cave: Cave, key) -> CaveDrawing:
    hit = _CACHE.get(key)
    if hit is not None:
        return hit
    width, height = key[3], key[4]
    wrap = cave.meta.get("wrap") == "yes" and cave.coords is not None
    if cave.coords is not None:
        target, pull = dict(cave.coords), 1.0
    else:
        target, pull = stress_layout(cave), STRESS_PULL
    placement = _Placement(cave, width, height, target, pull, wrap)
    if cave.coords is None or placement.blocked_tunnels():
        rounds, reach, budget = _effort(cave, len(placement.pairs))
        placement.improve(rounds, random.Random(len(cave.rooms)), reach, budget)
    drawing = _render(placement)
    if len(_CACHE) > 64:
        _CACHE.clear()
    _CACHE[key] = drawing
    return drawing


def _effort(cave: Cave, tunnels: int) -> tuple[int, int, float]:
    """How a picture is bettered: rounds, how far a room may move in the first, and the work
    budget.  A layout given (the cave's own, or one drawn at another size) is only tidied."""
    if cave.coords is not None:
        return 1, 1, TIDY_WORK
    rooms = len(cave.rooms)
    dense = tunnels > DENSE * rooms / 2
    rounds, reach = (2, 1) if rooms > 24 or dense else (4, 2)
    if rooms > BIG_CAVE:
        rounds = 1 if rooms <= 4 * BIG_CAVE else 0
    return rounds, reach, DENSE_WORK if dense else IMPROVE_WORK


def _render(p: _Placement) -> CaveDrawing:
    cave = p.cave
    grid = [[" "] * p.width for _ in range(p.height)]
    labels: dict[int, tuple[int, int, int]] = {}
    blocked: set[Cell] = set()
    for room in cave.rooms:
        row, col = p.pos[room]
        labels[room] = (row, col, p.wide[room])
        for i, ch in enumerate(str(room)):
            grid[row][col + i] = ch
            blocked.add((row, col + i))
    edges: dict[tuple[int, int], tuple[Cell, ...]] = {}
    heads: list[tuple[Cell, str]] = []
    drawn_by: dict[Cell, tuple[int, int]] = {}
    for pair in p.pairs:
        a, b = pair
        strokes = []
        for start, end in p.segments(pair):
            full = bresenham(start, end)
            strokes += list(zip(full[1:-1], line_chars(full)[1:-1]))
        cells = []
        for cell, ch in strokes:
            if cell in blocked or not p.inside(cell):
                continue
            r, c = cell
            old = grid[r][c]
            owner = drawn_by.setdefault(cell, pair)
            if old == " " or old == ch:
                grid[r][c] = ch
            elif owner != pair and (owner[0] in pair or owner[1] in pair):
                pass  # two tunnels leaving the same room share their first step
            elif {old, ch} == {"/", "\\"}:
                grid[r][c] = "X"
            else:
                grid[r][c] = "+"
            cells.append(cell)
        forward = b in cave.exit_sets[a]
        backward = a in cave.exit_sets[b]
        if cells and forward != backward:
            segs = p.segments(pair)
            if forward:
                last, towards = cells[-1], segs[-1][1]
            else:
                last, towards = cells[0], segs[0][0]
            heads.append((last, _arrow(last, towards)))
        edges[(a, b)] = edges[(b, a)] = tuple(cells)
    for (r, c), ch in heads:
        grid[r][c] = ch
    for room in cave.rooms:
        loops = []
        for _ in range(cave.exits[room].count(room)):  # a mark for each loop tunnel
            cell = _loop_cell(p, grid, room)
            if cell is not None:
                grid[cell[0]][cell[1]] = LOOP
                loops.append(cell)
        if loops:
            edges[(room, room)] = tuple(loops)
    lines = ["".join(row).rstrip() for row in grid]
    top = next(i for i, line in enumerate(lines) if line)
    while not lines[-1]:
        lines.pop()
    lines = lines[top:]
    left = min(len(line) - len(line.lstrip()) for line in lines if line)
    lines = [line[left:] for line in lines]
    width = max(len(line) for line in lines)
    labels = {room: (row - top, col - left, wide) for room, (row, col, wide) in labels.items()}
    edges = {pair: tuple((r - top, c - left) for r, c in cells) for pair, cells in edges.items()}
    return CaveDrawing(tuple(line.ljust(width) for line in lines), labels, edges)


def _loop_cell(p: _Placement, grid: list[list[str]], room: int) -> Cell | None:
    """A free cell beside a room's number for its loop mark: the one with the
    least drawn around it, so the mark reads as the room's own."""
    row, col = p.pos[room]
    end = col + p.wide[room] - 1
    own = {(row, c) for c in range(col, end + 1)}
    candidates = [(row - 1, end), (row + 1, end), (row, end + 1), (row, col - 1), (row - 1, col), (row + 1, col)]
    best, best_score = None, None
    for rank, (r, c) in enumerate(candidates):
        if not (0 <= r < p.height and 0 <= c < p.width) or grid[r][c] != " ":
            continue
        busy = sum(
            1
            for dr in (-1, 0, 1) for dc in (-1, 0, 1)
            if (dr or dc) and 0 <= r + dr < p.height and 0 <= c + dc < p.width
            and (r + dr, c + dc) not in own and grid[r + dr][c + dc] != " "
        )
        score = (busy >= 2, rank)
        if best_score is None or score < best_score:
            best, best_score = (r, c), score
    if best is None:  # every cell beside the number is taken (a room in a corner of the picture): a corner of it
        corners = [(row - 1, end + 1), (row + 1, end + 1), (row - 1, col - 1), (row + 1, col - 1)]
        best = next(
            ((r, c) for r, c in corners if 0 <= r < p.height and 0 <= c < p.width and grid[r][c] == " "), None
        )
    return best


def drawing_coords(cave: Cave) -> dict[int, tuple[float, float]]:
    """Where each room sits in the cave's picture, as x, y in 0..1."""
    from .drawing import drawing_for

    drawing = drawing_for(cave)
    width = max(drawing.width - 1, 1)
    height = max(drawing.height - 1, 1)
    out = {}
    for room, (row, col, wide) in drawing.labels.items():
        out[room] = (min(1.0, (col + (wide - 1) / 2) / width), min(1.0, row / height))
    return out


def relabelled_drawing(cave: Cave, width: int | None = None, height: int | None = None) -> CaveDrawing:
    """The picture of a renumbered cave: the original's shape, the new numbers."""
    from wumpus.caves import parse_label_map, unshuffled

    from .drawing import drawing_for

    mapping = parse_label_map(cave.meta["label_map"])
    original = replace(unshuffled(cave), coords=None)  # laid out afresh in the original's numbers
    coords = drawing_coords(original)
    placed = replace(original, exits=cave.exits, coords={mapping[r]: xy for r, xy in coords.items()})
    return drawing_for(placed, width, height)
