"""How a menu action shows its words: the one place that keeps an action's tooltip in step with
its text, so a toolbar button (which shows the tooltip) always names its shortcut."""

from __future__ import annotations

from PySide6.QtGui import QAction, QKeySequence


def set_action_text(action: QAction, text: str) -> None:
    """Menu text, plus a tooltip that names the shortcut (toolbar buttons show tooltips)."""
    action.setText(text)
    keys = action.shortcut().toString(QKeySequence.SequenceFormat.NativeText)
    plain = text.replace("&", "")
    action.setToolTip(f"{plain} ({keys})" if keys else plain)
