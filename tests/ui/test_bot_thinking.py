"""Six bots think off the window's thread: while they order, the window's event loop keeps
turning (a timer fires, the board zooms, history opens), the status bar counts them, and closing
the game or quitting stops them cleanly, with nothing applied afterwards."""

from __future__ import annotations

import gc
import threading

from hotseat_helpers import open_hotseat, play_turn, wait_for_bots
from PySide6.QtCore import QEventLoop, QTimer
from PySide6.QtWidgets import QApplication
from test_practice_mode import open_practice

from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.bots import Level
from diplomacy_desktop.bots.seats import BotSeats
from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.practice import PracticeSetup
from diplomacy_desktop.engine.table import make_bot_table
from diplomacy_desktop.ui.hotseat.new_game_dialog import NewGameSetup, create_game
from diplomacy_desktop.ui.hotseat.session import Stage

OTHERS = ("austria", "england", "germany", "italy", "russia", "turkey")


class Ticks:
    """A 10 ms timer on the window's thread, counting how often it fired while the bots thought."""

    def __init__(self, worker) -> None:  # noqa: ANN001
        self.worker = worker
        self.while_thinking = 0
        self.statuses: set[str] = set()
        self.timer = QTimer()
        self.timer.setInterval(10)
        self.timer.timeout.connect(self._tick)
        self.timer.start()

    def _tick(self) -> None:
        if self.worker.thinking:
            self.while_thinking += 1


def bot_threads() -> list[threading.Thread]:
    return [t for t in threading.enumerate() if t.name.startswith("bots-")]


def settle() -> None:
    """A few turns of the event loop, so the window's first drawing of the map (a second or more
    offscreen on a busy machine) is done before the bots start, and is not counted against them;
    and the garbage of earlier tests collected now, not by the bots' thread meanwhile."""
    gc.collect()
    for _ in range(3):
        loop = QEventLoop()
        QTimer.singleShot(10, loop.quit)
        loop.exec()


def hard_practice(qtbot, seed: int = 2):  # noqa: ANN001, ANN201
    opened = open_practice(qtbot, PracticeSetup("france", Level.HARD, None, seed=seed))
    settle()
    return opened


def test_practice_the_window_turns_while_six_hard_bots_think(qtbot) -> None:
    window, files, prompts = hard_practice(qtbot)
    session = files.session
    game = window.game
    ticks = Ticks(session.worker)
    zoom_before = window.view.transform().m11()
    seen: dict[str, object] = {}

    def while_thinking() -> None:  # a player at the window: the zoom key and a look at the status bar
        if session.worker.thinking and ticks.while_thinking and "zoomed" not in seen:
            window.actions_by_name["zoom_in"].trigger()
            seen["zoomed"] = window.view.transform().m11()
            seen["status"] = session.thinking_bar.isVisible() and session.thinking_bar.text()
            seen["submit"] = session.proceed_action.isEnabled()

    poke = QTimer()
    poke.setInterval(5)
    poke.timeout.connect(while_thinking)
    poke.start()
    session.proceed_action.trigger()  # Submit: returns at once, the bots think
    assert session.worker.thinking and game.history == ()
    assert game.has_submitted("france") and not any(game.has_submitted(p) for p in OTHERS)
    wait_for_bots(session)
    poke.stop()
    ticks.timer.stop()
    assert ticks.while_thinking >= 1  # the event loop kept turning while they thought: the timer fired,
    assert seen["zoomed"] > zoom_before and seen["submit"] is False  # and the zoom key worked
    assert str(seen["status"]).startswith("Bots are thinking: ") and str(seen["status"]).endswith(" of 6")
    assert session.thinking_bar.isHidden()  # gone once they have answered
    assert len(game.history) == 1 and window.review is not None  # then judged and shown as before
    assert all(game.history[0].orders[p] for p in OTHERS) and not prompts.warnings


def test_practice_orders_are_the_same_as_on_the_window_thread(qtbot) -> None:
    """The dice come from the game's seed, not from timing: the same orders as BotSeats.act()."""
    window, files, _ = hard_practice(qtbot, seed=9)
    files.session.proceed_action.trigger()
    wait_for_bots(files.session)
    threaded = {p: window.game.history[0].orders[p] for p in OTHERS}
    game = Game(standard_map())
    game.seat("france").submit([])
    BotSeats(game, {p: Level.HARD for p in OTHERS}, 9).act()
    game.adjudicate()
    assert threaded == {p: game.history[0].orders[p] for p in OTHERS}


def test_closing_a_practice_game_while_the_bots_think_applies_nothing(qtbot) -> None:
    window, files, prompts = hard_practice(qtbot)
    old_game = window.game
    session = files.session
    session.proceed_action.trigger()
    assert session.worker.thinking and bot_threads()
    files.start_game(Game(standard_map()))  # File > New while they think: the practice game is closed
    assert not bot_threads()  # the thread was stopped and joined, not left running
    for _ in range(20):
        QApplication.processEvents()
    assert old_game.history == () and not any(old_game.has_submitted(p) for p in OTHERS)
    assert window.game.history == () and window.game is not old_game and not prompts.warnings


