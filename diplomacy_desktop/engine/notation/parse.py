"""Reading an order typed in one language's notation.

:func:`read_order` reads literally (what the data files and the DATC need: nothing is guessed
beyond the unit type of a unit on the board); :func:`parse_order` reads against a position, the
way a player at the table means it: a unit type is taken from the board, a bare unit in an
adjustment phase is a build (``F Edi``), a move in a retreat phase is a retreat, a fleet's only
reachable coast is filled in, and the order is checked for the power on move.

The grammar, for every language (the words come from the notation)::

    order  := waive | build-word unit | disband-word unit | unit [verb ...] [build/disband-word]
    unit   := ["-"] [nationality] ["-"] [kind] [nationality] ["-"] place
              (Czech "A - Par", "C - (English) - A - Lon", Spanish "E francés Par")
    place  := code | name | alias | coast-word place | place coast-word | code/coast
    verb   := word ["(" the same word, e.g. in English ")"]             (Czech "Drž pozici (Holds)")
"""

from __future__ import annotations

from typing import Mapping

from ..board import MapModel
from ..kinds import PhaseKind, UnitKind
from ..locations import province_of
from ..orders import (Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold, SupportMove, Unit, Waive)
from ..position import Position
from .errors import AmbiguousOrderError, IllegalOrderError, OrderSyntaxError, SyntaxCode
from .tables import Notation, Phrase, load_notation, place_table, words_of

ARMY, FLEET = UnitKind.ARMY, UnitKind.FLEET


