"""The hot-seat table's autosave: asking for one, and knowing which submissions are on disk.

A player's submission counts as "in" only once the autosave holding it is written (the strip
says "saving" until then), so a crash between Submit and the disk cannot lose orders a player
believes handed in. The saving itself happens elsewhere (``ui/game_files.py`` on a worker); this
keeps the revisions asked for and hears back through :meth:`AutosaveKeeper.saved`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, QTimer

from ...engine.game import Game
from ..template import fill

if TYPE_CHECKING:
    from .window_face import WindowFace


class AutosaveKeeper(QObject):
    """Asks for autosaves and tracks the submissions not yet on disk."""

    def __init__(self, face: WindowFace, parent: QObject, *, on_change: Callable[[], None] | None = None,
                 autosave: Callable[[Game], int | None] | None = None) -> None:
        super().__init__(parent)
        self._face = face
        self._on_change = on_change or (lambda: None)
        self._autosave_to = autosave
        """Asks for an autosave of the game; returns its revision, which :meth:`saved` reports
        on disk (None: there is nothing to wait for)."""
        self._saving: dict[str, int] = {}
        """Players who submitted, and the revision of the autosave holding it, until that (or a
        later) autosave is on disk: until then the strip says "saving", not "submitted"."""

    def changed(self) -> None:
        """The game changed (the window marks it unsaved)."""
        self._on_change()

    def autosave(self) -> int | None:
        """Ask for an autosave; its revision, or None when there is none to wait for. A save
        that cannot even be asked for says why and costs nothing of the game."""
        if self._autosave_to is None:
            return None
        try:
            return self._autosave_to(self._face.game)
        except Exception as exc:  # noqa: BLE001 - a save never takes the game down
            text = fill(self.tr("Autosave failed: {problem}"), problem=str(exc))
            # shown once the step under way has put up its own message (the next player's curtain)
            QTimer.singleShot(0, self, lambda: self._face.say(text, 10000))
            return None

    def submitted(self, player: str) -> None:
        """``player`` handed in: autosave, and say "saving" for them until it is on disk."""
        revision = self.autosave()
        if revision is not None:
            self._saving[player] = revision

    def new_phase(self) -> None:
        """A phase was judged: the autosave asked next holds it, with every submission of it."""
        self._saving.clear()

    def saved(self, revision: int) -> bool:
        """The autosave of ``revision`` is on disk, and so is every submission it holds. True:
        some player's submission is now in (their strip should say so)."""
        done = [player for player, asked in self._saving.items() if asked <= revision]
        for player in done:
            del self._saving[player]
        return bool(done)

    def saving(self) -> list[str]:
        """Players whose submission is not on disk yet, by name."""
        return sorted(self._saving)
