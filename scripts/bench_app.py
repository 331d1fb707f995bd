"""How quick and how lean the full-screen app is, next to a minimal Textual app.

    .venv/bin/python scripts/bench_app.py [--runs 7] [--keys 200]

Prints, side by side in one run:

* cold start to first frame: a fresh Python process imports and starts the
  app (headless) and exits as soon as the first frame is ready; wall time
  from process start, median of ``--runs`` runs, against a minimal app made
  of a Header, a Static, a Log and a Footer (target: at most 1.25x);
* peak memory (maximum resident set) of those processes (target: at most 1.5x);
* key press to next frame: median and 95th percentile over ``--keys`` moves
  in a running game, with the hunter's notes shown if ``--notes`` is given
  (target: median under 16 ms).

Numbers only; nothing is asserted.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import subprocess
import sys
import tempfile
import time

#: a process that starts one app headless and exits once its first frame is ready
STARTER = r"""
import sys
which = sys.argv[1]
if which == "minimal":
    from textual.app import App
    from textual.widgets import Footer, Header, Log, Static

    class Minimal(App):
        def compose(self):
            yield Header()
            yield Static("Hello")
            yield Log()
            yield Footer()

    app = Minimal()
else:
    from wumpus.app.main import WumpusApp

    app = WumpusApp(seed=1)

def first_frame(screen, renderable, _display=app._display):
    _display(screen, renderable)
    if renderable is not None:
        app.exit()

app._display = first_frame
app.run(headless=True, size=(100, 32))
"""


def start_once(which: str) -> tuple[float, int]:
    """Seconds from process start to the first frame, and the peak RSS in KiB."""
    began = time.perf_counter()
    proc = subprocess.Popen([sys.executable, "-c", STARTER, which])
    _, status, usage = os.wait4(proc.pid, 0)
    elapsed = time.perf_counter() - began
    proc.returncode = os.waitstatus_to_exitcode(status)
    if proc.returncode != 0:
        raise SystemExit(f"{which} app failed to start (exit {proc.returncode})")
    return elapsed, usage.ru_maxrss


async def key_latencies(keys: int, notes: bool = False) -> list[float]:
    """Milliseconds from each key press to the next frame the app produces (``notes``: with
    the hunter's notes shown, worked out afresh each turn)."""
    from wumpus.app.main import WumpusApp
    from wumpus.engine import Positions

    # rooms 1 and 2, hazards far away: key "1" walks back and forth for ever
    app = WumpusApp(seed=1, start=Positions(1, 20, (17, 16), (11, 13)), animation=False, splash=False)
    frames: list[float] = []
    display = app._display

    def timed_display(screen, renderable):
        if renderable is not None:
            # what a real terminal costs too: turning the update into escape codes
            renderable.render_segments(app.console)
            frames.append(time.perf_counter())
        display(screen, renderable)

    app._display = timed_display
    latencies = []
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        if notes:
            await pilot.press("b")
            await pilot.pause()
        for _ in range(keys):
            frames.clear()
            pressed = time.perf_counter()
            await pilot.press("1")
            while not frames:
                await asyncio.sleep(0.001)
            latencies.append((frames[0] - pressed) * 1000)
    return latencies


def main() -> None:
    data_dir = tempfile.TemporaryDirectory(prefix="wumpus-data-")  # the player's saves and history stay untouched
    os.environ["WUMPUS_DATA_DIR"] = data_dir.name
    parser = argparse.ArgumentParser(description="Benchmark the full-screen app against a minimal Textual app.")
    parser.add_argument("--runs", type=int, default=7, help="cold starts of each app (default 7)")
    parser.add_argument("--keys", type=int, default=200, help="key presses to time (default 200)")
    parser.add_argument("--notes", action="store_true", help="time the key presses with the hunter's notes shown")
    args = parser.parse_args()

    # Compile both to bytecode first, as an install does: where PYTHONDONTWRITEBYTECODE
    # is set, an editable checkout would otherwise be compiled from source at every start.
    import compileall

    import textual
    import wumpus

    for package in (textual, wumpus):
        compileall.compile_dir(os.path.dirname(package.__file__), quiet=1)
    start_once("minimal")  # warm the file cache for both
    start_once("wumpus")
    times: dict[str, list[float]] = {"minimal": [], "wumpus": []}
    peaks: dict[str, list[int]] = {"minimal": [], "wumpus": []}
    for _ in range(args.runs):
        for which in ("minimal", "wumpus"):  # interleaved, so both see the same machine
            elapsed, peak = start_once(which)
            times[which].append(elapsed)
            peaks[which].append(peak)

    t_min, t_app = statistics.median(times["minimal"]), statistics.median(times["wumpus"])
    m_min, m_app = max(peaks["minimal"]), max(peaks["wumpus"])
    b_min, b_app = min(times["minimal"]), min(times["wumpus"])
    print(f"cold start to first frame (median of {args.runs}; best in brackets):")
    print(f"  minimal Textual app  {t_min * 1000:7.1f} ms  ({b_min * 1000:.1f} ms)")
    print(f"  wumpus app           {t_app * 1000:7.1f} ms  ({b_app * 1000:.1f} ms)   "
          f"ratio {t_app / t_min:.2f}x ({b_app / b_min:.2f}x)  (target <= 1.25x)")
    print("peak memory (max RSS):")
    print(f"  minimal Textual app  {m_min / 1024:7.1f} MiB")
    print(f"  wumpus app           {m_app / 1024:7.1f} MiB   ratio {m_app / m_min:.2f}x  (target <= 1.5x)")

    latencies = asyncio.run(key_latencies(args.keys, args.notes))
    latencies.sort()
    p95 = latencies[int(len(latencies) * 0.95) - 1]
    shown = ", notes shown" if args.notes else ""
    print(f"key press to next frame ({len(latencies)} moves{shown}):")
    print(f"  median {statistics.median(latencies):6.2f} ms   p95 {p95:6.2f} ms   "
          f"max {latencies[-1]:6.2f} ms  (target: median < 16 ms)")


if __name__ == "__main__":
    main()
