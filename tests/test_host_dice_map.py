"""``--host-dice`` with no ``--cave``: the host's own standard map, whose exits are in the
file's order (the host's dice follow that order; the built-in dodecahedron lists them sorted)."""

import json

from wumpus.assets import asset_path
from wumpus.bots import get_bot, play_game
from wumpus.caves import load_cave
from wumpus.caves.formats import load_file
from wumpus.cli import build_parser, apply_host_dice, main
from wumpus.engine import Game

STANDARD = asset_path("caves", "dodecahedron-competition.txt")


def parsed(*words):
    parser = build_parser()
    args = parser.parse_args(list(words))
    apply_host_dice(args._parser, args)
    return args


def test_the_standard_map_lists_exits_in_another_order_than_the_built_in_dodecahedron():
    standard, built_in = load_file(STANDARD), load_cave("dodecahedron")
    assert {r: set(e) for r, e in standard.exits.items()} == {r: set(e) for r, e in built_in.exits.items()}
    assert standard.exits != built_in.exits


def test_host_dice_without_a_cave_plays_the_hosts_standard_map_in_every_front_end():
    assert parsed("tournament", "--host-dice").cave == [str(STANDARD)]
    assert parsed("text", "--rules", "tournament", "--host-dice").cave == str(STANDARD)
    assert parsed("play", "--rules", "tournament", "--host-dice").cave == str(STANDARD)
    assert parsed("watch", "--bot", "random", "--rules", "tournament", "--host-dice").cave == str(STANDARD)


def test_a_cave_given_is_kept_and_without_host_dice_nothing_changes():
    assert parsed("tournament", "--host-dice", "--cave", "moebius").cave == ["moebius"]
    assert parsed("text", "--rules", "tournament", "--host-dice", "--cave", "lattice").cave == "lattice"
    assert parsed("tournament").cave is None
    assert parsed("text", "--rules", "tournament").cave is None


def test_the_tournament_with_host_dice_scores_the_games_of_the_hosts_standard_map(capsys):
    assert main(["tournament", "--bot", "random", "--host-dice", "--games", "30", "--json"]) == 0
    scores = json.loads(capsys.readouterr().out.strip().splitlines()[-1])["scores"]
    cave = load_file(STANDARD)
    assert scores == [play_game(get_bot("random", seed=s), Game(cave, "tournament+host-dice", s)).score
                      for s in range(30)]


def test_the_rules_named_as_the_tables_name_them_are_the_host_dice_option():
    for words in (("--rules", "tournament+host-dice"), ("--rules", "tournament+host-dice", "--host-dice")):
        args = parsed("tournament", *words)
        assert (args.rules, args.cave) == ("tournament+host-dice", [str(STANDARD)])
