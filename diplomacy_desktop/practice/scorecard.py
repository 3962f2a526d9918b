"""The practice scorecard: how the player's opening went, after Fall 1901 and after Fall 1902.

It holds facts, never sentences: the player's centres and which they gained or lost, the named
opening their Spring 1901 orders match (and the one they chose), what that opening usually gives
against bots of the same level (:mod:`.baseline`), and every order the player gave since the last
scorecard with its engine result (outcome and typed :class:`~diplomacy_desktop.engine.outcomes.Reason`),
the events of the ordered unit, and the beginner's-help warning (:mod:`diplomacy_desktop.teaching.advice`) that says in
plain words why it failed, when one does: the card and the order panel then say it the same way. The window renders it in the player's language; nothing here
parses text.

Example::

    >>> from diplomacy_desktop.engine.board import standard_map
    >>> from diplomacy_desktop.engine.game import Game
    >>> game = Game(standard_map())
    >>> card = build_scorecard(game.history, "france", "easy", 1901, game_map=game.map)  # nothing played yet
    >>> card is None
    True
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from enum import Enum
from typing import Callable, Mapping, Sequence

from ..bots import Level
from ..bots.openings import Opening, OpeningBook, standard_book
from ..engine.board import MapModel
from ..engine.events import Dislodged, Event
from ..engine.history import PhaseRecord
from ..engine.orders import Order
from ..engine.outcomes import OrderResult
from ..engine.position import Phase, Position
from ..teaching.advice import Advice, advise, explains
from .baseline import CHECKPOINT_YEARS, Baselines, CentreStats, LevelMeasure, after_fall, standard_baselines
from .behaviour import current_fingerprint


class Basis(str, Enum):
    """What the player's centres are compared with."""

    OPENING = "opening"
    """The opening they played (or chose, if they changed its orders to no named set), simulated."""
    POWER = "power"
    """Playing freely, or the opening not measured yet: the power's measured openings, weighted by
    how often players choose them."""
    NONE = "none"
    """Nothing measured for this power at this level yet."""


class Verdict(str, Enum):
    ABOVE = "above"
    USUAL = "usual"
    BELOW = "below"


@dataclass(frozen=True, slots=True)
class OrderReport:
    """One of the player's orders: the phase, the engine's result and what happened to the unit."""

    phase: Phase
    result: OrderResult
    events: tuple[Event, ...]
    """Events of the ordered unit in that phase (its fate, bounces, cut supports), in engine order."""
    advice: tuple[Advice, ...] = ()
    """The warnings of beginner's help that explain why this order failed (none if it worked): what
    the order panel would have said about the player's orders of that phase."""

    @property
    def order(self) -> Order:
        return self.result.order

    @property
    def worked(self) -> bool:
        return not self.result.failed

    @property
    def dislodged_by(self) -> Dislodged | None:
        """The unit's dislodgement, if it was dislodged this phase (whatever its own order did)."""
        return next((e for e in self.events if isinstance(e, Dislodged)), None)


