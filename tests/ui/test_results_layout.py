"""Results a player reads without hovering (issue 19, items 2 to 4): every reason in full under
its row in every language, power names and "why?" links never cut; a right panel whose width does
not change from phase to phase, the player's width remembered; retreat and adjustment phases list
what they were about and say the rest in one line."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QModelIndex, QRect, QSettings, Qt
from PySide6.QtGui import QFontMetrics

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.position import Dislodged, Phase, Position, make_units
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.orders import Unit
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.results.model import Column, DetailRole, Kind

from window_helpers import custom_game, show_active

SPRING_1901 = {
    "austria": ["A Vie - Gal", "A Bud - Ser", "F Tri - Alb"], "england": ["F Lon - Nth", "F Edi - Nwg", "A Lvp - Yor"],
    "france": ["A Par - Bur", "A Mar - Spa", "F Bre - Mao"], "germany": ["A Mun - Bur", "A Ber - Kie", "F Kie - Den"],
    "italy": ["A Ven H", "A Rom - Apu", "F Nap - Ion"],
    "russia": ["A War - Gal", "A Mos - Ukr", "F Sev - Bla", "F Stp/sc - Bot"],
    "turkey": ["F Ank - Bla", "A Con - Bul", "A Smy - Arm"]}
"""A full Spring 1901 with three bounces: the longest reasons of a first turn."""

SIZES = ((1400, 900), (1920, 1080))


def _window(qtbot, game: Game | None = None, size: tuple[int, int] = (1400, 900)) -> MainWindow:  # noqa: ANN001
    window = MainWindow(game or Game(standard_map()))
    show_active(qtbot, window)
    window.resize(*size)
    return window


def _judge(qtbot, window: MainWindow, orders: dict[str, list[str]]) -> None:  # noqa: ANN001
    for power, texts in orders.items():
        window.game.seat(power).set_orders([read_order(t, game_map=standard_map()) for t in texts])
    window.adjudicate()
    window.playback.skip_to_end()
    qtbot.wait(50)


def _fits(tree, index: QModelIndex, text: str) -> bool:  # noqa: ANN001
    """The text is drawn whole in the cell: its width (or, wrapped, its height) fits."""
    rect = tree.visualRect(index)
    metrics = QFontMetrics(tree.font())
    if index.data(DetailRole):
        needed = metrics.boundingRect(QRect(0, 0, rect.width() - 8, 100000), int(Qt.TextFlag.TextWordWrap), text)
        return needed.height() <= rect.height() and rect.right() <= tree.viewport().width()
    return metrics.horizontalAdvance(text) + 6 <= rect.width() and rect.right() <= tree.viewport().width() + 1


@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl"])
@pytest.mark.parametrize("size", SIZES, ids=["1400x900", "1920x1080"])
def test_every_reason_power_and_why_link_reads_in_full(qtbot, language, lang: str, size) -> None:  # noqa: ANN001
    language(lang)
    window = _window(qtbot, size=size)
    _judge(qtbot, window, SPRING_1901)
    tree, model = window.results.tree, window.results.model
    root = QModelIndex()
    assert model.rowCount(root) == 22
    for row in range(model.rowCount(root)):
        top = model.index(row, Column.POWER, root)
        line = model.line(row)
        tree.scrollTo(top)
        for column in (Column.POWER, Column.ORDER, Column.OUTCOME, Column.RULE):
            index = top.siblingAtColumn(column)
            text = str(model.data(index) or "")
            assert _fits(tree, index, text), (lang, line.order, column.name, text)
        detail = model.index(0, 0, top)  # the reason, on its own line under the row
        tree.scrollTo(detail)
        assert model.data(detail) == line.reason and not tree.isRowHidden(0, top)
        assert _fits(tree, detail, line.reason), (lang, line.order, line.reason)


def test_a_new_width_wraps_the_reasons_again(qtbot) -> None:  # noqa: ANN001
    window = _window(qtbot)
    _judge(qtbot, window, SPRING_1901)
    window.resizeDocks([window.dock], [560], Qt.Orientation.Horizontal)
    qtbot.wait(50)
    tree, model = window.results.tree, window.results.model
    for row in range(model.rowCount(QModelIndex())):
        detail = model.index(0, 0, model.index(row, 0))
        tree.scrollTo(detail)
        assert _fits(tree, detail, model.line(row).reason)


@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl"])
def test_the_panel_keeps_its_width_from_phase_to_phase(qtbot, language, lang: str) -> None:  # noqa: ANN001
    language(lang)
    window = _window(qtbot)
    qtbot.wait(200)  # the results tab is built after the first paint
    widths = [window.dock.width()]
    _judge(qtbot, window, SPRING_1901)
    widths.append(window.dock.width())
    window.continue_to_next_phase()
    widths.append(window.dock.width())
    _judge(qtbot, window, {"russia": ["A Ukr - Rum", "F Bot - Swe"], "austria": ["A Ser H"]})
    widths.append(window.dock.width())
    window.continue_to_next_phase()
    _judge(qtbot, window, {"russia": ["A Mos B"]})  # Winter
    widths.append(window.dock.width())
    assert len(set(widths)) == 1, widths
    # the results' controls fit in it
    assert window.playback_bar.width() >= window.playback_bar.minimumSizeHint().width()


def test_the_players_panel_width_stays_and_is_remembered(qtbot) -> None:  # noqa: ANN001
    window = _window(qtbot)
    window.resizeDocks([window.dock], [520], Qt.Orientation.Horizontal)
    qtbot.wait(50)
    chosen = window.dock.width()
    assert abs(chosen - 520) <= 8
    _judge(qtbot, window, SPRING_1901)
    assert window.dock.width() == chosen
    window.close()
    again = MainWindow(Game(standard_map()), settings=QSettings())
    show_active(qtbot, again)
    again.resize(1400, 900)
    qtbot.wait(50)
    assert again.dock.width() == chosen


def test_winter_lists_builds_and_waives_and_says_the_rest_in_one_line(qtbot) -> None:  # noqa: ANN001
    window = _window(qtbot)
    _judge(qtbot, window, SPRING_1901)
    window.continue_to_next_phase()
    _judge(qtbot, window, {"russia": ["A Ukr - Rum", "F Bot - Swe"], "austria": ["A Ser H"],
                           "turkey": ["A Bul - Gre"], "germany": ["F Den H", "A Kie - Hol"]})
    window.continue_to_next_phase()
    assert window.game.position.phase.kind == "adjustments"
    _judge(qtbot, window, {"russia": ["A Mos B"]})
    lines = window.results.model.lines()
    assert not [line for line in lines if line.kind is Kind.NO_ORDER]
    assert [line.order for line in lines if line.kind is Kind.ORDER] == ["A Mos B"]
    rest = [line for line in lines if line.kind is Kind.REST]
    units = sum(window.game.position.unit_count(p) for p in window.game.map.powers) - 1  # all but the new one
    assert len(rest) == 1 and rest[0].reason == f"Every other unit stays where it is (units: {units})."
    assert lines[-1] is rest[-1]
    assert len(lines) <= 10  # builds, waives and one line; not a row per unit on the board


def test_retreats_list_the_retreats_and_say_the_rest_in_one_line(qtbot) -> None:  # noqa: ANN001
    attacked = Dislodged("austria", Unit("A", "ser"), "bul", ("alb", "gre"))
    game = Game(standard_map(), position=Position(Phase(1901, "fall", "retreats"),
                                  make_units({"austria": ["A vie", "A bud"], "turkey": ["A ser", "F ank"]}),
                                  dict(Game(standard_map()).position.centres), (attacked,)))
    window = _window(qtbot, game)
    _judge(qtbot, window, {"austria": ["A Ser - Alb"]})
    lines = window.results.model.lines()
    assert [line.order for line in lines if line.kind is Kind.ORDER] == ["A Ser - Alb"]
    assert [line.reason for line in lines if line.kind is Kind.REST] == [
        "Every other unit stays where it is (units: 4)."]
    assert not [line for line in lines if line.kind is Kind.NO_ORDER]


def test_a_movement_phase_still_says_which_units_had_no_order(qtbot) -> None:  # noqa: ANN001
    window = _window(qtbot, custom_game("movement", {"france": ["A par", "A mar"]}))
    _judge(qtbot, window, {"france": ["A Par - Bur"]})
    lines = window.results.model.lines()
    assert [(line.order, line.kind) for line in lines] == [("A Par - Bur", Kind.ORDER), ("A Mar", Kind.NO_ORDER)]


UNORDERED_AND_SUPPORTS = {
    **{power: orders for power, orders in SPRING_1901.items() if power not in ("france", "italy")},
    "italy": ["A Rom - Apu", "A Ven S A Rom - Apu", "F Nap - Ion"]}
"""France gives no order (its units "held" with the longest result text, Spanish "se mantuvo en
posición") and Italy a support (the longest order): together wider than the panel."""


@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl"])
def test_long_orders_and_results_fit_without_a_sideways_scroll(qtbot, language, lang: str) -> None:  # noqa: ANN001
    language(lang)
    window = _window(qtbot)
    _judge(qtbot, window, UNORDERED_AND_SUPPORTS)
    tree, model = window.results.tree, window.results.model
    header = tree.header()
    columns = (Column.POWER, Column.ORDER, Column.OUTCOME, Column.RULE)
    sizes = [header.sectionSize(c) for c in columns]
    assert sum(sizes) <= tree.viewport().width() + 1, (lang, sizes, tree.viewport().width())
    metrics = QFontMetrics(tree.font())
    root = QModelIndex()
    for row in range(model.rowCount(root)):
        top = model.index(row, Column.POWER, root)
        tree.scrollTo(top)
        for column in columns:
            index = top.siblingAtColumn(column)
            text = str(model.data(index) or "")
            if column != Column.OUTCOME:
                assert _fits(tree, index, text), (lang, column.name, text)
                continue
            rect = tree.visualRect(index)  # the result may wrap onto a second line
            wrapped = metrics.boundingRect(QRect(0, 0, rect.width() - 6, 100000), int(Qt.TextFlag.TextWordWrap), text)
            assert rect.right() <= tree.viewport().width() + 1, (lang, column.name, text)
            assert wrapped.height() <= rect.height() and wrapped.width() <= rect.width() - 6, (lang, text)
        detail = model.index(0, 0, top)
        if detail.isValid():
            tree.scrollTo(detail)
            assert _fits(tree, detail, model.line(row).reason), (lang, model.line(row).reason)
