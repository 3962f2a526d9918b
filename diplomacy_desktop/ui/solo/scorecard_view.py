"""The scorecard dialog: the engine's :class:`~diplomacy_desktop.practice.scorecard.Scorecard` in words.

Every sentence is a translated template filled from the scorecard's values (centres, the
baseline's figures, the engine's typed reasons through ``ui/reasons.py``); nothing is decided
here, and the same card reads the same in every language.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from ...bots import Level
from ...practice.scorecard import Basis, OrderReport, Scorecard, Verdict, source_label
from ..names import location_name, order_notation, phase_text, power_name, unit_text
from ..reasons import explain_reason, result_word

WORKED_COLOUR = "#1b5e20"
FAILED_COLOUR = "#b00020"


def level_name(level: Level) -> str:
    tr = QCoreApplication.translate
    return {Level.EASY: tr("Practice", "Easy"), Level.NORMAL: tr("Practice", "Normal"),
            Level.HARD: tr("Practice", "Hard")}[Level(level)]


def _number(value: float, digits: int = 1) -> str:
    return f"{value:.{digits}f}"


def _names(centres: tuple[str, ...]) -> str:
    return ", ".join(location_name(c) for c in centres) if centres else "—"


class ScorecardView(QTextBrowser):
    """The card as a page of text that wraps to the window."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorecard")
        self.setOpenExternalLinks(True)
        self.card: Scorecard | None = None
        self.lines: list[str] = []
        """Every paragraph and row as plain text, what the player reads (for tests)."""

    def show_card(self, card: Scorecard) -> None:
        self.card = card
        self.lines = []
        self.setHtml(self._html(card))

    def _p(self, text: str, style: str = "") -> str:
        self.lines.append(text)
        return f"<p style='{style}'>{escape(text)}</p>"

    def _h(self, text: str) -> str:
        self.lines.append(text)
        return f"<h3>{escape(text)}</h3>"

    def _html(self, card: Scorecard) -> str:
        power = power_name(card.power)
        parts = [f"<h2>{escape(self.tr('Scorecard after Fall %1').replace('%1', str(card.year)))}</h2>"]
        self.lines.append(self.tr("Scorecard after Fall %1").replace("%1", str(card.year)))
        parts.append(self._p(self.tr("%1 against six %2 bots: %3 supply centres.").replace("%1", power)
                             .replace("%2", level_name(card.level)).replace("%3", str(card.centres)),
                             "font-weight:bold"))
        parts.append(self._p(self.tr("Gained: %1. Lost: %2.").replace("%1", _names(card.gained))
                             .replace("%2", _names(card.lost))))
        parts += self._opening_part(card)
        parts += self._comparison_part(card)
        parts += self._orders_part(card.worked, self.tr("Orders that worked (%1)"), WORKED_COLOUR)
        parts += self._orders_part(card.failed, self.tr("Orders that failed (%1)"), FAILED_COLOUR)
        return "".join(parts)

    def _opening_part(self, card: Scorecard) -> list[str]:
        parts = [self._h(self.tr("Your opening"))]
        if card.played is not None:
            parts.append(self._p(self.tr("Your Spring 1901 orders were the %1.").replace("%1", card.played.name)))
        else:
            parts.append(self._p(self.tr("Your Spring 1901 orders were not one of the named openings in the book.")))
        if card.chosen is not None and card.played != card.chosen:
            parts.append(self._p(self.tr("You chose the %1 and then changed its orders.").replace("%1", card.chosen.name)))
        shown = card.played or card.chosen
        if shown is not None and shown.sources:
            self.lines.append(self.tr("Sources:"))
            links = []
            for source in shown.sources:
                label = source_label(source)
                self.lines.append(label)
                href = label if label.startswith("http") else ""
                links.append(f"<li><a href='{escape(href)}'>{escape(label)}</a></li>" if href
                             else f"<li>{escape(label)}</li>")
            parts.append(f"<p>{escape(self.tr('Sources:'))}</p><ul>{''.join(links)}</ul>")
        return parts

    def _comparison_part(self, card: Scorecard) -> list[str]:
        parts = [self._h(self.tr("Against the usual"))]
        stats = card.baseline
        level = level_name(card.level)
        if stats is None:
            parts.append(self._p(self.tr("No simulated games of %1 against %2 bots are shipped yet, so there is "
                                         "nothing to compare with.").replace("%1", power_name(card.power))
                                 .replace("%2", level)))
            return parts
        mean, games = _number(stats.mean, 2), str(stats.games)
        if card.basis is Basis.OPENING:
            parts.append(self._p(self.tr("Against %1 bots this opening usually gives %2 supply centres after Fall %3 "
                                         "(mean of %4 simulated games, standard error %5).")
                                 .replace("%1", level).replace("%2", mean).replace("%3", str(card.year))
                                 .replace("%4", games).replace("%5", _number(stats.stderr, 2))))
        else:
            parts.append(self._p(self.tr("These orders were not simulated at this level, so you are compared with "
                                         "%1's named openings as the bots choose them (%2% of them simulated): "
                                         "%3 supply centres on average after Fall %4.")
                                 .replace("%1", power_name(card.power))
                                 .replace("%2", str(round(card.book_share * 100)))
                                 .replace("%3", mean).replace("%4", str(card.year))))
        share = str(round((card.share_below or 0.0) * 100))
        verdict = {Verdict.ABOVE: self.tr("You did better than usual: better than %1% of the simulated games."),
                   Verdict.USUAL: self.tr("You did about as well as usual (ahead of %1% of the simulated games)."),
                   Verdict.BELOW: self.tr("You did worse than usual: better than only %1% of the simulated games.")}
        parts.append(self._p(verdict[card.verdict].replace("%1", share), "font-weight:bold"))
        total = sum(stats.histogram.values()) or 1
        spread = ", ".join(self.tr("%1 centres: %2%").replace("%1", str(c)).replace("%2", str(round(100 * n / total)))
                           for c, n in stats.histogram.items())
        parts.append(self._p(self.tr("In the simulated games: %1.").replace("%1", spread), "color:#444"))
        parts.append(self._p(self.tr("In those games a %1 bot went on playing %2 after Spring 1901, against six %1 "
                                     "bots; so the figure measures the opening, not a person's play.")
                             .replace("%1", level).replace("%2", power_name(card.power)), "color:#444"))
        return parts

    def _orders_part(self, reports: tuple[OrderReport, ...], title: str, colour: str) -> list[str]:
        parts = [self._h(title.replace("%1", str(len(reports))))]
        if not reports:
            parts.append(self._p(self.tr("None.")))
            return parts
        rows = []
        for report in reports:
            result = report.result
            why = explain_reason(result.reason)
            dislodged = report.dislodged_by
            if dislodged is not None and result.reason.code != "dislodged":
                why += " " + self.tr("(the unit was dislodged by %1)").replace("%1", unit_text(dislodged.by))
            line = f"{phase_text(report.phase)} — {order_notation(result.order)} — {result_word(result)}: {why}"
            self.lines.append(line)
            rows.append(f"<tr><td style='white-space:nowrap; color:#444'>{escape(phase_text(report.phase))}</td>"
                        f"<td style='white-space:nowrap'><b>{escape(order_notation(result.order))}</b></td>"
                        f"<td style='white-space:nowrap; color:{colour}'>{escape(result_word(result))}</td></tr>"
                        f"<tr><td></td><td colspan='2' style='color:#444; padding-bottom:4px'>{escape(why)}</td></tr>")
        parts.append(f"<table cellspacing='0' cellpadding='2' width='100%'>{''.join(rows)}</table>")
        return parts


class ScorecardDialog(QDialog):
    """Shown over the results after Fall 1901 and Fall 1902; not modal, so the board stays readable."""

    def __init__(self, card: Scorecard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorecardDialog")
        self.setModal(False)
        self.setWindowTitle(self.tr("Practice scorecard — Fall %1").replace("%1", str(card.year)))
        self.view = ScorecardView(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.resize(620, 720)
        self.view.show_card(card)
