"""Save files: versioned JSON, written atomically, loaded only when everything checks out.

Writing goes to a temporary file beside the target, is flushed to disk, then renamed over
the target, so a crash mid-write leaves the old save intact. Loading validates every field
and rebuilds the game in memory before handing it out: a damaged or hand-edited file raises
:class:`SaveFileError` naming what is wrong, and never yields a half-loaded game.
"""

from __future__ import annotations

import gc
import hashlib
import json
import os
import re
import stat
import tempfile
import time
from contextlib import contextmanager
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any, Iterable, Iterator

from .adjudicator import next_position
from .adjustments import needs_adjustment
from .board import MapModel
from .canonical import read_canonical, unit_from_notation
from .game import GAME_ID_PATTERN, Game
from .history import DRAW, END_YEAR, VICTORY, GameResult, PhaseRecord
from .json_input import JsonInputError, loads, read_text_file
from .locations import province_of
from .order_limits import too_many_orders
from .orders import ARMY, Order, Unit
from .notation import OrderError, read_order
from .outcomes import OrderResult
from .practice import PracticeSetup
from .position import ADJUSTMENTS, PHASE_KINDS, RETREATS, SEASONS, Dislodged, Phase, Position
from .rules.retreat import retreat_options
from .sealing import PinLock, SealError, key_from_json, key_to_json
from .table import BOT_LEVELS, STANDARD, BotChair, Player, Table, bot_scenario, scenario_named

FORMAT = "diplomacy-desktop-save"
VERSION = 3
"""Version 2 added bot seats (``bots``). Version 3 (every save since) binds each seal to its
power's revision within the phase and to the game's lineage, saves the revisions
(``revisions``), gives each PIN lock a checksum (``sum``) and never writes a power in civil
disorder for good (``civil_disorder`` is always empty). Saves of versions 1 and 2 still load: their
seals open as they were made and are sealed the version-3 way at the next save; an older
Diplomacy Desktop says a version-3 save is newer instead of misreading its seals."""
LEGACY_SEALS = 2
"""The last version whose saves hold seals without revisions and locks without checksums."""
MAX_REVISION = 10 ** 9
"""More changes to one power's orders in one phase than any table makes: a larger one is damage."""
MAX_BOT_SEED = 2**64 - 1
MAX_YEAR = 9999
"""No game runs past this year; a larger number in a file is damage, not a long game."""


class SaveFileError(ValueError):
    """The file cannot be loaded; the message says where and what."""


# ---------------------------------------------------------------------------- writing


def _phase_json(phase: Phase) -> dict[str, Any]:
    return {"season": phase.season, "year": phase.year, "type": phase.kind}


def _dislodged_json(dislodged: tuple[Dislodged, ...]) -> list[dict[str, Any]]:
    return [{"power": d.power, "unit": str(d.unit), "attacker_from": d.attacker_from,
             "retreats": sorted(d.retreats), "via_convoy": d.via_convoy}
            for d in sorted(dislodged, key=lambda d: d.unit.location)]


def position_to_json(position: Position) -> dict[str, Any]:
    return {
        "phase": _phase_json(position.phase),
        "units": {p: sorted([u.kind._value_ + " " + u.location for u in units])  # str(u), inline
                  for p, units in sorted(position.units.items()) if units},
        "supply_centers": {c: owner for c, owner in sorted(position.centres.items())},
        "dislodged": _dislodged_json(position.dislodged),
        "contested": sorted(position.contested),
        "closed": sorted(position.closed),
    }


def _result_json(result: OrderResult) -> dict[str, Any]:
    out: dict[str, Any] = {"order": str(result.order), "outcome": result.outcome.value,
                           "reason": result.reason.code.value, "params": result.reason.to_json()}
    if result.dislodged:
        out["dislodged"] = True
    if result.disbanded:
        out["disbanded"] = True
    return out


def record_to_json(record: PhaseRecord) -> dict[str, Any]:
    return {
        "position": position_to_json(record.position),
        "orders": {p: [str(o) for o in orders] for p, orders in record.orders.items()},
        "results": {p: [_result_json(r) for r in rs] for p, rs in record.resolution.results.items()},
    }


@dataclass(frozen=True)
class SaveStamp:
    """Which line of a game a save continues, and how far: kept beside the game, not in it.

    ``revision`` counts the autosaves of the game (every submission and every phase adds one),
    so of two saves of one game the later is known without replaying either; an autosave is
    never written over one with a higher or equal revision (two windows on one game).
    ``branch`` names a line of play that went on from an older save of the game while the
    later autosave was kept: it keeps the game id (sealed orders are bound to the id) and gives
    the line its own autosave (``autosave-<id>-<branch>``).
    """

    revision: int = 0
    branch: str | None = None


BRANCH_PATTERN = re.compile(r"[0-9a-f]{8}")
MAX_REVISION = 2**53
NO_STAMP = SaveStamp()


