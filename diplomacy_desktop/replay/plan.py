"""What the table watches when a phase resolves, as plain data built from the engine's events.

An :class:`AnimationPlan` is a sequence of :class:`Beat` s; every step of a beat plays at the
same time, and beats play one after another in the stages a player can follow: first the moves
that succeed, then the bounces (with standoff marks, cut supports and broken convoys), then the
dislodgements; in a retreat phase the retreats then the disbands; in an adjustment phase the
removals then the builds. Each step names the piece it moves (as it stood before the phase) and
the result row it animates (``Row(power, index)`` into ``Resolution.results``), so the results
list can follow the playback and replay one order.

Nothing here knows Qt or pixels: steps speak in board locations, the board turns them into
points. :meth:`AnimationPlan.end_state` replays the steps on the pieces and must equal the
engine's next position; a test holds every DATC case and rulebook example to that.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import StrEnum
from typing import Iterator, Union

from ..engine.adjudicator import Resolution
from ..engine.events import (Bounced, Built, ConvoyDisrupted, Disbanded, Dislodged, Event, Moved, Removed,
                             Retreated, SupportCut)
from ..engine.kinds import PhaseKind
from ..engine.locations import province_of
from ..engine.orders import Unit
from ..engine.outcomes import Outcome, ReasonCode
from ..engine.position import Phase, Position


class Stage(StrEnum):
    """The stages a beat belongs to, in the order they play."""

    MOVES = "moves"
    BOUNCES = "bounces"
    DISLODGEMENTS = "dislodgements"
    RETREATS = "retreats"
    DISBANDS = "disbands"
    REMOVALS = "removals"
    BUILDS = "builds"


@dataclass(frozen=True, slots=True)
class Piece:
    """One piece on the board, named by where it stood before the phase. ``dislodged`` tells a
    dislodged piece (retreat phase) from the attacker standing in the same province."""

    power: str
    unit: Unit
    dislodged: bool = False

    def sort_key(self) -> tuple[str, str, str, bool]:
        return (self.power, self.unit.location, self.unit.kind.value, self.dislodged)


@dataclass(frozen=True, slots=True, order=True)
class Row:
    """A row of the results: ``Resolution.results[power][index]``."""

    power: str
    index: int


@dataclass(frozen=True, slots=True)
class Slide:
    """The piece travels along ``path`` (locations: where it stood, any convoying fleets in order,
    where it ends)."""

    piece: Piece
    path: tuple[str, ...]
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class BounceBack:
    """The piece advances toward ``toward`` and comes back to where it stood."""

    piece: Piece
    toward: str
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class StandoffMark:
    """A standoff left ``province`` empty: a mark stays there (and no retreat may go there)."""

    province: str
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class PushOff:
    """The piece is dislodged by ``by`` (attacking from ``from_``): pushed aside, and the places
    it may retreat to light up."""

    piece: Piece
    by: Unit
    from_: str
    retreats: tuple[str, ...]
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class StrikeSupport:
    """The piece's support (for ``supported``) is cut by ``by``: it flashes and is struck through."""

    piece: Piece
    supported: Unit
    by: Unit
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class BreakConvoy:
    """The army's convoy ``route`` breaks at the fleets ``lost``; the army stays."""

    piece: Piece
    dest: str
    route: tuple[Unit, ...]
    lost: tuple[Unit, ...]
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class FadeOut:
    """The piece leaves the board (disbanded, removed); ``why`` is the engine's rule."""

    piece: Piece
    why: ReasonCode
    row: Row | None = None


@dataclass(frozen=True, slots=True)
class Appear:
    """A new piece is built."""

    piece: Piece
    row: Row | None = None


Step = Union[Slide, BounceBack, StandoffMark, PushOff, StrikeSupport, BreakConvoy, FadeOut, Appear]

SLIDE_MS = 700
"""A one-leg move; each further leg of a convoy route adds ``LEG_MS``."""
LEG_MS = 350
BOUNCE_MS = 750
MARK_MS = 450
PUSH_MS = 600
STRIKE_MS = 650
FADE_MS = 550


