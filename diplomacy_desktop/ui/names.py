"""Localized names of provinces, coasts, powers, the variant's games, unit kinds and phases.

The engine speaks in abbreviations (``"stp/nc"``, ``"france"``); everything a player reads goes
through here so that one Qt translator file changes the whole window's language. Province, power
and game names are the map's data (``assets/maps/<map>/names.json``, English from ``map.json``
and ``variant.json``: :mod:`..engine.map_names`), looked up in the language the translator names,
so a new map brings its own names. The other words are marked with ``QT_TRANSLATE_NOOP`` so
``pyside6-lupdate`` finds them. Everything is translated when asked for (not at import), so
switching the translator takes effect at once.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..engine.locations import coast_of, province_of
from ..engine.map_names import standard_names
from ..engine.notation import Notation, format_location, format_order, load_notation
from ..engine.orders import ARMY, FLEET, Order, Unit
from ..engine.position import Phase
from .language_menu import current_language

_COASTS: dict[str, str] = {
    "nc": QT_TRANSLATE_NOOP("Coast", "north coast"),
    "sc": QT_TRANSLATE_NOOP("Coast", "south coast"),
    "ec": QT_TRANSLATE_NOOP("Coast", "east coast"),
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
    """Full localized name of a province (``"par"`` -> ``"París"`` in Spanish), from the map's data
    (the standard map's: the only one the window plays)."""
    return standard_names().name("provinces", province_of(province), current_language())


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
    return load_notation(current_language())


def location_abbr(location: str) -> str:
    """Short form in the window's notation: ``"Stp/nc"``, Spanish ``"CN SPt"``."""
    return format_location(location, current_notation())


def power_name(power: str) -> str:
    """``"france"`` -> ``"Francia"`` in Spanish, from the map's data."""
    return standard_names().name("powers", power, current_language())


def scenario_title(scenario: str) -> str:
    """A game of the variant file by its name (``"france-austria"`` -> ``"Francia contra Austria"``)."""
    return standard_names().name("scenarios", scenario, current_language())


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
