"""Bots written for seed 003's own host (a ``Player`` class calling ``wumpushost``) play here unchanged."""

import random
import sys
import textwrap

import pytest

from tests.engine.host_double import HostDouble
from wumpus.assets import asset_path
from wumpus.bots import BotError, HostPlayer, bot_factory, get_bot, play_game
from wumpus.bots.wumpushost import MOST_CALLS, ActionResult, WumpusHost
from wumpus.cli import main
from wumpus.engine import Game
from wumpus.engine.rules.host_dice import host_order
from wumpus.tournament.runner import GameFailed, make_cave, play_one, run_tournament

MAPS = [str(asset_path("caves", f"{name}-competition.txt")) for name in ("dodecahedron", "risk", "waterslide")]

#: seed 003's example bot, as its players write theirs: it draws from the shared generator,
#: prints every turn, and keeps the results it was given
EXAMPLE = '''
import random
from wumpushost import ActionResult, WumpusHost

SEEN = []


class Player:
    def __init__(self, a_seed, map_file):
        self.host = WumpusHost(a_seed, map_file, show_graphics=False, delay=3)

    def play(self):
        return self.host.play(self.status_callback)

    def status_callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
        print("You are in room", room)
        if near_wumpus:
            SEEN.append(self.host.shoot([random.choice(exits + entrances)]))
        else:
            result, bats = self.host.move(random.choice(exits))
            SEEN.append(result)
            if result == ActionResult.FELL_IN_PIT:
                print("YYYIIIIEEEE . . . Fell in a pit.")
'''


@pytest.fixture
def bot_file(tmp_path, monkeypatch):
    """Writes a bot module into a folder on the import path; returns its name."""
    monkeypatch.syspath_prepend(str(tmp_path))

    def write(name: str, text: str) -> str:
        (tmp_path / f"{name}.py").write_text(textwrap.dedent(text))
        return name

    return write


def loaded(name: str):
    """The bot module ``name``, loaded as the tournament loads it (its ``wumpushost`` is the stand-in)."""
    bot_factory(f"{name}:Player")
    return sys.modules[name]


def the_example_in_the_host(cave, seed):
    """The example's choices, played in a stand-in for seed 003's host that shares Python's
    generator with its player, as the real one does."""
    order = host_order(cave)
    host = HostDouble([[order.index(e) for e in cave.exits[r]] for r in order], cave.smell_distance, seed,
                      shared=random)

    def callback(near_pit, near_bats, near_wumpus, room, exits, entrances):
        if near_wumpus:
            host.shoot([random.choice(exits + entrances)])
        else:
            host.move(random.choice(exits))

    return host.play(callback), [r.name for r in host.calls]


@pytest.mark.parametrize("spec", MAPS)
def test_a_bot_drawing_from_the_shared_generator_plays_the_hosts_own_game(bot_file, spec):
    """Between the host's draws the bot takes its own from the same generator: the stand-in keeps
    them in the host's order, so the bot gets the results it gets in the host, call for call."""
    module = loaded(bot_file("example_bot", EXAMPLE))
    wins = 0
    for seed in range(80):
        module.SEEN.clear()
        played = play_one("example_bot:Player", spec, "tournament+host-dice", seed, False)
        score, calls = the_example_in_the_host(make_cave(spec, seed, False), seed)
        assert [r.name for r in module.SEEN] == calls, seed
        assert played.score == score
        wins += played.won
    assert 0 < wins < 80


def test_a_bot_for_the_host_plays_the_same_games_in_one_process_or_two(bot_file):
    bot_file("example_bot2", EXAMPLE)
    one = run_tournament("example_bot2:Player", [MAPS[1]], "tournament+host-dice", 30, 7, 1, True)
    two = run_tournament("example_bot2:Player", [MAPS[1]], "tournament+host-dice", 30, 7, 2, True)
    assert [(r.score, r.cause, r.moves) for r in one] == [(r.score, r.cause, r.moves) for r in two]
    assert len({r.cause for r in one}) > 1


@pytest.mark.parametrize("spec", MAPS[:2])
def test_a_bot_of_this_project_scores_the_same_through_the_stand_in_host(spec):
    """Made outside a tournament, the stand-in plays the map file it is given under the host's
    dice: the hunter, through HostPlayer, plays there the games it plays in a tournament."""
    for seed in range(25):
        host = WumpusHost(seed, spec, show_graphics=False)
        score = host.play(HostPlayer(host, get_bot("hunter", seed=seed)).status_callback)
        outcome = play_game(get_bot("hunter", seed=seed), Game(make_cave(spec, seed, False), "tournament+host-dice", seed))
        assert (score, host.game.moves, host.game.cause) == (outcome.score, outcome.moves, outcome.cause)


