"""``WumpusApp``: Hunt the Wumpus, full-screen.

The app is a thin layer over :class:`wumpus.engine.Game`: it turns keys and
clicks into engine actions (``Move``, ``Shoot``), writes every event in the
ruleset's own words to the message log, and paints what the player knows on
the cave map.  It never decides a rule itself; it asks the engine.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from functools import partial
from pathlib import Path

from textual import events, on
from textual._time import get_time
from textual.app import App, ComposeResult, SystemCommand
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.geometry import Size
from textual.content import Content
from textual.css.query import NoMatches
from textual.notifications import SeverityLevel
from textual.screen import Screen
from textual.timer import Timer
from textual.widgets import Footer, Static

from wumpus.caves import cave_title
from wumpus.engine import Cave, CaveError, Game, GameRecord, IllegalAction, Move, Positions, Shoot
from wumpus.engine import events as ev
from wumpus.engine.messages import counted
from wumpus.engine.seeds import next_seed
from wumpus.storage import data_lasts

from .art import picture_for
from .commands import COMMANDS, FULL_FOOTER_WIDTH, bindings, copy_selection, footer_width, line_commands
from .knowledge import FRAME, Knowledge, frames_for, listed_tunnels, log_line, room_roles, turn_line
from .mapview import STANDARD_SCREEN, CaveMap, map_box, screen_for
from .messagelog import MessageLog
from .notes import HuntersNotes, NotesPanel
from .notes import legend as notes_legend
from .panels import GameHeader, PanelText, legend_content, status_content
from .saving import Keeper, end_detail

__all__ = ["FRAME", "SPLASH_FOR_CAUSE", "WumpusApp", "splash_screen"]

#: the digits a room number is typed in
DIGITS = frozenset("0123456789")
#: the actions of the keys the "Go to room" prompt takes: digits, Enter, Backspace, Esc
ENTRY_KEYS = frozenset({"tunnel", "digit", "enter_room", "erase_digit", "cancel_entry"})
#: the actions that walk or shoot, or type the room to walk to: a key for one of them typed before the
#: player could see where they are (see :meth:`WumpusApp.hold_keys`) is not used
PLAY_ACTIONS = frozenset({"tunnel", "digit", "move_to", "enter_room", "shoot"})
#: the keys that shoot
SHOOT_KEYS = frozenset(command.key for command in COMMANDS if command.action == "shoot")

#: the splash screen for each way a game ends
SPLASH_FOR_CAUSE = {
    ev.WUMPUS_KILLED: "won",
    ev.FELL_IN_PIT: "pit",
    ev.EATEN: "wumpus",
    ev.EATEN_AFTER_MISS: "wumpus",
    ev.WUMPUS_DROPPED: "wumpus_dropped",
    ev.OWN_ARROW: "own_arrow",
    ev.OUT_OF_ARROWS: "out_of_arrows",
    ev.EXHAUSTED: "exhausted",
}

#: the events that tell each way a game ends: what they say is what the end screen says
ENDING_EVENTS: dict[str, tuple[type, ...]] = {
    "won": (ev.WumpusHit, ev.GameOver),
    "pit": (ev.FellInPit, ev.GameOver),
    "wumpus": (ev.BumpedWumpus, ev.Eaten, ev.GameOver),
    "wumpus_dropped": (ev.WumpusDropped, ev.Eaten, ev.GameOver),
    "own_arrow": (ev.ShotSelf, ev.GameOver),
    "out_of_arrows": (ev.OutOfArrows, ev.GameOver),
    "exhausted": (ev.Exhausted, ev.GameOver),
}


def closing_words(game: Game, result) -> tuple[str, ...]:
    """The lines in which the game's version tells how it ended, from the events of its last turn."""
    telling = ENDING_EVENTS.get(SPLASH_FOR_CAUSE.get(game.cause or "", ""), (ev.GameOver,))
    said = (game.messages.render(event) for event in result if isinstance(event, telling))
    return tuple(line for text in said if text for line in text.split("\n") if line.strip())


def splash_screen(kind: str, animation: bool, detail: str = "", answers: tuple[str, ...] = (),
                  words: tuple[str, ...] = (), hold: float = 0.0) -> Screen | None:
    """The animated splash for ``kind`` (in the ruleset's ``words``, taking no key for ``hold`` seconds),
    or None when splashes are not available."""
    try:
        from wumpus.app.splash import SplashScreen
    except ImportError:
        return None
    try:
        return SplashScreen(kind, animation=animation, detail=detail, answers=answers, words=words, hold=hold)
    except Exception:  # a missing or broken splash must never stop the game
        return None


def _game_commands():
    from .palette import GameCommands

    return GameCommands


#: seconds after the player is shown a room they did not walk to before a key typed is taken as
#: meant for it (a key typed sooner was typed for the room they thought they were going to)
KEY_REACTION = 0.3


def surprise(game: Game, action: Move | Shoot, result: Iterable) -> str | None:
    """What a turn did that the player could not have seen coming when they typed the keys after it,
    or None: bats dropped them in a room they did not walk to, or the pits moved."""
    if game.over:
        return None
    if isinstance(action, Move) and game.hunter != action.room:
        return f"You are in room {game.hunter} now"
    if any(isinstance(event, ev.Earthquake) for event in result):
        return "The pits have moved"
    return None


#: screens with fewer rows than this are short: the notes panel and the status say less
SHORT_SCREEN = 30
#: rows the messages keep, border included (two lines), however much the notes have to say; and the least
#: rows of the notes panel
LOG_LEAST = 4
NOTES_LEAST = 4


