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
