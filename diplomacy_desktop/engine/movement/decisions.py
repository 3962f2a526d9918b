"""The decisions of a movement phase and the guess-and-check that takes them.

Three kinds of decision, each a node named by a province: does the move from here succeed,
is the support from here given, and (``~`` + province) does this convoyed army have an
unbroken route. A decision asks others (:mod:`.strengths`); they are taken with the
algorithm of the DATC's appendix: when a decision depends on itself, both guesses are tried;
if both are consistent the cycle is either circular movement (all moves succeed, DATC
6.C.1-6.C.9) or a convoy paradox, settled by the Szykman rule (the convoyed armies of the
paradox stay put; DATC 6.F.14-6.F.24, 6.G.11). All cycle handling is in :meth:`Decisions.resolve`
and :meth:`Decisions._backup_rule`.
"""

from __future__ import annotations

from ..convoys import route_exists
from . import strengths
from .ordered import MoveInPlay, Ordered

_UNRESOLVED, _GUESSING, _RESOLVED = 0, 1, 2
PATH = "~"
"""Prefix of the decision node 'does this convoyed army have an unbroken route?'."""


class Decisions:
    """Every decision of one phase, taken on first asking and kept."""

    def __init__(self, ordered: Ordered) -> None:
        self.ordered = ordered
        # What the decisions read again and again, taken from the orders once.
        self.moves = ordered.moves
        self.supports = ordered.supports
        self.occupant = ordered.occupant
        self.moves_into = ordered.moves_into
        self.hold_supports = ordered.hold_supports
        self.state: dict[str, int] = {}
        self.result: dict[str, bool] = {}
        self.deps: list[str] = []
        self.paradox: set[str] = set()
        """Provinces of the convoyed armies the Szykman rule keeps home this turn."""

    def take_all(self) -> None:
        """Take every decision. Those that ask no other are taken at once, as resolve would
        take them without asking anything: an unsupported move by land or sea into an empty
        province nobody else enters succeeds; a support from a province nobody moves into is given."""
        state, result = self.state, self.result
        occupant, moves_into = self.occupant, self.moves_into
        for src, m in self.moves.items():
            if not m.supports and not m.convoyed and m.dest not in occupant and len(moves_into[m.dest]) == 1:
                state[src] = _RESOLVED
                result[src] = True
        for prov in self.supports:
            if prov not in moves_into:
                state[prov] = _RESOLVED
                result[prov] = True
        resolve = self.resolve
        for node in self.moves:
            if state.get(node) != _RESOLVED:  # (most moves are settled above or by an earlier one)
                resolve(node)
        for node in self.supports:
            if state.get(node) != _RESOLVED:
                resolve(node)

    def resolve(self, node: str) -> bool:
        state = self.state.get(node, _UNRESOLVED)
        if state == _RESOLVED:
            return self.result[node]
        if state == _GUESSING:
            if node not in self.deps:
                self.deps.append(node)
            return self.result[node]
        mark = len(self.deps)
        self.result[node] = False
        self.state[node] = _GUESSING
        first = self._decide(node)
        if len(self.deps) == mark:
            if self.state[node] != _RESOLVED:
                self.result[node] = first
                self.state[node] = _RESOLVED
            return first
        if self.deps[mark] != node:
            # Part of a cycle that started further up: keep the guess, report it upwards.
            self.deps.append(node)
            self.result[node] = first
            return first
        # This node starts the cycle: try the other guess.
        for n in self.deps[mark:]:
            self.state[n] = _UNRESOLVED
        del self.deps[mark:]
        self.result[node] = True
        self.state[node] = _GUESSING
        second = self._decide(node)
        if first == second:
            for n in self.deps[mark:]:
                self.state[n] = _UNRESOLVED
            del self.deps[mark:]
            self.result[node] = first
            self.state[node] = _RESOLVED
            return first
        cycle = self.deps[mark:]
        if node not in cycle:
            cycle.append(node)
        del self.deps[mark:]
        self._backup_rule(cycle)
        return self.resolve(node)

    def _backup_rule(self, cycle: list[str]) -> None:
        """Settle a cycle that both guesses satisfy (or neither does).

        If a convoy route decision is part of the cycle it is a convoy paradox: by the Szykman
        rule the armies whose routes are in it do not move by convoy this turn, their convoys
        are disrupted and they cut nothing (DATC 4.A.2; 6.F.14-6.F.24, 6.G.11). Otherwise it is
        circular movement and every move in it succeeds (6.C.1-6.C.9).
        """
        paths = [n for n in cycle if n[0] == PATH]
        if paths:
            self.paradox.update(n[1:] for n in paths)
            for n in cycle:
                self.state[n] = _UNRESOLVED
            return
        for n in cycle:
            if n in self.moves:
                self.state[n] = _RESOLVED
                self.result[n] = True
            else:
                self.state[n] = _UNRESOLVED

    def _decide(self, node: str) -> bool:
        if node[0] == PATH:
            m = self.moves[node[1:]]
            if m.src in self.paradox:
                return False
            return route_exists(self.ordered.map, m.src, m.dest, m.convoy_fleets, self.fleet_afloat)
        m = self.moves.get(node)
        if m is not None:
            return strengths.move_succeeds(self, m)
        return strengths.support_given(self, node)

    # -- the questions every rule asks ---------------------------------------------------

    def fleet_afloat(self, fleet: str) -> bool:
        """Is the fleet in ``fleet`` not dislodged (no move into its province succeeds)?"""
        return not any(self.resolve(a) for a in self.moves_into.get(fleet, ()))

    def path_ok(self, m: MoveInPlay) -> bool:
        """Does the move have its way: by land, or by an unbroken chain of convoys?"""
        if not m.convoyed:
            return True
        if m.src in self.paradox or not m.convoy_fleets:
            return False
        return self.resolve(PATH + m.src)

    def cutter(self, prov: str) -> str | None:
        """The province of a foreign unit whose attack cuts the support from ``prov``, if any."""
        s = self.supports[prov]
        for a in self.moves_into.get(prov, ()):
            am = self.moves[a]
            if am.power == s.power or a == s.target:
                continue
            if am.convoyed and not self.path_ok(am):
                continue
            return a
        return None
