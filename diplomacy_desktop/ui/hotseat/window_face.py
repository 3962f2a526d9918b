"""The board window as the hot-seat table sees it: the one place in ``ui/hotseat`` that reaches into it.

The hot-seat flows need a handful of things from the board window: a page for the curtain, the
banner, the status bar, the order dock, two menus, the order actions to switch off behind a
curtain, and a say in which seats the order panel may use. :class:`WindowFace` names each of
them as one method, so that nothing else in ``ui/hotseat`` knows how the window is built, and
when the window grows a public face of its own, this adapter is pointed at it in one place.
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
    from ..main_window import MainWindow
    from ..modes import BoardMode

PRACTICE_ACTIONS = ("adjudicate", "next_power", "take_back")
"""The practice-only actions: they would judge everyone's orders at once, not at this table."""
ORDER_ACTIONS = ("hold", "move", "support", "convoy", "disband", "waive", "type", "delete", "cancel", "show_orders")
"""The actions that enter or show orders: only a player at their own turn may use them."""


class Menu(Enum):
    """The window's menus the table adds its actions to."""

    GAME = "game"
    VIEW = "view"


class WindowFace:
    """What the hot-seat table may do to the board window, one method per need (see the module)."""

    def __init__(self, window: MainWindow) -> None:
        self._window = window
        self._practice_keys: list[tuple[QAction, list]] = []
        """The practice actions hidden while the table plays, and their shortcuts to give back."""

    @property
    def owner(self) -> QWidget:
        """The parent of everything the table adds to the window (it goes when the window goes)."""
        return self._window

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
        banner = self._window.banner
        banner.setStyleSheet(f"QLabel#banner {{ {style} }}")
        banner.setText(text)
        banner.show()

    def hide_banner(self) -> None:
        self._window.banner.hide()

    # -- pages, dock and tabs --------------------------------------------------------------

    def add_page(self, widget: QWidget) -> None:
        self._window.pages.addWidget(widget)

    def remove_page(self, widget: QWidget) -> None:
        self._window.pages.removeWidget(widget)

    def show_page(self, widget: QWidget) -> None:
        """Put a page of the table's (the curtain) where the board is."""
        self._window.pages.setCurrentWidget(widget)

    def show_board_page(self) -> None:
        self._window.pages.setCurrentWidget(self._window.board_page)

    def show_dock(self, visible: bool) -> None:
        """The order dock (orders and results): hidden behind a curtain."""
        self._window.dock.setVisible(visible)

    def show_results_tab(self) -> None:
        self._window.tabs.setCurrentWidget(self._window.results_page)

    def show_orders_tab(self) -> None:
        self._window.tabs.setCurrentWidget(self._window.panel)

    def focus_board(self) -> None:
        self._window.view.setFocus()

    # -- toolbars, menus and actions -------------------------------------------------------

    def add_toolbar(self, toolbar: QToolBar) -> None:
        self._window.addToolBar(toolbar)

    def remove_toolbar(self, toolbar: QToolBar) -> None:
        self._window.removeToolBar(toolbar)

    def show_main_toolbar(self, visible: bool) -> None:
        """The window's order tools: meaningless (and distracting) behind a curtain."""
        toolbar = self._window.findChild(QToolBar, "mainToolbar")
        if toolbar is not None:
            toolbar.setVisible(visible)

    def add_separator(self, menu: Menu) -> None:
        self._menu(menu).addSeparator()

    def add_action(self, action: QAction, menu: Menu) -> None:
        """Into ``menu``, and its shortcuts live wherever the focus is in the window."""
        self._menu(menu).addAction(action)
        self._window.addAction(action)

    def remove_action(self, action: QAction) -> None:
        for menu in Menu:
            self._menu(menu).removeAction(action)
        self._window.removeAction(action)

    def hide_practice_actions(self) -> None:
        """Out of sight and out of reach of their shortcuts until :meth:`restore_practice_actions`."""
        actions = [self._window.actions_by_name[n] for n in PRACTICE_ACTIONS]
        self._practice_keys = [(a, a.shortcuts()) for a in actions]
        for action, _ in self._practice_keys:
            action.setShortcuts([])
            action.setVisible(False)

    def restore_practice_actions(self) -> None:
        for action, keys in self._practice_keys:
            action.setShortcuts(keys)
            action.setVisible(True)
        self._practice_keys = []

    def enable_order_entry(self, enabled: bool) -> None:
        """The order actions and the typed-order box: on during a player's turn only."""
        for name in ORDER_ACTIONS:
            self._window.actions_by_name[name].setEnabled(enabled)
        self._window.entry.set_enabled(enabled)

    def _menu(self, menu: Menu):  # noqa: ANN202 - the window's QMenu
        return self._window.game_menu if menu == Menu.GAME else self._window.view_menu

    # -- seats and orders ------------------------------------------------------------------

    def route_seats(self, seat_for: Callable[[str], Seat]) -> None:
        """The order panel asks ``seat_for`` for a power's seat (the admitted player's only)."""
        self._window.controller.seat_for = seat_for

    def open_seats(self) -> None:
        """The order panel's own seats again, as outside a hot-seat game."""
        controller = self._window.controller
        controller.seat_for = controller._open_seat

    def forget_orders(self, powers: Sequence[str]) -> None:
        """Drop the undo history of ``powers`` (its texts name their orders)."""
        self._window.controller.forget(powers)

    def new_phase(self) -> None:
        self._window.controller.new_phase()

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

    def show_position(self, position: Position) -> None:
        self._window.scene.show_position(position)

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
        self._window.panel.set_beginner_help(on, friendly=friendly)

    # -- the phase playing on the board ----------------------------------------------------

    def watch_playback(self, slot: Callable[[], None]) -> None:
        """Call ``slot`` whenever a judged phase has finished playing on the board."""
        self._window.playback.finished.connect(slot)

    def unwatch_playback(self, slot: Callable[[], None]) -> None:
        self._window.playback.finished.disconnect(slot)

    def resolving(self) -> bool:
        """The phase just judged is still playing on the board."""
        return self._window.mode.is_playing() and not self._window.playback.is_done()

    def skip_playback(self) -> None:
        self._window.playback.skip_to_end()
