"""How each order of a movement phase fared, and why: its outcome and a reason citing the
strengths compared, read from the decisions once they are all taken.

One walk over the orders as given gives every order its :class:`~..outcomes.OrderResult`,
index-aligned with them.
"""

from __future__ import annotations

from typing import Callable, Mapping

from ..kinds import OrderKind
from ..orders import Order, Unit
from ..outcomes import (BOUNCED, CUT, DISLODGED, DISRUPTED, NO_CONVOY, NO_EFFECT, SUCCEEDS, VOID, OrderResult, Outcome,
                        ParamValue, Reason, ReasonCode as C, Ruling, order_result)
from . import strengths
from .decisions import Decisions
from .ordered import MoveInPlay

MOVE, HOLD, CONVOY = OrderKind.MOVE, OrderKind.HOLD, OrderKind.CONVOY
# The codes given most often, as module constants (under Python 3.11 reading a member through
# its enum class costs several times reading a module constant).
MOVED, HELD_AGAINST, OWN_UNIT, BOUNCED_HOLD, BOUNCED_PREVENT, BOUNCED_DEFEND = (
    C.MOVED, C.HELD_AGAINST, C.OWN_UNIT, C.BOUNCED_HOLD, C.BOUNCED_PREVENT, C.BOUNCED_DEFEND)
SUPPORT_GIVEN, SUPPORT_CUT, CONVOYED = C.SUPPORT_GIVEN, C.SUPPORT_CUT, C.CONVOYED


