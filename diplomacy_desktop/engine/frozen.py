"""Frozen dataclasses that are cheap to make.

The engine makes tens of thousands of small values per second (units, orders, results,
reasons), and a frozen dataclass's own ``__init__`` sets each field through
``object.__setattr__``, which costs about three times a plain assignment. :func:`fast_init`
gives a frozen, slotted dataclass an ``__init__`` that writes each slot through the slot's
own descriptor instead: the same signature, defaults and ``__post_init__``, and the value
stays frozen (assigning to a field still raises ``FrozenInstanceError``); only making it is
cheaper.

    >>> from dataclasses import dataclass
    >>> @fast_init
    ... @dataclass(frozen=True, slots=True)
    ... class Pair:
    ...     a: int
    ...     b: int = 0
    >>> Pair(1)
    Pair(a=1, b=0)
"""

from __future__ import annotations

from dataclasses import MISSING, fields, is_dataclass
from typing import Any, Callable, Mapping, TypeVar

T = TypeVar("T", bound=type)
V = TypeVar("V")


class _Factory:
    """Stands for a field's default factory in a signature, as dataclasses prints it."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def _slot_descriptor(cls: type, name: str) -> Any:
    for klass in cls.__mro__:
        found = vars(klass).get(name)
        if found is not None and hasattr(found, "__set__"):
            return found
    raise TypeError(f"{cls.__name__}.{name} is not a slot")


def fast_init(cls: T | None = None, *, convert: Mapping[str, tuple[type, Callable[[Any], Any]]] | None = None) -> Any:
    """Replace the ``__init__`` of a frozen, slotted dataclass by one that sets the slots
    directly (see the module docstring).

    ``convert`` maps a field to ``(type, converter)``: a value given for that field that is not
    of exactly that type goes through the converter first (a unit's ``"A"`` becomes the enum),
    which spares the ``__post_init__`` call such a conversion would otherwise cost.
    """
    if cls is None:
        return lambda klass: _fast_init(klass, convert or {})
    return _fast_init(cls, convert or {})


def _fast_init(cls: T, convert: Mapping[str, tuple[type, Callable[[Any], Any]]]) -> T:
    params = getattr(cls, "__dataclass_params__", None)
    if not is_dataclass(cls) or params is None or not params.frozen or "__slots__" not in vars(cls):
        raise TypeError(f"{cls.__name__} is not a frozen dataclass with slots")
    namespace: dict[str, Any] = {"_FACTORY": _FACTORY}
    args: list[str] = []
    body: list[str] = []
    if any(str(getattr(f, "_field_type", "")) == "_FIELD_INITVAR" for f in cls.__dataclass_fields__.values()):
        raise TypeError(f"{cls.__name__}: init-only fields are not supported")
    for i, f in enumerate(fields(cls)):
        if f.kw_only:
            raise TypeError(f"{cls.__name__}.{f.name}: keyword-only fields are not supported")
        setter = f"_set_{i}"
        namespace[setter] = _slot_descriptor(cls, f.name).__set__
        if not f.init:
            if f.default_factory is not MISSING:
                namespace[f"_factory_{i}"] = f.default_factory
                body.append(f"    {setter}(self, _factory_{i}())")
            elif f.default is not MISSING:
                namespace[f"_default_{i}"] = f.default
                body.append(f"    {setter}(self, _default_{i})")
            continue
        if f.name in convert:
            namespace[f"_type_{i}"], namespace[f"_convert_{i}"] = convert[f.name]
            body.append(f"    if {f.name}.__class__ is not _type_{i}:\n        {f.name} = _convert_{i}({f.name})")
        if f.default is not MISSING:
            namespace[f"_default_{i}"] = f.default
            args.append(f"{f.name}=_default_{i}")
            body.append(f"    {setter}(self, {f.name})")
        elif f.default_factory is not MISSING:
            namespace[f"_factory_{i}"] = f.default_factory
            args.append(f"{f.name}=_FACTORY")
            body.append(f"    {setter}(self, _factory_{i}() if {f.name} is _FACTORY else {f.name})")
        else:
            args.append(f.name)
            body.append(f"    {setter}(self, {f.name})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    unknown = set(convert) - {f.name for f in fields(cls)}
    if unknown:
        raise TypeError(f"{cls.__name__}: no field {', '.join(sorted(unknown))} to convert")
    source = f"def __init__(self, {', '.join(args)}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, namespace)  # noqa: S102 - our own generated text, as dataclasses itself does
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__doc__ = cls.__init__.__doc__
    init.__annotations__ = dict(getattr(cls.__init__, "__annotations__", {}))
    cls.__init__ = init  # type: ignore[misc]
    # The fields __init__ converts: code that fills the slots directly must not skip that.
    cls.__converted_fields__ = tuple(convert)  # type: ignore[attr-defined]
    cls.__maker__ = _maker(cls, args, body, namespace)  # type: ignore[attr-defined]
    return cls


def maker(cls: Callable[..., V]) -> Callable[..., V]:
    """A function that makes a value of a :func:`fast_init` class from the same arguments as
    the class, at about half the cost, for the few places that make tens of thousands per
    second (a movement phase's results and reasons).

    Even :func:`fast_init`'s ``__init__`` pays a C-level call per field, because the value is
    frozen: its ``__setattr__`` refuses plain assignment. The maker fills a *draft* instead, a
    plain class with the very same slots (so plain assignments, the cheapest there are), then
    turns it into the frozen class by assigning ``__class__``, which Python allows between two
    classes of the same layout. What comes out is an ordinary instance of ``cls``: same type,
    fields, equality and hash, and frozen from then on.

        >>> from dataclasses import dataclass
        >>> @fast_init
        ... @dataclass(frozen=True, slots=True)
        ... class Pair:
        ...     a: int
        ...     b: int = 0
        >>> make = maker(Pair)
        >>> make(1) == Pair(1), type(make(1)) is Pair
        (True, True)
    """
    made = vars(cls).get("__maker__")
    if made is None:
        raise TypeError(f"{getattr(cls, '__name__', cls)} is not a fast_init class")
    return made  # type: ignore[no-any-return]


def _maker(cls: type, args: list[str], init_body: list[str], namespace: dict[str, Any]) -> Callable[..., Any] | None:
    """The maker of ``cls`` (see :func:`maker`): the body of the fast ``__init__`` with each slot
    setter call ``_set_i(self, value)`` as a plain assignment to the draft."""
    if any("__setattr__" in vars(klass) for klass in cls.__mro__[1:-1]):
        return None  # a base that refuses assignment: the draft could not be filled
    draft = type(f"{cls.__name__}Draft", cls.__bases__, {"__slots__": cls.__slots__, "__module__": cls.__module__})
    names = [f.name for f in fields(cls)]
    body = ["    self = _Draft()"]
    for line in init_body:
        if line == "    self.__post_init__()":
            continue
        for i, name in enumerate(names):
            setter = f"_set_{i}(self, "
            if line.strip().startswith(setter):
                line = line.replace(setter, f"self.{name} = (", 1)
                break
        body.append(line)
    body.append("    self.__class__ = _cls")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    body.append("    return self")
    space = {**namespace, "_Draft": draft, "_cls": cls}
    exec(f"def make({', '.join(args)}):\n" + "\n".join(body) + "\n", space)  # noqa: S102 - as above
    make = space["make"]
    make.__qualname__ = make.__name__ = f"make_{cls.__name__}"
    make.__module__ = cls.__module__
    return make  # type: ignore[no-any-return]
