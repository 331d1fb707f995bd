"""The app's commands: each one a key binding and a command-palette entry.

A :class:`Command` names its action, its key and its words once; the app
builds its footer bindings from the table, and
:class:`wumpus.app.palette.GameCommands` offers the same commands in the
command palette.
"""

from __future__ import annotations

from collections.abc import Callable, Container, Iterable
from dataclasses import dataclass

from rich.cells import cell_len
from textual.binding import Binding
from textual.content import Content

#: Ctrl+C on a screen over the game says how to quit, as it does on the game itself (a modal screen
#: hides the app's own keys)
CTRL_C = Binding("ctrl+c", "app.help_quit", show=False)


def copy_selection(app) -> bool:
    """Ctrl+C's first job: copy the text selected on the screen, if any (True when there was some)."""
    selection = app.screen.get_selected_text()
    if selection:
        app.copy_to_clipboard(selection)
    return bool(selection)

#: a dialog's screen's classes by its width: on a screen under 50 columns (a terminal too small for the
#: game, where the quit question is the way on) dialogs drop their margins and their buttons' spare width
DIALOG_BREAKPOINTS = [(0, "-narrow"), (50, "-roomy")]

#: narrower than this, a footer is compact (the game's leaves the command palette's key to the help)
FULL_FOOTER_WIDTH = 100


@dataclass(frozen=True)
class Command:
    action: str
    key: str
    footer: str
    title: str
    help: str
    key_display: str | None = None
    show: bool = True
    #: the help page: its section, the keys as it shows them (markup), and what they do (lines)
    section: str = "The game"
    guide_keys: str = ""
    guide: tuple[str, ...] = ()

    def binding(self) -> Binding:
        return Binding(self.key, self.action, self.footer, show=self.show, key_display=self.key_display)


COMMANDS: tuple[Command, ...] = (
    Command("tunnel(1)", "1", "Tunnel", "Go through tunnel 1", "Walk through the first tunnel listed",
            key_display="1 2 3", section="Moving", guide_keys="[b]1 2 3[/b]",
            guide=("walk through the 1st, 2nd or 3rd tunnel listed",
                   "(4 to 9 in a room with more tunnels)")),
    Command("move_to", "m", "Room #", "Go to a room by number", "Type a room number, then Enter",
            section="Moving", guide_keys="[b]m[/b] 14 [b]Enter[/b]",
            guide=("walk to room 14 (m, the number, then Enter)",)),
    Command("shoot", "s", "Shoot", "Shoot an arrow", "Pick the rooms the arrow flies through",
            section="Shooting", guide=("aim an arrow: type each room's number and Enter",
                                       "(or ↑↓ and Enter), then Enter once more fires it",
                                       "(Esc puts it away); where no tunnel leads, the picker",
                                       "says what the rules do with the arrow, and it marks",
                                       "a room that brings the arrow back into yours")),
    Command("toggle_notes", "b", "Notes", "Show or hide the hunter's notes",
            "The odds of a pit, the wumpus and bats in every room, from what you have seen",
            guide=("the hunter's notes: the odds of the wumpus, a pit and",
                   "bats in every room, from what you have seen")),
    Command("hint", "h", "Hint", "Hint: what to do now?", "One action for this turn, from the notes' odds, and why",
            guide=("a hint: one action for now, from the notes, and why",)),
    Command("new_game", "n", "New", "New game", "A new game with the same rules and cave",
            guide=("a new game (asks first while a game is on)",)),
    Command("replay", "r", "Again", "Same set-up again", "A new game with everything back where this one started",
            guide=("the same set-up again (everything where it started)",)),
    Command("help", "question_mark", "Help", "Help: the keys and the rules", "The keys, and the rules of this version",
            key_display="?", guide=("this help",)),
    Command("stats", "t", "Stats", "Statistics", "Win rate, scores, how games were lost and best games of your finished games",
            show=False, guide=("your statistics (every finished game is kept)",)),
    Command("save_as", "ctrl+s", "Save", "Save game as...", "Keep this game under a name (wumpus --load NAME)",
            show=False, guide=("save this game under a name (wumpus --load NAME)",)),
    Command("load_saved", "ctrl+o", "Load", "Go on with a saved game",
            "Load an unfinished game saved with ctrl+s or set aside (the game under way is kept aside at its "
            "first turn)", show=False,
            guide=("go on with a saved game (the one under way is kept",
                   "as a save of its own); Del in the list deletes one")),
    Command("replay_saved", "R", "Replays", "Replay a saved game",
            "Step through this game or a saved one, forwards and backwards", key_display="R", show=False,
            guide=("replay this game or a saved one, step by step",
                   "(Del in the list deletes a save)")),
    Command("toggle_tips", "ctrl+t", "Tips", "Turn first-game tips on or off",
            "Short tips at the first warning, the first chance to shoot and the first bat flight", show=False,
            guide=("first-game tips on or off",)),
    Command("quit", "q", "Quit", "Quit", "Leave the game (asks first while a game is on)",
            guide=("quit (a game still going is saved: the next", "wumpus offers to resume it; wumpus --resume)")),
)

