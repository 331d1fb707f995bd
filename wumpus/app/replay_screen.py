"""The replay screen: a recorded game step by step, forwards and backwards, on the app's map."""

from __future__ import annotations

from textual import events
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical
from textual.content import Content
from textual.screen import ModalScreen
from textual.timer import Timer
from textual.widgets import Footer, Static

from wumpus.caves import cave_title
from wumpus.engine import Cheat, Game, GameRecord, Reset
from wumpus.storage.stats import cause_label

from .art import picture_for
from .commands import CTRL_C
from .knowledge import FRAME, Knowledge, frames_for, log_lines, revealed, room_roles, turn_line
from .mapview import map_box
from .mapview import CaveMap
from .messagelog import MessageLog
from .notes import mark_cells, truth_marks
from .panels import KEEP, GameHeader, PanelText


class ReplayScreen(ModalScreen[None]):
    """Step through ``record``: → the next action, ← one back, Home the start, End the end.

    Modal, so the game's own keys rest while a replay is on show.
    """

    BINDINGS = [
        CTRL_C,
        Binding("right,l,space", "step(1)", "Next", key_display="→"),
        Binding("left,h", "step(-1)", "Back", key_display="←"),
        Binding("home", "jump(0)", "Start", key_display="Home"),  # as the panel names the keys
        Binding("end", "jump(-1)", "End", key_display="End"),
        Binding("escape,q", "close", "Close"),
    ]

    DEFAULT_CSS = """
    ReplayScreen { layout: vertical; background: $background; }
    ReplayScreen #replay-body { height: 1fr; }
    ReplayScreen #replay-left { width: auto; min-width: 34; height: 100%; padding: 0 1; }
    ReplayScreen #replay-legend { width: 100%; height: auto; color: $foreground 80%; }
    ReplayScreen #replay-right { width: 1fr; height: 100%; }
    ReplayScreen #replay-status {
        height: auto; min-height: 7; border: round $accent 60%; padding: 0 1;
        border-title-color: $accent; border-title-style: bold;
    }
    ReplayScreen #replay-log {
        height: 1fr; border: round $foreground 30%; padding: 0 0 0 1; scrollbar-size-vertical: 1;
        border-title-color: $foreground 70%;
    }
    """

    def __init__(self, record: GameRecord, *, animation: bool = True, reveal: bool | None = None) -> None:
        super().__init__()
        self.record = record
        #: show where the hazards are; by default only once the recorded game is over
        self.reveal = _ends(record) if reveal is None else reveal
        self.animation = animation
        self.step = 0
        self.game: Game = record.new_game()
        self.drawing, self.real_map = picture_for(self.game.cave, *map_box(*self.app.size))
        self.known = Knowledge()
        self._frames: list = []
        self._timer: Timer | None = None
        self._cells: tuple | None = None  # the picture, and the cell beside each room for its letter

    @property
    def steps(self) -> int:
        return len(self.record.actions)

    @property
    def animating(self) -> bool:
        return self._timer is not None

    def compose(self) -> ComposeResult:
        yield GameHeader(icon="☠")
        with Horizontal(id="replay-body"):
            with Vertical(id="replay-left"):
                yield CaveMap(self.drawing, id="replay-map")
                yield Static(id="replay-legend")
            with Vertical(id="replay-right"):
                yield PanelText(id="replay-status")
                yield MessageLog(id="replay-log")
        yield Footer()

    def on_mount(self) -> None:
        self.query_one("#replay-status", PanelText).border_title = "Replay"
        self.query_one("#replay-log", MessageLog).border_title = "Messages"
        rules, cave = self.game.rules, self.game.cave
        self.sub_title = f"replay · {rules.name} · {cave_title(cave)} · seed {self.game.seed}{_again(self.record)}"
        self.query_one("#replay-map", CaveMap).fit_within(*map_box(*self.app.size))
        self._rebuild(0)

    def on_resize(self, event: events.Resize) -> None:
        self.query_one("#replay-map", CaveMap).fit_within(*map_box(*event.size))

    # -- the log's voice -------------------------------------------------------------------
    def _say(self, line: str, kind: str = "plain") -> None:
        self.query_one("#replay-log", MessageLog).write(line, kind)

    def _show_events(self, events_) -> None:
        """The events in the ruleset's words, as the game showed them; and what the player learned."""
        events_ = tuple(events_)
        self.known.learn(events_)
        for text, kind in log_lines(events_, self.game.messages):
            self._say(text, kind)

    def _turn_header(self, action) -> None:
        self._say(turn_line(self.game, action), "turn")

    # -- stepping ----------------------------------------------------------------------
    def _rebuild(self, step: int) -> None:
        """Deal the game again and play it up to ``step`` (no animation)."""
        self._stop()
        game = self.record.new_game()
        self.game = game
        self.known = Knowledge.at_start(game)
        log = self.query_one("#replay-log", MessageLog)
        log.clear()
        with log.batch():  # the log settles once, not once a turn (a long game has thousands)
            self._say(f"Replay: {game.rules.title}, cave {cave_title(game.cave)}, seed {game.seed}{_again(self.record)}.",
                      "note")
            self._show_events(game.look())
            for action in self.record.actions[:step]:
                events_ = game.apply(action)
                self._turn_header(action)
                self._show_events(events_)
        self.step = step
        self._paint()

    def _forward(self) -> None:
        self._stop()
        if self.step >= self.steps:
            self.app.bell()
            return
        game = self.game
        action = self.record.actions[self.step]
        hunter, before = game.hunter, room_roles(game, self.known)
        events_ = game.apply(action)
        self.step += 1
        self._turn_header(action)
        self._show_events(events_)
        frames = frames_for(game.cave, events_, hunter, before, game.rules)
        if frames and self.animation and self.app.animation_level != "none":
            self._frames = list(frames)
            self._show_status()
            self._next_frame()
            self._timer = self.set_interval(FRAME, self._next_frame)
        else:
            self._paint()

    def action_step(self, delta: int) -> None:
        if delta > 0:
            self._forward()
        elif self.step == 0:
            self.app.bell()
        else:
            self._rebuild(self.step - 1)

    def action_jump(self, step: int) -> None:
        self._rebuild(self.steps if step < 0 else step)

    def action_close(self) -> None:
        self._stop()
        self.dismiss(None)

    # -- animation -------------------------------------------------------------------
    def _next_frame(self) -> None:
        if not self._frames:
            self._stop()
            self._paint()
            return
        rooms, edges = self._frames.pop(0)
        self.query_one("#replay-map", CaveMap).show(rooms, edges)

    def _stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None
            self._frames = []
            self._paint()

    async def on_key(self, event: events.Key) -> None:
        if self.animating:  # a key while something flies shows where it landed, then does its own work
            self._stop()

    # -- painting ----------------------------------------------------------------------
    def _paint(self) -> None:
        roles = room_roles(self.game, self.known)
        cave_map = self.query_one("#replay-map", CaveMap)
        if self.reveal:  # the watcher of a finished game sees what the hunter could not
            roles = revealed(self.game, roles)
            # and reads it without colour too: a letter beside each hazard's room
            if self._cells is None or self._cells[0] is not cave_map.drawing:
                self._cells = (cave_map.drawing, mark_cells(cave_map.drawing))
            cave_map.show_notes(truth_marks(self.game, self._cells[1], cave_map.drawing), {})
        cave_map.show(*roles)
        self._show_status()

    def _show_status(self) -> None:
        game = self.game
        lies = self.known.arrow_seen if game.rules.arrow_stays and game.arrows == 0 else None
        # a label and its value, and a key and what it does, are never split over two lines
        rows = [Content.from_markup(
            f"Step{KEEP}[b]$step[/b]{KEEP}of{KEEP}[b]$steps[/b]   Room{KEEP}[b $text on $primary] $room [/]   "
            f"Arrows{KEEP}[b]$arrows[/b]$lies",
            step=str(self.step), steps=str(self.steps), room=str(game.hunter), arrows=str(game.arrows),
            lies="" if lies is None else KEEP + KEEP.join(f"(it lies in room {lies})".split()),
        )]
        if self.step:
            action = self.record.actions[self.step - 1]
            rows.append(Content.from_markup("Last: [b]$what[/b]", what=action.describe()))
        else:
            rows.append(Content.from_markup("[dim]The start: nothing has happened yet.[/dim]"))
        if game.over:
            outcome = "won" if game.won else f"lost ({cause_label(game.cause or '')})"
            rows.append(Content.from_markup("[b]The hunter $outcome[/b], score $score",
                                            outcome=outcome, score=str(game.score)))
        if self.reveal:
            pits = " ".join(str(r) for r in sorted(game.pits)) or "none"
            bats = " ".join(str(r) for r in sorted(game.bats)) or "none"
            rows.append(Content.from_markup(
                "[dim]Wumpus[/dim] $wumpus  [dim]Pits[/dim] $pits  [dim]Bats[/dim] $bats",
                wumpus=str(game.wumpus), pits=pits, bats=bats,
            ))
        elif any(isinstance(action, Cheat | Reset) for action in self.record.actions[:self.step]):
            # teaching's C showed the player where everything was, and R put it there
            rows.append(Content.from_markup("[dim]The game is still on: the map keeps its hazards hidden, but the "
                                            "log says where a cheat or a reset showed them.[/dim]"))
        else:
            rows.append(Content.from_markup("[dim]The game is still on: its hazards stay hidden.[/dim]"))
        pairs = (("→", "next"), ("←", "back"), ("Home", "start"), ("End", "end"), ("Esc", "close"))
        keys = "  ".join(KEEP.join(pair) for pair in pairs)
        rows.append(Content.from_markup("[dim]$keys[/dim]", keys=keys))
        self.query_one("#replay-status", PanelText).show(Content("\n").join(rows))
        self.query_one("#replay-legend", Static).update(Content.from_markup(
            "[b $text on $primary]##[/] the hunter  [b $text-success]##[/] tunnel\n"
            "[$foreground]##[/] visited  [underline $text-warning]##[/] warning felt"
            + ("\n[b underline $text-primary]##[/] arrow" if game.rules.arrow_stays else "")
            + ("\n[b $text on $error] W [/] wumpus  [b $text on $warning] P [/] pit  [b $text on $secondary] B [/] bats"
               if self.reveal else "")
        ))


def _again(record: GameRecord) -> str:
    """How a record of the same set-up dealt again says so (its luck is its own: the seed alone deals
    the first game of the set-up)."""
    if not record.again:
        return ""
    return ", the same set-up again" if record.again == 1 else f", the same set-up again ({record.again} times)"


def _ends(record: GameRecord) -> bool:
    """Whether the recorded game is over by its last action."""
    game = record.new_game()
    for action in record.actions:
        game.apply(action)
    return game.over
