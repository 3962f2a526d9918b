"""File > Open in the sandbox reads the file off the window's thread: a large case file no longer
freezes the window (a 32 MB batch of cases took about 2 s of it, ``bench/sandbox_open.py``), the
window says it is reading, and a bad file still gets its message with nothing lost."""

from __future__ import annotations

import json
import threading
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.json_input import MAX_INPUT_BYTES
from diplomacy_desktop.teaching.sandbox import Setup
from diplomacy_desktop.ui.sandbox import window as sandbox_window

from test_sandbox import open_sandbox

FIRST = {"phase": {"season": "fall", "year": 1905, "type": "movement"},
         "units": {"england": ["F nth", "A yor"]}, "orders": {"england": ["A yor - lon"]}}


def _batch(path: Path, megabytes: float) -> Path:
    """A batch of cases (the sandbox opens the first), ``megabytes`` long."""
    other = json.dumps(Setup.start(standard_map()).to_case())
    count = int(megabytes * 2**20) // (len(other) + 2)
    path.write_text("[" + json.dumps(FIRST) + ", " + ", ".join([other] * count) + "]", encoding="utf-8")
    return path


@pytest.fixture
def picked(monkeypatch):  # noqa: ANN001, ANN201
    """File > Open's dialog answers with the path put in ``picked[0]``."""
    chosen: list[Path] = []
    monkeypatch.setattr(sandbox_window.QFileDialog, "getOpenFileName",
                        lambda *args, **kwargs: (str(chosen[0]), sandbox_window.CASE_FILTER))
    return chosen


def _no_reader_thread() -> bool:
    return not any(t.name.startswith("case-file-") for t in threading.enumerate())


def test_a_large_case_file_is_read_while_the_window_keeps_turning(qtbot, tmp_path, picked) -> None:  # noqa: ANN001
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    before = window.setup
    picked.append(_batch(tmp_path / "batch.json", 8))
    ticks: list[int] = []
    timer = QTimer()
    timer.setInterval(1)
    timer.timeout.connect(lambda: ticks.append(1))
    timer.start()
    window.actions_by_name["open_case"].trigger()
    # back at once: the file is still being read, the board as it was, and the window says so
    assert window.setup == before
    assert window.statusBar().currentMessage() == "Reading batch.json…"
    assert not window.actions_by_name["open_case"].isEnabled()
    assert window.cursor().shape() == Qt.CursorShape.BusyCursor
    qtbot.waitUntil(lambda: window.setup != before, timeout=60_000)
    timer.stop()
    assert ticks, "the window's event loop did not turn while the file was read"
    assert window.setup.phase.year == 1905 and window.setup.unit_at("yor")[0] == "england"
    assert window.statusBar().currentMessage() == "Opened batch.json."
    assert window.actions_by_name["open_case"].isEnabled()
    assert window.cursor().shape() != Qt.CursorShape.BusyCursor
    window.undo_edit()  # the set-up before the file is kept
    assert window.setup == before


def test_a_damaged_large_file_gets_its_message_and_loses_nothing(qtbot, tmp_path, picked) -> None:  # noqa: ANN001
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    before = window.setup
    path = _batch(tmp_path / "damaged.json", 4)
    path.write_bytes(path.read_bytes()[:-1])  # the closing bracket lost
    picked.append(path)
    window.actions_by_name["open_case"].trigger()
    qtbot.waitUntil(lambda: bool(window.prompts.warnings), timeout=60_000)
    title, text = window.prompts.warnings[-1]
    assert text.startswith("damaged.json cannot be opened: damaged.json is damaged: not valid JSON")
    assert window.setup == before
    assert window.actions_by_name["open_case"].isEnabled()


def test_a_file_beyond_the_limit_is_refused_at_once(qtbot, tmp_path, picked) -> None:  # noqa: ANN001
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    before = window.setup
    path = tmp_path / "huge.json"
    with path.open("wb") as f:
        f.truncate(MAX_INPUT_BYTES + 1)  # sparse: no 32 MB written
    picked.append(path)
    window.actions_by_name["open_case"].trigger()
    qtbot.waitUntil(lambda: bool(window.prompts.warnings), timeout=10_000)
    assert "huge.json is too large" in window.prompts.warnings[-1][1]
    assert window.setup == before


def test_a_file_still_being_read_when_the_sandbox_closes_is_dropped(qtbot, tmp_path, picked) -> None:  # noqa: ANN001
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    before = window.setup
    picked.append(_batch(tmp_path / "batch.json", 4))
    window.actions_by_name["open_case"].trigger()
    window.close()
    qtbot.waitUntil(_no_reader_thread, timeout=60_000)
    qtbot.wait(20)  # the thread's answer, queued to the window's thread, is delivered and dropped
    assert window.prompts.warnings == [] and window.setup == before
