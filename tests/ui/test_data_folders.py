"""A player of version 0.1 finds everything after updating: the first start moves the autosaves,
the map drawing and the settings (language, lesson progress) out of the doubled
``Diplomacy Desktop/Diplomacy Desktop`` folders, and loses nothing whose name is already taken."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QStandardPaths
from PySide6.QtGui import QGuiApplication

from diplomacy_desktop.resources import APP_ID
from diplomacy_desktop.ui.app import create_window
from diplomacy_desktop.ui.hotseat import storage

OLD = "Diplomacy Desktop/Diplomacy Desktop"
GAME_ID = "0123456789abcdef0123456789abcdef"


@pytest.fixture
def old_player(tmp_path: Path, private_settings: Path, monkeypatch: pytest.MonkeyPatch,
               language) -> dict[str, Path]:  # noqa: ANN001 - language: English again after the test
    """Folders as version 0.1 left them: an autosave, a map drawing, and settings with Dutch
    chosen and a lesson's progress; XDG folders of the test's own."""
    data, cache = tmp_path / "xdg-data", tmp_path / "cache"
    monkeypatch.setenv("XDG_DATA_HOME", str(data))
    monkeypatch.setenv("XDG_CACHE_HOME", str(cache))
    autosave = data / OLD / f"autosave-{GAME_ID}.diplomacy.json"
    autosave.parent.mkdir(parents=True)
    autosave.write_text('{"a game": "of 0.1"}', encoding="utf-8")
    drawing = cache / OLD / "map" / "board-1.bin"
    drawing.parent.mkdir(parents=True)
    drawing.write_bytes(b"pixels")
    settings = private_settings / "Diplomacy Desktop" / "Diplomacy Desktop.ini"  # <organisation>/<application>.ini
    settings.parent.mkdir(parents=True)
    settings.write_text("[General]\nlanguage=nl\n\n[teaching]\nprogress=lesson-7:3\n", encoding="utf-8")
    return {"data": data, "cache": cache, "autosave": autosave, "drawing": drawing, "settings": settings}


def _start(qtbot):  # noqa: ANN001, ANN202
    app, window = create_window([])
    qtbot.addWidget(window)
    return app, window


def test_the_first_start_moves_autosaves_map_drawing_and_settings(qtbot, old_player) -> None:  # noqa: ANN001
    app, _window = _start(qtbot)
    data = Path(QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation))
    assert data == old_player["data"] / "Diplomacy Desktop"
    assert (data / f"autosave-{GAME_ID}.diplomacy.json").read_text(encoding="utf-8") == '{"a game": "of 0.1"}'
    assert (old_player["cache"] / "Diplomacy Desktop" / "map" / "board-1.bin").read_bytes() == b"pixels"
    assert QSettings().value("language") == "nl"
    assert QSettings().value("teaching/progress") == "lesson-7:3"
    from diplomacy_desktop.ui.language_menu import current_language

    assert current_language() == "nl"  # the window opened in the language chosen under 0.1
    assert not old_player["autosave"].parent.exists()
    assert not old_player["drawing"].parent.parent.exists()
    assert not old_player["settings"].exists()
    assert QGuiApplication.desktopFileName() == APP_ID
    assert not app.windowIcon().isNull()


def test_the_real_autosave_folder_is_the_moved_one(qtbot, old_player, monkeypatch) -> None:  # noqa: ANN001
    monkeypatch.undo()  # storage.data_dir as the game computes it (XDG folders set again below)
    monkeypatch.setenv("XDG_DATA_HOME", str(old_player["data"]))
    monkeypatch.setenv("XDG_CACHE_HOME", str(old_player["cache"]))
    _start(qtbot)
    assert storage.autosave_path(GAME_ID) == old_player["data"] / "Diplomacy Desktop" / old_player["autosave"].name
    assert storage.autosave_path(GAME_ID).is_file()


def test_nothing_is_lost_when_a_name_is_taken(qtbot, old_player) -> None:  # noqa: ANN001
    new_autosave = old_player["data"] / "Diplomacy Desktop" / old_player["autosave"].name
    new_autosave.write_text('{"a game": "of 0.2"}', encoding="utf-8")
    other = old_player["autosave"].with_name("autosave-" + "f" * 32 + ".diplomacy.json")
    other.write_text("{}", encoding="utf-8")
    _start(qtbot)
    assert new_autosave.read_text(encoding="utf-8") == '{"a game": "of 0.2"}'
    assert old_player["autosave"].read_text(encoding="utf-8") == '{"a game": "of 0.1"}'  # kept where it was
    assert (new_autosave.parent / other.name).is_file()
    assert not other.exists()


def test_settings_already_in_the_new_place_are_not_overwritten(qtbot, old_player, private_settings) -> None:  # noqa: ANN001
    new = private_settings / "diplomacy-desktop" / "Diplomacy Desktop.ini"
    new.parent.mkdir(parents=True)
    new.write_text("[General]\nlanguage=es\n", encoding="utf-8")
    _start(qtbot)
    assert QSettings().value("language") == "es"
    assert QSettings().value("teaching/progress") is None
    assert "language=nl" in old_player["settings"].read_text(encoding="utf-8")  # 0.1's settings kept


def test_a_second_start_finds_nothing_to_move(qtbot, old_player) -> None:  # noqa: ANN001
    _start(qtbot)
    from diplomacy_desktop.ui.data_folders import move_old_folders

    assert move_old_folders() == []
    assert QSettings().value("language") == "nl"
