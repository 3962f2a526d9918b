"""The Submit confirmation repeats what the player is about to seal by mistake: the units left
without an order, by name, and (for a player with beginner's help) the likely mistakes the order
panel listed, in the panel's own words. A count alone ("units without an order: 2") did not
say which units, and a player who had missed the panel's warning sealed it."""

from __future__ import annotations

from hotseat_helpers import open_hotseat, pass_curtain
from test_practice_mode import open_practice

from diplomacy_desktop.bots import Level
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.ui.hotseat.stage import Stage
from diplomacy_desktop.ui.orders.advice_view import PRACTICE, remember_help

CLASH = ("“A Mun - Sil” and “A Ber - Sil” both go to Silesia: with equal support neither moves. "
         "Send one elsewhere, or support one of them.")


def _ana_orders_then_submit(qtbot, orders: list[str]):  # noqa: ANN001, ANN202
    """Ana (Austria, England, Germany) gives Germany ``orders`` and presses Submit, then keeps
    editing: (the panel's warnings before Submit, the confirmation's text)."""
    window, files, prompts = open_hotseat(qtbot)
    pass_curtain(window, files, "4321")
    window.power_combo.setCurrentIndex(window.power_combo.findData("germany"))
    for text in orders:
        assert window.controller.give_text(text)
    shown = list(window.panel.advice.lines)
    prompts.answers = [False]  # Keep editing
    files.session.proceed()
    assert files.session.stage == Stage.TURN and not window.game.has_submitted("germany")
    return shown, prompts.asked[-1][1]


def test_hotseat_confirmation_names_each_unit_left_without_an_order(qtbot) -> None:
    _shown, text = _ana_orders_then_submit(qtbot, ["A mun - ruh"])
    lines = text.splitlines()
    germany = lines.index("Germany:")
    assert lines[germany + 1] == "\u2022 No order yet, so they will hold: A Berlin, F Kiel."
    assert "\u2022 No order yet, so they will hold: A Vienna, A Budapest, F Trieste." in lines
    assert "\u2022 No order yet, so they will hold: F London, F Edinburgh, A Liverpool." in lines
    assert CLASH not in text


def test_hotseat_confirmation_repeats_the_panels_warnings_for_a_player_with_help(qtbot) -> None:
    remember_help("Ana", True)
    shown, text = _ana_orders_then_submit(qtbot, ["A mun - sil", "A ber - sil"])
    assert shown == [CLASH, "F Kiel has no order yet: it will hold."]
    lines = text.splitlines()
    germany = lines.index("Germany:")
    assert lines[germany + 1:germany + 3] == ["\u2022 " + line for line in shown]


def test_hotseat_confirmation_keeps_the_doubts_of_a_player_without_help_to_themselves(qtbot) -> None:
    _shown, text = _ana_orders_then_submit(qtbot, ["A mun - sil", "A ber - sil"])
    assert "\u2022 F Kiel has no order yet: it will hold." in text.splitlines()
    assert CLASH not in text  # the panel did not show it: the player chose no help


def test_practice_confirmation_repeats_the_panels_warnings(qtbot) -> None:
    remember_help(PRACTICE, True)
    window, files, prompts = open_practice(qtbot, PracticeSetup("france", Level.EASY, None, seed=3))
    assert window.controller.give_text("A par - bur") and window.controller.give_text("A mar - bur")
    shown = list(window.panel.advice.lines)
    prompts.answers = [False]  # Keep ordering
    files.session.proceed_action.trigger()
    assert window.review is None and not window.game.history
    text = prompts.asked[-1][1]
    assert text.splitlines()[:2] == ["\u2022 " + line for line in shown]
    assert "F Brest has no order yet: it will hold." in text and "Burgundy" in text
