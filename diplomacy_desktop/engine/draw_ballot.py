"""A secret ballot on ending the game in a draw.

The rulebook ends a game in a draw only when every surviving power agrees. Around one computer
the vote must also stay secret: if asking stopped at the first "no", the room would know who
refused (the last player to go behind the curtain). So every surviving power is asked, and the
ballot keeps only *whether* every vote so far was yes and *who* has voted, never which power
said no: nothing in memory, on screen or in a save can tell the table who refused.
"""

from __future__ import annotations

from typing import Iterable


class DrawBallot:
    """Votes of the powers asked (the survivors when the draw was proposed), collected one by one.

    Get one from :meth:`Game.draw_ballot`, :meth:`cast` every power's vote, then hand it to
    :meth:`Game.settle_draw`, which ends the game only if the ballot is complete and unanimous.
    """

    def __init__(self, powers: Iterable[str]) -> None:
        self.powers: tuple[str, ...] = tuple(powers)
        """The powers that must vote, in map order."""
        self._voted: set[str] = set()
        self._unanimous = True

    def cast(self, power: str, agree: bool) -> None:
        """Record one power's vote. Each power votes once; a power not asked cannot vote."""
        if power not in self.powers:
            raise KeyError(f"{power!r} is not asked in this draw vote")
        if power in self._voted:
            raise ValueError(f"{power} has already voted on this draw")
        self._voted.add(power)
        self._unanimous = self._unanimous and bool(agree)

    def waiting(self) -> list[str]:
        """Powers that have not voted yet (in map order)."""
        return [p for p in self.powers if p not in self._voted]

    @property
    def complete(self) -> bool:
        return not self.waiting()

    @property
    def agreed(self) -> bool:
        """Every power asked has voted, and all voted for the draw."""
        return self.complete and self._unanimous and bool(self.powers)
