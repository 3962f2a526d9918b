"""The results say what happened in the rulebook's words: a unit is named once (never "dislodged by
A Marseilles from Marseilles", nor "moved to Piedmont ..., dislodging A Piedmont"), and a hold against a move that had no strength against it (a unit
of the same power, an army whose convoy failed) never reads "an attack of 0", in every language."""

from __future__ import annotations

import pytest

from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.orders import Unit
from diplomacy_desktop.engine.outcomes import ReasonCode
from diplomacy_desktop.engine.position import MOVEMENT, Phase, Position
from diplomacy_desktop.ui.names import location_name
from diplomacy_desktop.ui.reasons import explain_reason

UNITS = {"france": (Unit("A", "mar"), Unit("A", "tyr"), Unit("A", "bur"), Unit("A", "bel")),
         "italy": (Unit("A", "pie"),), "russia": (Unit("A", "war"),),
         "england": (Unit("A", "lon"), Unit("F", "nth")),
         "germany": (Unit("F", "hol"), Unit("F", "den"), Unit("A", "mun"), Unit("A", "ber")),
         "austria": (Unit("A", "boh"), Unit("A", "gal"))}
ORDERS = {"france": ["A mar - pie", "A tyr S A mar - pie", "A bur - bel", "A bel H"],
          "italy": ["A pie H"], "russia": ["A war H"],
          "england": ["A lon - bel", "F nth C A lon - bel"],
          "germany": ["F hol - nth", "F den S F hol - nth", "A mun S A ber", "A ber H"],
          "austria": ["A boh - mun", "A gal - war"]}
"""France dislodges Italy's A Piedmont; A Belgium holds against its own A Burgundy and against
England's A London, whose convoy Germany breaks; A Bohemia cuts A Munich's support; A Galicia
bounces off A Warsaw."""


def reasons() -> dict[str, str]:
    """Each order's reason in the window's language, by its unit's province."""
    game_map = standard_map()
    position = Position(Phase(1901, "spring", MOVEMENT), UNITS, {})
    orders = {p: [read_order(t, game_map=game_map) for t in given] for p, given in ORDERS.items()}
    resolution = adjudicate(position, orders, game_map)
    return {r.order.unit.location: explain_reason(r.reason)
            for results in resolution.results.values() for r in results}


def test_the_english_sentences(qapp) -> None:  # noqa: ANN001
    said = reasons()
    assert said["pie"] == "dislodged by A Marseilles: strength 2 against 1"
    assert said["mar"] == "moved with strength 2 against 1, dislodging A Piedmont"
    assert said["bel"] == "held: the move of A London could not dislodge it"
    assert said["mun"] == "cut: attacked by A Bohemia"
    assert said["gal"] == "bounced: strength 1 against A Warsaw, which held with 1"
    assert said["bur"] == "cannot dislodge A Belgium, a unit of the same power"  # the move's own result says why


def test_a_hold_against_a_move_with_strength_is_still_counted(qapp) -> None:  # noqa: ANN001
    assert reasons()["tyr"] == "support given to A Marseilles"
    game_map = standard_map()
    position = Position(Phase(1901, "spring", MOVEMENT), {"france": (Unit("A", "mar"),), "italy": (Unit("A", "pie"),)}, {})
    orders = {"france": [read_order("A mar H", game_map=game_map)], "italy": [read_order("A pie - mar", game_map=game_map)]}
    held = adjudicate(position, orders, game_map).results["france"][0].reason
    assert held.code is ReasonCode.HELD_AGAINST
    assert explain_reason(held) == "held with strength 1 against an attack of 1 by A Piedmont"


@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl", "pt"])
def test_each_unit_is_named_once_and_no_attack_of_nothing(qtbot, language, lang: str) -> None:  # noqa: ANN001
    if lang != "en":
        language(lang)
    said = reasons()
    for prov, named in (("pie", "mar"), ("mar", "pie"), ("mun", "boh"), ("gal", "war"), ("bel", "lon")):
        assert said[prov].count(location_name(named)) == 1, said[prov]
    assert "0" not in said["bel"], said["bel"]
    if lang != "en":
        english = {"dislodged by", "held:", "cut:", "bounced:"}
        assert not any(word in text for word in english for text in said.values()), said


def test_the_command_lines_english_says_the_same() -> None:
    """``diplomacy-desktop adjudicate`` explains results with the engine's English (no Qt): the
    same sentence as the window's, never "an attack of 0"."""
    game_map = standard_map()
    position = Position(Phase(1901, "spring", MOVEMENT), UNITS, {})
    orders = {p: [read_order(t, game_map=game_map) for t in given] for p, given in ORDERS.items()}
    results = {r.order.unit.location: r for rs in adjudicate(position, orders, game_map).results.values() for r in rs}
    assert results["bel"].explain() == "succeeds: held: the move of A lon could not dislodge it"
    assert "attack of" not in results["bel"].explain()
