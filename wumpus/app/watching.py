"""The app ``wumpus watch`` runs: a bot plays the game through the same calls, map and messages as a person.

The bot decides on a thread of its own, so the screen and its keys never wait for it: a bot that thinks
for long is shown thinking, one that never answers can still be left with q or Ctrl-C, and one that fails
(it raises, exits, or answers what the game cannot play) is stopped with one line saying how.
"""

from __future__ import annotations

import threading
import time

from textual import on
from textual.binding import Binding
from textual.message import Message

from wumpus.bots import Move, Shoot, bot_factory, observe
from wumpus.bots.guard import ProcessEnding
from wumpus.bots.play import MAX_ACTIONS, move_result, numbering, shot_result

from .knowledge import FRAME
from .main import WumpusApp
from .watch import FASTEST, SPEEDS, speed_text

PACE = Binding.Group("Speed", compact=True)
#: seconds a decision may take before the screen says the bot is still thinking
SLOW = 2.0
#: the longest reason of a bot's shown in the log
REASON_CHARS = 200
#: the player's commands, which are not the watcher's: the bot walks and shoots, and the game under way is
#: not the player's to go on with (nor is it kept to come back to); the help lists n, t and q among the
#: watcher's keys, as they do here
PLAYERS_COMMANDS = frozenset({"tunnel(1)", "move_to", "shoot", "load_saved", "toggle_tips", "new_game", "stats", "quit"})
#: the keys that drive the bot, or deal it a game: dimmed once it has failed
BOT_KEYS = ("pause", "step", "faster", "slower", "new_game", "replay")


def failure_line(exc: BaseException) -> str:
    """How a bot failed, in one line, as ``wumpus tournament`` says it: ``ValueError: boom``."""
    if isinstance(exc, ProcessEnding):
        return f"it called os._exit({exc.status}), which would have ended the program"
    text = " ".join(str(exc).split())
    if len(text) > 200:
        text = text[:199] + "…"
    return f"{type(exc).__name__}: {text}" if text else type(exc).__name__


def pace_text(speed: float) -> str:
    """The pace in the title, short: turns a second, or a turn every so many seconds where that reads better
    (``--delay 3`` reads ``1 turn/3 s``, not ``0.333333 turns/s``)."""
    if speed < 1 and len(f"{speed:g}") > 4:
        return f"1 turn/{1 / speed:.4g} s"
    return f"{round(speed, 2):g} turns/s"


