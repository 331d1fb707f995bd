"""Saves at their corners: a save deleted or set aside again and again in the same second is never written
over, a lock that cannot be made never stops a player deleting or going on with a save, a damaged save
says what it was kept as, and the words a save that cannot be played on is refused in."""

from __future__ import annotations

import dataclasses
import json
import os
import re
import time

import pytest

from wumpus.cli import main
from wumpus.engine import Cave, Game, GameRecord, Move, Positions, RecordError, Shoot
from wumpus.storage import StorageError, saves
from wumpus.storage.history import read_history
from wumpus.storage.saves import (AUTOSAVE, Kept, check_record, claim_own_autosave, claim_save, claim_to_play,
                                  delete_save, deleted_dir, describe, discard_save, keep_as_declined,
                                  keep_finished_game, load_save, newer_version, orphaned_autosave, playable_save,
                                  record_for, replayable, same_game, save_game, save_path, saves_dir, summarize)

MOMENT = time.struct_time((2026, 3, 4, 5, 6, 7, 2, 63, 0))


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    monkeypatch.setenv("COLUMNS", "120")
    return tmp_path


@pytest.fixture
def one_moment(monkeypatch):
    """Every clock reading in the saves module is the same second."""
    real = time.strftime
    monkeypatch.setattr(saves.time, "strftime", lambda fmt, *rest: real(fmt, MOMENT))


def going(seed: int = 5) -> Game:
    game = Game(None, "classic", seed)
    game.apply(Move(game.tunnels[0]))
    return game


def finished(seed: int = 4) -> Game:
    game = Game(None, "tournament", seed)
    while not game.over:
        game.move(game.tunnels[game.moves % len(game.tunnels)])
    return game


def saved(name: str, seed: int = 5) -> Game:
    game = going(seed)
    save_game(record_for(game), name)
    return game


# -- never written over ---------------------------------------------------------------------------------------
def test_a_save_deleted_four_times_in_one_second_keeps_all_four(one_moment):
    for seed in (1, 2, 3, 4):
        saved("mine", seed)
        delete_save("mine")
    kept = {p.name: json.loads(p.read_text())["seed"] for p in deleted_dir().iterdir()}
    assert kept == {"mine.json": 1, "mine.20260304-050607.json": 2, "mine.20260304-050607-2.json": 3,
                    "mine.20260304-050607-3.json": 4}


def test_a_damaged_autosave_set_aside_three_times_in_one_second_keeps_all_three(one_moment):
    saves_dir().mkdir(parents=True)
    for n in range(3):
        save_path(AUTOSAVE).write_text(f"{{damaged {n}")
        result = load_save()
        assert result.problem.endswith(f"; it was kept as {result.kept_aside}")
    kept = {p.name: p.read_text() for p in saves_dir().iterdir()}
    assert kept == {"autosave.bad-20260304-050607.json": "{damaged 0",
                    "autosave.bad-20260304-050607-1.json": "{damaged 1",
                    "autosave.bad-20260304-050607-2.json": "{damaged 2"}


def test_a_save_that_is_not_text_says_so_in_those_words():
    saves_dir().mkdir(parents=True)
    save_path(AUTOSAVE).write_bytes(b"\xff\xfe\x00")
    result = load_save()
    assert result.problem == f"the save autosave.json could not be used: it is not text; it was kept as {result.kept_aside}"


def test_a_save_whose_moves_do_not_play_is_set_aside_and_says_where():
    data = json.loads(going().record().to_json())
    data["actions"].append(["move", 999])
    saves_dir().mkdir(parents=True)
    save_path(AUTOSAVE).write_text(json.dumps(data))
    with pytest.raises(StorageError) as refused:
        playable_save(AUTOSAVE)
    (aside,) = saves_dir().glob("autosave.bad-*.json")
    assert str(refused.value) == ("the save autosave.json could not be used: its moves cannot be played again: the "
                                  f"rules refuse turn 2, a move to room 999 (not a room); it was kept as {aside}")
    assert json.loads(aside.read_text()) == data


# -- a lock that cannot be made -------------------------------------------------------------------------------
def lock_blocked(name: str) -> None:
    """No lock can be made beside save ``name``: a folder stands where its lock file goes."""
    (saves_dir() / f".{name}.lock").mkdir(parents=True)


