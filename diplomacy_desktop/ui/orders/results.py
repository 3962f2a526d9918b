"""The results list: every order of an adjudicated phase, what happened to it, and why, in words."""

from __future__ import annotations

from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QTreeWidget, QTreeWidgetItem, QWidget

from ...engine.adjudicator import Resolution
from ..names import order_notation, phase_text, power_name
from ..reasons import explain_reason, order_failed, outcome_name


class ResultsList(QTreeWidget):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsList")
        self.setColumnCount(3)
        self.setRootIsDecorated(True)
        self.setAlternatingRowColors(True)
        self.setWordWrap(True)
        self._resolution: Resolution | None = None
        self.retranslate()

    def retranslate(self) -> None:
        self.setHeaderLabels([self.tr("Order"), self.tr("Outcome"), self.tr("Why")])
        self.show_resolution(self._resolution)

    def show_resolution(self, resolution: Resolution | None) -> None:
        self.clear()
        self._resolution = resolution
        if resolution is None:
            return
        self.setHeaderLabels([phase_text(resolution.phase), self.tr("Outcome"), self.tr("Why")])
        for power, results in resolution.results.items():
            if not results:
                continue
            top = QTreeWidgetItem([power_name(power), "", ""])
            font = top.font(0)
            font.setBold(True)
            top.setFont(0, font)
            self.addTopLevelItem(top)
            for result in results:
                reason = explain_reason(result.reason)
                row = QTreeWidgetItem([order_notation(result.order), outcome_name(result.outcome), reason])
                row.setToolTip(2, reason)
                if order_failed(result):
                    row.setForeground(1, QBrush(QColor("#b00020")))
                top.addChild(row)
            top.setExpanded(True)
        for pair in resolution.disbanded:
            power, unit = pair
            top = QTreeWidgetItem([power_name(power), self.tr("disbanded"), order_notation(unit)])  # type: ignore[arg-type]
            self.addTopLevelItem(top)
        for col in range(2):
            self.resizeColumnToContents(col)

    def row_texts(self) -> list[tuple[str, str, str]]:
        """Every order row as (order, outcome, reason) text: what a player reads, for tests."""
        rows = []
        for i in range(self.topLevelItemCount()):
            top = self.topLevelItem(i)
            for j in range(top.childCount()):
                child = top.child(j)
                rows.append((child.text(0), child.text(1), child.text(2)))
        return rows
