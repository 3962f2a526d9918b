"""write_case writes what read_case reads: the same phase judged the same way."""

from __future__ import annotations

import json
from pathlib import Path

from diplomacy_desktop.engine.board import initial_position, standard_map
from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.cases import read_case, resolution_to_json, write_case

DATC = json.loads((Path(__file__).parents[1] / "data" / "datc.json").read_text(encoding="utf-8"))


def test_every_datc_case_written_back_is_judged_the_same() -> None:
    for case in DATC:
        position, orders = read_case(case, standard_map())
        written = write_case(position, orders)
        again, again_orders = read_case(json.loads(json.dumps(written)), standard_map())
        assert again_orders == orders, case["id"]
        judged_again = resolution_to_json(adjudicate(again, again_orders, standard_map()))
        assert judged_again == resolution_to_json(adjudicate(position, orders, standard_map())), case["id"]
        assert write_case(again, again_orders) == written, case["id"]


def test_a_retreat_case_keeps_its_dislodged_units_and_standoffs() -> None:
    # Fall 1901: Burgundy is dislodged from Munich while Paris and Marseilles stand off in Gascony
    start = {"phase": {"season": "fall", "year": 1901, "type": "movement"},
             "units": {"germany": ["A mun", "A ruh"], "france": ["A bur", "A par", "A mar"]},
             "orders": {"germany": ["A mun - bur", "A ruh S A mun - bur"], "france": ["A par - gas", "A mar - gas"]}}
    before, given = read_case(start, standard_map())
    position = adjudicate(before, given, standard_map()).position
    assert position.dislodged and position.contested
    written = write_case(position, {"france": []})
    again, _ = read_case(json.loads(json.dumps(written)), standard_map())
    assert again.dislodged == position.dislodged and again.contested == position.contested
    assert written["dislodged"][0]["attacker_from"] == "mun" and "orders" in written


def test_the_start_writes_every_power_and_no_orders() -> None:
    written = write_case(initial_position(standard_map()))
    assert len(written["units"]) == 7 and written["orders"] == {}
    assert written["supply_centers"]["russia"] == ["mos", "sev", "stp", "war"]
