"""Diplomacy Desktop against the reference engine, side by side, on the same positions.

The reference is the ``diplomacy`` package 1.1.2 (MILA), the most used open-source Python
engine. It lives in a virtual environment of the benches' own, ``bench/.peer-venv`` (made on
first use by ``bench/peer_env.sh``; never a project dependency), and runs in a subprocess
(``bench/peer.py``), so the two engines never share an interpreter. One run of this script
measures both and prints our figure, theirs and the ratio (their time / ours: above 1 means
we are faster):

a) listing every legal order of every unit in midgame positions
   (ours: ``all_legal_orders`` for each power; theirs: ``Game.get_all_possible_orders``);
b) ``diplomacy-desktop adjudicate`` on a batch of movement cases, as a whole process,
   reading and writing JSON included, against their ``process()`` per phase including
   building the game from the same position and orders;
c) movement adjudication in-process, per phase (ours: ``adjudicate``; theirs: ``process()``);
d) whole random games 1901-1920 with retreats and adjustments, replayed phase by phase,
   with the listing of every legal order before each phase (what a random player does) and
   without it.

Positions and orders come from random games played by our engine (``bench/randomgames.py``,
seeded, deterministic), converted to the peer's notation. Both engines' outcomes are compared
(units after the phase, dislodged units and their retreats, next phase); disagreements are
counted and the first few printed.

Run from the repository root::

    .venv/bin/python bench/versus.py                  # defaults: 2,000 cases, 20 games, best of 2
    .venv/bin/python bench/versus.py --cases 500 --games 5 --repeat 1 --only a,c
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path
from typing import Any, Callable, Iterable

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
sys.path.insert(0, str(ROOT))

from bench.randomgames import Step, random_game  # noqa: E402
from diplomacy_desktop.engine.adjudicator import Resolution, adjudicate  # noqa: E402
from diplomacy_desktop.engine.board import MapModel, standard_map  # noqa: E402
from diplomacy_desktop.engine.legal import all_legal_orders  # noqa: E402
from diplomacy_desktop.engine.locations import province_of  # noqa: E402
from diplomacy_desktop.engine.orders import (Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold,  # noqa: E402
                                             SupportMove, Unit, Waive)
from diplomacy_desktop.engine.position import MOVEMENT, RETREATS, Position  # noqa: E402

PEER_PYTHON = HERE / ".peer-venv" / "bin" / "python"
LAST_YEAR = 1920


# ------------------------------------------------------------------ the peer's notation

def peer_unit(unit: Unit) -> str:
    """``F stp/sc`` -> ``F STP/SC``."""
    return f"{unit.kind} {unit.location.upper()}"


def peer_order(order: Order) -> str:
    """One order in the peer's notation (``A PAR - BUR VIA``, ``F NTH C A LON - NWY``, ``WAIVE``)."""
    if isinstance(order, Hold):
        return f"{peer_unit(order.unit)} H"
    if isinstance(order, Move):
        return f"{peer_unit(order.unit)} - {order.dest.upper()}" + (" VIA" if order.via_convoy else "")
    if isinstance(order, SupportHold):
        return f"{peer_unit(order.unit)} S {peer_unit(order.supported)}"
    if isinstance(order, SupportMove):
        return f"{peer_unit(order.unit)} S {peer_unit(order.supported)} - {order.dest.upper()}"
    if isinstance(order, Convoy):
        return f"{peer_unit(order.unit)} C {peer_unit(order.army)} - {order.dest.upper()}"
    if isinstance(order, Retreat):
        return f"{peer_unit(order.unit)} R {order.dest.upper()}"
    if isinstance(order, Disband):
        return f"{peer_unit(order.unit)} D"
    if isinstance(order, Build):
        return f"{peer_unit(order.unit)} B"
    assert isinstance(order, Waive)
    return "WAIVE"


def peer_state(position: Position) -> dict[str, Any]:
    """A position in the peer's terms: phase, units, centres, dislodged units with their retreats."""
    centres: dict[str, list[str]] = {}
    for prov, owner in sorted(position.centres.items()):
        centres.setdefault(owner.upper(), []).append(prov.upper())
    return {**outcome_of(position), "centers": centres}


