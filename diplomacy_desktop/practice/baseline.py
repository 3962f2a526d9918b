"""What an opening usually gives against the bots: simulated games, summarised as data.

For one named opening of one power and one bot level, each game plays the opening in Spring 1901
and lets a bot of the same level carry on for that power afterwards; the six other powers are
bots of that level too (Easy and Normal open from the book, drawn by frequency, as in practice
mode). Game ``g`` uses seed ``g`` with :func:`~diplomacy_desktop.bots.match.power_rng`, so every
opening of a power meets the very same opponents' dice (common random numbers: a difference
between two openings is the openings', not luck's). The centres are read after Fall 1901 and
after Fall 1902 (once the Fall retreats are over, when ownership changes).

``tools/opening_baselines.py`` runs this once and writes ``assets/openings/baselines.json``; the
app only reads that file (:func:`load_baselines`).
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Mapping, Sequence

from ..bots import Bot, Level, make_bot
from ..bots.match import power_rng
from ..bots.openings import Opening
from ..engine.adjudicator import next_position
from ..engine.board import ASSETS_DIR, MapModel
from ..engine.orders import Order
from ..engine.position import FALL, RETREATS, Phase, Position, initial_position

BASELINES_PATH = ASSETS_DIR / "openings" / "baselines.json"
CHECKPOINT_YEARS = (1901, 1902)
"""The scorecard's moments: after Fall 1901 and after Fall 1902."""


class BaselineError(ValueError):
    """The baselines file is unreadable or malformed; the message names the field."""


def after_fall(year: int) -> Phase:
    """The last phase of ``year``'s Fall: once a position is past it, that year's ownership is settled."""
    return Phase(year, FALL, RETREATS)


def past_fall(position: Position, year: int) -> bool:
    return position.phase > after_fall(year)


@dataclass(frozen=True, slots=True)
class OpeningThenBot:
    """Plays a fixed opening in Spring 1901, then hands every later phase to ``bot``."""

    opening: Opening
    bot: Bot

    @property
    def level(self) -> Level:
        return self.bot.level

    def orders_for(self, position: Position, power: str, rng: Any,
                   game_map: MapModel) -> tuple[Order, ...]:
        phase = position.phase
        if phase == Phase(game_map.start_year, game_map.start_season, "movement") and power == self.opening.power:
            return self.opening.orders
        return self.bot.orders_for(position, power, rng, game_map)


def simulate_game(opening: Opening, level: Level, seed: int, game_map: MapModel) -> tuple[int, ...]:
    """The opening's power's centres after each checkpoint year in one simulated game on ``game_map``."""
    bot = make_bot(level)
    bots: dict[str, Bot] = {p: bot for p in sorted(game_map.powers)}
    bots[opening.power] = OpeningThenBot(opening, bot)
    rngs = {p: power_rng(seed, p) for p in sorted(bots)}
    position = initial_position(game_map)
    counts: list[int] = []
    while len(counts) < len(CHECKPOINT_YEARS):
        year = CHECKPOINT_YEARS[len(counts)]
        if past_fall(position, year):
            counts.append(position.centre_count(opening.power))
            continue
        orders = {}
        for power in sorted(bots):
            given = bots[power].orders_for(position, power, rngs[power], game_map)
            if given:
                orders[power] = given
        position = next_position(position, orders, game_map)
    return tuple(counts)


@dataclass(frozen=True, slots=True)
class CentreStats:
    """Centres of one power at one checkpoint over the simulated games."""

    games: int
    mean: float
    stderr: float
    histogram: Mapping[int, int]
    """Centre count -> games that ended the checkpoint with it."""

    def share_below(self, centres: int) -> float:
        """Share of the games that gave fewer centres than ``centres`` (ties count half)."""
        below = sum(n for c, n in self.histogram.items() if c < centres)
        equal = self.histogram.get(centres, 0)
        return (below + equal / 2) / self.games if self.games else 0.0


def centre_stats(values: Sequence[int]) -> CentreStats:
    n = len(values)
    mean = sum(values) / n
    var = sum((v - mean) ** 2 for v in values) / (n - 1) if n > 1 else 0.0
    hist: dict[int, int] = {}
    for v in values:
        hist[v] = hist.get(v, 0) + 1
    return CentreStats(n, round(mean, 3), round(math.sqrt(var / n), 3), dict(sorted(hist.items())))


