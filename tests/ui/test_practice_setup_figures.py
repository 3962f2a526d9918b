"""The practice set-up dialog tells the player, before they start, what the scorecard will compare
them with at the chosen level: the opening's own figures (games and standard error), the power's
average when the opening is not measured yet, nothing when too little is; and whether the figures
were measured with the bots they will meet, worked out without making the window wait."""

from __future__ import annotations

import threading
from html import unescape

import pytest

from diplomacy_desktop.bots import Level
from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.practice.baseline import Baselines, CentreStats, LevelMeasure, OpeningBaseline, Sampling
from diplomacy_desktop.ui.solo.freshness import BotFingerprints
from diplomacy_desktop.ui.solo.setup_dialog import PracticeDialog

OPENING = "france/atlantic-opening-burgundy-variant"
RECORDED = "sha256:00000000000000aa"


def hard_figures(measured: list[str], behaviour: str | None = RECORDED) -> Baselines:
    """Made-up Hard figures for ``measured`` openings, measured as the shipped Hard ones are."""
    first = CentreStats(20, 4.25, 0.21, {3: 5, 4: 5, 5: 10})
    second = CentreStats(20, 5.5, 0.25, {5: 10, 6: 10})
    entries = {("hard", o): OpeningBaseline(o, Level.HARD, {1901: first, 1902: second}) for o in measured}
    record = LevelMeasure(Level.HARD, behaviour, "2026-11-26", Sampling(16, 32, 4, 0.25), 0, 3000.0)
    return Baselines({}, entries, {"hard": record})


class Running:
    """The running bots' fingerprint as a test sets it, noting the threads that asked for it."""

    def __init__(self, value: str) -> None:
        self.value = value
        self.threads: list[threading.Thread] = []

    def __call__(self, level: Level) -> str:
        self.threads.append(threading.current_thread())
        return self.value


def details(dialog: PracticeDialog) -> str:
    """The details as the player reads them (the label shows HTML)."""
    return unescape(dialog.details.text())


def open_dialog(qtbot, baselines: Baselines, running: Running, opening: str = OPENING):  # noqa: ANN001, ANN201
    fingerprints = BotFingerprints(running)
    dialog = PracticeDialog(baselines=baselines, fingerprints=fingerprints)
    qtbot.addWidget(dialog)
    dialog.power.setCurrentIndex(dialog.power.findData("france"))
    dialog.opening.setCurrentIndex(dialog.opening.findData(opening))
    dialog.level.setCurrentIndex(dialog.level.findData("hard"))
    return dialog, fingerprints


def test_a_measured_opening_shows_its_figures_with_games_and_error(qtbot) -> None:
    dialog, fingerprints = open_dialog(qtbot, hard_figures([OPENING]), Running(RECORDED))
    qtbot.waitUntil(lambda: fingerprints.known(Level.HARD) is not None)
    text = details(dialog)
    assert ("Against Hard bots it usually gives 4.25 supply centres after Fall 1901 and 5.50 after Fall 1902 "
            "(mean of 20 simulated games, standard errors 0.21 and 0.25).") in text
    assert "out of date" not in text and "never simulated" not in text and "Normal" not in text


def test_the_running_bots_are_checked_off_the_window_thread_and_the_warning_follows(qtbot) -> None:
    running = Running("sha256:00000000000000bb")  # the Hard bots changed since the figures were measured
    dialog, fingerprints = open_dialog(qtbot, hard_figures([OPENING]), running)
    qtbot.waitUntil(lambda: "out of date" in details(dialog))
    assert "These figures are out of date: the Hard bots have changed since they were measured on 2026-11-26, " \
           "so take the comparison only as a rough guide." in details(dialog)
    assert running.threads and threading.main_thread() not in running.threads
    assert len(running.threads) == 1  # once per level, whatever the dialog shows meanwhile
    dialog.opening.setCurrentIndex(dialog.opening.findData("france/atlantic-opening-maginot-variant"))
    dialog.level.setCurrentIndex(dialog.level.findData("easy"))
    dialog.level.setCurrentIndex(dialog.level.findData("hard"))
    assert len(running.threads) == 1


