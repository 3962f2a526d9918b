"""Every order of a judged phase, what happened to it and why, as rows of a table model.

One row per result (``Resolution.results[power][index]``, linked to the playback by
:data:`RowRole`), then what no order said: units that had no order (they held), builds left
unused, units disbanded or removed without an order. Columns: power, order, outcome, a "why?"
link to the rule behind the reason (:data:`RuleRole`, opened in the rules reference), reason.
Each row also holds its reason as a child row (:data:`DetailRole`), which the view shows in
full, word-wrapped, under the row: a reason is read without hovering in every language.
A retreat or adjustment phase is about the retreats, builds, removals and waives: the units
that simply stayed where they were are said in one closing row (:attr:`Kind.REST`), not one
"held" row each. The view shows it and shares its selection with the playback.

It is a ``QStandardItemModel`` filled once per phase (and language): the view asks about ten
roles of every cell it paints, and it repaints the rows of each beat while the board animates
next to it; answered by Qt itself, that repaint costs a third less than through a Python
``data()``. The engine's :class:`Outcome` (a ``StrEnum``) comes back as its string value.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum

from PySide6.QtCore import QT_TRANSLATE_NOOP, QCoreApplication, QModelIndex, QObject, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QStandardItem, QStandardItemModel

from ...engine.adjudicator import Resolution
from ...engine.events import Disbanded, Held, Removed, Waived
from ...engine.orders import Unit
from ...engine.outcomes import Outcome, Reason, ReasonCode
from ...engine.position import MOVEMENT
from ...replay.plan import Row, result_rows
from ...teaching.rules import NO_ORDER_RULE, REASON_RULES, UNUSED_BUILD_RULE, rule_for_reason
from ..names import location_abbr, order_notation, power_name, unit_letter
from ..reasons import explain_reason, result_word
from ..teaching.reference import texts_now

RowRole = Qt.ItemDataRole.UserRole + 1
"""The :class:`Row` (power, index) of a result, or None for a row no order gave."""
FailedRole = Qt.ItemDataRole.UserRole + 2
OutcomeRole = Qt.ItemDataRole.UserRole + 3
"""The engine's :class:`Outcome`, or None for a row no order gave."""
KindRole = Qt.ItemDataRole.UserRole + 4
RuleRole = Qt.ItemDataRole.UserRole + 5
"""The id of the rule behind the row's reason (:mod:`...teaching.rules`), for the "why?" link."""
DetailRole = Qt.ItemDataRole.UserRole + 6
"""True on the child row that holds a row's reason in full (and on the closing :attr:`Kind.REST` row)."""

FAILED_COLOUR = QColor("#b00020")
LINK_COLOUR = QColor("#0b57d0")
DONE_COLOUR = QColor("#1b5e20")


class Column(IntEnum):
    POWER = 0
    ORDER = 1
    OUTCOME = 2
    RULE = 3
    REASON = 4


class Kind(IntEnum):
    ORDER = 0
    NO_ORDER = 1
    UNUSED_BUILD = 2
    LEFT_BOARD = 3
    REST = 4
    """The one row that says how many units a retreat or adjustment phase left where they were."""


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
    rule: str = ""
    """The rule behind the reason (a :data:`...teaching.rules.RULE_IDS` id)."""


# the words of rows no order gave, and the column titles (marked here, translated when shown)
HELD = QT_TRANSLATE_NOOP("ResultsModel", "held")
NO_ORDER_HELD = QT_TRANSLATE_NOOP("ResultsModel", "no order: the unit held")
UNUSED_BUILD = QT_TRANSLATE_NOOP("ResultsModel", "unused build")
NOT_BUILT = QT_TRANSLATE_NOOP("ResultsModel", "not built")
NO_BUILD_ORDERED = QT_TRANSLATE_NOOP("ResultsModel", "no build was ordered for this centre")
DISBANDED = QT_TRANSLATE_NOOP("ResultsModel", "disbanded")
REMOVED = QT_TRANSLATE_NOOP("ResultsModel", "removed")
REST = QT_TRANSLATE_NOOP("ResultsModel", "Every other unit stays where it is (units: {n}).")
WHY_LINK = QT_TRANSLATE_NOOP("ResultsModel", "why?")
WHY_TIP = QT_TRANSLATE_NOOP("ResultsModel", "Open the rule behind this result: {rule}")
HEADERS = (QT_TRANSLATE_NOOP("ResultsModel", "Power"), QT_TRANSLATE_NOOP("ResultsModel", "Order"),
           QT_TRANSLATE_NOOP("ResultsModel", "Result"), QT_TRANSLATE_NOOP("ResultsModel", "Rule"),
           QT_TRANSLATE_NOOP("ResultsModel", "Why"))


def _tr(text: str) -> str:
    return QCoreApplication.translate("ResultsModel", text)


