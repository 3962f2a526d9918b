"""Lessons in the player's language: group names, sources, titles, questions, explanations, marks
and rule titles.

The lesson data is written in English; the titles, the source's explanation and the lesson to
remember come in each language from ``assets/teaching/texts/<lang>.json``
(:mod:`...teaching.texts`). A DATC case's outcome is data, worded here from translated templates
with the orders in the language's notation. The question is built from translated templates and
the province, unit and power names of :mod:`..names`.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ...engine.locations import province_of
from ...engine.orders import Order, Unit
from ...teaching.lessons import Group, Lesson, QuestionKind, Source, SourceKind, StatedOutcome
from ...teaching.marks import Item, Mark
from ...teaching.rules import RulesDataError, rule_texts
from ...teaching.texts import LessonText, lesson_text
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


def texts(lesson: Lesson) -> LessonText:
    """The lesson's title, explanation and lesson to remember in the player's language ("" for
    a text not written in it: never English in another language's window)."""
    return lesson_text(lesson, current_language(), english=False)


def lesson_title(lesson: Lesson) -> str:
    """The browser's line for a lesson: its title in the player's language (the places it is
    about where no title is written in that language)."""
    return texts(lesson).title or _places(lesson) or source_text(lesson.source)


def heading_text(lesson: Lesson) -> str:
    """The lesson's heading: its title in the player's language (its topic and places where no
    title is written in that language)."""
    return texts(lesson).title or fill(_tr("Lesson", QT_TRANSLATE_NOOP("Lesson", "{topic}: {places}")),
                                       topic=group_name(lesson.groups[0]), places=_places(lesson))


def summary_text(lesson: Lesson) -> str:
    """What the source says happened: the rulebook's explanation, or a DATC case's stated
    outcome in words ("" where the source says nothing)."""
    if lesson.stated is not None:
        return stated_text(lesson.stated, lesson.position.phase.kind)
    return texts(lesson).summary


def takeaway_text(lesson: Lesson) -> str:
    """The one-line lesson to remember ("" for the DATC cases)."""
    return texts(lesson).takeaway


def _orders(orders: tuple[Order, ...], phase_kind: str) -> str:
    return ", ".join(order_notation(o, phase_kind) for o in orders)


def _units(units: tuple[tuple[str, Unit], ...]) -> str:
    """``A Kiel, F Mid-Atlantic Ocean (Germany); A Livonia (Russia)``: the units of each power."""
    template = _tr("LessonSummary", QT_TRANSLATE_NOOP("LessonSummary", "{units} ({power})"))
    powers = dict.fromkeys(p for p, _ in units)
    return "; ".join(fill(template, power=power_name(p), units=", ".join(unit_text(u) for q, u in units if q == p))
                     for p in powers)


def stated_text(stated: StatedOutcome, phase_kind: str) -> str:
    """A DATC case's outcome in the player's words, one sentence per fact, orders in the
    language's notation."""
    def line(text: str, **fields: str) -> str:
        return fill(_tr("LessonSummary", text), **fields)

    out = []
    if stated.moved and phase_kind == "retreats":
        out.append(line(QT_TRANSLATE_NOOP("LessonSummary", "Retreats that succeed: {orders}."),
                        orders=_orders(stated.moved, phase_kind)))
    elif stated.moved:
        out.append(line(QT_TRANSLATE_NOOP("LessonSummary", "Moves that succeed: {orders}."),
                        orders=_orders(stated.moved, "movement")))
    if stated.failed:
        out.append(line(QT_TRANSLATE_NOOP("LessonSummary", "Moves that fail: {orders}."),
                        orders=_orders(stated.failed, "movement")))
    for power, unit, attacker in stated.dislodged:
        out.append(line(QT_TRANSLATE_NOOP("LessonSummary", "{unit} ({power}) is dislodged by the attack from {place}."),
                        unit=unit_text(unit), power=power_name(power), place=province_name(attacker)))
    if stated.disbanded:
        out.append(line(QT_TRANSLATE_NOOP("LessonSummary", "Disbanded: {units}."), units=_units(stated.disbanded)))
    if stated.adjusted:
        out.append(line(QT_TRANSLATE_NOOP("LessonSummary", "Builds and removals carried out: {orders}."),
                        orders=_orders(stated.adjusted, "adjustments")))
    if stated.refused:
        out.append(line(QT_TRANSLATE_NOOP("LessonSummary", "Void, so not carried out: {orders}."),
                        orders=_orders(stated.refused, "adjustments")))
    if stated.removed:
        out.append(line(QT_TRANSLATE_NOOP("LessonSummary", "Removed by the civil disorder rule: {units}."),
                        units=_units(stated.removed)))
    if stated.units_after is not None:
        out.append(line(QT_TRANSLATE_NOOP("LessonSummary", "Units on the board afterwards: {units}."),
                        units=_units(stated.units_after)) if stated.units_after else
                   _tr("LessonSummary", QT_TRANSLATE_NOOP("LessonSummary", "No unit is left on the board.")))
    if phase_kind == "movement" and not stated.dislodged:
        out.append(_tr("LessonSummary", QT_TRANSLATE_NOOP("LessonSummary", "No unit is dislodged.")))
    return " ".join(out)


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
