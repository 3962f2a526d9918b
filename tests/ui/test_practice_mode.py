"""Practice mode in the window: one power against six bots, the bots' orders revealed with the
results, a scorecard after Fall 1901 and Fall 1902, saving and reopening."""

from __future__ import annotations

import json
from html import unescape
from pathlib import Path

import pytest
from hotseat_helpers import ScriptedPrompts, wait_for_bots
from PySide6.QtWidgets import QLabel
from test_window_no_english import english_left

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.bots import Level
from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.engine.game import SeatRefused
from diplomacy_desktop.engine.notation import format_order, load_notation, read_order
from diplomacy_desktop.engine.position import MOVEMENT, Phase
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.engine.savefile import game_to_json
from diplomacy_desktop.practice.baseline import (
    Baselines, CentreStats, LevelMeasure, OpeningBaseline, Sampling, standard_baselines)
from diplomacy_desktop.practice.behaviour import current_fingerprint
from diplomacy_desktop.practice.scorecard import build_scorecard
from diplomacy_desktop.practice.session import PracticeGame
from diplomacy_desktop.ui.game_files import GameFiles
from diplomacy_desktop.ui.main_window import MainWindow
from diplomacy_desktop.ui.solo.scorecard_view import ScorecardDialog, ScorecardView
from diplomacy_desktop.ui.solo.session import PracticeSession
from diplomacy_desktop.ui.solo.setup_dialog import PracticeDialog
from diplomacy_desktop.ui.solo.sources import source_address, source_title

OPENING = "france/atlantic-opening-burgundy-variant"


def open_practice(qtbot, setup: PracticeSetup):  # noqa: ANN001, ANN201
    window = MainWindow()
    qtbot.addWidget(window)
    prompts = ScriptedPrompts()
    files = GameFiles(window, prompts)  # type: ignore[arg-type]
    files.ask_practice = lambda _parent: setup
    with qtbot.waitExposed(window):
        window.show()
    assert files.actions["practice"].isVisible()
    files.actions["practice"].trigger()
    return window, files, prompts


def play_until(session: PracticeSession, done, limit: int = 80) -> None:  # noqa: ANN001
    """Press Ctrl+Return (submit, show the result, continue) until ``done()``."""
    for _ in range(limit):
        if done():
            return
        session.proceed_action.trigger()
        wait_for_bots(session)
    raise AssertionError("practice did not get there")


def test_practice_plays_through_winter_1902_to_two_scorecards(qtbot) -> None:
    window, files, _ = open_practice(qtbot, PracticeSetup("france", Level.EASY, OPENING, seed=7))
    session = files.session
    game = window.game
    # the player orders France only, starting from the chosen opening
    assert isinstance(session, PracticeSession) and game.practice.opening_id == OPENING
    assert window.power_combo.count() == 1 and window.power_on_move == "france"
    assert sorted(window.controller.orders(), key=str) == sorted(
        (read_order(t, game_map=standard_map()) for t in ("F bre - mao", "A par - bur", "A mar - spa")), key=str)
    assert not window.actions_by_name["adjudicate"].isVisible()
    assert not window.actions_by_name["take_back"].isVisible()
    session.proceed_action.trigger()  # Submit: the bots order and the phase is judged
    wait_for_bots(session)
    assert window.review is not None
    revealed = {p for p, results in window.review.results.items() if results}
    assert revealed == set(game.map.powers)  # every power's orders revealed with the results
    rows = [" ".join(r) for r in window.results.row_texts()]
    assert any("A Par - Bur" in r for r in rows)
    play_until(session, lambda: game.position.phase >= Phase(1903, "spring", MOVEMENT))
    assert any(r.position.phase == Phase(1902, "winter", "adjustments") for r in game.history) \
        or game.history[-1].position.phase < Phase(1902, "winter", "adjustments")
    cards = session.scorecards
    assert [d.view.card.year for d in cards] == [1901, 1902]
    first = cards[0].view.card
    assert first.played is not None and first.played.id == OPENING
    shipped = standard_baselines().get("easy", OPENING)
    assert shipped is not None and first.baseline == shipped.after[1901]  # the figures are the file's
    assert len(first.orders) >= 3 and len(first.worked) + len(first.failed) == len(first.orders)
    text = "\n".join(cards[0].view.lines)
    assert "Atlantic Opening, Burgundy Variant" in text and "The Diplomatic Pouch: Openings, France" in text
    assert f"mean of {shipped.after[1901].games} simulated games" in text
    assert f"{shipped.after[1901].mean:.2f} supply centres" in text
    assert "continued the opening with a bot of the same level" in text
    assert "How the simulated games ended:" in text and "← you" in text
    assert all(isinstance(d, ScorecardDialog) and d.isVisible() for d in cards)
    # the game goes on after the cards
    assert not game.is_over and window.power_on_move == "france"


