"""What a scenario changes in play, and how any game ends.

The variant file says what a scenario is (``variant.py``: seating, start year, absent and
closed powers, victory count, a coin toss); this module says what that means on the board: the
position it starts from, the provinces it keeps closed, when its coin is tossed and for which
power, how many centres win and who has won. :class:`~.game.Game` asks it at the start and after every phase.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, Mapping

from .board import MapModel, initial_position
from .position import FALL, Phase, Position

if TYPE_CHECKING:
    from .history import GameResult
    from .table import Table
    from .variant import Scenario


def closed_while_neutral(game_map: MapModel, rules: Scenario | None, neutral: Iterable[str]) -> frozenset[str]:
    """The provinces the scenario keeps closed while these powers are neutral (the 1914 game's
    Italy before the coin toss)."""
    shut = {p for p in (rules.closed_while_neutral if rules else ()) if p in neutral}
    return frozenset(p.abbr for p in game_map.provinces.values() if p.home in shut)


def start_position(game_map: MapModel, rules: Scenario | None, neutral: Iterable[str]) -> Position:
    """Where the game starts: the rulebook's position, or the scenario's (its year, its absent
    powers without units or centres, its closed provinces)."""
    start = initial_position(game_map)
    if rules is None:
        return start
    absent = set(rules.absent)
    units = {p: (() if p in absent else u) for p, u in start.units.items()}
    centres = {c: owner for c, owner in start.centres.items() if owner not in absent}
    return Position(Phase(rules.start_year, start.phase.season, start.phase.kind), units, centres,
                    closed=closed_while_neutral(game_map, rules, neutral))


def unseated(game_map: MapModel, rules: Scenario) -> frozenset[str]:
    """The powers nobody plays in the scenario (neutral for the whole game, or until a coin toss)."""
    seated = {p for group in rules.seating for p in group}
    return frozenset(p for p in game_map.powers if p not in seated)


def coin_toss_due(rules: Scenario | None, tossed: str | None, table: Table | None, neutral: frozenset[str],
                  before: Position, after: Position) -> str | None:
    """The power a coin is tossed for now, if any: in a scenario with a toss (the 1914 game) at a
    table, once the first Fall is over, the neutral power named in the variant file joins one of
    the players (rulebook). None when there is no toss, it was made, or it is not yet time."""
    power = rules.coin_toss if rules is not None else None
    if power is None or tossed is not None or table is None or power not in neutral:
        return None
    return power if before.phase.season == FALL and after.phase.season != FALL else None


def victory_centres(game_map: MapModel, rules: Scenario | None) -> int:
    """The centres that win the game: the scenario's count (the 1914 game: 24, over a side's
    powers), or in the standard game the map's (18). Whoever judges a win, the game or a bot
    weighing one, asks here, so a scenario's own count is never mistaken for the map's."""
    return rules.victory_centres if rules is not None else game_map.victory_centres


def ending(game_map: MapModel, rules: Scenario | None, table: Table | None, end_year: int | None,
           before: Position, after: Position, counts: Mapping[str, int]) -> GameResult | None:
    """How the game ends after the phase from ``before`` to ``after``, if it does. Victory is
    checked when Fall ends (centres were just updated); an agreed last year ends the game once its
    adjustments are over. ``counts``: every power's centres at ``after``."""
    from .history import END_YEAR, VICTORY, GameResult  # once a phase is played, not for a game's first board

    best = max(counts.values(), default=0)
    needed = victory_centres(game_map, rules)
    fall_over = before.phase.season == FALL and after.phase.season != FALL
    if rules is not None:  # the players' and the bots' sides; in practice the scenario's seats
        sides = rules.seating if table is None else \
            table.power_groups() + tuple((power,) for power in table.bot_powers())
        for powers in sides:
            if fall_over and sum(counts[p] for p in powers) >= needed:
                return GameResult(VICTORY, powers, dict(counts))
    elif fall_over and best >= needed:
        return GameResult(VICTORY, tuple(p for p, c in counts.items() if c == best), dict(counts))
    if end_year is not None and after.phase.year > end_year:
        return GameResult(END_YEAR, tuple(p for p, c in counts.items() if c == best), dict(counts))
    return None