#: keys the help page lists that are no command of their own: (the command they follow, keys, what they do)
OTHER_KEYS: tuple[tuple[str, str, str], ...] = (
    ("move_to", "[b]click[/b]", "a room next to yours on the map: walk there"),
    ("toggle_notes", "[b]↑ ↓[/b]", "scroll the notes, when they do not fit"),
    ("quit", "[b]ctrl+p[/b]", "commands: new game with other rules or cave, themes"),
    ("quit", "[b]PgUp PgDn[/b]", "scroll the messages"),
)

#: rulesets whose instructions name commands typed in the line game (``wumpus text``), by family:
#: (the welcome's line on them, the help's line on what stands for each of them here)
LINE_COMMANDS: dict[str, tuple[str, str]] = {
    "teaching": (
        "Its R, C, D, P and X commands are the line game's (wumpus text --rules teaching): "
        "here ? shows the rules, the map is always on screen, q quits, and R replays a game.",
        "the commands above are typed in the line game, wumpus text --rules teaching, which alone has "
        "R (reset the cave) and C (cheat). Here 1 2 3, or m and a room number, walk (M), s shoots (S), "
        "? shows these rules (D), the map is always on screen (P), q quits (X), and R replays a game.",
    ),
}


def line_commands(family: str) -> tuple[str, str] | None:
    """For a ruleset whose instructions name commands of the line game: what the welcome and the
    help say of them in this app; None for the others."""
    return LINE_COMMANDS.get(family)


#: the help page's sections of keys, in order
SECTIONS = ("Moving", "Shooting", "The game")
_KEY_COLUMN = 13


def _key_lines(keys: str, words: tuple[str, ...]) -> list[str]:
    width = len(Content.from_markup(keys).plain)
    first = f"  {keys}{' ' * max(1, _KEY_COLUMN - width)}{words[0]}"
    return [first, *(" " * (_KEY_COLUMN + 2) + more for more in words[1:])]


def keys_help(first: Iterable[tuple[str, Iterable[tuple[str, tuple[str, ...]]]]] = (),
              leave_out: Container[str] = ()) -> str:
    """The help page's list of keys (Content markup), made from :data:`COMMANDS` and :data:`OTHER_KEYS`:
    after the sections ``first`` (each a heading and its keys, as markup, with what they do), and
    without the commands whose actions are in ``leave_out`` (nor the keys that follow them)."""
    parts = []
    for section, keys in first:
        parts.append("\n".join([f"[b]{section}[/b]", *(line for key, words in keys for line in _key_lines(key, words))]))
    for section in SECTIONS:
        lines = [f"[b]{section}[/b]"]
        for command in COMMANDS:
            if command.section != section or not command.guide or command.action in leave_out:
                continue
            lines += _key_lines(command.guide_keys or f"[b]{command.key_display or command.key}[/b]", command.guide)
            for after, keys, words in OTHER_KEYS:
                if after == command.action:
                    lines += _key_lines(keys, (words,))
        if len(lines) > 1:
            parts.append("\n".join(lines))
    return "\n\n".join(parts) + "\n"


def footer_width(keys: Iterable[Binding], key_display: Callable[[Binding], str]) -> int:
    """The columns a compact footer takes to show each of these keys whole: the first key of each
    action shown, as ``key description``, one column apart."""
    shown: dict[str, Binding] = {}
    for binding in keys:
        if binding.show:
            shown.setdefault(binding.action, binding)
    return sum(cell_len(key_display(b)) + 1 + cell_len(b.description) + 1 for b in shown.values()) - 1


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
        Binding("up", "scroll_notes(-1)", "Scroll notes", show=False),
        Binding("down", "scroll_notes(1)", "Scroll notes", show=False),
    ]
    return out
