"""The shape of a ruleset, and the small named policies rulesets are made of.

A ruleset is data (arrow count, path length, ...) plus policy functions.
Each policy is a plain function named for what it does, so a ruleset reads
as a list of decisions rather than a tangle of ``if`` statements.  Policies
receive the game and the list of events being built, and act through the
game's small set of state-changing methods.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

from .. import events as ev
from ..cave import Cave
from ..messages import Messages
from ..rng import Rng, pick

if TYPE_CHECKING:
    from ..game import Game

Out = list
Encounter = Callable[["Game", Out], "int | None"]


@dataclass(frozen=True)
class Ruleset:
    name: str
    title: str
    source: str
    summary: str
    messages: Messages
    place: Callable[[Cave, Rng], ev.Positions]
    entry_order: tuple[Encounter, ...]
    percepts: Callable[["Game"], tuple[str, ...]]
    path_problem: Callable[["Game", Sequence[int]], "str | None"]
    reroute: Callable[["Game", int, int], "tuple[object, int | None]"]
    arrow_links: Callable[[Cave], Mapping[int, frozenset[int]]]
    wumpus_on_miss: Callable[["Game"], "int | None"]
    arrows: int = 5
    max_path: int = 5
    lose_when_out_of_arrows: bool = True
    arrow_stays: bool = False
    may_stay: bool = False
    max_moves: int | None = None
    allows_reset: bool = False
    allows_cheat: bool = False
    #: after a miss, instead of moving the wumpus to ``wumpus_on_miss``'s room: a policy that
    #: writes its own events (and may end the game)
    after_miss: Callable[["Game", Out], None] | None = None
    #: after every action that leaves the game running, before the next turn's warnings
    between_turns: Callable[["Game", Out], None] | None = None
    #: how often hazards that strike between turns do so (a ruleset's own dataclass), or None
    rates: object | None = None
    #: the host shows a program the rooms numbered from 0, in the order of the cave's own
    #: numbers (seed 003: "the ui adds one to make it 1-based for humans"); people always see
    #: the cave's numbers
    bots_count_from_zero: bool = False
    #: the version's own program scores its games as :meth:`score` does (seed 003's host); the
    #: others keep no score, and the game scores them alike
    keeps_score: bool = False
    #: each kind of hazard's warning for the room entered is given as its check comes, before the
    #: next kind is checked (seed 000's ``check_for_baddies``): a hazard that ends the game or
    #: carries you off is told after the warnings of the kinds checked before it; else every
    #: warning waits for the start of the next turn
    warns_as_it_checks: bool = False

    @property
    def family(self) -> str:
        """The ruleset this one is a variant of (``tournament`` for ``tournament+host-dice``)."""
        return self.name.partition("+")[0]

    def score(self, won: bool, moves: int) -> int:
        return max(0, 100 - moves) if won else 0

    def smell_reach(self, cave: Cave) -> int:
        """How many tunnels away the wumpus is smelled in ``cave`` (a pit or bats: one)."""
        model = getattr(self.percepts, "model", None)
        return cave.smell_distance if getattr(model, "smell_from_cave", False) else 1

    def __repr__(self) -> str:
        return f"Ruleset({self.name!r})"


# -- placement ---------------------------------------------------------------
def _draw_room(cave: Cave, rng: Rng) -> int:
    """BASIC's FNA: a uniformly random room, one draw."""
    rooms = cave.rooms
    return rooms[int(len(rooms) * rng.random())]


def _draw_unused(cave: Cave, rng: Rng, used: Sequence[int]) -> int:
    """Draw rooms until one is not in ``used`` (as the seed programs do)."""
    if len(set(used)) >= len(cave.rooms):
        raise ValueError("no free room left")
    while True:
        room = _draw_room(cave, rng)
        if room not in used:
            return room


def six_distinct_rooms(cave: Cave, rng: Rng) -> ev.Positions:
    """Yob's lines 240-340: draw hunter, wumpus, 2 pits, 2 bats; redraw all until distinct."""
    while True:
        drawn = [_draw_room(cave, rng) for _ in range(6)]
        if len(set(drawn)) == 6:
            return ev.Positions(drawn[0], drawn[1], (drawn[2], drawn[3]), (drawn[4], drawn[5]))


