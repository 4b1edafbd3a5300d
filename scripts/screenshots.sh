#!/usr/bin/env bash
# Renders the main window under Xvfb in every language to docs/screenshots/ (as it opens,
# and with the Charts panel in front), for the
# README and for looking at what changed. Needs a build (scripts/setup.sh).
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p docs/screenshots
file=${1:-}
turn=${KIBITZ_SCREENSHOT_TURN:-9}
for lang in en it zh_CN zh_TW; do
  args=(--language "$lang" --turn "$turn" --screenshot "docs/screenshots/kibitz-$lang.png")
  [ -n "$file" ] && args+=("$file")
  # A private settings folder, so that the user's saved layout does not leak into the shots.
  XDG_CONFIG_HOME=$(mktemp -d) xvfb-run -a -s "-screen 0 1600x1000x24" build/app/kibitz "${args[@]}"
  echo "docs/screenshots/kibitz-$lang.png"
  # The Charts panel in front (the picker, lined-up plots, the language's number format).
  XDG_CONFIG_HOME=$(mktemp -d) xvfb-run -a -s "-screen 0 1600x1000x24" build/app/kibitz "${args[@]/kibitz-$lang.png/charts-$lang.png}" --show-panel ChartsDock
  echo "docs/screenshots/charts-$lang.png"
done
