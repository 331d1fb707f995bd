"""Each ruleset's dialogue: its prompts, commands and page layout.

``classic`` is Yob's 1973 listing (seed 004), ``teaching`` the course
program's transcript (seed 001), ``gentle`` the blog version (seed 000);
``spec`` and ``tournament`` share one plain dialogue in their own words.
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from decimal import Decimal

from wumpus.caves import cave_title
from wumpus.engine import DODECAHEDRON, Cheat, Game, IllegalAction, Move, Positions, Reset, Shoot
from wumpus.engine import events as ev
from wumpus.engine.actions import NO_ROOM
from wumpus.numbers import WHOLE

from .lines import (
    LineGame, Quit, parse_basic_number, parse_int, parse_ints, refusal_to_shoot,
    split_command,
)


class Classic(LineGame):
    """Yob's listing: INSTRUCTIONS, then games that end with SAME SET-UP."""

    goodbye = "GOODBYE"
    #: what BASIC's INPUT printed when a number was wanted and something else came
    redo = "?REDO FROM START"
    #: an answer to SHOOT OR MOVE that prints the instructions again (None: asked again, as the listing does)
    help_answer: str | None = None

    def prompt(self, key: str) -> str:
        # Each prompt is PRINTed with a trailing ";" and INPUT adds "?": the answer follows
        # it at once, as in the listing's sample run ("WHERE TO?1").
        return self.text(key) + "?"

    def play(self) -> None:
        game = self.start()
        going_on = self.resumed
        if not going_on:
            if self.ask(self.prompt("prompt.instructions")).upper() != "N":
                self.say(self.messages.instructions)
            self.say(self.text("banner"))
        while True:
            self.play_game(game, going_on)
            going_on = False
            # The printed listing (lines 610-620) has Y and N the wrong way round:
            # Y keeps the set-up, anything else draws a new one.
            if self.ask(self.prompt("prompt.same_setup")).upper() == "Y":
                game = self.start(game.same_setup())
            else:
                game = self.start()

    def play_game(self, game: Game, going_on: bool = False) -> None:
        """One game; ``going_on``: a game under way, shown where it stands without the title."""
        if not going_on:
            self.say(self.text("title"))
        self.show_status(game.look())
        while not game.over:
            # Lines 2530-2560 as meant rather than as printed: S shoots, M moves,
            # anything else is asked again.
            choice = self.ask(self.prompt("prompt.action")).upper()
            if choice == "S":
                self.show(self.shoot(game))
            elif choice == "M":
                self.show(self.move(game))
            elif choice == self.help_answer:
                self.say(self.messages.instructions)

    def show_status(self, status: Sequence) -> None:
        # GOSUB 2000: a blank line, the warnings, the room and its tunnels, a blank line.
        self.say()
        super().show_status(status)
        self.say()

    def number(self, prompt: str) -> int | Decimal:
        """BASIC's numeric INPUT: any number it can read ("4.0", "1E1" and ".5" too), asked for
        again with ?REDO FROM START until one comes."""
        answer = self.ask(prompt)
        while (value := parse_basic_number(answer)) is None:
            self.say(self.redo)
            answer = self.ask("?")
        return value

    def move(self, game: Game) -> tuple:
        while True:
            room = self.number(self.prompt("prompt.where"))
            if isinstance(room, Decimal):
                # no room has this number, yet it passes line 4040's check when it lies between
                # the first room and the last: no tunnel leads to it (4100)
                rooms = game.cave.rooms
                if rooms[0] <= room <= rooms[-1]:
                    self.write(game.messages.text.get("illegal.not_a_tunnel", ""))
                continue
            try:
                return game.apply(Move(room))
            except IllegalAction as refusal:
                # "NOT POSSIBLE -" is PRINTed with a trailing ";": WHERE TO follows on its line.
                self.write(refusal.text)

    def shoot(self, game: Game) -> tuple:
        count: int | Decimal = 0
        while not 1 <= count <= game.rules.max_path:
            count = self.number(self.prompt("prompt.rooms"))
        # FOR K=1 TO J9 asks for the rooms up to the whole number at or below J9
        count = math.floor(count)
        path: list[int] = []
        # a room number with a fraction (or of more digits than any room's) names no room: the
        # arrow finds no tunnel to it and flies on at random, as to any other number that is no
        # room; each such number stands in as a whole number none typed can be, equal only to
        # itself for line 3100's check
        stand_ins: dict[Decimal, int] = {}
        while len(path) < count:
            room = self.number(self.prompt("prompt.room"))
            if isinstance(room, Decimal):
                room = stand_ins.setdefault(room, NO_ROOM - len(stand_ins))
            try:
                game.check_path_prefix([*path, room])
            except IllegalAction as refusal:
                if refusal.text:
                    self.say(refusal.text)
                continue
            path.append(room)
        return game.apply(Shoot(path))


