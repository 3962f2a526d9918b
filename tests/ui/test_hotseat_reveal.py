"""After the last hot-seat submission the whole table watches the phase resolve on one board,
then sees the new position with the centre counts, before the next curtain; any past phase can
be played again from the history."""

from __future__ import annotations

from hotseat_helpers import assert_private, open_hotseat, play_turn

from diplomacy_desktop.engine.orders import Unit
from diplomacy_desktop.ui.board.scene import piece_key
from diplomacy_desktop.ui.hotseat.stage import Stage
from diplomacy_desktop.ui.modes import Curtain, History, Playback, Review


def test_the_table_watches_the_reveal_then_sees_the_new_position(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    session = files.session
    play_turn(window, files, {"germany": ["A mun - ruh"]}, pin="4321")
    play_turn(window, files, {"russia": ["A war - gal"]})
    play_turn(window, files, {"france": ["A par - bur"]})
    assert session.stage == Stage.RESULTS and window.pages.currentWidget() is window.board_page
    assert isinstance(window.mode.state, Playback) and window.playback.is_playing()
    assert window.results.summary.text() == ""  # the counts come with the new position
    # nothing on screen names the next phase (it would give the outcome away) until the end
    assert "Fall" not in window.banner.text() and "Fall" not in session.actions["proceed"].text()
    session.proceed()  # Ctrl+Return while it plays: the end at once, not the next curtain
    assert session.stage == Stage.RESULTS and isinstance(window.mode.state, Review)
    # the new position is on the board: the army that moved stands in the Ruhr
    assert window.scene.piece_item(piece_key("germany", Unit("A", "ruh"))) is not None
    assert window.scene.piece_item(piece_key("germany", Unit("A", "mun"))) is None
    assert "Germany: 3" in window.results.summary.text()
    assert "Fall 1901" in window.banner.text() and "Fall 1901" in session.actions["proceed"].text()
    session.proceed()
    assert session.stage == Stage.CURTAIN and isinstance(window.mode.state, Curtain)
    assert not window.playback.is_playing()


def test_a_past_phase_is_shown_played_out_and_can_be_replayed(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    session = files.session
    play_turn(window, files, {"germany": ["A mun - ruh"]}, pin="4321")
    play_turn(window, files, {"russia": ["A war - gal"]})
    play_turn(window, files, {"france": ["A par - bur"]})
    session.proceed()
    session.proceed()  # Fall 1901: Ana's curtain
    play_turn(window, files, {"germany": ["A ruh - bur"]}, pin="4321")
    session.step_history(-1)
    assert isinstance(window.mode.state, History) and window.playback.is_done()
    window.playback.set_speed(3.0)
    window.playback_bar.actions_by_name["replay"].trigger()
    assert isinstance(window.mode.state, Playback) and window.mode.history_index == 0
    assert_private(window, window.game)  # Ana's pending Fall order is nowhere, even while it plays
    qtbot.waitUntil(window.playback.is_done, timeout=8000)
    assert isinstance(window.mode.state, History)
    session.history_now()
    assert session.stage == Stage.CURTAIN and not window.playback.is_playing()
