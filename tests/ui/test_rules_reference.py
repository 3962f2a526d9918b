"""The rules reference (Help > Rules reference) and the "why?" link next to each result."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, Qt
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication

from diplomacy_desktop.replay.plan import Row
from diplomacy_desktop.teaching.rules import RULE_IDS, rule_texts
from diplomacy_desktop.ui.language_menu import switch_language
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.results.model import Column, Kind, RuleRole

from test_window_entry import type_order
from window_helpers import custom_game, key, open_window


@pytest.fixture
def english(qapp):  # noqa: ANN001, ANN201
    yield
    switch_language("en", remember=False)
    QApplication.processEvents()


def _judge(window: MainWindow) -> None:
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    window.playback.skip_to_end()


def _click_why(window: MainWindow, row: Row | None = None, line: int | None = None) -> None:
    tree = window.results.tree
    model = window.results.model
    index = model.index_of(row).siblingAtColumn(Column.RULE) if row is not None else model.index(line, Column.RULE)
    assert index.isValid()
    tree.scrollTo(index)
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     tree.visualRect(index).center())


def test_help_menu_opens_the_reference_listing_every_rule(qtbot) -> None:
    window = open_window(qtbot)
    dock = window.rules_reference
    assert not dock.isVisible()
    window.findChild(type(dock.action), "rules_reference").trigger()
    assert dock.isVisible()
    assert dock.reference.visible_rules() == list(RULE_IDS)
    assert dock.reference.rule == RULE_IDS[0]
    assert "Hold" in dock.reference.shown_text()


def test_search_keeps_only_matching_rules_ignoring_accents(qtbot, english) -> None:
    window = open_window(qtbot)
    ref = window.rules_reference.reference
    ref.search.setText("convoy cut")
    assert ref.visible_rules() == ["useful.21", "useful.22"]
    assert ref.rule in ref.visible_rules()
    ref.search.setText("zzzz")
    assert ref.visible_rules() == [] and not ref.empty.isHidden()
    switch_language("es", remember=False)
    QApplication.processEvents()
    ref.search.setText("neutralizacion")  # typed without the accent
    assert "useful.17" in ref.visible_rules()


def test_why_next_to_a_cut_support_opens_the_rule_on_cutting_support(qtbot) -> None:
    game = custom_game("movement", {"germany": ["A mun", "A ruh"], "france": ["A bur", "A bel"]})
    window = open_window(qtbot, game, power="germany")
    type_order(window, "A mun - bur")
    type_order(window, "A ruh S A mun - bur")
    window.set_power_on_move("france")
    type_order(window, "A bel - ruh")
    _judge(window)
    lines = window.results.model.lines()
    support = next(line for line in lines if line.order.startswith("A Ruh S"))
    assert support.rule == "useful.13"
    assert window.results.model.data(window.results.model.index_of(support.row).siblingAtColumn(Column.RULE)) == "why?"
    _click_why(window, support.row)
    dock = window.rules_reference
    assert dock.isVisible() and dock.reference.rule == "useful.13"
    assert rule_texts("en")["useful.13"].text in dock.reference.shown_text()
    # the click opened the rule; it did not replay the row
    assert window.scene.highlighted_rows() == []


def test_why_next_to_a_unit_without_an_order_opens_one_order_per_unit(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    _judge(window)
    line = next(i for i, ln in enumerate(window.results.model.lines()) if ln.kind is Kind.NO_ORDER)
    _click_why(window, line=line)
    assert window.rules_reference.reference.rule == "orders.writing"


def test_every_row_of_a_busy_phase_has_a_rule(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    type_order(window, "A mar S A par - bur")
    window.set_power_on_move("germany")
    type_order(window, "A mun - bur")
    type_order(window, "F kie - hol")
    _judge(window)
    model = window.results.model
    rules = [model.data(model.index(i, Column.RULE), RuleRole) for i in range(model.rowCount(QModelIndex()))]
    assert rules and all(r in RULE_IDS for r in rules)


def test_the_reference_follows_the_language_menu_and_keeps_its_rule(qtbot, english) -> None:
    window = open_window(qtbot)
    dock = window.rules_reference
    dock.show_rule("useful.3")
    window.language_menu.language_actions["nl"].trigger()
    QApplication.processEvents()
    assert dock.reference.rule == "useful.3"
    assert rule_texts("nl")["useful.3"].text in dock.reference.shown_text()
    assert dock.windowTitle() == "Spelregels" and window.rules_reference.menu.title() == "&Help"
    assert dock.reference._items["useful.3"].text(0) == "3. Patstelling"


def test_enter_on_a_result_opens_its_rule_from_the_keyboard(qtbot) -> None:
    game = custom_game("movement", {"germany": ["A ber"], "russia": ["A pru"]})
    window = open_window(qtbot, game, power="germany")
    type_order(window, "A ber - pru")
    window.set_power_on_move("russia")
    type_order(window, "A pru - ber")
    _judge(window)
    tree, model = window.results.tree, window.results.model
    index = model.index_of(Row("germany", 0))
    tree.setFocus()
    tree.setCurrentIndex(index)
    assert not window.rules_reference.isVisible()
    QTest.keyClick(tree, Qt.Key.Key_Return)
    assert window.rules_reference.isVisible() and window.rules_reference.reference.rule == "useful.6"
    tree.setFocus()
    QTest.keyClick(tree, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # still continues the game
    assert window.review is None


def test_a_broken_rules_file_does_not_stop_the_window(qtbot, tmp_path, monkeypatch) -> None:
    from diplomacy_desktop.teaching import rules

    (tmp_path / "en.json").write_text("{broken", encoding="utf-8")
    monkeypatch.setattr(rules, "RULES_DIR", tmp_path)
    rule_texts.cache_clear()
    try:
        window = open_window(qtbot, power="france")
        type_order(window, "A par - bur")
        _judge(window)
        _click_why(window, Row("france", 0))
        assert window.rules_reference.reference.rule == "orders.move"
        assert "en.json" in window.rules_reference.reference.shown_text()
    finally:
        rule_texts.cache_clear()


def test_a_reference_left_open_comes_back_with_its_rules_at_the_next_start(qtbot) -> None:
    window = open_window(qtbot)
    window.rules_reference.open()
    assert window.rules_reference.isVisible()
    window.close()  # the layout is saved, the reference dock open in it
    again = open_window(qtbot)
    dock = again.rules_reference
    assert dock.isVisible()
    assert dock.widget() is dock.reference and dock.reference.visible_rules() == list(RULE_IDS)
