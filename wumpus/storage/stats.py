"""Statistics over the history: how a player has been doing, per ruleset and cave."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from wumpus.engine import events as ev

from .history import Entry

#: how each way a game can end reads in the statistics, in words a player recognises; one table for
#: ``wumpus stats`` and the statistics screen (``--json`` keeps the names the history holds)
CAUSE_LABELS: dict[str, str] = {
    ev.WUMPUS_KILLED: "shot the wumpus",
    ev.FELL_IN_PIT: "fell into a pit",
    ev.EATEN: "entered the wumpus's room",  # walking in, or carried there by bats
    ev.EATEN_AFTER_MISS: "the wumpus woke and came to you",
    ev.WUMPUS_DROPPED: "bats dropped the wumpus on you",
    ev.OWN_ARROW: "shot by your own arrow",
    ev.OUT_OF_ARROWS: "ran out of arrows",
    ev.EXHAUSTED: "exhausted: ran out of moves",
    ev.QUIT: "gave up",
}


def share(part: int, whole: int) -> str:
    """``part`` of ``whole`` as a percentage, whole but never rounded to 0% or 100% when it is not:
    299 wins in 300 read 99.7%, not 100%."""
    if not whole:
        return "0%"
    if part in (0, whole):
        return f"{part / whole:.0%}"
    rate = part / whole
    for places in (0, 1, 2, 3):
        shown = f"{rate:.{places}%}"
        if float(shown[:-1]) not in (0.0, 100.0):
            return shown
    return "under 0.001%" if rate < 0.5 else "over 99.999%"


def local_date(stamp: str) -> str:
    """The day a game ended on the player's own calendar, from its stamp in the history (UTC, as
    ``2026-01-01T23:30:00Z``): the saves list dates saves by the local clock, and a game won in the
    evening west of Greenwich was not won tomorrow.  A stamp of another shape, as it was written."""
    import calendar
    import time

    try:
        when = calendar.timegm(time.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ"))
        return time.strftime("%Y-%m-%d", time.localtime(when))
    except (ValueError, OverflowError, OSError):
        return stamp[:10]


def seed_cell(entry: Entry) -> str:
    """A best game's seed as its table shows it: the seed, marked where the seed alone does not deal the
    game again (:func:`seed_notes` says what the marks mean): ``*`` with shuffled labels, ``rN`` for the
    seed's set-up dealt again N times, on a line of its own (a seed may have 19 digits: the tables keep to
    80 columns)."""
    again = f"\nr{entry.again}" if entry.again else ""
    return f"{entry.seed}{'*' if entry.shuffled else ''}{again}"


def seed_notes(entries: tuple[Entry, ...] | list[Entry]) -> list[str]:
    """What the marks of these games' seeds (:func:`seed_cell`) mean, a line for each mark used."""
    notes = []
    if any(e.shuffled for e in entries):
        notes.append("* with --shuffle-labels")
    if any(e.again for e in entries):
        # r in the full-screen game; in lines, Yob's question after a game: SAME SET-UP (Y-N)?
        notes.append("rN: the seed's set-up dealt again N times (r, or Y to SAME SET-UP in lines)")
    return notes


def cause_label(cause: str) -> str:
    """How the game ended, in plain words; a name this version does not know, as it was written."""
    return CAUSE_LABELS.get(cause, cause.replace("_", " "))


@dataclass(frozen=True)
class Summary:
    games: int
    wins: int
    average_score: float
    causes: dict[str, int]
    best: tuple[Entry, ...]
    recent: tuple[Entry, ...]  # oldest first

    @property
    def win_rate(self) -> float:
        return self.wins / self.games if self.games else 0.0

    def to_dict(self) -> dict:
        return {
            "games": self.games,
            "wins": self.wins,
            "win_rate": round(self.win_rate, 4),
            "average_score": round(self.average_score, 2),
            "causes": dict(self.causes),
            "best": [{"score": e.score, "moves": e.moves, "rules": e.rules, "cave": e.cave, "seed": e.seed,
                      "shuffle_labels": e.shuffled, "again": e.again, "date": e.date} for e in self.best],
        }


