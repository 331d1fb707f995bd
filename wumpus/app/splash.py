"""Animated ASCII splash screens: the title, and each way a hunt can end.

Each kind of splash is a folder of plain-text frames in ``assets/splash/<kind>/``
(``01.txt``, ``02.txt``, ... played in file-name order) with an optional
``frames.toml`` beside them::

    delay = 0.1        # seconds between frames
    loop_from = 13     # optional: after the last frame, play on from frame 13 (idle loop)

    [[style]]          # colour the art: a regular expression and a Rich style
    pattern = "AHA!.*"
    style = "bold #27ae60"
    frames = [14, 18]  # optional: only in these frames (numbered from 1, inclusive)
    lines = [2, 4]     # optional: only on these lines of the frame (numbered from 1)
    columns = [1, 36]  # optional: only in these columns (numbered from 1)

The art must read without colour: styles only decorate it. Frames are at most
76 columns by 18 lines so that the screen fits an 80x24 terminal. A missing or
broken frame folder never stops the game: the screen shows a plain text title.
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, replace
from functools import cache

from rich.errors import StyleSyntaxError
from rich.style import Style
from rich.text import Text
from textual import events
from textual._time import get_time
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.timer import Timer
from textual.widgets import Static

from wumpus.assets import asset_path

KINDS: tuple[str, ...] = ("title", "won", "pit", "wumpus", "own_arrow", "out_of_arrows", "exhausted",
                          "wumpus_dropped")
"""Every kind of splash screen, in the order a player is likely to meet them."""

MAX_WIDTH = 76
MAX_HEIGHT = 18
DEFAULT_DELAY = 1 / 12
MIN_DELAY = 0.02
MAX_DELAY = 2.0

CAPTIONS: dict[str, str] = {
    "title": "HUNT THE WUMPUS",
    "won": "AHA! YOU GOT THE WUMPUS!",
    "pit": "YYYYIIIIIIIIII . . . FELL IN PIT",
    "wumpus": "TSK TSK TSK- WUMPUS GOT YOU!",
    "own_arrow": "OUCH! ARROW GOT YOU!",
    "out_of_arrows": "YOU ARE OUT OF ARROWS!",
    "exhausted": "YOU COLLAPSE, EXHAUSTED",
    "wumpus_dropped": "ZAP--SUPER BAT DROP! A WUMPUS LANDS IN YOUR CAVE!",
}
"""What each kind says in words: the whole screen when its frames cannot be read."""


@dataclass(frozen=True)
class StyleRule:
    """Style the matches of a pattern, optionally only in some frames, lines or columns."""

    pattern: re.Pattern[str]
    style: Style
    frames: tuple[int, int] | None = None
    lines: tuple[int, int] | None = None
    columns: tuple[int, int] | None = None

    def applies_to(self, frame_number: int) -> bool:
        return self.frames is None or self.frames[0] <= frame_number <= self.frames[1]


@dataclass(frozen=True)
class Animation:
    """The frames of one splash screen, all padded to the same width and height."""

    kind: str
    frames: tuple[str, ...]
    delay: float = DEFAULT_DELAY
    loop_from: int | None = None
    """Index (from 0) the animation returns to after its last frame; None: it stops."""
    styles: tuple[StyleRule, ...] = ()
    fallback: bool = False
    """True when the frames could not be read and this is the plain text stand-in."""
    under: tuple[str, ...] = ()
    """Lines shown under the art: the game's last words, when they do not fit in it."""

    @property
    def width(self) -> int:
        return max(len(line) for frame in self.frames for line in frame.split("\n"))

    @property
    def height(self) -> int:
        return max(frame.count("\n") + 1 for frame in self.frames)

    @property
    def last(self) -> int:
        return len(self.frames) - 1

    def render(self, index: int) -> Text:
        """Frame ``index`` (from 0) as styled Rich text."""
        plain = self.frames[index]
        text = Text(plain, no_wrap=True, overflow="crop", end="")
        lines = plain.split("\n")
        offsets = [0]
        for line in lines:
            offsets.append(offsets[-1] + len(line) + 1)
        for rule in self.styles:
            if not rule.applies_to(index + 1):
                continue
            first, last = rule.lines or (1, len(lines))
            for number in range(max(1, first), min(len(lines), last) + 1):
                line = lines[number - 1]
                left, right = rule.columns or (1, len(line))
                for match in rule.pattern.finditer(line):
                    start = max(match.start(), left - 1)
                    end = min(match.end(), right)
                    if start < end:
                        base = offsets[number - 1]
                        text.stylize(rule.style, base + start, base + end)
        return text


