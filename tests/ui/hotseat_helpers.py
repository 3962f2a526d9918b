"""Helpers for the hot-seat tests: scripted answers to dialogs, a window on a hot-seat game, and
the privacy check run at every curtain and every turn."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Iterable

from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QWidget

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.orders import Order
from diplomacy_desktop.engine.table import make_table
from diplomacy_desktop.ui.game_files import GameFiles
from diplomacy_desktop.ui.hotseat import storage
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameSetup, create_game
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.names import order_notation
from diplomacy_desktop.ui.prompts import SaveChoice

SEATS = {"Ana": ("austria", "england", "germany"), "Ben": ("italy", "russia"), "Cora": ("france", "turkey")}
PINS = {"Ana": "4321"}


class ScriptedPrompts:
    """Answers every modal question without a dialog, and remembers what was asked."""

    def __init__(self) -> None:
        self.asked: list[tuple[str, str]] = []
        self.answers: list[bool] = []
        """Queued answers to ``confirm`` (default: yes)."""
        self.save_choice = SaveChoice.DISCARD
        self.warnings: list[str] = []
        self.informed: list[str] = []
        self.chosen: str | None = None
        self.new_game_result = None
        self.path: Path | None = None
        self.resume_answer: int | None = 0
        """Which unfinished game to resume at start-up (None: a new game)."""
        self.offered: list[str] = []
        self.secret: str | None = None
        """What a player types as their new PIN (None: the dialog is cancelled)."""

    def confirm(self, title: str, text: str, yes: str | None = None, no: str | None = None) -> bool:
        self.asked.append((title, text))
        return self.answers.pop(0) if self.answers else True

    def save_discard_cancel(self, title: str, text: str) -> SaveChoice:
        self.asked.append((title, text))
        return self.save_choice

    def inform(self, title: str, text: str) -> None:
        self.informed.append(text)

    def warn(self, title: str, text: str) -> None:
        self.warnings.append(text)

    def choose(self, title: str, label: str, items) -> str | None:  # noqa: ANN001
        return self.chosen if self.chosen in items else None

    def new_secret(self, player: str) -> str | None:
        self.asked.append(("new PIN", player))
        return self.secret

    def open_path(self, directory: Path) -> Path | None:
        return self.path

    def save_path(self, suggested: Path) -> Path | None:
        return self.path

    def resume(self, title: str, text: str, items) -> int | None:  # noqa: ANN001
        self.asked.append((title, text))
        self.offered = list(items)
        return self.resume_answer

    def new_game(self):  # noqa: ANN201
        return self.new_game_result


def three_player_game(end_year: int | None = None) -> Game:
    table = make_table(list(SEATS), [SEATS[n] for n in SEATS])
    return create_game(NewGameSetup(table, dict(PINS), end_year), standard_map())


def open_hotseat(qtbot, game: Game | None = None) -> tuple[MainWindow, GameFiles, ScriptedPrompts]:  # noqa: ANN001
    """A shown window with the File menu, playing ``game`` hot-seat (autosave in test mode)."""
    window = MainWindow()
    qtbot.addWidget(window)
    prompts = ScriptedPrompts()
    files = GameFiles(window, prompts)  # type: ignore[arg-type]
    window.resize(1300, 850)
    with qtbot.waitExposed(window):
        window.show()
    files.start_game(game or three_player_game())
    return window, files, prompts


def pass_curtain(window: MainWindow, files: GameFiles, pin: str = "") -> None:
    """The named player confirms at the curtain (typing their PIN when they have one)."""
    curtain = files.session.curtain
    assert window.pages.currentWidget() is curtain
    if pin:
        curtain.pin.setText(pin)
    curtain.button.click()


def all_texts(window: MainWindow) -> list[str]:
    """Everything a person could read in the window: labels, buttons, tooltips, list rows, status
    bar, undo texts, results, window title and actions."""
    texts: list[str] = [window.windowTitle(), window.statusBar().currentMessage()]
    for widget in window.findChildren(QWidget):
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
    for action in window.findChildren(type(window.actions_by_name["undo"])):
        texts += [action.text(), action.toolTip()]
    panel = window.panel
    for i in range(panel.list.count()):
        texts += [panel.list.item(i).text(), panel.list.item(i).toolTip()]
    texts.append(window.results.toPlainText())
    texts += [" ".join(row) for row in window.results.row_texts()]
    for stack in window.controller.undo_group.stacks():
        texts += [stack.text(i) for i in range(stack.count())]
        texts += [stack.undoText(), stack.redoText()]
    for popup in QApplication.topLevelWidgets():
        if popup is not window and popup.isVisible():
            texts.append(popup.toolTip())
    return texts


def forms(order: Order) -> list[str]:
    return [str(order), order_notation(order)]


def pending_orders(game: Game, power: str) -> tuple[Order, ...]:
    """The test's referee view of a power's pending orders. The game offers no public way to read
    them without that power's seat, so the oracle looks inside (tests only)."""
    return game._pending.of(power).orders


def assert_private(window: MainWindow, game: Game, allowed: Iterable[str] = ()) -> int:
    """No pending order of a power outside ``allowed`` is drawn, listed, in undo, in any text, or
    readable in the autosave file. Returns how many pending orders were checked."""
    allowed = set(allowed)
    hidden = [o for p in game.map.powers if p not in allowed for o in pending_orders(game, p)]
    drawn = [(d.power, d.order) for d in window.scene.drawn_orders()]
    assert all(power in allowed for power, _ in drawn) or window.review is not None, drawn
    texts = "\n".join(all_texts(window))
    storage.flush()
    path = storage.autosave_path(game)
    saved = path.read_text(encoding="utf-8") if path.exists() else ""
    for order in hidden:
        assert all(d != order for _, d in drawn), order
        for text in forms(order):
            assert text not in texts, text
            assert text not in saved, text
    return len(hidden)


def play_turn(window: MainWindow, files: GameFiles, orders: dict[str, list[str]], pin: str = "") -> None:
    """The player at the curtain confirms, types ``orders`` per power, and submits."""
    pass_curtain(window, files, pin)
    for power, texts in orders.items():
        window.power_combo.setCurrentIndex(window.power_combo.findData(power))
        for text in texts:
            assert window.controller.give_text(text), window.controller.last_problem
    files.session.proceed()
    wait_for_bots(files.session)


def wait_for_bots(session, timeout: float = 120.0) -> int:  # noqa: ANN001
    """Let the window's event loop turn until the session's bots have answered (they think on a
    worker thread); returns how many times the loop was given 10 ms meanwhile (an event loop of
    its own, as the application runs one)."""
    worker = getattr(session, "worker", None)
    turns = 0
    deadline = time.monotonic() + timeout
    while worker is not None and worker.thinking:
        assert time.monotonic() < deadline, "the bots did not answer"
        loop = QEventLoop()
        QTimer.singleShot(10, loop.quit)
        loop.exec()
        turns += 1
    return turns
