"""The ``diplomacy-desktop`` command: the game window, and headless tools.

    diplomacy-desktop [GAME.json]          start the game window (opening a saved game)
    diplomacy-desktop adjudicate FILE|-    judge one case or a JSON list of cases, print JSON
                   [--events]              ... with what each unit did (moves with convoy routes, bounces...)
    diplomacy-desktop bot --level L --power P FILE|-   a bot's orders for one position, as JSON
    diplomacy-desktop render-map OUT.png   draw the empty board to an image
    diplomacy-desktop render GAME OUT.png  draw a saved game's position with its orders
                   (or a case file, as adjudicate reads and the sandbox saves, its orders judged)
    diplomacy-desktop install-desktop-entry [--remove]   put the game in the desktop's menu
    diplomacy-desktop --version            print the version

``diplomacy-desktop-window`` (installed as a GUI script: no console window on Windows) starts the
window only.

Headless tools exit with status 2 and a one-line message on bad input, never a traceback.
"""

from __future__ import annotations

import argparse
import gc
import json
import os
import sys
from pathlib import Path
from typing import Any, Sequence

EXIT_BAD_INPUT = 2


def _input_name(source: str) -> str:
    return "standard input" if source == "-" else Path(source).name


def _read_json(source: str) -> Any:
    """The JSON document in the file ``source`` (``-``: standard input), through the hardened
    reader every headless tool shares (:mod:`.engine.json_input`): a size limit checked before
    reading, FIFOs and devices refused unopened, nesting and numbers bounded.

    :raises JsonInputError: with a one-line message naming the input."""
    from .engine.json_input import loads, read_stream, read_text_file

    text = read_stream(sys.stdin.buffer, "standard input") if source == "-" else read_text_file(Path(source))
    return loads(text, _input_name(source))


