"""A location is a plain string: a province abbreviation (``"par"``) or, for a fleet on a split
coast, province and coast (``"stp/nc"``). Splitting one needs no map, so these functions sit
with the values: a unit, an order or an event finds its province without knowing the board.
"""

from __future__ import annotations


def province_of(location: str) -> str:
    """``"stp/nc"`` -> ``"stp"``; a plain province is returned unchanged."""
    return location.split("/", 1)[0]


def coast_of(location: str) -> str | None:
    """``"stp/nc"`` -> ``"nc"``; None for a location without a coast."""
    _, sep, coast = location.partition("/")
    return coast if sep else None
