"""The board window's public face, as a type: what its parts and the flows may use.

:class:`BoardFace` lists it; ``board_window.BoardWindow`` is the one class that has it. The
parts (``menus``, ``power_on_move``, ``board_input``, ``results_tab``, ``practice_judge``) are
typed against this face, not against the window's class, so they import nothing of the window
and the window's modules form no import circle. A flow (hot-seat, practice against bots) should
need the methods of the second half only, with ``mode`` and ``game``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable, Protocol, Sequence

if TYPE_CHECKING:
    from PySide6.QtCore import Qt, SignalInstance
    from PySide6.QtGui import QAction
    from PySide6.QtWidgets import (QComboBox, QDockWidget, QLabel, QMenuBar, QStatusBar, QTabWidget, QToolBar,
                                   QWidget)

    from ...engine.adjudicator import Resolution
    from ...engine.game import Game, Seat
    from ...engine.orders import Order
    from ...engine.position import Phase, Position
    from ..board.playback import Playback as BoardPlayback
    from ..board.scene import BoardScene
    from ..board.view import BoardView
    from ..modes import BoardMode
    from ..orders.controller import OrderController
    from ..orders.entry import OrderEntry
    from ..orders.panel import OrderPanel
    from ..preferences import Preferences
    from ..prompts import Prompts
    from ..results.view import ResultsView
    from ..teaching.reference_dock import RulesReferenceDock


class HasPrompts(Protocol):
    """The File menu's object, as the window sees it: its dialogs (``ui.game_files.GameFiles``)."""

    prompts: Prompts


