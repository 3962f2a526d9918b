"""A variant as data: which powers a map has, how players sit at them, and the scenarios.

One file beside the map (``assets/maps/<name>/variant.json``) says what the rulebook's
seatings and the two-player games are, so a new two-player game is a new entry in that file,
not new code. The engine reads it through :func:`load_variant` and :func:`standard_variant`;
:mod:`.table` and :mod:`.game` are driven by what it holds.

What stays code is the *meaning* of a named special rule (``rules`` in a scenario): today only
``coin_toss``, the 1914 game's toss after the first Fall that decides whom a neutral power
joins. The file switches it on and names the power; how a coin is tossed is the game's job.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from .board import MAPS_DIR, MapModel, load_map, standard_map

KNOWN_RULES = ("coin_toss",)
"""Special rules a scenario may switch on (their meaning is written in ``scenario_play.py``)."""


class VariantDataError(ValueError):
    """The variant file is missing, is not JSON, or says something the map contradicts."""


@dataclass(frozen=True, slots=True)
class VariantPower:
    name: str
    """The power's key on the map (``"france"``)."""
    colour: str
    """As the map has it (``#rrggbb``)."""


@dataclass(frozen=True, slots=True)
class Scenario:
    """A game other than the standard one: who sits where, when it starts, who is absent."""

    name: str
    """Stored in save files: never rename one."""
    title: str
    """English title (the window translates its own copy)."""
    seating: tuple[tuple[str, ...], ...]
    """The powers each player gets; every other power is neutral."""
    start_year: int
    absent: tuple[str, ...]
    """Neutral powers that start with no units and whose home centres start unowned."""
    closed_while_neutral: tuple[str, ...]
    """Powers whose home provinces no unit may enter while the power is neutral."""
    victory_centres: int
    """Centres a player needs (counted over all their powers) at the end of a Fall to win."""
    coin_toss: str | None = None
    """The neutral power a coin gives to one player after the first Fall (None: no toss)."""

    @property
    def players(self) -> int:
        return len(self.seating)


@dataclass(frozen=True, slots=True)
class Variant:
    map_name: str
    powers: tuple[VariantPower, ...]
    seatings: dict[int, tuple[tuple[str, ...], ...]]
    """The standard game: the powers each player gets, by number of players."""
    scenarios: tuple[Scenario, ...]

    def power_names(self) -> tuple[str, ...]:
        return tuple(p.name for p in self.powers)

    def scenario(self, name: str) -> Scenario | None:
        return next((s for s in self.scenarios if s.name == name), None)

    def scenarios_for(self, players: int) -> tuple[Scenario, ...]:
        return tuple(s for s in self.scenarios if s.players == players)


