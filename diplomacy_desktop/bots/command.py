"""The ``diplomacy-desktop bot`` contract: one position in (JSON), that power's orders out.

Input is the case format of ``diplomacy-desktop adjudicate`` (read by
:func:`engine.cases.read_case`) without ``orders``, plus ``power``: ``phase`` (``season``,
``year``, ``type`` of ``movement``/``retreats``/``adjustments``), ``units``, ``supply_centers``,
and in a retreat phase ``dislodged`` (with ``attacker_from``) and ``contested``. Output is
``{"orders": [...]}`` in the DATC notation (``A par - bur``, ``F nth C A lon - nwy``,
``A lon - nwy via convoy``, ``F nth R nwy``, ``F nth D``, ``A par B``, ``WAIVE``).

Orders in the input are refused rather than ignored: a bot never sees anyone's orders, and a
caller who sends them should learn that they change nothing.

``scenario`` (``--scenario``) names the game the position comes from: the standard game, or one of
the variant file's (``1914``, ``france-austria``...). Hard plays for that game's victory count
(the 1914 game: 24 centres), not the map's.
"""

from __future__ import annotations

import random
from typing import Any

from ..engine.board import standard_map
from ..engine.cases import CaseError, read_case
from ..engine.orders import format_order
from ..engine.scenario_play import victory_centres
from ..engine.table import STANDARD
from ..engine.variant import standard_variant
from . import make_bot


class BotInputError(ValueError):
    """The input is not a position a bot can play; the message names the field."""


def bot_reply(data: Any, level: str, power: str | None = None, seed: int = 0,
              scenario: str = STANDARD) -> dict[str, Any]:
    """The JSON answer for one input document, read by :func:`engine.json_input.loads` (the
    reader that bounds size, nesting and numbers, as for ``adjudicate``); raises BotInputError
    on bad input. ``scenario``: the game the position is from (see the module's docstring)."""
    if not isinstance(data, dict):
        raise BotInputError("must be one JSON object (a position in the case format)")
    if "orders" in data:
        raise BotInputError("orders: a bot does not read orders; leave them out")
    game_map = standard_map()
    rules = standard_variant().scenario(scenario) if scenario != STANDARD else None
    if scenario != STANDARD and rules is None:
        known = ", ".join([STANDARD] + [s.name for s in standard_variant().scenarios])
        raise BotInputError(f"scenario: unknown scenario {scenario!r} (expected one of {known})")
    given = data.get("power")
    if given is not None and not isinstance(given, str):
        raise BotInputError("power: must be a string")
    if power is not None and given is not None and power != given:
        raise BotInputError(f"power: the input says {given!r} but --power says {power!r}")
    chosen = power or given
    if chosen is None:
        raise BotInputError("power: missing (give it in the input or with --power)")
    if chosen not in game_map.powers:
        raise BotInputError(f"power: unknown power {chosen!r} (expected one of {', '.join(game_map.powers)})")
    case = {k: v for k, v in data.items() if k != "power"}
    try:
        position, _ = read_case(case, game_map)
    except CaseError as exc:
        raise BotInputError(str(exc)) from None
    except (ValueError, TypeError, KeyError, RecursionError) as exc:  # a gap in read_case's checks
        raise BotInputError(f"cannot be played: {exc}") from None
    try:
        bot = make_bot(level, victory_centres(game_map, rules))
    except ValueError as exc:
        raise BotInputError(f"level: {exc}") from None
    orders = bot.orders_for(position, chosen, random.Random(seed), game_map)
    return {"orders": [format_order(o) for o in orders]}
