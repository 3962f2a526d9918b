"""A whole game: the phase sequence, private submissions, history, and how it ends.

Orders are submitted per power through a :class:`Seat` and held privately until the phase
is adjudicated. There is deliberately no method that returns another power's pending
orders: code acting for France gets France's seat and sees France's orders, and only
``Game.adjudicate`` reads them all, at the moment everyone's orders are revealed at once.
At a table a seat is handed out only against its player's :class:`~.admissions.Admission`
(``Game.admit``, with the PIN for a player who set one), so holding one seat reaches no other. A
power the table gives to a bot has no player: its seat is handed to the code that runs the bot
(``Game.bot_seat``), which opens no player's seat.

What the game holds is in parts, each in its own module: this phase's submissions
(``submissions.py``), the PIN locks and admissions (``admissions.py``), the seals of pending
orders in a save (``sealed_orders.py``), the played phases and the result (``history.py``).
A damaged PIN lock costs its player their PIN: they set a new one. The table can go on without
an absent player (civil disorder) or past a forgotten PIN (a new one, the old sealed orders
discarded unread).
"""

from __future__ import annotations

import os
import random
import re
from dataclasses import replace
from functools import cached_property
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from .admissions import Admission, Admissions
from .board import MapModel, initial_position
from .lineage import Lineage
from .orders import Order
from .position import MOVEMENT, RETREATS, Position, powers_in_game
from .scenario_play import closed_while_neutral, coin_toss_due, ending, start_position, unseated, victory_centres
from .submissions import Submission, Submissions

if TYPE_CHECKING:
    from .adjudicator import Resolution
    from .draw_ballot import DrawBallot
    from .history import GameResult, PhaseRecord
    from .outcomes import Reason
    from .practice import PracticeSetup
    from .sealed_orders import SealedOrders
    from .sealing import PinLock
    from .table import Table
    from .variant import Scenario

# What the window's first board does not use is imported where it is used: the adjudicator (with
# the rules, the resolver and the events behind it) where a phase is judged; the seals, with the
# sealing and its cryptography, when a save or a PIN first needs them (:attr:`Game.seals`); the
# table's module and the variant's scenarios for a game at a table or a practice game; the
# history's values once a phase is played or a draw agreed; the reasons (outcomes, ownership) once
# an order is given. The window shows a game's board before
# any of that: importing the adjudicator was about a twentieth of its start-up, the rest 3% more.

GAME_ID_PATTERN = re.compile(r"[0-9a-f]{32}")
"""A game id: 32 lowercase hex digits, safe in a file name (one autosave per game)."""


def new_game_id() -> str:
    """A fresh random game id (128 bits: two games never share one).

    From the operating system's random source, as ``secrets.token_hex`` does; that module is not
    imported for it, because it loads OpenSSL (12 ms of every start)."""
    return os.urandom(16).hex()


class OrderRejected(ValueError):
    """An order a power may not give at all (another power's unit, wrong phase...)."""

    def __init__(self, order: Order, reason: Reason) -> None:
        from .outcomes import explain

        self.order = order
        self.reason = reason
        super().__init__(f"{order}: {explain(reason)}")


class GameOver(RuntimeError):
    """The game has ended; no more orders are taken."""


class OrdersLocked(RuntimeError):
    """Some submitted orders are sealed by a PIN that has not been entered since loading."""

    def __init__(self, players: list[str]) -> None:
        self.players = players
        super().__init__(f"orders locked until {', '.join(players)} enter their PIN")


class SeatRefused(PermissionError):
    """Code without a power's seat asked for it (at a table, a seat needs its player's admission)."""

    def __init__(self, power: str, player: str | None, *, bot: bool = False) -> None:
        self.power = power
        self.player = player
        if bot:
            message = f"{power} is played by a bot at this table: only the bot takes its seat"
        elif player:
            message = f"{power}'s seat belongs to {player}: admit that player first"
        else:
            message = f"{power} is not played by anyone at this table"
        super().__init__(message)


