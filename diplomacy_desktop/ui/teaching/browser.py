"""The lesson browser: every lesson, grouped the way the rulebook teaches, with its source and score.

The beginners' path comes first, then the rulebook's topics and the sample game; the DATC
sections sit under one "Advanced" heading. A lesson listed in several groups (a rulebook diagram
that is also on the beginners' path) appears in each; every line carries its lesson id, so a
choice in any group opens the same lesson.
"""

from __future__ import annotations

from PySide6.QtCore import QModelIndex, QRect, QSize, Qt, Signal
from PySide6.QtWidgets import (QHeaderView, QStyle, QStyledItemDelegate, QStyleOptionViewItem, QTreeView, QTreeWidget,
                               QTreeWidgetItem, QWidget)

from ...teaching.catalogue import Catalogue
from ...teaching.lessons import Group
from ...teaching.progress import Progress
from ..template import fill
from .texts import advanced_heading, group_name, lesson_title, listed_source

SOURCE_WIDTH = 100
"""The source column's width: "Rulebook, diagram 16" wraps onto two lines, leaving the
titles the room (the list shares the window with the board and the prediction column)."""
INDENT = 12
"""Pixels a lesson is set in under its group (two levels): the titles keep the room."""
LESSON_ROLE = Qt.ItemDataRole.UserRole
GROUP_ROLE = Qt.ItemDataRole.UserRole + 1


class WrappingDelegate(QStyledItemDelegate):
    """A line as tall as its text needs at its column's width, so a long title wraps onto a
    second line instead of being cut (a tree view sizes rows without knowing the width)."""

    def __init__(self, view: QTreeView) -> None:
        super().__init__(view)
        self._view = view

    def sizeHint(self, option: QStyleOptionViewItem, index: QModelIndex) -> QSize:  # noqa: N802 - Qt's name
        size = super().sizeHint(option, index)
        text = index.data(Qt.ItemDataRole.DisplayRole)
        if not text:
            return size
        width = self._view.header().sectionSize(index.column())
        if index.column() == 0:
            depth, parent = 0, index.parent()
            while parent.isValid():
                depth, parent = depth + 1, parent.parent()
            width -= self._view.indentation() * (depth + 1)
        margin = self._view.style().pixelMetric(QStyle.PixelMetric.PM_FocusFrameHMargin, None, self._view) + 1
        width = max(40, width - 2 * margin)
        bound = option.fontMetrics.boundingRect(QRect(0, 0, width, 10000),
                                                int(Qt.TextFlag.TextWordWrap), str(text))
        return QSize(size.width(), max(size.height(), bound.height() + 4))


