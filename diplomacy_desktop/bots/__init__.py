"""Bots that play a power: Easy (DumbBot), Normal (coordinated) and Hard (searches with the adjudicator).

Qt-free. A bot gets the public position and its power's name, exactly what a player sees, and
returns that power's orders for the phase (movement, retreats or adjustments)::

    >>> import random
    >>> from diplomacy_desktop.engine.board import initial_position, standard_map
    >>> board = standard_map()
    >>> orders = make_bot(Level.EASY).orders_for(initial_position(board), "france", random.Random(1), board)
    >>> len(orders)
    3
"""

from __future__ import annotations

from .base import Bot, Level
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot

__all__ = ["Bot", "EasyBot", "HardBot", "Level", "NormalBot", "make_bot"]


def make_bot(level: Level | str) -> Bot:
    """The bot for a level (``"easy"``, ``"normal"``, ``"hard"``); ValueError names a bad level."""
    try:
        level = Level(level)
    except ValueError:
        raise ValueError(f"unknown bot level {level!r} (expected easy, normal or hard)") from None
    if level is Level.EASY:
        return EasyBot()
    if level is Level.NORMAL:
        return NormalBot()
    return HardBot()
