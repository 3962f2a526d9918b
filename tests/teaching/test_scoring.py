"""Scoring a prediction: right marks count, wrong and missing ones are differences, each naming
the rule behind what really happened."""

from __future__ import annotations

from diplomacy_desktop.engine.outcomes import ReasonCode
from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.teaching.marks import Mark
from diplomacy_desktop.teaching.rules import RULE_IDS
from diplomacy_desktop.teaching.scoring import score

CATALOGUE = load_catalogue()


def _keys(lesson) -> dict[str, str]:  # noqa: ANN001
    return {str(i.order or i.unit): i.key for i in lesson.items}


def test_the_engines_answer_scores_full_marks_on_every_lesson() -> None:
    for lesson in CATALOGUE.lessons:
        right = {k: h.mark for k, h in lesson.happened().items()}
        card = score(lesson, right)
        assert card.percent == 100 and not card.differences, lesson.id


def test_the_cut_support_mistake_names_the_cutting_rule() -> None:
    lesson = CATALOGUE.by_id("rb-d16")
    keys = _keys(lesson)
    card = score(lesson, {keys["A pru - war"]: Mark.SUCCEEDS, keys["A sil S A pru - war"]: Mark.FAILS,
                          keys["A war - sil"]: Mark.DISLODGED})
    assert (card.correct, card.total, card.percent) == (2, 3, 66)
    [wrong] = card.differences
    assert wrong.item.key == keys["A sil S A pru - war"]
    assert (wrong.predicted, wrong.actual, wrong.stated) == (Mark.FAILS, Mark.SUCCEEDS, Mark.SUCCEEDS)
    assert wrong.reason.code is ReasonCode.SUPPORT_GIVEN
    assert card.rules_to_read() == (wrong.rule,) and wrong.rule in RULE_IDS


def test_an_unmarked_item_is_wrong_and_a_foreign_key_is_ignored() -> None:
    lesson = CATALOGUE.by_id("rb-d22")
    card = score(lesson, {"order:nobody:7": Mark.SUCCEEDS})
    assert card.correct == 0 and card.total == len(lesson.items) and card.percent == 0
    assert all(v.predicted is None for v in card.verdicts)
    bounced = [v for v in card.verdicts if v.reason is not None and v.reason.code is ReasonCode.OWN_UNIT]
    assert bounced and bounced[0].rule == "useful.12"  # a unit cannot dislodge its own power's unit


def test_every_difference_names_a_known_rule() -> None:
    for lesson in CATALOGUE.lessons:
        card = score(lesson, {})
        assert all(v.rule in RULE_IDS for v in card.verdicts), lesson.id
