"""Game records: JSON that replays a game exactly."""

from __future__ import annotations

import json
import sys
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .actions import Action, action_from_json
from .cave import Cave
from .errors import shown
from .events import Positions
from .game import Game

FORMAT = "wumpus-game-record"
#: version 2 adds ``again`` (a set-up dealt again, with luck of its own); a record without it
#: is still written as version 1, which earlier readers read
VERSION = 2


class RecordError(ValueError):
    """A record that cannot be read: corrupt, foreign, or from a future version."""


def _whole(value: Any, what: str) -> int:
    """A whole number the record holds (written as a number or as its digits), or a RecordError
    that names it."""
    if isinstance(value, int | str) and not isinstance(value, bool):
        try:
            return int(value)
        except ValueError:
            pass
    raise RecordError(f"the record is damaged: its {what} is {shown(value)}, not a whole number")


@dataclass(frozen=True)
class GameRecord:
    cave: Cave
    rules: str
    seed: int
    actions: tuple[Action, ...] = ()
    start: Positions | None = None
    meta: Mapping[str, Any] = field(default_factory=dict)
    #: the times the seed's set-up had been dealt before, each with fresh luck (0: the first)
    again: int = 0

    @classmethod
    def of(cls, game: Game) -> GameRecord:
        if game.seed is None or not game.replayable:
            raise RecordError("a game rolled by a random source of its own cannot be recorded")
        return cls(
            game.cave,
            game.rules.name,
            game.seed,
            tuple(game.actions),
            game.start if game.start_given else None,
            again=game.again,
        )

    def new_game(self) -> Game:
        return Game(self.cave, self.rules, self.seed, start=self.start, again=self.again)

    def __post_init__(self) -> None:
        object.__setattr__(self, "actions", tuple(action_from_json(a) for a in self.actions))

    def replay(self) -> tuple[Game, list[tuple]]:
        """Play the record again: the game, and the events of each action in turn."""
        game = self.new_game()
        return game, [game.apply(action) for action in self.actions]

    # -- JSON ------------------------------------------------------------------
    def to_dict(self) -> dict[str, Any]:
        data: dict[str, Any] = {
            "format": FORMAT,
            "version": VERSION if self.again else 1,
            "rules": self.rules,
            "seed": self.seed,
            "cave": self.cave.to_dict(),
            "actions": [a.to_json() for a in self.actions],
        }
        if self.start is not None:
            s = self.start
            data["start"] = {
                "hunter": s.hunter, "wumpus": s.wumpus, "pits": list(s.pits),
                "bats": list(s.bats), "arrow": s.arrow,
            }
        if self.meta:
            data["meta"] = dict(self.meta)
        if self.again:
            data["again"] = self.again
        return data

    def to_json(self) -> str:
        return json.dumps(self.to_dict(), indent=1)

    @classmethod
    def from_dict(cls, data: Any) -> GameRecord:
        if not isinstance(data, dict) or data.get("format") != FORMAT:
            raise RecordError("not a wumpus game record")
        version = data.get("version")
        if version is None:
            raise RecordError("the record has no format version")
        if type(version) is not int:
            raise RecordError(f"the record is damaged: its format version is {shown(version)}, not a whole number")
        if version < 1:  # the first format was version 1
            raise RecordError(f"the record is damaged: its format version is {version}; versions begin at 1")
        if version > VERSION:
            raise RecordError(f"the record is format version {version}; this wumpus reads up to {VERSION}")
        try:
            from .rules import get_ruleset

            named = str(data["rules"])
            try:
                rules = get_ruleset(named).name
            except KeyError as exc:  # a ruleset this wumpus does not know, in the words that say so
                raise RecordError(f"the record is damaged: {exc.args[0]}") from None
            seed = _whole(data["seed"], "seed")
            if seed < 0:  # no seed is typed so: it would deal the game of the seed without its sign
                raise RecordError(f"the record is damaged: its seed is {seed}; a seed is 0 or more")
            cave = Cave.from_dict(data["cave"])
            if not isinstance(data["actions"], list):
                raise RecordError(f"the record is damaged: its actions are {shown(data['actions'])}, not a list")
            actions = [action_from_json(a) for a in data["actions"]]
            start = None
            if data.get("start") is not None:
                s = data["start"]
                if not isinstance(s, dict):
                    raise RecordError(f"the record is damaged: its set-up ('start') is {shown(s)}, not a table of "
                                      "rooms")
                start = Positions(_whole(s["hunter"], "hunter's room"), _whole(s["wumpus"], "wumpus's room"),
                                  tuple(_whole(p, "pit's room") for p in s["pits"]),
                                  tuple(_whole(b, "bats' room") for b in s["bats"]),
                                  None if s.get("arrow") is None else _whole(s["arrow"], "arrow's room"))
                model = getattr(get_ruleset(rules).place, "model", None)
                problem = model.problem(start) if model is not None else None
                if problem is not None:
                    raise RecordError(f"the record is damaged: its set-up {problem}, a set-up the {rules} "
                                      "rules never deal")
            again = data.get("again", 0)
            if type(again) is not int or again < 0 or (again and start is not None):
                raise RecordError(f"the record is damaged: 'again' is {again!r}")
            meta = data.get("meta") or {}
            if not isinstance(meta, dict):
                raise RecordError(f"the record is damaged: its notes ('meta') are {shown(meta)}, not a table")
            return cls(cave, rules, seed, tuple(actions), start, dict(meta), again)
        except RecordError:
            raise
        except KeyError as exc:
            raise RecordError(f"the record is damaged: it has no {exc.args[0]!r}") from None
        except (TypeError, ValueError, IndexError) as exc:
            raise RecordError(f"the record is damaged: {exc}") from None

    @classmethod
    def from_json(cls, text: str) -> GameRecord:
        text = text.removeprefix("\ufeff")  # the byte-order mark some editors put before the text
        if not text.strip():
            raise RecordError("the record is empty")
        try:
            data = json.loads(text)
        except json.JSONDecodeError as exc:  # said where the text stops being JSON, in words of its own
            raise RecordError(f"the record is not valid JSON (at line {exc.lineno}, column {exc.colno}: "
                              f"{exc.msg[:1].lower()}{exc.msg[1:]})") from None
        except UnicodeDecodeError as exc:
            raise RecordError(f"the record is not valid JSON: {exc}") from None
        except ValueError:  # Python reads no integer of more digits than sys.get_int_max_str_digits()
            raise RecordError(f"the record is damaged: it holds a number of more than "
                              f"{sys.get_int_max_str_digits()} digits") from None
        except RecursionError:
            raise RecordError("the record is damaged: its brackets are nested too deeply to read") from None
        return cls.from_dict(data)
