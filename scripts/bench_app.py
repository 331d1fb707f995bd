"""How quick and how lean the full-screen app is, next to a minimal Textual app.

    .venv/bin/python scripts/bench_app.py [--runs 7] [--keys 200]

Prints, side by side in one run:

* cold start to first frame: a fresh Python process imports and starts the
  app (headless) and exits as soon as the first frame is ready; wall time
  from process start, median of ``--runs`` runs, against a minimal app made
  of a Header, a Static, a Log and a Footer (target: at most 1.25x);
* peak memory (maximum resident set) of those processes (target: at most 1.5x);
* key press to frame: median and 95th percentile over ``--keys`` moves in a
  running game, with the hunter's notes shown if ``--notes`` is given
  (target: median under 16 ms): wall time to the first frame drawn after the
  move, to the last frame the move caused (the move fully drawn: the map, the
  status, the notes, the log scrolled to the newest line), and the CPU time of
  the app's thread from the press to that last frame, which the machine's load
  does not change; the same for a minimal Textual app whose key updates its
  Static (Textual's own cost of a frame), and also writes a line to its Log.
  ``--repeat MS`` also sends a key every MS milliseconds without waiting for the
  app, as a held key repeats, so what a move leaves to do after its frame
  delays the next.  ``--runs 0`` times the key presses only, ``--keys 0`` the
  cold starts only.

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


#: how long the app may go on drawing after a key before the move counts as drawn
SETTLE = 0.05


class PressTimes:
    """What key presses cost, one entry a press: wall milliseconds to the first frame that shows
    the key's work and to the last frame that changes the screen for it (the move fully drawn),
    the CPU milliseconds of the app's thread up to that last frame, and the frames drawn."""

    def __init__(self) -> None:
        self.first: list[float] = []
        self.last: list[float] = []
        self.cpu: list[float] = []
        self.frames: list[int] = []
        self.changing: list[int] = []


class ShadowScreen:
    """The cells a terminal would show, kept up to date from each frame, to tell which frames change them."""

    def __init__(self) -> None:
        self.cells: dict[tuple[int, int], tuple[str, object]] = {}

    def apply(self, update, console) -> bool:
        """Write the frame onto the cells; True if any cell now looks different."""
        from rich.cells import cell_len
        from rich.segment import ControlType

        cells = self.cells
        changed = False
        x = y = 0
        for segment in update.__rich_console__(console, console.options):
            if segment.control:
                for control in segment.control:
                    if control[0] == ControlType.CURSOR_MOVE_TO:
                        x, y = control[1], control[2]
                continue
            style = segment.style
            for char in segment.text:
                if char == "\n":
                    continue
                look = (char, style)
                if cells.get((x, y)) != look:
                    cells[(x, y)] = look
                    changed = True
                x += 1 if char.isascii() else cell_len(char)
        return changed


def send_key(app, key: str) -> None:
    """Press ``key`` as a terminal does: the driver hands the app a key event and nothing waits on it
    (a test's ``pilot.press`` also waits on every widget afterwards, which is work no player's key causes)."""
    from textual import events

    event = events.Key(key, key if len(key) == 1 else None)
    event.set_sender(app)
    app._driver.send_message(event)


async def time_presses(app, key: str, keys: int, progress, before=None) -> PressTimes:
    """Press ``key`` ``keys`` times in ``app`` (headless) and time each press to its frames.

    ``progress()`` counts the key's work done (moves played): a frame counts only once it has
    grown since the press, so it shows the key's work and is not left over from before.
    """
    frames: list[tuple[float, float, bool]] = []  # wall time, CPU time (without the shadow's), changed
    display = app._display
    done_before = [0]
    shadow = ShadowScreen()
    shadow_cpu = [0.0]  # CPU time spent keeping the shadow, since the press

    def timed_display(screen, renderable):
        if renderable is not None:
            # what a real terminal costs too: turning the update into escape codes
            renderable.render_segments(app.console)
            wall, cpu = time.perf_counter(), time.thread_time()
            changed = shadow.apply(renderable, app.console)
            if progress() > done_before[0]:
                frames.append((wall, cpu - shadow_cpu[0], changed))
            shadow_cpu[0] += time.thread_time() - cpu
        display(screen, renderable)

    app._display = timed_display
    times = PressTimes()
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        if before is not None:
            await before(pilot)
        for _ in range(keys):
            await pilot.pause(SETTLE)
            frames.clear()
            done_before[0] = progress()
            shadow_cpu[0] = 0.0
            pressed, cpu = time.perf_counter(), time.thread_time()
            send_key(app, key)
            while not frames:
                await asyncio.sleep(0.001)
            await asyncio.sleep(SETTLE)  # later frames of the same move (a scroll after the refresh...)
            drawn = [frame for frame in frames if frame[2]] or frames[:1]
            times.first.append((frames[0][0] - pressed) * 1000)
            times.last.append((drawn[-1][0] - pressed) * 1000)
            times.cpu.append((drawn[-1][1] - cpu) * 1000)
            times.frames.append(len(frames))
            times.changing.append(sum(1 for frame in frames if frame[2]))
    return times


