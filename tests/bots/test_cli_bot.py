"""``diplomacy-desktop bot``: a position in the case format in, ``{"orders": [...]}`` out; bad input exits 2."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import read_case
from diplomacy_desktop.engine.legal import order_problem
from diplomacy_desktop.engine.notation import read_order

FALL_CASE = {"power": "england", "phase": {"season": "fall", "year": 1902, "type": "movement"},
             "units": {"england": ["A lon", "F nth", "F eng"], "france": ["A bre", "A bur"], "germany": ["A ruh"]},
             "supply_centers": {"england": ["lon", "edi", "lvp"], "france": ["bre", "par", "mar"]}}


def run(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "diplomacy_desktop", "bot", *args], input=stdin,
                          capture_output=True, text=True, timeout=120)


def legal(case: dict, power: str, orders: list[str]) -> bool:
    position, _ = read_case({k: v for k, v in case.items() if k != "power"}, standard_map())
    units = position.units_for_orders()
    return all(order_problem(position, power, read_order(o, units=units, phase_kind=position.phase.kind, game_map=standard_map()), standard_map()) is None
               for o in orders)


def test_movement_orders_for_every_unit_in_datc_notation() -> None:
    for level in ("easy", "normal", "hard"):
        out = run(["--level", level, "-"], json.dumps(FALL_CASE))
        assert out.returncode == 0, out.stderr
        orders = json.loads(out.stdout)["orders"]
        assert sorted(o.split(" ")[1] for o in orders) == ["eng", "lon", "nth"]
        assert all(str(read_order(o, game_map=standard_map())) == o for o in orders)  # exactly the notation adjudicate reads
        assert legal(FALL_CASE, "england", orders)


def test_a_retreat_phase_reads_dislodged_and_contested(tmp_path: Path) -> None:
    case = {"phase": {"season": "fall", "year": 1901, "type": "retreats"},
            "units": {"germany": ["A war", "A pru"], "russia": ["A mos"]},
            "dislodged": [{"power": "russia", "unit": "A war", "attacker_from": "sil"}],
            "contested": ["ukr"], "supply_centers": {"russia": ["war", "mos"]}}
    path = tmp_path / "retreat.json"
    path.write_text(json.dumps(case))
    out = run(["--level", "normal", "--power", "russia", str(path)])
    assert out.returncode == 0, out.stderr
    # ukr is contested, sil the attacker's origin, pru and mos occupied: only gal and lvn remain.
    assert json.loads(out.stdout)["orders"] in (["A war R gal"], ["A war R lvn"])


def test_builds_and_waives_in_an_adjustment_phase() -> None:
    case = {"power": "russia", "phase": {"season": "winter", "year": 1902, "type": "adjustments"},
            "units": {"russia": ["A mos", "A stp"]}, "supply_centers": {"russia": ["war", "mos", "stp", "sev", "rum", "swe"]}}
    out = run(["--level", "easy", "-"], json.dumps(case))
    assert out.returncode == 0, out.stderr
    orders = json.loads(out.stdout)["orders"]
    assert len(orders) == 4 and orders.count("WAIVE") == 2
    assert sorted(o.split(" ")[1].split("/")[0] for o in orders if o != "WAIVE") == ["sev", "war"]


def test_the_same_seed_gives_the_same_answer_and_the_seed_is_a_flag() -> None:
    first = run(["--level", "easy", "--seed", "7", "-"], json.dumps(FALL_CASE))
    again = run(["--level", "easy", "--seed", "7", "-"], json.dumps(FALL_CASE))
    assert first.returncode == 0 and first.stdout == again.stdout


def test_bad_input_exits_2_with_the_field_and_no_traceback() -> None:
    cases = [
        ("{not json", "not valid JSON"),
        (json.dumps([FALL_CASE]), "one JSON object"),
        (json.dumps({**FALL_CASE, "orders": {"england": ["A lon H"]}}), "orders"),
        (json.dumps({k: v for k, v in FALL_CASE.items() if k != "power"}), "power: missing"),
        (json.dumps({**FALL_CASE, "power": "prussia"}), "unknown power 'prussia'"),
        (json.dumps({**FALL_CASE, "units": {"england": ["A lon", "A xyz"]}}), "units.england[1]"),
        (json.dumps({**FALL_CASE, "phase": {"season": "fall", "year": 1902, "type": "retreats"}}), "dislodged"),
    ]
    for text, message in cases:
        out = run(["--level", "hard", "-"], text)
        assert out.returncode == 2, (message, out.stdout)
        assert message in out.stderr and "Traceback" not in out.stderr, out.stderr
    out = run(["--level", "easy", "--power", "france", "-"], json.dumps(FALL_CASE))
    assert out.returncode == 2 and "--power says 'france'" in out.stderr
    out = run(["--level", "easy", "/nonexistent/position.json"])
    assert out.returncode == 2 and "cannot read" in out.stderr
    out = run(["--level", "impossible", "-"], json.dumps(FALL_CASE))
    assert out.returncode == 2 and "invalid choice" in out.stderr
