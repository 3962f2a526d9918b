"""The opening baselines: how they are simulated, and that the shipped file is what the script computes."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from diplomacy_desktop.engine.board import initial_position, standard_map
from diplomacy_desktop.bots import Level, make_bot
from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.engine.scenario_play import victory_centres
from diplomacy_desktop.practice.baseline import (
    BASELINES_PATH, BaselineError, OpeningThenBot, Sampling, centre_stats, load_baselines, parse_baselines,
    simulate_game, simulate_opening, spring_start, stats_to_json)
from diplomacy_desktop.practice.behaviour import behaviour_fingerprint, fingerprint_positions

FRANCE = "france/atlantic-opening-burgundy-variant"
VICTORY = victory_centres(standard_map(), None)


def test_the_practised_power_plays_its_opening_then_the_bot() -> None:
    opening = standard_book().by_id(FRANCE)
    player = OpeningThenBot(opening, make_bot(Level.EASY, VICTORY))
    start = initial_position(standard_map())
    assert player.orders_for(start, "france", random.Random(1), standard_map()) == opening.orders
    # any other power, or any later phase, is the bot's
    assert player.orders_for(start, "germany", random.Random(1), standard_map()) == make_bot(
        Level.EASY, VICTORY).orders_for(start, "germany", random.Random(1), standard_map())


def test_a_simulated_game_is_the_same_for_the_same_seed() -> None:
    opening = standard_book().by_id(FRANCE)
    assert simulate_game(opening, Level.EASY, 5, standard_map()) == simulate_game(opening, Level.EASY, 5, standard_map())
    counts = [simulate_game(opening, Level.EASY, s, standard_map()) for s in range(4)]
    assert all(len(c) == 2 and 0 <= c[0] <= 34 for c in counts)


def test_centre_statistics() -> None:
    stats = centre_stats([4, 5, 5, 6])
    assert (stats.games, stats.mean, stats.histogram) == (4, 5.0, {4: 1, 5: 2, 6: 1})
    assert stats.stderr == pytest.approx(0.408, abs=0.001)
    assert stats.share_below(5) == pytest.approx(0.5)  # one below, two tied (half each)
    assert stats.share_below(7) == 1.0


def test_the_shipped_file_says_how_each_level_was_measured_and_what_it_covers() -> None:
    baselines = load_baselines()
    method = baselines.method
    assert "seed" in method["seeds"] and "same level" in method["player_after_opening"]
    assert set(baselines.levels()) == {Level.EASY, Level.NORMAL, Level.HARD}
    data = json.loads(BASELINES_PATH.read_text(encoding="utf-8"))
    book = standard_book()
    for level, entries in data["levels"].items():
        record = baselines.measure(level)
        assert record is not None and record.level is Level(level) and len(record.date) == 10
        assert data["coverage"][level]["openings"] == f"{len(entries)} of {len(book.openings)}"
        rule = record.sampling
        for entry in entries.values():
            first, second = entry["after_fall_1901"], entry["after_fall_1902"]
            assert first["games"] == second["games"] and rule.min_games <= first["games"] <= rule.max_games
            if rule.stderr_bound is None or first["games"] < rule.max_games:  # the rule stopped it: both under
                bound = rule.stderr_bound if rule.stderr_bound is not None else float("inf")
                assert first["stderr"] <= bound and second["stderr"] <= bound
    hard = baselines.measure(Level.HARD)
    assert hard.sampling == Sampling(16, 32, 4, 0.25) and hard.behaviour is not None


def test_hard_covers_the_most_played_openings_first() -> None:
    """A partial Hard run measures each power's openings in the order players choose them."""
    baselines = load_baselines()
    book = standard_book()
    for power in sorted({o.power for o in book.openings}):
        ranked = sorted(book.named(power), key=lambda o: (-o.games, o.id))  # the script's order
        done = [baselines.get(Level.HARD, o.id) is not None for o in ranked]
        assert done == sorted(done, reverse=True), power  # never a rarer one before a commoner one
        weight = sum(o.games for o, d in zip(ranked, done) if d)
        assert weight * 2 >= sum(o.games for o in ranked), power  # enough for the power's average


