"""Telling a screen reader what just happened, in words (the board itself is a picture).

Qt passes an announcement to the platform's accessibility bridge (AT-SPI, UI Automation,
NSAccessibility), which a screen reader speaks after what it is reading; with no assistive
technology running, Qt drops it at once. The announced text is also kept as the widget's
accessible description, so it can be read again from the widget it concerns.
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QWidget


def announce(widget: QWidget, text: str) -> None:
    """Say ``text`` to a screen reader, politely (after what it is reading), about ``widget``."""
    widget.setAccessibleDescription(text)
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)
