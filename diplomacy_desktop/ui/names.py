"""Localized names of provinces, coasts, powers, unit kinds and phases.

The engine speaks in abbreviations (``"stp/nc"``, ``"france"``); everything a player reads goes
through here so that one Qt translator file changes the whole window's language. The English
strings are marked with ``QT_TRANSLATE_NOOP`` so ``pyside6-lupdate`` finds them, and translated
when asked for (not at import), so switching the translator takes effect at once.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..engine.board import coast_of, province_of
from ..engine.notation import Notation, format_location, format_order, load_notation
from ..engine.orders import ARMY, FLEET, Order, Unit
from ..engine.position import Phase

_PROVINCES: dict[str, str] = {
    "adr": QT_TRANSLATE_NOOP("Province", "Adriatic Sea"),
    "aeg": QT_TRANSLATE_NOOP("Province", "Aegean Sea"),
    "alb": QT_TRANSLATE_NOOP("Province", "Albania"),
    "ank": QT_TRANSLATE_NOOP("Province", "Ankara"),
    "apu": QT_TRANSLATE_NOOP("Province", "Apulia"),
    "arm": QT_TRANSLATE_NOOP("Province", "Armenia"),
    "bal": QT_TRANSLATE_NOOP("Province", "Baltic Sea"),
    "bar": QT_TRANSLATE_NOOP("Province", "Barents Sea"),
    "bel": QT_TRANSLATE_NOOP("Province", "Belgium"),
    "ber": QT_TRANSLATE_NOOP("Province", "Berlin"),
    "bla": QT_TRANSLATE_NOOP("Province", "Black Sea"),
    "boh": QT_TRANSLATE_NOOP("Province", "Bohemia"),
    "bre": QT_TRANSLATE_NOOP("Province", "Brest"),
    "bud": QT_TRANSLATE_NOOP("Province", "Budapest"),
    "bul": QT_TRANSLATE_NOOP("Province", "Bulgaria"),
    "bur": QT_TRANSLATE_NOOP("Province", "Burgundy"),
    "cly": QT_TRANSLATE_NOOP("Province", "Clyde"),
    "con": QT_TRANSLATE_NOOP("Province", "Constantinople"),
    "den": QT_TRANSLATE_NOOP("Province", "Denmark"),
    "eas": QT_TRANSLATE_NOOP("Province", "Eastern Mediterranean"),
    "edi": QT_TRANSLATE_NOOP("Province", "Edinburgh"),
    "eng": QT_TRANSLATE_NOOP("Province", "English Channel"),
    "fin": QT_TRANSLATE_NOOP("Province", "Finland"),
    "gal": QT_TRANSLATE_NOOP("Province", "Galicia"),
    "gas": QT_TRANSLATE_NOOP("Province", "Gascony"),
    "gre": QT_TRANSLATE_NOOP("Province", "Greece"),
    "bot": QT_TRANSLATE_NOOP("Province", "Gulf of Bothnia"),
    "lyo": QT_TRANSLATE_NOOP("Province", "Gulf of Lyon"),
    "hel": QT_TRANSLATE_NOOP("Province", "Heligoland Bight"),
    "hol": QT_TRANSLATE_NOOP("Province", "Holland"),
    "ion": QT_TRANSLATE_NOOP("Province", "Ionian Sea"),
    "iri": QT_TRANSLATE_NOOP("Province", "Irish Sea"),
    "kie": QT_TRANSLATE_NOOP("Province", "Kiel"),
    "lvp": QT_TRANSLATE_NOOP("Province", "Liverpool"),
    "lvn": QT_TRANSLATE_NOOP("Province", "Livonia"),
    "lon": QT_TRANSLATE_NOOP("Province", "London"),
    "mar": QT_TRANSLATE_NOOP("Province", "Marseilles"),
    "mao": QT_TRANSLATE_NOOP("Province", "Mid-Atlantic Ocean"),
    "mos": QT_TRANSLATE_NOOP("Province", "Moscow"),
    "mun": QT_TRANSLATE_NOOP("Province", "Munich"),
    "nap": QT_TRANSLATE_NOOP("Province", "Naples"),
    "naf": QT_TRANSLATE_NOOP("Province", "North Africa"),
    "nao": QT_TRANSLATE_NOOP("Province", "North Atlantic Ocean"),
    "nth": QT_TRANSLATE_NOOP("Province", "North Sea"),
    "nwy": QT_TRANSLATE_NOOP("Province", "Norway"),
    "nwg": QT_TRANSLATE_NOOP("Province", "Norwegian Sea"),
    "par": QT_TRANSLATE_NOOP("Province", "Paris"),
    "pic": QT_TRANSLATE_NOOP("Province", "Picardy"),
    "pie": QT_TRANSLATE_NOOP("Province", "Piedmont"),
    "por": QT_TRANSLATE_NOOP("Province", "Portugal"),
    "pru": QT_TRANSLATE_NOOP("Province", "Prussia"),
    "rom": QT_TRANSLATE_NOOP("Province", "Rome"),
    "ruh": QT_TRANSLATE_NOOP("Province", "Ruhr"),
    "rum": QT_TRANSLATE_NOOP("Province", "Rumania"),
    "ser": QT_TRANSLATE_NOOP("Province", "Serbia"),
    "sev": QT_TRANSLATE_NOOP("Province", "Sevastopol"),
    "sil": QT_TRANSLATE_NOOP("Province", "Silesia"),
    "ska": QT_TRANSLATE_NOOP("Province", "Skagerrak"),
    "smy": QT_TRANSLATE_NOOP("Province", "Smyrna"),
    "spa": QT_TRANSLATE_NOOP("Province", "Spain"),
    "stp": QT_TRANSLATE_NOOP("Province", "St Petersburg"),
    "swe": QT_TRANSLATE_NOOP("Province", "Sweden"),
    "syr": QT_TRANSLATE_NOOP("Province", "Syria"),
    "tri": QT_TRANSLATE_NOOP("Province", "Trieste"),
    "tun": QT_TRANSLATE_NOOP("Province", "Tunis"),
    "tus": QT_TRANSLATE_NOOP("Province", "Tuscany"),
    "tyr": QT_TRANSLATE_NOOP("Province", "Tyrolia"),
    "tys": QT_TRANSLATE_NOOP("Province", "Tyrrhenian Sea"),
    "ukr": QT_TRANSLATE_NOOP("Province", "Ukraine"),
    "ven": QT_TRANSLATE_NOOP("Province", "Venice"),
    "vie": QT_TRANSLATE_NOOP("Province", "Vienna"),
    "wal": QT_TRANSLATE_NOOP("Province", "Wales"),
    "war": QT_TRANSLATE_NOOP("Province", "Warsaw"),
    "wes": QT_TRANSLATE_NOOP("Province", "Western Mediterranean"),
    "yor": QT_TRANSLATE_NOOP("Province", "Yorkshire"),
}

_COASTS: dict[str, str] = {
    "nc": QT_TRANSLATE_NOOP("Coast", "north coast"),
    "sc": QT_TRANSLATE_NOOP("Coast", "south coast"),
    "ec": QT_TRANSLATE_NOOP("Coast", "east coast"),
}

_POWERS: dict[str, str] = {
    "austria": QT_TRANSLATE_NOOP("Power", "Austria"),
    "england": QT_TRANSLATE_NOOP("Power", "England"),
    "france": QT_TRANSLATE_NOOP("Power", "France"),
    "germany": QT_TRANSLATE_NOOP("Power", "Germany"),
    "italy": QT_TRANSLATE_NOOP("Power", "Italy"),
    "russia": QT_TRANSLATE_NOOP("Power", "Russia"),
    "turkey": QT_TRANSLATE_NOOP("Power", "Turkey"),
}

_SEASONS: dict[str, str] = {
    "spring": QT_TRANSLATE_NOOP("Phase", "Spring"),
    "fall": QT_TRANSLATE_NOOP("Phase", "Fall"),
    "winter": QT_TRANSLATE_NOOP("Phase", "Winter"),
}

_PHASE_KINDS: dict[str, str] = {
    "movement": QT_TRANSLATE_NOOP("Phase", "movement"),
    "retreats": QT_TRANSLATE_NOOP("Phase", "retreats"),
    "adjustments": QT_TRANSLATE_NOOP("Phase", "adjustments"),
}


def _tr(context: str, text: str, disambiguation: str | None = None) -> str:
    return QCoreApplication.translate(context, text, disambiguation)


def province_name(province: str) -> str:
    """Full localized name of a province (``"par"`` -> ``"París"`` in Spanish)."""
    english = _PROVINCES.get(province_of(province))
    return _tr("Province", english) if english else province


def coast_name(coast: str) -> str:
    english = _COASTS.get(coast)
    return _tr("Coast", english) if english else coast


def location_name(location: str) -> str:
    """A province, or a province with its coast: ``"San Petersburgo (costa norte)"``."""
    coast = coast_of(location)
    name = province_name(location)
    if coast is None:
        return name
    template = QCoreApplication.translate("Coast", "{province} ({coast})")
    return template.replace("{province}", name).replace("{coast}", coast_name(coast))


def current_notation() -> Notation:
    """The order notation of the window's language, named by its own translation file, so it
    changes with the translator (Spanish ``E Par-Bor``, English ``A Par - Bur``)."""
    code = QCoreApplication.translate(
        "Notation", "en", "the language code of the order notation file assets/notation/<code>.json")
    return load_notation(code)


def location_abbr(location: str) -> str:
    """Short form in the window's notation: ``"Stp/nc"``, Spanish ``"CN SPt"``."""
    return format_location(location, current_notation())


