"""The tournament against bots that misbehave: too slow, refused, printing into a closed pipe;
and runs too big to play."""

import json
import os
import re
import signal
import subprocess
import sys
import time

import pytest

from wumpus.cli import main
from wumpus.tournament import run_tournament

from ..bot_sources import LOOPS
from .interrupting import interrupt

BAD_BOTS = """
import time

from wumpus.bots import Move, Shoot

""" + LOOPS + '''


class Exits:
    def new_game(self):
        pass

    def act(self, observation):
        import sys

        sys.exit(3)


class Sleeps:
    def new_game(self):
        pass

    def act(self, observation):
        import os

        if os.environ.get("ASLEEP_MARK"):  # the test that stops it knows it is asleep
            open(os.environ["ASLEEP_MARK"], "w").close()
        time.sleep(600)
        return Move(observation.exits[0])


class SleepsALittle:
    """0.3 s over its first answer of each game."""

    def new_game(self):
        self.first = True

    def act(self, observation):
        if self.first:
            self.first = False
            time.sleep(0.3)
        return Move(observation.exits[0])


class Swallows:
    """Catches every Exception it meets, and goes on."""

    def new_game(self):
        pass

    def act(self, observation):
        while True:
            try:
                time.sleep(600)
            except Exception:
                pass


class SlowToStart:
    def new_game(self):
        while True:
            pass

    def act(self, observation):
        return Move(observation.exits[0])


class SlowToMake:
    def __init__(self):
        time.sleep(600)

    def new_game(self):
        pass

    def act(self, observation):
        return Move(observation.exits[0])


class Quick:
    def new_game(self):
        pass

    def act(self, observation):
        return Move(observation.exits[0])


class Refused:
    """Every answer refused: not rooms, and arrow paths too short or too long."""

    def new_game(self):
        self.turn = 0

    def act(self, observation):
        self.turn += 1
        return [Move("3"), Move(10**30), Shoot([]), Shoot([1, 2, 3, 4, 5, 6])][self.turn % 4]


class Prints:
    def new_game(self):
        pass

    def act(self, observation):
        print("thinking about room", observation.room, flush=True)
        return Move(observation.exits[0])


class PipeOfItsOwn:
    """A bot whose own pipe breaks: its failure, not the reader's."""

    def new_game(self):
        pass

    def act(self, observation):
        raise BrokenPipeError(32, "Broken pipe")


class FailsLateOnSeedZero:
    """Fails in every game, in the first one last of all."""

    def __init__(self, seed=None):
        self.seed = seed

    def new_game(self):
        pass

    def act(self, observation):
        if self.seed == 0:
            time.sleep(1.0)
        raise KeyError(self.seed)


class FailsOnSeedThree:
    def __init__(self, seed=None):
        self.seed = seed

    def new_game(self):
        pass

    def act(self, observation):
        if self.seed == 3:
            raise KeyError("oops")
        return Move(observation.exits[0])


class AnswersInWords:
    def new_game(self):
        pass

    def act(self, observation):
        return "north"


class ShootsARoomNotAPath:
    def new_game(self):
        pass

    def act(self, observation):
        return Shoot(observation.exits[0])


class CompiledLoop:
    """Stuck in compiled code, which no signal handler interrupts."""

    def new_game(self):
        pass

    def act(self, observation):
        sum(range(10 ** 12))
        return Move(observation.exits[0])


class Deaf:
    """Takes the alarm signal over, then loops."""

    def new_game(self):
        import signal

        signal.signal(signal.SIGALRM, signal.SIG_IGN)

    def act(self, observation):
        while True:
            pass
'''


@pytest.fixture
def bots(tmp_path, monkeypatch):
    """``bad_wumpus_bots``, importable here and in the processes started from here."""
    (tmp_path / "bad_wumpus_bots.py").write_text(BAD_BOTS)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


def wumpus(*argv, cwd, timeout=60, **options):
    """Run ``python -m wumpus ARGV`` in a process group of its own; (return code, out, err)."""
    run = subprocess.Popen([sys.executable, "-m", "wumpus", *argv], cwd=cwd, start_new_session=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, **options)
    try:
        out, err = run.communicate(timeout=timeout)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.communicate()
    return run.returncode, out.decode(), err.decode()


