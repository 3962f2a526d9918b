"""Autosave lives in the user's data folder; a finished or damaged autosave is not offered."""

from __future__ import annotations

from pathlib import Path

import pytest

from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.orders import parse_order
from diplomacy_desktop.ui.hotseat import storage


@pytest.fixture
def data_folder(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setattr(storage, "data_dir", lambda: tmp_path)
    return tmp_path


def test_autosave_is_offered_back_with_its_pending_orders(data_folder: Path) -> None:
    game = Game()
    game.seat("france").submit([parse_order("A par - bur")])
    path = storage.autosave(game)
    assert path.parent == data_folder
    resumed, problem = storage.unfinished_autosave()
    assert problem is None and resumed is not None
    assert [str(o) for o in resumed.seat("france").orders()] == ["A par - bur"]


def test_no_autosave_and_finished_games_are_not_offered(data_folder: Path) -> None:
    assert storage.unfinished_autosave() == (None, None)
    game = Game()
    for power in game.surviving_powers():
        game.vote_draw(power)
    storage.autosave(game)
    assert storage.unfinished_autosave() == (None, None)


def test_damaged_autosave_gives_the_reason_and_is_left_in_place(data_folder: Path) -> None:
    storage.autosave_path().write_text("{ broken")
    game, problem = storage.unfinished_autosave()
    assert game is None and problem is not None and "not valid JSON" in problem
    assert storage.autosave_path().exists()


def test_default_data_dir_is_a_per_user_location() -> None:
    assert storage.data_dir().is_absolute()
