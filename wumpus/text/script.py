"""Playing from a list of lines: what the tests and the golden transcripts use."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from wumpus.engine import DODECAHEDRON, Cave, Game

from .dialogues import dialogue_for
from .lines import Setups


class Script:
    """Answers prompts from a list of lines and keeps a transcript that reads like
    a terminal session: each prompt followed by the answer typed to it."""

    def __init__(self, lines: Iterable[str]) -> None:
        self._lines = iter(lines)
        self._out: list[str] = []
        self.answered = 0

    def read(self, prompt: str) -> str:
        self._out.append(prompt)
        try:
            line = next(self._lines)
        except StopIteration:
            raise EOFError from None
        self.answered += 1
        self._out.append(line + "\n")
        return line

    def write(self, text: str) -> None:
        self._out.append(text)

    @property
    def transcript(self) -> str:
        return "".join(self._out)


def play_script(
    lines: Iterable[str],
    rules: str = "classic",
    seed: int | None = None,
    *,
    cave: Cave = DODECAHEDRON,
    new_game: Callable[[], Game] | None = None,
) -> str:
    """Play ``lines`` as the player's input; the transcript."""
    script = Script(lines)
    new_game = new_game or Setups(cave, rules, seed)
    dialogue_for(rules)(new_game, script.read, script.write).run()
    return script.transcript
