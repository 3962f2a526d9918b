"""Three players play 1901 hot-seat through the real window: at every curtain and every turn no
other player's pending order is on the board, in a panel, in undo, in any text, or readable in
the autosave."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest
from hotseat_helpers import assert_private, open_hotseat, pass_curtain, pending_orders
from window_helpers import click

from diplomacy_desktop.engine.orders import Build
from diplomacy_desktop.ui.hotseat import storage
from diplomacy_desktop.ui.hotseat.stage import Stage


def _submit(window) -> None:  # noqa: ANN001
    """Ctrl+Return: submit, or continue after the results (pressed twice while the phase still
    plays: the first press shows its end at once, see test_hotseat_reveal)."""
    if window.mode.is_playing() and not window.playback.is_done():
        QTest.keyClick(window.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    QTest.keyClick(window.view, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def _choose_power(window, power: str) -> None:  # noqa: ANN001
    window.power_combo.setCurrentIndex(window.power_combo.findData(power))
    assert window.power_on_move == power


def _curtain_for(window, files, player: str) -> None:  # noqa: ANN001
    session = files.session
    assert session.stage == Stage.CURTAIN and session.player == player
    assert player in session.curtain.heading.text()
    assert not window.dock.isVisible() and window.power_on_move == ""
    assert window.scene.drawn_orders() == []
    assert assert_private(window, window.game) >= 0


def _turn(window, files, pin: str = "") -> list[str]:  # noqa: ANN001
    pass_curtain(window, files, pin)
    session = files.session
    assert session.stage == Stage.TURN and window.dock.isVisible()
    powers = window.game.powers_of_player(session.player)
    assert [window.power_combo.itemData(i) for i in range(window.power_combo.count())] == powers
    assert_private(window, window.game, powers)
    return powers


def _after_orders(window, powers: list[str]) -> None:  # noqa: ANN001
    checked = assert_private(window, window.game, powers)
    assert checked >= 0


def test_three_players_play_1901_in_private(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    game = window.game

    # Spring 1901 -------------------------------------------------------------------------
    _curtain_for(window, files, "Ana")
    powers = _turn(window, files, pin="4321")
    _choose_power(window, "germany")
    click(window, "mun"), click(window, "ruh")
    click(window, "ber"), click(window, "mun")
    click(window, "kie"), click(window, "den")
    assert [window.panel.list.item(i).text() for i in range(3)] == ["A Mun - Ruh", "A Ber - Mun", "F Kie - Den"]
    _after_orders(window, powers)
    _submit(window)

    _curtain_for(window, files, "Ben")
    storage.flush()
    assert storage.autosave_path(game).exists()
    qtbot.waitUntil(lambda: "Ana: submitted" in " ".join(c.text() for c in files.session.curtain.strip.chips))
    assert assert_private(window, game) == 3  # Ana's three orders, hidden everywhere
    powers = _turn(window, files)
    _choose_power(window, "russia")
    click(window, "mos"), click(window, "ukr")
    _after_orders(window, powers)
    _submit(window)

    _curtain_for(window, files, "Cora")
    powers = _turn(window, files)
    assert powers == ["france", "turkey"] and window.power_on_move == "france"
    click(window, "par"), click(window, "bur")
    click(window, "bre"), click(window, "mao")
    click(window, "mar"), click(window, "spa")
    assert window.controller.stack.count() == 3
    _after_orders(window, powers)
    _submit(window)

    # every order revealed at once
    assert files.session.stage == Stage.RESULTS
    rows = {row[0]: row[1] for row in window.results.row_texts()}
    assert rows["A Par - Bur"] == "succeeded" and rows["A Mun - Ruh"] == "succeeded"
    assert len(window.scene.drawn_orders()) == 7
    _submit(window)  # Continue

    # Fall 1901: Germany dislodges the French army in Burgundy --------------------------------
    _curtain_for(window, files, "Ana")
    powers = _turn(window, files, pin="4321")
    _choose_power(window, "germany")
    click(window, "ruh"), click(window, "bur")
    click(window, "mun")
    QTest.keyClick(window.view, Qt.Key.Key_S)
    click(window, "ruh"), click(window, "bur")
    assert [str(o) for o in pending_orders(game, "germany")] == ["A ruh - bur", "A mun S A ruh - bur"]
    _submit(window)

    _curtain_for(window, files, "Ben")
    assert assert_private(window, game) == 2
    powers = _turn(window, files)
    _choose_power(window, "russia")
    click(window, "sev"), click(window, "bla")
    _after_orders(window, powers)
    _submit(window)

    _curtain_for(window, files, "Cora")
    powers = _turn(window, files)
    click(window, "mao"), click(window, "por")
    _after_orders(window, powers)
    _submit(window)
    assert files.session.stage == Stage.RESULTS
    assert [d.unit.location for d in game.position.dislodged] == ["bur"]
    _submit(window)

    # Fall 1901 retreats: only Cora has a dislodged unit --------------------------------------
    assert game.position.phase.kind == "retreats"
    _curtain_for(window, files, "Cora")
    assert [name for name, _ in [(c.text(), 0) for c in files.session.curtain.strip.chips]] == [
        "\u25cb Cora: waiting"]
    powers = _turn(window, files)
    assert powers == ["france"]
    click(window, "bur", dislodged=True), click(window, "par")
    assert [str(o) for o in pending_orders(game, "france")] == ["A bur R par"]
    _submit(window)
    assert files.session.stage == Stage.RESULTS
    _submit(window)

    # Winter 1901: Germany builds one, France two; Ben has nothing to do ----------------------
    assert game.position.phase.kind == "adjustments"
    assert game.players_to_act() == ["Ana", "Cora"]
    window.entry.chooser = lambda options: next(o for o in options if o.unit.kind == "A")
    _curtain_for(window, files, "Ana")
    powers = _turn(window, files, pin="4321")
    assert powers == ["germany"]
    click(window, "ber")
    assert window.panel.counter.text() == "No builds or removals left."
    _submit(window)

    _curtain_for(window, files, "Cora")
    assert assert_private(window, game) == 1
    powers = _turn(window, files)
    click(window, "mar")
    window.entry.chooser = lambda options: next(o for o in options if o.unit.kind == "F")
    click(window, "bre")
    assert sorted(str(o) for o in pending_orders(game, "france")) == ["A mar B", "F bre B"]
    _after_orders(window, powers)
    _submit(window)
    assert files.session.stage == Stage.RESULTS
    assert all(isinstance(r.order, Build) for rs in game.history[-1].resolution.results.values() for r in rs)
    _submit(window)

    assert game.position.phase.year == 1902 and game.centre_counts()["france"] == 5
    _curtain_for(window, files, "Ana")
    assert [t for t, _ in prompts.asked].count("Submit orders") == 9  # 3 + 3 + 1 retreat + 2 winter
