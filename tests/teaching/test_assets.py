"""The shipped lesson sources are exact copies of the researched data in tests/data."""

from __future__ import annotations

import json
from pathlib import Path

import yaml

from diplomacy_desktop.teaching.catalogue import TEACHING_DIR

DATA = Path(__file__).parent.parent / "data"


def test_examples_json_matches_the_yaml() -> None:
    want = yaml.safe_load((DATA / "examples.yaml").read_text(encoding="utf-8"))["examples"]
    got = json.loads((TEACHING_DIR / "examples.json").read_text(encoding="utf-8"))["examples"]
    assert got == want, "run tools/teaching_to_json.py"


def test_datc_json_matches_the_test_data() -> None:
    want = json.loads((DATA / "datc.json").read_text(encoding="utf-8"))
    got = json.loads((TEACHING_DIR / "datc.json").read_text(encoding="utf-8"))
    assert got == want, "run tools/teaching_to_json.py"