@pytest.mark.parametrize("level", [
    Level.EASY,
    Level.NORMAL,
    Level.HARD,
])
def test_the_shipped_baselines_were_measured_with_the_running_bots(level: Level) -> None:
    """Fails as soon as a level's bot orders differently from the one that played the shipped games:
    then recompute that level (the command is in tools/opening_baselines.py and docs/bots.md)."""
    record = load_baselines().measure(level)
    assert record is not None and record.behaviour == behaviour_fingerprint(level, standard_map())


def test_the_fingerprint_tells_the_levels_apart_and_repeats() -> None:
    easy = behaviour_fingerprint(Level.EASY, standard_map())
    assert easy == behaviour_fingerprint(Level.EASY, standard_map()) and easy.startswith("sha256:") and len(easy) == 23
    assert len({easy, behaviour_fingerprint(Level.NORMAL, standard_map()), behaviour_fingerprint(Level.HARD, standard_map())}) == 3
    positions = fingerprint_positions(standard_map())
    kinds = {p.phase.kind for p, _ in positions}
    assert kinds == {"movement", "retreats", "adjustments"} and all(powers for _, powers in positions)


def test_the_shipped_figures_are_what_the_simulation_gives() -> None:
    """Re-run one opening with the file's method: the figures must match exactly."""
    baselines = load_baselines()
    entry = baselines.get(Level.EASY, FRANCE)
    assert entry is not None
    rule = baselines.measure(Level.EASY)
    again = simulate_opening(standard_book().by_id(FRANCE), Level.EASY, rule.sampling, rule.first_seed, springs={}, game_map=standard_map())
    assert {y: stats_to_json(s) for y, s in again.items()} == {y: stats_to_json(s) for y, s in entry.after.items()}


@pytest.mark.parametrize("level", list(Level))
def test_sharing_each_seeds_spring_gives_the_very_same_game(level: Level) -> None:
    book = standard_book()
    openings = (book.by_id(FRANCE), book.by_id("russia/ukraine-system-austrian-attack-variation"))
    for opening in openings[:1] if level is Level.HARD else openings:  # (a Hard game takes most of a second)
        for seed in range(1 if level is Level.HARD else 4):
            spring = spring_start(level, seed, game_map=standard_map())
            assert simulate_game(opening, level, seed, spring=spring, game_map=standard_map()) == simulate_game(opening, level, seed, game_map=standard_map())
    with pytest.raises(ValueError, match="game 1 given for game 0"):
        simulate_game(book.by_id(FRANCE), Level.EASY, 0, standard_map(), spring=spring_start(Level.EASY, 1, game_map=standard_map()))


def test_the_sampling_rule_stops_once_the_error_is_small_enough() -> None:
    opening = standard_book().by_id(FRANCE)
    rule = Sampling(4, 12, 4, 0.25)
    stats = simulate_opening(opening, Level.EASY, rule, springs={}, game_map=standard_map())
    games = stats[1902].games
    assert games in (4, 8, 12)
    assert games == 12 or all(s.stderr <= 0.25 for s in stats.values())
    if games > 4:  # it went on only because the first block's error was above the bound
        shorter = simulate_opening(opening, Level.EASY, Sampling.fixed(games - 4), game_map=standard_map())
        assert any(s.stderr > 0.25 for s in shorter.values())
    # the games are seeds 0.. in order: the first four are the fixed four-game run's
    assert simulate_opening(opening, Level.EASY, Sampling(4, 4, 1, 0.0), game_map=standard_map())[1901] == \
        simulate_opening(opening, Level.EASY, 4, game_map=standard_map())[1901]
    tight = simulate_opening(opening, Level.EASY, Sampling(2, 6, 2, 0.0), game_map=standard_map())  # never small enough: the most
    assert tight[1901].games == 6
    with pytest.raises(ValueError):
        Sampling(5, 10)  # more than a fixed count needs a bound


def test_more_processes_give_the_very_same_numbers(tmp_path) -> None:  # noqa: ANN001
    """The sequential rule reads only an opening's own games, in seed order: two workers or one, same file."""
    runs = {}
    for jobs in (1, 2):
        out = tmp_path / f"b{jobs}.json"
        subprocess.run([sys.executable, "tools/opening_baselines.py", "--levels", "easy", "--games", "4",
                        "--stderr", "0.3", "--max-games", "12", "--step", "4", "--limit", "4", "--jobs", str(jobs),
                        "--out", str(out)], capture_output=True, text=True, check=True)
        runs[jobs] = json.loads(out.read_text(encoding="utf-8"))
    assert runs[1]["levels"] == runs[2]["levels"] and len(runs[1]["levels"]["easy"]) == 4
    games = {e["after_fall_1902"]["games"] for e in runs[1]["levels"]["easy"].values()}
    assert games <= {4, 8, 12}
    record = runs[2]["measured"]["easy"]
    assert record["jobs"] == 2 and record["behaviour"] == behaviour_fingerprint(Level.EASY, standard_map())
    assert record["sampling"] == {"min_games": 4, "max_games": 12, "step": 4, "stderr_bound": 0.3}


