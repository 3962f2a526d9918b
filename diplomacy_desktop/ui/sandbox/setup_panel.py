"""The sandbox's set-up tab: which tool a board click uses, for which power, and the phase.

The panel only says what the player chose; the sandbox window turns a board click into an edit
of its :class:`...teaching.sandbox.Setup`. Every tool is a radio button with a one-key shortcut
shown in its tooltip, so a position can be set up from the keyboard and the mouse together.
"""

from __future__ import annotations

from enum import StrEnum

from PySide6.QtCore import Signal
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QFormLayout, QGroupBox, QHBoxLayout, QLabel, QPushButton,
                               QRadioButton, QSpinBox, QVBoxLayout, QWidget)

from ...engine.board import MapModel
from ...engine.kinds import PhaseKind, Season
from ...engine.position import Phase
from ..names import power_name


class Tool(StrEnum):
    """What a click on the board does while the set-up tab is open."""

    ARMY = "army"
    FLEET = "fleet"
    MOVE = "move"
    REMOVE = "remove"
    OWNER = "owner"
    DISLODGED_ARMY = "dislodged_army"
    DISLODGED_FLEET = "dislodged_fleet"
    STANDOFF = "standoff"


RETREAT_TOOLS = (Tool.DISLODGED_ARMY, Tool.DISLODGED_FLEET, Tool.STANDOFF)
NOBODY = ""
"""The power combo's entry for "no power" (a centre nobody owns)."""


