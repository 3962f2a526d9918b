"""What the board draws on top of the map: pieces, centre markers, order arrows, highlights.

Every item paints itself in board units (the SVG's viewBox), so the view can zoom freely and
the same scene renders to a PNG headless. Pieces, orders, highlights and the playback's marks are
``QGraphicsObject`` s, so the playback animates their ``pos``, ``opacity``, ``rotation``, ``scale``
(and a piece's ``alarm``, its dislodged look) with ``QPropertyAnimation``. Pieces have two silhouettes (an army is a
fort, a block with battlements; a fleet is a ship's hull with its bridge) so army and fleet differ by shape, not
only by colour, and carry their power's letter, so colour is never the only cue. Every piece has the
same dark outline, which stands out from every province colour (:mod:`.palette` measures it);
every arrow has a casing that contrasts with its power's colour.
"""

from __future__ import annotations

import atexit
import math
import os
import threading
from dataclasses import dataclass
from typing import TYPE_CHECKING

from PySide6.QtCore import Property, QByteArray, QObject, QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (QBrush, QColor, QFont, QFontMetricsF, QImage, QPainter, QPainterPath, QPainterPathStroker,
                           QPen, QPixmap, QPolygonF)
from PySide6.QtWidgets import QGraphicsItem, QGraphicsObject, QWidget

from . import map_cache
from .palette import INK as INK_HEX, letter_colour, rim_for

if TYPE_CHECKING:  # QtSvg loads when the SVG is first drawn (a start that reads the map back never does)
    from PySide6.QtSvg import QSvgRenderer
    from PySide6.QtWidgets import QStyleOptionGraphicsItem  # (named only: importing it makes its enums, 1.5 ms)

UNIT_RADIUS = 21.0
"""Half the width of a piece, in board units: a piece is 42 units wide, 2.6% of the board's
1600, so at fit-to-window it is as readable as the printed game's (about 25 px in a 1400 x 900
window); it scales with the zoom like the map."""
DISLODGED_OFFSET = QPointF(17.0, 14.0)
"""Fallback offset of a dislodged piece when its province has no label anchor."""
DISLODGED_SHIFT = 30.0
"""How far a dislodged piece moves from its anchor (toward the province label)."""
DISLODGED_TILT = 18.0
"""A dislodged piece is tipped over by this many degrees, as players do on a real board."""
INK = QColor(INK_HEX)
FAILED = QColor("#d0021b")
SELECTED = QColor("#ff8c00")
TARGET = QColor(255, 214, 0, 110)
HOVER = QColor(255, 255, 255, 70)
ITEM_CACHE = QGraphicsItem.CacheMode.DeviceCoordinateCache
"""Every item keeps its drawing in a pixmap per zoom level: a playback frame moves and fades
pixmaps instead of running each item's Python paint code again."""
CLOSED = QBrush(QColor(70, 70, 70, 150), Qt.BrushStyle.BDiagPattern)
"""Hatching over provinces no unit may enter (neutral Italy in the 1914 game)."""


def casing_for(colour: QColor) -> QColor:
    """Dark outline for light colours, light outline for dark ones (black Germany)."""
    return QColor("#f4f4f4") if colour.lightnessF() < 0.3 else INK


def luminance(colour: QColor) -> float:
    """Relative luminance (WCAG): how bright a colour looks, 0 black to 1 white."""
    def linear(c: float) -> float:
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    return 0.2126 * linear(colour.redF()) + 0.7152 * linear(colour.greenF()) + 0.0722 * linear(colour.blueF())


def lighter(colour: QColor, alpha: int) -> QColor:
    c = QColor(colour)
    c.setAlpha(alpha)
    return c


# ---------------------------------------------------------------------------------------
# The map
# ---------------------------------------------------------------------------------------

_DRAWING: list[threading.Thread] = []
"""Map drawings under way on worker threads."""


@atexit.register
def _finish_drawings() -> None:
    """Let a background drawing end before Qt is torn down at exit (atexit runs this first:
    it is registered after PySide's own clean-up)."""
    while _DRAWING:
        _DRAWING.pop().join(5.0)


class _Mailbox(QObject):
    """Brings a drawing made on a worker thread back to the GUI thread (a queued signal).

    One for the whole application, never deleted: a worker emits on it while the board it drew
    for may be closing, and emitting on a QObject that Qt deletes at that moment crashes the
    process. The drawing is handed to its map item only if that item still exists."""

    ready = Signal(object, int, float, QImage)

    def __init__(self) -> None:
        super().__init__()
        self.ready.connect(self._deliver)

    def _deliver(self, item: MapItem, generation: int, scale: float, image: QImage) -> None:
        from shiboken6 import isValid  # noqa: PLC0415 - only once a background drawing is back

        if isValid(item):
            item._delivered(generation, scale, image)