def simulate_opening(opening: Opening, level: Level, games: int, first_seed: int = 0, *,
                     game_map: MapModel) -> dict[int, CentreStats]:
    """Checkpoint year -> the opening's centre statistics over ``games`` games (seeds from ``first_seed``)."""
    rows = [simulate_game(opening, level, first_seed + g, game_map) for g in range(games)]
    return {year: centre_stats([row[i] for row in rows]) for i, year in enumerate(CHECKPOINT_YEARS)}


def stats_to_json(stats: CentreStats) -> dict[str, Any]:
    return {"games": stats.games, "mean": stats.mean, "stderr": stats.stderr,
            "histogram": {str(c): n for c, n in stats.histogram.items()}}


def _int(value: Any, where: str) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or value < 0:
        raise BaselineError(f"{where}: expected a whole number >= 0, got {value!r}")
    return value


def _number(value: Any, where: str) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value) or value < 0:
        raise BaselineError(f"{where}: expected a number >= 0, got {value!r}")
    return float(value)


def stats_from_json(data: Any, where: str) -> CentreStats:
    if not isinstance(data, dict):
        raise BaselineError(f"{where}: expected an object")
    hist_data = data.get("histogram")
    if not isinstance(hist_data, dict):
        raise BaselineError(f"{where}.histogram: expected an object")
    hist: dict[int, int] = {}
    for key, n in hist_data.items():
        if not isinstance(key, str) or not key.isdigit() or len(key) > 2:
            raise BaselineError(f"{where}.histogram: bad centre count {key!r}")
        hist[int(key)] = _int(n, f"{where}.histogram.{key}")
    games = _int(data.get("games"), f"{where}.games")
    if sum(hist.values()) != games:
        raise BaselineError(f"{where}.histogram: counts do not add up to {games} games")
    return CentreStats(games, _number(data.get("mean"), f"{where}.mean"),
                       _number(data.get("stderr"), f"{where}.stderr"), dict(sorted(hist.items())))


@dataclass(frozen=True, slots=True)
class OpeningBaseline:
    opening_id: str
    level: Level
    after: Mapping[int, CentreStats]
    """Checkpoint year -> statistics."""


@dataclass(frozen=True)
class Baselines:
    """Every measured (level, opening) pair and how the figures were computed."""

    method: Mapping[str, Any]
    entries: Mapping[tuple[str, str], OpeningBaseline]

    def get(self, level: Level | str, opening_id: str) -> OpeningBaseline | None:
        return self.entries.get((str(level), opening_id))

    def levels(self) -> tuple[Level, ...]:
        return tuple(lv for lv in Level if any(k[0] == lv.value for k in self.entries))


def parse_baselines(data: Any) -> Baselines:
    if not isinstance(data, dict):
        raise BaselineError("baselines: expected an object")
    method = data.get("method")
    levels = data.get("levels")
    if not isinstance(method, dict):
        raise BaselineError("baselines.method: expected an object")
    if not isinstance(levels, dict):
        raise BaselineError("baselines.levels: expected an object")
    entries: dict[tuple[str, str], OpeningBaseline] = {}
    for level_name, openings in sorted(levels.items()):
        try:
            level = Level(level_name)
        except ValueError:
            raise BaselineError(f"baselines.levels: unknown level {level_name!r}") from None
        if not isinstance(openings, dict):
            raise BaselineError(f"baselines.levels.{level_name}: expected an object")
        for opening_id, entry in sorted(openings.items()):
            where = f"baselines.levels.{level_name}.{opening_id}"
            if not isinstance(entry, dict):
                raise BaselineError(f"{where}: expected an object")
            after = {year: stats_from_json(entry.get(f"after_fall_{year}"), f"{where}.after_fall_{year}")
                     for year in CHECKPOINT_YEARS}
            entries[(level.value, opening_id)] = OpeningBaseline(opening_id, level, after)
    return Baselines(method, entries)


def load_baselines(path: Path = BASELINES_PATH) -> Baselines:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise BaselineError(f"{path}: cannot read the opening baselines: {exc}") from None
    return parse_baselines(data)


@cache
def standard_baselines() -> Baselines:
    """The shipped baselines, read once per process (empty if the file is missing or damaged)."""
    try:
        return load_baselines()
    except BaselineError:
        return Baselines({}, {})
