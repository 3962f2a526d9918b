"""The File menu: save and open keep everything (and nothing readable), a damaged file is
reported without touching the game on the board, and closing asks before losing changes."""

from __future__ import annotations

from pathlib import Path

from hotseat_helpers import open_hotseat, play_turn, three_player_game

from diplomacy_desktop.ui.hotseat import storage
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameDialog
from diplomacy_desktop.ui.hotseat.stage import Stage
from diplomacy_desktop.ui.prompts import SaveChoice, StartChoice

ANA = {"germany": ["A mun - ruh"]}


def test_save_as_then_open_restores_the_submissions_sealed(qtbot, tmp_path: Path) -> None:
    window, files, prompts = open_hotseat(qtbot)
    play_turn(window, files, ANA, pin="4321")
    assert window.isWindowModified()
    prompts.path = tmp_path / "friday.diplomacy.json"
    files.actions["save_as"].trigger()
    assert prompts.path.exists() and "A mun - ruh" not in prompts.path.read_text(encoding="utf-8")
    assert not window.isWindowModified() and "friday.diplomacy.json" in window.windowTitle()

    files.actions["new"].trigger()  # nothing unsaved: no question; the dialog is cancelled
    assert prompts.asked[-1][0] == "Submit orders"
    assert files.open_game(prompts.path)
    assert window.game.submitted_powers() == ["austria", "england", "germany"]
    assert files.session.player == "Ben"


def test_a_damaged_file_is_reported_and_the_current_game_kept(qtbot, tmp_path: Path) -> None:
    window, files, prompts = open_hotseat(qtbot)
    play_turn(window, files, ANA, pin="4321")
    game, session = window.game, files.session
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "diplomacy-desktop-save", "version": 1, "map": "standard", "history": 3}')
    prompts.save_choice = SaveChoice.DISCARD
    prompts.path = bad
    assert not files.open_game()
    assert "bad.json cannot be opened" in prompts.warnings[-1] and "unchanged" in prompts.warnings[-1]
    assert window.game is game and files.session is session and session.player == "Ben"
    (tmp_path / "junk.json").write_bytes(b"\x00\xff not json")
    assert not files.open_path(tmp_path / "junk.json")
    assert window.game is game and game.has_submitted("germany")


def test_a_damaged_autosave_is_set_aside_and_reported(qtbot) -> None:
    damaged = storage.autosave_path("0" * 32)
    damaged.parent.mkdir(parents=True, exist_ok=True)
    damaged.write_text("{ truncated")
    window, files, prompts = open_hotseat(qtbot, three_player_game())
    prompts.new_game_result = StartChoice.PRACTICE
    files.start_up()
    assert "could not be opened" in prompts.warnings[-1]
    kept = list(storage.data_dir().glob("damaged-*.json"))
    assert len(kept) == 1 and kept[0].read_text() == "{ truncated"
    assert not damaged.exists()


def test_closing_with_unsaved_changes_asks_first(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    play_turn(window, files, ANA, pin="4321")
    prompts.save_choice = SaveChoice.CANCEL
    assert not window.close()
    assert window.isVisible() and prompts.asked[-1][0] == "Unsaved changes"
    prompts.save_choice = SaveChoice.DISCARD
    assert window.close()


def test_practice_and_new_game_from_the_file_menu(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    files.actions["sandbox"].trigger()
    assert files.session is None and window.game.table is None
    assert window.power_combo.count() == 7 and window.actions_by_name["adjudicate"].isVisible()
    assert window.pages.currentWidget() is window.board_page

    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(4)
    for row, name in zip(dialog.rows, ["Ana", "Ben", "Cora", "Dan"]):
        row.name.setText(name)
    dialog.accept()
    prompts.new_game_result = dialog.setup()
    files.actions["new"].trigger()
    assert files.session is not None and files.session.stage == Stage.CURTAIN
    assert window.game.table.players[0].name == "Ana"
    assert not window.actions_by_name["adjudicate"].isVisible()
    storage.flush()
    assert storage.autosave_path(window.game).exists()


def test_the_dialog_offers_practice_instead(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.practice_button.click()
    assert dialog.practice_requested and dialog.setup() is None
