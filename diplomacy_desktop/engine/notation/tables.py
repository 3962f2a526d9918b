"""One language's order notation, read from ``assets/notation/<language>.json``.

A notation is data, not code: unit letters (``A``/``F``, Spanish ``E``/``F``), the words and
letters of each order (Spanish ``M`` holds and ``A`` supports), coast words and whether the coast
comes before the province (Spanish ``CE Bul``), the province codes a rulebook prints (Spanish
``Bor``, ``Gal`` = Wales), other codes its players write (``GoL``, ``Mid``), full names, aliases
and nationality words. The reader and the printer (:mod:`.parse`, :mod:`.format`) are the same
for every language. Within one file a code or name means one province, or the file is refused.

Matching folds case and accents (``ejercito`` finds ``ejército``, ``Pariz`` finds ``Paříž``).
"""

from __future__ import annotations

import json
import re
import unicodedata
from dataclasses import dataclass, field
from functools import cache
from pathlib import Path
from typing import Mapping

from ..board import ASSETS_DIR, MapModel
from ..map_names import standard_names
from ..kinds import UnitKind

NOTATION_DIR = ASSETS_DIR / "notation"
LANGUAGES = ("en", "es", "cs", "nl", "pt")

Phrase = tuple[str, ...]

VERBS = ("hold", "move", "support", "convoy", "retreat", "disband", "build", "waive", "via_convoy", "to")
"""The word categories of a notation file's ``words`` table. ``to`` introduces the destination of
a supported or convoyed unit besides the move words (Spanish *a*: "transporta a ejército en
Holland a Norway")."""

PLACE_TABLES = ("provinces", "names", "aliases", "codes")
"""Where a notation spells provinces: printed codes, full names (the map's: :func:`notation_data`),
other spellings of names (lent to languages that also read English), other codes (read in this
language only: English ``Mat`` is not a Dutch code, so the Dutch rulebook's misprint ``F West-Mat``
is refused)."""

TEMPLATE_KEYS = ("unit", "coast", "hold", "move", "move_via", "support_hold", "support_move", "convoy",
                 "retreat", "disband", "remove", "build", "waive")

_DASHES = re.compile(r"->|[–—>›»→↳]")
_SEPARATED = re.compile(r"([():,;\"“”„«])")


def fold(text: str) -> str:
    """Lower case without accents: the form every word is compared in."""
    decomposed = unicodedata.normalize("NFKD", text.lower())
    return "".join(c for c in decomposed if not unicodedata.combining(c))


def words_of(text: str) -> list[str]:
    """Split typed text into folded words: dashes and arrows become ``-``, brackets, colons and
    quotes stand alone, ``St.`` loses its dot, and so does the order (Dutch "F Bla C A Ank-Sev.")."""
    text = _DASHES.sub(" - ", fold(text).strip().removesuffix("."))
    text = _SEPARATED.sub(r" \1 ", text)
    text = re.sub(r"\bst\.\s*", "st ", text)
    return [w for w in text.split() if w not in (",", ";", '"', "“", "”", "„", "«")]


def _phrase(text: str) -> Phrase:
    return tuple(words_of(text))


class NotationDataError(ValueError):
    """A notation file is missing a field or holds a wrong value; the message names it."""


@dataclass(frozen=True, eq=False)
class Notation:
    """How one language writes orders. Compared by identity; get one from :func:`load_notation`."""

    language: str
    unit_letters: Mapping[UnitKind, str]
    templates: Mapping[str, str]
    """Printing templates per order kind with ``{unit}``, ``{dest}``, ``{supported}``, ``{army}``."""
    letters: Mapping[str, str]
    """The order letters a parse error lists as expected (``H - S C``)."""
    coast_letters: Mapping[str, str]
    coast_before_province: bool
    province_codes: Mapping[str, str]
    """Province -> the code this language prints (``bur`` -> ``Bor`` in Spanish)."""
    also_english: bool
    """Also read English codes and names where they do not clash with this language's own."""
    unit_words: Mapping[Phrase, UnitKind] = field(repr=False)
    verbs: Mapping[str, frozenset[Phrase]] = field(repr=False)
    coast_words: Mapping[Phrase, str] = field(repr=False)
    filler: frozenset[str] = field(repr=False)
    power_words: Mapping[Phrase, str] = field(repr=False)
    places: Mapping[str, str] = field(repr=False)
    """Folded code, name, alias or other code -> province, as written in the file."""
    lent: Mapping[str, str] = field(repr=False)
    """The names and aliases alone: what a language that also reads English borrows."""

    def verb_at(self, words: list[str], i: int, category: str) -> int:
        """How many words from ``i`` spell a ``category`` word (longest match), or 0."""
        phrases = self.verbs.get(category, frozenset())
        for n in range(min(4, len(words) - i), 0, -1):
            if tuple(words[i:i + n]) in phrases:
                return n
        return 0

    def order_letters(self) -> tuple[str, ...]:
        return tuple(self.letters.values())


