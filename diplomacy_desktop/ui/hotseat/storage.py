"""Where games are kept: one autosave per game in the user's data directory, finding the
unfinished ones to resume, and keeping one window per game.

Each game autosaves to ``autosave-<game id>.diplomacy.json`` after every submission and every
phase, so opening or starting another game never replaces the autosave of the one before: every
unfinished game is offered at start-up. A line of play continued from an older save of a game,
beside its later autosave, is a branch with an autosave of its own
(``autosave-<game id>-<branch>.diplomacy.json``, see :class:`SaveStamp`).

The caller's thread only makes the few lines of the current state (:class:`SavePlan`); the
played phases are turned into text, once each, and the file written, atomically, by a
background :class:`SaveWriter`, so an autosave never stalls the window. Each autosave carries
the game's revision: a write never replaces a file of a later revision (another window's).
A game on the board holds a lock beside its autosave (:func:`lock_game`): a second window on
the same game is told so instead of writing over the first one's progress.
"""

from __future__ import annotations

import re
import secrets
import time
import weakref
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Callable

from PySide6.QtCore import QLockFile, QStandardPaths

from ...engine.board import standard_map
from ...engine.game import Game
from ...engine.save_writer import SaveWriter
from ...engine.json_input import JsonInputError, loads, read_text_file
from ...engine.savefile import (NO_STAMP, SaveFileError, SaveStamp, collector_paused, game_from_json_or_error,
                                load_game, read_stamp, remove_stale_temporaries, save_plan, save_text,
                                write_atomic)

AUTOSAVE_SUFFIX = ".diplomacy.json"
AUTOSAVE_PATTERN = re.compile(r"autosave-([0-9a-f]{32})(?:-([0-9a-f]{8}))?\.diplomacy\.json")
LEGACY_AUTOSAVE_NAME = "autosave.diplomacy.json"
"""The single autosave of versions before one autosave per game; moved to its game's name."""
TEMP_PATTERN = re.compile(r"\.(autosave-[0-9a-f]{32}(?:-[0-9a-f]{8})?\.diplomacy\.json)\.[a-z0-9_]{8}\.tmp")
"""A temporary copy of an autosave, as :func:`~...engine.savefile.write_atomic` makes them."""
LOCK_SUFFIX = ".lock"


def data_dir() -> Path:
    """The per-user data folder (``~/.local/share/Diplomacy Desktop`` on Linux)."""
    base = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    return Path(base) if base else Path.home() / ".diplomacy-desktop"


# -- which line of which game, how far -----------------------------------------------------

_stamps: weakref.WeakKeyDictionary[Game, SaveStamp] = weakref.WeakKeyDictionary()
"""The stamp of each game in memory: its branch, and the revision of its last save."""


def stamp_of(game: Game) -> SaveStamp:
    """Where ``game`` stands (a game made in this session: revision 0 of its main line)."""
    return _stamps.get(game, NO_STAMP)


def adopt(game: Game, stamp: SaveStamp) -> None:
    """``game`` continues from ``stamp`` (the save it was read from, or a new branch)."""
    _stamps[game] = stamp


def new_branch_name() -> str:
    """A name for a new branch of a game (8 random hex digits)."""
    return secrets.token_hex(4)


def autosave_path(game: Game | str, branch: str | None = None) -> Path:
    """The autosave of one game (given, or by its id and branch)."""
    if isinstance(game, str):
        game_id = game
    else:
        game_id, branch = game.game_id, stamp_of(game).branch
    tail = f"-{branch}" if branch else ""
    return data_dir() / f"autosave-{game_id}{tail}{AUTOSAVE_SUFFIX}"


# -- writing ------------------------------------------------------------------------------

_writer = SaveWriter()


def on_error(handler: Callable[[Path, OSError], None] | None) -> None:
    """Call ``handler(path, error)`` when a background write fails (replacing the handler of a
    window before). It runs on the writer's thread: a Qt handler should emit a signal, not
    touch widgets."""
    _writer.on_error = handler


def on_written(handler: Callable[[Path, int | None], None] | None) -> None:
    """Call ``handler(path, revision)`` when an autosave is on disk (fsync'd and renamed), on
    the writer's thread like :func:`on_error`."""
    _writer.on_written = handler


def autosave(game: Game) -> Path:
    """Autosave ``game`` as its next revision: the few lines of its state are made now, the
    rest in the background (see :func:`revision_of` for the revision asked for)."""
    stamp = replace(stamp_of(game), revision=stamp_of(game).revision + 1)
    plan = save_plan(game, stamp)  # raises (nothing changed) when the game cannot be saved
    _stamps[game] = stamp
    path = autosave_path(game)
    _writer.submit(path, plan, stamp.revision)
    return path


def revision_of(game: Game) -> int:
    """The revision of the game's last autosave asked for (on disk once :func:`on_written` says
    so for it or a later one)."""
    return stamp_of(game).revision


def flush(timeout: float | None = None) -> bool:
    """Wait until every autosave asked for is on disk (before quitting, before reading them)."""
    return _writer.flush(timeout)


# -- one window per game --------------------------------------------------------------------


def lock_game(game: Game | str, branch: str | None = None) -> QLockFile | None:
    """Take the lock beside the game's autosave for as long as the game is on this window's
    board (release it with ``unlock()``); None if a live program holds it.

    A lock left by a program that was killed is recovered: Qt finds its process gone. Once it
    is held, no save of this autosave can be under way anywhere, so every temporary copy beside
    it is a leftover of a killed save and is removed.
    """
    path = autosave_path(game, branch)
    lock = _take_lock(path)
    if lock is not None:
        flush()  # this program's own earlier writes of it are done
        remove_stale_temporaries(path, any_age=True)
    return lock


