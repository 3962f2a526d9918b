"""The rules reference's dock in a main window, with its Help-menu entry (F1).

A window makes the dock at start-up (the Help menu is in its menu bar from the first paint);
the reference inside it (:class:`.reference.RulesReference`, every rule's title in a tree) and
its module are loaded when the reference is first needed, not before the board is on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDockWidget, QMainWindow, QMenu

if TYPE_CHECKING:
    from .reference import RulesReference


class RulesReferenceDock(QDockWidget):
    """The reference in a dock of a main window, with its Help-menu entry (F1).

    The reference itself (every rule's title in a tree, about 15 ms) is built when first
    needed: opened from the menu or a "why?" link, or the dock shown again by the window's
    saved layout. Until then the dock is an empty frame nobody sees, and the window starts
    sooner."""

    def __init__(self, window: QMainWindow) -> None:
        super().__init__(window)
        self.setObjectName("rulesReferenceDock")
        self._reference: RulesReference | None = None
        self.setVisible(False)
        window.addDockWidget(Qt.DockWidgetArea.LeftDockWidgetArea, self)
        self.menu = QMenu(window)
        self.menu.setObjectName("helpMenu")
        self.action = QAction(window)
        self.action.setObjectName("rules_reference")
        self.action.setShortcut(QKeySequence(QKeySequence.StandardKey.HelpContents))
        self.action.triggered.connect(self.open)
        self.menu.addAction(self.action)
        window.addAction(self.action)
        window.menuBar().addMenu(self.menu)
        self.retranslate()

    @property
    def reference(self) -> RulesReference:
        """The rules, the search box and the rule on show (built on first use)."""
        if self._reference is None:
            from .reference import RulesReference

            self._reference = RulesReference(self)
            self._reference.setMinimumWidth(300)
            self.setWidget(self._reference)
        return self._reference

    def showEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        self.reference  # noqa: B018 - shown (a saved layout may show it at start): it needs its content
        super().showEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Rules reference"))
        self.menu.setTitle(self.tr("&Help"))
        self.action.setText(self.tr("&Rules reference"))
        keys = self.action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
        self.action.setToolTip(self.tr("The rules of the game, searchable") + (f" ({keys})" if keys else ""))

    def open(self) -> None:
        """Show the reference where it was (at the first rule the first time)."""
        if not self.reference.rule:
            from ...teaching.rules import SECTIONS, rules_in

            self.reference.show_rule(next(iter(rules_in(SECTIONS[0]))))
        self._raise()

    def show_rule(self, rule_id: str) -> bool:
        """Open the reference at one rule (the "why?" link next to a result)."""
        shown = self.reference.show_rule(rule_id)
        if shown:
            self._raise()
        return shown

    def _raise(self) -> None:
        self.setVisible(True)
        self.raise_()
        self.reference.tree.setFocus()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)


def add_rules_reference(window: QMainWindow) -> RulesReferenceDock:
    """Give ``window`` the reference dock and a Help menu (at the end of its menu bar) that opens it."""
    return RulesReferenceDock(window)
