"""A whole game: the phase sequence, private submissions, history, and how it ends.

Orders are submitted per power through a :class:`Seat` and held privately until the phase
is adjudicated. There is deliberately no method that returns another power's pending
orders: code acting for France gets France's seat and sees France's orders, and only
``Game.adjudicate`` reads them all, at the moment everyone's orders are revealed at once.
At a table a seat is handed out only against its player's :class:`Admission` (``Game.admit``,
with the PIN for a player who set one), so holding one seat reaches no other. A power the table
gives to a bot has no player: its seat is handed to the code that runs the bot (``Game.bot_seat``),
which opens no player's seat.

Pending orders leave the game only sealed (``engine/sealing.py``), bound to this game, power,
phase, the power's revision within the phase and the game's lineage (``engine/lineage.py``). A
damaged seal costs only its power's orders, which its player enters again; so does one that is
older than what another PIN player's seal saw (a rollback). A damaged PIN lock costs its player
their PIN: they set a new one. The table can go on without an absent player (civil disorder) or
past a forgotten PIN (a new one, the old sealed orders discarded unread).
"""

from __future__ import annotations

import json
import os
import random
import re
from dataclasses import dataclass, field, replace
from typing import TYPE_CHECKING, Iterable, Mapping, Sequence

from .board import MapModel
from .draw_ballot import DrawBallot
from .history import DRAW, END_YEAR, VICTORY, GameResult, PhaseRecord
from .lineage import Lineage
from .orders import Order
from .notation import read_order
from .outcomes import Reason, explain
from .practice import PracticeSetup
from .position import FALL, MOVEMENT, RETREATS, Phase, Position, initial_position
from .ownership import ownership_problem
from .sealing import (SEAL_PREFIX, V2_PREFIX, PinLock, SealContext, SealError, check_form, new_file_key, seal,
                      unseal, unseal_legacy)
from .table import STANDARD, Table, scenario_named, with_power_joined
from .variant import Scenario

if TYPE_CHECKING:
    from .adjudicator import Resolution

# The adjudicator (with the rules, the resolver and the events behind it) is imported where a
# phase is judged: the window shows a game's board before anything is judged, and importing it
# is about a twentieth of the window's start-up.

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
        self.order = order
        self.reason = reason
        super().__init__(f"{order}: {explain(reason)}")


class GameOver(RuntimeError):
    """The game has ended; no more orders are taken."""


@dataclass
class _Submission:
    orders: tuple[Order, ...] = ()
    submitted: bool = False
    sealed: str | None = None
    """Orders loaded from a save and still locked by their player's PIN."""
    absent: bool = False
    """The table put this power in civil disorder for this phase: no orders, rulebook defaults."""


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


@dataclass(frozen=True, eq=False)
class Admission:
    """Proof that the table admitted ``player`` (with their PIN, if they set one).

    Only :meth:`Game.admit` makes one that the game honours: the game remembers the random token
    it handed out, so an Admission built by hand opens nothing. Whoever holds it may take that
    player's seats (:meth:`Game.seat`) until :meth:`Game.dismiss`."""

    player: str
    token: bytes = field(repr=False)


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
        return self._game._submissions.get(self.power, _Submission()).orders

    @property
    def locked(self) -> bool:
        """This power's orders came sealed from a save; its player must enter the PIN first."""
        sub = self._game._submissions.get(self.power)
        return bool(sub and sub.sealed is not None)

    def set_orders(self, orders: Sequence[Order]) -> None:
        """Replace this power's pending orders (not yet submitted). Raises OrderRejected."""
        self._game._store(self.power, orders, submitted=False)

    def submit(self, orders: Sequence[Order] | None = None) -> None:
        """Hand in this power's orders for the phase (the current ones if none are given)."""
        self._game._store(self.power, self.orders() if orders is None else orders, submitted=True)

    def reopen(self) -> None:
        """Take the submission back to change it; allowed until the phase is adjudicated. A power
        put in civil disorder for this phase comes back to its player this way too."""
        sub = self._game._submissions.get(self.power)
        if sub is not None and sub.sealed is not None:
            raise OrdersLocked([self._game._player_name(self.power)])
        if sub is not None:
            sub.submitted = False
            sub.absent = False
            self._game._revise(self.power)

    @property
    def submitted(self) -> bool:
        return self._game.has_submitted(self.power)


