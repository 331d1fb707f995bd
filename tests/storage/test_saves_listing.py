"""Saved games: which saves are listed, what a saved
game is said to be, a game dealt again, the newest game a closed window left, and what a finished game
that could not be kept says."""

from __future__ import annotations

import os

import pytest

from wumpus.caves import load_cave
from wumpus.engine import Game
from wumpus.storage import StorageError, saves
from wumpus.storage.saves import (AUTOSAVE, LAST, adopt_orphaned_autosave, describe, discard_save,
                                  keep_finished_game, load_save, playable_save, record_for, replayable,
                                  reserved_for, save_game, save_names, save_path, set_aside_by_game)


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    return tmp_path


def a_game(seed=4, moves=3, rules="classic"):
    game = Game(rules=rules, seed=seed)
    for _ in range(moves):
        if game.over:
            break
        game.move(game.tunnels[0])
    return game


def finished(seed=4):
    game = Game(rules="tournament", seed=seed)
    while not game.over:
        game.shoot((game.tunnels[0],))
    return game


def test_saves_set_aside_twice_in_the_same_second_are_not_listed_nor_are_hidden_files():
    for name in ("mine", "autosave.bad-20260102-101500", "autosave.bad-20260102-101500-1", ".hidden"):
        save_game(a_game().record(), save_path("x").parent / f"{name}.json") if name.startswith(".") \
            else save_game(a_game().record(), name)
    assert save_names() == ["mine"]


def test_the_games_own_save_names_are_its_own_in_any_case():
    # Save as refuses them: on a folder that ignores case 'AutoSave' would write over 'autosave'
    assert reserved_for("AutoSave") is not None and reserved_for("DECLINED-2") is not None


def test_a_game_a_second_window_kept_goes_from_there_once_it_is_loaded_and_kept_elsewhere():
    save_game(a_game().record(), "autosave-2")
    save_game(a_game().record(), "declined-2")
    save_game(a_game().record(), "mine")
    assert [set_aside_by_game(n) for n in ("autosave-2", "declined-2", "mine")] == ["autosave-2", "declined-2", None]


def test_a_saved_game_is_described_by_its_turns_and_how_it_stands():
    game = Game(rules="teaching", seed=1)  # two moves that leave the hunter alive
    game.move(game.tunnels[0])
    game.cheat()  # a look at where everything is is no turn
    game.move(game.tunnels[0])
    assert describe(game.record()).endswith(f", 2 turns played, in room {game.hunter}")
    lost = finished()
    assert not lost.won and describe(lost.record()).endswith(", lost")


def test_a_game_dealt_again_is_saved_and_read_back_by_this_wumpus():
    again = a_game().same_setup()
    again.move(again.tunnels[0])
    assert again.again == 1
    save_game(again.record(), AUTOSAVE)
    result = load_save(AUTOSAVE)
    assert result.problem is None and not result.newer
    assert result.record.again == 1 and result.record.actions == tuple(again.actions)


def test_the_newest_game_left_by_a_closed_window_becomes_the_autosave():
    older, newer = a_game(seed=4), a_game(seed=5)
    save_game(older.record(), "autosave-2")
    save_game(newer.record(), "autosave-3")
    os.utime(save_path("autosave-2"), (2_000_000_000, 2_000_000_000))
    os.utime(save_path("autosave-3"), (1_000_000_000, 1_000_000_000))  # autosave-2 was kept last
    assert adopt_orphaned_autosave() == "autosave-2"
    assert load_save(AUTOSAVE).record.seed == 4 and save_path("autosave-3").exists()


def test_a_game_kept_as_autosave_meanwhile_is_not_written_over_by_a_closed_windows_game(monkeypatch):
    save_game(a_game(seed=4).record(), "autosave-2")
    found = saves.orphaned_autosave

    def another_wumpus_saves_meanwhile():
        claimed = found()
        save_game(a_game(seed=9).record(), AUTOSAVE)
        return claimed

    monkeypatch.setattr(saves, "orphaned_autosave", another_wumpus_saves_meanwhile)
    assert adopt_orphaned_autosave() is None
    assert load_save(AUTOSAVE).record.seed == 9 and save_path("autosave-2").exists()


def test_there_is_no_save_lists_the_games_to_go_on_with_not_the_finished_last():
    save_game(a_game().record(), "mine")
    save_game(finished().record(), LAST)
    with pytest.raises(StorageError) as told:
        playable_save("nosuch")
    assert "(the saves there are: mine)" in str(told.value)


def test_discarding_a_save_that_is_already_gone_is_no_trouble():
    discard_save("never-saved")
    assert not save_path("never-saved").exists()


def test_a_finished_game_that_cannot_be_kept_says_both_what_failed(tmp_path, monkeypatch):
    a_file = tmp_path / "afile"
    a_file.write_text("x\n")
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(a_file))
    kept = keep_finished_game(finished())
    assert not kept.in_history and kept.last is None and len(kept.problems) == 2
    assert kept.what_failed() == "added to your history or kept as 'last'"


def test_a_saved_random_cave_is_restored_with_its_settings():
    game = Game(load_cave("random:rooms=30,tunnels=3", 5), "classic", 5)
    game.move(game.tunnels[0])
    save_game(record_for(game), "mine")
    restored = replayable(load_save("mine").record)
    assert restored.cave.meta.get("spec") == game.cave.meta["spec"] == "random:rooms=30,tunnels=3"


def test_a_second_wumpus_never_takes_a_save_name_another_has_just_kept_a_game_under():
    from wumpus.storage.saves import claim_own_autosave

    class Held:
        held = True

        def release(self) -> None:
            pass

    def claim(name):
        if name == "autosave-2":  # another window keeps its game there just as this one claims it
            save_game(a_game(seed=9).record(), name)
        return Held()

    name, held = claim_own_autosave(claim)
    assert name == "autosave-3" and held is not None
    assert load_save("autosave-2").record.seed == 9
