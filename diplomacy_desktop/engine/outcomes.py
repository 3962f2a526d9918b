"""What happened to each order, and why, as data.

An :class:`OrderResult` carries one :class:`Outcome` from the DATC vocabulary, whether the
ordered unit was dislodged, and a :class:`Reason`: a code with parameters. The English text
is only one rendering of a reason (:func:`explain`); the UI translates the same codes, the
animation reads the strengths, and a teaching mode can point at the units named in it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum
from typing import Any, Mapping

from .orders import Order


class Outcome(str, Enum):
    SUCCEEDS = "succeeds"
    BOUNCED = "bounced"
    CUT = "cut"
    DISLODGED = "dislodged"
    VOID = "void"
    NO_EFFECT = "no_effect"
    NO_CONVOY = "no_convoy"
    DISRUPTED = "disrupted"
    DISBANDED = "disbanded"

    def __str__(self) -> str:
        return self.value


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an order had its outcome: ``code`` names the rule, ``params`` the facts.

    Parameters are plain values (numbers, unit strings like ``"A ber"``, provinces), so a
    reason can be saved, compared, rendered in any language and drawn on the board.
    """

    code: str
    params: Mapping[str, Any] = field(default_factory=dict)

    def __str__(self) -> str:
        return explain(self)


@dataclass(frozen=True, slots=True)
class OrderResult:
    order: Order
    outcome: Outcome
    reason: Reason
    dislodged: bool = False
    """The ordered unit was dislodged (its outcome may still say why its own order failed)."""
    disbanded: bool = False
    """The ordered unit left the board because of this phase (a failed or void retreat)."""

    @property
    def codes(self) -> list[str]:
        """The DATC codes: the outcome, plus ``dislodged`` / ``disbanded`` where they apply."""
        codes = [self.outcome.value]
        if self.dislodged and self.outcome is not Outcome.DISLODGED:
            codes.append(Outcome.DISLODGED.value)
        if self.disbanded and self.outcome is not Outcome.DISBANDED:
            codes.append(Outcome.DISBANDED.value)
        return codes

    def explain(self) -> str:
        return f"{self.outcome.value}: {explain(self.reason)}"


# English renderings, one per reason code. Parameters are filled by name.
_ENGLISH: dict[str, str] = {
    # Successes
    "moved": "moved to {dest} with attack {attack}",
    "moved_dislodging": "moved to {dest} with attack {attack} against hold {defence} of {defender}, dislodging it",
    "moved_beating": "moved to {dest}: attack {attack} beat {beaten}",
    "held": "held",
    "held_against": "held with strength {strength} against attack {attack} of {attacker}",
    "support_given": "support given to {supported}",
    "support_given_unused": "support given to {supported}, which did not need it",
    "convoyed": "convoyed {army} to {dest}",
    "retreated": "retreated to {dest}",
    "disbanded_by_order": "disbanded as ordered",
    "built": "built {unit}",
    "removed": "removed as ordered",
    "waived": "build waived",
    # Bounces
    "bounced_hold": "attack {attack} against hold {defence} of {defender} in {dest}",
    "bounced_prevent": "attack {attack} against prevent {prevent} of {other} in {dest}",
    "bounced_defend": "attack {attack} against defend {defence} of {defender} moving to {defender_dest}",
    "own_unit": "cannot dislodge {defender}, a unit of the same power",
    "lost_head_to_head": "beaten head-to-head by {attacker} with attack {attack} against defend {defence}",
    "retreat_clash": "{others} also retreated to {dest}; all are disbanded",
    # Supports
    "support_cut": "{attacker} attacked from {from_}",
    "support_cut_dislodged": "dislodged by {attacker}",
    "support_own_unit": "{supported} attacks {defender}, a unit of the supporter's own power",
    "support_mismatch": "{supported} was ordered {actual}",
    "support_unreachable": "{unit} cannot move to {province} itself, so it cannot support there",
    "support_impossible": "{supported} can only reach {dest} by a convoy the supporter would have to give",
    "support_no_unit": "there is no unit in {province} to support",
    # Convoys
    "convoy_mismatch": "{army} was ordered {actual}",
    "convoy_not_needed": "the convoy of {army} was not used",
    "convoy_off_route": "{unit} cannot be part of any convoy route from {src} to {dest}",
    "convoy_disrupted": "{fleet} was dislodged",
    "convoy_paradox": "convoy paradox, resolved by the Szykman rule (the army stays)",
    "no_route": "no convoy route from {src} to {dest} was ordered",
    "route_disrupted": "every route was broken ({fleets} dislodged)",
    "paradox": "convoy paradox, resolved by the Szykman rule (the army stays)",
    # Dislodged
    "dislodged": "dislodged by {attacker} from {from_} with attack {attack} against hold {defence}",
    # Illegal orders (void)
    "no_such_unit": "there is no unit at {location}",
    "not_your_unit": "{unit} belongs to {owner}",
    "wrong_unit_kind": "the unit at {location} is {actual}",
    "duplicate_order": "{unit} already has an order",
    "not_adjacent": "{unit} cannot move to {dest}",
    "coast_needed": "say which coast of {province} ({coasts})",
    "coast_unreachable": "{unit} cannot reach {dest}",
    "army_to_sea": "an army cannot move to a sea area",
    "fleet_inland": "a fleet cannot enter inland {dest}",
    "no_convoy_possible": "no fleets can convoy {unit} to {dest}",
    "convoy_not_at_sea": "only a fleet in a sea area can convoy",
    "convoy_not_army": "only armies can be convoyed",
    "fleet_via_convoy": "a fleet cannot be convoyed",
    "closed_province": "{province} may not be entered while Italy is neutral",
    "move_to_self": "a unit cannot move to its own province",
    "support_self": "a unit cannot support itself",
    "wrong_phase": "{order_kind} orders are not given in a {phase} phase",
    "not_dislodged": "{unit} was not dislodged",
    "retreat_not_allowed": "{unit} cannot retreat to {dest} ({why})",
    "no_order_disbanded": "no retreat was ordered",
    "no_retreat_possible": "nowhere to retreat",
    "build_not_home": "{province} is not a home centre of {power}",
    "build_not_owned": "{power} does not control {province}",
    "build_occupied": "{province} is occupied",
    "build_no_room": "{power} has no builds left",
    "build_fleet_inland": "a fleet cannot be built inland in {province}",
    "build_coast_needed": "a fleet built in {province} needs a coast",
    "build_twice": "{province} already has a build",
    "disband_not_needed": "{power} has no removals left",
    "civil_disorder": "{power} gave too few removals; farthest unit from its centres (distance {distance})",
    "hold_unordered": "held: no order",
}

# Why a retreat is not allowed, rendered inside "retreat_not_allowed".
RETREAT_BLOCK_REASONS = {
    "occupied": "occupied",
    "attacker": "the attacker came from there",
    "contested": "left empty by a standoff",
    "unreachable": "not adjacent",
}


def explain(reason: Reason) -> str:
    """English text of a reason (the UI uses its own translated templates)."""
    template = _ENGLISH.get(reason.code)
    if template is None:
        return reason.code.replace("_", " ")
    try:
        return template.format(**reason.params)
    except (KeyError, IndexError):
        return reason.code.replace("_", " ")


def reason_codes() -> list[str]:
    return list(_ENGLISH)
