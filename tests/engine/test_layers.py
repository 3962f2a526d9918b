"""The engine, the bots, the replay plans, the lessons and practice are pure Python: importing
all of them (every module of every subpackage) must not pull in Qt. The engine is built in layers
that import only downwards: its modules form no import circle, and the values at the bottom import
nothing above them. The structure is read from the source with ``ast`` (nothing is imported), so
an import inside a function or under ``TYPE_CHECKING`` counts as well: each is a dependency a
reader has to follow."""

import ast
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
ENGINE = "diplomacy_desktop.engine"

VALUES = {"kinds", "orders", "position", "outcomes", "events"}
"""The values every other layer talks in: units and orders, positions, outcomes and events."""
BELOW_VALUES = {"frozen", "later", "board"}
"""What the values may use today: the dataclass helper and the map (``province_of``; a
``standard_map()`` default). The layer order aimed at puts the map above the values; until the
defaults go, the map stays below them, and nothing else may join it."""


def engine_imports(root: Path = ROOT) -> dict[str, set[str]]:
    """Each engine module (dotted name below ``diplomacy_desktop.engine``; ``notation`` is the
    package's ``__init__``) -> the engine modules it imports. ``from .x.y import z`` counts
    ``x`` (its ``__init__`` runs first), ``x.y`` and ``x.y.z`` if that is a module."""
    folder = root / "diplomacy_desktop" / "engine"
    paths = {}
    for path in sorted(folder.rglob("*.py")):
        parts = list(path.relative_to(root).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        paths[".".join(parts)] = path
    graph: dict[str, set[str]] = {}
    for name, path in paths.items():
        package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
        targets: list[str] = []
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.Import):
                targets += [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = package[:len(package) - node.level + 1] if node.level else []
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
        graph[_short(name)] = {_short(m) for m in found}
    return graph


def _short(name: str) -> str:
    return name[len(ENGINE) + 1:] if name.startswith(ENGINE + ".") else "(engine)"


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


def test_values_import_nothing_above_them() -> None:
    """Units, orders, positions, outcomes and events are what every layer passes around; one
    import upwards (a parser, a rule, the game) and they drag that layer into everything."""
    graph = engine_imports()
    above = {value: sorted(graph[value] - VALUES - BELOW_VALUES) for value in sorted(VALUES)}
    assert {v: found for v, found in above.items() if found} == {}


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
