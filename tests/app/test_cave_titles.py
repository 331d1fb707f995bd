"""A random cave is named by its settings wherever the game names its cave with its seed (the header, the
status, the log, the replay, the saves list): "random" with that seed deals a cave of another size."""

from __future__ import annotations

import pytest

from wumpus.app.replay_screen import ReplayScreen
from wumpus.app.save_dialogs import SavePicker
from wumpus.caves import cave_title, load_cave, prepare_cave
from wumpus.engine import Game
from wumpus.storage.saves import list_saves

from .helpers import SIZE, log_text, make


@pytest.fixture(autouse=True)
def data_dir(tmp_path, monkeypatch):
    monkeypatch.setenv("WUMPUS_DATA_DIR", str(tmp_path))
    return tmp_path


@pytest.mark.parametrize(("spec", "title"), [
    ("random", "random"),
    ("random:rooms=20,tunnels=3", "random"),
    ("random:rooms=60", "random:rooms=60"),
    ("random:rooms=60,tunnels=9", "random:rooms=60,tunnels=9"),
    ("random:oneway=0.5", "random:oneway=0.5"),
    ("moebius", "moebius"),
])
def test_a_caves_title_is_what_cave_takes_to_deal_it_again(spec, title):
    cave = prepare_cave(load_cave(spec, 11), 11, False)
    assert cave_title(cave) == title
    again = load_cave(cave_title(cave), 11)
    assert again.exits == cave.exits


async def test_the_header_status_log_replay_and_saves_name_a_random_caves_settings(data_dir):
    app = make(seed=11, cave=load_cave("random:rooms=60,tunnels=9", 11))
    async with app.run_test(size=SIZE) as pilot:
        await pilot.pause()
        assert app.sub_title == "classic · random:rooms=60,tunnels=9 · seed 11"
        status = " ".join(app.query_one("#status").shown.plain.split())
        assert "Cave random:rooms=60,tunnels=9" in status.replace("\u00a0", " ")
        assert "Cave: random:rooms=60,tunnels=9. Seed: 11." in " ".join(log_text(app).split())
        await pilot.press("1", "R")
        await pilot.pause()
        assert isinstance(app.screen, SavePicker)
        await pilot.press("enter")
        await pilot.pause()
        assert isinstance(app.screen, ReplayScreen)
        assert app.screen.sub_title == "replay · classic · random:rooms=60,tunnels=9 · seed 11"
        await pilot.press("escape", "q")
        await pilot.pause()
    (autosave,) = [save for save in list_saves() if save.name == "autosave"]
    assert autosave.about.startswith("classic rules, random:rooms=60,tunnels=9 cave, 1 turn played")


def test_the_line_modes_list_of_tunnels_names_a_random_caves_settings():
    from tests.text.helpers import games, play

    game = Game(load_cave("random:rooms=30", 4), "teaching", 4)
    text = play(["P", "X"], "teaching", new_game=games(game))
    assert "The tunnels of the random:rooms=30 cave, room by room:" in text
