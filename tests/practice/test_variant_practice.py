"""Practice in the variant file's two-player games: France vs Austria and Germany vs Italy against
one bot (the other five powers' centres neutral, 18 centres win, as the variant file says), and
the 1914 game played through its first year by bots on both sides."""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest

from diplomacy_desktop.bots.seats import BotSeats
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.history import VICTORY
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.orders import Move, Unit
from diplomacy_desktop.engine.position import FALL, MOVEMENT, SPRING, Phase, Position, make_units
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.engine.savefile import SaveFileError, game_from_json, game_to_json, load_game, save_game
from diplomacy_desktop.engine.table import WW1, make_table, scenario_named
from diplomacy_desktop.practice.session import PracticeGame, practice_scenarios

MAP = standard_map()
ONE_AGAINST_ONE = [("france-austria", "france", "austria"), ("france-austria", "austria", "france"),
                   ("germany-italy", "germany", "italy"), ("germany-italy", "italy", "germany")]


def test_practice_offers_the_two_one_against_one_games_of_the_variant_file() -> None:
    assert [(s.name, s.seating) for s in practice_scenarios()] == [
        ("france-austria", (("france",), ("austria",))), ("germany-italy", (("germany",), ("italy",)))]


@pytest.mark.parametrize("scenario, player, bot", ONE_AGAINST_ONE)
@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_a_one_against_one_game_plays_through_a_whole_year_against_one_bot(
        scenario: str, player: str, bot: str, level: str) -> None:
    practice = PracticeGame(PracticeSetup(player, level, None, 11, scenario), Game(MAP))
    game = practice.game
    start = game.position
    assert start.phase == Phase(1901, SPRING, MOVEMENT)
    assert {p for p, units in start.units.items() if units} == {player, bot}
    assert set(start.centres.values()) == {player, bot} and len(start.centres) == 6
    assert practice.bots.powers == (bot,) and game.neutral == frozenset(MAP.powers) - {player, bot}
    seen = []
    while game.position.phase.year == 1901:
        seen.append((game.position.phase.season, game.position.phase.kind))
        practice.play()  # the scripted player holds throughout and builds nothing
    assert game.position.phase == Phase(1902, SPRING, MOVEMENT) and not game.is_over
    assert seen[0] == (SPRING, MOVEMENT) and (FALL, MOVEMENT) in seen
    # The bot took neutral centres with nobody in its way, and ordered its builds (the player
    # never moved, so only the bot can have changed the board).
    assert game.position.centre_count(bot) > 3 and game.position.centre_count(player) == 3
    assert len(game.position.units[bot]) > 3 and game.position.units[player] == start.units[player]
    assert not any(game.position.units.get(p) for p in game.neutral)
    assert practice.scorecards() == [] and practice.due_scorecards() == []


def test_a_one_against_one_practice_game_saves_and_reopens_as_the_same_game(tmp_path: Path) -> None:
    setup = PracticeSetup("italy", "easy", None, 5, "germany-italy")
    practice = PracticeGame(setup, Game(MAP))
    practice.play()
    save_game(practice.game, tmp_path / "gi.json")
    data = json.loads((tmp_path / "gi.json").read_text(encoding="utf-8"))
    assert data["scenario"] == "germany-italy" and data["practice"]["scenario"] == "germany-italy"
    again = load_game(tmp_path / "gi.json", MAP)
    assert again.practice == setup and again.scenario == "germany-italy" and again.neutral == practice.game.neutral
    reopened = PracticeGame(again.practice, again)
    practice.play()
    reopened.play()
    assert reopened.game.position == practice.game.position


def test_a_practice_scenario_the_game_does_not_have_is_refused_naming_the_field() -> None:
    data = game_to_json(PracticeGame(PracticeSetup("france", "easy", None, 5, "france-austria"), Game(MAP)).game)
    data["practice"]["scenario"] = "germany-italy"
    with pytest.raises(SaveFileError, match="practice.scenario: must be the game's scenario 'france-austria'"):
        game_from_json(data, MAP)