class SplashError(Exception):
    """A splash folder that cannot be played."""


def _range(value: object, name: str) -> tuple[int, int] | None:
    if value is None:
        return None
    if (
        isinstance(value, list)
        and len(value) == 2
        and all(isinstance(v, int) and not isinstance(v, bool) for v in value)
    ):
        return (value[0], value[1])
    raise SplashError(f"{name} must be a pair of numbers")


def _read_settings(kind: str, frame_count: int) -> tuple[float, int | None, tuple[StyleRule, ...]]:
    """The frame delay, the loop start and the styles of a kind: defaults for anything unreadable."""
    path = asset_path("splash", kind, "frames.toml")
    try:
        settings = tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError):
        return DEFAULT_DELAY, None, ()
    delay = settings.get("delay", DEFAULT_DELAY)
    if not isinstance(delay, (int, float)) or isinstance(delay, bool):
        delay = DEFAULT_DELAY
    delay = min(MAX_DELAY, max(MIN_DELAY, float(delay)))
    loop_from = settings.get("loop_from")
    if isinstance(loop_from, int) and not isinstance(loop_from, bool) and 1 <= loop_from <= frame_count:
        loop_index: int | None = loop_from - 1
    else:
        loop_index = None
    styles: list[StyleRule] = []
    rules = settings.get("style", [])
    for rule in rules if isinstance(rules, list) else []:
        try:
            if not isinstance(rule, dict):
                raise SplashError("a style must be a table")
            styles.append(
                StyleRule(
                    pattern=re.compile(str(rule["pattern"])),
                    style=Style.parse(str(rule["style"])),
                    frames=_range(rule.get("frames"), "frames"),
                    lines=_range(rule.get("lines"), "lines"),
                    columns=_range(rule.get("columns"), "columns"),
                )
            )
        except (KeyError, re.error, SplashError, StyleSyntaxError):
            continue  # a broken style only loses its colour
    return delay, loop_index, tuple(styles)


def _read_frames(kind: str) -> tuple[str, ...]:
    folder = asset_path("splash", kind)
    try:
        files = sorted(path for path in folder.glob("*.txt") if path.is_file())
    except OSError as error:
        raise SplashError(str(error)) from None
    if not files:
        raise SplashError(f"no frames in {folder}")
    frames: list[list[str]] = []
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise SplashError(f"{path.name}: {error}") from None
        lines = [line.rstrip() for line in text.expandtabs(8).split("\n")]
        while lines and not lines[-1]:
            lines.pop()
        if not lines:
            raise SplashError(f"{path.name} is empty")
        if any(not line.isprintable() for line in lines):
            raise SplashError(f"{path.name} holds control characters")
        if len(lines) > MAX_HEIGHT or max(len(line) for line in lines) > MAX_WIDTH:
            raise SplashError(f"{path.name} is larger than {MAX_WIDTH}x{MAX_HEIGHT}")
        frames.append(lines)
    width = max(len(line) for lines in frames for line in lines)
    height = max(len(lines) for lines in frames)
    return tuple(
        "\n".join(line.ljust(width) for line in lines + [""] * (height - len(lines))) for lines in frames
    )


def fallback_animation(kind: str, caption: str | None = None) -> Animation:
    """A plain text stand-in for a splash whose frames cannot be read, with ``caption`` (by
    default the kind's words from :data:`CAPTIONS`) under the title."""
    caption = CAPTIONS.get(kind, "") if caption is None else caption
    lines = ["H U N T   T H E   W U M P U S"]
    if caption and kind != "title":
        lines += ["", caption]
    width = max(len(line) for line in lines)
    frame = "\n".join(line.center(width) for line in lines)
    return Animation(kind=kind, frames=(frame,), styles=(), fallback=True)


@cache
def load_animation(kind: str) -> Animation:
    """The animation of a kind of splash screen. Never raises: broken frames give the fallback."""
    if kind not in KINDS:
        return fallback_animation(kind)
    try:
        frames = _read_frames(kind)
    except SplashError:
        return fallback_animation(kind)
    delay, loop_from, styles = _read_settings(kind, len(frames))
    return Animation(kind=kind, frames=frames, delay=delay, loop_from=loop_from, styles=styles)


@dataclass(frozen=True)
class Voice:
    """The words written in a kind's art.

    ``phrases`` as the art writes them, each standing for ``lines[i]``, the 1973 game's line it
    quotes (None: a caption of the picture, which no game says), with ``widths[i]`` columns where it
    is written.  ``effects`` are the art's own sounds in the 1973 voice (a regular expression), each
    drawn only when the 1973 line beside it was said."""

    phrases: tuple[str, ...]
    lines: tuple[str | None, ...]
    widths: tuple[int, ...]
    effects: tuple[tuple[str, str], ...] = ()


