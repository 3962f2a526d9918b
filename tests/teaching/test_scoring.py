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


def _verdict(lesson_id: str, item: str):  # noqa: ANN202
    lesson = CATALOGUE.by_id(lesson_id)
    card = score(lesson, {})
    return next(v for v in card.verdicts if str(v.item.order or v.item.unit) == item)


def test_a_move_stopped_by_an_own_unit_names_the_rule_that_really_stopped_it() -> None:
    """Swapping blames "no swapping without a convoy", a unit that failed to leave "a blocked
    line", and only a unit that stays on purpose "never your own unit"."""
    assert _verdict("rb-d06", "F ber - pru").rule == "useful.6"
    assert _verdict("rb-d06", "A pru - ber").rule == "useful.6"
    assert _verdict("rb-g05", "A ven - pie").rule == "useful.5"  # A Pie - Mar bounced and stayed
    assert _verdict("rb-d05", "F kie - ber").rule == "useful.5"
    assert _verdict("rb-d22", "A par - bur").rule == "useful.12"


def test_a_dislodged_unit_is_explained_by_the_attack_that_dislodged_it() -> None:
    """Not by its own order's bounce: "is dislodged — bounced" tells a beginner nothing."""
    verdict = _verdict("rb-d16", "A war - sil")
    assert verdict.actual is Mark.DISLODGED
    assert verdict.reason.code is ReasonCode.DISLODGED and verdict.reason.params["from_"] == "pru"
    assert verdict.rule == "movement.dislodgement"


def test_no_attack_of_strength_zero_is_reported_against_a_holding_unit() -> None:
    """A unit attacked by its own power's unit simply held (the attacker's line says why)."""
    for lesson in CATALOGUE.lessons:
        for happened in lesson.happened().values():
            if happened.reason is not None and happened.reason.code is ReasonCode.HELD_AGAINST:
                assert happened.reason.params.get("attack") != 0, lesson.id
