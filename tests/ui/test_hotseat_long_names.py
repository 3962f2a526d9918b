"""Players with long names still see, on the turn toolbar, who has submitted and who is waiting.

Seven names of 28 letters asked the toolbar's status strip for about 1,900 pixels, so at a
1400-pixel window (and even at 1920) the whole strip went into the toolbar's overflow (»)
menu. Now the names are shortened to fit, each chip's tooltip keeps the full name, and the
window stays as wide as it was."""

from __future__ import annotations

import pytest
from hotseat_helpers import open_hotseat, pass_curtain
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QToolBar, QToolButton

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.table import make_table
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameSetup, create_game
from diplomacy_desktop.ui.hotseat.stage import Stage
from diplomacy_desktop.ui.hotseat.submission_strip import SubmissionStrip

POWERS = ("austria", "england", "france", "germany", "italy", "russia", "turkey")
NAMES = ("Alexandra Konstantinopoulou", "Bartholomew Fitzwilliamsons", "Cassandra Montgomery-Smythe",
         "Dmitri Alexandrovich Volkov", "Evangelina Castellanos Ruiz", "Friedrich Wilhelm Hohenzoll",
         "Guinevere Pendragon-Arthurs")


def _long_named_table():  # noqa: ANN202
    assert {len(name) for name in NAMES} == {27}
    return create_game(NewGameSetup(make_table(list(NAMES), [(p,) for p in POWERS]), {}, None), standard_map())


def _strip_in_view(window) -> list[str]:  # noqa: ANN001
    """What is wrong with the turn toolbar's strip as a player sees it (nothing: [])."""
    toolbar = window.findChild(QToolBar, "hotseatToolbar")
    strip = toolbar.findChild(SubmissionStrip)
    problems = []
    overflow = [b for b in toolbar.findChildren(QToolButton) if b.objectName() == "qt_toolbar_ext_button"]
    if any(b.isVisible() for b in overflow):
        problems.append("the toolbar's overflow (») button is showing")
    if not strip.isVisible():
        problems.append("the strip is hidden (in the overflow menu)")
    row = QRect(0, 0, toolbar.width(), toolbar.height())
    for chip, name in zip(strip.chips, NAMES):
        place = QRect(chip.mapTo(toolbar, chip.rect().topLeft()), chip.size())
        if not chip.isVisible() or not row.contains(place):
            problems.append(f"{name}'s chip is not on the toolbar's row")
        if name[:6] not in chip.text():
            problems.append(f"{name}'s chip does not show the name's start: {chip.text()!r}")
        if name not in chip.toolTip():
            problems.append(f"{name}'s chip's tooltip lacks the full name: {chip.toolTip()!r}")
    if len(strip.chips) != len(NAMES):
        problems.append(f"{len(strip.chips)} chips")
    return problems


@pytest.mark.parametrize("width,height", [(1400, 900), (1920, 1080)])
@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl"])
def test_seven_long_names_stay_on_the_turn_toolbar(qtbot, language, lang: str, width: int, height: int) -> None:  # noqa: ANN001
    language(lang)
    window, files, _prompts = open_hotseat(qtbot, _long_named_table())
    window.resize(width, height)
    session = files.session
    seen = {}
    for turn in range(7):
        assert session.stage == Stage.CURTAIN
        pass_curtain(window, files)
        assert session.stage == Stage.TURN
        qtbot.wait(1)  # the layouts settle as they do on screen
        seen[f"turn {turn + 1}"] = _strip_in_view(window) + (
            [f"window {window.width()} px wide"] if window.width() != width else [])
        session.proceed()  # no orders: the units hold
    assert session.stage == Stage.RESULTS
    assert {turn: problems for turn, problems in seen.items() if problems} == {}
