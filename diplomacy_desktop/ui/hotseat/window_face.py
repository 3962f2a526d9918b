"""The board window as the hot-seat table sees it: the one place in ``ui/hotseat`` that reaches into it.

The hot-seat flows need a handful of things from the board window: a page for the curtain, the
banner, the status bar, the order dock, two menus, the order actions to switch off behind a
curtain, and a say in which seats the order panel may use. :class:`WindowFace` names each of
them as one method in the table's words, and answers each through the window's public face
(:class:`~diplomacy_desktop.ui.window.face.BoardFace`), so that nothing else in ``ui/hotseat``
knows how the window is built.
What the board shows (curtain, turn, results, history) is not here: it is the window's
:class:`~diplomacy_desktop.ui.modes.BoardMode`, which the flows read and set directly.
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Callable, Collection, Sequence

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QStatusBar, QToolBar, QWidget


if TYPE_CHECKING:  # only the types: the window module does not import the hot-seat flow
    from ...engine.adjudicator import Resolution
    from ...engine.game import Game, Seat
    from ...engine.position import Position
    from ..window.face import BoardFace
    from ..modes import BoardMode


class Menu(Enum):
    """The window's menus the table adds its actions to."""

    GAME = "game"
    VIEW = "view"


class WindowFace:
    """What the hot-seat table may do to the board window, one method per need (see the module)."""

    def __init__(self, window: BoardFace) -> None:
        self._window = window
        self._separator = False
        """A separator is due before the next action added (see :meth:`add_separator`)."""

    @property
    def owner(self) -> QWidget:
        """The parent of everything the table adds to the window (it goes when the window goes)."""
        return self._window.as_widget()

    @property
    def game(self) -> Game:
        return self._window.game

    @property
    def mode(self) -> BoardMode:
        return self._window.mode

    # -- words ---------------------------------------------------------------------------

    def status_bar(self) -> QStatusBar:
        return self._window.statusBar()

    def say(self, text: str, timeout: int = 0) -> None:
        """A message in the status bar."""
        self._window.statusBar().showMessage(text, timeout)

    def show_banner(self, style: str, text: str) -> None:
        self._window.show_banner(text, style)

    def hide_banner(self) -> None:
        self._window.hide_banner()

    # -- pages, dock and tabs --------------------------------------------------------------

    def add_page(self, widget: QWidget) -> None:
        self._window.add_cover(widget)

    def remove_page(self, widget: QWidget) -> None:
        self._window.remove_cover(widget)

    def show_page(self, widget: QWidget) -> None:
        """Put a page of the table's (the curtain) where the board is, without the order dock
        and the banner: nothing private shows beside it."""
        self._window.show_cover(widget)

    def show_board_page(self) -> None:
        """The board again, with the order dock (orders and results)."""
        self._window.show_board()

    def show_results_tab(self) -> None:
        self._window.show_results_tab()

    def show_orders_tab(self) -> None:
        self._window.show_orders_tab()

    def focus_board(self) -> None:
        self._window.focus_board()

    # -- toolbars, menus and actions -------------------------------------------------------

    def add_toolbar(self, toolbar: QToolBar) -> None:
        """On a row of its own: beside the order tools, seven players' status chips ran off the
        window's edge into the toolbar's overflow menu (1400 px wide, in Czech)."""
        self._window.addToolBarBreak()
        self._window.addToolBar(toolbar)

    def remove_toolbar(self, toolbar: QToolBar) -> None:
        self._window.removeToolBarBreak(toolbar)  # the row break added with it
        self._window.removeToolBar(toolbar)

    def show_main_toolbar(self, visible: bool) -> None:
        """The window's order tools: meaningless (and distracting) behind a curtain."""
        self._window.main_toolbar.setVisible(visible)

    def add_separator(self, menu: Menu) -> None:
        """A separator before the next action added (to any menu)."""
        self._separator = True

    def add_action(self, action: QAction, menu: Menu) -> None:
        """Into ``menu``, and its shortcuts live wherever the focus is in the window."""
        self._window.add_flow_actions([action], menu.value, separator=self._separator)
        self._separator = False

    def remove_action(self, action: QAction) -> None:
        self._window.remove_flow_actions([action])

    def hide_practice_actions(self) -> None:
        """Adjudicate, Next power and Take back, out of sight and out of reach of their keys until
        :meth:`restore_practice_actions`: they would judge everyone's orders at once."""
        self._window.set_practice_actions(False)

    def restore_practice_actions(self) -> None:
        self._window.set_practice_actions(True)

    def enable_order_entry(self, enabled: bool) -> None:
        """The order actions and the typed-order box: on during a player's turn only."""
        self._window.set_order_entry_enabled(enabled)

    # -- seats and orders ------------------------------------------------------------------

    def route_seats(self, seat_for: Callable[[str], Seat]) -> None:
        """The order panel asks ``seat_for`` for a power's seat (the admitted player's only)."""
        self._window.set_seat_source(seat_for)

    def open_seats(self) -> None:
        """The order panel's own seats again, as outside a hot-seat game."""
        self._window.set_seat_source(None)

    def forget_orders(self, powers: Sequence[str]) -> None:
        """Drop the undo history of ``powers`` (its texts name their orders)."""
        self._window.forget_undo(powers)

    def leave_review_for_next_phase(self) -> None:
        """The judged phase leaves the board, and the order panel starts the new phase afresh."""
        self._window.leave_review(next_phase=True)

    @property
    def power_on_move(self) -> str:
        return self._window.power_on_move

    # -- the board -------------------------------------------------------------------------

    def limit_powers(self, powers: Sequence[str] | None) -> None:
        self._window.limit_powers(powers)

    def set_power_on_move(self, power: str) -> None:
        self._window.set_power_on_move(power)

    def clear_power_on_move(self) -> None:
        self._window.clear_power_on_move()

    def clear_traces(self) -> None:
        self._window.clear_traces()

    def show_game_position(self) -> None:
        """The game's position on the board (behind a curtain, or once the results are read)."""
        self._window.show_game_position()

    def show_results(self, resolution: Resolution, position: Position | None = None, *,
                     history: int | None = None) -> None:
        self._window.show_results(resolution, position, history=history)

    @property
    def in_review(self) -> bool:
        """A judged phase is on the board (playing, played or from history)."""
        return self._window.review is not None

    def leave_review(self) -> None:
        self._window.leave_review()

    def set_beginner_help(self, on: bool, friendly: Collection[str] = ()) -> None:
        self._window.set_beginner_help(on, friendly)

    # -- the phase playing on the board ----------------------------------------------------

    def watch_playback(self, slot: Callable[[], None]) -> None:
        """Call ``slot`` whenever a judged phase has finished playing on the board."""
        self._window.playback.finished.connect(slot)

    def unwatch_playback(self, slot: Callable[[], None]) -> None:
        self._window.playback.finished.disconnect(slot)

    def resolving(self) -> bool:
        """The phase just judged is still playing on the board."""
        return self._window.is_resolving()

    def skip_playback(self) -> None:
        self._window.show_result_now()