needs_timers = pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no POSIX interval timers here")


# 1. a time limit on each decision


STUCK = ("ran on past its time limit where nothing could stop it (a loop in compiled code, or its alarm signal "
         "taken over), so the run stops")


@needs_timers
@pytest.mark.parametrize("jobs", ["1", "2"])
@pytest.mark.parametrize(("name", "said"), [
    ("Loops", "took more than 0.5 s to answer (game "), ("Sleeps", "took more than 0.5 s to answer (game "),
    ("Swallows", "took more than 0.5 s to answer (game "),
    # nothing interrupts these: their process is ended, and the run says why
    ("CompiledLoop", STUCK), ("Deaf", STUCK),
])
def test_a_bot_over_the_time_limit_stops_the_run_with_one_line(bots, name, said, jobs):
    start = time.monotonic()
    code, out, err = wumpus("tournament", "--bot", f"bad_wumpus_bots:{name}", "--games", "4", "--jobs", jobs,
                            "--time-limit", "0.5", cwd=bots)
    assert time.monotonic() - start < 30
    assert code == 2
    assert err.startswith(f"wumpus tournament: bot 'bad_wumpus_bots:{name}' {said}")
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


@needs_timers
def test_the_time_limit_names_the_game_and_its_seed(bots):
    code, _, err = wumpus("tournament", "--bot", "bad_wumpus_bots:Loops", "--games", "2", "--seed", "7",
                          "--cave", "moebius", "--time-limit", "0.2", cwd=bots)
    assert code == 2
    assert "took more than 0.2 s to answer (game 0, seed 7, cave moebius)" in err


def test_the_default_time_limit_is_ten_seconds():
    from wumpus.cli import build_parser

    assert build_parser().parse_args(["tournament"]).time_limit == 10


@needs_timers
@pytest.mark.parametrize("name, doing", [("SlowToStart", "to get ready for a game"), ("SlowToMake", "to load")])
def test_making_and_starting_a_bot_are_timed_too(bots, name, doing):
    code, _, err = wumpus("tournament", "--bot", f"bad_wumpus_bots:{name}", "--games", "2",
                          "--time-limit", "0.3", cwd=bots)
    assert code == 2
    assert f"bot 'bad_wumpus_bots:{name}' took more than 0.3 s {doing}" in err
    assert len(err.strip().splitlines()) == 1


@needs_timers
def test_a_time_limit_of_0_is_none(bots):
    code, out, err = wumpus("tournament", "--bot", "bad_wumpus_bots:SleepsALittle", "--games", "1",
                            "--time-limit", "0", "--json", cwd=bots)
    assert code == 0, err
    assert json.loads(out.strip().splitlines()[-1])["decision_ms"]["max_ms"] >= 300
    code, _, err = wumpus("tournament", "--bot", "bad_wumpus_bots:SleepsALittle", "--games", "1",
                          "--time-limit", "0.1", cwd=bots)
    assert code == 2 and "took more than 0.1 s to answer" in err


@pytest.mark.parametrize("value", ["-1", "nan", "inf", "soon"])
def test_a_time_limit_must_be_seconds(capsys, value):
    with pytest.raises(SystemExit) as stop:
        main(["tournament", "--bot", "random", "--games", "1", "--time-limit", value])
    assert stop.value.code == 2
    assert "--time-limit" in capsys.readouterr().err


@needs_timers
def test_the_timer_is_put_back_after_a_run(bots):
    from wumpus.tournament.runner import TooSlow, time_limit_works

    if not time_limit_works():
        pytest.skip("not in the main thread")
    before = signal.getsignal(signal.SIGALRM)
    results = run_tournament("bad_wumpus_bots:Quick", ["dodecahedron"], "tournament", 3, 0, time_limit=5)
    assert len(results) == 3
    with pytest.raises(TooSlow, match=r"took more than 0.1 s to answer \(game 0, seed 0"):
        run_tournament("bad_wumpus_bots:SleepsALittle", ["dodecahedron"], "tournament", 2, 0, time_limit=0.1)
    assert signal.getsignal(signal.SIGALRM) is before
    assert signal.getitimer(signal.ITIMER_REAL) == (0.0, 0.0)


