"""A screen reader can follow the game (issue 19, item 12): every part of the window a player
can reach with the keyboard has a name a screen reader reads out, in the player's language, and
each judged phase's outcome is announced in words once it has played on the board."""

from __future__ import annotations

import pytest
from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QWidget

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.results import announce as announce_module

from window_helpers import show_active


def _name(widget: QWidget) -> str:
    interface = QAccessible.queryAccessibleInterface(widget)
    return interface.text(QAccessible.Text.Name) if interface is not None else ""


def _reachable(window: MainWindow) -> list[QWidget]:
    """The visible widgets the keyboard can reach (Tab or a shortcut)."""
    return [w for w in window.findChildren(QWidget)
            if w.isVisible() and w.focusPolicy() != w.focusPolicy().NoFocus and w.isEnabled()]


@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl"])
def test_every_part_of_the_window_a_keyboard_reaches_has_a_name(qtbot, language, lang: str) -> None:  # noqa: ANN001
    language(lang)
    window = MainWindow()
    show_active(qtbot, window)
    qtbot.wait(200)  # the results tab is built after the first paint
    for tab in (window.panel, window.results_page):
        window.tabs.setCurrentWidget(tab)
        unnamed = [f"{type(w).__name__} {w.objectName()}" for w in _reachable(window) if not _name(w).strip()]
        assert not unnamed, unnamed
    named = {w: _name(w) for w in (window.view, window.power_combo, window.panel.typed, window.panel.list,
                                    window.results.tree)}
    assert all(named.values())
    if lang != "en":  # in the player's language
        assert named[window.view] != "Board" and named[window.panel.typed] != "Type an order"


def test_each_judged_phase_is_announced_in_words(qtbot, monkeypatch) -> None:  # noqa: ANN001
    heard: list[tuple[QWidget, str]] = []
    monkeypatch.setattr(announce_module, "QAccessible", _Recorder(heard))
    window = MainWindow()
    show_active(qtbot, window)
    window.game.seat("france").set_orders([read_order("A Par - Bur", game_map=standard_map())])
    window.game.seat("germany").set_orders([read_order("A Mun - Bur", game_map=standard_map())])
    window.game.seat("italy").set_orders([read_order("A Ven - Tyr", game_map=standard_map())])
    window.adjudicate()
    assert heard == []  # not while it plays: the outcome would come before the board shows it
    window.playback.skip_to_end()
    assert len(heard) == 1
    widget, text = heard[0]
    assert widget is window.results.tree
    assert text.startswith("Results of Spring 1901 (movement): orders that succeeded: 1; orders that failed: 2.")
    assert "Supply centres:" in text
    assert window.results.tree.accessibleDescription() == text
    window.continue_to_next_phase()
    window.adjudicate()
    window.playback.skip_to_end()
    assert len(heard) == 2 and "Fall 1901" in heard[1][1]


class _Recorder:
    """Stands in for QAccessible in the announcing module: keeps what would be announced."""

    AnnouncementPoliteness = QAccessible.AnnouncementPoliteness

    def __init__(self, heard: list) -> None:
        self.heard = heard

    def updateAccessibility(self, event) -> None:  # noqa: ANN001, N802 - Qt's name
        assert event.type() == QAccessible.Event.Announcement
        self.heard.append((event.object(), event.message()))