@dataclass(frozen=True)
class Scorecard:
    power: str
    level: Level
    year: int
    """After the Fall of this year."""
    centres: int
    gained: tuple[str, ...]
    """Centres owned now and not at the previous checkpoint (the start, for 1901)."""
    lost: tuple[str, ...]
    played: Opening | None
    """The named opening the player's Spring 1901 orders were, if any."""
    chosen: Opening | None
    """The opening picked when practice began (the orders may then have been changed)."""
    compared: Opening | None
    """The opening whose figures the card wants: the one played, else the one chosen, else None."""
    baseline: CentreStats | None
    basis: Basis
    baseline_level: Level
    """The level the baseline was simulated at: always the card's own level."""
    measured_share: float
    """For ``Basis.POWER``: the share of the power's openings (by how often players choose them)
    that were measured."""
    orders: tuple[OrderReport, ...]
    method: Mapping[str, object]
    """How the baselines were computed (from ``baselines.json``), to show on request."""
    measure: LevelMeasure | None = None
    """How the baseline level's figures were measured (games, seeds, date, the bot's fingerprint)."""
    out_of_date: bool = False
    """The level's bots have changed since its figures were measured (or the file does not say which
    bots played): the card still shows them, but says plainly that they describe earlier bots."""

    @property
    def changed(self) -> bool:
        """The player chose an opening and then gave other Spring 1901 orders."""
        return self.chosen is not None and self.played != self.chosen

    @property
    def opening_unmeasured(self) -> bool:
        """The card wanted an opening's figures and the shipped file has none for it yet."""
        return self.compared is not None and self.basis is not Basis.OPENING


    @property
    def worked(self) -> tuple[OrderReport, ...]:
        return tuple(r for r in self.orders if r.worked)

    @property
    def failed(self) -> tuple[OrderReport, ...]:
        return tuple(r for r in self.orders if not r.worked)

    @property
    def verdict(self) -> Verdict | None:
        """Half a centre or more above or below the usual mean; None without a baseline."""
        if self.baseline is None:
            return None
        diff = self.centres - self.baseline.mean
        if diff >= 0.5:
            return Verdict.ABOVE
        if diff <= -0.5:
            return Verdict.BELOW
        return Verdict.USUAL

    @property
    def share_below(self) -> float | None:
        """Share of the simulated games that gave fewer centres (ties half)."""
        return self.baseline.share_below(self.centres) if self.baseline is not None else None


POUCH_MIRROR = "woelpad/diplomatic-pouch:web/"
POUCH_SITE = "http://www.diplom.org/"


def source_label(source: str) -> str:
    """A book source as a reader can follow it: the Diplomatic Pouch mirror's files as the Pouch's
    own address; other repository files as ``owner/name: path``; web addresses unchanged."""
    if source.startswith(POUCH_MIRROR):
        return POUCH_SITE + source[len(POUCH_MIRROR):]
    if "://" not in source and ":" in source:
        repo, _, path = source.partition(":")
        return f"{repo.split('@')[0]}: {path}"
    return source


def opening_played(orders: Sequence[Order], power: str, book: OpeningBook) -> Opening | None:
    """The named opening whose orders are exactly ``orders`` (in any order), if there is one."""
    given = sorted(str(o) for o in orders)
    for opening in book.named(power):
        if sorted(str(o) for o in opening.orders) == given:
            return opening
    return None


def baseline_level(level: Level | str) -> Level:
    """The level whose simulations a practice level is compared with: its own, every level (Hard's
    are measured with fewer games, to a stated standard error: see :mod:`.baseline`)."""
    return Level(level)


def power_average(power: str, level: Level | str, year: int, book: OpeningBook,
                  baselines: Baselines) -> tuple[CentreStats | None, float]:
    """The power's measured openings mixed by how often players choose them, and the share measured.

    This is what the power usually gets from the book (what a bot of the level opening from
    the book would get). None when the measured openings are under half of that weight: too
    partial to stand for the power.
    """
    drawn = [o for o in book.named(power) if o.games > 0]
    total = sum(o.games for o in drawn)
    measured = [(o, baselines.get(level, o.id)) for o in drawn]
    measured = [(o, b) for o, b in measured if b is not None]
    weight = sum(o.games for o, _ in measured)
    if not total or weight * 2 < total:
        return None, weight / total if total else 0.0
    hist: dict[int, float] = {}
    mean = 0.0
    var_of_mean = 0.0
    games = 0
    for opening, entry in measured:
        stats = entry.after[year]
        w = opening.games / weight
        mean += w * stats.mean
        var_of_mean += (w * stats.stderr) ** 2
        games += stats.games
        for centres, n in stats.histogram.items():
            hist[centres] = hist.get(centres, 0.0) + w * n / stats.games
    mixed = CentreStats(games, round(mean, 3), round(math.sqrt(var_of_mean), 3),
                        {c: round(v * games, 6) for c, v in sorted(hist.items())})
    return mixed, weight / total


