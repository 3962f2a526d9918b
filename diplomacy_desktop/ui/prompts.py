"""Every modal question the window asks, behind one replaceable object.

The hot-seat flow and the File menu ask yes/no questions, pick files and show warnings. Keeping
those calls here means the flow itself never blocks on a dialog it created, and tests can hand
in scripted answers instead of chasing modal windows with timers.
"""

from __future__ import annotations

from enum import Enum
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QWidget

if TYPE_CHECKING:  # the dialogs and their modules load when a dialog is first opened, not at start-up
    from .hotseat.new_game_dialog import NewGameSetup

FILE_FILTER_SUFFIX = ".diplomacy.json"


class SaveChoice(Enum):
    SAVE = "save"
    DISCARD = "discard"
    CANCEL = "cancel"


class StartChoice(Enum):
    PRACTICE = "practice"


class Prompts(QObject):
    """Modal dialogs over ``parent``: the real thing, used unless a test replaces it."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        self._parent = parent

    def confirm(self, title: str, text: str, yes: str | None = None, no: str | None = None) -> bool:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(QMessageBox.Icon.Question, title, text, QMessageBox.StandardButton.NoButton, self._parent)
        yes_button = box.addButton(yes or self.tr("Yes"), QMessageBox.ButtonRole.YesRole)
        box.addButton(no or self.tr("No"), QMessageBox.ButtonRole.NoRole)
        box.setDefaultButton(yes_button)
        box.exec()
        return box.clickedButton() is yes_button

    def save_discard_cancel(self, title: str, text: str) -> SaveChoice:
        from PySide6.QtWidgets import QMessageBox

        buttons = (QMessageBox.StandardButton.Save | QMessageBox.StandardButton.Discard
                   | QMessageBox.StandardButton.Cancel)
        answer = QMessageBox.question(self._parent, title, text, buttons, QMessageBox.StandardButton.Save)
        if answer == QMessageBox.StandardButton.Save:
            return SaveChoice.SAVE
        if answer == QMessageBox.StandardButton.Discard:
            return SaveChoice.DISCARD
        return SaveChoice.CANCEL

    def inform(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.information(self._parent, title, text)

    def warn(self, title: str, text: str) -> None:
        from PySide6.QtWidgets import QMessageBox

        QMessageBox.warning(self._parent, title, text)

    def choose(self, title: str, label: str, items: Sequence[str]) -> str | None:
        from PySide6.QtWidgets import QInputDialog

        item, ok = QInputDialog.getItem(self._parent, title, label, list(items), 0, False)
        return item if ok and item in items else None

    def resume(self, title: str, text: str, items: Sequence[str]) -> int | None:
        """Which of ``items`` (unfinished games, newest first) to resume: its index, or None
        for a new game instead. The newest is chosen unless the player picks another."""
        from PySide6.QtWidgets import QDialog, QDialogButtonBox, QLabel, QListWidget, QVBoxLayout

        dialog = QDialog(self._parent)
        dialog.setWindowTitle(title)
        layout = QVBoxLayout(dialog)
        label = QLabel(text, dialog)
        label.setWordWrap(True)
        layout.addWidget(label)
        games = QListWidget(dialog)
        games.setObjectName("unfinished_games")
        games.addItems(list(items))
        games.setCurrentRow(0)
        games.setMinimumWidth(min(max(games.sizeHintForColumn(0) + 40, 420), 900))  # whole lines, dates too
        layout.addWidget(games)
        buttons = QDialogButtonBox(dialog)
        resume = buttons.addButton(self.tr("Resume"), QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.addButton(self.tr("New game"), QDialogButtonBox.ButtonRole.RejectRole)
        resume.setDefault(True)
        buttons.accepted.connect(dialog.accept)
        buttons.rejected.connect(dialog.reject)
        games.itemDoubleClicked.connect(lambda _item: dialog.accept())
        layout.addWidget(buttons)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        return games.currentRow() if accepted and games.currentRow() >= 0 else None

    def new_secret(self, player: str) -> str | None:
        """A new PIN or passphrase for ``player``, typed twice in private (None if cancelled)."""
        from PySide6.QtWidgets import QDialog

        from .hotseat.curtain import SecretDialog

        dialog = SecretDialog(player, self._parent)
        return dialog.secret() if dialog.exec() == QDialog.DialogCode.Accepted else None

    def _filter(self) -> str:
        return self.tr("Diplomacy games (*.json);;All files (*)")

    def open_path(self, directory: Path) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getOpenFileName(self._parent, self.tr("Open a game"), str(directory), self._filter())
        return Path(name) if name else None

    def save_path(self, suggested: Path) -> Path | None:
        from PySide6.QtWidgets import QFileDialog

        name, _ = QFileDialog.getSaveFileName(self._parent, self.tr("Save the game"), str(suggested), self._filter())
        if not name:
            return None
        path = Path(name)
        return path if path.name.endswith(".json") else path.with_name(path.name + FILE_FILTER_SUFFIX)

    def new_game(self) -> NewGameSetup | StartChoice | None:
        """The New Game dialog: a setup, the practice board instead, or None (cancelled)."""
        from PySide6.QtWidgets import QDialog

        from .hotseat.new_game_dialog import NewGameDialog

        dialog = NewGameDialog(self._parent)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        if dialog.practice_requested:
            return StartChoice.PRACTICE
        return dialog.setup() if accepted else None
