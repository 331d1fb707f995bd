"""``hunter``: a belief-state player.

It keeps a :class:`~wumpus.bots.belief.Belief` (the cave as explored, the odds
of every hazard in every room, tunnels inferred from a recognised built-in
cave's shape) and each turn weighs its options by expected score:

* shooting, from here or from a safe room up to two moves back: the arrow path
  through known tunnels most likely to hit, worth its chance of a hit now plus,
  after a miss, the chance of not being eaten by the woken wumpus times the
  value of going on with one arrow fewer (where a missed arrow stays to be
  fetched again, as under the teaching rules, even the last one: the hunt goes
  on as if with it, some moves later; once the wumpus is probably in a room
  seen, that value is what the miss would leave: the wumpus woken and smelled
  again or not, then the better of hunting on and shooting again);
* an arrow sent through known tunnels and then on at random into the rooms not
  seen yet, when it will hardly ever fly back into the hunter's room (only the
  rooms it surely passed are counted empty after a miss): its odds come from
  the cave's shape in a recognised one-way cave, and from
  :class:`~wumpus.bots.flight.Flight` in any other;
* going on: walking through safe rooms to the unexplored room worth most, its
  danger (pit, wumpus, or bats that may drop you anywhere, and in a cave with
  one-way tunnels, no tunnel back) weighed against the moves it takes to get there.

Shooting costs no move, so a likely shot is taken at once; an unlikely one
waits for more warnings.  The hunter plays best under the tournament rules
(which it models exactly) and plays legally under every ruleset.
"""

from __future__ import annotations

import random
from collections import deque

from . import api
from .api import Move, Observation, Shoot
from .belief import Belief
from .flight import Flight


#: arrow paths looked at, at most, when choosing a shot (caves with many tunnels)
PATH_BUDGET = 20000
#: arrow paths looked at, at most, when weighing the arrow after a miss
AFTER_BUDGET = 2000
#: ways of fitting a recognised cave weighed when an arrow may stray, and tunnels in
#: the sure part of such a path
STRAY_FITS = 4
STRAY_PREFIX = 3
#: sure parts of such paths looked at, at most
STRAY_PATHS = 40


def _arrow_stays(rules: str) -> bool:
    from wumpus.engine.rules import get_ruleset

    try:
        return get_ruleset(rules).arrow_stays
    except KeyError:
        return False


