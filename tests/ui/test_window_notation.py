"""The window writes and reads orders in its language's rulebook notation."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication
from window_helpers import custom_game, open_window, seat_orders

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.notation import OrderSyntaxError, SyntaxCode
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameDialog
from diplomacy_desktop.ui.orders.controller import parse_problem_text
from test_window_entry import type_order


def _rows(window) -> list[str]:  # noqa: ANN001
    return [window.panel.list.item(i).text() for i in range(window.panel.list.count())]


def test_spanish_window_reads_and_writes_the_rulebooks_orders(qtbot, language) -> None:
    language("es")
    window = open_window(qtbot, power="france")
    type_order(window, "E Par-Bor")
    type_order(window, "E Mar A E Par-Bor")
    type_order(window, "F Bre M")
    assert seat_orders(window, "france") == ["A par - bur", "A mar S A par - bur", "F bre H"]
    assert _rows(window) == ["E Par-Bor", "E Mar A E Par-Bor", "F Bre M"]


def test_spanish_window_refuses_in_spanish_with_the_spanish_letters(qtbot, language) -> None:
    language("es")
    window = open_window(qtbot, power="france")
    type_order(window, "E Par X Bor")
    assert window.panel.message.text() == "No se puede leer la orden: se esperaba M, -, A o T en «x»."
    type_order(window, "E Par-Mun")
    assert window.panel.message.text() == "Rechazada: E París no puede moverse a Munich."
    assert seat_orders(window, "france") == []


def test_an_english_order_in_the_spanish_window_is_shown_as_the_rulebook_writes_it(qtbot, language) -> None:
    language("es")
    window = open_window(qtbot, power="austria")
    type_order(window, "A Vie - Gal")  # English: Galicia; Spanish Gal is Wales, which Vienna cannot reach
    assert seat_orders(window, "austria") == ["A vie - gal"]
    assert window.panel.message.text() == "Leída en notación inglesa: «E Vie-Gli»."


def test_czech_window_reads_the_czech_rulebook_form(qtbot, language) -> None:
    language("cs")
    window = open_window(qtbot, power="france")
    type_order(window, "A - Par>Bur")
    type_order(window, "A - Mar : S - A - Par>Bur")
    assert seat_orders(window, "france") == ["A par - bur", "A mar S A par - bur"]


def test_builds_written_as_the_new_unit_in_the_dutch_window(qtbot, language) -> None:
    language("nl")
    game = custom_game("adjustments", {"russia": ["A mos"]})
    window = open_window(qtbot, game, power="russia")
    type_order(window, "F Sev")
    assert seat_orders(window, "russia") == ["F sev B"]
    assert _rows(window) == ["Bouw F Sev"]


def test_parse_errors_are_translated_by_code_not_by_english_text(qtbot, language) -> None:
    language("cs")
    error = OrderSyntaxError("A Par - Xyz", "xyz", SyntaxCode.EXPECTED_DESTINATION)
    assert parse_problem_text(error) == "Rozkaz nelze přečíst: očekávána cílová provincie u „xyz“."


@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl", "pt"])
@pytest.mark.parametrize("players", [2, 3])
def test_new_game_dialog_shows_every_power_of_a_player(qtbot, language, lang: str, players: int) -> None:
    language(lang)
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.show()  # with seven players first, as the dialog opens: one power each
    qtbot.waitExposed(dialog)
    dialog.player_count.setValue(players)
    QApplication.processEvents()
    for row in dialog.rows[:players]:
        for i in range(row.group.count()):
            text = row.group.itemText(i)
            needed = row.group.fontMetrics().horizontalAdvance(text)
            assert row.group.width() >= needed + 20, (text, row.group.width())


@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl", "pt"])
def test_the_typed_box_examples_are_orders_the_box_reads(qtbot, language, lang: str) -> None:
    from diplomacy_desktop.engine.notation import format_order, read_order
    from diplomacy_desktop.engine.orders import Move, Unit
    from diplomacy_desktop.ui.names import current_notation

    language(lang)
    window = open_window(qtbot, power="france")
    examples = [e.strip(" …") for e in window.panel.typed.placeholderText().split(",")]
    paris_to_burgundy = Move(Unit("A", "par"), "bur")
    for example in examples:
        assert read_order(example, current_notation(), game_map=standard_map()) == paris_to_burgundy, example
    assert format_order(paris_to_burgundy, current_notation()) in window.panel.typed_label.text()


def test_the_choice_menu_reads_in_the_players_language(qtbot, language) -> None:  # noqa: ANN001
    """The entries of the menu a click on a split coast or a build opens are translated too."""
    from diplomacy_desktop.engine.notation import read_order
    from diplomacy_desktop.ui.orders.entry import describe_option

    language("es")
    assert describe_option(read_order("F bre - spa/nc", game_map=standard_map())) == "A España (costa norte)"
    assert describe_option(read_order("A par B", game_map=standard_map())).startswith("Construir ")
