"""The hunter's notes and hints: the odds of every hazard, worked out from what the player has seen.

``b`` writes the notes over the map (a mark beside each room's number, and a
tint behind it) and opens a panel listing the likeliest rooms; ``h`` asks the
hunter bot what it would do now, and why.  Both come from
:func:`wumpus.bots.insight.insight_for`, which replays the game and uses only
what each turn showed the player, never where the hazards really are.

A mark reads the same without colour:

* ``·`` nothing there can kill you: no pit, no wumpus that would eat you, and no bats that may
  drop you into either;
* ``░`` ``▒`` ``▓`` the danger (the chance a step there kills you: a pit, the wumpus as the
  rules make him, there or where its bats may drop you) is under 10%, under 25%, 25% or more,
  as the hint counts it (:class:`wumpus.bots.hints.EnteringRisk`);
* ``W`` ``P`` ``B`` the wumpus, a pit or bats are there more likely than not (bats only where
  the danger is under 25%: a greater one shows as ``▓``).

Rooms the player has stood in and found empty carry no mark.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

from textual.containers import Vertical
from textual.content import Content
from textual.widgets import Static

from wumpus.bots.hints import EnteringRisk, danger, percent
from wumpus.caves.drawing import CaveDrawing
from wumpus.engine import Game

from .knowledge import listed_tunnels
from .panels import KEEP, PanelText, markup

if TYPE_CHECKING:  # the bots are imported when the notes are first wanted
    from wumpus.bots.insight import Insight, Suggestion

    from .mapview import CaveMap


class RoomOdds(Protocol):
    """The chances of each hazard in one room (:class:`wumpus.bots.insight.RoomOdds`)."""

    wumpus: float
    pit: float
    bats: float
    visited: bool

#: (upper bound of the danger, look, mark) for rooms where no hazard is more likely than not
SHADES = ((0.10, "low", "░"), (0.25, "some", "▒"), (0.50, "high", "▓"))
SAFE = ("safe", "·")
#: hazard -> (letter, look) when it is more likely than not
LIKELY = {"wumpus": ("W", "wumpus"), "pit": ("P", "pit"), "bats": ("B", "bats")}
#: how many rooms each line of the panel lists
TOP = 3

EXPLAIN = (
    "Odds from what you have seen: warnings felt, rooms visited, bat flights. "
    "The rooms counted as unseen share the same odds; a room on no line is no likelier."
)


def mark_for(odds: RoomOdds, risk: float | None = None) -> tuple[str, str]:
    """The mark written beside a room and its look (a component class of the map).

    ``risk``: the chance that stepping in kills you, there or where the room's bats may drop
    you (the hint's :class:`wumpus.bots.hints.EnteringRisk`); without it, the room's chance of
    a pit or the wumpus."""
    if risk is None:
        risk = danger(odds)
    # more likely than not (even odds, give or take rounding, are not): the wumpus or a pit
    # first, the likelier of them; bats, no death of their own, never hide a danger of 25% or
    # more behind their letter
    likely = [(chance, hazard) for hazard, chance in (("wumpus", odds.wumpus), ("pit", odds.pit))
              if chance > 0.5 + 1e-9]
    if likely:
        return LIKELY[max(likely)[1]]
    if odds.bats > 0.5 + 1e-9 and risk < SHADES[-2][0]:
        return LIKELY["bats"]
    if risk <= 1e-9:
        return SAFE[1], SAFE[0]
    for bound, look, mark in SHADES:
        if risk < bound:
            return mark, look
    return SHADES[-1][2], SHADES[-1][1]


def look_for(odds: RoomOdds) -> str:
    return mark_for(odds)[1]


#: at the end of a game, the letter beside each hazard's room and its look
TRUTH = (("wumpus", "W"), ("pit", "P"), ("bats", "B"))


def truth_marks(game: Game, cells: dict[int, tuple[int, int]],
                drawing: CaveDrawing) -> dict[tuple[int, int], tuple[str, str]]:
    """Where everything was, as marks beside the rooms' numbers (``cells``, from :func:`mark_cells`
    on ``drawing``): W the wumpus, P a pit, B bats; letters that read without colour.

    A room that held two of them (the wumpus walked into a pit, or rules that deal bats over a
    pit) gets a letter for each, side by side and away from its number, where the picture has
    the room; where it has not, the first of them only (the legend names every room in words)."""
    where: dict[int, list[str]] = {}
    for look, rooms in (("wumpus", (game.wumpus,)), ("pit", game.pits), ("bats", game.bats)):
        for room in rooms:
            looks = where.setdefault(room, [])
            if look not in looks:
                looks.append(look)
    letters = dict(TRUTH)
    taken = set(cells.values())
    labelled = {(r, c) for r, c0, width in drawing.labels.values() for c in range(c0, c0 + width)}
    marks: dict[tuple[int, int], tuple[str, str]] = {}
    for room, looks in where.items():
        if room not in cells:
            continue
        span = _mark_span(drawing, labelled, cells[room], room, len(looks), taken)
        if span is None:
            span, looks = [cells[room]], looks[:1]
        taken.update(span)
        for cell, look in zip(span, looks):
            marks[cell] = (letters[look], look)
    return marks


def _mark_span(drawing: CaveDrawing, labelled: set[tuple[int, int]], cell: tuple[int, int], room: int,
               count: int, taken: set[tuple[int, int]]) -> list[tuple[int, int]] | None:
    """``count`` cells in a row for a room's marks, from its mark ``cell`` away from its number
    (``labelled``: the cells of every room's number), in reading order; None where the picture
    has no such room."""
    row, col = cell
    label_row, label_col, _ = drawing.labels[room]
    step = -1 if row == label_row and col < label_col else 1
    lines = drawing.lines
    span = [cell]
    for _ in range(count - 1):
        nxt = (row, span[-1][1] + step)
        beyond = (row, nxt[1] + step)
        blank = 0 <= nxt[1] < len(lines[row]) and lines[row][nxt[1]] == " "
        if not blank or nxt in labelled or nxt in taken or beyond in labelled or beyond in taken:
            return None
        span.append(nxt)
    return sorted(span)


class _Picture:
    """What :func:`mark_cells` asks of a picture's cells: blank, a tunnel's line, beside a number."""

    def __init__(self, drawing: CaveDrawing) -> None:
        self.drawing = drawing
        self.lines = drawing.lines
        self.label_cells: dict[tuple[int, int], int] = {}
        for room, (row, col, width) in drawing.labels.items():
            for c in range(col, col + width):
                self.label_cells[(row, c)] = room
        self.through: dict[tuple[int, int], list[tuple[tuple[int, int], ...]]] = {}
        for pair, edge_cells in drawing.edges.items():
            if pair[0] < pair[1]:
                for cell in edge_cells:
                    self.through.setdefault(cell, []).append(edge_cells)

    def char(self, cell: tuple[int, int]) -> str:
        """The picture's character at ``cell``, or "" off the picture (or in a room's number)."""
        r, c = cell
        inside = 0 <= r < len(self.lines) and 0 <= c < len(self.lines[r])
        return self.lines[r][c] if inside and cell not in self.label_cells else ""

    def blank(self, cell: tuple[int, int]) -> bool:
        return self.char(cell) == " "

    def line_at(self, cell: tuple[int, int], beyond: int = 0) -> bool:
        """A tunnel's straight line at ``cell`` (and, with ``beyond``, in the cell past it that way)."""
        return self.char(cell) in ("-", "_") and (not beyond or self.char((cell[0], cell[1] + beyond)) in ("-", "_"))

    def goes_on(self, cell: tuple[int, int]) -> bool:
        """A single tunnel's line (no arrowhead, no crossing) at ``cell``, drawn on in a cell next to it."""
        if self.char(cell) not in ("-", "_", "|", "/", "\\"):
            return False
        edges = self.through.get(cell, [])
        r, c = cell
        return len(edges) == 1 and any(max(abs(r - r2), abs(c - c2)) == 1 for r2, c2 in edges[0])

    def others_beside(self, cell: tuple[int, int], room: int) -> bool:
        r, c = cell
        labels = self.label_cells
        if any(labels.get((r, c + d), room) != room for d in (-1, 1)):
            return True
        if r == self.drawing.labels[room][0]:
            return False
        # a cell above or below the number: none of another room's number may touch it either, so
        # that the mark cannot be read as that room's
        return any(labels.get((r + dr, c + dc), room) != room for dr in (-1, 1) for dc in (-1, 0, 1))

    def candidates(self, room: int) -> list[tuple[int, int]]:
        """The cells for ``room``'s mark, best first: blank ones beside its number; then, hemmed in,
        the end of a straight line beside it (one whose line goes on past it first); then any other
        line beside it that goes on past it (by arrowheads, crossings and the picture's edge), so
        that the tunnel still reads."""
        row, col, width = self.drawing.labels[room]
        options = [(row, col + width), (row, col - 1)]
        options += [(row + 1, c) for c in (col + width - 1, col + width, col - 1)]
        options += [(row - 1, c) for c in (col + width - 1, col + width, col - 1)]
        sides = (((row, col + width), 1), ((row, col - 1), -1))
        ends = [cell for cell, _ in sorted(sides, key=lambda side: not self.line_at(*side)) if self.line_at(cell)]
        ends += [cell for cell in options if cell not in ends and self.goes_on(cell)]
        return [*(cell for cell in options if self.blank(cell)), *ends]


