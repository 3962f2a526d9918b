"""The openings book: the named Spring 1901 order sets, read from ``assets/openings/standard.json``.

A bot at Easy or Normal opens with a named set drawn by how often players chose it, so a game
against bots starts the way games between people do; practice mode shows the same names and
sources. The orders are parsed with the engine's notation, so the book and the game can never
disagree about what ``F stp/sc - bot`` means.

Example::

    >>> book = standard_book()
    >>> book.named("england")[0].name
    'Northern Opening, Yorkshire Variation'
"""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from functools import cache
from pathlib import Path
from typing import Any

from ..engine.board import ASSETS_DIR, MapModel, standard_map
from ..engine.orders import Order
from ..engine.notation import read_order
from ..engine.position import MOVEMENT, SPRING, Position

BOOK_PATH = ASSETS_DIR / "openings" / "standard.json"
DRAW_CORPUS = "pouch_loeb_1981_85"
"""The corpus whose game counts weight the bots' draw (it counts nearly every named set)."""


class OpeningBookError(ValueError):
    """The book file is unreadable or an entry is malformed; the message names the entry."""


@dataclass(frozen=True, slots=True)
class Opening:
    id: str
    power: str
    name: str
    family: str
    orders: tuple[Order, ...]
    games: int
    """Games in the draw corpus that opened with this set (0 if that corpus does not count it)."""
    sources: tuple[str, ...]
    fall_1901: str = ""


@dataclass(frozen=True)
class OpeningBook:
    openings: tuple[Opening, ...]

    def named(self, power: str) -> tuple[Opening, ...]:
        return tuple(o for o in self.openings if o.power == power)

    def by_id(self, opening_id: str) -> Opening:
        for opening in self.openings:
            if opening.id == opening_id:
                return opening
        raise KeyError(opening_id)

    def draw(self, power: str, rng: random.Random) -> Opening | None:
        """A named opening for ``power``, drawn with probability proportional to its games."""
        choices = [o for o in self.named(power) if o.games > 0]
        if not choices:
            return None
        return rng.choices(choices, weights=[o.games for o in choices], k=1)[0]


def is_opening_position(position: Position, power: str, game_map: MapModel) -> bool:
    """Spring 1901 movement with the power's units exactly where the map starts them."""
    phase = position.phase
    if phase.kind != MOVEMENT or phase.season != SPRING or phase.year != game_map.start_year:
        return False
    start = sorted(game_map.powers[power].starting_units) if power in game_map.powers else []
    return sorted(str(u) for u in position.units.get(power, ())) == start


def _games(entry: dict[str, Any]) -> int:
    for freq in entry.get("frequency", ()):
        if freq.get("corpus") == DRAW_CORPUS and isinstance(freq.get("games"), int):
            return int(freq["games"])
    return 0


def parse_book(data: Any, game_map: MapModel) -> OpeningBook:
    """Build the book from its JSON document; raise OpeningBookError naming a bad entry."""
    if not isinstance(data, dict) or not isinstance(data.get("powers"), dict):
        raise OpeningBookError("openings: no 'powers' section")
    openings: list[Opening] = []
    for power, section in data["powers"].items():
        if power not in game_map.powers:
            raise OpeningBookError(f"openings: unknown power {power!r}")
        for i, entry in enumerate(section.get("named", ())):
            where = f"powers.{power}.named[{i}]"
            try:
                orders = tuple(read_order(text, game_map=game_map) for text in entry["orders"])
                openings.append(Opening(entry["id"], power, entry["name"], entry.get("family", ""), orders,
                                        _games(entry), tuple(entry.get("source", ())), entry.get("fall_1901", "")))
            except (KeyError, TypeError, ValueError) as exc:
                raise OpeningBookError(f"{where}: {exc}") from None
    return OpeningBook(tuple(openings))


def load_book(path: Path, game_map: MapModel) -> OpeningBook:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, json.JSONDecodeError) as exc:
        raise OpeningBookError(f"{path}: cannot read the openings book: {exc}") from None
    return parse_book(data, game_map)


@cache
def standard_book() -> OpeningBook:
    """The standard map's book, loaded once per process."""
    return load_book(BOOK_PATH, standard_map())