def game_to_json(game: Game, *, with_history: bool = True, stamp: SaveStamp = NO_STAMP) -> dict[str, Any]:
    history = [record_to_json(record) for record in game.history] if with_history else []
    file_key, pins, damaged_locks = game.save_secrets()
    players = None
    if game.table is not None:  # a damaged lock is written back as it was read, and stays damaged
        players = [{"name": pl.name, "powers": list(pl.powers),
                    "pin": pins[pl.name].to_json() if pl.name in pins else damaged_locks.get(pl.name)}
                   for pl in game.table.players]
    result = None
    if game.result is not None:
        result = {"kind": game.result.kind, "winners": list(game.result.winners),
                  "centres": dict(game.result.centres)}
    bots = None
    if game.table is not None and game.table.bots:
        bots = {"seed": game.table.bot_seed, "levels": {b.power: b.level for b in game.table.bots}}
    return {
        "format": FORMAT,
        "version": VERSION,
        "game_id": game.game_id,
        "save_revision": stamp.revision,  # near the top: read from a file's first bytes (revision_on_disk)
        "branch": stamp.branch,
        "map": game.map.name,
        "end_year": game.end_year,
        "civil_disorder": sorted(game.civil_disorder),
        "neutral": sorted(game.neutral),
        "position": position_to_json(game.position),
        "history": history,
        "players": players,
        "bots": bots,
        "scenario": game.scenario,
        "coin_toss": game.coin_toss,
        "file_key": key_to_json(file_key),
        "pending": game.seals.for_save(),
        "revisions": game.revisions(),
        "draw_votes": sorted(game.draw_votes()),
        "result": result,
        "practice": game.practice.to_json() if game.practice is not None else None,
    }


STALE_TEMP_SECONDS = 300
"""A temporary copy this old belongs to a save that was killed: a save takes well under a second."""


class NewerSaveError(OSError):
    """The file holds a later state of the game than the one being written: it is kept."""


def _temp_prefix(path: Path) -> str:
    return f".{path.name}."


def temp_pattern(path: Path) -> re.Pattern[str]:
    """The names of the temporary copies of ``path`` (``.NAME.XXXXXXXX.tmp``, as ``mkstemp`` makes them)."""
    return re.compile(re.escape(_temp_prefix(path)) + r"[a-z0-9_]{8}\.tmp")


REVISION_PATTERN = re.compile(rb'"save_revision":\s*(\d{1,16})[,}\s]')


def revision_on_disk(path: Path) -> int | None:
    """The revision of the save at ``path``, read from its first bytes (None: no file, or a
    save from before revisions, or one whose first bytes were rearranged by hand)."""
    try:
        with open(path, "rb") as fh:
            head = fh.read(4096)
    except OSError:
        return None
    found = REVISION_PATTERN.search(head)
    return int(found.group(1)) if found else None


Content = str | bytes | Iterable[bytes]


def write_atomic(path: Path, content: Content, *, revision: int | None = None) -> None:
    """Write ``content`` (text, or its UTF-8 bytes in pieces) to ``path`` so that readers see
    the old file or the new one, never half.

    With a ``revision``, a file that already holds that revision of the game or a later one is
    not replaced (:class:`NewerSaveError`): another window went further, and its state wins.
    Temporary copies left beside ``path`` by saves that were killed are removed afterwards.
    """
    path = Path(path)
    if isinstance(content, str):
        content = content.encode("utf-8")  # before any file is made: text that cannot be saved leaves nothing
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=_temp_prefix(path), suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            if isinstance(content, bytes):
                fh.write(content)
            else:
                for piece in content:  # each write lets other threads run: no one long hold of the GIL
                    fh.write(piece)
            fh.flush()
            os.fsync(fh.fileno())
        if revision is not None:
            on_disk = revision_on_disk(path)
            if on_disk is not None and on_disk >= revision:
                raise NewerSaveError(f"{path.name} holds a later state of this game (saved elsewhere); "
                                     "it was not replaced")
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise
    _sync_folder(path.parent)
    remove_stale_temporaries(path)


def _sync_folder(folder: Path) -> None:
    """Make the rename itself durable (POSIX: the folder's entry is on disk after this)."""
    if not hasattr(os, "O_DIRECTORY"):
        return
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def remove_stale_temporaries(path: Path, now: float | None = None, *, any_age: bool = False) -> list[Path]:
    """Delete temporary copies of ``path`` left by killed saves; returns what was deleted.

    Only our own naming (``.NAME.XXXXXXXX.tmp`` beside the file, as ``mkstemp`` makes them),
    only plain files of this user (never a link or a folder), and only ones old enough that no
    save still running can own them, or of ``any_age`` when the caller knows no save of
    ``path`` can be running (it holds the file's lock and wrote nothing yet).
    """
    path = Path(path)
    pattern = temp_pattern(path)
    now = time.time() if now is None else now
    removed: list[Path] = []
    try:
        entries = list(os.scandir(path.parent))
    except OSError:
        return removed
    for entry in entries:
        if not pattern.fullmatch(entry.name):
            continue
        try:
            info = entry.stat(follow_symlinks=False)
            if (not stat.S_ISREG(info.st_mode) or (not any_age and now - info.st_mtime < STALE_TEMP_SECONDS)
                    or (hasattr(os, "getuid") and info.st_uid != os.getuid())):
                continue
            os.unlink(entry.path)
            removed.append(Path(entry.path))
        except OSError:
            continue
    return removed


def _dumps(data: Any) -> str:
    return json.dumps(data, separators=(",", ":"), ensure_ascii=False)


