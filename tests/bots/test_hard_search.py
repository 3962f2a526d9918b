"""Hard's search: supported attacks found as one change, Spring moves judged by the Fall they set up."""

from __future__ import annotations

import random

from diplomacy_desktop.bots import EasyBot, HardBot
from diplomacy_desktop.bots.lookahead import FallLook, spring_by_fall
from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.bots.search import predict_others, supported_moves
from diplomacy_desktop.bots.valuation import valuate
from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.orders import Hold, Move, SupportHold, Unit
from diplomacy_desktop.engine.position import FALL, MOVEMENT, SPRING, Phase, Position, make_units
from diplomacy_desktop.engine.scenario_play import victory_centres

from .test_bots_play import hard_answers_per_hash_seed

MAP = standard_map()
VICTORY = victory_centres(MAP, None)


def position(season: str, units: dict[str, list[str]], centres: dict[str, list[str]]) -> Position:
    owners = {c: p for p, cs in centres.items() for c in cs}
    return Position(Phase(1905, season, MOVEMENT), make_units(units), owners)


# France holds Belgium with a supporting fleet: only an attack with two supports takes it.
GUARDED = {"germany": ["A ruh", "A hol", "A bur"], "france": ["A bel", "F nth"]}
GUARDED_CENTRES = {"germany": ["hol", "mun", "ber", "kie"], "france": ["bel", "par", "bre", "mar"]}


def test_the_search_tries_an_attack_with_two_supports_as_one_change() -> None:
    pos = position(FALL, GUARDED, GUARDED_CENTRES)
    units = sorted(pos.units["germany"], key=str)
    ruh = next(i for i, u in enumerate(units) if u.province == "ruh")
    changes = supported_moves(pos, ruh, units, valuate(pos, "germany", MAP), MAP)
    doubled = [c for c in changes if len(c) == 3 and c[ruh] == Move(units[ruh], "bel")]
    assert len(doubled) == 1
    france = (Hold(Unit("A", "bel")), SupportHold(Unit("F", "nth"), Unit("A", "bel")))
    germany = [Hold(u) for u in units]
    for i, order in doubled[0].items():
        germany[i] = order
    after = adjudicate(pos, {"germany": germany, "france": france}, MAP).position
    assert after.owner_at("bel") == "germany"


def test_hard_takes_what_the_easy_defender_leaves_open() -> None:
    """Easy's France leaves Belgium to attack Holland and sends its fleet away: Hard's search,
    played against the Easy orders it predicts, holds Holland, takes Belgium and Marseilles."""
    pos = position(FALL, GUARDED, GUARDED_CENTRES)
    for seed in range(3):
        france = EasyBot().orders_for(pos, "france", random.Random(100 + seed), MAP)
        germany = HardBot(victory_centres=VICTORY).orders_for(pos, "germany", random.Random(seed), MAP)
        after = adjudicate(pos, {"germany": germany, "france": france}, MAP).position
        assert [after.owner_at(c) for c in ("bel", "hol", "mar")] == ["germany"] * 3


# Germany's army in Munich is two moves from the empty neutral centres of the Low Countries.
APPROACH = {"germany": ["A mun"], "austria": ["A gal"]}
APPROACH_CENTRES = {"germany": ["mun", "ber", "kie"], "austria": ["vie", "bud", "tri"]}


def test_a_spring_move_is_worth_the_centre_the_fall_then_takes() -> None:
    pos = position(SPRING, APPROACH, APPROACH_CENTRES)
    rng = random.Random(0)
    replies = predict_others(pos, "germany", rng, MAP, 3, standard_book())
    army = Unit("A", "mun")
    hold, approach = (Hold(army),), (Move(army, "ruh"),)
    worth = spring_by_fall(pos, "germany", [hold, approach], replies, rng, MAP, standard_book(), FallLook())
    assert 3 <= worth[0] < 4  # holding keeps three centres; nothing neutral is in reach in Fall
    assert worth[1] >= worth[0] + 0.9  # from the Ruhr, Belgium or Holland falls in Fall


def test_the_spring_look_ahead_does_not_depend_on_the_hash_seed() -> None:
    case = {"power": "germany", "phase": {"season": "spring", "year": 1903, "type": "movement"},
            "units": {"germany": ["A mun", "A hol", "F den", "A ruh", "F kie"],
                      "france": ["A bel", "A bur", "F eng", "A par"], "england": ["F nth", "A yor", "F nwy"],
                      "russia": ["A war", "F swe", "A sil"]},
            "supply_centers": {"germany": ["mun", "ber", "kie", "hol", "den"], "france": ["bel", "par", "bre", "mar"],
                               "england": ["lon", "edi", "lvp", "nwy"],
                               "russia": ["war", "swe", "mos", "sev", "stp"]}}
    assert len(hard_answers_per_hash_seed(case)) == 1
