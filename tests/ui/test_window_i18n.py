"""Every language is complete and the window starts in each of them."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from PySide6.QtCore import QTranslator
from PySide6.QtWidgets import QApplication

from diplomacy_desktop.engine.outcomes import Reason
from diplomacy_desktop.ui.app import choose_language, create_window
from diplomacy_desktop.ui.language_menu import I18N_DIR
from diplomacy_desktop.engine.orders import ARMY, Unit
from diplomacy_desktop.engine.outcomes import ReasonCode
from diplomacy_desktop.ui.reasons import explain_reason

LANGUAGES = ("es", "cs", "nl", "pt")


def _messages(lang: str) -> list[ET.Element]:
    root = ET.parse(I18N_DIR / f"diplomacy_desktop_{lang}.ts").getroot()
    return root.findall("./context/message")


def _translations(message: ET.Element) -> list[str]:
    """The translation, or every plural form of a numerus message."""
    if message.get("numerus") == "yes":
        return [form.text or "" for form in message.findall("./translation/numerusform")]
    return [message.findtext("translation") or ""]


PLURAL_FORMS = {"es": 2, "cs": 3, "nl": 2, "pt": 2}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translation_file_has_no_unfinished_messages(lang: str) -> None:
    messages = _messages(lang)
    assert len(messages) > 250
    unfinished = [m.findtext("source") for m in messages
                  if m.find("translation").get("type") in ("unfinished", "vanished", "obsolete")
                  or not all(t.strip() for t in _translations(m))]
    assert unfinished == []


NOT_THE_RULEBOOKS_WORD = {"nl": ("bevoorrading",)}
"""Words the rulebook of that language does not use for a term it has its own word for
(the Dutch rulebook says *aanvoercentrum*; ../shared/reviews/translations.md, Dutch rows 1-2)."""


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_use_the_rulebooks_words(lang: str) -> None:
    wrong = [t for m in _messages(lang) for t in _translations(m)
             if any(word in t.lower() for word in NOT_THE_RULEBOOKS_WORD.get(lang, ()))]
    assert wrong == []


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translations_keep_every_placeholder(lang: str) -> None:
    for m in _messages(lang):
        source = m.findtext("source") or ""
        forms = _translations(m)
        if m.get("numerus") == "yes":
            assert len(forms) == PLURAL_FORMS[lang], source
        for translation in forms:
            for pattern in (r"\{\w+\}", r"%\d"):
                assert sorted(re.findall(pattern, source)) == sorted(re.findall(pattern, translation)), source
            assert ("%n" in source) == ("%n" in translation), source


@pytest.mark.parametrize("lang", LANGUAGES)
def test_compiled_file_is_newer_than_its_source(lang: str) -> None:
    ts = I18N_DIR / f"diplomacy_desktop_{lang}.ts"
    qm = Path(str(ts)[:-3] + ".qm")
    assert qm.exists() and qm.stat().st_size > 1000
    assert qm.stat().st_mtime >= ts.stat().st_mtime - 1


EXPECTED = {
    "en": ("&Game", "Spring 1901 (movement)", "France"),
    "es": ("&Partida", "Primavera de 1901 (movimientos)", "Francia"),
    "cs": ("&Hra", "Jaro 1901 (přesuny)", "Francie"),
    "nl": ("&Spel", "Voorjaar 1901 (verplaatsingen)", "Frankrijk"),
    "pt": ("&Partida", "Primavera de 1901 (movimentos)", "França"),
}


@pytest.fixture
def clean_translators(qapp):  # noqa: ANN001, ANN201
    yield qapp
    for translator in qapp.findChildren(QTranslator):
        qapp.removeTranslator(translator)
        translator.deleteLater()


@pytest.mark.parametrize("lang", ["en", *LANGUAGES])
def test_window_starts_in_each_language(qtbot, clean_translators, lang: str) -> None:
    app, window = create_window(["--lang", lang])
    qtbot.addWidget(window)
    assert app is QApplication.instance()
    menu, phase, france = EXPECTED[lang]
    assert window.game_menu.title() == menu
    assert window.phase_label.text() == phase
    assert window.power_combo.itemText(window.power_combo.findData("france")) == france


def test_reasons_are_rendered_with_localized_places(qtbot, clean_translators) -> None:
    create_window(["--lang", "es"])
    text = explain_reason(Reason(ReasonCode.NOT_ADJACENT, {"unit": Unit(ARMY, "par"), "dest": "mun"}))
    assert text == "E París no puede moverse a Munich"


def test_language_falls_back_to_english(monkeypatch) -> None:
    monkeypatch.setenv("DIPLOMACY_LANG", "xx")
    assert choose_language("nl") == "nl"
    assert choose_language(None) in ("en", "es", "cs", "nl", "pt")
    monkeypatch.setenv("DIPLOMACY_LANG", "cs_CZ")
    assert choose_language(None) == "cs"


@pytest.mark.parametrize("system", ["pt_PT", "pt_BR"])
def test_the_first_start_follows_a_portuguese_system(monkeypatch, system: str) -> None:
    """No --lang, no environment, no saved choice: the system locale decides, European or Brazilian."""
    from PySide6.QtCore import QLocale

    from diplomacy_desktop.ui import app

    monkeypatch.delenv("DIPLOMACY_LANG", raising=False)
    monkeypatch.setattr(app, "saved_language", lambda: None)
    monkeypatch.setattr(QLocale, "system", staticmethod(lambda: QLocale(system)))
    assert choose_language(None) == "pt"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_translators_see_one_placeholder_style_named_fields(lang: str) -> None:
    """Values go into sentences as ``{name}`` (a translator sees what goes where); positional
    ``%1`` is gone. Only ``%n``, Qt's plural count, stays."""
    positional = [m.findtext("source") for m in _messages(lang) if re.search(r"%[0-9]", m.findtext("source") or "")]
    assert positional == []
