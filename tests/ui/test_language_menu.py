"""The Language menu switches the whole window at once, and the choice is remembered."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, QTranslator
from PySide6.QtWidgets import QApplication, QDialogButtonBox
from window_helpers import open_window
from test_window_entry import type_order

from diplomacy_desktop.ui.app import choose_language
from diplomacy_desktop.ui.language_menu import LANGUAGE_NAMES, current_language


@pytest.fixture
def settings(qapp, tmp_path, monkeypatch):  # noqa: ANN001, ANN201
    """Settings in a temporary folder (never the player's own), and English again afterwards."""
    monkeypatch.delenv("DIPLOMACY_LANG", raising=False)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QSettings.setPath(QSettings.Format.IniFormat, QSettings.Scope.UserScope, str(tmp_path))
    yield
    for translator in qapp.findChildren(QTranslator):
        qapp.removeTranslator(translator)
        translator.deleteLater()
    QSettings.setDefaultFormat(QSettings.Format.NativeFormat)


def test_switching_language_retranslates_the_open_window_and_its_orders(qtbot, settings) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A Par - Bur")
    assert window.game_menu.title() == "&Game"
    window.language_menu.language_actions["es"].trigger()
    QApplication.processEvents()  # Qt posts LanguageChange to every widget
    assert current_language() == "es"
    assert window.game_menu.title() == "&Partida"
    assert window.phase_label.text() == "Primavera de 1901 (movimientos)"
    assert window.power_combo.currentText() == "Francia"
    assert window.panel.list.item(0).text() == "E Par-Bor"
    assert "E Mar A E Par-Bor" in window.panel.typed.options()
    assert window.language_menu.language_actions["es"].isChecked()
    window.language_menu.language_actions["cs"].trigger()
    QApplication.processEvents()
    assert window.language_menu.title() == "&Jazyk"
    assert window.game_menu.title() == "&Hra"
    assert window.panel.list.item(0).text() == "A Par - Bur"


def test_the_choice_is_remembered_for_the_next_start(qtbot, settings) -> None:
    window = open_window(qtbot)
    window.language_menu.language_actions["nl"].trigger()
    assert QSettings().value("language") == "nl"
    assert choose_language(None) == "nl"
    assert choose_language("cs") == "cs"  # --lang still wins


def test_qt_standard_buttons_follow_the_language(qtbot, settings) -> None:
    window = open_window(qtbot)
    window.language_menu.language_actions["es"].trigger()
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Cancelar"


def test_qt_standard_buttons_follow_portuguese(qtbot, settings) -> None:
    """PySide6 has Qt's own Portuguese catalogue only as Brazilian Portuguese (qtbase_pt_BR)."""
    window = open_window(qtbot)
    window.language_menu.language_actions["pt"].trigger()
    QApplication.processEvents()
    box = QDialogButtonBox(QDialogButtonBox.StandardButton.Save | QDialogButtonBox.StandardButton.Cancel)
    qtbot.addWidget(box)
    assert box.button(QDialogButtonBox.StandardButton.Cancel).text().replace("&", "") == "Cancelar"
    assert box.button(QDialogButtonBox.StandardButton.Save).text().replace("&", "") == "Salvar"
    assert window.game_menu.title() == "&Partida"


def test_each_language_is_listed_in_its_own_words(qtbot, settings) -> None:
    window = open_window(qtbot)
    names = [a.text() for a in window.language_menu.actions()]
    assert names == list(LANGUAGE_NAMES.values()) == ["English", "Español", "Čeština", "Nederlands", "Português"]
    QApplication.processEvents()


def test_the_board_labels_follow_the_notation(qtbot, settings) -> None:
    from diplomacy_desktop.engine.notation import load_notation
    from diplomacy_desktop.ui.board.anchors import BOARD_SVG
    from diplomacy_desktop.ui.names import localized_board_svg

    spanish = localized_board_svg(BOARD_SVG.read_bytes(), load_notation("es")).decode("utf-8")
    assert '">Bor</text>' in spanish and '">Esp</text>' in spanish and '">CN</text>' in spanish
    assert 'id="label-wal"' in spanish and ">Gal</text>" in spanish and ">Gli</text>" in spanish
    assert '">Bur</text>' not in spanish
    window = open_window(qtbot)
    window.language_menu.language_actions["es"].trigger()
    QApplication.processEvents()
    assert window.scene._renderer.isValid()
