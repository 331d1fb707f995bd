"""A reference model of each ruleset's turn, written for clarity, not speed.

It is written from the seeds (``tests/seeds/``), not from the engine: each
ruleset is a small class that says, in plain steps, what happens when the
hunter moves or shoots.  The state machine in ``test_reference.py`` plays the
engine and this model side by side with identical dice and compares them after
every action.

Numbers a ruleset declares as data (arrows, longest path, may the hunter stay,
move limit, ...) are read from the ruleset object, so the model follows them;
the policies (what bats, pits, the wumpus and a stray arrow do) are written
out here, one class per ruleset.  A ruleset without a class here is not
modelled: :func:`model_for` returns None and the test says so.
"""

from __future__ import annotations

import random

from wumpus.engine import events as ev


class Dice:
    """Scripted draws first, then a seeded generator; counts every draw.

    The engine and the model each get their own Dice built from the same
    script and seed, so they see the same numbers in the same order."""

    def __init__(self, script=(), seed: int = 0) -> None:
        self.script = list(script)
        self.fallback = random.Random(seed)
        self.used = 0

    def random(self) -> float:
        self.used += 1
        if self.script:
            return self.script.pop(0)
        return self.fallback.random()


class Refused(Exception):
    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class Model:
    """What every ruleset shares: a turn is a move or a shot."""

    def __init__(self, cave, ruleset, dice: Dice, start=None) -> None:
        self.cave = cave
        self.ruleset = ruleset
        self.dice = dice
        self.rooms = sorted(cave.exits)
        self.hunter, self.wumpus, pits, bats = self.place() if start is None else start[:4]
        self.pits = list(pits)
        self.bats = list(bats)
        self.arrow_room = None
        self.arrows = ruleset.arrows
        self.moves = 0
        self.over = False
        self.won = False
        self.cause = None
        self.score = 0

    # -- the cave, spelled out -------------------------------------------------
    def exits(self, room):
        return list(self.cave.exits[room])

    def entrances(self, room):
        return sorted({r for r in self.rooms if room in self.cave.exits[r]})

    def links(self, room):
        """Rooms joined to ``room`` by a tunnel either way, each once, in order."""
        return sorted(set(self.exits(room)) | set(self.entrances(room)))

    def any_room(self):
        """BASIC's FNA: INT(N*RND(0))+1, a uniformly random room."""
        return self.rooms[int(len(self.rooms) * self.dice.random())]

    def room_not_in(self, taken):
        while True:
            room = self.any_room()
            if room not in taken:
                return room

    def one_of(self, choices):
        return choices[int(self.dice.random() * len(choices))]

    # -- the outcome ---------------------------------------------------------
    def end(self, won, cause):
        self.over = True
        self.won = won
        self.cause = cause
        self.score = max(0, 100 - self.moves) if won else 0
        return [ev.GameOver(won, cause, self.score, self.moves)]

    def wumpus_goes(self, room):
        if room == self.wumpus:
            return [ev.WumpusStayed(self.wumpus)]
        origin, self.wumpus = self.wumpus, room
        return [ev.WumpusMoved(origin, room)]

    def look(self):
        if self.over:
            return []
        # the rooms whose one-way tunnels lead in, where there are any, are named too
        inward = tuple(sorted(set(self.entrances(self.hunter)) - set(self.exits(self.hunter))))
        return [*(ev.Percept(h) for h in self.warnings()),
                ev.Location(self.hunter, tuple(self.exits(self.hunter)), self.arrows, inward)]

    # -- moving --------------------------------------------------------------
    def move(self, room):
        if self.over:
            raise Refused("game_over")
        if room in self.exits(self.hunter):
            walk = True
        elif room == self.hunter and self.ruleset.may_stay:
            walk = False
        elif room not in self.rooms:
            raise Refused("not_a_room")
        else:
            raise Refused("not_a_tunnel")
        self.moves += 1
        out = []
        if walk:
            while True:
                self.hunter = room
                out.append(ev.Entered(room))
                carried_to = self.arrive(out)
                if self.over or carried_to is None:
                    break
                room = carried_to
        else:
            out.append(ev.StayedPut(room))
        if not self.over:
            out += self.between_turns()
        if not self.over:
            limit = self.ruleset.max_moves
            if limit is not None and self.moves >= limit:
                out.append(ev.Exhausted(self.moves))
                out += self.end(False, ev.EXHAUSTED)
            else:
                out += self.look()
        return out

    # -- shooting ------------------------------------------------------------
    def shoot(self, path):
        path = list(path)
        if self.over:
            raise Refused("game_over")
        if self.arrows < 1:
            raise Refused("no_arrow")
        problem = self.path_problem(path)
        if problem:
            raise Refused(problem)
        self.arrows -= 1
        out = [ev.ArrowShot(tuple(path), self.arrows)]
        rs = self.ruleset
        if self.arrows == 0 and not rs.lose_when_out_of_arrows and not rs.arrow_stays:
            out.append(ev.OutOfArrows(0))
        room = self.hunter
        for wanted in path:
            if wanted in self.arrow_goes_to(room):
                room = wanted
            else:
                event, room = self.stray(room, wanted)
                out.append(event)
                if room is None:
                    room = event.origin
                    break
            out.append(ev.ArrowEntered(room))
            if room == self.wumpus:
                out.append(ev.WumpusHit(room))
                return out + self.end(True, ev.WUMPUS_KILLED)
            if room == self.hunter:
                out.append(ev.ShotSelf(room))
                return out + self.end(False, ev.OWN_ARROW)
        out.append(ev.Missed(room))
        if rs.arrow_stays:
            self.arrow_room = room
            out.append(ev.ArrowLanded(room))
        out += self.after_miss()
        if not self.over and self.wumpus == self.hunter:
            out.append(ev.Eaten(self.hunter))
            out += self.end(False, ev.EATEN_AFTER_MISS)
        if not self.over and self.arrows == 0 and rs.lose_when_out_of_arrows:
            out.append(ev.OutOfArrows(0))
            out += self.end(False, ev.OUT_OF_ARROWS)
        if not self.over:
            out += self.between_turns()
        return out + self.look()

    def arrow_goes_to(self, room):
        return self.exits(room)

    def length_ok(self, path):
        return 1 <= len(path) <= self.ruleset.max_path

    # -- what each ruleset decides -------------------------------------------------
    def place(self):
        raise NotImplementedError

    def arrive(self, out):
        """The hunter has just entered ``self.hunter``: hazards act; returns a room to be carried to."""
        raise NotImplementedError

    def warnings(self):
        raise NotImplementedError

    def path_problem(self, path):
        raise NotImplementedError

    def stray(self, room, wanted):
        """No tunnel from ``room`` to ``wanted``: (event, next room or None if the flight ends)."""
        raise NotImplementedError

    def after_miss(self):
        raise NotImplementedError

    def between_turns(self):
        """After a move or a miss that leaves the hunter alive, before the warnings."""
        return []


