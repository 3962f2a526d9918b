"""What an opening usually gives against the bots: simulated games, summarised as data.

For one named opening of one power and one bot level, each game plays the opening in Spring 1901
and lets a bot of the same level carry on for that power afterwards; the six other powers are
bots of that level too (Easy and Normal open from the book, drawn by frequency, as in practice
mode). Game ``g`` uses seed ``g`` with :func:`~diplomacy_desktop.bots.match.power_rng`, so every
opening of a power meets the very same opponents' dice (common random numbers: a difference
between two openings is the openings', not luck's). The centres are read after Fall 1901 and
after Fall 1902 (once the Fall retreats are over, when ownership changes).

``tools/opening_baselines.py`` runs this once and writes ``assets/openings/baselines.json``; the
app only reads that file (:func:`load_baselines`). The file records, for each level, how many
games each opening got (:class:`Sampling`: a fixed number, or enough to bring the standard error
under a bound), the seeds, the date and the fingerprint of the bot that played
(:mod:`.behaviour`), so a level whose bot has changed since is known to be out of date.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from ..bots import Bot, Level, make_bot
from ..bots.match import power_rng
from ..bots.openings import Opening
from ..engine.adjudicator import next_position
from ..engine.board import ASSETS_DIR, MapModel, initial_position
from ..engine.orders import Order
from ..engine.position import FALL, RETREATS, Phase, Position
from ..engine.scenario_play import victory_centres

BASELINES_PATH = ASSETS_DIR / "openings" / "baselines.json"
FORMAT = 2
"""Version of the file's layout: 2 records each level's own rule, seeds, date and bot fingerprint."""
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


@dataclass(frozen=True, slots=True)
class SpringStart:
    """Every power's own Spring 1901 orders in game ``seed``, and its dice once it has given them.

    In Spring 1901 every bot sees the same starting board whatever opening the practised power
    plays, and each power draws from its own stream, so the six opponents' Spring orders of game
    ``seed`` are the same for all 212 openings: they are searched once per seed and reused (for
    Hard, a seventh of a game's thinking). The practised power plays its opening without touching
    its dice, so it starts Fall 1901 with a fresh stream, as in :func:`simulate_game`.
    """

    seed: int
    orders: Mapping[str, tuple[Order, ...]]
    states: Mapping[str, Any]
    """Power -> ``random.Random.getstate()`` after it ordered Spring 1901."""


def spring_start(level: Level, seed: int, game_map: MapModel) -> SpringStart:
    bot = make_bot(level, victory_centres(game_map, None))
    position = initial_position(game_map)
    orders: dict[str, tuple[Order, ...]] = {}
    states: dict[str, Any] = {}
    for power in sorted(game_map.powers):
        rng = power_rng(seed, power)
        orders[power] = bot.orders_for(position, power, rng, game_map)
        states[power] = rng.getstate()
    return SpringStart(seed, orders, states)


def simulate_game(opening: Opening, level: Level, seed: int, game_map: MapModel,
                  spring: SpringStart | None = None) -> tuple[int, ...]:
    """The opening's power's centres after each checkpoint year in one simulated game.

    With ``spring`` (the same ``seed``'s :func:`spring_start`) the opponents' Spring 1901 orders
    are taken from it instead of being searched again; the game is the very same.
    """
    bot = make_bot(level, victory_centres(game_map, None))
    bots: dict[str, Bot] = {p: bot for p in sorted(game_map.powers)}
    bots[opening.power] = OpeningThenBot(opening, bot)
    rngs = {p: power_rng(seed, p) for p in sorted(bots)}
    position = initial_position(game_map)
    if spring is not None:
        if spring.seed != seed:
            raise ValueError(f"the Spring 1901 of game {spring.seed} given for game {seed}")
        orders = dict(spring.orders)
        orders[opening.power] = opening.orders
        for power in sorted(bots):
            if power != opening.power:
                rngs[power].setstate(spring.states[power])
        position = next_position(position, orders, game_map)
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


@dataclass(frozen=True, slots=True)
class Sampling:
    """How many games an opening gets: at least ``min_games``; then, while the standard error of
    the mean after either checkpoint is above ``stderr_bound``, ``step`` more, up to ``max_games``.

    The rule reads only the games already played, in seed order, so an opening's figures are
    the same however many processes share the work. Without a bound it is a fixed count.
    """

    min_games: int
    max_games: int
    step: int = 1
    stderr_bound: float | None = None

    def __post_init__(self) -> None:
        if not 1 <= self.min_games <= self.max_games or self.step < 1:
            raise ValueError(f"bad sampling rule: {self}")
        if self.stderr_bound is None and self.min_games != self.max_games:
            raise ValueError("a sampling rule without a standard error bound plays a fixed number of games")

    @classmethod
    def fixed(cls, games: int) -> "Sampling":
        return cls(games, games, games, None)

    def enough(self, stats: Mapping[int, "CentreStats"]) -> bool:
        games = next(iter(stats.values())).games
        if games >= self.max_games:
            return True
        if games < self.min_games or self.stderr_bound is None:
            return False
        return all(s.stderr <= self.stderr_bound for s in stats.values())

    def describe(self) -> str:
        if self.stderr_bound is None:
            return f"{self.min_games} games per opening"
        return (f"{self.min_games} games per opening, then {self.step} more at a time while the standard error of "
                f"the mean centres after Fall 1901 or Fall 1902 is above {self.stderr_bound}, at most "
                f"{self.max_games} games")

    def to_json(self) -> dict[str, Any]:
        return {"min_games": self.min_games, "max_games": self.max_games, "step": self.step,
                "stderr_bound": self.stderr_bound}


def simulate_opening(opening: Opening, level: Level, games: int | Sampling, first_seed: int = 0, *,
                     game_map: MapModel,
                     springs: dict[tuple[str, int], SpringStart] | None = None) -> dict[int, CentreStats]:
    """Checkpoint year -> the opening's centre statistics over ``games`` games (seeds from ``first_seed``).

    ``springs`` keeps each seed's :func:`spring_start` for the next opening (a process's cache,
    keyed by level and seed); without it every game searches its own Spring 1901.
    """
    sampling = games if isinstance(games, Sampling) else Sampling.fixed(games)
    rows: list[tuple[int, ...]] = []
    target = sampling.min_games
    while True:
        while len(rows) < target:
            seed = first_seed + len(rows)
            spring = None
            if springs is not None:
                key = (str(level), seed)
                if key not in springs:
                    springs[key] = spring_start(level, seed, game_map)
                spring = springs[key]
            rows.append(simulate_game(opening, level, seed, game_map, spring))
        stats = {year: centre_stats([row[i] for row in rows]) for i, year in enumerate(CHECKPOINT_YEARS)}
        if sampling.enough(stats):
            return stats
        target = min(sampling.max_games, target + sampling.step)


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


@dataclass(frozen=True, slots=True)
class LevelMeasure:
    """How one level's figures were measured, from the file's ``measured`` block."""

    level: Level
    behaviour: str | None
    """The fingerprint (:mod:`.behaviour`) of the bot that played the games; None if not recorded."""
    date: str
    """The day the measurement was run (ISO), as recorded."""
    sampling: Sampling
    first_seed: int
    cpu_seconds: float
    note: str = ""


@dataclass(frozen=True)
class Baselines:
    """Every measured (level, opening) pair and how the figures were computed."""

    method: Mapping[str, Any]
    entries: Mapping[tuple[str, str], OpeningBaseline]
    measured: Mapping[str, LevelMeasure] = field(default_factory=dict)
    """Level -> how its figures were measured (a level without one has no known bot behind it)."""

    def get(self, level: Level | str, opening_id: str) -> OpeningBaseline | None:
        return self.entries.get((str(level), opening_id))

    def levels(self) -> tuple[Level, ...]:
        return tuple(lv for lv in Level if any(k[0] == lv.value for k in self.entries))

    def measure(self, level: Level | str) -> LevelMeasure | None:
        return self.measured.get(str(level))

    def current(self, level: Level | str, fingerprint: Callable[[Level], str]) -> bool:
        """Were ``level``'s figures measured with the bot that ``fingerprint`` describes now?

        False when the recorded fingerprint differs (the bot changed since) or none was recorded.
        """
        record = self.measure(level)
        return record is not None and record.behaviour is not None and record.behaviour == fingerprint(Level(level))


def _measure_from_json(level: Level, data: Any) -> LevelMeasure:
    where = f"baselines.measured.{level.value}"
    if not isinstance(data, dict):
        raise BaselineError(f"{where}: expected an object")
    behaviour = data.get("behaviour")
    if behaviour is not None and not (isinstance(behaviour, str) and behaviour.startswith("sha256:")):
        raise BaselineError(f"{where}.behaviour: expected 'sha256:...' or null, got {behaviour!r}")
    date = data.get("date")
    if not isinstance(date, str) or len(date) != 10:
        raise BaselineError(f"{where}.date: expected a day as YYYY-MM-DD, got {date!r}")
    rule = data.get("sampling")
    if not isinstance(rule, dict):
        raise BaselineError(f"{where}.sampling: expected an object")
    bound = rule.get("stderr_bound")
    try:
        sampling = Sampling(_int(rule.get("min_games"), f"{where}.sampling.min_games"),
                            _int(rule.get("max_games"), f"{where}.sampling.max_games"),
                            _int(rule.get("step"), f"{where}.sampling.step"),
                            None if bound is None else _number(bound, f"{where}.sampling.stderr_bound"))
    except ValueError as exc:
        raise BaselineError(f"{where}.sampling: {exc}") from None
    note = data.get("note", "")
    return LevelMeasure(level, behaviour, date, sampling, _int(data.get("first_seed"), f"{where}.first_seed"),
                        _number(data.get("cpu_seconds", 0), f"{where}.cpu_seconds"),
                        note if isinstance(note, str) else "")


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
    measured_data = data.get("measured", {})
    if not isinstance(measured_data, dict):
        raise BaselineError("baselines.measured: expected an object")
    measured: dict[str, LevelMeasure] = {}
    for level_name, record in sorted(measured_data.items()):
        try:
            level = Level(level_name)
        except ValueError:
            raise BaselineError(f"baselines.measured: unknown level {level_name!r}") from None
        measured[level.value] = _measure_from_json(level, record)
    return Baselines(method, entries, measured)


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
