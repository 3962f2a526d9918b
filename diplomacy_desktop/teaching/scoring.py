"""Predict, then watch: the learner's marks compared with the engine's verdict.

Each item gets a :class:`Verdict`: what the learner predicted, what happened, the engine's reason
and the rule behind it. A wrong or missing prediction is a difference; the score is the share of
items predicted right, as a whole percentage, so it stores and compares exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Mapping

from ..engine.adjudicator import Resolution
from ..engine.outcomes import OrderResult, Reason
from .lessons import Lesson
from .marks import Item, Mark
from .rules import rule_for_reason

UNIT_RULES = {
    Mark.STAYS: "adjustments.civil_disorder",
    Mark.RETREATS: "retreats.where",
}
"""The rule for an item the engine gives no reason for (a unit kept, a unit that retreated)."""


@dataclass(frozen=True)
class Verdict:
    item: Item
    predicted: Mark | None
    """None when the learner left the item unmarked (it counts as wrong)."""
    actual: Mark
    reason: Reason | None
    rule: str
    """The rule behind the actual result (a rule id; see :mod:`.rules`)."""
    stated: Mark | None
    """What the lesson's source says, where it says anything."""

    @property
    def correct(self) -> bool:
        return self.predicted is self.actual


@dataclass(frozen=True)
class Scorecard:
    lesson_id: str
    verdicts: tuple[Verdict, ...]

    @property
    def correct(self) -> int:
        return sum(1 for v in self.verdicts if v.correct)

    @property
    def total(self) -> int:
        return len(self.verdicts)

    @property
    def percent(self) -> int:
        """Whole percent right, rounded down (so 100 means every item right)."""
        return self.correct * 100 // self.total if self.total else 100

    @property
    def differences(self) -> tuple[Verdict, ...]:
        return tuple(v for v in self.verdicts if not v.correct)

    def rules_to_read(self) -> tuple[str, ...]:
        """The rules behind the differences, each once, in item order."""
        return tuple(dict.fromkeys(v.rule for v in self.differences))


def score(lesson: Lesson, predictions: Mapping[str, Mark], resolution: Resolution | None = None) -> Scorecard:
    """Compare ``predictions`` (item key -> mark) with the engine's verdict on ``lesson``.

    Marks for unknown keys are ignored; a mark an item does not offer can never be right.
    """
    resolution = resolution or lesson.judge()
    happened = lesson.happened(resolution)
    verdicts = []
    for item in lesson.items:
        result = _result(resolution, item)
        actual = happened[item.key]
        if actual.reason is not None:
            rule = rule_for_reason(actual.reason, result, resolution.results)
        else:
            rule = UNIT_RULES.get(actual.mark, lesson.rules[0] if lesson.rules else "orders.hold")
        verdicts.append(Verdict(item, predictions.get(item.key), actual.mark, actual.reason, rule,
                                lesson.answer.get(item.key)))
    return Scorecard(lesson.id, tuple(verdicts))


def _result(resolution: Resolution, item: Item) -> OrderResult | None:
    if item.order is None or item.order_index is None:
        return None
    results = resolution.results.get(item.power, [])
    return results[item.order_index] if item.order_index < len(results) else None
