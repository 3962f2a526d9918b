"""Render a phase resolving on the board as PNG frames, and join them into an animated GIF.

The frames come from the real scene and playback (seeked frame by frame, so the result does not
depend on the machine's speed); ImageMagick's ``convert`` joins them, so no image library is
needed at run time. Run by hand to refresh ``docs/images/playback.gif``:

    .venv/bin/python tools/playback_gif.py docs/images/playback.gif
    .venv/bin/python tools/playback_gif.py /tmp/frames --png-only

The phase is the busy one of ``bench/animation.py`` (34 units: moves, standoffs, supports, a
dislodgement), cropped to the middle of Europe.
"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QRectF  # noqa: E402
from PySide6.QtGui import QColor, QImage, QPainter  # noqa: E402

from bench.animation import busy_phase  # noqa: E402
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.ui.headless_app import widgets_app  # noqa: E402

CROP = QRectF(330, 430, 700, 560)
"""Board units: from the Channel to the Black Sea's edge, the North Sea to Rome."""
FPS = 15
HOLD_MS = 1800
"""How long the new position stays before the loop starts again."""


def render_frames(folder: Path, width: int = 720) -> int:
    from diplomacy_desktop.engine.game import Game
    from diplomacy_desktop.ui.board.playback import Playback
    from diplomacy_desktop.ui.board.scene import BoardScene

    widgets_app()
    position, resolution = busy_phase()
    scene = BoardScene(Game(standard_map()).map)
    playback = Playback(scene)
    playback.load(position, resolution, start=False)
    group = playback.group
    group.start()
    group.pause()
    total = group.totalDuration()
    step = 1000 / FPS
    moments = [round(i * step) for i in range(int(total / step) + 1)] + [total]
    height = round(width * CROP.height() / CROP.width())
    for n, ms in enumerate(moments):
        group.setCurrentTime(min(ms, total))
        if ms >= total:
            playback.skip_to_end()
        image = QImage(width, height, QImage.Format.Format_RGB32)
        image.fill(QColor("white"))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        scene.render(painter, QRectF(0, 0, width, height), CROP)
        painter.end()
        image.save(str(folder / f"frame-{n:03d}.png"))
    return len(moments)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="the GIF to write (or a folder with --png-only)")
    parser.add_argument("--png-only", action="store_true", help="only write the PNG frames into OUT")
    parser.add_argument("--width", type=int, default=720)
    args = parser.parse_args()
    if args.png_only:
        args.out.mkdir(parents=True, exist_ok=True)
        print(f"{render_frames(args.out, args.width)} frames in {args.out}")
        return 0
    convert = shutil.which("convert")
    if convert is None:
        print("ImageMagick's convert is needed to join the frames (apt-get install imagemagick)", file=sys.stderr)
        return 1
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        count = render_frames(folder, args.width)
        frames = sorted(str(p) for p in folder.glob("frame-*.png"))
        delay = round(100 / FPS)
        subprocess.run([convert, "-loop", "0", "-delay", str(delay), *frames[:-1], "-delay", str(HOLD_MS // 10),
                        frames[-1], "+dither", "-colors", "192", "-fuzz", "1%", "-layers", "OptimizeTransparency", str(args.out)], check=True)
    print(f"{count} frames -> {args.out} ({args.out.stat().st_size // 1024} KiB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