class HistoryTexts:
    """The JSON of each played phase, encoded (UTF-8) once and kept between saves of one game.

    A played phase never changes, so a save only serializes the phases played since the last
    one, plus the few lines of the current state: a save of a 100-year game costs about what a
    save of a 1-year game costs. Records are matched by identity, so a game whose history was
    replaced (another game, an undo) is simply serialized afresh. Kept as bytes, the file is
    written piece by piece: no join or encoding of the whole text ever holds the interpreter.
    """

    def __init__(self, *, share_the_lock: bool = False) -> None:
        self._records: list[PhaseRecord] = []
        self._texts: list[bytes] = []
        self._share = share_the_lock
        """On a background thread: pause briefly every :data:`LOCK_SLICE` seconds of work, so that
        the window's thread gets the interpreter's lock at once instead of after Python's switch
        interval (5 ms, longer on a busy machine)."""

    def texts(self, history: tuple[PhaseRecord, ...]) -> list[bytes]:
        keep = 0
        while keep < len(self._records) and keep < len(history) and self._records[keep] is history[keep]:
            keep += 1
        del self._records[keep:], self._texts[keep:]
        slice_start = time.perf_counter()
        for record in history[keep:]:
            self._records.append(record)
            self._texts.append(_dumps(record_to_json(record)).encode("utf-8"))
            if self._share and time.perf_counter() - slice_start > LOCK_SLICE:
                time.sleep(LOCK_PAUSE)
                slice_start = time.perf_counter()
        return self._texts


LOCK_SLICE = 0.002
LOCK_PAUSE = 0.0002


@dataclass(frozen=True)
class SavePlan:
    """A save as the caller's thread makes it, at the cost of a few lines: the current state
    encoded (around where the history goes), and the played phases by reference (they never
    change). The phases become text on the thread that writes the file (:meth:`pieces`), so
    the first save after opening a long game does not hold the window either."""

    before: bytes
    history: tuple[PhaseRecord, ...]
    after: bytes

    def pieces(self, cache: HistoryTexts | None = None) -> list[bytes]:
        parts = [self.before, b'"history":[']
        for i, text in enumerate((cache or HistoryTexts()).texts(self.history)):
            if i:
                parts.append(b",")
            parts.append(text)
        parts += [b"]", self.after, b"\n"]
        return parts


def save_plan(game: Game, stamp: SaveStamp = NO_STAMP) -> SavePlan:
    """The game's save, all but the played phases' text (:class:`SavePlan`)."""
    head = _dumps(game_to_json(game, with_history=False, stamp=stamp))
    before, marker, after = head.partition('"history":[]')  # the first key so named: the top level
    assert marker, "game_to_json always writes a history"
    return SavePlan(before.encode("utf-8"), game.history, after.encode("utf-8"))


def save_text(game: Game, cache: HistoryTexts | None = None, stamp: SaveStamp = NO_STAMP) -> str:
    """The save file's text: compact JSON (about a third of the indented size, and faster).

    The same text as ``json.dumps(game_to_json(game))`` with compact separators; with a
    ``cache`` only the phases played since the cache last saw this game are serialized.
    """
    return b"".join(save_plan(game, stamp).pieces(cache)).decode("utf-8")


def save_game(game: Game, path: Path, stamp: SaveStamp = NO_STAMP) -> None:
    write_atomic(Path(path), save_plan(game, stamp).pieces())


# ---------------------------------------------------------------------------- reading


