"""A game's lineage: one digest of every phase played so far, which sealed orders are bound to.

A seal names its game by id, but an id is only a label in the file: copy another game's id and
PIN lock into a save and that game's seals would open there, in a position they were never
made for. Bound also to the lineage, a seal opens only in the game and position it was made in:
the same start, the same orders in every phase since (the orders decide every later position,
so they stand for the positions), the same phase now.

The digest is a SHA-256 chain: the start position, then each played phase's code and orders in
a canonical text. A played phase never changes, so the chain is extended one phase at a time
(:class:`Lineage`); a live game and the same game loaded from its save give the same digest.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Mapping, Protocol, Sequence

if TYPE_CHECKING:
    from .orders import Order
    from .position import Position

_START = b"diplomacy-desktop lineage v1\0"


def position_text(position: Position) -> str:
    """The position in a canonical text: phase, units, centres, dislodged units (sorted)."""
    units = ";".join(f"{power}:{','.join(sorted(str(u) for u in units))}"
                     for power, units in sorted(position.units.items()) if units)
    centres = ",".join(f"{c}={owner}" for c, owner in sorted(position.centres.items()))
    dislodged = ",".join(sorted(f"{d.power}:{d.unit}" for d in position.dislodged))
    return f"{position.phase.code}|{units}|{centres}|{dislodged}"


def orders_text(phase_code: str, orders: Mapping[str, Sequence[Order]]) -> str:
    """A played phase's orders in a canonical text (powers and orders sorted; no orders, no entry)."""
    return phase_code + "|" + ";".join(f"{power}:{','.join(sorted(str(o) for o in given))}"
                                       for power, given in sorted(orders.items()) if given)


class PlayedPhase(Protocol):
    """What the lineage reads of a played phase (the game's ``PhaseRecord``): named here, so the
    lineage, which the game uses, need not import the game."""

    @property
    def position(self) -> Position: ...

    @property
    def orders(self) -> Mapping[str, Sequence[Order]]: ...


def _step(previous: bytes, text: str) -> bytes:
    # hashlib loads OpenSSL (about 5 ms); imported here, the game's start-up, which makes a Game
    # but seals nothing, does not pay for it
    import hashlib  # noqa: PLC0415

    return hashlib.sha256(previous + text.encode("utf-8")).digest()


class Lineage:
    """The digest of a game's history, extended as phases are played (each phase hashed once)."""

    def __init__(self) -> None:
        self._start: bytes | None = None
        self._chain: list[bytes] = []
        self._last: PlayedPhase | None = None
        """The last record hashed (by identity): a history that was replaced is hashed afresh."""

    def digest(self, history: Sequence[PlayedPhase], position: Position) -> str:
        """The lineage of a game with ``history`` that now stands at ``position`` (hex)."""
        if self._chain and (len(history) < len(self._chain) or history[len(self._chain) - 1] is not self._last):
            self._start, self._chain = None, []
        if self._start is None:
            first = history[0].position if history else position
            self._start = _step(_START, position_text(first))
        digest = self._chain[-1] if self._chain else self._start
        for record in history[len(self._chain):]:
            digest = _step(digest, orders_text(record.position.phase.code, record.orders))
            self._chain.append(digest)
            self._last = record
        return digest.hex()
