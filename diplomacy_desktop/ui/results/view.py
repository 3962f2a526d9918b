"""The results list: the phase's results model in a tree view, in step with the playback.

Each result is a row (power, order, result, "why?") with its reason in full on a line of its
own under it, word-wrapped to the list's width (:class:`ReasonDelegate`): the panel is narrow,
the reasons are long in every language, and a reason cut off to one line could only be read by
hovering over it.

The rows the playback is animating are selected (and scrolled to); a click on a row asks for
that order to be highlighted on the board and replayed (:attr:`ResultsView.rowClicked`); a click
on its "why?" link (or Enter on the row) asks for the rule behind the result
(:attr:`ResultsView.ruleClicked`), which the window opens in the rules reference.
"""

from __future__ import annotations

from PySide6.QtCore import (QEvent, QItemSelection, QItemSelectionModel, QModelIndex, QObject,
                            QRect, QSize, Qt, Signal)
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import (QAbstractItemView, QHeaderView, QLabel, QStyledItemDelegate, QStyleOptionViewItem,
                               QTreeView, QVBoxLayout, QWidget)

from ...engine.adjudicator import Resolution
from ...replay.plan import Row
from ..names import phase_text, power_name
from .model import Column, DetailRole, ResultsModel, RowRole, RuleRole

DETAIL_INDENT = 14
"""How far a reason's line is set in under its row, so the eye groups them."""
WRAPPING_COLUMNS = (Column.OUTCOME, Column.ORDER)
"""The columns that give up width, in this order, when the list is too narrow for them all:
their text wraps onto a second line (a power's name and the "why?" link never do)."""


class ReasonDelegate(QStyledItemDelegate):
    """Draws a reason's line word-wrapped across the whole width of the list, and says how tall
    that makes it (a spanned row would otherwise be measured by its first column alone)."""

    def __init__(self, tree: QTreeView) -> None:
        super().__init__(tree)
        self.tree = tree
        self._heights: dict[tuple[str, int, str], int] = {}
        """Wrapped heights already measured (text, width, font): rows are laid out again on
        every new phase and width, with the same few texts."""

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # noqa: N802 - Qt's name
        """Asked when the rows are laid out, not when they are painted (the tree keeps the
        heights), so painting while the board animates costs no Python call."""
        if not index.data(DetailRole):
            hint = super().sizeHint(option, index)
            if index.column() not in WRAPPING_COLUMNS:
                return hint
            # the column may be narrower than its text ("se mantuvo en posición"), which then
            # wraps: the row is as tall as the wrapped text
            item = QStyleOptionViewItem(option)
            self.initStyleOption(item, index)  # the cell's own font (an order is in bold)
            width = max(self.tree.header().sectionSize(index.column()) - 8, 20)
            wrapped = QFontMetrics(item.font).boundingRect(QRect(0, 0, width, 100000),
                                                           int(Qt.TextFlag.TextWordWrap), item.text)
            return QSize(hint.width(), max(hint.height(), wrapped.height() + 6))
        indent = DETAIL_INDENT if index.parent().isValid() else 0
        width = max(self.tree.viewport().width() - indent - 8, 60)
        text = str(index.data(Qt.ItemDataRole.DisplayRole) or "")
        key = (text, width, option.font.key())
        height = self._heights.get(key)
        if height is None:
            if len(self._heights) > 2000:
                self._heights.clear()
            bounds = QFontMetrics(option.font).boundingRect(QRect(0, 0, width, 100000),
                                                            int(Qt.TextFlag.TextWordWrap), text)
            height = self._heights[key] = bounds.height() + 6
        return QSize(width, height)


