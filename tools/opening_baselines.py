"""Measure what each named opening usually gives against the bots; write assets/openings/baselines.json.

For every opening in the book and every level asked for, play ``--games`` games (seeds
``--seed`` .. ``--seed + games - 1``) in which the opening's power plays the opening in Spring 1901
and a bot of that level carries on for it; the six others are bots of that level
(see ``diplomacy_desktop/practice/baseline.py`` for why). Only Spring 1901 to the end of Fall 1902
is played: the scorecard compares centres after Fall 1901 and Fall 1902.

The run is resumable: the file is rewritten (atomically) after every opening, and an opening
already measured with the same method is skipped, so stopping and starting again loses at most
one opening. Levels run one after another (all of the first level's openings, then the next);
within a level the openings run most played first (share of their power's games in the Loeb
survey), so a partial run covers the openings practice mode is most likely to be given.

    nice -n 19 .venv/bin/python tools/opening_baselines.py --levels easy,normal --games 200
    .venv/bin/python tools/opening_baselines.py --levels easy --games 5 --out /tmp/b.json --limit 3

On two cores, run one shard per core into its own file, then merge them into the shipped file:

    nice .venv/bin/python tools/opening_baselines.py --shard 0/2 --out /tmp/b0.json &
    nice .venv/bin/python tools/opening_baselines.py --shard 1/2 --out /tmp/b1.json &
    .venv/bin/python tools/opening_baselines.py --levels '' --merge /tmp/b0.json /tmp/b1.json   # measures nothing
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from diplomacy_desktop.bots import Level  # noqa: E402
from diplomacy_desktop.bots.openings import DRAW_CORPUS, Opening, standard_book  # noqa: E402
from diplomacy_desktop.engine.board import standard_map  # noqa: E402
from diplomacy_desktop.practice.baseline import (  # noqa: E402
    BASELINES_PATH, CHECKPOINT_YEARS, simulate_opening, stats_to_json)

PLAYER_AFTER_OPENING = (
    "a bot of the same level as the opponents plays the practised power from Fall 1901 on: the seven powers are then "
    "the same bot and only the practised power's Spring 1901 orders are fixed, so the figure measures the opening and "
    "not a guess at how well a person continues it; the scorecard tells the player they are compared with that bot")


def popularity(opening: Opening, totals: dict[str, int]) -> float:
    return opening.games / totals[opening.power] if totals.get(opening.power) else 0.0


def method_block(games: int, seed: int, levels: list[str]) -> dict[str, Any]:
    return {
        "games_per_opening": games,
        "seeds": f"{seed}..{seed + games - 1} (game g uses seed g; each power's dice come from power_rng(g, power), "
                 "so all openings of a power meet the same opponents' dice)",
        "levels_requested": levels,
        "opponents": "the six other powers are bots of the level; Easy and Normal open from the book, drawn by "
                     f"games in {DRAW_CORPUS}",
        "player_after_opening": PLAYER_AFTER_OPENING,
        "checkpoints": [f"after Fall {y} (once its retreats are over)" for y in CHECKPOINT_YEARS],
        "played": "Spring 1901 to the end of Fall 1902",
        "script": "tools/opening_baselines.py",
    }


def load(path: Path) -> dict[str, Any]:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError):
        return {}


def write(path: Path, doc: dict[str, Any]) -> None:
    tmp = path.with_suffix(".json.tmp")
    tmp.write_text(json.dumps(doc, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    os.replace(tmp, path)


def coverage(doc: dict[str, Any], openings: list[Opening], levels: list[str]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for level in levels:
        done = doc["levels"].get(level, {})
        per_power: dict[str, str] = {}
        for power in sorted({o.power for o in openings}):
            mine = [o for o in openings if o.power == power]
            per_power[power] = f"{sum(1 for o in mine if o.id in done)} of {len(mine)}"
        out[level] = {"openings": f"{sum(1 for o in openings if o.id in done)} of {len(openings)}",
                      "per_power": per_power, "complete": all(o.id in done for o in openings)}
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="easy,normal", help="comma-separated, run in this order")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--out", type=Path, default=BASELINES_PATH)
    parser.add_argument("--limit", type=int, default=0, help="measure at most this many openings (0: all)")
    parser.add_argument("--shard", default="0/1", metavar="K/N",
                        help="measure only every N-th opening of the run's order, from the K-th (one process per core)")
    parser.add_argument("--merge", type=Path, nargs="*", default=[], metavar="FILE",
                        help="first take every opening already measured in these files (other shards' --out)")
    args = parser.parse_args(argv)
    levels = [str(Level(name.strip())) for name in args.levels.split(",") if name.strip()]
    shard, shards = (int(part) for part in args.shard.split("/"))
    if not 0 <= shard < shards:
        parser.error(f"--shard {args.shard}: K must be from 0 to N-1")
    book = standard_book()
    totals: dict[str, int] = {}
    for o in book.openings:
        totals[o.power] = totals.get(o.power, 0) + o.games
    openings = sorted(book.openings, key=lambda o: (-popularity(o, totals), o.power, o.id))
    method = method_block(args.games, args.seed, levels)
    doc = load(args.out)
    same = doc.get("method", {}).get("games_per_opening") == args.games and doc.get("method", {}).get("seeds") == method["seeds"]
    if not same:
        doc = {}
    doc.setdefault("levels", {})
    doc["format"] = 1
    all_levels = sorted(set(levels) | set(doc["levels"]), key=[str(lv) for lv in Level].index)
    cpu = doc.get("method", {}).get("cpu_seconds", 0)
    for other_path in args.merge:  # each opening's games depend only on the seeds: shards add up
        other = load(other_path)
        if other.get("method", {}).get("seeds") != method["seeds"]:
            parser.error(f"{other_path} was measured with other games or seeds")
        for level, entries in other.get("levels", {}).items():
            mine = doc["levels"].setdefault(level, {})
            fresh = {k: v for k, v in entries.items() if k not in mine}
            mine.update(fresh)
            doc["levels"][level] = dict(sorted(mine.items()))
            cpu += other["method"].get("cpu_seconds", 0) * len(fresh) / max(1, len(entries))
        all_levels = sorted(set(all_levels) | set(doc["levels"]), key=[str(lv) for lv in Level].index)
    doc["method"] = method_block(args.games, args.seed, all_levels)
    doc["method"]["cpu_seconds"] = round(cpu, 1)
    measured = 0
    for level in levels:
        done = doc["levels"].setdefault(level, {})
        for index, opening in enumerate(openings):
            if opening.id in done or index % shards != shard:
                continue
            if args.limit and measured >= args.limit:
                break
            t0, c0 = time.perf_counter(), time.process_time()
            stats = simulate_opening(opening, Level(level), args.games, args.seed, game_map=standard_map())
            done[opening.id] = {"power": opening.power,
                                **{f"after_fall_{y}": stats_to_json(s) for y, s in stats.items()}}
            doc["levels"][level] = dict(sorted(done.items()))
            doc["coverage"] = coverage(doc, list(book.openings), all_levels)
            doc["method"]["cpu_seconds"] = round(doc["method"].get("cpu_seconds", 0) + time.process_time() - c0, 1)
            write(args.out, doc)
            measured += 1
            print(f"{level} {opening.id}: {stats[1901].mean:.2f} / {stats[1902].mean:.2f} centres "
                  f"({time.perf_counter() - t0:.1f} s, {time.process_time() - c0:.1f} s cpu)", flush=True)
    doc["coverage"] = coverage(doc, list(book.openings), all_levels)
    write(args.out, doc)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
