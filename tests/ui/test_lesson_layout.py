"""In the Lessons window the board gets the most room: at 1400x900 the lesson list and the
prediction column once held it to about 500 px (431 in Dutch), a third of the window, while
the list kept 470 px for titles it can wrap. Nothing may be cut to make that room, in any
language: the list's titles and sources wrap, the table's headings read in full."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect, QSettings, Qt

from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.ui.teaching.browser import LESSON_ROLE
from diplomacy_desktop.ui.teaching.window import BROWSER_SHARE, LessonsWindow

LANGUAGES = ["en", "es", "cs", "nl", "pt"]


def _window(qtbot, tmp_path, size: tuple[int, int]) -> LessonsWindow:  # noqa: ANN001
    window = LessonsWindow(load_catalogue(), settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    window.lesson_view.playback.set_speed(3.0)
    window.resize(*size)
    with qtbot.waitExposed(window):
        window.show()
    return window


def _checked(qtbot, window: LessonsWindow, lesson_id: str) -> None:  # noqa: ANN001
    """``lesson_id`` open and played, every box at its longest mark (the widest the table gets)."""
    view = window.lesson_view
    assert window.open_lesson(lesson_id)
    for row in range(view.table.rowCount()):
        box = view.prediction_box(row)
        box.setCurrentIndex(box.count() - 1)
    view.check()
    view.playback.skip_to_end()
    qtbot.waitUntil(lambda: view.again_button.isEnabled())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_board_is_the_widest_part_of_the_lessons_window(qtbot, language, tmp_path, lang: str) -> None:  # noqa: ANN001
    language(lang)
    window = _window(qtbot, tmp_path, (1400, 900))
    _checked(qtbot, window, "rb-d04")
    view = window.lesson_view
    board = view.view.width()
    assert board >= 0.4 * window.width(), (lang, board)
    assert board > window.browser.width() and board > view.panel.width(), (lang, board)
    header = view.table.horizontalHeader()
    for column in range(view.table.columnCount()):
        assert header.sectionSize(column) >= header.sectionSizeHint(column), (lang, column)
    assert sum(header.sectionSize(c) for c in range(view.table.columnCount())) <= view.table.viewport().width() + 1


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_narrower_list_wraps_its_titles_and_sources_whole(qtbot, language, tmp_path, lang: str) -> None:  # noqa: ANN001
    language(lang)
    window = _window(qtbot, tmp_path, (1400, 900))
    browser = window.browser
    header = browser.header()
    assert header.sectionSize(2) >= header.sectionSizeHint(2), lang  # "Best", "Nejlepší"
    group = browser.topLevelItem(0)
    group.setExpanded(True)
    lines = [group.child(i) for i in range(group.childCount())]
    metrics = browser.fontMetrics()
    widths = {0: header.sectionSize(0) - 2 * browser.indentation(), 1: header.sectionSize(1)}
    for line in lines:
        shown = browser.visualItemRect(line).height()
        for column, width in widths.items():
            text = line.text(column)
            needed = metrics.boundingRect(QRect(0, 0, width - 4, 10000), int(Qt.TextFlag.TextWordWrap), text).height()
            assert shown >= needed, (lang, line.data(0, LESSON_ROLE), column, text, shown, needed)


def test_the_list_keeps_its_share_of_a_resized_window_until_the_divider_is_dragged(qtbot, tmp_path) -> None:  # noqa: ANN001
    window = _window(qtbot, tmp_path, (1400, 900))
    split = window.centralWidget()
    for width in (1920, 1600):
        window.resize(width, 900)
        qtbot.waitUntil(lambda: window.width() == width)  # noqa: B023
        assert abs(window.browser.width() - BROWSER_SHARE * split.width()) <= split.handleWidth() + 1, width
    split.moveSplitter(500, 1)  # what dragging the divider does
    assert window.browser.width() == 500
    window.resize(1800, 900)
    qtbot.waitUntil(lambda: window.width() == 1800)
    assert window.browser.width() == 500
