"""A hot-seat game of seven players fits a 1400-pixel-wide screen in every language, at every step.

In Dutch the window ran 1,531 pixels wide from the first curtain on, its order dock and status
bar off the screen's right edge: the curtain's seven status chips stood on one line, and the
window's page stack is as wide as its widest page even while the board shows."""

from __future__ import annotations

import pytest
from hotseat_helpers import open_hotseat, pass_curtain

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.table import make_table
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameSetup, create_game
from diplomacy_desktop.ui.hotseat.stage import Stage
from diplomacy_desktop.ui.screen_fit import FRAME_WIDTH

SCREEN_WIDTH = 1400
"""The smallest desk the game is made for (``ui/screen_fit.py``)."""
POWERS = ("austria", "england", "france", "germany", "italy", "russia", "turkey")


def _seven_players() -> object:
    names = [f"Speler {n}" for n in range(1, 8)]  # as long as the New Game dialog's Dutch defaults
    return create_game(NewGameSetup(make_table(names, [(p,) for p in POWERS]), {}, None), standard_map())


@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl", "pt"])
def test_a_seven_player_hotseat_window_fits_a_1400_pixel_screen(qtbot, language, lang: str) -> None:  # noqa: ANN001
    language(lang)
    window, files, _prompts = open_hotseat(qtbot, _seven_players())
    session = files.session
    widths = {}
    for player in range(7):
        assert session.stage == Stage.CURTAIN
        widths[f"curtain {player + 1}"] = window.minimumSizeHint().width()
        pass_curtain(window, files)
        assert session.stage == Stage.TURN
        widths[f"turn {player + 1}"] = window.minimumSizeHint().width()
        session.proceed()  # no orders: the units hold
    assert session.stage == Stage.RESULTS
    widths["results"] = window.minimumSizeHint().width()
    too_wide = {step: width for step, width in widths.items() if width > SCREEN_WIDTH - FRAME_WIDTH}
    assert not too_wide, too_wide
