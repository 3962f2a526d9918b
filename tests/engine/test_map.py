"""The standard map data: counts, geometry the rulebooks spell out, and validation of bad data."""

from __future__ import annotations

import copy
import json

import pytest

from diplomacy_desktop.engine.board import MAPS_DIR, MapDataError, parse_map, standard_map

RAW = json.loads((MAPS_DIR / "standard" / "map.json").read_text())


def test_standard_map_has_75_provinces_34_centres_22_home_centres() -> None:
    m = standard_map()
    assert len(m.provinces) == 75
    assert len(m.supply_centres) == 34
    assert sum(len(p.home_centres) for p in m.powers.values()) == 22
    kinds = [p.type for p in m.provinces.values()]
    assert (kinds.count("land"), kinds.count("coast"), kinds.count("sea")) == (14, 42, 19)


def test_adjacency_is_symmetric() -> None:
    m = standard_map()
    for a, targets in m.army_adjacency.items():
        for b in targets:
            assert a in m.army_adjacency[b]
    for a, targets in m.fleet_adjacency.items():
        for b in targets:
            assert a in m.fleet_adjacency[b]


@pytest.mark.parametrize("src,dst,ok", [
    ("rom", "tus", True), ("rom", "nap", True), ("rom", "ven", False), ("rom", "apu", False),  # diagram 3
    ("bla", "aeg", False), ("bal", "ska", False),  # must stop in con / den-swe
    ("hol", "kie", True), ("kie", "ber", True),  # the Kiel canal
    ("spa/nc", "lyo", False), ("spa/nc", "wes", False), ("spa/sc", "wes", True),
    ("swe", "nwy", True), ("den", "swe", True),
])
def test_fleet_geometry_from_the_rulebook(src: str, dst: str, ok: bool) -> None:
    m = standard_map()
    assert bool(m.fleet_coasts_reachable(src, dst)) is ok


def test_denmark_does_not_border_berlin_and_switzerland_is_absent() -> None:
    m = standard_map()
    assert "ber" not in m.army_adjacency["den"]
    assert "swi" not in m.provinces


def test_marseilles_reaches_only_the_south_coast_of_spain() -> None:
    assert standard_map().fleet_coasts_reachable("mar", "spa") == ["spa/sc"]


def test_asymmetric_or_unknown_entries_are_rejected_with_their_name() -> None:
    bad = copy.deepcopy(RAW)
    bad["army_edges"].append("par xyz")
    with pytest.raises(MapDataError, match="xyz"):
        parse_map(bad)
    bad = copy.deepcopy(RAW)
    bad["provinces"] = [p for p in bad["provinces"] if p["abbr"] != "tun"]
    with pytest.raises(MapDataError, match="tun"):
        parse_map(bad)


def test_wrong_centre_count_is_rejected() -> None:
    bad = copy.deepcopy(RAW)
    for p in bad["provinces"]:
        if p["abbr"] == "bel":
            p.pop("supply_centre")
    with pytest.raises(MapDataError, match="33 supply centres"):
        parse_map(bad)
