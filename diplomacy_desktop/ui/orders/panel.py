"""The order panel: the power on move's orders, the typed-order box, and what is refused.

It shows only what the controller gives it (the orders of the power on move), so it can sit in
a hot-seat window without ever showing another player's orders. With beginner's help on
(:meth:`OrderPanel.set_beginner_help`: practice games, and hot-seat players who chose it) it also
counts the units still without an order and lists the likely mistakes in the power's own orders
(:mod:`.advice_view`), which never stop a Submit.
"""

from __future__ import annotations

from typing import Collection

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (QHBoxLayout, QLabel, QListWidget, QListWidgetItem, QPushButton, QToolButton,
                               QVBoxLayout, QWidget)

from ...engine.orders import Waive
from ...engine.position import ADJUSTMENTS, MOVEMENT, RETREATS
from .advice_view import AdviceView
from ..names import order_notation, phase_text, power_name, unit_text
from .controller import OrderController
from .typed_box import TypedOrderBox
from ..template import fill


class OrderPanel(QWidget):
    ruleRequested = Signal(str)
    """A warning's "why?" link was clicked: the id of the rule behind it."""

    def __init__(self, controller: OrderController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.beginner_help = False
        """Count the orders given and warn of likely mistakes (see :meth:`set_beginner_help`)."""
        self._friendly: frozenset[str] = frozenset()
        self.setMinimumWidth(260)
        self.title = QLabel()
        self.title.setWordWrap(True)
        self.title.setTextFormat(Qt.TextFormat.RichText)
        self.counter = QLabel()
        self.counter.setObjectName("adjustmentCounter")
        self.given_count = QLabel()
        self.given_count.setObjectName("ordersGivenCount")
        self.given_count.setVisible(False)
        self.advice = AdviceView()
        self.advice.ruleRequested.connect(self.ruleRequested)
        self.list = QListWidget()
        self.list.setObjectName("orderList")
        self.list.setAlternatingRowColors(True)
        self.typed = TypedOrderBox()
        self.typed.setObjectName("typedOrder")
        self.message = QLabel()
        self.message.setObjectName("orderMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("QLabel { color: #b00020; font-weight: bold; }")
        self.delete_button = QPushButton()
        self.delete_button.clicked.connect(self._delete_current)
        self.waive_button = QPushButton()
        self.waive_button.clicked.connect(controller.waive)
        self.undo_button = QToolButton()
        self.redo_button = QToolButton()

        buttons = QHBoxLayout()
        buttons.addWidget(self.delete_button)
        buttons.addWidget(self.waive_button)
        buttons.addStretch(1)
        buttons.addWidget(self.undo_button)
        buttons.addWidget(self.redo_button)
        self.typed_label = QLabel()
        self.typed_label.setBuddy(self.typed)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.counter)
        layout.addWidget(self.given_count)
        layout.addWidget(self.list, 1)
        layout.addWidget(self.advice)
        layout.addLayout(buttons)
        layout.addWidget(self.typed_label)
        layout.addWidget(self.typed)
        layout.addWidget(self.message)

        self.typed.orderTyped.connect(self._typed)
        controller.ordersChanged.connect(self.refresh)
        controller.refused.connect(self.show_problem)
        controller.noted.connect(self.show_problem)
        self.retranslate()

    def set_beginner_help(self, on: bool, friendly: Collection[str] = ()) -> None:
        """Turn beginner's help on or off for whoever orders next. ``friendly``: powers whose units
        are no threat to the power on move's centres (the same player's other powers, neutral ones)."""
        self.beginner_help = on
        self._friendly = frozenset(friendly)
        self.refresh()

    def set_undo_actions(self, undo: QAction, redo: QAction) -> None:
        self.undo_button.setDefaultAction(undo)
        self.redo_button.setDefaultAction(redo)

    def retranslate(self) -> None:
        self.delete_button.setText(self.tr("Delete order"))
        self.delete_button.setToolTip(fill(self.tr("Delete the selected order ({key})"), key=QKeySequence(
            QKeySequence.StandardKey.Delete).toString(QKeySequence.SequenceFormat.NativeText)))
        self.waive_button.setText(self.tr("Waive a build"))
        self.waive_button.setToolTip(self.tr("Leave one build unused (W)"))
        self.typed_label.setText(self.tr("&Type an order (Ctrl+L), e.g. A Par - Bur:"))
        self.typed.setPlaceholderText(self.tr("A Par - Bur, Army Paris to Burgundy…"))
        self.refresh()

    def refresh(self) -> None:
        c = self.controller
        pos = c.game.position
        self.title.setText(f"<b>{power_name(c.power)}</b> — {phase_text(pos.phase)}" if c.power else "")
        self.list.clear()
        for order in c.orders():
            text = order_notation(order, pos.phase.kind) if not isinstance(order, Waive) else self.tr("Waive one build")
            item = QListWidgetItem(text)
            if not isinstance(order, Waive):
                item.setToolTip(unit_text(order.unit) if hasattr(order, "unit") else text)
            self.list.addItem(item)
        adjusting = pos.phase.kind == ADJUSTMENTS and bool(c.power)
        left = c.adjustments_left() if adjusting else 0  # (the engine's count; asked only when shown)
        if adjusting and left > 0:
            self.counter.setText(fill(self.tr("Builds left: {count}"), count=str(left)))
        elif adjusting and left < 0:
            self.counter.setText(fill(self.tr("Removals left: {count}"), count=str(-left)))
        elif adjusting:
            self.counter.setText(self.tr("No builds or removals left."))
        else:
            self.counter.setText("")
        self.counter.setVisible(adjusting)
        self.waive_button.setVisible(adjusting)
        self.waive_button.setEnabled(adjusting and left > 0)
        self.delete_button.setEnabled(self.list.count() > 0)
        self.typed.set_options(pos, c.power, c.game.map)
        self._show_advice()
        if not c.last_problem:
            self.message.clear()

    def _show_advice(self) -> None:
        """The count and the warnings, from the position and the power on move's own orders only."""
        c = self.controller
        pos = c.game.position
        if not (self.beginner_help and c.power and pos.phase.kind in (MOVEMENT, RETREATS) and not c.game.is_over):
            self.given_count.setVisible(False)
            self.advice.clear_advice()
            return
        from ...engine.legal import missing_orders, orderable_locations  # (not before the board's first paint)
        from ...teaching.advice import advise

        orders = c.orders()
        total = len(orderable_locations(pos, c.power, c.game.map))
        given = total - len(missing_orders(pos, c.power, orders, c.game.map))
        self.given_count.setText(fill(self.tr("{given} of %n orders given", "", total), given=str(given)))
        self.given_count.setVisible(total > 0)
        friendly = self._friendly - {c.power}
        self.advice.show_advice(advise(pos, c.power, orders, c.game.map, friendly=friendly), pos.phase.kind)

    def show_problem(self, message: str) -> None:
        self.message.setText(message)

    def _typed(self, text: str) -> None:
        if self.controller.give_text(text):
            self.typed.clear()

    def _delete_current(self) -> None:
        row = self.list.currentRow()
        if row < 0 and self.list.count():
            row = self.list.count() - 1
        if row >= 0:
            self.controller.delete(row)

