"""Orders given by clicking on the real board widget reach the power's seat as engine orders."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from window_helpers import click, custom_game, key, open_window, province_targets, seat_orders

from diplomacy_desktop.engine.orders import Build, Unit
from diplomacy_desktop.engine.position import Dislodged


def test_click_unit_then_target_gives_a_move(qtbot) -> None:
    window = open_window(qtbot, power="france")
    click(window, "par")
    assert window.entry.selected == "par"
    assert {"bur", "pic", "gas", "bre"} <= province_targets(window)
    click(window, "bur")
    assert seat_orders(window, "france") == ["A par - bur"]
    assert window.panel.list.item(0).text() == "A Par - Bur"
    assert window.entry.selected == ""


def test_clicking_the_selected_unit_again_gives_a_hold(qtbot) -> None:
    window = open_window(qtbot, power="germany")
    click(window, "kie")
    click(window, "kie")
    assert seat_orders(window, "germany") == ["F kie H"]


def test_support_by_hotkey_then_two_clicks(qtbot) -> None:
    window = open_window(qtbot, power="france")
    click(window, "mar")
    key(window, Qt.Key.Key_S)
    assert "par" in province_targets(window)
    click(window, "par")
    assert "bur" in province_targets(window)
    click(window, "bur")
    assert seat_orders(window, "france") == ["A mar S A par - bur"]


def test_support_to_hold_by_clicking_the_supported_unit_twice(qtbot) -> None:
    window = open_window(qtbot, power="france")
    click(window, "par")
    key(window, Qt.Key.Key_S)
    click(window, "bre")
    click(window, "bre")
    assert seat_orders(window, "france") == ["A par S F bre"]


def test_convoy_by_hotkey_then_army_and_destination(qtbot) -> None:
    game = custom_game("movement", {"england": ["F nth", "A yor", "F lon"], "france": ["A par"]})
    window = open_window(qtbot, game, power="england")
    click(window, "nth")
    key(window, Qt.Key.Key_C)
    assert "yor" in province_targets(window)
    click(window, "yor")
    assert "nwy" in province_targets(window)
    click(window, "nwy")
    click(window, "yor")
    click(window, "nwy")
    assert seat_orders(window, "england") == ["F nth C A yor - nwy", "A yor - nwy via convoy"]


def test_split_coast_asks_which_coast(qtbot) -> None:
    game = custom_game("movement", {"france": ["F mao"]})
    window = open_window(qtbot, game, power="france")
    offered: list[str] = []

    def choose(options):  # noqa: ANN001, ANN202
        offered.extend(str(o) for o in options)
        return options[-1]

    window.entry.chooser = choose
    click(window, "mao")
    click(window, "spa")
    assert sorted(offered) == ["F mao - spa/nc", "F mao - spa/sc"]
    assert seat_orders(window, "france") == ["F mao - spa/sc"]


def test_escape_and_right_click_cancel_the_selection(qtbot) -> None:
    window = open_window(qtbot, power="france")
    click(window, "par")
    key(window, Qt.Key.Key_Escape)
    assert window.entry.selected == "" and window.entry.targets == []
    click(window, "par")
    click(window, "bur", Qt.MouseButton.RightButton)
    assert window.entry.selected == ""
    assert seat_orders(window, "france") == []


def test_retreat_by_clicking_the_dislodged_unit_then_a_retreat(qtbot) -> None:
    dislodged = (Dislodged("germany", Unit("A", "mun"), "bur", ("kie", "sil", "boh")),)
    game = custom_game("retreats", {"france": ["A mun"], "germany": ["A ber"]}, dislodged=dislodged)
    window = open_window(qtbot, game, power="germany")
    assert any(item.dislodged for item in window.scene.unit_items())
    click(window, "mun", dislodged=True)
    assert province_targets(window) == {"kie", "sil", "boh"}
    click(window, "boh")
    assert seat_orders(window, "germany") == ["A mun R boh"]


def test_disband_in_retreat_by_hotkey(qtbot) -> None:
    dislodged = (Dislodged("germany", Unit("A", "mun"), "bur", ("kie",)),)
    game = custom_game("retreats", {"france": ["A mun"]}, dislodged=dislodged)
    window = open_window(qtbot, game, power="germany")
    click(window, "mun", dislodged=True)
    key(window, Qt.Key.Key_D)
    assert seat_orders(window, "germany") == ["A mun D"]


def _winter_game():  # noqa: ANN202
    """Russia took Sweden and Rumania; St Petersburg and Sevastopol are free: two builds."""
    game = custom_game("movement", {})
    centres = dict(game.position.centres, swe="russia", rum="russia")
    units = {"russia": ["A mos", "A war", "A swe", "A rum"], "austria": ["A vie", "A bud"], "turkey": ["A smy"]}
    return custom_game("adjustments", units, centres)


def test_build_by_clicking_an_empty_home_centre(qtbot) -> None:
    window = open_window(qtbot, _winter_game(), power="russia")
    assert window.panel.counter.text().endswith("2")
    offered: list[str] = []

    def fleet(options):  # noqa: ANN001, ANN202
        offered.extend(str(o) for o in options)
        return next(o for o in options if o.unit.kind == "F")

    window.entry.chooser = fleet
    click(window, "sev")
    assert sorted(offered) == ["A sev B", "F sev B"]
    assert seat_orders(window, "russia") == ["F sev B"]
    assert window.panel.counter.text().endswith("1")


def test_build_on_a_split_coast_offers_each_coast(qtbot) -> None:
    window = open_window(qtbot, _winter_game(), power="russia")
    offered: list[str] = []
    window.entry.chooser = lambda options: offered.extend(str(o) for o in options) or None
    click(window, "stp")
    assert sorted(offered) == ["A stp B", "F stp/nc B", "F stp/sc B"]
    assert seat_orders(window, "russia") == []


def test_builds_stop_at_the_count_and_waive_is_possible(qtbot) -> None:
    window = open_window(qtbot, _winter_game(), power="russia")
    window.entry.chooser = lambda options: options[0]
    click(window, "sev")
    window.actions_by_name["waive"].trigger()
    assert seat_orders(window, "russia") == ["A sev B", "WAIVE"]
    assert window.panel.counter.text() == "No builds or removals left."
    click(window, "stp")  # free centre, but no build left
    assert not window.controller.give(Build(Unit("A", "stp")))
    assert seat_orders(window, "russia") == ["A sev B", "WAIVE"]
    assert "no builds left" in window.panel.message.text()


def test_removal_by_clicking_an_own_unit(qtbot) -> None:
    game = custom_game("movement", {})
    centres = {k: v for k, v in game.position.centres.items() if k != "mun"}
    units = {"germany": ["A ber", "A mun", "F kie"], "russia": ["A war"]}
    window = open_window(qtbot, custom_game("adjustments", units, centres), power="germany")
    click(window, "mun")
    assert seat_orders(window, "germany") == ["A mun D"]


@pytest.mark.parametrize("power", ["austria", "turkey"])
def test_clicking_another_players_unit_selects_nothing(qtbot, power: str) -> None:
    window = open_window(qtbot, power=power)
    window.limit_powers([power])  # a hot-seat player's own powers (practice switches power: test_window_table_feedback)
    window.set_power_on_move(power)
    click(window, "par")
    assert window.entry.selected == ""
    assert window.entry.targets == []
