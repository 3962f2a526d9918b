"""Every lesson loads and resolves to the outcome its source states (rulebook and DATC)."""

from __future__ import annotations

import re

import json
from pathlib import Path

import pytest
import yaml

from diplomacy_desktop.engine.locations import province_of
from diplomacy_desktop.engine.position import RETREATS
from diplomacy_desktop.teaching.catalogue import (BEGINNERS_PATH, EXAMPLE_TOPICS, TEACHING_DIR, LessonDataError,
                                                  load_catalogue)
from diplomacy_desktop.teaching.lessons import Group, SourceKind
from diplomacy_desktop.teaching.marks import Mark
from diplomacy_desktop.teaching.rules import RULE_IDS

DATA = Path(__file__).parent.parent / "data"
EXAMPLES = yaml.safe_load((DATA / "examples.yaml").read_text(encoding="utf-8"))["examples"]
CASES = json.loads((DATA / "datc.json").read_text(encoding="utf-8"))
CATALOGUE = load_catalogue()


@pytest.mark.parametrize("lesson", CATALOGUE.lessons, ids=[l.id for l in CATALOGUE.lessons])
def test_lesson_resolves_to_what_its_source_states(lesson) -> None:
    happened = lesson.happened()
    assert set(happened) == {i.key for i in lesson.items}
    for key, stated in lesson.answer.items():
        item = lesson.item(key)
        assert stated in item.choices, f"{key}: {stated} is not one of {item.choices}"
        assert happened[key].mark is stated, (
            f"{lesson.id} {item.power} {item.order or item.unit}: source says {stated}, engine {happened[key]}")


def test_every_example_with_a_position_and_orders_is_a_lesson() -> None:
    ids = {l.source.ref for l in CATALOGUE.lessons if l.source.kind is not SourceKind.DATC}
    want = {e["id"] for e in EXAMPLES if e.get("units_before") and e.get("orders")
            and e["phase"] in ("movement", "retreat", "adjustment")}
    assert ids == want
    assert set(EXAMPLE_TOPICS) == want


def test_every_datc_case_is_a_lesson_and_retreat_steps_too() -> None:
    ids = [l.id for l in CATALOGUE.lessons if l.source.kind is SourceKind.DATC]
    want = [c["id"] for c in CASES]
    assert [i for i in ids if "/" not in i] == want
    assert sorted(i for i in ids if "/" in i) == sorted(
        f"{c['id']}/retreats" for c in CASES if "retreat_phase" in c or c["expected"].get("retreat_options"))


@pytest.mark.parametrize("case_id, unit, dest", [("6.H.5", "ank", "bla"), ("6.H.6", "vie", "boh")])
def test_a_retreat_to_the_attackers_origin_or_a_standoff_is_disbanded(case_id, unit, dest) -> None:
    """The retreats topic goes on into the retreat phase the DATC describes by its options:
    the unit ordered back where the attack came from (or into the standoff) is disbanded."""
    lesson = CATALOGUE.by_id(f"{case_id}/retreats")
    assert lesson.position.phase.kind == RETREATS and Group.RETREATS in lesson.groups
    [item] = [i for i in lesson.items if i.order is not None]
    assert item.unit.province == unit and item.order.dest == dest
    assert lesson.answer[item.key] is Mark.DISBANDED
    assert lesson.happened()[item.key].mark is Mark.DISBANDED


def test_datc_lessons_state_an_answer_for_every_order_the_case_judges() -> None:
    """The DATC's order results become the lesson's answers, except the two soft conventions
    (support of an attack on the supporter's own unit, a convoy off the route used)."""
    stated = sum(len(l.answer) for l in CATALOGUE.lessons if l.source.kind is SourceKind.DATC)
    judged = sum(len(rs) for c in CASES for rs in c["expected"].get("order_results", {}).values())
    assert judged - 20 <= stated


def test_rulebook_lessons_without_a_stated_answer_are_the_notation_examples() -> None:
    silent = {l.id for l in CATALOGUE.lessons if not l.answer}
    assert silent == {"rb-t01", "rb-t02", "rb-t03-1", "rb-t03-2", "rb-t04", "rb-t07", "rb-t08", "rb-t10",
                      "pbw-05", "pbw-06", "wiki-01", "wiki-07"}, silent


def test_support_cut_lesson_states_the_target_does_not_cut() -> None:
    """rb-d16: Warsaw attacks Silesia, the supporter of the attack on Warsaw: support stands."""
    lesson = CATALOGUE.by_id("rb-d16")
    by_text = {str(i.order): i.key for i in lesson.items if i.order is not None}
    assert lesson.answer[by_text["A sil S A pru - war"]] is Mark.SUCCEEDS
    assert lesson.answer[by_text["A war - sil"]] is Mark.DISLODGED
    assert lesson.source.number == "16" and lesson.source.languages == ("es", "cs", "nl")


def test_sample_game_is_played_turn_by_turn_from_1901() -> None:
    games = CATALOGUE.in_group(Group.SAMPLE_GAME)
    assert [l.id for l in games] == ["rb-g01", "rb-g02", "rb-g03", "rb-g04", "rb-g05", "rb-g06", "rb-g07"]
    for before, after in zip(games, games[1:]):
        assert before.judge().position == after.position
    retreat = CATALOGUE.by_id("rb-g06")
    assert retreat.position.phase.kind == RETREATS
    assert {province_of(d.unit.location) for d in retreat.position.dislodged} == {"bur", "rum", "stp"}
    rumania = next(i for i in retreat.items if i.unit is not None and i.unit.province == "rum")
    assert retreat.answer[rumania.key] is Mark.DISBANDED


