"""The bots play for the game's victory count, not the map's: 24 centres in the 1914 game, a
scenario's own count in a one-against-one game, 18 in the standard game. The count comes from
the game (``Game.victory_centres``) to every place a bot is made: practice and hot-seat bot
seats, matches between bots, and the ``bot`` command."""

from __future__ import annotations

import json
import random

import pytest

from diplomacy_desktop.bots import HardBot
from diplomacy_desktop.bots.command import BotInputError, bot_reply
from diplomacy_desktop.bots.endgame import in_endgame
from diplomacy_desktop.bots.match import play_match
from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.bots.search import EndgameScore, SearchBudget, search_plans
from diplomacy_desktop.bots.seats import BotSeats
from diplomacy_desktop.bots.valuation import valuate
from diplomacy_desktop.engine import table as tables
from diplomacy_desktop.engine.board import MAPS_DIR, standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.history import VICTORY
from diplomacy_desktop.engine.orders import Move, Unit, format_order
from diplomacy_desktop.engine.position import FALL, MOVEMENT, Phase, Position, make_units
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.engine.scenario_play import victory_centres
from diplomacy_desktop.engine.table import WW1, make_bot_table, make_table, scenario_named
from diplomacy_desktop.engine.variant import parse_variant
from diplomacy_desktop.practice.session import PracticeGame

from .test_endgame import BIG_FRANCE_CENTRES, BIG_FRANCE_UNITS, position

MAP = standard_map()
WW1_RULES = scenario_named(WW1)
assert WW1_RULES is not None

# France on the way to a win, as in test_endgame: 17 centres, Munich left empty, six more
# centres (23 in all) within one move of its units.
NEAR_CENTRES = {**BIG_FRANCE_CENTRES, "france": BIG_FRANCE_CENTRES["france"] + ["ber", "ven"],
                "germany": ["mun"], "italy": ["rom", "nap"]}
NEAR_UNITS = {**BIG_FRANCE_UNITS, "germany": ["A sil"]}


def _owners(centres: dict[str, list[str]]) -> dict[str, str]:
    return {c: p for p, cs in centres.items() for c in cs}


def test_the_game_says_how_many_centres_win_it() -> None:
    assert Game(MAP).victory_centres == 18
    ww1 = make_table(["Ana", "Ben"], scenario=WW1)
    assert Game(MAP, table=ww1, neutral=ww1.neutral).victory_centres == 24
    assert victory_centres(MAP, WW1_RULES) == 24 and victory_centres(MAP, None) == MAP.victory_centres == 18


def test_in_the_1914_game_seventeen_centres_and_six_in_reach_are_not_yet_the_endgame() -> None:
    """With 18 to win, France at 17 with Munich, Berlin... in reach plays for the win; with the
    1914 game's 24 it is six centres short of even the gate, and plays on as before."""
    fall = position(NEAR_UNITS, NEAR_CENTRES, season=FALL)
    assert in_endgame(fall, "france", MAP, 18)
    assert not in_endgame(fall, "france", MAP, 24)
    # four more centres far from its units: 21 owned, 27 in reach, so 24 is within reach
    bigger = {**NEAR_CENTRES, "france": NEAR_CENTRES["france"] + ["stp", "mos", "war", "sev"]}
    assert in_endgame(position(NEAR_UNITS, bigger, season=FALL), "france", MAP, 24)


@pytest.mark.parametrize("owned", range(18, 24))
def test_in_the_1914_game_eighteen_to_twenty_three_centres_earn_no_win_bonus(owned: int) -> None:
    terms = EndgameScore(win_bonus=3.0).winning_at(24)
    fall = position(NEAR_UNITS, NEAR_CENTRES, season=FALL)
    owners = _owners(NEAR_CENTRES)
    assert terms.fall_terms(MAP, "france", owned, owners, fall) == 0.0
    assert EndgameScore(win_bonus=3.0).winning_at(18).fall_terms(MAP, "france", owned, owners, fall) == 3.0


def test_in_the_1914_game_twenty_four_centres_earn_the_win_bonus() -> None:
    fall = position(NEAR_UNITS, NEAR_CENTRES, season=FALL)
    terms = EndgameScore(win_bonus=3.0).winning_at(24)
    assert terms.fall_terms(MAP, "france", 24, _owners(NEAR_CENTRES), fall) == 3.0


def test_hards_search_counts_the_fall_to_eighteen_as_a_win_only_where_eighteen_win() -> None:
    """The Fall that takes Munich gives France 18 centres: the standard game's win, worth three
    centres more to the search; in the 1914 game it is one centre more and nothing else."""
    fall = position(NEAR_UNITS, NEAR_CENTRES, season=FALL)
    values = valuate(fall, "france", MAP)
    budget = SearchBudget(samples=2, noisy_plans=1, dumbbot_draws=1, climb_budget=20)
    terms = EndgameScore(win_bonus=3.0)

    def best(victory: int) -> float:
        return search_plans(fall, "france", values, random.Random(3), MAP, standard_book(), budget, False,
                            terms.winning_at(victory)).ranked[0][0]

    assert best(18) >= 21.0
    assert 18 <= best(24) < 19.5


