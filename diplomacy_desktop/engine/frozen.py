"""Frozen dataclasses that are cheap to define and cheap to make: :func:`value_class`.

``@value_class`` is ``@dataclass(frozen=True)`` with two costs cut, both measured.

**Defining the class.** For a frozen class, Python 3.11's dataclass writes six small functions
as source text and compiles each one: ``__init__``, ``__repr__``, ``__eq__``, ``__hash__``,
``__setattr__`` and ``__delattr__``, about 3 M processor instructions a class. The window
defines about forty value classes before it can show the board, so this was a tenth of its
start-up. ``@value_class`` compiles the three that run by the hundred thousand in the engine
(``__init__``, ``__eq__``, ``__hash__``) and makes the other three as closures over the field
names, which compiles nothing and behaves as dataclass's own: assigning to or deleting a field
raises ``FrozenInstanceError`` with the same message, and the repr is the same text.

**Making a value.** A frozen dataclass's ``__init__`` sets each field through
``object.__setattr__``, about three times the cost of a plain assignment. With ``slots=True``
the ``__init__`` writes each slot through the slot's own descriptor instead; :func:`maker`
goes further for the few places that make tens of thousands a second.

Everything else is dataclass's: ``fields``, ``replace``, ``asdict``, ``__match_args__``, equal
values hash alike. A slotted class also gets dataclass's ``__getstate__``/``__setstate__``, so
copying and pickling work as for a frozen dataclass. Only ``__dataclass_params__.frozen`` says
False: :func:`is_frozen` answers for both kinds. ``tests/engine/test_frozen.py`` holds each
behaviour against a real frozen dataclass twin.

    >>> @value_class(slots=True)
    ... class Pair:
    ...     a: int
    ...     b: int = 0
    >>> Pair(1), Pair(1) == Pair(1, 0), hash(Pair(1)) == hash(Pair(1, 0))
    (Pair(a=1, b=0), True, True)
"""

from __future__ import annotations

import reprlib
from dataclasses import MISSING, FrozenInstanceError, dataclass, fields
from inspect import formatannotation
from typing import Any, Callable, Mapping, TypeVar

T = TypeVar("T", bound=type)
V = TypeVar("V")

Converters = Mapping[str, tuple[type, Callable[[Any], Any]]]


class _Factory:
    """Stands for a field's default factory in a signature, as dataclasses prints it."""

    def __repr__(self) -> str:
        return "<factory>"


_FACTORY = _Factory()


def value_class(cls: T | None = None, /, *, slots: bool = False, init: bool = True, eq: bool = True,
                convert: Converters | None = None) -> Any:
    """``@dataclass(frozen=True, slots=slots, init=init, eq=eq)``, cheaper (module docstring).

    ``convert`` (slotted classes) maps a field to ``(type, converter)``: a value given for that
    field that is not of exactly that type goes through the converter first (a unit's ``"A"``
    becomes the enum), which spares the ``__post_init__`` call such a conversion would cost.
    """
    def wrap(klass: T) -> T:
        for name in ("__setattr__", "__delattr__"):
            if name in vars(klass):  # as dataclass refuses for a frozen class
                raise TypeError(f"Cannot overwrite attribute {name} in class {klass.__name__}")
        if convert and not slots:
            raise TypeError(f"{klass.__name__}: converted fields need slots=True")
        with_repr = "__repr__" not in vars(klass)
        unsafe_hash = eq and "__hash__" not in vars(klass)  # what frozen=True with eq=True makes
        undocumented = not klass.__doc__
        if undocumented:  # written below: dataclass's own would ask inspect.signature (16 M the first time)
            klass.__doc__ = "-"
        made: Any = dataclass(klass, init=False, repr=False, eq=eq, unsafe_hash=unsafe_hash, frozen=False,
                              slots=slots)
        _freeze(made, with_repr, slots)
        if init:
            _add_init(made, convert or {}, slots)
        if undocumented:
            made.__doc__ = _signature_text(made)
        return made  # type: ignore[no-any-return]

    return wrap if cls is None else wrap(cls)


