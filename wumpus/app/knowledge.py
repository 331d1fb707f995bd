"""What the player knows, and how the screens show it: no Textual here.

:class:`Knowledge` follows a game's events and keeps what the player has
learned (the rooms visited, where a warning was felt, where the arrow lies).
From it and the game come the log's lines (:func:`log_lines`), the map's
room roles (:func:`room_roles`) and the animation frames of a turn
(:func:`frames_for`).  The game screen, the replay screen and ``wumpus
watch`` all read the game through this one module.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass, field

from wumpus.engine import Cave, Game, Move, Shoot
from wumpus.engine import events as ev

#: seconds between animation frames
FRAME = 0.12

#: how each warning is shown: tag (readable without colour), theme colour
WARNING_LOOK = {
    ev.WUMPUS: ("[W]", "$text-error"),
    ev.PIT: ("[P]", "$text-warning"),
    ev.BATS: ("[B]", "$text-primary"),
}

#: the map's picture of a moment: each room's role, and the roles of some tunnels
Roles = tuple[dict[int, str], dict[tuple[int, int], str]]

#: the log's line kind for events that are not plain (warnings and endings are worked out)
_EVENT_KIND: tuple[tuple[tuple[type, ...], str], ...] = (
    ((ev.FellInPit, ev.Eaten, ev.WumpusDropped, ev.ShotSelf, ev.OutOfArrows, ev.Exhausted,
      ev.TermitesAteArrow), "danger"),
    ((ev.WumpusHit,), "good"),
    ((ev.BatSnatch, ev.WumpusCarried, ev.BatsMigrated), "bats"),
)


@dataclass
class Knowledge:
    """What the player has seen of the cave so far."""

    visited: set[int] = field(default_factory=set)
    warned: set[int] = field(default_factory=set)
    arrow_seen: int | None = None

    @classmethod
    def at_start(cls, game: Game) -> Knowledge:
        return cls({game.hunter})

    def learn(self, events: Iterable) -> None:
        """Take in what these events showed the player."""
        felt = False
        entered: int | None = None  # the room last entered
        for event in events:
            if isinstance(event, ev.Entered):
                if felt and entered is not None:
                    self.warned.add(entered)  # a warning given on the way (gentle's, before its bats struck)
                felt = False
                entered = event.room
                self.visited.add(event.room)
            elif isinstance(event, ev.Percept):
                felt = True
            elif isinstance(event, ev.Location):
                if felt:
                    self.warned.add(event.room)
                felt = False
            elif isinstance(event, ev.ArrowLanded):
                self.arrow_seen = event.room
            elif isinstance(event, ev.ArrowPickedUp):
                self.arrow_seen = None


def listed_tunnels(game: Game) -> tuple[int, ...]:
    """The tunnels from the hunter's room in the order the ruleset lists them to the player: its
    board's own order where it has one for this room (``gentle``), else the cave's.  Keys 1 2 3
    follow this order, as the ruleset's "Tunnels lead to" line does."""
    return game.messages.listed(game.hunter, game.tunnels)


def turn_line(game: Game, action) -> str:
    """The log's heading for ``action``, just played in ``game``: ``— 3. shoot 2 3 —``, numbered as
    the Turn counter counts (moves and shots); a reset or a cheat is no turn, and has no number."""
    if isinstance(action, Move | Shoot):
        return f"— {game.turns}. {action.describe()} —"
    return f"— {action.describe()} —"


def log_line(event, messages) -> tuple[str, str] | None:
    """One event in the ruleset's words, and the kind of line it makes (None when it says nothing)."""
    text = messages.render(event, narrate=True)
    if not text:
        return None
    if isinstance(event, ev.Percept):
        tag, _ = WARNING_LOOK.get(event.hazard, ("[!]", ""))
        return f"{tag} {text}", (f"warning-{event.hazard}" if event.hazard in WARNING_LOOK else "danger")
    if isinstance(event, ev.GameOver):
        return f"{'★' if event.won else '☠'} {text}", ("won" if event.won else "lost")
    for kinds, kind in _EVENT_KIND:
        if isinstance(event, kinds):
            return text, kind
    return text, "plain"


def log_lines(events: Iterable, messages) -> list[tuple[str, str]]:
    """The log's lines for these events, in order."""
    return [line for line in (log_line(event, messages) for event in events) if line is not None]


