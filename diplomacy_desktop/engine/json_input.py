"""Reading JSON that anyone could have written: bounded in size, kind of file and nesting.

Saves and adjudication cases arrive as files a player picked, hand-edited or damaged. Python's
``json`` module happily reads ``Infinity``, blocks forever on a FIFO, reads ``/dev/zero`` until
memory runs out and raises ``RecursionError`` or a bare ``ValueError`` on deep nesting or
4,300-digit numbers. Everything here turns those into :class:`JsonInputError` with a message a
player can act on, quickly, before anything is built from the data.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any, BinaryIO

MAX_INPUT_BYTES = 32 * 1024 * 1024
"""The largest file we read. A 100-year game saves to well under 2 MB of compact JSON (see
``bench/savefile.py``), so 32 MB leaves room for games ten times longer than any played, while a
file beyond it is refused in microseconds instead of being parsed for minutes."""


class JsonInputError(ValueError):
    """The input cannot be read as the JSON we expect; the message says why."""


def read_text_file(path: Path, limit: int = MAX_INPUT_BYTES) -> str:
    """The UTF-8 text of a regular file of at most ``limit`` bytes.

    Directories, FIFOs, devices and sockets are refused by their kind before they are opened
    for reading (opening a FIFO would block), and the file is opened non-blocking and checked
    again, so a file swapped for a FIFO in between cannot block either.
    """
    path = Path(path)
    try:
        info = os.stat(path)
    except OSError as exc:
        raise JsonInputError(f"cannot read {path}: {exc.strerror or exc}") from None
    _check_kind(path, info.st_mode, info.st_size, limit)
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_NOCTTY", 0))
    except OSError as exc:
        raise JsonInputError(f"cannot read {path}: {exc.strerror or exc}") from None
    try:
        info = os.fstat(fd)
        _check_kind(path, info.st_mode, info.st_size, limit)
        with os.fdopen(fd, "rb", closefd=False) as fh:
            data = _read_bounded(fh, limit)
    except OSError as exc:
        raise JsonInputError(f"cannot read {path}: {exc.strerror or exc}") from None
    finally:
        os.close(fd)
    if len(data) > limit:
        raise JsonInputError(f"{path.name} is too large to be a Diplomacy Desktop file (over {limit // 2**20} MB)")
    return decode(data, path.name)


def read_stream(stream: BinaryIO, name: str, limit: int = MAX_INPUT_BYTES) -> str:
    """The UTF-8 text of a stream (standard input), refusing more than ``limit`` bytes."""
    data = _read_bounded(stream, limit)
    if len(data) > limit:
        raise JsonInputError(f"{name} is too large (over {limit // 2**20} MB)")
    return decode(data, name)


def _check_kind(path: Path, mode: int, size: int, limit: int) -> None:
    if stat.S_ISDIR(mode):
        raise JsonInputError(f"{path} is a folder, not a file")
    if not stat.S_ISREG(mode):
        raise JsonInputError(f"{path} is not a regular file (a device, pipe or socket)")
    if size > limit:
        raise JsonInputError(f"{path.name} is too large to be a Diplomacy Desktop file "
                             f"({size // 2**20} MB; the limit is {limit // 2**20} MB)")


def _read_bounded(stream: BinaryIO, limit: int) -> bytes:
    """At most ``limit + 1`` bytes: one more than allowed is enough to know it is too much."""
    chunks: list[bytes] = []
    total = 0
    while total <= limit:
        chunk = stream.read(min(1 << 20, limit + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
    return b"".join(chunks)


def decode(data: bytes, name: str) -> str:
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise JsonInputError(f"{name} is not a text file") from None


class BadNumber:
    """Stands in for a number no file of ours holds (``NaN``, ``Infinity``, ``1e999``, an
    integer of hundreds of digits), so that the reader that expects a value there can name
    the field; it equals nothing and is of no type a reader accepts."""

    __slots__ = ("text",)

    def __init__(self, text: str) -> None:
        self.text = text if len(text) <= 20 else f"{text[:8]}… ({len(text)} digits)"

    def __repr__(self) -> str:
        return self.text


MAX_INT_DIGITS = 40
"""Longer integer literals become :class:`BadNumber` (Python refuses beyond 4,300 digits, and
nothing we store has more than a few)."""


def _int(text: str) -> int | BadNumber:
    return int(text) if len(text) <= MAX_INT_DIGITS else BadNumber(text)


def _float(text: str) -> float | BadNumber:
    value = float(text)
    return value if value - value == 0.0 else BadNumber(text)  # inf - inf and nan - nan are nan


def loads(text: str, name: str) -> Any:
    """Parse ``text`` as JSON with bounded nesting; numbers that no file of ours holds come
    back as :class:`BadNumber`, for the reader to refuse with the field named."""
    try:
        return json.loads(text, parse_constant=BadNumber, parse_int=_int, parse_float=_float)
    except json.JSONDecodeError as exc:
        raise JsonInputError(f"{name} is damaged: not valid JSON (line {exc.lineno}, column {exc.colno})") from None
    except RecursionError:
        raise JsonInputError(f"{name} is damaged: its JSON is nested too deep") from None