def _holding_france(owned: int) -> Position:
    """Fall 1914: France owns ``owned`` centres and one army; nobody else has a unit to take one."""
    owned_centres = ["par"] + sorted(MAP.supply_centres - {"par"})[:owned - 1]
    return Position(Phase(1914, FALL, MOVEMENT), make_units({"france": ["A par"]}),
                    {c: "france" for c in owned_centres})


@pytest.mark.parametrize("owned", [18, 23])
def test_a_match_played_for_the_1914_count_goes_on_below_twenty_four(owned: int) -> None:
    start = _holding_france(owned)
    result = play_match({p: None for p in MAP.powers}, 1, 1914, game_map=MAP,  # type: ignore[misc]
                        victory_centres=victory_centres(MAP, WW1_RULES), start=start)
    assert result.winner is None and result.last_phase == "S1915M" and result.centres["france"] == owned
    # the same board in a standard game (18 win) is France's win
    standard = play_match({p: None for p in MAP.powers}, 1, 1914, game_map=MAP,  # type: ignore[misc]
                          victory_centres=victory_centres(MAP, None), start=start)
    assert standard.winner == "france" and standard.last_phase == "W1914A"


def test_a_match_played_for_the_1914_count_is_won_at_twenty_four() -> None:
    result = play_match({p: None for p in MAP.powers}, 1, 1914, game_map=MAP,  # type: ignore[misc]
                        victory_centres=24, start=_holding_france(24))
    assert result.winner == "france" and result.last_phase == "W1914A"


@pytest.fixture
def france_austria_to_fourteen(monkeypatch: pytest.MonkeyPatch) -> None:
    """The variant file with France vs Austria won at 14 centres instead of 18: a one-against-one
    game whose count is its own, not the map's."""
    data = json.loads((MAPS_DIR / "standard" / "variant.json").read_text(encoding="utf-8"))
    for scenario in data["scenarios"]:
        if scenario["name"] == "france-austria":
            scenario["victory_centres"] = 14
    monkeypatch.setattr(tables, "_VARIANT", parse_variant(data, MAP))


def test_practice_bots_play_for_a_one_against_one_games_own_count(france_austria_to_fourteen: None) -> None:
    practice = PracticeGame(PracticeSetup("france", "hard", None, 3, "france-austria"), Game(MAP))
    assert practice.game.victory_centres == 14 and practice.bots.victory_centres == 14
    assert [t.victory_centres for t in practice.bots.tasks()] == [14]


def test_hot_seat_bots_play_for_a_one_against_one_games_own_count(france_austria_to_fourteen: None) -> None:
    """The count the bot plays for is the count at which the engine gives it the win."""
    table = make_bot_table(["Ann"], {"austria": "hard"}, 1, powers=["france"], scenario="france-austria")
    theirs = "vie bud tri ser gre bul rum con smy ank sev mos war"  # 13 centres, Venice next
    units = make_units({"france": ["A par"], "austria": ["A tyr"]})
    centres = {c: "austria" for c in theirs.split()} | {"par": "france"}
    game = Game(MAP, Position(Phase(1905, FALL, MOVEMENT), units, centres), table=table, neutral=table.neutral)
    bots = BotSeats(game, {b.power: b.level for b in table.bots}, table.bot_seed)
    assert [t.victory_centres for t in bots.tasks()] == [14]
    assert in_endgame(game.position, "austria", MAP, bots.victory_centres)
    game.seat("france", game.admit("Ann")).submit([])
    game.bot_seat("austria").submit([Move(Unit("A", "tyr"), "ven")])
    game.adjudicate()
    assert game.result is not None and game.result.kind == VICTORY and game.result.winners == ("austria",)


def test_the_bot_command_plays_for_the_scenario_it_is_told() -> None:
    """``bot --scenario 1914`` gives the orders of a Hard bot playing for 24; by default the
    standard game's 18."""
    fall = {"power": "france", "phase": {"season": "fall", "year": 1908, "type": "movement"},
            "units": NEAR_UNITS, "supply_centers": NEAR_CENTRES}
    pos = position(NEAR_UNITS, NEAR_CENTRES, season=FALL)
    replies = {}
    for scenario, count in (("standard", 18), (WW1, 24)):
        orders = HardBot(victory_centres=count).orders_for(pos, "france", random.Random(2), MAP)
        replies[scenario] = bot_reply(fall, "hard", seed=2, scenario=scenario)["orders"]
        assert replies[scenario] == [format_order(o) for o in orders]
    # with these dice the count changes the play (if a change to Hard makes them agree, pick other dice)
    assert replies["standard"] != replies[WW1]
    with pytest.raises(BotInputError, match="scenario: unknown scenario 'atlantis'"):
        bot_reply(fall, "hard", scenario="atlantis")
