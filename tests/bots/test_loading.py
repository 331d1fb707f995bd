"""Bots by name, and a user's bot from module:Class."""

import pytest

from wumpus.bots import BOTS, BotError, get_bot, play_game
from wumpus.engine import Game

MY_BOT = '''
class FirstExit:
    def __init__(self):
        self.games = 0

    def new_game(self):
        self.games += 1

    def act(self, observation):
        from wumpus.bots import Move
        return Move(observation.exits[0])


class NotABot:
    pass
'''


@pytest.fixture
def my_module(tmp_path, monkeypatch):
    (tmp_path / "my_wumpus_bot.py").write_text(MY_BOT)
    monkeypatch.syspath_prepend(str(tmp_path))
    return "my_wumpus_bot"


def test_builtin_bots_by_name():
    for name in BOTS:
        bot = get_bot(name, seed=1)
        assert callable(bot.act) and callable(bot.new_game)


def test_a_users_bot_from_module_and_class(my_module):
    bot = get_bot(f"{my_module}:FirstExit")
    outcome = play_game(bot, Game(rules="tournament", seed=4))
    assert bot.games == 1
    assert outcome.moves >= 1


@pytest.mark.parametrize("spec, words", [
    ("nobody", "unknown bot"),
    ("no_such_module_here:Bot", "no module"),
    ("my_wumpus_bot:Missing", "has no"),
    ("my_wumpus_bot:NotABot", "is not a bot"),
])
def test_bad_bots_are_refused_clearly(my_module, spec, words):
    with pytest.raises(BotError, match=words):
        get_bot(spec)
