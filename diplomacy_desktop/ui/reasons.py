"""The engine's reasons and outcomes in the player's language.

The engine explains every result with a :class:`Reason` (a code and plain parameters). Each
code has one template here, marked for translation, with named ``{placeholders}``; the
parameters are localized before they are filled in (``"A ber"`` becomes ``"A Berlín"``,
``"bur"`` becomes ``"Borgoña"``), so a translator sees whole sentences and never notation.
A code this module does not know yet still renders (as the code's words) rather than failing.
"""

from __future__ import annotations

import re
from typing import Any, Mapping

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..engine.outcomes import Outcome, OrderResult, Reason
from .names import location_name, power_name, province_name, unit_from_text, unit_text

TEMPLATES: dict[str, str] = {
    # Successes
    "moved": QT_TRANSLATE_NOOP("Reason", "moved to {dest} with strength {attack}"),
    "moved_dislodging": QT_TRANSLATE_NOOP(
        "Reason", "moved to {dest} with strength {attack} against {defence}, dislodging {defender}"),
    "moved_beating": QT_TRANSLATE_NOOP("Reason", "moved to {dest}: strength {attack} beat {beaten}"),
    "held": QT_TRANSLATE_NOOP("Reason", "held"),
    "held_against": QT_TRANSLATE_NOOP(
        "Reason", "held with strength {strength} against an attack of {attack} by {attacker}"),
    "support_given": QT_TRANSLATE_NOOP("Reason", "support given to {supported}"),
    "support_given_unused": QT_TRANSLATE_NOOP("Reason", "support given to {supported}, which did not need it"),
    "convoyed": QT_TRANSLATE_NOOP("Reason", "convoyed {army} to {dest}"),
    "retreated": QT_TRANSLATE_NOOP("Reason", "retreated to {dest}"),
    "disbanded_by_order": QT_TRANSLATE_NOOP("Reason", "disbanded as ordered"),
    "built": QT_TRANSLATE_NOOP("Reason", "built {unit}"),
    "removed": QT_TRANSLATE_NOOP("Reason", "removed as ordered"),
    "waived": QT_TRANSLATE_NOOP("Reason", "build waived"),
    # Bounces
    "bounced_hold": QT_TRANSLATE_NOOP(
        "Reason", "bounced: strength {attack} against {defender} holding {dest} with {defence}"),
    "bounced_prevent": QT_TRANSLATE_NOOP(
        "Reason", "bounced: strength {attack} against {other}, also moving to {dest} with {prevent}"),
    "bounced_defend": QT_TRANSLATE_NOOP(
        "Reason", "bounced: strength {attack} against {defender} ({defence}), which was moving to {defender_dest}"),
    "own_unit": QT_TRANSLATE_NOOP("Reason", "cannot dislodge {defender}, a unit of the same power"),
    "lost_head_to_head": QT_TRANSLATE_NOOP(
        "Reason", "beaten head to head by {attacker}: strength {attack} against {defence}"),
    "retreat_clash": QT_TRANSLATE_NOOP("Reason", "{others} also retreated to {dest}; all are disbanded"),
    # Supports
    "support_cut": QT_TRANSLATE_NOOP("Reason", "cut by {attacker} attacking from {from_}"),
    "support_cut_dislodged": QT_TRANSLATE_NOOP("Reason", "cut: dislodged by {attacker}"),
    "support_own_unit": QT_TRANSLATE_NOOP(
        "Reason", "no effect: {supported} attacks {defender}, a unit of the supporter's own power"),
    "support_mismatch": QT_TRANSLATE_NOOP("Reason", "{supported} was ordered {actual}"),
    "support_unreachable": QT_TRANSLATE_NOOP(
        "Reason", "{unit} cannot move to {province} itself, so it cannot support there"),
    "support_impossible": QT_TRANSLATE_NOOP(
        "Reason", "{supported} can only reach {dest} by a convoy the supporter would have to give"),
    "support_no_unit": QT_TRANSLATE_NOOP("Reason", "there is no unit in {province} to support"),
    # Convoys
    "convoy_mismatch": QT_TRANSLATE_NOOP("Reason", "{army} was ordered {actual}"),
    "convoy_not_needed": QT_TRANSLATE_NOOP("Reason", "the convoy of {army} was not used"),
    "convoy_off_route": QT_TRANSLATE_NOOP("Reason", "{unit} cannot be part of a convoy from {src} to {dest}"),
    "convoy_disrupted": QT_TRANSLATE_NOOP("Reason", "the convoy failed: {fleet} was dislodged"),
    "convoy_paradox": QT_TRANSLATE_NOOP("Reason", "convoy paradox, settled by the Szykman rule: the army stays"),
    "no_route": QT_TRANSLATE_NOOP("Reason", "no convoy from {src} to {dest} was ordered"),
    "route_disrupted": QT_TRANSLATE_NOOP("Reason", "every convoy route was broken ({fleets} dislodged)"),
    "paradox": QT_TRANSLATE_NOOP("Reason", "convoy paradox, settled by the Szykman rule: the army stays"),
    # Dislodged
    "dislodged": QT_TRANSLATE_NOOP(
        "Reason", "dislodged by {attacker} from {from_}: strength {attack} against {defence}"),
    # Illegal orders (void)
    "no_such_unit": QT_TRANSLATE_NOOP("Reason", "there is no unit in {location}"),
    "not_your_unit": QT_TRANSLATE_NOOP("Reason", "{unit} belongs to {owner}"),
    "wrong_unit_kind": QT_TRANSLATE_NOOP("Reason", "the unit in {location} is {actual}"),
    "duplicate_order": QT_TRANSLATE_NOOP("Reason", "{unit} already has an order"),
    "not_adjacent": QT_TRANSLATE_NOOP("Reason", "{unit} cannot move to {dest}"),
    "coast_needed": QT_TRANSLATE_NOOP("Reason", "say which coast of {province}: {coasts}"),
    "coast_unreachable": QT_TRANSLATE_NOOP("Reason", "{unit} cannot reach {dest}"),
    "army_to_sea": QT_TRANSLATE_NOOP("Reason", "an army cannot move to a sea area"),
    "fleet_inland": QT_TRANSLATE_NOOP("Reason", "a fleet cannot enter {dest}, which is inland"),
    "no_convoy_possible": QT_TRANSLATE_NOOP("Reason", "no fleets can convoy {unit} to {dest}"),
    "convoy_not_at_sea": QT_TRANSLATE_NOOP("Reason", "only a fleet in a sea area can convoy"),
    "convoy_not_army": QT_TRANSLATE_NOOP("Reason", "only armies can be convoyed"),
    "fleet_via_convoy": QT_TRANSLATE_NOOP("Reason", "a fleet cannot be convoyed"),
    "move_to_self": QT_TRANSLATE_NOOP("Reason", "a unit cannot move to its own province"),
    "closed_province": QT_TRANSLATE_NOOP("Reason", "{province} may not be entered while Italy is neutral"),
    "support_self": QT_TRANSLATE_NOOP("Reason", "a unit cannot support itself"),
    "wrong_phase": QT_TRANSLATE_NOOP("Reason", "{order_kind} orders are not given in the {phase} phase"),
    "not_dislodged": QT_TRANSLATE_NOOP("Reason", "{unit} was not dislodged"),
    "retreat_not_allowed": QT_TRANSLATE_NOOP("Reason", "{unit} cannot retreat to {dest} ({why})"),
    "no_order_disbanded": QT_TRANSLATE_NOOP("Reason", "no retreat was ordered, so the unit is disbanded"),
    "no_retreat_possible": QT_TRANSLATE_NOOP("Reason", "nowhere to retreat"),
    "build_not_home": QT_TRANSLATE_NOOP("Reason", "{province} is not a home centre of {power}"),
    "build_not_owned": QT_TRANSLATE_NOOP("Reason", "{power} does not control {province}"),
    "build_occupied": QT_TRANSLATE_NOOP("Reason", "{province} is occupied"),
    "build_no_room": QT_TRANSLATE_NOOP("Reason", "{power} has no builds left"),
    "build_fleet_inland": QT_TRANSLATE_NOOP("Reason", "a fleet cannot be built in {province}, which is inland"),
    "build_coast_needed": QT_TRANSLATE_NOOP("Reason", "a fleet built in {province} needs a coast"),
    "build_twice": QT_TRANSLATE_NOOP("Reason", "{province} already has a build"),
    "disband_not_needed": QT_TRANSLATE_NOOP("Reason", "{power} has no removals left"),
    "civil_disorder": QT_TRANSLATE_NOOP(
        "Reason", "{power} gave too few removals: the unit farthest from its centres goes (distance {distance})"),
    "hold_unordered": QT_TRANSLATE_NOOP("Reason", "held: no order was given"),
}

