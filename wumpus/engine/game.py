"""A game of Hunt the Wumpus: made from (cave, ruleset, seed), driven by actions.

Each action returns the tuple of events it caused, in order.  An illegal
action raises :class:`IllegalAction` and changes nothing.  All chance comes
from the injected ``rng``; the same cave, ruleset, seed and actions always
give the same events.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import events as ev
from .actions import Action, Cheat, Move, Reset, Shoot, action_from_json
from .cave import DODECAHEDRON, Cave
from .errors import CaveError, IllegalAction
from .rng import Rng
from .rules import Ruleset, get_ruleset
from .rules.base import PerceptModel
from .seeds import again_rng, fresh_seed, game_rng, next_seed

__all__ = ["MIN_ROOMS", "Game", "next_seed"]

MIN_ROOMS = 8


class Game:
    def __init__(
        self,
        cave: Cave | None = None,
        rules: Ruleset | str = "classic",
        seed: int | None = None,
        *,
        rng: Rng | None = None,
        start: ev.Positions | None = None,
        again: int = 0,
    ) -> None:
        self.rules: Ruleset = get_ruleset(rules) if isinstance(rules, str) else rules
        self.cave: Cave = DODECAHEDRON if cave is None else cave
        if len(self.cave.rooms) < MIN_ROOMS:
            raise CaveError(
                f"cave {self.cave.name!r} has {len(self.cave.rooms)} rooms; a game needs at least {MIN_ROOMS}"
            )
        if rng is None and seed is None:
            seed = fresh_seed()
        self.seed = seed
        #: whether the seed alone deals and rolls this game (no random source of its own was given)
        self.replayable = rng is None
        self.rng: Rng = rng if rng is not None else game_rng(seed)
        positions = start if start is not None else self.rules.place(self.cave, self.rng)
        #: how many times before this seed's set-up was dealt again (each time with fresh luck)
        self.again = again
        if again:
            if seed is None or start is not None:
                raise ValueError("only a set-up dealt by its seed is dealt again")
            self.rng = again_rng(seed, again)
        self._check_positions(positions)
        self.start = ev.Positions(*positions)
        self.start_given = start is not None
        self._apply_positions(self.start)
        self.arrows = self.rules.arrows if self.arrow_room is None else 0
        self.moves = 0
        self.shots = 0
        self.over = False
        self.won = False
        self.cause: str | None = None
        self.score = 0
        self.actions: list[Action] = []

    # -- state ------------------------------------------------------------------
    def _apply_positions(self, p: ev.Positions) -> None:
        self.hunter = p.hunter
        self.wumpus = p.wumpus
        self.pits = list(p.pits)
        self.bats = list(p.bats)
        self.arrow_room = p.arrow

    def _check_positions(self, p: ev.Positions) -> None:
        rooms = self.cave.exits
        for room in (p.hunter, p.wumpus, *p.pits, *p.bats):
            if room not in rooms:
                raise self._refuse("not_a_room", room=room)
        if p.arrow is not None and p.arrow not in rooms:
            raise self._refuse("not_a_room", room=p.arrow)

    @property
    def turns(self) -> int:
        """The moves and shots played: seed 001's R and C are no turns (its prompt's number stays)."""
        return self.moves + self.shots

    @property
    def positions(self) -> ev.Positions:
        return ev.Positions(self.hunter, self.wumpus, tuple(self.pits), tuple(self.bats), self.arrow_room)

    def cannot_be_won(self) -> bool:
        """The game goes on, but no arrow is left and none is to be had again (where running out is no
        loss, as in gentle): it can no longer be won."""
        return not self.over and self.arrows <= 0 and not self.rules.arrow_stays

    @property
    def tunnels(self) -> tuple[int, ...]:
        return self.cave.exits[self.hunter]

    @property
    def messages(self):
        return self.rules.messages

    def _refuse(self, reason: str, **fields) -> IllegalAction:
        """The refusal in the ruleset's voice: ``text`` as the original program
        words it (possibly nothing at all), ``message`` always something to show."""
        msgs = self.rules.messages
        key = f"illegal.{reason}"
        text = msgs.text.get(key, "").format(**fields)
        message = msgs.narration.get(key, "").format(**fields) or text or reason.replace("_", " ")
        return IllegalAction(reason, message, text)

    # -- what a player sees ----------------------------------------------------------
    def percepts(self) -> tuple[str, ...]:
        return self.rules.percepts(self)

    def look(self) -> tuple:
        """The warnings and the location, as shown at the start of each turn."""
        if self.over:
            return ()
        return (*(ev.Percept(h) for h in self.rules.percepts(self)),
                ev.Location(self.hunter, self.tunnels, self.arrows, self.one_way_in()))

    def one_way_in(self) -> tuple[int, ...]:
        """The rooms whose tunnels lead into the hunter's room one way only (no tunnel leads back)."""
        exits = self.cave.exits[self.hunter]
        return tuple(sorted(set(self.cave.entrances[self.hunter]).difference(exits)))

    def one_way_in_play(self) -> tuple[int, ...]:
        """Those of :meth:`one_way_in` through which the rules let a warning or an arrow come."""
        # a warnings policy that declares no model senses through the tunnels out only
        model = getattr(self.rules.percepts, "model", None)
        sensed = isinstance(model, PerceptModel) and model.both_ways
        shot = self.rules.arrow_links(self.cave)[self.hunter]
        return tuple(room for room in self.one_way_in() if sensed or room in shot)

    def legal_moves(self) -> tuple[int, ...]:
        if self.over:
            return ()
        moves = tuple(dict.fromkeys(self.tunnels))
        if self.rules.may_stay and self.hunter not in moves:
            moves += (self.hunter,)
        return moves

    def check_move(self, room: int) -> None:
        """Raise IllegalAction if moving to ``room`` is not allowed now."""
        if self.over:
            raise self._refuse("game_over")
        if room in self.cave.exit_sets[self.hunter]:
            return
        if room == self.hunter and self.rules.may_stay:
            return
        if room not in self.cave.exits:
            raise self._refuse("not_a_room", room=room)
        raise self._refuse("not_a_tunnel", room=room)

    def check_shot(self, path: Sequence[int]) -> None:
        """Raise IllegalAction if this arrow path (or partial path) cannot be shot."""
        if self.over:
            raise self._refuse("game_over")
        if self.arrows <= 0:
            raise self._refuse("no_arrow")
        problem = self.rules.path_problem(self, tuple(path))
        if problem is not None:
            raise self._refuse_path(problem, path)

    def check_path_prefix(self, path: Sequence[int]) -> None:
        """Like :meth:`check_shot` but accepts a path still being built (any length so far)."""
        if self.over:
            raise self._refuse("game_over")
        path = tuple(path)
        if len(path) > self.rules.max_path:
            raise self._refuse("path_length", longest=self.rules.max_path)
        if path:
            problem = self.rules.path_problem(self, path)
            if problem is not None and problem != "path_length":
                raise self._refuse_path(problem, path)

    def arrow_course(self, path: Sequence[int]) -> tuple[tuple[int, ...], str]:
        """Where an arrow aimed along ``path`` (a path still being built too) goes, as far as the
        rules tell it before it flies: the rooms it enters, in order, and how that part ends:
        ``"flies"`` (through a tunnel into every room named), ``"stops"`` (it hits a wall after
        the last room listed and flies no further) or ``"dice"`` (no tunnel leads where it is
        aimed next, and where it goes then is rolled when it flies).  Nothing is rolled here,
        and no hazard is looked at."""
        rules = self.rules
        links = rules.arrow_links(self.cave)
        room, entered = self.hunter, []
        for target in path:
            if target in links[room]:
                room = target
            elif getattr(rules.reroute, "rolls_no_dice", False):
                _, landed = rules.reroute(self, room, target)
                if landed is None:
                    return tuple(entered), "stops"
                room = landed
            else:
                return tuple(entered), "dice"
            entered.append(room)
        return tuple(entered), "flies"

    def own_arrow_chance(self, path: Sequence[int]) -> float | None:
        """The chance that an arrow aimed along ``path`` comes back into the hunter's room, should it
        meet no wumpus first: over every way the dice may send it, each veer drawn as the rules draw
        it (:meth:`veer_chances`), the rooms named after it followed from wherever it goes, as
        :meth:`shoot` flies it.  None when the dice decide and the rules do not say how."""
        rules = self.rules
        links = rules.arrow_links(self.cave)
        draws_among = getattr(rules.reroute, "draws_among", None)
        no_dice = getattr(rules.reroute, "rolls_no_dice", False)
        home, back = self.hunter, 0.0
        ways = {home: 1.0}  # where the arrow may be, with its chance
        for target in path:
            onward: dict[int, float] = {}
            for room, p in ways.items():
                if target in links[room]:
                    landings = [target]
                elif no_dice:
                    _, landed = rules.reroute(self, room, target)
                    landings = [] if landed is None else [landed]
                elif draws_among is None:
                    return None
                else:
                    landings = list(draws_among(self.cave, room))
                for landed in landings:
                    q = p / len(landings)
                    if landed == home:
                        back += q
                    else:
                        onward[landed] = onward.get(landed, 0.0) + q
            ways = onward
        return min(1.0, back)

    def veer_chances(self, path: Sequence[int]) -> dict[int, float]:
        """Where an arrow aimed along ``path`` may go where the dice first decide (no tunnel leads
        where it is aimed next, see :meth:`arrow_course`): each room it may veer into, with its
        chance; empty when the dice decide nothing on the path, or the rules do not say how."""
        flown, ends = self.arrow_course(path)
        draws_among = getattr(self.rules.reroute, "draws_among", None)
        if ends != "dice" or draws_among is None:
            return {}
        rooms = list(draws_among(self.cave, flown[-1] if flown else self.hunter))
        return {room: rooms.count(room) / len(rooms) for room in dict.fromkeys(rooms)}

    def _refuse_path(self, reason: str, path: Sequence[int]) -> IllegalAction:
        unknown = [room for room in path if room not in self.cave.exits]
        return self._refuse(reason, longest=self.rules.max_path, room=unknown[0] if unknown else (path[-1] if path else ""))

    # -- actions -------------------------------------------------------------------
    def move(self, room: int) -> tuple:
        self.check_move(room)
        self.actions.append(Move(room))
        self.moves += 1
        out: list = []
        if room in self.cave.exit_sets[self.hunter]:
            self._enter(room, out)
        else:
            out.append(ev.StayedPut(room))
        self._end_turn(out)
        return tuple(out)

    def shoot(self, path: Sequence[int]) -> tuple:
        path = tuple(path)
        self.check_shot(path)
        rules = self.rules
        self.actions.append(Shoot(path))
        self.shots += 1
        self.arrows -= 1
        out: list = [ev.ArrowShot(path, self.arrows)]
        if self.cannot_be_won() and not rules.lose_when_out_of_arrows:
            out.append(ev.OutOfArrows(0))
        links = rules.arrow_links(self.cave)
        room = self.hunter
        for target in path:
            if target in links[room]:
                room = target
            else:
                event, nxt = rules.reroute(self, room, target)
                out.append(event)
                if nxt is None:
                    break
                room = nxt
            out.append(ev.ArrowEntered(room))
            if room == self.wumpus:
                out.append(ev.WumpusHit(room))
                self._finish(out, True, ev.WUMPUS_KILLED)
                return tuple(out)
            if room == self.hunter:
                self.lose(out, ev.ShotSelf(room), ev.OWN_ARROW)
                return tuple(out)
        out.append(ev.Missed(room))
        if rules.arrow_stays:
            self.arrow_room = room
            out.append(ev.ArrowLanded(room))
        if rules.after_miss is not None:
            rules.after_miss(self, out)
        else:
            woken = rules.wumpus_on_miss(self)
            if woken is not None:
                self.relocate_wumpus(woken, out)
                if self.wumpus == self.hunter:
                    self.lose(out, ev.Eaten(self.hunter), ev.EATEN_AFTER_MISS)
        if not self.over and self.arrows == 0 and rules.lose_when_out_of_arrows:
            self.lose(out, ev.OutOfArrows(0), ev.OUT_OF_ARROWS)
        self._end_turn(out)
        return tuple(out)

    def reset(self, positions: ev.Positions) -> tuple:
        """Seed 001's R command: put everything where the player says."""
        if not self.rules.allows_reset:
            raise self._refuse("not_allowed")
        if self.over:
            raise self._refuse("game_over")
        positions = ev.Positions(*positions)
        self._check_positions(positions)
        if len(set(positions.pits)) < len(positions.pits) or len(set(positions.bats)) < len(positions.bats):
            raise self._refuse("shared_room")  # the game has two rooms of pits, and two of bats
        self.actions.append(Reset(positions))
        self._apply_positions(positions)
        self.arrows = self.rules.arrows if positions.arrow is None else 0
        return (ev.PositionsReset(self.positions), *self.look())

    def cheat(self) -> tuple:
        """Seed 001's C command: show where everything is."""
        if not self.rules.allows_cheat:
            raise self._refuse("not_allowed")
        self.actions.append(Cheat())  # what the player was shown belongs to the game's story
        return (ev.Revealed(self.positions),)

    def apply(self, action: Action | Sequence) -> tuple:
        """Play one action: a :class:`Move`, :class:`Shoot`, :class:`Reset` or :class:`Cheat`
        (or its JSON form, ``["move", 7]``, as records write it)."""
        action = action_from_json(action)
        if isinstance(action, Move):
            return self.move(action.room)
        if isinstance(action, Shoot):
            return self.shoot(action.rooms)
        if isinstance(action, Reset):
            return self.reset(action.positions)
        return self.cheat()

    # -- used by the ruleset's policies -------------------------------------------
    def relocate_wumpus(self, room: int, out: list) -> None:
        origin = self.wumpus
        if room == origin:
            out.append(ev.WumpusStayed(origin))
        else:
            self.wumpus = room
            out.append(ev.WumpusMoved(origin, room))

    def pick_up_arrow(self, out: list) -> None:
        out.append(ev.ArrowPickedUp(self.arrow_room))
        self.arrow_room = None
        self.arrows += 1

    def lose(self, out: list, event, cause: str) -> None:
        out.append(event)
        self._finish(out, False, cause)

    def _finish(self, out: list, won: bool, cause: str) -> None:
        self.over = True
        self.won = won
        self.cause = cause
        self.score = self.rules.score(won, self.moves)
        out.append(ev.GameOver(won, cause, self.score, self.moves))

    def _enter(self, room: int, out: list) -> None:
        entry_order = self.rules.entry_order
        while True:
            self.hunter = room
            out.append(ev.Entered(room))
            warned: list[ev.Percept] = []  # the warnings of the kinds checked so far, as they were checked
            for encounter in entry_order:
                kind = encounter.model.hazard if self.rules.warns_as_it_checks else None
                warning = kind is not None and kind in self.rules.percepts(self)
                mark = len(out)
                carried_to = encounter(self, out)
                if warned and (self.over or carried_to is not None):
                    out[mark:mark] = warned
                if self.over:
                    return
                if carried_to is not None:
                    room = carried_to
                    break
                if warning and len(out) == mark:  # a kind that did something here gives no warning
                    warned.append(ev.Percept(kind))
            else:
                return

    def _end_turn(self, out: list) -> None:
        if self.over:
            return
        if self.rules.between_turns is not None:
            self.rules.between_turns(self, out)
            if self.over:
                return
        limit = self.rules.max_moves
        # a move reaching the limit ends the game, so a shot, which is no move, never does
        if limit is not None and self.moves >= limit:
            self.lose(out, ev.Exhausted(self.moves), ev.EXHAUSTED)
            return
        out.extend(self.look())

    # -- records -------------------------------------------------------------------
    def same_setup(self) -> Game:
        """The same set-up dealt again, with a fresh supply of arrows and fresh luck.

        As Yob's SAME SET-UP does, everything goes back where it started and the dice
        roll on: bats, stray arrows and the wumpus need not do what they did last time.
        A set-up dealt by its seed keeps that seed and counts the times it was dealt
        again; a set-up placed by hand keeps its positions and plays on under the next seed.
        """
        if self.start_given or self.seed is None:
            return Game(self.cave, self.rules, next_seed(self.seed), start=self.start)
        return Game(self.cave, self.rules, self.seed, again=self.again + 1)

    def record(self):
        from .record import GameRecord

        return GameRecord.of(self)

    def __repr__(self) -> str:
        state = "over" if self.over else "live"
        return f"<Game {self.rules.name} on {self.cave.name} seed={self.seed} {state}>"
