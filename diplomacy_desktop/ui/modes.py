"""What the board shows, in one place: ordering, a curtain, a playback, the results, history.

The window renders from :class:`BoardMode`; the hot-seat session and practice only *set* it.
Each state is a frozen value, so "what is on screen" is never split across flags in several
objects, and a test can read it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Union

from PySide6.QtCore import QObject, Signal

from ..engine.adjudicator import Resolution
from ..engine.position import Position


@dataclass(frozen=True)
class Ordering:
    """The position being ordered; ``power`` is on move ("" for none)."""

    power: str = ""


@dataclass(frozen=True)
class Curtain:
    """The board is hidden (the computer passes to ``player``, when the flow says who)."""

    player: str = ""
    purpose: str = "turn"


@dataclass(frozen=True)
class Playback:
    """The judged phase is being animated on the board; ``history`` is the index into the game's
    history when it is a past phase (None: the phase just judged)."""

    resolution: Resolution
    position: Position
    history: int | None = None


@dataclass(frozen=True)
class Review:
    """The phase just judged, played out: the new position with every order and its outcome."""

    resolution: Resolution
    position: Position


@dataclass(frozen=True)
class History:
    """A past phase, looked back at (``index`` into the game's history)."""

    index: int
    resolution: Resolution
    position: Position


BoardState = Union[Ordering, Curtain, Playback, Review, History]


class BoardMode(QObject):
    """The one owner of what the board shows; ``changed`` carries the new state."""

    changed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: BoardState = Ordering()

    @property
    def state(self) -> BoardState:
        return self._state

    def set(self, state: BoardState) -> None:
        if state != self._state:
            self._state = state
            self.changed.emit(state)

    @property
    def resolution(self) -> Resolution | None:
        """The judged phase on the board (playback, results or history), else None."""
        state = self._state
        return state.resolution if isinstance(state, (Playback, Review, History)) else None

    @property
    def judged_position(self) -> Position | None:
        """The position that ``resolution`` judged."""
        state = self._state
        return state.position if isinstance(state, (Playback, Review, History)) else None

    @property
    def history_index(self) -> int | None:
        state = self._state
        if isinstance(state, History):
            return state.index
        if isinstance(state, Playback):
            return state.history
        return None

    def is_playing(self) -> bool:
        return isinstance(self._state, Playback)
