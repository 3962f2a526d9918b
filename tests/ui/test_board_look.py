"""The board read at a glance (issue 19): pieces big enough at fit-to-window, short moves and
dashed supports that show, centres coloured by their owner, a colour-blind palette remembered,
full names on hover, standoff marks that stay, and case files drawn by ``render``."""

from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest
from PySide6.QtCore import QPointF, QRectF, QSettings
from PySide6.QtGui import QColor, QHelpEvent, QImage, QPainter
from PySide6.QtWidgets import QApplication, QGraphicsScene, QToolTip

from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.cases import read_case
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.position import Position
from diplomacy_desktop.ui.board import palette as palettes
from diplomacy_desktop.ui.board.items import OrderItem, OrderStyle, PlaybackMark, UnitItem, body_path
from diplomacy_desktop.ui.board.playback import Playback
from diplomacy_desktop.ui.board.scene import BoardScene, DrawnOrder, board_geometry

from window_helpers import open_window

MIN_SHARE = 0.025
"""A piece at least 2.5% of the map's width at fit-to-window."""


def _case(phase: str, units: dict, orders: dict, **extra) -> tuple[Position, dict]:  # noqa: ANN003
    season, year, kind = phase.split()
    return read_case({"phase": {"season": season, "year": int(year), "type": kind}, "units": units,
                      "orders": orders, **extra}, standard_map())


def _piece_share(view, item: UnitItem) -> tuple[float, float]:  # noqa: ANN001
    """A piece's drawn width in viewport pixels, and that over the map's drawn width."""
    body = item.mapRectToScene(body_path(item.kind).boundingRect())
    piece = view.mapFromScene(body).boundingRect().width()
    board = view.mapFromScene(view.sceneRect()).boundingRect().width()
    return piece, piece / board


@pytest.mark.parametrize("size", [(1400, 900), (1920, 1080)])
def test_pieces_are_readable_at_fit_to_window_and_grow_with_the_zoom(qtbot, size) -> None:  # noqa: ANN001
    window = open_window(qtbot)
    window.resize(*size)
    qtbot.waitUntil(lambda: window.view.viewport().width() > 600)
    window.view.fit()
    for item in window.scene.unit_items():
        width, share = _piece_share(window.view, item)
        assert share >= MIN_SHARE, (item.power, item.location, width, share)
    item = window.scene.unit_items()[0]
    before, _ = _piece_share(window.view, item)
    window.view.set_zoom(2.0)
    after, _ = _piece_share(window.view, item)
    assert after == pytest.approx(2 * before, rel=0.1)


def test_pieces_in_the_lessons_window_are_readable_at_fit_to_window(qtbot) -> None:  # noqa: ANN001
    from diplomacy_desktop.teaching.catalogue import load_catalogue
    from diplomacy_desktop.ui.teaching.window import LessonsWindow

    window = LessonsWindow(load_catalogue(), settings=QSettings())
    qtbot.addWidget(window)
    with qtbot.waitExposed(window):
        window.show()
    assert window.open_lesson(window.catalogue.lessons[0].id)
    view = window.lesson_view.view
    qtbot.waitUntil(lambda: bool(window.lesson_view.scene.unit_items()))
    view.fit()
    for item in window.lesson_view.scene.unit_items():
        assert _piece_share(view, item)[1] >= MIN_SHARE


def test_army_and_fleet_differ_by_silhouette() -> None:
    army, fleet = body_path("A").boundingRect(), body_path("F").boundingRect()
    assert army.width() / army.height() < 1.2  # an upright block
    assert fleet.width() / fleet.height() > 1.25  # a long hull


def test_every_piece_carries_its_powers_letter(qapp) -> None:  # noqa: ANN001
    scene = BoardScene(standard_map())
    scene.sync(Game(standard_map()).position)
    letters = {item.power: item.letter for item in scene.unit_items()}
    assert len(letters) == 7 and all(letters.values())
    assert len(set(letters.values())) == 7  # one letter per power


def _visible_length(scene: BoardScene, order: str, power: str) -> float:
    scene.show_orders([DrawnOrder(power, read_order(order, game_map=standard_map()))])
    (item,) = scene.order_items()
    src = scene.piece_item((power, order[0], order.split()[1], False))
    assert src is not None
    body = src.mapToScene(body_path(src.kind)).boundingRect()
    path = item.mapToScene(item._path)
    assert not any(body.contains(path.pointAtPercent(t / 20)) for t in range(21)), order  # from its edge
    return item._path.length()


