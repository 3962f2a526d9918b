"""Plays an :class:`~diplomacy_desktop.replay.plan.AnimationPlan` on the board, Qt's way.

The plan becomes one ``QSequentialAnimationGroup`` of ``QParallelAnimationGroup`` beats; each
step becomes ``QPropertyAnimation`` s on the pieces' ``pos``/``rotation``/``opacity``/``scale``/
``alarm`` and on marks' ``opacity``. Every animation has explicit start and end values, so
seeking (step, skip to the end, replay, replaying one row) puts every piece exactly where it
belongs at that moment; nothing is moved by a timer. The board's last word is always the
engine's: when a playback ends the scene is synced to the engine's next position.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from PySide6.QtCore import (QAbstractAnimation, QByteArray, QEasingCurve, QObject, QParallelAnimationGroup, QPointF,
                            QPauseAnimation, QPropertyAnimation, QSequentialAnimationGroup, Signal)

from ...engine.adjudicator import Resolution
from ...engine.orders import Unit
from ...engine.position import Position
from ...replay.plan import (AnimationPlan, Appear, BounceBack, BreakConvoy, FadeOut, Piece, PushOff, Row, Slide,
                            StandoffMark, Step, StrikeSupport, duration_ms, plan_phase)
from .items import DISLODGED_TILT, TARGET, AreaHighlight, PlaybackMark, UnitItem
from .scene import BoardScene, PieceKey, drawn_results, piece_key

SPEEDS = (0.5, 1.0, 1.5, 2.0, 3.0)
"""The speeds a player can pick (1.0 is the plan's own timing)."""
BOUNCE_REACH = 0.45
"""How far toward the contested province a bounced piece gets before it comes back."""


@dataclass(frozen=True)
class Loaded:
    """What is being played: the plan, the position it starts from and the engine's next one."""

    plan: AnimationPlan
    before: Position
    after: Position
    resolution: Resolution


def _anim(target: QObject, prop: bytes, start: object, end: object, ms: int,
          keys: tuple[tuple[float, object], ...] = (),
          easing: QEasingCurve.Type = QEasingCurve.Type.InOutCubic) -> QPropertyAnimation:
    anim = QPropertyAnimation(target, QByteArray(prop))
    anim.setDuration(max(1, ms))
    anim.setStartValue(start)
    for at, value in keys:
        anim.setKeyValueAt(at, value)
    anim.setEndValue(end)
    anim.setEasingCurve(easing)
    return anim


class Playback(QObject):
    """Play, pause, step (one beat), speed, skip to the end, replay, and replay one result row.

    ``rowsChanged`` tells the results list which rows the beat now playing animates (empty when
    nothing plays); ``finished`` comes when the board shows the engine's next position."""

    rowsChanged = Signal(list)
    stateChanged = Signal()
    finished = Signal()

    def __init__(self, scene: BoardScene, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.scene = scene
        self.loaded: Loaded | None = None
        self.speed = 1.0
        self.motion = True
        """False: no motion at all, every playback jumps to its end (a player's setting)."""
        self.order_by_order = False
        """True: one order per beat (stage by stage) instead of every order of a stage at once."""
        self._group: QSequentialAnimationGroup | None = None
        self._single: QSequentialAnimationGroup | None = None
        self._items: dict[Piece, UnitItem] = {}
        self._stepping = False
        self._done = False

    # -- loading -------------------------------------------------------------------------

    def load(self, before: Position, resolution: Resolution, *, start: bool = True) -> AnimationPlan:
        """Put ``before`` on the board with the orders as given, and play its resolution (or, with
        motion off, show the end at once)."""
        plan = plan_phase(before, resolution)
        if self.order_by_order:
            plan = plan.order_by_order()
        self.loaded = Loaded(plan, before, resolution.position, resolution)
        self._prepare()
        if start:
            self.play()
        return plan

    def _prepare(self) -> None:
        """The start of the phase on the board, and the animation group built for it."""
        loaded = self.loaded
        assert loaded is not None
        self._stop_groups()
        self._done = False
        scene = self.scene
        scene.sync(loaded.before)
        scene.show_orders(drawn_results(loaded.resolution, judged=False))
        self._items = {}
        for piece in loaded.plan.pieces:
            item = scene.piece_item(piece_key(piece.power, piece.unit, piece.dislodged))
            if item is not None:
                self._items[piece] = item
        for step in loaded.plan.steps():
            if isinstance(step, Appear):
                item = scene.add_piece(step.piece.power, step.piece.unit)
                item.setOpacity(0.0)
                self._items[step.piece] = item
        self._group = self._build(loaded.plan)
        self._group.currentAnimationChanged.connect(self._beat_changed)
        self._group.finished.connect(self._finish)
        self._group.setCurrentTime(0)
        self.stateChanged.emit()

    def _build(self, plan: AnimationPlan) -> QSequentialAnimationGroup:
        group = QSequentialAnimationGroup(self)
        for beat in plan.beats:
            parallel = QParallelAnimationGroup(group)
            for step in beat.steps:
                for anim in self._animations(step):
                    parallel.addAnimation(anim)
            # every beat takes its time, even one whose pieces are not drawn
            parallel.addAnimation(QPauseAnimation(self._ms(beat.duration_ms), parallel))
            group.addAnimation(parallel)
        return group

    def _ms(self, ms: int) -> int:
        return max(1, round(ms / self.speed))

    def _point(self, location: str, dislodged: bool = False) -> QPointF:
        return self.scene.unit_point(location, dislodged)

    def _animations(self, step: Step) -> list[QPropertyAnimation]:
        """The property animations of one step, with explicit start and end values."""
        ms = self._ms(duration_ms(step))
        scene = self.scene
        if isinstance(step, Slide):
            item = self._items.get(step.piece)
            if item is None:
                return []
            points = [self._point(step.path[0], step.piece.dislodged)]
            points += [self._point(loc) for loc in step.path[1:]]
            legs = [math.dist((a.x(), a.y()), (b.x(), b.y())) for a, b in zip(points, points[1:])]
            total = sum(legs) or 1.0
            keys, run = [], 0.0
            for leg, point in zip(legs[:-1], points[1:-1]):
                run += leg
                keys.append((run / total, point))
            anims = [_anim(item, b"pos", points[0], points[-1], ms, tuple(keys))]
            if step.piece.dislodged:  # a retreat stands the piece up again
                anims.append(_anim(item, b"rotation", DISLODGED_TILT, 0.0, ms))
                anims.append(_anim(item, b"alarm", 1.0, 0.0, ms))
            return anims
        if isinstance(step, BounceBack):
            item = self._items.get(step.piece)
            if item is None:
                return []
            home = self._point(step.piece.unit.location)
            toward = self._point(step.toward)
            reach = home + (toward - home) * BOUNCE_REACH
            return [_anim(item, b"pos", home, home, ms, ((0.5, reach),), QEasingCurve.Type.InOutSine)]
        if isinstance(step, StandoffMark):
            mark = self._standoff_mark(step.province)
            return [_anim(mark, b"opacity", 0.0, 1.0, ms, ((0.5, 1.0), (0.75, 0.55)))]
        if isinstance(step, PushOff):
            item = self._items.get(step.piece)
            if item is None:
                return []
            loc = step.piece.unit.location
            anims = [_anim(item, b"pos", self._point(loc), self._point(loc, True), ms,
                           easing=QEasingCurve.Type.OutBack),
                     _anim(item, b"rotation", 0.0, DISLODGED_TILT, ms),
                     _anim(item, b"alarm", 0.0, 1.0, ms)]
            for retreat in step.retreats:
                light = AreaHighlight(scene.area_path(retreat), TARGET, None, z=5)
                light.setOpacity(0.0)
                scene.add_mark(light)
                anims.append(_anim(light, b"opacity", 0.0, 1.0, ms))
            return anims
        if isinstance(step, StrikeSupport):
            anims = []
            for order_item in scene.row_items((step.row.power, step.row.index)) if step.row else []:
                anims.append(_anim(order_item, b"opacity", 1.0, 0.45, ms, ((0.2, 0.2), (0.4, 1.0), (0.6, 0.2))))
                points = order_item.points
                if len(points) >= 2:
                    a, b = points[0], points[-1]
                    mark = PlaybackMark(PlaybackMark.STRIKE, math.degrees(math.atan2(b.y() - a.y(), b.x() - a.x())))
                    mark.setPos(order_item.midpoint())
                    scene.add_mark(mark)
                    anims.append(_anim(mark, b"opacity", 0.0, 1.0, ms, ((0.6, 0.0),)))
            return anims
        if isinstance(step, BreakConvoy):
            anims = []
            for fleet in step.lost or step.route:
                mark = PlaybackMark(PlaybackMark.BREAK)
                mark.setPos(self._point(fleet.location) + QPointF(0, -20))
                scene.add_mark(mark)
                anims.append(_anim(mark, b"opacity", 0.0, 1.0, ms))
            for order_item in scene.row_items((step.row.power, step.row.index)) if step.row else []:
                anims.append(_anim(order_item, b"opacity", 1.0, 0.35, ms))
            return anims
        if isinstance(step, FadeOut):
            item = self._items.get(step.piece)
            return [_anim(item, b"opacity", 1.0, 0.0, ms)] if item is not None else []
        if isinstance(step, Appear):
            item = self._items.get(step.piece)
            if item is None:
                return []
            return [_anim(item, b"opacity", 0.0, 1.0, ms), _anim(item, b"scale", 1.8, 1.0, ms,
                                                                 easing=QEasingCurve.Type.OutBack)]
        return []

    def _standoff_mark(self, province: str) -> PlaybackMark:
        """A standoff mark on a province's name (invisible until shown)."""
        scene = self.scene
        label = scene.anchors.labels.get(province) or scene.anchors.unit_point(province)
        mark = PlaybackMark(PlaybackMark.STANDOFF)
        mark.setPos(QPointF(*label))
        scene.add_mark(mark)
        return mark

    # -- controls ------------------------------------------------------------------------

    @property
    def group(self) -> QSequentialAnimationGroup | None:
        return self._group

    def is_playing(self) -> bool:
        return any(g is not None and g.state() == QAbstractAnimation.State.Running
                   for g in (self._group, self._single))

    def is_done(self) -> bool:
        return self._done

    def play(self) -> None:
        """Play from where it stands (from the start after the end); with motion off, the end."""
        group = self._group
        if group is None:
            return
        if not self.motion:
            self.skip_to_end()
            return
        if self._done:
            self.replay()
            return
        self._stepping = False
        if group.state() == QAbstractAnimation.State.Paused:
            group.resume()
        elif group.state() == QAbstractAnimation.State.Stopped:
            group.start()
        self._emit_rows()
        self.stateChanged.emit()

    def pause(self) -> None:
        if self._group is not None and self._group.state() == QAbstractAnimation.State.Running:
            self._group.pause()
            self.stateChanged.emit()

    def toggle(self) -> None:
        if self.is_playing():
            self.pause()
        else:
            self.play()

    def step(self) -> None:
        """Play the next beat and stop at its end."""
        group = self._group
        if group is None or self._done:
            return
        if not self.motion:
            self.skip_to_end()
            return
        self._stepping = True
        if group.state() == QAbstractAnimation.State.Paused:
            group.resume()
        elif group.state() == QAbstractAnimation.State.Stopped:
            group.start()
        self._emit_rows()
        self.stateChanged.emit()

    def skip_to_end(self) -> None:
        """The new position at once, with every outcome drawn."""
        group = self._group
        if group is None:
            return
        if self._done:
            return
        if group.state() == QAbstractAnimation.State.Stopped:
            group.start()
            group.pause()
        group.setCurrentTime(group.totalDuration())
        if not self._done:  # a paused group that reaches its end does not report finished
            group.stop()
            self._finish()

    def replay(self) -> None:
        """From the start of the phase again."""
        loaded = self.loaded
        if loaded is None:
            return
        self.load(loaded.before, loaded.resolution)

    def set_speed(self, speed: float) -> None:
        """A new speed, keeping the place in the playback."""
        if speed <= 0 or speed == self.speed:
            return
        group = self._group
        fraction = group.currentTime() / group.totalDuration() if group and group.totalDuration() else 0.0
        playing = self.is_playing()
        self.speed = speed
        if self.loaded is None or self._done or group is None:
            return
        group.blockSignals(True)
        group.stop()
        group.deleteLater()
        self.scene.clear_marks()
        self._group = self._build(self.loaded.plan)
        self._group.currentAnimationChanged.connect(self._beat_changed)
        self._group.finished.connect(self._finish)
        self._group.start()
        self._group.pause()
        self._group.setCurrentTime(round(fraction * self._group.totalDuration()))
        if playing:
            self._group.resume()
        self.stateChanged.emit()

    def set_motion(self, motion: bool) -> None:
        self.motion = motion
        if not motion and self.is_playing():
            self.skip_to_end()

    def play_row(self, row: Row) -> bool:
        """Replay one result row: the board as it was just before that row's beat, then that row's
        steps alone, then the end. False when the row has nothing to show."""
        loaded = self.loaded
        if loaded is None:
            return False
        beat = loaded.plan.beat_of(row)
        if beat is None:
            return False
        self._prepare()
        group = self._group
        assert group is not None
        start = sum(group.animationAt(i).totalDuration() for i in range(beat))
        group.start()
        group.pause()
        group.setCurrentTime(start)
        single = self._build(loaded.plan.only(row))
        self._single = single
        single.finished.connect(self.skip_to_end)
        self.rowsChanged.emit([row])
        if self.motion:
            single.start()
            self.stateChanged.emit()
        else:
            self.skip_to_end()
        return True

    # -- progress ------------------------------------------------------------------------

    def beat_index(self) -> int:
        group = self._group
        if group is None or group.currentAnimation() is None:
            return -1
        return group.indexOfAnimation(group.currentAnimation())

    def _emit_rows(self) -> None:
        """The rows of the beat now playing (a group that starts on its first beat does not say
        that its current beat changed)."""
        index = self.beat_index()
        if self.loaded is not None and 0 <= index < len(self.loaded.plan.beats):
            self.rowsChanged.emit(list(self.loaded.plan.beats[index].rows()))

    def _beat_changed(self, animation: QAbstractAnimation | None) -> None:
        group = self._group
        loaded = self.loaded
        if group is None or loaded is None or animation is None:
            return
        index = group.indexOfAnimation(animation)
        if self._stepping and index > 0 and group.state() == QAbstractAnimation.State.Running:
            # the beat just played was the one asked for: stop at the boundary
            group.pause()
            group.setCurrentTime(sum(group.animationAt(i).totalDuration() for i in range(index)))
            self._stepping = False
            self.stateChanged.emit()
        if 0 <= index < len(loaded.plan.beats):
            self.rowsChanged.emit(list(loaded.plan.beats[index].rows()))

    def _finish(self) -> None:
        """The engine's position, exactly: pieces re-keyed to where they stand, then synced."""
        loaded = self.loaded
        if loaded is None or self._done:
            return
        self._done = True
        self._stepping = False
        moves: dict[PieceKey, PieceKey | None] = {}
        last = list(loaded.plan.states())[-1]
        for piece in loaded.plan.pieces:
            old = piece_key(piece.power, piece.unit, piece.dislodged)
            where = last.get(piece)
            moves[old] = None if where is None else piece_key(
                piece.power, Unit(piece.unit.kind, where[0]), where[1])
        self.scene.rekey(moves)
        self.scene.sync(loaded.after)
        self.scene.show_orders(drawn_results(loaded.resolution))
        # a bounce leaves its standoff mark on the board until the next phase is shown (the
        # next sync clears it), as players leave a marker on a contested province
        for province in dict.fromkeys(step.province for step in loaded.plan.steps() if isinstance(step, StandoffMark)):
            self._standoff_mark(province).setOpacity(1.0)
        self.rowsChanged.emit([])
        self.stateChanged.emit()
        self.finished.emit()

    def _stop_groups(self) -> None:
        for group in (self._group, self._single):
            if group is not None:
                group.blockSignals(True)  # stopping must not report a finished playback
                group.stop()
                group.deleteLater()
        self._group = self._single = None

    def stop(self) -> None:
        """Leave the playback (another position is shown): nothing keeps running."""
        self._stop_groups()
        self.loaded = None
        self._items = {}
        self._done = False
        self.rowsChanged.emit([])
        self.stateChanged.emit()
