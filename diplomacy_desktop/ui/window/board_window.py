"""The board window's shell: the map, the orders and results dock, the status bar, and the
small public face every flow (hot-seat, practice against bots, the File menu) talks to.

The shell builds the widgets and holds the little state that belongs to the window itself: the
game on the board, and what the board shows (:class:`~diplomacy_desktop.ui.modes.BoardMode`).
Its parts (``ui/window``) do the rest: the menus, the power on move, board input, the results
and the practice judging. A flow uses the face (``face.BoardFace``, which documents it) and
``mode``; it never reaches into the widgets. The widget attributes (``pages``, ``board_page``, ``banner``, ``dock``,
``tabs``, ``actions_by_name``...) stay public for the code that still uses them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Iterable, Sequence

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QStackedWidget, QToolBar, QVBoxLayout, QWidget

from ...engine.board import standard_map
from ...engine.game import Game, Seat
from ...engine.orders import Order
from ...engine.position import Phase, Position
from ..actions import set_action_text
from ..board import palette as palettes
from ..board.scene import BoardScene, board_geometry
from ..board.view import NAMES_FROM_ZOOM, BoardView
from ..language_menu import add_language_menu
from ..modes import BoardMode, Curtain, History, Ordering, Playback, Review
from ..names import power_name
from ..orders.controller import OrderController
from ..orders.entry import OrderEntry
from ..orders.panel import OrderPanel
from ..preferences import Preferences
from ..screen_fit import resize_within_screen
from ..teaching.reference_dock import add_rules_reference
from . import texts
from .board_input import BoardInput
from .dock import OrdersDock
from .face import HasPrompts
from .menus import ORDER_ENTRY_ACTIONS, WindowMenus
from .power_on_move import PowerOnMove
from .practice_judge import PracticeJudge
from .results_tab import ResultsTab

if TYPE_CHECKING:
    from ...engine.adjudicator import Resolution
    from ..board.playback import Playback as BoardPlayback
    from ..board.playback_bar import PlaybackBar
    from ..results.view import ResultsView

RESULTS_AFTER_PAINT_MS = 100
"""How long after the board's first paint the results tab is built (see ``ResultsTab.build``)."""
PANEL_WIDTH = 400
"""The panel's width at the first start (then the player's, remembered): room for the results'
controls in every language, so it need not widen once they are built."""
GEOMETRY_AFTER_PAINT_MS = 300
"""How long after the board's first paint the hit-testing shapes are built. A pointer on the board
before then builds them at once (``board_geometry`` is cached), so nothing depends on the delay."""


