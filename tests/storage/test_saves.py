"""Saves and history survive crashes, full disks, corruption and concurrent writers."""

import errno
import json
import os
import subprocess
import sys

import pytest

from wumpus.engine import Game, GameRecord, RecordError
from wumpus.storage import StorageError, atomic
from wumpus.storage.history import read_history, record_game
from wumpus.storage.saves import load_save, save_game, save_path


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    return tmp_path


def a_game(seed=4, moves=3):
    game = Game(rules="classic", seed=seed)
    for _ in range(moves):
        if game.over:
            break
        game.move(game.tunnels[0])
    return game


def finished(seed):
    game = Game(rules="tournament", seed=seed)
    while not game.over:
        game.move(game.tunnels[game.moves % len(game.tunnels)])
    return game


def test_save_and_resume_round_trip():
    game = a_game()
    save_game(game.record())
    loaded = load_save()
    assert loaded.problem is None
    resumed, _ = loaded.record.replay()
    assert resumed.positions == game.positions and resumed.moves == game.moves


def test_missing_save_is_no_problem():
    result = load_save()
    assert result.record is None and result.problem is None


@pytest.mark.parametrize("content, reason", [
    (b"{\"format\": \"wumpus-game-record\", \"ver", "not valid JSON"),   # truncated
    (b"\x89PNG\r\n\x1a\n\x00\x00", "not text"),                           # not text
    (b"{\"format\": \"spreadsheet\"}", "not a wumpus game record"),       # foreign
    (b"{\"format\": \"wumpus-game-record\"}", "no format version"),       # damaged
    (b"[" * 100_000 + b"]" * 100_000, "nested too deeply"),
    (b"{\"format\": \"wumpus-game-record\", \"version\": " + b"1" * 5000 + b"}", "more than 4300 digits"),
])
def test_bad_save_is_reported_and_kept_aside(data_dir, content, reason):
    path = save_path("autosave")
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    result = load_save()
    assert result.record is None and reason in result.problem
    assert not path.exists()
    assert result.kept_aside.read_bytes() == content  # never deleted


def test_interrupted_write_leaves_the_previous_save():
    first = a_game(seed=1).record()
    save_game(first)

    def crash(*args):
        raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(atomic.os, "replace", crash)
        with pytest.raises(StorageError, match="No space left"):
            save_game(a_game(seed=2).record())
    assert load_save().record.to_dict() == first.to_dict()
    leftovers = [p for p in save_path("autosave").parent.iterdir() if p.name.endswith(".tmp")]
    assert leftovers == []


def test_a_write_sweeps_up_what_a_killed_write_left_but_never_a_write_under_way():
    """A process killed while it wrote leaves its temporary file (which may be large); the next write of
    the same save removes it once it is an hour old, and leaves a younger one (another process's write
    under way) and other saves' alone."""
    save_game(a_game(seed=1).record())
    folder = save_path("autosave").parent
    old, young, other = (folder / name for name in (".autosave.json.k1ll3d.tmp", ".autosave.json.wr1t1n.tmp",
                                                    ".mine.json.k1ll3d.tmp"))
    for path in (old, young, other):
        path.write_text("{" * 1000, encoding="utf-8")
    hours_ago = os.stat(old).st_mtime - 2 * atomic.STALE_SECONDS
    os.utime(old, (hours_ago, hours_ago))
    os.utime(other, (hours_ago, hours_ago))
    save_game(a_game(seed=2).record())
    assert not old.exists() and young.exists() and other.exists()
    assert load_save().record.seed == 2