def test_a_save_whose_lock_cannot_be_made_is_said_so():
    lock_blocked("mine")
    with pytest.raises(StorageError) as caught:
        claim_save("mine")
    assert str(caught.value) == f"could not lock {saves_dir() / '.mine.lock'}: Is a directory"


def test_a_save_whose_lock_cannot_be_made_is_still_deleted():
    saved("mine")
    lock_blocked("mine")
    moved = delete_save("mine")
    assert moved == deleted_dir() / "mine.json" and not save_path("mine").exists()


def test_a_save_whose_lock_cannot_be_made_is_still_gone_on_with():
    game = saved("mine")
    lock_blocked("mine")
    claimed = claim_to_play("mine")
    assert claimed.name == "mine" and claimed.held is None and claimed.game.hunter == game.hunter


def test_a_save_in_the_saves_folder_is_claimed_by_its_name_and_a_file_elsewhere_by_none(data_dir):
    saved("mine")
    claimed = claim_to_play("mine")
    assert claimed.name == "mine" and claimed.held is not None and claim_save("mine") is None
    claimed.held.release()
    elsewhere = data_dir / "elsewhere.json"
    elsewhere.write_text(record_for(going(6)).to_json())
    claimed = claim_to_play(str(elsewhere))
    assert claimed.name is None and claimed.held is None
    assert not (saves_dir() / ".elsewhere.lock").exists()


def test_a_path_too_long_to_be_a_file_is_said_so():
    with pytest.raises(StorageError, match=r"^could not read /tmp/a+\.json: File name too long$"):
        claim_to_play("/tmp/" + "a" * 300 + ".json")


def test_nothing_named_by_a_path_is_deleted(data_dir):
    outside = data_dir / "mine.json"
    outside.write_text(record_for(going()).to_json())
    with pytest.raises(StorageError) as refused:
        delete_save(str(outside))
    assert str(refused.value) == (f"'{outside}' is not a save name: only a save in the saves folder ({saves_dir()}) "
                                  "is deleted, by its name")
    assert outside.exists()


def test_a_save_that_cannot_be_written_or_removed_says_why():
    save_path("mine").mkdir(parents=True)  # a folder where the save's file goes
    with pytest.raises(StorageError) as refused:
        save_game(going().record(), "mine")
    assert str(refused.value) == f"could not save the game to {save_path('mine')}: Is a directory"
    with pytest.raises(StorageError) as refused:
        discard_save("mine")
    assert str(refused.value) == f"could not remove {save_path('mine')}: Is a directory"


# -- second windows -------------------------------------------------------------------------------------------
def test_a_wumpus_that_cannot_keep_autosave_takes_the_first_name_no_game_is_kept_under():
    saved("autosave-2")
    name, held = claim_own_autosave()
    assert name == "autosave-3" and held is not None
    held.release()


def test_the_newest_game_of_a_closed_window_is_taken_not_one_a_running_wumpus_holds():
    saved("autosave-2", 1)
    saved("autosave-3", 2)
    os.utime(save_path("autosave-2"), (1_700_000_000, 1_700_000_000))
    os.utime(save_path("autosave-3"), (1_800_000_000, 1_800_000_000))
    running = claim_save("autosave-3")
    name, held = orphaned_autosave()
    assert name == "autosave-2"
    held.release()
    running.release()


def test_an_unfinished_game_put_aside_leaves_the_autosave_to_the_next():
    game = saved(AUTOSAVE)
    assert keep_as_declined(record_for(game)) == "declined"
    assert not save_path(AUTOSAVE).exists()
    assert same_game(load_save("declined").record, record_for(game))


# -- what a save is ---------------------------------------------------------------------------------------------
def test_a_foreign_file_with_a_high_version_is_not_taken_for_a_newer_wumpus():
    assert newer_version(json.dumps({"format": "spreadsheet", "version": 99})) is None
    assert newer_version("[1, 2]") is None
    saves_dir().mkdir(parents=True)
    save_path("mine").write_text(json.dumps({"format": "spreadsheet", "version": 99}))
    result = load_save("mine")
    assert not result.newer and "not a wumpus game record" in result.problem


