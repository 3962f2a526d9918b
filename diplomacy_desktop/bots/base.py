"""What a bot is: the public position and its power's name in, that power's orders out.

A bot sees exactly what a human player at the table sees (the board, whose centres are whose,
the phase, who was dislodged and where they may go) and nothing else: never another power's
pending orders, and nothing inside :class:`~diplomacy_desktop.engine.game.Game`. Whoever seats
a bot hands the orders it returns to that power's seat like a player would. A power in civil
disorder simply has no bot.

All randomness comes from the ``random.Random`` passed in, and nothing depends on set or hash
order, so the same seed always gives the same orders.
"""

from __future__ import annotations

import random
from enum import Enum
from typing import Protocol

from ..engine.board import MapModel
from ..engine.orders import Order
from ..engine.position import ADJUSTMENTS, MOVEMENT, RETREATS, Position
from ..engine.rules.build import adjustment_delta


class Level(str, Enum):
    EASY = "easy"
    NORMAL = "normal"
    HARD = "hard"

    def __str__(self) -> str:
        return self.value


class Bot(Protocol):
    level: Level

    def orders_for(self, position: Position, power: str, rng: random.Random,
                   game_map: MapModel) -> tuple[Order, ...]:
        """Every order ``power`` gives in this phase (empty if it has nothing to order)."""
        ...


def has_orders_to_give(position: Position, power: str) -> bool:
    """Does ``power`` answer this phase at all? Units in a movement phase, dislodged units in a
    retreat phase, any adjustment owed in a winter (builds it cannot place are waived)."""
    kind = position.phase.kind
    if kind == MOVEMENT:
        return bool(position.units.get(power))
    if kind == RETREATS:
        return any(d.power == power for d in position.dislodged)
    return kind == ADJUSTMENTS and adjustment_delta(position, power) != 0
