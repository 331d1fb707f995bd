"""What the history keeps of a game and what it reads back:
arrows and the date of a game, a game given up or not yet over, and lines of the history
that are blank, damaged or claim what no game gives."""

from __future__ import annotations

import json
import time

import pytest

from wumpus.engine import Game
from wumpus.storage.history import Entry, read_history, record_game

GAME = {"rules": "tournament", "cave": "dodecahedron", "seed": 5, "won": True, "cause": "wumpus_killed",
        "moves": 9, "arrows_used": 1, "score": 91, "date": "2026-01-01T00:00:00Z"}


def line(**changes) -> str:
    return json.dumps({**GAME, **changes})


def lost_out_of_arrows() -> Game:
    """The tournament rules, seed 1: four moves, then every arrow into the first tunnel."""
    game = Game(rules="tournament", seed=1)
    for room in (2, 3, 4, 5):
        game.move(room)
    while not game.over:
        game.shoot((game.tunnels[0],))
    return game


def test_the_history_counts_the_arrows_shot_not_the_moves(tmp_path):
    game = lost_out_of_arrows()
    record_game(game, tmp_path / "history.jsonl")
    entry, = read_history(tmp_path / "history.jsonl").entries
    assert (entry.moves, entry.arrows_used, entry.cause) == (4, 5, "out_of_arrows")


@pytest.fixture
def far_from_greenwich(monkeypatch):
    monkeypatch.setenv("TZ", "America/New_York")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def test_a_game_is_dated_in_utc_as_iso_8601(far_from_greenwich):
    assert Entry.of(lost_out_of_arrows(), when=0).date == "1970-01-01T00:00:00Z"


def test_a_game_still_going_is_not_added_unless_given_up(tmp_path):
    game = Game(rules="tournament", seed=1)
    game.move(2)
    with pytest.raises(ValueError):
        record_game(game, tmp_path / "history.jsonl")
    assert read_history(tmp_path / "history.jsonl").entries == ()


def test_a_finished_game_cannot_be_counted_again_as_given_up(tmp_path):
    with pytest.raises(ValueError):
        record_game(lost_out_of_arrows(), tmp_path / "history.jsonl", given_up=True)
    assert read_history(tmp_path / "history.jsonl").entries == ()


def test_blank_lines_in_the_history_are_not_counted_as_unreadable(tmp_path):
    (tmp_path / "history.jsonl").write_text(line() + "\n\n   \n" + line(seed=6) + "\n\n", encoding="utf-8")
    history = read_history(tmp_path / "history.jsonl")
    assert [e.seed for e in history.entries] == [5, 6] and history.skipped == 0


@pytest.mark.parametrize("bad", [line(arrows_used=-1), line(won=False, cause="pit", score=40)],
                         ids=["arrows below zero", "a loss by a pit that scored"])
def test_a_line_claiming_what_no_game_gives_is_skipped(tmp_path, bad):
    (tmp_path / "history.jsonl").write_text(line() + "\n" + bad + "\n", encoding="utf-8")
    history = read_history(tmp_path / "history.jsonl")
    assert [e.seed for e in history.entries] == [5] and history.skipped == 1


def test_a_line_with_bytes_that_are_not_utf8_does_not_stop_the_rest_being_read(tmp_path):
    written_elsewhere = line(cave="H-hle").encode().replace(b"H-hle", b"H\xf6hle")  # latin-1, not UTF-8
    (tmp_path / "history.jsonl").write_bytes(line().encode() + b"\n" + written_elsewhere + b"\n"
                                             + line(seed=6).encode() + b"\n")
    history = read_history(tmp_path / "history.jsonl")  # (the history is never refused for one bad byte)
    assert history.entries[0].seed == 5 and history.entries[-1].seed == 6


def test_a_long_history_of_many_thousand_games_is_read_whole(tmp_path):
    lines = [line(seed=n) for n in range(5000)]  # some 900 KB: years of play
    (tmp_path / "history.jsonl").write_text("\n".join(lines) + "\n", encoding="utf-8")
    history = read_history(tmp_path / "history.jsonl")
    assert len(history.entries) == 5000 and history.skipped == 0
