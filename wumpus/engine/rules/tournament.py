"""``tournament``: the AI competition's host (seed 003): scored, any map, 100 moves."""

from ..messages import Messages
from . import base
from .base import Ruleset

INSTRUCTIONS = """\
WELCOME TO 'HUNT THE WUMPUS'

THE WUMPUS LIVES IN A CAVE OF 20 ROOMS: EACH ROOM HAS 3 TUNNELS LEADING TO OTHER
ROOMS. THE STANDARD MAP IS A DODECAHEDRON (IF YOU DON'T KNOW WHAT A
DODECAHEDRON IS, ASK SOMEONE)

***
HAZARDS:

BOTTOMLESS PITS - TWO ROOMS HAVE BOTTOMLESS PITS IN THEM
IF YOU GO THERE: YOU FALL INTO THE PIT (& LOSE!)

SUPER BATS  - TWO OTHER ROOMS HAVE SUPER BATS. IF YOU GO THERE, A BAT GRABS YOU
AND TAKES YOU TO SOME OTHER ROOM AT RANDOM. (WHICH MIGHT BE TROUBLESOME)

WUMPUS:

THE WUMPUS IS NOT BOTHERED BY THE HAZARDS (HE HAS SUCKER FEET AND IS TOO BIG FOR
A BAT TO LIFT). USUALLY HE IS ASLEEP. TWO THINGS WAKE HIM UP: YOUR ENTERING HIS
ROOM OR YOUR SHOOTING AN ARROW.

    IF THE WUMPUS WAKES, HE EATS YOU IF YOU ARE THERE, OTHERWISE, HE MOVES (P=0.75)
ONE ROOM OR STAYS STILL (P=0.25). AFTER THAT, IF HE IS WHERE YOU ARE, HE EATS
YOU UP (& YOU LOSE!)


YOU:

EACH TURN YOU MAY MOVE OR SHOOT A CROOKED ARROW
MOVING: YOU CAN GO ONE ROOM (THRU ONE TUNNEL)
ARROWS: YOU HAVE 5 ARROWS. YOU LOSE WHEN YOU RUN OUT.

    EACH ARROW CAN GO FROM 1 TO 5 ROOMS: YOU AIM BY TELLING THE COMPUTER THE ROOMS
YOU WANT THE ARROW TO GO TO. IF THE ARROW CAN'T GO THAT WAY (IE NO TUNNEL) IT
MOVES AT RANDOM TO THE NEXT ROOM.

    IF THE ARROW HITS THE WUMPUS: YOU WIN.

    IF THE ARROW HITS YOU: YOU LOSE.

    WARNINGS:

WHEN YOU ARE ONE ROOM AWAY FROM WUMPUS OR HAZARD, THE COMPUTER SAYS:

WUMPUS - 'I SMELL A WUMPUS'

BAT - 'I HEAR BATS'

PIT - 'I FEEL A DRAFT'

SCORE: A WIN SCORES 100 MINUS THE MOVES TAKEN; GETTING KILLED SCORES 0.
SHOOTING IS FREE. AFTER 100 MOVES YOU ARE EXHAUSTED AND LOSE.
"""

MESSAGES = Messages(
    text={
        "title": "HUNT THE WUMPUS",
        "Percept.wumpus": "I SMELL A WUMPUS",
        "Percept.pit": "I FEEL A DRAFT",
        "Percept.bats": "I HEAR BATS",
        "Location": "YOU ARE IN ROOM {room}\nTUNNELS LEAD TO {tunnels}{inward}\nARROWS LEFT: {arrows}",
        "Location.inward": "TUNNELS LEAD IN FROM {entrances}",
        "BatSnatch": "ZAP--SUPER BAT SNATCH! ELSEWHEREVILLE FOR YOU!",
        "FellInPit": "YYYYIIIIIIIIII . . . FELL IN PIT",
        "Eaten": "TSK TSK TSK- WUMPUS GOT YOU!",
        "Missed": "MISSED",
        "WumpusHit": "AHA! YOU GOT THE WUMPUS!",
        "ShotSelf": "OUCH! ARROW GOT YOU!",
        "OutOfArrows": "OUT OF ARROWS",
        "Exhausted": "YOU COLLAPSE, EXHAUSTED, AFTER {moves} MOVES",
        "GameOver.won": "HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!! SCORE: {score}",
        "GameOver.lost": "HA HA HA - YOU LOSE! SCORE: 0",
        "prompt.action": "SHOOT OR MOVE (S-M)? ",
        "prompt.where": "WHERE TO? ",
        "prompt.path": "ROOMS FOR THE ARROW (1-5, E.G. 2 3 4)? ",
        "prompt.again": "PLAY AGAIN (Y-N)? ",
        "illegal.not_a_tunnel": "NOT AN EXIT",
        "illegal.not_a_room": "NOT AN EXIT",
        "illegal.too_crooked": "ARROWS AREN'T THAT CROOKED - TRY ANOTHER ROOM",
        "illegal.path_length": "AN ARROW FLIES 1 TO {longest} ROOMS",
        "illegal.no_arrow": "OUT OF ARROWS",
        "illegal.game_over": "THE GAME IS OVER",
        "illegal.not_allowed": "NOT POSSIBLE",
        "quit": "GOODBYE",
    },
    narration={
        "Entered": "YOU ENTER ROOM {room}",
        # the rooms as typed; the host answers a shot with its result only (WUMPUS_MISSED): where
        # the arrow really went and whether the groggy wumpus moved, it never says
        "ArrowShot": "TWANG! THE ARROW IS AIMED AT {path}",
    },
    instructions=INSTRUCTIONS,
)

RULESET = Ruleset(
    name="tournament",
    title="Hunt the Wumpus (AI competition)",
    source="seed 003: the AI competition's host",
    summary="The bot competition: scored 100 minus moves, shooting is free, any map file (one may "
    "let you smell the wumpus from further off), 100 moves and you are exhausted.",
    messages=MESSAGES,
    place=base.six_distinct_rooms,
    entry_order=(base.wumpus_eats_at_once, base.pit_is_fatal, base.bats_drop_you_anywhere),
    percepts=base.warnings_once_each(("wumpus", "pit", "bats"), both_ways=True, smell_from_cave=True),
    path_problem=base.path_rules(crooked="two_back_from_hunter", rooms_must_exist=True),
    reroute=base.deflect_to_random_link,
    arrow_links=base.through_exits_and_entrances,
    wumpus_on_miss=base.moves_among_exits_or_stays,
    arrows=5,
    max_path=5,
    lose_when_out_of_arrows=True,
    max_moves=100,
    bots_count_from_zero=True,
    keeps_score=True,
)
