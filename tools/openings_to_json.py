"""Convert the openings library (YAML, as researched) into the JSON the app ships.

The app must not need PyYAML at run time, so the book is committed as
``assets/openings/standard.json``: the same data, key for key, with every entry's sources.
Run by hand after the YAML changes::

    .venv/bin/python tools/openings_to_json.py path/to/openings.yaml

(default input: ``assets/openings/openings.yaml``, the committed copy of the research file).
The output is deterministic: keys keep the YAML's order, so re-running leaves git clean.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_IN = ROOT / "assets" / "openings" / "openings.yaml"
DEFAULT_OUT = ROOT / "assets" / "openings" / "standard.json"


def convert(source: Path, target: Path) -> int:
    import yaml  # only this tool needs it

    data = yaml.safe_load(source.read_text(encoding="utf-8"))
    if not isinstance(data, dict) or "powers" not in data:
        print(f"{source}: not an openings library (no 'powers')", file=sys.stderr)
        return 2
    text = json.dumps(data, indent=1, ensure_ascii=False) + "\n"
    target.write_text(text, encoding="utf-8")
    named = sum(len(p.get("named", ())) for p in data["powers"].values())
    print(f"wrote {target.relative_to(ROOT) if target.is_relative_to(ROOT) else target}: {named} named openings")
    return 0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("source", nargs="?", type=Path, default=DEFAULT_IN)
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = parser.parse_args()
    return convert(args.source, args.out)


if __name__ == "__main__":
    sys.exit(main())