def peer_orders(orders: dict[str, list[Order]]) -> dict[str, list[str]]:
    return {p.upper(): [peer_order(o) for o in os_] for p, os_ in sorted(orders.items()) if os_}


def outcome_of(position: Position) -> dict[str, Any]:
    """Where everything stands, as ``peer.py`` reports it for the peer: phase, units, dislodged
    units with their retreats."""
    dislodged: dict[str, dict[str, list[str]]] = {}
    for d in position.dislodged:
        dislodged.setdefault(d.power.upper(), {})[peer_unit(d.unit)] = sorted(r.upper() for r in d.retreats)
    return {"phase": position.phase.code,
            "units": {p.upper(): sorted(peer_unit(u) for u in us) for p, us in sorted(position.units.items()) if us},
            "dislodged": {p: dict(sorted(d.items())) for p, d in sorted(dislodged.items())}}


def nothing_to_retreat(position: Position) -> bool:
    """A retreat phase in which no dislodged unit has anywhere to go: the peer disbands such units
    at once and skips the phase; Diplomacy Desktop plays it (the units are disbanded there)."""
    return position.phase.kind == RETREATS and not any(d.retreats for d in position.dislodged)


def comparable(position: Position, gm: MapModel) -> dict[str, Any]:
    """:func:`outcome_of`, with dislodged units that cannot retreat gone, as the peer has them."""
    if nothing_to_retreat(position):
        position = adjudicate(position, {}, gm).position
    outcome = outcome_of(position)
    outcome["dislodged"] = {p: {u: r for u, r in d.items() if r} for p, d in outcome["dislodged"].items()}
    outcome["dislodged"] = {p: d for p, d in outcome["dislodged"].items() if d}
    return outcome


def our_case(position: Position, orders: dict[str, list[Order]], ident: int) -> dict[str, Any]:
    """The same movement case in the JSON case format ``diplomacy-desktop adjudicate`` reads."""
    centres: dict[str, list[str]] = {}
    for prov, owner in sorted(position.centres.items()):
        centres.setdefault(owner, []).append(prov)
    phase = position.phase
    return {"id": ident,
            "phase": {"season": phase.season, "year": phase.year, "type": phase.kind},
            "units": {p: [str(u) for u in us] for p, us in sorted(position.units.items()) if us},
            "supply_centers": centres,
            "orders": {p: [str(o) for o in os_] for p, os_ in sorted(orders.items()) if os_}}


# ------------------------------------------------------------------ running the peer

def ensure_peer() -> Path:
    if not PEER_PYTHON.exists():
        print("making bench/.peer-venv with diplomacy==1.1.2 (once) ...", file=sys.stderr)
        subprocess.run(["sh", str(HERE / "peer_env.sh")], check=True, stdout=subprocess.DEVNULL)
    return PEER_PYTHON


def run_peer(task: str, items: list[Any], repeat: int) -> dict[str, Any]:
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False, encoding="utf-8") as f:
        json.dump({"items": items, "repeat": repeat}, f)
        path = f.name
    try:
        done = subprocess.run([str(ensure_peer()), str(HERE / "peer.py"), task, path],
                              capture_output=True, text=True, cwd=HERE)
    finally:
        os.unlink(path)
    if done.returncode != 0:
        raise SystemExit(f"the peer failed on {task}:\n{done.stderr[-3000:]}")
    return json.loads(done.stdout)


# ------------------------------------------------------------------ workload

def play_games(seed: int, count: int, gm: MapModel) -> list[list[Step]]:
    rng = random.Random(seed)
    return [list(random_game(rng, gm, LAST_YEAR)) for _ in range(count)]


def best(repeat: int, run: Callable[[], float]) -> float:
    return min(run() for _ in range(repeat))


def per_item_best(repeat: int, items: list[Any], time_one: Callable[[Any], float]) -> list[float]:
    times = [float("inf")] * len(items)
    for _ in range(repeat):
        for i, item in enumerate(items):
            times[i] = min(times[i], time_one(item))
    return times


