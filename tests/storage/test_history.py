"""Reading the history back, and ``wumpus stats`` on it: a line no game could have written is skipped, never fatal."""

from __future__ import annotations

import json
from dataclasses import fields

import pytest

from wumpus.cli import main
from wumpus.storage.history import FIELD_KINDS, OPTIONAL_KINDS, Entry, read_history

#: a game as ``wumpus`` writes it: the tournament rules with the host's dice, a big cave, a 19-digit seed
GAME = {"rules": "tournament+host-dice", "cave": "waterslide-competition", "seed": 7768184133526271234, "won": True,
        "cause": "wumpus_killed", "moves": 9, "arrows_used": 1, "score": 91, "date": "2026-01-01T00:00:00Z"}
LOST = {**GAME, "seed": 7768184133526271235, "won": False, "cause": "out_of_arrows", "score": 0}


def line(**changes) -> str:
    return json.dumps({**GAME, **changes})


#: lines that are JSON (or nearly) but no game: each crashed ``wumpus stats`` or the statistics screen
NOT_GAMES = {
    "no game at all": '{"foo": 1}',
    "a field missing": json.dumps({k: v for k, v in GAME.items() if k != "date"}),
    "a score that is text": line(score="abc"),
    "a score that is null": line(score=None),
    "a score that is true": line(score=True),
    "a score that is a fraction": line(score=91.5),
    "a score over 100": line(score=500),
    "a score under 0": line(score=-1),
    "moves that are text": line(moves="9"),
    "moves below zero": line(moves=-3),
    "arrows that are a list": line(arrows_used=[1]),
    "a cave that is a number": line(cave=5),
    "a cave name that clears the screen": line(cave="\x1b[2Jevil"),
    "a cave name turned right to left": line(cave="evil\u202egpj"),
    "rules that are null": line(rules=None),
    "a cause that is null": line(cause=None, won=False),
    "a date that is a number": line(date=5),
    "won that is a number": line(won=1),
    "a seed that is text": line(seed="7768184133526271234"),
    "a seed that is true": line(seed=True),
    "a cave that cannot be printed": line(cave="\ud800"),
    "a list, not an object": json.dumps(list(GAME.values())),
    "a string": '"a game"',
    "brackets nested beyond Python's reach": "[" * 100_000,
    "a loss that scored": line(won=False, score=95),
    "a win by a pit": line(cause="pit"),
    "a loss by shooting the wumpus": line(won=False, score=0),
}


def write(data_dir, *lines: str) -> str:
    text = "\n".join(lines) + "\n"
    (data_dir / "history.jsonl").write_text(text, encoding="utf-8")
    return text


def stats(data_dir, monkeypatch, capsys, *args: str, columns: int = 120) -> str:
    """``wumpus stats`` run here, in a terminal ``columns`` wide; what it printed."""
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(data_dir))
    monkeypatch.setenv("COLUMNS", str(columns))
    assert main(["stats", *args]) == 0
    return capsys.readouterr().out


def test_a_win_rate_short_of_all_or_none_never_reads_100_or_0_percent(tmp_path, monkeypatch, capsys):
    lines = [line(seed=n) for n in range(299)] + [json.dumps(LOST)]
    write(tmp_path, *lines)
    out = stats(tmp_path, monkeypatch, capsys)
    assert "99.7%" in out and "100%" in out  # one loss in 300: 99.7% won; every loss out of arrows
    write(tmp_path, line(seed=1), *[json.dumps({**LOST, "seed": n}) for n in range(299)])
    assert "0.3%" in stats(tmp_path, monkeypatch, capsys)


def test_every_field_of_an_entry_has_a_kind_to_check():
    assert [*FIELD_KINDS, *OPTIONAL_KINDS] == [f.name for f in fields(Entry)]


@pytest.mark.parametrize("bad", NOT_GAMES.values(), ids=NOT_GAMES.keys())
def test_a_line_that_is_no_game_is_skipped_like_a_torn_one(tmp_path, bad):
    write(tmp_path, json.dumps(GAME), bad, json.dumps(LOST), '{"rules": "tourn')
    history = read_history(tmp_path / "history.jsonl")
    assert [e.seed for e in history.entries] == [GAME["seed"], LOST["seed"]]
    assert history.skipped == 2


def test_a_game_from_a_later_version_or_dealt_without_a_seed_is_read(tmp_path):
    write(tmp_path, line(seed=None), line(hints_used=2), line(score=0), line(score=100, moves=0, arrows_used=0))
    history = read_history(tmp_path / "history.jsonl")
    assert [(e.seed, e.score) for e in history.entries] == [(None, 91), (GAME["seed"], 91), (GAME["seed"], 0),
                                                             (GAME["seed"], 100)]
    assert history.skipped == 0


