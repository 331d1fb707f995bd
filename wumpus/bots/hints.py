"""The hint: one action for this turn, with a reason that quotes the notes' own odds.

A step's danger is the chance that it kills you, by the notes' odds and the
ruleset's own description of its rules: a pit, the wumpus as likely to eat you
as the rules make him when you walk in on him (a wumpus that moves away, or
eats you only some of the time, is less deadly than one that eats you at
once), and bats where they may drop you into a pit or onto the wumpus.  A hint
never walks into danger when a move with no danger leads on at no more risk,
never into certain death, names the room it acts on, and states the risk as
the notes show it.

It shoots when the arrow's rooms more likely than not hold the wumpus (or,
with arrows to spare, at least one time in three), or when every way on takes
a risk and an arrow is to spare (or stays where it lands) and shooting first is
worth more: the chance of a hit, and after a miss the wumpus it wakes not
walking in and the same walk with an arrow fewer (worth less by the share of
games won with one fewer), against the walk now.  The last arrow, where it
stays where it lands, flies the way whose miss leaves it likeliest to be
picked up again (not in a pit, nor under the wumpus the miss sends there),
and from a safe room next door when a shot from there is worth more than the
step.  Otherwise it walks the safest way towards the nearest room not yet
explored, or, with no arrow left, to the arrow lying on the floor (after any
room still to explore at no risk).
With no way on left to explore, or every way on certain death, it shoots
where the wumpus may be, over arrow paths as long as the rules allow; with no
such shot either, it waits (walking round a loop tunnel, or staying put,
where the rules allow it and move something between turns, so that waiting
may open a way), or gives no hint.
"""

from __future__ import annotations

import heapq
import math
from collections.abc import Callable, Sequence
from types import SimpleNamespace
from typing import TYPE_CHECKING

from wumpus.engine import Game, IllegalAction
from wumpus.engine.messages import counted
from wumpus.engine.rules.base import EncounterModel, Redraw, Walk

from .api import Move, Shoot
from .knowledge import wake_model

if TYPE_CHECKING:
    from .insight import Insight, RoomOdds, Suggestion

#: the longest arrow path whose chance of a hit decides whether a hint shoots while there are rooms
#: left to explore (so that a long path through many rooms, each a little likely, is no reason to
#: shoot); the shot it then takes goes as far as the rules allow
LONGEST_HINT_PATH = 3


def percent(p: float) -> str:
    """A chance as a whole percentage, as the notes write it; 0% and 100% only when certain."""
    if p <= 0.0:
        return "0%"
    if p >= 1.0:
        return "100%"
    if p < 0.005:
        return "<1%"
    whole = math.floor(p * 100 + 0.5 + 1e-9)  # (a sum of odds a hair under a half rounds up)
    if whole >= 100:
        return ">99%"
    if whole <= 0:
        return "<1%"
    return f"{whole}%"


def danger(odds: RoomOdds) -> float:
    """The chance a room holds a pit or the wumpus, at most (whatever they would do to you)."""
    return min(1.0, odds.pit + odds.wumpus)


# -- what walking in on a hazard does ----------------------------------------------------------
def _dealt_apart(rules, these: tuple[str, ...], those: tuple[str, ...]) -> bool:
    """Whether the rules never deal a piece of ``these`` into a room of ``those`` (pieces as the
    placement model names them: "wumpus", "pit1", "bat2"...); a placement not described counts
    as apart, which never says less."""
    model = getattr(rules.place, "model", None)
    draws = getattr(model, "draws", None)
    if not draws:
        return True
    order = [draw.piece for draw in draws]
    for draw in draws:
        before = order[: order.index(draw.piece)]
        others = those if draw.piece in these else these if draw.piece in those else ()
        if any(piece in before and piece not in draw.avoid for piece in others):
            return False
    return True


def _placed_apart(rules) -> bool:
    """Whether the rules never put the wumpus in a pit's room (else either may be there alone
    or both together)."""
    return _dealt_apart(rules, ("wumpus",), ("pit1", "pit2"))


def _bats_kept_apart(rules, hazard: str) -> bool:
    """Whether bats never share a room with ``hazard`` ("pits" or "wumpus", the wumpus while he is
    where he was dealt): dealt apart, and bats that fly to a new room (after a snatch, or between
    turns) keep clear of it."""
    dealt = ("wumpus",) if hazard == "wumpus" else ("pit1", "pit2")
    if not _dealt_apart(rules, dealt, ("bat1", "bat2")):
        return False
    for policy in rules.entry_order:
        model = getattr(policy, "model", None)
        if isinstance(model, EncounterModel) and model.bats_move is not None and hazard not in model.bats_move.avoid:
            return False
    between = getattr(rules.between_turns, "model", None) if rules.between_turns is not None else None
    if rules.between_turns is not None and between is None:
        return False
    for move in getattr(between, "relocations", ()):
        # bats flying clear of the hazard, and pits shaken clear of the bats
        if (move.piece == "bat colony" and hazard not in move.redraw.avoid) or \
                (move.piece == hazard == "pits" and "bats" not in move.redraw.avoid):
            return False
    return True


def eaten_if_bumped(game: Game, room: int, odds_of: Callable[[int], RoomOdds]) -> float:
    """The chance that walking into ``room`` with the wumpus in it gets you eaten, by the rules'
    own description (a rule that does not say counts as certain death).  A wumpus that walks
    among the other hazards is reckoned from the notes' odds of them, erring towards danger."""
    rules, cave = game.rules, game.cave
    for policy in rules.entry_order:
        model = getattr(policy, "model", None)
        if not isinstance(model, EncounterModel):
            return 1.0
        if model.hazard != "wumpus":
            continue
        bump, eats = model.bump, model.eats
        if bump is None:
            return 1.0
        if not model.stays_eats:
            return eats
        if isinstance(bump, Redraw):
            stays = 0.0 if "hunter" in bump.avoid else 1.0 / max(1, len(cave.rooms))
        elif isinstance(bump, Walk):
            stays = 0.0
            for to, p in bump.step(cave, room):
                if to == room:
                    stays += p
                    continue
                odds = odds_of(to)
                held = {"pits": odds.pit, "bats": odds.bats, "wumpus": 0.0}
                stopped = sum(held.get(piece, 1.0) for piece in bump.refuses)
                carried = held.get(bump.carried_by, 1.0) if bump.carried_by else 0.0
                stays += p * min(1.0, stopped + carried)
        else:
            stays = sum(p for to, p in bump(cave, room) if to == room)
        return min(1.0, eats + (1.0 - eats) * stays)
    return 0.0


