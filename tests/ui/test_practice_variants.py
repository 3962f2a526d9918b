"""Practice in the one-against-one games of the variant file: the set-up dialog offers France vs
Austria and Germany vs Italy besides the standard game, with only their two powers and no opening
book; the window plays them against one bot, with no scorecard, in every language."""

from __future__ import annotations

from hotseat_helpers import wait_for_bots
from test_practice_mode import open_practice, play_until
from test_window_no_english import _dialog_texts, english_left

from diplomacy_desktop.bots import Level
from diplomacy_desktop.engine.position import MOVEMENT, SPRING, Phase
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.ui.solo.setup_dialog import PracticeDialog


def _powers(dialog: PracticeDialog) -> list[str]:
    return [dialog.power.itemData(i) for i in range(dialog.power.count())]


def test_the_dialog_offers_the_one_against_one_games_with_their_two_powers(qtbot) -> None:
    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    dialog.show()
    games = [dialog.game.itemText(i) for i in range(dialog.game.count())]
    assert games == ["Standard game (against six bots)", "France vs Austria (against one bot)",
                     "Germany vs Italy (against one bot)"]
    assert len(_powers(dialog)) == 7 and dialog.opening.isVisible()
    dialog.game.setCurrentIndex(1)
    assert _powers(dialog) == ["france", "austria"] and dialog.power.currentData() == "france"
    assert not dialog.opening.isVisible()
    assert dialog.intro.text().startswith("France against Austria, from Spring 1901: you play one of them")
    assert "18 supply centres at the end of a Fall win" in dialog.intro.text()
    assert dialog.details.text() == ("No opening book and no scorecard in this game: both come from games of "
                                     "seven powers.")
    dialog.power.setCurrentIndex(1)
    dialog.level.setCurrentIndex(dialog.level.findData("hard"))
    setup = dialog.setup()
    assert (setup.power, setup.level, setup.opening_id, setup.scenario) == ("austria", "hard", None,
                                                                            "france-austria")
    dialog.game.setCurrentIndex(2)
    assert _powers(dialog) == ["germany", "italy"]
    assert dialog.setup().scenario == "germany-italy" and dialog.setup().power == "germany"
    dialog.game.setCurrentIndex(0)  # back to the standard game: the book again
    assert len(_powers(dialog)) == 7 and dialog.opening.isVisible() and dialog.opening.count() > 1
    assert dialog.setup().scenario == "standard"


def test_the_dialog_speaks_each_language(qtbot, language) -> None:  # noqa: ANN001
    expected = {"es": "Francia contra Austria (contra un bot)", "cs": "Francie proti Rakousku (proti jednomu botovi)",
                "nl": "Frankrijk tegen Oostenrijk (tegen één bot)", "pt": "França contra Áustria (contra um bot)"}
    for lang, title in expected.items():
        language(lang)
        dialog = PracticeDialog()
        qtbot.addWidget(dialog)
        dialog.show()
        dialog.game.setCurrentIndex(1)
        assert dialog.game.currentText() == title
        assert dialog.power.itemText(1) == {"es": "Austria", "cs": "Rakousko", "nl": "Oostenrijk",
                                            "pt": "Áustria"}[lang]
        texts = _dialog_texts(dialog) + [dialog.game.itemText(i) for i in range(dialog.game.count())]
        assert english_left(lang, texts) == [], lang
        dialog.close()


def test_a_one_against_one_practice_game_plays_a_year_in_the_window(qtbot) -> None:
    window, files, prompts = open_practice(qtbot, PracticeSetup("austria", Level.EASY, None, 3, "france-austria"))
    session = files.session
    game = window.game
    assert game.scenario == "france-austria" and session.practice.bots.powers == ("france",)
    assert window.power_combo.count() == 1 and window.power_on_move == "austria"
    assert window.banner.text().startswith("France vs Austria: Austria against one Easy bot — Spring 1901")
    assert window.banner.text().endswith("; the bot orders then.")
    assert not session.card_action.isVisible()
    assert {p for p, units in game.position.units.items() if units} == {"austria", "france"}
    assert window.controller.give_text("A Bud - Ser")
    session.proceed_action.trigger()
    wait_for_bots(session)
    assert {p for p, results in window.review.results.items() if results} == {"austria", "france"}
    play_until(session, lambda: game.position.phase == Phase(1902, SPRING, MOVEMENT) and window.review is None)
    assert game.position.centres.get("ser") == "austria" and game.position.centre_count("france") >= 3
    assert session.scorecards == [] and prompts.warnings == []
    assert not game.is_over and window.power_on_move == "austria"
