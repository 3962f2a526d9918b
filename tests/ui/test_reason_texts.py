"""One English wording per reason: what the ``adjudicate`` command and the logs print
(``engine/outcomes.ENGLISH``) is the very text the window translates (``QCoreApplication.translate``
in context ``Reason``, the key of every translation in ``assets/i18n/*.ts``). The engine marks it
with its own ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds it there; these tests hold every
sentence and word to a finished translation in each language and show that the window uses them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QTranslator

from diplomacy_desktop.engine.kinds import OrderKind
from diplomacy_desktop.engine.orders import Convoy, Hold, Move, SupportHold, SupportMove, Unit
from diplomacy_desktop.engine.outcomes import (ACTUAL_PHRASES, ENGLISH, MOVE_PHRASE, PARAM_KINDS, PARAM_WORDS, ParamKind,
                                               Reason, ReasonCode, RetreatBlock, explain)
from diplomacy_desktop.ui.language_menu import I18N_DIR
from diplomacy_desktop.ui.reasons import explain_reason

LANGUAGES = ("es", "cs", "nl", "pt")


def _english_texts() -> set[str]:
    return {*ENGLISH.values(), *PARAM_WORDS.values(), *ACTUAL_PHRASES.values(), MOVE_PHRASE}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_english_reason_text_has_a_finished_translation(lang: str) -> None:
    """A sentence changed in the engine and not yet translated would show in English in every
    other language: the .ts file must hold it, in context Reason, translated."""
    root = ET.parse(I18N_DIR / f"diplomacy_desktop_{lang}.ts").getroot()
    translated = {m.findtext("source"): m.find("translation") for c in root.findall("context")
                  if c.findtext("name") == "Reason" for m in c.findall("message")}
    missing = sorted(t for t in _english_texts() if t not in translated
                     or translated[t].get("type") is not None or not (translated[t].text or "").strip())
    assert missing == []


def test_every_reason_code_has_its_english_template() -> None:
    assert set(ENGLISH) == set(ReasonCode)
    assert set(PARAM_WORDS) >= {*RetreatBlock, *OrderKind}  # every refusal and order kind has its word


def test_the_window_in_english_says_what_the_engine_says(qapp) -> None:  # noqa: ANN001
    """No translator installed: the window's sentence is the engine's, word for word (units and
    places named as the window names them)."""
    installed = qapp.findChildren(QTranslator)  # another test's language: set aside for this one
    for translator in installed:
        qapp.removeTranslator(translator)
    try:
        _english_window_matches_engine()
    finally:
        for translator in installed:
            qapp.installTranslator(translator)


def _english_window_matches_engine() -> None:
    cases = [
        (Reason(ReasonCode.SUPPORT_MISMATCH, {"supported": Unit("A", "mun"), "actual": Move(Unit("A", "mun"), "tyr")}),
            ("A mun was ordered to move to tyr", "A Munich was ordered to move to Tyrolia")),
        (Reason(ReasonCode.CONVOY_MISMATCH, {"army": Unit("A", "lon"), "actual": Hold(Unit("A", "lon"))}),
            ("A lon was ordered to hold", "A London was ordered to hold")),
        (Reason(ReasonCode.WRONG_PHASE, {"order_kind": OrderKind.BUILD, "phase": "movement"}),
            ("build orders are not given in the movement phase",) * 2),
        (Reason(ReasonCode.RETREAT_NOT_ALLOWED, {"unit": Unit("F", "nth"), "dest": "hol", "why": RetreatBlock.CONTESTED}),
            ("F nth cannot retreat to hol (left empty by a standoff)",
             "F North Sea cannot retreat to Holland (left empty by a standoff)")),
    ]
    assert [(reason, (explain(reason), explain_reason(reason))) for reason, _said in cases] == cases


def test_what_a_unit_did_instead_is_one_phrase_per_order_kind() -> None:
    """``A mun was ordered to move to tyr`` / ``... to hold``: the phrase a mismatch fills in."""
    army, fleet = Unit("A", "mun"), Unit("F", "nth")
    said = {order.kind: explain(Reason(ReasonCode.SUPPORT_MISMATCH, {"supported": army, "actual": order}))
            for order in (Hold(army), SupportHold(army, fleet), SupportMove(army, fleet, "nwy"),
                          Convoy(fleet, Unit("A", "lon"), "nwy"))}
    assert said == {kind: f"A mun was ordered {ACTUAL_PHRASES[kind]}" for kind in said}
    assert explain(Reason(ReasonCode.SUPPORT_MISMATCH, {"supported": army, "actual": None})) == "A mun was ordered to hold"


_PT_BEFORE = {
    ParamKind.UNIT: ("unidade",),
    ParamKind.LOCATION: ("província",),
    ParamKind.POWER: ("a", "da", "à"),
}
"""What stands before a name in a Portuguese reason. Names of places and units take an article
that changes with the name (*o* Mar do Norte, *a* Borgonha, Paris without one), and a unit's
letter ``A`` reads as the article itself ("A Paris pertence a França"), so each is set after a
noun that carries the article for it: *a unidade* A Paris, *para a província* Borgonha. Every
power's Portuguese name is feminine (*a* França, *da* Áustria, *à* Rússia). A name after a colon
is a label and needs none (*unidade construída:* A Paris)."""


def test_portuguese_reasons_give_every_name_its_article() -> None:
    """Said in the window: "moveu-se para Mar do Norte", "A Paris pertence a França", "Mar do
    Norte está ocupada" read wrong whatever the name; each name follows its noun or article."""
    root = ET.parse(I18N_DIR / "diplomacy_desktop_pt.ts").getroot()
    reasons = {m.findtext("source"): m.findtext("translation") or "" for c in root.findall("context")
               if c.findtext("name") == "Reason" for m in c.findall("message")}
    bare = []
    for source in sorted(_english_texts()):
        for match in re.finditer(r"\{(\w+)\}", reasons[source]):
            allowed = _PT_BEFORE.get(PARAM_KINDS.get(match.group(1)))
            before = reasons[source][:match.start()].split()
            if allowed is not None and (not before or before[-1] not in allowed and not before[-1].endswith(":")):
                bare.append(reasons[source])
    assert bare == []


