"""Bots at a game's seats: they order only their own powers, from the public position, repeatably."""

from __future__ import annotations

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.bots import Level
from diplomacy_desktop.bots.seats import BotSeats
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order

OTHERS = ("austria", "england", "germany", "italy", "russia", "turkey")


def _play_spring(seed: int) -> list[str]:
    game = Game(standard_map())
    game.seat("france").submit([read_order(o, game_map=standard_map()) for o in ("A par - bur", "A mar - spa", "F bre - mao")])
    bots = BotSeats(game, {p: Level.EASY for p in OTHERS}, seed)
    assert bots.waiting() == OTHERS
    assert bots.act() == OTHERS
    assert game.all_submitted()
    resolution = game.adjudicate()
    return sorted(str(r.order) for results in resolution.results.values() for r in results)


def test_bots_order_every_other_power_and_the_phase_resolves() -> None:
    orders = _play_spring(seed=3)
    assert len(orders) == 22
    assert "A par - bur" in orders


def test_same_seed_same_orders_and_nothing_left_to_do_after_acting() -> None:
    assert _play_spring(seed=5) == _play_spring(seed=5)


def test_a_bot_never_orders_a_player_power_nor_an_unknown_one() -> None:
    game = Game(standard_map())
    bots = BotSeats(game, {"england": "normal"}, 1)
    bots.act()
    assert game.submitted_powers() == ["england"]
    with pytest.raises(ValueError, match="atlantis"):
        BotSeats(game, {"atlantis": "easy"}, 1)
