"""The playback's controls: play/pause, step, skip to the end, replay, speed, motion on/off and
order by order. Actions (with shortcuts) so the menu and the bar share them."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QToolBar, QVBoxLayout, QWidget

from .playback import SPEEDS, Playback


class PlaybackBar(QWidget):
    """Two rows, so the dock can stay narrow: the buttons, then the speed and the two settings."""

    speedChosen = Signal(float)
    motionChosen = Signal(bool)
    orderByOrderChosen = Signal(bool)

    def __init__(self, playback: Playback, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("playbackBar")
        self.buttons = QToolBar(self)
        self.buttons.setMovable(False)
        self.buttons.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        settings = QHBoxLayout()
        settings.setContentsMargins(6, 0, 6, 0)
        rows = QVBoxLayout(self)
        rows.setContentsMargins(0, 0, 0, 0)
        rows.setSpacing(2)
        rows.addWidget(self.buttons)
        rows.addLayout(settings)
        self.playback = playback
        self.actions_by_name: dict[str, QAction] = {}
        for name, keys, slot in (("play", ["P"], playback.toggle), ("step", ["."], playback.step),
                                 ("skip", ["Ctrl+."], playback.skip_to_end), ("replay", ["R"], playback.replay)):
            action = QAction(self)
            action.setObjectName(f"playback_{name}")
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.setShortcutContext(Qt.ShortcutContext.WindowShortcut)
            action.triggered.connect(slot)
            self.buttons.addAction(action)
            self.actions_by_name[name] = action
        self.speed_label = QLabel()
        settings.addWidget(self.speed_label)
        self.speed = QComboBox()
        self.speed.setObjectName("playbackSpeed")
        for value in SPEEDS:
            self.speed.addItem(f"{value:g}×", value)
        self.speed.setCurrentIndex(SPEEDS.index(playback.speed) if playback.speed in SPEEDS else 1)
        self.speed.currentIndexChanged.connect(lambda i: self._speed(self.speed.itemData(i)))
        settings.addWidget(self.speed)
        self.motion = QCheckBox()
        self.motion.setObjectName("playbackMotion")
        self.motion.setChecked(playback.motion)
        self.motion.toggled.connect(self._motion)
        settings.addWidget(self.motion)
        self.by_order = QCheckBox()
        self.by_order.setObjectName("playbackByOrder")
        self.by_order.setChecked(playback.order_by_order)
        self.by_order.toggled.connect(self._by_order)
        settings.addWidget(self.by_order)
        settings.addStretch(1)
        playback.stateChanged.connect(self._update)
        self.retranslate()

    def retranslate(self) -> None:
        self.buttons.setWindowTitle(self.tr("Playback"))
        texts = {"step": (self.tr("Step"), self.tr("Play the next stage and stop (.)")),
                 "skip": (self.tr("Skip to end"), self.tr("Show the new position at once (Ctrl+.)")),
                 "replay": (self.tr("Replay"), self.tr("Watch the phase resolve again (R)"))}
        for name, (text, tip) in texts.items():
            self.actions_by_name[name].setText(text)
            self.actions_by_name[name].setToolTip(tip)
        self.speed_label.setText(self.tr("Speed:"))
        self.motion.setText(self.tr("Motion"))
        self.motion.setToolTip(self.tr("Animate the resolution (off: show the result at once)"))
        self.by_order.setText(self.tr("Order by order"))
        self.by_order.setToolTip(self.tr("Resolve one order at a time instead of a whole stage at once"))
        self._update()

    def _update(self) -> None:
        pb = self.playback
        loaded = pb.loaded is not None
        play = self.actions_by_name["play"]
        play.setText(self.tr("Pause") if pb.is_playing() else self.tr("Play"))
        play.setToolTip(self.tr("Play or pause the resolution (P)"))
        play.setEnabled(loaded)
        self.actions_by_name["step"].setEnabled(loaded and not pb.is_done())
        self.actions_by_name["skip"].setEnabled(loaded and not pb.is_done())
        self.actions_by_name["replay"].setEnabled(loaded)

    def _speed(self, value: float) -> None:
        self.playback.set_speed(float(value))
        self.speedChosen.emit(float(value))

    def _motion(self, on: bool) -> None:
        self.playback.set_motion(on)
        self.motionChosen.emit(on)

    def _by_order(self, on: bool) -> None:
        self.playback.order_by_order = on
        self.orderByOrderChosen.emit(on)
