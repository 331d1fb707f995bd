"""`wumpus text` keeps the game in progress at a terminal, and `--resume` goes on with it."""

from __future__ import annotations

import fcntl
import io
import json
import os
import pty
import select
import signal
import subprocess
import sys
import termios
import time
from pathlib import Path

import pytest

from wumpus.caves import load_cave
from wumpus.cli import main
from wumpus.engine import Game, Move, Shoot
from wumpus.engine.seeds import next_seed
from wumpus.storage.saves import AUTOSAVE, LAST, load_save, record_for, save_game, save_path
from wumpus.text import Script, dialogue_for

from .helpers import KEPT, cli_session, shortest_path

ROOT = Path(__file__).resolve().parents[2]
RULES = ["classic", "spec", "teaching", "tournament", "gentle", "fiend", "wump3"]


# -- helpers -----------------------------------------------------------------------------------
session = cli_session


def opening(rules):
    """The answers a dialogue asks for before the first turn."""
    return ["N"] if rules in ("classic", "fiend", "wump3") else []


def move(rules, room):
    """The lines that walk into ``room`` in the ruleset's dialogue."""
    if rules in ("classic", "fiend", "wump3"):
        return ["M", str(room)]
    if rules == "gentle":
        return ["m", str(room)]
    return [f"m {room}"]


def game_after(rules, seed, walk):
    game = Game(load_cave(None, seed), rules, seed)
    for room in walk:
        game.apply(Move(room))
    return game


def safe_walk(rules, seed, steps):
    """Rooms to walk into one after another, the hunter alive and where he walked after each."""
    walk = []
    for _ in range(steps):
        here = game_after(rules, seed, walk)
        for room in here.tunnels:
            there = game_after(rules, seed, [*walk, room])
            if not there.over and there.hunter == room:
                walk.append(room)
                break
        else:
            raise AssertionError(f"no safe walk on seed {seed} under {rules}")
    return walk


def status_text(rules, game):
    """How the ruleset's dialogue prints the turn's status for ``game``."""
    script = Script([])
    dialogue = dialogue_for(rules)(lambda: game, script.read, script.write)
    dialogue.start(game)
    dialogue.show_status(game.look())
    return script.transcript


def kept_actions(name=AUTOSAVE):
    record = load_save(name).record
    return None if record is None else record.actions


# -- every dialogue goes on with the kept game ----------------------------------------------------
@pytest.mark.parametrize("rules", RULES)
def test_each_dialogue_keeps_the_game_at_a_terminal_and_goes_on_with_it(rules, monkeypatch, capsys):
    seed = 5
    walk = safe_walk(rules, seed, 3)
    lines = opening(rules) + move(rules, walk[0]) + move(rules, walk[1])
    status, out, err = session(monkeypatch, capsys, ["--rules", rules, "--seed", str(seed)], lines)
    assert status == 0 and err == KEPT
    assert kept_actions() == (Move(walk[0]), Move(walk[1]))
    # the same lines from a pipe print exactly the same game, and keep nothing
    save_path(AUTOSAVE).unlink()
    assert session(monkeypatch, capsys, ["--rules", rules, "--seed", str(seed)], lines, terminal=False) == (0, out, "")
    assert kept_actions() is None
    session(monkeypatch, capsys, ["--rules", rules, "--seed", str(seed)], lines)

    # --resume, here through a pipe: where the game stands, then the dialogue goes on with it
    status, out, err = session(monkeypatch, capsys, ["--resume"], move(rules, walk[2]), terminal=False)
    game = game_after(rules, seed, walk[:2])
    assert status == 0
    assert out.startswith(status_text(rules, game))
    assert err == (f"wumpus: going on with your unfinished game: {rules} rules, dodecahedron cave, 2 turns played, "
                   f"in room {walk[1]}\n" + KEPT)
    game.apply(Move(walk[2]))
    assert status_text(rules, game) in out[len(status_text(rules, game_after(rules, seed, walk[:2]))):]
    assert kept_actions() == tuple(Move(room) for room in walk)
    if rules == "teaching":
        assert "1. Enter your move" not in out and "3. Enter your move" in out
    if rules in ("classic", "fiend", "wump3"):
        assert "INSTRUCTIONS" not in out and "HUNT THE WUMPUS" not in out


def test_a_game_kept_by_the_full_screen_game_goes_on_in_lines(monkeypatch, capsys):
    game = game_after("spec", 9, safe_walk("spec", 9, 1))
    save_game(record_for(game), AUTOSAVE)  # what the full-screen game keeps after every turn
    status, out, err = session(monkeypatch, capsys, ["--resume"], ["h"])
    assert status == 0
    assert out.startswith(status_text("spec", game) + "Move or shoot (M-S)? ")
    assert "going on with your unfinished game: spec rules" in err


def test_resuming_a_game_a_closed_window_left_says_it_is_the_autosave_now(monkeypatch, capsys):
    game = game_after("spec", 9, safe_walk("spec", 9, 1))
    save_game(record_for(game), "autosave-3")  # 'wumpus --load autosave-3', that window said
    status, out, err = session(monkeypatch, capsys, ["--resume"], ["h"])
    assert status == 0 and out.startswith(status_text("spec", game))
    assert "the unfinished game a closed window kept as the save 'autosave-3' is now the save 'autosave'" in err
    assert not save_path("autosave-3").exists() and kept_actions(AUTOSAVE) == tuple(game.actions)


