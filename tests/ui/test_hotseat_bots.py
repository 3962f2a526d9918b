"""Two players and five bots play hot-seat through the real window: the bots never raise a
curtain, give their orders only once both players have submitted, are revealed with everyone
else, play the build phase, agree to draws, and a game saved mid-phase goes on identically."""

from __future__ import annotations

from pathlib import Path

from hotseat_helpers import assert_private, open_hotseat, pass_curtain, play_turn, wait_for_bots

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game, SeatRefused
from diplomacy_desktop.engine.position import ADJUSTMENTS
from diplomacy_desktop.engine.rules.build import adjustment_delta
from diplomacy_desktop.engine.savefile import load_game, position_to_json, save_game
from diplomacy_desktop.engine.table import make_bot_table
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameSetup, create_game
from diplomacy_desktop.ui.hotseat.stage import Purpose, Stage

LEVELS = {"austria": "easy", "germany": "normal", "italy": "hard", "russia": "easy", "turkey": "normal"}
BOTS = tuple(LEVELS)
PLANS = {
    ("S1901M", "Ana"): {"england": ["F lon - nth", "F edi - nwg", "A lvp - yor"]},
    ("F1901M", "Ana"): {"england": ["F nth C A yor - nwy", "A yor - nwy", "F nwg - bar"]},
    ("S1901M", "Ben"): {"france": ["A par - pic", "A mar - spa", "F bre - mao"]},
    ("F1901M", "Ben"): {"france": ["F mao - por", "A pic - bel", "A spa H"]},
}
BUILDS = {"england": ["F lon B", "F edi B", "A lvp B"], "france": ["F bre B", "A par B", "A mar B"]}


def bot_game(seed: int = 8) -> Game:
    table = make_bot_table(["Ana", "Ben"], LEVELS, seed, ["england", "france"])
    return create_game(NewGameSetup(table, {"Ben": "2468"}, 1903), standard_map())


def _orders_of(game: Game, player: str) -> dict[str, list[str]]:
    code = game.position.phase.code
    if game.position.phase.kind == ADJUSTMENTS:
        return {p: BUILDS[p][:adjustment_delta(game.position, p)] for p in game.powers_of_player(player)}
    return PLANS.get((code, player), {})


def _pin(player: str) -> str:
    return "2468" if player == "Ben" else ""


def _play(window, files, until: str = "S1902M", stop_after: tuple[str, str] | None = None) -> list[str]:  # noqa: ANN001
    """Play the humans' plans (skipping each playback) until the phase ``until``; returns the
    phases the players were asked in. Stops right after ``stop_after`` = (phase, player) submits."""
    game = window.game
    asked: list[str] = []
    while game.position.phase.code != until:
        session = files.session
        code = game.position.phase.code
        if session.stage == Stage.CURTAIN:
            assert session.purpose == Purpose.TURN and session.player in ("Ana", "Ben")
            player = session.player
            # the bots wait for the players, and nothing of theirs shows before the reveal
            assert not any(game.has_submitted(p) for p in BOTS)
            assert_private(window, game)
            asked.append(f"{code} {player}")
            play_turn(window, files, _orders_of(game, player), pin=_pin(player))
            if stop_after == (code, player):
                return asked
        else:
            assert session.stage == Stage.RESULTS
            session.proceed()  # the end of the playback at once
            session.proceed()  # on to the next phase
            wait_for_bots(session)  # a phase only bots order (a retreat) is played at once
    return asked


