"""In Spanish, Czech, Dutch and Portuguese, no English is left on screen.

Walks what a player reads (the main window, the hot-seat curtain, the results of a busy phase,
the history, the New Game dialog for two and three players) and fails on any word that occurs in
the English source strings but in none of that language's translations, unless it is a proper
name (a province or power of the English map, the program's name).
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from hotseat_helpers import PINS, all_texts, open_hotseat, pass_curtain, play_turn
from PySide6.QtWidgets import QAbstractButton, QLabel, QLineEdit, QWidget

from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameDialog
from diplomacy_desktop.ui.language_menu import I18N_DIR

WORD = re.compile(r"[A-Za-z]{3,}")
MAP = json.loads((Path(I18N_DIR).parents[0] / "maps" / "standard" / "map.json").read_text(encoding="utf-8"))
PROPER = {w.lower() for p in MAP["provinces"] for w in WORD.findall(p["name"])} | {
    w.lower() for p in MAP["powers"] for w in WORD.findall(p)} | {
    "diplomacy", "desktop", "szykman", "pin", "ana", "ben", "cora"}
KEY_NAMES = {"ctrl", "control", "shift", "esc", "tab", "del", "delete", "return", "enter", "home", "end", "left",
             "right"}
"""Keys as Qt's own catalogue prints them in shortcuts (qtbase_cs and qtbase_nl keep ``Return``, ``Delete``)."""


def _words(lang: str) -> tuple[set[str], set[str]]:
    """(words of the English sources, words of ``lang``'s translations)."""
    root = ET.parse(I18N_DIR / f"diplomacy_desktop_{lang}.ts").getroot()
    english: set[str] = set()
    translated: set[str] = set()
    for message in root.iter("message"):
        english |= {w.lower() for w in WORD.findall(message.findtext("source") or "")}
        for node in message.iter("translation"):
            translated |= {w.lower() for w in WORD.findall("".join(node.itertext()))}
    return english, translated


def english_left(lang: str, texts: list[str]) -> list[str]:
    english, translated = _words(lang)
    found = []
    for text in texts:
        for word in WORD.findall(text or ""):
            w = word.lower()
            if w in english and w not in translated and w not in PROPER | KEY_NAMES:
                found.append(f"{word!r} in {text!r}")
    return found


def _dialog_texts(dialog: QWidget) -> list[str]:
    texts = [dialog.windowTitle()]
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisible():
            continue
        texts.append(widget.toolTip())
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        if isinstance(widget, QLineEdit):
            texts.append(widget.placeholderText())
    return texts


def test_the_check_finds_english(qtbot, language) -> None:
    language("es")
    assert english_left("es", ["No phase has been adjudicated yet."]) != []
    assert english_left("es", ["Todavía no se ha resuelto ninguna fase.", "E París", "Kiel"]) == []


@pytest.mark.parametrize("lang", ["es", "cs", "nl", "pt"])
def test_no_english_on_screen(qtbot, language, lang: str) -> None:
    language(lang)
    window, files, _ = open_hotseat(qtbot)
    seen = all_texts(window)  # the curtain for the first player, before anything was played
    seen += [a.text() for a in window.menuBar().actions()]
    ana = {"austria": ["A Vie - Gal", "A Bud - Ser", "F Tri - Alb"], "england": ["F Lon - Nth", "F Edi - Nwg"],
           "germany": ["A Mun - Bur", "F Kie - Den"]}
    ben = {"italy": ["A Ven - Tyr", "F Nap - Ion"], "russia": ["A War - Gal", "F Sev - Bla", "A Mos - Ukr"]}
    cora = {"france": ["A Par - Bur", "A Mar S A Par - Bur", "F Bre - Mao"], "turkey": ["F Ank - Bla", "A Con - Bul"]}
    play_turn(window, files, ana, PINS["Ana"])
    seen += all_texts(window)  # the curtain for the next player
    play_turn(window, files, ben)
    play_turn(window, files, cora)
    seen += all_texts(window)  # the results of a phase with bounces and a standoff
    assert window.results.row_texts()
    files.session.proceed()  # the phase stops playing and shows its end
    seen += all_texts(window)
    files.session.proceed()  # to Fall: the curtain again
    seen += all_texts(window)
    files.session.step_history(-1)
    assert files.session.history_index == 0
    seen += all_texts(window) + [window.banner.text()]  # the history
    files.session.history_now()
    pass_curtain(window, files, PINS["Ana"])
    seen += all_texts(window)
    for players in (2, 3):
        dialog = NewGameDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.player_count.setValue(players)
        seen += _dialog_texts(dialog)
        dialog.close()
    left = english_left(lang, seen)
    assert left == [], "\n".join(sorted(set(left)))
