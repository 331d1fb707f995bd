"""``tournament+host-dice``: the same games as seed 003's host deals, checked against a double
that follows the host's dice, as ``wumpus/engine/rules/host_dice.py`` lists them, step by step."""

import json
import random

import pytest

from wumpus.bots import HostPlayer, Move, Shoot, get_bot, play_game
from wumpus.caves import load_cave
from wumpus.cli import main
from wumpus.engine import DODECAHEDRON, Game, Positions, ScriptedRandom, get_ruleset
from wumpus.engine import events as ev
from wumpus.engine.rules.host_dice import host_order

from .host_double import HostDouble


def numbered_from_zero(cave):
    """The cave with its rooms numbered 0, 1, 2, ... in the order it lists them, as the host numbers them."""
    return cave.relabel({room: i for i, room in enumerate(host_order(cave))})


def engine_trail(game):
    """Every room the hunter entered, the arrows flew through and the wumpus woke in, in order."""
    _, per_action = game.record().replay()
    trail = []
    for e in (e for events in per_action for e in events):
        if isinstance(e, ev.Entered):
            trail.append(("hunter", e.room))
        elif isinstance(e, ev.ArrowEntered):
            trail.append(("arrow", e.room))
        elif isinstance(e, (ev.WumpusMoved, ev.WumpusStayed)):
            trail.append(("wumpus", e.room))
    return trail


class WildArcher:
    """A bot with its own generator that often shoots paths of any rooms at all (stray and crooked
    arrows) and sometimes tries to walk where there is no exit."""

    def __init__(self, seed):
        self.rng = random.Random(f"archer {seed}")

    def new_game(self):
        pass

    def act(self, obs):
        if obs.arrows and self.rng.random() < 0.3:
            return Shoot(tuple(self.rng.randrange(obs.cave_rooms) for _ in range(self.rng.randint(1, 5))))
        if self.rng.random() < 0.1:
            return Move(self.rng.randrange(obs.cave_rooms))
        return Move(self.rng.choice(obs.exits))


def make_bot(bot, seed):
    return WildArcher(seed) if bot == "archer" else get_bot(bot, seed=seed)


def play_both(cave_name, bot, seed):
    cave = numbered_from_zero(load_cave(cave_name, seed))
    host = HostDouble([list(cave.exits[r]) for r in host_order(cave)], cave.smell_distance, seed)
    start = (host.hunter, host.wumpus, host.pits, host.bats)
    player = HostPlayer(host, make_bot(bot, seed), smell_distance=cave.smell_distance)
    host_score = host.play(player.status_callback)
    game = Game(cave, "tournament+host-dice", seed)
    outcome = play_game(make_bot(bot, seed), game)
    return host, start, host_score, game, outcome


@pytest.mark.parametrize(("cave_name", "bot", "games"), [
    ("dodecahedron", "random", 400),
    ("dodecahedron", "hunter", 60),
    ("dodecahedron", "archer", 300),
    ("lattice", "random", 300),
    ("lattice", "archer", 300),
    ("random:oneway=0.5", "archer", 300),
])
def test_scores_match_the_hosts_game_by_game(cave_name, bot, games):
    for seed in range(games):
        host, start, host_score, game, outcome = play_both(cave_name, bot, seed)
        where = f"seed {seed} on {cave_name}"
        s = game.start
        assert (s.hunter, s.wumpus, set(s.pits), set(s.bats)) == start, where
        assert engine_trail(game) == host.trail, where
        assert (outcome.score, outcome.won, game.moves, game.arrows) == (host_score, host.won, host.moves,
                                                                       host.arrows), where


def test_the_bats_wumpus_and_stray_arrows_all_happen_in_the_games_checked():
    """The comparison above is only as good as the draws it meets: every kind occurs."""
    seen = set()
    for seed in range(300):
        host, _, _, game, _ = play_both("random:oneway=0.5", "archer", seed)
        _, per_action = game.record().replay()
        seen.update(type(e).__name__ for events in per_action for e in events)
        seen.update(c.name for c in host.calls)
    assert {"BatSnatch", "ArrowDeflected", "WumpusMoved", "WumpusStayed"} <= seen
    assert {"TOO_CROOKED", "NOT_AN_EXIT"} <= seen


def test_the_name_is_parsed_and_kept_in_records():
    rules = get_ruleset("Tournament+Host-Dice")
    assert rules.name == "tournament+host-dice" and rules.family == "tournament"
    assert rules is get_ruleset("tournament+host-dice")
    game = Game(None, rules, 5)
    game.move(game.tunnels[0])
    replayed, _ = game.record().replay()
    assert replayed.rules is rules and replayed.positions == game.positions


@pytest.mark.parametrize(("name", "reason"), [
    ("classic+host-dice", "the host's dice are defined only for the tournament rules, not 'classic'"),
    ("tournament+loaded-dice", "unknown option 'loaded-dice' in ruleset 'tournament+loaded-dice' (known: host-dice)"),
    ("tournament+host-dice+host-dice",
     "unknown option 'host-dice+host-dice' in ruleset 'tournament+host-dice+host-dice' (known: host-dice)"),
    ("nonsense+host-dice",
     "unknown ruleset 'nonsense+host-dice' (known: classic, spec, teaching, tournament, gentle, fiend, wump3)"),
])
def test_other_combinations_are_refused_with_a_reason(name, reason):
    with pytest.raises(KeyError) as err:
        get_ruleset(name)
    assert err.value.args == (reason,)


def test_the_host_dice_need_pythons_generator():
    with pytest.raises(TypeError) as err:
        Game(None, "tournament+host-dice", rng=ScriptedRandom([0.5] * 10))
    assert str(err.value) == "the host's dice roll with Python's own generator: give the game a seed"


