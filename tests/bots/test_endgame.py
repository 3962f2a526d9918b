"""Hard's endgame: when it starts, and what Hard does differently once the victory is within reach."""

from __future__ import annotations

import random

from diplomacy_desktop.bots.endgame import ENDGAME_MARGIN, centres_within_reach, in_endgame
from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.bots.search import EndgameScore, SearchBudget, search_plans
from diplomacy_desktop.bots.valuation import valuate
from diplomacy_desktop.engine.board import initial_position, standard_map
from diplomacy_desktop.engine.position import FALL, MOVEMENT, SPRING, Phase, Position, make_units
from diplomacy_desktop.engine.scenario_play import victory_centres

from .test_bots_play import hard_answers_per_hash_seed

MAP = standard_map()
VICTORY = victory_centres(MAP, None)
"""The standard game's count (18)."""

# France after a long war in the west: 15 centres, an army next to Munich, Berlin's way
# open through Kiel, Italy's centres in reach of its fleets.
BIG_FRANCE_UNITS = {
    "france": ["A bur", "A kie", "A tyr", "F tys", "F ion", "A pie", "F mao", "A bel", "A hol", "F nth",
               "A den", "F lyo", "A gas"],
    "germany": ["A mun", "A ber"], "italy": ["A rom", "F nap"], "austria": ["A vie", "A tri"],
}
BIG_FRANCE_CENTRES = {
    "france": ["par", "bre", "mar", "spa", "por", "bel", "hol", "kie", "den", "lon", "lvp", "edi", "nwy", "swe",
               "tun"],
    "germany": ["mun", "ber"], "italy": ["rom", "nap", "ven"], "austria": ["vie", "tri", "bud"],
}


def position(units: dict[str, list[str]], centres: dict[str, list[str]], season: str = SPRING,
             year: int = 1908) -> Position:
    owners = {c: p for p, cs in centres.items() for c in cs}
    return Position(Phase(year, season, MOVEMENT), make_units(units), owners)


def test_nobody_is_in_the_endgame_at_the_start() -> None:
    start = initial_position(MAP)
    assert not any(in_endgame(start, power, MAP, VICTORY, moves=2) for power in sorted(MAP.powers))


def test_the_endgame_starts_when_the_victory_is_within_reach() -> None:
    big = position(BIG_FRANCE_UNITS, BIG_FRANCE_CENTRES)
    # Munich, Berlin (from Kiel), Venice (from Tyrolia, Piedmont), Rome, Naples (from the seas), Trieste, Vienna
    assert centres_within_reach(big, "france", MAP) >= 18
    assert in_endgame(big, "france", MAP, VICTORY)
    assert not in_endgame(big, "germany", MAP, VICTORY)
    # the same reach with fewer centres owned is not yet the endgame
    fewer = {**BIG_FRANCE_CENTRES, "france": BIG_FRANCE_CENTRES["france"][:VICTORY - ENDGAME_MARGIN - 1]}
    assert not in_endgame(position(BIG_FRANCE_UNITS, fewer), "france", MAP, VICTORY)


def test_the_endgame_orders_do_not_depend_on_the_hash_seed() -> None:
    case = {"power": "france", "phase": {"season": "fall", "year": 1908, "type": "movement"},
            "units": BIG_FRANCE_UNITS,
            "supply_centers": BIG_FRANCE_CENTRES}
    assert len(hard_answers_per_hash_seed(case)) == 1


def test_a_fall_that_wins_is_worth_more_than_its_centres_in_the_endgame() -> None:
    """With 17 centres and Munich left empty, the Fall that takes it wins: in the endgame the search
    counts that result for more than one centre more, so a plan that wins against some replies
    beats a safer one that never does."""
    centres = {**BIG_FRANCE_CENTRES, "france": BIG_FRANCE_CENTRES["france"] + ["ber", "ven"],
               "germany": ["mun"], "italy": ["rom", "nap"]}
    units = {**BIG_FRANCE_UNITS, "germany": ["A sil"]}
    fall = position(units, centres, season=FALL)
    values = valuate(fall, "france", MAP)
    rng = random.Random(3)
    budget = SearchBudget(samples=2, noisy_plans=1, dumbbot_draws=1, climb_budget=20)
    plain = search_plans(fall, "france", values, random.Random(3), MAP, standard_book(), budget, False)
    ending = search_plans(fall, "france", values, rng, MAP, standard_book(), budget, False,
                          EndgameScore(win_bonus=3.0, victory_centres=VICTORY))
    assert 18 <= plain.ranked[0][0] < 19.5  # Munich taken: 18 centres and the units' placement
    assert ending.ranked[0][0] >= plain.ranked[0][0] + 3.0


def test_a_fall_that_leaves_no_home_centre_to_build_on_costs_the_build() -> None:
    """France owns 17 centres with 16 units: it is owed a build. With its own units on Paris, Brest and
    Marseilles it would have to waive it; a Fall result that frees one of them is worth the build."""
    centres = {**BIG_FRANCE_CENTRES, "france": BIG_FRANCE_CENTRES["france"] + ["ber", "ven"],
               "germany": ["mun"], "italy": ["rom", "nap"]}
    owners = {c: p for p, cs in centres.items() for c in cs}
    homes = BIG_FRANCE_UNITS["france"] + ["A par", "F bre", "A mar"]
    blocked = position({**BIG_FRANCE_UNITS, "france": homes}, centres, year=1909)
    freed = position({**BIG_FRANCE_UNITS, "france": [u if u != "A par" else "A pic" for u in homes]}, centres,
                     year=1909)
    score = EndgameScore(lost_build=0.5)
    assert score.fall_terms(MAP, "france", 17, owners, blocked) == -0.5
    assert score.fall_terms(MAP, "france", 17, owners, freed) == 0.0
    assert EndgameScore().fall_terms(MAP, "france", 17, owners, blocked) == 0.0  # before the endgame: no such term
