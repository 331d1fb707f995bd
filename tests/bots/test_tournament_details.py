"""A tournament's figures, checked against the same seeded games played with the engine directly:
game k on a cave is seed S + k (cave, labels, hazards and the bot's own chance); a win scores 100
minus its moves and a loss 0; the averages, win rates, moves per win and deaths by cause of the
tables and of ``--json``; the same figures in two processes; what the command takes by default."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

import wumpus

from wumpus.bots import get_bot, play_game
from wumpus.caves import load_cave, prepare_cave
from wumpus.cli import build_parser, main
from wumpus.engine import Game
from wumpus.tournament import DEATHS, run_tournament

CAVES = ["dodecahedron", "moebius"]
SEED, GAMES = 40, 30


class Counting:
    """A bot that counts the decisions asked of it."""

    def __init__(self, bot) -> None:
        self.bot, self.asked = bot, 0

    def new_game(self) -> None:
        self.bot.new_game()

    def act(self, observation):
        self.asked += 1
        return self.bot.act(observation)


def replay(bot: str, cave: str, seeds, shuffle: bool = False, rules: str = "tournament"):
    """Each game as the engine plays it: (cave, seed, won, cause, score, moves, refused, refusals, decisions)."""
    played = []
    for seed in seeds:
        counting = Counting(get_bot(bot, seed=seed))
        outcome = play_game(counting, Game(prepare_cave(load_cave(cave, seed), seed, shuffle), rules, seed))
        played.append((cave, seed, outcome.won, outcome.cause, outcome.score, outcome.moves, outcome.refused,
                       tuple(outcome.refusals), counting.asked))
    return played


def as_played(results):
    return [(r.cave, r.seed, r.won, r.cause, r.score, r.moves, r.refused, tuple(r.refusals), len(r.think))
            for r in results]


@pytest.fixture(scope="module")
def expected():
    return [game for cave in CAVES for game in replay("random", cave, range(SEED, SEED + GAMES))]


def test_each_game_is_the_engines_game_of_its_seed_on_its_cave(expected):
    results = run_tournament("random", CAVES, "tournament", GAMES, SEED)
    assert as_played(results) == expected
    # a win scores 100 less its moves, a loss nothing
    assert all(score == (100 - moves if won else 0) for _, _, won, _, score, moves, *_ in expected)


def test_shuffled_labels_deal_each_game_from_its_seed_too():
    seeds = range(SEED, SEED + 8)
    shuffled = replay("hunter", "random:rooms=20,tunnels=3,oneway=0.3", seeds, shuffle=True)
    results = run_tournament("hunter", ["random:rooms=20,tunnels=3,oneway=0.3"], "tournament", 8, SEED,
                             shuffle=True)
    assert as_played(results) == shuffled
    assert shuffled != replay("hunter", "random:rooms=20,tunnels=3,oneway=0.3", seeds)


def figures(games):
    """The report's figures for some replayed games, worked out here."""
    won = [g for g in games if g[2]]
    causes = {cause: 0 for cause in ("pit", "wumpus", "groggy_wumpus", "wumpus_dropped", "own_arrow",
                                     "out_of_arrows", "exhausted", "gave_up")}
    causes.update(Counter(g[3] for g in games if not g[2]))
    total = sum(g[4] for g in games)
    return {"games": len(games), "total": total, "average": round(total / len(games), 3), "wins": len(won),
            "win_rate": round(len(won) / len(games), 4),
            "average_moves_on_win": round(sum(g[5] for g in won) / len(won), 3) if won else None,
            "causes": causes, "refused": sum(g[6] for g in games), "refused_games": sum(1 for g in games if g[6]),
            "refused_reasons": {}}