class ResultsView(QWidget):
    rowClicked = Signal(object)
    """A player clicked the row of a result: its :class:`Row`."""
    ruleClicked = Signal(str)
    """A player clicked the "why?" link of a result: the id of the rule behind it."""

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
        self.tree.setItemsExpandable(False)
        self.tree.setIndentation(DETAIL_INDENT)
        self.tree.setAlternatingRowColors(False)  # a row and its reason read as one: no stripes between
        self.tree.setWordWrap(True)
        self.tree.setItemDelegate(ReasonDelegate(self.tree))
        self.tree.setColumnHidden(Column.REASON, True)  # it is the line under each row
        self.tree.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.tree.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.tree.setSelectionMode(QAbstractItemView.SelectionMode.ExtendedSelection)
        self.tree.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        header = self.tree.header()
        header.setStretchLastSection(True)
        # sized once per phase, not measured on every repaint (the board animates meanwhile)
        header.setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.tree.clicked.connect(self._clicked)
        self.tree.activated.connect(self._activated)
        self.tree.installEventFilter(self)
        self.tree.viewport().installEventFilter(self)
        self._laid_out_width = 0
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
        self._show_details()
        self._update_heading()

    def _show_details(self) -> None:
        """Every row's reason line open under it, across the whole width; the columns sized."""
        root = QModelIndex()
        for row in range(self.model.rowCount(root)):
            parent = self.model.index(row, 0, root)
            if self.model.data(parent, DetailRole):  # the closing "every other unit" row
                self.tree.setFirstColumnSpanned(row, root, True)
            for child in range(self.model.rowCount(parent)):
                self.tree.setFirstColumnSpanned(child, parent, True)
        self.tree.expandAll()
        self._size_columns()

    def _size_columns(self) -> None:
        """Each column as wide as its contents, within the list's width: where they would not
        fit (a support order beside "se mantuvo en posición"), the result's column gives up the
        difference and its text wraps, instead of a sideways scroll that cut the reasons and hid
        the "why?" links."""
        for column in (Column.POWER, Column.ORDER, Column.OUTCOME, Column.RULE):
            self.tree.resizeColumnToContents(column)
        header = self.tree.header()
        excess = (sum(header.sectionSize(c) for c in (Column.POWER, Column.ORDER, Column.OUTCOME))
                  + max(self.tree.sizeHintForColumn(Column.RULE), header.sectionSizeHint(Column.RULE))
                  - self.tree.viewport().width())
        if excess <= 0:
            return
        for column in WRAPPING_COLUMNS:
            width = header.sectionSize(column)
            narrower = max(width - excess, self._widest_word(column) + 12)
            if narrower < width:
                header.resizeSection(column, narrower)
                excess -= width - narrower
        self.tree.doItemsLayout()  # the wrapped rows' heights

    def _widest_word(self, column: Column) -> int:
        """The widest single word in a column: narrower, a word itself would be cut."""
        metrics = QFontMetrics(self.tree.font())
        bold = QFont(self.tree.font())
        bold.setBold(True)
        bold_metrics = QFontMetrics(bold)  # orders are in bold: measured so, to be safe
        root = QModelIndex()
        words = {word for row in range(self.model.rowCount(root))
                 for word in str(self.model.data(self.model.index(row, column, root)) or "").split()}
        return max((max(metrics.horizontalAdvance(w), bold_metrics.horizontalAdvance(w)) for w in words), default=0)

    def _update_heading(self) -> None:
        resolution = self.model.resolution
        if resolution is None:
            self.heading.setText(self.tr("No phase has been adjudicated yet."))
        else:
            self.heading.setText(f"<b>{phase_text(resolution.phase)}</b>")

    def show_resolution(self, resolution: Resolution | None) -> None:
        self.model.set_resolution(resolution)
        self._update_heading()
        self._show_details()

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
                detail = self.model.index(0, 0, index.siblingAtColumn(0))
                if detail.isValid():  # its reason line lights up with it
                    selection.select(detail, detail)
                first = first or index
        self.selection.select(selection, QItemSelectionModel.SelectionFlag.ClearAndSelect
                              | QItemSelectionModel.SelectionFlag.Rows)
        if first is not None:
            self.tree.scrollTo(first)

    def selected_rows(self) -> list[Row]:
        rows = [self.model.data(i, RowRole) for i in self.selection.selectedRows(Column.ORDER)]
        return sorted(r for r in rows if r is not None)

    def _clicked(self, index: QModelIndex) -> None:
        if index.column() == Column.RULE:
            self._open_rule(index)
            return
        row = self.model.data(index, RowRole)
        if row is not None:
            self.rowClicked.emit(row)

    def _activated(self, index: QModelIndex) -> None:
        """A double click on the "why?" link opens the rule, like a single one."""
        if index.column() == Column.RULE:
            self._open_rule(index)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """Enter on a row opens the rule behind it: the keyboard's way to the "why?" link. A new
        width of the list wraps the reasons again."""
        if watched is self.tree.viewport() and event.type() == QEvent.Type.Resize \
                and self.tree.viewport().width() != self._laid_out_width:
            self._laid_out_width = self.tree.viewport().width()
            self._size_columns()
            self.tree.doItemsLayout()  # the reasons' heights follow the new width
            return False
        if watched is self.tree and event.type() == QEvent.Type.KeyPress \
                and event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter) \
                and event.modifiers() in (Qt.KeyboardModifier.NoModifier,  # Ctrl+Return judges: not ours
                                          Qt.KeyboardModifier.KeypadModifier):
            index = self.tree.currentIndex()
            if index.isValid():
                self._open_rule(index)
                return True
        return super().eventFilter(watched, event)

    def _open_rule(self, index: QModelIndex) -> None:
        rule = self.model.data(index, RuleRole)
        if rule:
            self.ruleClicked.emit(rule)

    # -- what a player reads (tests, privacy checks) -------------------------------------

    def row_texts(self) -> list[tuple[str, str, str]]:
        """Every row as (order, outcome, reason) text: what a player reads."""
        return [(line.order, line.outcome, line.reason) for line in self.model.lines()]

    def toPlainText(self) -> str:  # noqa: N802 - named like the text browser it replaced
        lines = [self.heading.text(), self.summary.text()]
        lines += [" ".join(t for t in (power_name(line.power) if line.power else "", line.order, line.outcome,
                                       line.reason) if t) for line in self.model.lines()]
        return "\n".join(lines)