@pytest.mark.parametrize("order, power", [("A lvp - yor", "england"), ("A mun - ruh", "germany"),
                                          ("F kie - den", "germany")])
def test_short_moves_show_between_the_pieces(qapp, order: str, power: str) -> None:  # noqa: ANN001
    scene = BoardScene(standard_map())
    scene.sync(Game(standard_map()).position)
    assert _visible_length(scene, order, power) >= 28.0  # board units: twice the arrow head


def _line_runs(item: OrderItem, scale: float) -> int:
    """How many separate strokes a horizontal line shows along its middle, drawn at ``scale``."""
    scene = QGraphicsScene()
    scene.addItem(item)
    width = round(220 * scale)
    image = QImage(width, round(40 * scale), QImage.Format.Format_ARGB32)
    image.fill(QColor("#efe6cf"))
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), QRectF(-10, -20, 220, 40))
    painter.end()
    y = image.height() // 2
    background = QColor("#efe6cf")
    on = [abs(QColor(image.pixel(x, y)).lightness() - background.lightness()) > 25 for x in range(width)]
    return sum(1 for a, b in zip([False, *on], on) if b and not a)


@pytest.mark.parametrize("line", [OrderItem.DASHED, OrderItem.DOTTED])
def test_supports_and_convoys_show_their_dashes_at_fit_to_window(qapp, line: str) -> None:  # noqa: ANN001
    """0.6 px a board unit is the 1400 x 900 window's fit; a dashed line there must not read as solid."""
    item = OrderItem([QPointF(0, 0), QPointF(200, 0)], OrderStyle("#c8102e"), line=line, head=False, width=3.0)
    assert _line_runs(item, 0.6) >= 10


def _colour_inside(scene: BoardScene, province: str) -> str:
    """The colour most of a province is drawn in (pieces, labels and markers aside)."""
    rect = scene.sceneRect()
    image = QImage(round(rect.width()), round(rect.height()), QImage.Format.Format_ARGB32)
    image.fill(QColor("white"))
    painter = QPainter(image)
    scene.render(painter, QRectF(0, 0, image.width(), image.height()), rect)
    painter.end()
    shape = board_geometry().provinces[province]
    x0, y0, x1, y1 = shape.bounds
    counts: Counter[str] = Counter()
    from shapely.geometry import Point

    for i in range(40):
        for j in range(40):
            x, y = x0 + (x1 - x0) * (i + 0.5) / 40, y0 + (y1 - y0) * (j + 0.5) / 40
            if shape.contains(Point(x, y)):
                counts[QColor(image.pixel(int(x), int(y))).name()] += 1
    return counts.most_common(1)[0][0]


def test_owned_centres_are_coloured_by_their_owner(qtbot) -> None:  # noqa: ANN001
    game = Game(standard_map())
    centres = dict(game.position.centres) | {"hol": "germany", "par": "germany"}
    position = Position(game.position.phase, {"germany": game.position.units["germany"]}, centres)
    scene = BoardScene(standard_map())
    scene.sync(position)
    germany = palettes.CLASSIC.tint("germany")
    assert scene.land_colours()["hol"] == germany
    assert _colour_inside(scene, "hol") == germany
    assert _colour_inside(scene, "par") == germany  # a home centre held by another power shows the holder
    assert _colour_inside(scene, "bel") == palettes.CLASSIC.land  # neutral stays neutral
    scene.sync(game.position)  # back in the history: Holland neutral again (drawn in the background)
    qtbot.waitUntil(lambda: not scene.map_item().pending(), timeout=10000)
    assert _colour_inside(scene, "hol") == palettes.CLASSIC.land