def test_an_opening_not_measured_yet_is_compared_with_the_powers_average(qtbot) -> None:
    book = standard_book()
    drawn = sorted((o for o in book.named("france") if o.games), key=lambda o: -o.games)
    measured = [o.id for o in drawn if o.id != OPENING]  # every France opening but the one chosen
    share = round(100 * sum(o.games for o in drawn if o.id != OPENING) / sum(o.games for o in drawn))
    dialog, _ = open_dialog(qtbot, hard_figures(measured), Running(RECORDED))
    text = details(dialog)
    assert (f"This opening is not measured against Hard bots yet: the scorecard will compare you with France's "
            f"average over its openings, weighted by how often players choose them ({share}% of them measured): "
            f"4.25 supply centres after Fall 1901 and 5.50 after Fall 1902.") in text


def test_too_little_measured_says_the_card_will_have_nothing_to_compare_with(qtbot) -> None:
    dialog, _ = open_dialog(qtbot, hard_figures([]), Running(RECORDED))
    assert ("This opening is not measured against Hard bots yet, and too few of France's others are to "
            "make an average: the scorecard will have nothing to compare you with.") in details(dialog)
    assert "out of date" not in details(dialog)


def test_figures_of_unrecorded_bots_are_said_to_be_out_of_date_without_working_anything_out(qtbot) -> None:
    running = Running(RECORDED)
    dialog, _ = open_dialog(qtbot, hard_figures([OPENING], behaviour=None), running)
    assert "These figures are out of date: the Hard bots have changed since they were measured on 2026-11-26" \
        in details(dialog)
    assert running.threads == []  # nothing to compare the running bots with


@pytest.mark.parametrize("lang", ["es", "cs", "nl", "pt"])
def test_the_figures_note_reads_in_the_players_language(qtbot, language, lang: str) -> None:  # noqa: ANN001
    from test_window_no_english import english_left

    language(lang)
    seen = []
    dialog, fingerprints = open_dialog(qtbot, hard_figures([OPENING]), Running("sha256:00000000000000bb"))
    qtbot.waitUntil(lambda: fingerprints.known(Level.HARD) is not None)  # out of date: that sentence too
    seen.append(dialog._baseline_text(standard_book().by_id(OPENING)))
    dialog, _ = open_dialog(qtbot, hard_figures([]), Running(RECORDED))
    seen.append(dialog._baseline_text(standard_book().by_id(OPENING)))
    drawn = [o.id for o in standard_book().named("france") if o.id != OPENING]
    dialog, _ = open_dialog(qtbot, hard_figures(drawn), Running(RECORDED))
    seen.append(dialog._baseline_text(standard_book().by_id(OPENING)))
    assert english_left(lang, seen) == [], seen


def test_a_longer_text_grows_the_shown_dialog_instead_of_cutting_its_lines(qtbot, language) -> None:  # noqa: ANN001
    """Spanish, the shipped figures: Hard's longer description and note set as the dialog is shown,
    then other levels; every line of the level's description and of the details stays readable."""
    from PySide6.QtWidgets import QApplication

    language("es")
    dialog = PracticeDialog(fingerprints=BotFingerprints(Running(RECORDED)))
    qtbot.addWidget(dialog)
    dialog.show()  # and at once, before the dialog is laid out:
    dialog.level.setCurrentIndex(dialog.level.findData("hard"))
    dialog.power.setCurrentIndex(dialog.power.findData("france"))
    dialog.opening.setCurrentIndex(1)
    for level in ("hard", "normal", "easy", "hard"):
        dialog.level.setCurrentIndex(dialog.level.findData(level))
        qtbot.wait(50)
        QApplication.processEvents()
        for label in (dialog.level_note, dialog.details):
            assert label.height() >= label.heightForWidth(label.width()), (level, label.objectName())
