"""Movement-phase adjudication (DATC v3.0, preferred choices).

Three steps, one module each:

1. **Validation** (:mod:`.ordered`) turns the submitted orders into one effective order per
   unit, each judged by its order type's rule (:mod:`..rules`). Illegal orders become holds
   (DATC 4.E.1) and are reported ``void`` with the reason.
2. **Decisions** (:mod:`.decisions`, :mod:`.strengths`) decide every move ("does it
   succeed?") and every support ("is it given?") with the guess-and-check algorithm of the
   DATC's appendix, circular movement and convoy paradoxes included.
3. **Reporting** gives each order one outcome and a reason with the strengths compared
   (:mod:`.reports`), each unit its fate and the board after the phase (:mod:`.fates`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping, Sequence

from ..board import MapModel
from ..events import Event
from ..orders import Order, Unit
from ..outcomes import OrderResult
from ..position import Dislodged, Position
from ..rules.facts import facts_for
from . import fates
from .decisions import Decisions
from .ordered import Ordered
from .reports import Reports


@dataclass(frozen=True, slots=True)
class MovementResult:
    results: dict[str, list[OrderResult]]
    units: dict[str, tuple[Unit, ...]]
    dislodged: tuple[Dislodged, ...]
    """Sorted by province, so saves and outputs never depend on set order."""
    contested: frozenset[str]


def adjudicate_movement(game_map: MapModel, position: Position, orders: Mapping[str, Sequence[Order]]
                        ) -> MovementResult:
    decisions, dislodged_by = _decide(game_map, position, orders)
    units, dislodged, contested = fates.board_after(decisions, dislodged_by, position.closed)
    return MovementResult(Reports(decisions, dislodged_by).results(), units, dislodged, contested)


def movement_events(game_map: MapModel, position: Position, orders: Mapping[str, Sequence[Order]]
                    ) -> tuple[Event, ...]:
    """What each unit did in the movement phase judged from ``position`` and ``orders`` (see
    :attr:`..adjudicator.Resolution.events`)."""
    decisions, dislodged_by = _decide(game_map, position, orders)
    _, dislodged, _ = fates.board_after(decisions, dislodged_by, position.closed)
    return fates.events(Reports(decisions, dislodged_by), dislodged)


def movement_board_after(game_map: MapModel, position: Position, orders: Mapping[str, Sequence[Order]]
                         ) -> tuple[dict[str, tuple[Unit, ...]], tuple[Dislodged, ...], frozenset[str]]:
    """The units, dislodged units and standoffs after the phase, without the reports (see
    :func:`..adjudicator.next_position`)."""
    decisions, dislodged_by = _decide(game_map, position, orders)
    return fates.board_after(decisions, dislodged_by, position.closed)


def _decide(game_map: MapModel, position: Position, orders: Mapping[str, Sequence[Order]]
            ) -> tuple[Decisions, dict[str, str]]:
    """Every decision of the phase, and who dislodged whom: province of the dislodged unit ->
    province the successful move into it came from."""
    ordered = Ordered(facts_for(game_map, position), orders)
    ordered.read()
    decisions = Decisions(ordered)
    decisions.take_all()
    result, occupant, moves = decisions.result, ordered.occupant, ordered.moves
    dislodged_by = {m.dest: src for src, m in moves.items()
                    if result[src] and m.dest in occupant and not (m.dest in moves and result[m.dest])}
    return decisions, dislodged_by
