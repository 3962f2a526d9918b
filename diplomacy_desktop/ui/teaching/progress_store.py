"""Where the learner's progress is kept between runs: one ``QSettings`` value.

The value is :meth:`~diplomacy_desktop.teaching.progress.Progress.dumps` (sorted keys, so the
settings file does not change when nothing did); a damaged value reads as no progress rather
than an error (:meth:`Progress.loads`).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

from ...teaching.progress import Progress
from ...teaching.scoring import Scorecard

SETTINGS_KEY = "teaching/progress"


class ProgressStore:
    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings if settings is not None else QSettings()
        value = self.settings.value(SETTINGS_KEY)
        self.progress = Progress.loads(value if isinstance(value, str) else None)

    def record(self, card: Scorecard) -> Progress:
        """Count ``card`` and write the progress at once (a crash later loses nothing)."""
        self.progress = self.progress.record(card)
        self.settings.setValue(SETTINGS_KEY, self.progress.dumps())
        self.settings.sync()
        return self.progress
