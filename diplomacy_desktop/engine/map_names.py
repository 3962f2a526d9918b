"""The names a player reads for a map's provinces and powers and its variant's games, per language.

English is the map's own (``map.json``: ``"name"`` of each province and power) and the variant
file's (each scenario's ``"title"``); the other languages come from ``names.json`` beside them.
So a new map brings its names with it, and no list of names is copied into the code: the
window (``ui/names.py``) asks this table in its current language.

A name the file leaves out is shown in English (a map may be added before its translations);
a name for something the map does not have is refused, naming it, so a typo cannot hide a name.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any, Mapping

from .board import MAPS_DIR, MapDataError, MapModel, standard_map
from .variant import Variant, standard_variant

KINDS = ("provinces", "powers", "scenarios")
"""What ``names.json`` names, per language."""
ENGLISH = "en"
"""The language of the map's and the variant file's own names."""


@dataclass(frozen=True, slots=True)
class MapNames:
    english: Mapping[str, Mapping[str, str]]
    """Kind (one of :data:`KINDS`) -> key (``"par"``, ``"france"``, ``"france-austria"``) -> name."""
    languages: Mapping[str, Mapping[str, Mapping[str, str]]]
    """Language code -> kind -> key -> name, as the file gives them (possibly incomplete)."""

    def name(self, kind: str, key: str, language: str) -> str:
        """The name in ``language``, else in English, else the key itself (a key the map lacks)."""
        own = self.languages.get(language, {}).get(kind, {}).get(key)
        return own or self.english[kind].get(key, key)

    def missing(self, language: str) -> list[str]:
        """``kind.key`` of every name ``language`` does not give (shown in English)."""
        if language == ENGLISH:
            return []
        own = self.languages.get(language, {})
        return [f"{kind}.{key}" for kind in KINDS for key in self.english[kind] if key not in own.get(kind, {})]


def english_names(game_map: MapModel, variant: Variant) -> dict[str, dict[str, str]]:
    return {"provinces": {abbr: p.name for abbr, p in game_map.provinces.items()},
            "powers": {key: p.name for key, p in game_map.powers.items()},
            "scenarios": {s.name: s.title for s in variant.scenarios}}


def parse_map_names(data: Any, english: Mapping[str, Mapping[str, str]]) -> MapNames:
    if not isinstance(data, dict) or data.get("format") != 1:
        raise MapDataError("names: expected an object with format 1")
    languages = data.get("languages")
    if not isinstance(languages, dict):
        raise MapDataError("names.languages: must map a language code to its names")
    checked: dict[str, dict[str, dict[str, str]]] = {}
    for language, kinds in languages.items():
        where = f"names.languages.{language}"
        if language == ENGLISH:
            raise MapDataError(f"{where}: English names are the map's own (map.json, variant.json)")
        if not isinstance(kinds, dict) or sorted(set(kinds) - set(KINDS)):
            raise MapDataError(f"{where}: must name only {', '.join(KINDS)}")
        checked[language] = {}
        for kind, names in kinds.items():
            if not isinstance(names, dict):
                raise MapDataError(f"{where}.{kind}: must map a key to a name")
            for key, name in names.items():
                if key not in english[kind]:
                    raise MapDataError(f"{where}.{kind}.{key}: the map has no such {kind[:-1]}")
                if not isinstance(name, str) or not name.strip():
                    raise MapDataError(f"{where}.{kind}.{key}: must be a name")
            checked[language][kind] = dict(names)
    return MapNames({k: dict(v) for k, v in english.items()}, checked)


def load_map_names(path: Path, game_map: MapModel, variant: Variant) -> MapNames:
    """Read ``names.json`` (``path``) for ``game_map`` and its ``variant``; MapDataError names a bad entry."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise MapDataError(f"{path}: cannot read the names: {exc}") from None
    try:
        return parse_map_names(data, english_names(game_map, variant))
    except MapDataError as exc:
        raise MapDataError(f"{path}: {exc}") from None


@cache
def standard_names() -> MapNames:
    """The standard map's names, read once per process."""
    return load_map_names(MAPS_DIR / "standard" / "names.json", standard_map(), standard_variant())
