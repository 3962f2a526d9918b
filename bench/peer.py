"""The reference engine's side of ``bench/versus.py``; runs inside ``bench/.peer-venv`` only.

The reference is the ``diplomacy`` package 1.1.2 (MILA), installed by ``bench/peer_env.sh``.
This file imports nothing from Diplomacy Desktop, so the two engines never share an
interpreter. ``versus.py`` writes a workload in the peer's own notation (powers, provinces and
coasts upper-case: ``FRANCE``, ``F STP/SC``, ``A PAR - BUR VIA``), runs::

    bench/.peer-venv/bin/python bench/peer.py TASK WORKLOAD.json

and reads one JSON object from standard output: the timings, and what the peer decided, so
that the two engines' outcomes can be compared. Tasks:

``listing``
    every legal order of every unit: ``Game.get_all_possible_orders()`` per position.
``cases``
    movement cases: building the game from the position and orders plus ``process()``, timed
    as a whole; then ``process()`` alone, per phase.
``games``
    whole games replayed phase by phase (``set_orders`` + ``process()``), once with the
    listing of every legal order before each phase (what a random player does) and once without.
    Where the peer's outcome differs from Diplomacy Desktop's, it is put back on the same
    position before the next phase (outside the timing) and the phase is reported.
"""

from __future__ import annotations

import json
import sys
import time
from typing import Any

from diplomacy import Game


def _game(state: dict[str, Any]) -> Game:
    """A standard game standing in ``state`` (phase, units, centers, dislodged units), no history."""
    game = Game()
    game.win = 99  # the benches play on past a solo victory, as Diplomacy Desktop's adjudicator does
    game.clear_units()
    game.clear_centers()
    game.set_current_phase(state["phase"])
    dislodged = state.get("dislodged", {})
    for power, units in state["units"].items():
        game.set_units(power, units + ["*" + u for u in dislodged.get(power, {})], reset=True)
    for power, centers in state["centers"].items():
        game.set_centers(power, centers, reset=True)
    for power, retreats in dislodged.items():
        for unit, places in retreats.items():  # set_units works them out without the standoffs
            game.get_power(power).retreats[unit] = list(places)
    return game


def _set_orders(game: Game, orders: dict[str, list[str]]) -> None:
    for power, items in orders.items():
        game.set_orders(power, items)


def _outcome(game: Game) -> dict[str, Any]:
    """Where everything stands after a phase: units, dislodged units with their retreats, phase."""
    return {
        "phase": game.get_current_phase(),
        "units": {p.name: sorted(p.units) for p in game.powers.values() if p.units},
        "dislodged": {p.name: {u: sorted(r) for u, r in sorted(p.retreats.items())}
                      for p in game.powers.values() if p.retreats},
    }


def listing(states: list[dict[str, Any]], repeat: int) -> dict[str, Any]:
    times = [float("inf")] * len(states)
    counts = []
    for run in range(repeat):
        for i, state in enumerate(states):
            game = _game(state)
            start = time.perf_counter()
            possible = game.get_all_possible_orders()
            times[i] = min(times[i], time.perf_counter() - start)
            if run == 0:
                # A unit on a split coast is listed under both "STP" and "STP/SC"; count each order once.
                counts.append(len({o for orders in possible.values() for o in orders}))
    return {"times": times, "counts": counts}


def cases(items: list[dict[str, Any]], repeat: int) -> dict[str, Any]:
    outcomes = []
    for case in items:  # what the peer decides, outside the timing (this also loads and caches the map)
        game = _game(case)
        _set_orders(game, case["orders"])
        game.process()
        outcomes.append(_outcome(game))
    whole = float("inf")
    process_times = [float("inf")] * len(items)
    for _ in range(repeat):
        start = time.perf_counter()
        for case in items:
            game = _game(case)
            _set_orders(game, case["orders"])
            game.process()
        whole = min(whole, time.perf_counter() - start)
        for i, case in enumerate(items):
            game = _game(case)
            _set_orders(game, case["orders"])
            start = time.perf_counter()
            game.process()
            process_times[i] = min(process_times[i], time.perf_counter() - start)
    return {"whole": whole, "process_times": process_times, "outcomes": outcomes}


def _play(record: dict[str, Any], list_orders: bool) -> tuple[float, list[str]]:
    """Replay one game; returns the time spent in the peer's calls and the phases where the peer
    stood elsewhere than Diplomacy Desktop (there it is put back on the same position, untimed)."""
    elapsed = 0.0
    apart = []
    game = None
    before = None
    for phase in record["phases"]:
        if game is None or _outcome(game) != phase["expect"]:
            if game is not None:
                apart.append([before, phase["state"]["phase"]])
            game = _game(phase["state"])
        before = phase["state"]["phase"]
        start = time.perf_counter()
        if list_orders:
            game.get_all_possible_orders()
        _set_orders(game, phase["orders"])
        game.process()
        elapsed += time.perf_counter() - start
    return elapsed, apart


def games(records: list[dict[str, Any]], repeat: int) -> dict[str, Any]:
    Game()
    with_listing = [float("inf")] * len(records)
    replay = [float("inf")] * len(records)
    apart = []
    for run in range(repeat):
        for i, record in enumerate(records):
            elapsed, where = _play(record, list_orders=True)
            with_listing[i] = min(with_listing[i], elapsed)
            if run == 0:
                apart.append(where)
        for i, record in enumerate(records):
            replay[i] = min(replay[i], _play(record, list_orders=False)[0])
    return {"with_listing": with_listing, "replay": replay, "apart": apart}


TASKS = {"listing": listing, "cases": cases, "games": games}


def main(argv: list[str]) -> int:
    if len(argv) != 2 or argv[0] not in TASKS:
        print(f"usage: peer.py {{{'|'.join(TASKS)}}} WORKLOAD.json", file=sys.stderr)
        return 2
    with open(argv[1], encoding="utf-8") as f:
        workload = json.load(f)
    json.dump(TASKS[argv[0]](workload["items"], workload["repeat"]), sys.stdout)
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
