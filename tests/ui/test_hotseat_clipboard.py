"""An order the last player copied is not on the clipboard when the curtain comes down for the
next one; what another program put there is left alone."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication

from hotseat_helpers import PINS, open_hotseat, pass_curtain


def activate(qtbot, window) -> None:  # noqa: ANN001
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)


def copy_typed_order(qtbot, window, text: str) -> None:  # noqa: ANN001
    """Type ``text`` in the order box, select it and copy it, as Ctrl+A, Ctrl+C would."""
    activate(qtbot, window)
    box = window.panel.typed
    box.setFocus()
    box.setText(text)
    box.selectAll()
    box.copy()
    assert QApplication.clipboard().text() == text


def test_an_order_copied_by_one_player_is_gone_when_the_curtain_comes_down(qtbot) -> None:  # noqa: ANN001
    window, files, _prompts = open_hotseat(qtbot)
    first = files.session.curtain.player
    pass_curtain(window, files, PINS.get(first, ""))
    copy_typed_order(qtbot, window, "A vie - gal")
    files.session.proceed()  # submit: the curtain comes down for the next player
    assert window.pages.currentWidget() is files.session.curtain
    assert files.session.curtain.player != first
    assert QApplication.clipboard().text() == ""


def test_what_another_program_copied_meanwhile_stays(qtbot) -> None:  # noqa: ANN001
    window, files, _prompts = open_hotseat(qtbot)
    first = files.session.curtain.player
    pass_curtain(window, files, PINS.get(first, ""))
    copy_typed_order(qtbot, window, "A vie - gal")
    window.hide()  # the player goes to another program, which copies something of its own
    qtbot.waitUntil(lambda: QApplication.activeWindow() is None)
    QApplication.clipboard().setText("shopping list")
    with qtbot.waitExposed(window):
        window.show()
    files.session.proceed()
    assert files.session.curtain.player != first
    assert QApplication.clipboard().text() == "shopping list"
