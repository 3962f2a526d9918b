"""A level a player can feel: the set-up dialogs and the practice scorecard say in plain words
what each bot level does, the same words everywhere, in the player's language."""

from __future__ import annotations

import pytest
from test_window_no_english import english_left

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.bots import Level
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.practice.session import PracticeGame
from diplomacy_desktop.ui.bot_levels import level_description
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameDialog
from diplomacy_desktop.ui.solo.scorecard_view import ScorecardView
from diplomacy_desktop.ui.solo.setup_dialog import PracticeDialog

WHAT_EACH_DOES = {Level.EASY: ("one at a time", "never convoy", "A beginner can beat them"),
                  Level.NORMAL: ("plan all their units together", "convoys with their own fleets"),
                  Level.HARD: ("test many plans", "every named opening", "think a moment longer")}


def test_the_practice_dialog_describes_the_chosen_level(qtbot) -> None:
    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    seen = []
    for level, phrases in WHAT_EACH_DOES.items():
        dialog.level.setCurrentIndex(dialog.level.findData(level.value))
        text = dialog.level_note.text()
        assert text == level_description(level) and all(p in text for p in phrases), text
        seen.append(text)
    assert len(set(seen)) == 3


def test_the_new_game_dialog_describes_the_levels_the_bots_will_play(qtbot) -> None:
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    dialog.player_count.setValue(2)
    dialog.use_bots.setChecked(True)
    dialog.bot_level.setCurrentIndex(dialog.bot_level.findData("easy"))
    assert dialog.level_note.text() == level_description(Level.EASY)
    dialog.chosen_powers.setChecked(True)
    dialog.power_levels["italy"].setCurrentIndex(dialog.power_levels["italy"].findData("hard"))
    assert dialog.level_note.text().split("\n\n") == [level_description(Level.EASY), level_description(Level.HARD)]
    combo = dialog.power_levels["italy"]
    assert [combo.itemData(i, 3) for i in range(combo.count())] == [  # 3: the item's tooltip
        level_description(lv) for lv in (Level.EASY, Level.NORMAL, Level.HARD)]


@pytest.mark.parametrize("level", [Level.EASY, Level.HARD])
def test_the_scorecard_says_how_the_bots_played(qtbot, level: Level) -> None:
    practice = PracticeGame(PracticeSetup("italy", level, None, seed=3), Game(standard_map()))
    while not practice.due_scorecards():
        practice.play()
    view = ScorecardView()
    qtbot.addWidget(view)
    view.show_card(practice.scorecards()[0])
    line = next(t for t in view.lines if t.startswith("How the bots played: "))
    assert line == "How the bots played: " + level_description(level)


@pytest.mark.parametrize("lang", ["es", "cs", "nl"])
def test_the_descriptions_are_translated(qtbot, language, lang: str) -> None:
    english = {level_description(level) for level in WHAT_EACH_DOES}
    language(lang)
    dialog = PracticeDialog()
    qtbot.addWidget(dialog)
    texts = []
    for level in WHAT_EACH_DOES:
        dialog.level.setCurrentIndex(dialog.level.findData(level.value))
        texts.append(dialog.level_note.text())
    assert not english_left(lang, texts), texts
    assert len(set(texts)) == 3 and not english & set(texts)