_MAILBOX: list[_Mailbox] = []
"""The application's one mailbox, made on the GUI thread when the first drawing goes out."""

_ONE_AT_A_TIME = threading.Lock()
"""Background drawings run one after another: each uses Qt's SVG and font machinery, and only
the newest is shown anyway."""


class MapItem(QGraphicsItem):
    """The board drawing, drawn once per zoom level into a pixmap that every frame reuses.

    A full SVG redraw costs 50-200 ms at 1080p, which would make a playback stutter; blitting the
    pixmap costs a millisecond or two. Past ``max_px`` device pixels (deep zoom) the pixmap
    would be too big to keep, so the map is drawn directly, clipped to what is exposed.

    With ``disk_cache`` the first drawing is also kept on disk (:mod:`.map_cache`), and read
    back instead of drawn when the next start needs the same one. The SVG is parsed only when
    something has to be drawn from it, so a start that reads the drawing back never parses it."""

    def __init__(self, drawing: QByteArray, rect: QRectF, max_px: int, *, disk_cache: bool = False) -> None:
        super().__init__()
        self._drawing = QByteArray(drawing)
        self._renderer: QSvgRenderer | None = None
        self._digest: str | None = None
        self._rect = QRectF(rect)
        self._max_px = max_px
        self._pixmap: QPixmap | None = None
        self._scale = 0.0
        self._disk_cache = disk_cache
        self._drawn_once = False
        self._generation = 0
        """Counts the drawings asked for; ``_shown`` is the one the pixmap holds."""
        self._shown = 0
        self.setZValue(0)
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemUsesExtendedStyleOption)

    def boundingRect(self) -> QRectF:
        return self._rect

    def renderer(self) -> QSvgRenderer:
        """The SVG renderer, built when first needed."""
        if self._renderer is None:
            from PySide6.QtSvg import QSvgRenderer

            self._renderer = QSvgRenderer(self._drawing)
        return self._renderer

    def set_drawing(self, drawing: QByteArray, *, in_background: bool = False) -> None:
        """Another SVG (labels in another language, land in its owners' colours): forget the
        cached pixmap and renderer. ``in_background``: keep showing the old drawing while the
        new one is drawn on a worker thread (a few hundred ms at 1080p), so stepping through the
        history or the end of a Fall playback never waits for it."""
        self._drawing = QByteArray(drawing)
        self._renderer = None
        self._digest = None
        self._generation += 1
        pixmap = self._pixmap
        if in_background and pixmap is not None and not pixmap.isNull() and self.scene() is not None:
            self._draw_later(self._generation, pixmap.width(), pixmap.height(), self._scale)
            return
        self.redraw()

    def _draw_later(self, generation: int, width: int, height: int, scale: float) -> None:
        if not _MAILBOX:
            _MAILBOX.append(_Mailbox())
        mailbox, data = _MAILBOX[0], bytes(self._drawing.data())

        def draw() -> None:
            from PySide6.QtSvg import QSvgRenderer

            try:  # below the GUI thread, so a playback's frames come first (Linux: per thread)
                os.setpriority(os.PRIO_PROCESS, threading.get_native_id(), 10)
            except (AttributeError, OSError):
                pass

            with _ONE_AT_A_TIME:
                if generation != self._generation:  # a newer drawing was asked for meanwhile
                    return
                image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
                image.fill(Qt.GlobalColor.transparent)
                painter = QPainter(image)
                painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
                QSvgRenderer(QByteArray(data)).render(painter, QRectF(0, 0, width, height))
                painter.end()
            mailbox.ready.emit(self, generation, scale, image)

        _DRAWING[:] = [t for t in _DRAWING if t.is_alive()]
        thread = threading.Thread(target=draw, name="map-redraw", daemon=True)
        _DRAWING.append(thread)
        thread.start()

    def _delivered(self, generation: int, scale: float, image: QImage) -> None:
        """A drawing made in the background: shown if it is still the one wanted at this zoom."""
        if generation != self._generation or self._pixmap is None or abs(scale - self._scale) > 1e-4:
            return
        self._pixmap = QPixmap.fromImage(image)
        self._shown = generation
        self.update()

    def pending(self) -> bool:
        """True while a new drawing is being made in the background (tests wait for it)."""
        return self._pixmap is not None and self._generation != self._shown

    def redraw(self) -> None:
        """The drawing changed (labels in another language): forget the cached pixmap."""
        self._pixmap = None
        self.update()

    def _key(self, width: int, height: int, ratio: float) -> str:
        if self._digest is None:
            self._digest = map_cache.svg_digest(self._drawing.data())
        return map_cache.drawing_key(self._digest, width, height, ratio)

    def _image(self, width: int, height: int, ratio: float) -> QImage:
        """The drawing ``width`` x ``height`` device pixels: from the disk cache, else from the SVG."""
        key = ""
        if self._disk_cache:
            key = self._key(width, height, ratio)
            image = map_cache.load(key, width, height)
            if image is not None:
                self._drawn_once = True
                return image
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        p = QPainter(image)
        p.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
        self.renderer().render(p, QRectF(0, 0, width, height))
        p.end()
        if key and not self._drawn_once:  # the start-up drawing, for the next start
            map_cache.store(key, image)
        self._drawn_once = True
        return image

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        transform = painter.worldTransform()
        scale = math.hypot(transform.m11(), transform.m12())
        width, height = round(self._rect.width() * scale), round(self._rect.height() * scale)
        if max(width, height) > self._max_px or width < 1 or height < 1:
            painter.save()
            painter.setClipRect(option.exposedRect)
            self.renderer().render(painter, self._rect)
            painter.restore()
            return
        if self._pixmap is None or abs(scale - self._scale) > 1e-4:
            device = painter.device()
            ratio = device.devicePixelRatioF() if device is not None else 1.0
            self._pixmap, self._scale = QPixmap.fromImage(self._image(width, height, ratio)), scale
            self._shown = self._generation
        # drawn 1:1 at a whole device pixel: a plain copy, no resampling
        corner = transform.map(self._rect.topLeft())
        painter.save()
        painter.resetTransform()
        painter.drawPixmap(round(corner.x()), round(corner.y()), self._pixmap)
        painter.restore()


