"""Lesson titles in the browser are shown whole (wrapped, never cut), and name the question a
lesson asks rather than give its answer away."""

from __future__ import annotations

from PySide6.QtCore import QRect, QSettings, Qt

from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.teaching.lessons import SourceKind
from diplomacy_desktop.teaching.texts import lesson_text
from diplomacy_desktop.ui.teaching.browser import LESSON_ROLE
from diplomacy_desktop.ui.teaching.window import LessonsWindow


def test_every_title_on_the_beginners_path_is_shown_whole(qtbot, tmp_path) -> None:  # noqa: ANN001
    window = LessonsWindow(load_catalogue(), settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.resize(1400, 900)
    with qtbot.waitExposed(window):
        window.show()
    browser = window.browser
    browser.topLevelItem(0).setExpanded(True)
    lines = [browser.topLevelItem(0).child(i) for i in range(browser.topLevelItem(0).childCount())]
    assert lines
    metrics = browser.fontMetrics()
    width = browser.header().sectionSize(0) - 2 * browser.indentation()
    wrapped = 0
    for line in lines:
        title = line.text(0)
        needed = metrics.boundingRect(QRect(0, 0, width - 4, 10000), int(Qt.TextFlag.TextWordWrap), title).height()
        shown = browser.visualItemRect(line).height()
        assert shown >= needed, (line.data(0, LESSON_ROLE), title, shown, needed)
        assert line.toolTip(0) == title
        wrapped += needed > metrics.height() * 1.5
    assert wrapped > 0  # some titles are longer than the column: they take two lines, not "…"


def test_english_titles_ask_where_the_translations_ask() -> None:
    """The translated titles were written as questions or name the situation; the English one
    must not answer what they ask ("…cannot cut the support…", "SUPPORT TO HOLD YOURSELF IS NOT
    POSSIBLE") before the learner has predicted: rulebook examples and DATC cases alike."""
    catalogue = load_catalogue()
    giveaways = ("cannot", "can not", "fails", "succeeds", "no self", "need not", "breaks", "only",
                 "dislodges", "not possible", "not allowed", "allowed", "prohibited", "will",
                 "does not cut", "has no effect", "still has")
    for lesson in catalogue.lessons:
        spanish = lesson_text(lesson, "es", english=False).title
        if spanish.endswith("?"):
            assert lesson.title.endswith("?"), (lesson.id, lesson.title, spanish)
        if not lesson.title.endswith("?") and lesson.source.kind is not SourceKind.SAMPLE_GAME:
            words = f" {lesson.title.lower()} "
            assert not any(f" {word} " in words for word in giveaways), (lesson.id, lesson.title)
    assert catalogue.by_id("6.A.8").title == "Can a unit support itself to hold?"
