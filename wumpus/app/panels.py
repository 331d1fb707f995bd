"""What the status panel and the legend under the map say, as Textual ``Content``."""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Iterable
from functools import lru_cache
from typing import Self

from rich.cells import cell_len
from textual import events
from textual.content import Content
from textual.css.query import NoMatches
from textual.geometry import Region, Size
from textual.visual import Visual
from textual.widgets import Header, Static

from wumpus.caves import cave_title
from wumpus.engine import Game
from wumpus.engine import events as ev

from .knowledge import WARNING_LOOK, Knowledge, listed_tunnels


#: the space between a label and its value ("Seed 6"): the panels never break a line there
KEEP = "\u00a0"
#: a word with the spaces after it, where a word holds any :data:`KEEP`
_WORD = re.compile(r" *[^ ]+ *")
#: a part of such a word between its KEEPs, with the KEEPs after it
_PART = re.compile(r"[^\u00a0]+\u00a0*")


#: what the lines a panel's line is broken into begin with after the first: they read as its own
HANG = "  "


def kept_together(content: Content, width: int, *, always: bool = False) -> Content:
    """``content`` with each line too long for ``width`` columns broken at its ordinary spaces,
    never at a :data:`KEEP`, which then shows as an ordinary space; the lines it is broken into
    after the first begin with :data:`HANG`.  (Textual's own wrapping would break a line at a
    no-break space as at any other.)  Without a KEEP the content is left to Textual's wrapping,
    unless ``always``."""
    if KEEP not in content.plain and not always:
        return content
    lines = []
    hang = Content(HANG)
    for line in content.split("\n", allow_blank=True):
        if width > 0 and line.cell_length > width:
            cuts, used = [], 0
            for start, text in _words(line.plain, width - hang.cell_length):
                if used and used + cell_len(text.rstrip(" " + KEEP)) > width:
                    cuts.append(start)
                    used = hang.cell_length
                used += cell_len(text)
            pieces = line.divide(cuts)
            pieces = [pieces[0], *(hang + piece for piece in pieces[1:])]
            lines += [piece.rstrip() for piece in pieces[:-1]] + pieces[-1:]
        else:
            lines.append(line)
    joined = Content("\n").join(lines)
    return Content(joined.plain.replace(KEEP, " "), list(joined.spans))


def _words(text: str, room: int) -> list[tuple[int, str]]:
    """The words a line may be broken between, with where each begins: those longer than ``room``
    (a line after the first has no more) broken at their KEEPs too, rather than anywhere."""
    out = []
    for word in _WORD.finditer(text):
        if cell_len(word.group().rstrip(" " + KEEP)) <= room or KEEP not in word.group():
            out.append((word.start(), word.group()))
        else:
            out += [(word.start() + part.start(), part.group()) for part in _PART.finditer(word.group())]
    return out


@lru_cache(maxsize=512)
def markup(template: str, **variables: str) -> Content:
    """``Content.from_markup``, kept: the panels say mostly the same lines turn after turn."""
    return Content.from_markup(template, **variables)


def _headline(game: Game, who: str = "You") -> list[Content]:
    if game.over:
        outcome = f"{who} won!" if game.won else f"{who} lost."
        return [
            markup(f"[b {'$text-success' if game.won else '$text-error'}]$outcome[/] Score{KEEP}[b]$score[/b]",
                   outcome=outcome, score=str(game.score)),
            markup(f"[b]n[/b]{KEEP}new game · [b]r[/b]{KEEP}same set-up"),
        ]
    # keys 1 to 9 walk the first nine tunnels; any further one is walked with m and its number
    tunnels = "  ".join(f"[b $text-success]{i if i <= 9 else 'm'}[/]→{room}"
                         for i, room in enumerate(listed_tunnels(game), 1))
    wide = max(len(str(room)) for room in game.cave.rooms)  # the Turn keeps its column as the room changes
    return [
        markup("Room [b $text on $primary] $room [/]$pad   Turn [b]$turn[/b]",
               room=str(game.hunter), pad=" " * (wide - len(str(game.hunter))), turn=str(game.turns + 1)),
        markup("Tunnels " + tunnels),
        # where warnings or arrows come through one-way tunnels into this room (the map has the others)
        *([markup("[dim]In from[/dim] $rooms", rooms="  ".join(map(str, inward)))]
          if (inward := game.one_way_in_play()) else []),
    ]


