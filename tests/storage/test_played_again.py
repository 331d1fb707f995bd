"""A game counts once in the statistics: a finish of a game gone on with from a save, when the history
holds a finish of that game already, is the same game played again and left out."""

from __future__ import annotations

import json

import pytest

from wumpus.cli import main
from wumpus.engine import Game, Move, Shoot
from wumpus.storage.history import Entry, finished_before, game_identity, identity, read_history, record_game
from wumpus.storage.saves import check_record, keep_finished_game, record_for
from wumpus.storage.stats import counted, report


def one_shot_from_a_win(rules: str = "spec") -> Game:
    """A game whose wumpus is in a room next to the hunter's at the start (a shot there wins)."""
    for seed in range(500):
        game = Game(None, rules, seed)
        if game.wumpus in game.tunnels:
            return game
    raise AssertionError("no such seed")


def won(game: Game) -> Game:
    game.apply(Shoot((game.wumpus,)))
    assert game.won
    return game


def loaded(record) -> Game:
    """The game a save holds, as loading it goes on with it."""
    return check_record(record)


@pytest.fixture
def history(tmp_path):
    return tmp_path / "history.jsonl"


def test_a_line_keeps_the_games_identity_and_whether_it_came_from_a_save(history):
    game = one_shot_from_a_win()
    saved = record_for(game)
    record_game(won(game), history)
    record_game(won(loaded(saved)), history, loaded=True)
    first, second = read_history(history).entries
    assert first.game_id == second.game_id == game_identity(game) and len(first.game_id) == 16
    assert (first.loaded, second.loaded) == (False, True)
    line = json.loads(history.read_text(encoding="utf-8").splitlines()[0])
    assert {"game_id", "loaded"} <= set(line)


def test_a_games_identity_is_its_play_kept_in_every_save_of_it_not_its_seed():
    game = one_shot_from_a_win()
    play = game_identity(game)
    early = record_for(game)
    game.apply(Move(game.tunnels[0]))
    late = record_for(game)
    assert game_identity(game) == play and early.meta["play"] == late.meta["play"] == play
    assert game_identity(loaded(early)) == game_identity(loaded(late)) == play  # every save of it
    # dealt afresh, by the same seed too, or again with fresh luck: another game
    assert game_identity(Game(None, game.rules.name, game.seed)) != play
    assert game_identity(game.same_setup()) != play
    assert game_identity(Game(None, game.rules.name, game.seed)) != game_identity(Game(None, game.rules.name, game.seed))


def test_a_save_written_before_games_had_a_play_is_known_by_what_dealt_it():
    from dataclasses import replace

    game = one_shot_from_a_win()
    old = replace(record_for(game), meta={})  # a save of an earlier version
    assert game_identity(loaded(old)) == game_identity(loaded(old)) == identity(old)
    assert identity(old) != game_identity(Game(None, game.rules.name, game.seed + 1))


def test_a_seed_dealt_afresh_and_gone_on_with_from_a_save_counts_as_a_game_of_its_own(history):
    record_game(won(one_shot_from_a_win()), history)  # wumpus --seed N, won
    again = one_shot_from_a_win()  # wumpus --seed N once more: saved (or quit) before its first turn
    assert not finished_before(loaded(record_for(again)), history)
    record_game(won(loaded(record_for(again))), history, loaded=True)
    result = report(read_history(history).entries)
    assert (result.overall.games, result.played_again) == (2, 0)


def test_a_save_loaded_and_won_twice_counts_once(history):
    dealt = one_shot_from_a_win()
    saved = record_for(dealt)  # ctrl+s before the first turn; then quit
    record_game(won(loaded(saved)), history, loaded=True)  # loaded and won: its first finish counts
    record_game(won(loaded(saved)), history, loaded=True)  # loaded again and won again: left out
    entries = read_history(history).entries
    assert len(entries) == 2
    result = report(entries)
    assert (result.overall.games, result.overall.wins, result.played_again) == (1, 1, 1)
    assert len(result.overall.best) == 1 and len(result.overall.recent) == 1
    assert [s.games for s in result.groups.values()] == [1]


def test_a_save_lost_then_won_from_the_save_keeps_the_loss_alone(history):
    dealt = one_shot_from_a_win()
    saved = record_for(dealt)
    while not dealt.over:  # played on after the save, and lost
        dealt.apply(Shoot((next(r for r in dealt.tunnels if r != dealt.wumpus),)))
    record_game(dealt, history)
    record_game(won(loaded(saved)), history, loaded=True)
    result = report(read_history(history).entries)
    assert (result.overall.games, result.overall.wins, result.played_again) == (1, 0, 1)
    assert sum(result.overall.causes.values()) == 1 and result.overall.best == ()