#: the 1973 words written in each kind's art; a game that ends in other words has them in the art instead
VOICED: dict[str, Voice] = {
    "won": Voice(("AHA! YOU GOT THE WUMPUS!", "HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!!"),
                 ("AHA! YOU GOT THE WUMPUS!", "HEE HEE HEE - THE WUMPUS'LL GETCHA NEXT TIME!!"),
                 (MAX_WIDTH, MAX_WIDTH)),
    "pit": Voice(("FELL IN PIT", "HA HA HA - YOU LOSE!"),
                 ("YYYYIIIIIIIIII . . . FELL IN PIT", "HA HA HA - YOU LOSE!"),
                 (30, 30),
                 effects=((r"(?<![A-Za-z])Y[YI]*(?:\.| \. \. \.)?(?![A-Za-z])", "YYYYIIIIIIIIII . . . FELL IN PIT"),)),
    "wumpus": Voice(("... OOPS! BUMPED A WUMPUS!", "TSK TSK TSK- WUMPUS GOT YOU!", "HA HA HA - YOU LOSE!"),
                    ("... OOPS! BUMPED A WUMPUS!", "TSK TSK TSK- WUMPUS GOT YOU!", "HA HA HA - YOU LOSE!"),
                    (MAX_WIDTH, 35, 35)),
    "own_arrow": Voice(("OUCH! ARROW GOT YOU!", "HA HA HA - YOU LOSE!"),
                       ("OUCH! ARROW GOT YOU!", "HA HA HA - YOU LOSE!"), (46, 46),
                       effects=((r"\* OUCH! \*", "OUCH! ARROW GOT YOU!"),)),
    "out_of_arrows": Voice(("YOU ARE OUT OF ARROWS!", "HA HA HA - YOU LOSE!"),
                           (None, "HA HA HA - YOU LOSE!"), (30, 30)),
    "exhausted": Voice(("YOU COLLAPSE, EXHAUSTED, AFTER 100 MOVES", "HA HA HA - YOU LOSE!"),
                       ("YOU COLLAPSE, EXHAUSTED, AFTER 100 MOVES", "HA HA HA - YOU LOSE!"), (MAX_WIDTH, MAX_WIDTH)),
    "wumpus_dropped": Voice(("ZAP--SUPER BAT DROP! A WUMPUS LANDS IN YOUR CAVE!", "TSK TSK TSK- WUMPUS GOT YOU!"),
                            ("ZAP--SUPER BAT DROP! A WUMPUS LANDS IN YOUR CAVE!", "TSK TSK TSK- WUMPUS GOT YOU!"),
                            (51, 51)),
}
#: lines at most shown under the art when a game's last words do not fit in it
UNDER_ART = 2
#: the art's borders, which a word written beside them leaves standing
BORDERS = frozenset("|+-=")


#: the fewest letters of a phrase that a frame typing it out shows
TYPED_LEAST = 3


def typing(line: str, phrase: str, start: int | None) -> tuple[int, int]:
    """How much of ``phrase`` ``line`` shows being typed out at column ``start`` (where the art writes
    it whole, on the same line): the longest beginning of it that stands there as words of their own;
    (-1, 0) when none."""
    if start is None:
        return -1, 0
    for shown in range(len(phrase) - 1, TYPED_LEAST - 1, -1):
        end = start + shown
        if line[start:end] == phrase[:shown] and (end >= len(line) or line[end] == " "):
            return start, shown
    return -1, 0


def _places(frames: tuple[str, ...], phrases: tuple[str, ...]) -> dict[tuple[str, int], int]:
    """The lines where the art writes each phrase whole: (phrase, line number) -> its column."""
    found: dict[tuple[str, int], int] = {}
    for frame in frames:
        for row, line in enumerate(frame.split("\n")):
            for phrase in phrases:
                if phrase in line:
                    found.setdefault((phrase, row), line.index(phrase))
    return found