def _met_in_order(rules) -> tuple[tuple[str, ...], bool, tuple[str, ...]]:
    """The deadly hazards a step meets before a room's bats carry you off, whether bats carry
    you off at all, and those it meets only if they do not (by the rules' order of entering)."""
    before: list[str] = []
    after: list[str] = []
    bats = False
    for policy in rules.entry_order:
        model = getattr(policy, "model", None)
        hazard = model.hazard if isinstance(model, EncounterModel) else None
        if hazard == "bats":
            bats = True
        elif hazard in ("wumpus", "pit"):
            (after if bats else before).append(hazard)
    if "wumpus" not in before + after:
        before.append("wumpus")  # a rule that does not say: he may eat you before anything else
    if "pit" not in before + after:
        before.append("pit")
    return tuple(before), bats, tuple(after)


def _either(chances: Sequence[float], apart: bool) -> float:
    """The chance of at least one of ``chances``: added up when they never come together, else
    as if they came apart."""
    if any(c >= 1.0 for c in chances):
        return 1.0
    if apart:
        return min(1.0, math.fsum(chances))
    missed = 1.0
    for c in chances:
        missed *= 1.0 - c
    return 1.0 - missed


def _parts(game: Game, room: int, odds_of: Callable[[int], RoomOdds], order, dealt_apart: bool):
    """(killed before the bats, the bats' chance, killed if they leave you there) for ``room``;
    ``order`` is :func:`_met_in_order`'s, ``dealt_apart`` whether the wumpus is still where the
    rules dealt him, never in a pit's room."""
    odds = odds_of(room)
    kills = {"pit": odds.pit,
             "wumpus": odds.wumpus * eaten_if_bumped(game, room, odds_of) if odds.wumpus > 0.0 else 0.0}
    # never apart while their chances add up to more than one
    apart = dealt_apart and odds.pit + odds.wumpus <= 1.0 + 1e-9
    before, bats, after = order
    b = odds.bats if bats else 0.0
    return _either([kills[h] for h in before], apart), b, _either([kills[h] for h in after], apart)


def _wumpus_words(odds: RoomOdds, eaten: float) -> str:
    if eaten >= 1.0:
        return f"wumpus {percent(odds.wumpus)}"
    if eaten <= 0.0:
        return f"wumpus {percent(odds.wumpus)}, who would not eat you there"
    return f"wumpus {percent(odds.wumpus)}, who eats you {percent(eaten)} of the time"


def risk_text(room: int, odds: RoomOdds, drop: str = "", death: float | None = None,
              eaten: float = 1.0, after_bats: tuple[str, ...] = (), total: float | None = None) -> str:
    """``room 7 has danger 12% (pit 10%, wumpus 2%)``, or why it is safe.

    ``drop``: where the room's bats may drop you (``into a pit or onto the wumpus``), if they
    may drop you into danger at all; ``death``: the chance the room itself kills you (by
    default its chance of a pit or the wumpus); ``eaten``: the chance the wumpus there eats you;
    ``after_bats``: the hazards ("pit", "wumpus") the room's bats carry you away from first;
    ``total``: the chance that stepping in kills you, there or where the bats drop you (by
    default ``death``): the danger quoted, as the notes' marks count it."""
    d = danger(odds) if death is None else death
    t = d if total is None else max(d, total)
    behind = ", unless its bats carry you off first"
    if d <= 0.0 and (odds.pit > 0.0 or odds.wumpus > 0.0):
        # there, but harmless: behind bats that are certain to carry you off, or a wumpus who
        # would not eat you here
        why = []
        if odds.pit > 0.0:
            why.append(f"the pit, {percent(odds.pit)}, is behind bats that carry you off first")
        if odds.wumpus > 0.0:
            harmless = "is behind bats that carry you off first" if eaten > 0.0 else "would not eat you there"
            why.append(f"the wumpus, {percent(odds.wumpus)}, {harmless}")
        if odds.pit <= 0.0:
            why.insert(0, "no pit can be there")
        itself = f"room {room} cannot kill you" if t <= 0.0 else f"room {room} has danger {percent(t)}: it cannot kill you itself"
        text = f"{itself} ({', and '.join(why)})"
    elif d <= 0.0:
        if drop and odds.bats > 0.0:
            head = f"room {room} holds" if t <= 0.0 else f"room {room} has danger {percent(t)}: it holds"
            return f"{head} no pit or wumpus, but bats {percent(odds.bats)} may drop you {drop}"
        text = f"room {room} is safe: no pit or wumpus can be there"
    else:
        parts = []
        if odds.pit > 0.0:
            parts.append(f"pit {percent(odds.pit)}{behind if 'pit' in after_bats and odds.bats > 0.0 else ''}")
        if odds.wumpus > 0.0:
            parts.append(_wumpus_words(odds, eaten)
                         + (behind if "wumpus" in after_bats and odds.bats > 0.0 else ""))
        text = f"room {room} has danger {percent(t)} ({'; '.join(parts)})"
    if odds.bats > 0.0:
        text += f"; bats {percent(odds.bats)}"
        if drop and odds.bats >= 0.005:  # (not said of the <1% rules followed only roughly give every room)
            text += f" may drop you {drop}"
    return text


# -- bats: where they may drop you ---------------------------------------------------------
def bats_drop(rules) -> tuple[bool, Redraw | None]:
    """Whether bats may carry you off under ``rules``, and where they drop you, as the rules
    declare it (None: any room at all).  A step of the rules that does not say what it does
    may be bats dropping you anywhere."""
    undescribed = False
    for policy in rules.entry_order:
        model = getattr(policy, "model", None)
        if not isinstance(model, EncounterModel):
            undescribed = True
        elif model.hazard == "bats":
            return True, model.drop
    return undescribed, None


