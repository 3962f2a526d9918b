"""What the hot-seat table adds to the board window: the curtain page, the turn toolbar, the banner.

Every flow puts the window into one of two looks: the board (dock, toolbars, banner) or the
curtain (nothing private anywhere). They are written once here, so no flow can forget one of
the traces a player's turn leaves (hover, selection, zoom, typed text, undo history).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QToolBar

from .curtain import Curtain, SubmissionStrip

if TYPE_CHECKING:
    from .window_face import WindowFace

BANNER_STYLES = {
    "turn": "background: #e3eef9; color: #10243a; padding: 6px 10px; font-weight: bold;",
    "results": "background: #e6f2e6; color: #12331a; padding: 6px 10px; font-weight: bold;",
    "history": "background: #f7e3b0; color: #3b2a00; padding: 6px 10px; font-weight: bold;",
    "over": "background: #23313f; color: #f4f1ea; padding: 8px 10px; font-weight: bold;",
}


class TableScreen(QObject):
    """The curtain, the turn toolbar with its submission strip, and the two looks of the window."""

    def __init__(self, face: WindowFace, admit: Callable[[str, str], bool], parent: QObject) -> None:
        super().__init__(parent)
        self._face = face
        self.curtain = Curtain(admit)
        self.curtain.setObjectName("curtain")
        face.add_page(self.curtain)
        self.strip = SubmissionStrip()
        self.toolbar = QToolBar(face.owner)
        self.toolbar.setObjectName("hotseatToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._strip_action: QAction | None = None

    def mount_toolbar(self, proceed: QAction) -> None:
        """The turn toolbar: Submit/Continue, then the players' status, into the window."""
        self.toolbar.addAction(proceed)
        self.toolbar.addSeparator()
        self._strip_action = self.toolbar.addWidget(self.strip)  # a toolbar shows/hides its widgets by action
        self._face.add_toolbar(self.toolbar)

    def retranslate(self, hint: str) -> None:
        self.toolbar.setWindowTitle(self.tr("Turn"))
        self.curtain.hint.setText(hint)

    def show_strip(self, visible: bool) -> None:
        """The toolbar's status strip: during a turn (the curtain has its own)."""
        if self._strip_action is not None:
            self._strip_action.setVisible(visible)

    def refresh_strip(self, status: list[tuple[str, bool]], absent: list[str], saving: list[str]) -> None:
        """The strips of the toolbar and the curtain: a submission shows as in once it is on disk."""
        self.strip.show_status(status, absent, saving)
        self.curtain.strip.show_status(status, absent, saving)

    def banner(self, kind: str, text: str) -> None:
        self._face.show_banner(BANNER_STYLES[kind], text)

    def show_toolbars(self, visible: bool) -> None:
        """The curtain has its own strip; order tools are meaningless (and distracting) behind it."""
        self._face.show_main_toolbar(visible)
        self.toolbar.setVisible(visible)

    def show_board(self) -> None:
        """The board page with the order dock and the toolbars."""
        self._face.show_board_page()
        self.show_toolbars(True)

    def hide_everything(self) -> None:
        """Nothing private anywhere: no power on move, no drawn orders, no undo history, no board,
        and no trace of the last player's input (hover, selection, zoom, typed text)."""
        face = self._face
        if face.in_review:
            face.leave_review()
        face.limit_powers([])
        face.clear_traces()
        face.show_game_position()
        face.show_page(self.curtain)
        self.show_toolbars(False)

    def remove(self) -> None:
        """Out of the window (the session gives it back for another game)."""
        face = self._face
        self.show_toolbars(True)
        face.remove_toolbar(self.toolbar)
        self.toolbar.deleteLater()
        face.remove_page(self.curtain)
        self.curtain.deleteLater()
        face.show_board_page()
        face.hide_banner()
