"""A click becomes a province: anchors map back, impassable land and the outside are nothing."""

from __future__ import annotations

from pathlib import Path

import pytest
import shapely
from board_fixtures import board_xy, geometry, layout, model
from hypothesis import given, settings
from hypothesis import strategies as st

from diplomacy_desktop.ui.board.hit_testing import BoardGeometry


def test_every_anchor_maps_back_to_its_location() -> None:
    geo = geometry()
    m = model()
    for loc, entry in layout()["anchors"].items():
        split = bool(m.provinces[loc.split("/")[0]].coasts)
        for key, (x, y) in entry.items():
            found = geo.province_at(x, y)
            if "/" in loc:
                assert found == loc, (loc, key)
            elif split:
                assert found in m.provinces[loc].coast_locations, (loc, key, found)
            else:
                assert found == loc, (loc, key, found)


@pytest.mark.parametrize(
    ("place", "lonlat", "expected"),
    [
        ("Paris", (2.35, 48.85), "par"),
        ("Birmingham", (-1.9, 52.48), "wal"),
        ("Strait of Gibraltar", (-5.6, 35.97), "mao"),
        ("Bern, Switzerland", (7.45, 46.95), None),
        ("Zurich, Switzerland", (8.55, 47.37), None),
        ("Dublin, Ireland", (-7.5, 53.2), None),
        ("the Sahara", (2.0, 31.0), None),
        ("Istanbul, European side", (28.95, 41.03), "con"),
        ("Istanbul, Asian side", (29.1, 40.98), "con"),
        ("Sea of Marmara", (28.2, 40.7), "con"),
        ("Copenhagen", (12.55, 55.68), "den"),
        ("Kiel", (10.13, 54.32), "kie"),
        ("Hamburg", (10.0, 53.55), "kie"),
        ("Leeds", (-1.55, 53.8), "yor"),
        ("Preston", (-2.7, 53.76), "lvp"),
        ("Cardiff", (-3.18, 51.48), "wal"),
        ("Skagerrak", (9.0, 57.9), "ska"),
        ("Gulf of Finland", (25.5, 59.8), "bot"),
        ("Gulf of Lyon", (4.5, 42.5), "lyo"),
        ("North Sea", (3.0, 56.0), "nth"),
        ("Vienna", (16.37, 48.2), "vie"),
        ("Athens", (23.7, 37.98), "gre"),
        ("Palermo, Sicily", (13.36, 38.12), "nap"),
        ("Santander, Spain north coast", (-3.8, 43.35), "spa/nc"),
        ("Malaga, Spain south coast", (-4.42, 36.8), "spa/sc"),
        ("Barcelona, Spain east coast", (2.1, 41.45), "spa/sc"),
        ("Murmansk, St Petersburg north coast", (33.1, 68.9), "stp/nc"),
        ("St Petersburg city", (30.3, 59.94), "stp/sc"),
        ("Varna, Bulgaria east coast", (27.9, 43.2), "bul/ec"),
        ("Bulgaria's Aegean coast", (25.4, 41.0), "bul/sc"),
    ],
)
def test_known_places(place: str, lonlat: tuple[float, float], expected: str | None) -> None:
    assert geometry().province_at(*board_xy(*lonlat)) == expected, place


def test_outside_the_board_is_nothing() -> None:
    geo = geometry()
    _, _, w, h = geo.viewbox
    for x, y in [(-1, 10), (10, -1), (w + 1, 10), (10, h + 0.5), (w, h)]:
        assert geo.province_at(x, y) is None


def exact_answer(geo: BoardGeometry, x: float, y: float) -> str | None | bool:
    """The slow answer by testing every shape; False when the point is too near a border."""
    point = shapely.Point(x, y)
    for loc, shape in [*geo.coast_regions.items(), *geo.provinces.items()]:
        if shape.boundary.distance(point) < 0.05:
            return False
        if shape.contains(point):
            return loc if "/" in loc or loc not in {c.split("/")[0] for c in geo.coast_regions} else False
    if geo.impassable.contains(point):
        return None
    return False


@settings(max_examples=300, deadline=None)
@given(st.floats(0, 1), st.floats(0, 1))
def test_grid_lookup_agrees_with_exact_containment(fx: float, fy: float) -> None:
    geo = geometry()
    _, _, w, h = geo.viewbox
    x, y = fx * w * 0.9999, fy * h * 0.9999
    expected = exact_answer(geo, x, y)
    if expected is not False:
        assert geo.province_at(x, y) == expected


def test_shape_of_coast_is_part_of_province() -> None:
    geo = geometry()
    assert geo.shape_of("stp/nc").within(geo.provinces["stp"].buffer(0.1))
    assert geo.shape_of("par") is geo.provinces["par"]


def test_render_map_png_has_the_asked_width(tmp_path: Path, qapp) -> None:  # noqa: ANN001
    from PySide6.QtGui import QImage

    from diplomacy_desktop.ui.board.render_map import render_map_png

    out = tmp_path / "board.png"
    render_map_png(out, width=640)
    image = QImage(str(out))
    assert not image.isNull()
    assert image.width() == 640
    _, _, w, h = geometry().viewbox
    assert abs(image.height() - 640 * h / w) <= 1
    # Not a blank canvas: the sea colour and some land colour are both present.
    colours = {image.pixelColor(x, y).name() for x in range(0, 640, 16) for y in range(0, image.height(), 16)}
    assert len(colours) > 10


def test_render_map_rejects_silly_width(tmp_path: Path, qapp) -> None:  # noqa: ANN001
    from diplomacy_desktop.ui.board.render_map import render_map_png

    with pytest.raises(ValueError):
        render_map_png(tmp_path / "x.png", width=0)
