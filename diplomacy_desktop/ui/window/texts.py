"""The board window's words in the language now installed: titles, tabs, tooltips, and the names
a screen reader says for each part. Called at start and again on a language change (the
Language menu), so nothing needs a restart. The texts keep the ``MainWindow`` translation
context they always had, so the shipped translations find them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

if TYPE_CHECKING:
    from .face import BoardFace

translate = QCoreApplication.translate


def word_window(window: BoardFace) -> None:
    """The title, the dock's tabs and the power combo's tooltip."""
    tabs = window.tabs
    window.as_widget().setWindowTitle(translate("MainWindow", "Diplomacy Desktop") + "[*]")
    tabs.setTabText(tabs.indexOf(window.panel), translate("MainWindow", "Orders"))
    tabs.setTabText(tabs.indexOf(window.results_page), translate("MainWindow", "Results"))
    window.dock.setWindowTitle(translate("MainWindow", "Orders"))
    window.power_combo.setToolTip(translate("MainWindow", "The power whose orders you are entering "
                                                          "(Ctrl+Tab: next)"))


def name_for_screen_readers(window: BoardFace) -> None:
    """What a screen reader calls each part of the window (a widget without text of its own
    would otherwise be read out by its class, or not at all)."""
    board = translate("MainWindow", "Board")
    view = window.view
    view.setAccessibleName(board)
    view.viewport().setAccessibleName(board)
    view.setAccessibleDescription(translate("MainWindow", "The map of Europe with every unit. Orders can also be "
                                                          "typed: Ctrl+L goes to the typed box, Ctrl+2 to the "
                                                          "results."))
    window.power_combo.setAccessibleName(translate("MainWindow", "Ordering for"))
    window.tabs.setAccessibleName(translate("MainWindow", "Orders and results"))
    window.panel.list.setAccessibleName(translate("MainWindow", "Orders given"))
    window.panel.typed.setAccessibleName(translate("MainWindow", "Type an order"))
    window.phase_label.setAccessibleName(translate("MainWindow", "Phase on the board"))
    window.hover_label.setAccessibleName(translate("MainWindow", "Province under the pointer"))
    window.banner.setAccessibleName(translate("MainWindow", "What happens now"))
