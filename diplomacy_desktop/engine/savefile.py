"""Save files: versioned JSON, written atomically, loaded only when everything checks out.

Writing goes to a temporary file beside the target, is flushed to disk, then renamed over
the target, so a crash mid-write leaves the old save intact. Loading validates every field
and rebuilds the game in memory before handing it out: a damaged or hand-edited file raises
:class:`SaveFileError` naming what is wrong, and never yields a half-loaded game.
"""

from __future__ import annotations

import json
import os
from dataclasses import replace
import tempfile
from pathlib import Path
from typing import Any

from .adjudicator import adjudicate
from .board import MapModel, standard_map
from .game import DRAW, END_YEAR, GAME_ID_PATTERN, VICTORY, Game, GameResult, PhaseRecord
from .orders import Order, OrderParseError, Unit, parse_order, unit_from_notation
from .sealing import PinLock, SealError, key_from_json, key_to_json
from .table import STANDARD, WW1, Player, Table
from .outcomes import OrderResult
from .position import PHASE_KINDS, SEASONS, Dislodged, Phase, Position

FORMAT = "diplomacy-desktop-save"
VERSION = 1


class SaveFileError(ValueError):
    """The file cannot be loaded; the message says where and what."""


# ---------------------------------------------------------------------------- writing


def _phase_json(phase: Phase) -> dict[str, Any]:
    return {"season": phase.season, "year": phase.year, "type": phase.kind}


def position_to_json(position: Position) -> dict[str, Any]:
    return {
        "phase": _phase_json(position.phase),
        "units": {p: [str(u) for u in units] for p, units in position.units.items() if units},
        "supply_centers": {c: owner for c, owner in sorted(position.centres.items())},
        "dislodged": [{"power": d.power, "unit": str(d.unit), "attacker_from": d.attacker_from,
                       "retreats": list(d.retreats), "via_convoy": d.via_convoy} for d in position.dislodged],
        "contested": sorted(position.contested),
        "closed": sorted(position.closed),
    }


def _result_json(result: OrderResult) -> dict[str, Any]:
    out: dict[str, Any] = {"order": str(result.order), "outcome": result.outcome.value,
                           "reason": result.reason.code, "params": dict(result.reason.params)}
    if result.dislodged:
        out["dislodged"] = True
    if result.disbanded:
        out["disbanded"] = True
    return out


def game_to_json(game: Game) -> dict[str, Any]:
    history = []
    for record in game.history:
        res = record.resolution
        history.append({
            "position": position_to_json(record.position),
            "orders": {p: [str(o) for o in orders] for p, orders in record.orders.items()},
            "results": {p: [_result_json(r) for r in rs] for p, rs in res.results.items()},
        })
    file_key, pins = game._save_secrets()
    players = None
    if game.table is not None:
        players = [{"name": pl.name, "powers": list(pl.powers),
                    "pin": pins[pl.name].to_json() if pl.name in pins else None} for pl in game.table.players]
    result = None
    if game.result is not None:
        result = {"kind": game.result.kind, "winners": list(game.result.winners),
                  "centres": dict(game.result.centres)}
    return {
        "format": FORMAT,
        "version": VERSION,
        "game_id": game.game_id,
        "map": game.map.name,
        "end_year": game.end_year,
        "civil_disorder": sorted(game.civil_disorder),
        "neutral": sorted(game.neutral),
        "position": position_to_json(game.position),
        "history": history,
        "players": players,
        "scenario": game.scenario,
        "coin_toss": game.coin_toss,
        "file_key": key_to_json(file_key),
        "pending": game._sealed_pending(),
        "draw_votes": sorted(game.draw_votes()),
        "result": result,
    }