def test_a_resumed_game_that_ends_is_no_longer_kept_and_the_next_follows_from_its_seed(monkeypatch, capsys):
    seed = 12
    walk = safe_walk("classic", seed, 1)
    session(monkeypatch, capsys, ["--seed", str(seed)], ["N", *move("classic", walk[0])])
    game = game_after("classic", seed, walk)
    path = shortest_path(game, game.wumpus)
    status, out, err = session(monkeypatch, capsys, ["--resume"], ["S", str(len(path)), *map(str, path), "N"])
    assert status == 0 and "AHA! YOU GOT THE WUMPUS!" in out
    assert not save_path(AUTOSAVE).exists()
    assert kept_actions(LAST) == (Move(walk[0]), Shoot(path))
    assert err.count("\n") == 1  # the game is over: nothing to go on with
    following = Game(load_cave(None, next_seed(seed)), "classic", next_seed(seed))
    assert out.endswith("SAME SET-UP (Y-N)?HUNT THE WUMPUS\n" + status_text("classic", following)
                        + "SHOOT OR MOVE (S-M)?\n")


# -- a new game never overwrites an unfinished one ---------------------------------------------------
def test_a_new_game_sets_the_unfinished_one_aside_at_its_first_turn(monkeypatch, capsys):
    kept = game_after("spec", 7, safe_walk("spec", 7, 1))
    save_game(record_for(kept), AUTOSAVE)
    before = save_path(AUTOSAVE).read_bytes()
    # left before its first turn, the new game leaves the unfinished one where it was
    assert session(monkeypatch, capsys, ["--seed", "1"], ["N"]) == (0, session_out(monkeypatch, capsys), "")
    assert save_path(AUTOSAVE).read_bytes() == before and not save_path("declined").exists()

    status, out, err = session(monkeypatch, capsys, ["--seed", "1"], ["N", "M", "2"])
    assert status == 0 and "declined" not in out
    assert err == (f"wumpus: the unfinished game (spec rules, dodecahedron cave, 1 turn played, in room {kept.hunter}) "
                   "is kept as the save 'declined': 'wumpus text --load declined' (or 'wumpus --load declined') goes on with it\n" + KEPT)
    assert load_save("declined").record.to_json() == record_for(kept).to_json()
    assert kept_actions() == (Move(2),)

    # and a third game sets the second aside beside the first
    status, out, err = session(monkeypatch, capsys, ["--rules", "gentle", "--seed", "1"],
                               move("gentle", safe_walk("gentle", 1, 1)[0]))
    assert "is kept as the save 'declined-2': 'wumpus text --load declined-2' (or 'wumpus --load declined-2') goes on with it" in err
    assert kept_actions("declined-2") == (Move(2),) and kept_actions("declined") == (Move(kept.hunter),)


def test_an_unfinished_game_that_cannot_be_set_aside_is_not_overwritten(monkeypatch, capsys):
    import wumpus.storage.saves as saves
    from wumpus.storage import StorageError

    kept = game_after("spec", 7, safe_walk("spec", 7, 1))
    save_game(record_for(kept), AUTOSAVE)
    before = save_path(AUTOSAVE).read_bytes()

    def full_disk(record, name=AUTOSAVE):
        if name.startswith("declined"):
            raise StorageError(f"could not save the game to {name}.json: No space left on device")
        return save_game(record, name)

    monkeypatch.setattr(saves, "save_game", full_disk)  # the move aside, declined.json, fails
    status, out, err = session(monkeypatch, capsys, ["--seed", "1"], ["N", "M", "2", "M", "1"])
    assert status == 0 and "YOU ARE IN ROOM 1" in out
    assert err == (
        f"wumpus: the unfinished game (spec rules, dodecahedron cave, 1 turn played, in room {kept.hunter}) could not "
        "be set aside: could not save the game to declined.json: No space left on device, so this game is kept as the "
        "save 'autosave-2': 'wumpus text --load autosave-2' (or 'wumpus --load autosave-2') goes on with it\n"
        "wumpus: your game is kept: 'wumpus text --load autosave-2' (or 'wumpus --load autosave-2') goes on with it\n"
    )
    assert save_path(AUTOSAVE).read_bytes() == before
    assert kept_actions("autosave-2") == (Move(2), Move(1))


def test_a_save_that_cannot_be_read_is_not_overwritten(monkeypatch, capsys):
    save_path(AUTOSAVE).mkdir(parents=True)  # autosave.json that no one can read as a file
    status, out, err = session(monkeypatch, capsys, ["--seed", "1"], ["N", "M", "2"])
    assert status == 0
    lines = err.splitlines()
    assert len(lines) == 3 and lines[0].startswith("wumpus: could not read ")
    assert lines[1] == ("wumpus: the save 'autosave' cannot be read here, and is left as it is, so this game is kept "
                        "as the save 'autosave-2': 'wumpus text --load autosave-2' (or 'wumpus --load autosave-2') "
                        "goes on with it")
    assert save_path(AUTOSAVE).is_dir() and kept_actions("autosave-2") == (Move(2),)


