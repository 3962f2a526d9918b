"""Root pytest configuration: every test runs headless, and Hypothesis runs by a named profile.

Profiles (pick one with ``HYPOTHESIS_PROFILE``; ``CI=true`` picks ``ci`` when none is named):

* ``ci``: derandomized (the same examples on every run, so a landing never fails by chance),
  a fixed number of examples, no deadline and no too-slow health check (shared CI machines
  are slow at random), and the failing example printed so it can be replayed.
* ``dev`` (the default elsewhere): random examples, as many as ``ci``, so local runs keep
  exploring new cases; failures are remembered in ``.hypothesis/`` and replayed first.
* ``deep``: random and ten times as many examples, for a long local hunt before a release.

A test that sets its own ``max_examples`` keeps that number under every profile (the profile
still decides randomness, deadline and health checks).
"""

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
# No bytecode in the source tree: not from this process, nor from the games and tools the tests
# start as child processes (they inherit the environment).
sys.dont_write_bytecode = True
os.environ["PYTHONDONTWRITEBYTECODE"] = "1"

from hypothesis import HealthCheck, settings  # noqa: E402

EXAMPLES = 100
"""Examples per property test under ``ci`` and ``dev`` (unless the test sets its own)."""

settings.register_profile("ci", derandomize=True, max_examples=EXAMPLES, deadline=None, print_blob=True,
                          suppress_health_check=[HealthCheck.too_slow])
# derandomize=False said outright: when CI is set, Hypothesis itself loads a built-in "ci" profile
# before this file runs, and a profile registered without the key would inherit its True.
settings.register_profile("dev", max_examples=EXAMPLES, deadline=None, derandomize=False)
settings.register_profile("deep", max_examples=EXAMPLES * 10, deadline=None, derandomize=False,
                          suppress_health_check=[HealthCheck.too_slow])
PROFILES = ("ci", "dev", "deep")


def hypothesis_profile(environ) -> str:  # noqa: ANN001 - a mapping like os.environ
    """The profile to load: ``HYPOTHESIS_PROFILE`` if set, else ``ci`` when ``CI`` is true, else ``dev``."""
    named = environ.get("HYPOTHESIS_PROFILE", "").strip()
    if named:
        if named not in PROFILES:
            raise ValueError(f"HYPOTHESIS_PROFILE={named!r} is not one of {', '.join(PROFILES)}")
        return named
    return "ci" if environ.get("CI", "").strip().lower() in ("true", "1", "yes") else "dev"


PROFILE = hypothesis_profile(os.environ)
settings.load_profile(PROFILE)


def pytest_report_header(config) -> str:  # noqa: ANN001
    """Say which profile ran, so a CI log shows its property tests were derandomized."""
    return f"hypothesis profile: {PROFILE}"
