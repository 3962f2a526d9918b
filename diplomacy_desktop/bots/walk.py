"""DumbBot's way of choosing among ranked options: mostly the best, sometimes a close second.

From the best option, step to the next while a coin flip says so and a roll of 100 is at least
``(best - next) * 500 / |best|``: an option within about a fifth of the best is sometimes
taken, a clearly worse one never. This keeps a bot from being perfectly predictable.
"""

from __future__ import annotations

import random
from typing import Sequence, TypeVar

T = TypeVar("T")


def walk(values: Sequence[float], rng: random.Random) -> int:
    """Index of the option chosen from ``values`` (sorted best first, not empty)."""
    best = values[0]
    scale = abs(best) or 1.0
    i = 0
    while i + 1 < len(values):
        if rng.random() < 0.5:
            break
        if rng.randrange(100) < (best - values[i + 1]) * 500 / scale:
            break
        i += 1
    return i
