"""Saves that always reopen: whatever the hash seed, however the game ended, and whatever a
damaged or hand-edited file holds, loading gives the whole game or a SaveFileError naming the
field, quickly, and never a stuck game or another exception."""

from __future__ import annotations

import copy
import json
import os
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any, Callable

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.position import Phase, Position, make_units
from diplomacy_desktop.engine.savefile import (STALE_TEMP_SECONDS, SaveFileError, game_to_json, load_game,
                                               position_to_json, save_game)
from diplomacy_desktop.engine.table import make_table

ROOT = Path(__file__).resolve().parents[2]

UNITS = {
    "austria": ["A tyr", "A boh", "A gal"],
    "italy": ["A ven", "A tri", "A spa"],
    "germany": ["A mun", "A sil"],
    "france": ["A gas", "F mao"],
    "russia": ["A ukr", "A rum"],
}
ORDERS = {
    "italy": ["A ven - tyr", "A tri S A ven - tyr", "A spa H"],
    "germany": ["A mun - boh", "A sil S A mun - boh"],
    "france": ["A gas - spa", "F mao S A gas - spa"],
    "russia": ["A ukr - gal", "A rum S A ukr - gal"],
    "austria": ["A tyr H", "A boh H", "A gal H"],
}


def four_dislodged() -> Game:
    """A game whose first phase dislodges four units at once (tyr, boh, spa, gal)."""
    centres = {"vie": "austria", "ven": "italy", "mun": "germany", "par": "france", "war": "russia"}
    game = Game(standard_map(), position=Position(Phase(1901, "spring", "movement"), make_units(UNITS), centres))
    for power, texts in ORDERS.items():
        game.seat(power).submit([read_order(t, game_map=standard_map()) for t in texts])
    game.adjudicate()
    assert len(game.position.dislodged) == 4
    return game


def _python(code: str, seed: int) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONHASHSEED": str(seed), "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-c", code], env=env, capture_output=True, text=True, timeout=120)


def test_a_save_loads_under_every_hash_seed(tmp_path: Path) -> None:
    """Saved in one process, loaded in others with different PYTHONHASHSEED: always the same game."""
    saves = []
    for seed in (1, 2):
        path = tmp_path / f"saved-{seed}.json"
        code = ("from tests.engine.test_savefile_trust import four_dislodged\n"
                "from diplomacy_desktop.engine.savefile import save_game\n"
                f"save_game(four_dislodged(), {str(path)!r})\n")
        out = _python(code, seed)
        assert out.returncode == 0, out.stderr
        saves.append(path)
    assert saves[0].read_text().split('"game_id"')[0] == saves[1].read_text().split('"game_id"')[0]
    for seed in (3, 4, 5, 6, 7):
        code = ("from diplomacy_desktop.engine.board import standard_map\n"
                "from diplomacy_desktop.engine.savefile import load_game\n"
                f"for p in {[str(p) for p in saves]!r}:\n"
                "    g = load_game(p, standard_map())\n"
                "    print(sorted(str(d.unit) for d in g.position.dislodged))\n")
        out = _python(code, seed)
        assert out.returncode == 0, f"seed {seed}: {out.stderr}"
        assert out.stdout.splitlines() == ["['A boh', 'A gal', 'A spa', 'A tyr']"] * 2


def test_positions_are_compared_as_values_not_as_lists(tmp_path: Path) -> None:
    game = four_dislodged()
    game.seat("austria").submit([read_order("A tyr R boh", game_map=standard_map())])  # not offered: void, disbanded
    game.adjudicate(force=True)
    data = game_to_json(game)
    data["history"][1]["position"]["dislodged"].reverse()
    for entry in (data["history"][0]["position"], data["position"]):
        for units in entry["units"].values():
            units.reverse()
    entry = data["history"][1]["position"]
    for d in entry["dislodged"]:
        d["retreats"].reverse()
    path = tmp_path / "reordered.json"
    path.write_text(json.dumps(data))
    loaded = load_game(path, standard_map())
    assert len(loaded.history) == 2
    assert position_to_json(loaded.position) == position_to_json(game.position)


def _play_to_end(end_year: int) -> Game:
    game = Game(standard_map(), end_year=end_year)
    while not game.is_over:
        game.adjudicate(force=True)
    return game


def test_a_game_that_ended_at_its_last_year_reopens_with_its_history(tmp_path: Path) -> None:
    game = _play_to_end(1901)
    assert game.result is not None and game.result.kind == "end_year" and game.position.phase.year == 1902
    path = tmp_path / "finished.json"
    save_game(game, path)
    loaded = load_game(path, standard_map())
    assert loaded.is_over and loaded.result == game.result
    assert [r.position.phase for r in loaded.history] == [r.position.phase for r in game.history]


