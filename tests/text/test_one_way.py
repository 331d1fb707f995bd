"""A cave with one-way tunnels: each version names the rooms whose tunnels lead in, where it
lists the tunnels out, for the warnings and arrows that come through them."""

import pytest

from wumpus.caves import load_cave
from wumpus.engine import DODECAHEDRON, Game, Positions
from wumpus.engine import events as ev

from .helpers import play

#: seed 3's 12-room cave, half its tunnels one way: room 1's tunnels lead to 3 5 6, and one-way
#: tunnels lead into it from 4 8 11
CAVE = "random:rooms=12,tunnels=3,oneway=0.5"
#: the hunter in 1, the wumpus in 11 and a pit in 4: sensed through tunnels that lead in, under
#: the competition's rules
START = Positions(1, 11, (4, 10), (2, 7))


def game(rules: str) -> Game:
    return Game(load_cave(CAVE, 3), rules, 3, start=START)


@pytest.mark.parametrize(("rules", "tunnels", "inward"), [
    ("tournament", "TUNNELS LEAD TO 3 5 6", "TUNNELS LEAD IN FROM 4 8 11"),
    ("classic", "TUNNELS LEAD TO 3 5 6", "TUNNELS LEAD IN FROM 4 8 11"),
    ("fiend", "TUNNELS LEAD TO 3 5 6", "TUNNELS LEAD IN FROM 4 8 11"),
    ("spec", "Tunnels lead to caves 3 5 6.", "Tunnels lead in from caves 4 8 11."),
    ("gentle", "Tunnels lead to rooms:  3 , 5 , 6", "Tunnels lead in from rooms:  4 , 8 , 11"),
])
def test_the_rooms_that_lead_in_one_way_are_named_under_the_tunnels_out(rules, tunnels, inward):
    made = game(rules)
    assert made.hunter == 1 and made.one_way_in() == (4, 8, 11)
    text = play(["q"], rules, new_game=lambda: made).splitlines()
    assert text[text.index(tunnels) + 1] == inward


def test_under_the_competitions_rules_the_warnings_come_through_the_rooms_named():
    made = game("tournament")
    assert set(made.percepts()) == {ev.WUMPUS, ev.PIT}
    assert not {11, 4} & set(made.tunnels) and {11, 4} <= set(made.one_way_in())


@pytest.mark.parametrize(("sensed", "shot", "in_play"), [
    (False, False, ()), (True, False, (4, 8, 11)), (False, True, (4, 8, 11)), (True, True, (4, 8, 11)),
])
def test_the_status_names_the_rooms_that_lead_in_where_warnings_or_arrows_come_through_them(sensed, shot, in_play):
    from dataclasses import replace

    from wumpus.engine.rules import get_ruleset
    from wumpus.engine.rules import base

    rules = replace(get_ruleset("classic"),
                    percepts=base.warnings_once_each(("wumpus", "pit", "bats"), both_ways=sensed),
                    arrow_links=base.through_exits_and_entrances if shot else base.through_exits)
    made = Game(load_cave(CAVE, 3), rules, 3, start=START)
    assert made.one_way_in() == (4, 8, 11)
    assert made.one_way_in_play() == in_play
    made.move(3)  # room 3: no one-way tunnel leads in
    assert made.one_way_in() == made.one_way_in_play() == ()


def test_rules_whose_warnings_declare_no_model_are_taken_to_sense_through_the_tunnels_out_only():
    from dataclasses import replace

    from wumpus.engine.rules import get_ruleset

    tournament = get_ruleset("tournament")
    undeclared = replace(tournament, percepts=lambda game: tournament.percepts(game),
                         arrow_links=lambda cave: cave.exit_sets)
    made = Game(load_cave(CAVE, 3), undeclared, 3, start=START)
    assert made.one_way_in() == (4, 8, 11) and made.one_way_in_play() == ()


def test_a_cave_whose_tunnels_all_lead_both_ways_names_none():
    made = Game(DODECAHEDRON, "tournament", 3)
    assert made.one_way_in() == ()
    location = made.look()[-1]
    assert isinstance(location, ev.Location) and location.entrances == ()
    assert "LEAD IN" not in made.messages.render(location)