def summarise(entries: tuple[Entry, ...] | list[Entry], recent: int = 20, best: int = 5) -> Summary:
    entries = list(entries)
    games = len(entries)
    wins = sum(e.won for e in entries)
    average = sum(e.score for e in entries) / games if games else 0.0
    causes = Counter(e.cause for e in entries if not e.won)
    ranked = sorted((e for e in entries if e.won), key=lambda e: (-e.score, e.date))[:best]
    return Summary(games, wins, average, dict(causes.most_common()), tuple(ranked), tuple(entries[-recent:]))


def counted(entries: tuple[Entry, ...] | list[Entry]) -> tuple[list[Entry], int, int]:
    """The finishes the statistics count, in the history's order; how many they leave out as played
    again from a save; and how many as games not played as dealt.

    A game counts once: a finish of a game gone on with from a save (``loaded``) whose identity the
    history holds a finish of already is the same game won (or lost) again, and left out.  The first
    finish of a game counts however it was reached, and a game dealt fresh again (``--seed``) is a new
    one; lines written before identities were kept count as they always did.  A game whose set-up was
    placed by hand (``placed``) or shown to the player (``looked``) is left out: its score was not won
    against what its seed dealt, and the seed would not deal it again.
    """
    kept: list[Entry] = []
    finished: set[str] = set()
    again = by_hand = 0
    for e in entries:
        if e.loaded and e.game_id is not None and e.game_id in finished:
            again += 1
            continue
        if e.game_id is not None:
            finished.add(e.game_id)
        if e.placed or e.looked:
            by_hand += 1
            continue
        kept.append(e)
    return kept, again, by_hand


@dataclass(frozen=True)
class Report:
    overall: Summary
    groups: dict[tuple[str, str], Summary] = field(default_factory=dict)  # (rules, cave) -> summary
    #: finishes left out as played again from a save (see :func:`counted`)
    played_again: int = 0
    #: games left out as set up or shown by hand (see :func:`counted`)
    by_hand: int = 0

    def to_dict(self) -> dict:
        return {
            "overall": self.overall.to_dict(),
            "groups": [
                {"rules": rules, "cave": cave, **summary.to_dict()}
                for (rules, cave), summary in self.groups.items()
            ],
            "played_again_from_save": self.played_again,
            "set_up_or_shown_by_hand": self.by_hand,
        }


def report(entries: tuple[Entry, ...] | list[Entry]) -> Report:
    """The statistics of the history's ``entries``: each game counted once (see :func:`counted`)."""
    entries, again, by_hand = counted(entries)
    grouped: dict[tuple[str, str], list[Entry]] = {}
    for e in entries:
        grouped.setdefault((e.rules, e.cave), []).append(e)
    return Report(summarise(entries), {key: summarise(group) for key, group in sorted(grouped.items())}, again,
                  by_hand)


def played_again_line(n: int) -> str:
    """The line that says how many finishes the statistics leave out as played again from a save."""
    said = "1 finish of a game played again from a save is" if n == 1 else \
        f"{n} finishes of games played again from a save are"
    return f"{said} left out: each game counts once, at its first finish."


def by_hand_line(n: int) -> str:
    """The line that says how many games the statistics leave out as not played as dealt."""
    said = "1 game whose set-up was placed by hand (R) or shown (C) is" if n == 1 else \
        f"{n} games whose set-up was placed by hand (R) or shown (C) are"
    return f"{said} left out: the statistics count games played as dealt."


#: what the statistics say when the history holds games but they leave every one out
NONE_COUNTED = "No games counted yet."


def left_out_lines(result: Report) -> dict[str, str]:
    """What the statistics say of the finishes they leave out, a line for each reason, by the reason's
    name (``played-again``, ``by-hand``)."""
    lines = {}
    if result.played_again:
        lines["played-again"] = played_again_line(result.played_again)
    if result.by_hand:
        lines["by-hand"] = by_hand_line(result.by_hand)
    return lines


def sparkline(entries: tuple[Entry, ...] | list[Entry], plain: bool = False) -> str:
    """Recent results as a line of blocks: height is the score, a cross a loss.

    ``plain`` draws it in the characters every terminal has (``.`` low to ``@`` high, ``x`` a loss).
    """
    bars, loss = (" .,:-=+*@", "x") if plain else (" ▁▂▃▄▅▆▇█", "✗")
    return "".join(bars[max(1, round(e.score / 100 * 8))] if e.won else loss for e in entries)