def walking_app():
    """The app in a game where key "1" walks back and forth between rooms 1 and 2, hazards far away.

    Each app keeps its saves in a folder of its own: none finds another's game to offer back.
    """
    from wumpus.app.main import WumpusApp
    from wumpus.engine import Positions

    os.environ["WUMPUS_DATA_DIR"] = tempfile.mkdtemp(prefix="wumpus-data-", dir=os.environ["WUMPUS_DATA_DIR"])
    return WumpusApp(seed=1, start=Positions(1, 20, (17, 16), (11, 13)), animation=False, splash=False)


async def key_latencies(keys: int, notes: bool = False) -> PressTimes:
    """Each of ``keys`` moves in a running game, timed to its frames (``notes``: with the hunter's notes
    shown, worked out afresh each turn)."""
    app = walking_app()

    async def show_notes(pilot) -> None:
        if notes:
            await pilot.press("b")

    return await time_presses(app, "1", keys, lambda: len(app.game.actions), show_notes)


async def repeated_latencies(keys: int, notes: bool, every: float) -> list[float]:
    """Milliseconds from each key to the first frame showing its move, with a key every ``every``
    seconds whatever the app is doing (a held key repeating): work left over from one move (the
    save after its frame) delays the next."""
    app = walking_app()
    frames: list[tuple[float, int]] = []  # when, and how many moves it shows
    display = app._display

    def timed_display(screen, renderable):
        if renderable is not None:
            renderable.render_segments(app.console)
            frames.append((time.perf_counter(), len(app.game.actions)))
        display(screen, renderable)

    app._display = timed_display
    sent: list[float] = []
    async with app.run_test(size=(100, 32)) as pilot:
        await pilot.pause()
        if notes:
            await pilot.press("b")
        await pilot.pause(SETTLE)
        before = len(app.game.actions)
        for _ in range(keys):
            sent.append(time.perf_counter())
            send_key(app, "1")
            await asyncio.sleep(max(0.0, sent[-1] + every - time.perf_counter()))
        await pilot.pause(SETTLE)
    latencies = []
    for n, at in enumerate(sent, start=before + 1):
        shown = next((when for when, moves in frames if moves >= n), None)
        if shown is not None:
            latencies.append((shown - at) * 1000)
    return latencies


async def minimal_latencies(keys: int, log: bool) -> PressTimes:
    """The minimal app's own key press to frame: it updates its Static (and writes a line to its Log)."""
    from textual.app import App
    from textual.widgets import Footer, Header, Log, Static

    class Minimal(App):
        BINDINGS = [("1", "step", "Step")]
        steps = 0

        def compose(self):
            yield Header()
            yield Static("Hello", id="static")
            yield Log(id="log")
            yield Footer()

        def action_step(self) -> None:
            self.steps += 1
            self.query_one("#static", Static).update(f"Step {self.steps}")
            if log:
                self.query_one("#log", Log).write_line(f"Step {self.steps}")

    app = Minimal()
    return await time_presses(app, "1", keys, lambda: app.steps)