def spec_placement(cave: Cave, rng: Rng) -> ev.Positions:
    """FR 3-11: wumpus anywhere; bats apart; pits apart; hunter in an empty cave."""
    wumpus = _draw_room(cave, rng)
    bat1 = _draw_room(cave, rng)
    bat2 = _draw_unused(cave, rng, [bat1])
    pit1 = _draw_room(cave, rng)
    pit2 = _draw_unused(cave, rng, [pit1])
    hunter = _draw_unused(cave, rng, [wumpus, bat1, bat2, pit1, pit2])
    return ev.Positions(hunter, wumpus, (pit1, pit2), (bat1, bat2))


def teaching_placement(cave: Cave, rng: Rng) -> ev.Positions:
    """Seed 001: bats1, bats2, pit1, pit2, wumpus, person, each in an unused room."""
    used: list[int] = []
    for _ in range(6):
        used.append(_draw_unused(cave, rng, used))
    bat1, bat2, pit1, pit2, wumpus, hunter = used
    return ev.Positions(hunter, wumpus, (pit1, pit2), (bat1, bat2))


def gentle_placement(cave: Cave, rng: Rng) -> ev.Positions:
    """Seed 000: bats apart; pits apart and off the bats; wumpus off the bats;
    hunter off the bats, the pits and the wumpus."""
    bat1 = _draw_room(cave, rng)
    bat2 = _draw_unused(cave, rng, [bat1])
    pit1 = _draw_unused(cave, rng, [bat1, bat2])
    pit2 = _draw_unused(cave, rng, [bat1, bat2, pit1])
    wumpus = _draw_unused(cave, rng, [bat1, bat2])
    hunter = _draw_unused(cave, rng, [bat1, bat2, pit1, pit2, wumpus])
    return ev.Positions(hunter, wumpus, (pit1, pit2), (bat1, bat2))


# -- percepts ----------------------------------------------------------------
def yob_warnings(game: Game) -> tuple[str, ...]:
    """Lines 2020-2120: for wumpus, pit, pit, bat, bat, one warning per tunnel that
    leads to it, so two pits next door give two drafts."""
    tunnels = game.cave.exits[game.hunter]
    out: list[str] = []
    for hazard, room in (
        (ev.WUMPUS, game.wumpus),
        *((ev.PIT, p) for p in game.pits),
        *((ev.BATS, b) for b in game.bats),
    ):
        out.extend(hazard for t in tunnels if t == room)
    return tuple(out)


def warnings_once_each(order: tuple[str, ...], *, both_ways: bool = False, smell_from_cave: bool = False):
    """One warning per kind of hazard next door, in ``order``.

    ``both_ways``: hazards are sensed through entrances as well as exits.
    ``smell_from_cave``: the wumpus is smelled within the cave's smell distance.
    """

    def warnings(game: Game) -> tuple[str, ...]:
        cave = game.cave
        room = game.hunter
        near = (cave.link_sets if both_ways else cave.exit_sets)[room]
        smell = cave.smell_sets[room] if smell_from_cave else near
        present = {
            ev.WUMPUS: game.wumpus in smell,
            ev.PIT: not near.isdisjoint(game.pits),
            ev.BATS: not near.isdisjoint(game.bats),
        }
        return tuple(hazard for hazard in order if present[hazard])

    warnings.model = PerceptModel(both_ways=both_ways, smell_from_cave=smell_from_cave)
    warnings.__name__ = f"warnings_once_each_{'_'.join(order)}"
    return warnings


# -- arrow paths ---------------------------------------------------------------
def path_rules(*, crooked: str | None, rooms_must_exist: bool):
    """Refuse a path that is empty or longer than the ruleset's ``max_path``, too crooked, or names no room.

    ``crooked``: None (any path), ``"two_back"`` (a room equal to the one two
    before, the hunter's room not counted: Yob's line 3100), or
    ``"two_back_from_hunter"`` (the hunter's room counts as the one before the first).
    """

    def problem(game: Game, path: Sequence[int]) -> str | None:
        if not 1 <= len(path) <= game.rules.max_path:
            return "path_length"
        if rooms_must_exist:
            for room in path:
                if room not in game.cave.exits:
                    return "not_a_room"
        if crooked is not None:
            full = [game.hunter, *path] if crooked == "two_back_from_hunter" else list(path)
            for k in range(2, len(full)):
                if full[k] == full[k - 2]:
                    return "too_crooked"
        return None

    return problem