def is_frozen(cls: type) -> bool:
    """Whether ``cls`` is a frozen dataclass, made by ``@dataclass(frozen=True)`` or :func:`value_class`."""
    params = getattr(cls, "__dataclass_params__", None)
    return params is not None and bool(params.frozen or vars(cls).get("__frozen_value__", False))


def _freeze(cls: type, with_repr: bool, slots: bool) -> None:
    """The frozen ``__setattr__``/``__delattr__``, the repr and (slots) the pickling state, as
    closures: dataclass's own, without compiling them."""
    every = fields(cls)
    names = tuple(f.name for f in every)
    shown = tuple(f.name for f in every if f.repr)

    def __setattr__(self: Any, name: str, value: Any) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self: Any, name: str) -> None:
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    @reprlib.recursive_repr()
    def __repr__(self: Any) -> str:
        return f"{self.__class__.__qualname__}({', '.join(f'{n}={getattr(self, n)!r}' for n in shown)})"

    def __getstate__(self: Any) -> list[Any]:
        return [getattr(self, n) for n in names]

    def __setstate__(self: Any, state: list[Any]) -> None:
        for name, item in zip(names, state):
            object.__setattr__(self, name, item)  # (the frozen __setattr__ refuses)

    methods: dict[str, Callable[..., Any]] = {"__setattr__": __setattr__, "__delattr__": __delattr__}
    if with_repr:
        methods["__repr__"] = __repr__
    if slots:  # unless the class has its own, as dataclass does
        methods.update({k: m for k, m in (("__getstate__", __getstate__), ("__setstate__", __setstate__))
                        if k not in vars(cls)})
    for name, method in methods.items():
        method.__qualname__ = f"{cls.__qualname__}.{name}"
        method.__module__ = cls.__module__
        setattr(cls, name, method)
    cls.__frozen_value__ = True  # type: ignore[attr-defined]


def _signature_text(cls: type) -> str:
    """What dataclass writes as an undocumented class's docstring: ``Pair(a: 'int', b: 'int' = 0)``."""
    parts = []
    for f in fields(cls):
        if not f.init:
            continue
        default = "" if f.default is MISSING and f.default_factory is MISSING else \
            f" = {'<factory>' if f.default is MISSING else repr(f.default)}"
        parts.append(f"{f.name}: {formatannotation(f.type)}{default}")
    return f"{cls.__name__}({', '.join(parts)})"


def _slot_descriptor(cls: type, name: str) -> Any:
    for klass in cls.__mro__:
        found = vars(klass).get(name)
        if found is not None and hasattr(found, "__set__"):
            return found
    raise TypeError(f"{cls.__name__}.{name} is not a slot")


