"""Where an arrow goes beyond the tunnels seen, in any cave.

Under the tournament rules an arrow named into a room not joined to the one it
is in flies on to a random room joined to it (by an exit or an entrance).  So
an arrow sent past the explored part of a cave wanders, and may sweep rooms
nobody has seen, or come back and hit the hunter.

:class:`Flight` works out those odds from the belief alone.  Rooms stood in
have all their tunnels known; a room seen but not stood in has some tunnels
known and the rest (as many as rooms usually have) lead to rooms not stood
in; the rooms not seen are taken together as one place, ``UNSEEN``, whose
tunnels lead back to seen rooms in proportion to those rooms' unknown
tunnels.  The arrow's place is a spread of chances over rooms, moved on one
named room at a time.
"""

from __future__ import annotations

from collections import deque

#: the rooms not seen yet, taken together
UNSEEN = "unseen"
#: the chance of a hit in rooms not seen, as this model works it out, overstates what
#: thousands of such shots in the built-in caves and random caves hit by about a fifth
#: (the arrow wanders among the same few rooms more than the model allows for)
FRESH = 0.8
#: the most ways an arrow's chances are moved along while one shot is weighed: over four times
#: what any shot in a 20-room cave took over seeds 0-199 (50,000 with 3 tunnels a room, half of them
#: one-way; 114,000 with 4; some 7,000 on the competition's Risk map), and a bound in caves of
#: hundreds of rooms and many tunnels, where the shot taken is the best weighed by then
WORK = 500_000