def duration_ms(step: Step) -> int:
    """How long a step takes at normal speed (the board scales it by the chosen speed)."""
    if isinstance(step, Slide):
        return SLIDE_MS + LEG_MS * max(0, len(step.path) - 2)
    if isinstance(step, BounceBack):
        return BOUNCE_MS
    if isinstance(step, PushOff):
        return PUSH_MS
    if isinstance(step, (StrikeSupport, BreakConvoy)):
        return STRIKE_MS
    if isinstance(step, (FadeOut, Appear)):
        return FADE_MS
    return MARK_MS


@dataclass(frozen=True, slots=True)
class Beat:
    stage: Stage
    steps: tuple[Step, ...]

    @property
    def duration_ms(self) -> int:
        return max((duration_ms(s) for s in self.steps), default=0)

    def rows(self) -> tuple[Row, ...]:
        """The result rows this beat animates, each once, in step order."""
        return tuple(dict.fromkeys(s.row for s in self.steps if s.row is not None))


@dataclass(frozen=True, slots=True)
class BoardState:
    """Where the pieces stand: on the board, and dislodged (awaiting retreat), sorted."""

    units: tuple[tuple[str, Unit], ...]
    dislodged: tuple[tuple[str, Unit], ...] = ()

    @classmethod
    def of(cls, position: Position) -> "BoardState":
        return cls(_sorted(position.all_units()), _sorted((d.power, d.unit) for d in position.dislodged))


def _sorted(pairs: Iterator[tuple[str, Unit]] | tuple[tuple[str, Unit], ...]) -> tuple[tuple[str, Unit], ...]:
    return tuple(sorted(pairs, key=lambda pu: (pu[0], pu[1].location, pu[1].kind)))


@dataclass(frozen=True, slots=True)
class AnimationPlan:
    phase: Phase
    pieces: tuple[Piece, ...]
    """Every piece before the phase (dislodged ones flagged), in a fixed order."""
    beats: tuple[Beat, ...]

    def steps(self) -> Iterator[Step]:
        for beat in self.beats:
            yield from beat.steps

    @property
    def duration_ms(self) -> int:
        return sum(b.duration_ms for b in self.beats)

    def beat_of(self, row: Row) -> int | None:
        """The first beat that animates ``row`` (None when it has nothing to show)."""
        return next((i for i, b in enumerate(self.beats) if row in b.rows()), None)

    def only(self, row: Row) -> "AnimationPlan":
        """The same plan with only ``row``'s steps: replaying one order."""
        beats = tuple(Beat(b.stage, kept) for b in self.beats
                      if (kept := tuple(s for s in b.steps if s.row == row)))
        return replace(self, beats=beats)

    def order_by_order(self) -> "AnimationPlan":
        """One beat per result row (stage by stage), for a table that wants to follow each order;
        steps linked to no row (standoff marks) join the beat before them."""
        beats: list[Beat] = []
        for beat in self.beats:
            by_row: dict[Row | None, list[Step]] = {}
            for step in beat.steps:
                by_row.setdefault(step.row, []).append(step)
            loose = by_row.pop(None, [])
            for row in sorted(by_row):
                beats.append(Beat(beat.stage, tuple(by_row[row])))
            if loose:
                if beats and beats[-1].stage == beat.stage:
                    beats[-1] = Beat(beat.stage, beats[-1].steps + tuple(loose))
                else:
                    beats.append(Beat(beat.stage, tuple(loose)))
        return replace(self, beats=tuple(beats))

    def states(self) -> Iterator[dict[Piece, tuple[str, bool]]]:
        """Piece -> (location, dislodged) before each beat, and once more after the last."""
        state = {p: (p.unit.location, p.dislodged) for p in self.pieces}
        yield dict(state)
        for beat in self.beats:
            for step in beat.steps:
                _apply(state, step)
            yield dict(state)

    def end_state(self) -> BoardState:
        """The board when the plan has played: must be the engine's next position."""
        *_, last = self.states()
        units = ((p.power, Unit(p.unit.kind, loc)) for p, (loc, dislodged) in last.items() if not dislodged)
        dislodged = ((p.power, Unit(p.unit.kind, loc)) for p, (loc, out) in last.items() if out)
        return BoardState(_sorted(units), _sorted(dislodged))


