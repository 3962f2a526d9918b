"""What a save file may hold and when it may be replaced (issue 21, items 2 and 4): text that
could never be written back is refused at loading, wherever it is, and a write never replaces
a save of the same game that is as far or further."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.savefile import (NewerSaveError, SaveFileError, SaveStamp, load_game, load_save,
                                               revision_on_disk, save_game, save_text, write_atomic)
from diplomacy_desktop.engine.table import make_table


def _table_game() -> Game:
    return Game(standard_map(), table=make_table(["Ana", "Ben", "Cora"], [("austria", "england", "germany"), ("italy", "russia"),
                                                         ("france", "turkey")]))


@pytest.mark.parametrize("edit, where", [
    (lambda d: d["players"][0].__setitem__("name", "Ana\ud800"), "players[0].name"),
    (lambda d: d["pending"].__setitem__("x\udfff", {}), "pending: a field name"),
    (lambda d: d.__setitem__("scenario", ["standard", "\udc80"]), "scenario[1]"),
])
def test_a_lone_surrogate_anywhere_is_refused_at_loading(tmp_path: Path, edit, where: str) -> None:  # noqa: ANN001
    data = json.loads(save_text(_table_game()))
    edit(data)
    path = tmp_path / "edited.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # ensure_ascii: written as a \\ud800 escape
    with pytest.raises(SaveFileError, match="lone surrogate") as caught:
        load_game(path, standard_map())
    assert str(caught.value).startswith(where)


def test_a_surrogate_pair_is_a_character_and_loads(tmp_path: Path) -> None:
    data = json.loads(save_text(_table_game()))
    data["players"][0]["name"] = "Ana \U0001F600"
    path = tmp_path / "emoji.json"
    path.write_text(json.dumps(data), encoding="utf-8")  # "\ud83d\ude00": a pair, one character
    game = load_game(path, standard_map())
    assert game.table.players[0].name == "Ana \U0001F600"
    save_game(game, tmp_path / "again.json")  # and it saves
    assert load_game(tmp_path / "again.json", standard_map()).table.players[0].name == "Ana \U0001F600"


def test_a_write_never_replaces_a_save_of_the_same_or_a_later_revision(tmp_path: Path) -> None:
    game = _table_game()
    path = tmp_path / "auto.json"
    save_game(game, path, SaveStamp(7))
    assert revision_on_disk(path) == 7 and load_save(path, standard_map())[1] == SaveStamp(7)
    before = path.read_bytes()
    for revision in (6, 7):
        with pytest.raises(NewerSaveError):
            write_atomic(path, save_text(game, stamp=SaveStamp(revision)), revision=revision)
        assert path.read_bytes() == before
    write_atomic(path, save_text(game, stamp=SaveStamp(8)), revision=8)
    assert revision_on_disk(path) == 8
    assert sorted(p.name for p in tmp_path.iterdir()) == ["auto.json"]  # no temporary copy left behind


def test_a_stamp_that_is_not_one_is_damage(tmp_path: Path) -> None:
    data = json.loads(save_text(_table_game()))
    for key, value in (("save_revision", -1), ("save_revision", "7"), ("branch", "main"), ("branch", 12)):
        path = tmp_path / "stamped.json"
        path.write_text(json.dumps({**data, key: value}), encoding="utf-8")
        with pytest.raises(SaveFileError, match=key):
            load_save(path, standard_map())
