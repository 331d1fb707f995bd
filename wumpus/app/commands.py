"""The app's commands: each one a key binding and a command-palette entry.

A :class:`Command` names its action, its key and its words once; the app
builds its footer bindings from the table, and
:class:`wumpus.app.palette.GameCommands` offers the same commands in the
command palette.
"""

from __future__ import annotations

from dataclasses import dataclass

from textual.binding import Binding


@dataclass(frozen=True)
class Command:
    action: str
    key: str
    footer: str
    title: str
    help: str
    key_display: str | None = None
    show: bool = True

    def binding(self) -> Binding:
        return Binding(self.key, self.action, self.footer, show=self.show, key_display=self.key_display)


COMMANDS: tuple[Command, ...] = (
    Command("tunnel(1)", "1", "Tunnel", "Go through tunnel 1", "Walk through the first tunnel listed",
            key_display="1 2 3"),
    Command("move_to", "m", "Room #", "Go to a room by number", "Type a room number, then Enter"),
    Command("shoot", "s", "Shoot", "Shoot an arrow", "Pick the rooms the arrow flies through"),
    Command("toggle_notes", "b", "Notes", "Show or hide the hunter's notes",
            "The odds of a pit, the wumpus and bats in every room, from what you have seen"),
    Command("hint", "h", "Hint", "Hint: what would the hunter do?", "The hunter bot's next action, and why"),
    Command("new_game", "n", "New", "New game", "A new game with the same rules and cave"),
    Command("replay", "r", "Again", "Same set-up again", "A new game with everything back where this one started"),
    Command("stats", "t", "Stats", "Statistics", "Win rate, scores, deaths and best games of your finished games",
            show=False),
    Command("save_as", "ctrl+s", "Save", "Save game as...", "Keep this game under a name (wumpus --load NAME)",
            show=False),
    Command("replay_saved", "R", "Replays", "Replay a saved game",
            "Step through this game or a saved one, forwards and backwards", key_display="R", show=False),
    Command("toggle_tips", "ctrl+t", "Tips", "Turn first-game tips on or off",
            "Short tips at the first warning, the first chance to shoot and the first bat flight", show=False),
    Command("help", "question_mark", "Help", "Help", "The keys, and the rules of this version",
            key_display="?"),
    Command("quit", "q", "Quit", "Quit", "Leave the game (asks first while a game is on)"),
)


def bindings() -> list[Binding]:
    out = [command.binding() for command in COMMANDS]
    out += [Binding(str(k), f"tunnel({k})", f"Tunnel {k}", show=False) for k in range(2, 10)]
    out += [
        Binding("0", "digit(0)", "0", show=False),
        Binding("enter", "enter_room", "Go", show=False),
        Binding("backspace", "erase_digit", "Erase", show=False),
        Binding("escape", "cancel_entry", "Cancel", show=False),
        Binding("pageup", "scroll_log(-1)", "Scroll messages", show=False),
        Binding("pagedown", "scroll_log(1)", "Scroll messages", show=False),
    ]
    return out
