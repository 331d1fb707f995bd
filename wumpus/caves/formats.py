"""Cave files: the native TOML format and the AI competition's map format.

Every problem with a file becomes a :class:`wumpus.engine.CaveError` whose
message names the file, the line where it can tell, and what is wrong::

    caves/x.txt, line 4: room 21 is not in the cave (it has rooms 1-20)

The native format (``.toml``)::

    name = "triangle-ring"
    description = "One line about the cave."
    rooms = 9                 # optional: then the rooms must be 1..9
    smell_distance = 1        # optional: how far away the wumpus can be smelled

    [tunnels]                 # room = [the rooms its tunnels lead to]
    1 = [2, 3, 9]             # a tunnel is one-way unless the other room lists
    2 = [1, 3, 4]             # this one too; a room may list itself (a loop)

    [coords]                  # optional: where to draw each room, x and y in 0..1
    1 = [0.5, 0.1]

With ``wrap = true`` (and coords) the picture wraps round like a torus: a
tunnel between rooms more than half the picture apart leaves by one edge and
comes back in by the opposite one.

Without ``rooms``, rooms are numbered from 0 or 1 up to at most 9999 (with
gaps if you like).  The name is one line of text; the description may hold
line breaks and tabs, but neither may hold any other control character, nor
one that turns text right to left (a file must not be able to drive the
terminal it is shown on, or make a name read as something else).

The competition format (seed 003): line 1 the smell distance, line 2 the
room count N, then N lines ``room exit exit ...``, then N lines ``room x y``
(x and y in 0..1, for drawing).
"""

from __future__ import annotations

import os
import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import replace
from pathlib import Path

from wumpus import numbers
from wumpus.engine import Cave, CaveError
from wumpus.engine.cave import UNPRINTABLE, UNPRINTABLE_IN_TEXT
from wumpus.engine.game import MIN_ROOMS
from wumpus.storage.reading import read_file

#: the keys a native cave file may have at its top level
TOML_KEYS = ("name", "aliases", "description", "rooms", "smell_distance", "wrap", "tunnels", "coords")

#: the largest cave a file may describe
MAX_ROOMS = 999

#: the largest room number a native file may use (room numbers may have gaps)
MAX_ROOM_NUMBER = 9999

#: the longest a message quotes a value from the file
SHOWN = 40

#: a key of 32 dotted parts or more at the start of a line: tomllib's time and memory grow
#: with the square of the parts (no cave file needs more than two: ``tunnels.1 = [2, 3]``)
_DOTTED_KEY = re.compile(
    r"""^[ \t]*(?:(?:[A-Za-z0-9_-]+|"(?:[^"\\\n]|\\.)*"|'[^'\n]*')[ \t]*\.[ \t]*){31}""",
    re.M,
)

#: a number tomllib will not read: Python reads at most 4300 digits (sys.get_int_max_str_digits)
_LONG_NUMBER = re.compile(r"\d[\d_]{4299,}")


def _escape_controls(text: str) -> str:
    """``text`` with each control character written as an escape, like ``\\x1b``."""
    return UNPRINTABLE.sub(lambda m: repr(m.group())[1:-1], text)


def _where(source: str, line: int | None) -> str:
    source = _escape_controls(source)
    return f"{source}, line {line}" if line else source


def _fail(source: str, line: int | None, what: str) -> CaveError:
    return CaveError(f"{_where(source, line)}: {what}")


def _show(value: object) -> str:
    """A value from a file as a message quotes it: short, on one line, escaped, and never a
    traceback (a TOML hex number may be too long to write out in decimal).  True and false are
    spelled as the file spells them."""
    try:
        text = _literal(value)
    except ValueError:
        text = hex(value) if isinstance(value, int) else f"a {type(value).__name__}"
    except RecursionError:
        text = f"a {type(value).__name__}"
    return _clip(text)


def _literal(value: object) -> str:
    """``value`` written as in a cave file: Python's own spelling but for true and false."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, list):
        return "[" + ", ".join(map(_literal, value)) + "]"
    return repr(value)


def _clip(text: str) -> str:
    return text if len(text) <= SHOWN else text[: SHOWN - 3] + "..."


def _whole(word: str) -> int:
    """``word`` read as a room's number, written in the digits 0-9 (``ValueError`` if it is not one)."""
    number = numbers.whole(word)
    if number is None:
        raise ValueError(word)
    return number