class YobVariant(Classic):
    """The rulesets built on Yob's listing (``fiend``, ``wump3``): its dialogue, with ``?`` for the rules."""

    help_answer = "?"


class Teaching(LineGame):
    """The course program: numbered prompts and one-letter commands."""

    goodbye = "Exiting Program ..."

    def play(self) -> None:
        game = self.start()
        #: the next move's number: every well-formed M and S command counts, even one the rules refuse
        #: (a game under way counts the moves and shots it has made)
        self.move_number = 1 + (game.turns if self.resumed else 0)
        if self.resumed:
            kept = parse_int(self.resumed_notes.get("move_number", ""))
            if kept is not None and kept >= self.move_number:  # refused commands counted too
                self.move_number = kept
        self.show_status(game.look())
        while not game.over:
            command, rest = split_command(self.ask(self.text("prompt.move", n=self.move_number)))
            handler = self.commands.get(command, Teaching.invalid)
            self.show(handler(self, game, rest))
        self.say()
        self.say(self.text("quit"))

    def kept_notes(self) -> dict[str, str]:
        # the next move's number: it counts refused commands, which the game does not record
        return {"move_number": str(self.move_number)}

    def show_status(self, status: Sequence) -> None:
        # "You are in room 3. You hear rustling of bat wings." then a blank line.
        words = [self.render(e) for e in status if isinstance(e, ev.Location)]
        words += [self.render(e) for e in status if isinstance(e, ev.Percept)]
        self.say(" ".join(w for w in words if w))
        self.say()

    def refuse(self, game: Game, refusal: IllegalAction) -> tuple:
        self.say(refusal.message)
        return game.look()

    def invalid(self, game: Game, rest: str) -> tuple:
        self.say(self.text("illegal.command"))
        return game.look()

    def move(self, game: Game, rest: str) -> tuple:
        room = parse_int(rest)
        if room is None:
            return self.invalid(game, rest)
        self.move_number += 1
        try:
            return game.apply(Move(room))
        except IllegalAction as refusal:
            return self.refuse(game, refusal)

    def shoot(self, game: Game, rest: str) -> tuple:
        refusal = refusal_to_shoot(game)
        if refusal is not None:
            self.move_number += 1
            return self.refuse(game, refusal)
        answer = rest or self.ask(self.text("prompt.shoot"))
        numbers = parse_ints(answer)
        if not numbers or len(numbers) - 1 != numbers[0]:
            return self.invalid(game, answer)
        self.move_number += 1
        try:
            return game.apply(Shoot(numbers[1:]))
        except IllegalAction as refusal:
            return self.refuse(game, refusal)

    def reset(self, game: Game, rest: str) -> tuple:
        self.say(self.text("prompt.reset_note"))
        rooms = game.cave.rooms
        self.say(self.text("prompt.reset", first=min(rooms), last=max(rooms)))
        numbers = parse_ints(rest or self.ask(""))
        if numbers is None or len(numbers) != 7:
            return self.invalid(game, rest)
        player, wumpus, bats1, bats2, pit1, pit2, arrow = numbers
        try:
            events = game.apply(Reset(Positions(player, wumpus, (pit1, pit2), (bats1, bats2),
                                                None if arrow == -1 else arrow)))
        except IllegalAction as refusal:
            return self.refuse(game, refusal)
        self.say()  # the program leaves a blank line after the positions it took
        return events

    def cheat(self, game: Game, rest: str) -> tuple:
        try:
            (revealed,) = game.apply(Cheat())
        except IllegalAction as refusal:
            return self.refuse(game, refusal)
        p = revealed.positions
        arrow = -1 if p.arrow is None else p.arrow
        self.say(self.text("cheat.header"))
        self.say(self.messages.text["cheat.row"].format(p.hunter, p.wumpus, *p.bats, *p.pits, arrow))
        self.say()
        return game.look()

    def directions(self, game: Game, rest: str) -> tuple:
        self.say(self.cave_map(game))
        self.say(self.messages.instructions)
        return game.look()

    def print_map(self, game: Game, rest: str) -> tuple:
        self.say(self.cave_map(game))
        return game.look()

    def cave_map(self, game: Game) -> str:
        """The program's drawing of its own cave; any other cave, or its rooms renumbered, as its tunnels.
        Either ends with a line break, so a blank line parts it from what follows, as in the program."""
        cave = game.cave
        if cave.exit_sets == DODECAHEDRON.exit_sets:
            return self.text("map")
        width = len(str(max(cave.rooms)))
        lines = [f"The tunnels of the {cave_title(cave)} cave, room by room:"]
        lines += [f"  {room:>{width}}: {' '.join(str(t) for t in cave.exits[room])}" for room in cave.rooms]
        return "\n".join(lines) + "\n"

    def exit(self, game: Game, rest: str) -> tuple:
        self.say(self.text("quit"))
        raise Quit

    commands = {"M": move, "S": shoot, "R": reset, "C": cheat, "D": directions, "P": print_map, "X": exit}