class Flight:
    def __init__(self, belief, m: dict, here: int) -> None:
        self.here = here
        self.odds = m["wumpus"]
        self.unseen_wumpus = m["unseen_wumpus"]
        self.unseen = belief.unseen
        self.degree = max(belief.typical_links(), 1)
        self.links = {r: belief.arrow_links(r) for r in belief.seen}
        self.prefix_links = belief.arrow_links
        # tunnels of each seen room that lead nobody knows where
        self.open = {r: 0 if r in belief.visited else max(0, self.degree - len(ls)) for r, ls in self.links.items()}
        self.open_total = sum(self.open.values()) + self.unseen * self.degree
        self.visited = belief.visited
        self.unnamed = self._unseen_label(belief)
        #: ways the arrow's chances have been moved along so far (see :data:`WORK`)
        self.work = 0

    @staticmethod
    def _unseen_label(belief) -> int | None:
        """A room not seen yet, sure to exist: rooms are numbered 1..N (0..N-1 in seed
        003's own host), so 1..N-1 exist either way."""
        n = belief.cave_rooms
        if not n:
            return None
        low, high = (0, n - 1) if 0 in belief.seen else (1, n)
        if 0 not in belief.seen and n not in belief.seen:
            high = n - 1
        return next((r for r in range(low, high + 1) if r not in belief.seen), None)

    def step(self, spread: dict, label: int) -> dict:
        """Where the arrow may be after ``label`` is named, from ``spread``."""
        out: dict = {}
        for room, p in spread.items():
            ways = self._ways(room, label)
            self.work += len(ways)
            for nxt, q in ways:
                out[nxt] = out.get(nxt, 0.0) + p * q
        return out

    def _ways(self, room, label: int):
        if room == UNSEEN:
            ways = [(r, n / self.open_total) for r, n in self.open.items() if n]
            ways.append((UNSEEN, 1.0 - sum(q for _, q in ways)))
            return ways
        links = self.links[room]
        if label in links:
            return [(label, 1.0)]
        degree = max(self.degree, len(links))
        ways = [(r, 1.0 / degree) for r in links]
        unknown = (degree - len(links)) / degree
        if unknown > 0:
            others = self.open_total - self.open.get(room, 0)
            spent = 0.0
            for r, n in self.open.items():
                if n and r != room:
                    q = unknown * n / others
                    ways.append((r, q))
                    spent += q
            ways.append((UNSEEN, unknown - spent))
        return ways

    def prefixes(self, longest: int, most: int) -> list[tuple[int, ...]]:
        """Paths through known tunnels that end in a room not stood in, nearest first."""
        found = []
        queue = deque([((), self.here, None)])
        while queue and len(found) < most:
            path, room, before = queue.popleft()
            if path and room not in self.visited:
                found.append(path)
            if len(path) >= longest:
                continue
            for nxt in sorted(self.prefix_links(room)):
                if nxt != self.here and nxt != before and nxt not in path:
                    queue.append(((*path, nxt), nxt, room))
        return found

    def shot(self, max_path: int, *, prefix: int = 3, paths: int = 40, most_risk: float = 0.05,
             risk_cost: float = 3.0):
        """The best arrow sent through known tunnels and then on into the unknown:
        (path, rooms it surely passes, chance of a hit, chance it comes back here), or
        None.  Paths coming back with more than ``most_risk`` are not taken;
        ``risk_cost`` weighs that chance against a hit when choosing."""
        if max_path < 2 or self.unseen_wumpus <= 0.0 or self.unseen <= 0 or self.open_total <= 0:
            return None
        best = None
        for sure in self.prefixes(min(prefix, max_path - 1), paths):
            if self.work > WORK:
                break
            for path, p_hit, p_back in self._tails(sure, max_path):
                if p_back > most_risk:
                    break
                score = p_hit - risk_cost * p_back
                if best is None or score > best[0] + 1e-12:
                    best = (score, path, sure, p_hit, p_back)
        return None if best is None else best[1:]

    def _tails(self, sure: tuple[int, ...], max_path: int):
        """For each length of tail after ``sure``: (path, chance of a hit, chance of coming back)."""
        odds = self.odds
        sure_hit = sum(odds.get(r, 0.0) for r in sure)
        if sure_hit >= 1.0 - 1e-9:
            return
        each = self.unseen_wumpus / self.unseen
        here = self.here
        spread = {sure[-1]: 1.0}
        named = [here, *sure]
        entered: dict = {}
        in_unseen = back = 0.0
        for _ in range(max_path - len(sure)):
            choice = None
            for label in sorted(self._candidates(spread)):
                if label in (here, named[-1], named[-2]):
                    continue
                if choice is not None and self.work > WORK:
                    break
                after = self.step(spread, label)
                home = after.pop(here, 0.0)
                gain = after.get(UNSEEN, 0.0) * each + sum(
                    odds.get(r, 0.0) * p for r, p in after.items()
                    if r != UNSEEN and r not in sure and entered.get(r, 0.0) < 1.0
                )
                score = gain - 3.0 * home
                if choice is None or score > choice[0] + 1e-12:
                    choice = (score, label, after, home)
            if choice is None:
                return
            _, label, spread, home = choice
            back += home
            for r, p in spread.items():
                if r == UNSEEN:
                    in_unseen += p
                else:
                    entered[r] = entered.get(r, 0.0) + p
            named.append(label)
            unseen_hit = FRESH * self.unseen_wumpus * (1.0 - (1.0 - 1.0 / self.unseen) ** in_unseen)
            seen_hit = sum(odds.get(r, 0.0) * min(1.0, e) for r, e in entered.items() if r not in sure)
            yield tuple(named[1:]), min(1.0, sure_hit + (1.0 - sure_hit) * (unseen_hit + seen_hit)), back

    def _candidates(self, spread: dict) -> set[int]:
        """Rooms worth naming next: those joined to where the arrow may be (steering it
        away from the hunter, or on into likely rooms), the likeliest rooms, and one room
        not seen yet (to let it wander on, into rooms not seen)."""
        names: set[int] = set()
        for room in spread:
            if room != UNSEEN:
                names |= self.links[room]
        names.update(sorted((r for r, p in self.odds.items() if p > 0.0), key=lambda r: -self.odds[r])[:3])
        if self.unnamed is not None:
            names.add(self.unnamed)
        names.discard(self.here)
        return names