def test_the_scorecard_opens_only_once_the_board_has_shown_the_phase(qtbot) -> None:
    """Opening it with the results still playing would give the outcome away."""
    window, files, _ = open_practice(qtbot, PracticeSetup("italy", Level.EASY, None, seed=4))
    session = files.session
    seen_waiting = False
    for _ in range(40):
        session.proceed_action.trigger()
        wait_for_bots(session)
        if session._pending_cards:
            assert not session.scorecards and session._resolving()  # the phase is still resolving on the board
            seen_waiting = True
        if session.scorecards:
            break
    assert seen_waiting and [d.view.card.year for d in session.scorecards] == [1901]
    assert window.playback.is_done()


def test_the_other_powers_seats_are_closed_to_the_keyboard(qtbot) -> None:
    window, files, _ = open_practice(qtbot, PracticeSetup("england", Level.EASY, None, seed=1))
    assert window.controller.seat_for("england").power == "england"
    try:
        window.controller.seat_for("france")
    except SeatRefused:
        pass
    else:
        raise AssertionError("the keyboard could order a bot's power")
    assert window.controller.orders() == ()  # playing freely: nothing filled in


def test_a_failed_order_is_listed_with_the_engines_reason(qtbot) -> None:
    window, files, prompts = open_practice(qtbot, PracticeSetup("england", Level.EASY, None, seed=3))
    for text in ("F lon - nth", "F edi - nth", "A lvp - yor"):  # two fleets into one sea: both bounce
        assert window.controller.give_text(text)
    session = files.session
    play_until(session, lambda: bool(session.scorecards))
    card = session.scorecards[0].view.card
    assert card.played is None and card.compared is None
    failed = {str(r.order): r for r in card.failed}
    assert set(failed) >= {"F lon - nth", "F edi - nth"} and "A lvp - yor" in {str(r.order) for r in card.worked}
    reason = failed["F lon - nth"].result.reason
    assert reason.code == "bounced_prevent" and reason.params["other"] == read_order("F edi - nth", game_map=standard_map()).unit
    lines = session.scorecards[0].view.lines
    # the failure in the plain words of beginner's help (the order panel's warning)
    assert any("F Lon - Nth" in line and "both go to North Sea: with equal support neither moves" in line
               for line in lines)
    assert any("You played freely" in line for line in lines)


def test_submitting_with_units_unordered_asks_first(qtbot) -> None:
    window, files, prompts = open_practice(qtbot, PracticeSetup("england", Level.EASY, None, seed=3))
    assert window.controller.give_text("F lon - nth")
    prompts.answers = [False]  # Keep ordering
    files.session.proceed_action.trigger()
    assert window.review is None and not window.game.history
    assert "No order yet, so they will hold: F Edinburgh, A Liverpool." in prompts.asked[-1][1]