# ---------------------------------------------------------------------------------------
# Pieces and markers
# ---------------------------------------------------------------------------------------

def _rect_path(x0: float, y0: float, x1: float, y1: float, radius: float = 0.0) -> QPainterPath:
    path = QPainterPath()
    if radius:
        path.addRoundedRect(QRectF(x0, y0, x1 - x0, y1 - y0), radius, radius)
    else:
        path.addRect(QRectF(x0, y0, x1 - x0, y1 - y0))
    return path


def army_path(r: float = UNIT_RADIUS) -> QPainterPath:
    """A fort: a block on a wider footing with three battlements on top, upright and square,
    so it reads as a land piece and never as the flat, pointed ship (:func:`fleet_path`)."""
    path = _rect_path(-0.84 * r, -0.5 * r, 0.84 * r, 0.62 * r, 0.08 * r)
    path = path.united(_rect_path(-r, 0.5 * r, r, 0.84 * r, 0.08 * r))
    for x in (-0.84 * r, -0.2 * r, 0.44 * r):
        path = path.united(_rect_path(x, -0.9 * r, x + 0.4 * r, -0.4 * r, 0.05 * r))
    return path.simplified()


def fleet_path(r: float = UNIT_RADIUS) -> QPainterPath:
    """A ship seen from the side: a long hull with a raked bow and a bridge amidships, wider than
    tall, so it reads as a fleet and never as the square fort (:func:`army_path`)."""
    hull = QPainterPath()
    hull.addPolygon(QPolygonF([QPointF(-r, -0.12 * r), QPointF(r, -0.12 * r), QPointF(0.66 * r, 0.66 * r),
                               QPointF(-0.8 * r, 0.66 * r)]))
    hull.closeSubpath()
    bridge = _rect_path(-0.5 * r, -0.62 * r, 0.4 * r, 0.0, 0.06 * r)
    funnel = _rect_path(-0.2 * r, -0.92 * r, 0.08 * r, -0.5 * r, 0.04 * r)
    return hull.united(bridge).united(funnel).simplified()


_BODIES: dict[str, QPainterPath] = {}


def body_path(kind: str) -> QPainterPath:
    """A piece's silhouette (``"A"`` or ``"F"``), around its anchor (made once, then shared)."""
    key = str(kind)
    path = _BODIES.get(key)
    if path is None:
        path = _BODIES[key] = army_path() if key == "A" else fleet_path()
    return path


_HITS: dict[str, QPainterPath] = {}


def hit_path(kind: str) -> QPainterPath:
    """What a click on a piece hits: its silhouette with its outline, around its anchor (made
    once per kind, then shared: uniting the outline with the body for each of the 22 pieces of
    a start took 4 ms before the board could show)."""
    key = str(kind)
    path = _HITS.get(key)
    if path is None:
        stroker = QPainterPathStroker()
        stroker.setWidth(4.0)
        body = body_path(key)
        path = _HITS[key] = stroker.createStroke(body).united(body)
    return path


