"""What happened to each order, and why, as data.

An :class:`OrderResult` carries one :class:`Outcome` from the DATC vocabulary, whether the
ordered unit was dislodged, and a :class:`Reason`: a :class:`ReasonCode` with typed
parameters (units are :class:`Unit` values, places are location strings, strengths are ints,
several units are tuples). Nothing in a reason is English: :func:`explain` renders the one
English template per code (for the CLI and logs), the UI renders the same sentences translated
from the same values, the animation reads the strengths and a lesson points at the units.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import Enum, StrEnum
from typing import Any, Mapping, Union

from .kinds import OrderKind, PhaseKind
from .orders import Move, Order, OrderBase, Unit


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


SUCCEEDS, BOUNCED, CUT, DISLODGED, VOID, NO_EFFECT, NO_CONVOY, DISRUPTED, DISBANDED = Outcome
"""The outcomes by name, as module constants (as ``re`` gives its flags): the adjudicators
read several per order, and under Python 3.11 reading a member through its enum class costs
ten times reading a module constant."""


class RetreatBlock(StrEnum):
    """Why a dislodged unit may not retreat to a place."""

    OCCUPIED = "occupied"
    ATTACKER = "attacker"
    """The attack that dislodged it came from there."""
    CONTESTED = "contested"
    """Left empty by a standoff this turn."""
    UNREACHABLE = "unreachable"


class ReasonCode(StrEnum):
    """Every rule the engine cites, one member each; this is the only list.

    Each has exactly one English template in :data:`ENGLISH`; a test checks that every code is
    emitted by some case and every emitted code has a template.
    """

    # successes
    MOVED = "moved"
    MOVED_DISLODGING = "moved_dislodging"
    HELD = "held"
    HELD_AGAINST = "held_against"
    SUPPORT_GIVEN = "support_given"
    CONVOYED = "convoyed"
    RETREATED = "retreated"
    DISBANDED_BY_ORDER = "disbanded_by_order"
    BUILT = "built"
    REMOVED = "removed"
    WAIVED = "waived"
    # bounces
    BOUNCED_HOLD = "bounced_hold"
    BOUNCED_PREVENT = "bounced_prevent"
    BOUNCED_DEFEND = "bounced_defend"
    OWN_UNIT = "own_unit"
    RETREAT_CLASH = "retreat_clash"
    # supports
    SUPPORT_CUT = "support_cut"
    SUPPORT_CUT_DISLODGED = "support_cut_dislodged"
    SUPPORT_OWN_UNIT = "support_own_unit"
    SUPPORT_MISMATCH = "support_mismatch"
    SUPPORT_UNREACHABLE = "support_unreachable"
    SUPPORT_IMPOSSIBLE = "support_impossible"
    SUPPORT_NO_UNIT = "support_no_unit"
    # convoys
    CONVOY_MISMATCH = "convoy_mismatch"
    CONVOY_NOT_NEEDED = "convoy_not_needed"
    CONVOY_OFF_ROUTE = "convoy_off_route"
    CONVOY_DISRUPTED = "convoy_disrupted"
    CONVOY_PARADOX = "convoy_paradox"
    NO_ROUTE = "no_route"
    ROUTE_DISRUPTED = "route_disrupted"
    PARADOX = "paradox"
    # dislodged
    DISLODGED = "dislodged"
    # orders that cannot be carried out (void)
    NO_SUCH_UNIT = "no_such_unit"
    NOT_YOUR_UNIT = "not_your_unit"
    DUPLICATE_ORDER = "duplicate_order"
    NOT_ADJACENT = "not_adjacent"
    COAST_NEEDED = "coast_needed"
    COAST_UNREACHABLE = "coast_unreachable"
    ARMY_TO_SEA = "army_to_sea"
    FLEET_INLAND = "fleet_inland"
    NO_CONVOY_POSSIBLE = "no_convoy_possible"
    CONVOY_NOT_AT_SEA = "convoy_not_at_sea"
    CONVOY_NOT_ARMY = "convoy_not_army"
    FLEET_VIA_CONVOY = "fleet_via_convoy"
    CLOSED_PROVINCE = "closed_province"
    MOVE_TO_SELF = "move_to_self"
    SUPPORT_SELF = "support_self"
    WRONG_PHASE = "wrong_phase"
    NOT_DISLODGED = "not_dislodged"
    RETREAT_NOT_ALLOWED = "retreat_not_allowed"
    # disbanded without an order saying so, removed by the rules
    NO_ORDER_DISBANDED = "no_order_disbanded"
    NO_RETREAT_POSSIBLE = "no_retreat_possible"
    # adjustments
    BUILD_NOT_HOME = "build_not_home"
    BUILD_NOT_OWNED = "build_not_owned"
    BUILD_OCCUPIED = "build_occupied"
    BUILD_NO_ROOM = "build_no_room"
    BUILD_FLEET_INLAND = "build_fleet_inland"
    BUILD_COAST_NEEDED = "build_coast_needed"
    BUILD_TWICE = "build_twice"
    DISBAND_NOT_NEEDED = "disband_not_needed"
    CIVIL_DISORDER = "civil_disorder"

    @property
    def is_mismatch(self) -> bool:
        """The order was fine but did not match what the other unit was ordered to do: players
        call that "not matched", not "illegal"."""
        return self in (ReasonCode.SUPPORT_MISMATCH, ReasonCode.CONVOY_MISMATCH)


class ParamKind(StrEnum):
    """The type of a reason parameter, fixed by its name (see :data:`PARAM_KINDS`)."""

    UNIT = "unit"
    UNITS = "units"
    LOCATION = "location"
    LOCATIONS = "locations"
    POWER = "power"
    NUMBER = "number"
    ORDER = "order"
    """The order another unit was given (or None: it had none, so it held)."""
    ORDER_KIND = "order_kind"
    PHASE_KIND = "phase_kind"
    RETREAT_BLOCK = "retreat_block"


PARAM_KINDS: Mapping[str, ParamKind] = {
    "unit": ParamKind.UNIT, "defender": ParamKind.UNIT, "attacker": ParamKind.UNIT,
    "supported": ParamKind.UNIT, "army": ParamKind.UNIT, "other": ParamKind.UNIT,
    "dislodged_by": ParamKind.UNIT,
    "others": ParamKind.UNITS, "fleets": ParamKind.UNITS,
    "dest": ParamKind.LOCATION, "province": ParamKind.LOCATION, "location": ParamKind.LOCATION,
    "from_": ParamKind.LOCATION, "src": ParamKind.LOCATION, "defender_dest": ParamKind.LOCATION,
    "dislodged_from": ParamKind.LOCATION,
    "coasts": ParamKind.LOCATIONS,
    "power": ParamKind.POWER, "owner": ParamKind.POWER,
    "attack": ParamKind.NUMBER, "defence": ParamKind.NUMBER, "prevent": ParamKind.NUMBER,
    "strength": ParamKind.NUMBER, "distance": ParamKind.NUMBER,
    "actual": ParamKind.ORDER,
    "order_kind": ParamKind.ORDER_KIND,
    "phase": ParamKind.PHASE_KIND,
    "why": ParamKind.RETREAT_BLOCK,
}
"""Every parameter name a reason may carry, with its type. A test checks every emitted reason."""

ParamValue = Union[Unit, tuple[Unit, ...], str, tuple[str, ...], int, Order, None, OrderKind, PhaseKind, RetreatBlock]


@dataclass(frozen=True, slots=True)
class Reason:
    """Why an order had its outcome: ``code`` names the rule, ``params`` the facts (typed values,
    named as in :data:`PARAM_KINDS`), so a reason can be compared, saved, rendered in any
    language and drawn on the board without parsing text."""

    code: ReasonCode
    params: Mapping[str, ParamValue] = field(default_factory=dict)

    def __str__(self) -> str:
        return explain(self)

    def to_json(self) -> dict[str, Any]:
        """The parameters as JSON values: units and orders in their notation, enums as strings."""
        return {name: param_json(value) for name, value in self.params.items()}


def wrong_phase(order: Order, phase: PhaseKind) -> Reason:
    """The reason of an order given in a phase it does not belong to (a move in a retreat phase)."""
    return Reason(ReasonCode.WRONG_PHASE, {"order_kind": order.kind, "phase": phase})


def param_json(value: ParamValue) -> Any:
    if value is None or isinstance(value, (int, str)):
        return value if not isinstance(value, StrEnum) else value._value_
    if isinstance(value, tuple):
        return [param_json(v) for v in value]
    return str(value)  # a Unit or an order: its notation


@dataclass(frozen=True, slots=True)
class Ruling:
    """How an order fared, whichever order it was: the outcome, why, and what became of the
    ordered unit. Most orders of a phase get a ruling other orders get too (every unattacked
    hold, every move into a place with strength 1, every support given to one unit), so the
    adjudicators share one value among them, and an order's result holds its order and its
    ruling: two fields to make per order instead of five (a frozen dataclass writes each field
    through ``object.__setattr__``, about 0.1 us each, and a phase reports every order)."""

    outcome: Outcome
    reason: Reason
    dislodged: bool = False
    """The ordered unit was dislodged (its outcome may still say why its own order failed)."""
    disbanded: bool = False
    """The ordered unit left the board because of this phase (a failed or void retreat)."""


@dataclass(frozen=True, slots=True)
class OrderResult:
    """One order as given and its :class:`Ruling`; ``outcome``, ``reason``, ``dislodged`` and
    ``disbanded`` read the ruling's."""

    order: Order
    ruling: Ruling

    @property
    def outcome(self) -> Outcome:
        return self.ruling.outcome

    @property
    def reason(self) -> Reason:
        return self.ruling.reason

    @property
    def dislodged(self) -> bool:
        """The ordered unit was dislodged (its outcome may still say why its own order failed)."""
        return self.ruling.dislodged

    @property
    def disbanded(self) -> bool:
        """The ordered unit left the board because of this phase (a failed or void retreat)."""
        return self.ruling.disbanded

    @property
    def codes(self) -> list[str]:
        """The DATC codes: the outcome, plus ``dislodged`` / ``disbanded`` where they apply."""
        codes = [self.outcome._value_]
        if self.dislodged and self.outcome is not Outcome.DISLODGED:
            codes.append("dislodged")
        if self.disbanded and self.outcome is not Outcome.DISBANDED:
            codes.append("disbanded")
        return codes

    @property
    def failed(self) -> bool:
        """Did the order fail, as a player would mark it? A convoy or support whose job was done
        is not a failure even if attacked, and "no effect" is not one either."""
        return self.outcome not in (Outcome.SUCCEEDS, Outcome.NO_EFFECT)

    def explain(self) -> str:
        """The outcome in words, then why (``succeeds: moved to bur with strength 1``). A reason
        that names its outcome first (``bounced: strength 1 against ...``, ``cut by ...``: the
        same sentences the window shows beside the outcome) is not given the word twice."""
        word = "not matched" if self.reason.code.is_mismatch else self.outcome._value_.replace("_", " ")
        text = explain(self.reason)
        return text if text.startswith(word) else f"{word}: {text}"


