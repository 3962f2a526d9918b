"""The games of the variant file have one title per language, from the map's data (names.json):
the hot-seat New Game dialog and the practice dialog show the same, translated in every language."""

from __future__ import annotations

import pytest

from diplomacy_desktop.engine.map_names import MapNames, standard_names
from diplomacy_desktop.engine.variant import standard_variant
from diplomacy_desktop.ui import names
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameDialog
from diplomacy_desktop.ui.solo.setup_dialog import PracticeDialog


def shown_titles(qtbot) -> tuple[list[str], list[str], list[str]]:  # noqa: ANN001
    """(two players' games, one-against-one games with bots, practice games) as the dialogs list them."""
    dialog = NewGameDialog()
    qtbot.addWidget(dialog)
    two = [dialog.scenario.itemText(i) for i in range(dialog.scenario.count())]
    with_bots = [dialog.bot_game.itemText(i) for i in range(1, dialog.bot_game.count())]  # after the standard game
    practice = PracticeDialog()
    qtbot.addWidget(practice)
    solo = [practice.game.itemText(i) for i in range(1, practice.game.count())]
    return two, with_bots, solo


@pytest.mark.parametrize("lang", ["en", "es", "cs", "nl", "pt"])
def test_every_dialog_shows_the_maps_own_titles(qtbot, language, lang: str) -> None:  # noqa: ANN001
    if lang != "en":
        language(lang)
    table = standard_names()
    title = {s.name: table.name("scenarios", s.name, lang) for s in standard_variant().scenarios}
    two, with_bots, solo = shown_titles(qtbot)
    assert two == [title["1914"], title["france-austria"], title["germany-italy"]]
    assert with_bots == [title["france-austria"], title["germany-italy"]]
    assert all(any(t in shown for t in with_bots) for shown in solo) and len(solo) == 2
    if lang != "en":  # translated, not the variant file's English
        english = {s.name: s.title for s in standard_variant().scenarios}
        assert not set(two) & set(english.values())


def test_a_title_changed_in_the_maps_data_changes_in_the_new_game_dialog(qtbot, language, monkeypatch) -> None:  # noqa: ANN001
    """One place: the New Game dialog keeps no titles of its own."""
    language("es")
    table = standard_names()
    spanish = {kind: dict(values) for kind, values in table.languages["es"].items()}
    spanish["scenarios"]["germany-italy"] = "Alemania frente a Italia"
    changed = MapNames(table.english, {**table.languages, "es": spanish})
    monkeypatch.setattr(names, "standard_names", lambda: changed)
    two, with_bots, solo = shown_titles(qtbot)
    assert two[2] == with_bots[1] == "Alemania frente a Italia"
    assert "Alemania frente a Italia" in solo[1]
