"""Click-and-key order entry as a small state machine, with no widgets in it.

Unit first, then target: a click on one of your pieces selects it and lights up its legal
targets (asked from the engine's ``legal_orders``, never computed here); a click on a target
gives the order. ``H``/``M``/``S``/``C``/``D`` change what the next clicks mean; Esc or a
right-click cancels. When one click could mean several orders (two coasts, army or fleet for
a build) the ``chooser`` callback asks the player; the window shows a popup, tests answer
directly.
"""

from __future__ import annotations

from enum import Enum
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ...engine.board import MapModel
from ...engine.locations import province_of
from ...engine.orders import Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold, SupportMove
from ...engine.position import ADJUSTMENTS, MOVEMENT, RETREATS, Position
from ..names import current_notation, location_name, order_notation, unit_text
from ..template import fill
from .keys import order_keys

Chooser = Callable[[Sequence[Order]], "Order | None"]


class Mode(Enum):
    IDLE = "idle"
    MOVE = "move"
    SUPPORT_UNIT = "support_unit"
    SUPPORT_DEST = "support_dest"
    CONVOY_ARMY = "convoy_army"
    CONVOY_DEST = "convoy_dest"
    RETREAT = "retreat"



class OrderEntry(QObject):
    orderChosen = Signal(object)
    """An engine order the player picked (the controller checks and records it)."""
    changed = Signal()
    """Selection, targets or prompt changed: the board and status bar redraw from them."""

    def __init__(self, game_map: MapModel, chooser: Chooser | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.map = game_map
        self.chooser: Chooser = chooser or (lambda options: options[0] if len(options) == 1 else None)
        self.position: Position | None = None
        self.power = ""
        self.enabled = True
        self.mode = Mode.IDLE
        self.selected = ""
        """Location of the piece being ordered ("" when none)."""
        self.partner = ""
        """The supported unit's or convoyed army's location, once picked."""
        self.targets: list[str] = []
        self.prompt = ""
        self._legal: list[Order] = []

    # -- set-up --------------------------------------------------------------------------

    def reset(self, position: Position | None, power: str) -> None:
        self.position = position
        self.power = power
        self.cancel()

    def set_enabled(self, enabled: bool) -> None:
        self.enabled = enabled
        self.cancel()

    def _set(self, mode: Mode, targets: Sequence[str], prompt: str) -> None:
        self.mode = mode
        self.targets = list(dict.fromkeys(targets))
        self.prompt = prompt
        self.changed.emit()

    def cancel(self) -> None:
        self.selected = ""
        self.partner = ""
        self._legal = []
        self._set(Mode.IDLE, [], self._idle_prompt())

    def _idle_prompt(self) -> str:
        if self.position is None or not self.enabled:
            return ""
        kind = self.position.phase.kind
        if kind == MOVEMENT:
            return self.tr("Click one of your units to order it.")
        if kind == RETREATS:
            return self.tr("Click a dislodged unit to retreat or disband it.")
        return self.tr("Click a home centre to build there, or one of your units to remove it.")

    # -- input ---------------------------------------------------------------------------

    def click(self, location: str) -> None:
        """A left click on the board at ``location`` ("" = outside any province)."""
        if self.position is None or not self.enabled:
            return
        kind = self.position.phase.kind
        if kind == ADJUSTMENTS:
            self._click_adjustment(location)
            return
        if self.mode is Mode.IDLE:
            self._select(location)
            return
        if not location:
            self.cancel()
            return
        prov = province_of(location)
        if self.mode in (Mode.MOVE, Mode.RETREAT):
            if prov == province_of(self.selected):
                if self.mode is Mode.MOVE:
                    self._emit([o for o in self._legal if isinstance(o, Hold)])
                else:
                    self._emit([o for o in self._legal if isinstance(o, Disband)])
                return
            moves = [o for o in self._legal if isinstance(o, (Move, Retreat)) and province_of(o.dest) == prov]
            direct = [o for o in moves if not (isinstance(o, Move) and o.via_convoy)]
            if moves:
                self._emit(direct or moves)
            else:
                self._select(location)
        elif self.mode is Mode.SUPPORT_UNIT:
            if self._supported_at(prov):
                self.partner = location
                dests = [o.dest for o in self._supports_of(prov) if isinstance(o, SupportMove)]
                holds = [o.supported.location for o in self._supports_of(prov) if isinstance(o, SupportHold)]
                self._set(Mode.SUPPORT_DEST, [*holds, *dests],
                          fill(self.tr("Support {unit}: click its destination, or the unit itself to support it holding."),
                               unit=self._unit_words(prov)))
            else:
                self._refuse(fill(self.tr("{unit} cannot support a unit there."), unit=self._unit_words(self.selected)))
        elif self.mode is Mode.SUPPORT_DEST:
            supports = self._supports_of(province_of(self.partner))
            if prov == province_of(self.partner):
                self._emit([o for o in supports if isinstance(o, SupportHold)])
            else:
                chosen = [o for o in supports if isinstance(o, SupportMove) and province_of(o.dest) == prov]
                if chosen:
                    self._emit(chosen)
                else:
                    self._refuse(self.tr("That support is not possible."))
        elif self.mode is Mode.CONVOY_ARMY:
            convoys = [o for o in self._legal if isinstance(o, Convoy) and province_of(o.army.location) == prov]
            if convoys:
                self.partner = location
                self._set(Mode.CONVOY_DEST, [o.dest for o in convoys],
                          fill(self.tr("Convoy {unit}: click where the army lands."), unit=self._unit_words(prov)))
            else:
                who = self._unit_words(self.selected)
                self._refuse(fill(self.tr("{unit} cannot convoy a unit from there."), unit=who))
        elif self.mode is Mode.CONVOY_DEST:
            convoys = [o for o in self._legal if isinstance(o, Convoy)
                       and province_of(o.army.location) == province_of(self.partner) and province_of(o.dest) == prov]
            if convoys:
                self._emit(convoys)
            else:
                self._refuse(self.tr("The convoy cannot land there."))

    def _select(self, location: str) -> None:
        assert self.position is not None
        from ...engine.legal import legal_orders  # (the rules load with the first click, not at start-up)

        legal = legal_orders(self.position, self.power, location, self.map) if location else []
        if not legal:
            self.selected = ""
            self._legal = []
            self._set(Mode.IDLE, [], self._idle_prompt())
            return
        unit = legal[0].unit
        self.selected = unit.location if unit is not None else ""  # a list of waives names no unit
        self.partner = ""
        self._legal = legal
        if self.position.phase.kind == RETREATS:
            dests = [o.dest for o in legal if isinstance(o, Retreat)]
            self._set(Mode.RETREAT, dests,
                      fill(self.tr("{unit}: click where it retreats, or press D to disband it."),
                           unit=self._unit_words(self.selected)))
        else:
            self._enter_move()

    def _enter_move(self) -> None:
        moves = [o.dest for o in self._legal if isinstance(o, Move)]
        keys = order_keys(current_notation())  # the notation's letters: Spanish M hold, A support, T convoy
        self._set(Mode.MOVE, moves,
                  fill(self.tr("{unit}: click a lit province to move, the unit to hold; {support} support, "
                               "{convoy} convoy, Esc cancel."),
                       unit=self._unit_words(self.selected), support=keys["support"], convoy=keys["convoy"]))

    def _click_adjustment(self, location: str) -> None:
        assert self.position is not None
        if not location:
            return
        from ...engine.legal import legal_orders

        legal = legal_orders(self.position, self.power, location, self.map)
        if not legal:
            self._refuse(fill(self.tr("Nothing to build or remove in {place}."), place=location_name(location)))
            return
        self._emit(legal)

    def key_hold(self) -> None:
        if self.mode in (Mode.MOVE, Mode.SUPPORT_UNIT, Mode.SUPPORT_DEST, Mode.CONVOY_ARMY, Mode.CONVOY_DEST):
            self._emit([o for o in self._legal if isinstance(o, Hold)])
        else:
            self._refuse(self.tr("Select a unit first."))

    def key_move(self) -> None:
        if self.selected and self.mode is not Mode.RETREAT and self.position is not None \
                and self.position.phase.kind == MOVEMENT:
            self.partner = ""
            self._enter_move()
        else:
            self._refuse(self.tr("Select a unit first."))

    def key_support(self) -> None:
        if not self.selected or self.position is None or self.position.phase.kind != MOVEMENT:
            self._refuse(self.tr("Select a unit first."))
            return
        units = [o.supported.location for o in self._legal if isinstance(o, (SupportHold, SupportMove))]
        if not units:
            self._refuse(fill(self.tr("{unit} cannot support anyone."), unit=self._unit_words(self.selected)))
            return
        self.partner = ""
        self._set(Mode.SUPPORT_UNIT, units,
                  fill(self.tr("{unit} supports: click the unit to support."), unit=self._unit_words(self.selected)))

    def key_convoy(self) -> None:
        if not self.selected or self.position is None or self.position.phase.kind != MOVEMENT:
            self._refuse(self.tr("Select a unit first."))
            return
        armies = [o.army.location for o in self._legal if isinstance(o, Convoy)]
        if not armies:
            self._refuse(self.tr("Only a fleet at sea next to an army can convoy."))
            return
        self.partner = ""
        self._set(Mode.CONVOY_ARMY, armies,
                  fill(self.tr("{unit} convoys: click the army to carry."), unit=self._unit_words(self.selected)))

    def key_disband(self) -> None:
        disbands = [o for o in self._legal if isinstance(o, Disband)]
        if disbands:
            self._emit(disbands)
        else:
            self._refuse(self.tr("Select a dislodged unit first."))

    # -- helpers -------------------------------------------------------------------------

    def _supports_of(self, prov: str) -> list[Order]:
        return [o for o in self._legal if isinstance(o, (SupportHold, SupportMove))
                and province_of(o.supported.location) == prov]

    def _supported_at(self, prov: str) -> bool:
        return bool(self._supports_of(prov))

    def _unit_words(self, location: str) -> str:
        pos = self.position
        unit = pos.unit_at(location) if pos is not None else None
        if pos is not None and pos.phase.kind == RETREATS:
            unit = next((d.unit for d in pos.dislodged if province_of(d.unit.location) == province_of(location)), unit)
        return unit_text(unit) if unit is not None else location_name(location)

    def _emit(self, options: Sequence[Order]) -> None:
        if not options:
            return
        chosen = options[0] if len(options) == 1 else self.chooser(list(options))
        if chosen is None:
            return  # the player closed the popup: keep the selection
        self.cancel()
        self.orderChosen.emit(chosen)

    def _refuse(self, message: str) -> None:
        self.prompt = message
        self.changed.emit()


def describe_option(order: Order) -> str:
    """What a popup offers for one of several orders a click could mean, in the player's language."""
    if isinstance(order, Build):
        return fill(QCoreApplication.translate("OrderEntry", "Build {unit}"), unit=unit_text(order.unit))
    if isinstance(order, (Move, Retreat)):
        return fill(QCoreApplication.translate("OrderEntry", "To {dest}"), dest=location_name(order.dest))
    if isinstance(order, Disband):
        return fill(QCoreApplication.translate("OrderEntry", "Disband {unit}"), unit=unit_text(order.unit))
    if isinstance(order, SupportMove):
        return fill(QCoreApplication.translate("OrderEntry", "Support the move into {dest}"),
                    dest=location_name(order.dest))
    if isinstance(order, Convoy):
        return fill(QCoreApplication.translate("OrderEntry", "Convoy to {dest}"), dest=location_name(order.dest))
    return order_notation(order)
