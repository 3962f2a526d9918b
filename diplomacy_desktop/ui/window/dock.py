"""The board window's dock: the order panel and the results, one tab each."""

from __future__ import annotations

from PySide6.QtWidgets import QDockWidget, QSizePolicy, QTabWidget, QVBoxLayout, QWidget

from ..orders.panel import OrderPanel

PANEL_MIN_WIDTH = 340
"""The narrowest the orders and results panel gets (wider if its controls need it in a language)."""


class OrdersDock(QDockWidget):
    """The Orders tab (the power on move's panel) and the Results tab, whose list and playback
    ``results_tab.ResultsTab`` puts in ``results_page`` once built."""

    def __init__(self, panel: OrderPanel, parent: QWidget) -> None:
        super().__init__(parent)
        self.setObjectName("ordersDock")
        self.results_page = QWidget()
        self.results_page.setObjectName("resultsPage")
        QVBoxLayout(self.results_page).setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        self.tabs.addTab(panel, "")
        self.tabs.addTab(self.results_page, "")
        self.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.setWidget(self.tabs)
        # the panel keeps the width it has (the player's, remembered with the window's layout)
        # whatever a phase puts in it: its content never pushes it wider, so the board does not
        # grow and shrink from phase to phase; the floor is what its fixed controls need
        self.tabs.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.tabs.setMinimumWidth(PANEL_MIN_WIDTH)
