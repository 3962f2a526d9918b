"""Orders that cannot be forged by editing a save (issue 21, items 7-10): a seal opens only for
its player's latest submission, only in the game and position it was made in; a power cannot be
put in civil disorder for good by one edited field; a damaged PIN lock is told apart from a wrong
PIN; a lock's cost is one scrypt derives. Saves of Diplomacy Desktop 0.1.0 still load."""

from __future__ import annotations

import base64
import copy
import json
import shutil
import sys
from pathlib import Path

import pytest
from cryptography.hazmat.primitives.kdf.scrypt import Scrypt

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.notation import read_order
from diplomacy_desktop.engine.savefile import SaveFileError, game_from_json, game_to_json, load_game, save_game
from diplomacy_desktop.engine.sealing import KdfCost, PinLock
from diplomacy_desktop.engine.table import make_table

sys.path.insert(0, str(Path(__file__).resolve().parent))
from test_save_speed import random_game  # noqa: E402

SEATS = [("austria", "england", "germany"), ("italy", "russia"), ("france", "turkey")]
ANA, CORA = "1234", "blue harbour lamp"
OLD_SAVE = Path(__file__).resolve().parents[1] / "data" / "save-0.1.0-pins.json"
"""Written by Diplomacy Desktop 0.1.0 (see tests/data/README.md): Spring 1901 played (all hold);
in Fall 1901 Ana (PIN 1234) submitted England ``F lon - nth`` and Germany ``A mun - ruh``, Ben (no
PIN) Russia ``A war - gal``, Cora (PIN 'blue harbour lamp') has France ``A par - bur`` not yet
submitted."""


def table_game() -> Game:
    game = Game(standard_map(), table=make_table(["Ana", "Ben", "Cora"], SEATS))
    game.set_pin("Ana", ANA)
    game.set_pin("Cora", CORA)
    return game


def seat(game: Game, power: str, secret: str = ""):  # noqa: ANN201 - a Seat
    admission = game.admit(game.table.player_of(power).name, secret)  # type: ignore[union-attr]
    assert admission is not None
    return game.seat(power, admission)


def reload(data: dict) -> Game:
    return game_from_json(json.loads(json.dumps(data)), standard_map())


def orders(game: Game, power: str, secret: str = "") -> list[str]:
    return [str(o) for o in seat(game, power, secret).orders()]


# -- 7: only a player's latest submission opens --------------------------------------------------

def test_a_seal_copied_from_an_earlier_save_of_the_same_phase_does_not_open() -> None:
    game = table_game()
    seat(game, "england", ANA).submit([read_order("F lon - nth", game_map=standard_map())])
    first = game_to_json(game)
    england = seat(game, "england", ANA)
    england.reopen()
    england.submit([read_order("F lon - eng", game_map=standard_map())])  # Ana changed her mind
    data = game_to_json(game)
    data["pending"]["england"] = first["pending"]["england"]  # her first seal, copied back
    rolled = reload(data)
    assert rolled.admit("Ana", ANA) is not None  # her right PIN...
    assert rolled.damaged_players() == ["Ana"] and not rolled.has_submitted("england")  # ...opens nothing


def test_a_rollback_of_seal_revision_and_lock_together_is_found_by_a_later_pin_seal() -> None:
    game = table_game()
    seat(game, "england", ANA).submit([read_order("F lon - nth", game_map=standard_map())])
    first = game_to_json(game)
    england = seat(game, "england", ANA)
    england.reopen()
    england.submit([read_order("F lon - eng", game_map=standard_map())])
    seat(game, "france", CORA).submit([read_order("A par - bur", game_map=standard_map())])  # Cora hands in after Ana's change
    data = game_to_json(game)
    # everything of Ana's from the earlier save: seal, revision and lock (a whole consistent copy)
    data["pending"]["england"] = first["pending"]["england"]
    data["revisions"]["england"] = first["revisions"]["england"]
    data["players"][0]["pin"] = first["players"][0]["pin"]
    rolled = reload(data)
    assert rolled.admit("Ana", ANA) is not None  # her earlier seal opens: alone, it is consistent
    assert rolled.admit("Cora", CORA) is not None  # Cora's seal saw Ana's second submission
    assert rolled.damaged_players() == ["Ana"] and not rolled.has_submitted("england")
    assert rolled.has_submitted("france") and not rolled.all_submitted()  # never judged with the old orders
    seat(rolled, "england", ANA).submit([read_order("F lon - eng", game_map=standard_map())])
    assert rolled.damaged_players() == []


