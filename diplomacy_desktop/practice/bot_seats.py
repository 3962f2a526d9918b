"""Bots sitting at some of a game's seats: each gives its power's orders from the public position.

A bot is asked only for the position everyone sees (``game.position``) and its own power's
name, and hands its orders to that power's seat like a player would; it never reads the
submissions waiting in the game. Each power has its own random stream from the game's seed
(:func:`~diplomacy_desktop.bots.match.power_rng`), so the same seed replays the same bot orders.
"""

from __future__ import annotations

import random
from typing import Callable, Iterable

from ..bots import Bot, Level, make_bot
from ..bots.match import power_rng
from ..engine.game import Game, Seat


class BotSeats:
    def __init__(self, game: Game, powers: Iterable[str], level: Level | str, seed: int) -> None:
        self.game = game
        self.level = Level(level)
        self.seed = seed
        self.powers: tuple[str, ...] = tuple(p for p in game.map.powers if p in set(powers))
        """The bots' powers, in the map's order."""
        bot = make_bot(self.level)
        self._bots: dict[str, Bot] = {p: bot for p in self.powers}
        self._rngs: dict[str, random.Random] = {p: power_rng(seed, p) for p in self.powers}

    def act(self, seat_for: Callable[[str], Seat] | None = None) -> tuple[str, ...]:
        """Every bot whose power must order this phase submits; returns those powers.

        ``seat_for`` gives a power's seat (default: the game's open seat, as in practice)."""
        game = self.game
        seat_for = seat_for or game.seat
        position = game.position  # the public position: never anyone's pending orders
        acted = []
        for power in self.powers:
            if power not in game.required_powers() or power in game.civil_disorder:
                continue
            orders = self._bots[power].orders_for(position, power, self._rngs[power], game.map)
            seat_for(power).submit(orders)
            acted.append(power)
        return tuple(acted)