def _decimal(word: str) -> float:
    """``word`` read as a position, written in the digits 0-9 (``ValueError`` if it is not one)."""
    number = numbers.decimal(word)
    if number is None:
        raise ValueError(word)
    return number


def _not_a_number(word: str) -> str:
    """Why ``word`` is not read as a number: it is not one (in the digits 0-9), or it has more
    digits than Python reads (4300)."""
    if numbers.WHOLE.fullmatch(word.strip()):
        return f"{_show(word)} is far too large a number"
    if word.strip().lstrip("+-").replace("_", "").isdecimal():
        return f"{_show(word)} is not a whole number written in the digits 0-9"
    return f"{_show(word)} is not a whole number"


def _too_long(number: int) -> bool:
    """Whether ``number`` has more digits than Python writes out (4300): a TOML file can
    give one in hex, and it could not be shown or saved."""
    try:
        str(number)
    except ValueError:
        return True
    return False


def _describe_rooms(rooms: Iterable[int]) -> str:
    """'room 9', 'rooms 3-10' or 'rooms 4, 9, 12' (the first twelve)."""
    rooms = sorted(set(rooms))
    if len(rooms) == 1:
        return f"room {_show(rooms[0])}"
    if len(rooms) > 2 and rooms[-1] - rooms[0] == len(rooms) - 1:
        return f"rooms {_show(rooms[0])}-{_show(rooms[-1])}"
    shown = ", ".join(map(_show, rooms[:12]))
    return f"rooms {shown}{', ...' if len(rooms) > 12 else ''}"


def _plural(count: int, word: str) -> str:
    return f"{count} {word}{'' if count == 1 else 's'}"


# -- checks shared by every format ----------------------------------------------------
def check_cave(
    exits: Mapping[int, tuple[int, ...]],
    source: str,
    line_of: Mapping[int, int],
) -> None:
    """Raise CaveError for a cave that cannot be played: too small, or a room
    that cannot be reached from every other room by moving."""
    rooms = sorted(exits)
    if len(rooms) < MIN_ROOMS:
        raise _fail(
            source, None,
            f"the cave has {_plural(len(rooms), 'room')}; a game needs at least {MIN_ROOMS} "
            "(a room each for the hunter, the wumpus, two pits and two bats, and two empty rooms to go to)",
        )
    first = rooms[0]
    forward = _reach(exits, first)
    unreachable = [r for r in rooms if r not in forward]
    if unreachable:
        raise _fail(
            source, line_of.get(unreachable[0]),
            f"{_some_rooms(unreachable)} cannot be reached from room {first}: "
            "every room must be reachable from every other",
        )
    backward: dict[int, list[int]] = {r: [] for r in rooms}
    for room, tunnels in exits.items():
        for t in tunnels:
            backward[t].append(room)
    back = _reach(backward, first)
    stuck = [r for r in rooms if r not in back]
    if stuck:
        raise _fail(
            source, line_of.get(stuck[0]),
            f"from {_some_rooms(stuck)} there is no way back to room {first}: "
            "every room must be reachable from every other",
        )


def _some_rooms(rooms: list[int]) -> str:
    """'room 4' or 'rooms 4, 9, ...' (the first eight)."""
    listed = ", ".join(map(str, rooms[:8])) + (", ..." if len(rooms) > 8 else "")
    return f"{'room' if len(rooms) == 1 else 'rooms'} {listed}"


def _reach(graph: Mapping[int, Iterable[int]], start: int) -> set[int]:
    seen = {start}
    stack = [start]
    while stack:
        for nxt in graph[stack.pop()]:
            if nxt not in seen:
                seen.add(nxt)
                stack.append(nxt)
    return seen


def _check_exits(exits: dict[int, tuple[int, ...]], source: str, line_of: Mapping[int, int]) -> None:
    known = set(exits)
    for room, tunnels in exits.items():
        if not tunnels:
            raise _fail(source, line_of.get(room), f"room {room} has no exit: every room needs at least one tunnel out")
        for t in tunnels:
            if t not in known:
                raise _fail(
                    source, line_of.get(room),
                    f"room {_show(t)} is not in the cave (it has {_describe_rooms(known)})",
                )