def test_a_rollback_that_edits_a_pin_seals_revisions_breaks_that_seal_instead() -> None:
    game = table_game()
    seat(game, "england", ANA).submit([read_order("F lon - nth", game_map=standard_map())])
    first = game_to_json(game)
    england = seat(game, "england", ANA)
    england.reopen()
    england.submit([read_order("F lon - eng", game_map=standard_map())])
    seat(game, "france", CORA).submit([read_order("A par - bur", game_map=standard_map())])
    data = game_to_json(game)
    data["pending"]["england"] = first["pending"]["england"]
    data["revisions"] = first["revisions"] | {"france": data["revisions"]["france"]}
    data["revisions"]["france"] += 1  # any change to what Cora's seal is bound to
    rolled = reload(data)
    rolled.admit("Cora", CORA)
    assert "Cora" in rolled.damaged_players() and not rolled.has_submitted("france")


def test_changing_orders_saving_and_reloading_never_looks_like_a_rollback() -> None:
    game = table_game()
    for text in ("F lon - nth", "F lon - eng", "F lon H"):
        england = seat(game, "england", ANA)
        england.reopen()
        england.submit([read_order(text, game_map=standard_map())])
        game = reload(game_to_json(game))
        seat(game, "france", CORA).set_orders([read_order("A par - bur", game_map=standard_map())])
        game = reload(game_to_json(game))
    seat(game, "russia").submit([read_order("A war - gal", game_map=standard_map())])
    game = reload(game_to_json(game))
    assert orders(game, "france", CORA) == ["A par - bur"] and orders(game, "england", ANA) == ["F lon H"]
    assert game.damaged_players() == []


# -- 8: a seal opens only in the game and position it was made in ----------------------------------

def _branch(spring: dict, england_spring: str) -> dict:
    """The Spring save played on one way, and Ana's Fall orders sealed."""
    game = reload(spring)
    seat(game, "england", ANA).submit([read_order(england_spring, game_map=standard_map())])
    for power, secret in (("austria", ANA), ("germany", ANA), ("italy", ""), ("russia", ""),
                          ("france", CORA), ("turkey", CORA)):
        seat(game, power, secret).submit([])
    game.adjudicate()
    seat(game, "england", ANA).submit([read_order("A lvp - yor", game_map=standard_map())])
    return game_to_json(game)


def test_a_seal_from_another_game_with_its_id_and_lock_copied_in_does_not_open() -> None:
    spring = game_to_json(table_game())
    here, there = _branch(spring, "F lon - nth"), _branch(spring, "F lon - eng")
    assert here["game_id"] == there["game_id"] and here["players"] == there["players"]  # same id, same locks
    assert here["position"]["phase"] == there["position"]["phase"]
    here["pending"]["england"] = there["pending"]["england"]
    here["revisions"]["england"] = there["revisions"]["england"]
    game = reload(here)
    assert game.admit("Ana", ANA) is not None
    assert game.damaged_players() == ["Ana"] and not game.has_submitted("england")


def test_the_lineage_of_a_loaded_game_is_that_of_the_game_played(tmp_path: Path) -> None:
    game = random_game(seed=5, phases=60)
    save_game(game, tmp_path / "g.json")
    assert load_game(tmp_path / "g.json", standard_map()).lineage() == game.lineage()
    shorter = random_game(seed=5, phases=59)
    assert shorter.lineage() != game.lineage() and random_game(seed=6, phases=60).lineage() != game.lineage()


# -- 9: no power leaves the game for good by an edited field ---------------------------------------

def test_a_top_level_civil_disorder_entry_is_refused_with_a_clear_message() -> None:
    data = game_to_json(table_game())
    data["civil_disorder"] = ["england", "germany"]
    with pytest.raises(SaveFileError, match=r"civil_disorder: names england, germany.*one phase at a time"):
        reload(data)
    data["civil_disorder"] = []
    assert reload(data).required_powers() == table_game().required_powers()


def test_the_table_puts_a_player_in_civil_disorder_for_one_phase_only_and_that_survives_a_save() -> None:
    game = table_game()
    game.put_in_civil_disorder("Ben")
    game = reload(game_to_json(game))
    assert game.absent_powers() == ["italy", "russia"]
    for power, secret in (("austria", ANA), ("england", ANA), ("germany", ANA), ("france", CORA),
                          ("turkey", CORA)):
        seat(game, power, secret).submit([])
    game.adjudicate()
    assert "russia" in game.required_powers() and game.absent_powers() == []


# -- 10: a damaged PIN lock is damage, not a wrong PIN; a lock's cost is one scrypt derives --------

def _flip(text: str, at: int = 3) -> str:
    raw = bytearray(base64.b64decode(text))
    raw[at] ^= 1
    return base64.b64encode(bytes(raw)).decode()


