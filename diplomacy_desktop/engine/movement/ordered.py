"""What the orders of a movement phase ask, once every order has passed its rule.

Validation turns the submitted orders into one effective order per unit: an order whose unit
is missing, another power's or already ordered, or that its order type's rule
(:mod:`..rules`) refuses, is ``void`` and its unit holds (DATC 4.E.1). What is left is held
here as the moves, supports and convoys the decisions are taken on; a support or convoy is
also matched against the move it names (``support_mismatch``, ``convoy_mismatch``, a convoy
off every route).
"""

from __future__ import annotations

from typing import Mapping, Sequence

from .. import rules
from ..kinds import OrderKind
from ..orders import ARMY, Convoy, Move, Order, SupportHold, SupportMove, Unit
from ..outcomes import Reason, ReasonCode, wrong_phase
from ..position import MOVEMENT
from ..rules.facts import Facts


class MoveInPlay:
    """One move being judged (a working record: filled in while the orders are read)."""

    __slots__ = ("power", "unit", "src", "dest", "dest_loc", "convoyed", "convoy_fleets", "supports", "opposing")

    def __init__(self, power: str, unit: Unit, src: str, dest: str, dest_loc: str) -> None:
        self.power = power
        self.unit = unit
        self.src = src
        self.dest = dest
        """Destination province (coasts folded)."""
        self.dest_loc = dest_loc
        """Destination location (with coast for a fleet on a split coast)."""
        self.convoyed = False
        # Tuples, grown as supports and convoys are matched: most moves get neither, and the
        # one empty tuple costs nothing to make.
        self.convoy_fleets: tuple[str, ...] = ()
        self.supports: tuple[str, ...] = ()
        self.opposing: str | None = None
        """Province of the unit moving the other way (head-to-head battle), if any."""


class SupportInPlay:
    """One support being judged."""

    __slots__ = ("power", "target", "supported", "is_move")

    def __init__(self, power: str, target: str, supported: str, is_move: bool) -> None:
        self.power = power
        self.target = target
        """Province into which support is given."""
        self.supported = supported
        """Province of the supported unit."""
        self.is_move = is_move


