"""``wumpus watch``: a bot plays in the full-screen app while you watch.

The bot sees only what a player sees (``wumpus.bots.observe``); each of its
moves and shots goes through the same engine calls, messages, map and
animations as a person's would.
"""

from __future__ import annotations

import argparse
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import add_game_options

    add_game_options(parser)
    parser.add_argument("--bot", default="hunter", metavar="NAME",
                        help="a built-in bot (hunter, random) or module:Class (default: hunter)")
    parser.add_argument("--delay", type=float, default=0.8, metavar="SECONDS",
                        help="pause between the bot's turns (default: 0.8)")
    parser.add_argument("--no-animation", action="store_true", help="show the end of every move at once")


def run(args: argparse.Namespace) -> int:
    from wumpus.bots import BotError, bot_factory
    from wumpus.caves import load_cave
    from wumpus.engine import CaveError

    try:
        cave = load_cave(args.cave, args.seed)
        make_bot = bot_factory(args.bot)
        make_bot(args.seed)
    except (CaveError, OSError, BotError) as exc:
        print(f"wumpus watch: {exc}", file=sys.stderr)
        return 2
    if args.delay < 0:
        print("wumpus watch: --delay cannot be negative", file=sys.stderr)
        return 2
    app = watch_app(
        args.bot, delay=args.delay, seed=args.seed, rules=args.rules, cave=cave,
        animation=not args.no_animation, shuffle_labels=getattr(args, "shuffle_labels", False),
    )
    app.run()
    return 0


def watch_app(bot: str = "hunter", *, delay: float = 0.8, **options):
    """A :class:`WatchApp` (imported here so ``configure`` stays cheap)."""
    from textual.binding import Binding

    from wumpus.bots import Move, Shoot, bot_factory, observe
    from wumpus.bots.play import move_result, shot_result

    from .main import WumpusApp

    class WatchApp(WumpusApp):
        """The game, played by a bot: space pauses, ``.`` plays one turn."""

        keeps_records = False  # the bot's games are not the player's: no saves, no history

        BINDINGS = [
            Binding("space", "pause", "Pause / go on"),
            Binding("full_stop", "step", "One turn", key_display="."),
        ]

        def __init__(self) -> None:
            options.setdefault("splash", False)
            self.make_bot = bot_factory(bot)
            self.bot_name = bot
            self.bot = self.make_bot(options.get("seed"))
            self.delay = delay
            self.paused = False
            self.observation = None
            super().__init__(**options)

        def on_mount(self) -> None:
            super().on_mount()
            self.set_interval(max(self.delay, 0.01), self._bot_turn)

        def _begin(self) -> None:
            super()._begin()
            self.sub_title = f"{self.bot_name} plays · {self.sub_title}"
            self.bot.new_game()
            self.observation = observe(self.game, self.game.look())
            self._say(f"The {self.bot_name} bot is playing: space pauses it, . plays one turn.", "note")

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
            if (self.paused and not force) or self.animating or self.game.over or len(self.screen_stack) > 1:
                return
            game = self.game
            action = self.bot.act(self.observation)
            if isinstance(action, Move):
                events = self._play("move", action.room)
                result = move_result(events) if events is not None else ("NOT_AN_EXIT", False)
                outcome, carried = result
            elif isinstance(action, Shoot):
                events = self._play("shoot", tuple(action.rooms))
                outcome, carried = (shot_result(events) if events is not None else "TOO_CROOKED"), False
            else:
                self._say(f"✗ The bot answered {action!r}, which is not a move or a shot.", "refusal")
                self.paused = True
                return
            if not game.over:
                self.observation = observe(game, events if events is not None else game.look(), outcome, carried)

    return WatchApp()
