"""Bots that play a power: Easy (DumbBot), Normal (coordinated) and Hard (searches with the adjudicator).

Qt-free. A bot gets the public position and its power's name, exactly what a player sees, and
returns that power's orders for the phase (movement, retreats or adjustments)::

    >>> import random
    >>> from diplomacy_desktop.engine.board import standard_map
    >>> from diplomacy_desktop.engine.game import Game
    >>> game = Game(standard_map())
    >>> bot = make_bot(Level.EASY, game.victory_centres)  # the centres that win this game
    >>> orders = bot.orders_for(game.position, "france", random.Random(1), game.map)
    >>> len(orders)
    3
"""

from __future__ import annotations

from .base import Bot, Level
from .easy import EasyBot
from .hard import HardBot
from .normal import NormalBot

__all__ = ["Bot", "EasyBot", "HardBot", "Level", "NormalBot", "make_bot"]


def make_bot(level: Level | str, victory_centres: int) -> Bot:
    """The bot for a level (``"easy"``, ``"normal"``, ``"hard"``) in a game won with
    ``victory_centres`` centres (``Game.victory_centres``: its scenario's count, or the map's; Hard
    plays for it, Easy and Normal do not look at it); ValueError names a bad level."""
    try:
        level = Level(level)
    except ValueError:
        raise ValueError(f"unknown bot level {level!r} (expected easy, normal or hard)") from None
    if level is Level.EASY:
        return EasyBot()
    if level is Level.NORMAL:
        return NormalBot()
    return HardBot(victory_centres=victory_centres)
