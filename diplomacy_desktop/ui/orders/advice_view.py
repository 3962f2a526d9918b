"""Beginner's help in the order panel: how many units still lack an order, and the likely
mistakes in the player's own orders (:mod:`diplomacy_desktop.teaching.advice`), each with a
"why?" link to the rule behind it.

Advice only: nothing here stops a Submit. The panel shows it for the power on move alone, so
behind a hot-seat curtain nobody sees it. Whether a player wants it is remembered per player
name (hot-seat) or for practice in ``QSettings`` (:func:`help_wanted`, :func:`remember_help`).
The sentences are here too, so the practice scorecard words a failed order the same way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Collection, Sequence
from urllib.parse import quote

from PySide6.QtCore import QCoreApplication, QSettings, QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import QLabel, QWidget

from ..names import location_name, order_notation, unit_text
from ..template import fill

if TYPE_CHECKING:  # the advice module loads the adjudicator: not before the board's first paint
    from ...engine.board import MapModel
    from ...engine.orders import Order
    from ...engine.position import Position
    from ...teaching.advice import Advice

PRACTICE = ""
"""The name :func:`help_wanted` keeps the practice games' choice under (no player is called that)."""
WARNING_COLOUR = "#8a4b00"


def _key(player: str) -> str:
    # a name may hold "/" or "\\" (QSettings groups): keep it as one key
    return "beginnerHelp/practice" if player == PRACTICE else "beginnerHelp/players/" + quote(player, safe="")


def help_wanted(player: str = PRACTICE, settings: QSettings | None = None) -> bool:
    """Does ``player`` want beginner's help? Practice games: yes unless turned off; a hot-seat
    player: only if they chose it."""
    value = (settings or QSettings()).value(_key(player), player == PRACTICE)
    return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")


def remember_help(player: str, wanted: bool, settings: QSettings | None = None) -> None:
    (settings or QSettings()).setValue(_key(player), bool(wanted))


def _quoted(order: Order, kind: str | None) -> str:
    """An order in the language's quotation marks (Spanish «…», Czech „…“)."""
    return fill(QCoreApplication.translate("Advice", "“{order}”", "an order quoted in a sentence"),
                order=order_notation(order, kind))


def _units(units: tuple) -> str:  # noqa: ANN001 - a tuple of units
    return ", ".join(unit_text(u) for u in units)


TEXTS: dict[str, str] = {
    "support_hold_moves": QT_TRANSLATE_NOOP(
        "Advice", "{order} supports {unit} to hold, but you ordered {unit} to move to {dest}. A support to hold "
                  "only helps a unit that stays where it is: support the move itself instead."),
    "support_wrong_move": QT_TRANSLATE_NOOP(
        "Advice", "{order} supports {unit} into {dest}, but your order for {unit} is {actual}. A support only "
                  "counts for the very move you ordered."),
    "support_wrong_move/none": QT_TRANSLATE_NOOP(
        "Advice", "{order} supports {unit} into {dest}, but {unit} has no order and will hold. A support only "
                  "counts for the very move you ordered."),
    "convoy_no_move": QT_TRANSLATE_NOOP(
        "Advice", "{order} convoys {army} to {dest}, but your order for {army} is {actual}. The army must be "
                  "ordered to {dest} too, or the convoy does nothing."),
    "convoy_no_move/none": QT_TRANSLATE_NOOP(
        "Advice", "{order} convoys {army} to {dest}, but {army} has no order and will stay. The army must be "
                  "ordered to {dest} too, or the convoy does nothing."),
    "needs_convoy": QT_TRANSLATE_NOOP(
        "Advice", "{order}: {army} can only reach {dest} by convoy, and your fleets' orders do not carry it there. "
                  "It stays where it is unless another power's fleets convoy it."),
    "same_province": QT_TRANSLATE_NOOP(
        "Advice", "{orders} all go to {dest}: with equal support none of them moves. Send one elsewhere, or "
                  "support one of them."),
    "same_province/two": QT_TRANSLATE_NOOP(
        "Advice", "{first} and {second} both go to {dest}: with equal support neither moves. Send one elsewhere, "
                  "or support one of them."),
    "swap": QT_TRANSLATE_NOOP(
        "Advice", "{first} and {second} would swap places: two units cannot swap over land without a convoy, so "
                  "neither moves."),
    "attack_own": QT_TRANSLATE_NOOP(
        "Advice", "{order} attacks your own {unit}, which stays there. You can never dislodge your own unit, so "
                  "the move fails."),
    "no_order": QT_TRANSLATE_NOOP("Advice", "{unit} has no order yet: it will hold."),
    "no_order/many": QT_TRANSLATE_NOOP("Advice", "No order yet, so they will hold: {units}."),
    "no_retreat_order": QT_TRANSLATE_NOOP("Advice", "{unit} has no order yet: it will be disbanded."),
    "no_retreat_order/many": QT_TRANSLATE_NOOP("Advice", "No order yet, so they will be disbanded: {units}."),
    "same_retreat": QT_TRANSLATE_NOOP(
        "Advice", "{orders} all retreat to {dest}: units that retreat to the same place are all disbanded."),
    "same_retreat/two": QT_TRANSLATE_NOOP(
        "Advice", "{first} and {second} both retreat to {dest}: units that retreat to the same place are all "
                  "disbanded."),
    "home_empty": QT_TRANSLATE_NOOP(
        "Advice", "Your home supply centre {centre} will be empty after this turn, with {units} next to it. "
                  "Supply centres change hands after the Fall turn: leave or move a unit there."),
}
"""One English template per warning (and variant); translated in the context ``Advice``."""


