"""Draw the application icon's PNG sizes from ``assets/desktop/icon.svg`` with Qt's own SVG
renderer (no other dependency): ``assets/desktop/icon-<size>.png`` for the sizes desktops look
for in the hicolor theme. Run again after changing the SVG:

    QT_QPA_PLATFORM=offscreen python tools/make_icons.py
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import Qt  # noqa: E402
from PySide6.QtGui import QGuiApplication, QImage, QPainter  # noqa: E402
from PySide6.QtSvg import QSvgRenderer  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
from diplomacy_desktop.resources import ICON_SIZES as SIZES  # noqa: E402

FOLDER = ROOT / "assets" / "desktop"


def draw(svg: Path, size: int) -> QImage:
    """The SVG drawn ``size`` pixels square on a transparent background."""
    renderer = QSvgRenderer(str(svg))
    if not renderer.isValid():
        raise SystemExit(f"make_icons: cannot read {svg}")
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return image


def main(argv: list[str]) -> int:
    folder = Path(argv[0]) if argv else FOLDER
    _app = QGuiApplication.instance() or QGuiApplication([])
    for size in SIZES:
        out = folder / f"icon-{size}.png"
        if not draw(folder / "icon.svg", size).save(str(out), "PNG"):
            print(f"make_icons: cannot write {out}", file=sys.stderr)
            return 1
        print(out)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
