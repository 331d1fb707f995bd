"""What a player can trust: the game is never thrown away, given away or dealt wrong behind their back."""

from __future__ import annotations

from textual.widgets import Static

from wumpus.app.mapview import CaveMap
from wumpus.app.replay_screen import ReplayScreen

from .helpers import SIZE, make


def replay_status(screen) -> str:
    return str(screen.query_one("#replay-status", Static).render())


async def test_a_replay_during_a_game_shows_only_what_the_player_knew():
    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1", "R")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        game = app.game
        text = replay_status(screen)
        assert "Wumpus" not in text and "Pits" not in text and "Bats" not in text
        for step in (0, 1):
            await pilot.press("home" if step == 0 else "end")
            roles = screen.query_one("#replay-map", CaveMap).room_roles
            shown = {room for room, role in roles.items() if role in ("wumpus", "pit", "bats")}
            assert not shown, f"hazards {shown} shown at step {step}"
        assert str(game.wumpus) not in str(screen.query_one("#replay-legend", Static).render())


async def test_a_replay_of_a_finished_game_shows_the_hazards():
    app = make(seed=11)
    async with app.run_test(size=SIZE) as pilot:
        await pilot.press("1")
        game = app.game
        while not game.over:  # walk until something ends the game
            game_moves = game.moves
            await pilot.press("1")
            assert game.moves == game_moves + 1
        await pilot.pause()
        await pilot.press("R")
        await pilot.pause()
        await pilot.press("enter")
        await pilot.pause()
        screen = app.screen
        assert isinstance(screen, ReplayScreen)
        await pilot.press("home")
        text = replay_status(screen)
        assert f"Wumpus {game.start.wumpus}" in text.replace("  ", " ")