def test_a_practice_game_saves_and_reopens_as_practice(qtbot, tmp_path: Path) -> None:
    window, files, prompts = open_practice(qtbot, PracticeSetup("france", Level.EASY, OPENING, seed=9))
    session = files.session
    play_until(session, lambda: bool(session.scorecards))
    prompts.path = tmp_path / "practice.json"
    assert files.actions["save_as"].trigger() is None and prompts.path.exists()
    orders_so_far = [r.orders for r in window.game.history]
    files.actions["sandbox"].trigger()
    assert files.session is None and window.power_combo.count() == 7
    assert files.open_path(prompts.path)
    reopened = files.session
    assert isinstance(reopened, PracticeSession) and reopened is not session
    assert window.game.practice == PracticeSetup("france", "easy", OPENING, 9)
    assert [r.orders for r in window.game.history] == orders_so_far
    assert window.power_combo.count() == 1 and window.power_on_move == "france"
    assert not reopened.scorecards  # cards already seen are not pushed again on reopening...
    dialog = reopened.show_latest_scorecard()  # ...but Game > Practice scorecard shows them
    assert dialog is not None and dialog.view.card.year == 1901
    play_until(reopened, lambda: window.game.position.phase.year >= 1903)
    assert [d.view.card.year for d in reopened.scorecards] == [1901, 1902]


def test_a_save_with_a_bad_practice_field_is_refused_and_the_board_kept(qtbot, tmp_path: Path) -> None:
    window, files, prompts = open_practice(qtbot, PracticeSetup("france", Level.EASY, OPENING, seed=9))
    before = window.game
    for practice, named in ((dict(power="france", level="expert", opening=None, seed=1), "practice.level"),
                            (dict(power="france", level="easy", opening="france/no-such-opening", seed=1),
                             "practice.opening")):
        data = game_to_json(PracticeGame(PracticeSetup("france", "easy", None, 1), Game(standard_map())).game)
        data["practice"] = practice
        path = tmp_path / "bad.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        assert not files.open_path(path)
        assert named in prompts.warnings[-1] and "The game on the board is unchanged" in prompts.warnings[-1]
        assert window.game is before and isinstance(files.session, PracticeSession)


def test_the_sandbox_still_orders_every_power(qtbot) -> None:
    window, files, _ = open_practice(qtbot, PracticeSetup("france", Level.EASY, None, seed=1))
    files.actions["sandbox"].trigger()
    assert files.session is None and window.power_combo.count() == 7 and window.game.practice is None
    assert window.actions_by_name["adjudicate"].isVisible() and not window.banner.isVisible()
    assert window.actions_by_name["take_back"].isVisible()


def test_the_practice_dialog_lists_the_book_for_the_chosen_power(qtbot) -> None:
    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    assert [dialog.level.itemData(i) for i in range(dialog.level.count())] == ["easy", "normal", "hard"]
    dialog.power.setCurrentIndex(dialog.power.findData("turkey"))
    assert dialog.opening.itemData(0) is None  # play freely
    ids = [dialog.opening.itemData(i) for i in range(1, dialog.opening.count())]
    assert ids and all(i.startswith("turkey/") for i in ids)
    assert "% of games" in dialog.opening.itemText(1)  # the most played first, with its share
    dialog.opening.setCurrentIndex(1)
    assert "Sources:" in dialog.details.text()
    dialog.level.setCurrentIndex(dialog.level.findData("hard"))
    hard = standard_baselines().get("hard", ids[0]).after  # Hard's own figures, as the scorecard will use
    assert f"Against Hard bots it usually gives {hard[1901].mean:.2f} supply centres" in dialog.details.text()
    assert "Normal" not in dialog.details.text()
    setup = dialog.setup()
    assert (setup.power, setup.level, setup.opening_id) == ("turkey", "hard", ids[0])


def test_the_practice_dialog_shows_what_the_opening_usually_gives(qtbot) -> None:
    stats = CentreStats(200, 4.25, 0.06, {3: 50, 4: 50, 5: 100})
    later = CentreStats(200, 4.5, 0.07, {4: 100, 5: 100})
    data = Baselines({}, {("easy", OPENING): OpeningBaseline(OPENING, Level.EASY, {1901: stats, 1902: later})})
    dialog = PracticeDialog(baselines=data)
    qtbot.addWidget(dialog)
    dialog.opening.setCurrentIndex(dialog.opening.findData(OPENING))
    assert ("Against Easy bots it usually gives 4.25 supply centres after Fall 1901 and 4.50 after Fall 1902 "
            "(mean of 200 simulated games, standard errors 0.06 and 0.07).") in dialog.details.text()
    dialog.level.setCurrentIndex(dialog.level.findData("normal"))
    assert ("This opening is not measured against Normal bots yet, and too few of France's others are to "
            "make an average: the scorecard will have nothing to compare you with.") in unescape(dialog.details.text())


