"""Copy the lesson sources the app needs at run time into ``assets/teaching/``.

The rulebook examples are researched as YAML (``tests/data/examples.yaml``) and the DATC cases
as JSON (``tests/data/datc.json``). ``tests/`` is not shipped and PyYAML is a test-only
dependency, so the teaching package reads JSON copies committed under ``assets/teaching/``:
``examples.json`` (the YAML's ``examples`` list, key for key) and ``datc.json`` (unchanged).
Run by hand after either source changes::

    .venv/bin/python tools/teaching_to_json.py

The output is deterministic (keys keep the source's order), so re-running leaves git clean;
``tests/teaching/test_assets.py`` fails when the copies drift from the sources.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DATA = ROOT / "tests" / "data"
OUT = ROOT / "assets" / "teaching"


def examples_json(source: Path) -> str:
    """The examples file as the JSON text the app ships."""
    import yaml  # only this tool (and the tests) need it

    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or not isinstance(data.get("examples"), list):
        raise ValueError(f"{source}: not an examples file (no 'examples' list)")
    return json.dumps({"schema_version": data.get("schema_version", 1), "examples": data["examples"]},
                      indent=1, ensure_ascii=False) + "\n"


def datc_json(source: Path) -> str:
    """The DATC cases as the JSON text the app ships (re-encoded, so formatting is ours)."""
    cases = json.loads(source.read_text(encoding="utf-8"))
    if not isinstance(cases, list):
        raise ValueError(f"{source}: not a list of DATC cases")
    return json.dumps(cases, indent=1, ensure_ascii=False) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--examples", type=Path, default=DATA / "examples.yaml")
    parser.add_argument("--datc", type=Path, default=DATA / "datc.json")
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    args.out.mkdir(parents=True, exist_ok=True)
    try:
        outputs = {"examples.json": examples_json(args.examples), "datc.json": datc_json(args.datc)}
    except (OSError, ValueError) as exc:
        print(exc, file=sys.stderr)
        return 2
    for name, text in outputs.items():
        (args.out / name).write_text(text, encoding="utf-8")
        print(f"wrote {args.out / name}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
