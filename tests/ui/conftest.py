"""Board tests render with Qt; without a display they must use the offscreen platform."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
