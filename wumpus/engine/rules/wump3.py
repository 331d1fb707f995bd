"""``wump3``: Wumpus 3's "different hazards", on top of Yob's 1973 game.

Seed 004 names WUMP3 ("DIFFERENT HAZARDS") among Yob's programs but does not
print it.  This ruleset is built from the program's published descriptions:
earthquakes that move the pits, super bats that migrate, and anaerobic
termites that eat arrows.  How often each strikes is data (:class:`Rates`);
everything else is ``classic``.
"""

from __future__ import annotations

from dataclasses import dataclass

from .. import events as ev
from ..messages import Messages
from ..rng import pick
from . import base, classic
from .base import Ruleset


@dataclass(frozen=True)
class Rates:
    """The chance, after each move or shot that leaves you alive, of each hazard striking.

    They are drawn in this order, one draw each, every turn.
    """

    earthquake: float = 0.05  # both pits move to new rooms
    bat_migration: float = 0.10  # one colony of super bats flies to a new room
    termites: float = 0.05  # anaerobic termites eat one of your arrows (never the last)

    def __post_init__(self) -> None:
        for name in ("earthquake", "bat_migration", "termites"):
            value = getattr(self, name)
            if not 0.0 <= value <= 1.0:
                raise ValueError(f"the {name.replace('_', ' ')} rate must be between 0 and 1, not {value!r}")


RATES = Rates()


def _p(rate: float) -> str:
    """A chance as the 1973 listing writes one: P=.05."""
    return "P=" + f"{rate:.2f}".lstrip("0")


def instructions(rates: Rates) -> str:
    hazards = f""" WUMP3 - DIFFERENT HAZARDS:
 (BUILT FROM ITS PUBLISHED DESCRIPTIONS: THE LISTING OF
 WUMP3 IS NOT AMONG OUR SOURCES.) AFTER EACH TURN:
 EARTHQUAKE ({_p(rates.earthquake)}) - THE CAVE SHAKES AND BOTH PITS
 MOVE TO NEW ROOMS (NEVER YOURS, THE WUMPUS'S OR THE BATS').
 BAT MIGRATION ({_p(rates.bat_migration)}) - ONE COLONY OF SUPER BATS
 FLIES OFF TO A NEW, EMPTY ROOM.
 ANAEROBIC TERMITES ({_p(rates.termites)}) - THEY EAT ONE OF YOUR
 ARROWS (BUT NEVER YOUR LAST ONE).
 EACH IS ANNOUNCED WHEN IT HAPPENS. THE WARNINGS ALWAYS TELL
 WHERE THE HAZARDS ARE NOW.

 WUMPUS:"""
    text = classic.INSTRUCTIONS.replace(" WUMPUS:", hazards, 1)
    assert text != classic.INSTRUCTIONS, "the classic instructions changed: update Wumpus 3's"
    return text


BANNER = """\

      WUMP3: DIFFERENT HAZARDS
      EARTHQUAKES, MIGRATING SUPER BATS AND ANAEROBIC TERMITES!
"""


def wump3_hazards(rates: Rates):
    """Between turns: an earthquake, then bat migration, then termites, each with its own chance."""

    def hazards(game, out: list) -> None:
        rng, cave = game.rng, game.cave
        quake = rng.random() < rates.earthquake
        if quake:
            before = tuple(game.pits)
            taken = [game.hunter, game.wumpus, *game.bats, *before]
            for i in range(len(game.pits)):
                game.pits[i] = base._draw_unused(cave, rng, taken)
                taken.append(game.pits[i])
            out.append(ev.Earthquake(before, tuple(game.pits)))
        if rng.random() < rates.bat_migration:
            which = pick(rng, range(len(game.bats)))
            origin = game.bats[which]
            game.bats[which] = base._draw_unused(cave, rng, [game.hunter, game.wumpus, *game.pits, *game.bats])
            out.append(ev.BatsMigrated(origin, game.bats[which]))
        if rng.random() < rates.termites and game.arrows > 1:
            game.arrows -= 1
            out.append(ev.TermitesAteArrow(game.arrows))

    base.declare(hazards, base.BetweenTurnsModel((
        base.Relocation("Earthquake", "pits", base.Redraw(("hunter", "wumpus", "bats", "pits"))),
        base.Relocation("BatsMigrated", "bat colony", base.Redraw(("hunter", "wumpus", "pits", "bats"))),
    )))
    return hazards


MESSAGES = Messages(
    text={
        **classic.MESSAGES.text,
        "title": "HUNT THE WUMPUS",
        "banner": BANNER,
        "prompt.action": "SHOOT, MOVE OR RULES (S-M-?)",
        "Earthquake": "RUMBLE... RUMBLE... EARTHQUAKE! THE PITS HAVE MOVED!",
        "BatsMigrated": "FLAP FLAP FLAP - THE SUPER BATS HAVE MIGRATED!",
        "TermitesAteArrow": "CHOMP CHOMP - ANAEROBIC TERMITES ATE AN ARROW! ({arrows_left} LEFT)",
    },
    narration=dict(classic.MESSAGES.narration),
    instructions=instructions(RATES),
)

RULESET = Ruleset(
    name="wump3",
    title="Wumpus 3: different hazards",
    source="seed 004 names WUMP3; built from its published descriptions",
    summary="Yob's game with Wumpus 3's hazards: earthquakes move the pits, super bats migrate, "
    "anaerobic termites eat your arrows.",
    messages=MESSAGES,
    place=base.six_distinct_rooms,
    entry_order=classic.RULESET.entry_order,
    percepts=base.yob_warnings,
    path_problem=base.path_rules(crooked="two_back", rooms_must_exist=False),
    reroute=base.deflect_to_random_exit,
    arrow_links=base.through_exits,
    wumpus_on_miss=base.wakes_moves_75_stays_25,
    between_turns=wump3_hazards(RATES),
    arrows=5,
    max_path=5,
    lose_when_out_of_arrows=True,
    may_stay=True,
    rates=RATES,
)
