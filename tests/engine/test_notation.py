"""Order notation as data: every language reads what it writes, and the rulebooks' own orders.

The round trips are the promise of :mod:`diplomacy_desktop.engine.notation`: every DATC order and
every legal order of random boards, written in a language, reads back to the same order.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import HealthCheck

from diplomacy_desktop.engine.board import initial_position, standard_map
from diplomacy_desktop.engine.cases import read_case
from diplomacy_desktop.engine.legal import all_legal_orders
from diplomacy_desktop.engine.notation import (LANGUAGES, AmbiguousOrderError, IllegalOrderError, OrderError,
                                               OrderSyntaxError, SyntaxCode, format_order, load_notation,
                                               parse_order, read_order)
from diplomacy_desktop.engine.notation.tables import (NOTATION_DIR, PLACE_TABLES, NotationDataError, notation_data,
                                                     notation_from_json, place_table, words_of)
from diplomacy_desktop.engine.orders import (Build, Convoy, Disband, Hold, Move, Retreat, SupportHold, SupportMove,
                                             Unit, Waive)
from diplomacy_desktop.engine.outcomes import ReasonCode
from diplomacy_desktop.engine.position import ADJUSTMENTS, MOVEMENT, Phase, Position

from .test_properties import boards
from .test_rulebook_examples import BY_ID, example_position

MAP = standard_map()
DATC = json.loads((Path(__file__).parent.parent / "data" / "datc.json").read_text())


def _datc_phases() -> list[tuple[str, dict]]:
    out = [(c["id"], c) for c in DATC]
    out += [(c["id"] + "/retreats", {**c["retreat_phase"], "supply_centers": c.get("supply_centers", {})})
            for c in DATC if "retreat_phase" in c]
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_datc_order_round_trips_in_every_language(lang: str) -> None:
    notation = load_notation(lang)
    checked = 0
    for case_id, case in _datc_phases():
        position, orders = read_case(case, standard_map())
        units = position.units_for_orders()
        for power_orders in orders.values():
            for order in power_orders:
                text = format_order(order, notation, position.phase.kind)
                back = read_order(text, notation, game_map=MAP, units=units, phase_kind=position.phase.kind)
                assert back == order, (case_id, text)
                checked += 1
    assert checked > 400


def _round_trip_all_legal(position: Position) -> int:
    count = 0
    for lang in LANGUAGES:
        notation = load_notation(lang)
        for power in MAP.powers:
            for orders in all_legal_orders(position, power, MAP).values():
                for order in orders:
                    text = format_order(order, notation, position.phase.kind)
                    assert parse_order(text, position, notation, power=power, game_map=standard_map()) == order, (lang, text)
                    count += 1
    return count


@settings(deadline=None, suppress_health_check=[HealthCheck.too_slow], max_examples=8)
@given(boards(min_units=4, max_units=20))
def test_every_legal_order_of_random_boards_round_trips(units: dict[str, tuple[Unit, ...]]) -> None:
    position = Position(Phase(1901, "spring", MOVEMENT), units, dict(initial_position(standard_map()).centres))
    _round_trip_all_legal(position)


def test_every_build_and_removal_round_trips() -> None:
    start = initial_position(standard_map())
    # France lost Paris's army and gained two centres; Russia must remove one unit.
    units = dict(start.units)
    units["france"] = (Unit("F", "bre"),)
    units["russia"] = start.units["russia"] + (Unit("A", "ukr"),)
    centres = dict(start.centres) | {"spa": "france", "por": "france"}
    position = Position(Phase(1901, "winter", ADJUSTMENTS), units, centres)
    assert _round_trip_all_legal(position) > 10


@pytest.mark.parametrize("lang,text,expected", [
    ("es", "E Par-Bor", Move(Unit("A", "par"), "bur")),
    ("es", "E Gas A E Mar-Bor", SupportMove(Unit("A", "gas"), Unit("A", "mar"), "bur")),
    ("es", "F MNe T E Ank-Seb", Convoy(Unit("F", "bla"), Unit("A", "ank"), "sev")),
    ("es", "F Kie-Din", Move(Unit("F", "kie"), "den")),
    ("es", "F Con-CE Bul", Move(Unit("F", "con"), "bul/ec")),
    ("es", "E Par M", Hold(Unit("A", "par"))),
    ("es", "F Lon M", Hold(Unit("F", "lon"))),
    ("es", "E francés Par-Bor", Move(Unit("A", "par"), "bur")),
    ("es", "F Gal-Liv", Move(Unit("F", "wal"), "lvp")),
    ("es", "F GLE-MOc", Move(Unit("F", "lyo"), "wes")),
    ("es", "Ejército París avanza sobre Borgoña", Move(Unit("A", "par"), "bur")),
    ("cs", "A - Par>Bur", Move(Unit("A", "par"), "bur")),
    ("cs", "A - Par : Drž pozici", Hold(Unit("A", "par"))),
    ("cs", "F - Den : S - F - Bal", SupportHold(Unit("F", "den"), Unit("F", "bal"))),
    ("cs", "F - Bla : C - A - Ank›Sev", Convoy(Unit("F", "bla"), Unit("A", "ank"), "sev")),
    ("cs", "A - Gas : S - (Francie) A - Mar»Bur", SupportMove(Unit("A", "gas"), Unit("A", "mar"), "bur")),
    ("cs", "F Con-Bul EC", Move(Unit("F", "con"), "bul/ec")),
    ("cs", "A Paříž - Burgundsko", Move(Unit("A", "par"), "bur")),
    ("nl", "A Par Holds", Hold(Unit("A", "par"))),
    ("nl", "F Skag-Nwy", Move(Unit("F", "ska"), "nwy")),
    ("nl", "A Gas S Frans A Mar-Bur", SupportMove(Unit("A", "gas"), Unit("A", "mar"), "bur")),
    ("nl", "F GoL-Spa SC", Move(Unit("F", "lyo"), "spa/sc")),
    ("en", "A Gas S French A Mar - Bur", SupportMove(Unit("A", "gas"), Unit("A", "mar"), "bur")),
])
def test_the_rulebooks_own_orders_are_read(lang: str, text: str, expected: object) -> None:
    order = read_order(text, load_notation(lang), game_map=standard_map())
    assert expected is None or order == expected


def test_spanish_gal_is_wales_and_english_gal_is_galicia() -> None:
    assert read_order("E Gal M", load_notation("es"), game_map=standard_map()) == Hold(Unit("A", "wal"))
    assert read_order("A Gal H", load_notation("en"), game_map=standard_map()) == Hold(Unit("A", "gal"))
    assert read_order("E Gli M", load_notation("es"), game_map=standard_map()) == Hold(Unit("A", "gal"))


def test_spanish_m_is_hold_and_a_is_support() -> None:
    es = load_notation("es")
    assert read_order("F Lon M", es, game_map=standard_map()) == Hold(Unit("F", "lon"))
    assert format_order(SupportHold(Unit("A", "mar"), Unit("A", "par")), es) == "E Mar A E Par"
    assert format_order(Move(Unit("F", "con"), "bul/ec"), es) == "F Con-CE Bul"


@pytest.mark.parametrize("lang,text", [("en", "F Edi"), ("es", "F Edi"), ("cs", "F Edi"), ("nl", "F Edi"),
                                       ("pt", "F Edi"), ("en", "Build F Edi"), ("es", "Construir F Edi"),
                                       ("cs", "Umístit F Edi"), ("nl", "Bouw F Edi"), ("pt", "Construir F Edi")])
def test_builds_written_as_the_new_unit_are_read_in_an_adjustment_phase(lang: str, text: str) -> None:
    start = initial_position(standard_map())
    units = dict(start.units)
    units["england"] = (Unit("F", "lon"),)
    position = Position(Phase(1901, "winter", ADJUSTMENTS), units, dict(start.centres))
    assert parse_order(text, position, load_notation(lang), power="england", game_map=standard_map()) == Build(Unit("F", "edi"))


def test_a_unit_named_in_an_adjustment_phase_where_it_stands_is_removed() -> None:
    start = initial_position(standard_map())
    position = Position(Phase(1901, "winter", ADJUSTMENTS), start.units, {})
    assert parse_order("A Par", position, load_notation("en"), game_map=standard_map()) == Disband(Unit("A", "par"))


def test_a_move_in_a_retreat_phase_is_a_retreat_in_every_language() -> None:
    for lang in LANGUAGES:
        assert read_order("A Stp - Mos" if lang != "es" else "E SPt-Mos", load_notation(lang),
                          phase_kind="retreats", game_map=standard_map()) == Retreat(Unit("A", "stp"), "mos")


def test_waive_in_every_language() -> None:
    for lang, text in (("en", "WAIVE"), ("es", "No construir"), ("cs", "Nevyužít novou jednotku"),
                       ("nl", "Niet bouwen"), ("pt", "Não construir")):
        assert read_order(text, load_notation(lang), game_map=standard_map()) == Waive()
        assert format_order(Waive(), load_notation(lang)) == text


def test_syntax_errors_carry_a_code_the_word_and_the_notations_letters() -> None:
    with pytest.raises(OrderSyntaxError) as err:
        read_order("E Par X Bor", load_notation("es"), game_map=standard_map())
    assert err.value.code is SyntaxCode.EXPECTED_ORDER_WORD
    assert err.value.word == "x"
    assert err.value.expected == ("M", "-", "A", "T")
    with pytest.raises(OrderSyntaxError) as err:
        read_order("  ", game_map=standard_map())
    assert err.value.code is SyntaxCode.EMPTY
    with pytest.raises(OrderSyntaxError) as err:
        read_order("F nth C A lon nwy", game_map=standard_map())
    assert (err.value.code, err.value.word) == (SyntaxCode.EXPECTED_MOVE_WORD, "nwy")
    assert isinstance(err.value, OrderError) and isinstance(err.value, ValueError)


def test_a_coast_left_out_is_filled_in_or_the_options_are_given() -> None:
    units = {"france": (Unit("F", "mao"), Unit("F", "gas"))}
    position = Position(Phase(1901, "spring", MOVEMENT), units, {})
    assert parse_order("F Gas - Spa", position, game_map=standard_map()) == Move(Unit("F", "gas"), "spa/nc")
    with pytest.raises(AmbiguousOrderError) as err:
        parse_order("F Mao - Spa", position, game_map=standard_map())
    assert err.value.options == (Move(Unit("F", "mao"), "spa/nc"), Move(Unit("F", "mao"), "spa/sc"))


def test_a_unit_type_the_board_cannot_tell_is_ambiguous() -> None:
    start = initial_position(standard_map())
    position = Position(Phase(1901, "winter", ADJUSTMENTS), {"france": ()}, dict(start.centres))
    with pytest.raises(AmbiguousOrderError) as err:
        parse_order("Build Bre", position, game_map=standard_map())
    assert err.value.options == (Build(Unit("A", "bre")), Build(Unit("F", "bre")))
    assert parse_order("Build Par", position, game_map=standard_map()) == Build(Unit("A", "par"))


def test_an_illegal_order_carries_the_engines_reason() -> None:
    with pytest.raises(IllegalOrderError) as err:
        parse_order("A Par - Mun", initial_position(standard_map()), power="france", game_map=standard_map())
    assert err.value.reason.code is ReasonCode.NOT_ADJACENT


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_province_has_its_own_printed_code(lang: str) -> None:
    data = json.loads((NOTATION_DIR / f"{lang}.json").read_text(encoding="utf-8"))
    codes = data["provinces"]
    assert sorted(codes) == sorted(MAP.provinces)
    assert len({c.lower() for c in codes.values()}) == len(codes)
    assert data["source"]


def _meanings(data: dict) -> dict[str, set[str]]:
    """Every spelling a notation file gives a province (folded as the reader folds) -> its provinces."""
    meanings: dict[str, set[str]] = {}
    for table in PLACE_TABLES:
        for key, value in data.get(table, {}).items():
            name, province = (value, key) if table in ("provinces", "names") else (key, value)
            if name:
                meanings.setdefault(" ".join(words_of(name)), set()).add(province)
    return meanings


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_code_or_name_of_a_notation_file_means_two_places(lang: str) -> None:
    data = notation_data(lang)  # the file with the map's full names
    twice = {spelling: sorted(ps) for spelling, ps in _meanings(data).items() if len(ps) > 1}
    assert twice == {}
    # What the reader uses: the language's own spellings, never overridden by borrowed English ones,
    # so the typed box reads every code the order list prints as the province it was printed for.
    table = place_table(load_notation(lang), MAP)
    for spelling, ps in _meanings(data).items():
        assert table[tuple(spelling.split())] == ps.pop(), (lang, spelling)


def test_a_notation_file_giving_one_code_two_places_is_refused() -> None:
    data = notation_data("es")
    data["codes"] = {**data.get("codes", {}), "gal": "gal"}  # Gal is Wales in Spanish
    with pytest.raises(NotationDataError, match="'gal'"):
        notation_from_json(data)


def test_a_removal_reads_the_place_in_the_languages_own_codes() -> None:
    # Winter 1902 of the rulebooks' sample game: Russia has five units for four centres. The
    # Spanish rulebook prints the removal "E Gal", but its own list says Gal is Wales (Gales).
    position = example_position(BY_ID["rb-g07"])
    es = load_notation("es")
    with pytest.raises(IllegalOrderError) as err:
        parse_order("E Gal", position, es, power="russia", game_map=standard_map())
    assert err.value.order == Disband(Unit("A", "wal"))
    assert err.value.reason.code is ReasonCode.NO_SUCH_UNIT
    assert parse_order("E Gli", position, es, power="russia", game_map=standard_map()) == Disband(Unit("A", "gal"))
    assert parse_order("A Gal", position, load_notation("en"), power="russia", game_map=standard_map()) == Disband(Unit("A", "gal"))
    assert parse_order("F Kiel", position, es, power="germany", game_map=standard_map()) == Build(Unit("F", "kie"))


def test_a_language_does_not_borrow_englands_other_codes() -> None:
    # Dutch 003 misprints Italy's "F Wes-NAf" as "F West-Mat"; Mat is English's, not a Dutch code.
    with pytest.raises(OrderSyntaxError) as err:
        read_order("F West-Mat", load_notation("nl"), game_map=standard_map())
    assert (err.value.code, err.value.word) == (SyntaxCode.EXPECTED_DESTINATION, "mat")
    assert read_order("F West-Mid", load_notation("nl"), game_map=standard_map()) == Move(Unit("F", "wes"), "mao")
    assert read_order("F West-Mat", load_notation("en"), game_map=standard_map()) == Move(Unit("F", "wes"), "mao")