def through_exits(cave: Cave) -> Mapping[int, frozenset[int]]:
    return cave.exit_sets


def through_exits_and_entrances(cave: Cave) -> Mapping[int, frozenset[int]]:
    return cave.link_sets


def deflect_to_random_exit(game: Game, room: int, intended: int):
    to = pick(game.rng, game.cave.exits[room])
    return ev.ArrowDeflected(room, intended, to), to


def deflect_to_random_link(game: Game, room: int, intended: int):
    to = pick(game.rng, game.cave.links[room])
    return ev.ArrowDeflected(room, intended, to), to


def ricochet_to_lowest_neighbour(game: Game, room: int, intended: int):
    to = min(game.cave.exits[room])
    return ev.ArrowRicocheted(room, intended, to), to


def hit_the_wall(game: Game, room: int, intended: int):
    return ev.ArrowHitWall(room, intended), None


# reroute policies that draw nothing from the game's dice: where they send an arrow can be told
# before it flies (:meth:`Game.arrow_course`)
ricochet_to_lowest_neighbour.rolls_no_dice = True
hit_the_wall.rolls_no_dice = True


def exits_drawn_from(cave: Cave, room: int) -> tuple[int, ...]:
    return tuple(cave.exits[room])


def links_drawn_from(cave: Cave, room: int) -> tuple[int, ...]:
    return tuple(cave.links[room])


# the rooms the dice of a random reroute policy pick among, each once a draw (:meth:`Game.veer_chances`)
deflect_to_random_exit.draws_among = exits_drawn_from
deflect_to_random_link.draws_among = links_drawn_from


# -- the wumpus after a miss --------------------------------------------------------
def wakes_moves_75_stays_25(game: Game) -> int:
    """Yob's line 3380: one of 4 choices, three tunnels or stay (any degree: 75% move)."""
    tunnels = game.cave.exits[game.wumpus]
    r = game.rng.random()
    if r >= 0.75:
        return game.wumpus
    return tunnels[min(int(r / 0.75 * len(tunnels)), len(tunnels) - 1)]


def moves_to_random_exit(game: Game) -> int:
    return pick(game.rng, game.cave.exits[game.wumpus])


def moves_to_lowest_neighbour(game: Game) -> int:
    return min(game.cave.exits[game.wumpus])


def moves_among_exits_or_stays(game: Game) -> int:
    tunnels = game.cave.exits[game.wumpus]
    return pick(game.rng, (*tunnels, game.wumpus))


def sleeps_on(game: Game) -> None:
    return None


# -- what happens on entering a room ------------------------------------------------
def bump_wakes_wumpus(game: Game, out: Out) -> None:
    """Yob: the wumpus wakes (75% moves, 25% stays) and eats you if still there."""
    if game.wumpus != game.hunter:
        return None
    out.append(ev.BumpedWumpus(game.hunter))
    game.relocate_wumpus(wakes_moves_75_stays_25(game), out)
    if game.wumpus == game.hunter:
        game.lose(out, ev.Eaten(game.hunter), ev.EATEN)
    return None


def wumpus_eats_25_or_flees_to_neighbour(game: Game, out: Out) -> None:
    """FR 15: 25% the wumpus eats you, 75% it moves to a random neighbouring cave."""
    if game.wumpus != game.hunter:
        return None
    out.append(ev.BumpedWumpus(game.hunter))
    if game.rng.random() < 0.25:
        game.lose(out, ev.Eaten(game.hunter), ev.EATEN)
    else:
        game.relocate_wumpus(pick(game.rng, game.cave.exits[game.wumpus]), out)
    return None


def wumpus_eats_at_once(game: Game, out: Out) -> None:
    if game.wumpus == game.hunter:
        game.lose(out, ev.Eaten(game.hunter), ev.EATEN)
    return None


def wumpus_moves_if_odd_room(game: Game, out: Out) -> None:
    """Seed 001: in an odd room the wumpus moves to its lowest neighbour, else stays."""
    if game.wumpus != game.hunter:
        return None
    out.append(ev.BumpedWumpus(game.hunter))
    if game.wumpus % 2 == 1:
        game.relocate_wumpus(min(game.cave.exits[game.wumpus]), out)
    else:
        out.append(ev.WumpusStayed(game.wumpus))
    if game.wumpus == game.hunter:
        game.lose(out, ev.Eaten(game.hunter), ev.EATEN)
    return None


