"""Order notation as data, one table per language, read and written by one parser and printer.

``parse_order(text, position, notation)`` / ``format_order(order, notation)`` round-trip in every
language; failures are :class:`OrderError` subclasses with codes the window translates.
"""

from __future__ import annotations

from .errors import AmbiguousOrderError, IllegalOrderError, OrderError, OrderSyntaxError, SyntaxCode
from .format import format_location, format_order, format_unit
from .parse import parse_order, read_order
from .tables import LANGUAGES, Notation, NotationDataError, load_notation

__all__ = [
    "AmbiguousOrderError", "IllegalOrderError", "OrderError", "OrderSyntaxError", "SyntaxCode",
    "format_location", "format_order", "format_unit", "parse_order", "read_order",
    "LANGUAGES", "Notation", "NotationDataError", "load_notation",
]
