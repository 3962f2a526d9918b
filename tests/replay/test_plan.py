"""The animation plan: what the table watches must end exactly where the engine says.

Every DATC case (movement, its retreat phase, adjustments) and every rulebook example is
planned and the plan's end state compared with the engine's next position; then the things a
player looks for: a convoyed army travels through its fleets in order, a bounce comes back and
leaves a standoff mark, a dislodged piece is pushed off with its retreats, every step points at
the result row it animates, and the stages come in the order moves, bounces, dislodgements.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import read_case
from diplomacy_desktop.engine.events import Bounced, Moved
from diplomacy_desktop.engine.orders import Unit
from diplomacy_desktop.engine.outcomes import ReasonCode
from diplomacy_desktop.engine.position import Position
from diplomacy_desktop.replay.plan import (Appear, BoardState, BounceBack, BreakConvoy, FadeOut, Piece, PushOff, Row,
                                          Slide, StandoffMark, Stage, StrikeSupport, plan_phase)

from ..engine.test_rulebook_examples import EXAMPLES, PHASE_KINDS, SKIP_ADJUDICATION, example_position, judge

CASES = json.loads((Path(__file__).parent.parent / "data" / "datc.json").read_text())


def _planned(position: Position, orders: dict) -> Any:
    resolution = adjudicate(position, orders, standard_map())
    plan = plan_phase(position, resolution)
    assert plan.end_state() == BoardState.of(resolution.position), "the animation ends elsewhere than the engine"
    for step in plan.steps():
        if step.row is not None:
            result = resolution.results[step.row.power][step.row.index]
            assert result.order.unit is not None and result.order.unit.province in _provinces(step)
    return plan, resolution


def _provinces(step: Any) -> set[str]:
    piece = getattr(step, "piece", None)
    return {piece.unit.province} if piece is not None else set()


@pytest.mark.parametrize("case", CASES, ids=[c["id"] for c in CASES])
def test_every_datc_animation_ends_on_the_engines_position(case: dict) -> None:
    _planned(*read_case(case, standard_map()))
    if case.get("retreat_phase"):
        _planned(*read_case(case["retreat_phase"], standard_map()))


def _examples() -> list[Any]:
    return [pytest.param(e, id=e["id"]) for e in EXAMPLES
            if e.get("units_before") and e.get("orders") and e["phase"] in PHASE_KINDS
            and e["id"] not in SKIP_ADJUDICATION]


@pytest.mark.parametrize("example", _examples())
def test_every_rulebook_example_animation_ends_on_the_engines_position(example: dict) -> None:
    position = example_position(example)
    _, resolution = judge(position, example["orders"])
    plan = plan_phase(position, resolution)
    assert plan.end_state() == BoardState.of(resolution.position)


def _case(phase: str, units: dict, orders: dict, **extra: Any) -> tuple[Position, dict]:
    season, year, kind = phase.split()
    return read_case({"phase": {"season": season, "year": int(year), "type": kind}, "units": units,
                      "orders": orders, **extra}, standard_map())


def test_a_convoyed_army_slides_through_its_fleets_in_order() -> None:
    plan, _ = _planned(*_case("spring 1901 movement", {"england": ["A lon", "F eng", "F mao", "F wes"]},
                              {"england": ["A lon - tun", "F wes C A lon - tun", "F eng C A lon - tun",
                                           "F mao C A lon - tun"]}))
    slide = next(s for s in plan.steps() if isinstance(s, Slide))
    assert slide.path == ("lon", "eng", "mao", "wes", "tun")
    assert slide.row == Row("england", 0)


def test_a_standoff_comes_back_and_leaves_a_mark_after_the_moves() -> None:
    plan, resolution = _planned(*_case("spring 1901 movement",
                                       {"germany": ["A ber", "A kie"], "russia": ["A war"]},
                                       {"germany": ["A ber - sil", "A kie - hol"], "russia": ["A war - sil"]}))
    assert [b.stage for b in plan.beats] == [Stage.MOVES, Stage.BOUNCES]
    moves, bounces = plan.beats
    assert moves.steps == (Slide(Piece("germany", Unit("A", "kie")), ("kie", "hol"), Row("germany", 1)),)
    backs = [s for s in bounces.steps if isinstance(s, BounceBack)]
    assert {(s.piece.unit.location, s.toward) for s in backs} == {("ber", "sil"), ("war", "sil")}
    assert StandoffMark("sil") in bounces.steps
    assert plan.beat_of(Row("russia", 0)) == 1


def test_a_dislodged_piece_is_pushed_off_last_with_its_retreats_lit() -> None:
    plan, _ = _planned(*_case("spring 1901 movement", {"germany": ["A mun", "A ruh"], "france": ["A bur"]},
                              {"germany": ["A mun - bur", "A ruh S A mun - bur"], "france": ["A bur H"]}))
    assert [b.stage for b in plan.beats] == [Stage.MOVES, Stage.DISLODGEMENTS]
    push = plan.beats[-1].steps[0]
    assert isinstance(push, PushOff) and push.piece == Piece("france", Unit("A", "bur"))
    assert push.from_ == "mun" and "pic" in push.retreats and "mun" not in push.retreats
    assert push.row == Row("france", 0)
    assert plan.end_state().dislodged == (("france", Unit("A", "bur")),)


def test_a_cut_support_and_a_broken_convoy_show_with_the_bounces() -> None:
    plan, _ = _planned(*_case("spring 1901 movement",
                              {"england": ["A lon", "F nth"], "germany": ["F hel", "F den", "A kie"],
                               "france": ["A bel"]},
                              {"england": ["A lon - nwy", "F nth C A lon - nwy"],
                               "germany": ["F hel - nth", "F den S F hel - nth", "A kie - hol"],
                               "france": ["A bel - hol"]}))
    kinds = {type(s) for b in plan.beats if b.stage is Stage.BOUNCES for s in b.steps}
    assert BreakConvoy in kinds and BounceBack in kinds
    broken = next(s for s in plan.steps() if isinstance(s, BreakConvoy))
    assert broken.lost == (Unit("F", "nth"),) and broken.row == Row("england", 0)
    plan2, _ = _planned(*_case("spring 1901 movement", {"germany": ["A mun", "A ber"], "russia": ["A pru"]},
                               {"germany": ["A ber S A mun - sil", "A mun - sil"], "russia": ["A pru - ber"]}))
    strike = next(s for s in plan2.steps() if isinstance(s, StrikeSupport))
    assert strike.piece == Piece("germany", Unit("A", "ber")) and strike.by == Unit("A", "pru")


def test_retreats_slide_then_disbands_fade() -> None:
    plan, _ = _planned(*_case("spring 1901 retreats", {"germany": ["A mar", "A tyr"], "italy": ["A pie"]},
                              {"france": ["A mar - gas"], "austria": ["A tyr D"]},
                              dislodged=[{"power": "france", "unit": "A mar", "attacker_from": "bur"},
                                         {"power": "austria", "unit": "A tyr", "attacker_from": "mun"}]))
    assert [b.stage for b in plan.beats] == [Stage.RETREATS, Stage.DISBANDS]
    slide = plan.beats[0].steps[0]
    assert isinstance(slide, Slide) and slide.piece.dislodged and slide.path == ("mar", "gas")
    fade = plan.beats[1].steps[0]
    assert isinstance(fade, FadeOut) and fade.piece == Piece("austria", Unit("A", "tyr"), True)
    assert fade.why is ReasonCode.DISBANDED_BY_ORDER and fade.row == Row("austria", 0)


def test_builds_appear_and_civil_disorder_removals_fade() -> None:
    plan, _ = _planned(*_case("winter 1901 adjustments", {"russia": ["A mos", "F sev", "A ukr", "A gal"],
                                                          "france": ["A bur"]},
                              {"russia": [], "france": ["A par B"]},
                              supply_centers={"russia": ["mos", "sev", "war"], "france": ["par", "bre", "spa"]}))
    stages = [b.stage for b in plan.beats]
    assert stages == [Stage.REMOVALS, Stage.BUILDS]
    fade = plan.beats[0].steps[0]
    assert isinstance(fade, FadeOut) and fade.why is ReasonCode.CIVIL_DISORDER and fade.row is None
    assert plan.beats[1].steps == (Appear(Piece("france", Unit("A", "par")), Row("france", 0)),)


def test_order_by_order_gives_each_row_its_own_beat_and_only_replays_one() -> None:
    position, orders = _case("spring 1901 movement", {"germany": ["A ber", "A kie"], "russia": ["A war"]},
                             {"germany": ["A ber - sil", "A kie - hol"], "russia": ["A war - sil"]})
    plan, resolution = _planned(position, orders)
    single = plan.order_by_order()
    assert [b.rows() for b in single.beats] == [(Row("germany", 1),), (Row("germany", 0),), (Row("russia", 0),)]
    assert single.end_state() == plan.end_state()
    one = plan.only(Row("russia", 0))
    assert [type(s) for s in one.steps()] == [BounceBack]
    moved = [e for e in resolution.events if isinstance(e, (Moved, Bounced))]
    assert len(moved) == 3
