"""What new players ran into at the table: practice picks the power of the piece clicked, an
illegal target says why, judging with orders missing asks first and can be taken back, a player
with several powers sees all their orders, and arrows in black, white and yellow keep a wide
outline over their own land."""

from __future__ import annotations

from types import SimpleNamespace

from PySide6.QtCore import Qt
from test_window_entry import type_order
from window_helpers import click, key, open_window

from diplomacy_desktop.ui.board.items import OrderItem, OrderStyle


class Asked:
    def __init__(self, answer: bool) -> None:
        self.answer = answer
        self.questions: list[str] = []

    def confirm(self, title: str, text: str, yes: str | None = None, no: str | None = None) -> bool:
        self.questions.append(text)
        return self.answer


def test_practice_orders_for_the_power_of_the_piece_clicked(qtbot) -> None:
    window = open_window(qtbot, power="france")
    click(window, "mun")
    assert window.power_on_move == "germany" and window.entry.selected == "mun"
    click(window, "boh")
    assert [str(o) for o in window.game.seat("germany").orders()] == ["A mun - boh"]


def test_a_click_on_a_place_the_piece_cannot_reach_says_why(qtbot) -> None:
    window = open_window(qtbot, power="france")
    click(window, "par")
    click(window, "mar")  # another French piece: picks it, nothing to explain
    assert window.entry.selected == "mar"
    click(window, "mun")
    message = window.statusBar().currentMessage()
    assert "Munich" in message and "cannot go" in message


def test_judging_with_orders_missing_asks_first(qtbot) -> None:
    window = open_window(qtbot, power="france")
    asked = Asked(False)
    window.files = SimpleNamespace(prompts=asked)
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.review is None and not window.game.history
    assert "without an order: 22." in asked.questions[0]
    asked.answer = True
    type_order(window, "A par - bur")
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert window.review is not None and "without an order: 21." in asked.questions[1]


def test_practice_can_take_back_a_judgement_with_its_orders(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    window.adjudicate()
    window.playback.skip_to_end()
    assert window.game.position.phase.season == "fall"
    window.actions_by_name["take_back"].trigger()
    assert window.game.position.phase.season == "spring" and not window.game.history
    assert [str(o) for o in window.game.seat("france").orders()] == ["A par - bur"]


def test_a_player_with_several_powers_sees_all_their_orders(qtbot) -> None:
    window = open_window(qtbot)
    window.limit_powers(["france", "italy"])
    window.set_power_on_move("france")
    type_order(window, "A par - bur")
    window.set_power_on_move("italy")
    type_order(window, "A ven - tyr")
    assert {(d.power, str(d.order)) for d in window.scene.drawn_orders()} == {
        ("france", "A par - bur"), ("italy", "A ven - tyr")}


def test_black_white_and_yellow_arrows_get_a_wide_outline() -> None:
    def extra(colour: str) -> float:
        return OrderItem([], OrderStyle(colour)).casing_extra()

    wide = {c: extra(c) for c in ("#3b3b3b", "#f2f2f2", "#f2c300")}
    narrow = {c: extra(c) for c in ("#c8102e", "#1f3a93", "#5fa8e8", "#2e8b3a")}
    assert min(wide.values()) > max(narrow.values()), (wide, narrow)