class _Reader:
    """Field access that names the path of anything missing or wrong.

    Every value is type-checked before it is used as a key, compared or converted, so that no
    shape of JSON (a list where a name belongs, a number too large to print) gets past here
    as anything but a :class:`SaveFileError`.
    """

    def __init__(self, game_map: MapModel) -> None:
        self.map = game_map
        self.centres = game_map.supply_centres
        self.locations = frozenset(game_map.locations())
        self._units: dict[str, Unit] = {}
        """Unit notation -> unit: a long game names the same few hundred units thousands of times."""
        self._orders: dict[str, Order] = {}
        """Canonical order text -> order (the same orders recur for a hundred years)."""

    def fail(self, where: str, message: str) -> SaveFileError:
        return SaveFileError(f"{where}: {message}")

    def get(self, obj: Any, key: str, kind: type | tuple[type, ...], where: str) -> Any:
        if not isinstance(obj, dict):
            raise self.fail(where or "the file", "must be an object")
        if key not in obj:
            raise self.fail(f"{where}.{key}" if where else key, "missing")
        value = obj[key]
        if not isinstance(value, kind) or (isinstance(value, bool) and kind is int):
            names = kind.__name__ if isinstance(kind, type) else " or ".join(k.__name__ for k in kind)
            raise self.fail(f"{where}.{key}" if where else key, f"must be {names}")
        return value

    def year(self, value: Any, where: str) -> int:
        if not isinstance(value, int) or isinstance(value, bool) or not self.map.start_year <= value <= MAX_YEAR:
            raise self.fail(where, f"must be a year from {self.map.start_year} to {MAX_YEAR}")
        return value

    def power(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or value not in self.map.powers:
            raise self.fail(where, f"unknown power {value!r}")
        return value

    def powers(self, value: Any, where: str) -> list[str]:
        """A list of distinct powers."""
        if not isinstance(value, list):
            raise self.fail(where, "must be a list of powers")
        out = [self.power(p, f"{where}[{i}]") for i, p in enumerate(value)]
        if len(set(out)) != len(out):
            raise self.fail(where, "names a power twice")
        return out

    def province(self, value: Any, where: str) -> str:
        if not isinstance(value, str) or value not in self.map.provinces:
            raise self.fail(where, f"unknown province {value!r}")
        return value

    def unit(self, text: Any, where: str) -> Unit:
        if not isinstance(text, str):
            raise self.fail(where, "must be a unit like 'A par'")
        unit = self._units.get(text)
        if unit is None:
            try:
                unit = unit_from_notation(text, self.map)
            except ValueError as exc:
                raise self.fail(where, str(exc)) from None
            self._units[text] = unit
        return unit

    def phase(self, obj: Any, where: str) -> Phase:
        season = self.get(obj, "season", str, where)
        year = self.year(self.get(obj, "year", int, where), f"{where}.year")
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
            if centre not in self.centres:
                raise self.fail(f"{where}.supply_centers.{centre}", "is not a supply centre")
            centres[centre] = self.power(owner, f"{where}.supply_centers.{centre}")
        dislodged = []
        for i, d in enumerate(self.get(obj, "dislodged", list, where)):
            w = f"{where}.dislodged[{i}]"
            retreats = self.get(d, "retreats", list, w)
            for r in retreats:
                if not isinstance(r, str) or r not in self.locations:
                    raise self.fail(f"{w}.retreats", f"unknown place {r!r}")
            attacker = self.province(self.get(d, "attacker_from", str, w), f"{w}.attacker_from")
            via = d.get("via_convoy", False)
            if not isinstance(via, bool):
                raise self.fail(f"{w}.via_convoy", "must be true or false")
            dislodged.append(Dislodged(self.power(self.get(d, "power", str, w), f"{w}.power"),
                                       self.unit(self.get(d, "unit", str, w), f"{w}.unit"),
                                       attacker, tuple(retreats), via))
        contested = self.get(obj, "contested", list, where)
        for i, c in enumerate(contested):
            self.province(c, f"{where}.contested[{i}]")
        closed = self.closed(obj, where)
        try:
            return Position(phase, units, centres, tuple(dislodged), frozenset(contested), closed)
        except ValueError as exc:
            raise self.fail(f"{where}.units", str(exc)) from None

    def closed(self, obj: dict[str, Any], where: str) -> frozenset[str]:
        closed = obj.get("closed", [])
        if not isinstance(closed, list) or any(not isinstance(c, str) or c not in self.map.provinces for c in closed):
            raise self.fail(f"{where}.closed", "must be a list of provinces")
        return frozenset(closed)

    def orders(self, obj: Any, position: Position, where: str) -> dict[str, tuple[Order, ...]]:
        """The orders of each power: read by :mod:`.canonical` when written as ``str`` writes
        them (as every save does), else the lenient way."""
        if not isinstance(obj, dict):
            raise self.fail(where, "must be an object")
        board: dict[str, Unit] | None = None
        out: dict[str, tuple[Order, ...]] = {}
        known = self._orders
        for power, items in obj.items():
            self.power(power, f"{where}.{power}")
            if not isinstance(items, list):
                raise self.fail(f"{where}.{power}", "must be a list")
            too_many = too_many_orders(len(items), position, self.map)
            if too_many is not None:  # refused before reading: 31 MB of orders took 17 s to refuse
                raise self.fail(f"{where}.{power}", too_many)
            parsed = []
            for i, text in enumerate(items):
                order = known.get(text) if text.__class__ is str else None
                if order is None:
                    if not isinstance(text, str):
                        raise self.fail(f"{where}.{power}[{i}]", "must be an order string")
                    order = read_canonical(text, self.map, self._units)
                    if order is not None:
                        known[text] = order
                    else:  # not as we write orders: read it the lenient way, as before
                        if board is None:
                            board = position.units_for_orders()
                        try:
                            order = read_order(text, game_map=self.map, units=board)
                        except OrderError as exc:
                            raise self.fail(f"{where}.{power}[{i}]", str(exc)) from None
                parsed.append(order)
            out[power] = tuple(parsed)
        return out


def check_position(game_map: MapModel, position: Position, where: str) -> None:
    """Refuse a position the engine could never have produced and would get stuck on.

    History positions after the first are replayed, so they are checked by construction; this
    guards the first one (or the only one, in a game without history).
    """
    kind = position.phase.kind
    if position.dislodged and kind != RETREATS:
        raise SaveFileError(f"{where}.dislodged: only a retreat phase has dislodged units")
    if position.contested and kind != RETREATS:
        raise SaveFileError(f"{where}.contested: only a retreat phase has contested provinces")
    if kind == RETREATS and not position.dislodged:
        raise SaveFileError(f"{where}.dislodged: a retreat phase without dislodged units")
    if kind == ADJUSTMENTS and not any(needs_adjustment(game_map, position, p) for p in game_map.powers):
        raise SaveFileError(f"{where}.phase: an adjustment phase in which no power adjusts")
    occupied = position.occupied()
    seen: dict[str, Dislodged] = {}
    for i, d in enumerate(position.dislodged):
        w = f"{where}.dislodged[{i}]"
        prov = province_of(d.unit.location)
        if prov in seen:
            raise SaveFileError(f"{w}.unit: {prov} already has a dislodged unit ({seen[prov].unit})")
        seen[prov] = d
        here = occupied.get(prov)
        if here is None:
            raise SaveFileError(f"{w}.unit: no unit stands in {prov}, so nothing dislodged {d.unit}")
        if here[0] == d.power:
            raise SaveFileError(f"{w}.unit: {d.unit} cannot be dislodged by its own power's {here[1]}")
        if prov not in game_map.neighbours[d.attacker_from] and not (here[1].kind == "A" and d.via_convoy):
            raise SaveFileError(f"{w}.attacker_from: {here[1]} could not have come from {d.attacker_from}")
        expected = retreat_options(game_map, d.unit, d.attacker_from, d.via_convoy, set(occupied),
                                   position.contested, position.closed)
        if sorted(d.retreats) != sorted(expected):
            raise SaveFileError(f"{w}.retreats: the rules offer {', '.join(expected) or 'no retreat'}")


def _position_value(position: Position) -> tuple[Any, ...]:
    """A position as a value: which units stand where, who owns what, who is dislodged with
    which retreats. The order in which a file (or the engine) lists them does not matter, and
    the closed provinces are left out: the 1914 coin toss opens Italy between phases, and the
    scenario decides them anyway."""
    return (position.phase,
            frozenset((power, unit) for power, units in position.units.items() for unit in units),
            frozenset(position.centres.items()),
            frozenset((d.power, d.unit, d.attacker_from, frozenset(d.retreats), d.via_convoy)
                      for d in position.dislodged),
            position.contested)


def _follows(expected: Position, stored: Position) -> bool:
    """Does the stored position follow from the phase before it (as a value)?"""
    return len(stored.dislodged) == len(expected.dislodged) and _position_value(expected) == _position_value(stored)


def _sorted_or_none(items: Any) -> list[Any] | None:
    if not isinstance(items, list):
        return None
    try:
        return sorted(items)
    except TypeError:  # values of mixed kinds: damage, and unequal to anything we write
        return None


def _json_follows(expected: Position, stored: dict[str, Any]) -> bool:
    """Does the stored JSON of a position hold the same value as the replayed position?

    Compared as JSON, without building a Position from the file: the replayed one is then used,
    so the file's units need no reading at all. Lists the order of which means nothing (units
    of a power, dislodged units, retreats) are compared sorted; anything of the wrong shape is
    simply unequal.
    """
    # What position_to_json writes, built only as far as the comparison needs: the centres are
    # compared as the mapping they are (a dict compares equal whatever its order).
    centres = expected.centres if type(expected.centres) is dict else dict(expected.centres)
    if stored.get("phase") != _phase_json(expected.phase) or stored.get("supply_centers") != centres:
        return False
    contested = stored.get("contested")
    want_contested = sorted(expected.contested)
    if contested != want_contested and _sorted_or_none(contested) != want_contested:
        return False
    units = stored.get("units")
    if not isinstance(units, dict):
        return False
    # (Dictionaries compare whatever their order; a unit's notation is its letter and place.)
    want_units = {p: sorted([("A " if u.kind is ARMY else "F ") + u.location for u in us])
                  for p, us in expected.units.items() if us}
    # As we write them, the lists are already sorted and empty ones left out: equal at once.
    if units != want_units and {p: _sorted_or_none(us) for p, us in units.items() if us != []} != want_units:
        return False
    dislodged = stored.get("dislodged")
    if not isinstance(dislodged, list) or len(dislodged) != len(expected.dislodged):
        return False
    if not dislodged:
        return True
    got = []
    for d in dislodged:
        if not isinstance(d, dict):
            return False
        got.append({**d, "retreats": _sorted_or_none(d.get("retreats")), "via_convoy": d.get("via_convoy", False)})
    try:
        got.sort(key=lambda d: d["unit"])
    except (KeyError, TypeError):
        return False
    return got == sorted(_dislodged_json(expected.dislodged), key=lambda d: d["unit"])


def game_from_json(data: Any, game_map: MapModel) -> Game:
    """Rebuild a game from a save's JSON, or raise :class:`SaveFileError` naming the field.

    A game comes back whole and consistent, or not at all: every field is checked, the history
    is replayed through the adjudicator, and the current phase must be one the game can go on
    from (its dislodged units, pending submissions and ending are what the engine would have).
    """
    r = _Reader(game_map)
    if not isinstance(data, dict):
        raise SaveFileError("the file is not a Diplomacy Desktop save (not a JSON object)")
    if data.get("format") != FORMAT:
        raise SaveFileError("the file is not a Diplomacy Desktop save (format field missing or different)")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool) or version < 1:
        raise SaveFileError("version: missing or not a number")
    if version > VERSION:
        raise SaveFileError("version: this save was written by a newer Diplomacy Desktop")
    if data.get("map") != game_map.name:
        raise SaveFileError(f"map: not the {game_map.name} map")
    game_id = data.get("game_id")  # saves from before game ids get one (see legacy_game_id)
    if game_id is not None and (not isinstance(game_id, str) or not GAME_ID_PATTERN.fullmatch(game_id)):
        raise SaveFileError("game_id: must be 32 hex digits")
    end_year = data.get("end_year")
    if end_year is not None:
        r.year(end_year, "end_year")
    civil = r.powers(r.get(data, "civil_disorder", list, ""), "civil_disorder")
    if civil:  # nothing writes one: an edit that would take these powers out of the game for good
        raise SaveFileError(f"civil_disorder: names {', '.join(civil)}, but civil disorder is decided at the "
                            "table one phase at a time and no Diplomacy Desktop writes this entry; the file "
                            "was edited (write [] to load it)")
    neutral = r.powers(data.get("neutral", []), "neutral")

    # History is replayed through the adjudicator: a position that does not follow from the
    # phase before it has been edited, and a damaged history must not be shown as fact. The
    # results the file holds are not read: each phase's results are worked out again from its
    # orders when they are first shown or saved (engine/history.py), so an edited result is
    # never shown, and the next save writes what the orders gave. Judging every reason of every
    # phase here would cost a fifth of a load for phases nobody may reopen.
    records: list[PhaseRecord] = []
    previous_next: Position | None = None
    for i, entry in enumerate(r.get(data, "history", list, "")):
        where = f"history[{i}]"
        stored = r.get(entry, "position", dict, where)
        if previous_next is None:
            before = r.position(stored, f"{where}.position")
            check_position(game_map, before, f"{where}.position")
        elif not _json_follows(previous_next, stored):
            raise SaveFileError(f"{where}.position: does not follow from the phase before it")
        else:  # the same value: keep the engine's, with the closed provinces of the file
            closed = r.closed(stored, f"{where}.position")
            before = previous_next if closed == previous_next.closed else replace(previous_next, closed=closed)
        orders = r.orders(r.get(entry, "orders", dict, where), before, f"{where}.orders")
        r.get(entry, "results", dict, where)  # worked out again from the orders, never read (see above)
        after = next_position(before, orders, game_map)
        records.append(PhaseRecord.replayed(before, orders, after, game_map))
        previous_next = after

    position = r.position(r.get(data, "position", dict, ""), "position")
    if previous_next is None:
        check_position(game_map, position, "position")
    elif not _follows(previous_next, position):
        raise SaveFileError("position: does not follow from the last phase in the history")
    else:
        position = replace(previous_next, closed=position.closed)
    first_year = records[0].position.phase.year if records else position.phase.year
    if end_year is not None and end_year < first_year:
        raise SaveFileError(f"end_year: {end_year} is before the game began ({first_year})")

    result = None
    res_obj = data.get("result")
    if res_obj is not None:
        kind = r.get(res_obj, "kind", str, "result")
        if kind not in (VICTORY, DRAW, END_YEAR):
            raise SaveFileError(f"result.kind: unknown ending {kind!r}")
        winners = tuple(r.powers(r.get(res_obj, "winners", list, "result"), "result.winners"))
        if not winners:
            raise SaveFileError("result.winners: an ended game has at least one winner or survivor")
        centres: dict[str, int] = {}
        for p, c in r.get(res_obj, "centres", dict, "result").items():
            r.power(p, f"result.centres.{p}")
            if not isinstance(c, int) or isinstance(c, bool) or c != position.centre_count(p):
                raise SaveFileError(f"result.centres.{p}: must be the {position.centre_count(p)} centres "
                                    f"{p} holds at the end")
            centres[p] = c
        if kind == END_YEAR and (end_year is None or position.phase.year <= end_year):
            raise SaveFileError("result: the game ended by its last year before that year was over")
        result = GameResult(kind, winners, centres)
    elif end_year is not None and position.phase.year > end_year:
        raise SaveFileError(f"result: missing; the agreed last year {end_year} is over, so the game has ended")

    scenario = data.get("scenario", STANDARD)
    if not isinstance(scenario, str) or (scenario != STANDARD and scenario_named(scenario) is None):
        raise SaveFileError("scenario: unknown scenario")
    coin_toss = data.get("coin_toss")
    if coin_toss is not None and not isinstance(coin_toss, str):
        raise SaveFileError("coin_toss: must be a player's name or null")
    legacy = version <= LEGACY_SEALS
    table, pins, damaged_locks = _read_players(r, data.get("players"), neutral, scenario, data.get("bots"),
                                               checksums=not legacy)
    named = scenario_named(scenario) if scenario != STANDARD else None
    tossed = named.coin_toss if named is not None else None
    holder = table.player_of(tossed) if tossed is not None and table is not None else None
    if coin_toss is not None and (holder is None or holder.name != coin_toss):
        raise SaveFileError("coin_toss: names a player who does not have the power the coin gave")
    try:
        file_key = key_from_json(data.get("file_key"))
    except SealError as exc:
        raise SaveFileError(f"file_key: {exc}") from None
    if game_id is None:
        game_id = legacy_game_id(file_key)
    practice = _read_practice(r, data.get("practice"), table, scenario)
    # A damaged pending entry costs only that power's orders (its player enters them again):
    # the game checks each one and says whose were damaged; only the powers are checked here.
    pending = r.get(data, "pending", dict, "")
    for power in pending:
        r.power(power, f"pending.{power}")
    votes = r.get(data, "draw_votes", list, "")
    for i, p in enumerate(votes):
        r.power(p, f"draw_votes[{i}]")
    revisions = {} if legacy else _read_revisions(r, r.get(data, "revisions", dict, ""))
    game = Game(game_map, position, end_year=end_year, history=records, neutral=neutral,
                result=result, table=table, pins=pins, file_key=file_key, coin_toss=coin_toss, game_id=game_id,
                practice=practice, damaged_locks=damaged_locks, draw_votes=votes)
    # What is closed follows from the scenario, not from whatever the file says.
    game._position = replace(position, closed=game.closed_provinces_now())
    game.seals.restore(pending, revisions)  # a damaged entry costs only its power's orders (named)
    _check_playable(game, sorted(pending), votes)
    return game


