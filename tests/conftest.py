"""Configuration for every test: PIN key derivation at a test cost.

The real cost (a quarter of a second per derivation, ``bench/sealing.py``) would make each PIN
typed in a test that slow; the code path is the same at any cost, and a lock records its own cost,
so tests derive keys cheaply unless marked ``real_kdf_cost``."""

from __future__ import annotations

import pytest

from diplomacy_desktop.engine import sealing

TEST_COST = sealing.KdfCost(2 ** 10, 8)


def pytest_configure(config: pytest.Config) -> None:
    config.addinivalue_line("markers", "real_kdf_cost: derive PIN keys at the shipped cost")


@pytest.fixture(autouse=True)
def cheap_pin_keys(request: pytest.FixtureRequest, monkeypatch: pytest.MonkeyPatch) -> None:
    if request.node.get_closest_marker("real_kdf_cost") is None:
        monkeypatch.setattr(sealing, "DEFAULT_COST", TEST_COST)
