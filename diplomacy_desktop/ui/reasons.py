"""The engine's reasons and outcomes in the player's language.

The engine explains every result with a :class:`Reason`: a :class:`ReasonCode` and typed
parameters (units, locations, powers, strengths, orders, enums; see ``PARAM_KINDS``). Each code
has one English template, the engine's (``outcomes.ENGLISH``, chosen by ``outcomes.template``,
marked there for ``pyside6-lupdate``), translated here in context ``Reason``, with named
``{placeholders}``; each parameter is rendered from its value and type (``Unit("A", "ber")``
becomes ``"A Berlín"``, the location ``"bur"`` becomes ``"Borgoña"``), so a translator sees
whole sentences and never notation, and nothing is parsed back from text.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..engine.kinds import OrderKind
from ..engine.orders import Move, OrderBase, Unit
from ..engine.outcomes import (ACTUAL_PHRASES, MOVE_PHRASE, PARAM_KINDS, PARAM_WORDS, Outcome, OrderResult, ParamKind,
                               ParamValue, Reason, template)
from .names import location_name, power_name, unit_text

OUTCOMES: dict[Outcome, str] = {
    Outcome.SUCCEEDS: QT_TRANSLATE_NOOP("Outcome", "succeeded"),
    Outcome.BOUNCED: QT_TRANSLATE_NOOP("Outcome", "bounced"),
    Outcome.CUT: QT_TRANSLATE_NOOP("Outcome", "cut"),
    Outcome.DISLODGED: QT_TRANSLATE_NOOP("Outcome", "dislodged"),
    Outcome.VOID: QT_TRANSLATE_NOOP("Outcome", "illegal"),
    Outcome.NO_EFFECT: QT_TRANSLATE_NOOP("Outcome", "no effect"),
    Outcome.NO_CONVOY: QT_TRANSLATE_NOOP("Outcome", "no convoy"),
    Outcome.DISRUPTED: QT_TRANSLATE_NOOP("Outcome", "disrupted"),
    Outcome.DISBANDED: QT_TRANSLATE_NOOP("Outcome", "disbanded"),
}
_NOT_MATCHED = QT_TRANSLATE_NOOP("Outcome", "not matched")
_PLACEHOLDER = re.compile(r"\{(\w+)\}")


def _tr(text: str) -> str:
    return QCoreApplication.translate("Reason", text)


def _localize_value(name: str, value: ParamValue) -> str:
    """One parameter in the player's language, rendered by its type (see ``PARAM_KINDS``)."""
    kind = PARAM_KINDS.get(name)
    if kind is ParamKind.ORDER:
        return _actual_text(value if isinstance(value, OrderBase) else None)
    if isinstance(value, Unit):
        return unit_text(value)
    if isinstance(value, tuple):
        return ", ".join(_localize_value(name, v) for v in value)
    if isinstance(value, str) and value in PARAM_WORDS:
        return _tr(PARAM_WORDS[value])
    if kind is ParamKind.POWER:
        return power_name(str(value))
    if kind in (ParamKind.LOCATION, ParamKind.LOCATIONS):
        return location_name(str(value))
    return str(value)


def _actual_text(order: OrderBase | None) -> str:
    """What a supported or convoyed unit was ordered instead: "to move to Tyrol", "to hold"."""
    if isinstance(order, Move):
        return _tr(MOVE_PHRASE).replace("{dest}", location_name(order.dest))
    return _tr(ACTUAL_PHRASES.get(order.kind if order is not None else OrderKind.HOLD, ACTUAL_PHRASES[OrderKind.HOLD]))


def explain_reason(reason: Reason) -> str:
    """The reason as a sentence in the UI language; never raises, whatever the parameters."""
    english = template(reason)
    if english is None:
        return reason.code.replace("_", " ")
    params = reason.params or {}
    text = _tr(english)

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        return _localize_value(name, params[name]) if name in params else match.group(0)

    return _PLACEHOLDER.sub(fill, text)


def outcome_name(outcome: Outcome) -> str:
    return QCoreApplication.translate("Outcome", OUTCOMES.get(outcome, str(outcome)))


def result_word(result: OrderResult) -> str:
    """The outcome as a player says it: "not matched" for a support or convoy whose unit was
    ordered something else (DATC calls it void, but nothing illegal was ordered)."""
    if result.reason.code.is_mismatch:
        return QCoreApplication.translate("Outcome", _NOT_MATCHED)
    return outcome_name(result.outcome)