def legacy_game_id(file_key: bytes) -> str:
    """The id of a game saved before games had ids: derived from its random file key, so the
    same old file opens as the same game every time (one autosave, not one per opening). A hash
    reveals nothing of the key."""
    return hashlib.sha256(b"diplomacy-desktop game id\0" + file_key).hexdigest()[:32]


def _check_playable(game: Game, pending: list[str], votes: list[str]) -> None:
    """The phase on the board can go on: submissions and votes come from powers that still
    play, and a finished game waits for nothing."""
    required = set(game.required_powers())
    for power in pending:
        if power not in required:
            raise SaveFileError(f"pending.{power}: {power} has no orders to give in this phase")
    survivors = set(game.surviving_powers())
    for i, power in enumerate(votes):
        if power not in survivors:
            raise SaveFileError(f"draw_votes[{i}]: {power} cannot vote on a draw now")
    if len(set(votes)) != len(votes):
        raise SaveFileError("draw_votes: names a power twice")


def _read_bots(r: _Reader, obj: Any, seated: set[str], neutral: list[str]) -> tuple[tuple[BotChair, ...], int]:
    """The bot seats: ``{"seed": n, "levels": {power: level}}`` at powers no player has."""
    seed = r.get(obj, "seed", int, "bots")
    if not 0 <= seed <= MAX_BOT_SEED:
        raise SaveFileError(f"bots.seed: must be a whole number from 0 to {MAX_BOT_SEED}")
    levels = r.get(obj, "levels", dict, "bots")
    if not levels:
        raise SaveFileError("bots.levels: names no power (write null for a game without bots)")
    for power, level in levels.items():
        r.power(power, f"bots.levels.{power}")
        if level not in BOT_LEVELS:
            raise SaveFileError(f"bots.levels.{power}: unknown bot level {level!r} (expected {', '.join(BOT_LEVELS)})")
        if power in seated:
            raise SaveFileError(f"bots.levels.{power}: {power} has a player")
        if power in neutral:
            raise SaveFileError(f"bots.levels.{power}: {power} is neutral")
    return tuple(BotChair(p, levels[p]) for p in r.map.powers if p in levels), seed


