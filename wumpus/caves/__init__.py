"""Caves: the built-in ones, cave files, and random caves.

``load_cave(spec, seed=None)`` turns what a user typed after ``--cave`` into a
:class:`wumpus.engine.Cave`, or raises :class:`wumpus.engine.CaveError` with a
message that names the file, the line and what is wrong.  ``prepare_cave``
makes the cave one game is played on (its rooms renumbered at random when
asked).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from wumpus.engine import DODECAHEDRON, Cave, CaveError
from wumpus.engine.seeds import labels_rng


#: the built-in caves, in the order ``wumpus caves`` lists them
BUILTIN_ORDER = ("dodecahedron", "moebius", "beads", "torus", "dendrite", "lattice")


def _load_builtin() -> tuple[dict[str, Cave], dict[str, str], dict[str, str]]:
    from wumpus.assets import asset_path

    caves: dict[str, Cave] = {}
    aliases: dict[str, str] = {}
    descriptions: dict[str, str] = {}
    for name in BUILTIN_ORDER:
        path = asset_path("caves", f"{name}.toml")
        from .formats import parse_toml

        cave = parse_toml(path.read_text(encoding="utf-8"), f"caves/{name}.toml", name=name)
        meta = {**cave.meta, "source": "built-in", "file": f"{name}.toml"}
        descriptions[name] = cave.description
        if name == DODECAHEDRON.name:
            # the engine's own object, so every front end shares one dodecahedron
            cave = DODECAHEDRON
        else:
            cave = Cave(cave.name, cave.exits, cave.description, cave.smell_distance, cave.coords, meta)
        caves[name] = cave
        for alias in meta.get("aliases", "").split():
            aliases[alias.lower()] = name
    return caves, aliases, descriptions


_LOADED: tuple[dict[str, Cave], dict[str, str], dict[str, str]] | None = None


def _builtin() -> tuple[dict[str, Cave], dict[str, str], dict[str, str]]:
    global _LOADED
    if _LOADED is None:
        _LOADED = _load_builtin()
    return _LOADED


def __getattr__(name: str):
    # read the data files on first use, not on import (``wumpus --help`` stays quick)
    if name == "BUILTIN":
        return _builtin()[0]
    if name == "ALIASES":
        return _builtin()[1]
    if name == "DESCRIPTIONS":
        return _builtin()[2]
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


#: BUILTIN: name -> cave, for every built-in cave, in the order above
#: ALIASES: other names the built-in caves answer to -> name
#: DESCRIPTIONS: name -> one line about each built-in cave (from its data file)


def builtin_names() -> str:
    return ", ".join(_builtin()[0])


def find_builtin(name: str) -> Cave | None:
    caves, aliases, _ = _builtin()
    key = name.strip().lower()
    key = aliases.get(key, key)
    return caves.get(key)


def load_cave(spec: str | None, seed: int | None = None) -> Cave:
    """The cave a user asked for: a built-in name, ``random[:...]``, or a file.

    ``seed`` makes a random cave repeatable (the game's seed).
    """
    if spec is None or not spec.strip():
        return DODECAHEDRON
    builtin = find_builtin(spec)
    if builtin is not None:
        return builtin
    text = spec.strip()
    lowered = text.lower()
    if lowered == "random" or lowered.startswith("random:"):
        from .random_cave import random_cave

        return random_cave(text, seed)
    path = Path(text).expanduser()
    if not path.exists() and "/" not in text and "\\" not in text and "." not in text:
        raise CaveError(
            f"unknown cave {text!r}: the built-in caves are {builtin_names()}; "
            "or give a cave file, or random[:rooms=N,tunnels=K,oneway=P]"
        )
    from .formats import load_file

    cave = load_file(path)
    same_name = find_builtin(cave.name) if cave.meta.get("format") == "toml" else None
    if same_name is not None and _tunnels(same_name) != _tunnels(cave):
        # a name the file gives (a map file is named after the file, such as the competition's mobius.txt):
        # its games would be counted, shown and dealt again as the built-in cave's
        raise CaveError(f"{path}: {cave.name!r} is the name of a built-in cave ({same_name.name}), and these "
                        "tunnels are not its: give this cave a name of its own (its name = line)")
    named = cave.name.strip().lower()
    if named == "random" or named.startswith("random:"):
        # its games would be counted and shown among the random caves', and dealt again as one of them
        how = "its name = line" if cave.meta.get("format") == "toml" else "the map file's own name"
        raise CaveError(f"{path}: {cave.name!r} is what random caves are called: give this cave a name of its "
                        f"own ({how})")
    return cave


def _tunnels(cave: Cave) -> dict[int, list[int]]:
    """Where each room's tunnels lead, in whatever order the cave lists them."""
    return {room: sorted(exits) for room, exits in cave.exits.items()}


def same_cave_key(spec: str | None) -> object:
    """What tells two ways of naming a cave apart: a built-in cave's own name, whatever its case or
    alias; a random cave's settings, the defaults filled in; a file's real path.  Two specs with the
    same key are the same cave."""
    if spec is None or not spec.strip():
        return ("built-in", DODECAHEDRON.name)
    builtin = find_builtin(spec)
    if builtin is not None:
        return ("built-in", builtin.name)
    text = spec.strip()
    if text.lower() == "random" or text.lower().startswith("random:"):
        from .random_cave import parse_spec

        try:
            return ("random", parse_spec(text))
        except CaveError:
            return ("as given", text)
    try:
        return ("file", str(Path(text).expanduser().resolve()))
    except OSError:
        return ("as given", text)


def prepare_cave(cave: Cave, seed: int | None, shuffle: bool) -> Cave:
    """The cave one game is played on.

    A random cave is made afresh from ``seed`` (the same settings), so that the
    game's cave and seed deal it again.  With ``shuffle`` the rooms are renumbered at random (the same seed gives
    the same numbering, from :func:`wumpus.engine.seeds.labels_rng`);
    the cave keeps its shape, and its picture keeps its shape too, with the
    new numbers.  Cheap: the picture is only worked out when it is drawn.
    """
    spec = cave.meta.get("spec")
    if cave.name == "random" and spec and seed is not None and cave.meta.get("seed") != str(seed):
        from .random_cave import random_cave

        cave = random_cave(spec, seed)  # a random cave of its own, dealt again by its seed
    if not shuffle:
        return cave
    shuffled, mapping = cave.shuffled(labels_rng(seed))
    prior = parse_label_map(cave.meta.get("label_map", ""))
    if prior:
        mapping = {original: mapping[middle] for original, middle in prior.items()}
    meta = {**shuffled.meta, "label_map": format_label_map(mapping)}
    return Cave(
        shuffled.name, shuffled.exits, shuffled.description, shuffled.smell_distance, shuffled.coords, meta,
    )


def format_label_map(mapping: dict[int, int]) -> str:
    """``{1: 7, 2: 3}`` -> ``"1:7 2:3"`` (a cave's meta holds text)."""
    return " ".join(f"{a}:{b}" for a, b in sorted(mapping.items()))


def session_cave(cave: Cave) -> tuple[Cave, bool]:
    """The cave the games after ``cave``'s (a game resumed or loaded) are dealt from, and whether their
    rooms are renumbered: a renumbered cave's games go on renumbered, from the cave as it was before
    (a built-in cave as it is built in; a file's or a random cave's, through its label map backwards)."""
    meta = cave.meta
    if not meta.get("label_map"):
        return cave, False
    if meta.get("source") == "built-in" or (cave.name == "dodecahedron" and not meta.get("source")):
        base = find_builtin(cave.name)
        if base is not None:
            return base, True
    try:
        return unshuffled(cave), True
    except (ValueError, KeyError):  # a label map that does not fit the cave: it is played as it is
        return cave, False


def unshuffled(cave: Cave) -> Cave:
    """A renumbered cave as it was before (its label map followed backwards, and dropped); ValueError
    or KeyError when the label map does not fit the cave."""
    mapping = parse_label_map(cave.meta["label_map"])
    back = {new: old for old, new in mapping.items()}
    if set(back) != set(cave.rooms):
        raise ValueError("the label map does not name the cave's rooms")
    original = cave.relabel(back)
    return replace(original, meta={k: v for k, v in original.meta.items() if k != "label_map"})


def parse_label_map(text: str) -> dict[int, int]:
    out = {}
    for part in text.split():
        a, _, b = part.partition(":")
        out[int(a)] = int(b)
    return out


def cave_title(cave: Cave) -> str:
    """The cave as a title names it: its name, and for a random cave the settings that differ from the
    defaults (``random:rooms=60``), as ``--cave`` takes them: "random" alone is another size of cave."""
    spec = cave.meta.get("spec")
    if cave.name == "random" and spec:
        from .random_cave import parse_spec

        try:
            return parse_spec(str(spec)).short
        except CaveError:
            return cave.name
    return cave.name


def name_lines(name: str, width: int) -> str:
    """A cave's name for a column ``width`` wide: broken, where it must be, after a '-', ',' or ':'
    (``waterslide-`` / ``competition``, ``random:rooms=60,`` / ``tunnels=9``) rather than anywhere in a
    word (a piece longer than the column is left for the column to fold)."""
    import re

    lines = [""]
    for piece in re.findall(r"[^-,:]+[-,:]?|[-,:]", name):
        if lines[-1] and len(lines[-1]) + len(piece) > width:
            lines.append("")
        lines[-1] += piece
    return "\n".join(lines)


def names_fitted(headers: tuple[str, ...], rows: list[tuple[str, ...]], width: int,
                 at: int = 0) -> list[tuple[str, ...]]:
    """The rows of a bordered table with the cave's name (the cell at ``at``) broken by :func:`name_lines`
    where the table would be wider than ``width`` columns and fold it inside a word (``random:room`` /
    ``s=60``); rows that fit, as they are."""
    widest = [max(len(header), *(len(line) for row in rows for line in row[i].splitlines()))
              for i, header in enumerate(headers)]
    room = width - 1 - sum(w + 3 for i, w in enumerate(widest) if i != at) - 3  # borders and padding
    if widest[at] <= room:
        return rows
    return [(*row[:at], name_lines(row[at], max(room, 4)), *row[at + 1:]) for row in rows]


__all__ = ["ALIASES", "BUILTIN", "DESCRIPTIONS", "BUILTIN_ORDER", "cave_title", "find_builtin", "load_cave",
           "name_lines", "names_fitted", "prepare_cave", "session_cave", "unshuffled"]