def write_atomic(path: Path, text: str) -> None:
    """Write ``text`` to ``path`` so that readers see the old file or the new one, never half."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as fh:
            fh.write(text)
            fh.flush()
            os.fsync(fh.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


def save_game(game: Game, path: Path) -> None:
    write_atomic(Path(path), json.dumps(game_to_json(game), indent=1, sort_keys=False) + "\n")


# ---------------------------------------------------------------------------- reading


class _Reader:
    """Field access that names the path of anything missing or wrong."""

    def __init__(self, game_map: MapModel) -> None:
        self.map = game_map

    def fail(self, where: str, message: str) -> SaveFileError:
        return SaveFileError(f"{where}: {message}")

    def get(self, obj: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
        if not isinstance(obj, dict):
            raise self.fail(where, "must be an object")
        if key not in obj:
            raise self.fail(f"{where}.{key}" if where else key, "missing")
        value = obj[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise self.fail(f"{where}.{key}" if where else key, f"must be {names}")
        return value

    def power(self, value: Any, where: str) -> str:
        if value not in self.map.powers:
            raise self.fail(where, f"unknown power {value!r}")
        return value

    def unit(self, text: Any, where: str) -> Unit:
        if not isinstance(text, str):
            raise self.fail(where, "must be a unit like 'A par'")
        try:
            return unit_from_notation(text, self.map)
        except ValueError as exc:
            raise self.fail(where, str(exc)) from None

    def phase(self, obj: Any, where: str) -> Phase:
        season = self.get(obj, "season", str, where)
        year = self.get(obj, "year", int, where)
        kind = self.get(obj, "type", str, where)
        if season not in SEASONS or kind not in PHASE_KINDS:
            raise self.fail(where, f"unknown phase {season} {kind}")
        try:
            return Phase(year, season, kind)
        except ValueError as exc:
            raise self.fail(where, str(exc)) from None

    def position(self, obj: Any, where: str) -> Position:
        phase = self.phase(self.get(obj, "phase", dict, where), f"{where}.phase")
        units: dict[str, tuple[Unit, ...]] = {p: () for p in self.map.powers}
        for power, items in self.get(obj, "units", dict, where).items():
            self.power(power, f"{where}.units.{power}")
            if not isinstance(items, list):
                raise self.fail(f"{where}.units.{power}", "must be a list")
            units[power] = tuple(self.unit(u, f"{where}.units.{power}[{i}]") for i, u in enumerate(items))
        centres: dict[str, str] = {}
        for centre, owner in self.get(obj, "supply_centers", dict, where).items():
            if centre not in self.map.supply_centres:
                raise self.fail(f"{where}.supply_centers.{centre}", "is not a supply centre")
            centres[centre] = self.power(owner, f"{where}.supply_centers.{centre}")
        dislodged = []
        for i, d in enumerate(self.get(obj, "dislodged", list, where)):
            w = f"{where}.dislodged[{i}]"
            retreats = self.get(d, "retreats", list, w)
            for r in retreats:
                if not isinstance(r, str) or not self.map.is_location(r):
                    raise self.fail(f"{w}.retreats", f"unknown place {r!r}")
            attacker = self.get(d, "attacker_from", str, w)
            if attacker not in self.map.provinces:
                raise self.fail(f"{w}.attacker_from", f"unknown province {attacker!r}")
            dislodged.append(Dislodged(self.power(self.get(d, "power", str, w), f"{w}.power"),
                                       self.unit(self.get(d, "unit", str, w), f"{w}.unit"),
                                       attacker, tuple(retreats), bool(d.get("via_convoy", False))))
        contested = self.get(obj, "contested", list, where)
        for c in contested:
            if c not in self.map.provinces:
                raise self.fail(f"{where}.contested", f"unknown province {c!r}")
        closed = obj.get("closed", []) if isinstance(obj, dict) else []
        if not isinstance(closed, list) or any(c not in self.map.provinces for c in closed):
            raise self.fail(f"{where}.closed", "must be a list of provinces")
        try:
            return Position(phase, units, centres, tuple(dislodged), frozenset(contested), frozenset(closed))
        except ValueError as exc:
            raise self.fail(f"{where}.units", str(exc)) from None

    def orders(self, obj: Any, position: Position, where: str) -> dict[str, list[Order]]:
        if not isinstance(obj, dict):
            raise self.fail(where, "must be an object")
        board = position.units_for_orders()
        out: dict[str, list[Order]] = {}
        for power, items in obj.items():
            self.power(power, f"{where}.{power}")
            if not isinstance(items, list):
                raise self.fail(f"{where}.{power}", "must be a list")
            parsed = []
            for i, text in enumerate(items):
                if not isinstance(text, str):
                    raise self.fail(f"{where}.{power}[{i}]", "must be an order string")
                try:
                    parsed.append(parse_order(text, self.map, units=board))
                except OrderParseError as exc:
                    raise self.fail(f"{where}.{power}[{i}]", str(exc)) from None
            out[power] = parsed
        return out


def _same_json(a: Any, b: Any) -> bool:
    return json.loads(json.dumps(a)) == json.loads(json.dumps(b))


def game_from_json(data: Any, game_map: MapModel | None = None) -> Game:
    game_map = game_map or standard_map()
    r = _Reader(game_map)
    if not isinstance(data, dict):
        raise SaveFileError("the file is not a Diplomacy Desktop save (not a JSON object)")
    if data.get("format") != FORMAT:
        raise SaveFileError("the file is not a Diplomacy Desktop save (format field missing or different)")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveFileError("version: missing or not a number")
    if version > VERSION:
        raise SaveFileError(f"version: this save was written by a newer Diplomacy Desktop (version {version})")
    if data.get("map") != game_map.name:
        raise SaveFileError(f"map: {data.get('map')!r} is not the {game_map.name} map")
    game_id = data.get("game_id")  # saves from before game ids get a new one, kept from then on
    if game_id is not None and (not isinstance(game_id, str) or not GAME_ID_PATTERN.fullmatch(game_id)):
        raise SaveFileError("game_id: must be 32 hex digits")
    end_year = data.get("end_year")
    if end_year is not None and (not isinstance(end_year, int) or isinstance(end_year, bool)):
        raise SaveFileError("end_year: must be a year or null")
    civil = r.get(data, "civil_disorder", list, "")
    for i, p in enumerate(civil):
        r.power(p, f"civil_disorder[{i}]")
    neutral = data.get("neutral", [])
    if not isinstance(neutral, list):
        raise SaveFileError("neutral: must be a list of powers")
    for i, p in enumerate(neutral):
        r.power(p, f"neutral[{i}]")

    # History is replayed through the adjudicator: a record whose results do not follow from
    # its own orders has been edited, and a damaged history must not be shown as fact.
    records: list[PhaseRecord] = []
    previous_next: Position | None = None
    for i, entry in enumerate(r.get(data, "history", list, "")):
        where = f"history[{i}]"
        before = r.position(r.get(entry, "position", dict, where), f"{where}.position")
        if previous_next is not None and not _follows(previous_next, before):
            raise SaveFileError(f"{where}.position: does not follow from the phase before it")
        orders = r.orders(r.get(entry, "orders", dict, where), before, f"{where}.orders")
        resolution = adjudicate(before, orders, game_map)
        stored = r.get(entry, "results", dict, where)
        if not _same_json(stored, {p: [_result_json(x) for x in rs] for p, rs in resolution.results.items()}):
            raise SaveFileError(f"{where}.results: do not match what the orders give")
        records.append(PhaseRecord(before, {p: tuple(o) for p, o in orders.items()}, resolution))
        previous_next = resolution.position

    position = r.position(r.get(data, "position", dict, ""), "position")
    if previous_next is not None and not _follows(previous_next, position):
        raise SaveFileError("position: does not follow from the last phase in the history")

    result = None
    res_obj = data.get("result")
    if res_obj is not None:
        kind = r.get(res_obj, "kind", str, "result")
        if kind not in (VICTORY, DRAW, END_YEAR):
            raise SaveFileError(f"result.kind: unknown ending {kind!r}")
        winners = tuple(r.power(p, "result.winners") for p in r.get(res_obj, "winners", list, "result"))
        centres = r.get(res_obj, "centres", dict, "result")
        result = GameResult(kind, winners, {r.power(p, "result.centres"): int(c) for p, c in centres.items()})

    scenario = data.get("scenario", STANDARD)
    if scenario not in (STANDARD, WW1):
        raise SaveFileError(f"scenario: unknown scenario {scenario!r}")
    coin_toss = data.get("coin_toss")
    table, pins = _read_players(r, data.get("players"), neutral, scenario)
    if coin_toss is not None and (table is None or table.player_of("italy") is None
                                  or table.player_of("italy").name != coin_toss):  # type: ignore[union-attr]
        raise SaveFileError("coin_toss: names a player who does not have Italy")
    try:
        file_key = key_from_json(data.get("file_key"))
    except SealError as exc:
        raise SaveFileError(f"file_key: {exc}") from None
    game = Game(game_map, position, end_year=end_year, history=records, civil_disorder=civil, neutral=neutral,
                result=result, table=table, pins=pins, file_key=file_key, coin_toss=coin_toss, game_id=game_id)
    # What is closed follows from the scenario, not from whatever the file says.
    game._position = replace(position, closed=game.closed_provinces_now())
    # A damaged pending entry costs only that power's orders (its player enters them again):
    # the game checks each one and says whose were damaged; only the powers are checked here.
    pending = r.get(data, "pending", dict, "")
    for power in pending:
        r.power(power, f"pending.{power}")
    votes = r.get(data, "draw_votes", list, "")
    for i, p in enumerate(votes):
        r.power(p, f"draw_votes[{i}]")
    game._restore_sealed(pending, votes)
    return game


def _follows(expected: Position, stored: Position) -> bool:
    """Does the stored position follow from the phase before it? The closed provinces are left
    out: the 1914 coin toss opens Italy between phases, and the scenario decides them anyway."""
    a, b = position_to_json(expected), position_to_json(stored)
    a.pop("closed"), b.pop("closed")
    return a == b


def _read_players(r: _Reader, obj: Any, neutral: list[str],
                  scenario: str = STANDARD) -> tuple[Table | None, dict[str, PinLock]]:
    if obj is None:
        return None, {}
    if not isinstance(obj, list) or not obj:
        raise SaveFileError("players: must be a list of players or null")
    players: list[Player] = []
    pins: dict[str, PinLock] = {}
    seen: set[str] = set()
    for i, entry in enumerate(obj):
        where = f"players[{i}]"
        name = r.get(entry, "name", str, where)
        if not name.strip() or name in {p.name for p in players}:
            raise SaveFileError(f"{where}.name: empty or repeated")
        powers = tuple(r.power(p, f"{where}.powers") for p in r.get(entry, "powers", list, where))
        if seen & set(powers):
            raise SaveFileError(f"{where}.powers: a power has two players")
        seen |= set(powers)
        if entry.get("pin") is not None:
            try:
                pins[name] = PinLock.from_json(entry["pin"])
            except SealError as exc:
                raise SaveFileError(f"{where}.pin: {exc}") from None
        players.append(Player(name, powers))
    if seen & set(neutral):
        raise SaveFileError("players: a neutral power has a player")
    return Table(tuple(players), tuple(neutral), scenario), pins


def load_game(path: Path, game_map: MapModel | None = None) -> Game:
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as exc:
        raise SaveFileError(f"cannot read {path}: {exc.strerror or exc}") from None
    except UnicodeDecodeError:
        raise SaveFileError(f"{path} is not a text file") from None
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise SaveFileError(f"{Path(path).name} is damaged: not valid JSON (line {exc.lineno}, column {exc.colno})") from None
    try:
        return game_from_json(data, game_map)
    except SaveFileError:
        raise
    except (ValueError, TypeError, KeyError, AttributeError) as exc:
        raise SaveFileError(f"{Path(path).name} is damaged: {exc}") from None
