"""The writes that keep a player's files, at their corners: folders made on the way, a write broken
off, a writer that can only write a little at a time, and files read whole or refused in plain words."""

from __future__ import annotations

import errno
import os
import stat

import pytest

from wumpus.engine import Game, Move
from wumpus.storage import StorageError, atomic, reading
from wumpus.storage.history import history_path, read_history, record_game
from wumpus.storage.reading import read_file
from wumpus.storage.saves import claim_save, load_save, save_game, save_path


def finished(seed: int = 4) -> Game:
    game = Game(None, "tournament", seed)
    while not game.over:
        game.move(game.tunnels[game.moves % len(game.tunnels)])
    return game


def a_record(seed: int = 4):
    game = Game(None, "classic", seed)
    game.apply(Move(game.tunnels[0]))
    return game.record()


def same(a, b) -> bool:
    return a.to_json() == b.to_json()


def test_a_save_a_finished_game_and_a_claim_each_make_the_folders_they_need(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path / "a" / "data"))
    save_game(a_record())
    assert same(load_save().record, a_record())
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path / "b" / "data"))
    record_game(finished())
    assert len(read_history().entries) == 1
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path / "c" / "data"))
    held = claim_save("other")
    assert held is not None and held.held
    held.release()


def test_a_write_broken_off_leaves_a_file_the_next_write_sweeps_up(tmp_path, monkeypatch):
    """A write killed before it could clean up leaves its temporary file beside the save; it is named
    so that the next write of that save finds it and, once it is old, takes it away."""
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    target = save_path("mine")
    save_game(a_record(1), "mine")

    def crash(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "replace", crash)
        patch.setattr(atomic.os, "unlink", lambda path: None)  # killed: nothing cleans up
        with pytest.raises(StorageError, match="No space left on device"):
            save_game(a_record(2), "mine")
    left = [p for p in target.parent.iterdir() if p != target]
    assert len(left) == 1 and left[0].name.startswith(".mine.json.") and left[0].name.endswith(".tmp")
    os.utime(left[0], (0, 0))  # long ago
    save_game(a_record(3), "mine")
    assert sorted(p.name for p in target.parent.iterdir()) == ["mine.json"]
    assert same(load_save("mine").record, a_record(3))


def test_a_broken_write_that_cannot_clean_up_still_says_why_it_failed(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    save_game(a_record(1))

    def crash(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    def refuse(*args):
        raise PermissionError(errno.EACCES, "Permission denied")

    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "replace", crash)
        patch.setattr(atomic.os, "unlink", refuse)
        with pytest.raises(StorageError, match="No space left on device"):
            save_game(a_record(2))
    assert same(load_save().record, a_record(1))


def test_a_folder_that_cannot_be_synced_or_swept_still_takes_the_save(tmp_path, monkeypatch):
    """Some file systems refuse to sync a folder, or to list or remove a file: the save is written all
    the same, and says nothing of it."""
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    real_fsync = os.fsync

    def fsync(fd):
        if stat.S_ISDIR(os.fstat(fd).st_mode):
            raise OSError(errno.EINVAL, "Invalid argument")
        real_fsync(fd)

    save_game(a_record(1))
    stale = save_path("autosave").with_name(".autosave.json.abc.tmp")
    stale.write_text("half")
    os.utime(stale, (0, 0))
    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "fsync", fsync)
        patch.setattr(type(stale), "unlink", lambda self, *a: (_ for _ in ()).throw(PermissionError(13, "no")))
        save_game(a_record(2))
    assert same(load_save().record, a_record(2))
    with monkeypatch.context() as patch:
        patch.setattr(type(stale), "glob", lambda self, pattern: (_ for _ in ()).throw(OSError(5, "I/O error")))
        save_game(a_record(3))
    assert same(load_save().record, a_record(3))


def test_a_history_line_written_a_little_at_a_time_is_written_whole(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    real_write = os.write
    with monkeypatch.context() as patch:
        patch.setattr(atomic.os, "write", lambda fd, data: real_write(fd, bytes(data[:7])))
        record_game(finished(4))
        record_game(finished(5))
    history = read_history()
    assert history.skipped == 0 and [e.seed for e in history.entries] == [4, 5]


def test_the_history_and_a_lock_are_ordinary_files_never_programs(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    old = os.umask(0o022)
    try:
        record_game(finished())
        held = claim_save("autosave")
        lock_mode = os.stat(save_path("autosave").with_name(".autosave.lock")).st_mode
        held.release()
    finally:
        os.umask(old)
    assert stat.S_IMODE(os.stat(history_path()).st_mode) == 0o644
    assert stat.S_IMODE(lock_mode) == 0o644


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="needs named pipes")
def test_a_history_that_is_a_named_pipe_is_said_to_be_no_ordinary_file(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    os.mkfifo(history_path())
    with pytest.raises(StorageError) as caught:
        record_game(finished())
    assert str(caught.value) == (f"could not add the game to your history: {history_path()}: "
                                 "not an ordinary file: a device, a pipe or a socket")


def test_a_save_claimed_in_this_program_cannot_be_claimed_again_until_let_go(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    first = claim_save("autosave")
    assert first is not None
    assert claim_save("autosave") is None
    first.release()
    again = claim_save("autosave")
    assert again is not None
    again.release()


def test_a_claim_whose_lock_file_was_removed_by_hand_is_let_go_quietly(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    held = claim_save("autosave")
    os.unlink(save_path("autosave").with_name(".autosave.lock"))
    held.release()
    assert not held.held


# -- reading ------------------------------------------------------------------------------------------------
def test_a_save_named_by_a_folder_says_it_is_a_folder(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    folder = tmp_path / "games.json"
    folder.mkdir()
    result = load_save(folder)
    assert result.record is None and result.problem == f"could not read {folder}: Is a directory"
    assert folder.is_dir()
    with pytest.raises(IsADirectoryError) as caught:
        read_file(folder)
    assert (caught.value.errno, caught.value.filename) == (errno.EISDIR, str(folder))


@pytest.mark.skipif(not os.path.exists("/dev/null"), reason="needs /dev/null")
def test_a_device_is_refused_in_plain_words_naming_it():
    with pytest.raises(OSError) as caught:
        read_file("/dev/null")
    assert (caught.value.errno, caught.value.strerror, caught.value.filename) == (
        errno.EINVAL, "not an ordinary file: a device, a pipe or a socket", "/dev/null")


def test_a_file_too_big_says_the_limit_in_megabytes(tmp_path):
    path = tmp_path / "huge.json"
    path.write_bytes(b" " * (3 * 2**20 + 1))
    with pytest.raises(OSError) as caught:
        read_file(path, limit=3 * 2**20)
    assert (caught.value.errno, caught.value.filename) == (errno.EFBIG, str(path))
    assert caught.value.strerror == "over 3 MB, more than any cave or saved game needs"


def test_a_file_that_grows_while_it_is_read_is_refused_once_over_the_limit(tmp_path, monkeypatch):
    """A file whose size says little (one still being written, or a /proc file) is counted as it is read."""
    path = tmp_path / "growing.json"
    path.write_bytes(b" " * (3 * 2**20))
    real_fstat = os.fstat

    def says_empty(fd):
        info = real_fstat(fd)
        return os.stat_result((info.st_mode, *info[1:6], 0, *info[7:]))

    with monkeypatch.context() as patch:
        patch.setattr(reading.os, "fstat", says_empty)
        with pytest.raises(OSError, match="over 2 MB"):
            read_file(path, limit=2 * 2**20 + 5)
    assert read_file(path, limit=3 * 2**20) == b" " * (3 * 2**20)
