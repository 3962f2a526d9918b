"""The column beside a lesson's board: what the lesson asks, the prediction table, and once the
phase has played, what happened and why, the score and what to remember.

It only shows: the view beside it (:class:`~.lesson_view.LessonView`) decides when a lesson is
loaded, checked or played, and the engine and the scoring say what is right.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...teaching.lessons import Lesson
from ...teaching.scoring import Scorecard
from ..board.playback_bar import PlaybackBar
from ..template import fill
from .prediction_table import RIGHT, WRONG, PredictionTable
from .texts import heading_text, item_text, question_text, rule_text, source_text, summary_text, takeaway_text
from .verdict_text import explain_verdict

SIDE_MIN_WIDTH = 420
"""The narrowest the column beside the board gets (its table may ask for more)."""
SIDE_MARGINS = 24
"""The column's layout margins around the table, both sides together."""


def _label(name: str, *, wrap: bool = True, rich: bool = False) -> QLabel:
    label = QLabel()
    label.setObjectName(name)
    label.setWordWrap(wrap)
    if rich:
        label.setTextFormat(Qt.TextFormat.RichText)
    return label


class LessonPanel(QWidget):
    """The lesson's texts, its prediction table and its buttons, over the playback's controls."""

    def __init__(self, playback_bar: PlaybackBar, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(SIDE_MIN_WIDTH)
        self.source_label = _label("lessonSource", wrap=False)
        self.title_label = _label("lessonTitle")
        font = self.title_label.font()
        font.setBold(True)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        self.title_label.setFont(font)
        self.question_label = _label("lessonQuestion")
        self.table = PredictionTable()
        self.reasons = _label("lessonReasons", rich=True)
        self.whys: list[str] = []
        """The plain explanation of each row once the phase has played."""
        self.rule_label = _label("lessonRule", rich=True)
        self.rule_label.setVisible(False)
        self.void_label = _label("lessonVoid")
        self.score_label = _label("lessonScore")
        self.summary_label = _label("lessonSummary")
        self.check_button = QPushButton()
        self.check_button.setObjectName("checkButton")
        self.again_button = QPushButton()
        self.again_button.setObjectName("againButton")
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextButton")
        self.playback_bar = playback_bar

        column = QVBoxLayout(self)
        column.addWidget(self.source_label)
        column.addWidget(self.title_label)
        column.addWidget(self.question_label)
        column.addWidget(self.table, 1)
        for label in (self.reasons, self.rule_label, self.void_label, self.score_label, self.summary_label):
            column.addWidget(label)
        buttons = QHBoxLayout()
        buttons.addWidget(self.check_button)
        buttons.addWidget(self.again_button)
        buttons.addStretch(1)
        buttons.addWidget(self.next_button)
        column.addLayout(buttons)
        column.addWidget(playback_bar)

    def show_lesson(self, lesson: Lesson) -> None:
        """``lesson``'s texts and items, every prediction open and nothing played yet."""
        self.table.show_items(lesson)
        self.fit_table()
        self.whys = []
        self.reasons.clear()
        self.rule_label.clear()
        self.rule_label.setVisible(False)
        self.show_texts(lesson)
        self.score_label.clear()
        self.summary_label.clear()

    def show_texts(self, lesson: Lesson | None) -> None:
        """What the lesson is and what it asks (an invitation to choose one before any)."""
        if lesson is None:
            self.source_label.clear()
            self.title_label.setText(QCoreApplication.translate("LessonView", "Choose a lesson on the left."))
            self.question_label.clear()
            self.void_label.clear()
            return
        self.source_label.setText(source_text(lesson.source))
        self.title_label.setText(heading_text(lesson))
        self.question_label.setText(question_text(lesson))
        void = QCoreApplication.translate("LessonView", "Also in the source, but not a valid order: it does nothing, "
                                                        "so it is not asked about: {orders}")
        self.void_label.setText(fill(void, orders="; ".join(lesson.unreadable)) if lesson.unreadable else "")
        self.void_label.setVisible(bool(lesson.unreadable))

    def show_watching(self) -> None:
        self.score_label.setText(QCoreApplication.translate("LessonView",
                                                            "Watch the board: the phase is being resolved."))

    def show_verdicts(self, lesson: Lesson, card: Scorecard) -> None:
        """Each row's result and why, the score, and what the lesson wants remembered."""
        self.whys = []
        lines = []
        kind = lesson.position.phase.kind
        for row, verdict in enumerate(card.verdicts):
            why, why_html = explain_verdict(verdict)
            self.table.show_result(row, verdict, why)
            self.whys.append(why)
            colour = RIGHT if verdict.correct else WRONG
            lines.append(f'<span style="color:{colour.name()}">{"✓" if verdict.correct else "✗"}</span> '
                         f"<b>{escape(item_text(verdict.item, kind))}</b>: {why_html}")
        self.reasons.setText("<br>".join(lines))
        self.fit_table()  # the results' column is filled now
        self.score_label.setText(fill(QCoreApplication.translate("LessonView",
                                                                 "Your score: {percent}% ({right} of {total} right)"),
                                      percent=str(card.percent), right=str(card.correct), total=str(card.total)))
        # Where the source and the results shown agree (every shipped lesson, a test holds it)
        # there is nothing to say; a beginner is not told about "the engine" and "the source".
        differ = sum(1 for v in card.verdicts if v.stated is not None and v.stated is not v.actual)
        lines = []
        if differ:
            lines.append(fill(QCoreApplication.translate(
                "LessonView", "Note: the source ({source}) gives a different result for {count} of these."),
                source=source_text(lesson.source), count=str(differ)))
        summary = summary_text(lesson)
        if summary:
            lines.append(summary)
        takeaway = takeaway_text(lesson)
        if takeaway:
            lines.append(fill(QCoreApplication.translate("LessonView", "To remember: {lesson}"), lesson=takeaway))
        self.summary_label.setText("\n".join(lines))

    def show_rule(self, rule_id: str) -> None:
        """A rule's text below the reasons."""
        title, text = rule_text(rule_id)
        self.rule_label.setText(f"<b>{escape(title)}</b>: {escape(text)}" if text else f"<b>{escape(title)}</b>")
        self.rule_label.setVisible(True)

    def fit_table(self) -> None:
        """The column as wide as the table's columns need (:meth:`.PredictionTable.needed_width`)."""
        self.setMinimumWidth(max(SIDE_MIN_WIDTH, self.table.needed_width() + SIDE_MARGINS))

    def retranslate(self) -> None:
        self.table.retranslate()
        self.fit_table()
        self.check_button.setText(QCoreApplication.translate("LessonView", "Check and watch"))
        self.check_button.setToolTip(QCoreApplication.translate(
            "LessonView", "Compare your prediction with the rules and watch the phase resolve"))
        self.again_button.setText(QCoreApplication.translate("LessonView", "Try again"))
        self.next_button.setText(QCoreApplication.translate("LessonView", "Next lesson"))
        self.playback_bar.retranslate()
