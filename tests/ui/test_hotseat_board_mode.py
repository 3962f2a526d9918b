"""One owner of what the board shows: the hot-seat flow only sets the window's BoardMode and reads
its stage, player and history from it. These fail if the board is in the wrong mode: pending
orders drawn behind a curtain, orders taken in history, Esc from history landing elsewhere."""

from __future__ import annotations

from hotseat_helpers import open_hotseat, pass_curtain, pending_orders, play_turn
from window_helpers import click

from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import initial_position, standard_map
from diplomacy_desktop.ui.hotseat.stage import Purpose, Stage
from diplomacy_desktop.ui.modes import BoardMode, Curtain, History, Ordering, Playback, Review

ANA = {"germany": ["A mun - ruh", "F kie - den"], "england": ["F lon - nth"]}


def test_each_stage_of_the_flow_is_a_board_mode(qtbot) -> None:
    window, files, _ = open_hotseat(qtbot)
    session, mode = files.session, window.mode
    assert mode.state == Curtain("Ana", "turn") and session.stage == Stage.CURTAIN and session.player == "Ana"
    pass_curtain(window, files, "4321")
    assert isinstance(mode.state, Ordering) and mode.state.player == "Ana" and session.stage == Stage.TURN
    window.set_power_on_move("england")  # another of her powers: still her turn
    assert mode.state == Ordering("england", "Ana") and session.stage == Stage.TURN
    session.proceed()
    assert mode.state == Curtain("Ben", "turn")
    play_turn(window, files, {})
    play_turn(window, files, {})
    assert isinstance(mode.state, (Playback, Review)) and mode.history_index is None
    assert session.stage == Stage.RESULTS and mode.results_shown
    session.proceed()
    session.proceed()
    assert mode.state == Curtain("Ana", "turn") and not mode.results_shown


def test_the_curtain_mode_hides_the_orders_of_the_player_still_admitted(qtbot) -> None:
    window, files, _ = open_hotseat(qtbot)
    pass_curtain(window, files, "4321")
    window.set_power_on_move("germany")
    for text in ANA["germany"]:
        assert window.controller.give_text(text)
    assert len(window.scene.drawn_orders()) == 2
    window.mode.set(Curtain("Ana"))  # the board is hidden: nothing of anyone's orders is drawn
    window.redraw_orders()
    assert window.scene.drawn_orders() == [] and len(pending_orders(window.game, "germany")) == 2


def test_history_is_read_only_and_esc_returns_to_the_same_curtain(qtbot) -> None:
    window, files, _ = open_hotseat(qtbot)
    session, mode = files.session, window.mode
    for pin in ("4321", "", ""):
        play_turn(window, files, {}, pin=pin)
    session.proceed()
    session.proceed()
    play_turn(window, files, ANA, pin="4321")
    assert mode.state == Curtain("Ben", "turn")
    session.reopen()  # Ana wants her orders back: a reopen curtain
    assert mode.state == Curtain("Ana", "reopen") and session.purpose == Purpose.REOPEN

    session.step_history(-1)
    assert isinstance(mode.state, History) and mode.state.index == 0
    assert mode.behind == Curtain("Ana", "reopen") and not mode.takes_orders
    assert session.stage == Stage.CURTAIN and session.purpose == Purpose.REOPEN  # where Esc goes back to
    assert not window.actions_by_name["move"].isEnabled() and not window.entry.enabled
    click(window, "par")  # a click selects nothing to order
    assert not window.entry.selected and window.controller.power == ""
    assert not window.controller.give_text("A par - bur")

    session.history_now()
    assert mode.state == Curtain("Ana", "reopen") and mode.behind is None
    assert window.pages.currentWidget() is session.curtain


def test_the_board_mode_remembers_what_history_left() -> None:
    mode = BoardMode()
    position = initial_position(standard_map())
    resolution = adjudicate(position, {}, standard_map())
    mode.set(Curtain("Ben", "unlock"))
    mode.set(Playback(resolution, position, history=0))
    assert mode.behind == Curtain("Ben", "unlock") and mode.base == Curtain("Ben", "unlock")
    mode.set(History(0, resolution, position))
    assert mode.behind == Curtain("Ben", "unlock") and mode.history_index == 0 and not mode.results_shown
    mode.set(Review(resolution, position))  # back to the game: nothing behind any more
    assert mode.behind is None and mode.results_shown and not mode.takes_orders
    mode.set(History(0, resolution, position))
    assert mode.behind == Review(resolution, position) and mode.results_shown
    mode.set(Ordering("france", "Ana"))
    assert mode.behind is None and mode.takes_orders and not mode.results_shown