def _write(tmp_path: Path, text: str | bytes, name: str = "bad.json") -> Path:
    path = tmp_path / name
    if isinstance(text, bytes):
        path.write_bytes(text)
    else:
        path.write_text(text)
    return path


def _ended_text() -> str:
    text = json.dumps(game_to_json(_play_to_end(1901)), separators=(",", ":"))
    assert '"centres":{"austria":3' in text
    return text


def _valid_text() -> str:
    return json.dumps(game_to_json(four_dislodged()), separators=(",", ":"))


@pytest.mark.parametrize("make,message", [
    (lambda: "[" * 1000 + "]" * 1000, "nested too deep"),
    (lambda: "[" * 100000 + "]" * 100000, "nested too deep"),
    (lambda: _valid_text().replace('"end_year":null', '"end_year":' + "9" * 5000), "end_year: must be a year"),
    (lambda: _ended_text().replace('"austria":3', '"austria":Infinity'), "result.centres.austria"),
    (lambda: _ended_text().replace('"austria":3', '"austria":NaN'), "result.centres.austria"),
    (lambda: _ended_text().replace('"austria":3', '"austria":1e999'), "result.centres.austria"),
    (lambda: _ended_text().replace('"austria":3', '"austria":' + "3" * 5000), "result.centres.austria"),
    (lambda: _valid_text().replace('"end_year":null', '"end_year":' + "9" * 4000), "end_year"),
    (lambda: _valid_text().replace('"via_convoy":false', '"via_convoy":NaN', 1), r"via_convoy: must be true or false"),
    (lambda: _valid_text().replace('"year":1901', '"year":' + "9" * 300, 1), r"position.phase.year: must be"),
])
def test_hostile_json_gives_a_save_file_error(tmp_path: Path, make: Callable[[], str], message: str) -> None:
    with pytest.raises(SaveFileError, match=message):
        load_game(_write(tmp_path, make()), standard_map())


GARBAGE: list[Any] = [None, [], {}, "x", 10**30, -1, True, 1.5, [[["deep"]]], {"a": {"b": []}}]