class Landing:
    """Where bats may drop you, by the notes' own odds: the chance that the room they drop you
    in holds a pit, and that it holds a wumpus who eats you, averaged over the rooms the
    ruleset's drop may choose (each weighed by the chance it holds none of what the drop avoids).
    A drop into bats (the same colony, where the drop may choose its own room, or the other) is
    a ride again, from where the same odds hold."""

    def __init__(self, game: Game, insight: Insight, bats_apart: bool = False) -> None:
        snatch, drop = bats_drop(game.rules)
        avoid = set(drop.avoid) if drop is not None else set()
        #: bats never share a room with a pit or the wumpus: a room they snatch you from holds neither
        self._apart = bats_apart
        self._shown = insight.shown
        #: whether bats may drop you into a pit or onto the wumpus at all, under these rules
        self.may_harm = snatch and not {"pits", "wumpus"} <= avoid
        #: the drop never lands on the snatching room itself
        self._not_origin = bool(avoid & {"origin", "hunter", "bats"})
        self._terms: dict[int, tuple[float, float, float, float]] = {}
        self._odds: dict[int, tuple[float, float]] = {}
        if not self.may_harm:
            return
        #: how many pits, wumpus and bats the notes count in the whole cave
        totals = [0.0, 0.0, 0.0]
        for room in game.cave.rooms:
            odds = insight.shown(room)
            totals = [totals[0] + odds.pit, totals[1] + odds.wumpus, totals[2] + odds.bats]
            if "arrow" in avoid and room == game.arrow_room:
                continue
            weight = 1.0
            for piece, p in (("bats", odds.bats), ("pits", odds.pit), ("wumpus", odds.wumpus)):
                if piece in avoid:
                    weight *= 1.0 - p
            pit = 0.0 if "pits" in avoid else odds.pit
            wumpus = 0.0 if "wumpus" in avoid or odds.wumpus <= 0.0 else \
                odds.wumpus * eaten_if_bumped(game, room, insight.shown)
            bats = 0.0 if "bats" in avoid else odds.bats
            self._terms[room] = (weight, weight * pit, weight * wumpus, weight * bats)
        self._totals = tuple(totals)

    def odds(self, origin: int) -> tuple[float, float]:
        """(pit, wumpus): the chances that bats snatching you in ``origin`` drop you into a pit,
        and onto the wumpus, at last."""
        found = self._odds.get(origin)
        if found is None:
            terms = [t for room, t in self._terms.items() if room != origin]
            weight, pit, wumpus, bats = (math.fsum(t[k] for t in terms) for k in range(4))
            # the bats are in ``origin`` for certain: what the other rooms hold, given that
            here = self._shown(origin)
            pit *= self._rest(self._totals[0], here.pit if self._apart else 0.0, 0.0)
            wumpus *= self._rest(self._totals[1], here.wumpus if self._apart else 0.0, 0.0)
            bats *= self._rest(self._totals[2], here.bats, 1.0)
            if not self._not_origin and origin in self._terms:
                weight, bats = weight + 1.0, bats + 1.0  # back where the bats are, for certain
            if weight <= 0.0:
                found = (0.0, 0.0)
            else:
                again = min(bats / weight, 1.0 - 1e-9)  # a ride again, as often as it takes
                found = (min(1.0, pit / weight / (1.0 - again)), min(1.0, wumpus / weight / (1.0 - again)))
            self._odds[origin] = found
        return found

    @staticmethod
    def _rest(total: float, here: float, certain: float) -> float:
        """How much likelier each other room is to hold a piece once ``origin`` is known to hold
        ``certain`` of the ``total`` the cave holds (``here`` by the notes)."""
        rest = total - here
        return max(0.0, total - certain) / rest if rest > 1e-12 else 0.0

    def words(self, origin: int) -> str:
        """Where bats in ``origin`` may drop you, in words ("" if never into danger)."""
        pit, wumpus = self.odds(origin)
        where = " or ".join(w for w, p in (("into a pit", pit), ("onto the wumpus", wumpus)) if p > 0.0)
        return f"{where} ({percent(min(1.0, pit + wumpus))} if they carry you off)" if where else ""


class EnteringRisk:
    """The chance, by the notes' odds, that stepping into a room kills you: a pit or the wumpus
    there (as likely to eat you as the rules make him), or where its bats (if any) may drop
    you: ``risk(room)``; the room's own part is ``deadly(room)``."""

    def __init__(self, game: Game, insight: Insight) -> None:
        self.game = game
        self.insight = insight
        self._cache: dict[int, float] = {}
        self._parts: dict[int, tuple[float, float, float]] = {}
        self._order = _met_in_order(game.rules)
        # a pit and the wumpus share no room while he is where the rules dealt him apart
        self._dealt_apart = _placed_apart(game.rules) and not insight.knowledge.woken
        # nor bats a room with a pit or the wumpus, where the rules keep them apart: then walking
        # into bats is never walking into a pit or onto the wumpus as well
        apart = {"pit": _bats_kept_apart(game.rules, "pits"),
                 "wumpus": _bats_kept_apart(game.rules, "wumpus") and not insight.knowledge.woken}
        self._bats_apart = apart["pit"] and apart["wumpus"]
        #: the hazards a room's bats may carry you away from before they get you: those met after the
        #: bats, and able to share their room
        self._behind_bats = tuple(hazard for hazard in self._order[2] if not apart[hazard])
        self.landing = Landing(game, insight, self._bats_apart)

    def _parts_of(self, room: int) -> tuple[float, float, float]:
        found = self._parts.get(room)
        if found is None:
            found = self._parts[room] = _parts(self.game, room, self.insight.shown, self._order, self._dealt_apart)
        return found

    def __call__(self, room: int) -> float:
        risk = self._cache.get(room)
        if risk is None:
            first, b, then = self._parts_of(room)
            drop = self._drop(room) if b > 0.0 else 0.0
            if self._bats_apart:  # bats, when there, are all there is
                risk = first + b * drop + self._then_alone(first, then)
            else:
                risk = first + (1.0 - first) * (b * drop + (1.0 - b) * then)
            risk = self._cache[room] = min(1.0, risk)
        return risk

    def _then_alone(self, first: float, then: float) -> float:
        """The chance of being killed by what comes after the bats, and not before them, in a room
        with no bats (bats kept apart from every hazard)."""
        return then if self._dealt_apart else (1.0 - first) * then

    def deadly(self, room: int) -> float:
        """The chance that room ``room`` itself kills you (a pit, or the wumpus eating you)."""
        first, b, then = self._parts_of(room)
        if self._bats_apart:
            return min(1.0, first + self._then_alone(first, then))
        return first + (1.0 - first) * (1.0 - b) * then

    def _drop(self, room: int) -> float:
        """The chance that bats carrying you off from ``room`` drop you into a pit or onto the wumpus."""
        if not self.landing.may_harm:
            return 0.0
        return min(1.0, sum(self.landing.odds(room)))

    def eaten(self, room: int) -> float:
        """The chance the wumpus eats you if he is in ``room`` when you walk in."""
        return eaten_if_bumped(self.game, room, self.insight.shown)

    def text(self, room: int) -> str:
        """:func:`risk_text` for ``room``, with the rules' own dangers."""
        return risk_text(room, self.insight.shown(room), self.words(room), self.deadly(room), self.eaten(room),
                         after_bats=self._behind_bats, total=self(room))

    def dropped(self, room: int) -> float:
        """The chance that bats in ``room`` carry you off and drop you into a pit or onto the wumpus."""
        bats = self.insight.shown(room).bats
        if bats <= 0.0 or not self.landing.may_harm:
            return 0.0
        return bats * self._drop(room)

    def words(self, room: int) -> str:
        """Where the bats in ``room`` may drop you, in words ("" if never into danger)."""
        return self.landing.words(room) if self.dropped(room) > 0.0 else ""


