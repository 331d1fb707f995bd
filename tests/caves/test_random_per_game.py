"""Every game on a random cave has a cave of its own, dealt again by its settings and its seed."""

from wumpus.caves import load_cave, prepare_cave
from wumpus.caves.random_cave import random_cave
from wumpus.engine.seeds import next_seed
from wumpus.storage.history import cave_of
from wumpus.text.lines import Setups

SPEC = "random:rooms=30,tunnels=3"


def test_each_game_of_a_session_on_a_random_cave_is_dealt_again_by_its_spec_and_seed():
    setups = Setups(load_cave(SPEC, 5), "classic", 5)
    games = [setups() for _ in range(3)]
    assert [g.seed for g in games] == [5, next_seed(5), next_seed(next_seed(5))]
    for game in games:
        again = load_cave(cave_of(game), game.seed)
        assert again.exits == game.cave.exits
    assert games[0].cave.exits != games[1].cave.exits


def test_a_random_cave_already_made_from_the_games_seed_is_kept_as_it_is():
    cave = load_cave(SPEC, 9)
    assert prepare_cave(cave, 9, False) is cave
    assert prepare_cave(cave, 10, False).exits == random_cave(SPEC, 10).exits


def test_the_apps_next_game_on_a_random_cave_is_dealt_again_by_its_spec_and_seed():
    from wumpus.app.main import WumpusApp

    app = WumpusApp(seed=3, cave=load_cave(SPEC, 3), animation=False)
    first = app.game
    second = app._make_game(next_seed(first.seed))
    for game in (first, second):
        assert load_cave(cave_of(game), game.seed).exits == game.cave.exits
    fresh = app._make_game(None)
    assert load_cave(cave_of(fresh), fresh.seed).exits == fresh.cave.exits
