"""Seating for fewer than seven players follows the rulebooks' alternative rules."""

from __future__ import annotations

import random

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.table import TableError, make_table, neutral_powers, seating_groups


def test_six_players_leave_italy_neutral_and_five_leave_germany_too() -> None:
    assert neutral_powers(7) == ()
    assert neutral_powers(6) == ("italy",)
    assert neutral_powers(5) == ("germany", "italy")


def test_four_and_three_player_groups() -> None:
    assert sorted(seating_groups(4)) == sorted([("england",), ("austria", "france"), ("germany", "turkey"),
                                                ("italy", "russia")])
    assert sorted(seating_groups(3)) == sorted([("austria", "england", "germany"), ("italy", "russia"),
                                                ("france", "turkey")])


def test_random_draw_seats_every_group_once() -> None:
    table = make_table(["Ana", "Ben", "Cora"], rng=random.Random(4))
    assert sorted(p.powers for p in table.players) == sorted(seating_groups(3))
    assert table.player_of("turkey") is not None and "france" in table.player_of("turkey").powers


@pytest.mark.parametrize("names,groups,message", [
    (["Ana"], None, "2 to 7|3 to 7"),
    (["Ana", "ana", "Ben"], None, "same name"),
    (["Ana", " ", "Ben"], None, "needs a name"),
    (["Ana", "Ben", "Cora"], [("england",), ("italy", "russia"), ("france", "turkey")], "groups"),
])
def test_bad_seating_is_refused(names, groups, message: str) -> None:
    with pytest.raises(TableError, match=message):
        make_table(names, groups)


def test_neutral_powers_are_not_waited_for_and_their_units_hold() -> None:
    game = Game(standard_map(), neutral=neutral_powers(6))
    assert "italy" not in game.required_powers()
    for power in game.required_powers():
        game.seat(power).submit([])
    game.adjudicate()
    assert sorted(str(u) for u in game.position.units["italy"]) == ["A rom", "A ven", "F nap"]


def test_players_to_act_follow_the_phase_and_their_submissions() -> None:
    from diplomacy_desktop.engine.notation import read_order
    from diplomacy_desktop.engine.table import make_table

    table = make_table(["Ana", "Ben", "Cora"], [("austria", "england", "germany"), ("italy", "russia"),
                                               ("france", "turkey")])
    game = Game(standard_map(), table=table)
    assert game.players_to_act() == ["Ana", "Ben", "Cora"]
    assert game.powers_of_player("Ben") == ["italy", "russia"]
    admitted_seat(game, "italy").submit([])
    assert game.players_to_act() == ["Ana", "Ben", "Cora"]  # Russia still open
    admitted_seat(game, "russia").submit([read_order("A war - gal", game_map=standard_map())])
    assert game.players_to_act() == ["Ana", "Cora"]


def admitted_seat(game: Game, power: str, pin: str = ""):  # noqa: ANN201 - a Seat
    """``power``'s seat at a table, its player admitted as at the curtain (with ``pin`` if set)."""
    player = game.table.player_of(power).name  # type: ignore[union-attr]
    return game.seat(power, game.admit(player, pin))
