"""More orders than a position can have are refused at reading, in case files and in saves,
before any order is read (100,000 orders for one unit took 11 s in ``adjudicate`` and froze the
sandbox)."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import CaseError, read_case
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.savefile import SaveFileError, game_from_json, game_to_json

CASE = {"phase": {"season": "spring", "year": 1901, "type": "movement"},
        "units": {"france": ["A par"], "germany": ["A mun"]}}


def with_orders(case: dict, power: str, orders: list[str]) -> dict:
    return {**case, "orders": {power: orders}}


def test_a_hundred_thousand_orders_for_one_unit_are_refused_naming_the_list() -> None:
    with pytest.raises(CaseError) as caught:
        read_case(with_orders(CASE, "france", ["A par - bur"] * 100_000), standard_map())
    assert caught.value.field == "orders.france"
    assert "100000 orders, more than this position can have" in str(caught.value)


def test_a_list_as_long_as_units_and_centres_is_read_and_one_more_is_not() -> None:
    # two units on the board and the map's 34 supply centres: 36 orders fit, 37 cannot
    assert len(standard_map().supply_centres) == 34
    _, orders = read_case(with_orders(CASE, "france", ["A par H"] * 36), standard_map())
    assert len(orders["france"]) == 36
    with pytest.raises(CaseError, match="at most 36"):
        read_case(with_orders(CASE, "france", ["A par H"] * 37), standard_map())


def test_builds_are_bounded_by_the_centres_and_the_datc_surplus_builds_still_read() -> None:
    winter = {"phase": {"season": "winter", "year": 1901, "type": "adjustments"},
              "units": {}, "supply_centers": {"russia": ["stp", "mos"]}}
    _, orders = read_case(with_orders(winter, "russia", ["A mos B", "A mos B"]), standard_map())  # DATC 6.I.7
    assert len(orders["russia"]) == 2
    with pytest.raises(CaseError, match="orders.russia: 35 orders"):
        read_case(with_orders(winter, "russia", ["A mos B"] * 35), standard_map())


def test_a_retreat_list_or_standoff_naming_a_place_twice_is_refused() -> None:
    retreat = {"phase": {"season": "fall", "year": 1901, "type": "retreats"},
               "units": {"germany": ["A war"], "russia": ["A mos"]},
               "dislodged": [{"power": "russia", "unit": "A war", "attacker_from": "sil", "retreats": ["gal"]}],
               "contested": ["ukr"]}
    read_case(retreat, standard_map())
    many = {**retreat, "dislodged": [{**retreat["dislodged"][0], "retreats": ["gal"] * 1_000_000}]}
    with pytest.raises(CaseError, match=r"dislodged\[0\].retreats: names a place twice"):
        read_case(many, standard_map())
    with pytest.raises(CaseError, match="contested: names a province twice"):
        read_case({**retreat, "contested": ["ukr"] * 1_000_000}, standard_map())


def test_a_save_with_more_orders_than_its_position_can_have_is_refused_naming_the_record() -> None:
    game = Game(standard_map(), end_year=1905)
    game.adjudicate(force=True)
    data = game_to_json(game)
    data["history"][0]["orders"]["france"] = ["A par - bur"] * 100_000
    with pytest.raises(SaveFileError, match=r"history\[0\]\.orders\.france: 100000 orders, more than"):
        game_from_json(json.loads(json.dumps(data)), standard_map())


def test_adjudicate_refuses_the_file_in_one_line_with_status_2(tmp_path: Path) -> None:
    path = tmp_path / "many.json"
    path.write_text(json.dumps(with_orders(CASE, "france", ["A par S A mun - bur"] * 100_000)), encoding="utf-8")
    out = subprocess.run([sys.executable, "-m", "diplomacy_desktop", "adjudicate", str(path)],
                         capture_output=True, text=True, timeout=120)
    assert out.returncode == 2 and out.stdout == "" and "Traceback" not in out.stderr
    assert out.stderr.strip() == ("adjudicate: case 0: orders.france: 100000 orders, more than this position can "
                                  "have: at most 36 (one per unit on the board and one per supply centre)")
