"""The board plays a judged phase: pieces slide, bounce, are pushed off and fade, and the end is
exactly the engine's next position (pieces on their anchors, kept rather than drawn anew).

The animations are seeked rather than waited for, so these tests do not depend on the clock;
one test lets the event loop run a fast playback to its end, as a player would watch it.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF

from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import read_case
from diplomacy_desktop.engine.orders import Unit
from diplomacy_desktop.engine.position import Position
from diplomacy_desktop.replay.plan import Row
from diplomacy_desktop.ui.board.items import DISLODGED_TILT, PlaybackMark
from diplomacy_desktop.ui.board.playback import Playback
from diplomacy_desktop.ui.board.scene import BoardScene, piece_key


def _case(phase: str, units: dict, orders: dict, **extra: Any) -> tuple[Position, dict]:
    season, year, kind = phase.split()
    return read_case({"phase": {"season": season, "year": int(year), "type": kind}, "units": units,
                      "orders": orders, **extra}, standard_map())


def _loaded(position: Position, orders: dict) -> tuple[BoardScene, Playback, Any]:
    scene = BoardScene(standard_map())
    playback = Playback(scene)
    resolution = adjudicate(position, orders, standard_map())
    playback.load(position, resolution, start=False)
    return scene, playback, resolution


def _at(scene: BoardScene, power: str, unit: Unit, dislodged: bool = False) -> QPointF:
    item = scene.piece_item(piece_key(power, unit, dislodged))
    assert item is not None, f"no piece for {power} {unit}"
    return item.pos()


def _seek(playback: Playback, fraction: float) -> None:
    group = playback.group
    assert group is not None
    group.start()
    group.pause()
    group.setCurrentTime(round(group.totalDuration() * fraction))


def _close(a: QPointF, b: QPointF) -> bool:
    return abs(a.x() - b.x()) < 0.01 and abs(a.y() - b.y()) < 0.01


BUSY = ("spring 1901 movement",
        {"germany": ["A mun", "A ruh", "A ber", "F kie"], "france": ["A bur", "A par"], "russia": ["A war"],
         "england": ["A lon", "F nth", "F eng"]},
        {"germany": ["A mun - bur", "A ruh S A mun - bur", "A ber - sil", "F kie - hol"],
         "france": ["A bur H", "A par - pic"], "russia": ["A war - sil"],
         "england": ["A lon - bel", "F nth C A lon - bel", "F eng - pic"]})


def test_the_end_of_a_playback_is_the_engines_position_with_the_same_pieces(qapp) -> None:
    scene, playback, resolution = _loaded(*_case(*BUSY))
    kept = scene.piece_item(piece_key("germany", Unit("A", "mun")))
    playback.skip_to_end()
    assert playback.is_done()
    after = resolution.position
    want = {piece_key(p, u) for p, u in after.all_units()} | {piece_key(d.power, d.unit, True)
                                                               for d in after.dislodged}
    assert {piece_key(i.power, Unit(i.kind, i.location), i.dislodged) for i in scene.unit_items()} == want
    for item in scene.unit_items():
        assert _close(item.pos(), scene.unit_point(item.location, item.dislodged)), item.location
        assert item.opacity() == 1.0
    # the piece that moved to Burgundy is the same object that stood in Munich: it slid there
    assert scene.piece_item(piece_key("germany", Unit("A", "bur"))) is kept
    bur = scene.piece_item(piece_key("france", Unit("A", "bur"), True))
    assert bur is not None and bur.rotation() == DISLODGED_TILT and bur.alarm == 1.0
    assert any(item.style.failed for item in scene.order_items()), "outcomes are drawn at the end"


def test_a_convoyed_army_passes_over_its_fleet_halfway(qapp) -> None:
    scene, playback, _ = _loaded(*_case("spring 1901 movement", {"england": ["A lon", "F eng", "F mao", "F wes"]},
                                        {"england": ["A lon - tun", "F wes C A lon - tun", "F eng C A lon - tun",
                                                     "F mao C A lon - tun"]}))
    item = scene.piece_item(piece_key("england", Unit("A", "lon")))
    mao = scene.unit_point("mao")
    start = item.pos()
    _seek(playback, 0.5)
    middle = item.pos()
    # half way along lon -> eng -> mao -> wes -> tun the army is near the Mid-Atlantic fleet, far from London
    assert (middle - mao).manhattanLength() < (start - mao).manhattanLength() / 2
    _seek(playback, 1.0)
    playback.skip_to_end()
    assert _close(scene.piece_item(piece_key("england", Unit("A", "tun"))).pos(), scene.unit_point("tun"))


def test_a_bounce_advances_comes_back_and_leaves_a_standoff_mark(qapp) -> None:
    scene, playback, _ = _loaded(*_case("spring 1901 movement", {"germany": ["A ber"], "russia": ["A war"]},
                                        {"germany": ["A ber - sil"], "russia": ["A war - sil"]}))
    home = scene.unit_point("ber")
    sil = scene.unit_point("sil")
    _seek(playback, 0.33)  # the bounce beat runs its first half by then
    ber = _at(scene, "germany", Unit("A", "ber"))
    assert (ber - sil).manhattanLength() < (home - sil).manhattanLength()
    marks = [i for i in scene.items() if isinstance(i, PlaybackMark) and i.kind == PlaybackMark.STANDOFF]
    assert len(marks) == 1
    playback.group.setCurrentTime(playback.group.totalDuration() - 1)
    assert marks[0].opacity() > 0.9
    playback.skip_to_end()
    assert _close(_at(scene, "germany", Unit("A", "ber")), home)


def test_seeking_back_to_the_start_puts_every_piece_home(qapp) -> None:
    position, orders = _case(*BUSY)
    scene, playback, _ = _loaded(position, orders)
    _seek(playback, 0.7)
    playback.group.setCurrentTime(0)
    for power, unit in position.all_units():
        assert _close(_at(scene, power, unit), scene.unit_point(unit.location)), unit


def test_builds_appear_and_removals_fade(qapp) -> None:
    scene, playback, _ = _loaded(*_case("winter 1901 adjustments", {"russia": ["A mos", "F sev", "A ukr", "A gal"],
                                                                    "france": ["A bur"]},
                                        {"russia": [], "france": ["A par B"]},
                                        supply_centers={"russia": ["mos", "sev", "war"],
                                                        "france": ["par", "bre", "spa"]}))
    built = scene.piece_item(piece_key("france", Unit("A", "par")))
    assert built is not None and built.opacity() == 0.0
    _seek(playback, 0.999)
    assert built.opacity() > 0.95
    assert scene.piece_item(piece_key("russia", Unit("A", "gal"))).opacity() < 0.05
    playback.skip_to_end()
    assert scene.piece_item(piece_key("russia", Unit("A", "gal"))) is None
    assert scene.piece_item(piece_key("france", Unit("A", "par"))) is built


def test_step_stops_after_one_beat_and_rows_follow(qapp, qtbot) -> None:
    scene, playback, _ = _loaded(*_case(*BUSY))
    playback.set_speed(3.0)
    seen: list[list[Row]] = []
    playback.rowsChanged.connect(seen.append)
    playback.step()
    qtbot.waitUntil(lambda: not playback.is_playing(), timeout=5000)
    assert not playback.is_done() and playback.beat_index() == 1
    assert seen[0] and all(isinstance(r, Row) for r in seen[0])
    playback.play()
    qtbot.waitUntil(playback.is_done, timeout=10000)
    assert seen[-1] == []


def test_replaying_one_row_animates_only_that_order_then_shows_the_end(qapp, qtbot) -> None:
    scene, playback, _ = _loaded(*_case(*BUSY))
    playback.set_speed(3.0)
    assert playback.play_row(Row("russia", 0))
    war = _at(scene, "russia", Unit("A", "war"))
    mun = _at(scene, "germany", Unit("A", "mun"))  # the moves beat is over when the bounce replays
    assert _close(mun, scene.unit_point("bur"))
    assert _close(war, scene.unit_point("war"))
    qtbot.waitUntil(playback.is_done, timeout=5000)
    assert _close(_at(scene, "russia", Unit("A", "war")), scene.unit_point("war"))


def test_with_motion_off_the_end_shows_at_once(qapp) -> None:
    scene = BoardScene(standard_map())
    playback = Playback(scene)
    playback.set_motion(False)
    position, orders = _case(*BUSY)
    playback.load(position, adjudicate(position, orders, standard_map()))
    assert playback.is_done() and not playback.is_playing()
