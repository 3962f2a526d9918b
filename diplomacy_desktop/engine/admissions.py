"""Who may take a seat at a table: the players' PIN locks, and the admissions handed out.

At a table a seat is handed out only against its player's :class:`Admission`, made by
:meth:`Admissions.admit` (with the PIN, for a player who set one; :meth:`~.game.Game.admit`
asks it). The locks are saved; the keys a PIN gives, and the admissions, live only in this
session. A right PIN also opens the player's orders sealed in a save (``sealed_orders.py``).
A damaged PIN lock costs its player their PIN: they set a new one, as after a forgotten one.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Iterable, Mapping, Protocol

from .submissions import Submissions

if TYPE_CHECKING:  # the sealing (and its cryptography) loads when a PIN is first set or entered
    from .sealed_orders import SealedOrders
    from .sealing import PinLock
    from .table import Table


class AdmittingGame(Protocol):
    """What the admissions read of their game (:class:`~.game.Game`): named here, so that this
    module, which the game uses, need not import the game."""

    table: Table | None
    seals: SealedOrders

    def player_name(self, power: str) -> str: ...


@dataclass(frozen=True, eq=False)
class Admission:
    """Proof that the table admitted ``player`` (with their PIN, if they set one).

    Only :meth:`Game.admit` makes one that the game honours: the game remembers the random token
    it handed out, so an Admission built by hand opens nothing. Whoever holds it may take that
    player's seats (:meth:`Game.seat`) until :meth:`Game.dismiss`."""

    player: str
    token: bytes = field(repr=False)


class Admissions:
    """The players' PIN locks, the keys of those who entered their PIN in this session, the
    locks found damaged in the save, and the admissions handed out."""

    def __init__(self, game: AdmittingGame, submissions: Submissions, pins: Mapping[str, PinLock] | None = None,
                 damaged_locks: Mapping[str, object] | None = None) -> None:
        self._game = game
        self._submissions = submissions
        self.locks: dict[str, PinLock] = dict(pins or {})
        """Each player's PIN lock. The seals read this dictionary and :attr:`keys` (changed in place,
        never replaced)."""
        self.keys: dict[str, bytes] = {}
        """Keys of the players who entered their PIN in this session (never saved)."""
        self.damaged_locks: dict[str, object] = dict(damaged_locks or {})
        """Players whose PIN lock was found damaged in the save (what the file held, written back
        as it was), until they set a new PIN: no PIN can be checked against it."""
        self._admitted: dict[bytes, str] = {}
        """Tokens of the admissions handed out in this session, and whose they are."""

    # -- the players at the table ----------------------------------------------------------

    def is_player(self, player: str) -> bool:
        table = self._game.table
        return table is not None and any(p.name == player for p in table.players)

    def in_seating_order(self, names: Iterable[str]) -> list[str]:
        """These players in seating order (names not at the table last, sorted)."""
        names = set(names)
        table = self._game.table
        seated = [pl.name for pl in table.players] if table else []
        return [n for n in seated if n in names] + sorted(n for n in names if n not in seated)

    def _players_of(self, powers: Iterable[str]) -> list[str]:
        return self.in_seating_order(self._game.player_name(p) for p in powers)

    def locked_players(self) -> list[str]:
        """Players, in seating order, whose orders came sealed by their PIN and wait for it."""
        return self._players_of(self._submissions.locked_powers())

    def damaged_players(self) -> list[str]:
        """Players, in seating order, whose sealed orders were found damaged (in the file, or when
        their PIN opened them) and who have not entered them again. Nothing of them was used."""
        return self._players_of(self._submissions.damaged)

    # -- PINs ------------------------------------------------------------------------------

    def has_pin(self, player: str) -> bool:
        return player in self.locks or player in self.damaged_locks

    def damaged_lock_players(self) -> list[str]:
        """Players, in seating order, whose PIN lock was found damaged in the save: their PIN
        cannot be checked, so they set a new one (:meth:`replace_damaged_lock`)."""
        return self.in_seating_order(self.damaged_locks)

    def set_pin(self, player: str, secret: str) -> None:
        """Give a player a PIN or passphrase (4 to 64 characters); their pending orders are then
        sealed with it in saves."""
        from .sealing import PinLock

        if not self.is_player(player):
            raise KeyError(f"no player named {player!r}")
        self.locks[player], self.keys[player] = PinLock.create(secret)

    def reset_pin(self, player: str, new_secret: str) -> Admission:
        """A player who forgot their PIN, with the table's confirmation: their sealed or pending
        orders for this phase are discarded unread, the new PIN replaces the old, and the player is
        admitted to enter their orders again."""
        self.set_pin(player, new_secret)  # first: a secret it refuses changes nothing
        self.damaged_locks.pop(player, None)
        subs = self._submissions
        for power in [p for p in subs.by_power if self._game.player_name(p) == player]:
            subs.drop(power)
        return self._issue(player)

    def replace_damaged_lock(self, player: str, new_secret: str) -> Admission:
        """A player whose PIN lock was damaged in the save sets a new PIN (as after a forgotten one:
        no PIN could open their sealed orders, which were found damaged at loading)."""
        if player not in self.damaged_locks:
            raise KeyError(f"{player}'s PIN lock is not damaged")
        return self.reset_pin(player, new_secret)

    def check_pin(self, player: str, pin: str) -> bool:
        """Is this the player's PIN? A right PIN also unlocks their orders loaded from a save."""
        if player in self.locks:
            return self.admit(player, pin) is not None
        return True

    # -- admissions ------------------------------------------------------------------------

    def admit(self, player: str, secret: str = "") -> Admission | None:
        """The table lets ``player`` take their seats: with their PIN if they set one (None if it is
        wrong), on their word otherwise, as at the curtain. A right PIN also opens their orders
        sealed in a save; any that turn out damaged are dropped for the player to enter again
        (:meth:`damaged_players`), and the PIN is still accepted."""
        if not self.is_player(player):
            return None
        if player in self.damaged_locks:
            return None  # no PIN can be checked: the player sets a new one (replace_damaged_lock)
        lock = self.locks.get(player)
        if lock is not None:
            key = lock.open(secret)
            if key is None:
                return None
            if lock.version == 1:  # an older save's lock: open its seals, then move to a version-2 lock
                from .sealing import PinLock

                self._game.seals.open_with_pin(player, key, legacy=True)
                self.locks[player], self.keys[player] = PinLock.create(secret)
            else:
                self.keys[player] = key
                self._game.seals.open_with_pin(player, key, legacy=False)
        return self._issue(player)

    def _issue(self, player: str) -> Admission:
        admission = Admission(player, os.urandom(16))
        self._admitted[admission.token] = player
        return admission

    def honours(self, admission: Admission | None, player: str) -> bool:
        """Is ``admission`` one handed out to ``player`` and not dismissed?"""
        return (admission is not None and admission.player == player
                and self._admitted.get(admission.token) == player)

    def dismiss(self, admission: Admission) -> None:
        """The player's turn is over: their admission opens no seat any more."""
        self._admitted.pop(admission.token, None)

    def for_save(self) -> tuple[dict[str, PinLock], dict[str, object]]:
        """The PIN locks, and the damaged locks as the file held them."""
        return dict(self.locks), dict(self.damaged_locks)
