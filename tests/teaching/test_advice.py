"""Beginner's help: each likely mistake is found in a power's own orders, names the rule behind
it, and never depends on what any other power ordered."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import initial_position, standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.orders import Order
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.position import (FALL, MOVEMENT, RETREATS, SPRING, Dislodged, Phase, Position,
                                               make_units)
from diplomacy_desktop.teaching.advice import RULE_OF, Advice, AdviceCode, advise, explains
from diplomacy_desktop.teaching.rules import RULE_IDS
from tests.engine.test_properties import POWERS, boards, coordinated, movement_order, order_sets, owners

MAP = standard_map()
A = AdviceCode


def orders(*texts: str) -> list[Order]:
    return [read_order(t, game_map=standard_map()) for t in texts]


def codes(found: tuple[Advice, ...]) -> list[AdviceCode]:
    return [a.code for a in found]


def position(units: dict[str, list[str]], season: str = SPRING, centres: dict[str, str] | None = None) -> Position:
    return Position(Phase(1902, season, MOVEMENT), make_units(units), centres or {})


START = initial_position(standard_map())


# -- one test per warning ------------------------------------------------------------------------

def test_support_to_hold_for_a_unit_ordered_to_move_is_flagged_with_rule_8() -> None:
    board = position({"france": ["A par", "A bur"]})
    given_orders = orders("A bur S A par", "A par - pic")
    found = advise(board, "france", given_orders, standard_map())
    assert codes(found) == [A.SUPPORT_HOLD_MOVES]
    assert found[0].orders == (given_orders[0], given_orders[1])
    assert found[0].provinces == ("par", "pic")
    assert found[0].rule == "useful.8"


def test_support_of_a_move_the_unit_was_not_ordered_to_make_is_flagged_with_rule_9() -> None:
    given_orders = orders("A par S A mar - bur", "A mar - spa", "F bre - mao")
    found = advise(START, "france", given_orders, standard_map())
    assert codes(found) == [A.SUPPORT_WRONG_MOVE]
    assert found[0].orders == (given_orders[0], given_orders[1])
    assert found[0].provinces == ("bur", "mar")
    assert found[0].rule == "useful.9"


def test_support_of_a_move_for_a_unit_left_unordered_is_flagged_and_the_unit_too() -> None:
    found = advise(START, "france", orders("A par S A mar - bur", "F bre - mao"), standard_map())
    assert codes(found) == [A.SUPPORT_WRONG_MOVE, A.NO_ORDER]
    assert found[0].orders == (read_order("A par S A mar - bur", game_map=standard_map()),)


def test_matching_supports_and_convoys_give_no_warning() -> None:
    assert advise(START, "france", orders("A par S A mar - bur", "A mar - bur", "F bre H"), standard_map()) == ()
    england = position({"england": ["A yor", "F nth", "F lon"]})
    assert advise(england, "england", orders("A yor - nwy", "F nth C A yor - nwy", "F lon - eng"), standard_map()) == ()


def test_support_of_another_powers_unit_is_never_judged() -> None:
    """Its owner's order is secret: whether it matches cannot be known from these orders."""
    board = position({"france": ["A par", "F bre", "A mar"], "germany": ["A mun"]})
    assert advise(board, "france", orders("A par S A mun - bur", "F bre H", "A mar H"), standard_map()) == ()


def test_convoy_of_own_army_not_ordered_there_is_flagged() -> None:
    england = position({"england": ["A yor", "F nth", "F lon"]})
    given_orders = orders("F nth C A yor - nwy", "A yor - lon", "F lon - eng")
    found = advise(england, "england", given_orders, standard_map())
    assert codes(found) == [A.CONVOY_NO_MOVE]
    assert found[0].orders == (given_orders[0], given_orders[1])
    assert found[0].provinces == ("nwy", "yor")
    assert found[0].rule == "orders.convoy"


def test_convoy_of_another_powers_army_is_never_judged() -> None:
    board = position({"england": ["F nth", "F lon"], "france": ["A bel"]})
    assert advise(board, "england", orders("F nth C A bel - nwy", "F lon H"), standard_map()) == ()


def test_army_that_can_only_go_by_convoy_with_none_ordered_is_flagged() -> None:
    england = position({"england": ["A yor", "F nth"]})
    given_orders = orders("A yor - nwy", "F nth - ska")
    found = advise(england, "england", given_orders, standard_map())
    assert codes(found) == [A.NEEDS_CONVOY]
    assert found[0].orders == (given_orders[0],)
    assert found[0].provinces == ("nwy", "yor")


