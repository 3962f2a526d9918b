"""Practice mode on the board window: the player's power against six bots, or against one in a
one-against-one game of the variant file (France vs Austria; no scorecard there).

The session takes over the window while the practice game is on it: the power combo offers the
player's power only, the sandbox's Adjudicate and Take back give way to Submit, and the seats
of the other powers are closed to the keyboard (the bots fill them). Submit hands in the
player's orders; then the bots order for the same public position, the phase is judged, and it
resolves on the board with every power's orders (the window's playback and results). The bots
think on a worker thread (``ui/bot_worker.py``), the status bar counting them, while the window
stays free for menus and zoom; the player's orders stay submitted meanwhile. A phase
with nothing for the player to order is played by the bots at once and shown like any other.
After Fall 1901 and Fall 1902 the scorecard opens once the board has shown the phase (not
before: it would give the outcome away); Game > Practice scorecard shows it again.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from ..actions import set_action_text
from ...engine.game import Game, GameOver, OrderRejected, Seat, SeatRefused
from ...engine.legal import adjustments_left
from ...engine.position import MOVEMENT, RETREATS
from ...practice.scorecard import Scorecard
from ...practice.session import PracticeGame
from ..bot_worker import BotAnswers, BotWorker, ThinkingBar
from ..names import phase_text, power_name, scenario_title
from ..orders.advice_view import PRACTICE, help_wanted, remember_help, submit_warnings
from ..prompts import Prompts
from ..template import fill
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
        self._pending_cards: list[Scorecard] = []
        """Cards due, waiting for the board to finish showing the phase that made them due."""
        self.worker = BotWorker(self)
        """Where the bots think, off the window's thread."""
        self._progress: tuple[int, int] | None = None
        """(bots answered, bots asked) while they think; None otherwise."""
        self.worker.progress.connect(self._bots_progress)
        self.worker.finished.connect(self._bots_answered)
        self.thinking_bar = ThinkingBar(window.statusBar())
        window.set_seat_source(self._seat_for)
        window.set_practice_actions(False)  # it judges on Submit, orders one power, never undoes
        self.proceed_action = QAction(window)
        self.proceed_action.setObjectName("practiceProceed")
        self.proceed_action.setShortcuts([QKeySequence("Ctrl+Return"), QKeySequence("Ctrl+Enter")])
        self.proceed_action.triggered.connect(self.proceed)
        self.card_action = QAction(window)
        self.card_action.setObjectName("practiceScorecard")
        self.card_action.triggered.connect(self.show_latest_scorecard)
        self.help_action = QAction(window)
        self.help_action.setObjectName("practiceBeginnerHelp")
        self.help_action.setCheckable(True)
        self.help_action.setChecked(help_wanted(PRACTICE))
        self.help_action.toggled.connect(self._help_toggled)
        window.add_flow_actions([self.proceed_action], on_toolbar=True)
        window.add_flow_actions([self.card_action, self.help_action])
        window.playback.finished.connect(self._board_settled)
        self.retranslate()

    @property
    def game(self) -> Game:
        return self.practice.game

    def _seat_for(self, power: str) -> Seat:
        """Only the player's own seat is open to the keyboard; the bots hold the others. While the
        bots think, the player's orders are submitted and stay as they are."""
        if power != self.practice.power or self.worker.thinking:
            raise SeatRefused(power, None)
        return self.game.seat(power)

    def _resolving(self) -> bool:
        return self.window.is_resolving()

    def retranslate(self) -> None:
        w = self.window
        if self.worker.thinking:
            text = self.tr("&Submit orders")
        elif self._resolving():
            text = self.tr("&Show the result")
        elif w.review is not None:
            text = fill(self.tr("&Continue to {phase}"), phase=phase_text(self.game.position.phase))
        else:
            text = self.tr("&Submit orders")
        set_action_text(self.proceed_action, text)
        self.proceed_action.setEnabled(not self.worker.thinking)
        set_action_text(self.card_action, self.tr("Practice &scorecard"))
        set_action_text(self.help_action, self.tr("&Beginner's help (count my orders, warn of likely mistakes)"))
        self.card_action.setEnabled(bool(self.practice.scorecards()))
        self.card_action.setVisible(self.practice.has_scorecards)
        self._update_banner()

    def detach(self) -> None:
        """Give the window back for another game (File > New / Open / Sandbox)."""
        w = self.window
        self.worker.cancel()  # a closed game: the bots stop, and nothing they say is applied
        self.thinking_bar.remove()
        w.playback.finished.disconnect(self._board_settled)
        w.set_seat_source(None)
        w.set_practice_actions(True)
        for dialog in self.scorecards:
            dialog.close()
        w.set_beginner_help(False)
        w.remove_flow_actions((self.proceed_action, self.card_action, self.help_action))
        for action in (self.proceed_action, self.card_action, self.help_action):
            action.deleteLater()
        w.hide_banner()
        w.limit_powers(None)
        self.deleteLater()

    # -- the flow ------------------------------------------------------------------------

    def _help_toggled(self, on: bool) -> None:
        remember_help(PRACTICE, on)
        self.window.set_beginner_help(on)

    def start(self) -> None:
        """Begin (or go on, in a reopened game) at whatever the game waits for."""
        self.window.set_beginner_help(self.help_action.isChecked())
        self.window.limit_powers([self.practice.power])
        self._open_phase()

    def _open_phase(self) -> None:
        w = self.window
        if self.game.is_over:
            self._update_banner()
            return
        seat = self.game.seat(self.practice.power)
        opening = self.practice.opening_orders()
        if opening and not seat.orders() and not self.game.history:
            seat.set_orders(opening)
        w.set_power_on_move(self.practice.power)
        self.retranslate()
        if not self.practice.player_must_order():
            self._play()

    def proceed(self) -> None:
        """Ctrl+Return: submit the player's orders; while the phase resolves, show its end at once;
        continue after the results."""
        if self.worker.thinking:
            return
        if self._resolving():
            self.window.show_result_now()
        elif self.window.review is not None:
            self.continue_game()
        else:
            self.submit()

    def _missing_note(self) -> str:
        """The units left without an order, by name, and (with beginner's help) the likely mistakes
        the order panel listed, or in an adjustment phase the builds or removals left: repeated
        where the player decides to submit. Empty when there is nothing to ask about."""
        g, power = self.game, self.practice.power
        pos = g.position
        orders = g.seat(power).orders()
        if pos.phase.kind in (MOVEMENT, RETREATS):
            lines = submit_warnings(pos, power, orders, g.map, doubts=self.help_action.isChecked())
            if not lines:
                return ""
            return "\n".join("\u2022 " + line for line in lines) + "\n\n" + self.tr("Submit anyway?")
        left = abs(adjustments_left(pos, power, orders, g.map))
        if not left:
            return ""
        return fill(self.tr("Units or adjustments without an order: {n}. Units hold, retreats disband and the "
                            "rules choose removals. Submit anyway?"), n=str(left))

    def submit(self) -> None:
        if self.game.is_over or self.window.review is not None or self.worker.thinking:
            return
        note = self._missing_note() if self.practice.player_must_order() else ""
        if note and not self.prompts.confirm(self.tr("Submit orders"), note, self.tr("Submit"),
                                             self.tr("Keep ordering")):
            return
        self._play()

    def _play(self) -> None:
        """The player's orders are handed in; the bots think on the worker thread, from the public
        position only; their answers come back to :meth:`_bots_answered`."""
        if self.game.is_over or self.worker.thinking:
            return
        p = self.practice
        if p.player_must_order() and not self.game.has_submitted(p.power):
            self.game.seat(p.power).submit()
        tasks = p.bots.tasks()
        if not tasks:
            self._judge()
            return
        self._progress = (0, len(tasks))
        self.worker.start(tasks, p.bots.answer)
        self.retranslate()

    def _bots_progress(self, done: int, total: int) -> None:
        self._progress = (done, total)
        self._update_banner()

    def _bots_answered(self, answers: BotAnswers) -> None:
        """Back from the worker: the bots' orders into their seats, then the phase is judged."""
        self._progress = None
        self.thinking_bar.hide()
        failed = list(answers.failed)
        for power, orders in answers.orders.items():
            try:
                self.practice.bots.give(power, orders)
            except GameOver:
                return
            except (OrderRejected, SeatRefused, ValueError):  # an order the engine refuses: the unit holds
                self.game.seat(power).submit([])
                failed.append(power)
        if failed:
            self.prompts.warn(self.tr("Practice"), fill(self.tr(
                "The bot playing {powers} could not give its orders this phase; its units hold."),
                powers=", ".join(power_name(p) for p in failed)))
        self._judge()

    def _judge(self) -> None:
        w = self.window
        try:
            resolution = self.practice.play()  # everyone has submitted: this judges the phase
        except (GameOver, RuntimeError) as exc:
            self.prompts.warn(self.tr("Practice"), str(exc))
            return
        w.forget_undo([self.practice.power])
        self._pending_cards += self.practice.due_scorecards()
        w.show_results(resolution)
        self._on_change()
        self.retranslate()
        if not self._resolving():
            self._board_settled()

    def _board_settled(self) -> None:
        """The board has shown the judged phase: now the due scorecards may open."""
        self.retranslate()
        cards, self._pending_cards = self._pending_cards, []
        for card in cards:
            self.show_scorecard(card)

    def continue_game(self) -> None:
        w = self.window
        if w.review is None:
            return
        w.leave_review(next_phase=True)
        self._open_phase()

    def show_scorecard(self, card: Scorecard) -> ScorecardDialog:
        dialog = ScorecardDialog(card, self.window)
        self.scorecards.append(dialog)
        dialog.show()
        self.retranslate()
        return dialog

    def show_latest_scorecard(self) -> ScorecardDialog | None:
        """Game > Practice scorecard: the latest card the game has reached (also after reopening)."""
        cards = self.practice.scorecards()
        return self.show_scorecard(cards[-1]) if cards else None

    def _update_banner(self) -> None:
        w = self.window
        p = self.practice
        if p.has_scorecards:
            who = fill(self.tr("{power} against six {level} bots"), power=power_name(p.power),
                       level=level_name(p.setup.level))
        else:
            who = fill(self.tr("{game}: {power} against one {level} bot"), game=scenario_title(p.setup.scenario),
                       power=power_name(p.power), level=level_name(p.setup.level))
        if self.game.is_over:
            text, style = who + " — " + self.tr("the game is over."), RESULTS_STYLE
        elif self.worker.thinking and self._progress is not None:
            thinking = fill(self.tr("Bots are thinking: {done} of {total}"), done=str(self._progress[0]),
                            total=str(self._progress[1]))
            self.thinking_bar.show_progress(thinking, *self._progress)
            text, style = who + " — " + thinking, BANNER_STYLE
        elif self._resolving() and w.review is not None:
            text = who + " — " + fill(self.tr("every order revealed: {phase} resolves on the board. Ctrl+Return "
                                              "shows the result at once."), phase=phase_text(w.review.phase))
            style = RESULTS_STYLE
        elif w.review is not None:
            text = who + " — " + fill(self.tr("results of {phase}, every power's orders shown. Ctrl+Return: "
                                              "continue."), phase=phase_text(w.review.phase))
            style = RESULTS_STYLE
        elif p.has_scorecards:
            text = who + " — " + fill(self.tr("{phase}: your orders, then Submit (Ctrl+Return); the bots order "
                                              "then."), phase=phase_text(self.game.position.phase))
            style = BANNER_STYLE
        else:
            text = who + " — " + fill(self.tr("{phase}: your orders, then Submit (Ctrl+Return); the bot orders "
                                              "then."), phase=phase_text(self.game.position.phase))
            style = BANNER_STYLE
        w.show_banner(text, style)
