"""Every order of a judged phase, what happened to it and why, as rows of a table model.

One row per result (``Resolution.results[power][index]``, linked to the playback by
:data:`RowRole`), then what no order said: units that had no order (they held), builds left
unused, units disbanded or removed without an order. Columns: power, order, outcome, reason.
The view shows it and shares its selection with the playback.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import (QT_TRANSLATE_NOOP, QAbstractTableModel, QCoreApplication, QModelIndex, QObject,
                            QPersistentModelIndex, Qt)
from PySide6.QtGui import QBrush, QColor, QFont

from ...engine.adjudicator import Resolution
from ...engine.events import Disbanded, Held, Removed, Waived
from ...engine.orders import Unit
from ...engine.outcomes import Outcome, Reason, ReasonCode
from ...replay.plan import Row, result_rows
from ..names import location_abbr, order_notation, power_name, unit_letter
from ..reasons import explain_reason, result_word

RowRole = Qt.ItemDataRole.UserRole + 1
"""The :class:`Row` (power, index) of a result, or None for a row no order gave."""
FailedRole = Qt.ItemDataRole.UserRole + 2
OutcomeRole = Qt.ItemDataRole.UserRole + 3
"""The engine's :class:`Outcome`, or None for a row no order gave."""
KindRole = Qt.ItemDataRole.UserRole + 4

FAILED_COLOUR = QColor("#b00020")
DONE_COLOUR = QColor("#1b5e20")


class Column(IntEnum):
    POWER = 0
    ORDER = 1
    OUTCOME = 2
    REASON = 3


class Kind(IntEnum):
    ORDER = 0
    NO_ORDER = 1
    UNUSED_BUILD = 2
    LEFT_BOARD = 3


@dataclass(frozen=True)
class Line:
    """One row as the player reads it."""

    power: str
    order: str
    outcome: str
    reason: str
    failed: bool
    kind: Kind
    row: Row | None = None
    result_outcome: Outcome | None = None


# the words of rows no order gave, and the column titles (marked here, translated when shown)
HELD = QT_TRANSLATE_NOOP("ResultsModel", "held")
NO_ORDER_HELD = QT_TRANSLATE_NOOP("ResultsModel", "no order: the unit held")
UNUSED_BUILD = QT_TRANSLATE_NOOP("ResultsModel", "unused build")
NOT_BUILT = QT_TRANSLATE_NOOP("ResultsModel", "not built")
NO_BUILD_ORDERED = QT_TRANSLATE_NOOP("ResultsModel", "no build was ordered for this centre")
DISBANDED = QT_TRANSLATE_NOOP("ResultsModel", "disbanded")
REMOVED = QT_TRANSLATE_NOOP("ResultsModel", "removed")
HEADERS = (QT_TRANSLATE_NOOP("ResultsModel", "Power"), QT_TRANSLATE_NOOP("ResultsModel", "Order"),
           QT_TRANSLATE_NOOP("ResultsModel", "Result"), QT_TRANSLATE_NOOP("ResultsModel", "Why"))


def _tr(text: str) -> str:
    return QCoreApplication.translate("ResultsModel", text)


class ResultsModel(QAbstractTableModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._resolution: Resolution | None = None
        self._lines: list[Line] = []

    # -- content -------------------------------------------------------------------------

    @property
    def resolution(self) -> Resolution | None:
        return self._resolution

    def set_resolution(self, resolution: Resolution | None) -> None:
        self.beginResetModel()
        self._resolution = resolution
        self._lines = self._build(resolution) if resolution is not None else []
        self.endResetModel()

    def retranslate(self) -> None:
        self.set_resolution(self._resolution)

    @staticmethod
    def _build(resolution: Resolution) -> list[Line]:
        lines: list[Line] = []
        for power, results in resolution.results.items():
            for index, result in enumerate(results):
                lines.append(Line(power, order_notation(result.order), result_word(result),
                                  explain_reason(result.reason), result.failed, Kind.ORDER, Row(power, index),
                                  result.outcome))
        def unit_text(unit: Unit) -> str:  # as the order rows write it: "A Mar"
            return f"{unit_letter(unit.kind)} {location_abbr(unit.location)}"

        ordered = result_rows(resolution)
        for e in resolution.events:
            if isinstance(e, Held) and not e.ordered:
                lines.append(Line(e.power, unit_text(e.unit), _tr(HELD), _tr(NO_ORDER_HELD), False,
                                  Kind.NO_ORDER))
            elif isinstance(e, Waived) and not e.ordered:
                lines.append(Line(e.power, _tr(UNUSED_BUILD), _tr(NOT_BUILT),
                                  _tr(NO_BUILD_ORDERED), False, Kind.UNUSED_BUILD))
            elif isinstance(e, (Disbanded, Removed)) and (e.power, e.unit.province) not in ordered:
                params = {"power": e.power, "distance": e.distance} if e.why is ReasonCode.CIVIL_DISORDER \
                    and isinstance(e, Removed) else {}
                reason = explain_reason(Reason(e.why, params))
                lines.append(Line(e.power, unit_text(e.unit), _tr(DISBANDED) if isinstance(e, Disbanded)
                                  else _tr(REMOVED), reason, True, Kind.LEFT_BOARD))
        return lines

    def line(self, row: int) -> Line:
        return self._lines[row]

    def lines(self) -> list[Line]:
        return list(self._lines)

    def index_of(self, row: Row) -> QModelIndex:
        """The model index of a result row (column: the order), invalid when not listed."""
        for i, line in enumerate(self._lines):
            if line.row == row:
                return self.index(i, Column.ORDER)
        return QModelIndex()

    # -- the model -----------------------------------------------------------------------

    def rowCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(self._lines)

    def columnCount(self, parent: QModelIndex | QPersistentModelIndex = QModelIndex()) -> int:
        return 0 if parent.isValid() else len(Column)

    def headerData(self, section: int, orientation: Qt.Orientation,
                   role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if orientation != Qt.Orientation.Horizontal or role != Qt.ItemDataRole.DisplayRole:
            return None
        return _tr(HEADERS[section])

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = Qt.ItemDataRole.DisplayRole) -> object:
        if not index.isValid() or not 0 <= index.row() < len(self._lines):
            return None
        line = self._lines[index.row()]
        column = index.column()
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.ToolTipRole):
            if column == Column.POWER:
                return power_name(line.power)
            if column == Column.ORDER:
                return line.order
            if column == Column.OUTCOME:
                return line.outcome
            return line.reason
        if role == Qt.ItemDataRole.ForegroundRole and column == Column.OUTCOME:
            return QBrush(FAILED_COLOUR if line.failed else DONE_COLOUR)
        if role == Qt.ItemDataRole.FontRole and column == Column.ORDER:
            font = QFont()
            font.setBold(True)
            font.setItalic(line.kind is not Kind.ORDER)
            return font
        if role == RowRole:
            return line.row
        if role == FailedRole:
            return line.failed
        if role == OutcomeRole:
            return line.result_outcome
        if role == KindRole:
            return line.kind
        return None