class BoardFace(Protocol):
    """The board window as its parts and the flows see it (``board_window.BoardWindow``)."""

    # -- the window's own parts: its widgets, for the window's parts -------------------------
    game: Game
    mode: BoardMode
    prefs: Preferences
    scene: BoardScene
    view: BoardView
    controller: OrderController
    entry: OrderEntry
    panel: OrderPanel
    tabs: QTabWidget
    results_page: QWidget
    power_combo: QComboBox
    phase_label: QLabel
    hover_label: QLabel
    banner: QLabel
    rules_reference: RulesReferenceDock
    files: HasPrompts | None
    typed_orders_follow_the_unit: bool
    powerOnMoveChanged: SignalInstance
    lessonsRequested: SignalInstance
    sandboxRequested: SignalInstance

    def statusBar(self) -> QStatusBar: ...  # noqa: N802 - Qt's names
    def menuBar(self) -> QMenuBar: ...  # noqa: N802
    def addAction(self, action: QAction) -> None: ...  # noqa: N802
    def addToolBar(self, toolbar: QToolBar) -> None: ...  # noqa: N802
    def addToolBarBreak(self) -> None: ...  # noqa: N802
    def removeToolBarBreak(self, before: QToolBar) -> None: ...  # noqa: N802
    def removeToolBar(self, toolbar: QToolBar) -> None: ...  # noqa: N802
    def resizeDocks(self, docks: Sequence[QDockWidget], sizes: Sequence[int],  # noqa: N802
                    orientation: Qt.Orientation, /) -> None: ...
    def close(self) -> bool: ...
    def as_widget(self) -> QWidget: ...
    def name_for_screen_readers(self) -> None: ...
    def redraw_orders(self) -> None: ...
    def title_phase(self) -> Phase: ...
    def shown_position(self) -> Position: ...
    def pending_orders(self, power: str) -> tuple[Order, ...]: ...
    def update_adjudicate_text(self) -> None: ...
    def adjudicate_or_continue(self) -> None: ...
    def take_back(self) -> None: ...
    def next_power(self) -> None: ...
    def focus_typed_box(self) -> None: ...
    def set_game(self, game: Game) -> None: ...

    @property
    def dock(self) -> QDockWidget: ...
    @property
    def own_powers(self) -> list[str] | None: ...

    # -- the face the flows use ---------------------------------------------------------------
    def show_board(self) -> None:
        """The board (not a cover page) with the orders and results dock."""

    def add_cover(self, page: QWidget) -> None:
        """A page that can replace the board entirely (the hot-seat curtain), not shown yet."""

    def show_cover(self, page: QWidget) -> None:
        """``page`` (added with :meth:`add_cover`) in place of the board, without the dock and
        banner: nothing plays or shows behind it (the mode becomes a curtain)."""

    def remove_cover(self, page: QWidget) -> None:
        """Take ``page`` away for good; the board comes back."""

    def show_banner(self, text: str, style: str) -> None:
        """A line above the board saying what happens now; ``style`` is its CSS declarations."""

    def hide_banner(self) -> None: ...

    def say(self, words: Callable[[], str], timeout: int = 0) -> None:
        """Show a status-bar message worded by ``words``, which words it again, in the new
        language, if the language changes while it is up."""

    def action(self, name: str) -> QAction:
        """The window's action called ``name`` (``adjudicate``, ``hold``, ``show_results``...)."""

    def set_action_enabled(self, name: str, enabled: bool) -> None: ...

    def set_action_text(self, name: str, text: str) -> None:
        """An action's words (its tooltip names its keys: ``ui.actions.set_action_text``)."""

    def add_flow_actions(self, actions: Sequence[QAction], menu: str = "game", *, separator: bool = False,
                         on_toolbar: bool = False) -> None:
        """A flow's own actions in the ``game`` or ``view`` menu, their keys working anywhere in
        the window; ``on_toolbar``: also on the main toolbar, where Adjudicate stands."""

    def remove_flow_actions(self, actions: Iterable[QAction]) -> None:
        """Take a flow's actions (see :meth:`add_flow_actions`) out of the menus, toolbar and keys."""

    def set_practice_actions(self, available: bool) -> None:
        """Adjudicate, Next power and Take back, with their keys, or (False) neither: a flow that
        judges its own way (hot-seat, practice against bots) hides them while it runs."""

    def set_order_entry_enabled(self, enabled: bool) -> None:
        """Whether orders can be given at all: the order actions and board clicks."""

    def show_orders_tab(self) -> None: ...

    def show_results_tab(self) -> None: ...

    def set_beginner_help(self, on: bool, friendly: Iterable[str] = ()) -> None:
        """Count the orders given and warn of likely mistakes (``friendly``: powers not to warn of)."""

    def set_seat_source(self, source: Callable[[str], Seat] | None) -> None:
        """Where the order controller gets a power's seat: a flow's (the player admitted at the
        keyboard), or None for the game's own (every seat open)."""

    def forget_undo(self, powers: Iterable[str]) -> None:
        """Drop the undo history of ``powers`` (its texts name their orders)."""

    def focus_board(self) -> None: ...

    def show_game_position(self) -> None:
        """The board on the position being ordered (the pieces; no orders drawn here)."""

    def is_resolving(self) -> bool:
        """Is a judged phase still playing on the board?"""

    def show_result_now(self) -> None:
        """The phase playing on the board jumps to its end."""

    def show_results(self, resolution: Resolution, position: Position | None = None, *,
                     history: int | None = None, animate: bool | None = None) -> None:
        """The table watches the judged phase resolve on the board, then sees the new position
        with every order and its outcome; the results list says why, row by row.

        ``position`` is the position that was judged (default: the last phase played); history
        passes an older one with its ``history`` index, and is not animated unless asked
        (``animate``: Replay plays it)."""

    def leave_review(self, *, next_phase: bool = False) -> None:
        """Back from the results to the position now being ordered (no power changes here);
        ``next_phase``: it is a new phase, whose orders start with no undo history."""

    def set_power_on_move(self, power: str) -> None:
        """Show and enter orders for ``power`` only (the practice combo, or a flow)."""

    def limit_powers(self, powers: Sequence[str] | None) -> None:
        """Offer only ``powers`` in the power combo (a hot-seat player's own); None offers all."""

    def clear_power_on_move(self) -> None:
        """No power on move: nothing of anyone's orders in the panel, on the board or in undo."""

    def clear_traces(self) -> None:
        """Forget every trace of the last person's input before the next one sits down (hot-seat
        curtains): the hovered province and its status-bar text, the picked piece and its lit
        targets, a half-entered order, the typed box and its completions, the list selection and
        the refusal under it, the zoom and scroll (where they looked), any tooltip, and every
        undo history, so nobody can undo into another player's orders."""

    @property
    def main_toolbar(self) -> QToolBar:
        """The toolbar with the power on move, Adjudicate, undo and the zoom."""

    @property
    def review(self) -> Resolution | None:
        """The judged phase on the board (playing, played or from history), else None."""

    @property
    def playback(self) -> BoardPlayback:
        """Plays a judged phase on the board (its ``finished`` signal: the board settled)."""

    @property
    def results(self) -> ResultsView:
        """The results list (in the results tab)."""

    @property
    def power_on_move(self) -> str: ...
