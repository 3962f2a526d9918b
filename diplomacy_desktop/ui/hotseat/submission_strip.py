"""The strip that says who has submitted: one chip per player, never what they ordered.

Two places show it. The curtain's strip wraps its chips onto as many lines as the width needs
(:class:`~.flow_layout.FlowLayout`): seven players' chips on one line made the window wider than
a 1400-pixel screen in Dutch. The turn toolbar's strip is one line on a toolbar row of its own,
and a toolbar puts what does not fit into its overflow (») menu: seven names of 28 letters
("Alexandra Konstantinopoulou") asked for about 1,900 pixels there, so at 1400 or even 1920
pixels the whole strip went into that menu and nobody could see who still had to submit. So the
toolbar's strip takes the row's width and shortens the names, all to one width, only as much as
the row needs ("Alexandra Konst…: waiting"); each chip's tooltip says it in full.
"""

from __future__ import annotations

from typing import Collection, Sequence

from PySide6.QtCore import QSize, Qt
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QSizePolicy, QWidget

from .flow_layout import FlowLayout

SHORTEST_NAME = "Alex\u2026"
"""How far a name is shortened at most (its width in the chip's font). Seven 28-letter names fit
1400 pixels with eight letters or more in every language while players wait or have submitted;
the floor is lower to leave room for the longer chips ("civil disorder", "saving…") before the
whole strip would go to the overflow menu."""

SUBMITTED, WAITING, WRITING = "\u2714 ", "\u25cb ", "\u25d4 "
"""The mark before each chip's text: a tick (in), an empty circle (still to submit), a circle a
quarter filled (in, being saved). Not an ellipsis: a shortened name ends in one ("Alexandr…"),
and "… Alexandr…: waiting" read as two cut words."""


class SubmissionStrip(QWidget):
    """One chip per player: submitted or waiting. Never what they ordered.

    ``wrap``: the chips go on as many lines as the width needs (the curtain's strip), so the
    strip asks only for its widest chip. Without it they stay on one line (the turn toolbar's)
    and the names are shortened to fit the width the strip is given (see the module's note)."""

    def __init__(self, parent: QWidget | None = None, wrap: bool = False) -> None:
        super().__init__(parent)
        self._wrap = wrap
        self._layout: QHBoxLayout | FlowLayout = FlowLayout(self) if wrap else QHBoxLayout(self)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self.chips: list[QLabel] = []
        self._texts: list[tuple[str, str]] = []
        """Per chip: its text with ``{player}`` where the name goes, and the name."""
        self._fitted_width = -1
        if not wrap:  # the toolbar gives an expanding widget the rest of its row
            self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Preferred)

    def show_status(self, status: Sequence[tuple[str, bool]], absent: Collection[str] = (),
                    saving: Collection[str] = ()) -> None:
        """``absent``: players the table put in civil disorder for this phase; ``saving``:
        players whose submission is not yet on disk (shown as in only once it is)."""
        while self._layout.count():  # old chips and the trailing stretch
            item = self._layout.takeAt(0)
            if item.widget() is not None:
                item.widget().hide()
                item.widget().deleteLater()
        self.chips = []
        self._texts = []
        for player, done in status:
            if player in absent:
                text = "\u2013 " + self.tr("{player}: civil disorder")
                colour = "#f3d9a4"
            elif done and player in saving:
                text = WRITING + self.tr("{player}: saving…")
                colour = "#f5ecc4"
            else:
                text = (SUBMITTED if done else WAITING) + (
                    self.tr("{player}: submitted") if done else self.tr("{player}: waiting"))
                colour = "#bfe3c0" if done else "#eeeeee"
            chip = QLabel(text.format(player=player), self)
            chip.setStyleSheet("padding: 3px 8px; border-radius: 8px; background: %s; color: #111;" % colour)
            chip.setToolTip(chip.text())
            self._layout.addWidget(chip)
            chip.show()  # now, not at the layout's next pass: a language switch redraws the chips at once
            self.chips.append(chip)
            self._texts.append((text, player))
        if isinstance(self._layout, QHBoxLayout):
            self._layout.addStretch(1)
            self._fitted_width = -1
            self._fit(self.width())
            self.updateGeometry()

    # -- the toolbar's strip: names shortened to the width -------------------------------

    def sizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        """The toolbar's strip asks for its chips with the names at their shortest, so the row
        never sends it to the overflow menu; the expanding policy gives it the rest of the row."""
        hint = super().sizeHint()
        if self._wrap or not self.chips:
            return hint
        return QSize(self._width_for(self._shortest()), hint.height())

    def minimumSizeHint(self) -> QSize:  # noqa: N802 - Qt's name
        return self.sizeHint() if not self._wrap else super().minimumSizeHint()

    def resizeEvent(self, event: QResizeEvent) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        if not self._wrap:
            self._fit(event.size().width())

    def _shortest(self) -> int:
        return self.fontMetrics().horizontalAdvance(SHORTEST_NAME)

    def _chip_texts(self, name_width: int) -> list[str]:
        metrics = self.fontMetrics()
        return [text.format(player=metrics.elidedText(player, Qt.TextElideMode.ElideRight, name_width))
                for text, player in self._texts]

    def _width_for(self, name_width: int) -> int:
        """The strip's width with every name shortened to ``name_width`` pixels at most."""
        metrics = self.fontMetrics()
        padding = max((c.sizeHint().width() - metrics.horizontalAdvance(c.text()) for c in self.chips), default=0)
        texts = self._chip_texts(name_width)
        return sum(metrics.horizontalAdvance(t) + padding for t in texts) + self._layout.spacing() * len(texts)

    def _fit(self, width: int) -> None:
        """The widest names that fit ``width`` (the same limit for every name, found by halving)."""
        if self._wrap or not self.chips or width == self._fitted_width:
            return
        self._fitted_width = width
        metrics = self.fontMetrics()
        low = self._shortest()
        high = max(low, max(metrics.horizontalAdvance(player) for _, player in self._texts))
        while low < high:
            middle = (low + high + 1) // 2
            if self._width_for(middle) <= width:
                low = middle
            else:
                high = middle - 1
        for chip, text in zip(self.chips, self._chip_texts(low)):
            chip.setText(text)
