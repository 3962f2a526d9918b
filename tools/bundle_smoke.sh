#!/usr/bin/env bash
# Check a stand-alone bundle the way a player without Python meets it: in an environment with no
# virtual environment and no project on any path (env -i, PATH=/usr/bin:/bin, a new HOME), under
# a virtual display. It prints the version, judges a case, puts the menu entry in place, shows the
# board, switches the language from the Language menu, and quits from the keyboard.
#
#   bash tools/bundle_smoke.sh [BUNDLE] [DISPLAY_NUMBER]
#
# BUNDLE defaults to dist/bundle/diplomacy-desktop, the display number to 99. Needs Debian's xvfb,
# xdotool and imagemagick (apt-get install -y xvfb xdotool imagemagick) and the Qt system libraries
# that run.sh installs.
set -euo pipefail
SRC="$(cd "$(dirname "$0")/.." && pwd)"
BUNDLE="$(realpath "${1:-$SRC/dist/bundle/diplomacy-desktop}")"
NUM="${2:-99}"
PROGRAM="$BUNDLE/diplomacy-desktop"
WORK="$(mktemp -d /tmp/bundle-smoke.XXXXXX)"
XVFB=""
GAME=""
cleanup() {
    [ -n "$GAME" ] && kill "$GAME" 2>/dev/null || true
    [ -n "$XVFB" ] && kill "$XVFB" 2>/dev/null || true
    rm -rf "$WORK"
}
trap cleanup EXIT
fail() { echo "bundle smoke: $*" >&2; exit 1; }
step() { echo "bundle smoke: $*"; }
[ -x "$PROGRAM" ] || fail "$PROGRAM is not there"
mkdir -p "$WORK/home" "$WORK/elsewhere"
cd "$WORK/elsewhere"
bare() { env -i PATH=/usr/bin:/bin HOME="$WORK/home" DISPLAY=":$NUM" "$@"; }

start=$(date +%s%N)
version="$(bare "$PROGRAM" --version)"
step "$version ($(( ($(date +%s%N) - start) / 1000000 )) ms)"

cat > case.json <<'JSON'
{"phase": {"season": "spring", "year": 1901, "type": "movement"},
 "units": {"germany": ["A ber"], "russia": ["A war"]},
 "orders": {"germany": ["A ber - sil"], "russia": ["A war - sil"]}}
JSON
bare "$PROGRAM" adjudicate case.json | grep -q '"outcome":"bounced"' || fail "adjudicate did not judge the case"
step "adjudicate: the two moves to Silesia bounce"

bare "$PROGRAM" install-desktop-entry >/dev/null
grep -qx "Exec=$PROGRAM %f" "$WORK"/home/.local/share/applications/*.desktop \
    || fail "the menu entry does not start $PROGRAM: $(grep '^Exec=' "$WORK"/home/.local/share/applications/*.desktop)"
step "install-desktop-entry: the menu entry starts the bundle"

Xvfb ":$NUM" -screen 0 1600x1000x24 -nolisten tcp >/dev/null 2>&1 &
XVFB=$!
for _ in $(seq 50); do xdpyinfo -display ":$NUM" >/dev/null 2>&1 && break; sleep 0.1; done
export DISPLAY=":$NUM"

start=$(date +%s%N)
bare "$PROGRAM" --lang en > game.log 2>&1 &
GAME=$!
window="$(timeout 60 xdotool search --sync --onlyvisible --name 'Diplomacy Desktop$' | head -1)" \
    || fail "no game window within 60 s: $(cat game.log)"
step "the window is on screen after $(( ($(date +%s%N) - start) / 1000000 )) ms"
sleep 3  # the board's first paint, then the New Game dialog
import -window root board.png
colours="$(convert board.png -format %k info:)"
[ "$colours" -gt 200 ] || fail "the screen shows $colours colours, not a board"
step "the board is drawn ($colours colours on screen)"

xdotool key --clearmodifiers Escape  # the New Game dialog; the practice game stays on the board
sleep 1
# The menu bar before and after choosing Czech: its words change (a window title is no proof:
# the game names the phase in it only once a game is set).
geometry() { xdotool getwindowgeometry --shell "$window" | sed -n "s/^$1=//p"; }
strip="$(geometry WIDTH)x24+$(geometry X)+$(geometry Y)"
import -window root -crop "$strip" menus_en.png
xdotool windowactivate --sync "$window" 2>/dev/null || xdotool windowfocus --sync "$window"
xdotool key --clearmodifiers alt+l
sleep 0.5
xdotool key Down Down Return  # English, Español, Čeština: Czech
sleep 2
import -window root -crop "$strip" menus_cs.png
changed="$(compare -metric AE menus_en.png menus_cs.png null: 2>&1 || true)"
[ "${changed%% *}" -gt 100 ] 2>/dev/null || fail "the menu bar did not change after choosing Czech ($changed pixels)"
step "Language menu: Czech chosen, $changed pixels of the menu bar changed"

xdotool key --clearmodifiers ctrl+q
for _ in $(seq 100); do kill -0 "$GAME" 2>/dev/null || break; sleep 0.1; done
kill -0 "$GAME" 2>/dev/null && fail "the game did not quit on Ctrl+Q"
wait "$GAME" && code=0 || code=$?
GAME=""
[ "$code" -eq 0 ] || fail "the game quit with status $code: $(cat game.log)"
! grep -q Traceback game.log || fail "a traceback: $(cat game.log)"
step "Ctrl+Q quit with status 0"
step "passed"
