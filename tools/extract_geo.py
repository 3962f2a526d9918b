"""Clip Natural Earth 50m land (npm ``world-atlas``) to the board's region, once.

Run by hand, with the unpacked npm package as argument::

    cd /tmp && npm pack world-atlas && tar xzf world-atlas-*.tgz
    .venv/bin/python tools/extract_geo.py /tmp/package

It writes ``assets/maps/standard/geo/europe-50m.geojson``: the land as one
MultiPolygon, plus the countries the board needs by name (Switzerland and Liechtenstein
for the impassable Alpine block). The result is committed so that building the board
(``tools/build_map.py``) needs neither npm nor the network.

TopoJSON stores quantised, delta-encoded arcs; polygons name their rings as arc indices
(``~i`` means arc ``i`` reversed). Afro-Eurasia crosses the antimeridian, so each ring's
longitudes are unwrapped to be continuous before clipping.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

from shapely.geometry import MultiPolygon, Polygon, box, mapping
from shapely.ops import unary_union

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "maps" / "standard" / "geo" / "europe-50m.geojson"
# Generous region around the board (lon/lat); the board rectangle is cut later.
REGION = box(-35.0, 24.0, 65.0, 76.0)
COUNTRIES = ("Switzerland", "Liechtenstein")


def decode_arcs(topo: dict) -> list[list[tuple[float, float]]]:
    """Undo the quantisation and delta encoding of every arc."""
    (sx, sy), (tx, ty) = topo["transform"]["scale"], topo["transform"]["translate"]
    arcs = []
    for arc in topo["arcs"]:
        x = y = 0
        pts = []
        for dx, dy in arc:
            x += dx
            y += dy
            pts.append((x * sx + tx, y * sy + ty))
        arcs.append(pts)
    return arcs


def ring_coords(indices: list[int], arcs: list[list[tuple[float, float]]]) -> list[tuple[float, float]]:
    """Join the arcs of one ring; consecutive arcs share their joining point."""
    pts: list[tuple[float, float]] = []
    for i in indices:
        arc = arcs[i] if i >= 0 else arcs[~i][::-1]
        pts.extend(arc if not pts else arc[1:])
    return unwrap(pts)


def unwrap(pts: list[tuple[float, float]]) -> list[tuple[float, float]]:
    """Make longitudes continuous across the antimeridian, then centre the ring near 0°."""
    out = [pts[0]]
    for lon, lat in pts[1:]:
        prev = out[-1][0]
        while lon - prev > 180:
            lon -= 360
        while lon - prev < -180:
            lon += 360
        out.append((lon, lat))
    lons = sorted(p[0] for p in out)
    shift = round(lons[len(lons) // 2] / 360) * 360
    return [(lon - shift, lat) for lon, lat in out]


def geometry_polygons(geom: dict, arcs: list[list[tuple[float, float]]]) -> list[Polygon]:
    if geom["type"] == "Polygon":
        polys = [geom["arcs"]]
    elif geom["type"] == "MultiPolygon":
        polys = geom["arcs"]
    else:
        return []
    out = []
    for rings in polys:
        shell, *holes = (ring_coords(r, arcs) for r in rings)
        poly = Polygon(shell, holes).buffer(0)
        if not poly.is_empty:
            out.append(poly)
    return out


def clipped(polys: list[Polygon]) -> MultiPolygon:
    geom = unary_union([p.intersection(REGION) for p in polys if p.intersects(REGION)])
    parts = [g for g in getattr(geom, "geoms", [geom]) if isinstance(g, Polygon) and not g.is_empty]
    return MultiPolygon(parts)


def rounded(geom_mapping: dict, digits: int = 3) -> dict:
    def r(obj):  # noqa: ANN001 - nested coordinate tuples
        if isinstance(obj, (list, tuple)) and obj and isinstance(obj[0], (int, float)):
            return [round(v, digits) for v in obj]
        return [r(o) for o in obj]

    return {"type": geom_mapping["type"], "coordinates": r(geom_mapping["coordinates"])}


def main(package_dir: str) -> None:
    pkg = Path(package_dir)
    land_topo = json.loads((pkg / "land-50m.json").read_text())
    land_arcs = decode_arcs(land_topo)
    land = [p for g in land_topo["objects"]["land"]["geometries"] for p in geometry_polygons(g, land_arcs)]
    features = [{"type": "Feature", "properties": {"name": "land"}, "geometry": rounded(mapping(clipped(land)))}]

    countries_topo = json.loads((pkg / "countries-50m.json").read_text())
    c_arcs = decode_arcs(countries_topo)
    for g in countries_topo["objects"]["countries"]["geometries"]:
        name = g.get("properties", {}).get("name")
        if name in COUNTRIES:
            features.append(
                {"type": "Feature", "properties": {"name": name},
                 "geometry": rounded(mapping(clipped(geometry_polygons(g, c_arcs))))}
            )
    doc = {
        "type": "FeatureCollection",
        "source": "Natural Earth 1:50m land and countries via npm world-atlas 2.0.2 (public domain)",
        "features": features,
    }
    OUT.parent.mkdir(parents=True, exist_ok=True)
    OUT.write_text(json.dumps(doc, separators=(",", ":")))
    print(f"wrote {OUT} ({OUT.stat().st_size // 1024} KiB)")


if __name__ == "__main__":
    main(sys.argv[1] if len(sys.argv) > 1 else "/tmp/package")