def _add_init(cls: type, convert: Converters, slots: bool) -> None:
    """Compile the class's ``__init__``: dataclass's signature, defaults, factories and
    ``__post_init__``; each field set through its slot's descriptor (slots), else through
    ``object.__setattr__`` as a frozen dataclass does."""
    namespace: dict[str, Any] = {"_FACTORY": _FACTORY, "_object_setattr": object.__setattr__}
    every = fields(cls)
    args: list[str] = []
    body: list[str] = []
    if any(str(getattr(f, "_field_type", "")) == "_FIELD_INITVAR" for f in cls.__dataclass_fields__.values()):
        raise TypeError(f"{cls.__name__}: init-only fields are not supported")
    for i, f in enumerate(every):
        if f.kw_only:
            raise TypeError(f"{cls.__name__}.{f.name}: keyword-only fields are not supported")
        if slots:
            setter = f"_set_{i}(self, "
            namespace[f"_set_{i}"] = _slot_descriptor(cls, f.name).__set__
        else:
            setter = f"_object_setattr(self, {f.name!r}, "
        if not f.init:
            if f.default_factory is not MISSING:
                namespace[f"_factory_{i}"] = f.default_factory
                body.append(f"    {setter}_factory_{i}())")
            elif f.default is not MISSING:
                namespace[f"_default_{i}"] = f.default
                body.append(f"    {setter}_default_{i})")
            continue
        if f.name in convert:
            namespace[f"_type_{i}"], namespace[f"_convert_{i}"] = convert[f.name]
            body.append(f"    if {f.name}.__class__ is not _type_{i}:\n        {f.name} = _convert_{i}({f.name})")
        if f.default is not MISSING:
            namespace[f"_default_{i}"] = f.default
            args.append(f"{f.name}=_default_{i}")
            body.append(f"    {setter}{f.name})")
        elif f.default_factory is not MISSING:
            namespace[f"_factory_{i}"] = f.default_factory
            args.append(f"{f.name}=_FACTORY")
            body.append(f"    {setter}_factory_{i}() if {f.name} is _FACTORY else {f.name})")
        else:
            args.append(f.name)
            body.append(f"    {setter}{f.name})")
    if hasattr(cls, "__post_init__"):
        body.append("    self.__post_init__()")
    unknown = set(convert) - {f.name for f in every}
    if unknown:
        raise TypeError(f"{cls.__name__}: no field {', '.join(sorted(unknown))} to convert")
    source = f"def __init__(self, {', '.join(args)}):\n" + ("\n".join(body) or "    pass") + "\n"
    exec(source, namespace)  # noqa: S102 - our own generated text, as dataclasses itself does
    init = namespace["__init__"]
    init.__qualname__ = f"{cls.__qualname__}.__init__"
    init.__module__ = cls.__module__
    init.__annotations__ = {**{f.name: f.type for f in every if f.init}, "return": None}
    cls.__init__ = init  # type: ignore[misc]
    # The fields __init__ converts: code that fills the slots directly must not skip that.
    cls.__converted_fields__ = tuple(convert)  # type: ignore[attr-defined]
    if slots:
        cls.__maker_parts__ = (args, body, namespace)  # type: ignore[attr-defined]


def maker(cls: Callable[..., V]) -> Callable[..., V]:
    """A function that makes a value of a slotted :func:`value_class` class from the same arguments as
    the class, at about half the cost, for the few places that make tens of thousands per
    second (a movement phase's results and reasons).

    Even the slotted ``__init__`` pays a C-level call per field, because the value is frozen:
    its ``__setattr__`` refuses plain assignment. The maker fills a *draft* instead, a plain
    class with the very same slots (so plain assignments, the cheapest there are), then turns it
    into the frozen class by assigning ``__class__``, which Python allows between two classes of
    the same layout. What comes out is an ordinary instance of ``cls``: same type, fields,
    equality and hash, and frozen from then on. It is compiled when first asked for, not when
    the class is defined: most classes never need one, and the window's start-up would pay.

        >>> @value_class(slots=True)
        ... class Pair:
        ...     a: int
        ...     b: int = 0
        >>> make = maker(Pair)
        >>> make(1) == Pair(1), type(make(1)) is Pair
        (True, True)
    """
    made = vars(cls).get("__maker__")
    if made is None:
        parts = vars(cls).get("__maker_parts__")
        made = _maker(cls, *parts) if parts is not None else None  # type: ignore[arg-type]
        if made is None:
            raise TypeError(f"{getattr(cls, '__name__', cls)} is not a slotted value class")
        cls.__maker__ = made  # type: ignore[attr-defined]
    return made  # type: ignore[no-any-return]


def _maker(cls: type, args: list[str], init_body: list[str], namespace: dict[str, Any]) -> Callable[..., Any] | None:
    """The maker of ``cls`` (see :func:`maker`): the body of the slotted ``__init__`` with each
    slot setter call ``_set_i(self, value)`` as a plain assignment to the draft."""
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
