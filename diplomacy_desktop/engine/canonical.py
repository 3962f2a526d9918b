"""Reading orders back exactly as ``str(order)`` writes them, fast.

A saved 100-year game holds about 20,000 orders, all in the canonical notation
(``A par - bur``, ``F nth C A lon - nwy``, ``A lon - nwy via convoy``, ``F stp/sc - bot``,
``F nth R nwy``, ``F nth D``, ``A par B``, ``WAIVE``). The lenient :func:`parse_order` reads
what people type and is about twenty times slower, because it tries every province name and
alias at every word. :func:`read_canonical` splits on spaces and looks tokens up in a set; it
answers None for anything else, and the caller falls back to ``parse_order``.
:func:`unit_from_notation` reads one unit in that notation from a data file (a case, a save, a
lesson), strictly: the unit must be able to stand where it is put on the map given.

    >>> from .board import standard_map
    >>> order = read_canonical("F nth C A lon - nwy", standard_map())
    >>> type(order).__name__, str(order.unit), str(order.army), order.dest
    ('Convoy', 'F nth', 'A lon', 'nwy')
"""

from __future__ import annotations

from functools import cache

from .board import MapModel
from .locations import province_of
from .orders import (ARMY, FLEET, Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold, SupportMove, Unit,
                     UNIT_KINDS, Waive)

_WAIVE = Waive()


@cache
def _locations(game_map: MapModel) -> frozenset[str]:
    return frozenset(game_map.locations())


def read_canonical(text: str, game_map: MapModel, units: dict[str, Unit] | None = None) -> Order | None:
    """The order ``text`` is the canonical notation of, or None if it is not in that notation.

    Whatever this accepts, ``parse_order`` reads to the same order; it checks places only as
    far as the notation goes (a known place), as ``parse_order`` does, and leaves the rules to
    the adjudicator. ``units`` (notation -> unit) lets a reader of many orders share the unit
    values it has already made.
    """
    if text == "WAIVE":
        return _WAIVE
    places = _locations(game_map)
    words = text.split(" ")
    n = len(words)
    if n < 3 or words[0] not in UNIT_KINDS or words[1] not in places:
        return None
    unit = _unit_of(words[0], words[1], units)
    verb = words[2]
    if n == 3:
        if verb == "H":
            return Hold(unit)
        if verb == "D":
            return Disband(unit)
        if verb == "B":
            return Build(unit)
        return None
    if n == 4 and words[3] in places:
        if verb == "-":
            return Move(unit, words[3])
        if verb == "R":
            return Retreat(unit, words[3])
        return None
    if n == 6 and verb == "-" and words[3] in places and words[4] == "via" and words[5] == "convoy":
        return Move(unit, words[3], True)
    if (n != 5 and n != 7) or (verb != "S" and verb != "C") or words[3] not in UNIT_KINDS or words[4] not in places:
        return None  # a support or convoy cut short (``A par S A``) is for parse_order to name
    other = _unit_of(words[3], words[4], units)
    if n == 5 and verb == "S":
        return SupportHold(unit, other)
    if n == 7 and words[5] == "-" and words[6] in places:
        if verb == "S":
            return SupportMove(unit, other, words[6])
        if words[3] == "A":  # parse_order reads a convoyed "F" as the army it must be
            return Convoy(unit, other, words[6])
    return None


def _unit_of(kind: str, location: str, units: dict[str, Unit] | None) -> Unit:
    if units is None:
        return Unit(kind, location)
    key = kind + " " + location
    unit = units.get(key)
    if unit is None:
        unit = units[key] = Unit(kind, location)
    return unit


def unit_from_notation(text: str, game_map: MapModel) -> Unit:
    """Read a unit exactly as the notation writes it (``A par``, ``F stp/nc``), checking that such
    a unit can stand there; ValueError says what is wrong. For data files, not for typed input."""
    kind, _, loc = text.partition(" ")
    if kind not in UNIT_KINDS:
        raise ValueError(f"unknown unit type {kind!r} in {text!r}")
    if not game_map.is_location(loc):
        raise ValueError(f"unknown place {loc!r} in {text!r}")
    if not game_map.unit_can_stand(kind, loc):
        if kind == FLEET and game_map.provinces[province_of(loc)].coasts and "/" not in loc:
            raise ValueError(f"a fleet in {loc!r} must name its coast")
        raise ValueError(f"{'an army' if kind == ARMY else 'a fleet'} cannot stand in {loc!r}")
    return Unit(kind, loc)
