"""The app ``wumpus watch`` runs: a bot plays the game through the same calls, map and messages as a person."""

from __future__ import annotations

from textual.binding import Binding

from wumpus.bots import Move, Shoot, bot_factory, observe
from wumpus.bots.play import move_result, shot_result

from .knowledge import FRAME
from .main import WumpusApp
from .watch import SPEEDS, speed_text

PACE = Binding.Group("Speed", compact=True)


class WatchApp(WumpusApp):
    """The game, played by a bot: space pauses, ``.`` plays one turn, ``+`` and ``-`` change the speed."""

    keeps_records = False  # the bot's games are not the player's: no saves, no history

    BINDINGS = [
        Binding("space", "pause", "Pause"),
        Binding("full_stop", "step", "Step", key_display="."),
        Binding("plus,equals_sign", "faster", "Faster", key_display="+", group=PACE),
        Binding("minus", "slower", "Slower", key_display="-", group=PACE),
    ]

    def __init__(self, bot: str, speed: float, **options) -> None:
        options.setdefault("splash", False)
        self.make_bot = bot_factory(bot)
        self.bot_name = bot
        self.bot = self.make_bot(options.get("seed"))
        self.speed = speed
        self.paused = False
        self._turn_timer = None
        self._where = ""
        self.observation = None
        super().__init__(**options)

    def on_mount(self) -> None:
        super().on_mount()
        self._set_speed(self.speed)

    @property
    def delay(self) -> float:
        """Seconds between the bot's turns."""
        return 1 / self.speed

    @property
    def frame_seconds(self) -> float:
        """The arrow and the bats fly faster when the bot plays fast."""
        return min(FRAME, max(0.01, self.delay / 5))

    def _set_speed(self, speed: float) -> None:
        self.speed = speed
        if self._turn_timer is not None:
            self._turn_timer.stop()
        self._turn_timer = self.set_interval(max(self.delay, 0.01), self._bot_turn)
        self._show_title()

    def _show_title(self) -> None:
        self.sub_title = f"{self.bot_name} plays · {speed_text(self.speed)} · {self._where}"

    def _begin(self) -> None:
        super()._begin()
        self._where = self.sub_title
        self._show_title()
        self.bot.new_game()
        self.observation = observe(self.game, self.game.look())
        self.say(f"The {self.bot_name} bot is playing: space pauses it, . plays one turn, "
                  "+ and - change its speed.", "note")

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
            return False  # the bot plays; the keys are its
        return super().check_action(action, parameters)

    def action_quit(self) -> None:
        self.exit()

    def action_pause(self) -> None:
        self.paused = not self.paused
        self.notify("Paused: space to go on" if self.paused else "Going on", timeout=1.5)

    def action_step(self) -> None:
        self.paused = True
        self._bot_turn(force=True)

    def _bot_turn(self, force: bool = False) -> None:
        if not self.is_running:
            return  # closing: the map and the log are going
        if (self.paused and not force) or self.animating or self.game.over or len(self.screen_stack) > 1:
            return
        game = self.game
        action = self.bot.act(self.observation)
        if isinstance(action, Move):
            events = self._play(action)
            result = move_result(events) if events is not None else ("NOT_AN_EXIT", False)
            outcome, carried = result
        elif isinstance(action, Shoot):
            events = self._play(action)
            outcome, carried = (shot_result(events) if events is not None else "TOO_CROOKED"), False
        else:
            self.say(f"✗ The bot answered {action!r}, which is not a move or a shot.", "refusal")
            self.paused = True
            return
        if not game.over:
            self.observation = observe(game, events if events is not None else game.look(), outcome, carried)
