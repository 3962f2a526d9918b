"""What the learner predicts, and what the engine says happened, as the same small values.

A lesson asks one question per *item*: an order that was given, or a unit whose fate is worth
predicting although it has no order (a unit left to hold in a movement phase, a dislodged unit
nobody ordered to retreat, a unit of a power that owes removals it did not order). Each item
offers the few :class:`Mark` values that can happen to it in that phase, and
:func:`engine_marks` reads the engine's :class:`Resolution` into one mark per item, with the
engine's :class:`Reason`, so prediction and result compare with ``==``.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Mapping, Sequence

from ..engine.adjudicator import Resolution
from ..engine.events import Disbanded, Removed, Retreated
from ..engine.locations import province_of
from ..engine.orders import Disband, Order, Unit
from ..engine.outcomes import Outcome, ParamValue, Reason, ReasonCode
from ..engine.position import ADJUSTMENTS, MOVEMENT, RETREATS, Position
from ..engine.rules.build import adjustment_delta


class Mark(StrEnum):
    """What happens to one item. Movement: succeeds / fails / is dislodged. Retreats: the unit
    retreats or is disbanded. Adjustments: an order succeeds or fails; a unit stays or is removed."""

    SUCCEEDS = "succeeds"
    FAILS = "fails"
    DISLODGED = "dislodged"
    RETREATS = "retreats"
    DISBANDED = "disbanded"
    STAYS = "stays"
    REMOVED = "removed"


ORDER_CHOICES = {
    MOVEMENT: (Mark.SUCCEEDS, Mark.FAILS, Mark.DISLODGED),
    RETREATS: (Mark.SUCCEEDS, Mark.FAILS),
    ADJUSTMENTS: (Mark.SUCCEEDS, Mark.FAILS),
}
RETREAT_CHOICES = (Mark.RETREATS, Mark.DISBANDED)
HOLD_CHOICES = (Mark.SUCCEEDS, Mark.DISLODGED)
REMOVAL_CHOICES = (Mark.STAYS, Mark.REMOVED)


@dataclass(frozen=True)
class Item:
    """One thing the learner predicts. ``key`` is stable across loads (progress and tests use it):
    ``order:<power>:<index>`` for the index-th order of a power, ``unit:<power>:<location>`` for
    a unit without an order."""

    key: str
    power: str
    unit: Unit | None
    """The unit concerned (None only for a waived build)."""
    order: Order | None
    """The order given; None for a unit without one."""
    order_index: int | None
    choices: tuple[Mark, ...]


@dataclass(frozen=True)
class Happened:
    """The engine's answer for one item: the mark, and the reason it gives (None where the engine
    has nothing to say, e.g. a unit of a power in civil disorder that is kept)."""

    mark: Mark
    reason: Reason | None


def _order_key(power: str, index: int) -> str:
    return f"order:{power}:{index}"


def _unit_key(power: str, unit: Unit) -> str:
    return f"unit:{power}:{unit.location}"


def _ordered_provinces(power: str, orders: Mapping[str, Sequence[Order]]) -> set[str]:
    return {province_of(o.unit.location) for o in orders.get(power, ()) if o.unit is not None}


def question_items(position: Position, orders: Mapping[str, Sequence[Order]]) -> tuple[Item, ...]:
    """Every item of the phase: each order in the order given (powers in map order), then the
    units worth a question that have no order."""
    kind = position.phase.kind
    dislodged = {(d.power, province_of(d.unit.location)) for d in position.dislodged}
    items: list[Item] = []
    for power in _powers(position, orders):
        for i, order in enumerate(orders.get(power, ())):
            choices = ORDER_CHOICES[kind]
            if kind == RETREATS and order.unit is not None and (power, order.unit.province) in dislodged:
                choices = RETREAT_CHOICES
            items.append(Item(_order_key(power, i), power, order.unit, order, i, choices))
    for power in _powers(position, orders):
        ordered = _ordered_provinces(power, orders)
        if kind == MOVEMENT:
            units = [u for u in position.units.get(power, ()) if u.province not in ordered]
            items.extend(Item(_unit_key(power, u), power, u, None, None, HOLD_CHOICES) for u in units)
        elif kind == RETREATS:
            units = [d.unit for d in position.dislodged if d.power == power and d.unit.province not in ordered]
            items.extend(Item(_unit_key(power, u), power, u, None, None, RETREAT_CHOICES) for u in units)
        elif _owes_unordered_removals(position, power, orders):
            units = [u for u in position.units.get(power, ()) if u.province not in ordered]
            items.extend(Item(_unit_key(power, u), power, u, None, None, REMOVAL_CHOICES) for u in units)
    return tuple(items)


def _powers(position: Position, orders: Mapping[str, Sequence[Order]]) -> list[str]:
    """Powers in a fixed order: the position's (map order), then any other named in the orders."""
    seen = list(position.units)
    seen.extend(p for p in sorted(orders) if p not in seen)
    seen.extend(sorted(d.power for d in position.dislodged if d.power not in seen))
    return list(dict.fromkeys(seen))


