"""One lesson: predict what happens to each order, then watch the phase and compare.

The board shows the lesson's position with every order drawn; the table beside it has one row
per item (:mod:`diplomacy_desktop.teaching.marks`) with a choice of what will happen. "Check and
watch" scores the prediction (:func:`~diplomacy_desktop.teaching.scoring.score`: the engine is
the referee, the UI decides nothing) and plays the phase with the board's own playback; once it
has played, each row shows what happened, the engine's reason and, where the learner was wrong,
the rule behind it. What the board shows is a :class:`~..modes.BoardMode` state, as in the game
window: ordering (predicting), playback, review.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QEvent, QObject, QRectF, Qt, QTimer, Signal
from PySide6.QtGui import QBrush, QColor, QKeySequence, QShortcut
from PySide6.QtWidgets import (QComboBox, QHBoxLayout, QHeaderView, QLabel, QPushButton, QSplitter, QTableWidget,
                               QTableWidgetItem, QVBoxLayout, QWidget)

from ...engine.adjudicator import Resolution
from ...engine.board import standard_map
from ...engine.outcomes import ReasonCode
from ...teaching.focus import lesson_places
from ...teaching.lessons import Lesson
from ...teaching.marks import Mark
from ...teaching.rules import REASON_RULES
from ...teaching.scoring import Scorecard, Verdict, score
from ..board.playback import Playback as BoardPlayback
from ..board.playback_bar import PlaybackBar
from ..board.scene import BoardScene, DrawnOrder
from ..board.view import NAMES_FROM_ZOOM, BoardView
from ..modes import BoardMode, Ordering, Playback, Review
from ..names import power_name
from ..reasons import explain_reason
from ..template import fill
from .texts import (heading_text, item_text, mark_name, question_text, rule_text, rule_title, source_text, summary_text,
                    takeaway_text)

FRAME_MARGIN = 80.0
"""Board units (the map is 1600 wide) kept around the lesson's places: a province's width, so
a piece at the edge of the lesson shows its whole province and its neighbours' borders."""
FRAME_MIN = (340.0, 280.0)
"""The smallest area framed (board units): two units side by side are not blown up to fill
the view, they are shown with enough of the map around them to say where they are."""

RIGHT = QColor("#1b7f3a")
WRONG = QColor("#b3261e")
SIDE_MIN_WIDTH = 420
"""The narrowest the column beside the board gets (its table may ask for more)."""
SIDE_MARGINS = 24
"""The column's layout margins around the table, both sides together."""


