"""What a bot is told each turn, in seed 003's words: the results' names, the observation's
defaults, and what :class:`HostPlayer` makes of each call seed 003's host makes (its counts of
moves and arrows, bats, the end of a game)."""

from __future__ import annotations

import dataclasses
import enum

import pytest

from wumpus.bots import BotError, HostPlayer, Move, Observation, Shoot, api, get_bot, play_game
from wumpus.engine import Game

from .test_host import ZERO_BASED, FakeHost

#: the host's results, as seed 003's host names them
Result = enum.Enum("Result", "MOVE_SUCCESSFUL MET_WUMPUS FELL_IN_PIT WUMPUS_KILLED WUMPUS_MISSED "
                             "KILLED_BY_GROGGY_WUMPUS TOO_CROOKED OUT_OF_ARROWS SHOT_SELF EXHAUSTED NOT_AN_EXIT")


def test_the_results_are_named_as_seed_003s_host_names_them_in_its_order():
    assert api.RESULTS == ("START", "MOVE_SUCCESSFUL", "MET_WUMPUS", "FELL_IN_PIT", "WUMPUS_KILLED", "WUMPUS_MISSED",
                           "KILLED_BY_GROGGY_WUMPUS", "TOO_CROOKED", "OUT_OF_ARROWS", "SHOT_SELF", "EXHAUSTED",
                           "NOT_AN_EXIT")
    assert all(getattr(api, name) == name for name in api.RESULTS)
    assert [r.name for r in Result] == list(api.RESULTS[1:])


def test_an_observation_says_only_what_it_is_given_and_is_a_value():
    obs = Observation(room=3, exits=(7, 1, 4), entrances=(4, 9), near_pit=True, near_bats=False,
                      near_wumpus=False, arrows=2)
    assert (obs.result, obs.carried_by_bats, obs.moves, obs.rules, obs.max_path, obs.smell_distance,
            obs.cave_rooms) == ("START", False, 0, "tournament", 5, 1, None)
    assert obs.links == (1, 4, 7, 9)
    assert dataclasses.replace(obs, exits=(17, 2, 9), entrances=(9, 33)).links == (2, 9, 17, 33)  # sorted, once each
    assert obs == dataclasses.replace(obs) and {obs: 1}[dataclasses.replace(obs)] == 1  # a bot may key on it
    with pytest.raises(dataclasses.FrozenInstanceError):
        obs.room = 4  # type: ignore[misc]


class ScriptedHost:
    """Answers each move and shot with the next of ``answers``, and notes what it was asked."""

    def __init__(self, answers) -> None:
        self.answers = list(answers)
        self.asked: list = []

    def move(self, room):
        self.asked.append(("move", room))
        return self.answers.pop(0)

    def shoot(self, rooms):
        self.asked.append(("shoot", rooms))
        return self.answers.pop(0)


class Script:
    """A bot that answers with ``actions`` in turn and keeps what it was told."""

    def __init__(self, actions) -> None:
        self.actions = list(actions)
        self.seen: list[Observation] = []
        self.games = 0

    def new_game(self) -> None:
        self.games += 1

    def act(self, obs):
        self.seen.append(obs)
        return self.actions.pop(0)


def test_the_player_tells_the_bot_each_turn_what_its_last_action_did_and_counts_for_it():
    host = ScriptedHost([(Result.MOVE_SUCCESSFUL, 1), (Result.NOT_AN_EXIT, False), Result.TOO_CROOKED,
                         Result.WUMPUS_MISSED, (Result.MOVE_SUCCESSFUL, True), Result.WUMPUS_MISSED,
                         (Result.MOVE_SUCCESSFUL, False), (Result.MOVE_SUCCESSFUL, False)])
    bot = Script([Move(4), Move(11), Shoot((2, 4, 2)), Shoot((2, 5)), Move(2), Shoot((6,)), Move(6), Move(9)])
    player = HostPlayer(host, bot)
    for turn in range(8):
        # the host numbers rooms from 0 and may give them in any order, an entrance twice
        player.status_callback(0, 1, 0, "3", ["7", 1, 4], [9, "4", 9, 0])
    assert [(o.result, o.carried_by_bats, o.moves, o.arrows) for o in bot.seen] == [
        ("START", False, 0, 5),
        ("MOVE_SUCCESSFUL", True, 1, 5),  # carried by bats on the way
        ("NOT_AN_EXIT", False, 1, 5),  # no move made
        ("TOO_CROOKED", False, 1, 5),  # the arrow never left
        ("WUMPUS_MISSED", False, 1, 4),
        ("MOVE_SUCCESSFUL", True, 2, 4),
        ("WUMPUS_MISSED", False, 2, 3),  # a shot carries no one
        ("MOVE_SUCCESSFUL", False, 3, 3),
    ]
    first = bot.seen[0]
    assert (first.room, first.exits, first.entrances, first.links) == (3, (7, 1, 4), (0, 4, 9), (0, 1, 4, 7, 9))
    assert (first.near_pit, first.near_bats, first.near_wumpus) == (False, True, False)
    assert (first.rules, first.max_path, first.smell_distance, first.cave_rooms) == ("tournament", 5, 1, 20)
    assert host.asked[:4] == [("move", 4), ("move", 11), ("shoot", [2, 4, 2]), ("shoot", [2, 5])]
    assert all(type(rooms) is list for what, rooms in host.asked if what == "shoot")
    assert not player.finished