def test_two_players_and_five_bots_play_a_year_with_builds(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot, bot_game())
    game = window.game
    session = files.session
    assert session.bots is not None and session.bots.powers == BOTS
    assert "Bots play Austria (Easy bot), Germany (Normal bot), Italy (Hard bot)" in session.curtain.hint.text()

    # Spring 1901 by hand: after Ana, the curtain goes to Ben; the bots have not moved
    pass_curtain(window, files)
    for text in PLANS[("S1901M", "Ana")]["england"]:
        assert window.controller.give_text(text)
    session.proceed()
    assert session.stage == Stage.CURTAIN and session.player == "Ben"
    assert not any(game.has_submitted(p) for p in BOTS) and game.history == ()
    play_turn(window, files, PLANS[("S1901M", "Ben")], pin="2468")

    # Ben was the last player: the bots gave their orders, and all were revealed together
    assert session.stage == Stage.RESULTS and len(game.history) == 1
    record = game.history[0]
    assert set(record.orders) == {"england", "france", *BOTS}
    assert all(record.orders[p] for p in BOTS)
    shown = {line.power for line in window.results.model.lines()}
    assert shown == set(record.orders)
    assert {line.order for line in window.results.model.lines() if line.power == "england"} >= {"F Lon - Nth"}

    asked = _play(window, files)
    phases = [r.position.phase.code for r in game.history]
    assert phases[:3] == ["S1901M", "F1901M", "W1901A"] and game.position.phase.code == "S1902M"
    winter = next(r for r in game.history if r.position.phase.kind == ADJUSTMENTS)
    builds = {p for p, orders in winter.orders.items() if orders}
    assert builds & set(BOTS), winter.orders  # the bots built
    assert asked[-4:] == ["F1901M Ana", "F1901M Ben", "W1901A Ana", "W1901A Ben"]  # both players build too
    assert {"england", "france"} <= builds
    assert not prompts.warnings


def test_a_game_saved_mid_phase_reopens_with_the_same_bots(qtbot, tmp_path: Path) -> None:
    window, files, _ = open_hotseat(qtbot, bot_game(seed=21))
    _play(window, files)
    straight = [dict(r.orders) for r in window.game.history]
    final = position_to_json(window.game.position)

    window2, files2, _ = open_hotseat(qtbot, bot_game(seed=21))
    _play(window2, files2, stop_after=("F1901M", "Ana"))
    path = tmp_path / "mid.json"
    save_game(window2.game, path)
    assert files2.open_path(path)
    reopened = window2.game
    assert reopened.table.bot_seed == 21 and reopened.bot_powers() == BOTS
    assert files2.session.bots is not None and files2.session.player == "Ben"
    _play(window2, files2)
    assert [dict(r.orders) for r in reopened.history] == straight
    assert position_to_json(reopened.position) == final
    assert load_game(path, standard_map()).position.phase.code == "F1901M"


def test_the_bots_agree_to_a_draw_and_the_players_decide(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot, bot_game())
    session = files.session
    prompts.answers = [True, True, True]  # propose; Ana agrees; Ben agrees
    session.propose_draw()
    assert session.stage == Stage.CURTAIN and session.purpose == Purpose.DRAW and session.player == "Ana"
    pass_curtain(window, files)
    assert session.player == "Ben"
    pass_curtain(window, files, "2468")
    result = window.game.result
    assert result is not None and result.kind == "draw" and set(BOTS) <= set(result.winners)
    assert "Italy (Hard bot)" in session.result_text()


def test_one_player_refusing_still_blocks_the_draw(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot, bot_game())
    prompts.answers = [True, True, False]
    files.session.propose_draw()
    pass_curtain(window, files)
    pass_curtain(window, files, "2468")
    assert window.game.result is None and "Not every player agreed" in prompts.informed[-1]


def test_the_panel_cannot_reach_a_bot_seat(qtbot) -> None:
    window, files, _ = open_hotseat(qtbot, bot_game())
    pass_curtain(window, files)
    assert [window.power_combo.itemData(i) for i in range(window.power_combo.count())] == ["england"]
    for power in BOTS + ("france",):
        try:
            files.session.seat_for(power)
        except SeatRefused:
            continue
        raise AssertionError(f"Ana's turn reached {power}'s seat")


# -- the New Game dialog -----------------------------------------------------------------------


def _bot_dialog(qtbot, names: list[str]):  # noqa: ANN001, ANN202
    import random

    from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameDialog
    dialog = NewGameDialog(rng=random.Random(4))
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(len(names))
    for row, name in zip(dialog.rows, names):
        row.name.setText(name)
    dialog.use_bots.setChecked(True)
    return dialog