class Seat:
    """What code acting for one power may do: give, read back and submit that power's orders.

    At a table a seat is handed out only against its player's :class:`Admission`, so code acting
    for France (a bot, the order panel during Ana's turn) is given France's seat and has no way
    to another power's pending orders; the position is public and readable from the seat."""

    def __init__(self, game: "Game", power: str) -> None:
        self._game = game
        self.power = power

    @property
    def position(self) -> Position:
        """The board now (public: every player sees it)."""
        return self._game.position

    def orders(self) -> tuple[Order, ...]:
        return self._game._pending.of(self.power).orders

    @property
    def locked(self) -> bool:
        """This power's orders came sealed from a save; its player must enter the PIN first."""
        return self._game._pending.locked(self.power)

    def set_orders(self, orders: Sequence[Order]) -> None:
        """Replace this power's pending orders (not yet submitted). Raises OrderRejected."""
        self._game._store(self.power, orders, submitted=False)

    def submit(self, orders: Sequence[Order] | None = None) -> None:
        """Hand in this power's orders for the phase (the current ones if none are given)."""
        self._game._store(self.power, self.orders() if orders is None else orders, submitted=True)

    def reopen(self) -> None:
        """Take the submission back to change it; allowed until the phase is adjudicated. A power
        put in civil disorder for this phase comes back to its player this way too."""
        if self._game._pending.locked(self.power):
            raise OrdersLocked([self._game.player_name(self.power)])
        self._game._pending.reopen(self.power)

    @property
    def submitted(self) -> bool:
        return self._game.has_submitted(self.power)