def test_the_palette_is_chosen_in_the_view_menu_and_remembered(qtbot) -> None:  # noqa: ANN001
    settings = QSettings()
    window = open_window(qtbot)
    window.prefs.settings = settings
    assert window.palette_menu.menuAction() in window.view_menu.actions()
    window.palette_menu.actions_by_key["okabe-ito"].trigger()
    try:
        colours = {item.power: item._colour.name() for item in window.scene.unit_items()}
        assert colours["germany"] == palettes.OKABE_ITO.piece("germany")
        assert colours["russia"] == palettes.OKABE_ITO.piece("russia")
        assert _colour_inside(window.scene, "nth") == palettes.OKABE_ITO.sea
        again = open_window(qtbot)
        assert again.prefs.palette == "okabe-ito"
        assert again.palette_menu.actions_by_key["okabe-ito"].isChecked()
        assert {i.power: i._colour.name() for i in again.scene.unit_items()}["italy"] == \
            palettes.OKABE_ITO.piece("italy")
    finally:
        palettes.use("classic")
        settings.remove("board/palette")


def test_the_palette_menu_speaks_the_players_language(qtbot, language) -> None:  # noqa: ANN001
    window = open_window(qtbot)
    language("es")
    QApplication.processEvents()
    assert window.palette_menu.title() == "&Colores"
    assert "Okabe" in window.palette_menu.actions_by_key["okabe-ito"].text()
    assert window.palette_menu.actions_by_key["classic"].text() != "&Classic colours"


def test_hovering_a_province_shows_its_full_name_in_the_players_language(qtbot, language) -> None:  # noqa: ANN001
    language("es")
    window = open_window(qtbot)
    view = window.view
    label = window.scene.anchors.labels["bel"]
    at = view.mapFromScene(QPointF(*label))
    assert window.scene.tooltip_at(QPointF(*label)) == "Bélgica"
    QApplication.sendEvent(view.viewport(), QHelpEvent(QHelpEvent.Type.ToolTip, at, view.viewport().mapToGlobal(at)))
    qtbot.waitUntil(QToolTip.isVisible, timeout=2000)
    assert QToolTip.text() == "Bélgica"
    piece = window.scene.unit_point("stp/sc")
    assert window.scene.tooltip_at(piece) == "San Petersburgo (costa sur)"


def test_a_standoff_mark_stays_until_the_next_phase_is_shown(qapp) -> None:  # noqa: ANN001
    position, orders = _case("spring 1901 movement", {"germany": ["A ber"], "russia": ["A war"]},
                             {"germany": ["A ber - sil"], "russia": ["A war - sil"]})
    scene = BoardScene(standard_map())
    playback = Playback(scene)
    resolution = adjudicate(position, orders, standard_map())
    playback.load(position, resolution, start=False)
    playback.skip_to_end()
    assert playback.is_done()
    marks = [i for i in scene.items() if isinstance(i, PlaybackMark) and i.kind == PlaybackMark.STANDOFF]
    assert len(marks) == 1 and marks[0].opacity() == 1.0 and marks[0].isVisible()
    label = scene.anchors.labels["sil"]
    assert (marks[0].pos() - QPointF(*label)).manhattanLength() < 1
    scene.sync(resolution.position)  # the next phase is shown
    assert not [i for i in scene.items() if isinstance(i, PlaybackMark)]


CASE = {"id": "Lvp-Yor", "phase": {"season": "spring", "year": 1901, "type": "movement"},
        "units": {"england": ["A lvp", "F lon"], "germany": ["A mun"], "france": ["A bur", "A par"]},
        "supply_centers": {"england": ["lon", "lvp", "edi", "bel"], "germany": ["ber", "mun", "kie", "par"]},
        "orders": {"england": ["A lvp - yor"], "germany": ["A mun - ruh"],
                   "france": ["A bur - mun", "A par S A bur - mun"]}}


def _run_cli(*args: str) -> int:
    from diplomacy_desktop.cli import main

    return main(list(args))