def _pick(combo, power: str) -> None:  # noqa: ANN001
    combo.setCurrentIndex(next(i for i in range(combo.count()) if list(combo.itemData(i)) == [power]))


def test_the_dialog_seats_bots_with_a_level_per_power(qtbot) -> None:
    dialog = _bot_dialog(qtbot, ["Ana", "Ben"])
    dialog.chosen_powers.setChecked(True)
    _pick(dialog.rows[0].group, "england")
    _pick(dialog.rows[1].group, "france")
    assert dialog.bot_powers() == BOTS
    assert [p for p, c in dialog.power_levels.items() if not c.isHidden()] == list(BOTS)
    assert "Austria, Germany, Italy, Russia, Turkey" in dialog.neutral_note.text()
    dialog.bot_level.setCurrentIndex(dialog.bot_level.findData("easy"))  # every bot easy ...
    dialog.power_levels["italy"].setCurrentIndex(dialog.power_levels["italy"].findData("hard"))  # ... but Italy
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and [(p.name, p.powers) for p in setup.table.players] == [("Ana", ("england",)),
                                                                                     ("Ben", ("france",))]
    assert {b.power: b.level for b in setup.table.bots} == {**{p: "easy" for p in BOTS}, "italy": "hard"}
    assert setup.table.neutral == () and setup.table.scenario == "standard"
    game = create_game(setup, standard_map())
    assert game.players_to_act() == ["Ana", "Ben"] and game.bot_powers() == BOTS


def test_the_dialog_draws_powers_and_gives_every_bot_one_level(qtbot) -> None:
    dialog = _bot_dialog(qtbot, ["Ana", "Ben", "Cora"])
    assert all(c.isHidden() for c in dialog.power_levels.values())  # which powers is not known yet
    assert "to the bots: 4." in dialog.neutral_note.text()
    dialog.bot_level.setCurrentIndex(dialog.bot_level.findData("hard"))
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and len(setup.table.bots) == 4
    assert {b.level for b in setup.table.bots} == {"hard"}
    assert all(len(p.powers) == 1 for p in setup.table.players)
    assert "1914" not in dialog.until_victory.text() and "18" in dialog.until_victory.text()


def test_the_dialog_refuses_one_power_for_two_players(qtbot) -> None:
    dialog = _bot_dialog(qtbot, ["Ana", "Ben"])
    dialog.chosen_powers.setChecked(True)
    dialog.rows[1].group.setCurrentIndex(0)
    dialog.rows[0].group.setCurrentIndex(0)
    dialog.accept()
    assert dialog.setup() is None and "Each power can be given to one player only" in dialog.error.text()


def test_without_bots_the_dialog_keeps_the_rulebook_seating(qtbot) -> None:
    dialog = _bot_dialog(qtbot, ["Ana", "Ben"])
    dialog.use_bots.setChecked(False)
    assert dialog._bots_box.isHidden() and "1914" in dialog.neutral_note.text()
    dialog.accept()
    setup = dialog.setup()
    assert setup is not None and setup.table.bots == () and setup.table.scenario == "1914"


def test_a_failing_bot_holds_and_the_table_goes_on(qtbot, monkeypatch) -> None:  # noqa: ANN001
    window, files, prompts = open_hotseat(qtbot, bot_game())
    bots = files.session.bots

    class Broken:
        level = "normal"

        def orders_for(self, position, power, rng, game_map=None):  # noqa: ANN001, ANN202
            raise IndexError("a bug in the bot")

    monkeypatch.setitem(bots._bots, "germany", Broken())
    play_turn(window, files, PLANS[("S1901M", "Ana")])
    play_turn(window, files, PLANS[("S1901M", "Ben")], pin="2468")
    record = window.game.history[-1]
    assert files.session.stage == Stage.RESULTS and record.orders["germany"] == ()
    assert all(record.orders[p] for p in BOTS if p != "germany")  # the bots after it still played
    assert "Germany" in prompts.warnings[-1] and "hold" in prompts.warnings[-1]