def test_a_game_played_in_another_wumpus_is_neither_resumed_nor_overwritten(monkeypatch, capsys):
    from wumpus.storage.saves import claim_save

    kept = game_after("spec", 7, safe_walk("spec", 7, 1))
    save_game(record_for(kept), AUTOSAVE)
    before = save_path(AUTOSAVE).read_bytes()
    other = claim_save(AUTOSAVE)  # as a full-screen game playing it holds it
    try:
        status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["N", "M", "2"])
    finally:
        other.release()
    assert status == 0 and out.startswith("INSTRUCTIONS (Y-N)?")
    assert err.splitlines() == [
        "wumpus: the unfinished game is being played in another wumpus, so it is not resumed here: a new game starts",
        "wumpus: another wumpus running now keeps its game as 'autosave', so this game is kept as the save "
        "'autosave-2': 'wumpus text --load autosave-2' (or 'wumpus --load autosave-2') goes on with it",
        "wumpus: your game is kept: 'wumpus text --load autosave-2' (or 'wumpus --load autosave-2') goes on with it",
    ]
    assert save_path(AUTOSAVE).read_bytes() == before and kept_actions("autosave-2") == (Move(2),)


def test_resume_goes_on_with_a_game_kept_by_a_wumpus_that_has_closed(monkeypatch, capsys):
    """A game kept as 'autosave-2' (another wumpus held 'autosave' then) is resumed once nothing holds it."""
    kept = game_after("spec", 9, safe_walk("spec", 9, 1))
    save_game(record_for(kept), "autosave-2")
    status, out, err = session(monkeypatch, capsys, ["--resume"], ["h"])
    assert status == 0
    assert out.startswith(status_text("spec", kept) + "Move or shoot (M-S)? ")
    assert "going on with your unfinished game: spec rules" in err
    assert not save_path("autosave-2").exists()


def test_resume_while_another_wumpus_runs_and_nothing_is_kept_says_there_is_nothing(monkeypatch, capsys):
    from wumpus.storage.saves import claim_save

    other = claim_save(AUTOSAVE)  # a full-screen game started, no turn played yet
    try:
        status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["N"])
    finally:
        other.release()
    assert status == 0
    assert err.splitlines()[0] == "wumpus: there is no unfinished game to resume: a new one starts"


def test_a_session_at_a_terminal_holds_the_autosave_while_it_runs(tmp_path, monkeypatch):
    from wumpus.storage.saves import claim_save

    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    term = Terminal("--seed", "1", data_dir=tmp_path)
    term.wait_for("INSTRUCTIONS (Y-N)?")
    term.type("N\nM\n2\n")
    term.wait_for("TUNNELS LEAD TO 1 3 10\r\n\r\nSHOOT OR MOVE (S-M)?")
    assert claim_save(AUTOSAVE) is None  # held by the game being played
    term.type("\x04")
    assert term.finish()[0] == 0
    claim = claim_save(AUTOSAVE)  # given back when it ends
    assert claim is not None
    claim.release()


def session_out(monkeypatch, capsys):
    """What ``wumpus text --seed 1`` prints for the answer N, from a pipe."""
    return session(monkeypatch, capsys, ["--seed", "1"], ["N"], terminal=False)[1]


# -- --resume and its options --------------------------------------------------------------------
def test_resume_with_nothing_kept_says_so_and_starts_a_new_game(monkeypatch, capsys):
    status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["N"])
    assert status == 0
    assert err == "wumpus: there is no unfinished game to resume: a new one starts\n"
    assert out == session_out(monkeypatch, capsys)


def test_resume_of_a_save_that_cannot_be_read_says_so_and_starts_a_new_game(monkeypatch, capsys):
    save_path(AUTOSAVE).mkdir(parents=True)
    status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["N"])
    lines = err.splitlines()
    assert status == 0 and out == session_out(monkeypatch, capsys)
    assert len(lines) == 2 and lines[0].startswith("wumpus: could not read ")
    assert lines[1] == "wumpus: the unfinished game cannot be resumed: a new one starts"


def test_resume_refuses_other_rules_in_one_line(monkeypatch, capsys):
    save_game(record_for(game_after("spec", 7, safe_walk("spec", 7, 1))), AUTOSAVE)
    before = save_path(AUTOSAVE).read_bytes()
    status, out, err = session(monkeypatch, capsys, ["--resume", "--rules", "classic"], ["N"])
    assert (status, out) == (2, "")
    assert err == ("wumpus text: --resume goes on with your unfinished game, played by the spec rules: "
                   "leave out --rules classic (or --resume, to start a new game)\n")
    assert save_path(AUTOSAVE).read_bytes() == before
    status, out, err = session(monkeypatch, capsys, ["--resume", "--rules", "spec"], [])
    assert status == 0 and out.startswith("\n")  # the same rules: the game goes on
    assert session(monkeypatch, capsys, ["--resume", "--seed", "8"], [])[0] == 2


def test_host_dice_without_rules_still_names_the_default_rules(capsys):
    with pytest.raises(SystemExit) as stop:
        main(["text", "--host-dice"])
    assert stop.value.code == 2
    assert "the host's dice are defined only for the tournament rules, not 'classic'" in capsys.readouterr().err


