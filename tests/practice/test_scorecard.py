"""The scorecard's figures: the player's centres from the engine, the comparison from the baselines.

Games are played headless through :class:`PracticeGame` with Easy bots; the baselines are made
up here so each test knows exactly which figures the card must carry.
"""

from __future__ import annotations

from functools import cache

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.bots import Level
from diplomacy_desktop.bots.openings import standard_book
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.engine.position import Phase
from diplomacy_desktop.practice.baseline import (
    Baselines, CentreStats, LevelMeasure, OpeningBaseline, Sampling, after_fall)
from diplomacy_desktop.practice.behaviour import current_fingerprint
from diplomacy_desktop.practice.scorecard import Basis, Verdict, build_scorecard
from diplomacy_desktop.practice.session import PracticeGame

BOOK = standard_book()
BURGUNDY = "france/atlantic-opening-burgundy-variant"
MAGINOT = "france/maginot-opening"


def stats(mean: float, histogram: dict[int, int]) -> CentreStats:
    return CentreStats(sum(histogram.values()), mean, 0.05, histogram)


def baselines(*entries: tuple[str, str, float]) -> Baselines:
    """(level, opening id, mean after Fall 1901) -> made-up baselines (1902: one more centre)."""
    return Baselines({"games_per_opening": 200}, {
        (level, oid): OpeningBaseline(oid, Level(level), {1901: stats(mean, {4: 100, 5: 100}),
                                                          1902: stats(mean + 1, {5: 100, 6: 100})})
        for level, oid, mean in entries})


@cache
def played(opening_id: str | None, spring: tuple[str, ...] | None = None, seed: int = 11) -> PracticeGame:
    """A France practice game played past Fall 1902: Spring 1901 as given (the opening's orders
    by default), then France's units hold and its adjustments are left to the rules."""
    practice = PracticeGame(PracticeSetup("france", "easy", opening_id, seed), Game(standard_map()))
    orders = [read_order(t, game_map=standard_map()) for t in spring] if spring is not None else practice.opening_orders()
    practice.game.seat("france").set_orders(orders)
    while practice.game.position.phase.year < 1903:
        practice.play()
    return practice


def test_the_card_compares_with_the_baseline_of_the_opening_played() -> None:
    practice = played(BURGUNDY)
    data = baselines(("easy", BURGUNDY, 4.4), ("easy", MAGINOT, 3.0))
    card = build_scorecard(practice.game.history, "france", "easy", 1901, practice.game.position,
                           chosen=practice.opening, baselines=data, game_map=standard_map())
    assert card is not None and card.played.id == BURGUNDY and not card.changed
    assert card.basis is Basis.OPENING and card.baseline == data.get("easy", BURGUNDY).after[1901]
    later = build_scorecard(practice.game.history, "france", "easy", 1902, practice.game.position,
                            chosen=practice.opening, baselines=data, game_map=standard_map())
    assert later.baseline.mean == pytest.approx(5.4)
    # the centres are the engine's, read once Fall 1901 is over
    after_fall = next(r.position for r in practice.game.history if r.position.phase.season == "winter")
    assert card.centres == after_fall.centre_count("france")
    diff = card.centres - 4.4
    assert card.verdict is (Verdict.ABOVE if diff >= 0.5 else Verdict.BELOW if diff <= -0.5 else Verdict.USUAL)
    assert card.share_below == data.get("easy", BURGUNDY).after[1901].share_below(card.centres)


def test_the_orders_since_the_last_card_are_listed_with_the_engines_results() -> None:
    practice = played(BURGUNDY)
    first, second = practice.scorecards()
    assert [str(r.order) for r in first.orders[:3]] == [str(o) for o in BOOK.by_id(BURGUNDY).orders]
    assert all(r.phase.year == 1901 for r in first.orders)
    assert all(r.phase.year == 1902 or r.phase.season == "winter" for r in second.orders)
    spring = practice.game.history[0].resolution.results["france"]
    assert [r.result for r in first.orders[:3]] == list(spring)


def test_an_opening_missing_from_the_file_is_said_so_and_never_crashes() -> None:
    practice = played(BURGUNDY)
    nothing = build_scorecard(practice.game.history, "france", "easy", 1901, chosen=practice.opening,
                              baselines=Baselines({}, {}), game_map=standard_map())
    assert nothing.opening_unmeasured and nothing.basis is Basis.NONE and nothing.baseline is None
    assert nothing.verdict is None and nothing.share_below is None
    # with the power's other openings measured, the card falls back on the power's average
    others = [o for o in BOOK.named("france") if o.id != BURGUNDY and o.games]
    data = baselines(*(("easy", o.id, 4.0) for o in others))
    card = build_scorecard(practice.game.history, "france", "easy", 1901, chosen=practice.opening, baselines=data, game_map=standard_map())
    assert card.opening_unmeasured and card.basis is Basis.POWER
    assert card.baseline.mean == pytest.approx(4.0) and 0.5 <= card.measured_share < 1.0


def test_playing_freely_compares_with_the_power_average_weighted_by_how_often_openings_are_chosen() -> None:
    practice = played(None, ("A par h", "A mar h", "F bre h"))
    common, rare = sorted((o for o in BOOK.named("france") if o.games), key=lambda o: -o.games)[:2]
    measured = [o for o in BOOK.named("france") if o.games]
    data = baselines(*(("easy", o.id, 6.0 if o is common else 3.0) for o in measured))
    card = build_scorecard(practice.game.history, "france", "easy", 1901, baselines=data, game_map=standard_map())
    assert card.played is None and card.compared is None and card.basis is Basis.POWER
    total = sum(o.games for o in measured)
    expected = (6.0 * common.games + 3.0 * (total - common.games)) / total
    assert card.baseline.mean == pytest.approx(expected, abs=0.001) and card.measured_share == 1.0
    assert card.baseline.games == 200 * len(measured)


