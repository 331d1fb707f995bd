"""``spec``: the requirements of seed 002 (FR 1-25), played to the letter."""

from ..messages import Messages
from . import base
from .base import Ruleset

INSTRUCTIONS = """\
Welcome to "Hunt the Wumpus".
The wumpus lives in a dungeon of 20 caves. Each cave has 3 tunnels to other caves.
(Look at a dodecahedron to see how this works. If you don't know what a
dodecahedron is, ask someone.)

Hazards:

Bottomless pits - Two caves have bottomless pits in them. If you go there, you
fall into the pit (& lose)!

Super bats - Two caves have super bats. If you go there, a bat grabs you and
takes you to some other room at random (which may be troublesome).

Wumpus:

The wumpus is not bothered by hazards. (He has sucker feet and is too big for a
bat to lift.) Usually he is asleep. Two things wake him up: your shooting an
arrow, or your entering his room. If the wumpus wakes, he moves (75% of the time)
one room or stays still (25% of the time). After that, if he is where you are, he
eats you up and you lose!

Each turn you may move or shoot a crooked arrow.

Moving: You can move one cave (through one tunnel).

Arrows: You have 5 arrows. You lose when you run out. Each arrow can go from 1
to 5 caves. You aim by telling the caves to which you want the arrow to go. If
the arrow can't go that way (if no tunnel) it moves at random to a neighboring
cave.

If the arrow hits the wumpus, you win.

If the arrow hits you, you lose.

Warnings:

When you are one room away from a wumpus or hazard, the computer says:

Wumpus: "I smell a wumpus!"

Bat : "Bats nearby!"

Pit : "I feel a draft!"

(These are the classic words. In this version the requirements decide: walk
into the wumpus's cave and he eats you 1 time in 4, or else moves to a
neighboring cave; an arrow that misses always wakes him, and he moves to a
neighboring cave.)
"""

MESSAGES = Messages(
    text={
        "title": "Hunt the Wumpus",
        "Percept.wumpus": "I smell a wumpus!",
        "Percept.pit": "I feel a draft!",
        "Percept.bats": "Bats nearby!",
        "Location": "You are in cave {room}.\nTunnels lead to caves {tunnels}.{inward}\nYou have {arrows_counted}.",
        "Location.inward": "Tunnels lead in from caves {entrances}.",
        "BatSnatch": "A super bat grabs you! It carries you to cave {room}.",
        "FellInPit": "You fall into a bottomless pit! You are dead.",
        "BumpedWumpus": "You walk straight into the wumpus!",
        "Eaten": "The wumpus eats you!",
        # the design reports neither the arrow's movement nor the wumpus's (its table of
        # denizens: "Report Movement"): where the arrow veers to, and whether the wumpus moved, are not told
        "ArrowDeflected": "No tunnel leads the arrow to cave {intended}: it veers off at random.",
        "Missed": "Your arrow missed.",
        "WumpusHit": "Your arrow hits the wumpus!",
        "ShotSelf": "Your own arrow hits you!",
        "OutOfArrows": "You have no arrows left.",
        "GameOver.won": "You win! The wumpus is dead.",
        "GameOver.lost": "You lose.",
        "prompt.action": "Move or shoot (M-S)? ",
        "prompt.where": "Which cave? ",
        "prompt.path": "Arrow path, up to 5 caves (e.g. 2 3 4): ",
        "prompt.again": "Play again (Y-N)? ",
        "illegal.not_a_tunnel": "No tunnel leads from here to cave {room}.",
        "illegal.not_a_room": "There is no cave {room}.",
        "illegal.path_length": "An arrow flies through 1 to {longest} caves.",
        "illegal.no_arrow": "You have no arrows left.",
        "illegal.game_over": "The game is over.",
        "illegal.not_allowed": "That is not part of this game.",
        "quit": "Goodbye.",
    },
    narration={
        "Entered": "You enter cave {room}.",
        # the caves as typed; the design reports the hunter's movement only, not the arrow's
        # nor the wumpus's (its table of denizens: "Report Movement")
        "ArrowShot": "You shoot an arrow, aimed at {path}.",
        "StayedPut": "You stay where you are.",
    },
    instructions=INSTRUCTIONS,
)

RULESET = Ruleset(
    name="spec",
    title="Hunt the Wumpus (requirements FR 1-25)",
    source="seed 002: functional requirements and design",
    summary="The written requirements: bats first, then pits, then a wumpus that eats 25% "
    "of the time; a missed arrow always moves the wumpus.",
    messages=MESSAGES,
    place=base.spec_placement,
    entry_order=(
        base.bats_drop_you_in_another_room,
        base.pit_is_fatal,
        base.wumpus_eats_25_or_flees_to_neighbour,
    ),
    percepts=base.warnings_once_each(("wumpus", "pit", "bats")),
    path_problem=base.path_rules(crooked=None, rooms_must_exist=False),
    reroute=base.deflect_to_random_exit,
    arrow_links=base.through_exits,
    wumpus_on_miss=base.moves_to_random_exit,
    arrows=5,
    max_path=5,
    lose_when_out_of_arrows=True,
)
