"""After checking, a beginner reads plain words: the rule that really stopped a move (no
swapping, a blocked line), not "cannot dislodge ..., a unit of the same power"; no word of "the
engine"."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from diplomacy_desktop.teaching.catalogue import load_catalogue
from diplomacy_desktop.teaching.rules import rule_texts
from diplomacy_desktop.ui.modes import Review
from diplomacy_desktop.ui.teaching.window import LessonsWindow


def _checked(qtbot, tmp_path, lesson_id: str):  # noqa: ANN001, ANN202
    window = LessonsWindow(load_catalogue(), settings=QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    view = window.lesson_view
    view.playback.motion = False
    assert window.open_lesson(lesson_id)
    QTest.mouseClick(view.check_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: isinstance(view.mode.state, Review), timeout=10000)
    return window, view


def _row(view, text: str) -> int:  # noqa: ANN001
    return next(r for r in range(view.table.rowCount()) if view.table.item(r, 1).text() == text)


@pytest.mark.parametrize("lesson_id, order, rule", [
    ("rb-d06", "F Ber - Pru", "useful.6"),  # the swap: no swapping without a convoy
    ("rb-g05", "A Ven - Pie", "useful.5"),  # Piedmont's army failed to leave: a blocked line
])
def test_a_move_stopped_by_an_own_unit_is_explained_by_the_rule_that_stopped_it(qtbot, tmp_path, lesson_id: str,
                                                                               order: str, rule: str) -> None:
    _window, view = _checked(qtbot, tmp_path, lesson_id)
    why = view.why(_row(view, order))
    english = rule_texts("en")[rule]
    assert english.text in why and f"rule: {english.title}" in why
    assert "a unit of the same power" not in why and "Never your own unit" not in why
    assert "engine" not in view.summary_label.text()


def test_an_attack_on_an_own_unit_still_names_never_your_own_unit(qtbot, tmp_path) -> None:  # noqa: ANN001
    _window, view = _checked(qtbot, tmp_path, "rb-d22")
    why = view.why(_row(view, "A Par - Bur"))
    assert "a unit of the same power" in why and "Never your own unit" in why
    assert all("of 0" not in view.why(r) for r in range(view.table.rowCount()))