def _adjudicate_command(source: str, events: bool = False) -> int:
    from .engine.adjudicator import adjudicate
    from .engine.board import standard_map
    from .engine.cases import CaseError, read_case, resolution_to_json
    from .engine.json_input import JsonInputError

    try:
        data = _read_json(source)
    except JsonInputError as exc:
        print(f"adjudicate: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    cases: list[Any] = data if isinstance(data, list) else [data]
    board = standard_map()  # the command reads cases on the standard map
    outputs = []
    for i, case in enumerate(cases):
        name = f"case {i}"
        case_id = case.get("id") if isinstance(case, dict) else None
        if case_id is not None and (not isinstance(case_id, (str, int)) or isinstance(case_id, bool)):
            print(f"adjudicate: {name}: id: must be a string or a number", file=sys.stderr)
            return EXIT_BAD_INPUT
        if case_id is not None:
            name = str(case_id)[:80]
        try:
            position, orders = read_case(case, board)
            result = resolution_to_json(adjudicate(position, orders, board), events=events)
        except CaseError as exc:
            print(f"adjudicate: {name}: {exc}", file=sys.stderr)
            return EXIT_BAD_INPUT
        except (ValueError, TypeError, KeyError, RecursionError) as exc:  # a gap in read_case's checks
            print(f"adjudicate: {name}: cannot be judged: {exc}", file=sys.stderr)
            return EXIT_BAD_INPUT
        if isinstance(case, dict) and "id" in case:
            result = {"id": case["id"], **result}
        outputs.append(result)
    # One compact line per case: Python's C encoder writes it (an indented dump runs the slow
    # pure-Python encoder, a quarter of a large batch's time), and a batch still reads line by line.
    compact = {"separators": (",", ":"), "ensure_ascii": False}
    if isinstance(data, list):
        sys.stdout.write("[\n" + ",\n".join(json.dumps(o, **compact) for o in outputs) + "\n]\n")
    else:
        sys.stdout.write(json.dumps(outputs[0], **compact) + "\n")
    return 0


def _bot_command(source: str, level: str, power: str | None, seed: int, scenario: str = "standard") -> int:
    from .bots.command import BotInputError, bot_reply
    from .engine.json_input import JsonInputError

    try:
        data = _read_json(source)
    except JsonInputError as exc:
        print(f"bot: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        reply = bot_reply(data, level, power, seed, scenario)
    except BotInputError as exc:
        print(f"bot: {_input_name(source)}: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    json.dump(reply, sys.stdout)
    sys.stdout.write("\n")
    return 0


def _os_error(command: str, out: str, exc: OSError) -> int:
    """Say which file failed: the image being written, or a file the drawing needed (the board's
    SVG of a broken installation), never "cannot write" for a file that could not be read."""
    failed = Path(str(exc.filename)) if exc.filename is not None else None
    if failed is not None and failed not in (Path(out), *Path(out).parents):
        print(f"{command}: cannot read {exc.filename}: {exc.strerror or exc}", file=sys.stderr)
    else:
        print(f"{command}: cannot write {out}: {exc}", file=sys.stderr)
    return EXIT_BAD_INPUT


def _headless() -> None:
    if not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY"):
        os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")


def _render_map_command(out: str, width: int) -> int:
    _headless()
    from .ui.board.render_map import render_map_png

    if width < 100 or width > 20000:
        print("render-map: --width must be between 100 and 20000", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        render_map_png(Path(out), width)
    except OSError as exc:
        return _os_error("render-map", out, exc)
    return 0


def _render_game_command(game_file: str, out: str, phase: int | None, width: int) -> int:
    _headless()
    try:
        from .ui.render_game import case_in_file, render_case_png, render_game_png
    except ImportError:
        print("render: not available in this build", file=sys.stderr)
        return EXIT_BAD_INPUT
    case = case_in_file(Path(game_file))
    if case is not None:  # a position from the sandbox or the adjudicate format
        try:
            if phase is not None:
                raise ValueError("--phase is for saved games: a case file holds one position")
            render_case_png(case, Path(out), width=width)
        except (ValueError, TypeError, KeyError) as exc:
            print(f"render: {game_file}: {exc}", file=sys.stderr)
            return EXIT_BAD_INPUT
        except OSError as exc:
            return _os_error("render", out, exc)
        return 0
    from .engine.board import standard_map
    from .engine.savefile import SaveFileError, load_game

    try:
        game = load_game(Path(game_file), standard_map())
    except SaveFileError as exc:
        print(f"render: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        render_game_png(game, Path(out), phase=phase, width=width)
    except (ValueError, IndexError) as exc:
        print(f"render: {exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except OSError as exc:
        return _os_error("render", out, exc)
    return 0


def _desktop_entry_command(remove: bool) -> int:
    from . import desktop_entry

    try:
        paths = desktop_entry.remove() if remove else desktop_entry.install()
    except OSError as exc:
        print(f"install-desktop-entry: {exc.filename or ''}: {exc.strerror or exc}", file=sys.stderr)
        return EXIT_BAD_INPUT
    for path in paths:
        print(path)
    if not remove:
        print("Diplomacy Desktop is in the desktop's menu (Games); remove it with "
              "diplomacy-desktop install-desktop-entry --remove")
    return 0


def _window(args: Sequence[str]) -> int:
    gc.disable()  # until the board is on screen: see ui.app.collect_garbage_from_now_on
    # The engine's modules the window's first board needs (pure Python) before PySide6: once
    # PySide6 is in, every import statement runs its check for ``__feature__`` and every module
    # loaded has its source read for it (4 ms of processor time for the engine's modules).
    from .engine import convoys, game, notation  # noqa: F401
    try:
        from .ui.app import run_app
    except ImportError as exc:
        print(f"diplomacy-desktop: the game window is not available: {exc}", file=sys.stderr)
        return 1
    return run_app(list(args))


def window_main() -> int:
    """The ``diplomacy-desktop-window`` GUI script: the window, whatever the arguments."""
    return _window(sys.argv[1:])


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    subcommands = {"adjudicate", "bot", "render-map", "render", "-h", "--help", "--version",
                   "install-desktop-entry"}
    if not argv or argv[0] not in subcommands and (argv[0].startswith("-") or Path(argv[0]).is_file()):
        # the game window, maybe with --lang or a save file to open: decided before the parser
        # below is built (its set-up is about 5 ms of the window's start)
        return _window(argv)
    from . import __version__

    parser = argparse.ArgumentParser(prog="diplomacy-desktop", description="Diplomacy Desktop")
    parser.add_argument("--version", action="version", version=f"diplomacy-desktop {__version__}")
    sub = parser.add_subparsers(dest="command")
    adj = sub.add_parser("adjudicate", help="judge cases in the DATC JSON format and print the results")
    adj.add_argument("file", help="a JSON file with one case or a list of cases, or - for standard input")
    adj.add_argument("--events", action="store_true",
                     help="also print what each unit did (moves with their convoy route, bounces, dislodgements...)")
    bot = sub.add_parser("bot", help="print a bot's orders for one position given in the case format")
    bot.add_argument("file", help="a JSON file with one position (orders left out), or - for standard input")
    bot.add_argument("--level", choices=("easy", "normal", "hard"), default="normal")
    bot.add_argument("--power", default=None, help="the power to order for (default: the input's 'power')")
    bot.add_argument("--seed", type=int, default=0, help="the bot's random seed (same seed, same orders)")
    bot.add_argument("--scenario", default="standard",
                     help="the game the position is from (1914, france-austria...): Hard plays for its victory count")
    rmap = sub.add_parser("render-map", help="draw the board to a PNG image")
    rmap.add_argument("out")
    rmap.add_argument("--width", type=int, default=2000)
    rgame = sub.add_parser("render", help="draw a saved game's position and orders, or a case file, to a PNG image")
    rgame.add_argument("game", help="a saved game, or a case file in the adjudicate format (as the sandbox saves)")
    rgame.add_argument("out")
    rgame.add_argument("--phase", type=int, default=None, help="index of a past phase (0 = first); default: now")
    rgame.add_argument("--width", type=int, default=2000)
    entry = sub.add_parser("install-desktop-entry",
                           help="add the game and its icon to the desktop's menu (XDG data folder)")
    entry.add_argument("--remove", action="store_true", help="take the menu entry and icon away again")
    try:
        args = parser.parse_args(argv)
    except SystemExit as exc:
        return EXIT_BAD_INPUT if exc.code else 0
    if args.command == "adjudicate":
        return _adjudicate_command(args.file, events=args.events)
    if args.command == "bot":
        return _bot_command(args.file, args.level, args.power, args.seed, args.scenario)
    if args.command == "render-map":
        return _render_map_command(args.out, args.width)
    if args.command == "render":
        return _render_game_command(args.game, args.out, args.phase, args.width)
    if args.command == "install-desktop-entry":
        return _desktop_entry_command(args.remove)
    return _window([])
