"""``teaching``: the course assignment of seed 001 (one arrow, R/C/D/P/X commands)."""

from ..messages import Messages
from . import base
from .base import Ruleset

MAP = r"""       ______18______
      /      |       \
     /      _9__      \
    /      /    \      \
   /      /      \      \
  17     8        10     19
  | \   / \      /  \   / |
  |  \ /   \    /    \ /  |
  |   7     1---2     11  |
  |   |    /     \    |   |
  |   6----5     3---12   |
  |   |     \   /     |   |
  |   \       4      /    |
  |    \      |     /     |
  \     15---14---13     /
   \   /            \   /
    \ /              \ /
    16---------------20
"""

INSTRUCTIONS = """\
Hunt the Wumpus:
The Wumpus lives in a completely dark cave of 20 rooms. Each
room has 3 tunnels leading to other rooms.

Hazards:
1. Two rooms have bottomless pits in them.  If you go there you fall and die.
2. Two other rooms have super-bats.  If you go there, the bats grab you and
   fly you to some random room, which could be troublesome.  Then those bats go
   to a new room different from where they came from and from the other bats.
3. The Wumpus is not bothered by the pits or bats, as he has sucker feet and
   is too heavy for bats to lift.  Usually he is asleep.  Two things wake
   him up: Anytime you shoot an arrow, or you entering his room.  The Wumpus
   will move into the lowest-numbered adjacent room anytime you shoot an arrow.
   When you move into the Wumpus' room, then he wakes and moves if he is in an
   odd-numbered room, but stays still otherwise.  After that, if he is in your
   room, he snaps your neck and you die!

Moves:
On each move you can do the following, where input can be upper or lower-case:
1. Move into an adjacent room.  To move enter 'M' followed by a space and
   then a room number.
2. Shoot your guided arrow through a list of up to three adjacent rooms, which
   you specify.  Your arrow ends up in the final room.
   To shoot enter 'S' followed by the number of rooms (1..3), and then the
   list of the desired number (up to 3) of adjacent room numbers, separated
   by spaces. If an arrow can't go a direction because there is no connecting
   tunnel, it ricochets and moves to the lowest-numbered adjacent room and
   continues doing this until it has traveled the designated number of rooms.
   If the arrow hits the Wumpus, you win! If the arrow hits you, you lose. You
   automatically pick up the arrow if you go through a room with the arrow in
   it.
3. Enter 'R' to reset the person and hazard locations, useful for testing.
4. Enter 'C' to cheat and display current board positions.
5. Enter 'D' to display this set of instructions.
6. Enter 'P' to print the maze room layout.
7. Enter 'X' to exit the game.

Good luck!
"""

MESSAGES = Messages(
    text={
        "title": "Hunt the Wumpus",
        "map": MAP,
        "Location": "You are in room {room}.",
        "Percept.wumpus": "You smell a stench.",
        "Percept.pit": "You feel a draft.",
        "Percept.bats": "You hear rustling of bat wings.",
        "BatSnatch": "Woah... you're flying!\nYou've just been transported by bats to room {room}",
        "ArrowPickedUp": "Congratulations, you found the arrow and can once again shoot.",
        "WumpusHit": "Wumpus has just been pierced by your deadly arrow!",
        "GameOver.won": "Congratulations on your victory, you awesome hunter you.",
        "Eaten": "You briefly feel a slimy tentacled arm as your neck is snapped.\nIt is over.",
        "FellInPit": "Aaaaaaaaahhhhhh....\n    You fall into a pit and die.",
        "ShotSelf": "You just shot yourself.\nMaybe Darwin was right.  You're dead.",
        "Missed": "Your arrow clatters to the floor of room {room}.",
        "prompt.move": "{n}. Enter your move (or 'D' for directions): ",
        "prompt.shoot": "Enter the number of rooms (1..3) into which you want to shoot, "
        "followed by the rooms themselves: ",
        "prompt.reset_note": "(Remember arrow value of -1 means it is with the person.)",
        "prompt.reset": "Enter the 7 room locations ({first}..{last}) for player, wumpus, bats1, bats2, "
        "pit1, pit2, and arrow:",
        "cheat.header": "Cheating! Game elements are in the following rooms:\n"
        "Player Wumpus Bats1 Bats2 Pit1 Pit2 Arrow",
        "cheat.row": "{0:4d}{1:7d}{2:7d}{3:6d}{4:5d}{5:5d}{6:6d}",
        "illegal.not_a_tunnel": "Invalid move.  Please retry.",
        "illegal.not_a_room": "Invalid move.  Please retry.",
        "illegal.no_arrow": "Sorry, you can't shoot an arrow you don't have.  Go find it.",
        "illegal.path_length": "Sorry, the arrow can only fly through 1 to 3 rooms.",
        "illegal.game_over": "The game is over.",
        "illegal.not_allowed": "Invalid move.  Please retry.",
        "illegal.shared_room": "Invalid move.  Please retry.",
        "illegal.command": "Invalid move.  Please retry.",
        "quit": "Exiting Program ...",
    },
    narration={
        "Entered": "You enter room {room}.",
        # the assignment's program never says that you walked into the Wumpus's room and he moved
        # off, nor where a shot sent him, nor that he stayed (after a shot, down a loop tunnel)
        "BatsMoved": "The bats flap off to a new room.",
        "ArrowShot": "You loose your arrow, aimed at {path}.",
        # nothing here is hidden: a ricochet always takes the lowest-numbered tunnel, so the
        # arrow's whole flight (and where it lies) follows from the rooms typed and the map
        "ArrowEntered": "The arrow flies into room {room}.",
        "ArrowRicocheted": "No tunnel from {origin} to {intended}: the arrow ricochets into room {room}.",
        "ArrowLanded": "Your arrow now lies in room {room}. Go find it.",
        "GameOver.lost": "You lose.",
        "PositionsReset": "The cave is rearranged.",
        "Revealed": "Cheating! The Wumpus is in room {positions.wumpus}, the bats in rooms "
                    "{positions.bats[0]} and {positions.bats[1]}, the pits in rooms {positions.pits[0]} "
                    "and {positions.pits[1]}.",
    },
    instructions=INSTRUCTIONS,
)

RULESET = Ruleset(
    name="teaching",
    title="Hunt the Wumpus (course assignment)",
    source="seed 001: Prog 5, the course assignment",
    summary="One arrow you must fetch again, ricochets to the lowest-numbered room, a "
    "predictable wumpus, and reset/cheat commands for testing.",
    messages=MESSAGES,
    place=base.teaching_placement,
    entry_order=(
        base.wumpus_moves_if_odd_room,
        base.pit_is_fatal,
        base.bats_drop_you_in_unused_room_then_move,
        base.pick_up_arrow,
    ),
    percepts=base.warnings_once_each(("wumpus", "pit", "bats")),
    path_problem=base.path_rules(crooked=None, rooms_must_exist=True),
    reroute=base.ricochet_to_lowest_neighbour,
    arrow_links=base.through_exits,
    wumpus_on_miss=base.moves_to_lowest_neighbour,
    arrows=1,
    max_path=3,
    lose_when_out_of_arrows=False,
    arrow_stays=True,
    allows_reset=True,
    allows_cheat=True,
)