def test_the_player_is_told_of_the_caves_rules_when_they_are_not_seed_003s():
    bot = Script([Move(1)])
    HostPlayer(ScriptedHost([(Result.MOVE_SUCCESSFUL, False)]), bot, arrows=3, max_path=3, smell_distance=2,
               cave_rooms=None).status_callback(True, False, True, 0, [1, 2, 3], [1])
    obs = bot.seen[0]
    assert (obs.arrows, obs.max_path, obs.smell_distance, obs.cave_rooms) == (3, 3, 2, None)
    assert (obs.near_pit, obs.near_bats, obs.near_wumpus) == (True, False, True)


@pytest.mark.parametrize(("answer", "over"), [
    ((Result.MET_WUMPUS, False), True), ((Result.FELL_IN_PIT, False), True), ((Result.EXHAUSTED, False), True),
    ((Result.KILLED_BY_GROGGY_WUMPUS, False), True), ((Result.MOVE_SUCCESSFUL, True), False),
    ((Result.NOT_AN_EXIT, False), False),
    (Result.WUMPUS_KILLED, True), (Result.SHOT_SELF, True), (Result.OUT_OF_ARROWS, True),
    (Result.KILLED_BY_GROGGY_WUMPUS, True), (Result.WUMPUS_MISSED, False), (Result.TOO_CROOKED, False),
    # a host that gives the results' names rather than its members
    (("FELL_IN_PIT", False), True), ("WUMPUS_MISSED", False),
])
def test_the_player_knows_when_a_game_is_over(answer, over):
    action = Move(1) if isinstance(answer, tuple) else Shoot((1,))
    player = HostPlayer(ScriptedHost([answer]), Script([action]))
    player.status_callback(False, False, False, 0, [1, 2, 3], [1, 2, 3])
    assert player.finished is over
    assert player.result == (answer[0] if isinstance(answer, tuple) else answer).__str__().split(".")[-1]


def test_a_new_game_starts_the_counts_again_and_tells_the_bot():
    host = ScriptedHost([(Result.MOVE_SUCCESSFUL, True), Result.WUMPUS_KILLED, (Result.MOVE_SUCCESSFUL, False)])
    bot = Script([Move(1), Shoot((2,)), Move(3)])
    player = HostPlayer(host, bot)
    assert bot.games == 1
    player.status_callback(False, False, False, 0, [1, 2, 3], [1, 2, 3])
    player.status_callback(False, False, False, 1, [0, 2, 3], [0, 2, 3])
    assert player.finished
    player.new_game()
    assert bot.games == 2 and not player.finished
    player.status_callback(False, False, False, 0, [1, 2, 3], [1, 2, 3])
    assert [(o.result, o.carried_by_bats, o.moves, o.arrows) for o in bot.seen] == [
        ("START", False, 0, 5), ("MOVE_SUCCESSFUL", True, 1, 5), ("START", False, 0, 5)]


def test_an_answer_that_is_no_action_is_the_bots_error():
    player = HostPlayer(ScriptedHost([]), Script(["north"]))
    with pytest.raises(BotError, match=r"^a bot must answer Move\(room\) or Shoot\(rooms\), not 'north'$"):
        player.status_callback(False, False, False, 0, [1, 2, 3], [1, 2, 3])


class Stumbles:
    """The random bot, trying now and then a room that is no exit, and a crooked arrow."""

    def __init__(self, seed: int) -> None:
        self.bot = get_bot("random", seed=seed)
        self.seen: list[Observation] = []

    def new_game(self) -> None:
        self.bot.new_game()

    def act(self, obs):
        self.seen.append(obs)
        if len(self.seen) % 4 == 1:
            return Move(obs.room)
        if len(self.seen) % 7 == 2 and obs.arrows:
            return Shoot((obs.exits[0], obs.room, obs.exits[0]))
        return self.bot.act(obs)


def test_a_bot_is_told_the_same_in_the_host_as_in_the_engine_turn_by_turn():
    told = 0
    for seed in range(30):
        host = FakeHost(seed)
        there = Stumbles(seed)
        host.play(HostPlayer(host, there).status_callback)
        here = Stumbles(seed)
        play_game(here, Game(ZERO_BASED, "tournament", seed))
        assert there.seen == here.seen, seed
        told += len(here.seen)
    assert told > 300
