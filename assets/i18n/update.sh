#!/usr/bin/env bash
# Refresh the translation sources from the UI code, then compile them.
#   bash assets/i18n/update.sh
# lupdate keeps existing translations and marks new or changed strings "unfinished";
# translate those (pyside6-linguist, or any editor) and run this again to rebuild the .qm files.
set -euo pipefail
cd "$(dirname "$0")/../.."
BIN=.venv/bin
# the UI, and the engine's English reason texts (marked with its own QT_TRANSLATE_NOOP)
mapfile -t SOURCES < <(find diplomacy_desktop/ui -name '*.py' | sort; echo diplomacy_desktop/engine/outcomes.py)
for lang in es cs nl pt; do
    "$BIN/pyside6-lupdate" -no-obsolete -locations none -target-language "$lang" \
        "${SOURCES[@]}" -ts "assets/i18n/diplomacy_desktop_$lang.ts"
    "$BIN/pyside6-lrelease" "assets/i18n/diplomacy_desktop_$lang.ts" -qm "assets/i18n/diplomacy_desktop_$lang.qm"
done
