"""Sealed orders in save files: damage is found and named, seals are bound to their game, power,
phase and lock kind, their size says nothing, PINs may be passphrases, old saves still load; a
seat needs its player's admission; the table can go on without an absent player or a lost PIN."""

from __future__ import annotations

import base64
import copy
import json
import os
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.ciphers.aead import AESGCM
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Admission, Game, SeatRefused
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.savefile import SaveFileError, game_from_json, game_to_json, load_game, save_game
from diplomacy_desktop.engine.sealing import (BUCKET, DEFAULT_COST, SEALED_LENGTH, PinLock, SealContext, SealError,
                                              seal, secret_problem, unseal)
from diplomacy_desktop.engine.table import make_table

SEATS = [("austria", "england", "germany"), ("italy", "russia"), ("france", "turkey")]


def table_game() -> Game:
    """Ana (PIN 1234) has Austria, England, Germany; Ben (no PIN) Italy, Russia; Cora (PIN 'blue
    harbour lamp') France, Turkey."""
    game = Game(standard_map(), table=make_table(["Ana", "Ben", "Cora"], SEATS))
    game.set_pin("Ana", "1234")
    game.set_pin("Cora", "blue harbour lamp")
    return game


def seat(game: Game, power: str, secret: str = ""):  # noqa: ANN201 - a Seat
    player = game.table.player_of(power).name  # type: ignore[union-attr]
    admission = game.admit(player, secret)
    assert admission is not None, f"{player} not admitted"
    return game.seat(power, admission)


def submitted_game() -> Game:
    game = table_game()
    seat(game, "england", "1234").submit([read_order("F lon - nth", game_map=standard_map())])
    seat(game, "germany", "1234").submit([read_order("A mun - ruh", game_map=standard_map())])
    seat(game, "russia").submit([read_order("A war - gal", game_map=standard_map())])
    seat(game, "france", "blue harbour lamp").set_orders([read_order("A par - bur", game_map=standard_map())])
    return game


def reload(data: dict) -> Game:
    return game_from_json(json.loads(json.dumps(data)), standard_map())


# -- 7: damage is found at loading, named, and costs only that player's orders --------------------

@pytest.mark.parametrize("damage", [
    lambda token: token[:-8],                      # truncated
    lambda token: token[:40] + "!!" + token[42:],  # not base64
    lambda token: token + "AAAA",                  # extended
    lambda token: token.replace("v3.", "", 1),     # an old-style seal under a new lock
])
def test_damaged_pin_seal_is_found_at_loading_and_only_its_player_enters_again(damage) -> None:  # noqa: ANN001
    data = game_to_json(submitted_game())
    data["pending"]["england"]["sealed"] = damage(data["pending"]["england"]["sealed"])
    game = reload(data)  # loads: nothing else is lost
    assert game.damaged_players() == ["Ana"]
    assert not game.has_submitted("england") and game.has_submitted("germany") and game.has_submitted("russia")
    assert game.players_to_act() == ["Ana", "Ben", "Cora"]  # Ana for England; Ben for Italy; Cora
    england = seat(game, "england", "1234")
    assert england.orders() == ()
    england.submit([read_order("F lon - eng", game_map=standard_map())])
    assert game.damaged_players() == []
    assert [str(o) for o in seat(game, "germany", "1234").orders()] == ["A mun - ruh"]


@pytest.mark.parametrize("entry", [None, [], {"lock": "pin"}, {"sealed": 5, "lock": "pin", "submitted": True},
                                   {"sealed": "AAAA", "lock": "sideways", "submitted": True}])
def test_a_pending_entry_of_the_wrong_shape_is_damage_for_its_player_not_a_lost_game(entry) -> None:  # noqa: ANN001
    data = game_to_json(submitted_game())
    data["pending"]["russia"] = entry
    game = reload(data)
    assert game.damaged_players() == ["Ben"] and not game.has_submitted("russia")
    assert game.has_submitted("england")


def test_damaged_file_seal_is_found_at_loading() -> None:
    data = game_to_json(submitted_game())
    token = data["pending"]["russia"]["sealed"]
    raw = bytearray(base64.b64decode(token[3:]))
    raw[40] ^= 1
    data["pending"]["russia"]["sealed"] = "v3." + base64.b64encode(bytes(raw)).decode()
    game = reload(data)
    assert game.damaged_players() == ["Ben"] and not game.has_submitted("russia")