class SetupPanel(QWidget):
    phaseChosen = Signal(object)
    """The player set another phase: a :class:`Phase`."""
    emptyBoard = Signal()
    startingPosition = Signal()
    undoEdit = Signal()

    def __init__(self, game_map: MapModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("sandboxSetup")
        self.tool_group = QButtonGroup(self)
        self.tool_buttons: dict[Tool, QRadioButton] = {}
        self.tools_box = QGroupBox()
        tools_layout = QVBoxLayout(self.tools_box)
        for tool in Tool:
            button = QRadioButton()
            button.setObjectName(f"tool_{tool.value}")
            self.tool_group.addButton(button)
            self.tool_buttons[tool] = button
            tools_layout.addWidget(button)
        self.tool_buttons[Tool.ARMY].setChecked(True)

        self.power = QComboBox()
        self.power.setObjectName("sandboxPower")
        for key in game_map.powers:
            self.power.addItem(power_name(key), key)
        self.power.addItem("", NOBODY)

        self.season = QComboBox()
        self.season.setObjectName("sandboxSeason")
        for season in Season:
            self.season.addItem("", season.value)
        self.year = QSpinBox()
        self.year.setObjectName("sandboxYear")
        self.year.setRange(1, 9999)
        self.kind = QComboBox()
        self.kind.setObjectName("sandboxPhaseKind")
        for kind in PhaseKind:
            self.kind.addItem("", kind.value)
        self.phase_box = QGroupBox()
        phase_form = QFormLayout(self.phase_box)
        self.season_label, self.year_label, self.kind_label = QLabel(), QLabel(), QLabel()
        phase_form.addRow(self.season_label, self.season)
        phase_form.addRow(self.year_label, self.year)
        phase_form.addRow(self.kind_label, self.kind)

        self.empty_button = QPushButton()
        self.empty_button.setObjectName("sandboxEmpty")
        self.start_button = QPushButton()
        self.start_button.setObjectName("sandboxStart")
        self.undo_button = QPushButton()
        self.undo_button.setObjectName("sandboxUndo")
        self.undo_button.setEnabled(False)
        buttons = QHBoxLayout()
        for b in (self.empty_button, self.start_button, self.undo_button):
            buttons.addWidget(b)

        self.hint = QLabel()
        self.hint.setObjectName("sandboxHint")
        self.hint.setWordWrap(True)
        self.message = QLabel()
        self.message.setObjectName("sandboxMessage")
        self.message.setWordWrap(True)
        self.message.setStyleSheet("color: #b00020")

        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        self.power_label = QLabel()
        layout.addWidget(self.power_label)
        layout.addWidget(self.power)
        layout.addWidget(self.tools_box)
        layout.addWidget(self.phase_box)
        layout.addLayout(buttons)
        layout.addWidget(self.hint)
        layout.addWidget(self.message)
        layout.addStretch(1)

        self.tool_group.buttonToggled.connect(lambda _b, on: on and self._update_hint())
        self.season.activated.connect(self._phase_edited)
        self.kind.activated.connect(self._phase_edited)
        self.year.editingFinished.connect(self._phase_edited)
        self.empty_button.clicked.connect(self.emptyBoard)
        self.start_button.clicked.connect(self.startingPosition)
        self.undo_button.clicked.connect(self.undoEdit)
        self.retranslate()

    # -- what the player chose -----------------------------------------------------------

    @property
    def tool(self) -> Tool:
        return next(t for t, b in self.tool_buttons.items() if b.isChecked())

    def set_tool(self, tool: Tool) -> None:
        self.tool_buttons[tool].setChecked(True)

    @property
    def chosen_power(self) -> str:
        """The power new units belong to ("" for nobody: only the owner tool takes it)."""
        return self.power.currentData()

    def set_power(self, power: str) -> None:
        self.power.setCurrentIndex(self.power.findData(power))

    def show_phase(self, phase: Phase) -> None:
        """Show the set-up's phase; retreat tools are offered only in a retreat phase."""
        for combo, value in ((self.season, phase.season.value), (self.kind, phase.kind.value)):
            combo.setCurrentIndex(combo.findData(value))
        self.year.setValue(phase.year)
        retreats = phase.kind == PhaseKind.RETREATS
        for tool in RETREAT_TOOLS:
            self.tool_buttons[tool].setEnabled(retreats)
        if not retreats and self.tool in RETREAT_TOOLS:
            self.set_tool(Tool.ARMY)

    def _phase_edited(self) -> None:
        """A season, year or phase type was chosen: the nearest phase that exists (Winter is
        the adjustment phase and only it)."""
        season = Season(self.season.currentData())
        kind = PhaseKind(self.kind.currentData())
        if self.sender() is self.kind:
            if kind == PhaseKind.ADJUSTMENTS:
                season = Season.WINTER
            elif season == Season.WINTER:
                season = Season.FALL
        elif season == Season.WINTER:
            kind = PhaseKind.ADJUSTMENTS
        elif kind == PhaseKind.ADJUSTMENTS:
            kind = PhaseKind.MOVEMENT
        self.phaseChosen.emit(Phase(self.year.value(), season, kind))

    def say(self, text: str) -> None:
        """A refused edit, in red under the tools ("" clears it)."""
        self.message.setText(text)

    # -- texts ---------------------------------------------------------------------------

    def tool_text(self, tool: Tool) -> str:
        return {
            Tool.ARMY: self.tr("Place an army"),
            Tool.FLEET: self.tr("Place a fleet"),
            Tool.MOVE: self.tr("Move a unit"),
            Tool.REMOVE: self.tr("Remove a unit"),
            Tool.OWNER: self.tr("Set a centre's owner"),
            Tool.DISLODGED_ARMY: self.tr("Dislodged army"),
            Tool.DISLODGED_FLEET: self.tr("Dislodged fleet"),
            Tool.STANDOFF: self.tr("Mark a standoff"),
        }[tool]

    def tool_hint(self, tool: Tool) -> str:
        return {
            Tool.ARMY: self.tr("Click a province to put an army of the chosen power there."),
            Tool.FLEET: self.tr("Click a coast or sea to put a fleet of the chosen power there."),
            Tool.MOVE: self.tr("Click a unit, then the place it should stand."),
            Tool.REMOVE: self.tr("Click a unit to take it off the board."),
            Tool.OWNER: self.tr("Click a supply centre to give it to the chosen power (or to nobody)."),
            Tool.DISLODGED_ARMY: self.tr("Click the attacker that took the province, then the province "
                                         "the attack came from."),
            Tool.DISLODGED_FLEET: self.tr("Click the attacker that took the province, then the province "
                                          "the attack came from."),
            Tool.STANDOFF: self.tr("Click a province that a standoff left empty: no unit may retreat there."),
        }[tool]

    def _update_hint(self) -> None:
        self.hint.setText(self.tool_hint(self.tool))

    def retranslate(self) -> None:
        self.tools_box.setTitle(self.tr("A click on the board"))
        for tool, button in self.tool_buttons.items():
            button.setText(self.tool_text(tool))
        self.power_label.setText(self.tr("Power:"))
        for i in range(self.power.count()):
            key = self.power.itemData(i)
            self.power.setItemText(i, power_name(key) if key else self.tr("nobody"))
        self.phase_box.setTitle(self.tr("Phase"))
        self.season_label.setText(self.tr("Season:"))
        self.year_label.setText(self.tr("Year:"))
        self.kind_label.setText(self.tr("Type:"))
        seasons = {Season.SPRING: self.tr("Spring"), Season.FALL: self.tr("Fall"), Season.WINTER: self.tr("Winter")}
        for i in range(self.season.count()):
            self.season.setItemText(i, seasons[Season(self.season.itemData(i))])
        kinds = {PhaseKind.MOVEMENT: self.tr("Movement"), PhaseKind.RETREATS: self.tr("Retreats"),
                 PhaseKind.ADJUSTMENTS: self.tr("Adjustments")}
        for i in range(self.kind.count()):
            self.kind.setItemText(i, kinds[PhaseKind(self.kind.itemData(i))])
        self.empty_button.setText(self.tr("Empty board"))
        self.start_button.setText(self.tr("Starting position"))
        self.undo_button.setText(self.tr("Undo set-up change"))
        self._update_hint()
