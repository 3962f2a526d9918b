"""The board window in parts: a shell with a small face that flows use (its parts' size is
``tests/test_class_sizes.py``'s, with every class's), and no import circle in the UI (the sandbox
and the program's window never import each other).

The structure is read from the source with ``ast`` (nothing is imported), so an import inside a
function or under ``TYPE_CHECKING`` counts too: each is a dependency a reader has to follow."""

from __future__ import annotations

import ast
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QLabel

from diplomacy_desktop.engine.game import SeatRefused
from diplomacy_desktop.ui.modes import Curtain, Ordering

from window_helpers import key, open_window, seat_orders

from tests.engine.test_layers import import_circles, package_imports

ROOT = Path(__file__).resolve().parents[2]
UI = ROOT / "diplomacy_desktop" / "ui"
WINDOW_MODULES = ("main_window.py", "window")
"""The window's own modules: the only ones that may use its private names."""


def ui_imports(root: Path = ROOT) -> dict[str, set[str]]:
    """Each module under ``diplomacy_desktop.ui`` -> the ui modules it imports, read as the
    layers test reads the whole package (imports inside functions count)."""
    return package_imports(root, "diplomacy_desktop.ui")


def test_the_ui_modules_form_no_import_circle() -> None:
    """The sandbox subclassed the program's window, which imported the sandbox to open it: to
    change either, a reader had to hold both. ``ui.app`` opens the sandbox now."""
    graph = ui_imports()
    assert len(graph) > 50 and "board.scene" in graph["render_game"]  # every module was read
    assert import_circles(graph) == []
    assert "window.board_window" in graph["main_window"] and "window.board_window" in graph["sandbox.window"]
    assert "main_window" not in graph["sandbox.window"] and "sandbox.window" not in graph["main_window"]


def test_the_circle_reader_sees_an_import_inside_a_function(tmp_path: Path) -> None:
    ui = tmp_path / "diplomacy_desktop" / "ui"
    (ui / "sandbox").mkdir(parents=True)
    (ui / "__init__.py").write_text("")
    (ui / "sandbox" / "__init__.py").write_text("")
    (ui / "main_window.py").write_text("def open_sandbox():\n    from .sandbox.window import SandboxWindow\n")
    (ui / "sandbox" / "window.py").write_text("from ..main_window import MainWindow\n")
    assert import_circles(ui_imports(tmp_path)) == [["main_window", "sandbox.window"]]


def _private_uses_of_the_window(path: Path) -> list[str]:
    """``window._x``, ``w._x`` and ``self.window._x`` in a module (dunders aside)."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if not isinstance(node, ast.Attribute) or not node.attr.startswith("_") or node.attr.startswith("__"):
            continue
        owner = node.value
        if (isinstance(owner, ast.Name) and owner.id in ("window", "w")) or \
                (isinstance(owner, ast.Attribute) and owner.attr == "window"):
            found.append(f"{path.relative_to(ROOT)}:{node.lineno} {ast.unparse(node)}")
    return found


def test_nothing_outside_the_window_uses_its_private_names() -> None:
    """Flows talk to the window's face (``ui/window/board_window.py``); its private names may
    change with any refactoring of the window."""
    outside = [p for p in sorted(UI.rglob("*.py"))
               if not any(str(p.relative_to(UI)).startswith(own) for own in WINDOW_MODULES)]
    assert len(outside) > 50
    assert [use for path in outside for use in _private_uses_of_the_window(path)] == []


def test_a_flow_covers_the_board_and_brings_it_back_through_the_face(qtbot) -> None:  # noqa: ANN001
    window = open_window(qtbot, power="france")
    cover = QLabel("Pass the computer to Ana")
    window.add_cover(cover)
    window.show_banner("Ana's turn", "background: #fff3c4;")
    window.show_cover(cover)
    assert isinstance(window.mode.state, Curtain)
    assert not window.dock.isVisible() and not window.banner.isVisible() and not window.view.isVisible()
    window.show_board()
    assert window.mode.state == Ordering("france") and window.view.isVisible() and window.dock.isVisible()
    window.remove_cover(cover)
    assert window.pages.count() == 1


def test_a_flow_sets_where_the_seats_come_from_and_gives_it_back(qtbot) -> None:  # noqa: ANN001
    window = open_window(qtbot, power="france")

    def nobody(power: str):  # noqa: ANN202 - the flow's seat source: nobody admitted
        raise SeatRefused(power, None)

    window.set_seat_source(nobody)
    assert not window.controller.give_text("A par - bur")
    assert seat_orders(window, "france") == []
    window.set_seat_source(None)  # the game's own seats again
    assert window.controller.give_text("A par - bur")
    assert seat_orders(window, "france") == ["A par - bur"]


def test_a_flow_replaces_the_practice_actions_and_gives_their_keys_back(qtbot) -> None:  # noqa: ANN001
    window = open_window(qtbot, power="france")
    proceed = QAction("Submit", window)
    proceed.setShortcut("Ctrl+Return")
    submitted = []
    proceed.triggered.connect(lambda: submitted.append(True))
    window.set_practice_actions(False)
    window.add_flow_actions([proceed], on_toolbar=True)
    toolbar = window.main_toolbar.actions()
    assert toolbar.index(proceed) == toolbar.index(window.action("adjudicate")) - 1
    assert not window.action("adjudicate").isVisible() and window.action("adjudicate").shortcuts() == []
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert submitted == [True] and window.review is None  # the flow's action, not Adjudicate
    window.remove_flow_actions([proceed])
    window.set_practice_actions(True)
    assert proceed not in window.main_toolbar.actions() and proceed not in window.game_menu.actions()
    key(window, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert submitted == [True] and window.review is not None  # Adjudicate judged the phase
