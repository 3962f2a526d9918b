"""Where the hot-seat table is: read from the board's mode, never kept as flags of its own.

:class:`~diplomacy_desktop.ui.modes.BoardMode` is the one owner of what the board shows
(a curtain and whose, a player's turn, results, a past phase). Every flow asks
:class:`TableStage` where the table is, so no two flows can disagree about it.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING

from ..modes import Curtain as CurtainMode
from ..modes import Ordering

if TYPE_CHECKING:
    from .window_face import WindowFace


class Stage(Enum):
    CURTAIN = "curtain"
    TURN = "turn"
    RESULTS = "results"
    OVER = "over"


class Purpose(Enum):
    """Why the curtain is up."""

    TURN = "turn"
    REOPEN = "reopen"
    UNLOCK = "unlock"
    DRAW = "draw"


class TableStage:
    """The stage, the curtain's purpose and player, and the past phase looked at, from the mode."""

    def __init__(self, face: WindowFace) -> None:
        self._face = face

    @property
    def stage(self) -> Stage:
        """Curtain, turn, results or the end: from what the board shows (when a past phase is
        looked at, from what it shows once back to the game)."""
        state = self._face.mode.base
        over = self._face.game.is_over
        if isinstance(state, CurtainMode):
            return Stage.CURTAIN
        if isinstance(state, Ordering):
            if state.player:
                return Stage.TURN
            return Stage.OVER if over else Stage.CURTAIN
        return Stage.OVER if over else Stage.RESULTS

    @property
    def purpose(self) -> Purpose:
        """Why the curtain is up (TURN when it is not)."""
        state = self._face.mode.base
        return Purpose(state.purpose) if isinstance(state, CurtainMode) else Purpose.TURN

    @property
    def player(self) -> str:
        """The player the curtain names, or whose turn it is ("" otherwise)."""
        state = self._face.mode.base
        return state.player if isinstance(state, (CurtainMode, Ordering)) else ""

    @property
    def history_index(self) -> int | None:
        """Index into ``game.history`` being viewed, or None for the game now."""
        return self._face.mode.history_index

    def at_turn_curtain(self) -> bool:
        """A player's turn curtain is up (where a draw or a change of orders may be asked)."""
        return self.stage == Stage.CURTAIN and self.purpose == Purpose.TURN

    def voting(self) -> bool:
        """A draw vote is under way: its curtains are up (history waits until it is over)."""
        return self.stage == Stage.CURTAIN and self.purpose == Purpose.DRAW
