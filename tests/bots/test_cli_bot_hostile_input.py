"""``diplomacy-desktop bot`` reads its input as ``adjudicate`` does: the same size limit, FIFOs and
devices refused unopened, nesting and numbers bounded, a one-line message and status 2."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

POSITION = {"power": "england", "phase": {"season": "fall", "year": 1902, "type": "movement"},
            "units": {"england": ["A lon", "F nth"], "france": ["A bre"]},
            "supply_centers": {"england": ["lon", "edi", "lvp"]}}


def bot(args: list[str], stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    """One run of the command; a run still going after 20 s fails the test (a FIFO hangs it)."""
    try:
        return subprocess.run([sys.executable, "-m", "diplomacy_desktop", "bot", "--level", "easy", *args],
                              input=stdin, capture_output=True, text=True, timeout=20,
                              stdin=None if stdin is not None else subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        pytest.fail(f"bot {args} was still running after 20 s")


def one_line_refusal(out: subprocess.CompletedProcess[str], message: str) -> None:
    assert out.returncode == 2, out.stderr
    assert "Traceback" not in out.stderr and out.stdout == ""
    assert len(out.stderr.strip().splitlines()) == 1, out.stderr
    assert message in out.stderr, out.stderr


@pytest.mark.parametrize("text,message", [
    ("[" * 5000 + "]" * 5000, "nested too deep"),
    (json.dumps({**POSITION, "units": "DEEP"}).replace('"DEEP"', "[" * 3000 + "]" * 3000), "nested too deep"),
    (json.dumps(POSITION).replace("1902", "7" * 4301), "phase.year: must be"),
    (json.dumps(POSITION).replace("1902", "NaN"), "phase.year: must be"),
    (json.dumps({**POSITION, "power": 1}).replace(": 1", ": " + "9" * 5000), "power: must be a string"),
])
def test_deep_nesting_and_huge_numbers_are_refused_in_one_line(text: str, message: str) -> None:
    one_line_refusal(bot(["-"], text), message)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_and_dev_zero_are_refused_without_being_read(tmp_path: Path) -> None:
    fifo = tmp_path / "position.json"
    os.mkfifo(fifo)
    zero = tmp_path / "zero.json"
    zero.symlink_to("/dev/zero")
    for path in (fifo, zero, Path("/dev/zero")):
        one_line_refusal(bot([str(path)]), "not a regular file")


def test_a_file_over_the_size_limit_is_refused_before_it_is_read(tmp_path: Path) -> None:
    big = tmp_path / "big.json"
    with big.open("wb") as fh:  # 200 MB by its size, without writing them (sparse)
        fh.truncate(200 * 2**20)
    one_line_refusal(bot([str(big)]), "too large")


def test_the_position_still_gets_its_orders_from_a_file_and_standard_input(tmp_path: Path) -> None:
    path = tmp_path / "position.json"
    path.write_text(json.dumps(POSITION), encoding="utf-8")
    from_file = bot([str(path)])
    from_stdin = bot(["-"], json.dumps(POSITION))
    assert from_file.returncode == 0 and from_stdin.returncode == 0, from_file.stderr + from_stdin.stderr
    assert from_file.stdout == from_stdin.stdout
    assert sorted(o.split(" ")[1] for o in json.loads(from_file.stdout)["orders"]) == ["lon", "nth"]
