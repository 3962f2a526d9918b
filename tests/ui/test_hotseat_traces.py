"""Nothing of one player's input is left for the next: not on the curtain, not on their board.

The tests drive the real window as a player would (mouse moves, clicks, keys, typing) and then
look at what the curtain and the next player's turn show.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QImage
from PySide6.QtTest import QTest
from hotseat_helpers import pending_orders, PINS, open_hotseat, pass_curtain
from window_helpers import click, key, view_point

from diplomacy_desktop.ui.board.items import AreaHighlight, UnitItem
from diplomacy_desktop.ui.hotseat.stage import Stage
from diplomacy_desktop.ui.orders.entry import Mode

HOVER_Z = 4


def hover_highlights(window) -> list[AreaHighlight]:  # noqa: ANN001
    return [i for i in window.scene.items() if isinstance(i, AreaHighlight) and i.zValue() == HOVER_Z]


def selected_pieces(window) -> list[str]:  # noqa: ANN001
    return [i.location for i in window.scene.items() if isinstance(i, UnitItem) and i._selected]


def ana_leaves_traces(qtbot, window, files) -> None:  # noqa: ANN001
    """Ana hovers and clicks her army in Munich, starts a support, zooms in, types half an
    order, gives one order and takes it back (undo), then submits with all that still up."""
    pass_curtain(window, files, PINS["Ana"])
    window.power_combo.setCurrentIndex(window.power_combo.findData("germany"))
    assert window.controller.give_text("F kie - hol")
    window.actions_by_name["undo"].trigger()
    assert window.controller.give_text("F kie - den")
    window.view.zoom_in()
    window.view.zoom_in()
    QTest.mouseMove(window.view.viewport(), view_point(window, "kie"))
    QTest.mouseMove(window.view.viewport(), view_point(window, "mun"))
    click(window, "mun")
    key(window, Qt.Key.Key_S)
    window.panel.list.setCurrentRow(0)
    window.panel.typed.setText("A ber - si")
    QTest.mouseMove(window.view.viewport(), view_point(window, "mun"))
    assert window.hover_label.text().startswith("Munich")
    assert hover_highlights(window) and selected_pieces(window) == ["mun"]
    assert window.entry.mode is Mode.SUPPORT_UNIT and window.view.zoom > 1
    files.session.proceed()


def assert_no_traces(window) -> None:  # noqa: ANN001
    assert window.hover_label.text() == ""
    assert "Mun" not in window.statusBar().currentMessage()
    assert hover_highlights(window) == [] and selected_pieces(window) == []
    assert window.scene.target_locations() == 0
    assert window.entry.mode is Mode.IDLE and window.entry.selected == ""
    assert window.panel.typed.text() == "" and not window.panel.typed.isUndoAvailable()
    assert window.view.zoom == 1.0
    assert all(stack.count() == 0 for stack in window.controller.undo_group.stacks())


def test_the_curtain_and_the_next_turn_show_nothing_of_the_last_players_input(qtbot) -> None:
    window, files, _ = open_hotseat(qtbot)
    ana_leaves_traces(qtbot, window, files)
    session = files.session
    assert session.stage == Stage.CURTAIN and session.player == "Ben"
    assert_no_traces(window)
    assert window.statusBar().currentMessage() == "Waiting for Ben."
    pass_curtain(window, files)
    assert session.stage == Stage.TURN
    assert_no_traces(window)
    assert not window.actions_by_name["undo"].isEnabled()
    window.actions_by_name["undo"].trigger()
    assert [str(o) for o in pending_orders(window.game, "germany")] == ["F kie - den"]


def test_the_next_players_board_looks_the_same_whatever_the_last_one_did(qtbot) -> None:
    """Pixel for pixel: Ben's board after a busy Ana equals Ben's board after an idle Ana."""
    busy, busy_files, _ = open_hotseat(qtbot)
    ana_leaves_traces(qtbot, busy, busy_files)
    pass_curtain(busy, busy_files)
    idle, idle_files, _ = open_hotseat(qtbot)
    pass_curtain(idle, idle_files, PINS["Ana"])
    idle.power_combo.setCurrentIndex(idle.power_combo.findData("germany"))
    assert idle.controller.give_text("F kie - den")
    idle_files.session.proceed()
    pass_curtain(idle, idle_files)
    qtbot.wait(50)
    seen_busy: QImage = busy.view.viewport().grab().toImage()
    seen_idle: QImage = idle.view.viewport().grab().toImage()
    assert seen_busy.size() == seen_idle.size()
    assert seen_busy == seen_idle
