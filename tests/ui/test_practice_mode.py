"""Practice mode in the window: one power against six bots, the bots' orders revealed with the
results, and a scorecard after Fall 1901 and Fall 1902."""

from __future__ import annotations

from hotseat_helpers import ScriptedPrompts

from diplomacy_desktop.bots import Level
from diplomacy_desktop.engine.game import SeatRefused
from diplomacy_desktop.engine.orders import parse_order
from diplomacy_desktop.engine.position import MOVEMENT, Phase
from diplomacy_desktop.practice.session import PracticeSetup
from diplomacy_desktop.ui.game_files import GameFiles
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.reasons import explain_reason
from diplomacy_desktop.ui.solo.scorecard_view import ScorecardDialog
from diplomacy_desktop.ui.solo.setup_dialog import PracticeDialog

OPENING = "france/atlantic-opening-burgundy-variant"


def open_practice(qtbot, setup: PracticeSetup):  # noqa: ANN001, ANN201
    window = MainWindow()
    qtbot.addWidget(window)
    prompts = ScriptedPrompts()
    files = GameFiles(window, prompts)  # type: ignore[arg-type]
    files.ask_practice = lambda _parent: setup
    with qtbot.waitExposed(window):
        window.show()
    assert files.actions["practice"].isVisible()
    files.actions["practice"].trigger()
    return window, files, prompts


def test_practice_plays_through_winter_1902_to_two_scorecards(qtbot) -> None:
    window, files, _ = open_practice(qtbot, PracticeSetup("france", Level.EASY, OPENING, seed=7))
    session = files.session
    game = window.game
    # the player orders France only, starting from the chosen opening
    assert window.power_combo.count() == 1 and window.power_on_move == "france"
    assert sorted(window.controller.orders(), key=str) == sorted(
        (parse_order(t) for t in ("F bre - mao", "A par - bur", "A mar - spa")), key=str)
    assert not window.actions_by_name["adjudicate"].isVisible()
    session.proceed_action.trigger()  # Submit: the bots order and the phase is judged
    assert window.review is not None
    revealed = {p for p, results in window.review.results.items() if results}
    assert revealed == set(game.map.powers)  # every power's orders revealed with the results
    rows = [" ".join(r) for r in window.results.row_texts()]
    assert any("A Par - Bur" in r for r in rows)
    steps = 0
    while game.position.phase < Phase(1903, "spring", MOVEMENT) and steps < 20:
        session.proceed_action.trigger()  # continue; nothing ordered: France's units hold
        if window.review is None:
            session.proceed_action.trigger()
        steps += 1
    assert game.history[-1].position.phase.year == 1902
    assert any(r.position.phase.season == "winter" and r.position.phase.year == 1902 for r in game.history) \
        or game.position.phase == Phase(1903, "spring", MOVEMENT)
    cards = session.scorecards
    assert [d.view.card.year for d in cards] == [1901, 1902]
    first = cards[0].view.card
    assert first.played is not None and first.played.id == OPENING
    assert first.baseline is not None and first.baseline.games >= 200
    assert len(first.orders) >= 3 and len(first.worked) + len(first.failed) == len(first.orders)
    text = "\n".join(cards[0].view.lines)
    assert "Atlantic Opening, Burgundy Variant" in text and "http://www.diplom.org/" in text
    assert "200 simulated games" in text or f"{first.baseline.games} simulated games" in text
    assert all(isinstance(d, ScorecardDialog) and d.isVisible() for d in cards)


def test_the_other_powers_seats_are_closed_to_the_keyboard(qtbot) -> None:
    window, files, _ = open_practice(qtbot, PracticeSetup("england", Level.EASY, None, seed=1))
    assert window.controller.seat_for("england").power == "england"
    try:
        window.controller.seat_for("france")
    except SeatRefused:
        pass
    else:
        raise AssertionError("the keyboard could order a bot's power")
    assert window.controller.orders() == ()  # playing freely: nothing filled in


def test_a_failed_order_is_listed_with_the_engines_reason(qtbot) -> None:
    window, files, _ = open_practice(qtbot, PracticeSetup("england", Level.EASY, None, seed=3))
    for text in ("F lon - nth", "F edi - nth", "A lvp - yor"):  # two fleets into one sea: both bounce
        assert window.controller.give_text(text)
    session = files.session
    while not session.scorecards:
        session.proceed_action.trigger()
    card = session.scorecards[0].view.card
    assert card.played is None and card.basis.value in ("book", "none")
    failed = {str(r.order): r for r in card.failed}
    assert set(failed) >= {"F lon - nth", "F edi - nth"} and "A lvp - yor" in {str(r.order) for r in card.worked}
    reason = failed["F lon - nth"].result.reason
    assert reason.code == "bounced_prevent" and reason.params["other"] == parse_order("F edi - nth").unit
    lines = session.scorecards[0].view.lines
    assert any("F Lon - Nth" in line and explain_reason(reason) in line for line in lines)
    assert any("not one of the named openings" in line for line in lines)


def test_the_sandbox_still_orders_every_power(qtbot) -> None:
    window, files, _ = open_practice(qtbot, PracticeSetup("france", Level.EASY, None, seed=1))
    files.actions["sandbox"].trigger()
    assert files.session is None and window.power_combo.count() == 7
    assert window.actions_by_name["adjudicate"].isVisible() and not window.banner.isVisible()


def test_the_practice_dialog_lists_the_book_for_the_chosen_power(qtbot) -> None:
    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    dialog.power.setCurrentIndex(dialog.power.findData("turkey"))
    assert dialog.opening.itemData(0) is None  # play freely
    ids = [dialog.opening.itemData(i) for i in range(1, dialog.opening.count())]
    assert ids and all(i.startswith("turkey/") for i in ids)
    dialog.opening.setCurrentIndex(1)
    assert "Sources:" in dialog.details.text()
    dialog.level.setCurrentIndex(dialog.level.findData("normal"))
    setup = dialog.setup()
    assert (setup.power, setup.level, setup.opening_id) == ("turkey", Level.NORMAL, ids[0])
