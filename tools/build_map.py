"""Generate the board drawing (board.svg) and its anchors (layout.json). Run by hand.

    .venv/bin/python tools/build_map.py

Inputs: the committed Natural Earth clip (``assets/maps/standard/geo/europe-50m.geojson``),
the rules' map data (``map.json``: provinces, homes, centres, adjacency) and the
hand-authored geography in ``tools/map_seeds.py``. The output is deterministic, so a
re-run without changes leaves git clean. The app only reads the outputs.

How the drawing is made, and why:

* Project lon/lat with a Lambert conformal conic (standard parallels 35°N and 65°N,
  central meridian 15°E), which gives the tilted Scandinavia and curved Russian north
  coast of the classic board, then scale into a fixed viewBox.
* Land = Natural Earth land clipped to the board with lakes filled; sea = board minus land.
  Simplified once, before partitioning, so that neighbouring shapes keep identical edges.
* Land outside play (Switzerland, Ireland, the Sahara, ...) is cut out as impassable.
* Provinces: nearest seed wins (Voronoi), land among land provinces, water among seas.
  Straits that the rules treat as land (Danish straits, Marmara) go to their land province.
* Split coasts: the province is divided by nearest coastline, where each coast's
  coastline is the part of the shore facing the seas that coast's fleets can reach.
"""

from __future__ import annotations

import json
import math
import sys
from collections import defaultdict
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import shapely
from shapely.geometry import MultiPoint, MultiPolygon, Point, Polygon, box, shape
from shapely.ops import nearest_points, polylabel, unary_union

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from diplomacy_desktop.engine.board import standard_map  # noqa: E402
from map_seeds import COAST_SEEDS, FORCE_WATER, IMPASSABLE_ISLANDS, IMPASSABLE_ZONES, SEEDS, STRAITS  # noqa: E402

MAP_DIR = ROOT / "assets" / "maps" / "standard"
GEO = MAP_DIR / "geo" / "europe-50m.geojson"
SVG_OUT = MAP_DIR / "board.svg"
LAYOUT_OUT = MAP_DIR / "layout.json"

WIDTH = 1600.0
# Board rectangle in projected units (see Projection): from the North Atlantic to the
# Caucasus, from the Sahara's edge to the Barents Sea.
PROJ_BOUNDS = (-0.40, -0.285, 0.41, 0.38)
SIMPLIFY = 0.5  # board units; below what the eye sees at 1:1
MIN_ISLAND = 6.0  # board units²; smaller islets are dropped into their sea

SEA_FILL = "#a9c9e6"
SEA_STROKE = "#6f98bf"
LAND_NEUTRAL = "#efe6cf"
IMPASSABLE_FILL = "#c9c0ac"
COAST_STROKE = "#4a6b8a"
PROVINCE_STROKE = "#8a7a5c"
NATION_STROKE = "#3d3020"


@dataclass(frozen=True)
class Projection:
    """Lambert conformal conic on a unit sphere, then an affine map into the viewBox."""

    lat1: float = 35.0
    lat2: float = 65.0
    lat0: float = 50.0
    lon0: float = 15.0

    def raw(self, lonlat: np.ndarray) -> np.ndarray:
        p1, p2, p0 = (math.radians(v) for v in (self.lat1, self.lat2, self.lat0))
        n = math.log(math.cos(p1) / math.cos(p2)) / math.log(
            math.tan(math.pi / 4 + p2 / 2) / math.tan(math.pi / 4 + p1 / 2)
        )
        f = math.cos(p1) * math.tan(math.pi / 4 + p1 / 2) ** n / n
        rho0 = f / math.tan(math.pi / 4 + p0 / 2) ** n
        lon = np.radians(lonlat[:, 0])
        lat = np.radians(np.clip(lonlat[:, 1], -89.0, 89.0))
        rho = f / np.tan(np.pi / 4 + lat / 2) ** n
        theta = n * (lon - math.radians(self.lon0))
        return np.c_[rho * np.sin(theta), rho0 - rho * np.cos(theta)]

    @property
    def scale(self) -> float:
        return WIDTH / (PROJ_BOUNDS[2] - PROJ_BOUNDS[0])

    @property
    def height(self) -> float:
        return round((PROJ_BOUNDS[3] - PROJ_BOUNDS[1]) * self.scale)

    def board(self, lonlat: np.ndarray) -> np.ndarray:
        xy = self.raw(np.asarray(lonlat, dtype=float).reshape(-1, 2))
        return np.c_[(xy[:, 0] - PROJ_BOUNDS[0]) * self.scale, (PROJ_BOUNDS[3] - xy[:, 1]) * self.scale]

    def geometry(self, geom):  # noqa: ANN001, ANN201 - any shapely geometry
        return shapely.transform(geom, lambda a: self.board(a))

    def point(self, lon: float, lat: float) -> Point:
        x, y = self.board(np.array([[lon, lat]]))[0]
        return Point(x, y)


