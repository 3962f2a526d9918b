"""Reopening one's own orders, draw votes, the end of the game, and stepping through history."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from hotseat_helpers import assert_private, open_hotseat, pass_curtain, play_turn, three_player_game

from diplomacy_desktop.engine.history import DRAW, END_YEAR
from diplomacy_desktop.ui.hotseat.stage import Purpose, Stage

ANA = {"germany": ["A mun - ruh"]}
BEN = {"russia": ["A war - gal"]}
CORA = {"france": ["A par - bur"]}


def test_a_player_reopens_their_own_orders_with_their_pin(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    game, session = window.game, files.session
    assert not session.curtain.reopen_button.isVisible()
    play_turn(window, files, ANA, pin="4321")
    assert session.player == "Ben" and session.curtain.reopen_button.isVisible()
    session.curtain.reopen_button.click()
    assert session.purpose == Purpose.REOPEN and session.player == "Ana"
    assert "change their orders" in session.curtain.detail.text()
    assert_private(window, game)
    pass_curtain(window, files, "0000")
    assert session.stage == Stage.CURTAIN and "Wrong PIN" in session.curtain.error.text()
    pass_curtain(window, files, "4321")
    assert session.stage == Stage.TURN and not game.has_submitted("germany")
    window.power_combo.setCurrentIndex(window.power_combo.findData("germany"))
    assert window.panel.list.item(0).text() == "A Mun - Ruh"
    assert window.controller.give_text("A mun - bur")
    session.proceed()
    assert session.player == "Ben" and game.has_submitted("germany")
    play_turn(window, files, BEN)
    play_turn(window, files, CORA)
    assert session.stage == Stage.RESULTS and not session.actions["reopen"].isEnabled()
    assert "A mun - bur" in {str(o) for o in game.history[-1].orders["germany"]}


def test_reopen_can_be_called_off_when_the_player_is_not_there(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    session = files.session
    play_turn(window, files, ANA, pin="4321")
    session.reopen()
    session.curtain.cancel_button.click()
    assert session.purpose == Purpose.TURN and session.player == "Ben"
    assert window.game.has_submitted("germany")


def test_submit_asks_for_confirmation_and_names_units_left_without_orders(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    prompts.answers = [False]
    play_turn(window, files, ANA, pin="4321")
    assert files.session.stage == Stage.TURN and not window.game.has_submitted("germany")
    assert "Germany:\n\u2022 No order yet, so they will hold: A Berlin, F Kiel." in prompts.asked[-1][1]


def test_a_draw_needs_every_surviving_player(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    game, session = window.game, files.session
    play_turn(window, files, ANA, pin="4321")
    prompts.answers = [True, True, True, False]  # propose; Ana yes; Ben yes; Cora no
    session.actions["draw"].trigger()
    assert session.purpose == Purpose.DRAW and session.player == "Ana"
    pass_curtain(window, files, "4321")
    pass_curtain(window, files)
    pass_curtain(window, files)
    assert not game.is_over and prompts.informed[-1].startswith("Not every player agreed")
    assert session.purpose == Purpose.TURN and session.player == "Ben"
    assert game.has_submitted("germany") and not game.draw_votes()

    prompts.answers = [True, True, True, True]
    session.actions["draw"].trigger()
    for pin in ("4321", "", ""):
        pass_curtain(window, files, pin)
    assert game.is_over and game.result.kind == DRAW
    assert session.stage == Stage.OVER and "Draw agreed" in window.banner.text()
    assert "France (Cora)" in prompts.informed[-1]
    assert not session.actions["proceed"].isEnabled()


def test_the_agreed_last_year_ends_the_game_after_its_adjustments(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot, three_player_game(end_year=1901))
    session = files.session
    for _season in ("spring", "fall"):
        play_turn(window, files, {}, pin="4321")
        play_turn(window, files, {})
        play_turn(window, files, {})
        if session.stage == Stage.RESULTS:
            session.proceed()
    assert window.game.is_over and window.game.result.kind == END_YEAR
    assert session.stage == Stage.OVER and "The agreed last year is over" in prompts.informed[-1]


def test_history_steps_through_past_phases_only_between_turns(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    game, session = window.game, files.session
    assert not session.actions["history_back"].isEnabled()
    play_turn(window, files, ANA, pin="4321")
    play_turn(window, files, BEN)
    play_turn(window, files, CORA)
    session.proceed()  # while Spring plays: its end at once
    session.proceed()  # to Fall
    play_turn(window, files, {"germany": ["A ruh - bur"]}, pin="4321")
    assert session.player == "Ben"

    QTest.keyClick(session.curtain.button, Qt.Key.Key_Left)
    assert session.history_index == 0
    assert window.pages.currentWidget() is window.board_page
    assert "Viewing history" in window.banner.text() and "Spring 1901" in window.banner.text()
    assert {str(d.order) for d in window.scene.drawn_orders()} == {"A mun - ruh", "A war - gal", "A par - bur"}
    assert_private(window, game)  # Ana's pending Fall order is nowhere
    QTest.keyClick(window.view, Qt.Key.Key_Left)
    assert session.history_index == 0
    QTest.keyClick(window.view, Qt.Key.Key_Right)
    assert session.history_index is None and window.pages.currentWidget() is session.curtain
    session.step_history(-1)
    QTest.keyClick(window.view, Qt.Key.Key_Escape)
    assert session.history_index is None and session.stage == Stage.CURTAIN and session.player == "Ben"

    pass_curtain(window, files)
    assert not session.actions["history_back"].isEnabled()
    session.step_history(-1)
    assert session.history_index is None and session.stage == Stage.TURN


def test_history_keys_work_from_a_curtain_waiting_for_a_pin(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    session = files.session
    for pin in ("4321", "", ""):
        play_turn(window, files, {}, pin=pin)
    session.proceed()
    assert session.player == "Ana" and session.curtain.pin.isVisible()
    window.activateWindow()
    session.curtain.pin.setFocus()
    QTest.keyClick(session.curtain.pin, Qt.Key.Key_Left)
    assert session.history_index == 0
    QTest.keyClick(window.view, Qt.Key.Key_End)
    assert session.history_index is None and session.curtain.pin.text() == ""
    QTest.keyClicks(session.curtain.pin, "43")
    QTest.keyClick(session.curtain.pin, Qt.Key.Key_Left)  # now it moves the cursor in the PIN
    assert session.history_index is None


def test_half_typed_text_does_not_reach_the_next_player(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    pass_curtain(window, files, "4321")
    window.panel.typed.setText("A mun - boh")  # typed, never entered
    files.session.proceed()
    assert files.session.player == "Ben"
    pass_curtain(window, files)
    window.panel.typed.undo()
    assert window.panel.typed.text() == ""
