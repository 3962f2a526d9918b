"""Undo commands for order entry.

Each command keeps the power's whole order list before and after, and writes it to that
power's seat. Whole-list snapshots make undo exact whatever the change was (a replaced
order, a deletion, a waive) and tie each command to one power, so one undo stack per power
(in a ``QUndoGroup``) never touches another power's orders.
"""

from __future__ import annotations

from typing import Sequence

from PySide6.QtGui import QUndoCommand

from ...engine.game import Seat
from ...engine.orders import Order


class SetOrdersCommand(QUndoCommand):
    def __init__(self, seat: Seat, before: Sequence[Order], after: Sequence[Order], text: str,
                 on_change=None) -> None:  # noqa: ANN001 - a zero-argument callable
        super().__init__(text)
        self._seat = seat
        self._before = tuple(before)
        self._after = tuple(after)
        self._on_change = on_change

    def _write(self, orders: tuple[Order, ...]) -> None:
        self._seat.set_orders(orders)
        if self._on_change is not None:
            self._on_change()

    def redo(self) -> None:
        self._write(self._after)

    def undo(self) -> None:
        self._write(self._before)