def _read_revisions(r: _Reader, obj: dict[str, Any]) -> dict[str, int]:
    """How many times each power's orders changed in this phase: ``{power: n}``, n from 1."""
    for power, n in obj.items():
        r.power(power, f"revisions.{power}")
        if type(n) is not int or not 1 <= n <= MAX_REVISION:
            raise SaveFileError(f"revisions.{power}: must be a whole number from 1 to {MAX_REVISION}")
    return dict(obj)


def _read_players(r: _Reader, obj: Any, neutral: list[str], scenario: str = STANDARD, bots_obj: Any = None,
                  *, checksums: bool = True) -> tuple[Table | None, dict[str, PinLock], dict[str, Any]]:
    """The table, its PIN locks, and the locks found damaged (what the file held, by player):
    a damaged lock costs its player their PIN, not the game (they set a new one)."""
    if obj is None:
        if bots_obj is not None:
            raise SaveFileError("bots: a game without players has no bot seats")
        return None, {}, {}
    if not isinstance(obj, list) or not obj:
        raise SaveFileError("players: must be a list of players or null")
    players: list[Player] = []
    pins: dict[str, PinLock] = {}
    damaged: dict[str, Any] = {}
    seen: set[str] = set()
    for i, entry in enumerate(obj):
        where = f"players[{i}]"
        name = r.get(entry, "name", str, where)
        if not name.strip() or name in {p.name for p in players}:
            raise SaveFileError(f"{where}.name: empty or repeated")
        powers = tuple(r.powers(r.get(entry, "powers", list, where), f"{where}.powers"))
        if seen & set(powers):
            raise SaveFileError(f"{where}.powers: a power has two players")
        seen |= set(powers)
        if entry.get("pin") is not None:  # (entry is an object: r.get checked it)
            try:
                pins[name] = PinLock.from_json(entry["pin"], checksum_required=checksums)
            except SealError:
                damaged[name] = entry["pin"]
        players.append(Player(name, powers))
    if seen & set(neutral):
        raise SaveFileError("players: a neutral power has a player")
    bots, seed = _read_bots(r, bots_obj, seen, neutral) if bots_obj is not None else ((), 0)
    if bots and scenario != STANDARD and bot_scenario(scenario) is None:
        raise SaveFileError("bots: bots play only the standard game and the one-against-one games")
    botted = {b.power for b in bots}
    unseated = [p for p in r.map.powers if p not in seen and p not in neutral and p not in botted]
    if unseated:  # nobody could ever give their orders: the game would wait for them for ever
        raise SaveFileError(f"players: nobody plays {', '.join(unseated)} and it is not neutral")
    return Table(tuple(players), tuple(neutral), scenario, bots, seed), pins, damaged


