"""The window's names of provinces, powers and games follow its language, from the map's data."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QTranslator

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.ui.language_menu import I18N_DIR
from diplomacy_desktop.ui.names import location_name, power_name, province_name, scenario_title


@pytest.fixture
def spanish(qapp):  # noqa: ANN001, ANN201
    translator = QTranslator(qapp)
    assert translator.load(str(I18N_DIR / "diplomacy_desktop_es.qm"))
    qapp.installTranslator(translator)
    yield
    qapp.removeTranslator(translator)
    translator.deleteLater()


def test_english_without_a_translator(qapp) -> None:  # noqa: ANN001
    assert [province_name(p) for p in ("par", "mao", "stp")] == ["Paris", "Mid-Atlantic Ocean", "St Petersburg"]
    assert location_name("stp/nc") == "St Petersburg (north coast)"
    assert power_name("austria") == "Austria" and scenario_title("germany-italy") == "Germany vs Italy"


def test_the_installed_translator_switches_the_names_at_once(spanish) -> None:  # noqa: ANN001
    assert [province_name(p) for p in ("par", "mao", "wal")] == ["París", "Atlántico Central", "Gales"]
    assert location_name("stp/nc") == "San Petersburgo (costa norte)"
    assert power_name("turkey") == "Turquía" and scenario_title("1914") != "The 1914 game of the rulebook"
    names = {province_name(p) for p in standard_map().provinces}
    assert len(names) == 75 and not names & set(standard_map().provinces)
