"""The tournament command: same results in any number of processes; clear errors."""

import json

import pytest

from wumpus.cli import main
from wumpus.tournament import run_tournament, summarize

from .interrupting import interrupt


def strip_times(results):
    return [(r.cave, r.seed, r.won, r.cause, r.score, r.moves) for r in results]


def test_results_do_not_depend_on_the_number_of_processes():
    args = ("hunter", ["dodecahedron", "random:rooms=20,tunnels=3,oneway=0.3"], "tournament", 15, 7)
    one = run_tournament(*args, jobs=1, shuffle=True)
    two = run_tournament(*args, jobs=2, shuffle=True)
    assert strip_times(one) == strip_times(two)
    assert [r.seed for r in one] == [*range(7, 22)] * 2


def test_json_is_the_last_line(capsys):
    code = main(["tournament", "--bot", "random", "--cave", "dodecahedron", "--cave", "moebius",
                 "--games", "20", "--seed", "3", "--json"])
    assert code == 0
    out = capsys.readouterr().out.strip().splitlines()
    data = json.loads(out[-1])
    assert data["games"] == 40
    assert set(data["caves"]) == {"dodecahedron", "moebius"}
    assert data["total"] == sum(c["total"] for c in data["caves"].values())
    assert data["wins"] + sum(data["causes"].values()) == 40
    results = run_tournament("random", ["dodecahedron", "moebius"], "tournament", 20, 3)
    assert data["total"] == summarize(results).total
    assert "random under tournament rules" in "\n".join(out[:-1])


def test_json_is_the_same_with_two_jobs(capsys):
    runs = []
    for jobs in ("1", "2"):
        main(["tournament", "--bot", "hunter", "--cave", "lattice", "--games", "12", "--jobs", jobs,
              "--shuffle-labels", "--json"])
        data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
        data.pop("decision_ms")
        runs.append(data)
    assert runs[0] == runs[1]


def test_an_unknown_bot_is_a_clear_error(capsys):
    assert main(["tournament", "--bot", "nobody", "--games", "1"]) == 2
    assert "unknown bot 'nobody'" in capsys.readouterr().err


