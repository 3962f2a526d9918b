"""Convoy arrows run through the fleets the engine says carried the army, in route order."""

from __future__ import annotations

from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import read_case
from diplomacy_desktop.ui.board.scene import BoardScene, DrawnOrder, drawn_results

CASE = {"phase": {"season": "spring", "year": 1901, "type": "movement"},
        "units": {"england": ["A lon", "F eng", "F mao", "F wes"]},
        # Given in scrambled order: the arrow must still run London - Channel - Mid-Atlantic - West Med.
        "orders": {"england": ["F wes C A lon - tun", "A lon - tun", "F mao C A lon - tun", "F eng C A lon - tun"]}}


def _arrow_through(scene: BoardScene, order_index: int) -> list:
    arrows = [item for item in scene.order_items() if len(item.points) >= 3]
    assert arrows, "no convoy arrow drawn"
    return arrows[0].points


def test_the_judged_convoy_arrow_follows_the_engines_route(qapp) -> None:
    position, orders = read_case(CASE, standard_map())
    resolution = adjudicate(position, orders, standard_map())
    scene = BoardScene(standard_map())
    scene.show_position(position)
    drawn = drawn_results(resolution)
    move = next(d for d in drawn if d.route)
    assert [u.location for u in move.route] == ["eng", "mao", "wes"]
    scene.show_orders(drawn)
    points = _arrow_through(scene, 1)
    assert points[1:4] == [scene.unit_point(loc) for loc in ("eng", "mao", "wes")]


def test_a_pending_convoy_arrow_asks_the_engine_for_the_route(qapp) -> None:
    position, orders = read_case(CASE, standard_map())
    scene = BoardScene(standard_map())
    scene.show_position(position)
    scene.show_orders([DrawnOrder("england", o) for o in orders["england"]])
    points = _arrow_through(scene, 1)
    assert points[1:4] == [scene.unit_point(loc) for loc in ("eng", "mao", "wes")]
