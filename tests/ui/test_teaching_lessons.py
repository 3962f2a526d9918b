"""Teaching mode through the real widgets: open Lessons… from the game window, pick a lesson,
mark each order in its box, check, watch the phase play, read the score and the rule behind
each mistake; the best score is remembered by a new window on the same settings."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QAbstractButton, QApplication, QComboBox, QLabel, QWidget

from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.teaching.lessons import Group
from diplomacy_desktop.teaching.marks import Mark
from diplomacy_desktop.ui.app import OtherWindows
from diplomacy_desktop.ui.modes import Ordering, Playback, Review
from diplomacy_desktop.ui.teaching.browser import GROUP_ROLE, LESSON_ROLE
from diplomacy_desktop.ui.teaching.prediction_table import Column
from diplomacy_desktop.ui.teaching.window import LessonsWindow

from test_window_no_english import english_left
from window_helpers import open_window


def _lessons_window(qtbot, settings: QSettings) -> LessonsWindow:  # noqa: ANN001
    window = LessonsWindow(load_catalogue(), settings=settings)
    qtbot.addWidget(window)
    window.lesson_view.playback.set_speed(3.0)
    with qtbot.waitExposed(window):
        window.show()
    return window


def _choose(view, row: int, mark: Mark) -> None:  # noqa: ANN001
    """Pick ``mark`` in a row's box with the keyboard, as a player would."""
    box = view.prediction_box(row)
    box.setFocus()
    target = box.findData(mark)
    assert target > 0, (row, mark)
    while box.currentIndex() != target:
        QTest.keyClick(box, Qt.Key.Key_Down if box.currentIndex() < target else Qt.Key.Key_Up)


def test_the_game_menu_opens_the_lessons_with_the_beginners_path_first(qtbot) -> None:
    window = open_window(qtbot)
    others = OtherWindows(window)  # what ui.app gives the program's window
    action = window.actions_by_name["lessons"]
    assert action.text().replace("&", "") == "Lessons…"
    action.trigger()
    lessons = others.lessons
    assert lessons is not None and lessons.isVisible()
    first = lessons.browser.topLevelItem(0)
    assert first.data(0, GROUP_ROLE) == Group.COMMON_MISTAKES.value
    assert first.text(0).startswith("Beginners' path")
    # the DATC sections sit under one heading for advanced players
    last = lessons.browser.topLevelItem(lessons.browser.topLevelItemCount() - 1)
    assert last.text(0).startswith("Advanced") and last.childCount() == 10
    action.trigger()
    assert others.lessons is lessons  # one Lessons window, raised again
    lessons.close()


def test_a_lesson_is_predicted_watched_and_scored(qtbot, private_settings) -> None:
    settings = QSettings()
    window = _lessons_window(qtbot, settings)
    view = window.lesson_view
    # rulebook diagram 16: Prussia, supported from Silesia, attacks Warsaw; Warsaw hits Silesia
    assert window.browser.select_lesson("rb-d16", Group.CUTTING_SUPPORT)
    lesson = view.lesson
    assert lesson is not None and lesson.id == "rb-d16"
    assert isinstance(view.mode.state, Ordering)
    assert view.source_label.text() == "Rulebook, diagram 16"
    assert "Silesia" in view.question_label.text() and "dislodged" in view.question_label.text()
    rows = {view.table.item(r, Column.ITEM).text(): r for r in range(view.table.rowCount())}
    assert set(rows) == {"A Pru - War", "A Sil S A Pru - War", "A War - Sil"}
    # the classic mistake: the attack from Warsaw cuts the support. Two right, one wrong.
    _choose(view, rows["A Pru - War"], Mark.SUCCEEDS)
    _choose(view, rows["A Sil S A Pru - War"], Mark.FAILS)
    _choose(view, rows["A War - Sil"], Mark.DISLODGED)
    assert sorted(view.predictions().values()) == sorted([Mark.SUCCEEDS, Mark.FAILS, Mark.DISLODGED])

    QTest.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    assert isinstance(view.mode.state, Playback)
    assert not view.prediction_box(0).isEnabled()
    assert view.table.item(rows["A Sil S A Pru - War"], Column.RESULT).text() == ""  # not before the playback
    qtbot.waitUntil(lambda: isinstance(view.mode.state, Review), timeout=15000)

    support_row = rows["A Sil S A Pru - War"]
    assert view.table.item(support_row, Column.RESULT).text() == "succeeds"
    why = view.why(support_row)
    assert "you said: fails" in why and "rule:" in why
    assert view.table.item(rows["A War - Sil"], Column.RESULT).text() == "is dislodged"
    assert "you said" not in view.why(rows["A War - Sil"])
    assert "support given" in view.reasons.text() and "you said: fails" in view.reasons.text()
    # the rule beside the mistake is a link: its text appears, and the rules reference is told
    wanted = next(v.rule for v in view.card.differences)
    assert f'href="rule:{wanted}"' in view.reasons.text()
    asked = []
    view.ruleRequested.connect(asked.append)
    view.reasons.linkActivated.emit(f"rule:{wanted}")
    assert asked == [wanted] and view.rule_label.isVisible()
    from diplomacy_desktop.teaching.rules import rule_texts
    assert rule_texts("en")[wanted].title in view.rule_label.text()
    assert view.score_label.text() == "Your score: 66% (2 of 3 right)"
    # plain words: the source agrees with every result, so nothing about "the engine" is said
    assert "engine" not in view.summary_label.text() and "To remember:" in view.summary_label.text()

    # the browser shows the best score at once, in every group that lists the lesson
    scores = [i for i in window.browser._lines() if i.data(0, LESSON_ROLE) == "rb-d16"]
    assert len(scores) == 2 and all(i.text(2) == "66%" for i in scores)

    # try again, get it right: the best score goes up
    QTest.mouseClick(view.again_button, Qt.MouseButton.LeftButton)
    assert isinstance(view.mode.state, Ordering) and view.check_button.isEnabled()
    _choose(view, rows["A Pru - War"], Mark.SUCCEEDS)
    _choose(view, rows["A Sil S A Pru - War"], Mark.SUCCEEDS)
    _choose(view, rows["A War - Sil"], Mark.DISLODGED)
    view.playback.motion = False
    QTest.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(view.mode.state, Review), timeout=5000)
    assert view.score_label.text() == "Your score: 100% (3 of 3 right)"
    window.close()

    # a new window on the same settings remembers it
    again = _lessons_window(qtbot, QSettings())
    progress = again.store.progress.of("rb-d16")
    assert progress is not None and (progress.best, progress.attempts) == (100, 2)
    line = next(i for i in again.browser._lines() if i.data(0, LESSON_ROLE) == "rb-d16")
    assert line.text(2) == "100%"
    assert "Lessons tried: 1 of" in again.progress_label.text()