# Words the engine puts inside some parameters, translated as whole phrases.
_PHRASES: dict[str, str] = {
    # why a retreat is refused (retreat_not_allowed's "why")
    "occupied": QT_TRANSLATE_NOOP("Reason", "occupied"),
    "the attacker came from there": QT_TRANSLATE_NOOP("Reason", "the attacker came from there"),
    "left empty by a standoff": QT_TRANSLATE_NOOP("Reason", "left empty by a standoff"),
    "not adjacent": QT_TRANSLATE_NOOP("Reason", "not adjacent"),
    # what a supported or convoyed unit actually did (support_mismatch's "actual")
    "to hold": QT_TRANSLATE_NOOP("Reason", "to hold"),
    "to support": QT_TRANSLATE_NOOP("Reason", "to support"),
    "to convoy": QT_TRANSLATE_NOOP("Reason", "to convoy"),
    # order kinds and phases (wrong_phase)
    "hold": QT_TRANSLATE_NOOP("Reason", "hold"),
    "move": QT_TRANSLATE_NOOP("Reason", "move"),
    "supporthold": QT_TRANSLATE_NOOP("Reason", "support"),
    "supportmove": QT_TRANSLATE_NOOP("Reason", "support"),
    "convoy": QT_TRANSLATE_NOOP("Reason", "convoy"),
    "retreat": QT_TRANSLATE_NOOP("Reason", "retreat"),
    "disband": QT_TRANSLATE_NOOP("Reason", "disband"),
    "build": QT_TRANSLATE_NOOP("Reason", "build"),
    "waive": QT_TRANSLATE_NOOP("Reason", "waive"),
    "movement": QT_TRANSLATE_NOOP("Reason", "movement"),
    "adjustment": QT_TRANSLATE_NOOP("Reason", "adjustment"),
    "army": QT_TRANSLATE_NOOP("Reason", "an army"),
    "fleet": QT_TRANSLATE_NOOP("Reason", "a fleet"),
}

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

