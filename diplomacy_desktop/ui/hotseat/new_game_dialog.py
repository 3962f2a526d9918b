"""The New Game dialog: who plays, which powers, PINs, and how the game ends.

The seating follows the rulebooks' rules for fewer than seven players (engine ``table.py``):
the dialog only offers the power groups the rules allow, and says which powers stay neutral.
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QButtonGroup, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QGridLayout,
                               QGroupBox, QHBoxLayout, QLabel, QLineEdit, QRadioButton, QSpinBox, QVBoxLayout,
                               QWidget)

from ...engine.game import Game
from ...engine.table import (MAX_PLAYERS, MIN_PLAYERS, WW1_START_YEAR, Table, TableError, make_table, neutral_powers,
                             seating_groups)
from ...engine.sealing import secret_problem
from ..names import power_name
from .curtain import pin_protection_text, pin_strength_text, secret_field, secret_problem_text

DEFAULT_END_YEAR = 1910


@dataclass(frozen=True)
class NewGameSetup:
    table: Table
    pins: dict[str, str] = field(default_factory=dict)
    """Player name -> PIN or passphrase (4 to 64 characters), for the players who set one."""
    end_year: int | None = None


def create_game(setup: NewGameSetup) -> Game:
    game = Game(table=setup.table, neutral=setup.table.neutral, end_year=setup.end_year)
    for name, pin in setup.pins.items():
        game.set_pin(name, pin)
    return game


def group_text(group: tuple[str, ...]) -> str:
    return " + ".join(power_name(p) for p in group)


class _PlayerRow:
    """One player's name, powers (when chosen) and optional PIN."""

    def __init__(self, parent: QWidget, index: int) -> None:
        self.name = QLineEdit(parent)
        self.name.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "Player {n}").format(n=index + 1))
        self.name.setMaxLength(40)
        self.name.setMinimumWidth(120)
        self.group = QComboBox(parent)
        # As wide as its longest group ("England + France + Russia" in any language): a cut list
        # of powers hides which powers a player gets.
        self.group.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
        self.pin = secret_field(parent)
        self.pin.setPlaceholderText(QCoreApplication.translate("NewGameDialog", "optional"))
        self.pin.setFixedWidth(150)
        self.pin.textChanged.connect(lambda text: self.pin.setToolTip(pin_strength_text(text) if text else ""))


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._rng = rng
        self._setup: NewGameSetup | None = None
        self.practice_requested = False
        """The players chose the practice board (every power, no curtain) instead."""
        self.setWindowTitle(self.tr("New game"))

        self.player_count = QSpinBox(self)
        self.player_count.setRange(MIN_PLAYERS, MAX_PLAYERS)
        self.player_count.setValue(MAX_PLAYERS)
        self.player_count.setToolTip(self.tr("Two players play the 1914 scenario of the rulebook."))
        self.random_powers = QRadioButton(self.tr("Draw powers at random"), self)
        self.chosen_powers = QRadioButton(self.tr("Choose powers"), self)
        self.random_powers.setChecked(True)
        draw = QButtonGroup(self)
        draw.addButton(self.random_powers)
        draw.addButton(self.chosen_powers)
        self.neutral_note = QLabel(self)
        self.neutral_note.setWordWrap(True)

        self._rows_box = QGroupBox(self.tr("Players"), self)
        self._grid = QGridLayout(self._rows_box)
        for col, title in enumerate((self.tr("Name"), self.tr("Powers"), self.tr("PIN or passphrase"))):
            self._grid.addWidget(QLabel(f"<b>{title}</b>", self._rows_box), 0, col)
        self.rows = [_PlayerRow(self._rows_box, i) for i in range(MAX_PLAYERS)]
        for i, row in enumerate(self.rows, start=1):
            self._grid.addWidget(row.name, i, 0)
            self._grid.addWidget(row.group, i, 1)
            self._grid.addWidget(row.pin, i, 2)
        self.pin_note = QLabel(pin_protection_text(), self._rows_box)
        self.pin_note.setWordWrap(True)
        self.pin_note.setStyleSheet("color: #555;")
        self._grid.addWidget(self.pin_note, len(self.rows) + 1, 0, 1, 3)
        self._grid.setColumnStretch(1, 1)

        self.until_victory = QRadioButton(self.tr("Until a power controls 18 supply centres"), self)
        self.until_year = QRadioButton(self.tr("Until the end of the year"), self)
        self.until_victory.setChecked(True)
        self.end_year = QSpinBox(self)
        self.end_year.setRange(1901, 2100)
        self.end_year.setValue(DEFAULT_END_YEAR)
        ending = QButtonGroup(self)
        ending.addButton(self.until_victory)
        ending.addButton(self.until_year)
        end_box = QGroupBox(self.tr("The game ends"), self)
        end_layout = QVBoxLayout(end_box)
        end_layout.addWidget(self.until_victory)
        year_line = QHBoxLayout()
        year_line.addWidget(self.until_year)
        year_line.addWidget(self.end_year)
        year_line.addStretch(1)
        end_layout.addLayout(year_line)
        end_layout.addWidget(QLabel(self.tr("All surviving players may agree to a draw at any time."), end_box))

        self.error = QLabel(self)
        self.error.setStyleSheet("color: #b00020; font-weight: bold;")
        self.error.setWordWrap(True)
        self.buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel,
                                        self)
        self.buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start game"))
        self.practice_button = self.buttons.addButton(self.tr("Practice (all powers)"),
                                                      QDialogButtonBox.ButtonRole.ActionRole)
        self.practice_button.setToolTip(self.tr("One person tries out orders for every power; no turns, no secrets."))
        self.practice_button.clicked.connect(self._practice)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        top = QFormLayout()
        top.addRow(self.tr("Number of players:"), self.player_count)
        choice = QHBoxLayout()
        choice.addWidget(self.random_powers)
        choice.addWidget(self.chosen_powers)
        choice.addStretch(1)
        top.addRow(self.tr("Powers:"), choice)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.neutral_note)
        layout.addWidget(self._rows_box)
        layout.addWidget(end_box)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        self.player_count.valueChanged.connect(self._refresh)
        self.chosen_powers.toggled.connect(self._refresh)
        self.until_year.toggled.connect(self.end_year.setEnabled)
        self.end_year.setEnabled(False)
        self._refresh()

    def _refresh(self) -> None:
        count = self.player_count.value()
        groups = seating_groups(count)
        for i, row in enumerate(self.rows):
            visible = i < count
            for w in (row.name, row.group, row.pin):
                w.setVisible(visible)
            row.group.clear()
            for group in groups:
                row.group.addItem(group_text(group), group)
                row.group.setItemData(row.group.count() - 1, group_text(group), Qt.ItemDataRole.ToolTipRole)
            row.group.setToolTip(row.group.currentText())
            row.group.setMinimumWidth(row.group.sizeHint().width())  # grows the dialog when shown
            if visible:
                row.group.setCurrentIndex(i)
            row.group.setEnabled(self.chosen_powers.isChecked())
        neutral = neutral_powers(count)
        self.until_victory.setText(self.tr("Until a player controls 24 supply centres") if count == 2 else
                                   self.tr("Until a power controls 18 supply centres"))
        first_year = WW1_START_YEAR if count == 2 else 1901
        self.end_year.setMinimum(first_year)
        self.end_year.setValue(max(self.end_year.value(), first_year + DEFAULT_END_YEAR - 1901))
        if count == 2:
            self.neutral_note.setText(self.tr(
                "Two players: the 1914 scenario. England, France and Russia against Austria, Germany and "
                "Turkey, from Spring 1914. Italy is neutral and may not be entered; after Fall 1914 a coin "
                "toss decides which side it joins."))
        elif neutral:
            self.neutral_note.setText(self.tr("Not played, neutral: {powers}. Their units hold, can be supported by "
                                              "anyone and are removed if dislodged.").format(
                powers=", ".join(power_name(p) for p in neutral)))
        else:
            self.neutral_note.setText(self.tr("Every power is played."))
        self.error.clear()

    def accept(self) -> None:
        count = self.player_count.value()
        rows = self.rows[:count]
        names = [row.name.text().strip() or row.name.placeholderText() for row in rows]
        pins: dict[str, str] = {}
        for name, row in zip(names, rows):
            pin = row.pin.text()
            problem = secret_problem(pin) if pin else None
            if problem is not None:
                self.error.setText(self.tr("{name}: {problem}").format(name=name, problem=secret_problem_text(problem)))
                row.pin.setFocus()
                return
            if pin:
                pins[name] = pin
        groups = [row.group.currentData() for row in rows] if self.chosen_powers.isChecked() else None
        if groups is not None and len(set(groups)) != len(groups):
            self.error.setText(self.tr("Each group of powers can be given to one player only."))
            return
        try:
            table = make_table(names, groups, self._rng)
        except TableError as exc:
            messages = {"same name": self.tr("Two players have the same name."),
                        "needs a name": self.tr("Every player needs a name.")}
            self.error.setText(next((m for key, m in messages.items() if key in str(exc)),
                                    self.tr("These powers cannot be played together.")))
            return
        end = self.end_year.value() if self.until_year.isChecked() else None
        self._setup = NewGameSetup(table, pins, end)
        super().accept()

    def _practice(self) -> None:
        self.practice_requested = True
        self.reject()

    def setup(self) -> NewGameSetup | None:
        """The accepted setup (None until the dialog was accepted)."""
        return self._setup


def ask_new_game(parent: QWidget | None = None) -> NewGameSetup | None:
    dialog = NewGameDialog(parent)
    dialog.setWindowModality(Qt.WindowModality.WindowModal)
    return dialog.setup() if dialog.exec() == QDialog.DialogCode.Accepted else None