class BoardWindow(QMainWindow):
    powerOnMoveChanged = Signal(str)
    closed = Signal()
    """The window closed (its close accepted)."""
    retranslated = Signal()
    """Every text of the window is in the new language: what others show in it follows (the title)."""
    lessonsRequested = Signal()
    """Game > Lessons: ``ui.app`` opens the Lessons window (one for the program)."""
    sandboxRequested = Signal()
    """Game > Open the sandbox: ``ui.app`` opens a sandbox on a copy of this board's position."""
    REMEMBERS_GEOMETRY = True
    """Closing saves the window's size and docks (the program's window; not the sandbox)."""
    _built = False
    """Every part exists (a language change before then has nothing to word again)."""

    def __init__(self, game: Game | None = None, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.game = game or Game(standard_map())  # the window's board: the standard map
        self.mode = BoardMode(self)
        """What the board shows (ordering, curtain, playback, results, history): the one owner."""
        self.prefs = Preferences(settings)
        palettes.use(self.prefs.palette)  # before the board is built: its pieces take its colours
        self.typed_orders_follow_the_unit = False
        """A typed order for another power's unit switches to that power (the sandbox) instead of
        being refused as not the power on move's."""
        self.close_check: Callable[[], bool] | None = None
        """Asked before the window closes (unsaved changes); False keeps it open."""
        self.files: HasPrompts | None = None
        """The File menu's object (``set_files``): its dialogs ask before judging with orders missing."""
        self._said: tuple[Callable[[], str], str, int] | None = None
        """The status bar's last message said through :meth:`say` (how to word it again)."""

        self.scene = BoardScene(self.game.map, parent=self, disk_cache=True)  # on when the app names a folder
        self.view = BoardView(self)
        self.view.setObjectName("boardView")
        self.view.setScene(self.scene)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        self.banner.setVisible(False)
        self.board_page = QWidget()
        board_layout = QVBoxLayout(self.board_page)
        board_layout.setContentsMargins(0, 0, 0, 0)
        board_layout.setSpacing(0)
        board_layout.addWidget(self.banner)
        board_layout.addWidget(self.view, 1)
        # cover pages (the hot-seat curtain) replace the board entirely while they are up
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.board_page)
        self.setCentralWidget(self.pages)

        self.controller = OrderController(self.game, self)
        self.entry = OrderEntry(self.game.map, self.choose_among, self)
        self.panel = OrderPanel(self.controller)
        self.dock = OrdersDock(self.panel, self)
        self.tabs, self.results_page = self.dock.tabs, self.dock.results_page
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)

        self.board_input = BoardInput(self)  # the status bar's hover text, then (on_move) its phase
        self.hover_label = self.board_input.hover_label
        self.on_move = PowerOnMove(self)
        self.power_combo, self.phase_label = self.on_move.combo, self.on_move.phase_label
        self.judge = PracticeJudge(self)
        self.menus = WindowMenus(self)
        self.results_tab = ResultsTab(self, self.menus.view_menu, self.menus.playback_place)
        self.actions_by_name = self.menus.actions
        self.file_menu, self.game_menu, self.edit_menu = (self.menus.file_menu, self.menus.game_menu,
                                                          self.menus.edit_menu)
        self.orders_menu, self.view_menu = self.menus.orders_menu, self.menus.view_menu
        self.palette_menu, self.power_label = self.menus.palette_menu, self.menus.power_label
        self.view_menu.aboutToShow.connect(self.results_tab.build)
        self.palette_menu.paletteChosen.connect(self._palette_chosen)
        self.language_menu = add_language_menu(self)
        self.rules_reference = add_rules_reference(self)
        self.panel.ruleRequested.connect(self.rules_reference.show_rule)  # a warning's "why?"

        self.view.zoomChanged.connect(lambda z: self.scene.set_names_visible(z >= NAMES_FROM_ZOOM))
        self.entry.orderChosen.connect(self.controller.give)
        self.controller.ordersChanged.connect(self.redraw_orders)
        self.controller.refused.connect(lambda message: self.statusBar().showMessage(message, 8000))
        self.pages.currentChanged.connect(self._page_changed)
        # the hit-testing shapes (about 0.4 s) are built once the board is on screen, not before,
        # and a moment later, so a dialog opened at start-up (New Game) is on screen first
        self.view.firstPainted.connect(lambda: QTimer.singleShot(GEOMETRY_AFTER_PAINT_MS, board_geometry))
        # the results tab (list, playback and its controls) just after the first paint, after a
        # dialog opened at start-up is on screen, before a player can need it (and at once if
        # something needs it sooner)
        self.view.firstPainted.connect(lambda: QTimer.singleShot(RESULTS_AFTER_PAINT_MS, self.results_tab.build))
        self._built = True

        self.retranslate()
        resize_within_screen(self, 1400, 900)
        geometry, state = self.prefs.geometry()
        if geometry is not None:
            self.restoreGeometry(geometry)
        if state is not None:
            self.restoreState(state)
        else:
            self.resizeDocks([self.dock], [PANEL_WIDTH], Qt.Orientation.Horizontal)
        self.scene.show_position(self.game.position)
        self.set_power_on_move(self.on_move.first_power_to_order())

    # -- the face (documented in face.BoardFace) --------------------------------------------

    def set_files(self, files: HasPrompts | None) -> None:
        """The File menu's object of this window (``ui.app`` gives it once both exist)."""
        self.files = files

    def as_widget(self) -> QWidget:
        return self

    def show_board(self) -> None:
        self.pages.setCurrentWidget(self.board_page)
        self.dock.show()

    def add_cover(self, page: QWidget) -> None:
        self.pages.addWidget(page)

    def show_cover(self, page: QWidget) -> None:
        self.pages.setCurrentWidget(page)
        self.dock.hide()
        self.hide_banner()

    def remove_cover(self, page: QWidget) -> None:
        self.pages.removeWidget(page)
        self.pages.setCurrentWidget(self.board_page)

    def show_banner(self, text: str, style: str) -> None:
        self.banner.setStyleSheet(f"QLabel#banner {{ {style} }}")
        self.banner.setText(text)
        self.banner.show()

    def hide_banner(self) -> None:
        self.banner.hide()

    def say(self, words: Callable[[], str], timeout: int = 0) -> None:
        text = words()
        self._said = (words, text, timeout)
        self.statusBar().showMessage(text, timeout)

    @property
    def main_toolbar(self) -> QToolBar:
        return self.menus.toolbar

    def action(self, name: str) -> QAction:
        return self.actions_by_name[name]

    def set_action_enabled(self, name: str, enabled: bool) -> None:
        self.actions_by_name[name].setEnabled(enabled)

    def set_action_text(self, name: str, text: str) -> None:
        set_action_text(self.actions_by_name[name], text)

    def add_flow_actions(self, actions: Sequence[QAction], menu: str = "game", *, separator: bool = False,
                         on_toolbar: bool = False) -> None:
        target = self.menus.menu(menu)
        if separator:
            target.addSeparator()
        for action in actions:
            target.addAction(action)
            self.addAction(action)
            if on_toolbar:
                self.main_toolbar.insertAction(self.action("adjudicate"), action)

    def remove_flow_actions(self, actions: Iterable[QAction]) -> None:
        for action in actions:
            for menu in (self.game_menu, self.view_menu):
                menu.removeAction(action)
            self.main_toolbar.removeAction(action)
            self.removeAction(action)

    def set_practice_actions(self, available: bool) -> None:
        self.menus.set_practice_actions(available)

    def set_order_entry_enabled(self, enabled: bool) -> None:
        for name in ORDER_ENTRY_ACTIONS:
            self.actions_by_name[name].setEnabled(enabled)
        self.entry.set_enabled(enabled)

    def show_orders_tab(self) -> None:
        self.tabs.setCurrentWidget(self.panel)

    def show_results_tab(self) -> None:
        self.tabs.setCurrentWidget(self.results_page)

    def set_beginner_help(self, on: bool, friendly: Iterable[str] = ()) -> None:
        self.panel.set_beginner_help(on, friendly=set(friendly))

    def set_seat_source(self, source: Callable[[str], Seat] | None) -> None:
        self.controller.set_seat_source(source)

    def forget_undo(self, powers: Iterable[str]) -> None:
        self.controller.forget(powers)

    def focus_board(self) -> None:
        self.view.setFocus()

    def show_game_position(self) -> None:
        self.scene.show_position(self.game.position)

    def is_resolving(self) -> bool:
        return self.mode.is_playing() and not self.playback.is_done()

    def show_result_now(self) -> None:
        self.playback.skip_to_end()

    def show_results(self, resolution: Resolution, position: Position | None = None, *,
                     history: int | None = None, animate: bool | None = None) -> None:
        self.results_tab.show(resolution, position, history=history, animate=animate)

    def leave_review(self, *, next_phase: bool = False) -> None:
        self.results_tab.leave()
        if next_phase:
            self.controller.new_phase()

    @property
    def review(self) -> Resolution | None:
        return self.mode.resolution

    @property
    def playback(self) -> BoardPlayback:
        self.results_tab.build()
        assert self.results_tab.playback is not None
        return self.results_tab.playback

    @property
    def playback_bar(self) -> PlaybackBar:
        self.results_tab.build()
        assert self.results_tab.bar is not None
        return self.results_tab.bar

    @property
    def results(self) -> ResultsView:
        self.results_tab.build()
        assert self.results_tab.view is not None
        return self.results_tab.view

    def set_power_on_move(self, power: str) -> None:
        self.on_move.set_power(power)

    @property
    def power_on_move(self) -> str:
        return self.controller.power

    def limit_powers(self, powers: Sequence[str] | None) -> None:
        self.on_move.limit_powers(powers)

    def clear_power_on_move(self) -> None:
        self.on_move.clear()

    def clear_traces(self) -> None:
        self.on_move.clear_traces()

    # -- the game and the power on move ----------------------------------------------------

    def set_game(self, game: Game) -> None:
        """Put another game on the board (File > New / Open); nothing of the old one stays."""
        self.game = game
        self.controller.set_game(game)
        self.playback.stop()
        self.mode.set(Ordering())
        # a game resumed after phases were played lists the last one judged, not "nothing yet"
        self.results.show_resolution(game.history[-1].resolution if game.history else None)
        self.results_tab.update_summary()
        self.scene.show_position(game.position)
        self.show_orders_tab()
        self.limit_powers(None)
        self.set_power_on_move(self.on_move.first_power_to_order())
        self.judge.update_adjudicate_text()
        self.statusBar().clearMessage()

    def redraw_orders(self) -> None:
        """The orders being entered drawn on the board; the phase in the status bar."""
        self.on_move.redraw_orders()

    def pending_orders(self, power: str) -> tuple[Order, ...]:
        return self.on_move.pending_orders(power)

    @property
    def own_powers(self) -> list[str] | None:
        """The powers of the player at the computer (hot-seat), or None (every power)."""
        return self.on_move.own_powers

    def next_power(self) -> None:
        self.on_move.next_power()

    def adjudicate(self) -> Resolution | None:
        """Judge everyone's orders at this keyboard (see ``PracticeJudge.adjudicate``)."""
        return self.judge.adjudicate()

    def adjudicate_or_continue(self) -> None:
        self.judge.adjudicate_or_continue()

    def continue_to_next_phase(self) -> None:
        self.judge.continue_to_next_phase()

    def take_back(self) -> None:
        self.judge.take_back()

    def update_adjudicate_text(self) -> None:
        self.judge.update_adjudicate_text()

    def choose_among(self, options: Sequence[Order]) -> Order | None:
        """Ask which of several orders a click meant (split coasts, army or fleet builds)."""
        return self.board_input.choose_among(options)

    def focus_typed_box(self) -> None:
        self.show_orders_tab()
        self.panel.typed.setFocus()
        self.panel.typed.selectAll()

    def title_phase(self) -> Phase:
        """The phase the window's title names: the one whose results are on the board while they
        are, else the phase being ordered."""
        resolution = self.review
        return resolution.phase if resolution is not None else self.game.position.phase

    def shown_position(self) -> Position:
        """The position the board stands on: the judged one while it plays, the next after."""
        state = self.mode.state
        if isinstance(state, Playback):
            return state.position
        if isinstance(state, (Review, History)):
            return state.resolution.position
        return self.game.position

    # -- the window itself -----------------------------------------------------------------

    def _palette_chosen(self, palette: palettes.Palette) -> None:
        self.prefs.palette = palette.key
        self.scene.set_palette(palette)

    def _page_changed(self, index: int) -> None:
        """Another page than the board (the hot-seat curtain) hides it: nothing plays behind it."""
        if self.pages.widget(index) is not self.board_page:
            self.playback.stop()
            if not isinstance(self.mode.state, Curtain):  # the hot-seat flow may have said whose already
                self.mode.set(Curtain())
        elif isinstance(self.mode.state, Curtain):
            self.mode.set(Ordering(self.controller.power))

    def retranslate(self) -> None:
        texts.word_window(self)
        self.menus.retranslate()
        self.name_for_screen_readers()
        self.panel.retranslate()
        self.results_tab.retranslate()
        if isinstance(self.mode.state, (Review, History)):
            self.results_tab.update_summary()
        self.judge.update_adjudicate_text()

    def name_for_screen_readers(self) -> None:
        texts.name_for_screen_readers(self)
        self.results_tab.name_for_screen_readers()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new language (the Language menu): every text again, in it, without a restart."""
        if event.type() == QEvent.Type.LanguageChange and self._built:
            self.retranslate()
            self.language_menu.retranslate()
            for i in range(self.power_combo.count()):
                self.power_combo.setItemText(i, power_name(self.power_combo.itemData(i)))
            self.scene.retranslate()
            self.redraw_orders()
            self._say_again()
            self.retranslated.emit()  # the File menu, the session's banners, the title
        super().changeEvent(event)

    def _say_again(self) -> None:
        """The status bar's message in the language now installed: a message said through
        :meth:`say` is worded again; the order entry's prompt is asked for again."""
        current = self.statusBar().currentMessage()
        if not current:
            return
        if self._said is not None and current == self._said[1]:
            self.say(self._said[0], self._said[2])
        elif current == self.entry.prompt and not self.entry.selected:
            self.entry.cancel()  # nothing half-entered: the idle prompt, worded anew

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        if self.close_check is not None and not self.close_check():
            event.ignore()
            return
        if self.results_tab.playback is not None:
            self.results_tab.playback.stop()
        if self.REMEMBERS_GEOMETRY:
            self.prefs.save_geometry(self.saveGeometry(), self.saveState())
        super().closeEvent(event)
        self.closed.emit()