# -- shots -------------------------------------------------------------------------------------
#: arrow paths a hint looks at, at most (a cave of many tunnels has millions of 5-room paths)
PATH_BUDGET = 5000


def _paths_from(game: Game, insight: Insight, longest: int, here: int | None):
    """What a search of arrow paths of up to ``longest`` rooms, shot from room ``here`` (by default the
    hunter's), starts from: that room, the rules' own check of a path shot from it, the notes' odds of
    the wumpus in each room, and the most that k more rooms could add to a path's chance of a hit."""
    if here is None:
        here, check = game.hunter, game.check_shot
    else:  # the rules' own check of a path, shot from room ``here``
        stand_in = SimpleNamespace(rules=game.rules, cave=game.cave, hunter=here)

        def check(path) -> None:
            if game.rules.path_problem(stand_in, tuple(path)) is not None:
                raise IllegalAction("path", "", "")
    odds = {room: insight.shown(room).wumpus for room in game.cave.rooms}
    ranked = sorted((p for room, p in odds.items() if room != here and p > 0.0), reverse=True)
    return here, check, odds, [math.fsum(ranked[:k]) for k in range(longest + 1)]


def _best_shot(game: Game, insight: Insight, longest: int = LONGEST_HINT_PATH,
               here: int | None = None) -> tuple[tuple[int, ...], float] | None:
    """The arrow path of up to ``longest`` rooms (and the rules' own limit) most likely to hit, the
    shortest of the likeliest, along the arrow's tunnels and never back into the hunter's room (or
    into room ``here``, to shoot from there).  No more than :data:`PATH_BUDGET` paths are looked
    at, and none that cannot do as well."""
    if game.arrows <= 0:
        return None
    links = game.rules.arrow_links(game.cave)
    longest = min(game.rules.max_path, longest)
    here, check, odds, most = _paths_from(game, insight, longest, here)
    best: tuple[tuple[int, ...], float] | None = None
    stack: list[tuple[int, tuple[int, ...], float]] = [(here, (), 0.0)]
    budget = PATH_BUDGET
    while stack and budget > 0:
        room, path, hit = stack.pop()
        budget -= 1
        if path and (best is None or hit > best[1] + 1e-12 or (abs(hit - best[1]) <= 1e-12 and len(path) < len(best[0]))):
            try:
                check(path)
            except IllegalAction:
                pass
            else:
                best = (path, hit)
        if len(path) >= longest or (best is not None and hit + most[longest - len(path)] < best[1] - 1e-9):
            continue
        for nxt in sorted(links[room]):
            if nxt != here and nxt not in path:
                stack.append((nxt, (*path, nxt), hit + odds[nxt]))
    return best


def _last_fetched(game: Game) -> bool:
    """Whether the arrow to be shot is the last, and stays where it falls to be fetched again."""
    return game.rules.arrow_stays and game.arrows == 1


def _fetched_shot(game: Game, insight: Insight, worth: float, least: float = 0.0,
                  here: int | None = None) -> tuple[tuple[int, ...], float, float] | None:
    """The arrow path (up to the rules' longest, more likely than ``least`` to hit) worth most when a
    miss costs the arrow till it is fetched again, as (path, chance of a hit, worth): the hit, and
    after a miss the wumpus it wakes not walking in and the arrow picked up where it falls
    (:func:`fetchable`), at ``worth``; the shortest of those worth as much, shot from room ``here``
    (by default the hunter's).  As :func:`_best_shot`, no more than :data:`PATH_BUDGET` paths, and
    none that cannot do as well."""
    links = game.rules.arrow_links(game.cave)
    longest = game.rules.max_path
    here, check, odds, most = _paths_from(game, insight, longest, here)
    best: tuple[tuple[int, ...], float, float] | None = None
    stack: list[tuple[int, tuple[int, ...], float]] = [(here, (), 0.0)]
    budget = PATH_BUDGET
    while stack and budget > 0:
        room, path, hit = stack.pop()
        budget -= 1
        if path and hit > least and hit > 0.0:
            walks_in, _ = woken_walks_in(game, insight, path, here)
            value = hit + (1.0 - hit) * (1.0 - walks_in) * worth * fetchable(game, insight, path, here)
            if best is None or value > best[2] + 1e-12 or (abs(value - best[2]) <= 1e-12 and len(path) < len(best[0])):
                try:
                    check(path)
                except IllegalAction:
                    pass
                else:
                    best = (path, hit, value)
        # a longer path is worth at most its likeliest hit, and after a miss all of ``worth``
        if len(path) >= longest or (best is not None and
                                    worth + (1.0 - worth) * min(1.0, hit + most[longest - len(path)]) < best[2] - 1e-9):
            continue
        for nxt in sorted(links[room]):
            if nxt != here and nxt not in path:
                stack.append((nxt, (*path, nxt), hit + odds[nxt]))
    return best


#: what a step costs, as a share of a win: one point of the hundred a win scores at most
STEP = 0.01


def _step_to_shoot(game: Game, insight: Insight, worth: float, least: float,
                   shot: tuple[tuple[int, ...], float, float]) -> Suggestion | None:
    """With the last arrow, which stays where it falls, about to fly as ``shot`` (path, hit, worth by
    :func:`_fetched_shot`): a step into a safe room next door (no pit, wumpus or bats can be there)
    from which a shot more likely than ``least`` to hit is worth more by more than the step, or None."""
    from .insight import Suggestion

    here = game.hunter
    best = None
    for room in sorted(set(game.cave.exits[here]) - {here}):
        odds = insight.shown(room)
        if odds.pit > 0.0 or odds.wumpus > 0.0 or odds.bats > 0.0:
            continue
        there = _fetched_shot(game, insight, worth, least, here=room)
        if there is not None and there[2] > shot[2] + STEP and (best is None or there[2] > best[1][2] + 1e-12):
            best = (room, there)
    if best is None:
        return None
    room, (path, hit, _) = best
    if all(insight.shown(r).wumpus <= 0.0 for r in game.cave.rooms if r not in path):
        hit = 1.0  # certain, as the shot will say (rounding in a sum of odds says less)
    chance, now = percent(hit), percent(shot[1])
    where = [r for r in path if insight.shown(r).wumpus > 0.0]
    text = (f"Room {room} is safe, and from it your last arrow can fly through {' '.join(map(str, path))}: "
            f"{_article(chance)} {chance} chance the wumpus is in {_rooms(where)}")
    if hit > shot[1] + 1e-9:
        text += f", against {_article(now)} {now} from here"
    else:
        text += ", and if it misses, it is likelier to be picked up again than from here"
    return Suggestion(Move(room), text)