def order_result(order: Order, outcome: Outcome, reason: Reason, dislodged: bool = False,
                 disbanded: bool = False) -> OrderResult:
    """The result of an order whose ruling is its own (not one shared with other orders)."""
    return OrderResult(order, Ruling(outcome, reason, dislodged, disbanded))


C = ReasonCode


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # noqa: N802 - the name pyside6-lupdate looks for
    """Marks ``text`` for translation in ``context`` and returns it as it is: ``pyside6-lupdate``
    finds every call by this name (one string literal each, on its own), and the window translates
    the very same text with ``QCoreApplication.translate(context, text)``. The engine stays Qt-free."""
    return text


ENGLISH: Mapping[ReasonCode, str] = {
    C.MOVED: QT_TRANSLATE_NOOP("Reason", "moved to {dest} with strength {attack}"),
    C.MOVED_DISLODGING: QT_TRANSLATE_NOOP(
        "Reason", "moved with strength {attack} against {defence}, dislodging {defender}"),
    C.HELD: QT_TRANSLATE_NOOP("Reason", "held"),
    C.HELD_AGAINST: QT_TRANSLATE_NOOP(
        "Reason", "held with strength {strength} against an attack of {attack} by {attacker}"),
    C.SUPPORT_GIVEN: QT_TRANSLATE_NOOP("Reason", "support given to {supported}"),
    C.CONVOYED: QT_TRANSLATE_NOOP("Reason", "convoyed {army} to {dest}"),
    C.RETREATED: QT_TRANSLATE_NOOP("Reason", "retreated to {dest}"),
    C.DISBANDED_BY_ORDER: QT_TRANSLATE_NOOP("Reason", "disbanded as ordered"),
    C.BUILT: QT_TRANSLATE_NOOP("Reason", "built {unit}"),
    C.REMOVED: QT_TRANSLATE_NOOP("Reason", "removed as ordered"),
    C.WAIVED: QT_TRANSLATE_NOOP("Reason", "build waived"),
    C.BOUNCED_HOLD: QT_TRANSLATE_NOOP(
        "Reason", "bounced: strength {attack} against {defender}, which held with {defence}"),
    C.BOUNCED_PREVENT: QT_TRANSLATE_NOOP(
        "Reason", "bounced: strength {attack} against {other}, also moving to {dest} with {prevent}"),
    C.BOUNCED_DEFEND: QT_TRANSLATE_NOOP(
        "Reason", "bounced: strength {attack} against {defender} ({defence}), which was moving to {defender_dest}"),
    C.OWN_UNIT: QT_TRANSLATE_NOOP("Reason", "cannot dislodge {defender}, a unit of the same power"),
    C.RETREAT_CLASH: QT_TRANSLATE_NOOP("Reason", "{others} also retreated to {dest}; all are disbanded"),
    C.SUPPORT_CUT: QT_TRANSLATE_NOOP("Reason", "cut: attacked by {attacker}"),
    C.SUPPORT_CUT_DISLODGED: QT_TRANSLATE_NOOP("Reason", "cut: dislodged by {attacker}"),
    C.SUPPORT_OWN_UNIT: QT_TRANSLATE_NOOP(
        "Reason", "no effect: {supported} attacks {defender}, a unit of the supporter's own power"),
    C.SUPPORT_MISMATCH: QT_TRANSLATE_NOOP("Reason", "{supported} was ordered {actual}"),
    C.SUPPORT_UNREACHABLE: QT_TRANSLATE_NOOP(
        "Reason", "{unit} cannot move to {province} itself, so it cannot support there"),
    C.SUPPORT_IMPOSSIBLE: QT_TRANSLATE_NOOP(
        "Reason", "{supported} can only reach {dest} by a convoy the supporter would have to give"),
    C.SUPPORT_NO_UNIT: QT_TRANSLATE_NOOP("Reason", "there is no unit in {province} to support"),
    C.CONVOY_MISMATCH: QT_TRANSLATE_NOOP("Reason", "{army} was ordered {actual}"),
    C.CONVOY_NOT_NEEDED: QT_TRANSLATE_NOOP("Reason", "the convoy of {army} was not used"),
    C.CONVOY_OFF_ROUTE: QT_TRANSLATE_NOOP("Reason", "{unit} cannot be part of a convoy from {src} to {dest}"),
    C.CONVOY_DISRUPTED: QT_TRANSLATE_NOOP("Reason", "the convoy failed: {fleets} dislodged"),
    C.CONVOY_PARADOX: QT_TRANSLATE_NOOP(
        "Reason", "no effect: the convoy and an attack on it decide each other; the rules then let the convoy fail"),
    C.NO_ROUTE: QT_TRANSLATE_NOOP("Reason", "no convoy from {src} to {dest} was ordered"),
    C.ROUTE_DISRUPTED: QT_TRANSLATE_NOOP("Reason", "every convoy route was broken ({fleets} dislodged)"),
    C.PARADOX: QT_TRANSLATE_NOOP(
        "Reason", "the army stays: its convoy and an attack on it decide each other; the rules let the convoy fail"),
    C.DISLODGED: QT_TRANSLATE_NOOP(
        "Reason", "dislodged by {attacker}: strength {attack} against {defence}"),
    C.NO_SUCH_UNIT: QT_TRANSLATE_NOOP("Reason", "there is no unit in {location}"),
    C.NOT_YOUR_UNIT: QT_TRANSLATE_NOOP("Reason", "{unit} belongs to {owner}"),
    C.DUPLICATE_ORDER: QT_TRANSLATE_NOOP("Reason", "{unit} already has an order"),
    C.NOT_ADJACENT: QT_TRANSLATE_NOOP("Reason", "{unit} cannot move to {dest}"),
    C.COAST_NEEDED: QT_TRANSLATE_NOOP("Reason", "say which coast of {province}: {coasts}"),
    C.COAST_UNREACHABLE: QT_TRANSLATE_NOOP("Reason", "{unit} cannot reach {dest}"),
    C.ARMY_TO_SEA: QT_TRANSLATE_NOOP("Reason", "an army cannot move to a sea area"),
    C.FLEET_INLAND: QT_TRANSLATE_NOOP("Reason", "a fleet cannot enter {dest}, which is inland"),
    C.NO_CONVOY_POSSIBLE: QT_TRANSLATE_NOOP("Reason", "no fleets can convoy {unit} to {dest}"),
    C.CONVOY_NOT_AT_SEA: QT_TRANSLATE_NOOP("Reason", "only a fleet in a sea area can convoy"),
    C.CONVOY_NOT_ARMY: QT_TRANSLATE_NOOP("Reason", "only armies can be convoyed"),
    C.FLEET_VIA_CONVOY: QT_TRANSLATE_NOOP("Reason", "a fleet cannot be convoyed"),
    C.CLOSED_PROVINCE: QT_TRANSLATE_NOOP("Reason", "{province} may not be entered while Italy is neutral"),
    C.MOVE_TO_SELF: QT_TRANSLATE_NOOP("Reason", "a unit cannot move to its own province"),
    C.SUPPORT_SELF: QT_TRANSLATE_NOOP("Reason", "a unit cannot support itself"),
    C.WRONG_PHASE: QT_TRANSLATE_NOOP("Reason", "{order_kind} orders are not given in the {phase} phase"),
    C.NOT_DISLODGED: QT_TRANSLATE_NOOP("Reason", "{unit} was not dislodged"),
    C.RETREAT_NOT_ALLOWED: QT_TRANSLATE_NOOP("Reason", "{unit} cannot retreat to {dest} ({why})"),
    C.NO_ORDER_DISBANDED: QT_TRANSLATE_NOOP("Reason", "no retreat was ordered, so the unit is disbanded"),
    C.NO_RETREAT_POSSIBLE: QT_TRANSLATE_NOOP("Reason", "nowhere to retreat"),
    C.BUILD_NOT_HOME: QT_TRANSLATE_NOOP("Reason", "{province} is not a home centre of {power}"),
    C.BUILD_NOT_OWNED: QT_TRANSLATE_NOOP("Reason", "{power} does not control {province}"),
    C.BUILD_OCCUPIED: QT_TRANSLATE_NOOP("Reason", "{province} is occupied"),
    C.BUILD_NO_ROOM: QT_TRANSLATE_NOOP("Reason", "{power} has no builds left"),
    C.BUILD_FLEET_INLAND: QT_TRANSLATE_NOOP("Reason", "a fleet cannot be built in {province}, which is inland"),
    C.BUILD_COAST_NEEDED: QT_TRANSLATE_NOOP("Reason", "a fleet built in {province} needs a coast"),
    C.BUILD_TWICE: QT_TRANSLATE_NOOP("Reason", "{province} already has a build"),
    C.DISBAND_NOT_NEEDED: QT_TRANSLATE_NOOP("Reason", "{power} has no removals left"),
    C.CIVIL_DISORDER: QT_TRANSLATE_NOOP(
        "Reason", "{power} gave too few removals: the unit farthest from its centres goes (distance {distance})"),
}
"""The one English wording per code: what the ``adjudicate`` command, logs and exceptions print,
and the source text every translation in ``assets/i18n/*.ts`` is keyed by (context ``Reason``):
``ui/reasons.py`` shows ``QCoreApplication.translate("Reason", ENGLISH[code])``, and
``assets/i18n/update.sh`` runs ``pyside6-lupdate`` over this module too. Change a sentence here
and every language shows it untranslated until the .ts files are updated (a test says which)."""

