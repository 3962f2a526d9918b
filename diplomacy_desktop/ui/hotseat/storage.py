"""Where games are kept: the autosave in the user's data directory, and finding one to resume.

Autosave writes after every submission and every phase, through the engine's atomic save, so a
crash or a closed lid loses at most the orders a player was still typing.
"""

from __future__ import annotations

import time
from pathlib import Path

from PySide6.QtCore import QStandardPaths

from ...engine.game import Game
from ...engine.savefile import SaveFileError, load_game, save_game

AUTOSAVE_NAME = "autosave.diplomacy.json"


def data_dir() -> Path:
    """The per-user data folder (``~/.local/share/Diplomacy Desktop`` on Linux)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) if base else Path.home() / ".diplomacy-desktop"


def autosave_path() -> Path:
    return data_dir() / AUTOSAVE_NAME


def autosave(game: Game) -> Path:
    path = autosave_path()
    save_game(game, path)
    return path


def unfinished_autosave() -> tuple[Game | None, str | None]:
    """The autosaved game if there is one still being played; else None and, if the file was
    there but damaged, the message saying why (the file is left alone for the player to keep)."""
    path = autosave_path()
    if not path.exists():
        return None, None
    try:
        game = load_game(path)
    except SaveFileError as exc:
        return None, str(exc)
    return (None, None) if game.is_over else (game, None)


def set_aside_damaged() -> Path | None:
    """Rename a damaged autosave out of the way, so the next autosave cannot overwrite it."""
    path = autosave_path()
    if not path.exists():
        return None
    kept = path.with_name(f"autosave-damaged-{time.strftime('%Y%m%d-%H%M%S')}.json")
    try:
        path.replace(kept)
    except OSError:
        return path
    return kept
