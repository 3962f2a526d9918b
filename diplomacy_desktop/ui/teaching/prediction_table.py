"""The prediction table: one row per thing to predict, with a box to say what will happen and,
once the phase has played, what did.

The rows are the lesson's items (:mod:`diplomacy_desktop.teaching.marks`), the choices in each
box are the marks that item allows; the table neither scores nor judges, it shows.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import QComboBox, QHeaderView, QTableWidget, QTableWidgetItem, QWidget

from ...teaching.lessons import Lesson
from ...teaching.marks import Mark
from ...teaching.scoring import Verdict
from ..names import power_name
from .texts import item_text, mark_name

RIGHT = QColor("#1b7f3a")
WRONG = QColor("#b3261e")


class Column:
    POWER, ITEM, PREDICTION, RESULT = range(4)


class PredictionTable(QTableWidget):
    """The table of one lesson's items; :meth:`needed_width` is the width its columns need to
    show every heading and choice whole."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(0, 4, parent)
        self.setObjectName("predictionTable")
        self.verticalHeader().setVisible(False)
        self.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.horizontalHeader()
        for column in (Column.POWER, Column.PREDICTION, Column.RESULT):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(Column.ITEM, QHeaderView.ResizeMode.Stretch)

    def show_items(self, lesson: Lesson) -> None:
        """A row per item of ``lesson``, every box at "choose…", no result yet."""
        self.setRowCount(len(lesson.items))
        for row, item in enumerate(lesson.items):
            self.setItem(row, Column.POWER, QTableWidgetItem(power_name(item.power)))
            self.setItem(row, Column.ITEM, QTableWidgetItem(item_text(item, lesson.position.phase.kind)))
            combo = QComboBox()
            combo.setObjectName(f"prediction_{row}")
            combo.addItem(QCoreApplication.translate("LessonView", "choose…"), None)
            for mark in item.choices:
                combo.addItem(mark_name(mark, item), mark)
            self.setCellWidget(row, Column.PREDICTION, combo)
            self.setItem(row, Column.RESULT, QTableWidgetItem(""))
        self.resizeRowsToContents()

    def prediction_box(self, row: int) -> QComboBox:
        box = self.cellWidget(row, Column.PREDICTION)
        assert isinstance(box, QComboBox)
        return box

    def predictions(self, lesson: Lesson) -> dict[str, Mark]:
        """Item key -> the learner's mark, for the items marked so far."""
        out: dict[str, Mark] = {}
        for row, item in enumerate(lesson.items):
            mark = self.prediction_box(row).currentData()
            if mark is not None:
                out[item.key] = Mark(mark)
        return out

    def predict(self, row: int, mark: Mark) -> None:
        box = self.prediction_box(row)
        box.setCurrentIndex(box.findData(mark))

    def lock(self) -> None:
        """The prediction is given: no box can change it any more."""
        for row in range(self.rowCount()):
            self.prediction_box(row).setEnabled(False)

    def show_result(self, row: int, verdict: Verdict, why: str) -> None:
        """What happened to ``row``'s item, green where the learner was right, red where not,
        with the explanation as its tooltip."""
        result = QTableWidgetItem(mark_name(verdict.actual, verdict.item))
        result.setForeground(QBrush(RIGHT if verdict.correct else WRONG))
        result.setToolTip(why)
        self.setItem(row, Column.RESULT, result)

    def needed_width(self) -> int:
        """The width the columns need: the order's column, which stretches, was left too narrow
        for its own heading (Czech "Rozkaz nebo jednotka" read "zkaz nebo jednot") beside the
        boxes and the results."""
        header = self.horizontalHeader()
        needed = sum(max(header.sectionSizeHint(c), self.sizeHintForColumn(c))
                     for c in (Column.POWER, Column.PREDICTION, Column.RESULT))
        needed += header.sectionSizeHint(Column.ITEM) + self.verticalScrollBar().sizeHint().width()
        return needed + 2 * self.frameWidth()

    def retranslate(self) -> None:
        self.setHorizontalHeaderLabels([QCoreApplication.translate("LessonView", "Power"),
                                        QCoreApplication.translate("LessonView", "Order or unit"),
                                        QCoreApplication.translate("LessonView", "Your prediction"),
                                        QCoreApplication.translate("LessonView", "What happened")])
