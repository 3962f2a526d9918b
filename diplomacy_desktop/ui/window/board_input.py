"""What the player's pointer and typing do on the board window: clicks, hovering, typed orders.

A click goes to the order entry (``orders.entry``), after two window rules: while results are on
the board a click only says how to continue, and in practice a click on another power's piece
orders for that power. A click the entry could not use is explained with the engine's reason.
The sandbox's set-up tab takes the clicks first, through :meth:`BoardInput.set_click_filter`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtGui import QCursor
from PySide6.QtWidgets import QLabel, QMenu

from ...engine.locations import province_of
from ...engine.orders import Move, Order, Retreat
from ...engine.position import RETREATS
from ..names import location_name, power_name, unit_text
from ..orders.entry import describe_option
from ..template import fill

if TYPE_CHECKING:
    from .face import BoardFace

translate = QCoreApplication.translate

ClickFilter = Callable[[str, Qt.MouseButton], bool]
"""Takes a board click (location, button) before the order entry; True: it was used."""


class BoardInput:
    """Board clicks, the province under the pointer, and typed orders that follow their unit."""

    def __init__(self, window: BoardFace) -> None:
        self.window = window
        self.click_filter: ClickFilter | None = None
        self.hover_label = QLabel()
        """The province under the pointer, on the status bar's right."""
        self.hover_label.setObjectName("hoverLabel")
        # the hover text sits on the right at its own width: a permanent widget stretched over the
        # bar would cover the bar's messages ("Waiting for England.", a refused order), which Qt
        # draws left of the first permanent widget; it may shrink (clipped) when the bar is full
        self.hover_label.setMinimumWidth(1)
        self.hover_label.setContentsMargins(0, 0, 16, 0)  # apart from the phase beside it
        self.hover_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        window.statusBar().addPermanentWidget(self.hover_label)
        window.scene.locationClicked.connect(self.clicked)
        window.scene.locationHovered.connect(self.hovered)
        # a typed order is for the power whose unit it names (practice, sandbox): read before the panel
        window.panel.typed.orderTyped.disconnect(window.panel._typed)
        window.panel.typed.orderTyped.connect(self.order_typed)
        window.entry.changed.connect(self.entry_changed)

    def set_click_filter(self, click_filter: ClickFilter | None) -> None:
        """Let ``click_filter`` take board clicks first (None: every click gives orders)."""
        self.click_filter = click_filter

    def clicked(self, location: str, button: Qt.MouseButton) -> None:
        w = self.window
        if self.click_filter is not None and self.click_filter(location, button):
            return
        entry = w.entry
        if button == Qt.MouseButton.RightButton:
            entry.cancel()
            return
        if w.review is not None:
            w.say(lambda: translate("MainWindow", "Showing results: press Ctrl+Return to continue."), 5000)
            return
        if not entry.selected and location and w.own_powers is None:
            # practice: a click on another power's piece orders for that power
            owner = self._owner_to_order(location)
            if owner and owner != w.controller.power:
                w.set_power_on_move(owner)
        mode, selected, targets = entry.mode, entry.selected, set(map(province_of, entry.targets))
        entry.click(location)
        if selected and location and province_of(location) not in targets \
                and province_of(location) != province_of(selected) and mode.name in ("MOVE", "RETREAT"):
            self._say_why_not(selected, location)

    def order_typed(self, text: str) -> None:
        """The typed box: where typed orders follow the unit (the sandbox, every power at the
        keyboard) an order for another power's unit is that power's, as a click on its piece
        would be; then the panel gives it (or says why not)."""
        w = self.window
        if w.typed_orders_follow_the_unit and w.own_powers is None and w.review is None \
                and w.mode.takes_orders:
            power = self._power_of_typed_order(text)
            if power and power != w.controller.power:
                w.set_power_on_move(power)
        w.panel._typed(text)

    def _power_of_typed_order(self, text: str) -> str | None:
        """The power whose unit (or build) ``text`` orders: the one on move if it reads for it,
        else the first other power it reads for; None if it reads for nobody."""
        from ...engine.notation import OrderError
        from ..orders.controller import read_typed_order

        w = self.window
        on_move = w.controller.power
        for power in [on_move, *(p for p in w.game.map.powers if p != on_move)]:
            if not power:
                continue
            try:
                read_typed_order(text, w.game, power)
            except (OrderError, ValueError):
                continue
            return power
        return None

    def _owner_to_order(self, location: str) -> str | None:
        """Whose piece a click at ``location`` picks in this phase (the dislodged one in retreats)."""
        pos = self.window.game.position
        prov = province_of(location)
        if pos.phase.kind == RETREATS:
            return next((d.power for d in pos.dislodged if province_of(d.unit.location) == prov), None)
        return pos.owner_at(prov)

    def _say_why_not(self, selected: str, location: str) -> None:
        """A click on a place the piece may not go: the engine's reason, in the status bar."""
        w = self.window
        pos = w.game.position
        unit = pos.units_for_orders().get(province_of(selected))
        if unit is None or w.entry.selected:  # the click picked another piece: nothing to explain
            return
        order = Retreat(unit, location) if pos.phase.kind == RETREATS else Move(unit, location)
        reason = w.controller.problem_with(order)
        if reason is not None:
            from ..reasons import explain_reason  # (with the engine's outcomes: not before the board shows)

            w.statusBar().showMessage(translate("MainWindow", "{unit} cannot go to {place}: {reason}").format(
                unit=unit_text(unit), place=location_name(location), reason=explain_reason(reason)), 8000)

    def entry_changed(self) -> None:
        """The piece picked and its targets lit on the board; the entry's prompt in the status bar."""
        w = self.window
        w.scene.set_selected(w.entry.selected)
        w.scene.set_targets(w.entry.targets)
        if w.entry.prompt:
            w.statusBar().showMessage(w.entry.prompt)
        else:
            w.statusBar().clearMessage()

    def hovered(self, location: str) -> None:
        """The province under the pointer, its centre's owner and its pieces, in the status bar."""
        w = self.window
        if not location:
            self.hover_label.clear()
            return
        pos = w.shown_position()
        prov = province_of(location)
        parts = [location_name(location)]
        owner = pos.centres.get(prov)
        if prov in w.game.map.supply_centres:
            parts.append(fill(translate("MainWindow", "supply centre of {power}"), power=power_name(owner)) if owner
                         else translate("MainWindow", "neutral supply centre"))
        unit = pos.unit_at(prov)
        if unit is not None:
            parts.append(f"{unit_text(unit)} ({power_name(pos.owner_at(prov) or '')})")
        for d in pos.dislodged:
            if province_of(d.unit.location) == prov:
                parts.append(fill(translate("MainWindow", "dislodged: {unit} ({power})"), unit=unit_text(d.unit),
                                  power=power_name(d.power)))
        self.hover_label.setText(" — ".join(parts))

    def choose_among(self, options: Sequence[Order]) -> Order | None:
        """Ask which of several orders a click meant (split coasts, army or fleet builds)."""
        return self.ask_by_menu("choiceMenu", [(describe_option(o), o) for o in options],  # type: ignore[return-value]
                                translate("MainWindow", "Cancel"))

    def ask_by_menu(self, name: str, entries: Sequence[tuple[str, object]], cancel: str) -> object | None:
        """A menu at the pointer: the value of the entry chosen, or None for ``cancel`` or Esc.

        The caller words Cancel, so that each window's translation keeps its own context."""
        menu = QMenu(self.window.as_widget())
        menu.setObjectName(name)
        for text, value in entries:
            menu.addAction(text).setData(value)
        menu.addSeparator()
        menu.addAction(cancel)
        chosen = menu.exec(QCursor.pos())
        value = chosen.data() if chosen is not None else None
        menu.deleteLater()  # its entries name what this player was deciding
        return value
