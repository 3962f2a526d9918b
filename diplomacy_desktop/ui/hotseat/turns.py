"""A player's turn behind the curtain: "Pass the computer to Ana", her PIN, her orders, Submit.

The curtain names the next player to act; when they confirm (with their PIN, if they set one)
the order panel gets their seats only, and Submit hands the orders in, drops their undo history
(its texts name the orders) and lowers the curtain for the next player. At the curtain a player
who submitted may take their orders back, and the table may go on without someone: civil
disorder for an absent player this phase, or a new PIN for one who forgot theirs. The curtain
also stands for the other reasons a particular player must be at the keyboard (orders sealed
with a PIN to unlock before the reveal, a draw vote), so it is raised here for every purpose.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from ...engine.game import Game, GameOver, OrdersLocked, SeatRefused
from ...engine.legal import adjustments_left
from ...engine.position import ADJUSTMENTS, MOVEMENT, RETREATS
from ..modes import Curtain as CurtainMode
from ..modes import Ordering
from ..names import phase_text, power_name
from ..orders.advice_view import help_wanted, submit_warnings
from .stage import Purpose, Stage
from .steps import TableParts


class TurnFlow(QObject):
    """Curtains and turns: who is called, their confirmation, their orders and their Submit."""

    def __init__(self, parts: TableParts, parent: QObject) -> None:
        super().__init__(parent)
        self._t = parts

    @property
    def _game(self) -> Game:
        return self._t.face.game

    # -- the curtain -----------------------------------------------------------------------

    def raise_curtain(self, player: str, purpose: Purpose) -> None:
        t = self._t
        t.seats.dismiss()
        t.screen.hide_everything()
        t.face.mode.set(CurtainMode(player, purpose.value))
        self.curtain_texts(player, purpose)
        t.steps.refresh_strip()
        t.steps.update_actions()  # before the message: disabling order entry clears the status bar
        t.face.say(self.waiting_text(player))

    def waiting_text(self, player: str) -> str:
        return self.tr("Waiting for {player}.").format(player=player)

    def curtain_texts(self, player: str, purpose: Purpose) -> None:
        """The curtain's words for ``player`` (again after a language switch)."""
        g = self._game
        seats = self._t.seats
        phase = phase_text(g.position.phase)
        powers = g.powers_of_player(player) if purpose in (Purpose.TURN, Purpose.REOPEN) else \
            seats.player_powers(player)
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
        self._t.screen.curtain.show_for(
            player, powers, g.has_pin(player) and not lock_damaged, phase, seats.status(),
            reopening=purpose == Purpose.REOPEN, detail=detail, button_text=button,
            cancellable=purpose == Purpose.REOPEN, way_out=purpose in (Purpose.TURN, Purpose.UNLOCK),
            absent=seats.absent_players(), saving=self._t.saving.saving())

    def confirmed(self, player: str) -> None:
        """The player named on the curtain confirmed (their PIN, if any, was right)."""
        t = self._t
        where = t.where
        if player != where.player or where.stage != Stage.CURTAIN:
            return
        if player in self._game.damaged_locks() and not self._replace_damaged_lock(player):
            return
        t.seats.tell_damaged()
        if where.purpose == Purpose.REOPEN:
            try:
                for power in self._game.powers_of_player(player):
                    t.seats.seat_for(power).reopen()
            except (OrdersLocked, SeatRefused) as exc:
                t.prompts.warn(self.tr("Change submitted orders"), str(exc))
                return
            t.saving.changed()
            self.open_turn(player)
        elif where.purpose == Purpose.TURN:
            self.open_turn(player)
        elif where.purpose == Purpose.UNLOCK:
            if player in self._game.players_to_act():  # their sealed orders were damaged: enter them again
                t.saving.changed()
                self.open_turn(player)
            else:
                t.steps.reveal()
        else:
            t.steps.vote(player)

    def cancelled(self) -> None:
        """The player at a "change my orders" curtain changed their mind."""
        if self._t.where.stage == Stage.CURTAIN and self._t.where.purpose == Purpose.REOPEN:
            self._t.steps.next_step()

    def _replace_damaged_lock(self, player: str) -> bool:
        if not self._t.seats.replace_damaged_lock(player):
            return False
        self._t.saving.autosave()
        self._t.saving.changed()
        return True

    # -- ways on without a player ------------------------------------------------------------

    def _way_out_open(self, player: str) -> bool:
        """A turn or unlock curtain is up for ``player``, with the game now on the board."""
        where = self._t.where
        return (where.stage == Stage.CURTAIN and where.purpose in (Purpose.TURN, Purpose.UNLOCK)
                and player == where.player and where.history_index is None)

    def put_in_civil_disorder(self, player: str) -> None:
        """The table goes on without an absent player this phase (their units hold)."""
        if not self._way_out_open(player):
            return
        t = self._t
        g = self._game
        powers = g.powers_of_player(player)
        if not powers:
            return
        text = self.tr(
            "Go on without {player} for {phase}? {powers} will be in civil disorder for this phase: their units "
            "hold, their dislodged units are disbanded, they build nothing and any removals follow the rules. "
            "Orders {player} already gave are discarded unread. Until the last player submits, {player} can "
            "still take their powers back with \"Change submitted orders\".").format(
            player=player, phase=phase_text(g.position.phase), powers=", ".join(power_name(p) for p in powers))
        if not t.prompts.confirm(self.tr("Civil disorder"), text,
                                 self.tr("Go on without {player}").format(player=player),
                                 self.tr("Wait for {player}").format(player=player)):
            return
        try:
            g.put_in_civil_disorder(player)
        except GameOver:
            return
        t.seats.dismiss()
        t.saving.autosave()
        t.saving.changed()
        t.steps.next_step()

    def forgot_pin(self, player: str) -> None:
        """With the table's agreement: the player's sealed orders go unread, and they set a new PIN."""
        if not self._way_out_open(player) or not self._game.has_pin(player):
            return
        t = self._t
        if not t.seats.new_pin_for_forgotten(player):
            return
        t.saving.autosave()
        t.saving.changed()
        self.open_turn(player)

    def reopen(self) -> None:
        """A player who submitted wants their orders back (PIN again) before the last submission."""
        t = self._t
        if t.steps.thinking or not t.where.at_turn_curtain() or t.where.history_index is not None:
            return
        candidates = t.seats.reopenable()
        if not candidates:
            return
        player = candidates[0] if len(candidates) == 1 else t.prompts.choose(
            self.tr("Change submitted orders"), self.tr("Who wants to change their orders?"), candidates)
        if player:
            self.raise_curtain(player, Purpose.REOPEN)

    # -- the turn ----------------------------------------------------------------------------

    def open_turn(self, player: str) -> None:
        t = self._t
        g = self._game
        powers = g.powers_of_player(player)
        if not powers:
            t.steps.next_step()
            return
        face = t.face
        face.limit_powers(powers)
        face.show_board_page()
        face.mode.set(Ordering(face.power_on_move, player))
        t.screen.show_toolbars(True)
        face.show_orders_tab()
        first = next((p for p in powers if not g.has_submitted(p)), powers[0])
        # beginner's help, if this player chose it: their own orders only, behind their curtain
        face.set_beginner_help(help_wanted(player), friendly={*powers, *g.neutral})
        face.set_power_on_move(first)
        self.turn_banner(player)
        t.steps.refresh_strip()
        t.steps.update_actions()
        face.focus_board()

    def turn_banner(self, player: str) -> None:
        g = self._game
        powers = g.powers_of_player(player)
        self._t.screen.banner("turn", self.tr(
            "{player}'s turn ({powers}), {phase}: enter your orders, then Submit (Ctrl+Return).").format(
            player=player, powers=", ".join(power_name(p) for p in powers), phase=phase_text(g.position.phase)))

    def _missing_orders_note(self, powers: list[str]) -> str:
        """What Submit will leave to the defaults (the units by name) and, for a player with
        beginner's help, the likely mistakes the order panel listed: repeated where the player
        decides, so nobody seals half their orders, or a mistake they were warned of, by accident."""
        g = self._game
        pos = g.position
        doubts = help_wanted(self._t.where.player)
        notes = []
        for power in powers:
            orders = self._t.seats.seat_for(power).orders()
            if pos.phase.kind in (MOVEMENT, RETREATS):
                lines = submit_warnings(pos, power, orders, g.map, doubts=doubts, friendly={*powers, *g.neutral})
                if lines:
                    notes.append(self.tr("{power}:", "a power's name over the warnings about its orders").format(
                        power=power_name(power)))
                    notes += ["\u2022 " + line for line in lines]
            elif pos.phase.kind == ADJUSTMENTS:
                left = adjustments_left(pos, power, orders, g.map)
                if left > 0:
                    notes.append(self.tr("{power}: builds not used: {n}").format(power=power_name(power), n=left))
                elif left < 0:
                    notes.append(self.tr("{power}: removals not chosen, which the rules will choose: {n}").format(
                        power=power_name(power), n=-left))
        return "\n".join(notes)

    def submit(self) -> None:
        """Hand in the player's orders (after a last look at what they left out); the next step."""
        t = self._t
        if t.where.stage != Stage.TURN:
            return
        g = self._game
        player = t.where.player
        powers = g.powers_of_player(player)
        text = self.tr("Submit the orders of {powers}? You can change them until the last player submits."
                       ).format(powers=", ".join(power_name(p) for p in powers))
        note = self._missing_orders_note(powers)
        if note:
            text += "\n\n" + note
        if not t.prompts.confirm(self.tr("Submit orders"), text, self.tr("Submit"), self.tr("Keep editing")):
            return
        try:
            for power in powers:
                t.seats.seat_for(power).submit()
        except (GameOver, OrdersLocked, SeatRefused) as exc:
            t.prompts.warn(self.tr("Submit orders"), str(exc))
            return
        t.seats.dismiss()
        t.face.forget_orders(powers)
        t.face.clear_power_on_move()
        t.saving.submitted(player)
        t.saving.changed()
        t.steps.next_step()
