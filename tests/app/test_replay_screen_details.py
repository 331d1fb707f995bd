"""The replay screen word for word: the status at the start, after a step, at the end of a game won or lost
and of one still on; the title, the log's first line and turn headings, the legend; stepping past either end."""

from __future__ import annotations

from textual.widgets import Static

from tests.app.helpers import SIZE, make
from wumpus.app.messagelog import MessageLog
from wumpus.app.replay_screen import ReplayScreen
from wumpus.caves import cave_title
from wumpus.engine import Game, Move, Positions, Shoot

KEYS = "→ next  ← back  Home start  End end  Esc close"
LEGEND = "## the hunter  ## tunnel\n## visited  ## warning felt"
HAZARDS = "\n W  wumpus   P  pit   B  bats"


def game_of(hunter: int, wumpus: int, pits: tuple, bats: tuple, *actions, **kw) -> Game:
    game = Game(seed=4, start=Positions(hunter, wumpus, pits, bats), **kw)
    for action in actions:
        game.apply(action)
    return game


def status(screen) -> list[str]:
    return str(screen.query_one("#replay-status", Static).render()).replace("\u00a0", " ").splitlines()


def legend(screen) -> str:
    return str(screen.query_one("#replay-legend", Static).render())


async def watch(game: Game, *keys: str, reveal=None):
    """The replay screen of ``game`` after ``keys``: its status lines, legend, title and log."""
    app = make(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False, reveal=reveal))
        await pilot.pause()
        bells = []
        app.bell = lambda: bells.append(1)
        for key in keys:
            await pilot.press(key)
        await pilot.pause()
        screen = app.screen
        return (status(screen), legend(screen), screen.sub_title,
                list(screen.query_one("#replay-log", MessageLog).lines), len(bells), screen.step)


async def test_a_game_still_on_at_its_start_and_after_each_step():
    game = game_of(1, 20, (17, 16), (11, 13), Move(2), Move(1))
    lines, key, title, log, bells, step = await watch(game)
    assert lines == ["Step 0 of 2   Room  1    Arrows 5", "The start: nothing has happened yet.",
                     "The game is still on: its hazards stay hidden.", KEYS]
    assert key == LEGEND
    assert title == f"replay · classic · {cave_title(game.cave)} · seed 4"
    assert log[0] == f"Replay: {game.rules.title}, cave {cave_title(game.cave)}, seed 4."
    lines, *_, log, bells, step = await watch(game, "right")
    assert lines[:2] == ["Step 1 of 2   Room  2    Arrows 5", "Last: move 2"]
    assert "— 1. move 2 —" in log
    lines, *_, log, bells, step = await watch(game, "end")
    assert lines == ["Step 2 of 2   Room  1    Arrows 5", "Last: move 1",
                     "The game is still on: its hazards stay hidden.", KEYS]
    assert [line for line in log if line.startswith("—")] == ["— 1. move 2 —", "— 2. move 1 —"]


async def test_stepping_past_either_end_rings_and_stays():
    game = game_of(1, 20, (17, 16), (11, 13), Move(2), Move(1))
    *_, bells, step = await watch(game, "left")
    assert (bells, step) == (1, 0)
    *_, bells, step = await watch(game, "end", "right")
    assert (bells, step) == (1, 2)
    *_, bells, step = await watch(game, "end", "left")
    assert (bells, step) == (0, 1)
    *_, bells, step = await watch(game, "right", "right", "home")
    assert (bells, step) == (0, 0)


async def test_a_game_lost_says_how_and_shows_where_everything_was():
    game = game_of(1, 20, (2,), (11, 13), Move(2))
    assert game.over and not game.won
    lines, key, *_ = await watch(game, "end")
    assert lines == ["Step 1 of 1   Room  2    Arrows 5", "Last: move 2", "The hunter lost (fell into a pit), score 0",
                     "Wumpus 20  Pits 2  Bats 11 13", KEYS]
    assert key == LEGEND + HAZARDS


async def test_a_game_won_gives_its_score_and_a_hazard_missing_reads_none():
    game = game_of(1, 2, (), (), Shoot((2,)))
    assert game.won
    lines, *_ = await watch(game, "end")
    assert lines[2:4] == [f"The hunter won, score {game.score}", "Wumpus 2  Pits none  Bats none"]
    lines, *_ = await watch(game)
    assert lines[1:3] == ["The start: nothing has happened yet.", "Wumpus 2  Pits none  Bats none"]


async def test_a_game_still_on_shown_with_its_hazards_at_the_watchers_asking():
    game = game_of(1, 20, (17, 16), (11, 13), Move(2))
    lines, key, *_ = await watch(game, reveal=True)
    assert lines[2] == "Wumpus 20  Pits 16 17  Bats 11 13"
    assert key == LEGEND + HAZARDS



async def test_the_footer_names_each_key_and_what_it_does():
    game = game_of(1, 20, (17, 16), (11, 13), Move(2))
    app = make(seed=1)
    async with app.run_test(size=(120, 32)) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        shown: dict = {}
        for b in app.active_bindings.values():
            if b.binding.show:
                shown.setdefault(b.binding.action, (app.get_key_display(b.binding), b.binding.description))
    assert [shown[action] for action in ("step(1)", "step(-1)", "jump(0)", "jump(-1)", "close")] == [
        ("→", "Next"), ("←", "Back"), ("Home", "Start"), ("End", "End"), ("esc", "Close")]


async def test_the_panels_are_titled():
    game = game_of(1, 20, (17, 16), (11, 13), Move(2))
    app = make(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        titles = [app.screen.query_one(name).border_title for name in ("#replay-status", "#replay-log")]
    assert titles == ["Replay", "Messages"]


async def test_stepping_back_to_the_start_forgets_what_the_steps_showed():
    from wumpus.app.mapview import CaveMap

    game = game_of(1, 20, (17, 16), (11, 13), Move(2), Move(3))
    app = make(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        cave_map = app.screen.query_one("#replay-map", CaveMap)
        start = dict(cave_map.room_roles)
        await pilot.press("right", "right")
        assert cave_map.room_roles != start
        await pilot.press("home")
        assert cave_map.room_roles == start


async def test_the_log_at_the_start_says_what_the_hunter_first_sees():
    from wumpus.app.knowledge import log_lines

    game = game_of(1, 20, (2,), (11, 13), Move(5))
    fresh = game.record().new_game()
    first_look = [text for text, _ in log_lines(fresh.look(), fresh.messages)]
    assert first_look
    *_, log, _, _ = await watch(game)
    assert "\n".join(log[1:]) == "\n".join(first_look)


async def test_with_animation_off_a_shot_is_shown_where_it_landed_at_once():
    game = game_of(1, 20, (17, 16), (11, 13), Shoot((2, 3)))
    app = make(seed=1)
    async with app.run_test(size=SIZE) as pilot:
        app.push_screen(ReplayScreen(game.record(), animation=False))
        await pilot.pause()
        await pilot.press("right")
        assert not app.screen.animating
        assert status(app.screen)[:2] == ["Step 1 of 1   Room  1    Arrows 4", "Last: shoot 2 3"]
