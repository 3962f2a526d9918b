"""The File menu: new, open, save, save as, practice, sandbox, and never losing a game by accident.

Which game is on the board, where it is saved, and whether it changed since lives here; the
hot-seat flow (``hotseat.session``) is started for games with players, practice against bots
(``solo.session``) for games with a practice setup, and the sandbox (every power ordered from
the keyboard) otherwise.
Opening a damaged file says what is wrong and leaves the current game untouched, because the
engine's ``load_game`` builds the whole game before anything here replaces the old one.

Nothing of a game is lost by opening it twice: a hot-seat game on the board holds the lock
beside its autosave, so a second window on it is refused with a message; and a file older than
the game's autosave is never continued over it without asking: the table picks the autosave or
goes on from the file as a new branch, with an autosave of its own (``storage.SaveStamp``).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QLocale, QObject, Signal
from PySide6.QtGui import QAction, QKeySequence

from .actions import set_action_text
from ..engine.game import Game
from .language_menu import current_language
from .names import phase_text
from .prompts import Prompts, SaveChoice, StartChoice
from .template import fill

if TYPE_CHECKING:  # only the types: the window module does not import the File menu, and the
    # sessions, dialogs and save files load when a game needs them, after the board is on screen
    from PySide6.QtCore import QLockFile

    from ..engine.practice import PracticeSetup
    from ..engine.savefile import SaveStamp
    from .hotseat import storage
    from ..practice.session import PracticeGame
    from .hotseat.new_game_dialog import NewGameSetup
    from .hotseat.session import HotseatSession
    from .main_window import MainWindow
    from .solo.session import PracticeSession

translate = QCoreApplication.translate


def ask_practice_setup(parent: MainWindow) -> PracticeSetup | None:
    """The practice setup dialog (its module loads when first asked for)."""
    from .solo.setup_dialog import ask_practice_setup as ask

    return ask(parent)


def saved_time_text(seconds: float) -> str:
    """When a game was saved, written as the player's language writes dates: the system's
    own locale when it speaks that language (en_GB keeps its day first), the language's
    otherwise (a Czech player on a C or English system read "26 11 2026" or "11/26/26 9:35 PM")."""
    from PySide6.QtCore import QDateTime  # (with QLockFile, only named at start-up: their enums wait)

    system, language = QLocale.system(), QLocale(current_language())
    locale = system if system.language() == language.language() else language
    return locale.toString(QDateTime.fromSecsSinceEpoch(int(seconds)), QLocale.FormatType.ShortFormat)


class GameFiles(QObject):
    autosave_failed = Signal(str)
    """A background autosave could not be written (emitted on the writer's thread, shown here)."""
    autosave_written = Signal(str, int)
    """An autosave is on disk: its path and revision (emitted on the writer's thread)."""

    def __init__(self, window: MainWindow, prompts: Prompts | None = None) -> None:
        super().__init__(window)
        self.autosave_failed.connect(self._show_autosave_failure)
        self.autosave_written.connect(self._autosave_on_disk)
        self._reporting_autosaves = False
        self._lock: QLockFile | None = None
        """The lock beside the autosave of the hot-seat game on the board (one window per game)."""
        self._closing = False
        self.window = window
        self.prompts = prompts or Prompts(window)
        self.path: Path | None = None
        self.session: HotseatSession | PracticeSession | None = None
        self.ask_practice = ask_practice_setup
        """Asks for a practice setup (a test hands in its own)."""
        self.dirty = False
        self._build_actions()
        window.close_check = self.may_discard
        window.installEventFilter(self)  # the window closing lets go of its game (eventFilter)
        window.controller.undo_group.indexChanged.connect(self._order_edited)
        window.action("adjudicate").triggered.connect(self.mark_changed)
        window.retranslated.connect(self._language_changed)  # after the window's own texts
        window.mode.changed.connect(lambda _state: self._update_title())  # results up: their phase
        self.retranslate()
        self._update_title()

    def _build_actions(self) -> None:
        w = self.window
        quit_action = w.action("quit")
        specs = (("new", QKeySequence.StandardKey.New, self.new_game),
                 ("open", QKeySequence.StandardKey.Open, self.open_game),
                 ("save", QKeySequence.StandardKey.Save, self.save),
                 ("save_as", QKeySequence.StandardKey.SaveAs, self.save_as),
                 ("practice", None, self.practice),
                 ("sandbox", None, self.sandbox))
        self.actions: dict[str, QAction] = {}
        for name, keys, slot in specs:
            action = QAction(w)
            action.setObjectName(name)
            if keys is not None:
                action.setShortcut(QKeySequence(keys))
            action.triggered.connect(lambda _checked=False, f=slot: f())
            w.file_menu.insertAction(quit_action, action)
            w.addAction(action)
            self.actions[name] = action
        w.file_menu.insertSeparator(self.actions["practice"])
        w.file_menu.insertSeparator(quit_action)

    def retranslate(self) -> None:
        texts = {"new": self.tr("&New game…"), "open": self.tr("&Open…"), "save": self.tr("&Save"),
                 "save_as": self.tr("Save &as…"), "practice": self.tr("&Practice against bots…"),
                 "sandbox": self.tr("&Free game (order every power)")}
        for name, text in texts.items():
            set_action_text(self.actions[name], text)
        if self.session is not None:
            self.session.retranslate()

    def _language_changed(self) -> None:
        self.retranslate()  # and the session's banners, curtain and players' status
        self._update_title()  # the game's name and phase, in the new language

    # -- the game on the board -----------------------------------------------------------

    def start_game(self, game: Game, path: Path | None = None, practice: PracticeGame | None = None,
                   lock: QLockFile | None = None) -> bool:
        """Put ``game`` on the board: hot-seat when it has players, practice against bots when it
        has a practice setup (``practice``: already checked against the book), else the sandbox.

        A hot-seat game first takes the lock beside its autosave (``lock``: taken already): when
        another window has the game open, that is said, and the board keeps its game (False)."""
        if game.table is not None and lock is None:
            lock = self._lock_for(game.game_id, self._storage().stamp_of(game).branch)
            if lock is None:
                self._tell_open_elsewhere()
                return False
        if lock is not self._lock:
            self._release()
        self._lock = lock
        if self.session is not None:
            self.session.detach()
            self.session = None
        self.window.set_game(game)
        self.path = path
        if game.table is not None:
            from .hotseat.session import HotseatSession

            self.session = HotseatSession(self.window, self.prompts, on_change=self.mark_changed,
                                          autosave=self._autosave)
            self.session.start()
        elif game.practice is not None:
            from ..practice.session import PracticeGame
            from .solo.session import PracticeSession

            self.session = PracticeSession(self.window, self.prompts, practice or PracticeGame(game.practice, game),
                                           on_change=self.mark_changed)
            self.session.start()
        self.dirty = False
        self._update_title()
        return True

    def _lock_for(self, game_id: str, branch: str | None) -> QLockFile | None:
        """The lock of that game's autosave: this window's own when it has that game on the
        board already, else taken now (None: another window holds it)."""
        storage = self._storage()
        if self._lock is not None and self._lock.fileName() == str(storage.autosave_path(game_id, branch)) + \
                storage.LOCK_SUFFIX:
            return self._lock
        return storage.lock_game(game_id, branch)

    def _let_go(self, lock: QLockFile) -> None:
        """Unlock a lock taken for a game that did not reach the board (not the board's own)."""
        if lock is not self._lock:
            lock.unlock()

    def _release(self) -> None:
        """The game leaves the board: its autosaves are written, then its lock is let go."""
        if self._lock is not None:
            self._storage().flush()
            self._lock.unlock()
            self._lock = None

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """The window closed (a close it accepted, then hidden): its game's autosave is
        finished and its lock let go, so the game can be opened again."""
        if watched is self.window:
            kind = event.type()
            if kind == QEvent.Type.Close:
                self._closing = True  # the close may still be refused (unsaved changes): wait for the hide
            elif kind == QEvent.Type.Show:
                self._closing = False
            elif kind == QEvent.Type.Hide and self._closing and not event.spontaneous():
                self._release()
        return False

    def _tell_open_elsewhere(self) -> None:
        self.prompts.warn(self.tr("Game already open"), self.tr(
            "This game is open in another Diplomacy Desktop window. Play it there: two windows on one game "
            "would undo each other's moves.\n\nThe game on the board is unchanged."))

    def _storage(self):  # noqa: ANN202 - the hotseat.storage module
        """Where games are autosaved (loaded when a game first needs it, after the board is on
        screen), its background writes reported to this window: failures in the status bar,
        the ones on disk to the session (a submission is "in" once it is)."""
        from .hotseat import storage

        if not self._reporting_autosaves:
            storage.on_error(lambda _path, exc: self.autosave_failed.emit(exc.strerror or str(exc)))
            storage.on_written(lambda path, revision: self.autosave_written.emit(str(path), revision or 0))
            self._reporting_autosaves = True
        return storage

    def _autosave(self, game: Game) -> int:
        """The session's autosave: returns the revision asked for (see :meth:`_autosave_on_disk`)."""
        storage = self._storage()
        storage.autosave(game)
        return storage.revision_of(game)

    def _autosave_on_disk(self, path: str, revision: int) -> None:
        from .hotseat.session import HotseatSession

        session = self.session
        if isinstance(session, HotseatSession) and Path(path) == self._storage().autosave_path(session.game):
            session.saved(revision)

    def _show_autosave_failure(self, problem: str) -> None:
        self.window.statusBar().showMessage(fill(self.tr("Autosave failed: {problem}"), problem=problem), 10000)

    def mark_changed(self) -> None:
        self.dirty = True
        self._update_title()

    def _order_edited(self, _index: int = 0) -> None:
        if self.window.controller.power:  # an order given or undone, not a stack being cleared
            self.mark_changed()

    def _update_title(self) -> None:
        w = self.window
        game = w.game
        if self.path is not None:
            name = self.path.name
        elif game.table is not None:
            name = ", ".join(p.name for p in game.table.players)
        elif game.practice is not None:
            name = self.tr("Practice against bots")
        else:
            name = self.tr("Free game")
        w.setWindowTitle(fill(self.tr("{game} — {phase} — Diplomacy Desktop"), game=name,
                              phase=phase_text(w.title_phase())) + "[*]")
        w.setWindowModified(self.dirty)

    # -- menu actions --------------------------------------------------------------------

    def may_discard(self) -> bool:
        """Before the game on the board goes (close, new, open): save it, drop it, or stay."""
        if not self.dirty:
            return True
        choice = self.prompts.save_discard_cancel(
            self.tr("Unsaved changes"),
            self.tr("The game has changed since it was last saved. Save it first?\n\n"
                    "(Submitted orders and finished phases are also kept in the autosave.)"))
        if choice == SaveChoice.SAVE:
            return self.save()
        return choice == SaveChoice.DISCARD

    def new_game(self) -> bool:
        if not self.may_discard():
            return False
        choice = self.prompts.new_game()
        if choice is None:
            return False
        if choice == StartChoice.PRACTICE:
            self.start_game(Game(self.window.game.map))
            return True
        return self.start_new(choice)

    def start_new(self, setup: NewGameSetup) -> bool:
        from .hotseat.new_game_dialog import create_game

        game = create_game(setup, self.window.game.map)
        if not self.start_game(game):
            return False
        try:
            self._storage().autosave(game)
        except Exception as exc:  # noqa: BLE001 - a save never takes the game down
            self.window.statusBar().showMessage(fill(self.tr("Autosave failed: {problem}"), problem=str(exc)), 10000)
        return True

    def practice(self) -> bool:
        """One power against six bots, with scorecards (``ui/solo``)."""
        if not self.may_discard():
            return False
        setup = self.ask_practice(self.window)
        if setup is None:
            return False
        self.start_practice(setup)
        return True

    def start_practice(self, setup: PracticeSetup) -> PracticeSession:
        from ..practice.session import PracticeGame
        from .solo.session import PracticeSession

        game = Game(self.window.game.map)
        self.start_game(game, practice=PracticeGame(setup, game))
        assert isinstance(self.session, PracticeSession)
        return self.session

    def sandbox(self) -> bool:
        """Every power ordered by whoever is at the keyboard: trying out orders, no bots, no turns."""
        if not self.may_discard():
            return False
        self.start_game(Game(self.window.game.map))
        return True

    def open_game(self, path: Path | None = None) -> bool:
        if not self.may_discard():
            return False
        path = path or self.prompts.open_path(self.path.parent if self.path else self._storage().data_dir())
        if path is None:
            return False
        return self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Load ``path``; a damaged file is reported and the game on the board stays. A file
        behind its game's autosave asks which to continue (:func:`continue_which`)."""
        from ..engine.savefile import SaveFileError, load_save
        from ..practice.session import PracticeGame

        path = Path(path)
        try:
            game, stamp, data = load_save(path, self.window.game.map)
            # a practice game's opening must be in this version's book: checked before the board changes
            practice = PracticeGame(game.practice, game) if game.practice is not None else None
        except (SaveFileError, ValueError) as exc:
            self._cannot_open(path, str(exc))
            return False
        lock = None
        if game.table is not None:
            storage = self._storage()
            lock = self._lock_for(game.game_id, stamp.branch)
            if lock is None:
                self._tell_open_elsewhere()
                return False
            try:
                chosen = continue_which(self.prompts, storage, path, game, stamp, data)
            except SaveFileError as exc:
                self._let_go(lock)
                self._cannot_open(path, str(exc))
                return False
            if chosen is None:
                self._let_go(lock)
                return False
            game, stamp, path_kept, branched = chosen
            if branched:
                self._let_go(lock)
                lock = storage.lock_game(game.game_id, stamp.branch)  # a new name: nobody holds it
                if lock is None:
                    self._tell_open_elsewhere()
                    return False
            storage.adopt(game, stamp)
            path = path_kept
        return self.start_game(game, path, practice, lock)

    def _cannot_open(self, path: Path, problem: str) -> None:
        self.prompts.warn(self.tr("Cannot open the game"),
                          fill(self.tr("{file} cannot be opened: {problem}\n\nThe game on the board is unchanged."),
                               file=path.name, problem=problem))

    def save(self) -> bool:
        if self.path is None:
            return self.save_as()
        return self._write(self.path)

    def save_as(self) -> bool:
        suggested = (self.path or self._storage().data_dir() / "game.diplomacy.json")
        path = self.prompts.save_path(suggested)
        if path is None:
            return False
        if not self._write(path):
            return False
        self.path = path
        self._update_title()
        return True

    def _write(self, path: Path) -> bool:
        from ..engine.savefile import save_game

        game = self.window.game
        try:
            save_game(game, path, self._storage().stamp_of(game))
        except Exception as exc:  # noqa: BLE001 - whatever goes wrong, the game on the board stays
            problem = exc.strerror if isinstance(exc, OSError) and exc.strerror else str(exc)
            if isinstance(exc, UnicodeError):
                problem = self.tr("the game holds text that cannot be saved")
            self.prompts.warn(self.tr("Cannot save the game"),
                              fill(self.tr("{path} could not be written: {problem}"), path=str(path), problem=problem))
            return False
        self.dirty = False
        self._update_title()
        self.window.statusBar().showMessage(fill(self.tr("Saved to {path}"), path=str(path)), 5000)
        return True

    # -- start-up ------------------------------------------------------------------------

    def start_up(self, path: Path | None = None) -> None:
        """At launch: the file asked for; else offer the unfinished games (newest first); else a
        new game. Damaged autosaves are set aside with a message and never stop the start."""
        if path is not None:
            if self.open_path(path):
                return
        else:
            storage = self._storage()
            games, damaged = storage.unfinished_autosaves()
            for bad in damaged:
                kept = storage.set_aside_damaged(bad.path) or bad.path
                self.prompts.warn(self.tr("Autosave damaged"),
                                  fill(self.tr("The autosaved game could not be opened: {problem}\n\nThe file is kept as {file}."),
                                       problem=bad.problem, file=str(kept)))
            if games:
                chosen = self.prompts.resume(
                    self.tr("Resume an unfinished game?"),
                    self.tr("These games are not finished, the most recent first. Resume one, or start a "
                            "new game; the others stay saved."),
                    [describe_saved(saved) for saved in games])
                if chosen is not None and 0 <= chosen < len(games) and self.start_game(games[chosen].game):
                    return
        choice = self.prompts.new_game()
        if choice is not None and not isinstance(choice, StartChoice):
            self.start_new(choice)


def continue_which(prompts: Prompts, storage: Any, path: Path, game: Game, stamp: SaveStamp,
                   data: Any) -> tuple[Game, SaveStamp, Path | None, bool] | None:
    """The game to play, its stamp, the file it is kept in, and whether it is a new branch;
    None if the player cancelled. When the game's autosave holds play the opened file does
    not, the table chooses: continue the autosave (nothing is lost), or go on from the file
    as a new branch of the game, with an autosave of its own (the later one stays)."""
    from ..engine.savefile import SaveFileError, game_from_json_or_error, read_stamp

    auto = storage.autosave_path(game.game_id, stamp.branch)
    try:
        same = auto.exists() and auto.samefile(path)
    except OSError:
        same = False
    if same or not auto.exists():
        return game, stamp, path, False
    try:
        later = storage.read_json(auto)
        later_stamp = read_stamp(later)
    except SaveFileError:  # a damaged autosave is kept aside, not written over
        storage.set_aside_damaged(auto)
        return game, stamp, path, False
    if not storage.holds_more(later, data):
        # the file is as far or further: it goes on, and later autosaves follow the higher revision
        return game, replace(stamp, revision=max(stamp.revision, later_stamp.revision)), path, False
    try:
        later_game = game_from_json_or_error(later, auto.name, game.map)
    except SaveFileError:
        storage.set_aside_damaged(auto)
        return game, stamp, path, False
    autosave_choice = fill(translate("GameFiles", "Continue from the autosave: {phase}"),
                           phase=phase_text(later_game.position.phase))
    branch_choice = fill(translate("GameFiles", "Continue from this file, {phase}, as a new branch of the game "
                                                "(the autosave is kept)"), phase=phase_text(game.position.phase))
    answer = prompts.choose(
        translate("GameFiles", "An older save of this game"),
        fill(translate("GameFiles", "{file} is an older save of this game: its autosave is further on, at "
                                    "{later}. Which should go on?"),
             file=path.name, later=phase_text(later_game.position.phase)),
        [autosave_choice, branch_choice])
    if answer == autosave_choice:
        return later_game, later_stamp, None, False
    if answer == branch_choice:
        return game, replace(stamp, branch=storage.new_branch_name()), path, True
    return None


def describe_saved(saved: storage.SavedGame) -> str:
    """One line per unfinished game: who plays, the phase, when it was last saved."""
    game = saved.game
    players = ", ".join(p.name for p in game.table.players) if game.table else translate("GameFiles", "Practice")
    when = saved_time_text(saved.saved_at)
    return fill(translate("GameFiles", "{players} — {phase} — saved {when}"), players=players,
                phase=phase_text(game.position.phase), when=when)
