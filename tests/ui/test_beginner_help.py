"""Beginner's help in the window: the order count and the likely mistakes under the order list,
each with a "why?" link to its rule; on by default in practice, chosen per player at a hot-seat
table and shown only in that player's turn; never a block on Submit."""

from __future__ import annotations

from hotseat_helpers import SEATS, open_hotseat, pass_curtain, three_player_game, wait_for_bots
from test_practice_mode import open_practice

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.bots import Level
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameDialog
from diplomacy_desktop.ui.orders.advice_view import PRACTICE, help_wanted, remember_help
from diplomacy_desktop.ui.solo.setup_dialog import PracticeDialog


def test_practice_counts_orders_and_warns_without_blocking_submit(qtbot) -> None:
    window, files, _ = open_practice(qtbot, PracticeSetup("france", Level.EASY, None, seed=3))
    panel = window.panel
    assert panel.beginner_help  # on by default in practice
    assert panel.given_count.text() == "0 of 3 orders given"
    assert window.controller.give_text("A par - bur") and window.controller.give_text("A mar - bur")
    assert panel.given_count.text() == "2 of 3 orders given"
    assert panel.advice.lines == [
        "“A Par - Bur” and “A Mar - Bur” both go to Burgundy: with equal support neither moves. Send one "
        "elsewhere, or support one of them.",
        "F Brest has no order yet: it will hold."]
    assert panel.advice.rules == ["useful.3", "orders.writing"]
    assert panel.advice.isVisible()
    panel.advice.linkActivated.emit("rule:useful.3")  # the "why?" link
    assert window.rules_reference.isVisible() and window.rules_reference.reference.rule == "useful.3"
    files.session.proceed_action.trigger()  # advice only: Submit still judges the phase
    wait_for_bots(files.session)  # the bots think on their own thread, then the phase is judged
    assert window.review is not None


def test_practice_help_can_be_turned_off_and_is_remembered(qtbot) -> None:
    window, files, _ = open_practice(qtbot, PracticeSetup("france", Level.EASY, None, seed=3))
    files.session.help_action.trigger()
    assert not window.panel.beginner_help and not window.panel.advice.isVisible()
    assert not window.panel.given_count.isVisible()
    assert help_wanted(PRACTICE) is False
    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    assert not dialog.beginner_help.isChecked()
    dialog.beginner_help.setChecked(True)
    dialog.accept()
    assert help_wanted(PRACTICE) is True


def test_free_game_shows_no_help(qtbot) -> None:
    from diplomacy_desktop.ui.main_window import MainWindow

    window = MainWindow()
    qtbot.addWidget(window)
    window.controller.give_text("A par - bur")
    window.controller.give_text("A mar - bur")
    assert not window.panel.beginner_help and window.panel.advice.lines == []


def _ana_turn_lines(qtbot, ben_orders: list[str]) -> list[str]:  # noqa: ANN001
    game = three_player_game()
    ben = game.admit("Ben")
    assert ben is not None
    seat = game.seat("italy", ben)
    seat.submit([read_order(t, game_map=standard_map()) for t in ben_orders])
    window, files, _ = open_hotseat(qtbot, game)
    assert files.session.player == "Ana"
    assert window.panel.advice.lines == []  # the curtain: nothing shown
    pass_curtain(window, files, "4321")
    window.power_combo.setCurrentIndex(window.power_combo.findData("germany"))
    assert window.controller.give_text("A mun - sil") and window.controller.give_text("A ber - sil")
    assert window.panel.given_count.text() == "2 of 3 orders given"
    lines = list(window.panel.advice.lines)
    files.session.proceed()  # submits: the curtain for the next player
    assert window.panel.advice.lines == [] and not window.panel.given_count.isVisible()
    assert files.session.player == "Ben"
    pass_curtain(window, files)  # Ben, who did not choose help
    window.power_combo.setCurrentIndex(window.power_combo.findData("russia"))
    assert window.controller.give_text("A mos - ukr") and window.controller.give_text("A war - ukr")
    assert window.panel.advice.lines == [] and not window.panel.given_count.isVisible()
    return lines


