"""The fast paths of saving and loading give exactly what the slow ones give: the canonical
order reader agrees with parse_order, an autosave built from cached phases is the same text as
a full save, and the background writer writes the newest text, atomically, and reports failures."""

from __future__ import annotations

import random
import sys
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.canonical import read_canonical
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.save_writer import SaveWriter
from diplomacy_desktop.engine.savefile import HistoryTexts, game_to_json, load_game, save_text

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))
from adjudication import adjustment_orders, movement_orders, retreat_orders  # noqa: E402


def random_game(seed: int, phases: int) -> Game:
    rng = random.Random(seed)
    gm = standard_map()
    game = Game(standard_map())
    for _ in range(phases):
        pos = game.position
        if game.is_over:
            break
        if pos.phase.kind == "movement":
            orders = movement_orders(rng, gm, pos)
        elif pos.phase.kind == "retreats":
            orders = retreat_orders(rng, pos)
        else:
            orders = adjustment_orders(rng, gm, pos)
        for power, given in orders.items():
            if given:
                game.seat(power).submit(given)
        game.adjudicate(force=True)
    return game


def test_canonical_reader_agrees_with_parse_order_on_every_order_written() -> None:
    gm = standard_map()
    seen = 0
    for seed in range(3):
        for record in random_game(seed, 40).history:
            for orders in record.orders.values():
                for order in orders:
                    text = str(order)
                    assert read_canonical(text, gm) == order == read_order(text, game_map=gm)
                    seen += 1
    for text in ("F stp/sc - bot", "A lon - nwy via convoy", "F nth R nwy", "F nth D", "A par B", "WAIVE",
                 "F nth C A lon - nwy", "A bul S A rum", "F spa/nc S F mao - gas", "A ven S F tri"):
        assert read_canonical(text, gm) == read_order(text, game_map=gm), text
    assert seen > 500


@pytest.mark.parametrize("text", ["a par - bur", "A par-bur", "A Paris - bur", "A par  - bur", "A par - xyz",
                                  "A par S bur", "F nth C A lon", "A par - bur via", "A par H extra", "X par H",
                                  "", "A", "A par", "A par R"])
def test_anything_else_is_left_to_the_lenient_parser(text: str) -> None:
    assert read_canonical(text, standard_map()) is None


def test_an_autosave_from_cached_phases_is_the_text_of_a_full_save() -> None:
    game = random_game(5, 12)
    cache = HistoryTexts()
    first = save_text(game, cache)
    game.seat("france").submit([])
    game.adjudicate(force=True)
    assert save_text(game, cache) == save_text(game) != first
    import json
    assert json.loads(save_text(game, cache)) == json.loads(json.dumps(game_to_json(game)))
    other = random_game(6, 3)  # another game through the same cache: serialized afresh
    assert save_text(other, cache) == save_text(other)


def test_the_writer_writes_the_newest_text_and_reports_failures(tmp_path: Path) -> None:
    failures: list[str] = []
    writer = SaveWriter(on_error=lambda path, exc: failures.append(path.name))
    path = tmp_path / "auto.json"
    games = [random_game(seed, 4) for seed in range(3)]
    for game in games:
        writer.submit(path, save_text(game))
    assert writer.flush(30)
    assert load_game(path, standard_map()).game_id == games[-1].game_id
    assert [p.name for p in tmp_path.iterdir()] == ["auto.json"]
    (tmp_path / "blocked").write_text("a file where a folder should be")
    writer.submit(tmp_path / "blocked" / "auto.json", save_text(games[0]))
    assert writer.flush(30)
    assert failures == ["auto.json"]