def wumpus_eats_75_or_runs_anywhere(game: Game, out: Out) -> None:
    """Seed 000: 75% eaten; 25% it runs to a random room off the bats and off you."""
    if game.wumpus != game.hunter:
        return None
    if int(100 * game.rng.random()) + 1 > 25:
        game.lose(out, ev.Eaten(game.hunter), ev.EATEN)
        return None
    origin = game.wumpus
    room = _draw_unused(game.cave, game.rng, [*game.bats, game.hunter])
    game.wumpus = room
    out.append(ev.WumpusFled(origin, room))
    return None


def pit_is_fatal(game: Game, out: Out) -> None:
    if game.hunter in game.pits:
        game.lose(out, ev.FellInPit(game.hunter), ev.FELL_IN_PIT)
    return None


def bats_drop_you_anywhere(game: Game, out: Out) -> int | None:
    """Yob's line 4290: any room at all, even a pit, the wumpus or these bats again."""
    if game.hunter not in game.bats:
        return None
    room = _draw_room(game.cave, game.rng)
    out.append(ev.BatSnatch(game.hunter, room))
    return room


def bats_drop_you_in_another_room(game: Game, out: Out) -> int | None:
    """FR 13: to a different random cave; the bats stay home.  Seed 000's too: "some other room at
    random", where "you could be placed in a room with the Wumpus or even Pits"."""
    if game.hunter not in game.bats:
        return None
    room = _draw_unused(game.cave, game.rng, [game.hunter])
    out.append(ev.BatSnatch(game.hunter, room))
    return room


def bats_drop_you_in_unused_room_then_move(game: Game, out: Out) -> int | None:
    """Seed 001: carried to an unused room; then those bats fly to a new unused room."""
    if game.hunter not in game.bats:
        return None
    origin = game.hunter
    used = [*game.bats, *game.pits, game.wumpus, origin]
    if game.arrow_room is not None:
        used.append(game.arrow_room)
    room = _draw_unused(game.cave, game.rng, used)
    out.append(ev.BatSnatch(origin, room))
    new_home = _draw_unused(game.cave, game.rng, [*used, room])
    which = game.bats.index(origin)
    game.bats[which] = new_home
    out.append(ev.BatsMoved(origin, new_home))
    return room


def pick_up_arrow(game: Game, out: Out) -> None:
    if game.arrow_room is not None and game.arrow_room == game.hunter:
        game.pick_up_arrow(out)
    return None


# -- what each policy does, as data a player's reasoning can read ----------------------
# Every policy above carries a ``model`` describing its effect in terms of what the
# player can see, so that reasoning about a game (the hunter's notes) never needs to
# know a ruleset's name.  A policy whose effect cannot be followed exactly says so
# with ``exact=False``; a policy with no ``model`` at all is treated the same way.
#
# Pieces are named "hunter", "wumpus", "pits", "bats", "arrow" (an arrow lying on the
# floor), "origin" (the room bats snatched the hunter from) and "landing" (the room
# they dropped the hunter in).


@dataclass(frozen=True)
class Draw:
    """One piece of a placement, drawn uniformly among the rooms not holding ``avoid``."""

    piece: str  # "hunter", "wumpus", "pit1", "pit2", "bat1", "bat2"
    avoid: tuple[str, ...] = ()


#: how a set-up's pieces are named to a player
_PIECE_NAMES = {"hunter": "you", "wumpus": "the wumpus", "pit1": "a pit", "pit2": "the other pit",
                "bat1": "bats", "bat2": "the other bats"}


