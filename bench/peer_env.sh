#!/bin/sh
# Make bench/.peer-venv: a virtual environment of the benches' own holding the reference engine,
# the `diplomacy` package 1.1.2 (MILA) from PyPI. It is never a dependency of the project; only
# bench/peer.py uses it, in a subprocess, so the two engines never share an interpreter.
#
#   sh bench/peer_env.sh            # once; prints the path of its python
set -eu
here=$(cd "$(dirname "$0")" && pwd)
venv="$here/.peer-venv"
python=${PYTHON:-python3}
if [ ! -x "$venv/bin/python" ]; then
    "$python" -m venv "$venv"
fi
"$venv/bin/python" -m pip install --quiet --disable-pip-version-check "diplomacy==1.1.2"
"$venv/bin/python" -c "import diplomacy; print('diplomacy', diplomacy.__version__ if hasattr(diplomacy, '__version__') else '1.1.2')" >&2
echo "$venv/bin/python"
