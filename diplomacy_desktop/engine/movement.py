"""Movement-phase adjudication (DATC v3.0, preferred choices).

Three steps:

1. **Validation** turns the submitted orders into one effective order per unit. Illegal
   orders become holds (DATC 4.E.1) and are reported ``void`` with the reason.
2. **Resolution** decides every move ("does it succeed?") and every support ("is it given?")
   with the guess-and-check algorithm of the DATC's appendix: decisions call each other
   recursively; when a decision depends on itself, both guesses are tried; if both are
   consistent the cycle is either circular movement (all moves succeed, DATC 6.C.1-6.C.9)
   or a convoy paradox, settled by the Szykman rule (the convoyed armies of the paradox
   stay put; DATC 6.F.14-6.F.24, 6.G.11). All cycle handling lives in :meth:`_Resolver.resolve`
   and :meth:`_Resolver._backup_rule`.
3. **Reporting** gives each order one outcome and a reason with the strengths compared.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, partial
from types import SimpleNamespace
from typing import Callable, Mapping, Sequence

from .board import MapModel, province_of
from .convoys import fleets_on_routes, route_exists, shortest_chain
from .events import Bounced, ConvoyDisrupted, Event, Held, Moved, SupportCut, SupportGiven
from .events import Dislodged as DislodgedEvent
from .kinds import PhaseKind, UnitKind
from .orders import ARMY, FLEET, Convoy, Hold, Move, Order, SupportHold, SupportMove, Unit
from .later import Later
from .outcomes import OrderResult, Outcome, ParamValue, Reason, ReasonCode, Verdict
from .position import Dislodged, Position
from .retreats import retreat_options
from . import rules

# The outcomes and reason codes, read from plain namespaces of the same members: under Python
# 3.11 reading a member through its Enum class (``Outcome.SUCCEEDS``) goes through the enum
# metaclass and costs about 0.2 us, and reporting reads two per order.
O = SimpleNamespace(**Outcome.__members__)
C = SimpleNamespace(**ReasonCode.__members__)


_UNRESOLVED, _GUESSING, _RESOLVED = 0, 1, 2
_PATH = "~"
"""Prefix of the decision node 'does this convoyed army have an unbroken route?'."""

_MOVEMENT_ORDERS = (Hold, Move, SupportHold, SupportMove, Convoy)
_MOVEMENT_TYPES = frozenset(_MOVEMENT_ORDERS)


class _ProvinceIndex(dict):
    """Location -> province for every place on a map: one dictionary hit instead of a string
    split per lookup (validation and reporting ask this for every order). A string that is no
    place on the map (a typo in an order) is split on the fly and not stored."""

    def __missing__(self, location: str) -> str:
        return province_of(location)


@dataclass(frozen=True, slots=True)
class _MapTables:
    """Lookups derived from the map once per map, not once per phase."""

    province: _ProvinceIndex
    fleet_coasts: dict[str, dict[str, tuple[str, ...]]]
    """Fleet location -> province -> the locations of that province the fleet can move to."""
    sea: frozenset[str]
    coastal: frozenset[str]
    land: frozenset[str]
    unit_at: dict[tuple[UnitKind, str], Unit]
    """(kind, location) -> the unit value: a unit that moves is looked up, not made again (a
    unit is a value, so every army in Paris may be the same object)."""


@cache
def _tables(game_map: MapModel) -> _MapTables:
    province = _ProvinceIndex({loc: province_of(loc) for loc in game_map.locations()})
    fleet_coasts: dict[str, dict[str, tuple[str, ...]]] = {}
    for src, targets in game_map.fleet_adjacency.items():
        by_prov: dict[str, list[str]] = {}
        for t in sorted(targets):
            by_prov.setdefault(province[t], []).append(t)
        fleet_coasts[src] = {prov: tuple(locs) for prov, locs in by_prov.items()}
    provs = game_map.provinces.values()
    unit_at = {(kind, loc): Unit(kind, loc) for loc in game_map.locations() for kind in (ARMY, FLEET)}
    return _MapTables(province, fleet_coasts,
                      frozenset(p.abbr for p in provs if p.is_sea),
                      frozenset(p.abbr for p in provs if p.is_coastal),
                      frozenset(p.abbr for p in provs if p.is_land), unit_at)


class _Move:
    """One move being judged (the resolver's working record, changed as decisions are taken).

    A plain slotted class: sixteen are made per phase, and a dataclass's generated __init__
    with its list factories costs twice as much."""

    __slots__ = ("power", "unit", "src", "dest", "dest_loc", "convoyed", "convoy_fleets", "supports", "opposing",
                 "paradox")

    def __init__(self, power: str, unit: Unit, src: str, dest: str, dest_loc: str) -> None:
        self.power = power
        self.unit = unit
        self.src = src
        self.dest = dest
        """Destination province (coasts folded)."""
        self.dest_loc = dest_loc
        """Destination location (with coast for a fleet on a split coast)."""
        self.convoyed = False
        self.convoy_fleets: list[str] = []
        self.supports: list[str] = []
        self.opposing: str | None = None
        """Province of the unit moving the other way (head-to-head battle), if any."""
        self.paradox = False
        """Set by the Szykman rule: this army does not move by convoy this turn."""


def _dest_loc(unit: Unit, dest: str, dest_prov: str, fleet_coasts: dict[str, dict[str, tuple[str, ...]]]) -> str:
    """Where a legal move ends: an army in the province (its coast is ignored, DATC 4.B.6), a
    fleet on the coast named, or on the one reachable coast when only one is (DATC 4.B.2)."""
    if unit.kind is ARMY:
        return dest_prov
    if "/" in dest:
        return dest
    return fleet_coasts[unit.location][dest_prov][0]


class _Support:
    """One support being judged."""

    __slots__ = ("power", "target", "supported", "is_move")

    def __init__(self, power: str, target: str, supported: str, is_move: bool) -> None:
        self.power = power
        self.target = target
        """Province into which support is given."""
        self.supported = supported
        """Province of the supported unit."""
        self.is_move = is_move


@dataclass(frozen=True, slots=True)
class MovementResult:
    results: dict[str, list[OrderResult]] | Later[dict[str, list[OrderResult]]]
    units: dict[str, tuple[Unit, ...]]
    dislodged: tuple[Dislodged, ...]
    """Sorted by province, so saves and outputs never depend on set order."""
    contested: frozenset[str]
    events: Callable[[], tuple[Event, ...]]
    """Works the events out from the resolver's decisions when first asked (see Resolution.events)."""
    verdicts: dict[str, list[Verdict]] | None = None
    """Given when ``results`` is left for later (a :class:`Later`): each order's verdict."""


class _Resolver:
    """One movement phase: the effective orders and the decisions taken on them."""

    def __init__(self, game_map: MapModel, position: Position, orders: Mapping[str, Sequence[Order]]) -> None:
        self.map = game_map
        self.tables = _tables(game_map)
        self.position = position
        self.occupant: dict[str, tuple[str, Unit]] = position.occupied()
        self._at_sea: list[str] | None = None
        self.orders = orders
        # province -> (power, index) of the order that counts for the unit there
        self.given: dict[str, tuple[str, int]] = {}
        self.void: dict[tuple[str, int], Reason] = {}
        self.effective: dict[str, Order] = {}
        self.moves: dict[str, _Move] = {}
        self.supports: dict[str, _Support] = {}
        self.convoys: dict[str, Convoy] = {}
        # Provinces of the supports and convoys that passed their own rule, in the order they
        # were read: they are judged against the moves once every order is read.
        self._supports_given: list[str] = []
        self._convoys_given: list[str] = []
        self._counted: dict[str, list[str | None]] = {}
        """Power -> for each of its orders, the province of the unit it is judged for, or None
        when it does not count (void, a second order for the unit): reporting reads it instead
        of looking every order's unit up again."""
        self._may_sail: list[str] = []
        """Provinces of the army moves that may go by convoy (a fleet convoys them, or they
        passed the rule of moves rather than the neighbouring-place fast path)."""
        self.moves_into: dict[str, list[str]] = {}
        self.hold_supports: dict[str, list[str]] = {}
        self.state: dict[str, int] = {}
        self.result: dict[str, bool] = {}
        self.deps: list[str] = []
        # Filled once every decision is taken, so reporting asks each question only once.
        self._attack: dict[str, int] | None = None
        self._move_reports: dict[str, tuple[Outcome, Reason]] = {}
        self._facts: rules.Facts | None = None

    # ------------------------------------------------------------------ validation

    def validate(self) -> None:
        occupant = self.occupant
        tables = self.tables
        province = tables.province
        fleet_coasts = tables.fleet_coasts
        void, given, effective, moves = self.void, self.given, self.effective, self.moves
        army_adjacency, fleet_adjacency = self.map.army_adjacency, self.map.fleet_adjacency
        fleet_reach = self.map.fleet_reach
        closed = self.position.closed
        for power, orders in self.orders.items():
            counted: list[str | None] = [None] * len(orders)
            self._counted[power] = counted
            for i, order in enumerate(orders):
                key = (power, i)
                unit = order.unit
                cls = order.__class__
                if (cls not in _MOVEMENT_TYPES and not isinstance(order, _MOVEMENT_ORDERS)) or unit is None:
                    void[key] = Reason(C.WRONG_PHASE, {"order_kind": order.kind, "phase": PhaseKind.MOVEMENT})
                    continue
                prov = province[unit.location]
                here = occupant.get(prov)
                if here is None:
                    void[key] = Reason(C.NO_SUCH_UNIT, {"location": unit.location})
                    continue
                if here[0] != power:
                    void[key] = Reason(C.NOT_YOUR_UNIT, {"unit": here[1], "owner": here[0]})
                    continue
                if prov in given:
                    void[key] = Reason(C.DUPLICATE_ORDER, {"unit": here[1]})
                    continue
                given[prov] = key
                # The unit letter and coast are reminders (DATC 4.B.5): judge the real unit.
                real = here[1]
                if unit is not real and (unit.location != real.location or unit.kind != real.kind):
                    order = order.with_unit(real)
                if cls is Hold or isinstance(order, Hold):  # a hold needs no check
                    effective[prov] = order
                    counted[i] = prov
                    continue
                if cls is Move:
                    # The common case first: a move to a neighbouring place, as Facts.move_ok
                    # judges it (the rule of moves); anything else goes to the rule itself.
                    dest = order.dest
                    dest_prov = province.get(dest)
                    if (dest_prov is not None and not order.via_convoy and dest_prov not in closed
                            and (dest in fleet_adjacency.get(real.location, ()) if real.kind is FLEET
                                 else dest == dest_prov and dest_prov in army_adjacency.get(prov, ()))):
                        effective[prov] = order
                        counted[i] = prov
                        moves[prov] = _Move(power, real, prov, dest_prov,
                                            dest_prov if real.kind is ARMY else _dest_loc(real, dest, dest_prov, fleet_coasts))
                        continue
                    problem = self._check_alone(order)
                elif cls is SupportHold or cls is SupportMove:
                    # The common case first: a support into a place the supporter reaches, of a
                    # unit that stands there and (for a move) reaches the target without a
                    # convoy, as rules.support judges it; anything else goes to the rule itself.
                    sup = province.get(order.supported.location)
                    target = sup if cls is SupportHold else province.get(order.dest)
                    there = occupant.get(sup)  # type: ignore[arg-type]
                    if (there is not None and target is not None and sup != prov and target not in closed
                            and target in (army_adjacency.get(prov, ()) if real.kind is ARMY
                                           else fleet_reach.get(real.location, ()))
                            and (cls is SupportHold
                                 or (target in army_adjacency.get(sup, ()) if there[1].kind is ARMY
                                     else target in fleet_coasts.get(there[1].location, ())))):
                        effective[prov] = order
                        counted[i] = prov
                        self._supports_given.append(prov)
                        continue
                    problem = self._check_alone(order)
                else:
                    problem = self._check_alone(order)
                if problem is not None:
                    void[key] = problem
                    continue
                effective[prov] = order
                counted[i] = prov
                if isinstance(order, Move):
                    # Moves first: supports and convoys are judged against them.
                    dest = province[order.dest]
                    moves[prov] = _Move(power, real, prov, dest, _dest_loc(real, order.dest, dest, fleet_coasts))
                    self._may_sail.append(prov)
                elif isinstance(order, Convoy):
                    self._convoys_given.append(prov)
                else:
                    self._supports_given.append(prov)

        self._check_convoys()
        self._decide_convoy_use()
        self._check_supports()
        for src, m in moves.items():
            self.moves_into.setdefault(m.dest, []).append(src)
            other = moves.get(m.dest)
            if other is not None and other.dest == src and not m.convoyed and not other.convoyed:
                m.opposing = m.dest

    def _void(self, prov: str, reason: Reason) -> None:
        key = self.given[prov]
        self.void[key] = reason
        self._counted[key[0]][key[1]] = None
        self.effective.pop(prov, None)

    def _check_alone(self, order: Order) -> Reason | None:
        """Checks that need nothing but the map and the board (no other order): the order
        type's own rule, the one ``legal_orders`` lists by (:mod:`.rules`)."""
        facts = self._facts
        if facts is None:
            facts = self._facts = rules.facts_for(self.map, self.position)
        return rules.movement_problem(facts, order)

    def _fleets_at_sea(self) -> list[str]:
        """Provinces of the fleets at sea (the only ones that can convoy); the board does not
        change during a phase, so this is worked out once."""
        if self._at_sea is None:
            sea = self.tables.sea
            self._at_sea = [p for p, (_, u) in self.occupant.items() if u.kind == FLEET and p in sea]
        return self._at_sea

    def _possible_convoy(self, src: str, dest: str, without: str | None = None) -> bool:
        """Could fleets now at sea (but ``without``) carry this army, whatever they are ordered?
        (DATC 6.F.1; 6.D.31 asks it without the supporting fleet)"""
        facts = rules.facts_for(self.map, self.position)
        if without is None:
            return dest in facts.convoy_dests(src)
        if not (src in facts.tables.coastal and dest in facts.tables.coastal):
            return False
        return route_exists(self.map, src, dest, [f for f in facts.at_sea() if f != without])

    def _check_convoys(self) -> None:
        """A convoy must match the army's move and lie on a route of matching convoys (4.E.1, 6.G.19)."""
        by_move: dict[str, list[str]] = {}
        province = self.tables.province
        for prov in self._convoys_given:
            order = self.effective[prov]
            assert isinstance(order, Convoy)
            army_prov = province[order.army.location]
            m = self.moves.get(army_prov)
            if m is None or m.dest != province[order.dest]:
                self._void(prov, Reason(C.CONVOY_MISMATCH, {"army": self.occupant[army_prov][1],
                                                            "actual": self.effective.get(army_prov)}))
                continue
            by_move.setdefault(army_prov, []).append(prov)
        # Every convoy that got here passed its own rule, which found the fleets on the routes.
        facts = self._facts
        for army_prov, fleets in by_move.items():
            m = self.moves[army_prov]
            on_route = (facts.route_fleets(army_prov, m.dest) if facts is not None
                        else fleets_on_routes(self.map, army_prov, m.dest, self._fleets_at_sea()))
            for f in fleets:
                if f in on_route:
                    self.convoys[f] = self.effective[f]  # type: ignore[assignment]
                    if not m.convoy_fleets:
                        self._may_sail.append(army_prov)
                    m.convoy_fleets.append(f)
                else:
                    self._void(f, Reason(C.CONVOY_OFF_ROUTE, {"unit": self.occupant[f][1], "src": army_prov,
                                                              "dest": m.dest}))

    def _decide_convoy_use(self) -> None:
        """An army goes by sea when it must, when it says 'via convoy', or when a fleet of its
        own power convoys it (DATC 4.A.3, 2023 rules); there is no land fallback."""
        army_adjacency = self.map.army_adjacency
        effective, occupant, moves = self.effective, self.occupant, self.moves
        # Only these can: a move of the fast path is to a neighbouring place, not 'via convoy'.
        # (Each is decided from its own move alone, so the order they are taken in is no matter.)
        for src in self._may_sail:
            m = moves[src]
            if m.unit.kind != ARMY:
                continue
            if m.dest not in army_adjacency.get(src, ()):
                m.convoyed = True
            elif effective[src].via_convoy:  # type: ignore[union-attr]
                m.convoyed = True
            elif m.convoy_fleets:
                m.convoyed = any(occupant[f][0] == m.power for f in m.convoy_fleets)

    def _check_supports(self) -> None:
        province, effective, occupant, moves = self.tables.province, self.effective, self.occupant, self.moves
        supports, hold_supports, army_adjacency = self.supports, self.hold_supports, self.map.army_adjacency
        for prov in self._supports_given:
            order = effective[prov]
            sup_prov = province[order.supported.location]  # type: ignore[union-attr]
            m = moves.get(sup_prov)
            power = occupant[prov][0]
            if order.__class__ is SupportHold or isinstance(order, SupportHold):
                if m is not None:
                    self._void(prov, Reason(C.SUPPORT_MISMATCH, {"supported": occupant[sup_prov][1],
                                                                 "actual": effective.get(sup_prov)}))
                    continue
                supports[prov] = _Support(power, sup_prov, sup_prov, False)
                hold_supports.setdefault(sup_prov, []).append(prov)
                continue
            assert isinstance(order, SupportMove)
            dest = province[order.dest]
            coast_clash = "/" in order.dest and "/" in (m.dest_loc if m else "") and order.dest != m.dest_loc  # type: ignore[union-attr]
            if m is None or m.dest != dest or coast_clash:
                self._void(prov, Reason(C.SUPPORT_MISMATCH, {"supported": occupant[sup_prov][1],
                                                             "actual": effective.get(sup_prov)}))
                continue
            if (m.unit.kind is ARMY and m.dest not in army_adjacency[sup_prov]
                    and not self._possible_convoy(sup_prov, m.dest, without=prov)):
                # The move can only go by a convoy this very fleet would have to give (6.D.31).
                self._void(prov, Reason(C.SUPPORT_IMPOSSIBLE, {"supported": occupant[sup_prov][1], "dest": m.dest}))
                continue
            supports[prov] = _Support(power, dest, sup_prov, True)
            m.supports.append(prov)

    # ------------------------------------------------------------------ resolution

    def resolve(self, node: str) -> bool:
        state = self.state.get(node, _UNRESOLVED)
        if state == _RESOLVED:
            return self.result[node]
        if state == _GUESSING:
            if node not in self.deps:
                self.deps.append(node)
            return self.result[node]
        mark = len(self.deps)
        self.result[node] = False
        self.state[node] = _GUESSING
        first = self._adjudicate(node)
        if len(self.deps) == mark:
            if self.state[node] != _RESOLVED:
                self.result[node] = first
                self.state[node] = _RESOLVED
            return first
        if self.deps[mark] != node:
            # Part of a cycle that started further up: keep the guess, report it upwards.
            self.deps.append(node)
            self.result[node] = first
            return first
        # This node starts the cycle: try the other guess.
        for n in self.deps[mark:]:
            self.state[n] = _UNRESOLVED
        del self.deps[mark:]
        self.result[node] = True
        self.state[node] = _GUESSING
        second = self._adjudicate(node)
        if first == second:
            for n in self.deps[mark:]:
                self.state[n] = _UNRESOLVED
            del self.deps[mark:]
            self.result[node] = first
            self.state[node] = _RESOLVED
            return first
        cycle = self.deps[mark:]
        if node not in cycle:
            cycle.append(node)
        del self.deps[mark:]
        self._backup_rule(cycle)
        return self.resolve(node)

    def _backup_rule(self, cycle: list[str]) -> None:
        """Settle a cycle that both guesses satisfy (or neither does).

        If a convoy route decision is part of the cycle it is a convoy paradox: by the Szykman
        rule the armies whose routes are in it do not move by convoy this turn, their convoys
        are disrupted and they cut nothing (DATC 4.A.2; 6.F.14-6.F.24, 6.G.11). Otherwise it is
        circular movement and every move in it succeeds (6.C.1-6.C.9).
        """
        paths = [n for n in cycle if n[0] == _PATH]
        if paths:
            for n in paths:
                self.moves[n[1:]].paradox = True
            for n in cycle:
                self.state[n] = _UNRESOLVED
            return
        for n in cycle:
            if n in self.moves:
                self.state[n] = _RESOLVED
                self.result[n] = True
            else:
                self.state[n] = _UNRESOLVED

    def _adjudicate(self, node: str) -> bool:
        if node[0] == _PATH:
            m = self.moves[node[1:]]
            if m.paradox:
                return False
            return route_exists(self.map, m.src, m.dest, m.convoy_fleets, self._fleet_afloat)
        if node in self.moves:
            return self._move_succeeds(self.moves[node])
        return self._support_given(node)

    def _fleet_afloat(self, fleet: str) -> bool:
        return not any(self.resolve(a) for a in self.moves_into.get(fleet, ()))

    def path_ok(self, m: _Move) -> bool:
        if not m.convoyed:
            return True
        if m.paradox or not m.convoy_fleets:
            return False
        return self.resolve(_PATH + m.src)

    def _defender_power(self, m: _Move) -> str | None:
        """Power of the unit that stays in (or fights head-to-head for) the destination."""
        occ = self.occupant.get(m.dest)
        if occ is None:
            return None
        if m.opposing is None and m.dest in self.moves and self.resolve(m.dest):
            return None
        return occ[0]

    def attack_strength(self, m: _Move) -> int:
        final = self._attack
        if final is not None:
            known = final.get(m.src)
            if known is None:
                known = final[m.src] = self._attack_strength(m)
            return known
        return self._attack_strength(m)

    # The strengths below ask their decisions in the same order as the rules state them (the
    # guess-and-check of resolve depends on that order); plain loops, not sum() over a
    # generator, because they run tens of times per phase.

    def _attack_strength(self, m: _Move) -> int:
        if m.convoyed and not self.path_ok(m):
            return 0
        defender = self._defender_power(m)
        if defender == m.power:
            return 0
        strength = 1
        if m.supports:
            supports, resolve = self.supports, self.resolve
            for s in m.supports:
                if supports[s].power != defender and resolve(s):
                    strength += 1
        return strength

    def hold_strength(self, prov: str) -> int:
        if prov not in self.occupant:
            return 0
        if prov in self.moves:
            return 0 if self.resolve(prov) else 1
        strength = 1
        for s in self.hold_supports.get(prov, ()):
            if self.resolve(s):
                strength += 1
        return strength

    def defend_strength(self, m: _Move) -> int:
        strength = 1
        for s in m.supports:
            if self.resolve(s):
                strength += 1
        return strength

    def prevent_strength(self, m: _Move) -> int:
        if m.convoyed and not self.path_ok(m):
            return 0
        if m.opposing is not None and self.resolve(m.opposing):
            return 0
        strength = 1
        for s in m.supports:
            if self.resolve(s):
                strength += 1
        return strength

    def _move_succeeds(self, m: _Move) -> bool:
        attack = self.attack_strength(m)
        if attack == 0:
            return False
        if m.opposing is not None:
            if attack <= self.defend_strength(self.moves[m.opposing]):
                return False
        elif attack <= self.hold_strength(m.dest):
            return False
        for other in self.moves_into[m.dest]:
            if other != m.src and attack <= self.prevent_strength(self.moves[other]):
                return False
        return True

    def _cutter(self, prov: str) -> str | None:
        """The province of a foreign unit whose attack cuts the support from ``prov``, if any."""
        s = self.supports[prov]
        for a in self.moves_into.get(prov, ()):
            am = self.moves[a]
            if am.power == s.power or a == s.target:
                continue
            if am.convoyed and not self.path_ok(am):
                continue
            return a
        return None

    def _support_given(self, prov: str) -> bool:
        if self._cutter(prov) is not None:
            return False
        s = self.supports[prov]
        back = self.moves.get(s.target)
        if back is not None and back.dest == prov and self.resolve(s.target):
            return False
        return True

    def run(self) -> None:
        # Decisions that ask no other are taken at once, as resolve would take them without
        # asking anything: an unsupported move by land or sea into an empty province nobody
        # else enters succeeds; a support from a province nobody moves into is given.
        state, result, occupant, moves_into = self.state, self.result, self.occupant, self.moves_into
        for src, m in self.moves.items():
            if not m.supports and not m.convoyed and m.dest not in occupant and len(moves_into[m.dest]) == 1:
                state[src] = _RESOLVED
                result[src] = True
        for prov in self.supports:
            if prov not in moves_into:
                state[prov] = _RESOLVED
                result[prov] = True
        for node in self.moves:
            self.resolve(node)
        for node in self.supports:
            self.resolve(node)

    # ------------------------------------------------------------------ reporting

    def report(self, defer_reports: bool = False) -> MovementResult:
        """What the phase did. With ``defer_reports`` the per-order results are worked out when
        first read; only their verdicts (outcome, rule, flags) are given at once (see
        :class:`MovementResult`)."""
        self._attack = {}
        moves = self.moves
        succeeded = {src for src, m in moves.items() if self.result[src]}
        dislodged_by: dict[str, str] = {}
        for src, m in moves.items():
            if src in succeeded and m.dest in self.occupant and m.dest not in succeeded:
                dislodged_by[m.dest] = src

        if defer_reports:
            results: dict[str, list[OrderResult]] | Later = Later(partial(self._results, dislodged_by))
            verdicts: dict[str, list[Verdict]] | None = self._verdicts(dislodged_by)
        else:
            results, verdicts = self._results(dislodged_by), None

        new_units: dict[str, list[Unit]] = {p: [] for p in self.position.units}
        occupied_after: set[str] = set()
        unit_at = self.tables.unit_at
        for prov, (power, unit) in self.occupant.items():
            if prov in succeeded:
                m = moves[prov]
                moved = unit_at.get((unit.kind, m.dest_loc))
                new_units[power].append(moved if moved is not None else Unit(unit.kind, m.dest_loc))
                occupied_after.add(m.dest)
            elif prov not in dislodged_by:
                new_units[power].append(unit)
                occupied_after.add(prov)

        contested: set[str] = set()
        for dest, srcs in self.moves_into.items():
            if dest in occupied_after:
                continue
            for src in srcs:  # left empty by a standoff: some move into it failed but had strength
                if src not in succeeded and self.prevent_strength(moves[src]) > 0:
                    contested.add(dest)
                    break

        dislodged: list[Dislodged] = []
        for prov in sorted(dislodged_by):
            power, unit = self.occupant[prov]
            am = moves[dislodged_by[prov]]
            options = retreat_options(self.map, unit, am.src, am.convoyed, occupied_after, contested,
                                      self.position.closed)
            dislodged.append(Dislodged(power, unit, am.src, options, am.convoyed))
        events = partial(self._events, succeeded, dislodged_by, dislodged)
        return MovementResult(results, {p: tuple(u) for p, u in new_units.items()}, tuple(dislodged),
                              frozenset(contested), events, verdicts)

    def _results(self, dislodged_by: dict[str, str]) -> dict[str, list[OrderResult]]:
        """Every order's result, index-aligned with the orders as given."""
        results: dict[str, list[OrderResult]] = {}
        effective, moves, counted = self.effective, self.moves, self._counted
        succeeds = O.SUCCEEDS
        for power, orders in self.orders.items():
            out: list[OrderResult] = []
            provs = counted[power]
            for i, order in enumerate(orders):
                # Most orders count, stand and are not void: judged here without the general
                # path's bookkeeping (the same outcome and reason _order_result gives).
                prov = provs[i]
                if prov is None or prov in dislodged_by:
                    out.append(self._order_result(power, i, order, dislodged_by))
                    continue
                cls = effective[prov].__class__
                if cls is Move:
                    outcome, reason = self._move_report(moves[prov])
                elif cls is Hold:
                    outcome, reason = succeeds, self._held_reason(prov)
                elif cls is SupportHold or cls is SupportMove:
                    outcome, reason = self._support_report(prov)
                elif cls is Convoy:
                    outcome, reason = self._convoy_report(prov)
                else:
                    out.append(self._order_result(power, i, order, dislodged_by))
                    continue
                out.append(OrderResult(order, outcome, reason))
            results[power] = out
        return results

    def _verdicts(self, dislodged_by: dict[str, str]) -> dict[str, list[Verdict]]:
        """What :meth:`_results` would give, without the reasons' parameters: the same walk over
        the orders and the same decisions (``_judge_*`` without the facts), the rare general path
        taken from the full result itself."""
        verdicts: dict[str, list[Verdict]] = {}
        effective, moves, moves_into, counted = self.effective, self.moves, self.moves_into, self._counted
        succeeds = O.SUCCEEDS
        for power, orders in self.orders.items():
            out: list[Verdict] = []
            provs = counted[power]
            for i, order in enumerate(orders):
                prov = provs[i]
                if prov is None or prov in dislodged_by:
                    r = self._order_result(power, i, order, dislodged_by)
                    out.append((order, r.outcome, r.reason.code, r.dislodged, r.disbanded))
                    continue
                cls = effective[prov].__class__
                if cls is Move:
                    outcome, code, _ = self._judge_move(moves[prov], False)
                elif cls is Hold:
                    outcome, code = succeeds, (C.HELD_AGAINST if moves_into.get(prov) else C.HELD)
                elif cls is SupportHold or cls is SupportMove:
                    outcome, code, _ = self._judge_support(prov, False)
                elif cls is Convoy:
                    outcome, code, _ = self._judge_convoy(prov, False)
                else:
                    r = self._order_result(power, i, order, dislodged_by)
                    out.append((order, r.outcome, r.reason.code, r.dislodged, r.disbanded))
                    continue
                out.append((order, outcome, code, False, False))
            verdicts[power] = out
        return verdicts

    # -- events: what each piece did ------------------------------------------------------

    def _events(self, succeeded: set[str], dislodged_by: dict[str, str],
                dislodged: list[Dislodged]) -> tuple[Event, ...]:
        """One fate per unit (moved, held or dislodged) plus the bounces, supports and broken
        convoys the table saw, read from the decisions already taken."""
        events: list[Event] = []
        retreats = {province_of(d.unit.location): d.retreats for d in dislodged}
        moves, occupant, supports = self.moves, self.occupant, self.supports
        # Built province by province, each unit's events in the order sort_events gives them.
        for prov in sorted(occupant):
            power, unit = occupant[prov]
            m = moves.get(prov)
            if prov in succeeded:
                route = self._route(m) if m.convoyed else ()  # type: ignore[union-attr]
                events.append(Moved(power, unit, m.dest_loc, route))  # type: ignore[union-attr]
                continue
            failed = self._failed_move_event(m) if m is not None else None
            if isinstance(failed, Bounced):
                events.append(failed)
            if prov not in dislodged_by:
                events.append(Held(power, unit, prov in self.given))
            if prov in supports:
                events.append(self._support_event(prov, power, unit, dislodged_by))
            if isinstance(failed, ConvoyDisrupted):
                events.append(failed)
            if prov in dislodged_by:
                attacker = moves[dislodged_by[prov]]
                events.append(DislodgedEvent(power, unit, attacker.unit, attacker.src, retreats[prov]))
        return tuple(events)

    def _failed_move_event(self, m: _Move) -> Event:
        if m.convoyed and not self.path_ok(m):
            lost = tuple(self.occupant[f][1] for f in sorted(m.convoy_fleets) if not self._fleet_afloat(f))
            return ConvoyDisrupted(m.power, m.unit, m.dest_loc, self._route(m, afloat_only=False), lost, m.paradox)
        against = [self.moves[o].unit for o in sorted(self.moves_into[m.dest]) if o != m.src]
        occ = self.occupant.get(m.dest)
        if occ is not None and not (m.dest in self.moves and self.result[m.dest]):
            against.append(occ[1])
        _, reason = self._move_report(m)
        return Bounced(m.power, m.unit, m.dest_loc, tuple(against), reason.code)

    def _support_event(self, prov: str, power: str, unit: Unit, dislodged_by: dict[str, str]) -> Event:
        s = self.supports[prov]
        supported = self.occupant[s.supported][1]
        if self.result[prov] and prov not in dislodged_by:
            return SupportGiven(power, unit, supported, s.target if s.is_move else None)
        cutter = self._cutter(prov)
        if cutter is not None:
            return SupportCut(power, unit, supported, self.moves[cutter].unit, prov in dislodged_by)
        by = dislodged_by.get(prov, s.target)
        return SupportCut(power, unit, supported, self.moves[by].unit, True)

    def _route(self, m: _Move, afloat_only: bool = True) -> tuple[Unit, ...]:
        """The convoying fleets in order from the army's coast to its destination: the shortest
        chain of fleets still afloat (every ordered fleet, nearest first, if none is left)."""
        fleets = [f for f in m.convoy_fleets if not afloat_only or self._fleet_afloat(f)]
        chain = shortest_chain(self.map, m.src, m.dest, fleets)
        if chain is None:
            chain = sorted(fleets)
        return tuple(self.occupant[f][1] for f in chain)

    # -- results: how each order fared ----------------------------------------------------

    def _order_result(self, power: str, i: int, order: Order, dislodged_by: dict[str, str]) -> OrderResult:
        key = (power, i)
        unit = order.unit
        prov = self.tables.province[unit.location] if unit is not None else None
        counts = prov is not None and self.given.get(prov) == key
        dislodged = counts and prov in dislodged_by
        # Facts added to the reason of an order whose unit was dislodged (the reason is built once).
        extra: dict[str, object] | None = None
        if dislodged:
            attacker = dislodged_by[prov]  # type: ignore[index]
            extra = {"dislodged_by": self.moves[attacker].unit, "dislodged_from": attacker}
        if key in self.void:
            return OrderResult(order, O.VOID, _with_extra(self.void[key], extra), dislodged)
        effective = self.effective[prov]  # type: ignore[index]
        if isinstance(effective, Hold):
            if dislodged:
                return OrderResult(order, O.DISLODGED, self._dislodged_reason(prov, dislodged_by), True)  # type: ignore[arg-type]
            return OrderResult(order, O.SUCCEEDS, self._held_reason(prov))  # type: ignore[arg-type]
        if isinstance(effective, Move):
            outcome, reason = self._move_report(self.moves[prov])  # type: ignore[index]
            return OrderResult(order, outcome, _with_extra(reason, extra), dislodged)
        if isinstance(effective, (SupportHold, SupportMove)):
            outcome, reason = self._support_report(prov)  # type: ignore[arg-type]
            if dislodged and outcome is O.SUCCEEDS:
                outcome = O.CUT
            return OrderResult(order, outcome, _with_extra(reason, extra), dislodged)
        outcome, reason = self._convoy_report(prov)  # type: ignore[arg-type]
        if dislodged and outcome in (O.SUCCEEDS, O.DISRUPTED):
            return OrderResult(order, O.DISLODGED, self._dislodged_reason(prov, dislodged_by), True)  # type: ignore[arg-type]
        return OrderResult(order, outcome, _with_extra(reason, extra), dislodged)

    def _dislodged_reason(self, prov: str, dislodged_by: dict[str, str]) -> Reason:
        attacker = dislodged_by[prov]
        am = self.moves[attacker]
        return Reason(C.DISLODGED, {"attacker": am.unit, "from_": attacker,
                                    "attack": self.attack_strength(am), "defence": self.hold_strength(prov)})

    def _held_reason(self, prov: str) -> Reason:
        into = self.moves_into.get(prov)
        if not into:
            return _HELD
        attacks = [(self.attack_strength(self.moves[a]), a) for a in into]
        attack, a = max(attacks)
        return Reason(C.HELD_AGAINST, {"strength": self.hold_strength(prov), "attack": attack,
                                        "attacker": self.moves[a].unit})

    # Each report is a verdict (the outcome and the rule) and the facts the rule cites
    # (strengths, units). One function per order type decides both; the facts are built only
    # when asked (``facts``): a save's replay checks the verdicts alone, and the reasons of a
    # replayed phase are worked out when someone reads them (see report's defer_reports).

    def _move_report(self, m: _Move) -> tuple[Outcome, Reason]:
        known = self._move_reports.get(m.src)
        if known is None:
            outcome, code, params = self._judge_move(m, True)
            if code is C.MOVED:  # the commonest reason, shared: it names only a place and a number
                key = (params["dest"], params["attack"])  # type: ignore[index]
                reason = _MOVED.get(key)
                if reason is None:
                    reason = _MOVED[key] = Reason(code, params)
            else:
                reason = Reason(code, params)
            known = self._move_reports[m.src] = (outcome, reason)
        return known

    def _judge_move(self, m: _Move, facts: bool) -> tuple[Outcome, ReasonCode, dict[str, ParamValue] | None]:
        src = m.src
        if self.result[src]:
            occ = self.occupant.get(m.dest)
            if occ is not None and not (m.dest in self.moves and self.result[m.dest]):
                return O.SUCCEEDS, C.MOVED_DISLODGING, {
                    "dest": m.dest_loc, "attack": self.attack_strength(m), "defender": occ[1],
                    "defence": self.defend_strength(self.moves[m.dest]) if m.opposing else self.hold_strength(m.dest),
                } if facts else None
            return O.SUCCEEDS, C.MOVED, {"dest": m.dest_loc, "attack": self.attack_strength(m)} if facts else None
        if m.convoyed and not self.path_ok(m):
            if m.paradox:
                return O.NO_CONVOY, C.PARADOX, {"src": src, "dest": m.dest} if facts else None
            if not m.convoy_fleets:
                return O.NO_CONVOY, C.NO_ROUTE, {"src": src, "dest": m.dest} if facts else None
            if not facts:
                return O.NO_CONVOY, C.ROUTE_DISRUPTED, None
            lost = tuple(self.occupant[f][1] for f in sorted(m.convoy_fleets) if not self._fleet_afloat(f))
            return O.NO_CONVOY, C.ROUTE_DISRUPTED, {"src": src, "dest": m.dest, "fleets": lost}
        attack = self.attack_strength(m)
        occ = self.occupant.get(m.dest)
        if attack == 0 and occ is not None and occ[0] == m.power:
            return O.BOUNCED, C.OWN_UNIT, {"defender": occ[1]} if facts else None
        if m.opposing is not None:
            defence = self.defend_strength(self.moves[m.opposing])
            if attack <= defence:
                other = self.moves[m.opposing]
                return O.BOUNCED, C.BOUNCED_DEFEND, {"attack": attack, "defence": defence, "defender": other.unit,
                                                           "defender_dest": other.dest_loc} if facts else None
        else:
            hold = self.hold_strength(m.dest)
            if attack <= hold and occ is not None:
                return O.BOUNCED, C.BOUNCED_HOLD, {"attack": attack, "defence": hold, "defender": occ[1],
                                                         "dest": m.dest} if facts else None
        best = None
        for other_prov in self.moves_into[m.dest]:
            if other_prov == src:
                continue
            prevent = self.prevent_strength(self.moves[other_prov])
            if attack <= prevent and (best is None or prevent > best[0]):
                best = (prevent, other_prov)
        if best is not None:
            return O.BOUNCED, C.BOUNCED_PREVENT, {"attack": attack, "prevent": best[0],
                                                        "other": self.moves[best[1]].unit, "dest": m.dest} if facts else None
        # Only an own-unit block remains (e.g. the own unit failed to leave).
        return O.BOUNCED, C.OWN_UNIT, {"defender": occ[1] if occ else m.unit} if facts else None

    def _support_report(self, prov: str) -> tuple[Outcome, Reason]:
        outcome, code, params = self._judge_support(prov, True)
        return outcome, Reason(code, params)

    def _judge_support(self, prov: str, facts: bool) -> tuple[Outcome, ReasonCode, dict[str, ParamValue] | None]:
        s = self.supports[prov]
        if not self.result[prov]:
            cutter = self._cutter(prov)
            if cutter is not None:
                return O.CUT, C.SUPPORT_CUT, {"attacker": self.moves[cutter].unit, "from_": cutter} if facts else None
            return O.CUT, C.SUPPORT_CUT_DISLODGED, {"attacker": self.moves[s.target].unit} if facts else None
        if s.is_move:
            occ = self.occupant.get(s.target)
            m = self.moves[s.supported]
            if occ is not None and occ[0] == s.power and not (s.target in self.moves and self.result[s.target]
                                                                and m.opposing is None):
                return O.NO_EFFECT, C.SUPPORT_OWN_UNIT, {"supported": self.occupant[s.supported][1],
                                                               "defender": occ[1]} if facts else None
        return O.SUCCEEDS, C.SUPPORT_GIVEN, {"supported": self.occupant[s.supported][1]} if facts else None

    def _convoy_report(self, prov: str) -> tuple[Outcome, Reason]:
        outcome, code, params = self._judge_convoy(prov, True)
        return outcome, Reason(code, params)

    def _judge_convoy(self, prov: str, facts: bool) -> tuple[Outcome, ReasonCode, dict[str, ParamValue] | None]:
        order = self.convoys[prov]
        m = self.moves[self.tables.province[order.army.location]]
        if not m.convoyed:
            return O.NO_EFFECT, C.CONVOY_NOT_NEEDED, {"army": m.unit} if facts else None
        if m.paradox:
            return O.DISRUPTED, C.CONVOY_PARADOX, {"army": m.unit} if facts else None
        if not self.path_ok(m):
            if not facts:
                return O.DISRUPTED, C.CONVOY_DISRUPTED, None
            lost = tuple(self.occupant[f][1] for f in sorted(m.convoy_fleets) if not self._fleet_afloat(f))
            return O.DISRUPTED, C.CONVOY_DISRUPTED, {"fleets": lost}
        return O.SUCCEEDS, C.CONVOYED, {"army": m.unit, "dest": m.dest} if facts else None


_MOVED: dict[tuple[str, int], Reason] = {}
"""(destination, attack) -> the one reason of every move that succeeded so (reasons are values;
a map has a few hundred places and strengths stay small)."""

_HELD = Reason(C.HELD, {})
"""The reason of every unattacked hold (a value: shared, never changed)."""


def _with_extra(reason: Reason, extra: dict[str, object] | None) -> Reason:
    """The reason with the dislodgement facts added, or the reason itself when there are none."""
    if not extra:
        return reason
    return Reason(reason.code, {**reason.params, **extra})  # type: ignore[dict-item]


def adjudicate_movement(game_map: MapModel, position: Position, orders: Mapping[str, Sequence[Order]],
                        defer_reports: bool = False) -> MovementResult:
    resolver = _Resolver(game_map, position, orders)
    resolver.validate()
    resolver.run()
    return resolver.report(defer_reports)


def single_order_problem(game_map: MapModel, position: Position, power: str, order: Order) -> Reason | None:
    """The reason one movement order would be void on this board, judged alone (for order entry)."""
    if not isinstance(order, _MOVEMENT_ORDERS):
        return Reason(C.WRONG_PHASE, {"order_kind": order.kind, "phase": PhaseKind.MOVEMENT})
    return rules.order_problem(rules.facts_for(game_map, position), power, order)