# -- reading files ---------------------------------------------------------------------
def read_text(path: Path, source: str | None = None) -> str:
    """A cave file's text, or a CaveError saying why it cannot be read."""
    source = source or str(path)
    try:
        data = read_file(path)
    except FileNotFoundError:
        raise _fail(source, None, "no such file") from None
    except IsADirectoryError:
        raise _fail(source, None, "is a folder, not a cave file") from None
    except OSError as exc:
        raise _fail(source, None, f"cannot be read ({exc.strerror or exc})") from None
    if b"\0" in data:
        raise _fail(source, None, "is not a text file")
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise _fail(source, line, "is not text (not UTF-8)") from None
    if not text.strip():
        raise _fail(source, None, "is empty: a cave file lists rooms and their tunnels")
    return text


def looks_like_competition(text: str) -> bool:
    """The competition format is lines of words; the native one has ``key = value``."""
    return not any("=" in raw.split("#", 1)[0] or raw.strip().startswith("[") for raw in text.splitlines())


def load_file(path: str | Path) -> Cave:
    """A cave from a file in either format (chosen by its content)."""
    path = Path(path)
    source = str(path)
    text = read_text(path, source)
    default_name = _escape_controls(path.stem)[:MAX_NAME]
    if path.suffix.lower() != ".toml" and looks_like_competition(text):
        cave = parse_competition(text, source, name=default_name)
    else:
        cave = parse_toml(text, source, name=default_name)
    try:  # kept by its whole path, so that a game in it is dealt again from any folder
        whole = os.path.abspath(path)
    except OSError:
        return cave
    return replace(cave, meta={**cave.meta, "source": whole})


# -- the competition's map format --------------------------------------------------
def parse_competition(text: str, source: str = "<map>", *, name: str = "map") -> Cave:
    """A map file as the AI competition's host reads it (seed 003)."""
    lines = [(n, raw.split("#", 1)[0].split()) for n, raw in enumerate(text.splitlines(), start=1)]
    lines = [(n, words) for n, words in lines if words]
    if not lines:
        raise _fail(source, None, "is empty: a map file starts with the smell distance and the room count")
    it = iter(lines)

    def number(n: int, word: str, what: str) -> int:
        try:
            return _whole(word)
        except ValueError:
            raise _fail(source, n, f"{_not_a_number(word)} ({what})") from None

    def single(n: int, words: list[str], what: str) -> int:
        if len(words) != 1:
            raise _fail(source, n, f"expected just the {what}, found {_show(' '.join(words))}")
        return number(n, words[0], what)

    n, words = next(it)
    smell = single(n, words, "wumpus smell distance")
    if smell < 1:
        raise _fail(source, n, f"the smell distance must be 1 or more, not {smell}")
    try:
        n, words = next(it)
    except StopIteration:
        raise _fail(source, None, "ends after the smell distance: the room count is missing") from None
    count = single(n, words, "room count")
    if not 1 <= count <= MAX_ROOMS:
        raise _fail(source, n, f"the room count must be between 1 and {MAX_ROOMS}, not {_show(count)}")
    expected = set(range(1, count + 1))

    def label(n: int, word: str, seen: dict[int, int], what: str) -> int:
        room = number(n, word, "a room number")
        if room not in expected:
            raise _fail(source, n, f"room {_show(room)} is not in the cave (it has rooms 1-{count})")
        if room in seen:
            raise _fail(source, n, f"room {room} is listed twice (first on line {seen[room]}) {what}")
        return room

    exits: dict[int, tuple[int, ...]] = {}
    line_of: dict[int, int] = {}
    last = n
    for _ in range(count):
        try:
            n, words = next(it)
        except StopIteration:
            missing = sorted(expected - set(exits))
            raise _fail(
                source, None,
                f"ends after {_plural(len(exits), 'room')}; the tunnels of {_describe_rooms(missing)} are missing",
            ) from None
        last = n
        if any("." in w for w in words[1:]):
            raise _fail(
                source, n,
                f"this looks like a position line, but the tunnels of {_plural(count, 'room')} come first "
                f"(found {len(exits)})",
            )
        room = label(n, words[0], line_of, "in the tunnel lines")
        line_of[room] = n
        if len(words) == 1:
            raise _fail(source, n, f"room {room} has no exit: every room needs at least one tunnel out")
        tunnels = []
        for word in words[1:]:
            t = number(n, word, "a room number")
            if t not in expected:
                raise _fail(source, n, f"room {_show(t)} is not in the cave (it has rooms 1-{count})")
            tunnels.append(t)
        exits[room] = tuple(tunnels)

    coords: dict[int, tuple[float, float]] = {}
    coord_line: dict[int, int] = {}
    for n, words in it:
        last = n
        if len(coords) == count:
            raise _fail(source, n, f"unexpected text after the {count} room positions: {_show(' '.join(words))}")
        room = label(n, words[0], coord_line, "in the position lines")
        if len(words) != 3:
            raise _fail(source, n, f"a position line is 'room x y'; found {_show(' '.join(words))}")
        xy = []
        for word in words[1:]:
            try:
                v = _decimal(word)
            except ValueError:
                raise _fail(source, n, f"{_show(word)} is not a number written in the digits 0-9 "
                                       "(a position from 0 to 1)") from None
            if not 0.0 <= v <= 1.0:
                raise _fail(source, n, f"position {_clip(word)} is outside 0..1")
            xy.append(v)
        coord_line[room] = n
        coords[room] = (xy[0], xy[1])
    if coords and len(coords) != count:
        missing = sorted(expected - set(coords))
        raise _fail(source, last, f"the positions of {_describe_rooms(missing)} are missing")
    check_cave(exits, source, line_of)
    return Cave(
        name,
        exits,
        f"A map file from {_escape_controls(Path(source).name)}.",
        smell,
        coords or None,
        {"source": source, "format": "competition"},
    )


