"""A practice game, Qt-free: one player's power, six bots, and the scorecards when they fall due;
or, in a one-against-one game of the variant file (France vs Austria), one bot and no scorecard.

The player orders their power through its seat; when they submit, the bots give their orders
for the same public position (:class:`~diplomacy_desktop.bots.seats.BotSeats`) and the phase is
judged with everyone's orders revealed together. After Fall 1901 and Fall 1902 a scorecard is
due (:meth:`PracticeGame.due_scorecards`). The window (``ui/solo``) drives this and only shows it.

The setup (:class:`~diplomacy_desktop.engine.practice.PracticeSetup`) rides on the game
(``game.practice``), so a saved practice game reopens as one, with the same bots' dice.

Example::

    >>> from diplomacy_desktop.engine.board import standard_map
    >>> setup = PracticeSetup("france", "easy", "france/atlantic-opening-burgundy-variant")
    >>> practice = PracticeGame(setup, Game(standard_map()))
    >>> [str(o) for o in practice.opening_orders()]
    ['F bre - mao', 'A par - bur', 'A mar - spa']
"""

from __future__ import annotations

import random

from ..bots import Level
from ..bots.openings import Opening, OpeningBook, is_opening_position, standard_book
from ..bots.seats import BotSeats
from ..engine.adjudicator import Resolution
from ..engine.game import Game
from ..engine.orders import Order
from ..engine.practice import MAX_SEED, PracticeSetup
from ..engine.table import STANDARD, bot_scenario, two_player_scenarios
from ..engine.variant import Scenario
from .baseline import CHECKPOINT_YEARS, Baselines, past_fall, standard_baselines
from .scorecard import Scorecard, build_scorecard

__all__ = ["PRACTICE_LEVELS", "PracticeGame", "PracticeSetup", "new_setup", "practice_scenarios"]

PRACTICE_LEVELS = (Level.EASY, Level.NORMAL, Level.HARD)
"""The levels practice offers. Hard has no baseline of its own (see :mod:`.scorecard`)."""


def new_setup(power: str, level: Level | str, opening_id: str | None = None,
              scenario: str = STANDARD) -> PracticeSetup:
    """A setup with fresh dice for the bots (the seed is then kept in the game's saves)."""
    return PracticeSetup(power, str(Level(level)), opening_id, random.SystemRandom().randrange(MAX_SEED), scenario)


def practice_scenarios() -> tuple[Scenario, ...]:
    """The one-against-one games of the variant file a bot can play (France vs Austria, Germany vs
    Italy), in the file's order: practice offers them besides the standard game."""
    return tuple(s for s in two_player_scenarios() if bot_scenario(s.name) is not None)


class PracticeGame:
    """The practice rules around one :class:`Game`: whose seat is the player's, when bots order."""

    def __init__(self, setup: PracticeSetup, game: Game, *, book: OpeningBook | None = None,
                 baselines: Baselines | None = None) -> None:
        """ValueError (naming the field, as a save file's would) for a power or opening that
        does not exist, or a game with players at a table."""
        self.game = game
        if setup.power not in self.game.map.powers:
            raise ValueError(f"practice.power: unknown power {setup.power!r}")
        if self.game.table is not None:
            raise ValueError("practice: a game with players at a table is not a practice game")
        if self.game.practice is None:  # a new game: a one-against-one scenario starts at its beginning
            self.game.begin_practice(setup)
        elif self.game.practice.scenario != setup.scenario:
            raise ValueError("practice.scenario: not this game's scenario")
        self.setup = setup
        self.level = Level(setup.level)
        self.book = book or standard_book()
        self.baselines = baselines or standard_baselines()
        self.opening: Opening | None = None
        if setup.opening_id is not None:
            try:
                self.opening = self.book.by_id(setup.opening_id)
            except KeyError:
                raise ValueError(f"practice.opening: {setup.opening_id!r} is not in the openings book") from None
        if self.opening is not None and self.opening.power != setup.power:
            raise ValueError(f"practice.opening: {setup.opening_id!r} is not an opening of {setup.power}")
        self.game.practice = setup
        others = {p: self.level for p in self.game.map.powers if p != setup.power and p not in self.game.neutral}
        self.bots = BotSeats(self.game, others, setup.seed)
        self._given: set[int] = {y for y in CHECKPOINT_YEARS if past_fall(self.game.position, y)}
        """Checkpoints already past when this object took over (a reopened game): not shown again."""

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
        """The player has submitted (or has nothing to order): the bots order, and the phase is judged.

        The bots order only now, from the public position, so they never see the player's orders;
        the engine then reveals everyone's orders together."""
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

    def scorecards(self) -> list[Scorecard]:
        """Every scorecard the game has reached so far (to look at again, also after reopening)."""
        cards = [self.scorecard(year) for year in CHECKPOINT_YEARS]
        return [c for c in cards if c is not None]

    @property
    def has_scorecards(self) -> bool:
        """The scorecards compare with seven-power games (the baselines): a one-against-one game has none."""
        return self.setup.scenario == STANDARD

    def scorecard(self, year: int) -> Scorecard | None:
        if not self.has_scorecards:
            return None
        return build_scorecard(self.game.history, self.power, self.level, year, self.game.position,
                               chosen=self.opening, book=self.book, baselines=self.baselines, game_map=self.game.map)
