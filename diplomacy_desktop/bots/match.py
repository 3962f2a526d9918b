"""Play a whole game between bots, headless: the benchmark, tests and practice simulations use it.

Each power's bot is asked for its orders with the public position only, all powers' orders are
judged together, and the game goes on phase by phase until a power holds the game's victory
centres (``victory_centres``: the standard game's 18, or a scenario's own count; each bot plays
its own power, as bots sit at a table) or the last year's Winter is over. Each power draws from
its own random stream derived from the game seed, so swapping one power's bot leaves the others'
dice unchanged.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass, field
from typing import Mapping

from ..engine.adjudicator import next_position
from ..engine.board import MapModel, initial_position
from ..engine.orders import Order
from ..engine.position import Position
from .base import Bot


@dataclass(frozen=True)
class MatchResult:
    centres: dict[str, int]
    """Power -> centres at the end."""
    winner: str | None
    """The power that reached the victory centres, if any."""
    last_phase: str
    bot_seconds: dict[str, float] = field(default_factory=dict)
    """Power -> time its bot spent choosing orders."""
    bot_calls: dict[str, int] = field(default_factory=dict)
    """Power -> movement phases its bot ordered (for per-move timing)."""
    move_seconds: dict[str, float] = field(default_factory=dict)
    """Power -> time its bot spent on movement phases."""
    slowest_move: dict[str, float] = field(default_factory=dict)
    """Power -> the longest time its bot took for one movement phase."""
    move_cpu: dict[str, float] = field(default_factory=dict)
    """Power -> processor time its bot spent on movement phases (what a busy machine does not inflate)."""
    slowest_move_cpu: dict[str, float] = field(default_factory=dict)


def power_rng(seed: int, power: str) -> random.Random:
    """The random stream of one power in one game (independent of the other powers' bots)."""
    return random.Random(f"{seed}:{power}")


def play_match(bots: Mapping[str, Bot | None], seed: int, end_year: int = 1910, *,
               game_map: MapModel, victory_centres: int, start: Position | None = None) -> MatchResult:
    """Play from ``start`` (default: 1901) to the end of ``end_year`` or a solo victory, a power
    owning ``victory_centres`` centres (the game's count: the bots were made for the same one).

    A power mapped to None is in civil disorder: it gives no orders (its units hold).
    """
    position = start or initial_position(game_map)
    rngs = {p: power_rng(seed, p) for p in sorted(bots)}
    seconds = {p: 0.0 for p in bots}
    move_seconds = {p: 0.0 for p in bots}
    calls = {p: 0 for p in bots}
    slowest = {p: 0.0 for p in bots}
    cpu = {p: 0.0 for p in bots}
    slowest_cpu = {p: 0.0 for p in bots}
    winner: str | None = None
    while position.phase.year <= end_year:
        orders: dict[str, tuple[Order, ...]] = {}
        for power in sorted(bots):
            bot = bots[power]
            if bot is None:
                continue
            t0, c0 = time.perf_counter(), time.process_time()
            given = bot.orders_for(position, power, rngs[power], game_map)
            spent, spent_cpu = time.perf_counter() - t0, time.process_time() - c0
            seconds[power] += spent
            if position.phase.kind == "movement" and position.units.get(power):
                move_seconds[power] += spent
                calls[power] += 1
                slowest[power] = max(slowest[power], spent)
                cpu[power] += spent_cpu
                slowest_cpu[power] = max(slowest_cpu[power], spent_cpu)
            if given:
                orders[power] = given
        position = next_position(position, orders, game_map)
        leaders = [p for p in sorted(game_map.powers) if position.centre_count(p) >= victory_centres]
        if leaders:
            winner = leaders[0]
            break
    centres = {p: position.centre_count(p) for p in sorted(game_map.powers)}
    return MatchResult(centres, winner, position.phase.code, seconds, calls, move_seconds, slowest, cpu, slowest_cpu)