@needs_timers
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_ctrl_c_still_stops_a_bot_that_is_thinking(bots, jobs):
    asleep = bots / "asleep"
    run = subprocess.Popen([sys.executable, "-m", "wumpus", "tournament", "--bot", "bad_wumpus_bots:Sleeps",
                            "--games", "4", "--jobs", jobs, "--time-limit", "300"], cwd=bots,
                           start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                           env={**os.environ, "ASLEEP_MARK": str(asleep)})
    deadline = time.monotonic() + 120
    while not asleep.exists() and time.monotonic() < deadline and run.poll() is None:
        time.sleep(0.1)  # until the bot is asleep over its first answer, however busy the machine
    assert asleep.exists()
    time.sleep(0.2)
    err = interrupt(run)
    assert run.returncode == 130 and b"Goodbye." in err and b"Traceback" not in err


# 2. too many games


def test_an_absurd_number_of_games_is_refused_at_once(bots):
    import resource

    def little_memory():  # were the games listed first, this run would stop for want of memory
        resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))

    for games in ("100000000", str(10**22)):
        start = time.monotonic()
        code, _, err = wumpus("tournament", "--bot", "random", "--games", games, cwd=bots, timeout=120,
                              preexec_fn=little_memory)
        assert time.monotonic() - start < 60
        assert code == 2
        assert "--games: at most 1000000 games in one run" in err and "Traceback" not in err


def test_the_most_games_counts_every_cave(capsys):
    assert main(["tournament", "--bot", "random", "--cave", "moebius", "--cave", "lattice",
                 "--games", "600000"]) == 2
    assert "at most 1000000 games in one run, on all caves together (here 2 caves x 600000)" in capsys.readouterr().err


# 4. refused actions are counted


@pytest.mark.parametrize("jobs", [1, 2])
def test_refused_actions_are_counted(bots, jobs):
    results = run_tournament("bad_wumpus_bots:Refused", ["dodecahedron"], "tournament", 2, 0, jobs=jobs)
    for r in results:
        assert r.cause == "gave_up" and r.refused == 2000
        assert dict(r.refusals) == {"not_a_room": 1000, "path_length": 1000}


def test_the_report_says_how_many_actions_were_refused(bots, capsys):
    assert main(["tournament", "--bot", "bad_wumpus_bots:Refused", "--games", "2", "--seed", "5", "--json"]) == 0
    out = capsys.readouterr().out.strip().splitlines()
    text = "\n".join(out[:-1])
    words = " ".join(text.split())
    assert "actions refused (the bot was asked again): 4000 in 2 of 2 games: " in words
    assert "game 0 (seed 5): 2000 actions refused (1000 not a room, 1000 arrow path not of 1 to 5 rooms), " \
           "then gave up" in words
    assert max(len(line) for line in out[:-1]) <= 80
    assert re.search(r"\n  game 0 \(seed 5\): [^\n]+\n    \S", text)  # run on, indented under it
    data = json.loads(out[-1])
    assert data["causes"]["gave_up"] == 2 and data["scores"] == [0, 0]  # the old fields, as they were
    assert data["refused"] == 4000 and data["refused_games"] == 2
    assert data["refused_reasons"] == {"not_a_room": 2000, "path_length": 2000}
    assert data["caves"]["dodecahedron"]["refused"] == 4000


def test_no_word_on_refused_actions_when_there_were_none(capsys):
    assert main(["tournament", "--bot", "hunter", "--games", "3", "--json"]) == 0
    out = capsys.readouterr().out
    assert "refused" not in "\n".join(out.strip().splitlines()[:-1])
    data = json.loads(out.strip().splitlines()[-1])
    assert data["refused"] == 0 and data["refused_games"] == 0 and data["refused_reasons"] == {}


