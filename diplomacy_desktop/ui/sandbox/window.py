"""The sandbox: set up any position by clicking, order for everyone, judge it, share it.

:class:`SandboxWindow` is the board window (``ui/window``'s shell, which the program's window is
built on too, never the program's window itself) in practice mode (order entry for every power,
adjudication with the animation, Ctrl+Backspace to step back and change an order) with one more
tab, *Set-up*: while it is open a click on the board edits the position with the tool chosen
there (:mod:`.setup_panel`, through the board's click filter) instead of giving an order. The
position and the orders given are a :class:`...teaching.sandbox.Setup`, Qt-free; File > Save
writes it as a case file that ``diplomacy-desktop adjudicate`` judges the same way, and File >
Open reads one back, or says which field of a bad file is wrong and keeps the set-up on the
board as it was. ``ui.app`` opens it (Game > Open the sandbox in the program's window).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Callable, Sequence

from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QFileDialog, QWidget

from ..actions import set_action_text
from ...engine.board import standard_map
from ...engine.game import Game, OrderRejected
from ...engine.locations import province_of
from ...engine.position import Phase
from ...teaching.sandbox import Setup, SetupError, SetupProblem
from ..names import location_name
from ..prompts import Prompts
from ..template import fill
from ..window.board_window import BoardWindow
from .case_reader import CaseRead, CaseReader, read_case
from .setup_panel import RETREAT_TOOLS, SetupPanel, Tool

CASE_FILTER = "JSON (*.json)"


class SandboxWindow(BoardWindow):
    REMEMBERS_GEOMETRY = False
    """Closing the sandbox leaves the program window's remembered geometry alone."""

    def __init__(self, setup: Setup | None = None, parent: QWidget | None = None,
                 settings: QSettings | None = None) -> None:
        setup = setup or Setup.start(standard_map())  # the sandbox's own window: the standard board
        super().__init__(self._game_for(setup), parent, settings)
        self.setObjectName("sandboxWindow")
        self.typed_orders_follow_the_unit = True  # every power is the player's: the unit says whose
        self.prompts = Prompts(self)
        """Message boxes (a test puts a recorder in their place)."""
        self.choose_coast: Callable[[Sequence[str]], str | None] = self._choose_coast_menu
        """Which coast a fleet goes to when a click on Spain, Bulgaria or St Petersburg did not say."""
        self._past: list[Setup] = []
        self._picked = ""
        """The first click of a two-click tool (move, dislodge): the province picked."""
        self.setup_panel = SetupPanel(self.game.map)
        self.tabs.insertTab(0, self.setup_panel, "")
        self.setup_panel.phaseChosen.connect(self._phase_chosen)
        self.setup_panel.emptyBoard.connect(lambda: self.edit(lambda s: Setup.empty(self.game.map)))
        self.setup_panel.startingPosition.connect(lambda: self.edit(lambda s: Setup.start(self.game.map)))
        self.setup_panel.undoEdit.connect(self.undo_edit)
        self.setup_panel.tool_group.buttonToggled.connect(lambda *_: self._forget_pick())
        self.board_input.set_click_filter(self._setup_tab_click)
        self.case_reader = CaseReader(self)
        """Reads a case file picked in File > Open off the window's thread."""
        self.case_reader.finished.connect(self._case_read)
        self.closed.connect(self.case_reader.cancel)  # a file still being read is not applied
        self.actions_by_name["sandbox"].setVisible(False)
        a = self.actions_by_name
        first = self.file_menu.actions()[0] if self.file_menu.actions() else None
        a["open_case"] = self.menus.add("open_case", QKeySequence.StandardKey.Open, self._open_dialog, self.file_menu)
        a["save_case"] = self.menus.add("save_case", QKeySequence.StandardKey.Save, self._save_dialog, self.file_menu)
        for name in ("open_case", "save_case"):
            self.file_menu.removeAction(a[name])
            self.file_menu.insertAction(first, a[name])
        self.retranslate()
        self.setup_panel.show_phase(setup.phase)
        self.tabs.setCurrentWidget(self.setup_panel)

    @staticmethod
    def _game_for(setup: Setup) -> Game:
        """A practice game on the set-up with its orders. :raises OrderRejected: for an order
        that is not its power's to give (then nothing on screen changed)."""
        game = Game(setup.game_map, setup.position)
        for power, orders in setup.orders.items():
            game.seat(power).set_orders(orders)
        return game

    # -- the set-up ----------------------------------------------------------------------

    @property
    def setup(self) -> Setup:
        """The position being ordered and everyone's orders for it."""
        orders = {p: self.game.seat(p).orders() for p in self.game.map.powers}
        return Setup.from_position(self.game.position, orders, game_map=self.game.map)

    def case_setup(self) -> Setup:
        """What File > Save writes: the phase just judged with its orders while its results are
        on the board (the turn in dispute), else the position being ordered."""
        if self.review is not None and self.mode.history_index is None and self.game.history:
            last = self.game.history[-1]
            return Setup.from_position(last.position, last.orders, game_map=self.game.map)
        return self.setup

    def apply(self, setup: Setup, *, remember: bool = True) -> None:
        """Put ``setup`` on the board (and its orders in the seats), keeping the power on move.

        :raises OrderRejected: an order is not its power's to give; nothing changed then.
        """
        game = self._game_for(setup)
        if remember:
            self._past.append(self.setup)
        power = self.controller.power
        on_setup_tab = self.tabs.currentWidget() is self.setup_panel
        self._forget_pick()
        self.set_game(game)
        if power in game.map.powers:
            self.set_power_on_move(power)
        self.setup_panel.show_phase(setup.phase)
        self.setup_panel.undo_button.setEnabled(bool(self._past))
        if on_setup_tab:
            self.tabs.setCurrentWidget(self.setup_panel)

    def edit(self, change: Callable[[Setup], Setup]) -> bool:
        """Apply one edit to the set-up on the board; a refused one is explained under the tools."""
        if self.review is not None:
            self.leave_review()  # the edit is of the position now on the board
        try:
            new = change(self.setup)
        except SetupError as exc:
            self.setup_panel.say(self.problem_text(exc))
            return False
        self.setup_panel.say("")
        if new != self.setup:
            self.apply(new)
        return True

    def undo_edit(self) -> None:
        """Back to the set-up before the last edit (or the last file opened)."""
        if self._past:
            self.apply(self._past.pop(), remember=False)

    def _phase_chosen(self, phase: Phase) -> None:
        if not self.edit(lambda s: s.set_phase(phase.year, phase.season, phase.kind)):
            self.setup_panel.show_phase(self.game.position.phase)

    def problem_text(self, error: SetupError) -> str:
        place = location_name(error.place) if error.place and self.game.map.is_location(error.place) else error.place
        texts = {
            SetupProblem.UNKNOWN_PLACE: self.tr("There is no such place on the board."),
            SetupProblem.ARMY_AT_SEA: self.tr("An army cannot stand in a sea area ({place})."),
            SetupProblem.FLEET_INLAND: self.tr("A fleet cannot stand in an inland province ({place})."),
            SetupProblem.COAST_NEEDED: self.tr("A fleet in {place} must be on one of its coasts."),
            SetupProblem.NO_UNIT: self.tr("There is no unit in {place}."),
            SetupProblem.NOT_A_CENTRE: self.tr("{place} is not a supply centre."),
            SetupProblem.UNKNOWN_POWER: self.tr("Choose a power first."),
            SetupProblem.BAD_PHASE: self.tr("That phase does not exist."),
            SetupProblem.NO_ATTACKER: self.tr("A dislodged unit needs the attacker standing in its province: "
                                              "place another power's unit in {place} first."),
            SetupProblem.OWN_ATTACKER: self.tr("The unit in {place} is of the same power: a power never "
                                               "dislodges its own unit."),
            SetupProblem.ATTACKER_NOT_NEXT: self.tr("The attack cannot have come from {place}: it is not next "
                                                    "to the dislodged unit."),
            SetupProblem.NOT_RETREATS: self.tr("Dislodged units and standoffs belong to a retreat phase: "
                                               "set the phase type to Retreats first."),
        }
        return fill(texts[error.problem], place=place)

    # -- board clicks on the set-up tab --------------------------------------------------

    def _setup_tab_click(self, location: str, button: Qt.MouseButton) -> bool:
        """While the set-up tab is open a board click edits the set-up (True); else it gives orders."""
        if self.tabs.currentWidget() is not self.setup_panel:
            return False
        if button == Qt.MouseButton.RightButton or not location:
            self._forget_pick()
            return True
        self.setup_click(location)
        return True

    def setup_click(self, location: str) -> bool:
        """What a left click at ``location`` does with the chosen tool; False if nothing changed."""
        panel, tool, power = self.setup_panel, self.setup_panel.tool, self.setup_panel.chosen_power
        prov = province_of(location)
        if tool in (Tool.ARMY, Tool.FLEET, Tool.DISLODGED_ARMY, Tool.DISLODGED_FLEET) and not power:
            panel.say(self.tr("Choose a power first."))
            return False
        if tool is Tool.ARMY:
            return self.edit(lambda s: s.place(power, "A", prov))
        if tool is Tool.FLEET:
            where = self._fleet_location(location)
            return bool(where) and self.edit(lambda s: s.place(power, "F", where))
        if tool is Tool.REMOVE:
            return self.edit(lambda s: s.remove(prov))
        if tool is Tool.OWNER:
            return self.edit(lambda s: s.set_owner(prov, power or None))
        if tool is Tool.STANDOFF:
            return self.edit(lambda s: s.toggle_contested(prov))
        if not self._picked:
            return self._pick(tool, location)
        picked, self._picked = self._picked, ""
        self.scene.set_selected("")
        if tool is Tool.MOVE:
            found = self.setup.unit_at(picked)
            where = self._fleet_location(location) if found and found[1].kind == "F" else prov
            return bool(where) and self.edit(lambda s: s.move(picked, where))
        kind = "A" if tool is Tool.DISLODGED_ARMY else "F"
        return self.edit(lambda s: s.dislodge(power, kind, picked, prov))

    def _pick(self, tool: Tool, location: str) -> bool:
        """First click of a move or a dislodgement: the unit to move, or the attacker's province."""
        setup, prov = self.setup, province_of(location)
        found = setup.unit_at(prov)
        if found is None:
            self.setup_panel.say(fill(self.tr("There is no unit in {place}."), place=location_name(prov)))
            return False
        picked = prov
        if tool is Tool.DISLODGED_FLEET:
            picked = self._fleet_location(location)
            if not picked:
                return False
        self._picked = picked
        self.scene.set_selected(found[1].location)
        self.setup_panel.say("")
        if tool in RETREAT_TOOLS:
            self.statusBar().showMessage(self.tr("Now click the province the attack came from."), 8000)
        else:
            self.statusBar().showMessage(self.tr("Now click where the unit should stand."), 8000)
        return False

    def _forget_pick(self) -> None:
        self._picked = ""
        self.scene.set_selected("")

    def _fleet_location(self, location: str) -> str:
        """The place a fleet goes for a click: the coast clicked, the only coast, or one asked for."""
        prov = self.game.map.provinces.get(province_of(location))
        if prov is None or not prov.coasts or location != prov.abbr:
            return location
        options = list(prov.coast_locations)
        return options[0] if len(options) == 1 else (self.choose_coast(options) or "")

    def _choose_coast_menu(self, options: Sequence[str]) -> str | None:
        entries = [(location_name(loc), loc) for loc in options]
        chosen = self.board_input.ask_by_menu("coastMenu", entries, self.tr("Cancel"))
        return chosen if isinstance(chosen, str) else None

    # -- case files ----------------------------------------------------------------------

    def save_case(self, path: Path) -> bool:
        """Write the set-up (see :meth:`case_setup`) as a case file."""
        text = json.dumps(self.case_setup().to_case(), indent=1, ensure_ascii=False) + "\n"
        try:
            path.write_text(text, encoding="utf-8")
        except OSError as exc:
            self.prompts.warn(self.tr("Save the position"),
                              fill(self.tr("The case file could not be written: {problem}"), problem=str(exc)))
            return False
        self.statusBar().showMessage(fill(self.tr("Saved {file}."), file=path.name), 5000)
        return True

    def open_case(self, path: Path) -> bool:
        """Put a case file's position and orders on the board, or say what is wrong with it
        (naming the field) and keep the set-up as it was. Read on the window's thread: File > Open
        reads on a thread of its own (:meth:`read_case_later`)."""
        return self._show_case(read_case(0, path, self.game.map))

    def read_case_later(self, path: Path) -> None:
        """Read a case file off the window's thread (a 32 MB file took 2 s), saying so in the
        status bar with a busy cursor and File > Open disabled; then :meth:`_case_read` puts it on
        the board or says what is wrong. The board can be looked at and edited meanwhile: the
        set-up on it when the file arrives is kept for Undo, as with any file opened."""
        self.case_reader.start(path, self.game.map)
        self.actions_by_name["open_case"].setEnabled(False)
        self.setCursor(Qt.CursorShape.BusyCursor)
        self.statusBar().showMessage(fill(self.tr("Reading {file}…"), file=path.name))

    def _case_read(self, answer: CaseRead) -> None:
        self.actions_by_name["open_case"].setEnabled(True)
        self.unsetCursor()
        self.statusBar().clearMessage()
        self._show_case(answer)

    def _show_case(self, answer: CaseRead) -> bool:
        """On the board, or the file's problem said (and nothing changed)."""
        problem = answer.problem
        if answer.setup is not None:
            try:
                self.apply(answer.setup)
            except OrderRejected as exc:
                problem = fill(self.tr("the order {order} is not its power's to give"), order=str(exc.order))
        if problem or answer.setup is None:
            self.prompts.warn(self.tr("Open a case file"),
                              fill(self.tr("{file} cannot be opened: {problem}"), file=answer.path.name,
                                   problem=problem))
            return False
        self.statusBar().showMessage(fill(self.tr("Opened {file}."), file=answer.path.name), 5000)
        return True

    def _save_dialog(self) -> None:
        name, _ = QFileDialog.getSaveFileName(self, self.tr("Save the position as a case file"), "position.json",
                                              CASE_FILTER)
        if name:
            self.save_case(Path(name))

    def _open_dialog(self) -> None:
        name, _ = QFileDialog.getOpenFileName(self, self.tr("Open a case file"), "", CASE_FILTER)
        if name:
            self.read_case_later(Path(name))

    # -- window --------------------------------------------------------------------------

    def retranslate(self) -> None:
        super().retranslate()
        if not hasattr(self, "setup_panel"):
            return  # the board window's own first call, before the sandbox's parts exist
        self.setWindowTitle(self.tr("Sandbox — Diplomacy Desktop"))
        self.tabs.setTabText(self.tabs.indexOf(self.setup_panel), self.tr("Set-up"))
        set_action_text(self.actions_by_name["open_case"], self.tr("&Open a case file…"))
        set_action_text(self.actions_by_name["save_case"], self.tr("&Save as a case file…"))
        set_action_text(self.actions_by_name["quit"], self.tr("&Close the sandbox"))
        self.setup_panel.retranslate()
