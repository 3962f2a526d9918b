"""A Spanish, Czech or Dutch learner reads the lesson's own explanation in their language once
the prediction is checked (not the English source, not nothing), and a DATC case's outcome in
words with the orders in the language's notation."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.teaching.lessons import Group
from diplomacy_desktop.teaching.texts import lesson_text
from diplomacy_desktop.ui.modes import Review
from diplomacy_desktop.ui.teaching.window import LessonsWindow


def _checked(qtbot, lesson_id: str, group: Group):  # noqa: ANN001, ANN202
    window = LessonsWindow(load_catalogue(), settings=QSettings())
    qtbot.addWidget(window)
    view = window.lesson_view
    view.playback.motion = False
    assert window.browser.select_lesson(lesson_id, group)
    before = view.summary_label.text()
    QTest.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(view.mode.state, Review), timeout=5000)
    return window, before, view.summary_label.text()


@pytest.mark.parametrize("lang", ["es", "cs", "nl", "pt"])
def test_the_explanation_is_shown_in_the_language_after_checking(qtbot, language, lang: str) -> None:
    language(lang)
    lesson = load_catalogue().by_id("rb-d16")
    window, before, after = _checked(qtbot, "rb-d16", Group.CUTTING_SUPPORT)
    own = lesson_text(lesson, lang, english=False)
    assert before == ""  # nothing is given away before the prediction is checked
    assert own.summary and own.summary in after and own.takeaway in after
    assert lesson.summary not in after and lesson.takeaway not in after
    assert window.lesson_view.title_label.text() == own.title
    line = next(i for i in window.browser._lines() if i.data(0, Qt.ItemDataRole.UserRole) == "rb-d16")
    assert line.text(0) == own.title  # the browser's line is the title, not bare place names


@pytest.mark.parametrize("lang, words", [
    ("en", "Moves that fail: F Nth - Pic. No unit is dislodged."),
    ("es", "Movimientos que fracasan: F MNt-Pic. Ninguna unidad queda desalojada."),
    ("cs", "Přesuny, které neuspějí: F Nth - Pic. Žádná jednotka není vytlačena."),
    ("nl", "Mislukte verplaatsingen: F Nth - Pic. Geen enkele eenheid wordt verdreven."),
    ("pt", "Movimentos que falham: F Nth - Pic. Nenhuma unidade é desalojada."),
])
def test_a_datc_outcome_is_worded_in_the_language_with_its_notation(qtbot, language, lang: str, words: str) -> None:
    language(lang)
    _, _, after = _checked(qtbot, "6.A.1", Group.DATC_A)
    assert words in after
    assert "Moves failing" not in after  # the case's machine-written English is not shown


@pytest.mark.parametrize("lang", ["es", "cs", "nl", "pt"])
def test_no_lesson_text_is_left_in_english(qtbot, language, lang: str) -> None:
    """Every lesson's title, explanation, lesson to remember and worded DATC outcome."""
    from test_window_no_english import english_left

    from diplomacy_desktop.ui.teaching.texts import heading_text, lesson_title, summary_text, takeaway_text

    language(lang)
    texts = [f(lesson) for lesson in load_catalogue().lessons
             for f in (heading_text, lesson_title, summary_text, takeaway_text)]
    left = english_left(lang, texts)
    assert left == [], "\n".join(sorted(set(left)))