def test_a_broken_cave_is_a_clear_error(capsys, tmp_path):
    broken = tmp_path / "broken.txt"
    broken.write_text("1\n20\n1 2 3\n")
    assert main(["tournament", "--bot", "random", "--cave", str(broken), "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert "broken.txt" in err and "Traceback" not in err
    assert main(["tournament", "--bot", "random", "--cave", "nowhere", "--games", "1"]) == 2
    assert "unknown cave" in capsys.readouterr().err


BROKEN_BOT = '''
class Crashes:
    def new_game(self):
        pass

    def act(self, observation):
        raise RuntimeError("no idea what to do")


class Knotted(Exception):
    def __init__(self, what, why):
        super().__init__(f"{what}: {why}")


class Tangles:
    def new_game(self):
        pass

    def act(self, observation):
        raise Knotted("the rope", "is in a knot")


class Babbles:
    def new_game(self):
        pass

    def act(self, observation):
        return "north"
'''


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_a_bot_that_fails_mid_game_is_a_clear_error(capsys, tmp_path, monkeypatch, jobs):
    (tmp_path / "broken_wumpus_bots.py").write_text(BROKEN_BOT)
    monkeypatch.syspath_prepend(str(tmp_path))
    monkeypatch.setenv("PYTHONPATH", str(tmp_path))  # for the other processes
    for name, words in (("Crashes", "RuntimeError: no idea what to do"), ("Babbles", "Move(room) or Shoot(rooms)"),
                        ("Tangles", "Knotted: the rope: is in a knot")):
        assert main(["tournament", "--bot", f"broken_wumpus_bots:{name}", "--games", "4", "--jobs", jobs]) == 2
        err = capsys.readouterr().err
        assert words in err and "Traceback" not in err and len(err.strip().splitlines()) == 1


def test_a_cave_named_twice_is_played_once(capsys):
    assert main(["tournament", "--bot", "random", "--games", "3", "--cave", "moebius", "--cave", "moebius",
                 "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert len(data["scores"]) == 3


def test_ctrl_c_stops_a_tournament_in_several_processes_at_once(tmp_path):
    import os
    import subprocess
    import sys
    import time

    # a run that takes many minutes; Ctrl-C (to the whole process group, as a terminal sends it)
    # ends it without playing the games already handed to the other processes
    run = subprocess.Popen([sys.executable, "-m", "wumpus", "tournament", "--bot", "hunter", "--games", "200000",
                            "--jobs", "2"], start_new_session=True, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    children = f"/proc/{run.pid}/task/{run.pid}/children"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:  # the two processes playing are under way
        time.sleep(0.5)
        if not os.path.exists(children):  # no way to see them here: give the program time to start them
            time.sleep(3)
            break
        with open(children) as listed:
            if len(listed.read().split()) >= 2:
                break
    time.sleep(1)
    err = interrupt(run)
    assert run.returncode == 130 and b"Goodbye." in err and b"Traceback" not in err


def test_bad_numbers_and_rules_are_clear_errors(capsys):
    for argv, words in ((["--games", "0"], "--games"), (["--jobs", "0"], "--jobs"),
                        (["--rules", "chess"], "unknown ruleset")):
        assert main(["tournament", "--bot", "random", *argv]) == 2
        assert words in capsys.readouterr().err


def test_the_new_rulesets_play_whole_tournaments(capsys):
    from wumpus.bots import get_bot, play_game
    from wumpus.engine import Game

    for rules in ("fiend", "wump3"):
        for bot in ("random", "hunter"):
            assert main(["tournament", "--bot", bot, "--rules", rules, "--games", "15", "--json"]) == 0
            data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
            assert data["rules"] == rules and len(data["scores"]) == 15
            expected = [play_game(get_bot(bot, seed=s), Game(None, rules, s)).score for s in range(15)]
            assert data["scores"] == expected
            assert data["causes"]["gave_up"] == 0
    with pytest.raises(SystemExit):
        main(["tournament", "--rules", "fiend", "--host-dice"])
    assert "only for the tournament rules" in capsys.readouterr().err


@pytest.mark.parametrize("name", ["random", "hunter"])
def test_a_bot_given_the_games_seed_does_not_roll_the_games_dice(name):
    """Game k and the bot playing it are both made from seed k.  The bot keeps a stream of
    its own: were it the game's, the bot's chance choices would follow the very draws that
    put the hazards where they are."""
    from wumpus.bots import get_bot
    from wumpus.engine.seeds import game_rng

    for seed in range(20):
        bot = get_bot(name, seed=seed)
        dice = game_rng(seed)
        assert [bot.rng.random() for _ in range(6)] != [dice.random() for _ in range(6)]
    unseeded = get_bot(name), get_bot(name)
    assert unseeded[0].rng.random() != unseeded[1].rng.random()


def test_the_table_names_the_rules_as_the_records_do_and_rounds_a_half_up(capsys):
    from wumpus.tournament.report import hundredths

    assert main(["tournament", "--bot", "random", "--rules", "TOURNAMENT", "--games", "4"]) == 0
    assert "random under tournament rules" in capsys.readouterr().out
    assert (hundredths(585, 8), hundredths(52340, 800), hundredths(0, 3), hundredths(1, 3)) == \
        ("73.13", "65.43", "0.00", "0.33")


def test_a_cave_named_twice_in_other_words_is_played_once(capsys, tmp_path, monkeypatch):
    from wumpus.assets import asset_path

    ring = tmp_path / "ring.txt"
    ring.write_text(asset_path("caves", "mobius-competition.txt").read_text(encoding="utf-8"), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    assert main(["tournament", "--bot", "random", "--games", "2", "--json",
                 "--cave", "dodecahedron", "--cave", "DODECAHEDRON", "--cave", "standard",
                 "--cave", "ring.txt", "--cave", "./ring.txt", "--cave", str(ring),
                 "--cave", "random", "--cave", "random:rooms=20", "--cave", "random:tunnels=3,rooms=20"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert len(data["scores"]) == 3 * 2  # three caves, two games each


@pytest.mark.parametrize("given", ["./bots/garbage.py:BadRoom", "/tmp/bots/garbage.py:BadRoom", "garbage.py:BadRoom"])
def test_a_bot_given_by_its_file_is_told_to_give_its_module(capsys, given):
    assert main(["tournament", "--bot", given, "--games", "1"]) == 2
    err = capsys.readouterr().err
    assert err.endswith("a bot is named by its module, not its file: run from the folder it is in, "
                        "--bot garbage:BadRoom\n") and len(err.splitlines()) == 1


def test_win_rates_and_moves_round_a_half_up_too(capsys):
    from wumpus.tournament.report import half_up

    assert (half_up(1225, 200, 1), half_up(0, 0, 1)) == ("6.1", "-")
    assert half_up(6225, 1000, 2) == "6.23" and f"{6.225:.2f}" == "6.22"  # a float of it, a hair under
    assert half_up(100 * 249, 400, 1) == "62.3" and f"{100 * 249 / 400:.1f}" == "62.2"


def test_the_refusals_are_counted_in_words_that_agree_with_their_numbers():
    from types import SimpleNamespace

    from wumpus.tournament.report import refused_lines
    from wumpus.tournament.runner import GameResult

    one = GameResult("dodecahedron", 4, True, "wumpus_killed", 95, 5, (0.001,), 1, (("not_a_tunnel", 1),))
    lines = refused_lines(SimpleNamespace(seed=4, rules="tournament"), [one])
    assert lines[0].startswith("actions refused (the bot was asked again): 1 in 1 of 1 game: ")
    assert lines[1].startswith("  game 0 (seed 4): 1 action refused (")


def test_the_deaths_table_names_a_wumpus_woken_by_a_miss_in_plain_words(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "100")
    assert main(["tournament", "--bot", "hunter", "--games", "60", "--seed", "0", "--json"]) == 0
    lines = capsys.readouterr().out.strip().splitlines()
    data = json.loads(lines[-1])
    assert data["causes"]["groggy_wumpus"] > 0  # --json keeps the history's name
    table = "\n".join(lines[:-1])
    assert "woken wumpus" in table and "groggy" not in table
    assert "woken by a missed" in table


def test_the_longest_decision_is_never_shown_shorter_than_the_median():
    # 0.034 ms then 0.036 ms: with the longest to one place it read "median 0.04 ms, longest 0.0 ms"
    import argparse

    from wumpus.tournament.report import render_tables
    from wumpus.tournament.runner import GameResult

    results = [GameResult("dodecahedron", seed, False, "eaten", 0, 1, (0.000034, 0.000035, 0.000036))
               for seed in range(2)]
    args = argparse.Namespace(bot="random", rules="tournament", seed=0, games=2, shuffle_labels=False, json=False)
    caption = str(render_tables(args, ["dodecahedron"], results)[0].caption)
    assert caption == "6 decisions: median 0.04 ms, longest 0.04 ms"


def test_more_jobs_than_processors_play_in_as_many_as_there_are(capsys):
    # a count past any machine's processors once overflowed in the batching, blamed on the bot
    code = main(["tournament", "--bot", "random", "--games", "3", "--jobs", "9223372036854775807", "--json"])
    assert code == 0, capsys.readouterr().err
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["games"] == 3


def test_long_cave_names_wrap_in_the_tables_never_cut_to_look_alike(capsys):
    caves = ["random:rooms=30,tunnels=4,oneway=0.5", "random:rooms=30,tunnels=4,oneway=0.2"]
    assert main(["tournament", "--bot", "random", "--games", "20", *(f"--cave={c}" for c in caves)]) == 0
    out = capsys.readouterr().out
    assert "…" not in out and max(len(line) for line in out.splitlines()) <= 80
    for table in ("under tournament rules", "deaths by cause"):
        rows = out[out.index(table):].split("overall")[0]
        cells = "".join(line.split("│")[1].strip() for line in rows.splitlines() if line.startswith("│"))
        assert all(cave in cells for cave in caves)


def _children(pid: int) -> list[int]:
    from pathlib import Path

    found = []
    for stat in Path("/proc").glob("[0-9]*/stat"):
        try:
            fields = stat.read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue
        if int(fields[1]) == pid:
            found.append(int(stat.parent.name))
    return found


@pytest.mark.skipif(not __import__("os").path.isdir("/proc/self"), reason="reads processes from /proc")
@pytest.mark.parametrize("command", [["tournament", "--bot", "hunter", "--games", "5000", "--jobs", "2"],
                                     ["calibrate", "--games", "2000", "--jobs", "2"]])
def test_a_plain_kill_stops_the_run_and_the_processes_playing_its_games(command):
    import os
    import signal
    import subprocess
    import sys
    import time

    run = subprocess.Popen([sys.executable, "-m", "wumpus", *command], stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE)
    workers: list[int] = []
    try:
        for _ in range(300):  # until its processes are playing
            workers = _children(run.pid)
            if len(workers) >= 2:
                break
            time.sleep(0.05)
        assert len(workers) >= 2, workers
        time.sleep(0.5)
        run.send_signal(signal.SIGTERM)
        out, err = run.communicate(timeout=30)
        assert run.returncode == 128 + signal.SIGTERM and b"Traceback" not in err
        for _ in range(100):
            left = [pid for pid in workers if os.path.exists(f"/proc/{pid}") and
                    open(f"/proc/{pid}/stat").read().rsplit(")", 1)[1].split()[0] != "Z"]
            if not left:
                break
            time.sleep(0.05)
        assert left == []
    finally:
        if run.poll() is None:
            run.kill()
            run.wait()
        for pid in workers:  # a failed run's processes are not left behind
            try:
                os.kill(pid, signal.SIGKILL)
            except OSError:
                pass