def test_the_json_report_has_the_engines_figures_exactly(capsys, expected):
    assert main(["tournament", "--bot", "random", "--cave", CAVES[0], "--cave", CAVES[1], "--games", str(GAMES),
                 "--seed", str(SEED), "--json"]) == 0
    line = capsys.readouterr().out.strip().splitlines()[-1]
    data = json.loads(line)
    times = data.pop("decision_ms")
    assert times["decisions"] == sum(g[8] for g in expected)
    assert 0 <= times["median_ms"] <= times["max_ms"]
    by_cave = {cave: [g for g in expected if g[0] == cave] for cave in CAVES}
    assert data == {"bot": "random", "rules": "tournament", "seed": SEED, "shuffle_labels": False,
                    **figures(expected), "scores": [g[4] for g in expected],
                    "caves": {cave: {**figures(games), "scores": [g[4] for g in games]}
                              for cave, games in by_cave.items()}}
    # the figures these seeds give, worked out by hand from the scores above: 7 wins of 30 on the
    # moebius strip, in 23 moves, for 677 points
    assert (data["caves"]["moebius"]["average"], data["caves"]["moebius"]["win_rate"],
            data["caves"]["moebius"]["average_moves_on_win"]) == (22.567, 0.2333, 3.286)
    assert set(data["causes"]) == set(DEATHS) and "wumpus_killed" not in data["causes"]
    assert line == json.dumps(data | {"decision_ms": times}, sort_keys=True)  # its keys in order


def test_the_tables_have_the_engines_figures(capsys, monkeypatch, expected):
    monkeypatch.setenv("COLUMNS", "120")
    assert main(["tournament", "--bot", "random", "--cave", CAVES[0], "--cave", CAVES[1], "--games", str(GAMES),
                 "--seed", str(SEED)]) == 0
    out = capsys.readouterr().out

    def rows(title):
        part = out[out.index(title):]
        return [[cell.strip() for cell in line.strip("│┃ ").split("│")]
                for line in part.splitlines()[4:] if line.startswith("│")][:3]

    assert out.splitlines()[0].strip() == f"random under tournament rules, seeds {SEED}-{SEED + GAMES - 1}"
    # dodecahedron: 11 wins in 89 moves for 1011 points; moebius: 7 in 23 for 677
    assert rows("random under") == [["dodecahedron", "30", "1011", "33.70", "36.7%", "8.1"],
                                    ["moebius", "30", "677", "22.57", "23.3%", "3.3"],
                                    ["overall", "60", "1688", "28.13", "30.0%", "6.2"]]
    died = Counter((g[0], g[3]) for g in expected if not g[2])
    shown = [cause for cause in DEATHS if any(c == cause for _, c in died)]
    assert shown == ["pit", "wumpus", "groggy_wumpus", "out_of_arrows"]
    header = next(line for line in out[out.index("deaths by cause"):].splitlines() if line.startswith("┃"))
    assert [cell.strip() for cell in header.strip("┃ ").split("┃")] == ["cave", "pit", "wumpus", "woken wumpus",
                                                                         "out of arrows"]
    assert rows("deaths by cause") == [
        [cave, *(str(died[cave, cause]) for cause in shown)] for cave in CAVES] + [
        ["overall", *(str(sum(n for (_, c), n in died.items() if c == cause)) for cause in shown)]]
    assert rows("deaths by cause")[2] == ["overall", "30", "4", "7", "1"]
    decisions = sum(g[8] for g in expected)
    assert f"{decisions} decisions: median " in out


def test_a_cave_played_in_two_names_is_shown_by_the_first():
    caves = []
    for names in (["DODECAHEDRON", "dodecahedron"], ["dodecahedron", "standard"]):
        args = build_parser().parse_args(["tournament", "--bot", "random", "--games", "1", "--json",
                                          *(f"--cave={name}" for name in names)])
        from wumpus.tournament import cli

        played = []
        real = cli._play
        try:
            cli._play = lambda args, given, rules: played.append(given) or 0
            assert cli.run(args) == 0
        finally:
            cli._play = real
        caves.append(played[0])
    assert caves == [["DODECAHEDRON"], ["dodecahedron"]]


@pytest.mark.parametrize("jobs", [1, 2])
def test_progress_is_told_of_every_game_once(jobs):
    told = []
    results = run_tournament("random", CAVES, "tournament", 24, SEED, jobs=jobs, progress=told.append)
    assert sum(told) == len(results) == 48
    if jobs == 2:
        assert max(told) > 1  # the games are handed out in batches, each counted whole


def test_the_command_plays_the_hunter_100_games_from_seed_0_on_the_dodecahedron_by_default():
    args = build_parser().parse_args(["tournament"])
    assert (args.bot, args.cave, args.rules, args.games, args.seed, args.jobs, args.time_limit,
            args.shuffle_labels, args.json) == ("hunter", None, "tournament", 100, 0, 1, 10.0, False, False)


