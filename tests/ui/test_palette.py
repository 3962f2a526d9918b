"""The board's colours, checked on the palette data alone (no Qt): every piece stands out from
every province colour it can stand on (WCAG 1.4.11, non-text contrast, at least 3:1), its
colour reads against what borders it, and its letter reads as text (4.5:1)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.ui.board import palette as palettes
from diplomacy_desktop.ui.board.palette import INK, PALETTES, contrast, letter_colour, province_colours, rim_for

POWERS = sorted(standard_map().powers)


def test_the_palette_data_loads_without_qt() -> None:
    """The contrast check runs on the data alone: the module imports in a fresh interpreter
    without loading PySide6."""
    import subprocess

    code = ("import sys; import diplomacy_desktop.ui.board.palette as p; "
            "assert p.describe(p.CLASSIC); print(any(m.startswith('PySide6') for m in sys.modules))")
    root = Path(__file__).resolve().parents[2]  # this checkout's package, not an installed one
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=root)
    assert out.stdout.strip() == "False"


def test_contrast_is_wcags() -> None:
    assert contrast("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)
    assert contrast("#f2f2f2", "#e6dff0") < 1.3  # white Russia on its lavender land: why the outline


@pytest.mark.parametrize("key", sorted(PALETTES))
@pytest.mark.parametrize("power", POWERS)
def test_every_piece_stands_out_from_every_province_it_can_stand_on(key: str, power: str) -> None:
    """Measured pair: the piece's outline (what borders the province) against the province; then
    the piece's colour against what borders it inside (the ink, or a light rim)."""
    palette = PALETTES[key]
    colour = palette.piece(power)
    for name, background in province_colours(palette).items():
        assert contrast(INK, background) >= 3.0, (power, name)
    assert contrast(colour, rim_for(colour) or INK) >= 3.0, power
    assert contrast(colour, letter_colour(colour)) >= 4.5, power


@pytest.mark.parametrize("key", sorted(PALETTES))
def test_each_power_has_its_own_colour_and_tint(key: str) -> None:
    palette = PALETTES[key]
    assert len({palette.piece(p) for p in POWERS}) == len(POWERS)
    assert len({palette.tint(p) for p in POWERS} | {palette.land}) == len(POWERS) + 1


def test_okabe_ito_is_seven_hues_and_grey() -> None:
    oi = PALETTES["okabe-ito"]
    assert set(oi.pieces.values()) == {"#e69f00", "#56b4e9", "#009e73", "#f0e442", "#0072b2", "#d55e00", "#cc79a7"}
    assert oi.neutral == "#999999"


def test_owned_centres_take_their_owners_tint_and_neutral_ones_stay_neutral() -> None:
    game_map = standard_map()
    centres = palettes.home_ownership(game_map) | {"hol": "germany", "par": "germany", "bel": "england"}
    fills = palettes.land_fills(game_map, centres, palettes.CLASSIC)
    assert fills["hol"] == fills["ber"] == palettes.CLASSIC.tint("germany")
    assert fills["par"] == palettes.CLASSIC.tint("germany")  # a home centre shows who holds it
    assert fills["bur"] == palettes.CLASSIC.tint("france")  # not a centre: its home colour
    assert fills["spa"] == palettes.CLASSIC.land  # a centre nobody owns stays neutral
    assert "nth" not in fills