class Reports:
    """The rulings of one phase whose decisions are all taken."""

    def __init__(self, decisions: Decisions, dislodged_by: Mapping[str, str]) -> None:
        self.d = decisions
        self.ordered = decisions.ordered
        self.dislodged_by = dislodged_by
        """Province of a dislodged unit -> province the move that dislodged it came from."""
        self._attack: dict[str, int] = {}
        self._moves: dict[str, Ruling] = {}

    def attack(self, m: MoveInPlay) -> int:
        """The move's attack strength (final now, so worked out once)."""
        known = self._attack.get(m.src)
        if known is None:
            known = self._attack[m.src] = strengths.attack(self.d, m)
        return known

    def results(self) -> dict[str, list[OrderResult]]:
        """Every order's result, index-aligned with the orders as given."""
        ordered, dislodged_by = self.ordered, self.dislodged_by
        effective, result = ordered.effective, self.result
        results: dict[str, list[OrderResult]] = {}
        for power, orders in ordered.orders.items():
            provs = ordered.counted[power]
            out: list[OrderResult] = []
            for i, order in enumerate(orders):
                prov = provs[i]
                if prov is None or prov in dislodged_by:
                    out.append(result(power, i, order, prov))
                else:  # most orders: they count and their unit stays on the board
                    out.append(OrderResult(order, _RULING[effective[prov].kind](self, prov)))
            results[power] = out
        return results

    def ruling(self, prov: str) -> Ruling:
        """The ruling on the order that counts for the unit in ``prov``, a unit not dislodged."""
        return _RULING[self.ordered.effective[prov].kind](self, prov)

    def result(self, power: str, i: int, order: Order, prov: str | None) -> OrderResult:
        """The result of the ``i``-th order of ``power``; ``prov`` is the province of the unit
        it counts for (None when it does not count)."""
        ordered = self.ordered
        if prov is None:  # void: its unit (if it is the order the unit was judged by) may be dislodged
            unit = order.unit
            where = unit.province if unit else None
            counts = where is not None and ordered.given.get(where) == (power, i)
            reason = ordered.void[(power, i)]
            if counts and where in self.dislodged_by:
                return order_result(order, VOID, self._with_dislodger(reason, where), True)
            return order_result(order, VOID, reason)
        if prov not in self.dislodged_by:
            return OrderResult(order, self.ruling(prov))
        kind = ordered.effective[prov].kind
        if kind is MOVE:
            ruling = self.move_ruling(prov)
            outcome = ruling.outcome
        elif kind is HOLD:
            return order_result(order, DISLODGED, self._dislodged_reason(prov), True)
        elif kind is CONVOY:
            ruling = self._convoy_ruling(prov)
            outcome = ruling.outcome
            if outcome in (SUCCEEDS, DISRUPTED):
                return order_result(order, DISLODGED, self._dislodged_reason(prov), True)
        else:
            ruling = self._support_ruling(prov)
            outcome = CUT if ruling.outcome is SUCCEEDS else ruling.outcome
        return order_result(order, outcome, self._with_dislodger(ruling.reason, prov), True)

    def _with_dislodger(self, reason: Reason, prov: str) -> Reason:
        """The reason of an order whose unit was dislodged, with who dislodged it and from where."""
        attacker = self.dislodged_by[prov]
        return Reason(reason.code, {**reason.params, "dislodged_by": self.ordered.moves[attacker].unit,
                                    "dislodged_from": attacker})

    def _dislodged_reason(self, prov: str) -> Reason:
        attacker = self.dislodged_by[prov]
        am = self.ordered.moves[attacker]
        return Reason(C.DISLODGED, {"attacker": am.unit, "from_": attacker,
                                    "attack": self.attack(am), "defence": strengths.hold(self.d, prov)})

    def _held(self, prov: str) -> Ruling:
        into = self.ordered.moves_into.get(prov)
        if not into:
            return _HELD
        moves = self.ordered.moves
        attack, a = max((self.attack(moves[a]), a) for a in into)
        strength, attacker = strengths.hold(self.d, prov), moves[a].unit
        return _shared((HELD_AGAINST, strength, attack, attacker.kind, attacker.location), SUCCEEDS, HELD_AGAINST,
                       {"strength": strength, "attack": attack, "attacker": attacker})

    def move_ruling(self, src: str) -> Ruling:
        """The ruling on the move from ``src`` (worked out once: the events ask again for bounces)."""
        known = self._moves.get(src)
        if known is None:
            d = self.d
            m = d.moves[src]
            if d.result[src] and (m.dest not in self.ordered.occupant or (m.dest in d.moves and d.result[m.dest])):
                # The commonest ruling: a move into a place left or empty names only the place
                # and the attack strength (asked of no other order: not kept in _attack).
                key = (MOVED, m.dest_loc, strengths.attack(d, m))
                known = _SHARED.get(key)
                if known is None:
                    known = _SHARED[key] = Ruling(SUCCEEDS, Reason(MOVED, {"dest": m.dest_loc, "attack": key[2]}))
            else:
                known = self._judge_move(m)
            self._moves[src] = known
        return known

    def _judge_move(self, m: MoveInPlay) -> Ruling:
        d, ordered = self.d, self.ordered
        src, moves = m.src, ordered.moves
        occ = ordered.occupant.get(m.dest)
        if d.result[src]:  # into a place held (a move into one left or empty is move_ruling's)
            assert occ is not None
            defence = strengths.defend(d, moves[m.dest]) if m.opposing else strengths.hold(d, m.dest)
            return Ruling(SUCCEEDS, Reason(C.MOVED_DISLODGING, {"dest": m.dest_loc, "attack": self.attack(m),
                                                                "defender": occ[1], "defence": defence}))
        if m.convoyed and not d.path_ok(m):
            if m.src in d.paradox:
                return Ruling(NO_CONVOY, Reason(C.PARADOX, {"src": src, "dest": m.dest}))
            if not m.convoy_fleets:
                return Ruling(NO_CONVOY, Reason(C.NO_ROUTE, {"src": src, "dest": m.dest}))
            return Ruling(NO_CONVOY, Reason(C.ROUTE_DISRUPTED, {"src": src, "dest": m.dest,
                                                                "fleets": self.lost_fleets(m)}))
        attack = self.attack(m)
        if attack == 0 and occ is not None and occ[0] == m.power:
            return _own_unit(occ[1])
        if m.opposing is not None:
            other = moves[m.opposing]
            defence = strengths.defend(d, other)
            if attack <= defence:
                return _shared((BOUNCED_DEFEND, attack, defence, other.unit.kind, other.unit.location, other.dest_loc),
                               BOUNCED, BOUNCED_DEFEND, {"attack": attack, "defence": defence, "defender": other.unit,
                                                         "defender_dest": other.dest_loc})
        elif occ is not None:
            hold = strengths.hold(d, m.dest)
            if attack <= hold:
                defender = occ[1]
                return _shared((BOUNCED_HOLD, attack, hold, defender.kind, defender.location), BOUNCED, BOUNCED_HOLD,
                               {"attack": attack, "defence": hold, "defender": defender, "dest": m.dest})
        best: tuple[int, str] | None = None
        for other_prov in ordered.moves_into[m.dest]:
            if other_prov == src:
                continue
            prevent = strengths.prevent(d, moves[other_prov])
            if attack <= prevent and (best is None or prevent > best[0]):
                best = (prevent, other_prov)
        if best is not None:
            other_unit = moves[best[1]].unit
            return _shared((BOUNCED_PREVENT, attack, best[0], other_unit.kind, other_unit.location, m.dest), BOUNCED,
                           BOUNCED_PREVENT, {"attack": attack, "prevent": best[0], "other": other_unit, "dest": m.dest})
        # Only an own-unit block remains (e.g. the own unit failed to leave).
        return _own_unit(occ[1] if occ else m.unit)

    def lost_fleets(self, m: MoveInPlay) -> tuple:
        """The convoying fleets of the move that were dislodged, in province order."""
        occupant = self.ordered.occupant
        return tuple(occupant[f][1] for f in sorted(m.convoy_fleets) if not self.d.fleet_afloat(f))

    def _support_ruling(self, prov: str) -> Ruling:
        d, ordered = self.d, self.ordered
        s = ordered.supports[prov]
        supported = ordered.occupant[s.supported][1]
        if not d.result[prov]:
            cutter = d.cutter(prov)
            if cutter is not None:
                attacker = ordered.moves[cutter].unit
                return _shared((SUPPORT_CUT, attacker.kind, attacker.location, cutter), CUT, SUPPORT_CUT,
                               {"attacker": attacker, "from_": cutter})
            return Ruling(CUT, Reason(C.SUPPORT_CUT_DISLODGED, {"attacker": ordered.moves[s.target].unit}))
        if s.is_move:
            occ = ordered.occupant.get(s.target)
            if occ is not None and occ[0] == s.power and not (s.target in ordered.moves and d.result[s.target]
                                                              and ordered.moves[s.supported].opposing is None):
                return Ruling(NO_EFFECT, Reason(C.SUPPORT_OWN_UNIT, {"supported": supported, "defender": occ[1]}))
        key = (SUPPORT_GIVEN, supported.kind, supported.location)
        ruling = _SHARED.get(key)
        if ruling is None:
            ruling = _SHARED[key] = Ruling(SUCCEEDS, Reason(SUPPORT_GIVEN, {"supported": supported}))
        return ruling

    def _convoy_ruling(self, prov: str) -> Ruling:
        d, ordered = self.d, self.ordered
        m = ordered.moves[ordered.province[ordered.convoys[prov].army.location]]
        if not m.convoyed:
            return Ruling(NO_EFFECT, Reason(C.CONVOY_NOT_NEEDED, {"army": m.unit}))
        if m.src in d.paradox:
            return Ruling(DISRUPTED, Reason(C.CONVOY_PARADOX, {"army": m.unit}))
        if not d.path_ok(m):
            return Ruling(DISRUPTED, Reason(C.CONVOY_DISRUPTED, {"fleets": self.lost_fleets(m)}))
        return _shared((CONVOYED, m.unit.kind, m.unit.location, m.dest), SUCCEEDS, CONVOYED,
                       {"army": m.unit, "dest": m.dest})