def test_render_draws_a_case_file_with_its_orders_and_owners(qapp, tmp_path: Path) -> None:  # noqa: ANN001
    case_file = tmp_path / "case.json"
    case_file.write_text(json.dumps(CASE), encoding="utf-8")
    out = tmp_path / "case.png"
    assert _run_cli("render", str(case_file), str(out), "--width", "1600") == 0
    image = QImage(str(out))
    assert image.width() == 1600
    # Belgium is English in the case: drawn in England's tint, and Paris in Germany's
    shape = board_geometry().provinces["bel"]
    point = shape.representative_point()
    near = Counter(QColor(image.pixel(round(point.x + dx), round(point.y + dy))).name()
                   for dx in range(-6, 7, 3) for dy in range(-6, 7, 3))
    assert palettes.CLASSIC.tint("england") in near
    # the orders are drawn: the same position without them differs where the arrows are
    bare = tmp_path / "bare.json"
    bare.write_text(json.dumps({**CASE, "orders": {}}), encoding="utf-8")
    assert _run_cli("render", str(bare), str(tmp_path / "bare.png"), "--width", "1600") == 0
    other = QImage(str(tmp_path / "bare.png"))
    x0, y0 = 640, 790  # between Burgundy and Munich, at 1600 px one pixel a board unit
    differing = sum(1 for x in range(x0 - 60, x0 + 60, 2) for y in range(y0 - 40, y0 + 40, 2)
                    if image.pixel(x, y) != other.pixel(x, y))
    assert differing > 50


def test_render_refuses_a_bad_case_file_with_one_line(tmp_path: Path, capsys) -> None:  # noqa: ANN001
    case_file = tmp_path / "case.json"
    case_file.write_text(json.dumps({**CASE, "units": {"england": ["A xyz"]}}), encoding="utf-8")
    assert _run_cli("render", str(case_file), str(tmp_path / "out.png")) == 2
    err = capsys.readouterr().err
    assert err.startswith("render: ") and "units" in err and err.count("\n") == 1
    assert not (tmp_path / "out.png").exists()


def test_the_games_render_and_a_case_render_draw_the_same_board(qapp, tmp_path: Path) -> None:  # noqa: ANN001
    """The sandbox's case of a game's position renders as the game does (one drawing for both)."""
    from diplomacy_desktop.engine.cases import write_case
    from diplomacy_desktop.ui.render_game import render_case_png, render_game_png

    game = Game(standard_map())
    render_game_png(game, tmp_path / "game.png", width=800)
    render_case_png({**write_case(game.position), "orders": {}}, tmp_path / "case.png", width=800)
    a, b = QImage(str(tmp_path / "game.png")), QImage(str(tmp_path / "case.png"))
    # every unit without orders holds in the case (judged): compare away from the rings, in the sea
    assert a.size() == b.size()
    assert a.pixel(40, 600) == b.pixel(40, 600)


def test_the_window_recolours_a_captured_centre_without_waiting_for_the_drawing(qtbot) -> None:  # noqa: ANN001
    """In the window the new colours are drawn in the background: the board keeps the old
    drawing meanwhile (stepping through the history never waits), then shows the owner."""
    window = open_window(qtbot)
    window.resize(1400, 900)
    qtbot.wait(50)
    window.view.fit()
    window.view.viewport().grab()  # painted once: a drawing to keep showing
    game = Game(standard_map())
    centres = dict(game.position.centres) | {"hol": "germany"}
    window.scene.sync(Position(game.position.phase, game.position.units, centres))
    assert window.scene.map_item().pending()
    qtbot.waitUntil(lambda: not window.scene.map_item().pending(), timeout=10000)
    shape = board_geometry().provinces["hol"]
    from shapely.geometry import Point

    image = window.view.viewport().grab().toImage()
    seen = Counter()
    x0, y0, x1, y1 = shape.bounds
    for i in range(30):
        for j in range(30):
            x, y = x0 + (x1 - x0) * (i + 0.5) / 30, y0 + (y1 - y0) * (j + 0.5) / 30
            if shape.contains(Point(x, y)):
                at = window.view.mapFromScene(QPointF(x, y))
                seen[QColor(image.pixel(at)).name()] += 1
    assert seen.most_common(1)[0][0] == palettes.CLASSIC.tint("germany")


def test_crowded_pieces_are_spread_within_their_provinces(qapp) -> None:  # noqa: ANN001
    """Belgium and Holland's anchors are 29 units apart: both pieces' letters must show."""
    scene = BoardScene(standard_map())
    geometry = board_geometry()
    for a, b in (("bel", "hol"), ("lvp", "yor"), ("cly", "edi")):
        pa, pb = scene.unit_point(a), scene.unit_point(b)
        assert (pa - pb).manhattanLength() > 0 and ((pa.x() - pb.x()) ** 2 + (pa.y() - pb.y()) ** 2) ** 0.5 >= 35.9
        assert geometry.province_at(pa.x(), pa.y()) == a and geometry.province_at(pb.x(), pb.y()) == b