def test_a_right_pin_on_a_seal_with_bad_content_admits_the_player_to_enter_again() -> None:
    data = game_to_json(submitted_game())
    token = data["pending"]["england"]["sealed"]
    raw = bytearray(base64.b64decode(token[3:]))
    raw[-1] ^= 1  # the tag: only the key can tell
    data["pending"]["england"]["sealed"] = "v3." + base64.b64encode(bytes(raw)).decode()
    game = reload(data)
    assert game.damaged_players() == [] and game.locked_players() == ["Ana", "Cora"]
    assert game.admit("Ana", "9999") is None and game.locked_players() == ["Ana", "Cora"]  # wrong PIN: waits
    assert game.admit("Ana", "1234") is not None  # no exception: the PIN is right
    assert game.damaged_players() == ["Ana"] and game.locked_players() == ["Cora"]
    assert not game.has_submitted("england") and game.has_submitted("germany")


def test_a_sealed_order_for_someone_elses_unit_is_damage() -> None:
    game = submitted_game()
    data = game_to_json(game)
    payload = json.dumps({"orders": ["A par - bur"], "seen": game.revisions()})
    data["pending"]["russia"]["sealed"] = seal(payload, game.seals.file_key, game.seals.context("russia", "file", True))
    assert reload(data).damaged_players() == ["Ben"]


# -- 8: a seal opens only for its game, power, phase and lock kind ---------------------------------

def test_an_earlier_phases_seal_replayed_into_this_phase_is_refused() -> None:
    game = submitted_game()
    spring = game_to_json(game)
    seat(game, "italy").submit([])
    seat(game, "austria", "1234").submit([])
    seat(game, "france", "blue harbour lamp").submit()
    seat(game, "turkey", "blue harbour lamp").submit([])
    game.adjudicate()
    seat(game, "england", "1234").submit([read_order("F nth - nwy", game_map=standard_map())])
    fall = game_to_json(game)
    fall["pending"]["england"] = spring["pending"]["england"]  # "F lon - nth" again
    replayed = reload(fall)
    assert replayed.admit("Ana", "1234") is not None
    assert replayed.damaged_players() == ["Ana"] and not replayed.has_submitted("england")


def test_seals_swapped_between_powers_or_players_are_refused() -> None:
    data = game_to_json(submitted_game())
    swapped = copy.deepcopy(data)
    swapped["pending"]["england"], swapped["pending"]["germany"] = data["pending"]["germany"], data["pending"]["england"]
    game = reload(swapped)
    game.admit("Ana", "1234")
    assert game.damaged_players() == ["Ana"] and not game.has_submitted("england") and not game.has_submitted("germany")
    moved = copy.deepcopy(data)
    moved["pending"]["turkey"] = data["pending"]["england"]  # Ana's seal under Cora's power
    game = reload(moved)
    game.admit("Cora", "blue harbour lamp")
    assert game.damaged_players() == ["Cora"] and game.has_submitted("england")


def test_a_pin_players_orders_are_never_accepted_sealed_with_the_file_key() -> None:
    game = submitted_game()
    data = game_to_json(game)
    # what anyone with the file could write: correct form, correct binding, the file's own key
    payload = json.dumps({"orders": ["F lon - eng"], "seen": game.revisions()})
    data["pending"]["england"] = {"sealed": seal(payload, game.seals.file_key, game.seals.context("england", "file", True)),
                                  "lock": "file", "submitted": True}
    forged = reload(data)
    assert forged.damaged_players() == ["Ana"] and not forged.has_submitted("england")
    assert forged.admit("Ana", "1234") is not None
    assert seat(forged, "england", "1234").orders() == ()


def test_a_seal_from_another_game_does_not_open_even_with_the_same_pin_and_lock() -> None:
    first, second = submitted_game(), submitted_game()
    data = game_to_json(second)
    old = game_to_json(first)
    data["players"][0]["pin"] = old["players"][0]["pin"]  # Ana's lock and seal from the other game
    data["pending"]["england"] = old["pending"]["england"]
    game = reload(data)
    assert game.admit("Ana", "1234") is not None
    assert game.damaged_players() == ["Ana"]


def test_flipping_the_submitted_flag_breaks_the_seal() -> None:
    data = game_to_json(submitted_game())
    data["pending"]["france"]["submitted"] = True  # Cora's draft handed in by someone else
    game = reload(data)
    game.admit("Cora", "blue harbour lamp")
    assert game.damaged_players() == ["Cora"] and not game.has_submitted("france")


def test_unseal_refuses_another_context_with_the_right_key() -> None:
    key = os.urandom(32)
    here = SealContext("0" * 32, "england", "S1901M", "pin", True)
    token = seal("[]", key, here)
    assert unseal(token, key, here) .strip() == "[]"
    for other in (SealContext("1" * 32, "england", "S1901M", "pin", True),
                  SealContext("0" * 32, "germany", "S1901M", "pin", True),
                  SealContext("0" * 32, "england", "F1901M", "pin", True),
                  SealContext("0" * 32, "england", "S1901M", "file", True),
                  SealContext("0" * 32, "england", "S1901M", "pin", False)):
        with pytest.raises(SealError):
            unseal(token, key, other)