def _likeliest_in_reach(game: Game, insight: Insight) -> tuple[tuple[int, ...], float] | None:
    """The room an arrow can reach (by the shortest way, up to the rules' longest path) most likely
    to hold the wumpus, as that way and the room's chance: however far off, a likely room is worth
    an arrow, as a path through several rooms each a little likely is not."""
    if game.arrows <= 0:
        return None
    links = game.rules.arrow_links(game.cave)
    here = game.hunter
    ways: dict[int, tuple[int, ...]] = {here: ()}
    rooms = [here]
    best: tuple[tuple[int, ...], float] | None = None
    for _ in range(game.rules.max_path):
        further = []
        for room in rooms:
            for nxt in sorted(links[room]):
                if nxt in ways:
                    continue
                path = ways[nxt] = (*ways[room], nxt)
                try:
                    game.check_shot(path)
                except IllegalAction:
                    continue
                further.append(nxt)
                odds = insight.shown(nxt).wumpus
                if odds > 0.0 and (best is None or odds > best[1] + 1e-12):
                    best = (path, odds)
        rooms = further
    return best


# -- walks -------------------------------------------------------------------------------------
def _walk_to_shoot(game: Game, insight: Insight, risk_of: EnteringRisk) -> Suggestion | None:
    """With nothing left to explore and no arrow from here that can hit: the first step of the
    shortest walk through safe rooms to the nearest room an arrow can hit the wumpus from (the
    likeliest shot among the nearest), or None."""
    from .insight import Suggestion

    if game.arrows <= 0:
        return None
    here = game.hunter
    first: dict[int, int] = {}
    rooms = [here]
    seen = {here}
    while rooms:
        found = []
        further = []
        for room in rooms:
            for nxt in game.cave.exits[room]:
                if nxt in seen or risk_of(nxt) > 0.0 or insight.shown(nxt).bats > 0.0:
                    continue
                seen.add(nxt)
                first[nxt] = first.get(room, nxt)
                further.append(nxt)
                shot = _best_shot(game, insight, game.rules.max_path, here=nxt)
                if shot is not None and shot[1] > 0.0:
                    found.append((shot[1], nxt, shot[0]))
        if found:
            hit, spot, path = max(found, key=lambda f: (f[0], -f[1]))
            chance = percent(hit)
            where = [room for room in path if insight.shown(room).wumpus > 0.0]
            step = first[spot]
            text = (f"Room {step} is safe, " + ("and from it" if step == spot else f"on the way to room {spot}, from which")
                    + f" an arrow can fly through {' '.join(map(str, path))}: {_article(chance)} {chance} chance the "
                    f"wumpus is in {_rooms(where)}; no way on is left to explore, and no arrow from here can reach him")
            return Suggestion(Move(step), text)
        rooms = further
    return None


def _route_to_goal(game: Game, insight: Insight, start: int, risk_of: Callable[[int], float],
                   fetch: int | None) -> tuple[float, float, int]:
    """The safest way to the goal through ``start``, as (risk, bats, steps): the risk is the chance
    of meeting a pit or the wumpus on the way (counted as -log of coming through), the bats how
    many bats the way may meet.  The goal is room ``fetch`` (the arrow lying on the floor) if
    given, else the nearest room not stood in that leads on to another; (inf, inf, 0) when no way
    leads there."""
    visited = insight.knowledge.visited
    # the rooms a room's warnings tell of: through its exits, and its entrances where the rules say so
    model = getattr(game.rules.percepts, "model", None)
    links = game.cave.exit_sets if model is not None and not model.both_ways else game.cave.link_sets

    def leads_on(room: int) -> bool:
        # a room whose every tunnel leads back into rooms stood in (or into itself) tells nothing
        # of the rooms left to explore, nor leads to them: a dead end is no goal, whatever it holds
        return any(other != room and other not in visited for other in links[room])

    def cost(room: int, risk: float, bats: float, steps: int) -> tuple[float, float, int] | None:
        r = risk_of(room)
        return None if r >= 1.0 else (risk - math.log1p(-r), bats + insight.shown(room).bats, steps + 1)

    first = cost(start, 0.0, 0.0, 0)
    if first is None:
        return math.inf, math.inf, 0
    best: dict[int, tuple[float, float, int]] = {start: first}
    queue = [(*first, start)]
    while queue:
        risk, bats, steps, room = heapq.heappop(queue)
        if best[room] < (risk, bats, steps):
            continue
        if room == fetch or (fetch is None and room not in visited and leads_on(room)):
            return risk, bats, steps
        for nxt in game.cave.exits[room]:
            way = cost(nxt, risk, bats, steps)
            if way is not None and way < best.get(nxt, (math.inf, math.inf, 0)):
                best[nxt] = way
                heapq.heappush(queue, (*way, nxt))
    return math.inf, math.inf, 0


def _rooms(path) -> str:
    rooms = list(dict.fromkeys(path))
    return f"room {rooms[0]}" if len(rooms) == 1 else "one of rooms " + ", ".join(str(r) for r in rooms)


def _article(chance: str) -> str:
    """``a`` or ``an`` before a percentage as it is read out: an 8%, an 11%, an 18%, an 80%."""
    return "an" if chance.startswith("8") or chance in ("11%", "18%") else "a"


