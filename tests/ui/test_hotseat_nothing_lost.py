"""Nothing of a game is lost (issue 21, items 1-6): an older save never overwrites its later
autosave, one window per game and no write over a later state, a submission is on disk before
the table is told it is in, text that could never be saved again is refused at loading and no
save lets an exception out, the first autosave of a long game does its work off the window's
thread, and temporary copies left by a killed save go at the next start."""

from __future__ import annotations

import json
import subprocess
import sys
import threading
from pathlib import Path

import pytest
from hotseat_helpers import open_hotseat, play_turn, three_player_game

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine import savefile
from diplomacy_desktop.engine.savefile import load_game
from diplomacy_desktop.ui.hotseat import storage
from diplomacy_desktop.ui.hotseat.stage import Stage

ANA = {"germany": ["A mun - ruh"]}
BEN = {"russia": ["A war - gal"]}
CORA = {"france": ["A par - bur"]}
HOLDS = ({"germany": ["A ber H"]}, {"russia": ["A mos H"]}, {"france": ["A mar H"]})
"""Orders every player can give in any phase of 1901."""


def _play_phase(window, files) -> None:  # noqa: ANN001
    play_turn(window, files, HOLDS[0], pin="4321")
    play_turn(window, files, HOLDS[1])
    play_turn(window, files, HOLDS[2])
    assert files.session.stage == Stage.RESULTS
    files.session.continue_game()


def _choose(prompts, pick):  # noqa: ANN001, ANN202
    """Answer the next choice with ``pick(items)``, remembering what was asked."""
    def choose(title: str, label: str, items):  # noqa: ANN001, ANN202
        prompts.asked.append((title, label))
        prompts.offered = list(items)
        return pick(list(items))
    prompts.choose = choose


def _end_program(window) -> None:  # noqa: ANN001
    window.close_check = None
    window.close()


# -- 1. an older save of the game -------------------------------------------------------------


def _older_file_and_later_autosave(qtbot, tmp_path: Path):  # noqa: ANN001, ANN202
    """Save as in Spring 1901 with Ana's orders in, play on to Fall 1901: the file is behind."""
    window, files, prompts = open_hotseat(qtbot)
    game = window.game
    play_turn(window, files, ANA, pin="4321")
    prompts.path = tmp_path / "game.json"
    assert files.save_as()
    play_turn(window, files, BEN)
    play_turn(window, files, CORA)
    files.session.continue_game()
    play_turn(window, files, HOLDS[0], pin="4321")
    storage.flush()
    autosave = storage.autosave_path(game)
    later = autosave.read_bytes()
    assert len(json.loads(later)["history"]) == 1
    _end_program(window)
    return prompts.path, autosave, later


def test_an_older_save_asks_and_going_back_is_a_branch_that_keeps_the_later_autosave(qtbot, tmp_path: Path) -> None:
    older, autosave, later = _older_file_and_later_autosave(qtbot, tmp_path)
    window, files, prompts = open_hotseat(qtbot)
    before = window.game
    _choose(prompts, lambda items: None)  # cancelled: the board keeps its game
    assert not files.open_path(older)
    assert prompts.asked[-1][0] == "An older save of this game" and "Fall 1901" in prompts.asked[-1][1]
    assert window.game is before

    _choose(prompts, lambda items: next(i for i in items if "branch" in i))
    assert files.open_path(older)
    game = window.game
    assert game.position.phase.season == "spring" and game.submitted_powers() == ["austria", "england", "germany"]
    play_turn(window, files, BEN)
    storage.flush()
    assert autosave.read_bytes() == later  # the later line is untouched
    branch = storage.autosave_path(game)
    assert branch != autosave and branch.exists()
    assert load_game(branch, standard_map()).submitted_powers() == ["austria", "england", "germany", "italy", "russia"]
    games, _damaged = storage.unfinished_autosaves()
    assert sorted(g.path.name for g in games) == sorted([autosave.name, branch.name])


def test_an_older_save_can_give_way_to_the_later_autosave(qtbot, tmp_path: Path) -> None:
    older, autosave, later = _older_file_and_later_autosave(qtbot, tmp_path)
    window, files, prompts = open_hotseat(qtbot)
    _choose(prompts, lambda items: next(i for i in items if "autosave" in i and "branch" not in i))
    assert files.open_path(older)
    game = window.game
    assert game.position.phase.season == "fall" and game.submitted_powers() == ["austria", "england", "germany"]
    assert files.path is None  # Save asks where: the older file is not overwritten by accident
    assert files.session.player == "Ben"
    play_turn(window, files, HOLDS[1])
    storage.flush()
    assert load_game(autosave, standard_map()).submitted_powers() == ["austria", "england", "germany", "italy", "russia"]