# -- at a real terminal ------------------------------------------------------------------------------
class Terminal:
    """``wumpus text ARGS`` on a pseudo-terminal of its own (its controlling terminal); stderr apart."""

    def __init__(self, *args, data_dir):
        self.master, slave = pty.openpty()

        def child():
            fcntl.ioctl(0, termios.TIOCSCTTY, 0)
            signal.signal(signal.SIGINT, signal.SIG_DFL)

        self.proc = subprocess.Popen(
            [sys.executable, "-m", "wumpus", "text", *args], stdin=slave, stdout=slave, stderr=subprocess.PIPE,
            cwd=ROOT, start_new_session=True, preexec_fn=child,
            env={**os.environ, "TERM": "dumb", "WUMPUS_DATA_DIR": str(data_dir), "PYTHONIOENCODING": "utf-8"},
        )
        os.close(slave)
        self.seen = b""

    def wait_for(self, text, timeout=30):
        deadline = time.monotonic() + timeout
        while text.encode() not in self.seen and time.monotonic() < deadline:
            ready, _, _ = select.select([self.master], [], [], 0.2)
            if ready:
                try:
                    self.seen += os.read(self.master, 4096)
                except OSError:
                    break
        assert text.encode() in self.seen, self.seen.decode(errors="replace")

    def type(self, keys):
        os.write(self.master, keys.encode())

    def close(self, timeout=30):
        """The terminal goes away (its window is closed)."""
        os.close(self.master)
        self.master = None
        return self.finish(timeout)

    def finish(self, timeout=30):
        try:
            self.proc.wait(timeout)
        finally:
            if self.proc.poll() is None:
                self.proc.kill()
            if self.master is not None:
                os.close(self.master)
        return self.proc.returncode, self.proc.stderr.read().decode()


def test_ctrl_c_at_a_terminal_keeps_the_game_and_says_how_to_go_on(tmp_path):
    term = Terminal("--seed", "1", data_dir=tmp_path)
    term.wait_for("INSTRUCTIONS (Y-N)?")
    term.type("N\n")
    term.wait_for("SHOOT OR MOVE (S-M)?")
    term.type("M\n2\n")
    term.wait_for("TUNNELS LEAD TO 1 3 10\r\n\r\nSHOOT OR MOVE (S-M)?")
    time.sleep(0.2)  # the prompt is out: the game waits for the answer
    term.type("\x03")
    term.wait_for("GOODBYE")
    status, err = term.finish()
    assert status == 130
    assert err == KEPT
    record = load_save(tmp_path / "saves" / "autosave.json").record
    assert (record.rules, record.seed, record.actions) == ("classic", 1, (Move(2),))

    term = Terminal("--resume", data_dir=tmp_path)
    term.wait_for("YOU ARE IN ROOM 2\r\nTUNNELS LEAD TO 1 3 10\r\n\r\nSHOOT OR MOVE (S-M)?")
    time.sleep(0.2)
    term.type("\x04")  # the end of input
    status, err = term.finish()
    assert status == 0
    assert err.splitlines()[-1] + "\n" == KEPT


def test_a_closed_terminal_loses_nothing(tmp_path):
    term = Terminal("--rules", "spec", "--seed", "1", data_dir=tmp_path)
    term.wait_for("Move or shoot (M-S)? ")
    walk = safe_walk("spec", 1, 2)
    for room in walk:
        term.type(f"m {room}\n")
        term.wait_for(f"You are in cave {room}.")
    term.wait_for(f"You are in cave {walk[-1]}.\r\nTunnels")
    term.close()
    assert load_save(tmp_path / "saves" / "autosave.json").record.actions == tuple(Move(r) for r in walk)


def test_beside_an_autosave_from_a_newer_wumpus_resume_goes_on_with_this_versions_own_game(monkeypatch, capsys):
    newer = json.loads(record_for(game_after("classic", 2, safe_walk("classic", 2, 1))).to_json())
    save_path(AUTOSAVE).parent.mkdir(parents=True, exist_ok=True)
    save_path(AUTOSAVE).write_text(json.dumps({**newer, "version": 99}), encoding="utf-8")
    before = save_path(AUTOSAVE).read_bytes()
    walk = safe_walk("classic", 1, 2)
    status, out, err = session(monkeypatch, capsys, ["--seed", "1"], ["N", *move("classic", walk[0])])
    assert status == 0 and kept_actions("autosave-2") == (Move(walk[0]),)
    status, out, err = session(monkeypatch, capsys, ["--resume"], move("classic", walk[1]))
    assert status == 0
    assert "this version's own unfinished game, kept as 'autosave-2', is the one resumed" in err
    assert kept_actions("autosave-2") == (Move(walk[0]), Move(walk[1]))
    assert not save_path("autosave-3").exists() and save_path(AUTOSAVE).read_bytes() == before


def test_a_newer_wumpuss_autosave_is_told_of_once_when_resume_starts_a_new_game(monkeypatch, capsys):
    newer = json.loads(record_for(game_after("classic", 2, safe_walk("classic", 2, 1))).to_json())
    save_path(AUTOSAVE).parent.mkdir(parents=True, exist_ok=True)
    save_path(AUTOSAVE).write_text(json.dumps({**newer, "version": 99}), encoding="utf-8")
    walk = safe_walk("classic", 1, 1)
    status, out, err = session(monkeypatch, capsys, ["--seed", "1", "--resume"], ["N", *move("classic", walk[0])])
    assert status == 0 and kept_actions("autosave-2") == (Move(walk[0]),)
    assert err.count("made by a newer wumpus") == 1
    assert "the save 'autosave' cannot be read here, and is left as it is, so this game is kept as the save " \
           "'autosave-2'" in err


