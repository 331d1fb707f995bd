"""What `wumpus text` keeps, and what it says on standard error, when saves cannot be used or written."""

from __future__ import annotations

import io
from dataclasses import replace

from wumpus.engine import Game, Move
from wumpus.storage import StorageError
from wumpus.storage.saves import AUTOSAVE, load_save, record_for, save_game, save_path

from .helpers import KEPT, cli_session

NONE_TO_RESUME = "wumpus: there is no unfinished game to resume: a new one starts\n"


session = cli_session


def test_a_game_started_without_a_seed_is_kept_and_resumed_too(monkeypatch, capsys):
    # the session draws its own seed: the game is kept all the same, and goes on where it stood
    monkeypatch.setattr("wumpus.text.lines.fresh_seed", lambda: 1)
    status, out, err = session(monkeypatch, capsys, [], ["N", "M", "2"])
    assert status == 0 and err == KEPT
    kept = load_save(AUTOSAVE).record
    assert kept.seed == 1 and kept.actions == (Move(2),)
    status, out, err = session(monkeypatch, capsys, ["--resume"], [])
    assert status == 0 and "going on with your unfinished game: classic rules" in err
    assert "YOU ARE IN ROOM 2\n" in out.split("SHOOT OR MOVE")[0]


def fatal_walk() -> tuple[int, int, int]:
    """A classic seed, a room safe to walk into first, and a room next to it that ends the game."""
    for seed in range(200):
        start = Game(rules="classic", seed=seed)
        for safe in start.tunnels:
            if walked(seed, [safe]).over:
                continue
            for fatal in walked(seed, [safe]).tunnels:
                if walked(seed, [safe, fatal]).over:
                    return seed, safe, fatal
    raise AssertionError("no walk to a quick end")


def walked(seed: int, rooms: list[int]) -> Game:
    game = Game(rules="classic", seed=seed)
    for room in rooms:
        game.apply(Move(room))
    return game


def test_a_finished_game_left_in_the_autosave_is_no_game_to_resume_and_goes(monkeypatch, capsys):
    seed, safe, fatal = fatal_walk()
    save_game(record_for(walked(seed, [safe, fatal])), AUTOSAVE)
    status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["N"])
    assert status == 0 and out.startswith("INSTRUCTIONS (Y-N)?")
    assert err == NONE_TO_RESUME
    assert not save_path(AUTOSAVE).exists()


def test_a_finished_game_left_in_the_autosave_that_cannot_be_removed_says_why(monkeypatch, capsys):
    def stuck(name=AUTOSAVE):
        raise StorageError(f"could not remove {save_path(name)}: Permission denied")

    seed, safe, fatal = fatal_walk()
    save_game(record_for(walked(seed, [safe, fatal])), AUTOSAVE)
    monkeypatch.setattr("wumpus.text.keeping.discard_save", stuck)
    status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["N"])
    assert status == 0
    assert err.splitlines()[0] == f"wumpus: could not remove {save_path(AUTOSAVE)}: Permission denied"


def test_where_no_save_can_be_held_the_game_is_kept_as_when_alone(monkeypatch, capsys):
    def no_locks(name):
        raise StorageError("could not make a lock here")

    monkeypatch.setattr("wumpus.text.keeping.claim_save", no_locks)
    status, out, err = session(monkeypatch, capsys, ["--seed", "1"], ["N", "M", "2"])
    assert (status, err) == (0, KEPT)
    assert load_save(AUTOSAVE).record.actions == (Move(2),)


def unusable_autosave() -> bytes:
    """An autosave whose game cannot be replayed: its one move leads nowhere."""
    record = replace(record_for(Game(rules="spec", seed=7)), actions=(Move(99),))
    save_game(record, AUTOSAVE)
    return save_path(AUTOSAVE).read_bytes()


def test_an_autosave_whose_game_cannot_be_replayed_is_set_aside_and_a_new_game_starts(monkeypatch, capsys):
    before = unusable_autosave()
    status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["N"])
    assert status == 0 and out.startswith("INSTRUCTIONS (Y-N)?")
    first, second = err.splitlines()
    assert first.startswith("wumpus: the save autosave.json could not be used: ")
    assert "; it was kept as " in first
    assert second == NONE_TO_RESUME.strip()
    # nothing is lost: the save is kept beside, byte for byte
    (aside,) = [p for p in save_path(AUTOSAVE).parent.iterdir() if p.name.startswith("autosave.bad-")]
    assert first.endswith(str(aside)) and aside.read_bytes() == before


def test_an_autosave_that_cannot_be_set_aside_is_left_as_it_is_and_says_so(monkeypatch, capsys):
    before = unusable_autosave()
    monkeypatch.setattr("wumpus.text.keeping.set_aside", lambda path: None)
    status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["N"])
    first = err.splitlines()[0]
    assert first.startswith("wumpus: the save autosave.json could not be used: ")
    assert first.endswith("; it is left as it is")
    assert save_path(AUTOSAVE).read_bytes() == before