class Game:
    def __init__(self, game_map: MapModel, position: Position | None = None, *,
                 end_year: int | None = None, history: Iterable[PhaseRecord] = (),
                 civil_disorder: Iterable[str] = (), neutral: Iterable[str] = (),
                 result: GameResult | None = None, table: Table | None = None,
                 pins: Mapping[str, PinLock] | None = None, file_key: bytes | None = None,
                 coin_toss: str | None = None, rng: random.Random | None = None,
                 game_id: str | None = None, practice: PracticeSetup | None = None,
                 damaged_locks: Mapping[str, object] | None = None) -> None:
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
        self._position = position or self._start_position()
        self._history: list[PhaseRecord] = list(history)
        # Against the year the game began: a game that ended at its last year is past it.
        first_year = (self._history[0].position if self._history else self._position).phase.year
        if end_year is not None and end_year < first_year:
            raise ValueError(f"the agreed last year {end_year} is before the game's year {first_year}")
        self.end_year = end_year
        self._submissions: dict[str, _Submission] = {}
        self.civil_disorder: set[str] = set(civil_disorder)
        self._draw_votes: set[str] = set()
        self._result = result
        self._pins: dict[str, PinLock] = dict(pins or {})
        self._keys: dict[str, bytes] = {}
        """Keys of the players who entered their PIN in this session (never saved)."""
        self._file_key = file_key or new_file_key()
        self._admitted: dict[bytes, str] = {}
        """Tokens of the admissions handed out in this session, and whose they are."""
        self._damaged: set[str] = set()
        """Powers whose sealed orders turned out damaged (at loading or when opened), until re-entered."""
        self._damaged_locks: dict[str, object] = dict(damaged_locks or {})
        """Players whose PIN lock was found damaged in the save (what the file held, written back
        as it was), until they set a new PIN: no PIN can be checked against it."""
        self._revisions: dict[str, int] = {}
        """How many times each power's submission changed in this phase: seals are bound to it."""
        self._lineage = Lineage()
        self._seen: dict[str, Mapping[str, int]] = {}
        """What the PIN seals opened just now saw (revisions of every power), until checked."""

    # -- scenario ------------------------------------------------------------------------

    @property
    def scenario(self) -> str:
        """The table's scenario, or a practice game's (France vs Austria against a bot)."""
        if self.table is not None:
            return self.table.scenario
        return self.practice.scenario if self.practice is not None else STANDARD

    @property
    def scenario_rules(self) -> Scenario | None:
        """What the variant file says of this game's scenario (None: the standard game)."""
        return scenario_named(self.scenario) if self.scenario != STANDARD else None

    def _closed_while_neutral(self, neutral: Iterable[str]) -> frozenset[str]:
        rules = self.scenario_rules
        shut = {p for p in (rules.closed_while_neutral if rules else ()) if p in neutral}
        return frozenset(p.abbr for p in self.map.provinces.values() if p.home in shut)

    def _start_position(self) -> Position:
        start = initial_position(self.map)
        rules = self.scenario_rules
        if rules is None:
            return start
        absent = set(rules.absent)
        units = {p: (() if p in absent else u) for p, u in start.units.items()}
        centres = {c: owner for c, owner in start.centres.items() if owner not in absent}
        return Position(Phase(rules.start_year, start.phase.season, start.phase.kind), units, centres,
                        closed=self._closed_while_neutral(self.neutral))

    def begin_practice(self, setup: PracticeSetup) -> None:
        """Make this game, not begun yet, the practice game ``setup`` describes: a one-against-one
        scenario starts at its own beginning, every power not in it neutral (no units, no centres).

        :raises ValueError: for a game with players at a table, one already played, or one that is
            already another practice game."""
        if self.table is not None:
            raise ValueError("practice: a game with players at a table is not a practice game")
        if self.practice is not None and self.practice != setup:
            raise ValueError("practice: the game is already another practice game")
        if self._history or self._submissions:
            raise ValueError("practice: the game has already begun")
        self.practice = setup
        rules = self.scenario_rules
        if rules is None:
            return
        if self._position != initial_position(self.map):
            raise ValueError(f"practice: {rules.name} starts from its own beginning, not from another position")
        seated = {p for group in rules.seating for p in group}
        self.neutral = frozenset(p for p in self.map.powers if p not in seated)
        self._position = self._start_position()

    def closed_provinces_now(self) -> frozenset[str]:
        """What the scenario keeps closed at this point of the game (neutral Italy before the toss)."""
        return self._closed_while_neutral(self.neutral)

    def _toss_coin_if_due(self, before: Position) -> None:
        """A scenario with a coin toss (the 1914 game): when the first Fall is over, a coin decides
        whom the neutral power named in the variant file joins (rulebook)."""
        rules = self.scenario_rules
        power = rules.coin_toss if rules is not None else None
        if power is None or self.coin_toss is not None or self.table is None or power not in self.neutral:
            return
        if not (before.phase.season == FALL and self._position.phase.season != FALL):
            return
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
        """Powers with a unit or a centre (the rest are eliminated)."""
        pos = self._position
        alive = {p for p, units in pos.units.items() if units} | set(pos.centres.values())
        alive |= {d.power for d in pos.dislodged}
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
        sub = self._submissions.get(power)
        return bool(sub and sub.submitted)

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
            if (owner is None or admission is None or admission.player != owner.name
                    or self._admitted.get(admission.token) != owner.name):
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
        if self._submissions.get(power, _Submission()).sealed is not None:
            raise OrdersLocked([self._player_name(power)])
        checked = tuple(orders)
        for order in checked:
            problem = self._foreign(power, order)
            if problem is not None:
                raise OrderRejected(order, problem)
        self._submissions[power] = _Submission(checked, submitted)
        self._damaged.discard(power)
        self._revise(power)

    def _revise(self, power: str) -> None:
        """The power's submission changed: a seal of an earlier one no longer opens."""
        self._revisions[power] = self._revisions.get(power, 0) + 1

    def _foreign(self, power: str, order: Order) -> Reason | None:
        """Refuse orders that are not this power's to give; illegal own orders stay (they are void)."""
        return ownership_problem(self._position, power, order)

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
        locked = sorted({self._player_name(p) for p, sub in self._submissions.items() if sub.sealed is not None})
        if locked:
            raise OrdersLocked(locked)
        orders = {p: sub.orders for p, sub in self._submissions.items()
                  if sub.submitted and not sub.absent and p not in self.civil_disorder and p not in self.neutral}
        from .adjudicator import adjudicate

        before = self._position
        resolution = adjudicate(before, orders, self.map)
        self._history.append(PhaseRecord(before, orders, resolution))
        self._position = resolution.position
        self._submissions.clear()
        self._damaged.clear()
        self._revisions.clear()
        self._draw_votes.clear()
        self._toss_coin_if_due(before)
        self._check_end(before)
        return resolution

    def _check_end(self, before: Position) -> None:
        """Victory is checked when Fall ends (centres were just updated); an agreed last year
        ends the game once its adjustments are over."""
        pos = self._position
        counts = self.centre_counts()
        best = max(counts.values(), default=0)
        fall_over = before.phase.season == FALL and pos.phase.season != FALL
        rules = self.scenario_rules
        if rules is not None:  # the players' and the bots' sides; in practice the scenario's seats
            sides = rules.seating if self.table is None else \
                self.table.power_groups() + tuple((power,) for power in self.table.bot_powers())
            for powers in sides:
                if fall_over and sum(counts[p] for p in powers) >= rules.victory_centres:
                    self._result = GameResult(VICTORY, powers, counts)
                    return
        elif fall_over and best >= self.map.victory_centres:
            self._result = GameResult(VICTORY, tuple(p for p, c in counts.items() if c == best), counts)
            return
        if self.end_year is not None and pos.phase.year > self.end_year:
            self._result = GameResult(END_YEAR, tuple(p for p, c in counts.items() if c == best), counts)

    def centre_counts(self) -> dict[str, int]:
        return {p: self._position.centre_count(p) for p in self.map.powers}

    # -- draws ---------------------------------------------------------------------------

    def vote_draw(self, power: str, agree: bool = True) -> bool:
        """Record a power's vote on a draw; returns True when every survivor agreed (game ends)."""
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
        self._result = GameResult(DRAW, ballot.powers, self.centre_counts())
        return True

    # -- players: admission, PINs, absence -------------------------------------------------

    def _player_name(self, power: str) -> str:
        player = self.table.player_of(power) if self.table else None
        return player.name if player else power

    def _player_powers_pending(self, player: str) -> list[str]:
        return [p for p in self._submissions if self._player_name(p) == player]

    def _is_player(self, player: str) -> bool:
        return self.table is not None and any(p.name == player for p in self.table.players)

    def has_pin(self, player: str) -> bool:
        return player in self._pins or player in self._damaged_locks

    def damaged_locks(self) -> list[str]:
        """Players, in seating order, whose PIN lock was found damaged in the save: their PIN
        cannot be checked, so they set a new one (:meth:`replace_damaged_lock`)."""
        return self._players_in_order(set(self._damaged_locks))

    def set_pin(self, player: str, pin: str) -> None:
        """Give a player a PIN or passphrase (4 to 64 characters); their pending orders are then
        sealed with it in saves."""
        if not self._is_player(player):
            raise KeyError(f"no player named {player!r}")
        lock, key = PinLock.create(pin)
        self._pins[player] = lock
        self._keys[player] = key

    def admit(self, player: str, secret: str = "") -> Admission | None:
        """The table lets ``player`` take their seats: with their PIN if they set one (None if it is
        wrong), on their word otherwise, as at the curtain. A right PIN also opens their orders
        sealed in a save; any that turn out damaged are dropped for the player to enter again
        (:meth:`damaged_players`), and the PIN is still accepted."""
        if not self._is_player(player):
            return None
        if player in self._damaged_locks:
            return None  # no PIN can be checked: the player sets a new one (replace_damaged_lock)
        lock = self._pins.get(player)
        if lock is not None:
            key = lock.open(secret)
            if key is None:
                return None
            if lock.version == 1:  # an older save's lock: open its seals, then move to a version-2 lock
                self._open_sealed(player, lambda power, sub: self._legacy_orders(power, sub, key))
                self._pins[player], self._keys[player] = PinLock.create(secret)
            else:
                self._keys[player] = key
                self._open_sealed(player, lambda power, sub: self._orders_sealed(power, sub, key, "pin"))
        return self._issue(player)

    def replace_damaged_lock(self, player: str, new_secret: str) -> Admission:
        """A player whose PIN lock was damaged in the save sets a new PIN (as after a forgotten one:
        no PIN could open their sealed orders, which were found damaged at loading)."""
        if player not in self._damaged_locks:
            raise KeyError(f"{player}'s PIN lock is not damaged")
        return self.reset_pin(player, new_secret)

    def _issue(self, player: str) -> Admission:
        admission = Admission(player, os.urandom(16))
        self._admitted[admission.token] = player
        return admission

    def dismiss(self, admission: Admission) -> None:
        """The player's turn is over: their admission opens no seat any more."""
        self._admitted.pop(admission.token, None)

    def check_pin(self, player: str, pin: str) -> bool:
        """Is this the player's PIN? A right PIN also unlocks their orders loaded from a save."""
        if player in self._pins:
            return self.admit(player, pin) is not None
        return True

    def _open_sealed(self, player: str, opener) -> None:  # noqa: ANN001 - (power, sub) -> orders
        for power in self._player_powers_pending(player):
            sub = self._submissions[power]
            if sub.sealed is None:
                continue
            try:
                sub.orders = opener(power, sub)
                sub.sealed = None
            except SealError:
                del self._submissions[power]
                self._damaged.add(power)
        for power in [p for p in self._seen if self._player_name(p) == player]:  # now that they are open
            self._vouch(self._seen.pop(power))

    def locked_players(self) -> list[str]:
        """Players, in seating order, whose orders came sealed by their PIN and wait for it."""
        return self._players_in_order({self._player_name(p) for p, sub in self._submissions.items()
                                       if sub.sealed is not None})

    def _players_in_order(self, names: set[str]) -> list[str]:
        seated = [pl.name for pl in self.table.players] if self.table else []
        return [n for n in seated if n in names] + sorted(n for n in names if n not in seated)

    def damaged_players(self) -> list[str]:
        """Players, in seating order, whose sealed orders were found damaged (in the file, or when
        their PIN opened them) and who have not entered them again. Nothing of them was used."""
        return self._players_in_order({self._player_name(p) for p in self._damaged})

    def put_in_civil_disorder(self, player: str) -> list[str]:
        """The table goes on without ``player`` for this phase (the rulebook's civil disorder):
        their powers' pending orders are discarded unread, their units hold, their unordered
        retreats disband and missing removals follow the civil-disorder rule. Returns the powers.
        The player may still come back before the reveal (:meth:`Seat.reopen`)."""
        if self.is_over:
            raise GameOver("the game is over")
        powers = self.powers_of_player(player)
        for power in powers:
            self._submissions[power] = _Submission((), True, absent=True)
            self._damaged.discard(power)
            self._revise(power)
        return powers

    def absent_powers(self) -> list[str]:
        """Powers in civil disorder for this phase by the table's decision."""
        return [p for p in self.map.powers if self._submissions.get(p, _Submission()).absent]

    def reset_pin(self, player: str, new_secret: str) -> Admission:
        """A player who forgot their PIN, with the table's confirmation: their sealed or pending
        orders for this phase are discarded unread, the new PIN replaces the old, and the player is
        admitted to enter their orders again."""
        if not self._is_player(player):
            raise KeyError(f"no player named {player!r}")
        lock, key = PinLock.create(new_secret)
        for power in self._player_powers_pending(player):
            del self._submissions[power]
            self._damaged.discard(power)
            self._revise(power)
        self._damaged_locks.pop(player, None)
        self._pins[player] = lock
        self._keys[player] = key
        return self._issue(player)

    # -- sealing for the save file ---------------------------------------------------------

    def lineage(self) -> str:
        """The digest of this game's history so far (``engine/lineage.py``): seals are bound to it."""
        return self._lineage.digest(self._history, self._position)

    def revisions(self) -> dict[str, int]:
        """How many times each power's submission changed in this phase (saved beside the seals,
        in power order; a power that never submitted has none)."""
        return {p: self._revisions[p] for p in sorted(self._revisions)}

    def _context(self, power: str, lock: str, submitted: bool) -> SealContext:
        return SealContext(self.game_id, power, self._position.phase.code, lock, submitted,
                           self._revisions.get(power, 0), self.lineage())

    def _orders_sealed(self, power: str, sub: _Submission, key: bytes, lock: str) -> tuple[Order, ...]:
        """The orders in a bound seal. A seal of Diplomacy Desktop 0.1.0 (orders only, bound to
        game, power and phase) opens only for a submission that has not changed since that
        version saved it (revision 0); the game seals it the current way at the next save."""
        assert sub.sealed is not None
        revision = self._revisions.get(power, 0)
        text = unseal(sub.sealed, key, self._context(power, lock, sub.submitted), v2=revision == 0)
        if sub.sealed.startswith(V2_PREFIX):
            return self._orders_from_text(power, text)
        try:
            payload = json.loads(text)
        except (ValueError, RecursionError):
            raise SealError("sealed orders do not read as orders") from None
        if not isinstance(payload, dict) or not isinstance(payload.get("orders"), list) \
                or not isinstance(payload.get("seen"), dict):
            raise SealError("sealed orders are not orders and revisions")
        seen = payload["seen"]
        if not all(p in self.map.powers and type(n) is int and n > 0 for p, n in seen.items()) \
                or seen.get(power, 0) != revision:
            raise SealError("sealed orders name revisions that do not fit")
        orders = self._orders_list(power, payload["orders"])
        if lock == "pin":
            self._seen[power] = seen
        return orders

    def _vouch(self, seen: Mapping[str, int]) -> None:
        """A PIN player's seal, just opened, saw these revisions. A power whose submission in the
        file is older than that was rolled back (an earlier save's seal copied in, revision and
        all): its orders are not used, and its player is told and enters them again. Only a PIN's
        seal vouches: anyone with the file can make a seal with the file key."""
        for power, revision in seen.items():
            if self._revisions.get(power, 0) < revision:
                self._submissions.pop(power, None)
                self._damaged.add(power)
                self._revisions[power] = revision

    def _legacy_orders(self, power: str, sub: _Submission, key: bytes) -> tuple[Order, ...]:
        assert sub.sealed is not None
        return self._orders_from_text(power, unseal_legacy(sub.sealed, key))

    def _orders_from_text(self, power: str, text: str) -> tuple[Order, ...]:
        """The orders in an opened seal of the older forms (a JSON list of orders)."""
        try:
            items = json.loads(text)
        except (ValueError, RecursionError) as exc:
            raise SealError(f"sealed orders do not read as orders ({exc})") from None
        return self._orders_list(power, items)

    def _orders_list(self, power: str, items: object) -> tuple[Order, ...]:
        """The orders of an opened seal, checked as if just given; SealError if they are not."""
        board = self._position.units_for_orders()
        if not isinstance(items, list) or not all(isinstance(t, str) for t in items):
            raise SealError("sealed orders are not a list of orders")
        try:
            orders = tuple(read_order(t, game_map=self.map, units=board, phase_kind=self._position.phase.kind)
                           for t in items)
        except (ValueError, RecursionError) as exc:
            raise SealError(f"sealed orders do not read as orders ({exc})") from None
        for order in orders:
            if self._foreign(power, order) is not None:
                raise SealError(f"sealed orders give an order that is not {power}'s: {order}")
        return orders

    def _sealed_pending(self) -> dict[str, dict[str, object]]:
        """Every pending submission sealed for the save file: by the player's PIN key when the
        player has a PIN, by the file key otherwise; bound to this game, power, phase, revision
        and lineage, and holding the revisions of every power at this save (what a PIN player's
        seal saw vouches against a rollback of someone else's, :meth:`_vouch`)."""
        out: dict[str, dict[str, object]] = {}
        seen = self.revisions()
        for power in sorted(self._submissions):
            sub = self._submissions[power]
            player = self._player_name(power)
            if sub.absent:
                out[power] = {"absent": True}
                continue
            if sub.sealed is not None:
                token, lock = sub.sealed, "pin"
            else:
                lock = "pin" if player in self._pins else "file"
                key = self._keys.get(player) if lock == "pin" else self._file_key
                if key is None:
                    raise RuntimeError(f"{player}'s orders are open but their PIN key is unknown")
                text = json.dumps({"orders": [str(o) for o in sub.orders], "seen": seen})
                token = seal(text, key, self._context(power, lock, sub.submitted))
            out[power] = {"sealed": token, "lock": lock, "submitted": sub.submitted}
        return out

    def _restore_sealed(self, pending: Mapping[str, object], votes: Iterable[str],
                        revisions: Mapping[str, int] | None = None) -> None:
        """Load sealed submissions and the revisions they are bound to. File-locked ones open now;
        PIN-locked ones are checked as far as possible without the key and wait for the PIN. A
        damaged entry costs only that power's orders: its player is told (:meth:`damaged_players`)
        and enters them again."""
        self._submissions = {}
        self._damaged = set()
        self._revisions = dict(revisions or {})
        self.lineage()  # hashed while loading, not at the first autosave
        for power, entry in pending.items():
            try:
                self._submissions[power] = self._restored(power, entry)
            except SealError:
                self._damaged.add(power)
        self._seen.clear()  # what file-key seals saw vouches for nothing
        self._draw_votes = set(votes)

    def _restored(self, power: str, entry: object) -> _Submission:
        if not isinstance(entry, dict):
            raise SealError("not an object")
        if entry.get("absent") is True:
            return _Submission((), True, absent=True)
        token, lock, submitted = entry.get("sealed"), entry.get("lock"), entry.get("submitted")
        if not isinstance(token, str) or not isinstance(submitted, bool) or lock not in ("pin", "file"):
            raise SealError("'sealed', 'lock' or 'submitted' missing or of the wrong kind")
        check_form(token)
        bound = token.startswith((SEAL_PREFIX, V2_PREFIX))
        if token.startswith(V2_PREFIX) and self._revisions.get(power, 0) != 0:
            raise SealError("a seal of an older version for a submission changed since")
        pin = self._pins.get(self._player_name(power))
        if lock == "pin":
            if pin is None:
                raise SealError("sealed by a PIN but its player has none")
            if (pin.version == 2) != bound:
                raise SealError("sealed in a form its player's PIN lock does not make")
            return _Submission((), submitted, token)
        if pin is not None:  # anyone with the file can seal with the file key: never for a PIN player
            raise SealError("a PIN player's orders are never sealed with the file key")
        sub = _Submission((), submitted, token)
        if bound:
            orders = self._orders_sealed(power, sub, self._file_key, "file")
        else:
            orders = self._legacy_orders(power, sub, self._file_key)
        return _Submission(orders, submitted)

    def _save_secrets(self) -> tuple[bytes, dict[str, PinLock], dict[str, object]]:
        """The file key, the PIN locks, and the damaged locks as the file held them."""
        return self._file_key, dict(self._pins), dict(self._damaged_locks)