def test_teaching_goes_on_with_the_move_number_it_showed_refused_commands_and_all(monkeypatch, capsys):
    """The course program numbers every M and S command, a refused one too: resumed, the count
    goes on from the number last shown, not from the moves the game recorded."""
    walk = safe_walk("teaching", 1, 2)
    wall = next(r for r in range(1, 21) if r not in game_after("teaching", 1, []).tunnels and r != 1)
    status, out, err = session(monkeypatch, capsys, ["--rules", "teaching", "--seed", "1"],
                               [f"m {wall}", *move("teaching", walk[0]), *move("teaching", walk[1])])
    assert status == 0 and "4. Enter your move" in out
    status, out, err = session(monkeypatch, capsys, ["--resume"], [])
    assert "4. Enter your move" in out and "2. Enter your move" not in out


# -- --load: a saved game goes on in lines -----------------------------------------------------------
def test_load_goes_on_with_a_named_save_and_keeps_it_as_the_unfinished_game(monkeypatch, capsys):
    walk = safe_walk("spec", 9, 2)
    saved = game_after("spec", 9, walk[:1])
    save_game(record_for(saved), "mine")  # as ctrl+s in the full-screen game saves it
    before = save_path("mine").read_bytes()
    unfinished = game_after("gentle", 3, safe_walk("gentle", 3, 1))
    save_game(record_for(unfinished), AUTOSAVE)
    status, out, err = session(monkeypatch, capsys, ["--load", "mine"], move("spec", walk[1]))
    assert status == 0
    assert out.startswith(status_text("spec", saved) + "Move or shoot (M-S)? ")
    assert err.splitlines() == [
        f"wumpus: going on with the saved game 'mine': spec rules, dodecahedron cave, 1 turn played, in room {walk[0]}",
        f"wumpus: the unfinished game (gentle rules, dodecahedron cave, 1 turn played, in room {unfinished.hunter}) "
        "is kept as the save 'declined': 'wumpus text --load declined' (or 'wumpus --load declined') goes on with it",
        KEPT.strip(),
    ]
    # the game goes on as the unfinished one; the save it came from is as it was
    assert kept_actions() == (Move(walk[0]), Move(walk[1]))
    assert save_path("mine").read_bytes() == before
    assert kept_actions("declined") == tuple(unfinished.actions)


def test_load_of_a_game_set_aside_takes_it_back_once_it_is_kept(monkeypatch, capsys):
    walk = safe_walk("classic", 4, 2)
    save_game(record_for(game_after("classic", 4, walk[:1])), "declined")
    before = save_path("declined").read_bytes()
    # through a pipe nothing is kept, so the save stays
    status, out, err = session(monkeypatch, capsys, ["--load", "declined"], move("classic", walk[1]), terminal=False)
    assert status == 0 and "MOVE OR SHOOT" not in out and f"YOU ARE IN ROOM {walk[1]}" in out
    assert err.endswith("1 turn played, in room " + str(walk[0]) + " (read from a pipe: the save is left as it "
                        "was, and a game finished here still goes into your history)\n")
    assert save_path("declined").read_bytes() == before and not save_path(AUTOSAVE).exists()
    # at a terminal the game is kept as the unfinished one, and its old copy goes
    status, out, err = session(monkeypatch, capsys, ["--load", "declined"], move("classic", walk[1]))
    assert status == 0 and err.endswith(KEPT)
    assert kept_actions() == (Move(walk[0]), Move(walk[1])) and not save_path("declined").exists()


def test_load_of_a_file_goes_on_with_it_and_the_next_game_follows_from_its_seed(monkeypatch, capsys, tmp_path):
    walk = safe_walk("tournament", 6, 1)
    game = game_after("tournament", 6, walk)
    path = tmp_path / "elsewhere" / "hunt.json"
    path.parent.mkdir()
    path.write_text(record_for(game).to_json(), encoding="utf-8")
    target = shortest_path(game, game.wumpus)
    status, out, err = session(monkeypatch, capsys, ["--load", str(path)],
                               [f"s {' '.join(map(str, target))}"], terminal=False)
    assert status == 0 and err.startswith(f"wumpus: going on with the saved game {path}: tournament rules")
    following = Game(load_cave(None, next_seed(6)), "tournament", next_seed(6))
    assert status_text("tournament", following) in out
    assert path.read_text(encoding="utf-8") == record_for(game).to_json()


def test_load_autosave_is_resume(monkeypatch, capsys):
    walk = safe_walk("spec", 9, 2)
    save_game(record_for(game_after("spec", 9, walk[:1])), AUTOSAVE)
    status, out, err = session(monkeypatch, capsys, ["--load", "autosave"], move("spec", walk[1]))
    assert status == 0 and err.startswith("wumpus: going on with your unfinished game: spec rules")
    assert kept_actions() == (Move(walk[0]), Move(walk[1])) and not save_path("declined").exists()


