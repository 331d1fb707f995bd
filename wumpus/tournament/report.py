"""Tables and JSON for a tournament's results."""

from __future__ import annotations

from collections.abc import Sequence

from wumpus.engine import events as ev
from wumpus.engine.messages import counted

from .runner import DEATHS, GameResult, decision_times, refusal_words, summarize

#: games a report names one by one for their refused actions (the most refused first)
REFUSED_GAMES_SHOWN = 5
#: the columns of the deaths table, where a cause's own name would not say it (``--json`` keeps
#: the names)
DEATH_COLUMNS = {ev.EATEN_AFTER_MISS: "woken wumpus"}


def _by_cave(caves: Sequence[str], results: Sequence[GameResult]) -> dict[str, list[GameResult]]:
    groups: dict[str, list[GameResult]] = {cave: [] for cave in caves}
    for r in results:
        groups[r.cave].append(r)
    return groups


def report_dict(args, caves: Sequence[str], rules: str, results: Sequence[GameResult]) -> dict:
    overall = summarize(results).to_dict()
    return {
        "bot": args.bot,
        "rules": rules,
        "seed": args.seed,
        "shuffle_labels": bool(args.shuffle_labels),
        **overall,
        "scores": [r.score for r in results],
        "caves": {cave: {**summarize(rs).to_dict(), "scores": [r.score for r in rs]}
                  for cave, rs in _by_cave(caves, results).items()},
        "decision_ms": decision_times(results),
    }


def _short(cave: str, caves: Sequence[str]) -> str:
    """A cave file by its file name (the tables are narrow), unless two caves share it."""
    from pathlib import PurePath

    def name(spec: str) -> str:
        return PurePath(spec).name if ("/" in spec or "\\" in spec) else spec

    mine = name(cave)
    return mine if sum(name(c) == mine for c in caves) == 1 else cave


def _fitted(table, rows: list[tuple[str, ...]], width: int | None) -> list[tuple[str, ...]]:
    """The rows with each cave's name (the first cell) broken after a '-', ',' or ':' where the table
    would be wider than ``width`` columns (a random cave's settings), rather than anywhere in a word."""
    if width is None or not rows:
        return rows
    from wumpus.caves import names_fitted

    return names_fitted(tuple(str(column.header) for column in table.columns), rows, width)


def render_tables(args, caves: Sequence[str], results: Sequence[GameResult], width: int | None = None):
    """Two tables: how the bot scored on each cave and overall, and how it died (within ``width``
    columns, where given, as far as the words allow)."""
    from rich.markup import escape
    from rich.table import Table

    rows = [(_short(cave, caves), summarize(rs)) for cave, rs in _by_cave(caves, results).items()]
    overall = summarize(results)
    if len(rows) > 1:
        rows.append(("overall", overall))
    from wumpus.engine.rules import get_ruleset

    rules = get_ruleset(args.rules).name  # as the records and the JSON name it, however it was typed
    title = f"{args.bot} under {rules} rules, seeds {args.seed}-{args.seed + args.games - 1}"
    if args.shuffle_labels:
        title += ", labels shuffled"
    scores = Table(title=escape(title))
    scores.add_column("cave", overflow="fold")  # a long name wraps, never cut to look like another
    for name in ("games", "total", "average", "win rate", "moves per win"):
        scores.add_column(name, justify="right")
    shown = [c for c in DEATHS if overall.causes.get(c)]
    deaths = Table(title="deaths by cause")
    deaths.add_column("cave", overflow="fold")
    for cause in shown:
        deaths.add_column(DEATH_COLUMNS.get(cause, cause.replace("_", " ")), justify="right")
    if ev.EATEN_AFTER_MISS in shown:
        deaths.caption = "woken wumpus: woken by a missed arrow, it came into your room"
    score_rows = [(name, str(s.games), str(s.total), hundredths(s.total, s.games),
                   f"{half_up(100 * s.wins, s.games, 1)}%", half_up(s.win_moves, s.wins, 1)) for name, s in rows]
    death_rows = [(name, *(str(s.causes.get(c, 0)) for c in shown)) for name, s in rows]
    score_rows, death_rows = _fitted(scores, score_rows, width), _fitted(deaths, death_rows, width)
    for i, (score_row, death_row) in enumerate(zip(score_rows, death_rows, strict=True)):
        last = len(rows) > 1 and i == len(rows) - 1
        if last:
            scores.add_section()
            deaths.add_section()
        style = "bold" if last else None
        scores.add_row(escape(score_row[0]), *score_row[1:], style=style)
        deaths.add_row(escape(death_row[0]), *death_row[1:], style=style)
    times = decision_times(results)
    scores.caption = (f"{counted(times['decisions'], 'decision')}: median {times['median_ms']:.2f} ms, "
                      f"longest {times['max_ms']:.2f} ms")
    tables = [scores, deaths] if shown else [scores]
    refused = refused_lines(args, results)
    if refused:
        from rich.text import Text

        tables.append(Text("\n".join(refused)))
    return tables


def _reasons(pairs, longest: int) -> str:
    return ", ".join(f"{n} {refusal_words(reason, longest)}" for reason, n in pairs)


def refused_lines(args, results: Sequence[GameResult]) -> list[str]:
    """Lines on the actions the rules refused (not an exit, too crooked, ...): the bot was asked
    again each time, and a game with too many refusals ends as "gave up".  None when there were none."""
    import textwrap

    from wumpus.engine.rules import get_ruleset

    games = [r for r in results if r.refused]
    if not games:
        return []
    longest = get_ruleset(args.rules).max_path
    overall = summarize(games)
    reasons = sorted((overall.refusals or {}).items(), key=lambda item: -item[1])
    lines = [f"actions refused (the bot was asked again): {overall.refused} in {len(games)} of "
             f"{counted(len(results), 'game')}: "
             f"{_reasons(reasons, longest)}"]
    several_caves = len({r.cave for r in results}) > 1
    worst = sorted(games, key=lambda r: -r.refused)[:REFUSED_GAMES_SHOWN]
    for r in worst:
        where = f" on {r.cave}" if several_caves else ""
        ending = ", then gave up" if r.cause == "gave_up" else ""
        lines.append(f"  game {r.seed - args.seed}{where} (seed {r.seed}): {counted(r.refused, 'action')} refused "
                     f"({_reasons(r.refusals, longest)}){ending}")
    if len(games) > len(worst):
        lines.append(f"  and {counted(len(games) - len(worst), 'more game')} with actions refused")
    # within 80 columns, each line's run-on indented under it
    return [row for line in lines
            for row in textwrap.wrap(line, 80, subsequent_indent=" " * (len(line) - len(line.lstrip()) + 2))]


def hundredths(total: int, count: int) -> str:
    """``total / count`` to two places, a half rounded up as people do (65.425 is 65.43, which a float
    of it, a hair under, would print as 65.42)."""
    return half_up(total, count, 2)


def half_up(total: int, count: int, places: int) -> str:
    """``total / count`` to ``places`` places, a half rounded up ("-" when ``count`` is 0)."""
    from decimal import ROUND_HALF_UP, Decimal

    if not count:
        return "-"
    return str((Decimal(total) / Decimal(count)).quantize(Decimal(1).scaleb(-places), rounding=ROUND_HALF_UP))