def test_army_whose_own_convoys_leave_a_gap_in_the_route_is_flagged() -> None:
    """London to Tunis needs every fleet on the way: one missing and only others could fill it."""
    england = position({"england": ["A lon", "F eng", "F mao", "F wes"]})
    found = advise(england, "england", orders("A lon - tun", "F eng C A lon - tun", "F mao C A lon - tun",
                                              "F wes H"), standard_map())
    assert codes(found) == [A.NEEDS_CONVOY]
    assert len(found[0].orders) == 3
    assert advise(england, "england", orders("A lon - tun", "F eng C A lon - tun", "F mao C A lon - tun",
                                             "F wes C A lon - tun"), standard_map()) == ()


def test_two_own_units_ordered_into_one_province_are_flagged_with_rule_3() -> None:
    given_orders = orders("A par - bur", "A mar - bur", "F bre - mao")
    found = advise(START, "france", given_orders, standard_map())
    assert codes(found) == [A.SAME_PROVINCE]
    assert found[0].orders == (given_orders[0], given_orders[1])
    assert found[0].provinces == ("bur",)
    assert found[0].about == found[0].orders


def test_attack_on_own_unit_that_stays_is_flagged_with_rule_12() -> None:
    board = position({"france": ["A par", "A mar", "F bre", "A bur"]})
    given_orders = orders("A par - bur", "A mar S A par - bur", "F bre - mao", "A bur H")
    found = advise(board, "france", given_orders, standard_map())
    assert codes(found) == [A.ATTACK_OWN]
    assert found[0].orders == (given_orders[0], given_orders[3])
    assert found[0].rule == "useful.12"


def test_attack_on_own_unit_that_moves_away_is_not_flagged() -> None:
    board = position({"france": ["A par", "A bur"]})
    assert advise(board, "france", orders("A par - bur", "A bur - mun"), standard_map()) == ()


def test_own_units_swapping_over_land_are_flagged_with_rule_6() -> None:
    board = position({"france": ["A par", "A bur"]})
    given_orders = orders("A par - bur", "A bur - par")
    found = advise(board, "france", given_orders, standard_map())
    assert codes(found) == [A.SWAP]
    assert set(found[0].orders) == set(given_orders)
    assert found[0].rule == "useful.6"


def test_swap_where_one_army_goes_by_own_convoy_is_not_flagged() -> None:
    board = position({"england": ["A lon", "A wal", "F eng"]})
    assert advise(board, "england", orders("A lon - wal", "A wal - lon", "F eng C A wal - lon"), standard_map()) == ()


def test_unit_left_unordered_is_flagged_once_per_unit() -> None:
    found = advise(START, "france", orders("A par - bur"), standard_map())
    assert codes(found) == [A.NO_ORDER, A.NO_ORDER]
    assert sorted(a.provinces for a in found) == [("bre",), ("mar",)]
    assert all(a.rule == "orders.writing" for a in found)


def test_fall_home_centre_left_empty_next_to_another_powers_unit_is_flagged() -> None:
    centres = {"par": "france", "mar": "france", "bre": "france"}
    board = position({"france": ["A par", "A mar", "F bre"], "germany": ["A bur"]}, FALL, centres)
    given_orders = orders("A par - pic", "A mar - spa", "F bre H")
    found = advise(board, "france", given_orders, standard_map())
    assert codes(found) == [A.HOME_EMPTY, A.HOME_EMPTY]
    assert sorted(a.provinces for a in found) == [("mar",), ("par",)]
    assert found[0].units == (read_order("A bur H", game_map=standard_map()).unit,)
    assert found[0].rule == "adjustments.ownership"


def test_home_centre_left_empty_in_spring_or_without_a_neighbour_is_not_flagged() -> None:
    centres = {"par": "france", "mar": "france", "bre": "france"}
    spring = position({"france": ["A par", "A mar", "F bre"], "germany": ["A bur"]}, SPRING, centres)
    assert advise(spring, "france", orders("A par - pic", "A mar H", "F bre H"), standard_map()) == ()
    quiet = position({"france": ["A par", "A mar", "F bre"], "germany": ["A mun"]}, FALL, centres)
    assert advise(quiet, "france", orders("A par - pic", "A mar H", "F bre H"), standard_map()) == ()


def test_a_friendly_powers_unit_next_to_an_empty_centre_is_no_threat() -> None:
    centres = {"par": "france", "mar": "france", "bre": "france"}
    board = position({"france": ["A par", "A mar", "F bre"], "germany": ["A bur"]}, FALL, centres)
    assert advise(board, "france", orders("A par - pic", "A mar H", "F bre H"), standard_map(), friendly={"germany"}) == ()


