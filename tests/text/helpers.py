"""Playing the line mode in-process from a list of lines."""

from __future__ import annotations

import io
from collections import deque
from collections.abc import Callable, Iterable

from wumpus.engine import DODECAHEDRON, Game, Positions, ScriptedRandom
from wumpus.text import Script, dialogue_for
from wumpus.text.lines import Setups


def session(lines: Iterable[str], rules: str = "classic", seed: int | None = 1, *,
            new_game: Callable[[], Game] | None = None) -> tuple[int, str, Script]:
    """Play ``lines``; the exit status, the transcript and the script."""
    script = Script(lines)
    new_game = new_game or Setups(DODECAHEDRON, rules, seed)
    status = dialogue_for(rules)(new_game, script.read, script.write).run()
    return status, script.transcript, script


def play(lines: Iterable[str], rules: str = "classic", seed: int | None = 1, **kwargs) -> str:
    return session(lines, rules, seed, **kwargs)[1]


def games(*made: Game) -> Callable[[], Game]:
    """A new-game function that hands out these games in turn."""
    queue = deque(made)
    return queue.popleft


def set_up(rules: str, start: Positions, draws=()) -> Game:
    return Game(DODECAHEDRON, rules, rng=ScriptedRandom(draws), start=start)


def collapse(text: str) -> str:
    """Whitespace-insensitive form: every run of whitespace becomes one space."""
    return " ".join(text.split())


def shortest_path(game: Game, target: int) -> list[int]:
    """The rooms an arrow flies through from the hunter to ``target`` by the shortest way."""
    exits = game.cave.exits
    back = {game.hunter: None}
    queue = deque([game.hunter])
    while queue:
        room = queue.popleft()
        for t in exits[room]:
            if t not in back:
                back[t] = room
                queue.append(t)
    path = [target]
    while back[path[-1]] != game.hunter:
        path.append(back[path[-1]])
    return path[::-1]


#: what the line mode says on standard error when it keeps an unfinished game
KEPT = "wumpus: your game is kept: 'wumpus text --resume' (or 'wumpus --resume') goes on with it\n"


def cli_session(monkeypatch, capsys, args, lines, *, terminal=True):
    """``wumpus text ARGS`` with LINES as its input, the player at a terminal or not; status, stdout, stderr."""
    from wumpus.cli import main

    monkeypatch.setattr("wumpus.text.cli._at_terminal", lambda: terminal)
    monkeypatch.setattr("sys.stdin", io.StringIO("".join(f"{line}\n" for line in lines)))
    status = main(["text", *args])
    out, err = capsys.readouterr()
    return status, out, err