def test_quitting_while_the_bots_think_stops_and_joins_them(qtbot) -> None:
    window, files, _ = hard_practice(qtbot)
    session = files.session
    session.proceed_action.trigger()
    assert session.worker.thinking and bot_threads()
    QApplication.instance().aboutToQuit.emit()  # what QApplication.quit() sends before the loop ends
    assert not bot_threads() and not session.worker.thinking
    for _ in range(20):
        QApplication.processEvents()
    assert window.game.history == ()  # no late answer applied


def test_hot_seat_with_six_bots_the_window_turns_and_history_opens(qtbot) -> None:
    table = make_bot_table(["Ana"], {p: "hard" for p in OTHERS}, 5, ["france"])
    window, files, prompts = open_hotseat(qtbot, create_game(NewGameSetup(table, {}, 1903), standard_map()))
    settle()
    session = files.session
    game = window.game
    play_turn(window, files, {"france": ["A par - bur", "A mar - spa", "F bre - mao"]})
    assert session.stage == Stage.RESULTS and len(game.history) == 1
    session.proceed()
    session.proceed()  # on to Fall 1901: Ana's curtain
    ticks = Ticks(session.worker)
    seen: dict[str, object] = {}

    def while_thinking() -> None:  # looking back at Spring 1901 while the bots order Fall
        if session.worker.thinking and ticks.while_thinking and "history" not in seen:
            session.step_history(-1)
            seen["history"] = session.history_index
            seen["status"] = session.thinking_bar.isVisible() and session.thinking_bar.text()
            session.history_now()
            seen["back"] = window.pages.currentWidget() is window.board_page and window.banner.text()

    poke = QTimer()
    poke.setInterval(5)
    poke.timeout.connect(while_thinking)
    poke.start()
    from hotseat_helpers import pass_curtain

    pass_curtain(window, files)
    for text in ("A bur - mar", "A spa H", "F mao - por"):
        assert window.controller.give_text(text), window.controller.last_problem
    session.proceed()
    assert session.worker.thinking and not session.actions["proceed"].isEnabled()
    assert not session.actions["draw"].isEnabled()
    wait_for_bots(session)
    poke.stop()
    ticks.timer.stop()
    assert ticks.while_thinking >= 1
    assert seen["history"] == 0 and str(seen["back"]).startswith("Bots are thinking: ")
    assert str(seen["status"]).startswith("Bots are thinking: ") and str(seen["status"]).endswith(" of 6")
    assert session.stage == Stage.RESULTS and len(game.history) == 2 and not prompts.warnings
    assert all(game.history[1].orders[p] for p in OTHERS if game.history[1].position.units.get(p))


def test_closing_a_hot_seat_game_while_the_bots_think(qtbot) -> None:
    table = make_bot_table(["Ana"], {p: "hard" for p in OTHERS}, 5, ["france"])
    window, files, _ = open_hotseat(qtbot, create_game(NewGameSetup(table, {}, 1903), standard_map()))
    old = window.game
    from hotseat_helpers import pass_curtain

    pass_curtain(window, files)
    files.session.proceed()
    assert files.session.worker.thinking and bot_threads()
    files.start_game(Game(standard_map()))
    assert not bot_threads()
    for _ in range(20):
        QApplication.processEvents()
    assert old.history == () and not any(old.has_submitted(p) for p in OTHERS)


def test_an_answer_to_an_earlier_request_is_never_delivered(qtbot) -> None:
    """Two requests in a row (a game closed and another started): only the second is answered,
    and the interpreter's switch interval is back to what it was."""
    import sys

    from diplomacy_desktop.ui.bot_worker import BotWorker

    before = sys.getswitchinterval()
    game = Game(standard_map())
    game.seat("france").submit([])
    bots = BotSeats(game, {p: Level.EASY for p in OTHERS}, 4)
    first_task = bots.tasks()[0]
    release = threading.Event()

    def held(task):  # noqa: ANN001, ANN202 - the first request's bot thinks until released
        release.wait(5)
        return bots.answer(task)

    worker = BotWorker()
    delivered = []
    worker.finished.connect(delivered.append)
    first = worker.start([first_task], held)
    assert sys.getswitchinterval() < before  # while they think, the window gets the lock sooner
    release.set()
    second = worker.start(bots.tasks(), bots.answer)  # cancels (and joins) the first
    assert second != first
    with qtbot.waitSignal(worker.finished, timeout=30000):
        pass
    for _ in range(20):
        QApplication.processEvents()
    assert [a.ticket for a in delivered] == [second] and tuple(delivered[0].orders) == OTHERS
    assert delivered[0].orders[first_task.power] == bots.answer(first_task)  # the same dice on any thread
    assert sys.getswitchinterval() == before and not worker.thinking