class _Reader:
    """A cursor over the words of one order, with the helpers the grammar needs."""

    def __init__(self, text: str, notation: Notation, game_map: MapModel,
                 units: Mapping[str, Unit] | None, infer: bool) -> None:
        self.text = text
        self.n = notation
        self.map = game_map
        self.units = units
        self.infer = infer
        self.places = place_table(notation, game_map)
        self.longest = max(len(k) for k in self.places)
        self.words = self._split(words_of(text))
        self.i = 0
        self.kind_guessed: Unit | None = None
        """The ordered unit's type was not written and could be either (``infer`` mode)."""

    def _split(self, words: list[str]) -> list[str]:
        """Split ``par-bur`` into ``par - bur`` unless the hyphen belongs to a name."""
        out: list[str] = []
        hyphenated = {w for key in self.places for w in key if "-" in w}
        for w in words:
            if "-" in w and w != "-" and w not in hyphenated:
                for j, part in enumerate(w.split("-")):
                    if j:
                        out.append("-")
                    if part:
                        out.append(part)
            else:
                out.append(w)
        return out

    # -- cursor -----------------------------------------------------------------------------

    def peek(self, ahead: int = 0) -> str | None:
        j = self.i + ahead
        return self.words[j] if j < len(self.words) else None

    def fail(self, code: SyntaxCode, expected: tuple[str, ...] = ()) -> OrderSyntaxError:
        return OrderSyntaxError(self.text, self.peek(), code, expected)

    def skip_filler(self) -> None:
        while True:
            word = self.peek()
            if word in self.n.filler:
                self.i += 1
                continue
            n = self._power_word_at(self.i)
            if n and self._place_at(self.i) is None:
                self.i += n
                continue
            return

    def _power_word_at(self, i: int) -> int:
        for n in range(min(3, len(self.words) - i), 0, -1):
            if tuple(self.words[i:i + n]) in self.n.power_words:
                return n
        return 0

    def at_end(self) -> bool:
        self.skip_filler()
        return self.i >= len(self.words)

    def verb(self, category: str) -> bool:
        """Consume a ``category`` word here, if there is one, with a gloss in brackets after it
        (Czech 002 prints "Drž pozici (Holds)")."""
        n = self.n.verb_at(self.words, self.i, category)
        self.i += n
        if n and self.peek() == "(":
            gloss = self.n.verb_at(self.words, self.i + 1, category)
            if gloss and self.peek(gloss + 1) == ")":
                self.i += gloss + 2
        return n > 0

    def destination_word(self) -> bool:
        """Consume the word before a supported or convoyed unit's destination: a move word, or a
        ``to`` word with a place after it (Spanish "… ejército en Holland a Norway")."""
        if self.verb("move"):
            return True
        n = self.n.verb_at(self.words, self.i, "to")
        if n and self._starts_place(self.i + n):
            self.i += n
            return True
        return False

    # -- places and units -------------------------------------------------------------------

    def _coast_at(self, i: int) -> tuple[str, int] | None:
        for n in range(min(3, len(self.words) - i), 0, -1):
            coast = self.n.coast_words.get(tuple(self.words[i:i + n]))
            if coast is not None:
                return coast, n
        return None

    def _place_at(self, i: int) -> tuple[str, int] | None:
        """The province spelled from word ``i`` (longest match) and how many words it took."""
        for n in range(min(self.longest, len(self.words) - i), 0, -1):
            abbr = self.places.get(tuple(self.words[i:i + n]))
            if abbr is not None:
                return abbr, n
        return None

    def _slashed(self, word: str) -> str | None:
        """``stp/nc``, ``bul/ce``: a code with its coast after a slash."""
        prov, _, coast_word = word.partition("/")
        abbr = self.places.get((prov,))
        coast = self.n.coast_words.get((coast_word,)) or load_notation("en").coast_words.get((coast_word,))
        if abbr is None or coast is None:
            return None
        return f"{abbr}/{coast}"

    def location(self) -> str | None:
        """Read a place (with its coast, before or after it), or return None and stay put."""
        save = self.i
        self.skip_filler()
        word = self.peek()
        if word is None:
            self.i = save
            return None
        if "/" in word:
            loc = self._slashed(word)
            if loc is None:
                self.i = save
                return None
            self.i += 1
            return loc
        coast_first = self._coast_at(self.i) if self.n.coast_before_province else None
        if coast_first is not None:
            place = self._place_at(self.i + coast_first[1])
            if place is not None and coast_first[0] in self.map.provinces[place[0]].coasts:
                self.i += coast_first[1] + place[1]
                return f"{place[0]}/{coast_first[0]}"
        place = self._place_at(self.i)
        if place is None:
            self.i = save
            return None
        self.i += place[1]
        return self._maybe_coast(place[0])

    def _maybe_coast(self, abbr: str) -> str:
        """An optional coast after a split-coast province: ``stp nc``, ``(north coast)``, ``Bul CE``."""
        if not self.map.provinces[abbr].coasts:
            return abbr
        save = self.i
        self.skip_filler()
        hit = self._coast_at(self.i)
        if hit is not None and hit[0] in self.map.provinces[abbr].coasts:
            coast, n = hit
            single_letter = n == 1 and len(self.words[self.i]) == 1
            follows = self.peek(1)
            # In "F bul S A rum" the "s" is the support letter, not the south coast.
            if not (single_letter and follows is not None and follows not in self.n.filler):
                self.i += n
                self.skip_filler()
                return f"{abbr}/{coast}"
        self.i = save
        return abbr

    def unit_kind(self) -> UnitKind | None:
        """A unit word here, if a place follows it (``a`` can start an English province name)."""
        save = self.i
        self.skip_filler()
        for n in (2, 1):
            kind = self.n.unit_words.get(tuple(self.words[self.i:self.i + n]))
            if kind is None:
                continue
            self.i += n
            self.skip_filler()
            if self.peek() == "-" and self._starts_place(self.i + 1):  # Czech "A - Par"
                self.i += 1
            if self.location_ahead():
                return kind
            break
        self.i = save
        return None

    def _starts_place(self, i: int) -> bool:
        save = self.i
        self.i = i
        try:
            return self.location_ahead()
        finally:
            self.i = save

    def location_ahead(self) -> bool:
        save = self.i
        try:
            return self.location() is not None
        finally:
            self.i = save

    def unit(self, missing: SyntaxCode, *, ordered: bool = False) -> Unit:
        """A unit: letter and place, or a place whose unit the board (or the map) tells."""
        self._lead_in()
        kind = self.unit_kind()
        loc = self.location()
        if loc is None:
            self._past_unit_word()
            raise self.fail(missing)
        if kind is not None:
            return Unit(kind, loc)
        known = self.units.get(province_of(loc)) if self.units is not None else None
        if known is not None:
            return Unit(known.kind, loc)
        standing = [k for k in (ARMY, FLEET) if self.map.unit_can_stand(k, loc)
                    or (k is FLEET and self.map.provinces[province_of(loc)].coasts and "/" not in loc)]
        if ordered and not self.infer:
            raise OrderSyntaxError(self.text, loc, SyntaxCode.UNIT_KIND_MISSING, tuple(self.n.unit_letters.values()))
        if len(standing) == 1:
            return Unit(standing[0], loc)
        if ordered and len(standing) == 2:
            self.kind_guessed = Unit(ARMY, loc)
        return Unit(ARMY, loc)

    def _lead_in(self) -> None:
        """Dashes and a nationality before a unit, as Czech 002 prints them: "S - A - Mar>Bur",
        "C - (English) - A - Lon>Tun". Consumed only when a unit or a place follows."""
        save = self.i
        self.skip_filler()
        while self.peek() == "-":
            self.i += 1
            self.skip_filler()
        if self.i != save and not (self.unit_kind_at(self.i) or self.location_ahead()):
            self.i = save

    def _past_unit_word(self) -> None:
        """Step over a unit word whose place is unknown, so the error names the place ("F Mlr"
        blames ``mlr``, the rulebook's misprint of ``MIr``), not the unit letter."""
        for n in (2, 1):
            if tuple(self.words[self.i:self.i + n]) in self.n.unit_words:
                self.i += n
                self.skip_filler()
                if self.peek() == "-" and self.peek(1) is not None:
                    self.i += 1
                return

    def unit_kind_at(self, i: int) -> bool:
        save = self.i
        self.i = i
        try:
            return self.unit_kind() is not None
        finally:
            self.i = save


