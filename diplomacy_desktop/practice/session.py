"""A practice game, Qt-free: one player's power, six bots, and the scorecards when they fall due.

The player orders their power through its seat; when they submit, the bots give their orders
for the same public position (:class:`.bot_seats.BotSeats`) and the phase is judged with
everyone's orders revealed together. After Fall 1901 and Fall 1902 a scorecard is due
(:meth:`PracticeGame.due_scorecards`). The window (``ui/solo``) drives this and only shows it.

Example::

    >>> practice = PracticeGame(PracticeSetup("france", Level.EASY, "france/atlantic-opening-burgundy-variant"))
    >>> [str(o) for o in practice.opening_orders()]
    ['F bre - mao', 'A par - bur', 'A mar - spa']
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from ..bots import Level
from ..bots.openings import Opening, OpeningBook, is_opening_position, standard_book
from ..engine.adjudicator import Resolution
from ..engine.game import Game
from ..engine.orders import Order
from .baseline import CHECKPOINT_YEARS, Baselines, past_fall, standard_baselines
from .bot_seats import BotSeats
from .scorecard import Scorecard, build_scorecard

PRACTICE_LEVELS = (Level.EASY, Level.NORMAL)
"""The levels practice offers: those the shipped baselines measure (Hard's cost per game is too high)."""


@dataclass(frozen=True)
class PracticeSetup:
    power: str
    level: Level
    opening_id: str | None = None
    """A named opening from the book, or None to play freely."""
    seed: int = 0
    """The bots' dice: the same seed and the same orders replay the same game."""

    @staticmethod
    def new(power: str, level: Level | str, opening_id: str | None = None) -> "PracticeSetup":
        return PracticeSetup(power, Level(level), opening_id, random.SystemRandom().randrange(2 ** 31))


class PracticeGame:
    def __init__(self, setup: PracticeSetup, game: Game | None = None, *, book: OpeningBook | None = None,
                 baselines: Baselines | None = None) -> None:
        self.game = game or Game()
        if setup.power not in self.game.map.powers:
            raise ValueError(f"power: unknown power {setup.power!r}")
        self.setup = setup
        self.book = book or standard_book()
        self.baselines = baselines or standard_baselines()
        self.opening: Opening | None = self.book.by_id(setup.opening_id) if setup.opening_id else None
        if self.opening is not None and self.opening.power != setup.power:
            raise ValueError(f"opening: {setup.opening_id!r} is not an opening of {setup.power}")
        others = [p for p in self.game.map.powers if p != setup.power]
        self.bots = BotSeats(self.game, others, setup.level, setup.seed)
        self._given: set[int] = {y for y in CHECKPOINT_YEARS if past_fall(self.game.position, y)}

    @property
    def power(self) -> str:
        return self.setup.power

    def opening_orders(self) -> tuple[Order, ...]:
        """The chosen opening's orders while it is Spring 1901, to put in the player's seat."""
        if self.opening is None or not is_opening_position(self.game.position, self.power, self.game.map):
            return ()
        return self.opening.orders

    def player_must_order(self) -> bool:
        return self.power in self.game.required_powers()

    def play(self) -> Resolution:
        """The player has submitted (or has nothing to order): the bots order, and the phase is judged."""
        if self.player_must_order() and not self.game.has_submitted(self.power):
            self.game.seat(self.power).submit()
        self.bots.act()
        return self.game.adjudicate(force=True)

    def due_scorecards(self) -> list[Scorecard]:
        """Scorecards whose Fall is now over and that were not given yet (each is given once)."""
        cards = []
        for year in CHECKPOINT_YEARS:
            if year in self._given or not past_fall(self.game.position, year):
                continue
            self._given.add(year)
            card = self.scorecard(year)
            if card is not None:
                cards.append(card)
        return cards

    def scorecard(self, year: int) -> Scorecard | None:
        return build_scorecard(self.game.history, self.power, self.setup.level, year, self.game.position,
                               chosen=self.opening, book=self.book, baselines=self.baselines)
