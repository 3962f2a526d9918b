"""A replayed phase reads as the phase played: a loaded save's history shows every phase's
results and events as they were, and :func:`next_position` (what bots and simulations play
through) gives the position :func:`adjudicate` gives, whatever the orders."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from hypothesis import given

from diplomacy_desktop.engine.adjudicator import Resolution, adjudicate, next_position
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import read_case
from diplomacy_desktop.engine.position import MOVEMENT, Position
from diplomacy_desktop.engine.savefile import load_game, save_game

from .test_properties import SETTINGS, movement_cases
from .test_save_speed import random_game as played_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from randomgames import random_game  # noqa: E402

DATC = json.loads((Path(__file__).parent.parent / "data" / "datc.json").read_text())
MAP = standard_map()


def fields(resolution: Resolution) -> list[object]:
    """Every field of every result, the parameters in their order and with their types."""
    return [(power, r.order, r.outcome, r.reason.code, [(k, v, type(v)) for k, v in r.reason.params.items()],
             r.dislodged, r.disbanded)
            for power, results in resolution.results.items() for r in results]


def test_the_next_position_of_every_datc_case_is_the_adjudicated_one() -> None:
    for case in DATC:
        position, orders = read_case(case, MAP)
        assert next_position(position, orders, MAP) == adjudicate(position, orders, MAP).position, case["id"]


@SETTINGS
@given(movement_cases())
def test_the_next_position_after_nonsense_orders_is_the_adjudicated_one(case: tuple[Position, dict]) -> None:
    position, orders = case
    assert next_position(position, orders, MAP) == adjudicate(position, orders, MAP).position


def test_the_next_position_of_every_phase_of_random_games_is_the_adjudicated_one() -> None:
    rng = random.Random(11)
    for _ in range(6):
        for step in random_game(rng, MAP, 1912):
            assert next_position(step.position, step.orders, MAP) == step.resolution.position


def test_a_loaded_game_reports_every_phase_as_it_was_played(tmp_path: Path) -> None:
    """The history of a loaded save, replayed with its reports left for later, shows the same
    results (reasons and their facts included) as the phases had when they were played."""
    game = played_game(3, 60)
    save_game(game, tmp_path / "game.json")
    loaded = load_game(tmp_path / "game.json", MAP)
    assert len(loaded.history) == len(game.history) > 40
    assert any(r.position.phase.kind == MOVEMENT for r in loaded.history)
    for played, replayed in zip(game.history, loaded.history):
        assert fields(replayed.resolution) == fields(played.resolution)
        assert replayed.resolution.events == played.resolution.events


def test_loading_leaves_the_cycle_collector_as_it_was(tmp_path: Path) -> None:
    """Loading pauses Python's cycle collector (it would walk the live objects again and again)
    and puts it back as it was, also when the file is refused."""
    import gc

    from diplomacy_desktop.engine.savefile import SaveFileError

    good = tmp_path / "game.json"
    save_game(played_game(1, 8), good)
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "diplomacy-desktop-save", "version": 1, "map": "nowhere"}')
    was = gc.isenabled()
    try:
        for enabled in (True, False):
            (gc.enable if enabled else gc.disable)()
            load_game(good, MAP)
            assert gc.isenabled() is enabled
            try:
                load_game(bad, MAP)
            except SaveFileError:
                pass
            else:
                raise AssertionError("a save of another map loaded")
            assert gc.isenabled() is enabled
        # Objects someone froze on purpose stay frozen (the loader promotes its own objects
        # to the oldest generation through freeze and unfreeze only when nothing is frozen).
        gc.enable()
        gc.freeze()
        assert gc.get_freeze_count() > 0
        load_game(good, MAP)
        assert gc.get_freeze_count() > 0  # (the count drops only as frozen objects are freed)
        gc.unfreeze()
        load_game(good, MAP)
        assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()
        (gc.enable if was else gc.disable)()
