"""``gentle``: the Python blog version of seed 000 (Help and Quit, arrows hit walls)."""

from ..messages import Messages
from . import base
from .base import Ruleset

INSTRUCTIONS = """\
Instructions
The dreaded Wumpus lives in a cave of 20 rooms. Each room has three tunnels leading to other rooms.
The shape is a classic dodecahedron. Like all unexplored caves, there are hazards.

Bottomless Pits - Two of the rooms have bottomless pits in them. If you go venture there, you will
fall into the pit and lose.

Superbats - Two rooms have super bats. If you venture into these rooms, they will grab you and take
you to some other room at random, and where they take you is unknown.

The Wumpus - The Wumpus is a smelly beast that likes to sleep. It is not bothered by the hazards,
for he has sucker feet and is too big for the bats. But the Wumpus doesn't like to be awakened.
If you enter his room, there is a slight chance that he will move to another room or eat you.
If he eats you, you lose.

Your Weapon - You have come here with your trusted bow and five arrows. Not just five arrows, five
crooked arrows. These special arrows can fly around corners up to five rooms away. To shoot them, you
have to indicate what rooms to pass through. If the rooms are interconnected, it will continue to the
next. If the rooms are not connected, they will just hit the wall.

But you are the brave adventurer. You have come to these caves to Hunt the Wumpus. Armed with your bow
and a somewhat good sense of direction, you start your hunt.

Remember, if you hit the Wumpus, you win. If you shoot yourself, you lose.
"""

#: how the program's board (its ``dodecahedron`` dictionary) lists each room's tunnels: the
#: dodecahedron's tunnels, in an order of its own, which is the order it prints them in
BOARD = {
    1: (5, 8, 2), 2: (1, 10, 3), 3: (2, 12, 4), 4: (3, 14, 5), 5: (4, 6, 1),
    6: (15, 5, 7), 7: (6, 17, 8), 8: (7, 1, 9), 9: (8, 18, 10), 10: (9, 2, 11),
    11: (10, 19, 12), 12: (11, 3, 13), 13: (12, 20, 14), 14: (13, 4, 15), 15: (14, 16, 6),
    16: (17, 15, 20), 17: (16, 7, 18), 18: (17, 9, 19), 19: (18, 11, 20), 20: (19, 13, 16),
}

MESSAGES = Messages(
    text={
        "title": "Wumpus\n",
        "Percept.wumpus": "I smell a Wumpus!",
        "Percept.bats": "Bats nearby....",
        "Percept.pit": "I feel a draft....",
        "Location": "You are in room: {room}\nTunnels lead to rooms:  {tunnels}{inward}\nYou have {arrows} arrows\n",
        "Location.inward": "Tunnels lead in from rooms:  {entrances}",
        "Eaten": "TSK TSK TSK - Wumpus Got You.",
        "WumpusFled": "You bump an something and feel it run away from you.",
        "BatSnatch": "ZAP -- Super Bat Snatch! Elsewhereville for you!!",
        "FellInPit": "YYYIIIEEEE  FELL IN A PIT!!",
        "StayedPut": "Okay?",
        "ArrowShot": "twaaaang!",
        "OutOfArrows": "You have used you last arrow.",
        "ArrowEntered": "The arrow is entering room # {room} ",
        "ArrowHitWall": "",
        "Missed": "Smack right into the wall.",
        "WumpusHit": "You hear a howl in the distance.\nYou killed the Wumpus.",
        "ShotSelf": "Smack! Right in the backside.\nYou shot yourself!\nYou died.",
        "GameOver.won": "Hee Hee - The Wumpus will getcha next time!!",
        "GameOver.lost.own_arrow": "",
        "GameOver.lost": "Game Over.",
        "prompt.action": "Shoot, Move, Help, or Quit (S-M-H-Q): ",
        "prompt.where": "Where To: ",
        "prompt.rooms": "Number of rooms(1 - 5) [0 - not shooting]: ",
        "prompt.room": "Room #{n} ",
        "illegal.not_a_tunnel": "Where?",
        "illegal.not_a_room": "Where?",
        "illegal.no_arrow": "You have already used your last arrow.",
        "illegal.path_length": "Number of rooms(1 - 5) [0 - not shooting]: ",
        "illegal.game_over": "Game Over.",
        "illegal.not_allowed": "Where?",
        "quit": "Good Bye.",
    },
    amended={
        "Location": "You are in room: {room}\nTunnels lead to rooms:  {tunnels}{inward}\nYou have {arrows_counted}\n",
        # the program says nothing of a wall until the end of the flight, and then the same words for
        # any miss ("Smack right into the wall."), which read like a wall where there was none: the
        # log names the wall where there is one, and says where the arrow stopped
        "ArrowHitWall": "No tunnel from room {origin} to room {intended}: the arrow hits the wall.",
        "Missed": "The arrow stops in room {room}: a miss.",
    },
    narration={
        "Entered": "You enter room {room}.",
        "illegal.path_length": "The arrow can fly through 1 to {longest} rooms.",
    },
    instructions=INSTRUCTIONS,
    rooms_joiner=" , ",
    listing_order=BOARD,
)

RULESET = Ruleset(
    name="gentle",
    title="Hunt the Wumpus (Python blog version)",
    source="seed 000: the Python reinterpretation",
    summary="A kinder hunt: arrows stop at walls, the wumpus sleeps through misses, and you never "
    "run out of chances to move; but walk in on him and he eats you 3 times in 4 (else he runs), and "
    "bats may drop you in any other room, a pit or the wumpus's too.",
    messages=MESSAGES,
    place=base.gentle_placement,
    entry_order=(
        base.wumpus_eats_75_or_runs_anywhere,
        base.bats_drop_you_in_another_room,
        base.pit_is_fatal,
    ),
    percepts=base.warnings_once_each(("wumpus", "bats", "pit")),
    path_problem=base.path_rules(crooked=None, rooms_must_exist=False),
    reroute=base.hit_the_wall,
    arrow_links=base.through_exits,
    wumpus_on_miss=base.sleeps_on,
    arrows=5,
    max_path=5,
    lose_when_out_of_arrows=False,
    may_stay=True,
    warns_as_it_checks=True,
)