def _text(key: str, **fields: str) -> str:
    return fill(QCoreApplication.translate("Advice", TEXTS[key]), **fields)


def advice_text(advice: Advice, phase_kind: str | None = None) -> str:
    """The warning as a plain sentence in the UI language."""
    c, orders, provinces, units = str(advice.code), advice.orders, advice.provinces, advice.units
    first = _quoted(orders[0], phase_kind) if orders else ""
    actual = _quoted(orders[1], phase_kind) if len(orders) > 1 else ""
    unit = unit_text(units[0]) if units else ""
    place = location_name(provinces[0]) if provinces else ""
    every = ", ".join(_quoted(o, phase_kind) for o in orders)
    if c == "support_hold_moves":
        dest = location_name(provinces[1]) if len(provinces) > 1 else place
        return _text(c, order=first, unit=unit, dest=dest)
    if c in ("support_wrong_move", "convoy_no_move"):
        key = c if actual else c + "/none"
        return _text(key, order=first, unit=unit, army=unit, dest=place, actual=actual)
    if c == "swap" or (c in ("same_province", "same_retreat") and len(orders) == 2):
        return _text(c if c == "swap" else c + "/two", first=first, second=actual, dest=place)
    if c == "home_empty":
        return _text(c, centre=place, units=_units(units))
    return _text(c, order=first, unit=unit, army=unit, dest=place, orders=every)


def _grouped(found: tuple[Advice, ...], phase_kind: str | None) -> list[tuple[str, str]]:
    """(sentence, rule id) per line: the units without an order share one line, at the end."""
    lines = [(advice_text(a, phase_kind), a.rule) for a in found
             if a.code not in ("no_order", "no_retreat_order")]
    for code in ("no_order", "no_retreat_order"):
        idle = [a for a in found if a.code == code]
        if len(idle) == 1:
            lines.append((advice_text(idle[0], phase_kind), idle[0].rule))
        elif idle:
            lines.append((_text(code + "/many", units=_units(tuple(a.units[0] for a in idle))), idle[0].rule))
    return lines


class AdviceView(QLabel):
    """The warnings under the order list, each with its "why?" link."""

    ruleRequested = Signal(str)
    """A "why?" link was clicked: the id of the rule behind the warning."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("adviceWarnings")
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setTextInteractionFlags(Qt.TextInteractionFlag.TextBrowserInteraction)
        self.linkActivated.connect(self._link)
        self.lines: list[str] = []
        """Each warning line as the player reads it, without the link (for tests)."""
        self.rules: list[str] = []
        """The rule id each line's "why?" opens, in the same order."""
        self.setVisible(False)

    def show_advice(self, found: tuple[Advice, ...], phase_kind: str | None) -> None:
        from html import escape  # (not before the board's first paint)

        grouped = _grouped(found, phase_kind)
        self.lines = [line for line, _ in grouped]
        self.rules = [rule for _, rule in grouped]
        if not grouped:
            self.clear_advice()
            return
        why = escape(self.tr("why?")).replace(" ", "&nbsp;")  # the link never breaks over two lines
        items = "".join(f"<li>{escape(line)} <a href='rule:{escape(rule)}'>{why}</a></li>" for line, rule in grouped)
        heading = escape(self.tr("Before you submit, check (advice only; you can still submit):"))
        self.setText(f"<div style='color:{WARNING_COLOUR}'><b>{heading}</b><ul style='margin-left:-20px'>{items}</ul>"
                     "</div>")
        self.setVisible(True)

    def clear_advice(self) -> None:
        self.lines, self.rules = [], []
        self.clear()
        self.setVisible(False)

    def _link(self, href: str) -> None:
        if href.startswith("rule:"):
            self.ruleRequested.emit(href[len("rule:"):])


def submit_warnings(position: Position, power: str, orders: Sequence[Order], game_map: MapModel, *,
                    doubts: bool, friendly: Collection[str] = ()) -> list[str]:
    """What the Submit confirmation repeats for one power, so nobody seals orders they did not
    mean: the units left without an order, by name (always: they hold, or are disbanded in a
    retreat phase), and, when ``doubts`` (the player has beginner's help, so the order panel showed
    them), the likely mistakes the panel listed, in its words. Builds and removals are counted by
    the caller (the engine's ``adjustments_left``). Orders the engine refuses never reach a seat
    (the order entry refuses them with the engine's reason), so there are none to repeat."""
    from ...teaching.advice import AdviceCode, advise  # (the adjudicator: not before the board's first paint)

    found = advise(position, power, orders, game_map, friendly=set(friendly) - {power})
    idle = (AdviceCode.NO_ORDER, AdviceCode.NO_RETREAT_ORDER)
    kept = tuple(a for a in found if doubts or a.code in idle)
    return [line for line, _rule in _grouped(kept, position.phase.kind)]