def _apply(state: dict[Piece, tuple[str, bool]], step: Step) -> None:
    if isinstance(step, Slide):
        state[step.piece] = (step.path[-1], False)
    elif isinstance(step, PushOff):
        state[step.piece] = (state[step.piece][0], True)
    elif isinstance(step, FadeOut):
        del state[step.piece]
    elif isinstance(step, Appear):
        state[step.piece] = (step.piece.unit.location, False)


def result_rows(resolution: Resolution) -> dict[tuple[str, str], Row]:
    """(power, province of the ordered unit) -> its result row. Where a unit was given several
    orders, the one that was not void (the order it obeyed) is the row."""
    rows: dict[tuple[str, str], Row] = {}
    for power, results in resolution.results.items():
        for index, result in enumerate(results):
            if result.order.unit is None:
                continue
            key = (power, province_of(result.order.unit.location))
            if key not in rows or (result.outcome is not Outcome.VOID
                                   and resolution.results[power][rows[key].index].outcome is Outcome.VOID):
                rows[key] = Row(power, index)
    return rows


def plan_phase(before: Position, resolution: Resolution) -> AnimationPlan:
    """The animation of ``resolution``, which judged ``before``."""
    rows = result_rows(resolution)

    def row(e: Event) -> Row | None:
        unit = getattr(e, "unit", None)
        return rows.get((e.power, province_of(unit.location))) if unit is not None else None

    retreat_phase = before.phase.kind is PhaseKind.RETREATS
    pieces = tuple(sorted([Piece(p, u) for p, u in before.all_units()]
                          + [Piece(d.power, d.unit, True) for d in before.dislodged], key=Piece.sort_key))
    staged: dict[Stage, list[Step]] = {stage: [] for stage in Stage}
    for e in resolution.events:
        if isinstance(e, Moved):
            path = (e.unit.location, *(f.location for f in e.route), e.dest)
            staged[Stage.MOVES].append(Slide(Piece(e.power, e.unit), path, row(e)))
        elif isinstance(e, Bounced):
            staged[Stage.BOUNCES].append(BounceBack(Piece(e.power, e.unit), e.dest, row(e)))
        elif isinstance(e, SupportCut):
            staged[Stage.BOUNCES].append(StrikeSupport(Piece(e.power, e.unit), e.supported, e.by, row(e)))
        elif isinstance(e, ConvoyDisrupted):
            staged[Stage.BOUNCES].append(BreakConvoy(Piece(e.power, e.unit), e.dest, e.route, e.lost, row(e)))
        elif isinstance(e, Dislodged):
            staged[Stage.DISLODGEMENTS].append(PushOff(Piece(e.power, e.unit), e.by, e.from_, e.retreats, row(e)))
        elif isinstance(e, Retreated):
            staged[Stage.RETREATS].append(Slide(Piece(e.power, e.unit, True), (e.unit.location, e.dest), row(e)))
        elif isinstance(e, Disbanded):
            staged[Stage.DISBANDS].append(FadeOut(Piece(e.power, e.unit, retreat_phase), e.why, row(e)))
        elif isinstance(e, Removed):
            staged[Stage.REMOVALS].append(FadeOut(Piece(e.power, e.unit), e.why, row(e)))
        elif isinstance(e, Built):
            staged[Stage.BUILDS].append(Appear(Piece(e.power, e.unit), row(e)))
    # standoff marks where a standoff left a province empty, after the bounces that made them
    staged[Stage.BOUNCES].extend(StandoffMark(prov) for prov in sorted(resolution.contested))
    beats = tuple(Beat(stage, tuple(steps)) for stage, steps in staged.items() if steps)
    return AnimationPlan(before.phase, pieces, beats)


def end_state_matches(plan: AnimationPlan, after: Position) -> bool:
    """Does the plan leave the board exactly as the engine's next position has it?"""
    return plan.end_state() == BoardState.of(after)


__all__ = ["AnimationPlan", "Appear", "Beat", "BoardState", "BounceBack", "BreakConvoy", "FadeOut", "Piece",
           "PushOff", "Row", "Slide", "StandoffMark", "Stage", "Step", "StrikeSupport", "duration_ms",
           "end_state_matches", "plan_phase", "result_rows"]
