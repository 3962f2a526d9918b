"""A draw is a secret ballot: every survivor is asked, only the outcome is known."""

from __future__ import annotations

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.draw_ballot import DrawBallot
from diplomacy_desktop.engine.game import Game, GameOver
from diplomacy_desktop.engine.history import DRAW
from diplomacy_desktop.engine.position import Phase, Position, make_units

SEVEN = ["austria", "england", "france", "germany", "italy", "russia", "turkey"]


def test_the_ballot_asks_every_survivor_and_a_unanimous_yes_ends_the_game() -> None:
    game = Game(standard_map())
    ballot = game.draw_ballot()
    assert list(ballot.powers) == SEVEN
    for power in SEVEN:
        assert not game.is_over
        ballot.cast(power, True)
    assert game.settle_draw(ballot)
    assert game.result is not None and game.result.kind == DRAW and list(game.result.winners) == SEVEN


@pytest.mark.parametrize("refuser", SEVEN)
def test_one_refusal_anywhere_in_the_order_is_a_no_and_leaves_no_trace_of_who(refuser: str) -> None:
    game = Game(standard_map())
    ballot = game.draw_ballot()
    for power in SEVEN:
        ballot.cast(power, power != refuser)
    assert not game.settle_draw(ballot)
    assert not game.is_over and not game.draw_votes()
    # the ballot looks the same whoever refused: only who voted (everyone) and the outcome
    others = DrawBallot(SEVEN)
    for power in SEVEN:
        others.cast(power, power != SEVEN[-1 - SEVEN.index(refuser)])
    assert vars(ballot) == vars(others)


def test_the_ballot_cannot_be_settled_before_everyone_voted() -> None:
    game = Game(standard_map())
    ballot = game.draw_ballot()
    for power in SEVEN[:-1]:
        ballot.cast(power, True)
    with pytest.raises(ValueError, match="turkey"):
        game.settle_draw(ballot)
    assert not game.is_over


def test_each_power_votes_once_and_only_powers_asked_vote() -> None:
    units = make_units({"france": ["A par"], "germany": ["A ber"]})
    game = Game(standard_map(), position=Position(Phase(1905, "spring", "movement"), units, {"par": "france", "ber": "germany"}))
    ballot = game.draw_ballot()
    assert ballot.powers == ("france", "germany")
    ballot.cast("france", True)
    with pytest.raises(ValueError, match="already voted"):
        ballot.cast("france", False)
    with pytest.raises(KeyError):
        ballot.cast("italy", True)
    ballot.cast("germany", True)
    assert game.settle_draw(ballot) and game.result.winners == ("france", "germany")


def test_no_ballot_once_the_game_is_over() -> None:
    game = Game(standard_map())
    ballot = game.draw_ballot()
    for power in SEVEN:
        ballot.cast(power, True)
    game.settle_draw(ballot)
    with pytest.raises(GameOver):
        game.draw_ballot()
    with pytest.raises(GameOver):
        game.settle_draw(ballot)