# -- 9: the sealed size does not depend on the orders ---------------------------------------------

def test_every_legal_set_of_orders_seals_to_the_same_size() -> None:
    sizes = set()
    for orders in ([], ["A par H"], ["A par - bur", "F bre - mao", "A mar S A par - bur"]):
        game = table_game()
        seat(game, "france", "blue harbour lamp").submit([read_order(t, game_map=standard_map()) for t in orders])
        seat(game, "russia").submit([read_order(t, game_map=standard_map()) for t in ["A war - gal", "F sev - bla"][:len(orders)]])
        sizes |= {len(e["sealed"]) for e in game_to_json(game)["pending"].values()}
    assert sizes == {SEALED_LENGTH}


def test_the_bucket_holds_the_largest_legal_set_of_orders() -> None:
    game_map = standard_map()
    loc = max(game_map.locations(), key=len)
    forms = [f"F {loc} S F {loc} - {loc}", f"F {loc} C A {loc} - {loc}", f"A {loc} - {loc} via convoy"]
    longest = max(len(json.dumps(f)) for f in forms)
    most_orders = len(game_map.supply_centres)  # one unit per owned centre, one order per unit
    assert 2 + most_orders * (longest + 2) <= BUCKET


# -- 10: PINs and passphrases, cost, a key per phase, old saves -------------------------------------

def test_passphrases_and_long_pins_are_accepted_and_short_ones_are_not() -> None:
    assert secret_problem("12") == "short" and secret_problem(" " * 6) == "blank"
    assert secret_problem("x" * 65) == "long"
    assert secret_problem("123456") is None and secret_problem("blue harbour lamp") is None
    game = table_game()
    assert game.admit("Cora", "blue harbour lamp") is not None and game.admit("Cora", "blue harbour") is None
    # the same passphrase typed with a decomposed accent is the same passphrase
    game.set_pin("Ben", "caf\u00e9 noir")
    assert game.admit("Ben", "cafe\u0301 noir") is not None


@pytest.mark.real_kdf_cost
def test_new_locks_use_the_tuned_cost_and_say_so_in_the_file() -> None:
    lock, _ = PinLock.create("1234")
    saved = lock.to_json()
    assert (saved["n"], saved["r"], saved["p"]) == (DEFAULT_COST.n, DEFAULT_COST.r, DEFAULT_COST.p)
    assert PinLock.from_json(saved) == lock


@pytest.mark.parametrize("cost", [{"n": 2 ** 30}, {"n": 3000}, {"r": 0}, {"p": True}, {"r": "8"},
                                  {"n": 2 ** 20, "r": 1}, {"n": 2 ** 16, "r": 1}])
def test_a_lock_claiming_a_huge_or_odd_cost_is_damage_found_before_any_work(cost: dict) -> None:
    data = game_to_json(submitted_game())
    data["players"][0]["pin"].update(cost)
    data["players"][0]["pin"]["sum"] = PinLock(b"s" * 16, b"c" * 32).checksum()  # (never reached)
    game = reload(data)  # the game loads; Ana's lock is damage, named, and no PIN is tried against it
    assert game.damaged_locks() == ["Ana"] and game.admit("Ana", "1234") is None


def test_each_phase_has_its_own_key() -> None:
    master = os.urandom(32)
    keys = {SealContext("0" * 32, "england", phase, "pin", True).phase_key(master)
            for phase in ("S1901M", "F1901M", "S1902M")}
    assert len(keys) == 3 and master not in keys


def _legacy_save(tmp_path: Path) -> tuple[Path, str]:
    """A save in the format before this change: a 4-digit lock with one key, seals with nothing bound."""
    game = Game(standard_map(), table=make_table(["Ana", "Ben", "Cora"], SEATS))
    data = game_to_json(game)
    data.pop("game_id")
    data.pop("revisions")
    data["version"] = 1
    salt = os.urandom(16)
    derived = Scrypt(salt=salt, length=64, n=2 ** 15, r=8, p=1).derive(b"1234")
    data["players"][0]["pin"] = {"salt": base64.b64encode(salt).decode(),
                                 "check": base64.b64encode(derived[:32]).decode()}

    def old_seal(orders: list[str], key: bytes) -> str:
        nonce = os.urandom(12)
        return base64.b64encode(nonce + AESGCM(key).encrypt(nonce, json.dumps(orders).encode(), None)).decode()

    file_key = base64.b64decode(data["file_key"])
    data["pending"] = {"england": {"sealed": old_seal(["F lon - nth"], derived[32:]), "lock": "pin", "submitted": True},
                       "russia": {"sealed": old_seal(["A war - gal"], file_key), "lock": "file", "submitted": True}}
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data))
    return path, "1234"


