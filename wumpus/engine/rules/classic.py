"""``classic``: Gregory Yob's 1973 BASIC game, as its listing (seed 004) plays it."""

from ..messages import Messages
from . import base
from .base import Ruleset

INSTRUCTIONS = """\
WELCOME TO 'HUNT THE WUMPUS'
 THE WUMPUS LIVES IN A CAVE OF 20 ROOMS. EACH ROOM
HAS 3 TUNNELS LEADING TO OTHER ROOMS. (LOOK AT A
DODECAHEDRON TO SEE HOW THIS WORKS-IF YOU DON'T KNOW
WHAT A DODECAHEDRON IS, ASK SOMEONE)

 HAZARDS:
 BOTTOMLESS PITS - TWO ROOMS HAVE BOTTOMLESS PITS IN THEM
 IF YOU GO THERE, YOU FALL INTO THE PIT (& LOSE!)
 SUPER BATS - TWO OTHER ROOMS HAVE SUPER BATS. IF YOU
 GO THERE, A BAT GRABS YOU AND TAKES YOU TO SOME OTHER
 ROOM AT RANDOM. (WHICH MIGHT BE TROUBLESOME)

 WUMPUS:
 THE WUMPUS IS NOT BOTHERED BY THE HAZARDS (HE HAS SUCKER
 FEET AND IS TOO BIG FOR A BAT TO LIFT). USUALLY
 HE IS ASLEEP. TWO THINGS WAKE HIM UP: YOUR ENTERING
 HIS ROOM OR YOUR SHOOTING AN ARROW.
 IF THE WUMPUS WAKES, HE MOVES (P=.75) ONE ROOM
 OR STAYS STILL (P=.25). AFTER THAT, IF HE IS WHERE YOU
 ARE, HE EATS YOU UP (& YOU LOSE!)

 YOU:
 EACH TURN YOU MAY MOVE OR SHOOT A CROOKED ARROW
 MOVING: YOU CAN GO ONE ROOM (THRU ONE TUNNEL)
 ARROWS: YOU HAVE 5 ARROWS. YOU LOSE WHEN YOU RUN OUT.
 EACH ARROW CAN GO FROM 1 TO 5 ROOMS. YOU AIM BY TELLING
 THE COMPUTER THE ROOM#S YOU WANT THE ARROW TO GO TO.
 IF THE ARROW CAN'T GO THAT WAY(IE NO TUNNEL) IT MOVES
 AT RANDOM TO THE NEXT ROOM.
 IF THE ARROW HITS THE WUMPUS, YOU WIN.
 IF THE ARROW HITS YOU, YOU LOSE.

 WARNINGS:
 WHEN YOU ARE ONE ROOM AWAY FROM WUMPUS OR HAZARD,
 THE COMPUTER SAYS:
 WUMPUS- 'I SMELL A WUMPUS'
 BAT - 'BATS NEARBY'
 PIT - 'I FEEL A DRAFT'
"""

BANNER = """\

      ATTENTION ALL WUMPUS LOVERS!!!!
      THERE ARE NOW TWO ADDITIONS TO THE WUMPUS FAMILY OF PROGRAMS.

      WUMP2: SOME DIFFERENT CAVE ARRANGEMENTS
      WUMP3: DIFFERENT HAZARDS
"""

MESSAGES = Messages(
    text={
        "title": "HUNT THE WUMPUS",
        "banner": BANNER,
        "Percept.wumpus": "I SMELL A WUMPUS!",
        "Percept.pit": "I FEEL A DRAFT",
        "Percept.bats": "BATS NEARBY!",
        "Location": "YOU ARE IN ROOM {room}\nTUNNELS LEAD TO {tunnels}{inward}",
        "Location.inward": "TUNNELS LEAD IN FROM {entrances}",
        "BumpedWumpus": "... OOPS! BUMPED A WUMPUS!",
        "BatSnatch": "ZAP--SUPER BAT SNATCH! ELSEWHEREVILLE FOR YOU!",
        "FellInPit": "YYYYIIIIIIIIII . . . FELL IN PIT",
        "Missed": "MISSED",
        "WumpusHit": "AHA! YOU GOT THE WUMPUS!",
        "ShotSelf": "OUCH! ARROW GOT YOU!",
        "Eaten": "TSK TSK TSK- WUMPUS GOT YOU!",
        "GameOver.won": "HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!!",
        "GameOver.lost": "HA HA HA - YOU LOSE!",
        "prompt.instructions": "INSTRUCTIONS (Y-N)",
        "prompt.action": "SHOOT OR MOVE (S-M)",
        "prompt.where": "WHERE TO",
        "prompt.rooms": "NO. OF ROOMS(1-5)",
        "prompt.room": "ROOM #",
        "prompt.same_setup": "SAME SET-UP (Y-N)",
        "illegal.not_a_tunnel": "NOT POSSIBLE -",
        "illegal.not_a_room": "",
        "illegal.too_crooked": "ARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM",
        "illegal.path_length": "",
        "illegal.no_arrow": "YOU HAVE NO ARROWS LEFT",
        "illegal.game_over": "THE GAME IS OVER",
        "illegal.not_allowed": "NOT POSSIBLE -",
    },
    narration={
        "Entered": "YOU ENTER ROOM {room}",
        "StayedPut": "YOU STAY IN ROOM {room}",
        # the rooms as typed; where the arrow really went (it veers at random where there is
        # no tunnel) and whether the woken wumpus moved, Yob's listing never says
        "ArrowShot": "TWANG! THE ARROW IS AIMED AT {path}",
        "OutOfArrows": "YOU ARE OUT OF ARROWS!",
        "illegal.not_a_room": "THERE IS NO ROOM {room}",
        "illegal.path_length": "AN ARROW FLIES 1 TO 5 ROOMS",
    },
    instructions=INSTRUCTIONS,
)

RULESET = Ruleset(
    name="classic",
    title="Hunt the Wumpus (1973)",
    source="seed 004: Gregory Yob's BASIC listing",
    summary="Yob's 1973 game: crooked arrows that veer at random, bats that drop you anywhere, "
    "a wumpus that, woken, moves 3 times in 4.",
    messages=MESSAGES,
    place=base.six_distinct_rooms,
    entry_order=(base.bump_wakes_wumpus, base.pit_is_fatal, base.bats_drop_you_anywhere),
    percepts=base.yob_warnings,
    path_problem=base.path_rules(crooked="two_back", rooms_must_exist=False),
    reroute=base.deflect_to_random_exit,
    arrow_links=base.through_exits,
    wumpus_on_miss=base.wakes_moves_75_stays_25,
    arrows=5,
    max_path=5,
    lose_when_out_of_arrows=True,
    may_stay=True,
)