@pytest.mark.parametrize("args, message", [
    (("england", "easy", None, 1, "france-austria"), "power: 'england' does not play in france-austria"),
    (("france", "easy", None, 1, WW1), "scenario: '1914' is not a game practice offers"),
    (("france", "easy", None, 1, "narnia"), "scenario: 'narnia' is not a game practice offers"),
    (("france", "easy", "france/maginot-opening", 1, "france-austria"), "opening: the openings book is the "
                                                                        "standard game's"),
])
def test_a_setup_outside_the_variant_file_is_refused(args: tuple, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        PracticeSetup(*args)


def _centres(power: str, names: str) -> dict[str, str]:
    return {c: power for c in names.split()}


@pytest.mark.parametrize("scenario, player, bot", [("france-austria", "france", "austria"),
                                                   ("germany-italy", "italy", "germany")])
def test_the_eighteenth_centre_at_the_end_of_a_fall_wins_the_one_against_one_game(
        scenario: str, player: str, bot: str) -> None:
    """Built from the end of a long game: the player holds 17 centres and walks into Belgium; the
    engine ends the game with the variant file's victory (18 centres), nothing else does."""
    rules = scenario_named(scenario)
    assert rules is not None and rules.victory_centres == 18
    mine = "bre par mar spa por lon lvp edi hol den kie ber mun nwy swe tun rom"
    theirs = "vie bud tri ser gre bul rum con smy ank sev"
    centres = {**_centres(player, mine), **_centres(bot, theirs)}
    units = make_units({player: ["A bur", "F nth", "A mun"], bot: ["A war", "A gal", "F bla"]})
    position = Position(Phase(1908, FALL, MOVEMENT), units, centres)
    setup = PracticeSetup(player, "easy", None, 3, scenario)
    game = Game(MAP, position, neutral=[p for p in MAP.powers if p not in (player, bot)], practice=setup)
    practice = PracticeGame(setup, game)
    practice.game.seat(player).set_orders([Move(Unit("A", "bur"), "bel")])
    practice.play()
    assert game.is_over and game.result is not None
    assert game.result.kind == VICTORY and game.result.winners == (player,)
    assert game.result.centres[player] == 18


def test_the_bots_side_wins_with_eighteen_too_and_a_spring_ends_nothing() -> None:
    """Both sides ordered by hand: in Spring a move into an eighteenth centre ends nothing (centres
    change hands after Fall); in Fall, Austria (the bot's side) takes Venice for 18 and wins."""
    mine = "bre par mar spa por lon lvp edi hol den kie ber mun nwy swe tun rom"
    theirs = "vie bud tri ser gre bul rum con smy ank sev mos war stp nap"
    units = make_units({"france": ["A bur", "F nth"], "austria": ["A pie", "A tyr"]})
    setup = PracticeSetup("france", "easy", None, 3, "france-austria")
    neutral = [p for p in MAP.powers if p not in ("france", "austria")]
    centres = {**_centres("france", mine), **_centres("austria", theirs)}
    spring = Game(MAP, Position(Phase(1908, SPRING, MOVEMENT), units, centres), neutral=neutral, practice=setup)
    spring.seat("france").submit([Move(Unit("A", "bur"), "bel")])
    spring.seat("austria").submit([])
    spring.adjudicate()
    assert not spring.is_over and spring.position.phase == Phase(1908, FALL, MOVEMENT)
    centres = {**_centres("france", mine.replace(" rom", "")), **_centres("austria", theirs + " rom bel")}
    game = Game(MAP, Position(Phase(1908, FALL, MOVEMENT), units, centres), neutral=neutral, practice=setup)
    assert game.position.centre_count("austria") == 17 and game.position.centre_count("france") == 16
    game.seat("france").submit([])
    game.seat("austria").submit([Move(Unit("A", "tyr"), "ven")])
    game.adjudicate()
    assert game.result is not None and game.result.kind == VICTORY and game.result.winners == ("austria",)
    assert game.result.centres["austria"] == 18


@pytest.mark.parametrize("level", ["easy", "normal", "hard"])
def test_the_1914_game_plays_through_its_first_year_with_bots_on_both_sides(level: str) -> None:
    """The rulebook's two-player game: Italy's provinces stay closed through 1914, the coin gives
    Italy to a side after the first Fall, and the bots order every one of their six powers."""
    table = make_table(["Ann", "Ben"], scenario=WW1, rng=random.Random(4))
    game = Game(MAP, table=table, neutral=table.neutral, rng=random.Random(5))
    admissions = {pl.name: game.admit(pl.name) for pl in table.players}

    def seat_for(power: str):  # noqa: ANN202 - a player's bot takes that player's seats only
        owner = game.table.player_of(power)
        return game.seat(power, admissions[owner.name])

    italy = {p.abbr for p in MAP.provinces.values() if p.home == "italy"}
    assert game.position.phase.year == 1914 and game.position.closed == frozenset(italy)
    while game.position.phase.year == 1914:
        bots = BotSeats(game, {p: level for p in game.required_powers()}, 8)
        assert bots.act(seat_for)
        game.adjudicate()
        if game.position.phase.year == 1914:
            entered = {u.location.split("/")[0] for power, units in game.position.units.items()
                       if power != "italy" for u in units}
            assert not entered & italy
    assert game.position.phase == Phase(1915, SPRING, MOVEMENT) and not game.is_over
    assert game.coin_toss in ("Ann", "Ben") and "italy" in game.table.player_of("italy").powers
    assert game.position.closed == frozenset() and game.position.units["italy"]


def test_at_a_table_too_the_bots_side_wins_a_one_against_one_game_with_eighteen() -> None:
    """One player against a bot in the hot-seat window: the bot's power is a side of its own."""
    from diplomacy_desktop.engine.table import make_bot_table

    table = make_bot_table(["Ann"], {"austria": "easy"}, 1, powers=["france"], scenario="france-austria")
    mine = "bre par mar spa por lon lvp edi hol den kie ber mun nwy swe tun"
    theirs = "vie bud tri ser gre bul rum con smy ank sev mos war stp nap rom bel"
    centres = {**_centres("france", mine), **_centres("austria", theirs)}
    units = make_units({"france": ["A bur", "F nth"], "austria": ["A pie", "A tyr"]})
    game = Game(MAP, Position(Phase(1908, FALL, MOVEMENT), units, centres), table=table, neutral=table.neutral)
    game.seat("france", game.admit("Ann")).submit([])
    game.bot_seat("austria").submit([Move(Unit("A", "tyr"), "ven")])
    game.adjudicate()
    assert game.result is not None and game.result.kind == VICTORY and game.result.winners == ("austria",)