def _letter_font() -> QFont:
    font = QFont("DejaVu Sans")
    font.setPixelSize(round(UNIT_RADIUS * 0.82))  # board units: scales with the piece
    font.setBold(True)
    return font


@dataclass(frozen=True)
class _PieceLook:
    """What a piece looks like, apart from where it stands: the key of its shared picture."""

    kind: str
    colour: str
    rim: str | None
    letter: str
    ink: str
    """The letter's colour."""


def _piece_box(kind: str) -> QRectF:
    """The silhouette with its outline and shadow, in board units around the anchor."""
    return body_path(kind).boundingRect().adjusted(-2.5, -2.5, 4.5, 4.5)


_PICTURES: dict[tuple[_PieceLook, int], QImage] = {}


def _piece_image(look: _PieceLook, scale: float) -> QImage:
    """A piece drawn at ``scale`` device pixels a board unit, made once and shared by every
    piece of that look (one per power and kind at a zoom level)."""
    key = (look, max(1, round(scale * 100)))
    image = _PICTURES.get(key)
    if image is not None:
        return image
    if len(_PICTURES) > 400:  # zoomed through many levels: start again
        _PICTURES.clear()
    box = _piece_box(look.kind)
    s = key[1] / 100
    image = QImage(max(1, math.ceil(box.width() * s)), max(1, math.ceil(box.height() * s)),
                   QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.TextAntialiasing)
    painter.scale(image.width() / box.width(), image.height() / box.height())
    painter.translate(-box.topLeft())
    body = body_path(look.kind)
    # a soft shadow lifts the piece off the map
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor(0, 0, 0, 70))
    painter.drawPath(body.translated(1.6, 1.8))
    painter.setBrush(QColor(look.colour))
    painter.drawPath(body)
    if look.rim is not None:
        # a light rim inside the outline: a dark colour still reads as a shape of its own
        painter.save()
        painter.setClipPath(body)
        painter.strokePath(body, QPen(QColor(look.rim), 7.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                                      Qt.PenJoinStyle.RoundJoin))
        painter.restore()
    painter.strokePath(body, QPen(INK, 3.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
    if look.letter:
        painter.setFont(_letter_font())
        painter.setPen(QColor(look.ink))
        centre = QPointF(0, -0.05 * UNIT_RADIUS) if look.kind == "A" else QPointF(-0.02 * UNIT_RADIUS, 0.08 * UNIT_RADIUS)
        text_box = QRectF(centre.x() - UNIT_RADIUS, centre.y() - UNIT_RADIUS * 0.6, 2 * UNIT_RADIUS, UNIT_RADIUS * 1.2)
        painter.drawText(text_box, Qt.AlignmentFlag.AlignCenter, look.letter)
    painter.end()
    _PICTURES[key] = image
    return image


class UnitItem(QGraphicsObject):
    """One piece. Knows its location so a click on it means its province, whatever lies under it.

    The scene keeps it for as long as the piece stays on the board (it moves rather than being
    drawn anew), and the playback animates it: ``pos`` slides it, ``rotation`` tips it when it is
    dislodged, ``opacity`` fades it, and ``alarm`` (0..1) brings in its dislodged ring and badge."""

    def __init__(self, kind: str, location: str, power: str, colour: str, *, dislodged: bool = False,
                 letter: str = "") -> None:
        super().__init__()
        self.kind = kind
        self.location = location
        self.power = power
        self._letter = letter
        """The power's letter drawn on the piece: colour is never the only cue."""
        self._colour = QColor(colour)
        rim = rim_for(self._colour.name())
        self._letter_colour = QColor(letter_colour(self._colour.name()))
        self._body = body_path(str(kind))
        self._box = _piece_box(str(kind))
        self._look = _PieceLook(str(kind), self._colour.name(), rim, letter, self._letter_colour.name())
        self._hit = hit_path(str(kind))
        self._selected = False
        self._alarm = 0.0
        self.dislodged = dislodged
        self.setAcceptHoverEvents(False)
        self.setCacheMode(ITEM_CACHE)

    @property
    def dislodged(self) -> bool:
        return self._dislodged

    @dislodged.setter
    def dislodged(self, value: bool) -> None:
        self._dislodged = value
        self.setZValue(30 if value else 20)
        self._set_alarm(1.0 if value else 0.0)
        self.setRotation(DISLODGED_TILT if value else 0.0)

    def _get_alarm(self) -> float:
        return self._alarm

    def _set_alarm(self, value: float) -> None:
        if value != self._alarm:
            if (value > 0) != (self._alarm > 0):
                self.prepareGeometryChange()  # the ring and badge need the wider box
            self._alarm = value
            self.update()

    alarm = Property(float, _get_alarm, _set_alarm)
    """How much of the dislodged look shows (the push-off brings it in)."""

    @property
    def letter(self) -> str:
        return self._letter

    @letter.setter
    def letter(self, value: str) -> None:
        """The letter changes with the language: the piece's picture with it."""
        self._letter = value
        if hasattr(self, "_look"):
            self._look = _PieceLook(self._look.kind, self._look.colour, self._look.rim, value, self._look.ink)
            self.update()

    def set_selected_look(self, selected: bool) -> None:
        if selected != self._selected:
            self.prepareGeometryChange()
            self._selected = selected
            self.update()

    def boundingRect(self) -> QRectF:
        """The silhouette with its outline and shadow; wider only while the selection halo or the
        dislodged ring shows (a moving piece repaints as little of the board as it covers)."""
        if self._selected or self._alarm > 0:
            m = UNIT_RADIUS * 1.75
            return QRectF(-m, -m, 2 * m, 2 * m)
        return self._box

    def shape(self) -> QPainterPath:
        """What a click hits: the silhouette (with its outline), not the empty corners around it."""
        return self._hit

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self._selected:
            painter.setPen(QPen(SELECTED, 4.0))
            painter.setBrush(lighter(SELECTED, 60))
            painter.drawEllipse(QPointF(0, 0), UNIT_RADIUS * 1.5, UNIT_RADIUS * 1.5)
        if self._alarm > 0:
            painter.setOpacity(painter.opacity() * self._alarm)
            painter.setPen(QPen(FAILED, 2.6, Qt.PenStyle.DashLine))
            painter.setBrush(QColor(255, 255, 255, 150))
            painter.drawEllipse(QPointF(0, 0), UNIT_RADIUS * 1.4, UNIT_RADIUS * 1.4)
            painter.setOpacity(painter.opacity() / self._alarm)
        # the piece itself: one shared picture per look and zoom, so a frame that moves pieces
        # copies pixels instead of filling and stroking their outlines again
        scale = math.hypot(painter.worldTransform().m11(), painter.worldTransform().m12())
        device = painter.device()
        ratio = device.devicePixelRatioF() if device is not None else 1.0
        painter.drawImage(self._box, _piece_image(self._look, scale * ratio))
        if self._alarm > 0:
            # an exclamation badge: dislodged must read without colour too
            painter.setOpacity(painter.opacity() * self._alarm)
            badge = QPointF(UNIT_RADIUS * 0.95, -UNIT_RADIUS * 0.95)
            painter.setPen(QPen(QColor("white"), 1.4))
            painter.setBrush(FAILED)
            painter.drawEllipse(badge, 7.0, 7.0)
            painter.setPen(QPen(QColor("white"), 2.6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(badge + QPointF(0, -3.8), badge + QPointF(0, 0.8))
            painter.drawPoint(badge + QPointF(0, 3.8))


class CentreMarker(QGraphicsItem):
    """A supply centre's owner: a filled disc over the map's own marker (white when unowned)."""

    def __init__(self, colour: str | None, neutral: str = "#fbfbf4") -> None:
        super().__init__()
        self.setZValue(10)
        self.setCacheMode(ITEM_CACHE)
        self.colour: str | None = None
        self.set_colour(colour, neutral)

    def set_colour(self, colour: str | None, neutral: str = "#fbfbf4") -> None:
        """The owner changed (after a Fall turn): same marker, new colour (``neutral`` when unowned)."""
        self.colour = colour
        self._colour = QColor(colour) if colour else QColor(neutral)
        self._casing = QColor("#3d3020") if colour is None or self._colour.lightnessF() >= 0.3 else QColor("#f4f4f4")
        self.update()

    def boundingRect(self) -> QRectF:
        return QRectF(-8, -8, 16, 16)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(QColor("#3d3020"), 1.4))
        painter.setBrush(self._colour)
        painter.drawEllipse(QPointF(0, 0), 6.0, 6.0)
        painter.setPen(QPen(self._casing if self._colour.lightnessF() < 0.3 else QColor("#3d3020"), 1.0))
        painter.setBrush(Qt.BrushStyle.NoBrush)
        painter.drawEllipse(QPointF(0, 0), 2.6, 2.6)


class AreaHighlight(QGraphicsObject):
    """A province (or coast region) tinted: legal targets, the hovered province."""

    def __init__(self, path: QPainterPath, fill: QColor | QBrush, outline: QColor | None = None, z: float = 5) -> None:
        super().__init__()
        self._path = path
        self._fill = fill
        self._outline = outline
        self.setZValue(z)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)

    def boundingRect(self) -> QRectF:
        return self._path.boundingRect().adjusted(-3, -3, 3, 3)

    def shape(self) -> QPainterPath:
        return self._path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        pen = QPen(self._outline, 2.4) if self._outline is not None else QPen(Qt.PenStyle.NoPen)
        pen.setCosmetic(False)
        painter.setPen(pen)
        painter.setBrush(self._fill)
        painter.drawPath(self._path)


class NameLabel(QGraphicsItem):
    """A province's full, localized name: shown when zoomed in far enough to read it."""

    def __init__(self, text: str) -> None:
        super().__init__()
        self._text = text
        self._font = QFont("DejaVu Sans")
        self._font.setPixelSize(7)  # board units, not points: the same size on every screen
        self.setZValue(8)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        width = QFontMetricsF(self._font).horizontalAdvance(text) + 4
        self._rect = QRectF(-width / 2, -5, width, 10)

    def boundingRect(self) -> QRectF:
        return self._rect.adjusted(-2, -2, 2, 2)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        painter.setFont(self._font)
        painter.setPen(QColor("#2b2418"))
        painter.drawText(self._rect, Qt.AlignmentFlag.AlignCenter, self._text)


# ---------------------------------------------------------------------------------------
# Orders
# ---------------------------------------------------------------------------------------

@dataclass(frozen=True)
class OrderStyle:
    """How one order is drawn: the power's colour, whether it failed, and whether it is a ghost
    (another unit's move drawn faintly so a support has something to point at)."""

    colour: str
    failed: bool = False
    ghost: bool = False


def _arrow_head(tip: QPointF, from_point: QPointF, size: float) -> QPolygonF:
    angle = math.atan2(tip.y() - from_point.y(), tip.x() - from_point.x())
    left = QPointF(tip.x() - size * math.cos(angle - 0.45), tip.y() - size * math.sin(angle - 0.45))
    right = QPointF(tip.x() - size * math.cos(angle + 0.45), tip.y() - size * math.sin(angle + 0.45))
    return QPolygonF([tip, left, right])


class OrderItem(QGraphicsObject):
    """One drawn order: a line or polyline with optional arrow head, ring, glyph and failure cross.

    Built by the scene from an engine order (see ``scene.BoardScene``); here only the drawing.
    """

    SOLID, DASHED, DOTTED = "solid", "dashed", "dotted"

    def __init__(self, points: list[QPointF], style: OrderStyle, *, line: str = SOLID, head: bool = True,
                 ring_at_end: bool = False, ring_radius: float = UNIT_RADIUS * 1.45, glyph: str | None = None,
                 glyph_at: QPointF | None = None, width: float = 4.0) -> None:
        super().__init__()
        self.points = points
        self.style = style
        self.line = line
        self.head = head and len(points) >= 2
        self.ring_at_end = ring_at_end
        self.ring_radius = ring_radius
        self.glyph = glyph
        self.glyph_at = glyph_at
        self.width = width
        self.setZValue(15 if not style.ghost else 14)  # under the pieces, over the map
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(ITEM_CACHE)
        self._path = self._build_path()
        self.highlighted = False

    def set_highlighted(self, on: bool) -> None:
        """An orange halo under the order: the one picked in the results list."""
        if on != self.highlighted:
            self.highlighted = on
            self.setZValue(16 if on else (15 if not self.style.ghost else 14))
            self.update()

    def _build_path(self) -> QPainterPath:
        """Straight segments through every point: a convoyed army's arrow must visibly pass
        through each fleet of its chain, which a smoothing curve would miss."""
        path = QPainterPath()
        if not self.points:
            return path
        path.moveTo(self.points[0])
        for point in self.points[1:]:
            path.lineTo(point)
        return path

    def casing_extra(self) -> float:
        """How much wider the outline is than the line: more for the colours that match their
        own territory (black Germany, white Russia, yellow Turkey)."""
        colour = QColor(self.style.colour)
        grey = colour.hsvSaturationF() < 0.15  # black and white: no hue to tell them from the map
        return 4.2 if grey or luminance(colour) > 0.5 else 2.4

    def support_aim(self) -> QPointF:
        """Where a supporting line meets this arrow: along its last leg (a convoyed army's
        arrow bends at its fleets; the support is for the landing, not the first fleet), or
        along the whole of a bent short arrow (its points follow one curve)."""
        if len(self.points) < 2:
            return self.points[0] if self.points else QPointF()
        if self.line != self.DOTTED:
            return self._path.pointAtPercent(0.6)
        a, b = self.points[-2], self.points[-1]
        return a + (b - a) * 0.6

    def midpoint(self) -> QPointF:
        return self._path.pointAtPercent(0.5) if self.points else QPointF()

    def boundingRect(self) -> QRectF:
        rect = self._path.boundingRect()
        if self.glyph_at is not None:
            rect = rect.united(QRectF(self.glyph_at - QPointF(12, 12), self.glyph_at + QPointF(12, 12)))
        if self.points:
            end = self.points[-1]
            r = self.ring_radius + 4
            rect = rect.united(QRectF(end.x() - r, end.y() - r, 2 * r, 2 * r))
        return rect.adjusted(-14, -14, 14, 14)

    def shape(self) -> QPainterPath:
        stroker = QPainterPathStroker()
        stroker.setWidth(self.width + 6)
        return stroker.createStroke(self._path)

    DASHES = {DASHED: (9.0, 6.0), DOTTED: (3.5, 5.0)}
    """Dash and gap lengths in board units (about 5 and 3.5 px at fit-to-window): flat ends, so
    neither the casing's nor the colour's caps close the gaps and a support never looks solid."""

    def _pen(self, colour: QColor, width: float) -> QPen:
        if self.line == self.SOLID:
            return QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin)
        pen = QPen(colour, width, Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap, Qt.PenJoinStyle.RoundJoin)
        dash, gap = self.DASHES[self.line]
        pen.setDashPattern([dash / width, gap / width])  # Qt counts dashes in pen widths
        return pen

    def _shaft(self, head: float) -> QPainterPath:
        """The line without the part the arrow head covers (a round cap would poke out of its tip)."""
        if not self.head or self._path.length() <= head:
            return self._path
        end = self._path.percentAtLength(self._path.length() - head * 0.6)
        path = QPainterPath()
        path.moveTo(self.points[0])
        steps = max(2, len(self.points) * 8)
        for i in range(1, steps + 1):
            path.lineTo(self._path.pointAtPercent(end * i / steps))
        return path

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        colour = QColor(self.style.colour)
        casing = casing_for(colour)
        if self.style.ghost:
            colour.setAlpha(120)
            casing.setAlpha(90)
        elif self.style.failed:
            colour.setAlpha(150)
        width = self.width if not self.style.ghost else self.width * 0.6
        painter.setBrush(Qt.BrushStyle.NoBrush)
        if self.highlighted:
            halo = QPen(lighter(SELECTED, 170), width + 9, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap,
                        Qt.PenJoinStyle.RoundJoin)
            painter.setPen(halo)
            painter.drawPath(self._path)
            if len(self.points) == 1 or self.ring_at_end:
                painter.drawEllipse(self.points[-1], self.ring_radius, self.ring_radius)
        head_poly = None
        shaft = self._path
        if self.head:
            tip = self.points[-1]
            size = 3.6 * width
            back = self._path.pointAtPercent(self._path.percentAtLength(max(0.0, self._path.length() - size)))
            head_poly = _arrow_head(tip, back, size)
            shaft = self._shaft(size)
        # casing first, then the colour on top: readable over any province tint (and over the
        # power's own land, where black, white and yellow would vanish without a wide outline)
        for pen_colour, pen_width in ((casing, width + self.casing_extra()), (colour, width)):
            painter.setPen(self._pen(pen_colour, pen_width))
            painter.drawPath(shaft)
            if self.ring_at_end and self.points:
                painter.drawEllipse(self.points[-1], self.ring_radius, self.ring_radius)
        if head_poly is not None:
            painter.setPen(QPen(casing, 1.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap, Qt.PenJoinStyle.RoundJoin))
            painter.setBrush(colour)
            painter.drawPolygon(head_poly)
        if self.glyph and self.glyph_at is not None:
            self._paint_glyph(painter, colour, casing)
        if self.style.failed and self.points:
            self._paint_failure(painter)

    def _paint_glyph(self, painter: QPainter, colour: QColor, casing: QColor) -> None:
        """Small emblems: an anchor-like wave for convoys, a plus for builds, a cross for disbands."""
        at = self.glyph_at
        assert at is not None
        painter.setBrush(QColor("white"))
        painter.setPen(QPen(casing, 1.3))
        if self.glyph == "convoy":
            painter.drawEllipse(at, 6.0, 6.0)
            wave = QPainterPath()
            wave.moveTo(at + QPointF(-4, 0.5))
            wave.cubicTo(at + QPointF(-2.5, -2.5), at + QPointF(-0.5, 3.5), at + QPointF(0, 0.5))
            wave.cubicTo(at + QPointF(0.5, -2.5), at + QPointF(2.5, 3.5), at + QPointF(4, 0.5))
            painter.setPen(QPen(INK, 1.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.setBrush(Qt.BrushStyle.NoBrush)
            painter.drawPath(wave)
        elif self.glyph in ("build_A", "build_F"):
            # the piece to be built inside a dashed ring, with a plus badge: "new, not yet here"
            at0 = self.points[0]
            painter.setBrush(QColor(255, 255, 255, 170))
            painter.setPen(QPen(INK, 2.0, Qt.PenStyle.DashLine))
            painter.drawEllipse(at0, UNIT_RADIUS * 1.55, UNIT_RADIUS * 1.55)
            body = (army_path() if self.glyph == "build_A" else fleet_path()).translated(at0)
            painter.setBrush(QColor(self.style.colour))
            painter.setPen(QPen(casing, 1.4))
            painter.drawPath(body)
            badge = at0 + QPointF(UNIT_RADIUS * 1.2, -UNIT_RADIUS * 1.2)
            painter.setBrush(QColor("#2e7d32"))
            painter.setPen(QPen(QColor("white"), 1.2))
            painter.drawEllipse(badge, 6.0, 6.0)
            painter.setPen(QPen(QColor("white"), 2.2, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            painter.drawLine(badge + QPointF(-3.2, 0), badge + QPointF(3.2, 0))
            painter.drawLine(badge + QPointF(0, -3.2), badge + QPointF(0, 3.2))
        elif self.glyph == "disband":
            painter.setPen(QPen(QColor("white"), 6.0, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
            for pen in (QPen(QColor("white"), 6.0), QPen(FAILED, 3.4)):
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawLine(at + QPointF(-9, -9), at + QPointF(9, 9))
                painter.drawLine(at + QPointF(9, -9), at + QPointF(-9, 9))

    def _paint_failure(self, painter: QPainter) -> None:
        at = self.midpoint() if len(self.points) >= 2 else self.points[0] + QPointF(0, -UNIT_RADIUS * 1.5)
        painter.setBrush(QColor("white"))
        painter.setPen(QPen(FAILED, 1.6))
        painter.drawEllipse(at, 6.5, 6.5)
        painter.setPen(QPen(FAILED, 2.4, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        painter.drawLine(at + QPointF(-3.2, -3.2), at + QPointF(3.2, 3.2))
        painter.drawLine(at + QPointF(3.2, -3.2), at + QPointF(-3.2, 3.2))


# ---------------------------------------------------------------------------------------
# Playback marks
# ---------------------------------------------------------------------------------------

class PlaybackMark(QGraphicsObject):
    """What the table sees happen during a playback, drawn where it happened.

    ``standoff``: two clashing bars in a province a standoff left empty; ``strike``: a red bar
    across a cut support; ``break``: a broken link on a fleet whose convoy failed. Marks start
    invisible; the playback fades them in with ``opacity``."""

    STANDOFF, STRIKE, BREAK = "standoff", "strike", "break"

    def __init__(self, kind: str, angle: float = 0.0) -> None:
        super().__init__()
        self.kind = kind
        self.setZValue(40)
        self.setRotation(angle)
        self.setOpacity(0.0)
        self.setAcceptedMouseButtons(Qt.MouseButton.NoButton)
        self.setCacheMode(ITEM_CACHE)

    def boundingRect(self) -> QRectF:
        return QRectF(-16, -16, 32, 32)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        if self.kind == self.STANDOFF:
            painter.setPen(QPen(QColor("white"), 1.6))
            painter.setBrush(QColor(255, 255, 255, 200))
            painter.drawEllipse(QPointF(0, 0), 11.0, 11.0)
            for dx in (-1, 1):
                for pen in (QPen(INK, 5.0), QPen(FAILED, 3.0)):
                    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                    painter.setPen(pen)
                    painter.drawLine(QPointF(dx * 7.5, -6.5), QPointF(dx * 2.0, 0))
                    painter.drawLine(QPointF(dx * 2.0, 0), QPointF(dx * 7.5, 6.5))
        elif self.kind == self.STRIKE:
            for pen in (QPen(QColor("white"), 6.5), QPen(FAILED, 3.6)):
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                painter.setPen(pen)
                painter.drawLine(QPointF(0, -11), QPointF(0, 11))
        else:
            painter.setBrush(Qt.BrushStyle.NoBrush)
            for pen in (QPen(QColor("white"), 5.5), QPen(FAILED, 3.0)):
                pen.setCapStyle(Qt.PenCapStyle.RoundCap)
                pen.setJoinStyle(Qt.PenJoinStyle.RoundJoin)
                painter.setPen(pen)
                zig = QPolygonF([QPointF(-10, -8), QPointF(-3, -1), QPointF(-7, 2), QPointF(1, 9)])
                painter.drawPolyline(zig)
                painter.drawPolyline(QPolygonF([QPointF(10, -8), QPointF(4, -2), QPointF(8, 1), QPointF(3, 9)]))
