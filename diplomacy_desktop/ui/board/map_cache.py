"""The map drawing of the last start, kept on disk so the next start shows the board at once.

Drawing the board's SVG into the window's pixmap takes about a quarter of a second (a thousand
pixels wide), more than half of what a start may take; reading the same pixels back from a
file takes a few milliseconds. A file holds one drawing, named by what decides its pixels:
the SVG text (labels in the window's language), the size in device pixels and the device
pixel ratio, so a changed map, language, window size or screen never reuses a stale drawing.
It is never trusted when it cannot be read back whole: a missing, short, damaged or foreign
file (wrong header, size or checksum) means drawing the SVG again, as without a cache.

The cache is off until :func:`use_folder` names a folder (the app does, in the user's cache
folder), so tests and the headless ``render`` command never write one. Files are written on a
background thread after the paint (the paint never waits for it), under a temporary name first,
so a crash leaves no half-written file under a real name; only the newest :data:`KEEP` drawings
are kept.

The pixels are stored as they are, not compressed: about 3.3 MB for a 1400 x 900 window instead
of 230 kB, read back in 2-7 ms instead of 13-20 ms (unpacking 3.3 MB was a twentieth of the
start-up). An Adler-32 checksum in the header catches a damaged file.
"""

from __future__ import annotations

import os
import stat
import struct
import threading
import zlib
from pathlib import Path

from PySide6.QtGui import QImage

MAGIC = b"DDMAP3\n"
HEADER = struct.Struct("<IIII")
"""Width, height, bytes per line of the pixels (premultiplied ARGB32, which follow as they are)
and their Adler-32 checksum."""
KEEP = 4
"""How many drawings stay in the folder (window sizes, languages); older ones are removed."""
MAX_PIXELS = 4_000_000
"""Bigger drawings (deep zoom) are not worth a file: they are slow to write and rarely reused."""
FORMAT = QImage.Format.Format_ARGB32_Premultiplied
_MAX_FILE_BYTES = len(MAGIC) + HEADER.size + 4 * MAX_PIXELS
"""The biggest file a kept drawing can be."""

_folder: Path | None = None
_writers: list[threading.Thread] = []


def use_folder(folder: Path | None) -> None:
    """Keep drawings in ``folder`` (created when first written); None turns the cache off."""
    global _folder
    _folder = folder


def folder() -> Path | None:
    return _folder


def svg_digest(svg: bytes) -> str:
    """What names the SVG text in a key (a digest: the text itself is 230 kB).

    Two checksums and the length, 96 bits: it tells our own drawings apart (two languages, an
    edited map), which is all a cache key needs; nobody gains by forging one. A cryptographic
    hash would load OpenSSL (``hashlib``), 12 ms of every start."""
    return f"{zlib.crc32(svg):08x}{zlib.adler32(svg):08x}{len(svg):08x}"


def drawing_key(digest: str, width: int, height: int, device_pixel_ratio: float) -> str:
    """The file name part that names one drawing: the SVG's digest, the size and the pixel ratio."""
    return f"{digest}-{width}x{height}@{device_pixel_ratio:g}"


def _path(key: str) -> Path | None:
    return None if _folder is None else _folder / f"map-{key}.bin"


def load(key: str, width: int, height: int) -> QImage | None:
    """The drawing stored under ``key``, if its file is whole and is ``width`` x ``height``."""
    path = _path(key)
    if path is None:
        return None
    try:
        # only a regular file of a size a drawing can have: a FIFO or a link to a device put in
        # its place would otherwise stop the start-up, or fill the memory, before the board shows
        info = path.stat()
        if not stat.S_ISREG(info.st_mode) or info.st_size > _MAX_FILE_BYTES:
            return None
        data = path.read_bytes()
        if not data.startswith(MAGIC):
            return None
        w, h, line, checksum = HEADER.unpack_from(data, len(MAGIC))
        start = len(MAGIC) + HEADER.size
        if (w, h) != (width, height) or line < 4 * w or w * h > MAX_PIXELS or len(data) != start + line * h:
            return None
        pixels = memoryview(data)[start:]
        if zlib.adler32(pixels) != checksum:
            return None
    except (OSError, ValueError, struct.error):
        return None
    image = QImage(pixels, w, h, line, FORMAT)
    return image.copy()  # its own pixels: ``data`` goes away with this frame


def store(key: str, image: QImage) -> None:
    """Write ``image`` under ``key`` in the background (nothing happens with the cache off)."""
    path = _path(key)
    if path is None or image.isNull() or image.width() * image.height() > MAX_PIXELS:
        return
    image = image.convertToFormat(FORMAT)
    pixels = bytes(image.constBits())  # a copy taken here: the thread touches no Qt object
    header = MAGIC + HEADER.pack(image.width(), image.height(), image.bytesPerLine(), zlib.adler32(pixels))
    thread = threading.Thread(target=_write, args=(path, header, pixels), name="map-cache", daemon=True)
    _writers.append(thread)
    thread.start()


def _write(path: Path, header: bytes, pixels: bytes) -> None:
    temporary = path.with_name(f"{path.name}.{os.getpid()}.tmp")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with temporary.open("wb") as out:
            out.write(header)
            out.write(pixels)
        os.replace(temporary, path)
        _prune(path.parent)
    except OSError:
        # a cache that cannot be written is only a slower next start
        try:
            temporary.unlink(missing_ok=True)
        except OSError:
            pass


def _prune(where: Path) -> None:
    """Keep the newest :data:`KEEP` drawings (a file another process is replacing may vanish)."""
    files = []
    for entry in where.glob("map-*.bin"):
        try:
            files.append((entry.stat().st_mtime, entry.name, entry))
        except OSError:
            continue
    for _mtime, _name, entry in sorted(files, reverse=True)[KEEP:]:
        try:
            entry.unlink()
        except OSError:
            pass


def wait_for_writes(timeout: float | None = None) -> None:
    """Let the background writes finish (tests, and a bench that reads the folder next)."""
    while _writers:
        _writers.pop().join(timeout)
