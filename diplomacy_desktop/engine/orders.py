"""Order types, and their notation both ways.

The canonical notation is the DATC one (``A par - bur``, ``F nth C A lon - bel``,
``A tyr S A ven - tri``, ``F tri R alb``, ``A pic D``, ``A par B``): :func:`format_order`
writes it and :func:`parse_order` reads it back exactly. The parser is also lenient with
what people type at a table: any case, full English province names, ``to`` / ``->``,
``holds`` / ``supports`` / ``convoys``, ``Army Paris to Burgundy``, ``F North Sea C A Lon - Nwy``,
``BUILD F EDI``, ``DISBAND A GAL``, ``WAIVE``. A parse error names the word that is wrong.

Example::

    >>> str(parse_order("Army Paris to Burgundy"))
    'A par - bur'
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from functools import cache
from typing import ClassVar, Mapping, Union

from .board import MapModel, province_of, standard_map
from .kinds import OrderKind, PhaseKind, UnitKind

ARMY = UnitKind.ARMY
FLEET = UnitKind.FLEET
UNIT_KINDS = (ARMY, FLEET)


class OrderParseError(ValueError):
    """An order could not be read. ``word`` is the offending word (or None at end of input)."""

    def __init__(self, text: str, word: str | None, problem: str) -> None:
        self.text = text
        self.word = word
        self.problem = problem
        where = f"{word!r}" if word is not None else "end of order"
        super().__init__(f"{problem} at {where} in {text!r}")


@dataclass(frozen=True, slots=True)
class Unit:
    kind: UnitKind
    """Army or fleet (a plain ``"A"`` / ``"F"`` is turned into the enum)."""
    location: str
    """Province, or province/coast for a fleet on a split coast."""

    def __post_init__(self) -> None:
        if type(self.kind) is not UnitKind:
            object.__setattr__(self, "kind", UnitKind(self.kind))

    @property
    def province(self) -> str:
        return province_of(self.location)

    def __str__(self) -> str:
        return f"{self.kind} {self.location}"


class OrderBase:
    """What every order shares: the unit it is for (None only for a waived build), what kind of
    order it is, and the phases in which it may be given. Code that handles any order reads
    these instead of probing with ``isinstance`` or ``getattr``."""

    __slots__ = ()
    unit: Unit | None
    kind: ClassVar[OrderKind]
    phases: ClassVar[frozenset[PhaseKind]]

    def with_unit(self, unit: Unit) -> "Order":
        """The same order for another unit value (the real unit behind a typed reminder)."""
        return replace(self, unit=unit)  # type: ignore[type-var, return-value]


_MOVEMENT = frozenset({PhaseKind.MOVEMENT})


@dataclass(frozen=True, slots=True)
class Hold(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.HOLD
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit

    def __str__(self) -> str:
        return f"{self.unit} H"


@dataclass(frozen=True, slots=True)
class Move(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.MOVE
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit
    dest: str
    via_convoy: bool = False

    def __str__(self) -> str:
        return f"{self.unit} - {self.dest}" + (" via convoy" if self.via_convoy else "")


@dataclass(frozen=True, slots=True)
class SupportHold(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.SUPPORT_HOLD
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit
    supported: Unit

    def __str__(self) -> str:
        return f"{self.unit} S {self.supported}"


@dataclass(frozen=True, slots=True)
class SupportMove(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.SUPPORT_MOVE
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit
    supported: Unit
    dest: str

    def __str__(self) -> str:
        return f"{self.unit} S {self.supported} - {self.dest}"


@dataclass(frozen=True, slots=True)
class Convoy(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.CONVOY
    phases: ClassVar[frozenset[PhaseKind]] = _MOVEMENT
    unit: Unit
    army: Unit
    """The convoyed army, at its origin."""
    dest: str

    def __str__(self) -> str:
        return f"{self.unit} C {self.army} - {self.dest}"


@dataclass(frozen=True, slots=True)
class Retreat(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.RETREAT
    phases: ClassVar[frozenset[PhaseKind]] = frozenset({PhaseKind.RETREATS})
    unit: Unit
    dest: str

    def __str__(self) -> str:
        return f"{self.unit} R {self.dest}"


@dataclass(frozen=True, slots=True)
class Disband(OrderBase):
    """Disband in a retreat phase, or remove in an adjustment phase."""

    kind: ClassVar[OrderKind] = OrderKind.DISBAND
    phases: ClassVar[frozenset[PhaseKind]] = frozenset({PhaseKind.RETREATS, PhaseKind.ADJUSTMENTS})
    unit: Unit

    def __str__(self) -> str:
        return f"{self.unit} D"


@dataclass(frozen=True, slots=True)
class Build(OrderBase):
    kind: ClassVar[OrderKind] = OrderKind.BUILD
    phases: ClassVar[frozenset[PhaseKind]] = frozenset({PhaseKind.ADJUSTMENTS})
    unit: Unit

    def __str__(self) -> str:
        return f"{self.unit} B"


@dataclass(frozen=True, slots=True)
class Waive(OrderBase):
    """Leave one build unused."""

    kind: ClassVar[OrderKind] = OrderKind.WAIVE
    phases: ClassVar[frozenset[PhaseKind]] = frozenset({PhaseKind.ADJUSTMENTS})
    unit: ClassVar[None] = None

    def __str__(self) -> str:
        return "WAIVE"


Order = Union[Hold, Move, SupportHold, SupportMove, Convoy, Retreat, Disband, Build, Waive]


def unit_from_notation(text: str, game_map: MapModel | None = None) -> Unit:
    """Read a unit exactly as the notation writes it (``A par``, ``F stp/nc``), checking that such
    a unit can stand there; ValueError says what is wrong. For data files, not for typed input."""
    game_map = game_map or standard_map()
    kind, _, loc = text.partition(" ")
    if kind not in UNIT_KINDS:
        raise ValueError(f"unknown unit type {kind!r} in {text!r}")
    if not game_map.is_location(loc):
        raise ValueError(f"unknown place {loc!r} in {text!r}")
    if not game_map.unit_can_stand(kind, loc):
        if kind == FLEET and game_map.provinces[province_of(loc)].coasts and "/" not in loc:
            raise ValueError(f"a fleet in {loc!r} must name its coast")
        raise ValueError(f"{'an army' if kind == ARMY else 'a fleet'} cannot stand in {loc!r}")
    return Unit(kind, loc)


def format_order(order: Order) -> str:
    """The DATC notation of an order; ``parse_order`` reads it back to an equal order."""
    return str(order)


# ---------------------------------------------------------------------------------------
# Parsing
# ---------------------------------------------------------------------------------------

_KIND_WORDS = {"a": ARMY, "army": ARMY, "f": FLEET, "fleet": FLEET}
_HOLD_WORDS = {"h", "hold", "holds", "stand", "stands"}
_MOVE_WORDS = {"-", "to", "m", "move", "moves", "->", "attacks", "attack"}
_SUPPORT_WORDS = {"s", "support", "supports"}
_CONVOY_WORDS = {"c", "convoy", "convoys"}
_RETREAT_WORDS = {"r", "retreat", "retreats"}
_DISBAND_WORDS = {"d", "disband", "disbands", "remove", "removes"}
_BUILD_WORDS = {"b", "build", "builds"}
_WAIVE_WORDS = {"waive", "waives"}
_COAST_WORDS = {
    "nc": "nc", "north": "nc", "n": "nc",
    "sc": "sc", "south": "sc", "s": "sc",
    "ec": "ec", "east": "ec", "e": "ec",
}
_FILLER = {"coast", "the", "of", "(", ")", "at", "in", "unit", "'s"}
_POWER_PREFIX = re.compile(r"^(austria|england|france|germany|italy|russia|turkey)\s*:\s*", re.I)

# Names people use that are not the map's own English name.
_ALIASES = {
    "gulf of lyons": "lyo", "gol": "lyo", "lyon": "lyo", "gulf of lion": "lyo",
    "mid atlantic": "mao", "mid atlantic ocean": "mao", "mid-atlantic": "mao", "mat": "mao", "mid": "mao",
    "north atlantic": "nao", "nat": "nao",
    "saint petersburg": "stp", "st. petersburg": "stp", "petersburg": "stp",
    "heligoland": "hel", "helgoland bight": "hel", "heligoland bight": "hel",
    "tyrrhenian": "tys", "tyn": "tys", "tyrrhenian sea": "tys",
    "norwegian": "nwg", "nrg": "nwg", "norwegian sea": "nwg",
    "english channel": "eng", "channel": "eng", "ech": "eng",
    "irish sea": "iri", "irs": "iri",
    "skagerak": "ska", "skagerrack": "ska",
    "bohemia": "boh", "galicia": "gal", "tyrol": "tyr",
    "constantinople": "con", "istanbul": "con",
    "kiel": "kie", "ruhr": "ruh", "port": "por", "west": "wes",
    "lvn": "lvn", "lva": "lvn", "livonia": "lvn",
    "liv": "lvp",
}


@cache
def _name_table(game_map: MapModel) -> dict[tuple[str, ...], str]:
    """Word sequences -> province abbreviation, for every abbreviation, name and alias."""
    table: dict[tuple[str, ...], str] = {}
    for prov in game_map.provinces.values():
        table[(prov.abbr,)] = prov.abbr
        table[tuple(_words(prov.name))] = prov.abbr
    for alias, abbr in _ALIASES.items():
        if abbr in game_map.provinces:
            table.setdefault(tuple(_words(alias)), abbr)
    return table


def _words(text: str) -> list[str]:
    text = text.lower().replace("->", " - ").replace("–", " - ").replace("—", " - ").replace(">", " - ")
    text = text.replace("(", " ( ").replace(")", " ) ").replace(",", " ").replace(":", " : ")
    text = re.sub(r"\bst\.\s*", "st ", text)
    return text.split()


class _Reader:
    """A cursor over the words of one order, with the helpers the grammar needs."""

    def __init__(self, text: str, game_map: MapModel, units: Mapping[str, Unit] | None) -> None:
        self.text = text
        self.map = game_map
        self.units = units
        self.names = _name_table(game_map)
        self.longest = max(len(k) for k in self.names)
        self.words = self._split(_words(text))
        self.i = 0

    def _split(self, words: list[str]) -> list[str]:
        """Split ``par-bur`` into ``par - bur`` unless the hyphen belongs to a name."""
        out: list[str] = []
        for w in words:
            if "-" in w and w != "-" and (w,) not in self.names and not any(w in k for k in self.names):
                parts = w.split("-")
                for j, part in enumerate(parts):
                    if j:
                        out.append("-")
                    if part:
                        out.append(part)
            else:
                out.append(w)
        return out

    def peek(self) -> str | None:
        return self.words[self.i] if self.i < len(self.words) else None

    def take(self) -> str | None:
        w = self.peek()
        self.i += 1
        return w

    def error(self, problem: str, word: str | None = None) -> OrderParseError:
        if word is None and self.i < len(self.words):
            word = self.words[self.i]
        return OrderParseError(self.text, word, problem)

    def skip_filler(self) -> None:
        while self.peek() in _FILLER:
            self.i += 1

    def at_end(self) -> bool:
        self.skip_filler()
        return self.i >= len(self.words)

    def kind(self) -> str | None:
        w = self.peek()
        if w in _KIND_WORDS:
            # "a" could also start a province name; only treat it as the kind when a place follows.
            self.i += 1
            if self.peek_location() is None:
                self.i -= 1
                return None
            return _KIND_WORDS[w]
        return None

    def peek_location(self) -> str | None:
        save = self.i
        try:
            return self._location()
        finally:
            self.i = save

    def location(self, what: str) -> str:
        loc = self._location()
        if loc is None:
            raise self.error(f"expected {what}")
        return loc

    def _location(self) -> str | None:
        self.skip_filler()
        if self.i >= len(self.words):
            return None
        word = self.words[self.i]
        if "/" in word:
            prov, _, coast = word.partition("/")
            abbr = self.names.get((prov,))
            if abbr is None or not coast:
                return None
            coast = _COAST_WORDS.get(coast, coast)
            self.i += 1
            return f"{abbr}/{coast}"
        for n in range(min(self.longest, len(self.words) - self.i), 0, -1):
            key = tuple(self.words[self.i:self.i + n])
            abbr = self.names.get(key)
            if abbr is not None:
                self.i += n
                return self._maybe_coast(abbr)
        return None

    def _maybe_coast(self, abbr: str) -> str:
        """Read an optional coast after a split-coast province: ``stp nc``, ``(north coast)``."""
        prov = self.map.provinces[abbr]
        if not prov.coasts:
            return abbr
        save = self.i
        self.skip_filler()
        word = self.peek()
        coast = _COAST_WORDS.get(word or "")
        if coast in prov.coasts and not (word in ("s", "e", "n") and self._single_letter_is_verb()):
            self.i += 1
            self.skip_filler()
            return f"{abbr}/{coast}"
        self.i = save
        return abbr

    def _single_letter_is_verb(self) -> bool:
        """In ``F bul S A rum`` the ``s`` is the support verb, not the south coast."""
        return self.i + 1 < len(self.words) and self.words[self.i + 1] not in _FILLER

    def unit(self, what: str, kind_needed: bool = True) -> Unit:
        kind = self.kind()
        loc = self.location(what)
        if kind is None:
            known = self.units.get(province_of(loc)) if self.units is not None else None
            if known is not None:
                kind = known.kind
            elif kind_needed:
                raise OrderParseError(self.text, loc, "unit type (A or F) missing")
            else:
                kind = ARMY
        return Unit(kind, loc)


def parse_order(
    text: str,
    game_map: MapModel | None = None,
    *,
    units: Mapping[str, Unit] | None = None,
    phase_kind: str | None = None,
) -> Order:
    """Read one order in DATC notation or lenient English.

    ``units`` (province -> unit on the board) fills in unit types the player left out.
    ``phase_kind`` ("movement", "retreats", "adjustments") lets a plain move be read as a
    retreat (``A stp - mos`` in a retreat phase), as the rulebooks write retreats.
    """
    game_map = game_map or standard_map()
    text = _POWER_PREFIX.sub("", text.strip())
    r = _Reader(text, game_map, units)
    if not r.words:
        raise OrderParseError(text, None, "empty order")
    first = r.peek()
    if first in _WAIVE_WORDS:
        r.take()
        if not r.at_end():
            raise r.error("unexpected word after WAIVE")
        return Waive()
    if first in _BUILD_WORDS and len(r.words) > 1 and r.words[1] in _KIND_WORDS:
        r.take()
        order: Order = Build(r.unit("the place to build"))
        return _finish(r, order)
    if first in _DISBAND_WORDS and len(r.words) > 1 and (r.words[1] in _KIND_WORDS or r.peek_location() is None):
        r.take()
        return _finish(r, Disband(r.unit("the unit to disband")))

    unit = r.unit("a unit (e.g. 'A par')")
    r.skip_filler()
    verb = r.take()
    if verb is None or verb in _HOLD_WORDS:
        order = Hold(unit)
    elif verb in _MOVE_WORDS:
        dest = r.location("a destination")
        via = _via_convoy(r)
        order = Retreat(unit, dest) if phase_kind == PhaseKind.RETREATS and not via else Move(unit, dest, via)
    elif verb in _SUPPORT_WORDS:
        supported = r.unit("the supported unit", kind_needed=False)
        r.skip_filler()
        if r.peek() in _MOVE_WORDS:
            r.take()
            order = SupportMove(unit, supported, r.location("the supported move's destination"))
        elif r.peek() in _HOLD_WORDS:
            r.take()
            order = SupportHold(unit, supported)
        else:
            order = SupportHold(unit, supported)
    elif verb in _CONVOY_WORDS:
        army = r.unit("the convoyed army", kind_needed=False)
        r.skip_filler()
        if r.take() not in _MOVE_WORDS:
            r.i -= 1
            raise r.error("expected '-' or 'to' before the convoy's destination")
        order = Convoy(unit, army, r.location("the convoy's destination"))
    elif verb in _RETREAT_WORDS:
        order = Retreat(unit, r.location("a retreat destination"))
    elif verb in _DISBAND_WORDS:
        order = Disband(unit)
    elif verb in _BUILD_WORDS:
        order = Build(unit)
    else:
        r.i -= 1
        raise r.error("unknown order word (expected H, -, S, C, R, D or B)")
    return _finish(r, order)


def _via_convoy(r: _Reader) -> bool:
    if r.peek() in ("via", "by"):
        r.take()
        if r.take() not in ("convoy", "c", "sea"):
            r.i -= 1
            raise r.error("expected 'convoy' after 'via'")
        return True
    return False


def _finish(r: _Reader, order: Order) -> Order:
    if not r.at_end():
        raise r.error("unexpected word")
    return order
