"""How long File > Open in the sandbox holds the window's thread for a large case file.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/sandbox_open.py [--rounds 3] [--code PATH]

Writes, in a temporary folder, files as large as the engine reads (``MAX_INPUT_BYTES``, 32 MB):
a batch of 52,000 cases (the sandbox opens the first), the same batch damaged (its last bracket
lost), 32 MB of short strings in one list (the worst case for Python's JSON parser, which holds
the interpreter lock through it), a 16 MB batch, and a sparse file one byte over the limit. Each
is opened through File > Open in an offscreen sandbox window (the file dialog answered), while a
1 ms timer ticks; the script waits until the window shows the set-up or its message.

It prints, best of ``--rounds``: the processor time of the window's thread from the click to the
result (``time.thread_time``), the longest gap between the timer's ticks (wall clock: how long
the window could not answer), and the wall time to the result. ``--code`` measures another
checkout's code (e.g. a detached worktree of the commit before) with the same files.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
ROOT = Path(__file__).resolve().parents[1]


def write_files(folder: Path, limit: int, case: dict) -> dict[str, Path]:
    one = json.dumps(case)
    count = (limit - 2) // (len(one) + 2)
    batch = "[" + ", ".join([one] * count) + "]"
    files = {"batch of cases, 32 MB": folder / "batch32.json", "the batch damaged": folder / "damaged32.json",
             "a list of short strings, 32 MB": folder / "strings32.json", "batch of cases, 16 MB": folder / "batch16.json",
             "one byte over the limit": folder / "over.json"}
    files["batch of cases, 32 MB"].write_text(batch, encoding="utf-8")
    files["the batch damaged"].write_text(batch[:-1], encoding="utf-8")
    strings = (limit - 2) // 6
    files["a list of short strings, 32 MB"].write_text("[" + '"ab", ' * (strings - 1) + '"ab"]', encoding="utf-8")
    files["batch of cases, 16 MB"].write_text("[" + ", ".join([one] * (count // 2)) + "]", encoding="utf-8")
    with files["one byte over the limit"].open("wb") as f:
        f.truncate(limit + 1)
    return files


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--code", type=Path, default=ROOT, help="the checkout whose code is measured")
    args = parser.parse_args()
    sys.path.insert(0, str(args.code.resolve()))

    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([])
    from diplomacy_desktop.engine.board import standard_map
    from diplomacy_desktop.engine.json_input import MAX_INPUT_BYTES
    from diplomacy_desktop.teaching.sandbox import Setup
    from diplomacy_desktop.ui.sandbox import window as sandbox_window

    class Prompts:
        def __init__(self) -> None:
            self.warned = 0

        def warn(self, title: str, text: str) -> None:
            self.warned += 1

    window = sandbox_window.SandboxWindow(Setup.start(standard_map()))
    window.prompts = Prompts()
    window.show()
    app.processEvents()
    picked: list[Path] = []
    sandbox_window.QFileDialog.getOpenFileName = lambda *a, **k: (str(picked[0]), sandbox_window.CASE_FILTER)

    def measure(path: Path) -> tuple[float, float, float, str]:
        picked[:] = [path]
        window.statusBar().clearMessage()
        warned = window.prompts.warned
        ticks: list[float] = []
        timer = QTimer()
        timer.setInterval(1)
        timer.timeout.connect(lambda: ticks.append(time.perf_counter()))
        timer.start()
        loop = QEventLoop()
        start, cpu = time.perf_counter(), time.thread_time()
        QTimer.singleShot(0, window.actions_by_name["open_case"].trigger)
        ticks.append(start)
        while not (window.statusBar().currentMessage().startswith("Opened") or window.prompts.warned > warned):
            QTimer.singleShot(1, loop.quit)
            loop.exec()
        cpu, wall = time.thread_time() - cpu, time.perf_counter() - start
        timer.stop()
        ticks.append(time.perf_counter())
        gap = max(b - a for a, b in zip(ticks, ticks[1:]))
        return cpu, gap, wall, "refused" if window.prompts.warned > warned else "opened"

    with tempfile.TemporaryDirectory() as tmp:
        files = write_files(Path(tmp), MAX_INPUT_BYTES, Setup.start(standard_map()).to_case())
        print(f"code: {args.code}")
        print(f"{'file':34} {'window thread cpu':>18} {'longest gap':>12} {'to result':>10}")
        for label, path in files.items():
            runs = [measure(path) for _ in range(args.rounds)]
            cpu = min(r[0] for r in runs)
            gap = min(r[1] for r in runs)
            wall = min(r[2] for r in runs)
            print(f"{label:34} {cpu * 1000:15.0f} ms {gap * 1000:9.0f} ms {wall * 1000:7.0f} ms  {runs[0][3]}")


if __name__ == "__main__":
    main()
