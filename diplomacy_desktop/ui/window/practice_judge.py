"""Judging on the board window when every power is ordered at this keyboard (the free game and
the sandbox): Adjudicate, Continue, and taking the last judgement back.

A flow with turns of its own (hot-seat, practice against bots) hides these actions while it runs
(``BoardFace.set_practice_actions``) and judges its own way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication

from ...engine.game import Game, GameOver
from ...engine.position import RETREATS
from ..actions import set_action_text
from ..modes import Playback
from ..names import phase_text
from ..template import fill

if TYPE_CHECKING:
    from ...engine.adjudicator import Resolution
    from .face import BoardFace

translate = QCoreApplication.translate


class PracticeJudge:
    """Adjudicate / Show the result / Continue (Ctrl+Return), and Take back (Ctrl+Backspace)."""

    def __init__(self, window: BoardFace) -> None:
        self.window = window

    def update_adjudicate_text(self) -> None:
        """The Adjudicate action names what Ctrl+Return does now; Take back is offered only when
        there is a practice phase to take back."""
        w = self.window
        action = w.action("adjudicate")
        if isinstance(w.mode.state, Playback) and not w.playback.is_done():
            set_action_text(action, translate("MainWindow", "&Show the result"))
        elif w.review is not None:
            set_action_text(action, fill(translate("MainWindow", "&Continue to {phase}"),
                                         phase=phase_text(w.game.position.phase)))
        else:
            set_action_text(action, translate("MainWindow", "&Adjudicate"))
        action.setEnabled(not w.game.is_over or w.review is not None)
        game = w.game  # Take back: a practice game with a phase played, nowhere else
        w.set_action_enabled("take_back", game.table is None and bool(game.history) and not game.is_over
                             and game.practice is None)

    def adjudicate_or_continue(self) -> None:
        """Ctrl+Return: judge; while the phase plays, show its end; then continue."""
        w = self.window
        if isinstance(w.mode.state, Playback) and not w.playback.is_done():
            w.playback.skip_to_end()
        elif w.review is not None:
            self.continue_to_next_phase()
        else:
            self.adjudicate()

    def missing_orders(self) -> int:
        """Units (or builds and removals) of the powers to play that have no order yet."""
        from ...engine.legal import adjustments_left, missing_orders  # (first used when judging)

        w = self.window
        pos, game_map = w.game.position, w.game.map
        missing = 0
        for power in w.game.required_powers():
            orders = w.pending_orders(power)
            missing += len(missing_orders(pos, power, orders, game_map))
            missing += abs(adjustments_left(pos, power, orders, game_map))
        return missing

    def adjudicate(self) -> Resolution | None:
        """Judge everyone's current orders (missing ones default) and show the results. With
        orders missing, the player is asked first (when the window has its File menu's dialogs)."""
        w = self.window
        if w.game.is_over:
            return None
        missing = self.missing_orders()
        prompts = w.files.prompts if w.files is not None else None
        if missing and prompts is not None and not prompts.confirm(
                translate("MainWindow", "Adjudicate"),
                translate("MainWindow", "Units or adjustments without an order: {n}. Units hold, retreats disband "
                                        "and the rules choose removals. Judge the phase anyway?").format(n=missing),
                translate("MainWindow", "Judge"), translate("MainWindow", "Keep ordering")):
            return None
        w.controller.submit_all()
        try:
            resolution = w.game.adjudicate(force=True)
        except GameOver:
            return None
        w.show_results(resolution)
        return resolution

    def take_back(self) -> None:
        """Practice: undo the last judgement; its orders come back to be changed."""
        w = self.window
        game = w.game
        if game.table is not None or not game.history or game.is_over:
            w.statusBar().showMessage(translate("MainWindow", "Only a practice game can take back a phase."), 5000)
            return
        last = game.history[-1]
        earlier = Game(game.map, last.position, history=game.history[:-1], end_year=game.end_year,
                       neutral=game.neutral)
        for power, orders in last.orders.items():
            if orders:
                earlier.seat(power).set_orders(orders)
        w.set_game(earlier)
        w.say(lambda: translate("MainWindow", "Back to {phase}: change the orders and judge again.").format(
            phase=phase_text(last.position.phase)), 8000)

    def continue_to_next_phase(self) -> None:
        """From the results to the next phase's orders, with a power that has orders to give."""
        w = self.window
        w.leave_review(next_phase=True)
        power = w.controller.power
        required = w.game.required_powers()
        if required and power not in required:
            power = required[0]
        w.set_power_on_move(power)
        self.update_adjudicate_text()
        if w.game.position.phase.kind == RETREATS:
            w.statusBar().showMessage(w.entry.prompt)