def test_changed_orders_are_noted_and_compared_with_the_chosen_opening() -> None:
    practice = played(BURGUNDY, ("F bre - mao", "A par - pic", "A mar h"))
    data = baselines(("easy", BURGUNDY, 4.4))
    card = build_scorecard(practice.game.history, "france", "easy", 1901, chosen=practice.opening, baselines=data, game_map=standard_map())
    assert card.changed and card.played is None and card.compared.id == BURGUNDY
    assert card.basis is Basis.OPENING and card.baseline.mean == 4.4


def measured(level: str, behaviour: str | None, date: str = "2026-11-26") -> LevelMeasure:
    return LevelMeasure(Level(level), behaviour, date, Sampling(16, 32, 4, 0.25), 0, 3000.0)


def always(fingerprint: str):  # noqa: ANN201
    """A running bot whose fingerprint is ``fingerprint`` whatever the level."""
    return lambda level: fingerprint


def test_each_level_is_compared_with_its_own_baseline() -> None:
    practice = played(BURGUNDY)
    data = baselines(("easy", BURGUNDY, 4.4), ("normal", BURGUNDY, 3.9), ("hard", BURGUNDY, 3.4))
    for level, mean in (("easy", 4.4), ("normal", 3.9), ("hard", 3.4)):
        card = build_scorecard(practice.game.history, "france", level, 1901, chosen=practice.opening,
                               baselines=data, fingerprint=always("sha256:0"), game_map=standard_map())
        assert card.level is Level(level) and card.baseline_level is Level(level)
        assert card.basis is Basis.OPENING and card.baseline.mean == mean


def test_a_hard_opening_not_measured_yet_is_not_given_normals_figures() -> None:
    practice = played(BURGUNDY)
    data = baselines(("normal", BURGUNDY, 3.9), ("hard", MAGINOT, 3.0))
    card = build_scorecard(practice.game.history, "france", "hard", 1901, chosen=practice.opening, baselines=data,
                           fingerprint=always("sha256:0"), game_map=standard_map())
    assert card.opening_unmeasured and card.baseline_level is Level.HARD
    assert card.basis is Basis.NONE and card.baseline is None  # one rare opening is too little to stand for France


def test_figures_measured_with_other_bots_are_marked_out_of_date() -> None:
    practice = played(BURGUNDY)
    entries = baselines(("hard", BURGUNDY, 3.4)).entries
    now = "sha256:00000000000000aa"

    def card_with(record: LevelMeasure | None):  # noqa: ANN202
        data = Baselines({}, entries, {"hard": record} if record else {})
        return build_scorecard(practice.game.history, "france", "hard", 1901, chosen=practice.opening,
                               baselines=data, fingerprint=always(now), game_map=standard_map())

    same = card_with(measured("hard", now))
    assert not same.out_of_date and same.measure.date == "2026-11-26"
    changed = card_with(measured("hard", "sha256:00000000000000bb"))
    assert changed.out_of_date and changed.baseline.mean == 3.4  # still shown, but flagged
    assert card_with(measured("hard", None)).out_of_date  # the file does not say which bots played
    assert card_with(None).out_of_date


def test_the_running_bots_fingerprint_is_what_decides() -> None:
    """With the real fingerprint of today's Hard bot: recorded, the figures are current."""
    practice = played(BURGUNDY)
    entries = baselines(("hard", BURGUNDY, 3.4)).entries
    ok = Baselines({}, entries, {"hard": measured("hard", current_fingerprint(Level.HARD))})
    stale = Baselines({}, entries, {"hard": measured("hard", current_fingerprint(Level.NORMAL))})
    assert not build_scorecard(practice.game.history, "france", "hard", 1901, baselines=ok, game_map=standard_map()).out_of_date
    assert build_scorecard(practice.game.history, "france", "hard", 1901, baselines=stale, game_map=standard_map()).out_of_date


def test_scorecards_fall_due_once_after_each_fall() -> None:
    practice = PracticeGame(PracticeSetup("italy", "easy", None, 2), Game(standard_map()))
    due: list[tuple[Phase, Phase, list[int]]] = []
    while practice.game.position.phase.year < 1903:
        before = practice.game.position.phase
        practice.play()
        due.append((before, practice.game.position.phase, [c.year for c in practice.due_scorecards()]))
    given = [(before, after, years) for before, after, years in due if years]
    assert [years for _, _, years in given] == [[1901], [1902]]
    for before, after, (year,) in given:  # once Fall and its retreats are over, not before
        assert before.year == year and before.season == "fall" and after > after_fall(year)


def test_failed_orders_carry_the_beginners_warning_that_explains_them() -> None:
    """Two armies sent to Burgundy both fail, and the card has the order panel's plain warning for
    each; the fleet's move worked and has none."""
    practice = played(None, ("A par - bur", "A mar - bur", "F bre - mao"))
    card = build_scorecard(practice.game.history, "france", "easy", 1901, practice.game.position, game_map=standard_map())
    spring = [r for r in card.orders if r.phase == Phase(1901, "spring", "movement")]
    by_order = {str(r.order): r for r in spring}
    for text in ("A par - bur", "A mar - bur"):
        report = by_order[text]
        assert not report.worked
        assert [a.code.value for a in report.advice] == ["same_province"]
        assert report.advice[0].rule == "useful.3"
    assert by_order["F bre - mao"].advice == ()
