"""Root pytest configuration: every test runs headless."""

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
