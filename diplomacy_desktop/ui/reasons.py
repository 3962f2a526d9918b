"""The engine's reasons and outcomes in the player's language.

The engine explains every result with a :class:`Reason`: a :class:`ReasonCode` and typed
parameters (units, locations, powers, strengths, orders, enums; see ``PARAM_KINDS``). Each code
has one template here, marked for translation, with named ``{placeholders}``; each parameter is
rendered from its value and type (``Unit("A", "ber")`` becomes ``"A Berlín"``, the location
``"bur"`` becomes ``"Borgoña"``), so a translator sees whole sentences and never notation, and
nothing is parsed back from text.
"""

from __future__ import annotations

import re
from typing import Mapping

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..engine.kinds import OrderKind, PhaseKind
from ..engine.orders import Move, OrderBase, Unit
from ..engine.outcomes import PARAM_KINDS, Outcome, OrderResult, ParamKind, ParamValue, Reason, RetreatBlock
from .names import location_name, power_name, unit_text

TEMPLATES: dict[str, str] = {
    # Successes
    "moved": QT_TRANSLATE_NOOP("Reason", "moved to {dest} with strength {attack}"),
    "moved_dislodging": QT_TRANSLATE_NOOP(
        "Reason", "moved to {dest} with strength {attack} against {defence}, dislodging {defender}"),
    "held": QT_TRANSLATE_NOOP("Reason", "held"),
    "held_against": QT_TRANSLATE_NOOP(
        "Reason", "held with strength {strength} against an attack of {attack} by {attacker}"),
    "support_given": QT_TRANSLATE_NOOP("Reason", "support given to {supported}"),
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
    "convoy_disrupted": QT_TRANSLATE_NOOP("Reason", "the convoy failed: {fleets} dislodged"),
    "convoy_paradox": QT_TRANSLATE_NOOP(
        "Reason", "no effect: the convoy and an attack on it decide each other; the rules then let the convoy fail"),
    "no_route": QT_TRANSLATE_NOOP("Reason", "no convoy from {src} to {dest} was ordered"),
    "route_disrupted": QT_TRANSLATE_NOOP("Reason", "every convoy route was broken ({fleets} dislodged)"),
    "paradox": QT_TRANSLATE_NOOP(
        "Reason", "the army stays: its convoy and an attack on it decide each other; the rules let the convoy fail"),
    # Dislodged
    "dislodged": QT_TRANSLATE_NOOP(
        "Reason", "dislodged by {attacker} from {from_}: strength {attack} against {defence}"),
    # Illegal orders (void)
    "no_such_unit": QT_TRANSLATE_NOOP("Reason", "there is no unit in {location}"),
    "not_your_unit": QT_TRANSLATE_NOOP("Reason", "{unit} belongs to {owner}"),
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
}

# Values of enum parameters, and what a supported or convoyed unit was actually ordered.
_WORDS: Mapping[object, str] = {
    RetreatBlock.OCCUPIED: QT_TRANSLATE_NOOP("Reason", "occupied"),
    RetreatBlock.ATTACKER: QT_TRANSLATE_NOOP("Reason", "the attacker came from there"),
    RetreatBlock.CONTESTED: QT_TRANSLATE_NOOP("Reason", "left empty by a standoff"),
    RetreatBlock.UNREACHABLE: QT_TRANSLATE_NOOP("Reason", "not adjacent"),
    OrderKind.HOLD: QT_TRANSLATE_NOOP("Reason", "hold"),
    OrderKind.MOVE: QT_TRANSLATE_NOOP("Reason", "move"),
    OrderKind.SUPPORT_HOLD: QT_TRANSLATE_NOOP("Reason", "support"),
    OrderKind.SUPPORT_MOVE: QT_TRANSLATE_NOOP("Reason", "support"),
    OrderKind.CONVOY: QT_TRANSLATE_NOOP("Reason", "convoy"),
    OrderKind.RETREAT: QT_TRANSLATE_NOOP("Reason", "retreat"),
    OrderKind.DISBAND: QT_TRANSLATE_NOOP("Reason", "disband"),
    OrderKind.BUILD: QT_TRANSLATE_NOOP("Reason", "build"),
    OrderKind.WAIVE: QT_TRANSLATE_NOOP("Reason", "waive"),
    PhaseKind.MOVEMENT: QT_TRANSLATE_NOOP("Reason", "movement"),
    PhaseKind.RETREATS: QT_TRANSLATE_NOOP("Reason", "retreat"),
    PhaseKind.ADJUSTMENTS: QT_TRANSLATE_NOOP("Reason", "adjustment"),
}
_ACTUAL: Mapping[OrderKind, str] = {
    OrderKind.HOLD: QT_TRANSLATE_NOOP("Reason", "to hold"),
    OrderKind.SUPPORT_HOLD: QT_TRANSLATE_NOOP("Reason", "to support"),
    OrderKind.SUPPORT_MOVE: QT_TRANSLATE_NOOP("Reason", "to support"),
    OrderKind.CONVOY: QT_TRANSLATE_NOOP("Reason", "to convoy"),
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
    if value in _WORDS:
        return _tr(_WORDS[value])  # type: ignore[index]
    if kind is ParamKind.POWER:
        return power_name(str(value))
    if kind in (ParamKind.LOCATION, ParamKind.LOCATIONS):
        return location_name(str(value))
    return str(value)


def _actual_text(order: OrderBase | None) -> str:
    """What a supported or convoyed unit was ordered instead: "to move to Tyrol", "to hold"."""
    if isinstance(order, Move):
        return QCoreApplication.translate("Reason", "to move to {dest}").replace("{dest}", location_name(order.dest))
    return _tr(_ACTUAL.get(order.kind if order is not None else OrderKind.HOLD, _ACTUAL[OrderKind.HOLD]))


def explain_reason(reason: Reason) -> str:
    """The reason as a sentence in the UI language; never raises, whatever the parameters."""
    template = TEMPLATES.get(reason.code)
    if template is None:
        return reason.code.replace("_", " ")
    text = QCoreApplication.translate("Reason", template)
    params = reason.params or {}

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