# 5. the bench's help


def test_the_bench_help_does_not_offer_rules_it_does_not_have(capsys):
    with pytest.raises(SystemExit):
        main(["bench", "--help"])
    out = capsys.readouterr().out
    assert "--host-dice" in out and "--rules" not in out


# 6. a closed output pipe


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_bot_printing_into_a_closed_pipe_ends_the_run_quietly(bots, jobs):
    run = subprocess.Popen([sys.executable, "-m", "wumpus", "tournament", "--bot", "bad_wumpus_bots:Prints",
                            "--games", "200", "--jobs", jobs], cwd=bots, start_new_session=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        lines = [run.stdout.readline() for _ in range(3)]  # as `| head -3` reads, then goes
        run.stdout.close()
        err = run.stderr.read()
        run.wait(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
    # the bot's own words (two processes writing to one pipe may cut into each other's lines)
    assert re.fullmatch(rb"(thinking about room|\d|\s)+", b"".join(lines)), lines
    assert run.returncode == 0, err
    assert err == b""


def test_a_bots_own_broken_pipe_is_its_failure(bots):
    code, _, err = wumpus("tournament", "--bot", "bad_wumpus_bots:PipeOfItsOwn", "--games", "2", cwd=bots)
    assert code == 2
    assert "bot 'bad_wumpus_bots:PipeOfItsOwn' failed: BrokenPipeError" in err


OOPS = 'raise KeyError("oops")'


def _line_of(code: str) -> int:
    """The line of the bots' file that holds ``code``."""
    return next(n for n, line in enumerate(BAD_BOTS.splitlines(), 1) if line.strip() == code)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_bot_that_calls_sys_exit_has_failed_like_any_other(bots, jobs):
    code, _, err = wumpus("tournament", "--bot", "bad_wumpus_bots:Exits", "--games", "2", "--jobs", jobs, cwd=bots)
    assert code == 2
    assert err.strip() == ("wumpus tournament: bot 'bad_wumpus_bots:Exits' failed: SystemExit: 3 "
                           f"at bad_wumpus_bots.py line {_line_of('sys.exit(3)')} (game 0, seed 0, cave dodecahedron)")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_bot_that_fails_is_found_again_by_the_game_seed_cave_and_line_named(bots, jobs):
    code, out, err = wumpus("tournament", "--bot", "bad_wumpus_bots:FailsOnSeedThree", "--games", "6",
                            "--cave", "moebius", "--jobs", jobs, cwd=bots)
    assert code == 2 and out == ""
    assert err.strip() == ("wumpus tournament: bot 'bad_wumpus_bots:FailsOnSeedThree' failed: KeyError: 'oops' "
                           f"at bad_wumpus_bots.py line {_line_of(OOPS)} (game 3, seed 3, cave moebius)")


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_bot_that_answers_neither_move_nor_shoot_is_named_not_wumpuss_own_code(bots, jobs):
    code, out, err = wumpus("tournament", "--bot", "bad_wumpus_bots:AnswersInWords", "--games", "2",
                            "--jobs", jobs, cwd=bots)
    assert code == 2 and out == ""
    assert err.strip() == ("wumpus tournament: bot 'bad_wumpus_bots:AnswersInWords' failed: BotError: "
                           "bad_wumpus_bots.AnswersInWords.act() answered 'north': a bot must answer Move(room) "
                           "or Shoot(rooms) (game 0, seed 0, cave dodecahedron)")
    assert "play.py" not in err


def test_with_two_processes_the_first_game_that_fails_is_named_whichever_fails_first(bots):
    code, out, err = wumpus("tournament", "--bot", "bad_wumpus_bots:FailsLateOnSeedZero", "--games", "4",
                            "--jobs", "2", cwd=bots)
    assert code == 2 and out == ""
    assert err.strip().startswith("wumpus tournament: bot 'bad_wumpus_bots:FailsLateOnSeedZero' failed: KeyError: 0 ")
    assert err.strip().endswith("(game 0, seed 0, cave dodecahedron)")


def test_a_bots_mistake_caught_inside_wumpus_is_put_at_the_bots_own_line(bots):
    code, out, err = wumpus("tournament", "--bot", "bad_wumpus_bots:ShootsARoomNotAPath", "--games", "1", cwd=bots)
    assert code == 2 and out == ""
    assert err.strip() == ("wumpus tournament: bot 'bad_wumpus_bots:ShootsARoomNotAPath' failed: TypeError: "
                           "'int' object is not iterable at bad_wumpus_bots.py line "
                           f"{_line_of('return Shoot(observation.exits[0])')} (game 0, seed 0, cave dodecahedron)")


def test_no_more_processes_play_than_there_are_processors(monkeypatch):
    from wumpus.tournament import runner

    monkeypatch.setattr(runner, "processors", lambda: 2)
    with runner.worker_pool(30) as pool:
        assert pool._max_workers == 2
    with runner.worker_pool(1) as pool:
        assert pool._max_workers == 1


# 3. bots that end their own process, raise what is no Exception, or stall a host of their own

ROGUE_BOTS = '''
import os
import time

from wumpus.bots import Move
from wumpushost import WumpusHost


class EndsItsProcess:
    """Ends the process playing it in the game of seed 6, and plays on in the others."""
    STATUS = 7

    def __init__(self, seed=None):
        self.seed = seed

    def new_game(self):
        pass

    def act(self, observation):
        if self.seed == 6:
            os._exit(self.STATUS)
        time.sleep(0.2)  # the game of seed 6 is met while the others are under way
        return Move(observation.exits[0])


class EndsItsProcessWell(EndsItsProcess):
    """... with the status of a process that ended as it should (as the pool's own do between games)."""
    STATUS = 0


class Interrupts:
    def new_game(self):
        pass

    def act(self, observation):
        raise KeyboardInterrupt


class Custom(BaseException):
    pass


class RaisesItsOwn:
    def new_game(self):
        pass

    def act(self, observation):
        raise Custom("custom")


class StallsBeforePlaying:
    """Written for seed 003's host: it sleeps in play() before handing the host its callback."""

    def __init__(self, seed, map_file):
        self.host = WumpusHost(seed, map_file)

    def play(self):
        time.sleep(600)
        return self.host.play(self.callback)

    def callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
        self.host.move(exits[0])

    status_callback = callback


class FailsAsAPlayer:
    def __init__(self, seed, map_file):
        self.host = WumpusHost(seed, map_file)

    def play(self):
        return self.host.play(self.callback)

    def callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
        raise RuntimeError("no way")

    status_callback = callback
'''


@pytest.fixture
def rogues(tmp_path, monkeypatch):
    (tmp_path / "rogue_bots.py").write_text(ROGUE_BOTS)
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path / "data"))
    monkeypatch.setenv("TMPDIR", str(tmp_path / "tmp"))
    (tmp_path / "tmp").mkdir()
    return tmp_path