class Classic(Model):
    """Seed 004, Gregory Yob's listing."""

    def place(self):
        # lines 240-340: six rooms at random, all drawn again until no two agree
        while True:
            rooms = [self.any_room() for _ in range(6)]
            if len(set(rooms)) == 6:
                hunter, wumpus, pit1, pit2, bat1, bat2 = rooms
                return hunter, wumpus, (pit1, pit2), (bat1, bat2)

    def wake(self):
        # lines 3370-3440: K=INT(4*RND(0))+1; K=4 stays, otherwise tunnel K
        tunnels = self.exits(self.wumpus)
        r = self.dice.random()
        if r >= 0.75:
            return self.wumpus
        return tunnels[min(int(r * len(tunnels) / 0.75), len(tunnels) - 1)]

    def arrive(self, out):
        if self.hunter == self.wumpus:  # "... OOPS! BUMPED A WUMPUS!"
            out.append(ev.BumpedWumpus(self.hunter))
            out += self.wumpus_goes(self.wake())
            if self.wumpus == self.hunter:
                out.append(ev.Eaten(self.hunter))
                out += self.end(False, ev.EATEN)
                return None
        if self.hunter in self.pits:
            out.append(ev.FellInPit(self.hunter))
            out += self.end(False, ev.FELL_IN_PIT)
            return None
        if self.hunter in self.bats:  # any room at all
            room = self.any_room()
            out.append(ev.BatSnatch(self.hunter, room))
            return room
        return None

    def warnings(self):
        # lines 2020-2120: each hazard, each tunnel that leads to it
        said = []
        for hazard, where in [(ev.WUMPUS, self.wumpus), *((ev.PIT, p) for p in self.pits),
                              *((ev.BATS, b) for b in self.bats)]:
            said += [hazard for tunnel in self.exits(self.hunter) if tunnel == where]
        return said

    def path_problem(self, path):
        if not self.length_ok(path):
            return "path_length"
        for k in range(2, len(path)):
            if path[k] == path[k - 2]:
                return "too_crooked"
        return None

    def stray(self, room, wanted):
        to = self.one_of(self.exits(room))
        return ev.ArrowDeflected(room, wanted, to), to

    def after_miss(self):
        return self.wumpus_goes(self.wake())


