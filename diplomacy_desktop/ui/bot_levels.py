"""What each bot level does, in plain words, for the set-up dialogs and the practice scorecard.

One text per level so that the practice dialog, the hot-seat New Game dialog and the scorecard's
"how the bots played" line say the same thing. They describe what a player will notice at the
board (docs/bots.md has the algorithms): how far a bot looks, whether its units work together,
whether it convoys, how long it thinks.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..bots import Level


def level_description(level: Level | str) -> str:
    """The level's plain-words description in the UI language (each call written out for lupdate)."""
    level = Level(level)
    if level is Level.EASY:
        return QCoreApplication.translate(
            "BotLevel", "Easy bots send each unit, one at a time, towards the nearby supply centres worth most to "
            "them, and guard their own when a rival is close. They support a unit only when a rival is next to "
            "its target, never convoy, never look ahead at what their neighbours will do, and do not remember "
            "who attacked them. A beginner can beat them.")
    if level is Level.NORMAL:
        return QCoreApplication.translate(
            "BotLevel", "Normal bots plan all their units together: supports for attacks and for units under "
            "threat, convoys with their own fleets, and no two of their units blocking each other. They try a "
            "few plans against what their neighbours will probably do and play the best one.")
    return QCoreApplication.translate(
        "BotLevel", "Hard bots guess their neighbours' orders several ways and test many plans against those "
        "guesses with the rules of the game (in Spring 1901, every named opening), keep the plan that ends with the "
        "most supply centres on average, then improve it unit by unit and with attacks that bring their own "
        "supports. In Spring they also look ahead to the Fall: a move is worth the centre it lets them take then. "
        "They think a moment longer.")
