"""The engine, the bots, the replay plans, the lessons and practice are pure Python: importing
all of them (every module of every subpackage) must not pull in Qt. The engine is built in layers
that import only downwards (:data:`LAYERS`; ``docs/architecture.md`` draws the same table), and
the whole package (the window included) has no import circle. The structure is read from the
source with ``ast`` (nothing is imported), so an import inside a function or under
``TYPE_CHECKING`` counts as well: each is a dependency a reader has to follow."""

import ast
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "diplomacy_desktop"
ENGINE = "diplomacy_desktop.engine"

LAYERS: tuple[tuple[str, frozenset[str]], ...] = (
    ("values", frozenset({"(engine)", "kinds", "locations", "orders", "position", "outcomes", "events"})),
    ("map", frozenset({"board", "variant", "map_names", "map_tables", "convoys"})),
    ("rules", frozenset({"ownership", "rules", "rules.facts", "rules.listed", "rules.hold", "rules.move",
                         "rules.support", "rules.convoy", "rules.retreat", "rules.disband", "rules.build", "legal"})),
    ("resolution", frozenset({"movement", "movement.ordered", "movement.decisions", "movement.strengths",
                              "movement.reports", "movement.fates", "retreats", "adjustments", "adjudicator"})),
    ("notation", frozenset({"notation", "notation.errors", "notation.tables", "notation.parse",
                            "notation.format"})),
    ("game", frozenset({"game", "history", "submissions", "admissions", "sealed_orders", "scenario_play", "table",
                        "sealing", "draw_ballot", "lineage", "practice"})),
    ("io", frozenset({"savefile", "save_writer", "cases", "json_input", "canonical", "order_limits"})),
)
"""Every engine module's layer, lowest first; a module may import its own layer and those before
it. values: what every layer passes around (units, orders, locations, positions, outcomes, events);
map: the board's tables, its convoy geometry, the variant played on it and its names; rules: what may be ordered and why not
(``legal`` is their public face; ``ownership`` the one check that a unit is the orderer's); resolution: judging a phase; notation:
reading and writing orders as text (it checks an order with the rules); game: a game's sequence,
seats, seals and table; io: files (saves, case files, the bounded JSON reader, the canonical order
reader, the order-count limit on files). A module listed here that no longer exists is ignored
(a deleted module imports nothing); a new module must be placed, or the test says so.
(``(engine)`` is the package's own empty ``__init__``.)"""

CIRCLE_EXCEPTIONS: dict[tuple[str, str], str] = {}
"""Imports (below ``diplomacy_desktop``) that close a circle today, each with why; the package
without them must have none, and each must still be there."""


