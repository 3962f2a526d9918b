"""The hot-seat table's menu actions, and when each may be used.

Submit/Continue, "Change submitted orders", "Propose a draw" and the three history steps are
added to the window's Game and View menus for as long as the table plays. Which of them (and of
the window's order actions) is enabled follows from where the table is, worked out in one place
(:meth:`TableActions.update`) after every step, so a key can never reach what the screen hides:
history and draws only outside a player's turn, orders only during it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence

from ..actions import set_action_text
from ..names import phase_text
from ..template import fill
from .stage import Stage
from .window_face import Menu

if TYPE_CHECKING:
    from .screen import TableScreen
    from .seats import SeatKeeper
    from .stage import TableStage
    from .window_face import WindowFace


class TableActions(QObject):
    """The table's actions in the window's menus, enabled as the stage allows."""

    def __init__(self, face: WindowFace, where: TableStage, seats: SeatKeeper, screen: TableScreen,
                 slots: dict[str, Callable[[], None]], parent: QObject) -> None:
        super().__init__(parent)
        self._face = face
        self._where = where
        self._seats = seats
        self._screen = screen
        specs = {
            "proceed": (["Ctrl+Return", "Ctrl+Enter"], Menu.GAME),
            "reopen": ([], Menu.GAME),
            "draw": ([], Menu.GAME),
            "history_back": (["Left"], Menu.VIEW),
            "history_forward": (["Right"], Menu.VIEW),
            "history_now": (["Esc", "End"], Menu.VIEW),
        }
        self.actions: dict[str, QAction] = {}
        face.add_separator(Menu.GAME)
        for name, (keys, menu) in specs.items():
            action = QAction(face.owner)
            action.setObjectName(name)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.triggered.connect(slots[name])
            face.add_action(action, menu)
            self.actions[name] = action

    def retranslate(self) -> None:
        texts = {
            "reopen": self.tr("C&hange submitted orders…"),
            "draw": self.tr("Propose a &draw…"),
            "history_back": self.tr("History: &previous phase"),
            "history_forward": self.tr("History: ne&xt phase"),
            "history_now": self.tr("History: back to the &game"),
        }
        for name, text in texts.items():
            set_action_text(self.actions[name], text)

    def update(self, thinking: bool) -> None:
        """Enable what the stage allows (``thinking``: the bots are, and nothing may be submitted)."""
        a = self.actions
        where = self._where
        game = self._face.game
        stage = where.stage
        viewing = where.history_index is not None
        proceed = a["proceed"]
        if stage == Stage.TURN:
            set_action_text(proceed, self.tr("&Submit orders"))
        elif stage == Stage.RESULTS and not game.is_over and self._face.resolving():
            set_action_text(proceed, self.tr("&Show the result"))
        elif stage == Stage.RESULTS and not game.is_over:
            set_action_text(proceed, fill(self.tr("&Continue to {phase}"), phase=phase_text(game.position.phase)))
        else:
            set_action_text(proceed, self.tr("&Submit orders"))
        proceed.setEnabled(not viewing and not thinking
                           and (stage == Stage.TURN or (stage == Stage.RESULTS and not game.is_over)))
        at_turn_curtain = where.at_turn_curtain() and not thinking
        a["reopen"].setEnabled(at_turn_curtain and not viewing and bool(self._seats.reopenable()))
        a["draw"].setEnabled(not viewing and not game.is_over and (at_turn_curtain or stage == Stage.RESULTS))
        browsing = stage != Stage.TURN and not where.voting() and bool(game.history)
        a["history_back"].setEnabled(browsing)
        a["history_forward"].setEnabled(browsing and viewing)
        a["history_now"].setEnabled(viewing)
        self._face.enable_order_entry(stage == Stage.TURN and not viewing)
        self._screen.show_strip(stage == Stage.TURN)
        self._screen.curtain.set_reopen_available(a["reopen"].isEnabled())

    def remove(self) -> None:
        """Out of the menus (the session gives the window back)."""
        for action in self.actions.values():
            self._face.remove_action(action)
            action.deleteLater()