def test_the_host_dice_say_where_the_bats_drop_you_and_where_a_stray_arrow_goes():
    seed = 3
    # into the bats in 2: dropped in room randint(0, rooms - 1), counting in the cave's own order
    game = Game(None, "tournament+host-dice", seed, start=Positions(1, 20, (15, 16), (2, 18)))
    dropped = host_order(DODECAHEDRON)[random.Random(seed).randint(0, 19)]
    assert game.move(2)[:3] == (ev.Entered(2), ev.BatSnatch(2, dropped), ev.Entered(dropped))
    # from 1 there is no passage to 3: the arrow goes to choice(passages), exits then entrances
    game = Game(None, "tournament+host-dice", seed, start=Positions(1, 20, (15, 16), (17, 18)))
    veered = random.Random(seed).choice([2, 5, 8, 2, 5, 8])
    assert game.shoot([3])[:3] == (ev.ArrowShot((3,), 4), ev.ArrowDeflected(1, 3, veered), ev.ArrowEntered(veered))


def test_the_host_dice_rules_name_themselves_after_the_tournament():
    rules = get_ruleset("tournament+host-dice")
    assert rules.title == "Hunt the Wumpus (AI competition), the host's dice"
    assert rules.summary == (
        "The bot competition: scored 100 minus moves, shooting is free, any map file (one may let you smell the "
        "wumpus from further off), 100 moves and you are exhausted. Dealt and rolled exactly as seed 003's host "
        "does for the same seed.")


def test_tournament_json_lists_each_games_score_in_seed_order(capsys):
    assert main(["tournament", "--bot", "random", "--host-dice", "--cave", "dodecahedron",
                 "--games", "12", "--seed", "7", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    expected = [play_both("dodecahedron", "random", seed)[2] for seed in range(7, 19)]
    assert report["rules"] == "tournament+host-dice"
    assert report["scores"] == expected and sum(expected) == report["total"]
    assert report["caves"]["dodecahedron"]["scores"] == expected


def test_host_dice_with_other_rules_is_a_clear_error(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["text", "--rules", "classic", "--host-dice"])
    assert stop.value.code == 2
    err = capsys.readouterr().err
    assert "only for the tournament rules" in err
    assert err.startswith("usage: wumpus text ")  # the usage of the command given, not of wumpus as a whole


@pytest.mark.parametrize("command", ["play", "text", "watch", "tournament"])
def test_every_way_of_playing_takes_the_option(command):
    from wumpus.cli import apply_host_dice, build_parser

    parser = build_parser()
    args = parser.parse_args([command, "--rules", "tournament", "--host-dice"])
    apply_host_dice(parser, args)
    assert args.rules == "tournament+host-dice"
    assert get_ruleset(args.rules).family == "tournament"


def test_commands_that_deal_a_host_dice_game_again_parse():
    import argparse
    import shlex

    from wumpus.app.saving import setup_command
    from wumpus.cli import apply_host_dice, build_parser
    from wumpus.serve.cli import game_command

    game = Game(None, "tournament+host-dice", 11)
    command = setup_command(game.record())
    assert command is not None and "--rules tournament --host-dice" in command
    parser = build_parser()
    args = parser.parse_args(["play", *shlex.split(command)[1:]])
    apply_host_dice(parser, args)
    assert args.rules == "tournament+host-dice" and args.seed == 11
    served = game_command(argparse.Namespace(rules="tournament+host-dice", cave=None, seed=4,
                                             shuffle_labels=False, no_animation=True))
    assert shlex.split(served)[3:7] == ["play", "--rules", "tournament", "--host-dice"]


def test_the_set_up_is_one_sample_of_six_read_hunter_bat_bat_pit_pit_wumpus():
    from wumpus.engine import DODECAHEDRON

    for seed in range(50):
        hunter, bat1, bat2, pit1, pit2, wumpus = random.Random(seed).sample(range(20), 6)
        start = Game(None, "tournament+host-dice", seed).start
        room = host_order(DODECAHEDRON)
        assert start == (room[hunter], room[wumpus], (room[pit1], room[pit2]), (room[bat1], room[bat2]), None)


def test_passages_are_exits_then_entrances_so_a_two_way_neighbour_comes_twice():
    from wumpus.engine import DODECAHEDRON, Cave
    from wumpus.engine.rules.host_dice import host_passages

    assert host_passages(DODECAHEDRON, 1) == [2, 5, 8, 2, 5, 8]
    one_way = Cave("ring", {r: (r % 8 + 1, (r + 1) % 8 + 1) for r in range(1, 9)})
    assert host_passages(one_way, 3) == [4, 5, 1, 2]


def test_the_bench_plays_with_the_host_dice(capsys):
    assert main(["bench", "--games", "40", "--host-dice", "--json"]) == 0
    report = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert report["rules"] == "tournament+host-dice" and report["games"] == 40
    from wumpus.bench.cli import play_games

    assert play_games(40, 0, "tournament+host-dice")[0] == round(report["average_score"] * 40)


def test_the_hosts_veer_draws_a_room_joined_both_ways_twice():
    from wumpus.engine import Game
    from wumpus.caves import load_cave

    game = Game(load_cave(None, 1), "tournament+host-dice", 1)
    here = game.hunter
    a = game.cave.exits[here][0]
    far = next(r for r in game.cave.rooms if r not in game.cave.links[a] and r not in (here, a))
    chances = game.veer_chances([a, far])
    assert set(chances) == set(game.cave.links[a]) and all(abs(p - 1 / 3) < 1e-9 for p in chances.values())
