"""The JSON case format of the DATC data (and of ``diplomacy-desktop adjudicate``).

A case is one phase to judge: ``phase``, ``units``, ``supply_centers``, ``orders`` and, for
a retreat phase, ``dislodged`` and ``contested``. :func:`read_case` checks every field and
raises :class:`CaseError` naming it; :func:`write_case` writes a position and its orders back
in the same format (the sandbox saves positions this way, so ``adjudicate`` reads them), and
:func:`resolution_to_json` writes the answer.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Mapping, Sequence

from .adjudicator import Resolution
from .board import MapModel
from .events import event_to_json
from .canonical import read_canonical, unit_from_notation
from .locations import province_of
from .order_limits import too_many_orders
from .orders import Move, Order, Retreat, Unit
from .notation import OrderError, read_order
from .position import PHASE_KINDS, RETREATS, SEASONS, Dislodged, Phase, Position
from .rules.retreat import retreat_options


MAX_CASE_YEAR = 9999


class CaseError(ValueError):
    """A case is malformed; ``field`` is a path such as ``orders.france[2]``."""

    def __init__(self, field: str, message: str) -> None:
        self.field = field
        super().__init__(f"{field}: {message}")


def _need(obj: Mapping[str, Any], key: str, kind: type, where: str) -> Any:
    if key not in obj:
        raise CaseError(f"{where}{key}", "missing")
    value = obj[key]
    if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
        raise CaseError(f"{where}{key}", f"must be a {kind.__name__}")
    return value


def _read_unit(text: Any, game_map: MapModel, field: str) -> Unit:
    if not isinstance(text, str):
        raise CaseError(field, "must be a unit string like 'A par'")
    try:
        return _unit(text, game_map)
    except ValueError as exc:
        raise CaseError(field, str(exc)) from None


@lru_cache(maxsize=4096)
def _unit(text: str, game_map: MapModel) -> Unit:
    """A unit from its text, remembered: a batch names the same few hundred units again and again."""
    kind, _, loc = text.strip().partition(" ")
    return unit_from_notation(f"{kind.upper()} {loc.strip().lower()}", game_map)


def _read_powers(obj: Any, game_map: MapModel, field: str) -> dict[str, Any]:
    if not isinstance(obj, dict):
        raise CaseError(field, "must be an object keyed by power")
    for power in obj:
        if power not in game_map.powers:
            raise CaseError(f"{field}.{power}", f"unknown power (expected one of {', '.join(game_map.powers)})")
    return obj


def read_case(case: Any, game_map: MapModel) -> tuple[Position, dict[str, list[Order]]]:
    """Turn a case object into a position and parsed orders, or raise CaseError."""
    if not isinstance(case, dict):
        raise CaseError("case", "must be a JSON object")
    phase_obj = _need(case, "phase", dict, "")
    season = _need(phase_obj, "season", str, "phase.")
    year = _need(phase_obj, "year", int, "phase.")
    kind = _need(phase_obj, "type", str, "phase.")
    if season not in SEASONS:
        raise CaseError("phase.season", f"unknown season {season!r}")
    if kind not in PHASE_KINDS:
        raise CaseError("phase.type", f"unknown phase type {kind!r}")
    if not 1 <= year <= MAX_CASE_YEAR:
        raise CaseError("phase.year", f"must be a year from 1 to {MAX_CASE_YEAR}")
    try:
        phase = Phase(year, season, kind)
    except ValueError as exc:
        raise CaseError("phase", str(exc)) from None

    units_obj = _read_powers(_need(case, "units", dict, ""), game_map, "units")
    units: dict[str, tuple[Unit, ...]] = {}
    seen: dict[str, str] = {}
    for power, items in units_obj.items():
        if not isinstance(items, list):
            raise CaseError(f"units.{power}", "must be a list")
        parsed = []
        for i, text in enumerate(items):
            unit = _read_unit(text, game_map, f"units.{power}[{i}]")
            prov = province_of(unit.location)
            if prov in seen:
                raise CaseError(f"units.{power}[{i}]", f"{prov} already holds {seen[prov]}")
            seen[prov] = f"{power} {unit}"
            parsed.append(unit)
        units[power] = tuple(parsed)
    for power in game_map.powers:
        units.setdefault(power, ())

    centres: dict[str, str] = {}
    sc_obj = _read_powers(case.get("supply_centers", {}), game_map, "supply_centers")
    for power, items in sc_obj.items():
        if not isinstance(items, list):
            raise CaseError(f"supply_centers.{power}", "must be a list")
        for i, prov in enumerate(items):
            if not isinstance(prov, str) or prov.lower() not in game_map.supply_centres:
                raise CaseError(f"supply_centers.{power}[{i}]", f"{prov!r} is not a supply centre")
            if prov.lower() in centres:
                raise CaseError(f"supply_centers.{power}[{i}]", f"{prov} is owned twice")
            centres[prov.lower()] = power

    dislodged: list[Dislodged] = []
    contested: frozenset[str] = frozenset()
    if kind == RETREATS:
        contested_obj = case.get("contested", [])
        if not isinstance(contested_obj, list) or not all(isinstance(p, str) and p in game_map.provinces
                                                          for p in contested_obj):
            raise CaseError("contested", "must be a list of province abbreviations")
        contested = frozenset(contested_obj)
        if len(contested) != len(contested_obj):  # a list of any length would be kept whole
            raise CaseError("contested", "names a province twice")
        occupied = set(seen)
        d_list = _need(case, "dislodged", list, "")
        dislodged_at: dict[str, str] = {}
        for i, entry in enumerate(d_list):
            where = f"dislodged[{i}]"
            if not isinstance(entry, dict):
                raise CaseError(where, "must be an object")
            power = _need(entry, "power", str, where + ".")
            if power not in game_map.powers:
                raise CaseError(where + ".power", f"unknown power {power!r}")
            unit = _read_unit(_need(entry, "unit", str, where + "."), game_map, where + ".unit")
            prov = province_of(unit.location)
            if prov not in occupied:
                # The attacker stands where the dislodged unit was.
                raise CaseError(where + ".unit", f"no unit on the board in {prov} dislodged it")
            if seen[prov].startswith(f"{power} "):
                raise CaseError(where + ".unit", f"{unit} cannot be dislodged by its own power's unit")
            if prov in dislodged_at:
                # Only one unit can be dislodged from a province; a second would silently vanish.
                raise CaseError(where + ".unit", f"{prov} already has a dislodged unit ({dislodged_at[prov]})")
            dislodged_at[prov] = str(unit)
            attacker = _need(entry, "attacker_from", str, where + ".")
            if attacker not in game_map.provinces:
                raise CaseError(where + ".attacker_from", f"unknown province {attacker!r}")
            via = entry.get("attacker_via_convoy", False)
            if not isinstance(via, bool):
                raise CaseError(where + ".attacker_via_convoy", "must be true or false")
            if "retreats" in entry:
                retreats = entry["retreats"]
                if not isinstance(retreats, list) or not all(isinstance(r, str) and game_map.is_location(r)
                                                             for r in retreats):
                    raise CaseError(where + ".retreats", "must be a list of places")
                if len(set(retreats)) != len(retreats):  # else a million copies are kept and drawn
                    raise CaseError(where + ".retreats", "names a place twice")
                options = tuple(retreats)
            else:
                options = retreat_options(game_map, unit, attacker, via, occupied, contested)
            dislodged.append(Dislodged(power, unit, attacker, options, via))

    orders_obj = _read_powers(case.get("orders", {}), game_map, "orders")
    position = Position(phase, units, centres, tuple(dislodged), contested)
    board_units = position.units_for_orders()
    # Orders name the board's units: read them as the very values the position holds (one dict
    # hit instead of a new unit per mention, and the resolver then finds its unit by identity).
    named = {str(unit): unit for unit in board_units.values()}
    orders: dict[str, list[Order]] = {}
    for power, items in orders_obj.items():
        if not isinstance(items, list):
            raise CaseError(f"orders.{power}", "must be a list of order strings")
        too_many = too_many_orders(len(items), position, game_map)
        if too_many is not None:  # before any is read: 100,000 orders took seconds and froze the sandbox
            raise CaseError(f"orders.{power}", too_many)
        parsed_orders: list[Order] = []
        for i, text in enumerate(items):
            if not isinstance(text, str):
                raise CaseError(f"orders.{power}[{i}]", "must be a string")
            try:
                order = read_canonical(text, game_map, named)
                if order is None:
                    order = read_order(text, game_map=game_map, units=board_units, phase_kind=kind)
                elif kind == RETREATS and isinstance(order, Move) and not order.via_convoy:
                    order = Retreat(order.unit, order.dest)  # the rulebooks write retreats as moves
                parsed_orders.append(order)
            except OrderError as exc:
                raise CaseError(f"orders.{power}[{i}]", str(exc)) from None
        orders[power] = parsed_orders
    return position, orders


def write_case(position: Position, orders: Mapping[str, Sequence[Order]] | None = None) -> dict[str, Any]:
    """A position and everyone's orders as a case object that :func:`read_case` reads back to
    the same position and orders (powers, units, centres and places sorted, so the same set-up
    always writes the same file). A retreat phase keeps its dislodged units with the places they
    may retreat to, and the provinces left empty by a standoff."""
    phase = position.phase
    centres: dict[str, list[str]] = {}
    for prov, owner in sorted(position.centres.items()):
        centres.setdefault(owner, []).append(prov)
    case: dict[str, Any] = {
        "phase": {"season": phase.season.value, "year": phase.year, "type": phase.kind.value},
        "units": _units_json(position.units),
        "supply_centers": dict(sorted(centres.items())),
    }
    if phase.kind == RETREATS:
        case["dislodged"] = [
            {"power": d.power, "unit": str(d.unit), "attacker_from": d.attacker_from,
             **({"attacker_via_convoy": True} if d.via_convoy else {}), "retreats": list(d.retreats)}
            for d in sorted(position.dislodged, key=lambda d: d.unit.location)
        ]
        case["contested"] = sorted(position.contested)
    case["orders"] = {power: [str(o) for o in given] for power, given in sorted((orders or {}).items()) if given}
    return case


def _units_json(units: Mapping[str, tuple[Unit, ...]]) -> dict[str, list[str]]:
    return {p: sorted(str(u) for u in us) for p, us in sorted(units.items()) if us}


def resolution_to_json(resolution: Resolution, *, events: bool = False) -> dict[str, Any]:
    """The case format's answer; with ``events``, also what each unit did (see :mod:`.events`)."""
    pos = resolution.position
    centres: dict[str, list[str]] = {}
    for prov, owner in sorted(pos.centres.items()):
        centres.setdefault(owner, []).append(prov)
    return {
        "phase": {"season": resolution.phase.season, "year": resolution.phase.year, "type": resolution.phase.kind},
        "units": _units_json(pos.units),
        "dislodged": [
            {"power": d.power, "unit": str(d.unit), "attacker_from": d.attacker_from, "retreats": list(d.retreats)}
            for d in resolution.dislodged
        ],
        "contested": sorted(resolution.contested),
        "order_results": {
            power: [
                {"order": str(r.order), "outcome": r.outcome._value_, "codes": r.codes,
                 "reason": r.explain(), "reason_code": r.reason.code._value_, "params": r.reason.to_json()}
                for r in results
            ]
            for power, results in resolution.results.items()
        },
        "disbanded": [{"power": p, "unit": str(u)} for p, u in resolution.disbanded],
        **({"events": [event_to_json(e) for e in resolution.events]} if events else {}),
        "supply_centers": centres,
        "next_phase": {"season": pos.phase.season, "year": pos.phase.year, "type": pos.phase.kind},
    }
