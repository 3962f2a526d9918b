"""A lesson's words in each language: its title, the source's explanation and the lesson to remember.

The lesson data is written in English (the rulebook examples' titles and summaries, the DATC
titles), so English comes from the lessons themselves. Every other language is one file,
``assets/teaching/texts/<lang>.json``::

    {"schema_version": 1, "language": "es",
     "lessons": {"rb-d16": {"title": "...", "summary": "...", "takeaway": "..."}, "6.A.1": {"title": "..."}}}

An entry is found by lesson id, else by its source's id, so a DATC case's retreat follow-up
(``6.H.5/retreats``) shares the case's title. A DATC case has no written summary here: its
stated outcome is data (:class:`~.lessons.StatedOutcome`) that the UI words in each language.
A text missing from a file falls back to English (or to nothing, for the UI), so a lesson never
fails for want of a word; ``tests/teaching/test_lesson_texts.py`` fails where that happens.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Mapping

from ..engine.board import ASSETS_DIR
from ..resources import read_section
from .lessons import Lesson

TEXTS_DIR = ASSETS_DIR / "teaching" / "texts"
LANGUAGES = ("es", "cs", "nl", "pt")
"""The languages with a texts file (English is the lessons' own)."""
FIELDS = ("title", "summary", "takeaway")


@dataclass(frozen=True)
class LessonText:
    """A lesson's words in one language ("" where the source has none)."""

    title: str
    summary: str
    takeaway: str


class LessonTextsError(ValueError):
    """A texts file is malformed; the message names the file and the entry."""


def english_text(lesson: Lesson) -> LessonText:
    return LessonText(lesson.title, lesson.summary, lesson.takeaway)


def lesson_text(lesson: Lesson, language: str, english: bool = True) -> LessonText:
    """The lesson's words in ``language``. A field the language's file lacks (every field, where
    the file is missing or damaged) is the English one, or "" with ``english=False``: the UI
    then builds a heading from translated names rather than show English."""
    own = english_text(lesson)
    if language not in LANGUAGES:
        return own
    try:
        entries = lesson_texts(language)
    except LessonTextsError:
        entries = {}
    entry = entries.get(lesson.id) or entries.get(lesson.source.ref) or {}
    return LessonText(*(entry.get(f) or (getattr(own, f) if english else "") for f in FIELDS))


@cache
def lesson_texts(language: str, directory: Path = TEXTS_DIR) -> Mapping[str, Mapping[str, str]]:
    """The entries of ``<language>.json`` (id -> field -> text); empty where there is no file.

    :raises LessonTextsError: if the file cannot be read or an entry is not text.
    """
    path = directory / f"{language}.json"
    if not path.exists():
        return {}
    out: dict[str, dict[str, str]] = {}
    for lesson_id, entry in read_section(path, "lessons", LessonTextsError).items():
        if not isinstance(entry, dict) or any(k not in FIELDS or not isinstance(v, str) for k, v in entry.items()):
            raise LessonTextsError(f"{path.name}: lessons.{lesson_id} may hold only {', '.join(FIELDS)} strings")
        out[lesson_id] = dict(entry)
    return out
