"""A draw vote asks everyone behind their own curtain and shows only the outcome, so the room
cannot tell from the curtains or the messages who refused."""

from __future__ import annotations

import pytest
from hotseat_helpers import PINS, SEATS, all_texts, open_hotseat, pass_curtain

from diplomacy_desktop.engine.history import DRAW
from diplomacy_desktop.ui.hotseat.stage import Purpose, Stage

PLAYERS = list(SEATS)


def vote(qtbot, answers: dict[str, bool]):  # noqa: ANN001, ANN201
    """Propose a draw at the first curtain; each player answers ``answers[player]``. Returns the
    window, the curtains raised for the vote (in order), and what the room was told."""
    window, files, prompts = open_hotseat(qtbot)
    session = files.session
    prompts.answers = [True]  # propose
    session.actions["draw"].trigger()
    curtains = []
    while session.stage == Stage.CURTAIN and session.purpose == Purpose.DRAW:
        player = session.player
        curtains.append(player)
        assert not session.actions["history_back"].isEnabled()
        prompts.answers = [answers[player]]
        pass_curtain(window, files, PINS.get(player, ""))
    return window, files, curtains, prompts.informed


@pytest.mark.parametrize("refuser", PLAYERS)
def test_everyone_is_asked_even_after_a_refusal(qtbot, refuser: str) -> None:
    window, files, curtains, told = vote(qtbot, {p: p != refuser for p in PLAYERS})
    assert curtains == PLAYERS
    assert not window.game.is_over
    assert told == ["Not every player agreed to a draw. The game goes on."]
    assert files.session.stage == Stage.CURTAIN and files.session.purpose == Purpose.TURN
    assert files.session.player == "Ana"


def test_what_the_room_sees_after_a_failed_vote_does_not_depend_on_who_refused(qtbot) -> None:
    seen = []
    for refuser in (PLAYERS[0], PLAYERS[-1], None):
        answers = {p: p != refuser for p in PLAYERS} if refuser else {p: False for p in PLAYERS}
        window, files, curtains, told = vote(qtbot, answers)
        seen.append((curtains, told, sorted(all_texts(window))))
        window.close()
    assert seen[0] == seen[1] == seen[2]


def test_everyone_agreeing_ends_the_game_in_a_draw(qtbot) -> None:
    window, files, curtains, told = vote(qtbot, {p: True for p in PLAYERS})
    assert curtains == PLAYERS
    assert window.game.is_over and window.game.result.kind == DRAW
    assert files.session.stage == Stage.OVER and "Draw agreed" in told[-1]
