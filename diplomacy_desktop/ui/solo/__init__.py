"""Practice mode in the window: one player against six bots, with a scorecard after Fall 1901 and 1902.

``setup_dialog`` asks for the power, the level and the opening; ``session`` drives the board
window (the player submits, the bots answer, every order is revealed with the results);
``scorecard_view`` shows the :mod:`diplomacy_desktop.practice.scorecard` computed by the engine side.
"""
