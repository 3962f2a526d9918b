"""The small closed vocabularies of the game: unit kinds, seasons, phase kinds, order kinds.

They are ``StrEnum``s so that they compare equal to the strings save files, case files and
older code use (``UnitKind.ARMY == "A"``, ``PhaseKind.RETREATS == "retreats"``) and print as
those strings: a file written today reads the same as one written before the enums existed.
"""

from __future__ import annotations

from enum import StrEnum


class UnitKind(StrEnum):
    ARMY = "A"
    FLEET = "F"


class Season(StrEnum):
    SPRING = "spring"
    FALL = "fall"
    WINTER = "winter"


class PhaseKind(StrEnum):
    MOVEMENT = "movement"
    RETREATS = "retreats"
    ADJUSTMENTS = "adjustments"


class OrderKind(StrEnum):
    """What an order asks for; reasons name it (``wrong_phase``, a supported unit's actual order)."""

    HOLD = "hold"
    MOVE = "move"
    SUPPORT_HOLD = "support_hold"
    SUPPORT_MOVE = "support_move"
    CONVOY = "convoy"
    RETREAT = "retreat"
    DISBAND = "disband"
    BUILD = "build"
    WAIVE = "waive"