def test_old_saves_load_and_move_to_the_new_seals_once_the_pin_is_given(tmp_path: Path) -> None:
    path, pin = _legacy_save(tmp_path)
    game = load_game(path, standard_map())
    assert game.damaged_players() == [] and game.locked_players() == ["Ana"]
    assert [str(o) for o in seat(game, "russia").orders()] == ["A war - gal"]
    assert seat(game, "england", pin) and [str(o) for o in seat(game, "england", pin).orders()] == ["F lon - nth"]
    save_game(game, path)
    data = json.loads(path.read_text())
    assert data["players"][0]["pin"]["v"] == 2
    assert all(e["sealed"].startswith("v3.") for e in data["pending"].values())
    again = load_game(path, standard_map())
    assert [str(o) for o in seat(again, "england", pin).orders()] == ["F lon - nth"]


# -- 13: a seat needs its player's admission --------------------------------------------------------

def test_at_a_table_no_seat_without_its_players_admission() -> None:
    game = submitted_game()
    with pytest.raises(SeatRefused):
        game.seat("england")
    ben = game.admit("Ben")
    assert ben is not None and game.seat("russia", ben).orders()
    with pytest.raises(SeatRefused):
        game.seat("england", ben)  # Ben's admission is not Ana's seat
    with pytest.raises(SeatRefused):
        game.seat("england", Admission("Ana", ben.token))  # nor a hand-made one
    assert game.admit("Ana") is None and game.admit("Ana", "4321") is None
    game.dismiss(ben)
    with pytest.raises(SeatRefused):
        game.seat("russia", ben)
    assert [s.power for s in game.seats(game.admit("Ben"))] == ["italy", "russia"]


def test_without_a_table_every_seat_is_open_to_the_one_player() -> None:
    game = Game(standard_map())
    game.seat("france").set_orders([read_order("A par - bur", game_map=standard_map())])
    assert [str(o) for o in game.seat("france").orders()] == ["A par - bur"]


def test_a_seat_shows_the_public_position_for_a_bot() -> None:
    game = table_game()
    russia = seat(game, "russia")
    assert russia.position is game.position


# -- 14: civil disorder for an absent player; a new PIN for a forgotten one ----------------------

def test_an_absent_players_powers_hold_and_their_orders_are_never_used() -> None:
    game = submitted_game()
    assert game.put_in_civil_disorder("Ben") == ["italy", "russia"]
    assert game.absent_powers() == ["italy", "russia"] and "Ben" not in game.players_to_act()
    loaded = reload(game_to_json(game))  # it survives a save
    assert loaded.absent_powers() == ["italy", "russia"]
    for power in ("austria", "england", "germany"):
        seat(loaded, power, "1234").submit()
    for power in ("france", "turkey"):
        seat(loaded, power, "blue harbour lamp").submit()
    loaded.adjudicate()
    assert "A war" in [str(u) for u in loaded.position.units["russia"]]  # Ben's "A war - gal" was not played
    assert "russia" not in loaded.history[-1].orders


def test_an_absent_player_who_comes_back_takes_their_powers_back() -> None:
    game = submitted_game()
    game.put_in_civil_disorder("Ben")
    for power in ("italy", "russia"):
        seat(game, power).reopen()
    assert game.absent_powers() == [] and "Ben" in game.players_to_act()


def test_an_absent_player_with_a_dislodged_unit_has_it_disbanded() -> None:
    game = Game(standard_map(), table=make_table(["Ana", "Ben", "Cora"], SEATS))
    moves = {"austria": ["A vie - gal", "A bud - rum"], "russia": ["A war - ukr"]}
    for power in game.required_powers():
        seat(game, power).submit([read_order(t, game_map=standard_map()) for t in moves.get(power, [])])
    game.adjudicate()
    moves = {"austria": ["A gal - ukr", "A rum S A gal - ukr"]}
    for power in game.required_powers():
        seat(game, power).submit([read_order(t, game_map=standard_map()) for t in moves.get(power, [])])
    game.adjudicate()
    assert game.position.phase.kind == "retreats" and game.required_powers() == ["russia"]
    game.put_in_civil_disorder("Ben")
    game.adjudicate()
    assert "ukr" not in {u.location for u in game.position.units["russia"]}
    assert game.position.owner_at("ukr") == "austria"


def test_a_forgotten_pin_discards_the_sealed_orders_unread_and_sets_a_new_one() -> None:
    game = reload(game_to_json(submitted_game()))
    assert game.locked_players() == ["Ana", "Cora"]
    admission = game.reset_pin("Ana", "new passphrase")
    assert game.locked_players() == ["Cora"] and not game.has_submitted("england")
    assert game.seat("england", admission).orders() == ()
    assert game.admit("Ana", "1234") is None and game.admit("Ana", "new passphrase") is not None
    saved = reload(game_to_json(game))
    assert saved.admit("Ana", "new passphrase") is not None