def test_home_centre_filled_by_another_own_unit_is_not_flagged() -> None:
    centres = {"par": "france", "mar": "france", "bre": "france"}
    board = position({"france": ["A par", "A gas", "F bre", "A mar"], "germany": ["A bur"]}, FALL, centres)
    assert advise(board, "france", orders("A par - pic", "A gas - par", "F bre H", "A mar H"), standard_map()) == ()


def retreat(text: str) -> Order:
    return read_order(text, phase_kind=RETREATS, game_map=standard_map())


def test_dislodged_unit_left_unordered_is_flagged_it_will_be_disbanded() -> None:
    board = Position(Phase(1902, FALL, RETREATS), make_units({"france": ["A pic"]}), {},
                     dislodged=(Dislodged("france", read_order("A bur H", game_map=standard_map()).unit, "mun", ("par", "gas")),
                                Dislodged("france", read_order("F eng H", game_map=standard_map()).unit, "nth", ("mao", "iri"))))
    found = advise(board, "france", [retreat("A bur - gas")], standard_map())
    assert found == (Advice(A.NO_RETREAT_ORDER, (), ("eng",), (read_order("F eng H", game_map=standard_map()).unit,)),)
    assert found[0].rule == "retreats.no_order"


def test_two_own_retreats_to_one_province_are_flagged() -> None:
    board = Position(Phase(1902, FALL, RETREATS), make_units({}), {},
                     dislodged=(Dislodged("france", read_order("A bur H", game_map=standard_map()).unit, "mun", ("par", "gas")),
                                Dislodged("france", read_order("A pic H", game_map=standard_map()).unit, "bel", ("par", "bre"))))
    given_orders = [retreat("A bur - par"), retreat("A pic - par")]
    found = advise(board, "france", given_orders, standard_map())
    assert codes(found) == [A.SAME_RETREAT]
    assert found[0].orders == tuple(given_orders)
    assert found[0].rule == "retreats.clash"
    assert advise(board, "france", [retreat("A bur - gas"), retreat("A pic - par")], standard_map()) == ()


def test_adjustment_phase_has_no_warnings() -> None:
    board = Position(Phase(1902, "winter", "adjustments"), make_units({"france": ["A pic"]}),
                     {"par": "france", "mar": "france", "bre": "france"})
    assert advise(board, "france", (), standard_map()) == ()


def test_scorecard_words_come_from_the_same_warnings() -> None:
    given_orders = orders("A par - bur", "A mar - bur", "F bre - mao")
    found = advise(START, "france", given_orders, standard_map())
    assert explains(found[0], given_orders[0]) and explains(found[0], given_orders[1])
    assert not explains(found[0], given_orders[2])
    assert not explains(advise(START, "france", orders("A par - bur"), standard_map())[0], given_orders[0])  # an unordered unit


def test_every_warning_names_a_rule_of_the_reference() -> None:
    assert set(RULE_OF) == set(AdviceCode)
    assert set(RULE_OF.values()) <= set(RULE_IDS)


# -- never another power's orders ---------------------------------------------------------------

SETTINGS = settings(deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large])


@st.composite
def tables(draw: st.DrawFn) -> tuple[Position, dict[str, list[Order]], dict[str, list[Order]], str]:
    """A random board in a random movement season, one power, and two different sets of orders
    for the other powers (both mostly nonsense, sometimes aimed at the power's own moves)."""
    units = draw(boards(min_units=6))
    season = draw(st.sampled_from([SPRING, FALL]))
    board = Position(Phase(1903, season, MOVEMENT), units, draw(owners()))
    first = draw(order_sets(units, movement_order))
    second = draw(order_sets(units, movement_order))
    if draw(st.booleans()):
        first = draw(coordinated(first))
    power = draw(st.sampled_from([p for p in POWERS if units.get(p)] or POWERS))
    return board, first, second, power


@SETTINGS
@given(tables())
def test_warnings_never_depend_on_other_powers_orders(case) -> None:  # noqa: ANN001
    board, first, second, power = case
    own = first.get(power, [])
    alone = advise(board, power, own, standard_map())
    # Whatever the others ordered (judged in between, so any cache of the engine has seen them),
    # the same orders of the power give the same warnings, on this position object or an equal one.
    for others in (first, second):
        everyone = {**others, power: own}
        adjudicate(board, everyone, standard_map())
        for other, their_orders in sorted(others.items()):
            if other in MAP.powers:
                advise(board, other, their_orders, standard_map())
        assert advise(board, power, own, standard_map()) == alone
        twin = Position(board.phase, dict(board.units), dict(board.centres))
        assert advise(twin, power, own, standard_map()) == alone
    for advice in alone:
        assert advice.rule in RULE_IDS
        assert all(o in own for o in advice.orders)  # only the power's own orders, as it gave them