def line(label: str, ours: float, theirs: float, unit: str, target: float) -> None:
    """Times are per item in seconds; the ratio is their time over ours."""
    ratio = theirs / ours
    mark = "met" if ratio >= target else "NOT met"
    print(f"  {label:<44} ours {ours * 1e3:9.3f} ms  peer {theirs * 1e3:9.3f} ms  {unit}"
          f"  ratio {ratio:5.2f}x  (target >= {target:g}x: {mark})")


CONVOY_RETREATS = ("retreat options of a unit dislodged by a convoyed army: the peer offers every adjacent place, "
                   "even occupied or standoff ones (operator precedence in its Game._move_results)")


class Disagreements:
    """Outcomes on which the engines differ, kept for the report and sorted by likely cause."""

    def __init__(self, label: str) -> None:
        self.label = label
        self.items: list[tuple[str, str, dict[str, Any], dict[str, Any], dict[str, Any]]] = []
        self.total = 0

    def compare(self, name: str, ours: dict[str, Any], theirs: dict[str, Any], orders: dict[str, Any],
                cause: Callable[[], str]) -> None:
        self.total += 1
        if ours != theirs:
            self.items.append((cause(), name, ours, theirs, orders))

    def print(self, show: int) -> None:
        print(f"  agreement ({self.label}): {self.total - len(self.items)} of {self.total} identical")
        causes = Counter(item[0] for item in self.items)
        for cause, n in causes.most_common():
            print(f"    {n} x {cause}")
        shown = sorted(self.items, key=lambda item: item[0] in (CONVOY_RETREATS, OWN_SUPPORT))[:show]
        for cause, name, ours, theirs, orders in shown:
            print(f"    - {name} ({cause[:40]}...):")
            for key in ("phase", "units", "dislodged"):
                if ours.get(key) != theirs.get(key):
                    print(f"        {key}: ours {_diff(ours.get(key), theirs.get(key))}")
                    print(f"        {' ' * len(key)}  peer {_diff(theirs.get(key), ours.get(key))}")
            if orders:
                print(f"        orders: {json.dumps(orders)}")


OWN_SUPPORT = ("a power's support of a foreign attack on its own unit, with a convoy involved: the peer counts it "
               "when the attack goes by convoy (dislodging) or hits a convoying fleet (disrupting the convoy); "
               "DATC 6.D.12 and 6.D.13: it never counts")


def cause_of(step: Step, resolution: Resolution, ours: dict[str, Any], theirs: dict[str, Any]) -> str:
    """The likely cause of a disagreement on one movement case, from the facts that differ."""
    if ours["units"] == theirs["units"]:
        raw = outcome_of(resolution.position)["dislodged"]
        convoyed = {peer_unit(d.unit) for d in resolution.dislodged if d.via_convoy}
        differing = {u for p in set(raw) | set(theirs["dislodged"])
                     for u in set(raw.get(p, {})) | set(theirs["dislodged"].get(p, {}))
                     if raw.get(p, {}).get(u) != theirs["dislodged"].get(p, {}).get(u)}
        if differing and differing <= convoyed:
            return CONVOY_RETREATS
        return "retreat options differ"
    position = step.position
    orders = [o for os_ in step.orders.values() for o in os_]
    convoying = {province_of(o.unit.location) for o in orders if isinstance(o, Convoy)}
    by_convoy = {province_of(o.unit.location) for o in orders if isinstance(o, Move) and o.via_convoy}
    for power, power_orders in step.orders.items():
        for o in power_orders:
            if (isinstance(o, SupportMove) and position.owner_at(o.dest) == power
                    and position.owner_at(o.supported.location) != power
                    and (province_of(o.supported.location) in by_convoy or province_of(o.dest) in convoying)):
                return OWN_SUPPORT
    return "different moves or dislodgements (see below)"


def _diff(a: Any, b: Any) -> str:
    """The part of ``a`` not in ``b`` (per power), to keep a disagreement short."""
    if isinstance(a, dict) and isinstance(b, dict):
        return json.dumps({k: v for k, v in a.items() if b.get(k) != v})
    return json.dumps(a)


