"""The full-screen app's narration tells the player nothing the ruleset's own source hides.

``narration`` adds lines in the original's voice for events the original passes
over in silence (``YOU ENTER ROOM 5``, ``TWANG! THE ARROW IS AIMED AT 3 4 5``).  Those
lines may restate what the player did or could work out, never what the game
hides: whether a woken wumpus moved, where an arrow that veered at random really
flew.  Yob's listing (seed 004) prints only ``MISSED``; the competition host
(seed 003) answers only ``WUMPUS_MISSED``; the requirements (seed 002) report
the hunter's movement alone.
"""

from __future__ import annotations

import pytest

from wumpus.engine import DODECAHEDRON, Game, Positions
from wumpus.engine import events as ev
from wumpus.engine.rules import RULESETS, get_ruleset

#: every ruleset, and the host's dice for those that have them
ALL = (*RULESETS, "tournament+host-dice")

#: rulesets whose source never tells whether the woken wumpus moved
WAKES_UNSEEN = ("classic", "tournament", "tournament+host-dice", "fiend", "wump3")

#: rulesets whose source never tells where an arrow went when it veered at random
VEERS_UNSEEN = ("classic", "tournament", "tournament+host-dice", "fiend", "wump3", "spec")

#: what comes after the action itself: the next turn's look, and wump3's announced hazards
_AFTER = (ev.Percept, ev.Location, ev.Earthquake, ev.BatsMigrated, ev.TermitesAteArrow)


def narrated_only(messages, events) -> tuple[str, ...]:
    """The lines the app's log adds to (or says in place of) the original's words, up to the
    next look."""
    lines = []
    for e in events:
        if isinstance(e, _AFTER):
            break
        told = messages.render(e, narrate=True)
        if told and told != messages.render(e):
            lines.append(told)
    return tuple(lines)


@pytest.mark.parametrize("rules", WAKES_UNSEEN)
def test_the_narration_never_says_whether_the_woken_wumpus_moved(rules):
    msgs = get_ruleset(rules).messages
    assert msgs.render(ev.WumpusMoved(3, 4), narrate=True) is None
    assert msgs.render(ev.WumpusStayed(3), narrate=True) is None
    assert msgs.render(ev.WumpusBalked(3, 4), narrate=True) is None
    assert msgs.render(ev.WumpusCarried(3, 4), narrate=True) is None


@pytest.mark.parametrize("rules", VEERS_UNSEEN)
def test_the_narration_never_says_where_the_arrow_veered(rules):
    msgs = get_ruleset(rules).messages
    assert msgs.narration.get("ArrowDeflected") is None
    assert msgs.narration.get("ArrowEntered") is None
    # what the player typed may be said back
    assert "3" in msgs.render(ev.ArrowShot((3, 4), 4), narrate=True)


@pytest.mark.parametrize("rules", ALL)
def test_what_the_log_adds_about_a_missed_shot_depends_only_on_the_rooms_typed(rules):
    """From room 1 (tunnels 2 5 8), the arrow is sent 2 3 13: two tunnels, then none (3 leads to
    2 4 12), so it veers, ricochets or hits the wall as the ruleset says.  Wherever the wumpus
    was, whatever the dice did, a miss that leaves the hunter alive reads the same in the log."""
    path = (2, 3, 13)
    told: set[tuple[str, ...]] = set()
    happened: set[str] = set()
    veered_into: set[int] = set()
    for pits, bats in (((19, 20), (17, 18)), ((4, 11), (12, 15)), ((14, 16), (6, 7))):
        for wumpus in DODECAHEDRON.rooms:
            if wumpus in (1, *pits, *bats):
                continue
            for seed in range(12):
                game = Game(DODECAHEDRON, rules, seed, start=Positions(1, wumpus, pits, bats))
                events = game.shoot(path)
                if game.over:
                    continue
                told.add(narrated_only(game.messages, events))
                happened.update(type(e).__name__ for e in events)
                veered_into.update(e.room for e in events if isinstance(e, ev.ArrowDeflected))
    assert len(told) == 1, told
    # the games compared did show what the log must keep to itself
    if rules in WAKES_UNSEEN:
        assert {"WumpusMoved", "WumpusStayed"} <= happened
    if rules == "fiend":
        assert {"WumpusBalked", "WumpusCarried"} <= happened
    if rules in VEERS_UNSEEN:
        assert len(veered_into) > 1


@pytest.mark.parametrize("rules", ALL)
def test_what_the_log_adds_about_walking_in_on_the_wumpus_is_no_more_than_surviving_tells(rules):
    """Walking from room 1 into room 5 (an odd room: teaching's wumpus moves off) with the wumpus
    there or not: when the hunter lives, the log adds the same lines either way.  What a source
    does say of a bump (Yob's ``BUMPED A WUMPUS``) is its own text, not narration."""
    told: dict[bool, set[tuple[str, ...]]] = {True: set(), False: set()}
    for wumpus in (5, 9, 20):
        for seed in range(40):
            game = Game(DODECAHEDRON, rules, seed, start=Positions(1, wumpus, (19, 13), (17, 18)))
            events = game.move(5)
            if game.over:
                continue
            told[wumpus == 5].add(narrated_only(game.messages, events))
    if not told[True]:  # this wumpus never lets you walk away (tournament)
        return
    assert told[True] == told[False]
