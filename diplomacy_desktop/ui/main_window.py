"""The board window: the map, the order panel of the power on move, and the results.

The window wires widgets together through signals and holds the little state that belongs to
the window itself: which power is on move (:meth:`MainWindow.set_power_on_move`, called by
the practice combo here and by a hot-seat controller later) and whether the board shows the
results of the phase just judged (:meth:`show_results`) or the position being ordered.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Callable, Sequence

from PySide6.QtCore import QEvent, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QCloseEvent, QCursor, QKeySequence
from PySide6.QtWidgets import (QComboBox, QDockWidget, QLabel, QMainWindow, QMenu, QSizePolicy, QStackedWidget,
                               QTabWidget, QToolBar, QToolTip, QVBoxLayout, QWidget)

from .actions import set_action_text
from ..engine.board import province_of, standard_map
from ..engine.game import Game, GameOver, SeatRefused
from ..engine.orders import Move, Order, Retreat
from ..engine.position import ADJUSTMENTS, RETREATS, Phase, Position
from .board.scene import BoardScene, DrawnOrder, board_geometry
from .board import palette as palettes
from .board.palette_menu import PaletteMenu
from .board.view import NAMES_FROM_ZOOM, BoardView
from .language_menu import add_language_menu
from .modes import BoardMode, Curtain, History, Ordering, Playback, Review
from .names import current_notation, location_name, phase_text, power_name, unit_text
from .orders.controller import OrderController
from .orders.entry import OrderEntry, describe_option
from .orders.keys import order_keys
from .orders.panel import OrderPanel
from .preferences import Preferences
from .screen_fit import resize_within_screen
from .reasons import explain_reason
from .teaching.reference_dock import add_rules_reference
from .template import fill

if TYPE_CHECKING:  # built after the board's first paint (or when first used): see _build_results
    from ..engine.adjudicator import Resolution
    from ..replay.plan import Row
    from .board.playback import Playback as BoardPlayback
    from .board.playback_bar import PlaybackBar
    from .results.view import ResultsView

ROWS_FALLBACK_MS = 40
"""The rows of a new beat are selected at most this long after it began, frame drawn or not."""
RESULTS_AFTER_PAINT_MS = 100
"""How long after the board's first paint the results tab is built (see ``_build_results``)."""
PANEL_MIN_WIDTH = 340
"""The narrowest the orders and results panel gets (wider if its controls need it in a language)."""
PANEL_WIDTH = 400
"""The panel's width at the first start (then the player's, remembered): room for the results'
controls in every language, so it need not widen once they are built."""
GEOMETRY_AFTER_PAINT_MS = 300
"""How long after the board's first paint the hit-testing shapes are built. A pointer on the board
before then builds them at once (``board_geometry`` is cached), so nothing depends on the delay."""


