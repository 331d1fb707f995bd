"""Bots play only legal actions, on every cave and under every ruleset."""

import random

import pytest

from wumpus.bots import GAVE_UP, Move, Shoot, get_bot, observe, play_game
from wumpus.bots.play import numbering
from wumpus.caves import BUILTIN, load_cave
from wumpus.engine import RULESETS, Game

CAVES = [*BUILTIN, "random", "random:rooms=20,tunnels=3,oneway=0.3", "random:rooms=12,tunnels=4"]
SEEDS = range(48)  # odd seeds on shuffled labels


@pytest.mark.parametrize("bot", ["random", "hunter"])
@pytest.mark.parametrize("rules", list(RULESETS))
def test_every_action_is_legal(bot, rules):
    """Strict play raises IllegalAction on the first refused action."""
    for spec in CAVES:
        for seed in SEEDS:
            cave = load_cave(spec, seed)
            if seed % 2:
                cave = cave.shuffled(random.Random(seed))[0]
            game = Game(cave, rules, seed)
            outcome = play_game(get_bot(bot, seed=seed), game, strict=True, max_actions=400)
            assert outcome.cause == GAVE_UP or game.over


def test_the_bot_sees_only_the_room_it_is_in():
    game = Game(rules="tournament", seed=5)
    seen = []
    play_game(get_bot("hunter", seed=5), game, on_turn=lambda o, a: seen.append((o, a)))
    cave = numbering(game).relabelled(game.cave)  # as the bot numbers its rooms
    for o, action in seen:
        assert set(o.entrances) == set(cave.entrances[o.room])
        assert o.exits == cave.exits[o.room]
        if isinstance(action, Move):
            assert action.room in o.exits
        else:
            assert isinstance(action, Shoot) and 1 <= len(action.rooms) <= 5
    fields = set(type(seen[0][0]).__dataclass_fields__)
    assert not fields & {"wumpus", "pits", "bats", "hazards"}


def test_the_first_observation_matches_the_games_look():
    game = Game(rules="tournament", seed=11)
    o = observe(game, game.look())
    assert (o.room, o.arrows, o.result, o.carried_by_bats) == (game.hunter - 1, 5, "START", False)
    assert o.near_pit == ("pit" in game.percepts())


def test_random_bot_is_seed_003s_policy():
    bot = get_bot("random", seed=1)
    game = Game(rules="tournament", seed=2)
    o = observe(game, game.look())
    smelly = type(o)(**{**o.__dict__, "near_wumpus": True})
    calm = type(o)(**{**o.__dict__, "near_wumpus": False})
    for _ in range(50):
        shot = bot.act(smelly)
        assert isinstance(shot, Shoot) and len(shot.rooms) == 1 and shot.rooms[0] in o.links
        move = bot.act(calm)
        assert isinstance(move, Move) and move.room in o.exits


def test_hunter_beats_random_on_a_few_games():
    def total(name):
        return sum(play_game(get_bot(name, seed=s), Game(rules="tournament", seed=s)).score for s in range(60))

    assert total("hunter") > total("random") + 60 * 15


class _Whole:
    """A whole number that is no int, as NumPy's are: it says so through ``__index__``."""

    def __init__(self, n: int) -> None:
        self.n = n

    def __index__(self) -> int:
        return self.n

    def __eq__(self, other) -> bool:
        return other == self.n

    def __hash__(self) -> int:
        return hash(self.n)


def test_a_room_named_by_a_whole_number_of_another_type_is_the_room_the_bot_means():
    """Under the tournament rules bots count from 0: NumPy's numbers are counted the same way."""
    from wumpus.tournament.runner import make_cave

    class LastExit:
        def new_game(self):
            self.seen = []

        def act(self, obs):
            self.seen.append(obs)
            return Move(_Whole(obs.exits[-1]))

    checked = 0
    for seed in range(40):
        bot = LastExit()
        play_game(bot, Game(make_cave("assets/caves/risk-competition.txt", seed, False), "tournament", seed),
                  max_actions=2)
        if len(bot.seen) < 2:
            continue  # the first step was the last
        first, after = bot.seen[0], bot.seen[1]
        if after.result == "MOVE_SUCCESSFUL" and not after.carried_by_bats:
            assert after.room == first.exits[-1]
            checked += 1
    assert checked > 20


def test_an_answer_that_is_no_action_names_the_bots_own_method():
    from wumpus.bots import BotError

    class Talks:
        def new_game(self):
            pass

        def act(self, obs):
            return "north"

    with pytest.raises(BotError) as failed:
        play_game(Talks(), Game(rules="tournament", seed=1))
    assert str(failed.value) == ("tests.bots.test_play.test_an_answer_that_is_no_action_names_the_bots_own_method"
                                 ".<locals>.Talks.act() answered 'north': a bot must answer Move(room) or "
                                 "Shoot(rooms)")


@pytest.mark.parametrize("rules", ["classic", "tournament"])
def test_a_room_given_as_a_float_with_nothing_after_the_point_is_that_room_and_true_is_no_room(rules):
    """Seed 003's host asks ``room in exits``, which 14.0 passes and True (1) should not."""
    class Answers:
        def __init__(self, answer):
            self.answer = answer

        def new_game(self):
            self.seen = []

        def act(self, obs):
            self.seen.append(obs)
            return Move(self.answer(obs))

    game = Game(load_cave("dodecahedron", 3), rules, 3)
    first = observe(game, game.look())
    floats = Answers(lambda obs: float(obs.exits[0]))
    played = play_game(floats, Game(load_cave("dodecahedron", 3), rules, 3), max_actions=1)
    assert played.refused == 0 and len(floats.seen) == 1
    assert floats.seen[0].exits == first.exits
    truthy = Answers(lambda obs: True)
    game = Game(load_cave("dodecahedron", 3), rules, 3)
    played = play_game(truthy, game, max_actions=3)
    assert played.refused == 3 and dict(played.refusals).keys() == {"not_a_room"} and not game.actions


@pytest.mark.parametrize("rules", ["tournament", "classic"])
def test_a_move_to_what_is_not_a_number_is_refused_as_the_hosts_in_finds_it(rules):
    # a list is in no room's exits (the host's ``room in exits``): refused, not an error in the engine
    class Lists:
        def new_game(self):
            pass

        def act(self, obs):
            return Move([obs.exits[0]])

    game = Game(load_cave("dodecahedron", 3), rules, 3)
    played = play_game(Lists(), game, max_actions=3)
    assert played.refused == 3 and dict(played.refusals).keys() == {"not_a_room"} and not game.actions


@pytest.mark.parametrize(("rooms", "said"), [
    ("14", "Shoot takes the arrow's rooms as a list of whole numbers, not '14'"),
    ([3.9], "a room of the arrow's path is a whole number, not 3.9"),
    ((True,), "a room of the arrow's path is a whole number, not True"),
    (["3"], "a room of the arrow's path is a whole number, not '3'"),
])
def test_an_arrow_path_of_what_are_not_rooms_is_an_error_not_rooms_made_up(rooms, said):
    with pytest.raises(TypeError) as wrong:
        Shoot(rooms)
    assert str(wrong.value) == said


def test_an_arrow_path_takes_whole_numbers_however_written():
    import numpy as np

    assert Shoot([3.0, np.int64(4), 5]).rooms == (3, 4, 5)
    assert all(type(room) is int for room in Shoot([3.0, np.int64(4)]).rooms)
