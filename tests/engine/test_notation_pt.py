"""Portuguese notation (assets/notation/pt.json): seed 004 writes orders in the English letters
and codes (``A Bud S A War-Gal``, ``F Bla C A Sev-Ank``, ``TyS``/``Tyh``, ``NAt``) and in words,
English or Portuguese (``Army Rome holds``; Espera, Ataque, Apoio, Comboio, Exército, Frota).
A Portuguese player's window reads both and prints the short English form 004 uses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.notation import OrderSyntaxError, format_order, load_notation, read_order

ORDERS = json.loads((Path(__file__).resolve().parents[1] / "data" / "rulebook_orders.json")
                    .read_text(encoding="utf-8"))["orders"]
SEED_004 = [e for e in ORDERS if e["seed"] == "004" and "reads" in e]


def test_the_portuguese_seed_has_orders_to_read() -> None:
    assert len(SEED_004) >= 10


@pytest.mark.parametrize("entry", SEED_004, ids=lambda e: e["text"])
def test_every_order_of_seed_004_reads_in_the_portuguese_notation_as_in_english(entry: dict) -> None:
    assert read_order(entry["text"], load_notation("pt"), game_map=standard_map()) == read_order(entry["reads"], load_notation("en"), game_map=standard_map())


@pytest.mark.parametrize(("text", "english"), [
    ("Exército Roma espera", "A Rom H"),
    ("Exército Paris ataca Borgonha", "A Par - Bur"),
    ("Frota Kiel apoia exército Ruhr para Holanda", "F Kie S A Ruh - Hol"),
    ("Frota Mar do Norte comboia exército Yorkshire para Noruega", "F Nth C A Yor - Nwy"),
    ("F Bla C turco A Sev-Ank", "F Bla C A Sev - Ank"),
    ("A Vie - Gal mantém a posição", None),
    ("Exército Moscou espera", "A Mos H"),                # the Brazilian spelling is read too
    ("F Mar Tirreno - Tunes", "F Tys - Tun"),
    ("F Tyh - Tun", "F Tys - Tun"),
    ("Construir F São Petersburgo costa norte", "F Stp/nc B"),
])
def test_portuguese_words_are_read(text: str, english: str | None) -> None:
    if english is None:
        with pytest.raises(OrderSyntaxError):
            read_order(text, load_notation("pt"), game_map=standard_map())
        return
    assert read_order(text, load_notation("pt"), game_map=standard_map()) == read_order(english, load_notation("en"), game_map=standard_map())


def test_orders_are_printed_as_seed_004_writes_them() -> None:
    pt = load_notation("pt")
    printed = [format_order(read_order(t, pt, game_map=standard_map()), pt) for t in ("Exército Roma espera", "A Bud S A War-Gal",
                                                             "F Bla C A Sev-Ank", "Construir A Par")]
    assert printed == ["A Rom H", "A Bud S A War - Gal", "F Bla C A Sev - Ank", "Construir A Par"]
