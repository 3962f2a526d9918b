"""Orders cut short or mangled: the readers answer with the project's parse error, never another
exception (``A par S A`` raised IndexError in the canonical reader and crashed ``adjudicate``)."""

from __future__ import annotations

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.canonical import read_canonical
from diplomacy_desktop.engine.cases import CaseError, read_case
from diplomacy_desktop.engine.orders import Order
from diplomacy_desktop.engine.notation import OrderError, read_order

GAME_MAP = standard_map()
PLACES = sorted(GAME_MAP.locations())
CANONICAL = ["A par - bur", "A par S A mar - bur", "A par S A bur", "F nth C A lon - nwy",
             "A lon - nwy via convoy", "F stp/sc - bot", "F nth R nwy", "F nth D", "A par B", "A par H", "WAIVE"]
WORDS = ["A", "F", "S", "C", "H", "D", "B", "R", "-", "via", "convoy", "WAIVE", "", " ", "par", "stp/sc", "xyz",
         "a", "s", "Paris", "/", "nc"]

PREFIXES = sorted({" ".join(text.split(" ")[:n]) for text in CANONICAL for n in range(len(text.split(" ")) + 1)})


def read(text: str) -> Order | None:
    """What the two readers make of ``text``: an order, or the parse error; nothing else may come out."""
    order = read_canonical(text, GAME_MAP)
    try:
        parsed = read_order(text, game_map=GAME_MAP)
    except OrderError:
        return order
    if order is not None:
        assert order == parsed, text  # what the fast reader accepts, parse_order reads the same way
    return parsed


@pytest.mark.parametrize("text", PREFIXES)
def test_every_order_cut_short_word_by_word_is_read_or_refused_by_the_parse_error(text: str) -> None:
    read(text)


def test_a_support_cut_short_is_refused_naming_the_order_in_a_case() -> None:
    case = {"phase": {"season": "spring", "year": 1901, "type": "movement"},
            "units": {"france": ["A par", "A mar"]}, "orders": {"france": ["A mar - bur", "A par S A"]}}
    with pytest.raises(CaseError) as caught:
        read_case(case, GAME_MAP)
    assert caught.value.field == "orders.france[1]"
    assert "supported unit" in str(caught.value) and "'A par S A'" in str(caught.value)


@st.composite
def mangled_orders(draw: st.DrawFn) -> str:
    words = draw(st.sampled_from(CANONICAL)).split(" ")
    for _ in range(draw(st.integers(0, 3))):
        how = draw(st.sampled_from(["cut", "drop", "swap", "insert", "place", "double"]))
        i = draw(st.integers(0, len(words)))
        if how == "cut":
            words = words[:i]
        elif how == "drop" and i < len(words):
            del words[i]
        elif how == "swap" and i < len(words):
            words[i] = draw(st.sampled_from(WORDS))
        elif how == "insert":
            words.insert(i, draw(st.sampled_from(WORDS)))
        elif how == "place":
            words.insert(i, draw(st.sampled_from(PLACES)))
        elif how == "double" and i < len(words):
            words.insert(i, words[i])
    text = " ".join(words)
    if draw(st.booleans()):
        cut = draw(st.integers(0, len(text)))
        text = text[:cut] + draw(st.text(max_size=3)) + text[cut + draw(st.integers(0, 2)):]
    return text


@given(mangled_orders())
@example("A par S A")
@example("F nth C A")
@example("A par S A par -")
@example("A par S A xyz - bur")
@example("F nth C F lon - nwy")
def test_mangled_orders_are_read_or_refused_by_the_parse_error(text: str) -> None:
    read(text)


@given(st.lists(mangled_orders(), min_size=1, max_size=4))
@example(["A par S A"])
def test_a_case_with_mangled_orders_is_judged_or_refused_naming_the_field(orders: list[str]) -> None:
    case = {"phase": {"season": "spring", "year": 1901, "type": "movement"},
            "units": {"france": ["A par", "A mar"], "england": ["F nth", "A lon"]}, "orders": {"france": orders}}
    try:
        read_case(case, GAME_MAP)
    except CaseError as exc:
        assert exc.field.startswith("orders.france[")
