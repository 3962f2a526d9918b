"""Measure what each named opening usually gives against the bots; write assets/openings/baselines.json.

For every opening in the book and every level asked for, play games (seeds ``--seed`` upwards) in
which the opening's power plays the opening in Spring 1901 and a bot of that level carries on for
it; the six others are bots of that level (see ``diplomacy_desktop/practice/baseline.py`` for
why). Only Spring 1901 to the end of Fall 1902 is played: the scorecard compares centres after
Fall 1901 and Fall 1902. Each seed's Spring 1901 is searched once per process and shared by every
opening (the opponents' Spring orders do not depend on the opening).

How many games: ``--games N`` plays N per opening; ``--stderr B`` (with ``--games`` as the
least and ``--max-games`` as the most, ``--step`` at a time) stops an opening as soon as the
standard error of its mean centres after Fall 1901 and after Fall 1902 is at most B. The rule
looks only at the opening's own games in seed order, so ``--jobs`` (processes, one per core by
default) never changes a figure.

For each level the file records the rule, the seeds, the date, the processor time and the level's
behaviour fingerprint (``practice/behaviour.py``). A level whose recorded fingerprint is not the
running bot's is measured again from scratch; otherwise the run resumes: the file is rewritten
(atomically) after every opening and an opening already measured with the same rule is skipped.
Within a level the openings run most played first (share of their power's games in the Loeb
survey), so a partial run covers the openings practice mode is most likely to be given.

Recompute Hard after the Hard bot changed (about 2.5 processor-hours for all 212 openings, about 2 s per game; two processes):

    nice -n 10 .venv/bin/python tools/opening_baselines.py --levels hard --games 16 --stderr 0.25 --max-games 32 --step 4

Easy and Normal as shipped (200 games each):

    nice -n 10 .venv/bin/python tools/opening_baselines.py --levels easy,normal --games 200
    .venv/bin/python tools/opening_baselines.py --levels easy --games 5 --out /tmp/b.json --limit 3
"""

from __future__ import annotations

import argparse
import datetime
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from diplomacy_desktop.bots import Level  # noqa: E402
from diplomacy_desktop.bots.openings import DRAW_CORPUS, Opening, standard_book  # noqa: E402
from diplomacy_desktop.engine.board import standard_map  # noqa: E402
from diplomacy_desktop.practice.baseline import (  # noqa: E402
    BASELINES_PATH, CHECKPOINT_YEARS, FORMAT, Sampling, SpringStart, simulate_opening, stats_to_json)
from diplomacy_desktop.practice.behaviour import behaviour_fingerprint  # noqa: E402

PLAYER_AFTER_OPENING = (
    "a bot of the same level as the opponents plays the practised power from Fall 1901 on: the seven powers are then "
    "the same bot and only the practised power's Spring 1901 orders are fixed, so the figure measures the opening and "
    "not a guess at how well a person continues it; the scorecard tells the player they are compared with that bot")


def popularity(opening: Opening, totals: dict[str, int]) -> float:
    return opening.games / totals[opening.power] if totals.get(opening.power) else 0.0