def test_a_save_as_far_as_the_autosave_opens_without_a_question(qtbot, tmp_path: Path) -> None:
    window, files, prompts = open_hotseat(qtbot)
    play_turn(window, files, ANA, pin="4321")
    prompts.path = tmp_path / "now.json"
    assert files.save_as()
    _end_program(window)
    window, files, prompts = open_hotseat(qtbot)
    _choose(prompts, lambda items: pytest.fail("nothing to choose: the file is as far as the autosave"))
    assert files.open_path(tmp_path / "now.json")
    assert files.session.player == "Ben"


# -- 2. two windows on one game ----------------------------------------------------------------


def test_a_second_window_on_the_same_game_is_refused(qtbot) -> None:  # noqa: ANN001
    first, first_files, _ = open_hotseat(qtbot)
    play_turn(first, first_files, ANA, pin="4321")
    storage.flush()
    autosave = storage.autosave_path(first.game)

    second, files, prompts = open_hotseat(qtbot)
    before = second.game
    assert not files.open_path(autosave)
    assert "open in another Diplomacy Desktop window" in prompts.warnings[-1]
    assert second.game is before

    prompts.resume_answer = 0  # offered at start-up (it is unfinished), refused when chosen
    prompts.new_game_result = None
    files.start_up()
    assert "open in another Diplomacy Desktop window" in prompts.warnings[-1] and second.game is before

    _end_program(first)  # the first window closes: the game is free
    assert files.open_path(autosave) and second.game.submitted_powers() == ["austria", "england", "germany"]