def room_roles(game: Game, known: Knowledge) -> Roles:
    """The map as the player may see it: what they know while the game is on, everything at its end."""
    rooms: dict[int, str] = {}
    edges: dict[tuple[int, int], str] = {}
    for room in known.visited:
        rooms[room] = "visited"
    for room in known.warned:
        rooms[room] = "warned"
    if game.over:
        for room in game.bats:
            rooms[room] = "bats"
        for room in game.pits:
            rooms[room] = "pit"
        rooms[game.wumpus] = "wumpus"
        rooms[game.hunter] = "hunter" if game.won else "dead"
        if game.won:
            rooms[game.wumpus] = "dead"
        return rooms, edges
    for room in game.tunnels:
        rooms[room] = "tunnel-warned" if room in known.warned else "tunnel"
        edges[(game.hunter, room)] = "tunnel-line"
    if known.arrow_seen is not None:
        rooms[known.arrow_seen] = "lying-arrow"
    rooms[game.hunter] = "hunter"
    return rooms, edges


def flight_path(cave: Cave, origin: int, room: int) -> list[int]:
    """Rooms on a shortest route from origin to room (tunnels either way): the bats' flight."""
    links = cave.link_sets
    previous: dict[int, int | None] = {origin: None}
    queue = deque([origin])
    while queue:
        here = queue.popleft()
        if here == room:
            break
        for nxt in sorted(links[here]):
            if nxt not in previous:
                previous[nxt] = here
                queue.append(nxt)
    if room not in previous:
        return [origin, room]
    route = [room]
    while previous[route[-1]] is not None:
        route.append(previous[route[-1]])  # type: ignore[arg-type]
    return route[::-1]


def _told(rules, event) -> bool:
    """Whether ``rules`` tell the player which room ``event`` took the arrow to (no rules: they do)."""
    return rules is None or rules.messages.tells(type(event).__name__, "room")


def frames_for(cave: Cave, events: Iterable, hunter: int, before: Roles, rules=None) -> list[Roles]:
    """A turn's animation over the map before it: the arrow room by room, the bats' flight room by room,
    an earthquake's tremor.  Where ``rules`` keep from the player where an arrow veered off the rooms
    they named, the arrow is shown up to there and no further."""
    rooms_before, edges_before = before
    frames: list[Roles] = []
    trail = [hunter]
    astray = False
    for event in events:
        if isinstance(event, (ev.ArrowDeflected, ev.ArrowRicocheted)) and not _told(rules, event):
            astray = True
        if isinstance(event, ev.ArrowEntered) and astray and not _told(rules, event):
            continue
        if isinstance(event, ev.ArrowEntered):
            trail.append(event.room)
            rooms = dict(rooms_before)
            edges = dict(edges_before)
            for a, b in zip(trail, trail[1:], strict=False):
                edges[(a, b)] = "arrow-line"
            for room in trail[1:-1]:
                rooms[room] = "path"
            rooms[event.room] = "arrow"
            frames.append((rooms, edges))
        elif isinstance(event, ev.BatSnatch):
            base = {room: role for room, role in rooms_before.items() if role not in ("hunter", "tunnel")}
            for room in flight_path(cave, event.origin, event.room):
                rooms = dict(base)
                rooms[room] = "bat"
                frames.append((rooms, {}))
        elif isinstance(event, ev.Earthquake):
            # the whole cave trembles; where the pits went stays hidden
            shaken = {room: "path" for room in cave.rooms}
            frames += [(shaken, {}), (dict(rooms_before), dict(edges_before))] * 2
    return frames


def revealed(game: Game, roles: Roles) -> Roles:
    """The map with every hazard shown (for the watcher of a finished game), the hunter kept on top."""
    rooms, edges = dict(roles[0]), roles[1]
    if not game.over:
        hazards = [(r, "bats") for r in game.bats] + [(r, "pit") for r in game.pits] + [(game.wumpus, "wumpus")]
        for room, role in hazards:
            if rooms.get(room) != "hunter":
                rooms[room] = role
    return rooms, edges


__all__ = [
    "FRAME", "Knowledge", "Roles", "WARNING_LOOK", "flight_path", "frames_for", "listed_tunnels", "log_line", "log_lines",
    "revealed",
    "room_roles", "turn_line",
]
