"""The names Qt builds a player's folders from, and the one-time move out of version 0.1's folders.

Version 0.1 gave the organisation and the application the same name, "Diplomacy Desktop", and Qt
puts a folder per name, so everything sat one folder too deep: on Linux the autosaves in
``~/.local/share/Diplomacy Desktop/Diplomacy Desktop/``, the map drawing in
``~/.cache/Diplomacy Desktop/Diplomacy Desktop/map/``. From 0.2 the organisation has no name, only a
domain, and the folders are ``~/.local/share/Diplomacy Desktop/`` and ``~/.cache/Diplomacy Desktop/``
(Windows: ``AppData/Roaming/Diplomacy Desktop``; macOS: ``~/Library/Application Support/Diplomacy
Desktop``). Qt's settings take the domain in the name's place: on Linux
``~/.config/diplomacy-desktop/Diplomacy Desktop.conf`` (was ``~/.config/Diplomacy Desktop/Diplomacy
Desktop.conf``), on macOS ``com.diplomacy-desktop.Diplomacy Desktop.plist``, on Windows the registry
key ``Software/diplomacy-desktop/Diplomacy Desktop``.

:func:`move_old_folders` runs at every start before anything is read and costs a few file checks
once there is nothing left to move. It moves what a player has (autosaves, the map drawing, the
settings with the language, lesson progress, playback speed and window layout) and loses nothing:
an entry whose name is already taken in the new folder stays in the old one, and so do settings
when the new place already holds some.
"""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths

APPLICATION = "Diplomacy Desktop"
ORGANIZATION_DOMAIN = "diplomacy-desktop"
"""Stands in for the organisation's name in the settings' location (Qt uses it when the name is empty)."""
OLD_ORGANIZATION = "Diplomacy Desktop"
"""Version 0.1's organisation name."""

_MOVED_LOCATIONS = (QStandardPaths.StandardLocation.AppDataLocation, QStandardPaths.StandardLocation.CacheLocation)


def name_application(app: QCoreApplication) -> None:
    """Give Qt the names the folders and settings are built from (see the module's docstring)."""
    app.setOrganizationName("")
    app.setOrganizationDomain(ORGANIZATION_DOMAIN)
    app.setApplicationName(APPLICATION)


def _old_and_new(location: QStandardPaths.StandardLocation) -> tuple[Path, Path] | None:
    """Version 0.1's folder for ``location`` and the one of now, asked of Qt under each name."""
    app = QCoreApplication.instance()
    new = QStandardPaths.writableLocation(location)
    app.setOrganizationName(OLD_ORGANIZATION)
    try:
        old = QStandardPaths.writableLocation(location)
    finally:
        app.setOrganizationName("")
    return (Path(old), Path(new)) if old and new and old != new else None


def _move_folder(old: Path, new: Path) -> list[str]:
    """Move each entry of ``old`` into ``new``, keeping any whose name ``new`` already has; remove
    ``old`` once empty. What could not be moved, as notes."""
    kept = []
    new.mkdir(parents=True, exist_ok=True)
    for entry in sorted(old.iterdir()):
        target = new / entry.name
        if target.exists() or target.is_symlink():
            kept.append(f"kept {entry}: {target} exists")
            continue
        try:
            os.replace(entry, target)
        except OSError as exc:
            kept.append(f"kept {entry}: {exc.strerror or exc}")
    try:
        old.rmdir()
    except OSError:
        pass
    return kept


def _move_settings() -> list[str]:
    """Copy version 0.1's settings to the new place, unless it holds some already, then clear them.
    An old settings file Qt could not read safely (a pipe, a device, far too large) is left alone."""
    from .preferences import settings_files, unusable_settings_file  # noqa: PLC0415 - Qt-side helpers

    unusable = unusable_settings_file(settings_files(OLD_ORGANIZATION, APPLICATION))
    if unusable is not None:
        return [f"kept the settings in {unusable}: not a readable settings file"]
    old = QSettings(QSettings.defaultFormat(), QSettings.Scope.UserScope, OLD_ORGANIZATION, APPLICATION)
    keys = old.allKeys()
    if not keys:
        return []
    new = QSettings()
    if new.allKeys():
        return [f"kept the settings in {old.fileName()}: {new.fileName()} has settings already"]
    for key in keys:
        new.setValue(key, old.value(key))
    new.sync()
    if new.status() != QSettings.Status.NoError:
        return [f"kept the settings in {old.fileName()}: cannot write {new.fileName()}"]
    old.clear()
    old.sync()
    old_file = Path(old.fileName())
    if old_file.is_file():  # a file on Linux and macOS; a registry key on Windows
        old_file.unlink(missing_ok=True)
        try:
            old_file.parent.rmdir()
        except OSError:
            pass
    return []


def move_old_folders() -> list[str]:
    """Move version 0.1's data, cache and settings to where this version keeps them (the
    application named by :func:`name_application`). Notes on anything left behind; never raises
    for a file that cannot be moved (the game starts anyway, the file stays where it was)."""
    notes = []
    for location in _MOVED_LOCATIONS:
        folders = _old_and_new(location)
        if folders is None or not folders[0].is_dir():
            continue
        try:
            notes += _move_folder(*folders)
        except OSError as exc:
            notes.append(f"kept {folders[0]}: {exc.strerror or exc}")
    return notes + _move_settings()