def _read_practice(r: _Reader, obj: Any, table: Table | None, scenario: str = STANDARD) -> PracticeSetup | None:
    """A practice game's setup (saves from before practice mode have none: null or absent); its
    scenario (absent: the standard game) must be the game's."""
    if obj is None:
        return None
    if not isinstance(obj, dict):
        raise SaveFileError("practice: must be an object or null")
    if table is not None:
        raise SaveFileError("practice: a game with players at a table is not a practice game")
    unknown = sorted(set(obj) - {"power", "level", "opening", "seed", "scenario"})
    if unknown:
        raise SaveFileError(f"practice.{unknown[0]}: unknown field")
    power = r.power(obj.get("power"), "practice.power")
    level, opening, seed = obj.get("level"), obj.get("opening"), obj.get("seed")
    if not isinstance(level, str):
        raise SaveFileError(f"practice.level: expected a bot level, got {level!r}")
    if opening is not None and not isinstance(opening, str):
        raise SaveFileError(f"practice.opening: expected an opening id or null, got {opening!r}")
    if obj.get("scenario", STANDARD) != scenario:
        raise SaveFileError(f"practice.scenario: must be the game's scenario {scenario!r}")
    try:
        return PracticeSetup(power, level, opening, seed, scenario)
    except ValueError as exc:
        raise SaveFileError(f"practice.{exc}") from None


