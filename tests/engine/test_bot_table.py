"""Bots at a hot-seat table: the table records them, the game hands a bot its own seat and no
player's, and saves keep them (levels and the seed of their dice) or say which field is wrong."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.bots.seats import BotSeats
from diplomacy_desktop.engine.game import Game, SeatRefused
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.position import ADJUSTMENTS
from diplomacy_desktop.engine.savefile import (VERSION, SaveFileError, game_from_json, game_to_json, load_game,
                                               position_to_json, save_game)
from diplomacy_desktop.engine.table import BotChair, TableError, make_bot_table, make_table

LEVELS = {"austria": "easy", "germany": "normal", "italy": "hard", "russia": "easy", "turkey": "normal"}


def bot_game(seed: int = 11) -> Game:
    table = make_bot_table(["Ana", "Ben"], LEVELS, seed, ["england", "france"])
    return Game(standard_map(), table=table, neutral=table.neutral, end_year=1905)


def test_each_player_plays_one_power_and_bots_the_rest() -> None:
    table = make_bot_table(["Ana", "Ben"], LEVELS, 11, ["england", "france"])
    assert [(p.name, p.powers) for p in table.players] == [("Ana", ("england",)), ("Ben", ("france",))]
    assert table.bots == tuple(BotChair(p, LEVELS[p]) for p in ("austria", "germany", "italy", "russia", "turkey"))
    assert table.neutral == () and table.bot_seed == 11 and table.bot_level("italy") == "hard"
    assert table.bot_level("england") is None and table.player_of("italy") is None


def test_a_random_draw_leaves_the_other_powers_to_bots() -> None:
    levels = {p: "easy" for p in ("austria", "england", "france", "germany", "italy", "russia", "turkey")}
    table = make_bot_table(["Ana", "Ben", "Cora"], levels, 3, rng=random.Random(5))
    humans = [p for pl in table.players for p in pl.powers]
    assert len(set(humans)) == 3 and sorted(humans + list(table.bot_powers())) == sorted(levels)
    again = make_bot_table(["Ana", "Ben", "Cora"], levels, 3, rng=random.Random(5))
    assert again == table


@pytest.mark.parametrize("names, levels, powers, message", [
    (["Ana", "ana"], LEVELS, ["england", "france"], "same name"),
    (["Ana", "Ben"], {**LEVELS, "turkey": "expert"}, ["england", "france"], "unknown bot level: turkey=expert"),
    (["Ana", "Ben"], {k: v for k, v in LEVELS.items() if k != "italy"}, ["england", "france"], "no bot level for italy"),
    (["Ana", "Ben"], LEVELS, ["england", "england"], "one different power"),
    (["Ana", "Ben"], LEVELS, ["england", "prussia"], "one different power"),
])
def test_bad_bot_tables_are_refused(names, levels, powers, message: str) -> None:  # noqa: ANN001
    with pytest.raises(TableError, match=message):
        make_bot_table(names, levels, 1, powers)


def test_a_bot_seat_opens_only_a_bot_power() -> None:
    game = bot_game()
    seat = game.bot_seat("italy")
    seat.submit([read_order("A ven - tyr", game_map=standard_map())])
    assert game.has_submitted("italy")
    for human in ("england", "france"):  # a player's power is never reachable this way
        with pytest.raises(SeatRefused, match="admit that player"):
            game.bot_seat(human)
    with pytest.raises(SeatRefused, match="played by a bot"):  # nor a bot's with a player's admission
        game.seat("italy", game.admit("Ana"))
    with pytest.raises(SeatRefused):
        Game(standard_map()).bot_seat("italy")  # practice has no table, so no bots
    six = make_table(["A", "B", "C", "D", "E", "F"], None, random.Random(1))
    with pytest.raises(SeatRefused, match="not played by anyone"):
        Game(standard_map(), table=six, neutral=six.neutral).bot_seat("italy")  # neutral, not a bot


def test_the_game_waits_for_bots_but_asks_only_the_players() -> None:
    game = bot_game()
    assert game.players_to_act() == ["Ana", "Ben"]
    for player in ("Ana", "Ben"):
        admission = game.admit(player)
        for seat in game.seats(admission):
            seat.submit([])
    assert game.players_to_act() == [] and not game.all_submitted()
    bots = BotSeats(game, {b.power: b.level for b in game.table.bots}, game.table.bot_seed)
    assert bots.act(game.bot_seat) == ("austria", "germany", "italy", "russia", "turkey")
    assert game.all_submitted()
    game.adjudicate()
    assert set(game.history[-1].orders) == {"england", "france", "austria", "germany", "italy", "russia", "turkey"}


def _play_to_build(game: Game, stop_after_humans_in: str | None = None) -> Game:
    """Humans hold every unit (Ana) or give nothing (Ben); the bots play; stops mid-phase when asked."""
    while not game.is_over and game.position.phase.year < 1903:
        for player in game.players_to_act():
            admission = game.admit(player)
            for seat in game.seats(admission):
                seat.submit([])
        if stop_after_humans_in == game.position.phase.code:
            return game
        BotSeats(game, {b.power: b.level for b in game.table.bots}, game.table.bot_seed).act(game.bot_seat)
        game.adjudicate()
    return game


def test_saved_bot_seats_reopen_with_the_same_bots_and_the_same_orders(tmp_path: Path) -> None:
    straight = _play_to_build(bot_game(seed=4))
    assert any(r.position.phase.kind == ADJUSTMENTS for r in straight.history)

    half = _play_to_build(bot_game(seed=4), stop_after_humans_in="F1901M")
    assert half.position.phase.code == "F1901M"
    path = tmp_path / "bots.json"
    save_game(half, path)
    data = json.loads(path.read_text())
    assert data["version"] == VERSION and data["bots"] == {"seed": 4, "levels": LEVELS}
    reopened = load_game(path, standard_map())
    assert reopened.table.bots == half.table.bots and reopened.table.bot_seed == 4
    _play_to_build(reopened)
    assert [r.orders for r in reopened.history] == [r.orders for r in straight.history]
    assert position_to_json(reopened.position) == position_to_json(straight.position)


def test_a_game_without_bots_saves_no_bots_and_older_saves_load() -> None:
    table = make_table(["A", "B", "C"], None, random.Random(2))
    data = game_to_json(Game(standard_map(), table=table, neutral=table.neutral))
    assert data["bots"] is None
    data["version"] = 1
    del data["bots"]  # written before bots existed
    assert game_from_json(data, standard_map()).table.bots == ()


@pytest.mark.parametrize("bots, message", [
    ("hard", "bots: must be an object"),
    ({"levels": LEVELS}, "bots.seed: missing"),
    ({"seed": "4", "levels": LEVELS}, "bots.seed: must be int"),
    ({"seed": True, "levels": LEVELS}, "bots.seed: must be int"),
    ({"seed": -1, "levels": LEVELS}, "bots.seed: must be a whole number"),
    ({"seed": 2**70, "levels": LEVELS}, "bots.seed: must be a whole number"),
    ({"seed": 4}, "bots.levels: missing"),
    ({"seed": 4, "levels": []}, "bots.levels: must be dict"),
    ({"seed": 4, "levels": {}}, "bots.levels: names no power"),
    ({"seed": 4, "levels": {**LEVELS, "italy": "expert"}}, "bots.levels.italy: unknown bot level 'expert'"),
    ({"seed": 4, "levels": {**LEVELS, "italy": 3}}, "bots.levels.italy: unknown bot level 3"),
    ({"seed": 4, "levels": {**LEVELS, "prussia": "easy"}}, "bots.levels.prussia: unknown power"),
    ({"seed": 4, "levels": {**LEVELS, "england": "easy"}}, "bots.levels.england: england has a player"),
    ({"seed": 4, "levels": {k: v for k, v in LEVELS.items() if k != "turkey"}}, "nobody plays turkey"),
])
def test_bad_bot_fields_are_named(bots, message: str) -> None:  # noqa: ANN001
    data = game_to_json(bot_game(seed=4))
    data["bots"] = bots
    with pytest.raises(SaveFileError, match=message.replace("(", r"\(")):
        game_from_json(data, standard_map())


def test_bots_need_a_table_and_are_never_neutral() -> None:
    data = game_to_json(Game(standard_map()))
    data["bots"] = {"seed": 1, "levels": {"italy": "easy"}}
    with pytest.raises(SaveFileError, match="bots: a game without players has no bot seats"):
        game_from_json(data, standard_map())
    six = make_table(["A", "B", "C", "D", "E", "F"], None, random.Random(1))
    data = game_to_json(Game(standard_map(), table=six, neutral=six.neutral))
    data["bots"] = {"seed": 1, "levels": {"italy": "easy"}}
    with pytest.raises(SaveFileError, match="bots.levels.italy: italy is neutral"):
        game_from_json(data, standard_map())


def test_a_newer_version_is_refused() -> None:
    data = game_to_json(bot_game())
    data["version"] = VERSION + 1
    with pytest.raises(SaveFileError, match="newer"):
        game_from_json(data, standard_map())
