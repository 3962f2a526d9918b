"""The three two-player games of the variant file (the 1914 game, France vs Austria, Germany vs
Italy) chosen in the New Game dialog and played through a whole year hot-seat in the window."""

from __future__ import annotations

import pytest
from hotseat_helpers import open_hotseat, play_turn

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.table import make_table
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameDialog, NewGameSetup, create_game
from diplomacy_desktop.ui.hotseat.stage import Stage


def _play_phase(window, files, orders: dict[str, dict[str, list[str]]]) -> None:  # noqa: ANN001
    """Every player called to the curtain gives their orders; then the results are shown and left."""
    session = files.session
    while session.stage == Stage.CURTAIN:
        play_turn(window, files, orders.get(session.player, {}))
    assert session.stage == Stage.RESULTS
    session.proceed()  # the phase still plays on the board: show its end
    session.proceed()  # continue


YEARS = {
    "1914": ([("england", "france", "russia"), ("austria", "germany", "turkey")], 1914, [
        {"Ana": {"france": ["A par - bur"]}, "Ben": {"austria": ["A bud - ser"]}},
        {"Ana": {"france": ["A bur - bel"]}, "Ben": {}},
        {"Ana": {"france": ["A par B"]}, "Ben": {"austria": ["A bud B"]}},
    ], {"france": 4, "austria": 4}),
    "france-austria": ([("france",), ("austria",)], 1901, [
        {"Ana": {"france": ["A par - bur", "F bre - mao"]}, "Ben": {"austria": ["A bud - ser", "F tri - alb"]}},
        {"Ana": {"france": ["A bur - bel", "F mao - por"]}, "Ben": {"austria": ["F alb - gre"]}},
        {"Ana": {"france": ["A par B", "F bre B"]}, "Ben": {"austria": ["A bud B", "F tri B"]}},
    ], {"france": 5, "austria": 5}),
    "germany-italy": ([("germany",), ("italy",)], 1901, [
        {"Ana": {"germany": ["A mun - ruh", "F kie - den"]}, "Ben": {"italy": ["F nap - ion", "A ven - tyr"]}},
        {"Ana": {"germany": ["A ruh - bel"]}, "Ben": {"italy": ["F ion - tun"]}},
        {"Ana": {"germany": ["A mun B", "F kie B"]}, "Ben": {"italy": ["F nap B"]}},
    ], {"germany": 5, "italy": 4}),
}


@pytest.mark.parametrize("name", list(YEARS))
def test_a_two_player_game_plays_a_whole_year_hot_seat(qtbot, name: str) -> None:  # noqa: ANN001
    groups, year, phases, counts = YEARS[name]
    game = create_game(NewGameSetup(make_table(["Ana", "Ben"], groups, scenario=name)), standard_map())
    window, files, prompts = open_hotseat(qtbot, game)
    assert game.position.phase.year == year and files.session.player == "Ana"
    seen_kinds = []
    for orders in phases:
        seen_kinds.append((game.position.phase.season.value, game.position.phase.kind.value))
        _play_phase(window, files, orders)
    assert seen_kinds == [("spring", "movement"), ("fall", "movement"), ("winter", "adjustments")]
    assert game.position.phase.year == year + 1 and game.position.phase.season.value == "spring"
    assert {p: game.centre_counts()[p] for p in counts} == counts
    assert {p: len(game.position.units[p]) for p in counts} == counts  # every build was made
    if name == "1914":  # the coin gave Italy to a player and opened it
        assert game.coin_toss in ("Ana", "Ben") and game.position.closed == frozenset()
    else:  # the absent powers stay absent: no units, no centres, nobody is asked for their orders
        absent = [p for p in game.map.powers if p not in counts]
        assert all(not game.position.units[p] and game.centre_counts()[p] == 0 for p in absent)
        assert game.coin_toss is None and not game.is_over


def test_the_dialog_offers_the_three_two_player_games(qtbot) -> None:  # noqa: ANN001
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(2)
    assert [dialog.scenario.itemText(i) for i in range(dialog.scenario.count())] == [
        "The 1914 game of the rulebook", "France vs Austria", "Germany vs Italy"]
    assert not dialog.scenario.isHidden() and "24" in dialog.until_victory.text()
    dialog.scenario.setCurrentIndex(1)
    assert "France against Austria, from Spring 1901" in dialog.neutral_note.text()
    assert "18" in dialog.until_victory.text() and dialog.end_year.minimum() == 1901
    assert [dialog.rows[0].group.itemText(i) for i in range(dialog.rows[0].group.count())] == ["France", "Austria"]
    dialog.rows[0].name.setText("Ana")
    dialog.rows[1].name.setText("Ben")
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and setup.table.scenario == "france-austria"
    assert sorted(p for pl in setup.table.players for p in pl.powers) == ["austria", "france"]
    dialog.player_count.setValue(3)
    assert dialog.scenario.isHidden()


