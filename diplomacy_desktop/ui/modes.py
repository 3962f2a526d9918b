"""What the board shows, in one place: ordering, a curtain, a playback, the results, history.

The window renders from :class:`BoardMode`; the hot-seat session and practice only *set* it.
Each state is a frozen value, so "what is on screen" is never split across flags in several
objects, and a test can read it. The hot-seat flow keeps no flags of its own: whose curtain is up
and why, whose turn it is, whether the results are on the board and which past phase is looked
at are all read from here, and so is where looking back at history returns to
(:attr:`BoardMode.behind`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Union

from PySide6.QtCore import QObject, Signal

from ..engine.position import Position

if TYPE_CHECKING:  # (the adjudicator loads when a phase is first judged, not at start-up)
    from ..engine.adjudicator import Resolution


@dataclass(frozen=True)
class Ordering:
    """The position being ordered; ``power`` is on move ("" for none). At a hot-seat table
    ``player`` is the one whose turn it is ("" in practice, and between turns)."""

    power: str = ""
    player: str = ""


@dataclass(frozen=True)
class Curtain:
    """The board is hidden (the computer passes to ``player``, when the flow says who)."""

    player: str = ""
    purpose: str = "turn"
    """Why: ``turn``, ``reopen`` (orders taken back), ``unlock`` (a PIN before the reveal), ``draw``."""


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


def looks_back(state: BoardState) -> bool:
    """Is this a past phase looked at (still playing, or played out)?"""
    return isinstance(state, History) or (isinstance(state, Playback) and state.history is not None)


class BoardMode(QObject):
    """The one owner of what the board shows; ``changed`` carries the new state."""

    changed = Signal(object)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._state: BoardState = Ordering()
        self._behind: BoardState | None = None

    @property
    def state(self) -> BoardState:
        return self._state

    @property
    def behind(self) -> BoardState | None:
        """While a past phase is looked at: the state the board was in before, which going back
        to the game returns to (a curtain, the results just judged...); else None."""
        return self._behind

    @property
    def base(self) -> BoardState:
        """The state of the game now: the current one, or the one history was entered from."""
        return self._behind if self._behind is not None else self._state

    def set(self, state: BoardState) -> None:
        if state == self._state:
            return
        if not looks_back(state):
            self._behind = None
        elif not looks_back(self._state):
            self._behind = self._state
        self._state = state
        self.changed.emit(state)

    @property
    def results_shown(self) -> bool:
        """Is the phase just judged on the board (playing or played out), history aside?"""
        return isinstance(self.base, (Playback, Review))

    @property
    def takes_orders(self) -> bool:
        """Only while ordering may anyone's pending orders be drawn or entered: never behind a
        curtain, never in the results, never in history (which is read-only)."""
        return isinstance(self._state, Ordering)

    @property
    def resolution(self) -> Resolution | None:
        """The judged phase on the board (playback, results or history), else None."""
        state = self._state
        return state.resolution if isinstance(state, (Playback, Review, History)) else None

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
