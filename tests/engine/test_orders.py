"""Order notation: exact DATC notation both ways, lenient human input, and clear errors."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.orders import (Build, Convoy, Disband, Hold, Move, Retreat, SupportHold, SupportMove, Unit, Waive)
from diplomacy_desktop.engine.notation import OrderError, read_order

DATC = json.loads((Path(__file__).parent.parent / "data" / "datc.json").read_text())
ALL_DATC_ORDERS = sorted({o for c in DATC for orders in c["orders"].values() for o in orders}
                         | {o for c in DATC if "retreat_phase" in c
                            for orders in c["retreat_phase"]["orders"].values() for o in orders})


@pytest.mark.parametrize("text", ALL_DATC_ORDERS)
def test_every_datc_order_round_trips(text: str) -> None:
    assert str(read_order(text, game_map=standard_map())) == text


@pytest.mark.parametrize("text,expected", [
    ("Army Paris to Burgundy", Move(Unit("A", "par"), "bur")),
    ("a PAR -> bur", Move(Unit("A", "par"), "bur")),
    ("A Par-Bur", Move(Unit("A", "par"), "bur")),
    ("F North Sea C A Lon - Nwy", Convoy(Unit("F", "nth"), Unit("A", "lon"), "nwy")),
    ("fleet north sea convoys army london to norway", Convoy(Unit("F", "nth"), Unit("A", "lon"), "nwy")),
    ("A Munich supports A Berlin to Silesia", SupportMove(Unit("A", "mun"), Unit("A", "ber"), "sil")),
    ("F Denmark supports F Baltic Sea", SupportHold(Unit("F", "den"), Unit("F", "bal"))),
    ("A Vienna holds", Hold(Unit("A", "vie"))),
    ("F St Petersburg (south coast) - Gulf of Bothnia", Move(Unit("F", "stp/sc"), "bot")),
    ("F Mid-Atlantic Ocean - Spain (north coast)", Move(Unit("F", "mao"), "spa/nc")),
    ("F CON - BUL/EC", Move(Unit("F", "con"), "bul/ec")),
    ("A lon - bel via convoy", Move(Unit("A", "lon"), "bel", True)),
    ("BUILD F EDI", Build(Unit("F", "edi"))),
    ("DISBAND A GAL", Disband(Unit("A", "gal"))),
    ("F RUM DISBAND", Disband(Unit("F", "rum"))),
    ("WAIVE", Waive()),
    ("F Gulf of Lyon - Tyrrhenian Sea", Move(Unit("F", "lyo"), "tys")),
])
def test_lenient_input(text: str, expected: object) -> None:
    assert read_order(text, game_map=standard_map()) == expected


def test_move_in_a_retreat_phase_reads_as_a_retreat() -> None:
    assert read_order("A STP - MOS", phase_kind="retreats", game_map=standard_map()) == Retreat(Unit("A", "stp"), "mos")


def test_missing_unit_type_is_filled_from_the_board() -> None:
    units = {"par": Unit("A", "par"), "bre": Unit("F", "bre")}
    assert read_order("Paris - Burgundy", units=units, game_map=standard_map()) == Move(Unit("A", "par"), "bur")
    assert read_order("A gas S bre - pic", units=units, game_map=standard_map()) == SupportMove(Unit("A", "gas"), Unit("F", "bre"), "pic")


@pytest.mark.parametrize("text,word", [
    ("A par - xyz", "xyz"),
    ("A par jumps bur", "jumps"),
    ("Q par H", "q"),
    ("A par - bur now", "now"),
    ("F nth C A lon nwy", "nwy"),
])
def test_parse_error_names_the_wrong_word(text: str, word: str) -> None:
    with pytest.raises(OrderError) as err:
        read_order(text, game_map=standard_map())
    assert err.value.word == word
    assert repr(word) in str(err.value)


def test_empty_and_unit_without_type_are_errors() -> None:
    with pytest.raises(OrderError, match="empty"):
        read_order("   ", game_map=standard_map())
    with pytest.raises(OrderError, match="unit type"):
        read_order("Paris - Burgundy", game_map=standard_map())