def _paths(node: Any, path: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    out = [path]
    if isinstance(node, dict):
        for k, v in node.items():
            out += _paths(v, path + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node):
            out += _paths(v, path + (i,))
    return out


def test_wrong_types_anywhere_give_a_save_file_error_or_load(tmp_path: Path) -> None:
    """Every node of a real save replaced by values of other kinds: only SaveFileError escapes."""
    table = make_table(["Ana", "Ben", "Cora"], [("austria", "england", "germany"), ("italy", "russia"),
                                               ("france", "turkey")])
    game = Game(standard_map(), table=table, end_year=1905)
    game.seat("france", game.admit("Cora")).submit([read_order("A par - bur", game_map=standard_map())])
    game.adjudicate(force=True)
    game.seat("italy", game.admit("Ben")).submit([read_order("A ven - tyr", game_map=standard_map())])
    game.vote_draw("england")
    original = game_to_json(game)
    path = tmp_path / "fuzz.json"
    tried = 0
    for n, where in enumerate(_paths(original)[1:]):
        for garbage in (GARBAGE[n % len(GARBAGE)], GARBAGE[(n * 7 + 3) % len(GARBAGE)]):
            data = copy.deepcopy(original)
            node = data
            for key in where[:-1]:
                node = node[key]
            node[where[-1]] = garbage
            path.write_text(json.dumps(data))
            try:
                load_game(path, standard_map())
            except SaveFileError:
                pass
            tried += 1
    assert tried > 300


def test_files_that_cannot_be_saves_are_refused_quickly(tmp_path: Path) -> None:
    big = tmp_path / "huge.json"
    with open(big, "wb") as fh:
        fh.truncate(200 * 2**20)  # sparse: costs no disk
    link = tmp_path / "zero.json"
    link.symlink_to("/dev/zero")
    folder = tmp_path / "folder.json"
    folder.mkdir()
    for path, message in ((big, "too large"), (link, "not a regular file"), (folder, "folder")):
        start = time.perf_counter()
        with pytest.raises(SaveFileError, match=message):
            load_game(path, standard_map())
        assert time.perf_counter() - start < 5  # never reads 200 MB or an endless device


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_is_refused_without_blocking(tmp_path: Path) -> None:
    fifo = tmp_path / "game.json"
    os.mkfifo(fifo)
    outcome: list[str] = []

    def load() -> None:
        try:
            load_game(fifo, standard_map())
        except SaveFileError as exc:
            outcome.append(str(exc))

    thread = threading.Thread(target=load, daemon=True)
    thread.start()
    thread.join(10)
    if thread.is_alive():  # unblock the reader so the test run can go on, then fail
        with open(fifo, "w"):
            pass
        pytest.fail("loading a FIFO blocked")
    assert outcome and "not a regular file" in outcome[0]


# ------------------------------------------------------------------ consistency of hand edits


def _retreat_save() -> dict[str, Any]:
    return game_to_json(four_dislodged())


def _first_dislodged(data: dict[str, Any]) -> dict[str, Any]:
    return data["position"]["dislodged"][0]


def _table_save() -> dict[str, Any]:
    table = make_table(["Ana", "Ben", "Cora"], [("austria", "england", "germany"), ("italy", "russia"),
                                               ("france", "turkey")])
    game = Game(standard_map(), table=table, end_year=1903)
    game.seat("france", game.admit("Cora")).submit([read_order("A par - bur", game_map=standard_map())])
    return game_to_json(game)


def _played_save() -> dict[str, Any]:
    game = Game(standard_map(), end_year=1903)
    while game.position.phase.year == 1901:
        game.adjudicate(force=True)
    return game_to_json(game)


@pytest.mark.parametrize("make,edit,message", [
    (_retreat_save, lambda d: d["position"]["dislodged"].append(dict(_first_dislodged(d))), "does not follow"),
    (_retreat_save, lambda d: d["position"]["dislodged"].pop(), "does not follow"),
    (_retreat_save, lambda d: _first_dislodged(d)["retreats"].append("nth"), "does not follow"),
    (_retreat_save, lambda d: (d.update(history=[]), d["position"]["dislodged"].append(
        dict(_first_dislodged(d), power="austria", unit="A " + _first_dislodged(d)["unit"][2:]))),
     "already has a dislodged unit"),
    (_table_save, lambda d: d["position"]["phase"].update(type="retreats", season="spring"),
     "retreat phase without dislodged units"),
    (_table_save, lambda d: d["players"][0]["powers"].remove("austria"), "nobody plays austria"),
    (_table_save, lambda d: d["players"][0]["powers"].append("austria"), "names a power twice"),
    (_table_save, lambda d: d["position"]["units"].pop("france"), r"pending.france: france has no orders"),
    (_table_save, lambda d: d.update(draw_votes=["france", "france"]), "draw_votes"),
    (_table_save, lambda d: d.update(end_year=1900), "end_year"),
    (_played_save, lambda d: d.update(end_year=1901), "the agreed last year 1901 is over"),
    (_table_save, lambda d: d.update(result={"kind": "draw", "winners": ["france"], "centres": {"france": 9}}),
     "result.centres.france"),
    (_table_save, lambda d: d.update(coin_toss=["Ana"]), "coin_toss"),
])
def test_hand_edits_that_would_leave_the_game_stuck_are_refused(tmp_path: Path, make, edit, message) -> None:
    data = make()
    edit(data)
    with pytest.raises(SaveFileError, match=message):
        load_game(_write(tmp_path, json.dumps(data)), standard_map())


def test_a_retreat_phase_save_without_history_checks_its_dislodged_units(tmp_path: Path) -> None:
    """The same position with its history dropped is a valid start; wrong retreats are not."""
    data = _retreat_save()
    data["history"] = []
    assert len(load_game(_write(tmp_path, json.dumps(data)), standard_map()).position.dislodged) == 4
    _first_dislodged(data)["retreats"] = ["nth"]
    with pytest.raises(SaveFileError, match=r"position.dislodged\[0\].retreats: the rules offer"):
        load_game(_write(tmp_path, json.dumps(data)), standard_map())


# ------------------------------------------------------------------ temporary copies


def test_temporary_copies_of_killed_saves_are_cleaned_up_and_nothing_else(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    stale = [tmp_path / f".game.json.abc{i}efgh.tmp" for i in range(3)]
    fresh = tmp_path / ".game.json.zzzzzzzz.tmp"  # a save still being written by another process
    other = tmp_path / ".other.json.abcdefgh.tmp"
    mine_lookalike = tmp_path / "game.json.abcdefgh.tmp"
    for p in (*stale, fresh, other, mine_lookalike):
        p.write_text("{}")
    old = time.time() - STALE_TEMP_SECONDS - 60
    for p in (*stale, other, mine_lookalike):
        os.utime(p, (old, old))
    save_game(Game(standard_map()), path)
    left = sorted(p.name for p in tmp_path.iterdir())
    assert left == sorted(["game.json", fresh.name, other.name, mine_lookalike.name])


def test_a_reasons_parameters_are_taken_from_the_replay_not_the_file(tmp_path: Path) -> None:
    """Even ``Infinity`` written over a strength cannot reach the game: parameters are facts the
    replay gives again (order, outcome and rule must match, or the file is refused)."""
    path = tmp_path / "game.json"
    path.write_text(_valid_text().replace('"attack":2', '"attack":Infinity', 1))
    game = load_game(path, standard_map())
    strengths = [r.reason.params.get("attack") for rec in game.history for rs in rec.resolution.results.values()
                 for r in rs]
    assert 2 in strengths and all(s is None or isinstance(s, int) for s in strengths)
