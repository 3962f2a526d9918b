"""The curtain between hot-seat players, and the strip that says who has submitted.

While the curtain is up the board and every order panel are hidden (the window shows only this
page), so nothing of anyone's orders can be seen while the computer changes hands. The curtain
names the next player and their powers, asks for their PIN if they set one, and only then lets
the window show that player's orders. It also offers the table its ways on when a player cannot
open the curtain: civil disorder for an absent player, a new PIN for one who forgot theirs.
"""

from __future__ import annotations

from typing import Callable, Collection, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QClipboard, QFont, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (QApplication, QDialog, QDialogButtonBox, QFormLayout, QHBoxLayout, QLabel, QLineEdit,
                               QPushButton, QVBoxLayout, QWidget)

from ...engine.sealing import MAX_SECRET, guesses_needed, secret_problem
from ..names import power_name
from .submission_strip import SubmissionStrip

SECONDS_PER_GUESS = 0.25
"""What one guess at a PIN costs someone with the save file (``bench/sealing.py`` measures it)."""


def pin_protection_text() -> str:
    """What a PIN does and does not protect against, said plainly wherever a PIN is set."""
    return QCoreApplication.translate(
        "PinNote",
        "A PIN keeps your orders from anyone who looks at the screen or opens the save file. A 4-digit PIN "
        "stops a glance, not a search: someone who copies the save file can try all 10,000 PINs in about "
        "40 minutes. Six digits take days to search; a passphrase of three or four words is out of reach.")


def _duration_text(seconds: float) -> str:
    if seconds < 2 * 3600:
        return QCoreApplication.translate("PinNote", "about {n} minutes").format(n=max(1, round(seconds / 60)))
    if seconds < 2 * 86400:
        return QCoreApplication.translate("PinNote", "about {n} hours").format(n=round(seconds / 3600))
    year = 365 * 86400
    if seconds < 2 * year:
        return QCoreApplication.translate("PinNote", "about {n} days").format(n=round(seconds / 86400))
    if seconds < 200 * year:
        return QCoreApplication.translate("PinNote", "about {n} years").format(n=round(seconds / year))
    return QCoreApplication.translate("PinNote", "more than a lifetime")


def pin_strength_text(secret: str) -> str:
    """How long a search of the save file for this PIN or passphrase would take."""
    problem = secret_problem(secret)
    if problem is not None:
        return secret_problem_text(problem)
    return QCoreApplication.translate("PinNote", "Trying every one like it: {time} for someone with the save file."
                                      ).format(time=_duration_text(guesses_needed(secret) * SECONDS_PER_GUESS))


def secret_problem_text(problem: str) -> str:
    """The engine's ``secret_problem`` code, in words."""
    if problem == "short":
        return QCoreApplication.translate("PinNote", "A PIN or passphrase has at least 4 characters.")
    if problem == "long":
        return QCoreApplication.translate("PinNote", "A PIN or passphrase has at most {n} characters.").format(
            n=MAX_SECRET)
    return QCoreApplication.translate("PinNote", "A passphrase cannot be only spaces.")


def secret_field(parent: QWidget | None) -> QLineEdit:
    """A hidden field for a PIN or passphrase."""
    field = QLineEdit(parent)
    field.setEchoMode(QLineEdit.EchoMode.Password)
    field.setMaxLength(MAX_SECRET)
    return field


