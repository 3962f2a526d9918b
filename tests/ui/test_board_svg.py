"""The drawing agrees with the rules: one shape per province, borders where adjacency is."""

from __future__ import annotations

import itertools
import xml.etree.ElementTree as ET

import pytest
import shapely
from board_fixtures import LAYOUT, geometry, layout, model

from diplomacy_desktop.engine.locations import province_of
from diplomacy_desktop.ui.board.hit_testing import BOARD_SVG

SVG_NS = "{http://www.w3.org/2000/svg}"
TOUCH = 0.5
"""Two shapes closer than this (board units) touch: coordinates are written to 0.1."""
MIN_SHARED = 3.0
"""A border shorter than this is a point contact, not a shared border."""
LONG_BORDER = 12.0
"""Non-adjacent provinces may meet at a corner, never along more than this."""


def shared_border(a: str, b: str) -> float:
    geo = geometry()
    sa, sb = geo.provinces[a], geo.provinces[b]
    if sa.distance(sb) > TOUCH:
        return 0.0
    return sa.boundary.intersection(sb.buffer(TOUCH)).length


def adjacent_pairs() -> set[frozenset[str]]:
    m = model()
    pairs = {frozenset((a, b)) for a, ts in m.army_adjacency.items() for b in ts}
    pairs |= {frozenset((province_of(a), province_of(b))) for a, ts in m.fleet_adjacency.items() for b in ts}
    return pairs


def exceptions() -> dict[frozenset[str], str]:
    return {frozenset(e["pair"]): e["reason"] for e in layout()["adjacency_exceptions"]}


@pytest.fixture(scope="module")
def svg_root() -> ET.Element:
    return ET.parse(BOARD_SVG).getroot()


def group(root: ET.Element, gid: str) -> ET.Element:
    found = [g for g in root.iter(f"{SVG_NS}g") if g.get("id") == gid]
    assert len(found) == 1, f"expected one <g id={gid!r}>"
    return found[0]


def test_size_equals_viewbox_and_no_transforms(svg_root: ET.Element) -> None:
    vb = [float(v) for v in svg_root.get("viewBox").split()]
    assert vb[:2] == [0, 0]
    assert (float(svg_root.get("width")), float(svg_root.get("height"))) == (vb[2], vb[3])
    assert layout()["viewbox"] == vb
    assert not [el for el in svg_root.iter() if el.get("transform")]


def test_separate_groups(svg_root: ET.Element) -> None:
    for gid in ("land", "sea", "impassable", "coast-lines", "labels", "centres", "borders", "coast-regions"):
        group(svg_root, gid)


def test_every_province_has_exactly_one_shape(svg_root: ET.Element) -> None:
    m = model()
    land = [p.get("id") for p in group(svg_root, "land")]
    sea = [p.get("id") for p in group(svg_root, "sea")]
    assert len(land + sea) == len(set(land + sea)), "a province is drawn twice"
    assert set(land) == {a for a, p in m.provinces.items() if not p.is_sea}
    assert set(sea) == {a for a, p in m.provinces.items() if p.is_sea}
    assert len(land + sea) == 75


def test_shapes_are_valid_and_do_not_overlap() -> None:
    geo = geometry()
    shapes = {**geo.provinces, "impassable": geo.impassable}
    for name, shape in shapes.items():
        assert shape.is_valid, name
        assert shape.area > 50, name
    tree = shapely.STRtree(list(shapes.values()))
    names = list(shapes)
    for i, j in zip(*tree.query(list(shapes.values()), predicate="intersects"), strict=True):
        if i < j:
            a, b = shapes[names[i]], shapes[names[j]]
            overlap = a.intersection(b).area
            # Coordinates are written to 0.1 units: rounding along a long jagged coast
            # leaves slivers of about 0.05 x its length; anything more is a real overlap.
            tolerance = max(2.0, 0.006 * min(a.length, b.length))
            assert overlap < tolerance, f"{names[i]} and {names[j]} overlap by {overlap:.1f}"


def test_shapes_cover_the_board() -> None:
    geo = geometry()
    _, _, w, h = geo.viewbox
    covered = shapely.union_all([*geo.provinces.values(), geo.impassable]).area
    assert covered > 0.999 * w * h


@pytest.mark.parametrize("pair", sorted(tuple(sorted(p)) for p in adjacent_pairs()), ids="-".join)
def test_adjacent_provinces_share_a_border(pair: tuple[str, str]) -> None:
    if frozenset(pair) in exceptions():
        pytest.skip(exceptions()[frozenset(pair)])
    assert shared_border(*pair) >= MIN_SHARED, f"{pair} are adjacent in the rules but apart on the board"


