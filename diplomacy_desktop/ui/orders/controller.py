"""The power on move's orders: checking, recording in its seat, undo and redo.

Clicks (through :class:`~.entry.OrderEntry`), the typed-order box and the panel's buttons all
end here. An order is recorded only if the engine finds no problem with it
(``legal.order_problem``); otherwise it is refused with the engine's reason, translated, and
nothing changes. The orders themselves live in the Game's seat for the power, so whoever
switches the power on move (the practice combo now, the hot-seat flow later) only calls
:meth:`set_power`, and the panel never sees another power's orders.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, Signal
from PySide6.QtGui import QUndoGroup, QUndoStack

from ...engine.board import province_of
from ...engine.game import Game, OrderRejected
from ...engine.legal import adjustments_left, order_problem
from ...engine.orders import Order, OrderParseError, Waive, parse_order
from ...engine.outcomes import Reason
from ..names import order_notation
from ..reasons import explain_reason
from .commands import SetOrdersCommand



def parse_problem_text(error: OrderParseError) -> str:
    """A parse error in the UI language: which word, and what was expected there."""
    tr = QCoreApplication
    known = {
        "empty order": tr.translate("OrderController", "the order is empty"),
        "unit type (A or F) missing": tr.translate("OrderController", "say A or F for the unit"),
        "unknown order word (expected H, -, S, C, R, D or B)":
            tr.translate("OrderController", "expected H, -, S, C, R, D or B"),
        "unexpected word": tr.translate("OrderController", "unexpected word"),
        "unexpected word after WAIVE": tr.translate("OrderController", "unexpected word after WAIVE"),
        "expected 'convoy' after 'via'": tr.translate("OrderController", "expected “convoy” after “via”"),
        "expected '-' or 'to' before the convoy's destination":
            tr.translate("OrderController", "expected “-” before the convoy's destination"),
    }
    text = known.get(error.problem)
    if text is None:
        generic = error.problem.startswith("expected")
        text = tr.translate("OrderController", "expected a province or unit") if generic else error.problem
    if error.word is None:
        return tr.translate("OrderController", "Cannot read the order: %1 at the end.").replace("%1", text)
    template = tr.translate("OrderController", "Cannot read the order: %1 at “%2”.")
    return template.replace("%1", text).replace("%2", error.word)


class OrderController(QObject):
    ordersChanged = Signal()
    refused = Signal(str)
    """A translated message saying why the last order was not recorded."""
    accepted = Signal(object)

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.power = ""
        self.undo_group = QUndoGroup(self)
        self._stacks: dict[str, QUndoStack] = {}
        self.last_problem = ""

    # -- power on move -------------------------------------------------------------------

    def set_power(self, power: str) -> None:
        """Make ``power`` the one whose orders are entered and shown."""
        self.power = power
        stack = self._stacks.get(power)
        if stack is None:
            stack = self._stacks[power] = QUndoStack(self)
            self.undo_group.addStack(stack)
        self.undo_group.setActiveStack(stack)
        self.last_problem = ""
        self.ordersChanged.emit()

    def release(self) -> None:
        """No power on move: no orders shown and no undo stack reachable (between hot-seat players)."""
        self.power = ""
        self.undo_group.setActiveStack(None)
        self.last_problem = ""
        self.ordersChanged.emit()

    def forget(self, powers) -> None:  # noqa: ANN001 - an iterable of power keys
        """Drop the undo history of ``powers`` (its texts name their orders) once they submitted."""
        for power in powers:
            stack = self._stacks.get(power)
            if stack is not None:
                stack.clear()

    def set_game(self, game: Game) -> None:
        """Another game: every undo stack of the old one goes."""
        self.release()
        for stack in self._stacks.values():
            self.undo_group.removeStack(stack)
            stack.deleteLater()
        self._stacks = {}
        self.game = game
        self.ordersChanged.emit()

    def new_phase(self) -> None:
        """After adjudication: earlier phases' orders can no longer be undone."""
        for stack in self._stacks.values():
            stack.clear()
        self.last_problem = ""
        self.ordersChanged.emit()

    @property
    def stack(self) -> QUndoStack | None:
        return self._stacks.get(self.power)

    def orders(self) -> tuple[Order, ...]:
        if not self.power:
            return ()
        return self.game.seat(self.power).orders()

    def adjustments_left(self) -> int:
        """Builds (positive) or removals (negative) still to order in an adjustment phase."""
        if not self.power:
            return 0
        return adjustments_left(self.game.position, self.power, self.orders(), self.game.map)

    # -- giving orders -------------------------------------------------------------------

    def _refuse(self, message: str) -> bool:
        self.last_problem = message
        self.refused.emit(message)
        return False

    def problem_with(self, order: Order) -> Reason | None:
        """The engine's objection, judged against the orders already given (the one this order
        would replace left out)."""
        given = [o for o in self.orders() if not _same_slot(o, order)]
        return order_problem(self.game.position, self.power, order, self.game.map, given=given)

    def give(self, order: Order) -> bool:
        """Record ``order`` for the power on move, replacing that unit's earlier order."""
        if not self.power or self.game.is_over:
            return self._refuse(self.tr("No power is on move."))
        reason = self.problem_with(order)
        if reason is not None:
            return self._refuse(self.tr("Refused: %1.").replace("%1", explain_reason(reason)))
        before = self.orders()
        after = [o for o in before if not _same_slot(o, order)] + [order]
        if not self._push(before, after, self.tr("Order %1").replace("%1", order_notation(order))):
            return False
        self.accepted.emit(order)
        return True

    def give_text(self, text: str) -> bool:
        """Read a typed order (notation or lenient English) and give it."""
        pos = self.game.position
        units = pos.units_for_orders()
        try:
            order = parse_order(text, self.game.map, units=units, phase_kind=pos.phase.kind)
        except OrderParseError as exc:
            return self._refuse(parse_problem_text(exc))
        return self.give(order)

    def waive(self) -> bool:
        return self.give(Waive())

    def delete(self, index: int) -> bool:
        before = self.orders()
        if not 0 <= index < len(before):
            return False
        after = before[:index] + before[index + 1:]
        return self._push(before, after, self.tr("Delete %1").replace("%1", order_notation(before[index])))

    def clear(self) -> bool:
        before = self.orders()
        return bool(before) and self._push(before, (), self.tr("Clear orders"))

    def _push(self, before, after, text: str) -> bool:  # noqa: ANN001 - order sequences
        stack = self.stack
        assert stack is not None
        try:
            self.game.seat(self.power).set_orders(after)  # raises before anything is recorded
        except OrderRejected as exc:
            return self._refuse(self.tr("Refused: %1.").replace("%1", explain_reason(exc.reason)))
        self.last_problem = ""
        stack.push(SetOrdersCommand(self.game, self.power, before, after, text, self.ordersChanged.emit))
        return True

    def submit_all(self) -> None:
        """Practice mode: hand in every power's current orders so adjudication reads them."""
        for power in self.game.required_powers():
            self.game.seat(power).submit()


def _same_slot(a: Order, b: Order) -> bool:
    """Do two orders fill the same slot (one order per unit; one build per centre)?"""
    if isinstance(a, Waive) or isinstance(b, Waive):
        return False
    return province_of(a.unit.location) == province_of(b.unit.location)  # type: ignore[union-attr]
