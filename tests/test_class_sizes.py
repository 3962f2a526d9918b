"""No class in the program is too large to hold in the head: the resolver, the hot-seat session,
the program's window and the game were each near 800 lines once, and each is now in parts named
after what they hold. Read from the source with ``ast`` (nothing is imported)."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
PACKAGE = ROOT / "diplomacy_desktop"
LARGEST_CLASS = 400
"""Lines from ``class`` to the class's last line, docstrings and comments included."""


def class_sizes(folder: Path = PACKAGE) -> dict[str, int]:
    """Every class under ``folder`` (nested ones too) as ``path Name`` -> its lines."""
    sizes = {}
    for path in sorted(folder.rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
            if isinstance(node, ast.ClassDef):
                sizes[f"{path.relative_to(folder.parent)} {node.name}"] = node.end_lineno - node.lineno + 1
    return sizes


def test_no_class_in_the_program_is_over_400_lines() -> None:
    sizes = class_sizes()
    assert len(sizes) > 200 and "diplomacy_desktop/engine/game.py Game" in sizes  # every module was read
    assert {name: size for name, size in sizes.items() if size > LARGEST_CLASS} == {}


def test_the_size_is_counted_from_class_to_its_last_line(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    body = "".join(f"    def f{i}(self) -> None:\n        pass\n" for i in range(200))
    (tmp_path / "pkg" / "big.py").write_text(f'class Big:\n    """Doc."""\n{body}\n\nclass Small:\n    x = 1\n')
    assert class_sizes(tmp_path / "pkg") == {"pkg/big.py Big": 402, "pkg/big.py Small": 2}