@pytest.mark.parametrize("args, says", [
    (["--load", "nothing"], "wumpus text: there is no save {saves}/nothing.json (the saves there are: mine)\n"),
    (["--load", "won"], "wumpus text: that game is over: 'wumpus replay won' steps through it\n"),
    (["--load", "mine", "--rules", "classic"],
     "wumpus text: --load goes on with the saved game, played by the spec rules: leave out --rules classic "
     "(or --load, to start a new game)\n"),
    (["--load", "mine", "--seed", "4"],
     "wumpus text: --load goes on with the saved game, dealt from seed 9: leave out --seed 4 "
     "(or --load, to start a new game)\n"),
    (["--load", "no way"], "wumpus text: 'no way' is not a save name: a name is 1 to 64 letters, digits, '-', '_' "
     "or '.', beginning with a letter or digit\n"),
])
def test_load_says_in_one_line_why_a_save_cannot_go_on(monkeypatch, capsys, args, says):
    save_game(record_for(game_after("spec", 9, safe_walk("spec", 9, 1))), "mine")
    won = game_after("classic", 12, [])
    won.apply(Shoot(shortest_path(won, won.wumpus)))
    assert won.won
    save_game(record_for(won), "won")  # a finished game saved by name
    from wumpus.storage.saves import saves_dir

    status, out, err = session(monkeypatch, capsys, args, ["N"])
    assert (status, out) == (2, "")
    assert err == says.format(saves=saves_dir()).replace("mine)", "mine, won)")


def test_load_of_a_damaged_save_you_named_leaves_it_under_its_name(monkeypatch, capsys):
    from wumpus.storage.saves import saves_dir

    save_path("broken").parent.mkdir(parents=True, exist_ok=True)
    save_path("broken").write_text("{not json", encoding="utf-8")
    status, out, err = session(monkeypatch, capsys, ["--load", "broken"], ["N"])
    assert (status, out) == (2, "")
    assert err.startswith("wumpus text: the save broken.json could not be used: ")
    assert err.rstrip().endswith("; it is left as it is")
    assert save_path("broken").read_text(encoding="utf-8") == "{not json"
    assert [p.name for p in saves_dir().iterdir() if p.suffix == ".json"] == ["broken.json"]


def test_load_leaves_a_game_being_played_in_another_wumpus_to_it(monkeypatch, capsys):
    from wumpus.storage.saves import claim_save

    save_game(record_for(game_after("spec", 9, safe_walk("spec", 9, 1))), "autosave-2")
    other = claim_save("autosave-2")  # a second window keeps its game there
    try:
        status, out, err = session(monkeypatch, capsys, ["--load", "autosave-2"], ["h"])
    finally:
        other.release()
    assert (status, out) == (2, "")
    assert err == ("wumpus text: the save 'autosave-2' is the game being played in another wumpus: "
                   "it is left to that one\n")


def test_load_and_resume_together_are_refused(monkeypatch, capsys):
    with pytest.raises(SystemExit) as stopped:
        session(monkeypatch, capsys, ["--load", "mine", "--resume"], [])
    assert stopped.value.code == 2
    assert "argument --resume: not allowed with argument --load" in capsys.readouterr().err


def test_load_of_a_save_of_the_unfinished_game_itself_keeps_no_second_copy(monkeypatch, capsys):
    walk = safe_walk("spec", 9, 2)
    record = record_for(game_after("spec", 9, walk[:1]))
    save_game(record, AUTOSAVE)
    save_game(record, "mine")
    status, out, err = session(monkeypatch, capsys, ["--load", "mine"], move("spec", walk[1]))
    assert status == 0 and "declined" not in err and not save_path("declined").exists()
    assert kept_actions() == (Move(walk[0]), Move(walk[1])) and kept_actions("mine") == (Move(walk[0]),)


def test_load_autosave_says_why_it_cannot_go_on_as_any_load_does(monkeypatch, capsys):
    from wumpus.storage.saves import claim_save

    status, out, err = session(monkeypatch, capsys, ["--load", "autosave"], ["N"])
    assert (status, out) == (2, "") and err.startswith("wumpus text: there is no save ")
    save_game(record_for(game_after("spec", 9, safe_walk("spec", 9, 1))), AUTOSAVE)
    other = claim_save(AUTOSAVE)
    try:
        status, out, err = session(monkeypatch, capsys, ["--load", "autosave"], ["h"])
    finally:
        other.release()
    assert (status, out) == (2, "")
    assert err == "wumpus text: the save 'autosave' is the game being played in another wumpus: it is left to that one\n"


def test_load_of_a_file_name_that_is_a_save_says_how_to_name_the_save(monkeypatch, capsys, tmp_path):
    save_game(record_for(game_after("spec", 9, safe_walk("spec", 9, 1))), "mine")
    monkeypatch.chdir(tmp_path)
    status, out, err = session(monkeypatch, capsys, ["--load", "mine.json"], ["h"])
    assert (status, out) == (2, "")
    assert err == ("wumpus text: there is no save mine.json (a save 'mine' is in the saves folder: --load mine goes "
                   "on with it)\n")