@pytest.mark.parametrize("bad", NOT_GAMES.values(), ids=NOT_GAMES.keys())
def test_stats_skips_a_line_that_is_no_game_and_says_so(tmp_path, monkeypatch, capsys, bad):
    text = write(tmp_path, json.dumps(GAME), bad, json.dumps(LOST))
    out = stats(tmp_path, monkeypatch, capsys)
    assert "your record" in out and "1 unreadable line(s)" in out
    data = json.loads(stats(tmp_path, monkeypatch, capsys, "--json"))
    assert data["overall"]["games"] == 2 and data["skipped_lines"] == 1
    assert (tmp_path / "history.jsonl").read_text(encoding="utf-8") == text  # the player's file, untouched


def test_stats_with_no_readable_game_still_says_lines_were_skipped(tmp_path, monkeypatch, capsys):
    write(tmp_path, '{"foo": 1}', line(score="abc"), '{"rules": "tourn')
    out = stats(tmp_path, monkeypatch, capsys)
    assert "No finished games yet" in out
    assert "3 unreadable line(s)" in out


def test_stats_with_no_history_says_nothing_was_skipped(tmp_path, monkeypatch, capsys):
    out = stats(tmp_path, monkeypatch, capsys)
    assert "No finished games yet" in out and "unreadable" not in out


def realistic(data_dir, cave: str = "waterslide-competition") -> None:
    """Ten straight wins on a tournament cave, a loss on the classic one, a win on ``cave``."""
    wins = [line(seed=GAME["seed"] + i, score=91 + i % 3) for i in range(10)]
    write(data_dir, *wins, line(rules="classic", cave="dodecahedron", won=False, cause="out_of_arrows", score=0),
          line(rules="classic", cave=cave, score=100, seed=123))


def test_stats_at_80_columns_shows_every_number_and_seed_whole(tmp_path, monkeypatch, capsys):
    realistic(tmp_path)
    out = stats(tmp_path, monkeypatch, capsys, columns=80)
    assert max(len(row) for row in out.splitlines()) <= 80
    assert "…" not in out
    for header in ("games", "won", "win %", "avg", "recent", "score", "moves", "seed", "date"):
        assert f" {header} " in out
    assert "│    10 │  10 │  100% │  91.9 │" in out  # the tournament cave: ten games, all won
    assert "│ 7768184133526271236 │ 2026-01-01 │" in out  # the best game, with the seed to deal it again


def test_stats_at_80_columns_folds_a_long_cave_name_not_the_numbers(tmp_path, monkeypatch, capsys):
    realistic(tmp_path, cave="the-great-underground-waterslide-competition-cave")
    out = stats(tmp_path, monkeypatch, capsys, columns=80)
    assert max(len(row) for row in out.splitlines()) <= 80
    assert "…" not in out
    assert "│     1 │   1 │  100% │ 100.0 │ █          │" in out  # that cave's row, numbers whole
    assert "│   100 │     9 │" in out and "│                 123 │ 2026-01-01 │" in out
    assert "".join(row.split("│")[2].strip() for row in out.splitlines() if row.count("│") == 8).count(
        "the-great-underground-waterslide-competition-cave") == 1  # folded over lines, every letter kept


def test_stats_at_120_columns_keeps_names_on_one_line(tmp_path, monkeypatch, capsys):
    realistic(tmp_path)
    out = stats(tmp_path, monkeypatch, capsys, columns=120)
    assert "│ tournament+host-dice │ waterslide-competition │    10 │  10 │  100% │  91.9 │ ▇▇▇▇▇▇▇▇▇▇ │" in out
    assert "│    93 │     9 │ tournament+host-dice │ waterslide-competition │ 7768184133526271236 │ 2026-01-01 │" in out


def test_stats_prints_a_cause_or_date_in_square_brackets_as_written(tmp_path, monkeypatch, capsys):
    write(tmp_path, line(date="[/] [red]"), line(won=False, cause="[/]bats", score=0))
    out = stats(tmp_path, monkeypatch, capsys)
    assert "│ [/]bats │" in out and "│ [/] [red] │" in out


def test_a_named_pipe_for_the_history_is_refused_not_waited_on(tmp_path):
    import os
    import signal

    from wumpus.engine import Game
    from wumpus.storage import StorageError
    from wumpus.storage.history import record_game

    pipe = tmp_path / "history.jsonl"
    os.mkfifo(pipe)
    game = Game(rules="tournament", seed=1)  # over by the 100th move at the latest
    while not game.over:
        game.move(game.tunnels[0])
    signal.alarm(20)  # a hang fails the test rather than the run
    try:
        with pytest.raises(StorageError, match="not an ordinary file: a device, a pipe or a socket"):
            read_history(pipe)
        with pytest.raises(StorageError, match="could not add the game to your history: .*not an ordinary file"):
            record_game(game, pipe)
    finally:
        signal.alarm(0)