@dataclass(frozen=True)
class PlacementModel:
    #: the draws in order; the result has the same distribution as the policy's
    draws: tuple[Draw, ...]

    def problem(self, positions: ev.Positions) -> str | None:
        """What keeps ``positions`` from being a set-up these draws could deal, in words
        ("puts you and a pit in room 7"), or None when they could deal it."""
        pieces = {draw.piece for draw in self.draws}
        for kind, rooms in (("pit", positions.pits), ("bats", positions.bats)):
            dealt = sum(1 for piece in pieces if piece.startswith(kind[:3]))
            if len(rooms) != dealt:
                noun = ("pit", "pits") if kind == "pit" else ("room of bats", "rooms of bats")
                return f"has {len(rooms)} {noun[len(rooms) != 1]} where {dealt} are dealt"
        where = {"hunter": positions.hunter, "wumpus": positions.wumpus,
                 **{f"pit{n}": room for n, room in enumerate(positions.pits, 1)},
                 **{f"bat{n}": room for n, room in enumerate(positions.bats, 1)}}
        for draw in self.draws:
            for other in draw.avoid:
                if other in where and where[draw.piece] == where[other]:
                    return f"puts {_PIECE_NAMES[other]} and {_PIECE_NAMES[draw.piece]} in room {where[other]}"
        return None


@dataclass(frozen=True)
class PerceptModel:
    counted: bool = False  # one warning per tunnel leading to the hazard (else one per kind)
    both_ways: bool = False  # sensed through entrances as well as exits
    smell_from_cave: bool = False  # the wumpus within the cave's smell distance


#: a wumpus's next room: (room, chance) pairs, given the cave and its room
Kernel = Callable[[Cave, int], "list[tuple[int, float]]"]


#: what a moved piece may be told to keep clear of: the pieces, your arrow on the floor, and
#: the rooms bats took you from (``origin``) and dropped you in (``landing``)
PIECES = ("hunter", "wumpus", "pits", "bats", "arrow", "origin", "landing")


@dataclass(frozen=True)
class Redraw:
    """A piece goes to a room drawn uniformly among the rooms holding none of ``avoid``."""

    avoid: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        unknown = [piece for piece in self.avoid if piece not in PIECES]
        if unknown:
            raise ValueError(f"a redraw cannot avoid {', '.join(map(repr, unknown))}: it knows {', '.join(PIECES)}")


@dataclass(frozen=True)
class Walk:
    """The woken wumpus's walk, and what the hazards on its way do to it.

    It heads where ``step`` says.  Into a room holding one of ``refuses`` it will not
    go: it stays where it is.  In a room holding ``carried_by`` it is carried one
    tunnel on, through a tunnel of that room drawn among those that lead to none of
    ``carry_avoids`` (if every one does, it is left there).
    """

    step: Kernel
    refuses: tuple[str, ...] = ()
    carried_by: str | None = None
    carry_avoids: tuple[str, ...] = ()


@dataclass(frozen=True)
class EncounterModel:
    """What entering a room does, for one kind of thing in it."""

    hazard: str  # "wumpus", "pit", "bats" or "arrow"
    #: the wumpus: where it goes when bumped and you live (None: bumping it is death)
    bump: Kernel | Walk | Redraw | None = None
    #: the wumpus: the chance it eats you at once when bumped, before it goes anywhere
    eats: float = 0.0
    #: the wumpus: whether, bumped and gone nowhere (still in your room), it eats you
    stays_eats: bool = True
    #: bats: the room you are dropped in (None: any room at all)
    drop: Redraw | None = None
    #: bats: where they fly after a snatch (None: they stay home)
    bats_move: Redraw | None = None
    exact: bool = True


@dataclass(frozen=True)
class WakeModel:
    """The wumpus after a miss (``kernel`` None: it sleeps on)."""

    kernel: Kernel | Walk | None = None
    exact: bool = True


@dataclass(frozen=True)
class Relocation:
    """A hazard that moves between turns, announced by the event named ``event``.

    ``piece``: "pits" (both pits, one after the other, each avoiding the pits drawn
    before it as well as ``redraw.avoid``) or "bat colony" (one of the two colonies,
    either alike).
    """

    event: str
    piece: str
    redraw: Redraw

    def __post_init__(self) -> None:
        if not isinstance(getattr(ev, self.event, None), type):
            raise ValueError(f"a relocation is announced by an event, and {self.event!r} is none")
        if self.piece not in ("pits", "bat colony"):
            raise ValueError(f"a relocation moves the pits or a bat colony, not {self.piece!r}")


@dataclass(frozen=True)
class BetweenTurnsModel:
    """What a ruleset's ``between_turns`` policy moves; events not listed move nothing."""

    relocations: tuple[Relocation, ...] = ()


