"""The Lessons window: the browser on the left, the lesson being predicted on the right.

It is its own window (opened from the game window's "Lessons…" entry) so a lesson never touches
the game being played; progress is written through :class:`.progress_store.ProgressStore` each
time a prediction is checked.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QLabel, QMainWindow, QMessageBox, QSplitter, QWidget

from ...teaching.catalogue import Catalogue, LessonDataError, load_catalogue
from ...teaching.scoring import Scorecard
from ..template import fill
from .browser import LessonBrowser
from .lesson_view import LessonView
from ..screen_fit import resize_within_screen
from .progress_store import ProgressStore


BROWSER_MIN_WIDTH = 260
"""The narrowest the lesson list gets: its titles wrap over more lines rather than be cut
(:class:`.browser.WrappingDelegate`), so it need not hold the board to a third of the window."""
BROWSER_SHARE = 0.22
"""The lesson list's share of the window's width until the learner drags the divider (about
310 px at 1400, 420 at 1920): the board beside the prediction column gets the most."""


class LessonsWindow(QMainWindow):
    def __init__(self, catalogue: Catalogue, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("lessonsWindow")
        self.setWindowFlag(Qt.WindowType.Window, True)
        self.catalogue = catalogue
        self.store = ProgressStore(settings)
        self.browser = LessonBrowser(catalogue)
        self.browser.setMinimumWidth(BROWSER_MIN_WIDTH)
        self.browser.show_progress(self.store.progress)
        self.lesson_view = LessonView()
        split = QSplitter(Qt.Orientation.Horizontal, self)
        split.addWidget(self.browser)
        split.addWidget(self.lesson_view)
        split.setStretchFactor(0, 0)  # once the learner sets the list's width, it keeps it
        split.setStretchFactor(1, 1)
        self._split = split
        self._share_kept = True
        """The browser keeps :data:`BROWSER_SHARE` of each new width (False once the learner drags)."""
        split.splitterMoved.connect(self._divider_moved)
        split.installEventFilter(self)
        self.setCentralWidget(split)
        self.progress_label = QLabel()
        self.statusBar().addPermanentWidget(self.progress_label)
        self.browser.lessonChosen.connect(self.open_lesson)
        self.lesson_view.scored.connect(self._scored)
        self.lesson_view.nextRequested.connect(self.next_lesson)
        self.retranslate()
        resize_within_screen(self, 1500, 900)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        """The window's width changed: the browser keeps its share (a splitter would give it all
        to the lesson view, whose own size hint is the whole map)."""
        if watched is self._split and event.type() == QEvent.Type.Resize and self._share_kept:
            width = self._split.width() - self._split.handleWidth()
            browser = max(BROWSER_MIN_WIDTH, round(width * BROWSER_SHARE))
            self._split.setSizes([browser, width - browser])
        return super().eventFilter(watched, event)

    def _divider_moved(self) -> None:
        self._share_kept = False

    def open_lesson(self, lesson_id: str) -> bool:
        lesson = self.catalogue.by_id(lesson_id)
        if lesson is None:
            return False
        if self.browser.current_lesson() != lesson_id:
            self.browser.select_lesson(lesson_id)  # comes back here through lessonChosen
        if self.lesson_view.lesson is not lesson:
            self.lesson_view.show_lesson(lesson)
        return True

    def next_lesson(self) -> None:
        lesson_id = self.browser.next_lesson()
        if lesson_id is None:
            self.statusBar().showMessage(self.tr("That was the last lesson of the list."), 5000)

    def _scored(self, card: Scorecard) -> None:
        progress = self.store.record(card)
        self.browser.show_progress(progress, card.lesson_id)
        self._show_totals()

    def _show_totals(self) -> None:
        ids = [l.id for l in self.catalogue.lessons]
        mastered = sum(1 for i in ids if (p := self.store.progress.of(i)) is not None and p.mastered)
        self.progress_label.setText(fill(self.tr("Lessons tried: {done} of {total}, all right: {mastered}"),
                                         done=str(self.store.progress.done(ids)), total=str(len(ids)),
                                         mastered=str(mastered)))

    def closeEvent(self, event: QCloseEvent) -> None:  # noqa: N802 - Qt's name
        """Nothing keeps playing in a closed window (the progress is already written)."""
        self.lesson_view.playback.stop()
        super().closeEvent(event)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Lessons — Diplomacy Desktop"))
        self._show_totals()

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange and hasattr(self, "progress_label"):
            self.retranslate()
            self.browser.rebuild()
        super().changeEvent(event)


def open_lessons(parent: QWidget, settings: QSettings | None = None) -> LessonsWindow | None:
    """The Lessons window, or None (after saying which file is damaged) if the lessons cannot load."""
    try:
        catalogue = load_catalogue()
    except LessonDataError as exc:
        QMessageBox.warning(parent, QCoreApplication.translate("LessonsWindow", "Lessons"),
                            fill(QCoreApplication.translate("LessonsWindow", "The lessons cannot be loaded: {problem}"),
                                 problem=str(exc)))
        return None
    return LessonsWindow(catalogue, parent, settings)
