"""The results list and the board play together: the rows of the beat on the board are the
selected ones, a click on a row lights its order and plays it again, units with no order and
unused builds are listed, and the new position comes with centre counts and builds due.
Speed, motion and the window's geometry are remembered between runs."""

from __future__ import annotations

from PySide6.QtCore import QSettings, Qt
from PySide6.QtTest import QTest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.replay.plan import Row
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.modes import Ordering, Playback, Review
from diplomacy_desktop.ui.results.model import Column, Kind, KindRole, OutcomeRole, RowRole

from test_window_entry import type_order
from window_helpers import custom_game, key, open_window


def _judge(window: MainWindow) -> None:
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def test_the_rows_on_the_board_are_selected_as_the_phase_plays(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    window.set_power_on_move("germany")
    type_order(window, "A mun - bur")
    window.playback.set_speed(3.0)
    _judge(window)
    assert isinstance(window.mode.state, Playback)
    # the bounce beat: both moves to Burgundy are the rows now animating
    qtbot.waitUntil(lambda: len(window.results.selected_rows()) == 2, timeout=5000)
    assert set(window.results.selected_rows()) == {Row("france", 0), Row("germany", 0)}
    qtbot.waitUntil(window.playback.is_done, timeout=10000)
    assert isinstance(window.mode.state, Review)
    assert window.results.selected_rows() == []


def test_units_without_orders_are_listed_and_say_they_held(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    _judge(window)
    lines = window.results.model.lines()
    unordered = [line for line in lines if line.kind is Kind.NO_ORDER]
    assert any(line.order == "A Mar" and line.outcome == "held" for line in unordered)
    assert len(unordered) == 21  # every other unit on the board of 1901
    ordered = window.results.model.index(0, Column.ORDER)
    assert window.results.model.data(ordered, RowRole) == Row("france", 0)
    assert window.results.model.data(ordered, KindRole) is Kind.ORDER
    assert window.results.model.data(ordered, OutcomeRole) == window.game.history[-1].resolution.results[
        "france"][0].outcome  # the engine's outcome (its string value)
    held = window.results.model.index(lines.index(unordered[0]), Column.ORDER)
    assert window.results.model.data(held, RowRole) is None and window.results.model.data(held, OutcomeRole) is None
    assert window.results.model.headerData(Column.OUTCOME, Qt.Orientation.Horizontal) == "Result"


def test_unused_builds_are_listed(qtbot) -> None:
    game = custom_game("adjustments", {"france": ["A bur"], "germany": ["A mun", "A kie", "A ber"]})
    window = open_window(qtbot, game, power="france")
    _judge(window)
    window.playback.skip_to_end()
    unused = [line for line in window.results.model.lines() if line.kind is Kind.UNUSED_BUILD]
    assert len(unused) == 2 and {line.power for line in unused} == {"france"}


def test_clicking_a_row_lights_its_order_and_replays_it(qtbot) -> None:
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    window.set_power_on_move("germany")
    type_order(window, "A mun - bur")
    _judge(window)
    window.playback.skip_to_end()
    window.playback.set_speed(3.0)
    tree = window.results.tree
    index = window.results.model.index_of(Row("germany", 0))
    tree.scrollTo(index)
    QTest.mouseClick(tree.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     tree.visualRect(index).center())
    assert window.scene.highlighted_rows() == [("germany", 0)]
    assert window.playback.is_playing()
    qtbot.waitUntil(window.playback.is_done, timeout=5000)
    assert window.scene.highlighted_rows() == [("germany", 0)]
    assert isinstance(window.mode.state, Review)


def test_the_new_position_comes_with_centre_counts_and_builds_due(qtbot) -> None:
    game = Game(standard_map())
    window = open_window(qtbot, game, power="france")
    _judge(window)  # Spring 1901: everyone holds
    window.playback.skip_to_end()
    assert "France: 3" in window.results.summary.text()
    _judge(window)
    window.set_power_on_move("france")
    type_order(window, "A par - bur")  # Fall 1901: nobody takes a centre... except by moving in
    window.set_power_on_move("germany")
    type_order(window, "A mun - ruh")
    window.set_power_on_move("russia")
    type_order(window, "F sev - rum")
    _judge(window)
    window.playback.skip_to_end()
    summary = window.results.summary.text()
    assert "Russia: 5" in summary and "Russia builds 1" in summary


def test_speed_and_motion_are_remembered(qtbot, private_settings) -> None:
    window = open_window(qtbot)
    window.playback_bar.speed.setCurrentIndex(window.playback_bar.speed.findData(2.0))
    window.playback_bar.motion.setChecked(False)
    window.close()
    again = MainWindow(Game(standard_map()))
    qtbot.addWidget(again)
    assert again.playback.speed == 2.0 and again.playback.motion is False
    assert QSettings().value("playback/speed") in (2.0, "2.0", "2")
    # with motion off the result is on the board at once
    again.set_power_on_move("france")
    again.adjudicate()
    assert again.playback.is_done() and isinstance(again.mode.state, Review)
    again.continue_to_next_phase()
    assert isinstance(again.mode.state, Ordering)


def test_units_that_leave_the_board_without_an_order_are_listed_with_the_rule(qtbot) -> None:
    from diplomacy_desktop.engine.adjudicator import adjudicate
    from diplomacy_desktop.engine.cases import read_case
    from diplomacy_desktop.ui.results.view import ResultsView

    position, orders = read_case({"phase": {"season": "winter", "year": 1901, "type": "adjustments"},
                                  "units": {"russia": ["A mos", "F sev", "A ukr", "A gal"]}, "orders": {"russia": []},
                                  "supply_centers": {"russia": ["mos", "sev", "war"]}}, standard_map())
    view = ResultsView()
    qtbot.addWidget(view)
    view.show_resolution(adjudicate(position, orders, standard_map()))
    left = [line for line in view.model.lines() if line.kind is Kind.LEFT_BOARD]
    assert [(line.order, line.outcome) for line in left] == [("A Gal", "removed")]
    assert "too few removals" in left[0].reason and left[0].failed


def test_order_by_order_plays_one_row_at_a_time_and_p_pauses(qtbot) -> None:
    window = open_window(qtbot, power="france")
    window.playback_bar.by_order.setChecked(True)
    type_order(window, "A par - bur")
    type_order(window, "A mar - spa")
    window.set_power_on_move("germany")
    type_order(window, "A mun - bur")
    _judge(window)
    plan = window.playback.loaded.plan
    assert all(len(beat.rows()) <= 1 for beat in plan.beats) and len(plan.beats) == 3
    assert window.results.selected_rows() == [Row("france", 1)]  # the move to Spain plays first
    window.tabs.setCurrentWidget(window.panel)  # the keys work whichever tab is shown
    key(window, Qt.Key.Key_P)
    assert not window.playback.is_playing()
    key(window, Qt.Key.Key_P)
    assert window.playback.is_playing()


def test_a_new_beat_reaches_the_list_after_the_boards_frame_of_that_moment(qtbot) -> None:
    """The list's repaint never shares a frame with the board's at a beat boundary (it made that
    frame late: bench/animation.py)."""
    window = open_window(qtbot, power="france")
    type_order(window, "A par - bur")
    window.set_power_on_move("germany")
    type_order(window, "A mun - bur")
    window.set_power_on_move("italy")
    type_order(window, "A ven - pie")
    frames: list[int] = []
    window.view.painted.connect(lambda: frames.append(window.playback.beat_index()))
    began: dict[int, int] = {}
    selected: list[tuple[int, int, list[Row]]] = []
    select = window.results.select_rows

    def select_rows(rows: list[Row]) -> None:
        selected.append((window.playback.beat_index(), len(frames), list(rows)))
        select(rows)

    window.results.select_rows = select_rows  # type: ignore[method-assign]
    _judge(window)
    group = window.playback.group
    group.currentAnimationChanged.connect(lambda a: began.setdefault(group.indexOfAnimation(a), len(frames)))
    qtbot.waitUntil(window.playback.is_done, timeout=10000)
    assert len(window.playback.loaded.plan.beats) >= 2
    later = [(beat, drawn) for beat, drawn, rows in selected if rows and beat > 0]
    assert later, "a later beat's rows were selected"
    for beat, drawn in later:
        assert drawn > began[beat], f"beat {beat}: its rows selected before the board drew its first frame"
    assert selected[-1][2] == []  # at the end nothing is selected
