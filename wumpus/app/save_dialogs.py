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
from wumpus.storage import StorageError, data_lasts
from wumpus.storage.saves import (
    AUTOSAVE, LAST, SaveSummary, delete_save, deleted_dir, list_saves, load_save, same_game, save_path,
    saves_dir, set_aside,
)

from .commands import CTRL_C, DIALOG_BREAKPOINTS
from .saving import (
    DECLINED, OWN_SAVE_IN_USE, about_save, check_record, describe, home_short, read_saved, save_name_problem,
)


_DIALOG_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: 64; max-width: 100%; height: auto; max-height: 90%; border: thick $accent; background: $surface;
    padding: 1 2; overflow-y: auto;
}}
{name} .question {{ width: 100%; margin-bottom: 1; }}
{name} .problem {{ color: $text-error; text-style: bold; min-height: 1; }}
{name} .problem.-done {{ color: $text-success; text-style: none; }}
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
    (the dialog's last lines) would be out of sight, so the list is shortened to leave room for them, and
    where it cannot be, the dialog scrolls to them."""
    said = screen.query_one("#save-problem", Static)
    said.update(problem)
    fit = getattr(screen, "_fit_list", None)
    if fit is not None:
        fit()  # a list shortened for the words makes room for them, where it can
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


class SavesOptionList(OptionList):
    """A list of saves that keeps the line highlighted in sight when it is made shorter (to leave the
    words above and under it in the dialog)."""

    def on_resize(self) -> None:
        self.scroll_to_highlight()


class _SaveList(ModalScreen):
    """A list of saves to choose from, a line for what went wrong, Esc to cancel, Delete (or d) to delete
    the save highlighted, once the player says yes.  A key typed before the list was on screen (an Enter
    typed on the heels of the palette's) chooses nothing in it.

    The games come first, the most recently saved first, and the saves that cannot be used after them.
    The list is never so tall that it pushes the words above it, or the line under it, out of sight."""

    HORIZONTAL_BREAKPOINTS = DIALOG_BREAKPOINTS

    #: when the list came up, on Textual's clock (the app holds back keys typed before it)
    shown_at: float | None = None

    BINDINGS = [
        CTRL_C,
        Binding("escape", "cancel", "Cancel"),
        Binding("delete,d", "delete_save", "Delete"),
    ]

    #: the dialog's title, and what it says with nothing to list
    TITLE_WORDS = ""
    EMPTY_WORDS = ""
    #: the keys, under the list: what Enter does
    ENTER_WORDS = ""

    def __init__(self, own: str, in_use: Callable[[str], str | None] | None) -> None:
        super().__init__()
        #: the save the app keeps this game in, turn by turn
        self.own = own
        #: why a save may not be deleted (None when it may): the app's own save never is
        self.in_use = in_use or (lambda name: OWN_SAVE_IN_USE if name == self.own else None)
        self.entries: list[tuple[str, GameRecord | None]] = []

    def _listing(self) -> list[Option]:
        """The entries (into :attr:`entries`) and the list's lines."""
        raise NotImplementedError

    def _explanation(self) -> str:
        """Words above the list, if any."""
        return ""

    def compose(self) -> ComposeResult:
        options = self._listing()
        with Vertical() as box:
            box.border_title = self.TITLE_WORDS
            box.border_subtitle = self._keys(bool(options))
            if options:
                if self._explanation():
                    yield Label(self._explanation(), classes="question", id="save-explanation")
                yield SavesOptionList(*options, id="save-list")
            else:
                yield Label(self.EMPTY_WORDS, classes="question", id="save-explanation")
            yield Static("", id="save-problem", classes="problem", markup=False)

    def _keys(self, listed: bool) -> str:
        return f"{self.ENTER_WORDS} · Del deletes · Esc cancels" if listed else "Esc closes"

    def on_mount(self) -> None:
        self.shown_at = get_time()
        self.call_after_refresh(self._fit_list)

    def on_resize(self) -> None:
        self.call_after_refresh(self._fit_list)

    def _fit_list(self) -> None:
        """The list no taller than leaves the words above it and the line under it in the dialog: a long
        list at 80x24 would push them out of sight."""
        lists = self.query("#save-list")
        if not lists:
            return
        listed = lists.first(OptionList)
        box = listed.parent
        room = self.size.height * 9 // 10 - box.styles.gutter.height  # the dialog's max-height: 90%
        width = box.scrollable_content_region.width  # the words' heights as they wrap now, laid out or not
        others = sum(child.get_content_height(box.size, self.size, width - child.styles.gutter.width)
                     + child.styles.gutter.height + child.styles.margin.height
                     for child in box.children if child is not listed and child.display)
        listed.styles.max_height = max(LIST_LEAST, min(LIST_MOST, room - others))

    def _unlist(self, index: int) -> None:
        """The save at ``index`` no longer listed."""
        del self.entries[index]
        self.query_one("#save-list", OptionList).remove_option_at_index(index)

    def _say(self, problem: str) -> None:
        self.query_one("#save-problem", Static).remove_class("-done")
        _say_problem(self, problem)
        self.app.bell()

    def _tell(self, done: str) -> None:
        """Say what was done, where a problem is said (but not as one)."""
        self.query_one("#save-problem", Static).add_class("-done")
        _say_problem(self, done)

    def action_cancel(self) -> None:
        self.dismiss(None)

    def action_delete_save(self) -> None:
        """Delete the save highlighted, once the player says yes to it."""
        lists = self.query("#save-list")
        index = lists.first(OptionList).highlighted if lists else None
        if index is None:
            self._say("There is no save to delete here.")
            return
        name, record = self.entries[index]
        if record is not None:
            self._say("This game is the one on screen, not a save: there is nothing to delete.")
            return
        why = self.in_use(name)
        if why:
            self._say(f"The save '{name}' is not deleted: {why}.")
            return
        path = save_path(name)
        if not path.exists():
            self._refill(index)
            self._say(f"There is no save '{name}' any more.")
            return

        def answered(yes: bool | None) -> None:
            if yes:
                self._delete(name, index)
            else:
                self._tell(f"The save '{name}' is kept.")

        kept = (f"\n\nIt is moved to the folder {home_short(deleted_dir())}, from where it can be moved back."
                if data_lasts() else "")  # a visitor to wumpus serve has no folder to move it back from
        self.app.push_screen(
            YesNoScreen(f"Delete the save '{name}'?\n\n{_capital(about_save(path))}.{kept}",
                        "Delete it", "Keep it", title="Delete a save?", focus_yes=False, danger=True),
            answered,
        )

    def _delete(self, name: str, index: int) -> None:
        try:
            moved = delete_save(name)
        except StorageError as exc:
            self._refill(index)  # a save gone meanwhile is no longer listed
            self._say(f"{_capital(str(exc))}.")
            return
        self._refill(index)
        self._tell(f"Deleted the save '{name}': it is kept in {home_short(moved)}, should you want it back."
                   if data_lasts() else f"Deleted the save '{name}'.")

    def _refill(self, index: int) -> None:
        """The list read again from the saves folder, the line at ``index`` (or the last) highlighted."""
        lists = self.query("#save-list")
        if not lists:
            return
        listed = lists.first(OptionList)
        self.entries = []
        options = self._listing()
        box = listed.parent
        if not options:
            # keys (Esc) go to the dialog, not to the list taken away: it takes the focus no more
            listed.can_focus = False
            listed.remove()
            # the words above the list, if any, say now that it is empty (a label put in their place
            # while they are still being taken away would be a second one of their id)
            explained = self.query("#save-explanation")
            if explained:
                explained.first(Label).update(self.EMPTY_WORDS)
            else:
                box.mount(Label(self.EMPTY_WORDS, classes="question", id="save-explanation"), before="#save-problem")
            box.border_subtitle = self._keys(False)
            return
        listed.clear_options()
        listed.add_options(options)
        listed.highlighted = min(index, len(options) - 1)
        listed.focus()
        self._fit_list()


#: the least and the most lines a list of saves takes (with its border)
LIST_LEAST, LIST_MOST = 4, 16


def _line(save: SaveSummary) -> Option:
    """A save's line in a list: its name, its game, and when it was saved."""
    when = f" · saved {_when(save.saved_at)}" if save.saved_at is not None else ""
    return Option(Content.from_markup("[b]$name[/b]  $about$when", name=save.name, about=save.about, when=when))


def _capital(words: str) -> str:
    return words[:1].upper() + words[1:]


def _when(stamp: float, now: float | None = None) -> str:
    """When a save was written, shortly: the time for today, else the day."""
    then, today = time.localtime(stamp), time.localtime(now)
    if then[:3] == today[:3]:
        return time.strftime("%H:%M", then)
    return time.strftime("%Y-%m-%d", then)


class SavePicker(_SaveList):
    """Choose a game to watch: this one, or any save in the saves folder."""

    DEFAULT_CSS = _DIALOG_CSS.format(name="SavePicker") + """
    SavePicker OptionList { height: auto; max-height: 16; }
    SavePicker { background: $background; }
    """
    TITLE_WORDS = "Replay a saved game"
    EMPTY_WORDS = "No saved games yet: finish a game, or save one with ctrl+s."
    ENTER_WORDS = "Enter watches"

    def __init__(self, current: GameRecord | None, own: str = AUTOSAVE,
                 in_use: Callable[[str], str | None] | None = None) -> None:
        super().__init__(own, in_use)
        self.current = current

    def _listing(self) -> list[Option]:
        options: list[Option] = []
        playing = self.current is not None and bool(self.current.actions)
        if playing:
            self.entries.append(("this game", self.current))
            options.append(Option(Content.from_markup("[b]this game[/b]  $about",
                                                      about=_safe_describe(self.current))))

        def listed(name: str) -> bool:  # not this very game, kept turn by turn, or kept as the latest finished game
            return not (playing and (name == self.own or (name == LAST and _holds(name, self.current))))

        for save in list_saves(listed):
            self.entries.append((save.name, None))
            options.append(_line(save))
        return options

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
    TITLE_WORDS = "Go on with a saved game"
    EMPTY_WORDS = "No unfinished game is saved: save one with ctrl+s."
    ENTER_WORDS = "Enter loads it"

    def __init__(self, own: str = AUTOSAVE, playing: bool = False,
                 elsewhere: Callable[[str], bool] = lambda name: False,
                 in_use: Callable[[str], str | None] | None = None) -> None:
        super().__init__(own, in_use)
        #: whether a game is under way here (it is kept aside when another is loaded)
        self.playing = playing
        #: whether another running wumpus plays the game in a save
        self.elsewhere = elsewhere

    def _explanation(self) -> str:
        return ("The game under way is kept as a save of its own once the loaded game's first turn is played."
                if self.playing else "")

    def _listing(self) -> list[Option]:
        options: list[Option] = []
        # not this game, kept turn by turn, nor one being played in another window
        for save in list_saves(lambda name: name != self.own and not self.elsewhere(name)):
            if save.over:
                continue  # a finished game: R replays it (one that cannot be read is listed, to say why)
            self.entries.append((save.name, None))
            options.append(_line(save))
        return options

    @on(OptionList.OptionSelected)
    def _chosen(self, event: OptionList.OptionSelected) -> None:
        self.dismiss(self.entries[event.option_index][0])


def _holds(name: str, record: GameRecord) -> bool:
    """Whether save ``name`` holds the very game ``record`` records, move for move."""
    saved = read_saved(name)
    return saved is not None and same_game(saved, record)


def _safe_describe(record: GameRecord) -> str:
    try:
        return describe(record)
    except RecordError:
        return "(damaged)"
