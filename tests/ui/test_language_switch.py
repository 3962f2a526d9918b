"""Switching language leaves nothing in the old one (issue 19, item 7).

Each screen a player meets (the practice board with its results, the hot-seat curtain, a
player's turn, the results at the table, the history, the sandbox) is reached once in English,
then the language is switched through Spanish, Czech, Dutch and back to English; after each
switch every visible text (window title, status bar, banners, labels, buttons, tabs, menus,
the results list) must be what a fresh start in that language shows on the same screen."""

from __future__ import annotations

from typing import Callable

import pytest
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QMainWindow, QTabBar, QWidget

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.teaching.sandbox import Setup
from diplomacy_desktop.ui.app import OtherWindows
from diplomacy_desktop.ui.game_files import GameFiles
from diplomacy_desktop.ui.language_menu import switch_language
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.sandbox.window import SandboxWindow
from diplomacy_desktop.ui.window.board_window import BoardWindow

from hotseat_helpers import ScriptedPrompts, open_hotseat, pass_curtain, play_turn
from window_helpers import show_active

ORDERS = {"Ana": {"austria": ["A Vie - Gal"], "germany": ["A Mun - Bur"]},
          "Ben": {"russia": ["A War - Gal"]}, "Cora": {"france": ["A Par - Bur"]}}


def visible_texts(window: QMainWindow) -> list[str]:
    """What a person can read in the window now, sorted (layout order aside)."""
    texts = [f"title: {window.windowTitle()}", f"status: {window.statusBar().currentMessage()}"]
    for widget in window.findChildren(QWidget):
        if not widget.isVisible():
            continue
        if isinstance(widget, QLabel) and widget.text():
            texts.append(f"{widget.objectName()}: {widget.text()}")
        elif isinstance(widget, QAbstractButton) and widget.text():
            texts.append(f"button: {widget.text()}")
        elif isinstance(widget, QTabBar):
            texts += [f"tab: {widget.tabText(i)}" for i in range(widget.count())]
    texts += [f"menu: {a.text()}" for a in window.menuBar().actions()]
    if isinstance(window, BoardWindow) and window.results_tab.built and window.results.isVisible():
        texts.append(window.results.toPlainText())
    return sorted(texts)


def _practice(qtbot) -> QMainWindow:  # noqa: ANN001
    window = MainWindow()
    window.files = GameFiles(window, ScriptedPrompts())  # type: ignore[attr-defined]
    show_active(qtbot, window)
    window.files.start_game(Game(standard_map()))
    window.game.seat("france").set_orders([read_order("A Par - Bur", game_map=standard_map())])
    window.game.seat("germany").set_orders([read_order("A Mun - Bur", game_map=standard_map())])
    window.adjudicate()
    window.playback.skip_to_end()
    return window


def _curtain(qtbot) -> QMainWindow:  # noqa: ANN001
    window, _files, _prompts = open_hotseat(qtbot)
    return window


def _turn(qtbot) -> QMainWindow:  # noqa: ANN001
    window, files, _prompts = open_hotseat(qtbot)
    pass_curtain(window, files, "4321")
    return window


def _results(qtbot) -> QMainWindow:  # noqa: ANN001
    window, files, _prompts = open_hotseat(qtbot)
    play_turn(window, files, ORDERS["Ana"], "4321")
    play_turn(window, files, ORDERS["Ben"])
    play_turn(window, files, ORDERS["Cora"])
    files.session.proceed()  # the reveal: the board plays the phase
    window.playback.skip_to_end()
    return window


def _history(qtbot) -> QMainWindow:  # noqa: ANN001
    window = _results(qtbot)
    files = window.findChild(GameFiles) or window.files  # type: ignore[attr-defined]
    session = files.session
    session.proceed()  # Continue to Fall 1901: Ana's curtain
    session.step_history(-1)
    return window


def _sandbox(qtbot) -> QMainWindow:  # noqa: ANN001
    window = SandboxWindow(Setup.start(standard_map()))
    show_active(qtbot, window)
    window.game.seat("italy").set_orders([read_order("A Ven - Tyr", game_map=standard_map())])
    window.adjudicate()
    window.playback.skip_to_end()
    return window


def _bots(qtbot) -> QMainWindow:  # noqa: ANN001
    window = MainWindow()
    window.files = GameFiles(window, ScriptedPrompts())  # type: ignore[attr-defined]
    show_active(qtbot, window)
    window.files.start_practice(PracticeSetup("france", "easy", None, 7))
    return window


def _lessons(qtbot) -> QMainWindow:  # noqa: ANN001
    window = MainWindow()
    show_active(qtbot, window)
    others = OtherWindows(window)
    window.actions_by_name["lessons"].trigger()
    qtbot.addWidget(others.lessons)
    return others.lessons


def _reference(qtbot) -> QMainWindow:  # noqa: ANN001
    window = MainWindow()
    show_active(qtbot, window)
    window.rules_reference.open()
    return window


SCREENS: dict[str, Callable] = {"practice-results": _practice, "curtain": _curtain, "turn": _turn,
                                "table-results": _results, "history": _history, "sandbox": _sandbox,
                                "practice-against-bots": _bots, "lessons": _lessons, "reference": _reference}


@pytest.mark.parametrize("screen", list(SCREENS))
def test_every_text_follows_a_language_switch(qtbot, language, screen: str) -> None:  # noqa: ANN001
    fresh: dict[str, list[str]] = {}
    for lang in ("es", "cs", "nl", "en"):
        language(lang)
        window = SCREENS[screen](qtbot)
        qtbot.wait(100)
        fresh[lang] = visible_texts(window)
        window.close()
        switch_language("en", remember=False)
    window = SCREENS[screen](qtbot)
    for lang in ("es", "cs", "nl", "en"):
        switch_language(lang, remember=False)
        qtbot.wait(100)
        now = visible_texts(window)
        stale = [t for t in now if t not in fresh[lang]]
        missing = [t for t in fresh[lang] if t not in now]
        assert not stale and not missing, (screen, lang, stale, missing)
    QApplication.processEvents()
