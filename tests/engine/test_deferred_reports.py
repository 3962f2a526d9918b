"""Results left for later (``adjudicate(..., defer_reports=True)``, as loading a save replays the
history) read exactly as results worked out at once: every field of every result, the verdicts
a loaded save is checked by, the events and the next position, whatever the orders (DATC cases,
random boards with nonsense orders, whole random games saved and loaded)."""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from hypothesis import given

from diplomacy_desktop.engine.adjudicator import Resolution, adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import read_case
from diplomacy_desktop.engine.position import MOVEMENT, Position
from diplomacy_desktop.engine.savefile import load_game, save_game

from .test_properties import SETTINGS, movement_cases
from .test_save_speed import random_game as played_game

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from randomgames import random_game  # noqa: E402

DATC = json.loads((Path(__file__).parent.parent / "data" / "datc.json").read_text())


def fields(resolution: Resolution) -> list[Any]:
    """Every field of every result, the parameters in their order and with their types."""
    return [(power, r.order, r.outcome, r.reason.code, [(k, v, type(v)) for k, v in r.reason.params.items()],
             r.dislodged, r.disbanded)
            for power, results in resolution.results.items() for r in results]


def assert_same(eager: Resolution, deferred: Resolution, *, events_first: bool = False) -> None:
    assert deferred.verdicts == {p: [r.verdict for r in rs] for p, rs in eager.results.items()}
    if events_first:
        assert deferred.events == eager.events
    assert fields(deferred) == fields(eager)
    assert deferred == eager
    assert deferred.events == eager.events
    assert deferred.position == eager.position
    assert repr(deferred) == repr(eager)


def test_deferred_reports_of_every_datc_case_read_as_eager_ones() -> None:
    for i, case in enumerate(DATC):
        position, orders = read_case(case, standard_map())
        assert_same(adjudicate(position, orders), adjudicate(position, orders, defer_reports=True),
                    events_first=i % 2 == 1)


@SETTINGS
@given(movement_cases())
def test_deferred_reports_of_nonsense_orders_read_as_eager_ones(case: tuple[Position, dict]) -> None:
    position, orders = case
    assert_same(adjudicate(position, orders), adjudicate(position, orders, defer_reports=True))


def test_deferred_reports_of_random_games_read_as_eager_ones() -> None:
    gm = standard_map()
    rng = random.Random(11)
    for g in range(6):
        for step in random_game(rng, gm, 1912):
            assert_same(step.resolution, adjudicate(step.position, step.orders, gm, defer_reports=True),
                        events_first=g % 2 == 1)


def test_a_loaded_game_reports_every_phase_as_it_was_played(tmp_path: Path) -> None:
    """The history of a loaded save, replayed with its reports left for later, shows the same
    results (reasons and their facts included) as the phases had when they were played."""
    game = played_game(3, 60)
    save_game(game, tmp_path / "game.json")
    loaded = load_game(tmp_path / "game.json", standard_map())
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
            load_game(good, standard_map())
            assert gc.isenabled() is enabled
            try:
                load_game(bad, standard_map())
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
        load_game(good, standard_map())
        assert gc.get_freeze_count() > 0  # (the count drops only as frozen objects are freed)
        gc.unfreeze()
        load_game(good, standard_map())
        assert gc.get_freeze_count() == 0
    finally:
        gc.unfreeze()
        (gc.enable if was else gc.disable)()
