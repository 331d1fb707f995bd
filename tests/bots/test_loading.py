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


made = FirstExit()
'''

#: bot modules that are there, but fail as they are imported
BROKEN_MODULES = {
    "imports_what_is_not_there": "import numpy_does_not_exist\n",
    "imports_a_name_that_is_not_there": "from os import no_such_name_in_os\n",
    "is_not_python": "def act(:\n",
}


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
    ("my_wumpus_bot:made", "is not a class; it is a bot already made: give its class, or a function that makes one"),
])
def test_bad_bots_are_refused_clearly(my_module, spec, words):
    with pytest.raises(BotError, match=words):
        get_bot(spec)


@pytest.mark.parametrize("module, words", [
    ("imports_what_is_not_there", "importing 'imports_what_is_not_there' failed: "
                                  "No module named 'numpy_does_not_exist'"),
    ("imports_a_name_that_is_not_there", "importing 'imports_a_name_that_is_not_there' failed: "
                                         "ImportError: cannot import name 'no_such_name_in_os'"),
    ("is_not_python", "importing 'is_not_python' failed: SyntaxError: invalid syntax (is_not_python.py, line 1)"),
])
def test_a_module_that_fails_on_import_is_not_called_missing(tmp_path, monkeypatch, module, words):
    (tmp_path / f"{module}.py").write_text(BROKEN_MODULES[module])
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(BotError) as failed:
        get_bot(f"{module}:Bot")
    message = str(failed.value)
    assert message.startswith(f"cannot load bot '{module}:Bot': ") and words in message
    assert "no module" not in message


def test_a_bot_that_fails_as_it_is_made_is_told_with_its_kind_and_its_own_line(tmp_path, monkeypatch):
    (tmp_path / "fails_when_made.py").write_text(
        "class Bot:\n    def __init__(self):\n        self.ready = False\n        raise ValueError('no map')\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(BotError) as failed:
        get_bot("fails_when_made:Bot")
    assert str(failed.value) == "cannot make bot 'fails_when_made:Bot': ValueError: no map at fails_when_made.py line 4"


@pytest.mark.parametrize("spec, missing", [
    ("no_such_package_here.bots:Bot", "no module 'no_such_package_here.bots' (No module named 'no_such_package_here')"),
    ("wumpus.no_such_bots:Bot", "no module 'wumpus.no_such_bots'"),
])
def test_a_module_or_package_that_is_not_there_is_missing(spec, missing):
    with pytest.raises(BotError, match=missing.replace("(", r"\(").replace(")", r"\)")):
        get_bot(spec)


def test_a_bot_file_named_as_an_installed_module_is_told_which_module_was_loaded(tmp_path, monkeypatch):
    (tmp_path / "random.py").write_text(MY_BOT)
    monkeypatch.chdir(tmp_path)
    with pytest.raises(BotError, match=r"'random' has no 'FirstExit' \(the 'random' loaded is .*random.py, not "
                                       r"random.py here: a bot file named as a module already installed needs "
                                       r"another name\)"):
        get_bot("random:FirstExit")


def test_a_missing_class_in_your_own_bot_file_is_only_missing(my_module, tmp_path, monkeypatch):
    import sys

    monkeypatch.delitem(sys.modules, my_module, raising=False)  # loaded afresh from this folder
    monkeypatch.chdir(tmp_path)
    with pytest.raises(BotError) as refused:
        get_bot(f"{my_module}:Missing")
    assert str(refused.value) == "cannot load bot 'my_wumpus_bot:Missing': 'my_wumpus_bot' has no 'Missing'"


def test_a_player_for_the_host_without_its_callback_is_told_what_it_lacks(tmp_path, monkeypatch):
    (tmp_path / "half_player.py").write_text(
        "class Player:\n    def __init__(self, a_seed, map_file):\n        pass\n\n    def play(self):\n        pass\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    with pytest.raises(BotError) as failed:
        get_bot("half_player:Player")
    assert str(failed.value) == (
        "cannot load bot 'half_player:Player': 'half_player:Player' has play() as a Player for seed 003's host has, "
        "but no status_callback(), which the host calls each turn (and no act(observation), which a bot of this "
        "project answers)")