def to_competition(cave: Cave) -> str:
    """The cave in the AI competition's map format (seed 003), as its host reads it: the smell
    distance, the room count, a line a room (its label and its exits, in order), then each room's
    position from 0 to 1 when the cave has positions.  Rooms already numbered 1 to N keep their
    numbers; others are numbered 1 to N in the cave's order."""
    rooms = list(cave.exits)
    if set(rooms) == set(range(1, len(rooms) + 1)):
        number = {room: room for room in rooms}
    else:
        number = {room: n for n, room in enumerate(rooms, start=1)}
    lines = [str(cave.smell_distance), str(len(rooms))]
    lines += [" ".join(str(number[r]) for r in (room, *cave.exits[room])) for room in rooms]
    if cave.coords:
        xs = [x for x, _ in cave.coords.values()]
        ys = [y for _, y in cave.coords.values()]

        def scaled(v: float, low: float, high: float) -> str:
            return f"{(v - low) / (high - low) if high > low else 0.5:.4f}"

        lines += [f"{number[room]} {scaled(x, min(xs), max(xs))} {scaled(y, min(ys), max(ys))}"
                  for room, (x, y) in cave.coords.items()]
    return "\n".join(lines) + "\n"


# -- the native TOML format -----------------------------------------------------------
#: where TOML's reader says a mistake is: at a line and column, or at the end of the file (a last line with
#: no line break after it, or an array left open)
_TOML_ERROR_AT = re.compile(r"^(.*) \(at (?:line (\d+), column \d+|end of document)\)$")
_TABLE = re.compile(r"^\s*\[\s*([A-Za-z_]+)\s*\]\s*(#.*)?$")
_KEY = re.compile(r'^\s*["\']?([^"\'=\s]+)["\']?\s*=')
_TABLE_KEY = re.compile(r'^\s*([A-Za-z_]+)\s*\.\s*["\']?([^"\'=\s.]+)["\']?\s*=')


def _line_index(text: str) -> tuple[dict[str, int], dict[str, dict[str, int]]]:
    """Where each top-level key and each key of each table is written."""
    top: dict[str, int] = {}
    tables: dict[str, dict[str, int]] = {}
    current: dict[str, int] = top
    for n, raw in enumerate(text.splitlines(), start=1):
        table = _TABLE.match(raw)
        if table:
            top.setdefault(table.group(1), n)
            current = tables.setdefault(table.group(1), {})
            continue
        dotted = _TABLE_KEY.match(raw) if current is top else None
        if dotted:  # ``tunnels.4 = [5, 3, 9]``: table tunnels, key 4, written at the top level
            top.setdefault(dotted.group(1), n)
            tables.setdefault(dotted.group(1), {}).setdefault(dotted.group(2), n)
            continue
        key = _KEY.match(raw)
        if key:
            current.setdefault(key.group(1), n)
    return top, tables


