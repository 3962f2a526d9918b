"""A game's history: each played phase as a :class:`PhaseRecord`, and how the game ends.

A phase played at the table is kept with its whole :class:`~.adjudicator.Resolution` (the
window has just shown it). A phase replayed from a save is kept with only the position it led
to (:func:`~.adjudicator.next_position`, what the loader checks the file against): its results
and reasons are worked out from the same position and orders the first time something reads
them (the window browsing that phase, the writer saving it), which gives the very results the
phase had when it was played. A 137-phase save then loads without judging every reason of
every past phase, most of which nobody reopens.
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING, Mapping

from .board import MapModel
from .orders import Order
from .position import Position

if TYPE_CHECKING:
    from .adjudicator import Resolution

# The adjudicator is imported where a phase is judged: the window shows a game's board before
# anything is judged, and importing it is about a twentieth of the window's start-up.

VICTORY, DRAW, END_YEAR = "victory", "draw", "end_year"


@dataclass(frozen=True)
class GameResult:
    kind: str
    """``victory``, ``draw`` (agreed by all survivors) or ``end_year`` (the agreed last year passed)."""
    winners: tuple[str, ...]
    centres: Mapping[str, int]


_judging = threading.Lock()
"""One replayed phase is judged once, even when the window and the save writer's thread ask for
it at the same moment: both then hold the same Resolution."""


class PhaseRecord:
    """One played phase: where it started (``position``), what everyone ordered (``orders``),
    where it led (``after``) and what happened (``resolution``). A value: nothing in it changes
    once made (a replayed phase's resolution is worked out once, see the module's docstring)."""

    __slots__ = ("position", "orders", "after", "_game_map", "_resolution")

    def __init__(self, position: Position, orders: Mapping[str, tuple[Order, ...]], resolution: Resolution) -> None:
        self.position = position
        self.orders = orders
        self.after: Position = resolution.position
        self._game_map: MapModel = resolution.game_map
        self._resolution: Resolution | None = resolution

    @classmethod
    def replayed(cls, position: Position, orders: Mapping[str, tuple[Order, ...]], after: Position,
                 game_map: MapModel) -> PhaseRecord:
        """A phase read back from a save: ``after`` is :func:`~.adjudicator.next_position` of
        ``position`` and ``orders`` on ``game_map``; the resolution is worked out when read."""
        record = cls.__new__(cls)
        record.position, record.orders, record.after = position, orders, after
        record._game_map, record._resolution = game_map, None
        return record

    @property
    def resolution(self) -> Resolution:
        """The phase's results (index-aligned with the orders), events and next position."""
        resolution = self._resolution
        if resolution is None:
            from .adjudicator import adjudicate  # noqa: PLC0415 - see the note at the imports

            with _judging:
                resolution = self._resolution
                if resolution is None:
                    resolution = self._resolution = adjudicate(self.position, self.orders, self._game_map)
        return resolution

    def __repr__(self) -> str:
        return f"PhaseRecord({self.position.phase}, {len(self.orders)} powers ordered)"