def test_the_saves_list_says_what_each_save_is():
    saves_dir().mkdir(parents=True)
    newer = json.loads(going().record().to_json())
    newer["version"] = 999
    save_path("newer").write_text(json.dumps(newer))
    save_path("broken").write_text("{")
    refused = json.loads(going().record().to_json())
    refused["actions"].append(["move", 999])
    save_path("refused").write_text(json.dumps(refused))
    saved("going")
    for name in ("newer", "broken", "refused", "going"):
        os.utime(save_path(name), (1_700_000_000, 1_700_000_000))
    assert summarize("newer") == ("newer", 1_700_000_000, "(from a newer wumpus)", False, False)
    assert summarize("broken") == ("broken", 1_700_000_000, "(cannot be read)", False, False)
    assert summarize("refused") == ("refused", 1_700_000_000, "(a game the rules cannot play through)", False, False)
    going_summary = summarize("going")
    assert going_summary.usable is True and going_summary.over is False
    assert summarize("my game") == ("my game", None, "(cannot be read)", False, False)
    for s in map(summarize, ("newer", "broken", "refused", "going")):
        assert s.over is False and s.usable is (s.name == "going")


def test_a_won_game_is_described_as_won():
    game = next(g for g in map(lambda seed: Game(None, "classic", seed), range(1, 100)) if g.wumpus in g.tunnels)
    game.apply(Shoot((game.wumpus,)))
    assert game.won
    assert describe(game.record()).endswith(", won")


def test_a_refused_move_or_shot_is_named_in_plain_words():
    game = Game(None, "classic", 5)
    data = json.loads(game.record().to_json())
    elsewhere = next(room for room in range(1, 21) if room not in game.tunnels and room != game.hunter)
    data["actions"] = [["move", elsewhere]]
    with pytest.raises(RecordError, match=rf"turn 1, a move to room {elsewhere} \(no tunnel leads there\)$"):
        check_record(GameRecord.from_dict(data))
    data["actions"] = [["shoot", [1, 2, 3, 4, 5, 6]]]
    with pytest.raises(RecordError, match=r"turn 1, a shot through 1 2 3 4 5 6 \(an arrow flies through 1 to 5 rooms\)$"):
        check_record(GameRecord.from_dict(data))


def test_an_arrow_placed_outside_the_cave_is_named():
    record = Game(None, "classic", 5).record()
    with pytest.raises(RecordError, match=r"\(room 500 is not in its cave\)$"):
        check_record(dataclasses.replace(record, start=Positions(1, 20, (17, 16), (2, 13), 500)))


def test_a_restored_cave_keeps_its_description_and_its_map():
    base = Game().cave
    cave = Cave("drawn", base.exits, "a cave drawn by hand", base.smell_distance, base.coords, {"source": "mine"})
    game = Game(cave, "classic", 3)
    restored = replayable(GameRecord.from_json(record_for(game).to_json())).cave
    assert (restored.description, restored.coords, dict(restored.meta)) == (
        "a cave drawn by hand", base.coords, {"source": "mine"})


def test_a_save_whose_cave_notes_are_no_table_plays_its_cave_as_it_is():
    record = going().record()
    odd = dataclasses.replace(record, meta={"cave_meta": "not a table"})
    assert replayable(odd).cave is record.cave


def test_the_same_game_with_other_notes_beside_it_is_the_same_game():
    game = going()
    assert same_game(record_for(game), dataclasses.replace(game.record(), meta={"anything": "else"}))
    assert not same_game(record_for(game), going(6).record())


# -- a finished game kept -----------------------------------------------------------------------------------------
def test_a_finished_game_is_kept_as_dealt_fresh_unless_it_was_loaded():
    kept = keep_finished_game(finished())
    assert kept.problems == [] and kept.in_history and kept.last == save_path("last")
    assert read_history().entries[0].loaded is False


def test_a_finished_game_whose_history_cannot_be_written_says_so_and_is_still_kept_as_last(data_dir):
    (data_dir / "history.jsonl").mkdir()
    kept = keep_finished_game(finished())
    assert kept.in_history is False and kept.last == save_path("last")
    assert kept.problems == [f"could not add the game to your history: {data_dir / 'history.jsonl'} is a folder, "
                             "not a file. Move that folder away"]
    assert kept.what_failed() == "added to your history"
    save_path("last").unlink()
    save_path("last").mkdir()
    kept = keep_finished_game(finished())
    assert kept.last is None and kept.problems[1] == f"could not save the game to {save_path('last')}: Is a directory"
    assert kept.what_failed() == "added to your history or kept as 'last'"


