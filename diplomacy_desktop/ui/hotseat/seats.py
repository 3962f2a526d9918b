"""Who is at the keyboard, and what the table may say about each player.

The curtain admits the player at the keyboard (:meth:`Game.admit`, with their PIN if they set
one) and the order panel gets that player's seats only, until the turn ends: the admission is
held here and nowhere else. With the table's agreement a player who forgot their PIN, or whose
PIN lock was found damaged in a save, sets a new one (their sealed orders are discarded
unread); those dialogs are here too, because they hand out an admission. What the table may
know of each player (submitted or waiting, absent, which powers they still have) is never what
they ordered.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from PySide6.QtCore import QObject

from ...engine.game import Admission, Game, Seat
from ..names import power_name
from ..prompts import Prompts
from .new_game_dialog import bot_text

if TYPE_CHECKING:
    from .window_face import WindowFace


class SeatKeeper(QObject):
    """The admitted player's seats, the PIN dialogs, and the players' public status."""

    def __init__(self, face: WindowFace, prompts: Prompts, parent: QObject) -> None:
        super().__init__(parent)
        self._face = face
        self._prompts = prompts
        self._admission: Admission | None = None
        """The player at the keyboard, admitted by the curtain for this turn (None between turns)."""
        self._damage_told: set[str] = set()

    @property
    def game(self) -> Game:
        return self._face.game

    # -- the player at the keyboard --------------------------------------------------------

    def admit(self, player: str, secret: str) -> bool:
        """The curtain's check: the game admits ``player`` (with their PIN, if they set one) for
        this turn; a right PIN also opens their orders sealed in a save."""
        self.dismiss()
        if player in self.game.damaged_locks():  # no PIN can be checked: a new one is set next
            return True
        self._admission = self.game.admit(player, secret)
        return self._admission is not None

    def dismiss(self) -> None:
        """The turn is over: nobody's seats are open."""
        if self._admission is not None:
            self.game.dismiss(self._admission)
            self._admission = None

    def seat_for(self, power: str) -> Seat:
        """A seat of the admitted player only (SeatRefused for anyone else's power, or between turns)."""
        return self.game.seat(power, self._admission)

    def _admitted(self, admission: Admission) -> None:
        self.dismiss()
        self._admission = admission

    # -- new PINs, with the table's agreement ----------------------------------------------

    def new_pin_for_forgotten(self, player: str) -> bool:
        """With the table's agreement: the player's sealed orders go unread, they set a new PIN
        and are admitted with it. False: not now (refused, cancelled, or the game said no)."""
        return self._new_pin(player, self.tr("Forgotten PIN"), self.tr(
            "{player} forgot their PIN. If the table agrees, the orders {player} sealed for this phase are "
            "discarded unread, {player} sets a new PIN and enters their orders again. Nobody's orders are "
            "shown.").format(player=player), self.game.reset_pin)

    def replace_damaged_lock(self, player: str) -> bool:
        """The player whose PIN lock was damaged sets a new PIN, with the table's agreement (as
        for a forgotten PIN: the table vouches for who is at the keyboard). False: not now."""
        return self._new_pin(player, self.tr("Damaged PIN lock"), self.tr(
            "{player}'s PIN lock in the save file is damaged. If the table agrees that {player} is at the "
            "keyboard, {player} sets a new PIN and enters their orders for this phase again. Nobody's orders "
            "are shown.").format(player=player), self.game.replace_damaged_lock)

    def _new_pin(self, player: str, title: str, question: str, give: Callable[[str, str], Admission]) -> bool:
        """Ask the table, then the player's new PIN, then ``give`` it (the game's reset or
        replacement); admitted with it, or False."""
        if not self._prompts.confirm(title, question, self.tr("Agree: a new PIN for {player}").format(player=player),
                                     self.tr("Cancel")):
            return False
        secret = self._prompts.new_secret(player)
        if not secret:
            return False
        try:
            admission = give(player, secret)
        except (ValueError, KeyError) as exc:
            self._prompts.warn(title, str(exc))
            return False
        self._admitted(admission)
        return True

    def tell_damaged(self) -> None:
        """Name the players whose sealed orders or PIN lock were found damaged, once each: they
        enter their orders again (after setting a new PIN)."""
        locks = [p for p in self.game.damaged_locks() if p not in self._damage_told]
        if locks:
            self._damage_told.update(locks)
            self._prompts.warn(self.tr("Damaged PIN lock"), self.tr(
                "The PIN lock of {players} is damaged in the save file, so their PIN cannot be checked and "
                "their sealed orders for this phase cannot be used. Nothing of them is shown. At their curtain, "
                "{players}: please set a new PIN and enter your orders again. Nothing else is lost.").format(
                players=", ".join(locks)))
        new = [p for p in self.game.damaged_players() if p not in self._damage_told]
        if not new:
            return
        self._damage_told.update(new)
        names = ", ".join(new)
        self._prompts.warn(self.tr("Damaged orders"), self.tr(
            "The sealed orders of {players} for this phase are damaged or were changed in the save file, so "
            "they cannot be used. Nothing of them is shown. {players}: please enter your orders again. "
            "Nothing else is lost.").format(players=names))

    # -- what the table may know of each player --------------------------------------------

    def status(self) -> list[tuple[str, bool]]:
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

    def reopenable(self) -> list[str]:
        """Players who submitted and may still take their orders back."""
        return [name for name, done in self.status() if done]

    def absent_players(self) -> list[str]:
        """Players whose powers the table put in civil disorder for this phase."""
        g = self.game
        absent = set(g.absent_powers())
        return [name for name, _ in self.status() if set(g.powers_of_player(name)) <= absent]

    def player_powers(self, player: str) -> list[str]:
        """The player's powers still in the game (for draws and announcements)."""
        g = self.game
        mine = next((p.powers for p in g.table.players if p.name == player), ()) if g.table else ()
        return [p for p in g.surviving_powers() if p in mine]

    def with_player(self, power: str) -> str:
        """``France (Ana)``, or ``Italy (Hard bot)``."""
        table = self.game.table
        player = table.player_of(power) if table else None
        level = table.bot_level(power) if table else None
        if level is not None:
            return bot_text(power, level)
        name = power_name(power)
        return f"{name} ({player.name})" if player else name
