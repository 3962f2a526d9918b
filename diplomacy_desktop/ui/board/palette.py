"""The board's colours: each power's piece colour and land tint, the neutral land, the sea.

Plain data and arithmetic, no Qt, so the contrast of every piece against every province it can
stand on is checked by a test without a display (``tests/ui/test_palette.py``).

Two palettes. :data:`CLASSIC` is the rulebook's (``map.json``: Austria red, England dark blue,
France light blue, Germany black, Italy green, Russia white, Turkey yellow) with the tints the
board drawing is generated with (``tools/build_map.py``). :data:`OKABE_ITO` is for colour-blind
players: the seven hues of Okabe and Ito's palette (Okabe & Ito, "Color Universal Design",
2008), one per power, and grey for what nobody owns.

How a piece is told from the map (WCAG 1.4.11, non-text contrast, at least 3:1): every piece
has the same dark outline, :data:`INK`, and every province colour is light, so the outline is
the piece's edge against the map whatever the power and wherever it stands (the measured pair
is outline against province colour: the outline is what borders the province). Inside the
outline, a piece whose colour is too close to the ink (black Germany, dark blue England) gets a
light rim between the two, so its colour still reads as a shape of its own: the second pair,
colour against what borders it (ink or rim), is held to 3:1 too. The power's letter on the
piece is text: it is held to 4.5:1 against the piece colour.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Collection, Iterable, Mapping

from ...engine.board import MapModel

INK = "#1b1b1b"
"""Every piece's outline (and the arrows' casing on light colours)."""
RIM = "#f4f4f4"
"""The light rim inside the outline of a piece too dark to stand out from the ink."""
WHITE = "#ffffff"
BLACK = "#000000"
POWERS = ("austria", "england", "france", "germany", "italy", "russia", "turkey")


@dataclass(frozen=True)
class Palette:
    """One set of board colours. ``pieces`` and ``tints`` map power to ``#rrggbb``: the piece's
    colour, and the land colour of its home provinces and of every centre it owns."""

    key: str
    pieces: Mapping[str, str]
    tints: Mapping[str, str]
    land: str
    """Land nobody calls home and centres nobody owns."""
    sea: str
    neutral: str
    """The marker of a supply centre nobody owns."""

    def piece(self, power: str) -> str:
        return self.pieces.get(power, "#888888")

    def tint(self, power: str | None) -> str:
        return self.tints.get(power, self.land) if power else self.land


def _rgb(colour: str) -> tuple[int, int, int]:
    return int(colour[1:3], 16), int(colour[3:5], 16), int(colour[5:7], 16)


def blend(colour: str, base: str, amount: float) -> str:
    """``amount`` of ``colour`` over ``base`` (how the board's land tints are made)."""
    c, b = _rgb(colour), _rgb(base)
    return "#" + "".join(f"{round(b[i] + (c[i] - b[i]) * amount):02x}" for i in range(3))


CLASSIC = Palette(
    key="classic",
    pieces={"austria": "#c8102e", "england": "#1f3a93", "france": "#5fa8e8", "germany": "#3b3b3b",
            "italy": "#2a8236", "russia": "#f2f2f2", "turkey": "#f2c300"},
    tints={"austria": "#df8c8b", "england": "#989eb6", "france": "#b3ccda", "germany": "#b9b1a6",
           "italy": "#9ec090", "russia": "#e6dff0", "turkey": "#f0d778"},
    land="#efe6cf", sea="#a9c9e6", neutral="#fbfbf4")
"""The rulebook's colours; the tints are the ones ``assets/maps/standard/board.svg`` is drawn with."""

_OKABE_ITO_HUES = {"austria": "#d55e00",  # vermillion
                   "england": "#0072b2",  # blue
                   "france": "#56b4e9",  # sky blue
                   "germany": "#e69f00",  # orange
                   "italy": "#009e73",  # bluish green
                   "russia": "#cc79a7",  # reddish purple
                   "turkey": "#f0e442"}  # yellow
_OKABE_ITO_LAND = "#ececec"
OKABE_ITO = Palette(
    key="okabe-ito",
    pieces=_OKABE_ITO_HUES,
    tints={power: blend(hue, _OKABE_ITO_LAND, 0.45) for power, hue in _OKABE_ITO_HUES.items()},
    land=_OKABE_ITO_LAND, sea="#c3ccd3", neutral="#999999")
"""Okabe and Ito's seven hues, one per power, and their grey for unowned centres."""

PALETTES: dict[str, Palette] = {p.key: p for p in (CLASSIC, OKABE_ITO)}

_current = CLASSIC


def current() -> Palette:
    """The palette the boards are drawn in (the player's setting; classic until set)."""
    return _current


def use(key: str) -> Palette:
    """Draw new boards in palette ``key`` (an unknown key, from a damaged settings file: classic)."""
    global _current
    _current = PALETTES.get(key, CLASSIC)
    return _current


# -- contrast (WCAG 2.x definitions) ------------------------------------------------------

def relative_luminance(colour: str) -> float:
    """WCAG relative luminance of ``#rrggbb``: 0 for black, 1 for white."""
    def linear(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = _rgb(colour)
    return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b)


def contrast(a: str, b: str) -> float:
    """WCAG contrast ratio, 1 (same) to 21 (black on white)."""
    la, lb = sorted((relative_luminance(a), relative_luminance(b)), reverse=True)
    return (la + 0.05) / (lb + 0.05)


def rim_for(colour: str) -> str | None:
    """The light rim a piece of ``colour`` needs inside its ink outline (None: the ink is enough)."""
    return None if contrast(colour, INK) >= 3.0 else RIM


def letter_colour(colour: str) -> str:
    """Black or white, whichever reads better on ``colour`` (black, not the ink: on Okabe-Ito's
    vermillion the ink's 4.45:1 falls short of text's 4.5)."""
    return BLACK if contrast(colour, BLACK) >= contrast(colour, WHITE) else WHITE


def province_colours(palette: Palette) -> dict[str, str]:
    """Every colour a province can have in ``palette``, named: the sea, the neutral land, and
    each power's tint (its home land, and any centre it owns)."""
    colours = {"sea": palette.sea, "neutral land": palette.land}
    colours.update({f"{power} land": palette.tint(power) for power in POWERS})
    return colours


# -- the land's colours --------------------------------------------------------------------

def land_fills(game_map: MapModel, centres: Mapping[str, str], palette: Palette,
               in_game: Collection[str] | None = None) -> dict[str, str]:
    """The colour of every land province: a supply centre takes its owner's tint (as the printed
    game's control markers show it; one nobody owns is neutral land), any other province its home
    power's tint while that power is in the game (``in_game``; None: every power), else neutral
    land: the absent powers' land in a one-against-one game looks as neutral as their centres."""
    fills = {}
    supply = game_map.supply_centres
    for abbr, province in game_map.provinces.items():
        if province.is_sea:
            continue
        if abbr in supply:
            fills[abbr] = palette.tint(centres.get(abbr))
        elif in_game is None or province.home in in_game:
            fills[abbr] = palette.tint(province.home)
        else:
            fills[abbr] = palette.tint(None)
    return fills


def home_ownership(game_map: MapModel) -> dict[str, str]:
    """Every home centre owned by its home power (the start of a standard game)."""
    return {abbr: province.home for abbr, province in game_map.provinces.items()
            if province.home and abbr in game_map.supply_centres}


def as_drawn(game_map: MapModel) -> dict[str, str]:
    """The land's colours as the committed board drawing has them."""
    return land_fills(game_map, home_ownership(game_map), CLASSIC)


def recolour_svg(svg: str, fills: Mapping[str, str], palette: Palette) -> str:
    """The board drawing with its land provinces filled with ``fills`` and its sea in the
    palette's colour. Land paths are ``<path id="par" fill="#...">``; the sea is drawn in
    :data:`CLASSIC`'s sea colour."""
    import re

    def fill(match: re.Match[str]) -> str:
        colour = fills.get(match.group(2))
        return f'{match.group(1)}{colour}"' if colour else match.group(0)

    svg = re.sub(r'(<path id="([a-z]+)" fill=")(#[0-9a-fA-F]{6})"', fill, svg)
    if palette.sea != CLASSIC.sea:
        svg = svg.replace(f'fill="{CLASSIC.sea}"', f'fill="{palette.sea}"')
    return svg


def sorted_items(fills: Mapping[str, str]) -> tuple[tuple[str, str], ...]:
    """A comparable, order-free form of a fills map."""
    return tuple(sorted(fills.items()))


def describe(palette: Palette, powers: Iterable[str] = POWERS) -> list[str]:
    """One line per power: its piece's contrasts, lowest first (the figures the docs quote)."""
    lines = []
    backgrounds = province_colours(palette)
    for power in powers:
        colour = palette.piece(power)
        rim = rim_for(colour)
        worst_name, worst = min(((name, contrast(INK, bg)) for name, bg in backgrounds.items()),
                                key=lambda pair: pair[1])
        lines.append(f"{power}: outline/province >= {worst:.1f} ({worst_name}); "
                     f"colour/{'rim' if rim else 'outline'} {contrast(colour, rim or INK):.1f}; "
                     f"colour/province >= {min(contrast(colour, bg) for bg in backgrounds.values()):.1f}; "
                     f"letter {contrast(colour, letter_colour(colour)):.1f}")
    return lines
