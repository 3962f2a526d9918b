"""The rulebooks' own orders, read in their own language (tests/data/rulebook_orders.json).

A player who learned from the Spanish, Czech or Dutch rulebook types what the rulebook prints:
``E Par-Bor``, ``A - Par↳Bur``, ``Flota en North Sea mueve a Norway``. Each printed order must
read as the order it means on the example's board; where the rulebook itself misprints
(``F West-Mat``, Spanish ``E Gal`` for Galicia), the order is refused with the error that says
what is wrong, never read as another move.
"""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path
from typing import Any

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.locations import province_of
from diplomacy_desktop.engine.notation import (IllegalOrderError, OrderError, OrderSyntaxError, load_notation,
                                               parse_order, read_order)
from diplomacy_desktop.engine.orders import Order
from diplomacy_desktop.engine.position import ADJUSTMENTS, MOVEMENT, Phase, Position

from .test_rulebook_examples import BY_ID, example_position

MAP = standard_map()
DATA = json.loads((Path(__file__).parent.parent / "data" / "rulebook_orders.json").read_text(encoding="utf-8"))
ORDERS: list[dict[str, Any]] = DATA["orders"]
EMPTY_BOARD = Position(Phase(1901, "spring", MOVEMENT), {p: () for p in MAP.powers}, {})


def _position(entry: dict[str, Any]) -> Position:
    if "example" in entry:
        return example_position(BY_ID[entry["example"]])
    if entry.get("phase") == ADJUSTMENTS:
        return Position(Phase(1901, "winter", ADJUSTMENTS), EMPTY_BOARD.units, {})
    return EMPTY_BOARD


def _read(text: str, lang: str, position: Position, power: str | None) -> Order:
    """Read as the window does: against the board, for the power giving the order if known."""
    if power is not None:
        return parse_order(text, position, load_notation(lang), power=power, game_map=standard_map())
    board = {province_of(u.location): u for _, u in position.all_units()}
    return read_order(text, load_notation(lang), game_map=MAP, units=board, phase_kind=position.phase.kind)


def _check(entry: dict[str, Any]) -> None:
    position = _position(entry)
    power = entry.get("power")
    if "reads" in entry:
        expected = _read(entry["reads"], "en", position, power)
        assert _read(entry["text"], entry["lang"], position, power) == expected
    elif "refused" in entry:
        with pytest.raises(OrderSyntaxError) as err:
            _read(entry["text"], entry["lang"], position, power)
        assert (err.value.code, err.value.word) == (entry["refused"], entry["word"])
    else:
        with pytest.raises(IllegalOrderError) as illegal:
            _read(entry["text"], entry["lang"], position, power)
        assert illegal.value.reason.code == entry["illegal"]


def _entry_id(entry: dict[str, Any]) -> str:
    return f"{entry['lang']}-{entry.get('example', entry['seed'])}-{entry['text']}"


@pytest.mark.parametrize("entry", ORDERS, ids=[_entry_id(e) for e in ORDERS])
def test_every_rulebook_order_reads_as_the_rulebook_means_it(entry: dict[str, Any]) -> None:
    _check(entry)


def test_the_data_holds_every_rulebooks_orders() -> None:
    per_seed = Counter(e["seed"] for e in ORDERS)
    assert {"000", "001", "002", "003", "004"} <= set(per_seed)
    # Every order of every example a rulebook prints is there, in each rulebook's language.
    for lang, seed in (("es", "000"), ("cs", "002"), ("nl", "003")):
        written = Counter(e["example"] for e in ORDERS if e["lang"] == lang and "quoted" not in e)
        for example in BY_ID.values():
            seeds = [example["seed"][:3]] + [a["seed"][:3] for a in example.get("also_in", [])]
            count = sum(len(v) for v in (example.get("orders") or {}).values())
            assert written[example["id"]] == (count if seed in seeds else 0), (lang, example["id"])


def report() -> dict[str, tuple[int, int]]:
    """Orders read as the data says, per language: (right, all). ``python -m tests.engine.test_notation_rulebooks``."""
    tally: dict[str, list[int]] = {}
    for entry in ORDERS:
        right = tally.setdefault(f"{entry['lang']} {entry['seed']}", [0, 0])
        right[1] += 1
        try:
            _check(entry)
        except (AssertionError, OrderError, pytest.fail.Exception):
            continue
        right[0] += 1
    return {k: (v[0], v[1]) for k, v in sorted(tally.items())}


if __name__ == "__main__":
    for key, (right, total) in report().items():
        print(f"{key}: {right} of {total} read as the rulebook means")