#: a room's key written with a point in it (``4.5 = [2, 3, 7]``), which TOML reads as a table
_POINTED_ROOM = re.compile(r"""^[ \t]*(["']?[0-9]+\.[0-9.]+["']?)[ \t]*=""", re.MULTILINE)
#: what TOML's reader says of a key given a value twice, in the words of a cave file
_TOML_IN_PLAIN_WORDS = (
    ("Cannot overwrite a value", "a key given a value twice"),
    ("Cannot mutate immutable namespace", "a key given a value twice"),
    ("Duplicate inline table key", "a key given a value twice"),
    ("Cannot declare", "a table given twice"),
)

def _given_twice(text: str, line: int) -> str | None:
    """What TOML's reader found given a value twice on ``line``, in words (``room 4 is listed
    twice (first on line 7)``), when a key there and on a line before it say which."""
    lines = text.split("\n")
    key = _KEY.match(lines[line - 1]) if 0 < line <= len(lines) else None
    if key is None:
        return None
    word = key.group(1)
    inline = lines[line - 1][key.end():]
    if inline.lstrip().startswith("{"):  # a table written on the line itself: the key given twice is inside it
        inner = re.findall(r'[{,]\s*["\']?([^"\'=\s,{}]+)["\']?\s*=', inline)
        word = next((k for n, k in enumerate(inner) if k in inner[:n]), None)
        if word is None:
            return None
        return f"room {word} is listed twice" if word.isdigit() else f"{_show(word)} is given twice"
    table = max((n for n, before in enumerate(lines[:line - 1], 1) if before.lstrip().startswith("[")), default=0)
    first = next((n for n, before in enumerate(lines[table:line - 1], table + 1)
                  if (match := _KEY.match(before)) and match.group(1) == word), None)
    where = f" (first on line {first})" if first else ""
    return f"room {word} is listed twice{where}" if word.isdigit() else f"{_show(word)} is given twice{where}"


#: the longest name a cave file may give its cave: it is shown in the header, the status and the
#: score tables
MAX_NAME = 40


