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
from ...practice.baseline import CentreStats, LevelMeasure
from ...practice.scorecard import Basis, OrderReport, Scorecard, Verdict
from ..bot_levels import level_description
from ..names import location_name, order_notation, phase_text, power_name, unit_text
from ..orders.advice_view import advice_text
from ..reasons import explain_reason, result_word
from ..template import fill
from .sources import source_address, source_title

WORKED_COLOUR = "#1b5e20"
FAILED_COLOUR = "#b00020"
BAR_COLOUR = "#7f9cc0"
YOU_COLOUR = "#d08c1a"
BAR_WIDTH = 220
"""Pixels of the histogram's longest bar."""


def level_name(level: Level | str) -> str:
    """The bots' level as a word in the UI language (each call written out for lupdate)."""
    level = Level(level)
    if level is Level.EASY:
        return QCoreApplication.translate("Practice", "Easy")
    if level is Level.NORMAL:
        return QCoreApplication.translate("Practice", "Normal")
    return QCoreApplication.translate("Practice", "Hard")


def out_of_date_text(level: Level | str, measure: LevelMeasure | None) -> str:
    """Says plainly that a level's figures describe earlier bots of the level (or may: the file does
    not say which played): the card still shows them, and the set-up dialog says so beforehand."""
    name = level_name(level)
    if measure is not None:
        return fill(QCoreApplication.translate(
            "ScorecardView", "These figures are out of date: the {level} bots have changed since they were "
            "measured on {date}, so take the comparison only as a rough guide."), level=name, date=measure.date)
    return fill(QCoreApplication.translate(
        "ScorecardView", "These figures may be out of date: the baselines file does not say which {level} bots "
        "they were measured with, so take the comparison only as a rough guide."), level=name)


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

    def _h(self, text: str, level: int = 3) -> str:
        self.lines.append(text)
        return f"<h{level}>{escape(text)}</h{level}>"

    def _html(self, card: Scorecard) -> str:
        parts = [self._h(fill(self.tr("Scorecard after Fall {year}"), year=str(card.year)), 2)]
        parts.append(self._p(fill(self.tr("{power} against six {level} bots: {n} supply centres."),
                                  power=power_name(card.power), level=level_name(card.level),
                                  n=str(card.centres)), "font-weight:bold"))
        parts.append(self._p(fill(self.tr("Gained: {gained}. Lost: {lost}."), gained=_names(card.gained),
                                  lost=_names(card.lost))))
        parts.append(self._p(fill(self.tr("How the bots played: {description}"),
                                  description=level_description(card.level)), "color:#444"))
        parts += self._opening_part(card)
        parts += self._comparison_part(card)
        parts += self._orders_part(card.worked, self.tr("Orders that worked ({n})"), WORKED_COLOUR)
        parts += self._orders_part(card.failed, self.tr("Orders that failed ({n})"), FAILED_COLOUR)
        parts.append(self._p(self.tr("The game goes on: close this card and continue. Game > Practice scorecard "
                                     "shows it again."), "color:#444"))
        return "".join(parts)

    def _opening_part(self, card: Scorecard) -> list[str]:
        parts = [self._h(self.tr("Your opening"))]
        if card.played is not None:
            parts.append(self._p(fill(self.tr("Your Spring 1901 orders were the {opening}."),
                                      opening=card.played.name)))
        elif card.chosen is None:
            parts.append(self._p(self.tr("You played freely: your Spring 1901 orders were not one of the named "
                                         "openings in the book.")))
        else:
            parts.append(self._p(self.tr("Your Spring 1901 orders were not one of the named openings in the book.")))
        if card.changed and card.chosen is not None:
            parts.append(self._p(fill(self.tr("You chose the {opening} and then changed its orders."),
                                      opening=card.chosen.name)))
        shown = card.compared
        if shown is not None and shown.sources:
            heading = fill(self.tr("Sources of the {opening}:"), opening=shown.name)
            self.lines.append(heading)
            links: dict[str, str] = {}
            for source in shown.sources:  # one link per document, named as in the set-up dialog
                links.setdefault(source_title(source), source_address(source))
            self.lines += list(links)
            items = "".join(f'<li><a href="{escape(url)}">{escape(title)}</a></li>' for title, url in links.items())
            parts.append(f"<p>{escape(heading)}</p><ul>{items}</ul>")
        return parts

    def _comparison_part(self, card: Scorecard) -> list[str]:
        parts = [self._h(self.tr("Against the usual"))]
        stats = card.baseline
        level = level_name(card.baseline_level)
        power = power_name(card.power)
        year = str(card.year)
        if card.opening_unmeasured:
            parts.append(self._p(fill(self.tr("No baseline measured for the {opening} against {level} bots yet."),
                                      opening=card.compared.name, level=level)))  # type: ignore[union-attr]
        if stats is None:
            parts.append(self._p(fill(self.tr("Not enough of {power}'s openings against {level} bots are measured "
                                              "yet, so there is nothing to compare with."),
                                      power=power, level=level)))
            return parts
        mean, games = _number(stats.mean, 2), str(stats.games)
        if card.basis is Basis.OPENING:
            if card.changed and card.played is None and card.compared is not None:
                parts.append(self._p(fill(self.tr("Your orders are compared with the opening you chose, the "
                                                  "{opening}."), opening=card.compared.name)))
            parts.append(self._p(fill(self.tr("Against {level} bots this opening usually gives {mean} supply centres "
                                              "after Fall {year} (mean of {games} simulated games, standard error "
                                              "{stderr})."),
                                      level=level, mean=mean, year=year, games=games,
                                      stderr=_number(stats.stderr, 2))))
        else:
            parts.append(self._p(fill(self.tr("You are compared with {power}'s average over its openings, weighted "
                                              "by how often players choose them ({share}% of them measured): {mean} "
                                              "supply centres after Fall {year} against {level} bots, over {games} "
                                              "simulated games (standard error {stderr})."),
                                      power=power, share=str(round(card.measured_share * 100)), mean=mean,
                                      year=year, level=level, games=games, stderr=_number(stats.stderr, 2))))
        share = str(round((card.share_below or 0.0) * 100))
        verdict = {Verdict.ABOVE: self.tr("You did better than usual: ahead of {share}% of the simulated games."),
                   Verdict.USUAL: self.tr("You did about as well as usual (ahead of {share}% of the simulated games)."),
                   Verdict.BELOW: self.tr("You did worse than usual: ahead of only {share}% of the simulated games.")}
        if card.out_of_date:
            parts.append(self._p(self._out_of_date(card), "color:#6a4a00"))
        parts.append(self._p(fill(verdict[card.verdict], share=share), "font-weight:bold"))  # type: ignore[index]
        parts.append(self._histogram(stats, card.centres))
        parts.append(self._p(fill(self.tr("How the baseline was made: in each simulated game {power} played this "
                                          "opening in Spring 1901 against six {level} bots, and from then on the "
                                          "baseline continued the opening with a bot of the same level. So it "
                                          "measures the opening, not a person's play."),
                                  power=power, level=level), "color:#444"))
        parts += self._measure_part(card)
        return parts

    def _out_of_date(self, card: Scorecard) -> str:
        return out_of_date_text(card.baseline_level, card.measure)

    def _measure_part(self, card: Scorecard) -> list[str]:
        """How many games each opening got and when, from the file's record of the level."""
        measure = card.measure
        if measure is None:
            return []
        parts = []
        rule = measure.sampling
        if rule.stderr_bound is not None:
            parts.append(self._p(fill(self.tr("Each opening got at least {least} and at most {most} simulated games, "
                                              "more only while the standard error was above {bound} centres. The "
                                              "usual figure lies within two standard errors of the mean about 19 "
                                              "times out of 20."),
                                      least=str(rule.min_games), most=str(rule.max_games),
                                      bound=_number(rule.stderr_bound, 2)), "color:#444"))
        parts.append(self._p(fill(self.tr("Measured on {date}."), date=measure.date), "color:#444"))
        return parts

    def _histogram(self, stats: CentreStats, yours: int) -> str:
        """How the simulated games ended, one bar per centre count; the player's count marked."""
        total = sum(stats.histogram.values()) or 1
        top = max(stats.histogram.values(), default=1) or 1
        heading = self.tr("How the simulated games ended:")
        self.lines.append(heading)
        rows = []
        counts = dict(stats.histogram)
        counts.setdefault(yours, 0)  # the player's count has its row even when no simulated game ended so
        for centres, n in sorted(counts.items()):
            share = round(100 * n / total)
            label = fill(self.tr("{n} centres"), n=str(centres))
            mark = self.tr("← you") if centres == yours else ""
            self.lines.append(f"{label}: {share}% {mark}".rstrip())
            width = max(1, round(BAR_WIDTH * n / top)) if n else 0
            colour = YOU_COLOUR if centres == yours else BAR_COLOUR
            rows.append(f"<tr><td align='right' style='white-space:nowrap'>{escape(label)}</td>"
                        + (f"<td><table cellspacing='0' cellpadding='0'><tr><td width='{width}' height='12' "
                           f"style='background:{colour}'></td></tr></table></td>" if width else "<td></td>") +
                        f"<td style='white-space:nowrap'>{share}% <b>{escape(mark)}</b></td></tr>")
        return (f"<p>{escape(heading)}</p>"
                f"<table cellspacing='2' cellpadding='1'>{''.join(rows)}</table>")

    def _orders_part(self, reports: tuple[OrderReport, ...], title: str, colour: str) -> list[str]:
        parts = [self._h(fill(title, n=str(len(reports))))]
        if not reports:
            parts.append(self._p(self.tr("None.")))
            return parts
        rows = []
        for report in reports:
            result = report.result
            # the plain words of beginner's help where they explain the failure, else the engine's reason
            why = advice_text(report.advice[0], report.phase.kind) if report.advice else explain_reason(result.reason)
            dislodged = report.dislodged_by
            if dislodged is not None and result.reason.code != "dislodged":
                why += " " + fill(self.tr("(the unit was dislodged by {unit})"), unit=unit_text(dislodged.by))
            notation = order_notation(result.order, report.phase.kind)
            line = f"{phase_text(report.phase)} — {notation} — {result_word(result)}: {why}"
            self.lines.append(line)
            rows.append(f"<tr><td style='white-space:nowrap; color:#444'>{escape(phase_text(report.phase))}</td>"
                        f"<td style='white-space:nowrap'><b>{escape(notation)}</b></td>"
                        f"<td style='white-space:nowrap; color:{colour}'>{escape(result_word(result))}</td></tr>"
                        f"<tr><td></td><td colspan='2' style='color:#444; padding-bottom:4px'>{escape(why)}</td></tr>")
        parts.append(f"<table cellspacing='0' cellpadding='2' width='100%'>{''.join(rows)}</table>")
        return parts


class ScorecardDialog(QDialog):
    """Shown over the results after Fall 1901 and Fall 1902; not modal, so the board stays readable
    and the game goes on when it is closed."""

    def __init__(self, card: Scorecard, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("scorecardDialog")
        self.setModal(False)
        self.setWindowTitle(fill(self.tr("Practice scorecard — Fall {year}"), year=str(card.year)))
        self.view = ScorecardView(self)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close, self)
        buttons.rejected.connect(self.close)
        layout = QVBoxLayout(self)
        layout.addWidget(self.view)
        layout.addWidget(buttons)
        self.resize(640, 760)
        self.view.show_card(card)