class Spec(Model):
    """Seed 002, FR 1-25."""

    def place(self):
        wumpus = self.any_room()
        bat1 = self.any_room()
        bat2 = self.room_not_in([bat1])
        pit1 = self.any_room()
        pit2 = self.room_not_in([pit1])
        hunter = self.room_not_in([wumpus, bat1, bat2, pit1, pit2])
        return hunter, wumpus, (pit1, pit2), (bat1, bat2)

    def arrive(self, out):
        if self.hunter in self.bats:  # FR-13: a different room; the bats stay
            room = self.room_not_in([self.hunter])
            out.append(ev.BatSnatch(self.hunter, room))
            return room
        if self.hunter in self.pits:
            out.append(ev.FellInPit(self.hunter))
            out += self.end(False, ev.FELL_IN_PIT)
            return None
        if self.hunter == self.wumpus:  # FR-15: 25% eaten, else it moves next door
            out.append(ev.BumpedWumpus(self.hunter))
            if self.dice.random() < 0.25:
                out.append(ev.Eaten(self.hunter))
                out += self.end(False, ev.EATEN)
            else:
                out += self.wumpus_goes(self.one_of(self.exits(self.wumpus)))
        return None

    def warnings(self):
        near = self.exits(self.hunter)
        return [hazard for hazard, here in [
            (ev.WUMPUS, self.wumpus in near),
            (ev.PIT, any(p in near for p in self.pits)),
            (ev.BATS, any(b in near for b in self.bats)),
        ] if here]

    def path_problem(self, path):  # FR-19: up to 5 caves; FR-20: one it cannot reach is no refusal
        if not self.length_ok(path):
            return "path_length"
        return None

    def stray(self, room, wanted):
        to = self.one_of(self.exits(room))
        return ev.ArrowDeflected(room, wanted, to), to

    def after_miss(self):
        return self.wumpus_goes(self.one_of(self.exits(self.wumpus)))


class Teaching(Spec):
    """Seed 001, the course assignment: one arrow, fetched again."""

    def place(self):
        taken = []
        for _ in range(6):  # bats1, bats2, pit1, pit2, wumpus, person
            taken.append(self.room_not_in(taken))
        bat1, bat2, pit1, pit2, wumpus, hunter = taken
        return hunter, wumpus, (pit1, pit2), (bat1, bat2)

    def path_problem(self, path):  # "Invalid move" for a room that is not in the maze
        if not self.length_ok(path):
            return "path_length"
        if any(room not in self.rooms for room in path):
            return "not_a_room"
        return None

    def arrive(self, out):
        if self.hunter == self.wumpus:  # odd room: moves to its lowest neighbour; even: stays
            out.append(ev.BumpedWumpus(self.hunter))
            if self.wumpus % 2 == 1:
                out += self.wumpus_goes(min(self.exits(self.wumpus)))
            else:
                out.append(ev.WumpusStayed(self.wumpus))
            if self.wumpus == self.hunter:
                out.append(ev.Eaten(self.hunter))
                out += self.end(False, ev.EATEN)
                return None
        if self.hunter in self.pits:
            out.append(ev.FellInPit(self.hunter))
            out += self.end(False, ev.FELL_IN_PIT)
            return None
        if self.hunter in self.bats:
            # to a room nothing is in; then these bats to a new such room
            origin = self.hunter
            taken = [*self.bats, *self.pits, self.wumpus, origin]
            if self.arrow_room is not None:
                taken.append(self.arrow_room)
            room = self.room_not_in(taken)
            out.append(ev.BatSnatch(origin, room))
            new_home = self.room_not_in([*taken, room])
            self.bats[self.bats.index(origin)] = new_home
            out.append(ev.BatsMoved(origin, new_home))
            return room
        if self.arrow_room == self.hunter:
            out.append(ev.ArrowPickedUp(self.hunter))
            self.arrow_room = None
            self.arrows += 1
        return None

    def stray(self, room, wanted):
        to = min(self.exits(room))
        return ev.ArrowRicocheted(room, wanted, to), to

    def after_miss(self):
        return self.wumpus_goes(min(self.exits(self.wumpus)))

    def reset(self, hunter, wumpus, pits, bats, arrow):
        if len(set(pits)) < len(pits) or len(set(bats)) < len(bats):
            raise Refused("shared_room")  # two rooms have pits, two others bats
        self.hunter, self.wumpus, self.pits, self.bats = hunter, wumpus, list(pits), list(bats)
        self.arrow_room = arrow
        self.arrows = self.ruleset.arrows if arrow is None else 0