def _take_lock(path: Path) -> QLockFile | None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
    except OSError:
        return QLockFile("")  # no folder for a lock (nor an autosave, which will say so): play on
    lock = QLockFile(str(path) + LOCK_SUFFIX)
    lock.setStaleLockTime(0)  # held for hours: stale only when its process is gone, never by age
    if lock.tryLock(0):
        return lock
    if lock.error() == QLockFile.LockError.LockFailedError:
        return None
    return QLockFile("")  # the folder refuses the lock file: as above


def remove_orphan_temporaries(folder: Path | None = None) -> list[Path]:
    """At start-up: remove the temporary copies of autosaves that no live program has open
    (left by saves that were killed), whatever their age; returns what was removed."""
    folder = folder or data_dir()
    removed: list[Path] = []
    try:
        names = sorted(p.name for p in folder.iterdir())
    except OSError:
        return removed
    for target in sorted({m.group(1) for m in map(TEMP_PATTERN.fullmatch, names) if m}):
        lock = _take_lock(folder / target)
        if lock is None:  # open in a window: a save of it may be under way
            continue
        removed += remove_stale_temporaries(folder / target, any_age=True)
        lock.unlock()
    return removed


# -- reading ------------------------------------------------------------------------------


@dataclass(frozen=True)
class SavedGame:
    """An unfinished game found in its autosave."""

    path: Path
    game: Game
    saved_at: float
    """When it was last autosaved (seconds since the epoch)."""
    stamp: SaveStamp = NO_STAMP


@dataclass(frozen=True)
class DamagedSave:
    path: Path
    problem: str


def unfinished_autosaves() -> tuple[list[SavedGame], list[DamagedSave]]:
    """Every unfinished autosaved game, newest first, and the autosaves that cannot be opened
    (left in place: :func:`set_aside_damaged` moves them out of the way). Finished games are
    not offered."""
    flush()
    folder = data_dir()
    remove_orphan_temporaries(folder)
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
            games.append(SavedGame(path, game, saved_at, stamp_of(game)))
    games.sort(key=lambda s: (-s.saved_at, s.path.name))
    return games, damaged


def _load_unfinished(path: Path) -> Game | None:
    """The game saved at ``path``, or None if it has ended. A finished game's autosave stays as
    its record; it is recognised from the parsed file, without replaying its history, so that
    years of finished games do not slow the start."""
    name = path.name
    with collector_paused():
        try:
            text = read_text_file(path)
            data = loads(text, name)
        except JsonInputError as exc:
            raise SaveFileError(str(exc)) from None
        if isinstance(data, dict) and data.get("result") is not None:
            return None
        stamp = read_stamp(data)
        game = game_from_json_or_error(data, name, standard_map(), text=text)  # hot-seat games: the standard board
    adopt(game, stamp)
    return None if game.is_over else game


# -- an older save of a game whose autosave went further -------------------------------------


def read_json(path: Path) -> Any:
    """The parsed JSON of a save (SaveFileError when it cannot be read as JSON)."""
    try:
        return loads(read_text_file(path), path.name)
    except JsonInputError as exc:
        raise SaveFileError(str(exc)) from None


def holds_more(autosave: Any, opened: Any) -> bool:
    """Whether the ``autosave`` (parsed JSON) holds play that the ``opened`` save of the same
    game does not, so that continuing ``opened`` over it would lose it: phases judged past the
    file's (or different ones), submissions, absences or draw votes the file lacks, or the same
    ones given again later (a higher revision, when the file has one).
    """
    if not isinstance(autosave, dict) or not isinstance(opened, dict):
        return False
    mine, theirs = autosave.get("history"), opened.get("history")
    if not isinstance(mine, list) or not isinstance(theirs, list):
        return False
    if theirs[:len(mine)] != mine:
        return True  # phases of the autosave that the file lacks (or that went otherwise)
    if len(theirs) > len(mine):
        return False  # the file is further along the same line
    done, done_there = _given(autosave), _given(opened)
    if not done <= done_there:
        return True
    if done != done_there:
        return False
    try:
        revision, revision_there = read_stamp(autosave).revision, read_stamp(opened).revision
    except SaveFileError:
        return False
    return 0 < revision_there < revision


def _given(data: dict[str, Any]) -> set[tuple[str, str]]:
    """What the players have done in the phase on the board: submitted, absent, voted."""
    out: set[tuple[str, str]] = set()
    pending = data.get("pending")
    if isinstance(pending, dict):
        for power, entry in pending.items():
            if isinstance(entry, dict):
                if entry.get("absent") is True:
                    out.add(("absent", str(power)))
                elif entry.get("submitted") is True:
                    out.add(("submitted", str(power)))
    votes = data.get("draw_votes")
    if isinstance(votes, list):
        out |= {("vote", str(v)) for v in votes}
    return out


def _adopt_legacy_autosave(folder: Path) -> None:
    """Move the one autosave of older versions to its game's own name (a damaged one stays,
    and is reported as damaged like any other)."""
    legacy = folder / LEGACY_AUTOSAVE_NAME
    if not legacy.is_file():
        return
    try:
        game = load_game(legacy, standard_map())
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