def test_the_tournament_plays_a_bot_for_the_host_and_hides_what_it_prints(bot_file, capsys):
    bot_file("example_bot3", EXAMPLE)
    assert main(["tournament", "--bot", "example_bot3:Player", "--host-dice", "--games", "40",
                 "--cave", MAPS[0], "--json"]) == 0
    out = capsys.readouterr().out
    assert "You are in room" not in out and "YYYIIIIEEEE" not in out
    assert '"games": 40' in out


def test_moves_that_are_not_exits_and_crooked_arrows_are_answered_as_the_host_answers(bot_file):
    bot_file("clumsy_bot", '''
        from wumpushost import ActionResult, WumpusHost
        GOT = []

        class Player:
            def __init__(self, seed, map_file):
                self.host = WumpusHost(seed, map_file, False)

            def play(self):
                return self.host.play(self.status_callback)

            def status_callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
                if not GOT:
                    wall = next(r for r in range(20) if r not in exits and r != room)
                    GOT.append(self.host.move(wall))
                    GOT.append(self.host.shoot([exits[0], room]))
                    GOT.append(self.host.shoot([exits[0], exits[1], exits[0]] + [exits[0]] * 4))
                    # six rooms: the host flies the first five
                    GOT.append(self.host.shoot([r for r in range(20) if r != room][:6]))
                    return
                self.host.move(exits[0])
    ''')
    module = loaded("clumsy_bot")
    result = play_one("clumsy_bot:Player", MAPS[0], "tournament+host-dice", 3, False)
    assert module.GOT[:3] == [(ActionResult.NOT_AN_EXIT, False), ActionResult.TOO_CROOKED, ActionResult.TOO_CROOKED]
    assert module.GOT[3] in (ActionResult.WUMPUS_MISSED, ActionResult.WUMPUS_KILLED, ActionResult.SHOT_SELF,
                             ActionResult.KILLED_BY_GROGGY_WUMPUS)
    assert result.refused == 3
    assert result.moves > 0


def test_an_arrow_path_given_as_a_string_fails_the_player_as_the_hosts_list_sum_would(bot_file):
    # the host adds the path to a list: a string there is an error, never rooms made of its digits
    bot_file("string_bot", '''
        from wumpushost import WumpusHost

        class Player:
            def __init__(self, seed, map_file):
                self.host = WumpusHost(seed, map_file, False)

            def play(self):
                return self.host.play(self.status_callback)

            def status_callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
                self.host.shoot(str(exits[0]) + str(exits[1]))
    ''')
    with pytest.raises(GameFailed, match=r"TypeError: Shoot takes the arrow's rooms as a list of whole numbers, "
                                         r"not '\d+' at string_bot.py line 12"):
        play_one("string_bot:Player", MAPS[0], "tournament+host-dice", 3, False)


def test_a_bot_that_never_acts_is_given_up_instead_of_asked_for_ever(bot_file):
    bot_file("idle_bot", '''
        from wumpushost import WumpusHost
        CALLS = []

        class Player:
            def __init__(self, seed, map_file):
                self.host = WumpusHost(seed, map_file, show_graphics=False)

            def play(self):
                return self.host.play(lambda *status: CALLS.append(status))

            def status_callback(self, *status):
                pass
    ''')
    module = loaded("idle_bot")
    result = play_one("idle_bot:Player", MAPS[0], "tournament+host-dice", 0, False)
    assert (result.cause, result.score) == ("gave_up", 0)
    assert len(module.CALLS) == MOST_CALLS


def test_a_move_after_the_game_is_over_says_so():
    host = WumpusHost(1, MAPS[0], show_graphics=False)
    host.play(lambda *status: host.move(status[4][0]))  # on and on through the first tunnel, to the end
    with pytest.raises(RuntimeError, match="the game is over"):
        host.move(0)


def test_a_player_that_makes_no_host_is_named_in_the_failure(bot_file):
    bot_file("hostless_bot", '''
        class Player:
            def __init__(self, seed, map_file):
                pass

            def play(self):
                return 0

            def status_callback(self, *status):
                pass
    ''')
    with pytest.raises(GameFailed, match="hostless_bot:Player.*never played a game"):
        play_one("hostless_bot:Player", MAPS[0], "tournament+host-dice", 0, False)


def test_watch_says_a_bot_for_the_host_plays_in_the_tournament(bot_file, capsys):
    bot_file("example_bot4", EXAMPLE)
    assert main(["watch", "--bot", "example_bot4:Player"]) == 2
    assert "wumpus tournament --bot" in capsys.readouterr().err


def test_the_results_are_the_hosts_own_names():
    from wumpus.bots import RESULTS

    assert {r.name for r in ActionResult} == set(RESULTS) - {"START"}
    with pytest.raises(BotError):
        get_bot("example_missing:Player")