def read_order(
    text: str,
    notation: Notation | None = None,
    *,
    game_map: MapModel,
    units: Mapping[str, Unit] | None = None,
    phase_kind: str | None = None,
    infer: bool = False,
) -> Order:
    """Read one order literally in ``notation`` (English/DATC by default).

    ``units`` (province -> unit on the board) fills in unit types left out; ``phase_kind`` reads a
    plain move as a retreat in a retreat phase and a bare unit as a build in an adjustment phase.

    :raises OrderSyntaxError: the words do not make an order.
    """
    notation = notation or load_notation("en")
    r = _Reader(text.strip(), notation, game_map, units, infer)
    if not r.words:
        raise OrderSyntaxError(r.text, None, SyntaxCode.EMPTY)
    order = _read(r, phase_kind)
    if not r.at_end():
        raise r.fail(SyntaxCode.UNEXPECTED_WORD)
    return order


def _read(r: _Reader, phase_kind: str | None, removing: bool = False) -> Order:
    """One order from the reader's words; ``removing``: the power owes removals, so a unit named
    alone in an adjustment phase is one to remove, not a build (Spanish 000: Russia removes "E Gli")."""
    r.skip_filler()
    if r.verb("waive"):
        return Waive()
    start = r.i
    for category, make in (("build", Build), ("disband", Disband)):
        if r.verb(category):
            if r.unit_kind_at(r.i) or r.location_ahead():
                return make(r.unit(SyntaxCode.EXPECTED_UNIT, ordered=True))
            r.i = start
    unit = r.unit(SyntaxCode.EXPECTED_UNIT, ordered=True)
    r.skip_filler()
    if r.peek() is None:
        if phase_kind == PhaseKind.ADJUSTMENTS:  # rulebook builds: "F Edi"
            there = r.units.get(province_of(unit.location)) if r.units is not None else None
            return Disband(unit) if there == unit or removing else Build(unit)
        return Hold(unit)
    if r.verb("hold"):
        return Hold(unit)
    if r.verb("move"):
        if r.verb("hold"):  # Czech 002 prints a hold as "A - War>Holds"
            return Hold(unit)
        dest = _destination(r)
        via = _via_convoy(r)
        if phase_kind == PhaseKind.RETREATS and not via:
            return Retreat(unit, dest)
        return Move(unit, dest, via)
    if r.verb("support"):
        supported = r.unit(SyntaxCode.EXPECTED_SUPPORTED_UNIT)
        r.skip_filler()
        if r.destination_word():
            return SupportMove(unit, supported, _destination(r))
        r.verb("hold")
        return SupportHold(unit, supported)
    if r.verb("convoy"):
        army = r.unit(SyntaxCode.EXPECTED_CONVOYED_ARMY)
        r.skip_filler()
        if not r.destination_word():
            raise r.fail(SyntaxCode.EXPECTED_MOVE_WORD, (r.n.letters.get("move", "-"),))
        return Convoy(unit, Unit(ARMY, army.location), _destination(r))
    if r.verb("retreat"):
        return Retreat(unit, _destination(r))
    if r.verb("disband"):
        return Disband(unit)
    if r.verb("build"):
        return Build(unit)
    raise r.fail(SyntaxCode.EXPECTED_ORDER_WORD, r.n.order_letters())


