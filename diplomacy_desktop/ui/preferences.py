"""What the player chose and the app remembers between runs, through ``QSettings``: the
playback's speed and whether it moves at all, order-by-order playback, the board's palette,
and the window's geometry and dock layout."""

from __future__ import annotations

from PySide6.QtCore import QByteArray, QSettings


class Preferences:
    def __init__(self, settings: QSettings | None = None) -> None:
        self.settings = settings if settings is not None else QSettings()

    def _get(self, key: str, default: object, kind: type) -> object:
        value = self.settings.value(key, default)
        try:
            if kind is bool:
                return value if isinstance(value, bool) else str(value).lower() in ("1", "true", "yes")
            return kind(value)
        except (TypeError, ValueError):  # a hand-edited or damaged settings file: the default
            return default

    @property
    def speed(self) -> float:
        from .board.playback import SPEEDS  # the playback loads after the board's first paint

        speed = self._get("playback/speed", 1.0, float)
        return speed if speed in SPEEDS else 1.0

    @speed.setter
    def speed(self, value: float) -> None:
        self.settings.setValue("playback/speed", float(value))

    @property
    def motion(self) -> bool:
        return bool(self._get("playback/motion", True, bool))

    @motion.setter
    def motion(self, value: bool) -> None:
        self.settings.setValue("playback/motion", bool(value))

    @property
    def order_by_order(self) -> bool:
        return bool(self._get("playback/orderByOrder", False, bool))

    @order_by_order.setter
    def order_by_order(self, value: bool) -> None:
        self.settings.setValue("playback/orderByOrder", bool(value))

    @property
    def palette(self) -> str:
        """The board's palette (``classic`` or ``okabe-ito``; see :mod:`.board.palette`)."""
        value = self.settings.value("board/palette", "classic")
        return value if isinstance(value, str) else "classic"

    @palette.setter
    def palette(self, value: str) -> None:
        self.settings.setValue("board/palette", str(value))

    def geometry(self) -> tuple[QByteArray | None, QByteArray | None]:
        geometry = self.settings.value("window/geometry")
        state = self.settings.value("window/state")
        return (geometry if isinstance(geometry, QByteArray) else None,
                state if isinstance(state, QByteArray) else None)

    def save_geometry(self, geometry: QByteArray, state: QByteArray) -> None:
        self.settings.setValue("window/geometry", geometry)
        self.settings.setValue("window/state", state)
        self.settings.sync()