def woken_walks_in(game: Game, insight: Insight, path: tuple[int, ...],
                   here: int | None = None) -> tuple[float, bool]:
    """The chance that, once an arrow through ``path`` has missed, the wumpus it wakes comes into the
    hunter's room (by the rules' own description of his waking, and the notes' odds of where he
    is), and whether that chance is only roughly reckoned (a wumpus carried on by bats, by the
    notes' odds of where they are; or a waking the rules do not describe, counted as none); shot
    from room ``here`` if given."""
    cave = game.cave
    here = game.hunter if here is None else here
    wake = wake_model(game.rules)
    if wake is None:
        return 0.0, True
    where, total = _where_woken(game, insight, path, here)
    if wake.kernel is None or total <= 0.0:
        return 0.0, False
    walk = wake.kernel if isinstance(wake.kernel, Walk) else None
    step = walk.step if walk is not None else wake.kernel
    rough = not wake.exact
    chance = 0.0
    for room, p in where.items():
        if p <= 0.0:
            continue
        for to, q in step(cave, room):
            if to == here:
                chance += p * q  # the hunter's room holds no pit or bats, or the hunter would not be there
            elif walk is not None and walk.carried_by == "bats" and to != room:
                odds = insight.shown(to)
                stopped = odds.pit if "pits" in walk.refuses else 0.0
                ways = cave.exits[to]
                onward = ways.count(here) / len(ways)
                if onward and odds.bats > 0.0:
                    rough = True
                    chance += p * q * (1.0 - stopped) * odds.bats * onward
    return min(1.0, chance / total), rough


#: the worth of going on after a miss of the last arrow, where it stays where it falls, as a share of
#: the worth with it in hand: the walk to fetch it.  Before a walk of no risk a shot must then hit
#: about 1 time in 6, so that the hint never shoots and fetches for ever (at 1.0 any shot would do).
#: Over seeds 0-999 and 5000-5999 on the dodecahedron, the hints win as often with 0.95 as with 1.0
#: (86.8% and 88.0%), and less with 0.9 (86.5%, 86.9%)
FETCHED = 0.95


def _arrows_worth(game: Game, arrows: int) -> float:
    """The worth of going on with ``arrows``, as a share of the worth with five: the hunter's own
    measure of the games won with that many arrows left (:attr:`wumpus.bots.hunter.Hunter.WIN_CHANCE`)."""
    from .hunter import Hunter

    if game.rules.arrow_stays:  # a missed arrow is there to be fetched again
        arrows = max(arrows, 1)
    worth = Hunter.WIN_CHANCE
    return worth[min(arrows, len(worth)) - 1] if arrows > 0 else 0.0


def _risk_taken(risk: float) -> str:
    """The least risk every way on takes, in words: "a risk of 30% or more"."""
    least = percent(risk)
    if least.startswith("<"):
        return f"some risk, if under {least[1:]}"
    if least.startswith(">"):
        return f"a risk of more than {least[1:]}"
    return f"a risk of {least} or more"


def _shoot_first(game: Game, insight: Insight, shot: tuple[tuple[int, ...], float], risk: float) -> bool:
    """Whether to shoot before a walk that takes ``risk``: the chance of winning at once, and after a
    miss the wumpus it wakes not walking in and the walk then survived with an arrow fewer (the last
    arrow, where it stays where it falls, fetched from there at the risk of a pit), against the walk
    survived now with the arrows in hand.  The smaller the risk, the likelier a shot must be to hit:
    before a walk of 30% a shot whose miss cannot harm you is worth it at about 1 chance in 100
    with five arrows, before one of 0.5% about 1 chance in 2."""
    path, hit = shot
    if hit <= 0.0:
        return False
    walks_in, _ = woken_walks_in(game, insight, path)
    after = (1.0 - hit) * (1.0 - walks_in) * (1.0 - risk) * _arrows_worth(game, game.arrows - 1)
    if game.rules.arrow_stays and game.arrows <= 1:
        # the last arrow is fetched from where it falls: a walk there, and a pit there, or the wumpus
        # the miss sends there, may keep it
        after *= FETCHED * fetchable(game, insight, path)
    return hit + after > (1.0 - risk) * _arrows_worth(game, game.arrows) + 1e-9


def woken_goes(game: Game, insight: Insight, path: tuple[int, ...], here: int | None = None) -> dict[int, float]:
    """Where the wumpus a miss through ``path`` (shot from room ``here``, by default the hunter's) wakes
    goes, as the chance of each room, by the rules' own description of his waking and the notes' odds of
    where he is (not in the path, nor the room shot from); a walk's hazards are not followed (he goes
    where its step says).  Empty when the rules do not say, or he sleeps on."""
    wake = wake_model(game.rules)
    where, total = _where_woken(game, insight, path, game.hunter if here is None else here)
    if wake is None or wake.kernel is None or total <= 0.0:
        return {}
    step = wake.kernel.step if isinstance(wake.kernel, Walk) else wake.kernel
    goes: dict[int, float] = {}
    for room, p in where.items():
        if p > 0.0:
            for to, q in step(game.cave, room):
                goes[to] = goes.get(to, 0.0) + p * q / total
    return goes


def _where_woken(game: Game, insight: Insight, path: tuple[int, ...], here: int) -> tuple[dict[int, float], float]:
    """Where the wumpus a miss through ``path``, shot from room ``here``, wakes in, by the notes' odds (not
    in the path, nor the room shot from), and their sum."""
    missed = set(path)
    where = {room: insight.shown(room).wumpus for room in game.cave.rooms if room not in missed and room != here}
    return where, math.fsum(where.values())


def fetchable(game: Game, insight: Insight, path: tuple[int, ...], here: int | None = None) -> float:
    """The chance that an arrow through ``path`` (shot from room ``here``, by default the hunter's) that
    misses can be picked up where it falls: the room it lands in holds no pit, nor the wumpus the miss
    wakes, gone there and eating whoever walks in on him (who, with no arrow left to wake him, would
    keep it for ever)."""
    room = path[-1]
    onto = woken_goes(game, insight, path, here).get(room, 0.0)
    eaten = eaten_if_bumped(game, room, insight.shown) if onto > 0.0 else 0.0
    return (1.0 - insight.shown(room).pit) * (1.0 - min(1.0, onto) * eaten)


def _shoot(game: Game, insight: Insight, path: tuple[int, ...], hit: float, why: str = "") -> Suggestion:
    """A shot through ``path``, naming the rooms of it the wumpus may be in (the others it only flies
    through), and the chance that the wumpus a miss wakes comes into the hunter's room."""
    from .insight import Suggestion

    where = ([room for room in path if insight.shown(room).wumpus >= 0.005]
             or [room for room in path if insight.shown(room).wumpus > 0.0] or list(path))
    # a sum of the notes' odds: certain when no room off the path may hold the wumpus, hopeless when
    # none on it may (rounding in the sum says neither)
    if all(insight.shown(room).wumpus <= 0.0 for room in game.cave.rooms if room not in path):
        hit = 1.0
    elif all(insight.shown(room).wumpus <= 0.0 for room in path):
        hit = 0.0
    chance = percent(hit)
    text = f"Shoot {' '.join(map(str, path))}: {why}{_article(chance)} {chance} chance the wumpus is in {_rooms(where)}"
    walks_in, rough = woken_walks_in(game, insight, path) if hit < 1.0 else (0.0, False)
    if walks_in > 0.0:
        text += (f"; if it misses, the wumpus it wakes walks into your room {'about ' if rough else ''}"
                 f"{percent(walks_in)} of the time")
    return Suggestion(Shoot(path), text)


