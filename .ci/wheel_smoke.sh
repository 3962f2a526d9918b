#!/usr/bin/env bash
# Build the wheel, install it into a fresh virtual environment outside the source tree, and use
# the installed game from another folder: --version, adjudicate, bot, render-map, render, the
# desktop entry, the window offscreen in every language, and the GUI script staying up.
# A player's pip or pipx install works exactly so. Usage: bash .ci/wheel_smoke.sh [PYTHON]
# (default python3; pip's cache is reused, so a run after the first takes about 30-40 s).
set -euo pipefail
SRC="$(cd "$(dirname "$0")/.." && pwd)"
PYTHON="${1:-python3}"
WORK="$(mktemp -d /tmp/wheel-smoke.XXXXXX)"
trap 'rm -rf "$WORK"' EXIT
start=$(date +%s)
step() { echo "wheel smoke: $*"; }

step "building the wheel"
# From a copy of what the wheel is made of, so setuptools' build/ folder stays out of the checkout.
mkdir "$WORK/src"
cp -r "$SRC/pyproject.toml" "$SRC/README.md" "$SRC/LICENSE" "$SRC/diplomacy_desktop" "$SRC/assets" "$WORK/src/"
"$PYTHON" -m pip wheel -q --no-deps "$WORK/src" -w "$WORK/wheel"
WHEEL="$(ls "$WORK"/wheel/diplomacy_desktop-*.whl)"
for needed in diplomacy_desktop/assets/maps/standard/map.json diplomacy_desktop/assets/maps/standard/board.svg \
              diplomacy_desktop/assets/i18n/diplomacy_desktop_es.qm diplomacy_desktop/assets/notation/cs.json \
              diplomacy_desktop/assets/openings/standard.json diplomacy_desktop/assets/teaching/datc.json \
              diplomacy_desktop/assets/desktop/io.github.diplomacy_desktop.DiplomacyDesktop.desktop; do
    "$PYTHON" -c 'import sys, zipfile; sys.exit(sys.argv[2] not in zipfile.ZipFile(sys.argv[1]).namelist())' \
        "$WHEEL" "$needed" || { echo "wheel smoke: $needed is not in $(basename "$WHEEL")" >&2; exit 1; }
done

step "installing $(basename "$WHEEL") into a fresh virtual environment"
"$PYTHON" -m venv "$WORK/venv"
"$WORK/venv/bin/python" -m pip install -q --disable-pip-version-check "$WHEEL"
BIN="$WORK/venv/bin"

# Another folder, no project on any path, a home of its own (settings, autosaves, menus).
mkdir -p "$WORK/elsewhere" "$WORK/home"
cd "$WORK/elsewhere"
unset PYTHONPATH VIRTUAL_ENV
export HOME="$WORK/home" XDG_DATA_HOME="$WORK/home/.local/share" XDG_CONFIG_HOME="$WORK/home/.config" \
       XDG_CACHE_HOME="$WORK/home/.cache" QT_QPA_PLATFORM=offscreen

want="diplomacy-desktop $(sed -n 's/^__version__ = "\(.*\)"$/\1/p' "$SRC/diplomacy_desktop/__init__.py")"
got="$("$BIN/diplomacy-desktop" --version)"
[ "$got" = "$want" ] || { echo "wheel smoke: --version printed '$got', not '$want'" >&2; exit 1; }
step "$got"

cat > case.json <<'JSON'
{"phase": {"season": "spring", "year": 1901, "type": "movement"},
 "units": {"germany": ["A ber"], "russia": ["A war"]},
 "orders": {"germany": ["A ber - sil"], "russia": ["A war - sil"]}}
JSON
"$BIN/diplomacy-desktop" adjudicate case.json | grep -q '"outcome":"bounced"'
step "adjudicate: the two moves to Silesia bounce"

cat > position.json <<'JSON'
{"power": "france", "phase": {"season": "spring", "year": 1901, "type": "movement"},
 "units": {"france": ["A par", "A mar", "F bre"], "germany": ["A ber", "A mun", "F kie"]},
 "supply_centers": {"france": ["par", "mar", "bre"], "germany": ["ber", "mun", "kie"]}}
JSON
"$BIN/diplomacy-desktop" bot --level normal position.json | grep -q '"orders": \["[AF] '
step "bot: orders for France"

"$BIN/diplomacy-desktop" render-map board.png --width 400
"$BIN/python" -c 'import sys; sys.exit(open("board.png", "rb").read(8) != b"\x89PNG\r\n\x1a\n")'
step "render-map: board.png"

"$BIN/python" -c 'from pathlib import Path; from diplomacy_desktop.engine.game import Game
from diplomacy_desktop.engine.board import standard_map
from diplomacy_desktop.engine.savefile import save_game; save_game(Game(standard_map()), Path("game.json"))'
"$BIN/diplomacy-desktop" render game.json position.png --width 400
"$BIN/python" -c 'import sys; sys.exit(open("position.png", "rb").read(8) != b"\x89PNG\r\n\x1a\n")'
step "render: position.png"

"$BIN/diplomacy-desktop" install-desktop-entry >/dev/null
entry="$XDG_DATA_HOME/applications/io.github.diplomacy_desktop.DiplomacyDesktop.desktop"
[ -f "$entry" ] && [ -f "$XDG_DATA_HOME/icons/hicolor/256x256/apps/io.github.diplomacy_desktop.DiplomacyDesktop.png" ]
if command -v desktop-file-validate >/dev/null; then desktop-file-validate "$entry"; fi
step "install-desktop-entry: $(grep '^Exec=' "$entry")"

"$BIN/python" "$SRC/.ci/window_smoke.py"

# The GUI script itself: still running after 8 s (timeout's 124) with nothing on stderr but Qt's
# note about the offscreen platform.
set +e
timeout 8 "$BIN/diplomacy-desktop-window" --lang nl 2> window.err
code=$?
set -e
if [ "$code" -ne 124 ] || grep -q Traceback window.err; then
    echo "wheel smoke: diplomacy-desktop-window exited with $code:" >&2; cat window.err >&2; exit 1
fi
step "diplomacy-desktop-window ran 8 s"

step "passed in $(( $(date +%s) - start )) s"
