"""Bots sitting at some of a game's seats: each gives its power's orders from the public position.

Practice mode (six bots around one player) and hot-seat games with empty chairs both use this.
A bot is handed only the position everyone sees (``game.position``) and its own power's name,
and gives its orders to that power's seat as a player would; it never reads the submissions
waiting in the game, so it cannot react to orders nobody has revealed yet.

The dice are drawn afresh for every phase from the game's seed, the power and the phase
(:func:`phase_rng`), not from one stream carried along: a game saved and reopened mid-way gives
the same bot orders as one played straight through.
"""

from __future__ import annotations

import random
from typing import Callable, Mapping

from ..engine.game import Game, Seat
from ..engine.position import Phase
from .base import Bot, Level

__all__ = ["BotSeats", "phase_rng"]


def phase_rng(seed: int, power: str, phase: Phase) -> random.Random:
    """The random stream of one power's bot in one phase of one game (string-seeded: no hash seed)."""
    return random.Random(f"{seed}:{power}:{phase.year}:{phase.season.value}:{phase.kind.value}")


class BotSeats:
    """The bots of one game: which powers they play, at which level, with which dice."""

    def __init__(self, game: Game, levels: Mapping[str, Level | str], seed: int) -> None:
        from . import make_bot  # the package imports this module's users, not the reverse

        unknown = sorted(p for p in levels if p not in game.map.powers)
        if unknown:
            raise ValueError(f"unknown power for a bot: {', '.join(unknown)}")
        self.game = game
        self.seed = seed
        self.levels: dict[str, Level] = {p: Level(levels[p]) for p in game.map.powers if p in levels}
        """Each bot's level, in the map's order of powers."""
        self._bots: dict[str, Bot] = {p: make_bot(level) for p, level in self.levels.items()}

    @property
    def powers(self) -> tuple[str, ...]:
        return tuple(self.levels)

    def waiting(self) -> tuple[str, ...]:
        """The bots' powers this phase still waits for (none in civil disorder or already submitted)."""
        game = self.game
        return tuple(p for p in game.required_powers() if p in self.levels and not game.has_submitted(p))

    def act(self, seat_for: Callable[[str], Seat] | None = None) -> tuple[str, ...]:
        """Every bot the phase waits for submits its orders; returns those powers, in map order.

        ``seat_for`` gives a power's seat; the default is the game's open seat (a game without a
        table). A hot-seat game passes a function that admits the bot to its own seat only."""
        game = self.game
        seat_for = seat_for or game.seat
        position = game.position  # the public position: never anyone's pending orders
        acted = self.waiting()
        for power in acted:
            rng = phase_rng(self.seed, power, position.phase)
            orders = self._bots[power].orders_for(position, power, rng, game.map)
            seat_for(power).submit(orders)
        return acted
