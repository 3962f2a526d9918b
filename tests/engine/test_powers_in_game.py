"""Who is still in the game: a power with a unit, a dislodged unit whose retreat is pending, or a
supply centre. The engine answers it once (``position.powers_in_game``); the draw vote asks those
powers and the board tints their home land."""

from __future__ import annotations

import random

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.position import FALL, MOVEMENT, RETREATS, Phase, Position, make_units, powers_in_game
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.engine.table import make_table

MAP = standard_map()
SEVEN = ("austria", "england", "france", "germany", "italy", "russia", "turkey")


def turkeys_last_army() -> Game:
    """Fall 1905: Turkey has lost every centre and has one army left, in Armenia; Russia attacks it
    with support. The other powers keep their home centres (each is in the game)."""
    start = Game(MAP).position
    centres = dict(start.centres) | {"ank": "russia", "con": "russia", "smy": "russia"}
    units = {p: () for p in SEVEN} | make_units({"turkey": ["A arm"], "russia": ["A sev", "F bla"]})
    return Game(MAP, Position(Phase(1905, FALL, MOVEMENT), units, centres))


def play(game: Game, orders: dict[str, list[str]]) -> None:
    for power in game.required_powers():
        game.seat(power).submit([read_order(t, game_map=MAP) for t in orders.get(power, [])])
    game.adjudicate()


def test_a_power_with_only_a_dislodged_unit_is_still_in_the_game_until_it_is_gone() -> None:
    game = turkeys_last_army()
    play(game, {"russia": ["A sev - arm", "F bla S A sev - arm"], "turkey": ["A arm H"]})
    assert game.position.phase.kind == RETREATS
    assert not game.position.units["turkey"] and "turkey" not in game.position.centres.values()
    assert "turkey" in powers_in_game(game.position)  # its retreat is still to come
    assert "turkey" in game.surviving_powers() and "turkey" in game.draw_ballot().powers
    play(game, {})  # no retreat ordered: the army is disbanded
    assert "turkey" not in powers_in_game(game.position)
    assert "turkey" not in game.surviving_powers() and "turkey" not in game.draw_ballot().powers


def test_a_power_whose_last_army_retreats_stays_in_the_game() -> None:
    game = turkeys_last_army()
    play(game, {"russia": ["A sev - arm", "F bla S A sev - arm"]})
    play(game, {"turkey": ["A arm R syr"]})
    assert game.position.units["turkey"] and "turkey" in powers_in_game(game.position)


def test_the_absent_powers_of_france_vs_austria_are_not_in_the_game() -> None:
    game = Game(MAP)
    game.begin_practice(PracticeSetup("france", "easy", None, 3, "france-austria"))
    assert powers_in_game(game.position) == {"france", "austria"}
    assert game.surviving_powers() == ["austria", "france"]  # only they vote on a draw
    assert game.draw_ballot().powers == ("austria", "france")


def test_a_neutral_power_with_units_is_in_the_game() -> None:
    """In the 1914 game nobody plays Italy before the coin toss, but its units are on the board."""
    table = make_table(["Ana", "Ben"], [("england", "france", "russia"), ("austria", "germany", "turkey")])
    game = Game(MAP, table=table, neutral=table.neutral, rng=random.Random(1))
    assert "italy" in game.neutral and powers_in_game(game.position) == set(SEVEN)
    assert game.surviving_powers() == list(SEVEN)