def parse_toml(text: str, source: str = "<cave>", *, name: str = "cave") -> Cave:
    """A cave from the native, human-editable TOML format."""
    dotted = _DOTTED_KEY.search(text)
    if dotted:
        line = text.count("\n", 0, dotted.start()) + 1
        raise _fail(source, line, "not a valid cave file: a key of far too many dotted parts")
    pointed = _POINTED_ROOM.search(text)
    if pointed:
        line = text.count("\n", 0, pointed.start()) + 1
        raise _fail(source, line, f"room {pointed.group(1)}: rooms are numbered with whole numbers")
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        message = str(exc)
        found = _TOML_ERROR_AT.match(message)
        if found:
            said = found.group(1)
            plain = next((words for start, words in _TOML_IN_PLAIN_WORDS if said.startswith(start)), said)
            line = int(found.group(2)) if found.group(2) else max(1, len(text.rstrip().splitlines()))
            if plain == "a key given a value twice":  # named as the file writes it: room 6, or name
                twice = _given_twice(text, line)
                if twice:
                    raise _fail(source, line, twice) from None
            raise _fail(source, line, f"not a valid cave file: {plain}") from None
        raise _fail(source, None, f"not a valid cave file: {message}") from None
    except RecursionError:
        raise _fail(source, None, "not a valid cave file: arrays or tables nested far too deeply") from None
    except ValueError:  # a number of more digits than Python reads
        long = _LONG_NUMBER.search(text)
        line = text.count("\n", 0, long.start()) + 1 if long else None
        raise _fail(source, line, "not a valid cave file: a number far too long to read") from None
    top, tables = _line_index(text)

    def fail(key: str, what: str, room: str | None = None) -> CaveError:
        line = tables.get(key, {}).get(room) if room is not None else None
        return _fail(source, line or top.get(key), what)

    for key in data:
        if key not in TOML_KEYS:
            raise fail(key, f"unknown setting {_show(key)} (a cave file has {', '.join(TOML_KEYS)})")
    if "tunnels" not in data:
        raise _fail(source, None, "has no [tunnels] table: list each room's tunnels as 'room = [room, room, ...]'")

    cave_name = data.get("name", name)
    if not isinstance(cave_name, str):
        raise fail("name", "the name must be some text in quotes")
    if not cave_name.strip():
        raise fail("name", "the name is blank: give the cave a name of some letters or digits")
    control = UNPRINTABLE.search(cave_name)
    if control:
        raise fail("name", f"the name holds a control character ({_show(control.group())}): a name is one line of text")
    if len(cave_name) > MAX_NAME:
        raise fail("name", f"the name is {len(cave_name)} characters long: a name has at most {MAX_NAME} "
                           "(the description can say more)")
    description = data.get("description", "")
    if not isinstance(description, str):
        raise fail("description", "the description must be some text in quotes")
    control = UNPRINTABLE_IN_TEXT.search(description)
    if control:
        raise fail(
            "description",
            f"the description holds a control character ({_show(control.group())}): "
            "only line breaks and tabs may be in it",
        )
    aliases = data.get("aliases", [])
    if not isinstance(aliases, list) or not all(isinstance(a, str) for a in aliases):
        raise fail("aliases", 'aliases must be a list of names, like ["one", "two"]')
    for alias in aliases:
        control = UNPRINTABLE.search(alias)
        if control:
            raise fail("aliases", f"the alias {_show(alias)} holds a control character: an alias is one word")
    smell = data.get("smell_distance", 1)
    if isinstance(smell, bool) or not isinstance(smell, int) or smell < 1:
        raise fail("smell_distance", f"the smell distance must be a whole number, 1 or more, not {_show(smell)}")
    if _too_long(smell):
        raise fail("smell_distance", f"the smell distance {_show(smell)} is far too large")
    wrap = data.get("wrap", False)
    if not isinstance(wrap, bool):
        raise fail("wrap", f"wrap is true or false, not {_show(wrap)}")
    count = data.get("rooms")
    if count is not None and (isinstance(count, bool) or not isinstance(count, int) or not 1 <= count <= MAX_ROOMS):
        raise fail("rooms", f"rooms must be the number of rooms, from 1 to {MAX_ROOMS}, not {_show(count)}")

    raw_tunnels = data["tunnels"]
    if not isinstance(raw_tunnels, dict):
        raise fail("tunnels", "tunnels must be a table: a [tunnels] line, then 'room = [room, room, ...]' lines")
    if not raw_tunnels:
        raise fail("tunnels", "the [tunnels] table is empty: list each room's tunnels as 'room = [room, ...]'")
    line_of: dict[int, int] = {}
    exits: dict[int, tuple[int, ...]] = {}
    for key, value in raw_tunnels.items():
        line = tables.get("tunnels", {}).get(key)
        try:
            room = _whole(key)
        except ValueError:
            raise _fail(source, line, f"{_not_a_number(key)} (rooms are numbered)") from None
        if room < 0:
            raise _fail(source, line, f"room {_show(room)}: rooms are numbered from 0 or 1 up")
        if count is None and room > MAX_ROOM_NUMBER:
            raise _fail(source, line, f"room {_show(room)}: rooms are numbered from 0 or 1 up to at most "
                                      f"{MAX_ROOM_NUMBER}")
        if count is not None and room > count:
            raise _fail(source, line, f"room {_show(room)} is not in the cave (it has rooms 1-{count})")
        if room in exits:
            raise _fail(source, line, f"room {room} is listed twice (first on line {line_of[room]})")
        line_of[room] = line or 0
        if isinstance(value, int) and not isinstance(value, bool):
            value = [value]
        if not isinstance(value, list):
            raise _fail(source, line, f"room {room}: tunnels are a list of rooms, like [2, 5, 8]")
        for t in value:
            if isinstance(t, bool) or not isinstance(t, int):
                raise _fail(source, line, f"room {room}: {_show(t)} is not a room's number (a whole number: "
                                          "the room its tunnel leads to)")
        exits[room] = tuple(value)
    if len(exits) > MAX_ROOMS:
        raise fail("tunnels", f"too many rooms ({len(exits)}; at most {MAX_ROOMS})")
    if count is not None:
        expected = set(range(1, count + 1))
        extra = sorted(set(exits) - expected)
        if extra:
            raise _fail(source, line_of[extra[0]] or None, f"room {extra[0]} is not in the cave (it has rooms 1-{count})")
        missing = sorted(expected - set(exits))
        if missing:
            raise _fail(
                source, top.get("tunnels"),
                f"the tunnels of {_describe_rooms(missing)} are missing (rooms = {count})",
            )
    _check_exits(exits, source, {r: n for r, n in line_of.items() if n})

    coords = None
    if "coords" in data:
        raw = data["coords"]
        if not isinstance(raw, dict):
            raise fail("coords", "coords must be a table: a [coords] line, then 'room = [x, y]' lines")
        coords = {}
        for key, value in raw.items():
            line = tables.get("coords", {}).get(key)
            try:
                room = _whole(key)
            except ValueError:
                raise _fail(source, line, f"{_not_a_number(key)} (rooms are numbered)") from None
            if room not in exits:
                raise _fail(source, line, f"room {_show(room)} is not in the cave (it has {_describe_rooms(exits)})")
            if (
                not isinstance(value, list) or len(value) != 2
                or not all(isinstance(v, (int, float)) and not isinstance(v, bool) for v in value)
            ):
                raise _fail(source, line, f"room {room}: a position is [x, y], two numbers from 0 to 1")
            if not all(0 <= v <= 1 for v in value):
                raise _fail(source, line, f"room {room}: position [{', '.join(map(_show, value))}] is outside 0..1")
            coords[room] = (float(value[0]), float(value[1]))
        missing = sorted(set(exits) - set(coords))
        if missing:
            raise _fail(source, top.get("coords"), f"the positions of {_describe_rooms(missing)} are missing")

    check_cave(exits, source, line_of)
    meta = {"source": source, "format": "toml"}
    if aliases:
        meta["aliases"] = " ".join(aliases)
    if wrap:
        if coords is None:
            raise fail("wrap", "wrap = true needs a [coords] table (the picture that wraps round)")
        meta["wrap"] = "yes"
    return Cave(cave_name.strip(), exits, description.strip(), smell, coords, meta)


