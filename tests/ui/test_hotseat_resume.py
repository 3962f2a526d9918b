"""A game killed mid-phase resumes from the autosave with nothing lost but the orders a player
had not yet submitted; orders sealed with a PIN need that PIN again before the reveal."""

from __future__ import annotations

from hotseat_helpers import (assert_private, open_hotseat, pass_curtain, pending_orders, play_turn,
                             three_player_game)

from diplomacy_desktop.ui.hotseat import storage
from diplomacy_desktop.ui.hotseat.stage import Purpose, Stage

ANA = {"germany": ["A mun - ruh", "F kie - den"], "england": ["F lon - nth"]}
BEN = {"russia": ["A war - gal"]}


def _kill_after_two_submissions(qtbot):  # noqa: ANN001, ANN202
    window, files, prompts = open_hotseat(qtbot, three_player_game())
    play_turn(window, files, ANA, pin="4321")
    play_turn(window, files, BEN)
    pass_curtain(window, files)  # Cora starts typing, then the power goes out
    assert window.controller.give_text("A par - bur")
    storage.flush()
    saved = storage.autosave_path(window.game).read_text(encoding="utf-8")
    for text in ("A mun - ruh", "F lon - nth", "A war - gal", "A par - bur", "A Par - Bur"):
        assert text not in saved
    window.close_check = None
    window.close()
    return saved


def test_resume_from_the_autosave_loses_only_the_unsubmitted_orders(qtbot) -> None:
    _kill_after_two_submissions(qtbot)
    window, files, prompts = open_hotseat(qtbot)
    prompts.resume_answer = 0  # the only unfinished game
    files.start_up()
    game = window.game
    assert prompts.asked[0][0] == "Resume an unfinished game?" and len(prompts.offered) == 1
    assert game.submitted_powers() == ["austria", "england", "germany", "italy", "russia"]
    assert game.locked_players() == ["Ana"]  # Germany's orders wait for her PIN, Russia's do not
    assert files.session.stage == Stage.CURTAIN and files.session.player == "Cora"
    assert_private(window, game)
    pass_curtain(window, files)
    assert pending_orders(game, "france") == ()  # the only thing lost
    assert window.panel.list.count() == 0
    files.session.proceed()

    # Ana's orders were sealed with her PIN: the reveal waits for it
    session = files.session
    assert session.stage == Stage.CURTAIN and session.purpose == Purpose.UNLOCK and session.player == "Ana"
    pass_curtain(window, files, "1111")
    assert "Wrong PIN" in session.curtain.error.text() and session.stage == Stage.CURTAIN
    pass_curtain(window, files, "4321")
    assert session.stage == Stage.RESULTS
    played = {str(o) for orders in game.history[-1].orders.values() for o in orders}
    assert {"A mun - ruh", "F kie - den", "F lon - nth", "A war - gal"} <= played
    assert "A par - bur" not in played


def test_declining_to_resume_opens_the_new_game_dialog(qtbot) -> None:
    _kill_after_two_submissions(qtbot)
    window, files, prompts = open_hotseat(qtbot)
    before = window.game
    prompts.resume_answer = None
    prompts.new_game_result = None  # the dialog is cancelled: the board stays as it was
    files.start_up()
    assert window.game is before
    assert len(storage.unfinished_autosaves()[0]) == 1  # nothing was overwritten