def test_the_spanish_practice_dialog_says_what_follows_in_spanish_with_spanish_orders(qtbot, language) -> None:  # noqa: ANN001
    language("es")
    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    dialog.power.setCurrentIndex(dialog.power.findData("france"))
    dialog.opening.setCurrentIndex(dialog.opening.findData("france/atlantic-opening-maginot-variant"))
    text = dialog.details.text()
    spanish = load_notation("es")
    orders = ", ".join(format_order(read_order(t, game_map=standard_map()), spanish) for t in ("A bur - bel", "A mar - spa", "F mao - por"))
    assert f"Tres centros neutrales si Alemania cede: {orders}." in text
    assert "E Bor-Bel" in orders  # the Spanish rulebook's army letter and province codes
    assert "Three neutrals" not in text and "A bur - bel" not in text


def card_text(qtbot, level: str, baselines: Baselines, spring: tuple[str, ...] = ()) -> str:  # noqa: ANN001
    practice = PracticeGame(PracticeSetup("france", "easy", OPENING, 5), Game(standard_map()))
    orders = [read_order(t, game_map=standard_map()) for t in spring] if spring else practice.opening_orders()
    practice.game.seat("france").set_orders(orders)
    while practice.game.position.phase < Phase(1902, "spring", MOVEMENT):
        practice.play()
    card = build_scorecard(practice.game.history, "france", level, 1901, chosen=practice.opening,
                           baselines=baselines, game_map=standard_map())
    view = ScorecardView()
    qtbot.addWidget(view)
    view.show_card(card)
    return "\n".join(view.lines)


def hard_baselines(behaviour: str | None) -> Baselines:
    """Made-up Hard figures for every England and France opening, measured as the shipped Hard ones are."""
    stats = CentreStats(20, 4.25, 0.21, {3: 5, 4: 5, 5: 10})
    normal = CentreStats(200, 3.5, 0.06, {3: 100, 4: 100})
    entries = {("hard", o.id): OpeningBaseline(o.id, Level.HARD, {1901: stats, 1902: stats})
               for power in ("england", "france") for o in standard_book().named(power)}
    entries[("normal", OPENING)] = OpeningBaseline(OPENING, Level.NORMAL, {1901: normal, 1902: normal})
    record = LevelMeasure(Level.HARD, behaviour, "2026-11-26", Sampling(16, 32, 4, 0.25), 0, 3000.0)
    return Baselines({}, entries, {"hard": record})


def test_a_hard_card_uses_hards_own_baseline_and_states_its_error(qtbot) -> None:
    text = card_text(qtbot, "hard", hard_baselines(current_fingerprint(Level.HARD)))
    assert "Against Hard bots this opening usually gives 4.25 supply centres after Fall 1901 (mean of 20 " \
           "simulated games, standard error 0.21)." in text
    assert "3.50" not in text and "Normal" not in text and "out of date" not in text
    assert "at least 16 and at most 32 simulated games, more only while the standard error was above 0.25" in text
    assert "Measured on 2026-11-26." in text
    assert "3 centres: 25%" in text and "5 centres: 50%" in text


def test_a_card_whose_bots_changed_since_the_figures_says_they_are_out_of_date(qtbot) -> None:
    text = card_text(qtbot, "hard", hard_baselines("sha256:0123456789abcdef"))
    assert "These figures are out of date: the Hard bots have changed since they were measured on 2026-11-26, " \
           "so take the comparison only as a rough guide." in text
    assert "usually gives 4.25 supply centres" in text  # the old figures, named for what they are


