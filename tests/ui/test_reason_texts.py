"""One English wording per reason: what the ``adjudicate`` command and the logs print
(``engine/outcomes.ENGLISH``) is what the window shows in English (``ui/reasons.TEMPLATES``, the
``tr()`` source texts that every translation in ``assets/i18n/*.ts`` is keyed by). The window's
copy has to stay written out for ``pyside6-lupdate``; this is what keeps the two the same."""

from __future__ import annotations

from diplomacy_desktop.engine import outcomes
from diplomacy_desktop.engine.outcomes import ENGLISH, ReasonCode
from diplomacy_desktop.ui import reasons
from diplomacy_desktop.ui.reasons import TEMPLATES


def test_every_reason_reads_the_same_in_the_engine_and_the_window() -> None:
    assert set(TEMPLATES) == {code.value for code in ReasonCode} == {code.value for code in ENGLISH}
    differ = {code.value: (ENGLISH[code], TEMPLATES[code.value]) for code in ReasonCode
              if ENGLISH[code] != TEMPLATES[code.value]}
    assert differ == {}, "engine vs window wording: " + "; ".join(f"{c}: {e!r} vs {w!r}" for c, (e, w) in differ.items())


def test_the_words_inside_a_reason_read_the_same_too() -> None:
    """Why a retreat is refused, an order's kind, a phase's kind: filled into the sentences above."""
    assert {key: reasons._WORDS[key] for key in outcomes._ENGLISH_WORDS} == dict(outcomes._ENGLISH_WORDS)
    assert set(reasons._WORDS) == set(outcomes._ENGLISH_WORDS)


def test_what_a_unit_did_instead_reads_the_same_too() -> None:
    """``A mun was ordered to move to tyr`` / ``... to hold``: the phrase a mismatch fills in."""
    from diplomacy_desktop.engine.kinds import OrderKind
    from diplomacy_desktop.engine.orders import Convoy, Hold, SupportHold, Unit

    army, fleet = Unit("A", "mun"), Unit("F", "nth")
    for order in (Hold(army), SupportHold(army, fleet), Convoy(fleet, Unit("A", "lon"), "nwy")):
        assert outcomes._english_actual(order) == reasons._ACTUAL[order.kind]
    assert set(reasons._ACTUAL) == {OrderKind.HOLD, OrderKind.SUPPORT_HOLD, OrderKind.SUPPORT_MOVE, OrderKind.CONVOY}
    assert outcomes._english_actual(None) == reasons._ACTUAL[OrderKind.HOLD]