@pytest.mark.parametrize("damage", [
    lambda lock: lock.update(salt=_flip(lock["salt"])),
    lambda lock: lock.update(check=_flip(lock["check"])),
    lambda lock: lock.update(n=lock["n"] * 2),
    lambda lock: lock.update(salt=lock["salt"][:-4]),
    lambda lock: lock.pop("sum"),
])
def test_a_damaged_pin_lock_is_found_at_loading_and_named(damage) -> None:  # noqa: ANN001
    game = table_game()
    seat(game, "england", ANA).submit([read_order("F lon - nth", game_map=standard_map())])
    seat(game, "russia").submit([read_order("A war - gal", game_map=standard_map())])
    data = game_to_json(game)
    damage(data["players"][0]["pin"])
    damaged = reload(data)
    assert damaged.damaged_locks() == ["Ana"]
    assert "Ana" in damaged.damaged_players() and not damaged.has_submitted("england")  # unreadable now
    assert damaged.admit("Ana", ANA) is None and damaged.has_pin("Ana")
    assert orders(damaged, "russia") == ["A war - gal"] and damaged.admit("Cora", CORA) is not None
    again = reload(game_to_json(damaged))  # saved before Ana is back: still damaged, not silently replaced
    assert again.damaged_locks() == ["Ana"]
    admission = again.replace_damaged_lock("Ana", "5678")
    again.seat("england", admission).submit([read_order("F lon - eng", game_map=standard_map())])
    fixed = reload(game_to_json(again))
    assert fixed.damaged_locks() == [] and fixed.damaged_players() == []
    assert orders(fixed, "england", "5678") == ["F lon - eng"]


def test_a_lock_whose_checksum_matches_is_a_lock_and_a_wrong_pin_is_still_wrong() -> None:
    game = reload(game_to_json(table_game()))
    assert game.damaged_locks() == [] and game.admit("Ana", "9999") is None and game.admit("Ana", ANA)


@pytest.mark.parametrize("cost, derives", [
    (KdfCost(2 ** 15, 1), True),   # the largest n scrypt takes with r = 1
    (KdfCost(2 ** 16, 1), False),  # RFC 7914: n < 2 ** (16 * r); OpenSSL raises MemoryError
    (KdfCost(2 ** 20, 1), False),
    (KdfCost(2 ** 19, 2), True),   # the most memory any accepted cost takes (128 MiB)
    (KdfCost(2 ** 10, 1, 4), True),
])
def test_a_lock_cost_is_accepted_only_if_scrypt_derives_it(cost: KdfCost, derives: bool) -> None:
    assert cost.valid() == derives
    if derives:
        Scrypt(salt=b"s" * 16, length=64, n=cost.n, r=cost.r, p=cost.p).derive(b"1234")
    else:
        with pytest.raises(MemoryError):
            Scrypt(salt=b"s" * 16, length=64, n=cost.n, r=cost.r, p=cost.p).derive(b"1234")


def test_every_cost_with_r_1_that_is_accepted_derives() -> None:
    for exponent in range(10, 21):
        cost = KdfCost(2 ** exponent, 1)
        if cost.valid():
            lock, key = PinLock.create("1234", cost)
            assert lock.open("1234") == key


# -- saves of Diplomacy Desktop 0.1.0 --------------------------------------------------------------

def test_a_save_of_version_0_1_0_loads_and_its_seals_open(tmp_path: Path) -> None:
    path = tmp_path / "old.json"
    shutil.copy(OLD_SAVE, path)
    game = load_game(path, standard_map())
    assert game.damaged_players() == [] and game.damaged_locks() == [] and game.locked_players() == ["Ana", "Cora"]
    assert orders(game, "russia") == ["A war - gal"]
    assert orders(game, "england", ANA) == ["F lon - nth"] and orders(game, "germany", ANA) == ["A mun - ruh"]
    save_game(game, path)  # Cora has not typed her PIN: her 0.1.0 seal is kept as it was
    data = json.loads(path.read_text())
    assert data["version"] == 3 and all("sum" in p["pin"] for p in data["players"] if p["pin"])
    assert data["pending"]["france"]["sealed"].startswith("v2.")
    assert all(data["pending"][p]["sealed"].startswith("v3.") for p in ("england", "germany", "russia"))
    again = load_game(path, standard_map())
    assert again.damaged_players() == [] and orders(again, "france", CORA) == ["A par - bur"]
    assert orders(again, "england", ANA) == ["F lon - nth"] and orders(again, "russia") == ["A war - gal"]
    seat(again, "france", CORA).submit()
    save_game(again, path)
    assert json.loads(path.read_text())["pending"]["france"]["sealed"].startswith("v3.")
    assert orders(load_game(path, standard_map()), "france", CORA) == ["A par - bur"]


def test_a_0_1_0_seal_does_not_open_for_a_submission_changed_since() -> None:
    old = json.loads(OLD_SAVE.read_text())
    game = game_from_json(copy.deepcopy(old), standard_map())
    seat(game, "england", ANA).submit([read_order("F lon - eng", game_map=standard_map())])  # changed in this version
    data = game_to_json(game)
    data["pending"]["england"] = old["pending"]["england"]  # the 0.1.0 seal of her first orders
    rolled = reload(data)
    assert rolled.damaged_players() == ["Ana"] and not rolled.has_submitted("england")