@pytest.mark.parametrize(("jobs", "time_limit"), [
    pytest.param("1", "10", marks=needs_timers), pytest.param("2", "10", marks=needs_timers), ("1", "0"),
])
@pytest.mark.parametrize(("bot", "status"), [("EndsItsProcess", 7), ("EndsItsProcessWell", 0)])
def test_a_bot_that_ends_its_process_is_named_with_how_and_its_game(rogues, jobs, time_limit, bot, status):
    # with no time limit and one job the games are played in the run's own process
    code, out, err = wumpus("tournament", "--bot", f"rogue_bots:{bot}", "--games", "3", "--seed", "5",
                            "--jobs", jobs, "--time-limit", time_limit, cwd=rogues)
    assert code == 2 and out == ""
    assert err.strip() == (f"wumpus tournament: bot 'rogue_bots:{bot}' ended the process playing it "
                           f"(exit status {status}), so the run stops (game 1, seed 6, cave dodecahedron)")


@pytest.mark.parametrize("time_limit", ["0", "10"])
@pytest.mark.parametrize(("name", "said", "code"), [
    ("Interrupts", "KeyboardInterrupt", "raise KeyboardInterrupt"),
    ("RaisesItsOwn", "Custom: custom", 'raise Custom("custom")'),
])
def test_a_bot_raising_what_is_no_exception_has_failed_like_any_other(rogues, name, said, code, time_limit):
    # a KeyboardInterrupt the bot raises is not the player's Ctrl-C: the run names the bot
    line = next(n for n, text in enumerate(ROGUE_BOTS.splitlines(), 1) if text.strip() == code)
    status, out, err = wumpus("tournament", "--bot", f"rogue_bots:{name}", "--games", "2",
                              "--time-limit", time_limit, cwd=rogues)
    assert status == 2 and out == ""
    assert err.strip() == (f"wumpus tournament: bot 'rogue_bots:{name}' failed: {said} at rogue_bots.py "
                           f"line {line} (game 0, seed 0, cave dodecahedron)")


