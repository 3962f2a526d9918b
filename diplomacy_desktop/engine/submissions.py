"""The orders each power has given for the phase under way, held privately until it is judged.

Only :class:`~.game.Game` holds a :class:`Submissions`: a power's code reads its own orders
through its seat, and the game reads them all at the reveal. Every change to a power's
submission raises its *revision*, which sealed orders are bound to (``engine/sealed_orders.py``),
so a seal of an earlier submission of the phase no longer opens.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Iterable

from .orders import Order


@dataclass(frozen=True)
class Submission:
    """One power's orders for the phase, as its player last left them."""

    orders: tuple[Order, ...] = ()
    submitted: bool = False
    sealed: str | None = None
    """Orders loaded from a save and still locked by their player's PIN."""
    absent: bool = False
    """The table put this power in civil disorder for this phase: no orders, rulebook defaults."""


NOTHING = Submission()
"""What a power that gave nothing has."""


class Submissions:
    """This phase's submission of each power, how often each changed, and which powers' sealed
    orders turned out damaged (at loading or when opened) and are to be entered again."""

    def __init__(self) -> None:
        self.by_power: dict[str, Submission] = {}
        self.revisions: dict[str, int] = {}
        """How many times each power's submission changed in this phase: seals are bound to it."""
        self.damaged: set[str] = set()
        """Powers whose sealed orders turned out damaged, until they are entered again."""

    def of(self, power: str) -> Submission:
        return self.by_power.get(power, NOTHING)

    def submitted(self, power: str) -> bool:
        return self.of(power).submitted

    def locked(self, power: str) -> bool:
        """The power's orders came sealed from a save and wait for its player's PIN."""
        return self.of(power).sealed is not None

    def locked_powers(self) -> list[str]:
        return [p for p, sub in self.by_power.items() if sub.sealed is not None]

    def absent_powers(self, powers: Iterable[str]) -> list[str]:
        """Of ``powers``, those the table put in civil disorder for this phase (in that order)."""
        return [p for p in powers if self.of(p).absent]

    def put(self, power: str, submission: Submission) -> None:
        """The power's submission is now ``submission`` (given, or the table's civil disorder)."""
        self.by_power[power] = submission
        self.damaged.discard(power)
        self.revise(power)

    def drop(self, power: str) -> None:
        """The power's submission is discarded unread (its player's PIN was replaced)."""
        self.by_power.pop(power, None)
        self.damaged.discard(power)
        self.revise(power)

    def reopen(self, power: str) -> None:
        """Taken back to be changed (a power in civil disorder comes back to its player so too)."""
        sub = self.by_power.get(power)
        if sub is not None:
            self.by_power[power] = replace(sub, submitted=False, absent=False)
            self.revise(power)

    def revise(self, power: str) -> None:
        """The power's submission changed: a seal of an earlier one no longer opens."""
        self.revisions[power] = self.revisions.get(power, 0) + 1

    def revision(self, power: str) -> int:
        return self.revisions.get(power, 0)

    def revisions_in_order(self) -> dict[str, int]:
        """Every revision, by power name (saved beside the seals; a power that never submitted has none)."""
        return {p: self.revisions[p] for p in sorted(self.revisions)}

    def to_judge(self, left_out: Iterable[str]) -> dict[str, tuple[Order, ...]]:
        """The orders judged at the reveal: every submitted one but those of absent powers and
        of ``left_out`` (neutral powers, civil disorder for good)."""
        skip = set(left_out)
        return {p: sub.orders for p, sub in self.by_power.items()
                if sub.submitted and not sub.absent and p not in skip}

    def new_phase(self) -> None:
        """The phase was judged: the next one starts with nothing given."""
        self.by_power.clear()
        self.damaged.clear()
        self.revisions.clear()