@dataclass(frozen=True, slots=True)
class Comparison:
    """What a card compares the player's centres with after one Fall: the set-up dialog tells the
    player this before the game, the card uses it after, so both say the same thing."""

    baseline: CentreStats | None
    basis: Basis
    measured_share: float
    """For ``Basis.POWER``: the share of the power's openings measured (by how often players choose them)."""


def comparison(power: str, level: Level | str, year: int, opening: Opening | None, book: OpeningBook,
               baselines: Baselines) -> Comparison:
    """The opening's own figures at the level when they are measured; else (playing freely, or the
    opening not measured yet) the power's average (:func:`power_average`); else nothing."""
    measured_at = baseline_level(level)
    entry = baselines.get(measured_at, opening.id) if opening is not None else None
    if entry is not None:
        return Comparison(entry.after[year], Basis.OPENING, 1.0)
    baseline, share = power_average(power, measured_at, year, book, baselines)
    return Comparison(baseline, Basis.POWER if baseline is not None else Basis.NONE, share)


def _centres_at(records: Sequence[PhaseRecord], now: Position, year: int) -> Position | None:
    """The position just after ``year``'s Fall: the first one past it."""
    for record in records:
        if record.position.phase > after_fall(year):
            return record.position
    return now if now.phase > after_fall(year) else None


def _owned(position: Position, power: str) -> set[str]:
    return {c for c, owner in position.centres.items() if owner == power}


def build_scorecard(records: Sequence[PhaseRecord], power: str, level: Level | str, year: int,
                    now: Position | None = None, *, chosen: Opening | None = None,
                    book: OpeningBook | None = None, baselines: Baselines | None = None,
                    game_map: MapModel, fingerprint: Callable[[Level], str] = current_fingerprint) -> Scorecard | None:
    """The scorecard after ``year``'s Fall, or None if the game has not got there yet.

    ``records`` is the game's history on ``game_map``; ``now`` its current position (the position after the last
    record, needed when the checkpoint is the very last phase played). ``fingerprint`` tells the
    running bots' behaviour for a level (:mod:`.behaviour`), to know whether the file's figures
    were measured with them.
    """
    if year not in CHECKPOINT_YEARS:
        raise ValueError(f"the scorecard is kept after Fall {', '.join(map(str, CHECKPOINT_YEARS))}, not {year}")
    level = Level(level)
    book = book or standard_book()
    baselines = baselines or standard_baselines()
    if not records:
        return None
    now = now or records[-1].resolution.position
    at = _centres_at(records, now, year)
    if at is None:
        return None
    since = after_fall(year - 1)
    start = records[0].position
    before = _centres_at(records, now, year - 1) if year > CHECKPOINT_YEARS[0] else start
    reports: list[OrderReport] = []
    for record in records:
        phase = record.position.phase
        if not since < phase <= after_fall(year):
            continue
        events = [e for e in record.resolution.events if e.power == power]
        found = advise(record.position, power, record.orders.get(power, ()), game_map)
        for result in record.resolution.results.get(power, ()):
            unit = getattr(result.order, "unit", None)
            mine = tuple(e for e in events if unit is not None and getattr(e, "unit", None) == unit)
            why = tuple(a for a in found if explains(a, result.order)) if result.failed else ()
            reports.append(OrderReport(phase, result, mine, why))
    spring = next((r for r in records if r.position.phase == start.phase), None)
    played = opening_played(spring.orders.get(power, ()), power, book) if spring is not None else None
    owned_now, owned_before = _owned(at, power), _owned(before or start, power)
    measured_at = baseline_level(level)
    compared = played or chosen
    against = comparison(power, measured_at, year, compared, book, baselines)
    baseline, basis, share = against.baseline, against.basis, against.measured_share
    out_of_date = baseline is not None and not baselines.current(measured_at, fingerprint)
    return Scorecard(power, level, year, len(owned_now), tuple(sorted(owned_now - owned_before)),
                     tuple(sorted(owned_before - owned_now)), played, chosen, compared, baseline, basis,
                     measured_at, share, tuple(reports), dict(baselines.method), baselines.measure(measured_at),
                     out_of_date)
