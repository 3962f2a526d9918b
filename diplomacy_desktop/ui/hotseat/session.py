"""The hot-seat game on the board window: curtains, private turns, the reveal, draws and history.

One computer passes from player to player. The session drives :class:`MainWindow` through
four stages, read from the window's :class:`~diplomacy_desktop.ui.modes.BoardMode` (the one owner
of what the board shows: curtain, turn, results, history), never kept here as flags of its own:

* ``CURTAIN``: "Pass the computer to Ana (France)". The board and the order dock are hidden,
  no power is on move, and no undo stack is active, so nothing of anyone's orders can be seen.
* ``TURN``: the player (after their PIN, if they set one) orders their own powers only. Submit
  hands them in, drops their undo history (its texts name the orders) and lowers the curtain
  for the next player.
* ``RESULTS``: every order revealed and judged, on the board and in the results list.
* ``OVER``: the game has ended; history stays open.

History (Left/Right) and draw proposals are only reachable outside a player's turn, which is
the one time pending orders are on screen. Autosave runs after every submission and phase.

Seats: the curtain admits the player at the keyboard (:meth:`Game.admit`, with their PIN if they
set one) and the order panel gets that player's seats only, until the turn ends. When a player
cannot open their curtain the table may go on: civil disorder for an absent player this phase,
or, with everyone's agreement, a new PIN for a player who forgot theirs (their sealed orders are
discarded unread). Orders found damaged in a save are named, and their player enters them again;
a PIN lock found damaged is named too, and at their curtain its player sets a new PIN.

Bots (``Table.bots``) have no curtain and no turn: when the last player has submitted, each bot
the phase waits for gives its orders from the public position through its own seat
(``Game.bot_seat``), and the phase is judged as soon as they have, so their orders are revealed
with everyone's. They think on a worker thread (``ui/bot_worker.py``): meanwhile the board shows
the public position, the status bar counts the bots, and history, zoom and the menus work. They
play every phase, never make the table wait, and agree to any draw the players propose
(docs/hotseat.md says why).
"""

from __future__ import annotations

from enum import Enum
from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject, Qt, QTimer
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolBar

from ..actions import set_action_text
from ...bots.seats import BotSeats
from ...engine.adjudicator import Resolution
from ...engine.draw_ballot import DrawBallot
from ...engine.game import (DRAW, END_YEAR, VICTORY, Admission, Game, GameOver, OrderRejected, OrdersLocked, Seat,
                            SeatRefused)
from ...engine.legal import adjustments_left, missing_orders
from ...engine.position import ADJUSTMENTS, MOVEMENT, RETREATS
from ..bot_worker import BotAnswers, BotWorker, ThinkingBar
from ..names import phase_text, power_name
from ..orders.advice_view import help_wanted
from ..prompts import Prompts
from ..modes import Curtain as CurtainMode
from ..modes import Ordering
from .curtain import Curtain, SubmissionStrip
from .new_game_dialog import bot_text
from ..template import fill

if TYPE_CHECKING:  # only the type: the window module does not import the hot-seat flow
    from ..main_window import MainWindow

BANNER_STYLES = {
    "turn": "background: #e3eef9; color: #10243a; padding: 6px 10px; font-weight: bold;",
    "results": "background: #e6f2e6; color: #12331a; padding: 6px 10px; font-weight: bold;",
    "history": "background: #f7e3b0; color: #3b2a00; padding: 6px 10px; font-weight: bold;",
    "over": "background: #23313f; color: #f4f1ea; padding: 8px 10px; font-weight: bold;",
}


class Stage(Enum):
    CURTAIN = "curtain"
    TURN = "turn"
    RESULTS = "results"
    OVER = "over"


class Purpose(Enum):
    """Why the curtain is up."""

    TURN = "turn"
    REOPEN = "reopen"
    UNLOCK = "unlock"
    DRAW = "draw"


