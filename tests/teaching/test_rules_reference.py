"""The rules reference: every rule in every language, and a rule behind every reason."""

from __future__ import annotations

import json

import pytest

from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.orders import Move, SupportHold, Unit
from diplomacy_desktop.engine.outcomes import Reason, ReasonCode
from diplomacy_desktop.engine.position import MOVEMENT, SPRING, Phase, Position
from diplomacy_desktop.teaching import rules
from diplomacy_desktop.teaching.rules import (LANGUAGES, REASON_RULES, RULE_IDS, RULES_DIR, USEFUL_RULES,
                                              RuleSection, RulesDataError, rule_for_reason, rule_texts, rules_in,
                                              section_of)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rule_is_written_in_every_language(language: str) -> None:
    data = json.loads((RULES_DIR / f"{language}.json").read_text(encoding="utf-8"))
    assert data["language"] == language
    assert list(data["rules"]) == list(RULE_IDS), "same rules, in reading order"
    for rule, entry in data["rules"].items():
        assert entry["title"].strip() and len(entry["text"]) > 40, rule


@pytest.mark.parametrize("language", [lang for lang in LANGUAGES if lang != "en"])
def test_no_rule_is_left_in_english(language: str) -> None:
    english, local = rule_texts("en"), rule_texts(language)
    same = [r for r in RULE_IDS if local[r].text == english[r].text or local[r].title == english[r].title]
    assert same == []


@pytest.mark.parametrize(("language", "words"), [
    ("es", ("ejército", "flota", "desaloja", "enfrentamiento", "centro de suministro", "anula")),
    ("cs", ("armáda", "flotila", "vytlač", "nerozhodn", "zásobovací centr", "přeruš")),
    ("nl", ("leger", "vloot", "verdreven", "patstelling", "aanvoercentr", "kapt")),
    ("pt", ("exército", "frota", "desaloja", "impasse", "centro de abastecimento", "corta", "comboi", "Espera")),
])
def test_the_rules_use_the_rulebooks_terms(language: str, words: tuple[str, ...]) -> None:
    text = " ".join(t.title + " " + t.text for t in rule_texts(language).values())
    assert [w for w in words if w not in text] == []


def test_the_22_useful_rules_are_a_section_of_their_own() -> None:
    assert len(USEFUL_RULES) == 22 and rules_in(RuleSection.USEFUL) == USEFUL_RULES
    assert all(section_of(r) is RuleSection.USEFUL for r in USEFUL_RULES)
    assert {section_of(r) for r in RULE_IDS} == set(RuleSection)
    assert all(rules_in(RuleSection(r.split(".")[0])) for r in RULE_IDS)


def test_every_reason_code_has_a_rule_that_exists() -> None:
    assert set(REASON_RULES) == set(ReasonCode)
    assert set(REASON_RULES.values()) <= set(RULE_IDS)
    assert rules.NO_ORDER_RULE in RULE_IDS and rules.UNUSED_BUILD_RULE in RULE_IDS


def _judge(units: dict[str, tuple[Unit, ...]], orders):  # noqa: ANN001, ANN202
    return adjudicate(Position(Phase(1901, SPRING, MOVEMENT), units, {}), orders, standard_map())


def test_an_equal_head_to_head_points_at_rule_6_and_an_unequal_one_at_head_to_head() -> None:
    ber, pru, sil = Unit("A", "ber"), Unit("A", "pru"), Unit("A", "sil")
    equal = _judge({"germany": (ber,), "russia": (pru,)},
                   {"germany": [Move(ber, "pru")], "russia": [Move(pru, "ber")]})
    assert rule_for_reason(equal.results["germany"][0].reason, equal.results["germany"][0]) == "useful.6"
    unequal = _judge({"germany": (ber, sil), "russia": (pru,)},
                     {"germany": [Move(ber, "pru"), Move(sil, "pru")], "russia": [Move(pru, "ber")]})
    loser = unequal.results["russia"][0]
    assert loser.reason.code is ReasonCode.BOUNCED_DEFEND or loser.dislodged
    assert rule_for_reason(Reason(ReasonCode.BOUNCED_DEFEND, {"attack": 1, "defence": 2})) == "movement.head_to_head"


def test_a_support_to_hold_points_at_rule_8() -> None:
    ber, mun = Unit("A", "ber"), Unit("A", "mun")
    res = _judge({"germany": (ber, mun)}, {"germany": [SupportHold(ber, mun)]})
    assert rule_for_reason(res.results["germany"][0].reason, res.results["germany"][0]) == "useful.8"


def test_a_broken_rules_file_names_the_file_and_the_field(tmp_path, monkeypatch) -> None:  # noqa: ANN001
    (tmp_path / "en.json").write_text(json.dumps({"rules": {"useful.1": {"title": "x"}}}), encoding="utf-8")
    monkeypatch.setattr(rules, "RULES_DIR", tmp_path)
    rule_texts.cache_clear()
    try:
        with pytest.raises(RulesDataError, match=r"en.json: rules.useful.1"):
            rule_texts("en")
    finally:
        rule_texts.cache_clear()
