"""The reveal and what follows it: every order judged on the board, Continue, and the end.

When the last order is in, every order is opened at once and the phase judged; the board
plays it out and the banner says what comes next only once it has (the next phase would give
the outcome away). A scenario's coin toss (the 1914 game) is announced here, naming the power
the variant file gives away. The end of the game is announced once; history stays open.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.adjudicator import Resolution
from ...engine.game import Game, GameOver, OrdersLocked
from ...engine.history import DRAW, END_YEAR, VICTORY
from ..names import phase_text, power_name
from .stage import Purpose, Stage
from .steps import TableParts


class ResultsStep(QObject):
    """The reveal, the results of a phase, Continue, and the end of the game."""

    def __init__(self, parts: TableParts, parent: QObject) -> None:
        super().__init__(parent)
        self._t = parts
        self._announced = False
        """The end of the game was announced (once is enough)."""

    @property
    def _game(self) -> Game:
        return self._t.face.game

    # -- the reveal ----------------------------------------------------------------------------

    def reveal(self) -> None:
        """Everyone submitted: open all orders at once and judge the phase."""
        t = self._t
        tossed_before = self._game.coin_toss
        try:
            resolution = self._game.adjudicate()
        except OrdersLocked as exc:
            t.steps.raise_curtain(exc.players[0], Purpose.UNLOCK)
            return
        except (GameOver, RuntimeError) as exc:
            t.prompts.warn(self.tr("Adjudication"), str(exc))
            return
        t.saving.new_phase()  # the judged phase goes into the autosave below
        t.saving.autosave()
        t.saving.changed()
        self.show_results(resolution)
        if self._game.coin_toss is not None and tossed_before is None:
            t.prompts.inform(self.tr("Coin toss"), self.coin_toss_text(resolution))

    def coin_toss_text(self, resolution: Resolution) -> str:
        """The toss after the first Fall: which power the coin gave (as the variant file names it),
        to whom, and from when they order it."""
        rules = self._game.scenario_rules
        assert rules is not None and rules.coin_toss is not None  # only a scenario with a toss tosses
        return self.tr(
            "The coin has been tossed: {power} joins {player}. From Spring {year} {player} orders the units "
            "of {power}, and the provinces of {power} may be entered.").format(
            power=power_name(rules.coin_toss), player=self._game.coin_toss, year=resolution.phase.year + 1)

    def show_results(self, resolution: Resolution) -> None:
        t = self._t
        t.screen.hide_everything()
        t.screen.show_board()
        t.face.show_results(resolution)
        if self._game.is_over:
            self.show_over()
            return
        self.results_banner()

    def results_banner(self) -> None:
        """While the phase resolves, what is happening; after it, what comes next (not before:
        the next phase would give the outcome away)."""
        t = self._t
        if t.where.stage != Stage.RESULTS or t.where.history_index is not None or not self._game.history:
            return
        resolution = self._game.history[-1].resolution
        if t.face.resolving():
            t.screen.banner("results", self.tr("Every order revealed: {phase} resolves on the board. "
                                               "Ctrl+Return shows the result at once.").format(
                phase=phase_text(resolution.phase)))
        else:
            t.screen.banner("results", self.tr(
                "Results of {phase}: every order revealed. Continue (Ctrl+Return) to {next}.").format(
                phase=phase_text(resolution.phase), next=phase_text(self._game.position.phase)))
        t.steps.update_actions()

    def continue_game(self) -> None:
        t = self._t
        if t.where.stage != Stage.RESULTS or t.where.history_index is not None:
            return
        t.face.leave_review_for_next_phase()
        t.steps.next_step()

    # -- the end -------------------------------------------------------------------------------

    def result_text(self) -> str:
        result = self._game.result
        if result is None:
            return ""
        winners = ", ".join(self._t.seats.with_player(p) for p in result.winners)
        best = max(result.centres.values(), default=0)
        if result.kind == VICTORY:
            return self.tr("{winners} won with %n supply centres.", "", best).replace("{winners}", winners)
        if result.kind == DRAW:
            return self.tr("Draw agreed by every surviving player: {winners}.").format(winners=winners)
        if result.kind == END_YEAR:
            return self.tr("The agreed last year is over. Most supply centres ({n}): {winners}.").format(
                winners=winners, n=best)
        return winners

    def show_over(self) -> None:
        """The ending, announced once; the board keeps the last results (or the final position)."""
        t = self._t
        face = t.face
        face.limit_powers([])
        face.clear_power_on_move()
        if face.mode.results_shown and self._game.history:
            face.show_results(self._game.history[-1].resolution)
        else:
            if face.in_review:
                face.leave_review()
            face.show_game_position()
        t.screen.show_board()
        self.over_texts()
        t.steps.refresh_strip()
        t.steps.update_actions()
        if not self._announced:
            self._announced = True
            t.prompts.inform(self.tr("The game is over"), self.result_text())

    def over_texts(self) -> None:
        text = self.tr("The game is over. {result}").format(result=self.result_text())
        self._t.screen.banner("over", text + " " + self.tr("Left/Right: look back through the game."))
        self._t.face.say(text)

