"""The names a player reads come from the map's data: every province, power and two-player game
of the standard map is named in every language of the window, in one term per concept (the same
full name the order reader reads), and a names file that names what the map lacks is refused."""

from __future__ import annotations

import json

import pytest

from diplomacy_desktop.engine.board import MAPS_DIR, MapDataError, standard_map
from diplomacy_desktop.engine.map_names import KINDS, english_names, parse_map_names, standard_names
from diplomacy_desktop.engine.notation.tables import (LANGUAGES, NOTATION_DIR, NotationDataError, load_notation,
                                                     place_table, words_of)
from diplomacy_desktop.engine.variant import standard_variant

MAP = standard_map()
NAMES_FILE = MAPS_DIR / "standard" / "names.json"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_province_power_and_game_of_the_map_has_a_name_in_every_language(language: str) -> None:
    names = standard_names()
    assert names.missing(language) == []
    keys = {"provinces": list(MAP.provinces), "powers": list(MAP.powers),
            "scenarios": [s.name for s in standard_variant().scenarios]}
    assert len(keys["provinces"]) == 75 and len(keys["powers"]) == 7 and len(keys["scenarios"]) == 3
    for kind in KINDS:
        shown = [names.name(kind, key, language) for key in keys[kind]]
        assert all(name.strip() and name != key for name, key in zip(shown, keys[kind])), (kind, shown)
        assert len(set(shown)) == len(shown), f"{language}: two {kind} share a name"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_order_reader_reads_every_name_the_window_prints(language: str) -> None:
    """One term per concept, written once: the notation files have no full names of their own;
    the reader takes the map's, so a name typed as the window prints it is read as its province."""
    assert "names" not in json.loads((NOTATION_DIR / f"{language}.json").read_text(encoding="utf-8"))
    table = place_table(load_notation(language), MAP)
    for province in MAP.provinces:
        assert table[tuple(words_of(standard_names().name("provinces", province, language)))] == province


def test_a_notation_file_with_names_of_its_own_is_refused(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    from diplomacy_desktop.engine.notation import tables

    data = json.loads((NOTATION_DIR / "es.json").read_text(encoding="utf-8"))
    (tmp_path / "es.json").write_text(json.dumps({**data, "names": {"par": "Lutecia"}}), encoding="utf-8")
    monkeypatch.setattr(tables, "NOTATION_DIR", tmp_path)
    with pytest.raises(NotationDataError, match="full names are the map's"):
        tables.notation_data("es")


@pytest.mark.parametrize("language, province, power, scenario", [
    ("en", "Paris", "Germany", "France vs Austria"),
    ("es", "París", "Alemania", "Francia contra Austria"),
    ("cs", "Paříž", "Německo", "Francie proti Rakousku"),
    ("nl", "Parijs", "Duitsland", "Frankrijk tegen Oostenrijk"),
    ("pt", "Paris", "Alemanha", "França contra Áustria"),
])
def test_names_in_each_language(language: str, province: str, power: str, scenario: str) -> None:
    names = standard_names()
    assert (names.name("provinces", "par", language), names.name("powers", "germany", language),
            names.name("scenarios", "france-austria", language)) == (province, power, scenario)


def test_english_is_the_maps_and_the_variant_files_own() -> None:
    english = english_names(MAP, standard_variant())
    assert english["provinces"]["stp"] == "St Petersburg" and english["powers"]["turkey"] == "Turkey"
    assert english["scenarios"]["1914"] == "The 1914 game of the rulebook"
    assert "en" not in json.loads(NAMES_FILE.read_text(encoding="utf-8"))["languages"]


def test_a_name_the_file_leaves_out_is_shown_in_english() -> None:
    english = english_names(MAP, standard_variant())
    names = parse_map_names({"format": 1, "languages": {"xx": {"provinces": {"par": "Parigi"}}}}, english)
    assert names.name("provinces", "par", "xx") == "Parigi"
    assert names.name("provinces", "bur", "xx") == "Burgundy"
    assert names.name("powers", "italy", "xx") == "Italy"
    assert "provinces.bur" in names.missing("xx") and "provinces.par" not in names.missing("xx")


@pytest.mark.parametrize("languages, message", [
    ({"es": {"provinces": {"atl": "Atlántida"}}}, "names.languages.es.provinces.atl: the map has no such province"),
    ({"es": {"powers": {"spain": "España"}}}, "names.languages.es.powers.spain: the map has no such power"),
    ({"es": {"provinces": {"par": " "}}}, "names.languages.es.provinces.par: must be a name"),
    ({"es": {"cities": {}}}, "names.languages.es: must name only provinces, powers, scenarios"),
    ({"es": {"provinces": ["París"]}}, "names.languages.es.provinces: must map a key to a name"),
    ([], "names.languages: must map a language code to its names"),
    ({"en": {"provinces": {"par": "Paris"}}}, "names.languages.en: English names are the map's own"),
])
def test_a_names_file_that_names_what_the_map_lacks_is_refused(languages: object, message: str) -> None:
    with pytest.raises(MapDataError, match=message):
        parse_map_names({"format": 1, "languages": languages}, english_names(MAP, standard_variant()))