def _cornered_why(game: Game, insight: Insight, ways: list[int]) -> str:
    """Why no way on is worth taking: ``ways``, the rooms the tunnels lead to other than this one
    (a loop tunnel, which leads back into it, is safe, and so is no way on)."""
    if not ways:
        return f"no tunnel leads on from room {game.hunter}"
    every = "every way to another room" if game.hunter in game.cave.exit_sets[game.hunter] else "every way on"
    if all(insight.shown(r).pit >= 1.0 for r in ways):
        return f"{every} is certain death"
    return f"{every} leads into a pit or onto the wumpus for certain"


def _stuck(game: Game) -> str:
    return "no arrow can reach the wumpus from here" if game.arrows > 0 else "you have no arrow to shoot"


def _cornered(game: Game, insight: Insight, ways: list[int], loop: bool) -> Suggestion | None:
    """Every way on is certain death (or there is none): the best shot there is, else waiting, where
    the rules move something between turns (earthquakes, migrating bats) so that waiting may help."""
    from .insight import Suggestion

    here = game.hunter
    why = _cornered_why(game, insight, ways)
    shot = _best_shot(game, insight, game.rules.max_path)
    if shot is not None and shot[1] > 0.0:
        return _shoot(game, insight, *shot, f"{why}, and ")
    if game.rules.between_turns is None:
        return None  # nothing moves while you wait: staying would never change a thing
    if loop:
        return Suggestion(Move(here), f"The loop tunnel leads back into room {here}, where you are: {why}, and {_stuck(game)}"
                          "; the cave may change while you wait")
    if game.rules.may_stay:
        return Suggestion(Move(here), f"Room {here} is where you are, and the rules let you stay: {why}, and {_stuck(game)}"
                          "; the cave may change while you wait")
    return None  # nothing sensible to do


def _last_move(game: Game) -> bool:
    """The next move would reach the rules' limit on moves, and so end the game."""
    limit = game.rules.max_moves
    return limit is not None and game.moves + 1 >= limit


def arrow_out_of_reach(game: Game, insight: Insight) -> str:
    """Why the arrow to be fetched again can never be had, by the notes' odds (and so the game
    can no longer be won), or "": no arrow is in hand, and the room it lies in is sure to kill
    you (a pit, or the wumpus, who would eat you there), with nothing left to change that (no
    hazard moves between turns, and with no arrow to shoot, the wumpus moves only when walked
    in on)."""
    room = game.arrow_room
    rules = game.rules
    if game.over or game.arrows > 0 or not rules.arrow_stays or room is None or rules.between_turns is not None:
        return ""
    risk_of = EnteringRisk(game, insight)
    if risk_of.deadly(room) < 1.0 - 1e-9:
        if not _cut_off(game, insight, risk_of, room):
            return ""
        return (f"your arrow lies in room {room}, and every way to it goes through certain death, so the wumpus "
                "can no longer be shot")
    if insight.shown(room).pit >= 1.0 - 1e-9:
        return f"your arrow lies in room {room}, which has a pit, so the wumpus can no longer be shot"
    return (f"your arrow lies in room {room} with the wumpus, who would kill you there and leaves it only "
            "when shot at, so he can no longer be shot")


def _cut_off(game: Game, insight: Insight, risk_of: EnteringRisk, goal: int) -> bool:
    """Whether every way from the hunter's room to room ``goal`` goes through a room sure to kill
    (and no bats on the way could carry the hunter past them)."""
    rooms = [game.hunter]
    seen = {game.hunter}
    while rooms:
        further = []
        for room in rooms:
            for nxt in game.cave.exits[room]:
                if nxt in seen or risk_of(nxt) >= 1.0 - 1e-9:
                    continue
                if nxt == goal or insight.shown(nxt).bats > 0.0:  # there, or bats may drop you anywhere
                    return False
                seen.add(nxt)
                further.append(nxt)
        rooms = further
    return True


def why_no_hint(game: Game, insight: Insight) -> str:
    """Why :func:`hint_for` has no hint for a game still going (every way on is certain death,
    or leads only through it, with no shot that can hit and nowhere to wait), in a line; ""
    when there is a hint."""
    if game.over or hint_for(game, insight) is not None:
        return ""
    if game.cannot_be_won():
        return ("No hint: you have no arrow left, and none comes back under these rules, so the wumpus can no "
                "longer be shot: n for a new game, r for the same set-up again.")
    if out_of_reach := arrow_out_of_reach(game, insight):
        return f"No hint: {out_of_reach}: n for a new game, r for the same set-up again."
    if _last_move(game):
        return (f"No hint: walking on would be move {game.rules.max_moves}, which ends the game, and no arrow "
                "can reach a room the wumpus may be in.")
    ways = [room for room in dict.fromkeys(game.cave.exits[game.hunter]) if room != game.hunter]
    risk_of = EnteringRisk(game, insight)
    if any(risk_of(room) < 1.0 for room in ways):
        if game.arrows <= 0 and game.arrow_room is not None:
            left = any(room not in insight.knowledge.visited for room in game.cave.rooms)
            why = (f"every way to your arrow in room {game.arrow_room}"
                   f"{', and to every room not explored yet that leads on,' if left else ''} goes through "
                   "certain death")
        else:
            why = "every room left to explore that leads on lies beyond certain death"
    else:
        why = _cornered_why(game, insight, ways)
    return f"No hint: {why}, and {_stuck(game)}."


