"""Without a display the game says so plainly (and how to get one) before Qt can abort."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path
from typing import Iterator

import pytest

from diplomacy_desktop.ui.display_check import missing_display, requested_platforms

from test_display_reachable import listening_display

ROOT = Path(__file__).resolve().parents[2]
BARE: dict[str, str] = {}


@pytest.fixture
def x_display() -> Iterator[str]:
    """A DISPLAY where something accepts connections: a TCP listener on display N's port."""
    with listening_display() as display:
        yield display


def without_display() -> dict[str, str]:
    env = {k: v for k, v in os.environ.items()
           if k not in ("DISPLAY", "WAYLAND_DISPLAY", "QT_QPA_PLATFORM", "XDG_RUNTIME_DIR")}
    env["PYTHONPATH"] = str(ROOT)
    return env


@pytest.mark.parametrize("env, argv", [
    ({}, []),
    ({"QT_QPA_PLATFORM": "xcb"}, []),
    ({"QT_QPA_PLATFORM": "wayland;xcb"}, []),
    ({"DISPLAY": ":0"}, ["-platform", "wayland"]),
    ({"WAYLAND_DISPLAY": "wayland-1", "QT_QPA_PLATFORM": "xcb"}, []),
])
def test_no_usable_display_is_named_with_the_ways_to_get_one(env: dict[str, str], argv: list[str]) -> None:
    message = missing_display(env, argv, system="linux")
    assert message is not None
    assert "no display found" in message
    assert "DISPLAY and WAYLAND_DISPLAY" in message and "xvfb-run" in message and "ssh -X" in message
    assert "xcb librar" not in message


@pytest.mark.parametrize("env, argv", [
    ({"DISPLAY": "LISTENING"}, []),
    ({"WAYLAND_DISPLAY": "wayland-0"}, []),
    ({"QT_QPA_PLATFORM": "offscreen"}, []),
    ({"QT_QPA_PLATFORM": "vnc:size=800x600"}, []),
    ({}, ["-platform", "offscreen"]),
    ({}, ["-platform=minimal"]),
    ({"QT_QPA_PLATFORM": "wayland;xcb", "DISPLAY": "LISTENING"}, []),
])
def test_a_display_or_a_headless_platform_lets_the_window_start(env: dict[str, str], argv: list[str],
                                                                x_display: str) -> None:
    env = {k: x_display if v == "LISTENING" else v for k, v in env.items()}
    assert missing_display(env, argv, system="linux") is None


def test_a_wayland_socket_in_the_runtime_folder_counts(tmp_path: Path) -> None:
    (tmp_path / "wayland-0").touch()
    assert missing_display({"XDG_RUNTIME_DIR": str(tmp_path)}, [], system="linux") is None
    assert missing_display({"XDG_RUNTIME_DIR": str(tmp_path / "none")}, [], system="linux") is not None


def test_windows_and_macos_need_no_x_or_wayland() -> None:
    assert missing_display({}, [], system="win32") is None
    assert missing_display({}, [], system="darwin") is None


def test_the_command_line_platform_wins_over_the_environment() -> None:
    assert requested_platforms({"QT_QPA_PLATFORM": "xcb"}, ["game.json", "-platform", "offscreen"]) == ["offscreen"]


def test_the_game_command_exits_with_the_message_instead_of_a_qt_abort() -> None:
    child = subprocess.run([sys.executable, "-m", "diplomacy_desktop"], capture_output=True, text=True,
                           timeout=120, env=without_display(), cwd=ROOT)
    assert child.returncode == 1
    assert child.stderr.startswith("diplomacy-desktop: no display found")
    assert "platform plugin" not in child.stderr


@pytest.mark.skipif(sys.platform != "linux", reason="run.sh is for Debian")
def test_run_sh_says_so_before_installing_anything(tmp_path: Path) -> None:
    # a copy away from the project, so a run.sh that failed to stop could not build a venv in it
    script = tmp_path / "run.sh"
    script.write_text((ROOT / "run.sh").read_text(encoding="utf-8"), encoding="utf-8")
    env = without_display()
    env["PATH"] = os.pathsep.join([str(Path(sys.executable).parent), env.get("PATH", "")])
    child = subprocess.run(["bash", str(script), "game"], capture_output=True, text=True, timeout=120,
                           env=env, cwd=tmp_path)
    assert child.returncode == 1
    assert "no display found" in child.stderr
    assert "Installing" not in child.stdout + child.stderr