class LessonBrowser(QTreeWidget):
    """``lessonChosen`` carries the id of the lesson clicked (or chosen with the keyboard)."""

    lessonChosen = Signal(str)

    def __init__(self, catalogue: Catalogue, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonBrowser")
        self.catalogue = catalogue
        self.progress = Progress()
        self._all: list[QTreeWidgetItem] = []
        self._group_ids = {g: [l.id for l in catalogue.in_group(g)] for g in catalogue.groups()}
        self.setColumnCount(3)
        # A title is shown whole (wrapped over two lines where the column is narrow), never cut:
        # a cut title hides the very question the lesson asks.
        self.setWordWrap(True)
        self.setUniformRowHeights(False)
        self.setItemDelegate(WrappingDelegate(self))
        self.setIndentation(INDENT)
        self.header().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.header().setSectionResizeMode(1, QHeaderView.ResizeMode.Interactive)
        self.header().resizeSection(1, SOURCE_WIDTH)
        self.header().sectionResized.connect(lambda *_: self.scheduleDelayedItemsLayout())
        self.header().setSectionResizeMode(2, QHeaderView.ResizeMode.ResizeToContents)  # "Nejlepší", "100%"
        self.header().setStretchLastSection(False)
        self.currentItemChanged.connect(self._current_changed)
        self.rebuild()

    def rebuild(self) -> None:
        """Every group and lesson again (after a change of language), keeping the one chosen."""
        chosen = self.current_lesson()
        self.blockSignals(True)
        self.clear()
        self.setHeaderLabels([self.tr("Lesson"), self.tr("Source"), self.tr("Best")])
        self.headerItem().setToolTip(2, self.tr("Your best score in this lesson"))
        advanced: QTreeWidgetItem | None = None
        for group in self.catalogue.groups():
            parent: QTreeWidget | QTreeWidgetItem = self
            if group.advanced:
                if advanced is None:
                    advanced = QTreeWidgetItem(self, [advanced_heading()])
                parent = advanced
            node = QTreeWidgetItem(parent)
            node.setData(0, GROUP_ROLE, group.value)
            for lesson in self.catalogue.in_group(group):
                line = QTreeWidgetItem(node, [lesson_title(lesson), listed_source(lesson), ""])
                line.setData(0, LESSON_ROLE, lesson.id)
                line.setToolTip(0, lesson_title(lesson))
                line.setToolTip(1, listed_source(lesson))
        self.blockSignals(False)
        self._all = self._walk()
        self.show_progress(self.progress)
        if chosen is not None:
            self.select_lesson(chosen)
        elif self.topLevelItemCount():
            self.topLevelItem(0).setExpanded(True)

    def _lines(self) -> list[QTreeWidgetItem]:
        """Every line of the tree, top to bottom (kept from the last rebuild)."""
        return self._all

    def _walk(self) -> list[QTreeWidgetItem]:
        out = []
        stack = [self.topLevelItem(i) for i in range(self.topLevelItemCount())]
        while stack:
            item = stack.pop(0)
            out.append(item)
            stack[0:0] = [item.child(i) for i in range(item.childCount())]
        return out

    def show_progress(self, progress: Progress, lesson_id: str | None = None) -> None:
        """Each lesson's best score (only ``lesson_id``'s lines when given), and each group's
        lessons tried out of its total."""
        self.progress = progress
        for item in self._lines():
            line_id = item.data(0, LESSON_ROLE)
            group = item.data(0, GROUP_ROLE)
            if line_id and (lesson_id is None or line_id == lesson_id):
                done = progress.of(line_id)
                item.setText(2, fill(self.tr("{percent}%"), percent=str(done.best)) if done else "")
            elif group:
                ids = self._group_ids[Group(group)]
                item.setText(0, fill(self.tr("{group} ({done}/{total})"), group=group_name(Group(group)),
                                     done=str(progress.done(ids)), total=str(len(ids))))

    def current_lesson(self) -> str | None:
        item = self.currentItem()
        return item.data(0, LESSON_ROLE) if item is not None else None

    def select_lesson(self, lesson_id: str, group: Group | None = None) -> bool:
        """Show ``lesson_id`` as chosen (in ``group`` if given, else its first listing)."""
        for item in self._lines():
            if item.data(0, LESSON_ROLE) != lesson_id:
                continue
            parent = item.parent()
            if group is not None and parent is not None and parent.data(0, GROUP_ROLE) != group.value:
                continue
            self._reveal(item)
            return True
        return False

    def next_lesson(self) -> str | None:
        """The lesson after the chosen one in the same group, else the first of the next group."""
        lines = [i for i in self._lines() if i.data(0, LESSON_ROLE)]
        current = self.currentItem()
        if current in lines:
            index = lines.index(current)
            if index + 1 < len(lines):
                self._reveal(lines[index + 1])
                return lines[index + 1].data(0, LESSON_ROLE)
        return None

    def _reveal(self, item: QTreeWidgetItem) -> None:
        parent = item.parent()
        while parent is not None:
            parent.setExpanded(True)
            parent = parent.parent()
        self.setCurrentItem(item)
        self.scrollToItem(item)

    def _current_changed(self, current: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        lesson_id = current.data(0, LESSON_ROLE) if current is not None else None
        if lesson_id:
            self.lessonChosen.emit(lesson_id)