@pytest.mark.parametrize("name, mine, bot, orders", [
    ("france-austria", "france", "austria", [["A par - bur", "F bre - mao"], ["A bur - bel", "F mao - por"],
                                             ["A par B", "F bre B"]]),
    ("germany-italy", "italy", "germany", [["F nap - ion"], ["F ion - tun"], ["F nap B"]]),
])
def test_one_player_plays_a_year_against_one_bot(qtbot, name: str, mine: str, bot: str,  # noqa: ANN001
                                                 orders: list[list[str]], tmp_path) -> None:
    from diplomacy_desktop.engine.savefile import load_game, save_game
    from diplomacy_desktop.engine.table import make_bot_table

    table = make_bot_table(["Ana"], {bot: "normal"}, 11, [mine], scenario=name)
    assert table.bot_powers() == (bot,) and len(table.neutral) == 5
    game = create_game(NewGameSetup(table), standard_map())
    window, files, _ = open_hotseat(qtbot, game)
    for phase_orders in orders:
        assert files.session.stage == Stage.CURTAIN and files.session.player == "Ana"
        play_turn(window, files, {mine: phase_orders})
        assert files.session.stage == Stage.RESULTS
        files.session.proceed()
        files.session.proceed()
    pos = game.position
    assert (pos.phase.year, pos.phase.season.value) == (1902, "spring")
    assert any(record.orders.get(bot) for record in game.history)  # the bot ordered its power
    assert all(not record.orders.get(p) for record in game.history for p in table.neutral)
    assert game.centre_counts()[mine] >= 4 and len(pos.units[mine]) == game.centre_counts()[mine]
    assert all(not pos.units[p] for p in table.neutral)
    save_game(game, tmp_path / "game.json")
    assert load_game(tmp_path / "game.json", standard_map()).table == game.table


def test_the_dialog_seats_one_player_against_one_bot_in_france_vs_austria(qtbot) -> None:  # noqa: ANN001
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.use_bots.setChecked(True)
    assert [dialog.bot_game.itemText(i) for i in range(dialog.bot_game.count())] == [
        "Standard game", "France vs Austria", "Germany vs Italy"]
    dialog.bot_game.setCurrentIndex(1)
    dialog.player_count.setValue(1)
    assert dialog.player_count.value() == 1 and dialog.player_count.maximum() == 2
    assert "18" in dialog.until_victory.text() and dialog.end_year.minimum() == 1901
    dialog.chosen_powers.setChecked(True)
    row = dialog.rows[0]
    assert [row.group.itemText(i) for i in range(row.group.count())] == ["France", "Austria"]
    assert dialog.bot_powers() == ("austria",)
    row.name.setText("Ana")
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and setup.table.scenario == "france-austria"
    assert setup.table.bot_powers() == ("austria",) and setup.table.players[0].powers == ("france",)
    dialog.bot_game.setCurrentIndex(0)  # back to the standard game: two to seven players again
    assert dialog.player_count.minimum() == 2 and dialog.player_count.maximum() == 7


def test_the_coin_toss_names_the_power_the_variant_file_gives_away(qtbot, tmp_path, monkeypatch) -> None:  # noqa: ANN001
    """A variant file whose two-player game keeps Turkey neutral and tosses it after the first
    Fall: the table is told Turkey joins the winner (the window does not assume Italy)."""
    import json

    from diplomacy_desktop.engine import table as table_module
    from diplomacy_desktop.engine.board import MAPS_DIR, standard_map
    from diplomacy_desktop.engine.variant import load_variant

    data = json.loads((MAPS_DIR / "standard" / "variant.json").read_text(encoding="utf-8"))
    sides = [["england", "france", "russia"], ["austria", "germany", "italy"]]
    data["scenarios"].append({"name": "1914-turkey", "title": "1914 with Turkey neutral", "seating": sides,
                              "start_year": 1914, "absent": [], "closed_while_neutral": ["turkey"],
                              "victory_centres": 24, "rules": {"coin_toss": "turkey"}})
    (tmp_path / "variant.json").write_text(json.dumps(data), encoding="utf-8")
    monkeypatch.setattr(table_module, "_VARIANT", load_variant(tmp_path / "variant.json", standard_map()))
    game = create_game(NewGameSetup(make_table(["Ana", "Ben"], [tuple(s) for s in sides], scenario="1914-turkey")),
                       standard_map())
    window, files, prompts = open_hotseat(qtbot, game)
    for _ in ("spring", "fall"):
        _play_phase(window, files, {})
    winner = game.coin_toss
    assert winner in ("Ana", "Ben") and "turkey" in game.powers_of_player(winner)
    assert prompts.informed[-1] == (
        f"The coin has been tossed: Turkey joins {winner}. From Spring 1915 {winner} orders the units of "
        f"Turkey, and the provinces of Turkey may be entered.")