class Tournament(Classic):
    """Seed 003, the AI competition's host."""

    def arrive(self, out):
        if self.hunter == self.wumpus:
            out.append(ev.Eaten(self.hunter))
            out += self.end(False, ev.EATEN)
            return None
        if self.hunter in self.pits:
            out.append(ev.FellInPit(self.hunter))
            out += self.end(False, ev.FELL_IN_PIT)
            return None
        if self.hunter in self.bats:
            room = self.any_room()
            out.append(ev.BatSnatch(self.hunter, room))
            return room
        return None

    def smell_range(self):
        seen, frontier = set(), {self.hunter}
        for _ in range(self.cave.smell_distance):
            frontier = {n for r in frontier for n in self.links(r)} - seen
            seen |= frontier
        return seen

    def warnings(self):
        near = self.links(self.hunter)
        return [hazard for hazard, here in [
            (ev.WUMPUS, self.wumpus in self.smell_range()),
            (ev.PIT, any(p in near for p in self.pits)),
            (ev.BATS, any(b in near for b in self.bats)),
        ] if here]

    def path_problem(self, path):
        if not self.length_ok(path):
            return "path_length"
        if any(room not in self.rooms for room in path):
            return "not_a_room"
        full = [self.hunter, *path]
        for k in range(2, len(full)):
            if full[k] == full[k - 2]:
                return "too_crooked"
        return None

    def arrow_goes_to(self, room):
        return self.links(room)

    def stray(self, room, wanted):
        to = self.one_of(self.links(room))
        return ev.ArrowDeflected(room, wanted, to), to

    def after_miss(self):
        return self.wumpus_goes(self.one_of([*self.exits(self.wumpus), self.wumpus]))


class Gentle(Model):
    """Seed 000, the blog version."""

    def place(self):
        bat1 = self.any_room()
        bat2 = self.room_not_in([bat1])
        pit1 = self.room_not_in([bat1, bat2])
        pit2 = self.room_not_in([bat1, bat2, pit1])
        wumpus = self.room_not_in([bat1, bat2])
        hunter = self.room_not_in([bat1, bat2, pit1, pit2, wumpus])
        return hunter, wumpus, (pit1, pit2), (bat1, bat2)

    def arrive(self, out):
        # check_for_baddies: the wumpus, the bats, then the pits, each kind's warning for this room
        # printed as it is checked (so before the bats or a pit that come after it)
        said = []
        near = self.exits(self.hunter)
        if self.hunter == self.wumpus:
            if int(100 * self.dice.random()) + 1 > 25:  # 75%: eaten
                out.append(ev.Eaten(self.hunter))
                out += self.end(False, ev.EATEN)
                return None
            origin = self.wumpus
            self.wumpus = self.room_not_in([*self.bats, self.hunter])
            out.append(ev.WumpusFled(origin, self.wumpus))
        elif self.wumpus in near:
            said.append(ev.Percept(ev.WUMPUS))
        if self.hunter in self.bats:  # any other room: "a room with the Wumpus or even Pits"
            room = self.room_not_in([self.hunter])
            out += said
            out.append(ev.BatSnatch(self.hunter, room))
            return room
        if any(b in near for b in self.bats):
            said.append(ev.Percept(ev.BATS))
        if self.hunter in self.pits:
            out += said
            out.append(ev.FellInPit(self.hunter))
            out += self.end(False, ev.FELL_IN_PIT)
        return None

    def warnings(self):
        near = self.exits(self.hunter)
        return [hazard for hazard, here in [
            (ev.WUMPUS, self.wumpus in near),
            (ev.BATS, any(b in near for b in self.bats)),
            (ev.PIT, any(p in near for p in self.pits)),
        ] if here]

    def path_problem(self, path):
        return None if self.length_ok(path) else "path_length"

    def stray(self, room, wanted):
        return ev.ArrowHitWall(room, wanted), None

    def after_miss(self):
        return []  # the wumpus sleeps on