def test_a_game_that_cannot_be_written_plays_on_and_says_so_once(monkeypatch, capsys):
    def full_disk(record, name=AUTOSAVE):
        raise StorageError(f"could not save the game to {name}.json: No space left on device")

    monkeypatch.setattr("wumpus.text.keeping.save_game", full_disk)
    status, out, err = session(monkeypatch, capsys, ["--seed", "1"], ["N", "M", "2", "M", "2", "M", "2"])
    assert status == 0 and out.count("YOU ARE IN ROOM 2") == 3
    # said once, and no word of a game kept when the player leaves
    assert err == ("wumpus: could not save the game to autosave.json: No space left on device; "
                   "the game goes on, but is not being kept\n")


def test_a_game_that_stops_being_written_is_not_said_to_be_kept(monkeypatch, capsys):
    calls = []

    def fails_after_the_first(record, name=AUTOSAVE):
        calls.append(name)
        if len(calls) > 1:
            raise StorageError(f"could not save the game to {name}.json: No space left on device")
        return save_game(record, name)

    monkeypatch.setattr("wumpus.text.keeping.save_game", fails_after_the_first)
    status, out, err = session(monkeypatch, capsys, ["--seed", "1"], ["N", "M", "2", "M", "2"])
    assert status == 0
    assert err == ("wumpus: could not save the game to autosave.json: No space left on device; "
                   "the game goes on, but is not being kept\n")
    # the save holds the game as it stood when it was last written
    assert load_save(AUTOSAVE).record.actions == (Move(2),)


def test_a_finished_game_whose_save_cannot_be_removed_says_why(monkeypatch, capsys):
    def stuck(name=AUTOSAVE):
        raise StorageError(f"could not remove {save_path(name)}: Permission denied")

    seed, safe, fatal = fatal_walk()
    monkeypatch.setattr("wumpus.text.keeping.discard_save", stuck)
    status, out, err = session(monkeypatch, capsys, ["--seed", str(seed)], ["N", "M", str(safe), "M", str(fatal), "N"])
    assert status == 0 and "HA HA HA - YOU LOSE!" in out
    assert err.splitlines()[0] == f"wumpus: could not remove {save_path(AUTOSAVE)}: Permission denied"


def test_a_finished_game_that_cannot_be_recorded_at_all_stays_where_it_was_kept(monkeypatch, capsys):
    def no_room(game, loaded=False):
        raise OSError("No space left on device")

    seed, safe, fatal = fatal_walk()
    monkeypatch.setattr("wumpus.text.keeping.keep_finished_game", no_room)
    status, out, err = session(monkeypatch, capsys, ["--seed", str(seed)], ["N", "M", str(safe), "M", str(fatal), "N"])
    assert status == 0 and "HA HA HA - YOU LOSE!" in out
    lines = err.splitlines()
    assert "wumpus: this game was not added to your history or kept as 'last': No space left on device" in lines
    assert (f"wumpus: the game, as it stood before its last turn, is still in {save_path(AUTOSAVE)}: "
            "'wumpus text --resume' (or 'wumpus --resume') goes on with it") in lines
    assert load_save(AUTOSAVE).record.actions == (Move(safe),)


# -- what is said on standard error fits the terminal -------------------------------------------------------------
def test_at_a_terminal_a_line_on_standard_error_is_broken_to_its_width(monkeypatch):
    import os
    import sys

    from wumpus.text.keeping import warn

    class Terminal(io.StringIO):
        def isatty(self):
            return True

    err = Terminal()
    monkeypatch.setattr(sys, "stderr", err)
    monkeypatch.setattr("shutil.get_terminal_size", lambda *a, **k: os.terminal_size((40, 24)))
    warn("your game is kept: 'wumpus text --resume' (or 'wumpus --resume') goes on with it")
    assert err.getvalue() == ("wumpus: your game is kept:\n  'wumpus text --resume' (or\n"
                              "  'wumpus --resume') goes on with it\n")


def test_a_line_one_column_narrower_than_the_terminal_is_left_whole():
    from wumpus.text.keeping import fitted

    line = "wumpus: the unfinished game is being played in another wumpus, so it is not resumed here"
    assert fitted(line, len(line) + 1) == line
    assert fitted(line, len(line)) != line  # the last column is left free, or the terminal breaks the line itself


def test_a_path_or_a_hyphenated_word_longer_than_the_room_left_is_never_broken():
    from wumpus.text.keeping import fitted

    path = "/home/someone/.local/share/wumpus/saves/autosave.json"
    lines = fitted(f"wumpus: the game is still in {path}: 'wumpus text --resume' goes on with it", 30).splitlines()
    assert f"  {path}:" in lines
    # "full-screen" stays one word at a line's end, where a hyphen could otherwise break it
    said = "wumpus: go on with the unfinished game (played here or full-screen) in its own rules"
    for width in range(30, 60):
        assert all(not line.endswith("full-") for line in fitted(said, width).splitlines())
