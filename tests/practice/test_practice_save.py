"""A practice game in a save file: the setup and the bots' seed come back, bad fields are refused
naming the field, and saves from before practice mode still load."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.engine.savefile import (SaveFileError, game_from_json, game_to_json, load_game,
                                               position_to_json, save_game)
from diplomacy_desktop.engine.table import Player, Table
from diplomacy_desktop.practice.session import PracticeGame, new_setup

SETUP = PracticeSetup("turkey", "easy", "turkey/crimean-crusher", 123)


def test_a_practice_game_saves_and_reopens_with_its_setup(tmp_path: Path) -> None:
    practice = PracticeGame(SETUP, Game(standard_map()))
    practice.game.seat("turkey").set_orders(practice.opening_orders())
    practice.play()
    save_game(practice.game, tmp_path / "p.json")
    again = load_game(tmp_path / "p.json", standard_map())
    assert again.practice == SETUP and position_to_json(again.position) == position_to_json(practice.game.position)
    assert [r.orders for r in again.history] == [r.orders for r in practice.game.history]
    assert json.loads((tmp_path / "p.json").read_text(encoding="utf-8"))["practice"] == {
        "power": "turkey", "level": "easy", "opening": "turkey/crimean-crusher", "seed": 123}


def test_a_reopened_game_gets_the_same_bot_orders_as_one_played_straight_through(tmp_path: Path) -> None:
    straight = PracticeGame(SETUP, Game(standard_map()))
    straight.game.seat("turkey").set_orders(straight.opening_orders())
    straight.play()
    save_game(straight.game, tmp_path / "p.json")
    for _ in range(3):
        straight.play()
    reopened = PracticeGame(load_game(tmp_path / "p.json", standard_map()).practice, load_game(tmp_path / "p.json", standard_map()))
    for _ in range(3):
        reopened.play()
    assert [r.orders for r in reopened.game.history] == [r.orders for r in straight.game.history]
    assert position_to_json(reopened.game.position) == position_to_json(straight.game.position)


def test_a_save_from_before_practice_mode_loads_as_a_sandbox_game() -> None:
    data = game_to_json(Game(standard_map()))
    del data["practice"]
    assert game_from_json(data, standard_map()).practice is None
    data["practice"] = None
    assert game_from_json(data, standard_map()).practice is None


@pytest.mark.parametrize("change, message", [
    (lambda p: p.update(power="narnia"), "practice.power: unknown power 'narnia'"),
    (lambda p: p.pop("power"), "practice.power: unknown power None"),
    (lambda p: p.update(level="expert"), "practice.level: unknown bot level 'expert'"),
    (lambda p: p.update(level=2), "practice.level: expected a bot level, got 2"),
    (lambda p: p.update(opening=7), "practice.opening: expected an opening id or null, got 7"),
    (lambda p: p.update(opening="france/maginot-opening"), "practice.opening: 'france/maginot-opening' is not "
                                                          "an opening id of turkey"),
    (lambda p: p.update(opening="turkey/../x"), "practice.opening: 'turkey/../x' is not"),
    (lambda p: p.update(seed=-1), "practice.seed: expected a whole number"),
    (lambda p: p.update(seed=True), "practice.seed: expected a whole number"),
    (lambda p: p.update(seed="7"), "practice.seed: expected a whole number"),
    (lambda p: p.update(seed=2 ** 70), "practice.seed: expected a whole number"),
    (lambda p: p.update(bots="all"), "practice.bots: unknown field"),
])
def test_bad_practice_fields_are_refused_naming_the_field(change, message: str) -> None:  # noqa: ANN001
    data = game_to_json(Game(standard_map(), practice=SETUP))
    change(data["practice"])
    with pytest.raises(SaveFileError) as caught:
        game_from_json(json.loads(json.dumps(data)), standard_map())
    assert str(caught.value).startswith(message)


def test_a_practice_block_that_is_not_an_object_or_sits_beside_players_is_refused() -> None:
    data = game_to_json(Game(standard_map(), practice=SETUP))
    data["practice"] = ["turkey"]
    with pytest.raises(SaveFileError, match="practice: must be an object or null"):
        game_from_json(data, standard_map())
    table = Table(tuple(Player(p, (p,)) for p in ("austria", "england", "france", "germany", "italy", "russia",
                                                   "turkey")), ())
    data = game_to_json(Game(standard_map(), table=table))
    data["practice"] = SETUP.to_json()
    with pytest.raises(SaveFileError, match="practice: a game with players at a table is not a practice game"):
        game_from_json(data, standard_map())


def test_an_opening_the_book_does_not_have_is_refused_by_the_practice_game() -> None:
    """The save file checks the id's form; whether the book has it is the practice package's check."""
    setup = PracticeSetup("turkey", "easy", "turkey/no-such-opening", 1)
    game = game_from_json(game_to_json(Game(standard_map(), practice=setup)), standard_map())
    with pytest.raises(ValueError, match="practice.opening: 'turkey/no-such-opening' is not in the openings book"):
        PracticeGame(game.practice, game)


def test_new_setups_draw_fresh_dice_within_the_saved_range() -> None:
    seeds = {new_setup("france", "normal").seed for _ in range(5)}
    assert len(seeds) > 1 and all(0 <= s < 2 ** 63 for s in seeds)
