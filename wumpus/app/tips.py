"""Short tips for a first game, each at the moment it matters.

Until the player has finished a game (the history is empty) the app offers a
tip at the first warning, at the first chance to shoot (the first smell of the
wumpus) and at the first bat flight.  ``ctrl+t`` turns them off for good (a
marker file in the data folder); once a game is finished they do not come back.
"""

from __future__ import annotations

from wumpus.engine import events as ev
from wumpus.storage import data_dir
from wumpus.storage.atomic import write_text_atomically
from wumpus.storage.history import history_path

#: the moments, in the order a tip about them is worth giving, and what each says
TIPS: dict[str, str] = {
    "warning": "Tip: a warning means a hazard is one tunnel away: [W] the wumpus, [P] a pit, [B] bats. "
               "The map underlines the rooms where you felt one.",
    "shoot": "Tip: the wumpus is one tunnel away. Press s, type the number of each room the arrow flies "
             "through, each with Enter, then Enter again to fire.",
    "bats": "Tip: super bats carried you off. Where you land is chance; the map lights your new room.",
}
#: the same, where the wumpus is smelled further off (``{reach}`` tunnels: a cave's smell distance)
FAR_TIPS: dict[str, str] = {
    "warning": "Tip: a warning means a hazard is near: [W] the wumpus, within {reach} tunnels; [P] a pit or "
               "[B] bats, one tunnel away. The map underlines the rooms where you felt one.",
    "shoot": "Tip: the wumpus is within {reach} tunnels. Press s, type the number of each room the arrow flies "
             "through, each with Enter, then Enter again to fire.",
}
OFF = "Tips are off (ctrl+t turns them on again)."


def tips_off_path():
    return data_dir() / "tips-off"


def first_games() -> bool:
    """True until the player has finished a game and unless tips were turned off."""
    try:
        if tips_off_path().exists():
            return False
        history = history_path()
        return not (history.exists() and history.stat().st_size > 0)
    except OSError:
        return False


def set_tips(on: bool) -> None:
    """Remember the player's choice for the next games (best effort: a read-only disk keeps the default)."""
    try:
        if on:
            tips_off_path().unlink(missing_ok=True)
        else:
            tips_off_path().parent.mkdir(parents=True, exist_ok=True)
            write_text_atomically(tips_off_path(), "tips turned off with ctrl+t\n")
    except OSError:
        pass


class Tips:
    """Which tips were given this session; the tip an event calls for, once each."""

    def __init__(self, on: bool) -> None:
        self.on = on
        self.given: set[str] = set()

    def moments(self, event, can_shoot: bool = True) -> list[str]:
        if isinstance(event, ev.Percept):
            found = ["warning"]
            if event.hazard == ev.WUMPUS and can_shoot:
                found.append("shoot")
            return found
        if isinstance(event, ev.BatSnatch):
            return ["bats"]
        return []

    def for_event(self, event, can_shoot: bool = True, reach: int = 1) -> list[str]:
        """The tips this event brings, not given before (none when tips are off); ``can_shoot``: an
        arrow can be shot now (no tip to shoot one otherwise); ``reach``: how many tunnels away the
        wumpus is smelled."""
        if not self.on:
            return []
        out = []
        for moment in self.moments(event, can_shoot):
            if moment not in self.given:
                self.given.add(moment)
                out.append(FAR_TIPS[moment].format(reach=reach) if reach > 1 and moment in FAR_TIPS
                           else TIPS[moment])
        return out
