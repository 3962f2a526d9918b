"""Where games are kept: one autosave per game in the user's data directory, and finding the
unfinished ones to resume.

Each game autosaves to ``autosave-<game id>.diplomacy.json`` after every submission and every
phase, so opening or starting another game never replaces the autosave of the one before: every
unfinished game is offered at start-up. The text is built on the caller's thread from the
phases already serialized (:class:`HistoryTexts`), and written, atomically, by a background
:class:`SaveWriter`, so an autosave never stalls the window; a crash or a closed lid loses at
most the orders a player was still typing.
"""

from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Callable

from PySide6.QtCore import QStandardPaths

from ...engine.game import Game
from ...engine.save_writer import SaveWriter
from ...engine.json_input import JsonInputError, loads, read_text_file
from ...engine.savefile import (HistoryTexts, SaveFileError, game_from_json_or_error, load_game,
                                remove_stale_temporaries, save_parts, save_text, write_atomic)
from ...engine.frozen import value_class

AUTOSAVE_SUFFIX = ".diplomacy.json"
AUTOSAVE_PATTERN = re.compile(r"autosave-([0-9a-f]{32})\.diplomacy\.json")
LEGACY_AUTOSAVE_NAME = "autosave.diplomacy.json"
"""The single autosave of versions before one autosave per game; moved to its game's name."""


def data_dir() -> Path:
    """The per-user data folder (``~/.local/share/Diplomacy Desktop`` on Linux)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) if base else Path.home() / ".diplomacy-desktop"


def autosave_path(game: Game | str) -> Path:
    """The autosave of one game (given or by its id)."""
    game_id = game if isinstance(game, str) else game.game_id
    return data_dir() / f"autosave-{game_id}{AUTOSAVE_SUFFIX}"


# -- writing ------------------------------------------------------------------------------

_writer = SaveWriter()
_cache: dict[str, HistoryTexts] = {}
"""The serialized phases of the game autosaved last (only one game is on the board at a time)."""


def on_error(handler: Callable[[Path, OSError], None] | None) -> None:
    """Call ``handler(path, error)`` when a background write fails (replacing the handler of a
    window before). It runs on the writer's thread: a Qt handler should emit a signal, not
    touch widgets."""
    _writer.on_error = handler


def autosave(game: Game) -> Path:
    """Autosave ``game``: the text is made now, the file is written in the background."""
    cache = _cache.get(game.game_id)
    if cache is None:
        _cache.clear()
        cache = _cache[game.game_id] = HistoryTexts()
    path = autosave_path(game)
    _writer.submit(path, save_parts(game, cache))
    return path


def flush(timeout: float | None = None) -> bool:
    """Wait until every autosave asked for is on disk (before quitting, before reading them)."""
    return _writer.flush(timeout)


# -- reading ------------------------------------------------------------------------------


@value_class
class SavedGame:
    """An unfinished game found in its autosave."""

    path: Path
    game: Game
    saved_at: float
    """When it was last autosaved (seconds since the epoch)."""


@value_class
class DamagedSave:
    path: Path
    problem: str


def unfinished_autosaves() -> tuple[list[SavedGame], list[DamagedSave]]:
    """Every unfinished autosaved game, newest first, and the autosaves that cannot be opened
    (left in place: :func:`set_aside_damaged` moves them out of the way). Finished games are
    not offered."""
    flush()
    folder = data_dir()
    _adopt_legacy_autosave(folder)
    games: list[SavedGame] = []
    damaged: list[DamagedSave] = []
    try:
        names = sorted(p.name for p in folder.iterdir())
    except OSError:
        return games, damaged
    for name in names:
        if not (AUTOSAVE_PATTERN.fullmatch(name) or name == LEGACY_AUTOSAVE_NAME):
            continue
        path = folder / name
        remove_stale_temporaries(path)
        try:
            game = _load_unfinished(path)
            saved_at = path.stat().st_mtime
        except SaveFileError as exc:
            damaged.append(DamagedSave(path, str(exc)))
            continue
        except OSError as exc:
            damaged.append(DamagedSave(path, exc.strerror or str(exc)))
            continue
        if game is not None:
            games.append(SavedGame(path, game, saved_at))
    games.sort(key=lambda s: (-s.saved_at, s.path.name))
    return games, damaged


def _load_unfinished(path: Path) -> Game | None:
    """The game saved at ``path``, or None if it has ended. A finished game's autosave stays as
    its record; it is recognised from the parsed file, without replaying its history, so that
    years of finished games do not slow the start."""
    name = path.name
    try:
        data = loads(read_text_file(path), name)
    except JsonInputError as exc:
        raise SaveFileError(str(exc)) from None
    if isinstance(data, dict) and data.get("result") is not None:
        return None
    game = game_from_json_or_error(data, name)
    return None if game.is_over else game


def _adopt_legacy_autosave(folder: Path) -> None:
    """Move the one autosave of older versions to its game's own name (a damaged one stays,
    and is reported as damaged like any other)."""
    legacy = folder / LEGACY_AUTOSAVE_NAME
    if not legacy.is_file():
        return
    try:
        game = load_game(legacy)
    except SaveFileError:
        return
    target = autosave_path(game)
    try:
        if not target.exists():
            write_atomic(target, save_text(game))
        legacy.unlink()
    except OSError:
        return


def set_aside_damaged(path: Path) -> Path | None:
    """Rename a damaged autosave out of the way, so it is neither offered again nor overwritten;
    returns its new name (None if it is already gone, ``path`` if it could not be moved)."""
    if not path.exists():
        return None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    kept = path.with_name(f"damaged-{stamp}-{path.name}")
    n = 1
    while kept.exists():
        kept = path.with_name(f"damaged-{stamp}-{n}-{path.name}")
        n += 1
    try:
        path.replace(kept)
    except OSError:
        return path
    return kept