def test_full_disk_while_writing_keeps_the_previous_save():
    first = a_game(seed=1).record()
    save_game(first)
    real_fdopen = os.fdopen

    class FullDisk:
        def __init__(self, handle):
            self.handle = handle

        def __enter__(self):
            return self

        def __exit__(self, *exc):
            self.handle.close()

        def write(self, text):
            self.handle.write(text[: len(text) // 2])
            raise OSError(errno.ENOSPC, "No space left on device")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(atomic.os, "fdopen", lambda fd, *a, **k: FullDisk(real_fdopen(fd, *a, **k)))
        with pytest.raises(StorageError):
            save_game(a_game(seed=2).record())
    assert load_save().record.to_dict() == first.to_dict()


def test_read_only_data_directory_is_reported():
    first = a_game(seed=1).record()
    save_game(first)

    def read_only(*args, **kwargs):
        raise PermissionError(errno.EROFS, "Read-only file system")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(atomic.tempfile, "mkstemp", read_only)
        with pytest.raises(StorageError, match="Read-only file system"):
            save_game(a_game(seed=2).record())
    assert load_save().record.to_dict() == first.to_dict()


def test_unwritable_data_directory_is_reported(data_dir):
    blocker = data_dir / "saves"
    blocker.write_text("a file where the folder should be")
    with pytest.raises(StorageError, match="could not save"):
        save_game(a_game().record())
    with pytest.raises(StorageError, match="could not add"):
        record_game(finished(1), path=blocker / "history.jsonl")


def test_bad_save_names_are_refused():
    with pytest.raises(StorageError, match="not a save name"):
        save_path("my save!")


def test_history_appends_and_reads_back():
    games = [finished(seed) for seed in range(5)]
    for game in games:
        record_game(game)
    history = read_history()
    assert [e.seed for e in history.entries] == [g.seed for g in games]
    assert [e.score for e in history.entries] == [g.score for g in games]
    assert history.skipped == 0


def test_history_skips_a_torn_line_and_goes_on(data_dir):
    record_game(finished(1))
    with open(data_dir / "history.jsonl", "a") as handle:
        handle.write("{\"rules\": \"classic\", \"ca")  # a writer died mid-line
    record_game(finished(2))
    history = read_history()
    assert [e.seed for e in history.entries] == [1, 2] and history.skipped == 1


def test_concurrent_writers_never_interleave(data_dir):
    code = (
        "import sys\n"
        "from wumpus.engine import Game\n"
        "from wumpus.storage.history import record_game\n"
        "for seed in range(int(sys.argv[1]), int(sys.argv[1]) + 40):\n"
        "    game = Game(rules='tournament', seed=seed)\n"
        "    while not game.over:\n"
        "        game.move(game.tunnels[0])\n"
        "    record_game(game)\n"
    )
    env = {**os.environ, "WUMPUS_DATA_DIR": str(data_dir)}
    workers = [subprocess.Popen([sys.executable, "-c", code, str(start)], env=env) for start in (0, 1000, 2000, 3000)]
    assert all(w.wait(timeout=60) == 0 for w in workers)
    lines = (data_dir / "history.jsonl").read_text().splitlines()
    assert len(lines) == 160
    assert all(json.loads(line)["rules"] == "tournament" for line in lines)
    assert sorted(json.loads(line)["seed"] for line in lines) == sorted(
        s for start in (0, 1000, 2000, 3000) for s in range(start, start + 40))


@pytest.mark.skipif(sys.platform == "win32", reason="flock locks")
def test_a_writer_waits_while_another_holds_the_history_lock(tmp_path):
    import fcntl
    import threading

    path = tmp_path / "history.jsonl"
    path.write_text('{"first": 1}\n')
    holder = os.open(path, os.O_WRONLY)
    fcntl.flock(holder, fcntl.LOCK_EX)
    try:
        writer = threading.Thread(target=atomic.append_line_locked, args=(path, '{"second": 2}'))
        writer.start()
        writer.join(0.3)
        assert writer.is_alive(), "the writer did not wait for the lock"
        assert path.read_text() == '{"first": 1}\n'
    finally:
        fcntl.flock(holder, fcntl.LOCK_UN)
        os.close(holder)
    writer.join(10)
    assert path.read_text() == '{"first": 1}\n{"second": 2}\n'


def test_record_in_a_save_replays_identically():
    game = a_game(seed=9, moves=6)
    save_game(game.record(), "mine")
    record = load_save("mine").record
    replayed, _ = GameRecord.from_json(record.to_json()).replay()
    assert replayed.positions == game.positions


def test_a_file_named_outside_the_saves_folder_is_never_moved(tmp_path, data_dir):
    """Only the saves folder's own bad saves are set aside: a player's file elsewhere stays put."""
    theirs = tmp_path / "project" / "package.json"
    theirs.parent.mkdir()
    theirs.write_text('{"name": "my-project", "version": "1.0.0"}')
    result = load_save(theirs)
    assert result.record is None and "could not be used: not a wumpus game record" in result.problem
    assert result.kept_aside is None and "kept as" not in result.problem
    assert [p.name for p in theirs.parent.iterdir()] == ["package.json"]


@pytest.mark.parametrize("name", ["-rf", ".", "..", "y" * 65])
def test_a_refused_save_name_is_told_the_rule_it_breaks(name):
    with pytest.raises(StorageError) as refused:
        save_path(name)
    assert "1 to 64 letters, digits, '-', '_' or '.', beginning with a letter or digit" in str(refused.value)
    assert save_path("y" * 64).name == "y" * 64 + ".json"


def a_newer_record(version):
    """The text of a game record as a newer wumpus might write it: the same game, a later format version."""
    data = json.loads(a_game().record().to_json())
    return json.dumps({**data, "version": version, "something_new": [1, 2]})


@pytest.mark.parametrize("version", [3, 99])
def test_a_save_from_a_newer_wumpus_is_refused_and_left_where_it_is(data_dir, version):
    path = save_path("autosave")
    path.parent.mkdir(parents=True)
    path.write_text(a_newer_record(version), encoding="utf-8")
    before = path.read_bytes()
    result = load_save()
    assert result.record is None and result.newer and result.kept_aside is None
    assert "made by a newer wumpus" in result.problem and f"format version {version}" in result.problem
    assert "left as it is" in result.problem
    assert [p.name for p in path.parent.iterdir()] == ["autosave.json"]
    assert path.read_bytes() == before


def test_the_saves_are_listed_in_natural_order_without_the_ones_set_aside(data_dir):
    # only the game's own saves are set aside; a save the player named is left under its name
    from wumpus.storage.saves import save_names, set_aside

    for name in ("declined-10", "declined-2", "declined", "Zeta", "alpha", "my.bad-idea", "corrupt", "declined-3"):
        save_game(a_game().record(), name)
    aside = set_aside(save_path("declined-3"))  # one of the game's own saves
    assert aside.name.startswith("declined-3.bad-")
    assert set_aside(save_path("corrupt")) is None  # one the player named stays under its name
    (save_path("x").parent / ".autosave.lock").write_text("")
    assert save_names() == ["alpha", "corrupt", "declined", "declined-2", "declined-10", "my.bad-idea", "Zeta"]


LOCK_HOLDER = (
    "import sys\n"
    "from wumpus.storage.saves import claim_save\n"
    "claim = claim_save('autosave')\n"
    "print('held' if claim is not None and claim.held else 'refused', flush=True)\n"
    "sys.stdin.read()\n"
)


@pytest.mark.skipif(sys.platform == "win32", reason="flock locks")
def test_a_save_claimed_by_a_running_wumpus_cannot_be_claimed_until_it_ends(data_dir):
    from wumpus.storage.saves import claim_save

    env = {**os.environ, "WUMPUS_DATA_DIR": str(data_dir)}
    holder = subprocess.Popen([sys.executable, "-c", LOCK_HOLDER], env=env, stdin=subprocess.PIPE,
                              stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "held"
        assert claim_save("autosave") is None
        other = claim_save("autosave-2")
        assert other is not None and other.held
        other.release()
    finally:
        holder.stdin.close()
        holder.wait(timeout=30)
    claim = claim_save("autosave")  # given back when the program ended
    assert claim is not None and claim.held
    claim.release()


def test_a_lock_let_go_leaves_no_file_behind(tmp_path):
    from wumpus.storage.atomic import try_lock

    path = tmp_path / ".mine.lock"
    held = try_lock(path)
    assert held is not None and path.exists() and try_lock(path) is None
    held.release()
    assert not path.exists()
    again = try_lock(path)
    assert again is not None and path.exists()
    again.release()


def test_a_lock_on_a_file_its_holder_took_away_is_taken_on_the_file_there_now(tmp_path, monkeypatch):
    import os

    from wumpus.storage import atomic

    path = tmp_path / ".mine.lock"
    first = atomic.try_lock(path)
    real, calls = atomic._try_lock, []

    def letting_go_meanwhile(fd):
        if not calls:
            calls.append(fd)
            first.release()  # the holder lets go, taking the file away, just after this one opened it
        real(fd)

    monkeypatch.setattr(atomic, "_try_lock", letting_go_meanwhile)
    second = atomic.try_lock(path)
    assert second is not None and len(calls) == 1
    assert os.fstat(second._fd).st_ino == path.stat().st_ino  # the file there now, not the one gone
    assert atomic.try_lock(path) is None  # and it holds it
    second.release()


def test_a_saves_folder_that_is_a_file_is_named_as_the_trouble(tmp_path, monkeypatch):
    from wumpus.storage import StorageError
    from wumpus.storage.saves import load_save, save_game, saves_dir

    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    saves_dir().write_text("not a folder")
    game = Game(rules="classic", seed=3)
    game.move(game.tunnels[0])
    with pytest.raises(StorageError) as refused:
        save_game(game.record(), "mine")
    assert str(refused.value).endswith(f"the folder {saves_dir()} is a file, not a folder. Move that file away")
    assert load_save("mine").problem.endswith(f"the folder {saves_dir()} is a file, not a folder. Move that file away")


@pytest.mark.skipif(sys.platform == "win32", reason="flock locks")
def test_claiming_a_save_takes_away_lock_files_left_by_a_wumpus_that_did_not_end_cleanly(data_dir):
    from wumpus.storage.atomic import try_lock
    from wumpus.storage.saves import claim_save, saves_dir

    folder = saves_dir()
    folder.mkdir(parents=True, exist_ok=True)
    save_game(a_game().record(), "mine")
    stale, kept_beside_save, held_elsewhere = (folder / ".autosave-7.lock", folder / ".mine.lock",
                                               folder / ".autosave-3.lock")
    stale.write_text("")
    kept_beside_save.write_text("")
    env = {**os.environ, "WUMPUS_DATA_DIR": str(data_dir)}
    other = subprocess.Popen([sys.executable, "-c", LOCK_HOLDER.replace("'autosave'", "'autosave-3'")],
                             env=env, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)
    try:
        assert other.stdout.readline().strip() == "held"
        claim = claim_save("autosave")
        assert claim is not None and claim.held
        assert not stale.exists()  # no save beside it, and no wumpus holding it
        assert kept_beside_save.exists() and held_elsewhere.exists()
        assert try_lock(held_elsewhere) is None  # still the other wumpus's
        claim.release()
    finally:
        other.communicate("")


def test_a_record_whose_start_is_not_in_its_cave_is_refused_for_its_start():
    import dataclasses

    from wumpus.engine import Positions
    from wumpus.storage.saves import check_record

    record = Game(rules="classic", seed=5).record()
    bad = dataclasses.replace(record, start=Positions(1, 20, (17, 16), (500, 13)))
    with pytest.raises(RecordError,
                       match=r"^its start cannot be dealt: the rules refuse it \(room 500 is not in its cave\)$"):
        check_record(bad)


def test_a_record_whose_moves_the_rules_refuse_names_the_turn_and_the_action():
    from wumpus.storage.saves import check_record

    game = Game(rules="classic", seed=5)
    game.move(game.tunnels[0])
    data = json.loads(game.record().to_json())
    data["actions"] += [["shoot", [game.tunnels[0]]], ["move", 999]]
    with pytest.raises(RecordError) as refused:
        check_record(GameRecord.from_dict(data))
    assert str(refused.value) == "its moves cannot be played again: the rules refuse turn 3, a move to room 999 (not a room)"
    # a shot through no room: said in plain words, not in the rule's code
    data["actions"][-1] = ["shoot", []]
    with pytest.raises(RecordError) as refused:
        check_record(GameRecord.from_dict(data))
    assert str(refused.value) == ("its moves cannot be played again: the rules refuse turn 3, a shot through no room "
                                  "(an arrow flies through 1 to 5 rooms)")


def test_a_save_named_by_a_path_into_a_folder_that_does_not_exist_is_refused_and_makes_none(tmp_path, data_dir):
    record = Game(seed=1).record()
    path = tmp_path / "no" / "such" / "game.json"
    with pytest.raises(StorageError, match=f"could not save the game to {path}: there is no folder {path.parent}$"):
        save_game(record, str(path))
    assert not (tmp_path / "no").exists()
    assert save_game(record, str(tmp_path / "game.json")) == tmp_path / "game.json"
