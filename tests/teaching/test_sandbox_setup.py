"""The sandbox's set-up, without a window: edits, the rules they keep, and the case file."""

from __future__ import annotations

import json

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.cli import main
from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import resolution_to_json
from diplomacy_desktop.engine.orders import Move, Retreat, SupportMove, Unit
from diplomacy_desktop.engine.position import RETREATS
from diplomacy_desktop.teaching.sandbox import Setup, SetupError, SetupProblem


def test_units_are_placed_moved_and_removed_one_per_province() -> None:
    s = Setup.empty(standard_map()).place("france", "A", "par").place("germany", "F", "kie")
    assert s.unit_at("par") == ("france", Unit("A", "par"))
    s = s.place("germany", "A", "par")  # replaces the French army
    assert s.unit_at("par") == ("germany", Unit("A", "par"))
    s = s.move("par", "bur").remove("kie")
    assert s.unit_at("par") is None and s.unit_at("bur") == ("germany", Unit("A", "bur"))
    assert s.unit_at("kie") is None


@pytest.mark.parametrize(("kind", "where", "problem"), [
    ("A", "nth", SetupProblem.ARMY_AT_SEA), ("F", "mun", SetupProblem.FLEET_INLAND),
    ("F", "spa", SetupProblem.COAST_NEEDED), ("A", "xyz", SetupProblem.UNKNOWN_PLACE),
])
def test_a_unit_cannot_stand_where_the_rules_forbid(kind: str, where: str, problem: SetupProblem) -> None:
    before = Setup.start(standard_map())
    with pytest.raises(SetupError) as err:
        before.place("france", kind, where)
    assert err.value.problem is problem


def test_a_fleet_takes_a_named_coast_and_an_army_ignores_it() -> None:
    s = Setup.empty(standard_map()).place("france", "F", "spa/nc").place("russia", "A", "stp/sc")
    assert s.unit_at("spa") == ("france", Unit("F", "spa/nc"))
    assert s.unit_at("stp") == ("russia", Unit("A", "stp"))


def test_centre_owners_and_the_phase_are_set() -> None:
    s = Setup.start(standard_map()).set_owner("bel", "france").set_owner("par", None).set_phase(1905, "fall", "movement")
    assert s.position.centres["bel"] == "france" and "par" not in s.position.centres
    assert str(s.phase) == "Fall 1905 movement"
    with pytest.raises(SetupError):
        s.set_owner("bur", "france")
    with pytest.raises(SetupError):
        s.set_phase(1905, "winter", "movement")


def test_orders_for_a_unit_that_is_gone_are_dropped() -> None:
    par, mar = Unit("A", "par"), Unit("A", "mar")
    s = Setup.start(standard_map()).with_orders("france", [Move(par, "bur"), SupportMove(mar, par, "bur")])
    assert len(s.orders["france"]) == 2
    s = s.remove("mar")
    assert s.orders["france"] == (Move(par, "bur"),)


def test_a_retreat_phase_has_dislodged_units_with_their_retreats() -> None:
    s = Setup.empty(standard_map()).place("germany", "A", "bur").place("france", "A", "par").set_phase(1901, "fall", "retreats")
    s = s.dislodge("france", "A", "bur", "mun").toggle_contested("gas")
    d = s.dislodged_at("bur")
    assert d is not None and d.attacker_from == "mun"
    assert "gas" not in d.retreats and "par" not in d.retreats and "mun" not in d.retreats and "pic" in d.retreats
    with pytest.raises(SetupError) as err:
        s.dislodge("germany", "A", "bur", "mun")
    assert err.value.problem is SetupProblem.OWN_ATTACKER
    with pytest.raises(SetupError):
        s.dislodge("france", "A", "gas", "spa")  # nobody stands in Gascony to have dislodged it
    assert s.remove("bur").dislodged_at("bur") is None  # the dislodged unit goes first
    assert s.set_phase(1902, "spring", "movement").position.dislodged == ()


def test_a_set_up_saved_as_a_case_is_judged_by_adjudicate_as_in_the_sandbox(tmp_path, capsys) -> None:
    s = (Setup.empty(standard_map()).place("germany", "A", "mun").place("germany", "A", "ruh").place("france", "A", "bur")
         .place("france", "F", "spa/sc").set_owner("mun", "germany").set_phase(1903, "fall", "movement"))
    mun, ruh = Unit("A", "mun"), Unit("A", "ruh")
    s = s.with_orders("germany", [Move(mun, "bur"), SupportMove(ruh, mun, "bur")])
    expected = resolution_to_json(adjudicate(s.position, s.orders, standard_map()))
    path = tmp_path / "dispute.json"
    path.write_text(json.dumps(s.to_case()), encoding="utf-8")
    assert main(["adjudicate", str(path)]) == 0
    got = json.loads(capsys.readouterr().out)
    assert got == expected
    assert got["next_phase"]["type"] == RETREATS and got["dislodged"][0]["unit"] == "A bur"
    assert Setup.from_case(json.loads(path.read_text(encoding="utf-8")), standard_map()) == s


def test_a_retreat_set_up_round_trips_through_its_case() -> None:
    s = Setup.empty(standard_map()).place("germany", "A", "bur").set_phase(1901, "fall", "retreats")
    s = s.dislodge("france", "A", "bur", "mun")
    s = s.with_orders("france", [Retreat(Unit("A", "bur"), "pic")])
    again = Setup.from_case(json.loads(json.dumps(s.to_case())), standard_map())
    assert again == s
    assert resolution_to_json(adjudicate(again.position, again.orders, standard_map()))["units"]["france"] == ["A pic"]


def test_the_rules_and_the_sandbox_set_up_do_not_import_qt() -> None:
    import subprocess
    import sys

    code = ("import sys\nimport diplomacy_desktop.teaching.rules, diplomacy_desktop.teaching.sandbox\n"
            "print(any(k.startswith('PySide6') for k in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