# ------------------------------------------------------------------ the four benches

def bench_listing(gm: MapModel, games: list[list[Step]], args: argparse.Namespace) -> None:
    positions = [s.position for g in games for s in g
                 if s.position.phase.kind == MOVEMENT and 1905 <= s.position.phase.year <= 1910][:args.positions]
    states = [peer_state(p) for p in positions]
    powers = list(gm.powers)

    def ours_one(position: Position) -> float:
        start = time.perf_counter()
        for power in powers:
            all_legal_orders(position, power, gm)
        return time.perf_counter() - start

    # Rounds alternate between the engines, so that a change in the machine's load hits both.
    ours = [float("inf")] * len(positions)
    theirs_times = [float("inf")] * len(positions)
    counts: list[int] = []
    for _ in range(args.repeat):
        theirs = run_peer("listing", states, 1)
        theirs_times = [min(a, b) for a, b in zip(theirs_times, theirs["times"])]
        counts = theirs["counts"]
        ours = [min(a, b) for a, b in zip(ours, per_item_best(1, positions, ours_one))]
    our_counts = [sum(len(v) for power in powers for v in all_legal_orders(p, power, gm).values()) for p in positions]
    print(f"a) every legal order of every unit, {len(positions)} midgame positions (1905-1910)")
    line("per position (mean)", statistics.fmean(ours), statistics.fmean(theirs_times), "", 2)
    print(f"  orders listed per position (mean): ours {statistics.fmean(our_counts):,.0f}, "
          f"peer {statistics.fmean(counts):,.0f}")


