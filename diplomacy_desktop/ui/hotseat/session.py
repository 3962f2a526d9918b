"""The hot-seat game on the board window: the coordinator of its flows.

One computer passes from player to player. The session drives the board window through four
stages, read from the window's :class:`~diplomacy_desktop.ui.modes.BoardMode` (the one owner
of what the board shows: curtain, turn, results, history), never kept here as flags of its own:

* ``CURTAIN``: "Pass the computer to Ana (France)". The board and the order dock are hidden,
  no power is on move, and no undo stack is active, so nothing of anyone's orders can be seen.
* ``TURN``: the player (after their PIN, if they set one) orders their own powers only.
* ``RESULTS``: every order revealed and judged, on the board and in the results list.
* ``OVER``: the game has ended; history stays open.

Each step of the evening is a flow of its own, in a module named after it: a player's turn
behind the curtain (:mod:`.turns`), the bots' turn (:mod:`.bot_turns`), the reveal and the end
(:mod:`.results`), the draw vote (:mod:`.draw_vote`) and history (:mod:`.history`); the admitted
player's seats and the PIN dialogs (:mod:`.seats`), the autosave (:mod:`.saving`), the curtain
page and banner (:mod:`.screen`) and the menu actions (:mod:`.table_actions`) are shared by
them. They reach the window only through :class:`~.window_face.WindowFace`. This class builds
them, hands the table from one to the next (:class:`~.steps.Steps`), and is what the rest of the
application holds: :mod:`ui.game_files` starts, retranslates and detaches it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar

from ...bots.seats import BotSeats
from ...engine.adjudicator import Resolution
from ...engine.game import Game, Seat
from ..bot_worker import BotWorker, ThinkingBar
from ..prompts import Prompts
from .bot_turns import BotTurns
from .curtain import Curtain, SubmissionStrip
from .draw_vote import DrawVote
from .history import HistoryBrowser
from .new_game_dialog import bot_text
from .results import ResultsStep
from .saving import AutosaveKeeper
from .screen import TableScreen
from .seats import SeatKeeper
from .stage import Purpose, Stage, TableStage
from .steps import TableParts
from .table_actions import TableActions
from .turns import TurnFlow
from .window_face import WindowFace

if TYPE_CHECKING:  # only the type: the window module does not import the hot-seat flow
    from ..main_window import MainWindow

class HotseatSession(QObject):
    """A hot-seat game on the window, from the first curtain to the end (see the module)."""

    def __init__(self, window: MainWindow, prompts: Prompts, *, on_change: Callable[[], None] | None = None,
                 autosave: Callable[[Game], int | None] | None = None) -> None:
        super().__init__(window)
        self.face = WindowFace(window)
        self.prompts = prompts
        self.where = TableStage(self.face)
        self.seats = SeatKeeper(self.face, prompts, self)
        self.saving = AutosaveKeeper(self.face, self, on_change=on_change, autosave=autosave)
        self.screen = TableScreen(self.face, self.seats.admit, self)
        table = TableParts(self.face, prompts, self.where, self.seats, self.saving, self.screen, self)
        self.bot_turns = BotTurns(table, self)
        self.turns = TurnFlow(table, self)
        self.results = ResultsStep(table, self)
        self.draws = DrawVote(table, self)
        self.history = HistoryBrowser(table, self)

        self.face.route_seats(self.seats.seat_for)
        curtain = self.screen.curtain
        curtain.confirmed.connect(self.turns.confirmed)
        curtain.cancelled.connect(self.turns.cancelled)
        curtain.reopenRequested.connect(self.reopen)
        curtain.absentRequested.connect(self.turns.put_in_civil_disorder)
        curtain.forgotPinRequested.connect(self.turns.forgot_pin)

        self.table_actions = TableActions(self.face, self.where, self.seats, self.screen, {
            "proceed": self.proceed, "reopen": self.reopen, "draw": self.propose_draw,
            "history_back": lambda: self.step_history(-1), "history_forward": lambda: self.step_history(+1),
            "history_now": self.history_now}, self)
        self.screen.mount_toolbar(self.actions["proceed"])
        self.face.watch_playback(self.results.results_banner)
        self.face.hide_practice_actions()  # they would judge everyone's orders at once: not at this table
        self.retranslate()

    # -- what the rest of the application (and the tests) reach --------------------------

    @property
    def game(self) -> Game:
        return self.face.game

    @property
    def stage(self) -> Stage:
        return self.where.stage

    @property
    def purpose(self) -> Purpose:
        return self.where.purpose

    @property
    def player(self) -> str:
        return self.where.player

    @property
    def history_index(self) -> int | None:
        return self.where.history_index

    @property
    def curtain(self) -> Curtain:
        return self.screen.curtain

    @property
    def strip(self) -> SubmissionStrip:
        return self.screen.strip

    @property
    def toolbar(self) -> QToolBar:
        return self.screen.toolbar

    @property
    def actions(self) -> dict[str, QAction]:
        return self.table_actions.actions

    @property
    def bots(self) -> BotSeats | None:
        """The bots at this table (None when every power has a player or is neutral)."""
        return self.bot_turns.bots

    @property
    def worker(self) -> BotWorker:
        return self.bot_turns.worker

    @property
    def thinking_bar(self) -> ThinkingBar:
        return self.bot_turns.thinking_bar

    def seat_for(self, power: str) -> Seat:
        """A seat of the admitted player only (SeatRefused for anyone else's power, or between turns)."""
        return self.seats.seat_for(power)

    def start(self) -> None:
        """Begin (or resume) the game at whatever it is waiting for; then, over the curtain, name
        anyone whose sealed orders were found damaged in the file."""
        if self.game.is_over:
            self.show_over()
        else:
            self.next_step()
        self.seats.tell_damaged()

    def proceed(self) -> None:
        """Ctrl+Return: submit during a turn; while the phase resolves on the board, show its end
        at once; continue after the results."""
        if self.history_index is not None:
            return
        if self.stage in (Stage.RESULTS, Stage.OVER) and self.face.resolving():
            self.face.skip_playback()
            return
        if self.stage == Stage.TURN:
            self.submit()
        elif self.stage == Stage.RESULTS and not self.game.is_over:
            self.continue_game()

    def submit(self) -> None:
        self.turns.submit()

    def continue_game(self) -> None:
        self.results.continue_game()

    def reopen(self) -> None:
        """A player who submitted wants their orders back (PIN again) before the last submission."""
        self.turns.reopen()

    def put_in_civil_disorder(self, player: str) -> None:
        self.turns.put_in_civil_disorder(player)

    def forgot_pin(self, player: str) -> None:
        self.turns.forgot_pin(player)

    def propose_draw(self) -> None:
        self.draws.propose()

    def step_history(self, delta: int) -> None:
        self.history.step(delta)

    def history_now(self) -> None:
        self.history.back_to_game()

    def result_text(self) -> str:
        return self.results.result_text()

    def saved(self, revision: int) -> None:
        """The autosave of ``revision`` is on disk, and so is every submission it holds."""
        if self.saving.saved(revision):
            self.refresh_strip()

    def cancel_bots(self) -> None:
        """Stop the bots thinking (the game is closed or the application quits)."""
        self.bot_turns.cancel()

    def retranslate(self) -> None:
        self.table_actions.retranslate()
        hint = self.tr("Left/Right: look back at past phases. Game menu: propose a draw.")
        if self.bots is not None:  # who else is at the table, though nobody passes them the computer
            hint += "\n" + self.tr("Bots play {powers}.").format(
                powers=", ".join(bot_text(p, level) for p, level in self.bots.levels.items()))
        self.screen.retranslate(hint)
        self.update_actions()
        self._say_again()

    def _say_again(self) -> None:
        """After a language switch: the banner, the curtain, the players' status and the status
        bar of the screen now up, in the new language (the board window does the rest)."""
        stage, player = self.stage, self.player
        if self.history_index is not None:
            self.history.texts(self.history_index)
        elif stage == Stage.CURTAIN and player:
            typed = self.curtain.pin.text()  # a PIN half typed survives the switch
            self.turns.curtain_texts(player, self.purpose)
            self.curtain.pin.setText(typed)
            self.face.say(self.turns.waiting_text(player))
        elif stage == Stage.TURN and player:
            self.turns.turn_banner(player)
        elif stage == Stage.RESULTS:
            self.results.results_banner()
        elif stage == Stage.OVER:
            self.results.over_texts()
        self.refresh_strip()

    def detach(self) -> None:
        """Give the window back for another game (File > New / Open)."""
        self.cancel_bots()
        self.thinking_bar.remove()
        self.seats.dismiss()
        self.face.open_seats()
        self.face.unwatch_playback(self.results.results_banner)
        self.face.restore_practice_actions()
        self.table_actions.remove()
        self.screen.remove()
        self.face.set_beginner_help(False)
        self.face.enable_order_entry(True)
        self.deleteLater()

    # -- the steps the flows ask of each other (steps.Steps) ------------------------------

    @property
    def thinking(self) -> bool:
        return self.bot_turns.thinking

    def next_step(self) -> None:
        """After a submission or Continue: the next player's curtain, or the reveal."""
        if self.game.is_over:
            self.show_over()
            return
        waiting = self.game.players_to_act()
        if waiting:
            self.raise_curtain(waiting[0], Purpose.TURN)
        elif self.bot_turns.waiting():
            self.bot_turns.act()  # the reveal follows when they have answered
        else:
            self.reveal()

    def raise_curtain(self, player: str, purpose: Purpose) -> None:
        self.turns.raise_curtain(player, purpose)

    def reveal(self) -> None:
        self.results.reveal()

    def show_results(self, resolution: Resolution) -> None:
        self.results.show_results(resolution)

    def show_over(self) -> None:
        self.results.show_over()

    def show_thinking(self) -> None:
        self.bot_turns.show()

    def vote(self, player: str) -> None:
        self.draws.vote(player)

    def update_actions(self) -> None:
        self.table_actions.update(self.thinking)

    def refresh_strip(self) -> None:
        self.screen.refresh_strip(self.seats.status(), self.seats.absent_players(), self.saving.saving())