def test_the_most_games_in_a_run_counts_all_its_caves(capsys, monkeypatch):
    from wumpus.tournament import cli

    assert cli.MAX_GAMES == 1_000_000
    monkeypatch.setattr(cli, "MAX_GAMES", 4)
    assert main(["tournament", "--bot", "random", "--games", "2", "--cave", "dodecahedron", "--cave", "moebius",
                 "--json"]) == 0
    assert json.loads(capsys.readouterr().out.strip().splitlines()[-1])["games"] == 4
    assert main(["tournament", "--bot", "random", "--games", "3", "--cave", "dodecahedron", "--cave", "moebius"]) == 2
    assert capsys.readouterr().err == ("wumpus tournament: --games: at most 4 games in one run, on all caves "
                                       "together (here 2 caves x 3)\n")
    assert main(["tournament", "--bot", "random", "--games", "5"]) == 2
    assert capsys.readouterr().err == "wumpus tournament: --games: at most 4 games in one run, on all caves together\n"


@pytest.mark.parametrize(("argv", "said"), [
    (["--games", "0"], "--games must be at least 1"),
    (["--jobs", "0"], "--jobs must be at least 1"),
    (["--cave", "nowhere-at-all"], "cave 'nowhere-at-all': "),
])
def test_bad_settings_are_one_line_with_status_2(capsys, argv, said):
    assert main(["tournament", "--bot", "random", *argv]) == 2
    err = capsys.readouterr().err
    assert err.startswith(f"wumpus tournament: {said}") and len(err.splitlines()) == 1


def test_the_words_for_a_process_a_bot_ended():
    from wumpus.tournament.runner import ended_words

    assert ended_words(0) == "ended the process playing it (exit status 0), so the run stops"
    assert ended_words(7, "game 1, seed 6, cave moebius") == (
        "ended the process playing it (exit status 7), so the run stops (game 1, seed 6, cave moebius)")
    assert ended_words(-signal.SIGKILL) == "ended the process playing it (killed by signal SIGKILL), so the run stops"
    assert ended_words(-200) == "ended the process playing it (killed by signal 200), so the run stops"


def test_refused_actions_in_a_reports_words():
    from wumpus.tournament.runner import refusal_words

    assert [refusal_words(r) for r in ("not_a_room", "not_a_tunnel", "too_crooked", "no_arrow")] == [
        "not a room", "not an exit", "too crooked", "no arrows left"]
    assert refusal_words("path_length", 3) == "arrow path not of 1 to 3 rooms"
    assert refusal_words("path_length") == "arrow path not of 1 to 5 rooms"
    assert refusal_words("a_new_reason") == "a new reason"


PLAYERS = '''
import time

from wumpushost import WumpusHost


class SlowAtTheEnd:
    """Written for seed 003's host: 0.4 s over each turn, and 0.4 s more once the game is over."""

    def __init__(self, seed, map_file):
        self.host = WumpusHost(seed, map_file)

    def play(self):
        score = self.host.play(self.status_callback)
        time.sleep(0.4)
        return score

    def status_callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
        time.sleep(0.4)
        self.host.shoot([exits[0]])


class StallsAfterPlaying:
    """Written for seed 003's host: its own code after the game takes 3 s."""

    def __init__(self, seed, map_file):
        self.host = WumpusHost(seed, map_file)

    def play(self):
        score = self.host.play(self.status_callback)
        time.sleep(3)
        return score

    def status_callback(self, near_pit, near_bats, near_wumpus, room, exits, entrances):
        self.host.shoot([exits[0]])


class SwallowsOnce:
    """Catches the first OutOfTime (a bare except), and thinks on."""

    def new_game(self):
        pass

    def act(self, observation):
        try:
            time.sleep(600)
        except BaseException:
            pass
        time.sleep(600)
'''


@pytest.fixture
def players(tmp_path, monkeypatch):
    (tmp_path / "detail_players.py").write_text(PLAYERS)
    # the bots, and this checkout's wumpus rather than whichever one is installed
    checkout = Path(wumpus.__file__).parents[1]
    monkeypatch.setenv("PYTHONPATH", os.pathsep.join([str(tmp_path), str(checkout)]))
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path / "data"))
    return tmp_path


