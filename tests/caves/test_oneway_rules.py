"""Every ruleset plays the one-way lattice and the looping dendrite without a hitch."""

from __future__ import annotations

import random

import pytest

from wumpus.caves import BUILTIN, load_cave, prepare_cave
from wumpus.engine import RULESETS, Game, IllegalAction
from wumpus.engine import events as ev


def play_randomly(game: Game, chooser: random.Random, limit: int = 300) -> None:
    cave = game.cave
    for _ in range(limit):
        if game.over:
            return
        legal = game.legal_moves()
        assert set(legal) - {game.hunter} <= set(cave.exits[game.hunter])
        if not game.rules.may_stay:
            assert set(legal) == set(cave.exits[game.hunter])
        if chooser.random() < 0.75:
            events = game.move(chooser.choice(legal))
        else:
            length = chooser.randint(1, game.rules.max_path)
            path = [chooser.choice(cave.rooms) for _ in range(length)]
            try:
                events = game.shoot(path)
            except IllegalAction:
                continue
        if not game.over:
            assert isinstance(events[-1], ev.Location)
            assert events[-1].tunnels == cave.exits[game.hunter]


@pytest.mark.parametrize("rules", list(RULESETS))
@pytest.mark.parametrize("name", ["lattice", "dendrite"])
def test_many_games_on_one_way_and_looping_caves(rules, name):
    cave = BUILTIN[name]
    chooser = random.Random(f"{rules}-{name}")
    finished = 0
    for seed in range(60):
        game = Game(cave, rules, seed)
        play_randomly(game, chooser)
        finished += game.over
    assert finished > 0


@pytest.mark.parametrize("rules", list(RULESETS))
def test_a_one_way_random_cave_plays_too(rules):
    cave = load_cave("random:rooms=15,tunnels=3,oneway=0.5", 9)
    chooser = random.Random(rules)
    for seed in range(20):
        play_randomly(Game(cave, rules, seed), chooser)


def test_on_the_lattice_you_cannot_walk_back():
    positions = ev.Positions(hunter=1, wumpus=11, pits=(14, 15), bats=(18, 19))
    for rules in RULESETS:
        game = Game(BUILTIN["lattice"], rules, 4, start=positions)
        game.move(4)
        assert game.hunter == 4
        assert 1 not in game.legal_moves()
        with pytest.raises(IllegalAction) as info:
            game.move(1)
        assert info.value.reason == "not_a_tunnel"


def test_tournament_senses_hazards_through_entrances_on_the_lattice():
    cave = BUILTIN["lattice"]
    # room 1's exits are 4, 8, 5; rooms 2 and 18 have tunnels into it
    assert cave.entrances[1] == (2, 17, 18)
    positions = ev.Positions(hunter=1, wumpus=11, pits=(2, 13), bats=(15, 16))
    tournament = Game(cave, "tournament", 1, start=positions)
    assert "pit" in tournament.percepts()
    classic = Game(cave, "classic", 1, start=positions)
    assert "pit" not in classic.percepts()


def test_the_smell_distance_comes_from_the_cave(tmp_path):
    from wumpus.assets import asset_path

    text = asset_path("caves", "dodecahedron-competition.txt").read_text(encoding="utf-8")
    path = tmp_path / "far.txt"
    path.write_text("2" + text[1:], encoding="utf-8")
    cave = load_cave(str(path))
    # wumpus two tunnels away from the hunter: smelled at distance 2, not at 1
    positions = ev.Positions(hunter=1, wumpus=3, pits=(11, 12), bats=(14, 15))
    assert "wumpus" in Game(cave, "tournament", 1, start=positions).percepts()
    assert "wumpus" not in Game(load_cave(str(asset_path("caves", "dodecahedron-competition.txt"))),
                                "tournament", 1, start=positions).percepts()


def test_shuffled_labels_keep_the_rules_working():
    cave = prepare_cave(BUILTIN["lattice"], 5, True)
    play_randomly(Game(cave, "tournament", 5), random.Random(1))
