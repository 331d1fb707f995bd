"""The statistics screen: how the player's finished games went, overall and per ruleset and cave."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.content import Content
from textual.widgets import DataTable, Footer, Static

from wumpus.storage import data_lasts
from wumpus.storage.history import History, history_path
from wumpus.engine.messages import counted
from wumpus.storage.stats import (
    NONE_COUNTED, Summary, cause_label, left_out_lines, local_date, report, seed_cell, seed_notes, share, sparkline,
)

from .screens import ReadingScreen

#: how many recent games the chart shows
RECENT = 20
#: the widest the cave column grows: a longer name (a random cave's settings) wraps within it
CAVE_COLUMN = 18
#: the columns the best games' cells may take together and the table still fit an 80-column screen beside
#: its scroll bar
BEST_TABLE = 66


def cave_cell(name: str, width: int = CAVE_COLUMN) -> Text:
    """A cave's name for its column, broken where it must be (:func:`wumpus.caves.name_lines`)."""
    from wumpus.caves import name_lines

    return Text(name_lines(name, width))


def _summary_line(s: Summary) -> Content:
    return Content.from_markup(
        "[b]$games[/b] game$s, [b]$wins[/b] won ([b]$rate[/b]), average score [b]$avg[/b]",
        games=str(s.games), s="s" if s.games != 1 else "", wins=str(s.wins),
        rate=share(s.wins, s.games), avg=f"{s.average_score:.1f}",
    )


class StatsScreen(ReadingScreen):
    """Win rate, average score, how games were lost, best games and recent results."""

    SCROLLER = "#stats"
    BINDINGS = [Binding("escape,t,q", "close", "Close")]

    DEFAULT_CSS = """
    StatsScreen > #stats { max-width: 110; }
    StatsScreen .heading { text-style: bold; color: $accent; margin-top: 1; }
    StatsScreen DataTable { height: auto; max-height: 14; margin-top: 1; }
    StatsScreen #stats-chart { margin-top: 1; }
    StatsScreen #stats-seed-notes { color: $text-muted; }
    StatsScreen #stats-empty { margin: 2 1; }
    """

    def __init__(self, history: History) -> None:
        super().__init__()
        self.history = history
        self.report = report(history.entries)

    def compose(self) -> ComposeResult:
        with VerticalScroll(id="stats") as scroll:
            scroll.border_title = "Your record"
            scroll.border_subtitle = "Esc to close"
            if not self.history.entries:
                kept = ("Every game you finish is kept in\n$path\n" if data_lasts() else
                        "Every game you finish while this page is open is kept\n")
                yield Static(
                    Content.from_markup(
                        "[b]No finished games yet.[/b]\n\n" + kept +
                        "and counted here: win rate, average score, how games were lost, your best games.",
                        path=str(history_path()),
                    ),
                    id="stats-empty",
                )
            elif self.report.overall.games:
                yield from self._tables()
            else:
                left_out = "\n".join(left_out_lines(self.report).values())
                yield Static(Content.from_markup("[b]$none[/b]\n\n$left_out", none=NONE_COUNTED, left_out=left_out),
                             id="stats-empty")
            if self.history.skipped:
                yield Static(Content(f"{self.history.skipped} unreadable line(s) in {history_path()} were skipped."),
                             id="stats-skipped", classes="heading")
        yield Footer()

    def _left_out(self) -> ComposeResult:
        """A line for each kind of finish the statistics leave out."""
        for reason, line in left_out_lines(self.report).items():
            yield Static(Content(line), id=f"stats-{reason}")

    def _tables(self) -> ComposeResult:
        overall = self.report.overall
        yield Static(_summary_line(overall), id="stats-overall")
        yield from self._left_out()
        recent = overall.recent[-RECENT:]
        yield Static(
            Content.from_markup(
                "Last $games (oldest first; bar = score, ✗ = lost):  [b]$chart[/b]",
                games=counted(len(recent), "game"), chart=sparkline(recent),
            ),
            id="stats-chart",
        )

        groups = DataTable(id="stats-groups", cursor_type="none", zebra_stripes=True)
        # a long cave name (a random cave's settings) wraps within its column: the table fits 80 columns
        cave_width = min(CAVE_COLUMN, max((len(cave) for _, cave in self.report.groups), default=4))
        groups.add_column("Rules")
        groups.add_column("Cave", width=max(4, cave_width))
        groups.add_columns("Games", "Won", "Win %", "Avg score", "Recent")
        for (rules, cave), s in self.report.groups.items():
            groups.add_row(Text(rules), cave_cell(cave), s.games, s.wins, share(s.wins, s.games), f"{s.average_score:.1f}",
                           sparkline(s.recent[-10:]), height=None)
        groups.add_row(Content.from_markup("[b]all[/b]"), "", overall.games, overall.wins,
                       share(overall.wins, overall.games), f"{overall.average_score:.1f}", sparkline(overall.recent[-10:]))
        yield Static("By rules and cave", classes="heading")
        yield groups

        yield Static("How games were lost", classes="heading")
        lost = overall.games - overall.wins
        if overall.causes:
            deaths = DataTable(id="stats-deaths", cursor_type="none", zebra_stripes=True)
            deaths.add_columns("Cause", "Games", "Share")
            for cause, n in overall.causes.items():
                deaths.add_row(Text(cause_label(cause)), n, share(n, lost))
            yield deaths
        else:
            yield Static("No game lost yet.", id="stats-deaths")

        yield Static("Best games", classes="heading")
        if overall.best:
            best = DataTable(id="stats-best", cursor_type="none", zebra_stripes=True)
            cells = [(str(e.score), str(e.moves), e.rules, seed_cell(e), local_date(e.date)) for e in overall.best]
            others = sum(max(len(header), *(len(line) for row in cells for line in row[i].splitlines()))
                         for i, header in enumerate(("Score", "Moves", "Rules", "Seed", "Date")))
            # the cave's column gives way to a long seed, so that the date keeps its place at 80 columns
            cave_width = max(4, min(CAVE_COLUMN, BEST_TABLE - others, max(len(e.cave) for e in overall.best)))
            best.add_columns("Score", "Moves", "Rules")
            best.add_column("Cave", width=cave_width)
            best.add_columns("Seed", "Date")
            for e in overall.best:
                best.add_row(e.score, e.moves, Text(e.rules), cave_cell(e.cave, cave_width), Text(seed_cell(e)),
                             Text(local_date(e.date)), height=None)  # (text as it is: never read as markup)
            yield best
            notes = seed_notes(overall.best)
            if notes:
                yield Static(Text("\n".join(notes)), id="stats-seed-notes")
        else:
            yield Static("No games won yet.", id="stats-best")