def _owes_unordered_removals(position: Position, power: str, orders: Mapping[str, Sequence[Order]]) -> bool:
    """Must ``power`` remove more units than it gave removal orders for (so the rules choose)?"""
    owed = -adjustment_delta(position, power)
    given = sum(1 for o in orders.get(power, ()) if isinstance(o, Disband))
    return owed > given


def engine_marks(items: Sequence[Item], position: Position, resolution: Resolution) -> dict[str, Happened]:
    """What the engine decided for each item, by key."""
    kind = position.phase.kind
    out: dict[str, Happened] = {}
    for item in items:
        if item.order is not None:
            assert item.order_index is not None  # an item with an order knows its place in the list
            result = resolution.results.get(item.power, [])[item.order_index]
            mark = _order_mark(item, result.outcome, result.dislodged, resolution)
            reason = result.reason
            if mark is Mark.DISLODGED and item.unit is not None:
                # Said as what happened to the unit (the attack that dislodged it), not as its own
                # order's bounce: "is dislodged — bounced" explains nothing to a beginner.
                reason = _dislodgement(item, resolution) or reason
            elif reason.code is ReasonCode.HELD_AGAINST and reason.params.get("attack") == 0:
                reason = Reason(ReasonCode.HELD)  # its "attacker" is of its own power: no threat
            out[item.key] = Happened(mark, reason)
        elif kind == MOVEMENT:
            out[item.key] = _unordered_movement(item, resolution)
        elif kind == RETREATS:
            out[item.key] = _unordered_retreat(item, resolution)
        else:
            out[item.key] = _unordered_removal(item, resolution)
    return out


def _order_mark(item: Item, outcome: Outcome, dislodged: bool, resolution: Resolution) -> Mark:
    if item.choices == RETREAT_CHOICES:
        retreated = any(isinstance(e, Retreated) and e.power == item.power and e.unit == item.unit
                        for e in resolution.events)
        return Mark.RETREATS if retreated else Mark.DISBANDED
    if Mark.DISLODGED in item.choices and (dislodged or outcome is Outcome.DISLODGED):
        return Mark.DISLODGED
    return Mark.SUCCEEDS if outcome is Outcome.SUCCEEDS else Mark.FAILS


def _attack_on(unit: Unit, resolution: Resolution, code: ReasonCode) -> tuple[Order, Reason] | None:
    """The move whose reason has ``code`` and names ``unit`` as the defender."""
    for results in resolution.results.values():
        for r in results:
            if r.reason.code is code and r.reason.params.get("defender") == unit:
                return r.order, r.reason
    return None


def _dislodgement(item: Item, resolution: Resolution) -> Reason | None:
    """Who dislodged the item's unit, from where, with what strength (None if it was not)."""
    assert item.unit is not None
    hit = next((d for d in resolution.dislodged if d.power == item.power and d.unit == item.unit), None)
    if hit is None:
        return None
    attack = _attack_on(item.unit, resolution, ReasonCode.MOVED_DISLODGING)
    params: dict[str, ParamValue] = {"from_": hit.attacker_from}
    if attack is not None:
        order, reason = attack
        params.update(attacker=order.unit, attack=reason.params.get("attack"), defence=reason.params.get("defence"))
    return Reason(ReasonCode.DISLODGED, params)


def _unordered_movement(item: Item, resolution: Resolution) -> Happened:
    assert item.unit is not None
    dislodged = _dislodgement(item, resolution)
    if dislodged is not None:
        return Happened(Mark.DISLODGED, dislodged)
    attack = _attack_on(item.unit, resolution, ReasonCode.BOUNCED_HOLD)
    if attack is not None and attack[1].params.get("attack") == 0:
        # An "attack" of strength 0 is a unit of the same power: it never threatened this one.
        return Happened(Mark.SUCCEEDS, Reason(ReasonCode.HELD))
    if attack is not None:
        order, reason = attack
        return Happened(Mark.SUCCEEDS, Reason(ReasonCode.HELD_AGAINST, {
            "strength": reason.params.get("defence"), "attack": reason.params.get("attack"),
            "attacker": order.unit}))
    return Happened(Mark.SUCCEEDS, Reason(ReasonCode.HELD))


def _unordered_retreat(item: Item, resolution: Resolution) -> Happened:
    gone = next((e for e in resolution.events if isinstance(e, Disbanded)
                 and e.power == item.power and e.unit == item.unit), None)
    if gone is not None:
        return Happened(Mark.DISBANDED, Reason(gone.why))
    return Happened(Mark.RETREATS, None)


def _unordered_removal(item: Item, resolution: Resolution) -> Happened:
    gone = next((e for e in resolution.events if isinstance(e, Removed)
                 and e.power == item.power and e.unit == item.unit), None)
    if gone is not None:
        params: dict[str, ParamValue] = {"power": item.power}
        if gone.distance is not None:
            params["distance"] = gone.distance
        return Happened(Mark.REMOVED, Reason(gone.why, params))
    return Happened(Mark.STAYS, None)