def test_common_mistakes_come_first_in_teaching_order() -> None:
    assert CATALOGUE.groups()[0] is Group.COMMON_MISTAKES
    topics = [g for g in CATALOGUE.groups() if not g.advanced]
    assert topics == [Group.COMMON_MISTAKES, Group.MOVING, Group.SUPPORT, Group.CUTTING_SUPPORT, Group.CONVOYS,
                      Group.STANDOFFS, Group.RETREATS, Group.BUILDS, Group.CIVIL_DISORDER, Group.COASTS,
                      Group.SAMPLE_GAME]
    assert [g.value for g in CATALOGUE.groups() if g.advanced] == [f"datc_6.{s}" for s in "ABCDEFGHIJ"]
    listed = [l.id.split("/")[0] for l in CATALOGUE.in_group(Group.COMMON_MISTAKES)]
    assert listed == list(BEGINNERS_PATH)


JARGON = re.compile(r"(?i)\b(seed|void|engine|adjudicat\w*|DATC|Szykman|self-dislodgement|resolve|printed)\b")


def test_the_beginners_path_is_the_rulebook_in_plain_words() -> None:
    """No DATC case (machine-written outcomes) on the beginners' path: rulebook diagrams and
    the sample game, each with a plain explanation and a lesson to remember, in every language."""
    from diplomacy_desktop.teaching.texts import LANGUAGES, lesson_text
    path = CATALOGUE.in_group(Group.COMMON_MISTAKES)
    assert len(path) >= 12
    assert [l for l in path if l.source.kind is SourceKind.DATC or l.stated is not None] == []
    assert {l.source.kind for l in path} == {SourceKind.RULEBOOK, SourceKind.SAMPLE_GAME, SourceKind.OTHER_RULES}
    for lesson in path:
        assert len(lesson.summary) > 30 and len(lesson.takeaway) > 30, lesson.id
        assert not JARGON.search(lesson.summary + " " + lesson.takeaway + " " + lesson.title), lesson.id
        for language in LANGUAGES:
            text = lesson_text(lesson, language, english=False)
            assert text.summary and text.takeaway and text.title, (lesson.id, language)
    # what beginners get wrong most is all on it (rules of RULES.md §15 and the sample game's builds)
    taught = {r for l in path for r in l.rules}
    assert {"useful.3", "useful.5", "useful.6", "useful.8", "useful.9", "useful.12", "useful.13",
            "orders.convoy", "movement.coasts", "adjustments.count", "retreats.where"} <= taught


def test_every_group_has_lessons_and_every_lesson_names_known_rules() -> None:
    assert set(CATALOGUE.groups()) == set(Group)
    for lesson in CATALOGUE.lessons:
        assert lesson.rules and set(lesson.rules) <= set(RULE_IDS), lesson.id
        assert lesson.items, lesson.id


def test_civil_disorder_lessons_ask_which_unit_goes() -> None:
    lesson = CATALOGUE.by_id("6.J.3")
    asked = {i.key: lesson.answer[i.key] for i in lesson.items if i.order is None}
    assert sorted(asked.values()) == sorted([Mark.REMOVED, *[Mark.STAYS] * (len(asked) - 1)])


def test_a_missing_or_broken_source_file_names_the_file(tmp_path) -> None:
    (tmp_path / "examples.json").write_text("{}", encoding="utf-8")
    (tmp_path / "datc.json").write_text((TEACHING_DIR / "datc.json").read_text(encoding="utf-8"), encoding="utf-8")
    with pytest.raises(LessonDataError, match="examples.json"):
        load_catalogue(tmp_path)
    (tmp_path / "examples.json").write_text("not json", encoding="utf-8")
    with pytest.raises(LessonDataError, match="examples.json"):
        load_catalogue(tmp_path)


def test_datc_titles_name_the_situation_and_a_broken_titles_file_is_named(tmp_path) -> None:
    """Every DATC case has a plain English title (not its capitalised DATC name, which gives
    the answer away); without the titles file the DATC's own names serve; a damaged one is named."""
    renamed = [c["id"] for c in CASES if CATALOGUE.by_id(c["id"]).title != c["title"].capitalize()]
    assert all(CATALOGUE.by_id(c["id"]).title.strip() for c in CASES)
    assert len(renamed) >= 150 and "6.A.8" in renamed  # a few names ("Pandin's paradox") stay
    for name in ("examples.json", "datc.json"):
        (tmp_path / name).write_text((TEACHING_DIR / name).read_text(encoding="utf-8"), encoding="utf-8")
    assert load_catalogue(tmp_path).by_id("6.A.8").title == "Support to hold yourself is not possible"
    broken = tmp_path / "broken"  # (load_catalogue remembers each directory it has read)
    broken.mkdir()
    for name in ("examples.json", "datc.json"):
        (broken / name).write_text((TEACHING_DIR / name).read_text(encoding="utf-8"), encoding="utf-8")
    (broken / "datc_titles.json").write_text('{"titles": {"6.A.1": 3}}', encoding="utf-8")
    with pytest.raises(LessonDataError, match="datc_titles.json"):
        load_catalogue(broken)