def test_load_by_a_link_to_a_save_another_wumpus_plays_is_refused(monkeypatch, capsys, tmp_path):
    from wumpus.storage.saves import claim_save

    save_game(record_for(game_after("spec", 9, safe_walk("spec", 9, 1))), "autosave-2")
    link = tmp_path / "link.json"
    link.symlink_to(save_path("autosave-2"))
    other = claim_save("autosave-2")
    try:
        status, out, err = session(monkeypatch, capsys, ["--load", str(link)], ["h"])
    finally:
        other.release()
    assert (status, out) == (2, "") and "the save 'autosave-2' is the game being played in another wumpus" in err


def test_load_autosave_with_options_that_do_not_fit_names_the_option_typed(monkeypatch, capsys):
    save_game(record_for(game_after("spec", 9, safe_walk("spec", 9, 1))), AUTOSAVE)
    status, out, err = session(monkeypatch, capsys, ["--load", "autosave", "--rules", "classic"], ["h"])
    assert (status, out) == (2, "")
    assert err == ("wumpus text: --load goes on with the saved game, played by the spec rules: leave out --rules "
                   "classic (or --load, to start a new game)\n")


def test_the_save_a_game_was_loaded_from_is_let_go_once_that_game_is_over():
    from wumpus.storage.saves import claim_save
    from wumpus.text.keeping import Keeper

    game = game_after("classic", 12, [])
    save_game(record_for(game), "mine")
    keeper = Keeper(terminal=True, say=lambda text: None)
    keeper.hold(claim_save("mine"))
    keeper.load(game, "mine")
    keeper.after_turn(game)
    assert claim_save("mine") is None  # played here
    game.apply(Shoot(shortest_path(game, game.wumpus)))
    keeper.after_turn(game)
    other = claim_save("mine")
    assert other is not None  # over: another wumpus may go on with the save
    other.release()
    keeper.release()


def a_game_one_shot_from_a_win(rules="classic"):
    """A seed, and a walk of one room after which the wumpus is in a room next door."""
    for seed in range(200):
        walk = safe_walk(rules, seed, 1)
        game = game_after(rules, seed, walk)
        if game.wumpus in game.tunnels:
            return seed, walk, game
    raise AssertionError("no such seed")


def test_a_loaded_game_won_on_its_first_turn_is_not_offered_again_as_unfinished(monkeypatch, capsys):
    seed, walk, game = a_game_one_shot_from_a_win()
    record = record_for(game)
    save_game(record, AUTOSAVE)  # ctrl+s, then q, in the full-screen game: both hold the same game
    save_game(record, "mine")
    status, out, err = session(monkeypatch, capsys, ["--load", "mine"], ["S", "1", str(game.wumpus), "N"])
    assert status == 0 and "AHA! YOU GOT THE WUMPUS!" in out
    assert not save_path(AUTOSAVE).exists()  # its copy as the unfinished game went with the win
    assert kept_actions("mine") == (Move(walk[0]),)  # the save named is as it was
    status, out, err = session(monkeypatch, capsys, ["--resume", "--seed", "1"], ["N"])
    assert err == "wumpus: there is no unfinished game to resume: a new one starts\n"


def test_a_loaded_game_won_on_its_first_turn_leaves_another_unfinished_game_alone(monkeypatch, capsys):
    seed, walk, game = a_game_one_shot_from_a_win()
    save_game(record_for(game), "mine")
    other = game_after("spec", 9, safe_walk("spec", 9, 1))
    save_game(record_for(other), AUTOSAVE)
    status, out, err = session(monkeypatch, capsys, ["--load", "mine"], ["S", "1", str(game.wumpus), "N"])
    assert status == 0 and "AHA! YOU GOT THE WUMPUS!" in out
    assert kept_actions() == tuple(other.actions)


PLAYED_BEFORE = "wumpus: you finished this game before: finishing it again does not count in your statistics\n"


def test_a_save_won_twice_counts_once_and_the_second_load_says_so(monkeypatch, capsys):
    from wumpus.storage.history import read_history
    from wumpus.storage.stats import report

    seed, walk, game = a_game_one_shot_from_a_win()
    save_game(record_for(game), "mine")
    status, out, err = session(monkeypatch, capsys, ["--load", "mine"], ["S", "1", str(game.wumpus), "N"])
    assert status == 0 and "AHA! YOU GOT THE WUMPUS!" in out and PLAYED_BEFORE not in err
    status, out, err = session(monkeypatch, capsys, ["--load", "mine"], ["S", "1", str(game.wumpus), "N"])
    assert status == 0 and "AHA! YOU GOT THE WUMPUS!" in out
    assert err.splitlines()[:2] == [
        f"wumpus: going on with the saved game 'mine': classic rules, dodecahedron cave, 1 turn played, "
        f"in room {walk[0]}", PLAYED_BEFORE.strip()]
    entries = read_history().entries
    assert [(e.won, e.loaded) for e in entries] == [(True, True), (True, True)]
    result = report(entries)
    assert (result.overall.games, result.overall.wins, result.played_again) == (1, 1, 1)


