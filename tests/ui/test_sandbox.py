"""The sandbox: a position set up by clicking, orders for everyone, judged with the animation,
stepped back and changed, saved as a case file that ``adjudicate`` judges the same way."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.cli import main
from diplomacy_desktop.engine.cases import resolution_to_json
from diplomacy_desktop.engine.orders import Unit
from diplomacy_desktop.teaching.sandbox import Setup
from diplomacy_desktop.ui.app import OtherWindows
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.modes import Ordering, Review
from diplomacy_desktop.ui.sandbox.setup_panel import Tool
from diplomacy_desktop.ui.sandbox.window import SandboxWindow

from test_window_entry import type_order
from window_helpers import click, key, seat_orders, show_active


class Recorder:
    """Stands in for the message boxes: keeps what would have been shown."""

    def __init__(self) -> None:
        self.warnings: list[tuple[str, str]] = []

    def warn(self, title: str, text: str) -> None:
        self.warnings.append((title, text))


def open_sandbox(qtbot, setup: Setup | None = None) -> SandboxWindow:  # noqa: ANN001
    window = SandboxWindow(setup or Setup.empty(standard_map()))
    show_active(qtbot, window)
    window.prompts = Recorder()  # type: ignore[assignment]
    return window


def _place(window: SandboxWindow, power: str, tool: Tool, *places: str) -> None:
    window.tabs.setCurrentWidget(window.setup_panel)
    window.setup_panel.set_power(power)
    window.setup_panel.set_tool(tool)
    for place in places:
        click(window, place)


def _set_phase(window: SandboxWindow, season: str, year: int, kind: str) -> None:
    panel = window.setup_panel
    panel.year.setValue(year)
    panel.kind.setCurrentIndex(panel.kind.findData(kind))
    panel.kind.activated.emit(panel.kind.currentIndex())
    panel.season.setCurrentIndex(panel.season.findData(season))
    panel.season.activated.emit(panel.season.currentIndex())


def _without_empty(answer: dict) -> dict:
    """A power that gave no orders is left out of a case file (the practice game lists it empty)."""
    return {**answer, "order_results": {p: r for p, r in answer["order_results"].items() if r}}


def _judge(window: SandboxWindow) -> None:
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)


def test_a_position_set_up_by_clicking_is_judged_stepped_back_and_saved(qtbot, tmp_path, capsys) -> None:
    window = open_sandbox(qtbot)
    _place(window, "germany", Tool.ARMY, "mun", "ruh")
    _place(window, "france", Tool.ARMY, "bur", "par")
    _place(window, "germany", Tool.OWNER, "bel")
    _set_phase(window, "fall", 1903, "movement")
    setup = window.setup
    assert setup.unit_at("mun") == ("germany", Unit("A", "mun")) and setup.unit_at("bur")[0] == "france"
    assert setup.position.centres == {"bel": "germany"} and str(setup.phase) == "Fall 1903 movement"
    # orders for everyone with the ordinary order entry
    window.tabs.setCurrentWidget(window.panel)
    window.set_power_on_move("germany")
    type_order(window, "A mun - bur")
    type_order(window, "A ruh S A mun - bur")
    assert seat_orders(window, "germany") == ["A mun - bur", "A ruh S A mun - bur"]
    _judge(window)
    assert window.playback.is_playing()  # resolved with the animation
    qtbot.waitUntil(window.playback.is_done, timeout=20000)
    assert isinstance(window.mode.state, Review)
    judged = window.game.history[-1].resolution
    assert [d.unit for d in judged.dislodged] == [Unit("A", "bur")]
    # the case file of the judged turn: adjudicate says the same
    path = tmp_path / "turn.json"
    assert window.save_case(path)
    assert main(["adjudicate", str(path)]) == 0
    assert json.loads(capsys.readouterr().out) == _without_empty(resolution_to_json(judged))
    # step back, change an order (the support goes), judge again: now a standoff
    key(window, Qt.Key.Key_Backspace, Qt.KeyboardModifier.ControlModifier)
    assert isinstance(window.mode.state, Ordering) and str(window.game.position.phase) == "Fall 1903 movement"
    window.set_power_on_move("germany")
    assert seat_orders(window, "germany") == ["A mun - bur", "A ruh S A mun - bur"]
    window.panel.list.setCurrentRow(1)
    window.actions_by_name["delete"].trigger()
    assert seat_orders(window, "germany") == ["A mun - bur"]
    _judge(window)
    window.playback.skip_to_end()
    assert window.game.history[-1].resolution.dislodged == ()


def test_a_fleet_goes_to_the_coast_clicked_or_asks_which_coast(qtbot) -> None:
    window = open_sandbox(qtbot)
    asked: list[list[str]] = []
    window.choose_coast = lambda options: asked.append(list(options)) or "spa/sc"
    _place(window, "france", Tool.FLEET, "spa/nc")
    assert asked == [] and window.setup.unit_at("spa") == ("france", Unit("F", "spa/nc"))
    window.setup_click("spa")  # a click that names no coast
    assert asked == [["spa/nc", "spa/sc"]]
    assert window.setup.unit_at("spa") == ("france", Unit("F", "spa/sc"))
    _place(window, "france", Tool.ARMY, "nth")
    assert "sea area" in window.setup_panel.message.text() and window.setup.unit_at("nth") is None


def test_units_are_moved_and_removed_and_the_last_change_undone(qtbot) -> None:
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    _place(window, "france", Tool.MOVE, "par", "bur")
    assert window.setup.unit_at("bur") == ("france", Unit("A", "bur")) and window.setup.unit_at("par") is None
    _place(window, "france", Tool.REMOVE, "mar")
    assert window.setup.unit_at("mar") is None
    window.setup_panel.undo_button.click()
    assert window.setup.unit_at("mar") == ("france", Unit("A", "mar"))


def test_a_retreat_phase_is_set_up_with_a_dislodged_unit_and_a_standoff(qtbot) -> None:
    window = open_sandbox(qtbot)
    _place(window, "germany", Tool.ARMY, "bur")
    _set_phase(window, "fall", 1901, "retreats")
    assert window.setup_panel.tool_buttons[Tool.DISLODGED_ARMY].isEnabled()
    _place(window, "france", Tool.DISLODGED_ARMY, "bur", "mun")
    _place(window, "france", Tool.STANDOFF, "pic")
    d = window.setup.dislodged_at("bur")
    assert d is not None and d.power == "france" and d.attacker_from == "mun"
    assert "pic" not in d.retreats and "gas" in d.retreats
    window.tabs.setCurrentWidget(window.panel)
    window.set_power_on_move("france")
    type_order(window, "A bur - gas")
    assert seat_orders(window, "france") == ["A bur R gas"]
    case = window.setup.to_case()
    assert case["dislodged"][0]["attacker_from"] == "mun" and case["contested"] == ["pic"]


def test_a_malformed_case_file_is_refused_naming_the_field_and_nothing_is_lost(qtbot, tmp_path) -> None:
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    before = window.setup
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"phase": {"season": "spring", "year": 1901, "type": "movement"},
                               "units": {"france": ["A par", "A atlantis"]}}), encoding="utf-8")
    assert not window.open_case(bad)
    title, text = window.prompts.warnings[-1]
    assert "bad.json" in text and "units.france[1]" in text
    assert window.setup == before
    broken = tmp_path / "broken.json"
    broken.write_text("{not json", encoding="utf-8")
    assert not window.open_case(broken)
    assert "broken.json" in window.prompts.warnings[-1][1] and window.setup == before


def test_a_case_file_opens_with_its_orders(qtbot, tmp_path) -> None:
    path = tmp_path / "case.json"
    path.write_text(json.dumps({"phase": {"season": "spring", "year": 1902, "type": "movement"},
                                "units": {"england": ["F nth", "A yor"]},
                                "orders": {"england": ["F nth C A yor - nwy", "A yor - nwy"]}}), encoding="utf-8")
    window = open_sandbox(qtbot)
    assert window.open_case(path)
    assert window.setup.unit_at("yor") == ("england", Unit("A", "yor"))
    assert seat_orders(window, "england") == ["F nth C A yor - nwy", "A yor - nwy"]
    assert window.setup_panel.year.value() == 1902


def test_the_game_menu_opens_a_sandbox_on_the_board_position(qtbot) -> None:
    window = MainWindow()
    qtbot.addWidget(window)
    others = OtherWindows(window)  # what ui.app gives the program's window
    window.actions_by_name["sandbox"].trigger()
    sandbox = others.sandbox
    qtbot.addWidget(sandbox)
    assert isinstance(sandbox, SandboxWindow)
    assert sandbox.setup.position.units == Setup.start(standard_map()).position.units
    assert not sandbox.actions_by_name["sandbox"].isVisible()


@pytest.mark.parametrize("lang", ["es", "cs", "nl", "pt"])
def test_no_english_is_left_in_the_sandbox_or_the_reference(qtbot, language, lang) -> None:  # noqa: ANN001
    from test_window_no_english import _dialog_texts, english_left

    language(lang)
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    window.rules_reference.show_rule("useful.13")
    _place(window, "france", Tool.ARMY, "nth")  # a refusal, in red under the tools
    texts = _dialog_texts(window)  # the set-up tab on show
    assert any(window.setup_panel.tool_text(Tool.STANDOFF) == t for t in texts)
    _judge(window)
    window.playback.skip_to_end()
    texts += _dialog_texts(window) + [window.tabs.tabText(i) for i in range(window.tabs.count())]
    texts += [a.text() for a in window.findChildren(QAction)]
    texts += [window.rules_reference.reference.shown_text(), window.rules_reference.windowTitle()]
    model = window.results.model
    texts += [str(model.data(model.index(0, c))) for c in range(model.columnCount())]
    texts += [str(model.headerData(c, Qt.Orientation.Horizontal)) for c in range(model.columnCount())]
    assert window.setup_panel.message.text()
    assert english_left(lang, texts) == []


def test_a_case_ordering_another_powers_unit_is_refused_and_a_batch_opens_its_first_case(qtbot, tmp_path) -> None:
    window = open_sandbox(qtbot, Setup.start(standard_map()))
    before = window.setup
    foreign = tmp_path / "foreign.json"
    foreign.write_text(json.dumps({"phase": {"season": "spring", "year": 1901, "type": "movement"},
                                   "units": {"france": ["A par"]}, "orders": {"germany": ["A par - bur"]}}),
                       encoding="utf-8")
    assert not window.open_case(foreign)
    assert "A par - bur" in window.prompts.warnings[-1][1] and window.setup == before
    batch = tmp_path / "batch.json"
    batch.write_text(json.dumps([{"phase": {"season": "fall", "year": 1907, "type": "movement"},
                                  "units": {"italy": ["F nap"]}},
                                 {"phase": {"season": "spring", "year": 1901, "type": "movement"}, "units": {}}]),
                     encoding="utf-8")
    assert window.open_case(batch)
    assert window.setup.unit_at("nap") == ("italy", Unit("F", "nap")) and window.setup.phase.year == 1907
    window.setup_panel.undo_button.click()
    assert window.setup == before


def test_the_coast_menu_gives_the_coast_picked_or_nothing(qtbot) -> None:  # noqa: ANN001
    from test_window_entry import _answer_menu

    window = open_sandbox(qtbot, Setup.start(standard_map()))
    _answer_menu(window, "coastMenu", 0)
    assert window._choose_coast_menu(["spa/nc", "spa/sc"]) == "spa/nc"
    _answer_menu(window, "coastMenu", None)
    assert window._choose_coast_menu(["spa/nc", "spa/sc"]) is None