_SHARED: dict[tuple[str | int, ...], Ruling] = {}
"""The rulings many orders share (values: one made, shared, never changed), keyed by the code
and everything its reason names (strengths, and units by kind and place: hashing the pair costs
a fraction of hashing the Unit). An unattacked hold, a move into an empty place with strength 1,
a support given to one unit, a bounce off one unit holding with strength 1: most orders of a
phase get one of a few hundred rulings per map (strengths stay small)."""


def _shared(key: tuple[str | int, ...], outcome: Outcome, code: C, params: dict[str, ParamValue]) -> Ruling:
    """The shared ruling for ``key`` (the code first, then what the reason names), made from
    ``outcome``, ``code`` and ``params`` the first time."""
    ruling = _SHARED.get(key)
    if ruling is None:
        ruling = _SHARED[key] = Ruling(outcome, Reason(code, params))
    return ruling


_RULING: dict[OrderKind, Callable[[Reports, str], Ruling]] = {
    MOVE: Reports.move_ruling, HOLD: Reports._held, CONVOY: Reports._convoy_ruling,
    OrderKind.SUPPORT_HOLD: Reports._support_ruling, OrderKind.SUPPORT_MOVE: Reports._support_ruling,
}
"""Each movement order kind -> the ruling on such an order that counts for a unit not dislodged,
given its province: one lookup by kind, one call, for every order of the phase."""


def _own_unit(defender: Unit) -> Ruling:
    """A move that could not dislodge ``defender``, a unit of its own power (or one that stayed)."""
    return _shared((OWN_UNIT, defender.kind, defender.location), BOUNCED, OWN_UNIT, {"defender": defender})


_HELD = Ruling(SUCCEEDS, Reason(C.HELD, {}))
"""The ruling of every unattacked hold."""