def test_hotseat_help_is_per_player_and_blind_to_other_players_orders(qtbot) -> None:
    remember_help("Ana", True)
    assert SEATS["Ana"][2] == "germany"
    alone = _ana_turn_lines(qtbot, ["A ven - tyr", "A rom - ven", "F nap - ion"])
    other = _ana_turn_lines(qtbot, ["A ven H", "A rom H", "F nap H"])
    assert alone == other
    assert alone == ["“A Mun - Sil” and “A Ber - Sil” both go to Silesia: with equal support neither moves. "
                     "Send one elsewhere, or support one of them.", "F Kiel has no order yet: it will hold."]


def test_new_game_dialog_remembers_each_players_choice(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(3)
    dialog.rows[0].name.setText("Ana")
    dialog.rows[1].name.setText("Ben")
    dialog.rows[2].name.setText("Cora/2")
    dialog.rows[0].help.setChecked(True)
    dialog.rows[2].help.setChecked(True)
    dialog.accept()
    assert dialog.setup() is not None
    assert [help_wanted(n) for n in ("Ana", "Ben", "Cora/2", "Cora")] == [True, False, True, False]
    again = NewGameDialog()
    qtbot.addWidget(again)
    again.rows[0].name.setText("Cora/2")
    again.rows[1].name.setText("Zed")
    assert again.rows[0].help.isChecked() and not again.rows[1].help.isChecked()


def test_scorecard_words_a_failed_order_as_the_order_panel_warned(qtbot) -> None:
    from tests.practice.test_scorecard import played

    from diplomacy_desktop.practice.scorecard import build_scorecard
    from diplomacy_desktop.ui.solo.scorecard_view import ScorecardView

    practice = played(None, ("A par - bur", "A mar - bur", "F bre - mao"))
    view = ScorecardView()
    qtbot.addWidget(view)
    view.show_card(build_scorecard(practice.game.history, "france", "easy", 1901, practice.game.position, game_map=standard_map()))
    warning = ("“A Par - Bur” and “A Mar - Bur” both go to Burgundy: with equal support neither moves. Send "
               "one elsewhere, or support one of them.")
    assert view.lines.count(f"Spring 1901 (movement) — A Par - Bur — bounced: {warning}") == 1
    assert view.lines.count(f"Spring 1901 (movement) — A Mar - Bur — bounced: {warning}") == 1


def test_warnings_read_in_the_players_language(qtbot, language) -> None:  # noqa: ANN001
    language("es")
    window, _, _ = open_practice(qtbot, PracticeSetup("france", Level.EASY, None, seed=3))
    assert window.controller.give_text("A par - bur") and window.controller.give_text("A mar - bur")
    assert window.panel.given_count.text() == "2 de 3 órdenes dadas"
    assert window.panel.advice.lines == [
        "«E Par-Bor» y «E Mar-Bor» van las dos a Borgoña: con igual apoyo, ninguna de las dos unidades se "
        "mueve. Envía una a otro lugar o apoya a una de ellas.",
        "F Brest aún no tiene orden: se mantendrá en posición."]
    assert "¿por&nbsp;qué?" in window.panel.advice.text()


def test_three_units_into_one_province_are_listed_together(qtbot) -> None:
    from diplomacy_desktop.engine.position import Phase, Position, make_units
    from diplomacy_desktop.teaching.advice import advise
    from diplomacy_desktop.ui.orders.advice_view import advice_text

    board = Position(Phase(1902, "spring", "movement"), make_units({"germany": ["A mun", "A ber", "A boh"]}), {})
    found = advise(board, "germany", [read_order(t, game_map=standard_map()) for t in ("A mun - sil", "A ber - sil", "A boh - sil")], standard_map())
    assert [advice_text(a) for a in found] == [
        "“A Mun - Sil”, “A Ber - Sil”, “A Boh - Sil” all go to Silesia: with equal support none of them moves. "
        "Send one elsewhere, or support one of them."]
