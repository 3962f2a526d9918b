"""Labels that say what is on screen (issue 19, item 6): the title names the phase whose results
are shown; a resumed game's results tab lists the last phase judged; Take back is offered only
where it can act; a typed order in the sandbox is for the power whose unit it names; the practice
dialog names its sources as readers know them, not as repository paths."""

from __future__ import annotations

import re

from PySide6.QtGui import QTextDocument

from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.teaching.sandbox import Setup
from diplomacy_desktop.ui.game_files import GameFiles
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.sandbox.window import SandboxWindow
from diplomacy_desktop.ui.solo.setup_dialog import PracticeDialog

from hotseat_helpers import ScriptedPrompts, open_hotseat
from test_window_entry import type_order
from window_helpers import show_active


def _files_window(qtbot) -> tuple[MainWindow, GameFiles]:  # noqa: ANN001
    window = MainWindow()
    files = GameFiles(window, ScriptedPrompts())  # type: ignore[arg-type]
    window.files = files  # type: ignore[attr-defined]
    show_active(qtbot, window)
    files.start_game(Game(standard_map()))
    return window, files


def test_the_title_names_the_phase_whose_results_are_shown(qtbot) -> None:  # noqa: ANN001
    window, _files = _files_window(qtbot)
    assert "Spring 1901" in window.windowTitle()
    window.game.seat("france").set_orders([read_order("A Par - Bur", game_map=standard_map())])
    window.adjudicate()
    assert "Spring 1901" in window.windowTitle() and "Fall" not in window.windowTitle()
    window.playback.skip_to_end()
    assert "Spring 1901" in window.windowTitle() and "Fall" not in window.windowTitle()
    assert window.phase_label.text() == "Spring 1901 (movement)"  # the status bar agrees
    window.continue_to_next_phase()
    assert "Fall 1901" in window.windowTitle() and window.phase_label.text() == "Fall 1901 (movement)"


def test_a_resumed_game_lists_the_last_phase_judged(qtbot) -> None:  # noqa: ANN001
    played = Game(standard_map())
    played.seat("france").submit([read_order("A Par - Bur", game_map=standard_map())])
    played.adjudicate(force=True)
    window, files = _files_window(qtbot)
    files.start_game(played)
    heading = window.results.heading.text()
    assert "Spring 1901" in heading and "No phase" not in heading
    assert ("A Par - Bur", "succeeded") in [(o, r) for o, r, _ in window.results.row_texts()]


def test_take_back_is_offered_only_where_it_acts(qtbot) -> None:  # noqa: ANN001
    window, _files = _files_window(qtbot)
    take_back = window.actions_by_name["take_back"]
    assert not take_back.isEnabled()  # nothing judged yet
    window.adjudicate()
    window.playback.skip_to_end()
    window.continue_to_next_phase()
    assert take_back.isEnabled()
    hotseat, files, _prompts = open_hotseat(qtbot)
    assert hotseat.pages.currentWidget() is files.session.curtain
    hot_take_back = hotseat.actions_by_name["take_back"]
    assert not (hot_take_back.isEnabled() and hot_take_back.isVisible())


def test_the_sandbox_takes_a_typed_order_for_the_power_of_its_unit(qtbot) -> None:  # noqa: ANN001
    window = SandboxWindow(Setup.start(standard_map()))
    show_active(qtbot, window)
    window.tabs.setCurrentWidget(window.panel)
    window.set_power_on_move("austria")
    type_order(window, "F Lon - Nth")
    assert [str(o) for o in window.game.seat("england").orders()] == ["F lon - nth"]
    assert window.power_on_move == "england" and window.panel.message.text() == ""
    type_order(window, "A Vie - Gal")
    assert [str(o) for o in window.game.seat("austria").orders()] == ["A vie - gal"]


def test_the_practice_dialog_names_its_sources_not_repository_paths(qtbot) -> None:  # noqa: ANN001
    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    book = standard_book()
    seen = 0
    for power in standard_map().powers:
        dialog.power.setCurrentIndex(dialog.power.findData(power))
        for i in range(dialog.opening.count()):
            dialog.opening.setCurrentIndex(i)
            if dialog.selected_opening() is None:
                continue
            document = QTextDocument()
            document.setHtml(dialog.details.text())
            sources = document.toPlainText().split("Sources:")[1]
            assert not re.search(r"\.(jsx|db|json|md|html?)\b|/|src |web |:\S", sources), sources
            assert "href=" in dialog.details.text()  # each still opens at its address
            seen += 1
    assert seen == sum(len(book.named(p)) for p in standard_map().powers)


def test_the_power_list_widens_for_longer_names_after_a_language_switch(qtbot, language) -> None:  # noqa: ANN001
    """Opened in Czech ("Rakousko"), switched to Dutch ("Oostenrijk"): every name fits the list."""
    from PySide6.QtWidgets import QComboBox

    from diplomacy_desktop.ui.language_menu import switch_language
    from window_helpers import open_window

    language("cs")
    window = open_window(qtbot)
    try:
        switch_language("nl", remember=False)
        qtbot.wait(50)
        combo = window.power_combo
        assert combo.itemText(0) == "Oostenrijk"
        fresh = QComboBox()  # what the Dutch names need, measured by the style
        fresh.setFont(combo.font())
        fresh.addItems([combo.itemText(i) for i in range(combo.count())])
        assert combo.width() >= fresh.sizeHint().width(), (combo.width(), fresh.sizeHint().width())
    finally:
        switch_language("en", remember=False)
