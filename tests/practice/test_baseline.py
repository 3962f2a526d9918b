"""The opening baselines: how they are simulated, and that the shipped file is what the script computes."""

from __future__ import annotations

import json
import random
import subprocess
import sys

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.bots import Level, make_bot
from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.position import initial_position
from diplomacy_desktop.practice.baseline import (
    BASELINES_PATH, BaselineError, OpeningThenBot, centre_stats, load_baselines, parse_baselines,
    simulate_game, simulate_opening, stats_to_json)

FRANCE = "france/atlantic-opening-burgundy-variant"


def test_the_practised_power_plays_its_opening_then_the_bot() -> None:
    opening = standard_book().by_id(FRANCE)
    player = OpeningThenBot(opening, make_bot(Level.EASY))
    start = initial_position(standard_map())
    assert player.orders_for(start, "france", random.Random(1), standard_map()) == opening.orders
    # any other power, or any later phase, is the bot's
    assert player.orders_for(start, "germany", random.Random(1), standard_map()) == make_bot(Level.EASY).orders_for(
        start, "germany", random.Random(1), standard_map())


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


def test_the_shipped_file_says_how_it_was_computed_and_what_it_covers() -> None:
    baselines = load_baselines()
    method = baselines.method
    assert method["games_per_opening"] >= 200
    assert "seed" in method["seeds"] and "same level" in method["player_after_opening"]
    assert Level.EASY in baselines.levels()
    data = json.loads(BASELINES_PATH.read_text(encoding="utf-8"))
    for level, entries in data["levels"].items():
        assert data["coverage"][level]["openings"] == f"{len(entries)} of {len(standard_book().openings)}"
        for entry in entries.values():
            assert entry["after_fall_1901"]["games"] == method["games_per_opening"]


def test_the_shipped_figures_are_what_the_simulation_gives() -> None:
    """Re-run one opening with the file's method: the figures must match exactly."""
    baselines = load_baselines()
    entry = baselines.get(Level.EASY, FRANCE)
    assert entry is not None
    games = baselines.method["games_per_opening"]
    again = simulate_opening(standard_book().by_id(FRANCE), Level.EASY, games, 0, game_map=standard_map())
    assert {y: stats_to_json(s) for y, s in again.items()} == {y: stats_to_json(s) for y, s in entry.after.items()}


@pytest.mark.parametrize("change, field", [
    (lambda d: d.pop("method"), "baselines.method"),
    (lambda d: d["levels"].update(expert={}), "unknown level 'expert'"),
    (lambda d: d["levels"]["easy"]["x/y"].update(after_fall_1902="no"), "easy.x/y.after_fall_1902"),
    (lambda d: d["levels"]["easy"]["x/y"]["after_fall_1901"].update(games=3), "do not add up"),
    (lambda d: d["levels"]["easy"]["x/y"]["after_fall_1901"].update(mean=float("nan")), "after_fall_1901.mean"),
    (lambda d: d["levels"]["easy"]["x/y"]["after_fall_1901"]["histogram"].update(abc=1), "bad centre count"),
])
def test_a_damaged_file_is_refused_naming_the_field(change, field) -> None:  # noqa: ANN001
    stats = stats_to_json(centre_stats([4, 5]))
    doc = {"method": {}, "levels": {"easy": {"x/y": {"after_fall_1901": dict(stats, histogram=dict(stats["histogram"])),
                                                     "after_fall_1902": stats}}}}
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


def test_the_practice_package_does_not_import_qt() -> None:
    code = ("import sys, pkgutil, importlib, diplomacy_desktop.practice as p\n"
            "for m in pkgutil.iter_modules(p.__path__): importlib.import_module('diplomacy_desktop.practice.' + m.name)\n"
            "print(any(k.startswith('PySide6') for k in sys.modules))\n")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"
