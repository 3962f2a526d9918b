"""The engine's values cannot change once made: positions, orders and results are shared between
the board, the history, the save writer's thread and the bots' search, and are used as keys."""

from __future__ import annotations

import dataclasses
import importlib
import pathlib

import pytest

from diplomacy_desktop.engine.board import initial_position, standard_map
from diplomacy_desktop.engine.orders import Move, Unit

ENGINE = pathlib.Path(__file__).resolve().parents[2] / "diplomacy_desktop" / "engine"


def _engine_dataclasses() -> list[type]:
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        name = ".".join(("diplomacy_desktop", "engine", *path.relative_to(ENGINE).with_suffix("").parts))
        module = importlib.import_module(name.removesuffix(".__init__"))
        found += [value for value in vars(module).values()
                  if isinstance(value, type) and dataclasses.is_dataclass(value) and value.__module__ == module.__name__
                  and not value.__name__.startswith("_")]  # a module's own working records may change
    return found


def test_every_engine_value_is_a_frozen_dataclass() -> None:
    classes = _engine_dataclasses()
    assert len(classes) > 30
    mutable = [c.__qualname__ for c in classes if not c.__dataclass_params__.frozen]  # type: ignore[attr-defined]
    assert mutable == []


def test_a_unit_an_order_and_a_position_refuse_changes() -> None:
    unit = Unit("A", "par")
    with pytest.raises(dataclasses.FrozenInstanceError):
        unit.location = "bur"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        Move(unit, "bur").dest = "pic"  # type: ignore[misc]
    with pytest.raises(dataclasses.FrozenInstanceError):
        initial_position(standard_map()).phase = None  # type: ignore[misc]


def test_a_unit_read_from_text_is_the_same_value_as_one_made_with_the_enum() -> None:
    made = Unit("F", "stp/sc")
    assert made.kind is Unit(made.kind, "stp/sc").kind
    assert made == Unit(made.kind, "stp/sc") and hash(made) == hash(Unit(made.kind, "stp/sc"))