def method_block() -> dict[str, Any]:
    """What every level's games have in common (each level's own rule is under ``measured``)."""
    return {
        "seeds": "game g of an opening uses seed first_seed + g; each power's dice come from power_rng(seed, power), "
                 "so all openings of a power meet the same opponents' dice",
        "opponents": "the six other powers are bots of the level; Easy and Normal open from the book, drawn by "
                     f"games in {DRAW_CORPUS}; Hard searches its Spring 1901 orders (the book's openings among them)",
        "player_after_opening": PLAYER_AFTER_OPENING,
        "checkpoints": [f"after Fall {y} (once its retreats are over)" for y in CHECKPOINT_YEARS],
        "played": "Spring 1901 to the end of Fall 1902",
        "stderr": "standard error of the mean centres: sample standard deviation / sqrt(games)",
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


def coverage(doc: dict[str, Any], openings: list[Opening]) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for level in sorted(doc["levels"], key=[str(lv) for lv in Level].index):
        done = doc["levels"][level]
        per_power: dict[str, str] = {}
        for power in sorted({o.power for o in openings}):
            mine = [o for o in openings if o.power == power]
            per_power[power] = f"{sum(1 for o in mine if o.id in done)} of {len(mine)}"
        games = [e["after_fall_1902"]["games"] for e in done.values()]
        out[level] = {"openings": f"{sum(1 for o in openings if o.id in done)} of {len(openings)}",
                      "per_power": per_power, "complete": all(o.id in done for o in openings),
                      "games": sum(games)}
    return out


_SPRINGS: dict[tuple[str, int], SpringStart] = {}
"""This process's Spring 1901 of each (level, seed), shared by the openings it measures."""


def measure(task: tuple[str, Opening, Sampling, int]) -> tuple[str, dict[str, Any], float, float]:
    """One opening at one level: (id, its file entry, processor seconds, wall seconds). Runs in a worker."""
    level, opening, sampling, seed = task
    t0, c0 = time.perf_counter(), time.process_time()
    stats = simulate_opening(opening, Level(level), sampling, seed, springs=_SPRINGS, game_map=standard_map())
    entry = {"power": opening.power, **{f"after_fall_{y}": stats_to_json(s) for y, s in stats.items()}}
    return opening.id, entry, time.process_time() - c0, time.perf_counter() - t0


def run_tasks(tasks: list[tuple[str, Opening, Sampling, int]], jobs: int) -> Iterator[tuple[str, dict[str, Any],
                                                                                           float, float]]:
    """Each task's result, in the tasks' order (so the file fills in the same order whatever ``jobs``)."""
    if jobs <= 1 or len(tasks) <= 1:
        yield from map(measure, tasks)
        return
    with multiprocessing.get_context("fork").Pool(jobs) as pool:
        yield from pool.imap(measure, tasks, chunksize=1)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--levels", default="easy,normal", help="comma-separated, run in this order")
    parser.add_argument("--games", type=int, default=200, help="games per opening (with --stderr: the least)")
    parser.add_argument("--stderr", type=float, default=None, metavar="B",
                        help="stop an opening once the standard error of both checkpoints' mean is at most B")
    parser.add_argument("--max-games", type=int, default=0, help="with --stderr: the most games per opening")
    parser.add_argument("--step", type=int, default=4, help="with --stderr: games added at a time")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="processes (default: one per core)")
    parser.add_argument("--out", type=Path, default=BASELINES_PATH)
    parser.add_argument("--limit", type=int, default=0, help="measure at most this many openings (0: all)")
    args = parser.parse_args(argv)
    levels = [str(Level(name.strip())) for name in args.levels.split(",") if name.strip()]
    try:
        if args.stderr is None:
            sampling = Sampling.fixed(args.games)
        else:
            sampling = Sampling(args.games, max(args.max_games, args.games), args.step, args.stderr)
    except ValueError as exc:
        parser.error(str(exc))
    book = standard_book()
    totals: dict[str, int] = {}
    for o in book.openings:
        totals[o.power] = totals.get(o.power, 0) + o.games
    openings = sorted(book.openings, key=lambda o: (-popularity(o, totals), o.power, o.id))
    doc = load(args.out)
    if doc.get("format") != FORMAT:
        doc = {}
    doc["format"] = FORMAT
    doc["method"] = method_block()
    doc.setdefault("levels", {})
    doc.setdefault("measured", {})
    measured = 0
    for level in levels:
        fingerprint = behaviour_fingerprint(level, standard_map())
        record = doc["measured"].get(level, {})
        if (record.get("sampling") != sampling.to_json() or record.get("first_seed") != args.seed
                or record.get("behaviour") != fingerprint):
            doc["levels"][level] = {}  # another rule, other seeds or another bot: start the level again
            record = {"cpu_seconds": 0.0, "date": datetime.datetime.now(datetime.timezone.utc).date().isoformat()}
        done = doc["levels"].setdefault(level, {})
        doc["measured"][level] = record = {
            **record, "bot": level, "behaviour": fingerprint, "sampling": sampling.to_json(),
            "rule": sampling.describe(), "first_seed": args.seed}
        todo = [o for o in openings if o.id not in done]
        if args.limit:
            todo = todo[:max(0, args.limit - measured)]
        tasks = [(level, o, sampling, args.seed) for o in todo]
        for opening_id, entry, cpu, wall in run_tasks(tasks, args.jobs):
            measured += 1
            done[opening_id] = entry
            doc["levels"][level] = dict(sorted(done.items()))
            record["cpu_seconds"] = round(record.get("cpu_seconds", 0.0) + cpu, 1)
            record["date"] = datetime.datetime.now(datetime.timezone.utc).date().isoformat()  # the last day measured
            record["jobs"] = args.jobs
            doc["coverage"] = coverage(doc, list(book.openings))
            write(args.out, doc)
            a, b = entry["after_fall_1901"], entry["after_fall_1902"]
            print(f"{level} {opening_id}: {a['mean']:.2f} / {b['mean']:.2f} centres, {b['games']} games, "
                  f"stderr {a['stderr']:.2f} / {b['stderr']:.2f} ({wall:.1f} s, {cpu:.1f} s cpu)", flush=True)
    doc["coverage"] = coverage(doc, list(book.openings))
    write(args.out, doc)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
