"""The table is never stuck and never sees too much: damaged sealed orders are named and entered
again, an absent player's powers go into civil disorder, a forgotten PIN is replaced with the
table's agreement, and the order panel reaches only the seats of the player at the keyboard."""

from __future__ import annotations

import base64
import json

import pytest
from hotseat_helpers import (assert_private, open_hotseat, pass_curtain, pending_orders, play_turn,
                             three_player_game)

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import SeatRefused
from diplomacy_desktop.engine.savefile import load_game
from diplomacy_desktop.ui.hotseat import storage
from diplomacy_desktop.ui.hotseat.stage import Purpose, Stage

ANA = {"germany": ["A mun - ruh", "F kie - den"], "england": ["F lon - nth"]}
BEN = {"russia": ["A war - gal"]}
CORA = {"france": ["A par - bur"]}


def _resume_with(qtbot, damage) -> tuple:  # noqa: ANN001
    """Ana and Ben submit, the autosave is damaged by ``damage(data)``, and the game is resumed."""
    window, files, prompts = open_hotseat(qtbot, three_player_game())
    play_turn(window, files, ANA, pin="4321")
    play_turn(window, files, BEN)
    storage.flush()
    path = storage.autosave_path(window.game)
    data = json.loads(path.read_text(encoding="utf-8"))
    damage(data)
    path.write_text(json.dumps(data), encoding="utf-8")
    window.close_check = None
    window.close()
    window, files, prompts = open_hotseat(qtbot)
    prompts.answers = [True]  # resume
    files.start_up()
    return window, files, prompts


def _flip_tag(data: dict) -> None:
    token = data["pending"]["england"]["sealed"]
    raw = bytearray(base64.b64decode(token[3:]))
    raw[-1] ^= 1
    data["pending"]["england"]["sealed"] = "v3." + base64.b64encode(bytes(raw)).decode()


def test_orders_damaged_in_the_file_are_named_at_start_and_only_they_are_entered_again(qtbot) -> None:
    def truncate(data: dict) -> None:
        data["pending"]["england"]["sealed"] = data["pending"]["england"]["sealed"][:100]

    window, files, prompts = _resume_with(qtbot, truncate)
    game, session = window.game, files.session
    assert any("Ana" in w and "again" in w for w in prompts.warnings), prompts.warnings
    assert session.stage == Stage.CURTAIN and session.player == "Ana"
    assert game.has_submitted("germany") and game.has_submitted("russia") and not game.has_submitted("england")
    assert_private(window, game)
    play_turn(window, files, {"england": ["F lon - eng"]}, pin="4321")
    play_turn(window, files, CORA)
    assert session.stage == Stage.RESULTS
    played = {str(o) for orders in game.history[-1].orders.values() for o in orders}
    assert {"A mun - ruh", "F kie - den", "A war - gal", "F lon - eng", "A par - bur"} <= played


def test_a_right_pin_on_damaged_orders_lets_the_player_enter_them_again(qtbot) -> None:
    window, files, prompts = _resume_with(qtbot, _flip_tag)
    game, session = window.game, files.session
    assert prompts.warnings == []  # only the key can tell this damage
    play_turn(window, files, CORA)
    assert session.stage == Stage.CURTAIN and session.purpose == Purpose.UNLOCK and session.player == "Ana"
    pass_curtain(window, files, "4321")  # no exception escapes: the player is told and asked again
    assert any("Ana" in w for w in prompts.warnings)
    assert session.stage == Stage.TURN and session.player == "Ana"
    assert window.panel.list.count() == 0 and pending_orders(game, "england") == ()
    assert window.controller.give_text("F lon - eng")
    session.proceed()
    assert session.stage == Stage.RESULTS
    assert [str(o) for o in game.history[-1].orders["england"]] == ["F lon - eng"]


def test_the_table_can_go_on_without_an_absent_player(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot, three_player_game())
    game, session = window.game, files.session
    play_turn(window, files, ANA, pin="4321")
    assert session.player == "Ben" and session.curtain.absent_button.isVisible()
    session.curtain.absent_button.click()
    assert "civil disorder" in prompts.asked[-1][1]
    assert session.player == "Cora"
    assert "\u25cb Cora: waiting" in [c.text() for c in session.curtain.strip.chips]
    assert any("Ben: civil disorder" in c.text() for c in session.curtain.strip.chips)
    play_turn(window, files, CORA)
    assert session.stage == Stage.RESULTS
    assert sorted(str(u) for u in game.position.units["russia"]) == ["A mos", "A war", "F sev", "F stp/sc"]
    assert "russia" not in game.history[-1].orders


