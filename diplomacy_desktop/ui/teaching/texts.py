"""Lessons in the player's language: group names, sources, questions, marks and rule titles.

The lesson data is written in English (the rulebook examples' titles and summaries, the DATC
titles). So that every language gets a lesson, its heading and question are built here from
translated templates and the province, unit and power names of :mod:`..names`; the English
title and the source's summary are shown only in English, where they are the source's words.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ...engine.board import province_of
from ...teaching.lessons import Group, Lesson, QuestionKind, Source, SourceKind
from ...teaching.marks import Item, Mark
from ...teaching.rules import RulesDataError, rule_texts
from ..language_menu import current_language
from ..names import order_notation, phase_text, power_name, province_name, unit_text
from ..template import fill

GROUP_NAMES: dict[Group, str] = {
    Group.COMMON_MISTAKES: QT_TRANSLATE_NOOP("LessonGroup", "Beginners' path: common mistakes"),
    Group.MOVING: QT_TRANSLATE_NOOP("LessonGroup", "Moving"),
    Group.STANDOFFS: QT_TRANSLATE_NOOP("LessonGroup", "Standoffs"),
    Group.SUPPORT: QT_TRANSLATE_NOOP("LessonGroup", "Support"),
    Group.CUTTING_SUPPORT: QT_TRANSLATE_NOOP("LessonGroup", "Cutting support"),
    Group.CONVOYS: QT_TRANSLATE_NOOP("LessonGroup", "Convoys"),
    Group.RETREATS: QT_TRANSLATE_NOOP("LessonGroup", "Retreats"),
    Group.BUILDS: QT_TRANSLATE_NOOP("LessonGroup", "Builds and removals"),
    Group.CIVIL_DISORDER: QT_TRANSLATE_NOOP("LessonGroup", "Civil disorder"),
    Group.COASTS: QT_TRANSLATE_NOOP("LessonGroup", "Coasts"),
    Group.SAMPLE_GAME: QT_TRANSLATE_NOOP("LessonGroup", "The sample game, 1901-1902"),
    Group.DATC_A: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.A: basic checks"),
    Group.DATC_B: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.B: coastal issues"),
    Group.DATC_C: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.C: circular movement"),
    Group.DATC_D: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.D: supports and dislodges"),
    Group.DATC_E: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.E: head-to-head battles"),
    Group.DATC_F: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.F: convoys"),
    Group.DATC_G: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.G: convoying to adjacent places"),
    Group.DATC_H: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.H: retreating"),
    Group.DATC_I: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.I: building"),
    Group.DATC_J: QT_TRANSLATE_NOOP("LessonGroup", "DATC 6.J: civil disorder and disbands"),
}

MARK_NAMES: dict[Mark, str] = {
    Mark.SUCCEEDS: QT_TRANSLATE_NOOP("Mark", "succeeds"),
    Mark.FAILS: QT_TRANSLATE_NOOP("Mark", "fails"),
    Mark.DISLODGED: QT_TRANSLATE_NOOP("Mark", "is dislodged"),
    Mark.RETREATS: QT_TRANSLATE_NOOP("Mark", "retreats"),
    Mark.DISBANDED: QT_TRANSLATE_NOOP("Mark", "is disbanded"),
    Mark.STAYS: QT_TRANSLATE_NOOP("Mark", "stays"),
    Mark.REMOVED: QT_TRANSLATE_NOOP("Mark", "is removed"),
}

HOLD_MARK_NAMES: dict[Mark, str] = {
    Mark.SUCCEEDS: QT_TRANSLATE_NOOP("Mark", "stays in place"),
}
"""A unit without an order does not 'succeed': it stays where it is, or is dislodged."""

QUESTIONS: dict[QuestionKind, str] = {
    QuestionKind.MOVEMENT: QT_TRANSLATE_NOOP(
        "Lesson", "{phase}: orders around {places}. Which orders succeed, which fail, and which units are dislodged?"),
    QuestionKind.RETREATS: QT_TRANSLATE_NOOP(
        "Lesson", "{phase}: units dislodged from {places} must retreat. Which retreat, and which are disbanded?"),
    QuestionKind.ADJUSTMENTS: QT_TRANSLATE_NOOP(
        "Lesson", "{phase}: builds and removals for {powers}. Which orders succeed, and which units are removed?"),
}


def _tr(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def group_name(group: Group) -> str:
    return _tr("LessonGroup", GROUP_NAMES[group])


def advanced_heading() -> str:
    return _tr("LessonGroup", QT_TRANSLATE_NOOP("LessonGroup", "Advanced: the DATC test cases (v3.0)"))


def mark_name(mark: Mark, item: Item | None = None) -> str:
    """The mark as a player says it; a unit left without an order 'stays in place'."""
    if item is not None and item.order is None and mark in HOLD_MARK_NAMES:
        return _tr("Mark", HOLD_MARK_NAMES[mark])
    return _tr("Mark", MARK_NAMES[mark])


def source_text(source: Source) -> str:
    """Where a lesson comes from, as a reader looks it up."""
    if source.kind is SourceKind.DATC:
        return fill(_tr("Lesson", QT_TRANSLATE_NOOP("Lesson", "DATC case {number}")), number=source.number)
    if source.kind is SourceKind.SAMPLE_GAME:
        return _tr("Lesson", QT_TRANSLATE_NOOP("Lesson", "Rulebook: the sample game"))
    if source.kind is SourceKind.RULEBOOK and source.number:
        return fill(_tr("Lesson", QT_TRANSLATE_NOOP("Lesson", "Rulebook, diagram {number}")), number=source.number)
    if source.kind is SourceKind.RULEBOOK:
        return _tr("Lesson", QT_TRANSLATE_NOOP("Lesson", "Rulebook, worked example"))
    return _tr("Lesson", QT_TRANSLATE_NOOP("Lesson", "Rules summary, worked example"))


def listed_source(lesson: Lesson) -> str:
    """The browser's source column: a DATC case's retreat follow-up says it is the retreat phase."""
    if lesson.id.endswith("/retreats"):
        return fill(_tr("Lesson", QT_TRANSLATE_NOOP("Lesson", "{source}, then {phase}")),
                    source=source_text(lesson.source), phase=phase_text(lesson.position.phase))
    return source_text(lesson.source)


def _places(lesson: Lesson, limit: int = 4) -> str:
    """The provinces of the units the question is about, in item order, each once."""
    provinces = list(dict.fromkeys(province_of(i.unit.location) for i in lesson.items if i.unit is not None))
    names = [province_name(p) for p in provinces[:limit]]
    if len(provinces) > limit:
        names.append("…")
    return ", ".join(names)


def lesson_title(lesson: Lesson) -> str:
    """The browser's line for a lesson: the source's own title in English; elsewhere the places
    it is about (built from the translated names, so no English is left)."""
    if current_language() == "en":
        return lesson.title
    return _places(lesson) or source_text(lesson.source)


def heading_text(lesson: Lesson) -> str:
    """The lesson's heading: the source's title in English; elsewhere its topic and places."""
    if current_language() == "en":
        return lesson.title
    return fill(_tr("Lesson", QT_TRANSLATE_NOOP("Lesson", "{topic}: {places}")),
                topic=group_name(lesson.groups[0]), places=_places(lesson))


def question_text(lesson: Lesson) -> str:
    powers = ", ".join(power_name(p) for p in dict.fromkeys(i.power for i in lesson.items))
    return fill(_tr("Lesson", QUESTIONS[lesson.question]), phase=phase_text(lesson.position.phase),
                places=_places(lesson, limit=6), powers=powers)


def item_text(item: Item, phase_kind: str) -> str:
    """The order (in the language's rulebook notation), or the unit with no order."""
    if item.order is not None:
        return order_notation(item.order, phase_kind)
    assert item.unit is not None
    return fill(_tr("Lesson", QT_TRANSLATE_NOOP("Lesson", "{unit} (no order)")), unit=unit_text(item.unit))


def rule_title(rule_id: str) -> str:
    """The rule's short title in the player's language, or the id where no text is shipped."""
    return rule_text(rule_id)[0]


def rule_text(rule_id: str) -> tuple[str, str]:
    """The rule's title and its sentences in the player's language (the id and "" where no text
    is shipped or the rules file is damaged: a lesson never fails for want of a rule text)."""
    try:
        text = rule_texts(current_language()).get(rule_id)
    except RulesDataError:
        text = None
    return (text.title, text.text) if text is not None else (rule_id, "")
