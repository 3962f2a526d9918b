"""The rules reference: the 22 useful rules and the rules of each phase, keyed by rule id, and
the rule behind every :class:`ReasonCode`.

The ids are stable (progress, lessons and the UI's "why?" link use them); the texts, written in
our own words, live in ``assets/teaching/rules/<lang>.json`` so that every language is data a
test can check for completeness, and the CLI could show them without Qt. ``useful.N`` is rule N
of the rulebooks' list of 22 (RULES.md §15); the others are grouped by phase.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from functools import cache
from pathlib import Path
from typing import Mapping, Sequence

from ..engine.board import ASSETS_DIR
from ..engine.locations import province_of
from ..engine.orders import Move, SupportHold
from ..engine.outcomes import OrderResult, Reason, ReasonCode
from ..resources import read_section

RULES_DIR = ASSETS_DIR / "teaching" / "rules"
LANGUAGES = ("en", "es", "cs", "nl", "pt")


class RuleSection(StrEnum):
    """Where a rule sits in the reference, in the order a beginner reads it: the orders, how a
    movement phase is judged, the 22 useful rules, then the retreat and adjustment phases."""

    ORDERS = "orders"
    MOVEMENT = "movement"
    USEFUL = "useful"
    RETREATS = "retreats"
    ADJUSTMENTS = "adjustments"


USEFUL_RULES = tuple(f"useful.{n}" for n in range(1, 23))

PHASE_RULES: Mapping[str, RuleSection] = {
    "orders.hold": RuleSection.ORDERS,
    "orders.move": RuleSection.ORDERS,
    "orders.support": RuleSection.ORDERS,
    "orders.convoy": RuleSection.ORDERS,
    "orders.via_convoy": RuleSection.ORDERS,
    "orders.writing": RuleSection.ORDERS,
    "orders.illegal": RuleSection.ORDERS,
    "movement.geometry": RuleSection.MOVEMENT,
    "movement.coasts": RuleSection.MOVEMENT,
    "movement.strength": RuleSection.MOVEMENT,
    "movement.head_to_head": RuleSection.MOVEMENT,
    "movement.dislodgement": RuleSection.MOVEMENT,
    "movement.paradox": RuleSection.MOVEMENT,
    "retreats.where": RuleSection.RETREATS,
    "retreats.clash": RuleSection.RETREATS,
    "retreats.no_order": RuleSection.RETREATS,
    "adjustments.ownership": RuleSection.ADJUSTMENTS,
    "adjustments.count": RuleSection.ADJUSTMENTS,
    "adjustments.where": RuleSection.ADJUSTMENTS,
    "adjustments.civil_disorder": RuleSection.ADJUSTMENTS,
    "adjustments.victory": RuleSection.ADJUSTMENTS,
}
"""The rules of each phase that the useful rules leave out (the order types, the map, strength,
retreats and adjustments), in reading order within each section."""

SECTIONS: tuple[RuleSection, ...] = tuple(RuleSection)


def section_of(rule_id: str) -> RuleSection:
    """The section a rule is listed under; :class:`KeyError` for an unknown id."""
    if rule_id in USEFUL_RULES:
        return RuleSection.USEFUL
    return PHASE_RULES[rule_id]


def rules_in(section: RuleSection) -> tuple[str, ...]:
    """The rule ids of one section, in reading order."""
    if section is RuleSection.USEFUL:
        return USEFUL_RULES
    return tuple(r for r, s in PHASE_RULES.items() if s is section)


RULE_IDS: tuple[str, ...] = tuple(r for section in SECTIONS for r in rules_in(section))
"""Every rule id, in reading order."""


C = ReasonCode
REASON_RULES: Mapping[ReasonCode, str] = {
    C.MOVED: "orders.move",
    C.MOVED_DISLODGING: "movement.dislodgement",
    C.HELD: "orders.hold",
    C.HELD_AGAINST: "movement.strength",
    C.SUPPORT_GIVEN: "orders.support",
    C.CONVOYED: "orders.convoy",
    C.RETREATED: "retreats.where",
    C.DISBANDED_BY_ORDER: "retreats.no_order",
    C.BUILT: "adjustments.where",
    C.REMOVED: "adjustments.count",
    C.WAIVED: "adjustments.count",
    C.BOUNCED_HOLD: "movement.strength",
    C.BOUNCED_PREVENT: "useful.3",
    C.BOUNCED_DEFEND: "movement.head_to_head",
    C.OWN_UNIT: "useful.12",
    C.RETREAT_CLASH: "retreats.clash",
    C.SUPPORT_CUT: "useful.13",
    C.SUPPORT_CUT_DISLODGED: "useful.14",
    C.SUPPORT_OWN_UNIT: "useful.12",
    C.SUPPORT_MISMATCH: "useful.9",
    C.SUPPORT_UNREACHABLE: "orders.support",
    C.SUPPORT_IMPOSSIBLE: "orders.support",
    C.SUPPORT_NO_UNIT: "orders.support",
    C.CONVOY_MISMATCH: "orders.convoy",
    C.CONVOY_NOT_NEEDED: "orders.via_convoy",
    C.CONVOY_OFF_ROUTE: "orders.convoy",
    C.CONVOY_DISRUPTED: "useful.17",
    C.CONVOY_PARADOX: "movement.paradox",
    C.NO_ROUTE: "orders.convoy",
    C.ROUTE_DISRUPTED: "useful.17",
    C.PARADOX: "movement.paradox",
    C.DISLODGED: "movement.dislodgement",
    C.NO_SUCH_UNIT: "orders.illegal",
    C.NOT_YOUR_UNIT: "orders.illegal",
    C.DUPLICATE_ORDER: "orders.writing",
    C.NOT_ADJACENT: "movement.geometry",
    C.COAST_NEEDED: "movement.coasts",
    C.COAST_UNREACHABLE: "movement.coasts",
    C.ARMY_TO_SEA: "movement.geometry",
    C.FLEET_INLAND: "movement.geometry",
    C.NO_CONVOY_POSSIBLE: "orders.convoy",
    C.CONVOY_NOT_AT_SEA: "orders.convoy",
    C.CONVOY_NOT_ARMY: "orders.convoy",
    C.FLEET_VIA_CONVOY: "orders.convoy",
    C.CLOSED_PROVINCE: "movement.geometry",
    C.MOVE_TO_SELF: "orders.illegal",
    C.SUPPORT_SELF: "orders.illegal",
    C.WRONG_PHASE: "orders.illegal",
    C.NOT_DISLODGED: "orders.illegal",
    C.RETREAT_NOT_ALLOWED: "retreats.where",
    C.NO_ORDER_DISBANDED: "retreats.no_order",
    C.NO_RETREAT_POSSIBLE: "retreats.where",
    C.BUILD_NOT_HOME: "adjustments.where",
    C.BUILD_NOT_OWNED: "adjustments.ownership",
    C.BUILD_OCCUPIED: "adjustments.where",
    C.BUILD_NO_ROOM: "adjustments.count",
    C.BUILD_FLEET_INLAND: "adjustments.where",
    C.BUILD_COAST_NEEDED: "adjustments.where",
    C.BUILD_TWICE: "adjustments.where",
    C.DISBAND_NOT_NEEDED: "adjustments.count",
    C.CIVIL_DISORDER: "adjustments.civil_disorder",
}
"""The rule a player reads to understand a reason (the "why?" link next to a result)."""

NO_ORDER_RULE = "orders.writing"
"""The rule behind a unit that was given no order and held."""
UNUSED_BUILD_RULE = "adjustments.count"
"""The rule behind a build a power was entitled to and did not order."""


def rule_for_reason(reason: Reason, result: OrderResult | None = None,
                    results: Mapping[str, Sequence[OrderResult]] | None = None) -> str:
    """The rule behind ``reason``; a few codes point at a more telling rule given the facts:
    an equal head-to-head is rule 6 (no swapping), and a support given to a unit that does not
    move is rule 8 (support to hold). A move stopped by a unit of its own power is rule 12
    (never your own unit) only where that unit stayed on purpose; given every order's result
    (``results``), a unit that was itself moving into the mover's province makes it rule 6 (no
    swapping without a convoy), and one that tried to leave and failed rule 5 (a blocked line)."""
    code, params = reason.code, reason.params
    if code is C.BOUNCED_DEFEND and params.get("attack") == params.get("defence"):
        return "useful.6"
    if code is C.SUPPORT_GIVEN and result is not None and isinstance(result.order, SupportHold):
        return "useful.8"
    if code is C.OWN_UNIT and result is not None and isinstance(result.order, Move) and results is not None:
        blocker = next((r.order for rs in results.values() for r in rs
                        if isinstance(r.order, Move) and r.order.unit == params.get("defender")), None)
        if blocker is not None:
            swapping = province_of(blocker.dest) == result.order.unit.province and not blocker.via_convoy \
                and not result.order.via_convoy
            return "useful.6" if swapping else "useful.5"
    return REASON_RULES[code]


@dataclass(frozen=True)
class RuleText:
    """One rule in one language: a short title and one or two sentences."""

    title: str
    text: str


class RulesDataError(ValueError):
    """A rules text file is missing or malformed; the message names the file and the field."""


@cache
def rule_texts(language: str) -> Mapping[str, RuleText]:
    """Every rule's text in ``language`` (English where a language file lacks a rule).

    :raises RulesDataError: if the English file is missing or malformed.
    """
    english = _read(RULES_DIR / "en.json")
    if language == "en" or language not in LANGUAGES:
        return english
    try:
        local = _read(RULES_DIR / f"{language}.json")
    except RulesDataError:
        return english
    return {rule: local.get(rule, text) for rule, text in english.items()}


def _read(path: Path) -> dict[str, RuleText]:
    out: dict[str, RuleText] = {}
    for rule, entry in read_section(path, "rules", RulesDataError).items():
        if not (isinstance(entry, dict) and isinstance(entry.get("title"), str) and isinstance(entry.get("text"), str)):
            raise RulesDataError(f"{path.name}: rules.{rule} needs a 'title' and a 'text' string")
        out[rule] = RuleText(entry["title"], entry["text"])
    return out
