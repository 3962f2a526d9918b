"""Practice mode on the board window: the player's power against six bots.

The session takes over the window while the practice game is on it: the power combo offers the
player's power only, the sandbox's Adjudicate gives way to Submit, and the seats of the other
powers are closed to the keyboard (the bots fill them). Submit hands in the player's orders;
then the bots order for the same public position, the phase is judged, and the results show
every power's orders. A phase with nothing for the player to order is played by the bots at
once, its results shown like any other. After Fall 1901 and Fall 1902 the scorecard opens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication

from ...engine.game import GameOver, Seat, SeatRefused
from ...practice.scorecard import Scorecard
from ...practice.session import PracticeGame
from ..names import phase_text, power_name
from ..prompts import Prompts
from .scorecard_view import ScorecardDialog, level_name

if TYPE_CHECKING:  # only the type: the window module does not import practice mode
    from ..main_window import MainWindow

BANNER_STYLE = "background: #e8eef6; color: #10243a; padding: 6px 10px; font-weight: bold;"
RESULTS_STYLE = "background: #e6f2e6; color: #12331a; padding: 6px 10px; font-weight: bold;"


class PracticeSession(QObject):
    def __init__(self, window: MainWindow, prompts: Prompts, practice: PracticeGame, *,
                 on_change: Callable[[], None] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.prompts = prompts
        self.practice = practice
        self._on_change = on_change or (lambda: None)
        self.scorecards: list[ScorecardDialog] = []
        """Every scorecard shown so far (they stay open until closed)."""
        window.controller.seat_for = self._seat_for
        self._hidden = [window.actions_by_name[n] for n in ("adjudicate", "next_power")]
        self._hidden_keys = [a.shortcuts() for a in self._hidden]
        for action in self._hidden:
            action.setShortcuts([])
            action.setVisible(False)
        self.proceed_action = QAction(window)
        self.proceed_action.setObjectName("practiceProceed")
        self.proceed_action.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.proceed_action.triggered.connect(self.proceed)
        window.game_menu.addAction(self.proceed_action)
        window.addAction(self.proceed_action)
        toolbar = window.findChild(QObject, "mainToolbar")
        if toolbar is not None:
            toolbar.insertAction(self._hidden[0], self.proceed_action)
        self.retranslate()

    @property
    def game(self):  # noqa: ANN201 - the practice game's Game
        return self.practice.game

    def _seat_for(self, power: str) -> Seat:
        """Only the player's own seat is open to the keyboard; the bots hold the others."""
        if power != self.practice.power:
            raise SeatRefused(power, None)
        return self.game.seat(power)

    def retranslate(self) -> None:
        if self.window.review is not None:
            self.window._set_text(self.proceed_action, self.tr("&Continue to %1").replace(
                "%1", phase_text(self.game.position.phase)))
        else:
            self.window._set_text(self.proceed_action, self.tr("&Submit orders"))
        self._update_banner()

    def detach(self) -> None:
        """Give the window back for another game (File > New / Open / Sandbox)."""
        w = self.window
        w.controller.seat_for = w.controller._open_seat
        for action, keys in zip(self._hidden, self._hidden_keys):
            action.setShortcuts(keys)
            action.setVisible(True)
        for dialog in self.scorecards:
            dialog.close()
        w.game_menu.removeAction(self.proceed_action)
        toolbar = w.findChild(QObject, "mainToolbar")
        if toolbar is not None:
            toolbar.removeAction(self.proceed_action)
        w.removeAction(self.proceed_action)
        self.proceed_action.deleteLater()
        w.banner.hide()
        w.limit_powers(None)
        self.deleteLater()

    # -- the flow ------------------------------------------------------------------------

    def start(self) -> None:
        """Begin (or go on) at whatever the game waits for."""
        w = self.window
        w.limit_powers([self.practice.power])
        self._open_phase()

    def _open_phase(self) -> None:
        w = self.window
        if self.game.is_over:
            self._update_banner()
            return
        opening = self.practice.opening_orders()
        if opening and not self.game.seat(self.practice.power).orders():
            self.game.seat(self.practice.power).set_orders(opening)
        w.set_power_on_move(self.practice.power)
        self._update_banner()
        self.retranslate()
        if not self.practice.player_must_order():
            self._play()

    def proceed(self) -> None:
        """Ctrl+Return: submit the player's orders, or continue after the results."""
        if self.window.review is not None:
            self.continue_game()
        else:
            self._play()

    def _play(self) -> None:
        w = self.window
        if self.game.is_over:
            return
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            resolution = self.practice.play()
        except (GameOver, RuntimeError) as exc:
            self.prompts.warn(self.tr("Practice"), str(exc))
            return
        finally:
            QApplication.restoreOverrideCursor()
        w.controller.forget([self.practice.power])
        w.show_results(resolution)
        self._on_change()
        self.retranslate()
        for card in self.practice.due_scorecards():
            self.show_scorecard(card)

    def continue_game(self) -> None:
        w = self.window
        if w.review is None:
            return
        w.leave_review()
        w.controller.new_phase()
        self._open_phase()

    def show_scorecard(self, card: Scorecard) -> ScorecardDialog:
        dialog = ScorecardDialog(card, self.window)
        self.scorecards.append(dialog)
        dialog.show()
        return dialog

    def _update_banner(self) -> None:
        w = self.window
        p = self.practice
        who = self.tr("%1 against six %2 bots").replace("%1", power_name(p.power)).replace(
            "%2", level_name(p.setup.level))
        if self.game.is_over:
            text, style = who + " — " + self.tr("the game is over."), RESULTS_STYLE
        elif w.review is not None:
            text = who + " — " + self.tr("results of %1, every power's orders shown. Ctrl+Return: continue.") \
                .replace("%1", phase_text(w.review.phase))
            style = RESULTS_STYLE
        else:
            text = who + " — " + self.tr("%1: your orders, then Submit (Ctrl+Return); the bots order then.") \
                .replace("%1", phase_text(self.game.position.phase))
            style = BANNER_STYLE
        w.banner.setStyleSheet(f"QLabel#banner {{ {style} }}")
        w.banner.setText(text)
        w.banner.show()
