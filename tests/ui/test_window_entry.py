"""Typed orders, refusals, undo/redo, deleting, and adjudication as the window shows them."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QMenu, QWidget
from window_helpers import click, key, open_window, seat_orders

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.notation import read_order


def type_order(window, text: str) -> None:  # noqa: ANN001
    box = window.panel.typed
    box.setFocus()
    box.setText(text)
    QTest.keyClick(box, Qt.Key.Key_Return)


def test_typed_notation_and_lenient_english_are_accepted(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A Par - Bur")
    type_order(window, "Fleet Brest to Mid-Atlantic Ocean")
    type_order(window, "A mar S A par - bur")
    assert seat_orders(window, "france") == ["A par - bur", "F bre - mao", "A mar S A par - bur"]
    assert window.panel.typed.text() == ""


def test_illegal_typed_order_is_refused_with_the_reason_and_nothing_changes(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    drawn_before = len(window.scene.order_items())
    undo_before = window.controller.stack.count()
    type_order(window, "A par - mun")
    assert "cannot move to Munich" in window.panel.message.text()
    assert window.panel.message.isVisible()
    assert seat_orders(window, "france") == ["A par - bur"]
    assert window.controller.stack.count() == undo_before
    assert len(window.scene.order_items()) == drawn_before
    assert window.panel.typed.text() == "A par - mun"  # kept, so the player can correct it


def test_another_powers_unit_is_refused_by_name(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A vie - gal")
    assert "belongs to Austria" in window.panel.message.text()
    assert seat_orders(window, "france") == []
    assert seat_orders(window, "austria") == []


def test_unreadable_order_names_the_word(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par jumps bur")
    assert "jumps" in window.panel.message.text()
    assert seat_orders(window, "france") == []


def test_completion_offers_legal_orders_in_notation(qtbot) -> None:
    window = open_window(qtbot, power="france")
    box = window.panel.typed
    assert box.completer().model().stringList() == []  # made when the box is first used, not at start-up
    window.activateWindow()
    box.setFocus()
    qtbot.waitUntil(lambda: bool(box.completer().model().stringList()))
    options = box.completer().model().stringList()
    assert "A Par - Bur" in options
    assert "A Mar S A Par - Bur" in options
    assert not any(o.startswith("A Vie") for o in options)


def test_undo_and_redo_by_keyboard(qtbot) -> None:
    window = open_window(qtbot, power="france")
    click(window, "par")
    click(window, "bur")
    click(window, "par")
    click(window, "pic")  # replaces the first order
    assert seat_orders(window, "france") == ["A par - pic"]
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert seat_orders(window, "france") == ["A par - bur"]
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert seat_orders(window, "france") == []
    key(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    assert seat_orders(window, "france") == ["A par - bur"]
    assert window.panel.list.count() == 1


def test_delete_removes_the_selected_order_and_can_be_undone(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    type_order(window, "F bre - mao")
    window.panel.list.setCurrentRow(0)
    window.actions_by_name["delete"].trigger()
    assert seat_orders(window, "france") == ["F bre - mao"]
    window.actions_by_name["undo"].trigger()
    assert seat_orders(window, "france") == ["A par - bur", "F bre - mao"]


def test_undo_stays_with_its_power(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    window.set_power_on_move("germany")
    assert window.panel.list.count() == 0
    type_order(window, "A mun - ruh")
    window.set_power_on_move("france")
    window.actions_by_name["undo"].trigger()
    assert seat_orders(window, "france") == []
    assert seat_orders(window, "germany") == ["A mun - ruh"]


def test_panel_and_board_show_only_the_power_on_move(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    window.set_power_on_move("england")
    assert window.panel.list.count() == 0
    assert window.scene.order_items() == []


def test_adjudicate_marks_failed_orders_and_lists_reasons(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    window.set_power_on_move("germany")
    type_order(window, "A mun - bur")
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.review is not None
    rows = dict((order, (outcome, why)) for order, outcome, why in window.results.row_texts())
    assert rows["A Par - Bur"][0] == "bounced"
    assert "Munich" in rows["A Par - Bur"][1] or "Burgundy" in rows["A Par - Bur"][1]
    # the table watches the phase resolve: outcomes are not drawn before the pieces have moved
    assert window.playback.is_playing()
    assert not [item for item in window.scene.order_items() if item.style.failed]
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)  # show the result at once
    assert window.playback.is_done() and window.review is not None
    failed = [item for item in window.scene.order_items() if item.style.failed]
    assert len(failed) == 2
    click(window, "par")  # the board is showing results: no entry
    assert window.entry.selected == ""
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.review is None
    assert window.game.position.phase.season == "fall"
    assert window.scene.order_items() == []
    click(window, "mun")  # Germany is still on move, and may order again
    assert window.entry.selected == "mun"


WORDS = ["A", "F", "par", "bur", "-", "S", "C", "H", "via", "convoy", "stp", "nc", "spa/nc", "Army", "to",
         "(", ")", "WAIVE", "B", "D", "R", "mid-atlantic", "st.", "->", "france:", "mar", "bre", "mao"]


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(st.lists(st.sampled_from(WORDS), max_size=7).map(" ".join) | st.text(max_size=15))
def test_any_typed_text_is_either_a_legal_order_or_refused_without_change(qapp, text: str) -> None:
    from diplomacy_desktop.engine.game import Game
    from diplomacy_desktop.engine.legal import order_problem
    from diplomacy_desktop.ui.orders.controller import OrderController

    controller = OrderController(Game(standard_map()))
    controller.set_power("france")
    if controller.give_text(text):
        (order,) = controller.orders()
        assert order_problem(controller.game.position, "france", order, standard_map()) is None
    else:
        assert controller.orders() == ()
        assert controller.last_problem


def _answer_menu(window: QWidget, name: str, pick: int | None) -> None:
    """When the window's menu ``name`` is up, choose its entry ``pick`` (None: Esc)."""
    def answer() -> None:
        menu = window.findChild(QMenu, name)
        if menu is None or not menu.isVisible():
            QTimer.singleShot(10, answer)
            return
        if pick is not None:
            menu.setActiveAction(menu.actions()[pick])
        QTest.keyClick(menu, Qt.Key.Key_Return if pick is not None else Qt.Key.Key_Escape)
    QTimer.singleShot(0, answer)


def test_a_choice_menu_gives_the_order_picked_or_nothing(qtbot) -> None:
    window = open_window(qtbot, power="france")
    options = [read_order("A par - bur", game_map=standard_map()), read_order("A par - pic", game_map=standard_map())]
    _answer_menu(window, "choiceMenu", 1)
    assert window.choose_among(options) == options[1]
    _answer_menu(window, "choiceMenu", None)
    assert window.choose_among(options) is None