class Gentle(LineGame):
    """The blog version: Shoot, Move, Help or Quit; one game, then the program ends."""

    goodbye = "Good Bye."
    hints = {"number": "Please type a number.", "long": "No cave has a number that long."}

    def play(self) -> None:
        game = self.start()
        if not self.resumed:
            self.say(self.text("title"))
        self.show_status(game.look())
        while not game.over:
            self.show(self.turn(game))

    def number(self, prompt: str) -> int:
        while (value := parse_int(answer := self.ask(prompt))) is None:
            self.hint("long" if WHOLE.fullmatch(answer.strip()) else "number")  # more digits than are read
        return value

    def turn(self, game: Game) -> tuple:
        while True:
            action = self.ask(self.text("prompt.action")).lower()
            if action == "m":
                try:
                    return game.apply(Move(self.number(self.text("prompt.where"))))
                except IllegalAction as refusal:
                    self.say(refusal.text or refusal.message)  # "Where?", then the question again
            elif action == "s":
                refusal = refusal_to_shoot(game)
                if refusal is not None:
                    self.say(refusal.text or refusal.message)
                    continue
                count = -1
                while not 0 <= count <= game.rules.max_path:
                    count = self.number(self.text("prompt.rooms"))
                if count == 0:
                    return game.look()
                path = [self.number(self.text("prompt.room", n=k)) for k in range(1, count + 1)]
                try:
                    return game.apply(Shoot(path))
                except IllegalAction as refusal:
                    self.say(refusal.message)
            elif action == "h":
                self.say(self.messages.instructions)
                return game.look()
            elif action == "q":
                self.say(self.text("quit"))
                raise Quit


