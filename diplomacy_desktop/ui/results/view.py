"""The results list: the phase's results model in a tree view, in step with the playback.

The rows the playback is animating are selected (and scrolled to); a click on a row asks for
that order to be highlighted on the board and replayed (:attr:`ResultsView.rowClicked`).
"""

from __future__ import annotations

from PySide6.QtCore import QItemSelection, QItemSelectionModel, QModelIndex, Qt, Signal
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QLabel, QTreeView, QVBoxLayout, QWidget

from ...engine.adjudicator import Resolution
from ...replay.plan import Row
from ..names import phase_text, power_name
from .model import Column, ResultsModel, RowRole


class ResultsView(QWidget):
    rowClicked = Signal(object)
    """A player clicked the row of a result: its :class:`Row`."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsList")
        self.model = ResultsModel(self)
        self.heading = QLabel()
        self.heading.setObjectName("resultsHeading")
        self.heading.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setObjectName("resultsSummary")
        self.summary.setWordWrap(True)
        self.summary.setVisible(False)
        self.tree = QTreeView()
        self.tree.setObjectName("resultsTree")
        self.tree.setModel(self.model)
        self.tree.setRootIsDecorated(False)
        self.tree.setAlternatingRowColors(True)
        # one line per row (the whole reason is in its tooltip): rows of one height keep the
        # view cheap to update while the board animates next to it
        self.tree.setUniformRowHeights(True)
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.tree.header()
        header.setStretchLastSection(True)
        # sized once per phase, not measured on every repaint (the board animates meanwhile)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.clicked.connect(self._clicked)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.heading)
        layout.addWidget(self.summary)
        layout.addWidget(self.tree, 1)
        self.retranslate()

    @property
    def selection(self) -> QItemSelectionModel:
        """Shared with the playback: the rows now animating are the selected ones."""
        return self.tree.selectionModel()

    def retranslate(self) -> None:
        self.model.retranslate()
        self._update_heading()

    def _update_heading(self) -> None:
        resolution = self.model.resolution
        if resolution is None:
            self.heading.setText(self.tr("No phase has been adjudicated yet."))
        else:
            self.heading.setText(f"<b>{phase_text(resolution.phase)}</b>")

    def show_resolution(self, resolution: Resolution | None) -> None:
        self.model.set_resolution(resolution)
        self._update_heading()
        for column in (Column.POWER, Column.ORDER, Column.OUTCOME):
            self.tree.resizeColumnToContents(column)

    def set_summary(self, text: str) -> None:
        """Centre counts and adjustments due after the phase (empty: hidden)."""
        self.summary.setText(text)
        self.summary.setVisible(bool(text))

    def select_rows(self, rows: list[Row]) -> None:
        """Select the rows of these results (the playback's beat), showing the first."""
        selection = QItemSelection()
        first = None
        for row in rows:
            index = self.model.index_of(row)
            if index.isValid():
                selection.select(index, index)
                first = first or index
        self.selection.select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect
                              | QItemSelectionModel.SelectionFlag.Rows)
        if first is not None:
            self.tree.scrollTo(first)

    def selected_rows(self) -> list[Row]:
        rows = [self.model.data(i, RowRole) for i in self.selection.selectedRows(Column.ORDER)]
        return sorted(r for r in rows if r is not None)

    def _clicked(self, index: QModelIndex) -> None:
        row = self.model.data(index, RowRole)
        if row is not None:
            self.rowClicked.emit(row)

    # -- what a player reads (tests, privacy checks) -------------------------------------

    def row_texts(self) -> list[tuple[str, str, str]]:
        """Every row as (order, outcome, reason) text: what a player reads."""
        return [(line.order, line.outcome, line.reason) for line in self.model.lines()]

    def toPlainText(self) -> str:  # noqa: N802 - named like the text browser it replaced
        lines = [self.heading.text(), self.summary.text()]
        lines += [" ".join((power_name(line.power), line.order, line.outcome, line.reason)) for line in self.model.lines()]
        return "\n".join(lines)
