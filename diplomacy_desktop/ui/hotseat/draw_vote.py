"""The draw vote: every surviving player asked in private, the game ends only if all agree.

Everyone is asked whatever the earlier answers were, each behind their own curtain, and only
the outcome is shown, so neither the order of the curtains nor their number tells the room who
refused. Bots agree to any draw the players agree to (docs/hotseat.md says why).
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.draw_ballot import DrawBallot
from ...engine.game import Game, GameOver
from .stage import Purpose, Stage
from .steps import TableParts


class DrawVote(QObject):
    """A proposal, the private votes one curtain after another, and the outcome."""

    def __init__(self, parts: TableParts, parent: QObject) -> None:
        super().__init__(parent)
        self._t = parts
        self._voters: list[str] = []
        """Players still to vote on the draw being asked (empty when no vote is under way)."""
        self._ballot: DrawBallot | None = None
        """The vote itself (what the board shows meanwhile is the mode's draw curtain)."""
        self._return_to = Stage.CURTAIN
        """Where the table goes back to when the players did not all agree."""

    @property
    def _game(self) -> Game:
        return self._t.face.game

    def propose(self) -> None:
        """Ask every surviving player in private; the game ends only if all agree."""
        t = self._t
        g = self._game
        if t.where.history_index is not None or g.is_over or g.table is None or t.steps.thinking:
            return
        if not (t.where.stage == Stage.RESULTS or t.where.at_turn_curtain()):
            return
        voters = [p.name for p in g.table.players if t.seats.player_powers(p.name)]
        text = self.tr("Each surviving player will be asked in private. The game ends in a draw only if "
                       "everyone agrees; who refused is not shown.")
        if any(p in g.bot_powers() for p in g.surviving_powers()):
            text += " " + self.tr("The bots agree to any draw the players agree to.")
        if not voters or not t.prompts.confirm(self.tr("Propose a draw"), text):
            return
        self._ballot = g.draw_ballot()
        self._return_to = t.where.stage
        self._voters = voters
        t.steps.raise_curtain(self._voters.pop(0), Purpose.DRAW)

    def vote(self, player: str) -> None:
        """``player`` is at the keyboard behind their curtain: their vote, then the next voter."""
        t = self._t
        g = self._game
        ballot = self._ballot
        if ballot is None:
            return
        survivors = ", ".join(t.seats.with_player(p) for p in ballot.powers)
        agree = t.prompts.confirm(
            self.tr("Draw vote"),
            self.tr("{player}, do you agree to end the game in a draw shared by {survivors}?").format(
                player=player, survivors=survivors),
            self.tr("Agree to the draw"), self.tr("Refuse"))
        for power in t.seats.player_powers(player):
            if power in ballot.waiting():
                ballot.cast(power, agree)
        if self._voters:  # the next voter whatever this one said: the curtains tell nothing
            t.steps.raise_curtain(self._voters.pop(0), Purpose.DRAW)
            return
        for power in ballot.waiting():  # the bots: the players decide how their evening ends
            if power in g.bot_powers():
                ballot.cast(power, True)
        self._ballot = None
        try:
            ended = g.settle_draw(ballot)
        except GameOver:
            ended = True
        except ValueError as exc:  # survivors changed under the vote: say so, nobody's vote shown
            t.prompts.warn(self.tr("Draw vote"), str(exc))
            ended = False
        if ended:
            t.saving.autosave()
            t.saving.changed()
            t.steps.show_over()
            return
        t.prompts.inform(self.tr("No draw"), self.tr("Not every player agreed to a draw. The game goes on."))
        self._resume()

    def _resume(self) -> None:
        """Back to where the vote was proposed: the results, or the next curtain."""
        if self._return_to == Stage.RESULTS and self._game.history:
            self._t.steps.show_results(self._game.history[-1].resolution)
        else:
            self._t.steps.next_step()
