"""The real program, killed or terminated the moment a submission is reported, keeps it (issue
21, item 3): ``python -m diplomacy_desktop``'s own ``main`` runs in a child process with its
homes in a temporary folder; a probe put into it as the game imports ``ui.app`` (as
``bench/startup.py`` does) plays one turn, and acts at the moment the curtain's strip names the
submission: SIGKILL once it says "submitted", SIGTERM once it shows the submission at all.
The autosave on disk must then hold it."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from hotseat_helpers import PINS, three_player_game

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.savefile import game_to_json, load_game

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "bench"))
from adjudication import adjustment_orders, movement_orders, retreat_orders  # noqa: E402

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="POSIX signals")

CHILD = r"""
import importlib.util, os, signal, sys
mode, pins = sys.argv[1], dict(p.split("=", 1) for p in sys.argv[2].split(","))

def install_probe(ui_app):
    from PySide6.QtCore import QTimer
    make_window = ui_app.create_window

    def create_window(argv):
        app, window = make_window(argv)
        files = window.files
        def warn(title, text):  # a message box would wait for ever: say it and stop
            print("warning: " + text, flush=True)
            os._exit(3)
        files.prompts.warn = warn
        start_up = files.start_up
        def start_up_then_play(path=None):
            start_up(path)
            QTimer.singleShot(0, lambda: play(window))
        files.start_up = start_up_then_play
        return app, window

    ui_app.create_window = create_window

def play(window):
    from diplomacy_desktop.ui.hotseat import curtain as curtain_module
    session = window.files.session
    session.prompts.confirm = lambda *args, **kwargs: True  # "Submit the orders?": yes
    player = session.player
    if window.game.has_pin(player):
        session.curtain.pin.setText(pins[player])
    session.curtain.button.click()
    show_status = curtain_module.SubmissionStrip.show_status
    acted = []

    def probe(strip, *args, **kwargs):
        show_status(strip, *args, **kwargs)
        chips = [chip.text() for chip in strip.chips]
        said_in = any(text.startswith("\u2714 " + player + ":") for text in chips)
        shown = any(text.startswith(("\u2714 " + player + ":", "\u25d4 " + player + ": saving")) for text in chips)
        if acted:
            return
        if mode == "kill" and said_in:
            acted.append(1)
            os.kill(os.getpid(), signal.SIGKILL)
        elif mode == "term" and shown:
            acted.append(1)
            print("terminating", flush=True)
            os.kill(os.getpid(), signal.SIGTERM)

    curtain_module.SubmissionStrip.show_status = probe
    print("submitting " + player, flush=True)
    session.submit()
    if not acted and session.player in ("", player):  # no curtain after it: nothing to act on
        print("no curtain after the submission", flush=True)
        os._exit(4)

class ProbeInstaller:
    def find_spec(self, name, path, target=None):
        if name != "diplomacy_desktop.ui.app":
            return None
        sys.meta_path.remove(self)
        spec = importlib.util.find_spec(name)
        run = spec.loader.exec_module
        def exec_module(module):
            run(module)
            install_probe(module)
        spec.loader.exec_module = exec_module
        return spec

sys.meta_path.insert(0, ProbeInstaller())
from diplomacy_desktop.cli import main
sys.exit(main(sys.argv[3:]))
"""


def _game_with_history(phases: int, seed: int) -> dict:
    """A hot-seat game (Ana with a PIN) some years in: the phases of a game of random orders,
    under the table of :func:`three_player_game`. A long file makes the save take a while."""
    rng = random.Random(seed)
    gm = standard_map()
    played = Game(standard_map())
    while len(played.history) < phases or played.position.phase.kind != "movement":  # everyone orders
        pos = played.position
        kind = pos.phase.kind
        orders = (movement_orders(rng, gm, pos) if kind == "movement" else
                  retreat_orders(rng, pos) if kind == "retreats" else adjustment_orders(rng, gm, pos))
        for power, given in orders.items():
            if given:
                played.seat(power).submit(given)
        played.adjudicate(force=True)
    data = game_to_json(three_player_game())
    source = game_to_json(played)
    data["history"], data["position"] = source["history"], source["position"]
    return data


@pytest.fixture
def started(tmp_path: Path):  # noqa: ANN201
    """Run the program on a saved game with ``mode`` ("kill" or "term"); returns (exit code,
    output, the autosave written, the player who submitted)."""
    import json

    game_file = tmp_path / "long.diplomacy.json"
    game_file.write_text(json.dumps(_game_with_history(60, 4)), encoding="utf-8")
    assert not load_game(game_file, standard_map()).is_over
    home = tmp_path / "home"
    env = {k: v for k, v in os.environ.items() if not k.startswith(("XDG_", "DIPLOMACY_"))}
    env.update(HOME=str(home), XDG_DATA_HOME=str(home / "data"), XDG_CONFIG_HOME=str(home / "config"),
               XDG_CACHE_HOME=str(home / "cache"), QT_QPA_PLATFORM="offscreen", DIPLOMACY_LANG="en",
               PYTHONPATH=str(ROOT))

    def run(mode: str) -> tuple[int, str, Path | None, str]:
        pins = ",".join(f"{k}={v}" for k, v in PINS.items())
        done = subprocess.run([sys.executable, "-c", CHILD, mode, pins, str(game_file)], cwd=ROOT, env=env,
                              capture_output=True, text=True, timeout=120)
        player = next((line.split()[1] for line in done.stdout.splitlines() if line.startswith("submitting ")), "")
        autosaves = sorted((home / "data").rglob("autosave-*.diplomacy.json"))
        return done.returncode, done.stdout + done.stderr, autosaves[0] if autosaves else None, player

    return run


def _submitted(path: Path | None, player: str) -> bool:
    if path is None:
        return False
    game = load_game(path, standard_map())
    return bool(game.powers_of_player(player)) and all(game.has_submitted(p) for p in game.powers_of_player(player))


def test_a_kill_once_the_submission_is_said_to_be_in_loses_nothing(started) -> None:  # noqa: ANN001
    code, output, autosave, player = started("kill")
    assert code == -signal.SIGKILL, output
    assert player and _submitted(autosave, player), output


def test_sigterm_right_after_a_submission_flushes_it_and_ends_cleanly(started) -> None:  # noqa: ANN001
    code, output, autosave, player = started("term")
    assert "terminating" in output
    assert code == 0, output
    assert player and _submitted(autosave, player), output