PROJ = Projection()
BOARD = box(0.0, 0.0, WIDTH, PROJ.height)


def polygons(geom) -> list[Polygon]:  # noqa: ANN001
    """The polygonal parts of any geometry (collections from overlays included)."""
    if geom.is_empty:
        return []
    if isinstance(geom, Polygon):
        return [geom]
    out: list[Polygon] = []
    for g in getattr(geom, "geoms", []):
        out.extend(polygons(g))
    return out


def as_multi(geom) -> MultiPolygon:  # noqa: ANN001
    return MultiPolygon([p for p in polygons(geom) if p.area > 1e-6])


def load_land() -> tuple[MultiPolygon, MultiPolygon]:
    """Projected land (lakes filled, clipped, simplified) and the Swiss block."""
    doc = json.loads(GEO.read_text())
    by_name = {f["properties"]["name"]: shape(f["geometry"]) for f in doc["features"]}
    land = PROJ.geometry(by_name["land"])
    land = unary_union([Polygon(p.exterior) for p in polygons(land)]).intersection(BOARD)
    land = as_multi(shapely.simplify(land, SIMPLIFY, preserve_topology=True).buffer(0))
    for channel in FORCE_WATER.values():
        land = as_multi(land.difference(lonlat_polygon(channel, 0.02)))
    alps = PROJ.geometry(unary_union([by_name["Switzerland"], by_name["Liechtenstein"]]))
    return land, as_multi(alps.intersection(land))


def lonlat_polygon(points: list[tuple[float, float]], densify: float = 0.25) -> Polygon:
    """A lon/lat polygon projected with its edges densified (straight in degrees)."""
    poly = shapely.segmentize(Polygon(points), densify)
    return PROJ.geometry(poly)


def split_land(land: MultiPolygon, alps: MultiPolygon) -> tuple[MultiPolygon, MultiPolygon]:
    """(playable land, impassable land); islets below MIN_ISLAND are dropped into the sea."""
    island_points = [PROJ.point(*ll) for ll in IMPASSABLE_ISLANDS.values()]
    keep, blocked = [], [alps]
    for part in land.geoms:
        if part.area < MIN_ISLAND:
            continue
        if any(part.contains(pt) for pt in island_points):
            blocked.append(part)
        else:
            keep.append(part)
    zones = unary_union([lonlat_polygon(z) for z in IMPASSABLE_ZONES.values()])
    kept = unary_union(keep)
    blocked.append(kept.intersection(zones))
    impassable = as_multi(unary_union(blocked).buffer(0))
    playable = as_multi(kept.difference(impassable))
    # Drop slivers the zone cut leaves behind.
    playable = as_multi(unary_union([p for p in playable.geoms if p.area >= MIN_ISLAND]))
    return playable, impassable


def partition(region, seeds: dict[str, list[tuple[float, float]]], names: list[str]) -> dict[str, MultiPolygon]:  # noqa: ANN001
    """Nearest-seed partition of ``region`` among ``names``."""
    pts, owners = [], []
    for name in names:
        for ll in seeds[name]:
            pts.append(PROJ.point(*ll))
            owners.append(name)
    cells = shapely.voronoi_polygons(MultiPoint(pts), extend_to=BOARD.buffer(200), ordered=True)
    parts: dict[str, list] = defaultdict(list)
    for owner, cell in zip(owners, cells.geoms, strict=True):
        parts[owner].append(cell.intersection(region))
    shapes = {name: as_multi(unary_union(parts[name])) for name in names}
    return reattach_strays(shapes, {n: [PROJ.point(*ll) for ll in seeds[n]] for n in names})