def power_name(power: str) -> str:
    english = _POWERS.get(power)
    return _tr("Power", english) if english else power


def unit_letter(kind: str) -> str:
    """The unit letter of the window's notation (Spanish writes armies as ``E``)."""
    return current_notation().unit_letters[ARMY if kind == ARMY else FLEET]


def unit_text(unit: Unit) -> str:
    """A unit in words a player reads: ``"A Paris"``, ``"F St Petersburg (north coast)"``."""
    return f"{unit_letter(unit.kind)} {location_name(unit.location)}"


def phase_text(phase: Phase) -> str:
    """``"Spring 1901 (movement)"`` in the UI language."""
    season = _tr("Phase", _SEASONS.get(phase.season, phase.season))
    kind = _tr("Phase", _PHASE_KINDS.get(phase.kind, phase.kind))
    template = QCoreApplication.translate("Phase", "{season} {year} ({kind})")
    return template.replace("{season}", season).replace("{year}", str(phase.year)).replace("{kind}", kind)


def order_notation(order: Order, phase_kind: str | None = None) -> str:
    """An order as the window's language's rulebook writes it: ``A Par - Bur``, Spanish
    ``E Mar A E Par-Bor``, ``F Con-CE Bul``; the typed-order box reads it back. ``phase_kind``
    picks the removal word in an adjustment phase (Spanish *Eliminar*, Czech *Rozpustit*)."""
    return format_order(order, current_notation(), phase_kind)


_SVG_LABEL = re.compile(r'(<text id="label-([a-z]{3})(?:-([a-z]{2}))?"[^>]*>)([^<]*)(</text>)')


def _svg_text(text: str) -> str:
    """``text`` as an SVG element's content (the ``html`` module's escape costs 9M instructions
    to import, at start-up, for three characters)."""
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def localized_board_svg(svg: bytes, notation: Notation) -> bytes:
    """The board drawing with its province and coast labels in ``notation`` (Spanish ``Bor``,
    ``Gal`` on Wales, ``CN``): the labels are ``<text id="label-bur">`` and ``label-stp-nc``."""
    def relabel(match: re.Match[str]) -> str:
        province, coast = match.group(2), match.group(3)
        text = notation.coast_letters.get(coast, match.group(4)) if coast else \
            notation.province_codes.get(province, match.group(4))
        return f"{match.group(1)}{_svg_text(text)}{match.group(5)}"

    return _SVG_LABEL.sub(relabel, svg.decode("utf-8")).encode("utf-8")