def _destination(r: _Reader) -> str:
    dest = r.location()
    if dest is None:
        raise r.fail(SyntaxCode.EXPECTED_DESTINATION)
    return dest


def _via_convoy(r: _Reader) -> bool:
    if r.verb("via_convoy"):
        return True
    if r.peek() in ("via", "by", "vía"):
        r.i += 1
        raise r.fail(SyntaxCode.EXPECTED_CONVOY_WORD)
    return False


def parse_order(
    text: str,
    position: Position | None,
    notation: Notation | None = None,
    *,
    game_map: MapModel,
    power: str | None = None,
) -> Order:
    """Read an order the way a player at ``position`` means it, in ``notation``.

    Unit types come from the board (else from where only one kind can stand), a move in a retreat
    phase is a retreat, a bare unit in an adjustment phase is a build (a removal if that very unit
    stands there, or if ``power`` owes removals; the place is still read in this notation's own
    codes, so Spanish ``E Gal`` is Wales's army, never Galicia's), a fleet moving to a split-coast
    province gets the only coast it can reach.
    With ``power``, the order is also checked with the engine's own rules.

    :raises OrderSyntaxError: the words do not make an order.
    :raises AmbiguousOrderError: the text fits several orders (both coasts reachable; ``A`` or ``F``).
    :raises IllegalOrderError: ``power`` may not give this order now (``reason`` says why).
    """
    # Imported on first use: the rules behind them (legal -> rules, rules/build) are not needed
    # to show the window, and start-up is measured (bench/startup.py). Both are below this layer.
    from .. import legal  # noqa: PLC0415
    from ..rules.build import adjustment_delta  # noqa: PLC0415

    notation = notation or load_notation("en")
    units = position.units_for_orders() if position is not None else None
    phase_kind = position.phase.kind if position is not None else None
    removing = (phase_kind == PhaseKind.ADJUSTMENTS and power is not None
                and adjustment_delta(position, power) < 0)
    r = _Reader(text.strip(), notation, game_map, units, True)
    if not r.words:
        raise OrderSyntaxError(r.text, None, SyntaxCode.EMPTY)
    order = _read(r, phase_kind, removing)
    if not r.at_end():
        raise r.fail(SyntaxCode.UNEXPECTED_WORD)
    options = _options(order, r.kind_guessed, game_map)
    if len(options) > 1:
        raise AmbiguousOrderError(r.text, tuple(options))
    order = options[0]
    if power is not None and position is not None:
        reason = legal.order_problem(position, power, order, game_map)
        if reason is not None:
            raise IllegalOrderError(r.text, order, reason)
    return order


def _options(order: Order, guessed: Unit | None, game_map: MapModel) -> list[Order]:
    """The orders the text may mean: the unit type either way when the board cannot tell, and
    the coasts a fleet can reach when it named none."""
    orders = [order]
    if guessed is not None and order.unit is not None:
        fleet_locs = [guessed.location] if game_map.unit_can_stand(FLEET, guessed.location) else \
            list(game_map.provinces[province_of(guessed.location)].coast_locations)
        orders = [order] + [order.with_unit(Unit(FLEET, loc)) for loc in fleet_locs]
        orders = [o for o in orders if o.unit is None or game_map.unit_can_stand(o.unit.kind, o.unit.location)]
    out: list[Order] = []
    for o in orders:
        out.extend(_with_coasts(o, game_map))
    return out or orders


def _with_coasts(order: Order, game_map: MapModel) -> list[Order]:
    if not isinstance(order, (Move, Retreat)) or order.unit.kind is not FLEET or "/" in order.dest:
        return [order]
    if not game_map.provinces[order.dest].coasts:
        return [order]
    reachable = game_map.fleet_coasts_reachable(order.unit.location, order.dest)
    if not reachable:
        return [order]
    return [_replace_dest(order, dest) for dest in sorted(reachable)]


def _replace_dest(order: Move | Retreat, dest: str) -> Order:
    if isinstance(order, Move):
        return Move(order.unit, dest, order.via_convoy)
    return Retreat(order.unit, dest)


__all__ = ["parse_order", "read_order", "Phrase"]
