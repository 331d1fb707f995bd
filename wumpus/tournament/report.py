"""Tables and JSON for a tournament's results."""

from __future__ import annotations

from collections.abc import Sequence

from .runner import DEATHS, GameResult, decision_times, summarize


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
        "caves": {cave: summarize(rs).to_dict() for cave, rs in _by_cave(caves, results).items()},
        "decision_ms": decision_times(results),
    }


def render_tables(args, caves: Sequence[str], results: Sequence[GameResult]):
    from rich.table import Table

    groups = _by_cave(caves, results)
    rows = [(cave, summarize(rs)) for cave, rs in groups.items()]
    overall = summarize(results)
    shown_causes = [c for c in DEATHS if overall.causes.get(c)]
    title = f"{args.bot} under {args.rules} rules, seeds {args.seed}-{args.seed + args.games - 1}"
    if args.shuffle_labels:
        title += ", labels shuffled"
    table = Table(title=title)
    table.add_column("cave")
    for name in ("games", "total", "average", "win rate", "moves per win"):
        table.add_column(name, justify="right")
    for cause in shown_causes:
        table.add_column(cause.replace("_", " "), justify="right")

    def add(name: str, s, **style) -> None:
        moves = "-" if s.average_moves_on_win is None else f"{s.average_moves_on_win:.1f}"
        table.add_row(
            name, str(s.games), str(s.total), f"{s.average:.2f}", f"{100 * s.win_rate:.1f}%", moves,
            *(str(s.causes.get(c, 0)) for c in shown_causes), **style,
        )

    for name, s in rows:
        add(name, s)
    if len(rows) > 1:
        table.add_section()
        add("overall", overall, style="bold")
    times = decision_times(results)
    table.caption = (f"deaths by cause in the last columns; decisions: {times['decisions']}, "
                     f"median {times['median_ms']:.2f} ms, longest {times['max_ms']:.1f} ms")
    return [table]