def test_a_portuguese_reason_reads_with_its_articles(qapp) -> None:  # noqa: ANN001
    translator = QTranslator()
    assert translator.load(str(I18N_DIR / "diplomacy_desktop_pt.qm"))
    qapp.installTranslator(translator)
    try:
        said = [explain_reason(reason) for reason in (
            Reason(ReasonCode.NOT_YOUR_UNIT, {"unit": Unit("A", "par"), "owner": "france"}),
            Reason(ReasonCode.RETREATED, {"dest": "nth"}),
            Reason(ReasonCode.BUILD_OCCUPIED, {"province": "nth"}))]
    finally:
        qapp.removeTranslator(translator)
    assert said == ["a unidade A Paris pertence à França", "retirou-se para a província Mar do Norte",
                    "a província Mar do Norte está ocupada"]


_PT_NAMED = ("unit", "army", "supported", "defender", "attacker", "other", "dest", "place", "province", "location",
             "src", "defender_dest", "centre", "power", "owner", "phase")
"""Placeholders a unit's, place's, power's or phase's name fills anywhere in the window (``{phase}``
is "Outono de 1901 (movimentos)", except in the reasons, where it is the kind word "movimentos")."""


def test_no_portuguese_text_puts_a_bare_preposition_before_a_name() -> None:
    """"Continuar para Outono de 1901", "em Mar do Norte", "as aberturas de França": each reads
    wrong in Portuguese; "à província", "da França", "na fase" read right whatever the name. The
    article *a* before a power stays ("a França não controla..."); a list of fleets after *de*
    starts with the letter F, never an article."""
    root = ET.parse(I18N_DIR / "diplomacy_desktop_pt.ts").getroot()
    bare = []
    for context in root.findall("context"):
        names = [n for n in _PT_NAMED if not (n == "phase" and context.findtext("name") == "Reason")]
        pattern = re.compile(r"\b(de|para|em|a|por|contra|com|sobre|entre)\s+\{(" + "|".join(names) + r")\}")
        for message in context.findall("message"):
            forms = [message.findtext("translation") or ""] + [f.text or "" for f in message.iter("numerusform")]
            bare += [m.group(0) for text in forms for m in pattern.finditer(text)
                     if not (m.group(1) == "a" and m.group(2) in ("power", "owner"))]
    assert bare == []