def report(name: str, times: PressTimes) -> None:
    def median_p95(values: list[float]) -> str:
        ordered = sorted(values)
        p95 = ordered[max(0, int(len(ordered) * 0.95) - 1)]
        return f"median {statistics.median(ordered):6.2f} ms  p95 {p95:6.2f} ms"

    print(f"  {name}")
    print(f"    first frame          {median_p95(times.first)}")
    print(f"    move fully drawn     {median_p95(times.last)}   (frames a press: {statistics.mean(times.frames):.2f}, "
          f"{statistics.mean(times.changing):.2f} of them changing the screen)")
    print(f"    CPU of the press     {median_p95(times.cpu)}")


def main() -> None:
    data_dir = tempfile.TemporaryDirectory(prefix="wumpus-data-")  # the player's saves and history stay untouched
    os.environ["WUMPUS_DATA_DIR"] = data_dir.name
    parser = argparse.ArgumentParser(description="Benchmark the full-screen app against a minimal Textual app.")
    parser.add_argument("--runs", type=int, default=7, help="cold starts of each app (default 7)")
    parser.add_argument("--keys", type=int, default=200, help="key presses to time (default 200)")
    parser.add_argument("--notes", action="store_true", help="time the key presses with the hunter's notes shown")
    parser.add_argument("--repeat", type=float, metavar="MS",
                        help="also press the key every MS milliseconds, as a held key repeats, whatever the app is doing")
    args = parser.parse_args()

    # Compile both to bytecode first, as an install does: where PYTHONDONTWRITEBYTECODE
    # is set, an editable checkout would otherwise be compiled from source at every start.
    import compileall

    import textual
    import wumpus

    for package in (textual, wumpus):
        compileall.compile_dir(os.path.dirname(package.__file__), quiet=1)
    if args.runs > 0:
        cold_starts(args.runs)
    if args.keys > 0:
        shown = ", notes shown" if args.notes else ""
        print(f"key press to frame ({args.keys} presses each; target: median < 16 ms for a move; "
              f"load average {os.getloadavg()[0]:.2f}):")
        report(f"wumpus app, a move{shown}", asyncio.run(key_latencies(args.keys, args.notes)))
        if args.repeat:
            repeated = sorted(asyncio.run(repeated_latencies(args.keys, args.notes, args.repeat / 1000)))
            p95 = repeated[max(0, int(len(repeated) * 0.95) - 1)]
            print(f"  wumpus app, a key every {args.repeat:g} ms{shown}: first frame showing its move  "
                  f"median {statistics.median(repeated):6.2f} ms  p95 {p95:6.2f} ms  ({len(repeated)} of {args.keys} drawn)")
        report("minimal Textual app, its Static updated", asyncio.run(minimal_latencies(args.keys, log=False)))
        report("minimal Textual app, its Static updated and a line written to its Log",
               asyncio.run(minimal_latencies(args.keys, log=True)))
    print(f"load average after: {os.getloadavg()[0]:.2f}")


def cold_starts(runs: int) -> None:
    start_once("minimal")  # warm the file cache for both
    start_once("wumpus")
    times: dict[str, list[float]] = {"minimal": [], "wumpus": []}
    peaks: dict[str, list[int]] = {"minimal": [], "wumpus": []}
    for _ in range(runs):
        for which in ("minimal", "wumpus"):  # interleaved, so both see the same machine
            elapsed, peak = start_once(which)
            times[which].append(elapsed)
            peaks[which].append(peak)

    t_min, t_app = statistics.median(times["minimal"]), statistics.median(times["wumpus"])
    m_min, m_app = max(peaks["minimal"]), max(peaks["wumpus"])
    b_min, b_app = min(times["minimal"]), min(times["wumpus"])
    print(f"cold start to first frame (median of {runs}; best in brackets):")
    print(f"  minimal Textual app  {t_min * 1000:7.1f} ms  ({b_min * 1000:.1f} ms)")
    print(f"  wumpus app           {t_app * 1000:7.1f} ms  ({b_app * 1000:.1f} ms)   "
          f"ratio {t_app / t_min:.2f}x ({b_app / b_min:.2f}x)  (target <= 1.25x)")
    print("peak memory (max RSS):")
    print(f"  minimal Textual app  {m_min / 1024:7.1f} MiB")
    print(f"  wumpus app           {m_app / 1024:7.1f} MiB   ratio {m_app / m_min:.2f}x  (target <= 1.5x)")


if __name__ == "__main__":
    main()
