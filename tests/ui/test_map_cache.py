"""The board drawing kept on disk between starts (``ui/board/map_cache.py``).

A player sees the board of the last start read back, pixel for pixel the same as the SVG drawn;
a damaged or foreign file is never shown (the SVG is drawn instead), and another language's
labels never come back from a drawing made in English."""

from __future__ import annotations

import os
import zlib
from pathlib import Path

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QImage, QPainter
from PySide6.QtWidgets import QGraphicsScene

from diplomacy_desktop.ui.board import map_cache
from diplomacy_desktop.ui.board.items import MapItem
from diplomacy_desktop.ui.board.scene import board_renderer_data

RECT = QRectF(0, 0, 1600, 1200)  # the board's viewBox is about this size; only the scale matters here
WIDTH = 400


def draw(language: str = "en") -> tuple[QImage, MapItem]:
    """The map as a window paints it at ``WIDTH`` pixels (through the item's pixmap)."""
    item = MapItem(board_renderer_data(language), RECT, 5200, disk_cache=True)
    scene = QGraphicsScene()
    scene.addItem(item)
    height = round(WIDTH * RECT.height() / RECT.width())
    image = QImage(WIDTH, height, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.white)
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, WIDTH, height), RECT)
    painter.end()
    scene.removeItem(item)
    return image, item


def cached_files(folder: Path) -> list[Path]:
    map_cache.wait_for_writes()
    return sorted(folder.glob("map-*.bin")) if folder.exists() else []


def test_the_next_start_shows_the_same_board_without_drawing_the_svg(qapp, tmp_path) -> None:  # noqa: ANN001
    map_cache.use_folder(tmp_path)
    first, item = draw()
    assert item._renderer is not None  # drawn from the SVG
    assert len(cached_files(tmp_path)) == 1
    again, item = draw()
    assert item._renderer is None  # read back: the SVG was not even parsed
    assert again == first


def test_a_damaged_drawing_is_never_shown(qapp, tmp_path) -> None:  # noqa: ANN001
    map_cache.use_folder(tmp_path)
    first, _item = draw()
    (path,) = cached_files(tmp_path)
    data = bytearray(path.read_bytes())
    mid = len(data) // 2
    for damage in (data[:mid], data[:mid] + bytes([data[mid] ^ 0x10]) + data[mid + 1:],
                   data[:-1] + bytes([data[-1] ^ 0xFF]), b"not a drawing", b""):
        map_cache.wait_for_writes()  # the drawing made again is written back: damage it after that
        path.write_bytes(bytes(damage))
        image, item = draw()
        assert item._renderer is not None, "drawn again from the SVG"
        assert image == first
    # a file of another size under the right name (a copied cache) is not used either
    other = map_cache.MAGIC + map_cache.HEADER.pack(3, 3, 12, zlib.adler32(bytes(36))) + bytes(36)
    map_cache.wait_for_writes()
    path.write_bytes(other)
    image, item = draw()
    assert item._renderer is not None and image == first
    assert cached_files(tmp_path) == [path] and draw()[0] == first  # written whole again


def test_another_language_never_gets_the_english_labels(qapp, tmp_path) -> None:  # noqa: ANN001
    map_cache.use_folder(tmp_path)
    english, _item = draw("en")
    spanish, item = draw("es")
    assert item._renderer is not None  # its own drawing, not the English one read back
    assert spanish != english
    assert len(cached_files(tmp_path)) == 2
    again, item = draw("es")
    assert item._renderer is None and again == spanish


def test_without_a_folder_nothing_is_written(qapp, tmp_path) -> None:  # noqa: ANN001
    map_cache.use_folder(None)
    draw()
    map_cache.wait_for_writes()
    assert list(tmp_path.iterdir()) == []


def test_only_the_newest_drawings_are_kept(qapp, tmp_path) -> None:  # noqa: ANN001
    map_cache.use_folder(tmp_path)
    image = QImage(8, 8, map_cache.FORMAT)
    image.fill(Qt.GlobalColor.red)
    for n in range(map_cache.KEEP + 3):
        map_cache.store(f"key{n}", image)
        map_cache.wait_for_writes()
    files = cached_files(tmp_path)
    assert len(files) == map_cache.KEEP
    assert map_cache.load(f"key{map_cache.KEEP + 2}", 8, 8) == image


def test_a_fifo_a_device_or_a_wrong_size_in_the_cache_never_stops_the_start(qapp, tmp_path) -> None:  # noqa: ANN001
    """Something other than a drawing under a drawing's name (a FIFO would block the read for
    ever, a link to /dev/zero would read until memory runs out, a header that promises other
    pixels than follow) is passed over, and the board is drawn from the SVG."""
    map_cache.use_folder(tmp_path)
    key = map_cache.drawing_key("0" * 24, 100, 100, 1)
    path = tmp_path / f"map-{key}.bin"
    os.mkfifo(path)
    assert map_cache.load(key, 100, 100) is None  # returns at once instead of waiting for a writer
    path.unlink()
    path.symlink_to("/dev/zero")
    assert map_cache.load(key, 100, 100) is None
    path.unlink()
    pixels = bytes(400 * 100)
    whole = map_cache.MAGIC + map_cache.HEADER.pack(100, 100, 400, zlib.adler32(pixels)) + pixels
    path.write_bytes(whole)
    assert map_cache.load(key, 100, 100) is not None  # (the file is right as it is)
    for wrong in (whole[:-1], whole + b"\0", whole[:-400]):
        path.write_bytes(wrong)
        assert map_cache.load(key, 100, 100) is None