_PLACEHOLDER = re.compile(r"\{(\w+)\}")
_POWERS = {"austria", "england", "france", "germany", "italy", "russia", "turkey"}
_MOVE_PHRASE = "to move to "


def _localize_value(key: str, value: Any) -> str:
    """One parameter in the player's language: units, places, powers and the engine's phrases."""
    if isinstance(value, (list, tuple)):
        return ", ".join(_localize_value(key, v) for v in value)
    text = str(value)
    if key in ("power", "owner") and text in _POWERS:
        return power_name(text)
    if text in _PHRASES:
        return QCoreApplication.translate("Reason", _PHRASES[text])
    if text.startswith(_MOVE_PHRASE):
        dest = location_name(text[len(_MOVE_PHRASE):])
        return QCoreApplication.translate("Reason", "to move to {dest}").replace("{dest}", dest)
    if ", " in text:
        return ", ".join(_localize_value(key, part) for part in text.split(", "))
    unit = unit_from_text(text)
    if unit is not None:
        return unit_text(unit)
    if key in ("coasts",):
        return text
    if re.fullmatch(r"[a-z]{3}(/[a-z]{2})?", text):
        return location_name(text) if "/" in text else province_name(text)
    return text


def explain_reason(reason: Reason) -> str:
    """The reason as a sentence in the UI language; never raises, whatever the parameters."""
    template = TEMPLATES.get(reason.code)
    if template is None:
        return reason.code.replace("_", " ")
    text = QCoreApplication.translate("Reason", template)
    params: Mapping[str, Any] = reason.params or {}

    def fill(match: re.Match[str]) -> str:
        name = match.group(1)
        return _localize_value(name, params[name]) if name in params else match.group(0)

    return _PLACEHOLDER.sub(fill, text)


def outcome_name(outcome: Outcome) -> str:
    return QCoreApplication.translate("Outcome", OUTCOMES.get(outcome, str(outcome)))


def explain_result(result: OrderResult) -> str:
    """``"bounced: strength 1 against ..."`` with the outcome first, then why."""
    words = outcome_name(result.outcome)
    extra = []
    if result.dislodged and result.outcome is not Outcome.DISLODGED:
        extra.append(outcome_name(Outcome.DISLODGED))
    if result.disbanded and result.outcome is not Outcome.DISBANDED:
        extra.append(outcome_name(Outcome.DISBANDED))
    if extra:
        words = f"{words} ({', '.join(extra)})"
    return f"{words} — {explain_reason(result.reason)}"


def order_failed(result: OrderResult) -> bool:
    """Did this order fail, as the board should mark it?

    A convoy or support that was attacked but whose job was done is not a failure (players
    complained about clients that drew an intact convoy as failed), and "no effect" is not one.
    """
    return result.outcome not in (Outcome.SUCCEEDS, Outcome.NO_EFFECT)
