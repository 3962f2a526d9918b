"""What usually follows an opening in Fall 1901, in each language, with its orders in that language's notation.

The book (``assets/openings/standard.json``) holds the English text. Every other language is one
file, ``assets/openings/texts/<lang>.json``, keyed by the opening's id::

    {"schema_version": 1, "language": "es",
     "fall_1901": {"france/atlantic-opening-maginot-variant": "Tres neutrales ...: {A bur - bel}, ..."}}

An order or a unit inside the prose is written in braces in the engine's English notation
(``{A bur - bel}``, ``{F nth C A yor - nwy}``, ``{A gal}``) and is printed at display time in
the reader's notation (Spanish ``E Bor-Bel``), so a reader never sees English order codes.
A text missing from a file is "" (the dialog then shows none rather than English);
``tests/bots/test_opening_texts.py`` fails where that happens.
"""

from __future__ import annotations

import json
import re
from functools import cache
from typing import Mapping

from ..engine.board import ASSETS_DIR, standard_map
from ..engine.notation import Notation, format_order, format_unit, read_order
from ..engine.orders import Unit
from .openings import Opening

TEXTS_DIR = ASSETS_DIR / "openings" / "texts"
LANGUAGES = ("es", "cs", "nl", "pt")
"""The languages with a texts file (English is the book's own)."""

_PLACEHOLDER = re.compile(r"\{([^{}]+)\}")
_UNIT = re.compile(r"([AF]) ([a-z]{3}(?:/[a-z]{2})?)")


class OpeningTextsError(ValueError):
    """A texts file is unreadable or malformed, or an order in braces does not parse; the message names it."""


@cache
def opening_texts(language: str) -> Mapping[str, str]:
    """The ``fall_1901`` texts of ``language`` by opening id (empty for English and unknown languages)."""
    if language not in LANGUAGES:
        return {}
    path = TEXTS_DIR / f"{language}.json"
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise OpeningTextsError(f"{path}: cannot read the opening texts: {exc}") from None
    texts = data.get("fall_1901") if isinstance(data, dict) else None
    if not isinstance(texts, dict) or not all(isinstance(v, str) for v in texts.values()):
        raise OpeningTextsError(f"{path}: 'fall_1901' must map opening ids to texts")
    return dict(texts)


def render_orders(text: str, notation: Notation) -> str:
    """``text`` with each ``{order}`` or ``{unit}`` written in ``notation``."""
    def one(match: re.Match[str]) -> str:
        inner = match.group(1).strip()
        unit = _UNIT.fullmatch(inner)
        try:
            if unit:
                return format_unit(Unit(unit.group(1), unit.group(2)), notation)
            return format_order(read_order(inner, game_map=standard_map()), notation)
        except ValueError as exc:
            raise OpeningTextsError(f"{{{inner}}}: {exc}") from None

    return _PLACEHOLDER.sub(one, text)


def fall_1901_text(opening: Opening, language: str, notation: Notation) -> str:
    """What usually follows ``opening`` in Fall 1901, in ``language``: the book's English text for
    English, else the language's own text with its orders in ``notation`` ("" where it has none, or
    its file is damaged: English prose would be no help to the reader)."""
    if language == "en" or language not in LANGUAGES:
        return opening.fall_1901
    try:
        template = opening_texts(language).get(opening.id, "")
        return render_orders(template, notation)
    except OpeningTextsError:
        return ""
