"""A lesson: one phase to predict, where it comes from, and the source's own answer.

Lessons are values (frozen dataclasses) built by :mod:`.catalogue` from the shipped data. The
engine is the referee while the learner plays (:meth:`Lesson.judge`); ``answer`` keeps what the
source itself states, so a test can hold the engine to the rulebook and the DATC lesson by
lesson, and the UI can say "the rulebook says ..." beside the engine's reasons.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Mapping

from ..engine.adjudicator import Resolution, adjudicate
from ..engine.board import standard_map
from ..engine.orders import Order, Unit
from ..engine.position import Position
from .marks import Happened, Item, Mark, engine_marks


class Group(StrEnum):
    """The lesson browser's groups: beginners' common mistakes first, then the rulebook's own
    order of topics, the sample game, and the DATC sections for advanced players."""

    COMMON_MISTAKES = "common_mistakes"
    MOVING = "moving"
    SUPPORT = "support"
    CUTTING_SUPPORT = "cutting_support"
    CONVOYS = "convoys"
    STANDOFFS = "standoffs"
    RETREATS = "retreats"
    BUILDS = "builds"
    CIVIL_DISORDER = "civil_disorder"
    COASTS = "coasts"
    SAMPLE_GAME = "sample_game"
    DATC_A = "datc_6.A"
    DATC_B = "datc_6.B"
    DATC_C = "datc_6.C"
    DATC_D = "datc_6.D"
    DATC_E = "datc_6.E"
    DATC_F = "datc_6.F"
    DATC_G = "datc_6.G"
    DATC_H = "datc_6.H"
    DATC_I = "datc_6.I"
    DATC_J = "datc_6.J"

    @property
    def advanced(self) -> bool:
        """A DATC section: precise, tricky cases for players who know the rules."""
        return self.value.startswith("datc_")


class SourceKind(StrEnum):
    RULEBOOK = "rulebook"
    """A numbered diagram or worked example of the 2008 rulebook (Spanish, Czech, Dutch)."""
    SAMPLE_GAME = "sample_game"
    """The rulebook's 1901-1902 sample game, one phase per lesson."""
    OTHER_RULES = "other_rules"
    """A worked example from the play-by-web rules or the wiki page on orders."""
    DATC = "datc"
    """A case of the Diplomacy Adjudicator Test Cases, v3.0."""


class QuestionKind(StrEnum):
    """The question a lesson asks, by phase (the UI words it in the player's language)."""

    MOVEMENT = "movement"
    """Which orders succeed, which fail, which units are dislodged?"""
    RETREATS = "retreats"
    """Which units retreat and which are disbanded?"""
    ADJUSTMENTS = "adjustments"
    """Which builds and removals happen?"""


@dataclass(frozen=True)
class Source:
    """Where a lesson comes from, as the lesson browser cites it."""

    kind: SourceKind
    ref: str
    """The source's own id: ``rb-d16``, ``rb-g04``, ``wiki-05``, ``6.B.3``."""
    number: str
    """What a reader looks up: the diagram number (``16``), the DATC case (``6.B.3``), or ""."""
    section: str
    """The heading it sits under in the primary source, in that source's language."""
    languages: tuple[str, ...]
    """The languages whose published rules contain it (``en`` for the DATC)."""


@dataclass(frozen=True)
class StatedOutcome:
    """What a DATC case states happened, as data: the UI words it in the player's language
    (the orders in its notation), where the case's own summary is machine-written English."""

    moved: tuple[Order, ...] = ()
    """Moves (or retreats) that succeed."""
    failed: tuple[Order, ...] = ()
    """Moves that fail, void ones included."""
    dislodged: tuple[tuple[str, Unit, str], ...] = ()
    """(power, unit, the province its attacker came from)."""
    disbanded: tuple[tuple[str, Unit], ...] = ()
    """Retreat phase: units disbanded (their retreat failed or was not allowed)."""
    adjusted: tuple[Order, ...] = ()
    """Adjustment phase: builds and removals carried out."""
    refused: tuple[Order, ...] = ()
    """Adjustment phase: builds and removals that are void."""
    removed: tuple[tuple[str, Unit], ...] = ()
    """Units removed by the civil disorder rule."""
    units_after: tuple[tuple[str, Unit], ...] | None = None
    """Adjustment phase: every unit on the board afterwards (None where the case says nothing)."""


@dataclass(frozen=True)
class Lesson:
    id: str
    title: str
    """The lesson's title in English, naming the question rather than its answer: the rulebook
    example's own, or a DATC case's plain title (``datc_titles.json``)."""
    source: Source
    groups: tuple[Group, ...]
    """The browser groups that list it; the first is its topic."""
    position: Position
    orders: Mapping[str, tuple[Order, ...]]
    items: tuple[Item, ...]
    answer: Mapping[str, Mark]
    """Item key -> what the source states will happen; items the source is silent on are absent."""
    summary: str
    """The source's answer in words (English)."""
    takeaway: str
    """The one-line lesson to remember (English; empty for DATC cases)."""
    rules: tuple[str, ...]
    """The rules the lesson is about (rule ids, see :mod:`.rules`)."""
    unreadable: tuple[str, ...] = ()
    """Orders the source prints that cannot even be written as orders (an army 'convoying' a
    support): they are void, so they are shown as text and not judged."""
    stated: StatedOutcome | None = None
    """A DATC case's outcome as data, worded by the UI in each language (None for the rules'
    examples, whose summary is prose)."""

    @property
    def question(self) -> QuestionKind:
        return QuestionKind(self.position.phase.kind)

    def judge(self) -> Resolution:
        """The engine's verdict on the lesson's phase."""
        return adjudicate(self.position, self.orders, standard_map())

    def happened(self, resolution: Resolution | None = None) -> dict[str, Happened]:
        """The engine's mark and reason for every item."""
        return engine_marks(self.items, self.position, resolution or self.judge())

    def item(self, key: str) -> Item:
        return next(i for i in self.items if i.key == key)