class SecretDialog(QDialog):
    """Set a new PIN or passphrase (a player who forgot theirs): typed twice, with what it protects."""

    def __init__(self, player: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("New PIN for {player}").format(player=player))
        self.intro = QLabel(self.tr("{player}, choose a new PIN or passphrase. Everyone else, please look away.")
                            .format(player=player), self)
        self.intro.setWordWrap(True)
        self.note = QLabel(pin_protection_text(), self)
        self.note.setWordWrap(True)
        self.first = secret_field(self)
        self.second = secret_field(self)
        self.strength = QLabel(self)
        self.strength.setWordWrap(True)
        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("New PIN or passphrase:"), self.first)
        form.addRow(self.tr("Once more:"), self.second)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Set this PIN"))
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.strength)
        layout.addWidget(self.note)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)
        self.setMinimumWidth(460)
        self.first.textChanged.connect(lambda text: self.strength.setText(pin_strength_text(text) if text else ""))

    def accept(self) -> None:
        problem = secret_problem(self.first.text())
        if problem is not None:
            self.error.setText(secret_problem_text(problem))
            self.first.setFocus()
            return
        if self.first.text() != self.second.text():
            self.error.setText(self.tr("The two entries differ. Type the same PIN twice."))
            self.second.clear()
            self.second.setFocus()
            return
        super().accept()

    def secret(self) -> str:
        return self.first.text()

PinCheck = Callable[[str, str], bool]
"""(player, pin) -> may they pass? The session's admission (every player, PIN or not, is admitted
through it: ``pin`` is empty for a player without one)."""


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