class Game:
    """A game being played: its position, the phases played, who sits where, and how it ended.

    It hands out seats, judges a phase when every power has submitted, and ends the game; this
    phase's submissions, the players' PINs and admissions, the seals of a save and a scenario's
    rules are its parts (the modules named in this module's docstring)."""

    def __init__(self, game_map: MapModel, position: Position | None = None, *,
                 end_year: int | None = None, history: Iterable[PhaseRecord] = (),
                 civil_disorder: Iterable[str] = (), neutral: Iterable[str] = (),
                 result: GameResult | None = None, table: Table | None = None,
                 pins: Mapping[str, PinLock] | None = None, file_key: bytes | None = None,
                 coin_toss: str | None = None, rng: random.Random | None = None,
                 game_id: str | None = None, practice: PracticeSetup | None = None,
                 damaged_locks: Mapping[str, object] | None = None, draw_votes: Iterable[str] = ()) -> None:
        self.map = game_map
        self.practice = practice
        """A practice game's setup (one player against bots), kept in its saves; None otherwise."""
        if game_id is not None and not GAME_ID_PATTERN.fullmatch(game_id):
            raise ValueError(f"a game id is 32 hex digits, not {game_id!r}")
        self.game_id: str = game_id or new_game_id()
        """Stays with the game for its whole life and in every save: names its autosave, and
        lets sealed orders be bound to this game and no other."""
        self.neutral: frozenset[str] = frozenset(neutral)
        """Powers nobody plays (fewer than seven players): units hold, never build, removed if dislodged."""
        self.table = table
        self.coin_toss = coin_toss
        """Two-player game: the player Italy joined after the 1914 coin toss (None before it)."""
        self._rng = rng or random.SystemRandom()
        self._position = position or start_position(game_map, self.scenario_rules, self.neutral)
        self._history: list[PhaseRecord] = list(history)
        # Against the year the game began: a game that ended at its last year is past it.
        first_year = (self._history[0].position if self._history else self._position).phase.year
        if end_year is not None and end_year < first_year:
            raise ValueError(f"the agreed last year {end_year} is before the game's year {first_year}")
        self.end_year = end_year
        self.civil_disorder: set[str] = set(civil_disorder)
        self._draw_votes: set[str] = set(draw_votes)
        self._result = result
        self._pending = Submissions()
        self._admissions = Admissions(self, self._pending, pins, damaged_locks)
        self._lineage = Lineage()
        self._file_key = file_key
        """The file key the game was made with (None: a new one), until :attr:`seals` holds it."""

    @cached_property
    def seals(self) -> SealedOrders:
        """The pending orders as a save writes them (sealed) and reads them back: made when a save,
        a load or a PIN first needs them (on the window's thread, as every use of the game)."""
        from .sealed_orders import SealedOrders
        from .sealing import new_file_key

        return SealedOrders(self, self._pending, self._admissions.locks, self._admissions.keys,
                            self._file_key or new_file_key())

    # -- scenario ------------------------------------------------------------------------

    @property
    def scenario(self) -> str:
        """The table's scenario, or a practice game's (France vs Austria against a bot)."""
        from .table import STANDARD

        if self.table is not None:
            return self.table.scenario
        return self.practice.scenario if self.practice is not None else STANDARD

    @property
    def scenario_rules(self) -> Scenario | None:
        """What the variant file says of this game's scenario (None: the standard game)."""
        if self.table is None and self.practice is None:
            return None  # the standard game, whose board a window shows before the table's module loads
        from .table import STANDARD, scenario_named

        return scenario_named(self.scenario) if self.scenario != STANDARD else None

    @property
    def victory_centres(self) -> int:
        """The centres that win this game (its scenario's count, or the map's): what the bots
        seated in it play for."""
        return victory_centres(self.map, self.scenario_rules)

    def begin_practice(self, setup: PracticeSetup) -> None:
        """Make this game, not begun yet, the practice game ``setup`` describes: a one-against-one
        scenario starts at its own beginning, every power not in it neutral (no units, no centres).

        :raises ValueError: for a game with players at a table, one already played, or one that is
            already another practice game."""
        if self.table is not None:
            raise ValueError("practice: a game with players at a table is not a practice game")
        if self.practice is not None and self.practice != setup:
            raise ValueError("practice: the game is already another practice game")
        if self._history or self._pending.by_power:
            raise ValueError("practice: the game has already begun")
        self.practice = setup
        rules = self.scenario_rules
        if rules is None:
            return
        if self._position != initial_position(self.map):
            raise ValueError(f"practice: {rules.name} starts from its own beginning, not from another position")
        self.neutral = unseated(self.map, rules)
        self._position = start_position(self.map, rules, self.neutral)

    def closed_provinces_now(self) -> frozenset[str]:
        """What the scenario keeps closed at this point of the game (neutral Italy before the toss)."""
        return closed_while_neutral(self.map, self.scenario_rules, self.neutral)

    def _toss_coin_if_due(self, before: Position) -> None:
        """A scenario with a coin toss (the 1914 game): when the first Fall is over, a coin decides
        whom the neutral power named in the variant file joins (rulebook)."""
        power = coin_toss_due(self.scenario_rules, self.coin_toss, self.table, self.neutral, before, self._position)
        if power is None or self.table is None:
            return
        from .table import with_power_joined

        winner = self._rng.choice(self.table.players).name
        self.coin_toss = winner
        self.table = with_power_joined(self.table, power, winner)
        self.neutral = self.neutral - {power}
        self._position = replace(self._position, closed=self.closed_provinces_now())

    # -- state ---------------------------------------------------------------------------

    @property
    def position(self) -> Position:
        return self._position

    @property
    def history(self) -> tuple[PhaseRecord, ...]:
        return tuple(self._history)

    @property
    def result(self) -> GameResult | None:
        return self._result

    @property
    def is_over(self) -> bool:
        return self._result is not None

    def surviving_powers(self) -> list[str]:
        """Powers with a unit (dislodged or not) or a centre, in map order: the rest are
        eliminated, or were never in the game (:func:`~.position.powers_in_game`)."""
        alive = powers_in_game(self._position)
        return [p for p in self.map.powers if p in alive]

    def required_powers(self) -> list[str]:
        """Powers whose orders the current phase waits for."""
        if self.is_over:
            return []
        pos = self._position
        if pos.phase.kind == MOVEMENT:
            needed = [p for p in self.map.powers if pos.units.get(p)]
        elif pos.phase.kind == RETREATS:
            needed = [p for p in self.map.powers if any(d.power == p for d in pos.dislodged)]
        else:
            from .adjustments import needs_adjustment

            needed = [p for p in self.map.powers if needs_adjustment(self.map, pos, p)]
        return [p for p in needed if p not in self.civil_disorder and p not in self.neutral]

    def has_submitted(self, power: str) -> bool:
        return self._pending.submitted(power)

    def submitted_powers(self) -> list[str]:
        """Who has submitted (never what)."""
        return [p for p in self.required_powers() if self.has_submitted(p)]

    def powers_of_player(self, player: str) -> list[str]:
        """The powers ``player`` must order in this phase (in map order)."""
        if self.table is None:
            return []
        mine = next((p.powers for p in self.table.players if p.name == player), ())
        return [p for p in self.required_powers() if p in mine]

    def players_to_act(self) -> list[str]:
        """Players, in seating order, who still have a power to submit for in this phase."""
        if self.table is None:
            return []
        return [pl.name for pl in self.table.players
                if any(not self.has_submitted(p) for p in self.powers_of_player(pl.name))]

    def all_submitted(self) -> bool:
        return all(self.has_submitted(p) for p in self.required_powers())

    def seat(self, power: str, admission: Admission | None = None) -> Seat:
        """The seat of ``power``: its orders, to read back, change and submit.

        A game without a table (practice) is played by whoever is at the keyboard, so every seat
        is open. At a table the seat needs an :class:`Admission` of the player who has the power
        (:meth:`admit`); without it :class:`SeatRefused` is raised and nothing is read."""
        if power not in self.map.powers:
            raise KeyError(f"unknown power {power!r}")
        if self.table is not None:
            if power in self.table.bot_powers():
                raise SeatRefused(power, None, bot=True)
            owner = self.table.player_of(power)
            if owner is None or not self._admissions.honours(admission, owner.name):
                raise SeatRefused(power, owner.name if owner else None)
        return Seat(self, power)

    def bot_seat(self, power: str) -> Seat:
        """The seat of a power the table gives to a bot (``Table.bots``), for the code that runs it.

        A bot needs no admission: nobody sits there. Any other power (a player's, a neutral one,
        or any at all in a game without a table) raises :class:`SeatRefused`, so this is no way
        round a player's admission."""
        if power not in self.map.powers:
            raise KeyError(f"unknown power {power!r}")
        if self.table is None or power not in self.table.bot_powers():
            owner = self.table.player_of(power) if self.table is not None else None
            raise SeatRefused(power, owner.name if owner else None)
        return Seat(self, power)

    def bot_powers(self) -> tuple[str, ...]:
        """Powers the table gives to bots (in the map's order)."""
        return self.table.bot_powers() if self.table is not None else ()

    def seats(self, admission: Admission) -> tuple[Seat, ...]:
        """The admitted player's seats for the powers this phase waits for."""
        return tuple(self.seat(p, admission) for p in self.powers_of_player(admission.player))

    # -- orders --------------------------------------------------------------------------

    def _store(self, power: str, orders: Sequence[Order], *, submitted: bool) -> None:
        if self.is_over:
            raise GameOver("the game is over")
        if self._pending.locked(power):
            raise OrdersLocked([self.player_name(power)])
        from .ownership import ownership_problem

        checked = tuple(orders)
        for order in checked:
            problem = ownership_problem(self._position, power, order)  # not this power's to give
            if problem is not None:  # (illegal own orders stay: they are void)
                raise OrderRejected(order, problem)
        self._pending.put(power, Submission(checked, submitted))

    # -- playing a phase -----------------------------------------------------------------

    def adjudicate(self, *, force: bool = False) -> Resolution:
        """Reveal every power's orders at once and judge the phase.

        Powers that did not submit (only with ``force``) and powers in civil disorder get the
        rulebook defaults: units hold, dislodged units are disbanded, missing removals follow
        the civil-disorder order, builds are not made. Neutral powers are always treated so.
        """
        if self.is_over:
            raise GameOver("the game is over")
        if not force and not self.all_submitted():
            missing = [p for p in self.required_powers() if not self.has_submitted(p)]
            raise RuntimeError(f"waiting for orders from {', '.join(missing)}")
        locked = sorted({self.player_name(p) for p in self._pending.locked_powers()})
        if locked:
            raise OrdersLocked(locked)
        orders = self._pending.to_judge(self.civil_disorder | self.neutral)
        from .adjudicator import adjudicate
        from .history import PhaseRecord

        before = self._position
        resolution = adjudicate(before, orders, self.map)
        self._history.append(PhaseRecord(before, orders, resolution))
        self._position = resolution.position
        self._pending.new_phase()
        self._draw_votes.clear()
        self._toss_coin_if_due(before)
        self._result = ending(self.map, self.scenario_rules, self.table, self.end_year, before, self._position,
                              self.centre_counts())
        return resolution

    def centre_counts(self) -> dict[str, int]:
        return {p: self._position.centre_count(p) for p in self.map.powers}

    # -- draws ---------------------------------------------------------------------------

    def vote_draw(self, power: str, agree: bool = True) -> bool:
        """Record a power's vote on a draw; returns True when every survivor agreed (game ends)."""
        from .history import DRAW, GameResult

        if self.is_over:
            raise GameOver("the game is over")
        if agree:
            self._draw_votes.add(power)
        else:
            self._draw_votes.discard(power)
        survivors = self.surviving_powers()
        if survivors and all(p in self._draw_votes for p in survivors):
            self._result = GameResult(DRAW, tuple(survivors), self.centre_counts())
            return True
        return False

    def draw_votes(self) -> frozenset[str]:
        return frozenset(self._draw_votes)

    def draw_ballot(self) -> DrawBallot:
        """A secret vote on a draw, to be asked of every surviving power (see :mod:`.draw_ballot`)."""
        from .draw_ballot import DrawBallot

        if self.is_over:
            raise GameOver("the game is over")
        return DrawBallot(self.surviving_powers())

    def settle_draw(self, ballot: DrawBallot) -> bool:
        """Close a draw ballot: the game ends in a draw only if every survivor voted yes.

        Refused if some power has not voted yet or the survivors changed since the ballot was
        opened. Only the outcome is known afterwards: no record of who refused is kept.
        """
        if self.is_over:
            raise GameOver("the game is over")
        if not ballot.complete:
            raise ValueError(f"the draw vote is still waiting for {', '.join(ballot.waiting())}")
        if list(ballot.powers) != self.surviving_powers():
            raise ValueError("the surviving powers changed since this draw vote was opened")
        if not ballot.agreed:
            return False
        from .history import DRAW, GameResult

        self._result = GameResult(DRAW, ballot.powers, self.centre_counts())
        return True

    # -- players: admission and PINs (``admissions.py``), absence --------------------------

    def player_name(self, power: str) -> str:
        """The name of the player who has ``power`` at the table (the power's own without one)."""
        player = self.table.player_of(power) if self.table else None
        return player.name if player else power

    def admit(self, player: str, secret: str = "") -> Admission | None:
        return self._admissions.admit(player, secret)

    def dismiss(self, admission: Admission) -> None:
        self._admissions.dismiss(admission)

    def has_pin(self, player: str) -> bool:
        return self._admissions.has_pin(player)

    def set_pin(self, player: str, pin: str) -> None:
        self._admissions.set_pin(player, pin)

    def check_pin(self, player: str, pin: str) -> bool:
        return self._admissions.check_pin(player, pin)

    def reset_pin(self, player: str, new_secret: str) -> Admission:
        return self._admissions.reset_pin(player, new_secret)

    def replace_damaged_lock(self, player: str, new_secret: str) -> Admission:
        return self._admissions.replace_damaged_lock(player, new_secret)

    def damaged_locks(self) -> list[str]:
        return self._admissions.damaged_lock_players()

    def locked_players(self) -> list[str]:
        return self._admissions.locked_players()

    def damaged_players(self) -> list[str]:
        return self._admissions.damaged_players()

    def put_in_civil_disorder(self, player: str) -> list[str]:
        """The table goes on without ``player`` for this phase (the rulebook's civil disorder):
        their powers' pending orders are discarded unread, their units hold, their unordered
        retreats disband and missing removals follow the civil-disorder rule. Returns the powers.
        The player may still come back before the reveal (:meth:`Seat.reopen`)."""
        if self.is_over:
            raise GameOver("the game is over")
        powers = self.powers_of_player(player)
        for power in powers:
            self._pending.put(power, Submission((), True, absent=True))
        return powers

    def absent_powers(self) -> list[str]:
        """Powers in civil disorder for this phase by the table's decision."""
        return self._pending.absent_powers(self.map.powers)

    # -- what a save holds besides the history -----------------------------------------------

    def lineage(self) -> str:
        """The digest of this game's history so far (``engine/lineage.py``): seals are bound to it."""
        return self._lineage.digest(self._history, self._position)

    def revisions(self) -> dict[str, int]:
        """How many times each power's submission changed in this phase (saved beside the seals,
        in power order; a power that never submitted has none)."""
        return self._pending.revisions_in_order()

    def save_secrets(self) -> tuple[bytes, dict[str, PinLock], dict[str, object]]:
        """The file key, the PIN locks, and the damaged locks as the file held them."""
        return (self.seals.file_key, *self._admissions.for_save())