PARAM_WORDS: Mapping[str, str] = {
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
"""The words an enum parameter is filled in as (why a retreat is refused, an order's or a phase's
kind), in English and marked like the templates."""

ACTUAL_PHRASES: Mapping[OrderKind, str] = {
    OrderKind.HOLD: QT_TRANSLATE_NOOP("Reason", "to hold"),
    OrderKind.SUPPORT_HOLD: QT_TRANSLATE_NOOP("Reason", "to support"),
    OrderKind.SUPPORT_MOVE: QT_TRANSLATE_NOOP("Reason", "to support"),
    OrderKind.CONVOY: QT_TRANSLATE_NOOP("Reason", "to convoy"),
}
MOVE_PHRASE = QT_TRANSLATE_NOOP("Reason", "to move to {dest}")
"""What a supported or convoyed unit was ordered instead (``{actual}`` in a mismatch): a move
names its destination, any other order is one of the phrases above (no order: to hold)."""


def _english_value(name: str, value: ParamValue) -> str:
    kind = PARAM_KINDS.get(name)
    if kind is ParamKind.ORDER:
        return _english_actual(value if isinstance(value, OrderBase) else None)
    if isinstance(value, tuple):
        return ", ".join(str(v) for v in value)
    if isinstance(value, StrEnum):
        return PARAM_WORDS.get(value, value.value)
    return str(value)


def _english_actual(order: OrderBase | None) -> str:
    """What a supported or convoyed unit was actually ordered to do, as a phrase."""
    if isinstance(order, Move):
        return MOVE_PHRASE.replace("{dest}", order.dest)
    return ACTUAL_PHRASES.get(order.kind if order is not None else OrderKind.HOLD, ACTUAL_PHRASES[OrderKind.HOLD])


HELD_UNSHAKEN = QT_TRANSLATE_NOOP("Reason", "held: the move of {attacker} could not dislodge it")
"""A hold "against an attack of 0" (``HELD_AGAINST`` with attack 0): the move had no strength
against the unit (a unit of the same power, which may not dislodge it, or an army whose convoy
failed, which did not move); that move's own result says which."""


def template(reason: Reason) -> str | None:
    """The English template of a reason (None for a code without one): the code's own, except a
    hold against a move of no strength, which is said without its strengths."""
    if reason.code is ReasonCode.HELD_AGAINST and reason.params.get("attack") == 0:
        return HELD_UNSHAKEN
    return ENGLISH.get(reason.code)


def explain(reason: Reason) -> str:
    """The English text of a reason."""
    english = template(reason) or reason.code.replace("_", " ")
    return english.format(**{name: _english_value(name, value) for name, value in reason.params.items()})

