"""What the hot-seat flows share, and the steps one flow may ask of another.

The flows (turns behind curtains, the bots' turn, results, the draw vote, history) hand the
table to each other: a submission raises the next curtain or reveals the phase, a refused draw
goes back to the results, Esc from history goes back to whatever was up. They do so through
:class:`Steps`, which :class:`~diplomacy_desktop.ui.hotseat.session.HotseatSession` provides,
so no flow imports another and none imports the session. :class:`TableParts` is what every flow is
given: the window's face, the prompts, where the table is, the seats, the autosave, the screen.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from ...engine.adjudicator import Resolution
    from ..prompts import Prompts
    from .saving import AutosaveKeeper
    from .screen import TableScreen
    from .seats import SeatKeeper
    from .stage import Purpose, TableStage
    from .window_face import WindowFace


class Steps(Protocol):
    """The steps of the table, as the flows ask them of each other."""

    @property
    def thinking(self) -> bool:
        """The bots are thinking (the reveal waits for them; nothing to submit)."""

    def next_step(self) -> None:
        """After a submission or Continue: the next player's curtain, the bots, or the reveal."""

    def raise_curtain(self, player: str, purpose: Purpose) -> None: ...

    def reveal(self) -> None:
        """Everyone submitted: open all orders at once and judge the phase."""

    def show_results(self, resolution: Resolution) -> None: ...

    def show_over(self) -> None: ...

    def show_thinking(self) -> None: ...

    def vote(self, player: str) -> None:
        """``player`` passed their draw-vote curtain: ask them."""

    def update_actions(self) -> None: ...

    def refresh_strip(self) -> None: ...


@dataclass(frozen=True)
class TableParts:
    """What every hot-seat flow is given."""

    face: WindowFace
    prompts: Prompts
    where: TableStage
    seats: SeatKeeper
    saving: AutosaveKeeper
    screen: TableScreen
    steps: Steps
