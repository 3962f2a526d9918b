"""Is there a display for the game window? Asked before Qt starts, so the answer is plain.

Without one, Qt's xcb plugin aborts the process with a message about missing xcb libraries,
which sends people installing packages they already have. On Linux and the BSDs the window
needs an X server (``DISPLAY``) or a Wayland compositor (``WAYLAND_DISPLAY``, or its default
socket), unless a platform that draws nowhere is chosen (``QT_QPA_PLATFORM=offscreen``, or
``-platform offscreen`` on the command line). This module imports no Qt.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Mapping, Sequence

HEADLESS_PLATFORMS = frozenset({"offscreen", "minimal", "minimalegl", "vnc", "eglfs", "linuxfb", "vkkhrdisplay"})
"""Qt platforms that need no X server or Wayland compositor."""
DEFAULT_PLATFORMS = ("xcb", "wayland")
"""What Qt tries on Linux when nothing is asked."""
NEEDS_DISPLAY = ("linux", "freebsd", "openbsd", "netbsd", "dragonfly", "sunos")
"""Systems where the window goes through X11 or Wayland (not Windows, not macOS)."""


def requested_platforms(environ: Mapping[str, str], argv: Sequence[str]) -> list[str]:
    """The Qt platform plugins that will be tried: ``-platform NAME`` wins over QT_QPA_PLATFORM;
    either may list several, separated by ``;``, each with ``:options``."""
    value = environ.get("QT_QPA_PLATFORM", "")
    args = list(argv)
    for i, arg in enumerate(args):
        if arg in ("-platform", "--platform") and i + 1 < len(args):
            value = args[i + 1]
        elif arg.startswith(("-platform=", "--platform=")):
            value = arg.split("=", 1)[1]
    names = [part.split(":", 1)[0].strip().lower() for part in value.split(";")]
    return [name for name in names if name]


def _wayland_socket(environ: Mapping[str, str]) -> bool:
    runtime = environ.get("XDG_RUNTIME_DIR")
    return bool(runtime) and (Path(runtime) / "wayland-0").exists()


def _usable(platform: str, environ: Mapping[str, str]) -> bool:
    if platform in HEADLESS_PLATFORMS:
        return True
    if platform == "xcb":
        return bool(environ.get("DISPLAY"))
    if platform.startswith("wayland"):
        return bool(environ.get("WAYLAND_DISPLAY")) or _wayland_socket(environ)
    return True  # a platform we do not know: let Qt judge it


def missing_display(environ: Mapping[str, str], argv: Sequence[str] = (), system: str = sys.platform) -> str | None:
    """None when the window can open; otherwise a message saying that no display was found and
    how to get one."""
    if not system.startswith(NEEDS_DISPLAY):
        return None
    platforms = requested_platforms(environ, argv) or list(DEFAULT_PLATFORMS)
    if any(_usable(p, environ) for p in platforms):
        return None
    asked = environ.get("QT_QPA_PLATFORM") or "not set"
    return "\n".join([
        "diplomacy-desktop: no display found, so the game window cannot open.",
        f"  DISPLAY and WAYLAND_DISPLAY are not set (QT_QPA_PLATFORM: {asked}).",
        "To get a display:",
        "  - start the game from a terminal inside your desktop session (X11 or Wayland);",
        "  - over SSH, connect with X forwarding: ssh -X user@host, then run it again;",
        "  - on a machine without a screen, use a virtual display: xvfb-run -a bash run.sh game",
        "    (Debian: apt-get install xvfb), or start Xvfb :99 & and run DISPLAY=:99 bash run.sh game.",
        "The tools adjudicate, render and render-map need no display.",
    ])


def main(argv: Sequence[str]) -> int:
    """``python3 -m diplomacy_desktop.ui.display_check [game args]``: run.sh asks this before
    installing anything, with the system Python (this module needs nothing beyond it)."""
    import os

    problem = missing_display(os.environ, argv)
    if problem is None:
        return 0
    print(problem, file=sys.stderr)
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