def test_a_lock_left_by_a_killed_program_is_recovered(qtbot, tmp_path: Path) -> None:
    game = three_player_game()
    lock_path = str(storage.autosave_path(game)) + storage.LOCK_SUFFIX
    storage.data_dir().mkdir(parents=True, exist_ok=True)
    holder = subprocess.Popen(
        [sys.executable, "-c", "import sys, time\nfrom PySide6.QtCore import QLockFile\n"
         "lock = QLockFile(sys.argv[1]); lock.setStaleLockTime(0)\nprint(lock.tryLock(0), flush=True)\n"
         "time.sleep(60)", lock_path], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "True"
        window, files, prompts = open_hotseat(qtbot)
        assert not files.start_game(game)  # alive: refused
        assert "open in another Diplomacy Desktop window" in prompts.warnings[-1]
    finally:
        holder.kill()
        holder.wait()
    assert Path(lock_path).exists()  # what a killed program leaves
    assert files.start_game(game) and window.game is game


def test_a_write_over_a_later_state_of_the_game_is_refused(qtbot) -> None:  # noqa: ANN001
    """Two copies of one game in memory, as two windows had them: the one behind cannot write
    over the one ahead (the check made at writing, beside the lock)."""
    window, files, _ = open_hotseat(qtbot)
    play_turn(window, files, ANA, pin="4321")
    storage.flush()
    path = storage.autosave_path(window.game)
    ahead = storage.unfinished_autosaves()[0][0].game  # read as a window resuming it reads it
    behind = storage.unfinished_autosaves()[0][0].game
    failures: list[str] = []
    storage.on_error(lambda _path, exc: failures.append(str(exc)))
    try:
        ahead.put_in_civil_disorder("Ben")
        storage.autosave(ahead)
        storage.flush()
        storage.autosave(behind)  # the same revision: the other copy's
        storage.flush()
    finally:
        storage.on_error(None)
    assert load_game(path, standard_map()).absent_powers() == ahead.absent_powers() != ()
    assert failures and "later state" in failures[0]


# -- 3. a submission is on disk before it is said to be in --------------------------------------


def test_a_submission_is_shown_in_only_once_it_is_on_disk(qtbot, monkeypatch: pytest.MonkeyPatch) -> None:
    window, files, _ = open_hotseat(qtbot)
    storage.flush()
    disk = threading.Event()
    real_fsync = savefile.os.fsync

    def slow_fsync(fd: int) -> None:  # a slow disk: the write waits for the test
        disk.wait(30)
        real_fsync(fd)

    monkeypatch.setattr(savefile.os, "fsync", slow_fsync)
    play_turn(window, files, ANA, pin="4321")
    chips = lambda: [c.text() for c in files.session.curtain.strip.chips]  # noqa: E731
    assert files.session.player == "Ben"  # the table goes on meanwhile
    assert "\u25d4 Ana: saving…" in chips() and not any("Ana: submitted" in c for c in chips())
    qtbot.wait(50)
    assert not any("Ana: submitted" in c for c in chips())
    disk.set()
    qtbot.waitUntil(lambda: "\u2714 Ana: submitted" in chips(), timeout=10000)
    assert load_game(storage.autosave_path(window.game), standard_map()).submitted_powers() == ["austria", "england", "germany"]


# -- 4. text that can never be saved ------------------------------------------------------------


def test_a_lone_surrogate_in_a_file_is_refused_at_loading(qtbot, tmp_path: Path) -> None:
    window, files, prompts = open_hotseat(qtbot)
    before = window.game
    data = savefile.game_to_json(three_player_game())
    data["players"][1]["name"] = "Ben\ud800"
    bad = tmp_path / "edited.json"
    bad.write_text(json.dumps(data), encoding="utf-8")  # ensure_ascii: the file holds "\ud800"
    assert not files.open_path(bad)
    assert "players[1].name" in prompts.warnings[-1] and "lone surrogate" in prompts.warnings[-1]
    assert window.game is before

    autosave = storage.autosave_path("1" * 32)
    data["game_id"] = "1" * 32
    autosave.write_text(json.dumps(data), encoding="utf-8")
    games, damaged = storage.unfinished_autosaves()
    assert games == [] and [d.path for d in damaged] == [autosave] and "lone surrogate" in damaged[0].problem


def test_no_save_lets_an_exception_out(qtbot, tmp_path: Path) -> None:
    """A game holding text that cannot be written (here put in memory; a file with it is refused):
    Save as says so, every autosave says so, the game plays on."""
    game = three_player_game()
    object.__setattr__(game.table.players[1], "name", "Ben\udc80")  # as a damaged load once gave it
    window, files, prompts = open_hotseat(qtbot, game)
    prompts.path = tmp_path / "out.json"
    assert not files.save_as()
    assert "cannot be saved" in prompts.warnings[-1] and not prompts.path.exists()
    play_turn(window, files, ANA, pin="4321")
    qtbot.waitUntil(lambda: window.statusBar().currentMessage().startswith("Autosave failed"))
    assert window.game is game and game.has_submitted("germany")


# -- 5. the first autosave of a long game ------------------------------------------------------


def test_the_first_autosave_after_opening_turns_no_phase_into_text_on_the_windows_thread(
        qtbot, monkeypatch: pytest.MonkeyPatch) -> None:  # noqa: ANN001
    window, files, _ = open_hotseat(qtbot)
    for _ in range(2):
        _play_phase(window, files)
    storage.flush()
    path = storage.autosave_path(window.game)
    written = path.read_text(encoding="utf-8")
    _end_program(window)
    window, files, prompts = open_hotseat(qtbot)
    assert files.open_path(path)
    threads: list[str] = []
    real = savefile.record_to_json
    monkeypatch.setattr(savefile, "record_to_json",
                        lambda record: threads.append(threading.current_thread().name) or real(record))
    play_turn(window, files, HOLDS[0], pin="4321")
    storage.flush()
    assert len(threads) == len(window.game.history) == 2  # each phase once, on the writer's thread
    assert "MainThread" not in threads
    assert json.loads(path.read_text(encoding="utf-8"))["history"] == json.loads(written)["history"]


# -- 6. temporary copies left by a killed save --------------------------------------------------


def test_temporary_copies_left_by_a_killed_save_go_at_the_next_start(qtbot) -> None:
    window, files, prompts = open_hotseat(qtbot)
    play_turn(window, files, ANA, pin="4321")
    storage.flush()
    open_game = storage.autosave_path(window.game)
    other = three_player_game()
    storage.autosave(other)
    storage.flush()
    closed_game = storage.autosave_path(other)
    left = closed_game.parent / f".{closed_game.name}.k1ll3d00.tmp"  # a moment ago, as a kill leaves it
    left.write_text(closed_game.read_text(encoding="utf-8"), encoding="utf-8")
    busy = open_game.parent / f".{open_game.name}.wr1t1ng0.tmp"  # a save of the open game, under way
    busy.write_text("{", encoding="utf-8")

    storage.unfinished_autosaves()  # what the next start does
    assert not left.exists()
    assert busy.exists()  # its game is open in a window: not touched
    _end_program(window)
    storage.unfinished_autosaves()
    assert not busy.exists()
    assert sorted(p.name for p in open_game.parent.iterdir() if p.name.endswith(".tmp")) == []
