"""A tournament's tables: the title's seeds, the
overall row, each cave's numbers as rounded, a cave file by its file name, the deaths table only when
there were deaths, and the refused actions of the worst games, named by game."""

from __future__ import annotations

import argparse
import re
from types import SimpleNamespace

from rich.console import Console

from wumpus.tournament.report import refused_lines, render_tables
from wumpus.tournament.runner import GameResult


def args(**changes) -> argparse.Namespace:
    given = dict(bot="random", rules="tournament", seed=10, games=4, shuffle_labels=False, json=False)
    return argparse.Namespace(**{**given, **changes})


def printed(tables) -> str:
    console = Console(width=100, record=True, file=open("/dev/null", "w"), color_system=None)
    for table in tables:
        console.print(table)
    return console.export_text()


def won(cave: str, seed: int, score: int, moves: int) -> GameResult:
    return GameResult(cave, seed, True, "wumpus_killed", score, moves, (0.001,))


def lost(cave: str, seed: int, cause: str = "pit") -> GameResult:
    return GameResult(cave, seed, False, cause, 0, 3, (0.001,))


def test_the_title_names_the_seeds_played_and_whether_labels_were_shuffled():
    results = [won("dodecahedron", s, 90, 9) for s in range(10, 14)]
    out = printed(render_tables(args(), ["dodecahedron"], results))
    assert re.search(r"random under tournament rules, seeds 10-13 *\n", out)
    shuffled = printed(render_tables(args(shuffle_labels=True), ["dodecahedron"], results))
    assert "random under tournament rules, seeds 10-13, labels shuffled" in shuffled


def test_one_cave_has_no_overall_row_and_no_deaths_table_without_deaths():
    out = printed(render_tables(args(), ["dodecahedron"], [won("dodecahedron", s, 90, 9) for s in range(10, 14)]))
    assert "overall" not in out and "deaths by cause" not in out


def test_each_caves_row_rounds_as_a_person_would():
    # 2 of 3 won: 66.7%; 185 points in 3 games: 61.67; 9 + 10 moves in 2 wins: 9.5
    results = [won("dodecahedron", 10, 90, 9), won("dodecahedron", 11, 95, 10), lost("dodecahedron", 12)]
    out = printed(render_tables(args(games=3), ["dodecahedron"], results))
    row = next(line for line in out.splitlines() if line.strip("│┃ ").startswith("dodecahedron"))
    assert [cell.strip() for cell in row.strip("│┃ ").split("│")] == ["dodecahedron", "3", "185", "61.67", "66.7%",
                                                                      "9.5"]


def test_a_cave_file_is_shown_by_its_file_name_unless_two_share_it(tmp_path):
    one, other = str(tmp_path / "a" / "ring.txt"), str(tmp_path / "b" / "ring.txt")
    out = printed(render_tables(args(games=1), [one, "moebius"], [won(one, 10, 90, 9), won("moebius", 10, 90, 9)]))
    assert "│ ring.txt " in out and str(tmp_path) not in out
    both = printed(render_tables(args(games=1), [one, other], [won(one, 10, 90, 9), won(other, 10, 90, 9)]))
    assert "│ ring.txt " not in both


def test_the_refused_actions_name_the_worst_games_first_and_count_the_rest():
    games = [GameResult("dodecahedron", 10 + n, False, "gave_up" if n == 6 else "pit", 0, 3, (0.001,), n + 1,
                        (("not_a_tunnel", n + 1),)) for n in range(7)]
    lines = refused_lines(SimpleNamespace(seed=10, rules="tournament"), games)
    assert lines[0].startswith("actions refused (the bot was asked again): 28 in 7 of 7 games: 28 not an exit")
    assert [line.split(":")[0] for line in lines[1:6]] == [f"  game {n} (seed {10 + n})" for n in (6, 5, 4, 3, 2)]
    assert lines[1].endswith("(7 not an exit), then gave up") and not lines[2].endswith("then gave up")
    assert lines[6] == "  and 2 more games with actions refused"


def test_the_refused_actions_of_games_on_several_caves_name_the_cave():
    games = [GameResult(cave, 10, False, "pit", 0, 3, (0.001,), 1, (("not_a_tunnel", 1),))
             for cave in ("dodecahedron", "moebius")]
    lines = refused_lines(SimpleNamespace(seed=10, rules="tournament"), games)
    assert lines[1] == "  game 0 on dodecahedron (seed 10): 1 action refused (1 not an exit)"
    assert len(lines) == 3  # every game named: no "and more"


def test_refusals_of_several_kinds_are_listed_the_commonest_first():
    games = [GameResult("dodecahedron", 10, False, "pit", 0, 3, (0.001,), 1, (("not_a_tunnel", 1),)),
             GameResult("dodecahedron", 11, False, "pit", 0, 3, (0.001,), 3, (("not_a_room", 3),))]
    lines = refused_lines(SimpleNamespace(seed=10, rules="tournament"), games)
    assert " ".join(" ".join(lines).split()).startswith(
        "actions refused (the bot was asked again): 4 in 2 of 2 games: 3 not a room, 1 not an exit game 1")


def test_the_refused_actions_count_the_games_with_refusals_among_all_played():
    clean = [won("dodecahedron", 10 + n, 90, 9) for n in range(3)]
    refused = GameResult("dodecahedron", 13, False, "pit", 0, 3, (0.001,), 2, (("not_a_tunnel", 2),))
    lines = refused_lines(SimpleNamespace(seed=10, rules="tournament"), [*clean, refused])
    assert lines[0].startswith("actions refused (the bot was asked again): 2 in 1 of 4 games: ")
    assert lines[1] == "  game 3 (seed 13): 2 actions refused (2 not an exit)"


def test_the_json_report_names_the_first_seed_played():
    from wumpus.tournament.report import report_dict

    results = [won("dodecahedron", s, 90 + s - 10, 9) for s in range(10, 14)]
    data = report_dict(args(), ["dodecahedron"], "tournament", results)
    assert (data["seed"], data["games"], data["scores"]) == (10, 4, [90, 91, 92, 93])


def test_a_long_cave_name_breaks_after_a_comma_where_the_table_would_be_wider_than_the_terminal():
    caves = ["random:rooms=60,oneway=0.5", "random:rooms=20,tunnels=4,oneway=0.25"]
    results = [won(caves[0], 10, 90, 9), lost(caves[1], 10)]
    console = Console(width=80, record=True, file=open("/dev/null", "w"), color_system=None)
    for table in render_tables(args(games=1), caves, results, console.width):
        console.print(table)
    out = console.export_text()
    assert max(len(line) for line in out.splitlines()) <= 80
    first = [line.split("│")[1].strip() for line in out.splitlines() if line.startswith("│")]
    # the scores table's first column: each name broken after a comma, never inside a word
    assert first[:4] == ["random:rooms=60,", "oneway=0.5", "random:rooms=20,", "tunnels=4,oneway=0.25"]
    # the deaths table is narrower: its names fit whole
    assert caves[0] in first and caves[1] in first
    # a wide terminal keeps every name on one line
    assert "random:rooms=60,oneway=0.5" in printed(render_tables(args(games=1), caves, results, 100))
