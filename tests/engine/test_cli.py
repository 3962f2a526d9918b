"""``diplomacy-desktop adjudicate``: JSON in, JSON out; bad input exits 2 naming case and field."""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

DATA = Path(__file__).parent.parent / "data" / "datc.json"


def run(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "diplomacy_desktop", *args], input=stdin,
                          capture_output=True, text=True, timeout=60)


def test_a_list_of_datc_cases_is_answered_in_order() -> None:
    cases = json.loads(DATA.read_text())
    chosen = [c for c in cases if c["id"] in ("6.A.11", "6.C.1", "6.H.10", "6.J.6")]
    out = run(["adjudicate", "-"], json.dumps(chosen))
    assert out.returncode == 0, out.stderr
    answers = json.loads(out.stdout)
    assert [a["id"] for a in answers] == ["6.A.11", "6.C.1", "6.H.10", "6.J.6"]
    bounce = answers[0]["order_results"]["austria"][0]
    assert bounce["outcome"] == "bounced" and bounce["reason"] == "bounced: strength 1 against A ven, also moving to tyr with 1"
    assert answers[1]["next_phase"] == {"season": "fall", "year": 1901, "type": "movement"}
    assert answers[2]["dislodged"] and all({"power", "unit", "attacker_from", "retreats"} <= d.keys()
                                            for d in answers[2]["dislodged"])
    assert answers[3]["units"] == {"russia": ["F nth"]}


def test_a_retreat_case_reads_dislodged_and_contested(tmp_path: Path) -> None:
    case = {"phase": {"season": "fall", "year": 1901, "type": "retreats"},
            "units": {"germany": ["A war"], "russia": []},
            "dislodged": [{"power": "russia", "unit": "A war", "attacker_from": "sil"}],
            "contested": ["ukr"], "supply_centers": {"russia": ["war"]},
            "orders": {"russia": ["A war R ukr"]}}
    path = tmp_path / "case.json"
    path.write_text(json.dumps(case))
    out = run(["adjudicate", str(path)])
    assert out.returncode == 0, out.stderr
    answer = json.loads(out.stdout)
    assert answer["order_results"]["russia"][0]["outcome"] == "void"
    assert "standoff" in answer["order_results"]["russia"][0]["reason"]
    assert answer["supply_centers"] == {"germany": ["war"]} or answer["next_phase"]["type"] == "adjustments"


def test_bad_input_exits_2_with_case_and_field_and_no_traceback() -> None:
    case = {"id": "mine", "phase": {"season": "spring", "year": 1901, "type": "movement"},
            "units": {"france": ["A par", "A xyz"]}, "orders": {}}
    out = run(["adjudicate", "-"], json.dumps([case]))
    assert out.returncode == 2
    assert "mine" in out.stderr and "units.france[1]" in out.stderr and "Traceback" not in out.stderr
    out = run(["adjudicate", "-"], "{not json")
    assert out.returncode == 2 and "not valid JSON" in out.stderr
    out = run(["adjudicate", "/nonexistent/file.json"])
    assert out.returncode == 2 and "cannot read" in out.stderr


def test_unknown_subcommand_is_bad_input_not_a_window() -> None:
    out = run(["adjudicat", "x.json"])
    assert out.returncode == 2 and "invalid choice" in out.stderr


CASE = {"phase": {"season": "spring", "year": 1901, "type": "movement"},
        "units": {"france": ["A par"]}, "orders": {"france": ["A par - bur"]}}


@pytest.mark.parametrize("text,message", [
    ("[" * 1000 + "]" * 1000, "nested too deep"),
    (json.dumps(CASE).replace("1901", "1" * 5000), "phase.year: must be"),
    (json.dumps(CASE).replace("1901", "Infinity"), "phase.year: must be"),
    (json.dumps(CASE).replace("1901", "1e999"), "phase.year: must be"),
    (json.dumps(CASE).replace("1901", "NaN"), "phase.year: must be"),
    (json.dumps(CASE).replace("1901", "19010"), "phase.year"),
    (json.dumps({**CASE, "id": [[]]}), "id: must be"),
    (json.dumps({**CASE, "units": {"france": [["A par"]]}}), r"units.france\[0\]"),
])
def test_hostile_input_exits_2_with_a_message_and_no_traceback(text: str, message: str) -> None:
    out = run(["adjudicate", "-"], text)
    assert out.returncode == 2 and "Traceback" not in out.stderr
    assert re.search(message, out.stderr), out.stderr


def test_two_dislodged_units_in_one_province_are_refused() -> None:
    case = {"phase": {"season": "fall", "year": 1901, "type": "retreats"},
            "units": {"germany": ["A war"]},
            "dislodged": [{"power": "russia", "unit": "A war", "attacker_from": "sil"},
                          {"power": "austria", "unit": "A war", "attacker_from": "sil"}],
            "orders": {}}
    out = run(["adjudicate", "-"], json.dumps(case))
    assert out.returncode == 2 and "dislodged[1].unit" in out.stderr and "already has a dislodged unit" in out.stderr


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_files_that_cannot_be_cases_are_refused_without_reading_them(tmp_path: Path) -> None:
    fifo = tmp_path / "case.json"
    os.mkfifo(fifo)
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    for path in (fifo, link, tmp_path):
        out = run(["adjudicate", str(path)])
        assert out.returncode == 2 and "Traceback" not in out.stderr
        assert "not a regular file" in out.stderr or "folder" in out.stderr


def test_the_output_carries_each_units_events_and_one_line_per_case() -> None:
    case = {"phase": {"season": "spring", "year": 1901, "type": "movement"},
            "units": {"england": ["A lon", "F eng", "F mao", "F wes"], "france": ["A bre"]},
            "orders": {"england": ["A lon - tun", "F wes C A lon - tun", "F eng C A lon - tun",
                                   "F mao C A lon - tun"], "france": []}}
    out = run(["adjudicate", "--events", "-"], json.dumps([case, case]))
    assert out.returncode == 0, out.stderr
    assert len(out.stdout.strip().splitlines()) == 4  # "[", two cases, "]"
    events = json.loads(out.stdout)[0]["events"]
    assert "events" not in json.loads(run(["adjudicate", "-"], json.dumps(case)).stdout)
    moved = next(e for e in events if e["event"] == "moved")
    assert moved == {"event": "moved", "power": "england", "unit": "A lon", "dest": "tun",
                     "route": ["F eng", "F mao", "F wes"]}
    assert {"event": "held", "power": "france", "unit": "A bre", "ordered": False} in events