def reattach_strays(shapes: dict[str, MultiPolygon], seeds: dict[str, list[Point]]) -> dict[str, MultiPolygon]:
    """Give each piece cut off from its province's seeds to the neighbour it borders most.

    Nearest-seed ignores connectivity: a firth or a bay can fall to the seed of a sea on
    the far side of a peninsula. Islands (pieces touching no other shape) stay put.
    """
    moved: dict[str, list[Polygon]] = defaultdict(list)
    kept: dict[str, list[Polygon]] = {}
    for name, geom in shapes.items():
        kept[name] = []
        for piece in geom.geoms:
            if any(piece.buffer(1.0).contains(pt) for pt in seeds[name]):
                kept[name].append(piece)
                continue
            best, best_len = None, 0.0
            for other, og in shapes.items():
                if other == name or piece.distance(og) > 0.01:
                    continue
                length = piece.boundary.intersection(og.buffer(0.01)).length
                if length > best_len:
                    best, best_len = other, length
            (moved[best] if best else kept[name]).append(piece)
    return {n: as_multi(unary_union(kept[n] + moved.get(n, []))) for n in shapes}


def build_provinces() -> tuple[dict[str, MultiPolygon], MultiPolygon, dict[str, MultiPolygon], MultiPolygon]:
    """Province shapes, impassable land, strait water per province, and all land."""
    model = standard_map()
    land, alps = load_land()
    playable, impassable = split_land(land, alps)
    sea = BOARD.difference(land)
    # Drop islets: the water where they were is sea.
    sea = as_multi(BOARD.difference(unary_union([playable, impassable])))
    straits: dict[str, MultiPolygon] = {}
    for prov, pts in STRAITS.items():
        water = as_multi(lonlat_polygon(pts, 0.05).intersection(sea))
        straits[prov] = water
        sea = as_multi(sea.difference(water))
    land_names = sorted(p for p, v in model.provinces.items() if not v.is_sea)
    sea_names = sorted(p for p, v in model.provinces.items() if v.is_sea)
    shapes = partition(playable, SEEDS, land_names)
    shapes.update(partition(sea, SEEDS, sea_names))
    for prov, water in straits.items():
        shapes[prov] = as_multi(unary_union([shapes[prov], water]))
    return shapes, impassable, straits, unary_union([playable, impassable])


# -- split coasts ----------------------------------------------------------------------------


def coast_regions(shapes: dict[str, MultiPolygon]) -> dict[str, tuple[MultiPolygon, object]]:
    """Split-coast location -> (part of the province nearest that coast, its coastline)."""
    model = standard_map()
    out = {}
    for prov in model.provinces.values():
        if not prov.coasts:
            continue
        shape_ = shapes[prov.abbr]
        seas = unary_union([shapes[a].buffer(0.6) for a, p in model.provinces.items() if p.is_sea])
        shore = shape_.boundary.intersection(seas)
        coast_pts = {loc: [PROJ.point(*ll) for ll in COAST_SEEDS[loc]] for loc in prov.coast_locations}
        pts, owners, seen = [], [], set()
        for g in getattr(shore, "geoms", [shore]):
            n = max(2, int(g.length / 2))
            for i in range(n + 1):
                pt = g.interpolate(i / n, normalized=True)
                key = (round(pt.x, 3), round(pt.y, 3))
                if key in seen:
                    continue
                seen.add(key)
                pts.append(pt)
                owners.append(min(coast_pts, key=lambda loc: min(pt.distance(c) for c in coast_pts[loc])))
        lines = {
            loc: unary_union([g for g in getattr(shore, "geoms", [shore]) if g.length > 0]).intersection(
                MultiPoint([p for p, o in zip(pts, owners) if o == loc]).buffer(1.5)
            )
            for loc in prov.coast_locations
        }
        cells = shapely.voronoi_polygons(MultiPoint(pts), extend_to=BOARD.buffer(200), ordered=True)
        parts: dict[str, list] = defaultdict(list)
        for owner, cell in zip(owners, cells.geoms, strict=True):
            parts[owner].append(cell)
        for loc in prov.coast_locations:
            region = as_multi(unary_union(parts[loc]).intersection(shape_))
            out[loc] = (region, lines[loc])
    return out


