"""The variant file beside the standard map: it loads, a bad file is refused with a message that
says where, and the two-player games it names are what the engine plays."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import MAPS_DIR, standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.history import VICTORY
from diplomacy_desktop.engine.position import Phase, Position, make_units
from diplomacy_desktop.engine.savefile import load_game, save_game
from diplomacy_desktop.engine.table import TableError, make_table, two_player_scenarios
from diplomacy_desktop.engine.variant import VariantDataError, load_variant, standard_variant

from .test_two_player import submit_all

VARIANT_FILE = MAPS_DIR / "standard" / "variant.json"


def test_the_standard_variant_file_loads_with_the_rulebook_seatings_and_three_two_player_games() -> None:
    variant = standard_variant()
    assert variant.power_names() == tuple(standard_map().powers)
    assert {p.name: p.colour for p in variant.powers}["france"] == standard_map().powers["france"].colour
    assert variant.seatings[4] == (("england",), ("austria", "france"), ("germany", "turkey"), ("italy", "russia"))
    assert [s.name for s in two_player_scenarios()] == ["1914", "france-austria", "germany-italy"]
    ww1 = variant.scenario("1914")
    assert ww1 is not None and (ww1.start_year, ww1.victory_centres, ww1.coin_toss) == (1914, 24, "italy")


def _write(tmp_path: Path, change) -> Path:
    data = json.loads(VARIANT_FILE.read_text(encoding="utf-8"))
    change(data)
    path = tmp_path / "variant.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("change, message", [
    (lambda d: d["scenarios"][1]["seating"][0].append("prussia"), "scenarios[1].seating: unknown power 'prussia'"),
    (lambda d: d["scenarios"][0]["rules"].update(plague=True), "scenarios[0].rules: unknown rule 'plague'"),
    (lambda d: d["scenarios"][2].update(victory_centres="18"), "scenarios[2].victory_centres: must be a number"),
    (lambda d: d["scenarios"][1]["absent"].append("france"), "scenarios[1].absent: 'france' is not a neutral power"),
    (lambda d: d["seatings"]["4"].pop(), "seatings.4: 3 groups for 4 players"),
    (lambda d: d["powers"].remove("italy"), "powers: must be the map's powers"),
])
def test_a_malformed_variant_file_is_refused_with_where_and_what(tmp_path: Path, change, message: str) -> None:
    path = _write(tmp_path, change)
    with pytest.raises(VariantDataError) as caught:
        load_variant(path, standard_map())
    assert str(caught.value).startswith(f"{path}: {message}")


def test_a_file_that_is_not_json_is_refused_with_its_name(tmp_path: Path) -> None:
    path = tmp_path / "variant.json"
    path.write_text("{ not json", encoding="utf-8")
    with pytest.raises(VariantDataError, match="cannot read the variant"):
        load_variant(path, standard_map())


@pytest.mark.parametrize("name, players, others", [
    ("france-austria", ("france", "austria"), ("england", "germany", "italy", "russia", "turkey")),
    ("germany-italy", ("germany", "italy"), ("austria", "england", "france", "russia", "turkey")),
])
def test_one_against_one_starts_in_1901_with_only_the_two_powers_and_the_rest_neutral(
        name: str, players: tuple[str, str], others: tuple[str, ...], tmp_path: Path) -> None:
    table = make_table(["Ana", "Ben"], [(players[0],), (players[1],)], scenario=name)
    game = Game(standard_map(), table=table, neutral=table.neutral, rng=random.Random(3))
    pos = game.position
    assert game.scenario == name and pos.phase == Phase(1901, "spring", "movement")
    assert set(table.neutral) == set(others)
    assert all(not pos.units[p] for p in others) and all(len(pos.units[p]) == 3 for p in players)
    assert set(pos.centres.values()) == set(players) and len(pos.centres) == 6
    assert pos.closed == frozenset()
    assert sorted(game.required_powers()) == sorted(players)
    submit_all(game)
    submit_all(game)  # Fall 1901: no coin is tossed in these games
    assert game.coin_toss is None and game.position.phase == Phase(1902, "spring", "movement")  # no gains: no Winter
    save_game(game, tmp_path / "game.json")
    saved = load_game(tmp_path / "game.json", standard_map())
    def board(g: Game) -> tuple:
        return ({p: sorted(map(str, u)) for p, u in g.position.units.items() if u}, dict(g.position.centres),
                g.position.phase, sorted(g.neutral))
    assert saved.scenario == name and board(saved) == board(game)


def test_one_against_one_is_won_at_18_centres_not_24() -> None:
    table = make_table(["Ana", "Ben"], [("france",), ("austria",)], scenario="france-austria")
    centres = [c for c in sorted(standard_map().supply_centres) if c != "vie"][:18]
    start = Position(Phase(1905, "fall", "movement"), make_units({"france": ["A par"], "austria": ["A vie"]}),
                     {c: "france" for c in centres})
    game = Game(standard_map(), position=start, table=table, neutral=table.neutral, rng=random.Random(1))
    submit_all(game)
    assert game.result is not None and game.result.kind == VICTORY and game.result.winners == ("france",)


def test_a_scenario_for_another_number_of_players_is_refused() -> None:
    with pytest.raises(TableError, match="no scenario 'france-austria' for 3 players"):
        make_table(["Ana", "Ben", "Cy"], scenario="france-austria")
