"""The power on move's orders: checking, recording in its seat, undo and redo.

Clicks (through :class:`~.entry.OrderEntry`), the typed-order box and the panel's buttons all
end here. An order is recorded only if the engine finds no problem with it
(``legal.order_problem``); otherwise it is refused with the engine's reason, translated, and
nothing changes. The orders themselves live in the Game's seat for the power, so whoever
switches the power on move (the practice combo now, the hot-seat flow later) only calls
:meth:`set_power`, and the panel never sees another power's orders.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QCoreApplication, QObject, QT_TRANSLATE_NOOP, Signal
from PySide6.QtGui import QUndoGroup, QUndoStack

from ...engine.game import Game, OrderRejected, Seat, SeatRefused
from ...engine.locations import province_of
from ...engine.notation import (AmbiguousOrderError, IllegalOrderError, OrderError, OrderSyntaxError, SyntaxCode,
                                format_unit, load_notation, parse_order)
from ...engine.orders import ARMY, Order, Unit, Waive
from ..names import current_notation, order_notation
from .commands import SetOrdersCommand
from ..template import fill

if TYPE_CHECKING:  # the reasons' words (with the engine's outcomes) load once an order is refused
    from ...engine.outcomes import Reason



_SYNTAX_TEXTS: dict[SyntaxCode, str] = {
    SyntaxCode.EMPTY: QT_TRANSLATE_NOOP("OrderController", "the order is empty"),
    SyntaxCode.EXPECTED_UNIT: QT_TRANSLATE_NOOP("OrderController", "expected a unit, e.g. {example}"),
    SyntaxCode.UNIT_KIND_MISSING: QT_TRANSLATE_NOOP("OrderController", "say {expected} for the unit"),
    SyntaxCode.EXPECTED_DESTINATION: QT_TRANSLATE_NOOP("OrderController", "expected a destination province"),
    SyntaxCode.EXPECTED_SUPPORTED_UNIT: QT_TRANSLATE_NOOP("OrderController", "expected the supported unit"),
    SyntaxCode.EXPECTED_CONVOYED_ARMY: QT_TRANSLATE_NOOP("OrderController", "expected the convoyed army"),
    SyntaxCode.EXPECTED_ORDER_WORD: QT_TRANSLATE_NOOP("OrderController", "expected {expected}"),
    SyntaxCode.EXPECTED_MOVE_WORD: QT_TRANSLATE_NOOP(
        "OrderController", "expected “{expected}” before the destination"),
    SyntaxCode.EXPECTED_CONVOY_WORD: QT_TRANSLATE_NOOP("OrderController", "expected “{expected}”"),
    SyntaxCode.UNEXPECTED_WORD: QT_TRANSLATE_NOOP("OrderController", "unexpected word"),
}




def _or_list(words: tuple[str, ...]) -> str:
    """``H, -, S or C`` in the UI language."""
    if len(words) < 2:
        return "".join(words)
    template = QCoreApplication.translate("OrderController", "{items} or {last}")
    return fill(template, items=", ".join(words[:-1]), last=words[-1])


def parse_problem_text(error: OrderError) -> str:
    """A failed typed order in the UI language, chosen by the error's class and code (never by
    its English text): which word, and what the notation expected there."""
    if isinstance(error, IllegalOrderError):
        from ..reasons import explain_reason

        template = QCoreApplication.translate("OrderController", "Refused: {reason}.")
        return fill(template, reason=explain_reason(error.reason))
    if isinstance(error, AmbiguousOrderError):
        options = _or_list(tuple(f"“{order_notation(o)}”" for o in error.options))
        return fill(QCoreApplication.translate("OrderController", "Which order: {options}?"), options=options)
    assert isinstance(error, OrderSyntaxError)
    notation = current_notation()
    expected = error.expected
    if error.code is SyntaxCode.EXPECTED_CONVOY_WORD:
        expected = (QCoreApplication.translate("OrderController", "convoy", "the word after 'via' in a typed order"),)
    text = fill(QCoreApplication.translate("OrderController", _SYNTAX_TEXTS[error.code]), expected=_or_list(expected),
                 example=format_unit(Unit(ARMY, "par"), notation))
    if error.word is None:
        template = QCoreApplication.translate("OrderController", "Cannot read the order: {problem} at the end.")
        return fill(template, problem=text)
    template = QCoreApplication.translate("OrderController", "Cannot read the order: {problem} at “{word}”.")
    return fill(template, problem=text, word=error.word)


def read_typed_order(text: str, game: Game, power: str) -> tuple[Order, str]:
    """Read a typed order in the window's notation, else in English: (the order, a note saying
    which reading was taken when the window's notation did not give it, else "").

    A reading the engine accepts wins over one it refuses. When both are accepted and differ
    (Spanish ``Gal`` is Wales, English ``Gal`` Galicia) the window's notation wins and the note
    names the other; when only the English reading works, the note shows the order in the
    window's notation, so a player learns how the rulebook writes it. When no reading works, the
    most informative failure is raised: an illegal order over an ambiguous one over words that do
    not read.
    """
    own = current_notation()
    english = load_notation("en")
    notations = [own] if own is english else [own, english]
    readings: list[tuple[object, Order]] = []
    errors: list[OrderError] = []
    for notation in notations:
        try:
            readings.append((notation, parse_order(text, game.position, notation, game_map=game.map, power=power)))
        except OrderError as exc:
            errors.append(exc)
    if readings:
        source, order = readings[0]
        others = [o for _, o in readings[1:] if o != order]
        kind = game.position.phase.kind
        if others:
            note = QCoreApplication.translate(
                "OrderController", "Read as “{order}”; in English notation it would be “{other}”.")
            return order, fill(note, order=order_notation(order, kind), other=order_notation(others[0], kind))
        if source is not own:
            note = QCoreApplication.translate("OrderController", "Read in English notation: “{order}”.")
            return order, fill(note, order=order_notation(order, kind))
        return order, ""
    rank = {IllegalOrderError: 0, AmbiguousOrderError: 1}
    raise min(errors, key=lambda e: rank.get(type(e), 2))


class OrderController(QObject):
    ordersChanged = Signal()
    refused = Signal(str)
    """A translated message saying why the last order was not recorded."""
    noted = Signal(str)
    """A translated remark on an order that was recorded (which reading of a typed order was taken)."""
    accepted = Signal(object)

    def __init__(self, game: Game, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.game = game
        self.power = ""
        self.undo_group = QUndoGroup(self)
        self._stacks: dict[str, QUndoStack] = {}
        self.last_problem = ""
        self.seat_for: Callable[[str], Seat] = self._open_seat
        """Where a power's seat comes from: the game itself in practice (every seat is open); at a
        table the hot-seat session, from the admission of the player at the keyboard. Set it with
        :meth:`set_seat_source`."""

    def set_seat_source(self, source: Callable[[str], Seat] | None) -> None:
        """Take the seats from ``source`` (a flow's: the player admitted at the keyboard), or
        (None) from the game itself, every seat open."""
        self.seat_for = source if source is not None else self._open_seat

    def _open_seat(self, power: str) -> Seat:
        return self.game.seat(power)

    def _seat(self) -> Seat | None:
        """The power on move's seat, or None when nobody at the keyboard holds it."""
        if not self.power:
            return None
        try:
            return self.seat_for(self.power)
        except SeatRefused:
            return None

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
        self.set_seat_source(None)
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
        seat = self._seat()
        return seat.orders() if seat is not None else ()

    def adjustments_left(self) -> int:
        """Builds (positive) or removals (negative) still to order in an adjustment phase."""
        if not self.power:
            return 0
        from ...engine.legal import adjustments_left  # (the rules load with the first order: not at start-up)

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
        from ...engine.legal import order_problem

        return order_problem(self.game.position, self.power, order, self.game.map, given=given)

    def give(self, order: Order) -> bool:
        """Record ``order`` for the power on move, replacing that unit's earlier order."""
        if not self.power or self.game.is_over:
            return self._refuse(self.tr("No power is on move."))
        reason = self.problem_with(order)
        if reason is not None:
            from ..reasons import explain_reason

            return self._refuse(fill(self.tr("Refused: {reason}."), reason=explain_reason(reason)))
        before = self.orders()
        after = [o for o in before if not _same_slot(o, order)] + [order]
        text = fill(self.tr("Order {order}"), order=order_notation(order, self.game.position.phase.kind))
        if not self._push(before, after, text):
            return False
        self.accepted.emit(order)
        return True

    def give_text(self, text: str) -> bool:
        """Read a typed order (the window's notation, else English) and give it."""
        if not self.power or self.game.is_over:
            return self._refuse(self.tr("No power is on move."))
        try:
            order, note = read_typed_order(text, self.game, self.power)
        except OrderError as exc:
            return self._refuse(parse_problem_text(exc))
        if not self.give(order):
            return False
        if note:
            self.noted.emit(note)
        return True

    def waive(self) -> bool:
        return self.give(Waive())

    def delete(self, index: int) -> bool:
        before = self.orders()
        if not 0 <= index < len(before):
            return False
        after = before[:index] + before[index + 1:]
        text = fill(self.tr("Delete {order}"), order=order_notation(before[index], self.game.position.phase.kind))
        return self._push(before, after, text)

    def clear(self) -> bool:
        before = self.orders()
        return bool(before) and self._push(before, (), self.tr("Clear orders"))

    def _push(self, before, after, text: str) -> bool:  # noqa: ANN001 - order sequences
        stack = self.stack
        assert stack is not None
        seat = self._seat()
        if seat is None:
            return self._refuse(self.tr("Refused: nobody at the keyboard holds this power's seat."))
        try:
            seat.set_orders(after)  # raises before anything is recorded
        except OrderRejected as exc:
            from ..reasons import explain_reason

            return self._refuse(fill(self.tr("Refused: {reason}."), reason=explain_reason(exc.reason)))
        self.last_problem = ""
        stack.push(SetOrdersCommand(seat, before, after, text, self.ordersChanged.emit))
        return True

    def submit_all(self) -> None:
        """Practice mode: hand in every power's current orders so adjudication reads them."""
        for power in self.game.required_powers():
            self.seat_for(power).submit()


def _same_slot(a: Order, b: Order) -> bool:
    """Do two orders fill the same slot (one order per unit; one build per centre)?"""
    if isinstance(a, Waive) or isinstance(b, Waive):
        return False
    return province_of(a.unit.location) == province_of(b.unit.location)