def score_rule(rules) -> str:
    """How the ruleset scores a game, in words, read off its own score (``rules.score(won, moves)``;
    the moves counted are the steps taken, never the shots)."""
    top, lost = rules.score(True, 0), rules.score(False, 0)
    step = top - rules.score(True, 1)
    if step > 0 and all(rules.score(True, m) == max(lost, top - step * m) for m in range(0, 2 * top // step + 2)):
        minus = "your moves" if step == 1 else f"{step} for each move"
        return f"a win scores {top} minus {minus} (shots are free), a loss {lost}"
    return f"a win scores up to {top}, the more the fewer moves it takes (shots are free); a loss {lost}"


#: how near the rules' limit on moves the status starts counting the moves left
MOVES_NEAR = 10


def _score(game: Game, out_of_reach: bool = False) -> Content:
    # the reason moves to a line of its own whole, never cut after "arrow out"
    if game.cannot_be_won():
        return markup("[dim]Score[/dim]   [dim]no win left: $why[/dim]", why="no arrow to shoot".replace(" ", KEEP))
    if out_of_reach:
        return markup("[dim]Score[/dim]   [dim]no win left: $why[/dim]", why="arrow out of reach".replace(" ", KEEP))
    return markup("[dim]Score[/dim]   [b]$now[/b] [dim]if you win now[/dim]",
                  now=str(game.rules.score(True, game.moves)))


def _moves_left(game: Game) -> list[Content]:
    """Near the rules' limit on moves, how many are left and that the last one ends the game."""
    limit = game.rules.max_moves
    if limit is None or limit - game.moves > MOVES_NEAR:
        return []
    left = limit - 1 - game.moves  # the moves that leave you on your feet: the one after them ends the game
    return [markup("[b $text-warning]Moves[/]   [b]$left[/b] [dim]left; move $limit loses[/dim]",
                   left=str(left) if left > 0 else "none", limit=str(limit))]


def _arrows(game: Game, known: Knowledge) -> Content:
    """The arrows left, and what running out of them means (while the game is on)."""
    rules = game.rules
    if game.over:
        note = f"it lies in room {known.arrow_seen}" if rules.arrow_stays and known.arrow_seen is not None else ""
    elif rules.lose_when_out_of_arrows:
        note = "run out and you lose"
    elif rules.arrow_stays:
        note = "it stays where it lands"
        if game.arrows == 0 and known.arrow_seen is not None:
            note = f"it lies in room {known.arrow_seen}"
    elif game.arrows <= 0:
        note = "the wumpus can no longer be shot"
    else:
        note = "running out is no loss"
    if not note:
        return markup("Arrows  [b]$n[/b]", n=str(game.arrows))
    # the note in brackets moves to a line of its own whole, never cut after "run out and you"
    return markup("Arrows  [b]$n[/b] [dim]($note)[/dim]", n=str(game.arrows), note=note.replace(" ", KEEP))


def _warnings(game: Game) -> list[Content]:
    """One line a warning, as the ruleset gives them: where it warns once for each hazard (Yob's
    two pits next door: two drafts), the line says how many times (``×2``), as the log shows it."""
    percepts = Counter(game.percepts())
    if not percepts:
        return [markup("[dim]No warnings here.[/dim]")]
    rows = []
    for hazard, times in percepts.items():
        tag, colour = WARNING_LOOK.get(hazard, ("[!]", "$text-warning"))
        words = game.messages.render(ev.Percept(hazard)) or hazard
        rows.append(markup(f"[b {colour}]$tag $words[/]$times", tag=tag, words=words,
                           times=f" ×{times}" if times > 1 else ""))
    return rows


def status_content(game: Game, known: Knowledge, *, setup: bool = True, out_of_reach: bool = False,
                   who: str = "You") -> Content:
    """The status panel: where you are (or how the game ended: ``who`` won or lost), arrows, what a win
    would score now (no win, with ``out_of_reach``: the arrow to be fetched again can never be had),
    warnings, and (with ``setup``) rules, cave and seed, which the header shows too."""
    rows = [*_headline(game, who), _arrows(game, known)]
    if not game.over:
        rows.append(_score(game, out_of_reach))
        rows += _moves_left(game)
        rows += _warnings(game)
    if not setup:
        return Content("\n").join(rows)
    rows.append(markup(
        f"[dim]Rules[/dim]{KEEP}$rules  [dim]Cave[/dim]{KEEP}$cave  [dim]Seed[/dim]{KEEP}$seed",
        rules=game.rules.name, cave=cave_title(game.cave), seed=str(game.seed),
    ))
    return Content("\n").join(rows)


def _where_was(stayed: str, moved: str, rooms: Iterable[int], started: Iterable[int]) -> str:
    """Where a hazard was at the end of a game: ``stayed`` and its rooms, or, if it moved (a woken
    wumpus, Wumpus 3's earthquakes and migrating bats), ``moved`` and its rooms ("the wumpus ended in
    1"): the map's letters mark where it ended, and the replay (R) shows where it began."""
    listed = " and ".join(str(r) for r in sorted(rooms)) or "no room"
    return f"{stayed if sorted(rooms) == sorted(started) else moved} {listed}"


def legend_content(game: Game, *, plain: bool = False) -> Content:
    """The legend under the map: how to read it while playing; where everything was at the end."""
    if game.over:
        start = game.start
        return markup(
            "[b $text on $error] W [/] $wumpus\n[b $text on $warning] P [/] $pits\n[b $text on $secondary] B [/] $bats",
            wumpus=_where_was("the wumpus was in", "the wumpus ended in", (game.wumpus,), (start.wumpus,)),
            pits=_where_was("pits in", "pits ended in", game.pits, start.pits),
            bats=_where_was("bats in", "bats ended in", game.bats, start.bats),
        )
    # the samples are no room's number, so none is mistaken for a room on the map;
    # with NO_COLOR they look as the map draws them then
    return markup(
        ("[b reverse]##[/]" if plain else "[b $text on $primary]##[/]") + " you are here  "
        + ("[b underline]##[/]" if plain else "[b $text-success]##[/]") + " tunnel\n"
        "[$foreground]##[/] visited  "
        + ("[i underline]##[/]" if plain else "[underline $text-warning]##[/]") + " warning felt\n"
        + ("[dim]##[/]" if plain else "[$foreground 60%]##[/]") + " not yet visited"
        + ("" if not game.rules.arrow_stays else "  [b i]##[/] arrow" if plain else "  [b underline $text-primary]##[/] arrow")
        + ("  o loop" if any(room in exits for room, exits in game.cave.exits.items()) else "")
    )


def same_look(a: Content, b: Content) -> bool:
    """The same text in the same styles (``==`` on Content compares the text only)."""
    return a.plain == b.plain and a.spans == b.spans


class GameHeader(Header):
    """The header: the app's name, then the game's rules, cave and seed; where the line has no room
    for all of it, the name gives way, then the cave (the part before the seed: the status names it
    too), so that the seed (which deals the game again) is never cut."""

    #: the columns the header's icon and clock space take
    SIDES = 18

    def format_title(self) -> Content:
        title, sub_title = self.screen_title, self.screen_sub_title
        room = self.size.width - self.SIDES
        if not sub_title or cell_len(f"{title} — {sub_title}") <= room:
            return super().format_title()
        parts = sub_title.split(" · ")
        seed = next((k for k, part in enumerate(parts) if part.startswith("seed ")), None)
        if cell_len(sub_title) > room and seed is not None and seed >= 2:
            sub_title = " · ".join(parts[:seed - 1] + parts[seed:])
        return Content(sub_title)

    def on_resize(self, event: events.Resize) -> None:
        try:
            self.query_one("HeaderTitle", Static).update(self.format_title())
        except NoMatches:
            pass


class PanelText(Static):
    """A Static of a few lines, of which a turn changes some: the status, the notes' odds.

    :meth:`show` lays the screen out again only when the number of rows changes, and while
    no line wraps it repaints only the lines that changed.  A line too long for the panel is
    broken at a space, never between a label and its value (:func:`kept_together`).
    """

    _repaint_only: tuple[Region, ...] | None = None  # while showing: the regions to repaint

    def __init__(self, *, id: str | None = None, reserve: int = 0) -> None:
        super().__init__(id=id)
        self.shown: Content | None = None
        #: columns each line leaves free on the right, where a scroll bar may come and go: the lines
        #: are broken the same whether it is there or not
        self.reserve = reserve

    def _wrapped(self, content: Content, width: int) -> Content:
        return kept_together(content, max(1, width - self.reserve), always=bool(self.reserve))

    def show(self, content: Content) -> None:
        old, self.shown = self.shown, content
        if old is not None and same_look(old, content):
            return
        width, height = self.content_size
        if not width:
            self.update(content)
            return
        room = max(1, width - self.reserve)
        if content.get_optimal_width(self.styles, width) > room:  # some line wraps
            self.update(content, layout=self._wrapped(content, width).get_height(self.styles, width) != height)
            return
        lines = content.split("\n", allow_blank=True)
        if len(lines) != height:
            self.update(content)
        elif old is None or old.get_optimal_width(self.styles, width) > room:
            self.update(content, layout=False)
        else:  # line for line, row for row
            was = old.split("\n", allow_blank=True)
            self._repaint_only = tuple(
                Region(0, row, width, 1) for row, line in enumerate(lines)
                if row >= len(was) or not same_look(line, was[row])
            )
            try:
                self.update(content, layout=False)
            finally:
                self._repaint_only = None

    def render(self) -> Visual:
        visual = super().render()
        if isinstance(visual, Content):
            return self._wrapped(visual, self.content_size.width)
        return visual

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        if width <= 0:  # a terminal shrunk to nothing: there is no line to wrap to
            return 0
        visual = self.visual
        if isinstance(visual, Content) and (KEEP in visual.plain or self.reserve):
            return self._wrapped(visual, width).get_height(self.styles, width)
        return super().get_content_height(container, viewport, width)

    def refresh(self, *regions: Region, repaint: bool = True, layout: bool = False,
                recompose: bool = False) -> Self:
        only = self._repaint_only
        if only is not None and not (regions or layout or recompose):
            if not only:
                return self
            regions = only
        return super().refresh(*regions, repaint=repaint, layout=layout, recompose=recompose)


__all__ = ["KEEP", "GameHeader", "PanelText", "kept_together", "legend_content", "markup", "same_look", "score_rule",
           "status_content"]
