"""Bots sitting at some of a game's seats: each gives its power's orders from the public position.

Practice mode (six bots around one player) and hot-seat games with empty chairs both use this.
A bot is handed only the position everyone sees (``game.position``) and its own power's name,
and gives its orders to that power's seat as a player would; it never reads the submissions
waiting in the game, so it cannot react to orders nobody has revealed yet.

The dice are drawn afresh for every phase from the game's seed, the power and the phase
(:func:`phase_rng`), not from one stream carried along: a game saved and reopened mid-way gives
the same bot orders as one played straight through.

A window lets its bots think on another thread (``ui/bot_worker.py``): :meth:`BotSeats.tasks`
hands out each waiting bot's question as a frozen :class:`BotTask` (the public position, the
power, the level, the dice's seed string, the centres that win this game), :func:`think`
answers one with orders and touches nothing shared, and :meth:`BotSeats.give` puts the answers
in the seats. :meth:`BotSeats.act` is the same three steps in one call.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import Callable, Mapping

from ..engine.board import MapModel
from ..engine.game import Game, Seat
from ..engine.orders import Order
from ..engine.position import Phase, Position
from .base import Bot, Level

__all__ = ["BotSeats", "BotTask", "phase_rng", "think"]


def phase_seed(seed: int, power: str, phase: Phase) -> str:
    """The seed string of one power's bot in one phase of one game (a string: no hash seed)."""
    return f"{seed}:{power}:{phase.year}:{phase.season.value}:{phase.kind.value}"


def phase_rng(seed: int, power: str, phase: Phase) -> random.Random:
    """The random stream of one power's bot in one phase of one game (string-seeded: no hash seed)."""
    return random.Random(phase_seed(seed, power, phase))


@dataclass(frozen=True)
class BotTask:
    """One bot's question for one phase, as values that may cross to another thread or process:
    the public position (frozen), the power, the level and the seed of its dice. Nothing in it
    refers to the game, so an answer can never reach into it."""

    power: str
    level: Level
    position: Position
    seed: str
    """The string the bot's ``random.Random`` is seeded with (:func:`phase_seed`)."""
    victory_centres: int
    """The centres that win the game (``Game.victory_centres``: its scenario's count, or the map's)."""


def think(task: BotTask, game_map: MapModel) -> tuple[Order, ...]:
    """The orders a bot gives for ``task`` on ``game_map``: the same orders for the
    same task, on any thread or in another process."""
    from . import make_bot  # the package imports this module's users, not the reverse

    bot = make_bot(task.level, task.victory_centres)
    return bot.orders_for(task.position, task.power, random.Random(task.seed), game_map)


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
        self.victory_centres = game.victory_centres
        """What the bots play for: the centres that win this game (its scenario's count, or the map's)."""
        self._bots: dict[str, Bot] = {p: make_bot(level, self.victory_centres) for p, level in self.levels.items()}
        self._map = game.map  # read-only; kept so that answering never touches the game

    @property
    def powers(self) -> tuple[str, ...]:
        return tuple(self.levels)

    def waiting(self) -> tuple[str, ...]:
        """The bots' powers this phase still waits for (none in civil disorder or already submitted)."""
        game = self.game
        return tuple(p for p in game.required_powers() if p in self.levels and not game.has_submitted(p))

    def tasks(self) -> tuple[BotTask, ...]:
        """The question of each bot the phase waits for, in map order: the public position only
        (never anyone's pending orders) and the dice of this game, power and phase."""
        position = self.game.position
        return tuple(BotTask(p, self.levels[p], position, phase_seed(self.seed, p, position.phase),
                             self.victory_centres) for p in self.waiting())

    def answer(self, task: BotTask) -> tuple[Order, ...]:
        """The orders this table's bot gives for ``task``. Bots keep no state between calls and the
        task is frozen, so a worker thread may call this while the window goes on."""
        return self._bots[task.power].orders_for(task.position, task.power, random.Random(task.seed), self._map)

    def give(self, power: str, orders: tuple[Order, ...], seat_for: Callable[[str], Seat] | None = None) -> None:
        """A bot's answer goes into its power's seat, submitted (``seat_for`` as in :meth:`act`)."""
        (seat_for or self.game.seat)(power).submit(orders)

    def act(self, seat_for: Callable[[str], Seat] | None = None) -> tuple[str, ...]:
        """Every bot the phase waits for submits its orders; returns those powers, in map order.

        ``seat_for`` gives a power's seat; the default is the game's open seat (a game without a
        table). A hot-seat game passes a function that admits the bot to its own seat only."""
        tasks = self.tasks()
        for task in tasks:
            self.give(task.power, self.answer(task), seat_for)
        return tuple(t.power for t in tasks)
