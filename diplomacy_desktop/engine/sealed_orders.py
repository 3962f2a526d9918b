"""Pending orders in a save file: sealed when written, checked and opened when read.

Pending orders leave the game only sealed (``engine/sealing.py``): by the player's PIN key when
the player has a PIN, by the file key otherwise, and bound to the game, power, phase, the
power's revision within the phase and the game's lineage (``engine/lineage.py``). A damaged
seal costs only its power's orders, which its player enters again; so does one that is older
than what another PIN player's seal saw (a rollback, :meth:`SealedOrders.vouch`).
"""

from __future__ import annotations

import json
from typing import Callable, Mapping, Protocol

from .board import MapModel
from .notation import read_order
from .orders import Order
from .ownership import ownership_problem
from .position import Position
from .sealing import SEAL_PREFIX, V2_PREFIX, PinLock, SealContext, SealError, check_form, seal, unseal, unseal_legacy
from .submissions import Submission, Submissions


class SealingGame(Protocol):
    """What the seals read of their game (:class:`~.game.Game`): named here, so that this module,
    which the game uses, need not import the game."""

    game_id: str
    map: MapModel

    @property
    def position(self) -> Position: ...

    def lineage(self) -> str: ...

    def player_name(self, power: str) -> str: ...


Opener = Callable[[str, Submission], tuple[Order, ...]]
"""(power, its sealed submission) -> the orders in the seal; raises SealError."""


