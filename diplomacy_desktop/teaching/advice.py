"""Beginner's help: the likely mistakes in one power's own orders, before they are submitted.

A beginner's usual errors (a support to hold for a unit that moves, a support or convoy that
does not match the move, an army sent across water with no convoy, two units sent to one place,
an attack on one's own unit, a unit forgotten, a home centre left open in Fall) happen in real
games where nobody explains them. :func:`advise` lists them as data, each with the id of the
rule behind it (:mod:`.rules`), for the order panel's warnings and the practice scorecard.

It reads the position and **that power's orders only**: another power's pending orders are
secret, and a warning may never hint at them. So a support or convoy of another power's unit
is never judged (its owner's order is unknown), and an army that only another power's fleets
could carry is advice, not a verdict. Whatever a rule decides is asked of the engine: the
orders are judged by :func:`~diplomacy_desktop.engine.adjudicator.adjudicate` with this
power's orders alone (every other unit holds), which says which supports and convoys match no
order and which armies have no convoy route; legality, reach and unordered units come from
:mod:`~diplomacy_desktop.engine.rules` and :mod:`~diplomacy_desktop.engine.legal`.

Example::

    >>> from diplomacy_desktop.engine.board import initial_position, standard_map
    >>> from diplomacy_desktop.engine.notation import read_order
    >>> board = standard_map()
    >>> orders = [read_order(t, game_map=board) for t in ("A par - bur", "A mar - bur", "F bre H")]
    >>> [(a.code.value, a.provinces) for a in advise(initial_position(board), "france", orders, board)]
    [('same_province', ('bur',))]
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Collection, Sequence

from ..engine import rules as engine_rules
from ..engine.adjudicator import adjudicate
from ..engine.board import MapModel
from ..engine.kinds import PhaseKind, Season
from ..engine.legal import missing_orders
from ..engine.orders import Convoy, Move, Order, Retreat, SupportHold, SupportMove, Unit
from ..engine.outcomes import Outcome, ReasonCode
from ..engine.position import Position


class AdviceCode(StrEnum):
    """One likely mistake. The values are stable (tests and the UI's texts key on them)."""

    SUPPORT_HOLD_MOVES = "support_hold_moves"
    """A support to hold for one of your units that you ordered to move."""
    SUPPORT_WRONG_MOVE = "support_wrong_move"
    """A support of a move one of your units was not ordered to make."""
    CONVOY_NO_MOVE = "convoy_no_move"
    """A convoy of one of your armies that is not ordered to that place."""
    NEEDS_CONVOY = "needs_convoy"
    """An army that can go only by convoy, and no convoy of yours carries it there."""
    SAME_PROVINCE = "same_province"
    """Two or more of your units ordered into one province."""
    SWAP = "swap"
    """Two of your units ordered into each other's places over land."""
    ATTACK_OWN = "attack_own"
    """A move into a province where one of your own units stays."""
    NO_ORDER = "no_order"
    """A unit with no order (it will hold)."""
    NO_RETREAT_ORDER = "no_retreat_order"
    """A dislodged unit with no order (it will be disbanded)."""
    SAME_RETREAT = "same_retreat"
    """Two of your units retreating to one province (both are disbanded)."""
    HOME_EMPTY = "home_empty"
    """In Fall, a home supply centre left empty with another power's unit next to it."""


RULE_OF: dict[AdviceCode, str] = {
    AdviceCode.SUPPORT_HOLD_MOVES: "useful.8",
    AdviceCode.SUPPORT_WRONG_MOVE: "useful.9",
    AdviceCode.CONVOY_NO_MOVE: "orders.convoy",
    AdviceCode.NEEDS_CONVOY: "orders.convoy",
    AdviceCode.SAME_PROVINCE: "useful.3",
    AdviceCode.SWAP: "useful.6",
    AdviceCode.ATTACK_OWN: "useful.12",
    AdviceCode.NO_ORDER: "orders.writing",
    AdviceCode.NO_RETREAT_ORDER: "retreats.no_order",
    AdviceCode.SAME_RETREAT: "retreats.clash",
    AdviceCode.HOME_EMPTY: "adjustments.ownership",
}
"""The rule a player reads to understand each warning (the "why?" link); ids of :mod:`.rules`."""

EXPLAINS_FAILURE = frozenset(RULE_OF) - {AdviceCode.NO_ORDER, AdviceCode.HOME_EMPTY}
"""Warnings that say why an order of theirs will fail (the practice scorecard words a failed
order with them); the others are about what is not ordered."""


@dataclass(frozen=True)
class Advice:
    """One likely mistake, as data: the UI words it in the player's language."""

    code: AdviceCode
    orders: tuple[Order, ...]
    """The orders involved, the one at fault first (for a support or convoy: it, then the order
    given to the supported unit or army, if any)."""
    provinces: tuple[str, ...]
    """The provinces involved: the destination in question first (the centre for ``HOME_EMPTY``,
    the unit's province for ``NO_ORDER``)."""
    units: tuple[Unit, ...] = ()
    """Units the sentence names that the orders do not: the supported unit or convoyed army, the
    unit left unordered, the unit stayed on, the other powers' units next to an empty centre."""

    @property
    def rule(self) -> str:
        """The id of the rule behind it (:data:`RULE_OF`)."""
        return RULE_OF[self.code]

    @property
    def about(self) -> tuple[Order, ...]:
        """The orders this warning is about: every move or retreat of a clash, else the first."""
        if self.code in (AdviceCode.SAME_PROVINCE, AdviceCode.SWAP, AdviceCode.SAME_RETREAT):
            return self.orders
        return self.orders[:1]


def advise(position: Position, power: str, orders: Sequence[Order], game_map: MapModel, *,
           friendly: Collection[str] = ()) -> tuple[Advice, ...]:
    """The likely mistakes in ``orders``, the orders of ``power`` on ``position``, in a fixed order:
    per order as given, then units sent to one place, then home centres left open, then units
    without an order. Empty in an adjustment phase (its counter says what is left).

    ``friendly``: powers whose units do not threaten this power's centres (the same player's
    other powers, neutral powers whose units only hold). Orders that are not legal (which the
    order entry refuses anyway) and second orders for a unit are ignored, as the engine ignores
    them.
    """
    kind = position.phase.kind
    if kind == PhaseKind.MOVEMENT:
        return _movement(position, power, tuple(orders), game_map, frozenset(friendly))
    if kind == PhaseKind.RETREATS:
        return _retreats(position, power, tuple(orders), game_map)
    return ()


def _counted(position: Position, power: str, orders: tuple[Order, ...],
             game_map: MapModel) -> dict[str, tuple[int, Order, Order]]:
    """Unit's province -> (index, the order as given, the order as the rules read it) for the
    orders that count: legal, and the first for their unit (the engine voids a second one)."""
    facts = engine_rules.facts_for(game_map, position)
    province = facts.tables.province
    out: dict[str, tuple[int, Order, Order]] = {}
    for i, order in enumerate(orders):
        if order.unit is None or engine_rules.order_problem(facts, power, order) is not None:
            continue
        prov = province.get(order.unit.location, order.unit.location)
        if prov not in out:
            out[prov] = (i, order, engine_rules.canonical(facts, order))
    return out


def _movement(position: Position, power: str, orders: tuple[Order, ...], game_map: MapModel,
              friendly: frozenset[str]) -> tuple[Advice, ...]:
    facts = engine_rules.facts_for(game_map, position)
    province = facts.tables.province
    occupant = facts.occupant
    counted = _counted(position, power, orders, game_map)
    read_at = {prov: read for prov, (_, _, read) in counted.items()}
    given_at = {prov: given for prov, (_, given, _) in counted.items()}
    # Judged with this power's orders alone: every other unit holds, so a verdict here depends on
    # nothing another power ordered.
    results = adjudicate(position, {power: orders}, game_map).results.get(power, [])
    found: list[Advice] = []
    moves: dict[str, list[Order]] = {}
    for prov, (i, given, order) in sorted(counted.items(), key=lambda item: item[1][0]):
        code = results[i].reason.code if i < len(results) else None
        no_convoy = i < len(results) and results[i].outcome is Outcome.NO_CONVOY
        if isinstance(order, (SupportHold, SupportMove)):
            target = province[order.supported.location]
            here = occupant.get(target)
            if code is ReasonCode.SUPPORT_MISMATCH and here is not None and here[0] == power:
                actual, shown = read_at.get(target), given_at.get(target)
                involved = (given, shown) if shown is not None else (given,)
                if isinstance(order, SupportHold):
                    found.append(Advice(AdviceCode.SUPPORT_HOLD_MOVES, involved,
                                        (target, province[actual.dest]) if isinstance(actual, Move) else (target,),
                                        (here[1],)))
                else:
                    found.append(Advice(AdviceCode.SUPPORT_WRONG_MOVE, involved, (province[order.dest], target),
                                        (here[1],)))
        elif isinstance(order, Convoy):
            army_prov = province[order.army.location]
            here = occupant.get(army_prov)
            if code is ReasonCode.CONVOY_MISMATCH and here is not None and here[0] == power:
                shown = given_at.get(army_prov)
                found.append(Advice(AdviceCode.CONVOY_NO_MOVE, (given, shown) if shown is not None else (given,),
                                    (province[order.dest], army_prov), (here[1],)))
        elif isinstance(order, Move):
            dest = province[order.dest]
            moves.setdefault(dest, []).append(given)
            if no_convoy:  # no route of convoys ordered (or a partial one): nobody else's fleets move
                carriers = tuple(given_at[p] for p, o in read_at.items() if isinstance(o, Convoy)
                                 and o.army == order.unit and province[o.dest] == dest)
                found.append(Advice(AdviceCode.NEEDS_CONVOY, (given, *carriers), (dest, prov), (order.unit,)))
            there = occupant.get(dest)
            if there is not None and there[0] == power:
                other = read_at.get(dest)
                if not isinstance(other, Move):
                    shown = given_at.get(dest)
                    found.append(Advice(AdviceCode.ATTACK_OWN, (given, shown) if shown is not None else (given,),
                                        (dest,), (there[1],)))
                elif province[other.dest] == prov and prov < dest and not _by_sea(order, read_at, province) \
                        and not _by_sea(other, read_at, province):
                    found.append(Advice(AdviceCode.SWAP, (given, given_at[dest]), (prov, dest)))
    for dest, movers in moves.items():
        if len(movers) > 1:
            found.append(Advice(AdviceCode.SAME_PROVINCE, tuple(movers), (dest,)))
    if position.phase.season == Season.FALL:
        found += _open_home_centres(position, power, read_at, given_at, facts, friendly)
    for loc in missing_orders(position, power, orders, game_map):
        found.append(Advice(AdviceCode.NO_ORDER, (), (province[loc],), (occupant[province[loc]][1],)))
    return tuple(found)


def _by_sea(move: Move, order_at: dict[str, Order], province: dict[str, str]) -> bool:
    """Does the move go by convoy: it says so, or a fleet of the same power convoys it (2023 rules)?"""
    dest = province[move.dest]
    return move.via_convoy or any(isinstance(o, Convoy) and o.army == move.unit and province[o.dest] == dest
                                  for o in order_at.values())


def _open_home_centres(position: Position, power: str, read_at: dict[str, Order], given_at: dict[str, Order],
                       facts: engine_rules.Facts, friendly: frozenset[str]) -> list[Advice]:
    """Home centres this power owns that no unit of its own will stand on if its moves succeed,
    with another power's unit that could move in next to them (centres change hands after Fall)."""
    province = facts.tables.province
    entering = {province[o.dest] for o in read_at.values() if isinstance(o, Move)}
    found = []
    for centre in facts.map.home_centres(power):
        if position.centres.get(centre) != power or centre in entering:
            continue
        here = facts.occupant.get(centre)
        leaving = given_at.get(centre)
        if here is not None and (here[0] != power or not isinstance(read_at.get(centre), Move)):
            continue  # held by one of its units, or already lost to another power's
        threats = tuple(unit for owner, unit in position.all_units()
                        if owner != power and owner not in friendly and centre in facts.reach(unit))
        if threats:
            found.append(Advice(AdviceCode.HOME_EMPTY, (leaving,) if leaving is not None else (), (centre,),
                                threats))
    return found


def _retreats(position: Position, power: str, orders: tuple[Order, ...], game_map: MapModel) -> tuple[Advice, ...]:
    counted = _counted(position, power, orders, game_map)
    province = engine_rules.facts_for(game_map, position).tables.province
    found: list[Advice] = []
    by_dest: dict[str, list[Order]] = {}
    for _, given, order in sorted(counted.values(), key=lambda item: item[0]):
        if isinstance(order, Retreat):
            by_dest.setdefault(province[order.dest], []).append(given)
    for dest, retreats in by_dest.items():
        if len(retreats) > 1:
            found.append(Advice(AdviceCode.SAME_RETREAT, tuple(retreats), (dest,)))
    dislodged = {province[d.unit.location]: d.unit for d in position.dislodged if d.power == power}
    for loc in missing_orders(position, power, orders, game_map):
        found.append(Advice(AdviceCode.NO_RETREAT_ORDER, (), (province[loc],), (dislodged[province[loc]],)))
    return tuple(found)


def explains(advice: Advice, order: Order) -> bool:
    """Does ``advice`` say why ``order`` fails (the scorecard's plain words for a failed order)?"""
    return advice.code in EXPLAINS_FAILURE and order in advice.about


__all__ = ["Advice", "AdviceCode", "RULE_OF", "EXPLAINS_FAILURE", "advise", "explains"]
