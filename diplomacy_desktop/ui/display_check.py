"""Is there a display for the game window? Asked before Qt starts, so the answer is plain.

Without one, Qt's xcb plugin aborts the process with a message about missing xcb libraries,
which sends people installing packages they already have. On Linux and the BSDs the window
needs an X server (``DISPLAY``) or a Wayland compositor (``WAYLAND_DISPLAY``, or its default
socket), unless a platform that draws nowhere is chosen (``QT_QPA_PLATFORM=offscreen``, or
``-platform offscreen`` on the command line). A ``DISPLAY`` where no X server answers (a stopped
Xvfb, a number mistyped) counts as none: the check connects to it first, as Xlib would. This
module imports no Qt.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Callable, Mapping, Sequence

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


try:
    import _socket as sockets  # the C module: ``socket`` would add 9 ms to the start (its enums)
except ImportError:  # pragma: no cover - an interpreter without it
    import socket as sockets  # type: ignore[no-redef]

X_TCP_PORT = 6000
"""An X server on display N listens on TCP port 6000 + N (when it listens on TCP at all)."""
X_SOCKET_FOLDER = "/tmp/.X11-unix"
"""Where a local X server's socket for display N is: ``X<N>`` (also in the abstract namespace on Linux)."""
CONNECT_SECONDS = 2.0
"""How long a remote X server (``ssh -X`` forwards one to ``localhost:10``) may take to answer."""


def x_server_reachable(display: str) -> bool:
    """Whether something accepts connections where ``DISPLAY`` points, as Xlib would find it:
    the local socket of display N (``:N``, ``unix:N``), or TCP port 6000 + N on a named host.

    Only the connection is tried, no X protocol: a server that then refuses us (no
    authorisation) is Qt's to report. A form this does not know (a socket path, as XQuartz
    sets) counts as reachable, so the check never stops a window that could open."""
    value = display.strip()
    if value.startswith("/"):
        return True
    protocol, slash, rest = value.partition("/")
    if not slash:
        protocol, rest = "", value
    host, colon, number = rest.rpartition(":")
    number = number.split(".", 1)[0]
    if not colon or not number.isdigit():
        return False  # Xlib cannot read it either
    if protocol == "unix" or (not protocol and host in ("", "unix")):
        path = f"{X_SOCKET_FOLDER}/X{number}"
        # Linux X servers also listen in the abstract namespace (the leading NUL), which Xlib tries first
        names = ["\0" + path, path] if sys.platform.startswith("linux") else [path]
        return any(_answers(sockets.AF_UNIX, name) for name in names)
    try:
        found = sockets.getaddrinfo(host.strip("[]") or "localhost", X_TCP_PORT + int(number), 0, sockets.SOCK_STREAM)
    except (OSError, UnicodeError, OverflowError):
        return False
    return any(_answers(family, address) for family, _kind, _proto, _name, address in found)


def _answers(family: int, address: object) -> bool:
    sock = sockets.socket(family, sockets.SOCK_STREAM)
    try:
        sock.settimeout(CONNECT_SECONDS)
        sock.connect(address)
        return True
    except (OSError, OverflowError, ValueError):
        return False
    finally:
        sock.close()


def _wayland_socket(environ: Mapping[str, str]) -> bool:
    runtime = environ.get("XDG_RUNTIME_DIR")
    return bool(runtime) and (Path(runtime) / "wayland-0").exists()


XProbe = Callable[[str], bool]


def _usable(platform: str, environ: Mapping[str, str], x_probe: XProbe) -> bool:
    if platform in HEADLESS_PLATFORMS:
        return True
    if platform == "xcb":
        return bool(environ.get("DISPLAY")) and x_probe(environ["DISPLAY"])
    if platform.startswith("wayland"):
        return bool(environ.get("WAYLAND_DISPLAY")) or _wayland_socket(environ)
    return True  # a platform we do not know: let Qt judge it


def missing_display(environ: Mapping[str, str], argv: Sequence[str] = (), system: str = sys.platform,
                    x_probe: XProbe = x_server_reachable) -> str | None:
    """None when the window can open; otherwise a message saying that no display was found and
    how to get one. A ``DISPLAY`` where no X server answers (``x_probe``) counts as none: Qt's xcb
    plugin would abort there too ("could not connect to display")."""
    if not system.startswith(NEEDS_DISPLAY):
        return None
    platforms = requested_platforms(environ, argv) or list(DEFAULT_PLATFORMS)
    if any(_usable(p, environ, x_probe) for p in platforms):
        return None
    asked = environ.get("QT_QPA_PLATFORM") or "not set"
    display = environ.get("DISPLAY")
    if display and "xcb" in platforms:
        first = [f"diplomacy-desktop: no X server answers at DISPLAY={display}, so the game window cannot open.",
                 "  The X server may have stopped, or DISPLAY names a screen that is not there"
                 f" (WAYLAND_DISPLAY: {environ.get('WAYLAND_DISPLAY') or 'not set'}; QT_QPA_PLATFORM: {asked})."]
    else:
        first = ["diplomacy-desktop: no display found, so the game window cannot open.",
                 f"  DISPLAY and WAYLAND_DISPLAY are not set (QT_QPA_PLATFORM: {asked})."]
    return "\n".join([
        *first,
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
