"""Replays: the replay screen steps through a recorded game; ``wumpus replay`` reads saves and files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from textual.widgets import Static

from wumpus import WumpusApp
from wumpus.app.mapview import CaveMap
from wumpus.app.messagelog import MessageLog
from wumpus.app.replay import read_record, replay_app
from wumpus.app.replay_screen import ReplayScreen
from wumpus.app.save_dialogs import SavePicker
from wumpus.app.saving import record_for
from wumpus.engine import Game, Move
from wumpus.storage import StorageError
from wumpus.storage.saves import save_game, save_path, saves_dir

from .helpers import QUIET, SIZE

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    return tmp_path


def a_record(seed: int = 8, turns: int = 6):
    """A game of a few moves then shots at the first tunnel, and its record."""
    game = Game(seed=seed)
    for i in range(turns):
        if game.over:
            break
        if i < turns // 2:
            game.move(game.tunnels[i % len(game.tunnels)])
        else:
            game.shoot([game.tunnels[0]])
    return record_for(game)


def hunter_after(record, steps: int) -> int:
    game = record.new_game()
    for action in record.actions[:steps]:
        game.apply(action)
    return game.hunter


def status(screen) -> str:
    return str(screen.query_one("#replay-status", Static).render()).replace("\u00a0", " ")  # as it reads


async def test_replay_steps_forwards_and_backwards_and_shows_the_right_room():
    record = a_record()
    n = len(record.actions)
    assert n >= 4
    app = replay_app(record, animation=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        cave_map = screen.query_one("#replay-map", CaveMap)
        finished = record.replay()[0].over
        assert screen.reveal == finished

        async def check(step: int) -> None:
            assert screen.step == step
            room = hunter_after(record, step)
            assert screen.game.hunter == room
            assert f"Step {step} of {n}" in status(screen)
            assert cave_map.room_roles[room] in ("hunter", "dead")
            wumpus_role = cave_map.room_roles.get(screen.game.wumpus)
            if not screen.game.over and screen.game.wumpus != room:
                # the watcher of a finished game sees the wumpus; of an unfinished one, only what the hunter knew
                assert (wumpus_role == "wumpus") == finished

        await check(0)
        for step in range(1, 4):
            await pilot.press("right")
            await check(step)
        await pilot.press("left", "left")
        await check(1)
        await pilot.press("end")
        await check(n)
        assert screen.game.over == record.replay()[0].over
        await pilot.press("right")  # past the end: nothing changes
        await check(n)
        await pilot.press("home")
        await check(0)
        await pilot.press("left")
        await check(0)
        await pilot.press("escape")
        await pilot.pause()
        assert not app.is_running


async def test_stepping_back_rebuilds_the_log_up_to_that_step():
    record = a_record()
    app = replay_app(record, animation=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("right", "right", "right")
        log = app.screen.query_one("#replay-log", MessageLog)
        three = list(log.lines)
        await pilot.press("right", "left")
        assert list(log.lines) == three


async def test_the_replay_flies_the_arrow():
    game = Game(seed=1, start=QUIET)
    game.move(2)
    game.shoot([3, 4])
    record = record_for(game)
    app = replay_app(record, animation=True)
    async with app.run_test(size=SIZE) as pilot:
        screen = app.screen
        seen: list[dict[int, str]] = []
        cave_map = screen.query_one("#replay-map", CaveMap)
        show = cave_map.show

        def spy(rooms, edges=None):
            seen.append(dict(rooms))
            show(rooms, edges)

        cave_map.show = spy
        await pilot.press("right", "right")
        for _ in range(50):
            if not screen.animating:
                break
            await pilot.pause(0.1)
        assert not screen.animating
        assert [room for roles in seen for room, role in roles.items() if role == "arrow"] == [3, 4]
        assert seen[-1].get(2) == "hunter"


async def test_with_nothing_to_replay_R_says_so_and_offers_only_esc():
    from textual.containers import Vertical
    from textual.widgets import Label

    app = WumpusApp(seed=8, animation=False, splash=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("R")
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, SavePicker) and picker.entries == []
        assert "No saved games yet" in str(picker.query_one(Label).render())
        assert picker.query_one(Vertical).border_subtitle == "Esc closes"
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, SavePicker)


async def test_the_app_replays_this_game_or_a_save_with_R():
    save_game(a_record(seed=5), "older")
    app = WumpusApp(seed=8, animation=False, splash=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "2")
        await pilot.press("R")
        await pilot.pause()
        assert isinstance(app.screen, SavePicker)
        assert [name for name, _ in app.screen.entries] == ["this game", "older"]
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.steps == 2
        await pilot.press("1", "s", "n")  # the game's keys rest during a replay
        assert isinstance(app.screen, ReplayScreen) and app.game.moves == 2
        await pilot.press("end")
        assert app.screen.game.hunter == app.game.hunter
        await pilot.press("escape")
        await pilot.pause()
        assert not isinstance(app.screen, ReplayScreen)
        assert app.game.moves == 2  # the game itself is untouched
        await pilot.press("R", "down", "enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen) and app.screen.record.seed == 5


def test_read_record_accepts_names_and_paths(data_dir):
    record = a_record()
    save_game(record, "last")
    assert read_record("last").actions == record.actions
    assert read_record(str(save_path("last"))).actions == record.actions
    with pytest.raises(StorageError, match="no saved game"):
        read_record("nothing")


def test_a_file_here_with_a_bare_name_is_pointed_to_by_its_path(data_dir, tmp_path, monkeypatch):
    record = a_record()
    (tmp_path / "myrec").write_text(record.to_json(), encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    with pytest.raises(StorageError, match=r"\(a file 'myrec' is in this folder: wumpus replay \./myrec reads it\)$"):
        read_record("myrec")
    assert read_record("./myrec").actions == record.actions


def wumpus(*args: str, data_dir: Path) -> subprocess.CompletedProcess:
    env = {**os.environ, "WUMPUS_DATA_DIR": str(data_dir)}
    return subprocess.run([sys.executable, "-m", "wumpus", *args], capture_output=True, text=True, cwd=ROOT,
                          env=env, timeout=60)


def test_wumpus_replay_of_a_save_that_is_not_there_says_so(data_dir):
    done = wumpus("replay", "nosuch", data_dir=data_dir)
    assert done.returncode == 2
    assert done.stderr.startswith(f"wumpus replay: there is no saved game {data_dir / 'saves' / 'nosuch.json'}")


@pytest.mark.parametrize(
    ("content", "words"),
    [
        (None, "there is no file "),
        ("{ half a rec", "not valid JSON"),
        ('{"format": "wumpus-game-record", "version": 7}', "version 7"),
        (b"\xff\xfe\x00junk", "not text"),
    ],
    ids=["missing", "corrupt", "future", "binary"],
)
def test_wumpus_replay_on_a_bad_file_says_why_with_status_2(data_dir, content, words):
    target = data_dir / "game.json"
    if isinstance(content, bytes):
        target.write_bytes(content)
    elif content is not None:
        target.write_text(content, encoding="utf-8")
    done = wumpus("replay", str(target), data_dir=data_dir)
    assert done.returncode == 2
    assert done.stderr.startswith("wumpus replay: ")
    assert words in done.stderr
    assert "Traceback" not in done.stderr
    if content is not None:
        assert target.exists()  # a file the player named is never moved


def test_wumpus_replay_is_a_subcommand(data_dir):
    done = wumpus("replay", "--help", data_dir=data_dir)
    assert done.returncode == 0 and "FILE" in done.stdout
    done = wumpus("replay", "last", data_dir=data_dir)
    assert done.returncode == 2 and str(saves_dir()) in done.stderr.replace("\n", "")


async def test_a_replay_that_shows_the_hazards_marks_them_by_letter_as_well_as_colour():
    record = a_record()
    game = record.new_game()
    app = WumpusApp(seed=1, animation=False, splash=False, tips=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ReplayScreen(record, animation=False, reveal=True))
        await pilot.pause()
        marks = app.screen.query_one("#replay-map", CaveMap).marks
        letters = sorted(letter for letter, _ in marks.values())
        assert letters == sorted(["W"] + ["P"] * len(set(game.pits)) + ["B"] * len(set(game.bats)))


async def test_the_list_of_saves_to_replay_says_what_each_holds_and_touches_none():
    from textual.widgets import OptionList

    save_game(a_record(seed=5), "older")
    save_path("broken").write_text("{ half a rec", encoding="utf-8")
    save_path("deep").write_text("[" * 100_000 + "]" * 100_000, encoding="utf-8")
    save_path("digits").write_text(a_record(seed=5).to_json().replace('"seed": 5', '"seed": ' + "5" * 5000),
                                   encoding="utf-8")
    data = json.loads(a_record(seed=5).to_json())
    data["actions"][0] = ["move", 999]
    save_path("refused").write_text(json.dumps(data), encoding="utf-8")
    for name in ("older", "broken", "deep", "digits", "refused"):
        os.utime(save_path(name), (1_700_000_000, 1_700_000_000))  # saved at the same moment: by name
    app = WumpusApp(seed=8, animation=False, splash=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("R")
        await pilot.pause()
        listed = [str(option.prompt) for option in app.screen.query_one(OptionList).options]
    assert all(" · saved " in line for line in listed)
    listed = [line.split(" · saved ")[0] for line in listed]
    assert listed[0].startswith("older  classic rules, dodecahedron cave, ")  # the game first
    assert listed[1:4] == ["broken  (cannot be read)", "deep  (cannot be read)", "digits  (cannot be read)"]
    assert listed[4] == "refused  (a game the rules cannot play through)"
    assert save_path("broken").read_text(encoding="utf-8") == "{ half a rec"  # set aside only if chosen


async def test_ctrl_c_in_wumpus_replay_says_how_to_close_it():
    from wumpus.app.replay import replay_app

    app = replay_app(a_record(seed=5), animation=False)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        await pilot.press("ctrl+c")
        await pilot.pause()
        assert "Press q or Esc to close the replay." in [str(n.message) for n in app._notifications]
        assert app.is_running


async def test_a_replay_says_where_a_teaching_arrow_lies_and_keys_it():
    from wumpus.engine import Positions, Shoot
    from wumpus.engine import events as ev

    game = Game(rules="teaching", seed=1, start=Positions(13, 1, (15, 16), (17, 18)))  # the wumpus far off
    events_ = game.apply(Shoot((12,)))
    landed = next(e.room for e in events_ if isinstance(e, ev.ArrowLanded))
    assert game.arrows == 0 and not game.over
    app = WumpusApp(seed=1, animation=False, splash=False, tips=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        screen = app.screen
        await pilot.press("end")
        assert f"Arrows 0 (it lies in room {landed})" in status(screen)
        assert "## arrow" in str(screen.query_one("#replay-legend", Static).render())


async def test_a_replay_past_a_teaching_cheat_does_not_say_the_hazards_stay_hidden():
    from wumpus.engine import Cheat, Positions

    game = Game(rules="teaching", seed=1, start=Positions(13, 1, (15, 16), (17, 18)))
    game.apply(Move(12))
    game.apply(Cheat())
    app = WumpusApp(seed=1, animation=False, splash=False, tips=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        screen = app.screen
        await pilot.press("right")
        assert "its hazards stay hidden" in " ".join(status(screen).split())
        await pilot.press("right")  # the cheat: the log lists where everything is
        said = " ".join(status(screen).split())
        assert "stay hidden" not in said and "the log says where a cheat or a reset showed them" in said


async def test_a_teaching_replays_legend_wraps_no_line_at_80x24():
    from wumpus.engine import Positions, Shoot

    game = Game(rules="teaching", seed=1, start=Positions(13, 1, (15, 16), (17, 18)))
    game.apply(Shoot((12,)))
    app = WumpusApp(seed=1, animation=False, splash=False, tips=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        legend = app.screen.query_one("#replay-legend", Static)
        lines = str(legend.render()).split("\n")
        assert "## arrow" in lines
        assert max(map(len, lines)) <= legend.size.width  # no line breaks between a sample and its word


@pytest.mark.parametrize(("again", "said"), [(0, ""), (1, ", the same set-up again"),
                                             (3, ", the same set-up again (3 times)")])
async def test_a_replay_of_the_same_set_up_dealt_again_says_so(again, said):
    from wumpus.engine import Shoot

    game = Game(rules="classic", seed=6, again=again)
    game.apply(Shoot((game.tunnels[0],)))
    app = WumpusApp(seed=1, animation=False, splash=False, tips=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        assert app.screen.sub_title.endswith(f"seed 6{said}")
        log = app.screen.query_one("#replay-log", MessageLog).lines
        assert log[0].endswith(f"seed 6{said}.")


async def test_at_80x24_the_replay_never_splits_a_label_from_its_value():
    game = Game(seed=5)
    for _ in range(2):
        game.apply(Move(game.tunnels[0]))
    app = WumpusApp(seed=1, animation=False, splash=False, tips=False)
    async with app.run_test(size=(80, 24)) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        lines = status(app.screen).splitlines()
        assert len(lines) > 4  # the panel is narrow: its lines wrap
        for line in lines:
            assert line.split()[-1] not in ("Step", "of", "Room", "Arrows", "→", "←", "Home", "End", "Esc"), lines
        assert any("Arrows 5" in line for line in lines)
        assert any("Home start" in line for line in lines) and any("Esc close" in line for line in lines)


async def test_under_a_long_list_of_saves_on_a_small_screen_why_one_cannot_be_watched_is_in_sight():
    for seed in range(1, 9):
        save_game(a_record(seed=seed), f"game{seed}")
    saves_dir().joinpath("zbroken.json").write_text('{"format": "wumpus-game-record", "version": 1,\n')
    app = WumpusApp(seed=8, animation=False, splash=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.press("R")
        await pilot.pause()
        picker = app.screen
        assert isinstance(picker, SavePicker) and [n for n, _ in picker.entries][-1] == "zbroken"
        await pilot.press("end", "enter")
        await pilot.pause()
        await pilot.pause()
        said = picker.query_one("#save-problem", Static)
        box = said.parent
        assert "The save zbroken.json could not be used" in str(said.render()) and said.region.height >= 2
        # the list and the words are more than the dialog can show at once: the list is shortened for them
        assert picker.query_one("#save-list").region.height < 16 and box.max_scroll_y == 0
        assert box.content_region.contains_region(said.region)  # every line of the words in sight


async def test_the_replays_footer_names_home_and_end_as_its_panel_does():
    app = replay_app(a_record(), animation=False)
    async with app.run_test(size=(120, 32)) as pilot:
        await pilot.pause()
        shown = {b.binding.action: app.get_key_display(b.binding) for b in app.active_bindings.values()
                 if b.binding.show}
    assert shown["jump(0)"] == "Home" and shown["jump(-1)"] == "End"


async def test_an_arrow_aimed_in_lines_at_a_number_that_is_no_room_is_replayed_as_no_room():
    # the 1973 game in lines takes 1.5 for a room of the arrow's path, a room no tunnel leads to:
    # the replay says so, and never names a room the player did not type
    from tests.text.helpers import games, play

    game = Game(rules="classic", seed=6)
    first = game.tunnels[0]
    play(["N", "S", "2", str(first), "1.5"], new_game=games(game))
    app = WumpusApp(seed=1, animation=False, splash=False, tips=False)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        await pilot.press("right")
        log = list(app.screen.query_one("#replay-log", MessageLog).lines)
        shown = status(app.screen)
    assert f"— 1. shoot {first} (no room) —" in log
    assert f"TWANG! THE ARROW IS AIMED AT {first} (no room)" in log
    assert f"Last: shoot {first} (no room)" in " ".join(shown.split())
    assert not any("00000" in line for line in [*log, shown])
