"""File > Practice: choose the game, a power, the bots' level, and an opening from the book (or play freely).

The game is the standard one (six bots) or a one-against-one game of the variant file (France vs
Austria, Germany vs Italy: one bot plays the other power). The openings offered are the chosen
power's, most played first, with how often players chose them in Daniel Loeb's survey, what
usually follows in Fall 1901 and where the name comes from, so the choice is informed. "Play
freely" leaves Spring 1901 to the player. The book and the scorecard's baselines come from games
of seven powers, so a one-against-one game offers neither and says so.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QDialogButtonBox, QFormLayout, QLabel, QVBoxLayout, QWidget)

from ...bots import Level
from ...bots.opening_texts import fall_1901_text
from ...bots.openings import Opening, OpeningBook, standard_book
from ...engine.board import standard_map
from ...engine.table import STANDARD
from ...engine.variant import Scenario
from ...practice.baseline import CHECKPOINT_YEARS, Baselines, standard_baselines
from ...practice.scorecard import Basis, comparison
from ...engine.practice import PracticeSetup
from ...practice.session import PRACTICE_LEVELS, new_setup, practice_scenarios
from ..bot_levels import level_description
from ..language_menu import current_language
from ..names import current_notation, order_notation, power_name, scenario_title
from ..orders.advice_view import PRACTICE, help_wanted, remember_help
from ..template import fill
from .freshness import BotFingerprints, Freshness, shared_fingerprints
from .scorecard_view import level_name, out_of_date_text
from .sources import source_address, source_title


class PracticeDialog(QDialog):
    def __init__(self, parent: QWidget | None = None, book: OpeningBook | None = None,
                 baselines: Baselines | None = None, fingerprints: BotFingerprints | None = None) -> None:
        """``fingerprints`` tells whether the figures were measured with today's bots (worked out
        off the window's thread; the process's shared one by default)."""
        super().__init__(parent)
        self.setObjectName("practiceDialog")
        self.book = book or standard_book()
        self.baselines = baselines or standard_baselines()
        self.fingerprints = fingerprints or shared_fingerprints()
        self.fingerprints.ready.connect(self._fingerprint_known)
        self.setWindowTitle(self.tr("Practice against bots"))
        self.game = QComboBox(self)
        self.game.setObjectName("practiceGame")
        self.game.addItem(self.tr("Standard game (against six bots)"), None)
        for scenario in practice_scenarios():
            self.game.addItem(fill(self.tr("{game} (against one bot)"), game=scenario_title(scenario.name)),
                              scenario)
        self.power = QComboBox(self)
        self.power.setObjectName("practicePower")
        self.level = QComboBox(self)
        self.level.setObjectName("practiceLevel")
        for level in PRACTICE_LEVELS:
            self.level.addItem(self._level_text(level), level.value)
        self.level_note = QLabel(self)
        self.level_note.setObjectName("levelDescription")
        self.level_note.setWordWrap(True)
        self.level_note.setStyleSheet("color: #444;")
        self.opening = QComboBox(self)
        self.opening.setObjectName("practiceOpening")
        self.details = QLabel(self)
        self.details.setObjectName("openingDetails")
        self.details.setWordWrap(True)
        self.details.setMinimumWidth(460)
        self.details.setOpenExternalLinks(True)
        self.intro = QLabel(self)
        self.intro.setObjectName("practiceIntro")
        self.intro.setWordWrap(True)
        form = QFormLayout()
        form.addRow(self.tr("Game:"), self.game)
        form.addRow(self.tr("Your power:"), self.power)
        form.addRow(self.tr("Bots:"), self.level)
        form.addRow("", self.level_note)
        form.addRow(self.tr("Opening:"), self.opening)
        self._opening_label = form.labelForField(self.opening)
        self.beginner_help = QCheckBox(self.tr("Beginner's help: count my orders and warn me of likely mistakes "
                                               "before I submit"), self)
        self.beginner_help.setObjectName("practiceBeginnerHelp")
        self.beginner_help.setToolTip(self.tr("Advice on your own orders only; you can always submit. Game > "
                                              "Beginner's help turns it off or on during the game."))
        self.beginner_help.setChecked(help_wanted(PRACTICE))
        form.addRow("", self.beginner_help)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel, self)
        buttons.button(QDialogButtonBox.StandardButton.Ok).setText(self.tr("Start practice"))
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        layout = QVBoxLayout(self)
        layout.addWidget(self.intro)
        layout.addLayout(form)
        layout.addWidget(self.details)
        layout.addStretch(1)
        layout.addWidget(buttons)
        self.power.currentIndexChanged.connect(self._fill_openings)
        self.opening.currentIndexChanged.connect(self._show_details)
        self.level.currentIndexChanged.connect(self._show_details)
        self.level.currentIndexChanged.connect(self._show_level)
        self.game.currentIndexChanged.connect(self._fill_powers)
        self._fill_powers()
        self._show_level()

    def chosen_scenario(self) -> Scenario | None:
        """The one-against-one game chosen, or None for the standard game."""
        return self.game.currentData()

    def _fill_powers(self) -> None:
        """The chosen game's powers (France first where it plays); the openings and the scorecard
        only where they apply (the standard game)."""
        scenario = self.chosen_scenario()
        keep = self.power.currentData()
        powers = [g[0] for g in scenario.seating] if scenario is not None else list(standard_map().powers)
        self.power.blockSignals(True)
        self.power.clear()
        for key in powers:
            self.power.addItem(power_name(key), key)
        index = self.power.findData(keep if keep in powers else "france")
        self.power.setCurrentIndex(max(index, 0))
        self.power.blockSignals(False)
        standard = scenario is None
        self.opening.setVisible(standard)
        self._opening_label.setVisible(standard)
        if standard:
            self.intro.setText(self.tr(
                "You play one power; the other six are bots. They order when you submit, and their orders are "
                "revealed with the results. After Fall 1901 and Fall 1902 a scorecard compares your supply "
                "centres with what your opening usually gives against the same bots."))
        else:
            self.intro.setText(fill(self.tr(
                "{first} against {second}, from Spring {year}: you play one of them, one bot the other. The "
                "other powers have no units and their supply centres are neutral; {centres} supply centres at "
                "the end of a Fall win."), first=power_name(powers[0]), second=power_name(powers[1]),
                year=str(scenario.start_year), centres=str(scenario.victory_centres)))
        self._fill_openings()

    def _show_level(self) -> None:
        """What the chosen level does, in plain words (the same words as the scorecard's)."""
        self.level_note.setText(level_description(self.level.currentData()))
        self._fit_height()

    def _fit_height(self) -> None:
        """Grow to show every line after a text grew (another level, opening, or the figures' note
        arriving): a shown dialog keeps its size, and its labels would be squeezed and cut. Once
        the event loop has laid the dialog out, when the labels have their real widths."""
        QTimer.singleShot(0, self, self._grow_to_fit)

    def _grow_to_fit(self) -> None:
        layout = self.layout()
        if not self.isVisible() or layout is None:
            return
        needed = layout.totalHeightForWidth(self.width()) if layout.hasHeightForWidth() else -1
        needed = max(needed, layout.totalMinimumSize().height())
        if needed > self.height():
            self.resize(self.width(), needed)

    def _level_text(self, level: Level) -> str:
        if level is Level.EASY:
            return self.tr("Easy (DumbBot)")
        if level is Level.NORMAL:
            return self.tr("Normal (plans its units together)")
        return self.tr("Hard (tries its plans against its neighbours'; slower)")

    def _openings(self) -> list[Opening]:
        named = self.book.named(self.power.currentData())
        return sorted(named, key=lambda o: (-o.games, o.name))

    def _fill_openings(self) -> None:
        self.opening.blockSignals(True)
        self.opening.clear()
        self.opening.addItem(self.tr("Play freely (no opening chosen)"), None)
        total = sum(o.games for o in self.book.named(self.power.currentData()))
        for opening in self._openings():
            if opening.games and total:
                text = fill(self.tr("{opening} — {share}% of games"), opening=opening.name,
                            share=_percent(opening.games, total))
            else:
                text = fill(self.tr("{opening} — rarely played"), opening=opening.name)
            self.opening.addItem(text, opening.id)
        self.opening.setCurrentIndex(1 if self.opening.count() > 1 else 0)
        self.opening.blockSignals(False)
        self._show_details()

    def selected_opening(self) -> Opening | None:
        opening_id = self.opening.currentData()
        return self.book.by_id(opening_id) if opening_id else None

    def _baseline_text(self, opening: Opening) -> str:
        """What the scorecard will compare with, by the card's own rule (:func:`comparison`): the
        opening's simulated games at this level, else the power's average, else nothing; and
        whether those figures were measured with the bots the player will meet."""
        level = Level(self.level.currentData())
        power = power_name(opening.power)
        after = {year: comparison(opening.power, level, year, opening, self.book, self.baselines)
                 for year in CHECKPOINT_YEARS}
        first, second = after[1901], after[1902]
        if first.basis is Basis.NONE or second.basis is Basis.NONE:
            return fill(self.tr("This opening is not measured against {level} bots yet, and too few of {power}'s "
                                "others are to make an average: the scorecard will have nothing to compare you with."),
                        level=level_name(level), power=power)
        one, two = first.baseline, second.baseline
        assert one is not None and two is not None  # measured: Basis.OPENING or Basis.POWER
        if first.basis is Basis.OPENING:
            text = fill(self.tr("Against {level} bots it usually gives {first} supply centres after Fall 1901 and "
                                "{second} after Fall 1902 (mean of {games} simulated games, standard errors {error1} "
                                "and {error2})."),
                        level=level_name(level), first=f"{one.mean:.2f}", second=f"{two.mean:.2f}",
                        games=str(one.games), error1=f"{one.stderr:.2f}", error2=f"{two.stderr:.2f}")
        else:
            text = fill(self.tr("This opening is not measured against {level} bots yet: the scorecard will compare "
                                "you with {power}'s average over its openings, weighted by how often players choose "
                                "them ({share}% of them measured): {first} supply centres after Fall 1901 and "
                                "{second} after Fall 1902."),
                        level=level_name(level), power=power, share=str(round(first.measured_share * 100)),
                        first=f"{one.mean:.2f}", second=f"{two.mean:.2f}")
        state = self.fingerprints.freshness(self.baselines, level)
        if state in (Freshness.OUT_OF_DATE, Freshness.UNRECORDED):
            text += " " + out_of_date_text(level, self.baselines.measure(level))
        return text

    def _fingerprint_known(self, level: str) -> None:
        """The running bots' fingerprint has been worked out: the figures' note may change."""
        if level == self.level.currentData():
            self._show_details()

    def _show_details(self) -> None:
        if self.chosen_scenario() is not None:
            self.details.setText(escape(self.tr(
                "No opening book and no scorecard in this game: both come from games of seven powers.")))
            return
        opening = self.selected_opening()
        if opening is None:
            self.details.setText(escape(self.tr("You give your own Spring 1901 orders. If they are a named "
                                                "opening, the scorecard says which.")))
            return
        total = sum(o.games for o in self.book.named(opening.power))
        parts = [f"<b>{escape(opening.name)}</b>: {escape(', '.join(order_notation(o) for o in opening.orders))}"]
        if opening.games and total:
            parts.append(escape(fill(self.tr("Chosen in {games} of {total} games in Daniel Loeb's survey of "
                                             "1981-85."), games=str(opening.games), total=str(total))))
        else:
            parts.append(escape(self.tr("Not counted in Daniel Loeb's survey; bots never open with it.")))
        plan = fall_1901_text(opening, current_language(), current_notation())
        if plan:
            parts.append(escape(fill(self.tr("What usually follows in Fall 1901: {plan}"), plan=plan)))
        parts.append(escape(self._baseline_text(opening)))
        links = {}
        for source in opening.sources:  # one link per document, named as its readers know it
            links.setdefault(source_title(source), source_address(source))
        sources = ", ".join(f'<a href="{escape(url)}">{escape(title)}</a>' for title, url in links.items())
        parts.append(escape(self.tr("Sources:")) + " " + sources)
        self.details.setText("<br>".join(parts))
        self._fit_height()

    def accept(self) -> None:
        remember_help(PRACTICE, self.beginner_help.isChecked())  # the game reads it when it starts
        super().accept()

    def setup(self) -> PracticeSetup:
        scenario = self.chosen_scenario()
        if scenario is not None:
            return new_setup(self.power.currentData(), Level(self.level.currentData()), None, scenario.name)
        return new_setup(self.power.currentData(), Level(self.level.currentData()), self.opening.currentData(),
                         STANDARD)


def _percent(part: int, total: int) -> str:
    share = 100 * part / total
    return f"{share:.0f}" if share >= 1 else "<1"


def ask_practice_setup(parent: QWidget | None) -> PracticeSetup | None:
    """The Practice dialog, modal; None if cancelled."""
    dialog = PracticeDialog(parent)
    accepted = dialog.exec() == QDialog.DialogCode.Accepted
    setup = dialog.setup() if accepted else None
    dialog.deleteLater()
    return setup