class Plain(LineGame):
    """``spec`` and ``tournament``: move or shoot, with help, quit and play again."""

    #: per ruleset, the hints for answers that cannot be understood
    voices = {
        "spec": {
            "intro": "Type H for instructions or Q to quit.",
            "action": "Type M to move, S to shoot, H for instructions or Q to quit.",
            "where": "Type the number of a cave next to yours, or press Enter to choose again.",
            "path": "Type 1 to {longest} cave numbers, such as 2 3 4, or press Enter to choose again.",
            "yes_no": "Please answer Y or N.",
        },
        "tournament": {
            "intro": "TYPE H FOR INSTRUCTIONS OR Q TO QUIT.",
            "action": "TYPE M TO MOVE, S TO SHOOT, H FOR INSTRUCTIONS OR Q TO QUIT.",
            "where": "TYPE THE NUMBER OF AN EXIT, OR PRESS ENTER TO CHOOSE AGAIN.",
            "path": "TYPE 1 TO {longest} ROOM NUMBERS, SUCH AS 2 3 4, OR PRESS ENTER TO CHOOSE AGAIN.",
            "yes_no": "PLEASE ANSWER Y OR N.",
        },
    }
    actions = {
        "M": "move", "MOVE": "move", "S": "shoot", "SHOOT": "shoot",
        "H": "help", "HELP": "help", "?": "help", "Q": "quit", "QUIT": "quit",
    }

    def start(self, game: Game | None = None) -> Game:
        game = super().start(game)
        self.hints = self.voices.get(game.rules.family, self.voices["spec"])
        return game

    def play(self) -> None:
        game = self.start()
        if not self.resumed:
            self.say(self.text("title"))
            self.hint("intro")
        while True:
            self.show_status(game.look())
            while not game.over:
                self.show(self.turn(game))
            if not self.yes(self.text("prompt.again")):
                self.say(self.text("quit"))
                return
            game = self.start()

    def show_status(self, status: Sequence) -> None:
        self.say()
        super().show_status(status)
        self.say()

    def yes(self, prompt: str) -> bool:
        while True:
            answer = self.ask(prompt).upper()
            if answer in ("Y", "YES"):
                return True
            if answer in ("N", "NO", "Q", "QUIT"):
                return False
            self.hint("yes_no")

    def turn(self, game: Game) -> tuple:
        line = None
        while True:
            word, rest = split_command(self.ask(self.text("prompt.action")) if line is None else line)
            line = None
            action = self.actions.get(word)
            if action == "move":
                events = self.move(game, rest)
            elif action == "shoot":
                events = self.shoot(game, rest)
            elif action == "help":
                self.say(self.messages.instructions.rstrip("\n"))
                return game.look()
            elif action == "quit":
                self.say(self.text("quit"))
                raise Quit
            else:
                self.hint("action")
                continue
            if isinstance(events, str):
                line = events  # a command typed where a room was asked for: it is taken as one
            elif events is not None:
                return events

    def another_command(self, answer: str) -> bool:
        """Whether an answer typed where rooms were asked for is a command instead (``M 5``, ``Q``)."""
        return parse_int(answer) is None and split_command(answer)[0] in self.actions

    def move(self, game: Game, answer: str) -> tuple | str | None:
        """Ask until a move is made; None if the player gives up with an empty answer, or the line
        typed when it is another command."""
        while True:
            if not answer:
                answer = self.ask(self.text("prompt.where"))
                if self.another_command(answer):
                    return answer
            if not answer:
                return None
            room = parse_int(answer)
            if room is None:
                self.hint("where")
            else:
                try:
                    return game.apply(Move(room))
                except IllegalAction as refusal:
                    self.say(refusal.message)
            answer = ""

    def shoot(self, game: Game, answer: str) -> tuple | str | None:
        refusal = refusal_to_shoot(game)
        if refusal is not None:
            self.say(refusal.message)
            return None
        while True:
            if not answer:
                answer = self.ask(self.text("prompt.path"))
                if self.another_command(answer):
                    return answer
            if not answer:
                return None
            path = parse_ints(answer)
            if not path:
                self.say(self.hints["path"].format(longest=game.rules.max_path))
            else:
                try:
                    return game.apply(Shoot(path))
                except IllegalAction as refusal:
                    self.say(refusal.message)
            answer = ""


DIALOGUES: dict[str, type[LineGame]] = {
    "classic": Classic,
    "teaching": Teaching,
    "gentle": Gentle,
    "spec": Plain,
    "tournament": Plain,
    "fiend": YobVariant,
    "wump3": YobVariant,
}


def dialogue_for(rules: str) -> type[LineGame]:
    """The dialogue a ruleset speaks in line mode (the plain one for any other ruleset)."""
    return DIALOGUES.get(rules.partition("+")[0], Plain)
