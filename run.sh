#!/usr/bin/env bash
# Set-up and launch in one step, for a fresh Debian machine.
#   bash run.sh game   start Diplomacy Desktop
#   bash run.sh test   run the whole test suite (headless)
# Both install what is missing first: the Debian libraries Qt needs and a venv in .venv.
set -euo pipefail
cd "$(dirname "$0")"

APT_PACKAGES="python3-venv libegl1 libgl1 libfontconfig1 libxkbcommon0 libxkbcommon-x11-0 libglib2.0-0 libdbus-1-3
fonts-dejavu-core libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 libxcb-image0 libxcb-randr0 libxcb-render-util0
libxcb-shape0 libxcb-xfixes0 libxcb-xkb1 libx11-xcb1 xvfb xauth"

install_debian_packages() {
    command -v dpkg-query >/dev/null 2>&1 || return 0
    local missing=()
    for pkg in $APT_PACKAGES; do
        dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null | grep -q "install ok installed" || missing+=("$pkg")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    local sudo=""
    [ "$(id -u)" -ne 0 ] && sudo="sudo"
    echo "Installing Debian packages: ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "${missing[@]}" >/dev/null
}

install_venv() {
    local stamp=".venv/.installed-$(sha1sum pyproject.toml | cut -c1-12)"
    [ -f "$stamp" ] && return 0
    [ -x .venv/bin/python ] || python3 -m venv .venv
    .venv/bin/python -m pip install -q --upgrade pip
    .venv/bin/python -m pip install -q -e '.[test]'
    rm -f .venv/.installed-*
    touch "$stamp"
}

# The window needs an X server or a Wayland compositor; without one Qt aborts with a misleading
# message about xcb libraries. Say so plainly, before installing anything (the game checks again).
check_display() {
    command -v python3 >/dev/null 2>&1 || return 0
    python3 -m diplomacy_desktop.ui.display_check "$@"
}

cmd="${1:-game}"
shift || true
if [ "$cmd" = game ]; then
    check_display "$@" || exit 1
fi
install_debian_packages
install_venv
case "$cmd" in
    game) exec .venv/bin/diplomacy-desktop "$@" ;;
    test) PYTHONDONTWRITEBYTECODE=1 exec .venv/bin/python -m pytest -q "$@" ;;  # no bytecode in the tree
    *) echo "usage: bash run.sh [game|test] [args...]" >&2; exit 2 ;;
esac