class ResultsModel(QStandardItemModel):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(0, len(Column), parent)
        self._resolution: Resolution | None = None
        self._lines: list[Line] = []
        self._headers()

    # -- content -------------------------------------------------------------------------

    @property
    def resolution(self) -> Resolution | None:
        return self._resolution

    def set_resolution(self, resolution: Resolution | None) -> None:
        self._resolution = resolution
        self._lines = self._build(resolution) if resolution is not None else []
        self.setRowCount(0)
        for cells in self._cell_table():
            row = []
            for roles in cells:
                item = QStandardItem()
                item.setEditable(False)
                for role, value in roles.items():
                    item.setData(value, role)
                row.append(item)
            reason = row[Column.REASON]
            if reason.data(KindRole) is Kind.REST:
                row[Column.POWER].setData(True, DetailRole)
                row[Column.POWER].setData(reason.data(_DISPLAY), _DISPLAY)
            elif reason.data(_DISPLAY):
                detail = reason.clone()  # the same roles: a click on it is a click on the row
                detail.setData(True, DetailRole)
                detail.setData(_TOP_LEFT, _ALIGNMENT)  # wrapped by the view (its word wrap is on)
                detail.setData(None, _TOOLTIP)
                detail.setData(None, _FONT)
                row[Column.POWER].appendRow(detail)
            self.appendRow(row)
        self._headers()

    def _headers(self) -> None:
        for column in Column:
            self.setHeaderData(column, Qt.Orientation.Horizontal, _tr(HEADERS[column]))

    def retranslate(self) -> None:
        self.set_resolution(self._resolution)

    @staticmethod
    def _build(resolution: Resolution) -> list[Line]:
        lines: list[Line] = []
        for power, results in resolution.results.items():
            for index, result in enumerate(results):
                lines.append(Line(power, order_notation(result.order), result_word(result),
                                  explain_reason(result.reason), result.failed, Kind.ORDER, Row(power, index),
                                  result.outcome, rule_for_reason(result.reason, result, resolution.results)))
        def unit_text(unit: Unit) -> str:  # as the order rows write it: "A Mar"
            return f"{unit_letter(unit.kind)} {location_abbr(unit.location)}"

        ordered = result_rows(resolution)
        listing_holds = resolution.phase.kind == MOVEMENT  # else the phase is not about them
        resting = 0
        for e in resolution.events:
            if isinstance(e, Held) and not e.ordered and not listing_holds:
                resting += 1
            elif isinstance(e, Held) and not e.ordered:
                lines.append(Line(e.power, unit_text(e.unit), _tr(HELD), _tr(NO_ORDER_HELD), False,
                                  Kind.NO_ORDER, rule=NO_ORDER_RULE))
            elif isinstance(e, Waived) and not e.ordered:
                lines.append(Line(e.power, _tr(UNUSED_BUILD), _tr(NOT_BUILT),
                                  _tr(NO_BUILD_ORDERED), False, Kind.UNUSED_BUILD, rule=UNUSED_BUILD_RULE))
            elif isinstance(e, (Disbanded, Removed)) and (e.power, e.unit.province) not in ordered:
                params = {"power": e.power, "distance": e.distance} if e.why is ReasonCode.CIVIL_DISORDER \
                    and isinstance(e, Removed) else {}
                reason = explain_reason(Reason(e.why, params))
                lines.append(Line(e.power, unit_text(e.unit), _tr(DISBANDED) if isinstance(e, Disbanded)
                                  else _tr(REMOVED), reason, True, Kind.LEFT_BOARD, rule=REASON_RULES[e.why]))
        if resting:
            lines.append(Line("", "", "", _tr(REST).replace("{n}", str(resting)), False, Kind.REST))
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

    def _cell_table(self) -> list[tuple[dict[int, object], ...]]:
        """Every cell's answer to every role the view or the window asks for, per line."""
        link_tip = _tr(WHY_TIP)
        why = _tr(WHY_LINK)
        titles = texts_now() if any(line.rule for line in self._lines) else {}
        failed, done, link = QBrush(FAILED_COLOUR), QBrush(DONE_COLOUR), QBrush(LINK_COLOUR)
        underline = QFont()
        underline.setUnderline(True)
        bold, bold_italic = QFont(), QFont()
        bold.setBold(True)
        bold_italic.setBold(True)
        bold_italic.setItalic(True)
        table = []
        for line in self._lines:
            common: dict[int, object] = {RowRole: line.row, FailedRole: line.failed, KindRole: line.kind}
            if line.result_outcome is not None:
                common[OutcomeRole] = line.result_outcome
            if line.rule:
                common[RuleRole] = line.rule
            texts = {Column.POWER: power_name(line.power) if line.power else "", Column.ORDER: line.order,
                     Column.OUTCOME: line.outcome, Column.REASON: line.reason}
            cells = []
            for column in Column:
                cell: dict[int, object] = dict(common)
                if column == Column.RULE:
                    if line.rule:
                        cell[_DISPLAY] = why
                        cell[_TOOLTIP] = link_tip.replace("{rule}", titles[line.rule].title)
                    cell[_FOREGROUND] = link
                    cell[_FONT] = underline
                else:
                    cell[_DISPLAY] = cell[_TOOLTIP] = texts[column]
                if column == Column.OUTCOME:
                    cell[_FOREGROUND] = failed if line.failed else done
                if column == Column.ORDER:
                    cell[_FONT] = bold if line.kind is Kind.ORDER else bold_italic
                cells.append(cell)
            table.append(tuple(cells))
        return table


_DISPLAY = int(Qt.ItemDataRole.DisplayRole)
_TOOLTIP = int(Qt.ItemDataRole.ToolTipRole)
_FOREGROUND = int(Qt.ItemDataRole.ForegroundRole)
_FONT = int(Qt.ItemDataRole.FontRole)
_ALIGNMENT = int(Qt.ItemDataRole.TextAlignmentRole)
_TOP_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