def _rows(widget, width: int, screen: Size) -> int:
    """The rows ``widget`` takes, its border and padding too, when laid out ``width`` columns wide."""
    gutter = widget.styles.gutter
    inner = max(1, width - gutter.width)
    return widget.get_content_height(Size(width, screen.height), screen, inner) + gutter.height


class SidePanels(Vertical):
    """The status, the notes and the messages beside the map: at a new size the notes' share of the rows
    is worked out again."""

    def on_resize(self) -> None:
        self.app._leave_messages_room()


class WumpusApp(App[None]):
    """Hunt the Wumpus in the terminal: a map, a status panel and a message log."""

    TITLE = "Hunt the Wumpus"
    BINDINGS = bindings()
    COMMANDS = App.COMMANDS | {_game_commands}
    ENABLE_COMMAND_PALETTE = True
    #: False for apps whose games are not the player's own (a bot playing): no saves, no history
    keeps_records = True
    #: whether the player walks and shoots (keys and clicks on the map); a bot does under ``wumpus watch``
    player_plays = True
    #: who the status says won or lost
    who = "You"
    #: the screen is ``-short`` below 30 rows: the notes panel then leaves out its explanation
    VERTICAL_BREAKPOINTS = [(0, "-short"), (SHORT_SCREEN, "-tall")]

    CSS = """
    Screen { layout: vertical; }
    #body { height: 1fr; }
    #left { width: auto; min-width: 30; height: 100%; padding: 0 1; }
    #map { margin-top: 0; }
    #legend { width: 100%; height: auto; margin-top: 0; color: $foreground 80%; }
    #right { width: 1fr; height: 100%; }
    #status {
        height: auto; border: round $accent 60%; padding: 0 1;
        border-title-color: $accent; border-title-style: bold;
    }
    #entry { height: auto; display: none; padding: 0 1; background: $boost; color: $accent; text-style: bold; }
    #entry.-active { display: block; }
    #log {
        height: 1fr; min-height: 3; border: round $foreground 30%; padding: 0 0 0 1; scrollbar-size-vertical: 1;
        border-title-color: $foreground 70%;
    }
    Toast { max-width: 75%; }
    #too-small { display: none; width: 100%; height: 1fr; content-align: center middle; text-style: bold; }
    /* NO_COLOR: every role still reads, by the look of its characters */
    WumpusApp:nocolor CaveMap > .cave-map--room { text-style: dim; }
    WumpusApp:nocolor CaveMap > .cave-map--hunter { text-style: bold reverse; }
    WumpusApp:nocolor CaveMap > .cave-map--tunnel { text-style: bold underline; }
    WumpusApp:nocolor CaveMap > .cave-map--tunnel-warned { text-style: bold underline; }
    WumpusApp:nocolor CaveMap > .cave-map--tunnel-line { text-style: bold; }
    WumpusApp:nocolor CaveMap > .cave-map--warned { text-style: italic underline; }
    WumpusApp:nocolor CaveMap > .cave-map--path { text-style: bold reverse; }
    WumpusApp:nocolor CaveMap > .cave-map--arrow { text-style: bold reverse blink; }
    WumpusApp:nocolor CaveMap > .cave-map--lying-arrow { text-style: bold italic; }
    Screen.-too-small #body { display: none; }
    Screen.-too-small #too-small { display: block; }
    """

    def __init__(
        self,
        *,
        seed: int | None = None,
        rules: str = "classic",
        cave: Cave | None = None,
        animation: bool = True,
        start: Positions | None = None,
        splash: bool = True,
        shuffle_labels: bool = False,
        resume: str = "ask",
        load: str | None = None,
        tips: bool | None = None,
    ) -> None:
        super().__init__()
        self.keeper = Keeper(self, resume=resume, load=load)
        self._register_themes()
        from .tips import Tips, first_games

        #: tips for a first game: on until a game is finished, unless asked (None: as the history says)
        self.tips = Tips(first_games() if tips is None else tips)
        from wumpus.engine import DODECAHEDRON

        self.rules_name = rules
        self.base_cave = cave if cave is not None else DODECAHEDRON
        self.shuffle_labels = shuffle_labels
        self.animation = animation
        self.splash = splash
        self._start = start
        self.game = self._make_game(seed, start)
        self._picture: tuple | None = None  # the map's picture, drawn when first needed
        self.known = Knowledge()
        self.notes = HuntersNotes(self)
        #: the digits typed at the "Go to room" prompt (None: no prompt); nothing is taken on a timer
        self.entry: str | None = None
        #: why the number last typed at the prompt was refused, shown on it until the next digit
        self._entry_problem = ""
        #: whether that problem is the game's refusal of a room typed (else a key that is no digit)
        self._entry_refused = False
        self._frames: list[tuple[dict[int, str], dict[tuple[int, int], str]]] = []
        self._anim_timer: Timer | None = None
        self._after_animation: list = []
        #: keys that walk or shoot typed before this moment (Textual's clock) were typed before the
        #: player could see what is before them now (see hold_keys), and are not used; the line that
        #: says so, and whether the log has said it
        self._keys_held_until = 0.0
        self._held_why = ""
        self._said_keys_held = False
        self._title_up = False
        self._game_ready = False
        self._title_screen: Screen | None = None
        self._legend_shown: Content | None = None
        self._screen_size: tuple[int, int] | None = None  # as the latest resize gave it
        self._closing_words: tuple[str, ...] = ()  # the ruleset's words at the end of the game
        #: the footer's keys are for: a game over, no arrow to be had, the tunnel keys of the room
        self._footer_for: tuple[bool, bool, int] = (False, False, 3)

    def _register_themes(self) -> None:
        """The game's own themes beside Textual's; the one the player chose last time (Ctrl+P, Theme) is
        worn again once mounted."""
        from .themes import register_themes

        register_themes(self)
        self._kept_theme: str | None = None
        self._theme_kept = False  # until mounted, a change of theme is none of the player's

    def get_system_commands(self, screen: Screen) -> Iterable[SystemCommand]:
        """Textual's own palette entries, but its Quit and its Keys: the game's Quit (which asks) is the
        one, and the game's Help (``?``) lists the keys, each once, with what it does in this room."""
        for command in super().get_system_commands(screen):
            if command.title not in ("Quit", "Keys"):
                yield command

    def deliver_screenshot(self, filename: str | None = None, path: str | None = None,
                           time_format: str | None = None) -> str | None:
        """The palette's Screenshot: into the Downloads folder, as Textual saves it, or into the
        current folder where there is no Downloads folder (Textual's own save would fail there)."""
        if path is None:
            from platformdirs import user_downloads_path

            downloads = user_downloads_path()
            path = str(downloads if downloads.is_dir() else Path.cwd())
        return super().deliver_screenshot(filename, path, time_format)

    # -- the picture -------------------------------------------------------------------
    @property
    def drawing(self):
        """The cave's picture for the map's room on screen; worked out on first use, after the title is on screen."""
        box = map_box(*self._screen_size) if self._screen_size else map_box(*self.size)
        if self._picture is None or self._picture[0] is not self.game.cave or self._picture[3] != box:
            self._picture = (self.game.cave, *picture_for(self.game.cave, *box), box)
        return self._picture[1]

    @property
    def real_map(self) -> bool:
        """False when no picture could be drawn and the rooms are listed instead."""
        self.drawing
        return self._picture[2]

    # -- games -------------------------------------------------------------------------
    def _make_game(self, seed: int | None, start: Positions | None = None) -> Game:
        from wumpus.caves import prepare_cave
        from wumpus.engine.seeds import fresh_seed

        if seed is None:
            seed = fresh_seed()
        # a random cave is made afresh from each game's seed, as labels are shuffled by it
        cave = prepare_cave(self.base_cave, seed, self.shuffle_labels)
        return Game(cave, self.rules_name, seed, start=start)

    @property
    def frame_seconds(self) -> float:
        """Seconds between animation frames (``wumpus watch`` shortens them at high speeds)."""
        return FRAME

    @property
    def animating(self) -> bool:
        return self._anim_timer is not None

    @property
    def animate_moves(self) -> bool:
        return self.animation and self.animation_level != "none"

    def compose(self) -> ComposeResult:
        yield GameHeader(icon="☠")
        # Behind the title splash the game is put together after the first frame.
        self._title_screen = splash_screen("title", self.animate_moves, self._title_rules().title) if self.splash else None
        yield Horizontal(*(() if self._title_screen is not None else self._game_widgets()), id="body")
        yield Static(id="too-small")
        yield Footer()

    def _title_rules(self):
        """The rules the title names: those of a game loaded or resumed at start, else this game's."""
        from wumpus.engine.rules import get_ruleset

        coming = self.keeper.rules_coming() if self.keeps_records else None
        try:
            return get_ruleset(coming) if coming else self.game.rules
        except KeyError:
            return self.game.rules

    def _game_widgets(self) -> list:
        return [
            Vertical(CaveMap(self.drawing, id="map"), Static(id="legend"), id="left"),
            SidePanels(PanelText(id="status"), NotesPanel(id="notes"), Static(id="entry"), MessageLog(id="log"),
                       id="right"),
        ]

    def on_mount(self) -> None:
        from .themes import wear_kept_theme

        self._kept_theme = wear_kept_theme(self)
        self._theme_kept = True
        if self._title_screen is not None:
            self._title_up = True
            self.push_screen(self._title_screen, self._title_closed)
            self.call_after_refresh(self._build)
        else:
            self._setup()

    def watch_theme(self, name: str) -> None:
        """A theme the player chooses is kept for the next games."""
        if self._theme_kept and name != self._kept_theme:
            from .themes import keep_theme

            self._kept_theme = name
            keep_theme(name)

    def _title_closed(self, _result: object = None) -> None:
        self._title_up = False
        self._start_choice()

    def _start_choice(self) -> None:
        """Once the game is ready and the title gone, the keeper loads, resumes or offers the unfinished game."""
        if self._game_ready and not self._title_up and self.keeps_records:
            self.keeper.start()

    def resume(self, record: GameRecord) -> None:
        """Go on with a recorded game: deal it again, play its actions, show it where it stands."""
        from wumpus.storage.history import adopt_play

        game = record.new_game()
        adopt_play(game, record)  # the same game as the one saved, for the statistics
        self.rules_name = game.rules.name
        from wumpus.caves import session_cave

        self.base_cave, self.shuffle_labels = session_cave(game.cave)
        self.install(game)
        with self.query_one("#log", MessageLog).batch():
            for action in record.actions:
                events_ = game.apply(action)
                self.say(turn_line(game, action), "turn")
                self.show_events(events_)
        self.refresh_game()
        self.hold_keys(f"You are in room {game.hunter} of the game resumed")

    async def _build(self) -> None:
        try:
            await self.query_one("#body", Horizontal).mount_all(self._game_widgets())
            self._setup()
        except NoMatches:
            if self.is_running and not self._exit:
                raise  # otherwise the app closed before the game was put together

    def _setup(self) -> None:
        self.query_one("#log", MessageLog).border_title = "Messages"
        self.query_one("#status", Static).border_title = "You"
        self._game_ready = True
        self._begin()
        self._fit(self.size.width, self.size.height)
        self._start_choice()

    def _begin(self) -> None:
        """Show the opening of self.game."""
        game = self.game
        self.sub_title = f"{game.rules.name} · {cave_title(game.cave)} · seed {game.seed}"
        self.known = Knowledge.at_start(game)
        self._prepare_notes(game)
        self._cancel_entry()
        self._stop_animation(run_after=False)
        self.query_one("#log", MessageLog).clear()
        title = game.messages.say("title") if game.messages.has("title") else "Hunt the Wumpus"
        self.say(title, "title")
        self.say(f"{game.rules.title}: {game.rules.summary}", "note")
        if (line_game := line_commands(game.rules.family)) is not None:
            self.say(line_game[0], "note")
        self.say(f"Cave: {cave_title(game.cave)}. Seed: {game.seed}.", "note")
        if (keys := self.keys_line()) is not None:
            self.say(keys, "note")
        if not self.real_map:
            self.say("(No map of this cave can be drawn: its rooms are listed instead.)", "note")
        if not data_lasts():
            self.say("In the browser, your saves and statistics last only while this page is open.", "note")
        self.show_events(game.look())
        self.refresh_game()

    def keys_line(self) -> str | None:
        """The opening's line on the keys that play the game."""
        most = max((len(exits) for exits in self.game.cave.exits.values()), default=3)
        keys = "1 2 3" if most <= 3 else f"1 to {min(most, 9)}"
        more = " or m and a room's number" if most > 9 else ""
        return (f"Walk with {keys} (the tunnels, in order){more}, shoot with s, ? for help, Ctrl+P for other "
                "rules and caves.")

    def _prepare_notes(self, game: Game) -> None:
        """Load what the hunter's notes will need for this game's rules, off the screen's thread;
        for a game resumed or loaded many turns in, work its notes out there too (from nothing,
        a long game takes a tenth of a second or more, too long to wait for on a key)."""
        from wumpus.bots.insight import insight_for, prepare

        def ready() -> None:
            prepare(game)
            if game.actions and game.seed is not None:
                insight_for(game)

        self.run_worker(ready, thread=True, group="notes", exit_on_error=False)

    def notify(self, message: str, *, title: str = "", severity: SeverityLevel = "information",
               timeout: float | None = None, markup: bool = False) -> None:
        """A notice, shown as written: cave names, file paths and errors may hold square brackets."""
        super().notify(message, title=title, severity=severity, timeout=timeout, markup=markup)

    @on(events.DeliveryComplete)
    def _screenshot_saved(self, event: events.DeliveryComplete) -> None:
        """The palette's Screenshot: where it went, in plain words (Textual's own notice is markup)."""
        if event.name == "screenshot" and event.path is not None:
            event.prevent_default()
            self.notify(f"Saved screenshot to {event.path}", title="Screenshot")

    def search_themes(self) -> None:
        """Textual's theme chooser, in the game's own palette (Ctrl+C there says how to quit)."""
        from textual.theme import ThemeProvider

        from .palette import GamePalette

        self.push_screen(GamePalette(providers=[ThemeProvider], placeholder="Search for themes…"))

    def action_help_quit(self) -> None:
        """Ctrl+C: copy the text selected, if any; else say which key quits (Textual's own notice is
        written in markup)."""
        if copy_selection(self):
            return
        hint = getattr(self.screen, "QUIT_HINT", "")
        if hint:  # a screen that asks whether to quit says its own key
            self.notify(hint, title="Do you want to quit?")
            return
        active = self.active_bindings
        keys = [key for key, bound in active.items() if bound.binding.action in ("quit", "app.quit")]
        if keys:
            key = min(keys, key=len)  # the footer's q rather than Textual's own ctrl+q
            self.notify(f"Press {key} to quit the game.", title="Do you want to quit?")
        elif "escape" in active:  # a dialog or a screen over the game: Esc first
            self.notify("Press Esc to go back to the game, then q to quit it.", title="Do you want to quit?")
        else:
            self.notify("Press ctrl+q to quit the game.", title="Do you want to quit?")

    #: whether a new game may be dealt (the palette offers new games with other rules and caves)
    deals_new_games = True

    def new_game(self, rules: str | None = None, cave: Cave | None = None) -> None:
        if rules is not None:
            self.rules_name = rules
        if cave is not None:
            self.base_cave = cave
        seed = next_seed(self.game.seed)
        try:
            game = self._make_game(seed)
        except (CaveError, IllegalAction, ValueError) as exc:
            self.notify(str(exc), title="No new game", severity="error")
            return
        self.install(game)

    def new_game_in_cave(self, name: str) -> None:
        from wumpus.caves import load_cave

        try:
            cave = load_cave(name, self.game.seed)
        except CaveError as exc:
            self.notify(str(exc), title="No such cave", severity="error")
            return
        self.new_game(cave=cave)

    def cave_choices(self) -> list[tuple[str, str]]:
        try:
            from wumpus.caves import BUILTIN, DESCRIPTIONS
        except Exception:
            return []
        # as 'wumpus caves' describes them; then a random cave, made afresh for each game
        return [*((name, DESCRIPTIONS.get(name, cave.description)) for name, cave in BUILTIN.items()),
                ("random", "20 rooms, 3 tunnels each, joined at random anew for every game "
                           "(wumpus --cave random:rooms=N,tunnels=K,oneway=P for others)")]

    def install(self, game: Game, why: str = "This is a new game") -> None:
        """Put ``game`` on screen in place of the one there; keys typed for that one are not used in it."""
        old_cave = self.game.cave
        self.game = game
        if game.cave is not old_cave:
            if not self._game_ready:
                return
            self.query_one("#map", CaveMap).set_drawing(self.drawing)
            self._fit(self.size.width, self.size.height)
        if self._game_ready:
            self._begin()
            self.hold_keys(why)

    # -- reporting ---------------------------------------------------------------------
    def say(self, line: str, kind: str = "plain") -> None:
        self.query_one("#log", MessageLog).write(line, kind)

    def show_events(self, events_: Iterable) -> None:
        """Write each event in the ruleset's words, and note what the player learns."""
        events_ = tuple(events_)
        self.known.learn(events_)
        messages = self.game.messages
        tips: list[str] = []
        for event in events_:
            line = log_line(event, messages)
            if line is not None:
                self.say(*line)
            if self.keeps_records:
                tips += self.tips.for_event(event, self._can_shoot(), self.game.rules.smell_reach(self.game.cave))
        for tip in tips:  # after the turn's lines, which read as one block (warnings, room, tunnels)
            self.say(tip, "note")

    def _can_shoot(self) -> bool:
        """Whether an arrow can be shot now (one is in hand, and the game is on)."""
        try:
            self.game.check_shot(())
        except IllegalAction as refusal:
            return refusal.reason not in ("no_arrow", "game_over", "not_allowed")
        return True

    def _refuse(self, exc: IllegalAction, room: int | None = None) -> str:
        """Say why the engine refused an action (with the bell), ``room`` the room a refused move
        was for; the line said."""
        hint = ""
        if exc.reason in ("not_a_tunnel", "not_a_room") and not self.game.over:
            here = f"you are in {room}; " if room is not None and room == self.game.hunter else ""
            hint = f"  ({here}tunnels lead to " + " ".join(str(r) for r in listed_tunnels(self.game)) + ")"
        message = exc.message.rstrip(" -") if hint else exc.message  # classic: "NOT POSSIBLE -WHERE TO?"
        self.say(f"✗ {message}{hint}", "refusal")
        self.bell()
        return f"✗ {message}{hint}"

    def refresh_game(self) -> None:
        state = (self.game.over, self.game.cannot_be_won(), self._tunnel_keys())
        if state != self._footer_for:
            # the walk and shoot keys leave the footer when a game ends and come back with the next;
            # the tunnel keys it shows are as many as the room's tunnels
            self._footer_for = state
            self.refresh_bindings()
        self._refresh_status()
        self._refresh_map()
        self._refresh_legend()
        self.notes.paint(self.query_one("#map", CaveMap), self.query_one("#notes", NotesPanel))

    def _leave_messages_room(self) -> None:
        """Keep the notes panel short enough for the messages under it to keep their least height
        (a room of many tunnels on a standard terminal): what does not fit scrolls in the panel.

        The rows above the notes are worked out from what the status and the room prompt now say,
        at the side panels' width, not read off the screen, which shows them as they were until the
        next refresh."""
        if not self._game_ready or not self.query("#right"):
            return
        right = self.query_one("#right")
        width, height = right.content_size
        if not width:
            return
        status, entry = self.query_one("#status", PanelText), self.query_one("#entry", Static)
        above = _rows(status, width, self.size) + (_rows(entry, width, self.size) if entry.has_class("-active") else 0)
        room = height - above - LOG_LEAST
        self.query_one("#notes", NotesPanel).styles.max_height = max(NOTES_LEAST, room)

    def _refresh_status(self) -> None:
        # on a short screen with the notes on, the rules, cave and seed are left to the header, so
        # that the messages keep room for more than a line
        height = self._screen_size[1] if self._screen_size else self.size.height
        setup = not (self.notes.shown and height < SHORT_SCREEN)
        self.query_one("#status", PanelText).show(status_content(self.game, self.known, setup=setup,
                                                                 out_of_reach=bool(self.notes.arrow_out_of_reach()),
                                                                 who=self.who))
        self._leave_messages_room()

    def room_roles(self):
        """The map as the player may see it now."""
        return room_roles(self.game, self.known)

    def _refresh_map(self) -> None:
        rooms, edges = self.room_roles()
        self.query_one("#map", CaveMap).show(rooms, edges)

    def _refresh_legend(self) -> None:
        game = self.game
        content = notes_legend() if self.notes.shown and not game.over else legend_content(game, plain=self.no_color)
        if content != self._legend_shown:
            self._legend_shown = content
            self.query_one("#legend", Static).update(content)

    # -- taking a turn -----------------------------------------------------------------
    def reason_for(self, action: Move | Shoot) -> str | None:
        """What the one at the keys said of why they play ``action``, for the log under its turn: a
        person says nothing."""
        return None

    def _play(self, action: Move | Shoot) -> tuple | None:
        """Play one action through the engine and show what happened; None if it was refused."""
        game = self.game
        hunter_before = game.hunter
        roles_before = self.room_roles()
        try:
            result = game.apply(action)
        except IllegalAction as exc:
            self._refuse(exc, action.room if isinstance(action, Move) else None)
            return None
        with self.query_one("#log", MessageLog).batch():
            self.say(turn_line(game, action), "turn")
            if (why := self.reason_for(action)) is not None:
                self.say(why, "note")
            self.show_events(result)
        if game.over:
            self._closing_words = closing_words(game, result)
        frames = frames_for(game.cave, result, hunter_before, roles_before, game.rules)
        then = self._turn_done
        if (why := surprise(game, action, result)) is not None:
            then = partial(self._surprised, why)
        if frames and self.animate_moves:
            self._play_frames(frames, then)
        else:
            then()
        return result

    def _surprised(self, why: str) -> None:
        self.hold_keys(why)
        self._turn_done()

    def hold_keys(self, why: str, said: str = "the keys typed before you could see it were not used") -> None:
        """What the player sees next is not what the keys they typed ahead were meant for (``why`` says
        what changed): keys that walk or shoot typed before they can have seen it are not used, and the
        log says so (``why: said.``) once."""
        self._keys_held_until = get_time() + KEY_REACTION
        self._held_why = f"{why}: {said}."
        self._said_keys_held = False

    def on_key(self, event: events.Key) -> None:
        """The shoot key once no arrow is left and none can be had again: the footer no longer offers
        it, and it says why rather than nothing (the keys typed after it were meant for a shot).  At the
        "Go to room" prompt, a letter or sign says the prompt takes digits, rather than nothing."""
        if self.screen is not self.screen_stack[0] or not self._game_ready:
            return
        if self.entry is not None and event.is_printable and (event.character or "") not in DIGITS:
            event.prevent_default()  # a letter, a sign, or a digit of another script (３, ²): no room's
            self._entry_problem = f"{event.character!r} is not a digit 0-9"
            self._entry_refused = False
            self._show_entry()
            self.bell()
            return
        if event.key not in SHOOT_KEYS:
            return
        if self.entry is None and not self.game.over and self.game.cannot_be_won():
            event.prevent_default()
            try:
                self.game.check_shot(())
            except IllegalAction as exc:
                self._refuse(exc)
                self.hold_keys("No arrow was shot", "the keys typed after it were not used")

    def _turn_done(self) -> None:
        self.refresh_game()
        if self.keeps_records:
            # the save waits for the frame that shows the turn: writing it to disk takes longer than drawing
            self.call_after_refresh(self.keeper.after_turn)
        self.call_after_refresh(self.notes.keep_up)
        if self.game.over:
            game = self.game
            self.tips.on = False  # a finished game: the player has seen the moments the tips are about
            if self.keeps_records:
                self.keeper.finished()
            self.say("Press n for a new game, r for the same set-up again, q to quit.", "note")
            if self.splash:
                kind = SPLASH_FOR_CAUSE.get(game.cause or "", "won" if game.won else "wumpus")
                detail = end_detail(game, self.keeps_records)
                screen = splash_screen(kind, self.animate_moves, detail, answers=("n", "r"),
                                       words=self._closing_words, hold=KEY_REACTION)
                if screen is not None:
                    self.push_screen(screen, self._end_splash_closed)

    def _end_splash_closed(self, key: str | None) -> None:
        """The end screen offers n and r: those keys do their work as they close it."""
        if key == "n":
            self.action_new_game()
        elif key == "r":
            self.action_replay()

    # -- animation ---------------------------------------------------------------------
    def _play_frames(self, frames, then) -> None:
        self._frames = list(frames)
        self._after_animation = [then]
        self._next_frame()
        self._anim_timer = self.set_interval(self.frame_seconds, self._next_frame)

    def _next_frame(self) -> None:
        if not self._frames:
            self._stop_animation()
            return
        rooms, edges = self._frames.pop(0)
        self.query_one("#map", CaveMap).show(rooms, edges)

    def _stop_animation(self, run_after: bool = True) -> None:
        if self._anim_timer is not None:
            self._anim_timer.stop()
            self._anim_timer = None
        self._frames = []
        after, self._after_animation = self._after_animation, []
        if run_after:
            for callback in after:
                callback()

    async def on_event(self, event: events.Event) -> None:
        # Any key (or click) while something flies across the map skips to the end. Both checks are
        # made where a key arrives and again where it comes back to be acted on: keys typed in one
        # burst all arrive before the first of them has moved the player or started a flight.
        if self.animating and isinstance(event, (events.Key, events.MouseDown)):
            self._stop_animation()
            return
        top = self.screen_stack[-1] if self.screen_stack else None
        shown_at = getattr(top, "shown_at", None)  # a list to choose from: see SavePicker
        if isinstance(event, events.Key) and shown_at is not None and event.time < shown_at:
            return
        if isinstance(event, events.Key) and event.time < self._keys_held_until and self._plays(event.key):
            if not self._said_keys_held:
                self._said_keys_held = True
                self.say(self._held_why, "note")
            return
        await super().on_event(event)

    def _plays(self, key: str) -> bool:
        """Whether ``key`` walks or shoots (or types a room to walk to) where it is pressed now (the
        shoot key too when there is no arrow to shoot, which it then says)."""
        if not self.screen_stack:
            return False
        if key in SHOOT_KEYS and self.screen_stack[-1] is self.screen_stack[0]:
            return True
        active = self.active_bindings.get(key)
        return active is not None and active.binding.action.split("(")[0] in PLAY_ACTIONS

    # -- size --------------------------------------------------------------------------
    def minimum_size(self) -> tuple[int, int]:
        """The smallest screen the game is played on: as wide as the cave's smallest picture beside the
        status (the arrow picker's map fits wherever the game's does) and every key of the footers, or a
        standard terminal, where a bigger picture scrolls; as tall as a standard terminal, which the
        status, the notes and the messages need whatever the cave."""
        width, _ = screen_for(picture_for(self.game.cave, 0, 0)[0])
        width = max(width, self.footer_width())
        return min(width, STANDARD_SCREEN[0]), STANDARD_SCREEN[1]

    def _tunnel_keys(self) -> int:
        """How many tunnel keys walk somewhere from the hunter's room (1 to 9)."""
        return max(1, min(9, len(listed_tunnels(self.game))))

    def get_key_display(self, binding: Binding) -> str:
        """The tunnel keys as the room has them: ``1 2 3``, ``1 2`` or ``1-7``."""
        if binding.action == "tunnel(1)" and self._game_ready:
            keys = self._tunnel_keys()
            return " ".join(str(k) for k in range(1, keys + 1)) if keys <= 3 else f"1-{keys}"
        return super().get_key_display(binding)

    def footer_width(self) -> int:
        """The columns the game's compact footer and the arrow picker's need to show every key whole."""
        from .screens import ArrowPicker

        return max(footer_width(keys, self.get_key_display) for keys in (self.BINDINGS, ArrowPicker.BINDINGS))

    def on_resize(self, event: events.Resize) -> None:
        self._fit(event.size.width, event.size.height)

    def _fit(self, width: int, height: int) -> None:
        if not self._game_ready:
            return
        self._screen_size = (width, height)
        self._refresh_status()
        footer = self.query_one(Footer)
        footer.compact = width < FULL_FOOTER_WIDTH  # every key still shows at 80 columns
        footer.show_command_palette = width >= FULL_FOOTER_WIDTH
        need_w, need_h = self.minimum_size()
        small = width < need_w or height < need_h
        if small != self.has_class("-too-small"):
            self.set_class(small, "-too-small")
            self.refresh_bindings()  # the footer offers only what works: while too small, quitting
        # the game's own screen too, which may lie under the title while the size is taken
        self.screen_stack[0].set_class(small, "-too-small")
        if small:
            from .screens import ArrowPicker

            if isinstance(self.screen, ArrowPicker):  # its map no longer fits: the arrow is put away
                self.screen.dismiss(None)
                self.say("The arrow is put away: the terminal is too small for the map (s takes it out again).",
                         "note")
        cave_map = self.query_one("#map", CaveMap)
        if not small:
            cave_map.fit_within(*map_box(width, height))
        if not small and cave_map.drawing is not self.drawing:
            cave_map.set_drawing(self.drawing)
            self._refresh_map()
            self.notes.paint(cave_map, self.query_one("#notes", NotesPanel))
        if small:
            self.query_one("#too-small", Static).update(
                f"Please enlarge the terminal to {need_w}x{need_h}\n(it is {width}x{height} now)"
            )

    # -- actions -----------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if (not self._game_ready or self.has_class("-too-small")) and action not in ("quit", "command_palette",
                                                                                 "help_quit"):
            return False  # nothing is played blind, while the game is not on screen
        if self.entry is not None and action not in ENTRY_KEYS and action != "help_quit":
            return False  # the "Go to room" prompt takes digits, Enter, Backspace and Esc only (and Ctrl+C)
        if action in ("tunnel", "move_to", "shoot") and self.game.over:
            return False  # nothing to walk or shoot at: the footer offers n, r and q instead
        if action == "load_saved" and not self.keeps_records:
            return False  # a bot's game or a replay: there is no game of the player's to go on with
        if action == "shoot" and self.game.cannot_be_won():
            return False  # no arrow left, and none to be had again (gentle)
        return True

    def action_tunnel(self, number: int) -> None:
        if self.entry is not None:
            self._type_digit(str(number))
            return
        tunnels = listed_tunnels(self.game)  # in the order the game lists them
        if not 1 <= number <= len(tunnels):
            self.say(f"✗ There are only {len(tunnels)} tunnels here: press 1 to {len(tunnels)}.", "refusal")
            self.bell()
            return
        self._play(Move(tunnels[number - 1]))

    def action_digit(self, digit: int) -> None:
        if self.entry is not None:
            self._type_digit(str(digit))
        else:
            self.say("To go to a room by number, press m first, then the number.", "note")

    def action_move_to(self) -> None:
        if self.game.over:
            return
        self.entry = ""
        self._show_entry()

    def _type_digit(self, digit: str) -> None:
        """A digit of the room number: the number waits for Enter, however long the player takes.
        (Nothing goes by itself, not even a number only one tunnel could mean: the Enter typed after
        it would skip the walk or the splash that follows.)"""
        assert self.entry is not None
        if len(self.entry) < 4:
            self.entry += digit
        self._entry_problem = ""
        self._show_entry()

    def _show_entry(self) -> None:
        widget = self.query_one("#entry", Static)
        widget.set_class(self.entry is not None, "-active")
        if self.entry is not None:
            if self._entry_problem:
                more = ("type on, Enter to go," if self.entry else
                        "type another room, Enter," if self._entry_refused else "type a room number, Enter,")
                line = f"Go to room: {self.entry}▏  {self._entry_problem}: {more} or Esc"
            elif self._stays(self.entry):
                line = f"Go to room: {self.entry}▏  (you are in {self.entry}: Enter stays here, a move spent; Esc to cancel)"
            else:
                line = f"Go to room: {self.entry}▏  (Enter to go, Esc to cancel)"
            widget.update(Content(line))
        self._leave_messages_room()

    def _stays(self, typed: str) -> bool:
        """Whether the room typed is the one you are in, and the rules take it as a move (Yob's do)."""
        if not typed.isdigit() or int(typed) != self.game.hunter:
            return False
        try:
            self.game.check_move(int(typed))
        except IllegalAction:
            return False
        return True

    def _cancel_entry(self) -> None:
        self.entry = None
        self._entry_problem = ""
        if self.is_mounted:
            self._show_entry()

    def action_enter_room(self) -> None:
        """Go to the room typed; a number the engine refuses keeps the prompt open, empty, with the
        reason on it, so that a digit typed next is part of a new number, never a tunnel key."""
        typed = self.entry
        if not typed:
            self._cancel_entry()
            return
        try:
            self.game.check_move(int(typed))
        except IllegalAction as exc:
            self.entry = ""
            self._entry_problem = self._refuse(exc, int(typed))
            self._entry_refused = True
            self._show_entry()
            return
        self._cancel_entry()
        self._play(Move(int(typed)))

    def action_erase_digit(self) -> None:
        if self.entry:
            self.entry = self.entry[:-1]
            self._show_entry()

    def action_cancel_entry(self) -> None:
        """Esc: put the "Go to room" prompt away."""
        self._cancel_entry()

    def action_scroll_log(self, pages: int) -> None:
        self.query_one("#log", MessageLog).scroll_messages(pages)

    def action_scroll_notes(self, lines: int) -> None:
        self.query_one("#notes", NotesPanel).scroll_lines(lines)

    def action_shoot(self) -> None:
        if self.game.over:
            return
        self._cancel_entry()
        from .screens import ArrowPicker

        self.push_screen(ArrowPicker(self.game, self.drawing), self._fire)

    def _fire(self, path: tuple[int, ...] | None) -> None:
        if path:
            self._play(Shoot(tuple(path)))

    def action_command_palette(self) -> None:
        from .palette import GamePalette

        if self.use_command_palette and not GamePalette.is_open(self):
            self.push_screen(GamePalette(id="--command-palette"))

    def action_new_game(self) -> None:
        self.unless_playing("a new game", self.new_game)

    def action_replay(self) -> None:
        self.unless_playing("the same set-up again", self.same_setup)

    def same_setup(self) -> None:
        self.install(self.game.same_setup(), "This is the same set-up again")
        self.say("The same set-up again: everything is back where it started, and the dice roll anew.", "note")

    def unless_playing(self, instead: str, then: Callable[[], object]) -> None:
        """Do ``then`` at once, or after asking when it would throw away the player's game under way."""
        game = self.game
        if game.over or not game.actions or not self.keeps_records:
            then()
            return

        def answered(yes: bool | None) -> None:
            if yes:
                if self.game is game and not game.over:
                    self.keeper.given_up()
                then()

        from wumpus.storage.history import counts

        from .save_dialogs import YesNoScreen

        kept = self.keeper.kept_in_own_save()
        since = self.keeper.turns_since_own_save()
        if kept is None:
            said = ("Your statistics count it as given up." if counts(game) else
                    "Your history keeps it as given up; your statistics leave it out (set up or shown by hand).")
        elif not since:
            said = f"It stays in your save '{kept}', and your statistics do not count it."
        else:
            said = (f"It stays in your save '{kept}' as it was {counted(since, 'turn')} ago, "
                    "and your statistics do not count it.")
        self.push_screen(YesNoScreen(f"The wumpus is still out there.\nGive up this game for {instead}?\n{said}",
                                     "Give it up", "Keep playing", title="Leave this game?",
                                     focus_yes=False, danger=True), answered)

    def action_toggle_notes(self) -> None:
        self.notes.toggle()
        self.refresh_game()

    def action_hint(self) -> None:
        self.notes.hint(self.query_one("#map", CaveMap), self.room_roles())

    def action_toggle_tips(self) -> None:
        from .tips import OFF, set_tips

        self.tips.on = not self.tips.on
        set_tips(self.tips.on)
        self.say("Tips are on: one at each first warning, chance to shoot and bat flight." if self.tips.on else OFF,
                  "note")

    def action_help(self) -> None:
        from .screens import HelpScreen

        self.push_screen(HelpScreen(self.game, self.keys_guide()))

    def keys_guide(self) -> str:
        """The help page's keys and words on the map (Content markup)."""
        from .screens import KEYS_HELP

        return KEYS_HELP

    def leave(self) -> None:
        """Quit; the keeper saves an unfinished game of the player's first."""
        if not self.keeps_records or not self._game_ready:
            self.exit()
        else:
            self.keeper.leave()

    def action_save_as(self) -> None:
        self.keeper.save_as()

    def action_stats(self) -> None:
        self.keeper.stats()

    def action_replay_saved(self) -> None:
        self.keeper.replay_saved()

    def action_load_saved(self) -> None:
        self.keeper.load_saved()

    def action_quit(self) -> None:
        if self.game.over:
            self.leave()
            return

        def answered(quit_now: bool | None) -> None:
            if quit_now:
                self.leave()

        from .screens import QuitScreen

        self.push_screen(QuitScreen(self.keeper.on_quitting() if self.keeps_records else
                                    "The game is not kept."), answered)

    @on(CaveMap.RoomClicked, "#map")
    def _room_clicked(self, event: CaveMap.RoomClicked) -> None:
        if self.game.over or not self.player_plays:
            return
        self._cancel_entry()
        self._play(Move(event.room))
