"""The results list: every order of an adjudicated phase, what happened to it, and why, in words.

An HTML table in a text browser rather than a tree of cells: the reasons are whole sentences,
and a browser wraps them to the dock's width instead of cutting them off.
"""

from __future__ import annotations

from html import escape

from PySide6.QtWidgets import QTextBrowser, QWidget

from ...engine.adjudicator import Resolution
from ..names import order_notation, phase_text, power_name, unit_text
from ..reasons import explain_reason, result_word

FAILED_COLOUR = "#b00020"


class ResultsList(QTextBrowser):
    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("resultsList")
        self.setOpenLinks(False)
        self._resolution: Resolution | None = None
        self._rows: list[tuple[str, str, str]] = []
        self.retranslate()

    def retranslate(self) -> None:
        self.show_resolution(self._resolution)

    def show_resolution(self, resolution: Resolution | None) -> None:
        self._resolution = resolution
        self._rows = []
        if resolution is None:
            empty = self.tr("No phase has been adjudicated yet.")
            self.setHtml(f"<p><i>{escape(empty)}</i></p>")
            return
        parts = [f"<h3>{escape(phase_text(resolution.phase))}</h3>"]
        for power, results in resolution.results.items():
            if not results:
                continue
            parts.append(f"<p style='margin-top:8px'><b>{escape(power_name(power))}</b></p>"
                         "<table cellspacing='0' cellpadding='2' width='100%'>")
            for result in results:
                order, outcome, reason = (order_notation(result.order, resolution.phase.kind), result_word(result),
                                          explain_reason(result.reason))
                self._rows.append((order, outcome, reason))
                colour = FAILED_COLOUR if result.failed else "#1b5e20"
                parts.append(
                    f"<tr><td style='white-space:nowrap'><b>{escape(order)}</b></td>"
                    f"<td style='color:{colour}; white-space:nowrap'>{escape(outcome)}</td></tr>"
                    f"<tr><td colspan='2' style='color:#444; padding-left:12px; padding-bottom:4px'>"
                    f"{escape(reason)}</td></tr>")
            parts.append("</table>")
        if resolution.disbanded:
            heading = self.tr("Disbanded without an order")
            parts.append(f"<p style='margin-top:8px'><b>{escape(heading)}</b></p><ul>")
            for power, unit in resolution.disbanded:
                parts.append(f"<li>{escape(unit_text(unit))} ({escape(power_name(power))})</li>")
            parts.append("</ul>")
        self.setHtml("".join(parts))

    def row_texts(self) -> list[tuple[str, str, str]]:
        """Every order row as (order, outcome, reason) text: what a player reads, for tests."""
        return list(self._rows)
