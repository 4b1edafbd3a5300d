#!/usr/bin/env bash
# Renders the shared web page (kibitz-cli export --format html) of every game in headless
# Chromium to docs/screenshots/web-<game>-<language>.png, for the README and for looking at
# what changed. Needs a build (scripts/setup.sh) and chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=build/debugger/kibitz-cli
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
mkdir -p docs/screenshots

# game, bots, extra run arguments, turn shown (and query), a note's turn, text and anchor (optional)
shots=(
  "fencing|builtin:fencer builtin:fencer||60|60|Keeps out of reach and waits for the lunge|"
  "orkisland|builtin:dummy builtin:dummy builtin:warlord builtin:dummy||120|120|The warlord holds the central network|cell:34,34"
  "moscaceca|builtin:scout builtin:random||150&fog=0||"
  "angelempire|builtin:tactician|--param battles=2|9||"
  "dominoes|builtin:planner||60||"
)
for shot in "${shots[@]}"; do
  IFS='|' read -r game bots extra turn noteTurn noteText noteAnchor <<<"$shot"
  args=()
  for bot in $bots; do args+=(--bot "$bot"); done
  # shellcheck disable=SC2086  # $extra is a list of arguments
  "$cli" run "$game" --seed 2 $extra "${args[@]}" --out "$work/$game.kbz" >/dev/null
  if [ -n "$noteText" ]; then
    zcat "$work/$game.kbz" | jq --argjson turn "$noteTurn" --arg text "$noteText" --arg anchor "$noteAnchor" \
      '.annotations = [{kind: "note", id: "n1", turn: $turn, category: "idea", text: $text}
                       + (if $anchor == "" then {} else {anchor: $anchor} end)]' | gzip >"$work/$game-notes.kbz"
    mv "$work/$game-notes.kbz" "$work/$game.kbz"
  fi
  languages=(en)
  [ "$game" = fencing ] && languages+=(zh_CN)
  for lang in "${languages[@]}"; do
    "$cli" export "$work/$game.kbz" --format html --language "$lang" --out "$work/$game-$lang.html" >/dev/null
    chromium --headless --disable-gpu --no-sandbox --hide-scrollbars --user-data-dir="$work/profile" \
      --virtual-time-budget=5000 --window-size=1200,800 --screenshot="docs/screenshots/web-$game-$lang.png" \
      "file://$work/$game-$lang.html?turn=$turn" 2>/dev/null
    echo "docs/screenshots/web-$game-$lang.png"
  done
done

# The reply time chart and a bot's reported values (#33): Fencing with an external bot that
# reports `#kibitz value` lines, in the four languages.
"$cli" run fencing --seed 2 --bot "cmd:python3 tests/debugger/bots/values_bot.py" --bot builtin:fencer \
  --out "$work/costs.kbz" >/dev/null
for lang in en it zh_CN zh_TW; do
  "$cli" export "$work/costs.kbz" --format html --language "$lang" --out "$work/costs-$lang.html" >/dev/null
  for chart in time v0; do
    name=$([ "$chart" = time ] && echo time || echo values)
    chromium --headless --disable-gpu --no-sandbox --hide-scrollbars --user-data-dir="$work/profile" \
      --virtual-time-budget=5000 --window-size=1200,1000 --screenshot="docs/screenshots/web-$name-$lang.png" \
      "file://$work/costs-$lang.html?turn=40&chart=$chart&log=$([ "$chart" = time ] && echo 1 || echo 0)" 2>/dev/null
    echo "docs/screenshots/web-$name-$lang.png"
  done
done
