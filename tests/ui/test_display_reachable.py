"""A ``DISPLAY`` that names no X server gets the plain message, not Qt's abort: the check
connects to where the display points before Qt starts."""

from __future__ import annotations

import contextlib
import os
import socket
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from diplomacy_desktop.ui.display_check import X_SOCKET_FOLDER, X_TCP_PORT, missing_display, x_server_reachable

ROOT = Path(__file__).resolve().parents[2]


@contextlib.contextmanager
def listening_display() -> Iterator[str]:
    """``127.0.0.1:N`` with a socket listening on display N's TCP port (as an X server would)."""
    for number in range(400, 1400):
        sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        try:
            sock.bind(("127.0.0.1", X_TCP_PORT + number))
        except OSError:
            sock.close()
            continue
        with sock:
            sock.listen(4)
            yield f"127.0.0.1:{number}"
        return
    pytest.skip("no free port for a display")


def _answers(name: str) -> bool:
    with socket.socket(socket.AF_UNIX, socket.SOCK_STREAM) as sock:
        try:
            sock.connect(name)
            return True
        except OSError:
            return False


def silent_local_display() -> str:
    """``:N`` where no local X server listens (neither its socket file nor the abstract one)."""
    for number in range(99, 1099):
        path = f"{X_SOCKET_FOLDER}/X{number}"
        if not os.path.exists(path) and not _answers("\0" + path):
            return f":{number}"
    pytest.skip("every local display number is taken")


def test_a_display_where_a_server_listens_is_reachable_and_one_closed_is_not() -> None:
    with listening_display() as display:
        assert x_server_reachable(display)
        assert missing_display({"DISPLAY": display}, [], system="linux") is None
    message = missing_display({"DISPLAY": display}, [], system="linux")
    assert message is not None
    assert message.startswith(f"diplomacy-desktop: no X server answers at DISPLAY={display}")
    assert "xvfb-run" in message and "ssh -X" in message


@pytest.mark.skipif(not hasattr(socket, "AF_UNIX"), reason="no local sockets")
def test_a_local_display_with_no_server_and_a_display_xlib_cannot_read_are_named() -> None:
    display = silent_local_display()
    for value in (display, f"unix{display}", f"{display}.0", "garbage", ":x"):
        assert not x_server_reachable(value), value
        message = missing_display({"DISPLAY": value}, [], system="linux")
        assert message is not None and f"DISPLAY={value}" in message


def test_a_wayland_session_is_not_held_back_by_a_stale_display(tmp_path: Path) -> None:
    (tmp_path / "wayland-0").touch()
    env = {"DISPLAY": "garbage", "XDG_RUNTIME_DIR": str(tmp_path)}
    assert missing_display(env, [], system="linux") is None


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the X check is for Linux and the BSDs")
def test_the_game_command_names_the_silent_display_instead_of_aborting() -> None:
    display = silent_local_display()
    env = {k: v for k, v in os.environ.items() if k not in ("WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR")}
    env.update(DISPLAY=display, PYTHONPATH=str(ROOT))
    child = subprocess.run([sys.executable, "-m", "diplomacy_desktop"], capture_output=True, text=True,
                           timeout=120, env=env, cwd=ROOT)
    assert child.returncode == 1, child.stderr
    assert child.stderr.startswith(f"diplomacy-desktop: no X server answers at DISPLAY={display}")
    assert "platform plugin" not in child.stderr and "could not connect" not in child.stderr
