"""Who sits at the table: players, the powers each controls, and the neutral powers.

The rulebooks' rules for fewer than seven players (RULES.md section 13):

* 7 players: one power each.
* 6 players: Italy is not played; 5 players: Italy and Germany are not played. A power not
  played is *neutral*: its units hold, do not support each other, may be supported by anyone,
  and are removed instead of retreating; it never builds.
* 4 players: one plays England; the others Austria+France, Germany+Turkey, Russia+Italy.
* 3 players: England+Germany+Austria; Russia+Italy; France+Turkey.

* 2 players: a First-World-War scenario (:data:`WW1`): England+France+Russia against
  Austria+Germany+Turkey from Spring 1914; Italy is neutral and its territory may not be
  entered; a coin toss before the Winter 1914 adjustments decides which side Italy joins from
  Spring 1915; the first player to control 24 centres wins.

Centres and adjustments are always counted per power, even when one player runs several.
Powers are drawn at random (the rulebook's only chance element) or chosen by the players.

Instead of leaving them neutral, a table may seat **bots** at the powers nobody plays
(:func:`make_bot_table`: one power per player, a bot at each other power). The table records
each bot's power and level and the seed of their dice; the game hands a bot its own seat only
(``Game.bot_seat``), never a player's.
"""

from __future__ import annotations

import random
from dataclasses import dataclass

from .variant import Scenario, standard_variant

STANDARD, WW1 = "standard", "1914"
"""Scenarios: the standard game, and the two-player First-World-War game (the others are named
in the variant file, ``assets/maps/standard/variant.json``)."""
_VARIANT = standard_variant()
_WW1 = _VARIANT.scenario(WW1)
assert _WW1 is not None, "the standard variant file lost the 1914 game"
WW1_START_YEAR = _WW1.start_year
WW1_VICTORY_CENTRES = _WW1.victory_centres

SEATINGS: dict[int, tuple[tuple[str, ...], ...]] = {2: _WW1.seating, **_VARIANT.seatings}
"""By number of players (from the variant file); two players play the 1914 game by default."""
ALL_POWERS = _VARIANT.power_names()
MIN_PLAYERS, MAX_PLAYERS = min(SEATINGS), max(SEATINGS)
BOT_LEVELS = ("easy", "normal", "hard")
"""The levels a bot plays at (the values of ``bots.Level``; the engine does not import the bots)."""


class TableError(ValueError):
    """The seating asked for is not one the rules allow."""


@dataclass(frozen=True, slots=True)
class Player:
    name: str
    powers: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class BotChair:
    """A power played by a bot at this table, and the bot's level (one of :data:`BOT_LEVELS`)."""

    power: str
    level: str


@dataclass(frozen=True, slots=True)
class Table:
    players: tuple[Player, ...]
    neutral: tuple[str, ...]
    scenario: str = STANDARD
    bots: tuple[BotChair, ...] = ()
    """Powers played by bots (in the map's order of powers)."""
    bot_seed: int = 0
    """The seed of the bots' dice: with it a reopened game gives the same bot orders."""

    def player_of(self, power: str) -> Player | None:
        return next((p for p in self.players if power in p.powers), None)

    def bot_level(self, power: str) -> str | None:
        """The level of the bot playing ``power``, or None if no bot plays it."""
        return next((b.level for b in self.bots if b.power == power), None)

    def bot_powers(self) -> tuple[str, ...]:
        return tuple(b.power for b in self.bots)

    def power_groups(self) -> tuple[tuple[str, ...], ...]:
        """The powers of each player at the table, one group a player (a side that may win together)."""
        return tuple(p.powers for p in self.players)


def seating_groups(players: int) -> tuple[tuple[str, ...], ...]:
    """The groups of powers one player each controls, for this many players."""
    if players not in SEATINGS:
        raise TableError(f"{players} players: the rules cover {MIN_PLAYERS} to {MAX_PLAYERS}")
    return SEATINGS[players]


def neutral_powers(players: int) -> tuple[str, ...]:
    seated = {p for group in seating_groups(players) for p in group}
    return tuple(p for p in ALL_POWERS if p not in seated)


def two_player_scenarios() -> tuple[Scenario, ...]:
    """The two-player games the variant file offers (the 1914 game first)."""
    return _VARIANT.scenarios_for(2)


def scenario_named(name: str) -> Scenario | None:
    """A scenario of the standard variant by the name saves store (None for the standard game)."""
    return _VARIANT.scenario(name)