def test_an_unmarked_item_counts_wrong_and_names_the_rule(qtbot) -> None:
    window = _lessons_window(qtbot, QSettings())
    view = window.lesson_view
    view.playback.motion = False
    assert window.open_lesson("rb-d22")  # a unit cannot dislodge a unit of its own power
    cards = []
    view.scored.connect(cards.append)
    QTest.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(view.mode.state, Review), timeout=5000)
    [card] = cards
    assert card.correct == 0 and card.total == view.table.rowCount()
    whys = [view.why(r) for r in range(view.table.rowCount())]
    assert all("not predicted" in w for w in whys)
    assert any("same power" in w for w in whys)  # the engine's reason for the bounce


def test_next_lesson_follows_the_group_order(qtbot) -> None:
    window = _lessons_window(qtbot, QSettings())
    window.browser.select_lesson("rb-g01", Group.SAMPLE_GAME)
    QTest.mouseClick(window.lesson_view.next_button, Qt.MouseButton.LeftButton)
    assert window.lesson_view.lesson.id == "rb-g02"
    assert window.lesson_view.source_label.text() == "Rulebook: the sample game"
    QApplication.processEvents()


def _lesson_texts(window: LessonsWindow) -> list[str]:
    """What a learner reads: labels, buttons, the browser's lines, the table, the title."""
    view = window.lesson_view
    texts = [window.windowTitle(), window.progress_label.text()]
    for widget in window.findChildren(QWidget):
        if widget.isVisible():
            texts.append(widget.toolTip())
            if isinstance(widget, (QLabel, QAbstractButton)):
                texts.append(re.sub(r"<[^>]+>", "", widget.text()))  # what rich text shows, not its markup
            if isinstance(widget, QComboBox):
                texts += [widget.itemText(i) for i in range(widget.count())]
    texts += [window.browser.headerItem().text(c) for c in range(3)]
    texts += [item.text(c) for item in window.browser._lines() for c in range(3)]
    texts += [view.table.horizontalHeaderItem(c).text() for c in range(view.table.columnCount())]
    texts += [view.table.item(r, c).text() for r in range(view.table.rowCount()) for c in (0, 1, 3)]
    texts += [view.why(r) for r in range(view.table.rowCount())]
    return texts


@pytest.mark.parametrize("lang", ["es", "cs", "nl", "pt"])
def test_lessons_speak_the_players_language(qtbot, language, lang: str) -> None:
    language(lang)
    window = _lessons_window(qtbot, QSettings())
    view = window.lesson_view
    view.playback.motion = False
    window.browser.select_lesson("rb-d16", Group.CUTTING_SUPPORT)
    before = _lesson_texts(window)
    view.predict(view.lesson.items[0].key, view.lesson.items[0].choices[1])
    QTest.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(view.mode.state, Review), timeout=5000)
    after = _lesson_texts(window)
    left = english_left(lang, before + after)
    assert left == [], "\n".join(sorted(set(left)))
    # the question is built from the language's own names: Warsaw is Varsovia / Varšava / Warschau / Varsóvia
    assert {"es": "Varsovia", "cs": "Varšava", "nl": "Warschau", "pt": "Varsóvia"}[lang] in view.question_label.text()


