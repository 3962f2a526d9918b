"""The two-player 1914 game: neutral, closed Italy until a coin toss, 24 centres to win."""

from __future__ import annotations

import random
from pathlib import Path

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.history import VICTORY
from diplomacy_desktop.engine.legal import legal_orders
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.position import Phase, Position, make_units
from diplomacy_desktop.engine.savefile import load_game, save_game
from diplomacy_desktop.engine.table import WW1, make_table

ITALY = {"apu", "nap", "pie", "rom", "tus", "ven"}


def two_player_game(seed: int = 1) -> Game:
    table = make_table(["Ana", "Ben"], [("england", "france", "russia"), ("austria", "germany", "turkey")])
    return Game(standard_map(), table=table, neutral=table.neutral, rng=random.Random(seed))


def submit_all(game: Game, orders: dict[str, list[str]] | None = None) -> None:
    orders = orders or {}
    for power in game.required_powers():
        admitted_seat(game, power).submit([read_order(t, game_map=standard_map()) for t in orders.get(power, [])])
    game.adjudicate()


def test_two_players_start_in_1914_with_italy_closed_and_neutral() -> None:
    game = two_player_game()
    assert game.scenario == WW1
    assert game.position.phase == Phase(1914, "spring", "movement")
    assert game.position.closed == ITALY
    assert "italy" not in game.required_powers()
    targets = {o.dest for o in legal_orders(game.position, "austria", "tri", standard_map()) if hasattr(o, "dest")}
    assert "ven" not in targets and "alb" in targets


def test_moving_into_italy_is_void_with_the_reason() -> None:
    game = two_player_game()
    admitted_seat(game, "austria").submit([read_order("A vie - tyr", game_map=standard_map()), read_order("F tri - ven", game_map=standard_map())])
    for power in game.required_powers():
        if power != "austria":
            admitted_seat(game, power).submit([])
    resolution = game.adjudicate()
    result = resolution.results["austria"][1]
    assert result.outcome.value == "void" and result.reason.code == "closed_province"


def test_coin_toss_after_fall_1914_gives_italy_to_one_player_and_opens_it() -> None:
    game = two_player_game(seed=5)
    submit_all(game)
    assert game.coin_toss is None
    submit_all(game)
    assert game.coin_toss in ("Ana", "Ben")
    assert game.position.closed == frozenset()
    winner = game.table.player_of("italy")
    assert winner is not None and winner.name == game.coin_toss
    assert "italy" not in game.neutral
    submit_all(game)  # Spring 1915: Italy is now ordered by its new player
    assert game.position.phase == Phase(1915, "fall", "movement")


def test_coin_toss_and_closed_italy_survive_a_save(tmp_path: Path) -> None:
    path = tmp_path / "ww1.json"
    game = two_player_game()
    save_game(game, path)
    assert load_game(path, standard_map()).position.closed == ITALY
    submit_all(game)
    submit_all(game)
    save_game(game, path)
    loaded = load_game(path, standard_map())
    assert loaded.coin_toss == game.coin_toss and loaded.position.closed == frozenset()
    assert loaded.table.player_of("italy").name == game.coin_toss


def test_a_player_wins_with_24_centres_across_their_powers() -> None:
    table = make_table(["Ana", "Ben"], [("england", "france", "russia"), ("austria", "germany", "turkey")])
    ana = "lon edi lvp bre par mar mos sev stp war spa por bel hol den nwy swe".split()  # 17
    ben = "vie bud tri ber mun kie ank con smy gre ser rum bul".split()
    centres = {c: ("england" if i < 3 else "france" if i < 8 else "russia") for i, c in enumerate(ana)}
    centres.update({c: "austria" for c in ben})
    centres.update({"tun": "france", "nap": "france", "rom": "france", "ven": "france", "mun": "russia",
                    "kie": "russia"})
    units = make_units({"russia": ["A ber"]})
    position = Position(Phase(1916, "fall", "movement"), units, centres)
    game = Game(standard_map(), table=table, neutral=(), position=position, coin_toss=None)
    total = sum(1 for owner in centres.values() if owner in ("england", "france", "russia"))
    assert total == 23
    submit_all(game, {"russia": ["A ber H"]})
    assert game.result is not None and game.result.kind == VICTORY
    assert set(game.result.winners) == {"england", "france", "russia"}


def admitted_seat(game: Game, power: str, pin: str = ""):  # noqa: ANN201 - a Seat
    """``power``'s seat at a table, its player admitted as at the curtain (with ``pin`` if set)."""
    player = game.table.player_of(power).name  # type: ignore[union-attr]
    return game.seat(power, game.admit(player, pin))
