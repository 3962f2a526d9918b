"""Put the game in the user's application menu: ``diplomacy-desktop install-desktop-entry``.

pip and pipx install programs, not menu entries, so this one step copies the shipped desktop entry,
its icons and its AppStream metadata into the user's XDG data folder (``$XDG_DATA_HOME``, else
``~/.local/share``): ``applications/``, ``icons/hicolor/<size>/apps/`` and ``metainfo/``. Desktops
(GNOME, KDE, Xfce, ...) watch these folders, so the entry appears at once. The entry starts the
window through the absolute path of this installation's ``diplomacy-desktop-window`` (a pipx
folder is often not on a desktop session's ``PATH``). ``--remove`` takes it all away again.

Pure Python, no Qt: the command runs without a display.
"""

from __future__ import annotations

import os
import shutil
import sys
import sysconfig
from pathlib import Path
from typing import Mapping

from .resources import APP_ID, ICON_SIZES, asset

WINDOW_SCRIPT = "diplomacy-desktop-window"


def data_home(environ: Mapping[str, str] | None = None) -> Path:
    """``$XDG_DATA_HOME`` if it is an absolute path (the specification ignores a relative one),
    else ``~/.local/share``."""
    environ = os.environ if environ is None else environ
    value = environ.get("XDG_DATA_HOME", "")
    return Path(value) if value and os.path.isabs(value) else Path.home() / ".local" / "share"


def _window_program() -> list[str]:
    """The command line that starts this installation's window: the bundle's own program in a
    stand-alone bundle (PyInstaller sets ``sys.frozen``, Nuitka ``__compiled__``), else the GUI script
    beside the interpreter or among the scripts, else this Python with ``-m diplomacy_desktop``."""
    if getattr(sys, "frozen", False):  # PyInstaller: sys.executable is the bundle's program
        return [sys.executable]
    if "__compiled__" in globals():  # Nuitka: sys.executable names a "python" that is not there,
        return [str(Path(sys.argv[0]).resolve())]  # and argv[0] is the program's full path
    name = WINDOW_SCRIPT + (".exe" if os.name == "nt" else "")
    folders = [Path(sys.executable).parent]
    for scheme in (None, f"{os.name}_user"):
        try:
            folders.append(Path(sysconfig.get_path("scripts", scheme) if scheme else sysconfig.get_path("scripts")))
        except KeyError:
            pass
    for folder in folders:
        if (folder / name).is_file():
            return [str(folder / name)]
    found = shutil.which(WINDOW_SCRIPT)
    return [found] if found else [sys.executable, "-m", "diplomacy_desktop"]


def _exec_argument(argument: str) -> str:
    """One argument of an ``Exec`` key, quoted as the Desktop Entry specification asks when it
    holds a reserved character, then escaped as any string value (backslashes doubled)."""
    reserved = set(" \t\n\"'\\><~|&;$*?#()`")
    if any(c in reserved for c in argument):
        inner = "".join("\\" + c if c in '"`$\\' else c for c in argument)
        argument = f'"{inner}"'
    return argument.replace("\\", "\\\\").replace("%", "%%")


def desktop_entry_text(program: list[str]) -> str:
    """The shipped ``.desktop`` file with ``Exec`` and ``TryExec`` naming ``program``."""
    lines = []
    for line in asset("desktop", f"{APP_ID}.desktop").read_text(encoding="utf-8").splitlines():
        if line.startswith("Exec="):
            line = "Exec=" + " ".join(_exec_argument(a) for a in program) + " %f"
        elif line.startswith("TryExec="):
            line = "TryExec=" + program[0].replace("\\", "\\\\")
        lines.append(line)
    return "\n".join(lines) + "\n"


def _targets(home: Path) -> dict[Path, Path | None]:
    """Each file to write under ``home`` and the shipped file it copies (None: the desktop entry,
    which is written with this installation's command)."""
    targets: dict[Path, Path | None] = {home / "applications" / f"{APP_ID}.desktop": None}
    icons = home / "icons" / "hicolor"
    targets[icons / "scalable" / "apps" / f"{APP_ID}.svg"] = asset("desktop", "icon.svg")
    for size in ICON_SIZES:
        targets[icons / f"{size}x{size}" / "apps" / f"{APP_ID}.png"] = asset("desktop", f"icon-{size}.png")
    targets[home / "metainfo" / f"{APP_ID}.metainfo.xml"] = asset("desktop", f"{APP_ID}.metainfo.xml")
    return targets


def install(home: Path | None = None, program: list[str] | None = None) -> list[Path]:
    """Write the entry, the icons and the metadata under ``home`` (the XDG data folder); the paths
    written. Raises OSError naming the file that could not be read or written."""
    home = data_home() if home is None else home
    written = []
    for target, source in _targets(home).items():
        target.parent.mkdir(parents=True, exist_ok=True)
        if source is None:
            target.write_text(desktop_entry_text(program or _window_program()), encoding="utf-8")
        else:
            shutil.copyfile(source, target)
        written.append(target)
    return written


def remove(home: Path | None = None) -> list[Path]:
    """Delete what :func:`install` wrote under ``home``; the paths removed (folders stay)."""
    home = data_home() if home is None else home
    removed = []
    for target in _targets(home):
        if target.is_file():
            target.unlink()
            removed.append(target)
    return removed