class ClipboardGuard(QObject):
    """Takes back, when the curtain comes down, what the game put on the clipboard (and on X11's
    selection, pasted by the middle button): an order one player copied must not be pasted by
    the next. Only what the game put there goes, so what another program copied since stays. On
    X11, Windows and Wayland the clipboard says whether this program owns it; elsewhere it is
    cleared if it still holds the very text put there while a game window was the active one."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._ours: dict[QClipboard.Mode, str] = {}
        QGuiApplication.clipboard().changed.connect(self._changed)

    def _changed(self, mode: QClipboard.Mode) -> None:
        clipboard = QGuiApplication.clipboard()
        if self._owns(clipboard, mode):
            self._ours[mode] = clipboard.text(mode)
        elif not self._platform_tells_owner() and QApplication.activeWindow() is not None:
            self._ours[mode] = clipboard.text(mode)  # changed while the game is the active program
        else:
            self._ours.pop(mode, None)

    @staticmethod
    def _platform_tells_owner() -> bool:
        """On these Qt platforms the clipboard says whether this program put its data there."""
        name = QGuiApplication.platformName()
        return name in ("xcb", "windows") or name.startswith("wayland")

    @staticmethod
    def _owns(clipboard: QClipboard, mode: QClipboard.Mode) -> bool:
        if mode == QClipboard.Mode.Selection:
            return clipboard.ownsSelection()
        if mode == QClipboard.Mode.FindBuffer:
            return clipboard.ownsFindBuffer()
        return clipboard.ownsClipboard()

    def take_back(self) -> None:
        """Clear each clipboard the game filled that still holds what it put there."""
        clipboard = QGuiApplication.clipboard()
        told = self._platform_tells_owner()
        for mode, text in list(self._ours.items()):
            if self._owns(clipboard, mode) if told else (text and clipboard.text(mode) == text):
                clipboard.clear(mode)
        self._ours.clear()


class Curtain(QWidget):
    """"Pass the computer to Ana (France)": the page shown between two players' turns."""

    confirmed = Signal(str)
    """The named player is at the keyboard (and gave the right PIN, if they have one)."""
    cancelled = Signal()
    """"Not now": the player asked for is not coming (only offered when ``cancellable``)."""
    reopenRequested = Signal()
    """Someone who already submitted wants to change their orders."""
    absentRequested = Signal(str)
    """The table wants to go on without the named player this phase (civil disorder)."""
    forgotPinRequested = Signal(str)
    """The named player forgot their PIN and asks the table for a new one."""

    def __init__(self, check_pin: PinCheck, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._check_pin = check_pin
        self._player = ""
        self._needs_pin = False
        self.clipboard = ClipboardGuard(self)
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
        self.pin.setMaxLength(MAX_SECRET)
        self.pin.setFixedWidth(180)
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
        self.forgot_button = QPushButton(self)
        self.forgot_button.setObjectName("forgotPinButton")
        self.forgot_button.clicked.connect(lambda: self.forgotPinRequested.emit(self._player))
        self.absent_button = QPushButton(self)
        self.absent_button.setObjectName("absentButton")
        self.absent_button.clicked.connect(lambda: self.absentRequested.emit(self._player))
        self.hint = QLabel(self)
        self.hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.hint.setStyleSheet("color: #b9c4cf;")
        self.strip = SubmissionStrip(self, wrap=True)

        pin_line = QHBoxLayout()
        pin_line.addStretch(1)
        pin_line.addWidget(self.pin_label)
        pin_line.addWidget(self.pin)
        pin_line.addWidget(self.button)
        pin_line.addWidget(self.cancel_button)
        pin_line.addStretch(1)
        way_out_line = QHBoxLayout()
        way_out_line.addStretch(1)
        way_out_line.addWidget(self.forgot_button)
        way_out_line.addWidget(self.absent_button)
        way_out_line.addStretch(1)
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
        layout.addSpacing(12)
        layout.addLayout(way_out_line)
        layout.addStretch(3)
        layout.addLayout(reopen_line)
        layout.addWidget(self.hint)
        layout.addWidget(self.strip)
        self.retranslate()

    def retranslate(self) -> None:
        """The curtain's fixed words (the session words the rest again on a language switch)."""
        self.pin_label.setText(self.tr("PIN:"))
        self.cancel_button.setText(self.tr("Not now"))
        self.reopen_button.setText(self.tr("Change submitted orders…"))
        self.reopen_button.setToolTip(self.tr("A player who has submitted may change their orders "
                                              "until the last player submits."))
        self.forgot_button.setText(self.tr("Forgot my PIN…"))
        self.forgot_button.setToolTip(self.tr("With the table's agreement: your sealed orders for this phase "
                                              "are discarded unread and you set a new PIN."))
        self.pin_label.setToolTip(self.tr("Your PIN or passphrase"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "forgot_button"):
            self.retranslate()
        super().changeEvent(event)

    @property
    def player(self) -> str:
        return self._player

    def show_for(self, player: str, powers: Sequence[str], needs_pin: bool, phase_text: str,
                 status: Sequence[tuple[str, bool]], *, reopening: bool = False, detail: str | None = None,
                 button_text: str | None = None, cancellable: bool = False, way_out: bool = False,
                 absent: Collection[str] = (), saving: Collection[str] = ()) -> None:
        """Raise the curtain for ``player``; ``reopening`` when they come back to change orders.

        ``detail`` and ``button_text`` replace the turn's wording (a draw vote, unlocking orders);
        ``cancellable`` offers "Not now" for a request the player may not be there to answer;
        ``way_out`` offers the table civil disorder for an absent player and, if they have a PIN, a
        new PIN for a player who forgot theirs."""
        self.clipboard.take_back()  # the last player's copied order must not be pasted by this one
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
        self.absent_button.setText(self.tr("{player} is not here…").format(player=player))
        self.absent_button.setToolTip(self.tr("The table may go on without {player} this phase: their units "
                                              "hold (civil disorder). Nobody's orders are shown.").format(
            player=player))
        self.absent_button.setVisible(way_out)
        self.forgot_button.setVisible(way_out and needs_pin)
        self.pin.clear()
        self.pin.setVisible(needs_pin)
        self.pin_label.setVisible(needs_pin)
        self.error.clear()
        self.strip.show_status(status, absent, saving)
        (self.pin if needs_pin else self.button).setFocus()

    def set_reopen_available(self, available: bool) -> None:
        self.reopen_button.setVisible(available)

    def _confirm(self) -> None:
        if not self._check_pin(self._player, self.pin.text() if self._needs_pin else ""):
            self.error.setText(self.tr("Wrong PIN. Try again."))
            self.pin.clear()
            self.pin.setFocus()
            return
        self.error.clear()
        self.pin.clear()
        self.confirmed.emit(self._player)