class Column:
    POWER, ITEM, PREDICTION, RESULT = range(4)


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

        self.scene = BoardScene(standard_map(), parent=self)
        self.view = BoardView(self)
        self.view.setObjectName("lessonBoard")
        self.view.setScene(self.scene)
        self.view.zoomChanged.connect(self._zoom_changed)
        self.view.installEventFilter(self)
        self._frame: QRectF | None = None
        self.framed = False
        """The board shows the lesson's area (False once the learner zooms or asks for the whole map)."""
        self._framing = False
        self.playback = BoardPlayback(self.scene, self)
        self.playback_bar = PlaybackBar(self.playback)
        self.playback.finished.connect(self._played)

        self.source_label = QLabel()
        self.source_label.setObjectName("lessonSource")
        self.title_label = QLabel()
        self.title_label.setObjectName("lessonTitle")
        self.title_label.setWordWrap(True)
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title_label.setFont(font)
        self.question_label = QLabel()
        self.question_label.setObjectName("lessonQuestion")
        self.question_label.setWordWrap(True)
        self.table = QTableWidget(0, 4)
        self.table.setObjectName("predictionTable")
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setSelectionMode(QTableWidget.SelectionMode.NoSelection)
        header = self.table.horizontalHeader()
        for column in (Column.POWER, Column.PREDICTION, Column.RESULT):
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(Column.ITEM, QHeaderView.ResizeMode.Stretch)
        self.reasons = QLabel()
        self.reasons.setObjectName("lessonReasons")
        self.reasons.setWordWrap(True)
        self.reasons.setTextFormat(Qt.TextFormat.RichText)
        self._whys: list[str] = []
        self.reasons.linkActivated.connect(self.show_rule)
        self.rule_label = QLabel()
        self.rule_label.setObjectName("lessonRule")
        self.rule_label.setWordWrap(True)
        self.rule_label.setTextFormat(Qt.TextFormat.RichText)
        self.rule_label.setVisible(False)
        self.void_label = QLabel()
        self.void_label.setObjectName("lessonVoid")
        self.void_label.setWordWrap(True)
        self.score_label = QLabel()
        self.score_label.setObjectName("lessonScore")
        self.score_label.setWordWrap(True)
        self.summary_label = QLabel()
        self.summary_label.setObjectName("lessonSummary")
        self.summary_label.setWordWrap(True)
        self.check_button = QPushButton()
        self.check_button.setObjectName("checkButton")
        self.check_button.clicked.connect(self.check)
        self.again_button = QPushButton()
        self.again_button.setObjectName("againButton")
        self.again_button.clicked.connect(self.try_again)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextButton")
        self.next_button.clicked.connect(self.nextRequested)
        self.map_button = QPushButton()
        self.map_button.setObjectName("wholeMapButton")
        self.map_button.clicked.connect(self.toggle_whole_map)
        for keys, slot in (("Ctrl+0", self.toggle_whole_map), ("Ctrl++", self.view.zoom_in),
                           ("Ctrl+=", self.view.zoom_in), ("Ctrl+-", self.view.zoom_out)):
            shortcut = QShortcut(QKeySequence(keys), self)
            shortcut.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            shortcut.activated.connect(slot)

        board = QWidget()
        board_column = QVBoxLayout(board)
        board_column.setContentsMargins(0, 0, 0, 0)
        board_column.addWidget(self.view, 1)
        board_row = QHBoxLayout()
        board_row.addWidget(self.map_button)
        board_row.addStretch(1)
        board_column.addLayout(board_row)

        side = self._side = QWidget()
        side.setMinimumWidth(SIDE_MIN_WIDTH)
        column = QVBoxLayout(side)
        column.addWidget(self.source_label)
        column.addWidget(self.title_label)
        column.addWidget(self.question_label)
        column.addWidget(self.table, 1)
        column.addWidget(self.reasons)
        column.addWidget(self.rule_label)
        column.addWidget(self.void_label)
        column.addWidget(self.score_label)
        column.addWidget(self.summary_label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.again_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        column.addLayout(buttons)
        column.addWidget(self.playback_bar)
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(board)
        split.addWidget(side)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
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
        self._frame = self.lesson_rect(lesson)
        self.frame_lesson()
        self.table.setRowCount(len(lesson.items))
        for row, item in enumerate(lesson.items):
            self.table.setItem(row, Column.POWER, QTableWidgetItem(power_name(item.power)))
            self.table.setItem(row, Column.ITEM, QTableWidgetItem(item_text(item, lesson.position.phase.kind)))
            combo = QComboBox()
            combo.setObjectName(f"prediction_{row}")
            combo.addItem(self.tr("choose…"), None)
            for mark in item.choices:
                combo.addItem(mark_name(mark, item), mark)
            self.table.setCellWidget(row, Column.PREDICTION, combo)
            self.table.setItem(row, Column.RESULT, QTableWidgetItem(""))
        self.table.resizeRowsToContents()
        self._fit_table()
        self._whys = []
        self.reasons.clear()
        self.rule_label.clear()
        self.rule_label.setVisible(False)
        self._show_texts()
        self.score_label.clear()
        self.summary_label.clear()
        self._update_buttons()

    # -- where the board looks ---------------------------------------------------------------

    def lesson_rect(self, lesson: Lesson) -> QRectF:
        """The board area the lesson is about: the anchors of its places
        (:func:`~diplomacy_desktop.teaching.focus.lesson_places`) with a margin, grown to at
        least :data:`FRAME_MIN`, kept on the board."""
        board = self.scene.sceneRect()
        points = []
        for place in lesson_places(lesson):
            try:
                points.append(self.scene.anchors.unit_point(place))
            except KeyError:
                continue
        if not points:
            return QRectF(board)
        xs, ys = [p[0] for p in points], [p[1] for p in points]
        rect = QRectF(min(xs), min(ys), max(xs) - min(xs), max(ys) - min(ys))
        rect.adjust(-FRAME_MARGIN, -FRAME_MARGIN, FRAME_MARGIN, FRAME_MARGIN)
        grow_x = max(0.0, FRAME_MIN[0] - rect.width()) / 2
        grow_y = max(0.0, FRAME_MIN[1] - rect.height()) / 2
        rect.adjust(-grow_x, -grow_y, grow_x, grow_y)
        return rect.intersected(board)

    def frame_lesson(self) -> None:
        """Show the lesson's area as large as the board view allows (the phase then plays there)."""
        self.framed = True
        self._apply_frame()
        self._update_map_button()

    def show_whole_map(self) -> None:
        self.framed = False
        self.view.fit()
        self._update_map_button()

    def toggle_whole_map(self) -> None:
        """The button and Ctrl+0: the whole map, or back to the lesson's area."""
        if self.framed or self.view.zoom > 1.0 + 1e-6:
            self.show_whole_map()
        else:
            self.frame_lesson()

    def _apply_frame(self) -> None:
        rect = self._frame
        viewport = self.view.viewport().rect()
        board = self.scene.sceneRect()
        if rect is None or rect.isEmpty() or viewport.isEmpty() or board.isEmpty():
            return
        fit = min(viewport.width() / board.width(), viewport.height() / board.height())
        wanted = min(viewport.width() / rect.width(), viewport.height() / rect.height())
        self._framing = True
        try:
            self.view.set_zoom(wanted / fit)
            self.view.centerOn(rect.center())
        finally:
            self._framing = False

    def _zoom_changed(self, zoom: float) -> None:
        self.scene.set_names_visible(zoom >= NAMES_FROM_ZOOM)
        if not self._framing and self.framed:
            self.framed = False  # the learner zoomed: the view is theirs until the next lesson
            self._update_map_button()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The board view was resized or shown: frame the lesson again once it has its size."""
        if watched is self.view and event.type() in (QEvent.Type.Resize, QEvent.Type.Show) and self.framed:
            QTimer.singleShot(0, self.view, self._reframe)  # not once the view is gone (a language switch)
        return super().eventFilter(watched, event)

    def _reframe(self) -> None:
        if self.framed:
            self._apply_frame()

    def _update_map_button(self) -> None:
        if self.framed or self.view.zoom > 1.0 + 1e-6:
            self.map_button.setText(self.tr("Whole map"))
            self.map_button.setToolTip(self.tr("Zoom out to the whole map (Ctrl+0); the wheel zooms too"))
        else:
            self.map_button.setText(self.tr("Back to the lesson"))
            self.map_button.setToolTip(self.tr("Frame the places this lesson is about again (Ctrl+0)"))
        self.map_button.setEnabled(self.lesson is not None)

    def prediction_box(self, row: int) -> QComboBox:
        box = self.table.cellWidget(row, Column.PREDICTION)
        assert isinstance(box, QComboBox)
        return box

    def predictions(self) -> dict[str, Mark]:
        """Item key -> the learner's mark, for the items marked so far."""
        if self.lesson is None:
            return {}
        out: dict[str, Mark] = {}
        for row, item in enumerate(self.lesson.items):
            mark = self.prediction_box(row).currentData()
            if mark is not None:
                out[item.key] = Mark(mark)
        return out

    def predict(self, key: str, mark: Mark) -> None:
        """Mark one item (what a click in its box does; tests and tools use it)."""
        assert self.lesson is not None
        row = next(r for r, i in enumerate(self.lesson.items) if i.key == key)
        box = self.prediction_box(row)
        box.setCurrentIndex(box.findData(mark))

    # -- checking and watching -------------------------------------------------------------

    def check(self) -> Scorecard | None:
        """Score the prediction and play the phase; the results appear once it has played."""
        lesson = self.lesson
        if lesson is None or self.card is not None:
            return None
        resolution = lesson.judge()
        self._resolution = resolution
        self.card = score(lesson, self.predictions(), resolution)
        for row in range(self.table.rowCount()):
            self.prediction_box(row).setEnabled(False)
        self.mode.set(Playback(resolution, lesson.position))
        self.scored.emit(self.card)
        self.score_label.setText(self.tr("Watch the board: the phase is being resolved."))
        self._update_buttons()
        self.playback.load(lesson.position, resolution, start=True)
        if not self.playback.motion:
            self.playback.skip_to_end()
        return self.card

    def _played(self) -> None:
        if self.lesson is None or self.card is None or self._resolution is None:
            return
        self.mode.set(Review(self._resolution, self.lesson.position))
        self._show_verdicts()
        self._update_buttons()

    def _show_verdicts(self) -> None:
        card = self.card
        assert card is not None and self.lesson is not None
        self._whys = []
        lines = []
        kind = self.lesson.position.phase.kind
        for row, verdict in enumerate(card.verdicts):
            result = QTableWidgetItem(mark_name(verdict.actual, verdict.item))
            result.setForeground(QBrush(RIGHT if verdict.correct else WRONG))
            why, why_html = self._why(verdict)
            result.setToolTip(why)
            self.table.setItem(row, Column.RESULT, result)
            self._whys.append(why)
            colour = RIGHT if verdict.correct else WRONG
            lines.append(f'<span style="color:{colour.name()}">{"✓" if verdict.correct else "✗"}</span> '
                         f"<b>{escape(item_text(verdict.item, kind))}</b>: {why_html}")
        self.reasons.setText("<br>".join(lines))
        self._fit_table()  # the results' column is filled now
        self.score_label.setText(fill(self.tr("Your score: {percent}% ({right} of {total} right)"),
                                      percent=str(card.percent), right=str(card.correct), total=str(card.total)))
        # Where the source and the results shown agree (every shipped lesson, a test holds it)
        # there is nothing to say; a beginner is not told about "the engine" and "the source".
        differ = sum(1 for v in card.verdicts if v.stated is not None and v.stated is not v.actual)
        lines = []
        if differ:
            lines.append(fill(self.tr("Note: the source ({source}) gives a different result for {count} of these."),
                              source=source_text(self.lesson.source), count=str(differ)))
        summary = summary_text(self.lesson)
        if summary:
            lines.append(summary)
        takeaway = takeaway_text(self.lesson)
        if takeaway:
            lines.append(fill(self.tr("To remember: {lesson}"), lesson=takeaway))
        self.summary_label.setText("\n".join(lines))

    def why(self, row: int) -> str:
        """The explanation shown for the table's ``row`` once the phase has played ("" before)."""
        return self._whys[row] if row < len(self._whys) else ""

    def _why(self, verdict: Verdict) -> tuple[str, str]:
        """The engine's reason; where the learner was wrong, also the rule to read. As plain
        text and as rich text in which the rule is a link (:meth:`show_rule`)."""
        reason = self._reason_text(verdict)
        if verdict.correct:
            return reason, escape(reason)
        if verdict.predicted is None:
            mistake = self.tr("not predicted")
        else:
            mistake = fill(self.tr("you said: {mark}"), mark=mark_name(verdict.predicted, verdict.item))
        template = self.tr("rule: {rule}")
        title = rule_title(verdict.rule)
        plain = " — ".join(part for part in (reason, mistake, fill(template, rule=title)) if part)
        link = fill(escape(template), rule=f'<a href="rule:{escape(verdict.rule)}">{escape(title)}</a>')
        return plain, " — ".join(part for part in (escape(reason), escape(mistake), link) if part)

    @staticmethod
    def _reason_text(verdict: Verdict) -> str:
        """The engine's reason in words. A move stopped by a unit of its own power is said by
        the rule that really stopped it where that is not "never your own unit" (two units
        swapping, a unit that failed to leave): "cannot dislodge A Prussia, a unit of the same
        power" would blame the wrong rule."""
        if verdict.reason is None:
            return ""
        if verdict.reason.code is ReasonCode.OWN_UNIT and verdict.rule != REASON_RULES[ReasonCode.OWN_UNIT]:
            text = rule_text(verdict.rule)[1]
            if text:
                return text
        return explain_reason(verdict.reason)

    def show_rule(self, href: str) -> None:
        """A rule link was clicked: its text below the reasons, and ``ruleRequested`` for the
        rules reference."""
        rule_id = href.removeprefix("rule:")
        title, text = rule_text(rule_id)
        self.rule_label.setText(f"<b>{escape(title)}</b>: {escape(text)}" if text else f"<b>{escape(title)}</b>")
        self.rule_label.setVisible(True)
        self.ruleRequested.emit(rule_id)

    def try_again(self) -> None:
        if self.lesson is not None:
            self.show_lesson(self.lesson)

    # -- texts -----------------------------------------------------------------------------

    def _show_texts(self) -> None:
        lesson = self.lesson
        if lesson is None:
            self.source_label.clear()
            self.title_label.setText(self.tr("Choose a lesson on the left."))
            self.question_label.clear()
            self.void_label.clear()
            return
        self.source_label.setText(source_text(lesson.source))
        self.title_label.setText(heading_text(lesson))
        self.question_label.setText(question_text(lesson))
        void = self.tr("Also in the source, but not a valid order: it does nothing, so it is not asked about: {orders}")
        self.void_label.setText(fill(void,
                                     orders="; ".join(lesson.unreadable)) if lesson.unreadable else "")
        self.void_label.setVisible(bool(lesson.unreadable))

    def _fit_table(self) -> None:
        """The side column as wide as the table's columns need: the order's column, which
        stretches, was left too narrow for its own heading (Czech "Rozkaz nebo jednotka" read
        "zkaz nebo jednot") beside the boxes and the results."""
        header = self.table.horizontalHeader()
        needed = sum(max(header.sectionSizeHint(c), self.table.sizeHintForColumn(c))
                     for c in (Column.POWER, Column.PREDICTION, Column.RESULT))
        needed += header.sectionSizeHint(Column.ITEM) + self.table.verticalScrollBar().sizeHint().width()
        needed += 2 * self.table.frameWidth() + SIDE_MARGINS
        self._side.setMinimumWidth(max(SIDE_MIN_WIDTH, needed))

    def retranslate(self) -> None:
        self.table.setHorizontalHeaderLabels([self.tr("Power"), self.tr("Order or unit"), self.tr("Your prediction"),
                                              self.tr("What happened")])
        self._fit_table()
        self.check_button.setText(self.tr("Check and watch"))
        self.check_button.setToolTip(self.tr("Compare your prediction with the rules and watch the phase resolve"))
        self.again_button.setText(self.tr("Try again"))
        self.next_button.setText(self.tr("Next lesson"))
        self.playback_bar.retranslate()
        self._update_map_button()
        self._show_texts()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        """A new language: the lesson is shown again in it (a prediction under way starts over)."""
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "next_button"):
            self.retranslate()
            self.scene.retranslate()
            if self.lesson is not None and self.card is None:
                self.show_lesson(self.lesson)
            elif self.card is not None and isinstance(self.mode.state, Review):
                self._show_verdicts()
        super().changeEvent(event)

    def _update_buttons(self) -> None:
        has = self.lesson is not None
        self.check_button.setEnabled(has and self.card is None)
        self.again_button.setEnabled(has and self.card is not None)
        self.next_button.setEnabled(has)
