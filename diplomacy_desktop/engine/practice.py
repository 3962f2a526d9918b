"""What a practice game is: one person's power, the bots' level, the chosen opening, the bots' seed,
and which game of the variant file it is.

A practice game (one player against six bots, ``diplomacy_desktop/practice``; or against one bot
in a one-against-one game of the variant file, France vs Austria) is an ordinary
:class:`~diplomacy_desktop.engine.game.Game` plus this value, which the save file keeps so the
game reopens as practice, with the same bots drawing the same dice. It lives in the engine only
because the save file does; what it means is the practice package's business.

    >>> PracticeSetup("france", "easy", "france/maginot-opening", 7).level
    'easy'
    >>> PracticeSetup("austria", "hard", None, 7, "france-austria").scenario
    'france-austria'
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .table import STANDARD, bot_scenario

PRACTICE_LEVELS = ("easy", "normal", "hard")
"""The bots' levels (the values of ``diplomacy_desktop.bots.Level``)."""
MAX_SEED = 2 ** 63
OPENING_ID = re.compile(r"[a-z]+/[a-z0-9]+(?:-[a-z0-9]+)*")
"""An opening's id in the book: ``power/slug-of-its-name``."""


@dataclass(frozen=True)
class PracticeSetup:
    power: str
    """The one power the player orders; the other six are bots."""
    level: str
    """The bots' level, one of :data:`PRACTICE_LEVELS`."""
    opening_id: str | None = None
    """A named opening of ``power`` from the book, or None to play freely."""
    seed: int = 0
    """The bots' dice: the same seed and the same orders replay the same game."""
    scenario: str = STANDARD
    """The standard game, or a one-against-one game of the variant file (``"france-austria"``):
    then ``power`` is one of its two powers and a bot plays the other. The openings book and the
    scorecard's baselines are seven-power games', so such a game has no opening."""

    def __post_init__(self) -> None:
        level = str(self.level)  # a Level enum prints as its value
        if level not in PRACTICE_LEVELS:
            raise ValueError(f"level: unknown bot level {self.level!r} (expected {', '.join(PRACTICE_LEVELS)})")
        object.__setattr__(self, "level", level)
        if self.opening_id is not None and (not isinstance(self.opening_id, str)
                                            or not OPENING_ID.fullmatch(self.opening_id)
                                            or self.opening_id.split("/")[0] != self.power):
            raise ValueError(f"opening: {self.opening_id!r} is not an opening id of {self.power}")
        if self.scenario != STANDARD:
            chosen = bot_scenario(self.scenario) if isinstance(self.scenario, str) else None
            if chosen is None:
                raise ValueError(f"scenario: {self.scenario!r} is not a game practice offers")
            if not any(self.power in group for group in chosen.seating):
                raise ValueError(f"power: {self.power!r} does not play in {self.scenario}")
            if self.opening_id is not None:
                raise ValueError(f"opening: the openings book is the standard game's, not {self.scenario}'s")
        if isinstance(self.seed, bool) or not isinstance(self.seed, int) or not 0 <= self.seed < MAX_SEED:
            raise ValueError(f"seed: expected a whole number from 0 to 2^63 - 1, got {self.seed!r}")

    def to_json(self) -> dict[str, object]:
        """The save file's ``practice`` object (a standard game's has no ``scenario``, as before)."""
        data: dict[str, object] = {"power": self.power, "level": self.level, "opening": self.opening_id,
                                   "seed": self.seed}
        if self.scenario != STANDARD:
            data["scenario"] = self.scenario
        return data
