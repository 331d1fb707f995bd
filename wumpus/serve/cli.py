"""``wumpus serve``: one game process per browser tab, on this machine only by default."""

from __future__ import annotations

import argparse
import shlex
import sys


def configure(parser: argparse.ArgumentParser) -> None:
    from wumpus.cli import add_game_options, whole_number

    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (default: 127.0.0.1)")
    parser.add_argument("--port", type=whole_number, default=8000, help="port to listen on (default: 8000)")
    parser.add_argument(
        "--behind-proxy", action="store_true",
        help="served through a proxy (one that adds HTTPS, say): pages connect back to the address the "
        "proxy says the visitor asked for (X-Forwarded-Proto and X-Forwarded-Host, or Forwarded); "
        "only behind a proxy that sets those headers itself",
    )
    add_game_options(parser)
    parser.add_argument(
        "--no-animation", action="store_true",
        help="show the end of every move at once (no flying arrows, bats or animated splashes)",
    )
    parser.add_argument(
        "--shared-data", action="store_true",
        help="play every tab in your own data folder, with your saves, history and statistics "
        "(default: each tab gets a new, empty data folder of its own, removed when its game ends)",
    )


def game_command(args: argparse.Namespace) -> str:
    """The command each visitor's game runs: this Python, this package, the chosen options; in a
    data folder of the visitor's own (:mod:`wumpus.serve.visitor`) unless ``--shared-data``."""
    from wumpus.cli import rules_options

    runner = "wumpus" if getattr(args, "shared_data", False) else "wumpus.serve.visitor"
    words = [sys.executable, "-m", runner, "play", *rules_options(args.rules)]
    if args.cave:
        words += ["--cave", args.cave]
    if args.seed is not None:
        words += ["--seed", str(args.seed)]
    if args.shuffle_labels:
        words.append("--shuffle-labels")
    if args.no_animation:
        words.append("--no-animation")
    return shlex.join(words)


def run(args: argparse.Namespace) -> int:
    if not 0 < args.port < 65536:
        print(f"wumpus serve: {args.port} is not a port number (1-65535)", file=sys.stderr)
        return 2
    from wumpus.caves import load_cave
    from wumpus.engine import CaveError

    try:
        load_cave(args.cave, args.seed)  # a cave no game can be played in is refused now, not in each tab
    except (CaveError, OSError) as exc:
        print(f"wumpus serve: {exc}", file=sys.stderr)
        return 2
    problem = _cannot_listen(args.host, args.port)
    if problem:
        print(f"wumpus serve: cannot listen on {args.host}:{args.port}: {problem}", file=sys.stderr)
        return 2
    from wumpus.serve.server import GameServer

    server = GameServer(game_command(args), host=args.host, port=args.port, title="Hunt the Wumpus",
                        behind_proxy=args.behind_proxy)
    print(f"Serving Hunt the Wumpus {where(args.host, args.port)}  (Ctrl+C to stop)", flush=True)
    try:
        server.serve()
    except OSError as exc:
        print(f"wumpus serve: cannot listen on {args.host}:{args.port}: {exc.strerror or exc}", file=sys.stderr)
        return 2
    return 0


def where(host: str, port: int) -> str:
    """Where a browser finds the game: the address itself, or, listening on every address of
    this machine, this machine's name as an example."""
    from wumpus.serve.server import WILDCARDS

    if host in WILDCARDS:
        import socket

        return f"on every address of this machine, port {port}: for example http://{socket.gethostname()}:{port}"
    shown = f"[{host}]" if ":" in host else host
    return f"at http://{shown}:{port}"


def _cannot_listen(host: str, port: int) -> str | None:
    """Why the server could not listen on ``host``:``port`` (in use, not an address here), or None."""
    import socket

    try:
        infos = socket.getaddrinfo(host, port, type=socket.SOCK_STREAM)
    except OSError as exc:
        return str(exc.strerror or exc)
    family, kind, proto, _, address = infos[0]
    with socket.socket(family, kind, proto) as probe:
        probe.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        try:
            probe.bind(address)
        except OSError as exc:
            return str(exc.strerror or exc)
    return None

