"""The openings book: every named Spring 1901 set is read with the engine's notation and is legal."""

from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from diplomacy_desktop.bots import EasyBot, HardBot, NormalBot
from diplomacy_desktop.bots.openings import BOOK_PATH, OpeningBookError, parse_book, standard_book
from diplomacy_desktop.engine.adjudicator import adjudicate
from diplomacy_desktop.engine.board import initial_position, standard_map
from diplomacy_desktop.engine.legal import order_problem
from diplomacy_desktop.engine.outcomes import Outcome
from diplomacy_desktop.engine.scenario_play import victory_centres

MAP = standard_map()
VICTORY = victory_centres(MAP, None)
BOOK = standard_book()


def test_the_book_holds_all_212_named_openings_with_their_sources() -> None:
    assert len(BOOK.openings) == 212
    counts = Counter(o.power for o in BOOK.openings)
    assert counts == {"austria": 47, "england": 15, "france": 22, "germany": 34, "italy": 18, "russia": 64,
                      "turkey": 12}
    assert all(o.sources for o in BOOK.openings)
    assert len({o.id for o in BOOK.openings}) == 212


@pytest.mark.parametrize("power", sorted(MAP.powers))
def test_every_opening_orders_each_starting_unit_once_and_legally(power: str) -> None:
    start = initial_position(standard_map())
    for opening in BOOK.named(power):
        units = sorted(str(o.unit) for o in opening.orders)  # type: ignore[union-attr]
        assert units == sorted(MAP.powers[power].starting_units), opening.id
        for order in opening.orders:
            assert order_problem(start, power, order, standard_map()) is None, (opening.id, str(order))
        results = adjudicate(start, {power: opening.orders}, standard_map()).results[power]
        for r in results:
            # Only a support of another power's move may come back void: that power's order is not given here.
            foreign = getattr(r.order, "supported", None) is not None and start.owner_at(r.order.supported.location) != power
            assert r.outcome is not Outcome.VOID or (foreign and r.reason.code == "support_mismatch"), opening.id


def test_the_shipped_json_matches_the_researched_yaml() -> None:
    yaml = pytest.importorskip("yaml")
    source = yaml.safe_load((BOOK_PATH.parent / "openings.yaml").read_text(encoding="utf-8"))
    assert json.loads(BOOK_PATH.read_text(encoding="utf-8")) == source


def test_draws_follow_the_frequencies_and_never_pick_an_uncounted_set() -> None:
    rng = random.Random(5)
    drawn = Counter(BOOK.draw("austria", rng).id for _ in range(3000))  # type: ignore[union-attr]
    uncounted = {o.id for o in BOOK.named("austria") if o.games == 0}
    assert uncounted and not uncounted & set(drawn)
    common = max(BOOK.named("austria"), key=lambda o: o.games)
    rare = min((o for o in BOOK.named("austria") if o.games > 0), key=lambda o: o.games)
    assert drawn[common.id] > 5 * max(1, drawn[rare.id])


@pytest.mark.parametrize("bot", [EasyBot(), NormalBot()], ids=["easy", "normal"])
def test_easy_and_normal_open_from_the_book(bot: object) -> None:
    books = {p: {o.orders for o in BOOK.named(p)} for p in MAP.powers}
    for power in sorted(MAP.powers):
        for seed in range(3):
            orders = bot.orders_for(initial_position(standard_map()), power, random.Random(seed), standard_map())  # type: ignore[attr-defined]
            assert orders in books[power]


def test_hard_plays_spring_1901_by_search_but_legally() -> None:
    orders = HardBot(victory_centres=VICTORY).orders_for(initial_position(MAP), "italy", random.Random(0), MAP)
    assert len(orders) == 3 and all(order_problem(initial_position(MAP), "italy", o, MAP) is None for o in orders)


def test_a_malformed_entry_is_named() -> None:
    data = json.loads(BOOK_PATH.read_text(encoding="utf-8"))
    data["powers"]["france"]["named"][2]["orders"][0] = "A par - xyz"
    with pytest.raises(OpeningBookError, match=r"powers\.france\.named\[2\]"):
        parse_book(data, MAP)
