"""Writing an order in one language's notation; :func:`.parse.parse_order` reads it back."""

from __future__ import annotations

from ..kinds import OrderKind, PhaseKind
from ..locations import coast_of, province_of
from ..orders import Move, Order, Unit
from .tables import Notation, load_notation


def format_location(location: str, notation: Notation) -> str:
    """``stp/nc`` -> ``StP/nc`` (English), ``CN SPt`` (Spanish), ``StP NC`` (Czech, Dutch)."""
    province = province_of(location)
    code = notation.province_codes.get(province, province.capitalize())
    coast = coast_of(location)
    if coast is None:
        return code
    return notation.templates["coast"].format(province=code, coast=notation.coast_letters.get(coast, coast))


def format_unit(unit: Unit, notation: Notation) -> str:
    """``A Par``; Spanish ``E Par``."""
    return notation.templates["unit"].format(kind=notation.unit_letters[unit.kind],
                                             location=format_location(unit.location, notation))


_TEMPLATE = {
    OrderKind.HOLD: "hold", OrderKind.SUPPORT_HOLD: "support_hold", OrderKind.SUPPORT_MOVE: "support_move",
    OrderKind.CONVOY: "convoy", OrderKind.RETREAT: "retreat", OrderKind.DISBAND: "disband",
    OrderKind.BUILD: "build", OrderKind.WAIVE: "waive",
}


def format_order(order: Order, notation: Notation | None = None, phase_kind: str | None = None) -> str:
    """An order as ``notation``'s rulebook writes it (English by default): ``A Par - Bur``,
    Spanish ``E Mar A E Par-Bor``, ``F Con-CE Bul``. ``phase_kind`` picks the removal word for a
    disband in an adjustment phase where a language has one (Spanish *Eliminar*)."""
    notation = notation or load_notation("en")
    if isinstance(order, Move):
        key = "move_via" if order.via_convoy else "move"
    elif order.kind is OrderKind.DISBAND and phase_kind == PhaseKind.ADJUSTMENTS:
        key = "remove"
    else:
        key = _TEMPLATE[order.kind]
    fields: dict[str, str] = {}
    if order.unit is not None:
        fields["unit"] = format_unit(order.unit, notation)
    for name in ("supported", "army"):
        value = getattr(order, name, None)
        if value is not None:
            fields[name] = format_unit(value, notation)
    dest = getattr(order, "dest", None)
    if dest is not None:
        fields["dest"] = format_location(dest, notation)
    return notation.templates[key].format(**fields)
