"""Each language says what its rulebook says, one word per concept, everywhere a player reads it:
the window's translations (``assets/i18n``), the rules reference and the lesson texts.

The words come from the rulebooks (seed 000 Spanish, 002 Czech, 003 Dutch; Portuguese from the
terms chosen in docs/notation.md) and from the native-speaker review
``../shared/reviews/translations-2.md``, sections 1-2. A wrong meaning found there (a removal
called a retreat, a standoff called a draw) is kept out for good by ``WRONG``.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ASSETS = Path(__file__).resolve().parents[2] / "assets"

RULEBOOK_TERMS: dict[str, dict[tuple[str, str], str]] = {
    "es": {
        ("LessonGroup", "Standoffs"): "enfrentamientos",          # 000: "Enfrentamientos"; "empate" is the draw
        ("LessonGroup", "Cutting support"): "anular el apoyo",     # 000: "Anulación de apoyos"
        ("LessonGroup", "Civil disorder"): "desorden civil",
        ("LessonGroup", "Builds and removals"): "eliminaciones",
        ("ResultsModel", "removed"): "eliminada",                  # a retreat is "retirada"
        ("ResultsModel", "held"): "se mantuvo en posición",
        ("MainWindow", "{power} removes {n}"): "elimina",
        ("Outcome", "dislodged"): "desalojada",
        ("Reason", "an army cannot move to a sea area"): "ejército",
        ("Reason", "a fleet cannot enter {dest}, which is inland"): "flota",
        ("SetupPanel", "Power:"): "potencia",
    },
    "cs": {
        ("LessonGroup", "Standoffs"): "nerozhodné situace",        # 002: "Nerozhodné situace (Standoffs)"
        ("LessonGroup", "Builds and removals"): "rozpuštěné",      # 002 §5: rozpustit
        ("LessonGroup", "Civil disorder"): "občanské nepokoje",
        ("ResultsModel", "removed"): "rozpuštěna",
        ("ResultsModel", "disbanded"): "zničena",                  # 002 §4: a retreat-phase disband is zničit
        ("ResultsModel", "unused build"): "nová jednotka",
        ("ResultsModel", "Power"): "velmoc",
        ("ResultsModel", "held"): "držela pozici",
        ("Outcome", "bounced"): "neúspěšný přesun",                # "nerozhodná situace" is equal strength only
        ("MainWindow", "Board"): "hrací plán",                     # 002: one name for the board, not mapa/deska
        ("LessonView", "Whole map"): "hrací plán",
        ("Reason", "an army cannot move to a sea area"): "armáda",
        ("Reason", "a fleet cannot enter {dest}, which is inland"): "flotila",
    },
    "nl": {
        ("LessonGroup", "Civil disorder"): "chaos",               # 003: CHAOS
        ("LessonGroup", "Cutting support"): "kappen",
        ("LessonGroup", "Builds and removals"): "bouwen en opheffen",
        ("LessonGroup", "Standoffs"): "patstellingen",
        ("ResultsModel", "removed"): "opgeheven",
        ("ResultsModel", "Power"): "grootmacht",
        ("MainWindow", "&Adjudicate"): "uitvoeren",
        ("MainWindow", "Judge"): "uitvoeren",
        ("Outcome", "bounced"): "mislukt",                         # "patstelling" is equal strength only
        ("Reason", "an army cannot move to a sea area"): "leger",
        ("Reason", "a fleet cannot enter {dest}, which is inland"): "vloot",
    },
    "pt": {
        ("LessonGroup", "Standoffs"): "impasses",                  # not "empate": that is the draw
        ("LessonGroup", "Cutting support"): "cortar o apoio",
        ("LessonGroup", "Convoys"): "comboios",                    # 004: Comboio
        ("LessonGroup", "Builds and removals"): "construções e dissoluções",
        ("LessonGroup", "Civil disorder"): "desordem civil",
        ("ResultsModel", "removed"): "dissolvida",
        ("ResultsModel", "disbanded"): "dissolvida",
        ("ResultsModel", "held"): "manteve a posição",
        ("Outcome", "dislodged"): "desalojada",
        ("Outcome", "bounced"): "não avança",
        ("Reason", "an army cannot move to a sea area"): "exército",                              # 004: Exército
        ("Reason", "a fleet cannot enter {dest}, which is inland"): "frota",                                # 004: Frota
        ("SetupPanel", "Power:"): "potência",
        ("MainWindow", "neutral supply centre"): "centro de abastecimento",
        ("MainWindow", "&Support"): "apoiar",                      # 004: Apoio, not "suporte"
        ("Phase", "Spring"): "primavera",
        ("Phase", "Fall"): "outono",                               # 004: Outono
        ("Notation", "en"): "pt",
    },
}
"""(context, English source) -> the rulebook's word its translation must contain (case folded)."""

