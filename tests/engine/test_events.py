"""Per-unit events: every piece has exactly one fate, and the position after follows from them.

The board animates events, bots learn from them and lessons point at them, so they must tell
the whole truth: checked on every DATC case and on random boards with random orders in every
phase. Reasons must be typed data: every parameter has the type its name promises, every code
the engine knows is emitted by some case, and each has its English template.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

import pytest
from hypothesis import given

from diplomacy_desktop.engine.adjudicator import Resolution, adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import read_case
from diplomacy_desktop.engine.events import (Built, ConvoyDisrupted, Disbanded, Dislodged, Held, Moved, Removed,
                                             Retreated, units_after)
from diplomacy_desktop.engine.kinds import OrderKind, PhaseKind
from diplomacy_desktop.engine.locations import province_of
from diplomacy_desktop.engine.orders import Move, OrderBase, Unit
from diplomacy_desktop.engine.outcomes import (ENGLISH, PARAM_KINDS, Outcome, ParamKind, Reason, ReasonCode,
                                               RetreatBlock, explain)
from diplomacy_desktop.engine.position import MOVEMENT, RETREATS, Phase, Position

from .test_properties import SETTINGS, adjustment_cases, movement_cases, retreat_cases

MAP = standard_map()
CASES = json.loads((Path(__file__).parent.parent / "data" / "datc.json").read_text())


# ---------------------------------------------------------------------------------------------
# The oracle: fates and the position after, from the events alone
# ---------------------------------------------------------------------------------------------

def _sorted_units(units: Any) -> dict[str, list[str]]:
    return {p: sorted(str(u) for u in us) for p, us in units.items() if us}


def assert_events_tell_the_whole_story(before: Position, resolution: Resolution) -> None:
    events = resolution.events
    fates = Counter()
    for e in events:
        if e.fate and not isinstance(e, Built):
            board = isinstance(e, (Retreated, Disbanded))  # dislodged units of a retreat phase
            fates[(e.power, e.unit, board)] += 1
    expected = Counter({(p, u, False): 1 for p, u in before.all_units()})
    expected.update({(d.power, d.unit, True): 1 for d in before.dislodged})
    assert fates == expected, f"fates {dict(fates)} != one per unit {dict(expected)}"
    assert _sorted_units(units_after(before.units, events)) == _sorted_units(resolution.position.units)

    if before.phase.kind == MOVEMENT:
        from_events = sorted((e.power, str(e.unit), e.from_, e.retreats) for e in events if isinstance(e, Dislodged))
        listed = sorted((d.power, str(d.unit), d.attacker_from, d.retreats) for d in resolution.dislodged)
        assert from_events == listed
        for e in events:
            if isinstance(e, Moved) and e.route:
                _assert_chain(e.unit.province, province_of(e.dest), e.route)
    assert list(events) == sorted(events, key=lambda e: (province_of(e.unit.location) if hasattr(e, "unit")
                                                         else "~" + e.power)), "events out of province order"


def _assert_chain(src: str, dest: str, route: Iterable[Unit]) -> None:
    """A convoy route runs fleet to fleet, from a fleet touching the army's coast to one touching
    the destination."""
    here = src
    for fleet in route:
        assert fleet.kind == "F" and here in MAP.fleet_reach[fleet.location], (src, dest, route)
        here = fleet.province
    assert dest in MAP.fleet_reach[here], (src, dest, route)


def _assert_params_typed(reason: Reason) -> None:
    for name, value in reason.params.items():
        kind = PARAM_KINDS.get(name)
        assert kind is not None, f"{reason.code}: parameter {name!r} is not in PARAM_KINDS"
        ok = {
            ParamKind.UNIT: lambda v: isinstance(v, Unit),
            ParamKind.UNITS: lambda v: isinstance(v, tuple) and all(isinstance(u, Unit) for u in v),
            ParamKind.LOCATION: lambda v: type(v) is str and " " not in v,
            ParamKind.LOCATIONS: lambda v: isinstance(v, tuple) and all(MAP.is_location(x) for x in v),
            ParamKind.POWER: lambda v: type(v) is str and " " not in v,
            ParamKind.NUMBER: lambda v: type(v) is int,
            ParamKind.ORDER: lambda v: v is None or isinstance(v, OrderBase),
            ParamKind.ORDER_KIND: lambda v: isinstance(v, OrderKind),
            ParamKind.PHASE_KIND: lambda v: isinstance(v, PhaseKind),
            ParamKind.RETREAT_BLOCK: lambda v: isinstance(v, RetreatBlock),
        }[kind](value)
        assert ok, f"{reason.code}: {name}={value!r} is not a {kind}"
    assert isinstance(reason.code, ReasonCode)
    explain(reason)  # every emitted reason renders in English


def _check(before: Position, orders: dict, emitted: set[ReasonCode] | None = None) -> Resolution:
    resolution = adjudicate(before, orders, standard_map())
    assert_events_tell_the_whole_story(before, resolution)
    for results in resolution.results.values():
        for r in results:
            _assert_params_typed(r.reason)
            if emitted is not None:
                emitted.add(r.reason.code)
    if emitted is not None:
        emitted.update(e.why for e in resolution.events if isinstance(e, (Disbanded, Removed)))
        emitted.update(e.reason for e in resolution.events if hasattr(e, "reason"))
    return resolution


# ---------------------------------------------------------------------------------------------
# Every DATC case, and random boards in every phase
# ---------------------------------------------------------------------------------------------

@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_events_of_every_datc_case_account_for_every_unit(case: dict) -> None:
    position, orders = read_case(case, standard_map())
    _check(position, orders)
    if case.get("retreat_phase"):
        position, orders = read_case(case["retreat_phase"], standard_map())
        _check(position, orders)


@SETTINGS
@given(movement_cases())
def test_movement_events_account_for_every_unit(case: Any) -> None:
    _check(*case)


@SETTINGS
@given(retreat_cases())
def test_retreat_events_account_for_every_unit(case: Any) -> None:
    _check(*case)


@SETTINGS
@given(adjustment_cases())
def test_adjustment_events_account_for_every_unit(case: Any) -> None:
    _check(*case)


# ---------------------------------------------------------------------------------------------
# Events a player would look for
# ---------------------------------------------------------------------------------------------

def _case(phase: str, units: dict, orders: dict, **extra: Any) -> tuple[Position, dict]:
    season, year, kind = phase.split()
    return read_case({"phase": {"season": season, "year": int(year), "type": kind}, "units": units,
                      "orders": orders, **extra}, standard_map())


def test_a_convoyed_army_travels_through_its_fleets_in_order() -> None:
    position, orders = _case("spring 1901 movement",
                             {"england": ["A lon", "F nth", "F nwg"], "russia": []},
                             {"england": ["F nwg C A lon - nwy", "A lon - nwy", "F nth C A lon - nwy"]})
    resolution = _check(position, orders)
    moved = next(e for e in resolution.events if isinstance(e, Moved) and e.unit == Unit("A", "lon"))
    # North Sea touches both London and Norway: the shortest chain is one fleet.
    assert moved.route == (Unit("F", "nth"),)

    position, orders = _case("spring 1901 movement", {"england": ["A lon", "F eng", "F mao", "F wes"]},
                             {"england": ["A lon - tun", "F wes C A lon - tun", "F eng C A lon - tun",
                                          "F mao C A lon - tun"]})
    moved = next(e for e in _check(position, orders).events if isinstance(e, Moved) and e.unit.kind == "A")
    assert moved.route == (Unit("F", "eng"), Unit("F", "mao"), Unit("F", "wes"))


def test_a_bounce_names_every_unit_that_came() -> None:
    position, orders = _case("spring 1901 movement",
                             {"germany": ["A ber"], "russia": ["A war"], "austria": ["A boh"]},
                             {"germany": ["A ber - sil"], "russia": ["A war - sil"], "austria": ["A boh - sil"]})
    resolution = _check(position, orders)
    bounces = {e.unit: set(e.against) for e in resolution.events if e.__class__.__name__ == "Bounced"}
    assert bounces[Unit("A", "ber")] == {Unit("A", "war"), Unit("A", "boh")}
    assert len(bounces) == 3


def test_a_dislodged_unit_names_its_dislodger_and_its_retreats() -> None:
    position, orders = _case("spring 1901 movement",
                             {"germany": ["A mun", "A ber"], "france": ["A bur"]},
                             {"germany": ["A mun - bur", "A ber - mun"], "france": ["A bur H"]})
    resolution = _check(position, orders)
    assert not any(isinstance(e, Dislodged) for e in resolution.events)  # 1 against 1: nobody moves
    position, orders = _case("spring 1901 movement",
                             {"germany": ["A mun", "A ruh"], "france": ["A bur"]},
                             {"germany": ["A mun - bur", "A ruh S A mun - bur"], "france": ["A bur H"]})
    dislodged = next(e for e in _check(position, orders).events if isinstance(e, Dislodged))
    assert (dislodged.by, dislodged.from_) == (Unit("A", "mun"), "mun")
    assert "mun" not in dislodged.retreats and "pic" in dislodged.retreats


def test_a_broken_convoy_says_which_fleet_was_lost() -> None:
    position, orders = _case("spring 1901 movement",
                             {"england": ["A lon", "F nth"], "germany": ["F hel", "F den"]},
                             {"england": ["A lon - nwy", "F nth C A lon - nwy"],
                              "germany": ["F hel - nth", "F den S F hel - nth"]})
    resolution = _check(position, orders)
    broken = next(e for e in resolution.events if isinstance(e, ConvoyDisrupted))
    assert broken.unit == Unit("A", "lon") and broken.lost == (Unit("F", "nth"),)


def test_unordered_units_hold_and_say_so() -> None:
    position, orders = _case("spring 1901 movement", {"france": ["A par", "A mar"]}, {"france": ["A par - bur"]})
    held = [e for e in _check(position, orders).events if isinstance(e, Held)]
    assert held == [Held("france", Unit("A", "mar"), ordered=False)]


def test_civil_disorder_removals_carry_their_rule_and_distance() -> None:
    position, orders = _case("winter 1901 adjustments",
                             {"russia": ["A mos", "F sev", "A ukr", "A gal"]},
                             {"russia": []}, supply_centers={"russia": ["mos", "sev", "war"]})
    removed = [e for e in _check(position, orders).events if isinstance(e, Removed)]
    assert len(removed) == 1 and removed[0].why is ReasonCode.CIVIL_DISORDER and removed[0].distance is not None
    assert removed[0].unit == Unit("A", "gal")


# ---------------------------------------------------------------------------------------------
# Reason codes: one list, all emitted, all rendered
# ---------------------------------------------------------------------------------------------

#: Short cases for the rules no DATC case happens to exercise (phase, units, orders, extras).
RARE_CASES: list[tuple[str, dict, dict, dict]] = [
    ("spring 1901 movement", {"england": ["F lon"]}, {"england": ["F lon - nth via convoy"]}, {}),
    ("spring 1901 movement", {"france": ["A par", "A mar"]}, {"france": ["A par H", "A par - bur", "A mar S A bur"]}, {}),
    ("spring 1901 retreats", {"germany": ["A bur"], "france": []}, {"france": ["A bur D"]},
     {"dislodged": [{"power": "france", "unit": "A bur", "attacker_from": "mun"}]}),
    ("spring 1901 retreats", {"germany": ["A bur", "A pic"]}, {"france": []},
     {"dislodged": [{"power": "france", "unit": "A bur", "attacker_from": "mun"}]}),
    ("winter 1901 adjustments", {"france": []}, {"france": ["WAIVE"]}, {"supply_centers": {"france": ["par"]}}),
]


def test_every_reason_code_is_emitted_by_some_case_and_has_its_template() -> None:
    emitted: set[ReasonCode] = set()
    for case in CASES:
        _check(*read_case(case, standard_map()), emitted=emitted)
        if case.get("retreat_phase"):
            _check(*read_case(case["retreat_phase"], standard_map()), emitted=emitted)
    for phase, units, orders, extra in RARE_CASES:
        _check(*_case(phase, units, orders, **extra), emitted=emitted)
    # Retreats with nowhere to go, and a closed province (the 1914 two-player scenario).
    surrounded = Position(Phase(1901, "spring", RETREATS), {"england": (Unit("F", "nth"),)}, {},
                          (Dislodged_("france", Unit("F", "eng")),))
    _check(surrounded, {}, emitted)
    closed = Position(Phase(1914, "spring", MOVEMENT), {"austria": (Unit("A", "tyr"),)}, {},
                      closed=frozenset({"ven"}))
    _check(closed, {"austria": [Move(Unit("A", "tyr"), "ven")]}, emitted)
    assert set(ReasonCode) - emitted == set(), "codes no case emits"
    assert set(ENGLISH) == set(ReasonCode)


def Dislodged_(power: str, unit: Unit) -> Any:
    from diplomacy_desktop.engine.position import Dislodged as Displaced
    return Displaced(power, unit, "lon", ())


def test_a_mismatched_support_says_what_the_supported_unit_did_instead() -> None:
    position, orders = _case("spring 1901 movement", {"germany": ["A mun", "A ber"]},
                             {"germany": ["A ber S A mun - sil", "A mun - tyr"]})
    result = adjudicate(position, orders, standard_map()).results["germany"][0]
    assert result.outcome is Outcome.VOID
    assert result.reason.params["actual"] == Move(Unit("A", "mun"), "tyr")
    assert result.explain() == "not matched: A mun was ordered to move to tyr"
    assert result.reason.to_json() == {"supported": "A mun", "actual": "A mun - tyr"}