_TOML_ESCAPES = {"\b": "\\b", "\t": "\\t", "\n": "\\n", "\f": "\\f", "\r": "\\r", '"': '\\"', "\\": "\\\\"}


def _toml_string(text: str) -> str:
    """``text`` as a TOML basic string, on one line: quotes, backslashes, line breaks and
    anything else unprintable written as escapes, the rest as it is."""
    out = []
    for ch in text:
        if ch in _TOML_ESCAPES:
            out.append(_TOML_ESCAPES[ch])
        elif ch.isprintable():
            out.append(ch)
        else:
            out.append(f"\\u{ord(ch):04x}" if ord(ch) <= 0xFFFF else f"\\U{ord(ch):08x}")
    return '"' + "".join(out) + '"'


def to_toml(cave: Cave) -> str:
    """A cave written in the native format (a start for making your own)."""

    def number(v: float) -> str:
        short = f"{v:g}"
        return short if float(short) == v else repr(v)  # repr: the shortest that reads back the same

    out = [f"name = {_toml_string(cave.name)}"]
    if cave.description:
        out.append(f"description = {_toml_string(cave.description)}")
    rooms = cave.rooms
    if rooms == tuple(range(1, len(rooms) + 1)):
        out.append(f"rooms = {len(rooms)}")
    out.append(f"smell_distance = {cave.smell_distance}")
    if cave.meta.get("wrap") == "yes" and cave.coords:
        out.append("wrap = true")
    out += ["", "# room = [the rooms its tunnels lead to]", "[tunnels]"]
    out += [f"{r} = [{', '.join(map(str, cave.exits[r]))}]" for r in rooms]
    if cave.coords:
        out += ["", "# room = [x, y], where to draw it (0..1, y grows downwards)", "[coords]"]
        out += [f"{r} = [{number(cave.coords[r][0])}, {number(cave.coords[r][1])}]" for r in rooms]
    return "\n".join(out) + "\n"

