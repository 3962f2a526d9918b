"""Board tests render with Qt; without a display they must use the offscreen platform."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def private_data_dir(tmp_path, monkeypatch):  # noqa: ANN001, ANN201
    """Autosaves go to a temporary folder, never the user's real data directory (nor does the
    start's move of version 0.1's folders look there)."""
    from diplomacy_desktop.ui.hotseat import storage

    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    folder = tmp_path / "appdata"
    monkeypatch.setattr(storage, "data_dir", lambda: folder)
    return folder


@pytest.fixture(autouse=True)
def private_settings(tmp_path):  # noqa: ANN001, ANN201
    """Settings (playback speed, motion, window geometry) go to a temporary folder, never the
    user's own."""
    from PySide6.QtCore import QSettings

    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path / "settings"))
    return tmp_path / "settings"



@pytest.fixture(autouse=True)
def private_map_cache(tmp_path, monkeypatch):  # noqa: ANN001, ANN201
    """A window made by ``create_window`` keeps its map drawing in a temporary folder (its cache
    folder follows ``XDG_CACHE_HOME``), never the user's; the cache is off again after the test."""
    from diplomacy_desktop.ui.board import map_cache

    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "cache"))
    map_cache.use_folder(None)
    yield tmp_path / "cache"
    map_cache.wait_for_writes()
    map_cache.use_folder(None)


@pytest.fixture
def language(qapp):  # noqa: ANN001, ANN201
    """Install a language's translators for one test (``language("es")``); English again afterwards."""
    from PySide6.QtCore import QTranslator
    from PySide6.QtWidgets import QApplication

    from diplomacy_desktop.ui.language_menu import install_translators

    yield lambda lang: install_translators(QApplication.instance(), lang)
    for translator in qapp.findChildren(QTranslator):
        qapp.removeTranslator(translator)
        translator.deleteLater()
