"""Progress: the best score only goes up, attempts count, the stored text is stable and a
damaged value loses only what is damaged."""

from __future__ import annotations

import json

from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.teaching.marks import Mark
from diplomacy_desktop.teaching.progress import LessonProgress, Progress
from diplomacy_desktop.teaching.scoring import score

CATALOGUE = load_catalogue()


def test_best_score_and_attempts() -> None:
    lesson = CATALOGUE.by_id("rb-d16")
    right = {k: h.mark for k, h in lesson.happened().items()}
    wrong = {k: (Mark.FAILS if m is Mark.SUCCEEDS else Mark.SUCCEEDS) for k, m in right.items()}
    progress = Progress().record(score(lesson, right)).record(score(lesson, wrong))
    assert progress.of("rb-d16") == LessonProgress(100, 2) and progress.of("rb-d16").mastered
    assert progress.done(["rb-d16", "rb-d15"]) == 1


def test_round_trip_is_deterministic_and_sorted() -> None:
    a = Progress({"6.A.1": LessonProgress(50, 1), "rb-d04": LessonProgress(100, 3)})
    b = Progress({"rb-d04": LessonProgress(100, 3), "6.A.1": LessonProgress(50, 1)})
    assert a.dumps() == b.dumps()
    assert Progress.loads(a.dumps()) == a
    assert list(json.loads(a.dumps())["lessons"]) == ["6.A.1", "rb-d04"]


def test_damaged_values_drop_only_the_damaged_entries() -> None:
    text = json.dumps({"version": 1, "lessons": {"ok": {"best": 75, "attempts": 2}, "bad": {"best": 900, "attempts": 1},
                                                 "worse": "x", "neg": {"best": 10, "attempts": 0}}})
    assert Progress.loads(text).lessons == {"ok": LessonProgress(75, 2)}
    assert Progress.loads("not json").lessons == {}
    assert Progress.loads(None).lessons == {}
    assert Progress.loads("[1, 2]").lessons == {}
