"""Autosaves live in the user's data folder, one per game; every unfinished game is offered,
newest first; finished and damaged autosaves are not offered, and no game replaces another's."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from hotseat_helpers import open_hotseat, play_turn, three_player_game

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.savefile import game_to_json
from diplomacy_desktop.ui.hotseat import storage


ANA = {"germany": ["A mun - ruh", "F kie - den"], "england": ["F lon - nth"]}


@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(storage, "data_dir", lambda: tmp_path)
    return tmp_path


def test_autosave_is_offered_back_with_its_pending_orders(data_folder: Path) -> None:
    game = Game(standard_map())
    game.seat("france").submit([read_order("A par - bur", game_map=standard_map())])
    path = storage.autosave(game)
    assert path.parent == data_folder and game.game_id in path.name
    games, damaged = storage.unfinished_autosaves()
    assert damaged == [] and [g.game.game_id for g in games] == [game.game_id]
    assert [str(o) for o in games[0].game.seat("france").orders()] == ["A par - bur"]


def test_each_game_keeps_its_own_autosave_and_all_are_offered_newest_first(data_folder: Path) -> None:
    first, second, third = Game(standard_map()), Game(standard_map()), Game(standard_map())
    for game in (first, second, third):
        storage.autosave(game)
    storage.autosave(first)  # played again later: now the newest
    assert storage.flush(30)
    now = time.time()
    for age, game in ((300, second), (200, third), (100, first)):
        os.utime(storage.autosave_path(game), (now - age, now - age))
    games, _ = storage.unfinished_autosaves()
    assert [g.game.game_id for g in games] == [first.game_id, third.game_id, second.game_id]


def test_no_autosave_and_finished_games_are_not_offered(data_folder: Path) -> None:
    assert storage.unfinished_autosaves() == ([], [])
    game = Game(standard_map())
    for power in game.surviving_powers():
        game.vote_draw(power)
    storage.autosave(game)
    assert storage.unfinished_autosaves() == ([], [])
    assert storage.autosave_path(game).exists()  # kept: it is the record of a finished game


def test_damaged_autosave_gives_the_reason_and_is_left_in_place(data_folder: Path) -> None:
    path = storage.autosave_path("a" * 32)
    path.write_text("{ broken")
    games, damaged = storage.unfinished_autosaves()
    assert games == [] and [d.path for d in damaged] == [path] and "not valid JSON" in damaged[0].problem
    assert path.exists()
    kept = storage.set_aside_damaged(path)
    assert kept is not None and kept.read_text() == "{ broken" and not path.exists()
    assert storage.unfinished_autosaves() == ([], [])


def test_the_single_autosave_of_older_versions_becomes_its_games_own(data_folder: Path) -> None:
    game = Game(standard_map())
    game.seat("france").submit([read_order("A par - bur", game_map=standard_map())])
    data = game_to_json(game)
    del data["game_id"]
    (data_folder / storage.LEGACY_AUTOSAVE_NAME).write_text(json.dumps(data))
    games, damaged = storage.unfinished_autosaves()
    assert damaged == [] and len(games) == 1
    assert not (data_folder / storage.LEGACY_AUTOSAVE_NAME).exists()
    assert games[0].path == storage.autosave_path(games[0].game) and games[0].path.exists()
    again, _ = storage.unfinished_autosaves()
    assert [g.game.game_id for g in again] == [games[0].game.game_id]


def test_default_data_dir_is_a_per_user_location() -> None:
    assert storage.data_dir().is_absolute()


def test_opening_another_game_keeps_the_first_one_to_resume(qtbot) -> None:  # noqa: ANN001
    """Resume game A, open game B, one submission: A is still offered, after B."""
    window, files, prompts = open_hotseat(qtbot, three_player_game())
    game_a = window.game
    play_turn(window, files, ANA, pin="4321")
    storage.flush()
    os.utime(storage.autosave_path(game_a), (time.time() - 60, time.time() - 60))
    files.start_game(three_player_game())
    game_b = window.game
    play_turn(window, files, ANA, pin="4321")
    window.close_check = None
    window.close()

    window, files, prompts = open_hotseat(qtbot)
    prompts.resume_answer = 1  # the older one: game A
    files.start_up()
    assert prompts.asked[0][0] == "Resume an unfinished game?"
    assert len(prompts.offered) == 2 and all("Ana, Ben, Cora" in line for line in prompts.offered)
    assert window.game.game_id == game_a.game_id != game_b.game_id
    assert window.game.submitted_powers() == ["austria", "england", "germany"]


def test_an_autosave_that_cannot_be_written_is_reported_in_the_window(qtbot, tmp_path: Path,  # noqa: ANN001
                                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    blocked = tmp_path / "not-a-folder"
    blocked.write_text("a file where the data folder should be", encoding="utf-8")
    monkeypatch.setattr(storage, "data_dir", lambda: blocked)
    window, files, _prompts = open_hotseat(qtbot)
    play_turn(window, files, ANA, pin="4321")  # autosaved after the submission, to the blocked folder
    storage.flush()
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Autosave failed:"), timeout=5000)