WRONG: dict[str, tuple[str, ...]] = {
    "es": (r"\brebotes?\b", r"\bcortar el apoyo\b", r"\bnaci[oó]n(es)?\b", r"cajón de arena", r"\belija\b",
           r"\bmirad\b", r"las retiradas se disuelven", r"\bdesalojada\(s\)"),
    "cs": (r"\bpatov", r"\bstavb", r"\bpostav", r"\bstaví\b", r"\bmocnost", r"\bodebr", r"ústupy se rozpustí",
           r"\bpro \{phase\}", r"\bna \{phase\}", r"\bmezi \{survivors\}", r"\bza \{powers\}",
           r"\bdo \{place\}", r"vytlačeny jednotky \{fleets\}", r"ustoupily i jednotky"),
    "nl": (r"burgerlijke onrust", r"\bbeslecht", r"\bmogendheid", r"ondersteuning breken", r"\bterugtocht",
           r"\bhet order\b", r"\bjij\b", r"\bjouw\b", r"\bje\b", r"\bverwijdert \{n\}", r"verwijderingen",
           r"\bbevoorrading", r"\bgeconvooieerd", r"\bbinnenlands gebied"),
    "pt": (r"\bsuporte\b", r"\bricochete", r"\bempates? de forças", r"\bcaixa de areia", r"\bnação\b",
           r"\bvocês\b", r"\barquivo", r"\btela\b", r"\bsalvar\b", r"\busuário",
           r"\bmoscou\b", r"\bretirar uma peça"),
}
"""Words the language's rulebook never uses for the concept, wrong meanings and a second form of
address (Spanish tú, Dutch u, Portuguese the third person of "você": "escolha", "a sua", never
"vocês"). Portuguese is written in its European form, as seed 004 is: no Brazilian-only word
(arquivo, tela, salvar, usuário, Moscou) beside the European one (ficheiro, ecrã, guardar)."""


def _ts_translations(lang: str) -> dict[tuple[str, str], list[str]]:
    root = ET.parse(ASSETS / "i18n" / f"diplomacy_desktop_{lang}.ts").getroot()
    found: dict[tuple[str, str], list[str]] = {}
    for context in root.findall("context"):
        name = context.findtext("name") or ""
        for message in context.findall("message"):
            translation = message.find("translation")
            forms = ([f.text or "" for f in translation.findall("numerusform")]
                     if message.get("numerus") == "yes" else [translation.text or ""])
            found[(name, message.findtext("source") or "")] = forms
    return found


def _teaching_texts(lang: str) -> list[tuple[str, str]]:
    """(where, text) for every rule, lesson text and opening plan a player reads in ``lang``."""
    texts = []
    rules = json.loads((ASSETS / "teaching" / "rules" / f"{lang}.json").read_text(encoding="utf-8"))
    for rule, entry in rules["rules"].items():
        texts += [(f"rules {rule}.title", entry["title"]), (f"rules {rule}.text", entry["text"])]
    lessons = json.loads((ASSETS / "teaching" / "texts" / f"{lang}.json").read_text(encoding="utf-8"))
    for lesson, fields in lessons["lessons"].items():
        texts += [(f"lesson {lesson}.{field}", text) for field, text in fields.items()]
    plans = json.loads((ASSETS / "openings" / "texts" / f"{lang}.json").read_text(encoding="utf-8"))
    texts += [(f"opening {opening}.fall_1901", text) for opening, text in plans["fall_1901"].items()]
    return texts


@pytest.mark.parametrize("lang", sorted(RULEBOOK_TERMS))
def test_the_window_uses_the_rulebooks_word_for_each_term(lang: str) -> None:
    translations = _ts_translations(lang)
    wrong = {source: (word, translations.get(key)) for key, word in RULEBOOK_TERMS[lang].items()
             for source in [key[1]]
             if key not in translations or not all(word in t.replace("&", "").lower() for t in translations[key])}
    assert wrong == {}


@pytest.mark.parametrize("lang", sorted(WRONG))
def test_no_text_a_player_reads_uses_a_word_the_rulebook_does_not(lang: str) -> None:
    texts = [(f"{ctx}: {source}", t) for (ctx, source), forms in _ts_translations(lang).items() for t in forms]
    texts += _teaching_texts(lang)
    found = [(where, pattern) for where, text in texts for pattern in WRONG[lang]
             if re.search(pattern, text, re.IGNORECASE)]
    assert found == []


MID_SENTENCE_CAPITALS: dict[str, str] = {
    "es": r"(?<=[a-záéíóúñ;:)] )(Ejércitos?|Flotas?|Centros? de Suministro)\b",
    "nl": r"(?<=[a-zë;:)] )Grootmacht(en)?\b",
}
"""The rulebook's capitals (000 "un Ejército", 003 "een Grootmacht") copied into a sentence: the
window writes these words in lower case, so one casing is kept everywhere a player reads
(review translations-2, es 7 and nl 3)."""


@pytest.mark.parametrize("lang", sorted(MID_SENTENCE_CAPITALS))
def test_terms_have_one_casing_everywhere(lang: str) -> None:
    texts = [(f"{ctx}: {source}", t) for (ctx, source), forms in _ts_translations(lang).items() for t in forms]
    texts += _teaching_texts(lang)
    found = [(where, m.group(0)) for where, text in texts for m in re.finditer(MID_SENTENCE_CAPITALS[lang], text)]
    assert found == []
    assert re.search(MID_SENTENCE_CAPITALS[lang], {"es": "mueve un Ejército", "nl": "een Grootmacht kan"}[lang])


def test_the_wrong_words_are_caught() -> None:
    """The checks themselves: the review's worst findings, as they were, each fail."""
    as_they_were = {"es": ("Empates (rebotes)", "Cortar el apoyo", "Elige primero una nación."),
                    "cs": ("Patové situace", "nevyužitá stavba", "Mocnost", "je odebrána"),
                    "nl": ("Burgerlijke onrust", "Ondersteuning breken", "Je score", "Beslechten")}
    for lang, texts in as_they_were.items():
        assert all(any(re.search(p, t, re.IGNORECASE) for p in WRONG[lang]) for t in texts), lang