def make_table(names: list[str], groups: list[tuple[str, ...]] | None = None,
               rng: random.Random | None = None, scenario: str | None = None) -> Table:
    """Seat the named players. ``groups[i]`` is player i's powers; None draws them at random.

    Chosen groups must be exactly the groups the rules give for that many players. ``scenario``
    names a game of the variant file for that many players (two players: the 1914 game by default).
    """
    clean = _check_names(names)
    if scenario is None and len(clean) == 2:
        scenario = WW1
    chosen = _VARIANT.scenario(scenario) if scenario not in (None, STANDARD) else None
    if scenario not in (None, STANDARD) and (chosen is None or chosen.players != len(clean)):
        raise TableError(f"no scenario {scenario!r} for {len(clean)} players")
    allowed = chosen.seating if chosen is not None else seating_groups(len(clean))
    if groups is None:
        drawn = list(allowed)
        (rng or random.SystemRandom()).shuffle(drawn)
        groups = drawn
    else:
        if sorted(tuple(sorted(g)) for g in groups) != sorted(tuple(sorted(g)) for g in allowed):
            raise TableError("with {} players the powers go in these groups: {}".format(
                len(clean), "; ".join("+".join(g) for g in allowed)))
    players = tuple(Player(n, tuple(g)) for n, g in zip(clean, groups))
    if chosen is None:
        return Table(players, neutral_powers(len(clean)), STANDARD)
    seated = {p for g in chosen.seating for p in g}
    return Table(players, tuple(p for p in ALL_POWERS if p not in seated), chosen.name)


def with_power_joined(table: Table, power: str, player: str) -> Table:
    """The table after a neutral ``power`` joins ``player`` (Italy after the 1914 coin toss)."""
    players = tuple(Player(p.name, p.powers + (power,)) if p.name == player else p for p in table.players)
    return Table(players, tuple(p for p in table.neutral if p != power), table.scenario, table.bots, table.bot_seed)


def _check_names(names: list[str]) -> list[str]:
    clean = [n.strip() for n in names]
    if any(not n for n in clean):
        raise TableError("every player needs a name")
    if len(set(n.casefold() for n in clean)) != len(clean):
        raise TableError("two players have the same name")
    return clean


def make_bot_table(names: list[str], levels: dict[str, str], seed: int, powers: list[str] | None = None,
                   rng: random.Random | None = None, scenario: str | None = None) -> Table:
    """Seat each named player at one power and a bot at every other power (the standard game).

    ``powers[i]`` is player i's power; None draws them at random. ``levels`` gives the level of
    the bot at each power nobody plays (extra entries, for powers a player got, are ignored: a
    random draw decides which powers are left); a power left without a level is refused, so no
    level is guessed. ``seed`` is the bots' dice for the whole game.

    ``scenario`` names a one-against-one game of the variant file (France vs Austria): the players
    and bots share its two powers and the absent powers stay neutral."""
    clean = _check_names(names)
    chosen = bot_scenario(scenario) if scenario not in (None, STANDARD) else None
    if scenario not in (None, STANDARD) and chosen is None:
        raise TableError(f"bots do not play the scenario {scenario!r}")
    in_play = tuple(g[0] for g in chosen.seating) if chosen is not None else ALL_POWERS
    if not 1 <= len(clean) <= len(in_play):
        raise TableError(f"{len(clean)} players: one power each, so 1 to {len(in_play)}")
    if powers is None:
        drawn = list(in_play)
        (rng or random.SystemRandom()).shuffle(drawn)
        powers = drawn[:len(clean)]
    if len(powers) != len(clean) or len(set(powers)) != len(powers) or any(p not in in_play for p in powers):
        raise TableError("each player plays one different power")
    empty = [p for p in in_play if p not in powers]
    missing = [p for p in empty if p not in levels]
    if missing:
        raise TableError(f"no bot level for {', '.join(missing)}")
    bad = sorted(f"{p}={levels[p]}" for p in empty if levels[p] not in BOT_LEVELS)
    if bad:
        raise TableError(f"unknown bot level: {', '.join(bad)} (expected {', '.join(BOT_LEVELS)})")
    players = tuple(Player(n, (p,)) for n, p in zip(clean, powers))
    neutral = tuple(p for p in ALL_POWERS if p not in in_play)
    return Table(players, neutral, chosen.name if chosen else STANDARD,
                 tuple(BotChair(p, levels[p]) for p in empty), seed)


def bot_scenario(name: str) -> Scenario | None:
    """A scenario bots can sit in: one power per seat and no coin to give a power away later
    (France vs Austria, Germany vs Italy; not the 1914 game)."""
    chosen = _VARIANT.scenario(name)
    if chosen is None or chosen.coin_toss is not None or any(len(g) != 1 for g in chosen.seating):
        return None
    return chosen