# -- anchors ---------------------------------------------------------------------------------------


def inner_point(geom, avoid: list[Point] | None = None, clearance: float = 0.0) -> Point:  # noqa: ANN001
    """Pole of inaccessibility of the largest part, keeping away from ``avoid`` points."""
    part = max(polygons(geom), key=lambda p: p.area)
    target = part
    if avoid:
        cut = part.difference(unary_union([p.buffer(clearance) for p in avoid]))
        if not cut.is_empty and max((p.area for p in polygons(cut)), default=0) > 40:
            target = max(polygons(cut), key=lambda p: p.area)
    return polylabel(target, tolerance=0.5)


# Hand-placed anchors where the automatic ones are not where a player looks (lon, lat).
# The automatic spot of a huge province is far from where its city and name are expected.
ANCHOR_OVERRIDES: dict[str, dict[str, tuple[float, float]]] = {
    "stp": {"label": (36.0, 62.6), "unit": (33.0, 61.2), "centre": (31.6, 59.75)},
    "mos": {"label": (39.0, 56.4), "unit": (35.5, 54.6), "centre": (37.6, 55.75)},
    "sev": {"label": (38.2, 47.6), "unit": (41.0, 45.6), "centre": (34.1, 44.9)},
    "ukr": {"label": (32.0, 49.6), "unit": (34.5, 50.6)},
    "fin": {"label": (26.5, 63.2), "unit": (27.0, 65.6)},
    "arm": {"label": (41.5, 40.6), "unit": (43.0, 39.6)},
    "nao": {"label": (-21.0, 55.0), "unit": (-17.0, 52.0)},
    "mao": {"label": (-14.0, 42.0), "unit": (-11.0, 44.0)},
    "bar": {"label": (36.0, 70.6), "unit": (41.0, 69.8)},
    "stp/nc": {"unit": (38.6, 67.9)},
    # on Zealand a fleet in Denmark read as the Baltic, and in Campania Naples read as the
    # Rome/Apulia border: Jutland below the name, and Calabria below the name
    "den": {"unit": (9.19, 55.41)},
    "nap": {"unit": (16.12, 38.51)},
    "lon": {"centre": (-0.1, 51.5), "label": (0.7, 51.25)},
    "lvp": {"centre": (-2.75, 53.55)},
    "smy": {"centre": (27.3, 38.45)},
    "ank": {"centre": (32.85, 39.93)},
}


def anchors(shapes: dict[str, MultiPolygon], coasts: dict[str, tuple]) -> dict[str, dict[str, list[float]]]:
    model = standard_map()
    out: dict[str, dict[str, list[float]]] = {}
    for abbr, prov in sorted(model.provinces.items()):
        geom = shapes[abbr]
        label = inner_point(geom)
        unit = inner_point(geom, [label], 16)
        entry = {"unit": unit, "label": label}
        if prov.supply_centre:
            entry["centre"] = inner_point(geom, [label, unit], 12)
        for key, ll in ANCHOR_OVERRIDES.get(abbr, {}).items():
            entry[key] = PROJ.point(*ll)
        out[abbr] = {k: [round(p.x, 1), round(p.y, 1)] for k, p in entry.items()}
    for loc, (region, line) in sorted(coasts.items()):
        inner = region.buffer(-10)
        if inner.is_empty:
            inner = region
        mid = line.interpolate(0.5, normalized=True) if line.geom_type == "LineString" else max(
            line.geoms, key=lambda g: g.length
        ).interpolate(0.5, normalized=True)
        unit = nearest_points(inner, mid)[0]
        if loc in ANCHOR_OVERRIDES:
            unit = PROJ.point(*ANCHOR_OVERRIDES[loc]["unit"])
        out[loc] = {"unit": [round(unit.x, 1), round(unit.y, 1)]}
    return out


# -- SVG ---------------------------------------------------------------------------------------------