@needs_timers
def test_a_player_for_the_competitions_host_stalling_outside_its_callback_is_stopped_in_time(rogues):
    start = time.monotonic()
    code, out, err = wumpus("tournament", "--bot", "rogue_bots:StallsBeforePlaying", "--games", "2",
                            "--time-limit", "0.5", cwd=rogues)
    assert time.monotonic() - start < 30
    assert code == 2
    assert err.strip() == ("wumpus tournament: bot 'rogue_bots:StallsBeforePlaying' took more than 0.5 s in its "
                           "Player's own code (making it, play() or a status_callback) (game 0, seed 0, cave dodecahedron)")


@needs_timers
@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_failed_run_leaves_no_map_files_behind(rogues, jobs):
    code, _, err = wumpus("tournament", "--bot", "rogue_bots:FailsAsAPlayer", "--games", "4", "--cave", "moebius",
                          "--jobs", jobs, cwd=rogues)
    assert code == 2 and "RuntimeError: no way" in err
    assert list((rogues / "tmp").iterdir()) == []


LOADING_BOTS = {
    "ends_on_import": "import os\nos._exit(7)\n",
    "exits_on_import": "import sys\nsys.exit(5)\n",
    "interrupts_on_import": "raise KeyboardInterrupt\n",
    "made_badly": (
        "import os, sys\n"
        "class Exits:\n    def __init__(self): sys.exit(4)\n"
        "class Ends:\n    def __init__(self): os._exit(6)\n"
        "class Interrupts:\n    def __init__(self): raise KeyboardInterrupt\n"
    ),
}


@pytest.mark.parametrize("jobs", [["--jobs", "1", "--time-limit", "0"], ["--jobs", "2"]])
@pytest.mark.parametrize(("bot", "said"), [
    ("ends_on_import:X", "bot 'ends_on_import:X' ended the process as it was loaded (exit status 7)"),
    ("exits_on_import:X", "cannot load bot 'exits_on_import:X': importing 'exits_on_import' failed: SystemExit: 5 at exits_on_import.py line 2"),
    ("interrupts_on_import:X", "bot 'interrupts_on_import:X' failed as it was loaded: it raised KeyboardInterrupt"),
    ("made_badly:Exits", "cannot make bot 'made_badly:Exits': SystemExit: 4 at made_badly.py line 3"),
    ("made_badly:Ends", "bot 'made_badly:Ends' ended the process as it was loaded (exit status 6)"),
    ("made_badly:Interrupts", "bot 'made_badly:Interrupts' failed as it was loaded: it raised KeyboardInterrupt"),
])
def test_a_bot_that_ends_the_run_as_it_is_loaded_is_named(tmp_path, monkeypatch, bot, said, jobs):
    # loaded in the run's own process: its exit, or its own KeyboardInterrupt, would end the run unsaid
    for name, text in LOADING_BOTS.items():
        (tmp_path / f"{name}.py").write_text(text)
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path / "data"))
    code, out, err = wumpus("tournament", "--bot", bot, "--games", "2", *jobs, cwd=tmp_path)
    assert (code, out) == (2, "")
    assert err.strip() == f"wumpus tournament: {said}"
