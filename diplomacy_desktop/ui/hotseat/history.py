"""Looking back at past phases (Left/Right, Esc back to the game) between the players' turns.

History is only reachable outside a player's turn and outside a draw vote, the one time no
pending order is on screen. Stepping through it shows each past phase's position, every order
and its outcome; Esc goes back to whatever was up (a curtain, the results, the bots thinking).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.game import Game
from ..names import phase_text
from .stage import Stage
from .steps import TableParts


class HistoryBrowser(QObject):
    """Past phases on the board, one step at a time, and the way back to the game."""

    def __init__(self, parts: TableParts, parent: QObject) -> None:
        super().__init__(parent)
        self._t = parts

    @property
    def _game(self) -> Game:
        return self._t.face.game

    def _now_index(self) -> int:
        """The history index that means "now": the results on screen are the last phase already."""
        return len(self._game.history) - (1 if self._t.face.mode.results_shown else 0)

    def step(self, delta: int) -> None:
        """Left/Right through past phases: their position, every order and its outcome."""
        where = self._t.where
        if where.stage == Stage.TURN or where.voting() or not self._game.history:
            return
        now = self._now_index()
        viewed = where.history_index
        index = max(0, (now if viewed is None else viewed) + delta)
        if index >= now:
            self.back_to_game()
            return
        if index == viewed:
            return
        self._show(index)

    def _show(self, index: int) -> None:
        t = self._t
        face = t.face
        if t.where.history_index is None:
            face.limit_powers([])
            face.clear_power_on_move()
        record = self._game.history[index]
        # the past phase first, the board page after: the mode keeps what it leaves (a curtain's
        # player and purpose), which Esc comes back to
        face.show_results(record.resolution, record.position, history=index)
        t.screen.show_board()
        face.show_results_tab()
        t.steps.update_actions()  # before the message: disabling order entry clears the status bar
        self.texts(index)

    def texts(self, index: int) -> None:
        """The banner and status bar for the past phase ``index`` (again after a language switch)."""
        record = self._game.history[index]
        text = self.tr("Viewing history: {phase} ({n} of {total}). Left/Right: step, Esc: back to the game."
                       ).format(phase=phase_text(record.position.phase), n=index + 1, total=len(self._game.history))
        self._t.screen.banner("history", text)
        self._t.face.say(text)

    def back_to_game(self) -> None:
        """Esc: back to whatever the table was at."""
        t = self._t
        where = t.where
        if where.history_index is None:
            return
        if t.steps.thinking:  # back to the board the bots are thinking about
            t.steps.show_thinking()
        elif where.stage == Stage.CURTAIN:
            t.steps.raise_curtain(where.player, where.purpose)
        elif where.stage == Stage.RESULTS and self._game.history:
            t.steps.show_results(self._game.history[-1].resolution)
        else:
            t.steps.show_over()
