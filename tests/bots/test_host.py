"""A bot plays unchanged in seed 003's host, here a small fake that follows its description."""

import enum

import pytest

from wumpus.bots import HostPlayer, Move, Shoot, get_bot, play_game
from wumpus.engine import DODECAHEDRON, Game, IllegalAction
from wumpus.engine import events as ev

Result = enum.Enum("Result", "MOVE_SUCCESSFUL MET_WUMPUS FELL_IN_PIT WUMPUS_KILLED WUMPUS_MISSED "
                             "KILLED_BY_GROGGY_WUMPUS TOO_CROOKED OUT_OF_ARROWS SHOT_SELF EXHAUSTED NOT_AN_EXIT")

#: the dodecahedron numbered from 0, as the host numbers rooms
ZERO_BASED = DODECAHEDRON.relabel({r: r - 1 for r in DODECAHEDRON.rooms})

ENDINGS = {ev.FELL_IN_PIT: Result.FELL_IN_PIT, ev.EATEN: Result.MET_WUMPUS, ev.EXHAUSTED: Result.EXHAUSTED,
           ev.WUMPUS_KILLED: Result.WUMPUS_KILLED, ev.OWN_ARROW: Result.SHOT_SELF,
           ev.EATEN_AFTER_MISS: Result.KILLED_BY_GROGGY_WUMPUS, ev.OUT_OF_ARROWS: Result.OUT_OF_ARROWS}


class FakeHost:
    """status_callback once per turn; move -> (result, bats_flag); shoot -> result."""

    def __init__(self, seed):
        self.game = Game(ZERO_BASED, "tournament", seed)
        self.calls = []

    def _ending(self, events, default):
        over = [e for e in events if isinstance(e, ev.GameOver)]
        return ENDINGS[over[0].cause] if over else default

    def move(self, room):
        self.calls.append(("move", room))
        try:
            events = self.game.move(room)
        except IllegalAction:
            return Result.NOT_AN_EXIT, False
        bats = any(isinstance(e, ev.BatSnatch) for e in events)
        return self._ending(events, Result.MOVE_SUCCESSFUL), bats

    def shoot(self, rooms):
        self.calls.append(("shoot", list(rooms)))
        try:
            events = self.game.shoot(rooms)
        except IllegalAction as exc:
            assert exc.reason == "too_crooked"
            return Result.TOO_CROOKED
        return self._ending(events, Result.WUMPUS_MISSED)

    def play(self, status_callback):
        game = self.game
        while not game.over:
            near = set(game.percepts())
            room = game.hunter
            status_callback(ev.PIT in near, ev.BATS in near, ev.WUMPUS in near, room,
                            list(ZERO_BASED.exits[room]), list(ZERO_BASED.entrances[room]))
        return game.score


@pytest.mark.parametrize("bot", ["random", "hunter"])
def test_a_bot_plays_the_same_game_in_the_host_as_in_the_engine(bot):
    for seed in range(40):
        host = FakeHost(seed)
        player = HostPlayer(host, get_bot(bot, seed=seed))
        score = host.play(player.status_callback)
        direct = Game(ZERO_BASED, "tournament", seed)
        outcome = play_game(get_bot(bot, seed=seed), direct)
        assert host.game.actions == direct.actions
        assert score == outcome.score
        assert player.finished


def test_the_player_counts_arrows_and_moves_itself():
    seen = []

    class Spy:
        def new_game(self):
            pass

        def act(self, obs):
            seen.append(obs)
            return get_bot("random", seed=3).act(obs)

    host = FakeHost(3)
    host.play(HostPlayer(host, Spy()).status_callback)
    game = host.game
    shots = sum(1 for action in game.actions if isinstance(action, Shoot))
    moves = sum(1 for action in game.actions if isinstance(action, Move))
    assert seen[-1].arrows == 5 - shots + (1 if isinstance(game.actions[-1], Shoot) else 0)
    assert seen[-1].moves == moves - (1 if isinstance(game.actions[-1], Move) else 0)


def host_numbers(action):
    """An action on the 1-to-20 dodecahedron as the host, numbering from 0, names it."""
    if isinstance(action, Move):
        return Move(action.room - 1)
    return Shoot(tuple(r - 1 for r in action.rooms))


@pytest.mark.parametrize("bot", ["random", "hunter"])
def test_a_bot_plays_here_the_game_it_plays_in_the_host_game_by_game(bot):
    """The tournament deals the dodecahedron as its map file numbers it, 1 to 20; the host
    shows a bot the rooms from 0. A bot sees the same numbers here, so it plays the same game."""
    for seed in range(60):
        host = FakeHost(seed)
        score = host.play(HostPlayer(host, get_bot(bot, seed=seed)).status_callback)
        game = Game(DODECAHEDRON, "tournament", seed)
        outcome = play_game(get_bot(bot, seed=seed), game)
        assert [host_numbers(a) for a in game.actions] == host.game.actions
        assert outcome.score == score


def test_a_bot_sees_rooms_from_0_under_the_tournament_rules_and_the_caves_numbers_under_others():
    for rules, shift, seed in [(r, s, seed) for r, s in (("tournament", 1), ("tournament+host-dice", 1),
                                                         ("classic", 0)) for seed in range(8)]:
        game = Game(DODECAHEDRON, rules, seed)
        turns = []

        class Walker:
            def new_game(self):
                pass

            def act(self, obs):
                here = game.hunter
                turns.append(obs)
                assert obs.room == here - shift
                assert obs.exits == tuple(r - shift for r in DODECAHEDRON.exits[here])
                assert set(obs.entrances) == {r - shift for r in DODECAHEDRON.entrances[here]}
                return Move(obs.exits[len(turns) % 3])

        play_game(Walker(), game)
        assert len(game.actions) == len(turns)
        assert all(isinstance(a, Move) and a.room in DODECAHEDRON.rooms for a in game.actions)


def test_a_bot_that_keeps_a_list_by_room_plays_under_the_tournament_rules():
    """Seed 003 numbers rooms 0 to 19, so a bot may keep a list of 20 indexed by room."""

    class ByRoom:
        def new_game(self):
            self.visits = [0] * 20

        def act(self, obs):
            self.visits[obs.room] += 1
            return Move(min(obs.exits, key=lambda r: self.visits[r]))

    for seed in range(20):
        outcome = play_game(ByRoom(), Game(DODECAHEDRON, "tournament", seed))
        assert outcome.cause != "gave_up"


def test_a_number_that_names_no_room_is_refused_not_played_as_another_room():
    """Room 20 is not one of the host's rooms (0 to 19); it must not reach the cave's room 20."""

    class Twenty:
        def new_game(self):
            self.turns = []

        def act(self, obs):
            self.turns.append(obs.result)
            return Move(20) if len(self.turns) == 1 else Move(obs.exits[0])

    bot = Twenty()
    game = Game(DODECAHEDRON, "tournament", 1)
    play_game(bot, game)
    assert bot.turns[1] == "NOT_AN_EXIT"
    assert Move(20) not in game.actions[:1]