def test_declining_civil_disorder_keeps_waiting_for_the_player(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot, three_player_game())
    play_turn(window, files, ANA, pin="4321")
    prompts.answers = [False]
    files.session.curtain.absent_button.click()
    assert files.session.player == "Ben" and window.game.absent_powers() == []


def test_a_forgotten_pin_is_replaced_with_the_tables_agreement_and_the_orders_go_unread(qtbot) -> None:
    window, files, prompts = _resume_with(qtbot, lambda data: None)
    game, session = window.game, files.session
    play_turn(window, files, CORA)
    assert session.purpose == Purpose.UNLOCK and session.player == "Ana"
    assert session.curtain.forgot_button.isVisible()
    prompts.secret = "green kite"
    session.curtain.forgot_button.click()
    assert any("forgot" in text for _, text in prompts.asked)
    assert session.stage == Stage.TURN and session.player == "Ana"
    assert window.panel.list.count() == 0  # her sealed orders were discarded, not shown
    for power in ("germany", "england", "austria"):
        window.power_combo.setCurrentIndex(window.power_combo.findData(power))
        assert window.panel.list.count() == 0
    session.proceed()
    assert session.stage == Stage.RESULTS
    played = {str(o) for orders in game.history[-1].orders.values() for o in orders}
    assert "A mun - ruh" not in played and "A war - gal" in played
    assert game.admit("Ana", "4321") is None and game.admit("Ana", "green kite") is not None


def test_the_forgotten_pin_button_does_nothing_if_the_table_says_no(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot, three_player_game())
    session = files.session
    assert session.player == "Ana" and session.curtain.forgot_button.isVisible()
    prompts.answers = [False]
    session.curtain.forgot_button.click()
    assert session.stage == Stage.CURTAIN and window.game.admit("Ana", "4321") is not None


def test_the_order_panel_reaches_only_the_seats_of_the_player_at_the_keyboard(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot, three_player_game())
    session = files.session
    play_turn(window, files, ANA, pin="4321")
    with pytest.raises(SeatRefused):  # between turns: nobody's seat
        window.controller.seat_for("russia")
    pass_curtain(window, files)
    assert session.stage == Stage.TURN and session.player == "Ben"
    assert window.controller.seat_for("russia").power == "russia"
    for power in ("germany", "france"):
        with pytest.raises(SeatRefused):
            window.controller.seat_for(power)


def _damage_anas_lock(data: dict) -> None:
    lock = data["players"][0]["pin"]
    raw = bytearray(base64.b64decode(lock["salt"]))
    raw[0] ^= 1
    lock["salt"] = base64.b64encode(bytes(raw)).decode()


def test_a_damaged_pin_lock_is_named_and_its_player_sets_a_new_pin_at_the_curtain(qtbot) -> None:
    window, files, prompts = _resume_with(qtbot, _damage_anas_lock)
    game, session = window.game, files.session
    assert any("PIN lock" in w and "Ana" in w for w in prompts.warnings), prompts.warnings
    assert session.stage == Stage.CURTAIN and session.player == "Ana"
    curtain = session.curtain
    assert curtain.pin.isHidden() and "new PIN" in curtain.button.text()  # nothing to check a PIN against
    assert not game.has_submitted("england") and game.has_submitted("russia")
    prompts.secret = "8642"
    play_turn(window, files, {"england": ["F lon - eng"], "germany": ["A mun - ruh"]})
    assert ("new PIN", "Ana") in prompts.asked and game.damaged_locks() == []
    assert session.stage == Stage.CURTAIN and session.player == "Cora"
    storage.flush()
    saved = load_game(storage.autosave_path(game), standard_map())
    assert saved.damaged_locks() == [] and saved.admit("Ana", "4321") is None and saved.admit("Ana", "8642")
    play_turn(window, files, CORA)
    assert session.stage == Stage.RESULTS
    assert [str(o) for o in game.history[-1].orders["england"]] == ["F lon - eng"]
