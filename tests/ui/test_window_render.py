"""``render_game_png`` draws a saved game's position, and a past phase with its failed orders."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.ui.render_game import render_game_png


def _played_game() -> Game:
    game = Game(standard_map())
    for power, texts in {"france": ["A par - bur"], "germany": ["A mun - bur"], "england": ["F lon - nth"]}.items():
        game.seat(power).submit([read_order(t, game_map=standard_map()) for t in texts])
    game.adjudicate(force=True)
    return game


def _red_pixels_around_burgundy(image: QImage) -> int:
    """Pixels of the failure marker's red (#d0021b) between Paris, Munich and Burgundy
    (the image is 1600 px wide, so pixels are board units)."""
    count = 0
    for y in range(700, 900):
        for x in range(480, 760):
            c = QColor(image.pixel(x, y))
            if c.red() > 180 and c.green() < 40 and c.blue() < 60:
                count += 1
    return count


def test_current_position_renders_a_png_of_the_requested_width(qapp, tmp_path: Path) -> None:
    out = tmp_path / "now.png"
    render_game_png(_played_game(), out, phase=None, width=800)
    image = QImage(str(out))
    assert image.width() == 800
    assert 600 < image.height() < 700


def test_past_phase_marks_the_bounced_moves(qapp, tmp_path: Path) -> None:
    game = _played_game()
    past, now = tmp_path / "past.png", tmp_path / "now.png"
    render_game_png(game, past, phase=0, width=1600)
    render_game_png(game, now, phase=None, width=1600)
    assert _red_pixels_around_burgundy(QImage(str(now))) == 0
    assert _red_pixels_around_burgundy(QImage(str(past))) > 60  # two crossed-out arrows


@pytest.mark.parametrize("phase", [1, 5, -2])
def test_bad_phase_index_is_a_clear_error(qapp, tmp_path: Path, phase: int) -> None:
    with pytest.raises(IndexError, match="phase"):
        render_game_png(_played_game(), tmp_path / "x.png", phase=phase, width=800)


def test_bad_width_is_refused(qapp, tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="width"):
        render_game_png(Game(standard_map()), tmp_path / "x.png", phase=None, width=10)
