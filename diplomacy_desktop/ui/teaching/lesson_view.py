"""One lesson: predict what happens to each order, then watch the phase and compare.

The board shows the lesson's position with every order drawn; the table beside it has one row
per item (:mod:`diplomacy_desktop.teaching.marks`) with a choice of what will happen. "Check and
watch" scores the prediction (:func:`~diplomacy_desktop.teaching.scoring.score`: the engine is
the referee, the UI decides nothing) and plays the phase with the board's own playback; once it
has played, each row shows what happened, the engine's reason and, where the learner was wrong,
the rule behind it. What the board shows is a :class:`~..modes.BoardMode` state, as in the game
window: ordering (predicting), playback, review.

The view is the lesson's flow (load, check, watch, review, try again) over two parts that only
show: the framed board (:mod:`.lesson_board`) and the column of texts and predictions beside it
(:mod:`.lesson_panel`). Their widgets are reachable from here under their old names.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QRectF, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import QComboBox, QSplitter, QVBoxLayout, QWidget

from ...engine.adjudicator import Resolution
from ...teaching.lessons import Lesson
from ...teaching.marks import Mark
from ...teaching.scoring import Scorecard, score
from ..board.playback import Playback as BoardPlayback
from ..board.playback_bar import PlaybackBar
from ..board.scene import DrawnOrder
from ..modes import BoardMode, Ordering, Playback, Review
from .lesson_board import LessonBoard
from .lesson_panel import LessonPanel


class LessonView(QWidget):
    """A lesson on the board with the prediction table. ``scored`` carries each scorecard the
    moment the learner checks (before the playback, so leaving early still counts);
    ``nextRequested`` asks the window for the following lesson."""

    scored = Signal(object)
    nextRequested = Signal()
    ruleRequested = Signal(str)
    """A rule named beside a mistake was clicked (its id): the rules reference can open it."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonView")
        self.lesson: Lesson | None = None
        self.card: Scorecard | None = None
        self._resolution: Resolution | None = None
        self.mode = BoardMode(self)

        self.board = LessonBoard()
        self.scene = self.board.scene
        self.view = self.board.view
        self.map_button = self.board.map_button
        self.playback = BoardPlayback(self.scene, self)
        self.playback_bar = PlaybackBar(self.playback)
        self.playback.finished.connect(self._played)

        panel = self.panel = LessonPanel(self.playback_bar)
        self.source_label, self.title_label, self.question_label = \
            panel.source_label, panel.title_label, panel.question_label
        self.table = panel.table
        self.reasons, self.rule_label, self.void_label = panel.reasons, panel.rule_label, panel.void_label
        self.score_label, self.summary_label = panel.score_label, panel.summary_label
        self.check_button, self.again_button = panel.check_button, panel.again_button
        self.next_button = panel.next_button
        self.reasons.linkActivated.connect(self.show_rule)
        self.check_button.clicked.connect(self.check)
        self.again_button.clicked.connect(self.try_again)
        self.next_button.clicked.connect(self.nextRequested)
        for keys, slot in (("Ctrl+0", self.toggle_whole_map), ("Ctrl++", self.view.zoom_in),
                           ("Ctrl+=", self.view.zoom_in), ("Ctrl+-", self.view.zoom_out)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.board)
        split.addWidget(self.panel)
        split.setStretchFactor(0, 1)  # the board takes what the column beside it does not need
        split.setStretchFactor(1, 0)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(split)
        self.retranslate()
        self._update_buttons()

    # -- loading and predicting ------------------------------------------------------------

    def show_lesson(self, lesson: Lesson) -> None:
        """The lesson's position with its orders drawn, every prediction still open."""
        self.playback.stop()
        self.lesson = lesson
        self.card = None
        self._resolution = None
        self.mode.set(Ordering())
        self.scene.sync(lesson.position)
        self.scene.show_orders([DrawnOrder(power, order, row=(power, index))
                                for power, orders in lesson.orders.items() for index, order in enumerate(orders)])
        self.board.frame(lesson)
        self.panel.show_lesson(lesson)
        self._update_buttons()

    def prediction_box(self, row: int) -> QComboBox:
        return self.panel.table.prediction_box(row)

    def predictions(self) -> dict[str, Mark]:
        """Item key -> the learner's mark, for the items marked so far."""
        return self.panel.table.predictions(self.lesson) if self.lesson is not None else {}

    def predict(self, key: str, mark: Mark) -> None:
        """Mark one item (what a click in its box does; tests and tools use it)."""
        assert self.lesson is not None
        self.panel.table.predict(next(r for r, i in enumerate(self.lesson.items) if i.key == key), mark)

    # -- where the board looks (:class:`.lesson_board.LessonBoard`) -------------------------

    @property
    def framed(self) -> bool:
        """The board shows the lesson's area (False once the learner zooms or asks for the whole map)."""
        return self.board.framed

    def lesson_rect(self, lesson: Lesson) -> QRectF:
        return self.board.lesson_rect(lesson)

    def frame_lesson(self) -> None:
        self.board.frame_lesson()

    def show_whole_map(self) -> None:
        self.board.show_whole_map()

    def toggle_whole_map(self) -> None:
        """The button and Ctrl+0: the whole map, or back to the lesson's area."""
        self.board.toggle_whole_map()

    # -- checking and watching -------------------------------------------------------------

    def check(self) -> Scorecard | None:
        """Score the prediction and play the phase; the results appear once it has played."""
        lesson = self.lesson
        if lesson is None or self.card is not None:
            return None
        resolution = lesson.judge()
        self._resolution = resolution
        self.card = score(lesson, self.predictions(), resolution)
        self.panel.table.lock()
        self.mode.set(Playback(resolution, lesson.position))
        self.scored.emit(self.card)
        self.panel.show_watching()
        self._update_buttons()
        self.playback.load(lesson.position, resolution, start=True)
        if not self.playback.motion:
            self.playback.skip_to_end()
        return self.card

    def _played(self) -> None:
        if self.lesson is None or self.card is None or self._resolution is None:
            return
        self.mode.set(Review(self._resolution, self.lesson.position))
        self.panel.show_verdicts(self.lesson, self.card)
        self._update_buttons()

    def why(self, row: int) -> str:
        """The explanation shown for the table's ``row`` once the phase has played ("" before)."""
        whys = self.panel.whys
        return whys[row] if row < len(whys) else ""

    def show_rule(self, href: str) -> None:
        """A rule link was clicked: its text below the reasons, and ``ruleRequested`` for the
        rules reference."""
        rule_id = href.removeprefix("rule:")
        self.panel.show_rule(rule_id)
        self.ruleRequested.emit(rule_id)

    def try_again(self) -> None:
        if self.lesson is not None:
            self.show_lesson(self.lesson)

    # -- texts -----------------------------------------------------------------------------

    def retranslate(self) -> None:
        self.panel.retranslate()
        self.board.update_map_button()
        self.panel.show_texts(self.lesson)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new language: the lesson is shown again in it (a prediction under way starts over)."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "panel"):
            self.retranslate()
            self.scene.retranslate()
            if self.lesson is not None and self.card is None:
                self.show_lesson(self.lesson)
            elif self.card is not None and isinstance(self.mode.state, Review):
                self.panel.show_verdicts(self.lesson, self.card)
        super().changeEvent(event)

    def _update_buttons(self) -> None:
        has = self.lesson is not None
        self.check_button.setEnabled(has and self.card is None)
        self.again_button.setEnabled(has and self.card is not None)
        self.next_button.setEnabled(has)
