"""Whose orders the board window enters and draws: the power on move, and the powers offered.

The practice combo switches the power on move here, and so does a flow (the hot-seat player's
own powers, the practice player's one); between two players at one computer nobody is on move,
and every trace of the last one's input goes (:meth:`PowerOnMove.clear_traces`).
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Sequence

from PySide6.QtWidgets import QComboBox, QLabel, QToolTip

from ...engine.game import SeatRefused
from ...engine.orders import Order
from ..board.scene import DrawnOrder
from ..modes import Ordering
from ..names import phase_text, power_name

if TYPE_CHECKING:
    from .face import BoardFace


class PowerOnMove:
    """The power combo and the power on move; the orders drawn for the player at the keyboard."""

    def __init__(self, window: BoardFace) -> None:
        self.window = window
        self.own_powers: list[str] | None = None
        """The powers of the player at the computer (hot-seat), or None for practice (every power)."""
        self.combo = QComboBox()
        """The power on move, on the main toolbar (the practice player picks it there)."""
        self.combo.setObjectName("powerCombo")
        # as wide as its longest name in the language now shown (Czech "Rakousko", then Dutch
        # "Oostenrijk", cut off when the language changed with the window open)
        self.combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for key in window.game.map.powers:
            self.combo.addItem(power_name(key), key)
        self.combo.currentIndexChanged.connect(lambda i: self.set_power(self.combo.itemData(i)))
        self.phase_label = QLabel()
        """The phase on the board, at the status bar's right end."""
        window.statusBar().addPermanentWidget(self.phase_label)

    def first_power_to_order(self) -> str:
        game = self.window.game
        required = game.required_powers()
        return required[0] if required else next(iter(game.map.powers))

    def limit_powers(self, powers: Sequence[str] | None) -> None:
        """Offer only ``powers`` in the power combo (a hot-seat player's own); None offers all."""
        combo = self.combo
        keys = list(self.window.game.map.powers) if powers is None else list(powers)
        self.own_powers = None if powers is None else list(powers)
        combo.blockSignals(True)
        combo.clear()
        for key in keys:
            combo.addItem(power_name(key), key)
        combo.setCurrentIndex(-1)
        combo.blockSignals(False)
        combo.setEnabled(len(keys) > 1)

    def clear(self) -> None:
        """No power on move: nothing of anyone's orders in the panel, on the board or in undo."""
        w = self.window
        self.combo.blockSignals(True)
        self.combo.setCurrentIndex(-1)
        self.combo.blockSignals(False)
        w.controller.release()
        w.entry.reset(None, "")
        w.panel.typed.setText("")  # setText, not clear(): it also empties the box's own undo
        self.redraw_orders()
        w.statusBar().clearMessage()

    def clear_traces(self) -> None:
        """Forget every trace of the last person's input (see ``BoardFace.clear_traces``)."""
        w = self.window
        self.clear()
        w.view.fit()
        w.view.forget_pointer()  # after the zoom: the view replays its last mouse move on one
        w.scene.set_hover("")
        w.hover_label.clear()
        w.scene.set_selected("")
        w.scene.set_targets(())
        w.controller.forget(w.game.map.powers)
        typed = w.panel.typed
        if typed.completer() is not None:
            typed.completer().popup().hide()
        typed.setText("")
        w.panel.list.clearSelection()
        w.panel.message.clear()
        QToolTip.hideText()
        w.statusBar().clearMessage()

    def set_power(self, power: str) -> None:
        """Show and enter orders for ``power`` only (the practice combo, or a flow)."""
        w = self.window
        if power not in w.game.map.powers:
            return
        index = self.combo.findData(power)
        if index != self.combo.currentIndex():
            self.combo.blockSignals(True)
            self.combo.setCurrentIndex(index)
            self.combo.blockSignals(False)
        w.controller.set_power(power)
        w.entry.reset(w.game.position if w.review is None else None, power)
        if isinstance(w.mode.state, Ordering):  # the same turn (a hot-seat player's), another power
            w.mode.set(replace(w.mode.state, power=power))
        self.redraw_orders()
        w.powerOnMoveChanged.emit(power)

    def next_power(self) -> None:
        combo = self.combo
        count = combo.count()
        if count < 2:
            return
        combo.setCurrentIndex((combo.currentIndex() + 1) % count)

    def redraw_orders(self) -> None:
        """The orders being entered, of every power of the player on move (a hot-seat player with
        several powers sees them all); a judged phase's orders are drawn by the playback."""
        w = self.window
        if w.review is None:
            power = w.controller.power if w.mode.takes_orders else ""  # behind a curtain: no one's
            own = self.own_powers
            mine = own if own and power in own else [power] if power else []
            w.scene.show_orders([DrawnOrder(p, o) for p in mine for o in self.pending_orders(p)])
        self.phase_label.setText(phase_text(w.title_phase()))  # the phase judged while its results show

    def pending_orders(self, power: str) -> tuple[Order, ...]:
        """The orders of ``power`` through the seat the player at the keyboard holds; nothing when
        nobody admitted holds it (behind a curtain the board shows no one's orders)."""
        try:
            return self.window.controller.seat_for(power).orders()
        except SeatRefused:
            return ()