class HotseatSession(QObject):
    def __init__(self, window: MainWindow, prompts: Prompts, *, on_change: Callable[[], None] | None = None,
                 autosave: Callable[[Game], int | None] | None = None) -> None:
        super().__init__(window)
        self.window = window
        self.prompts = prompts
        self._on_change = on_change or (lambda: None)
        self._autosave_to = autosave
        """Asks for an autosave of the game; returns its revision, which :meth:`saved` reports
        on disk (None: there is nothing to wait for)."""
        self._saving: dict[str, int] = {}
        """Players who submitted, and the revision of the autosave holding it, until that (or a
        later) autosave is on disk: until then the strip says "saving", not "submitted"."""
        self._draw_voters: list[str] = []
        """Players still to vote on the draw being asked (empty when no vote is under way)."""
        self._ballot: DrawBallot | None = None
        """The vote itself (what the board shows meanwhile is the mode's draw curtain)."""
        self._draw_return = Stage.CURTAIN
        """Where the table goes back to when the players did not all agree."""
        self._announced = False
        self._admission: Admission | None = None
        """The player at the keyboard, admitted by the curtain for this turn (None between turns)."""
        self._damage_told: set[str] = set()
        table = self.game.table
        self.bots: BotSeats | None = None
        """The bots at this table (None when every power has a player or is neutral)."""
        if table is not None and table.bots:
            self.bots = BotSeats(self.game, {b.power: b.level for b in table.bots}, table.bot_seed)
        self._thinking = False
        """The bots are thinking on the worker (the reveal waits for them; nothing to submit)."""
        self._progress = (0, 0)
        """Bots answered, bots asked (for the status bar)."""
        self.worker = BotWorker(self)
        self.worker.progress.connect(self._thinking_text)
        self.worker.finished.connect(self._bots_answered)
        self.thinking_bar = ThinkingBar(window.statusBar())

        window.controller.seat_for = self._seat_for
        self.curtain = Curtain(self._admit)
        self.curtain.setObjectName("curtain")
        self.curtain.confirmed.connect(self._curtain_confirmed)
        self.curtain.cancelled.connect(self._curtain_cancelled)
        self.curtain.reopenRequested.connect(self.reopen)
        self.curtain.absentRequested.connect(self.put_in_civil_disorder)
        self.curtain.forgotPinRequested.connect(self.forgot_pin)
        window.pages.addWidget(self.curtain)

        self.strip = SubmissionStrip()
        self.toolbar = QToolBar(window)
        self.toolbar.setObjectName("hotseatToolbar")
        self.toolbar.setMovable(False)
        self.toolbar.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        self._build_actions()
        self.toolbar.addAction(self.actions["proceed"])
        self.toolbar.addSeparator()
        self._strip_action = self.toolbar.addWidget(self.strip)  # a toolbar shows/hides its widgets by action
        window.addToolBar(self.toolbar)
        window.playback.finished.connect(self._results_banner)

        # the practice-only actions would judge everyone's orders at once: not at this table
        self._practice = [window.actions_by_name[n] for n in ("adjudicate", "next_power", "take_back")]
        self._practice_keys = [a.shortcuts() for a in self._practice]
        for action in self._practice:
            action.setShortcuts([])
            action.setVisible(False)
        self.retranslate()

    @property
    def game(self) -> Game:
        return self.window.game

    # -- where the table is: read from the board's mode -----------------------------------

    @property
    def stage(self) -> Stage:
        """Curtain, turn, results or the end: from what the board shows (when a past phase is
        looked at, from what it shows once back to the game)."""
        state = self.window.mode.base
        if isinstance(state, CurtainMode):
            return Stage.CURTAIN
        if isinstance(state, Ordering):
            if state.player:
                return Stage.TURN
            return Stage.OVER if self.game.is_over else Stage.CURTAIN
        return Stage.OVER if self.game.is_over else Stage.RESULTS

    @property
    def purpose(self) -> Purpose:
        """Why the curtain is up (TURN when it is not)."""
        state = self.window.mode.base
        return Purpose(state.purpose) if isinstance(state, CurtainMode) else Purpose.TURN

    @property
    def player(self) -> str:
        """The player the curtain names, or whose turn it is ("" otherwise)."""
        state = self.window.mode.base
        return state.player if isinstance(state, (CurtainMode, Ordering)) else ""

    def _voting(self) -> bool:
        """A draw vote is under way: its curtains are up (history waits until it is over)."""
        return self.stage == Stage.CURTAIN and self.purpose == Purpose.DRAW

    @property
    def history_index(self) -> int | None:
        """Index into ``game.history`` being viewed, or None for the game now."""
        return self.window.mode.history_index

    # -- actions -------------------------------------------------------------------------

    def _build_actions(self) -> None:
        w = self.window
        specs = {
            "proceed": (["Ctrl+Return", "Ctrl+Enter"], self.proceed, w.game_menu),
            "reopen": ([], self.reopen, w.game_menu),
            "draw": ([], self.propose_draw, w.game_menu),
            "history_back": (["Left"], lambda: self.step_history(-1), w.view_menu),
            "history_forward": (["Right"], lambda: self.step_history(+1), w.view_menu),
            "history_now": (["Esc", "End"], self.history_now, w.view_menu),
        }
        self.actions: dict[str, QAction] = {}
        w.game_menu.addSeparator()
        for name, (keys, slot, menu) in specs.items():
            action = QAction(w)
            action.setObjectName(name)
            action.setShortcuts([QKeySequence(k) for k in keys])
            action.triggered.connect(slot)
            menu.addAction(action)
            w.addAction(action)
            self.actions[name] = action

    def retranslate(self) -> None:
        texts = {
            "reopen": self.tr("C&hange submitted orders…"),
            "draw": self.tr("Propose a &draw…"),
            "history_back": self.tr("History: &previous phase"),
            "history_forward": self.tr("History: ne&xt phase"),
            "history_now": self.tr("History: back to the &game"),
        }
        for name, text in texts.items():
            set_action_text(self.actions[name], text)
        self.toolbar.setWindowTitle(self.tr("Turn"))
        hint = self.tr("Left/Right: look back at past phases. Game menu: propose a draw.")
        if self.bots is not None:  # who else is at the table, though nobody passes them the computer
            hint += "\n" + self.tr("Bots play {powers}.").format(
                powers=", ".join(bot_text(p, level) for p, level in self.bots.levels.items()))
        self.curtain.hint.setText(hint)
        self._update_actions()
        self._say_again()

    def _say_again(self) -> None:
        """After a language switch: the banner, the curtain, the players' status and the status
        bar of the screen now up, in the new language (the board window does the rest)."""
        if not hasattr(self, "strip"):
            return  # the first call, from the constructor: nothing is on screen yet
        if self.history_index is not None:
            self._history_texts(self.history_index)
        elif self.stage == Stage.CURTAIN and self.player:
            typed = self.curtain.pin.text()  # a PIN half typed survives the switch
            self._curtain_texts(self.player, self.purpose)
            self.curtain.pin.setText(typed)
            self.window.statusBar().showMessage(self.tr("Waiting for {player}.").format(player=self.player))
        elif self.stage == Stage.TURN and self.player:
            self._turn_banner(self.player)
        elif self.stage == Stage.RESULTS:
            self._results_banner()
        elif self.stage == Stage.OVER:
            self._over_texts()
        self._refresh_strip()

    def detach(self) -> None:
        """Give the window back for another game (File > New / Open)."""
        w = self.window
        self.cancel_bots()
        self.thinking_bar.remove()
        self._dismiss()
        w.controller.seat_for = w.controller._open_seat
        w.playback.finished.disconnect(self._results_banner)
        for action, keys in zip(self._practice, self._practice_keys):
            action.setShortcuts(keys)
            action.setVisible(True)
        for action in self.actions.values():
            for menu in (w.game_menu, w.view_menu):
                menu.removeAction(action)
            w.removeAction(action)
            action.deleteLater()
        self._show_toolbars(True)
        w.removeToolBar(self.toolbar)
        self.toolbar.deleteLater()
        w.pages.removeWidget(self.curtain)
        self.curtain.deleteLater()
        w.pages.setCurrentWidget(w.board_page)
        w.banner.hide()
        w.dock.show()
        w.panel.set_beginner_help(False)
        self._set_order_actions(True)
        self.deleteLater()

    def _set_order_actions(self, enabled: bool) -> None:
        for name in ("hold", "move", "support", "convoy", "disband", "waive", "type", "delete", "cancel",
                     "show_orders"):
            self.window.actions_by_name[name].setEnabled(enabled)
        self.window.entry.set_enabled(enabled)

    def _update_actions(self) -> None:
        a = self.actions
        viewing = self.history_index is not None
        proceed = a["proceed"]
        if self.stage == Stage.TURN:
            set_action_text(proceed, self.tr("&Submit orders"))
        elif self.stage == Stage.RESULTS and not self.game.is_over and self._resolving():
            set_action_text(proceed, self.tr("&Show the result"))
        elif self.stage == Stage.RESULTS and not self.game.is_over:
            set_action_text(proceed, fill(self.tr("&Continue to {phase}"), phase=phase_text(self.game.position.phase)))
        else:
            set_action_text(proceed, self.tr("&Submit orders"))
        proceed.setEnabled(not viewing and not self._thinking
                           and (self.stage == Stage.TURN or (self.stage == Stage.RESULTS and not self.game.is_over)))
        at_turn_curtain = self.stage == Stage.CURTAIN and self.purpose == Purpose.TURN and not self._thinking
        a["reopen"].setEnabled(at_turn_curtain and not viewing and bool(self._reopenable()))
        a["draw"].setEnabled(not viewing and not self.game.is_over
                             and (at_turn_curtain or self.stage == Stage.RESULTS))
        browsing = self.stage != Stage.TURN and not self._voting() and bool(self.game.history)
        a["history_back"].setEnabled(browsing)
        a["history_forward"].setEnabled(browsing and viewing)
        a["history_now"].setEnabled(viewing)
        self._set_order_actions(self.stage == Stage.TURN and not viewing)
        self._strip_action.setVisible(self.stage == Stage.TURN)
        self.curtain.set_reopen_available(a["reopen"].isEnabled())

    # -- who is where --------------------------------------------------------------------

    def _status(self) -> list[tuple[str, bool]]:
        """Submitted or waiting, for each player asked this phase (never what they ordered)."""
        g = self.game
        if g.table is None:
            return []
        out = []
        for player in g.table.players:
            powers = g.powers_of_player(player.name)
            if powers:
                out.append((player.name, all(g.has_submitted(p) for p in powers)))
        return out

    def _reopenable(self) -> list[str]:
        return [name for name, done in self._status() if done]

    def _absent_players(self) -> list[str]:
        """Players whose powers the table put in civil disorder for this phase."""
        g = self.game
        absent = set(g.absent_powers())
        return [name for name, _ in self._status() if set(g.powers_of_player(name)) <= absent]

    def _player_powers(self, player: str) -> list[str]:
        """The player's powers still in the game (for draws and announcements)."""
        g = self.game
        mine = next((p.powers for p in g.table.players if p.name == player), ()) if g.table else ()
        return [p for p in g.surviving_powers() if p in mine]

    def _with_player(self, power: str) -> str:
        """``France (Ana)``, or ``Italy (Hard bot)``."""
        table = self.game.table
        player = table.player_of(power) if table else None
        level = table.bot_level(power) if table else None
        if level is not None:
            return bot_text(power, level)
        name = power_name(power)
        return f"{name} ({player.name})" if player else name

    def _refresh_strip(self) -> None:
        """The strips of the toolbar and the curtain: a submission shows as in once it is on disk."""
        status, absent, saving = self._status(), self._absent_players(), sorted(self._saving)
        self.strip.show_status(status, absent, saving)
        self.curtain.strip.show_status(status, absent, saving)

    def saved(self, revision: int) -> None:
        """The autosave of ``revision`` is on disk, and so is every submission it holds."""
        done = [player for player, asked in self._saving.items() if asked <= revision]
        for player in done:
            del self._saving[player]
        if done:
            self._refresh_strip()

    def _banner(self, kind: str, text: str) -> None:
        self.window.banner.setStyleSheet(f"QLabel#banner {{ {BANNER_STYLES[kind]} }}")
        self.window.banner.setText(text)
        self.window.banner.show()

    # -- the flow ------------------------------------------------------------------------

    def start(self) -> None:
        """Begin (or resume) the game at whatever it is waiting for; then, over the curtain, name
        anyone whose sealed orders were found damaged in the file."""
        if self.game.is_over:
            self._show_over()
        else:
            self._next_step()
        self._tell_damaged()

    def _next_step(self) -> None:
        """After a submission or Continue: the next player's curtain, or the reveal."""
        if self.game.is_over:
            self._show_over()
            return
        waiting = self.game.players_to_act()
        if waiting:
            self._raise_curtain(waiting[0], Purpose.TURN)
        elif self.bots is not None and self.bots.waiting():
            self._bots_act()  # the reveal follows when they have answered
        else:
            self._reveal()

    def _bots_act(self) -> None:
        """Every player has submitted: the bots think on a worker thread (``ui/bot_worker.py``)
        from the public position only, while the board shows that position and the window stays
        free for menus, zoom and history; their answers go into their own seats and the phase is
        revealed. A quit or another game cancels them, and a late answer is dropped."""
        assert self.bots is not None
        tasks = self.bots.tasks()
        self._thinking = True
        self._progress = (0, len(tasks))
        self._show_thinking()
        self.worker.start(tasks, self.bots.answer)

    def _show_thinking(self) -> None:
        """The public position on the board, nobody on move, while the bots think."""
        self._hide_everything()
        w = self.window
        w.mode.set(Ordering("", ""))  # between turns: nobody's orders on the board
        w.pages.setCurrentWidget(w.board_page)
        w.dock.show()
        self._show_toolbars(True)
        self._update_actions()
        self._thinking_text(*self._progress)

    def _thinking_text(self, done: int, total: int) -> None:
        """The progress, in the status bar and (unless a past phase is looked at) the banner."""
        self._progress = (done, total)
        text = self.tr("Bots are thinking: {done} of {total}").format(done=done, total=total)
        if self.history_index is None:
            self._banner("results", text)
        self.thinking_bar.show_progress(text, done, total)

    def _bots_answered(self, answers: BotAnswers) -> None:
        """The bots' orders, back from the worker: into their seats, then the reveal."""
        self._thinking = False
        self.thinking_bar.hide()
        bots = self.bots
        if bots is None:
            return
        for power, orders in answers.orders.items():
            try:
                bots.give(power, orders, self.game.bot_seat)
            except GameOver:
                return
            except (OrderRejected, SeatRefused, ValueError):  # an order the engine refuses: it holds
                self.game.bot_seat(power).submit([])
                answers = BotAnswers(answers.ticket, answers.orders, answers.failed + (power,))
        if answers.failed:
            self.prompts.warn(self.tr("Bots"), self.tr(
                "The bot playing {powers} could not give its orders this phase; its units hold.").format(
                powers=", ".join(power_name(p) for p in answers.failed)))
        self._reveal()

    def cancel_bots(self) -> None:
        """Stop the bots thinking (the game is closed or the application quits)."""
        self._thinking = False
        self.worker.cancel()
        self.thinking_bar.hide()

    def _hide_everything(self) -> None:
        """Nothing private anywhere: no power on move, no drawn orders, no undo history, no board,
        and no trace of the last player's input (hover, selection, zoom, typed text)."""
        w = self.window
        if w.review is not None:
            w.leave_review()
        w.limit_powers([])
        w.clear_traces()
        w.scene.show_position(self.game.position)
        w.pages.setCurrentWidget(self.curtain)
        w.dock.hide()
        w.banner.hide()
        self._show_toolbars(False)

    def _show_toolbars(self, visible: bool) -> None:
        """The curtain has its own strip; order tools are meaningless (and distracting) behind it."""
        for toolbar in (self.window.findChild(QToolBar, "mainToolbar"), self.toolbar):
            if toolbar is not None:
                toolbar.setVisible(visible)

    def _raise_curtain(self, player: str, purpose: Purpose) -> None:
        self._dismiss()
        self._hide_everything()
        self.window.mode.set(CurtainMode(player, purpose.value))
        self._curtain_texts(player, purpose)
        self._refresh_strip()
        self._update_actions()  # before the message: disabling order entry clears the status bar
        self.window.statusBar().showMessage(self.tr("Waiting for {player}.").format(player=player))

    def _curtain_texts(self, player: str, purpose: Purpose) -> None:
        """The curtain's words for ``player`` (again after a language switch)."""
        g = self.game
        phase = phase_text(g.position.phase)
        powers = g.powers_of_player(player) if purpose in (Purpose.TURN, Purpose.REOPEN) else \
            self._player_powers(player)
        detail = button = None
        lock_damaged = player in g.damaged_locks()
        if lock_damaged:
            detail = self.tr("{player}, your PIN lock in the save file is damaged, so your PIN cannot be checked. "
                             "With the table's agreement, set a new PIN, then enter your orders for this phase "
                             "again.").format(player=player)
            button = self.tr("I am {player}: set a new PIN").format(player=player)
        elif purpose == Purpose.UNLOCK:
            detail = self.tr("{player}, your submitted orders were saved locked with your PIN. Enter it so "
                             "that the phase can be judged.").format(player=player)
            button = self.tr("Unlock my orders")
        elif purpose == Purpose.DRAW:
            detail = self.tr("A draw has been proposed. {player} votes in private; everyone else, please "
                             "look away.").format(player=player)
            button = self.tr("I am {player}: vote").format(player=player)
        self.curtain.show_for(player, powers, g.has_pin(player) and not lock_damaged, phase, self._status(),
                              reopening=purpose == Purpose.REOPEN, detail=detail, button_text=button,
                              cancellable=purpose == Purpose.REOPEN,
                              way_out=purpose in (Purpose.TURN, Purpose.UNLOCK), absent=self._absent_players(),
                              saving=sorted(self._saving))

    # -- seats -------------------------------------------------------------------------

    def _admit(self, player: str, secret: str) -> bool:
        """The curtain's check: the game admits ``player`` (with their PIN, if they set one) for
        this turn; a right PIN also opens their orders sealed in a save."""
        self._dismiss()
        if player in self.game.damaged_locks():  # no PIN can be checked: a new one is set next
            return True
        self._admission = self.game.admit(player, secret)
        return self._admission is not None

    def _dismiss(self) -> None:
        if self._admission is not None:
            self.game.dismiss(self._admission)
            self._admission = None

    def _seat_for(self, power: str) -> Seat:
        """A seat of the admitted player only (SeatRefused for anyone else's power, or between turns)."""
        return self.game.seat(power, self._admission)

    def _tell_damaged(self) -> None:
        """Name the players whose sealed orders or PIN lock were found damaged, once each: they
        enter their orders again (after setting a new PIN)."""
        locks = [p for p in self.game.damaged_locks() if p not in self._damage_told]
        if locks:
            self._damage_told.update(locks)
            self.prompts.warn(self.tr("Damaged PIN lock"), self.tr(
                "The PIN lock of {players} is damaged in the save file, so their PIN cannot be checked and "
                "their sealed orders for this phase cannot be used. Nothing of them is shown. At their curtain, "
                "{players}: please set a new PIN and enter your orders again. Nothing else is lost.").format(
                players=", ".join(locks)))
        new = [p for p in self.game.damaged_players() if p not in self._damage_told]
        if not new:
            return
        self._damage_told.update(new)
        names = ", ".join(new)
        self.prompts.warn(self.tr("Damaged orders"), self.tr(
            "The sealed orders of {players} for this phase are damaged or were changed in the save file, so "
            "they cannot be used. Nothing of them is shown. {players}: please enter your orders again. "
            "Nothing else is lost.").format(players=names))

    # -- the flow at the curtain -----------------------------------------------------------

    def _curtain_confirmed(self, player: str) -> None:
        if player != self.player or self.stage != Stage.CURTAIN:
            return
        if player in self.game.damaged_locks() and not self._replace_damaged_lock(player):
            return
        self._tell_damaged()
        if self.purpose == Purpose.REOPEN:
            try:
                for power in self.game.powers_of_player(player):
                    self._seat_for(power).reopen()
            except (OrdersLocked, SeatRefused) as exc:
                self.prompts.warn(self.tr("Change submitted orders"), str(exc))
                return
            self._changed()
            self._open_turn(player)
        elif self.purpose == Purpose.TURN:
            self._open_turn(player)
        elif self.purpose == Purpose.UNLOCK:
            if player in self.game.players_to_act():  # their sealed orders were damaged: enter them again
                self._changed()
                self._open_turn(player)
            else:
                self._reveal()
        else:
            self._draw_vote(player)

    def put_in_civil_disorder(self, player: str) -> None:
        """The table goes on without an absent player this phase (their units hold)."""
        if (self.stage != Stage.CURTAIN or self.purpose not in (Purpose.TURN, Purpose.UNLOCK)
                or player != self.player or self.history_index is not None):
            return
        g = self.game
        powers = g.powers_of_player(player)
        if not powers:
            return
        text = self.tr(
            "Go on without {player} for {phase}? {powers} will be in civil disorder for this phase: their units "
            "hold, their dislodged units are disbanded, they build nothing and any removals follow the rules. "
            "Orders {player} already gave are discarded unread. Until the last player submits, {player} can "
            "still take their powers back with \"Change submitted orders\".").format(
            player=player, phase=phase_text(g.position.phase), powers=", ".join(power_name(p) for p in powers))
        if not self.prompts.confirm(self.tr("Civil disorder"), text,
                                    self.tr("Go on without {player}").format(player=player),
                                    self.tr("Wait for {player}").format(player=player)):
            return
        try:
            g.put_in_civil_disorder(player)
        except GameOver:
            return
        self._dismiss()
        self._autosave()
        self._changed()
        self._next_step()

    def forgot_pin(self, player: str) -> None:
        """With the table's agreement: the player's sealed orders go unread, and they set a new PIN."""
        if (self.stage != Stage.CURTAIN or self.purpose not in (Purpose.TURN, Purpose.UNLOCK)
                or player != self.player or not self.game.has_pin(player) or self.history_index is not None):
            return
        if not self.prompts.confirm(self.tr("Forgotten PIN"), self.tr(
                "{player} forgot their PIN. If the table agrees, the orders {player} sealed for this phase are "
                "discarded unread, {player} sets a new PIN and enters their orders again. Nobody's orders are "
                "shown.").format(player=player),
                self.tr("Agree: a new PIN for {player}").format(player=player), self.tr("Cancel")):
            return
        secret = self.prompts.new_secret(player)
        if not secret:
            return
        try:
            admission = self.game.reset_pin(player, secret)
        except (ValueError, KeyError) as exc:
            self.prompts.warn(self.tr("Forgotten PIN"), str(exc))
            return
        self._dismiss()
        self._admission = admission
        self._autosave()
        self._changed()
        self._open_turn(player)

    def _replace_damaged_lock(self, player: str) -> bool:
        """The player whose PIN lock was damaged sets a new PIN, with the table's agreement (as
        for a forgotten PIN: the table vouches for who is at the keyboard). False: not now."""
        if not self.prompts.confirm(self.tr("Damaged PIN lock"), self.tr(
                "{player}'s PIN lock in the save file is damaged. If the table agrees that {player} is at the "
                "keyboard, {player} sets a new PIN and enters their orders for this phase again. Nobody's orders "
                "are shown.").format(player=player),
                self.tr("Agree: a new PIN for {player}").format(player=player), self.tr("Cancel")):
            return False
        secret = self.prompts.new_secret(player)
        if not secret:
            return False
        try:
            admission = self.game.replace_damaged_lock(player, secret)
        except (ValueError, KeyError) as exc:
            self.prompts.warn(self.tr("Damaged PIN lock"), str(exc))
            return False
        self._dismiss()
        self._admission = admission
        self._autosave()
        self._changed()
        return True

    def _curtain_cancelled(self) -> None:
        if self.stage == Stage.CURTAIN and self.purpose == Purpose.REOPEN:
            self._next_step()

    def _open_turn(self, player: str) -> None:
        g = self.game
        powers = g.powers_of_player(player)
        if not powers:
            self._next_step()
            return
        w = self.window
        w.limit_powers(powers)
        w.pages.setCurrentWidget(w.board_page)
        w.mode.set(Ordering(w.controller.power, player))
        w.dock.show()
        self._show_toolbars(True)
        w.tabs.setCurrentWidget(w.panel)
        first = next((p for p in powers if not g.has_submitted(p)), powers[0])
        # beginner's help, if this player chose it: their own orders only, behind their curtain
        w.panel.set_beginner_help(help_wanted(player), friendly={*powers, *g.neutral})
        w.set_power_on_move(first)
        self._turn_banner(player)
        self._refresh_strip()
        self._update_actions()
        w.view.setFocus()

    def proceed(self) -> None:
        """Ctrl+Return: submit during a turn; while the phase resolves on the board, show its end
        at once; continue after the results."""
        if self.history_index is not None:
            return
        if self.stage in (Stage.RESULTS, Stage.OVER) and self.window.mode.is_playing() \
                and not self.window.playback.is_done():
            self.window.playback.skip_to_end()
            return
        if self.stage == Stage.TURN:
            self.submit()
        elif self.stage == Stage.RESULTS and not self.game.is_over:
            self.continue_game()

    def _missing_orders_note(self, powers: list[str]) -> str:
        """What Submit will leave to the defaults, so nobody submits half their orders by mistake."""
        g = self.game
        pos = g.position
        notes = []
        for power in powers:
            orders = self._seat_for(power).orders()
            if pos.phase.kind == MOVEMENT:
                missing = len(missing_orders(pos, power, orders, g.map))
                if missing:
                    notes.append(self.tr("{power}: units without an order, which will hold: {n}").format(
                        power=power_name(power), n=missing))
            elif pos.phase.kind == RETREATS:
                missing = len(missing_orders(pos, power, orders, g.map))
                if missing:
                    notes.append(self.tr("{power}: dislodged units without an order, which will be disbanded: "
                                         "{n}").format(power=power_name(power), n=missing))
            elif pos.phase.kind == ADJUSTMENTS:
                left = adjustments_left(pos, power, orders, g.map)
                if left > 0:
                    notes.append(self.tr("{power}: builds not used: {n}").format(power=power_name(power), n=left))
                elif left < 0:
                    notes.append(self.tr("{power}: removals not chosen, which the rules will choose: {n}").format(
                        power=power_name(power), n=-left))
        return "\n".join(notes)

    def submit(self) -> None:
        if self.stage != Stage.TURN:
            return
        g = self.game
        player = self.player
        powers = g.powers_of_player(player)
        text = self.tr("Submit the orders of {powers}? You can change them until the last player submits."
                       ).format(powers=", ".join(power_name(p) for p in powers))
        note = self._missing_orders_note(powers)
        if note:
            text += "\n\n" + note
        if not self.prompts.confirm(self.tr("Submit orders"), text, self.tr("Submit"), self.tr("Keep editing")):
            return
        try:
            for power in powers:
                self._seat_for(power).submit()
        except (GameOver, OrdersLocked, SeatRefused) as exc:
            self.prompts.warn(self.tr("Submit orders"), str(exc))
            return
        self._dismiss()
        self.window.controller.forget(powers)
        self.window.clear_power_on_move()
        revision = self._autosave()
        if revision is not None:
            self._saving[player] = revision
        self._changed()
        self._next_step()

    def _reveal(self) -> None:
        """Everyone submitted: open all orders at once and judge the phase."""
        tossed_before = self.game.coin_toss
        try:
            resolution = self.game.adjudicate()
        except OrdersLocked as exc:
            self._raise_curtain(exc.players[0], Purpose.UNLOCK)
            return
        except (GameOver, RuntimeError) as exc:
            self.prompts.warn(self.tr("Adjudication"), str(exc))
            return
        self._saving.clear()  # a new phase: the judged one goes into the autosave below
        self._autosave()
        self._changed()
        self._show_results(resolution)
        if self.game.coin_toss is not None and tossed_before is None:
            self.prompts.inform(self.tr("Coin toss"), self.tr(
                "The coin has been tossed: Italy joins {player}. From Spring 1915 {player} orders Italy's "
                "units, and Italy's provinces may be entered.").format(player=self.game.coin_toss))

    def _turn_banner(self, player: str) -> None:
        g = self.game
        powers = g.powers_of_player(player)
        self._banner("turn", self.tr("{player}'s turn ({powers}), {phase}: enter your orders, then Submit "
                                     "(Ctrl+Return).").format(player=player,
                                                              powers=", ".join(power_name(p) for p in powers),
                                                              phase=phase_text(g.position.phase)))

    def _show_results(self, resolution: Resolution) -> None:
        w = self.window
        self._hide_everything()
        w.pages.setCurrentWidget(w.board_page)
        w.dock.show()
        self._show_toolbars(True)
        w.show_results(resolution)
        if self.game.is_over:
            self._show_over()
            return
        self._results_banner()

    def _resolving(self) -> bool:
        """The phase just judged is still playing on the board."""
        return self.window.mode.is_playing() and not self.window.playback.is_done()

    def _results_banner(self) -> None:
        """While the phase resolves, what is happening; after it, what comes next (not before:
        the next phase would give the outcome away)."""
        if self.stage != Stage.RESULTS or self.history_index is not None or not self.game.history:
            return
        resolution = self.game.history[-1].resolution
        if self._resolving():
            self._banner("results", self.tr("Every order revealed: {phase} resolves on the board. "
                                            "Ctrl+Return shows the result at once.").format(
                phase=phase_text(resolution.phase)))
        else:
            self._banner("results", self.tr("Results of {phase}: every order revealed. Continue (Ctrl+Return) "
                                            "to {next}.").format(phase=phase_text(resolution.phase),
                                                                 next=phase_text(self.game.position.phase)))
        self._update_actions()

    def continue_game(self) -> None:
        if self.stage != Stage.RESULTS or self.history_index is not None:
            return
        self.window.leave_review()
        self.window.controller.new_phase()
        self._next_step()

    # -- the end -------------------------------------------------------------------------

    def result_text(self) -> str:
        result = self.game.result
        if result is None:
            return ""
        winners = ", ".join(self._with_player(p) for p in result.winners)
        best = max(result.centres.values(), default=0)
        if result.kind == VICTORY:
            return self.tr("{winners} won with %n supply centres.", "", best).replace("{winners}", winners)
        if result.kind == DRAW:
            return self.tr("Draw agreed by every surviving player: {winners}.").format(winners=winners)
        if result.kind == END_YEAR:
            return self.tr("The agreed last year is over. Most supply centres ({n}): {winners}.").format(
                winners=winners, n=best)
        return winners

    def _show_over(self) -> None:
        """The ending, announced once; the board keeps the last results (or the final position)."""
        w = self.window
        w.limit_powers([])
        w.clear_power_on_move()
        if w.mode.results_shown and self.game.history:
            w.show_results(self.game.history[-1].resolution)
        else:
            if w.review is not None:
                w.leave_review()
            w.scene.show_position(self.game.position)
        w.pages.setCurrentWidget(w.board_page)
        w.dock.show()
        self._show_toolbars(True)
        self._over_texts()
        self._refresh_strip()
        self._update_actions()
        if not self._announced:
            self._announced = True
            self.prompts.inform(self.tr("The game is over"), self.result_text())

    def _over_texts(self) -> None:
        text = self.tr("The game is over. {result}").format(result=self.result_text())
        self._banner("over", text + " " + self.tr("Left/Right: look back through the game."))
        self.window.statusBar().showMessage(text)

    # -- reopening -----------------------------------------------------------------------

    def reopen(self) -> None:
        """A player who submitted wants their orders back (PIN again) before the last submission."""
        if (self._thinking or self.stage != Stage.CURTAIN or self.purpose != Purpose.TURN
                or self.history_index is not None):
            return
        candidates = self._reopenable()
        if not candidates:
            return
        player = candidates[0] if len(candidates) == 1 else self.prompts.choose(
            self.tr("Change submitted orders"), self.tr("Who wants to change their orders?"), candidates)
        if player:
            self._raise_curtain(player, Purpose.REOPEN)

    # -- draws ---------------------------------------------------------------------------

    def propose_draw(self) -> None:
        """Ask every surviving player in private; the game ends only if all agree.

        Everyone is asked whatever the earlier answers were, and only the outcome is shown, so
        the order of the curtains never tells the room who refused."""
        if self.history_index is not None or self.game.is_over or self.game.table is None or self._thinking:
            return
        if not (self.stage == Stage.RESULTS or (self.stage == Stage.CURTAIN and self.purpose == Purpose.TURN)):
            return
        voters = [p.name for p in self.game.table.players if self._player_powers(p.name)]
        text = self.tr("Each surviving player will be asked in private. The game ends in a draw only if "
                       "everyone agrees; who refused is not shown.")
        if any(p in self.game.bot_powers() for p in self.game.surviving_powers()):
            text += " " + self.tr("The bots agree to any draw the players agree to.")
        if not voters or not self.prompts.confirm(self.tr("Propose a draw"), text):
            return
        self._ballot = self.game.draw_ballot()
        self._draw_return = self.stage
        self._draw_voters = voters
        self._raise_curtain(self._draw_voters.pop(0), Purpose.DRAW)

    def _draw_vote(self, player: str) -> None:
        g = self.game
        ballot = self._ballot
        if ballot is None:
            return
        survivors = ", ".join(self._with_player(p) for p in ballot.powers)
        agree = self.prompts.confirm(
            self.tr("Draw vote"),
            self.tr("{player}, do you agree to end the game in a draw shared by {survivors}?").format(
                player=player, survivors=survivors),
            self.tr("Agree to the draw"), self.tr("Refuse"))
        for power in self._player_powers(player):
            if power in ballot.waiting():
                ballot.cast(power, agree)
        if self._draw_voters:  # the next voter whatever this one said: the curtains tell nothing
            self._raise_curtain(self._draw_voters.pop(0), Purpose.DRAW)
            return
        for power in ballot.waiting():  # the bots: the players decide how their evening ends
            if power in g.bot_powers():
                ballot.cast(power, True)
        self._ballot = None
        try:
            ended = g.settle_draw(ballot)
        except GameOver:
            ended = True
        except ValueError as exc:  # survivors changed under the vote: say so, nobody's vote shown
            self.prompts.warn(self.tr("Draw vote"), str(exc))
            ended = False
        if ended:
            self._autosave()
            self._changed()
            self._show_over()
            return
        self.prompts.inform(self.tr("No draw"), self.tr("Not every player agreed to a draw. The game goes on."))
        self._resume_after_draw()

    def _resume_after_draw(self) -> None:
        if self._draw_return == Stage.RESULTS and self.game.history:
            self._show_results(self.game.history[-1].resolution)
        else:
            self._next_step()

    # -- history -------------------------------------------------------------------------

    def _now_index(self) -> int:
        """The history index that means "now": the results on screen are the last phase already."""
        return len(self.game.history) - (1 if self.window.mode.results_shown else 0)

    def step_history(self, delta: int) -> None:
        """Left/Right through past phases: their position, every order and its outcome."""
        if self.stage == Stage.TURN or self._voting() or not self.game.history:
            return
        now = self._now_index()
        start = now if self.history_index is None else self.history_index
        index = max(0, start + delta)
        if index >= now:
            self.history_now()
            return
        if index == self.history_index:
            return
        self._show_history(index)

    def _show_history(self, index: int) -> None:
        w = self.window
        if self.history_index is None:
            w.limit_powers([])
            w.clear_power_on_move()
        record = self.game.history[index]
        # the past phase first, the board page after: the mode keeps what it leaves (a curtain's
        # player and purpose), which Esc comes back to
        w.show_results(record.resolution, record.position, history=index)
        w.pages.setCurrentWidget(w.board_page)
        w.dock.show()
        self._show_toolbars(True)
        w.tabs.setCurrentWidget(w.results_page)
        self._update_actions()  # before the message: disabling order entry clears the status bar
        self._history_texts(index)

    def _history_texts(self, index: int) -> None:
        record = self.game.history[index]
        text = self.tr("Viewing history: {phase} ({n} of {total}). Left/Right: step, Esc: back to the game."
                       ).format(phase=phase_text(record.position.phase), n=index + 1, total=len(self.game.history))
        self._banner("history", text)
        self.window.statusBar().showMessage(text)

    def history_now(self) -> None:
        if self.history_index is None:
            return
        if self._thinking:  # back to the board the bots are thinking about
            self._show_thinking()
        elif self.stage == Stage.CURTAIN:
            self._raise_curtain(self.player, self.purpose)
        elif self.stage == Stage.RESULTS and self.game.history:
            self._show_results(self.game.history[-1].resolution)
        else:
            self._show_over()

    # -- saving --------------------------------------------------------------------------

    def _changed(self) -> None:
        self._on_change()

    def _autosave(self) -> int | None:
        """Ask for an autosave; its revision, or None when there is none to wait for. A save
        that cannot even be asked for says why and costs nothing of the game."""
        if self._autosave_to is None:
            return None
        try:
            return self._autosave_to(self.game)
        except Exception as exc:  # noqa: BLE001 - a save never takes the game down
            text = fill(self.tr("Autosave failed: {problem}"), problem=str(exc))
            # shown once the step under way has put up its own message (the next player's curtain)
            QTimer.singleShot(0, self, lambda: self.window.statusBar().showMessage(text, 10000))
            return None
