"""Game flow: the phase sequence, private submissions, defaults for missing orders, endings."""

from __future__ import annotations

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game, OrderRejected
from diplomacy_desktop.engine.history import DRAW, END_YEAR, VICTORY
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.position import Phase, Position, make_units


def play(game: Game, orders: dict[str, list[str]]) -> None:
    for power, texts in orders.items():
        game.seat(power).set_orders([read_order(t, phase_kind=game.position.phase.kind, game_map=standard_map()) for t in texts])
    for power in game.required_powers():
        game.seat(power).submit()
    game.adjudicate()


def test_a_quiet_year_goes_spring_fall_spring_without_retreats_or_winter() -> None:
    game = Game(standard_map())
    play(game, {})
    assert game.position.phase == Phase(1901, "fall", "movement")
    play(game, {})
    assert game.position.phase == Phase(1902, "spring", "movement")
    assert [r.position.phase.code for r in game.history] == ["S1901M", "F1901M"]


def test_captured_centre_gives_a_winter_build_and_changes_owner_only_after_fall() -> None:
    game = Game(standard_map())
    play(game, {"france": ["A mar - spa"]})
    assert "spa" not in game.position.centres  # Spring occupation changes nothing
    play(game, {"france": ["A spa H"]})
    assert game.position.phase == Phase(1901, "winter", "adjustments")
    assert game.position.centres["spa"] == "france"
    assert game.required_powers() == ["france"]
    play(game, {"france": ["BUILD A mar"]})
    assert game.position.phase == Phase(1902, "spring", "movement")
    assert sorted(str(u) for u in game.position.units["france"]) == ["A mar", "A par", "A spa", "F bre"]


def test_retreat_phase_only_when_dislodged_and_unordered_retreat_disbands() -> None:
    units = make_units({"germany": ["A mun", "A ber"], "russia": ["A sil"]})
    game = Game(standard_map(), position=Position(Phase(1901, "spring", "movement"), units, {}))
    play(game, {"germany": ["A mun - sil", "A ber S A mun - sil"]})
    assert game.position.phase == Phase(1901, "spring", "retreats")
    assert game.required_powers() == ["russia"]
    play(game, {})
    assert game.position.phase == Phase(1901, "fall", "movement")
    assert game.position.units["russia"] == ()
    assert game.history[-1].resolution.disbanded[0][1].location == "sil"


def test_pending_orders_are_private_to_each_seat() -> None:
    game = Game(standard_map())
    game.seat("france").set_orders([read_order("A par - bur", game_map=standard_map())])
    assert game.seat("germany").orders() == ()
    assert [str(o) for o in game.seat("france").orders()] == ["A par - bur"]
    assert not any("orders" in name and "pending" in name for name in dir(game) if not name.startswith("_"))


def test_orders_for_another_powers_unit_are_rejected_and_nothing_changes() -> None:
    game = Game(standard_map())
    game.seat("italy").set_orders([read_order("A rom - apu", game_map=standard_map())])
    with pytest.raises(OrderRejected, match="belongs to france"):
        game.seat("italy").set_orders([read_order("A par - bur", game_map=standard_map())])
    assert [str(o) for o in game.seat("italy").orders()] == ["A rom - apu"]


def test_adjudication_waits_for_every_required_power_unless_forced() -> None:
    game = Game(standard_map())
    game.seat("france").submit([])
    with pytest.raises(RuntimeError, match="waiting for orders"):
        game.adjudicate()
    assert game.submitted_powers() == ["france"]
    game.adjudicate(force=True)
    assert game.position.phase.season == "fall"


def test_submission_can_be_reopened_until_adjudication() -> None:
    game = Game(standard_map())
    seat = game.seat("england")
    seat.submit([read_order("F lon - nth", game_map=standard_map())])
    seat.reopen()
    assert not seat.submitted
    assert [str(o) for o in seat.orders()] == ["F lon - nth"]


def test_victory_at_eighteen_centres_after_fall_not_after_spring() -> None:
    seventeen = "bre par mar spa por bel hol mun kie ber den swe nwy lon lvp edi tun".split()
    centres = {c: "france" for c in seventeen} | {"ven": "italy"}
    spring = Game(standard_map(), position=Position(Phase(1905, "spring", "movement"), make_units({"france": ["A tyr"]}), centres))
    play(spring, {"france": ["A tyr - ven"]})
    assert spring.result is None
    fall = Game(standard_map(), position=Position(Phase(1905, "fall", "movement"), make_units({"france": ["A tyr"]}), centres))
    play(fall, {"france": ["A tyr - ven"]})
    assert fall.result is not None and fall.result.kind == VICTORY
    assert fall.result.winners == ("france",)
    with pytest.raises(Exception, match="over"):
        fall.seat("france").submit([])


def test_draw_needs_every_survivor() -> None:
    game = Game(standard_map())
    for power in ["austria", "england", "france", "germany", "italy", "russia"]:
        assert not game.vote_draw(power)
    assert game.vote_draw("turkey")
    assert game.result is not None and game.result.kind == DRAW and len(game.result.winners) == 7


def test_agreed_end_year_ends_after_its_last_phase() -> None:
    game = Game(standard_map(), end_year=1901)
    play(game, {})
    assert game.result is None
    play(game, {})
    assert game.result is not None and game.result.kind == END_YEAR


def test_an_agreed_last_year_before_the_start_is_refused() -> None:
    with pytest.raises(ValueError, match="before"):
        Game(standard_map(), end_year=1900)