def test_a_player_that_cannot_be_made_as_the_host_makes_it_is_told_how(bot_file):
    bot_file("one_argument_bot", '''
        class Player:
            def __init__(self, seed):
                pass

            def play(self):
                return 0

            def status_callback(self, *status):
                pass
    ''')
    with pytest.raises(GameFailed, match=r"Player\(seed, map_file\)"):
        play_one("one_argument_bot:Player", MAPS[0], "tournament+host-dice", 0, False)


def test_a_bot_for_the_hosts_first_version_compares_results_with_its_numbers(bot_file):
    """The host's first version had no ActionResult: its results were numbers, WumpusHost.MET_WUMPUS = 1..."""
    bot_file("old_style_bot", '''
        from wumpushost import WumpusHost
        SEEN = []

        class Player:
            def __init__(self, seed, mapname):
                self.host = WumpusHost(seed, mapname)

            def play(self):
                return self.host.play(self.status_callback)

            def status_callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
                result, bats = self.host.move(exits[0])
                SEEN.append((result, result == WumpusHost.MOVE_SUCCESSFUL, result in (WumpusHost.MET_WUMPUS, 2)))
    ''')
    numbers = {"MOVE_SUCCESSFUL": 0, "MET_WUMPUS": 1, "FELL_IN_PIT": 2, "WUMPUS_KILLED": 3, "WUMPUS_MISSED": 4,
               "KILLED_BY_GROGGY_WUMPUS": 5, "TOO_CROOKED": 6, "OUT_OF_ARROWS": 7, "SHOT_SELF": 8,
               "EXHAUSTED": 9, "NOT_AN_EXIT": 10}
    module = loaded("old_style_bot")
    for seed in range(5):
        module.SEEN.clear()
        played = play_one("old_style_bot:Player", MAPS[0], "tournament+host-dice", seed, False)
        for result, moved, died in module.SEEN:
            assert result == numbers[result.name] == getattr(WumpusHost, result.name)
        assert [moved for _, moved, _ in module.SEEN[:-1]] == [True] * (len(module.SEEN) - 1)
        assert module.SEEN[-1][2] == (played.cause in ("pit", "wumpus"))


@pytest.mark.parametrize("spec", ["dodecahedron", "moebius", "torus", "random:rooms=30,tunnels=4,oneway=0.3", MAPS[2]])
def test_a_player_is_handed_a_map_file_of_the_cave_in_the_hosts_format(bot_file, spec):
    from wumpus.caves import load_cave
    from wumpus.caves.formats import load_file

    bot_file("map_reader", '''
        from wumpushost import WumpusHost
        READ = []

        class Player:
            def __init__(self, seed, map_file):
                with open(map_file) as f:
                    READ.append((map_file, int(f.readline()), int(f.readline())))
                self.host = WumpusHost(seed, map_file)

            def play(self):
                return self.host.play(self.status_callback)

            def status_callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
                self.host.move(exits[0])
    ''')
    module = loaded("map_reader")
    module.READ.clear()
    play_one("map_reader:Player", spec, "tournament", 7, True)
    (map_file, smell, rooms), = module.READ
    cave = load_cave(spec, 7)
    assert (smell, rooms) == (cave.smell_distance, len(cave.rooms))
    written = load_file(map_file)  # the host's format, read back: the same tunnels, numbered 1 to N
    number = {room: n for n, room in enumerate(cave.exits, 1)} if min(cave.rooms) != 1 else {r: r for r in cave.rooms}
    assert written.exits == {number[r]: tuple(number[t] for t in ts) for r, ts in cave.exits.items()}
    if spec == MAPS[2]:
        assert map_file == spec  # a map file of the host's own is handed over as it is


@pytest.mark.parametrize("options", [[], ["--jobs", "2"], ["--time-limit", "0"]])
def test_the_map_files_written_for_players_are_gone_when_the_run_ends(tmp_path, options):
    import os
    import subprocess
    from pathlib import Path

    (tmp_path / "example_bot.py").write_text(EXAMPLE)
    temp = tmp_path / "temp"
    temp.mkdir()
    root = Path(__file__).resolve().parents[2]
    env = {**os.environ, "TMPDIR": str(temp), "PYTHONPATH": os.pathsep.join([str(tmp_path), str(root)]),
           "WUMPUS_DATA_DIR": str(tmp_path / "data")}
    run = subprocess.run([sys.executable, "-m", "wumpus", "tournament", "--bot", "example_bot:Player",
                          "--cave", "random", "--games", "4", *options],
                         cwd=root, env=env, capture_output=True, text=True, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "example_bot:Player" in run.stdout
    assert not list(temp.glob("wumpus-maps-*"))


def test_a_host_asked_to_move_before_its_game_begins_says_so():
    host = WumpusHost(1, MAPS[0])
    with pytest.raises(RuntimeError, match=r"no game has begun: there is nothing to move in until play"):
        host.move(1)
    with pytest.raises(RuntimeError, match=r"no game has begun: there is nothing to shoot in until play"):
        host.shoot([1])