def test_the_first_finish_of_a_resumed_game_counts():
    dealt = one_shot_from_a_win()
    resumed = loaded(record_for(dealt))  # quit before a finish, resumed from the autosave
    won(resumed)
    assert keep_finished_game(resumed, loaded=True).in_history  # as the app and the line mode keep it
    entries = read_history().entries
    assert [e.loaded for e in entries] == [True]
    result = report(entries)
    assert (result.overall.games, result.overall.wins, result.played_again) == (1, 1, 0)
    keep_finished_game(won(loaded(record_for(dealt))), loaded=True)
    assert report(read_history().entries).played_again == 1  # resumed from a copy once more: left out


def test_a_game_dealt_fresh_again_with_its_seed_counts_each_time(history):
    for _ in range(3):
        record_game(won(one_shot_from_a_win()), history)  # wumpus --seed N, three times
    result = report(read_history(history).entries)
    assert (result.overall.games, result.overall.wins, result.played_again) == (3, 3, 0)


def test_old_lines_without_an_identity_count_as_they_always_did(history):
    game = won(one_shot_from_a_win())
    old = {k: v for k, v in json.loads(json.dumps(Entry.of(game).__dict__)).items() if k not in ("game_id", "loaded")}
    history.write_text("".join(json.dumps(old) + "\n" for _ in range(3)), encoding="utf-8")
    entries = read_history(history).entries
    assert [(e.game_id, e.loaded) for e in entries] == [(None, False)] * 3
    result = report(entries)
    assert (result.overall.games, result.played_again) == (3, 0)


def test_a_line_marked_loaded_with_no_identity_counts(history):
    game = won(one_shot_from_a_win())
    line = {**Entry.of(game).__dict__, "game_id": None, "loaded": True}
    history.write_text((json.dumps(line) + "\n") * 2, encoding="utf-8")
    assert report(read_history(history).entries).overall.games == 2


@pytest.mark.parametrize("bad", [{"loaded": "yes"}, {"loaded": 1}, {"game_id": 5}, {"game_id": "\x1b[2J"},
                                 {"game_id": "not hex"}], ids=["loaded text", "loaded number", "identity number",
                                                               "identity escape", "identity not hex"])
def test_a_line_whose_new_fields_no_game_writes_is_skipped(history, bad):
    game = won(one_shot_from_a_win())
    good = Entry.of(game).__dict__
    history.write_text(json.dumps(good) + "\n" + json.dumps({**good, **bad}) + "\n", encoding="utf-8")
    read = read_history(history)
    assert (len(read.entries), read.skipped) == (1, 1)


def test_counted_leaves_out_only_a_loaded_finish_of_a_game_finished_before():
    game = won(one_shot_from_a_win())
    fresh, from_save = Entry.of(game), Entry.of(game, loaded=True)
    other = Entry.of(won(one_shot_from_a_win("classic")), loaded=True)
    assert counted([from_save, fresh, from_save, other, fresh]) == ([from_save, fresh, other, fresh], 1, 0)


def test_finished_before_looks_the_game_up_in_the_history(history):
    dealt = one_shot_from_a_win()
    saved = record_for(dealt)
    assert not finished_before(loaded(saved), history)
    record_game(won(dealt), history)
    assert finished_before(loaded(saved), history)
    assert not finished_before(won(one_shot_from_a_win("classic")), history)


def test_stats_json_and_tables_say_how_many_finishes_were_left_out(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "120")
    saved = record_for(one_shot_from_a_win())
    for _ in range(3):
        record_game(won(loaded(saved)), tmp_path / "history.jsonl", loaded=True)
    assert main(["stats", "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["played_again_from_save"] == 2
    assert (data["overall"]["games"], data["overall"]["wins"]) == (1, 1)
    assert main(["stats"]) == 0
    out = capsys.readouterr().out
    assert "2 finishes of games played again from a save are left out" in " ".join(out.split())


def test_stats_say_nothing_of_games_played_again_when_there_are_none(tmp_path, monkeypatch, capsys):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    record_game(won(one_shot_from_a_win()), tmp_path / "history.jsonl")
    assert main(["stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["played_again_from_save"] == 0
    assert main(["stats"]) == 0
    assert "played again" not in capsys.readouterr().out