def mark_cells(drawing: CaveDrawing) -> dict[int, tuple[int, int]]:
    """For each room, a cell of the picture beside its number where its mark can go.

    Right of the number first, then left, then below and above; never a cell
    that touches another room's number, nor one already given to another room.
    A room hemmed in by lines gets the end of a tunnel's line beside its number
    (``1·--2``): the rest of the line still shows the tunnel.  Rooms with no such
    cell either get none.
    """
    picture = _Picture(drawing)
    taken: set[tuple[int, int]] = set()
    cells: dict[int, tuple[int, int]] = {}
    for room in sorted(drawing.labels):
        for cell in picture.candidates(room):
            if cell not in taken and not picture.others_beside(cell, room):
                near = {(cell[0], cell[1] + d) for d in (-1, 1)}
                if near & taken:
                    continue  # two marks side by side would read as one
                cells[room] = cell
                taken.add(cell)
                break
    return cells


@dataclass
class Notes:
    """The notes for one moment of one game, ready to show."""

    odds: dict[int, RoomOdds] = field(default_factory=dict)  # every room of the cave
    unseen: RoomOdds | None = None
    unseen_rooms: tuple[int, ...] = ()
    here: int | None = None
    problem: str = ""  # why there are no notes, if there are none
    approximate: bool = False  # some rule of the game is only approximated: nothing is called certain
    why: str = ""  # which rule, in a few words
    #: room -> the chance that stepping in kills you, there or where its bats drop you
    risk: dict[int, float] = field(default_factory=dict)
    #: room -> where its bats may drop you ("into a pit or onto the wumpus"), for rooms where they may
    drops: dict[int, str] = field(default_factory=dict)

    def marks(self) -> dict[int, tuple[str, str]]:
        """Room -> (mark, look) for every room that gets one."""
        out = {}
        for room, odds in self.odds.items():
            if room == self.here:
                continue
            if odds.visited and danger(odds) <= 1e-9 and odds.bats <= 1e-9:
                continue
            out[room] = mark_for(odds, self.risk.get(room))
        return out

    def about(self, room: int) -> str:
        """One line on the room: ``Room 5: wumpus 0% · pit 52% · bats 0%``."""
        odds = self.odds[room]
        if room == self.here:
            where = " (you are here)"
        elif odds.visited:
            where = " (visited)"
        elif room in self.unseen_rooms:
            where = " (not seen yet: the odds of every unseen room)"
        else:
            where = ""
        drop = f" (they may drop you {self.drops[room]})" if room in self.drops else ""
        return (f"Room {room}{where}: wumpus {percent(odds.wumpus)} · pit {percent(odds.pit)} · "
                f"bats {percent(odds.bats)}{drop}")

    def standing_out(self, hazard: str) -> list[tuple[int, float]]:
        """The seen rooms likelier to hold ``hazard`` than a room not seen yet, likeliest first
        (ties by room number): a room only as likely as the unseen ones tells nothing more."""
        base = getattr(self.unseen, hazard) if self.unseen_rooms and self.unseen is not None else 0.0
        seen = [(room, getattr(odds, hazard)) for room, odds in self.odds.items() if room not in self.unseen_rooms]
        # likelier as shown, too: a room at "17%" beside unseen rooms at "17%" does not stand out
        return sorted(((room, p) for room, p in seen if p > base + 1e-9 and percent(p) != percent(base)),
                      key=lambda item: (-round(item[1], 9), item[0]))

    def hazard_line(self, hazard: str) -> str:
        """The panel's line for ``hazard``: ``13 100% · 9 10 40% each · 2 more under 40%``, the rooms likelier
        than an unseen one, or what there is instead."""
        above = self.standing_out(hazard)
        if above:
            groups: dict[str, list[int]] = {}
            for room, p in above:
                groups.setdefault(percent(p), []).append(room)
            listed = []
            named = rest = 0
            lowest = ""
            left = len(above)  # rooms not yet named or counted
            for said, rooms in groups.items():
                if named >= TOP and left > 1:  # a last room alone is named: "10 15%" says more than "1 more"
                    rest += len(rooms)
                    continue
                lowest = said
                left -= len(rooms)
                # a group of rooms at the same odds is never split: those past the first few are counted
                # (one room more is named: its number is shorter than "and 1 more")
                room_for = TOP - named
                shown = sorted(rooms)[:room_for if len(rooms) > room_for + 1 else None]
                named += len(shown)
                listed.append(together(shown, said, more=len(rooms) - len(shown)))
            # the rooms past those, less likely than the last named, are counted with what they are under
            return SEPARATOR.join(listed) + (f"{SEPARATOR}{rest}{KEEP}more{KEEP}under{KEEP}{lowest}" if rest else "")
        unseen = self.unseen is not None and bool(self.unseen_rooms) and getattr(self.unseen, hazard) > 1e-9
        if not unseen:
            return "none"
        seen_too = any(getattr(odds, hazard) > 1e-9 for room, odds in self.odds.items() if room not in self.unseen_rooms)
        return "no room stands out" if seen_too else "unseen rooms only"


