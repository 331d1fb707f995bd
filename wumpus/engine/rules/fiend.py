"""``fiend``: the variant Yob suggests to "Wumpus fiends" in seed 004.

"Make a version of Wumpus in which he avoids pits and superbats can carry him
only one room (with the possibility of being dumped into your cave).  This can
be done by making the wumpus moving procedure a subroutine."  Everything else is
the 1973 listing (``classic``); the wumpus's moving procedure is
:func:`fiend_wumpus_wakes`, called when you bump him and when an arrow misses.
"""

from __future__ import annotations

from .. import events as ev
from ..messages import Messages
from ..rng import pick
from . import base, classic
from .base import Ruleset

INSTRUCTIONS = classic.INSTRUCTIONS.replace(
    """ WUMPUS:
 THE WUMPUS IS NOT BOTHERED BY THE HAZARDS (HE HAS SUCKER
 FEET AND IS TOO BIG FOR A BAT TO LIFT). USUALLY
 HE IS ASLEEP. TWO THINGS WAKE HIM UP: YOUR ENTERING
 HIS ROOM OR YOUR SHOOTING AN ARROW.
 IF THE WUMPUS WAKES, HE MOVES (P=.75) ONE ROOM
 OR STAYS STILL (P=.25). AFTER THAT, IF HE IS WHERE YOU
 ARE, HE EATS YOU UP (& YOU LOSE!)
""",
    """ WUMPUS FIEND:
 THIS WUMPUS AVOIDS PITS, AND A SUPER BAT CAN LIFT HIM,
 BUT ONLY ONE ROOM. USUALLY HE IS ASLEEP. TWO THINGS
 WAKE HIM UP: YOUR ENTERING HIS ROOM OR YOUR SHOOTING
 AN ARROW THAT MISSES HIM.
 IF THE WUMPUS WAKES, HE PICKS ONE OF HIS TUNNELS
 (TOGETHER P=.75) OR STAYS STILL (P=.25).
 A TUNNEL INTO A PIT HE REFUSES: HE STAYS STILL INSTEAD.
 IF HE MOVES INTO A ROOM WITH SUPER BATS, THEY CARRY HIM
 ONE ROOM ON, THRU A RANDOM TUNNEL OF THAT ROOM THAT DOES
 NOT LEAD TO A PIT (IF EVERY ONE DOES, THEY LEAVE HIM).
 THE BATS STAY HOME. IF THEY DUMP HIM INTO YOUR CAVE, YOU
 LOSE AS HE LANDS. OTHERWISE, IF HE IS WHERE YOU ARE AFTER
 THAT, HE EATS YOU UP (& YOU LOSE!)
""",
)
assert INSTRUCTIONS != classic.INSTRUCTIONS, "the classic instructions changed: update the fiend's"

BANNER = """\

      ATTENTION ALL WUMPUS FIENDS!!!!
      THIS WUMPUS AVOIDS PITS, AND SUPERBATS CAN CARRY HIM ONE ROOM
      (WITH THE POSSIBILITY OF BEING DUMPED INTO YOUR CAVE).
"""

MESSAGES = Messages(
    text={
        **classic.MESSAGES.text,
        "banner": BANNER,
        "prompt.action": "SHOOT, MOVE OR RULES (S-M-?)",
        "WumpusDropped": "ZAP--SUPER BAT DROP! A WUMPUS LANDS IN YOUR CAVE!",
    },
    # as in the 1973 listing, where the woken wumpus went stays unsaid: not whether he moved, nor
    # that a pit turned him back, nor that bats carried him (only being dumped on you is felt)
    narration=dict(classic.MESSAGES.narration),
    instructions=INSTRUCTIONS,
)


def fiend_wumpus_wakes(game, out: list, eaten_cause: str) -> None:
    """The fiend's wumpus moving subroutine.

    One draw picks a tunnel (together 75%) or staying (25%), as Yob's line 3380.
    A tunnel into a pit is refused: he stays.  Into bats: they carry him one
    room on, through a random tunnel of the bats' room that leads to no pit
    (a second draw); if that is your room he is dropped on you.  Then, if he
    is where you are, he eats you (``eaten_cause``).
    """
    origin = game.wumpus
    target = base.wakes_moves_75_stays_25(game)
    if target != origin and target in game.pits:
        out.append(ev.WumpusBalked(origin, target))
    else:
        game.relocate_wumpus(target, out)
        if target != origin and target in game.bats:
            landings = [room for room in game.cave.exits[target] if room not in game.pits]
            if landings:
                to = pick(game.rng, landings)
                game.wumpus = to
                out.append(ev.WumpusCarried(target, to))
                if to == game.hunter:
                    game.lose(out, ev.WumpusDropped(to), ev.WUMPUS_DROPPED)
                    return
    if game.wumpus == game.hunter:
        game.lose(out, ev.Eaten(game.hunter), eaten_cause)


def fiend_bump(game, out: list) -> None:
    """Yob's line 4160, with the fiend's subroutine: bumped, he wakes and moves."""
    if game.wumpus != game.hunter:
        return None
    out.append(ev.BumpedWumpus(game.hunter))
    fiend_wumpus_wakes(game, out, ev.EATEN)
    return None


#: the fiend's wumpus moving subroutine, as the notes follow it
FIEND_WALK = base.Walk(step=base._kernel_75_25, refuses=("pits",), carried_by="bats", carry_avoids=("pits",))
base.declare(fiend_bump, base.EncounterModel("wumpus", bump=FIEND_WALK))


def fiend_after_miss(game, out: list) -> None:
    """Yob's line 3240, with the fiend's subroutine."""
    fiend_wumpus_wakes(game, out, ev.EATEN_AFTER_MISS)


base.declare(fiend_after_miss, base.WakeModel(FIEND_WALK))


RULESET = Ruleset(
    name="fiend",
    title="Wumpus fiend (Yob's suggestion)",
    source="seed 004: the variant Yob suggests to Wumpus fiends",
    summary="Yob's 1973 game with his suggested fiend's wumpus: he avoids pits, and superbats carry "
    "him one room on, perhaps into your cave.",
    messages=MESSAGES,
    place=base.six_distinct_rooms,
    entry_order=(fiend_bump, base.pit_is_fatal, base.bats_drop_you_anywhere),
    percepts=base.yob_warnings,
    path_problem=base.path_rules(crooked="two_back", rooms_must_exist=False),
    reroute=base.deflect_to_random_exit,
    arrow_links=base.through_exits,
    wumpus_on_miss=base.wakes_moves_75_stays_25,
    after_miss=fiend_after_miss,
    arrows=5,
    max_path=5,
    lose_when_out_of_arrows=True,
    may_stay=True,
)
