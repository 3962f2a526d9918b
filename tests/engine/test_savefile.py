"""Save files round-trip, are written atomically, and reject damage with a message naming it."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game, OrdersLocked
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.savefile import SaveFileError, game_to_json, load_game, save_game
from diplomacy_desktop.engine.table import make_table

from .test_save_speed import random_game


def played_game() -> Game:
    game = Game(standard_map(), end_year=1910)
    for power, texts in {"france": ["A par - bur", "F bre - mao"], "germany": ["A mun - bur"],
                         "italy": ["A ven - tyr"]}.items():
        game.seat(power).submit([read_order(t, game_map=standard_map()) for t in texts])
    game.adjudicate(force=True)
    game.seat("austria").set_orders([read_order("A vie - gal", game_map=standard_map())])
    game.seat("france").submit([read_order("A par H", game_map=standard_map())])
    game.vote_draw("england")
    return game


def test_round_trip_keeps_history_position_and_pending_orders(tmp_path: Path) -> None:
    game = played_game()
    path = tmp_path / "game.json"
    save_game(game, path)
    loaded = load_game(path, standard_map())
    without_seals = lambda g: {k: v for k, v in game_to_json(g).items() if k != "pending"}  # noqa: E731
    assert without_seals(loaded) == without_seals(game)
    assert [str(o) for o in loaded.seat("austria").orders()] == ["A vie - gal"]
    assert loaded.seat("france").submitted and not loaded.seat("austria").submitted
    assert loaded.history[0].resolution.results["germany"][0].outcome.value == "bounced"
    assert loaded.end_year == 1910 and loaded.draw_votes() == {"england"}


def test_write_is_atomic_and_leaves_no_temporary_files(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(Game(standard_map()), path)
    save_game(played_game(), path)
    assert [p.name for p in tmp_path.iterdir()] == ["game.json"]
    assert json.loads(path.read_text())["format"] == "diplomacy-desktop-save"


def _damaged(tmp_path: Path, change) -> Path:
    data = game_to_json(played_game())
    change(data)
    path = tmp_path / "damaged.json"
    path.write_text(json.dumps(data))
    return path


@pytest.mark.parametrize("change,message", [
    (lambda d: d.pop("position"), "position: missing"),
    (lambda d: d.update(version="2"), "version"),
    (lambda d: d.update(version=99), "newer"),
    (lambda d: d["position"]["units"].update(france=["A xyz"]), "position.units.france"),
    (lambda d: d["position"]["units"].update(klingon=["A par"]), "unknown power"),
    (lambda d: d["history"][0]["orders"]["france"].__setitem__(0, "A mar - - spa"), r"history\[0\].orders.france\[0\]"),
    (lambda d: d["history"][0].pop("results"), r"history\[0\].results: missing"),
    (lambda d: d["position"]["supply_centers"].update(spa="france"), "does not follow"),
    (lambda d: d.update(file_key="short"), "file_key"),
    (lambda d: d.update(format="something else"), "not a Diplomacy Desktop save"),
])
def test_damaged_or_edited_files_are_rejected_with_a_named_field(tmp_path: Path, change, message: str) -> None:
    with pytest.raises(SaveFileError, match=message):
        load_game(_damaged(tmp_path, change), standard_map())


def test_an_edited_result_is_never_shown_and_the_next_save_writes_what_the_orders_gave(tmp_path: Path) -> None:
    """A save's results are what its orders gave when it was written; the loader replays the
    orders and works the results out again, so a result edited in the file (a bounce made a
    success) shows nowhere, and saving the loaded game writes the file as it was before the edit."""
    game = played_game()
    path = tmp_path / "game.json"
    save_game(game, path)
    played = path.read_bytes()
    data = json.loads(played)
    data["history"][0]["results"]["germany"][0].update(outcome="succeeds", reason="moved", params={"dest": "bur"})
    edited = tmp_path / "edited.json"
    edited.write_text(json.dumps(data))
    loaded = load_game(edited, standard_map())
    result = loaded.history[0].resolution.results["germany"][0]
    assert (result.outcome.value, result.reason.code.value) == ("bounced", "bounced_prevent")
    assert "A mun" in {str(u) for u in loaded.position.units["germany"]}  # (the position was never in doubt)
    save_game(loaded, edited)
    assert json.loads(edited.read_bytes())["history"] == json.loads(played)["history"]  # (pending orders are sealed afresh)


def test_a_loaded_game_saves_to_the_same_bytes(tmp_path: Path) -> None:
    """Replayed phases are written from results worked out again: a game saved, loaded and saved
    again (retreats, adjustments and every kind of result included) gives the same file."""
    game = random_game(2, 40)
    path = tmp_path / "game.json"
    save_game(game, path)
    again = tmp_path / "again.json"
    save_game(load_game(path, standard_map()), again)
    assert again.read_bytes() == path.read_bytes()
    kinds = {r.position.phase.kind for r in game.history}
    assert kinds == {"movement", "retreats", "adjustments"}


def test_truncated_and_binary_files_give_a_clear_message(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(played_game(), path)
    path.write_text(path.read_text()[:200])
    with pytest.raises(SaveFileError, match="not valid JSON"):
        load_game(path, standard_map())
    path.write_bytes(b"\xff\xfe\x00garbage")
    with pytest.raises(SaveFileError):
        load_game(path, standard_map())
    with pytest.raises(SaveFileError, match="cannot read"):
        load_game(tmp_path / "missing.json", standard_map())


def _hot_seat_game() -> Game:
    table = make_table(["Ana", "Ben", "Cora"], [("austria", "england", "germany"), ("italy", "russia"),
                                               ("france", "turkey")])
    game = Game(standard_map(), table=table)
    game.set_pin("Ana", "1234")
    admitted_seat(game, "england", "1234").submit([read_order("F lon - nth", game_map=standard_map())])
    admitted_seat(game, "italy").submit([read_order("A ven - tyr", game_map=standard_map())])
    return game


def test_pending_orders_are_not_readable_in_the_file(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(_hot_seat_game(), path)
    text = path.read_text()
    assert "lon - nth" not in text and "ven - tyr" not in text and "1234" not in text


def test_pin_sealed_orders_wait_for_the_right_pin_after_loading(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    save_game(_hot_seat_game(), path)
    loaded = load_game(path, standard_map())
    assert loaded.locked_players() == ["Ana"] and loaded.has_submitted("england")
    assert [str(o) for o in admitted_seat(loaded, "italy").orders()] == ["A ven - tyr"]  # Ben has no PIN
    with pytest.raises(OrdersLocked, match="Ana"):
        loaded.adjudicate(force=True)
    assert loaded.admit("Ana", "9999") is None
    assert loaded.locked_players() == ["Ana"]
    assert loaded.check_pin("Ana", "1234")
    assert [str(o) for o in admitted_seat(loaded, "england", "1234").orders()] == ["F lon - nth"]
    save_game(loaded, path)  # saved again with Ana's key, still sealed by her PIN
    again = load_game(path, standard_map())
    assert again.locked_players() == ["Ana"]
    loaded.adjudicate(force=True)
    assert "F nth" in {str(u) for u in loaded.position.units["england"]}


def test_a_game_keeps_its_id_through_save_and_load_and_old_saves_get_one(tmp_path: Path) -> None:
    game = played_game()
    other = Game(standard_map())
    assert len(game.game_id) == 32 and game.game_id != other.game_id
    path = tmp_path / "game.json"
    save_game(game, path)
    assert load_game(path, standard_map()).game_id == game.game_id
    data = json.loads(path.read_text())
    del data["game_id"]  # a save from before game ids
    path.write_text(json.dumps(data))
    first = load_game(path, standard_map())
    assert len(first.game_id) == 32 and load_game(path, standard_map()).game_id == first.game_id  # the same every time
    save_game(first, path)
    assert load_game(path, standard_map()).game_id == first.game_id


@pytest.mark.parametrize("bad", ["../../etc/passwd", 7, "ABC", "0" * 31])
def test_a_game_id_that_is_not_32_hex_digits_is_refused(tmp_path: Path, bad) -> None:
    data = game_to_json(played_game())
    data["game_id"] = bad
    path = tmp_path / "game.json"
    path.write_text(json.dumps(data))
    with pytest.raises(SaveFileError, match="game_id"):
        load_game(path, standard_map())


def test_a_save_written_before_reasons_were_typed_still_loads(tmp_path: Path) -> None:
    """Reason parameters used to be written as English fragments ("to move to tyr", "F nth, F eng");
    they are facts the replay gives again, so an old save loads and shows today's form."""
    game = Game(standard_map())
    game.seat("germany").submit([read_order("A ber S A mun - sil", game_map=standard_map()), read_order("A mun - tyr", game_map=standard_map())])
    game.adjudicate(force=True)
    data = game_to_json(game)
    old = data["history"][0]["results"]["germany"][0]
    assert old["params"] == {"supported": "A mun", "actual": "A mun - tyr"}
    old["params"] = {"supported": "A mun", "actual": "to move to tyr"}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    loaded = load_game(path, standard_map())
    assert loaded.history[0].resolution.results["germany"][0].reason.params["actual"] == read_order("A mun - tyr", game_map=standard_map())


def admitted_seat(game: Game, power: str, pin: str = ""):  # noqa: ANN201 - a Seat
    """``power``'s seat at a table, its player admitted as at the curtain (with ``pin`` if set)."""
    player = game.table.player_of(power).name  # type: ignore[union-attr]
    return game.seat(power, game.admit(player, pin))