def declare(policy, model) -> None:
    """Say what a policy does, for the notes (:mod:`wumpus.bots.knowledge`) to follow."""
    policy.model = model


_declare = declare


def _exits_kernel(cave: Cave, room: int, total: float = 1.0) -> list[tuple[int, float]]:
    tunnels = cave.exits[room]
    return [(t, total / len(tunnels)) for t in tunnels]


def _kernel_75_25(cave: Cave, room: int) -> list[tuple[int, float]]:
    return [*_exits_kernel(cave, room, 0.75), (room, 0.25)]


def _kernel_exits_or_stay(cave: Cave, room: int) -> list[tuple[int, float]]:
    tunnels = (*cave.exits[room], room)
    return [(t, 1 / len(tunnels)) for t in tunnels]


def _kernel_lowest(cave: Cave, room: int) -> list[tuple[int, float]]:
    return [(min(cave.exits[room]), 1.0)]


def _kernel_odd_moves(cave: Cave, room: int) -> list[tuple[int, float]]:
    return [(min(cave.exits[room]) if room % 2 == 1 else room, 1.0)]


_ALL = ("wumpus", "pit1", "pit2", "bat1", "bat2")
_declare(six_distinct_rooms, PlacementModel((
    Draw("hunter"), Draw("wumpus", ("hunter",)), Draw("pit1", ("hunter", "wumpus")),
    Draw("pit2", ("hunter", "wumpus", "pit1")), Draw("bat1", ("hunter", "wumpus", "pit1", "pit2")),
    Draw("bat2", ("hunter", "wumpus", "pit1", "pit2", "bat1")),
)))
_declare(spec_placement, PlacementModel((
    Draw("wumpus"), Draw("bat1"), Draw("bat2", ("bat1",)), Draw("pit1"), Draw("pit2", ("pit1",)),
    Draw("hunter", _ALL),
)))
_declare(teaching_placement, PlacementModel((
    Draw("bat1"), Draw("bat2", ("bat1",)), Draw("pit1", ("bat1", "bat2")),
    Draw("pit2", ("bat1", "bat2", "pit1")), Draw("wumpus", ("bat1", "bat2", "pit1", "pit2")),
    Draw("hunter", _ALL),
)))
_declare(gentle_placement, PlacementModel((
    Draw("bat1"), Draw("bat2", ("bat1",)), Draw("pit1", ("bat1", "bat2")),
    Draw("pit2", ("bat1", "bat2", "pit1")), Draw("wumpus", ("bat1", "bat2")), Draw("hunter", _ALL),
)))
_declare(yob_warnings, PerceptModel(counted=True))
_declare(wakes_moves_75_stays_25, WakeModel(_kernel_75_25))
_declare(moves_to_random_exit, WakeModel(_exits_kernel))
_declare(moves_to_lowest_neighbour, WakeModel(_kernel_lowest))
_declare(moves_among_exits_or_stays, WakeModel(_kernel_exits_or_stay))
_declare(sleeps_on, WakeModel(None))
_declare(bump_wakes_wumpus, EncounterModel("wumpus", bump=_kernel_75_25))
_declare(wumpus_eats_25_or_flees_to_neighbour, EncounterModel("wumpus", bump=_exits_kernel, eats=0.25, stays_eats=False))
_declare(wumpus_eats_at_once, EncounterModel("wumpus"))
_declare(wumpus_moves_if_odd_room, EncounterModel("wumpus", bump=_kernel_odd_moves))
_declare(wumpus_eats_75_or_runs_anywhere, EncounterModel("wumpus", bump=Redraw(("bats", "hunter")), eats=0.75))
_declare(pit_is_fatal, EncounterModel("pit"))
_declare(bats_drop_you_anywhere, EncounterModel("bats"))
_declare(bats_drop_you_in_another_room, EncounterModel("bats", drop=Redraw(("origin",))))
_declare(bats_drop_you_in_unused_room_then_move, EncounterModel(
    "bats", drop=Redraw(("origin", "bats", "pits", "wumpus", "arrow")),
    bats_move=Redraw(("origin", "bats", "pits", "wumpus", "arrow", "landing"))))
_declare(pick_up_arrow, EncounterModel("arrow"))
