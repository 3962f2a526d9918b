"""Hold: any unit on the board may hold; there is nothing to check."""

from __future__ import annotations

from ..orders import Hold, Unit
from ..outcomes import Reason
from .facts import Facts


def options(facts: Facts, unit: Unit) -> list[Hold]:
    return [Hold(unit)]


def problem(facts: Facts, order: Hold) -> Reason | None:
    return None
