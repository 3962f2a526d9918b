"""The order keys follow the notation of the window's language (ui/orders/keys.py): in Spanish,
M holds, A supports and T convoys, as rulebook 000 writes them, and the status line says so."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from window_helpers import click, open_window

from diplomacy_desktop.engine.notation import LANGUAGES, load_notation
from diplomacy_desktop.engine.orders import Hold, Unit
from diplomacy_desktop.ui.orders.entry import Mode
from diplomacy_desktop.ui.orders.keys import order_keys


@pytest.mark.parametrize("lang", LANGUAGES)
def test_each_notation_has_four_distinct_keys_free_of_the_others(lang: str) -> None:
    keys = order_keys(load_notation(lang))
    given = [k for k in keys.values() if k]
    assert len(given) == len(set(given)) and not set(given) & {"D", "W"}
    expected = ({"hold": "M", "move": "", "support": "A", "convoy": "T"} if lang == "es"
                else {"hold": "H", "move": "M", "support": "S", "convoy": "C"})
    assert keys == expected


def test_spanish_keys_are_the_rulebooks_letters(qtbot, language) -> None:
    language("es")
    window = open_window(qtbot, power="france")
    QApplication.processEvents()
    shortcuts = {k: window.actions_by_name[k].shortcut() for k in ("hold", "move", "support", "convoy")}
    assert shortcuts == {"hold": QKeySequence("M"), "move": QKeySequence(), "support": QKeySequence("A"),
                         "convoy": QKeySequence("T")}
    click(window, "mar")
    assert "A apoyar, T transportar" in window.entry.prompt
    QTest.keyClick(window.view, Qt.Key.Key_A)
    assert window.entry.mode is Mode.SUPPORT_UNIT  # A is support, not an army
    click(window, "par")
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    click(window, "bre")
    QTest.keyClick(window.view, Qt.Key.Key_M)
    assert Hold(Unit("F", "bre")) in window.game.seat("france").orders()  # M is hold (mantenerse), not move


def test_english_keys_stay(qtbot) -> None:
    window = open_window(qtbot, power="france")
    click(window, "mar")
    assert "S support, C convoy" in window.entry.prompt
    QTest.keyClick(window.view, Qt.Key.Key_H)
    assert Hold(Unit("A", "mar")) in window.game.seat("france").orders()
