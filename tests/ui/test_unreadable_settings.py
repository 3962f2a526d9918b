"""A settings file Qt must not read (a FIFO, a device, a huge file) no longer stops the game from
starting: it is left unread, the game starts with its defaults, and says so."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

START = """
import json
from diplomacy_desktop.ui.app import create_window
from PySide6.QtCore import QSettings
app, window = create_window([])
QSettings().setValue("playback/speed", 2.0)
QSettings().sync()
unread = getattr(window, "unread_settings", None)
text = ""
if unread is not None:
    from diplomacy_desktop.ui.preferences import unusable_settings_text
    text = unusable_settings_text(unread)
print(json.dumps({"unread": None if unread is None else str(unread), "now": QSettings().fileName(), "text": text}))
"""


def start_with(config: Path) -> dict:
    env = {**os.environ, "XDG_CONFIG_HOME": str(config), "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(ROOT),
           "XDG_CACHE_HOME": str(config.parent / "cache"), "XDG_DATA_HOME": str(config.parent / "data")}
    try:
        child = subprocess.run([sys.executable, "-c", START], capture_output=True, text=True, timeout=60, env=env)
    except subprocess.TimeoutExpired:
        pytest.fail("the game was still starting after 60 s")
    assert child.returncode == 0, child.stderr
    return {**json.loads(child.stdout.strip().splitlines()[-1]), "stderr": child.stderr}


@pytest.mark.skipif(not hasattr(os, "mkfifo") or sys.platform == "darwin", reason="settings are .conf files here")
@pytest.mark.parametrize("name", ["diplomacy-desktop/Diplomacy Desktop.conf", "diplomacy-desktop.conf"])
def test_a_fifo_as_the_settings_file_is_left_unread_and_the_game_starts(tmp_path: Path, name: str) -> None:
    config = tmp_path / "config"
    fifo = config / name
    fifo.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(fifo)
    started = start_with(config)
    assert started["unread"] == str(fifo)
    assert str(fifo) in started["text"] and "default settings" in started["text"]
    assert str(fifo) in started["stderr"]
    assert not started["now"].startswith(str(config))  # this run's choices go elsewhere, not into the pipe
    assert fifo.is_fifo()


@pytest.mark.skipif(not hasattr(os, "mkfifo") or sys.platform == "darwin", reason="settings are .conf files here")
def test_a_fifo_where_version_0_1_kept_its_settings_is_not_moved_and_the_game_starts(tmp_path: Path) -> None:
    config = tmp_path / "config"
    fifo = config / "Diplomacy Desktop" / "Diplomacy Desktop.conf"  # the folder version 0.1 named twice
    fifo.parent.mkdir(parents=True)
    os.mkfifo(fifo)
    started = start_with(config)
    assert started["unread"] is None  # this version's own settings are fine
    assert str(fifo) in started["stderr"]  # the note on what was left behind
    assert fifo.is_fifo()


@pytest.mark.skipif(sys.platform in ("win32", "darwin"), reason="settings are .conf files here")
def test_a_huge_file_is_left_unread_and_an_ordinary_one_is_read(tmp_path: Path) -> None:
    # No device here: a Qt that read a link to /dev/zero would also save through it, and as root
    # its atomic save replaces the device itself with a file.
    config = tmp_path / "config"
    settings = config / "diplomacy-desktop" / "Diplomacy Desktop.conf"
    settings.parent.mkdir(parents=True)
    with settings.open("wb") as fh:
        fh.truncate(64 * 2**20)
    assert start_with(config)["unread"] == str(settings)
    settings.unlink()
    settings.write_text("[playback]\nspeed=0.5\n", encoding="utf-8")
    started = start_with(config)
    assert started["unread"] is None and started["now"] == str(settings)
    assert "speed=2" in settings.read_text(encoding="utf-8")