class SealedOrders:
    """The seals of one game's pending orders: what a save writes of them, and what loading and
    a player's PIN make of them again."""

    def __init__(self, game: SealingGame, submissions: Submissions, locks: Mapping[str, PinLock],
                 keys: Mapping[str, bytes], file_key: bytes) -> None:
        self._game = game
        self._submissions = submissions
        self._locks = locks
        """The players' PIN locks (``admissions.py`` keeps them)."""
        self._keys = keys
        """The keys of the players who entered their PIN in this session."""
        self.file_key = file_key
        """Seals the orders of players without a PIN; saved in the file (so it protects nothing
        from whoever has the file: it binds those seals to the game like the others)."""
        self._seen: dict[str, Mapping[str, int]] = {}
        """What the PIN seals opened just now saw (revisions of every power), until checked."""

    def context(self, power: str, lock: str, submitted: bool) -> SealContext:
        """What a seal of ``power``'s submission is bound to now."""
        game = self._game
        return SealContext(game.game_id, power, game.position.phase.code, lock, submitted,
                           self._submissions.revision(power), game.lineage())

    # -- writing ---------------------------------------------------------------------------

    def for_save(self) -> dict[str, dict[str, object]]:
        """Every pending submission sealed for the save file, holding the revisions of every power
        at this save (what a PIN player's seal saw vouches against a rollback, :meth:`vouch`)."""
        out: dict[str, dict[str, object]] = {}
        seen = self._submissions.revisions_in_order()
        by_power = self._submissions.by_power
        for power in sorted(by_power):
            sub = by_power[power]
            player = self._game.player_name(power)
            if sub.absent:
                out[power] = {"absent": True}
                continue
            if sub.sealed is not None:
                token, lock = sub.sealed, "pin"
            else:
                lock = "pin" if player in self._locks else "file"
                key = self._keys.get(player) if lock == "pin" else self.file_key
                if key is None:
                    raise RuntimeError(f"{player}'s orders are open but their PIN key is unknown")
                text = json.dumps({"orders": [str(o) for o in sub.orders], "seen": seen})
                token = seal(text, key, self.context(power, lock, sub.submitted))
            out[power] = {"sealed": token, "lock": lock, "submitted": sub.submitted}
        return out

    # -- reading ---------------------------------------------------------------------------

    def restore(self, pending: Mapping[str, object], revisions: Mapping[str, int] | None = None) -> None:
        """Load sealed submissions and the revisions they are bound to. File-locked ones open now;
        PIN-locked ones are checked as far as possible without the key and wait for the PIN. A
        damaged entry costs only that power's orders: its player is told and enters them again."""
        subs = self._submissions
        subs.by_power.clear()
        subs.damaged.clear()
        subs.revisions.clear()
        subs.revisions.update(revisions or {})
        self._game.lineage()  # hashed while loading, not at the first autosave
        for power, entry in pending.items():
            try:
                subs.by_power[power] = self._restored(power, entry)
            except SealError:
                subs.damaged.add(power)
        self._seen.clear()  # what file-key seals saw vouches for nothing

    def _restored(self, power: str, entry: object) -> Submission:
        if not isinstance(entry, dict):
            raise SealError("not an object")
        if entry.get("absent") is True:
            return Submission((), True, absent=True)
        token, lock, submitted = entry.get("sealed"), entry.get("lock"), entry.get("submitted")
        if not isinstance(token, str) or not isinstance(submitted, bool) or lock not in ("pin", "file"):
            raise SealError("'sealed', 'lock' or 'submitted' missing or of the wrong kind")
        check_form(token)
        bound = token.startswith((SEAL_PREFIX, V2_PREFIX))
        if token.startswith(V2_PREFIX) and self._submissions.revision(power) != 0:
            raise SealError("a seal of an older version for a submission changed since")
        pin = self._locks.get(self._game.player_name(power))
        if lock == "pin":
            if pin is None:
                raise SealError("sealed by a PIN but its player has none")
            if (pin.version == 2) != bound:
                raise SealError("sealed in a form its player's PIN lock does not make")
            return Submission((), submitted, token)
        if pin is not None:  # anyone with the file can seal with the file key: never for a PIN player
            raise SealError("a PIN player's orders are never sealed with the file key")
        sub = Submission((), submitted, token)
        if bound:
            orders = self._orders_sealed(power, sub, self.file_key, "file")
        else:
            orders = self._legacy_orders(power, sub, self.file_key)
        return Submission(orders, submitted)

    def open_with_pin(self, player: str, key: bytes, *, legacy: bool) -> None:
        """The player's PIN gave ``key``: open their sealed orders (``legacy``: sealed the way an
        older save's lock sealed them). Any that turn out damaged are dropped for the player to
        enter again; then what the opened seals saw is checked (:meth:`vouch`)."""
        opener: Opener = ((lambda power, sub: self._legacy_orders(power, sub, key)) if legacy
                          else (lambda power, sub: self._orders_sealed(power, sub, key, "pin")))
        subs = self._submissions
        for power in [p for p in subs.by_power if self._game.player_name(p) == player]:
            sub = subs.by_power[power]
            if sub.sealed is None:
                continue
            try:
                subs.by_power[power] = Submission(opener(power, sub), sub.submitted)
            except SealError:
                del subs.by_power[power]
                subs.damaged.add(power)
        for power in [p for p in self._seen if self._game.player_name(p) == player]:  # now that they are open
            self.vouch(self._seen.pop(power))

    def vouch(self, seen: Mapping[str, int]) -> None:
        """A PIN player's seal, just opened, saw these revisions. A power whose submission in the
        file is older than that was rolled back (an earlier save's seal copied in, revision and
        all): its orders are not used, and its player is told and enters them again. Only a PIN's
        seal vouches: anyone with the file can make a seal with the file key."""
        subs = self._submissions
        for power, revision in seen.items():
            if subs.revision(power) < revision:
                subs.by_power.pop(power, None)
                subs.damaged.add(power)
                subs.revisions[power] = revision

    def _orders_sealed(self, power: str, sub: Submission, key: bytes, lock: str) -> tuple[Order, ...]:
        """The orders in a bound seal. A seal of Diplomacy Desktop 0.1.0 (orders only, bound to
        game, power and phase) opens only for a submission that has not changed since that
        version saved it (revision 0); the game seals it the current way at the next save."""
        assert sub.sealed is not None
        revision = self._submissions.revision(power)
        text = unseal(sub.sealed, key, self.context(power, lock, sub.submitted), v2=revision == 0)
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
        if not all(p in self._game.map.powers and type(n) is int and n > 0 for p, n in seen.items()) \
                or seen.get(power, 0) != revision:
            raise SealError("sealed orders name revisions that do not fit")
        orders = self._orders_list(power, payload["orders"])
        if lock == "pin":
            self._seen[power] = seen
        return orders

    def _legacy_orders(self, power: str, sub: Submission, key: bytes) -> tuple[Order, ...]:
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
        position, game_map = self._game.position, self._game.map
        board = position.units_for_orders()
        if not isinstance(items, list) or not all(isinstance(t, str) for t in items):
            raise SealError("sealed orders are not a list of orders")
        try:
            orders = tuple(read_order(t, game_map=game_map, units=board, phase_kind=position.phase.kind)
                           for t in items)
        except (ValueError, RecursionError) as exc:
            raise SealError(f"sealed orders do not read as orders ({exc})") from None
        for order in orders:
            if ownership_problem(position, power, order) is not None:
                raise SealError(f"sealed orders give an order that is not {power}'s: {order}")
        return orders