def path_d(geom) -> str:  # noqa: ANN001
    """Absolute M/L/Z path data; holes are separate subpaths (fill-rule evenodd)."""
    parts = []
    for poly in polygons(geom):
        for ring in [poly.exterior, *poly.interiors]:
            coords = list(ring.coords)[:-1]
            pts = " ".join(f"{x:.1f} {y:.1f}" for x, y in coords)
            parts.append(f"M{pts}Z")
    return "".join(parts)


def line_d(geom) -> str:  # noqa: ANN001
    parts = []
    for g in getattr(geom, "geoms", [geom]):
        if g.geom_type == "LineString" and g.length > 0:
            parts.append("M" + " ".join(f"{x:.1f} {y:.1f}" for x, y in g.coords))
        elif g.geom_type in ("MultiLineString", "GeometryCollection"):
            parts.append(line_d(g))
    return "".join(parts)


def blend(hex_colour: str, base: str, amount: float) -> str:
    c = [int(hex_colour[i : i + 2], 16) for i in (1, 3, 5)]
    b = [int(base[i : i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(b[i] + (c[i] - b[i]) * amount):02x}" for i in range(3))


def home_tint(power: str, colour: str) -> str:
    if power == "russia":  # white on the flag; the classic board shows Russia pale violet
        return "#e6dff0"
    if power == "germany":
        return "#b9b1a6"
    return blend(colour, LAND_NEUTRAL, 0.42)


def nation_of(abbr: str) -> str:
    prov = standard_map().provinces[abbr]
    return prov.home or abbr


def shared_edge(a, b):  # noqa: ANN001, ANN201
    return a.boundary.intersection(b.buffer(0.3))


def esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;")


def write_svg(shapes, impassable, straits, land, coasts, anchor_map) -> None:  # noqa: ANN001
    model = standard_map()
    w, h = WIDTH, PROJ.height
    out = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<svg xmlns="http://www.w3.org/2000/svg" width="{w:g}" height="{h:g}" viewBox="0 0 {w:g} {h:g}">',
        "<!-- Generated by tools/build_map.py from Natural Earth 1:50m (public domain). Do not edit. -->",
        f'<rect id="background" x="0" y="0" width="{w:g}" height="{h:g}" fill="{SEA_FILL}"/>',
        f'<g id="sea" fill="{SEA_FILL}" stroke="{SEA_STROKE}" stroke-width="0.8" fill-rule="evenodd">',
    ]
    for abbr in sorted(shapes):
        if model.provinces[abbr].is_sea:
            out.append(f'<path id="{abbr}" d="{path_d(shapes[abbr])}"/>')
    out.append("</g>")
    out.append(f'<g id="land" stroke="{PROVINCE_STROKE}" stroke-width="0.8" fill-rule="evenodd">')
    for abbr in sorted(shapes):
        prov = model.provinces[abbr]
        if prov.is_sea:
            continue
        fill = home_tint(prov.home, model.powers[prov.home].colour) if prov.home else LAND_NEUTRAL
        out.append(f'<path id="{abbr}" fill="{fill}" d="{path_d(shapes[abbr])}"/>')
    out.append("</g>")
    out.append(
        f'<g id="impassable" fill="{IMPASSABLE_FILL}" stroke="{PROVINCE_STROKE}" stroke-width="0.6" fill-rule="evenodd">'
    )
    out.append(f'<path id="impassable-land" d="{path_d(impassable)}"/>')
    out.append("</g>")
    out.append(f'<g id="straits" fill="{SEA_FILL}" stroke="none" fill-rule="evenodd">')
    for abbr, water in sorted(straits.items()):
        out.append(f'<path id="strait-{abbr}" d="{path_d(water)}"/>')
    out.append("</g>")
    # Borders between nations: land-land edges where the owners differ.
    land_abbrs = sorted(a for a in shapes if not model.provinces[a].is_sea)
    nation_lines = []
    for i, a in enumerate(land_abbrs):
        for b in land_abbrs[i + 1 :]:
            if nation_of(a) == nation_of(b) or not shapes[a].intersects(shapes[b].buffer(0.5)):
                continue
            edge = shared_edge(shapes[a], shapes[b])
            if edge.length > 0.5:
                nation_lines.append(line_d(edge))
    out.append(
        f'<g id="borders" fill="none" stroke="{NATION_STROKE}" stroke-width="2.2" stroke-linejoin="round">'
        f'<path id="national-borders" d="{"".join(nation_lines)}"/></g>'
    )
    out.append(
        f'<g id="coast-lines" fill="none" stroke="{COAST_STROKE}" stroke-width="1.3" stroke-linejoin="round">'
        f'<path id="coastline" d="{path_d(land)}"/></g>'
    )
    # Invisible regions: which coast a click inside a split-coast province means.
    out.append('<g id="coast-regions" fill="none" stroke="none">')
    for loc, (region, _line) in sorted(coasts.items()):
        out.append(f'<path id="{loc.replace("/", "-")}" data-location="{loc}" d="{path_d(region)}"/>')
    out.append("</g>")
    out.append('<g id="centres" stroke="#3d3020" stroke-width="1.2">')
    for abbr, entry in sorted(anchor_map.items()):
        if "centre" in entry:
            x, y = entry["centre"]
            home = model.provinces[abbr].home
            fill = model.powers[home].colour if home else "#ffffff"
            out.append(f'<circle id="sc-{abbr}" cx="{x}" cy="{y}" r="5" fill="{fill}"/>')
    out.append("</g>")
    out.append(
        '<g id="labels" font-family="DejaVu Sans, Arial, sans-serif" font-weight="bold" '
        'font-size="13" text-anchor="middle" fill="#2b2418">'
    )
    for abbr, entry in sorted(anchor_map.items()):
        if "/" in abbr or "label" not in entry:
            continue
        x, y = entry["label"]
        colour = ' fill="#1d3b5c"' if model.provinces[abbr].is_sea else ""
        out.append(f'<text id="label-{abbr}" x="{x}" y="{y + 4.5:.1f}"{colour}>{abbr.capitalize()}</text>')
    for loc, entry in sorted(anchor_map.items()):
        if "/" not in loc:
            continue
        x, y = entry["unit"]
        out.append(
            f'<text id="label-{loc.replace("/", "-")}" x="{x}" y="{y + 3.5:.1f}" font-size="9" '
            f'font-style="italic" fill="#5a4a30">{loc.split("/")[1].upper()}</text>'
        )
    out.append("</g>")
    out.append(
        '<g id="names" display="none" font-family="DejaVu Sans, Arial, sans-serif" font-size="7" '
        'text-anchor="middle" fill="#2b2418">'
    )
    for abbr, entry in sorted(anchor_map.items()):
        if "/" in abbr:
            continue
        x, y = entry["label"]
        out.append(f'<text id="name-{abbr}" x="{x}" y="{y + 14:.1f}">{esc(model.provinces[abbr].name)}</text>')
    out.append("</g>")
    out.append("</svg>")
    SVG_OUT.write_text("\n".join(out) + "\n")


# Pairs the rules call adjacent that the drawing shows apart, or the reverse, with why.
ADJACENCY_EXCEPTIONS: list[dict[str, str]] = []


def write_layout(anchor_map) -> None:  # noqa: ANN001
    doc = {
        "format": 1,
        "viewbox": [0, 0, WIDTH, PROJ.height],
        "projection": {
            "kind": "lambert-conformal-conic",
            "lat1": PROJ.lat1, "lat2": PROJ.lat2, "lat0": PROJ.lat0, "lon0": PROJ.lon0,
            "bounds": list(PROJ_BOUNDS),
        },
        "anchors": anchor_map,
        "adjacency_exceptions": ADJACENCY_EXCEPTIONS,
    }
    LAYOUT_OUT.write_text(json.dumps(doc, indent=1) + "\n")


def main() -> None:
    shapes, impassable, straits, land = build_provinces()
    coasts = coast_regions(shapes)
    anchor_map = anchors(shapes, coasts)
    write_svg(shapes, impassable, straits, land, coasts, anchor_map)
    write_layout(anchor_map)
    print(f"wrote {SVG_OUT.relative_to(ROOT)} ({SVG_OUT.stat().st_size // 1024} KiB), {LAYOUT_OUT.relative_to(ROOT)}")


if __name__ == "__main__":
    main()