def in_words(animation: Animation, words: tuple[str, ...]) -> Animation:
    """The animation telling how the game ended in its own ``words`` (the lines that told the
    ending, last line last).

    The art's phrases are the last lines said, one each, last to last: a phrase whose 1973 line
    was said stays as the art writes it, any other is replaced by the line said, centred where
    the phrase was.  A phrase with no line left for it is taken away, unless it is a caption of
    the picture; lines said before them are left to the log.  When a line is too long for its
    place, the phrases are all taken away and the last lines said are shown under the art
    instead (:attr:`Animation.under`).  The art's sounds in the 1973 voice go when their line was
    not said.  With no words the art is unchanged; the plain stand-in for broken frames shows the
    words."""
    words = tuple(w.strip() for w in words if w.strip())
    if not words:
        return animation
    if animation.fallback:
        if animation.kind == "title":
            return animation
        return replace(fallback_animation(animation.kind, ""), under=words[-UNDER_ART:])
    voice = VOICED.get(animation.kind)
    if voice is None:
        return animation
    pairs, under = _wording(voice, words)
    silenced = [re.compile(pattern) for pattern, line in voice.effects if line not in words]
    if all(pairs[p] == p for p in voice.phrases) and not silenced:
        return animation
    places = _places(animation.frames, voice.phrases)
    frames = tuple("\n".join(_reworded(line, row, pairs, silenced, places)
                             for row, line in enumerate(frame.split("\n"))) for frame in animation.frames)
    width = max(len(line) for frame in frames for line in frame.split("\n"))
    frames = tuple("\n".join(line.ljust(width) for line in frame.split("\n")) for frame in frames)
    return replace(animation, frames=frames, under=under)


def _wording(voice: Voice, words: tuple[str, ...]) -> tuple[dict[str, str], tuple[str, ...]]:
    """What each of the art's phrases becomes (itself, other words, or "" when it goes), and the
    lines to show under the art instead, when they do not fit in it (see :func:`in_words`)."""
    said = words[-len(voice.phrases):]
    slots = list(zip(voice.phrases, voice.lines, voice.widths, strict=True))
    pairs = {phrase: (phrase if line is None else "") for phrase, line, _ in slots}
    for (phrase, line, width), word in zip(slots[len(slots) - len(said):], said, strict=True):
        if word != line and len(word) > width:
            return {phrase: "" for phrase in voice.phrases}, words[-UNDER_ART:]
        pairs[phrase] = phrase if word == line else word
    return pairs, ()


def _reworded(line: str, row: int, pairs: dict[str, str], silenced: list, places: dict) -> str:
    """Line ``row`` of a frame with the phrases in it (or being typed out in it) made ``pairs``' words,
    and the sounds ``silenced`` taken away."""
    for pattern in silenced:
        line = pattern.sub(lambda m: " " * len(m.group(0)), line)
    for phrase, word in pairs.items():
        if word == phrase:
            continue
        start, shown = line.find(phrase), len(phrase)
        if start < 0:
            start, shown = typing(line, phrase, places.get((phrase, row)))  # a frame that types it out
            if start < 0:
                continue
        line = line[:start] + " " * shown + line[start + shown:]
        if not word:
            continue
        at = max(0, min(MAX_WIDTH - len(word), start + int((len(phrase) - len(word)) / 2)))
        whole = shown == len(phrase)
        part = word if whole else word[:max(1, round(shown * len(word) / len(phrase)))]
        line = line.ljust(at + len(part) + 1)
        # a space either side, so that the words do not run into the art's texture
        before = " " if at and line[at - 1] not in BORDERS else line[at - 1:at]
        after = " " if line[at + len(part)] not in BORDERS or not whole else line[at + len(part)]
        line = line[:max(0, at - 1)] + before + part + after + line[at + len(part) + 1:]
    return line.rstrip()


def centred(art: Text, width: int, room: int) -> Text:
    """``art`` (``width`` columns) cut to ``room`` columns, as much taken off the left as the right."""
    if room >= width:
        return art
    left = (width - room) // 2
    return Text("\n", end="").join(line[left:left + room] for line in art.split("\n", allow_blank=True))