@pytest.mark.parametrize("change, field", [
    (lambda d: d.pop("method"), "baselines.method"),
    (lambda d: d["levels"].update(expert={}), "unknown level 'expert'"),
    (lambda d: d["levels"]["easy"]["x/y"].update(after_fall_1902="no"), "easy.x/y.after_fall_1902"),
    (lambda d: d["levels"]["easy"]["x/y"]["after_fall_1901"].update(games=3), "do not add up"),
    (lambda d: d["levels"]["easy"]["x/y"]["after_fall_1901"].update(mean=float("nan")), "after_fall_1901.mean"),
    (lambda d: d["levels"]["easy"]["x/y"]["after_fall_1901"]["histogram"].update(abc=1), "bad centre count"),
    (lambda d: d["measured"]["easy"].update(behaviour="md5:1"), "measured.easy.behaviour"),
    (lambda d: d["measured"]["easy"].update(date=20261126), "measured.easy.date"),
    (lambda d: d["measured"]["easy"]["sampling"].update(max_games=8), "measured.easy.sampling"),
    (lambda d: d["measured"].update(expert={}), "measured: unknown level 'expert'"),
])
def test_a_damaged_file_is_refused_naming_the_field(change, field) -> None:  # noqa: ANN001
    stats = stats_to_json(centre_stats([4, 5]))
    doc = {"method": {}, "levels": {"easy": {"x/y": {"after_fall_1901": dict(stats, histogram=dict(stats["histogram"])),
                                                     "after_fall_1902": stats}}},
           "measured": {"easy": {"behaviour": "sha256:1", "date": "2026-11-26", "first_seed": 0,
                                 "sampling": {"min_games": 2, "max_games": 2, "step": 2, "stderr_bound": None}}}}
    assert parse_baselines(json.loads(json.dumps(doc))).get("easy", "x/y") is not None
    change(doc)
    with pytest.raises(BaselineError, match=field.replace(".", r"\.").replace("(", r"\(")):
        parse_baselines(doc)


def test_the_script_resumes_without_measuring_twice(tmp_path) -> None:  # noqa: ANN001
    out = tmp_path / "b.json"
    cmd = [sys.executable, "tools/opening_baselines.py", "--levels", "easy", "--games", "2", "--limit", "1",
           "--out", str(out)]
    first = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.splitlines()
    second = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.splitlines()
    assert len(first) == len(second) == 1 and first[0].split(":")[0] != second[0].split(":")[0]
    data = json.loads(out.read_text(encoding="utf-8"))
    assert len(data["levels"]["easy"]) == 2 and data["coverage"]["easy"]["openings"].startswith("2 of ")


def test_the_script_measures_a_level_again_once_its_bot_has_changed(tmp_path) -> None:  # noqa: ANN001
    out = tmp_path / "b.json"
    cmd = [sys.executable, "tools/opening_baselines.py", "--levels", "easy", "--games", "2", "--limit", "1",
           "--out", str(out)]
    subprocess.run(cmd, capture_output=True, text=True, check=True)
    data = json.loads(out.read_text(encoding="utf-8"))
    data["measured"]["easy"]["behaviour"] = "sha256:0123456789abcdef"  # as if another Easy had played
    out.write_text(json.dumps(data), encoding="utf-8")
    again = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.splitlines()
    data = json.loads(out.read_text(encoding="utf-8"))
    assert len(again) == 1 and len(data["levels"]["easy"]) == 1  # the old figure was dropped, not kept
    assert data["measured"]["easy"]["behaviour"] == behaviour_fingerprint(Level.EASY, standard_map())


def test_the_practice_package_does_not_import_qt() -> None:
    code = ("import sys, pkgutil, importlib, diplomacy_desktop.practice as p\n"
            "for m in pkgutil.iter_modules(p.__path__): importlib.import_module('diplomacy_desktop.practice.' + m.name)\n"
            "print(any(k.startswith('PySide6') for k in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