def load_game(path: Path, game_map: MapModel) -> Game:
    """Read and rebuild the game saved at ``path``, or raise :class:`SaveFileError`.

    Whatever the file holds (any size, kind of file, nesting or number), the answer is a whole
    game or a SaveFileError saying what is wrong, never another exception.
    """
    return load_save(path, game_map)[0]


def load_save(path: Path, game_map: MapModel) -> tuple[Game, SaveStamp, dict[str, Any]]:
    """:func:`load_game`, with the save's stamp and its parsed JSON (to compare with another
    save of the same game without replaying it)."""
    name = Path(path).name
    with collector_paused():
        try:
            text = read_text_file(Path(path))
            data = loads(text, name)
        except JsonInputError as exc:
            raise SaveFileError(str(exc)) from None
        game = game_from_json_or_error(data, name, game_map, text=text)
        return game, read_stamp(data), data


def read_stamp(data: Any) -> SaveStamp:
    """The :class:`SaveStamp` of a save's JSON (files from before stamps: revision 0, no branch)."""
    if not isinstance(data, dict):
        raise SaveFileError("the file is not a Diplomacy Desktop save (not a JSON object)")
    revision = data.get("save_revision", 0)
    if not isinstance(revision, int) or isinstance(revision, bool) or not 0 <= revision <= MAX_REVISION:
        raise SaveFileError(f"save_revision: must be a whole number from 0 to {MAX_REVISION}")
    branch = data.get("branch")
    if branch is not None and (not isinstance(branch, str) or not BRANCH_PATTERN.fullmatch(branch)):
        raise SaveFileError("branch: must be 8 hex digits or null")
    return SaveStamp(revision, branch)


SURROGATE_ESCAPE = re.compile(r"\\u[dD][89a-fA-F]")
"""How JSON text spells half of a surrogate pair: the only way a file read as UTF-8 can give
text that cannot be written back as UTF-8 (a lone one)."""


def unwritable_text(data: Any, text: str | None = None) -> str | None:
    """Where ``data`` (parsed JSON) holds a string that cannot be written as UTF-8 (a lone
    surrogate, such as ``"\\ud800"``), as a field path; None if there is none.

    A game holding such a name or order loads, and then no save of it can ever be written.
    ``text``, the file the data was read from, spares the walk when it has no such escape.
    """
    if text is not None and not SURROGATE_ESCAPE.search(text):
        return None
    stack: list[tuple[Any, str]] = [(data, "")]
    while stack:
        value, where = stack.pop()
        if isinstance(value, str):
            if not value.isascii() and not _encodes(value):
                return where or "the file"
        elif isinstance(value, dict):
            for key, item in value.items():
                path = f"{where}.{key}" if where else str(key)
                if not key.isascii() and not _encodes(key):
                    return f"{where or 'the file'}: a field name"
                stack.append((item, path))
        elif isinstance(value, list):
            stack.extend((item, f"{where}[{i}]") for i, item in enumerate(value))
    return None


def _encodes(text: str) -> bool:
    try:
        text.encode("utf-8")
    except UnicodeEncodeError:
        return False
    return True


@contextmanager
def collector_paused() -> Iterator[None]:
    """Python's cycle collector off while a save is read and replayed, as it was before after.

    Loading makes a few hundred thousand objects that all stay alive (the file's JSON, then the
    game), and the collector, run every 700 new objects, walks them again and again to find no
    garbage: about a tenth of a 100-year load. Nothing made while loading forms a cycle that
    must be freed early; the collector catches up once it is back on.
    """
    was_on = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_on and gc.get_freeze_count() == 0:  # (nobody froze objects on purpose)
            # What the load made lives on with the game: move it to the oldest generation at
            # once (freeze, then unfreeze: both only splice lists), so that the collector's
            # next young-generation pass does not walk it all to find no garbage. A full
            # collection still covers it, as it covers every long-lived object.
            gc.freeze()
            gc.unfreeze()
        if was_on:
            gc.enable()


def game_from_json_or_error(data: Any, name: str, game_map: MapModel, *,
                            text: str | None = None) -> Game:
    """:func:`game_from_json` for data read from the file ``name`` (its ``text``, if at hand):
    any failure at all is a :class:`SaveFileError`, and so is text that could never be saved
    again (:func:`unwritable_text`)."""
    try:
        bad = unwritable_text(data, text)
        if bad is not None:
            raise SaveFileError(f"{bad}: holds a character that is not valid text (a lone surrogate, "
                                "such as \\ud800); the file was damaged or edited")
        return game_from_json(data, game_map)
    except SaveFileError:
        raise
    except RecursionError:
        raise SaveFileError(f"{name} is damaged: nested too deep") from None
    except (ValueError, TypeError, KeyError, AttributeError, IndexError, OverflowError) as exc:
        raise SaveFileError(f"{name} is damaged: {exc}") from None
