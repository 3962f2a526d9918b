"""The game's shipped data (map, board drawing, translations, notation, openings, lessons, desktop
entry), found wherever the game is installed.

The project keeps this data in its top-level ``assets/`` folder. A built package (a wheel, pipx, a
stand-alone bundle) carries that folder inside the package, as ``diplomacy_desktop/assets``
(``pyproject.toml`` maps it there); a source checkout and an editable install leave it where it
is, beside the package. This module is the one place that knows both; everything else asks
:func:`asset` for a file by its path under ``assets/`` and never works a path out from its own
``__file__``.

It hands out :class:`~pathlib.Path` objects rather than ``Traversable`` ones because Qt opens files
by name (``QTranslator.load``, ``QSvgRenderer``); every way of installing the game unpacks the
package as files (PyInstaller and Nuitka bundles too), and a package run from inside a zip archive
is refused with a clear message.
Pure Python (no Qt), so the engine may use it.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

__all__ = ["APP_ID", "ASSETS", "ICON_SIZES", "asset", "read_section"]

APP_ID = "io.github.diplomacy_desktop.DiplomacyDesktop"
"""The desktop entry's id: the name of its ``.desktop`` and metainfo files under ``assets/desktop/``, of the
icon in the user's icon theme, and the window's desktop file name (so a menu entry and its window match)."""
ICON_SIZES = (16, 32, 48, 64, 128, 256)
"""The application icon's PNG sizes, ``assets/desktop/icon-<size>.png`` (drawn by ``tools/make_icons.py``)."""


class AssetsNotFound(RuntimeError):
    """The game's data folder is not where an installed game or a source checkout keeps it."""


def _plain_assets_folder() -> Path | None:
    """The assets of a package installed as plain files (a wheel, a source checkout), found from
    where this module was loaded; None for anything else (a bundler's reader, a zip archive),
    which :func:`importlib.resources.files` then finds. Asking ``importlib.resources`` first cost
    every start about 6 ms (its own modules, then the look-up) for the same answer."""
    origin = __spec__.origin if __spec__ is not None else None
    if not origin or not origin.endswith(".py"):
        return None
    package = Path(origin).parent
    for folder in (package / "assets", package.parent / "assets"):  # installed; source checkout
        if folder.is_dir():
            return folder
    return None


def _assets_folder() -> Path:
    plain = _plain_assets_folder()
    if plain is not None:
        return plain
    from importlib.resources import files

    found = files(__package__ or "diplomacy_desktop")
    # A plain install gives a Path; a bundler's reader (Nuitka's) its own object naming a real
    # folder; a zip archive a path inside the archive, which Qt cannot open.
    package = found if isinstance(found, Path) else Path(str(found))
    if not package.is_dir():
        raise AssetsNotFound(f"Diplomacy Desktop must be installed as files, not run from inside {found}")
    for folder in (package / "assets", package.parent / "assets"):  # installed; source checkout
        if folder.is_dir():
            return folder
    raise AssetsNotFound(f"the game's data folder is missing: neither {package / 'assets'} nor "
                         f"{package.parent / 'assets'} exists; reinstall Diplomacy Desktop")


ASSETS: Path = _assets_folder()
"""The folder holding the project's ``assets/``: ``maps/``, ``i18n/``, ``notation/``, ..."""


def asset(*parts: str) -> Path:
    """A shipped file or folder by its path under ``assets/`` (``asset("maps", "standard", "map.json")``).

    The path is returned whether or not it exists, so a caller's own error names the file missing."""
    return ASSETS.joinpath(*parts)


def read_section(path: Path, key: str, error: type[Exception]) -> dict[str, Any]:
    """The object under ``key`` of the shipped JSON file ``path`` (a language's lesson texts or
    rules). A file that cannot be read, is not JSON or lacks the object raises ``error`` with a
    one-line message naming the file; the caller checks the entries, which differ per file."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        raise error(f"{path.name}: {exc}") from None
    if not isinstance(data, dict) or not isinstance(data.get(key), dict):
        raise error(f"{path.name}: expected an object with a '{key}' object")
    return data[key]
