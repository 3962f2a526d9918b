"""The results of a judged phase on the board window: the results tab, the playback, their words.

A judged phase (just now, or from history) plays on the board, then shows the new position with
every order and its outcome, while the results list says why, row by row, and follows the beat
that is playing. The list, the playback and its controls (and their modules: about 100M
instructions, a tenth of a start) are built once, after the board's first paint
(:meth:`ResultsTab.build`), or at once when something needs them sooner.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QMenu

from ...engine.position import ADJUSTMENTS, Position
from ..modes import History, Ordering, Playback, Review
from ..names import phase_text, power_name
from ..template import fill
from .dock import PANEL_MIN_WIDTH

if TYPE_CHECKING:  # built after the board's first paint (or when first used)
    from ...engine.adjudicator import Resolution
    from ...replay.plan import Row
    from ..board.playback import Playback as BoardPlayback
    from ..board.playback_bar import PlaybackBar
    from ..results.view import ResultsView
    from .face import BoardFace

translate = QCoreApplication.translate

ROWS_FALLBACK_MS = 40
"""The rows of a new beat are selected at most this long after it began, frame drawn or not."""


class ResultsTab(QObject):
    """The results list and the playback of the board window, and showing a judged phase."""

    def __init__(self, window: BoardFace, view_menu: QMenu, playback_place: QAction) -> None:
        super().__init__(window.as_widget())
        self.window = window
        self._view_menu = view_menu
        self._playback_place = playback_place
        """The View menu's playback actions go before this separator."""
        self.playback: BoardPlayback | None = None
        self.bar: PlaybackBar | None = None
        self.view: ResultsView | None = None
        """The results list (None until :meth:`build`)."""
        self.lit_row: Row | None = None
        """The results row whose order was last replayed alone (lit on the board)."""
        self._pending_rows: list[Row] | None = None
        """The rows of a beat that began while the board moved, selected once its frame is drawn."""
        self._rows_fallback = QTimer(self)
        self._rows_fallback.setSingleShot(True)
        self._rows_fallback.setInterval(ROWS_FALLBACK_MS)
        self._rows_fallback.timeout.connect(self._apply_pending_rows)
        window.view.painted.connect(self._board_frame_drawn)

    @property
    def built(self) -> bool:
        return self.view is not None

    def build(self) -> None:
        """The results list, the playback and its controls, built once."""
        if self.view is not None:
            return
        from ..board.playback import Playback as BoardPlayback
        from ..board.playback_bar import PlaybackBar
        from ..results.view import ResultsView

        w = self.window
        prefs = w.prefs
        playback = self.playback = BoardPlayback(w.scene, w.as_widget())
        playback.speed = prefs.speed
        playback.motion = prefs.motion
        playback.order_by_order = prefs.order_by_order
        bar = self.bar = PlaybackBar(playback)
        results = self.view = ResultsView()
        results.layout().insertWidget(0, bar)
        w.results_page.layout().addWidget(results)
        actions = list(bar.actions_by_name.values())
        for action in actions:
            w.addAction(action)  # the keys work whichever tab the dock shows
        self._view_menu.insertActions(self._playback_place, actions)
        playback.rowsChanged.connect(self._rows_now_playing)
        playback.finished.connect(self._playback_finished)
        playback.stateChanged.connect(self._playback_state)
        results.rowClicked.connect(self.replay_row)
        results.ruleClicked.connect(w.rules_reference.show_rule)
        bar.speedChosen.connect(lambda v: setattr(prefs, "speed", v))
        bar.motionChosen.connect(lambda v: setattr(prefs, "motion", v))
        bar.orderByOrderChosen.connect(lambda v: setattr(prefs, "order_by_order", v))
        self.fit_panel_floor()
        self.name_for_screen_readers()

    def name_for_screen_readers(self) -> None:
        """What a screen reader calls the results list (once it is built)."""
        if self.view is not None:
            self.view.tree.setAccessibleName(translate("MainWindow", "Results: each order, its result and the "
                                                                     "reason under it"))

    def retranslate(self) -> None:
        if self.view is not None and self.bar is not None:
            self.view.retranslate()
            self.bar.retranslate()
            self.fit_panel_floor()

    def fit_panel_floor(self) -> None:
        """The panel's narrowest: what the playback's controls need in this language (they do
        not wrap), at least :data:`PANEL_MIN_WIDTH`; a panel narrower than that is widened."""
        w = self.window
        floor = PANEL_MIN_WIDTH
        if self.bar is not None:
            floor = max(floor, self.bar.minimumSizeHint().width() + 24)
        w.tabs.setMinimumWidth(floor)
        if w.dock.isVisible() and w.dock.width() < floor:
            w.resizeDocks([w.dock], [floor], Qt.Orientation.Horizontal)

    # -- the list follows the board --------------------------------------------------------

    def _rows_now_playing(self, rows: list[Row]) -> None:
        """The results list follows the beat now playing. At a beat boundary while the board
        moves, the list's repaint (about 10 ms for the rows whose selection changes) waits until
        the board has drawn that moment's frame, so the two never share a frame and the board
        keeps its 60 frames a second; at the start, a step or the end it changes at once."""
        playback = self.window.playback
        if rows and playback.is_playing() and playback.beat_index() > 0:
            self._pending_rows = rows
            self._rows_fallback.start()  # a beat in which nothing moves draws no frame
            return
        self._pending_rows = None
        self._rows_fallback.stop()
        self.window.results.select_rows(rows)

    def _board_frame_drawn(self) -> None:
        if self._pending_rows is not None:
            QTimer.singleShot(0, self._apply_pending_rows)  # after this frame reaches the screen

    def _apply_pending_rows(self) -> None:
        rows, self._pending_rows = self._pending_rows, None
        self._rows_fallback.stop()
        if rows is not None:
            self.window.results.select_rows(rows)

    # -- a judged phase on the board -------------------------------------------------------

    def show(self, resolution: Resolution, position: Position | None = None, *,
             history: int | None = None, animate: bool | None = None) -> None:
        """See ``BoardFace.show_results``."""
        w = self.window
        game = w.game
        position = position or game.history[-1].position
        state = w.mode.state
        if isinstance(state, (Playback, Review, History)) and state.resolution is resolution \
                and w.mode.history_index == history:
            w.show_results_tab()  # already on the board: do not start again
            return
        animate = history is None if animate is None else animate
        self.lit_row = None
        w.entry.reset(None, w.controller.power)
        w.mode.set(Playback(resolution, position, history))
        w.results.show_resolution(resolution)
        w.results.set_summary("")  # the new counts come with the new position, not before
        w.show_results_tab()
        w.playback.load(position, resolution, start=animate)
        if not animate:
            w.playback.skip_to_end()
        w.redraw_orders()
        w.update_adjudicate_text()
        if game.is_over and game.result is not None:
            w.say(lambda: fill(translate("MainWindow", "The game is over: {result}."),
                               result=", ".join(power_name(p) for p in game.result.winners)))
        elif w.mode.is_playing():
            w.say(lambda: translate("MainWindow", "Resolving {phase}: watch the board. Ctrl+Return shows the "
                                                  "result at once.").format(phase=phase_text(resolution.phase)))

    def _playback_state(self) -> None:
        """Replay (or a row replayed) on a played phase: the board is playing it again."""
        w = self.window
        state = w.mode.state
        if isinstance(state, (Review, History)) and w.playback.is_playing():
            w.mode.set(Playback(state.resolution, state.position,
                                state.index if isinstance(state, History) else None))
        w.update_adjudicate_text()

    def _playback_finished(self) -> None:
        """The board shows the new position: say so, with centre counts and adjustments due."""
        w = self.window
        state = w.mode.state
        if isinstance(state, Playback):
            w.mode.set(Review(state.resolution, state.position) if state.history is None
                       else History(state.history, state.resolution, state.position))
        resolution = w.review
        self.update_summary()
        if resolution is not None and self.lit_row is None:
            self._announce(resolution)
        if self.lit_row is not None:
            w.scene.highlight_row((self.lit_row.power, self.lit_row.index))
        w.redraw_orders()
        w.update_adjudicate_text()
        if resolution is not None and w.mode.history_index is None and not w.game.is_over:
            w.say(lambda: translate("MainWindow", "Results of {phase}. Press Ctrl+Return to continue.").format(
                phase=phase_text(resolution.phase)))

    def _announce(self, resolution: Resolution) -> None:
        """The phase's outcome in words for a screen reader, once it has played on the board:
        how many orders succeeded and failed, and the centre counts; the results list (where
        the focus can go with Ctrl+2) says why, row by row."""
        from ..results.announce import announce

        results = [r for rs in resolution.results.values() for r in rs]
        failed = sum(1 for r in results if r.failed)
        text = fill(translate("MainWindow", "Results of {phase}: orders that succeeded: {succeeded}; orders that "
                                            "failed: {failed}. The results list gives each order with its reason."),
                    phase=phase_text(resolution.phase), succeeded=str(len(results) - failed), failed=str(failed))
        summary = self.summary_text()
        announce(self.window.results.tree, text + (" " + summary.replace("\n", " ") if summary else ""))

    def replay_row(self, row: Row) -> None:
        """A results row was clicked: its order lights up on the board and plays again alone."""
        w = self.window
        if w.review is None:
            return
        self.lit_row = row
        w.playback.play_row(row)
        w.scene.highlight_row((row.power, row.index))

    def summary_text(self) -> str:
        """Each power's supply centres after the phase, and the builds or removals now due."""
        w = self.window
        resolution = w.review
        if resolution is None:
            return ""
        after = resolution.position
        powers = w.game.map.powers
        counts = [translate("MainWindow", "{power}: {n}").format(power=power_name(p), n=after.centre_count(p))
                  for p in powers if after.centre_count(p) or after.unit_count(p)]
        text = translate("MainWindow", "Supply centres: {counts}").format(counts=", ".join(counts))
        if after.phase.kind == ADJUSTMENTS:
            from ...engine.rules.build import adjustment_delta  # (after a phase is judged)

            due = []
            for power in powers:
                delta = adjustment_delta(after, power)
                if delta > 0:
                    due.append(translate("MainWindow", "{power} builds {n}").format(power=power_name(power), n=delta))
                elif delta < 0:
                    due.append(translate("MainWindow", "{power} removes {n}").format(power=power_name(power),
                                                                                     n=-delta))
            if due:
                text += "\n" + translate("MainWindow", "Adjustments due: {due}").format(due="; ".join(due))
        return text

    def update_summary(self) -> None:
        self.window.results.set_summary(self.summary_text())

    def leave(self) -> None:
        """Back from the results to the position now being ordered (no power changes here)."""
        w = self.window
        w.playback.stop()
        self.lit_row = None
        w.mode.set(Ordering(w.controller.power))
        w.results.select_rows([])
        w.scene.show_position(w.game.position)
        w.show_orders_tab()
        w.redraw_orders()
        w.update_adjudicate_text()
