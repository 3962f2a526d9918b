"""Property tests in CI draw the same examples on every run; locally they keep exploring.

The profiles live in the root ``conftest.py``; these tests check that ``CI=true`` selects the
derandomized one and that it really repeats itself from one process to the next.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

ROOT = Path(__file__).resolve().parents[1]
_spec = importlib.util.spec_from_file_location("root_conftest", ROOT / "conftest.py")
assert _spec is not None and _spec.loader is not None
root_conftest = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(root_conftest)  # by path: other folders have a conftest module of their own

DRAW = """
import conftest
from hypothesis import given, strategies as st
seen = []
@given(st.lists(st.integers(), max_size=5), st.text(max_size=5))
def prop(xs, s):
    seen.append((xs, s))
prop()
print(conftest.PROFILE, len(seen), repr(seen))
"""


def examples_drawn(env_extra: dict[str, str]) -> str:
    env = {k: v for k, v in os.environ.items() if k not in ("CI", "HYPOTHESIS_PROFILE")}
    env.update(env_extra, PYTHONPATH=str(ROOT), PYTHONHASHSEED="random")
    child = subprocess.run([sys.executable, "-c", DRAW], capture_output=True, text=True, timeout=120, env=env,
                           cwd=ROOT)
    assert child.returncode == 0, child.stderr[-2000:]
    return child.stdout


@pytest.mark.parametrize("env, profile", [
    ({"CI": "true"}, "ci"),
    ({"CI": "1"}, "ci"),
    ({}, "dev"),
    ({"CI": "false"}, "dev"),
    ({"HYPOTHESIS_PROFILE": "deep"}, "deep"),
    ({"HYPOTHESIS_PROFILE": "dev", "CI": "true"}, "dev"),
])
def test_the_profile_follows_the_environment(env: dict[str, str], profile: str) -> None:
    assert root_conftest.hypothesis_profile(env) == profile


def test_an_unknown_profile_name_is_refused_by_name() -> None:
    with pytest.raises(ValueError, match="HYPOTHESIS_PROFILE='nightly'"):
        root_conftest.hypothesis_profile({"HYPOTHESIS_PROFILE": "nightly"})


def test_the_ci_profile_is_derandomized_with_a_fixed_count_and_no_deadline() -> None:
    ci, deep = settings.get_profile("ci"), settings.get_profile("deep")
    assert ci.derandomize and ci.deadline is None and ci.max_examples == root_conftest.EXAMPLES
    assert not deep.derandomize and deep.max_examples > ci.max_examples


def test_ci_runs_draw_the_same_examples_in_every_process() -> None:
    first = examples_drawn({"CI": "true"})
    second = examples_drawn({"CI": "true"})
    assert first.startswith(f"ci {root_conftest.EXAMPLES} ")
    assert first == second