class SplashScreen(ModalScreen["str | None"]):
    """A full-screen ASCII animation; any key or click dismisses it.

    A key among ``answers`` (the end screen's ``n`` and ``r``) is the result it
    is dismissed with, so the key does its work as well; any other gives None.
    A key or click within ``hold`` seconds of the screen coming up does nothing:
    the end screen comes up unasked, and a key that quick was typed for the game.

    ``kind`` is one of :data:`KINDS`; ``detail`` is a line shown under the art; ``words``, the
    ruleset's own closing lines, replace the 1973 words in the art (see :func:`in_words`).
    With ``animation=False``, or when the app's animation level is "none", the
    final frame shows at once and no timer runs.
    """

    DEFAULT_CSS = """
    SplashScreen {
        align: center middle;
        background: $background;
        overflow: hidden hidden;
    }
    SplashScreen #splash-box {
        width: auto;
        max-width: 100%;
        height: auto;
        align-horizontal: center;
    }
    SplashScreen #splash-art {
        width: auto;
        height: auto;
        color: $foreground;
    }
    SplashScreen #splash-words {
        width: 100%;
        height: auto;
        text-align: center;
        text-style: bold;
    }
    SplashScreen #splash-detail {
        width: 100%;
        height: auto;
        margin-top: 1;
        text-align: center;
        text-style: bold;
    }
    SplashScreen #splash-hint {
        width: 100%;
        height: 1;
        text-align: center;
        color: $text-muted;
    }
    SplashScreen #splash-cramped-hint {
        display: none;
        dock: bottom;
        width: 100%;
        height: 1;
        text-align: center;
        text-style: bold;
        background: $boost;
    }
    SplashScreen.-cramped #splash-cramped-hint { display: block; }
    """

    def __init__(
        self,
        kind: str,
        animation: bool = True,
        detail: str = "",
        *,
        answers: tuple[str, ...] = (),
        words: tuple[str, ...] = (),
        hold: float = 0.0,
        name: str | None = None,
        id: str | None = None,
        classes: str | None = None,
    ) -> None:
        super().__init__(name=name, id=id, classes=classes)
        self.kind = kind
        self.animation = animation
        self.detail = detail
        self.answers = answers
        self.frames: Animation = in_words(load_animation(kind), words)
        self.frame_index = self.frames.last
        self._timer: Timer | None = None
        self._dismissing = False
        self.hold = hold
        self._shown_at = 0.0

    @property
    def animating(self) -> bool:
        """True while the frame timer runs."""
        return self._timer is not None

    @property
    def frame_text(self) -> str:
        """The plain text of the frame on show, trailing spaces removed."""
        return "\n".join(line.rstrip() for line in self.frames.frames[self.frame_index].split("\n")).rstrip("\n")

    def compose(self) -> ComposeResult:
        with Vertical(id="splash-box"):
            art = Static(id="splash-art")
            art.styles.width = self.frames.width
            art.styles.height = self.frames.height
            yield art
            if self.frames.under:
                yield Static(Text("\n".join(self.frames.under)), id="splash-words")
            if self.detail:
                yield Static(Text(self.detail), id="splash-detail")
            yield Static(
                "" if self.kind == "title" and not self.frames.fallback else "press any key",
                id="splash-hint",
            )
        # on a screen too small for the art (and the words in it that say to press a key), the
        # screen's last line says it
        yield Static("press any key", id="splash-cramped-hint")

    def on_mount(self) -> None:
        self._shown_at = get_time()
        self._fit()
        play = self.animation and self.app.animation_level != "none" and len(self.frames.frames) > 1
        if play:
            self._show(0)
            self._timer = self.set_interval(self.frames.delay, self._advance, name="splash-frames")
        else:
            self._show(self.frames.last)

    def _show(self, index: int) -> None:
        self.frame_index = index
        art = self.query_one("#splash-art", Static)
        width = min(self.frames.width, max(1, self.app.size.width))
        art.styles.width = width
        art.update(centred(self.frames.render(index), self.frames.width, width))

    def on_resize(self) -> None:
        self._show(self.frame_index)
        self._fit()

    def _fit(self) -> None:
        width, height = self.app.size
        # the detail (score, seed, keys, how to deal the set-up again) is a line or two, a blank line above it
        said = len(self.detail.split("\n")) + 1 if self.detail else 0
        rows = self.frames.height + len(self.frames.under) + said + 1
        self.set_class(width < self.frames.width or height < rows, "-cramped")

    def _advance(self) -> None:
        if self.frame_index < self.frames.last:
            self._show(self.frame_index + 1)
        elif self.frames.loop_from is not None:
            self._show(self.frames.loop_from)
        else:
            self._stop()

    def _stop(self) -> None:
        if self._timer is not None:
            self._timer.stop()
            self._timer = None

    def skip(self, key: str | None = None) -> None:
        """Leave the splash screen (once, however many keys arrive), answering ``key`` if it is an answer."""
        if self._dismissing:
            return
        self._dismissing = True
        self._stop()
        self.dismiss(key if key in self.answers else None)

    def _too_soon(self, event: events.InputEvent) -> bool:
        return event.time < self._shown_at + self.hold

    def on_key(self, event: events.Key) -> None:
        event.stop()
        event.prevent_default()
        if not self._too_soon(event):
            self.skip(event.key)

    def on_click(self, event: events.Click) -> None:
        event.stop()
        if not self._too_soon(event):
            self.skip()