def hint_for(game: Game, insight: Insight, *, shoot_first: bool = True) -> Suggestion | None:
    """The hint for ``game`` now, from ``insight`` (the notes for the same moment); None when
    there is none, among them a game that can no longer be won.  ``shoot_first=False`` gives the way
    on the hint would walk were it not worth shooting before a risky walk."""
    from .insight import Suggestion

    if game.over or game.cannot_be_won() or arrow_out_of_reach(game, insight):
        return None
    if _last_move(game):
        # walking on would end the game: only an arrow can still win it
        shot = _best_shot(game, insight, game.rules.max_path)
        if shot is not None and shot[1] > 0.0:
            why = f"walking on would be move {game.rules.max_moves}, which ends the game, and "
            return _shoot(game, insight, *shot, why)
        return None
    shot = _best_shot(game, insight)
    far = _likeliest_in_reach(game, insight)
    worth = max(shot[1] if shot is not None else 0.0, far[1] if far is not None else 0.0)
    spare = game.arrows > 1
    # (more likely than not by more than the rounding in a sum of odds: even odds are not enough)
    if worth > 0.5 + 1e-9 or (spare and worth >= 1 / 3 - 1e-9):
        # worth an arrow by its first rooms, or by one likely room: then through as many rooms as
        # the rules allow
        best = None
        for way in (shot, _best_shot(game, insight, game.rules.max_path), far):
            if way is not None and (best is None or way[1] > best[1] + 1e-12):
                best = way
        if _last_fetched(game):
            # the last arrow, to be fetched again: of the shots more likely than not to hit, the one
            # whose miss is likeliest to leave it where it can be picked up; or first a safe step to
            # a room where such a shot is worth more
            kept = FETCHED * _arrows_worth(game, 0)
            fetched = _fetched_shot(game, insight, kept, 0.5 + 1e-9)
            if fetched is not None:
                step = _step_to_shoot(game, insight, kept, 0.5 + 1e-9, fetched)
                if step is not None:
                    return step
                best = fetched[:2]
        return _shoot(game, insight, *best)
    here = game.hunter
    exits = list(dict.fromkeys(game.cave.exits[here]))
    ways = [room for room in exits if room != here]
    risk_of = EnteringRisk(game, insight)
    moves = [room for room in ways if risk_of(room) < 1.0]
    if not moves:
        return _cornered(game, insight, ways, here in exits)

    fetch = game.arrow_room if game.arrows == 0 else None
    routes = {m: _route_to_goal(game, insight, m, risk_of, fetch) for m in moves}
    to_arrow = min(way[0] for way in routes.values())  # the least risk of the way to the arrow
    exploring = fetch is None
    if fetch is not None and min((way[0], way[1]) for way in routes.values()) > (0.0, 0.0):
        # the way to the arrow takes a risk, or meets bats that may carry you off before you
        # pick it up: first the rooms still to explore at no risk (or at any, if the arrow cannot
        # be reached at all); they may tell where the pits are
        explore = {m: _route_to_goal(game, insight, m, risk_of, None) for m in moves}
        least = min(way[0] for way in explore.values())
        if least == 0.0 or (math.isinf(to_arrow) and not math.isinf(least)):
            routes, exploring = explore, True
    limit = game.rules.max_moves
    free = None if limit is None else limit - 1 - game.moves  # moves that leave the game going
    reachable = [way for way in routes.values() if not math.isinf(way[0])]
    if free is not None and reachable and all(way[2] > free for way in reachable):
        # whatever is left to reach lies beyond the moves left: only an arrow can still win
        shot = _best_shot(game, insight, game.rules.max_path)
        if shot is not None and shot[1] > 0.0:
            goal = "the rooms left to explore are" if exploring else f"your arrow in room {fetch} is"
            why = f"{goal} more than {counted(free, 'move')} away, all you have before move {limit} ends the game, and "
            return _shoot(game, insight, *shot, why)
    if all(math.isinf(way[0]) for way in routes.values()):
        # nowhere left to explore, nor a way to the arrow but through certain death: the best
        # shot there is, else no hint (:func:`why_no_hint` says why)
        shot = _best_shot(game, insight, game.rules.max_path)
        if shot is not None and shot[1] > 0.0:
            return _shoot(game, insight, *shot, "no way on is left to explore, and ")
        return _walk_to_shoot(game, insight, risk_of)

    def rank(m: int):
        # the least dangerous way on first: a safe step that only leads back to the same risk
        # is no better than taking that risk now
        odds = insight.shown(m)
        risk, bats, steps = routes[m]
        # (and among ways as safe, a room with no hazard in it before one whose hazard is harmless); every
        # chance to 9 places, so that two rooms as risky are told apart by their numbers, not by the last
        # bit of a sum, which may differ with the order the notes were worked out in
        return (*(round(x, 9) for x in (risk, bats)), steps,
                *(round(float(x), 9) for x in (risk_of(m), risk_of.deadly(m), danger(odds), odds.bats)), m)

    room = min(moves, key=rank)
    risk = -math.expm1(-routes[room][0])  # the chance of coming to harm on the way
    if shoot_first and risk > 0.0 and exploring and (game.arrows > 1 or game.rules.arrow_stays):
        # every way on takes a risk: a shot first, when its hit, and after a miss that leaves you alive
        # the same walk with an arrow fewer, is worth more than the walk now
        shot = _best_shot(game, insight, game.rules.max_path)
        if _last_fetched(game):
            # the last arrow, to be fetched again: the way whose miss leaves it likeliest to be had
            fetched = _fetched_shot(game, insight, (1.0 - risk) * FETCHED * _arrows_worth(game, 0))
            shot = fetched[:2] if fetched is not None else shot
        if shot is not None and _shoot_first(game, insight, shot, risk):
            return _shoot(game, insight, *shot,
                          f"every way to a room not explored yet that leads on takes {_risk_taken(risk)}, and ")
    text = risk_of.text(room)
    if risk_of(room) > 0.0:
        # (a dead end tells nothing new, so it is no goal: the words say so)
        goal = "a room not explored yet that leads on" if exploring else f"your arrow in room {fetch}"
        as_risky = [m for m in moves if abs(round(routes[m][0], 9) - round(routes[room][0], 9)) <= 1e-9]
        text += (f", the least dangerous way to {goal}" if len(as_risky) == 1
                 else f", and no way to {goal} is less dangerous")
    elif not exploring:
        text += ", where your arrow lies" if room == fetch else f", on the way to your arrow in room {fetch}"
    else:
        text += ", and not explored yet" if room not in insight.knowledge.visited else ", on the way to rooms not explored yet"
        if fetch is not None and to_arrow == 0.0:
            text += f"; bats may carry you off on the way to your arrow in room {fetch}"
        elif fetch is not None:
            text += f"; the way to your arrow in room {fetch} is not safe yet"
    return Suggestion(Move(room), text[0].upper() + text[1:])


__all__ = ["EnteringRisk", "Landing", "bats_drop", "eaten_if_bumped", "hint_for", "percent", "risk_text",
           "why_no_hint"]