def notes_from(game: Game, insight: Insight | None, problem: str = "") -> Notes:
    if insight is None:
        return Notes(problem=problem or "No notes for this game.")
    known = insight.odds
    unseen = insight.unseen_odds
    odds = {room: known.get(room, unseen) for room in game.cave.rooms}
    unseen_rooms = tuple(room for room in game.cave.rooms if room not in known)
    reasons = insight.knowledge.inexact_because
    # the hint's own reckoning of each step's risk: a room is safe only if nothing in it can hurt you
    entering = EnteringRisk(game, insight)
    risk = {room: entering(room) for room in game.cave.rooms}
    drops = {room: words for room in game.cave.rooms if (words := entering.words(room))}
    return Notes(odds, unseen, unseen_rooms, game.hunter, approximate=not insight.exact,
                 why=reasons[0] if reasons else "", risk=risk, drops=drops)


#: the notes panel's words under it: how to hide it, and, when the notes do not fit, how to see the rest
SUBTITLE = "b hides"
SUBTITLE_SCROLLING = "↑↓ more · b hides"


class NotesPanel(Vertical):
    """The likeliest rooms for each hazard, as percentages, and where the odds come from.

    The explanations below the odds (which rule the odds follow only roughly, if any, and where
    they come from) are left out when the terminal is short
    (the screen's ``-short`` class, from :attr:`wumpus.app.main.WumpusApp.VERTICAL_BREAKPOINTS`).
    """

    DEFAULT_CSS = """
    NotesPanel {
        height: auto; display: none; border: round $secondary 70%; padding: 0 1;
        overflow-y: auto; scrollbar-size-vertical: 1; scrollbar-color: $secondary;
        border-title-color: $secondary; border-title-style: bold; border-subtitle-color: $foreground 60%;
    }
    NotesPanel.-shown { display: block; }
    NotesPanel > #notes-why, NotesPanel > #notes-inexact { color: $text-muted; }
    Screen.-short NotesPanel > #notes-why, NotesPanel > #notes-why.-idle { display: none; }
    Screen.-short NotesPanel > #notes-inexact, NotesPanel > #notes-inexact.-idle { display: none; }
    """

    def __init__(self, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.notes = Notes()
        #: the odds as shown (for reading them back)
        self.text = ""
        self._inexact = ""  # the line on which rule the odds follow only roughly, as shown
        #: the game and turn the notes were last shown for: the notes of another begin at their first line
        self._shown_for: tuple[Game | None, int] = (None, 0)

    def compose(self):
        yield PanelText(id="notes-odds", reserve=1)  # a scroll bar that comes and goes moves no word
        yield Static("", id="notes-inexact", classes="-idle")
        yield Static(EXPLAIN, id="notes-why")

    def on_mount(self) -> None:
        self.border_title = "Hunter's notes"
        self.border_subtitle = SUBTITLE

    def watch_show_vertical_scrollbar(self, scrolls: bool) -> None:
        """Notes that do not fit say which keys show the rest."""
        self.border_subtitle = SUBTITLE_SCROLLING if scrolls else SUBTITLE

    def scroll_lines(self, lines: int) -> None:
        """Show the notes ``lines`` further down (up, if negative), when they are shown and do not fit."""
        if self.has_class("-shown"):
            self.scroll_relative(y=lines, animate=False)

    def show_notes(self, notes: Notes, game: Game) -> None:
        self.notes = notes
        moment = (game, len(game.actions))
        if moment != self._shown_for:  # a game equals only itself
            # a new turn's notes are read from the top, the ways on from the room the hunter is now in
            # (scrolled down for the last turn, they would begin part way down the new list)
            self._shown_for = moment
            self.scroll_home(animate=False, immediate=True)
        content = self._content(notes, game)
        self.text = content.plain.replace(KEEP, " ")
        self.query_one("#notes-odds", PanelText).show(content)
        self.query_one("#notes-why", Static).set_class(game.over or bool(notes.problem), "-idle")
        # which rule is followed only roughly: said where there is room for it (not on a short screen)
        inexact = self.query_one("#notes-inexact", Static)
        shown = notes.approximate and not game.over and not notes.problem
        why = f"Why approximate: {notes.why or 'these rules are not followed exactly'}." if shown else ""
        if why != self._inexact:  # (a Static updated lays the screen out again, even with the same words)
            self._inexact = why
            inexact.update(why)
        inexact.set_class(not shown, "-idle")
        # approximate odds say so in the panel's title, which costs the odds no line
        self.border_title = "Hunter's notes · approximate" if shown else "Hunter's notes"

    @staticmethod
    def _content(notes: Notes, game: Game) -> Content:
        if game.over:
            return markup(
                "The game is over: the map shows where everything was.\n[dim]n new game · r same set-up[/dim]"
            )
        if notes.problem:
            return Content(notes.problem)
        rows: list[Content] = [markup("[b]Ways on[/b] $ways", ways=ways_on(notes, game))]
        unseen_count = len(notes.unseen_rooms)
        for hazard, title in (("wumpus", "Wumpus"), ("pit", "Pits  "), ("bats", "Bats  ")):
            rows.append(markup(f"[b]{title}[/b]  $listed", listed=notes.hazard_line(hazard)))
        u = notes.unseen
        if unseen_count and u is not None:
            # as the ways on are written (a hazard that cannot be there is left out), so that the
            # line fits beside the map of a standard terminal and the panel need not scroll
            said = odds_said(u)
            if unseen_count == 1:
                rooms = "1 room"
            else:
                rooms, said = f"{unseen_count} rooms", said if said == "safe" else f"{said}{KEEP}each"
            rows.append(markup("[b]Unseen[/b]  $rooms $said", rooms=rooms, said=said))
        else:
            rows.append(markup("[b]Unseen[/b]  none: every room has been named"))
        return Content("\n").join(rows)


def ways_on(notes: Notes, game: Game) -> str:
    """The rooms the tunnels lead to, with their odds as shown: ``7 W50% · 16 safe``.

    Rooms whose odds read the same are listed together, in the order the tunnels are first
    named (``2 5 8 P33% each``), so that a room of many tunnels still leaves the messages room."""
    groups: dict[str, list[str]] = {}
    for room in dict.fromkeys(listed_tunnels(game)):
        odds = notes.odds.get(room)
        if odds is None:
            continue
        groups.setdefault(odds_said(odds), []).append(room)
    return SEPARATOR.join(together(rooms, said) for said, rooms in groups.items())


def odds_said(odds: RoomOdds) -> str:
    """A room's odds in a word or two: ``W50%\u00a0P11%`` (a hazard that cannot be there left
    out), or ``safe``."""
    parts = [f"{letter}{percent(getattr(odds, hazard))}" for hazard, (letter, _) in LIKELY.items()
             if getattr(odds, hazard) > 1e-9]
    return KEEP.join(parts) if parts else "safe"


#: between groups of rooms on a line of the panel: a line broken there ends with the dot
SEPARATOR = f"{KEEP}· "


def together(rooms: list[int], said: str, more: int = 0) -> str:
    """Rooms that share what is said of them: ``9 10 40% each``, ``3 safe``, ``2 5 safe``, and
    with ``more`` rooms not named, ``2 10 16 and 6 more 11% each``, never split over two lines (a
    line broken inside it would seem to say its odds of its last rooms only)."""
    each = " each" if len(rooms) + more > 1 and said != "safe" else ""
    named = [*map(str, rooms), f"and {more} more"] if more else list(map(str, rooms))
    return f"{' '.join(named)} {said}{each}".replace(" ", KEEP)


def legend() -> Content:
    """The key to the marks, for under the map (each line short enough not to wrap beside the
    smallest map, which would push the last one out of sight)."""
    return markup(
        "[b $text-success]·[/] safe [$text-warning 70%]░[/]<10% [$text-warning]▒[/]<25% "
        "[$text-error]▓[/]25%+\n"
        "[b $text on $error]W[/][b $text on $warning]P[/][b $text on $secondary]B[/] more likely than not\n"
        "[dim]danger: the chance of death[/dim]"
    )


def describe(suggestion: Suggestion, here: int | None = None) -> str:
    """``walk to 7 — room 7 is safe and unexplored``: the hunter's choice in a line (``stay in 4``
    when the hunter is in room ``here`` and the rules let a move stay put)."""
    action = suggestion.action
    reason = suggestion.reason.strip()
    if hasattr(action, "rooms"):  # a Shoot
        doing = "shoot " + " → ".join(str(room) for room in action.rooms)
        if reason.lower().startswith("shoot") and ":" in reason:
            reason = reason.split(":", 1)[1].strip()
    elif here is not None and action.room == here:
        doing = f"stay in {action.room}"
    else:
        doing = f"walk to {action.room}"
    if reason:
        return f"{doing} — {reason[0].lower()}{reason[1:]}"
    return doing


class NotesHost(Protocol):
    """What the notes need of the app: the game in play, and a way to tell the player."""

    game: Game

    def say(self, line: str, kind: str = "plain") -> None: ...


class HuntersNotes:
    """``b`` and ``h``: what the player could know, as odds on the map and in the panel, and the hunter's hint.

    The app owns one, shows :func:`legend` under the map while :attr:`shown`, and hands it
    the map and the panel to paint (:meth:`paint`, :meth:`hint`).
    """

    def __init__(self, host: NotesHost) -> None:
        self.host = host
        self.shown = False
        #: the last hint given (None before the first)
        self.last_hint: Suggestion | None = None
        self._insight_cache: tuple[Game, int, Insight | None, str] | None = None
        self._mark_cells: tuple[CaveDrawing, dict[int, tuple[int, int]]] | None = None
        #: whether the log has said what the odds are made from (once is enough)
        self._explained = False
        #: the ended game the log has said the notes give way to the truth for
        self._over_said: Game | None = None

    # -- the reasoning, once per turn ------------------------------------------------
    def insight(self) -> tuple[Insight | None, str]:
        """What the player could know now (worked out once per turn), or None and why not."""
        game = self.host.game
        cached = self._insight_cache
        if cached is not None and cached[0] is game and cached[1] == len(game.actions):
            return cached[2], cached[3]
        insight: Insight | None = None
        problem = ""
        if game.seed is None:
            problem = "No notes: this game has no seed, so what you saw cannot be gone over again."
        else:
            from wumpus.bots.insight import insight_for

            try:
                insight = insight_for(game)
            except Exception as exc:  # the notes are an aid: never let them stop the game
                problem = f"No notes for this game ({exc})."
        self._insight_cache = (game, len(game.actions), insight, problem)
        return insight, problem

    def keep_up(self) -> None:
        """Work the notes out turn by turn even while they are hidden, for rules whose notes would
        take long to catch up with a whole game at once (those that follow every arrangement of
        the hazards together), so that ``b`` late in a game answers at once."""
        game = self.host.game
        if self.shown or game.over or game.seed is None:
            return
        from wumpus.bots.knowledge import follows_together

        if follows_together(game.cave, game.rules):
            self.insight()

    def arrow_out_of_reach(self) -> str:
        """Why the arrow to be fetched again can never be had (:func:`wumpus.bots.hints.arrow_out_of_reach`),
        or "" (worked out only while there is an arrow to fetch and none in hand)."""
        game = self.host.game
        if game.over or game.arrows > 0 or game.arrow_room is None:
            return ""
        insight, _ = self.insight()
        if insight is None:
            return ""
        from wumpus.bots.hints import arrow_out_of_reach

        return arrow_out_of_reach(game, insight)

    def current(self) -> Notes:
        insight, problem = self.insight()
        return notes_from(self.host.game, insight, problem)

    # -- b ---------------------------------------------------------------------------
    def toggle(self) -> None:
        self.shown = not self.shown
        game = self.host.game
        if game.over:
            if self.shown and self._over_said is not game:  # said as the panel comes, not as it goes
                self._over_said = game
                self.host.say("The game is over: the map shows where everything was, not the odds.", "note")
        # the first time, :meth:`paint` explains them in the log; later the panel coming and going says enough

    def paint(self, cave_map: CaveMap, panel: NotesPanel) -> None:
        """Write the notes on the map and in the panel, or take them away."""
        game = self.host.game
        panel.set_class(self.shown, "-shown")
        if self.shown and not game.over and not self._explained:
            # the first time the odds are on screen (b, or a new game after b at the end of one): what
            # they are made from
            self._explained = True
            self.host.say(f"Hunter's notes on the map (b hides them). {EXPLAIN}", "note")
        if not self.shown or game.over:
            # at the end, the truth: a letter beside each hazard's room, whether the notes are on or not
            cave_map.show_notes(truth_marks(game, self.cells(cave_map.drawing), cave_map.drawing) if game.over else {},
                                {})
            if self.shown:
                panel.show_notes(Notes(), game)
            return
        notes = self.current()
        panel.show_notes(notes, game)
        cells = self.cells(cave_map.drawing)
        marks: dict[tuple[int, int], tuple[str, str]] = {}
        tints: dict[int, str] = {}
        for room, (mark, look) in notes.marks().items():
            tints[room] = look
            if room in cells:
                marks[cells[room]] = (mark, look)
        cave_map.show_notes(marks, tints, {room: notes.about(room) for room in notes.odds})

    def cells(self, drawing: CaveDrawing) -> dict[int, tuple[int, int]]:
        """The cell beside each room's number where its mark goes, on this picture."""
        if self._mark_cells is None or self._mark_cells[0] is not drawing:
            self._mark_cells = (drawing, mark_cells(drawing))
        return self._mark_cells[1]

    # -- h ---------------------------------------------------------------------------
    def hint(self, cave_map: CaveMap, roles: tuple[dict[int, str], dict[tuple[int, int], str]]) -> None:
        """Say what the hint would do now, and draw it over the map's ``roles``."""
        game = self.host.game
        if game.over:
            self.host.say("The game is over, so there is nothing to suggest: n for a new game, r for the same set-up again.",
                          "note")
            return
        insight, problem = self.insight()
        suggestion = insight.suggest() if insight is not None else None
        if suggestion is None:
            from wumpus.bots.hints import why_no_hint

            why = why_no_hint(game, insight) if insight is not None else ""
            self.host.say(problem or why or "The hunter has nothing to suggest here.", "note")
            return
        self.last_hint = suggestion
        self.host.say(f"Hint: {describe(suggestion, game.hunter)}", "note")
        rooms, edges = roles
        action = suggestion.action
        shot = hasattr(action, "rooms")
        path = [game.hunter, *(action.rooms if shot else (action.room,))]
        for a, b in zip(path, path[1:], strict=False):
            edges[(a, b)] = "path-line" if shot else "hint-line"
        for room in path[1:]:
            if room != game.hunter:  # a hint to stay marks no room but the hunter's own
                rooms[room] = "path" if shot else "hint"
        cave_map.show(rooms, edges)


__all__ = [
    "HuntersNotes", "NotesHost", "NotesPanel", "Notes", "describe", "legend", "mark_cells", "mark_for", "percent",
    "truth_marks",
]