class Hunter:
    name = "hunter"
    #: the chance of winning in the end with 1..5 arrows left, once out of immediate danger, as a
    #: share of the chance with 5.  Measured: over seeds 0-499 on the Risk and standard maps and
    #: random caves, of the games that came down to 1, 2, 3 or 4 arrows, 73%, 84%, 90% and 92% were
    #: won.  Over seeds 5000-6999 on the 13 caves scripts/bench_hunter.py plays, these score 0.16 a
    #: game more on average than (0.7, 0.9, 0.97, 0.99, 1.0) (10 caves more, 3 less), and over
    #: seeds 0-999 on the competition's four maps and three kinds of random cave, 0.14 more
    WIN_CHANCE = (0.8, 0.93, 0.98, 0.995, 1.0)
    #: what a hunt still costs, in points, when the wumpus has not been found / when it is
    #: cornered: the moves it takes and the risks on the way (on the dodecahedron, Moebius
    #: strip, lattice and random caves, 12 scores 0.3 a game more than 5 over seeds 0-4999,
    #: and 0.25 more than 20 over seeds 0-2999)
    REMAINING_MOVES = 12.0
    FOUND_MOVES = 2.0
    #: what a ride with bats costs, as a chance of dying: they drop you into a pit or onto the
    #: wumpus 3 times in 18, and where they drop you is seldom where you were going (over
    #: seeds 5000-7999 on the competition's four maps and random caves, 0.3 scores 0.2 a
    #: game more than 0.16, and more than 0.25 or 0.5)
    BAT_DANGER = 0.3
    #: what stepping into an unexplored room with no tunnel back to the explored part costs
    #: (a cave with one-way tunnels), as a share of the danger per room not yet stood in:
    #: whatever its warnings, the way on is through rooms nobody has seen.  Over seeds
    #: 5000-7999 on random caves, 0.5 scores 1.1 a game more with a fifth of the tunnels
    #: one-way and 2.5 more with half of them (0.3 to 0.8 do about as well)
    TRAP = 0.5
    #: how far the hunter will walk back through safe rooms to shoot from a better spot
    SHOOTING_WALK = 2
    #: the most chance allowed of an arrow sent beyond the tunnels seen coming back
    STRAY_RISK = 0.05
    #: the least chance of a hit worth an arrow that may stray, with 1..5 arrows left
    STRAY_HIT = (1.0, 1.0, 0.0, 0.0, 0.0)
    #: how much an arrow is steered through rooms a woken wumpus could walk in from
    KEEN = 1.0
    #: rooms stood in before an arrow is sent beyond the tunnels seen (a two-way cave)
    STRAY_ROOMS = 8
    #: match what has been explored against the built-in caves' shapes
    RECOGNISE = True
    #: weigh an arrow by what a miss would leave: the wumpus woken, smelled again or not
    AFTER_MISS = True
    #: ... when the wumpus is in a room seen with at least this chance
    AFTER_UNSEEN = 0.5
    remaining = REMAINING_MOVES
    #: what a missed last arrow that stays where it fell to be fetched again (the teaching rules)
    #: leaves: hunting on as if with one arrow, this many moves later.  Over seeds 5000-10999
    #: under the teaching rules, 35 scores 1.7 a game more than counting a miss as the end (73.33),
    #: 30 and 40 about as well, 50 and 60 0.6 and 0.35 more, 80 no more; 20 scores 3.9 less
    FETCH = 35.0
    #: whether the game being played leaves a missed arrow to be fetched again
    kept = False

    def __init__(self, seed: int | None = None) -> None:
        # a stream of its own: the game dealt by the same seed draws from random.Random(seed),
        # and sharing it would tie this player's choices to where the hazards are
        self.rng = random.Random(None if seed is None else f"hunter {seed}")
        if self.RECOGNISE:
            from .shapes import library

            library()  # learn the shapes now rather than during the first move
        self.new_game()

    def new_game(self) -> None:
        self.belief: Belief | None = None
        self.last: api.Action | None = None
        self.reason = ""
        self.priorities: dict[int, float] = {}
        self.moves = 0
        # a shot whose arrow may stray: the rooms it surely flew through
        self.sure_rooms: tuple[Shoot, tuple[int, ...]] | None = None

    # -- taking in a turn ---------------------------------------------------------
    def update(self, obs: Observation) -> Belief:
        if self.belief is None:
            self.belief = Belief(obs.rules, obs.cave_rooms, obs.smell_distance, recognise=self.RECOGNISE)
        belief = self.belief
        last = self.last
        if isinstance(last, Move) and obs.result not in (api.NOT_AN_EXIT,):
            if obs.carried_by_bats:
                belief.carried_from(last.room)
            else:
                belief.entered(last.room)
        elif isinstance(last, Shoot) and obs.result == api.WUMPUS_MISSED:
            sure = self.sure_rooms
            belief.shot(sure[1] if sure is not None and sure[0] is last else last.rooms)
        belief.observe(obs)
        self.last = None
        return belief

    def act(self, obs: Observation) -> api.Action:
        belief = self.update(obs)
        action, self.reason = self.choose(belief, obs)
        self.last = action
        if self.sure_rooms is not None and self.sure_rooms[0] is not action:
            self.sure_rooms = None
        return action

    # -- choosing -------------------------------------------------------------------
    def value(self, moves: float, arrows: int, remaining: float | None = None) -> float:
        """A rough value of hunting on from here: a likely win a few moves later."""
        if arrows <= 0:
            if not self.kept:
                return 0.0
            arrows, moves = 1, moves + self.FETCH
        win = self.WIN_CHANCE[min(arrows, 5) - 1]
        return win * max(0.0, 100.0 - moves - (self.remaining if remaining is None else remaining))

    def to_go(self, m: dict) -> float:
        """What a hunt still costs: a wumpus already cornered takes fewer moves to finish
        than one not yet found."""
        return self.FOUND_MOVES + (self.REMAINING_MOVES - self.FOUND_MOVES) * m["unseen_wumpus"]

    def choose(self, belief: Belief, obs: Observation) -> tuple[api.Action, str]:
        m = belief.marginals()
        self.moves = obs.moves
        self.remaining = self.to_go(m)
        here = obs.room
        moves = obs.moves
        inside, beyond = self._walks(belief, m, here)
        options: list[tuple[float, int, api.Action, str]] = []
        # going on without shooting: the best room to explore, weighing danger against distance
        way = self.way_on(belief, m, beyond)
        target = risky = None
        if way is not None:
            step, room, risk, dist = way
            if risk <= 1e-9:
                target = way
                reason = f"Room {room} is safe and unexplored"
            else:
                risky = way
                reason = f"Room {room} is the best way on ({risk:.0%} risk)"
            if step != room:  # the step is on the way there: the reason says so, not only where it leads
                reason += f"; through room {step} on the way"

        def going_on(arrows: int, spent: int = 0) -> float:
            if target is None and risky is None:
                return 0.0
            return (1 - risk) * self.value(moves + dist + spent, arrows)

        self.kept = _arrow_stays(obs.rules)

        def spare(spent: int = 0) -> float:
            """Going on with one arrow fewer (where the arrow stays to be fetched, the last one too)."""
            return going_on(obs.arrows - 1, spent) if obs.arrows > 1 or self.kept else 0.0

        if target is not None or risky is not None:
            options.append((going_on(obs.arrows), -dist, Move(step), reason))
        if obs.arrows > 0:
            for spot, (first, walk) in inside.items():
                if walk > self.SHOOTING_WALK:
                    continue
                later = spare(walk)
                keen = self.KEEN * later / max(1.0, 100 - moves - walk - later)
                shot = self.best_shot(belief, m, spot, obs.max_path, keen)
                if shot is None:
                    continue
                path, p_hit = shot
                p_eaten = self.eaten_after_miss(belief, m, spot, path)
                if self.AFTER_MISS and m["unseen_wumpus"] <= self.AFTER_UNSEEN:
                    after = self.after_missing(belief, m, spot, path, obs.arrows - 1, moves + walk, obs.max_path)
                else:
                    after = spare(walk)
                worth = p_hit * (100 - moves - walk) + (1 - p_hit) * (1 - p_eaten) * after
                if walk == 0:
                    options.append((worth, 0, Shoot(path), self._shot_reason(path, p_hit)))
                else:
                    text = f"Room {spot} is a safer place to shoot {'-'.join(map(str, path))} from"
                    options.append((worth, -walk, Move(first), text))
        # with every way on certain death (or worth nothing), or the best of them a ride with
        # bats (a sixth of the time they drop you into a pit or the wumpus), any arrow with a
        # chance of a hit is weighed on its merits, whatever the chance of it coming back (and
        # against the arrows through tunnels seen, which may be worth a little: walled in by
        # pits, the last arrow goes where it is likeliest to hit)
        hopeless = going_on(obs.arrows) <= 0.0 or self._bats_best(options, way, m)
        if obs.arrows > 0:
            stray = self.straying_shot(belief, m, here, obs.max_path, 1.0 if hopeless else self.STRAY_RISK)
            if stray is not None and (hopeless or stray[2] >= self.STRAY_HIT[min(obs.arrows, 5) - 1]):
                s_path, sure, s_hit, s_self = stray
                s_eaten = self.eaten_after_miss(belief, m, here, sure)
                after = spare()
                s_worth = s_hit * (100 - moves) + (1 - s_hit - s_self) * (1 - s_eaten) * after
                shot = Shoot(s_path)
                options.append((s_worth, 0, shot, self._shot_reason(s_path, s_hit)))
                self.sure_rooms = (shot, sure)
        if options:
            best = max(options, key=lambda o: (o[0], o[1]))
            return best[2], best[3]
        exits = [r for r in obs.exits if r != here] or list(obs.exits)
        return Move(self.rng.choice(exits)), "No better way on"

    @staticmethod
    def _bats_best(options: list, way, m: dict) -> bool:
        """Whether the best option so far is walking on into a room bats are known to hold."""
        if not options or way is None:
            return False
        best = max(options, key=lambda o: (o[0], o[1]))
        return best[2] == Move(way[0]) and m["bats"].get(way[1], 0.0) > 0.99

    def after_missing(self, belief: Belief, m: dict, spot: int, path, arrows: int, moves: int,
                      max_path: int) -> float:
        """The expected score once an arrow shot from ``spot`` through ``path`` has missed
        (and the woken wumpus has not come in), with ``arrows`` left after ``moves`` moves:
        smelling the wumpus again or not, then hunting on or shooting again."""
        if arrows <= 0 and not self.kept:
            return 0.0
        worth = 0.0
        for chance, odds in belief.after_miss(path, spot, m):
            remaining = self.to_go(odds)
            _, beyond = self._walks(belief, odds, spot)
            best = self._going_on(belief, odds, beyond, moves, arrows, remaining)
            if arrows > 1:
                shot = self.best_shot(belief, odds, spot, max_path, budget=AFTER_BUDGET)
                if shot is not None:
                    again, p_hit = shot
                    eaten = self.eaten_after_miss(belief, odds, spot, again)
                    missed = self._missed(odds, again)
                    later = self._going_on(belief, missed or odds, beyond, moves, arrows - 1, remaining)
                    best = max(best, p_hit * (100 - moves) + (1 - p_hit) * (1 - eaten) * later)
            worth += chance * best
        return worth

    def _going_on(self, belief: Belief, m: dict, beyond: dict, moves: int, arrows: int, remaining: float) -> float:
        way = self.way_on(belief, m, beyond, moves, remaining)
        if way is None:
            return 0.0
        return (1 - way[2]) * self.value(moves + way[3], arrows, remaining)

    @staticmethod
    def _missed(m: dict, rooms) -> dict | None:
        """The odds once an arrow through ``rooms`` has missed (before the wumpus wakes),
        or None when the arrow could not have hit."""
        pw = m["wumpus"]
        rooms = set(rooms)
        gone = sum(pw.get(r, 0.0) for r in rooms)
        if gone <= 1e-9:
            return None
        scale = 1.0 / (1.0 - gone) if gone < 1.0 - 1e-9 else 0.0
        out = dict(m)
        out["wumpus"] = {r: 0.0 if r in rooms else p * scale for r, p in pw.items()}
        out["unseen_wumpus"] = m["unseen_wumpus"] * scale
        out["unseen_wumpus_each"] = m["unseen_wumpus_each"] * scale
        return out

    @staticmethod
    def _shot_reason(path, p_hit: float) -> str:
        from .hints import _article, percent  # (the hints build on this bot: imported when first needed)

        chance = percent(p_hit)
        return f"Shoot {'-'.join(map(str, path))}: {_article(chance)} {chance} chance the arrow finds the wumpus"

    # -- arrows ------------------------------------------------------------------------
    def best_shot(self, belief: Belief, m: dict, here: int, max_path: int, keen: float = 0.0,
                  budget: int = PATH_BUDGET):
        """The arrow path through known tunnels most likely to hit, with that chance.

        ``keen`` weighs the rooms from which a woken wumpus could walk in here: an
        arrow through them also spares the hunter that danger on a miss."""
        pw = m["wumpus"]
        if keen > 0.0:
            hit_odds = pw
            pw = {r: p * (1.0 + keen * self._walk_in(belief, r, here)) for r, p in pw.items() if p > 0.0}
        else:
            hit_odds = None
        best: tuple[float, int, tuple[int, ...]] | None = None
        links = {}

        def nexts(room: int) -> list[int]:
            if room not in links:
                links[room] = sorted(belief.arrow_links(room))
            return links[room]

        # the most any k more rooms could add, to stop following paths that cannot do better
        odds = sorted((v for v in pw.values() if v > 0.0), reverse=True)
        top = [sum(odds[:k]) for k in range(max_path + 1)]
        stack = [((), 0.0, here, None)]
        while stack and budget > 0:
            budget -= 1
            path, p, room, before = stack.pop()
            if path and (best is None or p > best[0] + 1e-12 or (abs(p - best[0]) <= 1e-12 and len(path) < best[1])):
                best = (p, len(path), path)
            if len(path) >= max_path:
                continue
            if best is not None and p + top[max_path - len(path)] <= best[0] + 1e-12:
                continue
            for nxt in nexts(room):
                if nxt == here or nxt == before:
                    continue
                gain = 0.0 if nxt in path else pw.get(nxt, 0.0)
                stack.append(((*path, nxt), p + gain, nxt, room))
        if best is None or best[0] <= 0.0:
            return None
        if hit_odds is not None:
            return best[2], min(1.0, sum(hit_odds.get(r, 0.0) for r in set(best[2])))
        return best[2], min(1.0, best[0])

    @staticmethod
    def _walk_in(belief: Belief, room: int, here: int) -> float:
        """The chance a wumpus woken in ``room`` walks into ``here``."""
        if room in belief.exits:
            ways = belief.exits[room]
            return ways.count(here) / (len(ways) + 1)
        if here in belief.exits and room in belief.entrances.get(here, ()):
            return 0.25
        return 0.0

    def straying_shot(self, belief: Belief, m: dict, here: int, max_path: int, most_risk: float | None = None):
        """An arrow sent through known tunnels and then on at random into rooms not
        seen yet: (path, rooms it surely enters, chance of a hit, chance it comes back
        into this room), or None.  In a recognised one-way cave the shape gives the
        odds; otherwise, or when the shape offers no such shot,
        :class:`~wumpus.bots.flight.Flight` does, with at most ``most_risk`` (by
        default :attr:`STRAY_RISK`) of the arrow coming back."""
        if not belief.both_ways:
            return None  # other rulesets send a stray arrow elsewhere (or nowhere)
        if self._one_way_fit(belief):
            shot = self.fitted_shot(belief, m, here, max_path)
            if shot is not None:
                return shot
        return Flight(belief, m, here).shot(max_path, prefix=STRAY_PREFIX, paths=STRAY_PATHS,
                                            most_risk=self.STRAY_RISK if most_risk is None else most_risk)

    @staticmethod
    def _one_way_fit(belief: Belief) -> bool:
        rec = belief._recogniser
        if rec is None or not rec.fits:
            return False
        return all(set(belief.exits[v]).isdisjoint(belief.entrances[v]) for v in belief.exits)

    def fitted_shot(self, belief: Belief, m: dict, here: int, max_path: int):
        """:meth:`straying_shot` in a recognised cave, its odds averaged over the
        ways the explored part fits the shape."""
        rec = belief._recogniser
        fits = rec.fits[:STRAY_FITS] if rec is not None else []
        if not fits or max_path < 2 or m["unseen_wumpus"] <= 0.0:
            return None
        if len(belief.visited) < self.STRAY_ROOMS and not all(f[0].ordered for f in fits):
            return None  # a cave not in the library may look like one for a while
        pw = m["wumpus"]
        each = m["unseen_wumpus_each"]
        # the odds of the wumpus in every room of each fit
        maps = []
        for shape, phi in fits:
            if here not in phi:
                return None
            image = {room: label for label, room in phi.items()}
            odds = {room: (each if image.get(room) is None else pw.get(image[room], 0.0)) for room in shape.rooms}
            maps.append((shape, phi, odds))
        labels = sorted(belief.seen - {here}, key=lambda r: (-pw.get(r, 0.0), r))
        prefixes: list[tuple[int, ...]] = []
        queue = deque([((), here, None)])
        while queue and len(prefixes) < STRAY_PATHS:
            path, room, before = queue.popleft()
            if path:
                prefixes.append(path)
            if len(path) >= min(STRAY_PREFIX, max_path - 1):
                continue
            for nxt in sorted(belief.arrow_links(room)):
                if nxt != here and nxt != before and nxt not in path:
                    queue.append(((*path, nxt), nxt, room))
        best = None
        for prefix in prefixes:
            sure_hit = sum(pw.get(r, 0.0) for r in prefix)
            if sure_hit >= 1.0 - 1e-9:
                continue
            full = [here, *prefix]
            tail: list[int] = []
            for _ in range(max_path - len(prefix)):
                for label in labels:
                    if label != full[-2] and label not in prefix and label not in tail[-2:]:
                        tail.append(label)
                        full.append(label)
                        break
            if not tail:
                continue
            for n, (p_hit, p_self) in enumerate(self._stray_odds(maps, here, prefix, tail, sure_hit), 1):
                if p_self > 0.0:
                    break
                score = p_hit - 3 * p_self
                if best is None or score > best[0] + 1e-12:
                    best = (score, (*prefix, *tail[:n]), prefix, p_hit, p_self)
        if best is None:
            return None
        return best[1], best[2], best[3], best[4]

    @staticmethod
    def _stray_odds(maps, here, prefix, tail, sure_hit):
        """For each length of the tail: (chance of a hit, chance of coming back
        here), averaged over the fits."""
        n_tail = len(tail)
        hits = [0.0] * n_tail
        backs = [0.0] * n_tail
        for shape, phi, odds in maps:
            home = phi[here]
            start = phi.get(prefix[-1])
            if start is None:
                return []
            skip = {phi[r] for r in prefix if r in phi}
            links = shape.links
            hit = back = 0.0
            # where the arrow may be after each room, with its chance (by the room it came from)
            spread = {(start, None): 1.0}
            for k, label in enumerate(tail):
                target = phi.get(label)
                nxt_spread: dict = {}
                for (room, came), p in spread.items():
                    ways = links[room]
                    if target in ways:
                        nexts = ((target, p),)
                    else:
                        q = p / len(ways)
                        nexts = [(w, q) for w in ways]
                    for nxt, q in nexts:
                        if nxt == home:
                            back += q
                            continue
                        if nxt != came and nxt not in skip:
                            hit += q * odds[nxt]
                        key = (nxt, room)
                        nxt_spread[key] = nxt_spread.get(key, 0.0) + q
                spread = nxt_spread
                hits[k] += hit
                backs[k] += back * (1.0 - sure_hit)
        n = len(maps)
        return [(min(1.0, sure_hit + h / n), b / n) for h, b in zip(hits, backs)]

    def eaten_after_miss(self, belief: Belief, m: dict, here: int, path) -> float:
        """The chance the woken wumpus walks into this room after the arrow misses."""
        pw = m["wumpus"]
        missed = set(path)
        total = sum(p for r, p in pw.items() if r not in missed) + m["unseen_wumpus"]
        if total <= 0:
            return 0.0
        risk = 0.0
        for r, p in pw.items():
            if p <= 0 or r in missed:
                continue
            if r in belief.exits:
                ways = belief.exits[r]
                risk += p * ways.count(here) / (len(ways) + 1)
            elif here in belief.exits and r in belief.entrances.get(here, ()):
                risk += p / 4
        return risk / total

    # -- moving ---------------------------------------------------------------------------
    def _walks(self, belief: Belief, m: dict, here: int):
        """Shortest walks through safe visited rooms.  Returns ``inside`` (safe visited
        room -> (first step, distance), this room included) and ``beyond`` (room one
        step past them -> (first step, distance))."""
        inside: dict[int, tuple[int | None, int]] = {here: (None, 0)}
        queue = deque([here])
        beyond: dict[int, tuple[int, int]] = {}
        while queue:
            room = queue.popleft()
            step, dist = inside[room]
            for nxt in belief.exits.get(room, ()):
                if nxt in inside or nxt in beyond:
                    continue
                s = nxt if step is None else step
                if nxt in belief.visited and nxt not in belief.bat_rooms and m["wumpus"].get(nxt, 0.0) <= 1e-9:
                    inside[nxt] = (s, dist + 1)
                    queue.append(nxt)
                else:
                    beyond[nxt] = (s, dist + 1)
        return inside, beyond

    def _promise(self, belief: Belief, m: dict, room: int) -> float:
        """The chance of smelling the wumpus from ``room``: the odds in the rooms known
        to join it, and in as many rooms not yet known as it probably has tunnels."""
        near = belief.known_links(room) | belief.hidden.get(room, set())
        degree = belief.typical_links()
        unknown = max(0, degree - len(near))
        return sum(m["wumpus"].get(r, 0.0) for r in near) + unknown * m["unseen_wumpus_each"]

    def _priority(self, room: int) -> float:
        """A fixed random order among rooms, so that equal choices stay chosen."""
        if room not in self.priorities:
            self.priorities[room] = self.rng.random()
        return self.priorities[room]

    def _danger(self, m: dict, room: int) -> float:
        """What stepping into ``room`` risks: a pit, the wumpus, or a ride with bats."""
        return m["pit"].get(room, 0.0) + m["wumpus"].get(room, 0.0) + self.BAT_DANGER * m["bats"].get(room, 0.0)

    def _trap(self, belief: Belief, m: dict) -> tuple[set[int], float]:
        """The rooms with a tunnel into a room stood in safely (every room seen next to one,
        in a two-way cave), and what stepping into any other unexplored room costs."""
        back: set[int] = set()
        for room in belief.visited - belief.bat_rooms:
            back.update(belief.entrances.get(room, ()))
        open_rooms = belief.seen - belief.visited
        danger = sum(self._danger(m, r) for r in open_rooms)
        danger += belief.unseen * (m["unseen_pit"] + m["unseen_wumpus_each"] + self.BAT_DANGER * m["unseen_bats"])
        return back, self.TRAP * danger / max(1, len(open_rooms) + belief.unseen)

    def way_on(self, belief: Belief, m: dict, beyond: dict, moves: int | None = None,
               remaining: float | None = None):
        """(first step, room, risk, distance): the unexplored room worth most to walk to."""
        moves = self.moves if moves is None else moves
        remaining = self.remaining if remaining is None else remaining
        back, trap = self._trap(belief, m)
        best = None
        for room, (step, dist) in beyond.items():
            risk = self._danger(m, room)
            cost = risk if room in back else risk + trap
            worth = (1 - min(1.0, cost)) * (100 - moves - dist - remaining)
            key = (-round(worth, 9), -self._promise(belief, m, room), self._priority(room))
            if best is None or key < best[0]:
                best = (key, (step, room, min(1.0, risk), dist))
        return None if best is None else best[1]