def test_a_game_that_could_not_be_recorded_has_nothing_to_keep_as_last():
    assert Kept(None, [], None, True).what_failed() == ""


# -- wumpus saves -----------------------------------------------------------------------------------------------
def test_wumpus_saves_lists_each_save_with_when_it_was_saved(capsys):
    saved("mine")
    saves_dir().joinpath("broken.json").write_text("{")
    for name, when in (("mine", 1_700_000_000), ("broken", 1_600_000_000)):
        os.utime(save_path(name), (when, when))
    assert main(["saves"]) == 0
    out = [line.rstrip() for line in capsys.readouterr().out.splitlines()]
    title = out.index("")  # the title at the left, its path broken over lines as the table is narrower
    assert re.sub(r"\s", "", "".join(out[:title])) == re.sub(r"\s", "", f"Saved games in {saves_dir()}")
    out = out[title - 1:]
    assert out[1] == "" and out[2].split() == ["save", "saved", "game"]
    assert set(out[3].strip()) == {"─"}
    stamp = lambda when: time.strftime("%Y-%m-%d %H:%M", time.localtime(when))  # noqa: E731
    assert re.fullmatch(rf" ?mine +{stamp(1_700_000_000)} +classic rules, dodecahedron cave, 1 turn played, in "
                        rf"room \d+", out[4])
    assert re.fullmatch(rf" ?broken +{stamp(1_600_000_000)} +\(cannot be read\)", out[5])
    assert " ".join(out[6:]).strip() == ("wumpus --load NAME goes on with a game, wumpus replay NAME plays one back, "
                                         f"and wumpus saves --delete NAME moves a save to {deleted_dir()}.")


def test_wumpus_saves_with_none_says_where_it_looked(capsys):
    assert main(["saves"]) == 0
    assert capsys.readouterr().out == f"No saved games in {saves_dir()}.\n"


@pytest.mark.parametrize("columns", [40, 50, 57])
def test_wumpus_saves_keeps_a_save_name_and_its_date_whole_in_a_narrow_terminal(monkeypatch, capsys, columns):
    # too narrow for the name, the date and a game column of 20: each save is a block, its name on a line
    # of its own, whole (it is what --load takes), and when it was saved and what it is under it
    saved("a-rather-long-name")
    saves_dir().joinpath("broken.json").write_text("{")
    for name, when in (("a-rather-long-name", 1_700_000_000), ("broken", 1_600_000_000)):
        os.utime(save_path(name), (when, when))
    monkeypatch.setenv("COLUMNS", str(columns))
    assert main(["saves"]) == 0
    out = [line.rstrip() for line in capsys.readouterr().out.splitlines()]
    assert max(map(len, out)) <= columns
    stamp = lambda when: time.strftime("%Y-%m-%d %H:%M", time.localtime(when))  # noqa: E731
    first = out.index("a-rather-long-name")
    assert out[first - 1] == ""
    assert re.sub(r"\s", "", "".join(out[:first - 1])) == re.sub(r"\s", "", f"Saved games in {saves_dir()}")
    block = " ".join(line.strip() for line in out[first + 1:out.index("broken")])
    assert all(line.startswith("  ") for line in out[first + 1:out.index("broken")])
    assert re.fullmatch(rf"saved {stamp(1_700_000_000)} · classic rules, dodecahedron cave, 1 turn played, in "
                        rf"room \d+", block)
    after, end = out.index("broken"), out.index("", out.index("broken"))
    assert " ".join(line.strip() for line in out[after + 1:end]) == f"saved {stamp(1_600_000_000)} · (cannot be read)"
    assert " ".join(out[end + 1:]).strip().startswith("wumpus --load NAME goes on with a game,")


def test_wumpus_saves_lists_a_table_where_the_game_column_has_twenty_columns(monkeypatch, capsys):
    saved("a-rather-long-name")
    monkeypatch.setenv("COLUMNS", "58")  # 18 for the name, 16 for the date, 20 for the game, 4 between
    assert main(["saves"]) == 0
    out = capsys.readouterr().out.splitlines()
    assert ["save", "saved", "game"] in [line.split() for line in out]
    row = next(line for line in out if "a-rather" in line)
    assert row.split()[:4] == ["a-rather-long-name", *time.strftime("%Y-%m-%d %H:%M").split(), "classic"]


