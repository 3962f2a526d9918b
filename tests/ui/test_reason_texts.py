"""One English wording per reason: what the ``adjudicate`` command and the logs print
(``engine/outcomes.ENGLISH``) is the very text the window translates (``QCoreApplication.translate``
in context ``Reason``, the key of every translation in ``assets/i18n/*.ts``). The engine marks it
with its own ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds it there; these tests hold every
sentence and word to a finished translation in each language and show that the window uses them."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import pytest
from PySide6.QtCore import QTranslator

from diplomacy_desktop.engine.kinds import OrderKind
from diplomacy_desktop.engine.orders import Convoy, Hold, Move, SupportHold, SupportMove, Unit
from diplomacy_desktop.engine.outcomes import (ACTUAL_PHRASES, ENGLISH, MOVE_PHRASE, PARAM_WORDS, Reason, ReasonCode,
                                               RetreatBlock, explain)
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
