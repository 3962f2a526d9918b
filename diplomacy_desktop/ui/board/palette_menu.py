"""View > Colours: the board's palette, classic or colour-blind safe (Okabe-Ito), remembered.

Its own small menu with its own translation context, so the window only adds it to its View
menu and connects :attr:`PaletteMenu.paletteChosen` to the board.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, Signal
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from . import palette as palettes


class PaletteMenu(QMenu):
    """One checkable action per palette; choosing one says so with :attr:`paletteChosen`."""

    paletteChosen = Signal(object)
    """The :class:`~.palette.Palette` the player picked."""

    def __init__(self, chosen: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("paletteMenu")
        self._group = QActionGroup(self)
        self._group.setExclusive(True)
        self.actions_by_key: dict[str, QAction] = {}
        for key in palettes.PALETTES:
            action = QAction(self)
            action.setCheckable(True)
            action.setChecked(key == chosen)
            action.setObjectName(f"palette-{key}")
            action.triggered.connect(lambda _checked=False, key=key: self._choose(key))
            self._group.addAction(action)
            self.addAction(action)
            self.actions_by_key[key] = action
        self.retranslate()

    def _choose(self, key: str) -> None:
        self.paletteChosen.emit(palettes.use(key))

    def retranslate(self) -> None:
        self.setTitle(self.tr("&Colours"))
        self.actions_by_key["classic"].setText(self.tr("&Classic colours"))
        self.actions_by_key["okabe-ito"].setText(self.tr("Colour-&blind safe colours (Okabe–Ito)"))
        self.actions_by_key["okabe-ito"].setToolTip(
            self.tr("Seven hues told apart by every kind of colour vision, one per power, and grey for neutral"))

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
