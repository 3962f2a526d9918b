"""The board window's menus, its actions by name and its main toolbar.

Every action the window offers is made here, once, and found again by its name (``adjudicate``,
``hold``, ``show_results``...): the menus, the toolbar, the keys and a flow that hides or renames
one all go through that name. What an action does is the part's that holds it; this module only
places it and words it (in the ``MainWindow`` translation context the texts always had).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable, Sequence

from PySide6.QtCore import QCoreApplication
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QLabel, QMenu, QToolBar

from ..actions import set_action_text
from ..board.palette_menu import PaletteMenu
from ..names import current_notation
from ..orders.keys import order_keys

if TYPE_CHECKING:
    from .face import BoardFace

translate = QCoreApplication.translate

PRACTICE_ACTIONS = ("adjudicate", "next_power", "take_back")
"""The actions that judge or order every power at once: a flow with turns of its own (hot-seat,
practice against bots) hides them while it runs."""
ORDER_ENTRY_ACTIONS = ("hold", "move", "support", "convoy", "disband", "waive", "type", "delete", "cancel",
                       "show_orders")
"""The actions that give or change an order (off while nobody may order)."""


class WindowMenus:
    """The menus (File, Game, Edit, Orders, View), the actions by name and the main toolbar."""

    def __init__(self, window: BoardFace) -> None:
        self.window = window
        w = window
        bar = w.menuBar()
        self.file_menu = bar.addMenu("")
        self.game_menu = bar.addMenu("")
        self.edit_menu = bar.addMenu("")
        self.orders_menu = bar.addMenu("")
        self.view_menu = bar.addMenu("")
        self.actions: dict[str, QAction] = {}
        self._hidden_keys: dict[str, list[QKeySequence]] = {}
        """The keys of the practice actions while a flow hides them (given back when shown)."""
        a = self.actions
        a["adjudicate"] = self.add("adjudicate", ["Ctrl+Return", "Ctrl+Enter"], w.adjudicate_or_continue,
                                   self.game_menu)
        a["take_back"] = self.add("take_back", "Ctrl+Backspace", w.take_back, self.game_menu)
        self.game_menu.addSeparator()
        a["lessons"] = self.add("lessons", "", w.lessonsRequested.emit, self.game_menu)
        a["sandbox"] = self.add("sandbox", "", w.sandboxRequested.emit, self.game_menu)
        self.file_menu.addSeparator()
        a["quit"] = self.add("quit", QKeySequence.StandardKey.Quit, w.close, self.file_menu)
        self._undo_actions()
        self.edit_menu.addSeparator()
        entry = w.entry
        a["delete"] = self.add("delete", QKeySequence.StandardKey.Delete, w.panel._delete_current, self.edit_menu)
        a["cancel"] = self.add("cancel", "Esc", entry.cancel, self.edit_menu)
        a["hold"] = self.add("hold", "H", entry.key_hold, self.orders_menu)
        a["move"] = self.add("move", "M", entry.key_move, self.orders_menu)
        a["support"] = self.add("support", "S", entry.key_support, self.orders_menu)
        a["convoy"] = self.add("convoy", "C", entry.key_convoy, self.orders_menu)
        a["disband"] = self.add("disband", "D", entry.key_disband, self.orders_menu)
        a["waive"] = self.add("waive", "W", w.controller.waive, self.orders_menu)
        self.orders_menu.addSeparator()
        a["type"] = self.add("type", "Ctrl+L", w.focus_typed_box, self.orders_menu)
        a["next_power"] = self.add("next_power", "Ctrl+Tab", w.next_power, self.orders_menu)
        view = w.view
        a["zoom_in"] = self.add("zoom_in", ["+", "=", "Ctrl++"], view.zoom_in, self.view_menu)
        a["zoom_out"] = self.add("zoom_out", ["-", "Ctrl+-"], view.zoom_out, self.view_menu)
        a["fit"] = self.add("fit", ["0", "Ctrl+0"], view.fit, self.view_menu)
        a["focus_board"] = self.add("focus_board", "F6", w.focus_board, self.view_menu)
        self.view_menu.addSeparator()
        self.playback_place = self.view_menu.addSeparator()
        """The playback's actions go before this separator (built with the results tab)."""
        a["show_orders"] = self.add("show_orders", "Ctrl+1", w.show_orders_tab, self.view_menu)
        a["show_results"] = self.add("show_results", "Ctrl+2", w.show_results_tab, self.view_menu)
        self.view_menu.addSeparator()
        self.palette_menu = PaletteMenu(w.prefs.palette, self.view_menu)
        self.view_menu.addMenu(self.palette_menu)
        self.toolbar = self._build_toolbar()

    def add(self, name: str, shortcut: QKeySequence | QKeySequence.StandardKey | str | Sequence[str],
            slot: Callable[[], object], menu: QMenu) -> QAction:
        """An action named ``name`` in ``menu``, its keys working anywhere in the window."""
        action = QAction(self.window.as_widget())
        action.setObjectName(name)
        if isinstance(shortcut, (list, tuple)):
            action.setShortcuts([QKeySequence(s) for s in shortcut])
        elif shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(slot)
        menu.addAction(action)
        self.window.addAction(action)
        return action

    def _undo_actions(self) -> None:
        """Undo and redo in the Edit menu (their texts name the order undone), and short-labelled
        twins for the toolbar and the order panel."""
        w, a = self.window, self.actions
        group = w.controller.undo_group
        undo = group.createUndoAction(w.as_widget())
        undo.setObjectName("undo")
        undo.setShortcuts([QKeySequence("Ctrl+Z")])
        redo = group.createRedoAction(w.as_widget())
        redo.setObjectName("redo")
        redo.setShortcuts([QKeySequence("Ctrl+Shift+Z"), QKeySequence("Ctrl+Y")])
        for action in (undo, redo):
            self.edit_menu.addAction(action)
            w.addAction(action)
        a["undo"], a["redo"] = undo, redo
        a["undo_button"] = QAction(w.as_widget())
        a["undo_button"].triggered.connect(group.undo)
        a["undo_button"].setEnabled(False)
        group.canUndoChanged.connect(a["undo_button"].setEnabled)
        a["redo_button"] = QAction(w.as_widget())
        a["redo_button"].triggered.connect(group.redo)
        a["redo_button"].setEnabled(False)
        group.canRedoChanged.connect(a["redo_button"].setEnabled)
        w.panel.set_undo_actions(a["undo_button"], a["redo_button"])

    def _build_toolbar(self) -> QToolBar:
        w, a = self.window, self.actions
        toolbar = QToolBar(w.as_widget())
        toolbar.setObjectName("mainToolbar")
        toolbar.setMovable(False)
        self.power_label = QLabel()
        toolbar.addWidget(self.power_label)
        toolbar.addWidget(w.power_combo)
        toolbar.addSeparator()
        toolbar.addAction(a["adjudicate"])
        toolbar.addSeparator()
        for name in ("undo_button", "redo_button", "zoom_out", "zoom_in", "fit"):
            toolbar.addAction(a[name])
        w.addToolBar(toolbar)
        return toolbar

    def menu(self, name: str) -> QMenu:
        """The ``file``, ``game``, ``edit``, ``orders`` or ``view`` menu."""
        return {"file": self.file_menu, "game": self.game_menu, "edit": self.edit_menu,
                "orders": self.orders_menu, "view": self.view_menu}[name]

    def set_practice_actions(self, available: bool) -> None:
        """Show (with their keys) or hide (keys off too) the actions of :data:`PRACTICE_ACTIONS`."""
        for name in PRACTICE_ACTIONS:
            action = self.actions[name]
            if not available and name not in self._hidden_keys:
                self._hidden_keys[name] = action.shortcuts()
                action.setShortcuts([])
            elif available and name in self._hidden_keys:
                action.setShortcuts(self._hidden_keys.pop(name))
            action.setVisible(available)

    def retranslate(self) -> None:
        self.file_menu.setTitle(translate("MainWindow", "&File"))
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.edit_menu.setTitle(translate("MainWindow", "&Edit"))
        self.orders_menu.setTitle(translate("MainWindow", "&Orders"))
        self.view_menu.setTitle(translate("MainWindow", "&View"))
        self.power_label.setText(translate("MainWindow", "Ordering for: "))
        texts = {
            "adjudicate": translate("MainWindow", "&Adjudicate"),
            "take_back": translate("MainWindow", "&Take back the last phase"),
            "lessons": translate("MainWindow", "&Lessons…"),
            "sandbox": translate("MainWindow", "Open the &sandbox"),
            "quit": translate("MainWindow", "&Quit"),
            "delete": translate("MainWindow", "&Delete order"),
            "cancel": translate("MainWindow", "&Cancel order entry"),
            "hold": translate("MainWindow", "&Hold"),
            "move": translate("MainWindow", "&Move"),
            "support": translate("MainWindow", "&Support"),
            "convoy": translate("MainWindow", "&Convoy"),
            "disband": translate("MainWindow", "&Disband"),
            "waive": translate("MainWindow", "&Waive a build"),
            "type": translate("MainWindow", "&Type an order"),
            "next_power": translate("MainWindow", "&Next power"),
            "zoom_in": translate("MainWindow", "Zoom &in"),
            "zoom_out": translate("MainWindow", "Zoom &out"),
            "fit": translate("MainWindow", "&Fit to window"),
            "focus_board": translate("MainWindow", "Focus the &board"),
            "show_orders": translate("MainWindow", "Show the &orders"),
            "show_results": translate("MainWindow", "Show the &results"),
        }
        for name, text in texts.items():
            set_action_text(self.actions[name], text)
        for name, text, tip in (("undo_button", translate("MainWindow", "Undo"),
                                 translate("MainWindow", "Undo (Ctrl+Z)")),
                                ("redo_button", translate("MainWindow", "Redo"),
                                 translate("MainWindow", "Redo (Ctrl+Shift+Z)"))):
            self.actions[name].setText(text)
            self.actions[name].setToolTip(tip)
        for kind, key in order_keys(current_notation()).items():  # the notation's letters (orders/keys.py)
            self.actions[kind].setShortcut(QKeySequence(key))