def package_imports(root: Path = ROOT, package: str = ENGINE) -> dict[str, set[str]]:
    """Each module of ``package`` (dotted name below it; ``(engine)``-style for the package's own
    ``__init__``) -> the modules of ``package`` it imports. ``from .x.y import z`` counts ``x`` (its
    ``__init__`` runs first), ``x.y`` and ``x.y.z`` if that is a module."""
    folder = root.joinpath(*package.split("."))
    paths = {}
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        paths[".".join(parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        own = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        targets: list[str] = []
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = own[:len(own) - node.level + 1] if node.level else []
                source = ".".join(base + ([node.module] if node.module else []))
                targets += [source] + [f"{source}.{alias.name}" for alias in node.names]
        found = set()
        for target in targets:
            parts = target.split(".")
            for end in range(1, len(parts) + 1):
                module = ".".join(parts[:end])
                # A module's own packages are already running when it is imported: no edge.
                if module in paths and module != name and not name.startswith(module + "."):
                    found.add(module)
        graph[_short(name, package)] = {_short(m, package) for m in found}
    return graph


def engine_imports(root: Path = ROOT) -> dict[str, set[str]]:
    """The engine's modules -> the engine modules each imports."""
    return package_imports(root, ENGINE)


def upward_imports(graph: dict[str, set[str]],
                   layers: tuple[tuple[str, frozenset[str]], ...] = LAYERS) -> list[str]:
    """Each import from a module to a module of a higher layer, as ``importer (layer) -> imported
    (layer)``, sorted."""
    level = {module: n for n, (_name, modules) in enumerate(layers) for module in modules}
    names = [name for name, _modules in layers]
    return sorted(f"{a} ({names[level[a]]}) -> {b} ({names[level[b]]})"
                  for a, targets in graph.items() for b in targets
                  if a in level and b in level and level[b] > level[a])


def _short(name: str, package: str = ENGINE) -> str:
    if name.startswith(package + "."):
        return name[len(package) + 1:]
    return f"({package.rsplit('.', 1)[-1]})"


def import_circles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The circles (strongly connected components of more than one module), each as its sorted
    modules, sorted so a failure reads the same every run."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    circles: list[list[str]] = []

    def visit(module: str) -> None:  # Tarjan's algorithm; the engine is far too small to recurse deep
        index[module] = low[module] = len(index)
        stack.append(module)
        for other in sorted(graph[module]):
            if other not in index:
                visit(other)
                low[module] = min(low[module], low[other])
            elif other in stack:
                low[module] = min(low[module], index[other])
        if low[module] == index[module]:
            component = []
            while True:
                member = stack.pop()
                component.append(member)
                if member == module:
                    break
            if len(component) > 1:
                circles.append(sorted(component))

    for module in sorted(graph):
        if module not in index:
            visit(module)
    return sorted(circles)


def shortest_loop(graph: dict[str, set[str]], circle: list[str]) -> list[str]:
    """A shortest loop through a circle's first module by name, back to it: the imports
    to read first when breaking it."""
    component = set(circle)
    start = min(component)
    came_from: dict[str, str] = {}
    queue = [start]
    while queue:
        module = queue.pop(0)
        for other in sorted(graph[module] & component):
            if other == start:
                path = [module]
                while path[-1] != start:
                    path.append(came_from[path[-1]])
                return path[::-1] + [start]
            if other not in came_from:
                came_from[other] = module
                queue.append(other)
    raise AssertionError(f"no loop in {sorted(component)}")


def test_engine_modules_form_no_import_circle() -> None:
    """A circle makes every module in it depend on all the others: to change or test one rule a
    reader must load and understand the lot, and the import order decides what works. (The
    orders once imported the notation parser to re-export it, tying 21 modules together.)"""
    graph = engine_imports()
    assert len(graph) > 40 and "notation.parse" in graph["notation"]  # every module was read
    circles = import_circles(graph)
    assert circles == [], "import circles in the engine: " + "; ".join(
        f"{len(c)} modules {c}, e.g. {' -> '.join(shortest_loop(graph, c))}" for c in circles)


def test_every_engine_module_has_a_layer() -> None:
    """A newcomer adding a module says where it sits, so the layering is a decision, not an accident."""
    graph = engine_imports()
    placed = set().union(*(modules for _name, modules in LAYERS))
    assert sorted(set(graph) - placed) == [], "place these modules in LAYERS (and docs/architecture.md)"
    assert all(len([n for n, ms in LAYERS if m in ms]) == 1 for m in placed)  # one layer each


def test_each_engine_layer_imports_only_the_layers_below_it() -> None:
    """Values know no map, the map no rule, the rules no resolver, the resolver no text, the
    notation no game and the game no file: a reader changing one layer reads only those below,
    and a value or a rule can be used (and tested) without what is built on it. There is no list
    of allowed exceptions: code that needs a higher layer belongs in it, or what it needs belongs
    lower (``province_of`` in the values, each rule in ``rules/``, the convoy geometry in the map)."""
    assert upward_imports(engine_imports()) == []


def _layer(module: str) -> str:
    return next(name for name, modules in LAYERS if module in modules)


def test_the_whole_package_has_no_import_circle() -> None:
    """The same for everything, the window included: a circle anywhere means the modules in it can
    only be understood, loaded and tested together."""
    graph = package_imports(ROOT, PACKAGE)
    assert len(graph) > 120 and "ui.main_window" in graph  # every module was read
    for (a, b), _why in CIRCLE_EXCEPTIONS.items():
        assert b in graph[a], f"{a} no longer imports {b}: delete it from CIRCLE_EXCEPTIONS"
        graph[a] = graph[a] - {b}
    circles = import_circles(graph)
    assert circles == [], "import circles: " + "; ".join(
        f"{len(c)} modules {c}, e.g. {' -> '.join(shortest_loop(graph, c))}" for c in circles)


@pytest.mark.parametrize(("importer", "imported", "upward"), [
    ("orders", "movement", True),       # a value reaching the resolver
    ("rules.move", "notation.parse", True),
    ("savefile", "game", False),        # a file reads games: downward
    ("movement", "rules.facts", False),
    ("rules.move", "rules.facts", False),  # within one layer
])
def test_the_layer_check_tells_upward_from_downward(importer: str, imported: str, upward: bool) -> None:
    found = upward_imports({importer: {imported}, imported: set()})
    assert found == ([f"{importer} ({_layer(importer)}) -> {imported} ({_layer(imported)})"] if upward else [])


def test_the_import_reader_finds_circles_and_upward_imports(tmp_path: Path) -> None:
    """The reader above sees the imports that made the old circle: a re-export at the bottom of a
    module, a relative ``from .x.y import``, an import inside a function and under TYPE_CHECKING."""
    engine = tmp_path / "diplomacy_desktop" / "engine"
    (engine / "notation").mkdir(parents=True)
    (engine / "__init__.py").write_text("")
    (engine / "kinds.py").write_text("")
    (engine / "orders.py").write_text("from .kinds import X\n\n\nfrom .notation.parse import read_order\n")
    (engine / "notation" / "__init__.py").write_text("from .parse import read_order\n")
    (engine / "notation" / "parse.py").write_text("def f():\n    from .. import legal\n")
    (engine / "legal.py").write_text("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .orders import Order\n")
    graph = engine_imports(tmp_path)
    assert graph["orders"] == {"kinds", "notation", "notation.parse"}
    assert import_circles(graph) == [["legal", "notation", "notation.parse", "orders"]]
    assert shortest_loop(graph, ["legal", "notation", "notation.parse", "orders"]) == [
        "legal", "orders", "notation.parse", "legal"]
    (engine / "orders.py").write_text("from .kinds import X\n")
    assert import_circles(engine_imports(tmp_path)) == []


def test_qt_free_packages_do_not_import_pyside6() -> None:
    code = (
        "import sys, pkgutil, importlib\n"
        "for name in ('engine', 'bots', 'replay', 'teaching', 'practice'):\n"
        "    pkg = importlib.import_module('diplomacy_desktop.' + name)\n"
        "    for m in pkgutil.walk_packages(pkg.__path__, pkg.__name__ + '.'): importlib.import_module(m.name)\n"
        "import diplomacy_desktop.cli\n"
        "print(any(k.startswith('PySide6') for k in sys.modules))\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert out.stdout.strip() == "False"


def test_every_pure_module_can_be_imported_first() -> None:
    """A bot, a lesson or a script may start with any engine module (``import
    diplomacy_desktop.engine.position`` used to fail in a circle through the orders and the
    notation). Each module is imported first in a fresh child forked from a process that has
    imported none of ours."""
    code = (
        "import importlib, os, sys\n"
        "names = []  # found on disk (pkgutil.walk_packages would import the packages here)\n"
        "for name in ('engine', 'bots', 'replay', 'teaching', 'practice'):\n"
        "    for folder, _dirs, files in sorted(os.walk(os.path.join('diplomacy_desktop', name))):\n"
        "        package = folder.replace(os.sep, '.')\n"
        "        names += [package if f == '__init__.py' else package + '.' + f[:-3]\n"
        "                  for f in sorted(files) if f.endswith('.py') and f != '__main__.py']\n"
        "assert not any(m.startswith('diplomacy_desktop') for m in sys.modules)\n"
        "children = {}\n"
        "for module in names:\n"
        "    pid = os.fork()\n"
        "    if pid == 0:\n"
        "        try:\n"
        "            importlib.import_module(module)\n"
        "        except BaseException:\n"
        "            os._exit(1)\n"
        "        os._exit(0)\n"
        "    children[module] = pid\n"
        "failed = [m for m, pid in children.items() if os.waitpid(pid, 0)[1] != 0]\n"
        "print(len(names), failed)\n"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, cwd=ROOT)
    count, failed = out.stdout.split(" ", 1)
    assert int(count) > 60  # every module was found
    assert failed.strip() == "[]"
