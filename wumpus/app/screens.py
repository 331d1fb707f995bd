"""The app's dialogs: help, quit, and the arrow-path picker."""

from __future__ import annotations

import re
import textwrap
from dataclasses import dataclass

from rich.cells import cell_len
from textual import events, on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.content import Content
from textual.geometry import Size
from textual.screen import ModalScreen
from textual.widgets import Button, Footer, Label, Static

from wumpus.caves.drawing import CaveDrawing
from wumpus.engine import Game, IllegalAction

from .commands import CTRL_C, DIALOG_BREAKPOINTS, FULL_FOOTER_WIDTH, keys_help, line_commands
from .mapview import MAP_PADDING, SIDE_MIN, CaveMap
from .panels import score_rule

#: the help page's keys (from the command table), then how to read the map
#: the help page's words on the map, after the keys
MAP_HELP = """
[b]Reading the map[/b]
  your room: white on blue        rooms you can walk to: green
  rooms you have been in: bright  rooms with a warning: underlined
  (with NO_COLOR set: your room reversed, rooms you can walk to
  bold and underlined, rooms with a warning italic and underlined)
  At the end of a game a letter beside a room marks the wumpus (W),
  a pit (P) or bats (B), and the lines under the map list their rooms.
  With the notes on (b), a mark beside each room gives its danger:
  · safe (nothing there can hurt you, nor can its bats drop you into
  harm)  ░ under 10%  ▒ under 25%  ▓ 25% or more  W P B more likely
  than not (the panel beside the map has the percentages).
  In a cave with tunnels that lead back into their own room, an o
  beside a room marks each (a loop: walking it leaves you where you are).
"""
#: the help page's keys and map, for a player
KEYS_HELP = keys_help() + MAP_HELP


def warnings_help(game: Game) -> str:
    """The help's lines on warnings: how far away each hazard is felt in this game's cave."""
    reach = game.rules.smell_reach(game.cave)
    far = ("a hazard is one tunnel away" if reach == 1 else
           f"the wumpus is within {reach} tunnels, a pit or bats one tunnel away")
    return (f"\n[b]Warnings[/b] ({far})\n"
            "  [b]\\[W][/b] the wumpus   [b]\\[P][/b] a bottomless pit   [b]\\[B][/b] super bats\n"
            "  (the status and the messages tag each warning so, colour or not)\n")


#: a line that begins an item of a list: ``1. ``, ``- ``, ``* ``
ITEM = re.compile(r"(\s*)(\d+\.|[-*•])\s+(?=\S)")
#: a line is taken to run on into the next when the next one's first word would have fitted on it
#: but for these few columns (writers wrap a little early)
RUN_ON_SLACK = 8


@dataclass
class Paragraph:
    """A paragraph of a ruleset's instructions: its first line's indent (and list marker), the
    indent of its other lines, and its words."""

    first: str
    hang: str
    text: str


def paragraphs(text: str) -> list[Paragraph | None]:
    """The instructions as paragraphs (None: a blank line), each line run on into the next where
    the writer only wrapped it: the next line goes on at the same indent, begins no item of a
    list, and its first word would (nearly) have fitted at the end of this one."""
    lines = text.split("\n")
    widest = max((len(line.rstrip()) for line in lines), default=0)
    out: list[Paragraph | None] = []
    previous = ""
    for line in lines:
        stripped = line.strip()
        if not stripped:
            out.append(None)
            previous = ""
            continue
        indent = line[: len(line) - len(line.lstrip())]
        last = out[-1] if out else None
        runs_on = (
            last is not None and previous and not ITEM.match(line)
            and len(indent) <= len(last.hang)
            and len(previous) + 1 + len(stripped.split()[0]) > widest - RUN_ON_SLACK
        )
        if runs_on:
            last.text += " " + stripped
        else:
            item = ITEM.match(line)
            first = item.group(0) if item else indent
            out.append(Paragraph(first, " " * len(first), line[len(first):].strip()))
        previous = line.rstrip()
    return out