def test_a_resumed_game_finished_for_the_first_time_in_lines_counts(monkeypatch, capsys):
    from wumpus.storage.history import read_history
    from wumpus.storage.stats import report

    seed, walk, game = a_game_one_shot_from_a_win()
    session(monkeypatch, capsys, ["--seed", str(seed)], ["N", *move("classic", walk[0])])  # then the terminal closed
    status, out, err = session(monkeypatch, capsys, ["--resume"], ["S", "1", str(game.wumpus), "N"])
    assert status == 0 and "AHA! YOU GOT THE WUMPUS!" in out and PLAYED_BEFORE not in err
    (entry,) = read_history().entries
    assert entry.loaded and entry.won
    result = report(read_history().entries)
    assert (result.overall.games, result.overall.wins, result.played_again) == (1, 1, 0)


def test_what_keeping_a_turn_has_to_say_comes_after_the_turn_is_printed(monkeypatch):
    unfinished = game_after("gentle", 3, safe_walk("gentle", 3, 1))
    save_game(record_for(unfinished), AUTOSAVE)
    walk = safe_walk("classic", 5, 1)
    both = io.StringIO()  # the screen: standard output and standard error as they come
    monkeypatch.setattr("wumpus.text.cli._at_terminal", lambda: True)
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in ["N", *move("classic", walk[0])])))
    monkeypatch.setattr("sys.stdout", both)
    monkeypatch.setattr("sys.stderr", both)
    assert main(["text", "--seed", "5"]) == 0
    screen = both.getvalue()
    kept = screen.index("wumpus: the unfinished game (gentle rules")
    turn = screen.index(f"YOU ARE IN ROOM {walk[0]}")
    assert turn < kept < screen.index("SHOOT OR MOVE (S-M)?", turn)
    assert kept_actions("declined") == tuple(unfinished.actions)


def test_load_of_a_bare_name_that_is_a_file_here_points_to_its_path(monkeypatch, capsys, tmp_path):
    record = record_for(game_after("spec", 9, safe_walk("spec", 9, 1)))
    (tmp_path / "hunt").write_text(record.to_json(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    status, out, err = session(monkeypatch, capsys, ["--load", "hunt"], [])
    assert status == 2
    assert err.endswith("(a file 'hunt' is in this folder: --load ./hunt reads it)\n")
    status, out, err = session(monkeypatch, capsys, ["--load", "./hunt"], [], terminal=False)
    assert status == 0 and "going on with the saved game" in err


def test_a_look_at_the_cheats_table_alone_keeps_no_game(monkeypatch, capsys):
    """Teaching's C only shows where everything is: a game with nothing else done is no game to resume."""
    status, out, err = session(monkeypatch, capsys, ["--rules", "teaching", "--seed", "1"], ["C"])
    assert "Cheat" in out or "cheat" in out.lower()
    assert KEPT not in err and load_save().record is None
    walk = safe_walk("teaching", 1, 1)
    status, out, err = session(monkeypatch, capsys, ["--rules", "teaching", "--seed", "1"], ["C", *move("teaching", walk[0])])
    assert KEPT in err
    kept = load_save().record
    assert kept is not None and kept.actions[-1] == Move(walk[0])


def test_a_finished_game_that_cannot_be_kept_stays_in_its_autosave(monkeypatch, capsys):
    """The game ends, but neither the history nor 'last' can be written: the save it was kept in turn by
    turn stays, as it stood before its last turn, and says so (the full-screen game does the same); the
    next game of the session is kept under a save of its own."""
    seed, walk, fatal = next((seed, walk, room) for seed in range(200)
                             for walk in [safe_walk("classic", seed, 1)]
                             for room in game_after("classic", seed, walk).tunnels
                             if game_after("classic", seed, [*walk, room]).over)
    save_path(LAST).mkdir(parents=True)  # last.json that no one can write as a file
    status, out, err = session(monkeypatch, capsys, ["--seed", str(seed)],
                               ["N", *move("classic", walk[0]), *move("classic", fatal), "N", "N",
                                *move("classic", safe_walk("classic", next_seed(seed), 1)[0])])
    assert status == 0, err
    assert "HA HA HA - YOU LOSE!" in out
    assert f"the game, as it stood before its last turn, is still in {save_path(AUTOSAVE)}" in err
    kept = load_save(AUTOSAVE).record
    assert kept is not None and [a.room for a in kept.actions] == walk
    assert "so this game is kept as the save 'autosave-2'" in err
    assert load_save("autosave-2").record.seed == next_seed(seed)


def test_a_line_on_standard_error_is_broken_between_words_never_inside_a_command():
    from wumpus.text.keeping import fitted

    line = "wumpus: your game is kept: 'wumpus text --resume' (or 'wumpus --resume') goes on with it"
    assert fitted(line, 80) == ("wumpus: your game is kept: 'wumpus text --resume' (or 'wumpus --resume') goes\n"
                                "  on with it")
    assert fitted(line, 40).splitlines() == ["wumpus: your game is kept:", "  'wumpus text --resume' (or",
                                             "  'wumpus --resume') goes on with it"]
    assert fitted(line, 200) == line
    # an apostrophe is no quotation mark: the words around it break as any others
    said = ("wumpus: this version's own unfinished game, kept as 'autosave-2', is the one resumed: "
            "'wumpus text --load autosave-2' goes on with it")
    lines = fitted(said, 45).splitlines()
    assert max(map(len, lines)) <= 44
    assert any("'wumpus text --load autosave-2'" in line for line in lines)  # the command whole, on a line
