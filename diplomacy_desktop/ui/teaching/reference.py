"""The rules reference: every rule of :mod:`...teaching.rules` in the window's language, in a dock.

The sections and rules are listed on the left, the chosen rule is shown on the right, and a
search box keeps only the rules whose title or text holds every word typed (accents and case
ignored, so "desalojo" finds "desalojada" and "Desalojo"). :meth:`RulesReference.show_rule`
opens it at one rule: the Help menu opens it where it was, a "why?" link next to a result opens
the rule behind that result. The texts are data (``assets/teaching/rules``), read again when the
Language menu switches language; the few words around them go through ``tr()``. The dock and
its Help-menu entry are in :mod:`.reference_dock`, which a window makes at start-up; this module
loads when the reference is first shown.
"""

from __future__ import annotations

import html
import unicodedata

from PySide6.QtCore import QEvent, Qt, Signal
from PySide6.QtWidgets import (QLabel, QLineEdit, QSplitter, QTextBrowser, QTreeWidget, QTreeWidgetItem, QVBoxLayout,
                               QWidget)

from ...teaching.rules import (RULE_IDS, SECTIONS, USEFUL_RULES, RulesDataError, RuleSection, RuleText, rule_texts,
                               rules_in, section_of)
from ..language_menu import current_language
from ..template import fill

RuleRole = Qt.ItemDataRole.UserRole + 1
"""The rule id of a tree item (None on a section heading)."""


def texts_now() -> dict[str, RuleText]:
    """Every rule's text in the window's language. A broken or incomplete rules file never stops
    the window: a rule the file lacks shows only its id, and a file that cannot be read puts
    what is wrong with it in place of every rule's text."""
    try:
        texts = rule_texts(current_language())
    except RulesDataError as exc:
        return {rule: RuleText(rule, str(exc)) for rule in RULE_IDS}
    return {rule: texts.get(rule, RuleText(rule, "")) for rule in RULE_IDS}


def _folded(text: str) -> str:
    """Lower case without accents, for a search that does not care how a word was typed."""
    decomposed = unicodedata.normalize("NFKD", text.casefold())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


class RulesReference(QWidget):
    """The list of rules, a search box and the text of the chosen rule."""

    ruleShown = Signal(str)
    """The rule now on show (its id)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesReference")
        self._rule = ""
        self.search = QLineEdit()
        self.search.setObjectName("rulesSearch")
        self.search.setClearButtonEnabled(True)
        self.tree = QTreeWidget()
        self.tree.setObjectName("rulesTree")
        self.tree.setHeaderHidden(True)
        self.text = QTextBrowser()
        self.text.setObjectName("ruleText")
        self.text.setOpenLinks(False)
        self.empty = QLabel()
        self.empty.setObjectName("rulesNoMatch")
        self.empty.setVisible(False)
        split = QSplitter(Qt.Orientation.Vertical)
        split.addWidget(self.tree)
        split.addWidget(self.text)
        split.setStretchFactor(0, 3)
        split.setStretchFactor(1, 2)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 4, 4, 4)
        layout.addWidget(self.search)
        layout.addWidget(self.empty)
        layout.addWidget(split, 1)
        self.search.textChanged.connect(self._filter)
        self.tree.currentItemChanged.connect(self._current_changed)
        self._items: dict[str, QTreeWidgetItem] = {}
        self.retranslate()

    # -- what a player reads -------------------------------------------------------------

    @property
    def rule(self) -> str:
        """The id of the rule on show ("" before any)."""
        return self._rule

    def section_title(self, section: RuleSection) -> str:
        titles = {
            RuleSection.ORDERS: self.tr("The orders"),
            RuleSection.MOVEMENT: self.tr("Judging the movement phase"),
            RuleSection.USEFUL: self.tr("The 22 useful rules"),
            RuleSection.RETREATS: self.tr("Retreats"),
            RuleSection.ADJUSTMENTS: self.tr("Supply centres, builds and removals"),
        }
        return titles[section]

    def rule_title(self, rule_id: str) -> str:
        """A rule's title as listed: the useful rules keep their number from the rulebook."""
        title = texts_now()[rule_id].title
        if rule_id in USEFUL_RULES:
            return fill(self.tr("{n}. {title}"), n=rule_id.split(".")[1], title=title)
        return title

    def shown_text(self) -> str:
        """The rule on show as plain text (title, section, text)."""
        return self.text.toPlainText()

    def visible_rules(self) -> list[str]:
        """The rule ids the list shows now (all of them, or those the search kept)."""
        return [rule for rule, item in self._items.items() if not item.isHidden()]

    # -- building ------------------------------------------------------------------------

    def retranslate(self) -> None:
        """The list again in the current language, keeping the rule on show and the search."""
        self.search.setPlaceholderText(self.tr("Search the rules"))
        self.search.setToolTip(self.tr("Keeps the rules whose title or text has every word you type"))
        self.empty.setText(self.tr("No rule has all these words."))
        keep = self._rule
        self.tree.blockSignals(True)
        self.tree.clear()
        self._items.clear()
        for section in SECTIONS:
            head = QTreeWidgetItem([self.section_title(section)])
            head.setData(0, RuleRole, None)
            head.setFlags(Qt.ItemFlag.ItemIsEnabled)
            font = head.font(0)
            font.setBold(True)
            head.setFont(0, font)
            self.tree.addTopLevelItem(head)
            for rule in rules_in(section):
                item = QTreeWidgetItem([self.rule_title(rule)])
                item.setData(0, RuleRole, rule)
                head.addChild(item)
                self._items[rule] = item
        self.tree.expandAll()
        self.tree.blockSignals(False)
        self._filter(self.search.text())
        if keep:
            self.show_rule(keep)
        else:
            choose = self.tr("Choose a rule from the list.")
            self.text.setHtml("<p>" + html.escape(choose) + "</p>")

    def _filter(self, query: str) -> None:
        words = _folded(query).split()
        texts = texts_now()
        for rule, item in self._items.items():
            haystack = _folded(f"{self.rule_title(rule)} {texts[rule].text}")
            item.setHidden(not all(w in haystack for w in words))
        for i in range(self.tree.topLevelItemCount()):
            head = self.tree.topLevelItem(i)
            head.setHidden(all(head.child(j).isHidden() for j in range(head.childCount())))
        visible = self.visible_rules()
        self.empty.setVisible(not visible)
        if words and visible and self._rule not in visible:
            self.tree.setCurrentItem(self._items[visible[0]])

    def _current_changed(self, item: QTreeWidgetItem | None, _previous: QTreeWidgetItem | None) -> None:
        rule = item.data(0, RuleRole) if item is not None else None
        if rule:
            self._show(rule)

    # -- showing a rule ------------------------------------------------------------------

    def show_rule(self, rule_id: str) -> bool:
        """Show ``rule_id`` and select it in the list (clearing a search that hides it);
        False for an id the reference does not have."""
        item = self._items.get(rule_id)
        if item is None:
            return False
        if item.isHidden():
            self.search.clear()
        self.tree.blockSignals(True)
        self.tree.setCurrentItem(item)
        self.tree.blockSignals(False)
        self.tree.scrollToItem(item)
        self._show(rule_id)
        return True

    def _show(self, rule_id: str) -> None:
        self._rule = rule_id
        text = texts_now()[rule_id].text
        section = self.section_title(section_of(rule_id))
        self.text.setHtml(f"<h3>{html.escape(self.rule_title(rule_id))}</h3>"
                          f"<p><i>{html.escape(section)}</i></p><p>{html.escape(text)}</p>")
        self.ruleShown.emit(rule_id)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)
