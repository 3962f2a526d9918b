"""What the learner has done, as a small JSON value the UI keeps in its settings.

Per lesson: the best score and how many times it was tried. :func:`Progress.from_json` accepts
anything (a settings file edited by hand, an older version): entries it cannot read are dropped,
never raised, so a damaged settings file costs at most the progress it damaged.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any, Mapping

from .scoring import Scorecard

FORMAT_VERSION = 1


@dataclass(frozen=True)
class LessonProgress:
    best: int
    """Best score so far, in whole percent."""
    attempts: int

    @property
    def mastered(self) -> bool:
        return self.best == 100


@dataclass(frozen=True)
class Progress:
    lessons: Mapping[str, LessonProgress] = field(default_factory=dict)

    def of(self, lesson_id: str) -> LessonProgress | None:
        return self.lessons.get(lesson_id)

    def record(self, card: Scorecard) -> Progress:
        """A new value with ``card`` counted (the best score only ever goes up)."""
        old = self.lessons.get(card.lesson_id)
        new = LessonProgress(max(card.percent, old.best if old else 0), (old.attempts if old else 0) + 1)
        return Progress({**self.lessons, card.lesson_id: new})

    def done(self, lesson_ids: list[str] | tuple[str, ...]) -> int:
        """How many of ``lesson_ids`` were tried at least once."""
        return sum(1 for i in lesson_ids if i in self.lessons)

    def to_json(self) -> dict[str, Any]:
        return {"version": FORMAT_VERSION,
                "lessons": {k: {"best": v.best, "attempts": v.attempts} for k, v in sorted(self.lessons.items())}}

    def dumps(self) -> str:
        return json.dumps(self.to_json(), sort_keys=True, separators=(",", ":"))

    @classmethod
    def from_json(cls, data: Any) -> Progress:
        if not isinstance(data, dict) or not isinstance(data.get("lessons"), dict):
            return cls()
        lessons: dict[str, LessonProgress] = {}
        for key, entry in data["lessons"].items():
            if not isinstance(key, str) or not isinstance(entry, dict):
                continue
            best, attempts = entry.get("best"), entry.get("attempts")
            if type(best) is int and type(attempts) is int and 0 <= best <= 100 and attempts >= 1:
                lessons[key] = LessonProgress(best, attempts)
        return cls(lessons)

    @classmethod
    def loads(cls, text: str | None) -> Progress:
        try:
            return cls.from_json(json.loads(text)) if text else cls()
        except ValueError:
            return cls()
