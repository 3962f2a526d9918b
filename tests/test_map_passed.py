"""The map is chosen once, at the edge: the command line and the window pick it and pass it down.
Below them no function falls back to the standard map on its own (``game_map=None`` then
``game_map or standard_map()``): with a second map such a default silently plays the wrong board.
Read from the source with ``ast``."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

STILL_DEFAULTING = {
}
"""Modules whose map default is still to go (the engine's rules work and the Hard bot own them);
a module that no longer has one must leave this list."""


BESIDE_THE_FILE = {"engine/variant.py"}
"""``load_variant(path, game_map=None)`` reads the map file beside the variant file: the file names
its map, nothing falls back to the standard one."""


def _map_defaults(path: Path) -> list[str]:
    """``function(game_map=None)`` parameters and ``... or standard_map()`` fallbacks in one file."""
    found = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            args = node.args
            positional = args.posonlyargs + args.args
            pairs = list(zip(positional[len(positional) - len(args.defaults):], args.defaults))
            pairs += [(a, d) for a, d in zip(args.kwonlyargs, args.kw_defaults) if d is not None]
            found += [f"{node.name}({a.arg}=None)" for a, d in pairs
                      if a.arg == "game_map" and isinstance(d, ast.Constant) and d.value is None]
        elif isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
            last = node.values[-1]
            if isinstance(last, ast.Call) and getattr(last.func, "id", None) == "standard_map":
                found.append(f"line {node.lineno}: ... or standard_map()")
    return found


def test_no_function_below_the_edge_chooses_the_map_itself() -> None:
    package = ROOT / "diplomacy_desktop"
    edge = {"cli.py"}
    found = {str(p.relative_to(package)): _map_defaults(p) for p in sorted(package.rglob("*.py"))
             if str(p.relative_to(package)) not in edge and not str(p.relative_to(package)).startswith("ui/")}
    found = {name: where for name, where in found.items() if where and name not in BESIDE_THE_FILE}
    assert sorted(set(found) - set(STILL_DEFAULTING)) == [], {n: found[n] for n in set(found) - set(STILL_DEFAULTING)}
    assert sorted(set(STILL_DEFAULTING) - set(found)) == [], "no default left there: remove it from STILL_DEFAULTING"


def test_the_reader_sees_both_forms_of_default(tmp_path: Path) -> None:
    source = tmp_path / "m.py"
    source.write_text("def f(x, game_map=None):\n    return game_map or standard_map()\n"
                      "def g(*, game_map=None): ...\n"
                      "def h(game_map): ...\n")
    assert sorted(_map_defaults(source)) == ["f(game_map=None)", "g(game_map=None)", "line 2: ... or standard_map()"]