class MainWindow(QMainWindow):
    powerOnMoveChanged = Signal(str)
    closed = Signal()
    """The board window closed (its close accepted): the program ends (``app.launch``)."""

    def __init__(self, game: Game | None = None, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("mainWindow")
        self.game = game or Game(standard_map())  # the window's board: the standard map
        self.mode = BoardMode(self)
        """What the board shows (ordering, curtain, playback, results, history): the one owner."""
        self.prefs = Preferences(settings)
        palettes.use(self.prefs.palette)  # before the board is built: its pieces take its colours
        self._own_powers: list[str] | None = None
        """The powers of the player at the computer (hot-seat), or None for practice (every power)."""
        self.typed_orders_follow_the_unit = False
        """A typed order for another power's unit switches to that power (the sandbox) instead of
        being refused as not the power on move's."""
        self.close_check: Callable[[], bool] | None = None
        """Asked before the window closes (unsaved changes); False keeps it open."""

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
        # other pages (the hot-seat curtain) replace the board entirely while they are up
        self.pages = QStackedWidget(self)
        self.pages.addWidget(self.board_page)
        self.setCentralWidget(self.pages)

        self.controller = OrderController(self.game, self)
        self.entry = OrderEntry(self.game.map, self.choose_among, self)
        self.panel = OrderPanel(self.controller)
        self._playback: BoardPlayback | None = None
        self._playback_bar: PlaybackBar | None = None
        self._results: ResultsView | None = None
        # the results tab's page; the list and the playback in it are built by _build_results
        self.results_page = QWidget()
        self.results_page.setObjectName("resultsPage")
        QVBoxLayout(self.results_page).setContentsMargins(0, 0, 0, 0)
        self.tabs = QTabWidget()
        self.tabs.addTab(self.panel, "")
        self.tabs.addTab(self.results_page, "")
        self.dock = QDockWidget(self)
        self.dock.setObjectName("ordersDock")
        self.dock.setFeatures(QDockWidget.DockWidgetFeature.DockWidgetMovable)
        self.dock.setWidget(self.tabs)
        # the panel keeps the width it has (the player's, remembered with the window's layout)
        # whatever a phase puts in it: its content never pushes it wider, so the board does not
        # grow and shrink from phase to phase; the floor is what its fixed controls need
        self.tabs.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.tabs.setMinimumWidth(PANEL_MIN_WIDTH)
        self.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)

        self.phase_label = QLabel()
        self.hover_label = QLabel()
        self.hover_label.setObjectName("hoverLabel")
        # the hover text sits on the right at its own width: a permanent widget stretched over the
        # bar would cover the bar's messages ("Waiting for England.", a refused order), which Qt
        # draws left of the first permanent widget; it may shrink (clipped) when the bar is full
        self.hover_label.setMinimumWidth(1)
        self.hover_label.setContentsMargins(0, 0, 16, 0)  # apart from the phase beside it
        self.hover_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        self.statusBar().addPermanentWidget(self.hover_label)
        self.statusBar().addPermanentWidget(self.phase_label)

        self.power_combo = QComboBox()
        self.power_combo.setObjectName("powerCombo")
        # as wide as its longest name in the language now shown (Czech "Rakousko", then Dutch
        # "Oostenrijk", cut off when the language changed with the window open)
        self.power_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        for key in self.game.map.powers:
            self.power_combo.addItem(power_name(key), key)
        self._build_actions()

        self.scene.locationClicked.connect(self._board_clicked)
        self.scene.locationHovered.connect(self._hovered)
        self.view.zoomChanged.connect(lambda z: self.scene.set_names_visible(z >= NAMES_FROM_ZOOM))
        # a typed order is for the power whose unit it names (practice, sandbox): read before the panel
        self.panel.typed.orderTyped.disconnect(self.panel._typed)
        self.panel.typed.orderTyped.connect(self._order_typed)
        self.entry.changed.connect(self._entry_changed)
        self.entry.orderChosen.connect(self.controller.give)
        self.controller.ordersChanged.connect(self._orders_changed)
        self.controller.refused.connect(lambda message: self.statusBar().showMessage(message, 8000))
        self.power_combo.currentIndexChanged.connect(
            lambda i: self.set_power_on_move(self.power_combo.itemData(i)))
        self._said: tuple[Callable[[], str], str, int] | None = None
        """The status bar's last message said through :meth:`say` (how to word it again)."""
        self._lit_row: Row | None = None
        self._pending_rows: list[Row] | None = None
        """The rows of a beat that began while the board moved, selected once its frame is drawn."""
        self._rows_fallback = QTimer(self)
        self._rows_fallback.setSingleShot(True)
        self._rows_fallback.setInterval(ROWS_FALLBACK_MS)
        self._rows_fallback.timeout.connect(self._apply_pending_rows)
        self.view.painted.connect(self._board_frame_drawn)
        self.pages.currentChanged.connect(self._page_changed)
        self.mode.changed.connect(self._mode_changed)
        # the hit-testing shapes (about 0.4 s) are built once the board is on screen, not before,
        # and a moment later, so a dialog opened at start-up (New Game) is on screen first
        self.view.firstPainted.connect(lambda: QTimer.singleShot(GEOMETRY_AFTER_PAINT_MS, board_geometry))
        # the results tab (list, playback and its controls) just after the first paint, after a
        # dialog opened at start-up is on screen, before a player can need it (and at once if
        # something needs it sooner)
        self.view.firstPainted.connect(lambda: QTimer.singleShot(RESULTS_AFTER_PAINT_MS, self._build_results))

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
        self.set_power_on_move(self._first_power_to_order())

    # -- actions, menus, toolbar ---------------------------------------------------------

    def _action(self, name: str, shortcut: QKeySequence | str | Sequence, slot, menu: QMenu) -> QAction:  # noqa: ANN001
        action = QAction(self)
        action.setObjectName(name)
        if isinstance(shortcut, (list, tuple)):
            action.setShortcuts([QKeySequence(s) for s in shortcut])
        elif shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        self.addAction(action)
        return action

    def _build_actions(self) -> None:
        bar = self.menuBar()
        self.file_menu = bar.addMenu("")
        self.game_menu = bar.addMenu("")
        self.edit_menu = bar.addMenu("")
        self.orders_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        a = self.actions_by_name = {}
        a["adjudicate"] = self._action("adjudicate", ["Ctrl+Return", "Ctrl+Enter"], self.adjudicate_or_continue,
                                       self.game_menu)
        a["take_back"] = self._action("take_back", "Ctrl+Backspace", self.take_back, self.game_menu)
        self.game_menu.addSeparator()
        a["lessons"] = self._action("lessons", "", self.open_lessons, self.game_menu)
        self.lessons_window = None
        self.sandbox_window: QMainWindow | None = None
        a["sandbox"] = self._action("sandbox", "", self.open_sandbox, self.game_menu)
        self.file_menu.addSeparator()
        a["quit"] = self._action("quit", QKeySequence.StandardKey.Quit, self.close, self.file_menu)
        undo = self.controller.undo_group.createUndoAction(self)
        undo.setObjectName("undo")
        undo.setShortcuts([QKeySequence("Ctrl+Z")])
        redo = self.controller.undo_group.createRedoAction(self)
        redo.setObjectName("redo")
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for action in (undo, redo):
            self.edit_menu.addAction(action)
            self.addAction(action)
        a["undo"], a["redo"] = undo, redo
        # short-labelled twins for the toolbar and the panel (the menu items name the order undone)
        group = self.controller.undo_group
        a["undo_button"] = QAction(self)
        a["undo_button"].triggered.connect(group.undo)
        a["undo_button"].setEnabled(False)
        group.canUndoChanged.connect(a["undo_button"].setEnabled)
        a["redo_button"] = QAction(self)
        a["redo_button"].triggered.connect(group.redo)
        a["redo_button"].setEnabled(False)
        group.canRedoChanged.connect(a["redo_button"].setEnabled)
        self.panel.set_undo_actions(a["undo_button"], a["redo_button"])
        self.edit_menu.addSeparator()
        a["delete"] = self._action("delete", QKeySequence.StandardKey.Delete, self.panel._delete_current,
                                   self.edit_menu)
        a["cancel"] = self._action("cancel", "Esc", self.entry.cancel, self.edit_menu)
        a["hold"] = self._action("hold", "H", self.entry.key_hold, self.orders_menu)
        a["move"] = self._action("move", "M", self.entry.key_move, self.orders_menu)
        a["support"] = self._action("support", "S", self.entry.key_support, self.orders_menu)
        a["convoy"] = self._action("convoy", "C", self.entry.key_convoy, self.orders_menu)
        a["disband"] = self._action("disband", "D", self.entry.key_disband, self.orders_menu)
        a["waive"] = self._action("waive", "W", self.controller.waive, self.orders_menu)
        self.orders_menu.addSeparator()
        a["type"] = self._action("type", "Ctrl+L", self.focus_typed_box, self.orders_menu)
        a["next_power"] = self._action("next_power", "Ctrl+Tab", self._next_power, self.orders_menu)
        a["zoom_in"] = self._action("zoom_in", ["+", "=", "Ctrl++"], self.view.zoom_in, self.view_menu)
        a["zoom_out"] = self._action("zoom_out", ["-", "Ctrl+-"], self.view.zoom_out, self.view_menu)
        a["fit"] = self._action("fit", ["0", "Ctrl+0"], self.view.fit, self.view_menu)
        a["focus_board"] = self._action("focus_board", "F6", lambda: self.view.setFocus(), self.view_menu)
        self.view_menu.addSeparator()
        self._playback_menu_place = self.view_menu.addSeparator()  # the playback's actions go before it
        self.view_menu.aboutToShow.connect(self._build_results)
        a["show_orders"] = self._action("show_orders", "Ctrl+1", lambda: self.tabs.setCurrentWidget(self.panel),
                                        self.view_menu)
        a["show_results"] = self._action("show_results", "Ctrl+2",
                                         lambda: self.tabs.setCurrentWidget(self.results_page), self.view_menu)
        self.view_menu.addSeparator()
        self.palette_menu = PaletteMenu(self.prefs.palette, self.view_menu)
        self.palette_menu.paletteChosen.connect(self._palette_chosen)
        self.view_menu.addMenu(self.palette_menu)

        toolbar = QToolBar(self)
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        self.power_label = QLabel()
        toolbar.addWidget(self.power_label)
        toolbar.addWidget(self.power_combo)
        toolbar.addSeparator()
        toolbar.addAction(a["adjudicate"])
        toolbar.addSeparator()
        for name in ("undo_button", "redo_button", "zoom_out", "zoom_in", "fit"):
            toolbar.addAction(a[name])
        self.addToolBar(toolbar)
        self.language_menu = add_language_menu(self)
        self.rules_reference = add_rules_reference(self)
        self.panel.ruleRequested.connect(self.rules_reference.show_rule)  # a warning's "why?"

    # -- the results tab -----------------------------------------------------------------

    def _build_results(self) -> None:
        """The results list, the playback and its controls (their modules too: about 100M
        instructions, a tenth of a start), built once, after the board's first paint."""
        if self._results is not None:
            return
        from .board.playback import Playback as BoardPlayback
        from .board.playback_bar import PlaybackBar
        from .results.view import ResultsView

        playback = self._playback = BoardPlayback(self.scene, self)
        playback.speed = self.prefs.speed
        playback.motion = self.prefs.motion
        playback.order_by_order = self.prefs.order_by_order
        bar = self._playback_bar = PlaybackBar(playback)
        results = self._results = ResultsView()
        results.layout().insertWidget(0, bar)
        self.results_page.layout().addWidget(results)
        actions = list(bar.actions_by_name.values())
        for action in actions:
            self.addAction(action)  # the keys work whichever tab the dock shows
        self.view_menu.insertActions(self._playback_menu_place, actions)
        playback.rowsChanged.connect(self._rows_now_playing)
        playback.finished.connect(self._playback_finished)
        playback.stateChanged.connect(self._playback_state)
        results.rowClicked.connect(self.replay_row)
        results.ruleClicked.connect(self.rules_reference.show_rule)
        bar.speedChosen.connect(lambda v: setattr(self.prefs, "speed", v))
        bar.motionChosen.connect(lambda v: setattr(self.prefs, "motion", v))
        bar.orderByOrderChosen.connect(lambda v: setattr(self.prefs, "order_by_order", v))
        self._fit_panel_floor()
        self._name_for_screen_readers()

    def _fit_panel_floor(self) -> None:
        """The panel's narrowest: what the playback's controls need in this language (they do
        not wrap), at least :data:`PANEL_MIN_WIDTH`; a panel narrower than that is widened."""
        floor = PANEL_MIN_WIDTH
        if self._playback_bar is not None:
            floor = max(floor, self._playback_bar.minimumSizeHint().width() + 24)
        self.tabs.setMinimumWidth(floor)
        if self.dock.isVisible() and self.dock.width() < floor:
            self.resizeDocks([self.dock], [floor], Qt.Orientation.Horizontal)

    def _rows_now_playing(self, rows: list[Row]) -> None:
        """The results list follows the beat now playing. At a beat boundary while the board
        moves, the list's repaint (about 10 ms for the rows whose selection changes) waits until
        the board has drawn that moment's frame, so the two never share a frame and the board
        keeps its 60 frames a second; at the start, a step or the end it changes at once."""
        playback = self.playback
        if rows and playback.is_playing() and playback.beat_index() > 0:
            self._pending_rows = rows
            self._rows_fallback.start()  # a beat in which nothing moves draws no frame
            return
        self._pending_rows = None
        self._rows_fallback.stop()
        self.results.select_rows(rows)

    def _board_frame_drawn(self) -> None:
        if self._pending_rows is not None:
            QTimer.singleShot(0, self._apply_pending_rows)  # after this frame reaches the screen

    def _apply_pending_rows(self) -> None:
        rows, self._pending_rows = self._pending_rows, None
        self._rows_fallback.stop()
        if rows is not None:
            self.results.select_rows(rows)

    @property
    def playback(self) -> BoardPlayback:
        """Plays a judged phase on the board."""
        self._build_results()
        assert self._playback is not None
        return self._playback

    @property
    def playback_bar(self) -> PlaybackBar:
        self._build_results()
        assert self._playback_bar is not None
        return self._playback_bar

    @property
    def results(self) -> ResultsView:
        """The results list (in the results tab)."""
        self._build_results()
        assert self._results is not None
        return self._results

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Diplomacy Desktop") + "[*]")
        self.file_menu.setTitle(self.tr("&File"))
        self.game_menu.setTitle(self.tr("&Game"))
        self.edit_menu.setTitle(self.tr("&Edit"))
        self.orders_menu.setTitle(self.tr("&Orders"))
        self.view_menu.setTitle(self.tr("&View"))
        self.tabs.setTabText(self.tabs.indexOf(self.panel), self.tr("Orders"))
        self.tabs.setTabText(self.tabs.indexOf(self.results_page), self.tr("Results"))
        self.dock.setWindowTitle(self.tr("Orders"))
        self.power_label.setText(self.tr("Ordering for: "))
        self.power_combo.setToolTip(self.tr("The power whose orders you are entering (Ctrl+Tab: next)"))
        self._name_for_screen_readers()
        texts = {
            "adjudicate": self.tr("&Adjudicate"),
            "take_back": self.tr("&Take back the last phase"),
            "lessons": self.tr("&Lessons…"),
            "sandbox": self.tr("Open the &sandbox"),
            "quit": self.tr("&Quit"),
            "delete": self.tr("&Delete order"),
            "cancel": self.tr("&Cancel order entry"),
            "hold": self.tr("&Hold"),
            "move": self.tr("&Move"),
            "support": self.tr("&Support"),
            "convoy": self.tr("&Convoy"),
            "disband": self.tr("&Disband"),
            "waive": self.tr("&Waive a build"),
            "type": self.tr("&Type an order"),
            "next_power": self.tr("&Next power"),
            "zoom_in": self.tr("Zoom &in"),
            "zoom_out": self.tr("Zoom &out"),
            "fit": self.tr("&Fit to window"),
            "focus_board": self.tr("Focus the &board"),
            "show_orders": self.tr("Show the &orders"),
            "show_results": self.tr("Show the &results"),
        }
        for name, text in texts.items():
            set_action_text(self.actions_by_name[name], text)
        for name, text, tip in (("undo_button", self.tr("Undo"), self.tr("Undo (Ctrl+Z)")),
                                ("redo_button", self.tr("Redo"), self.tr("Redo (Ctrl+Shift+Z)"))):
            self.actions_by_name[name].setText(text)
            self.actions_by_name[name].setToolTip(tip)
        for kind, key in order_keys(current_notation()).items():  # the notation's letters (orders/keys.py)
            self.actions_by_name[kind].setShortcut(QKeySequence(key))
        self.panel.retranslate()
        if self._results is not None and self._playback_bar is not None:
            self._results.retranslate()
            self._playback_bar.retranslate()
            self._fit_panel_floor()
        if isinstance(self.mode.state, (Review, History)):
            self._update_summary()
        self._update_adjudicate_text()

    def _name_for_screen_readers(self) -> None:
        """What a screen reader calls each part of the window (a widget without text of its own
        would otherwise be read out by its class, or not at all)."""
        self.view.setAccessibleName(self.tr("Board"))
        self.view.viewport().setAccessibleName(self.tr("Board"))
        self.view.setAccessibleDescription(self.tr("The map of Europe with every unit. Orders can also be "
                                                   "typed: Ctrl+L goes to the typed box, Ctrl+2 to the results."))
        self.power_combo.setAccessibleName(self.tr("Ordering for"))
        self.tabs.setAccessibleName(self.tr("Orders and results"))
        self.panel.list.setAccessibleName(self.tr("Orders given"))
        self.panel.typed.setAccessibleName(self.tr("Type an order"))
        self.phase_label.setAccessibleName(self.tr("Phase on the board"))
        self.hover_label.setAccessibleName(self.tr("Province under the pointer"))
        self.banner.setAccessibleName(self.tr("What happens now"))
        if self._results is not None:
            self._results.tree.setAccessibleName(self.tr("Results: each order, its result and the reason "
                                                         "under it"))

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new language (the Language menu): every text again, in it, without a restart."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "language_menu"):
            self.retranslate()
            self.language_menu.retranslate()
            for i in range(self.power_combo.count()):
                self.power_combo.setItemText(i, power_name(self.power_combo.itemData(i)))
            self.scene.retranslate()
            self._redraw_orders()
            self._say_again()
            files = self.game_files()
            if files is not None:
                files.retranslate()  # and the session's banners, curtain and players' status
                files._update_title()  # the game's name and phase, in the new language
        super().changeEvent(event)

    def say(self, words: Callable[[], str], timeout: int = 0) -> None:
        """Show a status-bar message worded by ``words``, which words it again, in the new
        language, if the language changes while it is up."""
        text = words()
        self._said = (words, text, timeout)
        self.statusBar().showMessage(text, timeout)

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

    def game_files(self):  # noqa: ANN201 - the GameFiles of this window, or None
        """The File menu's object of this window (it sets ``files``; a test may only parent it)."""
        files = getattr(self, "files", None)
        if not hasattr(files, "_update_title"):
            files = next((c for c in self.children() if hasattr(c, "may_discard") and hasattr(c, "_update_title")),
                         None)
        return files

    # -- power on move -------------------------------------------------------------------

    def _first_power_to_order(self) -> str:
        required = self.game.required_powers()
        return required[0] if required else next(iter(self.game.map.powers))

    def limit_powers(self, powers: Sequence[str] | None) -> None:
        """Offer only ``powers`` in the power combo (a hot-seat player's own); None offers all."""
        keys = list(self.game.map.powers) if powers is None else list(powers)
        self._own_powers = None if powers is None else list(powers)
        self.power_combo.blockSignals(True)
        self.power_combo.clear()
        for key in keys:
            self.power_combo.addItem(power_name(key), key)
        self.power_combo.setCurrentIndex(-1)
        self.power_combo.blockSignals(False)
        self.power_combo.setEnabled(len(keys) > 1)

    def clear_power_on_move(self) -> None:
        """No power on move: nothing of anyone's orders in the panel, on the board or in undo."""
        self.power_combo.blockSignals(True)
        self.power_combo.setCurrentIndex(-1)
        self.power_combo.blockSignals(False)
        self.controller.release()
        self.entry.reset(None, "")
        self.panel.typed.setText("")  # setText, not clear(): it also empties the box's own undo
        self._redraw_orders()
        self.statusBar().clearMessage()

    def clear_traces(self) -> None:
        """Forget every trace of the last person's input before the next one sits down (hot-seat
        curtains): the hovered province and its status-bar text, the picked piece and its lit
        targets, a half-entered order, the typed box and its completions, the list selection and
        the refusal under it, the zoom and scroll (where they looked), any tooltip, and every
        undo history, so nobody can undo into another player's orders."""
        self.clear_power_on_move()
        self.view.fit()
        self.view.forget_pointer()  # after the zoom: the view replays its last mouse move on one
        self.scene.set_hover("")
        self.hover_label.clear()
        self.scene.set_selected("")
        self.scene.set_targets(())
        self.controller.forget(self.game.map.powers)
        typed = self.panel.typed
        if typed.completer() is not None:
            typed.completer().popup().hide()
        typed.setText("")
        self.panel.list.clearSelection()
        self.panel.message.clear()
        QToolTip.hideText()
        self.statusBar().clearMessage()

    def set_game(self, game: Game) -> None:
        """Put another game on the board (File > New / Open); nothing of the old one stays."""
        self.game = game
        self.controller.set_game(game)
        self.playback.stop()
        self.mode.set(Ordering())
        # a game resumed after phases were played lists the last one judged, not "nothing yet"
        self.results.show_resolution(game.history[-1].resolution if game.history else None)
        self._update_summary()
        self.scene.show_position(game.position)
        self.tabs.setCurrentWidget(self.panel)
        self.limit_powers(None)
        self.set_power_on_move(self._first_power_to_order())
        self._update_adjudicate_text()
        self.statusBar().clearMessage()

    def set_power_on_move(self, power: str) -> None:
        """Show and enter orders for ``power`` only (the practice combo, or the hot-seat session)."""
        if power not in self.game.map.powers:
            return
        index = self.power_combo.findData(power)
        if index != self.power_combo.currentIndex():
            self.power_combo.blockSignals(True)
            self.power_combo.setCurrentIndex(index)
            self.power_combo.blockSignals(False)
        self.controller.set_power(power)
        self.entry.reset(self.game.position if self.review is None else None, power)
        if isinstance(self.mode.state, Ordering):  # the same turn (a hot-seat player's), another power
            self.mode.set(replace(self.mode.state, power=power))
        self._redraw_orders()
        self.powerOnMoveChanged.emit(power)

    def title_phase(self) -> Phase:
        """The phase the window's title names: the one whose results are on the board while they
        are, else the phase being ordered."""
        resolution = self.review
        return resolution.phase if resolution is not None else self.game.position.phase

    def _mode_changed(self) -> None:
        files = self.game_files()
        if files is not None:
            files._update_title()

    @property
    def power_on_move(self) -> str:
        return self.controller.power

    def _next_power(self) -> None:
        count = self.power_combo.count()
        if count < 2:
            return
        self.power_combo.setCurrentIndex((self.power_combo.currentIndex() + 1) % count)

    # -- the board -----------------------------------------------------------------------

    @property
    def review(self) -> Resolution | None:
        """The judged phase on the board (playing, played or from history), else None."""
        return self.mode.resolution

    def _redraw_orders(self) -> None:
        """The orders being entered, of every power of the player on move (a hot-seat player with
        several powers sees them all); a judged phase's orders are drawn by the playback."""
        if self.review is None:
            power = self.controller.power if self.mode.takes_orders else ""  # behind a curtain: no one's
            mine = self._own_powers if self._own_powers and power in self._own_powers else [power] if power else []
            self.scene.show_orders([DrawnOrder(p, o) for p in mine for o in self._pending_orders(p)])
        self.phase_label.setText(phase_text(self.title_phase()))  # the phase judged while its results show

    def _pending_orders(self, power: str) -> tuple[Order, ...]:
        """The orders of ``power`` through the seat the player at the keyboard holds; nothing when
        nobody admitted holds it (behind a curtain the board shows no one's orders)."""
        try:
            return self.controller.seat_for(power).orders()
        except SeatRefused:
            return ()

    def _shown_position(self) -> Position:
        """The position the board stands on: the judged one while it plays, the next after."""
        state = self.mode.state
        if isinstance(state, Playback):
            return state.position
        if isinstance(state, (Review, History)):
            return state.resolution.position
        return self.game.position

    def _page_changed(self, index: int) -> None:
        """Another page than the board (the hot-seat curtain) hides it: nothing plays behind it."""
        if self.pages.widget(index) is not self.board_page:
            self.playback.stop()
            if not isinstance(self.mode.state, Curtain):  # the hot-seat flow may have said whose already
                self.mode.set(Curtain())
        elif isinstance(self.mode.state, Curtain):
            self.mode.set(Ordering(self.controller.power))

    def _orders_changed(self) -> None:
        self._redraw_orders()

    def _entry_changed(self) -> None:
        self.scene.set_selected(self.entry.selected)
        self.scene.set_targets(self.entry.targets)
        if self.entry.prompt:
            self.statusBar().showMessage(self.entry.prompt)
        else:
            self.statusBar().clearMessage()

    def _board_clicked(self, location: str, button: Qt.MouseButton) -> None:
        if button == Qt.MouseButton.RightButton:
            self.entry.cancel()
            return
        if self.review is not None:
            self.say(lambda: self.tr("Showing results: press Ctrl+Return to continue."), 5000)
            return
        if not self.entry.selected and location and self._own_powers is None:
            # practice: a click on another power's piece orders for that power
            owner = self._owner_to_order(location)
            if owner and owner != self.controller.power:
                self.set_power_on_move(owner)
        mode, selected, targets = self.entry.mode, self.entry.selected, set(map(province_of, self.entry.targets))
        self.entry.click(location)
        if selected and location and province_of(location) not in targets \
                and province_of(location) != province_of(selected) and mode.name in ("MOVE", "RETREAT"):
            self._say_why_not(selected, location)

    def _order_typed(self, text: str) -> None:
        """The typed box: where typed orders follow the unit (the sandbox, every power at the
        keyboard) an order for another power's unit is that power's, as a click on its piece
        would be; then the panel gives it (or says why not)."""
        if self.typed_orders_follow_the_unit and self._own_powers is None and self.review is None \
                and self.mode.takes_orders:
            power = self._power_of_typed_order(text)
            if power and power != self.controller.power:
                self.set_power_on_move(power)
        self.panel._typed(text)

    def _power_of_typed_order(self, text: str) -> str | None:
        """The power whose unit (or build) ``text`` orders: the one on move if it reads for it,
        else the first other power it reads for; None if it reads for nobody."""
        from ..engine.notation import OrderError
        from .orders.controller import read_typed_order

        powers = [self.controller.power, *(p for p in self.game.map.powers if p != self.controller.power)]
        for power in powers:
            if not power:
                continue
            try:
                read_typed_order(text, self.game, power)
            except (OrderError, ValueError):
                continue
            return power
        return None

    def _owner_to_order(self, location: str) -> str | None:
        """Whose piece a click at ``location`` picks in this phase (the dislodged one in retreats)."""
        pos = self.game.position
        prov = province_of(location)
        if pos.phase.kind == RETREATS:
            return next((d.power for d in pos.dislodged if province_of(d.unit.location) == prov), None)
        return pos.owner_at(prov)

    def _say_why_not(self, selected: str, location: str) -> None:
        """A click on a place the piece may not go: the engine's reason, in the status bar."""
        pos = self.game.position
        unit = pos.units_for_orders().get(province_of(selected))
        if unit is None or self.entry.selected:  # the click picked another piece: nothing to explain
            return
        order = Retreat(unit, location) if pos.phase.kind == RETREATS else Move(unit, location)
        reason = self.controller.problem_with(order)
        if reason is not None:
            self.statusBar().showMessage(self.tr("{unit} cannot go to {place}: {reason}").format(
                unit=unit_text(unit), place=location_name(location), reason=explain_reason(reason)), 8000)

    def _hovered(self, location: str) -> None:
        if not location:
            self.hover_label.clear()
            return
        pos = self._shown_position()
        prov = province_of(location)
        parts = [location_name(location)]
        owner = pos.centres.get(prov)
        if prov in self.game.map.supply_centres:
            parts.append(fill(self.tr("supply centre of {power}"), power=power_name(owner)) if owner
                         else self.tr("neutral supply centre"))
        unit = pos.unit_at(prov)
        if unit is not None:
            parts.append(f"{unit_text(unit)} ({power_name(pos.owner_at(prov) or '')})")
        for d in pos.dislodged:
            if province_of(d.unit.location) == prov:
                parts.append(fill(self.tr("dislodged: {unit} ({power})"), unit=unit_text(d.unit),
                                  power=power_name(d.power)))
        self.hover_label.setText(" — ".join(parts))

    def choose_among(self, options: Sequence[Order]) -> Order | None:
        """Ask which of several orders a click meant (split coasts, army or fleet builds)."""
        return self._ask_by_menu("choiceMenu", [(describe_option(o), o) for o in options], self.tr("Cancel"))

    def _ask_by_menu(self, name: str, entries: Sequence[tuple[str, object]], cancel: str) -> object | None:
        """A menu at the pointer: the value of the entry chosen, or None for ``cancel`` or Esc.

        The caller words Cancel, so that each window's translation keeps its own context."""
        menu = QMenu(self)
        menu.setObjectName(name)
        for text, value in entries:
            menu.addAction(text).setData(value)
        menu.addSeparator()
        menu.addAction(cancel)
        chosen = menu.exec(QCursor.pos())
        value = chosen.data() if chosen is not None else None
        menu.deleteLater()  # its entries name what this player was deciding
        return value

    def focus_typed_box(self) -> None:
        self.tabs.setCurrentWidget(self.panel)
        self.panel.typed.setFocus()
        self.panel.typed.selectAll()

    # -- adjudication --------------------------------------------------------------------

    def _update_adjudicate_text(self) -> None:
        action = self.actions_by_name["adjudicate"]
        if isinstance(self.mode.state, Playback) and not self.playback.is_done():
            set_action_text(action, self.tr("&Show the result"))
        elif self.review is not None:
            set_action_text(action, fill(self.tr("&Continue to {phase}"), phase=phase_text(self.game.position.phase)))
        else:
            set_action_text(action, self.tr("&Adjudicate"))
        action.setEnabled(not self.game.is_over or self.review is not None)
        game = self.game  # Take back: a practice game with a phase played, nowhere else
        self.actions_by_name["take_back"].setEnabled(game.table is None and bool(game.history) and not game.is_over
                                                     and game.practice is None)

    def adjudicate_or_continue(self) -> None:
        """Ctrl+Return: judge; while the phase plays, show its end; then continue."""
        if isinstance(self.mode.state, Playback) and not self.playback.is_done():
            self.playback.skip_to_end()
        elif self.review is not None:
            self.continue_to_next_phase()
        else:
            self.adjudicate()

    def missing_orders(self) -> int:
        """Units (or builds and removals) of the powers to play that have no order yet."""
        from ..engine.legal import adjustments_left, missing_orders  # (first used when judging)

        pos, game_map = self.game.position, self.game.map
        missing = 0
        for power in self.game.required_powers():
            orders = self._pending_orders(power)
            missing += len(missing_orders(pos, power, orders, game_map))
            missing += abs(adjustments_left(pos, power, orders, game_map))
        return missing

    def adjudicate(self) -> Resolution | None:
        """Practice mode: judge everyone's current orders (missing ones default) and show the results.
        With orders missing, the player is asked first (when the window has its dialogs)."""
        if self.game.is_over:
            return None
        missing = self.missing_orders()
        prompts = getattr(getattr(self, "files", None), "prompts", None)
        if missing and prompts is not None and not prompts.confirm(
                self.tr("Adjudicate"),
                self.tr("Units or adjustments without an order: {n}. Units hold, retreats disband and the "
                        "rules choose removals. Judge the phase anyway?").format(n=missing),
                self.tr("Judge"), self.tr("Keep ordering")):
            return None
        self.controller.submit_all()
        try:
            resolution = self.game.adjudicate(force=True)
        except GameOver:
            return None
        self.show_results(resolution)
        return resolution

    def show_results(self, resolution: Resolution, position: Position | None = None, *,
                     history: int | None = None, animate: bool | None = None) -> None:
        """The table watches the judged phase resolve on the board, then sees the new position
        with every order and its outcome; the results list says why, row by row.

        ``position`` is the position that was judged (default: the last phase played); history
        passes an older one with its ``history`` index, and is not animated unless asked
        (``animate``: Replay plays it)."""
        position = position or self.game.history[-1].position
        state = self.mode.state
        if isinstance(state, (Playback, Review, History)) and state.resolution is resolution \
                and self.mode.history_index == history:
            self.tabs.setCurrentWidget(self.results_page)  # already on the board: do not start again
            return
        animate = history is None if animate is None else animate
        self._lit_row = None
        self.entry.reset(None, self.controller.power)
        self.mode.set(Playback(resolution, position, history))
        self.results.show_resolution(resolution)
        self.results.set_summary("")  # the new counts come with the new position, not before
        self.tabs.setCurrentWidget(self.results_page)
        self.playback.load(position, resolution, start=animate)
        if not animate:
            self.playback.skip_to_end()
        self._redraw_orders()
        self._update_adjudicate_text()
        if self.game.is_over and self.game.result is not None:
            self.say(lambda: fill(self.tr("The game is over: {result}."),
                                  result=", ".join(power_name(p) for p in self.game.result.winners)))
        elif self.mode.is_playing():
            self.say(lambda: self.tr("Resolving {phase}: watch the board. Ctrl+Return shows the "
                                     "result at once.").format(phase=phase_text(resolution.phase)))

    def _playback_state(self) -> None:
        """Replay (or a row replayed) on a played phase: the board is playing it again."""
        state = self.mode.state
        if isinstance(state, (Review, History)) and self.playback.is_playing():
            self.mode.set(Playback(state.resolution, state.position,
                                   state.index if isinstance(state, History) else None))
        self._update_adjudicate_text()

    def _palette_chosen(self, palette: palettes.Palette) -> None:
        self.prefs.palette = palette.key
        self.scene.set_palette(palette)

    def _playback_finished(self) -> None:
        """The board shows the new position: say so, with centre counts and adjustments due."""
        state = self.mode.state
        if isinstance(state, Playback):
            self.mode.set(Review(state.resolution, state.position) if state.history is None
                          else History(state.history, state.resolution, state.position))
        resolution = self.review
        self._update_summary()
        if resolution is not None and self._lit_row is None:
            self._announce_results(resolution)
        if self._lit_row is not None:
            self.scene.highlight_row((self._lit_row.power, self._lit_row.index))
        self._redraw_orders()
        self._update_adjudicate_text()
        if resolution is not None and self.mode.history_index is None and not self.game.is_over:
            self.say(lambda: self.tr("Results of {phase}. Press Ctrl+Return to continue.").format(
                phase=phase_text(resolution.phase)))

    def _announce_results(self, resolution: Resolution) -> None:
        """The phase's outcome in words for a screen reader, once it has played on the board:
        how many orders succeeded and failed, and the centre counts; the results list (where
        the focus can go with Ctrl+2) says why, row by row."""
        from .results.announce import announce

        results = [r for rs in resolution.results.values() for r in rs]
        failed = sum(1 for r in results if r.failed)
        text = fill(self.tr("Results of {phase}: orders that succeeded: {succeeded}; orders that failed: "
                            "{failed}. The results list gives each order with its reason."),
                    phase=phase_text(resolution.phase), succeeded=str(len(results) - failed), failed=str(failed))
        summary = self.summary_text()
        announce(self.results.tree, text + (" " + summary.replace("\n", " ") if summary else ""))

    def replay_row(self, row: Row) -> None:
        """A results row was clicked: its order lights up on the board and plays again alone."""
        if self.review is None:
            return
        self._lit_row = row
        self.playback.play_row(row)
        self.scene.highlight_row((row.power, row.index))

    def take_back(self) -> None:
        """Practice: undo the last judgement; its orders come back to be changed."""
        game = self.game
        if game.table is not None or not game.history or game.is_over:
            self.statusBar().showMessage(self.tr("Only a practice game can take back a phase."), 5000)
            return
        last = game.history[-1]
        earlier = Game(game.map, last.position, history=game.history[:-1], end_year=game.end_year,
                       neutral=game.neutral)
        for power, orders in last.orders.items():
            if orders:
                earlier.seat(power).set_orders(orders)
        self.set_game(earlier)
        self.say(lambda: self.tr("Back to {phase}: change the orders and judge again.").format(
            phase=phase_text(last.position.phase)), 8000)

    def open_sandbox(self) -> None:
        """A sandbox window on a copy of the position on the board (no one's orders come along)."""
        from ..teaching.sandbox import Setup
        from .sandbox.window import SandboxWindow  # the sandbox is a board window itself

        sandbox = SandboxWindow(Setup.from_position(self.game.position, None, game_map=self.game.map))
        sandbox.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
        if self.sandbox_window is not None:
            self.sandbox_window.close()  # one sandbox at a time: the new one starts from this board
        self.sandbox_window = sandbox
        sandbox.destroyed.connect(lambda: setattr(self, "sandbox_window", None)
                                  if self.sandbox_window is sandbox else None)
        sandbox.resize(self.size())
        sandbox.show()
        sandbox.activateWindow()

    def summary_text(self) -> str:
        """Each power's supply centres after the phase, and the builds or removals now due."""
        resolution = self.review
        if resolution is None:
            return ""
        after = resolution.position
        counts = [self.tr("{power}: {n}").format(power=power_name(p), n=after.centre_count(p))
                  for p in self.game.map.powers if after.centre_count(p) or after.unit_count(p)]
        text = self.tr("Supply centres: {counts}").format(counts=", ".join(counts))
        if after.phase.kind == ADJUSTMENTS:
            from ..engine.adjustments import adjustment_delta  # (after a phase is judged)

            due = []
            for power in self.game.map.powers:
                delta = adjustment_delta(after, power)
                if delta > 0:
                    due.append(self.tr("{power} builds {n}").format(power=power_name(power), n=delta))
                elif delta < 0:
                    due.append(self.tr("{power} removes {n}").format(power=power_name(power), n=-delta))
            if due:
                text += "\n" + self.tr("Adjustments due: {due}").format(due="; ".join(due))
        return text

    def _update_summary(self) -> None:
        self.results.set_summary(self.summary_text())

    def leave_review(self) -> None:
        """Back from the results to the position now being ordered (no power changes here)."""
        self.playback.stop()
        self._lit_row = None
        self.mode.set(Ordering(self.controller.power))
        self.results.select_rows([])
        self.scene.show_position(self.game.position)
        self.tabs.setCurrentWidget(self.panel)
        self._redraw_orders()
        self._update_adjudicate_text()

    def continue_to_next_phase(self) -> None:
        self.leave_review()
        self.controller.new_phase()
        power = self.controller.power
        required = self.game.required_powers()
        if required and power not in required:
            power = required[0]
        self.set_power_on_move(power)
        self._update_adjudicate_text()
        if self.game.position.phase.kind == RETREATS:
            self.statusBar().showMessage(self.entry.prompt)

    def open_lessons(self) -> None:
        """Teaching mode in its own window (one at a time): the game on this board is untouched."""
        from .teaching.window import open_lessons  # the lessons load when first asked for

        if self.lessons_window is None:
            self.lessons_window = open_lessons(self, self.prefs.settings)
            if self.lessons_window is not None:  # a rule named beside a mistake opens in the reference
                self.lessons_window.lesson_view.ruleRequested.connect(self.rules_reference.show_rule)
        if self.lessons_window is not None:
            self.lessons_window.show()
            self.lessons_window.raise_()
            self.lessons_window.activateWindow()

    # -- window --------------------------------------------------------------------------

    def closeEvent(self, event: QCloseEvent) -> None:
        if self.close_check is not None and not self.close_check():
            event.ignore()
            return
        if self._playback is not None:
            self._playback.stop()
        self.prefs.save_geometry(self.saveGeometry(), self.saveState())
        # Quit ends the program: the windows opened from this one (the sandbox is a window of
        # its own) go with it, rather than keep the program running behind no board
        for other in (self.sandbox_window, self.lessons_window):
            if other is not None:
                other.close()
        super().closeEvent(event)
        self.closed.emit()
