"""The resume dialog's "saved <when>" is written as the player's language writes dates, not as
the system's C or English locale does ("26 11 2026", "11/26/26 9:35 PM" in a Czech window)."""

from __future__ import annotations

import re
import time

import pytest

from diplomacy_desktop.ui.game_files import saved_time_text

WRITTEN = {"cs": r"\b26\.11\.(20)?26\b", "es": r"\b26/11/(20)?26\b", "nl": r"\b26-11-(20)?26\b"}
"""26 November 2026, as each language's short date writes it."""


@pytest.mark.parametrize("lang", sorted(WRITTEN))
def test_the_saved_date_reads_in_the_players_language(language, lang: str) -> None:  # noqa: ANN001
    language(lang)
    seconds = time.mktime((2026, 11, 26, 21, 28, 0, 0, 0, -1))
    text = saved_time_text(seconds)
    assert re.search(WRITTEN[lang], text), text
    assert "AM" not in text and "PM" not in text
