"""How the bots play: same seed same orders, convoys only above Easy, supports where one unit would bounce."""

from __future__ import annotations

import json
import os
import random
import subprocess
import sys

from diplomacy_desktop.bots import EasyBot, HardBot, Level, NormalBot, make_bot
from diplomacy_desktop.bots.match import play_match
from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import initial_position, standard_map
from diplomacy_desktop.engine.orders import Convoy, Move, SupportMove
from diplomacy_desktop.engine.position import FALL, MOVEMENT, SPRING, Phase, Position, make_units
from diplomacy_desktop.engine.scenario_play import victory_centres

MAP = standard_map()
VICTORY = victory_centres(MAP, None)
"""The standard game's count (18): what the bots here play for."""


def position(season: str, units: dict[str, list[str]], centres: dict[str, list[str]]) -> Position:
    owners = {c: p for p, cs in centres.items() for c in cs}
    return Position(Phase(1903, season, MOVEMENT), make_units(units), owners)


def midgame() -> Position:
    bots = {p: EasyBot() for p in MAP.powers}
    pos = initial_position(standard_map())
    rng = random.Random(3)
    while pos.phase.code != "F1903M":
        pos = adjudicate(pos, {p: b.orders_for(pos, p, rng, standard_map()) for p, b in bots.items()}, standard_map()).position
    return pos


def test_the_same_seed_gives_the_same_orders_at_every_level() -> None:
    pos = midgame()
    for level in Level:
        bot = make_bot(level, VICTORY)
        for power in ("england", "russia"):
            first = bot.orders_for(pos, power, random.Random(11), MAP)
            assert bot.orders_for(pos, power, random.Random(11), MAP) == first


def hard_answers_per_hash_seed(case: dict) -> set[str]:
    """What ``diplomacy-desktop bot --level hard`` prints for ``case`` under three hash seeds
    (a deterministic bot prints one answer)."""
    outputs = set()
    for hash_seed in ("1", "2", "3"):
        env = {**os.environ, "PYTHONHASHSEED": hash_seed}
        out = subprocess.run([sys.executable, "-m", "diplomacy_desktop", "bot", "--level", "hard", "-"],
                             input=json.dumps(case), capture_output=True, text=True, env=env, timeout=120)
        assert out.returncode == 0, out.stderr
        outputs.add(out.stdout)
    return outputs


def test_orders_do_not_depend_on_the_hash_seed() -> None:
    case = {"power": "germany", "phase": {"season": "fall", "year": 1902, "type": "movement"},
            "units": {"germany": ["A mun", "A hol", "F den", "A ruh"], "france": ["A bel", "A bur", "F eng"],
                      "england": ["F nth", "A yor"], "russia": ["A war", "F swe"]},
            "supply_centers": {"germany": ["mun", "ber", "kie", "hol", "den"], "france": ["bel", "par"],
                               "england": ["lon"], "russia": ["war", "swe"]}}
    assert len(hard_answers_per_hash_seed(case)) == 1


CONVOY_BOARD = {"england": ["A lon", "F nth", "F eng"], "france": ["A par"], "germany": ["A mun"]}
CONVOY_CENTRES = {"england": ["lon", "edi", "lvp"], "france": ["par"], "germany": ["mun"]}


def test_easy_never_convoys() -> None:
    pos = position(SPRING, CONVOY_BOARD, CONVOY_CENTRES)
    for seed in range(30):
        orders = EasyBot().orders_for(pos, "england", random.Random(seed), standard_map())
        assert not any(isinstance(o, Convoy) or (isinstance(o, Move) and o.via_convoy) for o in orders)


def test_normal_convoys_an_army_across_the_sea_to_a_centre() -> None:
    pos = position(SPRING, CONVOY_BOARD, CONVOY_CENTRES)
    orders = NormalBot().orders_for(pos, "england", random.Random(0), standard_map())
    sail = [o for o in orders if isinstance(o, Move) and o.via_convoy]
    assert len(sail) == 1
    assert any(isinstance(o, Convoy) and o.army == sail[0].unit and o.dest == sail[0].dest for o in orders)
    results = adjudicate(pos, {"england": orders}, standard_map()).results["england"]
    assert all(r.outcome.value == "succeeds" for r in results)


# France holds Belgium; Germany has two armies next to it. One attack bounces, a supported one takes it.
BELGIUM = {"germany": ["A hol", "A ruh"], "france": ["A bel"]}
BELGIUM_CENTRES = {"germany": ["hol", "mun", "ber", "kie"], "france": ["bel", "par", "bre", "mar"]}


def takes_belgium(orders: tuple) -> bool:
    pos = position(FALL, BELGIUM, BELGIUM_CENTRES)
    after = adjudicate(pos, {"germany": orders, "france": []}, standard_map()).position
    return after.owner_at("bel") == "germany"


def test_normal_supports_the_attack_a_single_unit_could_not_win() -> None:
    pos = position(FALL, BELGIUM, BELGIUM_CENTRES)
    orders = NormalBot().orders_for(pos, "germany", random.Random(0), standard_map())
    assert any(isinstance(o, SupportMove) and o.dest == "bel" for o in orders)
    assert takes_belgium(orders)


def test_hard_finds_the_supported_attack() -> None:
    pos = position(FALL, BELGIUM, BELGIUM_CENTRES)
    for seed in range(3):
        assert takes_belgium(HardBot(victory_centres=VICTORY).orders_for(pos, "germany", random.Random(seed), MAP))


def test_a_power_without_a_bot_is_in_civil_disorder_and_holds() -> None:
    bots = {p: EasyBot() for p in MAP.powers}
    bots["italy"] = None  # type: ignore[assignment]
    result = play_match(bots, seed=4, end_year=1901, game_map=standard_map(), victory_centres=VICTORY)
    assert result.centres["italy"] <= 3
    start = play_match({"italy": None}, seed=4, end_year=1901, game_map=standard_map(),  # type: ignore[dict-item]
                       victory_centres=VICTORY)
    assert start.centres["italy"] == 3 and start.last_phase == "S1902M"
