"""Why a typed order could not be read, as values the window translates.

Modelled on python-chess's three move errors: every failure is an :class:`OrderError`
(a ``ValueError``) and says which kind it is by its class and ``code``, never by English text.
The English message passed to ``ValueError`` is for logs, the CLI and save-file errors only.
"""

from __future__ import annotations

from enum import StrEnum
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..orders import Order
    from ..outcomes import Reason


class SyntaxCode(StrEnum):
    """What the reader expected where it stopped."""

    EMPTY = "empty"
    EXPECTED_UNIT = "expected_unit"
    """The order must start with a unit (or a build/removal word)."""
    UNIT_KIND_MISSING = "unit_kind_missing"
    """A place without ``A``/``F`` where the board cannot tell which."""
    EXPECTED_DESTINATION = "expected_destination"
    EXPECTED_SUPPORTED_UNIT = "expected_supported_unit"
    EXPECTED_CONVOYED_ARMY = "expected_convoyed_army"
    EXPECTED_ORDER_WORD = "expected_order_word"
    """``expected`` holds the notation's order letters (``H - S C`` or ``M - A T``)."""
    EXPECTED_MOVE_WORD = "expected_move_word"
    """Before a convoy's destination; ``expected`` holds the move sign."""
    EXPECTED_CONVOY_WORD = "expected_convoy_word"
    """After ``via``: ``convoy`` was expected."""
    UNEXPECTED_WORD = "unexpected_word"
    """The order was complete, and more followed."""


_ENGLISH = {
    SyntaxCode.EMPTY: "empty order",
    SyntaxCode.EXPECTED_UNIT: "expected a unit (e.g. 'A par')",
    SyntaxCode.UNIT_KIND_MISSING: "unit type (A or F) missing",
    SyntaxCode.EXPECTED_DESTINATION: "expected a destination",
    SyntaxCode.EXPECTED_SUPPORTED_UNIT: "expected the supported unit",
    SyntaxCode.EXPECTED_CONVOYED_ARMY: "expected the convoyed army",
    SyntaxCode.EXPECTED_ORDER_WORD: "unknown order word",
    SyntaxCode.EXPECTED_MOVE_WORD: "expected '-' before the convoy's destination",
    SyntaxCode.EXPECTED_CONVOY_WORD: "expected 'convoy' after 'via'",
    SyntaxCode.UNEXPECTED_WORD: "unexpected word",
}


class OrderError(ValueError):
    """An order text that cannot be given. ``text`` is what was typed; ``word`` the word at fault
    (lower case, accents kept) or None at the end; ``code`` says which failure it is."""

    code: str = "order_error"

    def __init__(self, text: str, word: str | None, message: str) -> None:
        self.text = text
        self.word = word
        where = f"{word!r}" if word is not None else "end of order"
        super().__init__(f"{message} at {where} in {text!r}")


class OrderSyntaxError(OrderError):
    """The words do not make an order in this notation."""

    def __init__(self, text: str, word: str | None, code: SyntaxCode, expected: tuple[str, ...] = ()) -> None:
        self.code = code
        self.expected = expected
        """Words that would have been understood at ``word``, in the notation's own spelling."""
        detail = f" (expected {', '.join(expected)})" if expected else ""
        super().__init__(text, word, _ENGLISH[code] + detail)

    @property
    def problem(self) -> str:
        """The English problem text, for logs."""
        return _ENGLISH[self.code]


class IllegalOrderError(OrderError):
    """The order reads fine but the power may not give it now; ``reason`` is the engine's."""

    code = "illegal"

    def __init__(self, text: str, order: "Order", reason: "Reason") -> None:
        self.order = order
        self.reason = reason
        super().__init__(text, None, f"illegal order ({reason.code})")


class AmbiguousOrderError(OrderError):
    """The text fits more than one order (a coast not named, a unit type the board cannot
    tell); ``options`` lists them, best first."""

    code = "ambiguous"

    def __init__(self, text: str, options: tuple["Order", ...]) -> None:
        self.options = options
        super().__init__(text, None, "ambiguous order: " + " or ".join(str(o) for o in options))
