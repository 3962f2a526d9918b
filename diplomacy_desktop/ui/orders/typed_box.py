"""A line edit for typing orders, completing from the orders the engine says are legal.

Completion offers the power's legal orders in the window's notation (``A Par - Bur``, Spanish
``E Par-Bor``) and matches anywhere
in the text, so typing ``bur`` finds every order that mentions Burgundy. The box itself only
emits the text; reading and checking it is the controller's job.
"""

from __future__ import annotations

from PySide6.QtCore import QStringListModel, Qt, Signal
from PySide6.QtWidgets import QCompleter, QLineEdit, QWidget

from ...engine.board import MapModel
from ...engine.legal import all_legal_orders
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

    def set_options(self, position: Position | None, power: str, game_map: MapModel) -> None:
        """Refresh the completion list for a new phase or power (cheap when nothing changed)."""
        key = (position, power, current_notation())  # a new language rewrites the completions
        if key == self._key:
            return
        self._key = key
        if position is None or not power:
            self._model.setStringList([])
            return
        kind = position.phase.kind
        options = [order_notation(o, kind) for orders in all_legal_orders(position, power, game_map).values()
                   for o in orders]
        self._model.setStringList(sorted(set(options)))

    def _submit(self) -> None:
        text = self.text().strip()
        if text:
            self.orderTyped.emit(text)
