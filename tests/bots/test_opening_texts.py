"""Every language has its own words for what usually follows each opening in Fall 1901, with its
orders written in the language's notation, never the book's English."""

from __future__ import annotations

import re

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.bots.opening_texts import (LANGUAGES, OpeningTextsError, fall_1901_text, opening_texts,
                                                  render_orders)
from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.engine.notation import format_order, load_notation, read_order

ENGLISH_WORDS = re.compile(r"\b(the|with|while|and|from|into|against|only)\b", re.IGNORECASE)
"""Common English words none of the four languages uses (a proper name such as "Gamer's Guide" has none)."""
BOOK_ORDER = re.compile(r"\b[AF] [a-z]{3}\b")
"""An order or unit as the book writes it (``A bur``): every notation capitalises its codes."""

WITH_PLAN = [o for o in standard_book().openings if o.fall_1901]


def test_the_book_has_the_62_texts_the_files_translate() -> None:
    assert len(WITH_PLAN) == 62


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_fall_1901_text_is_in_the_language(lang: str) -> None:
    notation = load_notation(lang)
    missing = [o.id for o in WITH_PLAN if not opening_texts(lang).get(o.id)]
    assert missing == []
    english = [o.id for o in WITH_PLAN if ENGLISH_WORDS.search(fall_1901_text(o, lang, notation))
               or fall_1901_text(o, lang, notation) == o.fall_1901]
    assert english == []
    unknown = sorted(set(opening_texts(lang)) - {o.id for o in WITH_PLAN})
    assert unknown == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_orders_in_the_texts_are_written_in_the_languages_notation(lang: str) -> None:
    notation = load_notation(lang)
    shown = {o.id: fall_1901_text(o, lang, notation) for o in WITH_PLAN}
    assert [i for i, text in shown.items() if BOOK_ORDER.search(text) or "{" in text] == []
    maginot = shown["france/atlantic-opening-maginot-variant"]
    assert all(format_order(read_order(t, game_map=standard_map()), notation) in maginot for t in ("A bur - bel", "A mar - spa", "F mao - por"))


def test_the_english_text_is_the_books() -> None:
    opening = standard_book().by_id("france/atlantic-opening-maginot-variant")
    assert fall_1901_text(opening, "en", load_notation("en")) == opening.fall_1901


def test_an_order_in_braces_is_written_in_the_notation_and_a_bad_one_is_named() -> None:
    spanish = load_notation("es")
    assert render_orders("{F nth C A yor - nwy}; {A gal}", spanish) == "F MNt T E Yor-Nor; E Gli"
    with pytest.raises(OpeningTextsError, match="A xyz - bel"):
        render_orders("{A xyz - bel}", spanish)
