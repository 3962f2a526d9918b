"""Land looks neutral where no power is in the game: in a one-against-one game (France vs Austria,
Germany vs Italy) the five absent powers' home land is drawn as neutral as their centres, while the
two powers playing keep theirs; the standard game keeps every power's home land."""

from __future__ import annotations

import pytest
from test_board_look import _colour_inside
from test_practice_mode import open_practice

from diplomacy_desktop.bots import Level
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.position import Position
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.ui.board import palette as palettes
from diplomacy_desktop.ui.board.scene import BoardScene

NEUTRAL = palettes.CLASSIC.land
HOME_LAND = {"france": ("bur", "gas", "pic"), "austria": ("boh", "gal", "tyr"), "germany": ("ruh", "pru", "sil"),
             "italy": ("apu", "pie", "tus"), "england": ("cly", "yor", "wal"), "russia": ("lvn", "ukr", "fin"),
             "turkey": ("arm", "syr")}
"""Each power's home provinces that are not supply centres (Finland is no home: it stays neutral)."""


def one_against_one(scenario: str, power: str) -> Game:
    game = Game(standard_map())
    game.begin_practice(PracticeSetup(power, Level.EASY, None, 3, scenario))
    return game


@pytest.mark.parametrize("scenario, playing", [("france-austria", ("france", "austria")),
                                               ("germany-italy", ("germany", "italy"))])
def test_the_absent_powers_home_land_is_neutral(qapp, scenario: str, playing: tuple[str, str]) -> None:  # noqa: ANN001
    game = one_against_one(scenario, playing[0])
    scene = BoardScene(standard_map())
    scene.sync(game.position)
    colours = scene.land_colours()
    for power, provinces in HOME_LAND.items():
        for prov in provinces:
            if prov == "fin":
                continue
            expected = palettes.CLASSIC.tint(power) if power in playing else NEUTRAL
            assert colours[prov] == expected, (power, prov)
    assert _colour_inside(scene, "ruh" if "germany" not in playing else "lvn") == NEUTRAL  # as drawn
    assert _colour_inside(scene, HOME_LAND[playing[1]][0]) == palettes.CLASSIC.tint(playing[1])


def test_the_standard_game_keeps_every_powers_home_land(qapp) -> None:  # noqa: ANN001
    scene = BoardScene(standard_map())
    scene.sync(Game(standard_map()).position)
    colours = scene.land_colours()
    assert all(colours[p] == palettes.CLASSIC.tint(power) for power, provs in HOME_LAND.items() for p in provs
               if p != "fin")


def test_a_power_out_of_the_game_keeps_no_land_and_one_with_a_centre_keeps_its(qapp) -> None:  # noqa: ANN001
    start = Game(standard_map()).position
    centres = {c: o for c, o in start.centres.items() if o != "turkey"} | {"smy": "russia"}
    units = dict(start.units) | {"turkey": ()}
    scene = BoardScene(standard_map())
    scene.sync(Position(start.phase, units, centres))
    assert scene.land_colours()["arm"] == NEUTRAL  # Turkey has neither a unit nor a centre: out of the game
    scene.sync(Position(start.phase, units, centres | {"ank": "turkey"}))
    assert scene.land_colours()["arm"] == palettes.CLASSIC.tint("turkey")  # one centre left: still in it


def test_a_one_against_one_practice_window_draws_the_absent_powers_neutral(qtbot) -> None:  # noqa: ANN001
    window, _, _ = open_practice(qtbot, PracticeSetup("austria", Level.EASY, None, 3, "france-austria"))
    colours = window.scene.land_colours()
    assert colours["ruh"] == colours["ukr"] == colours["syr"] == NEUTRAL
    assert colours["bur"] == palettes.CLASSIC.tint("france") and colours["boh"] == palettes.CLASSIC.tint("austria")