def load_variant(path: Path, game_map: MapModel | None = None) -> Variant:
    """Read and check a variant file; ``game_map`` defaults to the ``map.json`` beside it."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise VariantDataError(f"{path}: cannot read the variant: {exc}") from None
    if game_map is None:
        game_map = load_map(path.parent / "map.json")
    try:
        return parse_variant(data, game_map)
    except VariantDataError as exc:
        raise VariantDataError(f"{path}: {exc}") from None


def parse_variant(data: Any, game_map: MapModel) -> Variant:
    if not isinstance(data, dict):
        raise VariantDataError("the variant must be a JSON object")
    if data.get("format") != 1:
        raise VariantDataError(f"format: expected 1, not {data.get('format')!r}")
    names = _names(data.get("powers"), "powers")
    unknown = [p for p in names if p not in game_map.powers]
    if unknown or set(names) != set(game_map.powers):
        raise VariantDataError(f"powers: must be the map's powers {sorted(game_map.powers)}, not {names}")
    powers = tuple(VariantPower(p, game_map.powers[p].colour) for p in names)
    seatings_obj = data.get("seatings")
    if not isinstance(seatings_obj, dict) or not seatings_obj:
        raise VariantDataError("seatings: must map a number of players to its groups of powers")
    seatings: dict[int, tuple[tuple[str, ...], ...]] = {}
    for key, groups in seatings_obj.items():
        if not key.isdigit():
            raise VariantDataError(f"seatings.{key}: the key must be a number of players")
        seatings[int(key)] = _seating(groups, names, f"seatings.{key}")
        if len(seatings[int(key)]) != int(key):
            raise VariantDataError(f"seatings.{key}: {len(seatings[int(key)])} groups for {key} players")
    scen_obj = data.get("scenarios", [])
    if not isinstance(scen_obj, list):
        raise VariantDataError("scenarios: must be a list")
    scenarios = tuple(_scenario(s, names, f"scenarios[{i}]") for i, s in enumerate(scen_obj))
    seen = [s.name for s in scenarios]
    if len(set(seen)) != len(seen) or "standard" in seen:
        raise VariantDataError("scenarios: names must differ from each other and from 'standard'")
    return Variant(str(data.get("map", game_map.name)), powers, seatings, scenarios)


def _names(obj: Any, where: str) -> tuple[str, ...]:
    if not isinstance(obj, list) or not all(isinstance(p, str) for p in obj):
        raise VariantDataError(f"{where}: must be a list of power names")
    if len(set(obj)) != len(obj):
        raise VariantDataError(f"{where}: a power is named twice")
    return tuple(obj)


def _seating(obj: Any, powers: tuple[str, ...], where: str) -> tuple[tuple[str, ...], ...]:
    if not isinstance(obj, list) or not obj:
        raise VariantDataError(f"{where}: must be a list of groups of powers")
    groups = tuple(_names(g, f"{where}[{i}]") for i, g in enumerate(obj))
    flat = [p for g in groups for p in g]
    bad = [p for p in flat if p not in powers]
    if bad:
        raise VariantDataError(f"{where}: unknown power {bad[0]!r}")
    if len(set(flat)) != len(flat):
        raise VariantDataError(f"{where}: a power is in two groups")
    return groups


def _scenario(obj: Any, powers: tuple[str, ...], where: str) -> Scenario:
    if not isinstance(obj, dict):
        raise VariantDataError(f"{where}: must be an object")
    name, title = obj.get("name"), obj.get("title")
    if not isinstance(name, str) or not name or not isinstance(title, str):
        raise VariantDataError(f"{where}: needs a name and a title")
    seating = _seating(obj.get("seating"), powers, f"{where}.seating")
    seated = {p for g in seating for p in g}
    absent = _names(obj.get("absent", []), f"{where}.absent")
    closed = _names(obj.get("closed_while_neutral", []), f"{where}.closed_while_neutral")
    for field_name, group in (("absent", absent), ("closed_while_neutral", closed)):
        wrong = [p for p in group if p not in powers or p in seated]
        if wrong:
            raise VariantDataError(f"{where}.{field_name}: {wrong[0]!r} is not a neutral power of this scenario")
    year, victory = obj.get("start_year"), obj.get("victory_centres")
    if not isinstance(year, int) or isinstance(year, bool) or year < 1:
        raise VariantDataError(f"{where}.start_year: must be a year")
    if not isinstance(victory, int) or isinstance(victory, bool) or victory < 1:
        raise VariantDataError(f"{where}.victory_centres: must be a number of centres")
    rules = obj.get("rules", {})
    if not isinstance(rules, dict):
        raise VariantDataError(f"{where}.rules: must be an object")
    unknown = sorted(set(rules) - set(KNOWN_RULES))
    if unknown:
        raise VariantDataError(f"{where}.rules: unknown rule {unknown[0]!r} (known: {', '.join(KNOWN_RULES)})")
    toss = rules.get("coin_toss")
    if toss is not None and (toss not in powers or toss in seated or toss in absent):
        raise VariantDataError(f"{where}.rules.coin_toss: {toss!r} is not a neutral power with units")
    return Scenario(name, title, seating, year, absent, closed, victory, toss)


@cache
def standard_variant() -> Variant:
    """The standard map's variant file, read once per process."""
    return load_variant(MAPS_DIR / "standard" / "variant.json", standard_map())
