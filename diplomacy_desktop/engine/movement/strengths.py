"""The strengths of the DATC's appendix and the two decisions they settle.

A move succeeds when its attack strength beats the hold strength of its destination (or the
defend strength of the unit coming the other way) and the prevent strength of every other
move there; a support is given unless it is cut. Each asks the decisions it depends on in the
order the rules state them (the guess-and-check of :meth:`.Decisions.resolve` depends on
that order); plain loops, because they run tens of times per phase.
"""

from __future__ import annotations

from typing import Mapping, Protocol

from ..orders import Unit
from .ordered import MoveInPlay, SupportInPlay


class Decisions(Protocol):
    """What a strength asks: the decisions it depends on (:class:`.decisions.Decisions`, which
    calls these functions back for the decisions it takes)."""

    moves: dict[str, MoveInPlay]
    supports: dict[str, SupportInPlay]
    occupant: Mapping[str, tuple[str, Unit]]
    moves_into: dict[str, list[str]]
    hold_supports: dict[str, list[str]]

    def resolve(self, node: str) -> bool: ...

    def path_ok(self, m: MoveInPlay) -> bool: ...

    def cutter(self, prov: str) -> str | None: ...


def attack(d: Decisions, m: MoveInPlay) -> int:
    if m.convoyed and not d.path_ok(m):
        return 0
    # The power of the unit that stays in (or fights head-to-head for) the destination: its
    # own supports and a move against its own unit add nothing.
    occ = d.occupant.get(m.dest)
    if occ is None or (m.opposing is None and m.dest in d.moves and d.resolve(m.dest)):
        defender = None
    elif occ[0] == m.power:
        return 0
    else:
        defender = occ[0]
    strength = 1
    if m.supports:
        supports, resolve = d.supports, d.resolve
        for s in m.supports:
            if supports[s].power != defender and resolve(s):
                strength += 1
    return strength


def hold(d: Decisions, prov: str) -> int:
    if prov not in d.occupant:
        return 0
    if prov in d.moves:
        return 0 if d.resolve(prov) else 1
    strength = 1
    for s in d.hold_supports.get(prov, ()):
        if d.resolve(s):
            strength += 1
    return strength


def defend(d: Decisions, m: MoveInPlay) -> int:
    strength = 1
    for s in m.supports:
        if d.resolve(s):
            strength += 1
    return strength


def prevent(d: Decisions, m: MoveInPlay) -> int:
    if m.convoyed and not d.path_ok(m):
        return 0
    if m.opposing is not None and d.resolve(m.opposing):
        return 0
    strength = 1
    for s in m.supports:
        if d.resolve(s):
            strength += 1
    return strength


def move_succeeds(d: Decisions, m: MoveInPlay) -> bool:
    strength = attack(d, m)
    if strength == 0:
        return False
    if m.opposing is not None:
        if strength <= defend(d, d.moves[m.opposing]):
            return False
    elif strength <= hold(d, m.dest):
        return False
    for other in d.moves_into[m.dest]:
        if other != m.src and strength <= prevent(d, d.moves[other]):
            return False
    return True


def support_given(d: Decisions, prov: str) -> bool:
    if d.cutter(prov) is not None:
        return False
    s = d.supports[prov]
    back = d.moves.get(s.target)
    if back is not None and back.dest == prov and d.resolve(s.target):
        return False
    return True