class Ordered:
    """The effective orders of one movement phase, by the province of their unit."""

    def __init__(self, facts: Facts, orders: Mapping[str, Sequence[Order]]) -> None:
        self.facts = facts
        self.map = facts.map
        self.province = facts.tables.province
        self.occupant = facts.occupant
        self.orders = orders
        self.given: dict[str, tuple[str, int]] = {}
        """Province -> (power, index) of the order that counts for the unit there."""
        self.void: dict[tuple[str, int], Reason] = {}
        self.effective: dict[str, Order] = {}
        self.moves: dict[str, MoveInPlay] = {}
        self.supports: dict[str, SupportInPlay] = {}
        self.convoys: dict[str, Convoy] = {}
        self.counted: dict[str, list[str | None]] = {}
        """Power -> for each of its orders, the province of the unit it is judged for, or None
        when it does not count (void, a second order for the unit)."""
        self.moves_into: dict[str, list[str]] = {}
        """Province -> the provinces of the moves into it."""
        self.hold_supports: dict[str, list[str]] = {}
        """Province -> the provinces of the supports of its unit's holding."""
        self._supports_given: list[str] = []
        self._convoys_given: list[str] = []
        self._may_sail: list[str] = []
        """Provinces of the army moves that may go by convoy."""

    def read(self) -> None:
        """Read every order, then match the supports and convoys against the moves.

        Each order is judged by its order type's own rule (:mod:`..rules`, looked up by the
        order's kind); a legal one becomes its unit's effective order. Supports and convoys are
        matched with what the units they name were ordered once every move is read."""
        occupant, facts, effective = self.occupant, self.facts, self.effective
        void, given, moves = self.void, self.given, self.moves
        supports_given, convoys_given = self._supports_given, self._convoys_given
        unit_problem, rule = rules.unit_problem, rules.MOVEMENT_RULES
        for power, orders in self.orders.items():
            counted: list[str | None] = [None] * len(orders)
            self.counted[power] = counted
            for i, order in enumerate(orders):
                unit = order.unit
                if unit is None or MOVEMENT not in order.phases:
                    void[(power, i)] = wrong_phase(order, MOVEMENT)
                    continue
                prov = unit.province
                here = occupant.get(prov)
                problem = unit_problem(power, unit.location, here)
                if problem is None and here is not None:
                    real = here[1]
                    if prov in given:
                        problem = Reason(ReasonCode.DUPLICATE_ORDER, {"unit": real})
                    else:
                        given[prov] = (power, i)
                        # The unit letter and coast are reminders (DATC 4.B.5): judge the real unit.
                        if unit is not real and unit != real:  # (most orders name the board's own value)
                            order = order.with_unit(real)
                        kind = order.kind
                        problem = rule[kind](facts, order)
                        if problem is None:
                            effective[prov] = order
                            if kind is MOVE:
                                self._add_move(power, prov, order)  # type: ignore[arg-type]
                            elif kind is CONVOY:
                                convoys_given.append(prov)
                            elif kind is not HOLD:
                                supports_given.append(prov)
                if problem is None:
                    counted[i] = prov
                else:
                    void[(power, i)] = problem
        self._match_convoys()
        self._decide_convoy_use()
        self._match_supports()
        for src, m in moves.items():
            self.moves_into.setdefault(m.dest, []).append(src)
            other = moves.get(m.dest)
            if other is not None and other.dest == src and not m.convoyed and not other.convoyed:
                m.opposing = m.dest

    def _add_move(self, power: str, prov: str, order: Move) -> None:
        """Keep a legal move with where it ends: an army in the province, its coast ignored
        (DATC 4.B.6); a fleet on the coast named, or on the one coast it reaches (4.B.2)."""
        unit = order.unit
        dest = self.province[order.dest]
        if unit.kind is ARMY:
            self.moves[prov] = MoveInPlay(power, unit, prov, dest, dest)
            if order.via_convoy or dest not in self.map.army_adjacency.get(prov, ()):
                self._may_sail.append(prov)
        else:
            dest_loc = order.dest if "/" in order.dest else self.facts.tables.fleet_coasts[unit.location][dest][0]
            self.moves[prov] = MoveInPlay(power, unit, prov, dest, dest_loc)

    def _void(self, prov: str, reason: Reason) -> None:
        """An order that passed its own rule but does not match the others: void after all."""
        key = self.given[prov]
        self.void[key] = reason
        self.counted[key[0]][key[1]] = None
        self.effective.pop(prov, None)

    def _match_convoys(self) -> None:
        """A convoy must match the army's move and lie on a route of matching convoys (4.E.1, 6.G.19)."""
        by_move: dict[str, list[str]] = {}
        province = self.province
        for prov in self._convoys_given:
            order = self.effective[prov]
            assert isinstance(order, Convoy)
            army_prov = province[order.army.location]
            m = self.moves.get(army_prov)
            if m is None or m.dest != province[order.dest]:
                self._void(prov, Reason(ReasonCode.CONVOY_MISMATCH, {"army": self.occupant[army_prov][1],
                                                                     "actual": self.effective.get(army_prov)}))
                continue
            by_move.setdefault(army_prov, []).append(prov)
        # Every convoy that got here passed its own rule, which found the fleets on the routes.
        for army_prov, fleets in by_move.items():
            m = self.moves[army_prov]
            on_route = self.facts.route_fleets(army_prov, m.dest)
            for f in fleets:
                if f in on_route:
                    convoy_order = self.effective[f]
                    assert isinstance(convoy_order, Convoy)
                    self.convoys[f] = convoy_order
                    if not m.convoy_fleets and m.unit.kind is ARMY:
                        self._may_sail.append(army_prov)
                    m.convoy_fleets += (f,)
                else:
                    self._void(f, Reason(ReasonCode.CONVOY_OFF_ROUTE, {"unit": self.occupant[f][1], "src": army_prov,
                                                                       "dest": m.dest}))

    def _decide_convoy_use(self) -> None:
        """An army goes by sea when it must, when it says 'via convoy', or when a fleet of its
        own power convoys it (DATC 4.A.3, 2023 rules); there is no land fallback. Each is
        decided from its own move alone, so the order they are taken in is no matter."""
        army_adjacency = self.map.army_adjacency
        for src in self._may_sail:
            m = self.moves[src]
            order = self.effective[src]
            assert isinstance(order, Move)
            if m.dest not in army_adjacency.get(src, ()) or order.via_convoy:
                m.convoyed = True
            elif m.convoy_fleets:
                m.convoyed = any(self.occupant[f][0] == m.power for f in m.convoy_fleets)

    def _match_supports(self) -> None:
        """A support must match what the supported unit was ordered: to hold (or anything but
        a move), or the very move supported."""
        province, effective, occupant, moves = self.province, self.effective, self.occupant, self.moves
        for prov in self._supports_given:
            order = effective[prov]
            assert isinstance(order, (SupportHold, SupportMove))
            sup_prov = province[order.supported.location]
            m = moves.get(sup_prov)
            power = occupant[prov][0]
            if isinstance(order, SupportHold):
                matched = m is None
                target = sup_prov
            else:
                target = province[order.dest]
                matched = (m is not None and m.dest == target
                           and not ("/" in order.dest and "/" in m.dest_loc and order.dest != m.dest_loc))
            if not matched:
                self._void(prov, Reason(ReasonCode.SUPPORT_MISMATCH, {"supported": occupant[sup_prov][1],
                                                                      "actual": effective.get(sup_prov)}))
                continue
            self.supports[prov] = SupportInPlay(power, target, sup_prov, m is not None)
            if m is None:
                self.hold_supports.setdefault(sup_prov, []).append(prov)
            else:
                m.supports += (prov,)


MOVE, HOLD, CONVOY = OrderKind.MOVE, OrderKind.HOLD, OrderKind.CONVOY
