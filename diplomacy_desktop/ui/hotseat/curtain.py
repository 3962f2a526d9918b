"""The curtain between hot-seat players, and the strip that says who has submitted.

While the curtain is up the board and every order panel are hidden (the window shows only this
page), so nothing of anyone's orders can be seen while the computer changes hands. The curtain
names the next player and their powers, asks for their PIN if they set one, and only then lets
the window show that player's orders.
"""

from __future__ import annotations

from typing import Callable, Sequence

from PySide6.QtCore import QEvent, QRegularExpression, Qt, Signal
from PySide6.QtGui import QFont, QKeyEvent, QRegularExpressionValidator
from PySide6.QtWidgets import QHBoxLayout, QLabel, QLineEdit, QPushButton, QVBoxLayout, QWidget

from ..names import power_name

PinCheck = Callable[[str, str], bool]
"""(player, pin) -> is it right? The game's ``check_pin``."""


class PinBox(QLineEdit):
    """The PIN field. While it is empty it leaves Left/Right/End to the window, so history can
    be browsed from a curtain that has the focus in its PIN box."""

    PASSED_ON = (Qt.Key.Key_Left, Qt.Key.Key_Right, Qt.Key.Key_End, Qt.Key.Key_Home)

    def event(self, event: QEvent) -> bool:
        if (event.type() == QEvent.Type.ShortcutOverride and not self.text()
                and isinstance(event, QKeyEvent) and event.key() in self.PASSED_ON):
            event.ignore()
            return False
        return super().event(event)


class SubmissionStrip(QWidget):
    """One chip per player: submitted or waiting. Never what they ordered."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._layout = QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.chips: list[QLabel] = []

    def show_status(self, status: Sequence[tuple[str, bool]]) -> None:
        while self._layout.count():  # old chips and the trailing stretch
            item = self._layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.chips = []
        for player, done in status:
            text = self.tr("{player}: submitted").format(player=player) if done else \
                self.tr("{player}: waiting").format(player=player)
            chip = QLabel(("\u2714 " if done else "\u2026 ") + text, self)
            chip.setStyleSheet("padding: 3px 8px; border-radius: 8px; background: %s; color: #111;"
                               % ("#bfe3c0" if done else "#eeeeee"))
            self._layout.addWidget(chip)
            self.chips.append(chip)
        self._layout.addStretch(1)


class Curtain(QWidget):
    """"Pass the computer to Ana (France)": the page shown between two players' turns."""

    confirmed = Signal(str)
    """The named player is at the keyboard (and gave the right PIN, if they have one)."""
    cancelled = Signal()
    """"Not now": the player asked for is not coming (only offered when ``cancellable``)."""
    reopenRequested = Signal()
    """Someone who already submitted wants to change their orders."""

    def __init__(self, check_pin: PinCheck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._check_pin = check_pin
        self._player = ""
        self._needs_pin = False
        self.setAutoFillBackground(True)
        # a plain QWidget paints a style-sheet background only with this attribute set
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet("Curtain { background: #23313f; } QLabel { color: #f4f1ea; }")
        self.heading = QLabel(self)
        heading_font = QFont(self.font())
        heading_font.setPointSizeF(heading_font.pointSizeF() * 2.0)
        heading_font.setBold(True)
        self.heading.setFont(heading_font)
        self.heading.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.heading.setWordWrap(True)
        self.detail = QLabel(self)
        self.detail.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.detail.setWordWrap(True)
        self.pin_label = QLabel(self.tr("PIN:"), self)
        self.pin = PinBox(self)
        self.pin.setEchoMode(QLineEdit.EchoMode.Password)
        self.pin.setMaxLength(4)
        self.pin.setFixedWidth(110)
        self.pin.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{0,4}"), self.pin))
        self.pin.returnPressed.connect(self._confirm)
        self.button = QPushButton(self)
        self.button.setDefault(True)
        self.button.clicked.connect(self._confirm)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #ffb4a8; font-weight: bold;")
        self.error.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.cancel_button = QPushButton(self)
        self.cancel_button.clicked.connect(self.cancelled.emit)
        self.reopen_button = QPushButton(self)
        self.reopen_button.setObjectName("reopenButton")
        self.reopen_button.clicked.connect(self.reopenRequested.emit)
        self.reopen_button.setVisible(False)
        self.hint = QLabel(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("color: #b9c4cf;")
        self.strip = SubmissionStrip(self)

        pin_line = QHBoxLayout()
        pin_line.addStretch(1)
        pin_line.addWidget(self.pin_label)
        pin_line.addWidget(self.pin)
        pin_line.addWidget(self.button)
        pin_line.addWidget(self.cancel_button)
        pin_line.addStretch(1)
        reopen_line = QHBoxLayout()
        reopen_line.addStretch(1)
        reopen_line.addWidget(self.reopen_button)
        reopen_line.addStretch(1)
        layout = QVBoxLayout(self)
        layout.addStretch(2)
        layout.addWidget(self.heading)
        layout.addWidget(self.detail)
        layout.addSpacing(24)
        layout.addLayout(pin_line)
        layout.addWidget(self.error)
        layout.addStretch(3)
        layout.addLayout(reopen_line)
        layout.addWidget(self.hint)
        layout.addWidget(self.strip)
        self.cancel_button.setText(self.tr("Not now"))
        self.reopen_button.setText(self.tr("Change submitted orders…"))
        self.reopen_button.setToolTip(self.tr("A player who has submitted may change their orders "
                                              "until the last player submits."))

    @property
    def player(self) -> str:
        return self._player

    def show_for(self, player: str, powers: Sequence[str], needs_pin: bool, phase_text: str,
                 status: Sequence[tuple[str, bool]], *, reopening: bool = False, detail: str | None = None,
                 button_text: str | None = None, cancellable: bool = False) -> None:
        """Raise the curtain for ``player``; ``reopening`` when they come back to change orders.

        ``detail`` and ``button_text`` replace the turn's wording (a draw vote, unlocking orders);
        ``cancellable`` offers "Not now" for a request the player may not be there to answer."""
        self._player = player
        self._needs_pin = needs_pin
        powers_text = ", ".join(power_name(p) for p in powers)
        self.heading.setText(self.tr("Pass the computer to {player} ({powers})").format(
            player=player, powers=powers_text))
        self.detail.setText(self.tr("{phase}. Everyone else, please look away.").format(phase=phase_text)
                            if not reopening else
                            self.tr("{player} asked to change their orders for {phase}.").format(
                                player=player, phase=phase_text))
        if detail is not None:
            self.detail.setText(detail)
        self.button.setText(button_text or self.tr("I am {player}: show my orders").format(player=player))
        self.cancel_button.setVisible(cancellable)
        self.pin.clear()
        self.pin.setVisible(needs_pin)
        self.pin_label.setVisible(needs_pin)
        self.error.clear()
        self.strip.show_status(status)
        (self.pin if needs_pin else self.button).setFocus()

    def set_reopen_available(self, available: bool) -> None:
        self.reopen_button.setVisible(available)

    def _confirm(self) -> None:
        if self._needs_pin and not self._check_pin(self._player, self.pin.text()):
            self.error.setText(self.tr("Wrong PIN. Try again."))
            self.pin.clear()
            self.pin.setFocus()
            return
        self.error.clear()
        self.pin.clear()
        self.confirmed.emit(self._player)