class Instructions(Static):
    """A ruleset's own instructions, as its writer laid them out where they fit the width; where
    some line does not, rewrapped paragraph by paragraph (keeping indents and lists), so that no
    line is broken in two with a word or two left on a line of its own."""

    def __init__(self, text: str, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.text = text.strip("\n")
        self._lines = self.text.split("\n")
        self._laid_out: tuple[int, list[str]] | None = None

    def lines_for(self, width: int) -> list[str]:
        """The lines shown in ``width`` columns."""
        if width <= 0 or all(cell_len(line) <= width for line in self._lines):
            return self._lines
        if self._laid_out is None or self._laid_out[0] != width:
            out: list[str] = []
            for paragraph in paragraphs(self.text):
                if paragraph is None:
                    out.append("")
                    continue
                out += textwrap.wrap(paragraph.text, width, initial_indent=paragraph.first,
                                     subsequent_indent=paragraph.hang, break_on_hyphens=False) or [paragraph.first]
            self._laid_out = (width, out)
        return self._laid_out[1]

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return max((cell_len(line) for line in self._lines), default=0)

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return len(self.lines_for(width))

    def render(self) -> Content:
        return Content("\n".join(self.lines_for(self.content_size.width)))


class ReadingScreen(ModalScreen[None]):
    """A modal page to read: the keys scroll it, its own keys close it.

    Subclasses name their scrolling container ``SCROLLER`` (a CSS id) and add their
    close keys to ``BINDINGS``.
    """

    SCROLLER = ""
    # a page over the whole screen: nothing of the game shows at its edges
    DEFAULT_CSS = """
    ReadingScreen { background: $background; }
    """
    BINDINGS = [
        CTRL_C,
        Binding("up", "scroll(-1)", "Scroll", show=False),
        Binding("down", "scroll(1)", "Scroll", show=False),
        Binding("pageup", "scroll(-10)", "Page up", show=False),
        Binding("pagedown", "scroll(10)", "Page down", show=False),
    ]

    def action_close(self) -> None:
        self.dismiss(None)

    def action_scroll(self, lines: int) -> None:
        self.query_one(self.SCROLLER, VerticalScroll).scroll_relative(y=lines, animate=False)


class HelpScreen(ReadingScreen):
    """How to play: the current ruleset's own instructions, then the app's keys."""

    SCROLLER = "#help"
    BINDINGS = [Binding("escape,question_mark,q", "close", "Close")]

    DEFAULT_CSS = """
    HelpScreen > #help { max-width: 100; }
    HelpScreen #help-rules { color: $text; }
    HelpScreen #help-instructions { margin: 1 0; padding: 0 1; border: solid $foreground 30%; }
    HelpScreen #help-line-commands { margin: 0 0 1 0; padding: 0 1; }
    """

    def __init__(self, game: Game, keys: str = KEYS_HELP) -> None:
        """``keys``: the keys of the app (and the map's words), as Content markup."""
        super().__init__()
        self.game = game
        self.keys = keys

    def compose(self) -> ComposeResult:
        rules = self.game.rules
        with VerticalScroll(id="help") as scroll:
            scroll.border_title = "Help"
            scroll.border_subtitle = "Esc to close"
            yield Static(
                Content.from_markup(
                    "[b]These rules: $title[/b] ([i]$name[/i])\n$summary\n"
                    "[b]Score[/b]: $score; the status panel shows what a win would score now.$whose\n"
                    "[dim](The keys of this app come after the rules: scroll down with ↓ or PgDn.)[/dim]",
                    title=rules.title, name=rules.name, summary=rules.summary, score=score_rule(rules),
                    whose="" if rules.keeps_score else " (This game's score: the version itself keeps none.)",
                ),
                id="help-rules",
            )
            text = rules.messages.instructions.strip("\n")
            yield Instructions(text or "(This version has no instructions of its own.)", id="help-instructions")
            if (line_game := line_commands(rules.family)) is not None:
                yield Static(Content.from_markup("[b]In this app[/b]: $words", words=line_game[1]),
                             id="help-line-commands")
            yield Static(Content.from_markup("[b]Playing here[/b]\n\n" + self.keys + warnings_help(self.game)), id="help-keys")
        yield Footer()


class QuitScreen(ModalScreen[bool]):
    """Asks before leaving a game that is still going."""

    #: what Ctrl+C says here
    QUIT_HINT = "Press y to quit (n goes back to the game)."
    BINDINGS = [
        CTRL_C,
        Binding("y", "answer(True)", "Yes, quit"),
        Binding("n,escape", "answer(False)", "No, keep playing"),
    ]

    DEFAULT_CSS = """
    QuitScreen { align: center middle; }
    QuitScreen > #quit {
        width: 52; max-width: 100%; height: auto; border: thick $error; background: $surface; padding: 1 2;
    }
    QuitScreen #quit-question { width: 100%; content-align: center middle; margin-bottom: 1; }
    QuitScreen Horizontal { width: 100%; height: auto; align: center middle; }
    QuitScreen Button { margin: 0 1; min-width: 19; }
    QuitScreen.-narrow > #quit { padding: 0 1; }
    QuitScreen.-narrow Button { margin: 0; min-width: 0; }
    """
    HORIZONTAL_BREAKPOINTS = DIALOG_BREAKPOINTS

    def __init__(self, then: str = "The game is saved for next time.") -> None:
        super().__init__()
        #: what becomes of the game on quitting
        self.then = then

    def compose(self) -> ComposeResult:
        with Vertical(id="quit"):
            yield Label(f"The wumpus is still out there.\nQuit? {self.then}", id="quit-question")
            with Horizontal():
                yield Button("Yes, quit (y)", variant="error", id="yes")
                yield Button("No (n)", variant="primary", id="no")

    def on_mount(self) -> None:
        self.query_one("#no", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.dismiss(event.button.id == "yes")

    def action_answer(self, quit_now: bool) -> None:
        self.dismiss(quit_now)


#: what becomes of an arrow aimed where no tunnel leads, by the ruleset's policy for it ($room: where
#: the rules send it, when they roll no dice for it)
OFF_COURSE = {
    "deflect_to_random_exit": "the arrow will veer at random",
    "deflect_to_random_link": "the arrow will veer at random",
    "host_deflect_to_passage": "the arrow will veer at random",
    "ricochet_to_lowest_neighbour": "the arrow will glance off into the lowest-numbered room beside it, room $room",
    "hit_the_wall": "the arrow will hit the wall and fall: it flies no further, so f fires it",
}


def off_course(game: Game, landed: int | None = None) -> str:
    """What the rules do with an arrow aimed where no tunnel leads, in a few words (``landed``: the
    room they send it to, when they roll no dice for it)."""
    text = OFF_COURSE.get(getattr(game.rules.reroute, "__name__", ""), "the rules decide where it goes")
    return text.replace("$room", str(landed))


def chance_words(p: float) -> str:
    """A chance as a player reads it: "1 in 3" where it is one in a whole number, else a percentage."""
    whole = round(1 / p)
    if abs(p * whole - 1) < 1e-9:
        return f"1 in {whole}"
    return "under 1%" if p < 0.005 else f"{p:.0%}"


#: the picker's warning for a room that is the player's own (an arrow named there hits them if it gets
#: there: surely, or once the dice decide, if they send it next door)
OWN_ROOM = "you are here"


#: the picker's rule for the keys, on its frame
HELP_LINE = "a number ⏎ adds it · ⏎ again fires · Esc cancels"
#: the frame's help while the path surely brings the arrow back into the hunter's room
HELP_LINE_BACK = "f fires anyway · Backspace takes it back · Esc cancels"
#: the columns round the picker's map: the frame's two borders and the gap before the side
PICKER_FRAME = 3
#: the columns of the picker's side (its CSS width), beside the map: the map gets as many columns
#: as the game screen gives its own, so that a picture that fits there fits here
PICKER_SIDE = SIDE_MIN + MAP_PADDING - PICKER_FRAME


class ArrowPicker(ModalScreen["tuple[int, ...] | None"]):
    """Build the arrow's path room by room, on the map, then fire it.

    The rooms the arrow can fly to next are offered in order; the engine says
    which of them the rules refuse, and why.  Returns the path, or None.

    Each room is its number and Enter: a number is taken at Enter, or as soon as
    no other room's number begins with it, and then the Enter typed after it only
    confirms it.  A number that could go on waits for Enter, however slowly it is
    typed.  Enter with nothing typed takes what the
    pointer is on: a room (chosen with the arrow keys), or Fire.  So "15⏎17⏎" is
    a path of two rooms, and one more Enter fires it.
    """

    BINDINGS = [
        CTRL_C,
        Binding("1", "digit(1)", "Room number", key_display="0-9"),
        *(Binding(str(k), f"digit({k})", "Room number", show=False) for k in (2, 3, 4, 5, 6, 7, 8, 9, 0)),
        Binding("up,left", "cursor(-1)", "Choose", show=False),
        Binding("down,right", "cursor(1)", "Choose", show=False),
        Binding("enter", "enter", "Add / Fire"),
        Binding("space", "space", "Next room", show=False),
        Binding("f", "fire", "Fire"),
        Binding("backspace", "undo", "Remove last"),
        Binding("escape", "cancel", "Cancel"),
    ]

    DEFAULT_CSS = f"""
    ArrowPicker {{ align: center middle; background: $background; }}  /* its own map: the game's behind would show rooms twice */
    ArrowPicker > #picker {{
        width: auto; max-width: 100%; height: auto; max-height: 100%;
        border: thick $warning; background: $surface; padding: 0;
    }}
    ArrowPicker #picker-body {{ width: auto; height: auto; }}
    ArrowPicker CaveMap {{ margin-right: {PICKER_FRAME - 2}; }}
    ArrowPicker #picker-side {{ width: {PICKER_SIDE}; height: auto; padding-right: 1; }}
    ArrowPicker #picker-path {{ margin-bottom: 1; }}
    ArrowPicker #picker-choices {{ margin-bottom: 1; }}
    ArrowPicker #picker-message {{ color: $text-error; text-style: bold; min-height: 2; }}
    """

    def __init__(self, game: Game, drawing: CaveDrawing) -> None:
        super().__init__()
        self.game = game
        self.drawing = drawing
        self.path: list[int] = []
        self.cursor = 0
        self.message = ""
        #: the digits of a room number being typed (taken at Enter, or once no other room's number begins with them)
        self.entry = ""
        #: a typed number was taken (or refused) without Enter: the Enter typed after it only confirms it
        self._enter_confirms = False
        #: the room that Enter confirms (None: the number typed was refused)
        self._typed: int | None = None
        self._links = game.rules.arrow_links(game.cave)
        self._no_arrow = ""
        try:
            game.check_shot(())
        except IllegalAction as exc:
            if exc.reason in ("no_arrow", "game_over"):
                self._no_arrow = exc.message

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """With no arrow to shoot, only Esc is offered (and the keys of the game beneath rest, as always)."""
        if self._no_arrow and action in ("digit", "cursor", "enter", "fire", "undo"):
            return False
        return True

    # -- what may come next ----------------------------------------------------------
    def course(self, path: list[int] | None = None) -> tuple[tuple[int, ...], str]:
        """Where the arrow goes along ``path`` (by default the path so far), as far as the rules tell
        before it flies (:meth:`~wumpus.engine.Game.arrow_course`)."""
        return self.game.arrow_course(self.path if path is None else path)

    def _at(self) -> int:
        """The room the arrow flies on from: where it surely is after the path so far, or, once the
        dice decide, the last room named."""
        flown, ends = self.course()
        if ends == "flies":
            return flown[-1] if flown else self.game.hunter
        return self.path[-1]

    def choices(self) -> list[tuple[int, str]]:
        """Rooms the arrow could fly to next, each with the engine's refusal, or a warning that it
        comes back into the player's room, surely or if the dice take it next door ("" if neither)."""
        last = self._at()
        linked = self._links.get(last, frozenset())
        # the tunnels in the order the version lists them (gentle's board), then any others the arrow may take
        order = [r for r in self.game.messages.listed(last, tuple(self.game.cave.exits.get(last, ()))) if r in linked]
        order += sorted(linked.difference(order))
        out = []
        for room in dict.fromkeys(order):
            try:
                self.game.check_path_prefix([*self.path, room])
            except IllegalAction as exc:
                out.append((room, exc.reason.replace("_", " ")))
                continue
            out.append((room, OWN_ROOM if room == self.game.hunter or self._hits_home([*self.path, room]) else ""))
        return out

    def _hits_home(self, path: list[int]) -> bool:
        """Whether an arrow along ``path`` surely flies back into the player's room at its last step."""
        flown, ends = self.course(path)
        return ends != "dice" and len(flown) == len(path) and flown[-1] == self.game.hunter

    @property
    def ended(self) -> str:
        """Why the arrow surely flies no further than the path so far: "wall", "you" (it comes back
        into the player's room, and hits him), or "" when it may."""
        if not self.path:
            return ""
        if self.course()[1] == "stops":
            return "wall"
        return "you" if self._hits_home(self.path) else ""

    @property
    def full(self) -> bool:
        return len(self.path) >= self.game.rules.max_path or bool(self.ended)

    # -- layout --------------------------------------------------------------------
    def compose(self) -> ComposeResult:
        with Vertical(id="picker") as box:
            box.border_title = "Shoot an arrow"
            box.border_subtitle = self._help_line()
            with Horizontal(id="picker-body"):
                yield CaveMap(self.drawing, id="picker-map")
                with Vertical(id="picker-side"):
                    yield Static(id="picker-path")
                    yield Static(id="picker-choices")
                    yield Static(id="picker-message")
        yield Footer()

    def on_mount(self) -> None:
        self.message = self._no_arrow
        self.cursor = self._first_clean()
        self._fit(*self.app.size)
        self._refresh_view()

    def _first_clean(self) -> int:
        """Where the pointer starts: on the first room the arrow may fly to without coming back into
        your own (in a room whose first tunnel loops back to itself, that tunnel is passed over)."""
        choices = [] if self._no_arrow or self.full else self.choices()
        return next((index for index, (_, said) in enumerate(choices) if not said), len(choices))

    def _help_line(self) -> str:
        if self._no_arrow:
            return "Esc goes back"
        return HELP_LINE_BACK if self.ended == "you" else HELP_LINE

    def on_resize(self, event: events.Resize) -> None:
        self._fit(*event.size)

    def _fit(self, width: int, height: int) -> None:
        """The map takes what the side, the frame and the footer leave; a bigger picture scrolls.
        On a narrow screen the footer is compact, as the game's is."""
        self.query_one("#picker-map", CaveMap).fit_within(width - PICKER_SIDE - PICKER_FRAME, height - 3)
        self.query_one(Footer).compact = width < FULL_FOOTER_WIDTH

    def _items(self) -> list[int | None]:
        """The cursor's stops: each next room, then None for "fire"."""
        if self.full or self._no_arrow:
            return [None]
        return [room for room, _ in self.choices()] + [None]

    def _refresh_view(self) -> None:
        game = self.game
        longest = game.rules.max_path
        arrows = game.arrows
        path_text = self._path_text()
        self.query_one("#picker-path", Static).update(
            Content.from_markup(
                "From room [b]$here[/b], $arrows left.\nPath ($n of at most $longest): [b $text-warning]$path[/]",
                here=str(game.hunter),
                arrows="one arrow" if arrows == 1 else f"{arrows or 'no'} arrows",
                n=str(len(self.path)), longest=str(longest), path=path_text,
            )
        )
        items = self._items()
        self.cursor = min(self.cursor, len(items) - 1)
        choices = dict(self.choices()) if not (self.full or self._no_arrow) else {}
        lines = []
        flown, ends = self.course()
        if ends == "dice" and not self._no_arrow:
            note = Content.from_markup(
                "[dim]No tunnel leads from $at to $room: from there the arrow's way is left to chance, the rooms "
                "named after it followed from wherever it goes.[/dim]",
                at=str(flown[-1] if flown else self.game.hunter), room=str(self.path[len(flown)]))
            back = game.own_arrow_chance(self.path)
            if back:  # over every way the dice may send it, and the rooms named after
                note += Content.from_markup(" [b $text-error]Should it meet no wumpus, $chance it comes back into "
                                            "your room and hits you.[/]", chance=chance_words(back))
            lines.append(note)
        if self._no_arrow:
            self.message = self._no_arrow
            lines.append(Content("Esc goes back to the game."))
            items = []
        elif self.ended == "wall":
            lines.append(Content.from_markup("[dim]The arrow flies no further than the wall.[/dim]"))
        elif self.ended == "you":
            lines.append(Content.from_markup("[dim]The arrow flies no further than your room.[/dim]"))
        elif self.full:
            lines.append(Content.from_markup("[dim]The path is as long as an arrow can fly.[/dim]"))
        elif self.entry:
            lines.append(Content.from_markup("Next room: [b $text-warning]$entry▏[/]  (Enter takes it)",
                                             entry=self.entry))
        elif not self._enter_confirms:
            lines.append(Content("Next room: its number ⏎, or ↑↓ ⏎"))
        if self._enter_confirms:
            # the number was taken (or refused) as typed: the pointer waits until the Enter after it
            lines.append(Content.from_markup("[dim]$what[/dim]", what=(
                "⏎ drops that number" if self._typed is None else f"⏎ confirms room {self._typed}")))
        for index, item in enumerate(items):
            pointer = "▶ " if index == self.cursor and not self._enter_confirms else "  "
            lines.append(self._choice_line(pointer, item, choices.get(item, "") if item is not None else ""))
        self.query_one("#picker-choices", Static).update(Content("\n").join(lines))
        self.query_one("#picker-message", Static).update(self.message)
        self.query_one("#picker", Vertical).border_subtitle = self._help_line()
        self._show_on_map(choices)

    def _choice_line(self, pointer: str, item: int | None, refusal: str) -> Content:
        """One line of the list: a room the arrow may fly to next (with why not, or a warning), or Fire."""
        if item is None:
            label = "Fire the arrow" if self.path else "Fire (choose a room first)"
            return Content.from_markup(f"{pointer}[b]f[/b] $label", label=label)
        if refusal == OWN_ROOM:
            return Content.from_markup(f"{pointer}room [b $text-error]$room[/]  ⚠ $why", room=str(item), why=refusal)
        if refusal:
            return Content.from_markup(f"{pointer}[dim]room $room  ✗ $why[/dim]", room=str(item), why=refusal)
        return Content.from_markup(f"{pointer}room [b $text-success]$room[/]", room=str(item))

    def _path_text(self) -> str:
        """The path as named, with where the rules surely send the arrow instead (``5↪12``) and
        where it stops (``9 ✗ wall``)."""
        if not self.path:
            return "none yet"
        flown, ends = self.course()
        parts = []
        for index, named in enumerate(self.path):
            if index < len(flown):
                parts.append(str(named) if flown[index] == named else f"{named}↪{flown[index]}")
            elif ends == "stops" and index == len(flown):
                parts.append(f"{named}✗wall")  # one word: never broken from its room at the end of a line
            else:
                parts.append(str(named))
        if self.ended == "you":
            parts[-1] += "✗you"  # (as ✗wall)
        return " → ".join(parts)

    def _show_on_map(self, choices: dict[int, str]) -> None:
        rooms: dict[int, str] = {}
        edges: dict[tuple[int, int], str] = {}
        for room, refusal in choices.items():
            if not refusal:
                rooms[room] = "choice"
        flown, ends = self.course()
        # the rooms the arrow surely enters, then, once the dice decide, the rooms named after
        reached = [*flown, *(self.path[len(flown):] if ends == "dice" else ())]
        trail = [self.game.hunter, *reached]
        for a, b in zip(trail, trail[1:], strict=False):
            if b in self._links.get(a, ()):  # a line along a tunnel, never where none leads
                edges[(a, b)] = "path-line"
        for room in reached:
            rooms[room] = "path"
        rooms[self.game.hunter] = "hunter"
        self.query_one("#picker-map", CaveMap).show(rooms, edges)

    # -- actions -------------------------------------------------------------------
    def _add(self, room: int) -> None:
        """Add a room to the path if the rules let the arrow be aimed there; say what follows."""
        here = self._at()
        if room not in self.game.cave.exits:
            self._typed = None
            self.message = f"There is no room {room} in this cave."
            self.app.bell()
            self._refresh_view()
            return
        try:
            self.game.check_path_prefix([*self.path, room])
        except IllegalAction as exc:
            self._typed = None
            self.message = f"Not room {room}: {exc.message}"
            self.app.bell()
        else:
            chance = bool(self.path) and self.course()[1] == "dice"  # where the arrow is, the dice decide
            self.path.append(room)
            self.message = ""
            flown, ends = self.course()
            if chance:
                pass  # the note on chance says it: where the arrow is aimed from is not known
            elif room not in self._links.get(here, frozenset()):
                # the rules let an arrow be aimed where no tunnel leads: they decide where it goes
                landed = flown[-1] if ends == "flies" else None
                self.message = f"No tunnel leads from room {here} to room {room}: {off_course(self.game, landed)}."
                if landed == self.game.hunter:
                    self.message += " That is your room: the arrow would hit you."
            elif self._hits_home(self.path):
                self.message = f"Room {room} is your room: the arrow would hit you there."
            self.cursor = len(self._items()) - 1
        self._refresh_view()

    def _refuse_when_full(self) -> bool:
        if self._no_arrow:
            self.app.bell()
            return True
        if self.full:
            stopped = {"you": "comes back into your room", "wall": "hits the wall"}.get(self.ended)
            if stopped:
                self.message = f"The arrow {stopped} before it gets that far: f fires it, Backspace takes the room back."
            else:
                self.message = f"The arrow cannot fly further than {self.game.rules.max_path} rooms: f fires it."
            self.app.bell()
            self._refresh_view()
            return True
        return False

    def action_digit(self, digit: int) -> None:
        """A digit of a room number: the room is taken as soon as no other room's number begins with it."""
        if self._refuse_when_full():
            self._enter_confirms = True  # the Enter after the number refused fires nothing either
            self._typed = None
            self._refresh_view()
            return
        if not self.entry and digit == 0:  # no number but 0 itself begins with 0: room 0, or none
            self._enter_confirms = True
            self._typed = 0
            self._add(0)
            return
        self._enter_confirms = False
        if not self.entry:
            self.message = ""  # a new number: what was said of the last one is done with
        self.entry = (self.entry + str(digit))[:4]
        labels = [str(room) for room in self.game.cave.rooms]
        longer = [label for label in labels if label.startswith(self.entry) and label != self.entry]
        if self.entry and not longer:
            self._take_entry()
            return
        self._refresh_view()

    def _take_entry(self, at_enter: bool = False) -> None:
        """Take the number typed: at Enter, or by itself (no other room's number begins with it),
        when the Enter that follows only confirms it."""
        typed, self.entry = self.entry, ""
        self._enter_confirms = bool(typed) and not at_enter
        if typed:
            self._typed = int(typed)
            self._add(int(typed))
        else:
            self._refresh_view()

    def action_space(self) -> None:
        """A space ends the number being typed, as Enter does, and confirms one taken as it was typed,
        as Enter does; with neither, it does nothing."""
        if self._enter_confirms:
            self._enter_confirms = False
            self._refresh_view()
        elif self.entry:
            self._take_entry(at_enter=True)

    def action_cursor(self, step: int) -> None:
        self._enter_confirms = False
        items = self._items()
        self.cursor = (self.cursor + step) % len(items)
        self._refresh_view()

    def action_enter(self) -> None:
        if self._enter_confirms:  # the number just typed is on the path (or refused): this Enter confirms it
            self._enter_confirms = False
            self._refresh_view()
            return
        if self.entry:
            self._take_entry(at_enter=True)
            return
        if self._no_arrow:
            self.action_fire()
            return
        items = self._items()
        item = items[self.cursor] if items else None
        if item is None and self.ended == "you":
            # an arrow sure to hit the one who shoots it is fired only by f, never by an Enter too many
            self.message = ("This arrow comes back into your room and hits you: f fires it all the same, "
                            f"Backspace takes room {self.path[-1]} back.")
            self.app.bell()
            self._refresh_view()
        elif item is None:
            self.action_fire()
        else:
            self._add(item)

    def action_undo(self) -> None:
        self._enter_confirms = False
        if self.entry:
            self.entry = self.entry[:-1]
            self._refresh_view()
            return
        if self.path:
            self.path.pop()
            self.message = ""
            self.cursor = self._first_clean()  # as at the start: on a room that leads on
        else:
            self.message = "The path is empty: Esc goes back to the game."
        self._refresh_view()

    def action_fire(self) -> None:
        self._enter_confirms = False
        try:
            self.game.check_shot(self.path)
        except IllegalAction as exc:
            self.message = exc.message
            self.app.bell()
            self._refresh_view()
            return
        self.dismiss(tuple(self.path))

    def action_cancel(self) -> None:
        self.dismiss(None)

    @on(CaveMap.RoomClicked)
    def _clicked(self, event: CaveMap.RoomClicked) -> None:
        if self._no_arrow:
            self.app.bell()
        elif not self._refuse_when_full():
            self.entry = ""
            self._enter_confirms = False
            self._add(event.room)
