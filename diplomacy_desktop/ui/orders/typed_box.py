"""A line edit for typing orders, completing from the orders the engine says are legal.

Completion offers the power's legal orders in the window's notation (``A Par - Bur``, Spanish
``E Par-Bor``) and matches anywhere
in the text, so typing ``bur`` finds every order that mentions Burgundy. The box itself only
emits the text; reading and checking it is the controller's job.
"""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from ...engine.board import MapModel
from ...engine.position import Position
from ..names import current_notation, order_notation


class TypedOrderBox(QLineEdit):
    orderTyped = Signal(str)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._model = QStringListModel(self)
        completer = QCompleter(self._model, self)
        completer.setCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
        completer.setFilterMode(Qt.MatchFlag.MatchContains)
        completer.setMaxVisibleItems(12)
        self.setCompleter(completer)
        self.setClearButtonEnabled(True)
        self.returnPressed.connect(self._submit)
        self._key: tuple[object, ...] | None = None
        self._pending: tuple[Position, str, MapModel] | None = None
        """What the completions are to be made for, until the box is first used."""

    def set_options(self, position: Position | None, power: str, game_map: MapModel) -> None:
        """Refresh the completion list for a new phase or power (cheap when nothing changed).

        The list itself is made when the box first gets the keyboard focus: making it asks
        the engine's rules for every legal order, and the window is on screen sooner when its
        first paint does not wait for a list nobody has looked at yet."""
        key = (position, power, current_notation())  # a new language rewrites the completions
        if key == self._key:
            return
        self._key = key
        self._model.setStringList([])
        self._pending = (position, power, game_map) if position is not None and power else None
        if self.hasFocus():
            self._fill()

    def options(self) -> list[str]:
        """The completions offered now (made first if they are still pending)."""
        self._fill()
        return self._model.stringList()

    def _fill(self) -> None:
        if self._pending is None:
            return
        position, power, game_map = self._pending
        self._pending = None
        from ...engine.legal import all_legal_orders  # (the rules load when the box is first used)

        kind = position.phase.kind
        options = [order_notation(o, kind) for orders in all_legal_orders(position, power, game_map).values()
                   for o in orders]
        self._model.setStringList(sorted(set(options)))

    def focusInEvent(self, event: QFocusEvent) -> None:
        self._fill()
        super().focusInEvent(event)

    def _submit(self) -> None:
        text = self.text().strip()
        if text:
            self.orderTyped.emit(text)
