"""The dialogs of saving and resuming: yes/no questions, a save's name, a save to replay.

Kept apart from :mod:`wumpus.app.saving` so that the app starts without them:
they are imported when first shown.
"""

from __future__ import annotations

import time
from collections.abc import Callable

from textual import events, on
from textual._time import get_time
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.widgets import Button, Input, Label, OptionList, Static
from textual.widgets.option_list import Option

from wumpus.engine import GameRecord, RecordError
from wumpus.storage import StorageError
from wumpus.storage.reading import read_file
from wumpus.storage.saves import (
    AUTOSAVE, LAST, load_save, newer_version, replayable, same_game, save_names, save_path, saves_dir,
    set_aside,
)

from .commands import CTRL_C, DIALOG_BREAKPOINTS
from .saving import DECLINED, about_save, check_record, describe, read_saved, save_name_problem


_DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: 64; max-width: 100%; height: auto; max-height: 90%; border: thick $accent; background: $surface;
    padding: 1 2; overflow-y: auto;
}}
{name} .question {{ width: 100%; margin-bottom: 1; }}
{name} .problem {{ color: $text-error; text-style: bold; min-height: 1; }}
{name} Horizontal {{ width: 100%; height: auto; align: center middle; }}
{name} Button {{ margin: 0 1; min-width: 20; }}
{name}.-narrow > Vertical {{ padding: 0 1; }}
{name}.-narrow Button {{ margin: 0; min-width: 0; }}
"""


#: seconds after a question comes up unasked before a key answers it (a key pressed sooner was
#: meant for what was on screen before it)
FIRST_LOOK = 0.4


def _say_problem(screen: ModalScreen, problem: str) -> None:
    """Say what is wrong under a dialog's list or name; under a long list on a small screen those words
    (the dialog's last lines) would be out of sight, so the dialog scrolls to them."""
    said = screen.query_one("#save-problem", Static)
    said.update(problem)
    said.parent.scroll_end(animate=False)


class YesNoScreen(ModalScreen[bool]):
    """A question with two answers: y / Enter on the first button, n / Esc the other."""

    BINDINGS = [
        CTRL_C,
        Binding("y", "answer(True)", "Yes"),
        Binding("n,escape", "answer(False)", "No"),
    ]
    DEFAULT_CSS = _DIALOG_CSS.format(name="YesNoScreen")
    HORIZONTAL_BREAKPOINTS = DIALOG_BREAKPOINTS

    def __init__(self, question: str, yes: str, no: str, *, title: str = "", focus_yes: bool = True,
                 danger: bool = False) -> None:
        super().__init__()
        self.question = question
        self.yes, self.no = yes, no
        self.box_title = title
        self.focus_yes = focus_yes
        self.danger = danger

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = self.box_title
            yield Label(self.question, classes="question", markup=False)
            with Horizontal():
                yield Button(f"{self.yes} (y)", variant="error" if self.danger else "primary", id="yes")
                yield Button(f"{self.no} (n)", variant="default", id="no")

    def on_mount(self) -> None:
        self.query_one("#yes" if self.focus_yes else "#no", Button).focus()

    @on(Button.Pressed)
    def _pressed(self, event: Button.Pressed) -> None:
        self.answer(event.button.id == "yes")

    def action_answer(self, yes: bool) -> None:
        self.answer(yes)

    def answer(self, yes: bool) -> None:
        """The question answered, by a key or a button."""
        self.dismiss(yes)


class ResumeScreen(YesNoScreen):
    """After the title: a game was left unfinished; play it on, or the new game the command line asked for?
    Esc, which answers no elsewhere, plays on here: only n puts the unfinished game aside.

    It comes up unasked, once the game is on screen (which, for a big cave, takes a moment): a key
    pressed within :data:`FIRST_LOOK` seconds of it was meant for the game, and answers nothing."""

    BINDINGS = [
        Binding("y,escape", "answer(True)", "Resume"),
        Binding("n", "answer(False)", "New game"),
    ]
    DEFAULT_CSS = _DIALOG_CSS.format(name="ResumeScreen")

    _shown_at = 0.0

    def on_mount(self) -> None:
        super().on_mount()
        self._shown_at = time.monotonic()

    def answer(self, yes: bool) -> None:
        if time.monotonic() - self._shown_at >= FIRST_LOOK:
            super().answer(yes)

    def __init__(self, about: str, aside: str = DECLINED, new: str | None = None, note: str = "") -> None:
        new_game = f"New game (n): {new}." if new else "New game (n): a new game."
        super().__init__(
            f"You left a game unfinished.\n\nResume (y): {about}.\n{new_game}\n\n"
            f"With a new game, the unfinished one stays loadable as the save '{aside}'."
            + (f"\n\n{note}" if note else ""),
            "Resume", "New game", title="Welcome back",
        )


class NameInput(Input):
    """An input that takes its text at Enter as typed up to the Enter: Textual's own takes Enter
    through the app's bindings, after the keys typed behind it have joined the text."""

    async def _on_key(self, event: events.Key) -> None:
        if event.key == "enter":
            event.stop()
            event.prevent_default()
            await self.action_submit()
            return
        await super()._on_key(event)


class SaveAsScreen(ModalScreen["str | None"]):
    """Ask a name for the save (letters, digits, - _ .), or a path ending in .json."""

    BINDINGS = [CTRL_C, Binding("escape", "cancel", "Cancel")]
    DEFAULT_CSS = _DIALOG_CSS.format(name="SaveAsScreen")
    HORIZONTAL_BREAKPOINTS = DIALOG_BREAKPOINTS

    def compose(self) -> ComposeResult:
        with Vertical() as box:
            box.border_title = "Save game as..."
            box.border_subtitle = "Enter saves · Esc cancels"
            yield Label("A name for this save (letters, digits, - _ .), or a file path ending in .json:",
                        classes="question")
            yield NameInput(placeholder="e.g. tricky-start", id="save-name")
            yield Static("", id="save-problem", classes="problem", markup=False)

    def on_mount(self) -> None:
        self.query_one("#save-name", Input).focus()

    @on(Input.Changed)
    def _changed(self) -> None:
        """What was said of a name is done with once the name is changed."""
        self.query_one("#save-problem", Static).update("")

    @on(Input.Submitted)
    def _submitted(self, event: Input.Submitted) -> None:
        name = event.value.strip()
        problem = save_name_problem(name)
        if problem:
            self._say(problem)
            return
        path = save_path(name)
        if not path.exists():
            self.dismiss(name)
            return

        def answered(replace: bool | None) -> None:
            if replace:
                self.dismiss(name)
            else:
                self._say(f"Not saved: '{name}' is as it was. Choose another name, or Esc to cancel.", bell=False)

        there = f"a save '{name}' ({path})" if path.parent == saves_dir() else f"a file {path.resolve()}"
        self.app.push_screen(
            YesNoScreen(f"There is already {there}:\n{about_save(path)}.\n\nReplace it with this game?",
                        "Replace it", "Keep it", title="Replace a save?", focus_yes=False, danger=True),
            answered,
        )

    def _say(self, problem: str, *, bell: bool = True) -> None:
        _say_problem(self, problem)
        if bell:
            self.app.bell()

    def action_cancel(self) -> None:
        self.dismiss(None)


class _SaveList(ModalScreen):
    """A list of saves to choose from, a line for what went wrong, Esc to cancel.  A key typed before
    the list was on screen (an Enter typed on the heels of the palette's) chooses nothing in it."""

    HORIZONTAL_BREAKPOINTS = DIALOG_BREAKPOINTS

    #: when the list came up, on Textual's clock (the app holds back keys typed before it)
    shown_at: float | None = None

    BINDINGS = [CTRL_C, Binding("escape", "cancel", "Cancel")]

    def on_mount(self) -> None:
        self.shown_at = get_time()

    def _unlist(self, index: int) -> None:
        """The save at ``index`` no longer listed."""
        del self.entries[index]
        self.query_one("#save-list", OptionList).remove_option_at_index(index)

    def _say(self, problem: str) -> None:
        _say_problem(self, problem)
        self.app.bell()

    def action_cancel(self) -> None:
        self.dismiss(None)


class SavePicker(_SaveList):
    """Choose a game to watch: this one, or any save in the saves folder."""

    DEFAULT_CSS = _DIALOG_CSS.format(name="SavePicker") + """
    SavePicker OptionList { height: auto; max-height: 16; }
    SavePicker { background: $background; }
    """

    def __init__(self, current: GameRecord | None, own: str = AUTOSAVE) -> None:
        super().__init__()
        self.current = current
        #: the save the app keeps this game in, turn by turn
        self.own = own
        self.entries: list[tuple[str, GameRecord | None]] = []

    def compose(self) -> ComposeResult:
        options: list[Option] = []
        playing = self.current is not None and bool(self.current.actions)
        if playing:
            self.entries.append(("this game", self.current))
            options.append(Option(Content.from_markup("[b]this game[/b]  $about",
                                                      about=_safe_describe(self.current))))
        for name in save_names():
            if playing and (name == self.own or (name == LAST and _holds(name, self.current))):
                continue  # this very game, kept turn by turn, or kept as the latest finished game
            self.entries.append((name, None))
            options.append(Option(Content.from_markup("[b]$name[/b]  $about", name=name, about=_about_saved(name)[0])))
        with Vertical() as box:
            box.border_title = "Replay a saved game"
            box.border_subtitle = "Enter watches · Esc cancels" if options else "Esc closes"
            if options:
                yield OptionList(*options, id="save-list")
            else:
                yield Label("No saved games yet: finish a game, or save one with ctrl+s.", classes="question")
            yield Static("", id="save-problem", classes="problem", markup=False)

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        index = event.option_index
        name, record = self.entries[index]
        in_folder = record is None
        if in_folder:
            result = load_save(name)
            if result.kept_aside is not None or (result.record is None and not result.problem):
                self._unlist(index)  # set aside as damaged, or gone
            if result.problem or result.record is None:
                self._say(f"{result.problem[:1].upper()}{result.problem[1:]}." if result.problem
                          else f"The save {name} is gone.")
                return
            record = result.record
        try:
            check_record(record)
        except RecordError as exc:
            aside = set_aside(save_path(name)) if in_folder else None
            if aside is not None:
                self._unlist(index)
            kept = f"; it was kept as {aside}" if aside else ""
            self._say(f"The save {name} cannot be played back: {exc}{kept}.")
            return
        self.dismiss(record)


class LoadPicker(_SaveList):
    """Choose an unfinished game to go on with, from the saves folder: any but the one this game is kept
    in turn by turn.  Dismissed with the save's name; the keeper loads it as ``wumpus --load`` would."""

    DEFAULT_CSS = _DIALOG_CSS.format(name="LoadPicker") + """
    LoadPicker OptionList { height: auto; max-height: 16; }
    LoadPicker { background: $background; }
    """

    def __init__(self, own: str = AUTOSAVE, playing: bool = False,
                 elsewhere: Callable[[str], bool] = lambda name: False) -> None:
        super().__init__()
        #: the save the app keeps this game in, turn by turn
        self.own = own
        #: whether a game is under way here (it is kept aside when another is loaded)
        self.playing = playing
        #: whether another running wumpus plays the game in a save
        self.elsewhere = elsewhere
        self.entries: list[tuple[str, None]] = []

    def compose(self) -> ComposeResult:
        options: list[Option] = []
        for name in save_names():
            if name == self.own or self.elsewhere(name):
                continue  # this game, kept turn by turn, or one being played in another window
            about, over = _about_saved(name)
            if over:
                continue  # a finished game: R replays it (one that cannot be read is listed, to say why)
            self.entries.append((name, None))
            options.append(Option(Content.from_markup("[b]$name[/b]  $about", name=name, about=about)))
        with Vertical() as box:
            box.border_title = "Go on with a saved game"
            box.border_subtitle = "Enter loads it · Esc cancels" if options else "Esc closes"
            if options:
                if self.playing:
                    yield Label("The game under way is kept as a save of its own once the loaded game's "
                                "first turn is played.", classes="question")
                yield OptionList(*options, id="save-list")
            else:
                yield Label("No unfinished game is saved: save one with ctrl+s.", classes="question")
            yield Static("", id="save-problem", classes="problem", markup=False)

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.entries[event.option_index][0])


def _about_saved(name: str) -> tuple[str, bool]:
    """One line about the game in save ``name``, read (and played through) once without touching the
    save (a damaged save is set aside only when chosen), and whether that game is over."""
    try:
        text = read_file(save_path(name)).decode("utf-8")
        if newer_version(text) is not None:
            return "(from a newer wumpus)", False
        record = replayable(GameRecord.from_json(text))
    except (OSError, UnicodeDecodeError, RecordError, StorageError):
        return "(cannot be read)", False
    try:
        game = check_record(record)
    except RecordError:
        return "(a game the rules cannot play through)", False
    return describe(record, game), game.over


def _holds(name: str, record: GameRecord) -> bool:
    """Whether save ``name`` holds the very game ``record`` records, move for move."""
    saved = read_saved(name)
    return saved is not None and same_game(saved, record)


def _safe_describe(record: GameRecord) -> str:
    try:
        return describe(record)
    except RecordError:
        return "(damaged)"