def bench_cases(gm: MapModel, games: list[list[Step]], args: argparse.Namespace) -> None:
    steps = [s for g in games for s in g if s.position.phase.kind == MOVEMENT][:args.cases]
    peer_items = [{**peer_state(s.position), "orders": peer_orders(s.orders)} for s in steps]
    theirs = run_peer("cases", peer_items, args.repeat)

    # b) the command as a whole process: start-up, reading, adjudicating, writing.
    with tempfile.TemporaryDirectory() as tmp:
        case_file = Path(tmp) / "cases.json"
        out_file = Path(tmp) / "out.json"
        case_file.write_text(json.dumps([our_case(s.position, s.orders, i) for i, s in enumerate(steps)]),
                             encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": str(ROOT)}

        def whole() -> float:
            with open(out_file, "w", encoding="utf-8") as out:
                start = time.perf_counter()
                subprocess.run([sys.executable, "-m", "diplomacy_desktop", "adjudicate", str(case_file)],
                               stdout=out, env=env, check=True, cwd=ROOT)
                return time.perf_counter() - start

        ours_whole = best(args.repeat, whole)
        cli_results = json.loads(out_file.read_text(encoding="utf-8"))
    print(f"b) diplomacy-desktop adjudicate, {len(steps)} movement cases from random games")
    line("per case, whole process vs build+process()", ours_whole / len(steps), theirs["whole"] / len(steps), "", 5)
    print(f"  batch: ours {ours_whole:.2f} s (one process, start-up included), peer {theirs['whole']:.2f} s")

    # c) in-process adjudication.
    def ours_one(step: Step) -> float:
        start = time.perf_counter()
        adjudicate(step.position, step.orders, gm)
        return time.perf_counter() - start

    ours = per_item_best(args.repeat, steps, ours_one)
    print(f"c) movement adjudication in-process, the same {len(steps)} phases")
    line("per phase (mean)", statistics.fmean(ours), statistics.fmean(theirs["process_times"]), "", 8)
    line("per phase (median)", statistics.median(ours), statistics.median(theirs["process_times"]), "", 8)

    agree = Disagreements("movement cases: units after, dislodged units and retreats, next phase")
    for i, (step, outcome) in enumerate(zip(steps, theirs["outcomes"])):
        resolution = adjudicate(step.position, step.orders, gm)
        assert cli_results[i]["units"] == {p: sorted(str(u) for u in us)
                                           for p, us in sorted(resolution.position.units.items()) if us}
        ours = comparable(resolution.position, gm)
        agree.compare(f"case {i} ({step.position.phase.code})", ours, outcome, peer_orders(step.orders),
                      lambda: cause_of(step, resolution, ours, outcome))
    agree.print(args.show)


def bench_games(gm: MapModel, games: list[list[Step]], args: argparse.Namespace) -> None:
    # A retreat phase with nowhere to retreat is skipped by the peer (it disbands at once).
    records = [{"phases": [{"state": peer_state(s.position), "expect": comparable(s.position, gm),
                            "orders": peer_orders(s.orders)} for s in g if not nothing_to_retreat(s.position)]}
               for g in games]
    theirs = run_peer("games", records, args.repeat)
    powers = list(gm.powers)

    def replay(game: list[Step], list_orders: bool) -> float:
        start = time.perf_counter()
        position = game[0].position
        for step in game:
            if list_orders:
                for power in powers:
                    all_legal_orders(position, power, gm)
            position = adjudicate(position, step.orders, gm).position
        return time.perf_counter() - start

    with_listing = per_item_best(args.repeat, games, lambda g: replay(g, True))
    adjudication_only = per_item_best(args.repeat, games, lambda g: replay(g, False))
    phases = sum(len(g) for g in games)
    print(f"d) whole random games 1901-{LAST_YEAR}, {len(games)} games, {phases / len(games):.0f} phases each on average")
    for label, ours, peer, target in (("listing + adjudication, games per second", with_listing,
                                       theirs["with_listing"], 3.0),
                                      ("adjudication only, games per second", adjudication_only, theirs["replay"], 0)):
        ours_rate, their_rate = 1 / statistics.fmean(ours), 1 / statistics.fmean(peer)
        ratio = ours_rate / their_rate
        goal = f"  (target >= {target:g}x: {'met' if ratio >= target else 'NOT met'})" if target else ""
        print(f"  {label:<44} ours {ours_rate:9.2f}     peer {their_rate:9.2f}        ratio {ratio:5.2f}x{goal}")
    apart = [(i, before, code) for i, where in enumerate(theirs["apart"]) for before, code in where]
    kinds = Counter({"M": "movement", "R": "retreat", "A": "adjustment"}[before[-1]] for _, before, _ in apart)
    print(f"  agreement (whole games, phase by phase): the peer stood elsewhere after {len(apart)} of {phases} phases "
          f"({', '.join(f'{n} {k}' for k, n in sorted(kinds.items()))}); each time it was put back on our "
          f"position, outside the timing")
    for i, before, code in apart[:args.show]:
        print(f"    - game {i}, after {before}")


def main(argv: Iterable[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--cases", type=int, default=2000, help="movement cases for b) and c)")
    parser.add_argument("--positions", type=int, default=100, help="midgame positions for a)")
    parser.add_argument("--games", type=int, default=20, help="whole games for d)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--repeat", type=int, default=2, help="best of this many runs, for both engines")
    parser.add_argument("--only", default="a,b,c,d", help="which benches, e.g. a,c (b and c run together)")
    parser.add_argument("--show", type=int, default=5, help="disagreements to print")
    args = parser.parse_args(list(argv) if argv is not None else None)
    only = set(args.only.split(","))

    gm = standard_map()
    ensure_peer()
    needed_cases = args.cases if only & {"b", "c"} else 0
    games: list[list[Step]] = []
    seed_rng = random.Random(args.seed)
    while (sum(1 for g in games for s in g if s.position.phase.kind == MOVEMENT) < max(needed_cases, 1)
           or len(games) < max(args.games if "d" in only else 0, 8)):
        games.extend(play_games(seed_rng.randrange(2**32), 1, gm))
    print(f"workload: {len(games)} random games 1901-{LAST_YEAR} (seed {args.seed}); best of {args.repeat} runs; "
          f"ratio = peer time / our time (diplomacy 1.1.2 in bench/.peer-venv)")
    if "a" in only:
        bench_listing(gm, games, args)
    if only & {"b", "c"}:
        bench_cases(gm, games, args)
    if "d" in only:
        bench_games(gm, games[:args.games], args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
