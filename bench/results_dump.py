"""A field-by-field dump of what the adjudicator gives, to compare two versions of the engine.

Speed work on the engine must not change a single result. This adjudicates every DATC case, the
rulebook examples' positions, and every phase of seeded random games (``randomgames.py``), each
movement phase a second time with nonsense orders mixed in (other powers' units, empty places,
duplicates, wrong-phase orders, supports and convoys of anything), and writes everything a
phase gives: each result's order, outcome, reason code and parameters (in their order), flags;
the next position; dislodged units with retreats, contested provinces, disbanded units and the
events. Run it before and after a change and compare the two files byte for byte:

    .venv/bin/python bench/results_dump.py > /tmp/before.txt
    ... change the engine ...
    .venv/bin/python bench/results_dump.py > /tmp/after.txt && cmp /tmp/before.txt /tmp/after.txt
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from bench.randomgames import phase_orders  # noqa: E402
from diplomacy_desktop.engine.adjudicator import Resolution, adjudicate  # noqa: E402
from diplomacy_desktop.engine.board import MapModel, initial_position, standard_map  # noqa: E402
from diplomacy_desktop.engine.cases import read_case  # noqa: E402
from diplomacy_desktop.engine.orders import (Build, Convoy, Disband, Hold, Move, Order, Retreat, SupportHold,  # noqa: E402
                                             SupportMove, Unit, Waive)
from diplomacy_desktop.engine.position import MOVEMENT, Position  # noqa: E402


def _position(p: Position) -> str:
    units = {power: sorted(repr(u) for u in us) for power, us in sorted(p.units.items())}
    return (f"{p.phase!r} units={units} centres={sorted(p.centres.items())} dislodged={list(p.dislodged)!r} "
            f"contested={sorted(p.contested)} closed={sorted(p.closed)}")


def dump(label: str, position: Position, orders: dict[str, list[Order]], resolution: Resolution, out: list[str]) -> None:
    out.append(f"== {label} {_position(position)}")
    for power, results in resolution.results.items():
        for r in results:
            params = [(k, repr(v), type(v).__name__) for k, v in r.reason.params.items()]
            out.append(f"  {power} {r.order!r} {r.outcome!r} {r.reason.code!r} {params} "
                       f"d={r.dislodged} x={r.disbanded}")
    out.append(f"  next {_position(resolution.position)}")
    out.append(f"  dislodged={resolution.dislodged!r} contested={sorted(resolution.contested)} "
               f"disbanded={resolution.disbanded!r} civil={resolution.civil_disorder!r} phase={resolution.phase!r}")
    out.append(f"  events={resolution.events!r}")


def nonsense(rng: random.Random, gm: MapModel, position: Position, orders: dict[str, list[Order]]) -> dict[str, list[Order]]:
    """The given orders with some replaced and some added at random: any unit of any power, any
    place on the map, orders of the wrong phase, the same unit ordered twice."""
    places = sorted(gm.locations())
    units = [u for _, u in position.all_units()]
    powers = sorted(gm.powers)

    def any_unit() -> Unit:
        if units and rng.random() < 0.7:
            u = rng.choice(units)
            return u if rng.random() < 0.8 else Unit("F" if u.kind == "A" else "A", u.location)
        return Unit(rng.choice("AF"), rng.choice(places))

    def any_order() -> Order:
        u, o = any_unit(), any_unit()
        kind = rng.randrange(9)
        dest = rng.choice(places)
        return [Hold(u), Move(u, dest, rng.random() < 0.2), SupportHold(u, o), SupportMove(u, o, dest),
                Convoy(u, o, dest), Retreat(u, dest), Disband(u), Build(u), Waive()][kind]

    out = {p: list(os) for p, os in orders.items()}
    for _ in range(rng.randrange(1, 8)):
        power = rng.choice(powers)
        mine = out.setdefault(power, [])
        if mine and rng.random() < 0.4:
            mine[rng.randrange(len(mine))] = any_order()
        else:
            mine.insert(rng.randrange(len(mine) + 1), any_order())
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--years", type=int, default=15)
    parser.add_argument("--seed", type=int, default=7)
    args = parser.parse_args(argv)
    gm = standard_map()
    out: list[str] = []
    for case in json.loads((ROOT / "tests" / "data" / "datc.json").read_text()):
        position, orders = read_case(case, standard_map())
        dump(f"datc {case['id']}", position, orders, adjudicate(position, orders, gm), out)
    rng = random.Random(args.seed)
    for g in range(args.games):
        position = initial_position(gm)
        last = position.phase.year + args.years - 1
        n = 0
        while position.phase.year <= last:
            orders = phase_orders(rng, gm, position)
            resolution = adjudicate(position, orders, gm)
            dump(f"game {g} phase {n}", position, orders, resolution, out)
            if position.phase.kind == MOVEMENT or rng.random() < 0.3:
                odd = nonsense(rng, gm, position, orders)
                dump(f"game {g} phase {n} nonsense", position, odd, adjudicate(position, odd, gm), out)
            position = resolution.position
            n += 1
    sys.stdout.write("\n".join(out) + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
