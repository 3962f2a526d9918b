"""What the player chose and the app remembers between runs, through ``QSettings``: the
playback's speed and whether it moves at all, order-by-order playback, the board's palette,
and the window's geometry and dock layout.

:func:`use_readable_settings` runs before the first ``QSettings`` is made: Qt reads its files
whole when it is made, so a FIFO in their place blocked the start for good, and a device or a
huge file would be read until memory runs out.
"""

from __future__ import annotations

import os
import stat
import sys
from pathlib import Path
from typing import Mapping

from PySide6.QtCore import QByteArray, QCoreApplication, QLibraryInfo, QSettings, QStandardPaths
from PySide6.QtWidgets import QWidget

MAX_SETTINGS_BYTES = 1 << 20
"""A larger settings file is not ours: the game's own is a few kilobytes (the window layout,
the language, the playback and the lessons' progress)."""


def settings_files(organization: str, application: str, environ: Mapping[str, str] = os.environ) -> list[Path]:
    """The files a ``QSettings()`` reads on Linux and the BSDs, where they are ``.conf`` files
    (``~/.config/<organization>/<application>.conf``, then the organisation's, then the system's;
    none on Windows, where settings live in the registry, nor on macOS)."""
    if sys.platform.startswith(("win", "darwin")) and QSettings.defaultFormat() == QSettings.Format.NativeFormat:
        return []
    user = environ.get("XDG_CONFIG_HOME") or str(Path.home() / ".config")
    bases = [user, *QStandardPaths.standardLocations(QStandardPaths.StandardLocation.GenericConfigLocation),
             *(environ.get("XDG_CONFIG_DIRS") or "/etc/xdg").split(":"),
             QLibraryInfo.path(QLibraryInfo.LibraryPath.SettingsPath)]
    files: list[Path] = []
    for base in dict.fromkeys(b for b in bases if b):
        for path in (Path(base) / organization / f"{application}.conf", Path(base) / f"{organization}.conf"):
            if path not in files:
                files.append(path)
    return files


def unusable_settings_file(paths: list[Path]) -> Path | None:
    """The first of ``paths`` that Qt must not read: not a regular file (a FIFO, a device, a
    folder) or larger than :data:`MAX_SETTINGS_BYTES`. Only looked at, never opened."""
    for path in paths:
        try:
            info = os.stat(path)
        except OSError:
            continue  # absent (or unreachable): Qt starts without it
        if not stat.S_ISREG(info.st_mode) or info.st_size > MAX_SETTINGS_BYTES:
            return path
    return None


def use_readable_settings() -> Path | None:
    """Check the settings files before any is read; if one cannot be read safely, send this
    run's settings to an empty temporary folder (the game starts with its defaults and remembers
    nothing) and return that file, for the message. Needs the application's names set."""
    # Qt names the settings folder after the organisation, or its domain when it has no name
    organization = QCoreApplication.organizationName() or QCoreApplication.organizationDomain()
    bad = unusable_settings_file(settings_files(organization, QCoreApplication.applicationName()))
    if bad is None:
        return None
    import atexit  # noqa: PLC0415 - only on this rare path (tempfile costs 2 ms of the start)
    import shutil  # noqa: PLC0415
    import tempfile  # noqa: PLC0415

    folder = tempfile.mkdtemp(prefix="diplomacy-desktop-settings-")
    atexit.register(shutil.rmtree, folder, True)
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, os.path.join(folder, "user"))
        QSettings.setPath(kind, QSettings.Scope.SystemScope, os.path.join(folder, "system"))
    print(f"diplomacy-desktop: the settings file {bad} was not read (a pipe, a device or far too large); "
          "this run starts with the default settings and will not remember them.", file=sys.stderr)
    return bad


def warn_unread_settings(parent: QWidget, path: Path) -> None:
    """Say, once the window shows, that the settings file was left unread (and why it matters)."""
    from PySide6.QtWidgets import QMessageBox  # (its enums cost a start 2 ms; rarely needed)

    QMessageBox.warning(parent, QCoreApplication.translate("Preferences", "Settings not read"),
                        unusable_settings_text(path))


def unusable_settings_text(path: Path) -> str:
    """The window's message for :func:`use_readable_settings`' answer."""
    return QCoreApplication.translate(
        "Preferences", "The settings file {file} was not read (it is a pipe, a device or far too large): the game "
        "started with its default settings and will not remember changes this time.").format(file=str(path))


class Preferences:
    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings if settings is not None else QSettings()

    def _get(self, key: str, default: object, kind: type) -> object:
        value = self.settings.value(key, default)
        try:
            if kind is bool:
                return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")
            return kind(value)
        except (TypeError, ValueError):  # a hand-edited or damaged settings file: the default
            return default

    @property
    def speed(self) -> float:
        from .board.playback import SPEEDS  # the playback loads after the board's first paint

        speed = self._get("playback/speed", 1.0, float)
        return speed if speed in SPEEDS else 1.0

    @speed.setter
    def speed(self, value: float) -> None:
        self.settings.setValue("playback/speed", float(value))

    @property
    def motion(self) -> bool:
        return bool(self._get("playback/motion", True, bool))

    @motion.setter
    def motion(self, value: bool) -> None:
        self.settings.setValue("playback/motion", bool(value))

    @property
    def order_by_order(self) -> bool:
        return bool(self._get("playback/orderByOrder", False, bool))

    @order_by_order.setter
    def order_by_order(self, value: bool) -> None:
        self.settings.setValue("playback/orderByOrder", bool(value))

    @property
    def palette(self) -> str:
        """The board's palette (``classic`` or ``okabe-ito``; see :mod:`.board.palette`)."""
        value = self.settings.value("board/palette", "classic")
        return value if isinstance(value, str) else "classic"

    @palette.setter
    def palette(self, value: str) -> None:
        self.settings.setValue("board/palette", str(value))

    def geometry(self) -> tuple[QByteArray | None, QByteArray | None]:
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        return (geometry if isinstance(geometry, QByteArray) else None,
                state if isinstance(state, QByteArray) else None)

    def save_geometry(self, geometry: QByteArray, state: QByteArray) -> None:
        self.settings.setValue("window/geometry", geometry)
        self.settings.setValue("window/state", state)
        self.settings.sync()
