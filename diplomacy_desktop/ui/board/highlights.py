"""Passing tints and marks over the board: the province under the pointer, the places the
selected piece may go, and the playback's marks (standoffs, cut supports, broken convoys).

They come and go with the player's pointer and choices or with one playback, never with the
position itself, so they live apart from the pieces and the provinces and are all cleared at
once when the next position is shown.
"""

from __future__ import annotations

from typing import Callable, Iterable

from PySide6.QtGui import QColor, QPainterPath
from PySide6.QtWidgets import QGraphicsItem, QGraphicsScene

from ...engine.locations import province_of
from .items import HOVER, SELECTED, TARGET, AreaHighlight


class HighlightLayer:
    """The highlight items in ``scene``; ``area_path`` gives a location's outline."""

    def __init__(self, scene: QGraphicsScene, area_path: Callable[[str], QPainterPath]) -> None:
        self._scene = scene
        self._area_path = area_path
        self._targets: list[AreaHighlight] = []
        self._hover: AreaHighlight | None = None
        self._hover_location = ""
        self._marks: list[QGraphicsItem] = []

    def set_targets(self, locations: Iterable[str]) -> None:
        """Tint the places the selected piece may go (or the pieces it may support)."""
        for item in self._targets:
            self._scene.removeItem(item)
        self._targets = []
        for loc in dict.fromkeys(locations):
            item = AreaHighlight(self._area_path(loc), TARGET, QColor(SELECTED), z=6)
            self._scene.addItem(item)
            self._targets.append(item)

    def target_count(self) -> int:
        return len(self._targets)

    def set_hover(self, location: str) -> bool:
        """Lighten the province under the pointer ("": none); False when it is the one lit already."""
        if location == self._hover_location:
            return False
        self._hover_location = location
        if self._hover is not None:
            self._scene.removeItem(self._hover)
            self._hover = None
        if location:
            self._hover = AreaHighlight(self._area_path(province_of(location)), HOVER, None, z=4)
            self._scene.addItem(self._hover)
        return True

    def add_mark(self, mark: QGraphicsItem) -> None:
        self._scene.addItem(mark)
        self._marks.append(mark)

    def clear_marks(self) -> None:
        for mark in self._marks:
            self._scene.removeItem(mark)
        self._marks = []
