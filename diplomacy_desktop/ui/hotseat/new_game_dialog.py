"""The New Game dialog: who plays, which powers, PINs, and how the game ends.

The seating follows the rulebooks' rules for fewer than seven players (engine ``table.py``):
the dialog only offers the power groups the rules allow, and says which powers stay neutral.
Or bots play the powers nobody plays (``make_bot_table``): each player then has one power, and
each other power a bot at the level chosen for it (one level for every bot, or one per power
when the powers are chosen; with a random draw nobody knows yet which powers the bots get).
"""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QButtonGroup, QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout,
                               QGridLayout, QGroupBox, QHBoxLayout, QLabel, QLineEdit, QRadioButton, QSpinBox,
                               QVBoxLayout, QWidget)

from ...engine.board import MapModel
from ...engine.game import Game
from ...engine.table import (ALL_POWERS, BOT_LEVELS, MAX_PLAYERS, MIN_PLAYERS, WW1, Table, TableError,
                             bot_scenario, make_bot_table, make_table, neutral_powers, seating_groups,
                             two_player_scenarios)
from ...engine.variant import Scenario
from ...engine.sealing import secret_problem
from ..bot_levels import level_description
from ..names import power_name, scenario_title
from ..orders.advice_view import help_wanted, remember_help
from .curtain import pin_protection_text, pin_strength_text, secret_field, secret_problem_text

DEFAULT_END_YEAR = 1910
DEFAULT_BOT_LEVEL = "normal"
BOT_SEED_LIMIT = 2**63
"""Bot seeds are drawn below this (and saved; the loader takes any up to 2**64 - 1)."""


def bot_level_name(level: str) -> str:
    """``Easy``, ``Normal`` or ``Hard`` in the UI language."""
    names = {"easy": QCoreApplication.translate("BotLevel", "Easy"),
             "normal": QCoreApplication.translate("BotLevel", "Normal"),
             "hard": QCoreApplication.translate("BotLevel", "Hard")}
    return names.get(level, level)


def bot_text(power: str, level: str) -> str:
    """``Italy (Hard bot)``."""
    return QCoreApplication.translate("BotLevel", "{power} ({level} bot)").replace(
        "{power}", power_name(power)).replace("{level}", bot_level_name(level))


@dataclass(frozen=True)
class NewGameSetup:
    table: Table
    pins: dict[str, str] = field(default_factory=dict)
    """Player name -> PIN or passphrase (4 to 64 characters), for the players who set one."""
    end_year: int | None = None


def create_game(setup: NewGameSetup, game_map: MapModel) -> Game:
    game = Game(game_map, table=setup.table, neutral=setup.table.neutral, end_year=setup.end_year)
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
        self.help = QCheckBox(parent)
        self.help.setToolTip(QCoreApplication.translate(
            "NewGameDialog", "Beginner's help: during this player's turn, count their orders and warn them of "
                             "likely mistakes, behind their curtain only. Remembered for this name."))
        self.name.textChanged.connect(self._remembered_help)
        self._remembered_help()

    def player_name(self) -> str:
        return self.name.text().strip() or self.name.placeholderText()

    def _remembered_help(self) -> None:
        """What this name chose last time (off for a name never seen)."""
        self.help.setChecked(help_wanted(self.player_name()))


def _level_combo(parent: QWidget) -> QComboBox:
    combo = QComboBox(parent)
    for level in BOT_LEVELS:
        combo.addItem(bot_level_name(level), level)
        combo.setItemData(combo.count() - 1, level_description(level), Qt.ItemDataRole.ToolTipRole)
    combo.setCurrentIndex(BOT_LEVELS.index(DEFAULT_BOT_LEVEL))
    return combo


class NewGameDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, rng: random.Random | None = None) -> None:
        super().__init__(parent)
        self._rng = rng
        self._filling_levels = False
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
        self.scenario = QComboBox(self)
        """Two players: which game (the scenarios of the variant file)."""
        for scenario in two_player_scenarios():
            self.scenario.addItem(scenario_title(scenario.name), scenario)
        self.neutral_note = QLabel(self)
        self.neutral_note.setWordWrap(True)
        self.use_bots = QCheckBox(self.tr("Bots play the powers nobody plays"), self)
        self.use_bots.setToolTip(self.tr("Each player plays one power; bots play the others instead of "
                                         "leaving them neutral."))

        self._bots_box = QGroupBox(self.tr("Bots"), self)
        bots_layout = QGridLayout(self._bots_box)
        self.bot_level = _level_combo(self._bots_box)
        self.bot_level.setToolTip(self.tr("Easy plays like the classic DumbBot; Normal coordinates supports "
                                          "and convoys; Hard also tries its orders against its neighbours' "
                                          "likely moves."))
        self.bot_game = QComboBox(self._bots_box)
        """With bots: the standard game, or one against one (a scenario of the variant file)."""
        self.bot_game.addItem(self.tr("Standard game"), None)
        for scenario in two_player_scenarios():
            if bot_scenario(scenario.name) is not None:
                self.bot_game.addItem(scenario_title(scenario.name), scenario)
        bots_layout.addWidget(QLabel(self.tr("Scenario:"), self._bots_box), 11, 0)
        bots_layout.addWidget(self.bot_game, 11, 1)
        self._all_bots_label = QLabel(self.tr("Level of every bot:"), self._bots_box)
        bots_layout.addWidget(self._all_bots_label, 0, 0)
        bots_layout.addWidget(self.bot_level, 0, 1)
        self.power_levels: dict[str, QComboBox] = {}
        self._power_level_labels: dict[str, QLabel] = {}
        for power in ALL_POWERS:
            combo = _level_combo(self._bots_box)
            combo.currentIndexChanged.connect(self._level_edited)
            self.power_levels[power] = combo
            self._power_level_labels[power] = QLabel(power_name(power), self._bots_box)
        self._bots_layout = bots_layout
        self.bots_note = QLabel(self._bots_box)
        self.bots_note.setWordWrap(True)
        self.bots_note.setStyleSheet("color: #555;")
        bots_layout.addWidget(self.bots_note, 9, 0, 1, 4)
        self.level_note = QLabel(self._bots_box)
        self.level_note.setObjectName("levelDescription")
        self.level_note.setWordWrap(True)
        bots_layout.addWidget(self.level_note, 10, 0, 1, 4)
        bots_layout.setColumnStretch(1, 1)
        bots_layout.setColumnStretch(3, 1)
        self.bot_level.currentIndexChanged.connect(self._all_levels_chosen)
        self.bot_level.currentIndexChanged.connect(self._describe_levels)

        self._rows_box = QGroupBox(self.tr("Players"), self)
        self._grid = QGridLayout(self._rows_box)
        for col, title in enumerate((self.tr("Name"), self.tr("Powers"), self.tr("PIN or passphrase"),
                                     self.tr("Beginner's help"))):
            self._grid.addWidget(QLabel(f"<b>{title}</b>", self._rows_box), 0, col)
        self.rows = [_PlayerRow(self._rows_box, i) for i in range(MAX_PLAYERS)]
        for i, row in enumerate(self.rows, start=1):
            self._grid.addWidget(row.name, i, 0)
            self._grid.addWidget(row.group, i, 1)
            self._grid.addWidget(row.pin, i, 2)
            self._grid.addWidget(row.help, i, 3, Qt.AlignmentFlag.AlignCenter)
        self.pin_note = QLabel(pin_protection_text(), self._rows_box)
        self.pin_note.setWordWrap(True)
        self.pin_note.setStyleSheet("color: #555;")
        self._grid.addWidget(self.pin_note, len(self.rows) + 1, 0, 1, 4)
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
        self.practice_button = self.buttons.addButton(self.tr("Free game (all powers)"),
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
        top.addRow(self.tr("Scenario:"), self.scenario)
        self._scenario_label = top.labelForField(self.scenario)
        top.addRow(self.tr("Powers:"), choice)
        top.addRow(self.tr("Empty powers:"), self.use_bots)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addWidget(self.neutral_note)
        layout.addWidget(self._rows_box)
        layout.addWidget(self._bots_box)
        layout.addWidget(end_box)
        layout.addWidget(self.error)
        layout.addWidget(self.buttons)

        self.player_count.valueChanged.connect(self._refresh)
        self.scenario.currentIndexChanged.connect(self._refresh)
        self.bot_game.currentIndexChanged.connect(self._refresh)
        self.chosen_powers.toggled.connect(self._refresh)
        self.use_bots.toggled.connect(self._refresh)
        for row in self.rows:
            row.group.currentIndexChanged.connect(self._show_bot_powers)
        self.until_year.toggled.connect(self.end_year.setEnabled)
        self.end_year.setEnabled(False)
        self._refresh()

    def _refresh(self) -> None:
        count = self.player_count.value()
        bots = self.use_bots.isChecked()
        # with bots each player has one power; without, the rulebook's groups for this many players
        scenario = self.chosen_scenario()
        self.scenario.setVisible(count == 2 and not bots)
        self._scenario_label.setVisible(count == 2 and not bots)
        self.player_count.blockSignals(True)  # one against one with bots: one player or two
        self.player_count.setRange(1 if self._bot_scenario() else MIN_PLAYERS,
                                   len(self._in_play()) if bots else MAX_PLAYERS)
        self.player_count.blockSignals(False)
        count = self.player_count.value()
        scenario = self.chosen_scenario()
        groups = (tuple((p,) for p in self._in_play()) if bots else
                  scenario.seating if scenario is not None else seating_groups(count))
        for i, row in enumerate(self.rows):
            visible = i < count
            for w in (row.name, row.group, row.pin, row.help):
                w.setVisible(visible)
            row.group.blockSignals(True)
            row.group.clear()
            for group in groups:
                row.group.addItem(group_text(group), group)
                row.group.setItemData(row.group.count() - 1, group_text(group), Qt.ItemDataRole.ToolTipRole)
            if visible:
                row.group.setCurrentIndex(i)
            row.group.blockSignals(False)
            row.group.setToolTip(row.group.currentText())
            row.group.setMinimumWidth(row.group.sizeHint().width())  # grows the dialog when shown
            row.group.setEnabled(self.chosen_powers.isChecked())
        self._bots_box.setVisible(bots)
        self._show_bot_powers()
        if bots:
            self._refresh_years(standard=self._bot_scenario() is None, scenario=self._bot_scenario())
            self.error.clear()
            return
        self._refresh_years(standard=scenario is None, scenario=scenario)
        neutral = neutral_powers(count)
        if scenario is not None and scenario.absent:
            self.neutral_note.setText(self.tr(
                "Two players: {first} against {second}, from Spring {year}. The other powers have no units "
                "and their supply centres are neutral.").format(
                first=group_text(scenario.seating[0]), second=group_text(scenario.seating[1]),
                year=scenario.start_year))
        elif count == 2:
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

    def _bot_scenario(self) -> Scenario | None:
        """With bots: the one-against-one game chosen (None: the standard game)."""
        return self.bot_game.currentData() if self.use_bots.isChecked() else None

    def _in_play(self) -> tuple[str, ...]:
        """The powers players and bots share: the two of a one-against-one game, or all seven."""
        chosen = self._bot_scenario()
        return tuple(g[0] for g in chosen.seating) if chosen is not None else ALL_POWERS

    def chosen_scenario(self) -> Scenario | None:
        """The two-player game chosen (None: the standard game, for other numbers or with bots)."""
        if self.player_count.value() != 2 or self.use_bots.isChecked():
            return None
        return self.scenario.currentData()

    def _refresh_years(self, standard: bool, scenario: Scenario | None = None) -> None:
        """Victory and the first year: the standard game, or a two-player scenario of the variant file."""
        if standard or scenario is None:
            self.until_victory.setText(self.tr("Until a power controls 18 supply centres"))
        elif scenario.name == WW1:
            self.until_victory.setText(self.tr("Until a player controls 24 supply centres"))
        else:
            self.until_victory.setText(self.tr("Until a player controls {count} supply centres").format(
                count=scenario.victory_centres))
        first_year = 1901 if standard or scenario is None else scenario.start_year
        if first_year != self.end_year.minimum():  # another game: its own default last year
            self.end_year.setMinimum(first_year)
            self.end_year.setValue(first_year + DEFAULT_END_YEAR - 1901)

    def bot_powers(self) -> tuple[str, ...]:
        """The powers the bots will play as the dialog stands (empty without bots, or while the
        powers are to be drawn at random)."""
        if not self.use_bots.isChecked() or not self.chosen_powers.isChecked():
            return ()
        taken = {row.group.currentData()[0] for row in self.rows[:self.player_count.value()]
                 if row.group.currentData()}
        return tuple(p for p in self._in_play() if p not in taken)

    def _show_bot_powers(self) -> None:
        """A level per bot power when the powers are chosen; one level for all when drawn."""
        if not self.use_bots.isChecked():
            return
        chosen = self.chosen_powers.isChecked()
        bot_powers = self.bot_powers()
        for power, combo in self.power_levels.items():  # the bots' powers two by two, without gaps
            label = self._power_level_labels[power]
            self._bots_layout.removeWidget(label)
            self._bots_layout.removeWidget(combo)
            label.setVisible(power in bot_powers)
            combo.setVisible(power in bot_powers)
        for i, power in enumerate(bot_powers):
            row, col = 1 + i // 2, 2 * (i % 2)
            self._bots_layout.addWidget(self._power_level_labels[power], row, col)
            self._bots_layout.addWidget(self.power_levels[power], row, col + 1)
        count = self.player_count.value()
        if count >= len(self._in_play()):
            self.neutral_note.setText(self.tr("Every power is played."))
            self.bots_note.setText(self.tr("Seven players: no bots.") if len(self._in_play()) == len(ALL_POWERS)
                                   else self.tr("No power is left to a bot."))
        elif chosen:
            self.neutral_note.setText(self.tr("Each player plays one power. Bots play: {powers}.").format(
                powers=", ".join(power_name(p) for p in bot_powers)))
            self.bots_note.setText(self.tr("Choose each bot's level, or one level for all of them above."))
        else:
            self.neutral_note.setText(self.tr("Each player plays one power, drawn at random. Powers left "
                                              "to the bots: %n.", "", len(self._in_play()) - count))
            self.bots_note.setText(self.tr("Choose the powers to give each bot its own level."))
        for row in self.rows:
            row.group.setToolTip(row.group.currentText())
        self._describe_levels()

    def _all_levels_chosen(self) -> None:
        """One level for every bot: every power's level follows."""
        self._filling_levels = True
        for combo in self.power_levels.values():
            combo.setCurrentIndex(self.bot_level.currentIndex())
        self._filling_levels = False

    def _describe_levels(self) -> None:
        """Each level the bots will play at, in plain words (one paragraph per level in use)."""
        levels = [self.bot_level.currentData()] if not self.bot_powers() else \
            [lv for lv in BOT_LEVELS if lv in {self.power_levels[p].currentData() for p in self.bot_powers()}]
        self.level_note.setText("\n\n".join(level_description(lv) for lv in levels))

    def _level_edited(self) -> None:
        self._describe_levels()
        if self._filling_levels:
            return
        shown = {self.power_levels[p].currentData() for p in self.bot_powers()}
        if len(shown) == 1:  # they agree again: the "every bot" level says so
            self.bot_level.blockSignals(True)
            self.bot_level.setCurrentIndex(BOT_LEVELS.index(shown.pop()))
            self.bot_level.blockSignals(False)

    def _bot_levels(self) -> dict[str, str]:
        if self.chosen_powers.isChecked():
            return {p: combo.currentData() for p, combo in self.power_levels.items()}
        return {p: self.bot_level.currentData() for p in self._in_play()}

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
        bots = self.use_bots.isChecked()
        if groups is not None and len(set(groups)) != len(groups):
            self.error.setText(self.tr("Each power can be given to one player only.") if bots else
                               self.tr("Each group of powers can be given to one player only."))
            return
        try:
            if bots:
                seed = (self._rng or random.SystemRandom()).randrange(BOT_SEED_LIMIT)
                powers = [g[0] for g in groups] if groups is not None else None
                chosen = self._bot_scenario()
                table = make_bot_table(names, self._bot_levels(), seed, powers, self._rng,
                                       chosen.name if chosen is not None else None)
            else:
                scenario = self.chosen_scenario()
                table = make_table(names, groups, self._rng, scenario.name if scenario is not None else None)
        except TableError as exc:
            messages = {"same name": self.tr("Two players have the same name."),
                        "needs a name": self.tr("Every player needs a name.")}
            self.error.setText(next((m for key, m in messages.items() if key in str(exc)),
                                    self.tr("These powers cannot be played together.")))
            return
        end = self.end_year.value() if self.until_year.isChecked() else None
        for name, row in zip(names, rows):  # the session reads it at each of their turns
            remember_help(name, row.help.isChecked())
        self._setup = NewGameSetup(table, pins, end)
        super().accept()

    def _practice(self) -> None:
        self.practice_requested = True
        self.reject()

    def setup(self) -> NewGameSetup | None:
        """The accepted setup (None until the dialog was accepted)."""
        return self._setup