def test_spanish_lesson_uses_the_spanish_rulebook_notation(qtbot, language) -> None:
    language("es")
    window = _lessons_window(qtbot, QSettings())
    window.browser.select_lesson("rb-d16", Group.CUTTING_SUPPORT)
    view = window.lesson_view
    assert view.source_label.text() == "Reglamento, diagrama 16"
    items = {view.table.item(r, Column.ITEM).text() for r in range(view.table.rowCount())}
    assert items == {"E Pru-Var", "E Sil A E Pru-Var", "E Var-Sil"}  # the Spanish rulebook's own notation
    assert view.title_label.text() == "¿Puede el objetivo de un ataque apoyado anular ese apoyo?"
    first = window.browser.topLevelItem(0).text(0)
    assert first.startswith("Para principiantes: errores frecuentes (")


def test_damaged_progress_in_the_settings_starts_afresh(qtbot) -> None:
    settings = QSettings()
    settings.setValue("teaching/progress", '{"version": 1, "lessons": {"rb-d16": {"best": "lots"}}')
    window = _lessons_window(qtbot, settings)
    assert window.store.progress.lessons == {}
    assert "Lessons tried: 0 of" in window.progress_label.text()
    view = window.lesson_view
    view.playback.motion = False
    window.open_lesson("rb-d04")
    QTest.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(view.mode.state, Review), timeout=5000)
    assert QSettings().value("teaching/progress") == window.store.progress.dumps()
    assert window.store.progress.of("rb-d04").attempts == 1


def test_every_lesson_plays_through_the_lesson_view(qtbot) -> None:
    """Each of the lessons shows, checks and reaches its review on the real widgets (motion
    off), with the engine's mark in every row: builds, retreats and civil disorder included."""
    window = _lessons_window(qtbot, QSettings())
    view = window.lesson_view
    view.playback.motion = False
    for lesson in load_catalogue().lessons:
        assert window.open_lesson(lesson.id)
        assert view.table.rowCount() == len(lesson.items) and view.check_button.isEnabled()
        card = view.check()
        assert isinstance(view.mode.state, Review), lesson.id
        happened = lesson.happened()
        for row, item in enumerate(lesson.items):
            assert view.table.item(row, Column.RESULT).text(), (lesson.id, row)
            assert card.verdicts[row].actual is happened[item.key].mark
    assert len(window.store.progress.lessons) == len(load_catalogue().lessons)


def test_switching_language_retranslates_an_open_lesson(qtbot) -> None:
    from diplomacy_desktop.ui.language_menu import switch_language

    window = _lessons_window(qtbot, QSettings())
    window.browser.select_lesson("rb-d16", Group.CUTTING_SUPPORT)
    view = window.lesson_view
    try:
        switch_language("nl", remember=False)
        QApplication.processEvents()
        assert view.source_label.text() == "Spelregels, diagram 16"
        assert view.check_button.text() == "Controleren en kijken"
        assert window.browser.current_lesson() == "rb-d16"  # the choice survives the rebuild
        assert window.browser.currentItem().text(1) == "Spelregels, diagram 16"
        assert "Warschau" in view.question_label.text()
    finally:
        switch_language("en", remember=False)
        QApplication.processEvents()
    assert view.source_label.text() == "Rulebook, diagram 16"


def test_closing_the_window_mid_playback_stops_it_and_keeps_the_score(qtbot) -> None:
    window = _lessons_window(qtbot, QSettings())
    view = window.lesson_view
    window.open_lesson("rb-d04")
    view.playback.set_speed(0.5)
    QTest.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    assert view.playback.is_playing()
    window.close()
    assert not view.playback.is_playing() and view.playback.loaded is None
    assert window.store.progress.of("rb-d04").attempts == 1


def test_a_rule_named_beside_a_mistake_opens_in_the_rules_reference(qtbot) -> None:
    window = open_window(qtbot)
    others = OtherWindows(window)  # what ui.app gives the program's window
    window.actions_by_name["lessons"].trigger()
    lessons = others.lessons
    lessons.lesson_view.show_rule("rule:useful.13")
    dock = window.rules_reference
    assert dock.isVisible() and dock.reference.rule == "useful.13"
    lessons.close()


@pytest.mark.parametrize("lang", ["cs", "nl"])
def test_the_prediction_tables_headings_read_in_full(qtbot, language, tmp_path, lang: str) -> None:  # noqa: ANN001
    """On a 1400x900 screen the order's column, squeezed by the boxes and the results, cut its
    own heading at both ends ("zkaz nebo jednot")."""
    language(lang)
    window = _lessons_window(qtbot, QSettings(str(tmp_path / "lessons.ini"), QSettings.Format.IniFormat))
    window.resize(1376, 828)
    view = window.lesson_view
    for lesson in ("rb-d04", "rb-d22"):
        assert window.open_lesson(lesson)
        for row in range(view.table.rowCount()):
            box = view.prediction_box(row)
            box.setCurrentIndex(box.count() - 1)  # the longest marks are last
        QTest.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
        qtbot.wait(50)
        header = view.table.horizontalHeader()
        for column in range(view.table.columnCount()):
            assert header.sectionSize(column) >= header.sectionSizeHint(column), (lang, lesson, column)
        assert sum(header.sectionSize(c) for c in range(view.table.columnCount())) <= view.table.viewport().width() + 1