class Fiend(Classic):
    """Seed 004, the variant Yob suggests to Wumpus fiends: "he avoids pits and superbats
    can carry him only one room (with the possibility of being dumped into your cave)".
    Everything else is the listing's."""

    def wumpus_wakes(self, eaten_cause):
        out = []
        home = self.wumpus
        room = self.wake()  # the listing's draw: a tunnel (75% together) or stay
        moving = room != home
        if moving and room in self.pits:  # he avoids pits: he stays, and says nothing else
            out.append(ev.WumpusBalked(home, room))
        else:
            out += self.wumpus_goes(room)
            if moving and room in self.bats:  # carried one room on, never into a pit
                onward = [r for r in self.exits(room) if r not in self.pits]
                if onward:
                    self.wumpus = self.one_of(onward)
                    out.append(ev.WumpusCarried(room, self.wumpus))
                    if self.wumpus == self.hunter:  # dumped into your cave
                        out.append(ev.WumpusDropped(self.hunter))
                        return out + self.end(False, ev.WUMPUS_DROPPED)
        if self.wumpus == self.hunter:
            out.append(ev.Eaten(self.hunter))
            out += self.end(False, eaten_cause)
        return out

    def arrive(self, out):
        if self.hunter == self.wumpus:
            out.append(ev.BumpedWumpus(self.hunter))
            out += self.wumpus_wakes(ev.EATEN)
            if self.over:
                return None
        if self.hunter in self.pits:
            out.append(ev.FellInPit(self.hunter))
            out += self.end(False, ev.FELL_IN_PIT)
            return None
        if self.hunter in self.bats:  # the hunter's bats are the listing's: any room at all
            room = self.any_room()
            out.append(ev.BatSnatch(self.hunter, room))
            return room
        return None

    def after_miss(self):
        return self.wumpus_wakes(ev.EATEN_AFTER_MISS)


class Wump3(Classic):
    """Wumpus 3's "different hazards" (named in seed 004), on the listing's game: after every
    move or shot that leaves you alive, one draw each for an earthquake, a bat migration and
    termites, at the ruleset's declared rates."""

    def between_turns(self):
        out = []
        rates = self.ruleset.rates
        if self.dice.random() < rates.earthquake:  # both pits to new rooms, off everything
            old = list(self.pits)
            new = []
            for _ in old:
                new.append(self.room_not_in([self.hunter, self.wumpus, *self.bats, *old, *new]))
            self.pits = new
            out.append(ev.Earthquake(tuple(old), tuple(new)))
        if self.dice.random() < rates.bat_migration:  # one colony, to an empty room
            colony = self.one_of(range(len(self.bats)))
            old = self.bats[colony]
            self.bats[colony] = self.room_not_in([self.hunter, self.wumpus, *self.pits, *self.bats])
            out.append(ev.BatsMigrated(old, self.bats[colony]))
        if self.dice.random() < rates.termites and self.arrows > 1:  # never the last arrow
            self.arrows -= 1
            out.append(ev.TermitesAteArrow(self.arrows))
        return out


MODELS = {"classic": Classic, "spec": Spec, "teaching": Teaching, "tournament": Tournament,
          "gentle": Gentle, "fiend": Fiend, "wump3": Wump3}


def model_for(cave, ruleset, dice: Dice, start=None) -> Model | None:
    """The model of ``ruleset``'s game, placed by its own rules or at ``start``."""
    cls = MODELS.get(ruleset.name)
    return None if cls is None else cls(cave, ruleset, dice, start)