def _need(data: Mapping, key: str, where: str):  # noqa: ANN202 - JSON value
    if key not in data:
        raise NotationDataError(f"{where}: missing {key!r}")
    return data[key]


def notation_from_json(data: Mapping) -> Notation:
    """Build a notation from a parsed JSON object; NotationDataError names a bad field."""
    lang = _need(data, "language", "notation")
    where = f"notation {lang}"
    templates = _need(data, "templates", where)
    for key in TEMPLATE_KEYS:
        if key not in templates:
            raise NotationDataError(f"{where}: templates.{key} missing")
    words = _need(data, "words", where)
    verbs = {cat: frozenset(_phrase(w) for w in words.get(cat, ())) for cat in VERBS}
    unit_words: dict[Phrase, UnitKind] = {}
    for kind, spellings in _need(data, "unit_words", where).items():
        for s in spellings:
            unit_words[_phrase(s)] = UnitKind(kind)
    coast_words = {_phrase(w): coast for coast, ws in _need(data, "coast_words", where).items() for w in ws}
    power_words = {_phrase(w): power for power, ws in data.get("power_words", {}).items() for w in ws}
    places: dict[str, str] = {}
    lent: dict[str, str] = {}
    for table in PLACE_TABLES:
        entries = data.get("codes", {}) if table == "codes" else _need(data, table, where)
        for key, value in entries.items():
            name, abbr = (value, key) if table in ("provinces", "names") else (key, value)
            if not name:
                continue
            folded = " ".join(words_of(name))
            if places.get(folded, abbr) != abbr:
                raise NotationDataError(f"{where}: {name!r} ({table}) means both {places[folded]} and {abbr}")
            places[folded] = abbr
            if table in ("names", "aliases"):
                lent[folded] = abbr
    return Notation(
        language=lang,
        unit_letters={UnitKind(k): v for k, v in _need(data, "unit_letters", where).items()},
        templates=dict(templates),
        letters=dict(_need(data, "letters", where)),
        coast_letters=dict(_need(data, "coast_letters", where)),
        coast_before_province=bool(data.get("coast_before_province", False)),
        province_codes=dict(_need(data, "provinces", where)),
        also_english=bool(data.get("also_english", False)),
        unit_words=unit_words,
        verbs=verbs,
        coast_words=coast_words,
        filler=frozenset(fold(w) for w in data.get("filler", ())),
        power_words=power_words,
        places=places,
        lent=lent,
    )


def notation_data(language: str) -> dict:
    """The notation file of ``language`` as :func:`notation_from_json` takes it, with its full names
    (``names``) from the map's names (``assets/maps/standard/names.json``): the names the window
    prints are the ones the reader reads, written once. A file with names of its own is refused."""
    path = NOTATION_DIR / f"{language}.json"
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise NotationDataError(f"{path}: {exc}") from None
    if not isinstance(data, dict) or "names" in data:
        raise NotationDataError(f"{path}: an object without 'names' (full names are the map's, names.json)")
    names = standard_names()
    data["names"] = {p: names.name("provinces", p, language) for p in names.english["provinces"]}
    return data


@cache
def load_notation(language: str) -> Notation:
    """The notation of ``language`` (``en``, ``es``, ``cs``, ``nl``); English for any other."""
    if language not in LANGUAGES:
        language = "en"
    return notation_from_json(notation_data(language))


@cache
def place_table(notation: Notation, game_map: MapModel) -> Mapping[Phrase, str]:
    """Word sequences -> province for this notation on this map: its own codes, names and aliases,
    then (if ``also_english``) the map's standard codes and English names that do not clash with
    its own (Spanish ``gal`` stays Wales), never English's other codes (``Mat``, ``GoL``)."""
    table: dict[Phrase, str] = {}

    def add(source: Mapping[str, str]) -> None:
        for name, abbr in source.items():
            if abbr in game_map.provinces:
                table.setdefault(tuple(name.split()), abbr)

    add(notation.places)
    if notation.language == "en" or notation.also_english:
        add({abbr: abbr for abbr in game_map.provinces})
        if notation.language != "en":
            add(load_notation("en").lent)
    return table