def test_non_adjacent_provinces_share_no_long_border() -> None:
    adjacent = adjacent_pairs()
    allowed = exceptions()
    wrong = []
    for a, b in itertools.combinations(sorted(geometry().provinces), 2):
        pair = frozenset((a, b))
        if pair in adjacent or pair in allowed:
            continue
        length = shared_border(a, b)
        if length > LONG_BORDER:
            wrong.append(f"{a}-{b} ({length:.0f})")
    assert not wrong, "not adjacent in the rules but share a border: " + ", ".join(wrong)


def test_listed_exceptions_are_real() -> None:
    """Every exception names real provinces and a reason, and is still needed."""
    adjacent = adjacent_pairs()
    for pair, reason in exceptions().items():
        a, b = sorted(pair)
        assert a in model().provinces and b in model().provinces
        assert reason.strip()
        if pair in adjacent:
            assert shared_border(a, b) < MIN_SHARED, f"{a}-{b} now touch: drop the exception"
        else:
            assert shared_border(a, b) > LONG_BORDER, f"{a}-{b} no longer touch: drop the exception"


def test_split_coasts_touch_their_own_side() -> None:
    m = model()
    geo = geometry()
    for prov in m.provinces.values():
        for loc in prov.coast_locations:
            region = geo.coast_regions[loc]
            for target in m.fleet_adjacency[loc]:
                other = geo.provinces[province_of(target)]
                touch = region.boundary.intersection(other.buffer(TOUCH)).length
                assert touch >= MIN_SHARED, f"{loc} reaches {target} but its side does not touch it"
        if prov.coasts:
            parts = [geo.coast_regions[loc] for loc in prov.coast_locations]
            assert abs(sum(p.area for p in parts) - geo.provinces[prov.abbr].area) < 2.0


def test_anchors_complete_and_inside() -> None:
    m = model()
    geo = geometry()
    anchors = layout()["anchors"]
    for abbr, prov in m.provinces.items():
        entry = anchors[abbr]
        keys = {"unit", "label"} | ({"centre"} if prov.supply_centre else set())
        assert keys <= set(entry), abbr
        for key in keys:
            assert geo.provinces[abbr].contains(shapely.Point(entry[key])), f"{abbr} {key} anchor outside"
        for loc in prov.coast_locations:
            assert geo.coast_regions[loc].contains(shapely.Point(anchors[loc]["unit"])), loc
    assert set(anchors) == set(m.locations())


def test_supply_centre_markers_and_home_tints(svg_root: ET.Element) -> None:
    m = model()
    markers = {c.get("id") for c in group(svg_root, "centres")}
    assert markers == {f"sc-{a}" for a in m.supply_centres}
    fills = {p.get("id"): p.get("fill") for p in group(svg_root, "land")}
    for power in m.powers:
        homes = {fills[a] for a, p in m.provinces.items() if p.home == power}
        assert len(homes) == 1, f"{power}'s home is tinted unevenly"
    neutral = {fills[a] for a, p in m.provinces.items() if not p.is_sea and p.home is None}
    tints = [next(iter({fills[a] for a, p in m.provinces.items() if p.home == k})) for k in m.powers]
    assert len(set(tints)) == 7 and not neutral & set(tints)


def test_labels_for_every_province(svg_root: ET.Element) -> None:
    labels = {t.get("id") for t in group(svg_root, "labels")}
    names = {t.get("id"): t.text for t in group(svg_root, "names")}
    for abbr, prov in model().provinces.items():
        assert f"label-{abbr}" in labels
        assert names[f"name-{abbr}"] == prov.name


def test_layout_file_is_referenced() -> None:
    assert LAYOUT.exists()


def test_pieces_in_denmark_and_naples_read_as_there() -> None:
    """Seen at the table: F Den on Zealand looked like the Baltic, F Nap in Campania sat on the
    Rome/Apulia border. Each piece now stands by its province's name, and Naples' touches no other
    land province."""
    from shapely.geometry import Point

    from diplomacy_desktop.engine.board import standard_map
    from diplomacy_desktop.ui.board.items import UNIT_RADIUS

    geo = geometry()
    anchors = layout()["anchors"]
    for prov in ("den", "nap"):
        assert Point(anchors[prov]["unit"]).distance(Point(anchors[prov]["label"])) < 3.5 * UNIT_RADIUS, prov
    nap = Point(anchors["nap"]["unit"]).buffer(UNIT_RADIUS)
    land = [p for p, info in standard_map().provinces.items() if not info.is_sea and p != "nap"]
    assert [p for p in land if geo.provinces[p].intersects(nap)] == []
