"""The order keys of the board window follow the notation of the window's language.

A Spanish player learned ``M`` as *mantenerse* (hold), ``A`` as *apoyo* and ``T`` as *transporte*
(rulebook 000, ``F Lon M``, ``E Gas A E Mar-Bor``, ``F MNe T E Ank-Seb``); with English keys, ``M``
moved the unit and ``A`` did nothing. So the hold, support and convoy keys are the order letters of
the window's notation (``Notation.letters``), and the move key is ``M`` unless the notation uses
``M`` for something else (Spanish: a click on a lit province moves, as in every language).
"""

from __future__ import annotations

from typing import Mapping

from ...engine.notation import Notation

ORDER_KEYS = ("hold", "move", "support", "convoy")
ENGLISH_KEYS: Mapping[str, str] = {"hold": "H", "move": "M", "support": "S", "convoy": "C"}
OTHER_KEYS = frozenset("DW")
"""Single-letter keys the window gives to other orders (disband, waive): never taken by these."""


def order_keys(notation: Notation) -> dict[str, str]:
    """Order kind -> the key that gives it in this notation ("" where no key is free)."""
    keys: dict[str, str] = {}
    for kind in ("hold", "support", "convoy"):
        letter = notation.letters.get(kind, "").upper()
        usable = len(letter) == 1 and letter.isascii() and letter.isalpha() and letter not in OTHER_KEYS
        keys[kind] = letter if usable and letter not in keys.values() else ENGLISH_KEYS[kind]
    keys["move"] = "" if ENGLISH_KEYS["move"] in keys.values() else ENGLISH_KEYS["move"]
    return {kind: keys[kind] for kind in ORDER_KEYS}
