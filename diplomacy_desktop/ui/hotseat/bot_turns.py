"""The bots' turn at a hot-seat table: after the last player submits, before the reveal.

Bots (``Table.bots``) have no curtain and no turn: when the last player has submitted, each bot
the phase waits for gives its orders from the public position through its own seat
(``Game.bot_seat``), and the phase is judged as soon as they have, so their orders are revealed
with everyone's. They think on a worker thread (``ui/bot_worker.py``): meanwhile the board shows
the public position, the status bar counts the bots, and history, zoom and the menus work.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...bots.seats import BotSeats
from ...engine.game import Game, GameOver, OrderRejected, SeatRefused
from ..bot_worker import BotAnswers, BotWorker, ThinkingBar
from ..modes import Ordering
from ..names import power_name
from .steps import TableParts


class BotTurns(QObject):
    """The bots at this table, thinking on a worker while the window stays free."""

    def __init__(self, parts: TableParts, parent: QObject) -> None:
        super().__init__(parent)
        self._t = parts
        game = parts.face.game
        self.bots: BotSeats | None = None
        """The bots at this table (None when every power has a player or is neutral)."""
        if game.table is not None and game.table.bots:
            self.bots = BotSeats(game, {b.power: b.level for b in game.table.bots}, game.table.bot_seed)
        self.thinking = False
        """The bots are thinking on the worker (the reveal waits for them; nothing to submit)."""
        self._progress = (0, 0)
        """Bots answered, bots asked (for the status bar)."""
        self.worker = BotWorker(self)
        self.worker.progress.connect(self.thinking_text)
        self.worker.finished.connect(self._answered)
        self.thinking_bar = ThinkingBar(parts.face.status_bar())

    @property
    def _game(self) -> Game:
        return self._t.face.game

    def waiting(self) -> bool:
        """Some bot still owes this phase its orders."""
        return self.bots is not None and bool(self.bots.waiting())

    def act(self) -> None:
        """Every player has submitted: the bots think on a worker thread from the public position
        only, while the board shows that position and the window stays free for menus, zoom and
        history; their answers go into their own seats and the phase is revealed. A quit or
        another game cancels them, and a late answer is dropped."""
        assert self.bots is not None
        tasks = self.bots.tasks()
        self.thinking = True
        self._progress = (0, len(tasks))
        self.show()
        self.worker.start(tasks, self.bots.answer)

    def show(self) -> None:
        """The public position on the board, nobody on move, while the bots think."""
        t = self._t
        t.screen.hide_everything()
        t.face.mode.set(Ordering("", ""))  # between turns: nobody's orders on the board
        t.screen.show_board()
        t.steps.update_actions()
        self.thinking_text(*self._progress)

    def thinking_text(self, done: int, total: int) -> None:
        """The progress, in the status bar and (unless a past phase is looked at) the banner."""
        self._progress = (done, total)
        text = self.tr("Bots are thinking: {done} of {total}").format(done=done, total=total)
        if self._t.where.history_index is None:
            self._t.screen.banner("results", text)
        self.thinking_bar.show_progress(text, done, total)

    def _answered(self, answers: BotAnswers) -> None:
        """The bots' orders, back from the worker: into their seats, then the reveal."""
        self.thinking = False
        self.thinking_bar.hide()
        bots = self.bots
        if bots is None:
            return
        for power, orders in answers.orders.items():
            try:
                bots.give(power, orders, self._game.bot_seat)
            except GameOver:
                return
            except (OrderRejected, SeatRefused, ValueError):  # an order the engine refuses: it holds
                self._game.bot_seat(power).submit([])
                answers = BotAnswers(answers.ticket, answers.orders, answers.failed + (power,))
        if answers.failed:
            self._t.prompts.warn(self.tr("Bots"), self.tr(
                "The bot playing {powers} could not give its orders this phase; its units hold.").format(
                powers=", ".join(power_name(p) for p in answers.failed)))
        self._t.steps.reveal()

    def cancel(self) -> None:
        """Stop the bots thinking (the game is closed or the application quits)."""
        self.thinking = False
        self.worker.cancel()
        self.thinking_bar.hide()