def test_wumpus_saves_help_says_what_it_does(capsys):
    with pytest.raises(SystemExit):
        main(["saves", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert "--delete NAME [NAME ...]" in said
    assert ("List your saved games: those this wumpus can play first, the most recently saved first, then any that "
            "cannot be used. --delete moves saves into the folder 'deleted' in the saves folder, from where a save "
            "can be moved back.") in said
    assert "delete these saves, by name as listed (never one a running wumpus is playing)" in said


def test_wumpus_saves_help_names_the_option_to_delete(capsys):
    with pytest.raises(SystemExit):
        main(["saves", "--help"])
    said = " ".join(capsys.readouterr().out.split())
    assert said.endswith("--delete NAME [NAME ...] delete these saves, by name as listed (never one a running wumpus "
                         "is playing)")


def test_wumpus_saves_lists_a_cave_name_the_terminal_cannot_show(monkeypatch):
    import io
    import sys

    base = Game().cave
    game = Game(Cave("grotte-é", base.exits, base.description, base.smell_distance), "classic", 3)
    save_game(record_for(game), "mine")
    raw = io.BytesIO()
    monkeypatch.setattr(sys, "stdout", io.TextIOWrapper(raw, encoding="ascii"))
    assert main(["saves"]) == 0
    sys.stdout.flush()
    assert "grotte-? cave" in raw.getvalue().decode("ascii")


def test_a_damaged_save_elsewhere_is_named_by_its_whole_path_and_left_where_it_is(data_dir):
    elsewhere = data_dir / "mine.json"
    elsewhere.write_text("{")
    result = load_save(elsewhere)
    assert result.problem.startswith(f"the save {elsewhere} could not be used: ")
    assert result.problem.endswith("; it is left as it is") and elsewhere.read_text() == "{"


def test_a_save_the_player_named_whose_moves_do_not_play_stays_under_its_name():
    data = json.loads(going().record().to_json())
    data["actions"].append(["move", 999])
    saves_dir().mkdir(parents=True)
    save_path("mine").write_text(json.dumps(data))
    with pytest.raises(StorageError) as refused:
        playable_save("mine")
    assert str(refused.value) == ("the save mine.json could not be used: its moves cannot be played again: the "
                                  "rules refuse turn 2, a move to room 999 (not a room)")
    assert json.loads(save_path("mine").read_text()) == data


def test_going_on_with_a_save_there_is_not_says_only_that():
    with pytest.raises(StorageError) as missing:
        playable_save("ghost")
    assert str(missing.value) == f"there is no save {save_path('ghost')}"
    with pytest.raises(StorageError) as missing:
        playable_save("ghost.json")
    assert str(missing.value) == "there is no save ghost.json"


def test_a_save_named_with_a_backslash_is_a_path():
    assert save_path("games\\mine") == saves.Path("games\\mine")


def test_a_finished_game_with_a_random_source_of_its_own_is_added_to_the_history_and_not_kept_as_last():
    from wumpus.engine.seeds import game_rng

    game = Game(None, "tournament", 4, rng=game_rng(4))
    while not game.over:
        game.move(game.tunnels[game.moves % len(game.tunnels)])
    kept = keep_finished_game(game)
    assert kept.record is None and kept.last is None and kept.problems == [] and kept.in_history
    assert len(read_history().entries) == 1 and not save_path("last").exists()


def test_a_restored_cave_keeps_where_its_rooms_are_drawn():
    base = Game().cave
    coords = {room: (float(room), 0.0) for room in base.exits}
    game = Game(Cave("drawn", base.exits, "d", base.smell_distance, coords, {"source": "mine"}), "classic", 3)
    restored = replayable(GameRecord.from_json(record_for(game).to_json())).cave
    assert dict(restored.coords) == coords


def test_a_damaged_records_shot_at_a_number_that_is_no_room_is_named_as_no_room():
    from wumpus.engine.actions import NO_ROOM
    from wumpus.text.lines import WHOLE_DIGITS

    # the line mode's stand-in for a number of more digits than any room's, or a fraction, is NO_ROOM or below
    assert NO_ROOM == -(10 ** (WHOLE_DIGITS + 1))
    assert saves._action_words(Shoot((NO_ROOM - 1, 3))) == "a shot through (no room) 3"
    assert saves._action_words(Shoot((-5, 3))) == "a shot through -5 3"