def test_the_scorecard_names_its_sources_by_title_as_the_setup_dialog_does(qtbot) -> None:
    view = ScorecardView()
    qtbot.addWidget(view)
    practice = PracticeGame(PracticeSetup("france", "easy", OPENING, 5), Game(standard_map()))
    practice.game.seat("france").set_orders(practice.opening_orders())
    while practice.game.position.phase < Phase(1902, "spring", MOVEMENT):
        practice.play()
    view.show_card(build_scorecard(practice.game.history, "france", "easy", 1901, chosen=practice.opening,
                                   baselines=Baselines({}, {}), game_map=standard_map()))
    sources = standard_book().by_id(OPENING).sources
    titles = list(dict.fromkeys(source_title(s) for s in sources))
    start = view.lines.index("Sources of the Atlantic Opening, Burgundy Variant:") + 1
    assert view.lines[start:start + len(titles)] == titles
    assert "The Diplomatic Pouch: Openings, France" in titles
    shown = " ".join(view.lines)
    assert "woelpad/" not in shown and ".jsx" not in shown and "://" not in shown  # no address, no path
    html = view.toHtml()
    assert all(any(source_address(s) in html for s in sources if source_title(s) == t) for t in titles)  # links


def test_an_opening_with_no_baseline_yet_is_said_so(qtbot) -> None:
    text = card_text(qtbot, "easy", Baselines({}, {}))
    assert "No baseline measured for the Atlantic Opening, Burgundy Variant against Easy bots yet." in text
    assert "nothing to compare with" in text


@pytest.mark.parametrize("lang", ["es", "cs", "nl", "pt"])
def test_practice_mode_reads_in_the_players_language(qtbot, language, lang: str) -> None:  # noqa: ANN001
    """The setup dialog, the banner, the menus and a scorecard have no English left (the openings'
    names and the book's notes are names and quotations, kept as their sources write them)."""
    language(lang)
    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.opening.setCurrentIndex(0)  # play freely: no quoted opening in the details
    seen = [dialog.windowTitle()] + [w.text() for w in dialog.findChildren(QLabel) if w.isVisible()]
    seen += [dialog.level.itemText(i) for i in range(dialog.level.count())] + [dialog.opening.itemText(0)]
    dialog.level.setCurrentIndex(dialog.level.findData("hard"))
    seen.append(dialog._baseline_text(standard_book().by_id(OPENING)))  # (the opening's name is a name)
    window, files, _ = open_practice(qtbot, PracticeSetup("england", Level.HARD, None, seed=3))
    seen += [window.banner.text()] + [a.text() for a in window.game_menu.actions()]
    seen += [a.text() for a in window.file_menu.actions()]
    data = hard_baselines("sha256:0123456789abcdef")  # out of date: that paragraph is read too
    practice = PracticeGame(PracticeSetup("england", "easy", None, 3), Game(standard_map()))  # Easy bots play quickly...
    practice.game.seat("england").set_orders([read_order(t, game_map=standard_map()) for t in ("F lon - nth", "F edi - nth")])
    while practice.game.position.phase < Phase(1902, "spring", MOVEMENT):
        practice.play()
    view = ScorecardView()
    qtbot.addWidget(view)  # ...and the card is a Hard one, with Hard's figures
    view.show_card(build_scorecard(practice.game.history, "england", "hard", 1901, baselines=data, game_map=standard_map()))
    seen += [line for line in view.lines if not line.startswith("http")]
    left = english_left(lang, seen)
    assert left == [], "\n".join(sorted(set(left)))


def test_changing_the_chosen_openings_orders_is_said_on_the_card(qtbot) -> None:
    stats = CentreStats(200, 4.25, 0.06, {3: 50, 4: 50, 5: 100})
    data = Baselines({}, {("easy", OPENING): OpeningBaseline(OPENING, Level.EASY, {1901: stats, 1902: stats})})
    text = card_text(qtbot, "easy", data, ("F bre - mao", "A par - pic", "A mar h"))
    assert "You chose the Atlantic Opening, Burgundy Variant and then changed its orders." in text
    assert "Your orders are compared with the opening you chose, the Atlantic Opening, Burgundy Variant." in text
    assert "usually gives 4.25 supply centres" in text
