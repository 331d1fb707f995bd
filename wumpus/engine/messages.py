"""Message catalogs: each ruleset speaks in its own voice.

A catalog maps keys to templates.  An event's key is its class name, refined
by its most telling field (``Percept.pit``, ``GameOver.won``,
``GameOver.lost.pit``); the most specific key present wins.  ``text`` holds
what the original program prints, word for word; ``narration`` holds lines in
the same voice for events the original passes over in silence, which the
full-screen app shows in its log.  Room tuples are joined with the catalog's
``rooms_joiner``.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from . import events as ev
from .actions import NO_ROOM, room_words


def _keys(event: Any) -> tuple[str, ...]:
    name = type(event).__name__
    if isinstance(event, ev.Percept):
        return (f"{name}.{event.hazard}",)
    if isinstance(event, ev.GameOver):
        outcome = "won" if event.won else "lost"
        return (f"{name}.{outcome}.{event.cause}", f"{name}.{outcome}")
    return (name,)


def counted(n: int, word: str) -> str:
    """``1 arrow``, ``5 arrows``: a number and its noun, singular for one."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


@dataclass(frozen=True)
class Messages:
    text: Mapping[str, str]
    narration: Mapping[str, str] = field(default_factory=dict)
    instructions: str = ""
    rooms_joiner: str = " "
    #: templates narration uses in place of ``text`` where the original program's words slip
    #: (``You have 1 arrows``); the line mode keeps the original's words
    amended: Mapping[str, str] = field(default_factory=dict)
    #: the order in which the original program lists each room's tunnels, where its board
    #: orders them otherwise than the cave does (used when the room's tunnels are those rooms)
    listing_order: Mapping[int, tuple[int, ...]] = field(default_factory=dict)

    def listed(self, room: int, tunnels: tuple[int, ...]) -> tuple[int, ...]:
        """``room``'s ``tunnels`` in the order this version lists them to the player: its own board's
        order where it has one for that room (``gentle``), else as given."""
        order = self.listing_order.get(room)
        if order is not None and sorted(order) == sorted(tunnels):
            return tuple(order)
        return tuple(tunnels)

    def _fields(self, event: Any) -> dict[str, Any]:
        fields = event._asdict()
        if isinstance(event, ev.Location):
            fields["tunnels"] = self.listed(event.room, event.tunnels)
        for name, value in fields.items():
            if isinstance(value, tuple) and not isinstance(value, ev.Positions):
                fields[name] = self.rooms_joiner.join(room_words(v) if type(v) is int else str(v) for v in value)
            elif type(value) is int and value <= NO_ROOM:  # the room an arrow was aimed at, typed as no room
                fields[name] = room_words(value)
        if isinstance(fields.get("arrows"), int):
            fields["arrows_counted"] = counted(fields["arrows"], "arrow")
        if isinstance(event, (ev.Revealed, ev.PositionsReset)):
            fields.update(event.positions._asdict())
        return fields

    def _template(self, key: str, narrate: bool) -> str | None:
        """The template for ``key``: the original's words, or (``narrate``) as the full-screen
        game words it; "" where the words are silence, None where there are none."""
        tables = (self.amended, self.text, self.narration) if narrate else (self.text,)
        return next((table[key] for table in tables if key in table), None)

    def render(self, event: Any, *, narrate: bool = False) -> str | None:
        """The event in this ruleset's words, or None where it says nothing."""
        for key in _keys(event):
            template = self._template(key, narrate)
            if template is not None:
                if not template:
                    return None
                fields = self._fields(event)
                if isinstance(event, ev.Location):
                    # the rooms one-way tunnels lead in from, on a line of their own where there are any
                    inward = self._template("Location.inward", narrate) if event.entrances else None
                    fields["inward"] = "\n" + inward.format(**fields) if inward else ""
                return template.format(**fields)
        return None

    def tells(self, key: str, field: str | None = None) -> bool:
        """Whether the full-screen game tells the player of events of this key at all, as
        :meth:`render` words them; given ``field``, whether its words name that field."""
        template = self._template(key, narrate=True) or ""
        return bool(template) if field is None else "{" + field + "}" in template

    def say(self, key: str, **fields: Any) -> str:
        """A fixed text of this ruleset (a prompt, a title, a refusal)."""
        template = self.text.get(key)
        if template is None:
            template = self.narration[key]
        return template.format(**fields) if fields else template

    def has(self, key: str) -> bool:
        return key in self.text or key in self.narration
