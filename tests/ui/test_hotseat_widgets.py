"""The New Game dialog and the curtain between hot-seat players."""

from __future__ import annotations

import random
from dataclasses import replace

from PySide6.QtCore import Qt

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.table import seating_groups
from diplomacy_desktop.ui.hotseat.curtain import Curtain
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameDialog, NewGameSetup, create_game


def _fill(dialog: NewGameDialog, names: list[str]) -> None:
    dialog.player_count.setValue(len(names))
    for row, name in zip(dialog.rows, names):
        row.name.setText(name)


def test_three_players_draw_the_rulebook_groups_and_pins_lock_their_orders(qtbot) -> None:
    dialog = NewGameDialog(rng=random.Random(3))
    qtbot.addWidget(dialog)
    _fill(dialog, ["Ana", "Ben", "Cora"])
    dialog.rows[0].pin.setText("4321")
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and setup.end_year is None
    assert sorted(p.powers for p in setup.table.players) == sorted(seating_groups(3))
    game = create_game(setup, standard_map())
    assert game.has_pin("Ana") and not game.has_pin("Ben")
    assert not game.check_pin("Ana", "1111") and game.check_pin("Ana", "4321")


def test_six_players_leave_italy_neutral_and_say_so(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    _fill(dialog, ["A", "B", "C", "D", "E", "F"])
    assert "Italy" in dialog.neutral_note.text()
    dialog.until_year.setChecked(True)
    dialog.end_year.setValue(1905)
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and setup.table.neutral == ("italy",) and setup.end_year == 1905
    assert "italy" not in create_game(setup, standard_map()).required_powers()


def test_chosen_powers_must_differ_and_names_must_be_unique(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    _fill(dialog, ["Ana", "Ben", "Cora"])
    dialog.chosen_powers.setChecked(True)
    dialog.rows[1].group.setCurrentIndex(0)
    dialog.accept()
    assert dialog.setup() is None and "one player only" in dialog.error.text()
    dialog.rows[1].group.setCurrentIndex(1)
    dialog.rows[2].name.setText("ana")
    dialog.accept()
    assert dialog.setup() is None and "same name" in dialog.error.text()
    dialog.rows[2].name.setText("Cora")
    dialog.rows[2].pin.setText("12")
    dialog.accept()
    assert dialog.setup() is None and "at least 4 characters" in dialog.error.text()


def test_curtain_names_the_next_player_and_opens_only_with_the_right_pin(qtbot) -> None:
    curtain = Curtain(lambda player, pin: pin == "2468")
    qtbot.addWidget(curtain)
    curtain.show_for("Ana", ["france", "turkey"], True, "Spring 1901", [("Ana", False), ("Ben", True)])
    assert "Ana" in curtain.heading.text() and "France" in curtain.heading.text()
    assert [c.text() for c in curtain.strip.chips] == ["\u25cb Ana: waiting", "\u2714 Ben: submitted"]
    with qtbot.assertNotEmitted(curtain.confirmed):
        qtbot.keyClicks(curtain.pin, "1111")
        qtbot.keyClick(curtain.pin, Qt.Key.Key_Return)
    assert "Wrong PIN" in curtain.error.text()
    with qtbot.waitSignal(curtain.confirmed) as signal:
        qtbot.keyClicks(curtain.pin, "2468")
        qtbot.keyClick(curtain.pin, Qt.Key.Key_Return)
    assert signal.args == ["Ana"]


def test_curtain_without_pin_opens_with_the_button(qtbot) -> None:
    asked: list[tuple[str, str]] = []
    curtain = Curtain(lambda player, pin: asked.append((player, pin)) is None)  # admitted on their word
    qtbot.addWidget(curtain)
    curtain.show_for("Ben", ["italy"], False, "Fall 1901", [])
    assert not curtain.pin.isVisible()
    with qtbot.waitSignal(curtain.confirmed):
        qtbot.mouseClick(curtain.button, Qt.MouseButton.LeftButton)
    assert asked == [("Ben", "")]


def test_two_players_get_the_1914_scenario(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    _fill(dialog, ["Ana", "Ben"])
    assert "1914" in dialog.neutral_note.text() and "24" in dialog.until_victory.text()
    assert dialog.end_year.minimum() == 1914 and dialog.end_year.value() >= 1914
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and setup.table.scenario == "1914"
    game = create_game(setup, standard_map())
    assert game.position.phase.year == 1914 and "ven" in game.position.closed


def test_closed_italy_is_hatched_on_the_board(qtbot) -> None:
    from diplomacy_desktop.engine.table import make_table
    from diplomacy_desktop.ui.board.scene import BoardScene

    game = create_game(NewGameSetup(make_table(["Ana", "Ben"])), standard_map())
    scene = BoardScene(game.map)
    scene.show_position(game.position)
    assert len(scene.closed_provinces()) == 6
    scene.show_position(replace(game.position, closed=frozenset()))
    assert scene.closed_provinces() == []


def test_a_passphrase_is_accepted_and_a_short_pin_refused_with_the_reason(qtbot) -> None:
    dialog = NewGameDialog(rng=random.Random(3))
    qtbot.addWidget(dialog)
    _fill(dialog, ["Ana", "Ben", "Cora"])
    assert "4-digit PIN" in dialog.pin_note.text() and "40 minutes" in dialog.pin_note.text()
    dialog.rows[1].pin.setText("123")
    dialog.accept()
    assert dialog.setup() is None and dialog.error.text().startswith("Ben: ")
    dialog.rows[1].pin.setText("green kite harbour")
    dialog.accept()
    game = create_game(dialog.setup(), standard_map())
    assert game.admit("Ben", "green kite harbour") is not None and game.admit("Ben", "green kite") is None


def test_the_new_pin_dialog_says_what_a_pin_protects_and_wants_it_twice(qtbot) -> None:
    from diplomacy_desktop.ui.hotseat.curtain import SecretDialog

    dialog = SecretDialog("Ana")
    qtbot.addWidget(dialog)
    assert "10,000" in dialog.note.text() and "passphrase" in dialog.note.text()
    dialog.first.setText("4321")
    assert "minutes" in dialog.strength.text()
    dialog.first.setText("green kite harbour")
    assert "years" in dialog.strength.text()
    dialog.second.setText("green kite harbor")
    dialog.accept()
    assert dialog.result() == 0 and "differ" in dialog.error.text()
    dialog.second.setText("green kite harbour")
    dialog.accept()
    assert dialog.result() == 1 and dialog.secret() == "green kite harbour"


def test_every_players_status_shows_on_the_turn_toolbar_of_its_own_row(qtbot) -> None:  # noqa: ANN001
    """Seven players' chips beside the order tools ran into the toolbar's overflow menu at 1400 px
    (Czech): the turn toolbar has a row of its own, and a second game adds no second row."""
    from PySide6.QtWidgets import QToolBar
    from hotseat_helpers import open_hotseat, pass_curtain

    window, files, _prompts = open_hotseat(qtbot)
    window.resize(1400, 900)
    window.show()
    qtbot.waitExposed(window)
    pass_curtain(window, files, "4321")
    turn = window.findChild(QToolBar, "hotseatToolbar")
    assert turn is not None and window.toolBarBreak(turn)
    strip = files.session.screen.strip
    qtbot.waitUntil(lambda: turn.isVisible() and strip.isVisible())
    assert strip.geometry().right() <= turn.width()
    files.session.detach()
    assert window.findChild(QToolBar, "hotseatToolbar") is None or not window.toolBarBreak(turn)
