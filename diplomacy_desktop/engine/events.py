"""What happened to every unit in a phase, recorded as the adjudicator decides.

Results say how each *order* fared; events say what each *piece* did, which is what the board
animates, what a bot learns from and what a lesson points at. Every unit of the position
before the phase has exactly one *fate* event (it moved, stayed, was dislodged, retreated,
was disbanded or removed); other events (a bounce, a support given or cut, a broken convoy)
add what the table saw happen along the way. The position after the phase follows from the
fates alone (:func:`units_after`): a property test holds the adjudicator to that.

Every event names its ``power`` and its ``unit`` as it stood before the phase, so two units
are never confused, and events come in a fixed order (by the province of the unit, then by
kind) whatever order the orders were given in or the hash seed.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from functools import cache
from typing import Any, ClassVar, Iterable, Mapping, Union

from .locations import province_of
from .orders import Unit
from .outcomes import ReasonCode


@dataclass(frozen=True, slots=True)
class Moved:
    """A move succeeded. ``route`` lists the convoying fleets from the army's coast to ``dest``."""

    fate: ClassVar[bool] = True
    power: str
    unit: Unit
    dest: str
    """Location the unit now stands on (with the coast for a fleet on a split coast)."""
    route: tuple[Unit, ...] = ()


@dataclass(frozen=True, slots=True)
class Held:
    """The unit stayed where it was and was not dislodged (whatever it was ordered, or if it had
    no order: ``ordered`` is False then)."""

    fate: ClassVar[bool] = True
    power: str
    unit: Unit
    ordered: bool = True


@dataclass(frozen=True, slots=True)
class Dislodged:
    """The unit was dislodged by ``by``, which attacked from ``from_``; ``retreats`` are the places
    it may retreat to next phase."""

    fate: ClassVar[bool] = True
    power: str
    unit: Unit
    by: Unit
    from_: str
    retreats: tuple[str, ...]


@dataclass(frozen=True, slots=True)
class Bounced:
    """A move failed: the unit went for ``dest`` and came back. ``against`` are every other unit
    that came to ``dest`` or stood in it (empty when only a missing convoy stopped it)."""

    fate: ClassVar[bool] = False
    power: str
    unit: Unit
    dest: str
    against: tuple[Unit, ...]
    reason: ReasonCode


@dataclass(frozen=True, slots=True)
class SupportGiven:
    fate: ClassVar[bool] = False
    power: str
    unit: Unit
    supported: Unit
    dest: str | None
    """Province the supported unit moves to; None for support to hold."""


@dataclass(frozen=True, slots=True)
class SupportCut:
    """The support was cut: by an attack from ``by`` (or by ``by`` dislodging the supporter)."""

    fate: ClassVar[bool] = False
    power: str
    unit: Unit
    supported: Unit
    by: Unit
    dislodged: bool = False


@dataclass(frozen=True, slots=True)
class ConvoyDisrupted:
    """A convoyed army did not cross: the fleets ``lost`` were dislodged (or, with ``paradox``,
    the Szykman rule stopped it). ``route`` is every fleet ordered to carry it."""

    fate: ClassVar[bool] = False
    power: str
    unit: Unit
    dest: str
    route: tuple[Unit, ...]
    lost: tuple[Unit, ...]
    paradox: bool = False


@dataclass(frozen=True, slots=True)
class Retreated:
    fate: ClassVar[bool] = True
    power: str
    unit: Unit
    dest: str


@dataclass(frozen=True, slots=True)
class Disbanded:
    """A dislodged unit left the board: ``why`` is ``disbanded_by_order``, ``retreat_clash``,
    ``retreat_not_allowed``, ``no_order_disbanded``, ``no_retreat_possible`` or ``wrong_phase``."""

    fate: ClassVar[bool] = True
    power: str
    unit: Unit
    why: ReasonCode


@dataclass(frozen=True, slots=True)
class Built:
    fate: ClassVar[bool] = True
    power: str
    unit: Unit


@dataclass(frozen=True, slots=True)
class Removed:
    """A unit removed in an adjustment phase: as ordered (``removed``), or by civil disorder
    (``civil_disorder``, with its distance in moves from the power's nearest centre)."""

    fate: ClassVar[bool] = True
    power: str
    unit: Unit
    why: ReasonCode
    distance: int | None = None


@dataclass(frozen=True, slots=True)
class Waived:
    """One build left unused (ordered, or not ordered at all: ``ordered`` is False)."""

    fate: ClassVar[bool] = False
    power: str
    ordered: bool = True


Event = Union[Moved, Held, Dislodged, Bounced, SupportGiven, SupportCut, ConvoyDisrupted, Retreated, Disbanded,
              Built, Removed, Waived]

_KIND_ORDER = {cls: i for i, cls in enumerate(
    (Moved, Bounced, Held, SupportGiven, SupportCut, ConvoyDisrupted, Dislodged, Retreated, Disbanded, Built,
     Removed, Waived))}


def sort_events(events: Iterable[Event]) -> tuple[Event, ...]:
    """The fixed order events are reported in: by the unit's province, then by kind."""
    def key(e: Event) -> tuple[str, int, str]:
        unit = getattr(e, "unit", None)
        return (province_of(unit.location) if unit is not None else "~" + e.power, _KIND_ORDER[type(e)], e.power)
    return tuple(sorted(events, key=key))


def fates(events: Iterable[Event]) -> list[Event]:
    """The events that say where a unit ends up (one per unit of the position before, plus builds)."""
    return [e for e in events if e.fate]


def units_after(units_before: Mapping[str, Iterable[Unit]], events: Iterable[Event]) -> dict[str, list[Unit]]:
    """The units on the board after a phase, computed from the events alone.

    Units on the board keep their place unless an event moves, dislodges or removes them;
    dislodged units (retreat phase) come back only by retreating; builds add units.
    """
    events = tuple(events)
    gone: set[tuple[str, Unit]] = set()
    added: list[tuple[str, Unit]] = []
    for e in events:
        if isinstance(e, Moved):
            gone.add((e.power, e.unit))
            added.append((e.power, Unit(e.unit.kind, e.dest)))
        elif isinstance(e, (Dislodged, Removed)):
            gone.add((e.power, e.unit))
        elif isinstance(e, Retreated):
            added.append((e.power, Unit(e.unit.kind, e.dest)))
        elif isinstance(e, Built):
            added.append((e.power, e.unit))
    out: dict[str, list[Unit]] = {p: [u for u in us if (p, u) not in gone] for p, us in units_before.items()}
    for power, unit in added:
        out.setdefault(power, []).append(unit)
    return out


@cache
def _kind_name(kind: type) -> str:
    name = kind.__name__
    return "".join("_" + c.lower() if c.isupper() else c for c in name).lstrip("_")


@cache
def _event_fields(kind: type) -> tuple[str, ...]:
    return tuple(f.name for f in fields(kind))


def event_to_json(event: Event) -> dict[str, Any]:
    """``{"event": "moved", "power": "england", "unit": "A lon", "dest": "nwy", "route": ["F nth"]}``"""
    out: dict[str, Any] = {"event": _kind_name(type(event))}
    for name in _event_fields(type(event)):
        value = getattr(event, name)
        if value.__class__ is Unit:
            value = str(value)
        elif value.__class__ is tuple:
            value = [str(v) if v.__class__ is Unit else v for v in value]
        out[name] = value  # str, int, bool, None, or a ReasonCode (a str)
    return out
