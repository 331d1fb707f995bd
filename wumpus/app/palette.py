"""The command palette's entries: the app's commands, and new games with other rules or caves.

Imported only when the palette opens, so it costs nothing at start-up.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from textual import on
from textual.binding import Binding
from textual.command import CommandPalette, DiscoveryHit, Hit, Hits, Provider
from textual.message import Message
from textual.widgets import Button, Input, OptionList

from .commands import COMMANDS

if TYPE_CHECKING:
    from .main import WumpusApp


class GameCommands(Provider):
    """Palette entries: the app's commands, and a new game with other rules or in another cave."""

    def _entries(self) -> Iterator[tuple[str, Callable[[], object], str]]:
        app: WumpusApp = self.app  # type: ignore[assignment]
        for command in COMMANDS:
            if command.action.startswith("tunnel") or not app.check_action(command.action, ()):
                continue  # the tunnels have keys of their own; a command this app does not take (or has
                # dimmed) is not offered
            yield command.title, partial(app.run_action, command.action), command.help
        if not app.deals_new_games:
            return
        from wumpus.engine.rules import RULESETS

        for name, rules in RULESETS.items():
            yield (
                f"New game with the {name} rules",
                partial(app.unless_playing, f"a game with the {name} rules", partial(app.new_game, rules=name)),
                rules.title,
            )
        for name, description in app.cave_choices():
            where = "a random cave" if name == "random" else f"the {name} cave"
            yield (f"New game in {where}",
                   partial(app.unless_playing, f"a game in {where}", partial(app.new_game_in_cave, name)),
                   description)

    async def discover(self) -> Hits:
        for title, callback, help_text in self._entries():
            yield DiscoveryHit(title, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, callback, help_text in self._entries():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, help=help_text)


class GamePalette(CommandPalette):
    """Textual's command palette, done with once a command is chosen: a second Enter typed on the heels
    of the first reaches it after it has closed, and chooses nothing (Textual's own palette would close
    again, and there is no screen left under the game to close to).  Ctrl+C closes it and says, over the
    game, which key quits, as it does everywhere else (the search field would take it to copy a selection
    of its own, and a notice over the palette's list is hidden under it on a small screen)."""

    BINDINGS = [Binding("ctrl+c", "close_and_say_how_to_quit", show=False, priority=True)]

    async def action_close_and_say_how_to_quit(self) -> None:
        await self.run_action("escape")
        self.app.call_later(self.app.action_help_quit)

    @on(Input.Submitted)
    @on(Button.Pressed)
    @on(OptionList.OptionSelected)
    def _closed_already(self, event: Message) -> None:
        if self.app.screen is not self:
            event.stop()
            event.prevent_default()
