"""Start the installed game's window offscreen and load every language; run by wheel_smoke.sh with
the fresh virtual environment's Python, from a folder outside the source tree.

Checks what a player would notice first: the game imported is the installed one (not a source
checkout found by accident), its data folder is inside the installation, the board shows with the
1901 pieces on it, and each translation loads (the notation's language code comes from the .qm).
"""

from __future__ import annotations

import os
import sys
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import diplomacy_desktop  # noqa: E402
from diplomacy_desktop import resources  # noqa: E402


def fail(message: str) -> None:
    print(f"window smoke: {message}", file=sys.stderr)
    raise SystemExit(1)


def main() -> None:
    prefix = Path(sys.prefix).resolve()
    package = Path(diplomacy_desktop.__file__).resolve()
    if prefix not in package.parents:
        fail(f"imported {package}, not the game installed in {prefix}")
    if package.parent not in resources.ASSETS.resolve().parents:
        fail(f"data read from {resources.ASSETS}, outside the installed package {package.parent}")

    from PySide6.QtWidgets import QApplication

    from diplomacy_desktop.ui.app import create_window
    from diplomacy_desktop.ui.language_menu import current_language, install_translators

    app, window = create_window(["--lang", "en"])
    painted: list[bool] = []
    window.view.firstPainted.connect(lambda: painted.append(True))
    window.show()
    deadline = time.monotonic() + 30
    while not painted and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.01)
    if not painted:
        fail("the board was never painted")
    pieces = len(window.scene.unit_items())
    if pieces != 22:
        fail(f"the board shows {pieces} pieces, not the 22 of 1901")
    for language in ("es", "cs", "nl", "pt", "en"):
        installed = install_translators(QApplication.instance(), language)
        if current_language() != language:
            fail(f"the {language} translation did not load ({len(installed)} translators)")
        for translator in installed:
            app.removeTranslator(translator)
    window.close()
    print(f"window smoke: board painted with {pieces} pieces; es, cs, nl, pt, en load; data in {resources.ASSETS}")


if __name__ == "__main__":
    main()
