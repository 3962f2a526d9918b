"""Random play: every unit picks one of its legal orders at random (the benchmark's weakest foe).

Not offered as a level; ``bench/bots.py`` uses it to show that Easy is clearly better than
chance, as DumbBot is against the classic RandBot.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..engine.board import MapModel
from ..engine.legal import all_legal_orders
from ..engine.orders import Build, Order, Waive
from ..engine.position import ADJUSTMENTS, Position
from ..engine.rules.build import adjustment_delta


@dataclass(frozen=True)
class RandomBot:
    level: str = "random"

    def orders_for(self, position: Position, power: str, rng: random.Random,
                   game_map: MapModel) -> tuple[Order, ...]:
        options = all_legal_orders(position, power, game_map)
        if position.phase.kind != ADJUSTMENTS:
            return tuple(rng.choice(options[loc]) for loc in sorted(options) if options[loc])
        delta = adjustment_delta(position, power)
        if delta < 0:
            locs = sorted(options)
            return tuple(options[loc][0] for loc in rng.sample(locs, min(-delta, len(locs))))
        sites = sorted(options)
        rng.shuffle(sites)
        builds: list[Order] = [rng.choice(options[site]) for site in sites[:delta]]
        return tuple(b for b in builds if isinstance(b, Build)) + (Waive(),) * (delta - len(builds))