class WatchApp(WumpusApp):
    """The game, played by a bot: space pauses, ``.`` plays one turn, ``+`` and ``-`` change the speed."""

    keeps_records = False  # the bot's games are not the player's: no saves, no history
    player_plays = False  # the keys and clicks that walk and shoot are the bot's
    who = "The bot"  # won or lost

    BINDINGS = [
        Binding("space", "pause", "Pause"),
        Binding("full_stop", "step", "Step", key_display="."),
        Binding("plus,equals_sign", "faster", "Faster", key_display="+", group=PACE),
        Binding("minus", "slower", "Slower", key_display="-", group=PACE),
        # nothing of the player's to lose: Ctrl-C quits at once, whatever is on screen
        Binding("ctrl+c", "quit", "Quit", show=False, priority=True),
    ]

    class Answered(Message):
        """The bot's answer for game number ``deal``, or how it failed, and the bot that answered (made
        for that game): posted from the bot's thread."""

        def __init__(self, deal: int, answer: object, failed: BaseException | None, bot: object) -> None:
            super().__init__()
            self.deal = deal
            self.answer = answer
            self.failed = failed
            self.bot = bot

    def _carried_off(self) -> None:
        """The bot plays from where the bats drop it: the watcher's keys are theirs to use at any time."""
        self._turn_done()

    def __init__(self, bot: str, speed: float, **options) -> None:
        options.setdefault("splash", False)
        self.make_bot = bot_factory(bot)
        self.bot_name = bot
        self.bot = self.make_bot(options.get("seed"))
        #: the seed the bot in hand was made from, while it has played no game: as a tournament does, each
        #: game is played by a bot made from the game's own seed, so ``--seed`` with that seed plays it again
        self._unplayed_bot_seed: tuple[int | None] | None = (options.get("seed"),)
        self.speed = speed
        self.paused = False
        self._turn_timer = None
        self._where = ""
        self.observation = None
        #: how the bot failed, in one line (``ValueError: boom``); None while it has not.  It plays no more.
        self.failure: str | None = None
        self._deal = 0  # counts the games begun: an answer about an earlier one is dropped
        self._fresh = False  # the bot hears new_game() before its next decision
        self._asked_at: float | None = None  # when the decision under way was asked for
        self._forced = False  # the decision under way was asked for with "." and is played as it comes
        self._held: tuple[object] | None = None  # an answer that came while the bot was paused
        self._said_slow = False  # the log said, this game, that the bot takes its time
        self._reason: object = None  # what the bot gave as its reason for the answer being played
        self._answers = 0  # the bot's answers in this game, refused ones too
        super().__init__(**options)

    def on_mount(self) -> None:
        super().on_mount()
        self._set_speed(self.speed)
        self.set_interval(0.5, self._still_thinking)

    @property
    def delay(self) -> float:
        """Seconds between the bot's turns."""
        return 1 / self.speed

    @property
    def frame_seconds(self) -> float:
        """The arrow and the bats fly faster when the bot plays fast."""
        return min(FRAME, max(0.01, self.delay / 5))

    @property
    def thinking(self) -> bool:
        """True while the bot has been asked for a turn and has not answered."""
        return self._asked_at is not None

    def _set_speed(self, speed: float) -> None:
        self.speed = speed
        if self._turn_timer is not None:
            self._turn_timer.stop()
        self._turn_timer = self.set_interval(max(self.delay, 1 / FASTEST), self._bot_turn)
        self._show_title()

    def _show_title(self) -> None:
        state = pace_text(self.speed)  # short: the header has the rules, cave and seed to show as well
        if self.failure is not None:
            state = "stopped: it failed"
        elif self.paused:
            state = f"paused at {pace_text(self.speed)}"
        elif self._asked_at is not None and (waited := time.monotonic() - self._asked_at) >= SLOW:
            state = f"still thinking ({waited:.0f} s)"
        self.sub_title = f"{self.bot_name} {state} · {self._where}"

    def _still_thinking(self) -> None:
        """While a decision takes long, the title counts the seconds (and the log says so once a game)."""
        if self._asked_at is None or time.monotonic() - self._asked_at < SLOW:
            return
        self._show_title()
        if not self._said_slow and self._game_ready:
            self._said_slow = True
            self.say(f"The bot is still thinking (over {SLOW:g} s for this turn); q quits at any time.", "note")

    def _begin(self) -> None:
        super()._begin()
        self._where = self.sub_title
        self._deal += 1
        self._fresh, self._held, self._said_slow = True, None, False  # new_game() comes before its next act()
        self._answers = 0  # the bot's answers in this game, refused ones too
        self.observation = observe(self.game, self.game.look())
        self._show_title()
        self.say(f"The {self.bot_name} bot is playing: space pauses it, . plays one turn, "
                  "+ and - change its speed, b and h show the notes and a hint, q quits.", "note")

    def keys_guide(self) -> str:
        """The help page's keys: the watcher's, not the player's (who walks and shoots here is the bot)."""
        from .commands import OTHER_KEYS, keys_help
        from .screens import MAP_HELP

        watching = ("Watching", (
            ("[b]space[/b]", ("pause the bot, or let it play on",)),
            ("[b].[/b]", ("the bot plays one turn, then waits",)),
            ("[b]+ -[/b]", ("faster or slower (the title shows the speed)",)),
            ("[b]n[/b]", ("a new game, for a bot made afresh from the game's seed",
                          "(--seed and the seed in the title watch it again)")),
            ("[b]t[/b]", ("your statistics: your own games, none of the bot's",)),
            ("[b]q[/b]", ("quit",)),
            *((keys, (words,)) for after, keys, words in OTHER_KEYS if after == "quit"),  # Ctrl+P, PgUp PgDn
        ))
        return keys_help([watching], leave_out=PLAYERS_COMMANDS) + MAP_HELP

    def keys_line(self) -> str | None:
        """None: the keys that walk and shoot are the bot's (the line on the watcher's keys follows)."""
        return None

    def action_faster(self) -> None:
        quicker = [s for s in SPEEDS if s > self.speed * 1.001]
        self._change_speed(quicker[0] if quicker else self.speed)

    def action_slower(self) -> None:
        slower = [s for s in SPEEDS if s < self.speed / 1.001]
        self._change_speed(slower[-1] if slower else self.speed)

    def _change_speed(self, speed: float) -> None:
        if speed != self.speed:
            self._set_speed(speed)
        limit = ""
        if speed >= SPEEDS[-1]:
            limit = " (as fast as it goes)"
        elif speed <= SPEEDS[0]:
            limit = " (as slow as it goes)"
        self.notify(f"Speed: {speed_text(speed)}{limit}", timeout=1.5)

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action in ("tunnel", "move_to", "shoot", "digit", "enter_room"):
            return False  # the bot plays (player_plays): the keys are its
        if action in BOT_KEYS and self.failure is not None:
            return None  # shown dimmed: the bot plays no more
        return super().check_action(action, parameters)

    @property
    def deals_new_games(self) -> bool:
        """No game is dealt to a bot that has failed: it plays no more."""
        return self.failure is None

    def action_quit(self) -> None:
        self.exit(return_code=2 if self.failure is not None else 0)

    def action_pause(self) -> None:
        if self._game_over_said():
            return
        self.paused = not self.paused
        self.notify("Paused: space to go on" if self.paused else "Going on", timeout=1.5)
        self._show_title()

    def action_step(self) -> None:
        if self._game_over_said():
            return
        self.paused = True
        self._show_title()
        if self.thinking:
            self._forced = True  # its answer is played as soon as it comes
        self._bot_turn(force=True)

    def _game_over_said(self) -> bool:
        """Once the game is over there is no turn to pause or play: space and . say what is, and change
        nothing (a pause set then would hold the next game back unsaid)."""
        if not self.game.over:
            return False
        self.notify("The game is over: n deals a new one, q quits.", timeout=3)
        return True

    # -- the bot's turns -----------------------------------------------------------------
    def _may_play(self, force: bool = False) -> bool:
        if not self.is_running:
            return False  # closing: the map and the log are going
        return not ((self.paused and not force) or self.animating or self.game.over or len(self.screen_stack) > 1)

    def _bot_turn(self, force: bool = False) -> None:
        """Play the bot's next turn: an answer it gave while paused, or else ask it for one."""
        if self.failure is not None or self.thinking or not self._may_play(force):
            return  # a bot still thinking has its answer played when it comes
        if self._held is not None:
            (answer,), self._held = self._held, None
            self._take(answer)
        else:
            self._ask(force)

    def _ask(self, force: bool) -> None:
        """Ask the bot for its turn on a thread of its own: the screen and its keys never wait for it,
        and a bot that never answers does not keep the program from ending (the thread is a daemon)."""
        bot, observation, deal, fresh = self.bot, self.observation, self._deal, self._fresh
        self._fresh, self._forced, self._asked_at = False, force, time.monotonic()
        seed = self.game.seed
        make = fresh and self._unplayed_bot_seed != (seed,)  # a new bot for a new game, made from its seed
        if fresh:
            self._unplayed_bot_seed = None
        try:
            if isinstance(getattr(bot, "reason", None), str):
                bot.reason = None  # a reason given for an earlier turn is not this one's
        except Exception:  # a reason the bot keeps its own way (a property): left to it
            pass

        def decide() -> None:
            nonlocal bot
            try:
                if make:  # the bot's own code, which may take its time: on this thread too
                    bot = self.make_bot(seed)
                if fresh:
                    bot.new_game()
                answer, failed = bot.act(observation), None
            except BaseException as exc:  # SystemExit too: the bot's, not the program's
                answer, failed = None, exc
            try:
                self.post_message(self.Answered(deal, answer, failed, bot))
            except RuntimeError:
                pass  # the app closed while the bot thought

        threading.Thread(target=decide, name=f"wumpus watch: {self.bot_name}", daemon=True).start()

    @on(Answered)
    def _answered(self, message: Answered) -> None:
        self._asked_at = None
        if not self.is_running:
            return
        self._show_title()
        if message.deal == self._deal:
            self.bot = message.bot  # the bot made for this game: its reason goes with its answer
        if message.failed is not None:
            self._fail(message.failed)
        elif message.deal != self._deal:
            return  # an answer about a game no longer on
        elif self._may_play(self._forced):
            self._take(message.answer)
        else:
            self._held = (message.answer,)  # paused meanwhile: played on the next turn

    def reason_for(self, action: Move | Shoot) -> str | None:
        """The reason a bot that keeps one in ``reason`` (the hunter does) gives for its answer, in one
        line; under rules whose host numbers the rooms from 0 the reason names them so, and says so."""
        why = self._reason
        if not isinstance(why, str) or not (why := " ".join(why.split())):
            return None
        if len(why) > REASON_CHARS:
            why = why[:REASON_CHARS - 1] + "…"
        counted = " (its rooms counted from 0)" if numbering(self.game).from_zero else ""
        return f"{self.bot_name}{counted}: {why}"

    def _take(self, answer: object) -> None:
        """Play the bot's answer as a player's move or shot is played.  An answer that is neither, or
        one the game cannot even take (not a refusal: an error), stops the bot as failed."""
        game = self.game
        played = len(game.actions)
        self._answers += 1
        if self._answers > MAX_ACTIONS:  # as a tournament gives the game up
            self._fail(RuntimeError(f"it answered {MAX_ACTIONS:,} times in one game without finishing it, and gives "
                                    "it up, as a tournament would"))
            return
        try:
            self._reason = getattr(self.bot, "reason", None)
        except Exception:  # a property of the bot's own that fails: no reason to show
            self._reason = None
        try:
            action = numbering(game).action(answer)  # the bot's room numbers, as the cave numbers them
            if isinstance(action, Move):
                events = self._play(action)
                outcome, carried = move_result(events) if events is not None else ("NOT_AN_EXIT", False)
            elif isinstance(action, Shoot):
                events = self._play(action)
                outcome, carried = (shot_result(events) if events is not None else "TOO_CROOKED"), False
            else:  # as the tournament counts it: the bot has failed
                self._fail(TypeError(f"the bot answered {action!r}, which is not a move or a shot"))
                return
        except Exception as exc:
            if len(game.actions) != played:
                raise  # the game took the answer: whatever went wrong after is not the bot's
            self._fail(exc, answer)
            return
        if not game.over:
            self.observation = observe(game, events if events is not None else game.look(), outcome, carried)

    def _fail(self, exc: BaseException, answer: object = None) -> None:
        """The bot failed: it plays no more; one line in the log and a notice say how, never a traceback."""
        self.failure = failure_line(exc)
        self.paused = True
        self._held = None
        said = f"The bot failed: {self.failure}"
        if answer is not None:
            said += f" (playing its answer {answer!r})"
        self.say(f"✗ {said}", "refusal")
        self.say("It plays no more: q quits.", "note")
        self.notify(said, title="The bot stopped", severity="error", timeout=10)
        self._show_title()
        self.refresh_bindings()
