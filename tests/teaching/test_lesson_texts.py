"""Every lesson speaks every language: its title, the source's explanation and the lesson to
remember are written in Spanish, Czech and Dutch (``assets/teaching/texts/<lang>.json``), not
left in English; a DATC case's outcome is data the UI words in each language."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.teaching.texts import (FIELDS, LANGUAGES, TEXTS_DIR, LessonTextsError, english_text,
                                              lesson_text, lesson_texts)

SAME_AS_ENGLISH: dict[tuple[str, str, str], str] = {}
"""(language, lesson id, field) -> why the text is rightly the English one. Empty: every text a
learner reads differs in each language (even a title made of orders names the phase or coast)."""


def _missing_or_english(language: str, datc: bool) -> list[str]:
    problems = []
    for lesson in load_catalogue().lessons:
        if (lesson.source.kind.value == "datc") != datc:
            continue
        english = english_text(lesson)
        local = lesson_text(lesson, language, english=False)
        for field in FIELDS:
            if field == "summary" and lesson.stated is not None:
                continue  # worded by the UI from the case's data (tests/ui/test_lesson_texts_ui.py)
            if not getattr(english, field) or (language, lesson.id, field) in SAME_AS_ENGLISH:
                continue
            if not getattr(local, field):
                problems.append(f"{lesson.id}.{field}: missing")
            elif getattr(local, field).strip() == getattr(english, field).strip():
                problems.append(f"{lesson.id}.{field}: the English text")
    return problems


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_rulebook_and_sample_game_lesson_is_written_in_the_language(language: str) -> None:
    problems = _missing_or_english(language, datc=False)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_datc_title_is_written_in_the_language(language: str) -> None:
    problems = _missing_or_english(language, datc=True)
    assert problems == [], "\n".join(problems)


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_entry_names_a_lesson_and_the_file_says_its_language(language: str) -> None:
    data = json.loads((TEXTS_DIR / f"{language}.json").read_text(encoding="utf-8"))
    assert data["schema_version"] == 1 and data["language"] == language
    catalogue = load_catalogue()
    known = {l.id for l in catalogue.lessons} | {l.source.ref for l in catalogue.lessons}
    assert sorted(set(data["lessons"]) - known) == []


def test_english_is_the_lessons_own_words() -> None:
    lesson = load_catalogue().by_id("rb-d16")
    assert lesson_text(lesson, "en") == english_text(lesson)
    assert lesson_text(lesson, "es").title.startswith("¿")
    assert lesson_text(load_catalogue().by_id("6.A.1"), "xx") == english_text(load_catalogue().by_id("6.A.1"))


def test_a_datc_retreat_phase_shares_its_cases_title() -> None:
    catalogue = load_catalogue()
    for language in LANGUAGES:
        case, retreats = catalogue.by_id("6.H.5"), catalogue.by_id("6.H.5/retreats")
        assert lesson_text(retreats, language).title == lesson_text(case, language).title


def test_a_damaged_file_is_named_and_the_lesson_falls_back_to_english(tmp_path: Path) -> None:
    (tmp_path / "es.json").write_text('{"schema_version": 1, "language": "es", "lessons": {"rb-d16": {"title": 3}}}',
                                      encoding="utf-8")
    with pytest.raises(LessonTextsError, match=r"es\.json: lessons\.rb-d16"):
        lesson_texts("es", tmp_path)
    (tmp_path / "cs.json").write_text("{not json", encoding="utf-8")
    with pytest.raises(LessonTextsError, match=r"cs\.json"):
        lesson_texts("cs", tmp_path)
    assert lesson_texts("nl", tmp_path) == {}


def test_a_datc_case_states_its_outcome_as_data() -> None:
    catalogue = load_catalogue()
    first = catalogue.by_id("6.A.1").stated
    assert first is not None and [str(o.unit) + " - " + o.dest for o in first.failed] == ["F nth - pic"]
    assert first.moved == () and first.dislodged == ()
    retreat = catalogue.by_id("6.H.5").stated
    assert [(p, str(u), a) for p, u, a in retreat.dislodged] == [("turkey", "F ank", "bla")]
    civil = catalogue.by_id("6.J.3").stated
    assert [(p, str(u)) for p, u in civil.removed] == [("russia", "A swe")]
    assert [(p, str(u)) for p, u in civil.units_after] == [("russia", "A lvn")]
    bounce = catalogue.by_id("6.H.7/retreats").stated
    assert sorted(str(u) for _, u in bounce.disbanded) == ["A boh", "A vie"] and bounce.moved == ()
    assert catalogue.by_id("rb-d16").stated is None
