"""The sandbox's File > Open on case files a player edited by hand: an order cut short, and far
more orders than the position can have. Both are refused with a message naming the field, and
the set-up on the board stays as it was."""

from __future__ import annotations

import json
from pathlib import Path

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.teaching.sandbox import Setup

from test_sandbox import open_sandbox

CASE = {"phase": {"season": "spring", "year": 1901, "type": "movement"},
        "units": {"france": ["A par", "A mar"]}}


def write(path: Path, orders: list[str]) -> Path:
    path.write_text(json.dumps({**CASE, "orders": {"france": orders}}), encoding="utf-8")
    return path


def test_a_support_cut_short_is_refused_naming_the_order(qtbot, tmp_path) -> None:  # noqa: ANN001
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    before = window.setup
    assert not window.open_case(write(tmp_path / "short.json", ["A mar - bur", "A par S A"]))
    _title, text = window.prompts.warnings[-1]
    assert "short.json" in text and "orders.france[1]" in text and "A par S A" in text
    assert window.setup == before


def test_a_hundred_thousand_orders_are_refused_and_the_board_kept(qtbot, tmp_path) -> None:  # noqa: ANN001
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    before = window.setup
    assert not window.open_case(write(tmp_path / "many.json", ["A par - bur"] * 100_000))
    _title, text = window.prompts.warnings[-1]
    assert "many.json" in text and "orders.france" in text and "more than this position can have" in text
    assert window.setup == before
    assert window.open_case(write(tmp_path / "fine.json", ["A par - bur", "A mar S A par - bur"]))
    assert window.setup.unit_at("mar") is not None and window.setup.unit_at("lon") is None