def run_wumpus(*argv, cwd):
    run = subprocess.Popen([sys.executable, "-m", "wumpus", *argv], cwd=cwd, start_new_session=True,
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        out, err = run.communicate(timeout=60)
    finally:
        if run.poll() is None:
            os.killpg(run.pid, signal.SIGKILL)
            run.communicate()
    return run.returncode, out, err


needs_timers = pytest.mark.skipif(not hasattr(signal, "setitimer"), reason="no POSIX interval timers here")


@needs_timers
def test_a_player_has_its_whole_time_again_after_each_status_callback(players):
    # each stretch of the Player's own code is timed on its own: 0.4 s in the callback then 0.4 s
    # after the game is within a limit of 0.7 s
    code, out, err = run_wumpus("tournament", "--bot", "detail_players:SlowAtTheEnd", "--games", "1",
                            "--time-limit", "0.7", "--json", cwd=players)
    assert code == 0, err
    assert json.loads(out.strip().splitlines()[-1])["games"] == 1


@needs_timers
def test_a_player_stalling_after_its_last_status_callback_is_stopped_in_time(players):
    code, out, err = run_wumpus("tournament", "--bot", "detail_players:StallsAfterPlaying", "--games", "1",
                                "--time-limit", "0.5", cwd=players)
    assert (code, out) == (2, "")
    assert err == ("wumpus tournament: bot 'detail_players:StallsAfterPlaying' took more than 0.5 s in its Player's "
                   "own code (making it, play() or a status_callback) (game 0, seed 0, cave dodecahedron)\n")


@needs_timers
def test_a_bot_that_swallows_its_time_being_up_is_told_again(players):
    code, out, err = run_wumpus("tournament", "--bot", "detail_players:SwallowsOnce", "--games", "1",
                            "--time-limit", "0.3", cwd=players)
    assert (code, out) == (2, "")
    assert err == ("wumpus tournament: bot 'detail_players:SwallowsOnce' took more than 0.3 s to answer "
                   "(game 0, seed 0, cave dodecahedron)\n")


def test_the_json_report_says_the_labels_were_shuffled_and_names_the_rules_as_the_records_do(capsys):
    assert main(["tournament", "--bot", "random", "--rules", "TOURNAMENT", "--games", "3", "--seed", "5",
                 "--shuffle-labels", "--json"]) == 0
    data = json.loads(capsys.readouterr().out.strip().splitlines()[-1])
    assert (data["rules"], data["shuffle_labels"], data["seed"]) == ("tournament", True, 5)
    assert data["scores"] == [g[4] for g in replay("random", "dodecahedron", range(5, 8), shuffle=True)]


def test_the_overall_rows_are_ruled_off_from_the_caves(capsys, monkeypatch):
    monkeypatch.setenv("COLUMNS", "120")
    assert main(["tournament", "--bot", "random", "--cave", CAVES[0], "--cave", CAVES[1], "--games", "10"]) == 0
    lines = capsys.readouterr().out.splitlines()
    overall = [n for n, line in enumerate(lines) if line.startswith("│ overall")]
    assert len(overall) == 2  # scores, and deaths by cause
    assert all(lines[n - 1].startswith("├") and lines[n - 2].startswith("│ moebius") for n in overall)


def test_refused_actions_are_worded_by_the_rules_played_and_wrapped_within_80_columns():
    from types import SimpleNamespace

    from wumpus.tournament.report import refused_lines
    from wumpus.tournament.runner import GameResult

    game = GameResult("dodecahedron", 3, False, "pit", 0, 4, (0.001,), 6,
                      (("path_length", 3), ("not_a_room", 2), ("too_crooked", 1)))
    assert refused_lines(SimpleNamespace(seed=3, rules="teaching"), [game]) == [
        "actions refused (the bot was asked again): 6 in 1 of 1 game: 3 arrow path not of",
        "  1 to 3 rooms, 2 not a room, 1 too crooked",
        "  game 0 (seed 3): 6 actions refused (3 arrow path not of 1 to 3 rooms, 2 not a",
        "    room, 1 too crooked)",
    ]
